//! `game-host play`: a match in the terminal, for people and for programs (`--json`).

use super::Env;
use crate::content;
use crate::match_driver::console::Entry;
use crate::match_driver::undo::Undo;
use crate::match_driver::{Driver, Notices};
use crate::save::SavedMatch;
use crate::seats::Seating;
use crate::session::{Session, action_for};
use crate::text;
use crate::tr;
use game_wire::script::ScriptError;
use game_wire::{Applied, CallError, LogLine, Start, Viewer};
use serde_json::json;
use std::io::BufRead;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Debug, clap::Args)]
pub struct PlayArgs {
    /// The game's id (see `game-host list`); optional with --load.
    pub game: Option<String>,
    /// Actions to apply in order; without them, actions are read from stdin, one per line.
    #[arg(last = false)]
    pub actions: Vec<String>,
    /// Ruleset name (`standard`) or path to a ruleset `.toml`.
    #[arg(long, default_value = "standard")]
    pub ruleset: String,
    /// Seed of the match (default: a random one).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Start from a scenario file instead of a seed.
    #[arg(long, value_name = "FILE", conflicts_with = "seed")]
    pub scenario: Option<PathBuf>,
    /// Continue a saved match.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["scenario", "seed"])]
    pub load: Option<PathBuf>,
    /// Write the match to this file after every action (atomically).
    #[arg(long, value_name = "FILE")]
    pub save: Option<PathBuf>,
    /// Whose view to print: `mover` (the seat to move), `referee`, `spectator`, or a seat number.
    #[arg(long, default_value = "mover")]
    pub view: String,
    /// Print JSON lines instead of text.
    #[arg(long)]
    pub json: bool,
    /// Print, before each action's result, the script hooks it ran (file:line, arguments,
    /// results, time, instructions, print output, errors with traceback). The referee's view:
    /// only with `--view referee` or rules that hide nothing.
    #[arg(long)]
    pub trace: bool,
}

/// The seats a loaded save recorded, kept so that `--save` writes them back.
#[derive(Debug, Clone, Default)]
struct Seats {
    seats: Vec<crate::seats::SavedSeat>,
    hand_over: Option<bool>,
}

fn open_session(env: &Env, args: &PlayArgs) -> Result<(Session, Seats), String> {
    if let Some(path) = &args.load {
        let saved = SavedMatch::read(path).map_err(|d| d.to_string())?;
        if let Some(game) = &args.game
            && *game != saved.game
        {
            return Err(tr!(
                "play-other-game",
                path = path.display().to_string(),
                saved = saved.game.as_str(),
                game = game.as_str()
            ));
        }
        let seats = Seats {
            seats: saved.seats.clone(),
            hand_over: saved.hand_over,
        };
        if let Some(plugin) = env.catalog.find(&saved.game)
            && let Some(warning) = saved.version_warning(plugin.info(), &env.mods.set())
        {
            eprintln!(
                "{}",
                tr!(
                    "cli-warning",
                    message = format!("{}: {warning}", path.display())
                )
            );
        }
        // A refused action of the record or a scenario's problem is the game's message: said
        // in the player's language (English under `--json`).
        return Session::restore(&env.catalog, &saved)
            .map(|session| (session, seats))
            .map_err(|e| {
                let e = crate::i18n::game::show(&saved.game, &e.to_string());
                format!("{}: {e}", path.display())
            });
    }
    let game = args
        .game
        .as_deref()
        .ok_or_else(|| tr!("play-name-a-game"))?;
    let plugin = env.catalog.require(game)?;
    let root = env.content_root()?;
    let source =
        content::load_ruleset(root, &env.mods, game, &args.ruleset).map_err(|d| d.to_string())?;
    let start = match &args.scenario {
        Some(path) => Start::Scenario {
            origin: path.display().to_string(),
            text: crate::safe_read::read_scenario(path)?,
        },
        None => Start::Seed(args.seed.unwrap_or_else(crate::seats::random_seed)),
    };
    Session::new(plugin, source, start)
        .map(|session| (session, Seats::default()))
        .map_err(|e| crate::i18n::game::show(game, &e.to_string()))
}

/// Says who sits where in a loaded match (the terminal plays every seat from its input; the
/// seats are what the app will resume with).
fn print_seats(json: bool, info: &game_wire::GameInfo, seats: &Seats) {
    use crate::seats::SavedSeat;
    if seats.seats.is_empty() {
        return;
    }
    if json {
        println!(
            "{}",
            json!({"type": "seats", "seats": seats.seats, "hand_over": seats.hand_over})
        );
        return;
    }
    let each: Vec<String> = seats
        .seats
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let name = text::seat(info, i as u8);
            match s {
                SavedSeat::Human => tr!("play-seat-human", seat = name),
                SavedSeat::Bot { level, seed } => tr!(
                    "play-seat-bot",
                    seat = name,
                    level = level.name(),
                    seed = seed.to_string()
                ),
            }
        })
        .collect();
    let hand_over = match seats.hand_over {
        Some(true) => "on",
        Some(false) => "off",
        None => "none",
    };
    println!(
        "{}",
        tr!("play-seats", seats = each.join(", "), hand_over = hand_over)
    );
}

/// Prints views, results and errors as text or JSON lines (shared with `watch`), each as the
/// chosen view may know it.
///
/// - A scene is the viewer's (`--view mover`: the seat to move's; the referee's once the
///   match is over).
/// - An applied action is shown in its notation to the referee and to the seat that made it,
///   in its public form to everyone else (a face-down card is "a card", a screened placement
///   only a placement), with only the log lines the viewer may read. With `--view mover` it is
///   shown as the seat that moved sees it when that seat also moves next, else as a spectator
///   sees it: at one terminal in hot-seat both players may be looking at that moment, so it
///   shows only what both may know.
/// - A refused input is echoed with its reason only where the viewer may see it: the referee,
///   the seat to move (whose input it was), or any viewer of a game without hidden
///   information; elsewhere only that the seat's action was refused.
pub(super) struct Printer {
    pub json: bool,
    pub view: String,
    /// `--trace`: print each action's hook calls (checked by [`Printer::referee_only`]).
    pub trace: bool,
}

/// What shows the referee's view ([`Printer::referee_only`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RefereeOnly {
    /// `--trace`
    Trace,
    /// The rules console (`lua …`).
    Console,
}

/// The terminal command that evaluates Lua in the rules console: `lua <code>`, e.g. `lua ctx:turn()`.
const CONSOLE_COMMAND: &str = "lua ";

impl Printer {
    /// Traces and the console are the referee's view (a hook's arguments name hidden cards):
    /// they print only when this view is the referee's or the rules hide nothing.
    pub fn referee_only(&self, session: &Session, what: RefereeOnly) -> Result<(), String> {
        if self.view == "referee" || !session.hides_information() {
            Ok(())
        } else if self.json && what == RefereeOnly::Console {
            // Said in the console's JSON reply: the same in every language.
            Err(
                "the rules console (`lua`) shows the referee's view (every hidden card), and \
                 these rules hide information: use --view referee"
                    .to_string(),
            )
        } else {
            Err(match what {
                RefereeOnly::Trace => tr!("play-trace-referee-only"),
                RefereeOnly::Console => tr!("play-console-referee-only"),
            })
        }
    }

    /// Applies `input` through the match's driver, with its trace printed first under
    /// `--trace`.
    pub fn apply(
        &self,
        driver: &mut Driver,
        input: &str,
        notices: &mut Notices,
    ) -> Result<Result<Applied, CallError>, String> {
        let traced_before = driver.console.entries.len();
        let outcome = driver.apply_action(input, notices);
        if self.trace
            && driver.console.entries.len() > traced_before
            && let Some(Entry::Action { trace, .. }) = driver.console.entries.last()
        {
            if self.json {
                println!("{}", text::trace::trace_json(trace));
            } else {
                println!("{}", text::trace::trace(trace));
            }
        }
        for error in notices.take() {
            if let crate::match_driver::Notice::Error { text, .. } = error {
                eprintln!("{}", tr!("cli-error", message = text));
            }
        }
        Ok(outcome)
    }

    /// Takes back every action (the match starts again from its start, under the rules in
    /// force), unless one of them revealed something and the terminal is not the referee's:
    /// the same deal again would be a known one.
    pub fn restart(&self, driver: &mut Driver) -> Result<(), String> {
        let len = driver.session.actions().len();
        if len == 0 {
            return Ok(());
        }
        if !driver.referee_at_device
            && let Some(at) =
                crate::match_driver::undo::barrier(driver.session.revealed(), len, len, |_| true)
        {
            let what = driver
                .session
                .logs()
                .get(at)
                .map_or_else(String::new, |m| m.text.clone());
            return Err(tr!("play-restart-refused", what = what));
        }
        let mut notices = Notices::default();
        driver.take_back_actions(len, None, &mut notices);
        match driver.message.take() {
            Some(why) => Err(why),
            None => Ok(()),
        }
    }

    /// Takes back `count` actions through the driver's undo rule; why not, when refused (an
    /// action that revealed something is never taken back at a shared terminal).
    pub fn undo(&self, driver: &mut Driver, count: usize) -> Result<(), String> {
        let mut notices = Notices::default();
        for _ in 0..count {
            match driver.undo_rule() {
                Undo::Take(n) => {
                    driver.take_back_actions(n, None, &mut notices);
                    if let Some(why) = driver.message.take() {
                        return Err(why);
                    }
                }
                Undo::Refused(why) => return Err(why),
            }
        }
        Ok(())
    }

    /// Runs `input` if it is a console command (`lua <code>`): `None` when it is not.
    pub fn console(&self, session: &mut Session, input: &str) -> Option<Result<(), String>> {
        let code = input.strip_prefix(CONSOLE_COMMAND)?.trim();
        Some((|| {
            // The refusal names nothing hidden: said to any view.
            if let Err(why) = self.referee_only(session, RefereeOnly::Console) {
                let refused = Err(game_wire::script::ConsoleRefusal::Unavailable(why));
                if self.json {
                    println!("{}", text::trace::console_json(&refused));
                } else {
                    println!("{}", text::trace::console(&refused));
                }
                return Ok(());
            }
            let reply = session.console(code).map_err(|e| e.to_string())?;
            if self.json {
                println!("{}", text::trace::console_json(&reply));
            } else {
                println!("{}", text::trace::console(&reply));
            }
            Ok(())
        })())
    }

    /// Whose scene to print now.
    pub fn viewer(&self, session: &mut Session) -> Result<Viewer, String> {
        Ok(match self.view.as_str() {
            "referee" => Viewer::Referee,
            "spectator" => Viewer::Spectator,
            "mover" => session
                .status()
                .map_err(|e| e.to_string())?
                .to_move()
                .map_or(Viewer::Referee, Viewer::Seat),
            n => Viewer::Seat(n.parse().map_err(|_| tr!("play-bad-view", view = n))?),
        })
    }

    /// Who the last applied action is shown to (see [`Printer`]).
    fn applied_viewer(&self, session: &mut Session) -> Result<Viewer, String> {
        if self.view != "mover" {
            return self.viewer(session);
        }
        let mover = session.movers().last().copied().flatten();
        let next = session.status().map_err(|e| e.to_string())?.to_move();
        Ok(match (mover, next) {
            (Some(m), Some(n)) if m == n => Viewer::Seat(m),
            _ => Viewer::Spectator,
        })
    }

    pub fn view(&self, session: &mut Session) -> Result<(), String> {
        let viewer = self.viewer(session)?;
        let mut view = session.view(viewer).map_err(|e| e.to_string())?;
        // The game's words as the chosen language says them (under `--json`, English).
        crate::i18n::game::localize_view(&session.info().id.clone(), &mut view);
        // A hook that failed while the actions were listed hid the moves it was asked about:
        // said before the view, as the errors they are.
        for e in &view.script_errors {
            self.script_error(session, e)?;
        }
        if self.json {
            println!(
                "{}",
                json!({"type": "view", "moves": session.actions().len(), "viewer": viewer, "status": view.status, "scene": view.scene, "actions": view.actions})
            );
        } else {
            let info = session.info().clone();
            print!("{}", text::scene(&info, &view.scene));
            println!("{}", text::status(&info, &view.status));
            let legal = text::actions(&view.actions);
            if !legal.is_empty() {
                println!("{legal}");
            }
        }
        Ok(())
    }

    /// The action just applied (the last of `session`'s record), as the view may know it.
    pub fn applied(&self, session: &mut Session, applied: &Applied) -> Result<(), String> {
        let viewer = self.applied_viewer(session)?;
        let mover = session.movers().last().copied().flatten();
        let action = action_for(applied, mover, viewer);
        let log: Vec<&LogLine> = applied
            .log
            .iter()
            .filter(|l| l.visible_to(viewer))
            .collect();
        if self.json {
            let game = session.info().id.clone();
            let texts: Vec<String> = log
                .iter()
                .map(|l| crate::i18n::game::show(&game, &l.text))
                .collect();
            let status = crate::i18n::game::localize(&game, &applied.status)
                .unwrap_or_else(|| applied.status.clone());
            println!(
                "{}",
                json!({"type": "applied", "action": game_wire::text::english_of(action), "log": texts, "status": status})
            );
        } else {
            let info = session.info();
            println!("\n> {}", crate::text::safe::line(action));
            for line in log {
                println!("  {}", text::log_line(info, line));
            }
        }
        Ok(())
    }

    /// Whether the view may read what the seat to move typed and why it was refused: the
    /// referee, the seat to move, or anyone in a game without hidden information.
    fn sees_mover(&self, session: &mut Session) -> Result<(bool, Option<u8>), String> {
        let to_move = session.status().ok().and_then(|s| s.to_move());
        let hidden = session.hides_information();
        let viewer = self.viewer(session)?;
        let shown = !hidden
            || match viewer {
                Viewer::Referee => true,
                Viewer::Seat(seat) => to_move.is_none_or(|m| m == seat),
                Viewer::Spectator => false,
            };
        Ok((shown, to_move))
    }

    /// A refused input, or a failed command; the input is the seat to move's.
    pub fn error(&self, session: &mut Session, input: &str, message: &str) -> Result<(), String> {
        let (shown, to_move) = self.sees_mover(session)?;
        let info = session.info().clone();
        let (input, message) = if shown {
            (Some(input), message.to_string())
        } else if self.json {
            // JSON is the same in every language.
            let who = to_move.map_or("an".to_string(), |m| format!("{}'s", text::seat(&info, m)));
            (
                None,
                format!("{who} action was refused (not shown to this view)"),
            )
        } else {
            let message = match to_move {
                Some(m) => tr!("play-seat-action-hidden", seat = text::seat(&info, m)),
                None => tr!("play-action-hidden"),
            };
            (None, message)
        };
        if self.json {
            // JSON is the same in every language: the game's reason in its English.
            let message = game_wire::text::english_of(&message);
            println!(
                "{}",
                json!({"type": "error", "kind": "illegal", "input": input, "message": message})
            );
        } else {
            let shown = crate::match_driver::refusal_shown(&info.id, &message);
            println!("! {}", crate::text::safe::block(&shown));
        }
        Ok(())
    }

    /// An action the match refused: illegal (the player's mistake) or a script failure (the
    /// ruleset's), each said as what it is.
    pub fn refused(&self, session: &mut Session, input: &str, e: &CallError) -> Result<(), String> {
        match e {
            CallError::Script(script) => self.script_error_for(session, Some(input), script),
            other => self.error(session, input, &other.to_string()),
        }
    }

    /// A script error met while listing the actions.
    pub fn script_error(&self, session: &mut Session, e: &ScriptError) -> Result<(), String> {
        self.script_error_for(session, None, e)
    }

    /// A script error, with its location, hook and traceback, where the view may read it (a
    /// script's message may name anything the script can read, so it is shown as a refusal
    /// of the mover's input is: see [`Printer`]).
    fn script_error_for(
        &self,
        session: &mut Session,
        input: Option<&str>,
        e: &ScriptError,
    ) -> Result<(), String> {
        // A script's own words may name anything of the match (`error(ctx:hand(1))`): only a
        // view that sees everything reads them; the seat to move gets the place and hook.
        let (mover_sees, _) = self.sees_mover(session)?;
        let shown = mover_sees && (self.view == "referee" || !session.hides_information());
        if !shown && mover_sees {
            let refused = CallError::Script(Box::new(e.clone()));
            let message = crate::match_driver::refusal_for_seat(&refused, false);
            if self.json {
                println!(
                    "{}",
                    json!({"type": "error", "kind": "script", "input": input, "message": message,
                           "file": e.file, "line": e.line, "hook": e.hook_name()})
                );
            } else {
                println!("! {}", crate::text::safe::block(&message));
            }
            return Ok(());
        }
        if self.json {
            let value = if shown {
                json!({"type": "error", "kind": "script", "input": input, "message": e.to_string(),
                       "file": e.file, "line": e.line, "hook": e.hook_name(),
                       "hook_script": e.hook.as_ref().map(|h| &h.script),
                       "script_message": e.message, "traceback": e.traceback})
            } else {
                json!({"type": "error", "kind": "script", "input": null,
                       "message": "a script of the ruleset failed (not shown to this view)"})
            };
            println!("{value}");
        } else if shown {
            println!("! {}", text::script_error(e, input));
        } else {
            println!("! {}", tr!("play-script-failed-hidden"));
        }
        Ok(())
    }
}

pub fn run(env: &Env, args: PlayArgs) -> Result<ExitCode, String> {
    let (session, seats) = open_session(env, &args)?;
    // What is printed names the game's seats and texts: in the chosen language.
    let _game = crate::i18n::game::Scope::enter(&session.info().id);
    print_seats(args.json, session.info(), &seats);
    let printer = Printer {
        json: args.json,
        view: args.view.clone(),
        trace: args.trace,
    };
    if args.trace {
        printer.referee_only(&session, RefereeOnly::Trace)?;
    }
    let mut driver = terminal_driver(session, &printer);
    let mut notices = Notices::default();
    let autosave = |driver: &mut Driver| -> Result<(), String> {
        let Some(path) = &args.save else {
            return Ok(());
        };
        let mut saved = driver.session.save();
        saved.seats = seats.seats.clone();
        saved.hand_over = seats.hand_over;
        saved.finished = driver.session.status().is_ok_and(|s| s.is_over());
        saved.write(path).map_err(|e| {
            tr!(
                "play-cannot-save",
                path = path.display().to_string(),
                error = e.to_string()
            )
        })
    };
    autosave(&mut driver)?;
    printer.view(&mut driver.session)?;
    let mut refused = false;
    let inputs: Box<dyn Iterator<Item = String>> = if args.actions.is_empty() {
        Box::new(std::io::stdin().lock().lines().map_while(Result::ok))
    } else {
        Box::new(args.actions.clone().into_iter())
    };
    for line in inputs {
        let input = line.trim();
        if input.is_empty() || input.starts_with('#') {
            continue;
        }
        match input {
            "quit" | "exit" => break,
            "undo" => match printer.undo(&mut driver, 1) {
                Ok(()) => {
                    autosave(&mut driver)?;
                    printer.view(&mut driver.session)?;
                }
                Err(why) => printer.error(&mut driver.session, input, &why)?,
            },
            _ if input.starts_with(CONSOLE_COMMAND) => {
                if let Some(done) = printer.console(&mut driver.session, input) {
                    done?;
                }
            }
            _ => match printer.apply(&mut driver, input, &mut notices)? {
                Ok(applied) => {
                    autosave(&mut driver)?;
                    printer.applied(&mut driver.session, &applied)?;
                    printer.view(&mut driver.session)?;
                }
                Err(e) => {
                    refused = true;
                    printer.refused(&mut driver.session, input, &e)?;
                }
            },
        }
    }
    Ok(if refused {
        ExitCode::from(2)
    } else {
        ExitCode::SUCCESS
    })
}

/// The match driver of a terminal (`play`, `watch`): one shared device where every seat is
/// typed, so every seat is a human's with no hand-over screen, and Undo never crosses an
/// action that revealed something (a card dealt, a battle's end) — unless the terminal shows
/// the referee's view, from which nothing is hidden.
pub fn terminal_driver(session: Session, printer: &Printer) -> Driver {
    let count = session.info().seats.len();
    let mut driver = Driver::new(session, Seating::all_human(count, false));
    driver.referee_at_device = printer.view == "referee";
    driver.console.open = printer.trace;
    driver
}

//! `game-host watch`: keeps a match running and reloads its ruleset whenever its files change,
//! printing each reload, its result and the scene after it.

use super::Env;
use super::play::{Printer, terminal_driver};
use crate::content;
use crate::match_driver::{Driver, Notices};
use crate::reload::{ReloadConfig, ReloadEvent, Reloader};
use crate::session::{Rebound, Session};
use crate::tr;
use game_wire::Start;
use serde_json::json;
use std::io::BufRead;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::mpsc;
use std::time::Duration;

#[derive(Debug, clap::Args)]
pub struct WatchArgs {
    /// The game's id (see `game-host list`).
    pub game: String,
    /// Ruleset name (`standard`) or path to a ruleset `.toml`.
    #[arg(long, default_value = "standard")]
    pub ruleset: String,
    /// Seed of the match.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Another directory to watch, inside the content root (repeatable).
    #[arg(long = "dir", value_name = "DIR")]
    pub dirs: Vec<PathBuf>,
    /// Quiet time after a save before reloading, in milliseconds.
    #[arg(long, default_value_t = 100)]
    pub debounce_ms: u64,
    /// Whose view to print: `referee` (everything), `mover`, `spectator` or a seat number.
    #[arg(long, default_value = "referee")]
    pub view: String,
    /// Print JSON lines instead of text.
    #[arg(long)]
    pub json: bool,
    /// Print, before each action's result, the script hooks it ran (as `play --trace`; the
    /// referee's view: with `--view referee`, the default, or rules that hide nothing).
    #[arg(long)]
    pub trace: bool,
}

/// What the main loop waits for.
enum Input {
    Line(String),
    Reload(ReloadEvent),
}

struct Out {
    json: bool,
    printer: Printer,
}

impl Out {
    fn scene(&self, session: &mut Session) -> Result<(), String> {
        self.printer.view(session)
    }

    fn line(&self, kind: &str, value: serde_json::Value, text: &str) {
        if self.json {
            let mut value = value;
            value["type"] = json!(kind);
            println!("{value}");
        } else {
            println!("{text}");
        }
    }
}

pub fn run(env: &Env, args: WatchArgs) -> Result<ExitCode, String> {
    let plugin = env.catalog.require(&args.game)?;
    // What is printed names the game's seats and texts: in the chosen language.
    let _game = crate::i18n::game::Scope::enter(&args.game);
    let root = env.content_root()?;
    let source = content::load_ruleset(root, &env.mods, &args.game, &args.ruleset)
        .map_err(|d| d.to_string())?;
    let session =
        Session::new(plugin, source, Start::Seed(args.seed)).map_err(|e| e.to_string())?;
    let out = Out {
        json: args.json,
        printer: Printer {
            json: args.json,
            view: args.view.clone(),
            trace: args.trace,
        },
    };
    if args.trace {
        out.printer
            .referee_only(&session, super::play::RefereeOnly::Trace)?;
    }
    let mut driver = terminal_driver(session, &out.printer);
    let mut notices = Notices::default();
    let (tx, rx) = mpsc::channel::<Input>();
    let reload_tx = tx.clone();
    let config = ReloadConfig {
        debounce: Duration::from_millis(args.debounce_ms),
        extra_dirs: args.dirs.clone(),
    };
    let reloader = Reloader::start(root, &env.mods, config, move |event| {
        let _ = reload_tx.send(Input::Reload(event));
    })?;
    reloader.track(plugin, driver.session.ruleset());
    let dirs: Vec<String> = reloader
        .watched()
        .iter()
        .map(|d| d.display().to_string())
        .collect();
    out.line(
        "watching",
        json!({"ruleset": driver.session.ruleset().root, "dirs": dirs}),
        &tr!(
            "watch-watching",
            dirs = dirs.join(", "),
            ruleset = driver.session.ruleset().root.as_str(),
            seed = args.seed.to_string()
        ),
    );
    out.scene(&mut driver.session)?;
    std::thread::spawn(move || {
        for line in std::io::stdin().lock().lines().map_while(Result::ok) {
            if tx.send(Input::Line(line)).is_err() {
                return;
            }
        }
        // At the end of stdin, keep watching: the sender of the reloader stays alive.
    });
    while let Ok(input) = rx.recv() {
        match input {
            Input::Line(line) => {
                let input = line.trim();
                if input.is_empty() || input.starts_with('#') {
                    continue;
                }
                if matches!(input, "quit" | "exit") {
                    break;
                }
                // As in `play`: `undo` takes back the last action; `restart` takes back all of
                // them (the match starts again from its seed, under the rules in force). Both
                // stop at an action that revealed something, as at any shared device.
                let undone = match input {
                    "undo" => Some(out.printer.undo(&mut driver, 1)),
                    "restart" => Some(out.printer.restart(&mut driver)),
                    _ => None,
                };
                if let Some(undone) = undone {
                    match undone {
                        Ok(()) => out.scene(&mut driver.session)?,
                        Err(e) => out.printer.error(&mut driver.session, input, &e)?,
                    }
                    continue;
                }
                if let Some(done) = out.printer.console(&mut driver.session, input) {
                    done?;
                    continue;
                }
                match out.printer.apply(&mut driver, input, &mut notices)? {
                    Ok(applied) => {
                        out.printer.applied(&mut driver.session, &applied)?;
                        out.scene(&mut driver.session)?;
                    }
                    Err(e) => out.printer.refused(&mut driver.session, input, &e)?,
                }
            }
            Input::Reload(event) => on_reload(&out, &reloader, &mut driver, event)?,
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn on_reload(
    out: &Out,
    reloader: &Reloader,
    driver: &mut Driver,
    event: ReloadEvent,
) -> Result<(), String> {
    let outcome = driver.reloaded(&event, &mut Notices::default());
    let session = &mut driver.session;
    match event {
        ReloadEvent::Reloaded(r) => match outcome.unwrap_or_else(|| Err(tr!("watch-not-reloaded")))
        {
            Ok(rebound) => {
                let (mode, reason) = match &rebound {
                    Rebound::Kept => ("kept", String::new()),
                    Rebound::Replayed { reason } => ("replayed", reason.clone()),
                };
                let changes: String = r.changes.iter().map(|c| format!("\n  {c}")).collect();
                // A reload can follow a fix that brings the files back to the rules in force:
                // then nothing differs, and an empty "changed:" would say nothing.
                let files = if r.files.is_empty() {
                    "none".to_string()
                } else {
                    r.files.join(", ")
                };
                let text = tr!(
                    "watch-reloaded",
                    ruleset = r.ruleset.as_str(),
                    mode = mode,
                    reason = reason.as_str(),
                    files = files
                );
                out.line(
                    "reloaded",
                    json!({"ruleset": r.ruleset, "files": r.files, "changes": r.changes, "mode": mode, "reason": reason, "ms": r.noticed.elapsed().as_millis() as u64}),
                    &format!("\n{text}{changes}"),
                );
                out.scene(session)
            }
            Err(e) => {
                // The match stays on its rules: the next reload is described against them.
                reloader.in_force(&r.game, session.ruleset());
                out.line(
                    "reload_refused",
                    json!({"ruleset": r.ruleset, "files": r.files, "message": e.to_string()}),
                    &format!(
                        "\n{}",
                        tr!(
                            "watch-reload-refused",
                            ruleset = r.ruleset.as_str(),
                            error = e.to_string()
                        )
                    ),
                );
                Ok(())
            }
        },
        ReloadEvent::Failed(f) => {
            let problems: String = f.problems.iter().map(|p| format!("\n  {p}")).collect();
            out.line(
                "reload_failed",
                json!({"ruleset": f.ruleset, "files": f.files, "problems": f.problems}),
                &format!(
                    "\n{}{problems}",
                    tr!("watch-reload-failed", ruleset = f.ruleset.as_str())
                ),
            );
            Ok(())
        }
        ReloadEvent::ModsChanged => {
            out.line(
                "mods_changed",
                json!({}),
                &format!("\n{}", tr!("watch-mods-changed")),
            );
            Ok(())
        }
        ReloadEvent::WatchError(e) => {
            out.line(
                "watch_error",
                json!({"message": e}),
                &format!("\n{}", tr!("watch-error", error = e.as_str())),
            );
            Ok(())
        }
    }
}

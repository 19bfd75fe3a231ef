//! One match, run in one headless place: the session and its record, who is at the device (the
//! hand-over screen), the undo rule with its reveal barriers and take-backs, author mode,
//! moments each seat must see, autosaves, bots on worker threads, the turn timer and hot
//! reloads. The app's table, the terminal's `play` and `watch`, and the online host all run
//! their match on this [`Driver`]; they only draw what it says and send it what the player
//! did. Nothing here draws or reads input, so every rule is tested without a window.
//!
//! Seats played on another machine are hosted through [`crate::net::table::Hosting`] (what
//! each remote seat was sent; see `online`), which the driver feeds like any other seat.

use crate::tr;
mod bot_turns;
pub mod bots;
pub mod console;
pub mod hints;
pub mod log;
pub mod mods_moved;
pub mod moments;
#[cfg(feature = "online")]
mod online;
// Without online play: the same names, nothing hosted (see offline.rs).
#[cfg(not(feature = "online"))]
#[path = "offline.rs"]
mod online;
mod reloading;
pub mod report;
mod taking_back;
pub mod undo;

pub use bots::{TIMEOUT_BOT, Thinking};
pub use online::{Online, OnlineOptions};
pub use report::{Notice, Notices, Report};

use crate::autosave::Autosaver;
use crate::save::SavedMatch;
use crate::seats::{SeatKind, Seating};
use crate::session::{PublicMove, Session};
use game_wire::script::ScriptError;
use game_wire::{BotSpec, CallError, GameInfo, Status, View, Viewer};
use log::{MoveLogLine, move_lines};
use moments::Moments;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// How often the app looks at a thinking bot's channel (its answer also wakes the app).
pub(crate) const BOT_POLL: Duration = Duration::from_millis(100);

/// A take-back asked for on the hand-over screen, waiting for the other player's answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TakeBackOffer {
    /// Who asks to decide again.
    pub requester: u8,
    /// How many actions go (their last decision and the bots' answers).
    pub count: usize,
    /// The move as every player may know it.
    pub what: String,
}

/// What a refused action left of a played sequence (see [`Controller::play_lines`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SequenceEnd {
    /// Every line was played.
    Done,
    /// The first line was refused: nothing was played.
    NotHere,
    /// The turn left the seat before line `index` (0-based); the lines before it stand.
    TurnOver { index: usize },
    /// Line `index` (0-based) was refused for `why`; the lines before it stand.
    Refused { index: usize, why: String },
}

#[derive(Debug)]
pub struct Driver {
    pub session: Session,
    pub info: GameInfo,
    /// Who sits where, and whether the table is hidden between turns (hot-seat).
    pub seating: Seating,
    pub view: Option<View>,
    viewer: Viewer,
    /// The seat waiting behind the hand-over screen.
    pub waiting_for: Option<u8>,
    /// A take-back the waiting seat is asked to agree to.
    pub take_back: Option<TakeBackOffer>,
    /// The human seat whose table was last shown (the one at the device).
    at_table: Option<u8>,
    /// The record's length when the table was handed to `at_table` (the undo rule's limit).
    shown_since: usize,
    pub log: Vec<MoveLogLine>,
    /// The last refusal or hint, shown under the table.
    pub message: Option<String>,
    /// The script failure that refused the last action tried, until an action applies: with
    /// the listing's failures ([`Driver::script_faults`]), what the author's Problems panel
    /// shows while it lasts.
    pub refusal_fault: Option<ScriptError>,
    pub autosave: Option<PathBuf>,
    /// The app's autosave writer (off the UI thread); `None` writes at once.
    pub autosaver: Option<Autosaver>,
    /// A bot at work, if any.
    pub thinking: Option<Thinking>,
    /// Bots wait while paused (watching bot-vs-bot, or after a cancel).
    pub paused: bool,
    /// The least time between two bot moves, so bot-vs-bot play can be watched.
    pub bot_delay_ms: u64,
    last_move_at: Instant,
    /// Counts the changes of position (a move, an undo, a reload): the panels let go of
    /// selections and questions about a position that is gone when it moves.
    revision: u64,
    /// The rules console (traces and Lua; see `console`).
    pub console: console::RulesConsole,
    /// How to host the remote seats, if any (set before the first frame).
    pub online_options: OnlineOptions,
    /// The ruleset's display name, which joiners are told (their app has no content to read
    /// it from); the ruleset's id until the table sets it.
    pub ruleset_name: Option<String>,
    /// The match hosted online, once started (a match with a remote seat).
    pub online: Option<Online>,
    /// Why hosting could not start (not tried again).
    pub online_error: Option<String>,
    /// A seat whose turn timer ran out: the bot plays its turn.
    pub(crate) timed_out: Option<u8>,
    /// Whether the keys beside the autosave were looked for (a hosted match resumed).
    #[cfg(feature = "online")]
    pub(crate) resume_checked: bool,
    /// The moments (a battle's end) each seat has still to be shown.
    pub moments: Moments,
    /// How many times a take-back crossed an action that revealed something: mixed into the
    /// bots' seeds, so a redo cannot replay the future it revealed.
    reseeds: u64,
    /// What happened, for a driver that prints it (the terminal); `None`: not kept (the app
    /// draws the driver's state instead).
    pub happened: Option<Vec<Happened>>,
    /// The device shows the referee's view (the terminal's `--view referee`): nothing is hidden
    /// from whoever is there, so Undo is free and the rules console allowed.
    pub referee_at_device: bool,
    /// Per seat, a bot search other than its level's (`game-host host --seats bot:mcts:N`).
    pub bot_specs: Vec<Option<BotSpec>>,
    /// The changes of the match's mods already said in the log (see `mods_moved`).
    mods_noticed: Vec<mods_moved::Change>,
}

/// One thing that happened to the match, in order, for a terminal to print.
#[derive(Debug, Clone)]
pub enum Happened {
    /// An action was applied (by `mover`).
    Applied {
        mover: Option<u8>,
        applied: game_wire::Applied,
    },
    /// `who` took back `count` actions.
    TookBack { who: Option<u8>, count: usize },
    /// The rules were reloaded (`text` says how), or a reload failed or was refused (`failed`).
    Reload { failed: bool, text: String },
    /// News of the hosted match (a connection, a take-back asked or answered, a timeout),
    /// with its kind (`peer`, `takeback`, `timed_out`, …) and the seat it concerns.
    Online {
        kind: &'static str,
        seat: Option<u8>,
        text: String,
    },
}

impl Driver {
    /// The match behind a new table, behind the hand-over screen when it keeps secrets between
    /// humans: whoever opens a match (new, continued, loaded) may not be the player to move.
    pub fn new(session: Session, seating: Seating) -> Driver {
        let info = session.info().clone();
        let mut log = Vec::new();
        // The game's sentences in the player's language (`text::safe` words them).
        let _game = crate::i18n::game::Scope::enter(&info.id);
        for (mover, public) in session.movers().iter().zip(session.logs()) {
            log.extend(move_lines(*mover, public));
        }
        let mut driver = Driver {
            session,
            info,
            seating,
            view: None,
            viewer: Viewer::Referee,
            waiting_for: None,
            take_back: None,
            at_table: None,
            shown_since: 0,
            log,
            message: None,
            refusal_fault: None,
            autosave: None,
            autosaver: None,
            thinking: None,
            paused: false,
            bot_delay_ms: 400,
            last_move_at: Instant::now(),
            revision: 0,
            console: Default::default(),
            online_options: OnlineOptions::default(),
            ruleset_name: None,
            online: None,
            online_error: None,
            timed_out: None,
            #[cfg(feature = "online")]
            resume_checked: false,
            moments: Moments::default(),
            reseeds: 0,
            happened: None,
            bot_specs: Vec::new(),
            referee_at_device: false,
            mods_noticed: Vec::new(),
        };
        let everyone = driver.all_viewers();
        driver.moments.opened_at(&mut driver.session, &everyone);
        driver.refresh_quietly();
        driver
    }

    /// The viewers who must see each moment: the humans at this device (each once), or the
    /// referee's table when only bots play.
    fn moment_viewers(&self) -> Vec<Viewer> {
        let humans = self.seating.humans();
        if humans.is_empty() {
            vec![Viewer::Referee]
        } else {
            humans.into_iter().map(Viewer::Seat).collect()
        }
    }

    /// Every viewer a table may show.
    fn all_viewers(&self) -> Vec<Viewer> {
        (0..self.seating.seats.len() as u8)
            .map(Viewer::Seat)
            .chain([Viewer::Spectator, Viewer::Referee])
            .collect()
    }

    /// Counts the changes of position so far (see the field).
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// Whether this table hides one human's secrets from another (see [`Seating`]).
    pub fn keeps_secrets(&self) -> bool {
        self.seating
            .secrets_between_humans(self.session.hides_information())
    }

    /// Hides the table until the seat to move says they are at the device (after a replay
    /// under new rules, or whenever who is at the device is no longer known).
    pub fn hand_over_again(&mut self) {
        self.at_table = None;
        self.refresh_quietly();
    }

    /// Whose view the table shows now.
    pub fn viewer(&self) -> Viewer {
        self.viewer
    }

    pub fn seat_name(&self, seat: u8) -> String {
        log::seat_name(&self.info.seats, seat)
    }

    pub fn seat_kind(&self, seat: u8) -> SeatKind {
        self.seating.kind(seat)
    }

    fn refresh_quietly(&mut self) {
        let _ = self.refresh();
    }

    /// Whether a game with hidden information hides nothing any more in this state (a game
    /// whose hidden setup is revealed): a spectator then sees the same table as the referee,
    /// and the hand-over screen would only cost a click. Asked only when the turn passes.
    fn hides_nothing_now(&mut self) -> bool {
        if !self.session.hides_information() {
            return false;
        }
        let (Ok(open), Ok(all)) = (
            self.session.view(Viewer::Spectator),
            self.session.view(Viewer::Referee),
        ) else {
            return false;
        };
        let (a, b) = (&open.scene, &all.scene);
        a.boards == b.boards
            && a.zones == b.zones
            && a.counters == b.counters
            && a.labels == b.labels
    }

    /// Re-reads the view for whoever should be looking now, raising the hand-over screen when
    /// the table passes to another human in hot-seat play.
    pub fn refresh(&mut self) -> Result<(), String> {
        let status = self.session.status().map_err(|e| e.to_string())?;
        let humans = self.seating.humans();
        // With the hand-over screen on, the table passes between humans only through it (and
        // at the start, when nobody has said who is at the device).
        let screen = self.seating.hand_over && humans.len() > 1;
        self.viewer = match status.to_move() {
            Some(seat) if self.seat_kind(seat) == SeatKind::Human => {
                if self.at_table != Some(seat) {
                    if screen
                        && (self.at_table.is_some() || self.keeps_secrets())
                        && !self.hides_nothing_now()
                    {
                        self.waiting_for = Some(seat);
                    } else {
                        self.shown_since = self.session.actions().len();
                    }
                }
                self.at_table = Some(seat);
                Viewer::Seat(seat)
            }
            // A bot to move: the table keeps showing what the human(s) may see.
            Some(_) => match humans.as_slice() {
                [] => Viewer::Referee,
                [one] => Viewer::Seat(*one),
                _ => self.at_table.map_or(Viewer::Spectator, Viewer::Seat),
            },
            None => Viewer::Referee,
        };
        let mut view = self.session.view(self.viewer).map_err(|e| e.to_string())?;
        // Shown in the player's language; what goes over the network is the plugin's own
        // (`net::table`), each joiner showing it in theirs.
        crate::i18n::game::localize_view(&self.info.id, &mut view);
        if let Some(note) = listing_failure(&view.script_errors, self.console_allowed()) {
            self.message = Some(note);
        }
        self.view = Some(view);
        Ok(())
    }

    /// Applies an action in the game's notation, logs it and autosaves; a refusal becomes the
    /// message under the table. Whether it was applied.
    pub fn apply(&mut self, text: &str, report: &mut dyn Report) -> bool {
        if let Some(seat) = self.remote_to_move() {
            self.message = Some(tr!("driver-remote-turn", seat = self.seat_name(seat)));
            return false;
        }
        match self.apply_action(text, report) {
            Ok(_) => {
                self.refusal_fault = None;
                true
            }
            Err(e) => {
                self.refusal_fault = match &e {
                    CallError::Script(fault) => Some((**fault).clone()),
                    _ => None,
                };
                let refusal = refusal_for_seat(&e, self.console_allowed());
                self.message = Some(refusal_shown(&self.info.id, &refusal));
                false
            }
        }
    }

    /// Applies an action of whoever is to move (the local player, a bot, a remote seat), logs
    /// it, autosaves and sends the remote seats their views; the game's refusal, when refused.
    /// With the rules console open where it is allowed, the hook calls go to its entries.
    pub fn apply_action(
        &mut self,
        text: &str,
        report: &mut dyn Report,
    ) -> Result<game_wire::Applied, CallError> {
        let mover = self.session.status().ok().and_then(|s| s.to_move());
        let outcome = if self.tracing() {
            self.session
                .apply_traced(text)
                .and_then(|(outcome, trace)| {
                    self.console.push(console::Entry::Action {
                        action: text.to_string(),
                        // The game's reason in it, in this language, as the console shows it.
                        refused: outcome
                            .as_ref()
                            .err()
                            .map(|e| crate::i18n::game::show(&self.info.id, &e.to_string())),
                        trace,
                    });
                    outcome
                })
        } else {
            self.session.apply(text)
        };
        let applied = outcome?;
        self.tell(|| Happened::Applied {
            mover,
            applied: applied.clone(),
        });
        let lines = {
            let _game = crate::i18n::game::Scope::enter(&self.info.id);
            move_lines(mover, &PublicMove::of(&applied))
        };
        self.log.extend(lines);
        let viewers = self.moment_viewers();
        self.moments.after_move(&mut self.session, &viewers);
        self.message = None;
        self.revision += 1;
        self.last_move_at = Instant::now();
        self.timed_out = None;
        self.autosave(report);
        if let Err(e) = self.refresh() {
            report.error(format!("After `{text}`: {e}"));
        }
        if let Some(online) = &mut self.online {
            online.hosting.applied(&mut self.session, &applied);
        }
        self.online_notices();
        Ok(applied)
    }

    /// Plays `lines` in order as `seat`, stopping at the first one refused or when the turn
    /// leaves `seat`; what was played before stays (a valid match).
    pub fn play_lines(
        &mut self,
        lines: &[String],
        seat: u8,
        report: &mut dyn Report,
    ) -> SequenceEnd {
        for (index, line) in lines.iter().enumerate() {
            let to_move = self.view.as_ref().and_then(|v| v.status.to_move());
            if self.waiting_for.is_some() || to_move != Some(seat) {
                return SequenceEnd::TurnOver { index };
            }
            if !self.apply(line, report) {
                let why = self.message.take().unwrap_or_default();
                return if index == 0 {
                    SequenceEnd::NotHere
                } else {
                    SequenceEnd::Refused { index, why }
                };
            }
        }
        SequenceEnd::Done
    }

    /// The player behind the hand-over screen says they are at the device: show their table.
    pub fn reveal(&mut self) {
        if let Some(seat) = self.waiting_for.take() {
            self.take_back = None;
            self.at_table = Some(seat);
            self.shown_since = self.session.actions().len();
        }
    }

    /// The match's record with its seats, as its autosave and a manual save write it.
    pub fn saved(&mut self) -> SavedMatch {
        let mut saved = self.session.save();
        saved.seats = self.seating.to_saved();
        saved.hand_over = Some(self.seating.hand_over);
        saved.finished = self.session.status().is_ok_and(|s| s.is_over());
        saved
    }

    /// Saves the match to its autosave file: through the app's writer thread when it has one
    /// (failures come back as toasts from there), else at once.
    fn autosave(&mut self, report: &mut dyn Report) {
        let Some(path) = self.autosave.clone() else {
            return;
        };
        let saved = self.saved();
        match &self.autosaver {
            Some(writer) => writer.save(path, saved),
            None => {
                if let Err(e) = saved.write(&path) {
                    report.error(tr!(
                        "driver-autosave-failed",
                        path = path.display().to_string(),
                        error = e.to_string()
                    ));
                }
            }
        }
    }

    /// Keeps what happened, for a driver that prints it.
    pub(crate) fn tell(&mut self, what: impl FnOnce() -> Happened) {
        if let Some(happened) = &mut self.happened {
            happened.push(what());
        }
    }

    /// Takes what happened since the last call, oldest first.
    pub fn take_happened(&mut self) -> Vec<Happened> {
        self.happened
            .as_mut()
            .map(std::mem::take)
            .unwrap_or_default()
    }

    /// A line of the host's own in the move log (every viewer reads it).
    pub fn note(&mut self, text: String) {
        self.log.push(MoveLogLine {
            seat: None,
            text,
            note: true,
        });
    }

    /// The line under the table: who is to move and why, or how the match ended.
    pub fn status_text(&self) -> String {
        crate::text::safe::line(&self.status_words()).into_owned()
    }

    fn status_words(&self) -> String {
        match self.view.as_ref().map(|v| &v.status) {
            Some(Status::ToMove { seat, prompt }) => {
                // The view is in the player's language, and so is the seat's name it may
                // start with.
                let who = self.seat_name(*seat);
                let prompt = crate::text::unnamed_prompt(&who, prompt);
                if prompt.is_empty() {
                    tr!("text-to-move", seat = who)
                } else {
                    tr!("driver-to-move-prompt", seat = who, prompt = prompt)
                }
            }
            Some(Status::Over(o)) => {
                let reason = &o.reason;
                match o.winner {
                    None => tr!("driver-draw", reason = reason),
                    Some(w) => tr!("driver-wins", seat = self.seat_name(w), reason = reason),
                }
            }
            None => "…".into(),
        }
    }
}

/// Why an action was refused, as a seat may read it. A rule script's failure is named by its
/// place and hook only, unless `full` (the rules hide nothing, or whoever reads it may see
/// everything): a script may put anything of the match into its error, the other hand
/// included (`error(ctx:hand(1))`), and the refusal goes to the seat that acted.
///
/// The game's reason stays the plugin's message (`game_wire::text`), in no language yet: a
/// remote seat is sent it so, and shows it in its own; [`refusal_shown`] words it here.
pub fn refusal_for_seat(e: &CallError, full: bool) -> String {
    match e {
        CallError::Script(script) if !full => {
            // Each reader's language (a remote seat's too): the app's message.
            match script.hook_name() {
                Some(hook) => crate::tr_wire!(
                    "driver-script-failed-in-hook",
                    hook = hook,
                    file = &script.file,
                    line = script.line
                ),
                None => crate::tr_wire!(
                    "driver-script-failed",
                    file = &script.file,
                    line = script.line
                ),
            }
        }
        // "illegal action: " and the game's reason, both messages: each reader's language.
        CallError::Illegal(reason) => crate::tr_wire!("driver-illegal-action", reason = reason),
        other => other.to_string(),
    }
}

/// A refusal as [`refusal_for_seat`] says it (or a remote host sent it), in the current
/// language for a person here: the app's words and the game's reason as `game`'s catalogue
/// words it (its English where it has no translation). A host of an earlier version sends
/// `CallError`'s English "illegal action: " before the reason: said here in this language too.
pub fn refusal_shown(game: &str, refusal: &str) -> String {
    let illegal = CallError::Illegal(String::new()).to_string();
    match refusal.strip_prefix(&illegal) {
        Some(reason) => tr!(
            "driver-illegal-action",
            reason = crate::i18n::game::show(game, reason)
        ),
        None => crate::i18n::game::show(game, refusal),
    }
}

/// What the player is told when a rule script failed while the legal actions were listed (the
/// moves it was asked about are missing from the table). Only the script's location and hook,
/// which the ruleset's files fix, never the error's text: a script may put anything of the
/// match into its message, hidden cards included, and the table is one seat's view. The full
/// text is in `play`/`check --play` output for the author.
fn listing_failure(errors: &[ScriptError], full: bool) -> Option<String> {
    let first = errors.first()?;
    // One message (each reader's language), its optional parts selected by number.
    let (hooked, hook) = match &first.hook {
        Some(h) => (1, h.name.clone()),
        None => (0, String::new()),
    };
    let more = errors.len() - 1;
    Some(if full {
        crate::tr_wire!(
            "driver-listing-failed-full",
            hooked = hooked,
            hook = hook,
            file = &first.file,
            line = first.line,
            more = more,
            message = &first.message
        )
    } else {
        crate::tr_wire!(
            "driver-listing-failed",
            hooked = hooked,
            hook = hook,
            file = &first.file,
            line = first.line,
            more = more
        )
    })
}

impl Driver {
    /// The rule scripts' failures in force now: those met listing the moves of the view on
    /// screen (gone once the moves list cleanly, e.g. after the script is fixed) and the one
    /// that refused the last action tried (gone once an action applies).
    pub fn script_faults(&self) -> Vec<&ScriptError> {
        let listed = self.view.iter().flat_map(|v| v.script_errors.iter());
        let mut out: Vec<&ScriptError> = Vec::new();
        for e in listed.chain(self.refusal_fault.as_ref()) {
            if !out.contains(&e) {
                out.push(e);
            }
        }
        out
    }

    /// A failure as this table may show it: the whole error with Lua's traceback where nobody
    /// at the device may be kept from anything ([`Driver::console_allowed`]), else its place and
    /// hook only (a script may put anything of the match into its message).
    pub fn fault_text(&self, e: &ScriptError) -> String {
        if self.console_allowed() {
            let mut text = e.to_string();
            for frame in &e.traceback {
                text.push_str("\n    ");
                text.push_str(frame);
            }
            text
        } else {
            let hook = e
                .hook_name()
                .map(|h| format!(" in hook `{h}`"))
                .unwrap_or_default();
            format!(
                "{}:{}: a rule script failed{hook} (its words are shown only where nothing is \
                 hidden from anyone at this device)",
                e.file, e.line
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{listing_failure, refusal_for_seat};
    use game_wire::CallError;

    #[test]
    fn a_refusal_by_a_script_names_its_place_but_its_words_only_where_allowed() {
        let error = CallError::Script(Box::new(ScriptError {
            file: "scripts/x/spy.lua".into(),
            line: 3,
            message: "North holds A4, L2".into(),
            hook: Some(Box::new(HookRef {
                script: "scripts/x/spy.lua".into(),
                name: "may_play".into(),
            })),
            traceback: Vec::new(),
        }));
        let seat = refusal_for_seat(&error, false);
        assert!(seat.contains("scripts/x/spy.lua:3"), "{seat}");
        assert!(seat.contains("`may_play`"), "{seat}");
        assert!(!seat.contains("A4"), "{seat}");
        assert!(refusal_for_seat(&error, true).contains("A4"));
        let illegal = CallError::Illegal("b2 is taken".into());
        assert!(refusal_for_seat(&illegal, false).contains("b2 is taken"));
    }

    use game_wire::script::{HookRef, ScriptError};

    #[test]
    fn a_listing_failure_names_the_place_but_never_repeats_the_scripts_words() {
        assert_eq!(listing_failure(&[], false), None);
        let error = ScriptError {
            file: "scripts/palagan/veto.lua".into(),
            line: 7,
            message: "the other hand holds A6 and S2".into(),
            hook: Some(Box::new(HookRef {
                script: "scripts/palagan/veto.lua".into(),
                name: "veto_summon".into(),
            })),
            traceback: vec!["scripts/palagan/veto.lua:7: in function 'veto_summon'".into()],
        };
        let note = listing_failure(&[error.clone(), error.clone()], false).unwrap_or_default();
        assert!(note.contains("scripts/palagan/veto.lua:7"), "{note}");
        assert!(note.contains("`veto_summon`"), "{note}");
        assert!(note.contains("(and 1 more)"), "{note}");
        assert!(!note.contains("A6"), "the script's own words leak: {note}");
        // Where nobody at the device may be kept from anything, the author reads the error.
        let full = listing_failure(&[error], true).unwrap_or_default();
        assert!(
            full.contains("scripts/palagan/veto.lua:7") && full.contains("A6 and S2"),
            "{full}"
        );
    }

    #[test]
    fn a_listing_failure_is_one_message_worded_alike_with_or_without_its_parts() {
        use crate::i18n::{game::shown, set_thread_language};
        let error = |hook: Option<&str>| ScriptError {
            file: "scripts/g/veto.lua".into(),
            line: 7,
            message: "boom".into(),
            hook: hook.map(|name| {
                Box::new(HookRef {
                    script: "scripts/g/veto.lua".into(),
                    name: name.into(),
                })
            }),
            traceback: Vec::new(),
        };
        let english = |errors: &[ScriptError], full: bool| {
            game_wire::text::english_of(&listing_failure(errors, full).unwrap_or_default())
                .into_owned()
        };
        assert_eq!(
            english(&[error(None)], false),
            "A rule script failed while listing the moves at scripts/g/veto.lua:7: some moves \
             may be missing. `game-host check --play` shows the error."
        );
        assert_eq!(
            english(&[error(Some("veto")), error(None)], true),
            "A rule script failed while listing the moves in hook `veto` at \
             scripts/g/veto.lua:7 (and 1 more): boom. Some moves may be missing; Problems shows \
             the whole error."
        );
        set_thread_language(Some("id"));
        let shown_id =
            shown(&listing_failure(&[error(Some("veto"))], false).unwrap_or_default()).into_owned();
        set_thread_language(None);
        assert_eq!(
            shown_id,
            "Sebuah skrip aturan gagal saat mendaftar langkah di hook `veto` di \
             scripts/g/veto.lua:7: beberapa langkah mungkin tidak ada. `game-host check --play` \
             menunjukkan galatnya."
        );
    }
}

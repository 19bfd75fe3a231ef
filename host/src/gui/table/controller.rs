//! The match behind a table, without any drawing: the session and its record, who is at the
//! device (the hand-over screen), the undo rule and take-backs, autosaves, bots on worker
//! threads and hot reloads. The panels ([`super::Table`]) only read it and send it commands,
//! so everything here is tested without a window (see the tests at the end).

use super::log::{LogLine, move_lines};
use crate::autosave::Autosaver;
use crate::gui::toasts::Toasts;
use crate::reload::ReloadEvent;
use crate::save::SavedMatch;
use crate::seats::{SeatKind, Seating};
use crate::session::{PublicMove, Rebound, Session};
use crate::undo::{self, Undo, UndoSituation};
use game_sdk::wire::{BotLevel, BotReply, BotSpec, CallError, GameInfo, Status, View, Viewer};
use std::path::PathBuf;
use std::sync::mpsc::{Receiver, TryRecvError};
use std::time::{Duration, Instant};

/// How often the app looks at a thinking bot's channel (its answer also wakes the app).
const BOT_POLL: Duration = Duration::from_millis(100);

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

/// A bot thinking on a worker thread, over its own copy of the match. Dropping it cancels:
/// the worker's answer then goes nowhere and is simply discarded.
#[derive(Debug)]
pub struct Thinking {
    pub seat: u8,
    pub started: Instant,
    /// The length of the record when the bot started; an answer for another position is
    /// discarded.
    pub at_move: usize,
    reply: Receiver<Result<BotReply, CallError>>,
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
pub struct Controller {
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
    pub log: Vec<LogLine>,
    /// The last refusal or hint, shown under the table.
    pub message: Option<String>,
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
    pub console: super::console::RulesConsole,
}

impl Controller {
    /// The match behind a new table, behind the hand-over screen when it keeps secrets between
    /// humans: whoever opens a match (new, continued, loaded) may not be the player to move.
    pub fn new(session: Session, seating: Seating) -> Controller {
        let info = session.plugin().info().clone();
        let mut log = Vec::new();
        for (mover, public) in session.movers().iter().zip(session.logs()) {
            log.extend(move_lines(*mover, public));
        }
        let mut controller = Controller {
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
            autosave: None,
            autosaver: None,
            thinking: None,
            paused: false,
            bot_delay_ms: 400,
            last_move_at: Instant::now(),
            revision: 0,
            console: Default::default(),
        };
        controller.refresh_quietly();
        controller
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
        self.info
            .seats
            .get(seat as usize)
            .cloned()
            .unwrap_or_else(|| format!("Seat {seat}"))
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
        let view = self.session.view(self.viewer).map_err(|e| e.to_string())?;
        if let Some(note) = listing_failure(&view.script_errors) {
            self.message = Some(note);
        }
        self.view = Some(view);
        Ok(())
    }

    /// Applies an action in the game's notation, logs it and autosaves; a refusal becomes the
    /// message under the table. Whether it was applied.
    pub fn apply(&mut self, text: &str, toasts: &mut Toasts) -> bool {
        let mover = self.view.as_ref().and_then(|v| v.status.to_move());
        let outcome = if self.tracing() {
            self.session
                .apply_traced(text)
                .and_then(|(outcome, trace)| {
                    self.console.push(super::console::Entry::Action {
                        action: text.to_string(),
                        refused: outcome.as_ref().err().map(ToString::to_string),
                        trace,
                    });
                    outcome
                })
        } else {
            self.session.apply(text)
        };
        match outcome {
            Ok(applied) => {
                self.log
                    .extend(move_lines(mover, &PublicMove::of(&applied)));
                self.message = None;
                self.revision += 1;
                self.last_move_at = Instant::now();
                self.autosave(toasts);
                if let Err(e) = self.refresh() {
                    toasts.error(format!("After `{text}`: {e}"));
                }
                true
            }
            Err(e) => {
                self.message = Some(e.to_string());
                false
            }
        }
    }

    /// Plays `lines` in order as `seat`, stopping at the first one refused or when the turn
    /// leaves `seat`; what was played before stays (a valid match).
    pub fn play_lines(&mut self, lines: &[String], seat: u8, toasts: &mut Toasts) -> SequenceEnd {
        for (index, line) in lines.iter().enumerate() {
            let to_move = self.view.as_ref().and_then(|v| v.status.to_move());
            if self.waiting_for.is_some() || to_move != Some(seat) {
                return SequenceEnd::TurnOver { index };
            }
            if !self.apply(line, toasts) {
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

    /// What Undo would do now (the app's one undo rule, [`crate::undo`]).
    pub fn undo_rule(&self) -> Undo {
        undo::undo(&UndoSituation {
            movers: self.session.movers(),
            seating: &self.seating,
            hidden_information: self.session.hides_information(),
            behind_hand_over: self.waiting_for.is_some(),
            at_table: self.at_table,
            shown_since: self.shown_since,
        })
    }

    /// Undo (the button and Ctrl+Z): takes back what the undo rule allows, or says why not.
    pub fn undo(&mut self, toasts: &mut Toasts) {
        match self.undo_rule() {
            Undo::Take(count) => self.take_back_actions(count, toasts),
            Undo::Refused(why) => self.message = Some(why),
        }
    }

    fn take_back_actions(&mut self, count: usize, toasts: &mut Toasts) {
        self.thinking = None;
        match self.session.undo(count) {
            Ok(()) => {
                for _ in 0..count {
                    if let Some(pos) = self.log.iter().rposition(|l| !l.note) {
                        self.log.truncate(pos);
                    }
                }
                self.revision += 1;
                self.message = None;
                self.shown_since = self.shown_since.min(self.session.actions().len());
                self.autosave(toasts);
                if let Err(e) = self.refresh() {
                    toasts.error(format!("After the undo: {e}"));
                }
            }
            Err(e) => toasts.error(format!("Undo failed: {e}")),
        }
    }

    /// On the hand-over screen: the player who just moved asks the waiting one for their move
    /// back. Nothing of the table is shown; the waiting player answers on the next screen.
    pub fn ask_take_back(&mut self, requester: u8) {
        let movers = self.session.movers();
        if let Some(count) = undo::take_back(movers, &self.seating, requester) {
            let index = movers.len() - count;
            let what = self
                .session
                .logs()
                .get(index)
                .map_or_else(String::new, |m| m.text.clone());
            self.take_back = Some(TakeBackOffer {
                requester,
                count,
                what,
            });
        }
    }

    /// The seat who may ask `waiting` (behind the hand-over screen) for their move back.
    pub fn take_back_requester(&self, waiting: u8) -> Option<u8> {
        let movers = self.session.movers();
        undo::take_back_requester(movers, &self.seating, waiting)
            .filter(|&r| undo::take_back(movers, &self.seating, r).is_some())
    }

    /// The waiting player's answer to a take-back. Agreed, the move goes and the device goes
    /// back to the requester, behind the hand-over screen again.
    pub fn answer_take_back(&mut self, agree: bool, toasts: &mut Toasts) {
        let Some(offer) = self.take_back.take() else {
            return;
        };
        if agree {
            self.waiting_for = None;
            self.at_table = None;
            self.take_back_actions(offer.count, toasts);
            self.note(format!(
                "{} took back a move, agreed by the other player",
                self.seat_name(offer.requester)
            ));
        }
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
    fn autosave(&mut self, toasts: &mut Toasts) {
        let Some(path) = self.autosave.clone() else {
            return;
        };
        let saved = self.saved();
        match &self.autosaver {
            Some(writer) => writer.save(path, saved),
            None => {
                if let Err(e) = saved.write(&path) {
                    toasts.error(format!("Autosave to {} failed: {e}", path.display()));
                }
            }
        }
    }

    /// Whether a reload event is about this table's ruleset.
    pub fn concerns(&self, event: &ReloadEvent) -> bool {
        event.target().is_some_and(|(game, ruleset)| {
            game == self.info.id && ruleset == self.session.ruleset().root
        })
    }

    /// Takes a reload of this table's ruleset: swaps the new rules in (keeping the match, or
    /// replaying it when it no longer fits) and notes it in the move log, or shows why not. The
    /// toast key is the ruleset, so the next good reload clears its errors.
    pub fn reloaded(&mut self, event: &ReloadEvent, toasts: &mut Toasts) {
        let key = format!("reload:{}", self.session.ruleset().root);
        match event {
            ReloadEvent::Reloaded(r) => match self.session.reload(&r.rules, r.source.clone()) {
                Ok(rebound) => {
                    toasts.clear_about(&key);
                    let how = match &rebound {
                        Rebound::Kept => String::new(),
                        Rebound::Replayed { reason } => {
                            format!(" (match replayed: {reason})")
                        }
                    };
                    let what = if r.changes.is_empty() {
                        r.files.join(", ")
                    } else {
                        r.changes.join("; ")
                    };
                    toasts.info(format!("Rules reloaded: {what}{how}"));
                    self.note(format!("Rules reloaded{how}: {}", r.files.join(", ")));
                    for change in &r.changes {
                        self.note(format!("  {change}"));
                    }
                    self.revision += 1;
                    self.autosave(toasts);
                    if matches!(rebound, Rebound::Replayed { .. }) {
                        // A replay may leave another seat to move: whoever is at the device
                        // must say who they are again.
                        self.at_table = None;
                    }
                    if let Err(e) = self.refresh() {
                        toasts.error(format!("After reloading the rules: {e}"));
                    }
                }
                Err(e) => {
                    toasts.error_about(&key, format!("Reload refused; the old rules stay: {e}"));
                    self.note(format!("Reload refused: {e}"));
                }
            },
            ReloadEvent::Failed(f) => {
                toasts.error_about(
                    &key,
                    format!("Reload failed; the old rules stay:\n{}", f.message()),
                );
                self.note(format!("Reload failed: {}", f.message()));
            }
            ReloadEvent::WatchError(e) => toasts.error(format!("Watching files: {e}")),
        }
    }

    /// A line of the host's own in the move log (every viewer reads it).
    pub fn note(&mut self, text: String) {
        self.log.push(LogLine {
            seat: None,
            text,
            note: true,
        });
    }

    /// The bot to move, if the seat to move is a bot's.
    pub fn bot_to_move(&self) -> Option<(u8, BotLevel)> {
        let seat = self.view.as_ref()?.status.to_move()?;
        match self.seat_kind(seat) {
            SeatKind::Bot(level) => Some((seat, level)),
            SeatKind::Human => None,
        }
    }

    /// Starts a bot when one is to move, and applies its answer when it comes. Never blocks:
    /// the search runs on a worker thread over a copy of the match, and calls `wake` when it
    /// has answered. Returns when to look again (`None`: nothing to wait for).
    pub fn drive_bots(
        &mut self,
        wake: impl Fn() + Send + 'static,
        toasts: &mut Toasts,
    ) -> Option<Duration> {
        if let Some(t) = &self.thinking {
            match t.reply.try_recv() {
                Err(TryRecvError::Empty) => return Some(BOT_POLL),
                Err(TryRecvError::Disconnected) => {
                    self.thinking = None;
                    toasts.error("The bot stopped without an answer");
                    self.paused = true;
                }
                Ok(answer) => {
                    let at_move = t.at_move;
                    self.thinking = None;
                    match answer {
                        Ok(reply) if at_move == self.session.actions().len() => {
                            self.apply(&reply.action, toasts);
                        }
                        Ok(_) => {}
                        Err(e) => {
                            toasts.error(format!("The bot failed: {e}"));
                            self.paused = true;
                        }
                    }
                }
            }
            return None;
        }
        let (seat, level) = self.bot_to_move()?;
        if self.paused {
            return None;
        }
        let wait = Duration::from_millis(self.bot_delay_ms);
        let since = self.last_move_at.elapsed();
        if since < wait {
            return Some(wait - since);
        }
        let mut copy = match self.session.live().try_clone() {
            Ok(m) => m,
            Err(e) => {
                toasts.error(format!("Cannot start the bot: {e}"));
                self.paused = true;
                return None;
            }
        };
        let at_move = self.session.actions().len();
        let seed = game_sdk::bots::move_seed(self.seating.bot_seed(seat), at_move as u64);
        let (tx, rx) = std::sync::mpsc::channel();
        let spawned = std::thread::Builder::new()
            .name("bot".into())
            .spawn(move || {
                let answer =
                    copy.bot_move(BotSpec::level(level), seed, Some(level.default_millis()));
                // A cancelled search has no receiver any more: its answer is dropped.
                let _ = tx.send(answer);
                wake();
            });
        match spawned {
            Ok(_) => {
                self.thinking = Some(Thinking {
                    seat,
                    started: Instant::now(),
                    at_move,
                    reply: rx,
                });
                Some(BOT_POLL)
            }
            Err(e) => {
                toasts.error(format!("Cannot start the bot thread: {e}"));
                self.paused = true;
                None
            }
        }
    }

    /// Stops a thinking bot (its answer will be discarded) and pauses the bots.
    pub fn cancel_bot(&mut self) {
        self.thinking = None;
        self.paused = true;
    }

    /// The line under the table: who is to move and why, or how the match ended.
    pub fn status_text(&self) -> String {
        match self.view.as_ref().map(|v| &v.status) {
            Some(Status::ToMove { seat, prompt }) => {
                let who = self.seat_name(*seat);
                if prompt.is_empty() {
                    format!("{who} to move")
                } else {
                    format!("{who} to move — {prompt}")
                }
            }
            Some(Status::Over(o)) => {
                let result = o.winner.map_or("Draw".to_string(), |w| {
                    format!("{} wins", self.seat_name(w))
                });
                format!("{result} — {}", o.reason)
            }
            None => "…".into(),
        }
    }
}

/// What the player is told when a rule script failed while the legal actions were listed (the
/// moves it was asked about are missing from the table). Only the script's location and hook,
/// which the ruleset's files fix, never the error's text: a script may put anything of the
/// match into its message, hidden cards included, and the table is one seat's view. The full
/// text is in `play`/`check --play` output for the author.
fn listing_failure(errors: &[game_sdk::script::ScriptError]) -> Option<String> {
    let first = errors.first()?;
    let hook = first
        .hook
        .as_ref()
        .map(|h| format!(" in hook `{}`", h.name))
        .unwrap_or_default();
    let more = match errors.len() {
        1 => String::new(),
        n => format!(" (and {} more)", n - 1),
    };
    Some(format!(
        "A rule script failed while listing the moves{hook} at {}:{}{more}: some moves may be \
         missing. `game-host check --play` shows the error.",
        first.file, first.line
    ))
}

#[cfg(test)]
mod tests {
    use super::listing_failure;
    use game_sdk::script::{HookRef, ScriptError};

    #[test]
    fn a_listing_failure_names_the_place_but_never_repeats_the_scripts_words() {
        assert_eq!(listing_failure(&[]), None);
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
        let note = listing_failure(&[error.clone(), error]).unwrap_or_default();
        assert!(note.contains("scripts/palagan/veto.lua:7"), "{note}");
        assert!(note.contains("`veto_summon`"), "{note}");
        assert!(note.contains("(and 1 more)"), "{note}");
        assert!(!note.contains("A6"), "the script's own words leak: {note}");
    }
}

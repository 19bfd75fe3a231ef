//! One match, run in one headless place: the session and its record, who is at the device (the
//! hand-over screen), the undo rule with its reveal barriers and take-backs, author mode,
//! moments each seat must see, autosaves, bots on worker threads, the turn timer and hot
//! reloads. The app's table, the terminal's `play` and `watch`, and the online host all run
//! their match on this [`Driver`]; they only draw what it says and send it what the player
//! did. Nothing here draws or reads input, so every rule is tested without a window.
//!
//! Seats played on another machine are hosted through [`crate::net::table::Hosting`] (what
//! each remote seat was sent; see `online`), which the driver feeds like any other seat.

pub mod bots;
pub mod console;
pub mod log;
pub mod moments;
mod online;
pub mod report;
pub mod undo;

pub use bots::{TIMEOUT_BOT, Thinking};
pub use online::{Online, OnlineOptions};
pub use report::{Notice, Notices, Report};

use crate::autosave::Autosaver;
use crate::reload::ReloadEvent;
use crate::save::SavedMatch;
use crate::seats::{SeatKind, Seating};
use crate::session::{PublicMove, Rebound, Session};
use bots::Answer;
use game_sdk::wire::{BotLevel, BotSpec, CallError, GameInfo, Status, View, Viewer};
use log::{LogLine, move_lines};
use moments::Moments;
use std::path::PathBuf;
use std::time::{Duration, Instant};
use undo::{Undo, UndoSituation};

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
}

/// One thing that happened to the match, in order, for a terminal to print.
#[derive(Debug, Clone)]
pub enum Happened {
    /// An action was applied (by `mover`).
    Applied {
        mover: Option<u8>,
        applied: game_sdk::wire::Applied,
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
        let info = session.plugin().info().clone();
        let mut log = Vec::new();
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
            resume_checked: false,
            moments: Moments::default(),
            reseeds: 0,
            happened: None,
            bot_specs: Vec::new(),
            referee_at_device: false,
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
        let view = self.session.view(self.viewer).map_err(|e| e.to_string())?;
        if let Some(note) = listing_failure(&view.script_errors) {
            self.message = Some(note);
        }
        self.view = Some(view);
        Ok(())
    }

    /// Applies an action in the game's notation, logs it and autosaves; a refusal becomes the
    /// message under the table. Whether it was applied.
    pub fn apply(&mut self, text: &str, report: &mut dyn Report) -> bool {
        if let Some(seat) = self.remote_to_move() {
            self.message = Some(format!(
                "It is {}'s turn: they play on their own machine.",
                self.seat_name(seat)
            ));
            return false;
        }
        match self.apply_action(text, report) {
            Ok(_) => true,
            Err(e) => {
                self.message = Some(e.to_string());
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
    ) -> Result<game_sdk::wire::Applied, CallError> {
        let mover = self.session.status().ok().and_then(|s| s.to_move());
        let outcome = if self.tracing() {
            self.session
                .apply_traced(text)
                .and_then(|(outcome, trace)| {
                    self.console.push(console::Entry::Action {
                        action: text.to_string(),
                        refused: outcome.as_ref().err().map(ToString::to_string),
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
        self.log
            .extend(move_lines(mover, &PublicMove::of(&applied)));
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

    /// What Undo would do now (the one undo rule, [`undo`]).
    pub fn undo_rule(&self) -> Undo {
        if let Some(online) = &self.online {
            // Against a remote player, only by agreement: Undo asks them.
            return match online.hosting.take_back() {
                Some(_) => Undo::Refused("A take-back request is waiting for its answer.".into()),
                None if self.local_requester().is_none() => {
                    Undo::Refused("There is no move of yours to take back.".into())
                }
                None => Undo::Take(1),
            };
        }
        if self.referee_at_device {
            return if self.session.actions().is_empty() {
                Undo::Refused("There is nothing to take back.".into())
            } else {
                Undo::Take(1)
            };
        }
        let public: Vec<String> = self.session.logs().iter().map(|m| m.text.clone()).collect();
        undo::undo(&UndoSituation {
            movers: self.session.movers(),
            revealed: self.session.revealed(),
            public: &public,
            names: &self.info.seats,
            seating: &self.seating,
            hidden_information: self.session.hides_information(),
            behind_hand_over: self.waiting_for.is_some(),
            at_table: self.at_table,
            shown_since: self.shown_since,
        })
    }

    /// Undo (the button and Ctrl+Z): takes back what the undo rule allows, or says why not.
    pub fn undo(&mut self, report: &mut dyn Report) {
        if self.online.is_some() {
            self.ask_remote_take_back();
            return;
        }
        match self.undo_rule() {
            Undo::Take(count) => {
                let who = self.at_table.or_else(|| {
                    let len = self.session.movers().len();
                    self.session.movers()[len.saturating_sub(count)..]
                        .iter()
                        .flatten()
                        .next()
                        .copied()
                });
                self.take_back_actions(count, who, report);
            }
            Undo::Refused(why) => self.message = Some(why),
        }
    }

    /// Takes back the last `count` actions for `who` (the log says so for everyone).
    pub(crate) fn take_back_actions(
        &mut self,
        count: usize,
        who: Option<u8>,
        report: &mut dyn Report,
    ) {
        self.thinking = None;
        let len = self.session.actions().len();
        let crossed_reveal = undo::barrier(self.session.revealed(), len, count, |_| true).is_some();
        match self.session.undo(count) {
            Ok(()) => {
                for _ in 0..count {
                    if let Some(pos) = self.log.iter().rposition(|l| !l.note) {
                        self.log.truncate(pos);
                    }
                }
                if crossed_reveal {
                    // Only a take-back by agreement gets here (the requester learned nothing
                    // from it); the bots must not replay the future it revealed to others.
                    self.reseeds += 1;
                }
                let taken = self.session.actions().len();
                self.moments.after_undo(taken);
                let moves = if count == 1 {
                    "1 move".to_string()
                } else {
                    format!("{count} moves")
                };
                self.tell(|| Happened::TookBack { who, count });
                let who = who.map_or_else(|| "The table".to_string(), |s| self.seat_name(s));
                self.note(format!("{who} took back {moves}"));
                self.revision += 1;
                self.message = None;
                self.shown_since = self.shown_since.min(taken);
                self.timed_out = None;
                self.autosave(report);
                if let Err(e) = self.refresh() {
                    report.error(format!("After the undo: {e}"));
                }
                if let Some(online) = &mut self.online {
                    online.hosting.changed(&mut self.session);
                }
            }
            Err(e) => self.message = Some(format!("Undo failed: {e}")),
        }
    }

    /// Whether `seat` is a bot's (its answers go with the move a take-back takes back).
    fn is_bot(&self) -> impl Fn(u8) -> bool + '_ {
        |seat| self.seating.kind(seat).is_bot()
    }

    /// On the hand-over screen: the player who just moved asks the waiting one for their move
    /// back. Nothing of the table is shown; the waiting player answers on the next screen.
    /// Refused (the reason in [`Driver::message`]) where a move to take back showed the
    /// requester something hidden.
    pub fn ask_take_back(&mut self, requester: u8) {
        let movers = self.session.movers();
        match undo::take_back(movers, self.session.revealed(), self.is_bot(), requester) {
            Ok(count) => {
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
            Err(refusal) => {
                let public: Vec<String> =
                    self.session.logs().iter().map(|m| m.text.clone()).collect();
                self.message = Some(format!("No take-back: {}.", refusal.reason(&public)));
            }
        }
    }

    /// The seat who may ask `waiting` (behind the hand-over screen) for their move back.
    pub fn take_back_requester(&self, waiting: u8) -> Option<u8> {
        let movers = self.session.movers();
        undo::take_back_requester(movers, &self.seating, waiting)
            .filter(|&r| undo::take_back(movers, self.session.revealed(), self.is_bot(), r).is_ok())
    }

    /// The waiting player's answer to a take-back. Agreed, the move goes and the device goes
    /// back to the requester, behind the hand-over screen again.
    pub fn answer_take_back(&mut self, agree: bool, report: &mut dyn Report) {
        if let Some(online) = &mut self.online
            && let Some(request) = online.hosting.take_back().cloned()
        {
            // A request of or to a remote player: the host's player answers for their seat.
            self.take_back = None;
            match online
                .hosting
                .answer_take_back(&mut self.session, request.to, agree)
            {
                Ok(Some(count)) => self.take_back_actions(count, Some(request.seat), report),
                Ok(None) => {}
                Err(e) => self.message = Some(e),
            }
            self.online_notices();
            return;
        }
        let Some(offer) = self.take_back.take() else {
            return;
        };
        if agree {
            self.waiting_for = None;
            self.at_table = None;
            self.take_back_actions(offer.count, Some(offer.requester), report);
            self.note(format!(
                "{} agreed to the take-back",
                self.seat_name(self.other_human(offer.requester))
            ));
        }
    }

    /// The other human of a hot-seat pair (for the log), or the seat itself.
    fn other_human(&self, seat: u8) -> u8 {
        self.seating
            .humans()
            .into_iter()
            .find(|&s| s != seat)
            .unwrap_or(seat)
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
                    report.error(format!("Autosave to {} failed: {e}", path.display()));
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
    /// What the match made of a reloaded ruleset (`None` for a failed compile or a watch
    /// error): kept or replayed under it, or why it was refused.
    pub fn reloaded(
        &mut self,
        event: &ReloadEvent,
        report: &mut dyn Report,
    ) -> Option<Result<Rebound, String>> {
        let key = format!("reload:{}", self.session.ruleset().root);
        match event {
            ReloadEvent::Reloaded(r) => match self.session.reload(&r.rules, r.source.clone()) {
                Ok(rebound) => {
                    report.clear_about(&key);
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
                    report.info(format!("Rules reloaded: {what}{how}"));
                    let message = format!("Rules reloaded{how}: {}", r.files.join(", "));
                    self.tell(|| Happened::Reload {
                        failed: false,
                        text: match &rebound {
                            Rebound::Kept => format!("{} reloaded (match state kept)", r.ruleset),
                            Rebound::Replayed { reason } => {
                                format!(
                                    "{} reloaded (match replayed under it: {reason})",
                                    r.ruleset
                                )
                            }
                        },
                    });
                    self.note(message.clone());
                    for change in &r.changes {
                        self.note(format!("  {change}"));
                    }
                    self.revision += 1;
                    self.autosave(report);
                    if matches!(rebound, Rebound::Replayed { .. }) {
                        // A replay may leave another seat to move: whoever is at the device
                        // must say who they are again.
                        self.at_table = None;
                    }
                    if let Err(e) = self.refresh() {
                        report.error(format!("After reloading the rules: {e}"));
                    }
                    if let Some(online) = &mut self.online {
                        // Announced to the remote players with their new tables.
                        online.hosting.reloaded(&mut self.session, &message);
                    }
                    self.online_notices();
                    Some(Ok(rebound))
                }
                Err(e) => {
                    self.tell(|| Happened::Reload {
                        failed: true,
                        text: format!("reload refused for {}; old rules stay: {e}", r.ruleset),
                    });
                    report.error_about(&key, format!("Reload refused; the old rules stay: {e}"));
                    self.note(format!("Reload refused: {e}"));
                    Some(Err(e.to_string()))
                }
            },
            ReloadEvent::Failed(f) => {
                self.tell(|| Happened::Reload {
                    failed: true,
                    text: format!(
                        "reload failed for {}; old rules stay:\n{}",
                        f.ruleset,
                        f.message()
                    ),
                });
                report.error_about(
                    &key,
                    format!("Reload failed; the old rules stay:\n{}", f.message()),
                );
                self.note(format!("Reload failed: {}", f.message()));
                None
            }
            ReloadEvent::WatchError(e) => {
                self.tell(|| Happened::Online {
                    kind: "watch_error",
                    seat: None,
                    text: e.clone(),
                });
                report.error(format!("Watching files: {e}"));
                None
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
            SeatKind::Human | SeatKind::Remote => None,
        }
    }

    /// The seat to move whose turn timer ran out, with the bot that plays for it.
    fn timed_out_to_move(&self) -> Option<(u8, BotLevel)> {
        let seat = self.view.as_ref()?.status.to_move()?;
        (self.timed_out == Some(seat)).then_some((seat, TIMEOUT_BOT))
    }

    /// Starts a bot when one is to move, and applies its answer when it comes. Never blocks:
    /// the search runs on a worker thread over a copy of the match, and calls `wake` when it
    /// has answered. Returns when to look again (`None`: nothing to wait for).
    pub fn drive_bots(
        &mut self,
        wake: impl Fn() + Send + 'static,
        report: &mut dyn Report,
    ) -> Option<Duration> {
        if let Some(t) = &self.thinking {
            match t.poll() {
                Answer::Waiting => return Some(BOT_POLL),
                Answer::Failed(why) => {
                    self.thinking = None;
                    report.error(why);
                    self.paused = true;
                }
                Answer::Move { at_move, action } => {
                    self.thinking = None;
                    // An answer for a position that is gone (an undo, a reload) is dropped.
                    if at_move == self.session.actions().len()
                        && let Err(e) = self.apply_action(&action, report)
                    {
                        self.message = Some(e.to_string());
                        return None;
                    }
                    // On to the next bot, if one is to move (after the delay).
                }
            }
            if self.thinking.is_some() || self.paused {
                return None;
            }
        }
        let (seat, level, bot_seed) = match self.timed_out_to_move() {
            Some((seat, level)) => (seat, level, bots::timeout_seed(seat)),
            None => {
                let (seat, level) = self.bot_to_move()?;
                if self.paused {
                    return None;
                }
                (seat, level, self.seating.bot_seed(seat))
            }
        };
        let wait = Duration::from_millis(self.bot_delay_ms);
        let since = self.last_move_at.elapsed();
        if since < wait {
            return Some(wait - since);
        }
        let seed = bots::move_seed(bot_seed, self.session.actions().len(), self.reseeds);
        let spec = match self.timed_out {
            Some(_) => BotSpec::level(level),
            None => self
                .bot_specs
                .get(seat as usize)
                .copied()
                .flatten()
                .unwrap_or(BotSpec::level(level)),
        };
        match Thinking::start(&mut self.session, seat, spec, seed, wake) {
            Ok(thinking) => {
                self.thinking = Some(thinking);
                Some(BOT_POLL)
            }
            Err(e) => {
                report.error(e);
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

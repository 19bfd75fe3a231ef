//! The match behind a table, without any drawing: the session and its record, who is at the
//! device (the hand-over screen), the undo rule and take-backs, autosaves, bots on worker
//! threads and hot reloads. The panels ([`super::Table`]) only read it and send it commands,
//! so everything here is tested without a window (see the tests at the end).

use super::log::{LogLine, move_lines};
use crate::autosave::Autosaver;
use crate::gui::toasts::Toasts;
use crate::net::endpoint::Relay;
use crate::net::host_keys::{self, HostKeys};
use crate::net::protocol::{Clock, Player};
use crate::net::service::{HostService, Wake};
use crate::net::table::{Event, Hosting, Presence, Setup, TIMEOUT_BOT};
use crate::reload::ReloadEvent;
use crate::save::SavedMatch;
use crate::seats::{SeatKind, Seating};
use crate::session::{PublicMove, Rebound, Session};
use crate::undo::{self, Undo, UndoSituation};
use game_sdk::wire::{BotLevel, BotReply, BotSpec, CallError, GameInfo, Status, View, Viewer};
use std::net::SocketAddr;
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

/// How a match with remote seats is hosted (chosen in New match).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OnlineOptions {
    /// The public iroh relays (internet play), none (a LAN), or a self-hosted one.
    pub relay: Relay,
    /// Listen on this local address only (tests: 127.0.0.1:0).
    pub bind: Option<SocketAddr>,
    /// The turn timer's seconds per turn (`None`: off, the default).
    pub turn_secs: Option<u32>,
}

impl Default for OnlineOptions {
    fn default() -> OnlineOptions {
        OnlineOptions {
            relay: Relay::Default,
            bind: None,
            turn_secs: None,
        }
    }
}

/// The match hosted online from this table: its network side and what the remote seats were
/// sent (`net::table::Hosting`, shared with `game-host host`).
#[derive(Debug)]
pub struct Online {
    pub hosting: Hosting,
    pub service: HostService,
    /// The keys file beside the autosave (written once the port is known).
    keys_path: Option<PathBuf>,
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
    timed_out: Option<u8>,
    /// Whether the keys beside the autosave were looked for (a hosted match resumed).
    resume_checked: bool,
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
            online_options: OnlineOptions::default(),
            ruleset_name: None,
            online: None,
            online_error: None,
            timed_out: None,
            resume_checked: false,
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
        super::log::seat_name(&self.info.seats, seat)
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
        if let Some(seat) = self.remote_to_move() {
            self.message = Some(format!(
                "It is {}'s turn: they play on their own machine.",
                self.seat_name(seat)
            ));
            return false;
        }
        match self.apply_action(text, toasts) {
            Ok(()) => true,
            Err(e) => {
                self.message = Some(e);
                false
            }
        }
    }

    /// Applies an action of whoever is to move (the local player, a bot, a remote seat), logs
    /// it, autosaves and sends the remote seats their views; why not, when refused.
    fn apply_action(&mut self, text: &str, toasts: &mut Toasts) -> Result<(), String> {
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
                self.timed_out = None;
                self.autosave(toasts);
                if let Err(e) = self.refresh() {
                    toasts.error(format!("After `{text}`: {e}"));
                }
                if let Some(online) = &mut self.online {
                    online.hosting.applied(&mut self.session, &applied);
                }
                self.online_notices();
                Ok(())
            }
            Err(e) => Err(e.to_string()),
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
        if self.online.is_some() {
            self.ask_remote_take_back();
            return;
        }
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
                self.timed_out = None;
                self.autosave(toasts);
                if let Err(e) = self.refresh() {
                    toasts.error(format!("After the undo: {e}"));
                }
                if let Some(online) = &mut self.online {
                    online.hosting.changed(&mut self.session);
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
        if let Some(online) = &mut self.online
            && let Some(to) = online.hosting.take_back().map(|r| r.to)
        {
            // A request of or to a remote player: the host's player answers for their seat.
            self.take_back = None;
            match online
                .hosting
                .answer_take_back(&mut self.session, to, agree)
            {
                Ok(Some(count)) => self.take_back_actions(count, toasts),
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
                    let message = format!("Rules reloaded{how}: {}", r.files.join(", "));
                    self.note(message.clone());
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
                    if let Some(online) = &mut self.online {
                        // Announced to the remote players with their new tables.
                        online.hosting.reloaded(&mut self.session, &message);
                    }
                    self.online_notices();
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
                            if let Err(e) = self.apply_action(&reply.action, toasts) {
                                self.message = Some(e);
                            }
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
        let (seat, level) = match self.timed_out_to_move() {
            Some(timed_out) => timed_out,
            None => {
                let bot = self.bot_to_move()?;
                if self.paused {
                    return None;
                }
                bot
            }
        };
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

    // --- Online: hosting remote seats (docs/online.md) ---

    /// The remote seat to move, if any (the table waits for its player).
    pub fn remote_to_move(&self) -> Option<u8> {
        let seat = self.view.as_ref()?.status.to_move()?;
        (self.seat_kind(seat) == SeatKind::Remote).then_some(seat)
    }

    /// The local seat whose last move Undo asks to take back online: the latest mover among
    /// the humans at this device.
    fn local_requester(&self) -> Option<u8> {
        let humans = self.seating.humans();
        self.session
            .movers()
            .iter()
            .rev()
            .flatten()
            .find(|m| humans.contains(m))
            .copied()
    }

    /// Undo against a remote player: asks them to agree (the answer comes over the network).
    fn ask_remote_take_back(&mut self) {
        let Some(requester) = self.local_requester() else {
            self.message = Some("There is no move of yours to take back.".into());
            return;
        };
        let Some(online) = &mut self.online else {
            return;
        };
        self.message = match online.hosting.ask_take_back(&mut self.session, requester) {
            Ok(()) => None,
            Err(e) => Some(format!("No take-back: {e}.")),
        };
        self.online_notices();
    }

    /// The seat's connection state, for a remote seat of a hosted match.
    pub fn presence(&self, seat: u8) -> Option<Presence> {
        let online = self.online.as_ref()?;
        (self.seat_kind(seat) == SeatKind::Remote).then(|| online.hosting.presence(seat))
    }

    /// The turn timer now (`None`: off, or nobody timed is to move).
    pub fn clock(&self) -> Option<Clock> {
        self.online.as_ref()?.hosting.clock()
    }

    /// Moves the hosting's news into the move log, and its take-back request addressed to a
    /// player here into [`Controller::take_back`] (shown with Accept / Decline).
    fn online_notices(&mut self) {
        let Some(online) = &mut self.online else {
            return;
        };
        let notices = online.hosting.take_notices();
        let request = online.hosting.take_back().cloned();
        for n in notices {
            self.note(n.text);
        }
        self.take_back = request
            .filter(|r| self.seating.kind(r.to) == SeatKind::Human)
            .map(|r| TakeBackOffer {
                requester: r.seat,
                count: r.count,
                what: r.what,
            });
    }

    /// A match opened from its autosave with the host's keys beside it was hosted online: its
    /// remote seats (saved as humans, since the save record is shareable) are remote again, and
    /// hosting resumes with the same tickets.
    fn resume_remote_seats(&mut self) {
        if self.seating.has_remote() {
            return;
        }
        let Some(path) = self.autosave.as_deref().map(host_keys::path_for) else {
            return;
        };
        if !path.exists() {
            return;
        }
        let Ok(keys) = HostKeys::read(&path) else {
            return;
        };
        if keys.players.len() != self.seating.seats.len()
            || !keys.players.contains(&"remote".into())
        {
            return;
        }
        for (kind, player) in self.seating.seats.iter_mut().zip(&keys.players) {
            if *kind == SeatKind::Human && player == "remote" {
                *kind = SeatKind::Remote;
            }
        }
        self.waiting_for = None;
        self.at_table = None;
        self.refresh_quietly();
    }

    /// Starts hosting a match with remote seats (once): the endpoint opens in the background.
    /// The node key and tokens come from the keys file beside the autosave when it is this
    /// match's (a resumed match re-issues the same tickets), else new ones are made and kept
    /// there.
    fn start_hosting(&mut self, wake: Wake) -> Result<(), String> {
        let players = self.seating.online_players();
        let keys_path = self.autosave.as_deref().map(host_keys::path_for);
        let kept = keys_path
            .as_deref()
            .filter(|p| p.exists())
            .and_then(|p| HostKeys::read(p).ok())
            .filter(|k| k.players == players);
        let mut options = self.online_options.clone();
        let keys = match kept {
            Some(keys) => {
                options.turn_secs = keys.turn_secs;
                if let Some(relay) = keys.relay.as_deref().and_then(|r| r.parse().ok()) {
                    options.relay = relay;
                }
                keys
            }
            None => {
                let mut keys = HostKeys::fresh(players)?;
                keys.turn_secs = options.turn_secs;
                keys.relay = Some(options.relay.as_arg().to_string());
                keys
            }
        };
        let setup = Setup {
            players: self
                .seating
                .seats
                .iter()
                .map(|kind| match kind {
                    SeatKind::Human => Player::Host,
                    SeatKind::Remote => Player::Remote,
                    SeatKind::Bot(_) => Player::Bot,
                })
                .collect(),
            bots: (0..self.seating.seats.len() as u8)
                .map(|seat| match self.seat_kind(seat) {
                    SeatKind::Bot(level) => {
                        Some((BotSpec::level(level), self.seating.bot_seed(seat)))
                    }
                    _ => None,
                })
                .collect(),
            ruleset: self
                .ruleset_name
                .clone()
                .unwrap_or_else(|| self.session.save().ruleset_id()),
        };
        let service = HostService::start(
            keys,
            options.relay.clone(),
            options.bind,
            self.info.seats.clone(),
            wake,
        )?;
        let mut hosting = Hosting::new(setup, options.turn_secs);
        hosting.changed(&mut self.session);
        self.online_options = options;
        self.online = Some(Online {
            hosting,
            service,
            keys_path,
        });
        Ok(())
    }

    /// The online side of a match with remote seats (from the app's `logic`, never blocking):
    /// starts hosting on the first call, then takes what the remote players sent (their
    /// actions are applied like a bot's answer), and plays a seat whose turn timer ran out with
    /// the bot. Returns when to look again (the timer's display).
    pub fn drive_online(&mut self, wake: Wake, toasts: &mut Toasts) -> Option<Duration> {
        if !self.resume_checked {
            self.resume_checked = true;
            self.resume_remote_seats();
        }
        if !self.seating.has_remote() || self.online_error.is_some() {
            return None;
        }
        if self.online.is_none()
            && let Err(e) = self.start_hosting(wake)
        {
            toasts.error(format!("Cannot host the match online: {e}"));
            self.online_error = Some(e);
            return None;
        }
        let online = self.online.as_mut()?;
        let (ready, events) = online.service.poll();
        if ready {
            let mut keys = online.service.keys().clone();
            keys.port = online.service.port;
            if let Some(path) = &online.keys_path
                && let Err(e) = keys.write(path)
            {
                toasts.error(format!("{e}: a resumed match will need new invites"));
            }
        }
        for event in events {
            self.online_event(event, toasts);
        }
        if self.thinking.is_none()
            && let Some(online) = &mut self.online
            && let Some(seat) = online.hosting.timed_out(&mut self.session)
        {
            self.timed_out = Some(seat);
        }
        self.online_notices();
        let online = self.online.as_ref()?;
        match online.service.state() {
            crate::net::service::State::Starting => Some(Duration::from_millis(250)),
            _ => online.hosting.clock().map(|c| {
                // Repaint when the displayed second changes.
                Duration::from_millis(c.remaining_ms % 1000 + 1).min(Duration::from_millis(1000))
            }),
        }
    }

    fn online_event(&mut self, event: Event, toasts: &mut Toasts) {
        let Some(online) = &mut self.online else {
            return;
        };
        let hosting = &mut online.hosting;
        match event {
            Event::Joined { conn, role, link } => {
                hosting.joined(&mut self.session, conn, role, link)
            }
            Event::Left { conn, role, reason } => {
                hosting.left(&mut self.session, conn, role, &reason)
            }
            Event::Act { conn, seat, text } => {
                if hosting.remote_turn(&mut self.session, conn, seat, &text)
                    && let Err(e) = self.apply_action(&text, toasts)
                    && let Some(online) = &mut self.online
                {
                    online.hosting.refuse(conn, &text, &e);
                }
            }
            Event::TakeBack { conn, seat } => {
                hosting.remote_ask_take_back(&mut self.session, conn, seat)
            }
            Event::AnswerTakeBack { conn, seat, accept } => {
                if let Some(count) =
                    hosting.remote_answer_take_back(&mut self.session, conn, seat, accept)
                {
                    self.take_back_actions(count, toasts);
                }
            }
            // Only the terminal's host sends these.
            Event::Local(_) | Event::LocalClosed | Event::Reload(_) => {}
        }
        self.online_notices();
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

//! The table: one renderer for every game, driven only by the plugin's scene and actions.

mod anim;
mod badges;
mod board;
mod confirm;
mod layout;
mod legend;
mod log;
mod marks;
mod moment;
pub mod paint;
pub mod picker;
pub mod pointer;
mod rules;
mod sequence_bar;
pub mod sequences;
mod zones;

use crate::autosave::Autosaver;
use crate::gui::toasts::Toasts;
use crate::reload::ReloadEvent;
use crate::save::SavedMatch;
use crate::seats::Seating;
use crate::session::{PublicMove, Rebound, Session};
use crate::undo::{self, Undo, UndoSituation};
use egui::{Align, Key, Layout, RichText};
use game_sdk::wire::{BotLevel, BotReply, BotSpec, CallError, GameInfo, Status, View, Viewer};
use log::{LogLine, move_lines};
use paint::Marks;
use picker::{Click, Picker};

/// Ctrl+Z (Cmd+Z on macOS) does what the Undo button does.
const UNDO_SHORTCUT: egui::KeyboardShortcut =
    egui::KeyboardShortcut::new(egui::Modifiers::COMMAND, Key::Z);
use std::path::PathBuf;
use std::sync::mpsc::{Receiver, TryRecvError};
use std::time::{Duration, Instant};

pub use crate::seats::SeatKind;

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

/// The player's settings the table follows (kept by the app with its preferences).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TableSettings {
    /// Ask before actions that give something up (a control with a question).
    pub confirm: bool,
    /// Short animations of moves and card plays.
    pub animations: bool,
}

impl Default for TableSettings {
    fn default() -> TableSettings {
        TableSettings {
            confirm: true,
            animations: true,
        }
    }
}

/// What the table asks of the app after a frame.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TableRequest {
    None,
    Home,
    PlayAgain,
}

#[derive(Debug)]
pub struct Table {
    pub session: Session,
    pub info: GameInfo,
    pub ruleset_name: String,
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
    pub picker: Picker,
    pub log: Vec<LogLine>,
    /// The last refusal or hint, shown under the table.
    pub message: Option<String>,
    pub show_rules: bool,
    pub autosave: Option<PathBuf>,
    /// The app's autosave writer (off the UI thread); `None` writes at once.
    pub autosaver: Option<Autosaver>,
    /// The content root the match's rules page is read from (`None`: found as the app would).
    pub content_root: Option<PathBuf>,
    /// A bot at work, if any.
    pub thinking: Option<Thinking>,
    /// Bots wait while paused (watching bot-vs-bot, or after a cancel).
    pub paused: bool,
    /// The least time between two bot moves, so bot-vs-bot play can be watched.
    pub bot_delay_ms: u64,
    last_move_at: Instant,
    /// The player's settings, set by the app before each frame.
    pub settings: TableSettings,
    /// An action waiting for the player's Yes.
    pub confirming: Option<confirm::Pending>,
    /// The actions offered by a right click where several go on, and where the menu is.
    pub choosing: Option<(Vec<String>, egui::Pos2)>,
    /// The moments each viewer has dismissed in this match.
    pub moments: moment::Seen,
    /// The app's data directory (saved sequences live there); `None`: none can be saved.
    pub data_root: Option<PathBuf>,
    /// The save/replay of the viewer's sequence in a phase the plugin names.
    pub sequence: sequence_bar::SequenceBar,
}

impl Table {
    /// A table for a match, shown behind the hand-over screen when it keeps secrets between
    /// humans: whoever opens a match (new, continued, loaded) may not be the player to move.
    pub fn new(session: Session, ruleset_name: String, seating: Seating) -> Table {
        let info = session.plugin().info().clone();
        let mut log = Vec::new();
        for (mover, public) in session.movers().iter().zip(session.logs()) {
            log.extend(move_lines(*mover, public));
        }
        let mut table = Table {
            session,
            info,
            ruleset_name,
            seating,
            view: None,
            viewer: Viewer::Referee,
            waiting_for: None,
            take_back: None,
            at_table: None,
            shown_since: 0,
            picker: Picker::default(),
            log,
            message: None,
            show_rules: false,
            autosave: None,
            autosaver: None,
            content_root: None,
            thinking: None,
            paused: false,
            bot_delay_ms: 400,
            last_move_at: Instant::now(),
            settings: TableSettings::default(),
            confirming: None,
            choosing: None,
            moments: moment::Seen::default(),
            data_root: None,
            sequence: sequence_bar::SequenceBar::default(),
        };
        table.refresh_quietly();
        table
    }

    /// Whether this table hides one human's secrets from another (see [`Seating`]).
    pub fn keeps_secrets(&self) -> bool {
        self.seating
            .secrets_between_humans(self.info.hidden_information)
    }

    /// Hides the table until the seat to move says they are at the device (after a replay
    /// under new rules, or whenever who is at the device is no longer known).
    pub fn hand_over_again(&mut self) {
        self.at_table = None;
        self.refresh_quietly();
    }

    /// Whose view the table shows now.
    pub(super) fn viewer(&self) -> Viewer {
        self.viewer
    }

    fn seat_name(&self, seat: u8) -> String {
        self.info
            .seats
            .get(seat as usize)
            .cloned()
            .unwrap_or_else(|| format!("Seat {seat}"))
    }

    fn refresh_quietly(&mut self) {
        let _ = self.refresh();
    }

    /// Whether a game with hidden information hides nothing any more in this state (a game
    /// whose hidden setup is revealed): a spectator then sees the same table as the referee,
    /// and the hand-over screen would only cost a click. Asked only when the turn passes.
    fn hides_nothing_now(&mut self) -> bool {
        if !self.info.hidden_information {
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

    /// Applies an action in the game's notation, logs it and autosaves.
    pub fn apply(&mut self, text: &str, toasts: &mut Toasts) {
        let mover = self.view.as_ref().and_then(|v| v.status.to_move());
        match self.session.apply(text) {
            Ok(applied) => {
                self.log
                    .extend(move_lines(mover, &PublicMove::of(&applied)));
                self.message = None;
                self.picker.clear();
                self.last_move_at = Instant::now();
                self.autosave(toasts);
                if let Err(e) = self.refresh() {
                    toasts.error(format!("After `{text}`: {e}"));
                }
            }
            Err(e) => self.message = Some(e.to_string()),
        }
    }

    pub fn seat_kind(&self, seat: u8) -> SeatKind {
        self.seating.kind(seat)
    }

    /// What Undo would do now (the app's one undo rule, [`crate::undo`]).
    pub fn undo_rule(&self) -> Undo {
        undo::undo(&UndoSituation {
            movers: self.session.movers(),
            seating: &self.seating,
            hidden_information: self.info.hidden_information,
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
                self.picker.clear();
                // A question or a menu about the position that is gone goes with it.
                self.confirming = None;
                self.choosing = None;
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
                    self.picker.clear();
                    self.confirming = None;
                    self.choosing = None;
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

    fn note(&mut self, text: String) {
        self.log.push(LogLine {
            seat: None,
            text,
            note: true,
        });
    }

    /// Handles a click on a scene element.
    pub fn click(&mut self, id: &str, toasts: &mut Toasts) {
        let Some(view) = &self.view else { return };
        let click = self.picker.click(&view.actions, id);
        self.follow(click, toasts);
    }

    /// Handles a right click on a scene element at `at`: the longer of two actions ending and
    /// going on there, or a menu of the longer ones (see [`Picker::secondary_click`]).
    pub fn secondary_click(&mut self, id: &str, at: egui::Pos2, toasts: &mut Toasts) {
        let Some(view) = &self.view else { return };
        match self.picker.secondary_click(&view.actions, id) {
            Click::Choose(options) => {
                self.message = None;
                self.choosing = Some((options, at));
            }
            click => self.follow(click, toasts),
        }
    }

    fn follow(&mut self, click: Click, toasts: &mut Toasts) {
        self.choosing = None;
        match click {
            Click::Apply(text) => self.play(&text, toasts),
            Click::Narrowed | Click::Cleared | Click::Choose(_) => self.message = None,
            Click::Refused => {
                let no_actions = self.view.as_ref().is_none_or(|v| v.actions.is_empty());
                self.message = Some(if no_actions {
                    "It is not your turn.".to_string()
                } else {
                    "That is not a legal choice now: click a highlighted element.".to_string()
                })
            }
        }
    }

    /// Plays an action the player chose: after their Yes where one of its controls asks a
    /// question (and the setting allows asking), keeping its first element selected when it
    /// can go on (painting).
    pub fn play(&mut self, text: &str, toasts: &mut Toasts) {
        let Some(view) = &self.view else { return };
        let Some(action) = view.actions.iter().find(|a| a.text == text) else {
            self.apply(text, toasts);
            return;
        };
        if self.settings.confirm
            && let Some(question) = confirm::question(&view.scene, action)
        {
            self.confirming = Some(confirm::Pending {
                question,
                action: text.to_string(),
            });
            return;
        }
        self.apply_chosen(text, toasts);
    }

    /// Applies an action the player chose (and confirmed), keeping its first element selected
    /// when the same player can go on from it.
    fn apply_chosen(&mut self, text: &str, toasts: &mut Toasts) {
        let Some(view) = &self.view else { return };
        let path = view
            .actions
            .iter()
            .find(|a| a.text == text)
            .map(|a| a.path.clone())
            .unwrap_or_default();
        let mover = view.status.to_move();
        self.apply(text, toasts);
        if self.waiting_for.is_none()
            && let Some(view) = &self.view
            && view.status.to_move() == mover
        {
            self.picker.keep_after(&path, &view.actions);
        }
    }

    /// The bot to move, if the seat to move is a bot's.
    fn bot_to_move(&self) -> Option<(u8, BotLevel)> {
        let seat = self.view.as_ref()?.status.to_move()?;
        match self.seat_kind(seat) {
            SeatKind::Bot(level) => Some((seat, level)),
            SeatKind::Human => None,
        }
    }

    /// Starts a bot when one is to move, and applies its answer when it comes. Never blocks:
    /// the search runs on a worker thread over a copy of the match.
    pub fn drive_bots(&mut self, ctx: &egui::Context, toasts: &mut Toasts) {
        if let Some(t) = &self.thinking {
            match t.reply.try_recv() {
                Err(TryRecvError::Empty) => {
                    ctx.request_repaint_after(Duration::from_millis(100));
                    return;
                }
                Err(TryRecvError::Disconnected) => {
                    self.thinking = None;
                    toasts.error("The bot stopped without an answer");
                    self.paused = true;
                    return;
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
                    return;
                }
            }
        }
        let Some((seat, level)) = self.bot_to_move() else {
            return;
        };
        if self.paused {
            return;
        }
        let wait = Duration::from_millis(self.bot_delay_ms);
        let since = self.last_move_at.elapsed();
        if since < wait {
            ctx.request_repaint_after(wait - since);
            return;
        }
        let mut copy = match self.session.live().try_clone() {
            Ok(m) => m,
            Err(e) => {
                toasts.error(format!("Cannot start the bot: {e}"));
                self.paused = true;
                return;
            }
        };
        let at_move = self.session.actions().len();
        let seed = game_sdk::bots::move_seed(self.seating.bot_seed(seat), at_move as u64);
        let (tx, rx) = std::sync::mpsc::channel();
        let repaint = ctx.clone();
        let spawned = std::thread::Builder::new()
            .name("bot".into())
            .spawn(move || {
                let answer =
                    copy.bot_move(BotSpec::level(level), seed, Some(level.default_millis()));
                // A cancelled search has no receiver any more: its answer is dropped.
                let _ = tx.send(answer);
                repaint.request_repaint();
            });
        match spawned {
            Ok(_) => {
                self.thinking = Some(Thinking {
                    seat,
                    started: Instant::now(),
                    at_move,
                    reply: rx,
                });
                ctx.request_repaint_after(Duration::from_millis(100));
            }
            Err(e) => {
                toasts.error(format!("Cannot start the bot thread: {e}"));
                self.paused = true;
            }
        }
    }

    /// Stops a thinking bot (its answer will be discarded) and pauses the bots.
    pub fn cancel_bot(&mut self) {
        self.thinking = None;
        self.paused = true;
    }

    fn bot_controls(&mut self, ui: &mut egui::Ui) {
        if !self.seating.seats.iter().any(|s| s.is_bot()) {
            return;
        }
        ui.separator();
        let label = if self.paused {
            "Resume bots"
        } else {
            "Pause bots"
        };
        if ui.button(label).clicked() {
            if self.paused {
                self.paused = false;
            } else {
                self.cancel_bot();
            }
        }
        ui.add(
            egui::Slider::new(&mut self.bot_delay_ms, 0..=3_000)
                .text("ms between bot moves")
                .clamping(egui::SliderClamping::Always),
        );
    }

    pub fn ui(&mut self, ui: &mut egui::Ui, toasts: &mut Toasts) -> TableRequest {
        let mut request = TableRequest::None;
        // A question or a moment on top takes the keys (Enter, Esc) and the clicks. Never over
        // the hand-over screen: a moment waits until its viewer has taken the device.
        let overlay = self.waiting_for.is_none() && self.overlays(ui.ctx(), toasts);
        if !overlay {
            if ui.input(|i| i.key_pressed(Key::Escape)) {
                self.picker.clear();
                self.choosing = None;
                self.message = None;
            }
            if ui.input_mut(|i| i.consume_shortcut(&UNDO_SHORTCUT)) {
                self.undo(toasts);
            }
        }
        egui::Panel::top("table-top").show(ui, |ui| {
            ui.horizontal(|ui| {
                ui.heading(&self.info.name);
                ui.label(RichText::new(&self.ruleset_name).weak());
                self.bot_controls(ui);
                ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                    ui.toggle_value(&mut self.show_rules, "Rules");
                    let rule = self.undo_rule();
                    let button = ui.add_enabled(rule.allowed(), egui::Button::new("Undo"));
                    let button = match &rule {
                        Undo::Refused(why) => button.on_disabled_hover_text(why),
                        Undo::Take(_) => button.on_hover_text("Take back your last move (Ctrl+Z)"),
                    };
                    if button.clicked() {
                        self.undo(toasts);
                    }
                });
            });
        });
        if let Some(seat) = self.waiting_for {
            self.hand_over_screen(ui, seat, toasts);
            return request;
        }
        self.log_panel(ui);
        if self.show_rules {
            self.rules_panel(ui);
        }
        self.bottom_bar(ui, toasts, &mut request, overlay);
        egui::CentralPanel::default().show(ui, |ui| self.table_area(ui, toasts));
        self.choice_menu(ui.ctx(), toasts);
        request
    }

    /// Shows the question or the moment due, if any; true while one is up.
    fn overlays(&mut self, ctx: &egui::Context, toasts: &mut Toasts) -> bool {
        if let Some(pending) = self.confirming.clone() {
            match confirm::show(ctx, &pending) {
                Some(true) => {
                    self.confirming = None;
                    self.apply_chosen(&pending.action, toasts);
                }
                Some(false) => self.confirming = None,
                None => {}
            }
            return true;
        }
        let viewer = self.viewer;
        let due = self
            .view
            .as_ref()
            .and_then(|v| self.moments.due(&v.scene, viewer).cloned());
        if let Some(m) = due {
            if moment::show(ctx, &m, &self.info.seats, viewer.seat()) {
                self.moments.dismiss(viewer, &m.id);
            }
            return true;
        }
        false
    }

    /// The menu a right click opens where several longer actions go on: one button each, at
    /// the pointer; a click elsewhere or Esc closes it.
    fn choice_menu(&mut self, ctx: &egui::Context, toasts: &mut Toasts) {
        let Some((options, at)) = self.choosing.clone() else {
            return;
        };
        let mut picked = None;
        let area = egui::Area::new(egui::Id::unique("table-choice-menu"))
            .order(egui::Order::Foreground)
            .fixed_pos(at)
            .show(ctx, |ui| {
                egui::Frame::menu(ui.style()).show(ui, |ui| {
                    for text in &options {
                        if ui.button(text).clicked() {
                            picked = Some(text.clone());
                        }
                    }
                });
            });
        if let Some(text) = picked {
            self.choosing = None;
            self.picker.clear();
            self.play(&text, toasts);
        } else if ctx.input(|i| i.pointer.any_pressed())
            && !area.response.contains_pointer()
            && !ctx.input(|i| i.pointer.secondary_pressed())
        {
            self.choosing = None;
        }
    }

    /// The hand-over screen: nothing of the table, only who is to take the device, and the
    /// take-back the previous player may ask for (answered here, still without the table).
    fn hand_over_screen(&mut self, ui: &mut egui::Ui, seat: u8, toasts: &mut Toasts) {
        let name = self.seat_name(seat);
        let requester = undo::take_back_requester(self.session.movers(), &self.seating, seat)
            .filter(|&r| undo::take_back(self.session.movers(), &self.seating, r).is_some());
        let mut answer = None;
        egui::CentralPanel::default().show(ui, |ui| {
            ui.vertical_centered(|ui| {
                ui.add_space(ui.available_height() * 0.3);
                if let Some(offer) = self.take_back.clone() {
                    let who = self.seat_name(offer.requester);
                    ui.heading(format!("{name}: {who} asks to take back their last move"));
                    ui.label(format!("The move: {}", offer.what));
                    ui.label("If you agree, the device goes back to them.");
                    ui.add_space(16.0);
                    ui.horizontal(|ui| {
                        let width = 2.0 * 150.0 + ui.spacing().item_spacing.x;
                        ui.add_space(((ui.available_width() - width) / 2.0).max(0.0));
                        if ui
                            .add_sized([150.0, 32.0], egui::Button::new("Agree"))
                            .clicked()
                        {
                            answer = Some(true);
                        }
                        if ui
                            .add_sized([150.0, 32.0], egui::Button::new("Refuse"))
                            .clicked()
                        {
                            answer = Some(false);
                        }
                    });
                    return;
                }
                ui.heading(format!("Pass the device to {name}"));
                // Why the turn passes (the status is public: every seat's view has it).
                if let Some(Status::ToMove { prompt, .. }) = self.view.as_ref().map(|v| &v.status)
                    && !prompt.is_empty()
                {
                    ui.label(RichText::new(format!("{name}: {prompt}")).size(16.0));
                }
                ui.label("The table is hidden so that nobody sees another player's secrets.");
                ui.add_space(16.0);
                if ui
                    .button(RichText::new(format!("I am {name}: show my table")).size(18.0))
                    .clicked()
                {
                    self.reveal();
                }
                if let Some(r) = requester {
                    ui.add_space(24.0);
                    let who = self.seat_name(r);
                    if ui
                        .button(format!("{who}: ask {name} to take back my move"))
                        .on_hover_text(format!(
                            "{name} answers on the next screen, without seeing the table"
                        ))
                        .clicked()
                    {
                        self.ask_take_back(r);
                    }
                }
            });
        });
        if let Some(agree) = answer {
            self.answer_take_back(agree, toasts);
        }
    }

    fn status_text(&self) -> String {
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

    fn bottom_bar(
        &mut self,
        ui: &mut egui::Ui,
        toasts: &mut Toasts,
        request: &mut TableRequest,
        overlay: bool,
    ) {
        let Some(view) = self.view.clone() else {
            return;
        };
        egui::Panel::bottom("table-bottom").show(ui, |ui| {
            ui.add_space(4.0);
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new(self.status_text()).strong().size(16.0));
                if let Some(t) = &self.thinking {
                    ui.spinner();
                    ui.label(format!(
                        "{} is thinking… {:.1} s",
                        self.seat_name(t.seat),
                        t.started.elapsed().as_secs_f32()
                    ));
                    if ui.button("Cancel").clicked() {
                        self.cancel_bot();
                    }
                } else if self.paused && self.bot_to_move().is_some() {
                    ui.label(RichText::new("Bots paused").weak());
                }
                if view.status.is_over() {
                    if ui.button("Play again").clicked() {
                        *request = TableRequest::PlayAgain;
                    }
                    if ui.button("Back to the games").clicked() {
                        *request = TableRequest::Home;
                    }
                }
            });
            let next = self.picker.next_steps(&view.actions);
            let starts = Picker::starts(&view.actions);
            ui.horizontal_wrapped(|ui| {
                for control in &view.scene.controls {
                    // A control that starts an action stays clickable while something else is
                    // selected (the player changes their mind), and a selected one shows it
                    // (a click on it lets go of it).
                    let selected = self.picker.selected.contains(&control.id);
                    let enabled =
                        next.contains(&control.id) || starts.contains(&control.id) || selected;
                    let button = egui::Button::new(&control.label).selected(selected);
                    if ui.add_enabled(enabled, button).clicked() {
                        self.click(&control.id, toasts);
                    }
                }
                self.sequence_controls(ui, &view, toasts);
                // An action whose whole path is already clicked, while longer ones also fit,
                // is confirmed explicitly.
                let complete: Vec<String> = self
                    .picker
                    .candidates(&view.actions)
                    .iter()
                    .filter(|a| a.path.len() == self.picker.selected.len())
                    .map(|a| a.text.clone())
                    .collect();
                // Enter plays the one action there is to confirm, or the only legal action.
                let primary = match (complete.as_slice(), view.actions.as_slice()) {
                    ([one], _) => Some(one.clone()),
                    ([], [only]) if self.waiting_for.is_none() => Some(only.text.clone()),
                    _ => None,
                };
                for text in complete {
                    let label = if primary.as_ref() == Some(&text) {
                        format!("Confirm: {text} (Enter)")
                    } else {
                        format!("Confirm: {text}")
                    };
                    if ui.button(label).clicked() {
                        self.play(&text, toasts);
                    }
                }
                if !overlay
                    && let Some(text) = primary
                    && ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, Key::Enter))
                {
                    self.play(&text, toasts);
                }
                if !self.picker.selected.is_empty() && ui.button("Cancel (Esc)").clicked() {
                    self.picker.clear();
                    self.choosing = None;
                }
            });
            if let Some(m) = &self.message {
                ui.colored_label(ui.visuals().warn_fg_color, m);
            } else if !self.picker.selected.is_empty() {
                let options: Vec<String> = self
                    .picker
                    .candidates(&view.actions)
                    .iter()
                    .map(|a| a.text.clone())
                    .collect();
                // A long list of raw notations helps nobody: the highlights say it better.
                let line = if options.len() > 8 {
                    format!(
                        "{} choices: click a highlighted element (Esc lets go)",
                        options.len()
                    )
                } else {
                    format!("Choose: {}", options.join("  "))
                };
                ui.label(RichText::new(line).weak());
            }
            ui.add_space(4.0);
        });
    }

    fn table_area(&mut self, ui: &mut egui::Ui, toasts: &mut Toasts) {
        let Some(view) = self.view.clone() else {
            ui.label("The plugin did not answer; see the problems panel.");
            return;
        };
        let next = self.picker.next_steps(&view.actions);
        let mut marks = Marks::new(
            &view.scene,
            &self.info.seats,
            next,
            self.picker.selected.clone(),
        )
        .with_effects(&self.picker.candidates(&view.actions));
        marks.animations = self.settings.animations;
        // What a click and a right click play where they differ, for the elements' hover text.
        pointer::set_hints(
            ui.ctx(),
            self.picker
                .alternatives_next(&view.actions)
                .into_iter()
                .map(|(id, alt)| (id, alt.hint()))
                .collect(),
        );
        let mut clicked = None;
        // The scene's notes run on together, wrapped, so the table keeps the height.
        if !view.scene.labels.is_empty() {
            ui.horizontal_wrapped(|ui| {
                for (i, label) in view.scene.labels.iter().enumerate() {
                    if i > 0 {
                        ui.label(RichText::new("·").weak());
                    }
                    ui.label(label);
                }
            });
            ui.add_space(4.0);
        }
        let boards = view.scene.boards.len();
        let has_zones = !view.scene.zones.is_empty();
        if boards > 0 {
            // Boards are scaled to fit; beside card zones they take 60% of the height, beside
            // pools only (pieces taken, a reserve: reference, not play) 80%.
            let pools_only = view
                .scene
                .zones
                .iter()
                .all(|z| z.kind == game_sdk::scene::ZoneKind::Pool);
            let share = match (has_zones, pools_only) {
                (false, _) => 1.0,
                (true, true) => 0.8,
                (true, false) => 0.6,
            };
            let free = ui.available_height() * share - 8.0 * boards as f32;
            let height = (free / boards as f32).max(120.0);
            for b in &view.scene.boards {
                let size = egui::vec2(ui.available_width(), height);
                let (rect, _) = ui.allocate_exact_size(size, egui::Sense::hover());
                if let Some(c) = board::draw(ui, b, rect, &marks) {
                    clicked = Some(c);
                }
            }
        }
        // Card zones fill the rest at a card size that fits (scrolling only below the smallest).
        // The bottom bar grows by a line while something is selected or refused: that line is
        // kept free meanwhile, so selecting never moves or resizes a card.
        let reserve = if self.message.is_none() && self.picker.selected.is_empty() {
            ui.text_style_height(&egui::TextStyle::Body) + ui.spacing().item_spacing.y
        } else {
            0.0
        };
        if has_zones {
            let viewer = self.viewer.seat();
            if let Some(c) = zones::draw_all(ui, &view.scene.zones, &marks, viewer, reserve) {
                clicked = Some(c);
            }
        }
        let pointed = pointer::take(ui.ctx());
        if let Some(id) = clicked {
            self.click(&id, toasts);
        } else if let Some((id, at)) = pointed.secondary {
            self.secondary_click(&id, at, toasts);
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

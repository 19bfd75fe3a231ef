//! The remote table: a seat of a match hosted elsewhere, drawn with the local table's renderer
//! from the view the host last sent. Clicks build an action with the same [`Picker`]; its text
//! goes to the host, which applies it (or refuses it with the reason) and sends the new view.
//!
//! This file holds the table's state and lays out a frame; [`super::receive`] takes what the
//! host sends, [`super::panels`] draws, [`super::input`] applies what the player did.

use super::input::Command;
use super::{Dial, Link};
use crate::gui::table::TableSettings;
use crate::gui::table::log;
use crate::gui::table::paint::{Confirming, SeenMoments};
use crate::gui::table::picker::Picker;
use crate::gui::table::selection::{self, Pick};
use crate::net::protocol::{Clock, Player, Role, SeatState, Welcome};
use crate::tr;
use egui::Key;
use game_wire::scene::ElementId;
use game_wire::{Status, View, Viewer};
use std::time::{Duration, Instant};

// Ctrl+Z (Cmd+Z on macOS) does what the Undo button does: here, ask for a take-back.
use crate::gui::table::pick_flow::UNDO_SHORTCUT;

/// A take-back request open at the table: `seat` asks `to` to let it take back its last move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TakeBackAsk {
    pub seat: u8,
    pub to: u8,
    /// How many actions would go (the move and the bots' answers after it).
    pub count: u32,
    /// The move, as every player may know it.
    pub what: String,
}

/// The state of the connection to the host.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Connection {
    /// Dialing again after a loss (Rejoin).
    Rejoining,
    Connected,
    /// The connection was lost for this reason and is dialed again by itself at `at` (Dial
    /// now does it at once).
    Redialing {
        reason: String,
        at: std::time::Instant,
    },
    /// The connection ended, for this reason; the host keeps the seat, Rejoin dials again.
    Lost(String),
    /// The match is over; this side has left.
    Ended,
}

/// What the remote table asks of the app after a frame.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RemoteRequest {
    None,
    /// The player left the match: back to Home.
    Left,
}

/// One line of the move log: a move (by its seat when known) or a note under it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LogEntry {
    pub mover: Option<u8>,
    pub text: String,
    pub note: bool,
    /// A note of the table's own (a connection, a take-back, a reload), not the game's: it
    /// stays when the moves above it are taken back.
    pub table: bool,
}

#[derive(Debug)]
pub struct RemoteTable {
    pub(super) dial: Dial,
    pub(super) link: Option<Link>,
    pub welcome: Welcome,
    /// Who plays each seat and whether they are connected (as the host last said).
    pub seats: Vec<SeatState>,
    /// The view the host last sent.
    pub view: Option<View>,
    /// Actions played in the match so far.
    pub moves: u32,
    pub connection: Connection,
    /// The moves and notes received since joining.
    pub log: Vec<LogEntry>,
    pub picker: Picker,
    /// The host's reason for refusing the last action, or why a click leads nowhere.
    pub message: Option<String>,
    /// The host reloaded the rules: what it said, until the player dismisses it.
    pub notice: Option<String>,
    /// The player's settings (from the app's preferences, set before each frame).
    pub settings: TableSettings,
    /// The take-back request open at the table, as the host announced it.
    pub take_back: Option<TakeBackAsk>,
    /// The turn timer of the last table (when the host runs one), and when it arrived.
    pub(super) clock: Option<(Clock, Instant)>,
    /// The action sent and not answered yet, with its click path (to go on painting from it).
    pub(super) sent: Option<(String, Vec<ElementId>)>,
    pub(super) confirming: Option<Confirming>,
    pub(super) choosing: Option<(Vec<String>, egui::Pos2)>,
    pub(super) moments: SeenMoments,
    /// Author mode was turned on at the host (the record's length then), as the last table
    /// said: the banner stays for the rest of the match.
    pub(super) author_mode: Option<u32>,
    /// Admitted again after a loss: the next table says how many moves were missed.
    pub(super) rejoined: bool,
    pub(super) commands: Vec<Command>,
}

impl RemoteTable {
    /// The table of a connection the host has just admitted.
    pub fn new(dial: Dial, link: Link, welcome: Welcome) -> RemoteTable {
        RemoteTable {
            dial,
            link: Some(link),
            seats: welcome.seats.clone(),
            welcome,
            view: None,
            moves: 0,
            connection: Connection::Connected,
            log: Vec::new(),
            picker: Picker::default(),
            message: None,
            notice: None,
            settings: TableSettings::default(),
            take_back: None,
            clock: None,
            sent: None,
            confirming: None,
            choosing: None,
            moments: SeenMoments::default(),
            author_mode: None,
            rejoined: false,
            commands: Vec::new(),
        }
    }

    pub fn viewer(&self) -> Viewer {
        match self.welcome.role {
            Role::Seat(seat) => Viewer::Seat(seat),
            Role::Spectator => Viewer::Spectator,
        }
    }

    /// The seat this player plays (none for a spectator).
    pub fn seat(&self) -> Option<u8> {
        self.viewer().seat()
    }

    pub fn seat_name(&self, seat: u8) -> String {
        log::seat_name(&self.welcome.info.seats, seat)
    }

    /// A line for Home: the game and the seat.
    pub fn title(&self) -> String {
        crate::text::safe::line(&self.title_words()).into_owned()
    }

    fn title_words(&self) -> String {
        match self.seat() {
            Some(seat) => tr!(
                "remote-title-seat",
                game = &self.welcome.info.name,
                seat = self.seat_name(seat)
            ),
            None => tr!("remote-title-watching", game = &self.welcome.info.name),
        }
    }

    /// Whether the last move that a person made (bots' answers aside) was this player's, as
    /// far as the log since joining shows.
    pub(super) fn last_move_is_mine(&self) -> bool {
        let bot = |seat: Option<u8>| {
            seat.and_then(|s| self.seats.get(s as usize))
                .is_some_and(|s| s.player == Player::Bot)
        };
        self.log
            .iter()
            .rev()
            .filter(|l| !l.note && !bot(l.mover))
            .map(|l| l.mover)
            .next()
            .is_some_and(|m| m.is_some() && m == self.seat())
    }

    /// Whether the player may ask for a take-back now (the host decides whether there is one
    /// to take: a refusal comes back with its reason).
    pub(super) fn may_ask_take_back(&self) -> bool {
        self.seat().is_some()
            && self.connection == Connection::Connected
            && self.take_back.is_none()
            && self.last_move_is_mine()
            && self.view.as_ref().is_some_and(|v| !v.status.is_over())
    }

    /// The turn timer's time left for the seat to move, when the host runs one.
    pub fn time_left(&self) -> Option<(u8, Duration)> {
        let (clock, at) = self.clock.as_ref()?;
        let left = Duration::from_millis(clock.remaining_ms).saturating_sub(at.elapsed());
        Some((clock.seat, left))
    }

    /// Whether the player may act now: connected, nothing sent unanswered.
    pub(super) fn can_act(&self) -> bool {
        self.connection == Connection::Connected && self.sent.is_none()
    }

    /// The legal actions the player may click now (none while not connected or waiting).
    pub(super) fn actions(&self) -> Vec<game_wire::ActionInfo> {
        match &self.view {
            Some(v) if self.can_act() => v.actions.clone(),
            _ => Vec::new(),
        }
    }

    /// The line under the table, as the host's words arrived (escaped: the host may be
    /// anyone's machine).
    pub fn status_text(&self) -> String {
        crate::text::safe::line(&self.status_words()).into_owned()
    }

    fn status_words(&self) -> String {
        match self.view.as_ref().map(|v| &v.status) {
            Some(Status::ToMove { seat, prompt }) => {
                // The view is in the player's language, and so is the seat's name it may
                // start with.
                let name = self.seat_name(*seat);
                let prompt = crate::text::unnamed_prompt(&name, prompt);
                match (Some(*seat) == self.seat(), prompt.is_empty()) {
                    (true, true) => tr!("remote-you-to-move"),
                    (true, false) => tr!("remote-you-to-move-prompt", prompt = prompt),
                    (false, true) => tr!("remote-to-move", seat = self.seat_name(*seat)),
                    (false, false) => tr!(
                        "remote-to-move-prompt",
                        seat = self.seat_name(*seat),
                        prompt = prompt
                    ),
                }
            }
            Some(Status::Over(o)) => {
                let reason = &o.reason;
                match o.winner {
                    None => tr!("remote-draw", reason = reason),
                    Some(w) if Some(w) == self.seat() => tr!("remote-you-win", reason = reason),
                    Some(w) => tr!("remote-wins", seat = self.seat_name(w), reason = reason),
                }
            }
            None => tr!("remote-waiting-status"),
        }
    }

    /// The other seats' names, for "ask … to let you take back".
    pub(super) fn others(&self) -> String {
        (0..self.welcome.info.seats.len() as u8)
            .filter(|&s| Some(s) != self.seat())
            .map(|s| self.seat_name(s))
            .reduce(|first, second| tr!("remote-names-and", first = first, second = second))
            .unwrap_or_default()
    }

    /// A seat's name, how it is played and whether its player is there, in words ("North:
    /// connected").
    pub(super) fn seat_state(&self, seat: u8) -> String {
        let name = self.seat_name(seat);
        let Some(state) = self.seats.get(seat as usize) else {
            // No state yet: the name alone, as the host has not said more.
            return format!("{name}: ");
        };
        if Some(seat) == self.seat() {
            return tr!("remote-seat-you", seat = name);
        }
        match (state.player, state.connected) {
            (Player::Host, _) => tr!("remote-seat-host", seat = name),
            (Player::Bot, _) => tr!("remote-seat-bot", seat = name),
            (Player::Remote, true) => tr!("remote-seat-connected", seat = name),
            (Player::Remote, false) => tr!("remote-seat-not-connected", seat = name),
        }
    }

    /// Draws the table and applies what the player did; what it asks of the app.
    pub fn ui(&mut self, ui: &mut egui::Ui) -> RemoteRequest {
        {
            // The seats and texts in the player's language, where this host has the game's.
            let _game = crate::i18n::game::Scope::enter(&self.welcome.info.id);
            self.panels(ui);
        }
        let ctx = ui.ctx().clone();
        self.apply_commands(&ctx)
    }

    pub(super) fn panels(&mut self, ui: &mut egui::Ui) {
        let overlay = self.overlays(ui.ctx());
        let shortcuts = !overlay && !selection::typing(ui.ctx());
        if shortcuts && ui.input(|i| i.key_pressed(Key::Escape)) {
            self.send(Command::Pick(Pick::LetGo));
        }
        if shortcuts && ui.input_mut(|i| i.consume_shortcut(&UNDO_SHORTCUT)) {
            self.send(Command::AskTakeBack);
        }
        if self.clock.is_some() {
            // The turn timer counts down on screen.
            ui.ctx().request_repaint_after(Duration::from_millis(250));
        }
        self.top_bar(ui);
        self.author_mode_banner(ui);
        self.connection_bar(ui);
        self.log_panel(ui);
        self.bottom_bar(ui, overlay);
        egui::CentralPanel::default().show(ui, |ui| self.table_area(ui));
        self.choice_menu(ui.ctx());
    }
}

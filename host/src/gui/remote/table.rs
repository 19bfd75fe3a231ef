//! The remote table: a seat of a match hosted elsewhere, drawn with the local table's renderer
//! from the view the host last sent. Clicks build an action with the same [`Picker`]; its text
//! goes to the host, which applies it (or refuses it with the reason) and sends the new view.

use super::{Dial, Incoming, Link, Problem};
use crate::gui::table::TableSettings;
use crate::gui::table::log::{self, LogLook, LogRow};
use crate::gui::table::paint::{self, Confirming, SeenMoments};
use crate::gui::table::picker::{Click, Picker};
use crate::gui::table::selection::{self, BarPick, MenuPick, ScenePick};
use crate::net::protocol::{Clock, Player, Role, SeatState, TakeBackOutcome, ToSeat, Welcome};
use egui::{Key, RichText};
use game_sdk::scene::ElementId;
use game_sdk::wire::{Status, View, Viewer};
use std::time::{Duration, Instant};

/// Ctrl+Z (Cmd+Z on macOS) does what the Undo button does: ask for a take-back.
const UNDO_SHORTCUT: egui::KeyboardShortcut =
    egui::KeyboardShortcut::new(egui::Modifiers::COMMAND, Key::Z);

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

/// What the player did in a frame, applied after drawing it.
#[derive(Debug, Clone, PartialEq)]
enum Command {
    Click(String),
    SecondaryClick(String, egui::Pos2),
    Play(String),
    Choose(String),
    Answer(bool),
    LetGo,
    CloseMenu,
    DismissMoment(String),
    DismissNotice,
    AskTakeBack,
    AnswerTakeBack(bool),
    Rejoin,
    Leave,
}

#[derive(Debug)]
pub struct RemoteTable {
    dial: Dial,
    link: Option<Link>,
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
    clock: Option<(Clock, Instant)>,
    /// The action sent and not answered yet, with its click path (to go on painting from it).
    sent: Option<(String, Vec<ElementId>)>,
    confirming: Option<Confirming>,
    choosing: Option<(Vec<String>, egui::Pos2)>,
    moments: SeenMoments,
    /// Admitted again after a loss: the next table says how many moves were missed.
    rejoined: bool,
    commands: Vec<Command>,
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
        match self.seat() {
            Some(seat) => format!("{} as {}", self.welcome.info.name, self.seat_name(seat)),
            None => format!("{}, watching", self.welcome.info.name),
        }
    }

    /// Takes what the network thread sent since the last frame.
    pub fn poll(&mut self) {
        let Some(link) = &self.link else {
            return;
        };
        for incoming in link.poll() {
            self.receive(incoming);
        }
    }

    /// Takes one report of the network thread.
    pub fn receive(&mut self, incoming: Incoming) {
        match incoming {
            Incoming::Welcome(welcome) => {
                // Admitted again after a rejoin: the host sends the current table next.
                self.seats = welcome.seats.clone();
                self.welcome = *welcome;
                self.connection = Connection::Connected;
                self.rejoined = true;
                self.note("Rejoined the match".into());
            }
            Incoming::Message(message) => self.message_from_host(*message),
            Incoming::Failed(reason) => {
                let problem = Problem::joining(&reason);
                self.lost(format!("{}. {}", problem.headline, problem.detail));
            }
            Incoming::Closed(reason) => {
                if self.view.as_ref().is_some_and(|v| v.status.is_over()) {
                    self.connection = Connection::Ended;
                    self.link = None;
                } else {
                    self.lost(reason);
                }
            }
        }
    }

    fn lost(&mut self, reason: String) {
        self.link = None;
        self.take_back = None;
        self.clock = None;
        self.sent = None;
        self.picker.clear();
        self.confirming = None;
        self.choosing = None;
        self.connection = Connection::Lost(reason);
    }

    fn note(&mut self, text: String) {
        self.log.push(LogEntry {
            mover: None,
            text,
            note: true,
            table: true,
        });
    }

    fn message_from_host(&mut self, message: ToSeat) {
        match message {
            ToSeat::Table(table) => {
                let joined = self.view.is_none();
                let sent = self.sent.take();
                let mover = self.view.as_ref().and_then(|v| v.status.to_move());
                if joined && self.log.is_empty() && table.moves > 0 {
                    self.note(format!("Joined after {} moves", table.moves));
                }
                if joined
                    && table.moves > 0
                    && let Some(m) = &table.view.scene.moment
                {
                    // Joined (again, from Home) at a moment: as a match opened at one, it is
                    // not shown; the scene's notes and the table say what it said.
                    self.moments.seen_by_everyone(&m.id);
                }
                if std::mem::take(&mut self.rejoined) && table.moves > self.moves {
                    let missed = table.moves - self.moves;
                    self.note(format!("{missed} moves were played while you were away"));
                } else if table.moves < self.moves {
                    // Moves were taken back: they leave the log too.
                    self.drop_moves(self.moves - table.moves);
                }
                self.clock = table.clock.map(|c| (c, Instant::now()));
                self.moves = table.moves;
                self.view = Some(table.view);
                // A new position: the selection, a question and a menu were for the old one.
                self.picker.clear();
                self.confirming = None;
                self.choosing = None;
                if let (Some((_, path)), Some(view)) = (sent, &self.view)
                    && view.status.to_move() == mover
                    && mover == self.seat()
                {
                    // The same player goes on: painting keeps the tile chosen.
                    self.picker.keep_after(&path, &view.actions);
                }
                if self.view.as_ref().is_some_and(|v| v.status.is_over())
                    && let Some(link) = self.link.take()
                {
                    // Nothing more will come: leave, as the terminal joiner does.
                    link.leave();
                    self.connection = Connection::Ended;
                }
            }
            ToSeat::Applied(shown) => {
                let mover = self.view.as_ref().and_then(|v| v.status.to_move());
                self.message = None;
                self.log.push(LogEntry {
                    mover,
                    text: shown.action,
                    note: false,
                    table: false,
                });
                for line in shown.log {
                    self.log.push(LogEntry {
                        mover: None,
                        text: line.text,
                        note: true,
                        table: false,
                    });
                }
            }
            ToSeat::Refused { reason, .. } => {
                self.sent = None;
                self.message = Some(reason);
            }
            ToSeat::Reloaded { message } => {
                self.note(format!("The host reloaded the rules: {message}"));
                self.notice = Some(message);
            }
            ToSeat::Seats(seats) => {
                let changed: Vec<String> = self
                    .seats
                    .iter()
                    .zip(&seats)
                    .enumerate()
                    .filter(|(_, (old, new))| {
                        old.connected != new.connected && new.player == Player::Remote
                    })
                    .map(|(i, (_, new))| {
                        let verb = if new.connected { "connected" } else { "left" };
                        format!("{} {verb}", self.seat_name(i as u8))
                    })
                    .collect();
                for text in changed {
                    self.note(text);
                }
                self.seats = seats;
            }
            ToSeat::TakeBackAsked {
                seat,
                to,
                count,
                what,
            } => {
                let text = format!(
                    "{} asks {} to take back their last move ({what})",
                    self.seat_name(seat),
                    self.seat_name(to)
                );
                self.note(text);
                self.take_back = Some(TakeBackAsk {
                    seat,
                    to,
                    count,
                    what,
                });
            }
            ToSeat::TakeBackEnded { seat, outcome } => {
                let asked = self.take_back.take();
                let who = self.seat_name(seat);
                let other = asked
                    .map(|a| self.seat_name(a.to))
                    .unwrap_or_else(|| "The other player".into());
                let text = match &outcome {
                    TakeBackOutcome::Accepted => {
                        format!("{other} agreed: {who}'s move is taken back")
                    }
                    TakeBackOutcome::Declined => format!("{other} declined {who}'s take-back"),
                    TakeBackOutcome::Lapsed { reason } => {
                        format!("{who}'s take-back request lapsed: {reason}")
                    }
                };
                if Some(seat) == self.seat() && outcome != TakeBackOutcome::Accepted {
                    self.message = Some(text.clone());
                }
                self.note(text);
            }
            ToSeat::TimedOut { seat } => {
                let text = if Some(seat) == self.seat() {
                    "Your time ran out: the host's bot plays your turn".to_string()
                } else {
                    format!(
                        "{}'s time ran out: the host's bot plays the turn",
                        self.seat_name(seat)
                    )
                };
                if Some(seat) == self.seat() {
                    self.picker.clear();
                    self.confirming = None;
                    self.choosing = None;
                    self.message = Some(text.clone());
                }
                self.note(text);
            }
            // Pings are answered on the network thread.
            ToSeat::Ping { .. } => {}
        }
    }

    /// Drops the last `count` moves (and the notes under them) from the log.
    /// Drops the last `count` moves and the game's lines under them from the log; the table's
    /// own notes among them (the take-back asked and agreed) stay.
    fn drop_moves(&mut self, count: u32) {
        let mut left = count;
        let mut cut = self.log.len();
        while left > 0 && cut > 0 {
            cut -= 1;
            if !self.log[cut].note {
                left -= 1;
            }
        }
        let tail = self.log.split_off(cut);
        self.log.extend(tail.into_iter().filter(|l| l.table));
    }

    /// Whether the last move that a person made (bots' answers aside) was this player's, as
    /// far as the log since joining shows.
    fn last_move_is_mine(&self) -> bool {
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
    fn may_ask_take_back(&self) -> bool {
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
    fn can_act(&self) -> bool {
        self.connection == Connection::Connected && self.sent.is_none()
    }

    /// The legal actions the player may click now (none while not connected or waiting).
    fn actions(&self) -> Vec<game_sdk::wire::ActionInfo> {
        match &self.view {
            Some(v) if self.can_act() => v.actions.clone(),
            _ => Vec::new(),
        }
    }

    pub fn status_text(&self) -> String {
        match self.view.as_ref().map(|v| &v.status) {
            Some(Status::ToMove { seat, prompt }) => {
                let who = if Some(*seat) == self.seat() {
                    "You".to_string()
                } else {
                    self.seat_name(*seat)
                };
                let verb = if who == "You" { "are" } else { "is" };
                if prompt.is_empty() {
                    format!("{who} {verb} to move")
                } else {
                    format!("{who} {verb} to move — {prompt}")
                }
            }
            Some(Status::Over(o)) => {
                let result = o.winner.map_or("Draw".to_string(), |w| {
                    if Some(w) == self.seat() {
                        "You win".to_string()
                    } else {
                        format!("{} wins", self.seat_name(w))
                    }
                });
                format!("{result} — {}", o.reason)
            }
            None => "Waiting for the host's table…".into(),
        }
    }

    /// The other seats' names, for "ask … to let you take back".
    fn others(&self) -> String {
        let names: Vec<String> = (0..self.welcome.info.seats.len() as u8)
            .filter(|&s| Some(s) != self.seat())
            .map(|s| self.seat_name(s))
            .collect();
        names.join(" and ")
    }

    /// How a seat is played and whether its player is there, in words.
    fn seat_state(&self, seat: u8) -> String {
        let Some(state) = self.seats.get(seat as usize) else {
            return String::new();
        };
        if Some(seat) == self.seat() {
            return "you".into();
        }
        match (state.player, state.connected) {
            (Player::Host, _) => "at the host".into(),
            (Player::Bot, _) => "a bot".into(),
            (Player::Remote, true) => "connected".into(),
            (Player::Remote, false) => "not connected".into(),
        }
    }

    /// Draws the table and applies what the player did; what it asks of the app.
    pub fn ui(&mut self, ui: &mut egui::Ui) -> RemoteRequest {
        self.panels(ui);
        let ctx = ui.ctx().clone();
        self.apply_commands(&ctx)
    }

    fn send(&mut self, command: Command) {
        self.commands.push(command);
    }

    /// Sends what the player did in the bottom bar.
    fn send_picks(&mut self, picks: Vec<BarPick>) {
        for pick in picks {
            self.send(match pick {
                BarPick::Click(id) => Command::Click(id),
                BarPick::Play(text) => Command::Play(text),
                BarPick::LetGo => Command::LetGo,
            });
        }
    }

    fn apply_commands(&mut self, ctx: &egui::Context) -> RemoteRequest {
        let mut request = RemoteRequest::None;
        for command in std::mem::take(&mut self.commands) {
            if self.apply(command, ctx) == RemoteRequest::Left {
                request = RemoteRequest::Left;
            }
        }
        request
    }

    fn apply(&mut self, command: Command, ctx: &egui::Context) -> RemoteRequest {
        match command {
            Command::Click(id) => {
                let click = self.picker.click(&self.actions(), &id);
                self.follow(click);
            }
            Command::SecondaryClick(id, at) => {
                match self.picker.secondary_click(&self.actions(), &id) {
                    Click::Choose(options) => {
                        self.message = None;
                        self.choosing = Some((options, at));
                    }
                    click => self.follow(click),
                }
            }
            Command::Play(text) => self.play(&text),
            Command::Choose(text) => {
                self.choosing = None;
                self.picker.clear();
                self.play(&text);
            }
            Command::Answer(yes) => {
                if let Some(pending) = self.confirming.take()
                    && yes
                {
                    self.submit(&pending.action);
                }
            }
            Command::LetGo => {
                self.picker.clear();
                self.choosing = None;
                self.message = None;
            }
            Command::CloseMenu => self.choosing = None,
            Command::DismissMoment(id) => self.moments.dismiss(self.viewer(), &id),
            Command::DismissNotice => self.notice = None,
            Command::AskTakeBack => {
                if self.may_ask_take_back()
                    && let Some(link) = &self.link
                {
                    self.picker.clear();
                    self.message = None;
                    link.take_back();
                }
            }
            Command::AnswerTakeBack(accept) => {
                if let Some(link) = &self.link {
                    link.answer_take_back(accept);
                }
            }
            Command::Rejoin => self.rejoin(ctx),
            Command::Leave => {
                if let Some(link) = self.link.take() {
                    link.leave();
                }
                return RemoteRequest::Left;
            }
        }
        RemoteRequest::None
    }

    /// Dials the host again with the same ticket (the host kept the seat).
    pub fn rejoin(&mut self, ctx: &egui::Context) {
        if !matches!(self.connection, Connection::Lost(_)) {
            return;
        }
        let wake = ctx.clone();
        self.link = Some(Link::start(&self.dial, move || wake.request_repaint()));
        self.connection = Connection::Rejoining;
    }

    fn follow(&mut self, click: Click) {
        self.choosing = None;
        match click {
            Click::Apply(text) => self.play(&text),
            Click::Narrowed | Click::Cleared | Click::Choose(_) => self.message = None,
            Click::Refused => {
                self.message = Some(if !self.can_act() {
                    "Wait for the host's answer.".to_string()
                } else if self.actions().is_empty() {
                    "It is not your turn.".to_string()
                } else {
                    "That is not a legal choice now: click a highlighted element.".to_string()
                });
            }
        }
    }

    /// Plays an action the player chose, after their Yes where it asks a question.
    fn play(&mut self, text: &str) {
        let actions = self.actions();
        let Some(action) = actions.iter().find(|a| a.text == text) else {
            return;
        };
        if self.settings.confirm
            && let Some(view) = &self.view
            && let Some(question) = paint::confirm_question(&view.scene, action)
        {
            self.confirming = Some(Confirming {
                question,
                action: text.to_string(),
            });
            return;
        }
        self.submit(text);
    }

    /// Sends the action's text to the host.
    fn submit(&mut self, text: &str) {
        let path = self
            .actions()
            .iter()
            .find(|a| a.text == text)
            .map(|a| a.path.clone())
            .unwrap_or_default();
        self.picker.clear();
        match &self.link {
            Some(link) if link.act(text) => {
                self.message = None;
                self.sent = Some((text.to_string(), path));
            }
            _ => self.message = Some("Not connected to the host: the move was not sent.".into()),
        }
    }

    fn panels(&mut self, ui: &mut egui::Ui) {
        let overlay = self.overlays(ui.ctx());
        if !overlay && ui.input(|i| i.key_pressed(Key::Escape)) {
            self.send(Command::LetGo);
        }
        if !overlay && ui.input_mut(|i| i.consume_shortcut(&UNDO_SHORTCUT)) {
            self.send(Command::AskTakeBack);
        }
        if self.clock.is_some() {
            // The turn timer counts down on screen.
            ui.ctx().request_repaint_after(Duration::from_millis(250));
        }
        self.top_bar(ui);
        self.connection_bar(ui);
        self.log_panel(ui);
        self.bottom_bar(ui, overlay);
        egui::CentralPanel::default().show(ui, |ui| self.table_area(ui));
        self.choice_menu(ui.ctx());
    }

    /// The question or the moment due, if any; true while one is up.
    fn overlays(&mut self, ctx: &egui::Context) -> bool {
        if let Some(pending) = &self.confirming {
            if let Some(yes) = paint::show_confirm(ctx, pending) {
                self.send(Command::Answer(yes));
            }
            return true;
        }
        if let Some(ask) = self.take_back.clone()
            && Some(ask.to) == self.seat()
            && self.connection == Connection::Connected
        {
            self.take_back_question(ctx, &ask);
            return true;
        }
        let viewer = self.viewer();
        let due = self
            .view
            .as_ref()
            .and_then(|v| self.moments.due(&v.scene, viewer).cloned());
        if let Some(m) = due {
            if paint::show_moment(ctx, &m, &self.welcome.info.seats, viewer.seat()) {
                self.send(Command::DismissMoment(m.id.clone()));
            }
            return true;
        }
        false
    }

    /// The take-back request addressed to this player: Accept or Decline.
    fn take_back_question(&mut self, ctx: &egui::Context, ask: &TakeBackAsk) {
        let who = self.seat_name(ask.seat);
        let mut answer = None;
        egui::Modal::new(egui::Id::unique("remote-take-back")).show(ctx, |ui| {
            ui.set_max_width(460.0);
            ui.heading(format!("{who} asks to take back their last move"));
            ui.label(format!("The move: {}", ask.what));
            if ask.count > 1 {
                ui.label(format!("{} actions would be taken back.", ask.count));
            }
            ui.add_space(12.0);
            ui.horizontal(|ui| {
                if ui
                    .add_sized([140.0, 28.0], egui::Button::new("Accept"))
                    .clicked()
                {
                    answer = Some(true);
                }
                if ui
                    .add_sized([140.0, 28.0], egui::Button::new("Decline"))
                    .clicked()
                {
                    answer = Some(false);
                }
            });
        });
        if let Some(accept) = answer {
            self.send(Command::AnswerTakeBack(accept));
        }
    }

    fn top_bar(&mut self, ui: &mut egui::Ui) {
        egui::Panel::top("remote-top").show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                ui.heading(&self.welcome.info.name);
                ui.label(RichText::new(&self.welcome.ruleset).weak());
                ui.separator();
                ui.label(RichText::new("Online").strong());
                for seat in 0..self.welcome.info.seats.len() as u8 {
                    let name = self.seat_name(seat);
                    let style = crate::gui::style::seat_style(&name, seat as usize);
                    let (dot, _) =
                        ui.allocate_exact_size(egui::vec2(10.0, 10.0), egui::Sense::hover());
                    ui.painter().circle_filled(dot.center(), 4.5, style.fill);
                    ui.label(format!("{name}: {}", self.seat_state(seat)));
                }
                if self.seat().is_none() {
                    ui.label(RichText::new("(you are watching)").weak());
                }
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    let leave = if self.connection == Connection::Ended {
                        "Back to the games"
                    } else {
                        "Leave the match"
                    };
                    if ui
                        .button(leave)
                        .on_hover_text("The host keeps your seat: the ticket lets you back in")
                        .clicked()
                    {
                        self.send(Command::Leave);
                    }
                    if self.seat().is_some() && self.connection != Connection::Ended {
                        let others = self.others();
                        let button =
                            ui.add_enabled(self.may_ask_take_back(), egui::Button::new("Undo"));
                        let button = if self.take_back.is_some() {
                            button.on_disabled_hover_text("A take-back request is open")
                        } else if !self.last_move_is_mine() {
                            button.on_disabled_hover_text(
                                "Only your own last move can be taken back, before anyone else moves",
                            )
                        } else {
                            button.on_hover_text(format!(
                                "Ask {others} to let you take back your last move (Ctrl+Z)"
                            ))
                        };
                        if button.clicked() {
                            self.send(Command::AskTakeBack);
                        }
                    }
                });
            });
        });
    }

    /// The connection's state when it is not simply up, and the host's notices.
    fn connection_bar(&mut self, ui: &mut egui::Ui) {
        let lost = match &self.connection {
            Connection::Lost(reason) => Some(reason.clone()),
            _ => None,
        };
        let rejoining = self.connection == Connection::Rejoining;
        // A take-back under way that this player does not answer (their own, or others').
        let waiting_take_back = self
            .take_back
            .as_ref()
            .filter(|a| Some(a.to) != self.seat())
            .map(|a| {
                if Some(a.seat) == self.seat() {
                    format!(
                        "Waiting for {} to answer your take-back request",
                        self.seat_name(a.to)
                    )
                } else {
                    format!(
                        "{} asked {} to take back their last move",
                        self.seat_name(a.seat),
                        self.seat_name(a.to)
                    )
                }
            });
        if lost.is_none() && !rejoining && self.notice.is_none() && waiting_take_back.is_none() {
            return;
        }
        egui::Panel::top("remote-connection").show(ui, |ui| {
            ui.add_space(4.0);
            if let Some(reason) = lost {
                ui.horizontal_wrapped(|ui| {
                    ui.label(
                        RichText::new("Connection lost")
                            .strong()
                            .size(16.0)
                            .color(ui.visuals().warn_fg_color),
                    );
                    ui.label(format!("— {reason}"));
                    if ui
                        .button(RichText::new("Rejoin").size(16.0))
                        .on_hover_text(
                            "Connect again with the same ticket: the host kept your seat",
                        )
                        .clicked()
                    {
                        self.send(Command::Rejoin);
                    }
                });
            } else if rejoining {
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.label("Connecting to the host again…");
                });
            }
            if let Some(text) = waiting_take_back {
                ui.label(text);
            }
            if let Some(notice) = &self.notice {
                let mut dismiss = false;
                ui.horizontal_wrapped(|ui| {
                    ui.label(RichText::new("The host reloaded the rules").strong());
                    ui.label(notice);
                    dismiss = ui.button("OK").clicked();
                });
                if dismiss {
                    self.send(Command::DismissNotice);
                }
            }
            ui.add_space(4.0);
        });
    }

    fn log_panel(&mut self, ui: &mut egui::Ui) {
        let look = LogLook {
            id: "remote-log",
            seats: &self.welcome.info.seats,
            ringed: false,
        };
        let rows = self.log.iter().map(|line| {
            if line.table {
                LogRow::TableNote(&line.text)
            } else if line.note {
                LogRow::Note(&line.text)
            } else {
                LogRow::Move {
                    mover: line.mover,
                    text: &line.text,
                }
            }
        });
        log::draw_log_panel(ui, &look, self.view.as_ref(), rows);
    }

    fn bottom_bar(&mut self, ui: &mut egui::Ui, overlay: bool) {
        let Some(view) = self.view.clone() else {
            return;
        };
        let actions = self.actions();
        egui::Panel::bottom("remote-bottom").show(ui, |ui| {
            ui.add_space(4.0);
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new(self.status_text()).strong().size(16.0));
                let mover = view.status.to_move();
                if let Some(m) = mover
                    && Some(m) != self.seat()
                    && self.connection == Connection::Connected
                {
                    // No spinner: a turn may take minutes, and a spinner repaints every frame.
                    let away = self
                        .seats
                        .get(m as usize)
                        .is_some_and(|s| s.player == Player::Remote && !s.connected);
                    let who = self.seat_name(m);
                    ui.label(if away {
                        format!("Waiting for {who} (not connected: the match waits for them)")
                    } else {
                        format!("Waiting for {who}")
                    });
                }
                if self.sent.is_some() {
                    ui.spinner();
                    ui.label("Sent to the host…");
                }
                if let Some((seat, left)) = self.time_left() {
                    let secs = left.as_secs();
                    let who = if Some(seat) == self.seat() {
                        "You have".to_string()
                    } else {
                        format!("{} has", self.seat_name(seat))
                    };
                    let text = RichText::new(format!(
                        "Turn timer: {who} {}:{:02} left",
                        secs / 60,
                        secs % 60
                    ))
                    .strong();
                    ui.label(if secs < 10 {
                        text.color(ui.visuals().warn_fg_color)
                    } else {
                        text
                    });
                }
            });
            ui.horizontal_wrapped(|ui| {
                let picks = selection::control_buttons(ui, &view.scene, &self.picker, &actions);
                self.send_picks(picks);
                let picks = selection::confirm_buttons(ui, &self.picker, &actions, true, overlay);
                self.send_picks(picks);
            });
            selection::selection_line(ui, self.message.as_ref(), &self.picker, &actions);
            ui.add_space(4.0);
        });
    }

    fn table_area(&mut self, ui: &mut egui::Ui) {
        let Some(view) = self.view.clone() else {
            ui.vertical_centered(|ui| {
                ui.add_space(ui.available_height() * 0.3);
                ui.spinner();
                ui.label("Waiting for the host's table…");
            });
            return;
        };
        let actions = self.actions();
        let marks = selection::scene_marks(
            ui.ctx(),
            &view.scene,
            &self.welcome.info.seats,
            &self.picker,
            &actions,
            self.settings.animations,
        );
        let idle = self.message.is_none() && self.picker.selected.is_empty();
        match selection::draw_scene(ui, &view.scene, &marks, self.seat(), idle) {
            Some(ScenePick::Click(id)) => self.send(Command::Click(id)),
            Some(ScenePick::SecondaryClick(id, at)) => self.send(Command::SecondaryClick(id, at)),
            None => {}
        }
    }

    /// The menu a right click opens where several longer actions go on.
    fn choice_menu(&mut self, ctx: &egui::Context) {
        let Some((options, at)) = &self.choosing else {
            return;
        };
        match selection::choice_menu(ctx, "remote-choice-menu", options, *at) {
            Some(MenuPick::Choose(text)) => self.send(Command::Choose(text)),
            Some(MenuPick::Close) => self.send(Command::CloseMenu),
            None => {}
        }
    }
}

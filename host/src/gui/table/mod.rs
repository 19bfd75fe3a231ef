//! The table: one renderer for every game, driven only by the plugin's scene and actions.
//!
//! Two parts: the [`Controller`] holds the match (session, hand-over, undo, autosave, bots,
//! reloads) and draws nothing; the panels here read it and the selection, and say what the
//! player did as [`Command`]s, which [`TableScreen::ui`] applies once, after the frame is drawn.

mod anim;
mod badges;
pub mod banner;
mod board;
mod board_edges;
mod card_motion;
mod command;
mod confirm;
pub mod console;
pub mod controller;
mod dice;
pub mod hand_over;
#[cfg(test)]
mod i18n_tests;
mod layout;
mod legend;
pub mod log;
mod marks;
mod moment;
#[cfg(feature = "online")]
mod online_panel;
pub mod paint;
pub mod pick_flow;
pub mod picker;
pub mod placements;
pub mod pointer;
pub mod rules;
mod score;
pub mod selection;
mod sequence_bar;
pub mod sequences;
mod zones;

use crate::gui::toasts::Toasts;
use crate::match_driver::undo::Undo;
use crate::tr;
use egui::{Align, Key, Layout, RichText};
use picker::Picker;
use selection::Pick;
use std::path::PathBuf;

pub use crate::match_driver::Thinking;
pub use crate::seats::SeatKind;
pub use command::Command;
pub use controller::{Controller, OnlineOptions, TakeBackOffer};

use pick_flow::UNDO_SHORTCUT;

/// The player's settings the table follows (kept by the app with its preferences).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TableSettings {
    /// Ask before actions that give something up (a control with a question).
    pub confirm: bool,
    /// Short animations of moves and card plays.
    pub animations: bool,
    /// Where the rules console sits; its dock button changes it, and the app keeps that.
    pub console_dock: console::ConsoleDock,
    /// A Hint button in matches against bots (off unless the player turns it on).
    pub hints: bool,
}

impl Default for TableSettings {
    fn default() -> TableSettings {
        TableSettings {
            confirm: true,
            animations: true,
            console_dock: console::ConsoleDock::default(),
            hints: false,
        }
    }
}

/// What the table asks of the app after a frame.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TableRequest {
    None,
    Home,
    PlayAgain,
    /// The review of the finished match.
    Review,
}

/// A match on the app's screen: its controller and what the panels show of it (named apart from
/// `net::protocol::Table`, one viewer's table as it crosses the network).
#[derive(Debug)]
pub struct TableScreen {
    /// The match itself; everything below is what the panels show of it.
    pub controller: Controller,
    pub ruleset_name: String,
    pub picker: Picker,
    pub show_rules: bool,
    /// The content root the match's rules page is read from (`None`: found as the app would).
    pub content_root: Option<PathBuf>,
    /// The player's settings, set by the app before each frame.
    pub settings: TableSettings,
    /// An action waiting for the player's Yes.
    pub confirming: Option<confirm::Pending>,
    /// The actions offered by a right click where several go on, and where the menu is.
    pub choosing: Option<(Vec<String>, egui::Pos2)>,
    /// The app's data directory (saved sequences live there); `None`: none can be saved.
    pub data_root: Option<PathBuf>,
    /// The save/replay of the viewer's sequence in a phase the plugin names.
    pub sequence: sequence_bar::SequenceBar,
    /// When the hand-over screen on display appeared (its buttons wait a moment).
    hand_over: hand_over::Appearance,
    /// The controller's revision the selection and questions were made for.
    seen_revision: u64,
    /// What the player did this frame, applied once the frame is drawn.
    commands: Vec<Command>,
    /// The hint on display, until the position changes.
    pub hint: Option<crate::match_driver::hints::Hint>,
    /// The seat whose zones the table puts at the bottom edge: the viewer's, kept when the
    /// view has no seat (the finished match's), so the last player's hand stays where it was.
    bottom_seat: Option<u8>,
    /// A hosted match: the invite the host asked to replace, waiting for Replace or Cancel
    /// (`Some(None)`: the spectators').
    #[cfg(feature = "online")]
    replacing_invite: Option<Option<u8>>,
}

impl TableScreen {
    /// A table for a match, shown behind the hand-over screen when it keeps secrets between
    /// humans (see [`Controller::new`]).
    pub fn new(
        session: crate::session::Session,
        ruleset_name: String,
        seating: crate::seats::Seating,
    ) -> TableScreen {
        let mut controller = Controller::new(session, seating);
        controller.ruleset_name = Some(ruleset_name.clone());
        TableScreen {
            seen_revision: controller.revision(),
            controller,
            ruleset_name,
            picker: Picker::default(),
            show_rules: false,
            content_root: None,
            settings: TableSettings::default(),
            confirming: None,
            choosing: None,
            #[cfg(feature = "online")]
            replacing_invite: None,
            data_root: None,
            sequence: sequence_bar::SequenceBar::default(),
            hand_over: hand_over::Appearance::default(),
            commands: Vec::new(),
            hint: None,
            bottom_seat: None,
        }
    }

    /// Hides the table behind the hand-over screen again when it keeps secrets between the
    /// humans at the device: whoever comes back to it (from Home, another screen) may be any of
    /// them. What was selected for the table is let go of with it.
    pub fn hand_over_again(&mut self) {
        if !self.controller.keeps_secrets() {
            return;
        }
        self.controller.hand_over_again();
        self.picker.clear();
        self.confirming = None;
        self.choosing = None;
    }

    /// Whether the match is over (its result is on the table).
    pub fn is_over(&self) -> bool {
        self.controller
            .view
            .as_ref()
            .is_some_and(|v| v.status.is_over())
    }

    /// Lets go of the selection, a question and a menu made for a position that is gone (the
    /// controller moved on: a move, a bot's answer, an undo, a reload).
    fn follow_controller(&mut self) {
        if self.seen_revision != self.controller.revision() {
            self.seen_revision = self.controller.revision();
            self.hint = None;
            self.picker.clear();
            self.confirming = None;
            self.choosing = None;
        }
    }

    /// Records what the player did; applied after the frame (see [`TableScreen::apply_commands`]).
    fn send(&mut self, command: Command) {
        self.commands.push(command);
    }

    /// Sends what the player did in the bottom bar.
    fn send_picks(&mut self, picks: Vec<Pick>) {
        self.commands.extend(picks.into_iter().map(Command::Pick));
    }

    /// Applies the frame's commands in the order they were given.
    pub fn apply_commands(&mut self, toasts: &mut Toasts) -> TableRequest {
        let mut request = TableRequest::None;
        for command in std::mem::take(&mut self.commands) {
            if let Some(r) = self.apply_command(command, toasts) {
                request = r;
            }
        }
        self.follow_controller();
        request
    }

    /// Applies one command at once (tests, and the frame's list); what it asks of the app.
    pub fn apply_command(&mut self, command: Command, toasts: &mut Toasts) -> Option<TableRequest> {
        match command {
            Command::Pick(pick) => self.pick(pick, toasts),
            Command::DismissMoment(viewer, id) => self.controller.moments.dismiss(viewer, &id),
            Command::Undo => self.controller.undo(toasts),
            Command::Reveal => self.controller.reveal(),
            Command::AskTakeBack(seat) => self.controller.ask_take_back(seat),
            Command::AnswerTakeBack(agree) => self.controller.answer_take_back(agree, toasts),
            Command::PauseBots(pause) => {
                if pause {
                    self.controller.cancel_bot();
                } else {
                    self.controller.paused = false;
                }
            }
            Command::SaveSequence { name, seat, key } => {
                self.save_sequence(&name, seat, &key, toasts)
            }
            Command::PlaySequence {
                name,
                seat,
                key,
                from,
            } => self.play_sequence(&name, seat, &key, from, toasts),
            Command::Hint => match self.controller.hint() {
                Ok(hint) => {
                    let said = if hint.sentence.is_empty() {
                        hint.action.clone()
                    } else {
                        hint.sentence.clone()
                    };
                    self.controller.message = Some(tr!("table-hint-message", hint = said));
                    self.hint = Some(hint);
                }
                Err(e) => toasts.error(e),
            },
            Command::ConsoleEval(code) => self.controller.console_eval(&code),
            Command::AuthorMode => self.controller.author_mode(),
            #[cfg(feature = "online")]
            Command::StartClocks => self.controller.start_clocks(),
            #[cfg(feature = "online")]
            Command::NewInvite(seat) => {
                self.replacing_invite = None;
                self.controller.new_invite(seat)
            }
            Command::Request(r) => return Some(r),
        }
        self.follow_controller();
        None
    }

    /// Handles a click on a scene element.
    pub fn click(&mut self, id: &str, toasts: &mut Toasts) {
        self.pick(Pick::Click(id.to_string()), toasts);
    }

    /// Handles a right click on a scene element at `at`: the longer of two actions ending and
    /// going on there, or a menu of the longer ones (see [`Picker::secondary_click`]).
    pub fn secondary_click(&mut self, id: &str, at: egui::Pos2, toasts: &mut Toasts) {
        self.pick(Pick::SecondaryClick(id.to_string(), at), toasts);
    }

    /// Plays an action the player chose: after their Yes where one of its controls asks a
    /// question (and the setting allows asking), keeping its first element selected when it
    /// can go on (painting).
    pub fn play(&mut self, text: &str, toasts: &mut Toasts) {
        self.pick(Pick::Play(text.to_string()), toasts);
    }

    /// Follows one pick through the tables' one path ([`pick_flow`]) and applies what the
    /// player chose to the match.
    fn pick(&mut self, pick: Pick, toasts: &mut Toasts) {
        let view = self.controller.view.as_ref();
        let actions = view.map_or(&[][..], |v| v.actions.as_slice());
        let mut state = pick_flow::PickState {
            picker: &mut self.picker,
            confirming: &mut self.confirming,
            choosing: &mut self.choosing,
        };
        let step = state.pick(pick, actions, view.map(|v| &v.scene), self.settings.confirm);
        let has_actions = !actions.is_empty();
        match step {
            pick_flow::Step::Submit(text) => self.apply_chosen(&text, toasts),
            pick_flow::Step::Refused => {
                self.controller.message = Some(pick_flow::refusal(true, has_actions));
            }
            pick_flow::Step::ClearMessage => self.controller.message = None,
            pick_flow::Step::Nothing => {}
        }
    }

    /// Applies an action the player chose (and confirmed), keeping its first element selected
    /// when the same player can go on from it.
    fn apply_chosen(&mut self, text: &str, toasts: &mut Toasts) {
        let Some(view) = &self.controller.view else {
            return;
        };
        let path = view
            .actions
            .iter()
            .find(|a| a.text == text)
            .map(|a| a.path.clone())
            .unwrap_or_default();
        let mover = view.status.to_move();
        self.controller.apply(text, toasts);
        self.follow_controller();
        if self.controller.waiting_for.is_none()
            && let Some(view) = &self.controller.view
            && view.status.to_move() == mover
        {
            self.picker.keep_after(&path, view);
        }
    }

    /// Takes a reload event about this table's ruleset (see [`Controller::reloaded`]).
    pub fn reloaded(&mut self, event: &crate::reload::ReloadEvent, toasts: &mut Toasts) {
        self.controller.reloaded(event, toasts);
        self.follow_controller();
    }

    /// Drives the bots (from the app's `logic`, not while drawing); asks for a repaint when
    /// there is something to look at again.
    pub fn drive_bots(&mut self, ctx: &egui::Context, toasts: &mut Toasts) {
        self.drive_online(ctx, toasts);
        let repaint = ctx.clone();
        if let Some(after) = self
            .controller
            .drive_bots(move || repaint.request_repaint(), toasts)
        {
            ctx.request_repaint_after(after);
        }
        self.follow_controller();
    }

    /// A parked table (another screen is up): a match hosted online goes on for its remote
    /// players (their moves, the bots' answers, the turn timer); a local match waits.
    pub fn drive_parked(&mut self, ctx: &egui::Context, toasts: &mut Toasts) {
        if self.controller.seating.has_remote() {
            self.drive_bots(ctx, toasts);
        }
    }

    /// The online side of a hosted match (see [`Controller::drive_online`]); nothing without
    /// online play.
    fn drive_online(&mut self, ctx: &egui::Context, toasts: &mut Toasts) {
        #[cfg(not(feature = "online"))]
        let _ = (ctx, toasts);
        #[cfg(feature = "online")]
        self.drive_online_now(ctx, toasts);
    }

    #[cfg(feature = "online")]
    fn drive_online_now(&mut self, ctx: &egui::Context, toasts: &mut Toasts) {
        let repaint = ctx.clone();
        let wake: crate::net::service::Wake =
            std::sync::Arc::new(move || repaint.request_repaint());
        if let Some(after) = self.controller.drive_online(wake, toasts) {
            ctx.request_repaint_after(after);
        }
        self.follow_controller();
    }

    fn bot_controls(&mut self, ui: &mut egui::Ui) {
        if !self.controller.seating.seats.iter().any(|s| s.is_bot()) {
            return;
        }
        ui.separator();
        let paused = self.controller.paused;
        let label = if paused {
            tr!("table-resume-bots")
        } else {
            tr!("table-pause-bots")
        };
        if ui.button(label).clicked() {
            self.send(Command::PauseBots(!paused));
        }
        // The delay is a setting of the panel, read by the controller when a bot is due.
        ui.add(
            egui::Slider::new(&mut self.controller.bot_delay_ms, 0..=3_000)
                .text(tr!("table-bot-delay"))
                .clamping(egui::SliderClamping::Always),
        );
    }

    /// Draws the table and then applies what the player did in it; what it asks of the app.
    pub fn ui(&mut self, ui: &mut egui::Ui, toasts: &mut Toasts) -> TableRequest {
        self.draw(ui);
        self.apply_commands(toasts)
    }

    /// Draws the table, recording what the player did in it for [`TableScreen::apply_commands`]
    /// (which the app runs off the UI thread: it calls into the rules).
    pub fn draw(&mut self, ui: &mut egui::Ui) {
        self.follow_controller();
        // Everything drawn names the match's game: its seats and texts in the player's language.
        let _game = crate::i18n::game::Scope::enter(&self.controller.info.id);
        self.panels(ui);
    }

    /// Whether the player did something this frame that [`TableScreen::apply_commands`] must apply.
    pub fn has_commands(&self) -> bool {
        !self.commands.is_empty()
    }

    /// Draws every panel of the table, recording the player's commands.
    fn panels(&mut self, ui: &mut egui::Ui) {
        // A question or a moment on top takes the keys (Enter, Esc) and the clicks. Never over
        // the hand-over screen: a moment waits until its viewer has taken the device.
        let overlay = self.controller.waiting_for.is_none() && self.overlays(ui.ctx());
        if !overlay && !selection::typing(ui.ctx()) {
            if ui.input(|i| i.key_pressed(Key::Escape)) {
                self.send(Command::Pick(Pick::LetGo));
            }
            if ui.input_mut(|i| i.consume_shortcut(&UNDO_SHORTCUT)) {
                self.send(Command::Undo);
            }
        }
        egui::Panel::top("table-top").show(ui, |ui| {
            ui.horizontal(|ui| {
                ui.heading(&self.controller.info.name);
                // The ruleset's name in the player's language where the ruleset translates it.
                let name = {
                    let _game = crate::i18n::game::Scope::enter(&self.controller.info.id);
                    crate::i18n::game::shown(&self.ruleset_name).into_owned()
                };
                ui.label(RichText::new(name).weak());
                self.bot_controls(ui);
                ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                    ui.toggle_value(&mut self.show_rules, tr!("table-rules"));
                    ui.toggle_value(&mut self.controller.console.open, tr!("table-console"))
                        .on_hover_text(tr!("table-console-hover"));
                    let rule = self.controller.undo_rule();
                    let button =
                        ui.add_enabled(rule.allowed(), egui::Button::new(tr!("table-undo")));
                    let button = match &rule {
                        Undo::Refused(why) => button.on_disabled_hover_text(why),
                        Undo::Take(_) if self.controller.online.is_some() => {
                            button.on_hover_text(tr!("table-undo-ask-hover"))
                        }
                        Undo::Take(_) => button.on_hover_text(tr!("table-undo-hover")),
                    };
                    if button.clicked() {
                        self.send(Command::Undo);
                    }
                });
            });
        });
        // Before the hand-over screen too: the next player must read it before taking the device.
        self.author_mode_banner(ui);
        if let Some(seat) = self.controller.waiting_for {
            self.hand_over_screen(ui, seat);
            return;
        }
        #[cfg(feature = "online")]
        self.online_panel(ui);
        self.log_panel(ui);
        if self.show_rules {
            self.rules_panel(ui);
        }
        self.bottom_bar(ui, overlay);
        if self.controller.console.open {
            self.console_panel(ui);
        }
        egui::CentralPanel::default().show(ui, |ui| self.table_area(ui));
        self.choice_menu(ui.ctx());
    }

    /// Shows the question or the moment due, if any; true while one is up.
    fn overlays(&mut self, ctx: &egui::Context) -> bool {
        if let Some(pending) = &self.confirming {
            if let Some(yes) = confirm::show(ctx, pending) {
                self.send(Command::Pick(Pick::Answer(yes)));
            }
            return true;
        }
        let viewer = self.controller.viewer();
        // The driver keeps each moment until every seat that should see it has.
        let due = self.controller.moments.due(viewer).cloned();
        if let Some(m) = due {
            // Kept as the plugin wrote it (a moment waits for every seat): shown in the
            // player's language now.
            let shown = crate::i18n::game::localize(&self.controller.info.id, &m).unwrap_or(m);
            let m = shown;
            if moment::show(ctx, &m, &self.controller.info.seats, viewer.seat()) {
                self.send(Command::DismissMoment(viewer, m.id.clone()));
            }
            return true;
        }
        false
    }

    /// The menu a right click opens where several longer actions go on: one button each, at
    /// the pointer; a click elsewhere or Esc closes it.
    fn choice_menu(&mut self, ctx: &egui::Context) {
        let Some((options, at)) = &self.choosing else {
            return;
        };
        if let Some(pick) = selection::choice_menu(ctx, "table-choice-menu", options, *at) {
            self.send(Command::Pick(pick));
        }
    }

    fn bottom_bar(&mut self, ui: &mut egui::Ui, overlay: bool) {
        let Some(view) = self.controller.view.clone() else {
            return;
        };
        egui::Panel::bottom("table-bottom").show(ui, |ui| {
            ui.add_space(4.0);
            ui.horizontal_wrapped(|ui| {
                ui.label(
                    RichText::new(self.controller.status_text())
                        .strong()
                        .size(16.0),
                );
                if let Some(t) = &self.controller.thinking {
                    ui.spinner();
                    ui.label(tr!(
                        "table-bot-thinking",
                        seat = self.controller.seat_name(t.seat),
                        seconds = format!("{:.1}", t.started.elapsed().as_secs_f32())
                    ));
                    if ui.button(tr!("table-bot-cancel")).clicked() {
                        self.send(Command::PauseBots(true));
                    }
                } else if let Some(seat) = self.controller.remote_to_move() {
                    ui.spinner();
                    ui.label(tr!(
                        "table-waiting-remote",
                        seat = self.controller.seat_name(seat)
                    ));
                } else if self.controller.paused && self.controller.bot_to_move().is_some() {
                    ui.label(RichText::new(tr!("table-bots-paused")).weak());
                }
                #[cfg(feature = "online")]
                if let Some(clock) = self.controller.clock() {
                    ui.label(
                        RichText::new(tr!(
                            "table-clock-left",
                            seconds = clock.remaining_ms.div_ceil(1000)
                        ))
                        .monospace(),
                    );
                }
                if self.settings.hints
                    && self.controller.hint_allowed()
                    && ui
                        .button(tr!("table-hint"))
                        .on_hover_text(tr!("table-hint-hover"))
                        .clicked()
                {
                    self.send(Command::Hint);
                }
                if view.status.is_over() {
                    if ui.button(tr!("table-play-again")).clicked() {
                        self.send(Command::Request(TableRequest::PlayAgain));
                    }
                    if crate::gui::review::local_judges(&self.controller.seating.seats).is_some()
                        && ui
                            .button(tr!("table-review"))
                            .on_hover_text(tr!("table-review-hover"))
                            .clicked()
                    {
                        self.send(Command::Request(TableRequest::Review));
                    }
                    if ui.button(tr!("table-back-home")).clicked() {
                        self.send(Command::Request(TableRequest::Home));
                    }
                }
            });
            ui.horizontal_wrapped(|ui| {
                let picks =
                    selection::control_buttons(ui, &view.scene, &self.picker, &view.actions);
                self.send_picks(picks);
                self.sequence_controls(ui, &view);
                // Enter plays the only legal action, unless the device is to change hands.
                let only_is_primary = self.controller.waiting_for.is_none();
                let picks = selection::confirm_buttons(
                    ui,
                    &self.picker,
                    &view.actions,
                    only_is_primary,
                    overlay,
                );
                self.send_picks(picks);
            });
            let message = self.controller.message.as_ref();
            selection::selection_line(ui, message, &self.picker, &view.actions);
            ui.add_space(4.0);
        });
    }

    fn table_area(&mut self, ui: &mut egui::Ui) {
        let Some(view) = self.controller.view.clone() else {
            ui.label(tr!("table-no-answer"));
            return;
        };
        // What a click and a right click play where they differ, for the elements' hover text.
        let marks = selection::scene_marks(
            ui.ctx(),
            &view.scene,
            &self.controller.info.seats,
            &self.picker,
            &view.actions,
            self.settings.animations,
        );
        let mut marks = marks;
        // The hint's clicks stand out until the player picks something themselves.
        if let Some(hint) = &self.hint
            && self.picker.selected.is_empty()
            && hint.at_move == self.controller.session.actions().len()
        {
            marks.selected = hint.path.clone();
        }
        let idle = self.controller.message.is_none() && self.picker.selected.is_empty();
        self.bottom_seat = self.controller.viewer().seat().or(self.bottom_seat);
        let viewer = self.bottom_seat;
        if let Some(pick) = selection::draw_scene(ui, &view.scene, &marks, viewer, idle) {
            self.send(Command::Pick(pick));
        }
    }
}

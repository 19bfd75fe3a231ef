//! What the player does at the remote table: the panels report it as [`Command`]s, applied once
//! after the frame is drawn; a click goes through the [`Picker`](crate::gui::table::picker::Picker) and a complete action's text
//! goes to the host (after the player's Yes where it asks a question).

use super::Link;
use super::table::{Connection, RemoteRequest, RemoteTable};
use crate::gui::table::paint::{self, Confirming};
use crate::gui::table::picker::Click;
use crate::gui::table::selection::Pick;

/// What the player did in a frame, applied after drawing it.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Command {
    /// A click, a right click, a Confirm, the menu, Yes / No, Esc (as at the local table).
    Pick(Pick),
    DismissMoment(String),
    DismissNotice,
    AskTakeBack,
    AnswerTakeBack(bool),
    Rejoin,
    Leave,
}

impl RemoteTable {
    pub(super) fn send(&mut self, command: Command) {
        self.commands.push(command);
    }

    /// Sends what the player did in the bottom bar.
    pub(super) fn send_picks(&mut self, picks: Vec<Pick>) {
        self.commands.extend(picks.into_iter().map(Command::Pick));
    }

    pub(super) fn apply_commands(&mut self, ctx: &egui::Context) -> RemoteRequest {
        let mut request = RemoteRequest::None;
        for command in std::mem::take(&mut self.commands) {
            if self.apply(command, ctx) == RemoteRequest::Left {
                request = RemoteRequest::Left;
            }
        }
        request
    }

    pub(super) fn apply(&mut self, command: Command, ctx: &egui::Context) -> RemoteRequest {
        match command {
            Command::Pick(Pick::Click(id)) => {
                let click = self.picker.click(&self.actions(), &id);
                self.follow(click);
            }
            Command::Pick(Pick::SecondaryClick(id, at)) => {
                match self.picker.secondary_click(&self.actions(), &id) {
                    Click::Choose(options) => {
                        self.message = None;
                        self.choosing = Some((options, at));
                    }
                    click => self.follow(click),
                }
            }
            Command::Pick(Pick::Play(text)) => self.play(&text),
            Command::Pick(Pick::Choose(text)) => {
                self.choosing = None;
                self.picker.clear();
                self.play(&text);
            }
            Command::Pick(Pick::Answer(yes)) => {
                if let Some(pending) = self.confirming.take()
                    && yes
                {
                    self.submit(&pending.action);
                }
            }
            Command::Pick(Pick::LetGo) => {
                self.picker.clear();
                self.choosing = None;
                self.message = None;
            }
            Command::Pick(Pick::CloseMenu) => self.choosing = None,
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

    pub(super) fn follow(&mut self, click: Click) {
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
    pub(super) fn play(&mut self, text: &str) {
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
    pub(super) fn submit(&mut self, text: &str) {
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
}

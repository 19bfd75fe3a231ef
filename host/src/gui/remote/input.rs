//! What the player does at the remote table: the panels report it as [`Command`]s, applied once
//! after the frame is drawn; a click goes through the [`Picker`](crate::gui::table::picker::Picker) and a complete action's text
//! goes to the host (after the player's Yes where it asks a question).

use super::Link;
use super::table::{Connection, RemoteRequest, RemoteTable};
use crate::gui::table::pick_flow;
use crate::gui::table::selection::Pick;
use crate::tr;

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
    /// While dialing again by itself after a loss: dial now.
    DialNow,
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
            Command::Pick(pick) => self.pick(pick),
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
            Command::DialNow => {
                if let Some(link) = &self.link {
                    link.dial_now();
                }
            }
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

    /// Follows one pick through the tables' one path ([`pick_flow`]); what the player chose
    /// goes to the host.
    pub(super) fn pick(&mut self, pick: Pick) {
        let actions = self.actions();
        let can_act = self.can_act();
        let mut state = pick_flow::PickState {
            picker: &mut self.picker,
            confirming: &mut self.confirming,
            choosing: &mut self.choosing,
        };
        let scene = self.view.as_ref().map(|v| &v.scene);
        match state.pick(pick, &actions, scene, self.settings.confirm) {
            pick_flow::Step::Submit(text) => self.submit(&text),
            pick_flow::Step::Refused => {
                self.message = Some(pick_flow::refusal(can_act, !actions.is_empty()));
            }
            pick_flow::Step::ClearMessage => self.message = None,
            pick_flow::Step::Nothing => {}
        }
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
            _ => self.message = Some(tr!("remote-not-connected")),
        }
    }
}

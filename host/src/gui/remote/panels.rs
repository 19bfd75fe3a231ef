//! The remote table's panels: the question or moment on top, the take-back request to answer,
//! the top bar (the seats, Leave, Undo), the connection's state, the move log, the bottom bar
//! (the status, the turn timer, the controls and Confirm buttons), the scene and the right-click
//! menu. Drawing changes nothing: what the player does is sent as a [`Command`].

use super::input::Command;
use super::table::{Connection, RemoteTable, TakeBackAsk};
use crate::gui::table::log::{self, LogLook, LogRow};
use crate::gui::table::paint;
use crate::gui::table::selection::{self, Pick};
use crate::net::protocol::Player;
use crate::tr;
use egui::RichText;

impl RemoteTable {
    /// The question or the moment due, if any; true while one is up.
    pub(super) fn overlays(&mut self, ctx: &egui::Context) -> bool {
        if let Some(pending) = &self.confirming {
            if let Some(yes) = paint::show_confirm(ctx, pending) {
                self.send(Command::Pick(Pick::Answer(yes)));
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
    pub(super) fn take_back_question(&mut self, ctx: &egui::Context, ask: &TakeBackAsk) {
        let who = self.seat_name(ask.seat);
        let mut answer = None;
        egui::Modal::new(egui::Id::unique("remote-take-back")).show(ctx, |ui| {
            ui.set_max_width(460.0);
            ui.heading(tr!("remote-take-back-heading", seat = &who));
            ui.label(tr!("remote-take-back-move", move = &ask.what));
            if ask.count > 1 {
                ui.label(tr!("remote-take-back-count", count = ask.count));
            }
            ui.add_space(12.0);
            ui.horizontal(|ui| {
                if ui
                    .add_sized([140.0, 28.0], egui::Button::new(tr!("remote-accept")))
                    .clicked()
                {
                    answer = Some(true);
                }
                if ui
                    .add_sized([140.0, 28.0], egui::Button::new(tr!("remote-decline")))
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

    /// The author-mode banner, as on the host's own table.
    pub(super) fn author_mode_banner(&self, ui: &mut egui::Ui) {
        let Some(at) = self.author_mode else {
            return;
        };
        egui::Panel::top("remote-author-mode").show(ui, |ui| {
            ui.label(
                RichText::new(tr!("remote-author-mode", move = at))
                    .color(ui.visuals().warn_fg_color)
                    .strong(),
            );
        });
    }

    pub(super) fn top_bar(&mut self, ui: &mut egui::Ui) {
        egui::Panel::top("remote-top").show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                ui.heading(&self.welcome.info.name);
                ui.label(RichText::new(&self.welcome.ruleset).weak());
                ui.separator();
                ui.label(RichText::new(tr!("remote-online")).strong());
                for seat in 0..self.welcome.info.seats.len() as u8 {
                    let style =
                        crate::gui::style::seat_style_at(&self.welcome.info.seats, seat as usize);
                    let (dot, _) =
                        ui.allocate_exact_size(egui::vec2(10.0, 10.0), egui::Sense::hover());
                    ui.painter().circle_filled(dot.center(), 4.5, style.fill);
                    ui.label(self.seat_state(seat));
                }
                if self.seat().is_none() {
                    ui.label(RichText::new(tr!("remote-watching")).weak());
                }
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    let leave = if self.connection == Connection::Ended {
                        tr!("remote-back-to-games")
                    } else {
                        tr!("remote-leave")
                    };
                    if ui
                        .button(leave)
                        .on_hover_text(tr!("remote-leave-hover"))
                        .clicked()
                    {
                        self.send(Command::Leave);
                    }
                    if self.seat().is_some() && self.connection != Connection::Ended {
                        let others = self.others();
                        let button = ui.add_enabled(
                            self.may_ask_take_back(),
                            egui::Button::new(tr!("remote-undo")),
                        );
                        let button = if self.take_back.is_some() {
                            button.on_disabled_hover_text(tr!("remote-undo-open"))
                        } else if !self.last_move_is_mine() {
                            button.on_disabled_hover_text(tr!("remote-undo-not-yours"))
                        } else {
                            button.on_hover_text(tr!("remote-undo-hover", others = others))
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
    pub(super) fn connection_bar(&mut self, ui: &mut egui::Ui) {
        let lost = match &self.connection {
            Connection::Lost(reason) => Some(reason.clone()),
            _ => None,
        };
        let rejoining = self.connection == Connection::Rejoining;
        let redialing = match &self.connection {
            Connection::Redialing { reason, at } => Some((
                reason.clone(),
                at.saturating_duration_since(std::time::Instant::now()),
            )),
            _ => None,
        };
        // A take-back under way that this player does not answer (their own, or others').
        let waiting_take_back = self
            .take_back
            .as_ref()
            .filter(|a| Some(a.to) != self.seat())
            .map(|a| {
                if Some(a.seat) == self.seat() {
                    tr!("remote-take-back-waiting", to = self.seat_name(a.to))
                } else {
                    tr!(
                        "remote-take-back-asked",
                        seat = self.seat_name(a.seat),
                        to = self.seat_name(a.to)
                    )
                }
            });
        if lost.is_none()
            && !rejoining
            && redialing.is_none()
            && self.notice.is_none()
            && waiting_take_back.is_none()
        {
            return;
        }
        egui::Panel::top("remote-connection").show(ui, |ui| {
            ui.add_space(4.0);
            if let Some(reason) = lost {
                ui.horizontal_wrapped(|ui| {
                    ui.label(
                        RichText::new(tr!("remote-connection-lost"))
                            .strong()
                            .size(16.0)
                            .color(ui.visuals().warn_fg_color),
                    );
                    ui.label(format!("— {}", crate::text::safe::line(&reason)));
                    if ui
                        .button(RichText::new(tr!("remote-rejoin")).size(16.0))
                        .on_hover_text(tr!("remote-rejoin-hover"))
                        .clicked()
                    {
                        self.send(Command::Rejoin);
                    }
                });
            } else if let Some((reason, left)) = redialing {
                ui.horizontal_wrapped(|ui| {
                    ui.label(
                        RichText::new(tr!("remote-connection-lost"))
                            .strong()
                            .size(16.0)
                            .color(ui.visuals().warn_fg_color),
                    );
                    ui.label(format!("— {}", crate::text::safe::line(&reason)));
                    if left.is_zero() {
                        ui.spinner();
                        ui.label(tr!("remote-reconnecting"));
                    } else {
                        ui.label(tr!("remote-reconnect-in", seconds = left.as_secs() + 1));
                        if ui
                            .button(tr!("remote-connect-now"))
                            .on_hover_text(tr!("remote-connect-now-hover"))
                            .clicked()
                        {
                            self.send(Command::DialNow);
                        }
                    }
                });
                // The countdown's next second.
                ui.ctx()
                    .request_repaint_after(std::time::Duration::from_millis(
                        u64::from(left.subsec_millis()) + 1,
                    ));
            } else if rejoining {
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.label(tr!("remote-rejoining"));
                });
            }
            if let Some(text) = waiting_take_back {
                ui.label(text);
            }
            if let Some(notice) = &self.notice {
                let mut dismiss = false;
                ui.horizontal_wrapped(|ui| {
                    ui.label(RichText::new(tr!("remote-reloaded")).strong());
                    ui.label(crate::text::safe::line(notice));
                    dismiss = ui.button(tr!("remote-ok")).clicked();
                });
                if dismiss {
                    self.send(Command::DismissNotice);
                }
            }
            ui.add_space(4.0);
        });
    }

    pub(super) fn log_panel(&mut self, ui: &mut egui::Ui) {
        let look = LogLook {
            id: "remote-log",
            seats: &self.welcome.info.seats,
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

    pub(super) fn bottom_bar(&mut self, ui: &mut egui::Ui, overlay: bool) {
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
                        tr!("remote-waiting-away", seat = &who)
                    } else {
                        tr!("remote-waiting", seat = &who)
                    });
                }
                if self.sent.is_some() {
                    ui.spinner();
                    ui.label(tr!("remote-sent"));
                }
                if let Some((seat, left)) = self.time_left() {
                    let secs = left.as_secs();
                    let time = format!("{}:{:02}", secs / 60, secs % 60);
                    let text = if Some(seat) == self.seat() {
                        tr!("remote-timer-you", time = time)
                    } else {
                        tr!(
                            "remote-timer-seat",
                            seat = self.seat_name(seat),
                            time = time
                        )
                    };
                    let text = RichText::new(text).strong();
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

    pub(super) fn table_area(&mut self, ui: &mut egui::Ui) {
        let Some(view) = self.view.clone() else {
            ui.vertical_centered(|ui| {
                ui.add_space(ui.available_height() * 0.3);
                ui.spinner();
                ui.label(tr!("remote-waiting-table"));
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
        if let Some(pick) = selection::draw_scene(ui, &view.scene, &marks, self.seat(), idle) {
            self.send(Command::Pick(pick));
        }
    }

    /// The menu a right click opens where several longer actions go on.
    pub(super) fn choice_menu(&mut self, ctx: &egui::Context) {
        let Some((options, at)) = &self.choosing else {
            return;
        };
        if let Some(pick) = selection::choice_menu(ctx, "remote-choice-menu", options, *at) {
            self.send(Command::Pick(pick));
        }
    }
}

//! The panel of a match hosted online (a seat is a "Remote player"): the invite ticket of each
//! remote seat and the spectators', masked (a screen share or a screenshot must not give a seat
//! away: a ticket admits whoever holds it), each with Copy and New invite (the old ticket stops
//! working and whoever holds the place with it is disconnected: a leaked ticket, or a player to
//! remove), each remote seat's connection state, a take-back asked of the player here (Accept /
//! Decline) or by them (waiting for the answer), and the turn timer.

use super::{Command, TableScreen};
use crate::net::service::State;
use crate::net::table::Presence;
use crate::tr;
use egui::RichText;

impl TableScreen {
    /// Draws the panel when the match is hosted online (nothing otherwise).
    pub(super) fn online_panel(&mut self, ui: &mut egui::Ui) {
        let c = &self.controller;
        if !c.seating.has_remote() {
            return;
        }
        let mut commands = Vec::new();
        let mut replacing = self.replacing_invite;
        egui::Panel::top("online-host").show(ui, |ui| {
            ui.add_space(2.0);
            if let Some(e) = &c.online_error {
                ui.colored_label(
                    ui.visuals().error_fg_color,
                    tr!("table-online-cannot-host", error = e.to_string()),
                );
                return;
            }
            let Some(online) = &c.online else {
                ui.label(tr!("table-online-hosting"));
                return;
            };
            let remote: Vec<u8> = (0..c.seating.seats.len() as u8)
                .filter(|&s| c.seat_kind(s) == super::SeatKind::Remote)
                .collect();
            // The app's hosting always has its service (only the terminal's has none).
            let Some(service) = online.service.as_ref() else {
                return;
            };
            match service.state() {
                State::Starting => {
                    ui.horizontal(|ui| {
                        ui.spinner();
                        ui.label(tr!("table-online-opening"));
                    });
                }
                State::Failed(e) => {
                    ui.colored_label(
                        ui.visuals().error_fg_color,
                        tr!("table-online-cannot-host", error = e.to_string()),
                    );
                }
                State::Ready {
                    seats,
                    spectators,
                    no_relay,
                } => {
                    if *no_relay {
                        ui.colored_label(ui.visuals().warn_fg_color, tr!("table-online-no-relay"));
                    }
                    for &seat in &remote {
                        let name = c.seat_name(seat);
                        let ticket = seats
                            .iter()
                            .find(|(s, _)| *s == seat)
                            .map_or("", |(_, t)| t.as_str());
                        ui.horizontal(|ui| {
                            ui.label(
                                RichText::new(tr!("table-online-invite-seat", seat = &name))
                                    .strong(),
                            );
                            masked_ticket(ui, ticket);
                            copy_button(
                                ui,
                                ticket,
                                &tr!("table-online-copy-seat", seat = &name),
                                &tr!("table-online-copy-seat-hover", seat = &name),
                            );
                            new_invite_button(ui, &mut replacing, Some((seat, &name)));
                            let (text, color) = match online.hosting.presence(seat) {
                                Presence::Waiting => {
                                    (tr!("table-online-waiting"), ui.visuals().weak_text_color())
                                }
                                Presence::Connected => (
                                    tr!("table-online-connected"),
                                    egui::Color32::from_rgb(0x2e, 0x9d, 0x4f),
                                ),
                                Presence::Left(why) => (
                                    tr!("table-online-left", reason = why.to_string()),
                                    ui.visuals().warn_fg_color,
                                ),
                            };
                            // A dot of the state's colour (painted: the font has no bullet).
                            let (rect, _) = ui
                                .allocate_exact_size(egui::vec2(10.0, 10.0), egui::Sense::hover());
                            ui.painter().circle_filled(rect.center(), 4.0, color);
                            ui.colored_label(color, text);
                        });
                    }
                    ui.horizontal(|ui| {
                        ui.label(RichText::new(tr!("table-online-invite-spectators")).strong());
                        masked_ticket(ui, spectators);
                        copy_button(
                            ui,
                            spectators,
                            &tr!("table-online-copy-spectators"),
                            &tr!(
                                "table-online-copy-spectators-hover",
                                count = crate::net::limits::MAX_SPECTATORS
                            ),
                        );
                        new_invite_button(ui, &mut replacing, None);
                    });
                    if let Some(seat) = replacing {
                        let question = match seat {
                            Some(seat) => {
                                tr!("table-online-replace-seat", seat = c.seat_name(seat))
                            }
                            None => tr!("table-online-replace-spectators"),
                        };
                        ui.horizontal_wrapped(|ui| {
                            ui.label(RichText::new(question).strong());
                            if ui.button(tr!("table-online-replace")).clicked() {
                                commands.push(Command::NewInvite(seat));
                            }
                            if ui.button(tr!("table-online-replace-cancel")).clicked() {
                                replacing = None;
                            }
                        });
                    }
                    ui.label(RichText::new(tr!("table-online-join-note")).weak());
                }
            }
            if online.hosting.clock_waits() {
                ui.horizontal(|ui| {
                    ui.label(tr!("table-online-clock-waits"));
                    if ui.button(tr!("table-online-start-clock")).clicked() {
                        commands.push(Command::StartClocks);
                    }
                });
            }
            if let Some(clock) = online.hosting.clock() {
                ui.label(tr!(
                    "table-online-clock",
                    seconds = clock.remaining_ms.div_ceil(1000),
                    seat = c.seat_name(clock.seat),
                    turn = clock.turn_secs
                ));
            }
            if let Some(request) = online.hosting.take_back() {
                let who = c.seat_name(request.seat);
                if let Some(offer) = &c.take_back {
                    ui.horizontal(|ui| {
                        ui.label(
                            RichText::new(tr!(
                                "table-online-take-back-asked",
                                seat = &who,
                                what = &offer.what
                            ))
                            .strong(),
                        );
                        if ui.button(tr!("table-online-accept")).clicked() {
                            commands.push(Command::AnswerTakeBack(true));
                        }
                        if ui.button(tr!("table-online-decline")).clicked() {
                            commands.push(Command::AnswerTakeBack(false));
                        }
                    });
                } else {
                    ui.label(tr!(
                        "table-online-take-back-waiting",
                        seat = &who,
                        to = c.seat_name(request.to),
                        what = &request.what
                    ));
                }
            }
            ui.add_space(2.0);
        });
        self.replacing_invite = replacing;
        self.commands.extend(commands);
    }
}

/// "New invite…" for a seat (`Some`: its number and name) or the spectators (`None`): asks to confirm below the
/// invites, since it disconnects whoever holds the place.
fn new_invite_button(
    ui: &mut egui::Ui,
    replacing: &mut Option<Option<u8>>,
    seat: Option<(u8, &str)>,
) {
    let (name, hover) = match seat {
        Some((_, whose)) => (
            tr!("table-online-new-invite-seat", seat = whose),
            tr!("table-online-new-invite-seat-hover", seat = whose),
        ),
        None => (
            tr!("table-online-new-invite-spectators"),
            tr!("table-online-new-invite-spectators-hover"),
        ),
    };
    let button = ui.add(egui::Button::new(tr!("table-online-new-invite")));
    button.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &name));
    if button.on_hover_text(hover).clicked() {
        *replacing = Some(seat.map(|(seat, _)| seat));
    }
}

/// How a ticket is shown: its kind and length, never its text (the text admits whoever reads it,
/// and the panel is on screen for the whole match).
fn masked_ticket(ui: &mut egui::Ui, ticket: &str) {
    ui.label(
        RichText::new(tr!("table-online-masked", count = ticket.chars().count()))
            .monospace()
            .weak(),
    );
}

/// A Copy button (its accessible name says whose invite) that puts `ticket` on the clipboard.
fn copy_button(ui: &mut egui::Ui, ticket: &str, name: &str, hover: &str) {
    let button = ui.add(egui::Button::new(tr!("table-online-copy")));
    button.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, name));
    if button.on_hover_text(hover).clicked() {
        ui.ctx().copy_text(ticket.to_string());
    }
}

//! The panel of a match hosted online (a seat is a "Remote player"): the invite ticket of each
//! remote seat and the spectators', masked (a screen share or a screenshot must not give a seat
//! away: a ticket admits whoever holds it), each with Copy and New invite (the old ticket stops
//! working and whoever holds the place with it is disconnected: a leaked ticket, or a player to
//! remove), each remote seat's connection state, a take-back asked of the player here (Accept /
//! Decline) or by them (waiting for the answer), and the turn timer.

use super::{Command, TableScreen};
use crate::net::service::State;
use crate::net::table::Presence;
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
                    format!("Cannot host this match online: {e}"),
                );
                return;
            }
            let Some(online) = &c.online else {
                ui.label("Hosting online…");
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
                        ui.label("Opening the connection for the invite…");
                    });
                }
                State::Failed(e) => {
                    ui.colored_label(
                        ui.visuals().error_fg_color,
                        format!("Cannot host this match online: {e}"),
                    );
                }
                State::Ready {
                    seats,
                    spectators,
                    no_relay,
                } => {
                    if *no_relay {
                        ui.colored_label(
                            ui.visuals().warn_fg_color,
                            "No relay server was reached: friends on other networks may not be \
                             able to join (the invites hold direct addresses only; a LAN or an \
                             open port still works).",
                        );
                    }
                    for &seat in &remote {
                        let name = c.seat_name(seat);
                        let ticket = seats
                            .iter()
                            .find(|(s, _)| *s == seat)
                            .map_or("", |(_, t)| t.as_str());
                        ui.horizontal(|ui| {
                            ui.label(RichText::new(format!("Invite for {name}:")).strong());
                            masked_ticket(ui, ticket);
                            copy_button(
                                ui,
                                ticket,
                                &format!("Copy the invite for {name}"),
                                "send it only to this player: it admits whoever holds it",
                            );
                            new_invite_button(ui, &mut replacing, Some(seat), &name);
                            let (text, color) = match online.hosting.presence(seat) {
                                Presence::Waiting => (
                                    "waiting for them to join".to_string(),
                                    ui.visuals().weak_text_color(),
                                ),
                                Presence::Connected => (
                                    "connected".to_string(),
                                    egui::Color32::from_rgb(0x2e, 0x9d, 0x4f),
                                ),
                                Presence::Left(why) => {
                                    (format!("left: {why}"), ui.visuals().warn_fg_color)
                                }
                            };
                            // A dot of the state's colour (painted: the font has no bullet).
                            let (rect, _) = ui
                                .allocate_exact_size(egui::vec2(10.0, 10.0), egui::Sense::hover());
                            ui.painter().circle_filled(rect.center(), 4.0, color);
                            ui.colored_label(color, text);
                        });
                    }
                    ui.horizontal(|ui| {
                        ui.label(RichText::new("Invite for spectators:").strong());
                        masked_ticket(ui, spectators);
                        copy_button(
                            ui,
                            spectators,
                            "Copy the invite for spectators",
                            &format!(
                                "it admits up to {} spectators, who see what every player may see",
                                crate::net::limits::MAX_SPECTATORS
                            ),
                        );
                        new_invite_button(ui, &mut replacing, None, "spectators");
                    });
                    if let Some(seat) = replacing {
                        let (whose, effect) = match seat {
                            Some(seat) => (
                                c.seat_name(seat),
                                format!(
                                    "{} is disconnected if connected and can come back only \
                                     with the new one",
                                    c.seat_name(seat)
                                ),
                            ),
                            None => (
                                "the spectators".to_string(),
                                "everyone watching is disconnected".to_string(),
                            ),
                        };
                        ui.horizontal_wrapped(|ui| {
                            ui.label(
                                RichText::new(format!(
                                    "Replace the invite for {whose}? The current one stops \
                                     working and {effect}."
                                ))
                                .strong(),
                            );
                            if ui.button("Replace").clicked() {
                                commands.push(Command::NewInvite(seat));
                            }
                            if ui.button("Cancel").clicked() {
                                replacing = None;
                            }
                        });
                    }
                    ui.label(
                        RichText::new(
                            "They join with Join online match on Home (or `game-host join`).",
                        )
                        .weak(),
                    );
                }
            }
            if online.hosting.clock_waits() {
                ui.horizontal(|ui| {
                    ui.label(
                        "Turn timer: a remote seat's clock starts when its player first connects.",
                    );
                    if ui.button("Start the clock now").clicked() {
                        commands.push(Command::StartClocks);
                    }
                });
            }
            if let Some(clock) = online.hosting.clock() {
                ui.label(format!(
                    "Turn timer: {} s left for {} (of {} s; then a bot plays the turn)",
                    clock.remaining_ms.div_ceil(1000),
                    c.seat_name(clock.seat),
                    clock.turn_secs
                ));
            }
            if let Some(request) = online.hosting.take_back() {
                let who = c.seat_name(request.seat);
                if let Some(offer) = &c.take_back {
                    ui.horizontal(|ui| {
                        ui.label(
                            RichText::new(format!(
                                "{who} asks to take back their move ({}):",
                                offer.what
                            ))
                            .strong(),
                        );
                        if ui.button("Accept").clicked() {
                            commands.push(Command::AnswerTakeBack(true));
                        }
                        if ui.button("Decline").clicked() {
                            commands.push(Command::AnswerTakeBack(false));
                        }
                    });
                } else {
                    ui.label(format!(
                        "{who} asked {} to take back their move ({}); waiting for the answer…",
                        c.seat_name(request.to),
                        request.what
                    ));
                }
            }
            ui.add_space(2.0);
        });
        self.replacing_invite = replacing;
        self.commands.extend(commands);
    }
}

/// "New invite…" for a seat (`Some`) or the spectators (`None`): asks to confirm below the
/// invites, since it disconnects whoever holds the place.
fn new_invite_button(
    ui: &mut egui::Ui,
    replacing: &mut Option<Option<u8>>,
    seat: Option<u8>,
    whose: &str,
) {
    let name = format!("New invite for {whose}");
    let button = ui.add(egui::Button::new("New invite…"));
    button.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &name));
    if button
        .on_hover_text(format!(
            "{name}: the current invite stops working (a ticket seen by the wrong person, or a \
             player to remove)"
        ))
        .clicked()
    {
        *replacing = Some(seat);
    }
}

/// How a ticket is shown: its kind and length, never its text (the text admits whoever reads it,
/// and the panel is on screen for the whole match).
fn masked_ticket(ui: &mut egui::Ui, ticket: &str) {
    ui.label(
        RichText::new(format!(
            "************ ({} characters, hidden)",
            ticket.chars().count()
        ))
        .monospace()
        .weak(),
    );
}

/// A Copy button (its accessible name says whose invite) that puts `ticket` on the clipboard.
fn copy_button(ui: &mut egui::Ui, ticket: &str, name: &str, hover: &str) {
    let button = ui.add(egui::Button::new("Copy"));
    button.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, name));
    if button.on_hover_text(format!("{name}; {hover}")).clicked() {
        ui.ctx().copy_text(ticket.to_string());
    }
}

//! Home → Join online match: paste the ticket the host sent, join, and play that seat on the
//! remote table (gui/remote). The connecting happens on a network thread; this screen shows
//! "Connecting…" meanwhile and, when it fails, why in plain words.

use crate::gui::remote::{Dial, Incoming, Link, Problem, RemoteTable};
use crate::net::protocol::Role;
use crate::net::ticket::Ticket;
use crate::tr;
use egui::RichText;
use std::net::SocketAddr;

/// A join under way: the network thread dialing, and what was asked.
#[derive(Debug)]
struct Pending {
    link: Link,
    dial: Dial,
    spectate: bool,
}

/// What the join screen asks of the app.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum JoinRequest {
    None,
    /// Show the online match (just admitted, or back to it).
    ShowRemote,
}

#[derive(Debug, Default)]
pub struct JoinScreen {
    /// The ticket as pasted.
    pub ticket: String,
    /// Join with a spectators' ticket, to watch (as `game-host join --spectate`).
    pub spectate: bool,
    /// Dial from this local address only (tests: 127.0.0.1:0); `None`: any.
    pub bind: Option<SocketAddr>,
    pending: Option<Pending>,
    /// Why the last attempt failed.
    pub problem: Option<Problem>,
    /// The online match joined, kept while other screens are shown.
    pub remote: Option<Box<RemoteTable>>,
}

impl JoinScreen {
    pub fn is_connecting(&self) -> bool {
        self.pending.is_some()
    }

    /// Starts joining with the ticket typed (from the Join button or Enter).
    pub fn join(&mut self, ctx: &egui::Context) {
        self.problem = None;
        let ticket = match Ticket::parse(&self.ticket) {
            Ok(ticket) => ticket,
            Err(e) => {
                self.problem = Some(Problem::ticket(&e));
                return;
            }
        };
        let dial = Dial {
            ticket,
            bind: self.bind,
        };
        let wake = ctx.clone();
        let link = Link::start(&dial, move || wake.request_repaint());
        self.pending = Some(Pending {
            link,
            dial,
            spectate: self.spectate,
        });
    }

    /// Gives up the join under way (its thread leaves if the host admits it after all).
    pub fn cancel(&mut self) {
        if let Some(p) = self.pending.take() {
            p.link.leave();
        }
    }

    /// Takes what the network threads sent (from the app's `logic`); true when the host has
    /// just admitted the player, whose table is then in [`JoinScreen::remote`].
    pub fn poll(&mut self) -> bool {
        if let Some(remote) = &mut self.remote {
            remote.poll();
        }
        let Some(pending) = &self.pending else {
            return false;
        };
        let mut arrived = pending.link.poll().into_iter();
        while let Some(incoming) = arrived.next() {
            match incoming {
                Incoming::Welcome(welcome) => {
                    let Some(pending) = self.pending.take() else {
                        return false;
                    };
                    let spectator = welcome.role == Role::Spectator;
                    if pending.spectate != spectator {
                        pending.link.leave();
                        self.problem = Some(if spectator {
                            Problem {
                                headline: tr!("join-spectators-ticket"),
                                detail: tr!("join-spectators-ticket-detail"),
                            }
                        } else {
                            let seat = match welcome.role {
                                Role::Seat(seat) => welcome
                                    .info
                                    .seats
                                    .get(seat as usize)
                                    .cloned()
                                    .unwrap_or_else(|| tr!("join-seat-number", number = seat)),
                                Role::Spectator => String::new(),
                            };
                            Problem {
                                headline: tr!("join-players-ticket"),
                                detail: tr!("join-players-ticket-detail", seat = seat),
                            }
                        });
                        return false;
                    }
                    let mut remote = RemoteTable::new(pending.dial, pending.link, *welcome);
                    // What came with the welcome (the first table) is the table's.
                    for rest in arrived {
                        remote.receive(rest);
                    }
                    self.remote = Some(Box::new(remote));
                    return true;
                }
                Incoming::Failed(reason) | Incoming::Closed(reason) => {
                    self.pending = None;
                    self.problem = Some(Problem::joining(&reason));
                    return false;
                }
                // Only after a welcome: not while joining.
                Incoming::Message(_) | Incoming::Redialing { .. } => {}
            }
        }
        false
    }

    pub fn ui(&mut self, ui: &mut egui::Ui) -> JoinRequest {
        let mut request = JoinRequest::None;
        egui::CentralPanel::default().show(ui, |ui| {
            ui.add_space(12.0);
            ui.heading(tr!("join-heading"));
            ui.add_space(4.0);
            ui.label(tr!("join-intro"));
            ui.add_space(12.0);
            if let Some(remote) = &self.remote {
                ui.horizontal(|ui| {
                    ui.label(tr!("join-in-match", title = remote.title()));
                    if ui.button(tr!("join-back-online")).clicked() {
                        request = JoinRequest::ShowRemote;
                    }
                });
                ui.add_space(8.0);
            }
            let connecting = self.is_connecting();
            let label = ui.label(tr!("join-ticket"));
            let field = ui.add_enabled(
                !connecting,
                egui::TextEdit::singleline(&mut self.ticket)
                    .hint_text("gh1…")
                    .desired_width(ui.available_width().min(900.0)),
            );
            let field = field.labelled_by(label.id);
            let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            ui.add_enabled(
                !connecting,
                egui::Checkbox::new(&mut self.spectate, tr!("join-spectate")),
            )
            .on_hover_text(tr!("join-spectate-hover"));
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                let ready = !connecting && !self.ticket.trim().is_empty();
                let join = ui.add_enabled(
                    ready,
                    egui::Button::new(RichText::new(tr!("join-join")).size(16.0)),
                );
                if (join.clicked() || (entered && ready)) && !connecting {
                    self.join(ui.ctx());
                }
                if connecting {
                    ui.spinner();
                    ui.label(tr!("join-connecting"));
                    if ui.button(tr!("join-cancel")).clicked() {
                        self.cancel();
                    }
                }
            });
            if let Some(problem) = &self.problem {
                ui.add_space(12.0);
                ui.label(
                    RichText::new(&problem.headline)
                        .strong()
                        .size(16.0)
                        .color(ui.visuals().warn_fg_color),
                );
                ui.label(&problem.detail);
            }
            ui.add_space(16.0);
            ui.label(RichText::new(tr!("join-ticket-note")).weak());
        });
        request
    }
}

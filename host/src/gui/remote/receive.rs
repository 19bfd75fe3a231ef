//! What the remote table takes from the host: the network thread's reports (admitted again,
//! the connection lost or closed) and the host's messages (a new table, a move applied or
//! refused, a reload, who is connected, take-backs, the turn timer), kept as the table's state
//! and as lines of its move log.

use super::table::{Connection, LogEntry, RemoteTable, TakeBackAsk};
use super::{Incoming, Problem};
use crate::net::protocol::{Player, TakeBackOutcome, ToSeat};
use crate::tr;
use std::time::Instant;

impl RemoteTable {
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
                self.note(tr!("remote-rejoined"));
            }
            Incoming::Message(message) => self.message_from_host(*message),
            Incoming::Failed(reason) => {
                let problem = Problem::joining(&reason);
                self.lost(format!("{}. {}", problem.headline, problem.detail));
            }
            Incoming::Redialing { reason, wait } => {
                self.forget_pending();
                self.connection = Connection::Redialing {
                    reason,
                    at: Instant::now() + wait,
                };
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

    pub(super) fn lost(&mut self, reason: String) {
        self.link = None;
        self.forget_pending();
        self.connection = Connection::Lost(reason);
    }

    /// Forgets what was under way on the connection that ended (a take-back, the clock, a move
    /// sent, a selection or question for the position then).
    fn forget_pending(&mut self) {
        self.take_back = None;
        self.clock = None;
        self.sent = None;
        self.picker.clear();
        self.confirming = None;
        self.choosing = None;
    }

    pub(super) fn note(&mut self, text: String) {
        self.log.push(LogEntry {
            mover: None,
            text,
            note: true,
            table: true,
        });
    }

    pub(super) fn message_from_host(&mut self, message: ToSeat) {
        match message {
            ToSeat::Table(table) => {
                // Once on, it stays on (a host cannot take it back by a later frame).
                self.author_mode = self.author_mode.or(table.author_mode);
                let joined = self.view.is_none();
                let sent = self.sent.take();
                let mover = self.view.as_ref().and_then(|v| v.status.to_move());
                if joined && self.log.is_empty() && table.moves > 0 {
                    self.note(tr!("remote-joined-after", moves = table.moves));
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
                    self.note(tr!("remote-missed", moves = missed));
                } else if table.moves < self.moves {
                    // Moves were taken back: they leave the log too.
                    self.drop_moves(self.moves - table.moves);
                }
                self.clock = table.clock.map(|c| (c, Instant::now()));
                self.moves = table.moves;
                let mut view = table.view;
                // The host sends the game's own text: shown here in this player's language.
                crate::i18n::game::localize_view(&self.welcome.info.id, &mut view);
                self.view = Some(view);
                // A new position: the selection, a question and a menu were for the old one.
                self.picker.clear();
                self.confirming = None;
                self.choosing = None;
                if let (Some((_, path)), Some(view)) = (sent, &self.view)
                    && view.status.to_move() == mover
                    && mover == self.seat()
                {
                    // The same player goes on: painting keeps the tile chosen.
                    self.picker.keep_after(&path, view);
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
                // The host sends its plugin's reason: said here in this player's language.
                let game = &self.welcome.info.id;
                self.message = Some(crate::match_driver::refusal_shown(game, &reason));
            }
            ToSeat::Reloaded { message } => {
                self.note(tr!("remote-reloaded-note", message = &message));
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
                        let seat = self.seat_name(i as u8);
                        if new.connected {
                            tr!("remote-seat-joined", seat = seat)
                        } else {
                            tr!("remote-seat-left", seat = seat)
                        }
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
                let text = tr!(
                    "remote-take-back-asks",
                    seat = self.seat_name(seat),
                    to = self.seat_name(to),
                    move = &what
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
                let other = asked.map(|a| self.seat_name(a.to));
                let text = match (&outcome, other) {
                    (TakeBackOutcome::Accepted, Some(other)) => {
                        tr!("remote-take-back-accepted", other = other, seat = &who)
                    }
                    (TakeBackOutcome::Accepted, None) => {
                        tr!("remote-take-back-accepted-unknown", seat = &who)
                    }
                    (TakeBackOutcome::Declined, Some(other)) => {
                        tr!("remote-take-back-declined", other = other, seat = &who)
                    }
                    (TakeBackOutcome::Declined, None) => {
                        tr!("remote-take-back-declined-unknown", seat = &who)
                    }
                    (TakeBackOutcome::Lapsed { reason }, _) => {
                        tr!("remote-take-back-lapsed", seat = &who, reason = reason)
                    }
                };
                if Some(seat) == self.seat() && outcome != TakeBackOutcome::Accepted {
                    self.message = Some(text.clone());
                }
                self.note(text);
            }
            ToSeat::TimedOut { seat } => {
                let text = if Some(seat) == self.seat() {
                    tr!("remote-timed-out-you")
                } else {
                    tr!("remote-timed-out", seat = self.seat_name(seat))
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
    pub(super) fn drop_moves(&mut self, count: u32) {
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
}

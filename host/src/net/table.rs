//! The match thread on the host: the only place the match is touched. It applies actions from
//! the host's own terminal, from bots and from remote seats, and after every change sends each
//! connection its own view: a seat's `Viewer::Seat` scene, its legal actions when it is to move,
//! the action as that seat may know it and the log lines it may read; a spectator the
//! spectator's. Nothing is sent that the plugin did not compute for that viewer.

use super::host_side::{ConnId, Link};
use super::protocol::{Move, Player, Role, SeatState, Table, ToSeat, Welcome};
use crate::reload::ReloadEvent;
use crate::session::{Rebound, Session, action_for};
use game_sdk::wire::{Applied, BotSpec, Viewer};
use std::collections::BTreeMap;
use std::sync::mpsc::Receiver;

/// What the match thread waits for.
#[derive(Debug)]
pub enum Event {
    /// A connection was admitted to `role`.
    Joined {
        conn: ConnId,
        role: Role,
        link: Link,
    },
    /// A connection ended (`reason` says how).
    Left {
        conn: ConnId,
        role: Role,
        reason: String,
    },
    /// A remote seat's action text.
    Act {
        conn: ConnId,
        seat: u8,
        text: String,
    },
    /// A remote seat asks to take back its last move ([`super::protocol::ToHost::TakeBack`]).
    TakeBack { conn: ConnId, seat: u8 },
    /// A remote seat answers the take-back request addressed to it.
    AnswerTakeBack {
        conn: ConnId,
        seat: u8,
        accept: bool,
    },
    /// A line typed at the host's terminal.
    Local(String),
    /// The host's input ended.
    LocalClosed,
    /// The host's reloader recompiled the ruleset after its files changed (or failed to).
    Reload(ReloadEvent),
}

/// Who plays each seat at the host.
#[derive(Debug, Clone)]
pub struct Setup {
    pub players: Vec<Player>,
    /// Per seat: the bot and its seed, for bot seats.
    pub bots: Vec<Option<(BotSpec, u64)>>,
    pub ruleset: String,
}

/// What the host's own terminal shows (implemented by `game-host host`).
pub trait Screen {
    /// The table as the host's terminal may show it.
    fn view(&mut self, session: &mut Session);
    fn applied(&mut self, session: &mut Session, applied: &Applied);
    /// A line typed at the host was refused.
    fn refused(&mut self, session: &mut Session, input: &str, message: &str);
    /// A connection came or went, or something else the host should know.
    fn notice(&mut self, kind: &str, seat: Option<u8>, text: &str);
}

/// How the match thread ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ended {
    /// The match is over.
    Finished,
    /// The host quit (or its input ended) with the match unfinished.
    Quit,
}

struct Connection {
    role: Role,
    link: Link,
}

/// Runs the match until it ends or the host quits; `save` is called after every applied action.
pub fn run(
    session: &mut Session,
    setup: &Setup,
    events: &Receiver<Event>,
    screen: &mut dyn Screen,
    save: &mut dyn FnMut(&mut Session),
) -> Ended {
    let mut table = MatchThread {
        setup,
        links: BTreeMap::new(),
    };
    screen.view(session);
    table.play_bots(session, screen, save);
    loop {
        if session.status().is_ok_and(|s| s.is_over()) {
            return Ended::Finished;
        }
        let Ok(event) = events.recv() else {
            return Ended::Quit;
        };
        match event {
            Event::Joined { conn, role, link } => table.joined(session, screen, conn, role, link),
            Event::Left { conn, role, reason } => {
                if table.links.remove(&conn).is_some() {
                    table.notice_seat(screen, role, &format!("{} {reason}", who(session, role)));
                    table.send_seats(None);
                }
            }
            Event::Act { conn, seat, text } => {
                // A connection replaced by a newer one for its seat may still have frames in
                // flight: only the seat's current connection plays.
                if table
                    .links
                    .get(&conn)
                    .is_none_or(|c| c.role != Role::Seat(seat))
                {
                    continue;
                }
                table.remote_act(session, screen, save, conn, seat, &text);
            }
            Event::Local(line) => {
                let input = line.trim();
                if input.is_empty() || input.starts_with('#') {
                    continue;
                }
                if input == "quit" || input == "exit" {
                    return Ended::Quit;
                }
                table.local_act(session, screen, save, input);
            }
            Event::LocalClosed => {
                if setup.players.contains(&Player::Host) {
                    return Ended::Quit;
                }
            }
            Event::Reload(event) => table.reload(session, screen, event),
            Event::TakeBack { conn, .. } | Event::AnswerTakeBack { conn, .. } => table.send(
                conn,
                &ToSeat::Refused {
                    input: "takeback".into(),
                    reason: "this host does not take back moves yet".into(),
                },
            ),
        }
    }
}

fn who(session: &Session, role: Role) -> String {
    match role {
        Role::Seat(seat) => crate::text::seat(session.plugin().info(), seat),
        Role::Spectator => "a spectator".into(),
    }
}

struct MatchThread<'a> {
    setup: &'a Setup,
    links: BTreeMap<ConnId, Connection>,
}

impl MatchThread<'_> {
    fn seats(&self) -> Vec<SeatState> {
        self.setup
            .players
            .iter()
            .enumerate()
            .map(|(seat, &player)| SeatState {
                player,
                connected: player != Player::Remote
                    || self
                        .links
                        .values()
                        .any(|c| c.role == Role::Seat(seat as u8)),
            })
            .collect()
    }

    fn viewer(role: Role) -> Viewer {
        match role {
            Role::Seat(seat) => Viewer::Seat(seat),
            Role::Spectator => Viewer::Spectator,
        }
    }

    fn joined(
        &mut self,
        session: &mut Session,
        screen: &mut dyn Screen,
        conn: ConnId,
        role: Role,
        link: Link,
    ) {
        self.links.insert(conn, Connection { role, link });
        let welcome = super::protocol::Admission::Welcome(Welcome {
            role,
            info: session.plugin().info().clone(),
            ruleset: self.setup.ruleset.clone(),
            seats: self.seats(),
            turn_secs: None,
        });
        if let Some(c) = self.links.get(&conn) {
            // The admission is the first frame after the hello; it is framed like the others.
            let sent = super::frames::encode(&welcome).and_then(|frame| c.link.send_raw(frame));
            if sent.is_ok() {
                self.send_table(session, conn);
            }
        }
        self.notice_seat(screen, role, &format!("{} connected", who(session, role)));
        // The newcomer had the seats in its welcome; the others learn who arrived.
        self.send_seats(Some(conn));
    }

    fn notice_seat(&self, screen: &mut dyn Screen, role: Role, text: &str) {
        let seat = match role {
            Role::Seat(seat) => Some(seat),
            Role::Spectator => None,
        };
        screen.notice("peer", seat, text);
    }

    /// Sends a message to one connection, dropping the connection if it cannot take it.
    fn send(&mut self, conn: ConnId, message: &ToSeat) {
        if let Some(c) = self.links.get(&conn)
            && c.link.send(message).is_err()
        {
            self.links.remove(&conn);
        }
    }

    fn send_table(&mut self, session: &mut Session, conn: ConnId) {
        let Some(role) = self.links.get(&conn).map(|c| c.role) else {
            return;
        };
        if let Ok(view) = session.view(Self::viewer(role)) {
            let moves = u32::try_from(session.actions().len()).unwrap_or(u32::MAX);
            self.send(
                conn,
                &ToSeat::Table(Box::new(Table {
                    moves,
                    view,
                    clock: None,
                })),
            );
        }
    }

    /// Tells every connection (but `except`) who plays each seat and who is connected.
    fn send_seats(&mut self, except: Option<ConnId>) {
        let seats = self.seats();
        let conns: Vec<ConnId> = self
            .links
            .keys()
            .copied()
            .filter(|c| Some(*c) != except)
            .collect();
        for conn in conns {
            self.send(conn, &ToSeat::Seats(seats.clone()));
        }
    }

    /// Puts the match under reloaded rules and announces it to every connection with its new
    /// table; a reload that fails changes nothing and is shown at the host only (its problems
    /// name the host's files).
    fn reload(&mut self, session: &mut Session, screen: &mut dyn Screen, event: ReloadEvent) {
        let message = match event {
            ReloadEvent::Reloaded(r) => match session.reload(&r.rules, r.source.clone()) {
                Ok(Rebound::Kept) => format!("{} reloaded (match state kept)", r.ruleset),
                Ok(Rebound::Replayed { reason }) => {
                    format!("{} reloaded (match replayed under it: {reason})", r.ruleset)
                }
                Err(e) => {
                    let text = format!("reload refused for {}; old rules stay: {e}", r.ruleset);
                    screen.notice("reload_failed", None, &text);
                    return;
                }
            },
            ReloadEvent::Failed(f) => {
                let text = format!(
                    "reload failed for {}; old rules stay:\n{}",
                    f.ruleset,
                    f.message()
                );
                screen.notice("reload_failed", None, &text);
                return;
            }
            ReloadEvent::WatchError(e) => {
                screen.notice("watch_error", None, &e);
                return;
            }
        };
        screen.notice("reloaded", None, &message);
        screen.view(session);
        self.broadcast_reload(session, &message);
    }

    fn broadcast_reload(&mut self, session: &mut Session, message: &str) {
        let conns: Vec<ConnId> = self.links.keys().copied().collect();
        for conn in conns {
            self.send(
                conn,
                &ToSeat::Reloaded {
                    message: message.to_string(),
                },
            );
            self.send_table(session, conn);
        }
    }

    /// After an action: every connection gets the action as its viewer may know it, then its
    /// new table.
    fn broadcast_applied(&mut self, session: &mut Session, applied: &Applied) {
        let mover = session.movers().last().copied().flatten();
        let conns: Vec<(ConnId, Role)> = self.links.iter().map(|(k, c)| (*k, c.role)).collect();
        for (conn, role) in conns {
            let viewer = Self::viewer(role);
            let shown = Move {
                action: action_for(applied, mover, viewer).to_string(),
                log: applied
                    .log
                    .iter()
                    .filter(|l| l.visible_to(viewer))
                    .cloned()
                    .collect(),
                status: applied.status.clone(),
            };
            self.send(conn, &ToSeat::Applied(shown));
            self.send_table(session, conn);
        }
    }

    fn applied(
        &mut self,
        session: &mut Session,
        screen: &mut dyn Screen,
        save: &mut dyn FnMut(&mut Session),
        applied: &Applied,
    ) {
        save(session);
        screen.applied(session, applied);
        screen.view(session);
        self.broadcast_applied(session, applied);
    }

    fn remote_act(
        &mut self,
        session: &mut Session,
        screen: &mut dyn Screen,
        save: &mut dyn FnMut(&mut Session),
        conn: ConnId,
        seat: u8,
        text: &str,
    ) {
        let to_move = session.status().ok().and_then(|s| s.to_move());
        if to_move != Some(seat) {
            let reason = match to_move {
                Some(m) => format!(
                    "it is not your turn: {} is to move",
                    crate::text::seat(session.plugin().info(), m)
                ),
                None => "the match is over".to_string(),
            };
            self.send(
                conn,
                &ToSeat::Refused {
                    input: text.to_string(),
                    reason,
                },
            );
            return;
        }
        match session.apply(text) {
            Ok(applied) => {
                self.applied(session, screen, save, &applied);
                self.play_bots(session, screen, save);
            }
            Err(e) => self.send(
                conn,
                &ToSeat::Refused {
                    input: text.to_string(),
                    reason: e.to_string(),
                },
            ),
        }
    }

    fn local_act(
        &mut self,
        session: &mut Session,
        screen: &mut dyn Screen,
        save: &mut dyn FnMut(&mut Session),
        input: &str,
    ) {
        let to_move = session.status().ok().and_then(|s| s.to_move());
        let local = to_move.filter(|&m| self.player(m) == Player::Host);
        if local.is_none() {
            let message = match to_move {
                Some(m) => format!(
                    "it is {}'s turn ({})",
                    crate::text::seat(session.plugin().info(), m),
                    match self.player(m) {
                        Player::Remote => "a remote player",
                        Player::Bot => "a bot",
                        Player::Host => "here",
                    }
                ),
                None => "the match is over".to_string(),
            };
            screen.refused(session, input, &message);
            return;
        }
        match session.apply(input) {
            Ok(applied) => {
                self.applied(session, screen, save, &applied);
                self.play_bots(session, screen, save);
            }
            Err(e) => screen.refused(session, input, &e.to_string()),
        }
    }

    fn player(&self, seat: u8) -> Player {
        self.setup
            .players
            .get(seat as usize)
            .copied()
            .unwrap_or(Player::Host)
    }

    /// Plays every bot turn in a row.
    fn play_bots(
        &mut self,
        session: &mut Session,
        screen: &mut dyn Screen,
        save: &mut dyn FnMut(&mut Session),
    ) {
        while let Some(seat) = session.status().ok().and_then(|s| s.to_move()) {
            let Some(Some((bot, seed))) = self.setup.bots.get(seat as usize).copied() else {
                return;
            };
            let ply = session.actions().len() as u64;
            let seed = game_sdk::bots::move_seed(seed, ply);
            let chosen = session
                .live()
                .bot_move(bot, seed, Some(bot.level.default_millis()));
            let applied = match chosen {
                Ok(reply) => session.apply(&reply.action),
                Err(e) => Err(e),
            };
            match applied {
                Ok(applied) => self.applied(session, screen, save, &applied),
                Err(e) => {
                    screen.notice("error", Some(seat), &format!("the bot failed: {e}"));
                    return;
                }
            }
        }
    }
}

//! The match on the host, as the network sees it. Two parts:
//!
//! - [`Hosting`]: the remote seats' side of a match held elsewhere (a borrowed `&mut Session`):
//!   the admitted connections, turn checks for remote actions, take-backs by agreement, the
//!   turn timer, and after every change each connection's own view: a seat's `Viewer::Seat`
//!   scene, its legal actions when it is to move, the action as that seat may know it and the
//!   log lines it may read; a spectator the spectator's. Nothing is sent that the plugin did not
//!   compute for that viewer. It applies nothing itself: its owner applies actions and undos
//!   its own way (the terminal's loop below, or the GUI's table controller) and tells it.
//! - [`run`]: the match thread of `game-host host`, which owns the loop: it applies actions from
//!   the host's own terminal, from bots and from remote seats.

use super::host_side::{ConnId, Link};
use super::protocol::{
    Clock, Move, Player, Role, SeatState, Table, TakeBackOutcome, ToSeat, Welcome,
};
use crate::match_driver::{self, Driver, Happened, Notices, undo};
use crate::reload::ReloadEvent;
use crate::seats::SeatKind;
use crate::session::{Session, action_for};
use game_wire::{Applied, BotSpec, Viewer};
use std::collections::BTreeMap;
use std::sync::mpsc::{Receiver, RecvTimeoutError, SyncSender};
use std::time::{Duration, Instant};

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
    /// A bot's search on its worker thread has answered (the driver takes the answer).
    BotAnswered,
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

/// Something the host's player should know (a connection came or went, a take-back, the
/// timer), for the terminal or the table's log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notice {
    /// `peer`, `takeback`, `timed_out`.
    pub kind: &'static str,
    pub seat: Option<u8>,
    pub text: String,
}

/// A remote seat's connection as the host shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Presence {
    /// Nobody has connected with the seat's ticket yet.
    Waiting,
    Connected,
    /// The seat's player left (or was dropped), and why.
    Left(String),
}

/// A take-back asked for and not yet answered (at most one at a time).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TakeBackRequest {
    /// Who asks to decide again.
    pub seat: u8,
    /// Who answers.
    pub to: u8,
    /// How many actions go (the requester's move and the bots' answers).
    pub count: usize,
    /// The move as every player may know it.
    pub what: String,
}

/// The turn being timed: whose, from which record length, since when.
#[derive(Debug, Clone)]
struct Turn {
    seat: u8,
    at_move: usize,
    started: Instant,
    /// The time ran out and a bot was asked to play (once per turn).
    spent: bool,
}

struct Connection {
    role: Role,
    link: Link,
}

impl std::fmt::Debug for Connection {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Connection({:?})", self.role)
    }
}

/// The remote seats' side of a hosted match (see the module's doc).
#[derive(Debug)]
pub struct Hosting {
    pub setup: Setup,
    links: BTreeMap<ConnId, Connection>,
    /// Per seat: the last connection news of a remote seat.
    presence: Vec<Presence>,
    take_back: Option<TakeBackRequest>,
    turn_timer: Option<Duration>,
    turn: Option<Turn>,
    /// The host said to time every seat now, also remote seats whose players have not
    /// connected yet ([`Hosting::start_clocks`]).
    clocks_started: bool,
    notices: Vec<Notice>,
}

impl Hosting {
    /// `turn_secs`: the turn timer (`None`: off).
    pub fn new(setup: Setup, turn_secs: Option<u32>) -> Hosting {
        let presence = vec![Presence::Waiting; setup.players.len()];
        Hosting {
            setup,
            links: BTreeMap::new(),
            presence,
            take_back: None,
            turn_timer: turn_secs
                .filter(|&s| s > 0)
                .map(|s| Duration::from_secs(u64::from(s))),
            turn: None,
            clocks_started: false,
            notices: Vec::new(),
        }
    }

    /// The news for the host's player since the last call.
    pub fn take_notices(&mut self) -> Vec<Notice> {
        std::mem::take(&mut self.notices)
    }

    fn notice(&mut self, kind: &'static str, seat: Option<u8>, text: String) {
        self.notices.push(Notice { kind, seat, text });
    }

    pub fn player(&self, seat: u8) -> Player {
        self.setup
            .players
            .get(seat as usize)
            .copied()
            .unwrap_or(Player::Host)
    }

    /// A remote seat's connection state (a seat played here or by a bot: always connected).
    pub fn presence(&self, seat: u8) -> Presence {
        if self.player(seat) != Player::Remote {
            return Presence::Connected;
        }
        self.presence
            .get(seat as usize)
            .cloned()
            .unwrap_or(Presence::Waiting)
    }

    /// Who plays each seat, and whether they are there.
    pub fn seats(&self) -> Vec<SeatState> {
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

    /// The take-back request waiting for its answer, if any.
    pub fn take_back(&self) -> Option<&TakeBackRequest> {
        self.take_back.as_ref()
    }

    /// The turn timer's seconds per turn (`None`: off).
    pub fn turn_secs(&self) -> Option<u32> {
        self.turn_timer
            .map(|d| u32::try_from(d.as_secs()).unwrap_or(u32::MAX))
    }

    fn viewer(role: Role) -> Viewer {
        match role {
            Role::Seat(seat) => Viewer::Seat(seat),
            Role::Spectator => Viewer::Spectator,
        }
    }

    fn who(session: &Session, role: Role) -> String {
        match role {
            Role::Seat(seat) => Self::seat_name(session, seat),
            Role::Spectator => crate::tr_wire!("net-spectator"),
        }
    }

    /// A seat's name as the game gives it (English): an argument of a message that each reader
    /// shows in their own language.
    fn seat_name(session: &Session, seat: u8) -> String {
        wire_seat(session, seat)
    }

    /// A connection was admitted: it gets its welcome and its table; the others learn who
    /// arrived.
    pub fn joined(&mut self, session: &mut Session, conn: ConnId, role: Role, link: Link) {
        if let Role::Seat(seat) = role
            && let Some(p) = self.presence.get_mut(seat as usize)
        {
            // A remote seat's clock starts when it first connects (see `follow_turn`).
            *p = Presence::Connected;
        }
        self.follow_turn(session);
        self.links.insert(conn, Connection { role, link });
        let welcome = super::protocol::Admission::Welcome(Welcome {
            role,
            info: session.info().clone(),
            ruleset: self.setup.ruleset.clone(),
            seats: self.seats(),
            turn_secs: self.turn_secs(),
            text: Box::new(
                crate::i18n::game::of(&session.info().id)
                    .map(|t| t.to_wire(crate::i18n::game::WIRE_TEXT_LIMIT))
                    .unwrap_or_default(),
            ),
        });
        if let Some(c) = self.links.get(&conn) {
            // The admission is the first frame after the hello; it is framed like the others.
            let sent = super::frames::encode(&welcome).and_then(|frame| c.link.send_raw(frame));
            if sent.is_ok() {
                self.send_table(session, conn);
                if let Some(r) = self.take_back.clone() {
                    self.send(conn, &asked(&r));
                }
            }
        }
        let seat = role_seat(role);
        self.notice(
            "peer",
            seat,
            crate::tr_wire!("net-connected", who = Self::who(session, role)),
        );
        self.send_seats(Some(conn));
    }

    /// A connection ended. A take-back request of or to its seat lapses.
    pub fn left(&mut self, session: &mut Session, conn: ConnId, role: Role, reason: &str) {
        if self.links.remove(&conn).is_none() {
            return;
        }
        if let Role::Seat(seat) = role
            && let Some(p) = self.presence.get_mut(seat as usize)
        {
            *p = Presence::Left(reason.to_string());
        }
        let who = Self::who(session, role);
        self.notice(
            "peer",
            role_seat(role),
            crate::tr_wire!("net-left", who = &who, reason = reason),
        );
        self.send_seats(None);
        if let Role::Seat(seat) = role
            && self
                .take_back
                .as_ref()
                .is_some_and(|r| r.seat == seat || r.to == seat)
        {
            self.lapse(session, &crate::tr_wire!("net-left-request", who = who));
        }
    }

    /// Sends a message to one connection, dropping the connection if it cannot take it.
    fn send(&mut self, conn: ConnId, message: &ToSeat) {
        if let Some(c) = self.links.get(&conn)
            && c.link.send(message).is_err()
        {
            self.links.remove(&conn);
        }
    }

    fn send_all(&mut self, message: &ToSeat) {
        let conns: Vec<ConnId> = self.links.keys().copied().collect();
        for conn in conns {
            self.send(conn, message);
        }
    }

    /// Refuses a connection's input; nothing changed.
    pub fn refuse(&mut self, conn: ConnId, input: &str, reason: &str) {
        self.send(
            conn,
            &ToSeat::Refused {
                input: input.to_string(),
                reason: reason.to_string(),
            },
        );
    }

    fn send_table(&mut self, session: &mut Session, conn: ConnId) {
        let Some(role) = self.links.get(&conn).map(|c| c.role) else {
            return;
        };
        if let Ok(view) = session.view(Self::viewer(role)) {
            let moves = u32::try_from(session.actions().len()).unwrap_or(u32::MAX);
            let clock = if view.status.is_over() {
                None
            } else {
                self.clock()
            };
            let author_mode = session
                .author_mode()
                .map(|at| u32::try_from(at).unwrap_or(u32::MAX));
            self.send(
                conn,
                &ToSeat::Table(Box::new(Table {
                    moves,
                    view,
                    clock,
                    author_mode,
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

    /// Whether `conn` is the current connection of `seat` (a connection replaced by a newer
    /// one for its seat may still have frames in flight: only the seat's current one counts).
    fn current(&self, conn: ConnId, seat: u8) -> bool {
        self.links
            .get(&conn)
            .is_some_and(|c| c.role == Role::Seat(seat))
    }

    /// Checks a remote seat's action before its owner applies it: from the seat's current
    /// connection, on its turn. A refusal is sent to the connection. Whether to apply it (then
    /// [`Hosting::applied`] or, refused by the rules, [`Hosting::refuse`]).
    pub fn remote_turn(
        &mut self,
        session: &mut Session,
        conn: ConnId,
        seat: u8,
        text: &str,
    ) -> bool {
        if !self.current(conn, seat) {
            return false;
        }
        let to_move = session.status().ok().and_then(|s| s.to_move());
        if to_move == Some(seat) {
            return true;
        }
        let reason = match to_move {
            Some(m) => crate::tr_wire!("net-not-your-turn", seat = Self::seat_name(session, m)),
            None => crate::tr_wire!("net-match-over"),
        };
        self.refuse(conn, text, &reason);
        false
    }

    /// After an action: an open take-back request lapses, and every connection gets the action
    /// as its viewer may know it, then its new table.
    pub fn applied(&mut self, session: &mut Session, applied: &Applied) {
        if self.take_back.is_some() {
            self.lapse(session, "a move was played before the answer");
        }
        self.follow_turn(session);
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

    /// After any other change of position (an undo): every connection gets its new table.
    pub fn changed(&mut self, session: &mut Session) {
        self.follow_turn(session);
        let conns: Vec<ConnId> = self.links.keys().copied().collect();
        for conn in conns {
            self.send_table(session, conn);
        }
    }

    /// After a reload of the rules: an open take-back lapses; every connection is told, with
    /// its new table.
    pub fn reloaded(&mut self, session: &mut Session, message: &str) {
        if self.take_back.is_some() {
            self.lapse(session, "the rules were reloaded");
        }
        self.follow_turn(session);
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

    // --- Take-backs by agreement ---

    /// `requester` asks to take back its last move: every connection is told, and the seat
    /// asked answers ([`Hosting::answer_take_back`]). Why not, when it cannot be asked.
    pub fn ask_take_back(&mut self, session: &mut Session, requester: u8) -> Result<(), String> {
        if let Some(r) = &self.take_back {
            return Err(crate::tr_wire!(
                "net-already-asked",
                seat = Self::seat_name(session, r.seat)
            ));
        }
        if session.status().is_ok_and(|s| s.is_over()) {
            return Err(crate::tr_wire!("net-match-over"));
        }
        // The one take-back rule (crate::match_driver::undo), reveal barriers included.
        let movers = session.movers();
        let is_bot = |s: u8| self.player(s) == Player::Bot;
        let count =
            undo::take_back(movers, session.revealed(), is_bot, requester).map_err(|refusal| {
                let public: Vec<String> = session.logs().iter().map(|m| m.text.clone()).collect();
                refusal.reason(&public)
            })?;
        let i = movers.len() - count;
        let to_move = session.status().ok().and_then(|s| s.to_move());
        let human = |s: u8| s != requester && self.player(s) != Player::Bot;
        let Some(to) = to_move
            .filter(|&s| human(s))
            .or_else(|| (0..self.setup.players.len() as u8).find(|&s| human(s)))
        else {
            return Err(crate::tr_wire!("net-nobody-to-ask"));
        };
        let what = session
            .logs()
            .get(i)
            .map_or_else(String::new, |m| m.text.clone());
        let request = TakeBackRequest {
            seat: requester,
            to,
            count,
            what,
        };
        self.notice(
            "takeback",
            Some(requester),
            crate::tr_wire!(
                "net-take-back-asked",
                seat = Self::seat_name(session, requester),
                to = Self::seat_name(session, to),
                what = &request.what
            ),
        );
        self.send_all(&asked(&request));
        self.take_back = Some(request);
        Ok(())
    }

    /// A remote seat's [`super::protocol::ToHost::TakeBack`].
    pub fn remote_ask_take_back(&mut self, session: &mut Session, conn: ConnId, seat: u8) {
        if !self.current(conn, seat) {
            return;
        }
        if let Err(e) = self.ask_take_back(session, seat) {
            self.refuse(conn, "takeback", &e);
        }
    }

    /// `seat`'s answer to the request addressed to it. Agreed: how many actions the owner now
    /// takes back (then [`Hosting::changed`]); every connection is told the outcome.
    pub fn answer_take_back(
        &mut self,
        session: &mut Session,
        seat: u8,
        accept: bool,
    ) -> Result<Option<usize>, String> {
        let Some(request) = self.take_back.take_if(|r| r.to == seat) else {
            return Err(crate::tr_wire!("net-no-request"));
        };
        let outcome = if accept {
            TakeBackOutcome::Accepted
        } else {
            TakeBackOutcome::Declined
        };
        self.notice(
            "takeback",
            Some(request.seat),
            if accept {
                crate::tr_wire!(
                    "net-take-back-accepted",
                    seat = Self::seat_name(session, seat),
                    requester = Self::seat_name(session, request.seat)
                )
            } else {
                crate::tr_wire!(
                    "net-take-back-declined",
                    seat = Self::seat_name(session, seat),
                    requester = Self::seat_name(session, request.seat)
                )
            },
        );
        self.send_all(&ToSeat::TakeBackEnded {
            seat: request.seat,
            outcome,
        });
        Ok(accept.then_some(request.count))
    }

    /// A remote seat's [`super::protocol::ToHost::AnswerTakeBack`]; see
    /// [`Hosting::answer_take_back`].
    pub fn remote_answer_take_back(
        &mut self,
        session: &mut Session,
        conn: ConnId,
        seat: u8,
        accept: bool,
    ) -> Option<usize> {
        if !self.current(conn, seat) {
            return None;
        }
        match self.answer_take_back(session, seat, accept) {
            Ok(count) => count,
            Err(e) => {
                self.refuse(conn, if accept { "accept" } else { "decline" }, &e);
                None
            }
        }
    }

    /// The open request no longer applies.
    fn lapse(&mut self, session: &Session, reason: &str) {
        let Some(request) = self.take_back.take() else {
            return;
        };
        self.notice(
            "takeback",
            Some(request.seat),
            crate::tr_wire!(
                "net-request-lapsed",
                seat = Self::seat_name(session, request.seat),
                reason = reason
            ),
        );
        self.send_all(&ToSeat::TakeBackEnded {
            seat: request.seat,
            outcome: TakeBackOutcome::Lapsed {
                reason: reason.to_string(),
            },
        });
    }

    // --- The turn timer ---

    /// Restarts the timer when the turn changed (another seat, or another action of the same
    /// seat).
    fn follow_turn(&mut self, session: &mut Session) {
        if self.turn_timer.is_none() {
            return;
        }
        // Bots are not timed, nor a remote seat whose player has never connected: with a short
        // timer, the bot would otherwise play all of a friend's turns before they join.
        let to_move = session
            .status()
            .ok()
            .and_then(|s| s.to_move())
            .filter(|&s| match self.player(s) {
                Player::Bot => false,
                Player::Remote => self.clocks_started || self.presence(s) != Presence::Waiting,
                Player::Host => true,
            });
        let at_move = session.actions().len();
        self.turn = match (to_move, self.turn.take()) {
            (Some(seat), Some(t)) if t.seat == seat && t.at_move == at_move => Some(t),
            (Some(seat), _) => Some(Turn {
                seat,
                at_move,
                started: Instant::now(),
                spent: false,
            }),
            (None, _) => None,
        };
    }

    /// Times every seat from now on, also a remote seat whose player has not connected yet
    /// (the host's "start the clock now"); what it did, for the host's player.
    pub fn start_clocks(&mut self, session: &mut Session) -> Result<String, String> {
        if self.turn_timer.is_none() {
            return Err(crate::tr_wire!("net-no-timer"));
        }
        if self.clocks_started {
            return Err(crate::tr_wire!("net-clocks-running"));
        }
        self.clocks_started = true;
        // Every table goes out again with the clock.
        self.changed(session);
        Ok(crate::tr_wire!("net-clocks-started"))
    }

    /// Whether a remote seat is waiting for its player's first connection while its clock does
    /// not run (the host may start it: [`Hosting::start_clocks`]).
    pub fn clock_waits(&self) -> bool {
        self.turn_timer.is_some()
            && !self.clocks_started
            && (0..self.setup.players.len() as u8)
                .any(|s| self.player(s) == Player::Remote && self.presence(s) == Presence::Waiting)
    }

    /// The timed turn now: the seat to move's time left (`None`: no timer, or a bot or nobody
    /// to move).
    pub fn clock(&self) -> Option<Clock> {
        let limit = self.turn_timer?;
        let turn = self.turn.as_ref()?;
        let left = limit.saturating_sub(turn.started.elapsed());
        Some(Clock {
            seat: turn.seat,
            remaining_ms: u64::try_from(left.as_millis()).unwrap_or(u64::MAX),
            turn_secs: self.turn_secs().unwrap_or(0),
        })
    }

    /// When the timed turn runs out (`None`: nothing is timed, or it ran out already).
    pub fn deadline(&self) -> Option<Instant> {
        let limit = self.turn_timer?;
        let turn = self.turn.as_ref().filter(|t| !t.spent)?;
        Some(turn.started + limit)
    }

    /// Whether the seat to move ran out of time now: then every connection is told, the host's
    /// player too, and the owner plays that seat's turn with [`TIMEOUT_BOT`]. Once per turn.
    pub fn timed_out(&mut self, session: &mut Session) -> Option<u8> {
        self.follow_turn(session);
        let deadline = self.deadline()?;
        if Instant::now() < deadline {
            return None;
        }
        let turn = self.turn.as_mut()?;
        turn.spent = true;
        let seat = turn.seat;
        self.notice(
            "timed_out",
            Some(seat),
            crate::tr_wire!("net-timed-out", seat = Self::seat_name(session, seat)),
        );
        self.send_all(&ToSeat::TimedOut { seat });
        Some(seat)
    }
}

pub use crate::match_driver::TIMEOUT_BOT;

/// A seat's name as the game gives it, for a message's argument (see `Hosting::seat_name`).
fn wire_seat(session: &Session, seat: u8) -> String {
    session
        .info()
        .seats
        .get(usize::from(seat))
        .cloned()
        .unwrap_or_else(|| crate::tr_wire!("text-seat-number", seat = seat))
}

fn asked(r: &TakeBackRequest) -> ToSeat {
    ToSeat::TakeBackAsked {
        seat: r.seat,
        to: r.to,
        count: u32::try_from(r.count).unwrap_or(u32::MAX),
        what: r.what.clone(),
    }
}

fn role_seat(role: Role) -> Option<u8> {
    match role {
        Role::Seat(seat) => Some(seat),
        Role::Spectator => None,
    }
}

/// Runs the match on its [`Driver`] until it ends or the host quits: the driver applies,
/// takes back, reloads, times turns, saves (its `autosave`) and plays the bots on worker
/// threads (their answers come back as [`Event::BotAnswered`] through `wake`, so the loop
/// never waits for a search); this loop feeds it the events and prints what happened.
pub fn run(
    driver: &mut Driver,
    events: &Receiver<Event>,
    wake: SyncSender<Event>,
    screen: &mut dyn Screen,
) -> Ended {
    let mut notices = Notices::default();
    driver.happened = Some(Vec::new());
    driver.bot_delay_ms = 0;
    screen.view(&mut driver.session);
    if let Some(online) = &mut driver.online {
        online.hosting.changed(&mut driver.session);
    }
    loop {
        let bot_wait = {
            let wake = wake.clone();
            driver.drive_bots(
                move || {
                    let _ = wake.try_send(Event::BotAnswered);
                },
                &mut notices,
            )
        };
        show(driver, screen, &mut notices);
        if driver.session.status().is_ok_and(|s| s.is_over()) {
            return Ended::Finished;
        }
        let deadline = driver
            .online
            .as_ref()
            .and_then(|o| o.hosting.deadline())
            .map(|d| d.saturating_duration_since(Instant::now()));
        // A thinking bot wakes the loop when it answers; the poll is a safety net.
        let wait = match (deadline, bot_wait) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        let event = match wait {
            Some(wait) => match events.recv_timeout(wait) {
                Ok(event) => event,
                Err(RecvTimeoutError::Timeout) => {
                    driver.check_timer();
                    continue;
                }
                Err(RecvTimeoutError::Disconnected) => return Ended::Quit,
            },
            None => match events.recv() {
                Ok(event) => event,
                Err(_) => return Ended::Quit,
            },
        };
        match event {
            Event::BotAnswered => {}
            Event::Local(line) => {
                let input = line.trim();
                if input.is_empty() || input.starts_with('#') {
                    continue;
                }
                if input == "quit" || input == "exit" {
                    return Ended::Quit;
                }
                local_line(driver, screen, input, &mut notices);
            }
            Event::LocalClosed => {
                if driver.seating.seats.contains(&SeatKind::Human) {
                    return Ended::Quit;
                }
            }
            Event::Reload(event) => {
                driver.reloaded(&event, &mut notices);
            }
            remote => driver.online_event(remote, &mut notices),
        }
        driver.check_timer();
    }
}

/// Prints what happened since the last call, and the driver's errors.
fn show(driver: &mut Driver, screen: &mut dyn Screen, notices: &mut Notices) {
    for happened in driver.take_happened() {
        match happened {
            Happened::Applied { applied, .. } => {
                screen.applied(&mut driver.session, &applied);
                screen.view(&mut driver.session);
            }
            Happened::TookBack { .. } => screen.view(&mut driver.session),
            Happened::Reload { failed, text } => {
                screen.notice(
                    if failed { "reload_failed" } else { "reloaded" },
                    None,
                    &text,
                );
                if !failed {
                    screen.view(&mut driver.session);
                }
            }
            Happened::Online { kind, seat, text } => screen.notice(kind, seat, &text),
        }
    }
    for notice in notices.take() {
        if let match_driver::Notice::Error { text, .. } = notice {
            screen.notice("error", None, &text);
        }
    }
}

/// A line typed at the host: `takeback`, `accept`, `decline`, or an action.
fn local_line(driver: &mut Driver, screen: &mut dyn Screen, input: &str, notices: &mut Notices) {
    match input {
        "takeback" => {
            driver.undo(notices);
            if let Some(why) = driver.message.take() {
                screen.refused(&mut driver.session, input, why.trim_end_matches('.'));
            }
        }
        "start" => {
            let started = match &mut driver.online {
                Some(online) => online.hosting.start_clocks(&mut driver.session),
                None => Err(crate::tr_wire!("net-not-hosted")),
            };
            match started {
                Ok(text) => screen.notice("clock", None, &text),
                Err(why) => screen.refused(&mut driver.session, input, &why),
            }
        }
        "accept" | "decline" => {
            if driver.take_back.is_none() {
                screen.refused(
                    &mut driver.session,
                    input,
                    &crate::tr_wire!("net-no-request"),
                );
                return;
            }
            driver.answer_take_back(input == "accept", notices);
            if let Some(why) = driver.message.take() {
                screen.refused(&mut driver.session, input, &why);
            }
        }
        _ => {
            let to_move = driver.session.status().ok().and_then(|s| s.to_move());
            let here = to_move.filter(|&m| driver.seating.kind(m) == SeatKind::Human);
            if here.is_none() {
                let message = match to_move {
                    Some(m) => {
                        let seat = wire_seat(&driver.session, m);
                        match driver.seating.kind(m) {
                            SeatKind::Remote => crate::tr_wire!("net-turn-of-remote", seat = seat),
                            SeatKind::Bot(_) => crate::tr_wire!("net-turn-of-bot", seat = seat),
                            SeatKind::Human => crate::tr_wire!("net-turn-here", seat = seat),
                        }
                    }
                    None => crate::tr_wire!("net-match-over"),
                };
                screen.refused(&mut driver.session, input, &message);
                return;
            }
            if let Err(e) = driver.apply_action(input, notices) {
                // The terminal shows one seat's view: a script's own words (which may name
                // another seat's hand) only where that seat could read everything, as in the
                // app and for a remote seat.
                let message = match_driver::refusal_for_seat(&e, driver.console_allowed());
                screen.refused(&mut driver.session, input, &message);
            }
        }
    }
}

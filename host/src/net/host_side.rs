//! The host's door: accepts connections, runs the handshake, admits each to its seat or to the
//! spectators, and relays what they send to the match thread ([`super::table`]) as events.
//!
//! Nothing here touches the match: a peer that misbehaves (a wrong token, garbage, an oversize
//! frame, a flood, silence) is refused or disconnected with a reason, and the match thread only
//! ever sees well-formed events from admitted connections.

use super::frames::{self, FrameError};
use super::limits;
use super::protocol::{ALPN, Admission, Hello, Role, ToHost, ToSeat, Token, VERSION, alpn_for};
use super::table::Event;
use super::waiting_room::{PUSHED_OUT, Place, Room, Rooms, WaitingRoom};
use iroh::Endpoint;
use iroh::endpoint::{Connection, ConnectionError, RecvStream, SendStream};
use std::collections::HashMap;
use std::sync::mpsc::{SyncSender, TrySendError};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Instant;
use tokio::sync::{mpsc, watch};

/// A connection's number, unique for the host's lifetime.
pub type ConnId = u64;

/// QUIC close codes (the reason text says the rest).
const CLOSE_REFUSED: u32 = 1;
const CLOSE_MISBEHAVED: u32 = 2;
const CLOSE_REPLACED: u32 = 3;
const CLOSE_SLOW: u32 = 4;

/// Which token admits whom.
#[derive(Debug, Clone)]
pub struct Doors {
    /// Per seat: the token of a remote seat, `None` for a seat played at the host or by a bot.
    pub seats: Vec<Option<Token>>,
    pub spectators: Token,
    /// Spectators the spectators' ticket admits at once (`--spectators`, at most
    /// [`limits::MAX_SPECTATORS`]).
    pub spectators_max: usize,
    /// Per seat, the node key of the player who first joined it: a connection from another key
    /// is refused until the host issues a new invite ([`Admissions::reissue`]).
    pub bound: Vec<Option<[u8; 32]>>,
    /// Where the host keys are kept (`--save`'s `F.host-keys`): a new binding is written there,
    /// so a resumed host still knows its players.
    pub keys_file: Option<std::path::PathBuf>,
    /// The seats' display names, for messages.
    pub names: Vec<String>,
}

impl Doors {
    fn role(&self, token: &Token) -> Option<Role> {
        // Every token is compared, so the time taken does not tell which one was close.
        let mut found = None;
        for (seat, door) in self.seats.iter().enumerate() {
            if door.is_some_and(|t| t.matches(token)) {
                found = Some(Role::Seat(seat as u8));
            }
        }
        if self.spectators.matches(token) {
            found = Some(Role::Spectator);
        }
        found
    }

    /// The application protocols the host accepts, in its order of preference (TLS picks the
    /// first a joiner offers): the tag of each token ([`alpn_for`]), then [`ALPN`] alone (a
    /// joiner offers both, so one with a wrong or old ticket still gets through to its hello
    /// and is told why in words).
    pub fn alpns(&self) -> Vec<Vec<u8>> {
        let mut alpns: Vec<Vec<u8>> = self.seats.iter().flatten().map(alpn_for).collect();
        alpns.push(alpn_for(&self.spectators));
        alpns.push(ALPN.to_vec());
        alpns
    }

    /// Which waiting room a connection on `alpn` waits in.
    fn room_of(&self, alpn: &[u8]) -> Room {
        for (seat, token) in self.seats.iter().enumerate() {
            if token.is_some_and(|t| alpn_for(&t) == alpn) {
                return Room::Seat(seat);
            }
        }
        if alpn_for(&self.spectators) == alpn {
            Room::Spectators
        } else {
            Room::Untagged
        }
    }

    fn name(&self, seat: u8) -> String {
        let name = self.names.get(seat as usize).map_or("", String::as_str);
        crate::tr_wire!("net-seat-named", name = name, seat = seat)
    }
}

/// The match thread's handle on one admitted connection: where its frames go.
#[derive(Debug, Clone)]
pub struct Link {
    outbox: mpsc::Sender<Vec<u8>>,
    connection: Connection,
}

impl Link {
    /// Queues a message; a connection that lets [`limits::OUTBOX_FRAMES`] pile up is not
    /// reading and is dropped (its seat stays open for a reconnect).
    pub fn send(&self, message: &ToSeat) -> Result<(), String> {
        self.send_raw(frames::encode(message)?)
    }

    /// Queues an encoded frame (see [`Link::send`]).
    pub fn send_raw(&self, frame: Vec<u8>) -> Result<(), String> {
        if frame.len() > limits::MAX_FRAME_TO_SEAT as usize + 4 {
            return Err(format!(
                "a frame of {} bytes is over the limit of {} bytes",
                frame.len() - 4,
                limits::MAX_FRAME_TO_SEAT
            ));
        }
        match self.outbox.try_send(frame) {
            Ok(()) => Ok(()),
            Err(mpsc::error::TrySendError::Full(_)) => {
                let reason = crate::tr_wire!("net-not-reading", frames = limits::OUTBOX_FRAMES);
                self.close(CLOSE_SLOW, &reason);
                Err(reason)
            }
            Err(mpsc::error::TrySendError::Closed(_)) => {
                Err(crate::tr_wire!("net-connection-gone"))
            }
        }
    }

    fn close(&self, code: u32, reason: &str) {
        self.connection.close(code.into(), reason.as_bytes());
    }
}

/// A seat's live connection, kept so a newcomer with the same token can ask whether it is
/// still there.
struct Occupant {
    conn: ConnId,
    link: Link,
    pongs: watch::Receiver<u64>,
}

struct Lobby {
    seated: HashMap<u8, Occupant>,
    /// The spectators watching, by connection (a new spectators' invite closes them).
    watching: HashMap<ConnId, Link>,
    /// Spectators admitted lately (the rate of spectator joins).
    spectator_joins: Bucket,
    next_conn: ConnId,
    /// Connections admitted and not yet gone.
    live: usize,
}

impl Default for Lobby {
    fn default() -> Lobby {
        Lobby {
            seated: HashMap::new(),
            watching: HashMap::new(),
            spectator_joins: Bucket::of(
                limits::SPECTATOR_JOIN_BURST,
                limits::SPECTATOR_JOINS_PER_SECOND,
            ),
            next_conn: 0,
            live: 0,
        }
    }
}

/// Shared by every connection's task.
struct Door {
    /// Which token admits whom; a new invite replaces a seat's token ([`Admissions::reissue`]).
    doors: Mutex<Doors>,
    lobby: Mutex<Lobby>,
    events: SyncSender<Event>,
    /// The endpoint, whose accepted protocols follow the tokens' tags.
    endpoint: Endpoint,
}

impl Door {
    fn lobby(&self) -> MutexGuard<'_, Lobby> {
        // A task that panicked while holding the lock leaves plain counters behind; they stay
        // usable, so the poison is ignored rather than spread to every other connection.
        self.lobby.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The tokens as they are now (each change is one assignment, so a poisoned lock still
    /// holds a consistent set).
    fn doors(&self) -> MutexGuard<'_, Doors> {
        self.doors.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// The host's hold on its door once serving: how many admitted connections are open (the host
/// waits for them to read the end), new invites, and the keys file written under the door's lock.
#[derive(Clone)]
pub struct Admissions(Arc<Door>);

impl std::fmt::Debug for Admissions {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Admissions")
    }
}

impl Admissions {
    pub fn live(&self) -> usize {
        self.0.lobby().live
    }

    /// Writes `keys` to `path` with the seats' bindings as the door has them now, under the
    /// door's lock: a player binding a seat at the same moment is neither lost nor overwritten.
    pub fn write_keys(
        &self,
        keys: &mut super::host_keys::HostKeys,
        path: &std::path::Path,
    ) -> Result<(), String> {
        let doors = self.0.doors();
        keys.bound = doors.bound.clone();
        keys.write(path)
    }

    /// A new invite for a remote seat: a new token replaces the seat's, so the old ticket
    /// admits no one any more (a ticket seen by the wrong person), and whoever holds the seat
    /// now is disconnected with the reason. Returns the new token, for the new ticket.
    pub fn reissue(&self, seat: u8) -> Result<Token, String> {
        let token = Token::random()?;
        let (alpns, name) = {
            let mut doors = self.0.doors();
            let name = doors.name(seat);
            match doors.seats.get_mut(usize::from(seat)) {
                Some(Some(old)) => *old = token,
                _ => return Err(crate::tr_wire!("net-not-remote", seat = name)),
            }
            // The new invite's first player binds the seat anew.
            if let Some(bound) = doors.bound.get_mut(usize::from(seat)) {
                *bound = None;
            }
            keep_bindings(&doors);
            (doors.alpns(), name)
        };
        self.0.endpoint.set_alpns(alpns);
        let occupant = self.0.lobby().seated.remove(&seat);
        if let Some(occupant) = occupant {
            occupant.link.close(
                CLOSE_REPLACED,
                &crate::tr_wire!("net-reissued", seat = name),
            );
        }
        Ok(token)
    }

    /// A new spectators' invite: a new token replaces theirs, so the old spectators' ticket
    /// (posted where it should not be) admits no one any more, and everyone watching with it is
    /// disconnected with the reason. Returns the new token.
    pub fn reissue_spectators(&self) -> Result<Token, String> {
        let token = Token::random()?;
        let alpns = {
            let mut doors = self.0.doors();
            doors.spectators = token;
            doors.alpns()
        };
        self.0.endpoint.set_alpns(alpns);
        let watching: Vec<Link> = self.0.lobby().watching.drain().map(|(_, l)| l).collect();
        for link in watching {
            link.close(CLOSE_REPLACED, &crate::tr_wire!("net-reissued-spectators"));
        }
        Ok(token)
    }
}

/// Accepts connections until the endpoint closes. Returns at once with its [`Admissions`]; the
/// accepting runs on the current tokio runtime.
pub fn serve(endpoint: Endpoint, doors: Doors, events: SyncSender<Event>) -> Admissions {
    let door = Arc::new(Door {
        doors: Mutex::new(doors),
        lobby: Mutex::new(Lobby::default()),
        events,
        endpoint: endpoint.clone(),
    });
    let admissions = Admissions(Arc::clone(&door));
    tokio::spawn(async move {
        let rooms = Arc::new(Rooms::new(door.doors().seats.len()));
        while let Some(incoming) = endpoint.accept().await {
            let door = Arc::clone(&door);
            let rooms = Arc::clone(&rooms);
            tokio::spawn(async move {
                let hello = wait_for_hello(&door, &rooms, incoming).await;
                let Some((connection, hello)) = hello else {
                    return;
                };
                if let Some(admitted) = decide(&door, &connection, hello).await {
                    serve_connection(&door, admitted).await;
                }
            });
        }
    });
    admissions
}

/// QUIC's handshake (in the handshakes' room) and then the hello (in the room of the
/// connection's tag, [`Doors::room_of`]): each place is left as soon as its stage is over (a
/// refusal's reason then takes its time outside), or when the connection is pushed out or its
/// [`limits::HANDSHAKE_TIMEOUT`] runs out.
async fn wait_for_hello(
    door: &Door,
    rooms: &Rooms,
    incoming: iroh::endpoint::Incoming,
) -> Option<(Connection, Hello0)> {
    let deadline = tokio::time::Instant::now() + limits::HANDSHAKE_TIMEOUT;
    let Place { id, mut pushed_out } = rooms.handshakes.enter();
    let connection = tokio::select! {
        connected = tokio::time::timeout_at(deadline, incoming) => connected.ok().and_then(Result::ok),
        _ = &mut pushed_out => None,
    };
    rooms.handshakes.leave(id);
    let connection = connection?;
    let which = door.doors().room_of(connection.alpn());
    let room: &WaitingRoom = rooms.room(which);
    let Place { id, mut pushed_out } = room.enter();
    room.identify(id, connection.remote_id());
    let hello = tokio::select! {
        hello = tokio::time::timeout_at(deadline, read_hello(&connection)) => match hello {
            Ok(hello) => hello,
            Err(_) => {
                connection.close(
                    CLOSE_REFUSED.into(),
                    crate::tr_wire!("net-no-hello", secs = limits::HANDSHAKE_TIMEOUT.as_secs())
                        .as_bytes(),
                );
                None
            }
        },
        _ = &mut pushed_out => {
            connection.close(CLOSE_REFUSED.into(), PUSHED_OUT.as_bytes());
            None
        }
    };
    room.leave(id);
    Some((connection, hello?))
}

/// The stream a joiner opens and the hello frame on it (or why it is not one).
struct Hello0 {
    send: SendStream,
    recv: RecvStream,
    hello: Result<Hello, FrameError>,
}

/// Waits for the joiner's stream and reads its first frame.
async fn read_hello(connection: &Connection) -> Option<Hello0> {
    let (send, mut recv) = connection.accept_bi().await.ok()?;
    let hello = frames::read(
        &mut recv,
        limits::MAX_FRAME_TO_HOST,
        limits::FRAME_BODY_TIMEOUT,
    )
    .await;
    Some(Hello0 { send, recv, hello })
}

/// Decides on a hello; on success the connection is registered in the lobby.
async fn decide(door: &Door, connection: &Connection, hello: Hello0) -> Option<Admitted> {
    let Hello0 {
        mut send,
        recv,
        hello,
    } = hello;
    let hello: Hello = match hello {
        Ok(hello) => hello,
        Err(e) => {
            deny(connection, &mut send, &format!("bad hello: {e}")).await;
            return None;
        }
    };
    if hello.version != VERSION {
        let reason = format!(
            "this host speaks protocol version {VERSION}, the joiner {}: use the same game-host version",
            hello.version
        );
        deny(connection, &mut send, &reason).await;
        return None;
    }
    let role = door.doors().role(&hello.token);
    let Some(role) = role else {
        deny(connection, &mut send, &crate::tr_wire!("net-bad-ticket")).await;
        return None;
    };
    // A seat is its first player's: another device with the same ticket (seen by the wrong
    // person) is refused, even after the player quit or dropped.
    let node = *connection.remote_id().as_bytes();
    if let Role::Seat(seat) = role {
        let refused = {
            let doors = door.doors();
            match doors.bound.get(usize::from(seat)) {
                Some(Some(bound)) if *bound != node => Some(doors.name(seat)),
                _ => None,
            }
        };
        if let Some(name) = refused {
            let reason = crate::tr_wire!("net-other-device", seat = name, number = seat);
            deny(connection, &mut send, &reason).await;
            return None;
        }
    }
    let (outbox, queued) = mpsc::channel::<Vec<u8>>(limits::OUTBOX_FRAMES);
    let (pong, pongs) = watch::channel(0u64);
    let link = Link {
        outbox,
        connection: connection.clone(),
    };
    match admit(door, role, &link, &pongs).await {
        Ok(conn) => {
            if let Role::Seat(seat) = role {
                bind(door, seat, node);
            }
            Some(Admitted {
                role,
                conn,
                link,
                queued,
                pong,
                send,
                recv,
            })
        }
        Err(reason) => {
            deny(connection, &mut send, &reason).await;
            None
        }
    }
}

/// Binds `seat` to the node key of its first player (a rejoin from the same key is the same
/// player; [`Doors::bound`]).
fn bind(door: &Door, seat: u8, node: [u8; 32]) {
    let mut doors = door.doors();
    if let Some(slot) = doors.bound.get_mut(usize::from(seat))
        && slot.is_none()
    {
        *slot = Some(node);
        keep_bindings(&doors);
    }
}

/// Writes the bindings into the host keys file, if the match has one (a failure leaves them in
/// memory: the match goes on, a resumed host binds anew).
fn keep_bindings(doors: &Doors) {
    let Some(path) = &doors.keys_file else { return };
    if let Ok(mut keys) = super::host_keys::HostKeys::read(path) {
        keys.bound = doors.bound.clone();
        let _ = keys.write(path);
    }
}

/// Takes the seat (or a spectator's place) for a new connection. A seat that is taken is given
/// to the newcomer only if its connection does not answer a ping within
/// [`limits::PROBE_TIMEOUT`]: the token's holder came back on a new connection while the old one
/// is dead but not yet timed out.
async fn admit(
    door: &Door,
    role: Role,
    link: &Link,
    pongs: &watch::Receiver<u64>,
) -> Result<ConnId, String> {
    let seat = match role {
        Role::Spectator => {
            let most = door.doors().spectators_max.min(limits::MAX_SPECTATORS);
            let mut lobby = door.lobby();
            if most == 0 {
                return Err(crate::tr_wire!("net-no-spectators"));
            }
            if lobby.watching.len() >= most {
                return Err(crate::tr_wire!("net-spectators-full", count = most));
            }
            if !lobby.spectator_joins.take() {
                return Err(crate::tr_wire!(
                    "net-spectators-too-often",
                    per_second = limits::SPECTATOR_JOINS_PER_SECOND
                ));
            }
            let conn = register(&mut lobby);
            lobby.watching.insert(conn, link.clone());
            return Ok(conn);
        }
        Role::Seat(seat) => seat,
    };
    let held = {
        let lobby = door.lobby();
        lobby
            .seated
            .get(&seat)
            .map(|o| (o.conn, o.link.clone(), o.pongs.clone()))
    };
    if let Some((old, link, mut pongs)) = held {
        let nonce = u64::from_le_bytes(Token::random()?.0[..8].try_into().unwrap_or([1; 8]));
        let alive = link.send(&ToSeat::Ping { nonce }).is_ok()
            && tokio::time::timeout(limits::PROBE_TIMEOUT, pongs.wait_for(|n| *n == nonce))
                .await
                .is_ok_and(|r| r.is_ok());
        if alive {
            return Err(crate::tr_wire!(
                "net-seat-answering",
                seat = door.doors().name(seat)
            ));
        }
        link.close(CLOSE_REPLACED, &crate::tr_wire!("net-seat-replaced"));
        let mut lobby = door.lobby();
        if lobby.seated.get(&seat).is_some_and(|o| o.conn != old) {
            return Err(crate::tr_wire!(
                "net-seat-taken",
                seat = door.doors().name(seat)
            ));
        }
        lobby.seated.remove(&seat);
    }
    let mut lobby = door.lobby();
    if lobby.seated.contains_key(&seat) {
        return Err(crate::tr_wire!(
            "net-seat-taken",
            seat = door.doors().name(seat)
        ));
    }
    let conn = register(&mut lobby);
    lobby.seated.insert(
        seat,
        Occupant {
            conn,
            link: link.clone(),
            pongs: pongs.clone(),
        },
    );
    Ok(conn)
}

fn register(lobby: &mut Lobby) -> ConnId {
    lobby.next_conn += 1;
    lobby.live += 1;
    lobby.next_conn
}

/// Refuses a connection with a reason the joiner shows, and closes it once the joiner has read
/// it (or after a moment).
async fn deny(connection: &Connection, send: &mut SendStream, reason: &str) {
    tracing::info!(peer = %connection.remote_id().fmt_short(), "refused: {reason}");
    let answer = Admission::Denied {
        reason: reason.to_string(),
        version: VERSION,
    };
    if let Ok(frame) = frames::encode(&answer) {
        let _ = frames::write(send, &frame).await;
    }
    let _ = send.finish();
    let _ = tokio::time::timeout(std::time::Duration::from_secs(2), connection.closed()).await;
    connection.close(CLOSE_REFUSED.into(), reason.as_bytes());
}

/// A connection past its handshake, with its place taken in the lobby.
struct Admitted {
    role: Role,
    conn: ConnId,
    link: Link,
    queued: mpsc::Receiver<Vec<u8>>,
    pong: watch::Sender<u64>,
    send: SendStream,
    recv: RecvStream,
}

/// An admitted connection: its writer, its reader, and the events it gives the match thread.
async fn serve_connection(door: &Arc<Door>, admitted: Admitted) {
    let Admitted {
        role,
        conn,
        link,
        mut queued,
        pong,
        mut send,
        mut recv,
    } = admitted;
    let writer = tokio::spawn(async move {
        while let Some(frame) = queued.recv().await {
            if frames::write(&mut send, &frame).await.is_err() {
                break;
            }
        }
        let _ = send.finish();
    });
    tracing::info!(conn, ?role, "admitted");
    let joined = Event::Joined {
        conn,
        role,
        link: link.clone(),
    };
    let reason = if door.events.try_send(joined).is_err() {
        let reason = crate::tr_wire!("net-busy-or-closing");
        link.close(CLOSE_REFUSED, &reason);
        reason
    } else {
        read_loop(door, &link, role, conn, &mut recv, &pong).await
    };
    writer.abort();
    {
        let mut lobby = door.lobby();
        lobby.live = lobby.live.saturating_sub(1);
        match role {
            Role::Spectator => {
                lobby.watching.remove(&conn);
            }
            Role::Seat(seat) => {
                if lobby.seated.get(&seat).is_some_and(|o| o.conn == conn) {
                    lobby.seated.remove(&seat);
                }
            }
        }
    }
    // Blocking, unlike the other events: a lost `Left` would show the seat as connected. The
    // match thread drains its queue between actions, so this waits at most one bot move.
    tokio::task::block_in_place(|| {
        let _ = door.events.send(Event::Left { conn, role, reason });
    });
}

/// Reads a connection's frames until it ends; returns why it ended.
async fn read_loop(
    door: &Door,
    link: &Link,
    role: Role,
    conn: ConnId,
    recv: &mut RecvStream,
    pong: &watch::Sender<u64>,
) -> String {
    let mut bucket = Bucket::new();
    loop {
        let message: ToHost =
            match frames::read(recv, limits::MAX_FRAME_TO_HOST, limits::FRAME_BODY_TIMEOUT).await {
                Ok(message) => message,
                Err(FrameError::Closed) => return crate::tr_wire!("net-gone-left"),
                Err(e @ (FrameError::TooLarge { .. } | FrameError::Garbage(_))) => {
                    let reason = crate::tr_wire!("net-gone-misbehaved", error = e);
                    link.close(CLOSE_MISBEHAVED, &reason);
                    return reason;
                }
                Err(e) => {
                    return match link.connection.close_reason() {
                        Some(ConnectionError::ApplicationClosed(close)) => {
                            crate::tr_wire!(
                                "net-gone-left-saying",
                                reason = String::from_utf8_lossy(&close.reason)
                            )
                        }
                        Some(ConnectionError::TimedOut) => crate::tr_wire!(
                            "net-gone-silent",
                            secs = limits::IDLE_TIMEOUT.as_secs()
                        ),
                        Some(closed) => crate::tr_wire!("net-gone-lost", error = closed),
                        None => crate::tr_wire!("net-gone-lost", error = e),
                    };
                }
            };
        match message {
            ToHost::Pong { nonce } => {
                // Pongs answer the host's rare pings: a stream of them is a flood like any
                // other and draws from the same allowance.
                if !bucket.take() {
                    return flooded(link);
                }
                pong.send_replace(nonce);
            }
            ToHost::TakeBack | ToHost::AnswerTakeBack { .. } => {
                if !bucket.take() {
                    return flooded(link);
                }
                let input = match message {
                    ToHost::AnswerTakeBack { accept: true } => "accept",
                    ToHost::AnswerTakeBack { accept: false } => "decline",
                    _ => "takeback",
                };
                let Role::Seat(seat) = role else {
                    let _ = link.send(&ToSeat::Refused {
                        input: input.into(),
                        reason: crate::tr_wire!("net-spectators-cannot-take-back"),
                    });
                    continue;
                };
                let event = match message {
                    ToHost::AnswerTakeBack { accept } => {
                        Event::AnswerTakeBack { conn, seat, accept }
                    }
                    _ => Event::TakeBack { conn, seat },
                };
                match door.events.try_send(event) {
                    Ok(()) => {}
                    Err(TrySendError::Full(_)) => {
                        let _ = link.send(&ToSeat::Refused {
                            input: input.into(),
                            reason: crate::tr_wire!("net-busy"),
                        });
                    }
                    Err(_) => return crate::tr_wire!("net-gone-closing"),
                }
            }
            ToHost::Act { text } => {
                if !bucket.take() {
                    return flooded(link);
                }
                let refuse = |reason: String| {
                    let _ = link.send(&ToSeat::Refused {
                        input: text.chars().take(80).collect(),
                        reason,
                    });
                };
                let Role::Seat(seat) = role else {
                    refuse(crate::tr_wire!("net-spectators-cannot-act"));
                    continue;
                };
                if text.len() > limits::MAX_ACTION_TEXT {
                    refuse(crate::tr_wire!(
                        "net-action-too-long",
                        bytes = limits::MAX_ACTION_TEXT
                    ));
                    continue;
                }
                // An action is words of the game's notation: never a control character (which
                // could pass for the structure of a message in the refusal that quotes it).
                if text.chars().any(char::is_control) {
                    refuse(crate::tr_wire!("net-action-control"));
                    continue;
                }
                match door.events.try_send(Event::Act { conn, seat, text }) {
                    Ok(()) => {}
                    Err(TrySendError::Full(Event::Act { text, .. })) => {
                        let _ = link.send(&ToSeat::Refused {
                            input: text,
                            reason: crate::tr_wire!("net-busy"),
                        });
                    }
                    Err(_) => return crate::tr_wire!("net-gone-closing"),
                }
            }
        }
    }
}

/// Disconnects a connection that sends more than the flood limit allows; returns why.
fn flooded(link: &Link) -> String {
    let reason = crate::tr_wire!(
        "net-flooded",
        burst = limits::ACTION_BURST,
        per_second = limits::ACTIONS_PER_SECOND
    );
    link.close(CLOSE_MISBEHAVED, &reason);
    reason
}

/// A rate limit: `burst` at once, refilled at `per_second`.
struct Bucket {
    tokens: f64,
    at: Instant,
    burst: f64,
    per_second: f64,
}

impl Bucket {
    /// The flood limit of one connection: [`limits::ACTION_BURST`] frames at once, refilled at
    /// [`limits::ACTIONS_PER_SECOND`].
    fn new() -> Bucket {
        Bucket::of(limits::ACTION_BURST, limits::ACTIONS_PER_SECOND)
    }

    fn of(burst: u32, per_second: u32) -> Bucket {
        Bucket {
            tokens: f64::from(burst),
            at: Instant::now(),
            burst: f64::from(burst),
            per_second: f64::from(per_second),
        }
    }

    fn take(&mut self) -> bool {
        let now = Instant::now();
        let refill = now.duration_since(self.at).as_secs_f64() * self.per_second;
        self.tokens = (self.tokens + refill).min(self.burst);
        self.at = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_token_admits_only_its_own_seat_or_the_spectators() {
        let (a, b, watch) = (Token([1; 16]), Token([2; 16]), Token([3; 16]));
        let doors = Doors {
            seats: vec![None, Some(a), Some(b)],
            spectators: watch,
            spectators_max: limits::MAX_SPECTATORS,
            bound: vec![None; 3],
            keys_file: None,
            names: vec!["X".into(), "Y".into(), "Z".into()],
        };
        assert_eq!(doors.role(&a), Some(Role::Seat(1)));
        assert_eq!(doors.role(&b), Some(Role::Seat(2)));
        assert_eq!(doors.role(&watch), Some(Role::Spectator));
        let mut near = a;
        near.0[15] ^= 0x80;
        assert_eq!(doors.role(&near), None);
        // A seat without a token (played at the host) is never admitted by an all-zero token.
        assert_eq!(doors.role(&Token([0; 16])), None);
    }

    #[test]
    fn the_flood_limit_allows_its_burst_then_refuses() {
        let mut bucket = Bucket::new();
        let allowed = (0..limits::ACTION_BURST * 2)
            .filter(|_| bucket.take())
            .count() as u32;
        // The burst, plus whatever refilled while counting (well under one more second's worth).
        assert!(allowed >= limits::ACTION_BURST, "{allowed}");
        assert!(
            allowed < limits::ACTION_BURST + limits::ACTIONS_PER_SECOND,
            "{allowed}"
        );
    }
}

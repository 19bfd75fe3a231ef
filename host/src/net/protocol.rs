//! The online protocol, version [`VERSION`] (`docs/online.md` describes it for other
//! implementations).
//!
//! A joiner opens one bidirectional QUIC stream on ALPN [`ALPN`] and sends a [`Hello`]; the host
//! answers with an [`Admission`], then sends [`ToSeat`] frames for as long as the connection
//! lasts, and reads [`ToHost`] frames. `Hello` and `Admission::Denied` keep their layout in every
//! version, so a joiner of another version is told which version the host speaks.

use game_wire::{GameInfo, LogLine, Status, View};
use serde::{Deserialize, Serialize};

/// The protocol version; a host admits only joiners of the same version.
///
/// - 1: the first.
/// - 2: take-backs by agreement ([`ToHost::TakeBack`], [`ToHost::AnswerTakeBack`],
///   [`ToSeat::TakeBackAsked`], [`ToSeat::TakeBackEnded`]) and the optional turn timer
///   ([`Table::clock`], [`Welcome::turn_secs`], [`ToSeat::TimedOut`]).
/// - 4: the game's text in the welcome ([`Welcome::text`]), for a joiner without the game.
pub const VERSION: u32 = 4;
/// The QUIC application protocol name; a connection of any other is refused by QUIC itself.
/// It names the handshake's layout, which every version keeps, so it stays `/1`: a joiner of
/// another version gets through to the [`Hello`] and is told the host's version.
pub const ALPN: &[u8] = b"game-host/online/1";

/// The application protocol a joiner with `token` dials: [`ALPN`], `/` and a tag derived from the
/// token (16 hex digits of a SHA-256). The host accepts the tag of each of its tokens and [`ALPN`]
/// alone, and a connection waits for its hello among those with the same tag
/// (`net::waiting_room`): whoever holds the spectators' ticket (posted online, say) can crowd
/// only the spectators' waiting room, never a seat's. The tag, unlike the token, may be seen on
/// the wire (QUIC's first packets are readable by anyone on the path): it only chooses a room,
/// and only the token in the hello admits.
pub fn alpn_for(token: &Token) -> Vec<u8> {
    use sha2::{Digest, Sha256};
    let digest = Sha256::new()
        .chain_update(b"game-host online waiting room")
        .chain_update(token.0)
        .finalize();
    let mut alpn = ALPN.to_vec();
    alpn.push(b'/');
    for byte in &digest[..8] {
        alpn.extend_from_slice(format!("{byte:02x}").as_bytes());
    }
    alpn
}

/// A secret that admits one seat, or the spectators.
#[derive(Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Token(pub [u8; 16]);

impl Token {
    /// A fresh token from the operating system's random source.
    pub fn random() -> Result<Token, String> {
        let mut bytes = [0u8; 16];
        getrandom::fill(&mut bytes).map_err(|e| format!("no random source for a token: {e}"))?;
        Ok(Token(bytes))
    }

    /// Compares in time independent of where the tokens differ, so a guesser learns nothing from
    /// how fast it is refused.
    pub fn matches(&self, other: &Token) -> bool {
        self.0
            .iter()
            .zip(other.0.iter())
            .fold(0u8, |acc, (a, b)| acc | (a ^ b))
            == 0
    }
}

impl std::fmt::Debug for Token {
    /// Never printed: a token in a log would admit whoever reads the log.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Token(..)")
    }
}

/// The first frame of every connection, joiner to host.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Hello {
    pub version: u32,
    pub token: Token,
}

/// Who a connection is at the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Role {
    Seat(u8),
    Spectator,
}

/// The host's answer to a [`Hello`].
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum Admission {
    /// Refused, with the reason and the host's protocol version (first variant: its layout is
    /// the same in every version).
    Denied {
        reason: String,
        version: u32,
    },
    Welcome(Welcome),
}

/// What a joiner learns once admitted.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Welcome {
    pub role: Role,
    /// The game's name and its seats' display names: all the joiner needs to print a view
    /// (it has no plugin).
    pub info: GameInfo,
    /// The ruleset's name, as the host shows it.
    pub ruleset: String,
    pub seats: Vec<SeatState>,
    /// The turn timer: seconds each seat has for a turn, `None` when off (the default). When
    /// the seat to move runs out, the host plays that turn with its `normal` bot.
    pub turn_secs: Option<u32>,
    /// The game's catalogues and its rulesets' translations as the host has them: a joiner
    /// without the game installed reads the table in its own language with them (at most
    /// `i18n::game::WIRE_TEXT_LIMIT` bytes).
    /// Boxed: the rest of the welcome is small.
    pub text: Box<crate::i18n::game::WireText>,
}

/// Who plays a seat, and whether they are there.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatState {
    pub player: Player,
    /// A remote seat's connection state; a host or bot seat is always there.
    pub connected: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Player {
    /// Played at the host machine.
    Host,
    Remote,
    Bot,
}

/// Joiner to host, after the hello.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum ToHost {
    /// An action in the game's notation, parsed by the host as if typed there.
    Act { text: String },
    /// The answer to [`ToSeat::Ping`].
    Pong { nonce: u64 },
    /// Asks to take back this seat's last move (with the bots' answers after it), so that it
    /// decides again. Possible while no other human has moved since; the other side is asked
    /// ([`ToSeat::TakeBackAsked`]) and the outcome comes as [`ToSeat::TakeBackEnded`]. Refused at
    /// once with [`ToSeat::Refused`] (input `takeback`) when there is nothing to take back or a
    /// request is already open.
    TakeBack,
    /// This seat's answer to the [`ToSeat::TakeBackAsked`] addressed to it (`to` is this seat).
    /// Without an open request addressed to it: [`ToSeat::Refused`] (input `accept`/`decline`).
    AnswerTakeBack { accept: bool },
}

/// Host to joiner, after the admission.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum ToSeat {
    /// The table as this connection may see it, after every change.
    Table(Box<Table>),
    /// An action was applied, as this connection may know it (sent before the new table).
    Applied(Move),
    /// This connection's own action was refused; nothing changed.
    Refused { input: String, reason: String },
    /// The host reloaded the ruleset; the next table follows the new rules.
    Reloaded { message: String },
    /// A seat's player connected or left.
    Seats(Vec<SeatState>),
    /// Are you there? (answer with [`ToHost::Pong`] with the same nonce).
    Ping { nonce: u64 },
    /// Seat `seat` asks to take back its last move, `what` (as every player may know it):
    /// `count` actions would go (its move and the bots' answers). Sent to every connection;
    /// seat `to` answers ([`ToHost::AnswerTakeBack`]), the others only learn of it. At most one
    /// request is open at a time.
    TakeBackAsked {
        seat: u8,
        to: u8,
        count: u32,
        what: String,
    },
    /// Seat `seat`'s request ended (sent to every connection). When accepted, the actions were
    /// taken back and a [`ToSeat::Table`] with the earlier position follows (its `moves` is
    /// smaller; a joiner drops that many moves from its log).
    TakeBackEnded { seat: u8, outcome: TakeBackOutcome },
    /// The turn timer of seat `seat` ran out: the host's `normal` bot plays its turn (that
    /// action follows as [`ToSeat::Applied`] and a table). Sent to every connection.
    TimedOut { seat: u8 },
}

/// How a take-back request ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TakeBackOutcome {
    /// The asked seat agreed; the actions were taken back.
    Accepted,
    /// The asked seat declined; nothing changed.
    Declined,
    /// The request no longer applies (someone moved, the rules were reloaded, the asked
    /// player left, the match ended); nothing changed.
    Lapsed { reason: String },
}

/// The turn timer as the table was sent: the seat to move has `remaining_ms` milliseconds
/// left (at the moment the frame was sent) of `turn_secs` seconds per turn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Clock {
    pub seat: u8,
    pub remaining_ms: u64,
    pub turn_secs: u32,
}

/// One viewer's table.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Table {
    /// Actions played so far.
    pub moves: u32,
    /// The scene, the status and, for the seat to move, its legal actions with click paths.
    pub view: View,
    /// The seat to move's time left when the turn timer is on (`None`: off, or the match is
    /// over).
    pub clock: Option<Clock>,
    /// The record's length when author mode was turned on at the host (whoever was at the
    /// host's device could see everything from then on): every seat's table says so.
    pub author_mode: Option<u32>,
}

/// An applied action as one viewer may know it: its public form unless the viewer made it,
/// and only the log lines the viewer may read.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Move {
    pub action: String,
    pub log: Vec<LogLine>,
    pub status: Status,
}

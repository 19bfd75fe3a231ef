//! The online protocol, version [`VERSION`] (`docs/online.md` describes it for other
//! implementations).
//!
//! A joiner opens one bidirectional QUIC stream on ALPN [`ALPN`] and sends a [`Hello`]; the host
//! answers with an [`Admission`], then sends [`ToSeat`] frames for as long as the connection
//! lasts, and reads [`ToHost`] frames. `Hello` and `Admission::Denied` keep their layout in every
//! version, so a joiner of another version is told which version the host speaks.

use game_sdk::wire::{GameInfo, LogLine, Status, View};
use serde::{Deserialize, Serialize};

/// The protocol version; a host admits only joiners of the same version.
pub const VERSION: u32 = 1;
/// The QUIC application protocol name; a connection of any other is refused by QUIC itself.
pub const ALPN: &[u8] = b"game-host/online/1";

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
}

/// One viewer's table.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Table {
    /// Actions played so far.
    pub moves: u32,
    /// The scene, the status and, for the seat to move, its legal actions with click paths.
    pub view: View,
}

/// An applied action as one viewer may know it: its public form unless the viewer made it,
/// and only the log lines the viewer may read.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Move {
    pub action: String,
    pub log: Vec<LogLine>,
    pub status: Status,
}

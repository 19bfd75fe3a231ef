//! The serialized types that cross the plugin boundary (encoded with postcard).
//!
//! Changing any type here changes the wire format: bump [`crate::abi::ABI_VERSION`].

use crate::diag::{Diagnostic, Diagnostics};
use crate::ruleset::RulesetSource;
use crate::scene::{ElementId, Scene};
use serde::{Deserialize, Serialize};

/// What a plugin says about itself before any ruleset is compiled.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameInfo {
    /// Stable identifier; also the directory name under `rulesets/` and `scripts/`.
    pub id: String,
    pub name: String,
    /// The plugin's own version (recorded in saves).
    pub version: String,
    pub description: String,
    /// The seats in turn order, e.g. `["Black", "White"]`.
    pub seats: Vec<String>,
}

/// The reply to `describe`: the game and the documentation of its ruleset keys.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Description {
    pub info: GameInfo,
    /// Markdown table of the ruleset keys (empty when the game does not document them).
    pub ruleset_keys: String,
}

/// Who is looking at a scene: hidden information is removed for everyone but the referee.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Viewer {
    /// One player: sees public information and their own secrets.
    Seat(u8),
    /// Someone not playing: public information only.
    Spectator,
    /// Everything (replays of finished matches, debugging, watching bots).
    Referee,
}

impl Viewer {
    pub fn seat(self) -> Option<u8> {
        match self {
            Viewer::Seat(s) => Some(s),
            _ => None,
        }
    }
}

/// The result of a finished match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// The winning seat, or `None` for a draw.
    pub winner: Option<u8>,
    /// Score per seat, in seat order (whatever the game counts: captures, VP, …).
    pub scores: Vec<i64>,
    /// Why the match ended, in words.
    pub reason: String,
}

/// Whose turn it is, or how the match ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Status {
    /// `seat` must act; `prompt` says what is being asked (e.g. a pending choice).
    ToMove {
        seat: u8,
        prompt: String,
    },
    Over(Outcome),
}

impl Status {
    pub fn to_move(&self) -> Option<u8> {
        match self {
            Status::ToMove { seat, .. } => Some(*seat),
            Status::Over(_) => None,
        }
    }
    pub fn is_over(&self) -> bool {
        matches!(self, Status::Over(_))
    }
}

/// A legal action as the host shows it: its notation and the scene elements a player clicks
/// (in order) to make it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ActionInfo {
    pub text: String,
    pub path: Vec<ElementId>,
}

/// How a new match starts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Start {
    Seed(u64),
    /// A scenario file's text and the path it was read from (for messages).
    Scenario {
        origin: String,
        text: String,
    },
}

/// A request on an open match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Request {
    /// → [`Status`]
    Status,
    /// → [`View`]
    View { viewer: Viewer },
    /// → `Vec<ActionInfo>` for the seat to move.
    Legal,
    /// → [`Applied`]; an illegal action is refused with a reason and changes nothing.
    Apply { action: String },
    /// → `Vec<u8>`: the game state, serialized (for tests and debugging).
    State,
}

/// Everything the host needs to draw one viewer's table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    pub status: Status,
    pub scene: Scene,
    /// The legal actions, when the viewer is the seat to move (or the referee); else empty.
    pub actions: Vec<ActionInfo>,
}

/// The answer to [`Request::Apply`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Applied {
    /// The action in canonical notation (what goes into the record).
    pub action: String,
    /// Lines for the match log (script `print`s, captures, …).
    pub log: Vec<String>,
    pub status: Status,
}

/// Why a call failed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
pub enum CallError {
    /// An action that is not legal now (or not understood); the match is unchanged.
    #[error("illegal action: {0}")]
    Illegal(String),
    /// A ruleset, script or scenario with problems.
    #[error("{0}")]
    Invalid(Diagnostics),
    /// The plugin panicked; the call had no effect on the match.
    #[error("the plugin panicked: {0}")]
    Panic(String),
    /// A match's state does not fit the rules it was asked to continue under
    /// ([`crate::Game::state_fits`]); the match is unchanged and still on its old rules.
    #[error("the match does not fit the new rules: {0}")]
    DoesNotFit(String),
    /// Bytes that did not decode; a host/plugin mismatch.
    #[error("protocol error: {0}")]
    Protocol(String),
}

impl From<Diagnostic> for CallError {
    fn from(d: Diagnostic) -> Self {
        CallError::Invalid(Diagnostics::one(d))
    }
}

/// The input of `compile`: the ruleset's source files.
pub type CompileRequest = RulesetSource;

//! What crosses the plugin boundary, and nothing else: the table's shape and versions
//! ([`abi`]), the requests and replies ([`messages`], re-exported here), the scene a game
//! describes for drawing ([`scene`]), located problems ([`diag`]), what scripts produce that the
//! host shows ([`script`]: failures, traces, console answers, cleaned text), the seed of each
//! bot decision ([`seeds`]) and game text the host shows in the viewer's language ([`text`]).
//!
//! The host depends on this crate (and on `game-content` for ruleset files), never on the SDK:
//! it links no Lua, no bots and no test kit. Plugins get everything here through `game-sdk`,
//! which re-exports it under the same paths (`game_sdk::wire`, `game_sdk::scene`, …).
//! Serde-only by design: a change to a type here is a change to the wire format (see
//! [`abi::ABI_MAJOR`]).

pub mod abi;
pub mod diag;
pub mod messages;
pub mod scene;
pub mod script;
pub mod seeds;
mod source;
pub mod text;

pub use diag::{Diagnostic, Diagnostics};
pub use messages::*;
pub use source::RulesetSource;

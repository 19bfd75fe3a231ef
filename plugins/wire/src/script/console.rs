//! The rules console's answers: Lua an author types is evaluated in the match's sandbox against
//! a read-only copy of the current state (the SDK's `ScriptHost::eval`, which a game calls from
//! `Game::console` with its read-only context).
//!
//! The console is the referee's view (the context reads every hidden card): the host offers it
//! only where nobody at the device may be kept from anything.

use super::error::ScriptError;
use serde::{Deserialize, Serialize};

/// The chunk name console input runs under: errors read `console:<line>: <message>`.
pub const CONSOLE: &str = "console";

/// The most bytes of Lua one console input may hold.
pub const MAX_CONSOLE_CODE: usize = 16 * 1024;

/// What an evaluation gave.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ConsoleAnswer {
    /// The values of an expression, shown as Lua would (empty for statements).
    pub values: Vec<String>,
    /// What it `print`ed.
    pub printed: Vec<String>,
    /// Instructions spent (see [`super::HookCall::instructions`]).
    pub instructions: u64,
    pub micros: u64,
}

/// Why the console gave no answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
pub enum ConsoleRefusal {
    /// The game offers no console for these rules, and says why.
    #[error("{0}")]
    Unavailable(String),
    /// The Lua failed: a syntax error, a runtime error (a write through the read-only context
    /// included), the instruction budget or the memory limit. The match is unchanged.
    #[error("{0}")]
    Script(ScriptError),
}

impl From<ScriptError> for ConsoleRefusal {
    fn from(e: ScriptError) -> Self {
        ConsoleRefusal::Script(e)
    }
}

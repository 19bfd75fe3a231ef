//! What a traced action did: each script hook call (where the function is defined, its
//! arguments, what it returned or how it failed, its time, instructions and `print` output) and
//! what the action changed. The SDK's `script::trace` records it; the host shows it in the rules
//! console, to the referee only (arguments and results name hidden cards).

use super::ScriptError;
use serde::{Deserialize, Serialize};

/// The most hook calls one trace keeps (a listing may call a veto once per move); the rest are
/// counted in [`Trace::dropped`].
pub const MAX_TRACED_CALLS: usize = 512;
/// The most bytes one shown value (an argument, a result, a console answer) keeps.
pub const MAX_SHOWN_BYTES: usize = 240;
/// One call of a script function.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HookCall {
    /// The function's name, as scripts return it.
    pub name: String,
    /// Where the function that ran is defined (after overrides).
    pub file: String,
    pub line: u32,
    /// 0 for a call the game made; 1 and more for a call made while another hook ran (a
    /// context method calling back into scripts).
    pub depth: u32,
    /// The arguments after `ctx`, as Lua would show them (tables opened two levels deep).
    pub args: Vec<String>,
    /// What it returned, shown the same way; or how it failed (with Lua's traceback).
    pub result: Result<Vec<String>, ScriptError>,
    /// Wall-clock time of the call.
    pub micros: u64,
    /// Instructions spent, counted in steps of the count hook's tick (1000 VM instructions)
    /// plus the library work charged; a nested call refills the budget, so an enclosing call's
    /// count stops at its last nested call.
    pub instructions: u64,
    /// The lines the call `print`ed.
    pub printed: Vec<String>,
}

/// What a tracing recorded.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Trace {
    /// In the order the calls started.
    pub calls: Vec<HookCall>,
    /// Calls past [`MAX_TRACED_CALLS`], not kept.
    pub dropped: u32,
    /// What the action changed in the match state (the SDK's `state_diff::changed_lines`): what the
    /// hooks did through `ctx`, with the rules' own changes. Empty for a refused action.
    pub changed: Vec<String>,
}

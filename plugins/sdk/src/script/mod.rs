//! The sandboxed Lua that rulesets use for behaviour (abilities, tile effects, house rules).
//!
//! Conventions (the full guide for script authors is `plugins/sdk/SCRIPTING.md`):
//! - A script **returns a table of named functions**; those functions are the hooks a game calls.
//!   Scripts load in the ruleset's order and a later script's function replaces an earlier one of
//!   the same name, which is how a house rule overrides a base rule.
//! - **Scripts keep no state**, enforced: globals, the library tables and everything a script
//!   keeps once loaded are frozen, and a function that assigns a variable outliving the call is
//!   refused at load (its bytecode is read). Everything a hook reads or changes comes through
//!   the game's context (its first argument) and is kept in the match state in Rust. A decision
//!   a hook waits for is a [`PendingChoice`], plain data.
//! - Every call runs under the ruleset's [`ScriptLimits`], which also count the work library
//!   functions do outside the VM (pattern matching is the SDK's own, counted step by step);
//!   nothing runs where the budget cannot reach (no `__gc`, `__close` or weak tables). Inside a
//!   view (a [`ViewScope`], which the plugin boundary opens) all calls also share one total
//!   ([`view_budget`]). `tostring`, `pairs` and `next` answer the same in every Lua state (ids,
//!   not addresses; sorted keys), so a match replays from its seed. Every
//!   failure is a [`ScriptError`] that reads `while running <script> hook <name>:
//!   scripts/<path>.lua:<line>: <message>`, and the Lua state stays usable.
//! - Script output (`print`, [`output_line`]) and script text shown to people ([`clean_text`])
//!   is bounded and escaped. Text for players may instead be a message of the game's catalogue,
//!   which the host shows in each viewer's language: the global `text(id, english, args)`
//!   ([`text`]), read by games as a [`PlayerText`].

mod answers;
mod args;
mod bytecode;
mod choice;
/// The rules console's answers (data, from `game_wire`); the evaluation is [`ScriptHost::eval`].
pub mod console {
    pub use game_wire::script::{CONSOLE, ConsoleAnswer, ConsoleRefusal, MAX_CONSOLE_CODE};
}
mod error;
pub mod faults;
mod hooks;
mod io;
mod library;
mod limits;
mod pattern;
mod random;
mod sandbox;
mod slot;
mod strict_ctx;
pub mod tally;
pub mod text;
pub mod trace;
mod value;
pub mod view_budget;

pub use answers::{Count, Flag};
pub use args::{script_error, seat_arg};
pub use choice::{ChoiceOption, PendingChoice};
pub use console::{ConsoleAnswer, ConsoleRefusal};
pub use error::{HookRef, MAX_TRACEBACK_LINES, ScriptError};
pub use hooks::{ResumeError, ScriptHost};
pub use io::{MAX_CALL_OUTPUT, MAX_LINE_BYTES, clean_text, needs_escape, output_line};
pub use limits::ScriptLimits;
pub use sandbox::real_table;
pub use slot::ContextSlot;
pub use text::PlayerText;
pub use value::{MAX_VALUE_BYTES, ScriptValue};
pub use view_budget::{VIEW_BUDGETS, VIEW_WALL_CLOCK, ViewScope};

/// The rest of mlua, for what the re-exports above do not cover.
pub use mlua;
/// The mlua items a game needs to describe its context to scripts (`impl UserData for …`) and to
/// pass arguments and read results, re-exported so games use the SDK's mlua version.
pub use mlua::{
    FromLua, FromLuaMulti, IntoLua, IntoLuaMulti, UserData, UserDataFields, UserDataMethods,
};

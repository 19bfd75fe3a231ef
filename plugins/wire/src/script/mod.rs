//! What scripts produce that crosses the plugin boundary: their failures, the hook calls a
//! traced action made, the rules console's answers, the functions a ruleset's scripts declare,
//! and the text-cleaning every script-made string goes through before anyone sees it. Data only:
//! the Lua that produces them is the SDK's `script` module, on the plugin side.

mod console;
mod error;
mod hooks;
mod text;
mod trace;

pub use console::{CONSOLE, ConsoleAnswer, ConsoleRefusal, MAX_CONSOLE_CODE};
pub use error::{HookRef, MAX_MESSAGE_BYTES, MAX_TRACEBACK_LINES, ScriptError, VIEW_TOTAL};
pub use hooks::HookSite;
pub use text::{clean_prefix, clean_text, needs_escape};
pub use trace::{HookCall, MAX_SHOWN_BYTES, MAX_TRACED_CALLS, Trace};

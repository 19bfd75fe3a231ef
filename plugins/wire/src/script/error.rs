//! Script failures as `while running <script> hook <name>: scripts/<path>.lua:<line>: <message>`.

use crate::diag::Diagnostic;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A script failed: it errored, ran out of its instruction budget or memory, or returned
/// something the game cannot use. Displays as `file:line: message` (`file: message` when no line
/// is known), after `while running <script> hook <name>: ` when the failure happened in a hook
/// call: the host says which hook it called, whatever the message claims.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScriptError {
    /// Content-root-relative path of the script, e.g. `scripts/palagan/units.lua`.
    pub file: String,
    /// 1-based; 0 when the failure concerns the whole file.
    pub line: u32,
    pub message: String,
    /// The hook call that failed (the script that defines the hook the host called, and its
    /// name); `None` for failures outside a call (loading a script).
    // No `skip_serializing_if` here: postcard (the plugin wire) is positional.
    /// Boxed, so that results carrying a script error stay small.
    #[serde(default)]
    pub hook: Option<Box<HookRef>>,
    /// The script frames Lua's traceback shows, innermost first (`scripts/x.lua:12: in
    /// function 'helper'`), at most [`MAX_TRACEBACK_LINES`]; empty when Lua gave none.
    #[serde(default)]
    pub traceback: Vec<String>,
}

/// A hook the host called: the script that defines it (after overrides) and its name.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HookRef {
    pub script: String,
    pub name: String,
}

/// The words every failure for a spent view total carries (the SDK's view budget writes them;
/// [`ScriptError::is_view_total`] looks for them).
pub const VIEW_TOTAL: &str = "the view's total";

/// The most traceback lines a [`ScriptError`] keeps: deep recursion would otherwise carry
/// thousands of identical frames.
pub const MAX_TRACEBACK_LINES: usize = 16;

/// The most bytes of a script's error message kept: a script decides what it errors with.
pub const MAX_MESSAGE_BYTES: usize = 4096;

impl ScriptError {
    pub fn new(file: impl Into<String>, line: u32, message: impl Into<String>) -> Self {
        Self {
            file: file.into(),
            line,
            message: message.into(),
            hook: None,
            traceback: Vec::new(),
        }
    }

    /// The same error, said to have happened while the host ran hook `name` of `file`.
    pub fn in_hook(mut self, file: &str, name: &str) -> Self {
        self.hook = Some(Box::new(HookRef {
            script: file.to_string(),
            name: name.to_string(),
        }));
        self
    }

    /// The name of the hook whose call failed, if it failed in one.
    pub fn hook_name(&self) -> Option<&str> {
        self.hook.as_ref().map(|h| h.name.as_str())
    }

    /// Whether the call ran out of something (its instruction budget, memory, stack, the
    /// wall-clock backstop or its view's total) rather than failing on its own: such a failure
    /// costs a whole budget, so a game that would make the same call again soon may rather
    /// remember it (when it [`ScriptError::is_repeatable`]).
    pub fn is_runaway(&self) -> bool {
        let m = self.message.as_str();
        m.contains("instruction budget of ")
            || m.contains("memory limit of ")
            || m.contains("stack overflow")
            || m.contains("of wall-clock time")
            || self.is_view_total()
    }

    /// Whether the call failed (or was not run) because the hook calls of its view had spent
    /// the view's total budget ([`super::view_budget`]): a failure of the view, not of this
    /// call's question, which may well succeed in another view.
    pub fn is_view_total(&self) -> bool {
        self.message.contains(VIEW_TOTAL)
    }

    /// Whether a game may remember this failure for the same call (same hook, same arguments,
    /// same answers from the context) instead of calling again: every failure but a spent view
    /// total. Scripts keep no state and the instruction budget is counted exactly, so those
    /// failures repeat; running out of memory or past the wall-clock backstop is remembered
    /// too, because calling again would most likely cost as much again (seconds per call) for
    /// the same failure. A spent view total depends on the other calls of the view.
    pub fn is_repeatable(&self) -> bool {
        !self.is_view_total()
    }

    /// The same error with Lua's traceback frames (innermost first).
    pub fn with_traceback(mut self, traceback: Vec<String>) -> Self {
        self.traceback = traceback;
        self
    }

    /// The message with where it happened (`file:line: message`), without the hook.
    pub fn located(&self) -> String {
        if self.line == 0 {
            format!("{}: {}", self.file, self.message)
        } else {
            format!("{}:{}: {}", self.file, self.line, self.message)
        }
    }
}

impl fmt::Display for ScriptError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(hook) = &self.hook {
            write!(f, "while running {hook}: ")?;
        }
        f.write_str(&self.located())
    }
}

impl fmt::Display for HookRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} hook {}", self.script, self.name)
    }
}

impl std::error::Error for ScriptError {}

impl From<ScriptError> for Diagnostic {
    fn from(e: ScriptError) -> Self {
        let message = match &e.hook {
            Some(hook) => format!("while running {hook}: {}", e.message),
            None => e.message,
        };
        Diagnostic::new(e.file, e.line, 0, message)
    }
}

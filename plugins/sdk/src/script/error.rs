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

/// The most traceback lines a [`ScriptError`] keeps: deep recursion would otherwise carry
/// thousands of identical frames.
pub const MAX_TRACEBACK_LINES: usize = 16;

/// The most bytes of a script's error message kept: a script decides what it errors with.
pub(crate) const MAX_MESSAGE_BYTES: usize = 4096;

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
        self.message.contains(super::view_budget::VIEW_TOTAL)
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

    fn with_traceback(mut self, traceback: Vec<String>) -> Self {
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

/// Turns mlua's errors into [`ScriptError`]s located in a script: from the message itself when
/// Lua put a position there, else from the innermost script frame of the traceback, else at
/// `fallback` (where the hook being called is defined).
pub(crate) struct Locator<'a> {
    /// Every script path of the ruleset, to recognise positions (and Lua's `...`-shortened ones).
    pub scripts: &'a [String],
    pub fallback: (&'a str, u32),
    pub memory_bytes: usize,
    /// Where the budget check last saw the call (chunk name, line): the location given to a
    /// memory error, which Lua raises without one.
    pub last_seen: Option<(String, u32)>,
    /// The message of the budget's stop, if the call ran out: its position is the host's own
    /// (where the count hook or a library function found the budget spent), so it is believed.
    pub exhausted: Option<String>,
}

impl Locator<'_> {
    pub(crate) fn locate(&self, err: &mlua::Error) -> ScriptError {
        let (message, outer) = self.flatten(err);
        let (head, inner) = split_traceback(&message);
        let traceback = if outer.is_empty() { inner } else { &outer };
        let head = strip_sandbox_position(head);
        // The frames that really ran: a position in the message is believed only if it is one
        // of them (`error("scripts/other.lua:9: …", 0)` names a place that never ran), or when
        // there is no traceback (the budget's and the compiler's own messages).
        let frames: Vec<(&str, u32)> = traceback
            .lines()
            .filter_map(|l| self.position(l.trim()))
            .map(|(file, line, _)| (file, line))
            .collect();
        let ours = self.exhausted.as_deref() == Some(head.trim());
        let trace: Vec<String> = traceback
            .lines()
            .map(str::trim)
            .filter(|l| self.position(l).is_some())
            .take(MAX_TRACEBACK_LINES)
            .map(clean)
            .collect();
        if let Some((file, line, text)) = self.position(head)
            && (ours || traceback.trim().is_empty() || frames.contains(&(file, line)))
        {
            return ScriptError::new(file, line, clean(text.trim())).with_traceback(trace);
        }
        let text = clean(&describe_error_value(head.trim()));
        let seen = match err {
            mlua::Error::MemoryError(_) => self
                .last_seen
                .as_ref()
                .and_then(|(src, line)| Some((self.script_named(src)?, *line))),
            _ => None,
        };
        let (file, line) = frames.first().copied().or(seen).unwrap_or(self.fallback);
        ScriptError::new(file, line, text).with_traceback(trace)
    }

    /// The innermost message and the traceback closest to the script, through mlua's wrappers.
    fn flatten(&self, err: &mlua::Error) -> (String, String) {
        match err {
            mlua::Error::CallbackError { traceback, cause } => {
                let (message, inner) = self.flatten(cause);
                let traceback = if inner.is_empty() {
                    traceback.clone()
                } else {
                    inner
                };
                (message, traceback)
            }
            mlua::Error::WithContext { context, cause } => {
                let (message, traceback) = self.flatten(cause);
                (format!("{context}: {message}"), traceback)
            }
            mlua::Error::RuntimeError(m) => (m.clone(), String::new()),
            mlua::Error::SyntaxError { message, .. } => (message.clone(), String::new()),
            mlua::Error::MemoryError(_) => (
                format!(
                    "memory limit of {} bytes exceeded (the script allocates without end?)",
                    self.memory_bytes
                ),
                String::new(),
            ),
            mlua::Error::StackError => (
                "stack overflow (runaway recursion?)".to_string(),
                String::new(),
            ),
            other => (other.to_string(), String::new()),
        }
    }

    /// `scripts/x.lua:12: text` → (`scripts/x.lua`, 12, `text`) for a known script.
    fn position<'m>(&self, text: &'m str) -> Option<(&str, u32, &'m str)> {
        for (colon, _) in text.match_indices(':') {
            let (src, after) = text.split_at(colon);
            let after = &after[1..];
            let digits = after.bytes().take_while(u8::is_ascii_digit).count();
            if digits == 0 || after.as_bytes().get(digits) != Some(&b':') {
                continue;
            }
            let Some(file) = self.script_named(src) else {
                continue;
            };
            let line = after[..digits].parse().unwrap_or(0);
            return Some((file, line, &after[digits + 1..]));
        }
        None
    }

    /// Lua shortens long chunk names to `...<tail>`; map them back to the full path.
    fn script_named(&self, src: &str) -> Option<&str> {
        if let Some(tail) = src.strip_prefix("...") {
            self.scripts
                .iter()
                .find(|s| s.ends_with(tail))
                .map(String::as_str)
        } else {
            self.scripts
                .iter()
                .find(|s| s.as_str() == src)
                .map(String::as_str)
        }
    }
}

/// A script's message made safe to print (control characters escaped, at most
/// [`MAX_MESSAGE_BYTES`]).
pub(crate) fn clean(text: &str) -> String {
    super::io::clean_text(text.as_bytes(), MAX_MESSAGE_BYTES)
}

/// Errors raised inside the sandbox's own Lua functions (argument checks of the library
/// wrappers) carry its chunk's position, `sandbox:57: `, which means nothing to a script author:
/// the error is located at the script line that called the wrapper instead.
fn strip_sandbox_position(text: &str) -> &str {
    let mut text = text;
    while let Some(rest) = text.strip_prefix("sandbox:") {
        let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
        match rest[digits..].strip_prefix(": ") {
            Some(after) if digits > 0 => text = after,
            _ => break,
        }
    }
    text
}

fn split_traceback(message: &str) -> (&str, &str) {
    match message.split_once("\nstack traceback:") {
        Some((head, tail)) => (head, tail),
        None => (message, ""),
    }
}

/// `error({})` reaches us as `table: 0x55…`; say what happened instead of printing an address.
fn describe_error_value(text: &str) -> String {
    let kind = text.split(": 0x").next().unwrap_or(text);
    let is_address =
        text.contains(": 0x") && matches!(kind, "table" | "function" | "userdata" | "thread");
    if is_address || matches!(text, "nil" | "true" | "false") {
        let kind = if is_address {
            kind
        } else if text == "nil" {
            "nil"
        } else {
            "boolean"
        };
        format!(
            "error raised with a {kind} value instead of a message (use error(\"what went wrong\"))"
        )
    } else {
        text.to_string()
    }
}

//! Script failures as `scripts/<path>.lua:<line>: <message>`.

use crate::diag::Diagnostic;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A script failed: it errored, ran out of its instruction budget or memory, or returned
/// something the game cannot use. Displays as `file:line: message` (`file: message` when no line
/// is known).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScriptError {
    /// Content-root-relative path of the script, e.g. `scripts/palagan/units.lua`.
    pub file: String,
    /// 1-based; 0 when the failure concerns the whole file.
    pub line: u32,
    pub message: String,
}

impl ScriptError {
    pub fn new(file: impl Into<String>, line: u32, message: impl Into<String>) -> Self {
        Self {
            file: file.into(),
            line,
            message: message.into(),
        }
    }
}

impl fmt::Display for ScriptError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            write!(f, "{}: {}", self.file, self.message)
        } else {
            write!(f, "{}:{}: {}", self.file, self.line, self.message)
        }
    }
}

impl std::error::Error for ScriptError {}

impl From<ScriptError> for Diagnostic {
    fn from(e: ScriptError) -> Self {
        Diagnostic::new(e.file, e.line, 0, e.message)
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
}

impl Locator<'_> {
    pub(crate) fn locate(&self, err: &mlua::Error) -> ScriptError {
        let (message, outer) = self.flatten(err);
        let (head, inner) = split_traceback(&message);
        let traceback = if outer.is_empty() { inner } else { &outer };
        if let Some((file, line, text)) = self.position(head) {
            return ScriptError::new(file, line, text.trim());
        }
        let text = describe_error_value(head.trim());
        let seen = match err {
            mlua::Error::MemoryError(_) => self
                .last_seen
                .as_ref()
                .and_then(|(src, line)| Some((self.script_named(src)?, *line))),
            _ => None,
        };
        let (file, line) = traceback
            .lines()
            .find_map(|l| self.position(l.trim()))
            .map(|(file, line, _)| (file, line))
            .or(seen)
            .unwrap_or(self.fallback);
        ScriptError::new(file, line, text)
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

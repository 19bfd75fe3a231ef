//! Script failures as `while running <script> hook <name>: scripts/<path>.lua:<line>: <message>`:
//! how mlua's errors become [`ScriptError`]s (the type itself is data, in `game_wire`).

pub use game_wire::script::{HookRef, MAX_MESSAGE_BYTES, MAX_TRACEBACK_LINES, ScriptError};

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

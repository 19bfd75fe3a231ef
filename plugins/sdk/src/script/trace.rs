//! Hook tracing for the rules console: while a [`Tracing`] lives on a thread, every script hook
//! call there is recorded as a [`HookCall`] (where the function is defined, its arguments, what
//! it returned or how it failed, its time, instructions and `print` output).
//!
//! A trace is the referee's view: arguments and results name hidden cards. Only the plugin
//! boundary starts one, for [`crate::wire::Request::ApplyTraced`]; the host decides who sees it.
//!
//! While no tracing lives on the thread (the bots' searches, every untraced call), a hook call
//! costs one thread-local flag read and allocates nothing more.

pub mod state_diff;

use game_wire::script::ScriptError;
pub use game_wire::script::{HookCall, MAX_SHOWN_BYTES, MAX_TRACED_CALLS, Trace};
use mlua::{MultiValue, Value};
use std::cell::{Cell, RefCell};
use std::time::Instant;

/// How deep a shown table is opened, and how many of its entries are shown.
const SHOWN_DEPTH: usize = 2;
const SHOWN_ENTRIES: usize = 12;

struct Recorder {
    trace: Trace,
    depth: u32,
}

thread_local! {
    static ON: Cell<bool> = const { Cell::new(false) };
    static RECORDER: RefCell<Option<Recorder>> = const { RefCell::new(None) };
}

/// Records the hook calls of this thread until [`Tracing::finish`] (or drop). Does not nest: a
/// tracing started inside another continues it.
#[must_use = "a tracing records only while it lives"]
#[derive(Debug)]
pub struct Tracing {
    outer: bool,
}

impl Tracing {
    pub fn start() -> Tracing {
        let outer = ON.with(|on| on.replace(true));
        if !outer {
            RECORDER.with(|r| {
                *r.borrow_mut() = Some(Recorder {
                    trace: Trace::default(),
                    depth: 0,
                });
            });
        }
        Tracing { outer }
    }

    /// Stops recording (unless an outer tracing continues) and returns what was recorded.
    pub fn finish(self) -> Trace {
        if self.outer {
            return Trace::default();
        }
        ON.with(|on| on.set(false));
        RECORDER
            .with(|r| r.borrow_mut().take())
            .map(|r| r.trace)
            .unwrap_or_default()
    }
}

impl Drop for Tracing {
    fn drop(&mut self) {
        if !self.outer {
            ON.with(|on| on.set(false));
            RECORDER.with(|r| r.borrow_mut().take());
        }
    }
}

/// Whether hook calls on this thread are being traced: the one check an untraced call pays.
#[inline]
pub(crate) fn on() -> bool {
    ON.with(Cell::get)
}

/// Whether this thread is tracing: a game that remembers hook answers asks the hook again
/// while it is, so that a trace shows every hook an action consults.
#[inline]
pub fn tracing() -> bool {
    on()
}

/// A traced call in progress, from [`begin`]; [`Started::end`] fills in its entry.
pub(crate) struct Started {
    index: Option<usize>,
    at: Instant,
    log_len: usize,
}

/// Opens the entry of a call of `name` (defined at `file:line`) with `args`.
pub(crate) fn begin(
    name: &str,
    file: &str,
    line: u32,
    args: &MultiValue,
    log_len: usize,
) -> Started {
    let index = RECORDER.with(|r| {
        let mut r = r.try_borrow_mut().ok()?;
        let rec = r.as_mut()?;
        let depth = rec.depth;
        rec.depth += 1;
        if rec.trace.calls.len() >= MAX_TRACED_CALLS {
            rec.trace.dropped = rec.trace.dropped.saturating_add(1);
            return None;
        }
        rec.trace.calls.push(HookCall {
            name: name.to_string(),
            file: file.to_string(),
            line,
            depth,
            args: args.iter().map(show).collect(),
            result: Ok(Vec::new()),
            micros: 0,
            instructions: 0,
            printed: Vec::new(),
        });
        Some(rec.trace.calls.len() - 1)
    });
    Started {
        index,
        at: Instant::now(),
        log_len,
    }
}

impl Started {
    /// Closes the entry: what the call returned (already shown) or its error, its cost, and the
    /// lines it printed (what it added to `printed`, the call's log).
    pub(crate) fn end(
        self,
        result: Result<Vec<String>, &ScriptError>,
        instructions: u64,
        printed: &[crate::wire::LogLine],
    ) {
        let micros = u64::try_from(self.at.elapsed().as_micros()).unwrap_or(u64::MAX);
        RECORDER.with(|r| {
            let Ok(mut r) = r.try_borrow_mut() else {
                return;
            };
            let Some(rec) = r.as_mut() else {
                return;
            };
            rec.depth = rec.depth.saturating_sub(1);
            let Some(call) = self.index.and_then(|i| rec.trace.calls.get_mut(i)) else {
                return;
            };
            call.result = result.map_err(Clone::clone);
            call.micros = micros;
            call.instructions = instructions;
            call.printed = printed
                .get(self.log_len..)
                .unwrap_or_default()
                .iter()
                .map(|l| l.text.clone())
                .collect();
        });
    }
}

/// A Lua value as an author reads it: strings quoted, tables opened `SHOWN_DEPTH` (2) levels
/// deep with at most `SHOWN_ENTRIES` (12) entries each, at most [`MAX_SHOWN_BYTES`] bytes.
pub fn show(value: &Value) -> String {
    let mut out = String::new();
    show_into(&mut out, value, SHOWN_DEPTH);
    if out.len() > MAX_SHOWN_BYTES {
        let mut cut = MAX_SHOWN_BYTES;
        while !out.is_char_boundary(cut) {
            cut -= 1;
        }
        out.truncate(cut);
        out.push('…');
    }
    out
}

fn show_into(out: &mut String, value: &Value, depth: usize) {
    if out.len() > MAX_SHOWN_BYTES {
        return;
    }
    match value {
        Value::Nil => out.push_str("nil"),
        Value::Boolean(b) => out.push_str(if *b { "true" } else { "false" }),
        Value::Integer(i) => out.push_str(&i.to_string()),
        Value::Number(n) => out.push_str(&n.to_string()),
        Value::String(s) => {
            out.push('"');
            out.push_str(&super::clean_text(&s.as_bytes(), MAX_SHOWN_BYTES));
            out.push('"');
        }
        Value::Table(t) if depth > 0 => {
            out.push('{');
            let mut first = true;
            let mut next_index = 1i64;
            for (i, pair) in t.clone().pairs::<Value, Value>().enumerate() {
                let Ok((k, v)) = pair else { break };
                if !first {
                    out.push_str(", ");
                }
                first = false;
                if i >= SHOWN_ENTRIES || out.len() > MAX_SHOWN_BYTES {
                    out.push('…');
                    break;
                }
                match k {
                    Value::Integer(n) if n == next_index => next_index += 1,
                    Value::String(s) => {
                        out.push_str(&super::clean_text(&s.as_bytes(), MAX_SHOWN_BYTES));
                        out.push_str(" = ");
                    }
                    other => {
                        out.push('[');
                        show_into(out, &other, 0);
                        out.push_str("] = ");
                    }
                }
                show_into(out, &v, depth - 1);
            }
            out.push('}');
        }
        Value::Table(_) => out.push_str("{…}"),
        Value::Function(_) => out.push_str("function"),
        Value::UserData(_) => out.push_str("ctx"),
        other => out.push_str(other.type_name()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_are_shown_as_an_author_reads_them_and_bounded() {
        let lua = mlua::Lua::new();
        let v: Value = lua
            .load(r#"return {1, 2, x = "a\n"}"#)
            .eval()
            .unwrap_or(Value::Nil);
        let shown = show(&v);
        assert!(shown.starts_with("{1, 2"), "{shown}");
        assert!(shown.contains(r#"x = "a\n""#), "{shown}");
        let long: Value = lua
            .load("return string.rep('x', 1000)")
            .eval()
            .unwrap_or(Value::Nil);
        assert!(show(&long).len() <= MAX_SHOWN_BYTES + 3 + 20);
        assert_eq!(show(&Value::Boolean(true)), "true");
    }

    #[test]
    fn nothing_is_recorded_without_a_tracing_and_a_finished_one_stops() {
        assert!(!on());
        let t = Tracing::start();
        assert!(on());
        let s = begin("f", "scripts/a.lua", 3, &MultiValue::new(), 0);
        s.end(Ok(vec!["1".into()]), 1000, &[]);
        let trace = t.finish();
        assert!(!on());
        assert_eq!(trace.calls.len(), 1);
        assert_eq!(trace.calls[0].name, "f");
        assert_eq!(trace.calls[0].line, 3);
        assert_eq!(trace.calls[0].result, Ok(vec!["1".to_string()]));
    }
}

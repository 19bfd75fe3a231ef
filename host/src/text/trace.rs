//! The rules console as text: a trace of hook calls and a console answer, for `play --trace`,
//! `watch --trace`, their `lua` command and the app's console panel. The referee's view: callers
//! show it only where nobody may be kept from anything.

use game_wire::script::{ConsoleAnswer, ConsoleRefusal};
use game_wire::script::{HookCall, Trace};
use serde_json::{Value, json};
use std::fmt::Write;

/// One call: `name(args) at file:line → results  [time, instructions]`, then its printed lines
/// and its error with the traceback, indented by its depth.
pub fn call(c: &HookCall) -> String {
    let pad = "  ".repeat(usize::try_from(c.depth).unwrap_or(0));
    let mut out = format!(
        "{pad}{}({}) at {}:{}",
        c.name,
        c.args.join(", "),
        c.file,
        c.line
    );
    match &c.result {
        Ok(values) if values.is_empty() => out.push_str(" → (nothing)"),
        Ok(values) => {
            let _ = write!(out, " → {}", values.join(", "));
        }
        Err(_) => out.push_str(" → error"),
    }
    let _ = write!(
        out,
        "  [{}, {}]",
        duration(c.micros),
        instructions(c.instructions)
    );
    for line in &c.printed {
        let _ = write!(out, "\n{pad}  print: {line}");
    }
    if let Err(e) = &c.result {
        let _ = write!(out, "\n{pad}  ! {e}");
        for frame in &e.traceback {
            let _ = write!(out, "\n{pad}      at {frame}");
        }
    }
    out
}

/// A whole trace: one line per call (see [`call`]); "no hook ran" when none did.
pub fn trace(t: &Trace) -> String {
    let mut out = match t.calls.len() {
        0 => crate::tr!("text-trace-none"),
        n => crate::tr!("text-trace-calls", count = n),
    };
    for c in &t.calls {
        for line in call(c).lines() {
            let _ = write!(out, "\n  {line}");
        }
    }
    if t.dropped > 0 {
        let _ = write!(out, "\n  … {} more calls not kept", t.dropped);
    }
    if !t.changed.is_empty() {
        out.push_str("\n  state changed:");
        for line in &t.changed {
            let _ = write!(out, "\n    {line}");
        }
    }
    out
}

/// A console answer: its values (or `ok` for statements), printed lines, cost; or the refusal.
pub fn console(reply: &Result<ConsoleAnswer, ConsoleRefusal>) -> String {
    match reply {
        Ok(a) => {
            let mut out = String::new();
            for line in &a.printed {
                let _ = writeln!(out, "print: {line}");
            }
            if a.values.is_empty() {
                out.push_str("= (nothing)");
            } else {
                let _ = write!(out, "= {}", a.values.join(", "));
            }
            let _ = write!(
                out,
                "  [{}, {}]",
                duration(a.micros),
                instructions(a.instructions)
            );
            out
        }
        Err(ConsoleRefusal::Unavailable(why)) => format!("! {why}"),
        Err(ConsoleRefusal::Script(e)) => {
            let mut out = format!("! {e}");
            for frame in &e.traceback {
                let _ = write!(out, "\n    at {frame}");
            }
            out
        }
    }
}

/// A trace as JSON: `{"type": "trace", "calls": [...], "dropped": n}`.
pub fn trace_json(t: &Trace) -> Value {
    let calls: Vec<Value> = t
        .calls
        .iter()
        .map(|c| {
            let (results, error) = match &c.result {
                Ok(values) => (json!(values), Value::Null),
                Err(e) => (Value::Null, json!({"message": e.to_string(), "file": e.file, "line": e.line, "traceback": e.traceback})),
            };
            json!({"hook": c.name, "file": c.file, "line": c.line, "depth": c.depth,
                   "args": c.args, "results": results, "error": error, "micros": c.micros,
                   "instructions": c.instructions, "printed": c.printed})
        })
        .collect();
    json!({"type": "trace", "calls": calls, "dropped": t.dropped, "changed": t.changed})
}

/// A console answer as JSON: `{"type": "console", "values": [...], ...}` or with `"error"`.
pub fn console_json(reply: &Result<ConsoleAnswer, ConsoleRefusal>) -> Value {
    match reply {
        Ok(a) => json!({"type": "console", "values": a.values, "printed": a.printed,
                        "instructions": a.instructions, "micros": a.micros}),
        Err(ConsoleRefusal::Unavailable(why)) => {
            json!({"type": "console", "error": why, "kind": "unavailable"})
        }
        Err(ConsoleRefusal::Script(e)) => json!({"type": "console", "error": e.to_string(),
            "kind": "script", "file": e.file, "line": e.line, "traceback": e.traceback}),
    }
}

/// Instructions are counted every 1000 (the budget's tick): a shorter call shows as under it.
fn instructions(n: u64) -> String {
    if n < 1000 {
        "under 1000 instructions".to_string()
    } else {
        format!("{n} instructions")
    }
}

fn duration(micros: u64) -> String {
    if micros >= 1000 {
        format!("{:.1} ms", micros as f64 / 1000.0)
    } else {
        format!("{micros} µs")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_wire::script::ScriptError;

    fn sample(result: Result<Vec<String>, ScriptError>) -> HookCall {
        HookCall {
            name: "bond_on_play".into(),
            file: "scripts/x.lua".into(),
            line: 12,
            depth: 0,
            args: vec!["\"A3\"".into(), "1".into()],
            result,
            micros: 1500,
            instructions: 2000,
            printed: vec!["hello".into()],
        }
    }

    #[test]
    fn a_call_reads_as_name_arguments_place_result_and_cost() {
        let text = call(&sample(Ok(vec!["true".into()])));
        assert_eq!(
            text,
            "bond_on_play(\"A3\", 1) at scripts/x.lua:12 → true  [1.5 ms, 2000 instructions]\n  print: hello"
        );
        let mut e = ScriptError::new("scripts/x.lua", 13, "boom");
        e.traceback = vec!["scripts/x.lua:13: in function 'helper'".into()];
        let text = call(&sample(Err(e)));
        assert!(text.contains("→ error"), "{text}");
        assert!(text.contains("! scripts/x.lua:13: boom"), "{text}");
        assert!(
            text.contains("at scripts/x.lua:13: in function 'helper'"),
            "{text}"
        );
        assert_eq!(trace(&Trace::default()), "trace: no hook ran");
    }
}

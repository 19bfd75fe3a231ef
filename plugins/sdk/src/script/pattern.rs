//! Lua 5.4's string patterns (`string.find`, `match`, `gmatch`, `gsub`) in Rust, with every
//! step counted against the call's instruction budget.
//!
//! Lua's own matcher (`lstrlib.c`) is a backtracking recursion that never calls the count hook,
//! so `("a"):rep(30):find(("a*"):rep(30) .. "b")` would run for ages inside one C call where no
//! limit can stop it. This is a line-by-line port of that matcher (same semantics, same error
//! messages, same 200-level recursion limit, the C locale's character classes) in which every
//! recursive step, every repetition tried and every 16 bytes scanned or copied costs one
//! instruction of the budget ([`Budget::charge`]).

use super::limits::Budget;
use mlua::{Function, Lua, LuaString, MultiValue, Table, Value};
use std::sync::Arc;

/// Lua's `LUA_MAXCAPTURES`.
const MAX_CAPTURES: usize = 32;
/// Lua's `MAXCCALLS` for patterns: the deepest recursion of the matcher.
const MAX_DEPTH: usize = 200;
const CAP_UNFINISHED: isize = -1;
const CAP_POSITION: isize = -2;
const SPECIALS: &[u8] = b"^$*+?.([%-";
/// Steps are charged to the budget in batches of this many.
const BATCH: u64 = 256;
/// Bytes scanned or copied per step.
const BYTES_PER_STEP: u64 = 16;

/// The budget the pattern functions charge, and the memory limit their results obey.
#[derive(Clone, Debug)]
pub(crate) struct Meter {
    pub budget: Arc<Budget>,
    pub memory_bytes: usize,
}

impl Meter {
    fn charge(&self, lua: &Lua, steps: u64, what: &str) -> mlua::Result<()> {
        self.budget.charge(lua, steps, what)
    }

    /// Bytes a result built in Rust may still take: what the Lua state's memory limit leaves.
    fn room(&self, lua: &Lua) -> usize {
        self.memory_bytes.saturating_sub(lua.used_memory())
    }
}

fn rt(message: impl Into<String>) -> mlua::Error {
    mlua::Error::RuntimeError(message.into())
}

struct Matcher<'a> {
    lua: &'a Lua,
    meter: &'a Meter,
    what: &'static str,
    src: &'a [u8],
    pat: &'a [u8],
    level: usize,
    capture: [(usize, isize); MAX_CAPTURES],
    depth: usize,
    steps: u64,
}

impl<'a> Matcher<'a> {
    fn new(
        lua: &'a Lua,
        meter: &'a Meter,
        what: &'static str,
        src: &'a [u8],
        pat: &'a [u8],
    ) -> Self {
        Self {
            lua,
            meter,
            what,
            src,
            pat,
            level: 0,
            capture: [(0, 0); MAX_CAPTURES],
            depth: MAX_DEPTH,
            steps: 0,
        }
    }

    fn reprep(&mut self) {
        self.level = 0;
        self.depth = MAX_DEPTH;
    }

    fn step(&mut self, n: u64) -> mlua::Result<()> {
        self.steps += n;
        if self.steps >= BATCH {
            let steps = std::mem::take(&mut self.steps);
            self.meter.charge(self.lua, steps, self.what)?;
        }
        Ok(())
    }

    /// Charges what is left over; called when the operation ends.
    fn settle(&mut self) -> mlua::Result<()> {
        let steps = std::mem::take(&mut self.steps);
        self.meter.charge(self.lua, steps, self.what)
    }

    /// The pattern byte at `i`, or 0 past its end (C reads the string's terminator).
    fn p(&self, i: usize) -> u8 {
        self.pat.get(i).copied().unwrap_or(0)
    }

    fn class_end(&self, mut p: usize) -> mlua::Result<usize> {
        let c = self.p(p);
        p += 1;
        if c == b'%' {
            if p >= self.pat.len() {
                return Err(rt("malformed pattern (ends with '%')"));
            }
            return Ok(p + 1);
        }
        if c == b'[' {
            if self.p(p) == b'^' {
                p += 1;
            }
            loop {
                if p >= self.pat.len() {
                    return Err(rt("malformed pattern (missing ']')"));
                }
                let cc = self.p(p);
                p += 1;
                if cc == b'%' && p < self.pat.len() {
                    p += 1;
                }
                if self.p(p) == b']' {
                    break;
                }
            }
            return Ok(p + 1);
        }
        Ok(p)
    }

    fn bracket_class(&self, c: u8, mut p: usize, ec: usize) -> bool {
        let mut sig = true;
        if self.p(p + 1) == b'^' {
            sig = false;
            p += 1;
        }
        loop {
            p += 1;
            if p >= ec {
                break;
            }
            if self.p(p) == b'%' {
                p += 1;
                if match_class(c, self.p(p)) {
                    return sig;
                }
            } else if self.p(p + 1) == b'-' && p + 2 < ec {
                p += 2;
                if self.p(p - 2) <= c && c <= self.p(p) {
                    return sig;
                }
            } else if self.p(p) == c {
                return sig;
            }
        }
        !sig
    }

    fn single(&self, s: usize, p: usize, ep: usize) -> bool {
        let Some(&c) = self.src.get(s) else {
            return false;
        };
        match self.p(p) {
            b'.' => true,
            b'%' => match_class(c, self.p(p + 1)),
            b'[' => self.bracket_class(c, p, ep - 1),
            other => other == c,
        }
    }

    fn balance(&mut self, mut s: usize, p: usize) -> mlua::Result<Option<usize>> {
        if p + 1 >= self.pat.len() {
            return Err(rt("malformed pattern (missing arguments to '%b')"));
        }
        if self.src.get(s) != Some(&self.p(p)) {
            return Ok(None);
        }
        let (b, e) = (self.p(p), self.p(p + 1));
        let mut cont = 1;
        loop {
            s += 1;
            let Some(&c) = self.src.get(s) else {
                break;
            };
            self.step(1)?;
            if c == e {
                cont -= 1;
                if cont == 0 {
                    return Ok(Some(s + 1));
                }
            } else if c == b {
                cont += 1;
            }
        }
        Ok(None)
    }

    fn max_expand(&mut self, s: usize, p: usize, ep: usize) -> mlua::Result<Option<usize>> {
        let mut i = 0;
        while self.single(s + i, p, ep) {
            self.step(1)?;
            i += 1;
        }
        loop {
            if let Some(r) = self.do_match(s + i, ep + 1)? {
                return Ok(Some(r));
            }
            if i == 0 {
                return Ok(None);
            }
            i -= 1;
        }
    }

    fn min_expand(&mut self, mut s: usize, p: usize, ep: usize) -> mlua::Result<Option<usize>> {
        loop {
            if let Some(r) = self.do_match(s, ep + 1)? {
                return Ok(Some(r));
            }
            if self.single(s, p, ep) {
                s += 1;
            } else {
                return Ok(None);
            }
        }
    }

    fn start_capture(&mut self, s: usize, p: usize, what: isize) -> mlua::Result<Option<usize>> {
        if self.level >= MAX_CAPTURES {
            return Err(rt("too many captures"));
        }
        self.capture[self.level] = (s, what);
        self.level += 1;
        let r = self.do_match(s, p)?;
        if r.is_none() {
            self.level -= 1;
        }
        Ok(r)
    }

    fn end_capture(&mut self, s: usize, p: usize) -> mlua::Result<Option<usize>> {
        let l = self.capture_to_close()?;
        self.capture[l].1 = (s - self.capture[l].0) as isize;
        let r = self.do_match(s, p)?;
        if r.is_none() {
            self.capture[l].1 = CAP_UNFINISHED;
        }
        Ok(r)
    }

    fn capture_to_close(&self) -> mlua::Result<usize> {
        (0..self.level)
            .rev()
            .find(|&l| self.capture[l].1 == CAP_UNFINISHED)
            .ok_or_else(|| rt("invalid pattern capture"))
    }

    fn check_capture(&self, l: u8) -> mlua::Result<usize> {
        let l = i32::from(l) - i32::from(b'1');
        match usize::try_from(l) {
            Ok(i) if i < self.level && self.capture[i].1 != CAP_UNFINISHED => Ok(i),
            _ => Err(rt(format!("invalid capture index %{}", l + 1))),
        }
    }

    fn match_capture(&mut self, s: usize, l: u8) -> mlua::Result<Option<usize>> {
        let l = self.check_capture(l)?;
        let (init, len) = self.capture[l];
        let len = usize::try_from(len).unwrap_or(0);
        self.step(1 + len as u64 / BYTES_PER_STEP)?;
        if self.src.len() - s >= len && self.src[init..init + len] == self.src[s..s + len] {
            Ok(Some(s + len))
        } else {
            Ok(None)
        }
    }

    fn do_match(&mut self, mut s: usize, mut p: usize) -> mlua::Result<Option<usize>> {
        if self.depth == 0 {
            return Err(rt("pattern too complex"));
        }
        self.depth -= 1;
        self.step(1)?;
        let result = loop {
            if p == self.pat.len() {
                break Some(s);
            }
            match self.pat[p] {
                b'(' => {
                    break if self.p(p + 1) == b')' {
                        self.start_capture(s, p + 2, CAP_POSITION)?
                    } else {
                        self.start_capture(s, p + 1, CAP_UNFINISHED)?
                    };
                }
                b')' => break self.end_capture(s, p + 1)?,
                b'$' if p + 1 == self.pat.len() => {
                    break (s == self.src.len()).then_some(s);
                }
                b'%' if self.p(p + 1) == b'b' => match self.balance(s, p + 2)? {
                    Some(next) => {
                        s = next;
                        p += 4;
                    }
                    None => break None,
                },
                b'%' if self.p(p + 1) == b'f' => {
                    p += 2;
                    if self.p(p) != b'[' {
                        return Err(rt("missing '[' after '%f' in pattern"));
                    }
                    let ep = self.class_end(p)?;
                    let previous = if s == 0 { 0 } else { self.src[s - 1] };
                    let current = self.src.get(s).copied().unwrap_or(0);
                    if !self.bracket_class(previous, p, ep - 1)
                        && self.bracket_class(current, p, ep - 1)
                    {
                        p = ep;
                    } else {
                        break None;
                    }
                }
                b'%' if self.p(p + 1).is_ascii_digit() => {
                    match self.match_capture(s, self.p(p + 1))? {
                        Some(next) => {
                            s = next;
                            p += 2;
                        }
                        None => break None,
                    }
                }
                _ => {
                    let ep = self.class_end(p)?;
                    let suffix = self.p(ep);
                    if !self.single(s, p, ep) {
                        if matches!(suffix, b'*' | b'?' | b'-') {
                            p = ep + 1;
                            continue;
                        }
                        break None;
                    }
                    match suffix {
                        b'?' => {
                            if let Some(r) = self.do_match(s + 1, ep + 1)? {
                                break Some(r);
                            }
                            p = ep + 1;
                        }
                        b'+' => break self.max_expand(s + 1, p, ep)?,
                        b'*' => break self.max_expand(s, p, ep)?,
                        b'-' => break self.min_expand(s, p, ep)?,
                        _ => {
                            s += 1;
                            p = ep;
                        }
                    }
                }
            }
        };
        self.depth += 1;
        Ok(result)
    }

    /// Capture `i` of a match `s..e` as a Lua value (the whole match when there are no
    /// captures and `i` is 0).
    fn capture_value(&self, i: usize, s: usize, e: usize) -> mlua::Result<Value> {
        if i >= self.level {
            if i != 0 {
                return Err(rt(format!("invalid capture index %{}", i + 1)));
            }
            return Ok(Value::String(self.lua.create_string(&self.src[s..e])?));
        }
        let (init, len) = self.capture[i];
        match len {
            CAP_UNFINISHED => Err(rt("unfinished capture")),
            CAP_POSITION => Ok(Value::Integer(init as i64 + 1)),
            len => Ok(Value::String(
                self.lua
                    .create_string(&self.src[init..init + len as usize])?,
            )),
        }
    }

    /// The captures of a match (or the whole match when `s` is given and there are none).
    fn captures(&self, whole: Option<(usize, usize)>) -> mlua::Result<MultiValue> {
        let n = if self.level == 0 && whole.is_some() {
            1
        } else {
            self.level
        };
        let (s, e) = whole.unwrap_or((0, 0));
        let mut out = MultiValue::with_capacity(n);
        for i in 0..n {
            out.push_back(self.capture_value(i, s, e)?);
        }
        Ok(out)
    }
}

fn match_class(c: u8, cl: u8) -> bool {
    let res = match cl.to_ascii_lowercase() {
        b'a' => c.is_ascii_alphabetic(),
        b'c' => c.is_ascii_control(),
        b'd' => c.is_ascii_digit(),
        b'g' => c.is_ascii_graphic(),
        b'l' => c.is_ascii_lowercase(),
        b'p' => c.is_ascii_punctuation(),
        b's' => matches!(c, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r'),
        b'u' => c.is_ascii_uppercase(),
        b'w' => c.is_ascii_alphanumeric(),
        b'x' => c.is_ascii_hexdigit(),
        b'z' => c == 0,
        _ => return cl == c,
    };
    if cl.is_ascii_lowercase() { res } else { !res }
}

/// Lua's `posrelatI`: a 1-based start position from a possibly negative one.
fn pos_relative(pos: i64, len: usize) -> usize {
    if pos > 0 {
        usize::try_from(pos).unwrap_or(usize::MAX)
    } else if pos == 0 || pos.unsigned_abs() > len as u64 {
        1
    } else {
        len - pos.unsigned_abs() as usize + 1
    }
}

/// Argument `n` (1-based) of `args`, `None` when absent.
fn arg(args: &MultiValue, n: usize) -> Option<&Value> {
    args.get(n - 1)
}

fn type_name(v: Option<&Value>) -> &'static str {
    v.map_or("no value", Value::type_name)
}

fn bad_arg(n: usize, fname: &str, message: impl std::fmt::Display) -> mlua::Error {
    rt(format!("bad argument #{n} to '{fname}' ({message})"))
}

/// `luaL_checklstring`: a string, or a number converted as Lua does.
fn check_string(lua: &Lua, args: &MultiValue, n: usize, fname: &str) -> mlua::Result<LuaString> {
    match arg(args, n) {
        Some(Value::String(s)) => Ok(s.clone()),
        Some(v @ (Value::Integer(_) | Value::Number(_))) => lua
            .coerce_string(v.clone())?
            .ok_or_else(|| bad_arg(n, fname, "string expected, got number")),
        other => Err(bad_arg(
            n,
            fname,
            format!("string expected, got {}", type_name(other)),
        )),
    }
}

/// `luaL_optinteger`: an integer (or a number or string convertible to one), or `default` when
/// the argument is absent or nil.
pub(crate) fn opt_integer(
    lua: &Lua,
    args: &MultiValue,
    n: usize,
    fname: &str,
    default: i64,
) -> mlua::Result<i64> {
    match arg(args, n) {
        None | Some(Value::Nil) => Ok(default),
        Some(v) => {
            if let Some(i) = lua.coerce_integer(v.clone())? {
                return Ok(i);
            }
            let numeric = matches!(v, Value::Number(_))
                || (matches!(v, Value::String(_)) && lua.coerce_number(v.clone())?.is_some());
            Err(bad_arg(
                n,
                fname,
                if numeric {
                    "number has no integer representation".to_string()
                } else {
                    format!("number expected, got {}", type_name(Some(v)))
                },
            ))
        }
    }
}

fn find_aux(lua: &Lua, meter: &Meter, args: MultiValue, find: bool) -> mlua::Result<MultiValue> {
    let fname = if find { "find" } else { "match" };
    let what = if find { "string.find" } else { "string.match" };
    let s = check_string(lua, &args, 1, fname)?;
    let p = check_string(lua, &args, 2, fname)?;
    let (src, pat) = (s.as_bytes(), p.as_bytes());
    let init = pos_relative(opt_integer(lua, &args, 3, fname, 1)?, src.len()) - 1;
    if init > src.len() {
        return Ok(MultiValue::from_vec(vec![Value::Nil]));
    }
    let plain = arg(&args, 4).is_some_and(|v| !matches!(v, Value::Nil | Value::Boolean(false)));
    if find && (plain || !pat.iter().any(|c| SPECIALS.contains(c))) {
        let hay = &src[init..];
        meter.charge(lua, 1 + hay.len() as u64 / BYTES_PER_STEP, what)?;
        let found = if pat.is_empty() {
            Some(0)
        } else {
            memchr::memmem::find(hay, &pat)
        };
        return Ok(match found {
            Some(at) => MultiValue::from_vec(vec![
                Value::Integer((init + at + 1) as i64),
                Value::Integer((init + at + pat.len()) as i64),
            ]),
            None => MultiValue::from_vec(vec![Value::Nil]),
        });
    }
    let anchor = pat.first() == Some(&b'^');
    let pat = if anchor { &pat[1..] } else { &pat[..] };
    let mut m = Matcher::new(lua, meter, what, &src, pat);
    let mut s1 = init;
    loop {
        m.reprep();
        if let Some(e) = m.do_match(s1, 0)? {
            m.settle()?;
            if find {
                let mut out = m.captures(None)?;
                out.push_front(Value::Integer(e as i64));
                out.push_front(Value::Integer(s1 as i64 + 1));
                return Ok(out);
            }
            return m.captures(Some((s1, e)));
        }
        if s1 >= src.len() || anchor {
            break;
        }
        s1 += 1;
    }
    m.settle()?;
    Ok(MultiValue::from_vec(vec![Value::Nil]))
}

fn gmatch(lua: &Lua, meter: &Meter, args: MultiValue) -> mlua::Result<Function> {
    let s = check_string(lua, &args, 1, "gmatch")?;
    let p = check_string(lua, &args, 2, "gmatch")?;
    let len = s.as_bytes().len();
    let mut pos = pos_relative(opt_integer(lua, &args, 3, "gmatch", 1)?, len) - 1;
    if pos > len {
        pos = len + 1;
    }
    // The iterator keeps the Lua strings, not copies: Rust memory the collector does not see
    // would pile up under a loop that makes iterators of a large pattern.
    let meter = meter.clone();
    let mut last: Option<usize> = None;
    lua.create_function_mut(move |lua, ()| {
        let src = s.as_bytes();
        let pat = p.as_bytes();
        let mut m = Matcher::new(lua, &meter, "string.gmatch", &src, &pat);
        let mut from = pos;
        while from <= src.len() {
            m.reprep();
            if let Some(e) = m.do_match(from, 0)?
                && Some(e) != last
            {
                pos = e;
                last = Some(e);
                m.settle()?;
                return m.captures(Some((from, e)));
            }
            from += 1;
        }
        m.settle()?;
        Ok(MultiValue::new())
    })
}

fn gsub(lua: &Lua, meter: &Meter, args: MultiValue) -> mlua::Result<(Value, i64)> {
    let s = check_string(lua, &args, 1, "gsub")?;
    let p = check_string(lua, &args, 2, "gsub")?;
    let src = s.as_bytes();
    let repl = match arg(&args, 3) {
        Some(v @ (Value::String(_) | Value::Integer(_) | Value::Number(_))) => {
            Repl::Text(lua.coerce_string(v.clone())?.map(|s| s.as_bytes().to_vec()))
        }
        Some(Value::Table(t)) => Repl::Table(t.clone()),
        Some(Value::Function(f)) => Repl::Function(f.clone()),
        other => {
            return Err(bad_arg(
                3,
                "gsub",
                format!("string/function/table expected, got {}", type_name(other)),
            ));
        }
    };
    let max = opt_integer(lua, &args, 4, "gsub", src.len() as i64 + 1)?;
    let pat = p.as_bytes();
    let anchor = pat.first() == Some(&b'^');
    let pat = if anchor { &pat[1..] } else { &pat[..] };
    let room = meter.room(lua);
    let mut m = Matcher::new(lua, meter, "string.gsub", &src, pat);
    let mut out: Vec<u8> = Vec::new();
    let (mut at, mut last, mut n, mut changed) = (0usize, None, 0i64, false);
    while n < max {
        m.reprep();
        match m.do_match(at, 0)? {
            Some(e) if Some(e) != last => {
                n += 1;
                changed |= add_value(&mut m, &mut out, at, e, &repl)?;
                at = e;
                last = Some(e);
            }
            _ if at < src.len() => {
                out.push(src[at]);
                at += 1;
            }
            _ => break,
        }
        if out.len() > room {
            return Err(mlua::Error::MemoryError(
                "not enough memory for the result of string.gsub".into(),
            ));
        }
        if anchor {
            break;
        }
    }
    m.step(out.len() as u64 / BYTES_PER_STEP)?;
    m.settle()?;
    if !changed {
        return Ok((Value::String(s.clone()), n));
    }
    out.extend_from_slice(&src[at..]);
    Ok((Value::String(lua.create_string(&out)?), n))
}

enum Repl {
    /// `None` cannot happen (a number always converts); kept to avoid a panic path.
    Text(Option<Vec<u8>>),
    Table(Table),
    Function(Function),
}

/// Appends the replacement of the match `s..e`; whether the subject changed.
fn add_value(
    m: &mut Matcher<'_>,
    out: &mut Vec<u8>,
    s: usize,
    e: usize,
    repl: &Repl,
) -> mlua::Result<bool> {
    let value = match repl {
        Repl::Text(text) => {
            let text = text.as_deref().unwrap_or_default();
            let mut i = 0;
            while i < text.len() {
                let c = text[i];
                i += 1;
                if c != b'%' {
                    out.push(c);
                    continue;
                }
                let d = text.get(i).copied().unwrap_or(0);
                i += 1;
                if d == b'%' {
                    out.push(b'%');
                } else if d == b'0' {
                    out.extend_from_slice(&m.src[s..e]);
                } else if d.is_ascii_digit() {
                    match m.capture_value(usize::from(d - b'1'), s, e)? {
                        Value::String(c) => out.extend_from_slice(&c.as_bytes()),
                        Value::Integer(p) => out.extend_from_slice(p.to_string().as_bytes()),
                        _ => {}
                    }
                } else {
                    return Err(rt("invalid use of '%' in replacement string"));
                }
            }
            m.step(1 + text.len() as u64 / BYTES_PER_STEP)?;
            return Ok(true);
        }
        Repl::Function(f) => {
            let captures = m.captures(Some((s, e)))?;
            f.call::<Value>(captures)?
        }
        Repl::Table(t) => t.get::<Value>(m.capture_value(0, s, e)?)?,
    };
    match value {
        Value::Nil | Value::Boolean(false) => {
            out.extend_from_slice(&m.src[s..e]);
            Ok(false)
        }
        v @ (Value::String(_) | Value::Integer(_) | Value::Number(_)) => {
            if let Some(text) = m.lua.coerce_string(v)? {
                out.extend_from_slice(&text.as_bytes());
            }
            Ok(true)
        }
        other => Err(rt(format!(
            "invalid replacement value (a {})",
            other.type_name()
        ))),
    }
}

/// Replaces `find`, `match`, `gmatch` and `gsub` in the real string library table (which is
/// also the string metatable's `__index`, so `s:find(...)` uses them too).
pub(crate) fn install(lua: &Lua, string: &Table, meter: Meter) -> mlua::Result<()> {
    let m = meter.clone();
    string.raw_set(
        "find",
        lua.create_function(move |lua, args: MultiValue| find_aux(lua, &m, args, true))?,
    )?;
    let m = meter.clone();
    string.raw_set(
        "match",
        lua.create_function(move |lua, args: MultiValue| find_aux(lua, &m, args, false))?,
    )?;
    let m = meter.clone();
    string.raw_set(
        "gmatch",
        lua.create_function(move |lua, args: MultiValue| gmatch(lua, &m, args))?,
    )?;
    string.raw_set(
        "gsub",
        lua.create_function(move |lua, args: MultiValue| gsub(lua, &meter, args))?,
    )?;
    Ok(())
}

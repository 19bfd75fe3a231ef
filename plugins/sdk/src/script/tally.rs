//! Counters a script declares for the balance lab: `ctx:tally("vetoed")` or
//! `ctx:tally("vetoed", 2)` in any hook adds to a counter named `script: vetoed`, which
//! `game-host simulate` averages per game beside the game's own counters (`Game::counters`).
//!
//! The method is `tally`, not `count`, because two games' contexts already answer `count`
//! (Air, Land & Sea's cards in a theater, Liar's Dice's dice counted for the bid) and renaming
//! those would break the scripts and mods that call them.
//!
//! Scripts keep no state, so the counts live on the thread, and only while a [`Tally`] records
//! ([`Tally::record`]): the balance lab opens one around what happens to the match itself (the
//! legal actions of its position, the move it plays), never around a bot's search, whose
//! thousands of imagined moves would swamp the count and whose counters nobody reads. Outside a
//! tally a call costs one validation and one thread-local read, and counts nothing (a game
//! played at the table, the rules console, a game's own tests). The name and amount are checked
//! in every call, so `game-host check` finds a bad name whether or not anything is recorded.

use super::args::script_error;
use mlua::{UserData, UserDataMethods, Value};
use std::cell::RefCell;
use std::collections::BTreeMap;

/// What every script counter's name starts with in the lab's report, so that a script's counter
/// cannot be mistaken for (or merged into) one the game keeps itself.
pub const PREFIX: &str = "script: ";
/// The longest counter name a script may give, in characters.
pub const MAX_NAME_CHARS: usize = 32;
/// The most one call may add (`ctx:tally(name, n)`).
pub const MAX_STEP: i64 = 1000;
/// The most distinct script counters in one game: a name made from changing data (a cell, a
/// turn) would otherwise fill the report with rows.
pub const MAX_COUNTERS: usize = 16;
/// Where a counter stops growing in one game (it saturates; the lab averages per game).
pub const MAX_TOTAL: i64 = 1_000_000;

thread_local! {
    static RECORD: RefCell<Option<BTreeMap<String, i64>>> = const { RefCell::new(None) };
}

/// The script counters of one game, recorded only inside [`Tally::record`].
#[derive(Debug, Default)]
pub struct Tally {
    counts: BTreeMap<String, i64>,
}

impl Tally {
    pub fn new() -> Tally {
        Tally::default()
    }

    /// Runs `f` with the script counters it raises added to this tally. Recordings nest: an
    /// inner one counts only what happens inside it.
    pub fn record<R>(&mut self, f: impl FnOnce() -> R) -> R {
        let outer = RECORD.with(|r| r.replace(Some(std::mem::take(&mut self.counts))));
        let mut back = Some(outer);
        // A guard (not a plain sequence) so that a panicking hook leaves the thread as it was.
        let guard = Guard { outer: &mut back };
        let result = f();
        let mine = guard.finish();
        self.counts = mine;
        result
    }

    /// The counters so far, each name with [`PREFIX`], sorted by name.
    pub fn counters(&self) -> impl Iterator<Item = (String, i64)> + '_ {
        self.counts
            .iter()
            .map(|(name, n)| (format!("{PREFIX}{name}"), *n))
    }
}

/// Restores the outer recording when [`Tally::record`] ends (normally or by a panic).
struct Guard<'a> {
    outer: &'a mut Option<Option<BTreeMap<String, i64>>>,
}

impl Guard<'_> {
    fn finish(self) -> BTreeMap<String, i64> {
        let outer = self.outer.take().flatten();
        let mine = RECORD.with(|r| r.replace(outer));
        std::mem::forget(self);
        mine.unwrap_or_default()
    }
}

impl Drop for Guard<'_> {
    fn drop(&mut self) {
        let outer = self.outer.take().flatten();
        RECORD.with(|r| r.replace(outer));
    }
}

/// Adds `ctx:tally(name [, n])` to a game's context: one line in the game's `add_methods`.
pub fn add_method<T: UserData + 'static, M: UserDataMethods<T>>(methods: &mut M) {
    methods.add_method("tally", |_, _, (name, n): (Value, Value)| add(&name, &n));
}

/// [`add_method`] for a game whose context counts the method calls scripts make: `before` runs
/// with the context first, as the game's own methods do.
pub fn add_method_with<T: UserData + 'static, M: UserDataMethods<T>>(
    methods: &mut M,
    before: fn(&T),
) {
    methods.add_method("tally", move |_, this, (name, n): (Value, Value)| {
        before(this);
        add(&name, &n)
    });
}

/// Checks a script's `ctx:tally(name, n)` and adds it to the recording tally, if one records.
pub fn add(name: &Value, n: &Value) -> mlua::Result<()> {
    let name = checked_name(name)?;
    let n = checked_step(n)?;
    RECORD.with(|r| {
        let mut r = r.borrow_mut();
        let Some(counts) = r.as_mut() else {
            return Ok(());
        };
        if !counts.contains_key(&name) && counts.len() >= MAX_COUNTERS {
            return Err(script_error(format!(
                "ctx:tally(\"{name}\"): a game keeps at most {MAX_COUNTERS} script counters \
                 (already {}); name counters after what happened, not after changing data",
                counts.keys().cloned().collect::<Vec<_>>().join(", ")
            )));
        }
        let total = counts.entry(name).or_insert(0);
        *total = (*total + n).min(MAX_TOTAL);
        Ok(())
    })
}

fn checked_name(name: &Value) -> mlua::Result<String> {
    let Value::String(s) = name else {
        return Err(script_error(format!(
            "ctx:tally's first argument is the counter's name, a string; got a {}",
            name.type_name()
        )));
    };
    let bytes = s.as_bytes();
    let shown = super::clean_text(&bytes, MAX_NAME_CHARS + 8);
    let text = std::str::from_utf8(&bytes).ok();
    let allowed = |c: char| c.is_ascii_alphanumeric() || matches!(c, ' ' | '_' | '-');
    match text {
        Some(t)
            if !t.is_empty()
                && t.chars().count() <= MAX_NAME_CHARS
                && t.chars().all(allowed)
                && !t.starts_with(' ')
                && !t.ends_with(' ') =>
        {
            Ok(t.to_string())
        }
        _ => Err(script_error(format!(
            "ctx:tally(\"{shown}\"): a counter's name is 1 to {MAX_NAME_CHARS} letters, digits, \
             spaces, `_` or `-` (ASCII), not starting or ending with a space"
        ))),
    }
}

fn checked_step(n: &Value) -> mlua::Result<i64> {
    let step = match n {
        Value::Nil => Some(1),
        Value::Integer(i) => Some(*i),
        Value::Number(f) if f.fract() == 0.0 && f.abs() < 9.0e15 => Some(*f as i64),
        _ => None,
    };
    match step {
        Some(step) if (1..=MAX_STEP).contains(&step) => Ok(step),
        _ => Err(script_error(format!(
            "ctx:tally's second argument is how much to add, a whole number from 1 to \
             {MAX_STEP} (1 when left out); got {}",
            shown_step(n)
        ))),
    }
}

fn shown_step(n: &Value) -> String {
    match n {
        Value::Integer(i) => i.to_string(),
        Value::Number(f) => f.to_string(),
        other => format!("a {}", other.type_name()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mlua::Lua;

    fn text(lua: &Lua, s: &str) -> Value {
        Value::String(lua.create_string(s).expect("a short string"))
    }

    #[test]
    fn a_tally_counts_only_while_it_records_and_prefixes_its_names() {
        let lua = Lua::new();
        let one = Value::Nil;
        add(&text(&lua, "vetoed"), &one).expect("a valid name outside a tally");
        let mut tally = Tally::new();
        tally.record(|| {
            add(&text(&lua, "vetoed"), &one).expect("valid");
            add(&text(&lua, "vetoed"), &Value::Integer(2)).expect("valid");
            add(&text(&lua, "bog crossings"), &Value::Number(3.0)).expect("valid");
        });
        add(&text(&lua, "vetoed"), &one).expect("after the recording: nothing counted");
        tally.record(|| add(&text(&lua, "vetoed"), &one).expect("valid"));
        let got: Vec<(String, i64)> = tally.counters().collect();
        assert_eq!(
            got,
            [
                ("script: bog crossings".to_string(), 3),
                ("script: vetoed".to_string(), 4)
            ]
        );
    }

    #[test]
    fn recordings_nest_and_an_inner_one_keeps_its_own() {
        let lua = Lua::new();
        let mut outer = Tally::new();
        let mut inner = Tally::new();
        outer.record(|| {
            add(&text(&lua, "a"), &Value::Nil).expect("valid");
            inner.record(|| add(&text(&lua, "b"), &Value::Nil).expect("valid"));
            add(&text(&lua, "a"), &Value::Nil).expect("valid");
        });
        assert_eq!(
            outer.counters().collect::<Vec<_>>(),
            [("script: a".into(), 2)]
        );
        assert_eq!(
            inner.counters().collect::<Vec<_>>(),
            [("script: b".into(), 1)]
        );
    }

    #[test]
    fn bad_names_and_amounts_are_refused_even_outside_a_tally() {
        let lua = Lua::new();
        let long = "x".repeat(MAX_NAME_CHARS + 1);
        for bad in ["", " lead", "trail ", "semi;colon", "é", long.as_str()] {
            let e = add(&text(&lua, bad), &Value::Nil)
                .expect_err(bad)
                .to_string();
            assert!(e.contains("a counter's name is 1 to 32"), "{bad:?}: {e}");
        }
        let e = add(&Value::Integer(3), &Value::Nil).expect_err("a number as name");
        assert!(e.to_string().contains("got a integer"), "{e}");
        for bad in [
            Value::Integer(0),
            Value::Integer(-1),
            Value::Integer(MAX_STEP + 1),
            Value::Number(1.5),
            Value::Boolean(true),
        ] {
            let e = add(&text(&lua, "ok"), &bad).expect_err("a bad amount");
            assert!(e.to_string().contains("from 1 to 1000"), "{e}");
        }
        let max = "x".repeat(MAX_NAME_CHARS);
        add(&text(&lua, &max), &Value::Integer(MAX_STEP)).expect("the limits themselves");
    }

    #[test]
    fn counts_saturate_and_the_number_of_counters_is_capped() {
        let lua = Lua::new();
        let mut tally = Tally::new();
        let e = tally.record(|| {
            for _ in 0..(MAX_TOTAL / MAX_STEP + 5) {
                add(&text(&lua, "many"), &Value::Integer(MAX_STEP)).expect("valid");
            }
            for i in 1..MAX_COUNTERS {
                add(&text(&lua, &format!("c{i}")), &Value::Nil).expect("within the cap");
            }
            add(&text(&lua, "one too many"), &Value::Nil).expect_err("over the cap")
        });
        assert!(e.to_string().contains("at most 16 script counters"), "{e}");
        let got: BTreeMap<String, i64> = tally.counters().collect();
        assert_eq!(got.get("script: many"), Some(&MAX_TOTAL));
        assert_eq!(got.len(), MAX_COUNTERS);
    }
}

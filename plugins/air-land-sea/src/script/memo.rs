//! Hook calls remembered while a bot searches: those whose arguments alone decide them.
//!
//! A hook call that called no context method read nothing of the match and changed nothing.
//! Scripts keep no state (the SDK's sandbox freezes whatever a script keeps) and, unless some
//! script uses `math.random` (then nothing is remembered), draw nothing: what such a call
//! returned depends on its arguments alone, and the same hook called with the same arguments
//! returns it again. The core then takes the answer from here instead of calling Lua. Most
//! ongoing `_on_play` calls are of this kind (Containment told of a face-up play, Blockade of a
//! play not next to it, Air Drop's effect of the opponent's plays), and so are `_may_play`
//! hooks that answer from the card alone (Aerodrome).
//!
//! Only while a bot searches ([`game_sdk::bots::searching`]): in a match every hook runs, so
//! what it prints and how it fails show as they happen. A call that failed is never
//! remembered. Each thread remembers at most [`MAX_REMEMBERED`] calls, of the script host
//! (one compiled ruleset) that made them.

use crate::AirLandSea;
use crate::script::Ctx;
use crate::script::methods::Ask;
use game_sdk::LogLine;
use game_sdk::script::{FromLuaMulti, IntoLuaMulti, PendingChoice, ScriptError};
use rustc_hash::FxHashMap;
use std::cell::RefCell;
use std::sync::Arc;

/// A hook call by what decides it: which kind of hook, which hook and its arguments, packed
/// by the caller (`[kind and small arguments, an effect's id, the hook's name's address]`).
pub(crate) type Key = [u64; 3];

/// The most calls a thread remembers (about 40 bytes each); past it, calls are made as usual.
pub(crate) const MAX_REMEMBERED: usize = 1 << 16;

/// What a remembered call returned, in one byte.
pub(crate) trait Remembered: Sized {
    fn code(&self) -> u8;
    fn from_code(code: u8) -> Option<Self>;
}

/// A hook whose return value the core ignores (`_on_play`).
impl Remembered for () {
    fn code(&self) -> u8 {
        0
    }
    fn from_code(_: u8) -> Option<Self> {
        Some(())
    }
}

struct Memo {
    /// The script host the calls were made with ([`game_sdk::script::ScriptHost::id`]).
    host: u64,
    calls: FxHashMap<Key, u8>,
    /// `_on_reveal` calls that did nothing but have the core make one choice, with what the
    /// core was asked ([`Ask`]).
    asks: FxHashMap<Key, Ask>,
}

impl Memo {
    /// This memo, emptied first if it holds another script host's calls.
    fn of_host(&mut self, host: u64) -> &mut Self {
        if self.host != host {
            self.host = host;
            self.calls.clear();
            self.asks.clear();
        }
        self
    }
}

/// What this thread's memo holds for `host`, read by `read` (`None` when it holds another
/// host's calls).
fn recall<T>(host: u64, read: impl FnOnce(&Memo) -> Option<T>) -> Option<T> {
    MEMO.with(|memo| {
        let memo = memo.borrow();
        if memo.host == host { read(&memo) } else { None }
    })
}

/// Writes into this thread's memo for `host` (emptied first if it held another host's calls).
fn keep(host: u64, write: impl FnOnce(&mut Memo)) {
    MEMO.with(|memo| write(memo.borrow_mut().of_host(host)));
}

thread_local! {
    static MEMO: RefCell<Memo> = RefCell::new(Memo {
        host: 0,
        calls: FxHashMap::default(),
        asks: FxHashMap::default(),
    });
}

impl AirLandSea {
    /// The script host whose calls this thread may remember now: only while a bot searches,
    /// and never when a script uses `math.random`.
    fn remembering(&self) -> Option<u64> {
        (game_sdk::bots::searching() && !self.host.uses_random()).then(|| self.host.id())
    }

    /// Calls `hook` as [`AirLandSea::call`] does, unless this thread's search remembers what
    /// the same call returned (see the module's comment); remembers it when it called no
    /// context method.
    pub(crate) fn call_remembered<A: IntoLuaMulti, R: FromLuaMulti + Remembered>(
        &self,
        ctx: &mut Ctx,
        hook: &str,
        args: A,
        key: Key,
        log: &mut Vec<LogLine>,
    ) -> Result<R, ScriptError> {
        let Some(host) = self.remembering() else {
            return self.call(ctx, hook, args, log);
        };
        let known = recall(host, |memo| memo.calls.get(&key).copied());
        if let Some(answer) = known.and_then(R::from_code) {
            // A watch (the balance lab's) sees the hook run, as it would have.
            self.host.count_as_called(hook);
            return Ok(answer);
        }
        let before = ctx.calls_so_far();
        let answer: R = self.call(ctx, hook, args, log)?;
        if ctx.calls_so_far() == before {
            keep(host, |memo| {
                if memo.calls.len() < MAX_REMEMBERED {
                    memo.calls.insert(key, answer.code());
                }
            });
        }
        Ok(answer)
    }

    /// Calls an `_on_reveal` hook as [`AirLandSea::call_asking`] does, unless this thread's
    /// search saw the same call do nothing but have the core make one choice
    /// (`ctx:choose_flip` and its kin): the core then makes that choice again from this
    /// position, without the hook. The hook is called after all when the choice is not
    /// made this time (no card to offer: the hook might go on differently) or fails (the
    /// hook's own call reports it, in its words).
    pub(crate) fn call_reveal<A: IntoLuaMulti>(
        &self,
        ctx: &mut Ctx,
        hook: &str,
        args: A,
        key: Key,
        log: &mut Vec<LogLine>,
    ) -> Result<Option<Arc<PendingChoice>>, ScriptError> {
        let Some(host) = self.remembering() else {
            return self.call_asking(ctx, hook, args, log);
        };
        let known = recall(host, |memo| memo.asks.get(&key).cloned());
        if let Some(ask) = known {
            ctx.may_choose = true;
            let made = ask.make_again(ctx);
            ctx.may_choose = false;
            if let Ok(true) = made {
                self.host.count_as_called(hook);
                return Ok(ctx.asked.take());
            }
            ctx.asked = None;
        }
        let before = ctx.calls_so_far();
        ctx.recording = true;
        ctx.recorded = None;
        let asked = self.call_asking(ctx, hook, args, log);
        ctx.recording = false;
        let recorded = ctx.recorded.take();
        if let (Ok(Some(_)), Some(ask)) = (&asked, recorded)
            && ctx.calls_so_far() == before.wrapping_add(1)
        {
            keep(host, |memo| {
                if memo.asks.len() < MAX_REMEMBERED {
                    memo.asks.insert(key, ask);
                }
            });
        }
        asked
    }
}

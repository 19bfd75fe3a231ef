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
use game_sdk::LogLine;
use game_sdk::script::{FromLuaMulti, IntoLuaMulti, ScriptError};
use rustc_hash::FxHashMap;
use std::cell::RefCell;

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
}

thread_local! {
    static MEMO: RefCell<Memo> = RefCell::new(Memo {
        host: 0,
        calls: FxHashMap::default(),
    });
}

impl AirLandSea {
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
        if !game_sdk::bots::searching() || self.host.uses_random() {
            return self.call(ctx, hook, args, log);
        }
        let host = self.host.id();
        let known = MEMO.with(|memo| {
            let memo = memo.borrow();
            if memo.host == host {
                memo.calls.get(&key).copied()
            } else {
                None
            }
        });
        if let Some(answer) = known.and_then(R::from_code) {
            // A watch (the balance lab's) sees the hook run, as it would have.
            self.host.count_as_called(hook);
            return Ok(answer);
        }
        let before = ctx.calls_so_far();
        let answer: R = self.call(ctx, hook, args, log)?;
        if ctx.calls_so_far() == before {
            MEMO.with(|memo| {
                let mut memo = memo.borrow_mut();
                if memo.host != host {
                    memo.host = host;
                    memo.calls.clear();
                }
                if memo.calls.len() < MAX_REMEMBERED {
                    memo.calls.insert(key, answer.code());
                }
            });
        }
        Ok(answer)
    }
}

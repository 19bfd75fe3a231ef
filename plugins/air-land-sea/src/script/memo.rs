//! Hook calls remembered while a bot searches, and replayed without Lua.
//!
//! Scripts keep no state (the SDK's sandbox freezes whatever a script keeps) and, unless some
//! script uses `math.random` (then nothing is remembered), draw nothing: what a hook call does
//! depends on its arguments and on what the context methods it called answered. A search
//! records each call's context method calls ([`super::trace`]): called again with the same
//! arguments, in a position where every method it read from answers the same, the core makes
//! the same calls itself instead of calling Lua. A call that called no method at all
//! (Containment told of a face-up play, Aerodrome's answer) is replayed from its arguments
//! alone; Blockade's count, Cover Fire's and Escalation's cards, Reinforce's drawn card are
//! asked of the position again; a choice the core made for a hook (`ctx:choose_flip` and its
//! kin) is made again from the position at hand, and the hook is called after all when it
//! would not be made this time.
//!
//! Only while a bot searches ([`game_sdk::bots::searching`]): in a match every hook runs, so
//! what it prints and how it fails show as they happen. A call that failed is never
//! remembered. Each thread remembers at most [`MAX_REMEMBERED`] calls (each with at most
//! [`MAX_TRACES`] ways it went, in at most [`MAX_MEMO_BYTES`] in all), of the script host (one
//! compiled ruleset) that made them.

use crate::AirLandSea;
use crate::script::Ctx;
use crate::script::trace::{self, Op};
use game_sdk::LogLine;
use game_sdk::Refusal;
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

/// The most ways one call is remembered to have gone (each with other answers read). The first
/// ones met are kept: a search that meets the same positions again then records nothing
/// (and allocates nothing), where replacing old ways with new ones would record on and on.
pub(crate) const MAX_TRACES: usize = 16;

/// One way a call went: the context methods it called ([`Op`]) and what it returned.
struct Trace {
    ops: Vec<Op>,
    answer: u8,
    /// A continuation's answer (the key has its hash only).
    chosen: Option<Arc<str>>,
}

struct Memo {
    /// The script host the calls were made with ([`game_sdk::script::ScriptHost::id`]).
    host: u64,
    calls: FxHashMap<Key, Vec<Trace>>,
    /// About how many bytes the calls kept hold (at most [`MAX_MEMO_BYTES`]).
    bytes: usize,
}

/// The most bytes a thread's memo keeps: a script may make every call it can different (long
/// prompts, many distinct calls), and the memo must not grow with it.
pub(crate) const MAX_MEMO_BYTES: usize = 64 << 20;

thread_local! {
    static MEMO: RefCell<Memo> = RefCell::new(Memo {
        host: 0,
        calls: FxHashMap::default(),
        bytes: 0,
    });
}

/// What replaying a remembered call gave.
enum Replayed {
    /// No way the call went fits this position: call the hook.
    No,
    /// The hook's return, coded ([`Remembered`]); a choice it asked is in `ctx.asked`.
    Answer(u8),
}

/// Replays the call `key` in `ctx` when one way it went fits this position: every method it
/// read answers the same here, and the choice it asked (if any) is made again. Nothing is
/// changed otherwise.
fn replay(host: u64, ctx: &mut Ctx, key: &Key, chosen: Option<&str>) -> Replayed {
    MEMO.with(|memo| {
        let memo = memo.borrow();
        if memo.host != host {
            return Replayed::No;
        }
        let Some(traces) = memo.calls.get(key) else {
            return Replayed::No;
        };
        for t in traces {
            if t.chosen.as_deref() != chosen || !trace::matches(&t.ops, ctx) {
                continue;
            }
            if let Some(ask) = trace::ask_of(&t.ops) {
                let may_choose = std::mem::replace(&mut ctx.may_choose, true);
                let made = ask.make_again(ctx);
                ctx.may_choose = may_choose;
                if !matches!(made, Ok(true)) {
                    // Nothing was changed yet: another way the call went may fit.
                    ctx.asked = None;
                    continue;
                }
            }
            trace::apply(&t.ops, ctx);
            return Replayed::Answer(t.answer);
        }
        Replayed::No
    })
}

/// Whether a new way the call `key` went would be remembered (see [`MAX_TRACES`]).
fn room_for(host: u64, key: &Key) -> bool {
    MEMO.with(|memo| {
        let memo = memo.borrow();
        if memo.host != host {
            return true;
        }
        if memo.bytes >= MAX_MEMO_BYTES {
            return false;
        }
        match memo.calls.get(key) {
            Some(traces) => traces.len() < MAX_TRACES,
            None => memo.calls.len() < MAX_REMEMBERED,
        }
    })
}

/// Remembers one way the call `key` went.
fn keep(host: u64, key: Key, ops: Vec<Op>, answer: u8, chosen: Option<Arc<str>>) {
    MEMO.with(|memo| {
        let mut memo = memo.borrow_mut();
        if memo.host != host {
            memo.host = host;
            memo.calls.clear();
            memo.bytes = 0;
        }
        memo.bytes += trace::weight(&ops)
            + std::mem::size_of::<(Key, Trace)>()
            + chosen.as_ref().map_or(0, |c| c.len());
        memo.calls.entry(key).or_default().push(Trace {
            ops,
            answer,
            chosen,
        });
    });
}

impl AirLandSea {
    /// The script host whose calls this thread may remember now: only while a bot searches,
    /// and never when a script uses `math.random`.
    fn remembering(&self) -> Option<u64> {
        (game_sdk::bots::searching() && !self.host.uses_random()).then(|| self.host.id())
    }

    /// Makes the call `key` with `call`, recording what it did, unless a way it went before
    /// fits this position (see the module's comment). `code` says what a return value is
    /// remembered as (`None`: not remembered), `decode` makes it again.
    #[allow(clippy::too_many_arguments)]
    fn remembered<R, E>(
        &self,
        ctx: &mut Ctx,
        hook: &str,
        key: Key,
        chosen: Option<&Arc<str>>,
        call: impl FnOnce(&Self, &mut Ctx) -> Result<R, E>,
        code: impl FnOnce(&R) -> Option<u8>,
        decode: impl FnOnce(u8, &mut Ctx) -> Option<R>,
    ) -> Result<R, E> {
        let Some(host) = self.remembering() else {
            return call(self, ctx);
        };
        if let Replayed::Answer(answer) = replay(host, ctx, &key, chosen.map(|c| &**c))
            && let Some(r) = decode(answer, ctx)
        {
            // A watch (the balance lab's) sees the hook run, as it would have.
            self.host.count_as_called(hook);
            return Ok(r);
        }
        if !room_for(host, &key) {
            return call(self, ctx);
        }
        let before = ctx.calls_so_far();
        trace::start();
        ctx.taping = true;
        let r = call(self, ctx);
        ctx.taping = false;
        if let Ok(v) = &r
            && let Some(answer) = code(v)
            && let Some(ops) = trace::take(ctx.calls_so_far().wrapping_sub(before))
        {
            keep(host, key, ops, answer, chosen.map(Arc::clone));
        }
        r
    }

    /// Calls `hook` as [`AirLandSea::call`] does, unless this thread's search remembers a way
    /// the same call went that fits this position (see the module's comment).
    pub(crate) fn call_remembered<A: IntoLuaMulti, R: FromLuaMulti + Remembered>(
        &self,
        ctx: &mut Ctx,
        hook: &str,
        args: A,
        key: Key,
        log: &mut Vec<LogLine>,
    ) -> Result<R, ScriptError> {
        self.remembered(
            ctx,
            hook,
            key,
            None,
            |g, ctx| g.call(ctx, hook, args, log),
            |r: &R| Some(r.code()),
            |code, _| R::from_code(code),
        )
    }

    /// Calls an `_on_reveal` hook as [`AirLandSea::call_asking_returned`] does, unless this thread's
    /// search remembers a way the same call went that fits this position; the choice it asked
    /// (if any) is made again from this position. A hook that returned a choice table is not
    /// remembered.
    pub(crate) fn call_reveal<A: IntoLuaMulti>(
        &self,
        ctx: &mut Ctx,
        hook: &str,
        args: A,
        key: Key,
        log: &mut Vec<LogLine>,
    ) -> Result<Option<Arc<PendingChoice>>, ScriptError> {
        self.remembered_asking(ctx, hook, key, None, |g, ctx| {
            g.call_asking_returned(ctx, hook, args, log)
        })
    }

    /// [`AirLandSea::remembered`] for a call that may ask for a choice: `call` says whether the
    /// hook returned a choice table (such a call is not remembered) and gives the choice asked;
    /// a replay's choice is the one it made again.
    fn remembered_asking<E>(
        &self,
        ctx: &mut Ctx,
        hook: &str,
        key: Key,
        chosen: Option<&Arc<str>>,
        call: impl FnOnce(&Self, &mut Ctx) -> Result<(bool, Option<Arc<PendingChoice>>), E>,
    ) -> Result<Option<Arc<PendingChoice>>, E> {
        self.remembered(
            ctx,
            hook,
            key,
            chosen,
            call,
            |(by_table, _)| (!*by_table).then_some(0),
            |_, ctx| Some((false, ctx.asked.take())),
        )
        .map(|(_, asked)| asked)
    }

    /// Answers `choice` by calling its continuation as [`AirLandSea::resume`] does, unless
    /// this thread's search remembers a way the same continuation, answered the same with the
    /// same data, went that fits this position. Data other than nothing, a boolean or a small
    /// integer is never remembered.
    pub(crate) fn resume_remembered(
        &self,
        ctx: &mut Ctx,
        choice: &PendingChoice,
        chosen: Option<&str>,
        log: &mut Vec<LogLine>,
    ) -> Result<Option<Arc<PendingChoice>>, Refusal> {
        let data = match choice.data {
            game_sdk::script::ScriptValue::Nil => Some(0),
            game_sdk::script::ScriptValue::Bool(b) => Some(1 + u64::from(b)),
            game_sdk::script::ScriptValue::Int(i) if (0..1 << 40).contains(&i) => {
                Some(3 + i as u64)
            }
            _ => None,
        };
        let Some(data) = data else {
            return self.resume(ctx, choice, chosen, log);
        };
        choice.check_answer(chosen)?;
        // The option's own shared id: a new way the continuation went keeps it uncopied.
        let option = chosen.and_then(|c| choice.options.iter().find(|o| &*o.id == c));
        if chosen.is_some() && option.is_none() {
            return self.resume(ctx, choice, chosen, log);
        }
        let chosen_id = option.map(|o| &o.id);
        let key = [
            1 << 59 | data,
            chosen.map_or(u64::MAX, |c| {
                std::hash::BuildHasher::hash_one(&rustc_hash::FxBuildHasher, c)
            }),
            Arc::as_ptr(&choice.continue_with) as *const u8 as u64,
        ];
        self.remembered_asking(ctx, &choice.continue_with, key, chosen_id, |g, ctx| {
            g.resume_returned(ctx, choice, chosen, log)
        })
    }
}

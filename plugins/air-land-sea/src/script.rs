//! The glue between the rules core and the ruleset's Lua: calling a hook with the context and
//! the match's generator, reading the choice a hook asks for, resuming a choice's continuation,
//! and finding which cards and lasting effects have a hook to run.
//!
//! - this file: the context for a copy of the state, hook calls, choices asked and resumed;
//! - `ctx`: the context ([`Ctx`]) and the rules' primitives it applies;
//! - `methods`: the `ctx:…` methods scripts call (`scripts/air-land-sea/API.md`);
//! - `asking`: the choices the core makes for scripts, without allocating;
//! - `hooks`: which face-up cards and lasting effects have a hook, and their hook arguments;
//! - `memo`: hook calls a search need not make again (their arguments alone decide them);
//! - `trace`: what a hook call did, as a search replays it (the context methods it called).

mod asking;
mod ctx;
mod hooks;
mod memo;
mod methods;
mod shown_text;
mod trace;

pub(crate) use ctx::write_line;
pub use ctx::{Ctx, Event, MAX_EFFECT_NAME_BYTES, MAX_EFFECTS, Primitive, STRENGTH_LIMIT, Scratch};
pub(crate) use hooks::{EffectHook, EffectSource, Source, Sources, neighbor_theaters};
pub(crate) use memo::Remembered;
pub use shown_text::{Exempt, MAX_LOG_CARDS, seat_sees, spelled_keys};

use crate::AirLandSea;
use crate::state::State;
use game_sdk::Refusal;
use game_sdk::script::{
    ConsoleAnswer, ConsoleRefusal, FromLuaMulti, IntoLuaMulti, PendingChoice, ResumeError,
    ScriptError,
};
use game_sdk::{GameRng, LogLine};
use std::sync::Arc;

thread_local! {
    /// Contexts whose allocations (the state, the events and log lines lists) the next contexts
    /// on this thread reuse: as many as were in use at once (a rollout holds one over its state
    /// while an answered choice is tried on a copy), up to [`MAX_SPARES`].
    static SPARES: std::cell::RefCell<Vec<Spare>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// The most spare contexts a thread keeps.
const MAX_SPARES: usize = 4;

/// What a context leaves for the next one: its state and its emptied lists.
struct Spare {
    s: Box<State>,
    events: Vec<crate::script::Event>,
    log: Vec<LogLine>,
}

fn take_spare() -> Option<Spare> {
    SPARES.with(|spares| spares.borrow_mut().pop())
}

fn keep_spare(spare: Spare) {
    SPARES.with(|spares| {
        let mut spares = spares.borrow_mut();
        if spares.len() < MAX_SPARES {
            spares.push(spare);
        }
    });
}

impl AirLandSea {
    /// The context for a copy of `s`. The copy reuses the allocations of a context this thread
    /// gave back with [`AirLandSea::recycle_ctx`] (the core copies the state for every action).
    pub fn ctx(&self, s: &State) -> Ctx {
        match take_spare() {
            Some(mut spare) => {
                spare.s.copy_from(s);
                self.ctx_of(spare)
            }
            None => {
                // A copy with room for every card in each list (see `State::copy_from`).
                let mut copy = Box::new(s.clone());
                copy.copy_from(s);
                Ctx::new(copy, Arc::clone(&self.defs))
            }
        }
    }

    /// A context over the spare's state, with its lists emptied.
    fn ctx_of(&self, mut spare: Spare) -> Ctx {
        let mut ctx = Ctx::new(spare.s, Arc::clone(&self.defs));
        spare.events.clear();
        spare.log.clear();
        ctx.events = spare.events;
        ctx.log = spare.log;
        ctx
    }

    /// A context over `s` itself, not a copy: `s` is moved into it (its place left with the
    /// spare state) until [`AirLandSea::put_back`] moves it back.
    pub(crate) fn ctx_in_place(&self, s: &mut State) -> Ctx {
        let mut ctx = match take_spare() {
            Some(spare) => self.ctx_of(spare),
            None => Ctx::new(Box::new(s.clone()), Arc::clone(&self.defs)),
        };
        std::mem::swap(s, &mut *ctx.s);
        ctx
    }

    /// Moves the state of a context from [`AirLandSea::ctx_in_place`] back to `s`, keeping the
    /// context's allocations for the next one.
    pub(crate) fn put_back(&self, s: &mut State, mut ctx: Ctx) {
        std::mem::swap(s, &mut *ctx.s);
        self.recycle_ctx(ctx);
    }

    /// Keeps a context that is no longer needed (its state and lists), so that the next
    /// [`AirLandSea::ctx`] on this thread copies into its allocations.
    pub fn recycle_ctx(&self, ctx: Ctx) {
        let Ctx { s, events, log, .. } = ctx;
        keep_spare(Spare { s, events, log });
    }

    /// Calls a script function with the context, lending the match's generator.
    pub(crate) fn call<A: IntoLuaMulti, R: FromLuaMulti>(
        &self,
        ctx: &mut Ctx,
        name: &str,
        args: A,
        log: &mut Vec<LogLine>,
    ) -> Result<R, ScriptError> {
        let r = self.lending_rng(ctx, |ctx, rng| {
            self.host.call_slot(&self.slot, name, ctx, args, rng, log)
        });
        log.append(&mut ctx.log);
        r
    }

    /// Calls a hook that may ask for a choice, by returning a choice table or through
    /// `ctx:choose`; also says whether the hook returned a choice table.
    pub(crate) fn call_asking_returned<A: IntoLuaMulti>(
        &self,
        ctx: &mut Ctx,
        name: &str,
        args: A,
        log: &mut Vec<LogLine>,
    ) -> Result<(bool, Option<Arc<PendingChoice>>), ScriptError> {
        ctx.may_choose = true;
        let returned = self.call::<_, Option<PendingChoice>>(ctx, name, args, log);
        ctx.may_choose = false;
        let asked = ctx.asked.take();
        let returned = returned?;
        let by_table = returned.is_some();
        Ok((by_table, self.one_choice(ctx, name, returned, asked)?))
    }

    /// The choice a hook asked for: a returned table or `ctx:choose`, not both. A returned
    /// table's prompt and options are checked here, located at the hook (`ctx:choose` checks
    /// its own at the calling line): they may name no card the chooser may not see.
    fn one_choice(
        &self,
        ctx: &Ctx,
        name: &str,
        returned: Option<PendingChoice>,
        asked: Option<Arc<PendingChoice>>,
    ) -> Result<Option<Arc<PendingChoice>>, ScriptError> {
        match (returned, asked) {
            (Some(_), Some(_)) => {
                let (file, line) = self.host.defined_at(name).unwrap_or(("scripts", 0));
                Err(ScriptError::new(
                    file,
                    line,
                    format!(
                        "hook `{name}` asked for a choice with `ctx:choose` and also returned one"
                    ),
                ))
            }
            (Some(returned), None) => match ctx.check_choice(&returned) {
                Ok(()) => Ok(Some(Arc::new(returned))),
                Err(e) => {
                    let (file, line) = self.host.defined_at(name).unwrap_or(("scripts", 0));
                    Err(ScriptError::new(
                        file,
                        line,
                        format!("hook `{name}` returned a choice whose {e}"),
                    ))
                }
            },
            (None, asked) => Ok(asked),
        }
    }

    /// Runs `f` with the generator to lend to a hook call: the match's own when the scripts
    /// use `math.random`; otherwise an idle one the SDK never touches (no copy of the match's).
    fn lending_rng<R>(&self, ctx: &mut Ctx, f: impl FnOnce(&mut Ctx, &mut GameRng) -> R) -> R {
        if !self.host.uses_random()
            && let Ok(mut idle) = self.idle_rng.try_lock()
        {
            return f(ctx, &mut idle);
        }
        let mut rng = std::mem::replace(&mut ctx.s.rng, self.placeholder_rng.clone());
        let r = f(ctx, &mut rng);
        ctx.s.rng = rng;
        r
    }

    /// Answers `choice` by calling its continuation; the choice it asks for next, if any.
    pub(crate) fn resume(
        &self,
        ctx: &mut Ctx,
        choice: &PendingChoice,
        chosen: Option<&str>,
        log: &mut Vec<LogLine>,
    ) -> Result<Option<Arc<PendingChoice>>, Refusal> {
        self.resume_returned(ctx, choice, chosen, log)
            .map(|(_, asked)| asked)
    }

    /// [`AirLandSea::resume`], also saying whether the continuation returned a choice table.
    pub(crate) fn resume_returned(
        &self,
        ctx: &mut Ctx,
        choice: &PendingChoice,
        chosen: Option<&str>,
        log: &mut Vec<LogLine>,
    ) -> Result<(bool, Option<Arc<PendingChoice>>), Refusal> {
        ctx.may_choose = true;
        let r = self.lending_rng(ctx, |ctx, rng| {
            self.host
                .resume_slot::<_, Option<PendingChoice>>(&self.slot, choice, chosen, ctx, rng, log)
        });
        ctx.may_choose = false;
        let asked = ctx.asked.take();
        log.append(&mut ctx.log);
        match r {
            Ok(n) => {
                let by_table = n.is_some();
                Ok((
                    by_table,
                    self.one_choice(ctx, &choice.continue_with, n, asked)?,
                ))
            }
            Err(ResumeError::Illegal(e)) => Err(e),
            Err(ResumeError::Script(e)) => Err(e.into()),
        }
    }
}

/// The rules console ([`game_sdk::Game::console`]): `code` runs against a read-only
/// context over a copy of `s` (every method that changes the match is an error), with a
/// copy of the match's generator; the match is unchanged whatever the code does.
pub(crate) fn console(
    g: &AirLandSea,
    s: &State,
    code: &str,
) -> Result<ConsoleAnswer, ConsoleRefusal> {
    // Strengths computed now, so `ctx:total` and `ctx:effective` answer also for rulesets
    // whose scripts never name them (their matches compute strengths lazily).
    let current = g.current(s)?;
    let defs = crate::config::Defs {
        eager_strength: true,
        ..(*g.defs).clone()
    };
    let mut ctx = Ctx::new(Box::new(current), Arc::new(defs));
    ctx.read_only = true;
    let mut rng = s.rng.clone();
    Ok(g.host.eval(code, &mut ctx, &mut rng)?)
}

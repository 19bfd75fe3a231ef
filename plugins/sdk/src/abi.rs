//! The plugin boundary: one `#[repr(C)]` table of `extern "C"` functions over opaque handles
//! and postcard-encoded byte buffers, headed by an ABI version.
//!
//! A plugin exports the table with [`crate::export_game!`]; the host reads `abi_version` first
//! and touches nothing else when it differs. Every entry point catches panics, so a panic is
//! an error reply, never an unwind across the boundary. Replies are written through a callback
//! ([`Sink`]) so that no buffer allocated on one side is freed on the other.
#![allow(unsafe_code)] // This module *is* the plugin boundary; each unsafe block says why it is sound.

use crate::game::Game;
use crate::ruleset::RulesetSource;
use crate::wire::{
    ActionInfo, Applied, BotReply, BotSpec, CallError, Description, Request, SimRequest, Start,
    View, Viewer,
};
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::ffi::c_void;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Arc;

/// Version of the table layout *and* of every type in [`crate::wire`]. Bump on any change.
pub const ABI_VERSION: u32 = 7;

/// The name of the exported table, NUL-terminated for `dlsym`.
pub const TABLE_SYMBOL: &[u8] = b"GAME_PLUGIN_TABLE\0";

/// Receives the bytes of a reply; called at most once per entry-point call.
pub type Sink = extern "C" fn(ctx: *mut c_void, data: *const u8, len: usize);

/// Reply codes of the entry points.
pub const OK: u32 = 0;
/// The sink received a postcard-encoded [`CallError`].
pub const ERR: u32 = 1;

#[repr(C)]
#[derive(Debug)]
pub struct PluginTable {
    /// Must equal [`ABI_VERSION`]; checked before any other field is read.
    pub abi_version: u32,
    /// → [`Description`]
    pub describe: extern "C" fn(sink: Sink, ctx: *mut c_void) -> u32,
    /// [`RulesetSource`] → rules handle (written to `out`).
    pub compile: extern "C" fn(
        input: *const u8,
        len: usize,
        out: *mut *mut c_void,
        sink: Sink,
        ctx: *mut c_void,
    ) -> u32,
    pub release_rules: extern "C" fn(rules: *mut c_void),
    /// rules handle + [`Start`] → match handle (written to `out`).
    pub start: extern "C" fn(
        rules: *const c_void,
        input: *const u8,
        len: usize,
        out: *mut *mut c_void,
        sink: Sink,
        ctx: *mut c_void,
    ) -> u32,
    /// match handle + [`Request`] → its reply.
    pub call: extern "C" fn(
        m: *mut c_void,
        input: *const u8,
        len: usize,
        sink: Sink,
        ctx: *mut c_void,
    ) -> u32,
    /// Puts a match under other compiled rules, keeping its state; replies
    /// [`CallError::DoesNotFit`] (and changes nothing) when the state does not fit them.
    pub rebind:
        extern "C" fn(m: *mut c_void, rules: *const c_void, sink: Sink, ctx: *mut c_void) -> u32,
    pub release_match: extern "C" fn(m: *mut c_void),
    /// match handle → a new, independent match handle with the same rules and state (written
    /// to `out`), e.g. for a bot to think on another thread.
    pub clone_match:
        extern "C" fn(m: *const c_void, out: *mut *mut c_void, sink: Sink, ctx: *mut c_void) -> u32,
    /// rules handle + [`SimRequest`] → [`crate::wire::SimSummary`]: one whole bot-vs-bot game.
    pub simulate: extern "C" fn(
        rules: *const c_void,
        input: *const u8,
        len: usize,
        sink: Sink,
        ctx: *mut c_void,
    ) -> u32,
}

impl PluginTable {
    /// The table for game `G`; used by [`crate::export_game!`].
    pub const fn of<G: Game>() -> Self {
        Self {
            abi_version: ABI_VERSION,
            describe: describe::<G>,
            compile: compile::<G>,
            release_rules: release_rules::<G>,
            start: start::<G>,
            call: call::<G>,
            rebind: rebind::<G>,
            release_match: release_match::<G>,
            clone_match: clone_match::<G>,
            simulate: simulate::<G>,
        }
    }
}

/// Exports a [`Game`] as this plugin's table. Use once, in the plugin's `lib.rs`.
#[macro_export]
macro_rules! export_game {
    ($game:ty) => {
        // The host looks the table up by this exact name; no other symbol is exported.
        #[allow(unsafe_code)]
        #[unsafe(no_mangle)]
        pub static GAME_PLUGIN_TABLE: $crate::abi::PluginTable =
            $crate::abi::PluginTable::of::<$game>();
    };
}

/// Compiled rules behind a rules handle.
struct RulesBox<G: Game> {
    game: Arc<G>,
}

/// One match behind a match handle: its rules and its state. The record of actions is kept by
/// the host.
pub struct MatchBox<G: Game> {
    game: Arc<G>,
    state: G::State,
}

impl<G: Game> std::fmt::Debug for MatchBox<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("MatchBox")
            .field("state", &self.state)
            .finish()
    }
}

fn reply<T: Serialize>(sink: Sink, ctx: *mut c_void, value: &T) -> u32 {
    match postcard::to_allocvec(value) {
        Ok(bytes) => {
            sink(ctx, bytes.as_ptr(), bytes.len());
            OK
        }
        Err(e) => fail(
            sink,
            ctx,
            &CallError::Protocol(format!("cannot encode reply: {e}")),
        ),
    }
}

fn fail(sink: Sink, ctx: *mut c_void, err: &CallError) -> u32 {
    if let Ok(bytes) = postcard::to_allocvec(err) {
        sink(ctx, bytes.as_ptr(), bytes.len());
    }
    ERR
}

fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    if let Some(s) = payload.downcast_ref::<&str>() {
        (*s).to_string()
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else {
        "a panic without a message".to_string()
    }
}

/// Runs `f`, turning a panic or an error into an error reply.
fn guarded<T: Serialize>(
    sink: Sink,
    ctx: *mut c_void,
    f: impl FnOnce() -> Result<T, CallError>,
) -> u32 {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(Ok(value)) => reply(sink, ctx, &value),
        Ok(Err(e)) => fail(sink, ctx, &e),
        Err(payload) => fail(
            sink,
            ctx,
            &CallError::Panic(panic_message(payload.as_ref())),
        ),
    }
}

fn decode<T: DeserializeOwned>(input: *const u8, len: usize) -> Result<T, CallError> {
    if input.is_null() {
        return Err(CallError::Protocol("null input".into()));
    }
    // SAFETY: the host passes a pointer to `len` initialised bytes that it keeps alive and
    // unmodified for the duration of this call (see host::plugin::Plugin::raw_call).
    let bytes = unsafe { std::slice::from_raw_parts(input, len) };
    postcard::from_bytes(bytes)
        .map_err(|e| CallError::Protocol(format!("cannot decode request: {e}")))
}

extern "C" fn describe<G: Game>(sink: Sink, ctx: *mut c_void) -> u32 {
    guarded(sink, ctx, || {
        Ok(Description {
            info: G::info(),
            ruleset_keys: G::ruleset_keys(),
        })
    })
}

extern "C" fn compile<G: Game>(
    input: *const u8,
    len: usize,
    out: *mut *mut c_void,
    sink: Sink,
    ctx: *mut c_void,
) -> u32 {
    guarded(sink, ctx, || {
        let source: RulesetSource = decode(input, len)?;
        let game = G::compile(&source).map_err(CallError::Invalid)?;
        let handle = Box::into_raw(Box::new(RulesBox {
            game: Arc::new(game),
        }));
        if out.is_null() {
            return Err(CallError::Protocol("null output handle".into()));
        }
        // SAFETY: `out` is non-null and points to a handle slot owned by the caller.
        unsafe { *out = handle.cast() };
        Ok(())
    })
}

extern "C" fn release_rules<G: Game>(rules: *mut c_void) {
    if rules.is_null() {
        return;
    }
    let _ = catch_unwind(AssertUnwindSafe(|| {
        // SAFETY: `rules` came from `compile::<G>` (Box::into_raw) and the host releases each
        // handle exactly once.
        drop(unsafe { Box::from_raw(rules.cast::<RulesBox<G>>()) });
    }));
}

/// Borrows the compiled rules behind a handle.
///
/// # Safety
/// `rules` must be null or a live handle returned by `compile::<G>`.
unsafe fn rules_ref<'a, G: Game>(rules: *const c_void) -> Result<&'a RulesBox<G>, CallError> {
    // SAFETY: guaranteed by the caller; null is checked by `as_ref`.
    unsafe { rules.cast::<RulesBox<G>>().as_ref() }
        .ok_or_else(|| CallError::Protocol("null rules handle".into()))
}

/// Borrows the match behind a handle.
///
/// # Safety
/// `m` must be null or a live handle returned by `start::<G>`, not used by another call at the
/// same time (the host's `Match` wrapper takes `&mut self` for every call).
unsafe fn match_mut<'a, G: Game>(m: *mut c_void) -> Result<&'a mut MatchBox<G>, CallError> {
    // SAFETY: guaranteed by the caller; null is checked by `as_mut`.
    unsafe { m.cast::<MatchBox<G>>().as_mut() }
        .ok_or_else(|| CallError::Protocol("null match handle".into()))
}

extern "C" fn start<G: Game>(
    rules: *const c_void,
    input: *const u8,
    len: usize,
    out: *mut *mut c_void,
    sink: Sink,
    ctx: *mut c_void,
) -> u32 {
    guarded(sink, ctx, || {
        // SAFETY: the host passes a handle from `compile` that it has not released.
        let rules = unsafe { rules_ref::<G>(rules) }?;
        let start: Start = decode(input, len)?;
        let state = match start {
            Start::Seed(seed) => rules.game.start(seed),
            Start::Scenario { origin, text } => rules.game.scenario(&origin, &text)?,
        };
        let handle = Box::into_raw(Box::new(MatchBox {
            game: Arc::clone(&rules.game),
            state,
        }));
        if out.is_null() {
            return Err(CallError::Protocol("null output handle".into()));
        }
        // SAFETY: `out` is non-null and points to a handle slot owned by the caller.
        unsafe { *out = handle.cast() };
        Ok(())
    })
}

extern "C" fn call<G: Game>(
    m: *mut c_void,
    input: *const u8,
    len: usize,
    sink: Sink,
    ctx: *mut c_void,
) -> u32 {
    let request = match decode::<Request>(input, len) {
        Ok(r) => r,
        Err(e) => return fail(sink, ctx, &e),
    };
    // SAFETY: the host passes a live match handle and never calls on it concurrently.
    let m = match unsafe { match_mut::<G>(m) } {
        Ok(m) => m,
        Err(e) => return fail(sink, ctx, &e),
    };
    match request {
        Request::Status => guarded(sink, ctx, || Ok(m.game.status(&m.state))),
        Request::View { viewer } => guarded(sink, ctx, || Ok(view(m, viewer))),
        Request::Legal => guarded(sink, ctx, || Ok(legal_infos(&*m.game, &m.state))),
        Request::Apply { action } => guarded(sink, ctx, || apply_text(m, &action)),
        Request::State => guarded(sink, ctx, || {
            postcard::to_allocvec(&m.state).map_err(|e| CallError::Protocol(e.to_string()))
        }),
        Request::BotMove {
            bot,
            seed,
            max_millis,
        } => guarded(sink, ctx, || bot_move(m, &bot, seed, max_millis)),
    }
}

/// Runs a bot on the match's state. The time cap is the only clock reading in the plugin side
/// and lives here, outside the pure reducer and the pure search.
fn bot_move<G: Game>(
    m: &MatchBox<G>,
    bot: &BotSpec,
    seed: u64,
    max_millis: Option<u64>,
) -> Result<BotReply, CallError> {
    let started = std::time::Instant::now();
    let mut stop = |_iterations: u64| {
        max_millis.is_some_and(|ms| started.elapsed().as_millis() >= u128::from(ms))
    };
    let choice = crate::bots::choose(&*m.game, &m.state, bot, seed, &mut stop)
        .ok_or_else(|| CallError::Illegal("nobody is to move: the match is over".into()))?;
    Ok(BotReply {
        action: m.game.format_action(&m.state, &choice.action),
        iterations: choice.iterations,
    })
}

fn view<G: Game>(m: &MatchBox<G>, viewer: Viewer) -> View {
    let status = m.game.status(&m.state);
    let may_act = match (viewer, status.to_move()) {
        (Viewer::Referee, Some(_)) => true,
        (Viewer::Seat(s), Some(t)) => s == t,
        _ => false,
    };
    View {
        scene: m.game.scene(&m.state, viewer),
        actions: if may_act {
            legal_infos(&*m.game, &m.state)
        } else {
            Vec::new()
        },
        status,
    }
}

/// The legal actions with their notation and click paths.
pub fn legal_infos<G: Game>(game: &G, state: &G::State) -> Vec<ActionInfo> {
    game.legal_actions(state)
        .iter()
        .map(|a| ActionInfo {
            text: game.format_action(state, a),
            path: game.action_path(state, a),
        })
        .collect()
}

/// Parses and applies one action on a copy of the state, so that an error or a panic anywhere
/// (the game, a script) leaves the match exactly as it was.
fn apply_text<G: Game>(m: &mut MatchBox<G>, text: &str) -> Result<Applied, CallError> {
    if m.game.status(&m.state).is_over() {
        return Err(CallError::Illegal("the match is over".into()));
    }
    let action = m
        .game
        .parse_action(&m.state, text)
        .map_err(|e| CallError::Illegal(e.0))?;
    let canonical = m.game.format_action(&m.state, &action);
    let public = m.game.public_action(&m.state, &action);
    let mut next = m.state.clone();
    let mut log = Vec::new();
    m.game
        .apply(&mut next, &action, &mut log)
        .map_err(|e| CallError::Illegal(format!("`{canonical}`: {}", e.0)))?;
    m.state = next;
    Ok(Applied {
        action: canonical,
        public,
        log,
        status: m.game.status(&m.state),
    })
}

extern "C" fn rebind<G: Game>(
    m: *mut c_void,
    rules: *const c_void,
    sink: Sink,
    ctx: *mut c_void,
) -> u32 {
    guarded(sink, ctx, || {
        // SAFETY: both handles are live and come from this same plugin (the host checks that).
        let (m, rules) = unsafe { (match_mut::<G>(m)?, rules_ref::<G>(rules)?) };
        rules
            .game
            .state_fits(&m.state)
            .map_err(CallError::DoesNotFit)?;
        // On a copy, so that a failure leaves the match exactly as it was.
        let mut state = m.state.clone();
        rules
            .game
            .refresh_derived(&mut state)
            .map_err(CallError::DoesNotFit)?;
        m.game = Arc::clone(&rules.game);
        m.state = state;
        Ok(())
    })
}

extern "C" fn clone_match<G: Game>(
    m: *const c_void,
    out: *mut *mut c_void,
    sink: Sink,
    ctx: *mut c_void,
) -> u32 {
    guarded(sink, ctx, || {
        // SAFETY: the host passes a live match handle that no other call is using now (it
        // holds `&mut` of its wrapper); we only read it.
        let m = unsafe { m.cast::<MatchBox<G>>().as_ref() }
            .ok_or_else(|| CallError::Protocol("null match handle".into()))?;
        if out.is_null() {
            return Err(CallError::Protocol("null output handle".into()));
        }
        let handle = Box::into_raw(Box::new(MatchBox {
            game: Arc::clone(&m.game),
            state: m.state.clone(),
        }));
        // SAFETY: `out` is non-null and points to a handle slot owned by the caller.
        unsafe { *out = handle.cast() };
        Ok(())
    })
}

extern "C" fn simulate<G: Game>(
    rules: *const c_void,
    input: *const u8,
    len: usize,
    sink: Sink,
    ctx: *mut c_void,
) -> u32 {
    guarded(sink, ctx, || {
        // SAFETY: the host passes a handle from `compile` that it has not released.
        let rules = unsafe { rules_ref::<G>(rules) }?;
        let request: SimRequest = decode(input, len)?;
        Ok(crate::bots::simulate(&*rules.game, &request))
    })
}

extern "C" fn release_match<G: Game>(m: *mut c_void) {
    if m.is_null() {
        return;
    }
    let _ = catch_unwind(AssertUnwindSafe(|| {
        // SAFETY: `m` came from `start::<G>` (Box::into_raw) and is released exactly once.
        drop(unsafe { Box::from_raw(m.cast::<MatchBox<G>>()) });
    }));
}

//! The plugin boundary: one `#[repr(C)]` table of `unsafe extern "C"` functions over opaque
//! handles and postcard-encoded byte buffers, headed by an ABI version, major and minor.
//!
//! A plugin exports the table with [`crate::export_game!`]; the host reads `abi_major` first
//! and touches nothing else when it differs from its own.
//!
//! **Versions** (as CLAP's): the *major* ([`ABI_MAJOR`]) fixes the table's layout and every
//! existing wire type (postcard is positional: a changed type is misread, not rejected), so a
//! host loads only plugins of its major. A *minor* ([`ABI_MINOR`]) only adds named requests to
//! the [`PluginTable::extension`] entry, each with new wire types of its own ([`Extension`]),
//! so a host loads plugins of every minor of its major: a request the plugin's minor predates is
//! answered [`UNSUPPORTED`] and the host does without (the host's `plugin::ffi` says how for
//! each request), and a request the host's minor predates is never asked. Every entry point catches panics, so a panic is
//! an error reply, never an unwind across the boundary. Replies are written through a callback
//! ([`Sink`]) so that no buffer allocated on one side is freed on the other.
//!
//! Every entry and the sink are `unsafe` function pointers: they take raw pointers that they
//! dereference, so only the caller can make a call sound. The contract a caller upholds:
//!
//! - **Buffers.** `input` points to `len` initialised bytes (`len <= isize::MAX`) that stay
//!   alive and unmodified until the call returns. `input` may be null (the call then fails with
//!   [`CallError::Protocol`]); a null `input` with any `len` is never read.
//! - **Out pointers.** `out` is null (the call fails with [`ERR`] before it allocates anything)
//!   or points to a writable `*mut c_void` slot. The slot is written only on [`OK`].
//! - **Handles.** A rules handle is null (an error) or one that `compile` of *this* table wrote
//!   and that was not yet passed to `release_rules`; a match handle likewise from `start` or
//!   `clone_match` of this table and not yet passed to `release_match`. Each handle is released
//!   exactly once. Releasing rules does not affect matches started from them.
//! - **Threads.** A rules handle may be used by any number of threads at once (`start`,
//!   `simulate`, `rebind`'s `rules`, `release_rules` once the others are done); a match handle
//!   by one call at a time (`call`, `rebind`, `clone_match`, `release_match` never overlap on
//!   one match). Any handle may be used and released on any thread. This is sound because every
//!   game is `Send + Sync` and its state `Send + Sync` (bounds of [`Game`], asserted again by
//!   [`crate::export_game!`]).
//! - **Sink.** `sink` is a function that may be called with `ctx` (see [`Sink`]); the plugin
//!   calls it at most once, before the entry returns, and never keeps `ctx` or `data`.
//!
//! A changed wire type changes the bytes: `plugins/wire/tests/wire_golden.rs` compares them with
//! `plugins/wire/tests/golden/wire-v{ABI_MAJOR}.{ABI_MINOR}.txt`, fails until the version is
//! bumped, and fails if a minor bump changed the bytes of a type an earlier minor of the major
//! already had.
#![allow(unsafe_code)] // This module *is* the plugin boundary; each unsafe block says why it is sound.

use crate::diag::Diagnostic;
use crate::game::{Game, Refusal};
use crate::ruleset::RulesetSource;
use crate::script::faults::{HookSite, Watch};
use crate::script::trace::Tracing;
use crate::script::trace::state_diff::changed_lines;
use crate::wire::{
    ActionInfo, Applied, BotReply, BotSpec, CallError, Description, Evaluation, MoveValue,
    PlayoutKind, Request, RulesetKeys, SimRequest, Start, Traced, View, Viewer,
};
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::ffi::c_void;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Arc;

pub use game_wire::abi::*;

/// The table for game `G`; used by [`crate::export_game!`].
pub const fn table_of<G: Game>() -> PluginTable {
    // The host shares rules handles between threads and moves match handles between them
    // (see the module documentation); `Game` requires these bounds, and this says so here,
    // where a table is built, in case that trait's bounds are ever relaxed.
    assert_thread_safe::<G>();
    assert_thread_safe::<G::State>();
    PluginTable {
        abi_major: ABI_MAJOR,
        abi_minor: ABI_MINOR,
        describe: describe::<G>,
        compile: compile::<G>,
        release_rules: release_rules::<G>,
        start: start::<G>,
        call: call::<G>,
        rebind: rebind::<G>,
        release_match: release_match::<G>,
        clone_match: clone_match::<G>,
        simulate: simulate::<G>,
        extension: extension::<G>,
    }
}

/// Compiles only for `Send + Sync` types: the thread-safety the host's `unsafe impl Send/Sync`
/// for its `Rules` and `Match` handles rely on.
const fn assert_thread_safe<T: Send + Sync>() {}

/// Exports a [`Game`] as this plugin's table. Use once, in the plugin's `lib.rs`.
#[macro_export]
macro_rules! export_game {
    ($game:ty) => {
        // The host shares a rules handle between threads and moves a match handle between
        // them (`unsafe impl Send/Sync` in host/src/plugin/ffi.rs): both are sound only when
        // the game and its state are `Send + Sync`, asserted here at compile time.
        const _: fn() = || {
            fn assert_send_sync<T: Send + Sync>() {}
            assert_send_sync::<$game>();
            assert_send_sync::<<$game as $crate::Game>::State>();
        };
        // The host looks the table up by this exact name; no other symbol is exported.
        #[allow(unsafe_code)]
        #[unsafe(no_mangle)]
        pub static GAME_PLUGIN_TABLE: $crate::abi::PluginTable = $crate::abi::table_of::<$game>();
    };
}

/// Compiled rules behind a rules handle.
struct RulesBox<G: Game> {
    game: Arc<G>,
    /// The functions its scripts define (seen while it compiled), for simulation reports.
    declared: Vec<HookSite>,
    /// The functions that already ran while it compiled (a game may ask pure hooks once, then
    /// remember the answers), counted as called in every simulated game.
    called: Vec<String>,
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

/// Where an entry point's reply goes: the caller's sink and context. Sending consumes it, so
/// the sink is called at most once.
struct ReplyTo {
    sink: Sink,
    ctx: *mut c_void,
}

impl ReplyTo {
    /// # Safety
    /// `sink` and `ctx` are the pair the caller of an entry point passed (module contract), and
    /// the value is used only before that entry point returns.
    unsafe fn new(sink: Sink, ctx: *mut c_void) -> Self {
        Self { sink, ctx }
    }

    fn send(self, bytes: &[u8]) {
        // SAFETY: `sink` and `ctx` are the caller's pair and we are inside its call (`new`'s
        // contract); this is the only call (`self` is consumed); `bytes` is a live slice of
        // `len` initialised bytes for the whole call, which the sink only reads.
        unsafe { (self.sink)(self.ctx, bytes.as_ptr(), bytes.len()) }
    }
}

/// The caller's handle slot, checked for null before an entry does any work, so that a null
/// `out` allocates nothing.
struct OutSlot(std::ptr::NonNull<*mut c_void>);

impl OutSlot {
    /// # Safety
    /// `out` is null or points to an aligned, writable `*mut c_void` that the caller does not
    /// touch until the entry point returns (module contract).
    unsafe fn new(out: *mut *mut c_void) -> Result<Self, CallError> {
        std::ptr::NonNull::new(out)
            .map(Self)
            .ok_or_else(|| CallError::Protocol("null output handle".into()))
    }

    /// Hands `value` to the caller as a handle; the caller owns it from now on. Call last, so
    /// that nothing can fail after the slot is written.
    fn put<T>(self, value: Box<T>) {
        // SAFETY: the slot is non-null, aligned, writable and not in use by the caller
        // (`new`'s contract); it holds a plain pointer, so overwriting drops nothing.
        unsafe { self.0.as_ptr().write(Box::into_raw(value).cast()) }
    }
}

fn reply<T: Serialize>(to: ReplyTo, value: &T) -> u32 {
    match postcard::to_allocvec(value) {
        Ok(bytes) => {
            to.send(&bytes);
            OK
        }
        Err(e) => fail(
            to,
            &CallError::Protocol(format!("cannot encode reply: {e}")),
        ),
    }
}

fn fail(to: ReplyTo, err: &CallError) -> u32 {
    if let Ok(bytes) = postcard::to_allocvec(err) {
        to.send(&bytes);
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
fn guarded<T: Serialize>(to: ReplyTo, f: impl FnOnce() -> Result<T, CallError>) -> u32 {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(Ok(value)) => reply(to, &value),
        Ok(Err(e)) => fail(to, &e),
        Err(payload) => fail(to, &CallError::Panic(panic_message(payload.as_ref()))),
    }
}

/// Decodes a request.
///
/// # Safety
/// `input` is null or points to `len` initialised bytes that stay alive and unmodified for the
/// duration of the call (module contract).
unsafe fn decode<T: DeserializeOwned>(input: *const u8, len: usize) -> Result<T, CallError> {
    if input.is_null() {
        return Err(CallError::Protocol("null input".into()));
    }
    // SAFETY: non-null, and `len` initialised bytes that nobody writes during this call, by the
    // function's contract.
    let bytes = unsafe { std::slice::from_raw_parts(input, len) };
    postcard::from_bytes(bytes)
        .map_err(|e| CallError::Protocol(format!("cannot decode request: {e}")))
}

/// Borrows the compiled rules behind a handle.
///
/// # Safety
/// `rules` must be null or a live handle returned by `compile::<G>` (module contract); the
/// rules are only read, so other threads may borrow them at the same time.
unsafe fn rules_ref<'a, G: Game>(rules: *const c_void) -> Result<&'a RulesBox<G>, CallError> {
    // SAFETY: guaranteed by the caller; null is checked by `as_ref`.
    unsafe { rules.cast::<RulesBox<G>>().as_ref() }
        .ok_or_else(|| CallError::Protocol("null rules handle".into()))
}

/// Borrows the match behind a handle.
///
/// # Safety
/// `m` must be null or a live handle returned by `start::<G>` or `clone_match::<G>`, not used
/// by another call at the same time (module contract; the host's `Match` wrapper takes
/// `&mut self` for every call).
unsafe fn match_mut<'a, G: Game>(m: *mut c_void) -> Result<&'a mut MatchBox<G>, CallError> {
    // SAFETY: guaranteed by the caller; null is checked by `as_mut`.
    unsafe { m.cast::<MatchBox<G>>().as_mut() }
        .ok_or_else(|| CallError::Protocol("null match handle".into()))
}

// The entry points. Each is `unsafe`, with the contract in the module documentation: `sink`
// and `ctx` are the caller's pair, `input`/`len` a readable buffer or null, `out` a writable
// slot or null, handles live handles of this table (or null) used as described there.

unsafe extern "C" fn describe<G: Game>(sink: Sink, ctx: *mut c_void) -> u32 {
    // SAFETY: the caller's pair, used within this call (module contract).
    let to = unsafe { ReplyTo::new(sink, ctx) };
    guarded(to, || Ok(Description { info: G::info() }))
}

unsafe extern "C" fn extension<G: Game>(
    name: *const u8,
    name_len: usize,
    input: *const u8,
    len: usize,
    sink: Sink,
    ctx: *mut c_void,
) -> u32 {
    // Read as a request with no body: the name's bytes (null when `name_len` is 0 is fine).
    let name: &[u8] = if name.is_null() || name_len == 0 {
        &[]
    } else {
        // SAFETY: `name` is non-null and points to `name_len` initialised bytes alive and
        // unmodified for this call (the buffer contract of the module documentation).
        unsafe { std::slice::from_raw_parts(name, name_len) }
    };
    let Some(request) = Extension::from_name(name) else {
        // Unknown here: the caller is newer than this plugin and does without.
        return UNSUPPORTED;
    };
    // SAFETY: the caller's pair, used within this call (module contract).
    let to = unsafe { ReplyTo::new(sink, ctx) };
    // No request takes an input yet; a later one decodes its own from `input`/`len`.
    let _ = (input, len);
    match request {
        Extension::KeyDocs => guarded::<RulesetKeys>(to, || Ok(G::ruleset_keys())),
    }
}

unsafe extern "C" fn compile<G: Game>(
    input: *const u8,
    len: usize,
    out: *mut *mut c_void,
    sink: Sink,
    ctx: *mut c_void,
) -> u32 {
    // SAFETY: the caller's pair, used within this call (module contract).
    let to = unsafe { ReplyTo::new(sink, ctx) };
    guarded(to, || {
        // Checked first: a null `out` fails before anything is decoded, compiled or allocated.
        // SAFETY: `out` is null or the caller's writable slot (module contract).
        let out = unsafe { OutSlot::new(out) }?;
        // SAFETY: `input` is null or `len` readable bytes kept alive by the caller.
        let source: RulesetSource = unsafe { decode(input, len) }?;
        let watch = Watch::start();
        let compiled = G::compile(&source);
        let seen = watch.finish();
        let game = compiled.map_err(CallError::Invalid)?;
        crate::game::check_seats(&game)
            .map_err(|e| CallError::Invalid(Diagnostic::file(&source.root, e).into()))?;
        let capabilities = crate::game::capabilities_of(&game);
        out.put(Box::new(RulesBox {
            game: Arc::new(game),
            declared: seen.declared,
            called: seen.called,
        }));
        Ok(capabilities)
    })
}

unsafe extern "C" fn release_rules<G: Game>(rules: *mut c_void) {
    if rules.is_null() {
        return;
    }
    let _ = catch_unwind(AssertUnwindSafe(|| {
        // SAFETY: `rules` came from `compile::<G>` (Box::into_raw of a `RulesBox<G>`), and the
        // caller releases each handle exactly once, after every other use (module contract).
        drop(unsafe { Box::from_raw(rules.cast::<RulesBox<G>>()) });
    }));
}

unsafe extern "C" fn start<G: Game>(
    rules: *const c_void,
    input: *const u8,
    len: usize,
    out: *mut *mut c_void,
    sink: Sink,
    ctx: *mut c_void,
) -> u32 {
    // SAFETY: the caller's pair, used within this call (module contract).
    let to = unsafe { ReplyTo::new(sink, ctx) };
    guarded(to, || {
        // Checked first: a null `out` fails before a state is made or anything allocated.
        // SAFETY: `out` is null or the caller's writable slot (module contract).
        let out = unsafe { OutSlot::new(out) }?;
        // SAFETY: `rules` is null or a live rules handle of this table, only read here.
        let rules = unsafe { rules_ref::<G>(rules) }?;
        // SAFETY: `input` is null or `len` readable bytes kept alive by the caller.
        let start: Start = unsafe { decode(input, len) }?;
        let state = match start {
            Start::Seed(seed) => rules.game.start(seed),
            Start::Scenario { origin, text } => match rules.game.scenarios() {
                Some(reader) => reader.scenario(&origin, &text)?,
                // Hosts ask the rules' `Capabilities` first; this answers one that did not.
                None => {
                    let why = crate::msg!("scenario-none", "this game has no scenario format");
                    return Err(Diagnostic::file(&origin, why).into());
                }
            },
        };
        out.put(Box::new(MatchBox {
            game: Arc::clone(&rules.game),
            state,
        }));
        Ok(())
    })
}

unsafe extern "C" fn call<G: Game>(
    m: *mut c_void,
    input: *const u8,
    len: usize,
    sink: Sink,
    ctx: *mut c_void,
) -> u32 {
    // SAFETY: the caller's pair, used within this call (module contract).
    let to = unsafe { ReplyTo::new(sink, ctx) };
    // SAFETY: `input` is null or `len` readable bytes kept alive by the caller.
    let request = match unsafe { decode::<Request>(input, len) } {
        Ok(r) => r,
        Err(e) => return fail(to, &e),
    };
    // SAFETY: `m` is null or a live match handle of this table that no other call is using
    // (module contract: calls on one match never overlap).
    let m = match unsafe { match_mut::<G>(m) } {
        Ok(m) => m,
        Err(e) => return fail(to, &e),
    };
    // A status, a view, a listing or an applied action runs all its hook calls under one total
    // budget (`script::view_budget`), so no script can make one of them cost minutes; bot
    // moves (bounded by their own time cap) and the console (one call) are outside it.
    let _view = match request {
        Request::Status
        | Request::View { .. }
        | Request::Legal
        | Request::Apply { .. }
        | Request::ApplyTraced { .. } => Some(crate::script::ViewScope::open()),
        _ => None,
    };
    match request {
        Request::Status => guarded(to, || Ok(m.game.status(&m.state))),
        Request::View { viewer } => guarded(to, || Ok(view(&*m.game, &m.state, viewer))),
        Request::Legal => guarded(to, || legal_checked(m)),
        Request::Apply { action } => guarded(to, || apply_text(m, &action)),
        Request::State => guarded(to, || {
            postcard::to_allocvec(&m.state).map_err(|e| CallError::Protocol(e.to_string()))
        }),
        Request::BotMove {
            bot,
            seed,
            max_millis,
        } => guarded(to, || {
            bot_move(m, &bot, PlayoutKind::Game, seed, max_millis)
        }),
        Request::BotMoveWith {
            bot,
            seed,
            max_millis,
            playout,
        } => guarded(to, || bot_move(m, &bot, playout, seed, max_millis)),
        Request::ApplyTraced { action } => guarded(to, || {
            let before = format!("{:#?}", m.state);
            let tracing = Tracing::start();
            let outcome = apply_text(m, &action);
            let mut trace = tracing.finish();
            if outcome.is_ok() {
                trace.changed = changed_lines(&before, &format!("{:#?}", m.state));
            }
            Ok(Traced { outcome, trace })
        }),
        Request::Console { code } => guarded(to, || Ok(m.game.console(&m.state, &code))),
        Request::Evaluate {
            viewer,
            bot,
            seed,
            max_millis,
        } => guarded(to, || evaluate(m, viewer, &bot, seed, max_millis)),
    }
}

/// Judges the match's position from `viewer`'s information ([`crate::bots::evaluate`]), with
/// the same time cap as [`bot_move`].
fn evaluate<G: Game>(
    m: &MatchBox<G>,
    viewer: u8,
    bot: &BotSpec,
    seed: u64,
    max_millis: Option<u64>,
) -> Result<Evaluation, CallError> {
    if usize::from(viewer) >= usize::from(m.game.seats()) {
        return Err(CallError::Illegal(crate::msg!(
            "refuse-no-such-seat",
            "seat {seat} is not at this table of {seats}",
            seat = viewer,
            seats = m.game.seats()
        )));
    }
    let started = std::time::Instant::now();
    let mut stop = |_iterations: u64| {
        max_millis.is_some_and(|ms| started.elapsed().as_millis() >= u128::from(ms))
    };
    let judged = crate::bots::evaluate(&*m.game, &m.state, viewer, bot, seed, &mut stop)
        .ok_or_else(|| {
            CallError::Illegal(crate::msg!(
                "refuse-nobody-to-move",
                "nobody is to move: the match is over"
            ))
        })?;
    Ok(Evaluation {
        values: judged.values,
        moves: judged
            .moves
            .iter()
            .map(|(action, visits, value)| MoveValue {
                action: m.game.format_action(&m.state, action),
                visits: *visits,
                value: *value,
            })
            .collect(),
        iterations: judged.iterations,
    })
}

/// Runs a bot on the match's state. The time cap is the only clock reading in the plugin side
/// and lives here, outside the pure reducer and the pure search.
fn bot_move<G: Game>(
    m: &MatchBox<G>,
    bot: &BotSpec,
    playout: PlayoutKind,
    seed: u64,
    max_millis: Option<u64>,
) -> Result<BotReply, CallError> {
    let started = std::time::Instant::now();
    let mut stop = |_iterations: u64| {
        max_millis.is_some_and(|ms| started.elapsed().as_millis() >= u128::from(ms))
    };
    let choice = crate::bots::choose_with(&*m.game, &m.state, bot, playout, seed, &mut stop)
        .ok_or_else(|| {
            CallError::Illegal(crate::msg!(
                "refuse-nobody-to-move",
                "nobody is to move: the match is over"
            ))
        })?;
    Ok(BotReply {
        action: m.game.format_action(&m.state, &choice.action),
        iterations: choice.iterations,
    })
}

/// What the plugin boundary answers a `View` request with: the scene `viewer` sees, the
/// status, and the legal actions with the script errors met while listing them when `viewer`
/// may act. The boundary runs it under a [`crate::script::ViewScope`]; a game's tests can open
/// one around it to see what a host sees.
pub fn view_of<G: Game>(game: &G, state: &G::State, viewer: Viewer) -> View {
    view(game, state, viewer)
}

fn view<G: Game>(game: &G, state: &G::State, viewer: Viewer) -> View {
    let status = game.status(state);
    let may_act = match (viewer, status.to_move()) {
        (Viewer::Referee, Some(_)) => true,
        (Viewer::Seat(s), Some(t)) => s == t,
        _ => false,
    };
    let (actions, script_errors) = if may_act {
        let watch = Watch::start();
        let actions = legal_infos(game, state);
        (actions, watch.finish().errors)
    } else {
        (Vec::new(), Vec::new())
    };
    View {
        scene: game.scene(state, viewer),
        actions,
        status,
        script_errors,
    }
}

/// The legal actions, or the first script error met while listing them: a hook that fails
/// while the actions are listed would otherwise only hide the moves it was asked about.
fn legal_checked<G: Game>(m: &MatchBox<G>) -> Result<Vec<ActionInfo>, CallError> {
    let watch = Watch::start();
    let actions = legal_infos(&*m.game, &m.state);
    match watch.finish().errors.into_iter().next() {
        Some(e) => Err(CallError::Script(Box::new(e))),
        None => Ok(actions),
    }
}

/// The legal actions with their notation and click paths.
pub fn legal_infos<G: Game>(game: &G, state: &G::State) -> Vec<ActionInfo> {
    game.legal_actions(state)
        .iter()
        .map(|a| ActionInfo {
            text: game.format_action(state, a),
            path: game.action_path(state, a),
            effect: game.action_effect(state, a),
        })
        .collect()
}

/// Parses and applies one action on a copy of the state, so that an error or a panic anywhere
/// (the game, a script) leaves the match exactly as it was. A script that fails meanwhile makes
/// the refusal a [`CallError::Script`], also when the game went on without it (a veto that
/// failed counts as a refusal in most games): the action is refused and the match unchanged.
fn apply_text<G: Game>(m: &mut MatchBox<G>, text: &str) -> Result<Applied, CallError> {
    if m.game.status(&m.state).is_over() {
        return Err(CallError::Illegal(crate::msg!(
            "refuse-match-over",
            "the match is over"
        )));
    }
    let watch = Watch::start();
    let action = m
        .game
        .parse_action(&m.state, text)
        .map_err(|e| refused(&watch, e, None))?;
    let canonical = m.game.format_action(&m.state, &action);
    let public = crate::game::public_action(&*m.game, &m.state, &action);
    let mut next = m.state.clone();
    let mut log = Vec::new();
    m.game
        .apply(&mut next, &action, &mut log)
        .map_err(|e| refused(&watch, e, Some(&canonical)))?;
    if let Some(e) = watch.finish().errors.into_iter().next() {
        return Err(CallError::Script(Box::new(e)));
    }
    let revealed_to = crate::game::revealed_to(&*m.game, &m.state, &action, &next);
    m.state = next;
    Ok(Applied {
        action: canonical,
        public,
        log,
        status: m.game.status(&m.state),
        revealed_to,
    })
}

/// The refusal as the host receives it. A game's [`Refusal::Script`] passes as it is. An
/// [`Refusal::Illegal`] made while a script failed underneath is reported as that failure: a
/// veto that failed while the game listed the legal moves only hid the move it was asked
/// about, so the move was refused because its rules could not be run, and the author must see
/// where. Otherwise the game's reason, naming the action (`canonical`) when one was read.
fn refused(watch: &Watch, refusal: Refusal, canonical: Option<&str>) -> CallError {
    match refusal {
        Refusal::Script(e) => CallError::Script(e),
        Refusal::Illegal(reason) => match watch.first_error() {
            Some(e) => CallError::Script(Box::new(e)),
            None => CallError::Illegal(match canonical {
                Some(action) => naming(action, &reason),
                None => reason,
            }),
        },
    }
}

/// A refusal's reason that names the action it refuses: the game's reason when it already
/// starts with the action (most do), else the action and the reason, one message of its own
/// (`refuse-naming`, which every game's catalogue lists) so that a language may order them.
fn naming(canonical: &str, reason: &str) -> String {
    let quoted = format!("`{canonical}`");
    // The reason is a message (or plain text): what it says is its English.
    let said = crate::wire::text::english_of(reason);
    if said.starts_with(&quoted) || said.starts_with(canonical) {
        reason.to_string()
    } else {
        crate::msg!(
            "refuse-naming",
            "`{action}`: {reason}",
            action = canonical,
            reason = reason
        )
    }
}

unsafe extern "C" fn rebind<G: Game>(
    m: *mut c_void,
    rules: *const c_void,
    sink: Sink,
    ctx: *mut c_void,
) -> u32 {
    // SAFETY: the caller's pair, used within this call (module contract).
    let to = unsafe { ReplyTo::new(sink, ctx) };
    guarded(to, || {
        // SAFETY: `m` is null or a live match handle no other call is using, `rules` null or a
        // live rules handle of this same table (the host checks both come from one plugin), only
        // read; they are different allocations, so the `&mut` and the `&` do not alias.
        let (m, rules) = unsafe { (match_mut::<G>(m)?, rules_ref::<G>(rules)?) };
        let misfit = |e: crate::game::Misfit| CallError::DoesNotFit(e.to_string());
        rules.game.state_fits(&m.state).map_err(misfit)?;
        // On a copy, so that a failure leaves the match exactly as it was.
        let mut state = m.state.clone();
        rules.game.refresh_derived(&mut state).map_err(misfit)?;
        m.game = Arc::clone(&rules.game);
        m.state = state;
        Ok(())
    })
}

unsafe extern "C" fn clone_match<G: Game>(
    m: *const c_void,
    out: *mut *mut c_void,
    sink: Sink,
    ctx: *mut c_void,
) -> u32 {
    // SAFETY: the caller's pair, used within this call (module contract).
    let to = unsafe { ReplyTo::new(sink, ctx) };
    guarded(to, || {
        // Checked first: a null `out` fails before the state is cloned.
        // SAFETY: `out` is null or the caller's writable slot (module contract).
        let out = unsafe { OutSlot::new(out) }?;
        // SAFETY: `m` is null or a live match handle that no other call is using now (module
        // contract; the host holds `&mut` of its wrapper); we only read it.
        let m = unsafe { m.cast::<MatchBox<G>>().as_ref() }
            .ok_or_else(|| CallError::Protocol("null match handle".into()))?;
        out.put(Box::new(MatchBox {
            game: Arc::clone(&m.game),
            state: m.state.clone(),
        }));
        Ok(())
    })
}

unsafe extern "C" fn simulate<G: Game>(
    rules: *const c_void,
    input: *const u8,
    len: usize,
    sink: Sink,
    ctx: *mut c_void,
) -> u32 {
    // SAFETY: the caller's pair, used within this call (module contract).
    let to = unsafe { ReplyTo::new(sink, ctx) };
    guarded(to, || {
        // SAFETY: `rules` is null or a live rules handle of this table, only read here (other
        // threads may read it too: `G: Sync`).
        let rules = unsafe { rules_ref::<G>(rules) }?;
        // SAFETY: `input` is null or `len` readable bytes kept alive by the caller.
        let request: SimRequest = unsafe { decode(input, len) }?;
        let mut summary = crate::bots::simulate(&*rules.game, &request);
        summary.hooks_declared.clone_from(&rules.declared);
        for name in &rules.called {
            if !summary.hooks_called.contains(name) {
                summary.hooks_called.push(name.clone());
            }
        }
        Ok(summary)
    })
}

unsafe extern "C" fn release_match<G: Game>(m: *mut c_void) {
    if m.is_null() {
        return;
    }
    let _ = catch_unwind(AssertUnwindSafe(|| {
        // SAFETY: `m` came from `start::<G>` or `clone_match::<G>` (Box::into_raw of a
        // `MatchBox<G>`), and the caller releases it exactly once, after every other use.
        drop(unsafe { Box::from_raw(m.cast::<MatchBox<G>>()) });
    }));
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure

    use super::*;
    use crate::diag::Diagnostics;
    use crate::game::Refusal;
    use crate::scene::{ElementId, Scene};
    use crate::wire::text::english_of;
    use crate::wire::{GameInfo, LogLine, Status};
    use serde::{Deserialize, Serialize};
    use std::sync::atomic::{AtomicIsize, Ordering};

    /// Compiled games and match states alive now, and how often `compile`/`start` ran: a call
    /// that allocates nothing leaves all four unchanged.
    static GAMES: AtomicIsize = AtomicIsize::new(0);
    static STATES: AtomicIsize = AtomicIsize::new(0);
    static COMPILES: AtomicIsize = AtomicIsize::new(0);
    static STARTS: AtomicIsize = AtomicIsize::new(0);

    fn counts() -> [isize; 4] {
        [&GAMES, &STATES, &COMPILES, &STARTS].map(|c| c.load(Ordering::SeqCst))
    }

    /// A game that counts its values. Used by one test only, so the counters are its own.
    #[derive(Debug)]
    struct Counted;

    impl Drop for Counted {
        fn drop(&mut self) {
            GAMES.fetch_sub(1, Ordering::SeqCst);
        }
    }

    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    struct CountedState(u8);

    impl CountedState {
        fn new() -> Self {
            STATES.fetch_add(1, Ordering::SeqCst);
            Self(0)
        }
    }

    impl Clone for CountedState {
        fn clone(&self) -> Self {
            Self::new()
        }
    }

    impl Drop for CountedState {
        fn drop(&mut self) {
            STATES.fetch_sub(1, Ordering::SeqCst);
        }
    }

    impl Game for Counted {
        type State = CountedState;
        type Action = u8;

        fn info() -> GameInfo {
            GameInfo {
                id: "counted".into(),
                name: "Counted".into(),
                version: "1".into(),
                description: String::new(),
                seats: vec!["A".into()],
                min_seats: 1,
            }
        }
        fn compile(_: &RulesetSource) -> Result<Self, Diagnostics> {
            COMPILES.fetch_add(1, Ordering::SeqCst);
            GAMES.fetch_add(1, Ordering::SeqCst);
            Ok(Counted)
        }
        fn start(&self, _: u64) -> CountedState {
            STARTS.fetch_add(1, Ordering::SeqCst);
            CountedState::new()
        }
        fn status(&self, _: &CountedState) -> Status {
            Status::ToMove {
                seat: 0,
                prompt: String::new(),
            }
        }
        fn legal_actions(&self, _: &CountedState) -> Vec<u8> {
            vec![0]
        }
        fn apply(&self, _: &mut CountedState, _: &u8, _: &mut Vec<LogLine>) -> Result<(), Refusal> {
            Ok(())
        }
        fn scene(&self, _: &CountedState, _: Viewer) -> Scene {
            Scene::default()
        }
        fn format_action(&self, _: &CountedState, a: &u8) -> String {
            a.to_string()
        }
        fn parse_action(&self, _: &CountedState, t: &str) -> Result<u8, Refusal> {
            t.parse().map_err(|_| Refusal::illegal("not a number"))
        }
        fn action_path(&self, _: &CountedState, _: &u8) -> Vec<ElementId> {
            Vec::new()
        }
    }

    static TABLE: PluginTable = table_of::<Counted>();

    /// The host's sink: appends the reply to the `Vec<u8>` behind `ctx`.
    unsafe extern "C" fn collect(ctx: *mut c_void, data: *const u8, len: usize) {
        // SAFETY: `ctx` is the `&mut Vec<u8>` that `invoke` passed and does not touch during
        // the call; `data` is `len` bytes valid during this callback (the `Sink` contract).
        let (buf, bytes) = unsafe {
            (
                &mut *ctx.cast::<Vec<u8>>(),
                std::slice::from_raw_parts(data, len),
            )
        };
        buf.extend_from_slice(bytes);
    }

    /// Calls an entry with a fresh reply buffer: its code and the decoded error, if any.
    fn invoke(f: impl FnOnce(*mut c_void) -> u32) -> Result<(), CallError> {
        let mut buf: Vec<u8> = Vec::new();
        let code = f((&mut buf as *mut Vec<u8>).cast());
        if code == OK {
            Ok(())
        } else {
            assert_eq!(code, ERR);
            Err(postcard::from_bytes(&buf).expect("an error reply"))
        }
    }

    /// Calls `extension` with a request name; its code and the bytes given to the sink.
    fn ask(name: &[u8]) -> (u32, Vec<u8>) {
        let mut buf: Vec<u8> = Vec::new();
        // SAFETY: `name` is alive for the call; a null input with length 0 is never read; `ctx`
        // is our local buffer for `collect`, untouched until the call returns.
        let code = unsafe {
            (TABLE.extension)(
                name.as_ptr(),
                name.len(),
                std::ptr::null(),
                0,
                collect,
                (&mut buf as *mut Vec<u8>).cast(),
            )
        };
        (code, buf)
    }

    #[test]
    fn an_unknown_request_is_unsupported_and_replies_nothing() {
        for name in [&b"no-such-request"[..], b"", b"key-docs\0", b"KEY-DOCS"] {
            assert_eq!(ask(name), (UNSUPPORTED, Vec::new()), "{name:?}");
        }
        let (code, bytes) = ask(Extension::KeyDocs.name().as_bytes());
        assert_eq!(code, OK);
        let keys: RulesetKeys = postcard::from_bytes(&bytes).unwrap();
        assert_eq!(keys, RulesetKeys::default(), "`Counted` documents no keys");
        for request in Extension::ALL {
            assert!(request.since_minor() <= ABI_MINOR);
            assert_eq!(
                Extension::from_name(request.name().as_bytes()),
                Some(request)
            );
        }
    }

    fn null_output(r: Result<(), CallError>) -> bool {
        matches!(r, Err(CallError::Protocol(m)) if m == "null output handle")
    }

    #[test]
    fn a_refusal_names_its_action_once() {
        let named = super::naming("d4-d3", "no piece there");
        assert_eq!(english_of(&named), "`d4-d3`: no piece there");
        // One message of its own, the game's reason an argument of it.
        let m = crate::wire::text::parse(&named).unwrap();
        assert_eq!(m.id, "refuse-naming");
        assert_eq!(
            m.args,
            vec![("action", "d4-d3"), ("reason", "no piece there")]
        );
        assert_eq!(
            super::naming("d4-d3", "`d4-d3`: no piece there"),
            "`d4-d3`: no piece there",
            "the game already named it"
        );
        assert_eq!(super::naming("pass", "pass: not now"), "pass: not now");
        // A game's reason that is a message is read by its English.
        let said = crate::msg!("x", "`{a}`: taken", a = "d4-d3");
        assert_eq!(super::naming("d4-d3", &said), said);
    }

    #[test]
    fn a_game_s_script_refusal_reaches_the_host_as_a_script_error_without_the_watch() {
        use crate::script::ScriptError;
        use crate::script::faults::{Watch, report};
        let failure =
            ScriptError::new("scripts/t/x.lua", 3, "boom").in_hook("scripts/t/x.lua", "veto");
        let watch = Watch::start();
        // Returned as a value: nothing was reported on this thread.
        let shown = super::refused(&watch, Refusal::from(failure.clone()), Some("a1"));
        assert_eq!(shown, CallError::Script(Box::new(failure.clone())));
        // An illegal action with nothing failing underneath reads as the game's reason.
        let shown = super::refused(&watch, Refusal::illegal("no piece there"), Some("a1"));
        let CallError::Illegal(reason) = &shown else {
            panic!("{shown:?}");
        };
        assert_eq!(english_of(reason), "`a1`: no piece there");
        // Refused as illegal while a hook failed underneath (a veto hid the move): the failure.
        report(&failure);
        let shown = super::refused(&watch, Refusal::illegal("not a legal move"), Some("a1"));
        assert_eq!(shown, CallError::Script(Box::new(failure)));
        drop(watch);
    }

    #[test]
    fn a_null_out_pointer_is_an_error_and_allocates_nothing() {
        let source = postcard::to_allocvec(&RulesetSource::inline("r.toml", "")).unwrap();
        let seed = postcard::to_allocvec(&Start::Seed(1)).unwrap();
        let null_out: *mut *mut c_void = std::ptr::null_mut();

        // SAFETY: `source` is alive for the call, `out` is null (allowed), `ctx` is `invoke`'s
        // buffer for `collect`.
        let r = invoke(|ctx| unsafe {
            (TABLE.compile)(source.as_ptr(), source.len(), null_out, collect, ctx)
        });
        assert!(null_output(r));
        assert_eq!(counts(), [0, 0, 0, 0], "nothing compiled or allocated");

        let mut rules: *mut c_void = std::ptr::null_mut();
        // SAFETY: as above, with `out` our local slot.
        let r = invoke(|ctx| unsafe {
            (TABLE.compile)(source.as_ptr(), source.len(), &mut rules, collect, ctx)
        });
        assert_eq!(r, Ok(()));
        assert!(!rules.is_null());
        assert_eq!(counts(), [1, 0, 1, 0]);

        // SAFETY: `rules` is the live handle compiled above; `seed` alive; `out` null (allowed).
        let r = invoke(|ctx| unsafe {
            (TABLE.start)(rules, seed.as_ptr(), seed.len(), null_out, collect, ctx)
        });
        assert!(null_output(r));
        assert_eq!(counts(), [1, 0, 1, 0], "no match started or allocated");

        let mut m: *mut c_void = std::ptr::null_mut();
        // SAFETY: as above, with `out` our local slot.
        let r = invoke(|ctx| unsafe {
            (TABLE.start)(rules, seed.as_ptr(), seed.len(), &mut m, collect, ctx)
        });
        assert_eq!(r, Ok(()));
        assert!(!m.is_null());
        assert_eq!(counts(), [1, 1, 1, 1]);

        // SAFETY: `m` is the live match started above, used by no other call; `out` null.
        let r = invoke(|ctx| unsafe { (TABLE.clone_match)(m, null_out, collect, ctx) });
        assert!(null_output(r));
        assert_eq!(counts(), [1, 1, 1, 1], "no state cloned");

        // Null handles and a null input are errors too, and allocate nothing.
        let mut slot: *mut c_void = std::ptr::null_mut();
        // SAFETY: a null rules handle (allowed), `seed` alive, `slot` our local slot.
        let r = invoke(|ctx| unsafe {
            (TABLE.start)(
                std::ptr::null(),
                seed.as_ptr(),
                seed.len(),
                &mut slot,
                collect,
                ctx,
            )
        });
        assert!(matches!(r, Err(CallError::Protocol(_))));
        // SAFETY: a null input (allowed) with a live rules handle and our local slot.
        let r = invoke(|ctx| unsafe {
            (TABLE.start)(rules, std::ptr::null(), 5, &mut slot, collect, ctx)
        });
        assert!(matches!(r, Err(CallError::Protocol(_))));
        // SAFETY: a null match handle (allowed) and our local slot.
        let r =
            invoke(|ctx| unsafe { (TABLE.clone_match)(std::ptr::null(), &mut slot, collect, ctx) });
        assert!(matches!(r, Err(CallError::Protocol(_))));
        assert!(slot.is_null(), "the slot is written only on success");
        assert_eq!(counts(), [1, 1, 1, 1]);

        // SAFETY: both handles are live, each released once, and not used afterwards; the
        // match keeps the game alive after its rules are released.
        unsafe {
            (TABLE.release_rules)(rules);
            assert_eq!(counts()[..2], [1, 1]);
            (TABLE.release_match)(m);
        }
        assert_eq!(counts()[..2], [0, 0], "every handle freed");
    }

    /// `Counted` with a secret: every action tells seats 1 and 0 something (said twice, out of
    /// order), unless the rules hide nothing.
    struct Peeking {
        hides: bool,
    }

    impl Game for Peeking {
        type State = u8;
        type Action = u8;

        fn info() -> GameInfo {
            GameInfo {
                seats: vec!["A".into(), "B".into()],
                min_seats: 1,
                ..Counted::info()
            }
        }
        fn compile(_: &RulesetSource) -> Result<Self, Diagnostics> {
            Ok(Peeking { hides: true })
        }
        fn start(&self, _: u64) -> u8 {
            0
        }
        fn status(&self, _: &u8) -> Status {
            Status::ToMove {
                seat: 0,
                prompt: String::new(),
            }
        }
        fn legal_actions(&self, _: &u8) -> Vec<u8> {
            vec![0]
        }
        fn apply(&self, s: &mut u8, _: &u8, _: &mut Vec<LogLine>) -> Result<(), Refusal> {
            *s += 1;
            Ok(())
        }
        fn scene(&self, _: &u8, _: Viewer) -> Scene {
            Scene::default()
        }
        fn format_action(&self, _: &u8, a: &u8) -> String {
            a.to_string()
        }
        fn parse_action(&self, _: &u8, t: &str) -> Result<u8, Refusal> {
            t.parse().map_err(|_| Refusal::illegal("not a number"))
        }
        fn action_path(&self, _: &u8, _: &u8) -> Vec<ElementId> {
            Vec::new()
        }
        fn hidden_information(&self) -> Option<&dyn crate::HiddenInformation<Self>> {
            self.hides
                .then_some(self as &dyn crate::HiddenInformation<Self>)
        }
    }

    impl crate::HiddenInformation<Peeking> for Peeking {
        fn sample_hidden(&self, s: &u8, _: u8, _: &mut crate::GameRng) -> u8 {
            *s
        }
        fn public_action(&self, _: &u8, _: &u8) -> Option<String> {
            None
        }
        fn revealed_to(&self, before: &u8, _: &u8, after: &u8, seats: &mut Vec<u8>) {
            assert_eq!(*after, before + 1, "asked with the states before and after");
            seats.extend([1, 0, 1]);
        }
    }

    #[test]
    fn an_applied_action_says_whom_it_revealed_something_to_sorted_and_once() {
        for (hides, expected) in [(true, vec![0, 1]), (false, vec![])] {
            let mut m = MatchBox {
                game: Arc::new(Peeking { hides }),
                state: 0,
            };
            let applied = apply_text(&mut m, "0").unwrap();
            assert_eq!(applied.revealed_to, expected, "hides: {hides}");
            assert_eq!(m.state, 1);
        }
    }
}

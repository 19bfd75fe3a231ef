//! The plugin boundary's shape: one `#[repr(C)]` table of `unsafe extern "C"` functions over
//! opaque handles and postcard-encoded byte buffers, headed by an ABI version, major and minor.
//! The host calls through it (its `plugin::ffi`); the SDK's `abi` module builds it for a game
//! and documents the contract each side upholds.

use std::ffi::c_void;

/// Major version of the table layout *and* of every type in [`crate`] (the messages) and
/// [`crate::scene`] that an earlier minor has. Bump (and reset [`ABI_MINOR`] to 0) on any
/// change to them: every game package must then be rebuilt. `plugins/wire/tests/wire_golden.rs`
/// fails when the encoded bytes of the wire types change and the version was not bumped (then
/// `UPDATE_GOLDEN=1 cargo test -p game-wire --test wire_golden` writes the new golden file).
/// Major 11 and before had one number, `ABI_VERSION`, which had to match exactly.
pub const ABI_MAJOR: u32 = 13;

/// Minor version: the [`Extension`] requests this major has. Bump for a new request (with new
/// wire types only); plugins built against an earlier minor keep loading.
///
/// - 12.0: the table with `abi_major`, `abi_minor` and the `extension` entry.
/// - 12.1: [`Extension::KeyDocs`].
/// - 13.0: seats per ruleset ([`crate::Capabilities::seats`], [`crate::GameInfo::min_seats`]),
///   places in [`crate::Outcome`], dice in the scene. The minors of 12 carry over: a plugin
///   may declare 13.0 and leave [`Extension::KeyDocs`] unanswered, as a 12.0 plugin could.
/// - 13.1: [`Extension::KeyDocs`], as in 12.1.
/// - 13.2: [`crate::Request::Evaluate`] and its reply [`crate::Evaluation`] (the post-match
///   review). A new variant of a match's request rather than an [`Extension`], since it needs
///   the match; a host asks it only of plugins of [`EVALUATE_MINOR`] or later (an earlier one
///   could not decode it) and says so otherwise.
/// - 13.3: [`crate::Request::BotMoveWith`] (a bot move with the search's rollouts chosen,
///   [`crate::PlayoutKind`]), for benchmarks; asked only of plugins of [`BOT_MOVE_WITH_MINOR`]
///   or later, like `Evaluate`.
pub const ABI_MINOR: u32 = 3;

/// The minor that added [`crate::Request::Evaluate`].
pub const EVALUATE_MINOR: u32 = 2;

/// The minor that added [`crate::Request::BotMoveWith`].
pub const BOT_MOVE_WITH_MINOR: u32 = 3;

/// The named requests of [`PluginTable::extension`], each with the minor that added it. A
/// plugin answers the names it knows; for any other it replies [`UNSUPPORTED`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Extension {
    /// No input → [`RulesetKeys`](crate::RulesetKeys): the game's ruleset keys as data (since 12.1).
    KeyDocs,
}

impl Extension {
    /// Every request, in the order they were added.
    pub const ALL: [Extension; 1] = [Extension::KeyDocs];

    /// The name the request travels under.
    pub const fn name(self) -> &'static str {
        match self {
            Extension::KeyDocs => "key-docs",
        }
    }

    /// The minor of [`ABI_MAJOR`] that added it.
    pub const fn since_minor(self) -> u32 {
        match self {
            Extension::KeyDocs => 1,
        }
    }

    pub fn from_name(name: &[u8]) -> Option<Self> {
        Self::ALL.into_iter().find(|e| e.name().as_bytes() == name)
    }
}

/// The name of the exported table, NUL-terminated for `dlsym`.
pub const TABLE_SYMBOL: &[u8] = b"GAME_PLUGIN_TABLE\0";

/// Receives the bytes of a reply; called at most once per entry-point call, before it returns.
///
/// # Safety
/// `ctx` is the value the caller of the entry point passed with this sink (the plugin passes it
/// through untouched); `data` points to `len` initialised bytes, valid only during this call
/// (`data` may be null when `len` is 0).
pub type Sink = unsafe extern "C" fn(ctx: *mut c_void, data: *const u8, len: usize);

/// Reply codes of the entry points.
pub const OK: u32 = 0;
/// The sink received a postcard-encoded [`CallError`](crate::CallError).
pub const ERR: u32 = 1;
/// The plugin does not know the request ([`PluginTable::extension`] only); the sink was not
/// called.
pub const UNSUPPORTED: u32 = 2;

/// The exported table. Every entry is `unsafe`: see the module documentation for what a caller
/// must guarantee, and each entry's documentation for its handles.
#[repr(C)]
#[derive(Debug)]
pub struct PluginTable {
    /// Must equal the host's [`ABI_MAJOR`]; checked before any other field is read (every
    /// major, and every single-number version before it, starts the table with this `u32`).
    pub abi_major: u32,
    /// The [`ABI_MINOR`] the plugin was built against: any is accepted.
    pub abi_minor: u32,
    /// → [`Description`](crate::Description)
    pub describe: unsafe extern "C" fn(sink: Sink, ctx: *mut c_void) -> u32,
    /// [`RulesetSource`](crate::RulesetSource) → rules handle (written to `out`), replying the rules'
    /// [`Capabilities`](crate::Capabilities).
    pub compile: unsafe extern "C" fn(
        input: *const u8,
        len: usize,
        out: *mut *mut c_void,
        sink: Sink,
        ctx: *mut c_void,
    ) -> u32,
    /// Frees a rules handle (null: nothing). No other call may use it afterwards or meanwhile.
    pub release_rules: unsafe extern "C" fn(rules: *mut c_void),
    /// rules handle + [`Start`](crate::Start) → match handle (written to `out`).
    pub start: unsafe extern "C" fn(
        rules: *const c_void,
        input: *const u8,
        len: usize,
        out: *mut *mut c_void,
        sink: Sink,
        ctx: *mut c_void,
    ) -> u32,
    /// match handle + [`Request`](crate::Request) → its reply.
    pub call: unsafe extern "C" fn(
        m: *mut c_void,
        input: *const u8,
        len: usize,
        sink: Sink,
        ctx: *mut c_void,
    ) -> u32,
    /// Puts a match under other compiled rules, keeping its state; replies
    /// [`CallError::DoesNotFit`](crate::CallError::DoesNotFit) (and changes nothing) when the state does not fit them.
    pub rebind: unsafe extern "C" fn(
        m: *mut c_void,
        rules: *const c_void,
        sink: Sink,
        ctx: *mut c_void,
    ) -> u32,
    /// Frees a match handle (null: nothing). No other call may use it afterwards or meanwhile.
    pub release_match: unsafe extern "C" fn(m: *mut c_void),
    /// match handle → a new, independent match handle with the same rules and state (written
    /// to `out`), e.g. for a bot to think on another thread.
    pub clone_match: unsafe extern "C" fn(
        m: *const c_void,
        out: *mut *mut c_void,
        sink: Sink,
        ctx: *mut c_void,
    ) -> u32,
    /// rules handle + [`SimRequest`](crate::SimRequest) → [`crate::SimSummary`]: one whole bot-vs-bot game.
    pub simulate: unsafe extern "C" fn(
        rules: *const c_void,
        input: *const u8,
        len: usize,
        sink: Sink,
        ctx: *mut c_void,
    ) -> u32,
    /// An [`Extension`] request by name (`name` is `name_len` bytes, not NUL-terminated; the
    /// same buffer contract as `input`) with its input → its reply, or [`UNSUPPORTED`] for a
    /// name the plugin does not know.
    pub extension: unsafe extern "C" fn(
        name: *const u8,
        name_len: usize,
        input: *const u8,
        len: usize,
        sink: Sink,
        ctx: *mut c_void,
    ) -> u32,
}

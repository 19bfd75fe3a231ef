//! The safe wrapper around a plugin's C table. All `unsafe` of the host lives here.
#![allow(unsafe_code)] // The plugin boundary; each block says why it is sound.

use crate::tr;
use game_wire::RulesetSource;
use game_wire::abi::{ABI_MAJOR, Extension, OK, PluginTable, TABLE_SYMBOL, UNSUPPORTED};
use game_wire::script::{ConsoleAnswer, ConsoleRefusal};
use game_wire::{
    ActionInfo, Applied, BotReply, BotSpec, CallError, Capabilities, Description, Evaluation,
    GameInfo, PlayoutKind, Request, RulesetKeys, SimRequest, SimSummary, Start, Status, Traced,
    View, Viewer,
};
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::ffi::c_void;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Why a library could not be used as a plugin.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LoadError {
    /// The file was refused before loading (see [`super::header`]): not a regular file, not a
    /// library of this platform, or truncated.
    #[error("{0}")]
    File(String),
    #[error("{}", tr!("plugin-cannot-load", error = .0.as_str()))]
    Library(String),
    #[error("{}", tr!("plugin-no-table"))]
    NotAPlugin,
    #[error("{}", tr!("plugin-null-table"))]
    NullTable,
    #[error("{}", tr!("plugin-null-entry", entry = *.0))]
    NullEntry(&'static str),
    /// Another major version (`found` is the first word of the table: the major, or the single
    /// version number of plugins from before major/minor).
    #[error("{}", tr!("plugin-wrong-abi", found = *found, expected = *expected))]
    WrongAbi { found: u32, expected: u32 },
    #[error("{}", tr!("plugin-describe-failed", error = .0.to_string()))]
    Describe(CallError),
}

/// A loaded plugin. Its library stays loaded for the life of the process: unloading a Rust
/// library is unreliable (thread-local destructors pin it), so it is deliberately leaked.
#[derive(Debug)]
pub struct Plugin {
    table: &'static PluginTable,
    info: GameInfo,
    /// The `abi_minor` the plugin was built against.
    abi_minor: u32,
    /// `None` when the plugin predates [`Extension::KeyDocs`] (ABI 12.0).
    ruleset_keys: Option<RulesetKeys>,
    path: PathBuf,
}

/// The names of [`PluginTable`]'s function entries, in order.
const ENTRY_NAMES: [&str; 10] = [
    "describe",
    "compile",
    "release_rules",
    "start",
    "call",
    "rebind",
    "release_match",
    "clone_match",
    "simulate",
    "extension",
];

/// [`PluginTable`] as plain words: the versions, then one word per entry, so that null entries
/// can be found before the table is read as function pointers (which may not be null).
#[repr(C)]
#[derive(Clone, Copy)]
struct RawTable {
    _abi_major: u32,
    abi_minor: u32,
    entries: [usize; ENTRY_NAMES.len()],
}

// `RawTable` must be `PluginTable` word for word: a new entry in the ABI fails the build here
// until it is named above.
const _: () = assert!(std::mem::size_of::<RawTable>() == std::mem::size_of::<PluginTable>());
const _: () = assert!(std::mem::align_of::<RawTable>() == std::mem::align_of::<PluginTable>());

/// Collects a reply written by the plugin through the sink callback.
///
/// # Safety
/// The [`game_wire::abi::Sink`] contract: `ctx` is the pointer `invoke` handed to the entry
/// point (a `*mut Vec<u8>` it does not touch until the entry returns), and `data` points to
/// `len` initialised bytes valid during this callback.
unsafe extern "C" fn collect(ctx: *mut c_void, data: *const u8, len: usize) {
    if ctx.is_null() || data.is_null() {
        return;
    }
    // SAFETY: `ctx` is `invoke`'s `&mut Vec<u8>`, alive for the whole entry call and not
    // otherwise borrowed while the plugin runs, so this is the only reference to it; `data` is
    // `len` readable bytes during this callback (the function's contract), which we copy out.
    let (buf, bytes) = unsafe {
        (
            &mut *ctx.cast::<Vec<u8>>(),
            std::slice::from_raw_parts(data, len),
        )
    };
    buf.extend_from_slice(bytes);
}

/// Calls one entry point with a reply buffer and decodes its reply. `f` passes the `ctx` it is
/// given, with [`collect`] as the sink, to exactly one entry point: `ctx` is a `*mut Vec<u8>`
/// to a local buffer that is not touched until `f` returns, which is what `collect` relies on.
fn invoke<T: DeserializeOwned>(f: impl FnOnce(*mut c_void) -> u32) -> Result<T, CallError> {
    let mut buf: Vec<u8> = Vec::new();
    let code = f((&raw mut buf).cast());
    if code == OK {
        postcard::from_bytes(&buf)
            .map_err(|e| CallError::Protocol(format!("cannot decode the plugin's reply: {e}")))
    } else {
        Err(postcard::from_bytes::<CallError>(&buf).unwrap_or_else(|e| {
            CallError::Protocol(format!("the plugin failed with an unreadable error: {e}"))
        }))
    }
}

/// Asks a plugin an [`Extension`] request; `Ok(None)` when the plugin does not know it (it was
/// built against a minor before the request's).
fn extension<T: DeserializeOwned>(
    table: &PluginTable,
    request: Extension,
    input: &[u8],
) -> Result<Option<T>, CallError> {
    let name = request.name();
    let mut unsupported = false;
    let reply = invoke(|ctx| {
        // SAFETY: `extension` of a checked table (major and non-null entries); `name` and
        // `input` are our buffers, alive and unmodified until the call returns; `collect`/`ctx`
        // are `invoke`'s sink pair, valid for the call.
        let code = unsafe {
            (table.extension)(
                name.as_ptr(),
                name.len(),
                input.as_ptr(),
                input.len(),
                collect,
                ctx,
            )
        };
        unsupported = code == UNSUPPORTED;
        code
    });
    if unsupported {
        return Ok(None);
    }
    reply.map(Some)
}

fn encode<T: Serialize>(value: &T) -> Result<Vec<u8>, CallError> {
    postcard::to_allocvec(value)
        .map_err(|e| CallError::Protocol(format!("cannot encode request: {e}")))
}

impl Plugin {
    /// Opens a library and checks that it is a plugin this host can talk to, reading the ABI
    /// version before anything else in it.
    pub fn load(path: &Path) -> Result<Plugin, LoadError> {
        // A FIFO, a directory or a truncated file must never reach `dlopen` (it would block,
        // or map pages past the end of the file and crash with SIGBUS when touched).
        super::header::check_library(path).map_err(LoadError::File)?;
        // SAFETY: loading a library runs its initialisers; that is inherent to plugins, and the
        // host only loads files from its plugin directories, which the user controls. Discovery
        // loads each library first in a probe process (`super::probe`), so one whose
        // initialisers crash or exit is skipped before it gets here.
        let library = unsafe { libloading::Library::new(path) }
            .map_err(|e| LoadError::Library(e.to_string()))?;
        // SAFETY: the symbol, if present, is a static; we only take its address here.
        let table_ptr: *const PluginTable =
            match unsafe { library.get::<*const PluginTable>(TABLE_SYMBOL) } {
                Ok(symbol) => *symbol,
                Err(_) => return Err(LoadError::NotAPlugin),
            };
        if table_ptr.is_null() {
            return Err(LoadError::NullTable);
        }
        // SAFETY: every ABI version starts the table with a `u32` (the major, or the single
        // version number before majors), so reading the first four bytes of the static is
        // valid whatever version the plugin was built for.
        let found = unsafe { table_ptr.cast::<u32>().read() };
        // Only the major fixes the layout: any minor of it is read the same way (a minor adds
        // only named requests to the `extension` entry, see `game_wire::abi`).
        if found != ABI_MAJOR {
            return Err(LoadError::WrongAbi {
                found,
                expected: ABI_MAJOR,
            });
        }
        // SAFETY: the major matches, so the static is a `PluginTable` of this layout, which
        // `RawTable` mirrors with plain words (asserted below): reading it as words is valid
        // whatever they hold, while reading a null `extern "C" fn` would not be.
        let raw = unsafe { table_ptr.cast::<RawTable>().read() };
        if let Some(i) = raw.entries.iter().position(|&e| e == 0) {
            return Err(LoadError::NullEntry(ENTRY_NAMES[i]));
        }
        // Never unloaded (see `Plugin`): the table and every handle stay valid for the process.
        Box::leak(Box::new(library));
        // SAFETY: the major matches, so the static has exactly this layout, and no entry is
        // null; the library is never unloaded, so the reference is valid for 'static.
        let table: &'static PluginTable = unsafe { &*table_ptr };
        // SAFETY: `describe` of a checked table (version and non-null entries); `collect` and
        // `ctx` are `invoke`'s sink pair, valid for the call; it takes no other pointer.
        let described: Description =
            invoke(|ctx| unsafe { (table.describe)(collect, ctx) }).map_err(LoadError::Describe)?;
        check_seat_range(&described.info)
            .map_err(|e| LoadError::Describe(CallError::Protocol(e)))?;
        // A plugin built before key docs (12.0) answers "unsupported": it loads without them.
        let ruleset_keys =
            extension(table, Extension::KeyDocs, &[]).map_err(LoadError::Describe)?;
        Ok(Plugin {
            table,
            info: described.info,
            abi_minor: raw.abi_minor,
            ruleset_keys,
            path: path.to_path_buf(),
        })
    }

    pub fn info(&self) -> &GameInfo {
        &self.info
    }

    /// The ABI version the plugin was built against, as `major.minor` (for messages: the major
    /// is always this host's).
    pub fn abi_version(&self) -> String {
        format!("{ABI_MAJOR}.{}", self.abi_minor)
    }

    /// The game's ruleset keys (empty when the game does not document them), or `None` when
    /// the plugin was built before they crossed the boundary (ABI 12.0): the rules page then
    /// has no key table, and `game-host keys` and `schema` say that the plugin needs a rebuild.
    pub fn ruleset_keys(&self) -> Option<&RulesetKeys> {
        self.ruleset_keys.as_ref()
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Compiles a ruleset inside the plugin.
    pub fn compile(self: &Arc<Self>, source: &RulesetSource) -> Result<Rules, CallError> {
        let input = encode(source)?;
        let mut handle: *mut c_void = std::ptr::null_mut();
        // SAFETY: `input` is our encoded request, alive and unmodified until the call returns;
        // `out` is our local `handle` slot, borrowed only by this call; `collect`/`ctx` are
        // `invoke`'s sink pair.
        let capabilities = invoke::<Capabilities>(|ctx| unsafe {
            (self.table.compile)(input.as_ptr(), input.len(), &mut handle, collect, ctx)
        });
        if handle.is_null() {
            return Err(capabilities
                .err()
                .unwrap_or_else(|| CallError::Protocol("compile returned no handle".into())));
        }
        // From here the handle is owned, so it is released however the reply reads.
        let mut rules = Rules {
            plugin: Arc::clone(self),
            handle,
            capabilities: Capabilities::default(),
        };
        rules.capabilities = capabilities?;
        let (n, info) = (rules.capabilities.seats, &self.info);
        if !(info.min_seats..=info.max_seats()).contains(&n) {
            return Err(CallError::Protocol(tr!(
                "plugin-seats-out-of-range",
                seats = n,
                min = info.min_seats,
                max = info.max_seats()
            )));
        }
        Ok(rules)
    }
}

/// The most seats a game may have at one table: every screen and report is laid out for at
/// most this many.
pub const MAX_SEATS: usize = 8;

/// Whether a game's seat range is one the host can seat: at least one seat name, at most
/// [`MAX_SEATS`], and `min_seats` between 1 and their number.
fn check_seat_range(info: &GameInfo) -> Result<(), String> {
    let max = info.seats.len();
    if max == 0 || max > MAX_SEATS {
        return Err(tr!("plugin-seat-names", count = max, most = MAX_SEATS));
    }
    if info.min_seats == 0 || usize::from(info.min_seats) > max {
        return Err(tr!("plugin-min-seats", min = info.min_seats, count = max));
    }
    Ok(())
}

/// Compiled rules inside a plugin.
#[derive(Debug)]
pub struct Rules {
    plugin: Arc<Plugin>,
    handle: *mut c_void,
    /// What these rules can do beyond the core contract (hidden information, scenarios), as
    /// the plugin replied to `compile`.
    capabilities: Capabilities,
}

// SAFETY: relies on `G: Send + Sync` for the plugin's game type `G`: the handle owns a
// `RulesBox<G>` (an `Arc<G>`), which may then be used and freed on any thread. The bound is
// the `Game` trait's (`plugins/sdk/src/game.rs`), enforced when the plugin is compiled by
// `game_sdk::abi::table_of::<G>` and a compile-time assertion in `export_game!`
// (`plugins/sdk/src/abi.rs`); the host cannot check it in a foreign library, so it is part of
// the ABI contract (the module documentation of `game_wire::abi`, "Threads"), and a plugin that
// does not use `export_game!` must keep it too.
unsafe impl Send for Rules {}
// SAFETY: relies on the same `G: Send + Sync` bound, enforced in the same places: through
// `&Rules` the host calls `start` and `simulate` (and `rebind` reads the rules) from several
// threads at once, and the plugin only reads the rules (`&RulesBox<G>`, cloning the `Arc`).
unsafe impl Sync for Rules {}

impl Drop for Rules {
    fn drop(&mut self) {
        // SAFETY: `handle` was written by this plugin's `compile` on success and checked
        // non-null; `Rules` owns it alone (not `Clone`) and `drop` runs once, after every
        // borrow of `self` has ended, so no call is using it and it is never used again.
        // Matches started from it keep their own `Arc` of the game inside the plugin.
        unsafe { (self.plugin.table.release_rules)(self.handle) };
    }
}

impl Rules {
    pub fn plugin(&self) -> &Arc<Plugin> {
        &self.plugin
    }

    /// Whether these rules hide information and read scenarios (per ruleset, not per game).
    pub fn capabilities(&self) -> Capabilities {
        self.capabilities
    }

    /// The names of the seats at the table under these rules, in turn order: the first
    /// [`Capabilities::seats`] of the game's (checked at compile to be in the game's range).
    pub fn seats(&self) -> &[String] {
        self.plugin.info.seat_names(self.capabilities.seats)
    }

    /// Starts a match under these rules.
    pub fn start(&self, start: &Start) -> Result<Match, CallError> {
        let input = encode(start)?;
        let mut handle: *mut c_void = std::ptr::null_mut();
        // SAFETY: `self.handle` is a live rules handle of this plugin (owned by `self`, which is
        // borrowed for the call, so not released meanwhile; the plugin only reads it, so other
        // threads may use it too: see `unsafe impl Sync for Rules`); `input` is our encoded
        // request, alive until the call returns; `out` is our local `handle` slot;
        // `collect`/`ctx` are `invoke`'s sink pair.
        invoke::<()>(|ctx| unsafe {
            (self.plugin.table.start)(
                self.handle,
                input.as_ptr(),
                input.len(),
                &mut handle,
                collect,
                ctx,
            )
        })?;
        if handle.is_null() {
            return Err(CallError::Protocol("start returned no handle".into()));
        }
        Ok(Match {
            plugin: Arc::clone(&self.plugin),
            handle,
        })
    }

    /// Plays one whole bot-vs-bot game inside the plugin (one boundary call per game).
    pub fn simulate(&self, request: &SimRequest) -> Result<SimSummary, CallError> {
        let input = encode(request)?;
        let (handle, table) = (self.handle, self.plugin.table);
        // SAFETY: `handle` is a live rules handle of this plugin, kept alive by `&self` for the
        // call and only read by it (shared use from other threads is fine, as for `start`);
        // `input` is our encoded request, alive until the call returns; `collect`/`ctx` are
        // `invoke`'s sink pair.
        invoke(|ctx| unsafe { (table.simulate)(handle, input.as_ptr(), input.len(), collect, ctx) })
    }
}

/// A match living inside a plugin. Every call takes `&mut self`, so the plugin never sees two
/// calls on one match at once.
#[derive(Debug)]
pub struct Match {
    plugin: Arc<Plugin>,
    handle: *mut c_void,
}

// SAFETY: relies on `G: Send + Sync` and `G::State: Send + Sync` for the plugin's game type
// `G`: the handle owns a `MatchBox<G>` (the state and an `Arc<G>`), so moving the `Match` to
// another thread moves that ownership, and the `Arc<G>` is shared with the rules and other
// matches on other threads. The bounds are the `Game` trait's (`plugins/sdk/src/game.rs`),
// enforced when the plugin is compiled by `game_sdk::abi::table_of::<G>` and the compile-time
// assertion in `export_game!` (`plugins/sdk/src/abi.rs`); for a foreign library they are part
// of the ABI contract (`game_wire::abi`, "Threads"). Not `Sync`: every call takes `&mut self`,
// which is what keeps calls on one match from overlapping.
unsafe impl Send for Match {}

impl Drop for Match {
    fn drop(&mut self) {
        // SAFETY: `handle` was written by this plugin's `start` or `clone_match` on success and
        // checked non-null; `Match` owns it alone (not `Clone`) and `drop` runs once, with no
        // call in progress (`&mut self`), so it is released exactly once and never used again.
        unsafe { (self.plugin.table.release_match)(self.handle) };
    }
}

impl Match {
    fn call<T: DeserializeOwned>(&mut self, request: &Request) -> Result<T, CallError> {
        let input = encode(request)?;
        let handle = self.handle;
        let table = self.plugin.table;
        // SAFETY: `handle` is this match's live handle, and `&mut self` guarantees no other
        // call on it is in progress (the plugin borrows it mutably for the call); `input` is our
        // encoded request, alive until the call returns; `collect`/`ctx` are `invoke`'s pair.
        invoke(|ctx| unsafe { (table.call)(handle, input.as_ptr(), input.len(), collect, ctx) })
    }

    pub fn status(&mut self) -> Result<Status, CallError> {
        self.call(&Request::Status)
    }

    pub fn view(&mut self, viewer: Viewer) -> Result<View, CallError> {
        self.call(&Request::View { viewer })
    }

    pub fn legal(&mut self) -> Result<Vec<ActionInfo>, CallError> {
        self.call(&Request::Legal)
    }

    /// Applies an action given in the game's notation; an illegal one changes nothing.
    pub fn apply(&mut self, action: &str) -> Result<Applied, CallError> {
        self.call(&Request::Apply {
            action: action.to_string(),
        })
    }

    /// [`Match::apply`] with every script hook call recorded: the rules console's trace, the
    /// referee's view (show it to nobody who may not see everything).
    pub fn apply_traced(&mut self, action: &str) -> Result<Traced, CallError> {
        self.call(&Request::ApplyTraced {
            action: action.to_string(),
        })
    }

    /// Evaluates Lua against a read-only copy of the match (the rules console; the referee's
    /// view). The match is unchanged.
    pub fn console(
        &mut self,
        code: &str,
    ) -> Result<Result<ConsoleAnswer, ConsoleRefusal>, CallError> {
        self.call(&Request::Console {
            code: code.to_string(),
        })
    }

    /// The game's serialized state (opaque to the host; for tests and bug reports).
    pub fn state_bytes(&mut self) -> Result<Vec<u8>, CallError> {
        self.call(&Request::State)
    }

    /// What a bot would play for the seat to move; the match is unchanged.
    pub fn bot_move(
        &mut self,
        bot: BotSpec,
        seed: u64,
        max_millis: Option<u64>,
    ) -> Result<BotReply, CallError> {
        self.call(&Request::BotMove {
            bot,
            seed,
            max_millis,
        })
    }

    /// [`Match::bot_move`] with the search's random rollouts chosen (benchmarks: `uniform`
    /// measures the SDK's engine without the game's own rollout loop).
    pub fn bot_move_with(
        &mut self,
        bot: BotSpec,
        playout: PlayoutKind,
        seed: u64,
        max_millis: Option<u64>,
    ) -> Result<BotReply, CallError> {
        // An earlier minor's plugin could not decode the request: say what to do instead.
        if self.plugin.abi_minor < game_wire::abi::BOT_MOVE_WITH_MINOR {
            return Err(CallError::Protocol(tr!(
                "plugin-cannot-choose-playout",
                game = self.plugin.info.name.as_str(),
                abi = self.plugin.abi_version(),
                needed = format!("{ABI_MAJOR}.{}", game_wire::abi::BOT_MOVE_WITH_MINOR)
            )));
        }
        self.call(&Request::BotMoveWith {
            bot,
            seed,
            max_millis,
            playout,
        })
    }

    /// How the position stands for every seat as `viewer` can judge it (and, when it is to
    /// move, its actions weighed); the match is unchanged.
    pub fn evaluate(
        &mut self,
        viewer: u8,
        bot: BotSpec,
        seed: u64,
        max_millis: Option<u64>,
    ) -> Result<Evaluation, CallError> {
        // An earlier minor's plugin could not decode the request: say what to do instead.
        if self.plugin.abi_minor < game_wire::abi::EVALUATE_MINOR {
            return Err(CallError::Protocol(tr!(
                "plugin-cannot-evaluate",
                game = self.plugin.info.name.as_str(),
                abi = self.plugin.abi_version(),
                needed = format!("{ABI_MAJOR}.{}", game_wire::abi::EVALUATE_MINOR)
            )));
        }
        self.call(&Request::Evaluate {
            viewer,
            bot,
            seed,
            max_millis,
        })
    }

    /// An independent copy of this match (same rules, same state), e.g. for a bot to think on
    /// another thread while this one stays with the UI.
    pub fn try_clone(&mut self) -> Result<Match, CallError> {
        let mut handle: *mut c_void = std::ptr::null_mut();
        let (m, table) = (self.handle, self.plugin.table);
        // SAFETY: `m` is this match's live handle, not in use by any other call (`&mut self`;
        // the plugin only reads it); `out` is our local `handle` slot; `collect`/`ctx` are
        // `invoke`'s sink pair.
        invoke::<()>(|ctx| unsafe { (table.clone_match)(m, &mut handle, collect, ctx) })?;
        if handle.is_null() {
            return Err(CallError::Protocol("clone_match returned no handle".into()));
        }
        Ok(Match {
            plugin: Arc::clone(&self.plugin),
            handle,
        })
    }

    /// Continues this match under other rules of the same plugin, keeping its state.
    pub fn rebind(&mut self, rules: &Rules) -> Result<(), CallError> {
        if !Arc::ptr_eq(&self.plugin, &rules.plugin) {
            return Err(CallError::Protocol("rules from another plugin".into()));
        }
        let (handle, rules_handle, table) = (self.handle, rules.handle, self.plugin.table);
        // SAFETY: `handle` is this match's live handle, used by no other call (`&mut self`);
        // `rules_handle` is a live rules handle of the *same* plugin (checked above: the plugin
        // casts it to its own type), kept alive by `&Rules` and only read; the two are
        // different allocations, so the plugin's `&mut` match and `&` rules do not alias;
        // `collect`/`ctx` are `invoke`'s sink pair.
        invoke(|ctx| unsafe { (table.rebind)(handle, rules_handle, collect, ctx) })
    }
}

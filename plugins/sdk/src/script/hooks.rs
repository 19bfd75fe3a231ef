//! The hook registry of a compiled ruleset and the calls into it.

use super::bytecode;
use super::choice::PendingChoice;
use super::console::{CONSOLE, ConsoleAnswer, MAX_CONSOLE_CODE};
use super::error::{Locator, ScriptError};
use super::faults::{self, HookSite};
use super::io::{IoSlot, LentIo};
use super::limits::{self, Budget, ScriptLimits};
use super::sandbox::new_sandbox;
use super::slot::{ContextSlot, LentContext};
use super::trace;
use super::value::ScriptValue;
use super::view_budget::{self, Allowance};
use crate::diag::{Diagnostic, Diagnostics};
use crate::game::Refusal;
use crate::rng::GameRng;
use crate::ruleset::RulesetSource;
use crate::wire::LogLine;
use mlua::chunk::ChunkMode;
use mlua::{FromLuaMulti, Function, IntoLuaMulti, Lua, MultiValue, UserData, Value};
use rustc_hash::FxBuildHasher;
use std::collections::{BTreeSet, HashMap, HashSet};
use std::fmt;
use std::hash::BuildHasher;
use std::marker::PhantomData;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, TryLockError};

/// How many instruction budgets freezing what a script keeps may take (see
/// `ScriptHost::keep_frozen`): about a million kept entries with the default budget.
const KEEP_BUDGETS: u64 = 16;

/// Numbers every [`ScriptHost`], so a [`ContextSlot`] is only used with the host that made it.
static NEXT_HOST: AtomicU64 = AtomicU64::new(1);

/// One sandboxed Lua state per compiled ruleset and the named functions its scripts returned.
///
/// It is `Send + Sync`, so it can live in a `Game` value; calls from several threads take turns
/// on the one state (mlua locks it per call).
pub struct ScriptHost {
    lua: Lua,
    budget: Arc<Budget>,
    limits: ScriptLimits,
    scripts: Vec<String>,
    /// Looked up by name on every call: a hash map with a fast hasher (the names are the
    /// scripts' own, not an adversary's), which costs a fraction of ordered-map string compares.
    hooks: HashMap<String, Hook, FxBuildHasher>,
    /// Every name (identifier-like word) that appears in the scripts' text, for
    /// [`ScriptHost::mentions`].
    words: BTreeSet<String>,
    /// `words` holds `random`: see [`ScriptHost::uses_random`].
    uses_random: bool,
    id: u64,
    /// Where `print` and `math.random` find the caller's log and generator.
    io: Option<IoSlot>,
    /// The sandbox's `keep`: freezes what a loaded script keeps and lists its functions.
    keep: Function,
}

struct Hook {
    func: Function,
    /// The name again, shared: a [`faults::Watch`] records a call by this pointer.
    name: Arc<str>,
    file: String,
    line: u32,
}

/// Why resuming a [`PendingChoice`] failed: the answer was not allowed (the player's mistake,
/// nothing ran) or the continuation failed (the script's).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ResumeError {
    #[error("{0}")]
    Illegal(Refusal),
    #[error("{0}")]
    Script(ScriptError),
}

impl fmt::Debug for ScriptHost {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ScriptHost")
            .field("scripts", &self.scripts)
            .field("hooks", &self.hook_names().collect::<Vec<_>>())
            .field("limits", &self.limits)
            .finish_non_exhaustive()
    }
}

impl ScriptHost {
    /// Loads `scripts` (content-root-relative paths, in order) from `source` into a new sandbox.
    /// Reports every missing file, syntax error, failing top-level code and malformed return
    /// value, each with its file and line.
    pub fn load(
        source: &RulesetSource,
        scripts: &[String],
        limits: ScriptLimits,
    ) -> Result<Self, Diagnostics> {
        Self::load_with(source, scripts, limits, &[])
    }

    /// [`ScriptHost::load`] with `constants`: globals the game publishes before the scripts
    /// load (its content: card strengths, unit stats…), as deep read-only tables. Scripts read
    /// them like any table, without calling back into the game, which is much cheaper than a
    /// context method (a table lookup against a call across the Lua–Rust boundary).
    pub fn load_with(
        source: &RulesetSource,
        scripts: &[String],
        limits: ScriptLimits,
        constants: &[(&str, ScriptValue)],
    ) -> Result<Self, Diagnostics> {
        let budget = Arc::new(Budget::new(limits.instructions));
        let (lua, keep) = new_sandbox(Arc::clone(&budget), limits.memory_bytes, constants)
            .and_then(|made| limits::install(&made.0, &limits, Arc::clone(&budget)).map(|()| made))
            .map_err(|e| {
                Diagnostic::file(
                    source.root.clone(),
                    format!("cannot set up the Lua sandbox: {e}"),
                )
            })?;
        let mut host = Self {
            lua,
            budget,
            limits,
            scripts: scripts.to_vec(),
            hooks: HashMap::default(),
            words: BTreeSet::new(),
            uses_random: false,
            id: NEXT_HOST.fetch_add(1, Ordering::Relaxed),
            io: None,
            keep,
        };
        host.io = super::io::slot_of(&host.lua);
        let mut problems = Diagnostics::default();
        for path in scripts {
            if let Err(d) = host.load_one(source, path) {
                problems.push(d);
            }
        }
        host.uses_random = host.mentions("random");
        faults::declared(host.hooks.iter().map(|(name, h)| HookSite {
            name: name.clone(),
            file: h.file.clone(),
            line: h.line,
        }));
        problems.into_result(host)
    }

    fn load_one(&mut self, source: &RulesetSource, path: &str) -> Result<(), Diagnostic> {
        let Some(text) = source.text(path) else {
            return Err(Diagnostic::file(
                path,
                "script not found (is the file present under the content root?)",
            ));
        };
        self.words.extend(
            text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .filter(|w| !w.is_empty())
                .map(str::to_string),
        );
        let locator = self.locator((path, 0));
        let lua = &self.lua;
        let chunk = lua
            .load(text)
            .set_name(format!("@{path}"))
            .set_mode(ChunkMode::Text)
            .into_function()
            .map_err(|e| Diagnostic::from(locator.locate(&e)))?;
        self.budget.refill();
        let returned = chunk.call::<Value>(()).map_err(|e| {
            if matches!(e, mlua::Error::MemoryError(_)) {
                let _ = lua.gc_collect();
            }
            Diagnostic::from(locator.locate(&e))
        })?;
        let Value::Table(table) = returned else {
            return Err(Diagnostic::file(
                path,
                format!(
                    "a script must return a table of named functions, this one returns {}",
                    with_article(returned.type_name())
                ),
            ));
        };
        if super::library::is_library(&self.lua, &table) {
            // A library's functions are not hooks: it is frozen and kept for `require`.
            self.keep_frozen(path, &table, &locator)?;
            return super::library::register(&self.lua, path, table)
                .map_err(|e| Diagnostic::file(path, e));
        }
        let mut found = Vec::new();
        for pair in table.pairs::<Value, Value>() {
            let (key, value) = pair.map_err(|e| Diagnostic::from(locator.locate(&e)))?;
            let (Value::String(name), Value::Function(func)) = (&key, value.clone()) else {
                return Err(Diagnostic::file(
                    path,
                    format!(
                        "the returned table must map names to functions; found {} {} key holding {}",
                        key.to_string().unwrap_or_default(),
                        key.type_name(),
                        with_article(value.type_name())
                    ),
                ));
            };
            let name = name
                .to_str()
                .map_err(|e| Diagnostic::file(path, format!("a function name is not UTF-8: {e}")))?
                .to_string();
            let line = func
                .info()
                .line_defined
                .and_then(|l| u32::try_from(l).ok())
                .unwrap_or(0);
            found.push((name, func, line));
        }
        self.keep_frozen(path, &table, &locator)?;
        for (name, func, line) in found {
            let hook = Hook {
                func,
                name: Arc::from(name.as_str()),
                file: path.to_string(),
                line,
            };
            self.hooks.insert(name, hook);
        }
        Ok(())
    }

    /// Freezes what the script at `path` keeps once loaded (the table it returned and all its
    /// functions' upvalues reach: writing to them fails at run time, located) and refuses,
    /// at load, a function that assigns a variable outliving the call. Scripts keep no state.
    fn keep_frozen(
        &self,
        path: &str,
        table: &mlua::Table,
        locator: &Locator<'_>,
    ) -> Result<(), Diagnostic> {
        // The walk is the host's, not the script's: it gets budgets of its own, enough for
        // about a million kept entries.
        self.budget.refill_times(KEEP_BUDGETS);
        let label = format!("the table {path} returns");
        let funcs: Vec<Function> = self.keep.call((table, label, path)).map_err(|e| {
            let err = locator.locate(&e);
            if err.message.contains("instruction budget of ") {
                Diagnostic::file(
                    path,
                    format!(
                        "what this script keeps after loading (its tables and functions) is too \
                         large to freeze within {KEEP_BUDGETS} instruction budgets"
                    ),
                )
            } else {
                Diagnostic::from(err)
            }
        })?;
        let mut checked = HashSet::new();
        for func in funcs {
            let dump = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| func.dump(false)))
                .map_err(|_| Diagnostic::file(path, "cannot read the bytecode of a function"))?;
            if !checked.insert(rustc_hash::FxBuildHasher.hash_one(&dump)) {
                continue;
            }
            let writes = bytecode::lasting_writes(&dump).map_err(|e| {
                Diagnostic::file(path, format!("cannot read a function's bytecode: {e}"))
            })?;
            let file = func
                .info()
                .source
                .and_then(|s| s.strip_prefix('@').map(str::to_string))
                .unwrap_or_else(|| path.to_string());
            if let Some(w) = writes.first() {
                return Err(Diagnostic::new(
                    file,
                    w.line,
                    0,
                    format!(
                        "assigns `{}`, a variable that outlives the call (a local of the \
                         script's top level, or of the function that made this one): scripts \
                         keep no state, so this is refused; use a local variable inside the \
                         function (match state lives in the game's context)",
                        w.name
                    ),
                ));
            }
        }
        Ok(())
    }

    /// A number no other `ScriptHost` of this process has: a key for what a game remembers
    /// about this host's scripts (a host made later never reuses it).
    pub fn id(&self) -> u64 {
        self.id
    }

    /// Whether some script defines the function `name`.
    pub fn has(&self, name: &str) -> bool {
        self.hooks.contains_key(name)
    }

    /// Whether the word `name` appears anywhere in the loaded scripts' text (as a name, a
    /// method, a string or a comment). A game may skip keeping up a value that no script can
    /// ask for: a script that never mentions `total` cannot call `ctx:total(...)` except by
    /// building the method name at run time, which the game then refuses with a clear error.
    pub fn mentions(&self, name: &str) -> bool {
        self.words.contains(name)
    }

    /// Whether some script mentions `random` (`math.random`): only then is the match's
    /// generator lent to hook calls, which saves copying it in and out of every call.
    /// Counts the script function `name` as called for the watch on this thread, if one
    /// records ([`faults::Watch`]): for a game that answers a call it remembers without making
    /// it again, so that what a watch sees ran is the same either way.
    pub fn count_as_called(&self, name: &str) {
        if faults::watching()
            && let Some(hook) = self.hooks.get(name)
        {
            faults::called(&hook.name);
        }
    }

    pub fn uses_random(&self) -> bool {
        self.uses_random
    }

    /// The names of all script functions, sorted.
    pub fn hook_names(&self) -> impl Iterator<Item = &str> {
        let mut names: Vec<&str> = self.hooks.keys().map(String::as_str).collect();
        names.sort_unstable();
        names.into_iter()
    }

    /// Where the function `name` that will run is defined (after overrides).
    pub fn defined_at(&self, name: &str) -> Option<(&str, u32)> {
        self.hooks.get(name).map(|h| (h.file.as_str(), h.line))
    }

    pub fn limits(&self) -> &ScriptLimits {
        &self.limits
    }

    /// Calls the script function `name` as `name(ctx, args...)` and converts what it returns.
    ///
    /// `ctx` is the game's context object: any `'static` type implementing [`UserData`], lent
    /// to Lua only for this call (through [`mlua::Lua::scope`]), so it may borrow nothing and
    /// still be mutated by the script's method calls. `args` are plain values (ids, numbers,
    /// strings, a tuple of them). `print` appends to `log` (as referee-only lines); `math.random` draws from `rng`.
    ///
    /// On error, `ctx` may have been partly changed by the script: games apply hooks to a
    /// copy of their state, as they apply any action.
    pub fn call<C, A, R>(
        &self,
        name: &str,
        ctx: &mut C,
        args: A,
        rng: &mut GameRng,
        log: &mut Vec<LogLine>,
    ) -> Result<R, ScriptError>
    where
        C: UserData + 'static,
        A: IntoLuaMulti,
        R: FromLuaMulti,
    {
        let Some(hook) = self.hooks.get(name) else {
            return Err(self.missing(name));
        };
        if trace::on() {
            return self.call_traced(name, hook, ctx, args, rng, log);
        }
        faults::called(&hook.name);
        let lua = &self.lua;
        let allowance = self.begin_call(name, hook)?;
        let io = LentIo::lend(lua, self.io.as_ref(), rng, self.uses_random(), log);
        let outcome = lua.scope(|scope| {
            let ctx = scope.create_userdata_ref_mut(ctx)?;
            super::strict_ctx::ensure::<C>(lua, &ctx)?;
            let returned = hook.func.call::<MultiValue>((ctx, args))?;
            // Converted inside the scope: the values may still refer to the lent context.
            Ok(R::from_lua_multi(returned, lua))
        });
        drop(io);
        let result = match outcome {
            Ok(Ok(value)) => Ok(value),
            Ok(Err(e)) => Err(self.wrong_return(name, hook, &e)),
            Err(e) => Err(self.failed(name, hook, &e)),
        };
        self.end_call(allowance, result.as_ref().err());
        result
    }

    /// [`ScriptHost::call`] while a [`trace::Tracing`] lives: the same call, recorded with its
    /// arguments, results or error, time, instructions and `print` output.
    fn call_traced<C, A, R>(
        &self,
        name: &str,
        hook: &Hook,
        ctx: &mut C,
        args: A,
        rng: &mut GameRng,
        log: &mut Vec<LogLine>,
    ) -> Result<R, ScriptError>
    where
        C: UserData + 'static,
        A: IntoLuaMulti,
        R: FromLuaMulti,
    {
        let lua = &self.lua;
        let args = args
            .into_lua_multi(lua)
            .map_err(|e| self.failed(name, hook, &e))?;
        let started = trace::begin(name, &hook.file, hook.line, &args, log.len());
        faults::called(&hook.name);
        let allowance = self.begin_call(name, hook)?;
        let io = LentIo::lend(lua, self.io.as_ref(), rng, self.uses_random(), log);
        let mut shown = Vec::new();
        let outcome = lua.scope(|scope| {
            let ctx = scope.create_userdata_ref_mut(ctx)?;
            super::strict_ctx::ensure::<C>(lua, &ctx)?;
            let returned = hook.func.call::<MultiValue>((ctx, args))?;
            shown = returned.iter().map(trace::show).collect();
            Ok(R::from_lua_multi(returned, lua))
        });
        let instructions = self.budget.used();
        drop(io);
        let result = match outcome {
            Ok(Ok(value)) => Ok(value),
            Ok(Err(e)) => Err(self.wrong_return(name, hook, &e)),
            Err(e) => Err(self.failed(name, hook, &e)),
        };
        self.end_call(allowance, result.as_ref().err());
        started.end(result.as_ref().map(|_| shown), instructions, log.as_slice());
        result
    }

    /// The rules console: evaluates `code` in this sandbox with `ctx` (a game's read-only
    /// context over a copy of the state) as the local `ctx`, under the same instruction budget
    /// and memory limit as a hook call. An expression answers its values (`ctx:strength("land",
    /// 0)`); otherwise the text runs as statements (`for i = 0, 1 do print(i) end`), as Lua's own
    /// REPL does. Errors read `console:<line>: <message>`.
    pub fn eval<C>(
        &self,
        code: &str,
        ctx: &mut C,
        rng: &mut GameRng,
    ) -> Result<ConsoleAnswer, ScriptError>
    where
        C: UserData + 'static,
    {
        if code.len() > MAX_CONSOLE_CODE {
            return Err(ScriptError::new(
                CONSOLE,
                0,
                format!(
                    "console input of {} bytes is over the limit of {MAX_CONSOLE_CODE}",
                    code.len()
                ),
            ));
        }
        let lua = &self.lua;
        let load = |text: String| {
            lua.load(text)
                .set_name(format!("@{CONSOLE}"))
                .set_mode(ChunkMode::Text)
                .into_function()
        };
        // `local ctx = ...` on the first line keeps the author's line numbers.
        let func = load(format!("local ctx = ...; return {code}"))
            .or_else(|_| load(format!("local ctx = ...; {code}")))
            .map_err(|e| self.locator((CONSOLE, 1)).locate(&e))?;
        let mut log = Vec::new();
        self.budget.refill();
        let started = std::time::Instant::now();
        let io = LentIo::lend(lua, self.io.as_ref(), rng, self.uses_random(), &mut log);
        let outcome = lua.scope(|scope| {
            let ctx = scope.create_userdata_ref_mut(ctx)?;
            super::strict_ctx::ensure::<C>(lua, &ctx)?;
            let returned = func.call::<MultiValue>(ctx)?;
            Ok(returned.iter().map(trace::show).collect::<Vec<_>>())
        });
        let instructions = self.budget.used();
        drop(io);
        match outcome {
            Ok(values) => Ok(ConsoleAnswer {
                values,
                printed: log.into_iter().map(|l| l.text).collect(),
                instructions,
                micros: u64::try_from(started.elapsed().as_micros()).unwrap_or(u64::MAX),
            }),
            Err(e) => {
                if matches!(e, mlua::Error::MemoryError(_)) {
                    let _ = lua.gc_collect();
                }
                let mut e = self.locator((CONSOLE, 1)).locate(&e);
                // The budget's stop names its place in the message too: said once.
                let place = format!("{CONSOLE}:{}: ", e.line);
                if let Some(rest) = e.message.strip_prefix(&place) {
                    e.message = rest.to_string();
                }
                Err(e)
            }
        }
    }

    /// A Lua string made once in this host's state, for values a game passes to hooks or
    /// returns from context methods over and over (card ids, theater names): pushing it costs a
    /// reference copy, where a Rust `&str`/`String` is copied into Lua (a protected allocation
    /// under the memory limit) on every call. Only valid with this host.
    pub fn create_string(&self, text: &str) -> Result<mlua::LuaString, ScriptError> {
        self.lua.create_string(text).map_err(|e| {
            let file = self.scripts.first().map_or("scripts", String::as_str);
            ScriptError::new(file, 0, format!("cannot create a Lua string: {e}"))
        })
    }

    /// Creates the long-lived context object of the fast call path ([`ScriptHost::call_slot`]),
    /// holding `placeholder` between calls. Make it once, when the ruleset is compiled, and
    /// keep it next to the host (it is `Send + Sync`, so `C` must be too).
    pub fn context_slot<C>(&self, placeholder: C) -> Result<ContextSlot<C>, ScriptError>
    where
        C: UserData + Send + Sync + 'static,
    {
        let cell = Arc::new(Mutex::new(placeholder));
        let ud = self
            .lua
            .create_userdata(Arc::clone(&cell))
            .and_then(|ud| {
                super::strict_ctx::ensure::<Arc<Mutex<C>>>(&self.lua, &ud)?;
                Ok(ud)
            })
            .map_err(|e| {
                let file = self.scripts.first().map_or("scripts", String::as_str);
                ScriptError::new(file, 0, format!("cannot create the script context: {e}"))
            })?;
        Ok(ContextSlot {
            ud,
            cell,
            host: self.id,
            busy: Mutex::new(()),
            _context: PhantomData,
        })
    }

    /// The fast call path: what [`ScriptHost::call`] does, with the same arguments, results and
    /// errors, but the context reaches the script through `slot` (made by
    /// [`ScriptHost::context_slot`]): `ctx` is swapped into the slot's long-lived userdata for
    /// the call and swapped back afterwards (also on error or panic), instead of being lent
    /// through a new `Lua::scope` userdata. About 8× cheaper for a short hook.
    ///
    /// If the slot is in use (a context method calling back into scripts, or a call from
    /// another thread) this falls back to [`ScriptHost::call`]. A slot of another host is an
    /// error. The returned values are converted after the context is swapped back: a hook that
    /// returns `ctx` itself returns the slot's placeholder.
    pub fn call_slot<C, A, R>(
        &self,
        slot: &ContextSlot<C>,
        name: &str,
        ctx: &mut C,
        args: A,
        rng: &mut GameRng,
        log: &mut Vec<LogLine>,
    ) -> Result<R, ScriptError>
    where
        C: UserData + 'static,
        A: IntoLuaMulti,
        R: FromLuaMulti,
    {
        let Some(hook) = self.hooks.get(name) else {
            return Err(self.missing(name));
        };
        // A traced call shows its arguments and results, which the lending path below never
        // holds as values: it goes through `call` (rules console only, never the bots' search).
        if trace::on() {
            return self.call(name, ctx, args, rng, log);
        }
        if slot.host != self.id {
            return Err(ScriptError::new(
                hook.file.clone(),
                hook.line,
                format!("hook `{name}` was called with a context slot of another script host"),
            )
            .in_hook(&hook.file, name));
        }
        let _busy = match slot.busy.try_lock() {
            Ok(guard) => guard,
            Err(TryLockError::Poisoned(p)) => p.into_inner(),
            Err(TryLockError::WouldBlock) => return self.call(name, ctx, args, rng, log),
        };
        faults::called(&hook.name);
        let io = LentIo::lend(&self.lua, self.io.as_ref(), rng, self.uses_random(), log);
        let Some(lent) = LentContext::lend(&slot.cell, ctx) else {
            drop(io);
            return self.call(name, ctx, args, rng, log);
        };
        let allowance = match self.begin_call(name, hook) {
            Ok(a) => a,
            Err(e) => {
                drop(lent);
                drop(io);
                return Err(e);
            }
        };
        // The results are converted straight from the Lua stack (no intermediate list of
        // values); a conversion error at this level can only be about them, since errors
        // inside the call (a context method's included) arrive as runtime or callback errors.
        let outcome = hook.func.call::<R>((&slot.ud, args));
        drop(lent);
        drop(io);
        let result = match outcome {
            Ok(returned) => Ok(returned),
            Err(e @ mlua::Error::FromLuaConversionError { .. }) => {
                Err(self.wrong_return(name, hook, &e))
            }
            Err(e) => Err(self.failed(name, hook, &e)),
        };
        self.end_call(allowance, result.as_ref().err());
        result
    }

    /// [`ScriptHost::resume`] through the fast call path ([`ScriptHost::call_slot`]).
    pub fn resume_slot<C, R>(
        &self,
        slot: &ContextSlot<C>,
        choice: &PendingChoice,
        chosen: Option<&str>,
        ctx: &mut C,
        rng: &mut GameRng,
        log: &mut Vec<LogLine>,
    ) -> Result<R, ResumeError>
    where
        C: UserData + 'static,
        R: FromLuaMulti,
    {
        choice.check_answer(chosen).map_err(ResumeError::Illegal)?;
        self.call_slot(
            slot,
            &choice.continue_with,
            ctx,
            (chosen, &choice.data),
            rng,
            log,
        )
        .map_err(ResumeError::Script)
    }

    /// Answers `choice` with `chosen` (an option id, or `None` to skip) by calling its
    /// continuation as `continue_with(ctx, chosen, data)`; a refused answer runs nothing.
    pub fn resume<C, R>(
        &self,
        choice: &PendingChoice,
        chosen: Option<&str>,
        ctx: &mut C,
        rng: &mut GameRng,
        log: &mut Vec<LogLine>,
    ) -> Result<R, ResumeError>
    where
        C: UserData + 'static,
        R: FromLuaMulti,
    {
        choice.check_answer(chosen).map_err(ResumeError::Illegal)?;
        self.call(&choice.continue_with, ctx, (chosen, &choice.data), rng, log)
            .map_err(ResumeError::Script)
    }

    /// Checks that a choice a script asked for can be resumed: its continuation exists.
    /// Located at the hook that asked (`asked_by`).
    pub fn check_choice(&self, choice: &PendingChoice, asked_by: &str) -> Result<(), ScriptError> {
        if self.has(&choice.continue_with) {
            return Ok(());
        }
        let (file, line) = self.defined_at(asked_by).unwrap_or(("scripts", 0));
        let e = ScriptError::new(
            file,
            line,
            format!(
                "hook `{asked_by}` asks for a choice that continues with `{}`, which no script defines",
                choice.continue_with
            ),
        )
        .in_hook(file, asked_by);
        faults::report(&e);
        Err(e)
    }

    fn locator<'a>(&'a self, fallback: (&'a str, u32)) -> Locator<'a> {
        Locator {
            scripts: &self.scripts,
            fallback,
            memory_bytes: self.limits.memory_bytes,
            last_seen: self.budget.last_seen(),
            exhausted: self.budget.exhausted(),
        }
    }

    /// Refills the budget for a call of `hook`, within what is left of the view's total
    /// ([`view_budget`]); fails at once, located at the hook, once that total is spent.
    fn begin_call(&self, name: &str, hook: &Hook) -> Result<Option<Allowance>, ScriptError> {
        match view_budget::before_call(self.budget.instructions()) {
            Ok(allowance) => {
                self.budget.refill_within(allowance.as_ref());
                Ok(allowance)
            }
            Err(why) => {
                let e = ScriptError::new(hook.file.clone(), hook.line, format!("not run: {why}"))
                    .in_hook(&hook.file, name);
                faults::report(&e);
                Err(e)
            }
        }
    }

    /// Adds what the call spent to its view's total.
    fn end_call(&self, allowance: Option<Allowance>, error: Option<&ScriptError>) {
        if let Some(a) = allowance {
            let message = error.map(ScriptError::located);
            view_budget::after_call(&a, self.budget.used(), message.as_deref());
        }
    }

    fn missing(&self, name: &str) -> ScriptError {
        let file = self.scripts.last().map_or("scripts", String::as_str);
        let e = ScriptError::new(
            file,
            0,
            format!("no script of this ruleset defines the function `{name}`"),
        );
        faults::report(&e);
        e
    }

    /// A hook call that failed, located in its script. After running out of memory the failed
    /// call's garbage is freed, so the next call has its full allowance.
    fn failed(&self, name: &str, hook: &Hook, e: &mlua::Error) -> ScriptError {
        if matches!(e, mlua::Error::MemoryError(_)) {
            let _ = self.lua.gc_collect();
        }
        let e = self
            .locator((&hook.file, hook.line))
            .locate(e)
            .in_hook(&hook.file, name);
        faults::report(&e);
        e
    }

    fn wrong_return(&self, name: &str, hook: &Hook, e: &mlua::Error) -> ScriptError {
        let message = match e {
            mlua::Error::FromLuaConversionError { from, to, message } => {
                let expected = rust_to_lua_name(to);
                let detail = match message {
                    Some(m) if expected == to.as_str() => format!(": {m}"),
                    _ => String::new(),
                };
                format!(
                    "hook `{name}` returned {}, expected {expected}{detail}",
                    with_article(from)
                )
            }
            other => format!("hook `{name}` returned an unusable value: {other}"),
        };
        let e = ScriptError::new(hook.file.clone(), hook.line, super::error::clean(&message))
            .in_hook(&hook.file, name);
        faults::report(&e);
        e
    }
}

/// mlua names Rust types in conversion errors; script authors think in Lua types.
fn rust_to_lua_name(rust: &str) -> &str {
    match rust {
        "String" | "str" | "BString" | "LuaString" => "string",
        "bool" => "boolean",
        "i8" | "i16" | "i32" | "i64" | "i128" | "isize" | "u8" | "u16" | "u32" | "u64" | "u128"
        | "usize" => "integer",
        "f32" | "f64" => "number",
        "Table" => "table",
        "Function" => "function",
        other => other,
    }
}

fn with_article(lua_type: &str) -> String {
    match lua_type {
        "nil" => "nil".to_string(),
        t if t.starts_with(['a', 'e', 'i', 'o', 'u']) => format!("an {t}"),
        t => format!("a {t}"),
    }
}

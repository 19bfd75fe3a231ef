//! House rules in Lua: [`LuaHooks`] implements [`Hooks`] by calling the functions the ruleset's
//! scripts return, each with a [`Ctx`] — a read-only view of the position whose methods answer
//! by cell names and numbers. Documented for script authors in `scripts/palagan/API.md`.
//!
//! - [`hooks`]: the hook points where house rules plug into the Rust rules (the [`Hooks`]
//!   trait), and when each is called;
//! - [`ctx`]: the `ctx` a Lua hook receives and its methods;
//! - `verdict`: what a veto hook answers (a Lua value read into a `Vote`);
//! - this file: the Lua house rules of a ruleset ([`LuaHooks`]): which hooks exist, calling them,
//!   and remembering the answers of pure vetoes and of hooks that ran away.

pub mod ctx;
pub mod hooks;
mod verdict;

pub use ctx::Ctx;
use hooks::Hooks;
use verdict::{Verdict, Vote};

use crate::config::Config;
use crate::rules::CaptureEvent;
use crate::rules::Maneuver;
use crate::state::State;
use crate::state::board::{Boards, MAX_SIDE, MIN_SIDE, NONE};
use game_sdk::Refusal;
use game_sdk::script::mlua;
use game_sdk::script::{
    ContextSlot, FromLuaMulti, IntoLuaMulti, PlayerText, ScriptError, ScriptHost, clean_text,
};
use game_sdk::{GameRng, LogLine, SeedMix};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, OnceLock};

/// The functions a Palagan script may define (every other name is refused when the ruleset
/// compiles, so a misspelt hook is not silently ignored). Helpers belong in `local`s.
pub const HOOK_NAMES: &[&str] = &[
    "veto_summon",
    "veto_move",
    "veto_push",
    "veto_maneuver",
    "veto_end",
    "after_capture",
    "final_scores",
];

const VETO_SUMMON: usize = 0;
const VETO_MOVE: usize = 1;
const VETO_PUSH: usize = 2;
const VETO_MANEUVER: usize = 3;
const VETO_END: usize = 4;
const AFTER_CAPTURE: usize = 5;
const FINAL_SCORES: usize = 6;

/// The number of supported board sides.
const SIDES: usize = (MAX_SIDE - MIN_SIDE + 1) as usize;

/// The remembered answers of one pure veto hook on one board: a slot per cell and direction.
type PureTable = Box<[OnceLock<Vote>]>;

/// The Lua house rules of a ruleset.
#[derive(Debug)]
pub struct LuaHooks {
    host: ScriptHost,
    /// The long-lived `ctx` hook calls lend their context through (`ScriptHost::call_slot`:
    /// no userdata made per call, which allocates); `None` if the Lua state could not make one,
    /// and calls then take `ScriptHost::call`.
    slot: Option<ContextSlot<Ctx>>,
    boards: Boards,
    first_turn_maneuvers: u8,
    maneuvers_per_turn: u8,
    /// Which of [`HOOK_NAMES`] the scripts define.
    has: [bool; 7],
    /// Which of `veto_summon`, `veto_move`, `veto_push` are declared pure (`[hooks] pure`).
    pure: [bool; 3],
    /// The remembered answers of pure vetoes, per hook and board side (made on first use),
    /// indexed `hook * SIDES + side - MIN_SIDE`.
    cache: Vec<OnceLock<PureTable>>,
    pieces_per_player: u16,
    /// Hooks that ran away (out of instructions, memory or stack) in a position: the hook,
    /// the position and the error. Listing a position's maneuvers asks a veto hook about each
    /// one; a hook that runs away would cost a whole budget each time (seconds per view). Once
    /// it has run away in a position, it fails at once, with the same error, for every later
    /// question in that position: one budget per position instead of one per maneuver.
    runaways: Mutex<Vec<(usize, State, ScriptError)>>,
    /// Whether `runaways` holds anything (read without the lock on every veto).
    any_runaway: AtomicBool,
}

/// How many runaway positions are remembered (the oldest is forgotten first).
const MAX_RUNAWAYS: usize = 64;

impl LuaHooks {
    pub fn new(host: ScriptHost, config: &Config) -> Self {
        let mut has = [false; 7];
        for (i, name) in HOOK_NAMES.iter().enumerate() {
            has[i] = host.has(name);
        }
        let mut pure = [false; 3];
        for p in &config.hooks.pure {
            if let Some(i) = HOOK_NAMES.iter().position(|&n| n == p.name()) {
                pure[i] = true;
            }
        }
        let boards = Boards::new();
        let placeholder = Ctx::new(
            State::new(MIN_SIDE, config.rules.pieces_per_player),
            Arc::clone(boards.shared(MIN_SIDE)),
            config.rules.maneuvers_per_turn,
        );
        let slot = host.context_slot(placeholder).ok();
        Self {
            host,
            slot,
            boards,
            first_turn_maneuvers: config.rules.first_turn_maneuvers,
            maneuvers_per_turn: config.rules.maneuvers_per_turn,
            has,
            pure,
            cache: (0..3 * SIDES).map(|_| OnceLock::new()).collect(),
            pieces_per_player: config.rules.pieces_per_player,
            runaways: Mutex::new(Vec::new()),
            any_runaway: AtomicBool::new(false),
        }
    }

    /// A veto of a pure hook: remembered per board side, cell and direction; asked with an
    /// empty board. `from` is [`NONE`] for a summon.
    fn pure_veto(
        &self,
        hook: usize,
        s: &State,
        from: u16,
        to: u16,
        ask: impl FnOnce(&State) -> Vote,
    ) -> Vote {
        let hex = self.boards.get(s.side);
        let blank = State::new(hex.side, self.pieces_per_player);
        // A traced action (the rules console) shows every hook it consults: none is remembered.
        if game_sdk::script::trace::tracing() {
            return ask(&blank);
        }
        let slot = match from {
            NONE => to as usize * 6,
            from => from as usize * 6 + hex.direction(from, to).unwrap_or(0),
        };
        let Some(table) = self
            .cache
            .get(hook * SIDES + (hex.side - MIN_SIDE) as usize)
        else {
            return ask(&blank);
        };
        let table = table.get_or_init(|| (0..hex.len() * 6).map(|_| OnceLock::new()).collect());
        match table.get(slot) {
            Some(answer) => answer.get_or_init(|| ask(&blank)).clone(),
            None => ask(&blank),
        }
    }

    /// The script functions that are not Palagan hooks, with where they are defined.
    pub fn unknown_functions(host: &ScriptHost) -> Vec<ScriptError> {
        host.hook_names()
            .filter(|n| !HOOK_NAMES.contains(n))
            .map(|n| {
                let (file, line) = host.defined_at(n).unwrap_or(("scripts", 0));
                let hint = game_sdk::diag::did_you_mean(n, HOOK_NAMES.iter().copied())
                    .map(|h| format!("; did you mean `{h}`?"))
                    .unwrap_or_default();
                ScriptError::new(
                    file,
                    line,
                    format!(
                        "`{n}` is not a Palagan hook (hooks: {}); make helpers `local`{hint}",
                        HOOK_NAMES.join(", ")
                    ),
                )
            })
            .collect()
    }

    fn ctx(&self, s: &State) -> Ctx {
        let limit = if s.turn <= 1 {
            self.first_turn_maneuvers
        } else {
            self.maneuvers_per_turn
        };
        Ctx::new(*s, Arc::clone(self.boards.shared(s.side)), limit)
    }

    /// Calls `hook` with the context of `s`; `key` is what the call is about besides the hook
    /// (its cells), for the generator it draws from ([`generator`]).
    fn call<A: IntoLuaMulti, R: FromLuaMulti>(
        &self,
        hook: usize,
        s: &State,
        key: &[u16],
        args: A,
        log: &mut Vec<LogLine>,
    ) -> Result<R, ScriptError> {
        let mut ctx = self.ctx(s);
        let mut rng = self.generator(s, hook, key);
        match &self.slot {
            Some(slot) => {
                self.host
                    .call_slot(slot, HOOK_NAMES[hook], &mut ctx, args, &mut rng, log)
            }
            None => self
                .host
                .call(HOOK_NAMES[hook], &mut ctx, args, &mut rng, log),
        }
    }

    /// One of `final_scores`' two answers, read strictly: an integer (a float with an integer
    /// value counts), or an error saying whose score is missing or wrong (a hook that returns
    /// one value leaves White's `nil`).
    fn score(&self, value: mlua::Value, whose: &str) -> Result<i64, Refusal> {
        match value {
            mlua::Value::Integer(i) => Ok(i),
            mlua::Value::Number(f) if f.fract() == 0.0 && f.abs() < 9.0e15 => Ok(f as i64),
            other => {
                let name = HOOK_NAMES[FINAL_SCORES];
                let (file, line) = self.host.defined_at(name).unwrap_or(("scripts", 0));
                let got = match &other {
                    mlua::Value::Nil => "nothing".to_string(),
                    mlua::Value::String(t) => {
                        format!("the string \"{}\"", clean_text(&t.as_bytes(), 64))
                    }
                    v => format!("a {}", v.type_name()),
                };
                Err(Refusal::from(
                    ScriptError::new(
                        file,
                        line,
                        format!(
                            "`{name}` returned {got} for {whose}'s score: it returns two \
                             integers, Black's score then White's (`return black, white`)"
                        ),
                    )
                    .in_hook(file, name),
                ))
            }
        }
    }

    /// The generator a call draws from: [`generator`] when some script uses `math.random`
    /// (else the SDK lends none, and any will do).
    fn generator(&self, s: &State, hook: usize, key: &[u16]) -> GameRng {
        if self.host.uses_random() {
            generator(s, hook, key)
        } else {
            GameRng::from_seed(0)
        }
    }

    /// The error `hook` ran away with in `s`, if it did (see `runaways`).
    fn ran_away(&self, hook: usize, s: &State) -> Option<ScriptError> {
        if !self.any_runaway.load(Ordering::Relaxed) {
            return None;
        }
        let runaways = self.runaways.lock().ok()?;
        runaways
            .iter()
            .find(|(h, state, _)| *h == hook && state == s)
            .map(|(_, _, e)| e.clone())
    }

    fn veto(&self, hook: usize, s: &State, key: &[u16], args: impl IntoLuaMulti) -> Vote {
        if let Some(e) = self.ran_away(hook, s) {
            return Vote::Failed(Arc::new(e));
        }
        match self.call::<_, Verdict>(hook, s, key, args, &mut Vec::new()) {
            Ok(Verdict(None)) => Vote::Allow,
            Ok(Verdict(Some(reason))) if reason.is_empty() => {
                let (file, line) = self
                    .host
                    .defined_at(HOOK_NAMES[hook])
                    .unwrap_or(("scripts", 0));
                Vote::Forbid(Arc::from(format!(
                    "refused by a house rule ({file}:{line})"
                )))
            }
            Ok(Verdict(Some(reason))) => Vote::Forbid(Arc::from(reason)),
            Err(e) => {
                // A spent view total is the view's, not this question's: not remembered.
                if e.is_runaway()
                    && e.is_repeatable()
                    && let Ok(mut runaways) = self.runaways.lock()
                {
                    if runaways.len() >= MAX_RUNAWAYS {
                        runaways.remove(0);
                    }
                    runaways.push((hook, *s, e.clone()));
                    self.any_runaway.store(true, Ordering::Relaxed);
                }
                Vote::Failed(Arc::new(e))
            }
        }
    }
}

impl LuaHooks {
    /// Why the scripts forbid `m` in `s`, if they do: the kind's own hook (remembered when
    /// pure), then `veto_maneuver`.
    fn verdict(&self, s: &State, m: &Maneuver) -> Option<Arc<str>> {
        let hex = self.boards.get(s.side);
        let name = |c: u16| hex.name(c).to_string();
        let (kind, specific, from, to) = match *m {
            Maneuver::Summon(c) => ("summon", VETO_SUMMON, None, c),
            Maneuver::Step { from, to } => {
                if s.stones[1 - s.to_move as usize].has(to) {
                    ("push", VETO_PUSH, Some(from), to)
                } else {
                    ("move", VETO_MOVE, Some(from), to)
                }
            }
        };
        if self.has[specific] {
            let ask = |s: &State| match from {
                None => self.veto(specific, s, &[to], name(to)),
                Some(from) => {
                    let beyond = hex
                        .direction(from, to)
                        .map(|d| hex.step(to, d))
                        .filter(|&b| (b as usize) < hex.len())
                        .map(name);
                    if specific == VETO_PUSH {
                        self.veto(specific, s, &[from, to], (name(from), name(to), beyond))
                    } else {
                        self.veto(specific, s, &[from, to], (name(from), name(to)))
                    }
                }
            };
            let reason = if self.pure[specific] {
                self.pure_veto(specific, s, from.unwrap_or(NONE), to, ask)
            } else {
                ask(s)
            }
            .reason();
            if reason.is_some() {
                return reason;
            }
        }
        if self.has[VETO_MANEUVER] {
            return self
                .veto(
                    VETO_MANEUVER,
                    s,
                    &[from.unwrap_or(NONE), to],
                    (kind, name(to), from.map(name)),
                )
                .reason();
        }
        None
    }
}

impl Hooks for LuaHooks {
    /// The hooks' own context over a copy of `s`: it has no method that changes the match, and
    /// `math.random` draws from a stream of the position as a hook's does (the console's own).
    fn console(
        &self,
        s: &State,
        code: &str,
    ) -> Result<game_sdk::script::ConsoleAnswer, game_sdk::script::ConsoleRefusal> {
        let mut ctx = self.ctx(s);
        let mut rng = generator(s, HOOK_NAMES.len(), &[]);
        Ok(self.host.eval(code, &mut ctx, &mut rng)?)
    }

    fn vetoes_maneuvers(&self) -> bool {
        self.has[VETO_SUMMON]
            || self.has[VETO_MOVE]
            || self.has[VETO_PUSH]
            || self.has[VETO_MANEUVER]
    }

    fn vetoes_end(&self) -> bool {
        self.has[VETO_END]
    }

    fn veto_maneuver(&self, s: &State, m: &Maneuver) -> Option<String> {
        self.verdict(s, m).map(|r| r.to_string())
    }

    fn is_vetoed(&self, s: &State, m: &Maneuver) -> bool {
        self.verdict(s, m).is_some()
    }

    fn veto_end(&self, s: &State) -> Option<String> {
        if !self.has[VETO_END] {
            return None;
        }
        self.veto(VETO_END, s, &[], ())
            .reason()
            .map(|r| r.to_string())
    }

    fn after_capture(
        &self,
        s: &State,
        event: &CaptureEvent,
        log: &mut Vec<LogLine>,
    ) -> Result<(), Refusal> {
        if !self.has[AFTER_CAPTURE] {
            return Ok(());
        }
        let hex = self.boards.get(s.side);
        let cells: Vec<String> = event
            .cells
            .iter()
            .map(|&c| hex.name(c).to_string())
            .collect();
        // A line for every player: a string made safe to print (invalid UTF-8 is no error), or
        // a `text(...)`, which the host shows in each player's language.
        let line: Option<PlayerText> =
            self.call(AFTER_CAPTURE, s, &event.cells, (event.by, cells), log)?;
        log.extend(line.map(|l| LogLine::public(l.into_string())));
        Ok(())
    }

    fn final_scores(&self, s: &State, scores: &mut [i64; 2]) -> Result<(), Refusal> {
        if !self.has[FINAL_SCORES] {
            return Ok(());
        }
        let (black, white): (mlua::Value, mlua::Value) = self.call(
            FINAL_SCORES,
            s,
            &[],
            (scores[0], scores[1]),
            &mut Vec::new(),
        )?;
        *scores = [self.score(black, "Black")?, self.score(white, "White")?];
        Ok(())
    }
}

/// The generator `math.random` draws from in a call of hook number `hook` (in [`HOOK_NAMES`];
/// the console is one more) about `key` (the call's cells) in `s`: a stream made from the
/// match's seed, how far the match has got (turn and maneuvers made) and the call. Every draw
/// moves the stream on, so two draws in a call differ; two calls about different things, or in
/// different turns or after another maneuver, draw from different streams; the same seed and
/// actions give the same draws; and a question asked again about the same position (a veto
/// while the legal actions are listed, in the look-ahead and when the action is applied;
/// `final_scores` whenever the result is shown) gets the same answer, so the legal list agrees
/// with what is played.
pub fn generator(s: &State, hook: usize, key: &[u16]) -> GameRng {
    let mut h = SeedMix::new(s.seed)
        .int(u64::from(s.turn))
        .int(u64::from(s.made))
        .int(hook as u64)
        .int(key.len() as u64);
    for &c in key {
        h = h.int(u64::from(c));
    }
    h.rng()
}

/// The rules console ([`game_sdk::Game::console`]): `code` evaluated in the hooks' read-only
/// context; rules without scripts have no sandbox to evaluate in.
pub(crate) fn console(
    g: &crate::Palagan,
    s: &State,
    code: &str,
) -> Result<game_sdk::script::ConsoleAnswer, game_sdk::script::ConsoleRefusal> {
    match &g.hooks {
        Some(hooks) => hooks.console(s, code),
        None => Err(game_sdk::script::ConsoleRefusal::Unavailable(
            "these Palagan rules load no scripts: the console evaluates Lua in a \
             ruleset's script sandbox (try --ruleset territory or no-edge-summon)"
                .into(),
        )),
    }
}

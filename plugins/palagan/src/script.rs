//! House rules in Lua: [`LuaHooks`] implements [`Hooks`] by calling the functions the ruleset's
//! scripts return, each with a [`Ctx`] — a read-only view of the position whose methods answer
//! by cell names and numbers. Documented for script authors in `scripts/palagan/API.md`.

use crate::config::Config;
use crate::hooks::{CaptureEvent, Hooks};
use crate::state::board::{Bits, Boards, Hex, MAX_SIDE, MIN_SIDE, NONE};
use crate::state::{Maneuver, State};
use crate::{COLOURS, Palagan};
use game_sdk::script::mlua::{self, Lua, Value};
use game_sdk::script::{
    FromLua, FromLuaMulti, IntoLuaMulti, MAX_LINE_BYTES, ScriptError, ScriptHost, UserData,
    UserDataMethods, clean_text, faults,
};
use game_sdk::{GameRng, LogLine};
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

/// What a veto hook said: allowed, forbidden with a reason, or it failed (then the move is
/// forbidden with the error as its reason, and the error is reported to whoever is watching
/// the scripts, every time the answer is used: see `game_sdk::script::faults`).
#[derive(Clone, Debug)]
enum Vote {
    Allow,
    Forbid(Arc<str>),
    Failed(Arc<ScriptError>),
}

impl Vote {
    fn reason(self) -> Option<Arc<str>> {
        match self {
            Vote::Allow => None,
            Vote::Forbid(reason) => Some(reason),
            Vote::Failed(e) => {
                faults::report(&e);
                Some(Arc::from(e.to_string()))
            }
        }
    }
}

/// The Lua house rules of a ruleset.
#[derive(Debug)]
pub struct LuaHooks {
    host: ScriptHost,
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
        Self {
            host,
            boards: Boards::new(),
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
        let slot = match from {
            NONE => to as usize * 6,
            from => from as usize * 6 + hex.direction(from, to).unwrap_or(0),
        };
        let blank = State::new(hex.side, self.pieces_per_player);
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
        Ctx {
            s: *s,
            hex: Arc::clone(self.boards.shared(s.side)),
            limit,
        }
    }

    fn call<A: IntoLuaMulti, R: FromLuaMulti>(
        &self,
        hook: usize,
        s: &State,
        args: A,
        log: &mut Vec<LogLine>,
    ) -> Result<R, ScriptError> {
        let mut ctx = self.ctx(s);
        // Palagan has no dice: `math.random` in a hook is seeded by the position's turn, so
        // the same position always gets the same answer (legal lists stay consistent).
        let mut rng = GameRng::from_seed(u64::from(s.turn));
        self.host
            .call(HOOK_NAMES[hook], &mut ctx, args, &mut rng, log)
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

    fn veto(&self, hook: usize, s: &State, args: impl IntoLuaMulti) -> Vote {
        if let Some(e) = self.ran_away(hook, s) {
            return Vote::Failed(Arc::new(e));
        }
        match self.call::<_, Verdict>(hook, s, args, &mut Vec::new()) {
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
                if e.is_runaway()
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
                None => self.veto(specific, s, name(to)),
                Some(from) => {
                    let beyond = hex
                        .direction(from, to)
                        .map(|d| hex.step(to, d))
                        .filter(|&b| (b as usize) < hex.len())
                        .map(name);
                    if specific == VETO_PUSH {
                        self.veto(specific, s, (name(from), name(to), beyond))
                    } else {
                        self.veto(specific, s, (name(from), name(to)))
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
                .veto(VETO_MANEUVER, s, (kind, name(to), from.map(name)))
                .reason();
        }
        None
    }
}

impl Hooks for LuaHooks {
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
        self.veto(VETO_END, s, ()).reason().map(|r| r.to_string())
    }

    fn after_capture(
        &self,
        s: &State,
        event: &CaptureEvent,
        log: &mut Vec<LogLine>,
    ) -> Result<(), String> {
        if !self.has[AFTER_CAPTURE] {
            return Ok(());
        }
        let hex = self.boards.get(s.side);
        let cells: Vec<String> = event
            .cells
            .iter()
            .map(|&c| hex.name(c).to_string())
            .collect();
        let line: Option<mlua::LuaString> = self
            .call(AFTER_CAPTURE, s, (event.by, cells), log)
            .map_err(|e| e.to_string())?;
        // A line for every player: made safe to print (and invalid UTF-8 is no error).
        log.extend(line.map(|l| LogLine::public(clean_text(&l.as_bytes(), MAX_LINE_BYTES))));
        Ok(())
    }

    fn final_scores(&self, s: &State, scores: &mut [i64; 2]) -> Result<(), String> {
        if !self.has[FINAL_SCORES] {
            return Ok(());
        }
        let (black, white): (i64, i64) = self
            .call(FINAL_SCORES, s, (scores[0], scores[1]), &mut Vec::new())
            .map_err(|e| e.to_string())?;
        *scores = [black, white];
        Ok(())
    }
}

/// What a veto hook returned: `nil`/`false` allows, `true` forbids, a string forbids with that
/// reason (`Some("")` for `true`).
struct Verdict(Option<String>);

impl FromLua for Verdict {
    fn from_lua(value: Value, _: &Lua) -> mlua::Result<Self> {
        match value {
            Value::Nil | Value::Boolean(false) => Ok(Verdict(None)),
            Value::Boolean(true) => Ok(Verdict(Some(String::new()))),
            // A reason is shown to the player: made safe to print, and never an error.
            Value::String(s) => Ok(Verdict(Some(clean_text(&s.as_bytes(), MAX_LINE_BYTES)))),
            other => Err(mlua::Error::FromLuaConversionError {
                from: other.type_name(),
                to: "nil, a boolean or a string".into(),
                message: None,
            }),
        }
    }
}

/// The Lua strings of the cell names, per board side (see [`Ctx::names`]).
struct NameCache(Vec<Option<Vec<mlua::LuaString>>>);

/// The context a hook receives as `ctx`: a copy of the position and its board, read through
/// methods (`scripts/palagan/API.md`). Cells are names (`"f6"`), seats are 0 (Black) and 1
/// (White).
#[derive(Clone, Debug)]
pub struct Ctx {
    s: State,
    hex: Arc<Hex>,
    limit: u8,
}

fn err(msg: impl Into<String>) -> mlua::Error {
    mlua::Error::RuntimeError(msg.into())
}

fn seat(seat: i64) -> mlua::Result<usize> {
    match seat {
        0 | 1 => Ok(seat as usize),
        _ => Err(err(format!(
            "seat {seat} does not exist (0 is Black, 1 is White)"
        ))),
    }
}

impl Ctx {
    fn cell(&self, name: &str) -> mlua::Result<u16> {
        self.hex.parse(name).ok_or_else(|| {
            err(format!(
                "`{name}` is not a cell of this board (side {})",
                self.hex.side
            ))
        })
    }

    fn owner(&self, c: u16) -> Option<u8> {
        (0..2u8).find(|&p| self.s.stones[p as usize].has(c))
    }

    /// A Lua list of the names of `cells`. The names are Lua strings made once per Lua state
    /// and board side (kept in the state's app data): making a string costs far more than
    /// pushing a made one.
    fn names(&self, lua: &Lua, cells: Bits) -> mlua::Result<mlua::Table> {
        let side = (self.hex.side - MIN_SIDE) as usize;
        let made = lua
            .app_data_ref::<NameCache>()
            .is_some_and(|c| c.0.get(side).is_some_and(Option::is_some));
        if !made {
            let strings = (0..self.hex.len() as u16)
                .map(|c| lua.create_string(self.hex.name(c)))
                .collect::<mlua::Result<Vec<_>>>()?;
            let mut cache = lua
                .remove_app_data::<NameCache>()
                .unwrap_or_else(|| NameCache(vec![None; SIDES]));
            if let Some(slot) = cache.0.get_mut(side) {
                *slot = Some(strings);
            }
            lua.set_app_data(cache);
        }
        let cache = lua.app_data_ref::<NameCache>();
        match cache
            .as_ref()
            .and_then(|c| c.0.get(side))
            .and_then(Option::as_ref)
        {
            Some(names) => {
                lua.create_sequence_from(cells.iter().filter_map(|c| names.get(c as usize)))
            }
            None => lua.create_sequence_from(cells.iter().map(|c| self.hex.name(c))),
        }
    }
}

impl UserData for Ctx {
    fn add_methods<M: UserDataMethods<Self>>(m: &mut M) {
        // The board.
        m.add_method("side", |_, this, ()| Ok(this.hex.side));
        m.add_method("cell_count", |_, this, ()| Ok(this.hex.len()));
        m.add_method("cells", |lua, this, ()| this.names(lua, *this.hex.all()));
        m.add_method("is_cell", |_, this, name: String| {
            Ok(this.hex.parse(&name).is_some())
        });
        m.add_method("neighbours", |lua, this, name: String| {
            let c = this.cell(&name)?;
            this.names(lua, *this.hex.neighbours(c))
        });
        m.add_method("is_edge", |_, this, name: String| {
            let c = this.cell(&name)?;
            Ok(this.hex.neighbours(c).count() < 6)
        });
        // The pieces.
        m.add_method("owner", |_, this, name: String| {
            let c = this.cell(&name)?;
            Ok(this.owner(c))
        });
        m.add_method("is_empty", |_, this, name: String| {
            let c = this.cell(&name)?;
            Ok(this.owner(c).is_none())
        });
        m.add_method("pieces", |lua, this, s: i64| {
            this.names(lua, this.s.stones[seat(s)?])
        });
        m.add_method("on_board", |_, this, s: i64| {
            Ok(this.s.stones[seat(s)?].count())
        });
        m.add_method("reserve", |_, this, s: i64| Ok(this.s.reserve[seat(s)?]));
        m.add_method("captured", |_, this, s: i64| Ok(this.s.captured[seat(s)?]));
        m.add_method("cluster", |lua, this, name: String| {
            let c = this.cell(&name)?;
            let cluster = match this.owner(c) {
                None => Bits::EMPTY,
                Some(p) => {
                    let empty = Palagan::empty(&this.hex, &this.s);
                    Palagan::cluster(&this.hex, &this.s.stones[p as usize], &empty, c).0
                }
            };
            this.names(lua, cluster)
        });
        m.add_method("liberties", |_, this, name: String| {
            let c = this.cell(&name)?;
            Ok(match this.owner(c) {
                None => 0,
                Some(p) => {
                    let empty = Palagan::empty(&this.hex, &this.s);
                    let (cluster, _) =
                        Palagan::cluster(&this.hex, &this.s.stones[p as usize], &empty, c);
                    let mut around = Bits::EMPTY;
                    for x in cluster.iter() {
                        around = around.or(this.hex.neighbours(x));
                    }
                    around.and(&empty).count()
                }
            })
        });
        // The turn.
        m.add_method("to_move", |_, this, ()| Ok(this.s.to_move));
        m.add_method("opponent", |_, _, s: i64| Ok(1 - seat(s)?));
        m.add_method(
            "colour",
            |_, _, s: i64| Ok(COLOURS[seat(s)?].to_lowercase()),
        );
        m.add_method("turn", |_, this, ()| Ok(this.s.turn));
        m.add_method("maneuvers_made", |_, this, ()| Ok(this.s.made));
        m.add_method("maneuvers_left", |_, this, ()| {
            Ok(this.limit.saturating_sub(this.s.made))
        });
        m.add_method("captured_this_turn", |_, this, ()| {
            Ok(this.s.captured_this_turn)
        });
        m.add_method("summoned_this_turn", |_, this, ()| {
            Ok(this.s.summoned_this_turn)
        });
        m.add_method("idle_turns", |_, this, ()| Ok(this.s.idle_turns));
        m.add_method("is_over", |_, this, ()| Ok(this.s.over.is_some()));
    }
}

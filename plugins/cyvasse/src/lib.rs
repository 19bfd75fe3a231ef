//! Cyvasse (rules `rules/cyvasse.md`, CYV-1 … CYV-9) as a game plugin.
//!
//! - [`config`]: the ruleset keys (units, capture table, terrain and its hooks, setup, draws).
//! - [`script`]: the Lua tile hooks: their context and how they are asked.
//! - `rules`: movement, attacks, the setup phase and its feasibility checks.
//! - `view`: what a viewer sees (the scene, the legend) and writes (notation, click paths).
//! - [`scenario`]: the scenario format (a whole position in TOML).

pub mod config;
mod counters;
mod fit;
mod rules;
pub mod scenario;
pub mod script;
mod view;

use config::{Config, NamedSetup, Reach};
use game_sdk::ruleset;
use game_sdk::scene::{Effect, ElementId, Scene};
use game_sdk::script::{ScriptHost, ScriptLimits};
use game_sdk::{
    Diagnostic, Diagnostics, Game, GameInfo, GameRng, Illegal, LogLine, Outcome, RulesetSource,
    Status, Viewer,
};
use script::{Defence, StepFx, TileCtx, UnitView};
use serde::{Deserialize, Serialize};

/// Files and ranks of the board (CYV-1).
pub const SIDE: usize = 8;
pub const CELLS: usize = SIDE * SIDE;

/// A unit kind, compiled.
#[derive(Clone, Debug)]
pub struct Kind {
    pub id: String,
    pub title: String,
    pub label: String,
    pub rank: u32,
    pub moves: Reach,
    pub attack: Option<Reach>,
    pub melee: bool,
    pub text: String,
    pub view: UnitView,
}

/// A terrain kind, compiled.
#[derive(Clone, Debug)]
pub struct Terrain {
    pub id: String,
    pub title: String,
    pub text: String,
    pub max_group: u32,
    pub pure: bool,
    pub hooks: config::TerrainHooks,
    /// How many tiles of it a player lays (for the fill terrain: what is left over).
    pub count: u32,
}

/// A named setup, compiled for White: (cell, terrain) and (cell, kind) by index.
#[derive(Clone, Debug)]
pub struct Setup {
    pub name: String,
    pub tiles: Vec<(usize, u8)>,
    pub units: Vec<(usize, u8)>,
}

/// A compiled ruleset.
#[derive(Debug)]
pub struct Cyvasse {
    pub config: Config,
    pub kinds: Vec<Kind>,
    pub terrains: Vec<Terrain>,
    pub fill: u8,
    pub army: Vec<u8>,
    /// `capture[attacker][target]` (CYV-6).
    pub capture: Vec<Vec<bool>>,
    pub decisive: Vec<bool>,
    /// `step[terrain][kind]`, for pure terrains.
    step: Vec<Vec<StepFx>>,
    /// `defence[terrain][attacker][target]`, for pure terrains.
    defence: Vec<Vec<Vec<Defence>>>,
    pub setups: Vec<Setup>,
    /// Terrain indices in the order a greedy completion lays them: those with a group limit
    /// first (CYV-2 feasibility check).
    tile_order: Vec<usize>,
    scripts: Option<ScriptHost>,
    pub hidden: bool,
    pub first: u8,
}

/// A unit on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Unit {
    pub owner: u8,
    pub kind: u8,
    /// Entered water (or the like): cannot act on its owner's next turn (CYV-5).
    pub stuck: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// The seat to move builds its homeland (CYV-2).
    Setup,
    Battle,
    Over,
}

/// The state of a match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    pub phase: Phase,
    /// Terrain index per cell, `a1, b1, …, h8`.
    pub terrain: Vec<u8>,
    /// Ruined cells (a destroyed fortress), one bit per cell: no further effect.
    pub ruined: u64,
    pub units: Vec<Option<Unit>>,
    pub ready: [bool; 2],
    pub to_move: u8,
    /// Battle turns played so far (auto-passes included).
    pub turn: u32,
    /// Consecutive turns without a capture (CYV-8).
    pub quiet: u32,
    pub captures: [u32; 2],
    /// Every unit captured so far, in the order taken (`owner`: the side that lost it).
    #[serde(default)]
    pub taken: Vec<Unit>,
    /// The last battle action, for the scene's highlights.
    pub last: Option<LastAction>,
    pub winner: Option<u8>,
    pub reason: String,
    pub rng: GameRng,
}

/// What the last battle action did, as cells (indices `a1 = 0 … h8 = 63`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastAction {
    /// Where the acting unit stood.
    pub from: u8,
    /// Where it stands now: `from` after a shot, or after a melee attack on a protected
    /// unit from the next cell.
    pub to: u8,
    /// The attacked cell (melee or shot).
    pub target: Option<u8>,
    /// Whether the unit on `target` was captured.
    pub captured: bool,
}

/// An action (notation in CYV-9).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// `tile a1 mountain`
    Tile { cell: usize, terrain: u8 },
    /// `place a1 dragon`
    Place { cell: usize, kind: u8 },
    /// `ready`
    Ready,
    /// `setup random`: fill the rest of the homeland legally, from the match's RNG.
    RandomSetup,
    /// `setup <name>`: a named setup of the ruleset, on an untouched homeland.
    Named(usize),
    /// `b2-b4`
    Move { from: usize, to: usize },
    /// `b2xb5`: a melee attack (a capture, or the ruin of a fortress).
    Melee { from: usize, to: usize },
    /// `c1*c4`: a ranged attack.
    Shoot { from: usize, to: usize },
}

pub const SEATS: [&str; 2] = ["White", "Black"];

pub fn cell_name(c: usize) -> String {
    format!("{}{}", (b'a' + (c % SIDE) as u8) as char, c / SIDE + 1)
}

pub fn parse_cell(s: &str) -> Option<usize> {
    let b = s.as_bytes();
    if b.len() != 2 {
        return None;
    }
    let f = b[0].to_ascii_lowercase().checked_sub(b'a')? as usize;
    let r = b[1].checked_sub(b'1')? as usize;
    (f < SIDE && r < SIDE).then_some(r * SIDE + f)
}

/// Whether `cell` is in `seat`'s homeland (White ranks 1–4, Black 5–8).
pub fn home(seat: u8, cell: usize) -> bool {
    (cell / SIDE < SIDE / 2) == (seat == 0)
}

/// The cell seen from the other side (rank r ↔ 9 − r), for Black's named setups.
pub fn mirror(cell: usize) -> usize {
    (SIDE - 1 - cell / SIDE) * SIDE + cell % SIDE
}

impl Cyvasse {
    pub fn kind_index(&self, id: &str) -> Option<u8> {
        self.kinds.iter().position(|k| k.id == id).map(|i| i as u8)
    }

    pub fn terrain_index(&self, id: &str) -> Option<u8> {
        self.terrains
            .iter()
            .position(|t| t.id == id)
            .map(|i| i as u8)
    }

    /// The effects of the terrain at `cell` on a unit of `kind` owned by `owner`.
    pub fn fx(
        &self,
        s: &State,
        cell: usize,
        kind: u8,
        owner: u8,
    ) -> Result<StepFx, game_sdk::script::ScriptError> {
        if s.ruined & (1 << cell) != 0 {
            return Ok(StepFx::NONE);
        }
        self.fx_on(s.terrain[cell] as usize, cell, kind, owner, s.turn)
    }

    /// The effects of terrain `t` (not ruined) at `cell` on a unit of `kind` owned by `owner`.
    pub(crate) fn fx_on(
        &self,
        t: usize,
        cell: usize,
        kind: u8,
        owner: u8,
        turn: u32,
    ) -> Result<StepFx, game_sdk::script::ScriptError> {
        let terrain = &self.terrains[t];
        if terrain.pure {
            return Ok(self.pure_fx(t, kind));
        }
        let ctx = TileCtx {
            terrain: terrain.id.clone(),
            unit: self.kinds[kind as usize].view.clone(),
            target: None,
            place: Some(script::Place {
                cell: cell_name(cell),
                owner,
                turn,
            }),
        };
        script::eval_step(self.scripts.as_ref(), &terrain.hooks, &ctx)
    }

    /// The effects of a pure terrain on a unit kind, from the table built at compile time.
    pub(crate) fn pure_fx(&self, t: usize, kind: u8) -> StepFx {
        self.step[t][kind as usize]
    }

    /// What an attack by `attacker` (owned by `owner`) on a unit of kind `target` at `cell` does.
    pub fn defence(
        &self,
        s: &State,
        cell: usize,
        attacker: u8,
        target: u8,
        owner: u8,
    ) -> Result<Defence, game_sdk::script::ScriptError> {
        if s.ruined & (1 << cell) != 0 {
            return Ok(Defence::Ok);
        }
        let t = s.terrain[cell] as usize;
        let terrain = &self.terrains[t];
        if terrain.pure {
            return Ok(self.defence[t][attacker as usize][target as usize]);
        }
        let ctx = TileCtx {
            terrain: terrain.id.clone(),
            unit: self.kinds[attacker as usize].view.clone(),
            target: Some(self.kinds[target as usize].view.clone()),
            place: Some(script::Place {
                cell: cell_name(cell),
                owner,
                turn: s.turn,
            }),
        };
        script::eval_defence(self.scripts.as_ref(), &terrain.hooks, &ctx)
    }

    /// An empty board: every cell the fill terrain, White to set up.
    pub fn empty_state(&self, seed: u64) -> State {
        State {
            phase: Phase::Setup,
            terrain: vec![self.fill; CELLS],
            ruined: 0,
            units: vec![None; CELLS],
            ready: [false; 2],
            to_move: 0,
            turn: 0,
            quiet: 0,
            captures: [0; 2],
            taken: Vec::new(),
            last: None,
            winner: None,
            reason: String::new(),
            rng: GameRng::from_seed(seed),
        }
    }
}

fn compile_error(d: Diagnostic) -> Diagnostics {
    Diagnostics::one(d)
}

impl Game for Cyvasse {
    type State = State;
    type Action = Action;

    fn ruleset_keys() -> String {
        game_sdk::ruleset::keys_markdown::<Config>()
    }

    fn info() -> GameInfo {
        GameInfo {
            id: "cyvasse".into(),
            name: "Cyvasse".into(),
            version: env!("CARGO_PKG_VERSION").into(),
            description: "Build your homeland in secret, then capture the enemy King.".into(),
            seats: SEATS.iter().map(|s| s.to_string()).collect(),
            hidden_information: true,
        }
    }

    fn compile(source: &RulesetSource) -> Result<Self, Diagnostics> {
        let rs = ruleset::compile::<Config>(source, &Self::info().id)?;
        let cfg = rs.config.clone();
        let mut problems = Diagnostics::default();
        // Units.
        let kinds: Vec<Kind> = cfg
            .units
            .iter()
            .map(|(id, u)| Kind {
                id: id.clone(),
                title: u.title.clone(),
                label: u.label.clone(),
                rank: u.rank,
                moves: u.moves,
                attack: u.attack,
                melee: u.melee,
                text: u.text.clone(),
                view: UnitView::new(id, u),
            })
            .collect();
        if kinds.is_empty() || kinds.len() > 64 {
            return Err(compile_error(
                rs.error_at("units", "expected between 1 and 64 unit kinds"),
            ));
        }
        let kind_of = |id: &str| kinds.iter().position(|k| k.id == id).map(|i| i as u8);
        // Terrain.
        let limits = ScriptLimits {
            memory_bytes: rs.header.limits.memory_bytes,
            instructions: rs.header.limits.instructions,
        };
        let scripts = if rs.header.scripts.is_empty() {
            None
        } else {
            Some(ScriptHost::load(source, &rs.header.scripts, limits)?)
        };
        let mut terrains = Vec::new();
        for (id, t) in &cfg.terrain {
            for (key, name) in script::declared(&t.hooks) {
                if !scripts.as_ref().is_some_and(|h| h.has(name)) {
                    problems.push(rs.error_at(
                        &format!("terrain.{id}.hooks.{key}"),
                        format!("no script of this ruleset defines the function `{name}`"),
                    ));
                }
            }
            terrains.push(Terrain {
                id: id.clone(),
                title: t.title.clone(),
                text: t.text.clone(),
                max_group: t.max_group,
                pure: t.pure,
                hooks: t.hooks.clone(),
                count: 0,
            });
        }
        if terrains.is_empty() || terrains.len() > 64 {
            problems.push(rs.error_at("terrain", "expected between 1 and 64 terrain kinds"));
        }
        if !problems.is_empty() {
            return Err(problems);
        }
        let terrain_of = |terrains: &[Terrain], id: &str| {
            terrains.iter().position(|t| t.id == id).map(|i| i as u8)
        };
        let Some(fill) = terrain_of(&terrains, &cfg.setup.fill) else {
            return Err(compile_error(rs.error_at(
                "setup.fill",
                format!("`setup.fill` = \"{}\" is not a terrain", cfg.setup.fill),
            )));
        };
        let mut total = 0;
        for (id, n) in &cfg.setup.tiles {
            match terrain_of(&terrains, id) {
                Some(t) => terrains[t as usize].count = *n,
                None => problems
                    .push(rs.error_at(&format!("setup.tiles.{id}"), format!("no terrain `{id}`"))),
            }
            total += n;
        }
        if total as usize != CELLS / 2 {
            problems.push(rs.error_at(
                "setup.tiles",
                format!(
                    "the tiles add up to {total}, expected {} (the cells of a homeland)",
                    CELLS / 2
                ),
            ));
        }
        let mut army = Vec::new();
        for (i, id) in cfg.setup.army.iter().enumerate() {
            match kind_of(id) {
                Some(k) => army.push(k),
                None => problems
                    .push(rs.error_at(&format!("setup.army[{i}]"), format!("no unit kind `{id}`"))),
            }
        }
        if army.is_empty() || army.len() > CELLS / 2 {
            problems.push(rs.error_at("setup.army", "expected 1 to 32 units"));
        }
        // Capture table (CYV-6).
        let n = kinds.len();
        let mut capture = vec![vec![false; n]; n];
        for (a, ka) in kinds.iter().enumerate() {
            for (t, kt) in kinds.iter().enumerate() {
                capture[a][t] = kt.rank <= ka.rank + cfg.capture.above;
            }
        }
        let mut decisive = vec![false; n];
        let c = &cfg.capture;
        for (key, list) in [
            ("capture.captures_any", &c.captures_any),
            ("capture.captured_by_any", &c.captured_by_any),
            ("capture.decisive", &c.decisive),
        ] {
            for (i, id) in list.iter().enumerate() {
                let Some(k) = kind_of(id) else {
                    problems.push(rs.error_at(&format!("{key}[{i}]"), format!("no unit `{id}`")));
                    continue;
                };
                let k = k as usize;
                match key {
                    "capture.captures_any" => capture[k].iter_mut().for_each(|x| *x = true),
                    "capture.captured_by_any" => capture.iter_mut().for_each(|row| row[k] = true),
                    _ => decisive[k] = true,
                }
            }
        }
        for (key, list, value) in [
            ("capture.also", &c.also, true),
            ("capture.never", &c.never, false),
        ] {
            for (i, pair) in list.iter().enumerate() {
                match pair.as_slice() {
                    [a, t] => match (kind_of(a), kind_of(t)) {
                        (Some(a), Some(t)) => capture[a as usize][t as usize] = value,
                        _ => problems.push(
                            rs.error_at(&format!("{key}[{i}]"), "names a unit that does not exist"),
                        ),
                    },
                    _ => problems.push(
                        rs.error_at(&format!("{key}[{i}]"), "expected a pair [attacker, target]"),
                    ),
                }
            }
        }
        if !problems.is_empty() {
            return Err(problems);
        }
        // Lookup tables for pure terrains: each hook once per kind (or pair of kinds).
        let mut step = vec![vec![StepFx::NONE; n]; terrains.len()];
        let mut defence = vec![vec![vec![Defence::Ok; n]; n]; terrains.len()];
        for (ti, t) in terrains.iter().enumerate() {
            if !t.pure {
                continue;
            }
            for (a, ka) in kinds.iter().enumerate() {
                let mut ctx = TileCtx {
                    terrain: t.id.clone(),
                    unit: ka.view.clone(),
                    target: None,
                    place: None,
                };
                step[ti][a] = script::eval_step(scripts.as_ref(), &t.hooks, &ctx)
                    .map_err(|e| compile_error(e.into()))?;
                if t.hooks.attack_into.is_some() {
                    for (d, kd) in kinds.iter().enumerate() {
                        ctx.target = Some(kd.view.clone());
                        defence[ti][a][d] = script::eval_defence(scripts.as_ref(), &t.hooks, &ctx)
                            .map_err(|e| compile_error(e.into()))?;
                    }
                }
            }
        }
        let mut tile_order: Vec<usize> = (0..terrains.len()).collect();
        tile_order.sort_by_key(|&t| terrains[t].max_group == 0);
        let mut game = Cyvasse {
            tile_order,
            hidden: cfg.setup.hidden,
            first: cfg.first_player.index(),
            config: cfg,
            kinds,
            terrains,
            fill,
            army,
            capture,
            decisive,
            step,
            defence,
            setups: Vec::new(),
            scripts,
        };
        let named: Vec<(String, NamedSetup)> = game
            .config
            .setups
            .iter()
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        for (name, setup) in named {
            match game.compile_setup(&name, &setup) {
                Ok(s) => game.setups.push(s),
                Err(msg) => problems.push(rs.error_at(&format!("setups.{name}"), msg)),
            }
        }
        problems.into_result(game)
    }

    fn start(&self, seed: u64) -> State {
        self.empty_state(seed)
    }

    fn scenario(&self, origin: &str, text: &str) -> Result<State, Diagnostic> {
        scenario::load(self, origin, text)
    }

    /// Units and terrain are indices into the ruleset's lists: they must all still exist.
    fn state_fits(&self, s: &State) -> Result<(), String> {
        if let Some(u) = s
            .units
            .iter()
            .flatten()
            .find(|u| u.kind as usize >= self.kinds.len())
        {
            return Err(format!(
                "a unit of kind #{} is on the board, these rules have {} kinds",
                u.kind + 1,
                self.kinds.len()
            ));
        }
        if let Some(t) = s
            .terrain
            .iter()
            .find(|t| **t as usize >= self.terrains.len())
        {
            return Err(format!(
                "terrain #{} is on the board, these rules have {} terrains",
                t + 1,
                self.terrains.len()
            ));
        }
        Ok(())
    }

    fn status(&self, s: &State) -> Status {
        match s.phase {
            Phase::Over => Status::Over(Outcome {
                winner: s.winner,
                scores: s.captures.iter().map(|&c| i64::from(c)).collect(),
                reason: s.reason.clone(),
            }),
            Phase::Setup => Status::ToMove {
                seat: s.to_move,
                prompt: format!("{}: set up your homeland", SEATS[s.to_move as usize]),
            },
            Phase::Battle => Status::ToMove {
                seat: s.to_move,
                prompt: format!(
                    "{}: move or attack with one unit",
                    SEATS[s.to_move as usize]
                ),
            },
        }
    }

    fn legal_actions(&self, s: &State) -> Vec<Action> {
        match s.phase {
            Phase::Over => Vec::new(),
            Phase::Setup => self.setup_actions(s),
            Phase::Battle => {
                let mut out = Vec::with_capacity(64);
                self.battle_actions(s, &mut out);
                out
            }
        }
    }

    fn apply(&self, s: &mut State, action: &Action, log: &mut Vec<LogLine>) -> Result<(), Illegal> {
        // Work on a copy: a refusal (or a failing script) leaves `s` exactly as it was.
        let mut next = s.clone();
        match s.phase {
            Phase::Over => return Err(Illegal::new("the match is over")),
            Phase::Setup => self.apply_setup(&mut next, action, log)?,
            Phase::Battle => self.apply_battle(&mut next, action, log)?,
        }
        *s = next;
        Ok(())
    }

    fn scene(&self, s: &State, viewer: Viewer) -> Scene {
        self.build_scene(s, viewer)
    }

    fn format_action(&self, _s: &State, action: &Action) -> String {
        self.format(action)
    }

    fn public_action(&self, s: &State, action: &Action) -> Option<String> {
        self.public(s, action)
    }

    fn parse_action(&self, _s: &State, text: &str) -> Result<Action, Illegal> {
        self.parse(text)
    }

    fn action_path(&self, _s: &State, action: &Action) -> Vec<ElementId> {
        self.path(action)
    }

    fn action_effect(&self, _s: &State, action: &Action) -> Effect {
        self.effect(action)
    }

    fn sample_hidden(&self, s: &State, seat: u8, rng: &mut GameRng) -> State {
        self.resample(s, seat, rng)
    }

    fn counters(&self, s: &State, action: &Action) -> Vec<String> {
        self.count(s, action)
    }

    /// In a bot's rollout the setup is one `setup random` (then `ready`) per seat instead of
    /// some thirty single placements, each of which lists every feasible placement first.
    fn rollout_action(&self, s: &State, _rng: &mut GameRng) -> Option<Action> {
        match s.phase {
            Phase::Setup if self.setup_complete(s, s.to_move) => Some(Action::Ready),
            Phase::Setup => Some(Action::RandomSetup),
            _ => None,
        }
    }

    /// A bot's hint in battle: the balance of material, each unit weighted by its rank, squashed into a win chance.
    fn evaluate(&self, s: &State, seat: u8) -> Option<f64> {
        if s.phase != Phase::Battle {
            return None;
        }
        let mut balance = 0.0;
        for u in s.units.iter().flatten() {
            let worth = f64::from(self.kinds.get(u.kind as usize).map_or(1, |k| k.rank));
            balance += if u.owner == seat { worth } else { -worth };
        }
        Some(0.5 + 0.5 * (balance / 12.0).tanh())
    }
}

game_sdk::export_game!(Cyvasse);

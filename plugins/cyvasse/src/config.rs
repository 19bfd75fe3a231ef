//! The ruleset keys of Cyvasse (see `rulesets/cyvasse/standard.toml`), declared once: serde
//! reads them strictly, the schema gives their ranges and documentation; then the game they
//! compile into ([`Cyvasse`]: units, terrains and the capture table by index).
//!
//! - `compile`: checking the keys and compiling a ruleset (what `Game::compile` calls), the
//!   named setups included.

mod compile;

pub(crate) use compile::compile;

use crate::script::{Defence, StepFx, UnitView};
use game_sdk::script::ScriptHost;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The keys of a Cyvasse ruleset.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(default, deny_unknown_fields)]
pub struct Config {
    /// The seat that makes the first move of the battle (CYV-1): `"white"` or `"black"`.
    pub first_player: SeatName,
    /// A draw when this many consecutive turns pass without a capture (CYV-8).
    #[schemars(range(min = 1, max = 100000))]
    pub quiet_turn_limit: u32,
    /// The setup phase (CYV-2).
    pub setup: SetupConfig,
    /// The unit kinds by id (`dragon`): movement, attack, rank, label (CYV-4, CYV-6).
    pub units: BTreeMap<String, UnitConfig>,
    /// Who may capture whom (CYV-6).
    pub capture: CaptureConfig,
    /// The terrain kinds by id (`mountain`) and the script hooks that give their effects (CYV-5).
    pub terrain: BTreeMap<String, TerrainConfig>,
    /// Named setups a player can apply with `setup <name>` (see `scripts/cyvasse/API.md`).
    pub setups: BTreeMap<String, NamedSetup>,
}

/// The standard rules' draw limit: also the default, so a ruleset without the key gets a real
/// battle (a default of 0, outside the allowed 1–100000, ended every battle at once).
pub const QUIET_TURN_LIMIT: u32 = 100;

impl Default for Config {
    fn default() -> Self {
        Config {
            first_player: SeatName::default(),
            quiet_turn_limit: QUIET_TURN_LIMIT,
            setup: SetupConfig::default(),
            units: BTreeMap::new(),
            capture: CaptureConfig::default(),
            terrain: BTreeMap::new(),
            setups: BTreeMap::new(),
        }
    }
}

/// A seat, by its lower-case name.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum SeatName {
    #[default]
    White,
    Black,
}

impl SeatName {
    pub fn index(self) -> u8 {
        match self {
            SeatName::White => 0,
            SeatName::Black => 1,
        }
    }
}

/// `[setup]`
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(default, deny_unknown_fields)]
pub struct SetupConfig {
    /// Whether each homeland is screened from the opponent until both players are ready.
    pub hidden: bool,
    /// The terrain every homeland cell has before a tile is laid on it; its count in `tiles` is
    /// what is left over once the other tiles are laid.
    pub fill: String,
    /// How many tiles of each terrain a player lays on their homeland; they must add up to the
    /// 32 cells of a homeland.
    pub tiles: BTreeMap<String, u32>,
    /// The units each player places, one entry per unit, in the order the controls show them.
    pub army: Vec<String>,
}

/// `[units.<id>]`
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct UnitConfig {
    /// The unit's name (`Light Horse`).
    pub title: String,
    /// Short label drawn on the piece (`LH`).
    #[schemars(length(min = 1, max = 3))]
    pub label: String,
    /// Rank, weakest first (CYV-6).
    #[schemars(range(min = 1, max = 100))]
    pub rank: u32,
    /// How far it moves in a straight line (CYV-4).
    pub moves: Reach,
    /// How far its ranged attack reaches; absent for units without one.
    #[serde(default)]
    pub attack: Option<Reach>,
    /// Whether it captures by moving onto an enemy (melee). Ranged units have `melee = false`.
    #[serde(default = "yes")]
    pub melee: bool,
    /// Free-form traits the tile scripts ask about (`ctx:has("flying")`).
    #[serde(default)]
    pub traits: Vec<String>,
    /// Hover help.
    #[serde(default)]
    pub text: String,
}

fn yes() -> bool {
    true
}

/// A reach in cells along the orthogonal and the diagonal directions (0: not that way).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(default, deny_unknown_fields)]
pub struct Reach {
    /// Cells along files and ranks.
    #[schemars(range(min = 0, max = 8))]
    pub orthogonal: u8,
    /// Cells along diagonals.
    #[schemars(range(min = 0, max = 8))]
    pub diagonal: u8,
}

/// `[capture]`: a unit may capture units of its own rank or lower, the units up to `above`
/// ranks above it, and then the exceptions.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(default, deny_unknown_fields)]
pub struct CaptureConfig {
    /// How many ranks above its own a unit may still capture.
    #[schemars(range(min = 0, max = 100))]
    pub above: u32,
    /// Units that may capture any unit.
    pub captures_any: Vec<String>,
    /// Units any unit may capture.
    pub captured_by_any: Vec<String>,
    /// Pairs `[attacker, target]` that may capture although the ranks say no.
    pub also: Vec<Vec<String>>,
    /// Pairs `[attacker, target]` that may not capture although the ranks say yes.
    pub never: Vec<Vec<String>>,
    /// Units whose capture ends the game (CYV-8).
    pub decisive: Vec<String>,
}

/// `[terrain.<id>]`
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TerrainConfig {
    /// The terrain's name (`Mountain`).
    pub title: String,
    /// Hover help.
    #[serde(default)]
    pub text: String,
    /// During setup, the largest group of orthogonally adjacent cells of this terrain a player
    /// may make in their homeland (0: no limit).
    #[serde(default)]
    #[schemars(range(min = 0, max = 32))]
    pub max_group: u32,
    /// Whether the hooks depend only on the unit kinds (not on the position): then they are
    /// called once per unit kind when the ruleset compiles and looked up afterwards. With
    /// `false` they are called on every use, with the cell and the turn in the context.
    #[serde(default = "yes")]
    pub pure: bool,
    /// The script functions giving this terrain's effects; a missing hook has no effect.
    #[serde(default)]
    pub hooks: TerrainHooks,
}

/// The names of a terrain's script functions (see `scripts/cyvasse/API.md`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(default, deny_unknown_fields)]
pub struct TerrainHooks {
    /// `enter(ctx) -> "ok" | "stop" | "blocked"`: may the unit enter (and pass) the cell.
    pub enter: Option<String>,
    /// `slow(ctx) -> integer`: how much entering lowers the unit's remaining range.
    pub slow: Option<String>,
    /// `lose_turn(ctx) -> boolean`: whether a unit ending its move here loses its next turn.
    pub lose_turn: Option<String>,
    /// `attack_from(ctx) -> boolean`: whether a unit standing here may attack.
    pub attack_from: Option<String>,
    /// `attack_into(ctx) -> "ok" | "immune" | "protect"`: an attack on a unit standing here.
    pub attack_into: Option<String>,
    /// `fire_through(ctx) -> boolean`: whether a ranged attack may pass over the cell.
    pub fire_through: Option<String>,
}

/// `[setups.<name>]`: a named setup, written for White (ranks 1–4); Black's is mirrored
/// (rank r becomes 9 − r).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(default, deny_unknown_fields)]
pub struct NamedSetup {
    /// The cells of each terrain but the fill terrain, e.g. `mountain = ["a1", "c1"]`.
    pub tiles: BTreeMap<String, Vec<String>>,
    /// The cell of each unit, e.g. `d1 = "king"`.
    pub units: BTreeMap<String, String>,
}

// ------------------------------------------------------------------ compiled

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
    pub hooks: TerrainHooks,
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
    pub(crate) step: Vec<Vec<StepFx>>,
    /// `defence[terrain][attacker][target]`, for pure terrains.
    pub(crate) defence: Vec<Vec<Vec<Defence>>>,
    pub setups: Vec<Setup>,
    /// Terrain indices in the order a greedy completion lays them: those with a group limit
    /// first (CYV-2 feasibility check).
    pub(crate) tile_order: Vec<usize>,
    pub(crate) scripts: Option<ScriptHost>,
    /// Whether every terrain is pure (its effects looked up in `step` and `defence`, no hook
    /// asked during play): battle actions are then listed by a loop over those tables.
    pub(crate) all_pure: bool,
    /// The pure terrains, one bit per terrain index.
    pub(crate) pure_terrains: u64,
    /// Per unit kind: the pure terrains it may stand on (not blocked), one bit per terrain.
    pub(crate) stand_terrains: Vec<u64>,
    /// `step_by_kind[kind][terrain]`: `step` per kind, for every byte a cell's terrain may
    /// hold (no effect past the ruleset's terrains), so that the battle's listing, which reads
    /// it at every cell it walks, needs no bounds check.
    pub(crate) step_by_kind: Vec<[StepFx; 256]>,
    /// Per kind and direction (`rules::DIRS` order): how far it moves.
    pub(crate) move_reach: Vec<[u8; 8]>,
    /// Per kind and direction: how far it shoots (0: no ranged attack that way).
    pub(crate) shot_reach: Vec<[u8; 8]>,
    pub hidden: bool,
    pub first: u8,
    /// This compiled ruleset's number, distinct from every other one compiled in the process
    /// (the thread's memo of setup listings tells rulesets apart by it).
    pub(crate) serial: u64,
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
}

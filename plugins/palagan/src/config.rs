//! The ruleset keys of Palagan (see `rulesets/palagan/standard.toml`), declared once: serde reads
//! them strictly, the schema gives their ranges and documentation, and the SDK's layered loader
//! (`game_sdk::ruleset::compile`) resolves `extends` and locates every problem. This file holds
//! the keys and their checks; [`compiled`] holds the compiled game ([`Palagan`]) and compiling a
//! ruleset source into it.

pub mod compiled;

pub use compiled::Palagan;
pub(crate) use compiled::compile;

use crate::state::board::{MAX_SIDE, MIN_SIDE};
use game_sdk::{Diagnostic, Diagnostics};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The keys of a Palagan ruleset. Every key has the default of the standard rules, so a file may
/// leave any of them out.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(default, deny_unknown_fields)]
pub struct Config {
    /// The board (PAL-1).
    pub board: BoardConfig,
    /// Pieces, turns, pushes, suicide and the end of the game (PAL-2 … PAL-7).
    pub rules: RulesConfig,
    /// How the engine calls the ruleset's Lua hooks (`scripts/palagan/API.md`).
    pub hooks: HooksConfig,
}

/// `[hooks]`
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(default, deny_unknown_fields)]
pub struct HooksConfig {
    /// Veto hooks whose answer depends only on their cell arguments, not on the position:
    /// each is asked once per cell (`veto_summon`) or pair of cells (`veto_move`, `veto_push`)
    /// and board side, with the context of an empty board, and the answer is remembered, so
    /// the veto costs a lookup instead of a Lua call. Each must be defined by a script.
    pub pure: Vec<PureHook>,
}

/// A veto hook that may be declared pure of position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum PureHook {
    VetoSummon,
    VetoMove,
    VetoPush,
}

impl PureHook {
    /// The hook's function name.
    pub fn name(self) -> &'static str {
        match self {
            PureHook::VetoSummon => "veto_summon",
            PureHook::VetoMove => "veto_move",
            PureHook::VetoPush => "veto_push",
        }
    }
}

/// `[board]`
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(default, deny_unknown_fields)]
pub struct BoardConfig {
    /// Cells per side of the hexagonal board (PAL-1): 6 gives 91 cells (files a–k), 8 gives 169.
    #[schemars(range(min = 2, max = 12))]
    pub side: u8,
}

impl Default for BoardConfig {
    fn default() -> Self {
        Self { side: 6 }
    }
}

/// `[rules]`
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(default, deny_unknown_fields)]
pub struct RulesConfig {
    /// Pieces each player starts with in reserve (PAL-2).
    #[schemars(range(min = 1, max = 999))]
    pub pieces_per_player: u16,
    /// Most maneuvers in the very first turn of the game (PAL-3); at most `maneuvers_per_turn`.
    #[schemars(range(min = 1, max = 4))]
    pub first_turn_maneuvers: u8,
    /// Most maneuvers in every later turn (PAL-3).
    #[schemars(range(min = 1, max = 4))]
    pub maneuvers_per_turn: u8,
    /// The game ends after this many consecutive turns (each player's turn counts one) without
    /// a capture or a summon (PAL-7 b).
    #[schemars(range(min = 1, max = 10000))]
    pub idle_turn_limit: u16,
    /// Pushing an opponent piece off the board (PAL-4): `"forbid"`, or `"capture"` (the piece is
    /// removed and credited to the pusher).
    pub push_off_board: PushOffBoard,
    /// Ending a turn with own clusters without liberties (PAL-6): `"forbid"`, or `"trade"`
    /// (allowed in a turn that captured at least one opponent cluster; those own clusters are
    /// then removed and credited to the opponent).
    pub suicide: Suicide,
}

impl Default for RulesConfig {
    fn default() -> Self {
        Self {
            pieces_per_player: 20,
            first_turn_maneuvers: 1,
            maneuvers_per_turn: 2,
            idle_turn_limit: 20,
            push_off_board: PushOffBoard::Forbid,
            suicide: Suicide::Forbid,
        }
    }
}

/// What pushing a piece off the board does.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum PushOffBoard {
    #[default]
    Forbid,
    Capture,
}

/// Whether a turn may end with own clusters without liberties.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Suicide {
    #[default]
    Forbid,
    Trade,
}

impl Config {
    /// The problems of keys that break a rule across keys, as (key path, message). The schema
    /// checks each key alone; this is what it cannot express.
    pub fn cross_problems(&self) -> Vec<(&'static str, String)> {
        let r = &self.rules;
        let mut out = Vec::new();
        if r.first_turn_maneuvers > r.maneuvers_per_turn {
            out.push((
                "rules.first_turn_maneuvers",
                format!(
                    "`first_turn_maneuvers` = {} is more than `maneuvers_per_turn` = {}: the \
                     first turn is the short one (it offsets the first player's advantage)",
                    r.first_turn_maneuvers, r.maneuvers_per_turn
                ),
            ));
        }
        out
    }

    /// Checks the keys of a config built in Rust (not read from a file): ranges and the
    /// checks across keys.
    pub fn validate(&self) -> Result<(), Diagnostics> {
        let mut out = Diagnostics::default();
        let r = &self.rules;
        let mut check = |ok: bool, msg: String| {
            if !ok {
                out.push(Diagnostic::file("<config>", msg));
            }
        };
        check(
            (MIN_SIDE..=MAX_SIDE).contains(&self.board.side),
            format!("board.side must be {MIN_SIDE}–{MAX_SIDE}"),
        );
        check(
            (1..=999).contains(&r.pieces_per_player),
            "rules.pieces_per_player must be 1–999".into(),
        );
        check(
            (1..=4).contains(&r.first_turn_maneuvers),
            "rules.first_turn_maneuvers must be 1–4".into(),
        );
        check(
            (1..=4).contains(&r.maneuvers_per_turn),
            "rules.maneuvers_per_turn must be 1–4".into(),
        );
        check(
            (1..=10_000).contains(&r.idle_turn_limit),
            "rules.idle_turn_limit must be 1–10000".into(),
        );
        for (key, msg) in self.cross_problems() {
            out.push(Diagnostic::file("<config>", format!("{key}: {msg}")));
        }
        out.into_result(())
    }
}

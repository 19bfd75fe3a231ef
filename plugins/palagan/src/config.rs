//! The ruleset keys and (until the SDK's layered loader lands) the parsing of a ruleset file.

use crate::board::{MAX_SIDE, MIN_SIDE};
use game_sdk::{Diagnostic, Diagnostics, RulesetSource};
use serde::Deserialize;

/// The ruleset keys of Palagan (see `rulesets/palagan/standard.toml`). Every key has the default
/// of the standard rules, so a file may leave any of them out.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Config {
    /// The board (PAL-1).
    #[serde(default)]
    pub board: BoardConfig,
    /// Pieces, turns, pushes, suicide and the end of the game (PAL-2 … PAL-7).
    #[serde(default)]
    pub rules: RulesConfig,
}

/// `[board]`
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct BoardConfig {
    /// Cells per side of the hexagonal board, 2–12 (6 gives 91 cells, 8 gives 169).
    pub side: u8,
}

impl Default for BoardConfig {
    fn default() -> Self {
        Self { side: 6 }
    }
}

/// `[rules]`
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct RulesConfig {
    /// Pieces each player starts with in reserve (1–999).
    pub pieces_per_player: u16,
    /// Most maneuvers in the very first turn of the game (1–4).
    pub first_turn_maneuvers: u8,
    /// Most maneuvers in every later turn (1–4).
    pub maneuvers_per_turn: u8,
    /// The game ends after this many consecutive turns (each player's turn counts one) without
    /// a capture or a summon (1–10000).
    pub idle_turn_limit: u16,
    /// Pushing an opponent piece off the board: `"forbid"`, or `"capture"` (the piece is removed
    /// and credited to the pusher).
    pub push_off_board: PushOffBoard,
    /// Ending a turn with own clusters without liberties: `"forbid"`, or `"trade"` (allowed in a
    /// turn that captured at least one opponent cluster; those own clusters are then removed and
    /// credited to the opponent).
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
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PushOffBoard {
    #[default]
    Forbid,
    Capture,
}

/// Whether a turn may end with own clusters without liberties.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Suicide {
    #[default]
    Forbid,
    Trade,
}

impl Config {
    /// Checks the ranges of the keys; `text` (the file the keys came from, if any) locates them.
    pub fn validate(&self, file: &str, text: &str) -> Result<(), Diagnostics> {
        let mut out = Diagnostics::default();
        let mut check = |ok: bool, key: &str, msg: &str| {
            if !ok {
                out.push(locate_key(file, text, key, msg));
            }
        };
        let r = &self.rules;
        check(
            (MIN_SIDE..=MAX_SIDE).contains(&self.board.side),
            "side",
            &format!("board.side must be {MIN_SIDE}–{MAX_SIDE}"),
        );
        check(
            (1..=999).contains(&r.pieces_per_player),
            "pieces_per_player",
            "rules.pieces_per_player must be 1–999",
        );
        check(
            (1..=4).contains(&r.first_turn_maneuvers),
            "first_turn_maneuvers",
            "rules.first_turn_maneuvers must be 1–4",
        );
        check(
            (1..=4).contains(&r.maneuvers_per_turn),
            "maneuvers_per_turn",
            "rules.maneuvers_per_turn must be 1–4",
        );
        check(
            (1..=10_000).contains(&r.idle_turn_limit),
            "idle_turn_limit",
            "rules.idle_turn_limit must be 1–10000",
        );
        out.into_result(())
    }
}

/// The temporary ruleset parser: the root file's TOML minus its header keys, deserialized into
/// [`Config`] and validated. `extends` is not resolved. Swap this one function for
/// `game_sdk::ruleset::compile::<Config>` when the SDK's layered loader lands.
pub fn parse_ruleset(source: &RulesetSource) -> Result<Config, Diagnostics> {
    let file = source.root.as_str();
    let text = source
        .text(file)
        .ok_or_else(|| Diagnostic::file(file, "the ruleset file is missing"))?;
    let err = |e: toml::de::Error| {
        let at = e.span().map_or(0, |s| s.start);
        Diagnostic::at_offset(file, text, at, e.message().trim().to_string())
    };
    // The header keys (read by the host and the loader) are accepted and ignored; reading the
    // file in one pass keeps toml's spans for error messages.
    #[derive(Deserialize)]
    #[serde(deny_unknown_fields)]
    struct File {
        #[serde(default)]
        board: BoardConfig,
        #[serde(default)]
        rules: RulesConfig,
        #[serde(default, rename = "game")]
        _game: Option<toml::Value>,
        #[serde(default, rename = "name")]
        _name: Option<toml::Value>,
        #[serde(default, rename = "description")]
        _description: Option<toml::Value>,
        #[serde(default, rename = "extends")]
        _extends: Option<toml::Value>,
        #[serde(default, rename = "scripts")]
        _scripts: Option<toml::Value>,
        #[serde(default, rename = "limits")]
        _limits: Option<toml::Value>,
        #[serde(default, rename = "drop_scripts")]
        _drop_scripts: Option<toml::Value>,
    }
    let f: File = toml::from_str(text).map_err(err)?;
    let config = Config {
        board: f.board,
        rules: f.rules,
    };
    config.validate(file, text)?;
    Ok(config)
}

/// A diagnostic at the first line that sets `key` (or at the whole file).
fn locate_key(file: &str, text: &str, key: &str, msg: &str) -> Diagnostic {
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let t = line.trim_start();
        if let Some(rest) = t.strip_prefix(key)
            && rest.trim_start().starts_with('=')
        {
            return Diagnostic::at_offset(file, text, offset + line.len() - t.len(), msg);
        }
        offset += line.len();
    }
    Diagnostic::file(file, msg)
}

//! Shared by the `ruleset_*` tests: a game config shaped like Palagan's, and helpers.
#![allow(dead_code)]

use game_sdk::ruleset::{self, Ruleset, RulesetSource};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// A Palagan-like game config.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(default, deny_unknown_fields)]
pub struct Config {
    /// The board.
    pub board: Board,
    /// Pieces each player starts with in reserve.
    #[schemars(range(min = 1, max = 100))]
    pub pieces_per_player: u32,
    /// What happens to a piece pushed off the board.
    pub push_off_board: PushOff,
    /// Cells that start occupied.
    #[schemars(length(max = 4))]
    pub start: Vec<String>,
}

impl Default for Config {
    fn default() -> Self {
        Self {
            board: Board::default(),
            pieces_per_player: 20,
            push_off_board: PushOff::Forbid,
            start: Vec::new(),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(default, deny_unknown_fields)]
pub struct Board {
    /// Cells per side of the hexagonal board.
    #[schemars(range(min = 2, max = 12))]
    pub side: u8,
    /// Names of the terrains.
    pub terrain: Vec<String>,
}

impl Default for Board {
    fn default() -> Self {
        Self {
            side: 6,
            terrain: vec!["grass".into()],
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum PushOff {
    Forbid,
    Capture,
}

pub const GAME: &str = "palagan";

/// A source whose root is the first file.
pub fn source(files: &[(&str, &str)]) -> RulesetSource {
    let mut s = RulesetSource::inline(files[0].0, files[0].1);
    for (path, text) in &files[1..] {
        s = s.with_file(path, text);
    }
    s
}

pub fn compile(files: &[(&str, &str)]) -> Result<Ruleset<Config>, Vec<String>> {
    ruleset::compile::<Config>(&source(files), GAME)
        .map_err(|d| d.0.iter().map(ToString::to_string).collect())
}

/// The problems of a ruleset that must not compile, as `file:line:col: message` lines.
pub fn errors(files: &[(&str, &str)]) -> Vec<String> {
    match compile(files) {
        Ok(r) => panic!("expected errors, compiled to {:?}", r.config),
        Err(e) => e,
    }
}

pub const STANDARD: &str = "rulesets/palagan/standard.toml";
pub const BIG: &str = "rulesets/palagan/big.toml";
pub const A: &str = "scripts/palagan/a.lua";
pub const B: &str = "scripts/palagan/b.lua";
pub const C: &str = "scripts/palagan/c.lua";

/// The base of most tests (line numbers matter: see the tests).
pub const STANDARD_TEXT: &str = r#"game = "palagan"
name = "Standard"
description = "The standard rules."
scripts = ["scripts/palagan/a.lua", "scripts/palagan/b.lua"]

pieces_per_player = 20
push_off_board = "forbid"
start = ["f6", "f7"]

[board]
side = 6
terrain = ["grass", "water"]

[limits]
memory_mb = 32
"#;

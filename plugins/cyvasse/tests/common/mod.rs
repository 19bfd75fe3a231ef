//! Helpers shared by the Cyvasse tests.
#![allow(dead_code, unused_imports, clippy::unwrap_used, clippy::expect_used)]

use cyvasse::{Cyvasse, State, parse_cell};
use game_sdk::Scenarios as _;
pub use game_sdk::testkit::{legal, play, try_play};
use game_sdk::{Game, RulesetSource};
use std::path::PathBuf;

pub fn content_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

pub fn source(name: &str) -> RulesetSource {
    RulesetSource::collect(&content_root(), &format!("rulesets/cyvasse/{name}.toml")).unwrap()
}

/// The ruleset `rulesets/cyvasse/<name>.toml` with its base and scripts, compiled.
pub fn ruleset(name: &str) -> Cyvasse {
    Cyvasse::compile(&source(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

pub fn standard() -> Cyvasse {
    ruleset("standard")
}

/// Loads `tests/scenarios/<name>.toml`.
pub fn scenario(game: &Cyvasse, name: &str) -> State {
    let path = format!("tests/scenarios/{name}.toml");
    let text = std::fs::read_to_string(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(&path))
        .unwrap_or_else(|e| panic!("{path}: {e}"));
    game.scenario(&path, &text)
        .unwrap_or_else(|e| panic!("{e}"))
}

pub fn is_legal(game: &Cyvasse, s: &State, text: &str) -> bool {
    legal(game, s).iter().any(|a| a == text)
}

/// The unit on `cell` as (owner, kind id).
pub fn at(game: &Cyvasse, s: &State, cell: &str) -> Option<(u8, String)> {
    s.units[parse_cell(cell).unwrap()].map(|u| (u.owner, game.kinds[u.kind as usize].id.clone()))
}

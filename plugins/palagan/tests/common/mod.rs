//! Helpers shared by the Palagan tests.
#![allow(dead_code, unused_imports, clippy::unwrap_used, clippy::expect_used)]

pub use game_sdk::testkit::{legal, play, try_play};
use game_sdk::{Game, RulesetSource};
use palagan::{Palagan, State};
use std::path::PathBuf;

pub fn content_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The ruleset `rulesets/palagan/<name>.toml`, read with its `extends` chain and scripts from the
/// repository (the content root is the workspace root) and compiled through `Game::compile`.
pub fn ruleset(name: &str) -> Palagan {
    Palagan::compile(&source(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// The files of the ruleset `rulesets/palagan/<name>.toml` as the host collects them.
pub fn source(name: &str) -> RulesetSource {
    RulesetSource::collect(&content_root(), &format!("rulesets/palagan/{name}.toml"))
        .unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// Every ruleset file shipped in `rulesets/palagan/`, by name.
pub fn all_rulesets() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(content_root().join("rulesets/palagan"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter_map(|f| f.strip_suffix(".toml").map(str::to_string))
        .collect();
    names.sort();
    names
}

pub fn standard() -> Palagan {
    ruleset("standard")
}

/// Loads `tests/scenarios/<name>.toml`.
pub fn scenario(game: &Palagan, name: &str) -> State {
    let path = format!("tests/scenarios/{name}.toml");
    let text = std::fs::read_to_string(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(&path))
        .unwrap_or_else(|e| panic!("{path}: {e}"));
    game.scenario(&path, &text)
        .unwrap_or_else(|e| panic!("{e}"))
}

/// Whether the piece on `cell` is `Some(colour)`.
pub fn at(game: &Palagan, s: &State, cell: &str) -> Option<u8> {
    let c = game.hex(s).parse(cell).unwrap();
    (0..2u8).find(|&p| s.stones[p as usize].has(c))
}

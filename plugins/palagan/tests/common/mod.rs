//! Helpers shared by the Palagan tests.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

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

/// Applies actions written in the notation, panicking on a refusal.
pub fn play(game: &Palagan, s: &mut State, actions: &[&str]) {
    for text in actions {
        let a = game
            .parse_action(s, text)
            .unwrap_or_else(|e| panic!("`{text}`: {e}"));
        game.apply(s, &a, &mut Vec::new())
            .unwrap_or_else(|e| panic!("`{text}` refused: {e}"));
    }
}

/// Tries one action; `Err` leaves `s` unchanged (checked here).
pub fn try_play(game: &Palagan, s: &mut State, text: &str) -> Result<(), String> {
    let before = *s;
    let a = game.parse_action(s, text).map_err(|e| e.to_string())?;
    let r = game
        .apply(s, &a, &mut Vec::new())
        .map_err(|e| e.to_string());
    if r.is_err() {
        assert_eq!(*s, before, "a refused `{text}` changed the state");
    }
    r
}

/// The legal actions in notation.
pub fn legal(game: &Palagan, s: &State) -> Vec<String> {
    game.legal_actions(s)
        .iter()
        .map(|a| game.format_action(s, a))
        .collect()
}

/// Whether the piece on `cell` is `Some(colour)`.
pub fn at(game: &Palagan, s: &State, cell: &str) -> Option<u8> {
    let c = game.hex(s).parse(cell).unwrap();
    (0..2u8).find(|&p| s.stones[p as usize].has(c))
}

//! Helpers shared by the Air, Land & Sea tests.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use air_land_sea::{AirLandSea, State};
use game_sdk::{Game, RulesetSource, Viewer};
use std::path::PathBuf;

pub fn content_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The ruleset `rulesets/air-land-sea/<name>.toml` with its base and scripts, compiled.
pub fn ruleset(name: &str) -> AirLandSea {
    let root = format!("rulesets/air-land-sea/{name}.toml");
    let source = RulesetSource::collect(&content_root(), &root).unwrap();
    AirLandSea::compile(&source).unwrap_or_else(|e| panic!("{name}: {e}"))
}

pub fn standard() -> AirLandSea {
    ruleset("standard")
}

pub fn original() -> AirLandSea {
    ruleset("original")
}

/// Both editions, with their names, for tests that hold in both.
pub fn editions() -> Vec<(&'static str, AirLandSea)> {
    vec![("standard", standard()), ("original", original())]
}

/// A scenario written inline (see `src/scenario.rs` for the format).
pub fn scenario(game: &AirLandSea, text: &str) -> State {
    game.scenario("inline.toml", text)
        .unwrap_or_else(|e| panic!("{e}"))
}

/// Loads `tests/scenarios/<name>.toml`.
pub fn scenario_file(game: &AirLandSea, name: &str) -> State {
    let path = format!("tests/scenarios/{name}.toml");
    let text = std::fs::read_to_string(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(&path))
        .unwrap_or_else(|e| panic!("{path}: {e}"));
    game.scenario(&path, &text)
        .unwrap_or_else(|e| panic!("{e}"))
}

/// Applies actions written in the notation, panicking on a refusal.
pub fn play(game: &AirLandSea, s: &mut State, actions: &[&str]) {
    for text in actions {
        let a = game
            .parse_action(s, text)
            .unwrap_or_else(|e| panic!("`{text}`: {e}"));
        game.apply(s, &a, &mut Vec::new())
            .unwrap_or_else(|e| panic!("`{text}` refused: {e} (legal: {:?})", legal(game, s)));
    }
}

/// Tries one action; on `Err` checks that `s` is unchanged.
pub fn try_play(game: &AirLandSea, s: &mut State, text: &str) -> Result<(), String> {
    let before = s.clone();
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
pub fn legal(game: &AirLandSea, s: &State) -> Vec<String> {
    game.legal_actions(s)
        .iter()
        .map(|a| game.format_action(s, a))
        .collect()
}

pub fn is_legal(game: &AirLandSea, s: &State, text: &str) -> bool {
    legal(game, s).iter().any(|a| a == text)
}

/// A theater's total for a seat (0 North, 1 South).
pub fn total(game: &AirLandSea, s: &State, theater: &str, seat: usize) -> i64 {
    let th = game.defs.theater(theater).unwrap();
    s.totals[seat][th as usize]
}

/// A seat's stack in a theater as `["L6", "A3 down"]`, bottom first.
pub fn stack(game: &AirLandSea, s: &State, theater: &str, seat: usize) -> Vec<String> {
    let th = game.defs.theater(theater).unwrap();
    s.stacks[seat][th as usize]
        .iter()
        .map(|p| {
            let id = game.defs.id(p.card).to_string();
            if p.up { id } else { format!("{id} down") }
        })
        .collect()
}

pub fn hand(game: &AirLandSea, s: &State, seat: usize) -> Vec<String> {
    s.hands[seat]
        .iter()
        .map(|&c| game.defs.id(c).to_string())
        .collect()
}

pub fn card(game: &AirLandSea, id: &str) -> u8 {
    game.defs.card(id).unwrap()
}

/// The deck, top first.
pub fn deck(game: &AirLandSea, s: &State) -> Vec<String> {
    s.deck
        .iter()
        .map(|&c| game.defs.id(c).to_string())
        .collect()
}

pub fn scene_of(game: &AirLandSea, s: &State, seat: u8) -> game_sdk::Scene {
    game.scene(s, Viewer::Seat(seat))
}

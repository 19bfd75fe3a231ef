//! Helpers shared by the Air, Land & Sea tests.
#![allow(dead_code, unused_imports, clippy::unwrap_used, clippy::expect_used)]

use air_land_sea::{AirLandSea, State};
use game_sdk::Scenarios as _;
pub use game_sdk::testkit::{legal, play, try_play};
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

pub fn is_legal(game: &AirLandSea, s: &State, text: &str) -> bool {
    legal(game, s).iter().any(|a| a == text)
}

/// A theater's total for a seat (0 North, 1 South).
pub fn total(game: &AirLandSea, s: &State, theater: &str, seat: usize) -> i64 {
    let th = game.defs.theater(theater).unwrap();
    game.current(s).unwrap().totals[seat][th as usize]
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

//! Helpers shared by the Air, Land & Sea tests (the generic ones are the SDK testkit's; a
//! scenario written inline, the form most tests use, is `scenario_text`).
#![allow(dead_code, unused_imports, clippy::unwrap_used, clippy::expect_used)]

use air_land_sea::{AirLandSea, State};
pub use game_sdk::testkit::{
    content_root, is_legal, legal, play, play_revealing, ruleset_source, scenario, scenario_text,
    try_play,
};
use game_sdk::{Game, Viewer};

/// The ruleset `rulesets/air-land-sea/<name>.toml` with its base and scripts, compiled.
pub fn ruleset(name: &str) -> AirLandSea {
    game_sdk::testkit::ruleset("air-land-sea", name)
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

//! Helpers shared by the Cyvasse tests (the generic ones are the SDK testkit's).
#![allow(dead_code, unused_imports, clippy::unwrap_used, clippy::expect_used)]

use cyvasse::{Cyvasse, State, parse_cell};
use game_sdk::RulesetSource;
pub use game_sdk::testkit::{content_root, is_legal, legal, play, scenario, try_play};

/// The files of the ruleset `rulesets/cyvasse/<name>.toml` as the host collects them.
pub fn source(name: &str) -> RulesetSource {
    game_sdk::testkit::ruleset_source("cyvasse", name)
}

/// The ruleset `rulesets/cyvasse/<name>.toml` with its base and scripts, compiled.
pub fn ruleset(name: &str) -> Cyvasse {
    game_sdk::testkit::ruleset("cyvasse", name)
}

/// Every bundled ruleset's name: `rulesets/cyvasse/`'s and the mods' (`<mod>:<name>`).
pub fn all_rulesets() -> Vec<String> {
    game_sdk::testkit::bundled::shipped_rulesets(&content_root(), "cyvasse")
}

pub fn standard() -> Cyvasse {
    ruleset("standard")
}

/// The unit on `cell` as (owner, kind id).
pub fn at(game: &Cyvasse, s: &State, cell: &str) -> Option<(u8, String)> {
    s.units[parse_cell(cell).unwrap()].map(|u| (u.owner, game.kinds[u.kind as usize].id.clone()))
}

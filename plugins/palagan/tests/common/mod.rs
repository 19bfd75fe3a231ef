//! Helpers shared by the Palagan tests (the generic ones are the SDK testkit's).
#![allow(dead_code, unused_imports, clippy::unwrap_used, clippy::expect_used)]

use game_sdk::RulesetSource;
pub use game_sdk::testkit::{content_root, is_legal, legal, play, scenario, try_play};
use palagan::{Palagan, State};

/// The ruleset `rulesets/palagan/<name>.toml`, read with its `extends` chain and scripts from the
/// repository and compiled through `Game::compile`.
pub fn ruleset(name: &str) -> Palagan {
    game_sdk::testkit::ruleset("palagan", name)
}

/// The files of the ruleset `rulesets/palagan/<name>.toml` as the host collects them.
pub fn source(name: &str) -> RulesetSource {
    game_sdk::testkit::ruleset_source("palagan", name)
}

/// Every ruleset file shipped in `rulesets/palagan/`, by name.
pub fn all_rulesets() -> Vec<String> {
    game_sdk::testkit::bundled::shipped_rulesets(&content_root(), "palagan")
}

pub fn standard() -> Palagan {
    ruleset("standard")
}

/// Whether the piece on `cell` is `Some(colour)`.
pub fn at(game: &Palagan, s: &State, cell: &str) -> Option<u8> {
    let c = game.hex(s).parse(cell).unwrap();
    (0..2u8).find(|&p| s.stones[p as usize].has(c))
}

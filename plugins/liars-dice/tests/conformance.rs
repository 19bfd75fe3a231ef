//! The SDK conformance suite on every shipped ruleset (the testkit fails when a ruleset file in
//! `rulesets/liars-dice/` has no run here): random matches from many seeds, every listed action
//! applies, unlisted ones are refused, notation and saves round-trip, play is deterministic,
//! and the leak, reveal and sample checks hold the dice to what each seat may see.
#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure

use game_sdk::testkit::{Options, conformance_all_rulesets};
use liars_dice::LiarsDice;

fn options(seeds: u64) -> Options {
    Options {
        seeds,
        max_actions: 2_000,
        deep_every: 2,
        hidden_samples: 2,
    }
}

#[test]
fn every_shipped_ruleset_passes_the_conformance_suite() {
    conformance_all_rulesets::<LiarsDice>(
        "liars-dice",
        &[
            ("standard", options(30)),
            ("wild-ones", options(12)),
            ("spot-on", options(16)),
            ("openspiel", options(200)),
        ],
    );
}

//! The SDK conformance suite on every shipped ruleset: the standard one, the original edition
//! and every variant (the testkit fails when a ruleset file in `rulesets/air-land-sea/` has no
//! run here).
#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure

use air_land_sea::AirLandSea;
use game_sdk::testkit::{Options, conformance_all_rulesets};

fn options(seeds: u64) -> Options {
    Options {
        seeds,
        max_actions: 2_000,
        deep_every: 3,
        // One re-sampled world per viewer and checked state: the leak check plays moves in
        // each, so more states with one world each cover more than fewer states with two.
        hidden_samples: 1,
    }
}

#[test]
fn every_shipped_ruleset_passes_the_conformance_suite() {
    conformance_all_rulesets::<AirLandSea>(
        "air-land-sea",
        &[
            ("standard", options(30)),
            ("original", options(30)),
            ("short", options(6)),
            ("air-land-sea-sabotage:sabotage", options(8)),
        ],
    );
}

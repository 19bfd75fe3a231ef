//! The SDK conformance suite on every shipped ruleset: the standard one and every variant (the
//! testkit fails when a ruleset file in `rulesets/palagan/` has no run here).
#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure
mod common;

use game_sdk::testkit::{Options, conformance_all_rulesets};
use palagan::Palagan;

fn options(seeds: u64) -> Options {
    Options {
        seeds,
        max_actions: 3_000,
        deep_every: 7,
        hidden_samples: 1,
    }
}

#[test]
fn every_shipped_ruleset_passes_the_conformance_suite() {
    conformance_all_rulesets::<Palagan>(
        "palagan",
        &[
            ("standard", options(6)),
            ("push-capture", options(4)),
            ("trade", options(4)),
            ("big", options(2)),
            ("palagan-territory:territory", options(4)),
            ("no-edge-summon", options(2)),
        ],
    );
}

#[test]
fn the_house_rule_variants_run_their_hooks() {
    assert!(common::ruleset("palagan-territory:territory").has_hooks());
    assert!(common::ruleset("no-edge-summon").has_hooks());
}

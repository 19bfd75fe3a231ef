//! The SDK conformance suite on every shipped ruleset: the standard one and every variant
//! (random play includes the hidden setup phase; the testkit fails when a ruleset file in
//! `rulesets/cyvasse/` has no run here).
#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure

use cyvasse::Cyvasse;
use game_sdk::testkit::{Options, conformance_all_rulesets};

fn options(seeds: u64) -> Options {
    Options {
        seeds,
        max_actions: 3_000,
        deep_every: 9,
        hidden_samples: 1,
    }
}

#[test]
fn every_shipped_ruleset_passes_the_conformance_suite() {
    conformance_all_rulesets::<Cyvasse>(
        "cyvasse",
        &[
            ("standard", options(3)),
            ("cyvasse-open-setup:open-setup", options(2)),
            ("hills", options(2)),
        ],
    );
}

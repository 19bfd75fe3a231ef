//! The SDK conformance suite on the standard ruleset, the original edition and every variant.
mod common;

use game_sdk::testkit::{Options, conformance};

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
fn standard_passes_the_conformance_suite() {
    conformance(&common::standard(), &options(30));
}

#[test]
fn original_passes_the_conformance_suite() {
    conformance(&common::original(), &options(30));
}

#[test]
fn short_variant_passes_the_conformance_suite() {
    conformance(&common::ruleset("short"), &options(6));
}

#[test]
fn sabotage_variant_passes_the_conformance_suite() {
    conformance(&common::ruleset("sabotage"), &options(8));
}

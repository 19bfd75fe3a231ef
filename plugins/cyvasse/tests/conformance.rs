//! The SDK conformance suite on the standard ruleset and every variant (random play includes
//! the hidden setup phase).
mod common;

use game_sdk::testkit::{Options, conformance};

fn options(seeds: u64) -> Options {
    Options {
        seeds,
        max_actions: 3_000,
        deep_every: 9,
        hidden_samples: 1,
    }
}

#[test]
fn standard_passes_the_conformance_suite() {
    conformance(&common::standard(), &options(3));
}

#[test]
fn open_setup_variant_passes_the_conformance_suite() {
    conformance(&common::ruleset("open-setup"), &options(2));
}

#[test]
fn hills_variant_passes_the_conformance_suite() {
    conformance(&common::ruleset("hills"), &options(2));
}

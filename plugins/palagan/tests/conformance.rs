//! The SDK conformance suite on the standard ruleset and every variant.
mod common;

use game_sdk::testkit::{Options, conformance};

fn options(seeds: u64) -> Options {
    Options {
        seeds,
        max_actions: 3_000,
        deep_every: 7,
        hidden_samples: 1,
    }
}

#[test]
fn standard_passes_the_conformance_suite() {
    conformance(&common::standard(), &options(6));
}

#[test]
fn push_capture_variant_passes_the_conformance_suite() {
    conformance(&common::ruleset("push-capture"), &options(4));
}

#[test]
fn trade_variant_passes_the_conformance_suite() {
    conformance(&common::ruleset("trade"), &options(4));
}

#[test]
fn big_variant_passes_the_conformance_suite() {
    conformance(&common::ruleset("big"), &options(2));
}

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

#[test]
fn territory_variant_passes_the_conformance_suite() {
    let g = common::ruleset("territory");
    assert!(g.has_hooks());
    conformance(&g, &options(4));
}

#[test]
fn no_edge_summon_variant_passes_the_conformance_suite() {
    let g = common::ruleset("no-edge-summon");
    assert!(g.has_hooks());
    conformance(&g, &options(2));
}

#[test]
fn every_shipped_ruleset_has_a_conformance_test() {
    // A new variant file must be added above (and so be compiled through the real loader).
    let tested = [
        "big",
        "no-edge-summon",
        "push-capture",
        "standard",
        "territory",
        "trade",
    ];
    assert_eq!(common::all_rulesets(), tested);
}

use super::*;
use game_wire::Outcome;

fn won_by(seat: Option<u8>) -> SimSummary {
    SimSummary {
        outcome: Some(Outcome::decided(seat, vec![], "")),
        actions: 1,
        counters: vec![],
        iterations: 0,
        script_error: None,
        hooks_called: vec![],
        hooks_declared: vec![],
    }
}

fn seats() -> Vec<String> {
    vec!["North".into(), "South".into()]
}

/// `seeds` one-game seeds; seat 0 wins the first `a` under the first ruleset and the first
/// `b` under the second, seat 1 the others.
fn first_seat_wins(seeds: u64, a: u64, b: u64) -> PairedTally {
    let mut t = PairedTally::new(2, 1);
    for i in 0..seeds {
        t.add(0, i, &won_by(Some(if i < a { 0 } else { 1 })));
        t.add(1, i, &won_by(Some(if i < b { 0 } else { 1 })));
    }
    t
}

fn near(a: f64, b: f64) -> bool {
    (a - b).abs() < 2e-3
}

#[test]
fn paired_interval_matches_a_hand_computed_t_interval() {
    // d = +1 on 3 of 12 seeds, 0 on the others: mean 0.25, sample variance 2.25/11, standard
    // error 0.13056, t(0.975, 11) = 2.20099, half-width 0.28736.
    let t = first_seat_wins(12, 6, 9);
    let d = t.differences(&seats(), 0.95);
    let north = &d[0];
    assert_eq!(north.pairs, 12);
    assert!(near(north.difference, 0.25), "{north:?}");
    assert!(near(north.low, 0.25 - 0.28736), "{north:?}");
    assert!(near(north.high, 0.25 + 0.28736), "{north:?}");
    assert!(!north.excludes_zero, "{north:?}");
    // Unpaired: variances 3/11 and 2.25/11 over 12 games each: half-width 2.20099 × 0.19940.
    assert!(near(north.unpaired_half_width, 0.43888), "{north:?}");
    // With two seats and no draws South's difference mirrors North's.
    assert!(
        near(d[1].difference, -0.25) && near(d[1].low, -north.high),
        "{:?}",
        d[1]
    );
}

#[test]
fn an_interval_wholly_above_zero_is_reported_as_excluding_it() {
    // d = +1 on 10 of 20 seeds: mean 0.5, half-width t(0.975, 19) × √(5/19/20) = 0.2401.
    let t = first_seat_wins(20, 6, 16);
    let north = &t.differences(&seats(), 0.95)[0];
    assert!(near(north.low, 0.5 - 0.2401), "{north:?}");
    assert!(north.excludes_zero, "{north:?}");
    // The same games unpaired: the two rulesets' variances add up, nothing cancels.
    assert!(north.unpaired_half_width > north.half_width());
    assert!(north.games_saved() > 1.0, "{north:?}");
}

#[test]
fn identical_games_under_both_rulesets_give_a_zero_difference_with_no_width() {
    let t = first_seat_wins(30, 14, 14);
    let north = &t.differences(&seats(), 0.95)[0];
    assert_eq!((north.difference, north.low, north.high), (0.0, 0.0, 0.0));
    assert!(!north.excludes_zero);
    assert_eq!(north.games_saved(), f64::INFINITY);
}

#[test]
fn too_few_seeds_resolve_nothing() {
    let t = first_seat_wins(MIN_PAIRS - 1, 0, MIN_PAIRS - 1);
    let north = &t.differences(&seats(), 0.95)[0];
    assert_eq!(north.difference, 1.0);
    assert!(!north.excludes_zero, "{north:?}");
    let none = PairedTally::new(2, 1).differences(&seats(), 0.95);
    assert_eq!((none[0].low, none[0].high), (-1.0, 1.0));
}

#[test]
fn a_seed_counts_once_every_seating_is_in_under_both_rulesets_in_any_order() {
    // Two seatings per seed: games 2k and 2k+1 share seed k.
    let mut t = PairedTally::new(2, 2);
    t.add(0, 0, &won_by(Some(0)));
    t.add(1, 0, &won_by(Some(0)));
    t.add(1, 1, &won_by(Some(0)));
    assert_eq!(
        t.pairs(),
        0,
        "seed 0's second seating under the first ruleset is missing"
    );
    t.add(0, 1, &won_by(None));
    assert_eq!(t.pairs(), 1);
    // Seed 0: North won 1 of 2 under the first, 2 of 2 under the second: d = 0.5.
    let mut reversed = PairedTally::new(2, 2);
    for (r, i, w) in [
        (0, 1, None),
        (1, 1, Some(0)),
        (1, 0, Some(0)),
        (0, 0, Some(0)),
    ] {
        reversed.add(r, i, &won_by(w));
    }
    let a = t.differences(&seats(), 0.95);
    assert_eq!(a, reversed.differences(&seats(), 0.95));
    assert_eq!(a[0].difference, 0.5);
}

//! The bots' hints (`liars_dice::hints`): the chance a bid stands, the rollout policy and the
//! evaluation of a cut-off rollout.
#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure
mod common;

use common::{ruleset, table};
use game_sdk::{Game, GameRng};
use liars_dice::hints::{at_least, chance, rollout_action};
use liars_dice::{Action, Bid};

#[test]
fn the_binomial_tail_is_exact() {
    assert_eq!(at_least(5, 0.5, 0), 1.0);
    assert_eq!(at_least(5, 0.5, -2), 1.0);
    assert_eq!(at_least(5, 0.5, 6), 0.0);
    assert!((at_least(5, 0.5, 5) - 1.0 / 32.0).abs() < 1e-12);
    assert!((at_least(2, 1.0 / 3.0, 1) - 5.0 / 9.0).abs() < 1e-12);
    // P(X >= 3) for X ~ B(10, 1/6), summed by hand from the pmf.
    let p: f64 = 1.0 / 6.0;
    let below: f64 = (0..3u32)
        .map(|i| {
            let choose = [1.0, 10.0, 45.0][i as usize];
            choose * p.powi(i as i32) * (1.0 - p).powi(10 - i as i32)
        })
        .sum();
    assert!((at_least(10, p, 3) - (1.0 - below)).abs() < 1e-12);
}

#[test]
fn the_chance_of_a_bid_counts_own_dice_and_wild_sixes() {
    let g = ruleset("openspiel");
    // Two 4s and a wild 6 of my own: three 4s stand whatever the other five dice show.
    let own = [1, 4, 4, 5, 6];
    assert_eq!(
        chance(
            &g,
            &own,
            10,
            Bid {
                quantity: 3,
                face: 4
            }
        ),
        1.0
    );
    // Four 4s need one more among five dice, each a 4 or a 6: 1 - (2/3)^5.
    let four = chance(
        &g,
        &own,
        10,
        Bid {
            quantity: 4,
            face: 4,
        },
    );
    assert!((four - (1.0 - (2.0f64 / 3.0).powi(5))).abs() < 1e-12);
    // A bid on sixes counts only sixes: one of mine, one more among five at 1/6.
    let sixes = chance(
        &g,
        &own,
        10,
        Bid {
            quantity: 2,
            face: 6,
        },
    );
    assert!((sixes - (1.0 - (5.0f64 / 6.0).powi(5))).abs() < 1e-12);
    // Eleven dice cannot show on ten.
    assert_eq!(
        chance(
            &g,
            &own,
            10,
            Bid {
                quantity: 11,
                face: 4
            }
        ),
        0.0
    );
}

#[test]
fn a_rollout_calls_a_bid_its_dice_make_hopeless_and_raises_a_sure_one() {
    let g = ruleset("openspiel");
    let mut rng = GameRng::from_seed(3);
    // Nine 2s on ten dice when I hold none and no six: liar, but for the random raises (the
    // cheapest bid of a face drawn at random) in about a quarter of the draws.
    let hopeless = table(
        &g,
        &[&[1, 3, 3, 4, 5], &[2, 2, 2, 2, 2]],
        Some((9, 2, 1)),
        0,
    );
    let mut calls = 0;
    for _ in 0..200 {
        match rollout_action(&g, &hopeless, &mut rng).unwrap() {
            Action::Liar => calls += 1,
            Action::Bid(b) => {
                let cheapest = if b.face > 2 { 9 } else { 10 };
                assert_eq!(b.quantity, cheapest, "{b:?}");
            }
            a => panic!("{a:?}"),
        }
    }
    assert!((120..200).contains(&calls), "{calls}");
    // One 3 when I hold three, a 4 and a 5: two 3s stand for sure, the cheapest raise of the
    // likeliest face; a random face instead in a quarter of the draws (never a call).
    let sure = table(
        &g,
        &[&[3, 3, 3, 4, 5], &[1, 1, 1, 1, 1]],
        Some((1, 3, 1)),
        0,
    );
    let mut two_threes = 0;
    for _ in 0..200 {
        let a = rollout_action(&g, &sure, &mut rng).unwrap();
        assert!(g.legal_actions(&sure).contains(&a), "{a:?}");
        let Action::Bid(b) = a else {
            panic!("a sure bid was called: {a:?}")
        };
        assert!(b.quantity <= 2, "{b:?}");
        two_threes += usize::from(
            b == Bid {
                quantity: 2,
                face: 3,
            },
        );
    }
    assert!((120..200).contains(&two_threes), "{two_threes}");
    // An opening bid is one of the cheapest, of a face my dice back.
    let open = table(&g, &[&[2, 2, 5, 6, 6], &[1, 1, 1, 1, 1]], None, 0);
    let Some(Action::Bid(b)) = rollout_action(&g, &open, &mut GameRng::from_seed(1)) else {
        panic!("no opening bid")
    };
    assert_eq!(b.quantity, 1);
}

#[test]
fn rollouts_of_matches_of_several_rounds_stay_uniform_and_no_root_tactics() {
    let g = ruleset("standard");
    let s = table(
        &g,
        &[&[1, 2], &[3, 4, 5], &[6], &[6, 6, 6, 6, 6]],
        Some((2, 6, 3)),
        0,
    );
    let mut rng = GameRng::from_seed(5);
    for _ in 0..20 {
        assert_eq!(rollout_action(&g, &s, &mut rng), None);
    }
    let hints = g.bot_hints().expect("Liar's Dice gives the bots hints");
    assert!(
        !hints.root_tactics(),
        "a call's win on one sample is a guess"
    );
    assert_eq!(hints.evaluate(&s, 0), None);
}

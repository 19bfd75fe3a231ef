//! One test per rule id of `rulesets/my-game/rules.md`, and the conformance suite on every
//! shipped ruleset (it fails while a ruleset file has no run here).
#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure

use game_sdk::testkit::{Options, conformance_all_rulesets, ruleset};
use game_sdk::{Game, Status};
use my_game::{Action, MyGame};

fn play(g: &MyGame, s: &mut my_game::State, takes: &[u32]) {
    for &n in takes {
        g.apply(s, &Action::Take(n), &mut Vec::new()).unwrap();
    }
}

#[test]
fn nim_1_the_pile_starts_full_and_the_first_seat_moves() {
    let g: MyGame = ruleset("my-game", "standard");
    let s = g.start(7);
    assert_eq!(s.sticks, 21);
    assert_eq!(g.status(&s).to_move(), Some(0));
}

#[test]
fn nim_2_a_turn_takes_one_to_three_sticks_and_no_more_than_are_left() {
    let g: MyGame = ruleset("my-game", "standard");
    let mut s = g.start(0);
    assert_eq!(g.legal_actions(&s).len(), 3);
    assert!(
        g.apply(&mut s.clone(), &Action::Take(4), &mut Vec::new())
            .is_err()
    );
    play(&g, &mut s, &[3, 3, 3, 3, 3, 3, 1]);
    assert_eq!(s.sticks, 2);
    assert_eq!(g.legal_actions(&s), [Action::Take(1), Action::Take(2)]);
}

#[test]
fn nim_3_taking_the_last_stick_wins_and_loses_under_last_loses() {
    let g: MyGame = ruleset("my-game", "standard");
    let mut s = g.start(0);
    play(&g, &mut s, &[3, 3, 3, 3, 3, 3, 3]);
    let Status::Over(o) = g.status(&s) else {
        panic!("not over")
    };
    assert_eq!(o.winner, Some(0), "the first seat took the last stick");
    let m: MyGame = ruleset("my-game", "misere");
    let mut s = m.start(0);
    play(&m, &mut s, &[3, 3, 3, 3, 3, 3]);
    play(&m, &mut s, &[3]);
    let Status::Over(o) = m.status(&s) else {
        panic!("not over")
    };
    assert_eq!(
        o.winner,
        Some(1),
        "the first seat took the last stick and lost"
    );
}

#[test]
fn every_shipped_ruleset_passes_the_conformance_suite() {
    conformance_all_rulesets::<MyGame>(
        "my-game",
        &[
            ("standard", Options::default()),
            ("misere", Options::default()),
        ],
    );
}

//! House rules from a stranger: a spy script (`tests/hostile/spy.lua`) writes every hand it
//! can read through every route a Liar's Dice script has (`print`, an error, an answer). The
//! SDK's spy check plays random matches with it and reads every text every seat and the
//! spectator is shown: no hand hidden from a reader may appear in it.
#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure
mod common;

use game_sdk::testkit::{SpyOptions, no_secret_reaches_a_player};
use liars_dice::State;

const SPY: &str = include_str!("hostile/spy.lua");
const FILE: &str = "scripts/liars-dice/spy.lua";

/// The hands hidden from `seat` in `s`, as the spy writes them.
fn hidden_hands(s: &State, seat: u8) -> Vec<String> {
    (0u8..)
        .zip(&s.dice)
        .filter(|(other, dice)| *other != seat && !dice.is_empty() && !s.is_over())
        .map(|(other, dice)| {
            let faces: String = dice.iter().map(u8::to_string).collect();
            format!("r{}p{other}h{faces}", s.round)
        })
        .collect()
}

#[test]
fn no_spy_route_shows_a_seat_a_hidden_die() {
    let g = common::house(&format!("scripts = [\"{FILE}\"]"), &[(FILE, SPY)]).unwrap();
    let options = SpyOptions {
        seeds: 15,
        max_actions: 400,
        ..SpyOptions::default()
    };
    let report = no_secret_reaches_a_player(&g, &options, hidden_hands);
    println!("spy check: {report:?}");
    // Not vacuous: hands were hidden at every state, the spy ran (its `print` reached the
    // referee), some of its calls were refused, and the matches went on around them.
    assert!(report.secrets > 1_000, "{report:?}");
    assert!(report.referee_lines > 20, "{report:?}");
    assert!(report.refused > 5, "{report:?}");
    assert!(report.states > 1_000, "{report:?}");
}

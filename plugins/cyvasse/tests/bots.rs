//! The SDK's generic bots on this game (small budgets and few games: the suite runs in debug
//! builds; the 200-game figures come from `game-host simulate` in release, see docs/bots.md).
#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure
mod common;

use game_sdk::testkit::duels::{
    Bar, HiddenCheck, bot_never_sees_hidden_information, mcts_beats_random,
};

// In release, mcts:30 won 20 of 20 games against random (`game-host simulate cyvasse --games 20
// --bots mcts:30,random`); here a few games keep the debug suite within seconds.
const BUDGET: u32 = 30;
const GAMES: u64 = 4;

#[test]
fn mcts_beats_random_nine_games_in_ten() {
    mcts_beats_random(&common::standard(), BUDGET, GAMES, &Bar::NINE_IN_TEN);
}

#[test]
fn the_bot_never_sees_the_opponents_hidden_setup() {
    // The setup phase is where Cyvasse hides information; 40 actions cover it.
    let check = HiddenCheck {
        iterations: 3,
        seeds: 0..1,
        every: 8,
        max_actions: 40,
        more_than: 2,
    };
    bot_never_sees_hidden_information(&common::standard(), &check);
}

#[test]
fn simulate_reports_the_counters() {
    let summary = game_sdk::testkit::random_simulation(&common::standard(), 5);
    let sum = |prefix: &str| game_sdk::testkit::counter_sum(&summary, prefix);
    assert!(sum("moves") > 0, "{:?}", summary.counters);
    // Each capture is counted once by the captured kind and once by the capturing kind, and
    // the scores are the captures (CYV-8).
    let o = summary.outcome.clone().unwrap();
    let captures: i64 = o.scores.iter().sum();
    assert_eq!(sum("captured: "), captures, "{:?}", summary.counters);
    assert_eq!(sum("captures by "), captures, "{:?}", summary.counters);
    assert!(sum("captured: King") <= 1);
}

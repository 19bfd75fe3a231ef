//! The SDK's generic bots on this game (small budgets and few games: the suite runs in debug
//! builds; the 200-game figures come from `game-host simulate` in release, see docs/bots.md).
#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure
mod common;

// In release, mcts:30 won 20 of 20 games against random (`game-host simulate cyvasse --games 20
// --bots mcts:30,random`); here a few games keep the debug suite within seconds.
const BUDGET: u32 = 30;
const GAMES: u64 = 4;

use game_sdk::wire::{BotLevel, BotSpec};

#[test]
fn mcts_beats_random() {
    let d = game_sdk::testkit::mcts_vs_random(&common::standard(), BUDGET, GAMES);
    assert!(d.a_wins * 10 >= d.games() * 9, "{d:?}");
}

#[test]
fn the_bot_never_sees_the_opponents_hidden_setup() {
    let bot = BotSpec {
        level: BotLevel::Normal,
        iterations: Some(3),
    };
    // The setup phase is where Cyvasse hides information; 40 actions cover it.
    let differing =
        game_sdk::testkit::bot_ignores_hidden_information(&common::standard(), 0..1, &bot, 8, 40);
    assert!(
        differing > 2,
        "only {differing} positions had hidden information"
    );
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

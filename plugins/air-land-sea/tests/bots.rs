//! The SDK's generic bots on this game (small budgets and few games: the suite runs in debug
//! builds; the 200-game figures come from `game-host simulate` in release, see docs/bots.md).
#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure
mod common;

use game_sdk::testkit::duels::{
    Bar, HiddenCheck, bot_never_sees_hidden_information, mcts_beats_random,
};

const BUDGET: u32 = 60;
const GAMES: u64 = 4;

#[test]
fn mcts_beats_random_nine_games_in_ten() {
    mcts_beats_random(&common::standard(), BUDGET, GAMES, &Bar::NINE_IN_TEN);
}

#[test]
fn the_bot_never_sees_the_opponents_hand_or_the_deck() {
    let check = HiddenCheck {
        iterations: 24,
        seeds: 0..3,
        every: 3,
        max_actions: 30,
        more_than: 5,
    };
    bot_never_sees_hidden_information(&common::standard(), &check);
}

#[test]
fn simulate_reports_the_counters() {
    let summary = game_sdk::testkit::random_simulation(&common::standard(), 2);
    let sum = |prefix: &str| game_sdk::testkit::counter_sum(&summary, prefix);
    assert!(summary.outcome.is_some());
    let (up, down) = (sum("plays face up"), sum("plays face down"));
    assert!(up + down > 0, "{:?}", summary.counters);
    // The per-card counts add up to the totals.
    assert_eq!(sum("played face up: "), up, "{:?}", summary.counters);
    assert_eq!(sum("played face down: "), down, "{:?}", summary.counters);
    let withdrawals = summary
        .counters
        .iter()
        .find(|(n, _)| n == "withdrawals")
        .map_or(0, |(_, v)| *v);
    assert_eq!(
        sum("withdrawals with "),
        withdrawals,
        "{:?}",
        summary.counters
    );
    assert!(up + down + withdrawals <= i64::from(summary.actions));
}

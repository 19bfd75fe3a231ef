//! The SDK's generic bots on this game (small budgets and few games: the suite runs in debug
//! builds; the 200-game figures come from `game-host simulate` in release, see docs/bots.md).
#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure
mod common;

const BUDGET: u32 = 60;
const GAMES: u64 = 4;

use game_sdk::wire::{BotLevel, BotSpec};

#[test]
fn mcts_beats_random() {
    let d = game_sdk::testkit::mcts_vs_random(&common::standard(), BUDGET, GAMES);
    assert!(d.a_wins * 10 >= d.games() * 9, "{d:?}");
}

#[test]
fn the_bot_never_sees_the_opponents_hand_or_the_deck() {
    let bot = BotSpec {
        level: BotLevel::Normal,
        iterations: Some(24),
    };
    let differing =
        game_sdk::testkit::bot_ignores_hidden_information(&common::standard(), 0..3, &bot, 3, 30);
    assert!(
        differing > 5,
        "only {differing} positions had hidden information"
    );
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

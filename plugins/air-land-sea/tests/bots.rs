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

#[test]
fn card_counters_are_named_by_card_id_so_a_strength_change_keeps_them() {
    let base = game_sdk::testkit::random_simulation(&common::standard(), 2);
    let source = common::ruleset_source("air-land-sea", "standard").with_file(
        "rulesets/air-land-sea/tweak.toml",
        "game = \"air-land-sea\"\nextends = \"standard\"\nface_down_strength = 3\n\
         [cards.A1]\nstrength = 2\n",
    );
    let source = game_sdk::RulesetSource {
        root: "rulesets/air-land-sea/tweak.toml".into(),
        ..source
    };
    let changed = <air_land_sea::AirLandSea as game_sdk::Game>::compile(&source).unwrap();
    let tweaked = game_sdk::testkit::random_simulation(&changed, 2);
    let per_card = |s: &game_sdk::wire::SimSummary| -> Vec<String> {
        s.counters
            .iter()
            .map(|(n, _)| n.clone())
            .filter(|n| n.starts_with("played face"))
            .collect()
    };
    let names = per_card(&base);
    assert!(!names.is_empty(), "{:?}", base.counters);
    for name in names.iter().chain(&per_card(&tweaked)) {
        let id = name.rsplit(": ").next().unwrap_or_default();
        assert!(
            common::standard().defs.card(id).is_some(),
            "`{name}` is not named by a card id"
        );
    }
}

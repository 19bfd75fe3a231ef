//! The SDK's generic bots on this game (small budgets and few games: the suite runs in debug
//! builds). Liar's Dice needs no bot code: IS-MCTS samples the other players' dice with
//! `sample_hidden` and plays random rollouts, which end quickly (random bids climb fast and a
//! call ends each round).
#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure
mod common;

use common::{house, ruleset};
use game_sdk::testkit::duels::{
    Bar, HiddenCheck, bot_never_sees_hidden_information, mcts_beats_random,
};

#[test]
fn mcts_beats_random_in_the_openspiel_round() {
    // One round: the random bot bids far past what the table can hold, and calls at random.
    mcts_beats_random(&ruleset("openspiel"), 200, 10, &Bar::NINE_IN_TEN);
}

#[test]
fn mcts_beats_random_over_whole_two_player_matches() {
    let g = house("players = 2\ndice = 3", &[]).unwrap();
    mcts_beats_random(
        &g,
        100,
        6,
        &Bar {
            wins: 5,
            unfinished: Some(0),
            ..Bar::default()
        },
    );
}

#[test]
fn mcts_wins_most_four_player_matches_against_three_random_bots() {
    use game_sdk::wire::{BotLevel, BotSpec};
    let mcts = BotSpec {
        level: BotLevel::Normal,
        iterations: Some(100),
    };
    let random = BotSpec::level(BotLevel::Random);
    let (standings, unfinished) = game_sdk::bots::rotation(
        &ruleset("standard"),
        &[mcts, random, random, random],
        8,
        2_000,
    );
    eprintln!("mcts:100 and three random bots, 8 matches: {standings:?}");
    assert_eq!(unfinished, 0);
    assert!(standings[0].first_places >= 5, "{standings:?}");
    let mean = |i: usize| standings[i].mean_place().unwrap();
    assert!((1..4).all(|i| mean(0) < mean(i)), "{standings:?}");
}

#[test]
fn the_bot_never_sees_the_other_players_dice() {
    // A random OpenSpiel round is a few moves long: many rounds, every position compared.
    let one_round = HiddenCheck {
        iterations: 40,
        seeds: 0..16,
        every: 1,
        max_actions: 40,
        more_than: 20,
    };
    bot_never_sees_hidden_information(&ruleset("openspiel"), &one_round);
    let matches = HiddenCheck {
        seeds: 0..4,
        every: 2,
        ..one_round
    };
    bot_never_sees_hidden_information(&ruleset("standard"), &matches);
}

#[test]
fn simulate_reports_how_rounds_end() {
    let g = ruleset("spot-on");
    let summary = game_sdk::testkit::random_simulation(&g, 3);
    let sum = |prefix: &str| game_sdk::testkit::counter_sum(&summary, prefix);
    assert!(summary.outcome.is_some());
    assert!(
        sum(liars_dice::counters::BIDS) > 0,
        "{:?}",
        summary.counters
    );
    let calls = sum("challenges") + sum("spot-on calls");
    assert!(
        calls >= 15,
        "every die lost takes a call: {:?}",
        summary.counters
    );
}

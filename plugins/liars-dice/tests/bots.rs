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

/// The bots' copies reuse buffers (`State::clone_from` keeps a showdown's and the places' aside
/// while the source has none, `sample_hidden_into` rolls into the old dice): a copy must still
/// be the source exactly, and a world sampled over any old state the one
/// `sample_hidden` gives, whatever the scratch state held before.
#[test]
fn copies_and_samples_over_old_states_are_the_plain_ones() {
    use game_sdk::{Game, GameRng, HiddenInformation};
    for name in ["standard", "openspiel", "spot-on"] {
        let g = ruleset(name);
        // Every state of a few random matches, finished ones included.
        let mut states = Vec::new();
        let mut rng = GameRng::from_seed(11);
        for seed in 0..6 {
            let mut s = g.start(seed);
            states.push(s.clone());
            while g.to_move(&s).is_some() {
                let legal = g.legal_actions(&s);
                let a = *rng.choose(&legal).unwrap();
                g.apply(&mut s, &a, &mut Vec::new()).unwrap();
                states.push(s.clone());
            }
        }
        let mut scratch = states[0].clone();
        for i in 0..400 {
            let from = &states[rng.below(states.len() as u64) as usize];
            scratch.clone_from(from);
            assert_eq!(&scratch, from, "{name}: copy {i}");
            let seat = rng.below(u64::from(g.seats())) as u8;
            let (mut a, mut b) = (GameRng::from_seed(i), GameRng::from_seed(i));
            let plain = g.sample_hidden(from, seat, &mut a);
            g.sample_hidden_into(from, seat, &mut b, &mut scratch);
            assert_eq!(scratch, plain, "{name}: sample {i}");
            assert_eq!(a, b, "{name}: the same draws");
            // Play on over the sample: the reused buffers give the moves a fresh copy gives.
            let mut fresh = plain.clone();
            let mut moves = GameRng::from_seed(i);
            while g.to_move(&fresh).is_some() {
                let legal = g.legal_actions(&fresh);
                let action = *moves.choose(&legal).unwrap();
                g.apply(&mut fresh, &action, &mut Vec::new()).unwrap();
                g.apply(&mut scratch, &action, &mut Vec::new()).unwrap();
                assert_eq!(scratch, fresh, "{name}: play {i}");
            }
        }
    }
}

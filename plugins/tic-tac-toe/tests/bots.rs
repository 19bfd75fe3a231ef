//! The SDK's generic bots on tic-tac-toe (small budgets: the suite runs in debug builds).
#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure

use game_sdk::testkit::duels::{Bar, duel_clears};
use game_sdk::wire::{BotLevel, BotSpec};
use tic_tac_toe::TicTacToe;

fn standard() -> TicTacToe {
    game_sdk::testkit::ruleset("tic-tac-toe", "standard")
}

#[test]
fn normal_never_loses_to_random_and_mostly_wins() {
    let bar = Bar {
        wins: 15,
        losses: Some(0),
        ..Bar::default()
    };
    duel_clears(
        &standard(),
        BotSpec::level(BotLevel::Normal),
        BotSpec::level(BotLevel::Random),
        20,
        20,
        &bar,
    );
}

#[test]
fn hard_does_not_lose_to_easy() {
    // Tic-tac-toe is a draw with good play, and easy no longer walks into a loss in one (the
    // bots' decisive-move check), so most games are drawn: hard must just never lose. (Release,
    // 200 games: 26 hard wins, 174 draws, no loss; docs/bots.md.)
    let bar = Bar {
        losses: Some(0),
        unfinished: Some(0),
        ..Bar::default()
    };
    duel_clears(
        &standard(),
        BotSpec::level(BotLevel::Hard),
        BotSpec::level(BotLevel::Easy),
        10,
        20,
        &bar,
    );
}

fn compile(size: u8, line: u8) -> TicTacToe {
    use game_sdk::{Game, RulesetSource};
    TicTacToe::compile(&RulesetSource::inline(
        "rulesets/tic-tac-toe/test.toml",
        &format!("game = \"tic-tac-toe\"\nsize = {size}\nline = {line}\n"),
    ))
    .unwrap()
}

/// Tic-tac-toe plays the search's rollouts in a loop of its own (`Game::random_playout`); it
/// must play exactly what the SDK's generic playout plays: the same draws, moves, end and
/// final state, from every position and with every cap.
#[test]
fn the_games_own_playout_plays_the_generic_one() {
    use game_sdk::Game;
    use game_sdk::bots::{QuickRng, uniform_playout};
    let mut compared = 0;
    for (size, line) in [(3, 3), (4, 3), (5, 4), (9, 5)] {
        let game = compile(size, line);
        for seed in 0..60u64 {
            // A position some random plies into a match.
            let mut state = game.start(seed);
            let mut rng = QuickRng::new(seed ^ 0xabcd);
            for _ in 0..rng.below(u64::from(size) * u64::from(size)) {
                let legal = game.legal_actions(&state);
                let Some(a) = legal.get(rng.below(legal.len() as u64) as usize) else {
                    break;
                };
                game.apply(&mut state, a, &mut Vec::new()).unwrap();
            }
            for cap in [0, 1, 3, 120] {
                let (mut mine, mut theirs) = (state.clone(), state.clone());
                let (mut r1, mut r2) = (QuickRng::new(seed), QuickRng::new(seed));
                let (mut legal, mut log) = (Vec::new(), Vec::new());
                let a = game.random_playout(&mut mine, &mut r1, cap, &mut legal, &mut log);
                let b = uniform_playout(&game, &mut theirs, &mut r2, cap, &mut legal, &mut log);
                assert_eq!(a, b, "{size}x{size} line {line}, seed {seed}, cap {cap}");
                assert_eq!(
                    mine, theirs,
                    "{size}x{size} line {line}, seed {seed}, cap {cap}"
                );
                assert_eq!(r1, r2, "{size}x{size} line {line}, seed {seed}, cap {cap}");
                compared += 1;
            }
        }
    }
    assert_eq!(compared, 4 * 60 * 4);
}

/// `bench-bots --playout uniform` races the SDK's generic rollout against OpenSpiel on the
/// claim that it plays what the game's own loop plays: the same moves, so the same strength.
/// Whole searches agree, choice and iterations, from positions along random matches.
#[test]
fn a_search_with_the_generic_playout_chooses_what_the_games_own_loop_chooses() {
    use game_sdk::Game;
    use game_sdk::bots::{QuickRng, choose_with, never};
    use game_sdk::wire::PlayoutKind;
    let bot = BotSpec {
        level: BotLevel::Normal,
        iterations: Some(300),
    };
    let mut compared = 0;
    for (size, line) in [(3, 3), (4, 3)] {
        let game = compile(size, line);
        for seed in 0..12u64 {
            let mut state = game.start(seed);
            let mut rng = QuickRng::new(seed ^ 0x5eed);
            for _ in 0..rng.below(u64::from(size) * u64::from(size) - 2) {
                let legal = game.legal_actions(&state);
                let Some(a) = legal.get(rng.below(legal.len() as u64) as usize) else {
                    break;
                };
                game.apply(&mut state, a, &mut Vec::new()).unwrap();
            }
            let by = |kind| choose_with(&game, &state, &bot, kind, seed, &mut never);
            let (own, generic) = (by(PlayoutKind::Game), by(PlayoutKind::Uniform));
            assert_eq!(own, generic, "{size}x{size} line {line}, seed {seed}");
            compared += usize::from(own.is_some_and(|c| c.iterations > 0));
        }
    }
    assert!(compared >= 12, "only {compared} positions were searched");
}

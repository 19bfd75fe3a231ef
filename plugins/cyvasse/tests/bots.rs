//! The SDK's generic bots on this game (small budgets and few games: the suite runs in debug
//! builds; the 200-game figures come from `game-host simulate` in release, see host/BOTS.md).
#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure
mod common;

const BUDGET: u32 = 60;
const GAMES: u64 = 4;

use game_sdk::bots::duel;
use game_sdk::wire::{BotLevel, BotSpec};
use std::time::Instant;

#[test]
#[ignore = "slow in debug builds: run with `cargo test --release -- --ignored`"]
fn mcts_beats_random() {
    let t = Instant::now();
    let d = duel(
        &common::standard(),
        BotSpec {
            level: BotLevel::Normal,
            iterations: Some(BUDGET),
        },
        BotSpec::level(BotLevel::Random),
        GAMES,
        2_000,
    );
    eprintln!("mcts:{BUDGET} vs random: {d:?} in {:?}", t.elapsed());
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

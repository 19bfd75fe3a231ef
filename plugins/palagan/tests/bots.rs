//! The SDK's generic bots on this game. The suite runs in debug builds, so the duel is played
//! on a small board (side 3, 8 pieces each, idle limit 10: ~50 actions a game) with a small
//! budget; the 200-game figures on the standard board come from `game-host simulate` in release
//! (docs/bots.md). In release, mcts:60 won 40 of 40 such games against random.
#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure
mod common;

use game_sdk::testkit::duels::{Bar, mcts_beats_random};
use game_sdk::{Game, RulesetSource};
use palagan::Palagan;

const BUDGET: u32 = 60;
const GAMES: u64 = 6;

fn small() -> Palagan {
    Palagan::compile(&RulesetSource::inline(
        "rulesets/palagan/small.toml",
        "game = \"palagan\"\nname = \"Small\"\ndescription = \"test\"\n\
         [board]\nside = 3\n[rules]\npieces_per_player = 8\nidle_turn_limit = 10\n",
    ))
    .unwrap()
}

#[test]
fn mcts_beats_random_never_losing() {
    let bar = Bar {
        wins: GAMES as u32 - 1,
        losses: Some(0),
        ..Bar::default()
    };
    mcts_beats_random(&small(), BUDGET, GAMES, &bar);
}

#[test]
fn simulate_reports_the_counters() {
    let summary = game_sdk::testkit::random_simulation(&common::standard(), 3);
    let count = |name: &str| {
        summary
            .counters
            .iter()
            .find(|(n, _)| n == name)
            .map_or(0, |(_, v)| *v)
    };
    let maneuvers = count("summons") + count("moves") + count("pushes");
    assert!(count("summons") > 0, "{:?}", summary.counters);
    assert!(maneuvers > 0 && maneuvers <= i64::from(summary.actions));
    let ended = count("games ended by two passes") + count("games ended by the idle limit");
    assert_eq!(ended, 1, "{:?}", summary.counters);
    // Every capture is one counted piece (the score of PAL-8).
    let o = summary.outcome.clone().unwrap();
    assert_eq!(count("pieces captured"), o.scores.iter().sum::<i64>());
}

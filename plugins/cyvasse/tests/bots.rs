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

#[test]
fn a_bot_sets_up_its_whole_homeland_in_one_decision() {
    use game_sdk::Game;
    use game_sdk::wire::{BotLevel, BotSpec};
    let game = common::standard();
    let mut state = game.start(3);
    let mut searched = Vec::new();
    // Both seats' setups, each made by a normal bot: a whole setup (random or named), then
    // `ready`, which is the only legal action left and needs no search.
    for _ in 0..4 {
        let choice = game_sdk::bots::choose(
            &game,
            &state,
            &BotSpec::level(BotLevel::Normal),
            11,
            &mut game_sdk::bots::never,
        )
        .unwrap();
        let text = game.format_action(&state, &choice.action);
        searched.push((text.clone(), choice.iterations));
        let mut log = Vec::new();
        game.apply(&mut state, &choice.action, &mut log).unwrap();
    }
    let texts: Vec<&str> = searched.iter().map(|(t, _)| t.as_str()).collect();
    assert!(texts[0].starts_with("setup "), "{searched:?}");
    assert_eq!(texts[1], "ready", "{searched:?}");
    assert!(texts[2].starts_with("setup "), "{searched:?}");
    assert_eq!(texts[3], "ready", "{searched:?}");
    assert_eq!(searched[1].1, 0, "`ready` is forced: no search");
    assert!(
        game.legal_actions(&state)
            .iter()
            .all(|a| !game.format_action(&state, a).starts_with("tile")),
        "the battle has begun"
    );
}

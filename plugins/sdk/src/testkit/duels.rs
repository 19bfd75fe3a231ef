//! The bots suite every game's `tests/bots.rs` runs: duels between the SDK's generic bots with
//! the least they must show ([`Bar`]), and the check that a bot never uses what its seat cannot
//! see ([`HiddenCheck`]). Budgets are small: the tests run in debug builds; the 200-game
//! figures come from `game-host simulate` in release (docs/bots.md).

use super::{bot_ignores_hidden_information, mcts_vs_random};
use crate::bots::{Duel, duel};
use crate::game::Game;
use crate::wire::{BotLevel, BotSpec};

/// The least a duel of bot `a` against bot `b` must show; every field that is set is checked.
#[derive(Clone, Copy, Debug, Default)]
pub struct Bar {
    /// `a` wins at least this share of the games, in tenths (9: nine games in ten).
    pub win_tenths: u32,
    /// `a` wins at least this many games.
    pub wins: u32,
    /// `b` wins at most this many games.
    pub losses: Option<u32>,
    /// At most this many games hit the action cap.
    pub unfinished: Option<u32>,
}

impl Bar {
    /// `a` wins at least nine games in ten (MCTS against the random bot, in most games).
    pub const NINE_IN_TEN: Bar = Bar {
        win_tenths: 9,
        wins: 0,
        losses: None,
        unfinished: None,
    };
}

/// Asserts that the duel `d` clears `bar`, printing the duel in every failure.
pub fn assert_clears(d: &Duel, bar: &Bar) {
    assert!(d.a_wins * 10 >= d.games() * bar.win_tenths, "{d:?}");
    assert!(d.a_wins >= bar.wins, "{d:?}");
    if let Some(losses) = bar.losses {
        assert!(d.b_wins <= losses, "{d:?}");
    }
    if let Some(unfinished) = bar.unfinished {
        assert!(d.unfinished <= unfinished, "{d:?}");
    }
}

/// `games` games of bot `a` against bot `b` (seats alternated, at most `max_actions` actions
/// each), printed; panics unless they clear `bar`.
pub fn duel_clears<G: Game>(
    game: &G,
    a: BotSpec,
    b: BotSpec,
    games: u64,
    max_actions: u32,
    bar: &Bar,
) -> Duel {
    let d = duel(game, a, b, games, max_actions);
    eprintln!("{a:?} vs {b:?}: {d:?}");
    assert_clears(&d, bar);
    d
}

/// [`mcts_vs_random`] (MCTS with `iterations` per move, `games` games), which must clear `bar`.
pub fn mcts_beats_random<G: Game>(game: &G, iterations: u32, games: u64, bar: &Bar) -> Duel {
    let d = mcts_vs_random(game, iterations, games);
    assert_clears(&d, bar);
    d
}

/// Where [`bot_never_sees_hidden_information`] looks, and how much hidden information it must
/// find there for the check to mean anything.
#[derive(Clone, Debug)]
pub struct HiddenCheck {
    /// The MCTS bot's iterations per move.
    pub iterations: u32,
    /// The random matches played.
    pub seeds: std::ops::Range<u64>,
    /// The bot is compared at every `every`-th position.
    pub every: usize,
    /// Each match is followed for at most this many actions.
    pub max_actions: usize,
    /// More compared positions than this must really differ in hidden information.
    pub more_than: usize,
}

/// Checks with [`bot_ignores_hidden_information`] that an MCTS bot chooses alike in states
/// that differ only in what its seat cannot see, and that enough of the compared states did
/// differ.
pub fn bot_never_sees_hidden_information<G: Game>(game: &G, check: &HiddenCheck) {
    let bot = BotSpec {
        level: BotLevel::Normal,
        iterations: Some(check.iterations),
    };
    let differing = bot_ignores_hidden_information(
        game,
        check.seeds.clone(),
        &bot,
        check.every,
        check.max_actions,
    );
    assert!(
        differing > check.more_than,
        "only {differing} positions had hidden information"
    );
}

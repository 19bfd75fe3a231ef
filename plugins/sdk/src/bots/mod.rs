//! Generic bots for any [`Game`], with no game-specific code: a random bot and Monte Carlo tree
//! search (UCT). For games with hidden information the search is *single-observer
//! information-set MCTS*: every iteration starts from [`Game::sample_hidden`] of the bot's own
//! seat, so the bot only ever searches states consistent with what its seat can see. For
//! perfect-information games `sample_hidden` is the identity and the search is plain UCT.
//!
//! Everything here is pure and deterministic given a seed and an iteration budget: no clock is
//! read. A time cap is injected by the caller as a `stop` callback (the plugin boundary in
//! [`crate::abi`] builds one from `std::time::Instant`).

mod mcts;
pub mod tactics;

use crate::game::Game;
use crate::rng::GameRng;
use crate::wire::{BotSpec, SimRequest, SimSummary, Status};
use std::collections::BTreeMap;

pub use mcts::{Search, SearchConfig};

/// A bot's decision.
#[derive(Clone, Debug, PartialEq)]
pub struct Choice<A> {
    pub action: A,
    /// Search iterations run (0 for random play or a forced move).
    pub iterations: u64,
}

/// Asks "stop now?" with the number of iterations run so far; lets the caller cap the time.
pub type Stop<'a> = &'a mut dyn FnMut(u64) -> bool;

/// Never stops early: the search runs its whole iteration budget.
pub fn never(_iterations: u64) -> bool {
    false
}

/// The move `bot` chooses for the seat to move in `state`, or `None` when nobody can move.
///
/// The bot looks at `state` only through [`Game::sample_hidden`] for its own seat (and the
/// legal actions of that seat, which its seat knows), so two states that differ only in what is
/// hidden from it give the same choice for the same `seed`.
pub fn choose<G: Game>(
    game: &G,
    state: &G::State,
    bot: &BotSpec,
    seed: u64,
    stop: Stop<'_>,
) -> Option<Choice<G::Action>> {
    let seat = game.status(state).to_move()?;
    let mut rng = GameRng::from_seed(seed);
    // The seat's own view of the position: everything hidden from it re-sampled.
    let view = game.sample_hidden(state, seat, &mut rng);
    let legal = game.legal_actions(&view);
    if legal.len() <= 1 || bot.budget() == 0 {
        let action = rng.choose(&legal)?.clone();
        return Some(Choice {
            action,
            iterations: 0,
        });
    }
    let mut log = Vec::new();
    if let Some(action) = tactics::winning(game, &view, seat, &legal, &mut log) {
        return Some(Choice {
            action,
            iterations: 0,
        });
    }
    let safe = tactics::safe(game, &view, seat, &legal, &mut log);
    let config = SearchConfig {
        iterations: bot.budget(),
        ..SearchConfig::default()
    };
    let mut search = Search::new(game, &view, seat, config, rng);
    if let Some(only) = &safe {
        search.restrict_root(only.clone());
    }
    search.run(stop);
    let action = search.best(safe.as_deref().unwrap_or(&legal))?;
    Some(Choice {
        action,
        iterations: search.iterations(),
    })
}

/// The reward of each seat for a finished match: 1 for the winner, 0 for the others, ½ each
/// for a draw.
pub fn rewards_of(status: &Status, seats: usize) -> Option<Vec<f64>> {
    match status {
        Status::Over(o) => Some(match o.winner {
            Some(w) => (0..seats)
                .map(|s| if s == w as usize { 1.0 } else { 0.0 })
                .collect(),
            None => vec![0.5; seats],
        }),
        Status::ToMove { .. } => None,
    }
}

/// Mixes a game seed and a ply into the seed of one bot decision.
pub fn move_seed(seed: u64, ply: u64) -> u64 {
    let mut x = seed ^ ply.wrapping_mul(0x9e37_79b9_7f4a_7c15);
    x ^= x >> 31;
    x = x.wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x ^ (x >> 29)
}

/// Plays one whole bot-vs-bot game inside the plugin: the unit of the balance lab.
/// Deterministic given the request.
pub fn simulate<G: Game>(game: &G, request: &SimRequest) -> SimSummary {
    let mut state = game.start(request.seed);
    let mut counters: BTreeMap<String, i64> = BTreeMap::new();
    let mut iterations = 0u64;
    let mut actions = 0u32;
    let mut log = Vec::new();
    let outcome = loop {
        let status = game.status(&state);
        let seat = match &status {
            Status::Over(o) => break Some(o.clone()),
            Status::ToMove { seat, .. } => *seat,
        };
        if actions >= request.max_actions {
            break None;
        }
        let bot = request
            .bots
            .get(seat as usize)
            .copied()
            .unwrap_or(BotSpec::level(crate::wire::BotLevel::Random));
        let seed = move_seed(request.seed, u64::from(actions));
        let Some(choice) = choose(game, &state, &bot, seed, &mut never) else {
            break None;
        };
        iterations += choice.iterations;
        for name in game.counters(&state, &choice.action) {
            *counters.entry(name).or_insert(0) += 1;
        }
        log.clear();
        if game.apply(&mut state, &choice.action, &mut log).is_err() {
            break None;
        }
        actions += 1;
    };
    SimSummary {
        outcome,
        actions,
        counters: counters.into_iter().collect(),
        iterations,
    }
}

/// The tally of a series of games between two bots.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Duel {
    pub a_wins: u32,
    pub b_wins: u32,
    pub draws: u32,
    /// Games that hit the action cap.
    pub unfinished: u32,
}

impl Duel {
    pub fn games(&self) -> u32 {
        self.a_wins + self.b_wins + self.draws + self.unfinished
    }
}

/// Plays `games` two-seat games of bot `a` against bot `b` from seeds `0..games`, `a` taking
/// seat 0 in even games and seat 1 in odd ones. For tests; the host's `simulate` does the same
/// at scale.
pub fn duel<G: Game>(game: &G, a: BotSpec, b: BotSpec, games: u64, max_actions: u32) -> Duel {
    let mut d = Duel::default();
    for seed in 0..games {
        let a_seat = (seed % 2) as u8;
        let bots = if a_seat == 0 { vec![a, b] } else { vec![b, a] };
        let summary = simulate(
            game,
            &SimRequest {
                seed,
                bots,
                max_actions,
            },
        );
        match summary.outcome {
            None => d.unfinished += 1,
            Some(o) => match o.winner {
                None => d.draws += 1,
                Some(w) if w == a_seat => d.a_wins += 1,
                Some(_) => d.b_wins += 1,
            },
        }
    }
    d
}

#[cfg(test)]
mod tests;

//! Single-observer information-set Monte Carlo tree search (SO-ISMCTS, Cowling et al. 2012).
//!
//! The tree is over *actions* seen from the searching seat: each iteration draws one
//! determinization with [`Game::sample_hidden`], descends the tree choosing among the children
//! legal in that determinization by UCB1 with availability counts, expands one untried action,
//! plays a random rollout (steered by [`Game::rollout_action`] where the game gives a hint;
//! capped, scored by [`Game::evaluate`] where it stops early), and
//! backs the result up, each node scored for the seat that made its action. With perfect
//! information this is plain UCT.

use super::{Stop, rewards_of};
use crate::game::Game;
use crate::rng::GameRng;
use crate::wire::LogLine;

/// Tuning of the search.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchConfig {
    /// Iterations to run (the search may stop earlier when asked to).
    pub iterations: u32,
    /// Exploration constant of UCB1.
    pub exploration: f64,
    /// A random rollout stops after this many actions and is scored by [`Game::evaluate`]
    /// (or as a draw).
    pub rollout_cap: u32,
}

impl Default for SearchConfig {
    fn default() -> Self {
        Self {
            iterations: 400,
            exploration: 0.7,
            rollout_cap: 120,
        }
    }
}

#[derive(Debug)]
struct Node<A> {
    /// The action leading here (`None` at the root).
    action: Option<A>,
    /// The seat that made `action`.
    mover: u8,
    children: Vec<usize>,
    visits: u32,
    /// How often this node was available for selection at its parent.
    avail: u32,
    /// Sum of rewards for `mover`.
    reward: f64,
}

/// One search from one position, for one seat.
#[derive(Debug)]
pub struct Search<'g, G: Game> {
    game: &'g G,
    root: G::State,
    seat: u8,
    seats: usize,
    config: SearchConfig,
    rng: GameRng,
    nodes: Vec<Node<G::Action>>,
    iterations: u64,
    log: Vec<LogLine>,
    /// The only root actions the search considers (`None`: all).
    root_only: Option<Vec<G::Action>>,
}

impl<'g, G: Game> Search<'g, G> {
    /// A search from `root` for `seat`. `root` is only ever looked at through
    /// `sample_hidden(root, seat, ..)`.
    pub fn new(game: &'g G, root: &G::State, seat: u8, config: SearchConfig, rng: GameRng) -> Self {
        Self {
            game,
            root: root.clone(),
            seat,
            seats: G::info().seats.len().max(1),
            config,
            rng,
            nodes: vec![Node {
                action: None,
                mover: seat,
                children: Vec::new(),
                visits: 0,
                avail: 0,
                reward: 0.0,
            }],
            iterations: 0,
            log: Vec::new(),
            root_only: None,
        }
    }

    /// Searches only these actions at the root (e.g. leaving out moves that lose at once).
    pub fn restrict_root(&mut self, actions: Vec<G::Action>) {
        self.root_only = Some(actions);
    }

    pub fn iterations(&self) -> u64 {
        self.iterations
    }

    /// Runs up to the configured number of iterations; `stop` is asked every 8 iterations.
    pub fn run(&mut self, stop: Stop<'_>) {
        while self.iterations < u64::from(self.config.iterations) {
            if self.iterations.is_multiple_of(8) && stop(self.iterations) {
                break;
            }
            self.iterate();
            self.iterations += 1;
        }
    }

    /// The most visited root action among `legal` (ties: the better mean), or a random legal
    /// action when none was searched.
    pub fn best(&mut self, legal: &[G::Action]) -> Option<G::Action> {
        let mut best: Option<(u32, f64, &G::Action)> = None;
        for &c in &self.nodes[0].children {
            let n = &self.nodes[c];
            let Some(a) = &n.action else { continue };
            if !legal.contains(a) {
                continue;
            }
            let mean = n.reward / f64::from(n.visits.max(1));
            if best.is_none_or(|(v, m, _)| (n.visits, mean) > (v, m)) {
                best = Some((n.visits, mean, a));
            }
        }
        match best {
            Some((_, _, a)) => Some(a.clone()),
            None => self.rng.choose(legal).cloned(),
        }
    }

    fn iterate(&mut self) {
        let game = self.game;
        let mut state = game.sample_hidden(&self.root, self.seat, &mut self.rng);
        let mut path = vec![0usize];
        let mut node = 0usize;
        // Selection and expansion.
        let mut untried: Vec<G::Action> = Vec::new();
        let mut available: Vec<usize> = Vec::new();
        while let Some(mover) = game.status(&state).to_move() {
            let mut legal = game.legal_actions(&state);
            if node == 0
                && let Some(only) = &self.root_only
            {
                legal.retain(|a| only.contains(a));
            }
            if legal.is_empty() {
                break;
            }
            untried.clear();
            available.clear();
            for a in legal {
                match self.nodes[node]
                    .children
                    .iter()
                    .find(|&&c| self.nodes[c].action.as_ref() == Some(&a))
                {
                    Some(&c) => available.push(c),
                    None => untried.push(a),
                }
            }
            for &c in &available {
                self.nodes[c].avail += 1;
            }
            if !untried.is_empty() {
                let i = self.rng.below(untried.len() as u64) as usize;
                let action = untried.swap_remove(i);
                self.log.clear();
                if game.apply(&mut state, &action, &mut self.log).is_err() {
                    break;
                }
                let child = self.nodes.len();
                self.nodes.push(Node {
                    action: Some(action),
                    mover,
                    children: Vec::new(),
                    visits: 0,
                    avail: 1,
                    reward: 0.0,
                });
                self.nodes[node].children.push(child);
                path.push(child);
                break;
            }
            let c = self.config.exploration;
            let mut pick = available[0];
            let mut pick_score = f64::NEG_INFINITY;
            for &ch in &available {
                let n = &self.nodes[ch];
                let visits = f64::from(n.visits.max(1));
                let score = n.reward / visits
                    + c * (f64::from(n.avail.max(1)).ln() / visits).sqrt()
                    // A tiny random tie-break keeps equal children from always going first.
                    + self.rng.unit_f64() * 1e-9;
                if score > pick_score {
                    pick_score = score;
                    pick = ch;
                }
            }
            let Some(action) = self.nodes[pick].action.clone() else {
                break;
            };
            self.log.clear();
            if game.apply(&mut state, &action, &mut self.log).is_err() {
                break;
            }
            node = pick;
            path.push(pick);
        }
        let rewards = self.rollout(state);
        for &n in &path {
            let node = &mut self.nodes[n];
            node.visits += 1;
            node.reward += rewards.get(node.mover as usize).copied().unwrap_or(0.5);
        }
    }

    /// Random play to the end (or the cap); each seat's reward.
    fn rollout(&mut self, mut state: G::State) -> Vec<f64> {
        let game = self.game;
        for _ in 0..self.config.rollout_cap {
            let status = game.status(&state);
            if let Some(r) = rewards_of(&status, self.seats) {
                return r;
            }
            if let Some(hint) = game.rollout_action(&state, &mut self.rng) {
                self.log.clear();
                if game.apply(&mut state, &hint, &mut self.log).is_ok() {
                    continue;
                }
            }
            let legal = game.legal_actions(&state);
            let Some(action) = self.rng.choose(&legal) else {
                return vec![0.5; self.seats];
            };
            self.log.clear();
            if game.apply(&mut state, action, &mut self.log).is_err() {
                return vec![0.5; self.seats];
            }
        }
        if let Some(r) = rewards_of(&game.status(&state), self.seats) {
            return r;
        }
        (0..self.seats)
            .map(|s| {
                game.evaluate(&state, s as u8)
                    .filter(|v| v.is_finite())
                    .map_or(0.5, |v| v.clamp(0.0, 1.0))
            })
            .collect()
    }
}

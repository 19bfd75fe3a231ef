//! Counting a batch's results: wins per bot and per seat, draws, unfinished games, game
//! length, the plugin's counters and, per counter, who won the games in which it fired.
//!
//! Every total is an integer, so adding games in any order, on any number of threads, or in
//! shards merged later ([`Tally::merge`]) gives the same tally to the bit: the live chart, the
//! final report and a merged report of many machines all come from it.

use super::rate::Rate;
use super::report::{CounterEffect, Report, ScriptErrorRow, SeatEffect, Timing};
use super::runner::bot_index;
use super::significance;
use game_wire::{SimFault, SimSummary};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The running totals of a batch.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Tally {
    seats: usize,
    games: u64,
    bot_wins: Vec<u64>,
    seat_wins: Vec<u64>,
    draws: u64,
    unfinished: u64,
    iterations: u64,
    total_actions: u64,
    min_actions: Option<u32>,
    max_actions: u32,
    counters: BTreeMap<String, CounterTally>,
    /// The seed of game 0, to name the seed that shows an error.
    seed: u64,
    /// Consecutive games sharing a seed ([`super::Batch::games_per_seed`]; 0 in tallies
    /// written before it existed, which means 1): game `i` plays seed `seed + i / this`.
    #[serde(default)]
    games_per_seed: u64,
    /// Games a script error stopped, by error (file:line and message).
    script_errors: BTreeMap<String, ErrorCount>,
    /// Finished games, and the sum of each bot's and each seat's place in them (1 first):
    /// the mean place of a table of more than two (0 and empty in tallies written before).
    #[serde(default)]
    placed: u64,
    #[serde(default)]
    bot_places: Vec<u64>,
    #[serde(default)]
    seat_places: Vec<u64>,
    /// Games and first places of each bot at each seat, `bot * seats + seat` (empty in
    /// tallies written before): each bot's first-place rate by seat.
    #[serde(default)]
    bot_seat_games: Vec<u64>,
    #[serde(default)]
    bot_seat_wins: Vec<u64>,
}

/// One counter over the games: its sum, the games in which it fired (counted at least once),
/// and who won those games. The games in which it did not fire are the rest of the tally.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
struct CounterTally {
    total: i64,
    fired: u64,
    seat_wins: Vec<u64>,
}

/// How often one script error stopped a game, and the first game (lowest index) it did.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
struct ErrorCount {
    games: u64,
    first_index: u64,
    first: SimFault,
}

impl ErrorCount {
    /// Adds `other`'s games; the first game is the lower index of the two.
    fn merge(&mut self, other: &ErrorCount) {
        self.games += other.games;
        if other.first_index < self.first_index {
            self.first_index = other.first_index;
            self.first = other.first.clone();
        }
    }
}

impl Tally {
    pub fn new(seats: usize) -> Tally {
        Tally {
            seats,
            bot_wins: vec![0; seats],
            seat_wins: vec![0; seats],
            bot_places: vec![0; seats],
            seat_places: vec![0; seats],
            bot_seat_games: vec![0; seats * seats],
            bot_seat_wins: vec![0; seats * seats],
            ..Tally::default()
        }
    }

    /// The same tally for a batch whose game 0 plays `seed` (for the seeds of script errors).
    pub fn seeded(self, seed: u64) -> Tally {
        Tally { seed, ..self }
    }

    /// An empty tally of `batch`'s games (its seats, its seeds).
    pub fn for_batch(batch: &super::Batch) -> Tally {
        Tally {
            games_per_seed: batch.games_per_seed(),
            ..Tally::new(batch.bots.len()).seeded(batch.seed)
        }
    }

    /// Counts game `index` of the batch (its index says which bot sat where).
    pub fn add(&mut self, index: u64, r: &SimSummary) {
        if let Some(fault) = &r.script_error {
            let one = ErrorCount {
                games: 1,
                first_index: index,
                first: (**fault).clone(),
            };
            match self.script_errors.get_mut(&fault.error.to_string()) {
                Some(count) => count.merge(&one),
                None => {
                    self.script_errors.insert(fault.error.to_string(), one);
                }
            }
        }
        self.games += 1;
        self.iterations += r.iterations;
        self.total_actions += u64::from(r.actions);
        self.min_actions = Some(self.min_actions.map_or(r.actions, |m| m.min(r.actions)));
        self.max_actions = self.max_actions.max(r.actions);
        let winner = match &r.outcome {
            Some(o) => o.winner.map(usize::from),
            None => None,
        };
        for (name, value) in &r.counters {
            let seats = self.seats;
            let c = self
                .counters
                .entry(name.clone())
                .or_insert_with(|| CounterTally {
                    seat_wins: vec![0; seats],
                    ..CounterTally::default()
                });
            c.total += *value;
            if *value > 0 {
                c.fired += 1;
                if let Some(s) = winner.and_then(|w| c.seat_wins.get_mut(w)) {
                    *s += 1;
                }
            }
        }
        // Who sat where (every game that counts towards the win rates: not those a script
        // error stopped, as in the rates' denominators below).
        for seat in 0..self.seats {
            let bot = bot_index(index, seat, self.seats);
            if let Some(g) = self.bot_seat_games.get_mut(bot * self.seats + seat) {
                *g += 1;
            }
            let won = r.outcome.as_ref().and_then(|o| o.winner) == Some(seat as u8);
            if let (true, Some(w)) = (won, self.bot_seat_wins.get_mut(bot * self.seats + seat)) {
                *w += 1;
            }
        }
        if let Some(o) = &r.outcome {
            self.placed += 1;
            for seat in 0..self.seats {
                let place = u64::from(o.place_of(seat as u8));
                if let Some(s) = self.seat_places.get_mut(seat) {
                    *s += place;
                }
                if let Some(b) = self.bot_places.get_mut(bot_index(index, seat, self.seats)) {
                    *b += place;
                }
            }
        }
        match &r.outcome {
            None if r.script_error.is_some() => {}
            None => self.unfinished += 1,
            Some(o) => match o.winner {
                None => self.draws += 1,
                Some(w) => {
                    let w = w as usize;
                    if let Some(s) = self.seat_wins.get_mut(w) {
                        *s += 1;
                    }
                    if let Some(b) = self.bot_wins.get_mut(bot_index(index, w, self.seats)) {
                        *b += 1;
                    }
                }
            },
        }
    }

    /// Adds another tally of the same batch (another thread's games, another shard's): the
    /// result is the tally of all their games, whatever order they were played in.
    pub fn merge(&mut self, other: &Tally) -> Result<(), String> {
        if other.seats != self.seats || other.seed != self.seed {
            return Err(format!(
                "cannot add a tally of {} seats from seed {} to one of {} seats from seed {}",
                other.seats, other.seed, self.seats, self.seed
            ));
        }
        let add = |into: &mut Vec<u64>, from: &[u64]| {
            if into.len() < from.len() {
                into.resize(from.len(), 0);
            }
            for (a, b) in into.iter_mut().zip(from) {
                *a += b;
            }
        };
        // A tally made before the merge knows nothing of the batch's seeding; the parts do.
        self.games_per_seed = self.games_per_seed.max(other.games_per_seed);
        self.games += other.games;
        add(&mut self.bot_wins, &other.bot_wins);
        add(&mut self.seat_wins, &other.seat_wins);
        self.placed += other.placed;
        add(&mut self.bot_places, &other.bot_places);
        add(&mut self.seat_places, &other.seat_places);
        add(&mut self.bot_seat_games, &other.bot_seat_games);
        add(&mut self.bot_seat_wins, &other.bot_seat_wins);
        self.draws += other.draws;
        self.unfinished += other.unfinished;
        self.iterations += other.iterations;
        self.total_actions += other.total_actions;
        self.min_actions = match (self.min_actions, other.min_actions) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        self.max_actions = self.max_actions.max(other.max_actions);
        for (name, c) in &other.counters {
            let mine = self.counters.entry(name.clone()).or_default();
            mine.total += c.total;
            mine.fired += c.fired;
            add(&mut mine.seat_wins, &c.seat_wins);
        }
        for (key, e) in &other.script_errors {
            match self.script_errors.get_mut(key) {
                Some(mine) => mine.merge(e),
                None => {
                    self.script_errors.insert(key.clone(), e.clone());
                }
            }
        }
        Ok(())
    }

    pub fn games(&self) -> u64 {
        self.games
    }

    /// Actions played over all games.
    pub fn actions(&self) -> u64 {
        self.total_actions
    }

    /// Seat `seat`'s win rate so far (what the rules decide in a mirror match).
    pub fn seat_win_rate(&self, seat: usize) -> Rate {
        Rate::wilson(self.seat_wins.get(seat).copied().unwrap_or(0), self.games)
    }

    /// The report of the games counted so far; `timing` is left out where reports must compare
    /// byte for byte (the same seeds on other threads or machines take other times).
    pub fn report(
        &self,
        ruleset: &str,
        seat_names: &[String],
        bots: &[String],
        timing: Option<Timing>,
    ) -> Report {
        let n = self.games;
        Report {
            ruleset: ruleset.to_string(),
            games: n,
            bots: bots.to_vec(),
            seats: seat_names.to_vec(),
            bot_wins: self.bot_wins.iter().map(|&w| Rate::wilson(w, n)).collect(),
            seat_wins: self.seat_wins.iter().map(|&w| Rate::wilson(w, n)).collect(),
            bot_mean_place: self.mean_places(&self.bot_places),
            bot_seat_wins: self
                .bot_seat_wins
                .chunks(self.seats.max(1))
                .zip(self.bot_seat_games.chunks(self.seats.max(1)))
                .map(|(wins, games)| {
                    wins.iter()
                        .zip(games)
                        .map(|(&w, &g)| Rate::wilson(w, g))
                        .collect()
                })
                .collect(),
            seat_mean_place: self.mean_places(&self.seat_places),
            draws: Rate::wilson(self.draws, n),
            unfinished: self.unfinished,
            mean_actions: self.total_actions as f64 / n.max(1) as f64,
            min_actions: self.min_actions.unwrap_or(0),
            max_actions: self.max_actions,
            counters: self
                .counters
                .iter()
                .map(|(k, c)| (k.clone(), c.total as f64 / n.max(1) as f64))
                .collect(),
            counter_effects: self.counter_effects(seat_names),
            search_iterations: self.iterations,
            script_errors: self.script_error_rows(),
            timing,
        }
    }

    /// Each mean place of `sums` over the finished games; empty before any (or in a tally
    /// written before places were counted).
    fn mean_places(&self, sums: &[u64]) -> Vec<f64> {
        if self.placed == 0 {
            return Vec::new();
        }
        sums.iter()
            .map(|&s| s as f64 / self.placed as f64)
            .collect()
    }

    /// The timing of this tally's games played in `seconds` on `threads` threads.
    pub fn timing(&self, seconds: f64, threads: usize, shards: u32) -> Timing {
        Timing {
            seconds,
            games_per_second: self.games as f64 / seconds.max(1e-9),
            threads,
            shards,
            thread_ms_per_action: seconds * threads.max(1) as f64 * 1e3
                / self.total_actions.max(1) as f64,
        }
    }

    /// Per counter and seat: the seat's win rate in the games where the counter fired and in
    /// the others; the counters with the largest effect first, screened for significance
    /// ([`significance`]).
    fn counter_effects(&self, seat_names: &[String]) -> Vec<CounterEffect> {
        let mut effects: Vec<CounterEffect> = self
            .counters
            .iter()
            .map(|(name, c)| {
                let not_fired = self.games.saturating_sub(c.fired);
                let mut effect = 0.0f64;
                let mut p_value = 1.0f64;
                let seats: Vec<SeatEffect> = seat_names
                    .iter()
                    .enumerate()
                    .map(|(s, seat)| {
                        let when = c.seat_wins.get(s).copied().unwrap_or(0);
                        let all = self.seat_wins.get(s).copied().unwrap_or(0);
                        let otherwise = all.saturating_sub(when);
                        let e = SeatEffect {
                            seat: seat.clone(),
                            when_fired: Rate::wilson(when, c.fired),
                            when_not: Rate::wilson(otherwise, not_fired),
                        };
                        if c.fired > 0 && not_fired > 0 {
                            effect = effect.max((e.when_fired.rate - e.when_not.rate).abs());
                        }
                        let p = significance::two_proportion_p(when, c.fired, otherwise, not_fired);
                        p_value = p_value.min(p);
                        e
                    })
                    .collect();
                CounterEffect {
                    name: name.clone(),
                    fired: Rate::wilson(c.fired, self.games),
                    seats,
                    effect,
                    p_value: (p_value * seat_names.len().max(1) as f64).min(1.0),
                    significant: false,
                }
            })
            .collect();
        let p_values: Vec<f64> = effects.iter().map(|e| e.p_value).collect();
        let passed = significance::significant(&p_values, significance::FALSE_DISCOVERY_RATE);
        for (e, passed) in effects.iter_mut().zip(passed) {
            e.significant = passed;
        }
        // Largest effect first; ties by name, so the order is the same on every run.
        effects.sort_by(|a, b| b.effect.total_cmp(&a.effect).then(a.name.cmp(&b.name)));
        effects
    }

    /// The script errors, the most frequent first.
    fn script_error_rows(&self) -> Vec<ScriptErrorRow> {
        let mut rows: Vec<ScriptErrorRow> = self
            .script_errors
            .values()
            .map(|c| {
                let e = &c.first.error;
                ScriptErrorRow {
                    location: format!("{}:{}", e.file, e.line),
                    hook: e.hook.as_ref().map(ToString::to_string),
                    message: e.message.clone(),
                    traceback: e.traceback.clone(),
                    games: c.games,
                    first_seed: self
                        .seed
                        .wrapping_add(c.first_index / self.games_per_seed.max(1)),
                    action: c.first.action.clone(),
                    after_actions: c.first.after,
                }
            })
            .collect();
        rows.sort_by(|a, b| b.games.cmp(&a.games).then(a.first_seed.cmp(&b.first_seed)));
        rows
    }
}

#[cfg(test)]
pub(crate) mod tests;

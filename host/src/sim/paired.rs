//! Two rulesets compared on common random numbers: every seed is played under both rulesets
//! (and, when the bots differ, in every seating: see [`super::Batch::games_per_seed`]), so the
//! deal and the bots' random streams are the same on both sides and only the rules differ.
//! The unit is the seed: per seed and seat, d = (wins under the second ruleset − wins under the
//! first) / games per seed, and the difference of win rates is the mean of d over the seeds.
//!
//! Why a paired t interval over the seeds: the d of different seeds are independent and
//! identically distributed (each seed's games share nothing with another's), so the mean's
//! standard error is the sample standard deviation of d over √seeds, whatever the correlation
//! between the two rulesets' games of one seed. That correlation is what pairing buys: the
//! variance of d is Var(A) + Var(B) − 2 Cov(A, B), and a small rule change leaves most games
//! alike, so Cov is large and the interval much narrower than an unpaired one on as many games.
//! A bootstrap would give the same interval at these sizes for more work and no exact
//! reproducibility; Student's t rather than the normal keeps it honest at a few dozen seeds.
//! Everything kept is an integer sum, so the order in which games end does not matter.

use super::normal;
use crate::tr;
use game_wire::SimSummary;
use serde::Serialize;
use std::collections::BTreeMap;

/// Below this many seeds played under both rulesets an interval is not trusted to resolve
/// anything (a handful of identical differences would give a zero-width interval).
pub const MIN_PAIRS: u64 = 10;

/// The running paired comparison of ruleset 0 (the first) and ruleset 1 (the `--vs`).
#[derive(Debug, Clone, Default)]
pub struct PairedTally {
    seats: usize,
    games_per_seed: u64,
    /// Seeds whose games are all in, under both rulesets.
    pairs: u64,
    /// Per seat, over the complete seeds: Σ d and Σ d², d in wins (not divided by the games
    /// per seed, so integers).
    sum: Vec<i64>,
    sum_sq: Vec<i64>,
    /// Per ruleset and seat, over the complete seeds: Σ wins and Σ wins², for the interval an
    /// unpaired comparison of the same games would have.
    wins: [Vec<i64>; 2],
    wins_sq: [Vec<i64>; 2],
    /// Seeds with games still to come, by seed number (game index / games per seed).
    pending: BTreeMap<u64, [SeedGames; 2]>,
}

/// One seed's games under one ruleset so far.
#[derive(Debug, Clone, Default)]
struct SeedGames {
    games: u64,
    wins: Vec<i64>,
}

/// The difference of one seat's win rate between the rulesets (second − first, fractions).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SeatDifference {
    pub seat: String,
    pub difference: f64,
    pub low: f64,
    pub high: f64,
    /// The interval's confidence level (0.95; at a sequential look, the look's level).
    pub confidence: f64,
    /// Seeds played under both rulesets.
    pub pairs: u64,
    /// Whether the interval lies wholly above or below 0 (and enough seeds were compared).
    pub excludes_zero: bool,
    /// The half-width an unpaired comparison of the same games would have at the same level:
    /// what pairing saved.
    pub unpaired_half_width: f64,
}

impl SeatDifference {
    pub fn half_width(&self) -> f64 {
        (self.high - self.low) / 2.0
    }

    /// How many times the games an unpaired comparison needs for the same interval width:
    /// widths shrink as 1/√games, so the ratio of the squared widths (infinite when the games
    /// never differed under the two rulesets).
    pub fn games_saved(&self) -> f64 {
        let paired = self.half_width();
        if paired <= 0.0 {
            return f64::INFINITY;
        }
        (self.unpaired_half_width / paired).powi(2)
    }

    /// ` +2.5 points [-1.2, +6.2]`: in percentage points, for the terminal and the app.
    pub fn text(&self) -> String {
        tr!(
            "sim-paired-difference",
            difference = format!("{:+.1}", self.difference * 100.0),
            low = format!("{:+.1}", self.low * 100.0),
            high = format!("{:+.1}", self.high * 100.0)
        )
    }
}

impl PairedTally {
    /// A comparison of batches of `seats` seats whose consecutive `games_per_seed` games share
    /// a seed.
    pub fn new(seats: usize, games_per_seed: u64) -> PairedTally {
        PairedTally {
            seats,
            games_per_seed: games_per_seed.max(1),
            sum: vec![0; seats],
            sum_sq: vec![0; seats],
            wins: [vec![0; seats], vec![0; seats]],
            wins_sq: [vec![0; seats], vec![0; seats]],
            ..PairedTally::default()
        }
    }

    /// Seeds played under both rulesets.
    pub fn pairs(&self) -> u64 {
        self.pairs
    }

    /// Counts game `index` of ruleset `ruleset` (0 or 1; others are ignored). A seed counts
    /// once all its games are in under both rulesets.
    pub fn add(&mut self, ruleset: usize, index: u64, summary: &SimSummary) {
        let winner = summary.outcome.as_ref().and_then(|o| o.winner);
        self.add_winner(ruleset, index, winner);
    }

    /// [`PairedTally::add`] from the game's winner alone (what a results file keeps).
    pub fn add_winner(&mut self, ruleset: usize, index: u64, winner: Option<u8>) {
        if ruleset > 1 {
            return;
        }
        let seed = index / self.games_per_seed;
        let seats = self.seats;
        let games = self.pending.entry(seed).or_insert_with(|| {
            let fresh = SeedGames {
                games: 0,
                wins: vec![0; seats],
            };
            [fresh.clone(), fresh]
        });
        let side = &mut games[ruleset];
        side.games += 1;
        if let Some(w) = winner.and_then(|w| side.wins.get_mut(usize::from(w))) {
            *w += 1;
        }
        if games.iter().all(|g| g.games >= self.games_per_seed)
            && let Some([first, second]) = self.pending.remove(&seed)
        {
            self.count_seed(&first, &second);
        }
    }

    fn count_seed(&mut self, first: &SeedGames, second: &SeedGames) {
        self.pairs += 1;
        for s in 0..self.seats {
            let a = first.wins.get(s).copied().unwrap_or(0);
            let b = second.wins.get(s).copied().unwrap_or(0);
            let d = b - a;
            self.sum[s] += d;
            self.sum_sq[s] += d * d;
            self.wins[0][s] += a;
            self.wins_sq[0][s] += a * a;
            self.wins[1][s] += b;
            self.wins_sq[1][s] += b * b;
        }
    }

    /// Per seat, the difference with its paired t interval at `confidence` (0.95 for a 95%
    /// interval).
    pub fn differences(&self, seat_names: &[String], confidence: f64) -> Vec<SeatDifference> {
        let n = self.pairs as f64;
        let per_seed = self.games_per_seed as f64;
        // The sample variance of a per-seed quantity from its sums, in win-rate units.
        let variance = |sum: i64, sum_sq: i64| {
            if self.pairs < 2 {
                return 0.0;
            }
            let (sum, sum_sq) = (sum as f64, sum_sq as f64);
            ((sum_sq - sum * sum / n) / (n - 1.0)).max(0.0) / (per_seed * per_seed)
        };
        let t = normal::t_quantile(1.0 - (1.0 - confidence) / 2.0, (n - 1.0).max(1.0));
        seat_names
            .iter()
            .enumerate()
            .map(|(s, seat)| {
                let sum = self.sum.get(s).copied().unwrap_or(0);
                let sum_sq = self.sum_sq.get(s).copied().unwrap_or(0);
                let mean = if self.pairs == 0 {
                    0.0
                } else {
                    sum as f64 / n / per_seed
                };
                let (low, high) = if self.pairs < 2 {
                    // Nothing is known yet: any difference is possible.
                    (-1.0, 1.0)
                } else {
                    let half = t * (variance(sum, sum_sq) / n).sqrt();
                    ((mean - half).max(-1.0), (mean + half).min(1.0))
                };
                let side = |r: usize| {
                    variance(
                        self.wins[r].get(s).copied().unwrap_or(0),
                        self.wins_sq[r].get(s).copied().unwrap_or(0),
                    )
                };
                let unpaired_half_width = if self.pairs < 2 {
                    1.0
                } else {
                    t * ((side(0) + side(1)) / n).sqrt()
                };
                SeatDifference {
                    seat: seat.clone(),
                    difference: mean,
                    low,
                    high,
                    confidence,
                    pairs: self.pairs,
                    excludes_zero: self.pairs >= MIN_PAIRS && (low > 0.0 || high < 0.0),
                    unpaired_half_width,
                }
            })
            .collect()
    }
}

#[cfg(test)]
mod tests;

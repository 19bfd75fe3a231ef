//! One balance lab run as the window sees it: the background job, and per ruleset the tally
//! and the points of the win-rate chart, updated from the job's events each frame.

use crate::sim::{Job, JobEvent, JobSpec, Report, Tally};
use game_sdk::wire::{BotSpec, SimSummary};
use std::time::Instant;

/// Bot A's win rate (in %) after some games, with its 95% interval.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ChartPoint {
    pub games: f64,
    pub rate: f64,
    pub low: f64,
    pub high: f64,
}

/// The most points a chart line keeps: beyond it every other point is dropped and later games
/// are sampled half as often, so a long batch draws as fast as a short one.
pub const MAX_POINTS: usize = 2_000;

/// One ruleset's column of results.
#[derive(Debug, Clone)]
pub struct RulesetRun {
    pub name: String,
    pub tally: Tally,
    pub points: Vec<ChartPoint>,
    /// A point is kept every `stride` games.
    stride: u64,
    started: Option<Instant>,
    /// Set when all its games are played.
    pub seconds: Option<f64>,
}

impl RulesetRun {
    pub fn new(name: String, seats: usize) -> RulesetRun {
        RulesetRun {
            name,
            tally: Tally::new(seats),
            points: Vec::new(),
            stride: 1,
            started: None,
            seconds: None,
        }
    }

    /// Counts game `index` and adds its point to the chart (always the last game's, so the
    /// line ends where the table is).
    pub fn add(&mut self, index: u64, summary: &SimSummary, total: u64) {
        self.tally.add(index, summary);
        let games = self.tally.games();
        if !games.is_multiple_of(self.stride) && games != total {
            return;
        }
        if self.points.len() >= MAX_POINTS {
            let mut keep = false;
            self.points.retain(|_| {
                keep = !keep;
                keep
            });
            self.stride *= 2;
        }
        let a = self.tally.bot_win_rate(0);
        self.points.push(ChartPoint {
            games: games as f64,
            rate: a.rate * 100.0,
            low: a.low * 100.0,
            high: a.high * 100.0,
        });
    }

    /// Wall time so far (or in all, when finished).
    pub fn seconds(&self) -> f64 {
        self.seconds
            .or_else(|| self.started.map(|s| s.elapsed().as_secs_f64()))
            .unwrap_or(0.0)
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RunState {
    Running,
    Done,
    Stopped,
    Failed(String),
}

#[derive(Debug)]
pub struct LabRun {
    pub seats: Vec<String>,
    pub bots: Vec<BotSpec>,
    pub threads: usize,
    /// Games per ruleset.
    pub games: u64,
    pub rulesets: Vec<RulesetRun>,
    pub state: RunState,
    job: Option<Job>,
}

impl LabRun {
    /// Starts `spec` in the background; `names` are the rulesets' display names.
    pub fn start(
        spec: JobSpec,
        names: Vec<String>,
        wake: impl Fn() + Send + Sync + 'static,
    ) -> Result<LabRun, String> {
        let seats = spec.plugin.info().seats.clone();
        let run = LabRun {
            bots: spec.batch.bots.clone(),
            threads: spec.batch.threads,
            games: spec.batch.games,
            rulesets: names
                .into_iter()
                .map(|name| {
                    let mut run = RulesetRun::new(name, seats.len());
                    run.tally = run.tally.seeded(spec.batch.seed);
                    run
                })
                .collect(),
            seats,
            state: RunState::Running,
            job: None,
        };
        let job = Job::start(spec, wake)?;
        Ok(LabRun {
            job: Some(job),
            ..run
        })
    }

    pub fn is_running(&self) -> bool {
        self.state == RunState::Running
    }

    /// Takes the events that arrived since the last frame.
    pub fn poll(&mut self) {
        let Some(job) = &self.job else { return };
        for event in job.poll() {
            let last = event.is_last();
            self.take(event);
            if last {
                self.job = None;
                return;
            }
        }
    }

    fn take(&mut self, event: JobEvent) {
        match event {
            JobEvent::Started { ruleset } => {
                if let Some(r) = self.rulesets.get_mut(ruleset) {
                    r.started = Some(Instant::now());
                }
            }
            JobEvent::Game {
                ruleset,
                index,
                summary,
            } => {
                let total = self.games;
                if let Some(r) = self.rulesets.get_mut(ruleset) {
                    r.add(index, &summary, total);
                }
            }
            JobEvent::Finished { ruleset, seconds } => {
                if let Some(r) = self.rulesets.get_mut(ruleset) {
                    r.seconds = Some(seconds);
                }
            }
            JobEvent::Done => self.state = RunState::Done,
            JobEvent::Stopped => self.state = RunState::Stopped,
            JobEvent::Failed(message) => self.state = RunState::Failed(message),
        }
    }

    /// Asks the job to stop; it ends after the games being played.
    pub fn stop(&self) {
        if let Some(job) = &self.job {
            job.stop();
        }
    }

    /// Games played so far, over all rulesets.
    pub fn played(&self) -> u64 {
        self.rulesets.iter().map(|r| r.tally.games()).sum()
    }

    /// Games to play, over all rulesets.
    pub fn total(&self) -> u64 {
        self.games * self.rulesets.len() as u64
    }

    /// The results so far, one report per ruleset that has started.
    pub fn reports(&self) -> Vec<Report> {
        self.rulesets
            .iter()
            .map(|r| {
                r.tally
                    .report(&r.name, &self.seats, &self.bots, r.seconds(), self.threads)
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_sdk::wire::Outcome;

    #[test]
    fn a_long_batch_keeps_a_bounded_number_of_chart_points_ending_at_the_last_game() {
        let won = SimSummary {
            outcome: Some(Outcome {
                winner: Some(0),
                scores: vec![],
                reason: String::new(),
            }),
            actions: 5,
            counters: vec![],
            iterations: 0,
            script_error: None,
            hooks_called: vec![],
            hooks_declared: vec![],
        };
        let total = 10_001;
        let mut r = RulesetRun::new("standard".into(), 2);
        for i in 0..total {
            r.add(i, &won, total);
        }
        assert_eq!(r.tally.games(), total);
        assert!(r.points.len() <= MAX_POINTS + 1, "{}", r.points.len());
        assert!(r.points.len() > MAX_POINTS / 4, "{}", r.points.len());
        assert_eq!(r.points.last().map(|p| p.games), Some(total as f64));
        assert!(r.points.windows(2).all(|w| w[0].games < w[1].games));
    }
}

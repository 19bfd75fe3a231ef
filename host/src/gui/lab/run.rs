//! One balance lab run as the window sees it: the background job, and per ruleset the tally
//! and the points of the win-rate chart, updated from the job's events each frame.

use crate::sim::{Job, JobEvent, JobSpec, Report, Tally};
use game_sdk::wire::BotSpec;
use std::time::Instant;

/// Bot A's win rate (in %) after some games, with its 95% interval.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ChartPoint {
    pub games: f64,
    pub rate: f64,
    pub low: f64,
    pub high: f64,
}

/// One ruleset's column of results.
#[derive(Debug, Clone)]
pub struct RulesetRun {
    pub name: String,
    pub tally: Tally,
    pub points: Vec<ChartPoint>,
    started: Option<Instant>,
    /// Set when all its games are played.
    pub seconds: Option<f64>,
}

impl RulesetRun {
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
                .map(|name| RulesetRun {
                    name,
                    tally: Tally::new(seats.len()),
                    points: Vec::new(),
                    started: None,
                    seconds: None,
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
                if let Some(r) = self.rulesets.get_mut(ruleset) {
                    r.tally.add(index, &summary);
                    let a = r.tally.bot_win_rate(0);
                    r.points.push(ChartPoint {
                        games: r.tally.games() as f64,
                        rate: a.rate * 100.0,
                        low: a.low * 100.0,
                        high: a.high * 100.0,
                    });
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

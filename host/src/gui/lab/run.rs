//! One balance lab run as the window sees it: the background job, and per ruleset the tally
//! and the points of the win-rate chart, updated from the job's events each frame. With Watch
//! on, each save of the ruleset adds a column: the same seeds under the rules after the save.

use crate::sim::{Job, JobEvent, JobSpec, Report, RulesetChoice, Tally};
use game_wire::RulesetSource;
use game_wire::{BotSpec, SimSummary};
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
    /// The column of the running job's first ruleset (its events count from there).
    offset: usize,
    /// What a new column is played with (plugin, content, batch); its rulesets are replaced.
    template: JobSpec,
    /// A save that came while a job was running: played when it ends (only the latest).
    pending: Option<(String, RulesetSource)>,
    /// How many saves have been played (to number the columns).
    saves: usize,
    wake: Wake,
}

/// Asks the window for a frame (from the job's thread).
#[derive(Clone)]
struct Wake(std::sync::Arc<dyn Fn() + Send + Sync>);

impl std::fmt::Debug for Wake {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Wake")
    }
}

impl LabRun {
    /// Starts `spec` in the background; `names` are the rulesets' display names.
    pub fn start(
        spec: JobSpec,
        names: Vec<String>,
        wake: impl Fn() + Send + Sync + 'static,
    ) -> Result<LabRun, String> {
        let seats = spec.plugin.info().seats.clone();
        let wake = Wake(std::sync::Arc::new(wake));
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
            offset: 0,
            template: spec.clone(),
            pending: None,
            saves: 0,
            wake: wake.clone(),
        };
        let job = Job::start(spec, move || (wake.0)())?;
        Ok(LabRun {
            job: Some(job),
            ..run
        })
    }

    /// The ruleset under test after a save: plays the same seeds under `source` in a new
    /// column labelled `label`, now or (while a job runs) when it ends.
    pub fn follow(&mut self, label: String, source: RulesetSource) {
        self.pending = Some((label, source));
        if self.job.is_none() {
            self.start_pending();
        }
    }

    fn start_pending(&mut self) {
        let Some((label, source)) = self.pending.take() else {
            return;
        };
        self.saves += 1;
        let mut column = RulesetRun::new(format!("save {}: {label}", self.saves), self.seats.len());
        column.tally = column.tally.seeded(self.template.batch.seed);
        let spec = JobSpec {
            rulesets: vec![RulesetChoice::Source(Box::new(source))],
            ..self.template.clone()
        };
        let wake = self.wake.clone();
        match Job::start(spec, move || (wake.0)()) {
            Ok(job) => {
                self.offset = self.rulesets.len();
                self.rulesets.push(column);
                self.job = Some(job);
                self.state = RunState::Running;
            }
            Err(e) => self.state = RunState::Failed(e),
        }
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
                self.start_pending();
                return;
            }
        }
    }

    fn take(&mut self, event: JobEvent) {
        let at = self.offset;
        match event {
            JobEvent::Started { ruleset } => {
                if let Some(r) = self.rulesets.get_mut(at + ruleset) {
                    r.started = Some(Instant::now());
                }
            }
            JobEvent::Game {
                ruleset,
                index,
                summary,
            } => {
                let total = self.games;
                if let Some(r) = self.rulesets.get_mut(at + ruleset) {
                    r.add(index, &summary, total);
                }
            }
            JobEvent::Finished { ruleset, seconds } => {
                if let Some(r) = self.rulesets.get_mut(at + ruleset) {
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
                let bots: Vec<String> = self.bots.iter().map(ToString::to_string).collect();
                let timing = r.tally.timing(r.seconds(), self.threads, 1);
                r.tally.report(&r.name, &self.seats, &bots, Some(timing))
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_wire::Outcome;

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

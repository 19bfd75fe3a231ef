//! One balance lab run as the window sees it: the background job, and per ruleset the tally
//! and the points of the chart (each seat's win rate; for every ruleset after the first, the
//! paired difference from the first), updated from the job's events each frame. With Watch
//! on, each save of the ruleset adds a column: the same seeds under the rules after the save,
//! compared with the first column.

use super::series::{ChartPoint, Series};
use crate::sim::paired::{PairedTally, SeatDifference};
use crate::sim::{Job, JobEvent, JobSpec, Report, RulesetChoice, Tally};
use crate::tr;
use game_wire::RulesetSource;
use game_wire::{BotSpec, SimSummary};
use std::time::Instant;

/// One ruleset's column of results.
#[derive(Debug, Clone)]
pub struct RulesetRun {
    pub name: String,
    pub tally: Tally,
    /// Per seat, its win rate (%) as games accumulate: the balance.
    pub seats: Vec<Series>,
    /// For every column but the first: the paired difference from the first column.
    pub versus: Option<Versus>,
    started: Option<Instant>,
    /// Set when all its games are played.
    pub seconds: Option<f64>,
}

/// A column compared with the first on the same seeds ([`crate::sim::paired`]).
#[derive(Debug, Clone)]
pub struct Versus {
    pub paired: PairedTally,
    /// Per seat, the difference (points, this column − the first) with its 95% band, as seeds
    /// are compared.
    pub series: Vec<Series>,
    /// Games of this column played before the first column's (not counted in yet).
    waiting: std::collections::BTreeSet<u64>,
}

impl RulesetRun {
    pub fn new(name: String, seats: usize) -> RulesetRun {
        RulesetRun {
            name,
            tally: Tally::new(seats),
            seats: vec![Series::default(); seats],
            versus: None,
            started: None,
            seconds: None,
        }
    }

    /// Counts game `index` and adds its point to each seat's line (always the last game's, so
    /// the line ends where the table is).
    pub fn add(&mut self, index: u64, summary: &SimSummary, total: u64) {
        self.tally.add(index, summary);
        let games = self.tally.games();
        for (s, series) in self.seats.iter_mut().enumerate() {
            let rate = self.tally.seat_win_rate(s);
            series.push(games, games == total, || ChartPoint {
                games: games as f64,
                rate: rate.rate * 100.0,
                low: rate.low * 100.0,
                high: rate.high * 100.0,
            });
        }
    }

    /// Counts, for the comparison with the first column, game `index` of the first column
    /// (`ruleset` 0) or of this one (1), with its winner; adds a point to each seat's
    /// difference line when a seed completes.
    pub fn compare(&mut self, ruleset: usize, index: u64, winner: Option<u8>, seats: &[String]) {
        let Some(v) = &mut self.versus else { return };
        let before = v.paired.pairs();
        v.paired.add_winner(ruleset, index, winner);
        let pairs = v.paired.pairs();
        if pairs == before {
            return;
        }
        let differences = v.paired.differences(seats, 0.95);
        for (series, d) in v.series.iter_mut().zip(differences) {
            series.push(pairs, false, || ChartPoint {
                games: pairs as f64,
                rate: d.difference * 100.0,
                low: d.low * 100.0,
                high: d.high * 100.0,
            });
        }
    }

    /// The difference from the first column so far, per seat (`None` for the first column).
    pub fn differences(&self, seats: &[String]) -> Option<Vec<SeatDifference>> {
        self.versus
            .as_ref()
            .map(|v| v.paired.differences(seats, 0.95))
    }

    /// Wall time so far (or in all, when finished).
    pub fn seconds(&self) -> f64 {
        self.seconds
            .or_else(|| self.started.map(|s| s.elapsed().as_secs_f64()))
            .unwrap_or(0.0)
    }
}

/// An empty comparison with the first column for a column of `spec`'s batch.
fn versus(spec: &JobSpec, seats: usize) -> Versus {
    Versus {
        paired: PairedTally::new(seats, spec.batch.games_per_seed()),
        series: vec![Series::default(); seats],
        waiting: Default::default(),
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
    /// The results table shows only the significant counters (the **Significant only** box).
    pub significant_only: bool,
    job: Option<Job>,
    /// The column of the running job's first ruleset (its events count from there).
    offset: usize,
    /// What a new column is played with (plugin, content, batch); its rulesets are replaced.
    template: JobSpec,
    /// A save that came while a job was running: played when it ends (only the latest).
    pending: Option<(String, RulesetSource)>,
    /// How many saves have been played (to number the columns).
    saves: usize,
    /// The winner of each game of the first column, by game index (`None` until played), to
    /// pair the later columns' games with.
    first_winners: Vec<Option<Option<u8>>>,
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
        // The seats of the rules played (a ruleset may seat fewer than the game names). Rules
        // that cannot be read or compiled here fail the job too, which reports them in the
        // run, where the player looks; until then the bots' seats are named.
        let seats = match spec.seats() {
            Ok(seats) if seats.len() != spec.batch.bots.len() => {
                return Err(tr!("lab-seats-mismatch", seats = seats.len()));
            }
            Ok(seats) => seats,
            Err(_) => spec
                .plugin
                .info()
                .seat_names(u8::try_from(spec.batch.bots.len()).unwrap_or(u8::MAX))
                .to_vec(),
        };
        let wake = Wake(std::sync::Arc::new(wake));
        let run = LabRun {
            bots: spec.batch.bots.clone(),
            threads: spec.batch.threads,
            games: spec.batch.games,
            rulesets: names
                .into_iter()
                .enumerate()
                .map(|(i, name)| {
                    let mut run = RulesetRun::new(name, seats.len());
                    run.tally = Tally::for_batch(&spec.batch);
                    if i > 0 {
                        run.versus = Some(versus(&spec, seats.len()));
                    }
                    run
                })
                .collect(),
            seats,
            state: RunState::Running,
            significant_only: false,
            job: None,
            offset: 0,
            template: spec.clone(),
            pending: None,
            saves: 0,
            first_winners: Vec::new(),
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
        let mut column = RulesetRun::new(
            tr!("lab-save-column", number = self.saves, label = label),
            self.seats.len(),
        );
        column.tally = Tally::for_batch(&self.template.batch);
        column.versus = Some(versus(&self.template, self.seats.len()));
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
                let column = at + ruleset;
                if let Some(r) = self.rulesets.get_mut(column) {
                    r.add(index, &summary, total);
                }
                self.pair(column, index, summary.outcome.and_then(|o| o.winner));
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

    /// Pairs game `index` of `column` with the same game of the first column: a first-column
    /// game goes to every later column that already has its partner, a later column's game to
    /// its own comparison once the first column's is in.
    fn pair(&mut self, column: usize, index: u64, winner: Option<u8>) {
        let Ok(i) = usize::try_from(index) else {
            return;
        };
        let seats = &self.seats;
        if column == 0 {
            if self.first_winners.len() <= i {
                self.first_winners.resize(i + 1, None);
            }
            self.first_winners[i] = Some(winner);
            for r in self.rulesets.iter_mut().skip(1) {
                if r.versus.as_mut().is_some_and(|v| v.waiting.remove(&index)) {
                    r.compare(0, index, winner, seats);
                }
            }
            return;
        }
        let first = self.first_winners.get(i).copied().flatten();
        if let Some(r) = self.rulesets.get_mut(column) {
            r.compare(1, index, winner, seats);
            match first {
                Some(w) => r.compare(0, index, w, seats),
                None => {
                    if let Some(v) = &mut r.versus {
                        v.waiting.insert(index);
                    }
                }
            }
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
    use crate::gui::lab::series::MAX_POINTS;
    use game_wire::Outcome;

    fn won_by(seat: u8) -> SimSummary {
        SimSummary {
            outcome: Some(Outcome::won(seat, vec![], "")),
            actions: 5,
            counters: vec![],
            iterations: 0,
            script_error: None,
            hooks_called: vec![],
            hooks_declared: vec![],
        }
    }

    #[test]
    fn a_long_batch_keeps_a_bounded_number_of_chart_points_ending_at_the_last_game() {
        let won = won_by(0);
        let total = 10_001;
        let mut r = RulesetRun::new("standard".into(), 2);
        for i in 0..total {
            r.add(i, &won, total);
        }
        assert_eq!(r.tally.games(), total);
        for seat in &r.seats {
            let points = &seat.points;
            assert!(points.len() <= MAX_POINTS + 1, "{}", points.len());
            assert!(points.len() > MAX_POINTS / 4, "{}", points.len());
            assert_eq!(points.last().map(|p| p.games), Some(total as f64));
            assert!(points.windows(2).all(|w| w[0].games < w[1].games));
        }
        // Each seat's own line: the first seat won every game, the second none.
        let last = |s: usize| r.seats[s].points.last().map(|p| p.rate);
        assert_eq!((last(0), last(1)), (Some(100.0), Some(0.0)));
    }

    #[test]
    fn a_later_column_draws_its_paired_difference_from_the_first_in_either_order() {
        let seats = vec!["X".to_string(), "O".to_string()];
        let mut column = RulesetRun::new("save 1".into(), 2);
        column.versus = Some(Versus {
            paired: PairedTally::new(2, 1),
            series: vec![Series::default(); 2],
            waiting: Default::default(),
        });
        // Under the first rules X wins every game; under the save, O wins games 0..5.
        for i in 0..10u64 {
            let winner = if i < 5 { 1 } else { 0 };
            column.compare(1, i, Some(winner), &seats);
            column.compare(0, i, Some(0), &seats);
        }
        let d = column.differences(&seats).unwrap_or_default();
        assert_eq!(d[0].difference, -0.5);
        assert_eq!(d[0].pairs, 10);
        let line = &column.versus.as_ref().map(|v| v.series[0].points.clone());
        let line = line.clone().unwrap_or_default();
        assert_eq!(line.len(), 10, "a point per seed compared");
        assert_eq!(line.last().map(|p| p.rate), Some(-50.0));
        assert!(line.last().is_some_and(|p| p.low < -50.0 && p.high > -50.0));
    }
}

//! A batch running in the background for the app: one or two rulesets played one after the
//! other on worker threads, reported as events on a channel so the window never waits.

use super::runner::{Batch, tally_batch};
use crate::content;
use crate::plugin::Plugin;
use crate::tr;
use game_wire::RulesetSource;
use game_wire::SimSummary;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::time::Instant;

/// What to run: the same batch (same seeds) under each ruleset in turn.
#[derive(Debug, Clone)]
pub struct JobSpec {
    pub plugin: Arc<Plugin>,
    /// The directory holding `rulesets/` and `scripts/`.
    pub content_root: PathBuf,
    /// The mods in use, whose rulesets a name may be.
    pub mods: crate::mods::ModsInUse,
    /// The rulesets, in order.
    pub rulesets: Vec<RulesetChoice>,
    pub batch: Batch,
}

/// A ruleset to play: by name (read when the job starts) or as text already read (the text a
/// save left, for Watch).
#[derive(Debug, Clone)]
pub enum RulesetChoice {
    /// A name or path, as `game-host simulate --ruleset R --vs R2` takes them.
    Named(String),
    Source(Box<RulesetSource>),
}

impl RulesetChoice {
    fn name(&self) -> &str {
        match self {
            RulesetChoice::Named(name) => name,
            RulesetChoice::Source(source) => &source.root,
        }
    }
}

/// What happened, in order: for each ruleset `Started`, its `Game`s, `Finished`; then `Done`.
/// A failure or a stop ends the job early with `Failed` or `Stopped`.
#[derive(Debug, Clone)]
pub enum JobEvent {
    Started {
        ruleset: usize,
    },
    Game {
        ruleset: usize,
        index: u64,
        summary: SimSummary,
    },
    Finished {
        ruleset: usize,
        seconds: f64,
    },
    Done,
    Stopped,
    Failed(String),
}

impl JobEvent {
    /// Whether the job has ended with this event.
    pub fn is_last(&self) -> bool {
        matches!(
            self,
            JobEvent::Done | JobEvent::Stopped | JobEvent::Failed(_)
        )
    }
}

/// A running job. Dropping it stops it (after the games being played).
#[derive(Debug)]
pub struct Job {
    stop: Arc<AtomicBool>,
    events: Receiver<JobEvent>,
}

impl Job {
    /// Starts the job on a thread of its own; `wake` is called after every event (the app
    /// passes a repaint request).
    pub fn start(spec: JobSpec, wake: impl Fn() + Send + Sync + 'static) -> Result<Job, String> {
        let stop = Arc::new(AtomicBool::new(false));
        let (tx, events) = mpsc::channel();
        let flag = stop.clone();
        std::thread::Builder::new()
            .name("balance-lab".into())
            .spawn(move || {
                let last = run(&spec, &flag, &tx, &wake);
                let _ = tx.send(last);
                wake();
            })
            .map_err(|e| tr!("sim-no-thread", error = e.to_string()))?;
        Ok(Job { stop, events })
    }

    /// Asks the job to stop: threads finish the game they are playing and take no other.
    pub fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    /// The events that arrived since the last call.
    pub fn poll(&self) -> Vec<JobEvent> {
        self.events.try_iter().collect()
    }
}

impl Drop for Job {
    fn drop(&mut self) {
        self.stop();
    }
}

impl JobSpec {
    /// Reads every ruleset of the job (a name is looked up in the content and the mods).
    pub fn sources(&self) -> Result<Vec<RulesetSource>, String> {
        self.rulesets
            .iter()
            .map(|choice| match choice {
                RulesetChoice::Source(source) => Ok((**source).clone()),
                RulesetChoice::Named(name) => content::load_ruleset(
                    &self.content_root,
                    &self.mods,
                    &self.plugin.info().id,
                    name,
                )
                .map_err(|d| d.to_string()),
            })
            .collect()
    }

    /// The seats at the table of the job's rules (the same under each, or an error saying
    /// which differ).
    pub fn seats(&self) -> Result<Vec<String>, String> {
        let names: Vec<String> = self.rulesets.iter().map(|c| c.name().to_string()).collect();
        super::table_seats(&self.plugin, &names, &self.sources()?)
    }
}

/// The job's body; returns its last event.
fn run(
    spec: &JobSpec,
    stop: &AtomicBool,
    tx: &Sender<JobEvent>,
    wake: &(dyn Fn() + Send + Sync),
) -> JobEvent {
    // Every ruleset is read first, so a typo in the second one is reported before the first
    // one's games are played.
    let sources = match spec.sources() {
        Ok(sources) => sources,
        Err(e) => return JobEvent::Failed(e),
    };
    for (ruleset, (choice, source)) in spec.rulesets.iter().zip(&sources).enumerate() {
        let name = choice.name();
        if stop.load(Ordering::Relaxed) {
            return JobEvent::Stopped;
        }
        let _ = tx.send(JobEvent::Started { ruleset });
        wake();
        let started = Instant::now();
        let on_game = |index: u64, summary: &SimSummary| {
            let _ = tx.send(JobEvent::Game {
                ruleset,
                index,
                summary: summary.clone(),
            });
            wake();
        };
        let all = 0..spec.batch.games;
        match tally_batch(&spec.plugin, source, &spec.batch, all, stop, &on_game) {
            Err(e) => return JobEvent::Failed(format!("{name}: {e}")),
            Ok(tally) if tally.games() < spec.batch.games => return JobEvent::Stopped,
            Ok(_) => {}
        }
        let _ = tx.send(JobEvent::Finished {
            ruleset,
            seconds: started.elapsed().as_secs_f64(),
        });
    }
    JobEvent::Done
}

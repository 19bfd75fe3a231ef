//! Work that calls into a game's rules (its plugin and its scripts), done off the UI thread.
//!
//! A house rule may be slow, by mistake or on purpose (the scripts' budgets bound each view,
//! but a step of the match may run several). So the app hands the table, or what opens one, to
//! a worker thread and waits a moment for it: most steps take milliseconds and the frame shows
//! their result as before. Past that moment the window shows that the rules are thinking,
//! keeps painting and answering, and offers to stop the match.

use super::app::HostApp;
use crate::tr;
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

/// What the app does with a finished piece of work, on the UI thread (puts the table back,
/// shows its notices).
pub type Finish = Box<dyn FnOnce(&mut HostApp) + Send>;

type Job = Box<dyn FnOnce() + Send>;

/// How long the UI thread waits for a step before it shows that the rules are thinking: a few
/// frames, so that an ordinary step (milliseconds, tens in a debug build) never flashes it.
pub const PATIENCE: Duration = Duration::from_millis(150);

/// The thread the rules run on: one at a time, in the order given.
#[derive(Debug)]
pub struct RulesThread {
    jobs: Option<mpsc::Sender<Job>>,
}

impl RulesThread {
    /// A new worker. Without one (the system refused a thread) the work runs on the UI thread,
    /// as it did before this existed: slower to answer, but nothing is lost.
    pub fn start() -> RulesThread {
        let (tx, rx) = mpsc::channel::<Job>();
        let spawned = thread::Builder::new().name("rules".into()).spawn(move || {
            for job in rx {
                job();
            }
        });
        RulesThread {
            jobs: spawned.ok().map(|_| tx),
        }
    }

    /// Runs `job` on the worker, or here when there is none (or it is gone).
    fn run(&self, job: Job) {
        let job = match &self.jobs {
            Some(tx) => match tx.send(job) {
                Ok(()) => return,
                Err(mpsc::SendError(job)) => job,
            },
            None => job,
        };
        job();
    }
}

/// A step still running after [`PATIENCE`]: what it is and since when.
#[derive(Debug)]
pub struct RulesWork {
    /// What the step is, for the player ("Playing your move").
    pub what: String,
    /// What stopping leaves of the match ("its autosave keeps every move played before this
    /// step"), said on the screen and once stopped.
    pub on_stop: String,
    pub started: Instant,
    done: mpsc::Receiver<Finish>,
}

/// What became of a step handed to the worker.
pub enum Step {
    /// It finished within the patience (or on this thread): finish it now.
    Done(Finish),
    /// Still running: show that the rules are thinking and poll.
    Running(RulesWork),
    /// The worker stopped without an answer (a panic in the rules: a bug).
    Lost,
}

/// Hands `job` to `thread` and waits up to `patience` for it; `wake` is called when it ends
/// later (a repaint, so the answer is taken at once).
pub fn start(
    thread: &RulesThread,
    what: &str,
    on_stop: &str,
    patience: Duration,
    wake: Option<egui::Context>,
    job: impl FnOnce() -> Finish + Send + 'static,
) -> Step {
    let (tx, rx) = mpsc::channel();
    thread.run(Box::new(move || {
        let finish = job();
        let _ = tx.send(finish);
        if let Some(ctx) = wake {
            ctx.request_repaint();
        }
    }));
    match rx.recv_timeout(patience) {
        Ok(finish) => Step::Done(finish),
        Err(mpsc::RecvTimeoutError::Timeout) => Step::Running(RulesWork {
            what: what.to_string(),
            on_stop: on_stop.to_string(),
            started: Instant::now(),
            done: rx,
        }),
        Err(mpsc::RecvTimeoutError::Disconnected) => Step::Lost,
    }
}

impl std::fmt::Debug for Step {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Step::Done(_) => f.write_str("Done"),
            Step::Running(work) => write!(f, "Running({work:?})"),
            Step::Lost => f.write_str("Lost"),
        }
    }
}

impl RulesWork {
    /// The step's answer if it has come (`Some(None)`: the worker stopped without one).
    pub fn poll(&self) -> Option<Option<Finish>> {
        match self.done.try_recv() {
            Ok(finish) => Some(Some(finish)),
            Err(mpsc::TryRecvError::Empty) => None,
            Err(mpsc::TryRecvError::Disconnected) => Some(None),
        }
    }

    /// Draws the screen shown while the rules think; whether the player asked to stop.
    pub fn ui(&self, ui: &mut egui::Ui) -> bool {
        let seconds = self.started.elapsed().as_secs_f32();
        let mut stop = false;
        egui::CentralPanel::default().show(ui, |ui| {
            ui.vertical_centered(|ui| {
                ui.add_space(ui.available_height() / 3.0);
                ui.add(egui::Spinner::new().size(32.0));
                ui.heading(tr!("rules-work-heading"));
                ui.label(tr!(
                    "rules-work-elapsed",
                    what = &self.what,
                    seconds = format!("{seconds:.1}")
                ));
                ui.add_space(8.0);
                ui.label(tr!("rules-work-slow"));
                ui.label(tr!("rules-work-if-stopped", consequence = &self.on_stop));
                ui.add_space(8.0);
                stop = ui
                    .button(tr!("rules-work-stop"))
                    .on_hover_text(tr!("rules-work-stop-hover"))
                    .clicked();
            });
        });
        // The seconds go on even when nothing else moves.
        ui.ctx().request_repaint_after(Duration::from_millis(100));
        stop
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_quick_step_finishes_within_the_patience_and_a_slow_one_is_polled() {
        let thread = RulesThread::start();
        let quick = start(&thread, "quick", "", Duration::from_secs(30), None, || {
            Box::new(|_: &mut HostApp| {})
        });
        assert!(matches!(quick, Step::Done(_)));
        let (release, wait) = mpsc::channel::<()>();
        let slow = start(
            &thread,
            "slow",
            "",
            Duration::from_millis(1),
            None,
            move || {
                let _ = wait.recv();
                Box::new(|_: &mut HostApp| {})
            },
        );
        let Step::Running(work) = slow else {
            panic!("a step that waits must still be running after 1 ms");
        };
        assert_eq!(work.what, "slow");
        assert!(work.poll().is_none());
        let _ = release.send(());
        let deadline = Instant::now() + Duration::from_secs(30);
        while work.poll().is_none() {
            assert!(
                Instant::now() < deadline,
                "the released step never finished"
            );
            thread::sleep(Duration::from_millis(5));
        }
    }
}

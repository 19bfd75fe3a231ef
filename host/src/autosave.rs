//! Autosaves written off the UI thread: a save is a full JSON record written atomically with an
//! fsync, which can take tens of milliseconds, so the table hands it to one writer thread and
//! carries on. Several saves of one file queued at once are written once (the newest).

use crate::save::SavedMatch;
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Condvar, Mutex, PoisonError};

/// A handle to the writer thread; clones share it. The thread ends when the last handle goes,
/// after writing what is queued.
#[derive(Debug, Clone)]
pub struct Autosaver {
    jobs: Sender<(PathBuf, Box<SavedMatch>)>,
    /// Saves handed over and not yet written (for [`Autosaver::flush`]).
    pending: Arc<(Mutex<usize>, Condvar)>,
    errors: Arc<Mutex<Receiver<String>>>,
}

impl Autosaver {
    /// Starts the writer thread. Without a thread (the system refused one) saves are written
    /// at once on the caller's thread.
    pub fn start() -> Autosaver {
        let (jobs, queue) = mpsc::channel::<(PathBuf, Box<SavedMatch>)>();
        let (report, errors) = mpsc::channel();
        let pending = Arc::new((Mutex::new(0usize), Condvar::new()));
        let saver = Autosaver {
            jobs,
            pending: Arc::clone(&pending),
            errors: Arc::new(Mutex::new(errors)),
        };
        let spawned = std::thread::Builder::new()
            .name("autosave".into())
            .spawn(move || write_loop(&queue, &report, &pending));
        // Without a thread the queue's receiver went with the closure, so every `save` finds
        // the channel closed and writes on the caller's thread instead: slower, nothing lost.
        let _ = spawned;
        saver
    }

    /// Queues `saved` for `path`; returns at once.
    pub fn save(&self, path: PathBuf, saved: SavedMatch) {
        {
            let (count, _) = &*self.pending;
            *count.lock().unwrap_or_else(PoisonError::into_inner) += 1;
        }
        if let Err(mpsc::SendError((path, saved))) = self.jobs.send((path, Box::new(saved))) {
            // No writer thread: write here rather than lose the match.
            self.done(1);
            if let Err(e) = saved.write(&path) {
                tracing::error!("autosave to {} failed: {e}", path.display());
            }
        }
    }

    /// Waits until every queued save is written (before the app exits, and in tests).
    pub fn flush(&self) {
        let (count, changed) = &*self.pending;
        let mut n = count.lock().unwrap_or_else(PoisonError::into_inner);
        while *n > 0 {
            n = changed.wait(n).unwrap_or_else(PoisonError::into_inner);
        }
    }

    /// Failures since the last call ("Autosave to … failed: …"), for the player to see.
    pub fn failures(&self) -> Vec<String> {
        self.errors
            .lock()
            .map(|rx| rx.try_iter().collect())
            .unwrap_or_default()
    }

    fn done(&self, n: usize) {
        finish(&self.pending, n);
    }
}

fn finish(pending: &(Mutex<usize>, Condvar), n: usize) {
    let (count, changed) = pending;
    let mut c = count.lock().unwrap_or_else(PoisonError::into_inner);
    *c = c.saturating_sub(n);
    changed.notify_all();
}

fn write_loop(
    queue: &Receiver<(PathBuf, Box<SavedMatch>)>,
    report: &Sender<String>,
    pending: &(Mutex<usize>, Condvar),
) {
    while let Ok(first) = queue.recv() {
        // Take everything queued meanwhile; only the newest save of each file is written.
        let mut batch: BTreeMap<PathBuf, Box<SavedMatch>> = BTreeMap::new();
        let mut taken = 1;
        batch.insert(first.0, first.1);
        for (path, saved) in queue.try_iter() {
            taken += 1;
            batch.insert(path, saved);
        }
        for (path, saved) in batch {
            if let Err(e) = saved.write(&path) {
                let _ = report.send(crate::tr!(
                    "driver-autosave-failed",
                    path = path.display().to_string(),
                    error = e.to_string()
                ));
            }
        }
        finish(pending, taken);
    }
}

/// Where the host's keys of the match saved at `save` are kept (`<save>.host-keys`, written by
/// online play, `net::host_keys`). Here, not in `net`, because pruning the autosaves deletes
/// the keys with them in every build: a game-host built without online play still cleans up
/// what an online build left.
pub fn host_keys_path(save: &std::path::Path) -> std::path::PathBuf {
    let mut name = save
        .file_name()
        .map(|n| n.to_os_string())
        .unwrap_or_default();
    name.push(".host-keys");
    save.with_file_name(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn placeholder() -> SavedMatch {
        SavedMatch::parse(
            "t.json",
            r#"{"format": "game-host/match", "version": 2, "game": "tic-tac-toe",
                "plugin_version": "0.1.0", "ruleset": {"root": "r.toml", "files": {}},
                "start": {"Seed": 1}, "actions": []}"#,
        )
        .expect("a valid save")
    }

    fn record(actions: &[&str]) -> SavedMatch {
        let mut saved = placeholder();
        saved.actions = actions.iter().map(|a| a.to_string()).collect();
        saved
    }

    #[test]
    fn queued_saves_are_written_and_the_newest_wins() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("m.json");
        let saver = Autosaver::start();
        for n in 1..=50 {
            let actions: Vec<String> = (0..n).map(|i| format!("a{i}")).collect();
            let refs: Vec<&str> = actions.iter().map(String::as_str).collect();
            saver.save(path.clone(), record(&refs));
        }
        saver.flush();
        let back = SavedMatch::read(&path).expect("written");
        assert_eq!(back.actions.len(), 50, "the last save is the one on disk");
        assert!(saver.failures().is_empty());
    }

    #[test]
    fn a_failed_write_is_reported() {
        let dir = tempfile::tempdir().expect("temp dir");
        let saver = Autosaver::start();
        saver.save(dir.path().join("no/such/dir/m.json"), record(&["b2"]));
        saver.flush();
        let failures = saver.failures();
        assert_eq!(failures.len(), 1, "{failures:?}");
        assert!(failures[0].contains("Autosave to"), "{failures:?}");
    }
}

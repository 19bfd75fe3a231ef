//! Native Open/Save dialogs (rfd: the xdg desktop portal on Linux, zenity as its fallback),
//! run on a worker thread so the window keeps drawing while the player chooses.
//!
//! rfd answers "no file" both when the player cancels and when no dialog could be shown (no
//! portal, no zenity). A dialog that answers within [`NO_DIALOG_WITHIN`] was never seen by
//! anyone (nobody cancels that fast), so the app says so and opens its own file browser
//! (gui/file_picker.rs) for the same purpose.

use crate::tr;
use std::path::PathBuf;
use std::sync::mpsc::{Receiver, TryRecvError};
use std::time::{Duration, Instant};

/// An answer faster than this means no dialog was shown.
pub const NO_DIALOG_WITHIN: Duration = Duration::from_millis(300);

/// What the dialog is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purpose {
    /// Open a saved match.
    Open,
    /// Save the match on screen.
    Save,
    /// Install a mod from its `.zip`.
    InstallMod,
}

/// How a dialog ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    Chosen(Purpose, PathBuf),
    /// The player closed the dialog without choosing.
    Cancelled,
    /// No dialog could be shown for this purpose: the reason, for a toast; the app's own file
    /// browser is the way.
    Unavailable(Purpose, String),
}

/// Shows a dialog and answers with a path (or none); runs on the worker thread.
pub type Backend = fn(Purpose, Option<PathBuf>) -> Option<PathBuf>;

/// The real dialogs.
fn native(purpose: Purpose, folder: Option<PathBuf>) -> Option<PathBuf> {
    let mut dialog = match purpose {
        Purpose::InstallMod => rfd::FileDialog::new().add_filter(tr!("files-filter-mod"), &["zip"]),
        Purpose::Open | Purpose::Save => {
            rfd::FileDialog::new().add_filter(tr!("files-filter-saved-match"), &["json"])
        }
    };
    if let Some(folder) = folder {
        dialog = dialog.set_directory(folder);
    }
    match purpose {
        Purpose::Open => dialog.set_title(tr!("files-open-title")).pick_file(),
        Purpose::InstallMod => dialog.set_title(tr!("files-install-mod-title")).pick_file(),
        Purpose::Save => dialog
            .set_title(tr!("files-save-title"))
            .set_file_name("match.json")
            .save_file(),
    }
}

/// A dialog's answer, and how long it took to give.
type Answer = (Option<PathBuf>, Duration);

/// At most one dialog at a time, its answer taken on a later frame.
#[derive(Debug)]
pub struct FileDialogs {
    backend: Backend,
    /// The dialog up: what for, and where its answer comes.
    open: Option<(Purpose, Receiver<Answer>)>,
}

impl Default for FileDialogs {
    fn default() -> FileDialogs {
        FileDialogs::with_backend(native)
    }
}

impl FileDialogs {
    /// Dialogs shown by `backend` (tests pass one that answers at once).
    pub fn with_backend(backend: Backend) -> FileDialogs {
        FileDialogs {
            backend,
            open: None,
        }
    }

    /// Whether a dialog is up (its buttons are then disabled).
    pub fn is_open(&self) -> bool {
        self.open.is_some()
    }

    /// Opens a dialog starting in `folder`; `wake` is called when it closes (a repaint
    /// request). Fails only when no thread can be started.
    pub fn start(
        &mut self,
        purpose: Purpose,
        folder: Option<PathBuf>,
        wake: impl Fn() + Send + 'static,
    ) -> Result<(), String> {
        if self.open.is_some() {
            return Ok(());
        }
        let (tx, rx) = std::sync::mpsc::channel();
        let backend = self.backend;
        std::thread::Builder::new()
            .name("file-dialog".into())
            .spawn(move || {
                // A panic in the dialog library ends only this thread: the app then sees the
                // channel closed and opens its own browser.
                let started = Instant::now();
                let answer = backend(purpose, folder);
                let _ = tx.send((answer, started.elapsed()));
                wake();
            })
            .map_err(|e| tr!("files-no-thread", error = e.to_string()))?;
        self.open = Some((purpose, rx));
        Ok(())
    }

    /// The dialog's outcome once it has closed.
    pub fn poll(&mut self) -> Option<Outcome> {
        let (purpose, rx) = self.open.as_ref()?;
        let outcome = match rx.try_recv() {
            Err(TryRecvError::Empty) => return None,
            Err(TryRecvError::Disconnected) => {
                Outcome::Unavailable(*purpose, tr!("files-dialog-failed"))
            }
            Ok((Some(path), _)) => Outcome::Chosen(*purpose, path),
            Ok((None, took)) if took < NO_DIALOG_WITHIN => {
                Outcome::Unavailable(*purpose, tr!("files-no-dialog"))
            }
            Ok((None, _)) => Outcome::Cancelled,
        };
        self.open = None;
        Some(outcome)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wait(d: &mut FileDialogs) -> Outcome {
        let started = Instant::now();
        loop {
            if let Some(outcome) = d.poll() {
                return outcome;
            }
            assert!(started.elapsed() < Duration::from_secs(5), "no answer");
            std::thread::sleep(Duration::from_millis(5));
        }
    }

    #[test]
    fn a_chosen_file_comes_back_with_its_purpose() {
        let mut d = FileDialogs::with_backend(|_, _| Some(PathBuf::from("/tmp/m.json")));
        d.start(Purpose::Save, None, || {}).unwrap();
        assert!(d.is_open());
        assert_eq!(
            wait(&mut d),
            Outcome::Chosen(Purpose::Save, PathBuf::from("/tmp/m.json"))
        );
        assert!(!d.is_open());
    }

    #[test]
    fn an_instant_no_means_there_is_no_dialog_and_a_slow_one_a_cancel() {
        let mut d = FileDialogs::with_backend(|_, _| None);
        d.start(Purpose::Open, None, || {}).unwrap();
        assert!(matches!(wait(&mut d), Outcome::Unavailable(..)));
        let mut d = FileDialogs::with_backend(|_, _| {
            std::thread::sleep(NO_DIALOG_WITHIN + Duration::from_millis(50));
            None
        });
        d.start(Purpose::Open, None, || {}).unwrap();
        assert_eq!(wait(&mut d), Outcome::Cancelled);
    }

    #[test]
    fn a_dialog_that_panics_falls_back_to_the_apps_own_browser() {
        let mut d = FileDialogs::with_backend(|_, _| panic!("no display"));
        d.start(Purpose::Open, None, || {}).unwrap();
        assert!(matches!(wait(&mut d), Outcome::Unavailable(..)));
    }
}

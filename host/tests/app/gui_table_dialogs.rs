//! Open/Save through the file dialog, with a stand-in for the system's dialog: a chosen path is
//! saved to and opened from, and without a dialog the app says why and shows the typed path.

use crate::common;

use common::gui::{actions, click, harness, run_until};
use egui_kittest::kittest::Queryable;
use game_host::gui::app::AppScreen;
use game_host::gui::file_dialog::{FileDialogs, Purpose};
use std::path::PathBuf;
use std::sync::Mutex;
use std::time::Duration;

/// Where the stand-in dialog "chooses" to save and open (a dialog is a plain fn).
static CHOSEN: Mutex<Option<PathBuf>> = Mutex::new(None);

fn stand_in(_: Purpose, _: Option<PathBuf>) -> Option<PathBuf> {
    // As slow as a person, so the answer is not taken for "no dialog".
    std::thread::sleep(game_host::gui::file_dialog::NO_DIALOG_WITHIN + Duration::from_millis(20));
    CHOSEN.lock().unwrap().clone()
}

#[test]
fn save_as_writes_where_the_dialog_says_and_open_reads_it_back() {
    let data = tempfile::tempdir().unwrap();
    let file = data.path().join("chosen.json");
    *CHOSEN.lock().unwrap() = Some(file.clone());
    let mut h = harness(data.path());
    h.state_mut().dialogs = FileDialogs::with_backend(stand_in);
    click(&mut h, "Play Tic-tac-toe Standard");
    click(&mut h, "Start match");
    click(&mut h, "b2");
    click(&mut h, "Save as…");
    assert!(run_until(&mut h, Duration::from_secs(5), |_| file.exists()));

    click(&mut h, "Home");
    click(&mut h, "Open…");
    assert!(run_until(&mut h, Duration::from_secs(5), |h| {
        matches!(h.state().screen, AppScreen::Table(_))
    }));
    assert_eq!(actions(&mut h), ["b2"], "the saved match is open again");
}

#[test]
fn without_a_dialog_the_app_says_why_and_offers_the_typed_path() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    // No portal, no zenity: rfd answers "nothing" at once.
    h.state_mut().dialogs = FileDialogs::with_backend(|_, _| None);
    click(&mut h, "New match");
    click(&mut h, "Open…");
    assert!(run_until(&mut h, Duration::from_secs(5), |h| {
        h.state()
            .toasts
            .infos()
            .any(|t| t.contains("No file dialog"))
    }));
    h.run_steps(2);
    assert!(matches!(h.state().screen, AppScreen::Home));
    assert!(h.query_by_label("Or type its path:").is_some());
}

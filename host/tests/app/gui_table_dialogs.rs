//! Open/Save through the file dialog, with a stand-in for the system's dialog: a chosen path is
//! saved to and opened from, and without a dialog the app says why and opens its own browser
//! for Save as, Open and Install from file, on the screen the player is on.

use crate::common;

use common::gui::{actions, click, harness, run_until};
use egui_kittest::kittest::Queryable;
use game_host::gui::app::{AppScreen, HostApp};
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

/// The app with no system dialog (no portal, no zenity: rfd answers "nothing" at once).
fn without_dialogs(data: &std::path::Path) -> egui_kittest::Harness<'static, HostApp> {
    let mut h = harness(data);
    h.state_mut().dialogs = FileDialogs::with_backend(|_, _| None);
    h
}

/// Waits for the app's own browser, after the toast saying why it is there.
fn wait_for_the_browser(h: &mut egui_kittest::Harness<'static, HostApp>, purpose: Purpose) {
    assert!(run_until(h, Duration::from_secs(5), |h| {
        h.state().picker.as_ref().map(|p| p.purpose()) == Some(purpose)
    }));
    assert!(
        h.state()
            .toasts
            .infos()
            .any(|t| t.contains("No file dialog")),
        "the app says why its own browser is up"
    );
    h.run_steps(2);
}

#[test]
fn save_as_without_a_dialog_saves_where_the_apps_browser_says_and_stays_on_the_table() {
    let data = tempfile::tempdir().unwrap();
    let mut h = without_dialogs(data.path());
    click(&mut h, "Play Tic-tac-toe Standard");
    click(&mut h, "Start match");
    click(&mut h, "b2");
    let saves = data.path().join("saves");
    std::fs::create_dir_all(saves.join("evenings")).unwrap();
    click(&mut h, "Save as…");
    wait_for_the_browser(&mut h, Purpose::Save);
    assert!(matches!(h.state().screen, AppScreen::Table(_)));
    assert_eq!(h.state().picker.as_ref().map(|p| p.dir()), Some(&*saves));

    // Into a subfolder, then a typed name: `.json` is added.
    click(&mut h, "evenings/");
    click(&mut h, "File name");
    h.get_by_label("File name").type_text("friday");
    h.run_steps(2);
    click(&mut h, "OK");
    let file = saves.join("evenings/friday.json");
    assert!(file.exists(), "saved to {}", file.display());
    assert!(h.state().picker.is_none(), "the browser closed");
    assert!(
        matches!(h.state().screen, AppScreen::Table(_)),
        "still at the table"
    );

    // The same name again: OK asks before replacing, a second OK replaces.
    let before = std::fs::read_to_string(&file).unwrap();
    click(&mut h, "a1");
    click(&mut h, "Save as…");
    wait_for_the_browser(&mut h, Purpose::Save);
    click(&mut h, "evenings/");
    click(&mut h, "friday.json");
    click(&mut h, "OK");
    assert!(
        h.query_by_label("friday.json exists: OK again replaces it.")
            .is_some()
    );
    assert_eq!(std::fs::read_to_string(&file).unwrap(), before, "not yet");
    click(&mut h, "OK");
    assert!(h.state().picker.is_none());
    assert_ne!(std::fs::read_to_string(&file).unwrap(), before, "replaced");

    // Up goes back to the saves folder; Cancel closes without saving anything more.
    click(&mut h, "Save as…");
    wait_for_the_browser(&mut h, Purpose::Save);
    click(&mut h, "evenings/");
    click(&mut h, "Up");
    assert_eq!(h.state().picker.as_ref().map(|p| p.dir()), Some(&*saves));
    click(&mut h, "Cancel");
    assert!(h.state().picker.is_none());
    assert_eq!(
        std::fs::read_dir(&saves).unwrap().count(),
        1,
        "only the folder"
    );
}

#[test]
fn open_without_a_dialog_lists_saved_matches_and_opens_the_one_chosen() {
    let data = tempfile::tempdir().unwrap();
    let mut h = without_dialogs(data.path());
    click(&mut h, "Play Tic-tac-toe Standard");
    click(&mut h, "Start match");
    click(&mut h, "a1");
    let saved = h.state_mut().save_current().unwrap();
    std::fs::write(data.path().join("saves/notes.txt"), "not a match").unwrap();
    std::fs::create_dir(data.path().join("saves/.older")).unwrap();

    click(&mut h, "New match");
    click(&mut h, "Open…");
    wait_for_the_browser(&mut h, Purpose::Open);
    assert!(matches!(h.state().screen, AppScreen::NewMatch), "no detour");
    assert!(
        h.query_by_label("notes.txt").is_none(),
        "only saved matches are listed"
    );
    // Hidden folders (the default data folder is under ~/.local) on request.
    assert!(h.query_by_label(".older/").is_none());
    click(&mut h, "Show hidden folders and files");
    assert!(h.query_by_label(".older/").is_some());
    let name = saved.file_name().unwrap().to_str().unwrap().to_string();
    click(&mut h, &name);
    click(&mut h, "OK");
    assert!(run_until(&mut h, Duration::from_secs(5), |h| {
        matches!(h.state().screen, AppScreen::Table(_))
    }));
    assert_eq!(actions(&mut h), ["a1"]);
}

#[test]
fn install_from_file_without_a_dialog_installs_the_zip_chosen_in_the_apps_browser() {
    let data = tempfile::tempdir().unwrap();
    let home = tempfile::tempdir().unwrap();
    let zip = home.path().join("gui-picked-1.0.0.zip");
    crate::gui_mods::mod_zip(&zip);
    let mut h = without_dialogs(data.path());
    h.state_mut().mods_from = Some(home.path().to_path_buf());
    click(&mut h, "Mods");
    click(&mut h, "Install from file…");
    wait_for_the_browser(&mut h, Purpose::InstallMod);
    // Esc closes the browser, not the Mods screen behind it.
    h.key_press(egui::Key::Escape);
    h.run_steps(2);
    assert!(h.state().picker.is_none());
    assert!(matches!(h.state().screen, AppScreen::Mods));
    click(&mut h, "Install from file…");
    wait_for_the_browser(&mut h, Purpose::InstallMod);
    // Starts in the home folder (here the test's), where the zip was downloaded.
    assert_eq!(
        h.state().picker.as_ref().map(|p| p.dir()),
        Some(home.path())
    );
    click(&mut h, "gui-picked-1.0.0.zip");
    click(&mut h, "OK");
    assert!(matches!(h.state().screen, AppScreen::Mods));
    let installed = run_until(&mut h, Duration::from_secs(30), |h| {
        h.query_by_label("Wide boards").is_some()
    });
    assert!(
        installed,
        "the Mods screen lists the mod installed from the browser"
    );
}

#[test]
fn ctrl_q_closes_the_app() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Q);
    h.run_steps(1);
    assert!(h.state().quitting);
}

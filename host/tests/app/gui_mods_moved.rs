//! A mod removed while a match of it is on the table (another program's `mod remove`, which
//! the app hears as `ReloadEvent::ModsChanged` and answers with `HostApp::mods_changed`): the
//! table's move log says once that the match keeps the rules it compiled.

use crate::common;

use egui_kittest::kittest::Queryable;
use std::time::Duration;

#[test]
fn a_mod_removed_under_a_running_match_is_said_once_in_its_log() {
    let data = tempfile::tempdir().unwrap();
    let files = tempfile::tempdir().unwrap();
    let zip = files.path().join("gui-wide-1.0.0.zip");
    crate::gui_mods::mod_zip(&zip);
    let mut h = common::gui::harness(data.path());
    h.state_mut().install_mod(zip);
    let installed = common::gui::run_until(&mut h, Duration::from_secs(30), |h| {
        h.query_by_label("Wide boards").is_some()
    });
    assert!(installed, "the mod is installed");
    common::gui::start_with(&mut h, "palagan", |form| {
        form.ruleset = "gui-wide:wide".into();
        form.seed = "7".into();
    });
    h.run_steps(3);

    game_host::mods::install::remove(&data.path().join("mods"), "gui-wide").unwrap();
    h.state_mut().mods_changed();
    h.state_mut().mods_changed();
    h.run_steps(3);
    let table = h.state_mut().table().expect("the match stays on the table");
    let said: Vec<&str> = table
        .controller
        .log
        .iter()
        .filter(|l| l.note && l.text.starts_with("The mod gui-wide"))
        .map(|l| l.text.as_str())
        .collect();
    assert_eq!(
        said,
        [
            "The mod gui-wide 1.0.0 was removed: this match keeps the rules it compiled, so its \
          moves stay legal and its save replays; new matches cannot choose its rules"
        ],
    );
    assert!(
        h.query_by_label_contains("The mod gui-wide 1.0.0 was removed")
            .is_some()
    );
}

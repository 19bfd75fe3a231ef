//! The About window names the version, the data directory and where the log files are (what a
//! bug report needs), the keyboard's shortcuts and the licences.

use crate::common;

use common::gui::harness;
use egui_kittest::kittest::Queryable;

#[test]
fn about_names_the_version_the_data_and_the_log_files() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    h.get_by_label("About").click();
    h.run_steps(2);
    assert!(
        h.query_by_label_contains(&format!("game-host {}", env!("CARGO_PKG_VERSION")))
            .is_some()
    );
    let logs = game_host::logging::log_dir(data.path());
    assert!(
        h.query_by_label_contains(&format!("Log files: {}", logs.display()))
            .is_some(),
        "the log directory is named"
    );
    assert!(h.query_by_label_contains("MIT or Apache-2.0").is_some());
    // The keyboard's shortcuts, quitting among them with why it loses nothing.
    assert!(h.query_by_label("Ctrl+Q").is_some());
    assert!(
        h.query_by_label_contains("every match is autosaved")
            .is_some()
    );
    h.get_by_label("About").click();
    h.run_steps(2);
    assert!(
        h.query_by_label_contains("Log files:").is_none(),
        "closed again"
    );
}

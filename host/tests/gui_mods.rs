//! The Mods screen as a player uses it: a `.zip` installed (as when dropped on the window), its
//! ruleset offered in New match with the mod's name, then disabled and removed. One test in
//! this binary: the mods in use are process-wide.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a failed unwrap is a failed test

mod common;

use egui_kittest::kittest::Queryable;
use std::io::Write;
use std::time::Duration;

fn mod_zip(path: &std::path::Path) {
    use zip::write::SimpleFileOptions;
    let mut zip = zip::ZipWriter::new(std::fs::File::create(path).unwrap());
    let options = SimpleFileOptions::default();
    let files = [
        (
            "gui-wide/mod.toml",
            "id = \"gui-wide\"\nversion = \"1.0.0\"\ntitle = \"Wide boards\"\n[game]\npalagan = \"^0.1\"\n",
        ),
        (
            "gui-wide/rulesets/palagan/wide.toml",
            "game = \"palagan\"\nname = \"Wide\"\nextends = \"standard\"\n[board]\nside = 8\n",
        ),
    ];
    for (name, text) in files {
        zip.start_file(name, options).unwrap();
        zip.write_all(text.as_bytes()).unwrap();
    }
    zip.finish().unwrap();
}

#[test]
fn a_dropped_zip_is_installed_offered_in_new_match_then_disabled_and_removed() {
    let data = tempfile::tempdir().unwrap();
    let files = tempfile::tempdir().unwrap();
    let zip = files.path().join("gui-wide-1.0.0.zip");
    mod_zip(&zip);
    let mut h = common::gui::harness(data.path());

    h.state_mut().install_mod(zip.clone());
    let installed = common::gui::run_until(&mut h, Duration::from_secs(30), |h| {
        h.query_by_label("Wide boards").is_some()
    });
    assert!(installed, "the Mods screen lists the installed mod");
    assert!(data.path().join("mods/gui-wide/mod.toml").exists());
    assert!(h.query_by_label("Rulesets: gui-wide:wide").is_some());

    // New match offers it, named with its mod.
    h.state_mut().form = game_host::gui::new_match::NewMatchForm::for_game(
        &h.state().catalog,
        "palagan",
        "standard",
    );
    common::gui::click(&mut h, "New match");
    assert!(
        h.query_by_label("Wide — Wide boards 1.0.0").is_some(),
        "New match lists the mod's ruleset with the mod's name"
    );

    // Disabled: no longer offered; enabled again: back.
    common::gui::click(&mut h, "Mods");
    common::gui::click(&mut h, "Enabled gui-wide");
    assert!(data.path().join("mods/gui-wide/.disabled").exists());
    common::gui::click(&mut h, "New match");
    assert!(h.query_by_label("Wide — Wide boards 1.0.0").is_none());

    // Removed: its folder is gone and it is no longer listed.
    common::gui::click(&mut h, "Mods");
    common::gui::click(&mut h, "Remove gui-wide");
    assert!(!data.path().join("mods/gui-wide").exists());
    assert!(h.query_by_label("Wide boards").is_none());
}

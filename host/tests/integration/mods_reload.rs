//! Hot reload of a mod: a match under a mod's ruleset picks up an edit of the mod's file, saved
//! in the mod's folder, like an edit of the bundled content.

use crate::common;

use game_host::mods::ModsInUse;
use game_host::plugin::Catalog;
use game_host::reload::{ReloadConfig, ReloadEvent, Reloader};
use game_host::session::Session;
use game_wire::{Start, Viewer};
use std::sync::mpsc;
use std::time::Duration;

const WAIT: Duration = Duration::from_secs(20);

#[test]
fn an_edit_in_a_mods_folder_reloads_the_running_match() {
    let mods_dir = tempfile::tempdir().unwrap();
    let dir = mods_dir.path().join("wide");
    std::fs::create_dir_all(dir.join("rulesets/palagan")).unwrap();
    std::fs::write(
        dir.join("mod.toml"),
        "id = \"wide\"\nversion = \"1.0.0\"\ntitle = \"Wide\"\n[game]\npalagan = \"^0.1\"\n",
    )
    .unwrap();
    let ruleset = dir.join("rulesets/palagan/wide.toml");
    std::fs::write(
        &ruleset,
        "game = \"palagan\"\nextends = \"standard\"\n[board]\nside = 4\n",
    )
    .unwrap();

    let root = common::workspace_root();
    let mut catalog = Catalog::discover(&[common::plugins_dir()]);
    let in_use = ModsInUse::activate_dirs(
        &mut catalog,
        Some(&root),
        &[],
        &[mods_dir.path().to_path_buf()],
    );
    let set = in_use.set();
    assert!(set.ready("wide").is_some(), "{set:?}");
    let plugin = catalog.require("palagan").unwrap().clone();
    let source = game_host::content::load_ruleset(&root, &in_use, "palagan", "wide:wide").unwrap();
    let mut session = Session::new(&plugin, source, Start::Seed(1)).unwrap();
    let cells = |s: &mut Session| -> usize {
        let view = s.view(Viewer::Referee).unwrap();
        view.scene.boards.iter().map(|b| b.cells.len()).sum()
    };
    // A hexagonal board of side n has 3n(n-1)+1 cells.
    assert_eq!(cells(&mut session), 37);

    let (tx, events) = mpsc::channel();
    let config = ReloadConfig {
        debounce: Duration::from_millis(100),
        extra_dirs: Vec::new(),
    };
    let reloader = Reloader::start(&root, &in_use, config, move |e| {
        let _ = tx.send(e);
    })
    .unwrap();
    assert!(
        reloader
            .watched()
            .iter()
            .any(|w| w == &dir.canonicalize().unwrap()),
        "the mod's folder is watched: {:?}",
        reloader.watched()
    );
    reloader.track(&plugin, session.ruleset());
    std::fs::write(
        &ruleset,
        "game = \"palagan\"\nextends = \"standard\"\n[board]\nside = 5\n",
    )
    .unwrap();
    match events.recv_timeout(WAIT).expect("a reload event") {
        ReloadEvent::Reloaded(r) => {
            assert_eq!(r.files, ["mods/wide/rulesets/palagan/wide.toml"]);
            session.reload(&r.rules, r.source.clone()).unwrap();
        }
        other => panic!("expected a reload, got {other:?}"),
    }
    assert_eq!(cells(&mut session), 61);
}

/// A mod installed or removed by another process (`game-host mod install` in a terminal) while
/// the app runs: the reloader watches the user's mods directory itself and says so, and the
/// mods found again include (or no longer include) it (issue 31: mods live).
#[test]
fn a_mod_installed_or_removed_by_another_process_is_noticed() {
    let user = tempfile::tempdir().unwrap();
    let root = common::workspace_root();
    let mut catalog = Catalog::discover(&[common::plugins_dir()]);
    let in_use = ModsInUse::activate_dirs(&mut catalog, Some(&root), &[], &[]);
    in_use.set_user_dir(user.path().to_path_buf(), &catalog);
    let (tx, events) = mpsc::channel();
    let config = ReloadConfig {
        debounce: Duration::from_millis(100),
        extra_dirs: Vec::new(),
    };
    let _reloader = Reloader::start(&root, &in_use, config, move |e| {
        let _ = tx.send(e);
    })
    .unwrap();
    let noticed = |events: &mpsc::Receiver<ReloadEvent>| loop {
        match events.recv_timeout(WAIT) {
            Ok(ReloadEvent::ModsChanged) => return true,
            Ok(_) => continue,
            Err(_) => return false,
        }
    };
    // An install puts a whole folder in place (the installer renames it in).
    let staged = tempfile::tempdir_in(user.path().parent().unwrap()).unwrap();
    let dir = staged.path().join("wide");
    std::fs::create_dir_all(dir.join("rulesets/palagan")).unwrap();
    std::fs::write(
        dir.join("mod.toml"),
        "id = \"wide\"\nversion = \"1.0.0\"\ntitle = \"Wide\"\n[game]\npalagan = \"^0.1\"\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("rulesets/palagan/wide.toml"),
        "game = \"palagan\"\nextends = \"standard\"\n[board]\nside = 4\n",
    )
    .unwrap();
    std::fs::rename(&dir, user.path().join("wide")).unwrap();
    assert!(noticed(&events), "the install was not noticed");
    assert!(in_use.refresh(&catalog).ready("wide").is_some());
    std::fs::remove_dir_all(user.path().join("wide")).unwrap();
    assert!(noticed(&events), "the removal was not noticed");
    assert!(in_use.refresh(&catalog).ready("wide").is_none());
}

/// The app follows an install made by another process at once: Home lists the new mod's ruleset
/// without a restart (the reloader's `ModsChanged`, taken by `HostApp::mods_changed`).
#[test]
fn the_app_lists_a_mod_installed_from_a_terminal_while_it_runs() {
    let data = tempfile::tempdir().unwrap();
    let mut app = common::gui::app(data.path());
    app.start_reloading(ReloadConfig::default(), || {});
    let mut h = egui_kittest::Harness::builder()
        .with_size([1280.0, 800.0])
        .build_eframe(|_cc| app);
    h.run_steps(2);
    use egui_kittest::kittest::Queryable;
    assert!(h.query_by_label_contains("Terminal wide").is_none());
    let staged = tempfile::tempdir().unwrap();
    let dir = staged.path().join("term-wide");
    std::fs::create_dir_all(dir.join("rulesets/palagan")).unwrap();
    std::fs::write(
        dir.join("mod.toml"),
        "id = \"term-wide\"\nversion = \"1.0.0\"\ntitle = \"Terminal wide\"\n[game]\npalagan = \"^0.1\"\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("rulesets/palagan/wide.toml"),
        "game = \"palagan\"\nname = \"Terminal wide\"\nextends = \"standard\"\n[board]\nside = 4\n",
    )
    .unwrap();
    // Copied in as `mod install` leaves it: a whole folder appears in the mods directory.
    let target = data.path().join("mods/term-wide");
    common::copy_dir(&dir, &target);
    let listed = common::gui::run_until(&mut h, WAIT, |h| {
        h.query_by_label_contains("Terminal wide").is_some()
    });
    assert!(listed, "Home does not list the mod installed meanwhile");
}

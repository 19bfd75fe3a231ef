//! Hot reload of a mod through the table: a match of a mod's ruleset runs in the table's
//! controller (what the GUI's table drives, without a window), the mod's script is edited on
//! disk, and the reload reaches the match the way the app hands it over (`concerns`, then
//! `reloaded`): the moves stay, the new rule is in force. Then the mod is upgraded while the
//! match runs (installed over itself, as the Mods screen does, followed by the app's
//! `mods_changed` steps), and an edit of the new folder reaches the match too.

use crate::common;

use game_host::gui::table::Controller;
use game_host::gui::toasts::Toasts;
use game_host::mods::{self, ModsInUse};
use game_host::plugin::Catalog;
use game_host::reload::{ReloadConfig, ReloadEvent, Reloader};
use game_host::seats::{SeatKind, Seating};
use game_host::session::Session;
use game_wire::Start;
use std::path::Path;
use std::sync::mpsc;
use std::time::{Duration, Instant};

const WAIT: Duration = Duration::from_secs(20);
const SCRIPT: &str = "scripts/tic-tac-toe/house.lua";

/// A tic-tac-toe house rule whose script answers `answer` when a line is completed.
fn write_mod(dir: &Path, version: &str, answer: &str) {
    std::fs::create_dir_all(dir.join("rulesets/tic-tac-toe")).unwrap();
    std::fs::create_dir_all(dir.join("scripts/tic-tac-toe")).unwrap();
    std::fs::write(
        dir.join("mod.toml"),
        format!(
            "id = \"house\"\nversion = \"{version}\"\ntitle = \"House\"\n[game]\n\
             tic-tac-toe = \"^0.1\"\n"
        ),
    )
    .unwrap();
    std::fs::write(
        dir.join("rulesets/tic-tac-toe/house.toml"),
        format!("game = \"tic-tac-toe\"\nextends = \"standard\"\nscripts = [\"{SCRIPT}\"]\n"),
    )
    .unwrap();
    write_script(dir, answer);
}

fn write_script(dir: &Path, answer: &str) {
    std::fs::write(
        dir.join(SCRIPT),
        format!(
            "local M = {{}}\nfunction M.line_completed(ctx, seat)\n  return \"{answer}\"\nend\n\
             return M\n"
        ),
    )
    .unwrap();
}

/// Hands every reload event to the table as the app does, until one that reloaded `file`
/// (the events of other saves — an install's files — are handed over too).
fn reload_reaching(
    events: &mpsc::Receiver<ReloadEvent>,
    table: &mut Controller,
    toasts: &mut Toasts,
    file: &str,
) {
    let deadline = Instant::now() + WAIT;
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        let event = events
            .recv_timeout(left)
            .unwrap_or_else(|_| panic!("no reload of {file}; the table's log: {:?}", table.log));
        // About the mods installed, not about the match: the app finds the mods again
        // (`mods_changed`, which this test does itself after its install).
        if matches!(event, ReloadEvent::ModsChanged) {
            continue;
        }
        assert!(table.concerns(&event), "{event:?}");
        table.reloaded(&event, toasts);
        if let ReloadEvent::Reloaded(r) = &event
            && r.files.iter().any(|f| f == file)
        {
            return;
        }
    }
}

/// A user data directory with the mod `house` 1.0.0 (a tic-tac-toe house rule) installed in
/// its mods folder, as the app's own, and what made it.
struct Installed {
    data: tempfile::TempDir,
    work: tempfile::TempDir,
    user_mods: std::path::PathBuf,
    root: std::path::PathBuf,
    catalog: Catalog,
    in_use: ModsInUse,
    source_dir: std::path::PathBuf,
}

fn installed_house() -> Installed {
    let data = tempfile::tempdir().unwrap();
    let work = tempfile::tempdir().unwrap();
    let user_mods = data.path().join("mods");
    let root = common::workspace_root();
    let catalog = Catalog::discover(&[common::plugins_dir()]);
    // The app's own data directory, as the GUI sets it; the mod installed there.
    let in_use = ModsInUse::bundled(Some(&root));
    in_use.set_user_dir(user_mods.clone(), &catalog);
    let source_dir = work.path().join("house");
    write_mod(&source_dir, "1.0.0", "win");
    mods::install::install(&source_dir, &user_mods, &in_use.set(), |_| Ok(())).unwrap();
    Installed {
        data,
        work,
        user_mods,
        root,
        catalog,
        in_use,
        source_dir,
    }
}

#[test]
fn an_edit_of_a_mods_script_reaches_the_running_table_also_after_an_upgrade() {
    let Installed {
        data: _data,
        work: _work,
        user_mods,
        root,
        catalog,
        in_use,
        source_dir,
    } = installed_house();
    let set = in_use.refresh(&catalog);
    assert!(set.ready("house").is_some(), "{set:?}");
    let installed = user_mods.join("house").canonicalize().unwrap();

    // A match of the mod's ruleset at the table, with the reloader the app starts.
    let plugin = catalog.require("tic-tac-toe").unwrap().clone();
    let source =
        game_host::content::load_ruleset(&root, &in_use, "tic-tac-toe", "house:house").unwrap();
    let session = Session::new(&plugin, source, Start::Seed(1)).unwrap();
    let humans = vec![SeatKind::Human, SeatKind::Human];
    let mut table = Controller::new(session, Seating::new(humans, false, 11));
    let (tx, events) = mpsc::channel();
    let config = ReloadConfig {
        debounce: Duration::from_millis(100),
        extra_dirs: Vec::new(),
    };
    let mut reloader = Reloader::start(&root, &in_use, config, move |e| {
        let _ = tx.send(e);
    })
    .unwrap();
    assert!(
        reloader.watched().contains(&installed),
        "the enabled mod's folder is watched: {:?}",
        reloader.watched()
    );
    reloader.track(table.session.plugin(), table.session.ruleset());
    let mut toasts = Toasts::default();
    for action in ["a1", "b1", "a2", "b2"] {
        assert!(
            table.apply(action, &mut toasts),
            "{action}: {:?}",
            table.message
        );
    }

    // The script now says completing a line loses (misère), saved while the match runs.
    write_script(&installed, "lose");
    let script = format!("mods/house/{SCRIPT}");
    reload_reaching(&events, &mut table, &mut toasts, &script);
    assert_eq!(
        table.session.actions(),
        ["a1", "b1", "a2", "b2"],
        "the moves stay"
    );
    assert!(
        table
            .log
            .iter()
            .any(|l| l.text == format!("Rules reloaded: {script}")),
        "{:?}",
        table.log
    );
    // Misère is in force: X completing a line loses. (Taken back, to play on.)
    assert!(table.apply("a3", &mut toasts), "{:?}", table.message);
    assert_eq!(table.status_text(), "O wins — X completed a line");
    table.session.undo(1).unwrap();
    table.refresh().unwrap();
    assert!(
        toasts.errors().next().is_none(),
        "{:?}",
        toasts.errors().collect::<Vec<_>>()
    );

    // An upgrade while the match runs (a new folder at the same path), then what the app does
    // when the mods change: find them again and follow their folders.
    write_mod(&source_dir, "1.1.0", "lose");
    let up = mods::install::install(&source_dir, &user_mods, &in_use.set(), |_| Ok(())).unwrap();
    assert_eq!(up.replaced.as_deref(), Some("1.0.0"));
    in_use.refresh(&catalog);
    assert!(reloader.refresh_mods().is_empty());
    // The new folder's script is edited back: completing a line wins again.
    std::thread::sleep(Duration::from_millis(300));
    write_script(&installed, "win");
    reload_reaching(&events, &mut table, &mut toasts, &script);
    assert_eq!(table.session.actions(), ["a1", "b1", "a2", "b2"]);
    assert!(table.apply("a3", &mut toasts), "{:?}", table.message);
    assert_eq!(
        table.status_text(),
        "X wins — X completed a line",
        "the rule saved last is in force"
    );
}

/// The app's `mods_changed` step for a running match: an upgrade or a removal of its mod is said
/// once in the move log, and the match keeps the rules it compiled (X still wins by a line).
#[test]
fn an_upgrade_or_removal_of_the_mod_is_said_once_and_the_match_keeps_its_rules() {
    let Installed {
        data: _data,
        work: _work,
        user_mods,
        root,
        catalog,
        in_use,
        source_dir,
    } = installed_house();
    in_use.refresh(&catalog);
    let plugin = catalog.require("tic-tac-toe").unwrap().clone();
    let source =
        game_host::content::load_ruleset(&root, &in_use, "tic-tac-toe", "house:house").unwrap();
    let session = Session::new(&plugin, source, Start::Seed(1)).unwrap();
    let mut table = Controller::new(session, Seating::new(vec![SeatKind::Human; 2], false, 11));
    let mut toasts = Toasts::default();
    for action in ["a1", "b1", "a2", "b2"] {
        assert!(table.apply(action, &mut toasts), "{:?}", table.message);
    }
    let notes = |table: &Controller, start: &str| {
        table
            .log
            .iter()
            .filter(|l| l.note && l.text.starts_with(start))
            .count()
    };
    table.notice_mods_moved(&in_use);
    assert_eq!(notes(&table, "The mod house"), 0, "nothing changed yet");

    write_mod(&source_dir, "1.1.0", "lose");
    mods::install::install(&source_dir, &user_mods, &in_use.set(), |_| Ok(())).unwrap();
    in_use.refresh(&catalog);
    table.notice_mods_moved(&in_use);
    table.notice_mods_moved(&in_use);
    assert_eq!(
        notes(
            &table,
            "The mod house is now version 1.1.0: this match keeps the rules it compiled"
        ),
        1,
        "said once: {:?}",
        table.log
    );
    assert!(table.apply("a3", &mut toasts), "{:?}", table.message);
    assert_eq!(
        table.status_text(),
        "X wins — X completed a line",
        "the rules compiled from 1.0.0 are in force"
    );

    mods::install::remove(&user_mods, "house").unwrap();
    in_use.refresh(&catalog);
    table.notice_mods_moved(&in_use);
    table.notice_mods_moved(&in_use);
    assert_eq!(
        notes(
            &table,
            "The mod house 1.0.0 was removed: this match keeps the rules it compiled"
        ),
        1,
        "{:?}",
        table.log
    );
}

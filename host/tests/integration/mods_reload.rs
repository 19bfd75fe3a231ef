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

//! Hot reload: rulesets and scripts edited on disk while a match runs, in a temporary copy of
//! the repository's content. Every test waits for events (with a generous timeout); none
//! sleeps to assert.

use crate::common;

use game_host::plugin::Catalog;
use game_host::reload::{ReloadConfig, ReloadEvent, Reloader};
use game_host::session::{Rebound, Session};
use game_wire::{Start, Viewer};
use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

const WAIT: Duration = Duration::from_secs(20);

/// A temporary content root holding copies of the repository's `rulesets/` and `scripts/`.
fn content() -> tempfile::TempDir {
    common::content_copy()
}

fn catalog() -> Catalog {
    Catalog::discover(&[common::plugins_dir()])
}

/// A running match whose ruleset is watched in a temporary content root.
struct Bench {
    root: tempfile::TempDir,
    _catalog: Catalog,
    reloader: Reloader,
    events: mpsc::Receiver<ReloadEvent>,
    session: Session,
}

impl Bench {
    fn new(game: &str, ruleset: &str, start: Start) -> Bench {
        Self::with_root(content(), game, ruleset, start)
    }

    fn with_root(root: tempfile::TempDir, game: &str, ruleset: &str, start: Start) -> Bench {
        let catalog = catalog();
        let plugin = catalog.require(game).unwrap().clone();
        let source = game_host::content::load_ruleset(
            root.path(),
            &crate::common::bundled_mods(root.path()),
            game,
            ruleset,
        )
        .unwrap();
        let session = Session::new(&plugin, source, start).unwrap();
        let (tx, events) = mpsc::channel();
        let config = ReloadConfig {
            debounce: Duration::from_millis(100),
            extra_dirs: Vec::new(),
        };
        let reloader = Reloader::start(
            root.path(),
            &crate::common::bundled_mods(root.path()),
            config,
            move |e| {
                let _ = tx.send(e);
            },
        )
        .unwrap();
        reloader.track(&plugin, session.ruleset());
        Bench {
            root,
            _catalog: catalog,
            reloader,
            events,
            session,
        }
    }

    fn path(&self, rel: &str) -> PathBuf {
        self.root.path().join(rel)
    }

    fn read(&self, rel: &str) -> String {
        std::fs::read_to_string(self.path(rel)).unwrap()
    }

    fn write(&self, rel: &str, text: &str) {
        std::fs::write(self.path(rel), text).unwrap();
    }

    /// Replaces `from` by `to` in a file (which must contain it), saving in place.
    fn edit(&self, rel: &str, from: &str, to: &str) {
        let text = self.read(rel);
        assert!(text.contains(from), "{rel} has no `{from}`");
        self.write(rel, &text.replacen(from, to, 1));
    }

    fn next_event(&self) -> ReloadEvent {
        self.events
            .recv_timeout(WAIT)
            .expect("a reload event within the timeout")
    }

    /// Waits for the next successful reload and swaps it into the match.
    fn reloaded(&mut self) -> (Rebound, Vec<String>, Vec<String>) {
        match self.next_event() {
            ReloadEvent::Reloaded(r) => {
                let rebound = self.session.reload(&r.rules, r.source.clone()).unwrap();
                (rebound, r.files.clone(), r.changes.clone())
            }
            other => panic!("expected a reload, got {other:?}"),
        }
    }

    fn failed(&mut self) -> game_host::reload::ReloadFailed {
        match self.next_event() {
            ReloadEvent::Failed(f) => f,
            other => panic!("expected a failed reload, got {other:?}"),
        }
    }

    fn counter(&mut self, label: &str) -> i64 {
        let view = self.session.view(Viewer::Referee).unwrap();
        view.scene
            .counters
            .iter()
            .find(|c| game_wire::text::english_of(&c.label) == label)
            .unwrap_or_else(|| panic!("no counter `{label}` in {:?}", view.scene.counters))
            .value
    }

    fn cells(&mut self) -> usize {
        let view = self.session.view(Viewer::Referee).unwrap();
        view.scene.boards.iter().map(|b| b.cells.len()).sum()
    }
}

const ALS: &str = "rulesets/air-land-sea/standard.toml";
const ALS_LUA: &str = "scripts/air-land-sea/cards.lua";
const TTT: &str = "rulesets/tic-tac-toe/standard.toml";

/// North has Support (A1, +3 in adjacent theaters) in Air and Heavy Tanks (L6) in Land.
fn als_scenario() -> Start {
    Start::Scenario {
        origin: "reload-test.toml".into(),
        text: r#"
order = ["air", "land", "sea"]
to_move = "north"
[north]
hand = ["A4", "S3"]
air = ["A1"]
land = ["L6"]
[south]
hand = ["L1", "S2"]
sea = ["S6"]
"#
        .into(),
    }
}

#[test]
fn a_balance_change_shows_in_the_next_scene_with_the_match_intact() {
    let mut b = Bench::new("air-land-sea", "standard", als_scenario());
    assert_eq!(b.counter("North strength in Land"), 9);
    b.session.apply("deploy A4").unwrap();
    let before = b.session.live().state_bytes().unwrap();
    b.edit(
        ALS,
        "name = \"Heavy Tanks\"\ntheater = \"land\"\nstrength = 6",
        "name = \"Heavy Tanks\"\ntheater = \"land\"\nstrength = 8",
    );
    let (rebound, files, changes) = b.reloaded();
    assert_eq!(rebound, Rebound::Kept);
    assert_eq!(files, vec![ALS.to_string()]);
    assert!(
        changes
            .iter()
            .any(|c| c.contains("cards.L6.strength: 6 -> 8")),
        "{changes:?}"
    );
    assert_eq!(b.counter("North strength in Land"), 11);
    assert_eq!(b.session.actions(), ["deploy A4"]);
    // Only the strengths changed; the match goes on from where it was.
    assert_ne!(before, b.session.live().state_bytes().unwrap());
    assert!(b.session.status().unwrap().to_move().is_some());
}

#[test]
fn an_edited_lua_ability_takes_effect_on_its_next_use() {
    let mut b = Bench::new("air-land-sea", "standard", als_scenario());
    assert_eq!(b.counter("North strength in Land"), 9);
    b.edit(
        ALS_LUA,
        "ctx:add_strength(owner, left, 3)",
        "ctx:add_strength(owner, left, 5)",
    );
    let (rebound, files, _) = b.reloaded();
    assert_eq!(rebound, Rebound::Kept);
    assert_eq!(files, vec![ALS_LUA.to_string()]);
    assert_eq!(b.counter("North strength in Land"), 11);
    // A further play recomputes with the new hook too.
    b.session.apply("deploy A4").unwrap();
    assert_eq!(b.counter("North strength in Land"), 11);
}

#[test]
fn a_broken_save_keeps_the_old_rules_and_a_fixed_save_recovers() {
    let mut b = Bench::new("air-land-sea", "standard", als_scenario());
    // A Lua syntax error.
    let good = b.read(ALS_LUA);
    b.edit(
        ALS_LUA,
        "function M.support_strength(ctx, card, owner, theater, left, right)",
        "function M.support_strength(ctx, card, owner, theater, left, right) (",
    );
    let f = b.failed();
    assert!(
        f.problems.iter().any(|p| p.file == ALS_LUA && p.line > 0),
        "{f:?}"
    );
    assert!(
        f.message().contains(&format!("{ALS_LUA}:")),
        "{}",
        f.message()
    );
    // Play goes on under the old rules.
    b.session.apply("deploy A4").unwrap();
    assert_eq!(b.counter("North strength in Land"), 9);
    // The script restored and a TOML error in the ruleset, saved together.
    b.write(ALS_LUA, &good);
    b.edit(ALS, "victory_points = 12", "victory_points = ");
    let f = b.failed();
    let p = f
        .problems
        .iter()
        .find(|p| p.file == ALS)
        .expect("located in the ruleset");
    assert!(p.line > 0 && p.col > 0, "{p}");
    // A value out of range.
    b.edit(ALS, "victory_points = ", "victory_points = -4");
    let f = b.failed();
    assert!(
        f.problems.iter().any(|p| p.file == ALS && p.line > 0),
        "{f:?}"
    );
    // The fixed save recovers.
    b.edit(ALS, "victory_points = -4", "victory_points = 12");
    let (rebound, files, _) = b.reloaded();
    assert_eq!(rebound, Rebound::Kept);
    // The script is back as it was and the ruleset too: nothing differs from the rules in force.
    assert!(files.is_empty(), "{files:?}");
    assert_eq!(b.session.actions(), ["deploy A4"]);
}

#[test]
fn a_ruleset_that_extends_a_changed_file_reloads() {
    let mut b = Bench::new("air-land-sea", "original", als_scenario());
    assert_eq!(b.counter("North strength in Land"), 9);
    b.edit(
        ALS,
        "name = \"Heavy Tanks\"\ntheater = \"land\"\nstrength = 6",
        "name = \"Heavy Tanks\"\ntheater = \"land\"\nstrength = 4",
    );
    let (rebound, files, _) = b.reloaded();
    assert_eq!(rebound, Rebound::Kept);
    assert_eq!(files, vec![ALS.to_string()]);
    assert_eq!(b.counter("North strength in Land"), 7);
    assert_eq!(
        b.session.ruleset().root,
        "rulesets/air-land-sea/original.toml"
    );
}

#[test]
fn a_board_that_no_longer_fits_replays_the_match_or_refuses() {
    let mut b = Bench::new("tic-tac-toe", "standard", Start::Seed(1));
    b.session.apply("b2").unwrap();
    b.session.apply("a1").unwrap();
    assert_eq!(b.cells(), 9);
    b.edit(TTT, "size = 3", "size = 4");
    let (rebound, _, changes) = b.reloaded();
    assert!(matches!(rebound, Rebound::Replayed { .. }), "{rebound:?}");
    assert!(
        changes.iter().any(|c| c.contains("size: 3 -> 4")),
        "{changes:?}"
    );
    assert_eq!(b.cells(), 16);
    assert_eq!(b.session.actions(), ["b2", "a1"]);
    b.session.apply("d4").unwrap();
    // Back to 3×3: `d4` does not exist there, so the match stays on the 4×4 rules.
    b.edit(TTT, "size = 4", "size = 3");
    let event = b.next_event();
    let ReloadEvent::Reloaded(r) = event else {
        panic!("the ruleset itself compiles: {event:?}")
    };
    let err = b
        .session
        .reload(&r.rules, r.source.clone())
        .unwrap_err()
        .to_string();
    assert!(err.contains("action 3 `d4`"), "{err}");
    assert_eq!(b.cells(), 16);
    assert_eq!(b.session.actions(), ["b2", "a1", "d4"]);
    assert!(b.session.ruleset().text(TTT).unwrap().contains("size = 4"));
}

#[test]
fn a_rename_over_save_and_a_burst_of_saves_reload_once_each() {
    let mut b = Bench::new("tic-tac-toe", "standard", Start::Seed(1));
    // Vim/JetBrains "safe write": write a temporary file beside it, rename it over.
    let text = b.read(TTT).replace("size = 3", "size = 4");
    let tmp = b.path("rulesets/tic-tac-toe/.standard.toml.tmp~");
    std::fs::write(&tmp, &text).unwrap();
    std::fs::rename(&tmp, b.path(TTT)).unwrap();
    let (_, files, changes) = b.reloaded();
    assert_eq!(files, vec![TTT.to_string()]);
    assert_eq!(changes, vec![format!("{TTT}: size: 3 -> 4")]);
    // A burst: several quick saves of the same file, an empty moment, a half-written one.
    let full = b.read(TTT);
    for i in 0..5 {
        b.write(TTT, "");
        std::fs::write(b.path(TTT), &full.as_bytes()[..full.len() / 2]).unwrap();
        b.write(
            TTT,
            &full.replace("size = 4", &format!("size = 5\n# save {i}")),
        );
    }
    let (_, files, changes) = b.reloaded();
    assert_eq!(files, vec![TTT.to_string()]);
    assert_eq!(changes, vec![format!("{TTT}: size: 4 -> 5")]);
    // Delete and recreate.
    let full = b.read(TTT);
    std::fs::remove_file(b.path(TTT)).unwrap();
    b.write(TTT, &full.replace("size = 5", "size = 6"));
    let (_, _, changes) = b.reloaded();
    assert_eq!(changes, vec![format!("{TTT}: size: 5 -> 6")]);
    // A marker save: the next event is the marker's, so each burst was reported exactly once.
    b.edit(TTT, "size = 6", "size = 7");
    let (_, _, changes) = b.reloaded();
    assert_eq!(changes, vec![format!("{TTT}: size: 6 -> 7")]);
    assert_eq!(b.cells(), 49);
}

#[test]
fn several_files_saved_at_once_make_one_reload() {
    let mut b = Bench::new("air-land-sea", "original", als_scenario());
    b.edit(ALS, "victory_points = 12", "victory_points = 10");
    b.edit(
        "rulesets/air-land-sea/original.toml",
        "Flip any card.",
        "Flip any card at all.",
    );
    b.edit(
        ALS_LUA,
        "ctx:add_strength(owner, left, 3)",
        "ctx:add_strength(owner, left, 4)",
    );
    let (_, files, _) = b.reloaded();
    assert_eq!(
        files,
        vec![
            "rulesets/air-land-sea/original.toml".to_string(),
            ALS.to_string(),
            ALS_LUA.to_string()
        ]
    );
    assert_eq!(b.counter("North strength in Land"), 10);
    // Files no ruleset in play uses are not compiled at all; the marker save comes next.
    b.write("scripts/air-land-sea/notes.txt", "unrelated");
    b.edit(ALS, "victory_points = 10", "victory_points = 11");
    let (_, files, _) = b.reloaded();
    assert_eq!(files, vec![ALS.to_string()]);
    b.reloader
        .untrack("air-land-sea", "rulesets/air-land-sea/original.toml");
}

/// `game-host watch ARGS --json` on the content root `root`; its JSON lines come through the
/// receiver.
fn watch_json(
    root: &tempfile::TempDir,
    args: &[&str],
) -> (std::process::Child, mpsc::Receiver<serde_json::Value>) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_game-host"))
        .arg("watch")
        .args(args)
        .args(["--json", "--content"])
        .arg(root.path())
        .arg("--plugins")
        .arg(common::plugins_dir())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let (tx, rx) = mpsc::channel::<serde_json::Value>();
    let stdout = child.stdout.take().unwrap();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            let _ = tx.send(serde_json::from_str(&line).expect("JSON lines"));
        }
    });
    (child, rx)
}

/// The next line of type `kind` (earlier ones of other types are skipped).
fn next_of(rx: &mpsc::Receiver<serde_json::Value>, kind: &str) -> serde_json::Value {
    loop {
        let v = rx
            .recv_timeout(WAIT)
            .unwrap_or_else(|_| panic!("no `{kind}` line"));
        if v["type"] == kind {
            return v;
        }
    }
}

#[test]
fn the_watch_command_prints_each_reload_and_its_result() {
    common::plugins_dir();
    let root = content();
    let (mut child, rx) = watch_json(&root, &["tic-tac-toe"]);
    let wait_for = |kind: &str| next_of(&rx, kind);
    wait_for("watching");
    let mut stdin = child.stdin.take().unwrap();
    writeln!(stdin, "b2").unwrap();
    wait_for("applied");
    let ttt = root.path().join(TTT);
    let text = std::fs::read_to_string(&ttt).unwrap();
    std::fs::write(&ttt, text.replace("size = 3", "size = ")).unwrap();
    let failed = wait_for("reload_failed");
    assert_eq!(failed["problems"][0]["file"], TTT, "{failed}");
    std::fs::write(&ttt, text.replace("size = 3", "size = 4")).unwrap();
    let reloaded = wait_for("reloaded");
    assert_eq!(reloaded["mode"], "replayed", "{reloaded}");
    let view = wait_for("view");
    assert_eq!(view["moves"], 1);
    assert_eq!(
        view["scene"]["boards"][0]["cells"]
            .as_array()
            .unwrap()
            .len(),
        16
    );
    writeln!(stdin, "quit").unwrap();
    assert!(child.wait().unwrap().success());
}

#[test]
fn watch_undoes_a_move_played_before_a_reload_back_to_what_really_was() {
    common::plugins_dir();
    let root = content();
    let (mut child, rx) = watch_json(&root, &["palagan", "--seed", "7"]);
    let wait_for = |kind: &str| next_of(&rx, kind);
    wait_for("watching");
    let mut stdin = child.stdin.take().unwrap();
    let mut view = wait_for("view");
    let mut views = vec![view.clone()];
    for _ in 0..4 {
        let first = view["actions"][0]["text"].as_str().unwrap().to_string();
        writeln!(stdin, "{first}").unwrap();
        view = wait_for("view");
        views.push(view.clone());
    }
    // Two maneuvers a turn become three: the match keeps its state.
    let path = root.path().join("rulesets/palagan/standard.toml");
    let text = std::fs::read_to_string(&path).unwrap();
    std::fs::write(
        &path,
        text.replace("maneuvers_per_turn = 2", "maneuvers_per_turn = 3"),
    )
    .unwrap();
    let reloaded = wait_for("reloaded");
    assert_eq!(reloaded["mode"], "kept", "{reloaded}");
    wait_for("view");
    // Undo: back to the position after move 3, as it was (the same seat to move and the same
    // board), not a replay of moves 1-3 under three maneuvers a turn (which would leave the
    // second player to move, on a third maneuver that never was).
    writeln!(stdin, "undo").unwrap();
    let back = wait_for("view");
    assert_eq!(back["moves"], 3, "{back}");
    assert_eq!(back["scene"]["boards"], views[3]["scene"]["boards"]);
    assert_eq!(
        back["status"]["ToMove"]["seat"], views[3]["status"]["ToMove"]["seat"],
        "{back}"
    );
    writeln!(stdin, "quit").unwrap();
    assert!(child.wait().unwrap().success());
}

/// The app on a temporary content root, watching it, with a new match of `game`'s standard
/// rules on its table (the new-match form's defaults).
fn app_playing(root: &tempfile::TempDir, game: &str) -> game_host::gui::app::HostApp {
    use game_host::gui::app::{HostApp, Prefs};
    use game_host::gui::new_match::NewMatchForm;
    let mut app = HostApp::new(
        catalog(),
        Some(root.path().to_path_buf()),
        None,
        Prefs::default(),
    );
    // Each step of the rules answers within the frame, however loaded the machine.
    app.rules_patience = std::time::Duration::from_secs(300);
    app.start_reloading(ReloadConfig::default(), || {});
    app.form = NewMatchForm::for_game(&app.catalog, game, "standard");
    app.start_match();
    app
}

#[test]
fn the_app_table_picks_up_reloads_and_shows_errors_until_a_good_save() {
    use game_host::gui::app::HostApp;
    let root = content();
    let app = app_playing(&root, "tic-tac-toe");
    let mut h = egui_kittest::Harness::builder()
        .with_size([1280.0, 800.0])
        .build_eframe(|_cc| app);
    h.run_steps(2);
    // Frames are driven here as the watcher's repaint request would; each check waits for
    // the watcher's event with a generous deadline.
    let until = |h: &mut egui_kittest::Harness<'_, HostApp>,
                 what: &str,
                 done: &dyn Fn(&mut HostApp) -> bool| {
        let deadline = std::time::Instant::now() + WAIT;
        while !done(h.state_mut()) {
            assert!(
                std::time::Instant::now() < deadline,
                "timed out waiting for {what}"
            );
            std::thread::sleep(Duration::from_millis(10));
            h.run_steps(1);
        }
    };
    let ttt = root.path().join(TTT);
    let text = std::fs::read_to_string(&ttt).unwrap();
    std::fs::write(&ttt, text.replace("size = 3", "size = ")).unwrap();
    until(&mut h, "the error toast", &|app: &mut HostApp| {
        app.toasts.errors().any(|e| e.contains(&format!("{TTT}:")))
    });
    std::fs::write(&ttt, text.replace("size = 3", "size = 4")).unwrap();
    until(&mut h, "the reload note", &|app: &mut HostApp| {
        app.table().is_some_and(|t| {
            t.controller
                .log
                .iter()
                .any(|l| l.note && l.text.starts_with("Rules reloaded"))
        })
    });
    let app = h.state_mut();
    assert!(app.toasts.infos().any(|t| t.starts_with("Rules reloaded")));
    assert_eq!(
        app.toasts.errors().count(),
        0,
        "the good save cleared the error"
    );
    let cells: usize = app
        .table()
        .unwrap()
        .controller
        .view
        .as_ref()
        .unwrap()
        .scene
        .boards[0]
        .cells
        .len();
    assert_eq!(cells, 16);
}

/// A reload that replays a hot-seat match with secrets may leave anyone at the device: the
/// table goes behind the hand-over screen until the player to move says who they are.
#[test]
fn a_replaying_reload_puts_a_secret_table_behind_the_hand_over_screen() {
    let root = content();
    let mut app = app_playing(&root, "air-land-sea");
    assert!(app.form.hand_over, "hot-seat with the hand-over screen");
    let table = app.table().unwrap();
    assert!(
        table.controller.waiting_for.is_some(),
        "a new match starts behind the screen"
    );
    table.controller.reveal();
    assert!(table.controller.waiting_for.is_none());
    let mut h = egui_kittest::Harness::builder()
        .with_size([1280.0, 800.0])
        .build_eframe(|_cc| app);
    h.run_steps(2);
    // One more card: the dealt match no longer fits, so it is replayed from its record.
    let als = root.path().join(ALS);
    let mut text = std::fs::read_to_string(&als).unwrap();
    text.push_str("\n[cards.A7]\nname = \"Spare\"\ntheater = \"air\"\nstrength = 1\n");
    std::fs::write(&als, text).unwrap();
    let deadline = std::time::Instant::now() + WAIT;
    loop {
        let noted = h.state_mut().table().is_some_and(|t| {
            t.controller
                .log
                .iter()
                .any(|l| l.note && l.text.starts_with("Rules reloaded (match replayed"))
        });
        if noted {
            break;
        }
        let errors: Vec<String> = h.state().toasts.errors().map(String::from).collect();
        assert!(
            std::time::Instant::now() < deadline,
            "timed out waiting for the replaying reload; errors: {errors:?}"
        );
        std::thread::sleep(Duration::from_millis(10));
        h.run_steps(1);
    }
    assert!(
        h.state_mut()
            .table()
            .unwrap()
            .controller
            .waiting_for
            .is_some(),
        "after the replay the table is hidden until the player to move takes it"
    );
}

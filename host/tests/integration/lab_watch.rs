//! The balance lab follows the editor: with Watch on, a save of the ruleset under test adds a
//! column (and a chart line) beside the first run: the same seeds under the rules after the
//! save, named by the change. Driven through the lab's own state (`BalanceLab`), as the app's
//! frames drive it, on a temporary copy of the content.

use crate::common;

use common::{copy_dir, workspace_root};
use game_host::content::RulesetListing;
use game_host::gui::lab::BalanceLab;
use game_host::plugin::Catalog;
use std::time::{Duration, Instant};

/// Polls the lab as frames would until `done` holds (or panics after a minute).
fn poll_until(lab: &mut BalanceLab, what: &str, done: impl Fn(&BalanceLab) -> bool) {
    let start = Instant::now();
    while !done(lab) {
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "waited a minute for {what}: {:?}",
            lab.error
        );
        std::thread::sleep(Duration::from_millis(20));
        lab.poll();
    }
}

#[test]
fn with_watch_on_a_save_plays_the_same_seeds_again_in_a_column_named_by_the_change() {
    let catalog = Catalog::discover(&[common::plugins_dir()]);
    let root = tempfile::tempdir().unwrap();
    copy_dir(
        &workspace_root().join("rulesets"),
        &root.path().join("rulesets"),
    );
    copy_dir(
        &workspace_root().join("scripts"),
        &root.path().join("scripts"),
    );
    let mut listing = RulesetListing::new(
        Some(root.path().to_path_buf()),
        crate::common::bundled_mods(root.path()),
    );
    let mut lab = BalanceLab::new(&catalog);
    lab.select_game(&catalog, "tic-tac-toe");
    lab.settings.bots = vec![game_wire::BotLevel::Random; 2];
    lab.settings.games = 30;
    lab.settings.threads = 2;
    lab.settings.watch = true;
    let ctx = egui::Context::default();
    lab.start(&catalog, &mut listing, &ctx);
    assert_eq!(lab.error, None);
    poll_until(&mut lab, "the first run", |l| !l.is_running());

    let file = root.path().join("rulesets/tic-tac-toe/standard.toml");
    let text = std::fs::read_to_string(&file).unwrap();
    std::fs::write(&file, text.replace("size = 3", "size = 4")).unwrap();
    poll_until(&mut lab, "the run after the save", |l| {
        l.run
            .as_ref()
            .is_some_and(|r| r.rulesets.len() == 2 && !r.is_running())
    });
    let run = lab.run.as_ref().unwrap();
    let names: Vec<&str> = run.rulesets.iter().map(|r| r.name.as_str()).collect();
    assert_eq!(names, ["Standard", "save 1: size: 3 -> 4"]);
    let reports = run.reports();
    assert_eq!((reports[0].games, reports[1].games), (30, 30));
    assert!(
        reports[1].mean_actions > reports[0].mean_actions,
        "16 cells make longer random games than 9"
    );
    assert!(!run.rulesets[1].points.is_empty(), "the chart has its line");

    // Watch off: a save plays nothing more.
    lab.set_watch(false, &catalog, &listing, &ctx);
    std::fs::write(&file, text.replace("size = 3", "size = 5")).unwrap();
    std::thread::sleep(Duration::from_millis(800));
    lab.poll();
    assert_eq!(lab.run.as_ref().map(|r| r.rulesets.len()), Some(2));
}

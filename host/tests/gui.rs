#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a failed unwrap is a failed test
//! The real app driven headless with egui_kittest: clicks go through the same code as a mouse.

mod common;

use common::{plugins_dir, workspace_root};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use game_host::gui::app::{HostApp, Prefs, Screen};
use game_host::gui::storage::DataDir;
use game_host::plugin::Catalog;

fn app(data: &std::path::Path) -> HostApp {
    let catalog = Catalog::discover(&[plugins_dir()]);
    HostApp::new(
        catalog,
        Some(workspace_root()),
        Some(DataDir {
            root: data.to_path_buf(),
        }),
        Prefs::default(),
    )
}

fn harness(data: &std::path::Path) -> Harness<'static, HostApp> {
    let app = app(data);
    let mut h = Harness::builder()
        .with_size([1280.0, 800.0])
        .build_eframe(|_cc| app);
    h.run_steps(3);
    h
}

fn actions(h: &mut Harness<'_, HostApp>) -> Vec<String> {
    h.state_mut()
        .table()
        .map(|t| t.session.actions().to_vec())
        .unwrap_or_default()
}

fn click(h: &mut Harness<'_, HostApp>, label: &str) {
    h.get_by_label(label).click();
    h.run_steps(3);
}

#[test]
fn start_a_match_play_by_clicking_hand_over_and_see_an_illegal_click_refused() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    click(&mut h, "Play Tic-tac-toe Standard");
    assert!(matches!(h.state().screen, Screen::NewMatch));
    click(&mut h, "Start match");
    assert!(h.state_mut().table().is_some(), "the table is shown");

    click(&mut h, "b2");
    assert_eq!(actions(&mut h), ["b2"]);
    // Hot-seat: the table is hidden until O takes over.
    assert!(
        h.query_by_label("a1").is_none(),
        "the board is hidden behind the hand-over screen"
    );
    click(&mut h, "I am O: show my table");

    click(&mut h, "b2 mark");
    assert_eq!(
        actions(&mut h),
        ["b2"],
        "clicking a taken cell changes nothing"
    );
    let message = h
        .state_mut()
        .table()
        .unwrap()
        .message
        .clone()
        .unwrap_or_default();
    assert!(message.contains("not a legal choice"), "{message}");

    click(&mut h, "a1");
    assert_eq!(actions(&mut h), ["b2", "a1"]);
    let autosave: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(data.path().join("autosave.json")).unwrap())
            .unwrap();
    assert_eq!(
        autosave["actions"],
        serde_json::json!(["b2", "a1"]),
        "every action is autosaved"
    );
}

#[test]
fn save_then_load_resumes_the_match() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    click(&mut h, "Play Tic-tac-toe Standard");
    h.state_mut().form.hand_over = false;
    click(&mut h, "Start match");
    for cell in ["a1", "b1", "c3"] {
        click(&mut h, cell);
    }
    click(&mut h, "Save");
    let saves: Vec<_> = std::fs::read_dir(data.path().join("saves"))
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(saves.len(), 1, "one save file written");
    let name = saves[0].to_string_lossy().into_owned();

    click(&mut h, "Home");
    assert!(matches!(h.state().screen, Screen::Home));
    click(&mut h, &format!("Open {name}"));
    assert_eq!(actions(&mut h), ["a1", "b1", "c3"]);
    click(&mut h, "c1");
    assert_eq!(actions(&mut h), ["a1", "b1", "c3", "c1"]);
}

#[test]
fn the_last_match_continues_after_a_restart() {
    let data = tempfile::tempdir().unwrap();
    {
        let mut h = harness(data.path());
        click(&mut h, "Play Tic-tac-toe Standard");
        h.state_mut().form.hand_over = false;
        click(&mut h, "Start match");
        click(&mut h, "b2");
    }
    let mut h = harness(data.path());
    click(&mut h, "Continue last match");
    assert_eq!(actions(&mut h), ["b2"]);
}

#[test]
fn undo_takes_back_a_move_and_a_finished_game_offers_play_again() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    click(&mut h, "Play Tic-tac-toe Standard");
    h.state_mut().form.hand_over = false;
    click(&mut h, "Start match");
    click(&mut h, "a1");
    click(&mut h, "Undo");
    assert!(actions(&mut h).is_empty());
    for cell in ["a1", "a2", "b1", "b2", "c1"] {
        click(&mut h, cell);
    }
    assert!(
        h.query_by_label("Play again").is_some(),
        "X completed a line"
    );
    click(&mut h, "Play again");
    assert!(actions(&mut h).is_empty(), "a fresh match");
}

/// Every bundled game: start a match from the home screen and make legal moves by clicking the
/// elements of a legal action's click path, found by their labels as a player sees them.
#[test]
fn every_game_starts_and_plays_by_clicking() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    let games: Vec<(String, String)> = h
        .state()
        .catalog
        .plugins
        .iter()
        .map(|p| (p.info().id.clone(), p.info().name.clone()))
        .collect();
    assert!(games.len() >= 4, "all bundled games are found: {games:?}");
    for (id, name) in games {
        if h.query_by_label("Home").is_some() {
            click(&mut h, "Home");
        }
        let standard = game_host::content::rulesets(&workspace_root(), &id)
            .into_iter()
            .find(|r| r.id == "standard")
            .unwrap_or_else(|| panic!("{id} has a standard ruleset"));
        click(&mut h, &format!("Play {name} {}", standard.name));
        h.state_mut().form.hand_over = false;
        click(&mut h, "Start match");
        for n in 1..=3 {
            let table = h.state_mut().table().unwrap();
            let view = table.view.clone().unwrap();
            let Some(action) = view.actions.first().cloned() else {
                break;
            };
            for step in &action.path {
                let label = game_host::gui::table::paint::element_label(&view.scene, step)
                    .unwrap_or_else(|| {
                        panic!("{id}: `{step}` of `{}` is not in the scene", action.text)
                    });
                click(&mut h, &label);
            }
            assert_eq!(
                actions(&mut h).len(),
                n,
                "{id}: clicking the path of `{}` applied it",
                action.text
            );
        }
    }
}

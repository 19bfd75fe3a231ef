//! Driving the real app headless with egui_kittest: shared by the GUI tests.

use super::{plugins_dir, workspace_root};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use game_host::gui::app::{HostApp, Prefs};
use game_host::gui::storage::DataDir;
use game_host::plugin::Catalog;
use game_wire::scene::{CardFace, Scene};
use game_wire::{ActionInfo, View};
use std::collections::BTreeSet;
use std::time::{Duration, Instant};

pub fn app(data: &std::path::Path) -> HostApp {
    app_on(&workspace_root(), data)
}

/// The app on the content root `content` (a test's own copy, when it adds or changes rules).
pub fn app_on(content: &std::path::Path, data: &std::path::Path) -> HostApp {
    let catalog = Catalog::discover(&[plugins_dir()]);
    patient(HostApp::new(
        catalog,
        Some(content.to_path_buf()),
        Some(DataDir {
            root: data.to_path_buf(),
        }),
        Prefs::default(),
    ))
}

/// [`harness`] on the content root `content`.
pub fn harness_on(content: &std::path::Path, data: &std::path::Path) -> Harness<'static, HostApp> {
    let app = app_on(content, data);
    let mut h = Harness::builder()
        .with_size([1280.0, 800.0])
        .build_eframe(|_cc| app);
    h.run_steps(3);
    h
}

/// The app waiting for each step of the rules as long as a loaded test machine may need: the
/// tests read the table right after a step (the app itself shows "The rules are thinking"
/// after 150 ms).
pub fn patient(mut app: HostApp) -> HostApp {
    app.rules_patience = Duration::from_secs(300);
    app
}

pub fn harness(data: &std::path::Path) -> Harness<'static, HostApp> {
    let app = app(data);
    let mut h = Harness::builder()
        .with_size([1280.0, 800.0])
        .build_eframe(|_cc| app);
    h.run_steps(3);
    h
}

/// The app at 1280×800 with frames 1/60 s apart, as on a real screen (`harness` steps egui's
/// clock by a quarter of a second a frame): a double click's two clicks a few frames apart.
pub fn harness_at_60_fps(data: &std::path::Path) -> Harness<'static, HostApp> {
    let app = app(data);
    let mut h = Harness::builder()
        .with_size([1280.0, 800.0])
        .with_step_dt(1.0 / 60.0)
        .build_eframe(|_cc| app);
    h.run_steps(3);
    h
}

/// The app in a window of `size` logical points (`harness` is 1280×800).
pub fn harness_sized(data: &std::path::Path, size: [f32; 2]) -> Harness<'static, HostApp> {
    let app = app(data);
    let mut h = Harness::builder().with_size(size).build_eframe(|_cc| app);
    h.run_steps(3);
    h
}

/// The id of every game the app found, in its order.
pub fn game_ids(h: &Harness<'_, HostApp>) -> Vec<String> {
    h.state()
        .catalog
        .plugins
        .iter()
        .map(|p| p.info().id.clone())
        .collect()
}

pub fn actions(h: &mut Harness<'_, HostApp>) -> Vec<String> {
    h.state_mut()
        .table()
        .map(|t| t.controller.session.actions().to_vec())
        .unwrap_or_default()
}

/// The legal actions of the view on the table (the seat to move's), as text.
pub fn legal(h: &mut Harness<'_, HostApp>) -> Vec<String> {
    h.state_mut()
        .table()
        .and_then(|t| t.controller.view.as_ref())
        .map(|v| v.actions.iter().map(|a| a.text.clone()).collect())
        .unwrap_or_default()
}

/// The view on the table now (the viewer's scene, status and legal actions).
pub fn table_view(h: &mut Harness<'_, HostApp>) -> View {
    h.state_mut()
        .table()
        .unwrap()
        .controller
        .view
        .clone()
        .unwrap()
}

/// Clicks the element with this label, scrolling it into view first as a player would (and
/// waiting out the scroll's animation, which a long Home takes a few frames to finish).
pub fn click(h: &mut Harness<'_, HostApp>, label: &str) {
    h.get_by_label(label).scroll_to_me();
    h.run_steps(4);
    h.get_by_label(label).click();
    h.run_steps(3);
}

/// The one match autosave in a data directory.
pub fn only_autosave(data: &std::path::Path) -> std::path::PathBuf {
    let files: Vec<_> = std::fs::read_dir(data.join("autosaves"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(files.len(), 1, "one autosave per match: {files:?}");
    files[0].clone()
}

/// Runs frames until `done` holds, for at most `limit` (background work: a bot, a batch).
pub fn run_until(
    h: &mut Harness<'_, HostApp>,
    limit: Duration,
    mut done: impl FnMut(&mut Harness<'_, HostApp>) -> bool,
) -> bool {
    let started = Instant::now();
    while started.elapsed() < limit {
        h.run_steps(1);
        if done(h) {
            return true;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    false
}

/// The first legal action that is no continuation of a shorter one (those are a right click
/// away).
pub fn first_clickable_action(view: &View) -> ActionInfo {
    view.actions
        .iter()
        .find(|a| {
            !view
                .actions
                .iter()
                .any(|b| b.path.len() < a.path.len() && a.path.starts_with(&b.path))
        })
        .cloned()
        .expect("a legal action")
}

/// Plays the first legal action by clicking its path, as a player would: an action that goes
/// on from a shorter one (ALS face down after face up) is a right click away, so the first
/// action that is no such continuation is taken; what is still selected from the last play
/// (a painting tile) is not clicked again.
pub fn play_first_action(h: &mut Harness<'_, HostApp>) {
    for label in first_action_labels(h) {
        click(h, &label);
    }
}

/// The labels of the elements to press for [`first_clickable_action`], in order, leaving out
/// what is still selected from the last play (a painting tile).
pub fn first_action_labels(h: &mut Harness<'_, HostApp>) -> Vec<String> {
    let table = h.state_mut().table().unwrap();
    let view = table.controller.view.clone().unwrap();
    let selected = table.picker.selected.clone();
    let action = first_clickable_action(&view);
    let skip = if action.path.starts_with(&selected) {
        selected.len()
    } else {
        0
    };
    action.path[skip..]
        .iter()
        .map(|step| {
            game_host::gui::table::paint::element_label(&view.scene, step)
                .unwrap_or_else(|| panic!("`{step}` of `{}` is not in the scene", action.text))
        })
        .collect()
}

/// Starts a match of `game`'s standard rules from Home with the new-match form's defaults
/// (hot-seat for two humans), from one fixed seed: a test that plays the first legal actions
/// must meet the same deal every run (a random one made a rare deal fail now and then).
pub fn start_standard(h: &mut Harness<'_, HostApp>, game: &str) {
    start_seeded(h, game, "7");
}

/// As [`start_standard`], from the seed `seed` (blank: a random one).
pub fn start_seeded(h: &mut Harness<'_, HostApp>, game: &str, seed: &str) {
    start_with(h, game, |form| form.seed = seed.to_string());
}

/// Starts a match of `game` from Home: its standard rules' New match form, changed by `set`
/// (ruleset, seed, seats, …), then Start match.
pub fn start_with(
    h: &mut Harness<'_, HostApp>,
    game: &str,
    set: impl FnOnce(&mut game_host::gui::new_match::NewMatchForm),
) {
    let name = h.state().catalog.find(game).unwrap().info().name.clone();
    let standard = game_host::content::rulesets(
        &super::workspace_root(),
        &crate::common::bundled_mods(&super::workspace_root()),
        game,
    )
    .into_iter()
    .find(|r| r.id == "standard")
    .unwrap();
    if !matches!(h.state().screen, game_host::gui::app::AppScreen::Home) {
        click(h, "Home");
    }
    click(h, &format!("Play {name} {}", standard.name));
    set(&mut h.state_mut().form);
    click(h, "Start match");
}

/// Runs frames until the element with this label takes clicks (the hand-over screen's buttons
/// wait a moment after it appears), for at most 100 frames.
pub fn wait_until_enabled(h: &mut Harness<'_, HostApp>, label: &str) {
    for _ in 0..100 {
        if !h.get_by_label(label).accesskit_node().is_disabled() {
            return;
        }
        h.run_steps(1);
    }
    panic!("`{label}` never took clicks");
}

/// Clicks "I am …" for the seat waiting behind the hand-over screen, once it takes clicks;
/// returns the seat.
pub fn reveal_waiting(h: &mut Harness<'_, HostApp>) -> u8 {
    let table = h.state_mut().table().unwrap();
    let seat = table
        .controller
        .waiting_for
        .expect("the hand-over screen is up");
    let name = table.controller.info.seats[usize::from(seat)].clone();
    let label = format!("I am {name}: show my table");
    wait_until_enabled(h, &label);
    click(h, &label);
    seat
}

/// The labels under which a scene's cells with pieces and its face-up cards are drawn.
pub fn visible_labels(scene: &Scene) -> BTreeSet<String> {
    use game_host::gui::table::paint::{card_label, cell_label};
    let cells = scene
        .boards
        .iter()
        .flat_map(|b| &b.cells)
        .filter(|c| c.piece.is_some())
        .map(cell_label);
    let cards = scene
        .zones
        .iter()
        .flat_map(|z| &z.cards)
        .filter(|c| matches!(c.face, CardFace::Front { .. }))
        .map(card_label);
    cells.chain(cards).collect()
}

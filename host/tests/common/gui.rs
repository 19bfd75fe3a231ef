//! Driving the real app headless with egui_kittest: shared by the GUI tests.

use super::{plugins_dir, workspace_root};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use game_host::gui::app::{HostApp, Prefs};
use game_host::gui::storage::DataDir;
use game_host::plugin::Catalog;
use game_sdk::scene::{CardFace, Scene};
use std::collections::BTreeSet;
use std::time::{Duration, Instant};

pub fn app(data: &std::path::Path) -> HostApp {
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

pub fn harness(data: &std::path::Path) -> Harness<'static, HostApp> {
    let app = app(data);
    let mut h = Harness::builder()
        .with_size([1280.0, 800.0])
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

pub fn actions(h: &mut Harness<'_, HostApp>) -> Vec<String> {
    h.state_mut()
        .table()
        .map(|t| t.session.actions().to_vec())
        .unwrap_or_default()
}

/// Clicks the element with this label, scrolling it into view first as a player would.
pub fn click(h: &mut Harness<'_, HostApp>, label: &str) {
    h.get_by_label(label).scroll_to_me();
    h.run_steps(2);
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

/// Plays the first legal action by clicking its path, as a player would.
pub fn play_first_action(h: &mut Harness<'_, HostApp>) {
    let view = h.state_mut().table().unwrap().view.clone().unwrap();
    let action = view.actions.first().cloned().expect("a legal action");
    for step in &action.path {
        let label = game_host::gui::table::paint::element_label(&view.scene, step)
            .unwrap_or_else(|| panic!("`{step}` of `{}` is not in the scene", action.text));
        click(h, &label);
    }
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

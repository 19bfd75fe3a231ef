//! The window: at its smallest size the menu bar keeps every item on one row, uncut, with room
//! for its longest labels; a size restored from the last run is kept only when sane.

use crate::common;

use common::gui::{click, harness_sized};
use egui_kittest::kittest::Queryable;
use game_host::gui::window::{DEFAULT_SIZE, MIN_SIZE};

#[test]
fn at_the_smallest_window_the_menu_bar_shows_every_item_on_one_row() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness_sized(data.path(), [1280.0, 800.0]);
    click(&mut h, "Play Tic-tac-toe Standard");
    click(&mut h, "Start match");
    // The widest bar a player meets: a match on screen, Recent, and many problems.
    h.state_mut().prefs.recent.push("/tmp/x.json".into());
    for n in 0..12 {
        h.state_mut().toasts.error(format!("problem {n}"));
    }
    h.set_size(MIN_SIZE);
    h.run_steps(3);

    let items = [
        "Home",
        "New match",
        "Balance lab",
        "Mods",
        "Save",
        "Save as…",
        "Open…",
        "Recent",
        "View",
        "Problems (12)",
        "About",
    ];
    let rects: Vec<egui::Rect> = items.iter().map(|l| h.get_by_label(l).rect()).collect();
    for (label, r) in items.iter().zip(&rects) {
        assert!(
            r.min.x >= 0.0 && r.max.x <= MIN_SIZE.x && r.width() > 10.0,
            "{label} is cut or off the window: {r:?}"
        );
        assert!(
            (r.center().y - rects[0].center().y).abs() < 1.0,
            "{label} is on another row: {r:?}"
        );
    }
    for (pair, r) in items.windows(2).zip(rects.windows(2)) {
        assert!(r[0].max.x <= r[1].min.x, "{pair:?} overlap: {r:?}");
    }
    // Room left for the labels' longest forms, "Balance lab (running)" and "Mods (installing)".
    let font = egui::TextStyle::Button.resolve(&h.ctx.global_style());
    let longer = |text: &str| {
        h.ctx.fonts_mut(|f| {
            f.layout_no_wrap(text.into(), font.clone(), egui::Color32::WHITE)
                .size()
                .x
        })
    };
    let needed = longer(" (running)") + longer(" (installing)");
    let spare = rects[9].min.x - rects[8].max.x;
    assert!(
        spare > needed,
        "only {spare:.0} points spare for {needed:.0} more"
    );
}

#[test]
fn a_window_restored_under_the_minimum_size_gets_the_default_size() {
    let data = tempfile::tempdir().unwrap();
    // As it came back after a SIGTERM.
    let mut h = harness_sized(data.path(), [500.0, 350.0]);
    h.run_steps(2);
    assert_eq!(h.ctx.content_rect().size(), DEFAULT_SIZE);

    // A sane size is kept.
    let data = tempfile::tempdir().unwrap();
    let mut h = harness_sized(data.path(), [1100.0, 760.0]);
    h.run_steps(2);
    assert_eq!(h.ctx.content_rect().size(), egui::vec2(1100.0, 760.0));
}

#[test]
fn a_large_window_draws_the_app_larger_and_the_view_menus_zoom_stays_on_top() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness_sized(data.path(), [1920.0, 1080.0]);
    h.run_steps(3);
    let zoom = h.ctx.zoom_factor();
    assert!(
        (zoom - 1.35).abs() < 1e-4,
        "1080 / 800, in steps of 0.05: {zoom}"
    );
    assert!((h.state().prefs.auto_scale - 1.35).abs() < 1e-4);
    // A zoom chosen in the View menu (Ctrl +) multiplies it, and survives a resize.
    h.ctx.set_zoom_factor(zoom * 1.1);
    h.run_steps(2);
    // (The harness sizes its window in points of the current zoom: 1280×800 pixels.)
    h.set_size(egui::vec2(1280.0, 800.0) / h.ctx.zoom_factor());
    h.run_steps(3);
    let zoom = h.ctx.zoom_factor();
    assert!(
        (zoom - 1.1).abs() < 1e-3,
        "the window-size part gone, the chosen zoom kept: {zoom}"
    );
    // At the default size nothing is scaled.
    let mut small = harness_sized(data.path(), [1280.0, 800.0]);
    small.run_steps(3);
    assert_eq!(small.ctx.zoom_factor(), 1.0);
}

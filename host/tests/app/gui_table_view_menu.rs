//! The View menu: zoom with its shortcuts, and the switches the table follows.

use crate::common;

use common::gui::{click, harness};
use egui_kittest::kittest::Queryable;

#[test]
fn the_view_menu_zooms_and_switches_confirmations_and_animations() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    assert!(
        h.state().prefs.confirm && h.state().prefs.animations,
        "both on by default"
    );

    click(&mut h, "View");
    // The button's name carries its shortcut ("Zoom In" and Ctrl +).
    h.get_by_label_contains("Zoom In").click();
    h.run_steps(3);
    assert!(
        (h.ctx.zoom_factor() - 1.1).abs() < 1e-4,
        "{}",
        h.ctx.zoom_factor()
    );
    // The shortcut shown beside it works too: Ctrl 0 resets.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Num0);
    h.run_steps(3);
    assert!((h.ctx.zoom_factor() - 1.0).abs() < 1e-4);

    if h.query_by_label("Ask before actions that give something up")
        .is_none()
    {
        click(&mut h, "View");
    }
    click(&mut h, "Ask before actions that give something up");
    assert!(!h.state().prefs.confirm);
    if h.query_by_label("Animations").is_none() {
        click(&mut h, "View");
    }
    click(&mut h, "Animations");
    assert!(!h.state().prefs.animations);
    if h.query_by_label("Hints in matches against bots").is_none() {
        click(&mut h, "View");
    }
    click(&mut h, "Hints in matches against bots");
    assert!(h.state().prefs.hints);
    // The table follows them.
    assert_eq!(
        h.state().prefs.table_settings(),
        game_host::gui::table::TableSettings {
            confirm: false,
            animations: false,
            console_dock: game_host::gui::table::console::ConsoleDock::Bottom,
            hints: true,
        }
    );
}

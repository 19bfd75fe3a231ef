//! The rules console's panel: it docks under the table or beside it (a button, remembered in
//! the preferences for the next match) and its Lua prompt recalls earlier inputs with Up and
//! Down.

use crate::common;

use common::gui::{click, harness};
use egui::accesskit::Role;
use egui_kittest::kittest::Queryable;
use game_host::gui::table::console::ConsoleDock;

fn prompt_text(h: &mut egui_kittest::Harness<'_, game_host::gui::app::HostApp>) -> String {
    h.state_mut()
        .table()
        .unwrap()
        .controller
        .console
        .input
        .clone()
}

#[test]
fn up_and_down_in_the_lua_prompt_recall_earlier_inputs() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    click(&mut h, "Play Tic-tac-toe Standard");
    click(&mut h, "Start match");
    click(&mut h, "Console");
    h.get_by_role(Role::TextInput).click();
    h.run_steps(3);
    for code in ["1+1", "2+2"] {
        h.get_by_role(Role::TextInput).type_text(code);
        h.run_steps(2);
        h.key_press(egui::Key::Enter);
        h.run_steps(3);
    }
    assert_eq!(prompt_text(&mut h), "");
    h.get_by_role(Role::TextInput).type_text("3");
    h.run_steps(2);
    let mut press = |key| {
        h.key_press(key);
        h.run_steps(2);
        prompt_text(&mut h)
    };
    assert_eq!(press(egui::Key::ArrowUp), "2+2");
    assert_eq!(press(egui::Key::ArrowUp), "1+1");
    assert_eq!(press(egui::Key::ArrowUp), "1+1", "the oldest stays");
    assert_eq!(press(egui::Key::ArrowDown), "2+2");
    assert_eq!(
        press(egui::Key::ArrowDown),
        "3",
        "past the newest: what was typed"
    );
    // Typing goes on after a recalled input (the cursor is at its end).
    press(egui::Key::ArrowUp);
    h.get_by_role(Role::TextInput).type_text("0");
    h.run_steps(2);
    assert_eq!(prompt_text(&mut h), "2+20");
}

#[test]
fn the_console_docks_right_and_the_next_match_keeps_it_there() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    click(&mut h, "Play Tic-tac-toe Standard");
    click(&mut h, "Start match");
    click(&mut h, "Console");
    let width = h.ctx.content_rect().width();
    let below = h.get_by_label("Rules console").rect();
    assert!(below.left() < width / 3.0, "under the table: {below:?}");
    click(&mut h, "Dock right");
    h.run_steps(3);
    let beside = h.get_by_label("Rules console").rect();
    assert!(beside.left() > width / 3.0, "beside the table: {beside:?}");
    assert!(
        beside.top() < below.top(),
        "a tall panel from the top: {beside:?}"
    );
    assert_eq!(h.state().prefs.console_dock, ConsoleDock::Right);

    // Another match: the console opens where it was left, and docks back.
    h.state_mut().table().unwrap().controller.console.open = false;
    click(&mut h, "Home");
    click(&mut h, "Play Tic-tac-toe Standard");
    click(&mut h, "Start match");
    click(&mut h, "Console");
    assert!(h.query_by_label("Dock bottom").is_some());
    click(&mut h, "Dock bottom");
    h.run_steps(3);
    assert_eq!(h.state().prefs.console_dock, ConsoleDock::Bottom);
    assert!(h.get_by_label("Rules console").rect().left() < width / 3.0);
}

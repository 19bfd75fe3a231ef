//! The keyboard at the table: a text field that has it (the rules console's Lua prompt) owns
//! its keys, and the table's shortcuts (Enter, Esc, Ctrl+Z) leave them alone meanwhile.

use crate::common;

use common::gui::{actions, click, harness, legal};
use egui::accesskit::Role;
use egui_kittest::kittest::Queryable;
use game_host::gui::table::console::Entry;
use game_host::gui::toasts::Toasts;

#[test]
fn enter_in_the_lua_prompt_evaluates_the_lua_and_plays_no_move() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    click(&mut h, "Play Tic-tac-toe Standard");
    click(&mut h, "Start match");
    // A drawn-out game with one cell left: Enter at the table would play it.
    let moves = ["a1", "b1", "c1", "b2", "a2", "c2", "b3", "a3"];
    let mut toasts = Toasts::default();
    for m in moves {
        let table = h.state_mut().table().unwrap();
        assert!(table.controller.apply(m, &mut toasts), "{m}");
    }
    h.run_steps(2);
    assert_eq!(legal(&mut h), ["c3"], "one action is left");

    click(&mut h, "Console");
    // The table's one text field: the Lua prompt.
    h.get_by_role(Role::TextInput).click();
    h.run_steps(3);
    assert!(h.get_by_role(Role::TextInput).is_focused());
    // Ctrl+Z there is the field's (nothing typed yet), not the table's undo.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run_steps(3);
    assert_eq!(
        actions(&mut h),
        moves,
        "Ctrl+Z in the prompt took back no move"
    );
    h.get_by_role(Role::TextInput).type_text("1+1");
    h.run_steps(2);
    h.key_press(egui::Key::Enter);
    h.run_steps(3);

    assert_eq!(actions(&mut h), moves, "Enter in the prompt played no move");
    let table = h.state_mut().table().unwrap();
    // Tic-tac-toe's scripts have no context of the whole match to evaluate against: its
    // answer is that refusal (Palagan's scripted rules answer 2, but never leave one action).
    let Some(Entry::Eval { code, .. }) = table.controller.console.entries.last() else {
        panic!(
            "the Lua went to the console: {:?}",
            table.controller.console.entries
        );
    };
    assert_eq!(code, "1+1");
    assert!(
        table.controller.console.input.is_empty(),
        "the prompt is cleared"
    );
    assert!(
        h.query_by_label_contains("lua> 1+1").is_some(),
        "the answer is in the console"
    );

    // The prompt keeps the keyboard for the next line: Enter there still plays nothing.
    assert!(h.get_by_role(Role::TextInput).is_focused());
    h.key_press(egui::Key::Enter);
    h.run_steps(3);
    assert_eq!(actions(&mut h), moves);
    // Esc leaves the prompt; then Enter is the table's again and plays the last cell.
    h.key_press(egui::Key::Escape);
    h.run_steps(2);
    assert!(!h.get_by_role(Role::TextInput).is_focused());
    h.key_press(egui::Key::Enter);
    h.run_steps(3);
    assert_eq!(actions(&mut h).len(), moves.len() + 1, "Enter played c3");
}

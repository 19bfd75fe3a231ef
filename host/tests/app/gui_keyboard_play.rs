//! Keyboard-only play: a whole match of every bundled game against a bot, made with Tab (to
//! move the focus along the menu, the panels and every board cell, card and button the table
//! draws) and Enter (to press what has the focus), never a pointer. Each step of a move's click
//! path is the element the table names for it (the same accessible names a screen reader
//! reads).

use crate::common;

use common::gui::{first_action_labels, harness, run_until, start_with};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use game_host::gui::app::HostApp;
use game_host::gui::table::SeatKind;
use game_wire::BotLevel;
use std::time::Duration;

/// The label of the focused node.
fn focused(h: &Harness<'_, HostApp>) -> Option<String> {
    h.root()
        .children_recursive()
        .map(|n| n.accesskit_node())
        .find(|n| n.is_focused())
        .and_then(|n| n.label())
}

/// Moves the focus with Tab to the control labelled `label` (or to what stands on it: a cell
/// with a piece is read "b6 piece") and presses Enter; Tab presses used.
fn press_with_keyboard(h: &mut Harness<'_, HostApp>, label: &str) -> usize {
    let on_it = format!("{label} ");
    for tabs in 0..2_000 {
        if tabs % 400 == 399 {
            // A moment shown meanwhile (a battle's end after the bot's move) holds the table
            // until it is read: Enter goes on, as its button says; and a moment to settle.
            dismiss_moments(h);
            h.run_steps(10);
        }
        if focused(h).is_some_and(|f| f == label || f.starts_with(&on_it)) {
            h.key_press(egui::Key::Enter);
            h.run_steps(2);
            return tabs;
        }
        h.key_press(egui::Key::Tab);
        h.step();
    }
    let mut cycle = Vec::new();
    for _ in 0..150 {
        h.key_press(egui::Key::Tab);
        h.step();
        cycle.push(focused(h).unwrap_or_default());
    }
    panic!("Tab never reached `{label}`; the focus goes through {cycle:?}");
}

/// Presses Enter while a moment ("Continue (Enter)") is on screen.
fn dismiss_moments(h: &mut Harness<'_, HostApp>) {
    for _ in 0..10 {
        if h.query_by_label("Continue (Enter)").is_none() {
            return;
        }
        h.key_press(egui::Key::Enter);
        h.run_steps(3);
    }
}

/// Plays `game` (as set by `set`) against a random bot to its end with the keyboard only;
/// returns the moves made by keyboard.
fn keyboard_match(
    game: &str,
    set: impl FnOnce(&mut game_host::gui::new_match::NewMatchForm),
) -> usize {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    // Questions before giving something up are a mouse's safety net; this player means it.
    h.state_mut().prefs.confirm = false;
    start_with(&mut h, game, |form| {
        form.seed = "11".into();
        form.seats = vec![SeatKind::Human, SeatKind::Bot(BotLevel::Random)];
        set(form);
    });
    h.state_mut().table().unwrap().controller.bot_delay_ms = 0;
    let mut moves = 0;
    loop {
        let ready = run_until(&mut h, Duration::from_secs(60), |h| {
            let c = &h.state_mut().table().unwrap().controller;
            c.thinking.is_none()
                && c.view.as_ref().is_some_and(|v| {
                    v.status.is_over() || (v.status.to_move() == Some(0) && !v.actions.is_empty())
                })
        });
        assert!(ready, "{game}: the bot never handed the turn back");
        dismiss_moments(&mut h);
        let over = h.state_mut().table().unwrap().controller.view.as_ref();
        if over.is_some_and(|v| v.status.is_over()) {
            return moves;
        }
        for label in first_action_labels(&mut h) {
            press_with_keyboard(&mut h, &label);
        }
        moves += 1;
        assert!(moves < 2_000, "{game}: no end after 2,000 moves");
    }
}

#[test]
fn a_whole_tic_tac_toe_match_by_keyboard() {
    assert!(keyboard_match("tic-tac-toe", |_| {}) >= 3);
}

#[test]
fn a_whole_air_land_sea_match_by_keyboard() {
    assert!(keyboard_match("air-land-sea", |f| f.ruleset = "short".into()) >= 3);
}

#[test]
fn a_whole_palagan_match_by_keyboard() {
    assert!(keyboard_match("palagan", |_| {}) >= 3);
}

#[test]
fn a_whole_cyvasse_match_by_keyboard() {
    assert!(keyboard_match("cyvasse", |_| {}) >= 3);
}

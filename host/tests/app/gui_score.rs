//! The score as pictures (issue 32 item 2): Air, Land & Sea's victory points are tracks to
//! the goal and each side's strength sits on its stack in the theater, not in six lines of
//! the score; Palagan's reserves are pieces; Liar's Dice's cups are counted in dice.

use crate::common;

use common::gui::{harness, reveal_waiting, start_with, table_view};
use egui_kittest::kittest::Queryable;
use game_wire::scene::CounterLook;

#[test]
fn victory_points_are_tracks_and_strengths_sit_on_their_stacks() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    start_with(&mut h, "air-land-sea", |form| form.seed = "3".into());
    reveal_waiting(&mut h);
    h.run_steps(2);
    // The tracks, read as "North VP: 0 of 12".
    for seat in ["North", "South"] {
        assert!(
            h.query_by_label(&format!("{seat} VP: 0 of 12")).is_some(),
            "{seat}'s track"
        );
    }
    // Each side's strength in each theater, on the stack: six badges, no score lines.
    let view = table_view(&mut h);
    let on_zone: Vec<_> = view
        .scene
        .counters
        .iter()
        .filter(|c| matches!(c.look, CounterLook::OnZone(_)))
        .collect();
    assert_eq!(on_zone.len(), 6);
    for c in on_zone {
        let label = format!("{}: {}", c.label, c.value);
        assert!(h.query_by_label(&label).is_some(), "{label} on its stack");
    }
}

#[test]
fn reserves_are_pieces_and_the_idle_count_a_track_to_its_limit() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    start_with(&mut h, "palagan", |form| form.seed = "3".into());
    h.run_steps(2);
    assert!(h.query_by_label("Black reserve: 20").is_some());
    assert!(
        h.query_by_label("Turns without capture or summon: 0 of 20")
            .is_some()
    );
}

#[test]
fn the_move_log_reads_in_the_games_sentences_with_the_notation_on_hover() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    start_with(&mut h, "palagan", |form| form.seed = "3".into());
    common::gui::play_first_action(&mut h);
    h.run_steps(2);
    let table = h.state_mut().table().unwrap();
    let notation = table.controller.session.actions()[0].clone();
    let sentence = table
        .controller
        .log
        .iter()
        .find(|l| l.note && l.seat.is_some())
        .map(|l| l.text.clone())
        .expect("the game's sentence for the move");
    // The row says the sentence once, numbered; the notation is not a row of its own.
    assert!(h.query_by_label(&sentence).is_some(), "{sentence}");
    assert!(h.query_by_label(&notation).is_none(), "{notation} as a row");
    assert!(
        h.query_by_label(&format!("   {sentence}")).is_none(),
        "the sentence said twice"
    );
}

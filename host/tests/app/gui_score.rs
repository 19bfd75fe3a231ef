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

//! Saved setups keep the layout and belong to a side: a Cyvasse **Random setup** saved with
//! **Save this setup…** deals the same homeland in a match from another seed, and the other
//! side is offered it only turned to its own side, where it lands as the half turn of the
//! original (the board as that side sees it), and never where the players share the device
//! behind a hand-over screen.

use crate::common;

use common::gui::table_view as view;
use common::gui::{actions, click, harness, reveal_waiting, start_seeded, start_with};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use game_host::gui::app::HostApp;
use game_host::gui::table::placements::{self, Layout};
use game_host::gui::table::sequences;
use game_wire::Viewer;
use std::path::PathBuf;

/// The seat's own pieces and the ground under them, and every tile that is not the fill: what
/// a setup made, as the seat sees it.
fn homeland(h: &mut Harness<'_, HostApp>, seat: u8, fill: &str) -> Layout {
    placements::layout(&view(h).scene)
        .into_iter()
        .filter(|(_, holds)| {
            holds
                .piece
                .as_ref()
                .is_some_and(|(_, owner)| *owner == Some(seat))
                || holds.terrain.as_deref().is_some_and(|t| t != fill)
        })
        .collect()
}

/// The terrain of a cell nobody set up (the first cell of the board at the start).
fn fill(h: &mut Harness<'_, HostApp>) -> String {
    let scene = view(h).scene;
    scene.boards[0].cells[0].terrain.clone().unwrap()
}

/// Saves what the seat made in this phase under `name`.
fn save_as(h: &mut Harness<'_, HostApp>, name: &str) {
    click(h, "Save this setup…");
    h.get_by_label("Setup name").type_text(name);
    h.run_steps(2);
    click(h, "Save setup");
}

fn side_folder(data: &std::path::Path, h: &mut Harness<'_, HostApp>, seat: u8) -> PathBuf {
    let key = view(h).scene.saved_sequence.unwrap();
    sequences::side_folder(&data.join("sequences/cyvasse/standard").join(key), seat)
}

#[test]
fn a_random_setup_is_saved_as_the_homeland_it_dealt() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    start_seeded(&mut h, "cyvasse", "1");
    let seat = reveal_waiting(&mut h);
    let fill = fill(&mut h);
    click(&mut h, "Random setup");
    assert_eq!(actions(&mut h), ["setup random"]);
    let dealt = homeland(&mut h, seat, &fill);
    save_as(&mut h, "Dealt");
    let folder = side_folder(data.path(), &mut h, seat);
    let saved = sequences::read(&folder, "Dealt").unwrap();
    assert!(
        saved.len() > 10 && !saved.iter().any(|l| l == "setup random"),
        "the placements, not the button: {saved:?}"
    );

    // Another seed deals another homeland at random; the saved setup lays the same one.
    start_seeded(&mut h, "cyvasse", "2");
    reveal_waiting(&mut h);
    click(&mut h, "Use saved…");
    click(&mut h, "Dealt");
    assert_eq!(actions(&mut h), saved);
    assert_eq!(homeland(&mut h, seat, &fill), dealt, "the same homeland");
    click(&mut h, "Ready");
}

#[test]
fn the_other_side_is_offered_a_setup_only_turned_to_its_own_side_and_never_behind_a_hand_over() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    // Hot-seat behind the hand-over screen: White saves the setup it plays.
    start_seeded(&mut h, "cyvasse", "3");
    let white = reveal_waiting(&mut h);
    let fill = fill(&mut h);
    click(&mut h, "Random setup");
    save_as(&mut h, "Wall");
    let white_folder = side_folder(data.path(), &mut h, white);
    let cells = sequences::read_cells(&white_folder, "Wall").unwrap();
    click(&mut h, "Ready");
    let black = reveal_waiting(&mut h);
    assert_ne!(black, white);
    let seats = h.state_mut().table().unwrap().controller.info.seats.clone();
    let (white_name, black_name) = (&seats[usize::from(white)], &seats[usize::from(black)]);
    assert!(
        h.get_by_label("Use saved…").accesskit_node().is_disabled(),
        "behind the hand-over screen {black_name} is offered nothing of {white_name}'s"
    );

    // At a table nobody hides from (no hand-over screen), the setup is offered turned.
    start_with(&mut h, "cyvasse", |form| {
        form.seed = "4".into();
        form.hand_over = false;
    });
    click(&mut h, "Random setup");
    click(&mut h, "Ready");
    assert_eq!(
        h.state_mut().table().unwrap().controller.viewer(),
        Viewer::Seat(black)
    );
    click(&mut h, "Use saved…");
    assert!(
        h.query_by_label("Wall").is_none(),
        "{black_name} is not offered {white_name}'s setup as its own"
    );
    let expected = placements::turned(&view(&mut h).scene, &cells, black).unwrap();
    click(&mut h, &format!("Wall ({white_name}'s)"));
    let laid = homeland(&mut h, black, &fill);
    for (id, want) in &expected {
        assert_eq!(
            laid.get(id),
            Some(want),
            "{id} as the half turn of {white_name}'s"
        );
    }
    assert!(h.state_mut().table().unwrap().controller.message.is_none());
    click(&mut h, "Ready");
}

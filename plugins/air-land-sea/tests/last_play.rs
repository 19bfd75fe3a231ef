//! The card played last is marked on the table for every viewer, by its id where the viewer
//! may know the card and by its place while it lies face down for them.
mod common;

use common::*;
use game_sdk::Game;
use game_sdk::scene::HighlightKind;
use game_sdk::wire::Viewer;

fn last(g: &air_land_sea::AirLandSea, s: &air_land_sea::State, v: Viewer) -> Vec<String> {
    g.scene(s, v)
        .highlights
        .into_iter()
        .filter(|h| h.kind == HighlightKind::LastMove)
        .map(|h| h.id)
        .collect()
}

#[test]
fn the_last_play_is_marked_and_a_face_down_card_only_by_its_place() {
    for (ed, g) in editions() {
        let mut s = scenario_text(
            &g,
            "order = [\"air\", \"land\", \"sea\"]\n[north]\nhand = [\"L5\", \"A4\"]\n[south]\nhand = [\"S2\", \"L1\"]\n",
        );
        assert!(
            last(&g, &s, Viewer::Seat(1)).is_empty(),
            "{ed}: nothing played yet"
        );
        play(&g, &mut s, &["improvise L5 air"]);
        assert_eq!(
            last(&g, &s, Viewer::Seat(0)),
            ["card:L5"],
            "{ed}: its owner knows it"
        );
        for v in [Viewer::Seat(1), Viewer::Spectator] {
            assert_eq!(
                last(&g, &s, v),
                ["card:air.0.1"],
                "{ed}: {v:?} sees a place"
            );
        }
        play(&g, &mut s, &["deploy L1"]);
        for v in [Viewer::Seat(0), Viewer::Seat(1), Viewer::Spectator] {
            assert_eq!(
                last(&g, &s, v),
                ["card:L1"],
                "{ed}: {v:?}: the newer play only"
            );
        }
    }
}

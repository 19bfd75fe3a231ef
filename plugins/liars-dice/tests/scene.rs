//! The table as the app draws it: the click paths of a bid (a quantity, then a face), the
//! buttons offered, and what a showdown leaves on the table.
#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure
mod common;

use common::{english, english_all, play, ruleset, table};
use game_sdk::scene::Scene;
use game_sdk::{Game, Viewer};

fn ids(scene: &Scene) -> Vec<String> {
    scene
        .controls
        .iter()
        .map(|c| c.id.clone())
        .chain(
            scene
                .zones
                .iter()
                .flat_map(|z| z.cards.iter().map(|c| c.id.clone())),
        )
        .collect()
}

#[test]
fn a_bid_is_a_quantity_then_a_face_and_a_call_one_button() {
    let g = ruleset("standard");
    let mut s = g.start(4);
    play(&g, &mut s, &["bid 3x4"]);
    let scene = g.scene(&s, Viewer::Seat(1));
    let shown = ids(&scene);
    for action in g.legal_actions(&s) {
        let path = g.action_path(&s, &action);
        assert!(
            path.iter().all(|id| shown.contains(id)),
            "{action:?}: {path:?}"
        );
    }
    let bid = g.parse_action(&s, "bid 5x2").unwrap();
    assert_eq!(
        g.action_path(&s, &bid),
        ["control:quantity-5", "control:face-2"]
    );
    let liar = g.parse_action(&s, "liar").unwrap();
    assert_eq!(g.action_path(&s, &liar), ["control:liar"]);
    // Quantities below the standing bid's are not offered; every one up to the table's dice is.
    let quantities: Vec<&str> = scene
        .controls
        .iter()
        .filter_map(|c| c.id.strip_prefix("control:quantity-"))
        .collect();
    let expected: Vec<String> = (3..=20).map(|q| q.to_string()).collect();
    assert_eq!(quantities, expected);
    // Every button has a name of its own (a screen reader, and the app's tests, find a
    // button by its name): "5 ×", then "2s", not a die like those in a hand.
    let mut labels: Vec<String> = scene.controls.iter().map(|c| english(&c.label)).collect();
    assert!(
        ["5 ×", "2s", "Liar!"]
            .iter()
            .all(|l| labels.contains(&l.to_string()))
    );
    let n = labels.len();
    labels.sort_unstable();
    labels.dedup();
    assert_eq!(labels.len(), n, "{labels:?}");
    // The opener has nothing to call.
    let s = g.start(4);
    assert!(!ids(&g.scene(&s, Viewer::Seat(0))).contains(&"control:liar".to_string()));
}

#[test]
fn the_wild_face_is_not_offered_where_it_may_not_be_bid() {
    let g = ruleset("wild-ones");
    let s = g.start(1);
    let shown = ids(&g.scene(&s, Viewer::Seat(0)));
    assert!(!shown.contains(&"control:face-1".to_string()));
    assert!(shown.contains(&"control:face-2".to_string()));
    let labels = english_all(&g.scene(&s, Viewer::Spectator).labels);
    assert!(
        labels.iter().any(|l| l.contains("1s are wild")),
        "{labels:?}"
    );
}

#[test]
fn a_showdown_stays_on_the_table_for_everyone_until_the_next_call() {
    let g = ruleset("standard");
    let dice: &[&[u8]] = &[
        &[2, 3, 3, 5, 6],
        &[1, 3, 4, 4, 6],
        &[2, 2, 3, 5, 5],
        &[1, 1, 2, 6, 6],
    ];
    let mut s = table(&g, dice, Some((5, 3, 1)), 2);
    play(&g, &mut s, &["liar"]);
    for viewer in [Viewer::Spectator, Viewer::Seat(0), Viewer::Seat(3)] {
        let scene = g.scene(&s, viewer);
        let shown: Vec<_> = scene
            .zones
            .iter()
            .filter(|z| z.id.starts_with("zone:shown:"))
            .collect();
        assert_eq!(shown.len(), 4);
        assert!(english_all(&scene.labels).iter().any(|l| l
            == "Round 1: Player 3 called Player 2 a liar on five 3s; there were four 3s; Player 2 lost a die"));
        // The new round's dice: the viewer's own only.
        let hidden = scene
            .zones
            .iter()
            .filter(|z| z.id.starts_with("zone:dice:"))
            .flat_map(|z| &z.cards)
            .filter(|c| {
                c.face
                    == game_sdk::scene::CardFace::Die {
                        sides: 6,
                        value: None,
                    }
            })
            .count();
        let own = viewer.seat().map_or(0, |seat| s.dice[seat as usize].len());
        assert_eq!(hidden, s.total_dice() - own, "{viewer:?}");
    }
    // The next bid keeps it; the next call replaces it.
    play(&g, &mut s, &["bid 1x1"]);
    assert_eq!(s.showdown.as_ref().unwrap().round, 1);
    play(&g, &mut s, &["liar"]);
    assert_eq!(s.showdown.as_ref().unwrap().round, 2);
}

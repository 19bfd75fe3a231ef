//! The worked cases of `rules/cyvasse.md`, each from a scenario file in `tests/scenarios/`.
#![allow(clippy::unwrap_used, clippy::expect_used)]
mod common;

use common::{at, is_legal, legal, play, scenario, standard, try_play};
use cyvasse::{Phase, parse_cell};
use game_sdk::{Game, Viewer};

#[test]
fn case_1_forest_lowers_the_heavy_horses_range() {
    let g = standard();
    let s = scenario(&g, "case1_forest");
    assert!(is_legal(&g, &s, "d2-d3"));
    assert!(is_legal(&g, &s, "d2-d4"));
    assert!(!is_legal(&g, &s, "d2-d5"));
    let mut t = s.clone();
    let err = try_play(&g, &mut t, "d2-d5").unwrap_err();
    assert!(err.contains("cannot reach d5"), "{err}");
    // Along grass the full range: d2-c2… the Heavy Horse reaches three cells to the side.
    assert!(is_legal(&g, &s, "d2-g2"));
}

#[test]
fn case_2_water_costs_the_next_turn_only() {
    let g = standard();
    let mut s = scenario(&g, "case2_water");
    play(&g, &mut s, &["d3-d4"]); // White's turn 5
    assert!(s.units[parse_cell("d4").unwrap()].unwrap().stuck);
    play(&g, &mut s, &["h6-h5"]);
    // White's turn 6: the Rabble is stuck, shown as such, and cannot act.
    assert!(!legal(&g, &s).iter().any(|a| a.starts_with("d4")));
    let scene = g.scene(&s, Viewer::Seat(1));
    let d4 = scene.boards[0]
        .cells
        .iter()
        .find(|c| c.name == "d4")
        .unwrap();
    assert!(
        d4.piece
            .as_ref()
            .unwrap()
            .marks
            .contains(&"stuck".to_string())
    );
    let err = try_play(&g, &mut s.clone(), "d4-d5").unwrap_err();
    assert!(err.contains("stuck"), "{err}");
    play(&g, &mut s, &["a1-b1", "h5-h4"]);
    // White's turn 7: free again.
    assert!(is_legal(&g, &s, "d4-d5"));
    play(&g, &mut s, &["d4-d5"]);
    assert_eq!(at(&g, &s, "d5"), Some((0, "rabble".into())));
}

#[test]
fn case_3_only_the_trebuchet_shoots_over_a_mountain() {
    let g = standard();
    let s = scenario(&g, "case3_line_of_fire");
    assert!(is_legal(&g, &s, "a1*a5"));
    assert!(!is_legal(&g, &s, "c1*c4"));
    let mut t = s.clone();
    assert!(try_play(&g, &mut t, "c1*c4").is_err());
    play(&g, &mut t, &["a1*a5"]);
    assert_eq!(at(&g, &t, "a5"), None, "the Elephant is captured");
    assert_eq!(
        at(&g, &t, "a1"),
        Some((0, "trebuchet".into())),
        "a ranged attacker stays put"
    );
}

#[test]
fn case_4_horses_cannot_capture_spears_the_elephant_can() {
    let g = standard();
    let s = scenario(&g, "case4_spears");
    for horse in ["b3xd5", "d2xd5"] {
        assert!(!is_legal(&g, &s, horse), "{horse}");
        let err = try_play(&g, &mut s.clone(), horse).unwrap_err();
        assert!(err.contains("may not capture a Spears"), "{err}");
    }
    assert!(is_legal(&g, &s, "f5xd5"));
    let mut t = s.clone();
    play(&g, &mut t, &["f5xd5"]);
    assert_eq!(at(&g, &t, "d5"), Some((0, "elephant".into())));
}

#[test]
fn case_5_rabble_captures_one_rank_up_not_two() {
    let g = standard();
    let s = scenario(&g, "case5_rabble");
    assert!(is_legal(&g, &s, "d4xd5"));
    assert!(!is_legal(&g, &s, "d4xe4"));
    let err = try_play(&g, &mut s.clone(), "d4xe4").unwrap_err();
    assert!(
        err.contains("Rabble may not capture a Light Horse"),
        "{err}"
    );
}

#[test]
fn case_6_fortress_is_destroyed_instead_of_its_occupant() {
    let g = standard();
    let mut s = scenario(&g, "case6_fortress");
    assert!(is_legal(&g, &s, "d1xd4"));
    play(&g, &mut s, &["d1xd4"]);
    assert_eq!(at(&g, &s, "d4"), Some((1, "crossbowmen".into())));
    assert_eq!(at(&g, &s, "d3"), Some((0, "heavy-horse".into())));
    assert_eq!(at(&g, &s, "d1"), None);
    let d4 = parse_cell("d4").unwrap();
    assert_ne!(s.ruined & (1 << d4), 0);
    let scene = g.scene(&s, Viewer::Spectator);
    let cell = scene.boards[0]
        .cells
        .iter()
        .find(|c| c.name == "d4")
        .unwrap();
    assert!(cell.marks.contains(&"ruined".to_string()));
    // A ruined fortress protects no more: the Crossbowmen may now be captured.
    play(&g, &mut s, &["h8-h7"]);
    play(&g, &mut s, &["d3xd4"]);
    assert_eq!(at(&g, &s, "d4"), Some((0, "heavy-horse".into())));
}

#[test]
fn case_7_capturing_the_king_ends_the_game() {
    let g = standard();
    let mut s = scenario(&g, "case7_king");
    play(&g, &mut s, &["d4xd5"]);
    assert_eq!(s.phase, Phase::Over);
    let status = g.status(&s);
    assert!(status.is_over());
    let game_sdk::Status::Over(outcome) = status else {
        unreachable!()
    };
    assert_eq!(outcome.winner, Some(0));
    assert!(g.legal_actions(&s).is_empty());
}

#[test]
fn case_8_mountains_and_the_dragon_in_setup() {
    let g = standard();
    let mut s = scenario(&g, "case8_mountains");
    // Two adjacent mountains are fine …
    play(&g, &mut s, &["tile b1 mountain"]);
    // … a third in the group is refused with the reason.
    for third in ["tile c1 mountain", "tile a2 mountain", "tile b2 mountain"] {
        let err = try_play(&g, &mut s, third).unwrap_err();
        assert!(
            err.contains("3 orthogonally adjacent Mountain") && err.contains("at most 2"),
            "{err}"
        );
        assert!(!is_legal(&g, &s, third));
    }
    // Diagonal contact is not adjacency.
    play(&g, &mut s, &["tile c2 mountain"]);

    let mut s = scenario(&g, "case8_army");
    for kind in ["spears", "king", "catapult", "trebuchet"] {
        let text = format!("place a1 {kind}");
        let err = try_play(&g, &mut s, &text).unwrap_err();
        assert!(err.contains("cannot stand on Mountain"), "{err}");
        assert!(!is_legal(&g, &s, &text));
    }
    assert!(is_legal(&g, &s, "place a1 dragon"));
    play(&g, &mut s, &["place a1 dragon", "place c1 spears"]);
}

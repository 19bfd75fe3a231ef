//! The 14 worked cases of `rules/air-land-sea.md` (standard ruleset), each from a scenario file
//! in `tests/scenarios/` (format: `src/scenario.rs`). Order [Air, Land, Sea], North is the 1st
//! Player unless the file says otherwise.
#![allow(clippy::unwrap_used, clippy::expect_used)]
mod common;

use common::*;
use game_sdk::Scenarios as _;
use game_sdk::scene::CardFace;

#[test]
fn case_1_only_the_top_card_of_a_stack_is_uncovered() {
    let g = standard();
    let mut s = scenario(&g, "case01_uncovered");
    let scene = scene_of(&g, &s, 0);
    let land = scene.zones.iter().find(|z| z.id == "zone:land:0").unwrap();
    let covered: Vec<bool> = land.cards.iter().map(|c| c.covered).collect();
    assert_eq!(
        covered,
        [true, false],
        "L6 is covered by the face-down card"
    );
    play(&g, &mut s, &["deploy S3"]);
    let mut options = legal(&g, &s);
    options.sort();
    assert_eq!(options, ["flip A1", "flip S1"], "X and Y, never L6");
}

#[test]
fn case_2_a_flipped_maneuver_resolves_for_its_owner_from_its_theater() {
    let g = standard();
    let mut s = scenario(&g, "case02_ambush_chain");
    play(&g, &mut s, &["deploy L2"]);
    assert!(
        is_legal(&g, &s, "flip sea.1.1"),
        "South's face-down card, by its place"
    );
    play(&g, &mut s, &["flip sea.1.1"]);
    assert_eq!(stack(&g, &s, "sea", 1), ["A3"]);
    assert_eq!(s.to_move, 1, "South resolves its Maneuver");
    assert_eq!(legal(&g, &s), ["flip L2"], "Land is adjacent to Sea");
    play(&g, &mut s, &["flip L2"]);
    assert_eq!(stack(&g, &s, "land", 0), ["L6", "L2 down"]);
    assert_eq!(s.to_move, 1, "then it is South's turn");
    assert_eq!(s.active, 1);
}

#[test]
fn case_3_escalation_counts_only_while_face_up() {
    let g = standard();
    let mut s = scenario(&g, "case03_escalation");
    assert_eq!(total(&g, &s, "air", 0), 4);
    play(&g, &mut s, &["deploy L2", "flip S2"]);
    assert_eq!(total(&g, &s, "air", 0), 8);
    play(&g, &mut s, &["deploy A3", "flip S2"]);
    assert_eq!(stack(&g, &s, "sea", 0), ["S2 down"]);
    assert_eq!(total(&g, &s, "air", 0), 4);
}

#[test]
fn case_4_containment_destroys_improvised_cards_but_not_flips() {
    let g = standard();
    let mut s = scenario(&g, "case04_containment");
    play(&g, &mut s, &["improvise S1 land"]);
    assert_eq!(stack(&g, &s, "land", 0), ["L6"]);
    let d = deck(&g, &s);
    assert_eq!(
        (d[0].as_str(), d.last().unwrap().as_str()),
        ("A1", "S1"),
        "to the bottom"
    );
    assert_eq!(s.to_move, 1, "the turn is spent");
    play(&g, &mut s, &["deploy L2", "flip L6"]);
    assert_eq!(
        stack(&g, &s, "land", 0),
        ["L6 down"],
        "a flip is not a play"
    );
}

#[test]
fn case_5_blockade_counts_cards_already_there_and_ignores_moves() {
    let g = standard();
    let mut s = scenario(&g, "case05_blockade");
    play(&g, &mut s, &["improvise A6 land"]);
    assert_eq!(
        stack(&g, &s, "land", 0),
        ["L6", "A6 down"],
        "2 others: it stays"
    );
    play(&g, &mut s, &["deploy L3"]);
    assert!(
        stack(&g, &s, "land", 1) == ["L4 down"],
        "3 others: destroyed"
    );
    assert!(s.choice.is_none(), "its Maneuver did not happen");
    assert_eq!(s.to_move, 0);
    play(&g, &mut s, &["deploy S1"]);
    assert!(stack(&g, &s, "sea", 0).contains(&"S1".to_string()));
    play(&g, &mut s, &["transport S1 land"]);
    assert_eq!(
        stack(&g, &s, "land", 0),
        ["L6", "A6 down", "S1"],
        "a move is not a play"
    );
}

#[test]
fn case_6_disrupt_alone_flips_itself() {
    let g = standard();
    let mut s = scenario(&g, "case06_disrupt_alone");
    play(&g, &mut s, &["deploy L5"]);
    assert_eq!(s.to_move, 0);
    assert_eq!(legal(&g, &s), ["flip L5"], "only Disrupt itself");
    play(&g, &mut s, &["flip L5"]);
    assert_eq!(stack(&g, &s, "land", 0), ["L5 down"]);
    assert!(s.choice.is_none(), "South has nothing to flip");
    assert_eq!(s.to_move, 1);
}

#[test]
fn case_7_maneuver_must_flip_in_an_adjacent_theater() {
    let g = standard();
    let mut s = scenario(&g, "case07_maneuver");
    play(&g, &mut s, &["deploy A3"]);
    assert_eq!(
        legal(&g, &s),
        ["flip L6"],
        "must (no skip), never its own theater"
    );
    play(&g, &mut s, &["flip L6"]);
    assert_eq!(stack(&g, &s, "land", 0), ["L6 down"]);
    // With nothing uncovered in an adjacent theater, it has no effect.
    let mut t = scenario(&g, "case07_maneuver");
    let th = g.defs.theater("land").unwrap() as usize;
    t.stacks[0][th].clear();
    play(&g, &mut t, &["deploy A3"]);
    assert!(t.choice.is_none());
    assert_eq!(t.to_move, 1);
}

#[test]
fn case_8_redeploy_without_face_down_cards_does_nothing() {
    let g = standard();
    let mut s = scenario(&g, "case08_redeploy_nothing");
    play(&g, &mut s, &["deploy S4"]);
    assert!(s.choice.is_none());
    assert_eq!(s.to_move, 1, "the turn ends");
    assert_eq!(hand(&g, &s, 0), ["A6"]);
}

#[test]
fn case_9_cover_fire() {
    let g = standard();
    let mut s = scenario(&g, "case09_cover_fire");
    assert_eq!(total(&g, &s, "land", 0), 12);
    play(&g, &mut s, &["deploy A6", "deploy L2", "flip L4"]);
    assert_eq!(total(&g, &s, "land", 0), 10);
}

#[test]
fn case_10_support_in_the_middle_and_at_the_edge() {
    let g = standard();
    let s = scenario(&g, "case10_support_middle");
    assert_eq!(
        (
            total(&g, &s, "air", 0),
            total(&g, &s, "land", 0),
            total(&g, &s, "sea", 0)
        ),
        (3, 1, 3)
    );
    let t = g
        .scenario(
            "edge",
            "[north]\nair = [\"A1\"]\nhand = [\"A6\"]\n[south]\nhand = [\"S6\"]\n",
        )
        .unwrap();
    assert_eq!(
        (
            total(&g, &t, "air", 0),
            total(&g, &t, "land", 0),
            total(&g, &t, "sea", 0)
        ),
        (1, 3, 0)
    );
}

#[test]
fn case_11_ties_and_empty_theaters_go_to_the_first_player() {
    let g = standard();
    let mut s = scenario(&g, "case11_ties");
    assert_eq!((total(&g, &s, "land", 0), total(&g, &s, "land", 1)), (5, 5));
    play(&g, &mut s, &["improvise L6 air"]);
    assert_eq!(s.vp, [6, 0], "North controls Land and Sea");
    assert_eq!(s.battle, 2);
}

#[test]
fn case_12_withdrawal_scores_from_the_commander_table() {
    let g = standard();
    let mut s = scenario(&g, "case12_withdraw_first");
    play(&g, &mut s, &["withdraw"]);
    assert_eq!(s.vp, [0, 3]);
    let mut s = scenario(&g, "case12_withdraw_second");
    play(&g, &mut s, &["withdraw"]);
    assert_eq!(s.vp, [6, 0]);
}

#[test]
fn case_13_theaters_rotate_and_commanders_swap() {
    let g = standard();
    let mut s = scenario(&g, "case13_next_battle");
    play(&g, &mut s, &["withdraw"]);
    let order: Vec<&str> = s.order.iter().map(|&t| g.defs.tid(t)).collect();
    assert_eq!(order, ["sea", "air", "land"]);
    assert_eq!(s.first, 1, "South is now the 1st Player");
    assert_eq!(s.to_move, 1, "and moves first");
    assert_eq!(
        (s.hands[0].len(), s.hands[1].len(), s.deck.len()),
        (6, 6, 6)
    );
}

#[test]
fn case_14_aerodrome_only_for_its_owner_and_low_strength() {
    let g = standard();
    let mut s = scenario(&g, "case14_aerodrome");
    assert!(is_legal(&g, &s, "deploy S3 air"));
    assert!(!is_legal(&g, &s, "deploy L6 air"));
    play(&g, &mut s, &["deploy L6"]);
    assert!(!is_legal(&g, &s, "deploy S1 air"));
    assert!(!is_legal(&g, &s, "deploy L1 air"));
    // The hand card North sees is a front; South sees backs only.
    let south = scene_of(&g, &s, 1);
    let north_hand = south.zones.iter().find(|z| z.id == "zone:hand:0").unwrap();
    assert!(north_hand.cards.iter().all(|c| c.face == CardFace::Back));
}

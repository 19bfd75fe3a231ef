//! Which seats a move shows something hidden (`HiddenInformation::revealed_to`; the host's
//! Undo never takes such a move back): a card played face-up to the opponent, a face-down play
//! to nobody, a face-down card flipped face-up to the seat that did not see it, a drawn card
//! to the drawer, the end of a battle (a withdrawal or the last card) to both. The conformance
//! suite's reveal check holds every random move to its declaration; these are the cases by
//! name.
#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure
mod common;

use common::*;

const NOBODY: [u8; 0] = [];

#[test]
fn a_face_up_play_reveals_the_card_to_the_opponent_and_a_face_down_one_nothing() {
    for (ed, g) in editions() {
        let mut s = scenario_text(
            &g,
            "[north]\nhand = [\"A6\", \"L6\", \"S6\"]\n[south]\nhand = [\"A5\", \"L5\", \"S5\"]\n",
        );
        assert_eq!(
            play_revealing(&g, &mut s, "deploy A6"),
            [1],
            "{ed}: South sees A6"
        );
        assert_eq!(
            play_revealing(&g, &mut s, "improvise S5 air"),
            NOBODY,
            "{ed}: North sees only a card"
        );
        assert_eq!(
            play_revealing(&g, &mut s, "improvise L6 sea"),
            NOBODY,
            "{ed}"
        );
        assert_eq!(
            play_revealing(&g, &mut s, "deploy L5"),
            [0],
            "{ed}: North sees L5"
        );
    }
}

#[test]
fn a_flip_face_up_reveals_the_card_to_the_seat_that_did_not_see_it_and_a_flip_down_nothing() {
    // Worked case 2: North's Ambush flips South's face-down Maneuver face-up, whose ability
    // flips North's Ambush face-down.
    let g = standard();
    let mut s = scenario(&g, "case02_ambush_chain");
    assert_eq!(
        play_revealing(&g, &mut s, "deploy L2"),
        [1],
        "South sees the Ambush"
    );
    assert_eq!(
        play_revealing(&g, &mut s, "flip sea.1.1"),
        [0],
        "North sees South's A3, which South knew"
    );
    assert_eq!(
        play_revealing(&g, &mut s, "flip L2"),
        NOBODY,
        "both had seen the Ambush face-up"
    );
}

#[test]
fn a_drawn_card_is_revealed_to_its_drawer_and_then_to_nobody_when_played_face_down() {
    for (ed, g) in editions() {
        let mut s = scenario_text(
            &g,
            "deck = [\"A6\", \"S6\"]\n[north]\nhand = [\"L1\", \"L6\"]\n[south]\nhand = [\"S1\"]\n",
        );
        assert_eq!(
            play_revealing(&g, &mut s, "deploy L1"),
            [0, 1],
            "{ed}: South sees the Reinforce, North the card it draws (or looks at)"
        );
        assert_eq!(
            play_revealing(&g, &mut s, "reinforce sea"),
            NOBODY,
            "{ed}: played face-down, South sees only a card"
        );
    }
}

#[test]
fn a_withdrawal_reveals_to_both() {
    for (ed, g) in editions() {
        let mut s = scenario_text(
            &g,
            "to_move = \"south\"\n[north]\nhand = [\"A1\"]\nland = [\"L6\", \"A3 down\"]\n[south]\nhand = [\"S1\", \"A2\"]\nsea = [\"S2 down\"]\n",
        );
        assert_eq!(
            play_revealing(&g, &mut s, "withdraw"),
            [0, 1],
            "{ed}: the face-down cards are turned over and new hands dealt"
        );
    }
}

#[test]
fn a_battle_ending_on_the_last_card_reveals_to_both_and_so_does_the_end_of_the_game() {
    let position = "order = [\"air\", \"land\", \"sea\"]\nvp = [VP, 0]\n[north]\nhand = [\"L6\"]\nair = [\"A6\"]\nsea = [\"L2 down\"]\n[south]\nhand = []\nair = [\"A3 down\", \"S6 down\"]\nland = [\"L1 down\"]\nsea = [\"S3\"]\n";
    for (ed, g) in editions() {
        // North wins the battle with Air and Land: the next battle is dealt.
        let mut s = scenario_text(&g, &position.replace("VP", "0"));
        assert_eq!(play_revealing(&g, &mut s, "deploy L6"), [0, 1], "{ed}");
        assert_eq!(s.battle, 2, "{ed}");
        // The battle's 6 VP win the game: the table stays, revealed.
        let mut s = scenario_text(&g, &position.replace("VP", "6"));
        assert_eq!(play_revealing(&g, &mut s, "deploy L6"), [0, 1], "{ed}");
        assert!(s.over.is_some(), "{ed}");
    }
}

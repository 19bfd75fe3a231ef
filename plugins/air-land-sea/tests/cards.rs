//! One test per card ability (ALS-3), each in both editions (standard = Revised, original).
#![allow(clippy::unwrap_used, clippy::expect_used)]
mod common;

use common::*;

/// Order [Air, Land, Sea], North is the 1st Player and to move, unless the text says otherwise.
fn each(f: impl Fn(&str, &air_land_sea::AirLandSea)) {
    for (name, g) in editions() {
        f(name, &g);
    }
}

#[test]
fn a1_support_gives_three_in_each_adjacent_theater() {
    each(|ed, g| {
        let mut s = scenario_text(g, "[north]\nhand = [\"A1\"]\n[south]\nhand = [\"L6\"]\n");
        play(g, &mut s, &["deploy A1"]);
        assert_eq!(total(g, &s, "air", 0), 1, "{ed}");
        assert_eq!(
            total(g, &s, "land", 0),
            3,
            "{ed}: +3 in Land, adjacent to Air"
        );
        assert_eq!(
            total(g, &s, "sea", 0),
            0,
            "{ed}: Sea is not adjacent to Air"
        );
        assert_eq!(total(g, &s, "land", 1), 0, "{ed}: only its owner gains");
    });
}

#[test]
fn a2_air_drop_allows_one_non_matching_play() {
    each(|ed, g| {
        let mut s = scenario_text(
            g,
            "[north]\nhand = [\"A2\", \"L6\", \"S6\", \"L4\"]\n[south]\nhand = [\"A1\", \"L1\", \"S1\"]\n",
        );
        assert!(!is_legal(g, &s, "deploy L6 sea"), "{ed}");
        play(g, &mut s, &["deploy A2", "improvise A1 sea"]);
        assert!(is_legal(g, &s, "deploy L6 sea"), "{ed}: the permission");
        assert!(is_legal(g, &s, "deploy S6 air"), "{ed}");
        assert!(
            !is_legal(g, &s, "deploy A1 sea"),
            "{ed}: South has no permission"
        );
        play(g, &mut s, &["deploy L6 sea", "improvise L1 air"]);
        assert!(!is_legal(g, &s, "deploy S6 air"), "{ed}: used up / over");
        assert!(s.effects.is_empty(), "{ed}: the lasting effect ended");
    });
}

#[test]
fn a2_air_drop_leaves_the_edition_s_lasting_effect() {
    // Revised: the permission lasts until North's next play; original: it is bound to North's
    // next turn. Either way it is a lasting effect in the state, usable on North's next turn.
    each(|ed, g| {
        let mut s = scenario_text(
            g,
            "[north]\nhand = [\"A2\", \"L6\"]\n[south]\nhand = [\"A1\", \"L1\", \"S1\"]\n",
        );
        play(g, &mut s, &["deploy A2", "improvise A1 land"]);
        let revised = ed == "standard";
        let eff = &s.effects[0];
        assert_eq!(
            &*eff.name,
            if revised {
                "air_drop_permission"
            } else {
                "air_drop_next_turn"
            },
            "{ed}"
        );
        assert!(is_legal(g, &s, "deploy L6 air"), "{ed}");
    });
}

#[test]
fn a3_maneuver_flips_in_an_adjacent_theater() {
    each(|ed, g| {
        let mut s = scenario_text(
            g,
            "[north]\nhand = [\"A3\"]\nland = [\"L6\", \"L1 down\"]\n[south]\nhand = [\"S6\"]\nland = [\"S1\"]\nair = [\"A6\"]\nsea = [\"S5\"]\n",
        );
        play(g, &mut s, &["deploy A3"]);
        let mut options = legal(g, &s);
        options.sort();
        if ed == "standard" {
            assert_eq!(
                options,
                ["flip L1", "flip S1"],
                "{ed}: uncovered cards in Land"
            );
        } else {
            assert_eq!(
                options,
                ["flip L1", "flip L6", "flip S1"],
                "{ed}: covered too"
            );
        }
        play(g, &mut s, &["flip S1"]);
        assert_eq!(stack(g, &s, "land", 1), ["S1 down"], "{ed}");
        assert_eq!(s.to_move, 1, "{ed}: the turn passed");
    });
}

#[test]
fn a4_aerodrome_allows_strength_three_or_less_anywhere() {
    each(|ed, g| {
        let mut s = scenario_text(
            g,
            "[north]\nhand = [\"A4\", \"S3\", \"L6\", \"L1\"]\n[south]\nhand = [\"S1\", \"S2\"]\n",
        );
        play(g, &mut s, &["deploy A4", "improvise S1 land"]);
        assert!(is_legal(g, &s, "deploy S3 air"), "{ed}");
        assert!(is_legal(g, &s, "deploy L1 sea"), "{ed}");
        assert!(
            !is_legal(g, &s, "deploy L6 air"),
            "{ed}: printed strength 6"
        );
        play(g, &mut s, &["deploy S3 air"]);
        assert!(
            !is_legal(g, &s, "deploy S2 air"),
            "{ed}: not for the opponent: {:?}",
            legal(g, &s)
        );
    });
}

#[test]
fn a5_containment_destroys_face_down_plays() {
    each(|ed, g| {
        let mut s = scenario_text(
            g,
            "deck = [\"A1\"]\n[north]\nhand = [\"A5\", \"L6\", \"L1\"]\n[south]\nhand = [\"S1\", \"S2\", \"S3\"]\n",
        );
        play(g, &mut s, &["deploy A5", "improvise S1 land"]);
        assert!(stack(g, &s, "land", 1).is_empty(), "{ed}");
        assert_eq!(
            deck(g, &s).last().unwrap(),
            "S1",
            "{ed}: at the deck bottom"
        );
        assert_eq!(s.to_move, 0, "{ed}: the turn is spent");
        play(g, &mut s, &["deploy L6", "deploy S2"]);
        assert_eq!(stack(g, &s, "sea", 1), ["S2"], "{ed}: face-up plays stay");
    });
}

#[test]
fn a6_l6_s6_have_no_ability() {
    each(|ed, g| {
        let mut s = scenario_text(
            g,
            "[north]\nhand = [\"A6\", \"L6\", \"S6\"]\n[south]\nhand = [\"A1\", \"L1\", \"S1\"]\n",
        );
        play(
            g,
            &mut s,
            &[
                "deploy A6",
                "improvise A1 air",
                "deploy L6",
                "improvise L1 air",
                "deploy S6",
            ],
        );
        assert!(s.choice.is_none() && s.queue.is_empty(), "{ed}");
        assert_eq!(
            (
                total(g, &s, "air", 0),
                total(g, &s, "land", 0),
                total(g, &s, "sea", 0)
            ),
            (6, 6, 6),
            "{ed}"
        );
    });
}

#[test]
fn l1_reinforce_plays_the_top_card_face_down_to_an_adjacent_theater() {
    each(|ed, g| {
        let mut s = scenario_text(
            g,
            "deck = [\"A6\", \"S6\"]\n[north]\nhand = [\"L1\", \"L6\"]\n[south]\nhand = [\"S1\"]\n",
        );
        play(g, &mut s, &["deploy L1"]);
        let mut options = legal(g, &s);
        options.sort();
        if ed == "standard" {
            assert_eq!(options, ["reinforce air", "reinforce sea"], "{ed}: must");
        } else {
            assert_eq!(
                options,
                ["reinforce air", "reinforce sea", "skip"],
                "{ed}: may"
            );
        }
        // The drawn card is seen by its owner only.
        let mine = scene_of(g, &s, 0);
        let theirs = scene_of(g, &s, 1);
        assert!(mine.contains("card:A6"), "{ed}");
        assert!(!theirs.contains("card:A6"), "{ed}");
        let mut t = s.clone();
        play(g, &mut t, &["reinforce sea"]);
        assert_eq!(stack(g, &t, "sea", 0), ["A6 down"], "{ed}");
        assert_eq!(deck(g, &t)[0], "S6", "{ed}");
        if ed == "original" {
            play(g, &mut s, &["skip"]);
            assert_eq!(deck(g, &s)[0], "A6", "{ed}: it stays on top");
            assert!(stack(g, &s, "sea", 0).is_empty(), "{ed}");
        }
    });
}

#[test]
fn l2_ambush_flips_any_uncovered_card() {
    each(|ed, g| {
        let mut s = scenario_text(
            g,
            "[north]\nhand = [\"L2\"]\nsea = [\"S6\", \"S1\"]\n[south]\nhand = [\"L6\"]\nair = [\"A6 down\"]\n",
        );
        play(g, &mut s, &["deploy L2"]);
        let mut options = legal(g, &s);
        options.sort();
        if ed == "standard" {
            assert_eq!(options, ["flip L2", "flip S1", "flip air.1.1"], "{ed}");
        } else {
            assert_eq!(
                options,
                ["flip L2", "flip S1", "flip S6", "flip air.1.1"],
                "{ed}"
            );
        }
        play(g, &mut s, &["flip air.1.1"]);
        assert_eq!(stack(g, &s, "air", 1), ["A6"], "{ed}");
        assert_eq!(total(g, &s, "air", 1), 6, "{ed}");
    });
}

#[test]
fn l3_maneuver_from_the_middle_reaches_both_sides() {
    each(|ed, g| {
        let mut s = scenario_text(
            g,
            "[north]\nhand = [\"L3\"]\nair = [\"A6\"]\n[south]\nhand = [\"L6\"]\nsea = [\"S6\"]\nland = [\"L1\"]\n",
        );
        play(g, &mut s, &["deploy L3"]);
        let mut options = legal(g, &s);
        options.sort();
        assert_eq!(
            options,
            ["flip A6", "flip S6"],
            "{ed}: never its own theater"
        );
    });
}

#[test]
fn l4_cover_fire_makes_covered_cards_strength_four() {
    each(|ed, g| {
        let mut s = scenario_text(
            g,
            "[north]\nhand = [\"L4\"]\nland = [\"L6\", \"A1 down\"]\n[south]\nhand = [\"S6\"]\n",
        );
        play(g, &mut s, &["deploy L4"]);
        assert_eq!(total(g, &s, "land", 0), 12, "{ed}");
    });
}

#[test]
fn l5_disrupt_makes_both_players_flip() {
    each(|ed, g| {
        let mut s = scenario_text(
            g,
            "[north]\nhand = [\"L5\"]\nair = [\"A6\", \"A1\"]\n[south]\nhand = [\"L6\"]\nsea = [\"S6\", \"S1\"]\n",
        );
        play(g, &mut s, &["deploy L5"]);
        if ed == "standard" {
            assert_eq!(s.to_move, 0, "{ed}: starting with the owner");
            let mut o = legal(g, &s);
            o.sort();
            assert_eq!(o, ["flip A1", "flip L5"], "{ed}: own uncovered cards");
            play(g, &mut s, &["flip A1"]);
            assert_eq!(s.to_move, 1);
            assert_eq!(legal(g, &s), ["flip S1"], "{ed}");
            play(g, &mut s, &["flip S1"]);
        } else {
            assert_eq!(s.to_move, 1, "{ed}: the opponent first");
            let mut o = legal(g, &s);
            o.sort();
            assert_eq!(o, ["flip S1", "flip S6"], "{ed}: any of their cards");
            play(g, &mut s, &["flip S1"]);
            assert_eq!(s.to_move, 0);
            let mut o = legal(g, &s);
            o.sort();
            assert_eq!(o, ["flip A1", "flip A6", "flip L5"], "{ed}");
            play(g, &mut s, &["flip A1"]);
        }
        assert_eq!(stack(g, &s, "air", 0), ["A6", "A1 down"], "{ed}");
        assert_eq!(stack(g, &s, "sea", 1), ["S6", "S1 down"], "{ed}");
        assert_eq!(s.to_move, 1, "{ed}: South's turn");
    });
}

#[test]
fn s1_transport_may_move_one_of_your_cards() {
    each(|ed, g| {
        let mut s = scenario_text(
            g,
            "[north]\nhand = [\"S1\"]\nair = [\"A6\", \"A2 down\"]\n[south]\nhand = [\"L6\"]\nland = [\"L1\"]\n",
        );
        play(g, &mut s, &["deploy S1"]);
        let o = legal(g, &s);
        assert!(
            o.contains(&"transport A6 land".to_string()),
            "{ed}: covered too"
        );
        assert!(o.contains(&"transport S1 air".to_string()), "{ed}");
        assert!(o.contains(&"skip".to_string()), "{ed}: may");
        assert!(!o.iter().any(|a| a.contains("L1")), "{ed}: own cards only");
        let mut t = s.clone();
        play(g, &mut t, &["skip"]);
        assert_eq!(t.to_move, 1);
        play(g, &mut s, &["transport A2 sea"]);
        assert_eq!(
            stack(g, &s, "sea", 0),
            ["S1", "A2 down"],
            "{ed}: on top, still face-down"
        );
        assert_eq!(stack(g, &s, "air", 0), ["A6"], "{ed}");
    });
}

#[test]
fn s2_escalation_makes_your_face_down_cards_strength_four() {
    each(|ed, g| {
        let mut s = scenario_text(
            g,
            "[north]\nhand = [\"S2\"]\nair = [\"A6 down\", \"A1 down\"]\n[south]\nhand = [\"L6\"]\nair = [\"L1 down\"]\n",
        );
        assert_eq!(total(g, &s, "air", 0), 4, "{ed}");
        play(g, &mut s, &["deploy S2"]);
        assert_eq!(total(g, &s, "air", 0), 8, "{ed}");
        assert_eq!(total(g, &s, "air", 1), 2, "{ed}: only the owner's");
    });
}

#[test]
fn s3_maneuver_from_sea_reaches_land_only() {
    each(|ed, g| {
        let mut s = scenario_text(
            g,
            "[north]\nhand = [\"S3\"]\nair = [\"A6\"]\n[south]\nhand = [\"L6\"]\nland = [\"L1\"]\n",
        );
        play(g, &mut s, &["deploy S3"]);
        assert_eq!(legal(g, &s), ["flip L1"], "{ed}");
    });
}

#[test]
fn s4_redeploy_returns_a_face_down_card() {
    each(|ed, g| {
        let mut s = scenario_text(
            g,
            "[north]\nhand = [\"S4\", \"L6\"]\nair = [\"A1 down\"]\n[south]\nhand = [\"L1\", \"L2\"]\n",
        );
        play(g, &mut s, &["deploy S4"]);
        let o = legal(g, &s);
        assert_eq!(
            o.contains(&"skip".to_string()),
            ed == "standard",
            "{ed}: may / must"
        );
        play(g, &mut s, &["redeploy A1"]);
        assert_eq!(hand(g, &s, 0), ["A1", "L6"], "{ed}");
        assert_eq!(s.to_move, 0, "{ed}: North again");
        if ed == "standard" {
            assert!(
                !is_legal(g, &s, "withdraw"),
                "{ed}: play a card (not withdraw)"
            );
            assert_eq!(s.turn, 1, "{ed}: within the same turn");
        } else {
            assert!(is_legal(g, &s, "withdraw"), "{ed}: a whole extra turn");
            assert_eq!(s.turn, 2, "{ed}");
        }
        play(g, &mut s, &["deploy A1"]);
        assert_eq!(s.to_move, 1, "{ed}: then South");
    });
}

#[test]
fn s5_blockade_destroys_plays_to_crowded_adjacent_theaters() {
    each(|ed, g| {
        let mut s = scenario_text(
            g,
            "[north]\nhand = [\"L1\", \"A6\"]\nsea = [\"S5\"]\nland = [\"L6\", \"L4 down\"]\n[south]\nhand = [\"L3\", \"A1\"]\nland = [\"S6 down\"]\n",
        );
        play(g, &mut s, &["improvise A6 air", "deploy L3"]);
        assert!(
            !stack(g, &s, "land", 1).contains(&"L3".to_string()),
            "{ed}: destroyed"
        );
        assert!(s.choice.is_none(), "{ed}: its ability did not happen");
        assert_eq!(deck(g, &s).last().unwrap(), "L3", "{ed}");
        // Air is not adjacent to Sea: no limit there.
        play(g, &mut s, &["deploy L1"]);
        assert!(!stack(g, &s, "land", 0).contains(&"L1".to_string()), "{ed}");
    });
}

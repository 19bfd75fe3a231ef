//! The worked cases of `rules/palagan.md`, each from a scenario file in `tests/scenarios/`.
#![allow(clippy::unwrap_used, clippy::expect_used)]
mod common;

use common::{at, legal, play, scenario, standard, try_play};
use game_sdk::Game;
use palagan::EndReason;

#[test]
fn case_1_first_turn_has_one_maneuver() {
    let g = standard();
    let mut s = scenario(&g, "case1_first_turn");
    assert_eq!(s.turn, 1);
    assert_eq!(g.status(&s).to_move(), Some(0));
    play(&g, &mut s, &["@f6"]);
    assert_eq!(at(&g, &s, "f6"), Some(0));
    assert_eq!(s.to_move, 1, "the turn ended by itself after one maneuver");
    assert_eq!((s.turn, s.made), (2, 0));
    assert_eq!(s.reserve, [19, 20]);
}

#[test]
fn case_2_corner_capture_over_whites_turns() {
    let g = standard();
    let mut s = scenario(&g, "case2_corner");
    play(&g, &mut s, &["@a2", "@b1"]);
    assert_eq!(at(&g, &s, "a1"), Some(0), "a1 still has the liberty b2");
    assert_eq!(s.to_move, 0);
    play(&g, &mut s, &["pass", "@b2"]);
    assert_eq!(
        at(&g, &s, "a1"),
        None,
        "the black cluster {{a1}} was captured"
    );
    assert_eq!(s.captured, [0, 1]);
    assert_eq!(
        s.reserve[0] as u32 + s.stones[0].count() + s.captured[1] as u32,
        20
    );
}

#[test]
fn case_3_suicide_summon_is_refused_and_changes_nothing() {
    let g = standard();
    // White already made its first maneuver (`@c3`); `@f6` would be the turn's last maneuver.
    let mut s = scenario(&g, "case3_suicide");
    assert_eq!(s.made, 1);
    let before = s;
    assert!(!legal(&g, &s).contains(&"@f6".to_string()));
    let err = try_play(&g, &mut s, "@f6").unwrap_err();
    assert!(err.contains("suicide"), "{err}");
    assert_eq!(s, before);

    // As a *first* maneuver `@f6` is legal: a push out of the ring (f6-f7 pushes f7 to f8)
    // would repair it, and after it only such repairs are listed.
    s.made = 0;
    s.summoned_this_turn = false;
    play(&g, &mut s, &["@f6"]);
    let mut repairs = legal(&g, &s);
    repairs.sort();
    assert_eq!(
        repairs,
        ["f6-e5", "f6-e6", "f6-f5", "f6-f7", "f6-g5", "f6-g6"]
    );
}

#[test]
fn case_4_capture_comes_first() {
    let g = standard();
    let mut s = scenario(&g, "case4_capture_first");
    assert!(legal(&g, &s).contains(&"@a1".to_string()));
    play(&g, &mut s, &["@a1"]);
    assert_eq!(at(&g, &s, "a1"), Some(1));
    for c in ["a2", "b1", "b2"] {
        assert_eq!(at(&g, &s, c), None, "{c} was captured");
    }
    assert_eq!(s.captured, [0, 3]);
    assert!(
        legal(&g, &s).contains(&"end".to_string()),
        "a1 has liberties now"
    );
}

#[test]
fn case_5_two_maneuver_repair() {
    let g = standard();
    let mut s = scenario(&g, "case5_repair");
    assert!(legal(&g, &s).contains(&"@a1".to_string()));
    play(&g, &mut s, &["@a1"]);
    assert_eq!(s.captured, [0, 0], "nothing is captured yet");
    assert_eq!(at(&g, &s, "a1"), Some(1), "the white piece stays for now");
    let mut after = legal(&g, &s);
    after.sort();
    assert_eq!(
        after,
        ["@c1", "a1-b1"],
        "only repairing maneuvers are listed"
    );
    let before = s;
    assert!(try_play(&g, &mut s, "end").is_err());
    assert!(
        try_play(&g, &mut s, "@f6").is_err(),
        "a second maneuver must repair"
    );
    assert_eq!(s, before);
    play(&g, &mut s, &["@c1"]);
    assert_eq!(s.captured, [0, 3]);
    assert_eq!(
        s.to_move, 0,
        "the turn ended by itself after the second maneuver"
    );
    assert_eq!(at(&g, &s, "a1"), Some(1));
}

#[test]
fn case_6_push() {
    let g = standard();
    let mut s = scenario(&g, "case6_push");
    for blocked in ["b2-b3", "d2-d3", "j6-j7"] {
        assert!(!legal(&g, &s).contains(&blocked.to_string()), "{blocked}");
        assert!(try_play(&g, &mut s, blocked).is_err(), "{blocked}");
    }
    play(&g, &mut s, &["f6-f7"]);
    assert_eq!(at(&g, &s, "f6"), None);
    assert_eq!(at(&g, &s, "f7"), Some(0));
    assert_eq!(at(&g, &s, "f8"), Some(1));

    // With push_off_board = "capture" the edge push removes j7 and credits Black.
    let pc = common::ruleset("push-capture");
    let mut s = scenario(&pc, "case6_push");
    play(&pc, &mut s, &["j6-j7"]);
    assert_eq!((at(&pc, &s, "j6"), at(&pc, &s, "j7")), (None, Some(0)));
    assert_eq!(s.captured, [1, 0]);
}

#[test]
fn case_7_idle_limit_ends_the_game() {
    let g = standard();
    let mut s = scenario(&g, "case7_idle");
    for turn in 0..20 {
        assert!(
            !g.status(&s).is_over(),
            "over too early, at idle turn {turn}"
        );
        if s.to_move == 0 {
            play(&g, &mut s, &["pass"]);
        } else {
            play(&g, &mut s, &["c3-c4", "c4-c3"]);
        }
        assert_eq!(s.idle_turns, turn + 1);
    }
    assert_eq!(s.over, Some(EndReason::Idle));
    let game_sdk::Status::Over(outcome) = g.status(&s) else {
        panic!("not over")
    };
    assert_eq!((outcome.winner, outcome.scores), (None, vec![0, 0]));
    assert!(g.legal_actions(&s).is_empty());
}

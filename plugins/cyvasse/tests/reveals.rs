//! Which seats a move shows something hidden (`HiddenInformation::revealed_to`; the host's
//! Undo never takes such a move back). Only a hidden setup hides anything: a placement behind
//! the screen shows nothing, a random setup shows its mover draws of the hidden generator, and
//! the screen lifting shows each seat the other's homeland. The conformance suite's reveal
//! check holds every random move to its declaration; these are the cases by name.
#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure
mod common;

use common::*;
use game_sdk::Game;
use game_sdk::testkit::play_revealing;

const NOBODY: [u8; 0] = [];

#[test]
fn behind_the_screen_placements_reveal_nothing_and_lifting_it_reveals_to_both() {
    let g = standard();
    let mut s = g.start(2);
    assert_eq!(play_revealing(&g, &mut s, "tile a1 mountain"), NOBODY);
    assert_eq!(play_revealing(&g, &mut s, "tile d1 fortress"), NOBODY);
    assert_eq!(
        play_revealing(&g, &mut s, "setup random"),
        [0],
        "White sees draws of the hidden generator"
    );
    assert_eq!(
        play_revealing(&g, &mut s, "ready"),
        NOBODY,
        "Black still sets up"
    );
    assert_eq!(
        play_revealing(&g, &mut s, "setup citadel"),
        NOBODY,
        "a named setup draws nothing"
    );
    assert_eq!(
        play_revealing(&g, &mut s, "ready"),
        [0, 1],
        "the screen lifts: each sees the other's homeland"
    );
    let first = legal(&g, &s)[0].clone();
    assert_eq!(
        play_revealing(&g, &mut s, &first),
        NOBODY,
        "nothing is hidden in battle"
    );
}

#[test]
fn an_open_setup_reveals_nothing() {
    let g = ruleset("cyvasse-open-setup:open-setup");
    let mut s = g.start(2);
    for action in ["setup random", "ready", "setup random", "ready"] {
        assert_eq!(play_revealing(&g, &mut s, action), NOBODY, "{action}");
    }
    assert!(!g.status(&s).is_over());
}

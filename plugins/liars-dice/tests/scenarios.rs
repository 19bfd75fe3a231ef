//! Scenario files (`SCENARIOS.md`): the examples in `tests/scenarios/` load and play as their
//! comments say, and every mistake is reported at its line.
#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure
mod common;

use common::{legal, play, ruleset};
use game_sdk::testkit::scenario_text;
use game_sdk::{Game, Scenarios as _};
use liars_dice::{LiarsDice, State};

/// The scenario `tests/scenarios/<name>.txt`, loaded as the host loads it.
fn scenario(g: &LiarsDice, name: &str) -> State {
    let path = format!("tests/scenarios/{name}.txt");
    let text = std::fs::read_to_string(&path).unwrap();
    g.scenario(&path, &text).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn the_example_scenarios_load_and_play_as_their_comments_say() {
    let g = ruleset("standard");
    let mut s = scenario(&g, "five_threes");
    assert_eq!(s.dice[1], [1, 3, 4, 4, 6]);
    assert_eq!(g.status(&s).to_move(), Some(2));
    play(&g, &mut s, &["liar"]);
    assert_eq!(s.dice[1].len(), 4, "the bid missed: Player 2 loses a die");
    let mut s = scenario(&g, "last_two");
    assert_eq!(s.round, 9);
    assert_eq!(g.status(&s).to_move(), Some(3));
    assert_eq!(legal(&g, &s).len(), 12, "two dice on the table, no bid yet");
    play(&g, &mut s, &["bid 2x6", "liar"]);
    let outcome = match g.status(&s) {
        game_sdk::Status::Over(o) => o,
        other => panic!("{other:?}"),
    };
    assert_eq!(
        outcome.winner,
        Some(1),
        "one 6 only: Player 4 loses the last die"
    );
    assert_eq!(s.places.clone().unwrap(), [3, 1, 3, 2]);
}

#[test]
fn every_mistake_is_reported_at_its_line() {
    let g = ruleset("wild-ones");
    let ok = "player 1: 1 2\nplayer 2: 3\nplayer 3: out\nplayer 4: 6 6\nplayer 1 to move\n";
    assert!(g.scenario("t.txt", ok).is_ok());
    for (text, at, says) in [
        ("player 1: 1 7\n", "t.txt:1:1", "`7` is not a die's face"),
        ("player 5: 1\n", "t.txt:1:1", "players are 1 to 4"),
        ("player 1: 1 1 1 1 1 1\n", "t.txt:1:1", "1 to 5 faces"),
        ("player 1:\n", "t.txt:1:1", "1 to 5 faces"),
        ("  roll 3\n", "t.txt:1:3", "expected `player N: faces"),
        (
            "player 1: 2\nplayer 1: 3\n",
            "t.txt:2:1",
            "player 1 again (first on line 1)",
        ),
        ("player 1: 2\n", "t.txt", "no line for player 2"),
        (
            "bid 2x1 by player 2\n",
            "t.txt:1:1",
            "no bid these rules allow",
        ),
        ("bid two by player 2\n", "t.txt:1:1", "is not a bid"),
    ] {
        let e = g.scenario("t.txt", text).unwrap_err().to_string();
        assert!(e.starts_with(at) && e.contains(says), "{text:?}: {e}");
    }
    let table = "player 1: 1 2\nplayer 2: 3\nplayer 3: out\nplayer 4: 6 6\n";
    for (tail, says) in [
        ("", "no `player N to move` line"),
        ("player 3 to move\n", "player 3 is out"),
        (
            "player 1 to move\nbid 6x2 by player 2\n",
            "at most the 5 dice",
        ),
        (
            "player 1 to move\nbid 2x2 by player 1\n",
            "cannot have made the standing bid",
        ),
        (
            "player 1 to move\nplayer 2 to move\n",
            "a second line of this kind",
        ),
    ] {
        let e = g
            .scenario("t.txt", &format!("{table}{tail}"))
            .unwrap_err()
            .to_string();
        assert!(e.contains(says), "{tail:?}: {e}");
    }
    let e = g
        .scenario(
            "t.txt",
            "player 1: 1\nplayer 2: out\nplayer 3: out\nplayer 4: out\nplayer 1 to move\n",
        )
        .unwrap_err();
    assert!(e.to_string().contains("two players have dice"), "{e}");
    // A scenario plays like any match.
    let s = scenario_text(&g, ok);
    assert!(legal(&g, &s).iter().all(|a| !a.ends_with("x1")));
}

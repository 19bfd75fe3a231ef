//! One test per rule id of `rules/palagan.md` (PAL-1 … PAL-9), plus the ruleset keys.
#![allow(clippy::unwrap_used, clippy::expect_used)]
mod common;

use common::{at, legal, play, ruleset, scenario, standard, try_play};
use game_sdk::Scenarios as _;
use game_sdk::wire::text::english_of;
use game_sdk::{Game, GameRng, RulesetSource, Status};
use palagan::config::{Config, PushOffBoard, Suicide};
use palagan::state::board::{Hex, NONE};
use palagan::{Action, EndReason, Maneuver, Palagan, State};
use std::collections::BTreeSet;

fn neighbours(hex: &Hex, cell: &str) -> BTreeSet<String> {
    let c = hex.parse(cell).unwrap();
    hex.neighbours(c)
        .iter()
        .map(|n| hex.name(n).to_string())
        .collect()
}

fn set(names: &[&str]) -> BTreeSet<String> {
    names.iter().map(|s| s.to_string()).collect()
}

/// Plays a random game from `seed`, calling `check` on every state.
fn random_game(g: &Palagan, seed: u64, mut check: impl FnMut(&State)) -> State {
    let mut s = g.start(seed);
    let mut rng = GameRng::from_seed(seed);
    for _ in 0..5_000 {
        check(&s);
        let actions = g.legal_actions(&s);
        let Some(a) = rng.choose(&actions) else {
            break;
        };
        g.apply(&mut s, a, &mut Vec::new()).unwrap();
    }
    assert!(g.status(&s).is_over());
    s
}

#[test]
fn pal_1_board_geometry_notation_and_neighbours() {
    let hex = Hex::new(6);
    assert_eq!(hex.len(), 91);
    assert_eq!(
        neighbours(&hex, "f6"),
        set(&["e5", "e6", "f5", "f7", "g5", "g6"])
    );
    assert_eq!(neighbours(&hex, "a1"), set(&["a2", "b1", "b2"]));
    assert_eq!(neighbours(&hex, "k6"), set(&["k5", "j6", "j7"]));
    assert_eq!(neighbours(&hex, "f1"), set(&["f2", "e1", "g1"]));
    // Corners and centre.
    for (name, q, r) in [
        ("a1", -5, 0),
        ("a6", -5, 5),
        ("f1", 0, -5),
        ("f11", 0, 5),
        ("k1", 5, -5),
        ("k6", 5, 0),
        ("f6", 0, 0),
    ] {
        let c = hex.parse(name).unwrap();
        assert_eq!(hex.qr(c), (q, r), "{name}");
        assert_eq!(hex.name(c), name);
        assert_eq!(hex.at(q, r), c);
        let corner = name != "f6";
        assert_eq!(
            hex.neighbours(c).count(),
            if corner { 3 } else { 6 },
            "{name}"
        );
    }
    for off in ["a7", "f12", "k7", "l1", "a0", "f", "6", "@f6"] {
        assert_eq!(hex.parse(off), None, "{off}");
    }
    // File lengths: a and k have 6 cells, f has 11.
    let file_len = |f: char| {
        (1..=12)
            .filter(|r| hex.parse(&format!("{f}{r}")).is_some())
            .count()
    };
    assert_eq!((file_len('a'), file_len('f'), file_len('k')), (6, 11, 6));
    // The on-board condition and the neighbour relation hold for every supported side.
    for side in 2..=12u8 {
        let hex = Hex::new(side);
        let n = side as usize;
        assert_eq!(hex.len(), 3 * n * n - 3 * n + 1);
        for c in 0..hex.len() as u16 {
            let (q, r) = hex.qr(c);
            assert!(q.abs().max(r.abs()).max((q + r).abs()) < side as i32);
            assert_eq!(hex.parse(hex.name(c)), Some(c));
            for (d, &nb) in hex.steps(c).iter().enumerate() {
                if nb != NONE {
                    assert_eq!(hex.step(nb, d ^ 1), c, "neighbours are mutual");
                }
            }
        }
    }
    assert_eq!(Hex::new(8).len(), 169);
    assert_eq!(Hex::new(12).len(), 397);
}

#[test]
fn pal_2_players_pieces_and_the_piece_invariant() {
    let g = standard();
    assert_eq!(Palagan::info().seats, ["Black", "White"]);
    let s = g.start(1);
    assert_eq!(g.status(&s).to_move(), Some(0), "Black moves first");
    assert_eq!(s.reserve, [20, 20]);
    for name in ["standard", "push-capture", "trade", "big"] {
        let g = ruleset(name);
        let n = g.config.rules.pieces_per_player as u32;
        for seed in 0..3 {
            random_game(&g, seed, |s| {
                for p in 0..2 {
                    let total =
                        s.reserve[p] as u32 + s.stones[p].count() + s.captured[1 - p] as u32;
                    assert_eq!(total, n, "{name}, seed {seed}: {s:?}");
                }
            });
        }
    }
    // No summon without a piece in reserve.
    let g = Palagan::new(Config {
        rules: palagan::config::RulesConfig {
            pieces_per_player: 1,
            ..Default::default()
        },
        ..Default::default()
    })
    .unwrap();
    let mut s = g.start(0);
    play(&g, &mut s, &["@f6", "@a1", "end"]);
    assert_eq!(s.reserve, [0, 0]);
    assert!(try_play(&g, &mut s, "@k1").unwrap_err().contains("reserve"));
    assert!(!legal(&g, &s).iter().any(|a| a.starts_with('@')));
}

#[test]
fn pal_3_turns_limits_end_and_pass() {
    let g = standard();
    let mut s = g.start(0);
    // First turn: one maneuver, then the turn ends by itself.
    play(&g, &mut s, &["@f6"]);
    assert_eq!((s.to_move, s.turn), (1, 2));
    // Later turns: two maneuvers, then the turn ends by itself; the same piece may make both.
    play(&g, &mut s, &["@a1", "a1-a2"]);
    assert_eq!((s.to_move, s.turn, s.made), (0, 3, 0));
    // Ending after one maneuver.
    play(&g, &mut s, &["f6-f7"]);
    assert_eq!((s.to_move, s.made), (0, 1));
    assert!(legal(&g, &s).contains(&"end".to_string()));
    play(&g, &mut s, &["end"]);
    assert_eq!((s.to_move, s.passes), (1, 0));
    // A pass (no maneuver).
    play(&g, &mut s, &["pass"]);
    assert_eq!((s.to_move, s.passes), (0, 1));
    // An illegal maneuver is refused and changes nothing.
    for bad in ["f7-f9", "a2-a3", "@f7", "f7-f7"] {
        assert!(try_play(&g, &mut s, bad).is_err(), "{bad}");
    }
    // With maneuvers_per_turn = 3 a turn holds three maneuvers.
    let g3 = Palagan::new(Config {
        rules: palagan::config::RulesConfig {
            maneuvers_per_turn: 3,
            ..Default::default()
        },
        ..Default::default()
    })
    .unwrap();
    let mut s = g3.start(0);
    play(&g3, &mut s, &["@f6", "@a1", "@a2"]);
    assert_eq!((s.to_move, s.made), (1, 2));
    play(&g3, &mut s, &["@k1"]);
    assert_eq!((s.to_move, s.made), (0, 0));
}

#[test]
fn pal_4_summon_move_push() {
    let g = standard();
    let mut s = scenario(&g, "case6_push");
    // Summon on any empty cell, not on an occupied one.
    assert!(try_play(&g, &mut s, "@f7").is_err());
    // A move needs an adjacent cell; own pieces cannot be pushed.
    assert!(
        try_play(&g, &mut s, "f6-f8")
            .unwrap_err()
            .contains("not next to")
    );
    assert!(try_play(&g, &mut s, "b3-b2").is_err(), "not Black's piece");
    assert!(
        try_play(&g, &mut s, "d2-d3").is_err(),
        "a line of two is never pushed"
    );
    // A push moves exactly one opponent piece one cell further in the same direction.
    play(&g, &mut s, &["f6-f7"]);
    assert_eq!((at(&g, &s, "f7"), at(&g, &s, "f8")), (Some(0), Some(1)));
    // The same piece moves again; a plain move leaves the cell behind empty.
    play(&g, &mut s, &["f7-g6"]);
    assert_eq!((at(&g, &s, "f7"), at(&g, &s, "g6")), (None, Some(0)));
    assert_eq!(s.to_move, 1);
    // push_off_board keys.
    assert_eq!(standard().config.rules.push_off_board, PushOffBoard::Forbid);
    assert_eq!(
        ruleset("push-capture").config.rules.push_off_board,
        PushOffBoard::Capture
    );
}

#[test]
fn pal_5_capture_after_every_maneuver() {
    let g = standard();
    // A push captures the pushed piece's cluster.
    let mut s = scenario(&g, "pal5_push_capture");
    play(&g, &mut s, &["c3-b2"]);
    assert_eq!(
        at(&g, &s, "a1"),
        None,
        "the pushed piece had no liberty in a1"
    );
    assert_eq!(at(&g, &s, "b2"), Some(0));
    assert_eq!(s.captured, [1, 0]);
    assert_eq!(
        s.reserve[1] as u32 + s.stones[1].count() + s.captured[0] as u32,
        20
    );
    // Captures first: the capturing summon (case 4) removes 3 pieces at once, and the board
    // edge is no liberty.
    let mut s = scenario(&g, "case4_capture_first");
    play(&g, &mut s, &["@a1"]);
    assert_eq!(s.captured, [0, 3]);
    // Own clusters are never captured by one's own maneuver (case 5: stays until repaired).
    let mut s = scenario(&g, "case5_repair");
    play(&g, &mut s, &["@a1"]);
    assert_eq!(at(&g, &s, "a1"), Some(1));
    assert_eq!(s.captured, [0, 0]);
    // The liberty rule itself: a cluster's liberties are the empty cells around all its pieces.
    let hex = g.hex(&s);
    let empty = Palagan::empty(hex, &s);
    let (cluster, free) = Palagan::cluster(hex, &s.stones[0], &empty, hex.parse("a2").unwrap());
    assert_eq!(cluster.count(), 3);
    assert!(free, "c1 is still a liberty of {{a2, b1, b2}}");
}

#[test]
fn pal_6_suicide_forbid_lookahead_and_trade() {
    let g = standard();
    // `end` is illegal while an own cluster has no liberties.
    let mut s = scenario(&g, "case5_repair");
    play(&g, &mut s, &["@a1"]);
    assert!(!legal(&g, &s).contains(&"end".to_string()));
    let err = try_play(&g, &mut s, "end").unwrap_err();
    assert!(err.contains("no liberties"), "{err}");

    // Forbid: after a capture, a suicidal last maneuver is still refused.
    let mut s = scenario(&g, "pal6_trade");
    play(&g, &mut s, &["@a1"]);
    assert_eq!(s.captured, [0, 3]);
    assert!(try_play(&g, &mut s, "@f6").unwrap_err().contains("suicide"));

    // Trade: the turn captured, so it may end with f6 dead; f6 then goes to Black.
    let t = ruleset("trade");
    assert_eq!(t.config.rules.suicide, Suicide::Trade);
    let mut s = scenario(&t, "pal6_trade");
    let start = s;
    play(&t, &mut s, &["@a1", "@f6"]);
    assert_eq!(at(&t, &s, "f6"), None);
    assert_eq!(s.captured, [1, 3]);
    assert_eq!(s.to_move, 0);
    // The other order works too: the capture in the second maneuver allows the trade.
    let mut s = start;
    play(&t, &mut s, &["@f6"]);
    assert!(
        try_play(&t, &mut s, "end").is_err(),
        "no capture yet: no trade"
    );
    play(&t, &mut s, &["@a1"]);
    assert_eq!((at(&t, &s, "f6"), s.captured, s.to_move), (None, [1, 3], 0));

    // No dead ends: every listed maneuver leaves a legal way to finish the turn, and the fast
    // paths of the generator agree with the full check on every possible maneuver.
    for name in ["standard", "trade", "push-capture"] {
        let g = ruleset(name);
        for seed in 0..2 {
            let mut step = 0;
            random_game(&g, seed, |s| {
                step += 1;
                if step % 5 != 0 {
                    return;
                }
                let hex = g.hex(s);
                let listed: BTreeSet<String> = legal(&g, s).into_iter().collect();
                let mut all = Vec::new();
                for c in 0..hex.len() as u16 {
                    all.push(Maneuver::Summon(c));
                    for &to in hex.steps(c) {
                        if to != NONE {
                            all.push(Maneuver::Step { from: c, to });
                        }
                    }
                }
                for m in all {
                    let text = g.format_action(s, &Action::Maneuver(m));
                    assert_eq!(
                        g.maneuver_ok(hex, s, m),
                        listed.contains(&text),
                        "{name} seed {seed}: `{text}` in {s:?}"
                    );
                    if listed.contains(&text) {
                        let mut t = *s;
                        g.apply(&mut t, &Action::Maneuver(m), &mut Vec::new())
                            .unwrap();
                        assert!(!g.legal_actions(&t).is_empty() || g.status(&t).is_over());
                    }
                }
            });
        }
    }
}

#[test]
fn pal_7_end_by_passes_and_by_idle_turns() {
    let g = standard();
    // (a) two consecutive passes.
    let mut s = scenario(&g, "case7_idle");
    play(&g, &mut s, &["pass"]);
    assert!(!g.status(&s).is_over());
    play(&g, &mut s, &["c3-c4", "end", "pass"]);
    assert!(
        !g.status(&s).is_over(),
        "a pass, a move, a pass is not two passes in a row"
    );
    play(&g, &mut s, &["pass"]);
    assert_eq!(s.over, Some(EndReason::Passes));
    assert!(g.legal_actions(&s).is_empty());
    assert!(try_play(&g, &mut s, "@a1").is_err());
    // (b) idle turns: a summon or a capture resets the count.
    let mut s = scenario(&g, "case7_idle");
    play(&g, &mut s, &["f6-f7", "end", "c3-c4", "end"]);
    assert_eq!(s.idle_turns, 2);
    play(&g, &mut s, &["@a1", "end"]);
    assert_eq!(s.idle_turns, 0);
    // The limit is a key.
    let short = Palagan::new(Config {
        rules: palagan::config::RulesConfig {
            idle_turn_limit: 3,
            ..Default::default()
        },
        ..Default::default()
    })
    .unwrap();
    let mut s = scenario(&short, "case7_idle");
    play(&short, &mut s, &["f6-f7", "end", "c3-c4", "end"]);
    assert!(!short.status(&s).is_over());
    play(&short, &mut s, &["f7-f6", "end"]);
    assert_eq!(s.over, Some(EndReason::Idle));
}

#[test]
fn pal_8_winner_has_more_captures_equal_is_a_draw() {
    let g = standard();
    let mut s = scenario(&g, "pal8_score");
    assert_eq!(s.captured, [3, 1]);
    play(&g, &mut s, &["pass", "pass"]);
    let Status::Over(o) = g.status(&s) else {
        panic!("not over")
    };
    assert_eq!((o.winner, o.scores), (Some(0), vec![3, 1]));
    let reason = english_of(&o.reason);
    assert!(reason.contains("Black wins"), "{reason}");
    let mut s = scenario(&g, "pal8_score");
    s.captured = [2, 2];
    s.reserve = [17, 18];
    play(&g, &mut s, &["pass", "pass"]);
    let Status::Over(o) = g.status(&s) else {
        panic!("not over")
    };
    assert_eq!(o.winner, None);
    let mut s = scenario(&g, "pal8_score");
    s.captured = [0, 4];
    s.over = Some(EndReason::Idle);
    assert_eq!(g.outcome(&s).winner, Some(1));
}

#[test]
fn pal_9_action_notation() {
    let g = standard();
    let mut s = g.start(0);
    let hex = g.hex(&s);
    let f6 = hex.parse("f6").unwrap();
    let f7 = hex.parse("f7").unwrap();
    assert_eq!(
        g.parse_action(&s, "@f6"),
        Ok(Action::Maneuver(Maneuver::Summon(f6)))
    );
    assert_eq!(
        g.parse_action(&s, " @F6 "),
        Ok(Action::Maneuver(Maneuver::Summon(f6)))
    );
    assert_eq!(
        g.parse_action(&s, "f6-f7"),
        Ok(Action::Maneuver(Maneuver::Step { from: f6, to: f7 }))
    );
    assert_eq!(g.parse_action(&s, "end"), Ok(Action::End));
    assert_eq!(
        g.parse_action(&s, "pass"),
        Ok(Action::End),
        "no maneuver made yet"
    );
    for bad in ["", "f6", "@z1", "@f12", "f6-", "f6-f7-f8", "resign"] {
        assert!(g.parse_action(&s, bad).is_err(), "{bad:?}");
    }
    for text in ["@f6", "f6-f7", "end"] {
        let a = g.parse_action(&s, text).unwrap();
        assert_eq!(g.format_action(&s, &a), text);
    }
    // `pass` only when no maneuver was made this turn.
    play(&g, &mut s, &["@f6", "@a1"]);
    assert_eq!(s.made, 1);
    assert!(g.parse_action(&s, "pass").is_err());
    // A game record is the list of tokens: replaying it gives the same position.
    let record = ["end", "f6-f7", "end", "pass", "@k1", "f7-f6"];
    play(&g, &mut s, &record);
    let mut again = g.start(0);
    play(&g, &mut again, &["@f6", "@a1"]);
    play(&g, &mut again, &record);
    assert_eq!(again, s);
    // Click paths: summon = one cell, move/push = two cells, end = the control.
    let paths: Vec<Vec<String>> = g
        .legal_actions(&s)
        .iter()
        .map(|a| g.action_path(&s, a))
        .collect();
    assert!(paths.contains(&vec!["control:end".to_string()]));
    assert!(paths.contains(&vec!["cell:a1".to_string(), "cell:a2".to_string()]));
    assert!(paths.contains(&vec!["cell:k6".to_string()]));
}

#[test]
fn ruleset_keys_defaults_errors_and_variants() {
    // The standard file holds exactly the defaults of the rules file.
    assert_eq!(standard().config, Config::default());
    let big = ruleset("big");
    assert_eq!(
        (big.config.board.side, big.config.rules.pieces_per_player),
        (8, 30)
    );
    assert_eq!(big.hex(&big.start(0)).len(), 169);
    let compile = |text: &str| {
        Palagan::compile(&RulesetSource::inline(
            "rulesets/palagan/r.toml",
            &format!("game = \"palagan\"\nname = \"x\"\n{text}"),
        ))
    };
    // Missing keys take the defaults.
    let g = compile("[rules]\nsuicide = \"trade\"\n").unwrap();
    assert_eq!(g.config.rules.suicide, Suicide::Trade);
    assert_eq!(g.config.board.side, 6);
    // Unknown keys and bad values are located.
    let err = compile("[rules]\nmaneuvers = 2\n").unwrap_err().to_string();
    assert!(err.starts_with("rulesets/palagan/r.toml:4:1:"), "{err}");
    let err = compile("[board]\nside = 13\n").unwrap_err().to_string();
    assert!(
        err.starts_with("rulesets/palagan/r.toml:4:8:") && err.contains("12"),
        "{err}"
    );
    let err = compile("[rules]\npush_off_board = \"bounce\"\n")
        .unwrap_err()
        .to_string();
    assert!(err.starts_with("rulesets/palagan/r.toml:4:"), "{err}");
    assert!(compile("[rules]\nmaneuvers_per_turn = 0\n").is_err());
}

#[test]
fn scenario_errors_name_file_line_and_column() {
    let g = standard();
    let load = |text: &str| g.scenario("s.toml", text).unwrap_err().to_string();
    let e = load("[black]\npieces = [\"f6\", \"z9\"]\n");
    assert!(e.starts_with("s.toml:2:17:") && e.contains("z9"), "{e}");
    let e = load("[black]\npieces = [\"f6\"]\n[white]\npieces = [\"f6\"]\n");
    assert!(e.starts_with("s.toml:4:") && e.contains("twice"), "{e}");
    let e = load("[black]\npieces = [\"f6\"]\nreserve = 20\n");
    assert!(e.starts_with("s.toml:3:11:") && e.contains("19"), "{e}");
    let e = load("to_move = \"red\"\n");
    assert!(e.starts_with("s.toml:1:11:"), "{e}");
    let e = load("colour = 1\n");
    assert!(e.starts_with("s.toml:1:1:"), "{e}");
    let e = load("maneuvers_made = 2\n");
    assert!(e.starts_with("s.toml:1:"), "{e}");
    // A black piece the side to move could only have left dead is refused.
    let e = load(
        "to_move = \"white\"\n[black]\npieces = [\"a1\"]\n[white]\npieces = [\"a2\", \"b1\", \"b2\"]\n",
    );
    assert!(e.contains("would already have been captured"), "{e}");
    // Side 12 positions load (397 cells).
    let s = g
        .scenario("s.toml", "side = 12\n[black]\npieces = [\"w12\"]\n")
        .unwrap();
    assert_eq!(at(&g, &s, "w12"), Some(0));
}

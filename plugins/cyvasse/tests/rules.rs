//! One test per rule of `rules/cyvasse.md` (CYV-1 … CYV-9), plus the failing-script contract.
#![allow(clippy::unwrap_used, clippy::expect_used)]
mod common;

use common::{at, is_legal, legal, play, source, standard, try_play};
use cyvasse::{Cyvasse, Phase, State, parse_cell};
use game_sdk::scene::Geometry;
use game_sdk::wire::text::english_of;
use game_sdk::{Game, Status, Viewer};
use game_sdk::{HiddenInformation as _, Scenarios as _};

fn pos(g: &Cyvasse, text: &str) -> State {
    g.scenario("inline.toml", text)
        .unwrap_or_else(|e| panic!("{e}"))
}

fn cell<'a>(scene: &'a game_sdk::Scene, name: &str) -> &'a game_sdk::scene::Cell {
    scene.boards[0]
        .cells
        .iter()
        .find(|c| c.name == name)
        .unwrap()
}

#[test]
fn cyv_1_board_seats_homelands_and_first_player() {
    let g = standard();
    assert_eq!(Cyvasse::info().seats, vec!["White", "Black"]);
    let mut s = g.start(1);
    let scene = g.scene(&s, Viewer::Seat(0));
    assert_eq!(
        scene.boards[0].geometry,
        Geometry::Square { files: 8, ranks: 8 }
    );
    assert_eq!(scene.boards[0].cells.len(), 64);
    // White's homeland is ranks 1-4: laying a tile on rank 5 is refused.
    let err = try_play(&g, &mut s, "tile a5 mountain").unwrap_err();
    assert!(err.contains("not in your homeland"), "{err}");
    play(&g, &mut s, &["setup random", "ready", "setup random"]);
    // Black's homeland is ranks 5-8.
    assert!(
        s.units
            .iter()
            .enumerate()
            .all(|(c, u)| u.is_none_or(|u| cyvasse::home(u.owner, c)))
    );
    play(&g, &mut s, &["ready"]);
    assert_eq!(s.phase, Phase::Battle);
    assert_eq!(g.status(&s).to_move(), Some(0), "White moves first");
}

#[test]
fn cyv_2_hidden_setup_counts_army_random_and_named_setups() {
    let g = standard();
    let mut s = g.start(2);
    // The opponent's homeland is behind the screen.
    play(&g, &mut s, &["tile a1 mountain"]);
    let black_view = g.scene(&s, Viewer::Seat(1));
    assert_eq!(black_view.boards[0].screened.len(), 32);
    assert!(
        black_view.boards[0]
            .screened
            .contains(&"cell:a1".to_string())
    );
    assert_eq!(cell(&black_view, "a1").terrain, None);
    assert_eq!(
        cell(&g.scene(&s, Viewer::Seat(0)), "a1").terrain.as_deref(),
        Some("mountain")
    );
    // Units come after the tiles; `ready` needs everything.
    let err = try_play(&g, &mut s, "place b2 king").unwrap_err();
    assert!(err.contains("lay all your tiles"), "{err}");
    let err = try_play(&g, &mut s, "ready").unwrap_err();
    assert!(
        err.contains("not complete") && err.contains("5 Mountain"),
        "{err}"
    );
    // Exactly one fortress.
    play(&g, &mut s, &["tile d1 fortress"]);
    let err = try_play(&g, &mut s, "tile e1 fortress").unwrap_err();
    assert!(err.contains("all 1 Fortress tiles are laid"), "{err}");
    assert!(legal(&g, &s).iter().all(|a| !a.contains("fortress")));
    // The random setup completes it legally; the named setups need an untouched homeland.
    assert!(!is_legal(&g, &s, "setup citadel"));
    play(&g, &mut s, &["setup random"]);
    assert_eq!(legal(&g, &s), vec!["ready"]);
    assert_eq!(s.units.iter().flatten().count(), 10);
    play(&g, &mut s, &["ready"]);
    assert_eq!(g.status(&s).to_move(), Some(1));
    // Black applies a named setup, mirrored into ranks 5-8.
    assert!(is_legal(&g, &s, "setup citadel"));
    play(&g, &mut s, &["setup citadel"]);
    assert_eq!(at(&g, &s, "d8"), Some((1, "king".into())));
    let white_view = g.scene(&s, Viewer::Seat(0));
    assert_eq!(cell(&white_view, "d8").piece, None, "still screened");
    play(&g, &mut s, &["ready"]);
    let after = g.scene(&s, Viewer::Seat(0));
    assert!(after.boards[0].screened.is_empty());
    assert_eq!(cell(&after, "d8").piece.as_ref().unwrap().label, "K");
    // sample_hidden redraws the unseen opponent, keeping its progress.
    let mut s = g.start(3);
    play(&g, &mut s, &["setup random", "ready", "tile a8 water"]);
    let mut rng = game_sdk::GameRng::from_seed(9);
    let r = g.sample_hidden(&s, 1, &mut rng);
    assert_ne!(
        r.terrain[..32],
        s.terrain[..32],
        "White's setup was re-drawn"
    );
    assert_eq!(r.terrain[32..], s.terrain[32..]);
    assert_eq!(r.units.iter().flatten().count(), 10);
}

const SMALL: &str = r#"
to_move = "white"
[terrain]
c3 = "mountain"
e5 = "water"
f6 = "forest"
[units]
a1 = "white king"
h8 = "black king"
"#;

#[test]
fn cyv_3_one_action_per_turn_and_automatic_pass() {
    let g = standard();
    let mut s = pos(&g, &format!("{SMALL}b2 = \"white rabble\"\n"));
    play(&g, &mut s, &["b2-b3"]);
    assert_eq!(g.status(&s).to_move(), Some(1), "one action, then Black");
    assert!(try_play(&g, &mut s, "b3-b4").is_err(), "not White's turn");
    // Black's only unit is stuck: Black passes automatically and White acts again.
    let mut s = pos(
        &g,
        "to_move = \"white\"\nstuck = [\"h8\"]\n[units]\na1 = \"white king\"\nh8 = \"black king\"\n[terrain]\nh8 = \"water\"\n",
    );
    // (h8's King is stuck until Black's next turn passes.)
    let mut log = Vec::new();
    let a = g.parse_action(&s, "a1-a2").unwrap();
    g.apply(&mut s, &a, &mut log).unwrap();
    // Black's own stuck flag only clears at the end of its turn: it had no action and passed.
    assert!(
        log.iter()
            .any(|l| english_of(&l.text) == "Black has no legal action and passes (CYV-3)"),
        "{log:?}"
    );
    assert_eq!(g.status(&s).to_move(), Some(0));
    assert!(!s.units[parse_cell("h8").unwrap()].unwrap().stuck);
    assert_eq!(s.turn, 2);
}

#[test]
fn cyv_4_straight_lines_up_to_range_blocked_by_units() {
    let g = standard();
    let s = pos(
        &g,
        &format!(
            "{SMALL}d4 = \"white dragon\"\nd6 = \"white rabble\"\nb4 = \"white light-horse\"\ng1 = \"white crossbowmen\"\ng3 = \"black rabble\"\n"
        ),
    );
    let l = legal(&g, &s);
    // The Dragon flies any distance, over the mountain on c3, but not through its own Rabble.
    assert!(l.contains(&"d4-h4".to_string()) && !l.contains(&"d4-a1".to_string()));
    assert!(l.contains(&"d4-d5".to_string()) && !l.contains(&"d4-d7".to_string()));
    assert!(l.contains(&"d4-b2".to_string()), "over the mountain c3");
    // Light Horse: only diagonal, at most 3.
    assert!(l.contains(&"b4-c5".to_string()) && l.contains(&"b4-a5".to_string()));
    assert!(
        !l.contains(&"b4-d6".to_string()),
        "its own Rabble stands on d6"
    );
    assert!(!l.contains(&"b4-b5".to_string()));
    // The Elephant's range is 3 (a free straight line on rank 2).
    let e = pos(
        &g,
        "to_move = \"white\"\n[units]\na2 = \"white elephant\"\nh8 = \"black king\"\n",
    );
    let le = legal(&g, &e);
    assert!(le.contains(&"a2-d2".to_string()) && !le.contains(&"a2-e2".to_string()));
    // A ranged unit captures only at range: not by moving onto g3.
    assert!(l.contains(&"g1*g3".to_string()));
    assert!(!l.contains(&"g1xg3".to_string()));
    let err = try_play(&g, &mut s.clone(), "g1xg3").unwrap_err();
    assert!(err.contains("attacks only at range"), "{err}");
    assert!(
        try_play(&g, &mut s.clone(), "b4-d5").is_err(),
        "not a straight line"
    );
}

#[test]
fn cyv_5_tile_effects() {
    let g = standard();
    let s = pos(
        &g,
        "to_move = \"white\"\n[terrain]\nh5 = \"water\"\nf6 = \"forest\"\nc3 = \"mountain\"\ne5 = \"water\"\n[units]\na1 = \"white king\"\nh8 = \"black king\"\nc2 = \"white heavy-horse\"\nd5 = \"white elephant\"\nh5 = \"white crossbowmen\"\nb6 = \"white dragon\"\nh3 = \"black spears\"\n",
    );
    let l = legal(&g, &s);
    // Mountain: no entry nor passage for the Heavy Horse.
    assert!(!l.iter().any(|a| a == "c2-c3" || a == "c2-c4"));
    // Water stops the Elephant on e5.
    assert!(l.contains(&"d5-e5".to_string()) && !l.contains(&"d5-f5".to_string()));
    // Crossbowmen on water cannot attack (h5 to f5... nothing), but can move.
    assert!(!l.iter().any(|a| a.starts_with("h5*")));
    // The Dragon is not slowed by forest or stopped by water.
    assert!(l.contains(&"b6-h6".to_string()));
    // Dragon perched on a mountain: a Crossbowmen can shoot it.
    let s = pos(
        &g,
        "to_move = \"white\"\n[terrain]\nc3 = \"mountain\"\nf6 = \"forest\"\n[units]\na1 = \"white king\"\nh8 = \"black king\"\nc1 = \"white crossbowmen\"\nc3 = \"black dragon\"\nf6 = \"black rabble\"\nf2 = \"white dragon\"\n",
    );
    let l = legal(&g, &s);
    assert!(l.contains(&"c1*c3".to_string()), "{l:?}");
    // The Dragon cannot attack a unit standing in forest.
    assert!(!l.contains(&"f2xf6".to_string()));
    assert!(l.contains(&"f2-f5".to_string()));
}

#[test]
fn cyv_6_capture_table() {
    let g = standard();
    let k = |id: &str| g.kind_index(id).unwrap() as usize;
    let can = |a: &str, t: &str| g.capture[k(a)][k(t)];
    assert!(can("rabble", "spears") && !can("rabble", "crossbowmen"));
    assert!(can("elephant", "elephant") && can("elephant", "catapult"));
    assert!(!can("elephant", "trebuchet"));
    assert!(!can("light-horse", "spears") && !can("heavy-horse", "spears"));
    assert!(can("light-horse", "rabble"));
    assert!(can("crossbowmen", "dragon") && can("catapult", "dragon"));
    assert!(!can("spears", "dragon"));
    for u in [
        "rabble",
        "spears",
        "crossbowmen",
        "light-horse",
        "heavy-horse",
        "elephant",
        "catapult",
        "trebuchet",
        "dragon",
    ] {
        assert!(can("king", u) && can(u, "king"), "{u}");
    }
}

#[test]
fn cyv_7_line_of_fire_hits_the_first_unit() {
    let g = standard();
    let s = pos(
        &g,
        "to_move = \"white\"\n[units]\na1 = \"white king\"\nh8 = \"black king\"\nd1 = \"white catapult\"\nd3 = \"white rabble\"\nd4 = \"black rabble\"\ne1 = \"white catapult\"\ne3 = \"black dragon\"\ne4 = \"black rabble\"\n",
    );
    let l = legal(&g, &s);
    assert!(!l.contains(&"d1*d4".to_string()), "own unit in between");
    assert!(
        l.contains(&"e1*e3".to_string()),
        "first unit in line: the Dragon"
    );
    assert!(!l.contains(&"e1*e4".to_string()), "the Dragon blocks e4");
    let err = try_play(&g, &mut s.clone(), "d1*d4").unwrap_err();
    assert!(err.contains("cannot reach"), "{err}");
}

#[test]
fn cyv_8_draws() {
    let g = standard();
    let mut s = pos(
        &g,
        "to_move = \"white\"\nquiet = 99\n[units]\na1 = \"white king\"\nh8 = \"black king\"\n",
    );
    play(&g, &mut s, &["a1-a2"]);
    match g.status(&s) {
        Status::Over(o) => {
            assert_eq!(o.winner, None);
            assert_eq!(
                english_of(&o.reason),
                "draw: 100 turns without a capture (CYV-8)"
            );
        }
        other => panic!("{other:?}"),
    }
    // Both players in a row without a legal action: White's Rabble walks into water (stuck),
    // Black's only unit is stuck too.
    let mut s = pos(
        &g,
        "to_move = \"white\"\nstuck = [\"h8\"]\n[terrain]\na2 = \"water\"\nh8 = \"water\"\n[units]\na1 = \"white rabble\"\nh8 = \"black rabble\"\n",
    );
    play(&g, &mut s, &["a1-a2"]);
    match g.status(&s) {
        Status::Over(o) => assert_eq!(
            english_of(&o.reason),
            "draw: both players in a row had no legal action (CYV-8)"
        ),
        other => panic!("{other:?}"),
    }
}

#[test]
fn cyv_9_notation_and_click_paths() {
    let g = standard();
    let s = g.start(4);
    for text in [
        "tile a1 mountain",
        "place a1 dragon",
        "ready",
        "setup random",
        "setup citadel",
        "b2-b4",
        "b2xb5",
        "c1*c4",
    ] {
        let a = g.parse_action(&s, text).unwrap();
        assert_eq!(g.format_action(&s, &a), text);
    }
    let path = |t: &str| g.action_path(&s, &g.parse_action(&s, t).unwrap());
    assert_eq!(
        path("tile a1 mountain"),
        vec!["control:tile:mountain", "cell:a1"]
    );
    assert_eq!(
        path("place a1 dragon"),
        vec!["control:unit:dragon", "cell:a1"]
    );
    assert_eq!(path("setup random"), vec!["control:random-setup"]);
    assert_eq!(path("ready"), vec!["control:ready"]);
    assert_eq!(path("b2xb5"), vec!["cell:b2", "cell:b5"]);
    for junk in [
        "",
        "z9-a1",
        "tile a1 lava",
        "place a1 wizard",
        "b2/b4",
        "setup nope",
    ] {
        assert!(g.parse_action(&s, junk).is_err(), "{junk}");
    }
    // No click path is a strict prefix of another.
    let paths: Vec<_> = g
        .legal_actions(&s)
        .iter()
        .map(|a| g.action_path(&s, a))
        .collect();
    for p in &paths {
        for q in &paths {
            assert!(
                !(p.len() < q.len() && q.starts_with(p)),
                "{p:?} prefixes {q:?}"
            );
        }
    }
    // The glossary explains every unit and terrain.
    let scene = g.scene(&s, Viewer::Seat(0));
    for key in ["dragon", "king", "mountain", "fortress"] {
        assert!(scene.glossary.iter().any(|e| e.key == key), "{key}");
    }
}

#[test]
fn a_failing_tile_script_refuses_the_action_and_changes_nothing() {
    let broken = "game = \"cyvasse\"\nextends = \"standard\"\nscripts = [\"scripts/cyvasse/tiles/swamp.lua\"]\n\n[terrain.swamp]\ntitle = \"Swamp\"\npure = false\nhooks = { enter = \"swamp_enter\" }\n";
    let lua = "local M = {}\nfunction M.swamp_enter(ctx)\n  if ctx.cell == \"d3\" then\n    error(\"the swamp is bottomless\")\n  end\n  return \"stop\"\nend\nreturn M\n";
    let mut src = source("standard")
        .with_file("rulesets/cyvasse/swamp.toml", broken)
        .with_file("scripts/cyvasse/tiles/swamp.lua", lua);
    src.root = "rulesets/cyvasse/swamp.toml".into();
    let g = Cyvasse::compile(&src).unwrap_or_else(|e| panic!("{e}"));
    let mut s = pos(
        &g,
        "to_move = \"white\"\n[terrain]\nd3 = \"swamp\"\ne3 = \"swamp\"\n[units]\nd2 = \"white rabble\"\ne2 = \"white rabble\"\na1 = \"white king\"\nh8 = \"black king\"\n",
    );
    assert!(!is_legal(&g, &s, "d2-d3"));
    let err = try_play(&g, &mut s, "d2-d3").unwrap_err();
    assert!(
        err.starts_with("while running scripts/cyvasse/tiles/swamp.lua hook ")
            && err.ends_with(": scripts/cyvasse/tiles/swamp.lua:4: the swamp is bottomless"),
        "{err}"
    );
    // The same hook elsewhere works (position-dependent, so called per step).
    play(&g, &mut s, &["e2-e3"]);
    assert!(s.units[parse_cell("e3").unwrap()].is_some());
}

/// The setup actions listed (checked on bitmasks for speed) are exactly the tiles and units the
/// rules accept (`apply`, checked with the readable reasons): at every step of random setups,
/// every cell of the homeland with every terrain or unit kind is tried both ways.
#[test]
fn cyv_2_listed_setup_actions_are_exactly_the_accepted_ones() {
    use game_sdk::GameRng;
    for (g, seeds) in [(standard(), 0..2), (common::ruleset("hills"), 0..1)] {
        for seed in seeds {
            let mut s = g.start(seed);
            let mut rng = GameRng::from_seed(seed);
            while s.phase == Phase::Setup {
                let listed = legal(&g, &s);
                let seat = s.to_move;
                let mut tried = 0;
                for rank in 0..8usize {
                    for file in 0..8u8 {
                        let cell = format!("{}{}", (b'a' + file) as char, rank + 1);
                        let candidates = g
                            .terrains
                            .iter()
                            .map(|t| format!("tile {cell} {}", t.id))
                            .chain(g.kinds.iter().map(|k| format!("place {cell} {}", k.id)));
                        for text in candidates {
                            let action = g.parse_action(&s, &text).unwrap();
                            let text = g.format_action(&s, &action);
                            let ok = g.apply(&mut s.clone(), &action, &mut Vec::new()).is_ok();
                            assert_eq!(
                                listed.contains(&text),
                                ok,
                                "seed {seed}, seat {seat}: `{text}` listed but refused, or \
                                 accepted but not listed"
                            );
                            tried += 1;
                        }
                    }
                }
                assert!(tried > 0);
                // Go on with a random single placement (or `ready` once complete).
                let singles: Vec<&String> = listed
                    .iter()
                    .filter(|a| a.starts_with("tile") || a.starts_with("place") || *a == "ready")
                    .collect();
                let pick = singles[rng.below(singles.len() as u64) as usize].clone();
                play(&g, &mut s, &[&pick]);
            }
        }
    }
}

/// `State::clone_from` is written by hand (to reuse the board's buffers): it must leave exactly
/// the state it copies, over any other state of the match (earlier, later, finished, one whose
/// `taken` list or outcome reason is longer or shorter).
#[test]
fn clone_from_gives_an_equal_state() {
    let g = standard();
    let mut rng = game_sdk::GameRng::from_seed(9);
    let mut states = Vec::new();
    for seed in 0..3 {
        let mut s = g.start(seed);
        states.push(s.clone());
        for _ in 0..600 {
            let legal = g.legal_actions(&s);
            let Some(a) = rng.choose(&legal).cloned() else {
                break;
            };
            g.apply(&mut s, &a, &mut Vec::new()).unwrap();
            if rng.below(20) == 0 {
                states.push(s.clone());
            }
        }
        states.push(s);
    }
    assert!(
        states
            .iter()
            .any(|s| s.phase == Phase::Over && !s.reason.is_empty())
            && states.iter().any(|s| !s.taken.is_empty())
            && states.iter().any(|s| s.phase == Phase::Setup),
        "the states cover the setup, captures and a finished match"
    );
    for a in &states {
        for b in &states {
            let mut into = a.clone();
            into.clone_from(b);
            assert_eq!(&into, b);
        }
    }
}

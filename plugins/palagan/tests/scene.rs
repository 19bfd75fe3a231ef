//! What the scene tells the host: every maneuver of the latest turn highlighted (from, to,
//! pushed-to, captures), the effects of maneuvers, the questions before a pass or an early end
//! of the turn, the legend and the board's orientation.
#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure
mod common;

use common::*;
use game_sdk::scene::{Effect, HighlightKind};
use game_sdk::testkit::scene_marks::{VIEWERS, cell_marks, highlights};
use game_sdk::wire::text::english_of;
use game_sdk::{Game, GameRng, Viewer};
use palagan::{Palagan, State};

#[test]
fn both_maneuvers_of_the_last_turn_are_highlighted_with_the_push_and_the_capture() {
    let g = standard();
    let mut s = scenario(&g, "pal5_push_capture");
    // Black pushes White's b2 into the corner a1, where it is captured, then summons on g7;
    // the second maneuver ends the turn.
    play(&g, &mut s, &["c3-b2", "@g7"]);
    assert_eq!(s.to_move, 1);
    let expected = cell_marks(&[
        ("c3", HighlightKind::LastFrom),
        ("b2", HighlightKind::LastMove),
        ("a1", HighlightKind::LastMove),
        ("a1", HighlightKind::Captured),
        ("g7", HighlightKind::LastMove),
    ]);
    for v in VIEWERS {
        assert_eq!(highlights(&g.scene(&s, v)), expected, "{v:?}");
    }
    // White's first maneuver replaces them: the latest turn is now White's.
    play(&g, &mut s, &["f6-f5"]);
    assert_eq!(
        highlights(&g.scene(&s, Viewer::Seat(0))),
        cell_marks(&[
            ("f6", HighlightKind::LastFrom),
            ("f5", HighlightKind::LastMove)
        ])
    );
    play(&g, &mut s, &["end"]);
    assert_eq!(
        highlights(&g.scene(&s, Viewer::Seat(0))),
        cell_marks(&[
            ("f6", HighlightKind::LastFrom),
            ("f5", HighlightKind::LastMove)
        ]),
        "ending the turn keeps its maneuvers shown"
    );
    // A pass did nothing: nothing to show.
    play(&g, &mut s, &["pass"]);
    assert!(g.scene(&s, Viewer::Seat(1)).highlights.is_empty());
}

#[test]
fn a_push_shows_where_the_pushed_piece_went() {
    let g = standard();
    let mut s = scenario(&g, "case6_push");
    play(&g, &mut s, &["f6-f7", "end"]);
    assert_eq!(
        highlights(&g.scene(&s, Viewer::Seat(1))),
        cell_marks(&[
            ("f6", HighlightKind::LastFrom),
            ("f7", HighlightKind::LastMove),
            ("f8", HighlightKind::LastMove),
        ])
    );
}

#[test]
fn a_piece_pushed_off_the_board_is_marked_taken() {
    let g = ruleset("push-capture");
    let mut s = scenario(&g, "case6_push");
    play(&g, &mut s, &["j6-j7", "end"]);
    assert_eq!(
        highlights(&g.scene(&s, Viewer::Seat(1))),
        cell_marks(&[
            ("j6", HighlightKind::LastFrom),
            ("j7", HighlightKind::LastMove),
            ("j7", HighlightKind::Captured),
        ])
    );
}

#[test]
fn effects_tell_summons_moves_pushes_and_captures_apart() {
    let effect = |g: &Palagan, s: &State, text: &str| {
        let a = g.parse_action(s, text).unwrap();
        g.action_effect(s, &a)
    };
    let g = standard();
    let s = scenario(&g, "case6_push");
    assert_eq!(effect(&g, &s, "f6-f7"), Effect::Push);
    assert_eq!(effect(&g, &s, "f6-e6"), Effect::Move);
    assert_eq!(effect(&g, &s, "@a1"), Effect::Place);
    assert_eq!(effect(&g, &s, "end"), Effect::Move);
    // The pushed piece's cluster is left without liberties: the push captures it.
    let s = scenario(&g, "pal5_push_capture");
    assert_eq!(effect(&g, &s, "c3-b2"), Effect::Capture);
    // Off the board: forbidden in the standard rules, a capture where the variant allows it.
    let off = ruleset("push-capture");
    let s = scenario(&off, "case6_push");
    assert_eq!(effect(&off, &s, "j6-j7"), Effect::Capture);
    // A summon that takes a cluster's last liberty is a capture too.
    let s = scenario(&g, "case4_capture_first");
    let capturing = legal(&g, &s)
        .into_iter()
        .filter(|a| a.starts_with('@'))
        .find(|a| {
            let mut t = s;
            play(&g, &mut t, &[a.as_str()]);
            t.captured[s.to_move as usize] > s.captured[s.to_move as usize]
        })
        .unwrap();
    assert_eq!(effect(&g, &s, &capturing), Effect::Capture);
}

fn end_control(g: &Palagan, s: &State) -> (String, String) {
    let scene = g.scene(s, Viewer::Seat(s.to_move));
    let c = scene
        .controls
        .iter()
        .find(|c| c.id == "control:end")
        .unwrap();
    (
        english_of(&c.label).into_owned(),
        english_of(c.confirm.as_deref().unwrap_or_default()).into_owned(),
    )
}

#[test]
fn passing_and_ending_early_ask_first_and_say_what_is_given_up() {
    let g = standard();
    let mut s = g.start(1);
    let (label, question) = end_control(&g, &s);
    assert_eq!(label, "Pass");
    assert_eq!(question, "Pass? If White passes next, the game ends.");
    play(&g, &mut s, &["@f6", "@a1"]);
    let (label, question) = end_control(&g, &s);
    assert_eq!(label, "End turn");
    assert_eq!(
        question,
        "End the turn? 1 maneuver of this turn goes unused."
    );
    play(&g, &mut s, &["end", "pass"]);
    // Black passed: White's pass ends the game, and the question says how it ends.
    let (label, question) = end_control(&g, &s);
    assert_eq!(label, "Pass");
    assert!(
        question.starts_with("Pass? This ends the game: "),
        "{question}"
    );
    assert!(
        question.contains(
            english_of(
                &g.outcome(&{
                    let mut t = s;
                    play(&g, &mut t, &["pass"]);
                    t
                })
                .reason
            )
            .as_ref()
        )
    );
    play(&g, &mut s, &["pass"]);
    assert!(g.scene(&s, Viewer::Seat(0)).controls.is_empty());
}

#[test]
fn ending_the_turn_at_the_idle_limit_says_the_game_ends() {
    let g = standard();
    let mut s = scenario(&g, "case7_idle");
    let limit = g.config.rules.idle_turn_limit;
    // Both move a piece there and back, capturing and summoning nothing, until one turn is
    // left before the limit.
    let there_and_back = |s: &State| {
        if s.to_move == 0 {
            ["f6-f5", "f5-f6"]
        } else {
            ["c3-c4", "c4-c3"]
        }
    };
    while s.idle_turns + 1 < limit {
        let turn = there_and_back(&s);
        play(&g, &mut s, &turn);
        assert!(s.over.is_none());
    }
    let turn = there_and_back(&s);
    play(&g, &mut s, &turn[..1]);
    let (_, question) = end_control(&g, &s);
    assert!(question.contains("and the game ends: "), "{question}");
}

#[test]
fn no_terrain_or_mark_is_drawn_without_a_legend_entry_and_the_board_is_never_turned() {
    for name in all_rulesets() {
        let g = ruleset(&name);
        let mut s = g.start(7);
        let mut rng = GameRng::from_seed(7);
        for step in 0..200 {
            for v in VIEWERS {
                let scene = g.scene(&s, v);
                assert!(
                    scene.boards.iter().all(|b| !b.turned),
                    "{name}: no home side"
                );
                for cell in scene.boards.iter().flat_map(|b| &b.cells) {
                    let piece_marks = cell.piece.iter().flat_map(|p| &p.marks);
                    let keys = cell.terrain.iter().chain(&cell.marks).chain(piece_marks);
                    for key in keys {
                        assert!(
                            scene.legend.iter().any(|e| &e.key == key),
                            "{name} step {step}: `{key}` has no legend entry"
                        );
                    }
                }
            }
            let actions = g.legal_actions(&s);
            if actions.is_empty() {
                break;
            }
            let a = actions[rng.below(actions.len() as u64) as usize];
            g.apply(&mut s, &a, &mut Vec::new()).unwrap();
        }
    }
}

#[test]
fn remembering_the_latest_turn_keeps_the_state_a_small_copy() {
    // Bots copy the state at every maneuver they try: the latest turn is kept as plain words
    // (four maneuvers and one cell set), not as a list that would allocate.
    assert!(
        std::mem::size_of::<State>() <= 256,
        "{} bytes",
        std::mem::size_of::<State>()
    );
    let g = standard();
    let mut s = g.start(1);
    play(&g, &mut s, &["@f6", "@f8", "@f4"]);
    // White's two summons, not Black's first-turn one.
    assert_eq!(s.recent.iter().count(), 2);
}

#[test]
fn the_table_s_sentences_are_messages_that_read_in_english() {
    let g = standard();
    let mut s = g.start(1);
    let mut log = Vec::new();
    let summon = g.parse_action(&s, "@f6").unwrap();
    g.apply(&mut s, &summon, &mut log).unwrap();
    let line = &log[0].text;
    assert_eq!(game_sdk::wire::text::parse(line).unwrap().id, "summons");
    assert_eq!(english_of(line), "Black summons a piece to f6");
    let game_sdk::Status::ToMove { prompt, .. } = g.status(&s) else {
        panic!("White is to move");
    };
    assert_eq!(
        english_of(&prompt),
        "Maneuver 1 of 2 (summon, move or push), or pass"
    );
    let scene = g.scene(&s, Viewer::Seat(1));
    assert_eq!(
        english_of(&scene.labels[0]),
        "Turn 2: White to move, 2 maneuvers left"
    );
    let reserve = scene.counters.iter().find(|c| c.id == "reserve:0").unwrap();
    assert_eq!(english_of(&reserve.label), "Black reserve");
}

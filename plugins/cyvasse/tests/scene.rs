//! What the scene tells the host: the legend for every terrain and mark it uses, the last
//! action (from, to, capture), the effects of actions, the captured-unit trays, the board's
//! orientation per viewer and the saved-setup phase.
#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure
mod common;

use common::*;
use cyvasse::{Cyvasse, Phase, State};
use game_sdk::scene::{CardFace, Effect, HighlightKind, Scene, ZoneKind};
use game_sdk::testkit::scene_marks::{VIEWERS, cell_marks, highlights};
use game_sdk::wire::text::english_of;
use game_sdk::{Game, GameRng, Viewer};
use std::collections::BTreeSet;

/// The terrain and mark keys a scene uses, each with whether it is a mark.
fn keys_used(scene: &Scene) -> BTreeSet<(String, bool)> {
    let mut out = BTreeSet::new();
    for cell in scene.boards.iter().flat_map(|b| &b.cells) {
        if let Some(t) = &cell.terrain {
            out.insert((t.clone(), false));
        }
        let piece_marks = cell.piece.iter().flat_map(|p| &p.marks);
        for m in cell.marks.iter().chain(piece_marks) {
            out.insert((m.clone(), true));
        }
    }
    out
}

/// Every key the scene uses has a legend entry of its own sort (terrain or mark).
fn assert_legend_covers(scene: &Scene, ctx: &str) -> BTreeSet<(String, bool)> {
    let used = keys_used(scene);
    for (key, mark) in &used {
        assert!(
            scene
                .legend
                .iter()
                .any(|e| &e.key == key && e.mark == *mark && !e.title.is_empty()),
            "{ctx}: `{key}` (mark: {mark}) is drawn but has no legend entry"
        );
    }
    used
}

/// Plays random legal actions from `s` until the match ends or `steps` run out, checking
/// every viewer's scene after every action; returns every key the scenes used.
fn play_out(g: &Cyvasse, mut s: State, seed: u64, steps: usize) -> BTreeSet<(String, bool)> {
    let mut rng = GameRng::from_seed(seed);
    let mut used = BTreeSet::new();
    for step in 0..steps {
        for v in VIEWERS {
            used.extend(assert_legend_covers(
                &g.scene(&s, v),
                &format!("seed {seed} step {step} {v:?}"),
            ));
        }
        let actions = g.legal_actions(&s);
        if actions.is_empty() {
            break;
        }
        let a = &actions[rng.below(actions.len() as u64) as usize];
        g.apply(&mut s, a, &mut Vec::new()).unwrap();
    }
    used
}

#[test]
fn every_terrain_and_mark_of_a_played_out_match_has_a_legend_entry() {
    for name in ["standard", "hills", "cyvasse-open-setup:open-setup"] {
        let g = ruleset(name);
        let mut used = BTreeSet::new();
        for seed in 0..3 {
            used.extend(play_out(&g, g.start(seed), seed, 400));
        }
        // The marks need particular positions: a unit that entered water, a ruined fortress.
        let mut water = scenario(&g, "case2_water");
        play(&g, &mut water, &["d3-d4"]);
        used.extend(play_out(&g, water, 1, 30));
        let mut fortress = scenario(&g, "case6_fortress");
        play(&g, &mut fortress, &["d1xd4"]);
        used.extend(play_out(&g, fortress, 2, 30));
        for t in &g.terrains {
            assert!(
                used.contains(&(t.id.clone(), false)),
                "{name}: {} unused",
                t.id
            );
        }
        for m in ["stuck", "ruined"] {
            assert!(used.contains(&(m.to_string(), true)), "{name}: no {m} mark");
        }
    }
}

#[test]
fn the_legend_names_every_terrain_of_the_ruleset_and_keeps_the_signs() {
    let g = ruleset("hills");
    let scene = g.scene(&g.start(1), Viewer::Seat(0));
    for t in &g.terrains {
        let e = scene.legend.iter().find(|e| e.key == t.id).unwrap();
        assert_eq!(e.title, t.title);
        assert!(!e.mark);
        assert!(e.color.is_some(), "{}", t.id);
    }
    let glyph = |key: &str| {
        scene
            .legend
            .iter()
            .find(|e| e.key == key)
            .map(|e| e.glyph.clone())
            .unwrap()
    };
    for signed in ["mountain", "water", "forest", "fortress", "stuck", "ruined"] {
        assert!(!glyph(signed).is_empty(), "{signed} lost its sign");
    }
    let colours: BTreeSet<_> = scene
        .legend
        .iter()
        .filter(|e| !e.mark)
        .map(|e| e.color)
        .collect();
    assert_eq!(
        colours.len(),
        g.terrains.len(),
        "each terrain its own colour"
    );
}

#[test]
fn the_last_move_shows_where_the_unit_came_from_and_went() {
    let g = standard();
    let mut s = scenario(&g, "case2_water");
    play(&g, &mut s, &["d3-d4"]);
    for v in VIEWERS {
        assert_eq!(
            highlights(&g.scene(&s, v)),
            cell_marks(&[
                ("d3", HighlightKind::LastFrom),
                ("d4", HighlightKind::LastMove)
            ]),
            "{v:?}"
        );
    }
}

#[test]
fn a_melee_capture_marks_the_taken_unit_and_fills_the_tray() {
    let g = standard();
    let mut s = scenario(&g, "case4_spears");
    play(&g, &mut s, &["f5xd5"]);
    let scene = g.scene(&s, Viewer::Seat(1));
    assert_eq!(
        highlights(&scene),
        cell_marks(&[
            ("d5", HighlightKind::Captured),
            ("d5", HighlightKind::LastMove),
            ("f5", HighlightKind::LastFrom),
        ])
    );
    let tray = scene.zones.iter().find(|z| z.id == "zone:taken:1").unwrap();
    assert_eq!(tray.kind, ZoneKind::Pool);
    assert_eq!(tray.owner, Some(1));
    assert_eq!(english_of(&tray.title), "Taken from Black");
    assert_eq!(tray.count, 1);
    match &tray.cards[0].face {
        CardFace::Front {
            key,
            title,
            key_on_face,
            ..
        } => {
            assert_eq!(key, "spears");
            assert_eq!(title, "Spears");
            assert!(
                !key_on_face,
                "the unit's title names it; its key is hover help"
            );
        }
        other => panic!("a taken unit is a public card: {other:?}"),
    }
    let lost = |seat: u8| {
        scene
            .counters
            .iter()
            .find(|c| c.id == format!("counter:lost:{seat}"))
            .map(|c| (english_of(&c.label).into_owned(), c.value))
            .unwrap()
    };
    assert_eq!(lost(1), ("Black units lost".to_string(), 1));
    assert_eq!(lost(0), ("White units lost".to_string(), 0));
    let white_tray = scene.zones.iter().find(|z| z.id == "zone:taken:0").unwrap();
    assert_eq!(english_of(&white_tray.title), "Taken from White");
    assert!(white_tray.cards.is_empty());
}

#[test]
fn a_shot_marks_the_shooter_and_the_taken_unit() {
    let g = standard();
    let mut s = scenario(&g, "case3_line_of_fire");
    play(&g, &mut s, &["a1*a5"]);
    let scene = g.scene(&s, Viewer::Spectator);
    assert_eq!(
        highlights(&scene),
        cell_marks(&[
            ("a1", HighlightKind::LastFrom),
            ("a5", HighlightKind::Captured)
        ])
    );
    let tray = scene.zones.iter().find(|z| z.id == "zone:taken:1").unwrap();
    assert_eq!(tray.cards.len(), 1);
}

#[test]
fn an_attack_on_a_fortress_marks_the_attacked_cell_not_a_capture() {
    let g = standard();
    let mut s = scenario(&g, "case6_fortress");
    play(&g, &mut s, &["d1xd4"]);
    // The Heavy Horse stopped on d3; the Crossbowmen on d4 survived, their fortress is ruined.
    assert_eq!(
        highlights(&g.scene(&s, Viewer::Seat(0))),
        cell_marks(&[
            ("d1", HighlightKind::LastFrom),
            ("d3", HighlightKind::LastMove),
            ("d4", HighlightKind::Info),
        ])
    );
    assert!(
        g.scene(&s, Viewer::Seat(0))
            .counters
            .iter()
            .all(|c| c.value == 0)
    );
}

#[test]
fn effects_tell_moves_captures_shots_and_placements_apart() {
    let g = standard();
    let effect = |s: &State, text: &str| {
        let a = g.parse_action(s, text).unwrap();
        g.action_effect(s, &a)
    };
    let s = scenario(&g, "case3_line_of_fire");
    assert_eq!(effect(&s, "a1*a5"), Effect::Attack);
    let s = scenario(&g, "case4_spears");
    assert_eq!(effect(&s, "f5xd5"), Effect::Capture);
    let s = scenario(&g, "case2_water");
    assert_eq!(effect(&s, "d3-d4"), Effect::Move);
    let start = g.start(1);
    let setup = legal(&g, &start);
    let tile = setup.iter().find(|a| a.starts_with("tile ")).unwrap();
    assert_eq!(effect(&start, tile), Effect::Place);
    // Lay every tile, then the units are next.
    let mut units = start.clone();
    while let Some(tile) = legal(&g, &units)
        .into_iter()
        .find(|a| a.starts_with("tile "))
    {
        play(&g, &mut units, &[tile.as_str()]);
    }
    let place = legal(&g, &units)
        .into_iter()
        .find(|a| a.starts_with("place "))
        .unwrap();
    assert_eq!(effect(&units, &place), Effect::Place);
    assert_eq!(effect(&units, "setup random"), Effect::Move);
}

#[test]
fn black_sees_the_board_turned_with_its_homeland_at_the_bottom() {
    let g = standard();
    let s = g.start(3);
    let turned = |v| g.scene(&s, v).boards[0].turned;
    assert!(turned(Viewer::Seat(1)));
    assert!(!turned(Viewer::Seat(0)));
    assert!(!turned(Viewer::Referee));
    assert!(!turned(Viewer::Spectator));
}

#[test]
fn the_setup_is_a_saved_sequence_and_the_battle_is_not() {
    let g = standard();
    let mut s = g.start(3);
    assert_eq!(
        g.scene(&s, Viewer::Seat(0)).saved_sequence.as_deref(),
        Some("setup")
    );
    play(&g, &mut s, &["setup random", "ready"]);
    assert_eq!(
        g.scene(&s, Viewer::Seat(1)).saved_sequence.as_deref(),
        Some("setup")
    );
    play(&g, &mut s, &["setup random", "ready"]);
    assert_eq!(s.phase, Phase::Battle);
    let scene = g.scene(&s, Viewer::Seat(0));
    assert_eq!(scene.saved_sequence, None);
    // No trays and no losses shown during the setup; both from the battle on.
    assert_eq!(scene.zones.len(), 2);
    assert!(
        g.scene(&g.start(3), Viewer::Seat(0))
            .zones
            .iter()
            .all(|z| z.kind != ZoneKind::Pool)
    );
}

#[test]
fn the_hover_help_reads_as_before_in_english() {
    let g = standard();
    let scene = g.scene(&g.start(1), Viewer::Seat(0));
    let help = |key: &str| {
        let e = scene.glossary.iter().find(|e| e.key == key).unwrap();
        (
            english_of(&e.title).into_owned(),
            english_of(&e.text).into_owned(),
        )
    };
    assert_eq!(
        help("crossbowmen"),
        (
            "Crossbowmen".into(),
            "Rank 3. Moves 2 orthogonally or 1 diagonally. Ranged attack 2 orthogonally or 1 \
             diagonally. Moves 2 orthogonally or 1 diagonally; shoots as far. May also shoot the \
             Dragon."
                .into()
        )
    );
    assert!(
        help("dragon").1.starts_with(
            "Rank 9. Moves any distance orthogonally or any distance diagonally. Captures by \
             moving onto an enemy. Flies"
        ),
        "{:?}",
        help("dragon")
    );
    assert_eq!(
        help("mountain").1,
        "Only the Dragon may enter or pass it. Ranged attacks cannot pass over it, except the \
         Trebuchet's. At most 2 may be orthogonally adjacent in a homeland. Closed to: Catapult, \
         Crossbowmen, Elephant, Heavy Horse, King, Light Horse, Rabble, Spears, Trebuchet."
    );
    // The ruleset's own text stays a whole field where nothing is added: translated as a whole.
    assert_eq!(help("grass").1, "No effect.");
    let grass = scene.glossary.iter().find(|e| e.key == "grass").unwrap();
    assert_eq!(grass.text, "No effect.");
}

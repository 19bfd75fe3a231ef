//! The end-of-battle moment: every card on the table revealed, who controlled each theater, the
//! withdrawal and its table line, the VP; the same for every viewer, kept until the first play of
//! the next battle, and leaking nothing still hidden.
mod common;

use air_land_sea::{AirLandSea, State};
use common::*;
use game_sdk::HiddenInformation as _;
use game_sdk::scene::{CardFace, Moment};
use game_sdk::testkit::scene_marks::VIEWERS;
use game_sdk::wire::Viewer;
use game_sdk::wire::text::english_of;
use game_sdk::{Game, GameRng};

/// The moment every viewer is shown, checked to be the same for all of them.
fn moment(g: &AirLandSea, s: &State) -> Option<Moment> {
    let m = g.scene(s, Viewer::Seat(0)).moment;
    for v in VIEWERS {
        assert_eq!(g.scene(s, v).moment, m, "{v:?} is shown the same moment");
    }
    // Its words are the game's messages: read here in their English.
    m.map(|mut m| {
        let english = |t: &String| game_sdk::wire::text::english_of(t).into_owned();
        m.title = english(&m.title);
        m.lines = m.lines.iter().map(english).collect();
        for z in &mut m.zones {
            z.title = english(&z.title);
        }
        m
    })
}

/// A zone of the moment as `["A3 down 2", "S6 6"]`: key, `down` when it lay face-down, the
/// strength it counted.
fn cards(m: &Moment, zone: &str) -> Vec<String> {
    let z = m
        .zones
        .iter()
        .find(|z| z.id == zone)
        .unwrap_or_else(|| panic!("{zone} in {:?}", m.zones));
    z.cards
        .iter()
        .map(|c| match &c.face {
            CardFace::Front {
                key,
                value,
                effective,
                face_down,
                ..
            } => {
                let counted = effective.or(*value).unwrap_or_default();
                if *face_down {
                    format!("{key} down {counted}")
                } else {
                    format!("{key} {counted}")
                }
            }
            CardFace::Back | CardFace::Die { .. } => {
                panic!("{zone}: a card of the summary is not revealed")
            }
        })
        .collect()
}

/// Every scene a seat is shown is the same in worlds it cannot tell from the real one (the leak
/// kit's first check), and at least one such world differs from the real state.
fn same_in_every_world(g: &AirLandSea, s: &State) {
    for seat in 0..2u8 {
        let real = g.scene(s, Viewer::Seat(seat));
        let mut differing = 0;
        for seed in 0..12 {
            let world = g.sample_hidden(s, seat, &mut GameRng::from_seed(seed));
            differing += usize::from(world.hands != s.hands || world.deck != s.deck);
            assert_eq!(
                g.scene(&world, Viewer::Seat(seat)),
                real,
                "seat {seat}, world {seed}"
            );
        }
        assert!(differing > 0, "seat {seat}: the re-sampled worlds differ");
    }
}

#[test]
fn after_all_cards_are_played_the_moment_shows_every_card_control_and_vp() {
    for (ed, g) in editions() {
        let mut s = scenario_text(
            &g,
            "order = [\"air\", \"land\", \"sea\"]\n[north]\nhand = [\"L6\"]\nair = [\"A6\"]\nsea = [\"L2 down\"]\n[south]\nhand = []\nair = [\"A3 down\", \"S6 down\"]\nland = [\"L1 down\"]\nsea = [\"S3\"]\n",
        );
        assert_eq!(moment(&g, &s), None, "{ed}: no battle has ended");
        play(&g, &mut s, &["deploy L6"]);
        assert_eq!(s.battle, 2, "{ed}: the next battle is dealt");
        let m = moment(&g, &s).expect("the summary of battle 1");
        assert_eq!(m.id, "battle-1-end", "{ed}");
        assert_eq!(m.title, "Battle 1 ends — North scores 6 VP", "{ed}");
        for line in [
            "All cards were played: North controls 2 of 3 theaters.",
            "Air: North 6 – South 4: North controls it.",
            "Land: North 6 – South 2: North controls it.",
            "Sea: North 2 – South 3: South controls it.",
            "North scores 6 VP: North 6 – South 0.",
        ] {
            assert!(
                m.lines.iter().any(|l| l == line),
                "{ed}: `{line}` in {:?}",
                m.lines
            );
        }
        assert_eq!(cards(&m, "end:zone:air:0"), ["A6 6"], "{ed}");
        assert_eq!(
            cards(&m, "end:zone:air:1"),
            ["A3 down 2", "S6 down 2"],
            "{ed}"
        );
        assert_eq!(cards(&m, "end:zone:land:0"), ["L6 6"], "{ed}");
        assert_eq!(cards(&m, "end:zone:land:1"), ["L1 down 2"], "{ed}");
        assert_eq!(cards(&m, "end:zone:sea:0"), ["L2 down 2"], "{ed}");
        assert_eq!(cards(&m, "end:zone:sea:1"), ["S3 3"], "{ed}");
        let air = m.zones.iter().find(|z| z.id == "end:zone:air:1").unwrap();
        assert_eq!(
            air.cards.iter().map(|c| c.covered).collect::<Vec<_>>(),
            [true, false],
            "{ed}: the bottom card was covered"
        );
        // Nothing of the new battle is in it, and no id clashes with the live table's.
        let scene = g.scene(&s, Viewer::Seat(0));
        for z in &m.zones {
            assert!(!scene.contains(&z.id), "{ed}: {}", z.id);
            for c in &z.cards {
                assert!(!scene.contains(&c.id), "{ed}: {}", c.id);
            }
        }
        same_in_every_world(&g, &s);

        // The first play of battle 2 puts the summary away.
        let first_play = legal(&g, &s)
            .into_iter()
            .find(|a| a.starts_with("deploy") || a.starts_with("improvise"))
            .unwrap();
        play(&g, &mut s, &[first_play.as_str()]);
        assert_eq!(moment(&g, &s), None, "{ed}: gone after `{first_play}`");
    }
}

#[test]
fn after_a_withdrawal_the_moment_gives_the_withdraw_table_line_and_keeps_hands_hidden() {
    for (ed, g) in editions() {
        let mut s = scenario_text(
            &g,
            "order = [\"air\", \"land\", \"sea\"]\nfirst = \"north\"\nto_move = \"south\"\n[north]\nhand = [\"A1\"]\nland = [\"L6\", \"A3 down\"]\n[south]\nhand = [\"S1\", \"A2\"]\nsea = [\"S2 down\"]\n",
        );
        let before = g.scene(&s, Viewer::Seat(1));
        let ask = before
            .controls
            .iter()
            .find(|c| c.id == "control:withdraw")
            .unwrap();
        assert_eq!(
            ask.confirm.as_deref().map(english_of).as_deref(),
            Some("Withdraw now? North scores 4 VP.")
        );
        play(&g, &mut s, &["withdraw"]);
        let m = moment(&g, &s).expect("the summary of battle 1");
        assert_eq!(m.id, "battle-1-end", "{ed}");
        for line in [
            "South withdrew as 2nd Player with 2 cards in hand.",
            "Withdraw table (2nd Player withdraws): 6: 2 · 5: 2 · 4: 3 · 3: 3 · [2 cards: 4 VP] · 1: 6 · 0: 6",
            "Land: North 8 – South 0: North controls it.",
            "Sea: North 0 – South 2: South controls it.",
            "Air: North 0 – South 0: North controls it (a tie goes to the 1st Player, North).",
            "North scores 4 VP: North 4 – South 0.",
        ] {
            assert!(
                m.lines.iter().any(|l| l == line),
                "{ed}: `{line}` in {:?}",
                m.lines
            );
        }
        assert_eq!(cards(&m, "end:zone:land:0"), ["L6 6", "A3 down 2"], "{ed}");
        assert_eq!(cards(&m, "end:zone:sea:1"), ["S2 down 2"], "{ed}");
        // The cards still in hand were never shown: the summary names only the table's.
        let named: Vec<&str> = m
            .zones
            .iter()
            .flat_map(|z| &z.cards)
            .filter_map(|c| match &c.face {
                CardFace::Front { key, .. } => Some(key.as_str()),
                CardFace::Back | CardFace::Die { .. } => None,
            })
            .collect();
        assert_eq!(named.len(), 3, "{ed}: {named:?}");
        for hidden in ["S1", "A2", "A1"] {
            assert!(!named.contains(&hidden), "{ed}: {hidden}");
            assert!(
                !m.lines.iter().any(|l| l.contains(hidden)),
                "{ed}: {hidden} in {:?}",
                m.lines
            );
        }
        same_in_every_world(&g, &s);

        // Withdrawing at once from battle 2 replaces it by battle 2's summary.
        let mover = s.to_move;
        play(&g, &mut s, &["withdraw"]);
        let m2 = moment(&g, &s).expect("the summary of battle 2");
        assert_eq!(m2.id, "battle-2-end", "{ed}");
        assert!(
            m2.lines[0].starts_with(&format!("{} withdrew", ["North", "South"][mover as usize])),
            "{ed}: {:?}",
            m2.lines
        );
    }
}

#[test]
fn at_the_end_of_the_game_the_table_lies_revealed() {
    let g = standard();
    let mut s = scenario_text(
        &g,
        "order = [\"air\", \"land\", \"sea\"]\nvp = [8, 0]\n[north]\nhand = [\"L6\"]\nair = [\"A6\"]\n[south]\nhand = []\nsea = [\"S2 down\"]\n",
    );
    play(&g, &mut s, &["deploy L6"]);
    assert!(s.over.is_some(), "North reaches 14 VP");
    let m = moment(&g, &s).expect("the last battle's summary");
    assert_eq!(m.title, "Battle 1 ends — North wins the game");
    assert!(
        m.lines
            .iter()
            .any(|l| l == "North reaches 12 VP and wins the game.")
    );
    // South's face-down card is revealed on the table too, to everyone.
    for v in VIEWERS {
        let scene = g.scene(&s, v);
        let sea = scene.zones.iter().find(|z| z.id == "zone:sea:1").unwrap();
        assert!(
            matches!(&sea.cards[0].face, CardFace::Front { key, face_down: true, .. } if key == "S2"),
            "{v:?}: {:?}",
            sea.cards
        );
    }
    // ... and so it is no longer re-sampled.
    for seed in 0..8 {
        let world = g.sample_hidden(&s, 0, &mut GameRng::from_seed(seed));
        assert_eq!(world.stacks, s.stacks, "world {seed}");
    }
}

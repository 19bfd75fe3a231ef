//! Two clicks per play: a deploy's path ends on the theater, an improvise's goes on to the
//! face-down button; Withdraw and Skip ask before they count.
mod common;

use common::*;
use game_sdk::Game;
use game_sdk::scene::{Effect, Scene};
use game_sdk::wire::Viewer;
use game_sdk::wire::text::english_of;

fn control<'a>(scene: &'a Scene, id: &str) -> Option<&'a game_sdk::scene::Control> {
    scene.controls.iter().find(|c| c.id == id)
}

#[test]
fn a_deploy_is_card_then_theater_and_an_improvise_adds_the_face_down_button() {
    for (ed, g) in editions() {
        // North's Aerodrome lets S1 (strength 1) go anywhere face-up; L6 only to Land.
        let s = scenario_text(
            &g,
            "order = [\"air\", \"land\", \"sea\"]\n[north]\nair = [\"A4\"]\nhand = [\"L6\", \"S1\"]\n[south]\nhand = [\"S6\"]\n",
        );
        let actions = g.legal_actions(&s);
        let path_of = |text: &str| {
            let a = g.parse_action(&s, text).unwrap();
            assert!(actions.contains(&a), "{ed}: {text} is legal");
            (g.action_path(&s, &a), g.action_effect(&s, &a))
        };
        assert_eq!(
            path_of("deploy L6"),
            (
                vec!["card:L6".to_string(), "zone:land:0".into()],
                Effect::Place
            ),
            "{ed}"
        );
        assert_eq!(
            path_of("deploy S1 air"),
            (
                vec!["card:S1".to_string(), "zone:air:0".into()],
                Effect::Place
            ),
            "{ed}"
        );
        assert_eq!(
            path_of("improvise L6 air").0,
            ["card:L6", "zone:air:0", "control:face-down"],
            "{ed}"
        );
        assert_eq!(path_of("improvise L6 air").1, Effect::Place, "{ed}");
        let withdraw = g.parse_action(&s, "withdraw").unwrap();
        assert_eq!(g.action_effect(&s, &withdraw), Effect::Move, "{ed}");

        // On a theater where the card may go face-up, the theater click has two candidates (the
        // deploy ends there, the improvise goes on); elsewhere only the improvise, which the host
        // then applies at once.
        let paths: Vec<Vec<String>> = actions.iter().map(|a| g.action_path(&s, a)).collect();
        for (card, th, deploy) in [
            ("L6", "land", true),
            ("L6", "air", false),
            ("L6", "sea", false),
            ("S1", "air", true),
            ("S1", "sea", true),
        ] {
            let prefix = [format!("card:{card}"), format!("zone:{th}:0")];
            let after: Vec<&Vec<String>> =
                paths.iter().filter(|p| p.starts_with(&prefix)).collect();
            let ending_here = after.iter().filter(|p| p.len() == 2).count();
            let face_down = after
                .iter()
                .filter(|p| p.len() == 3 && p[2] == "control:face-down")
                .count();
            assert_eq!(
                (ending_here, face_down, after.len()),
                (usize::from(deploy), 1, 1 + usize::from(deploy)),
                "{ed}: {card} on {th}: {after:?}"
            );
        }

        // Every step of every path is something North can click, and the face-down button is
        // there while a play is being chosen; the old face-up button is gone.
        let scene = g.scene(&s, Viewer::Seat(0));
        for p in &paths {
            for step in p {
                assert!(
                    scene.contains(step),
                    "{ed}: `{step}` of {p:?} is in the scene"
                );
            }
        }
        assert!(control(&scene, "control:face-down").is_some(), "{ed}");
        assert!(control(&scene, "control:face-up").is_none(), "{ed}");
        assert!(
            control(&g.scene(&s, Viewer::Seat(1)), "control:face-down").is_none(),
            "{ed}: the seat not to move has no buttons"
        );
    }
}

#[test]
fn withdraw_asks_first_with_the_vp_of_the_withdraw_table() {
    // ALS-5's table: by cards left in the withdrawing player's hand, 6 down to 0.
    let first = [2, 2, 2, 3, 3, 4, 6];
    let second = [2, 2, 3, 3, 4, 6, 6];
    let g = standard();
    let all = ["A1", "A2", "A3", "A4", "A5", "A6"];
    for (first_seat, table) in [("north", first), ("south", second)] {
        for left in 0..=6usize {
            // North withdraws, as 1st Player (first = north) or 2nd (first = south), holding
            // `left` cards (none: North's hand is empty while South still plays).
            let hand: Vec<String> = all[..left].iter().map(|c| format!("\"{c}\"")).collect();
            let text = format!(
                "first = \"{first_seat}\"\nto_move = \"north\"\n[north]\nhand = [{}]\n[south]\nhand = [\"S6\"]\n",
                hand.join(", ")
            );
            let s = scenario_text(&g, &text);
            let expected = table[6 - left];
            let scene = g.scene(&s, Viewer::Seat(0));
            let withdraw = control(&scene, "control:withdraw").expect("withdraw is offered");
            assert_eq!(
                withdraw.confirm.as_deref().map(english_of).as_deref(),
                Some(format!("Withdraw now? South scores {expected} VP.").as_str()),
                "1st Player {first_seat}, North withdraws with {left} cards left"
            );
            // The figure is what withdrawing really scores.
            let mut after = s.clone();
            play(&g, &mut after, &["withdraw"]);
            assert_eq!(
                after.vp,
                [0, expected],
                "1st Player {first_seat}, {left} left"
            );
        }
    }
}

#[test]
fn skipping_a_may_asks_first_and_says_what_is_given_up() {
    for (ed, g) in editions() {
        let mut s = scenario_text(
            &g,
            "[north]\nhand = [\"S1\", \"A2\"]\nland = [\"L6\"]\n[south]\nhand = [\"S6\"]\n",
        );
        play(&g, &mut s, &["deploy S1"]);
        let scene = g.scene(&s, Viewer::Seat(0));
        let skip = control(&scene, "control:skip").expect("Transport's choice may be skipped");
        let confirm = english_of(skip.confirm.as_deref().unwrap_or_default());
        assert!(
            confirm.starts_with("Skip? You give up") && confirm.contains("Transport"),
            "{ed}: {confirm}"
        );
        assert!(
            control(&scene, "control:withdraw").is_none(),
            "{ed}: no withdrawing during a choice"
        );
    }
}

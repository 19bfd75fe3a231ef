//! Badges: the standing permissions and effects of a battle, each with its owner and what it does
//! now, shown only as far as the viewer may know.
mod common;

use common::*;
use game_sdk::Game;
use game_sdk::scene::Badge;
use game_sdk::wire::Viewer;
use game_sdk::wire::text::english_of;

fn badge(
    g: &air_land_sea::AirLandSea,
    s: &air_land_sea::State,
    v: Viewer,
    title: &str,
) -> Option<Badge> {
    english(g.scene(s, v).badges)
        .into_iter()
        .find(|b| b.title == title)
}

/// Badges as an English reader sees them (the game writes messages: `game_sdk::msg!`).
fn english(badges: Vec<Badge>) -> Vec<Badge> {
    badges
        .into_iter()
        .map(|b| Badge {
            title: english_of(&b.title).into_owned(),
            text: english_of(&b.text).into_owned(),
            ..b
        })
        .collect()
}

#[test]
fn air_drop_shows_a_badge_from_the_play_until_the_permission_is_used() {
    for (ed, g) in editions() {
        let mut s = scenario_text(
            &g,
            "order = [\"air\", \"land\", \"sea\"]\n[north]\nhand = [\"A2\", \"L6\", \"S3\"]\n[south]\nhand = [\"S6\", \"A6\"]\n",
        );
        assert!(
            badge(&g, &s, Viewer::Seat(0), "Air Drop").is_none(),
            "{ed}: not yet"
        );
        play(&g, &mut s, &["deploy A2"]);
        // Everyone saw Air Drop played face-up: every viewer is shown the permission.
        for v in [Viewer::Seat(0), Viewer::Seat(1), Viewer::Spectator] {
            let b = badge(&g, &s, v, "Air Drop").unwrap_or_else(|| panic!("{ed}: {v:?}"));
            assert_eq!(b.owner, Some(0), "{ed}");
            assert!(b.text.contains("A2"), "{ed}: names its card: {}", b.text);
        }
        let waiting = badge(&g, &s, Viewer::Seat(0), "Air Drop").unwrap();
        assert!(
            waiting.text.contains("waiting for North's next play"),
            "{ed}: {}",
            waiting.text
        );
        play(&g, &mut s, &["deploy S6"]);
        // North's turn: North is told which of its cards may now go elsewhere; South is not.
        let mine = badge(&g, &s, Viewer::Seat(0), "Air Drop").unwrap();
        assert!(
            mine.text.contains("you may deploy L6, S3 face-up"),
            "{ed}: {}",
            mine.text
        );
        for v in [Viewer::Seat(1), Viewer::Spectator] {
            let theirs = badge(&g, &s, v, "Air Drop").unwrap();
            assert!(
                !theirs.text.contains("L6") && !theirs.text.contains("S3"),
                "{ed}: North's hand stays hidden from {v:?}: {}",
                theirs.text
            );
        }
        play(&g, &mut s, &["deploy L6 air"]);
        for v in [Viewer::Seat(0), Viewer::Seat(1)] {
            assert!(
                badge(&g, &s, v, "Air Drop").is_none(),
                "{ed}: the permission was used"
            );
        }
    }
}

#[test]
fn face_up_ongoing_cards_are_badges_that_say_what_they_do_now() {
    let g = standard();
    let s = scenario_text(
        &g,
        "order = [\"air\", \"land\", \"sea\"]\n[north]\nhand = [\"A6\"]\nland = [\"A5\"]\n[south]\nhand = [\"S6\"]\nsea = [\"S2\"]\nair = [\"A3 down\", \"L1 down\"]\n",
    );
    for v in [Viewer::Seat(0), Viewer::Seat(1), Viewer::Spectator] {
        let escalation = badge(&g, &s, v, "Escalation").expect("Escalation is face-up");
        assert_eq!(escalation.owner, Some(1));
        // Two face-down cards in Air, each 4 instead of 2.
        assert!(
            escalation.text.contains("Now: +4 for South in Air."),
            "{}",
            escalation.text
        );
        let containment = badge(&g, &s, v, "Containment").expect("Containment is face-up");
        assert_eq!(containment.owner, Some(0));
        assert!(
            containment.text.contains("face-down, destroy"),
            "{}",
            containment.text
        );
    }
    // Face-down, Escalation does nothing and has no badge.
    let down = scenario_text(
        &g,
        "[north]\nhand = [\"A6\"]\n[south]\nhand = [\"S6\"]\nsea = [\"S2 down\"]\nair = [\"A3 down\"]\n",
    );
    assert!(badge(&g, &down, Viewer::Seat(1), "Escalation").is_none());
}

#[test]
fn the_commanders_say_who_wins_ties_and_what_withdrawing_costs() {
    let g = standard();
    let s = scenario_text(
        &g,
        "first = \"south\"\n[north]\nhand = [\"A6\", \"A5\", \"A4\"]\n[south]\nhand = [\"S6\"]\n",
    );
    let badges = english(g.scene(&s, Viewer::Seat(0)).badges);
    let first = badges.iter().find(|b| b.title == "1st Player").unwrap();
    let second = badges.iter().find(|b| b.title == "2nd Player").unwrap();
    assert_eq!((first.owner, second.owner), (Some(1), Some(0)));
    // North, the 2nd Player, holds 3 cards: the table gives South 3; South, holding 1, gives 4.
    assert!(second.text.contains("gives South 3 VP"), "{}", second.text);
    assert!(first.text.contains("gives North 4 VP"), "{}", first.text);
}

#[test]
fn an_extra_play_is_a_badge_until_it_is_played() {
    let g = standard();
    let mut s = scenario_text(
        &g,
        "[north]\nhand = [\"S4\", \"A6\"]\nland = [\"L3 down\"]\n[south]\nhand = [\"S6\"]\n",
    );
    play(&g, &mut s, &["deploy S4", "redeploy L3"]);
    let b = badge(&g, &s, Viewer::Seat(1), "Play again").expect("Redeploy grants a play");
    assert_eq!(b.owner, Some(0));
    play(&g, &mut s, &["deploy A6"]);
    assert!(badge(&g, &s, Viewer::Seat(1), "Play again").is_none());
}

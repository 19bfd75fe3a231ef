//! Log lines carry who may read them: a line naming a card only its owner may know goes to that
//! seat alone, the others get a line that names nothing hidden, and a script's `print` goes to
//! the referee only. Scenarios from `tests/scenarios/log_*.toml` and inline ones.
#![allow(clippy::unwrap_used, clippy::expect_used)]
mod common;

use air_land_sea::{AirLandSea, State};
use common::*;
use game_sdk::{Audience, Game, LogLine, RulesetSource, Viewer};

/// The standard ruleset plus one script of hooks that replace the bundled ones.
fn with_script(lua: &str) -> AirLandSea {
    let source = ruleset_source("air-land-sea", "standard")
        .with_file(
            "rulesets/air-land-sea/probe.toml",
            "game = \"air-land-sea\"\nextends = \"standard\"\nscripts = [\"scripts/air-land-sea/probe.lua\"]\n",
        )
        .with_file("scripts/air-land-sea/probe.lua", lua);
    let source = RulesetSource {
        root: "rulesets/air-land-sea/probe.toml".into(),
        ..source
    };
    AirLandSea::compile(&source).unwrap()
}

fn apply(g: &AirLandSea, s: &mut State, text: &str) -> Vec<LogLine> {
    let action = g.parse_action(s, text).unwrap();
    let mut log = Vec::new();
    g.apply(s, &action, &mut log).unwrap();
    log
}

/// The lines `viewer` reads, in English (the game's lines are messages of its catalogue).
fn seen_by(log: &[LogLine], viewer: Viewer) -> Vec<String> {
    log.iter()
        .filter(|l| l.visible_to(viewer))
        .map(|l| game_sdk::wire::text::english_of(&l.text).into_owned())
        .collect()
}

/// Whether a line names `id` as a word (`L4`, not `L41`).
fn names(line: &str, id: &str) -> bool {
    line.split(|c: char| !c.is_ascii_alphanumeric())
        .any(|w| w == id)
}

#[test]
fn a_face_down_card_destroyed_twice_is_destroyed_once_and_named_only_to_its_owner() {
    let g = standard();
    let mut s = scenario(&g, "log_double_destroy");
    let log = apply(&g, &mut s, "improvise L4 land");
    assert_eq!(stack(&g, &s, "land", 0), ["L6", "L1 down"], "L4 is gone");
    let d = deck(&g, &s);
    assert_eq!(d.last().map(String::as_str), Some("L4"), "at the bottom");
    assert_eq!(
        d.iter().filter(|c| *c == "L4").count(),
        1,
        "destroyed once: {d:?}"
    );
    for viewer in [Viewer::Seat(1), Viewer::Spectator] {
        let seen = seen_by(&log, viewer);
        assert!(
            seen.iter().all(|l| !names(l, "L4")),
            "{viewer:?} reads the hidden card's id: {seen:?}"
        );
        assert_eq!(
            seen.iter().filter(|l| l.contains("destroyed")).count(),
            1,
            "{viewer:?}: one line says a card was destroyed: {seen:?}"
        );
        assert!(
            seen.contains(&"North's face-down card in Land is destroyed".to_string()),
            "{viewer:?}: {seen:?}"
        );
    }
    // The owner knows what it lost; the referee reads everything.
    for viewer in [Viewer::Seat(0), Viewer::Referee] {
        let seen = seen_by(&log, viewer);
        assert!(seen.iter().any(|l| names(l, "L4")), "{viewer:?}: {seen:?}");
    }
    assert!(
        log.iter()
            .filter(|l| names(&l.text, "L4"))
            .all(|l| l.audience == Audience::Seat(0)),
        "{log:?}"
    );
}

#[test]
fn a_face_up_card_destroyed_is_named_to_everyone() {
    let g = standard();
    let mut s = scenario(&g, "case05_blockade");
    play(&g, &mut s, &["improvise A6 land"]);
    // South deploys L3 to Land, which now holds 3 other cards: Blockade destroys it face-up.
    let log = apply(&g, &mut s, "deploy L3");
    let seen = seen_by(&log, Viewer::Spectator);
    assert!(
        seen.contains(&"L3 is destroyed in Land".to_string()),
        "{seen:?}"
    );
}

/// `ctx:destroy` destroys only a card in play: a card in a hand is refused, as a script error
/// located in the script, which names no hidden card; the match does not change.
#[test]
fn destroying_a_card_in_a_hand_is_a_script_error_that_names_no_card() {
    let g = with_script(
        "local M = {}\n\
         function M.maneuver_on_reveal(ctx, card, owner)\n\
           ctx:destroy((ctx:hand(1 - owner)))\n\
         end\n\
         return M\n",
    );
    let mut s = scenario_text(
        &g,
        "[north]\nhand = [\"A3\", \"A1\"]\n[south]\nhand = [\"L4\", \"S6\"]\n",
    );
    let before = s.clone();
    let err = try_play(&g, &mut s, "deploy A3").unwrap_err();
    assert!(err.contains("scripts/air-land-sea/probe.lua:3:"), "{err}");
    assert!(
        err.contains("only a card in play can be destroyed"),
        "{err}"
    );
    assert!(!names(&err, "L4") && !names(&err, "S6"), "{err}");
    assert_eq!(s, before);
}

/// A card already in the deck (destroyed earlier) is left alone: `ctx:destroy` returns false and
/// logs nothing.
#[test]
fn destroying_a_card_in_the_deck_does_nothing() {
    let g = with_script(
        "local M = {}\n\
         function M.maneuver_on_reveal(ctx, card, owner)\n\
           ctx:log('destroyed: ' .. tostring(ctx:destroy('S1')))\n\
         end\n\
         return M\n",
    );
    let mut s = scenario_text(
        &g,
        "deck = [\"S1\"]\n[north]\nhand = [\"A3\", \"A1\"]\n[south]\nhand = [\"L4\", \"S6\"]\n",
    );
    let deck_before = deck(&g, &s);
    let log = apply(&g, &mut s, "deploy A3");
    assert_eq!(deck(&g, &s), deck_before);
    let texts: Vec<&str> = log.iter().map(|l| l.text.as_str()).collect();
    assert!(texts.contains(&"destroyed: false"), "{texts:?}");
    assert!(
        !texts.iter().any(|l| l.contains("is destroyed")),
        "{texts:?}"
    );
}

/// A script may print what no player may see (the other hand, the deck): `print` is for the
/// scripts' authors and reaches the referee's log only.
#[test]
fn print_reaches_the_referee_only() {
    let g = with_script(
        "local M = {}\n\
         function M.maneuver_on_reveal(ctx, card, owner)\n\
           print('south holds', ctx:hand(1))\n\
         end\n\
         return M\n",
    );
    let mut s = scenario_text(
        &g,
        "[north]\nhand = [\"A3\", \"A1\"]\n[south]\nhand = [\"L4\", \"S6\"]\n",
    );
    let log = apply(&g, &mut s, "deploy A3");
    let printed = LogLine::referee("south holds\tL4\tS6");
    assert!(log.contains(&printed), "{log:?}");
    for viewer in [Viewer::Seat(0), Viewer::Seat(1), Viewer::Spectator] {
        let seen = seen_by(&log, viewer);
        assert!(
            seen.iter().all(|l| !l.contains("south holds")),
            "{viewer:?}: {seen:?}"
        );
    }
}

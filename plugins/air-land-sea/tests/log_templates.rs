//! Text from scripts names no card a reader may not see (`script/shown_text.rs`): `ctx:log`
//! takes a template and cards, rendered for each reader when the line is logged; a template's
//! own words name no card; choice prompts and options name only cards the chooser may see;
//! effect names a badge shows name no card.
#![allow(clippy::unwrap_used, clippy::expect_used)]
mod common;

use air_land_sea::{AirLandSea, State};
use common::*;
use game_sdk::wire::text::{english_of, parse};
use game_sdk::{Game, LogLine, RulesetSource, Viewer};

/// The standard ruleset with a Maneuver (`maneuver_on_reveal`) whose body is `body`: the hook
/// starts at line 2 of `scripts/air-land-sea/probe.lua`, `body` at line 3.
fn maneuver_does(body: &str) -> AirLandSea {
    let lua = format!(
        "local M = {{}}\nfunction M.maneuver_on_reveal(ctx, card, owner)\n{body}\nend\n\
         function M.maneuver_chosen(ctx, chosen, data) end\nreturn M\n"
    );
    let source = ruleset_source("air-land-sea", "standard")
        .with_file(
            "rulesets/air-land-sea/probe.toml",
            "game = \"air-land-sea\"\nextends = \"standard\"\nscripts = [\"scripts/air-land-sea/probe.lua\"]\n",
        )
        .with_file("scripts/air-land-sea/probe.lua", &lua);
    let source = RulesetSource {
        root: "rulesets/air-land-sea/probe.toml".into(),
        ..source
    };
    AirLandSea::compile(&source).unwrap()
}

/// North holds A3 (Maneuver) and A1; South holds L4 and S4 and has S6 (no ability) face-down
/// in Land; S1 is the deck.
const TABLE: &str = "order = [\"air\", \"land\", \"sea\"]\ndeck = [\"S1\"]\n\
    [north]\nhand = [\"A3\", \"A1\"]\n[south]\nhand = [\"L4\", \"S4\"]\nland = [\"S6 down\"]\n";

fn table(g: &AirLandSea) -> State {
    scenario_text(g, TABLE)
}

fn deploy_maneuver(g: &AirLandSea) -> Vec<LogLine> {
    let mut s = table(g);
    let action = g.parse_action(&s, "deploy A3").unwrap();
    let mut log = Vec::new();
    g.apply(&mut s, &action, &mut log).unwrap();
    log
}

/// The lines `viewer` reads, in English (a card a reader may not see is a message of the game's
/// catalogue: "South's face-down card in Land").
fn seen_by(log: &[LogLine], viewer: Viewer) -> Vec<String> {
    log.iter()
        .filter(|l| l.visible_to(viewer))
        .map(|l| english_of(&l.text).into_owned())
        .collect()
}

/// The error of deploying Maneuver with `body` as its hook.
fn refusal(body: &str) -> String {
    let g = maneuver_does(body);
    let mut s = table(&g);
    let before = s.clone();
    let err = try_play(&g, &mut s, "deploy A3").unwrap_err();
    assert_eq!(s, before, "a refused script leaves the match as it was");
    err
}

#[test]
fn a_log_line_names_each_card_as_each_reader_may_see_it() {
    let g = maneuver_does(
        "  local h = { ctx:hand(1) }\n\
         ctx:log('{1} meets {2}, {3} and {4}', card, h[1], ctx:uncovered('land', 1), 'S1')",
    );
    let log = deploy_maneuver(&g);
    let public = "A3 meets a card in South's hand, South's face-down card in Land and a card from \
                  the deck";
    for viewer in [Viewer::Seat(0), Viewer::Spectator] {
        let seen = seen_by(&log, viewer);
        assert!(seen.contains(&public.to_string()), "{viewer:?}: {seen:?}");
        assert!(
            !seen
                .iter()
                .any(|l| l.contains("L4") || l.contains("S6") || l.contains("S1")),
            "{viewer:?}: {seen:?}"
        );
    }
    let south = seen_by(&log, Viewer::Seat(1));
    assert!(
        south.contains(&"A3 meets L4, S6 and a card from the deck".to_string()),
        "{south:?}"
    );
    let referee = seen_by(&log, Viewer::Referee);
    assert!(
        referee.contains(&"A3 meets L4, S6 and S1".to_string()),
        "{referee:?}"
    );
}

#[test]
fn a_line_keeps_what_its_reader_could_see_when_it_was_logged() {
    // Logged face-down, then flipped face-up: the line still does not name it to North. Logged
    // face-up (A3), then flipped face-down: the line named it, as everyone saw it then.
    let g = maneuver_does(
        "  local down = ctx:uncovered('land', 1)\n\
         ctx:log('{1} is watched', down)\n\
         ctx:flip(down)\n\
         ctx:log('{1} is watched', card)\n\
         ctx:flip(card)",
    );
    let log = deploy_maneuver(&g);
    let north = seen_by(&log, Viewer::Seat(0));
    assert!(
        north.contains(&"South's face-down card in Land is watched".to_string()),
        "{north:?}"
    );
    assert!(north.contains(&"A3 is watched".to_string()), "{north:?}");
    assert!(!north.contains(&"S6 is watched".to_string()), "{north:?}");
}

#[test]
fn a_plain_line_naming_no_card_stays_public() {
    let g = maneuver_does("  ctx:log('the fleet sails at dawn')");
    let log = deploy_maneuver(&g);
    assert!(
        log.contains(&LogLine::public("the fleet sails at dawn")),
        "{log:?}"
    );
}

#[test]
fn a_template_whose_words_name_a_card_is_refused_at_its_line() {
    for (body, why) in [
        (
            "  ctx:log('South holds ' .. table.concat({ ctx:hand(1) }, ','))",
            "names a card",
        ),
        ("  ctx:log('south holds l4')", "names a card"),
        ("  ctx:log('South holds Heavy Bombers')", "names a card"),
        ("  ctx:log('South holds AIRDROP')", "names a card"),
        ("  ctx:log('South holds L 4')", "names a card"),
        ("  ctx:log('South holds Air 4')", "holds a digit"),
        ("  ctx:log('{1} holds 4', card)", "holds a digit"),
        ("  ctx:log(4)", "a string"),
        ("  ctx:log('{2}', card)", "only 1 card given"),
        ("  ctx:log('{1}', 4)", "must be a card id or place"),
    ] {
        let err = refusal(body);
        assert!(
            err.contains("scripts/air-land-sea/probe.lua:3:"),
            "{body}: {err}"
        );
        assert!(err.contains("`ctx:log`"), "{body}: {err}");
        assert!(err.contains(why), "{body}: `{why}` not in {err}");
    }
}

#[test]
fn a_choice_naming_a_card_its_chooser_may_not_see_is_refused() {
    for (body, line, why) in [
        (
            "  ctx:choose(owner, 'pick', { 'flip ' .. (ctx:hand(1)) }, 'ctx:flip')",
            3,
            "option 1 names a card North may not see",
        ),
        (
            "  ctx:choose(owner, 'South holds ' .. (ctx:hand(1)), { 'flip A3' }, 'ctx:flip')",
            3,
            "prompt names a card North may not see",
        ),
        (
            "  ctx:choose(owner, 'pick', { 'flip A3', 'flip ' .. ctx:uncovered('land', 1) }, \
             'ctx:flip')",
            3,
            "option 2 names a card North may not see",
        ),
        (
            "  ctx:choose(owner, 'pick', { 'flip A3', 'look Ｌ４' }, 'ctx:flip')",
            3,
            "option 2 names a card North may not see",
        ),
        (
            "  return { seat = owner, prompt = 'pick', continue_with = 'maneuver_chosen',\n\
             options = { { id = 'look', label = 'South holds ' .. (ctx:hand(1)) } } }",
            2,
            "returned a choice whose option 1 names a card North may not see",
        ),
    ] {
        let err = refusal(body);
        assert!(
            err.contains(&format!("scripts/air-land-sea/probe.lua:{line}:")),
            "{body}: {err}"
        );
        assert!(err.contains(why), "{body}: `{why}` not in {err}");
    }
}

#[test]
fn a_choice_may_name_what_its_chooser_sees() {
    // A1 is North's own; A3 is face-up; South's face-down card is named by its place; the verb
    // `reinforce` is a card's name but an option's first word is its verb.
    let g = maneuver_does(
        "  ctx:choose(owner, 'Maneuver with A1 in hand', { 'flip A3', 'flip land.1.1', \
         'reinforce air' }, 'maneuver_chosen')",
    );
    let mut s = table(&g);
    try_play(&g, &mut s, "deploy A3").unwrap();
    assert_eq!(s.choice.as_ref().map(|c| c.options.len()), Some(3));
}

#[test]
fn an_effect_name_a_badge_would_show_names_no_card() {
    for body in [
        "  ctx:add_effect(owner, 'south_holds_L4', {})",
        "  ctx:add_effect(owner, 'air_drop_L4', {})",
        "  ctx:add_effect(owner, 'spy heavy bombers', {})",
    ] {
        let err = refusal(body);
        assert!(
            err.contains("scripts/air-land-sea/probe.lua:3:"),
            "{body}: {err}"
        );
        assert!(err.contains("`ctx:add_effect`"), "{body}: {err}");
    }
    let g = maneuver_does("  ctx:add_effect(owner, 'air_drop_permission', {})");
    let mut s = table(&g);
    try_play(&g, &mut s, "deploy A3").unwrap();
    assert_eq!(s.effects.len(), 1);
}

/// The bundled Original Containment names itself through a card argument: everyone reads which
/// card discarded the improvised one, nobody reads which card that was but its owner.
#[test]
fn original_containment_logs_through_a_card_argument() {
    let g = original();
    let mut s = scenario(&g, "case04_containment");
    let action = g.parse_action(&s, "improvise S1 sea").unwrap();
    let mut log = Vec::new();
    g.apply(&mut s, &action, &mut log).unwrap();
    for viewer in [Viewer::Seat(0), Viewer::Seat(1), Viewer::Spectator] {
        let seen = seen_by(&log, viewer);
        assert!(
            seen.contains(&"A5 discards the face-down card".to_string()),
            "{viewer:?}: {seen:?}"
        );
    }
    for viewer in [Viewer::Seat(1), Viewer::Spectator] {
        let seen = seen_by(&log, viewer);
        assert!(
            !seen.iter().any(|l| l.contains("S1")),
            "{viewer:?}: {seen:?}"
        );
    }
    // The line is the script's `text(...)`, the card its argument `card1`.
    let m = log
        .iter()
        .find_map(|l| parse(&l.text).filter(|m| m.id == "script-original-containment-discards"))
        .unwrap_or_else(|| panic!("{log:?}"));
    assert_eq!(m.args, [("card1", "A5")]);
}

#[test]
fn a_log_line_may_be_a_text_with_the_cards_as_its_arguments() {
    let g = maneuver_does(
        "  ctx:log(text('watch', '{1} watches {2} ({n})', { n = 'fog' }), card, ctx:uncovered('land', 1))",
    );
    let log = deploy_maneuver(&g);
    // A reader's own line comes after the public one when it reads more.
    let line = |viewer| {
        log.iter()
            .rev()
            .filter(|l| l.visible_to(viewer))
            .find_map(|l| parse(&l.text).filter(|m| m.id == "script-watch"))
            .unwrap_or_else(|| panic!("{viewer:?}: {log:?}"))
    };
    let north = line(Viewer::Seat(0));
    assert_eq!(
        north.english,
        "A3 watches South's face-down card in Land (fog)"
    );
    assert_eq!(north.args[0], ("n", "fog"));
    assert_eq!(north.args[1], ("card1", "A3"));
    assert_eq!(north.args[2].0, "card2");
    assert_eq!(
        parse(north.args[2].1).map(|m| m.id),
        Some("card-face-down-in"),
        "a card North may not see is named by where it is"
    );
    let south = line(Viewer::Seat(1));
    assert_eq!(south.english, "A3 watches S6 (fog)");
    assert_eq!(south.args[2], ("card2", "S6"));
    // A text's words are held to the template's rule: no card named, no digit.
    let err = refusal("  ctx:log(text('spy', '{1} sees {x}', { x = 'S6' }), card)");
    assert!(err.contains("the template names a card"), "{err}");
}

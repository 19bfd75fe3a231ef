//! One test per rule id of `rules/air-land-sea.md` (ALS-1 … ALS-7), in both editions, plus the
//! house-rule variants and hostile scripts.
#![allow(clippy::unwrap_used, clippy::expect_used)]
mod common;

use air_land_sea::AirLandSea;
use common::*;
use game_sdk::HiddenInformation as _;
use game_sdk::{Game, RulesetSource, Status};

#[test]
fn als_1_components() {
    for (ed, g) in editions() {
        assert_eq!(g.defs.cards.len(), 18, "{ed}");
        for (letter, th) in [("A", "air"), ("L", "land"), ("S", "sea")] {
            for n in 1..=6 {
                let c = &g.defs.cards[card(&g, &format!("{letter}{n}")) as usize];
                assert_eq!((g.defs.tid(c.theater), c.strength), (th, n), "{ed}");
            }
        }
        let mut firsts = [0; 2];
        let mut orders = std::collections::HashSet::new();
        for seed in 0..40 {
            let s = g.start(seed);
            let mut o = s.order.clone();
            o.sort();
            assert_eq!(o, [0, 1, 2], "{ed}: three theaters in a row");
            orders.insert(s.order.clone());
            firsts[s.first as usize] += 1;
        }
        assert!(orders.len() >= 4, "{ed}: random order at setup");
        assert!(firsts[0] > 5 && firsts[1] > 5, "{ed}: random commanders");
    }
}

#[test]
fn als_2_a_battle_deploy_improvise_cover_and_skip() {
    for (ed, g) in editions() {
        let s = g.start(3);
        assert_eq!(
            (s.hands[0].len(), s.hands[1].len(), s.deck.len()),
            (6, 6, 6)
        );
        assert_eq!(s.to_move, s.first, "{ed}: the 1st Player starts");
        let mut s = scenario_text(
            &g,
            "[north]\nhand = [\"A6\", \"L5\"]\n[south]\nhand = [\"S6\", \"L6\", \"S1\"]\n",
        );
        let mut l = legal(&g, &s);
        l.sort();
        assert_eq!(
            l,
            [
                "deploy A6",
                "deploy L5",
                "improvise A6 air",
                "improvise A6 land",
                "improvise A6 sea",
                "improvise L5 air",
                "improvise L5 land",
                "improvise L5 sea",
                "withdraw"
            ],
            "{ed}"
        );
        assert!(try_play(&g, &mut s, "deploy A6 land").is_err(), "{ed}");
        play(&g, &mut s, &["improvise L5 sea", "deploy S6"]);
        assert_eq!(total(&g, &s, "sea", 0), 2, "{ed}: face-down strength 2");
        // Covering stays on the owner's side.
        play(&g, &mut s, &["improvise A6 sea"]);
        assert_eq!(stack(&g, &s, "sea", 0), ["L5 down", "A6 down"], "{ed}");
        assert_eq!(stack(&g, &s, "sea", 1), ["S6"], "{ed}");
        // North's hand is empty: South plays on.
        play(&g, &mut s, &["improvise L6 air"]);
        assert_eq!(s.to_move, 1, "{ed}: North skips");
        play(&g, &mut s, &["improvise S1 air"]);
        assert_eq!(s.battle, 2, "{ed}: both hands empty: the battle ended");
    }
}

#[test]
fn als_3_instants_resolve_in_order_and_finish() {
    for (ed, g) in editions() {
        if ed != "standard" {
            continue; // the ordering below relies on Revised Disrupt's order
        }
        let mut s = scenario_text(
            &g,
            "[north]\nhand = [\"L5\", \"A6\"]\nair = [\"A3 down\"]\n[south]\nhand = [\"S6\"]\nsea = [\"S3 down\"]\n",
        );
        play(&g, &mut s, &["deploy L5", "flip A3", "flip S3"]);
        // Both Maneuvers were triggered during Disrupt; North's first.
        assert_eq!(s.to_move, 0, "{ed}");
        assert_eq!(legal(&g, &s), ["flip L5"]);
        play(&g, &mut s, &["flip L5"]);
        assert_eq!(s.to_move, 1, "{ed}: then South's Maneuver");
        assert_eq!(
            legal(&g, &s),
            ["flip land.0.1"],
            "{ed}: a hidden card, by place"
        );
        play(&g, &mut s, &["flip land.0.1"]);
        assert_eq!(stack(&g, &s, "land", 0), ["L5"]);
        // Disrupt was flipped face-up: it triggers again, for North.
        let c = s.choice.as_ref().unwrap();
        assert!(
            game_sdk::wire::text::english_of(&c.prompt).starts_with("Disrupt"),
            "{ed}"
        );
        assert_eq!((c.seat, s.active), (0, 0), "{ed}: still North's turn");
    }
    // An instant that has started finishes even when its card is flipped face-down.
    for (ed, g) in editions() {
        let mut s = scenario_text(
            &g,
            "[north]\nhand = [\"L5\", \"A6\"]\n[south]\nhand = [\"S6\"]\nsea = [\"S1\"]\n",
        );
        play(&g, &mut s, &["deploy L5"]);
        if ed == "original" {
            play(&g, &mut s, &["flip S1"]);
        }
        play(&g, &mut s, &["flip L5"]);
        if ed == "standard" {
            assert_eq!(legal(&g, &s), ["flip S1"], "{ed}: Disrupt goes on");
            play(&g, &mut s, &["flip S1"]);
        }
        assert_eq!(stack(&g, &s, "sea", 1), ["S1 down"], "{ed}");
        assert_eq!(stack(&g, &s, "land", 0), ["L5 down"], "{ed}");
    }
}

#[test]
fn als_4_control_and_battle_end() {
    for (ed, g) in editions() {
        // South leads Air and Sea; North plays its last card, then South: both hands empty.
        let mut s = scenario_text(
            &g,
            "[north]\nhand = [\"L6\"]\n[south]\nhand = [\"A1\"]\nsea = [\"S6\"]\n",
        );
        play(&g, &mut s, &["deploy L6", "improvise A1 air"]);
        assert_eq!(s.vp, [0, 6], "{ed}: South controls Air and Sea");
        assert_eq!(s.battle, 2, "{ed}");
    }
}

#[test]
fn als_5_withdrawal_tables() {
    let firsts = [0, 4, 3, 3, 2, 2, 2];
    let seconds = [0, 6, 4, 3, 3, 2, 2];
    let all = ["A1", "A2", "A3", "A4", "A5", "A6"];
    for (ed, g) in editions() {
        for n in 1..=6 {
            for (who, table) in [("north", firsts), ("south", seconds)] {
                let cards = format!("{:?}", &all[..n]);
                let text = format!(
                    "to_move = \"{who}\"\n[north]\nhand = {}\n[south]\nhand = {}\n",
                    if who == "north" {
                        cards.as_str()
                    } else {
                        "[\"S1\"]"
                    },
                    if who == "south" {
                        cards.as_str()
                    } else {
                        "[\"S1\"]"
                    },
                );
                let mut s = scenario_text(&g, &text);
                play(&g, &mut s, &["withdraw"]);
                let gained = if who == "north" { s.vp[1] } else { s.vp[0] };
                assert_eq!(gained, table[n], "{ed}: {who} withdraws holding {n}");
            }
        }
    }
}

#[test]
fn als_6_next_battle_and_game_end() {
    for (ed, g) in editions() {
        let mut s = scenario_text(
            &g,
            "vp = [6, 4]\nto_move = \"south\"\norder = [\"land\", \"sea\", \"air\"]\n[north]\nhand = [\"A1\"]\n[south]\nhand = [\"S1\"]\n",
        );
        let before = s.clone();
        play(&g, &mut s, &["withdraw"]);
        assert_eq!(s.vp, [12, 4], "{ed}");
        match g.status(&s) {
            Status::Over(o) => assert_eq!(o.winner, Some(0), "{ed}"),
            other => panic!("{ed}: not over: {other:?}"),
        }
        assert!(legal(&g, &s).is_empty(), "{ed}");
        // Below the target: a new battle, rotated, commanders swapped, all 18 cards dealt again.
        let mut t = before;
        t.vp = [0, 0];
        play(&g, &mut t, &["withdraw"]);
        let order: Vec<&str> = t.order.iter().map(|&x| g.defs.tid(x)).collect();
        assert_eq!(order, ["air", "land", "sea"], "{ed}");
        assert_eq!((t.first, t.to_move, t.battle), (1, 1, 2), "{ed}");
        let mut all: Vec<u8> = t.hands.concat();
        all.extend(&t.deck);
        all.sort();
        assert_eq!(all, (0..18).collect::<Vec<u8>>(), "{ed}");
    }
}

#[test]
fn als_7_notation_and_click_paths() {
    for (ed, g) in editions() {
        let mut s = scenario_text(
            &g,
            "[north]\nair = [\"A4\"]\nhand = [\"A2\", \"S1\", \"L5\"]\nland = [\"L6 down\"]\n[south]\nhand = [\"S6\"]\n",
        );
        for text in ["deploy A2", "deploy S1 air", "improvise L5 air", "withdraw"] {
            let a = g.parse_action(&s, text).unwrap();
            assert_eq!(g.format_action(&s, &a), text, "{ed}");
        }
        let a = g.parse_action(&s, "deploy S1 air").unwrap();
        assert_eq!(g.action_path(&s, &a), ["card:S1", "zone:air:0"], "{ed}");
        let a = g.parse_action(&s, "improvise L5 air").unwrap();
        assert_eq!(
            g.action_path(&s, &a),
            ["card:L5", "zone:air:0", "control:face-down"],
            "{ed}"
        );
        play(&g, &mut s, &["deploy S1"]);
        let a = g.parse_action(&s, "transport L6 sea").unwrap();
        assert_eq!(g.action_path(&s, &a), ["card:L6", "zone:sea:0"], "{ed}");
        let skip = g.parse_action(&s, "skip").unwrap();
        assert_eq!(g.action_path(&s, &skip), ["control:skip"], "{ed}");
        assert!(g.parse_action(&s, "fly A2").is_err(), "{ed}");
    }
}

#[test]
fn short_variant_ends_at_six() {
    let g = ruleset("short");
    let mut s = scenario_text(
        &g,
        "to_move = \"south\"\n[north]\nhand = [\"A1\"]\n[south]\nhand = [\"S1\"]\n",
    );
    play(&g, &mut s, &["withdraw"]);
    assert!(g.status(&s).is_over());
}

#[test]
fn sabotage_variant_card_is_toml_and_lua_only() {
    let g = ruleset("air-land-sea-sabotage:sabotage");
    let mut s = scenario_text(
        &g,
        "[north]\nhand = [\"A6\", \"L6\"]\nland = [\"L1 down\"]\n[south]\nhand = [\"S6\"]\nland = [\"S1 down\"]\n",
    );
    play(&g, &mut s, &["deploy A6"]);
    let mut o = legal(&g, &s);
    o.sort();
    assert_eq!(o, ["sabotage L1", "sabotage land.1.1"]);
    play(&g, &mut s, &["sabotage land.1.1"]);
    assert!(stack(&g, &s, "land", 1).is_empty());
    assert_eq!(total(&g, &s, "air", 0), 5);
}

fn broken(lua: &str) -> AirLandSea {
    let source = ruleset_source("air-land-sea", "standard")
        .with_file(
            "rulesets/air-land-sea/broken.toml",
            "game = \"air-land-sea\"\nextends = \"standard\"\nscripts = [\"scripts/air-land-sea/broken.lua\"]\n",
        )
        .with_file("scripts/air-land-sea/broken.lua", lua);
    let source = RulesetSource {
        root: "rulesets/air-land-sea/broken.toml".into(),
        ..source
    };
    AirLandSea::compile(&source).unwrap()
}

#[test]
fn a_failing_script_refuses_the_action_and_changes_nothing() {
    let g = broken(
        "local M = {}\nfunction M.maneuver_on_reveal(ctx, card)\n  ctx:flip(card)\n  error(\"boom\")\nend\n\
         function M.support_strength(ctx, card)\n  ctx:add_strength(7, \"air\", 3)\nend\n\
         function M.ambush_on_reveal(ctx, card)\n  while true do end\nend\nreturn M\n",
    );
    let mut s = scenario_text(
        &g,
        "[north]\nhand = [\"A3\", \"A1\", \"L2\"]\nland = [\"L6\"]\n[south]\nhand = [\"S6\"]\n",
    );
    let err = try_play(&g, &mut s, "deploy A3").unwrap_err();
    assert!(
        err.starts_with("while running scripts/air-land-sea/broken.lua hook ")
            && err.ends_with(": scripts/air-land-sea/broken.lua:4: boom"),
        "{err}"
    );
    // A failing `_strength` hook is met where strengths are computed: the view (which says
    // so) and the scoring of the battle (which refuses the action that ends it).
    let mut with_support = s.clone();
    play(&g, &mut with_support, &["deploy A1"]);
    let err = g.current(&with_support).unwrap_err().to_string();
    assert!(
        err.starts_with("while running scripts/air-land-sea/broken.lua hook support_strength: scripts/air-land-sea/broken.lua:7:"),
        "{err}"
    );
    assert!(err.contains("seat 7 does not exist"), "{err}");
    let scene = g.scene(&with_support, game_sdk::Viewer::Seat(0));
    assert!(
        scene.labels.iter().any(|l| l.contains("broken.lua:7:")),
        "{:?}",
        scene.labels
    );
    play(&g, &mut with_support, &["deploy S6", "improvise A3 sea"]);
    let before = with_support.clone();
    let err = try_play(&g, &mut with_support, "improvise L2 land").unwrap_err();
    assert!(err.contains("broken.lua:7:"), "{err}");
    assert_eq!(with_support, before, "the refused action changed nothing");
    let err = try_play(&g, &mut s, "deploy L2").unwrap_err();
    assert!(
        err.starts_with(
            "while running scripts/air-land-sea/broken.lua hook ambush_on_reveal: \
             scripts/air-land-sea/broken.lua:10:"
        ),
        "{err}"
    );
    // The match goes on with what still works.
    play(&g, &mut s, &["improvise A3 sea"]);
}

#[test]
fn a_card_whose_ability_has_no_function_is_a_compile_error() {
    let source = ruleset_source("air-land-sea", "standard").with_file(
        "rulesets/air-land-sea/typo.toml",
        "game = \"air-land-sea\"\nextends = \"standard\"\n[cards.A6]\nability = \"bomb\"\n",
    );
    let source = RulesetSource {
        root: "rulesets/air-land-sea/typo.toml".into(),
        ..source
    };
    let e = AirLandSea::compile(&source).unwrap_err().to_string();
    assert!(e.contains("typo.toml:4"), "{e}");
    assert!(e.contains("bomb_on_reveal"), "{e}");
}

#[test]
fn hidden_cards_show_only_as_backs_named_by_place() {
    let g = standard();
    let s = scenario_text(
        &g,
        "[north]\nhand = [\"A1\", \"A2\"]\nland = [\"L6 down\"]\n[south]\nhand = [\"S1\"]\nsea = [\"S6 down\", \"S2\"]\n",
    );
    let north = scene_of(&g, &s, 0);
    let south = scene_of(&g, &s, 1);
    assert!(north.contains("card:L6") && !south.contains("card:L6"));
    assert!(south.contains("card:land.0.1"));
    assert!(south.contains("card:S6") && north.contains("card:sea.1.1"));
    assert!(
        north.contains("card:S2") && south.contains("card:S2"),
        "face-up is public"
    );
    assert!(north.contains("card:hand.1.1") && !north.contains("card:S1"));
    let deck = north.zones.iter().find(|z| z.id == "zone:deck").unwrap();
    assert!(deck.cards.is_empty());
    assert_eq!(deck.count, 12);
    // The referee (watching bots, replays) sees every card; a spectator only the public ones.
    let referee = g.scene(&s, game_sdk::Viewer::Referee);
    assert!(referee.contains("card:L6") && referee.contains("card:S6"));
    assert!(referee.contains("card:A1") && referee.contains("card:S1"));
    let spectator = g.scene(&s, game_sdk::Viewer::Spectator);
    assert!(!spectator.contains("card:L6") && !spectator.contains("card:S1"));
    assert!(spectator.contains("card:land.0.1") && spectator.contains("card:S2"));
}

#[test]
fn strength_and_permission_hooks_may_not_change_the_match() {
    let g = broken(
        "local M = {}\nfunction M.escalation_strength(ctx, card)\n  ctx:flip(card)\nend\n\
         function M.aerodrome_may_play(ctx, card, played, theater)\n  ctx:destroy(played)\n  return true\nend\nreturn M\n",
    );
    let mut s = scenario_text(
        &g,
        "[north]\nhand = [\"S2\", \"A4\", \"S3\"]\n[south]\nhand = [\"S6\", \"L6\"]\n",
    );
    let mut escalated = s.clone();
    play(&g, &mut escalated, &["deploy S2"]);
    let err = g.current(&escalated).unwrap_err().to_string();
    assert!(err.contains("scripts/air-land-sea/broken.lua:3:"), "{err}");
    assert!(err.contains("`flip` changes the match"), "{err}");
    play(&g, &mut s, &["deploy A4", "deploy S6"]);
    assert!(
        !is_legal(&g, &s, "deploy S3 air"),
        "a failing permission allows nothing"
    );
    let err = try_play(&g, &mut s, "deploy S3 air").unwrap_err();
    assert!(err.contains("broken.lua:6:"), "{err}");
}

#[test]
fn resampling_keeps_deck_cards_a_seat_has_seen() {
    let g = original();
    let mut s = scenario_text(
        &g,
        "deck = [\"A6\", \"S6\", \"A1\", \"A2\"]\n[north]\nhand = [\"L1\", \"L6\"]\n[south]\nhand = [\"S1\", \"S2\"]\nair = [\"A5\"]\n",
    );
    play(&g, &mut s, &["deploy L1", "skip", "improvise S1 land"]);
    assert_eq!(deck(&g, &s)[0], "A6", "Reinforce (original) left it on top");
    assert_eq!(
        deck(&g, &s).last().unwrap(),
        "S1",
        "Containment put it at the bottom"
    );
    for i in 0..20 {
        let mut rng = game_sdk::GameRng::from_seed(i);
        let n = g.sample_hidden(&s, 0, &mut rng);
        assert_eq!(deck(&g, &n)[0], "A6", "North looked at the top card");
        let so = g.sample_hidden(&s, 1, &mut rng);
        assert_eq!(deck(&g, &so).last().unwrap(), "S1", "South improvised it");
    }
    let moved = (0..20).any(|i| {
        let n = g.sample_hidden(&s, 1, &mut game_sdk::GameRng::from_seed(i));
        deck(&g, &n)[0] != "A6"
    });
    assert!(moved, "South never saw the top card");
}

#[test]
fn ruleset_keys_are_documented_and_checked() {
    let md = game_sdk::ruleset::keys_markdown::<air_land_sea::config::Config>();
    for key in [
        "face_down_strength",
        "battle_win_vp",
        "victory_points",
        "hand_size",
        "commanders.first",
        "theaters",
    ] {
        assert!(md.contains(key), "{key} missing from\n{md}");
    }
    let source = ruleset_source("air-land-sea", "standard")
        .with_file(
            "rulesets/air-land-sea/bad.toml",
            "game = \"air-land-sea\"\nextends = \"standard\"\nface_down_strenght = 3\n[cards.A1]\ntheater = \"space\"\n",
        );
    let source = RulesetSource {
        root: "rulesets/air-land-sea/bad.toml".into(),
        ..source
    };
    let e = AirLandSea::compile(&source).unwrap_err().to_string();
    assert!(e.contains("bad.toml:3"), "{e}");
    assert!(e.contains("face_down_strenght"), "{e}");
    let source = ruleset_source("air-land-sea", "standard").with_file(
        "rulesets/air-land-sea/space.toml",
        "game = \"air-land-sea\"\nextends = \"standard\"\n[cards.A1]\ntheater = \"space\"\n",
    );
    let source = RulesetSource {
        root: "rulesets/air-land-sea/space.toml".into(),
        ..source
    };
    let e = AirLandSea::compile(&source).unwrap_err().to_string();
    assert!(e.contains("space.toml:4"), "{e}");
    assert!(e.contains("not a theater"), "{e}");
}

/// Strengths and totals are computed when read unless a script names `total` or `effective`;
/// then the core keeps them current after every action, and scripts read them through `ctx`.
#[test]
fn scripts_that_read_totals_get_them_current_and_others_a_clear_error() {
    let reads = broken(
        "local M = {}\nfunction M.maneuver_on_reveal(ctx, card)\n  print(\"air total \" .. ctx:total(\"air\", 0))\nend\nreturn M\n",
    );
    assert!(reads.defs.eager_strength);
    assert!(
        !standard().defs.eager_strength,
        "the bundled cards read no totals"
    );
    let mut s = scenario_text(
        &reads,
        "[north]\nhand = [\"A3\"]\nair = [\"A6\"]\n[south]\nhand = [\"S6\"]\n",
    );
    let action = reads.parse_action(&s, "deploy A3").unwrap();
    let mut log = Vec::new();
    reads.apply(&mut s, &action, &mut log).unwrap();
    assert!(log.iter().any(|l| l.text == "air total 6"), "{log:?}");
    assert_eq!(s.totals[0][reads.defs.theater("air").unwrap() as usize], 9);

    let hides = broken(
        "local M = {}\nfunction M.maneuver_on_reveal(ctx, card)\n  local m = \"tot\" .. \"al\"\n  ctx[m](ctx, \"air\", 0)\nend\nreturn M\n",
    );
    assert!(!hides.defs.eager_strength);
    let mut s = scenario_text(
        &hides,
        "[north]\nhand = [\"A3\"]\nair = [\"A6\"]\n[south]\nhand = [\"S6\"]\n",
    );
    let err = try_play(&hides, &mut s, "deploy A3").unwrap_err();
    assert!(err.contains("broken.lua:4:"), "{err}");
    assert!(err.contains("`ctx:total` must be written out"), "{err}");
}

/// A `_may_play` answer can cover every card of the playing seat: "everything" allows them all
/// everywhere, "nothing" allows none (the core then does not ask about the rest of the hand).
#[test]
fn may_play_answers_can_cover_the_whole_hand() {
    let g = broken(
        "local M = {}\nfunction M.aerodrome_may_play(ctx, card, played, theater, seat)\n  if seat == ctx:owner(card) then return \"everything\" end\n  return \"nothing\"\nend\nreturn M\n",
    );
    let s = scenario_text(
        &g,
        "[north]\nhand = [\"L6\", \"S5\"]\nair = [\"A4\"]\n[south]\nhand = [\"L4\", \"S6\"]\n",
    );
    let north = legal(&g, &s);
    for play in [
        "deploy L6 air",
        "deploy L6 sea",
        "deploy S5 air",
        "deploy S5 land",
    ] {
        assert!(
            north.iter().any(|a| a == play),
            "{play} missing from {north:?}"
        );
    }
    let mut s = s;
    play(&g, &mut s, &["deploy L6 sea"]);
    let south = legal(&g, &s);
    assert!(south.iter().any(|a| a == "deploy L4"), "{south:?}");
    assert!(
        !south
            .iter()
            .any(|a| a == "deploy L4 air" || a == "deploy S6 land"),
        "South's cards stay home: {south:?}"
    );
}

/// Applies one action and returns the log lines it wrote.
fn logged(g: &AirLandSea, s: &mut air_land_sea::State, text: &str) -> Vec<String> {
    let action = g.parse_action(s, text).unwrap();
    let mut log = Vec::new();
    g.apply(s, &action, &mut log).unwrap();
    log.into_iter().map(|l| l.text).collect()
}

/// Hooks are told their card's owner and theater (and effects their owner), so scripts need
/// not ask; `ctx:names_for` names several cards as a seat knows them, in one call.
#[test]
fn hooks_get_their_owner_and_theater_and_names_for_names_as_a_seat_knows() {
    let g = broken(
        "local M = {}\n\
         function M.maneuver_on_reveal(ctx, card, owner, theater)\n\
           print(('reveal %s %s %s | %s'):format(card, owner, theater,\n\
             table.concat({ ctx:names_for(owner, ctx:uncovered_in()) }, ' ')))\n\
         end\n\
         function M.blockade_on_play(ctx, card, played, theater, face_up, seat, owner, here)\n\
           print(('blockade %s %s %s %s'):format(card, owner, here, seat))\n\
         end\n\
         function M.air_drop_on_reveal(ctx, card, owner)\n\
           ctx:add_effect(owner, 'air_drop_permission', {})\n\
         end\n\
         function M.air_drop_permission_on_play(ctx, id, played, theater, face_up, seat, owner)\n\
           print(('effect %s %s'):format(owner, ctx:effect_owner(id)))\n\
         end\n\
         return M\n",
    );
    let mut s = scenario_text(
        &g,
        "[north]\nhand = [\"A3\", \"A2\"]\nland = [\"L6 down\"]\n[south]\nhand = [\"S6\", \"S4\"]\nsea = [\"S5\", \"S1 down\"]\n",
    );
    let order: Vec<String> = s.order.iter().map(|&t| g.defs.tid(t).to_string()).collect();
    let log = logged(&g, &mut s, "deploy A3");
    // North (seat 0) sees its own face-down L6 by id and South's face-down S1 by its place.
    let mut names = vec![];
    for th in &order {
        match th.as_str() {
            "air" => names.push("A3"),
            "land" => names.push("L6"),
            _ => names.push("sea.1.2"),
        }
    }
    let want = format!("reveal A3 0 air | {}", names.join(" "));
    assert!(log.contains(&want), "{log:?}");
    // Blockade (South's, in sea) hears of every play, by either seat.
    let log = logged(&g, &mut s, "improvise S6 land");
    assert!(log.contains(&"blockade S5 1 sea 1".to_string()), "{log:?}");
    let log = logged(&g, &mut s, "deploy A2");
    assert!(log.contains(&"blockade S5 1 sea 0".to_string()), "{log:?}");
    let log = logged(&g, &mut s, "improvise S4 air");
    assert!(log.contains(&"blockade S5 1 sea 1".to_string()), "{log:?}");
    // The lasting effect's hook is told its owner, the same as `ctx:effect_owner` says.
    assert!(log.contains(&"effect 0 0".to_string()), "{log:?}");
}

/// A permission is its owner's ("you may play…"): the core asks a `_may_play` hook only about
/// plays by the card's (or effect's) owner, so a hook that allows everything still lets only
/// its owner play elsewhere.
#[test]
fn may_play_is_asked_only_about_its_owner_s_plays() {
    let g = broken(
        "local M = {}\nfunction M.aerodrome_may_play(ctx, card, played, theater, seat, owner)\n  assert(seat == owner)\n  return true\nend\nreturn M\n",
    );
    let mut s = scenario_text(
        &g,
        "[north]\nhand = [\"L6\", \"S5\"]\nair = [\"A4\"]\n[south]\nhand = [\"L4\", \"S6\"]\n",
    );
    assert!(is_legal(&g, &s, "deploy L6 air"));
    play(&g, &mut s, &["deploy L6 sea"]);
    assert!(!is_legal(&g, &s, "deploy L4 air"));
    let err = try_play(&g, &mut s, "deploy L4 air").unwrap_err();
    assert!(err.contains("may only be deployed to"), "{err}");
}

/// A choice may continue with a rules primitive instead of a script function: the core applies
/// it to the card the chosen option names last. An unknown primitive is the asking hook's error.
#[test]
fn a_choice_can_continue_with_a_primitive() {
    let g = broken(
        "local M = {}\n\
         function M.maneuver_on_reveal(ctx, card, owner, theater)\n\
           ctx:choose(owner, 'Destroy one', { 'destroy L6', 'destroy S1' }, 'ctx:destroy', nil, true)\n\
         end\n\
         function M.ambush_on_reveal(ctx, card, owner)\n\
           ctx:choose(owner, 'Take one back', { 'take L6' }, 'ctx:return_to_hand')\n\
         end\n\
         function M.transport_on_reveal(ctx, card, owner)\n\
           ctx:choose(owner, 'Boom', { 'x L6' }, 'ctx:explode')\n\
         end\n\
         return M\n",
    );
    let start = "[north]\nhand = [\"A3\", \"L2\", \"S1\"]\nland = [\"L6\"]\n[south]\nhand = [\"S6\", \"S4\"]\nsea = [\"S5\"]\n";
    let mut s = scenario_text(&g, start);
    play(&g, &mut s, &["deploy A3"]);
    let mut options = legal(&g, &s);
    options.sort();
    assert_eq!(options, ["destroy L6", "destroy S1", "skip"]);
    play(&g, &mut s, &["destroy L6"]);
    assert!(stack(&g, &s, "land", 0).is_empty());
    assert!(deck(&g, &s).contains(&"L6".to_string()));

    let mut s = scenario_text(&g, start);
    play(&g, &mut s, &["deploy L2", "take L6"]);
    assert!(hand(&g, &s, 0).contains(&"L6".to_string()));

    let mut s = scenario_text(&g, start);
    let err = try_play(&g, &mut s, "deploy S1 sea").unwrap_err();
    assert!(err.contains("`ctx:explode` is not a primitive"), "{err}");
    assert!(
        err.starts_with("scripts/air-land-sea/broken.lua:8:"),
        "{err}"
    );
}

/// `ctx:choose` asks for the running hook's choice: only `_on_reveal` hooks and continuations may,
/// once, and not while also returning a choice table.
#[test]
fn ctx_choose_is_for_instants_and_continuations_once() {
    let g = broken(
        "local M = {}\n\
         function M.containment_on_play(ctx, card, played)\n\
           ctx:choose(0, 'No', { 'a' }, 'ctx:flip')\n\
         end\n\
         function M.maneuver_on_reveal(ctx, card, owner)\n\
           ctx:choose(owner, 'One', { 'flip L6' }, 'ctx:flip')\n\
           ctx:choose(owner, 'Two', { 'flip L6' }, 'ctx:flip')\n\
         end\n\
         function M.ambush_on_reveal(ctx, card, owner)\n\
           ctx:choose(owner, 'One', { 'flip L6' }, 'ctx:flip')\n\
           return { seat = owner, prompt = 'Two', options = { 'flip L6' }, continue_with = 'ctx:flip' }\n\
         end\n\
         return M\n",
    );
    let start = "[north]\nhand = [\"A3\", \"L2\", \"A5\", \"S6\"]\nland = [\"L6\"]\n[south]\nhand = [\"S4\"]\n";
    let mut s = scenario_text(&g, start);
    let err = try_play(&g, &mut s, "deploy A3").unwrap_err();
    assert!(err.contains("called twice"), "{err}");
    let err = try_play(&g, &mut s, "deploy L2").unwrap_err();
    assert!(err.contains("also returned one"), "{err}");
    play(&g, &mut s, &["deploy A5"]);
    let err = try_play(&g, &mut s, "improvise S4 sea").unwrap_err();
    assert!(
        err.contains("only `_on_reveal` hooks and continuations"),
        "{err}"
    );
}

/// What a seat may believe includes the other seat's pending choice about its own face-down
/// cards: re-dealing those cards renames the choice's options, so every listed option of the
/// re-sampled world applies there (found by the testkit's leak check: Disrupt's `flip L4`).
#[test]
fn a_resampled_world_keeps_the_other_seat_s_choice_playable() {
    use game_sdk::{Game, GameRng};
    let game = common::standard();
    let mut s = game.start(1);
    game_sdk::testkit::play(
        &game,
        &mut s,
        &[
            "deploy L2",
            "flip L2",
            "improvise S3 air",
            "improvise A2 air",
            "improvise S5 sea",
            "deploy A4",
            "improvise A6 sea",
            "improvise S4 air",
            "withdraw",
            "improvise S3 land",
            "deploy S5",
            "improvise S6 sea",
            "improvise S2 land",
            "improvise A3 sea",
            "deploy L2",
            "flip land.0.1",
            "improvise L1 land",
            "improvise A1 sea",
            "improvise L4 sea",
            "deploy L5",
            "flip L5",
        ],
    );
    let chooser = game.status(&s).to_move().expect("a seat answers Disrupt");
    let other = 1 - chooser;
    let mut renamed = 0;
    for seed in 0..20 {
        let world = game.sample_hidden(&s, other, &mut GameRng::from_seed(seed));
        if world.choice != s.choice {
            renamed += 1;
        }
        for text in game_sdk::testkit::legal(&game, &world) {
            let mut copy = world.clone();
            assert!(
                game_sdk::testkit::try_play(&game, &mut copy, &text).is_ok(),
                "seed {seed}: `{text}` is listed in the re-sampled world but refused there"
            );
        }
    }
    assert!(
        renamed > 0,
        "the re-deal moved the chooser's face-down cards at least once"
    );
}

/// A choice's prompt is the script's words, and a house rule's script may put anything in them
/// (the other hand): only the chooser's table shows it. The status every seat reads (and the
/// hand-over screen shows) says only that an ability is being resolved.
#[test]
fn a_choice_s_prompt_is_shown_to_the_chooser_only() {
    use game_sdk::wire::Viewer;
    let g = broken(
        "local M = {}\n\
         function M.maneuver_on_reveal(ctx, card, owner)\n\
           ctx:choose(owner, 'SPY-PROMPT the other hand', { 'flip L6' }, 'ctx:flip')\n\
         end\n\
         return M\n",
    );
    let start = "[north]\nhand = [\"A3\", \"L2\", \"A5\", \"S6\"]\nland = [\"L6\"]\n[south]\nhand = [\"S4\"]\n";
    let mut s = scenario_text(&g, start);
    play(&g, &mut s, &["deploy A3"]);
    let Status::ToMove { seat, prompt } = g.status(&s) else {
        panic!("the match ended");
    };
    assert!(
        !prompt.contains("SPY-PROMPT"),
        "the public status: {prompt}"
    );
    assert!(!prompt.is_empty(), "the status still says what is going on");
    let chooser = g.scene(&s, Viewer::Seat(seat));
    assert!(
        chooser.labels.iter().any(|l| l.contains("SPY-PROMPT")),
        "the chooser reads the prompt: {:?}",
        chooser.labels
    );
    for viewer in [Viewer::Seat(1 - seat), Viewer::Spectator] {
        let scene = g.scene(&s, viewer);
        assert!(
            !format!("{scene:?}").contains("SPY-PROMPT"),
            "{viewer:?} reads the chooser's prompt"
        );
    }
}

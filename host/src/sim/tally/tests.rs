use super::*;
use crate::sim::report::{counter_rows, rows, script_error_lines};
use game_wire::{BotLevel, BotSpec, Outcome};

pub(crate) fn game(winner: Option<Option<u8>>, actions: u32) -> SimSummary {
    SimSummary {
        outcome: winner.map(|winner| Outcome::decided(winner, vec![], "")),
        actions,
        counters: vec![("captures".into(), 3)],
        iterations: 10,
        script_error: None,
        hooks_called: vec![],
        hooks_declared: vec![],
    }
}

fn failed(line: u32, action: Option<&str>, after: u32) -> SimSummary {
    let error = game_wire::script::ScriptError::new("scripts/x.lua", line, "boom")
        .in_hook("scripts/x.lua", "veto_move");
    SimSummary {
        script_error: Some(Box::new(SimFault {
            error,
            action: action.map(str::to_string),
            after,
        })),
        ..game(None, after)
    }
}

fn seats() -> Vec<String> {
    vec!["X".into(), "O".into()]
}

#[test]
fn script_errors_are_a_table_not_unfinished_games() {
    let mut t = Tally::new(2).seeded(100);
    t.add(3, &failed(7, Some("a1-a2"), 4));
    t.add(1, &failed(7, None, 2));
    t.add(2, &failed(9, None, 0));
    t.add(0, &game(None, 50));
    let bots = names(&[BotSpec::level(BotLevel::Random); 2]);
    let r = t.report("standard", &seats(), &bots, None);
    assert_eq!(r.unfinished, 1, "only the game that hit the action cap");
    assert_eq!(r.script_error_games(), 3);
    assert_eq!(r.script_errors.len(), 2);
    let first = &r.script_errors[0];
    assert_eq!(first.location, "scripts/x.lua:7");
    assert_eq!(
        (first.games, first.first_seed),
        (2, 101),
        "seed of the lowest game"
    );
    assert_eq!((first.action.as_deref(), first.after_actions), (None, 2));
    assert_eq!(first.hook.as_deref(), Some("scripts/x.lua hook veto_move"));
    let lines = script_error_lines(&r);
    assert_eq!(
        lines[0],
        "scripts/x.lua:7: boom (while running scripts/x.lua hook veto_move) — 2 games, \
         first seed 101, listing the legal actions after 2 actions"
    );
    assert!(lines[1].starts_with("scripts/x.lua:9: boom"), "{lines:?}");
    let json = serde_json::to_value(&r).map(|v| v["script_errors"][0]["first_seed"].clone());
    assert_eq!(json.ok(), Some(serde_json::json!(101)));
    let rows = rows(&[r], Rate::compact);
    assert!(
        rows.iter()
            .any(|(m, v)| m == "stopped by a script error" && v[0] == "3")
    );
}

#[test]
fn wins_are_credited_to_the_bot_that_sat_in_the_winning_seat() {
    let mut t = Tally::new(2);
    // Game 0: bot A is seat 0; game 1: bot A is seat 1.
    t.add(0, &game(Some(Some(0)), 5));
    t.add(1, &game(Some(Some(0)), 7));
    t.add(2, &game(Some(None), 9));
    t.add(3, &game(None, 100));
    let bots = names(&[
        BotSpec::level(BotLevel::Normal),
        BotSpec::level(BotLevel::Random),
    ]);
    let r = t.report("standard", &seats(), &bots, Some(t.timing(2.0, 1, 1)));
    assert_eq!(r.games, 4);
    assert_eq!((r.bot_wins[0].count, r.bot_wins[1].count), (1, 1));
    assert_eq!((r.seat_wins[0].count, r.seat_wins[1].count), (2, 0));
    assert_eq!((r.draws.count, r.unfinished), (1, 1));
    assert_eq!((r.min_actions, r.max_actions), (5, 100));
    assert!((r.mean_actions - 30.25).abs() < 1e-9);
    assert_eq!(r.counters.get("captures"), Some(&3.0), "averaged per game");
    assert_eq!(r.search_iterations, 40);
    assert_eq!(t.seat_win_rate(0), Rate::wilson(2, 4));
    let timing = r
        .timing
        .map(|t| (t.games_per_second, t.thread_ms_per_action));
    assert_eq!(timing, Some((2.0, 2000.0 / 121.0)));
}

/// A little batch whose games differ in every way a tally counts.
fn batch_of(n: u64) -> Vec<(u64, SimSummary)> {
    (0..n)
        .map(|i| {
            let mut g = match i % 5 {
                0 => game(Some(Some(0)), 5 + i as u32 % 7),
                1 => game(Some(Some(1)), 9),
                2 => game(Some(None), 11 + i as u32 % 3),
                3 => failed(3 + (i % 2) as u32, None, i as u32 % 4),
                _ => game(None, 40),
            };
            g.counters = vec![("a".into(), (i % 3) as i64), ("b".into(), (i % 2) as i64)];
            (i, g)
        })
        .collect()
}

#[test]
fn tallies_merged_in_any_split_equal_the_tally_of_all_games() {
    let games = batch_of(40);
    let mut whole = Tally::new(2).seeded(7);
    for (i, g) in &games {
        whole.add(*i, g);
    }
    for parts in [2, 3, 8] {
        // Games dealt round-robin (as threads take them), each part's tally merged backwards.
        let mut tallies = vec![Tally::new(2).seeded(7); parts];
        for (i, g) in games.iter().rev() {
            tallies[*i as usize % parts].add(*i, g);
        }
        let mut merged = Tally::new(2).seeded(7);
        for t in tallies.iter().rev() {
            merged.merge(t).unwrap();
        }
        assert_eq!(merged, whole, "{parts} parts");
    }
    let other_seed = Tally::new(2).seeded(8);
    assert!(whole.clone().merge(&other_seed).is_err());
}

#[test]
fn a_counter_splits_each_seats_wins_between_the_games_it_fired_in_and_the_others() {
    let mut t = Tally::new(2);
    let with = |winner, n| SimSummary {
        counters: vec![("bombs".into(), n)],
        ..game(Some(winner), 5)
    };
    // Fired in 3 games: X won 2, O won 1. Not fired in 2: O won both.
    t.add(0, &with(Some(0), 1));
    t.add(1, &with(Some(0), 4));
    t.add(2, &with(Some(1), 2));
    t.add(3, &with(Some(1), 0));
    t.add(4, &with(Some(1), 0));
    let bots = names(&[BotSpec::level(BotLevel::Normal); 2]);
    let r = t.report("s", &seats(), &bots, None);
    let e = &r.counter_effects[0];
    assert_eq!((e.name.as_str(), e.fired), ("bombs", Rate::wilson(3, 5)));
    assert_eq!(e.seats[0].when_fired, Rate::wilson(2, 3));
    assert_eq!(e.seats[0].when_not, Rate::wilson(0, 2));
    assert_eq!(e.seats[1].when_fired, Rate::wilson(1, 3));
    assert_eq!(e.seats[1].when_not, Rate::wilson(2, 2));
    let rows = counter_rows(&[r], Rate::compact);
    let metrics: Vec<&str> = rows.iter().map(|(m, _)| m.as_str()).collect();
    assert_eq!(
        metrics,
        [
            "bombs (effect 66.7 points): games in which it fired",
            "  seat X wins: fired | not",
            "  seat O wins: fired | not"
        ]
    );
    assert_eq!(
        rows[1].1[0],
        "66.7% [20.8–93.9] (2/3) | 0.0% [0.0–65.8] (0/2)"
    );
}

#[test]
fn counters_come_largest_effect_first_and_only_real_effects_are_significant() {
    let mut t = Tally::new(2);
    // 200 games: X wins the first 100, O the others. "winning move" fired in 90 of X's wins
    // and 10 of O's; "noise" in every other game, whoever won.
    for i in 0..200u64 {
        let x_won = i < 100;
        let winning = (x_won && i < 90) || (!x_won && i < 110);
        let summary = SimSummary {
            counters: vec![
                ("noise".into(), i64::from(i % 2 == 0)),
                ("winning move".into(), i64::from(winning)),
            ],
            ..game(Some(Some(if x_won { 0 } else { 1 })), 5)
        };
        t.add(i, &summary);
    }
    let bots = names(&[BotSpec::level(BotLevel::Normal); 2]);
    let mut r = t.report("s", &seats(), &bots, None);
    let order: Vec<(&str, bool)> = r
        .counter_effects
        .iter()
        .map(|c| (c.name.as_str(), c.significant))
        .collect();
    assert_eq!(order, [("winning move", true), ("noise", false)]);
    // X wins 90 of 100 when it fired, 10 of 100 when not: 80 points.
    assert!((r.counter_effects[0].effect - 0.8).abs() < 1e-9);
    assert!(r.counter_effects[1].effect.abs() < 1e-9);
    assert!(r.counter_effects[0].p_value < 1e-6);
    let rows = counter_rows(std::slice::from_ref(&r), Rate::compact);
    assert_eq!(
        rows[0].0,
        "winning move * (effect 80.0 points): games in which it fired"
    );
    r.retain_significant_counters();
    let kept: Vec<&str> = r.counter_effects.iter().map(|c| c.name.as_str()).collect();
    assert_eq!(kept, ["winning move"]);
    assert!(!r.counters.contains_key("noise"));
}

#[test]
fn a_tally_survives_json_unchanged() {
    let mut t = Tally::new(2).seeded(3);
    for (i, g) in batch_of(12) {
        t.add(i, &g);
    }
    let text = serde_json::to_string(&t).unwrap();
    let back: Tally = serde_json::from_str(&text).unwrap();
    assert_eq!(back, t);
}

pub(crate) fn names(bots: &[BotSpec]) -> Vec<String> {
    bots.iter().map(ToString::to_string).collect()
}

#[test]
fn a_table_of_four_reports_first_places_and_mean_places_by_bot_and_seat() {
    let ranked = |places: Vec<u8>| SimSummary {
        outcome: Some(Outcome::ranked(places, vec![], "last with dice")),
        ..game(None, 10)
    };
    let mut t = Tally::new(4);
    // Game 0: seat s has bot s; game 1: seat s has bot s + 1 (mod 4), so bot A is at seat 3.
    t.add(0, &ranked(vec![1, 2, 3, 4]));
    t.add(1, &ranked(vec![2, 3, 4, 1]));
    let bots = names(&[
        BotSpec::level(BotLevel::Normal),
        BotSpec::level(BotLevel::Random),
        BotSpec::level(BotLevel::Random),
        BotSpec::level(BotLevel::Random),
    ]);
    let seats: Vec<String> = ["P1", "P2", "P3", "P4"].map(String::from).to_vec();
    let r = t.report("standard", &seats, &bots, None);
    // Bot A (normal) was first at seat 0, then first again at seat 3.
    assert_eq!(r.bot_wins[0].count, 2);
    assert_eq!(r.bot_mean_place, [1.0, 2.0, 3.0, 4.0]);
    assert_eq!(r.seat_mean_place, [1.5, 2.5, 3.5, 2.5]);
    assert_eq!((r.seat_wins[0].count, r.seat_wins[3].count), (1, 1));
    // By seat: bot A sat at seat 0 and seat 3 once each and won both; bot B never won.
    let a = &r.bot_seat_wins[0];
    assert_eq!((a[0].count, a[0].of, a[3].count, a[3].of), (1, 1, 1, 1));
    assert_eq!((a[1].of, a[2].of), (0, 0));
    assert!(r.bot_seat_wins[1].iter().all(|rate| rate.count == 0));
    let labels: Vec<String> = rows(&[r], |rate| format!("{:.0}", rate.rate * 100.0))
        .into_iter()
        .map(|(label, _)| label)
        .collect();
    for wanted in [
        "bot A normal first places",
        "bot A normal mean place",
        "seat P4 first places",
        "seat P4 mean place",
        "bot A normal first places at P4",
    ] {
        assert!(labels.iter().any(|l| l == wanted), "{wanted} in {labels:?}");
    }
    // Tallies of parts add up to the tally of the whole, places included.
    let mut halves = Tally::new(4);
    let mut second = Tally::new(4);
    halves.add(0, &ranked(vec![1, 2, 3, 4]));
    second.add(1, &ranked(vec![2, 3, 4, 1]));
    halves.merge(&second).unwrap();
    assert_eq!(halves, t);
}

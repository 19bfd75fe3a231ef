//! A table of more than two (issue 29): Liar's Dice seats what its ruleset says (`players`),
//! and every path of the host follows the ruleset's table, not every seat the game names:
//! `simulate` with one bot per real seat and its report of first places by bot and seat,
//! `list`, a hot reload that would change the table, a save, and the terminal.

use crate::common;

use common::workspace_root;
use common::{game_host_in_workspace as game_host, game_host_stdout as stdout_of};
use game_host::plugin::Catalog;
use game_host::session::{Session, SessionError};
use game_wire::{Start, Viewer};
use serde_json::Value;
use std::process::Command;

#[test]
fn simulate_seats_one_bot_per_seat_of_the_ruleset_and_reports_first_places_by_seat() {
    let text = stdout_of(&[
        "simulate",
        "liars-dice",
        "--ruleset",
        "standard",
        "--bots",
        "mcts:40,random,random,random",
        "--games",
        "8",
        "--no-time",
        "--json",
    ]);
    let report: Value = serde_json::from_str(&text).unwrap();
    let report = report
        .get("reports")
        .and_then(|r| r.get(0))
        .unwrap_or(&report);
    let seats = report["seats"].as_array().unwrap();
    assert_eq!(seats.len(), 4, "the standard ruleset seats four: {report}");
    assert_eq!(report["bots"].as_array().unwrap().len(), 4);
    // Every game is won by a bot that really sat at the table: the first places add up.
    let firsts: u64 = report["bot_wins"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["count"].as_u64().unwrap())
        .sum();
    assert_eq!(firsts, 8, "{report}");
    // Each bot sat at each seat twice (each seed in every seating), with a rate per seat.
    for by_seat in report["bot_seat_wins"].as_array().unwrap() {
        let by_seat = by_seat.as_array().unwrap();
        assert_eq!(by_seat.len(), 4);
        assert!(by_seat.iter().all(|r| r["of"] == 2), "{by_seat:?}");
    }
    let places: Vec<f64> = report["bot_mean_place"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p.as_f64().unwrap())
        .collect();
    assert_eq!(places.len(), 4);
    // Places 1 to 4 once each per game: they average 2.5 over the bots.
    let mean: f64 = places.iter().sum::<f64>() / 4.0;
    assert!((mean - 2.5).abs() < 1e-9, "{places:?}");
}

#[test]
fn simulate_says_how_many_seats_the_ruleset_has_when_the_bots_do_not_fit() {
    let out = game_host(&[
        "simulate",
        "liars-dice",
        "--ruleset",
        "standard",
        "--bots",
        "normal,random",
        "--games",
        "2",
    ]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("has 4 seats"), "{err}");
    // Rulesets compared side by side must seat the same number.
    let out = game_host(&[
        "simulate",
        "liars-dice",
        "--ruleset",
        "standard",
        "--vs",
        "openspiel",
        "--games",
        "2",
    ]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("seats 4 players") && err.contains("seats 2"),
        "{err}"
    );
}

#[test]
fn list_shows_a_game_for_a_range_of_players_as_its_range() {
    let text = stdout_of(&["list"]);
    let line = text
        .lines()
        .find(|l| l.starts_with("liars-dice"))
        .unwrap_or_else(|| panic!("{text}"));
    assert!(line.ends_with("(2 to 6 players)"), "{line}");
    assert!(
        text.lines()
            .any(|l| l.starts_with("palagan") && l.contains("(Black vs White)")),
        "{text}"
    );
}

/// Liar's Dice's standard ruleset with `players = N`.
fn standard_with_players(players: &str) -> game_wire::RulesetSource {
    let root = workspace_root();
    let mut source = game_host::content::load_ruleset(
        &root,
        &common::bundled_mods(&root),
        "liars-dice",
        "standard",
    )
    .unwrap();
    let file = source.root.clone();
    let text = source.files.get_mut(&file).unwrap();
    assert!(text.contains("players = 4"));
    *text = text.replace("players = 4", &format!("players = {players}"));
    source
}

fn plugin() -> std::sync::Arc<game_host::plugin::Plugin> {
    let catalog = Catalog::discover(&[common::plugins_dir()]);
    catalog.require("liars-dice").unwrap().clone()
}

fn session(players: &str) -> Session {
    Session::new(&plugin(), standard_with_players(players), Start::Seed(5)).unwrap()
}

#[test]
fn a_match_seats_its_rulesets_table_and_a_reload_may_not_change_it() {
    let mut five = session("5");
    assert_eq!(five.seat_count(), 5);
    assert_eq!(
        five.info().seats.len(),
        5,
        "the match's names: five, not six"
    );
    // Every seat of the match has its own view; a sixth does not exist.
    for seat in 0..5 {
        assert!(five.view(Viewer::Seat(seat)).is_ok());
    }
    // The save records the match's rules, so it replays at the same table.
    let saved = five.save();
    let back = Session::restore_with(five.plugin(), &saved).unwrap();
    assert_eq!(back.seat_count(), 5);
    // Rules for another number of players are refused under a running match.
    let three = session("3");
    let plugin = five.plugin().clone();
    let rules = plugin.compile(three.ruleset()).unwrap();
    let err = five
        .reload(&rules, three.ruleset().clone())
        .expect_err("another table is refused");
    assert!(
        matches!(err, SessionError::SeatsChanged { from: 5, to: 3 }),
        "{err}"
    );
    assert!(err.to_string().contains("start a new match"), "{err}");
}

#[test]
fn a_ruleset_outside_the_games_range_is_refused_at_its_key() {
    let err = plugin()
        .compile(&standard_with_players("7"))
        .unwrap_err()
        .to_string();
    assert!(err.contains("players"), "{err}");
    assert!(err.contains("standard.toml"), "{err}");
}

#[test]
fn play_at_a_terminal_seats_four_and_shows_each_mover_only_their_own_cup() {
    let mut cmd = Command::new(common::game_host_bin());
    cmd.args([
        "play",
        "liars-dice",
        "--ruleset",
        "standard",
        "--seed",
        "4",
        "--json",
    ])
    .current_dir(workspace_root());
    let out = common::output_with_stdin(cmd, "bid 1x2\nbid 1x3\nbid 1x4\nbid 1x5\n");
    let views: Vec<Value> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter_map(|l| serde_json::from_str::<Value>(l).ok())
        .filter(|v| v["type"] == "view")
        .collect();
    assert!(views.len() >= 5, "{views:?}");
    // Round the table in turn: seats 0, 1, 2, 3, then 0 again.
    let movers: Vec<u64> = views
        .iter()
        .filter_map(|v| v["status"]["ToMove"]["seat"].as_u64())
        .collect();
    assert_eq!(movers[..5], [0, 1, 2, 3, 0], "{movers:?}");
    // A shared terminal shows the seat to move: its own dice, the other cups blank.
    for view in &views {
        let Some(mover) = view["status"]["ToMove"]["seat"].as_u64() else {
            continue;
        };
        let zones = view["scene"]["zones"].as_array().unwrap();
        let cups: Vec<&Value> = zones.iter().filter(|z| z["kind"] == "Hand").collect();
        assert_eq!(cups.len(), 4, "four cups");
        for cup in cups {
            let own = cup["owner"].as_u64() == Some(mover);
            for die in cup["cards"].as_array().unwrap() {
                let shown = !die["face"]["Die"]["value"].is_null();
                assert_eq!(shown, own, "seat {mover} and the cup of {}", cup["owner"]);
            }
        }
    }
}

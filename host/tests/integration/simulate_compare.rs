//! `simulate --vs` compares two rulesets on the same seeds: the difference of each seat's win
//! rate with its paired interval, said to exclude 0 when it does; `--until-decided` stops at
//! the first look that resolves the difference (or shows it within `--margin`).

use crate::common;

use common::{game_host_in_workspace as game_host, game_host_stdout as succeeds};
use serde_json::Value;

fn json(args: &[&str]) -> Value {
    let mut all = args.to_vec();
    all.push("--json");
    serde_json::from_str(&succeeds(&all)).expect("simulate --json prints JSON")
}

/// Tic-tac-toe, easy bots in every seat, `extra` appended.
fn tic_tac_toe(games: &str, vs: &str, extra: &[&str]) -> Vec<String> {
    with_bots("easy", games, vs, extra)
}

fn with_bots(bots: &str, games: &str, vs: &str, extra: &[&str]) -> Vec<String> {
    let mut args: Vec<String> = [
        "simulate",
        "tic-tac-toe",
        "--vs",
        vs,
        "--games",
        games,
        "--bots",
        bots,
        "--no-time",
    ]
    .map(String::from)
    .to_vec();
    args.extend(extra.iter().map(|s| s.to_string()));
    args
}

fn strs(args: &[String]) -> Vec<&str> {
    args.iter().map(String::as_str).collect()
}

#[test]
fn the_same_rules_on_the_same_seeds_differ_by_exactly_nothing() {
    let out = json(&strs(&tic_tac_toe("30", "standard", &[])));
    let seats = out["difference"]["seats"].as_array().expect("seats");
    assert_eq!(seats.len(), 2, "{out}");
    for d in seats {
        // Every game is played twice alike: pairing cancels all of the luck.
        assert_eq!(d["difference"], 0.0, "{d}");
        assert_eq!(
            (d["low"].as_f64(), d["high"].as_f64()),
            (Some(0.0), Some(0.0)),
            "{d}"
        );
        assert_eq!(d["excludes_zero"], false, "{d}");
        assert_eq!(d["pairs"], 30, "{d}");
    }
    // Unpaired, the same games would leave the question wide open (X wins some, not all).
    let x = &seats[0];
    assert!(x["unpaired_half_width"].as_f64() > Some(0.1), "{x}");
}

#[test]
fn a_rule_change_that_matters_is_said_to_exclude_zero() {
    let text = succeeds(&strs(&tic_tac_toe("60", "phantom", &[])));
    assert!(
        text.contains("difference of win rates (phantom minus standard), paired: 60 seeds"),
        "{text}"
    );
    assert!(
        text.contains("seat X  +") && text.contains("95% interval excludes 0: the rules differ"),
        "{text}"
    );
}

#[test]
fn different_bots_play_each_seed_in_both_seatings_and_pair_by_seed() {
    let args = with_bots("easy,random", "30", "standard", &[]);
    let out = json(&strs(&args));
    // 30 games per ruleset, two seatings per seed: 15 seeds compared.
    assert_eq!(out["difference"]["seats"][0]["pairs"], 15, "{out}");
    let text = succeeds(&strs(&args));
    assert!(
        text.contains("each seed played in every seating, seeds 0..15"),
        "{text}"
    );
}

#[test]
fn until_decided_stops_at_the_first_look_that_resolves_the_difference() {
    let out = json(&strs(&tic_tac_toe("100", "phantom", &["--until-decided"])));
    let diff = &out["difference"];
    let looks = diff["looks"].as_array().expect("looks");
    let last = looks.last().expect("a look");
    assert_eq!(last["verdict"], "differs", "{diff}");
    assert!(looks.len() < 5, "stopped early: {diff}");
    // The looks before it were undecided, and only the games up to the deciding look were
    // played, under both rulesets.
    assert!(
        looks[..looks.len() - 1]
            .iter()
            .all(|l| l["verdict"] == "undecided")
    );
    let seeds = last["seeds"].as_u64().expect("seeds");
    assert!(seeds < 100, "{diff}");
    for r in out["reports"].as_array().expect("reports") {
        assert_eq!(r["games"].as_u64(), Some(seeds), "{r}");
    }
    // The deciding interval is at the look's level, stricter than 95%.
    let d = &diff["seats"][0];
    assert!(d["confidence"].as_f64() > Some(0.95), "{d}");
    assert_eq!(d["excludes_zero"], true, "{d}");
}

#[test]
fn until_decided_with_a_margin_stops_when_no_seat_can_have_moved_that_much() {
    let args = tic_tac_toe("100", "standard", &["--until-decided", "--margin", "5"]);
    let out = json(&strs(&args));
    let looks = out["difference"]["looks"].as_array().expect("looks");
    assert_eq!(looks.len(), 1, "{out}");
    assert_eq!(looks[0]["verdict"], "within_margin", "{out}");
    assert_eq!(
        out["reports"][0]["games"], 20,
        "one fifth of the budget: {out}"
    );
    let text = succeeds(&strs(&args));
    assert!(
        text.contains("stopped at look 1 of 5, after 20 of 100 seeds")
            && text.contains("decided: no seat's win rate changes by the margin or more"),
        "{text}"
    );
}

#[test]
fn until_decided_without_a_second_ruleset_or_with_a_bad_margin_is_refused() {
    let out = game_host(&["simulate", "tic-tac-toe", "--until-decided"]);
    assert!(!out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("--vs"),
        "{out:?}"
    );
    let out = game_host(&strs(&tic_tac_toe(
        "10",
        "standard",
        &["--until-decided", "--margin=0"],
    )));
    assert!(!out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("--margin"),
        "{out:?}"
    );
}

/// The counters of one report: (name, effect, significant), in report order.
fn counters(out: &Value) -> Vec<(String, f64, bool)> {
    out["reports"][0]["counter_effects"]
        .as_array()
        .expect("counter_effects")
        .iter()
        .map(|c| {
            (
                c["name"].as_str().unwrap_or_default().to_string(),
                c["effect"].as_f64().unwrap_or(-1.0),
                c["significant"].as_bool().unwrap_or(false),
            )
        })
        .collect()
}

#[test]
fn counters_come_largest_effect_first_and_significant_only_keeps_the_significant_ones() {
    let all_args = [
        "simulate",
        "tic-tac-toe",
        "--games",
        "20",
        "--bots",
        "easy",
        "--no-time",
    ];
    let all = counters(&json(&all_args));
    assert!(
        all.windows(2).all(|w| w[0].1 >= w[1].1),
        "largest effect first: {all:?}"
    );
    assert!(
        all.iter().any(|c| c.2) && all.iter().any(|c| !c.2),
        "{all:?}"
    );
    let mut only_args = all_args.to_vec();
    only_args.push("--significant-only");
    let only = counters(&json(&only_args));
    let expected: Vec<_> = all.iter().filter(|c| c.2).cloned().collect();
    assert_eq!(only, expected);
    let text = succeeds(&only_args);
    assert!(text.contains(" * (effect "), "{text}");
    assert!(!text.contains("first marks in the centre"), "{text}");
}

#[test]
fn csv_ends_with_the_paired_difference_per_seat_as_rows_of_its_table() {
    let mut args = tic_tac_toe("60", "phantom", &[]);
    args.push("--csv".into());
    let text = succeeds(&strs(&args));
    let json = json(&strs(&tic_tac_toe("60", "phantom", &[])));
    let mut reader = csv::Reader::from_reader(text.as_bytes());
    let rows: Vec<csv::StringRecord> = reader.records().map(Result::unwrap).collect();
    let differences: Vec<&csv::StringRecord> = rows
        .iter()
        .filter(|r| &r[0] == "phantom - standard")
        .collect();
    assert_eq!(differences.len(), 2, "{text}");
    for (row, seat) in differences
        .iter()
        .zip(json["difference"]["seats"].as_array().unwrap())
    {
        assert_eq!(
            &row[1],
            format!("seat {} wins: difference", seat["seat"].as_str().unwrap())
        );
        assert_eq!(&row[2], "60");
        let rate: f64 = row[4].parse().unwrap();
        assert!(
            (rate - seat["difference"].as_f64().unwrap()).abs() < 1e-6,
            "{row:?} {seat}"
        );
        let (low, high): (f64, f64) = (row[5].parse().unwrap(), row[6].parse().unwrap());
        assert!(low <= rate && rate <= high);
    }
}

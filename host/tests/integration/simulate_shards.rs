//! `simulate` gives one report for one batch: on 1, 2 or 8 threads, and split into shards on
//! several machines (`--shard I/N --out FILE`) then added up by `simulate-merge`, the report
//! is the same to the byte (`--no-time` leaves out the only rows that differ: the times).

use crate::common;

use common::workspace_root;
use std::path::Path;
use std::process::{Command, Output};

fn game_host(args: &[&str]) -> Output {
    common::plugins_dir();
    let out = Command::new(env!("CARGO_BIN_EXE_game-host"))
        .args(args)
        .current_dir(workspace_root())
        .output()
        .expect("start game-host");
    assert!(
        out.status.success(),
        "game-host {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// Tic-tac-toe under two rulesets, a small search against random: 30 games per ruleset (its
/// counters say how games ended, so the win rates by counter are not empty).
const BATCH: [&str; 10] = [
    "simulate",
    "tic-tac-toe",
    "--vs",
    "tic-tac-toe-misere:misere",
    "--games",
    "30",
    "--seed",
    "11",
    "--bots",
    "mcts:20,random",
];

fn simulate(extra: &[&str]) -> String {
    let mut args = BATCH.to_vec();
    args.extend_from_slice(extra);
    stdout(&game_host(&args))
}

/// Plays the batch as `count` shards into `dir` and returns the files, last shard first.
fn shards(dir: &Path, count: u32) -> Vec<String> {
    let mut files = Vec::new();
    for index in (1..=count).rev() {
        let file = dir.join(format!("shard-{index}-of-{count}.jsonl"));
        let file = file.to_str().unwrap().to_string();
        let shard = format!("{index}/{count}");
        simulate(&[
            "--shard",
            &shard,
            "--out",
            &file,
            "--threads",
            "2",
            "--quiet",
        ]);
        files.push(file);
    }
    files
}

fn merge(files: &[String], extra: &[&str]) -> String {
    let mut args = vec!["simulate-merge"];
    args.extend(files.iter().map(String::as_str));
    args.extend_from_slice(extra);
    stdout(&game_host(&args))
}

#[test]
fn threads_and_merged_shards_give_the_report_of_one_run_to_the_byte() {
    let text = simulate(&["--threads", "1", "--no-time"]);
    let json = simulate(&["--threads", "1", "--no-time", "--json"]);
    for threads in ["2", "8"] {
        assert_eq!(
            simulate(&["--threads", threads, "--no-time"]),
            text,
            "{threads} threads"
        );
        assert_eq!(
            simulate(&["--threads", threads, "--no-time", "--json"]),
            json,
            "{threads} threads, JSON"
        );
    }
    // The report is not empty of what could differ: wins, counters and their effects.
    let report: serde_json::Value = serde_json::from_str(&json).unwrap();
    let first = &report["reports"][0];
    assert_eq!(first["games"], 30);
    assert!(
        first["counter_effects"]
            .as_array()
            .is_some_and(|c| !c.is_empty()),
        "{first}"
    );
    assert!(text.contains("win rate by counter"), "{text}");

    let dir = tempfile::tempdir().unwrap();
    let files = shards(dir.path(), 3);
    assert_eq!(merge(&files, &["--no-time"]), text);
    assert_eq!(merge(&files, &["--no-time", "--json"]), json);
    // With times, the merged report says it was put together from shards.
    assert!(merge(&files, &[]).contains("in 3 shards"));

    // Each file streamed one line per game of its range (10 of the 30, per ruleset).
    let lines = std::fs::read_to_string(&files[0]).unwrap();
    let games = lines
        .lines()
        .filter(|l| l.starts_with("{\"type\":\"game\""))
        .count();
    assert_eq!(games, 2 * 10);
}

#[test]
fn a_merge_refuses_missing_repeated_cut_short_and_foreign_shards() {
    let dir = tempfile::tempdir().unwrap();
    let files = shards(dir.path(), 2);
    let fails = |args: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_game-host"))
            .arg("simulate-merge")
            .args(args)
            .current_dir(workspace_root())
            .output()
            .unwrap();
        assert!(!out.status.success(), "{args:?} should fail");
        String::from_utf8_lossy(&out.stderr).into_owned()
    };
    assert!(fails(&[&files[0]]).contains("shards missing: 1/2"));
    assert!(fails(&[&files[0], &files[0]]).contains("given twice"));
    // A shard of another batch (another seed).
    let other = dir.path().join("other.jsonl");
    let other = other.to_str().unwrap();
    stdout(&game_host(&[
        "simulate",
        "tic-tac-toe",
        "--vs",
        "tic-tac-toe-misere:misere",
        "--games",
        "30",
        "--seed",
        "12",
        "--bots",
        "mcts:20,random",
        "--shard",
        "1/2",
        "--out",
        other,
        "--quiet",
    ]));
    assert!(fails(&[other, &files[0]]).contains("not shards of the same batch"));
    // A file cut short (a machine died): its last game lines and tallies are gone.
    let text = std::fs::read_to_string(&files[1]).unwrap();
    let cut: Vec<&str> = text.lines().take(5).collect();
    let short = dir.path().join("short.jsonl");
    std::fs::write(&short, cut.join("\n")).unwrap();
    let message = fails(&[&files[0], short.to_str().unwrap()]);
    assert!(
        message.contains("incomplete: 4 of its 15 games"),
        "{message}"
    );
}

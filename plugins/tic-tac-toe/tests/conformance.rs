//! The SDK conformance suite on every shipped ruleset (the testkit fails when a ruleset file in
//! `rulesets/tic-tac-toe/` has no run here) and on a larger board no ruleset ships.
#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure

use game_sdk::testkit::bundled::conformance_all_rulesets_in;
use game_sdk::testkit::{Options, conformance, conformance_all_rulesets, content_root};
use game_sdk::{Game, RulesetSource};
use tic_tac_toe::TicTacToe;

#[test]
fn every_shipped_ruleset_passes_the_conformance_suite() {
    conformance_all_rulesets::<TicTacToe>(
        "tic-tac-toe",
        &[
            ("standard", Options::default()),
            ("tic-tac-toe-misere:misere", Options::default()),
            // A short run: `tests/phantom.rs` runs the suite on it in full, and on a 4×4 board.
            (
                "phantom",
                Options {
                    seeds: 10,
                    ..Options::default()
                },
            ),
        ],
    );
}

#[test]
fn larger_board_passes_the_conformance_suite() {
    let game = TicTacToe::compile(&RulesetSource::inline(
        "rulesets/tic-tac-toe/test.toml",
        "game = \"tic-tac-toe\"\nsize = 5\nline = 4\n",
    ))
    .unwrap();
    conformance(
        &game,
        &Options {
            seeds: 10,
            ..Options::default()
        },
    );
}

/// The coverage check can fail: a content root that ships one more ruleset than the runs name.
#[test]
#[should_panic(expected = "rulesets/tic-tac-toe/extra.toml is shipped but has no conformance run")]
fn a_shipped_ruleset_without_a_run_fails_the_suite() {
    let root = tempfile::tempdir().unwrap();
    let dir = root.path().join("rulesets/tic-tac-toe");
    std::fs::create_dir_all(&dir).unwrap();
    let standard = content_root().join("rulesets/tic-tac-toe/standard.toml");
    std::fs::copy(&standard, dir.join("standard.toml")).unwrap();
    std::fs::copy(&standard, dir.join("extra.toml")).unwrap();
    conformance_all_rulesets_in::<TicTacToe>(
        root.path(),
        "tic-tac-toe",
        &[("standard", Options::default())],
    );
}

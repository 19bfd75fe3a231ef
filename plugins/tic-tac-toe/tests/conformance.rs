#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure

use game_sdk::testkit::{Options, conformance};
use game_sdk::{Game, RulesetSource};
use tic_tac_toe::TicTacToe;

fn compile(text: &str) -> TicTacToe {
    TicTacToe::compile(&RulesetSource::inline(
        "rulesets/tic-tac-toe/test.toml",
        text,
    ))
    .unwrap()
}

#[test]
fn standard_board_passes_the_conformance_suite() {
    conformance(
        &compile("game = \"tic-tac-toe\"\nsize = 3\nline = 3\n"),
        &Options::default(),
    );
}

#[test]
fn larger_board_passes_the_conformance_suite() {
    conformance(
        &compile("game = \"tic-tac-toe\"\nsize = 5\nline = 4\n"),
        &Options {
            seeds: 10,
            ..Options::default()
        },
    );
}

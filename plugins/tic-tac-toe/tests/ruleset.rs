#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure

use game_sdk::ruleset::keys_markdown;
use game_sdk::{Game, RulesetSource};
use tic_tac_toe::{Config, TicTacToe};

const PATH: &str = "rulesets/tic-tac-toe/standard.toml";

#[test]
fn the_shipped_standard_ruleset_compiles() {
    let text = include_str!("../../../rulesets/tic-tac-toe/standard.toml");
    let game = TicTacToe::compile(&RulesetSource::inline(PATH, text)).unwrap();
    assert_eq!(
        game.config,
        Config {
            size: 3,
            line: 3,
            phantom: false
        }
    );
    let info = game_sdk::ruleset::read_header(PATH, text).unwrap();
    assert_eq!(info.name, "Standard");
    assert_eq!(info.game, "tic-tac-toe");
}

#[test]
fn a_line_longer_than_the_board_is_reported_at_line() {
    let text = "game = \"tic-tac-toe\"\nsize = 4\nline = 5\n";
    let err = TicTacToe::compile(&RulesetSource::inline(PATH, text)).unwrap_err();
    assert_eq!(
        err.to_string(),
        "rulesets/tic-tac-toe/standard.toml:3:8: `line` = 5 is longer than the board, expected \
         at most `size` (4)"
    );
}

#[test]
fn a_house_rule_can_extend_standard() {
    let text = include_str!("../../../rulesets/tic-tac-toe/standard.toml");
    let big = "game = \"tic-tac-toe\"\nname = \"Big\"\nextends = \"standard\"\nsize = 5\n";
    let source = RulesetSource::inline("rulesets/tic-tac-toe/big.toml", big).with_file(PATH, text);
    let game = TicTacToe::compile(&source).unwrap();
    assert_eq!(
        game.config,
        Config {
            size: 5,
            line: 3,
            phantom: false
        }
    );
}

#[test]
fn out_of_range_size_is_reported() {
    let text = "game = \"tic-tac-toe\"\nsize = 10\n";
    let err = TicTacToe::compile(&RulesetSource::inline(PATH, text)).unwrap_err();
    assert_eq!(
        err.to_string(),
        "rulesets/tic-tac-toe/standard.toml:2:8: `size` = 10 is out of range, expected an \
         integer from 3 to 9"
    );
}

#[test]
fn the_keys_are_documented() {
    let md = keys_markdown::<Config>();
    assert!(
        md.contains(
            "| `size` | integer | `3` | from 3 to 9 | Cells per side of the square board. |"
        ),
        "{md}"
    );
    assert!(
        md.contains("| `line` | integer | `3` | from 3 to 9 |"),
        "{md}"
    );
}

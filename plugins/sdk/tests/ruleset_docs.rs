//! The key reference rendered from a config type's schema, and the header reader.

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure

mod ruleset_common;
use game_sdk::ruleset::{header_markdown, keys_markdown, read_header};
use ruleset_common::*;

#[test]
fn every_key_is_documented_with_type_default_range_and_description() {
    let md = keys_markdown::<Config>();
    let rows = [
        "| `board` | table | see below |  | The board. |",
        "| `board.side` | integer | `6` | from 2 to 12 | Cells per side of the hexagonal board. |",
        "| `board.terrain` | array of strings | `[\"grass\"]` |  | Names of the terrains. |",
        "| `pieces_per_player` | integer | `20` | from 1 to 100 | Pieces each player starts with in reserve. |",
        "| `push_off_board` | string | `\"forbid\"` | `\"forbid\"`, `\"capture\"` | What happens to a piece pushed off the board. |",
        "| `start` | array of strings | `[]` | at most 4 items | Cells that start occupied. |",
    ];
    for row in rows {
        assert!(md.contains(row), "missing row {row}\nin\n{md}");
    }
    assert!(md.starts_with("| Key | Type | Default | Allowed | Description |"));
}

#[test]
fn the_header_keys_are_documented() {
    let md = header_markdown();
    for key in [
        "`game`",
        "`name`",
        "`description`",
        "`extends`",
        "`scripts`",
        "`drop_scripts`",
        "`limits.memory_mb`",
        "`limits.instructions`",
    ] {
        assert!(md.contains(&format!("| {key} |")), "{key} in\n{md}");
    }
    assert!(
        md.contains("| `limits.memory_mb` | integer | `16` | from 1 to 1024 |"),
        "{md}"
    );
    assert!(md.contains("| `game` | string | required |"), "{md}");
}

#[test]
fn read_header_reads_one_file_only() {
    let info = read_header(STANDARD, STANDARD_TEXT).unwrap();
    assert_eq!(info.game, "palagan");
    assert_eq!(info.name, "Standard");
    assert_eq!(info.description, "The standard rules.");
    assert_eq!(info.extends, None);
    // Game keys are not checked; only the header is.
    let info = read_header(
        BIG,
        "game = \"palagan\"\nextends = \"standard\"\nwhatever = 1\n",
    )
    .unwrap();
    assert_eq!(info.name, "big");
    assert_eq!(info.extends.as_deref(), Some("standard"));
    let err = read_header(BIG, "game = 3\n").unwrap_err();
    assert_eq!(
        err.to_string(),
        "rulesets/palagan/big.toml:1:8: `game`: expected a string, found an integer (3)"
    );
}

#[test]
fn rulesets_md_carries_the_current_header_reference() {
    let doc = include_str!("../RULESETS.md");
    let md = header_markdown();
    if !doc.contains(&md) {
        std::fs::write(concat!(env!("CARGO_TARGET_TMPDIR"), "/header_keys.md"), &md).unwrap();
        panic!(
            "RULESETS.md is out of date: paste {}/header_keys.md into it",
            env!("CARGO_TARGET_TMPDIR")
        );
    }
}

//! Malformed rulesets: each problem is reported with its exact file, line, column and message.

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure

mod ruleset_common;
use ruleset_common::*;

const HEADER: &str = "game = \"palagan\"\n";

fn one(text: &str) -> Vec<String> {
    errors(&[(STANDARD, &format!("{HEADER}{text}")), (A, ""), (B, "")])
}

#[test]
fn bad_toml_syntax_is_located() {
    let e = one("pieces_per_player = \n");
    assert_eq!(
        e,
        vec![
            "rulesets/palagan/standard.toml:2:21: invalid TOML: string values must be quoted, \
             expected literal string"
        ]
    );
}

#[test]
fn bad_toml_syntax_in_a_base_is_located_in_the_base() {
    let big = "game = \"palagan\"\nextends = \"standard\"\n";
    let e = errors(&[
        (BIG, big),
        (STANDARD, "game = \"palagan\"\n\n[board\nside = 6\n"),
    ]);
    assert_eq!(e.len(), 1, "{e:?}");
    assert!(
        e[0].starts_with("rulesets/palagan/standard.toml:3:7: invalid TOML: "),
        "{e:?}"
    );
}

#[test]
fn unknown_key_lists_the_expected_keys() {
    let e = one("[board]\nsied = 7\n");
    assert_eq!(
        e,
        vec![
            "rulesets/palagan/standard.toml:3:1: unknown key `sied` in `board`, expected one of \
             `side`, `terrain`; did you mean `side`?"
        ]
    );
}

#[test]
fn unknown_top_level_key_lists_game_and_header_keys() {
    let e = one("pieces_per_playr = 3\n");
    assert_eq!(
        e,
        vec![
            "rulesets/palagan/standard.toml:2:1: unknown key `pieces_per_playr`, expected one of \
             `board`, `pieces_per_player`, `push_off_board`, `start`, `game`, `name`, \
             `description`, `extends`, `scripts`, `drop_scripts`, `remove`, `limits`, `text`; did \
             you mean `pieces_per_player`?"
        ]
    );
}

#[test]
fn a_key_at_the_wrong_level_is_told_where_it_belongs() {
    let e = one("side = 7
");
    assert_eq!(e.len(), 1, "{e:?}");
    assert!(
        e[0].starts_with("rulesets/palagan/standard.toml:2:1: unknown key `side`, expected one of"),
        "{e:?}"
    );
    assert!(
        e[0].ends_with("; `side` belongs in `[board]` (`board.side`)"),
        "{e:?}"
    );
}

/// A top-level key written below a `[table]` header (TOML then reads it as that table's key) is
/// told to move above the first header, not that it "belongs in `[]`" (issue 31).
#[test]
fn a_top_level_key_inside_a_table_is_told_to_move_above_the_headers() {
    let e = one("[board]\nside = 7\npieces_per_player = 12\n");
    assert_eq!(e.len(), 1, "{e:?}");
    assert!(
        e[0].starts_with(
            "rulesets/palagan/standard.toml:4:1: unknown key `pieces_per_player` in `board`"
        ),
        "{e:?}"
    );
    assert!(
        e[0].ends_with(
            "; `pieces_per_player` is a top-level key: write it above the first `[table]` header \
             (every key below a header belongs to that table)"
        ),
        "{e:?}"
    );
}

#[test]
fn wrong_type_is_located_at_the_value() {
    let e = one("[board]\nside = \"six\"\n");
    assert_eq!(
        e,
        vec![
            "rulesets/palagan/standard.toml:3:8: `board.side`: expected an integer, found a \
             string (\"six\")"
        ]
    );
}

#[test]
fn out_of_range_value_names_the_range() {
    let e = one("[board]\nside = 13\n");
    assert_eq!(
        e,
        vec![
            "rulesets/palagan/standard.toml:3:8: `board.side` = 13 is out of range, expected an \
             integer from 2 to 12"
        ]
    );
    let e = one("pieces_per_player = 0\n");
    assert_eq!(
        e,
        vec![
            "rulesets/palagan/standard.toml:2:21: `pieces_per_player` = 0 is out of range, \
             expected an integer from 1 to 100"
        ]
    );
}

#[test]
fn enum_value_lists_the_choices() {
    let e = one("push_off_board = \"kapture\"\n");
    assert_eq!(
        e,
        vec![
            "rulesets/palagan/standard.toml:2:18: `push_off_board`: expected one of \
             `\"forbid\"`, `\"capture\"`, found `\"kapture\"`"
        ]
    );
}

#[test]
fn array_length_and_element_types_are_checked() {
    let e = one("start = [\"a1\", 2, \"a3\", \"a4\", \"a5\"]\n");
    assert_eq!(
        e,
        vec![
            "rulesets/palagan/standard.toml:2:9: `start` has 5 items, expected at most 4 items",
            "rulesets/palagan/standard.toml:2:16: `start[1]`: expected a string, found an \
             integer (2)",
        ]
    );
}

#[test]
fn several_problems_are_reported_in_one_pass() {
    let e = one("pieces_per_player = 0\nsurprise = true\n[board]\nside = 1\ncolour = \"red\"\n");
    assert_eq!(e.len(), 4, "{e:?}");
    let at: Vec<&str> = e
        .iter()
        .map(|l| l.split(": ").next().unwrap_or(""))
        .collect();
    assert_eq!(
        at,
        vec![
            "rulesets/palagan/standard.toml:2:21",
            "rulesets/palagan/standard.toml:3:1",
            "rulesets/palagan/standard.toml:5:8",
            "rulesets/palagan/standard.toml:6:1",
        ]
    );
}

#[test]
fn missing_script_is_located_at_its_entry() {
    let text = "game = \"palagan\"\nscripts = [\n  \"scripts/palagan/a.lua\",\n  \"scripts/palagan/nope.lua\",\n]\n";
    let e = errors(&[(STANDARD, text), (A, "")]);
    assert_eq!(
        e,
        vec![
            "rulesets/palagan/standard.toml:4:3: script `scripts/palagan/nope.lua` not found \
             (script paths are relative to the content root)"
        ]
    );
}

#[test]
fn script_paths_must_stay_inside_the_content_root() {
    let text = "game = \"palagan\"\nscripts = [\"../../etc/passwd\"]\n";
    let e = errors(&[(STANDARD, text)]);
    assert_eq!(
        e,
        vec![
            "rulesets/palagan/standard.toml:2:12: script path `../../etc/passwd` must be \
             relative to the content root, e.g. \"scripts/<game>/rules.lua\""
        ]
    );
}

#[test]
fn missing_base_is_located_at_extends() {
    let big = "game = \"palagan\"\nname = \"Big\"\nextends = \"standrd\"\n";
    let e = errors(&[(BIG, big)]);
    assert_eq!(
        e,
        vec![
            "rulesets/palagan/big.toml:3:11: base ruleset `rulesets/palagan/standrd.toml` not \
             found (`extends` names a ruleset in the same directory)"
        ]
    );
}

#[test]
fn extends_must_name_a_sibling() {
    let big = "game = \"palagan\"\nextends = \"../other/standard\"\n";
    let e = errors(&[(BIG, big)]);
    assert_eq!(e.len(), 1);
    assert!(
        e[0].starts_with(
            "rulesets/palagan/big.toml:2:11: `extends` = \"../other/standard\" is not a ruleset name"
        ),
        "{e:?}"
    );
}

#[test]
fn extends_cycle_of_two_is_an_error() {
    let a = "game = \"palagan\"\nextends = \"b\"\n";
    let b = "game = \"palagan\"\n\nextends = \"a\"\n";
    let e = errors(&[
        ("rulesets/palagan/a.toml", a),
        ("rulesets/palagan/b.toml", b),
    ]);
    assert_eq!(
        e,
        vec![
            "rulesets/palagan/b.toml:3:11: `extends` makes a cycle: rulesets/palagan/a.toml → \
             rulesets/palagan/b.toml → rulesets/palagan/a.toml"
        ]
    );
}

#[test]
fn extending_itself_is_a_cycle() {
    let a = "game = \"palagan\"\nextends = \"a.toml\"\n";
    let e = errors(&[("rulesets/palagan/a.toml", a)]);
    assert_eq!(
        e,
        vec![
            "rulesets/palagan/a.toml:2:11: `extends` makes a cycle: rulesets/palagan/a.toml → \
             rulesets/palagan/a.toml"
        ]
    );
}

#[test]
fn wrong_game_is_located_at_game() {
    let e = errors(&[(STANDARD, "name = \"X\"\ngame = \"cyvasse\"\n")]);
    assert_eq!(
        e,
        vec![
            "rulesets/palagan/standard.toml:2:8: `game` = \"cyvasse\" does not match this game, \
             expected \"palagan\""
        ]
    );
}

#[test]
fn wrong_game_in_a_base_is_located_in_the_base() {
    let big = "game = \"palagan\"\nextends = \"standard\"\n";
    let e = errors(&[(BIG, big), (STANDARD, "game = \"cyvasse\"\n")]);
    assert_eq!(
        e,
        vec![
            "rulesets/palagan/standard.toml:1:8: `game` = \"cyvasse\" does not match this game, \
             expected \"palagan\""
        ]
    );
}

#[test]
fn missing_game_is_a_whole_file_problem() {
    let e = errors(&[(STANDARD, "name = \"X\"\n")]);
    assert_eq!(
        e,
        vec!["rulesets/palagan/standard.toml: missing key `game`, expected a string"]
    );
}

#[test]
fn header_keys_are_typed_too() {
    let e = errors(&[(
        STANDARD,
        "game = \"palagan\"\nscripts = \"scripts/palagan/a.lua\"\n[limits]\nmemory_mb = 0\ninstructons = 5\n",
    )]);
    assert_eq!(
        e,
        vec![
            "rulesets/palagan/standard.toml:2:11: `scripts`: expected an array, found a string \
             (\"scripts/palagan/a.lua\")",
            "rulesets/palagan/standard.toml:4:13: `limits.memory_mb` = 0 is out of range, \
             expected an integer from 1 to 1024",
            "rulesets/palagan/standard.toml:5:1: unknown key `instructons` in `limits`, expected \
             one of `instructions`, `memory_mb`; did you mean `instructions`?",
        ]
    );
}

#[test]
fn dropping_a_script_the_base_does_not_load_is_an_error() {
    let big =
        "game = \"palagan\"\nextends = \"standard\"\ndrop_scripts = [\"scripts/palagan/c.lua\"]\n";
    let e = errors(&[(BIG, big), (STANDARD, STANDARD_TEXT), (A, ""), (B, "")]);
    assert_eq!(
        e,
        vec![
            "rulesets/palagan/big.toml:3:17: `scripts/palagan/c.lua` is not a script of the \
             base ruleset: expected one of `scripts/palagan/a.lua`, `scripts/palagan/b.lua`"
        ]
    );
}

#[test]
fn a_missing_root_is_reported() {
    let s = game_sdk::RulesetSource {
        root: "rulesets/palagan/none.toml".into(),
        files: Default::default(),
    };
    let e = game_sdk::ruleset::compile::<Config>(&s, GAME).unwrap_err();
    assert_eq!(
        e.to_string(),
        "rulesets/palagan/none.toml: ruleset not found"
    );
}

#[test]
fn a_duplicate_key_is_named_with_where_it_was_first_set() {
    let e = one("[board]\nside = 4\nside = 5\n");
    assert_eq!(
        e,
        vec![
            "rulesets/palagan/standard.toml:4:1: invalid TOML: duplicate key `side` (first set on \
             line 3)"
        ]
    );
    let e = one("[board]\nside = 4\n[board]\n");
    assert_eq!(e.len(), 1, "{e:?}");
    assert!(
        e[0].contains("invalid TOML: duplicate key `board` (first set on line 2)"),
        "{e:?}"
    );
}

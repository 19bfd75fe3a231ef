//! `extends`: how layers merge, how scripts are ordered, and where problems point.

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure

mod ruleset_common;
use game_sdk::ruleset::ScriptLimits;
use ruleset_common::*;

const BIG_TEXT: &str = r#"game = "palagan"
name = "Big"
extends = "standard"
scripts = ["scripts/palagan/c.lua", "scripts/palagan/a.lua"]
drop_scripts = ["scripts/palagan/b.lua"]

start = ["a1"]

[board]
side = 8

[limits]
instructions = 5000
"#;

fn files(big: &str) -> Vec<(&'static str, String)> {
    vec![
        (BIG, big.to_string()),
        (STANDARD, STANDARD_TEXT.to_string()),
        (A, String::new()),
        (B, String::new()),
        (C, String::new()),
    ]
}

fn compile_big(big: &str) -> Result<game_sdk::ruleset::Ruleset<Config>, Vec<String>> {
    let f = files(big);
    let refs: Vec<(&str, &str)> = f.iter().map(|(p, t)| (*p, t.as_str())).collect();
    compile(&refs)
}

#[test]
fn child_overrides_base_and_tables_merge() {
    let r = compile_big(BIG_TEXT).unwrap();
    // The child's value wins...
    assert_eq!(r.config.board.side, 8);
    // ...and the rest of the base's [board] table is kept.
    assert_eq!(r.config.board.terrain, vec!["grass", "water"]);
    // Keys the child does not mention come from the base.
    assert_eq!(r.config.pieces_per_player, 20);
    // Arrays are replaced, not appended.
    assert_eq!(r.config.start, vec!["a1"]);
}

#[test]
fn header_resolution() {
    let r = compile_big(BIG_TEXT).unwrap();
    assert_eq!(r.header.game, "palagan");
    assert_eq!(r.header.name, "Big");
    // Not inherited.
    assert_eq!(r.header.description, "");
    assert_eq!(r.header.layers, vec![STANDARD, BIG]);
    // [limits] merge key by key: memory from the base, instructions from the child.
    assert_eq!(
        r.header.limits,
        ScriptLimits {
            memory_bytes: 32 * 1024 * 1024,
            instructions: 5000
        }
    );
}

#[test]
fn scripts_append_dedupe_and_drop() {
    let r = compile_big(BIG_TEXT).unwrap();
    // Base [a, b]; the child drops b, appends c, and a is already loaded.
    assert_eq!(r.header.scripts, vec![A, C]);
}

#[test]
fn dropping_then_listing_again_moves_a_script_last() {
    let big = "game = \"palagan\"\nextends = \"standard\"\ndrop_scripts = [\"scripts/palagan/a.lua\"]\nscripts = [\"scripts/palagan/a.lua\"]\n";
    let r = compile_big(big).unwrap();
    assert_eq!(r.header.scripts, vec![B, A]);
    assert_eq!(r.header.name, "big", "name defaults to the file name");
}

#[test]
fn defaults_fill_what_no_layer_sets() {
    let r = compile(&[(STANDARD, "game = \"palagan\"\n")]).unwrap();
    assert_eq!(r.config, Config::default());
    assert_eq!(r.header.limits, ScriptLimits::default());
    assert_eq!(
        ScriptLimits::default(),
        ScriptLimits {
            memory_bytes: 16 * 1024 * 1024,
            instructions: 1_000_000
        }
    );
    assert!(r.header.scripts.is_empty());
}

#[test]
fn a_bad_value_written_by_the_child_points_into_the_child() {
    let big = BIG_TEXT.replace("side = 8", "side = 80");
    let e = compile_big(&big).unwrap_err();
    assert_eq!(
        e,
        vec![
            "rulesets/palagan/big.toml:10:8: `board.side` = 80 is out of range, expected an \
             integer from 2 to 12"
        ]
    );
}

#[test]
fn a_bad_value_written_by_the_base_points_into_the_base() {
    let f: Vec<(&str, String)> = files(BIG_TEXT)
        .into_iter()
        .map(|(p, t)| {
            if p == STANDARD {
                (
                    p,
                    t.replace("pieces_per_player = 20", "pieces_per_player = 200"),
                )
            } else {
                (p, t)
            }
        })
        .collect();
    let refs: Vec<(&str, &str)> = f.iter().map(|(p, t)| (*p, t.as_str())).collect();
    let e = compile(&refs).unwrap_err();
    assert_eq!(
        e,
        vec![
            "rulesets/palagan/standard.toml:6:21: `pieces_per_player` = 200 is out of range, \
             expected an integer from 1 to 100"
        ]
    );
}

#[test]
fn a_child_can_override_a_bad_base_value() {
    let f: Vec<(&str, String)> = files(BIG_TEXT)
        .into_iter()
        .map(|(p, t)| {
            if p == STANDARD {
                (p, t.replace("side = 6", "side = 99"))
            } else {
                (p, t)
            }
        })
        .collect();
    let refs: Vec<(&str, &str)> = f.iter().map(|(p, t)| (*p, t.as_str())).collect();
    assert_eq!(compile(&refs).unwrap().config.board.side, 8);
}

#[test]
fn problems_in_base_and_child_are_reported_together() {
    let f: Vec<(&str, String)> = files(&BIG_TEXT.replace("side = 8", "sied = 8"))
        .into_iter()
        .map(|(p, t)| {
            if p == STANDARD {
                (
                    p,
                    t.replace("push_off_board = \"forbid\"", "push_off_board = 1"),
                )
            } else {
                (p, t)
            }
        })
        .collect();
    let refs: Vec<(&str, &str)> = f.iter().map(|(p, t)| (*p, t.as_str())).collect();
    let e = compile(&refs).unwrap_err();
    assert_eq!(
        e,
        vec![
            "rulesets/palagan/big.toml:10:1: unknown key `sied` in `board`, expected one of \
             `side`, `terrain`; did you mean `side`?",
            "rulesets/palagan/standard.toml:7:18: `push_off_board`: expected one of \
             `\"forbid\"`, `\"capture\"`, found an integer (1)",
        ]
    );
}

#[test]
fn a_table_replaced_by_a_value_takes_the_childs_location() {
    let big = "game = \"palagan\"\nextends = \"standard\"\nboard = 3\n";
    let e = compile_big(big).unwrap_err();
    assert_eq!(
        e,
        vec!["rulesets/palagan/big.toml:3:9: `board`: expected a table, found an integer (3)"]
    );
}

#[test]
fn a_three_layer_chain_merges_in_order() {
    let huge = "game = \"palagan\"\nextends = \"big\"\n[board]\nterrain = [\"sand\"]\n";
    let mut f = files(BIG_TEXT);
    f.insert(0, ("rulesets/palagan/huge.toml", huge.to_string()));
    let refs: Vec<(&str, &str)> = f.iter().map(|(p, t)| (*p, t.as_str())).collect();
    let r = compile(&refs).unwrap();
    assert_eq!(r.config.board.side, 8);
    assert_eq!(r.config.board.terrain, vec!["sand"]);
    assert_eq!(
        r.header.layers,
        vec![STANDARD, BIG, "rulesets/palagan/huge.toml"]
    );
    assert_eq!(r.header.scripts, vec![A, C]);
    // Rust-side checks can point at any key, in the layer that wrote it.
    assert_eq!(
        r.error_at("board.terrain", "no sand").to_string(),
        "rulesets/palagan/huge.toml:4:11: no sand"
    );
    assert_eq!(
        r.error_at("board.side", "odd").to_string(),
        "rulesets/palagan/big.toml:10:8: odd"
    );
    assert_eq!(
        r.error_at("pieces_per_player", "x").to_string(),
        "rulesets/palagan/standard.toml:6:21: x"
    );
}

#[test]
fn a_variant_removes_inherited_keys_and_tables_with_remove() {
    let big = "game = \"palagan\"\nextends = \"standard\"\nremove = [\"start\", \"board.terrain\"]\n\
               [board]\nside = 8\n";
    let r = compile(&[(BIG, big), (STANDARD, STANDARD_TEXT), (A, ""), (B, "")]).unwrap();
    assert_eq!(r.config.start, Vec::<String>::new(), "back to the default");
    assert_eq!(
        r.config.board.terrain,
        vec!["grass".to_string()],
        "the default"
    );
    assert_eq!(r.config.board.side, 8, "the variant's own keys still merge");
    assert_eq!(r.config.pieces_per_player, 20, "the rest is inherited");
    // A removed key may be set again by the same variant: removal happens before its keys.
    let again =
        "game = \"palagan\"\nextends = \"standard\"\nremove = [\"board\"]\n[board]\nside = 3\n";
    let r = compile(&[(BIG, again), (STANDARD, STANDARD_TEXT), (A, ""), (B, "")]).unwrap();
    assert_eq!((r.config.board.side, r.config.board.terrain.len()), (3, 1));
}

#[test]
fn removing_a_key_the_base_does_not_set_is_located() {
    let big = "game = \"palagan\"\nextends = \"standard\"\nremove = [\"board.sied\"]\n";
    let e = errors(&[(BIG, big), (STANDARD, STANDARD_TEXT), (A, ""), (B, "")]);
    assert_eq!(
        e,
        vec![
            "rulesets/palagan/big.toml:3:11: `board.sied` is not set by the base ruleset, so \
             there is nothing to remove (write a dotted key path such as \"cards.A6\")"
        ]
    );
}

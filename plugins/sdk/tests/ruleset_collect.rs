//! The host side: collecting a ruleset's files from the content root.

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure

use game_sdk::ruleset::references;
use std::fs;

#[test]
fn collect_follows_extends_and_scripts() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    fs::create_dir_all(root.join("rulesets/palagan")).unwrap();
    fs::create_dir_all(root.join("scripts/palagan")).unwrap();
    fs::write(
        root.join("rulesets/palagan/standard.toml"),
        "game = \"palagan\"\nscripts = [\"scripts/palagan/a.lua\"]\n",
    )
    .unwrap();
    fs::write(
        root.join("rulesets/palagan/big.toml"),
        "game = \"palagan\"\nextends = \"standard\"\nscripts = [\"scripts/palagan/b.lua\", \"scripts/palagan/missing.lua\"]\n",
    )
    .unwrap();
    fs::write(root.join("scripts/palagan/a.lua"), "-- a").unwrap();
    fs::write(root.join("scripts/palagan/b.lua"), "-- b").unwrap();
    let source = game_sdk::ruleset::collect(root, "rulesets/palagan/big.toml").unwrap();
    let files: Vec<&str> = source.files.keys().map(String::as_str).collect();
    assert_eq!(
        files,
        vec![
            "rulesets/palagan/big.toml",
            "rulesets/palagan/standard.toml",
            "scripts/palagan/a.lua",
            "scripts/palagan/b.lua",
        ]
    );
    // The missing script is left for compile to report with its location.
    let err = game_sdk::ruleset::compile::<serde_json::Value>(&source, "palagan").unwrap_err();
    assert_eq!(
        err.to_string(),
        "rulesets/palagan/big.toml:3:37: script `scripts/palagan/missing.lua` not found (script \
         paths are relative to the content root)"
    );
    assert!(game_sdk::ruleset::collect(root, "rulesets/palagan/none.toml").is_err());
}

#[test]
fn references_match_how_extends_resolves() {
    assert_eq!(
        references(
            "rulesets/palagan/big.toml",
            "extends = \"standard\"\nscripts = [\"scripts/palagan/x.lua\"]\n"
        ),
        vec!["rulesets/palagan/standard.toml", "scripts/palagan/x.lua"]
    );
}

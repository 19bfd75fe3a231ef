//! Libraries: code the scripts of one ruleset share through `library { ... }` and `require`.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a failed unwrap is a failed test

use game_sdk::script::{ScriptHost, ScriptLimits, UserData};
use game_sdk::{GameRng, RulesetSource};

#[derive(Debug, Default)]
struct Nothing;
impl UserData for Nothing {}

fn load(files: &[(&str, &str)]) -> Result<ScriptHost, game_sdk::Diagnostics> {
    let mut source = RulesetSource::inline("rulesets/t/standard.toml", "");
    for (path, text) in files {
        source
            .files
            .insert((*path).to_string(), (*text).to_string());
    }
    let paths: Vec<String> = files.iter().map(|(p, _)| (*p).to_string()).collect();
    ScriptHost::load(&source, &paths, ScriptLimits::default())
}

fn call(host: &ScriptHost, name: &str) -> Result<String, game_sdk::script::ScriptError> {
    host.call(
        name,
        &mut Nothing,
        (),
        &mut GameRng::from_seed(1),
        &mut Vec::new(),
    )
}

const SHARED: &str =
    "local M = {}\nfunction M.twice(s) return s .. s end\nM.word = \"ab\"\nreturn library(M)\n";

#[test]
fn a_later_script_requires_a_library_whose_functions_are_not_hooks() {
    let user = "local shared = require(\"shared\")\nlocal M = {}\nfunction M.hook() return shared.twice(shared.word) end\nreturn M\n";
    let host = load(&[
        ("scripts/t/shared.lua", SHARED),
        ("scripts/t/user.lua", user),
    ])
    .unwrap();
    assert_eq!(call(&host, "hook").unwrap(), "abab");
    assert!(host.has("hook"));
    assert!(!host.has("twice"), "a library's functions are not hooks");
    assert_eq!(host.hook_names().count(), 1);
}

#[test]
fn a_library_is_frozen_like_everything_a_script_keeps() {
    let user = "local shared = require(\"shared\")\nlocal M = {}\nfunction M.hook() shared.word = \"x\" return shared.word end\nreturn M\n";
    let host = load(&[
        ("scripts/t/shared.lua", SHARED),
        ("scripts/t/user.lua", user),
    ])
    .unwrap();
    let err = call(&host, "hook").unwrap_err();
    assert!(err.file.ends_with("user.lua") && err.line == 3, "{err}");
    // Still the same library for the next call: nothing was kept.
    let reader = "local s = require(\"shared\")\nlocal M = {}\nfunction M.read() return s.word end\nreturn M\n";
    let host = load(&[
        ("scripts/t/shared.lua", SHARED),
        ("scripts/t/r.lua", reader),
    ])
    .unwrap();
    assert_eq!(call(&host, "read").unwrap(), "ab");
}

#[test]
fn require_of_a_library_not_loaded_before_names_the_ones_that_are() {
    // Listed after the script that needs it: not loaded yet.
    let user = "local shared = require(\"shared\")\nreturn {}\n";
    let err = load(&[
        ("scripts/t/user.lua", user),
        ("scripts/t/shared.lua", SHARED),
    ])
    .err()
    .unwrap()
    .to_string();
    assert!(err.contains("scripts/t/user.lua:1"), "{err}");
    assert!(
        err.contains("require(\"shared\"): no library of that name"),
        "{err}"
    );
    assert!(err.contains("loaded: none"), "{err}");
    let other = "local x = require(\"other\")\nreturn {}\n";
    let err = load(&[("scripts/t/shared.lua", SHARED), ("scripts/t/o.lua", other)])
        .err()
        .unwrap()
        .to_string();
    assert!(err.contains("loaded: shared"), "{err}");
}

#[test]
fn two_libraries_of_one_name_are_refused_naming_both_files() {
    let err = load(&[
        ("scripts/a/shared.lua", SHARED),
        ("scripts/b/shared.lua", SHARED),
    ])
    .err()
    .unwrap()
    .to_string();
    assert!(err.contains("scripts/b/shared.lua"), "{err}");
    assert!(
        err.contains("already loaded from scripts/a/shared.lua"),
        "{err}"
    );
}

#[test]
fn library_takes_a_table() {
    let err = load(&[("scripts/t/bad.lua", "return library(3)\n")])
        .err()
        .unwrap()
        .to_string();
    assert!(err.contains("library(...) takes the table"), "{err}");
}

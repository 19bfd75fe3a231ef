//! Rulesets across packages: a mod's ruleset extends the game's own (`"standard"`) or another
//! mod's (`"<mod-id>:<name>"`), its scripts are relative to the mod, and a missing mod is a
//! located error.

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure

mod ruleset_common;
use game_sdk::ruleset::references;
use ruleset_common::*;

const BASE: &str = "mods/base/rulesets/palagan/wide.toml";
const CHILD: &str = "mods/child/rulesets/palagan/wider.toml";

fn standard() -> (&'static str, &'static str) {
    (
        "rulesets/palagan/standard.toml",
        "game = \"palagan\"\nscripts = [\"scripts/palagan/a.lua\"]\n[board]\nside = 6\n",
    )
}

#[test]
fn a_mod_extends_the_games_standard_and_loads_its_own_scripts() {
    let wide = "game = \"palagan\"\nextends = \"standard\"\nscripts = [\"scripts/palagan/w.lua\"]\n[board]\nside = 9\n";
    let r = compile(&[
        (BASE, wide),
        standard(),
        ("scripts/palagan/a.lua", ""),
        ("mods/base/scripts/palagan/w.lua", ""),
    ])
    .unwrap();
    assert_eq!(r.config.board.side, 9);
    assert_eq!(r.header.layers, ["rulesets/palagan/standard.toml", BASE]);
    assert_eq!(
        r.header.scripts,
        ["scripts/palagan/a.lua", "mods/base/scripts/palagan/w.lua"]
    );
}

#[test]
fn a_mod_extends_another_mods_ruleset_over_three_packages() {
    let wide = "game = \"palagan\"\nextends = \"standard\"\npieces_per_player = 30\n";
    let wider = "game = \"palagan\"\nextends = \"base:wide\"\ndrop_scripts = [\"scripts/palagan/a.lua\"]\n[board]\nside = 11\n";
    let r = compile(&[
        (CHILD, wider),
        (BASE, wide),
        standard(),
        ("scripts/palagan/a.lua", ""),
    ])
    .unwrap();
    assert_eq!(r.config.board.side, 11);
    assert_eq!(r.config.pieces_per_player, 30);
    assert_eq!(
        r.header.layers,
        ["rulesets/palagan/standard.toml", BASE, CHILD]
    );
    assert!(
        r.header.scripts.is_empty(),
        "the game's script is dropped by the path its ruleset used"
    );
}

#[test]
fn collecting_follows_references_into_other_packages() {
    let wider =
        "game = \"palagan\"\nextends = \"base:wide\"\nscripts = [\"scripts/palagan/x.lua\"]\n";
    assert_eq!(
        references(CHILD, wider),
        [BASE, "mods/child/scripts/palagan/x.lua"]
    );
    // The host's reader decides where each package's files are: here, an in-memory map.
    let source = game_sdk::ruleset::collect_with(CHILD, |rel| match rel {
        CHILD => Ok(wider.to_string()),
        BASE => Ok("game = \"palagan\"\nextends = \"standard\"\n".to_string()),
        "rulesets/palagan/standard.toml" => Ok(standard().1.to_string()),
        _ => Err(game_sdk::ruleset::safe_read::Refusal::NotFound),
    })
    .unwrap();
    let paths: Vec<&str> = source.files.keys().map(String::as_str).collect();
    assert_eq!(paths, [BASE, CHILD, "rulesets/palagan/standard.toml"]);
}

#[test]
fn a_missing_mod_is_a_located_error_naming_the_mod() {
    let wider = "game = \"palagan\"\nextends = \"base:wide\"\n";
    assert_eq!(
        errors(&[(CHILD, wider)]),
        [format!(
            "{CHILD}:2:11: base ruleset `{BASE}` not found: mod `base` is not installed, or has \
             no such ruleset for this game"
        )]
    );
}

#[test]
fn a_bad_mod_reference_says_what_is_wrong_where() {
    let bad = "game = \"palagan\"\nextends = \"Base:wide\"\n";
    let e = errors(&[(CHILD, bad)]);
    assert_eq!(e.len(), 1);
    assert!(
        e[0].starts_with(&format!(
            "{CHILD}:2:11: `extends` = \"Base:wide\": `Base` is not a mod id"
        )),
        "{e:?}"
    );
    let missing_script = "game = \"palagan\"\nscripts = [\"scripts/palagan/none.lua\"]\n";
    assert_eq!(
        errors(&[(CHILD, missing_script)]),
        [format!(
            "{CHILD}:2:12: script `scripts/palagan/none.lua` not found in mod `child` (script \
             paths in a mod are relative to its folder: `mods/child/scripts/palagan/none.lua`)"
        )]
    );
}

#[test]
fn a_cycle_across_mods_is_reported() {
    let a = "game = \"palagan\"\nextends = \"child:wider\"\n";
    let b = "game = \"palagan\"\nextends = \"base:wide\"\n";
    let e = errors(&[(BASE, a), (CHILD, b)]);
    assert_eq!(e.len(), 1, "{e:?}");
    assert!(e[0].contains("`extends` makes a cycle"), "{e:?}");
}

//! `game-host schema`: the checked-in `rulesets/<game>/.schema.json` files are what the command
//! prints (so they cannot go stale), and every bundled ruleset fits its game's schema.
//!
//! The full JSON Schema validation is Taplo's job in `.ci/run` (`taplo check`, as an author's
//! editor runs it); adding a JSON Schema validator crate to the host for one test would cost the
//! shared build more than it checks beyond Taplo. The walk below checks what matters most here:
//! every key a bundled ruleset writes is one the schema declares, with the declared type, so a
//! schema that forgot or mistyped a key fails here without Python.

use crate::common;

use serde_json::Value as Json;
use std::path::Path;

use common::workspace_root;

/// `game-host ARGS --content ROOT`, plugins from next to the binary (`cargo build --workspace`
/// puts them there).
/// `game-host ARGS --content ROOT` (the shared runner: plugins from next to the binary, a
/// fresh data directory, at most a minute).
fn game_host_with_content(root: &Path, args: &[&str]) -> std::process::Output {
    common::game_host_with_content(root, args, 60)
}

fn games() -> Vec<String> {
    let mut games: Vec<String> = std::fs::read_dir(workspace_root().join("rulesets"))
        .unwrap()
        .map(|e| e.unwrap())
        .filter(|e| e.file_type().unwrap().is_dir())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    games.sort();
    games
}

fn printed_schema(game: &str) -> String {
    let out = game_host_with_content(&workspace_root(), &["schema", game]);
    assert!(
        out.status.success(),
        "game-host schema {game}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn the_checked_in_schemas_are_what_schema_prints() {
    let games = games();
    assert!(
        games.len() >= 4,
        "the bundled games have ruleset folders: {games:?}"
    );
    for game in games {
        let path = workspace_root().join(format!("rulesets/{game}/.schema.json"));
        let stored = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            stored == printed_schema(&game),
            "{} is stale or missing: run `game-host schema --write`",
            path.display()
        );
    }
}

#[test]
fn schema_write_creates_one_file_per_game_with_rulesets() {
    let root = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(root.path().join("rulesets/palagan")).unwrap();
    let out = game_host_with_content(root.path(), &["schema", "--write"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
    let written =
        std::fs::read_to_string(root.path().join("rulesets/palagan/.schema.json")).unwrap();
    assert_eq!(written, printed_schema("palagan"));
    // Games without a ruleset directory are named, not given an empty one.
    assert!(text.contains("skipped cyvasse: no "), "{text}");
    assert!(!root.path().join("rulesets/cyvasse").exists());
}

#[test]
fn schema_needs_a_game_or_write_and_names_an_unknown_game() {
    let out = game_host_with_content(&workspace_root(), &["schema"]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("name a game"), "{err}");
    let out = game_host_with_content(&workspace_root(), &["schema", "chess"]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("chess"), "{err}");
}

#[test]
fn every_schema_makes_keys_optional_but_game_and_knows_the_header() {
    for game in games() {
        let schema: Json = serde_json::from_str(&printed_schema(&game)).unwrap();
        assert_eq!(schema["required"], serde_json::json!(["game"]), "{game}");
        assert_eq!(
            schema["properties"]["game"]["const"],
            Json::from(game.as_str())
        );
        for key in [
            "extends",
            "name",
            "description",
            "scripts",
            "drop_scripts",
            "remove",
            "limits",
        ] {
            assert!(
                schema["properties"].get(key).is_some(),
                "{game}: header key {key}"
            );
        }
        assert_eq!(schema["additionalProperties"], Json::Bool(false), "{game}");
        assert_no_required_below(&schema, &game);
    }
}

fn assert_no_required_below(schema: &Json, game: &str) {
    let props = schema.get("properties").and_then(Json::as_object);
    let nested = props
        .into_iter()
        .flat_map(|p| p.values())
        .chain(schema.get("additionalProperties").filter(|a| a.is_object()))
        .chain(schema.get("items"));
    for sub in nested {
        assert!(sub.get("required").is_none(), "{game}: {sub} requires keys");
        assert_no_required_below(sub, game);
    }
}

/// Every bundled ruleset's keys, and every example mod's (`mods/<id>/rulesets/<game>/`), are
/// declared by its game's schema, with the declared type.
#[test]
fn every_bundled_ruleset_fits_its_schema() {
    let mut checked = 0;
    let mods: Vec<std::path::PathBuf> = std::fs::read_dir(workspace_root().join("mods"))
        .map(|d| d.map(|e| e.unwrap().path()).collect())
        .unwrap_or_default();
    for game in games() {
        let schema: Json = serde_json::from_str(&printed_schema(&game)).unwrap();
        let dirs = std::iter::once(workspace_root().join(format!("rulesets/{game}")))
            .chain(mods.iter().map(|m| m.join(format!("rulesets/{game}"))))
            .filter(|d| d.is_dir());
        for entry in dirs.flat_map(|dir| std::fs::read_dir(dir).unwrap()) {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|e| e == "toml") {
                let problems = misfits(&schema, &path);
                assert!(
                    problems.is_empty(),
                    "{}:\n{}",
                    path.display(),
                    problems.join("\n")
                );
                checked += 1;
            }
        }
    }
    assert!(checked >= 15, "only {checked} rulesets found");
}

/// The walk catches what it is here for: a misspelt key, a key at the wrong level, a mistyped
/// value.
#[test]
fn the_walk_finds_misspelt_misplaced_and_mistyped_keys() {
    let schema: Json = serde_json::from_str(&printed_schema("palagan")).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bad.toml");
    std::fs::write(
        &path,
        "game = \"palagan\"\nhand_sise = 3\nside = 6\n[board]\nside = \"big\"\n",
    )
    .unwrap();
    let problems = misfits(&schema, &path);
    assert_eq!(
        problems,
        [
            "`board.side`: expected integer, found string",
            "`hand_sise`: not a key of the schema",
            "`side`: not a key of the schema",
        ]
    );
}

fn misfits(schema: &Json, path: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(path).unwrap();
    let value: toml::Value = toml::from_str(&text).unwrap();
    let mut problems = Vec::new();
    walk(schema, &value, "", &mut problems);
    problems
}

fn walk(schema: &Json, value: &toml::Value, key: &str, problems: &mut Vec<String>) {
    let expected = schema.get("type").and_then(Json::as_str).unwrap_or("any");
    let fits = match value {
        toml::Value::String(_) => expected == "string",
        toml::Value::Integer(_) => expected == "integer" || expected == "number",
        toml::Value::Float(_) => expected == "number",
        toml::Value::Boolean(_) => expected == "boolean",
        toml::Value::Array(_) => expected == "array",
        toml::Value::Table(_) => expected == "object",
        toml::Value::Datetime(_) => false,
    } || key.is_empty() && expected == "object";
    if !fits {
        problems.push(format!(
            "`{key}`: expected {expected}, found {}",
            value.type_str()
        ));
        return;
    }
    let join = |name: &str| {
        if key.is_empty() {
            name.to_string()
        } else {
            format!("{key}.{name}")
        }
    };
    match value {
        toml::Value::Table(table) => {
            for (name, sub) in table {
                let declared = schema.get("properties").and_then(|p| p.get(name));
                match declared
                    .or_else(|| schema.get("additionalProperties").filter(|a| a.is_object()))
                {
                    Some(sub_schema) => walk(sub_schema, sub, &join(name), problems),
                    None if schema.get("additionalProperties") == Some(&Json::Bool(false)) => {
                        problems.push(format!("`{}`: not a key of the schema", join(name)));
                    }
                    None => {}
                }
            }
        }
        toml::Value::Array(items) => {
            if let Some(item_schema) = schema.get("items") {
                for (i, item) in items.iter().enumerate() {
                    walk(item_schema, item, &format!("{key}[{i}]"), problems);
                }
            }
        }
        _ => {}
    }
}

/// Every file generated from the list of games (schemas, `.taplo.toml`, `.luarc.json`, the key
/// reference) is current: a new game needs `game-host schema --write`, no list edited by hand.
#[test]
fn every_generated_file_is_current() {
    let out = game_host_with_content(&workspace_root(), &["schema", "--check"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
    let games = games().len();
    assert!(
        text.contains(&format!("{} generated files are current", games + 3)),
        "one schema per game, the two editor files and the key reference: {text}"
    );
}

#[test]
fn schema_check_names_a_stale_file_and_fails() {
    let root = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(root.path().join("rulesets/palagan")).unwrap();
    std::fs::write(root.path().join(".taplo.toml"), "# old\n").unwrap();
    let out = game_host_with_content(root.path(), &["schema", "--check"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(!out.status.success(), "{text}");
    assert!(
        text.contains("stale or missing: ") && text.contains(".taplo.toml"),
        "{text}"
    );
    assert!(text.contains("rulesets/palagan/.schema.json"), "{text}");
    assert!(text.contains("run `game-host schema --write`"), "{text}");
    let written = game_host_with_content(root.path(), &["schema", "--write"]);
    assert!(written.status.success());
    let taplo = std::fs::read_to_string(root.path().join(".taplo.toml")).unwrap();
    assert!(
        taplo.contains("rulesets/palagan/.schema.json") && !taplo.contains("cyvasse"),
        "{taplo}"
    );
    assert!(
        game_host_with_content(root.path(), &["schema", "--check"])
            .status
            .success()
    );
}

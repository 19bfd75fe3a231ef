//! Adding a game needs no file outside its own folders (issue 29): the template
//! (`templates/my-game`), copied under a new name into a workspace that holds nothing else,
//! builds and passes its own tests, the rules and the conformance suite on every ruleset it
//! ships included. Built into `target/template` (its own lock and cache: the first run compiles
//! the SDK's dependencies once).

use crate::common::workspace_root;
use std::path::Path;
use std::process::Command;

/// Copies `from` into `to`, renaming the template's names in paths and text.
fn copy_renamed(from: &Path, to: &Path) {
    let rename = |s: &str| {
        s.replace("my-game", "fresh-nim")
            .replace("my_game", "fresh_nim")
            .replace("MyGame", "FreshNim")
    };
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let name = rename(&entry.file_name().to_string_lossy());
        let target = to.join(name);
        if entry.file_type().unwrap().is_dir() {
            std::fs::create_dir_all(&target).unwrap();
            copy_renamed(&entry.path(), &target);
        } else {
            let text = std::fs::read_to_string(entry.path()).unwrap();
            std::fs::write(&target, rename(&text)).unwrap();
        }
    }
}

#[test]
fn the_template_copied_under_a_new_name_builds_and_passes_its_tests() {
    let root = workspace_root();
    let ws = tempfile::tempdir().unwrap();
    copy_renamed(&root.join("templates/my-game"), ws.path());
    // The repository's manifest, with only the new game as a member and the SDK's crates by
    // absolute path (so the profiles and lints are the ones every game here gets).
    let manifest = std::fs::read_to_string(root.join("Cargo.toml")).unwrap();
    let members = "members = [\"host\", \"plugins/*\"]";
    assert!(
        manifest.contains(members),
        "the root manifest changed: update this test"
    );
    let manifest = manifest
        .replace(members, "members = [\"plugins/*\"]")
        .replace("exclude = [\"host/tests/fixtures\"]\n", "")
        .replace(
            "path = \"plugins/",
            &format!("path = \"{}/plugins/", root.display()),
        );
    std::fs::write(ws.path().join("Cargo.toml"), manifest).unwrap();
    std::fs::copy(root.join("Cargo.lock"), ws.path().join("Cargo.lock")).unwrap();
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    // The template is formatted as it is shipped; the renamed copy is formatted as an author
    // would (a new name can reorder the imports).
    let sources: Vec<_> = ["src", "tests"]
        .iter()
        .flat_map(|d| {
            std::fs::read_dir(root.join("templates/my-game/plugins/my-game").join(d)).unwrap()
        })
        .map(|e| e.unwrap().path())
        .collect();
    let check = Command::new("rustfmt")
        .args(["--edition", "2024", "--check"])
        .args(&sources)
        .output()
        .unwrap();
    assert!(
        check.status.success(),
        "templates/my-game is not formatted: {}",
        String::from_utf8_lossy(&check.stdout)
    );
    let fmt = Command::new(&cargo)
        .args(["fmt", "--all"])
        .current_dir(ws.path())
        .status()
        .unwrap();
    assert!(fmt.success());
    let test = Command::new(&cargo)
        .args(["test", "--offline"])
        .current_dir(ws.path())
        .env("CARGO_TARGET_DIR", root.join("target/template"))
        .env_remove("RUSTFLAGS")
        .output()
        .unwrap();
    let out = String::from_utf8_lossy(&test.stdout);
    let err = String::from_utf8_lossy(&test.stderr);
    assert!(test.status.success(), "{out}\n{err}");
    for name in [
        "nim_1_the_pile_starts_full_and_the_first_seat_moves ... ok",
        "nim_3_taking_the_last_stick_wins_and_loses_under_last_loses ... ok",
        "every_shipped_ruleset_passes_the_conformance_suite ... ok",
    ] {
        assert!(out.contains(name), "{name} did not run:\n{out}");
    }
}

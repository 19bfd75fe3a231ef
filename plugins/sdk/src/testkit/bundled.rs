//! The rulesets a game ships in the repository (`rulesets/<game>/*.toml`), for plugin tests:
//! compile one as the host reads it ([`ruleset`]), and run the conformance suite on every one
//! of them ([`conformance_all_rulesets`]), which fails when a shipped ruleset has no run, so a
//! new ruleset file cannot go untested.

use super::Options;
use crate::game::Game;
use crate::ruleset::RulesetSource;
use std::path::{Path, PathBuf};

/// The content root of the game under test (its workspace root, which holds `rulesets/` and
/// `scripts/` beside `plugins/<game>/`).
pub fn content_root() -> PathBuf {
    // The repository of the game under test: cargo sets CARGO_MANIFEST_DIR for every test it
    // runs to the tested package's folder (`plugins/<game>/`). The SDK's own path, fixed when
    // the SDK compiled, is only the fallback: a game built in another repository (a game
    // package, or the template copied elsewhere) has its rulesets beside it, not beside the SDK.
    std::env::var_os("CARGO_MANIFEST_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")))
        .join("../..")
}

/// The files of `rulesets/<game_id>/<name>.toml`, its `extends` chain and its scripts, read
/// from the content root as the host collects them; panics with the reason when they cannot
/// be read.
pub fn ruleset_source(game_id: &str, name: &str) -> RulesetSource {
    source_in(&content_root(), game_id, name)
}

/// The shipped ruleset `rulesets/<game_id>/<name>.toml`, compiled through [`Game::compile`];
/// panics with the diagnostics when it does not compile.
pub fn ruleset<G: Game>(game_id: &str, name: &str) -> G {
    compile_in(&content_root(), game_id, name)
}

/// The content path of ruleset `name`: `rulesets/<game>/<name>.toml`, or for an example mod's
/// `<mod-id>:<name>` its file `mods/<mod-id>/rulesets/<game>/<name>.toml` (the repository's
/// `mods/` is laid out as the host names mod files, so it collects from the content root).
pub fn ruleset_path(game_id: &str, name: &str) -> String {
    match name.split_once(':') {
        Some((mod_id, name)) => crate::ruleset::packages::mod_ruleset_path(mod_id, game_id, name),
        None => format!("rulesets/{game_id}/{name}.toml"),
    }
}

/// The names of the rulesets shipped in `<root>/rulesets/<game_id>/` (file stems), then those
/// of the example mods in `<root>/mods/<mod-id>/rulesets/<game_id>/` (`<mod-id>:<stem>`).
pub fn shipped_rulesets(root: &Path, game_id: &str) -> Vec<String> {
    let mut names = stems(&root.join("rulesets").join(game_id));
    let mut mods: Vec<String> = std::fs::read_dir(root.join("mods"))
        .map(|entries| {
            entries
                .filter_map(|e| e.ok()?.file_name().to_str().map(str::to_string))
                .filter(|id| crate::ruleset::packages::is_mod_id(id))
                .collect()
        })
        .unwrap_or_default();
    mods.sort();
    for id in mods {
        let dir = root.join("mods").join(&id).join("rulesets").join(game_id);
        if dir.is_dir() {
            names.extend(stems(&dir).into_iter().map(|n| format!("{id}:{n}")));
        }
    }
    names
}

/// The `.toml` file stems in `dir`, sorted.
fn stems(dir: &Path) -> Vec<String> {
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) => panic!("{}: {e}", dir.display()),
    };
    let mut names: Vec<String> = entries
        .filter_map(|entry| {
            let name = entry.ok()?.file_name().to_string_lossy().into_owned();
            name.strip_suffix(".toml").map(str::to_string)
        })
        .collect();
    names.sort();
    names
}

/// What is wrong with a list of conformance runs for the rulesets `shipped`: a shipped ruleset
/// with no run, a run for a ruleset that is not shipped, or a ruleset with two runs. `None`
/// when every shipped ruleset has exactly one run.
pub fn uncovered_rulesets(game_id: &str, shipped: &[String], runs: &[&str]) -> Option<String> {
    let mut problems = Vec::new();
    for name in shipped {
        if !runs.contains(&name.as_str()) {
            problems.push(format!(
                "{} is shipped but has no conformance run: add it (with its options) to the \
                 game's conformance test",
                ruleset_path(game_id, name)
            ));
        }
    }
    for (i, name) in runs.iter().enumerate() {
        if !shipped.iter().any(|s| s == name) {
            problems.push(format!(
                "a conformance run names `{name}`, but there is no {}",
                ruleset_path(game_id, name)
            ));
        }
        if runs[..i].contains(name) {
            problems.push(format!("`{name}` has two conformance runs"));
        }
    }
    (!problems.is_empty()).then(|| problems.join("\n"))
}

/// Runs the conformance suite on every ruleset the game ships in `rulesets/<game_id>/`, each
/// with its own options (`runs`: ruleset name → options; a large board wants fewer seeds).
/// Fails before running anything when a shipped ruleset has no run (or a run names no shipped
/// ruleset): the list must follow the files.
pub fn conformance_all_rulesets<G: Game>(game_id: &str, runs: &[(&str, Options)]) {
    conformance_all_rulesets_in::<G>(&content_root(), game_id, runs);
}

/// [`conformance_all_rulesets`] on the rulesets under another content root (the testkit's own
/// tests give it a temporary one).
pub fn conformance_all_rulesets_in<G: Game>(root: &Path, game_id: &str, runs: &[(&str, Options)]) {
    let shipped = shipped_rulesets(root, game_id);
    let names: Vec<&str> = runs.iter().map(|(name, _)| *name).collect();
    if let Some(problems) = uncovered_rulesets(game_id, &shipped, &names) {
        panic!("{problems}");
    }
    for (name, options) in runs {
        // Printed, not returned: the suite's own panic names the seed but not the ruleset, and
        // a failing test shows what it printed.
        eprintln!(
            "conformance: {}, {} seeds",
            ruleset_path(game_id, name),
            options.seeds
        );
        let rules = ruleset_path(game_id, name);
        super::conformance_of(&compile_in::<G>(root, game_id, name), options, &rules);
    }
}

fn source_in(root: &Path, game_id: &str, name: &str) -> RulesetSource {
    let path = ruleset_path(game_id, name);
    match crate::ruleset::collect(root, &path) {
        Ok(source) => source,
        Err(e) => panic!("{path}: {e}"),
    }
}

fn compile_in<G: Game>(root: &Path, game_id: &str, name: &str) -> G {
    match G::compile(&source_in(root, game_id, name)) {
        Ok(game) => game,
        Err(e) => panic!("{name}: {e}"),
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure

    use super::*;

    fn names(v: &[&str]) -> Vec<String> {
        v.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn a_shipped_ruleset_without_a_run_is_reported_by_name() {
        let root = tempfile::tempdir().unwrap();
        let dir = root.path().join("rulesets/toy");
        std::fs::create_dir_all(&dir).unwrap();
        for file in ["standard.toml", "extra.toml", "rules.md"] {
            std::fs::write(dir.join(file), "game = \"toy\"\n").unwrap();
        }
        let shipped = shipped_rulesets(root.path(), "toy");
        assert_eq!(shipped, names(&["extra", "standard"]));
        let problems = uncovered_rulesets("toy", &shipped, &["standard"]).unwrap();
        assert!(
            problems.contains("rulesets/toy/extra.toml is shipped but has no conformance run"),
            "{problems}"
        );
        assert!(!problems.contains("standard"), "{problems}");
        assert_eq!(
            uncovered_rulesets("toy", &shipped, &["extra", "standard"]),
            None
        );
    }

    #[test]
    fn a_run_for_a_ruleset_that_is_not_shipped_or_a_second_run_is_reported() {
        let shipped = names(&["standard"]);
        let problems =
            uncovered_rulesets("toy", &shipped, &["standard", "gone", "standard"]).unwrap();
        assert!(
            problems.contains("names `gone`, but there is no rulesets/toy/gone.toml"),
            "{problems}"
        );
        assert!(
            problems.contains("`standard` has two conformance runs"),
            "{problems}"
        );
    }
}

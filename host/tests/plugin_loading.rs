#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a failed unwrap is a failed test
//! The loader never crashes on a bad library: each failure is a clear reason, and the host
//! keeps running with the plugins that did load.

mod common;

use common::{fixtures_dir, lib_path, plugins_dir, workspace_root};
use game_host::plugin::{Catalog, LoadError, Plugin};
use game_sdk::RulesetSource;
use game_sdk::abi::ABI_VERSION;
use game_sdk::wire::{CallError, Start, Viewer};
use std::sync::Arc;

#[test]
fn the_example_plugin_is_found_in_the_build_directory() {
    let catalog = Catalog::discover(&[plugins_dir()]);
    let ttt = catalog.find("tic-tac-toe").expect("tic-tac-toe is listed");
    assert_eq!(ttt.info().seats, vec!["X", "O"]);
    assert!(
        catalog.failures.is_empty(),
        "unexpected failures: {:?}",
        catalog.failures
    );
}

#[test]
fn a_library_without_the_table_is_not_a_plugin() {
    let err = Plugin::load(&lib_path(&fixtures_dir(), "not_a_plugin")).unwrap_err();
    assert_eq!(err, LoadError::NotAPlugin);
    assert!(err.to_string().contains("not a game plugin"));
}

#[test]
fn a_wrong_abi_version_is_refused_before_anything_else_is_read() {
    let err = Plugin::load(&lib_path(&fixtures_dir(), "wrong_abi")).unwrap_err();
    assert_eq!(
        err,
        LoadError::WrongAbi {
            found: 999,
            expected: ABI_VERSION
        }
    );
    assert!(err.to_string().contains("version 999"), "{err}");
}

#[test]
fn a_file_that_is_not_a_library_fails_to_load_with_a_reason() {
    let dir = tempfile::tempdir().unwrap();
    let fake = lib_path(dir.path(), "garbage");
    std::fs::write(&fake, b"this is not an ELF file").unwrap();
    let err = Plugin::load(&fake).unwrap_err();
    assert!(matches!(err, LoadError::Library(_)), "{err:?}");
}

#[test]
fn discovery_lists_every_bad_library_with_its_reason_and_keeps_the_good_ones() {
    let dir = tempfile::tempdir().unwrap();
    for name in ["not_a_plugin", "wrong_abi", "panicking"] {
        let from = lib_path(&fixtures_dir(), name);
        std::fs::copy(&from, lib_path(dir.path(), name)).unwrap();
    }
    std::fs::write(lib_path(dir.path(), "empty"), b"").unwrap();
    let catalog = Catalog::discover(&[dir.path().to_path_buf(), plugins_dir()]);
    let reasons: Vec<String> = catalog
        .failures
        .iter()
        .map(|f| format!("{}: {}", f.path.display(), f.reason))
        .collect();
    assert_eq!(catalog.failures.len(), 3, "{reasons:#?}");
    assert!(
        reasons
            .iter()
            .any(|r| r.contains("not_a_plugin") && r.contains("not a game plugin"))
    );
    assert!(
        reasons
            .iter()
            .any(|r| r.contains("wrong_abi") && r.contains("ABI version 999"))
    );
    assert!(
        reasons
            .iter()
            .any(|r| r.contains("empty") && r.contains("cannot load"))
    );
    assert!(catalog.find("panicky").is_some());
    assert!(catalog.find("tic-tac-toe").is_some());
}

#[test]
fn a_panic_inside_the_plugin_is_an_error_and_the_match_survives() {
    let plugin = Arc::new(Plugin::load(&lib_path(&fixtures_dir(), "panicking")).unwrap());

    let err = plugin
        .compile(&RulesetSource::inline(
            "rulesets/panicky/x.toml",
            "please panic",
        ))
        .unwrap_err();
    assert!(
        matches!(&err, CallError::Panic(m) if m.contains("compile was asked to panic")),
        "{err:?}"
    );

    let rules = plugin
        .compile(&RulesetSource::inline("rulesets/panicky/x.toml", "calm"))
        .unwrap();
    let mut m = rules.start(&Start::Seed(1)).unwrap();
    m.apply("step").unwrap();
    let before = m.state_bytes().unwrap();
    let err = m.apply("boom").unwrap_err();
    assert!(
        matches!(&err, CallError::Panic(msg) if msg.contains("apply was asked to panic")),
        "{err:?}"
    );
    assert_eq!(
        m.state_bytes().unwrap(),
        before,
        "the panicking action must change nothing"
    );
    m.apply("step").unwrap();
    let applied = m.apply("step").unwrap();
    assert!(applied.status.is_over());
    assert!(m.view(Viewer::Referee).unwrap().actions.is_empty());
}

#[test]
fn an_illegal_action_is_refused_with_a_reason_and_changes_nothing() {
    let catalog = Catalog::discover(&[plugins_dir()]);
    let ttt = catalog.find("tic-tac-toe").unwrap();
    let source =
        RulesetSource::collect(&workspace_root(), "rulesets/tic-tac-toe/standard.toml").unwrap();
    let rules = ttt.compile(&source).unwrap();
    let mut m = rules.start(&Start::Seed(0)).unwrap();
    m.apply("b2").unwrap();
    let before = m.state_bytes().unwrap();
    for bad in ["b2", "d9", "", "💥"] {
        let err = m.apply(bad).unwrap_err();
        assert!(matches!(err, CallError::Illegal(_)), "{bad}: {err:?}");
        assert_eq!(m.state_bytes().unwrap(), before);
    }
    assert!(
        m.apply("b2")
            .unwrap_err()
            .to_string()
            .contains("b2 is taken")
    );
}

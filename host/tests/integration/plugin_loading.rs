//! The loader never crashes on a bad library: each failure is a clear reason, and the host
//! keeps running with the plugins that did load.

use crate::common;

use common::{
    fixtures_dir, game_host_bin, lib_path, output_within, plugins_dir, within, workspace_root,
};
use game_host::plugin::{Catalog, LoadError, Plugin, Prober};
use game_wire::RulesetSource;
use game_wire::abi::{ABI_MAJOR, ABI_MINOR, BOT_MOVE_WITH_MINOR};
use game_wire::{BotLevel, BotSpec, CallError, PlayoutKind, Start, Viewer};
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
            expected: ABI_MAJOR
        }
    );
    assert!(err.to_string().contains("version 999"), "{err}");
}

/// A game package built against the previous minor of this host's major (the fixture is
/// tic-tac-toe exported as such a package would be) loads and plays. The request this minor
/// added, the key docs, it answers "unsupported", and the host does without: no key reference,
/// so the rules page is the page alone, filled from the ruleset, and the panel has no key table.
#[test]
fn a_plugin_of_the_previous_minor_loads_plays_and_goes_without_key_docs() {
    let old = Arc::new(Plugin::load(&lib_path(&fixtures_dir(), "previous_minor")).unwrap());
    assert_eq!(old.info().id, "tic-tac-toe");
    assert_eq!(old.abi_version(), format!("{ABI_MAJOR}.{}", ABI_MINOR - 1));
    assert_eq!(old.ruleset_keys(), None, "no key docs before this minor");
    let current = Plugin::load(&lib_path(&plugins_dir(), "tic_tac_toe")).unwrap();
    assert_eq!(current.abi_version(), format!("{ABI_MAJOR}.{ABI_MINOR}"));
    let keys = current.ruleset_keys().expect("key docs at this minor");
    assert!(keys.keys.iter().any(|k| k.key == "size"), "{keys:?}");
    assert!(
        keys.schema.contains("\"properties\""),
        "the JSON Schema comes too"
    );

    let root = workspace_root();
    let source = game_content::collect(&root, "rulesets/tic-tac-toe/standard.toml").unwrap();
    let rules = old.compile(&source).unwrap();
    let mut m = rules.start(&Start::Seed(1)).unwrap();
    let first = m.legal().unwrap()[0].text.clone();
    m.apply(&first).unwrap();
    assert!(m.view(Viewer::Referee).is_ok());
    // A bot move with its rollouts chosen (13.3) is not sent to a plugin that could not decode
    // it: the host says which ABI it needs. The plain bot move still works.
    let bot = BotSpec::level(BotLevel::Easy);
    let err = m
        .bot_move_with(bot, PlayoutKind::Uniform, 1, None)
        .unwrap_err();
    assert!(
        matches!(&err, CallError::Protocol(t) if t.contains(&format!("{ABI_MAJOR}.{BOT_MOVE_WITH_MINOR}"))),
        "{err:?}"
    );
    assert!(m.bot_move(bot, 1, None).is_ok());

    let text = std::fs::read_to_string(root.join("rulesets/tic-tac-toe/rules.md")).unwrap();
    let page = game_host::rules_page::page(&source, Some(&text), &[]);
    assert!(
        page.starts_with("# "),
        "the game's page, no variant header: {page}"
    );
}

#[test]
fn a_file_that_is_not_a_library_fails_to_load_with_a_reason() {
    let dir = tempfile::tempdir().unwrap();
    let fake = lib_path(dir.path(), "garbage");
    std::fs::write(&fake, b"this is not an ELF file").unwrap();
    let err = Plugin::load(&fake).unwrap_err();
    assert!(
        matches!(&err, LoadError::File(m) if m.starts_with("is not a shared library")),
        "{err:?}"
    );
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
            .any(|r| r.contains("empty") && r.contains("is empty (0 bytes)"))
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
        game_content::collect(&workspace_root(), "rulesets/tic-tac-toe/standard.toml").unwrap();
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

/// A prober running the `game-host` built for these tests, with no cache.
fn prober() -> Prober {
    Prober::with_exe(game_host_bin())
}

/// A fresh directory holding copies of the named fixture libraries.
fn dir_with(fixtures: &[&str]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for name in fixtures {
        std::fs::copy(lib_path(&fixtures_dir(), name), lib_path(dir.path(), name)).unwrap();
    }
    dir
}

/// The one failure of a catalog, as text.
fn only_failure(catalog: &Catalog) -> String {
    assert_eq!(catalog.failures.len(), 1, "{:#?}", catalog.failures);
    catalog.failures[0].reason.clone()
}

#[test]
fn a_plugin_that_exits_when_loaded_is_skipped_and_the_host_lives_on() {
    let dir = dir_with(&["exits_on_load"]);
    let dirs = vec![dir.path().to_path_buf()];
    let catalog = within(60, move || Catalog::discover_with(&dirs, &prober()));
    let reason = only_failure(&catalog);
    assert!(
        reason.starts_with("this plugin exits when loaded (status 3)"),
        "{reason}"
    );
}

#[cfg(unix)]
#[test]
fn a_plugin_that_crashes_when_loaded_is_skipped_and_the_host_lives_on() {
    let dir = dir_with(&["crashes_on_load"]);
    let dirs = vec![dir.path().to_path_buf()];
    let catalog = within(60, move || Catalog::discover_with(&dirs, &prober()));
    let reason = only_failure(&catalog);
    assert!(
        reason.starts_with("this plugin crashes when loaded (signal 11"),
        "{reason}"
    );
}

#[test]
fn a_plugin_that_hangs_when_loaded_is_skipped_after_the_probe_timeout() {
    let dir = dir_with(&["hangs_on_load"]);
    let dirs = vec![dir.path().to_path_buf()];
    let started = std::time::Instant::now();
    let catalog = within(60, move || {
        Catalog::discover_with(&dirs, &prober().timeout(std::time::Duration::from_secs(2)))
    });
    let reason = only_failure(&catalog);
    assert!(
        reason.starts_with("this plugin did not finish loading within 2 s"),
        "{reason}"
    );
    assert!(started.elapsed() < std::time::Duration::from_secs(20));
}

/// A library whose constructor hangs costs the probe's timeout at one start, and at the next
/// (a loaded machine may be slow once); from the third on it is skipped at once, until its file
/// changes.
#[test]
fn a_plugin_that_hung_at_two_probes_in_a_row_is_skipped_without_a_third() {
    let dir = dir_with(&["hangs_on_load"]);
    let cache = tempfile::tempdir().unwrap();
    let cache_file = cache.path().join("plugin-probes.json");
    let start = move |dirs: Vec<std::path::PathBuf>, cache_file: std::path::PathBuf| {
        within(60, move || {
            let prober = prober()
                .cache(Some(cache_file))
                .timeout(std::time::Duration::from_secs(1));
            let started = std::time::Instant::now();
            let catalog = Catalog::discover_with(&dirs, &prober);
            (only_failure(&catalog), started.elapsed())
        })
    };
    let dirs = vec![dir.path().to_path_buf()];
    let (reason, took) = start(dirs.clone(), cache_file.clone());
    assert!(reason.contains("within 1 s; it was skipped"), "{reason}");
    assert!(took >= std::time::Duration::from_secs(1), "{took:?}");
    // Probed again: it hangs again, and is now known to.
    let (reason, took) = start(dirs.clone(), cache_file.clone());
    assert!(reason.contains("at its last 2 probes"), "{reason}");
    assert!(took >= std::time::Duration::from_secs(1), "{took:?}");
    let (reason, took) = start(dirs.clone(), cache_file.clone());
    assert!(
        reason.contains("at its last 2 probes; it is skipped without loading"),
        "{reason}"
    );
    assert!(
        took < std::time::Duration::from_millis(900),
        "probed again: {took:?}"
    );
}

#[test]
fn a_table_with_null_entries_is_refused_before_anything_is_called() {
    // In this process: the table is read as plain words, so nothing null is ever called.
    let err = Plugin::load(&lib_path(&fixtures_dir(), "null_table")).unwrap_err();
    assert_eq!(err, LoadError::NullEntry("describe"));
    assert_eq!(
        err.to_string(),
        "broken plugin table: its `describe` entry is a null pointer"
    );
    let dir = dir_with(&["null_table"]);
    let catalog = Catalog::discover_with(&[dir.path().to_path_buf()], &prober());
    assert_eq!(
        only_failure(&catalog),
        "broken plugin table: its `describe` entry is a null pointer"
    );
}

#[test]
fn a_truncated_plugin_is_refused_before_it_is_mapped() {
    let dir = tempfile::tempdir().unwrap();
    let real = std::fs::read(lib_path(&plugins_dir(), "tic_tac_toe")).unwrap();
    let cut = lib_path(dir.path(), "truncated");
    std::fs::write(&cut, &real[..40 << 10]).unwrap();
    let err = Plugin::load(&cut).unwrap_err();
    let LoadError::File(message) = &err else {
        panic!("{err:?}");
    };
    assert!(
        message.starts_with("is truncated: its headers say ")
            && message.ends_with(" MiB, the file has 40 KiB"),
        "{message}"
    );
    let catalog = Catalog::discover_with(&[dir.path().to_path_buf()], &prober());
    assert_eq!(&only_failure(&catalog), message);
}

#[cfg(unix)]
#[test]
fn a_fifo_named_like_a_library_is_refused_without_blocking() {
    let dir = tempfile::tempdir().unwrap();
    common::mkfifo(&lib_path(dir.path(), "x"));
    let dirs = vec![dir.path().to_path_buf()];
    let catalog = within(60, move || Catalog::discover_with(&dirs, &prober()));
    assert!(
        only_failure(&catalog).starts_with("is a FIFO (named pipe), not a regular file"),
        "{:?}",
        catalog.failures
    );
    let err = within(60, move || {
        Plugin::load(&lib_path(dir.path(), "x")).unwrap_err()
    });
    assert!(
        matches!(&err, LoadError::File(m) if m.starts_with("is a FIFO")),
        "{err:?}"
    );
}

#[test]
fn a_directory_named_like_a_library_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(lib_path(dir.path(), "x")).unwrap();
    let catalog = Catalog::discover_with(&[dir.path().to_path_buf()], &prober());
    assert_eq!(only_failure(&catalog), "is a directory, not a file");
}

#[test]
fn a_duplicate_game_is_reported_with_both_paths_and_the_first_is_used() {
    let first = tempfile::tempdir().unwrap();
    let second = tempfile::tempdir().unwrap();
    for dir in [&first, &second] {
        std::fs::copy(
            lib_path(&plugins_dir(), "tic_tac_toe"),
            lib_path(dir.path(), "tic_tac_toe"),
        )
        .unwrap();
    }
    let catalog = Catalog::discover_with(
        &[first.path().to_path_buf(), second.path().to_path_buf()],
        &prober(),
    );
    let used = catalog.find("tic-tac-toe").unwrap();
    assert_eq!(used.path(), lib_path(first.path(), "tic_tac_toe"));
    assert_eq!(catalog.failures.len(), 1, "{:?}", catalog.failures);
    let failure = &catalog.failures[0];
    assert_eq!(failure.path, lib_path(second.path(), "tic_tac_toe"));
    assert!(
        failure.reason.starts_with(&format!(
            "duplicate game `tic-tac-toe`: {} already provides it and is the one used",
            used.path().display()
        )),
        "{}",
        failure.reason
    );
}

#[test]
fn probe_verdicts_are_cached_by_path_size_and_modification_time() {
    let dir = dir_with(&["not_a_plugin"]);
    let cache_dir = tempfile::tempdir().unwrap();
    let cache = cache_dir.path().join("plugin-probes.json");
    let prober = prober().cache(Some(cache.clone()));
    let dirs = [dir.path().to_path_buf()];
    let catalog = Catalog::discover_with(&dirs, &prober);
    assert!(only_failure(&catalog).contains("not a game plugin"));
    // The next discovery takes the verdict from the cache: plant one to see it used.
    let text = std::fs::read_to_string(&cache).unwrap();
    assert!(text.contains("not a game plugin"), "{text}");
    std::fs::write(&cache, text.replace("not a game plugin", "CACHED VERDICT")).unwrap();
    let catalog = Catalog::discover_with(&dirs, &prober);
    assert!(only_failure(&catalog).contains("CACHED VERDICT"));
    // A library that changed (here: its modification time) is probed again.
    let lib = lib_path(dir.path(), "not_a_plugin");
    std::fs::File::options()
        .write(true)
        .open(&lib)
        .unwrap()
        .set_modified(std::time::SystemTime::now() + std::time::Duration::from_secs(5))
        .unwrap();
    let catalog = Catalog::discover_with(&dirs, &prober);
    assert!(only_failure(&catalog).contains("not a game plugin"));
}

#[test]
fn game_host_list_survives_every_hostile_library_and_lists_each_reason() {
    let dir = dir_with(&["exits_on_load", "crashes_on_load", "null_table"]);
    let real = std::fs::read(lib_path(&plugins_dir(), "tic_tac_toe")).unwrap();
    std::fs::write(lib_path(dir.path(), "truncated"), &real[..40 << 10]).unwrap();
    #[cfg(unix)]
    common::mkfifo(&lib_path(dir.path(), "fifo"));
    let data = tempfile::tempdir().unwrap();
    let mut cmd = std::process::Command::new(game_host_bin());
    cmd.arg("list")
        .arg("--plugins")
        .arg(dir.path())
        .env("GAME_HOST_DATA", data.path())
        .env_remove("GAME_HOST_PLUGIN_PATH");
    let out = output_within(cmd, 60);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{out:?}");
    assert!(stdout.contains("tic-tac-toe — "), "{stdout}");
    let mut expected = vec![
        (
            "libexits_on_load",
            "this plugin exits when loaded (status 3)",
        ),
        ("libnull_table", "its `describe` entry is a null pointer"),
        ("libtruncated", "is truncated: its headers say"),
    ];
    if cfg!(unix) {
        expected.push((
            "libcrashes_on_load",
            "this plugin crashes when loaded (signal 11",
        ));
        expected.push(("libfifo", "is a FIFO"));
    }
    for (file, reason) in expected {
        assert!(
            stdout
                .lines()
                .any(|l| l.contains(file) && l.contains(reason)),
            "{file}: {reason}\n{stdout}"
        );
    }
    // The second run takes every verdict from the cache in the data directory.
    assert!(data.path().join("plugin-probes.json").is_file());
    let mut again = std::process::Command::new(game_host_bin());
    again
        .arg("list")
        .arg("--plugins")
        .arg(dir.path())
        .env("GAME_HOST_DATA", data.path())
        .env_remove("GAME_HOST_PLUGIN_PATH");
    let out2 = output_within(again, 60);
    assert_eq!(String::from_utf8_lossy(&out2.stdout), stdout);
}

//! Files are checked before they are read: a FIFO, a directory, a 3 GiB file or a symlink out of
//! the content root, as a ruleset, a script, a scenario or a save, is refused with a message
//! naming the file and saying what it is — quickly, without reading it — and the commands end
//! by themselves. Every case runs under a timeout, so a regression fails instead of hanging.
#![cfg(unix)] // FIFOs and symlinks as the tests make them

use crate::common;

use common::{within, workspace_root};
use game_host::content;
use game_host::safe_read;
use std::path::{Path, PathBuf};
use std::process::Output;

/// A content root with tic-tac-toe's standard ruleset and hostile variants:
/// - `fifo-script`, `dir-script`, `huge-script`, `escape-script`: a ruleset whose script is a
///   FIFO, a directory, a sparse 3 GiB file, a symlink out of the root;
/// - `pipe`: a ruleset file that is a FIFO; `linked`: a ruleset that is a symlink out of the
///   root.
struct Hostile {
    root: tempfile::TempDir,
    _outside: tempfile::TempDir,
}

impl Hostile {
    fn new() -> Hostile {
        let root = tempfile::tempdir().unwrap();
        let outside = tempfile::tempdir().unwrap();
        let r = root.path();
        let rulesets = r.join("rulesets/tic-tac-toe");
        let scripts = r.join("scripts/tic-tac-toe");
        std::fs::create_dir_all(&rulesets).unwrap();
        std::fs::create_dir_all(&scripts).unwrap();
        std::fs::copy(
            workspace_root().join("rulesets/tic-tac-toe/standard.toml"),
            rulesets.join("standard.toml"),
        )
        .unwrap();
        for (name, script) in [
            ("fifo-script", "pipe.lua"),
            ("dir-script", "dir.lua"),
            ("huge-script", "huge.lua"),
            ("escape-script", "escape.lua"),
        ] {
            std::fs::write(
                rulesets.join(format!("{name}.toml")),
                format!(
                    "game = \"tic-tac-toe\"\nextends = \"standard\"\nscripts = [\"scripts/tic-tac-toe/{script}\"]\n"
                ),
            )
            .unwrap();
        }
        common::mkfifo(&scripts.join("pipe.lua"));
        std::fs::create_dir(scripts.join("dir.lua")).unwrap();
        // Sparse: 3 GiB long, no disk used.
        std::fs::File::create(scripts.join("huge.lua"))
            .unwrap()
            .set_len(3 << 30)
            .unwrap();
        std::fs::write(outside.path().join("secret.lua"), "return {}").unwrap();
        std::os::unix::fs::symlink(
            outside.path().join("secret.lua"),
            scripts.join("escape.lua"),
        )
        .unwrap();
        common::mkfifo(&rulesets.join("pipe.toml"));
        std::fs::write(
            outside.path().join("linked.toml"),
            "game = \"tic-tac-toe\"\nextends = \"standard\"\n",
        )
        .unwrap();
        std::os::unix::fs::symlink(
            outside.path().join("linked.toml"),
            rulesets.join("linked.toml"),
        )
        .unwrap();
        Hostile {
            root,
            _outside: outside,
        }
    }

    fn root(&self) -> PathBuf {
        self.root.path().to_path_buf()
    }

    /// `game-host ARGS --content ROOT`, killed (failing the test) after 60 s.
    fn game_host(&self, args: &[&str]) -> Output {
        common::game_host_with_content(self.root.path(), args, 60)
    }
}

/// `RulesetSource::collect` of `rel`, failing the test after 60 s; its error as text.
fn collect_error(root: PathBuf, rel: &'static str) -> String {
    within(60, move || {
        game_content::collect(&root, rel)
            .map(|_| ())
            .unwrap_err()
            .to_string()
    })
}

#[test]
fn a_fifo_script_is_refused_without_blocking() {
    let h = Hostile::new();
    assert_eq!(
        collect_error(h.root(), "rulesets/tic-tac-toe/fifo-script.toml"),
        "scripts/tic-tac-toe/pipe.lua: is a FIFO (named pipe), not a regular file; only regular \
         files are read"
    );
}

#[test]
fn a_directory_named_like_a_script_is_refused() {
    let h = Hostile::new();
    assert_eq!(
        collect_error(h.root(), "rulesets/tic-tac-toe/dir-script.toml"),
        "scripts/tic-tac-toe/dir.lua: is a directory, not a file"
    );
}

#[test]
fn a_huge_script_is_refused_before_it_is_read() {
    let h = Hostile::new();
    let started = std::time::Instant::now();
    assert_eq!(
        collect_error(h.root(), "rulesets/tic-tac-toe/huge-script.toml"),
        "scripts/tic-tac-toe/huge.lua: is 3 GiB, over the 4 MiB limit"
    );
    assert!(started.elapsed() < std::time::Duration::from_secs(10));
}

#[test]
fn a_script_symlinked_out_of_the_content_root_is_refused() {
    let h = Hostile::new();
    let err = collect_error(h.root(), "rulesets/tic-tac-toe/escape-script.toml");
    assert!(
        err.starts_with(
            "scripts/tic-tac-toe/escape.lua: resolves outside the content root: it is "
        ),
        "{err}"
    );
    assert!(err.contains("secret.lua"), "{err}");
}

#[test]
fn a_fifo_or_escaping_ruleset_is_refused_and_listed_with_the_reason() {
    let h = Hostile::new();
    let root = h.root();
    let err = within(60, move || {
        content::load_ruleset(
            &root,
            &crate::common::bundled_mods(&root),
            "tic-tac-toe",
            "pipe",
        )
        .unwrap_err()
    });
    assert_eq!(
        err.to_string(),
        "rulesets/tic-tac-toe/pipe.toml: is a FIFO (named pipe), not a regular file; only \
         regular files are read"
    );
    let root = h.root();
    let list = within(60, move || {
        content::rulesets(&root, &crate::common::bundled_mods(&root), "tic-tac-toe")
    });
    let ids: Vec<&str> = list.iter().map(|r| r.id.as_str()).collect();
    assert_eq!(ids[0], "standard");
    let pipe = list.iter().find(|r| r.id == "pipe").unwrap();
    assert!(
        pipe.description
            .starts_with("cannot be used: rulesets/tic-tac-toe/pipe.toml is a FIFO"),
        "{pipe:?}"
    );
    let linked = list.iter().find(|r| r.id == "linked").unwrap();
    assert!(
        linked
            .description
            .contains("linked.toml resolves outside the content root"),
        "{linked:?}"
    );
}

#[test]
fn game_host_list_and_check_end_by_themselves_with_each_message() {
    let h = Hostile::new();
    let out = h.game_host(&["list"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{out:?}");
    assert!(text.contains("ruleset standard: "), "{text}");
    assert!(
        text.contains("rulesets/tic-tac-toe/pipe.toml is a FIFO"),
        "{text}"
    );

    let out = h.game_host(&["check", "--all"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    for expected in [
        "ok    rulesets/tic-tac-toe/standard.toml",
        "scripts/tic-tac-toe/pipe.lua: is a FIFO",
        "scripts/tic-tac-toe/dir.lua: is a directory",
        "scripts/tic-tac-toe/huge.lua: is 3 GiB, over the 4 MiB limit",
        "scripts/tic-tac-toe/escape.lua: resolves outside the content root",
        "rulesets/tic-tac-toe/pipe.toml: is a FIFO",
    ] {
        assert!(text.contains(expected), "{expected}\n{text}");
    }

    let fifo = h.root().join("rulesets/tic-tac-toe/fifo-script.toml");
    let out = h.game_host(&["check", fifo.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    assert!(String::from_utf8_lossy(&out.stdout).contains("pipe.lua: is a FIFO"));
}

#[test]
fn playing_under_a_hostile_ruleset_is_refused_with_the_message() {
    let h = Hostile::new();
    for (ruleset, message) in [
        (
            "huge-script",
            "scripts/tic-tac-toe/huge.lua: is 3 GiB, over the 4 MiB limit",
        ),
        ("fifo-script", "scripts/tic-tac-toe/pipe.lua: is a FIFO"),
        ("pipe", "rulesets/tic-tac-toe/pipe.toml: is a FIFO"),
    ] {
        let out = h.game_host(&["play", "tic-tac-toe", "--ruleset", ruleset, "b2"]);
        assert!(out.status.code().is_some_and(|c| c != 0), "{out:?}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains(message), "{ruleset}: {stderr}");
    }
}

fn sparse(dir: &Path, name: &str, len: u64) -> PathBuf {
    let path = dir.join(name);
    std::fs::File::create(&path).unwrap().set_len(len).unwrap();
    path
}

#[test]
fn scenarios_and_saves_are_checked_before_they_are_read() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("scenario.txt");
    common::mkfifo(&fifo);
    let f = fifo.clone();
    let err = within(60, move || safe_read::read_scenario(&f).unwrap_err());
    assert_eq!(
        err,
        format!(
            "{}: is a FIFO (named pipe), not a regular file; only regular files are read",
            fifo.display()
        )
    );
    let huge = sparse(dir.path(), "save.json", 3 << 30);
    let err = safe_read::read_save_text(&huge).unwrap_err();
    assert_eq!(
        err.to_string(),
        format!("{}: is 3 GiB, over the 64 MiB limit", huge.display())
    );
    let err = safe_read::read_save_text(dir.path()).unwrap_err();
    assert!(
        err.to_string().ends_with("is a directory, not a file"),
        "{err}"
    );
    let big_scenario = sparse(dir.path(), "big.txt", 5 << 20);
    assert!(
        safe_read::read_scenario(&big_scenario)
            .unwrap_err()
            .ends_with("is 5 MiB, over the 4 MiB limit")
    );
}

/// A ruleset's and a mod's words are anyone's: escape sequences and line breaks in them are shown
/// as escapes by `list`, `mod list` and `check`, never obeyed (no cleared screen, no red text,
/// no forged "Game over" line).
#[test]
fn terminal_output_escapes_what_rulesets_and_mods_say() {
    let root = common::content_copy();
    let forged = "\\u001b[2J\\u001b[31mEvil\\r\\nGame over: O wins";
    std::fs::write(
        root.path().join("rulesets/tic-tac-toe/evil.toml"),
        format!(
            "game = \"tic-tac-toe\"\nname = \"{forged}\"\ndescription = \"{forged}\"\nextends = \"standard\"\n"
        ),
    )
    .unwrap();
    let mods = root.path().join("mods");
    let evil_mod = mods.join("evil-mod");
    common::copy_dir(
        &common::workspace_root().join("mods/tic-tac-toe-misere"),
        &evil_mod,
    );
    let manifest = std::fs::read_to_string(evil_mod.join("mod.toml")).unwrap();
    let manifest = manifest
        .replace("id = \"tic-tac-toe-misere\"", "id = \"evil-mod\"")
        .replace(
            "title = \"Tic-tac-toe: misère\"",
            &format!("title = \"{forged}\""),
        );
    std::fs::write(evil_mod.join("mod.toml"), manifest).unwrap();
    for args in [&["list"][..], &["mod", "list"][..], &["check", "--all"][..]] {
        let out = common::game_host_with_content(root.path(), args, 60);
        let text = format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(
            !text.contains('\u{1b}'),
            "{args:?} printed an escape: {text}"
        );
        assert!(
            !text.contains('\r'),
            "{args:?} printed a carriage return: {text}"
        );
        assert!(
            !text
                .lines()
                .any(|l| l.trim_start().starts_with("Game over")),
            "{args:?} let a ruleset forge a line: {text}"
        );
        if args[0] != "check" {
            assert!(
                text.contains("\\u{1B}[2J"),
                "{args:?} shows the escape: {text}"
            );
        }
    }
}

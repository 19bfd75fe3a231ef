//! An upgrade that fails in the middle of its swap — a rename that fails, its undo that fails
//! too, a process that dies between the two renames or after them — leaves the old version
//! installed and usable, at once or after the recovery the next start runs
//! (`mods::install::recover`). The swap's renames go through `install_with`'s hook; whether
//! the mod is usable is asked of a fresh `game-host` on the same data directory.

use crate::common;

use common::mods::{game_host_in, out};
use game_host::mods::install::{self, Recovered};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const WIDE: &str =
    "game = \"palagan\"\nname = \"Wide\"\nextends = \"standard\"\n[board]\nside = 8\n";

/// A data directory with `up` 1.0.0 (a side-8 board) installed, and version 2.0.0 (side 9)
/// ready to install.
struct Upgrade {
    data: tempfile::TempDir,
    work: tempfile::TempDir,
}

impl Upgrade {
    fn new() -> Upgrade {
        common::plugins_dir();
        let u = Upgrade {
            data: tempfile::tempdir().unwrap(),
            work: tempfile::tempdir().unwrap(),
        };
        u.write_mod("v1", "1.0.0", 8);
        u.write_mod("v2", "2.0.0", 9);
        let o = u.run(&["mod", "install", "v1"]);
        assert!(o.status.success(), "{}", out(&o));
        u
    }

    fn write_mod(&self, dir: &str, version: &str, side: u32) {
        let dir = self.work.path().join(dir);
        std::fs::create_dir_all(dir.join("rulesets/palagan")).unwrap();
        std::fs::write(
            dir.join("mod.toml"),
            format!(
                "id = \"up\"\nversion = \"{version}\"\ntitle = \"Up\"\n[game]\npalagan = \"^0.1\"\n"
            ),
        )
        .unwrap();
        std::fs::write(
            dir.join("rulesets/palagan/wide.toml"),
            WIDE.replace("side = 8", &format!("side = {side}")),
        )
        .unwrap();
    }

    fn mods(&self) -> PathBuf {
        self.data.path().join("mods")
    }

    fn run(&self, args: &[&str]) -> Output {
        let mut cmd = game_host_in(
            &common::game_host_bin(),
            self.work.path(),
            self.data.path(),
            &common::workspace_root(),
            &common::plugins_dir(),
        );
        cmd.args(args);
        common::output_within(cmd, 120)
    }

    /// Tries to install v2 with `rename` doing the swap's renames (validation passes: the
    /// failure under test is the swap's).
    fn install_v2(&self, rename: install::Rename) -> Result<install::Installed, String> {
        install::install_with(
            &self.work.path().join("v2"),
            &self.mods(),
            &game_host::mods::ModSet::default(),
            |_| Ok(()),
            rename,
        )
    }

    /// The entries of the mods directory, hidden ones included.
    fn entries(&self) -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(self.mods())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    /// The installed version is `version`, its rulesets as that version has them, and a fresh
    /// host lists it and plays a match under it (a side-`side` board: 3n(n-1)+1 cells).
    fn assert_usable(&self, version: &str, side: u32) {
        let list = self.run(&["mod", "list"]);
        assert!(
            out(&list).contains(&format!("up {version} — Up")),
            "{}",
            out(&list)
        );
        assert!(!out(&list).contains("cannot be used"), "{}", out(&list));
        let ruleset =
            std::fs::read_to_string(self.mods().join("up/rulesets/palagan/wide.toml")).unwrap();
        assert!(ruleset.contains(&format!("side = {side}")), "{ruleset}");
        let play = self.run(&[
            "play",
            "palagan",
            "--ruleset",
            "up:wide",
            "--seed",
            "1",
            "--view",
            "referee",
            "--json",
            "pass",
        ]);
        assert!(play.status.success(), "{}", out(&play));
        let first: serde_json::Value = serde_json::from_str(
            String::from_utf8_lossy(&play.stdout)
                .lines()
                .next()
                .unwrap(),
        )
        .unwrap();
        let cells: usize = first["scene"]["boards"]
            .as_array()
            .unwrap()
            .iter()
            .map(|b| b["cells"].as_array().unwrap().len())
            .sum();
        let side = side as usize;
        assert_eq!(cells, 3 * side * (side - 1) + 1, "{first}");
    }
}

/// A data directory as [`Upgrade::new`] leaves it, whose install of v2 with `rename` doing the
/// swap's renames then fails; the error.
fn failed_upgrade(rename: install::Rename) -> (Upgrade, String) {
    let u = Upgrade::new();
    let err = u.install_v2(rename).unwrap_err();
    (u, err)
}

/// A rename (`from`, `to`) that fails (`what` failed) where `fails` says so, and renames
/// otherwise.
fn failing_where(
    fails: impl Fn(&Path, &Path) -> bool,
    what: &str,
) -> impl Fn(&Path, &Path) -> std::io::Result<()> {
    move |from, to| {
        if fails(from, to) {
            Err(failed(what))
        } else {
            std::fs::rename(from, to)
        }
    }
}

fn name(p: &Path) -> String {
    p.file_name().unwrap().to_string_lossy().into_owned()
}

fn failed(what: &str) -> std::io::Error {
    std::io::Error::other(format!("{what} (made to fail by the test)"))
}

#[test]
fn the_upgrade_used_by_the_cli_swaps_in_the_new_version_and_leaves_nothing() {
    let u = Upgrade::new();
    let o = u.run(&["mod", "install", "v2"]);
    assert!(
        out(&o).contains("installed up 2.0.0 (replacing 1.0.0)"),
        "{}",
        out(&o)
    );
    assert_eq!(u.entries(), ["up"]);
    u.assert_usable("2.0.0", 9);
}

#[test]
fn a_failed_second_rename_is_undone_and_the_old_version_stays() {
    let (u, err) = failed_upgrade(&failing_where(
        |from, _| name(from).starts_with(".incoming-"),
        "moving the new version into place",
    ));
    assert!(err.contains("not installed"), "{err}");
    assert!(err.contains("the installed version is unchanged"), "{err}");
    assert_eq!(
        u.entries(),
        ["up"],
        "no staging or moved-aside folder is left"
    );
    u.assert_usable("1.0.0", 8);
}

#[test]
fn a_failed_first_rename_changes_nothing() {
    let (u, err) = failed_upgrade(&|_, _| Err(failed("moving the installed version aside")));
    assert!(
        err.contains("cannot move the installed version aside"),
        "{err}"
    );
    assert_eq!(u.entries(), ["up"]);
    u.assert_usable("1.0.0", 8);
}

#[test]
fn a_failed_undo_is_finished_by_the_next_start() {
    // The new version cannot be moved in, and the old one cannot be moved back.
    let (u, err) = failed_upgrade(&failing_where(
        |_, to| !name(to).starts_with(".replaced-"),
        "a rename",
    ));
    assert!(
        err.contains("could not be put back yet")
            && err.contains("is put back the next time the mods are opened"),
        "{err}"
    );
    let left = u.entries();
    assert_eq!(left.len(), 1, "{left:?}");
    assert!(left[0].starts_with(".replaced-"), "{left:?}");
    // The next start (any command) puts it back.
    u.assert_usable("1.0.0", 8);
    assert_eq!(u.entries(), ["up"]);
}

#[test]
fn a_process_dying_between_the_renames_leaves_the_old_version_for_the_next_start() {
    let u = Upgrade::new();
    // The first rename happens; the process "dies" at the second (a panic: nothing after it
    // runs, no undo).
    let crashed = std::panic::catch_unwind(|| {
        u.install_v2(&|from, to| {
            if name(from).starts_with(".incoming-") {
                panic!("the process died here");
            }
            std::fs::rename(from, to)
        })
    });
    assert!(crashed.is_err());
    assert!(!u.mods().join("up").exists(), "{:?}", u.entries());
    assert!(
        u.entries().iter().any(|e| e.starts_with(".replaced-")),
        "{:?}",
        u.entries()
    );
    // Recovery, as the next start runs it: the old version is back.
    let done = install::recover(&u.mods());
    assert!(
        done.iter()
            .any(|r| matches!(r, Recovered::Restored { id, .. } if id == "up")),
        "{done:?}"
    );
    assert_eq!(u.entries(), ["up"]);
    u.assert_usable("1.0.0", 8);
    // And the upgrade can simply be run again.
    let o = u.run(&["mod", "install", "v2"]);
    assert!(o.status.success(), "{}", out(&o));
    u.assert_usable("2.0.0", 9);
}

#[test]
fn leftovers_of_a_finished_swap_a_removal_and_a_stale_staging_are_deleted_at_the_next_start() {
    let u = Upgrade::new();
    let o = u.run(&["mod", "install", "v2"]);
    assert!(o.status.success(), "{}", out(&o));
    // As a process that died after the swap, during a removal, and during an unpack long ago
    // would have left them.
    common::copy_dir(
        &u.work.path().join("v1"),
        &u.mods().join(".replaced-4000000-0"),
    );
    common::copy_dir(
        &u.work.path().join("v1"),
        &u.mods().join(".removed-4000000-1"),
    );
    let stale = u.mods().join(".incoming-4000000-2");
    common::copy_dir(&u.work.path().join("v1"), &stale);
    let fresh = u.mods().join(".incoming-4000001-3");
    common::copy_dir(&u.work.path().join("v1"), &fresh);
    let status = Command::new("touch")
        .args(["-m", "-d", "2 hours ago"])
        .arg(&stale)
        .status()
        .unwrap();
    assert!(status.success());
    // Hidden: never found as mods, even before the recovery.
    let found = game_host::mods::ModSet::discover(&[u.mods()]);
    assert_eq!(found.entries.len(), 1, "{found:?}");
    let done = install::recover(&u.mods());
    assert_eq!(done.len(), 3, "{done:?}");
    assert_eq!(
        u.entries(),
        [".incoming-4000001-3", "up"],
        "an install that may be under way in another process is left alone"
    );
    u.assert_usable("2.0.0", 9);
}

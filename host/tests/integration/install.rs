//! The packages install and run as an app: `dist/build.sh` packs the debug build's host and
//! plugins (the test command builds them first), the archive is unpacked into a temporary
//! prefix and the .deb's files extracted into another, and each runs `game-host list` and
//! `check --all` from there, away from the checkout, with no environment pointing at it. The
//! packages carry the desktop entry, the icon, the man page, completions and the licences.

use crate::common;

use std::path::{Path, PathBuf};
use std::process::Command;

/// Runs an installed `game-host` with nothing pointing at the checkout: another working
/// directory, its own data directory, no system data directories.
fn installed(bin: &Path, scratch: &Path, args: &[&str]) -> (bool, String) {
    let out = Command::new(bin)
        .args(args)
        .current_dir(scratch)
        .env_remove("GAME_HOST_PLUGIN_PATH")
        .env_remove("GAME_HOST_CONTENT")
        .env_remove("GAME_HOST_MODS")
        .env("GAME_HOST_DATA", scratch.join("data"))
        .env("XDG_DATA_DIRS", scratch.join("no-system-data"))
        .env("HOME", scratch)
        .output()
        .unwrap_or_else(|e| panic!("run {}: {e}", bin.display()));
    (
        out.status.success(),
        format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ),
    )
}

/// Every bundled game is listed, each from the plugin directory under `prefix`.
fn assert_runs_from(prefix: &Path, scratch: &Path) {
    let bin = prefix.join("bin/game-host");
    let (ok, list) = installed(&bin, scratch, &["list"]);
    assert!(ok, "{list}");
    // Every game with ruleset folders here: a new game is held to this without being named.
    let games: Vec<String> = std::fs::read_dir(common::workspace_root().join("rulesets"))
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.path().is_dir())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    assert!(games.len() >= 4, "{games:?}");
    for game in &games {
        assert!(
            list.contains(&format!("{game} — ")),
            "{game} missing:\n{list}"
        );
    }
    let plugins = prefix.join("lib/game-host/plugins");
    assert_eq!(
        list.matches(&format!("plugin: {}", plugins.display()))
            .count(),
        games.len(),
        "every plugin from the package:\n{list}"
    );
    let (ok, check) = installed(&bin, scratch, &["check", "--all"]);
    assert!(ok, "{check}");
    assert!(check.contains(", 0 failed"), "{check}");
}

fn has_tool(tool: &str) -> bool {
    Command::new("sh")
        .args(["-c", &format!("command -v {tool}")])
        .output()
        .is_ok_and(|o| o.status.success())
}

#[test]
fn the_archive_and_the_deb_install_and_run_every_bundled_game() {
    for tool in ["objcopy", "tar", "gzip", "dpkg-deb"] {
        assert!(
            has_tool(tool),
            "the packages need `{tool}` (binutils, tar, gzip, dpkg)"
        );
    }
    common::plugins_dir();
    let root = common::workspace_root();
    let bin_dir: PathBuf = common::game_host_bin()
        .parent()
        .expect("target/<profile>")
        .to_path_buf();
    let out = tempfile::tempdir().unwrap();
    let built = Command::new("bash")
        .arg(root.join("dist/build.sh"))
        .args(["--profile", "debug", "--no-build", "--bin-dir"])
        .arg(&bin_dir)
        .arg("--out")
        .arg(out.path())
        .output()
        .unwrap();
    let said = format!(
        "{}{}",
        String::from_utf8_lossy(&built.stdout),
        String::from_utf8_lossy(&built.stderr)
    );
    assert!(built.status.success(), "{said}");
    assert!(said.contains("MiB packaged"), "{said}");

    // The portable archive, unpacked anywhere.
    let archive = std::fs::read_dir(out.path())
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .find(|p| {
            let name = p.file_name().unwrap().to_string_lossy().to_string();
            name.ends_with(".tar.gz") && !name.contains("-debug")
        })
        .expect("the archive");
    let unpacked = tempfile::tempdir().unwrap();
    let untar = Command::new("tar")
        .arg("-xzf")
        .arg(&archive)
        .arg("-C")
        .arg(unpacked.path())
        .status()
        .unwrap();
    assert!(untar.success());
    let prefix = std::fs::read_dir(unpacked.path())
        .unwrap()
        .next()
        .unwrap()
        .unwrap()
        .path();
    for file in [
        "share/applications/game-host.desktop",
        "share/icons/hicolor/scalable/apps/game-host.svg",
        "share/icons/hicolor/256x256/apps/game-host.png",
        "share/man/man1/game-host.1.gz",
        "share/bash-completion/completions/game-host",
        "share/doc/game-host/LICENSE-MIT",
        "share/doc/game-host/LICENSE-APACHE",
        "share/game-host/rulesets",
        "share/game-host/mods",
    ] {
        assert!(prefix.join(file).exists(), "{file} is in the archive");
    }
    let desktop =
        std::fs::read_to_string(prefix.join("share/applications/game-host.desktop")).unwrap();
    assert!(desktop.contains("Exec=game-host") && desktop.contains("Icon=game-host"));
    // The binaries ship without their debug info (it is in the -debug archive).
    let packaged = std::fs::metadata(prefix.join("bin/game-host"))
        .unwrap()
        .len();
    let built = std::fs::metadata(common::game_host_bin()).unwrap().len();
    assert!(packaged < built, "stripped: {packaged} < {built}");
    let scratch = tempfile::tempdir().unwrap();
    assert_runs_from(&prefix, scratch.path());

    // The .deb's files, as `dpkg -i` would place them under /usr.
    let deb = std::fs::read_dir(out.path())
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .find(|p| p.extension().is_some_and(|e| e == "deb"))
        .expect("the .deb");
    let info = Command::new("dpkg-deb")
        .arg("--info")
        .arg(&deb)
        .output()
        .unwrap();
    let info = String::from_utf8_lossy(&info.stdout);
    assert!(info.contains("Package: game-host"), "{info}");
    let extracted = tempfile::tempdir().unwrap();
    let x = Command::new("dpkg-deb")
        .arg("-x")
        .arg(&deb)
        .arg(extracted.path())
        .status()
        .unwrap();
    assert!(x.success());
    let usr = extracted.path().join("usr");
    assert!(usr.join("share/applications/game-host.desktop").exists());
    assert!(usr.join("share/doc/game-host/copyright").exists());
    let scratch = tempfile::tempdir().unwrap();
    assert_runs_from(&usr, scratch.path());
}

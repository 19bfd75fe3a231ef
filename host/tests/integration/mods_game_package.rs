//! A game package end to end: a mod that brings a game the host does not have — its plugin
//! library for this platform and the game's own rulesets and scripts — checked, packed,
//! installed from the zip into a clean data directory, listed, played, upgraded, and removed.
//!
//! The host here has no game at all: its `game-host` is a link to the built binary in a folder
//! of its own (the binary also looks for plugins beside itself, and `target/<profile>/` holds
//! every workspace plugin), its plugin path is an empty folder and its content root has no
//! game's rulesets. The package is the tic-tac-toe plugin's built library with the game's
//! content; the example house rule for that game, shipped in the content root's `mods/`,
//! becomes usable once the package is installed.

use crate::common;

use common::mods::{assert_refused, game_host_in, out};
use common::{copy_dir, lib_path, workspace_root};
use std::path::{Path, PathBuf};
use std::process::Output;

const GAME: &str = "tic-tac-toe";
const PACKAGE: &str = "ttt-package";

/// A host with no games: its own binary, plugin path, content root and data directory, and a
/// folder to work in.
struct CleanHost {
    dir: tempfile::TempDir,
}

impl CleanHost {
    fn new() -> CleanHost {
        let plugins = common::plugins_dir();
        // In the target directory the binary was built in (not always `<workspace>/target`:
        // CARGO_TARGET_DIR), so that it can be hard-linked rather than copied.
        let bin = common::game_host_bin();
        let target = bin.parent().and_then(std::path::Path::parent).map_or_else(
            || workspace_root().join("target"),
            std::path::Path::to_path_buf,
        );
        let dir = tempfile::tempdir_in(target).unwrap();
        let host = CleanHost { dir };
        for sub in [
            "bin",
            "plugins",
            "content/rulesets",
            "content/mods",
            "data",
            "work",
        ] {
            std::fs::create_dir_all(host.path(sub)).unwrap();
        }
        let exe = common::game_host_bin();
        let linked = host.path("bin").join(exe.file_name().unwrap());
        if std::fs::hard_link(&exe, &linked).is_err() {
            std::fs::copy(&exe, &linked).unwrap();
        }
        copy_dir(
            &workspace_root().join("mods/tic-tac-toe-misere"),
            &host.path("content/mods/tic-tac-toe-misere"),
        );
        assert!(lib_path(&plugins, "tic_tac_toe").exists());
        host
    }

    fn path(&self, rel: &str) -> PathBuf {
        self.dir.path().join(rel)
    }

    fn run(&self, args: &[&str]) -> Output {
        self.run_with(args, "")
    }

    fn run_with(&self, args: &[&str], stdin: &str) -> Output {
        let exe = self
            .path("bin")
            .join(common::game_host_bin().file_name().unwrap());
        let mut cmd = game_host_in(
            &exe,
            &self.path("work"),
            &self.path("data"),
            &self.path("content"),
            &self.path("plugins"),
        );
        cmd.args(args);
        common::output_with_stdin(cmd, stdin)
    }

    /// Runs a command that must succeed; its output.
    fn ok(&self, args: &[&str], stdin: &str) -> String {
        let o = self.run_with(args, stdin);
        assert!(o.status.success(), "{args:?}: {}", out(&o));
        out(&o)
    }
}

/// The package's folder at `dir`: the manifest, the game's built library under `lib/`, and the
/// game's content (`rulesets/<game>/`, `scripts/<game>/`) copied from the workspace.
fn write_package(dir: &Path, version: &str) {
    let lib = lib_path(&common::plugins_dir(), "tic_tac_toe");
    let lib_name = lib.file_name().unwrap().to_str().unwrap().to_string();
    std::fs::create_dir_all(dir.join("lib")).unwrap();
    // A copy at a path of its own: a loaded plugin is never unloaded, and this one is loaded
    // from the mod's folder, not from target/.
    std::fs::copy(&lib, dir.join("lib").join(&lib_name)).unwrap();
    for kind in ["rulesets", "scripts"] {
        copy_dir(
            &workspace_root().join(kind).join(GAME),
            &dir.join(kind).join(GAME),
        );
    }
    let platform = format!("{}-{}", std::env::consts::OS, std::env::consts::ARCH);
    std::fs::write(
        dir.join("mod.toml"),
        format!(
            "id = \"{PACKAGE}\"\nversion = \"{version}\"\ntitle = \"Tic-tac-toe, as a package\"\n\
             description = \"The whole game: its plugin and its rulesets.\"\n\n\
             [game]\n{GAME} = \"^0.1\"\n\n[plugin]\n{platform} = \"lib/{lib_name}\"\n"
        ),
    )
    .unwrap();
}

/// X takes the left column: a line in five moves.
const X_LINE: &str = "a1\nb1\na2\nb2\na3\n";

#[test]
fn a_game_package_brings_a_game_the_host_lacks_from_zip_to_play() {
    let host = CleanHost::new();
    let list = host.ok(&["list"], "");
    assert!(list.contains("No games found."), "{list}");
    assert!(
        list.contains(
            "tic-tac-toe-misere 1.0.0: needs the game `tic-tac-toe` (^0.1), which is not installed"
        ),
        "the house rule waits for its game: {list}"
    );

    let package = host.path("work").join(PACKAGE);
    write_package(&package, "1.0.0");
    // Checked as `check` checks a ruleset: its own library loaded (the host has no such game),
    // every ruleset compiled and played.
    let check = host.ok(
        &["mod", "check", PACKAGE, "--play", "3", "--allow-native"],
        "",
    );
    assert!(
        check.contains("ok    ttt-package 1.0.0 (2 rulesets)"),
        "{check}"
    );
    let pack = host.ok(&["mod", "pack", PACKAGE], "");
    assert!(pack.contains("into ttt-package-1.0.0.zip"), "{pack}");
    let install = host.ok(
        &["mod", "install", "ttt-package-1.0.0.zip", "--allow-native"],
        "",
    );
    assert!(
        install.contains("installed ttt-package 1.0.0 in "),
        "{install}"
    );
    assert!(
        !install.contains("warning"),
        "a game package is usable at once: {install}"
    );
    let installed = host.path("data/mods").join(PACKAGE);
    assert!(installed.join("mod.toml").is_file());

    // Listed as a game, with its plugin in the installed package and its own rulesets under
    // their own names; the house rule for it is offered now.
    let list = host.ok(&["list"], "");
    assert!(
        list.contains("tic-tac-toe — Tic-tac-toe v0.1.0 (X vs O)"),
        "{list}"
    );
    let plugin_line = format!(
        "plugin: {}",
        installed
            .canonicalize()
            .unwrap()
            .join("lib")
            .join(lib_path(Path::new(""), "tic_tac_toe"))
            .display()
    );
    assert!(list.contains(&plugin_line), "{plugin_line} in {list}");
    assert!(list.contains("ruleset standard: Standard"), "{list}");
    assert!(list.contains("ruleset phantom: Phantom"), "{list}");
    assert!(
        !list.contains("ttt-package:standard"),
        "the package's rulesets are the game's own, listed once: {list}"
    );
    assert!(list.contains("ruleset tic-tac-toe-misere:misere"), "{list}");
    // `check` takes a package's ruleset by its file, as any ruleset, and `--all` checks them.
    let file = installed.join("rulesets/tic-tac-toe/phantom.toml");
    let check = host.ok(&["check", file.to_str().unwrap()], "");
    assert!(
        check.contains("ok    rulesets/tic-tac-toe/phantom.toml"),
        "{check}"
    );
    let all = host.ok(&["check", "--all", "--play", "2"], "");
    assert!(
        all.contains("ok    rulesets/tic-tac-toe/standard.toml"),
        "{all}"
    );
    assert!(all.contains("ok    mods/tic-tac-toe-misere/"), "{all}");
    let mods = host.ok(&["mod", "list"], "");
    assert!(
        mods.contains("ttt-package 1.0.0 — Tic-tac-toe, as a package (the game tic-tac-toe itself"),
        "{mods}"
    );

    // Played to the end under the package's standard rules, and under the house rule.
    let played = host.ok(&["play", GAME, "--seed", "1", "--save", "m.json"], X_LINE);
    assert!(played.contains("Legal (9)"), "{played}");
    assert!(
        played.contains("Game over: X wins (X completed a line)"),
        "{played}"
    );
    let saved: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(host.path("work/m.json")).unwrap()).unwrap();
    assert_eq!(saved["game"], GAME, "{saved}");
    let misere = host.ok(
        &[
            "play",
            GAME,
            "--ruleset",
            "tic-tac-toe-misere:misere",
            "--seed",
            "1",
        ],
        X_LINE,
    );
    assert!(
        misere.contains("Game over: O wins (X completed a line)"),
        "{misere}"
    );

    // An upgrade: its rulesets checked with its own, new library (in place of the installed
    // copy's), then swapped in.
    write_package(&package, "1.1.0");
    let standard = package.join("rulesets/tic-tac-toe/standard.toml");
    let text = std::fs::read_to_string(&standard).unwrap();
    std::fs::write(&standard, text.replace("size = 3", "size = 4")).unwrap();
    let up = host.ok(&["mod", "install", PACKAGE], "");
    assert!(
        up.contains("installed ttt-package 1.1.0 (replacing 1.0.0)"),
        "{up}"
    );
    let played = host.ok(&["play", GAME, "--seed", "1"], "a1\n");
    assert!(played.contains("Legal (16)"), "a 4×4 board now: {played}");

    // A broken version is refused, named in the folder it came from; 1.1.0 stays.
    write_package(&package, "1.2.0");
    std::fs::write(&standard, text.replace("size = 3", "size = 99")).unwrap();
    let broken = host.run(&["mod", "install", PACKAGE]);
    assert!(!broken.status.success());
    let text_out = out(&broken);
    assert!(
        text_out.contains("not installed, its rulesets do not compile")
            && text_out.contains(&format!("{PACKAGE}/rulesets/tic-tac-toe/standard.toml:")),
        "{text_out}"
    );
    let mods = host.ok(&["mod", "list"], "");
    assert!(mods.contains("ttt-package 1.1.0"), "{mods}");

    // Removed: the host has no game again, and the house rule waits for it once more.
    host.ok(&["mod", "remove", PACKAGE], "");
    let list = host.ok(&["list"], "");
    assert!(list.contains("No games found."), "{list}");
    let gone = host.run(&["play", GAME, "a1"]);
    assert_refused(&gone, "no game `tic-tac-toe`");
}

#[test]
fn a_game_package_whose_library_is_another_game_is_refused_at_check_and_install() {
    let host = CleanHost::new();
    let package = host.path("work").join(PACKAGE);
    write_package(&package, "1.0.0");
    // The manifest names a game the library is not.
    let manifest = std::fs::read_to_string(package.join("mod.toml")).unwrap();
    std::fs::write(
        package.join("mod.toml"),
        manifest.replace("[game]\ntic-tac-toe", "[game]\nnoughts"),
    )
    .unwrap();
    let check = host.run(&["mod", "check", PACKAGE, "--allow-native"]);
    assert_refused(
        &check,
        "its plugin is the game `tic-tac-toe`, but mod.toml says `noughts`",
    );
    // A library that is another game never loads: refused like rules that do not compile,
    // and nothing is installed.
    let install = host.run(&["mod", "install", PACKAGE, "--allow-native"]);
    assert!(!install.status.success());
    assert!(
        out(&install).contains("not installed, its plugin does not load")
            && out(&install)
                .contains("its plugin is the game `tic-tac-toe`, but mod.toml says `noughts`"),
        "{}",
        out(&install)
    );
    assert!(!host.path("data/mods").join(PACKAGE).exists());
    // Found in a mods directory anyway, it is not loaded until allowed; allowed, it is listed
    // with the reason and never used.
    let list = host.ok(&["--mods", PACKAGE, "list"], "");
    assert!(
        list.contains("it contains native code you have not allowed"),
        "{list}"
    );
    host.ok(&["--mods", PACKAGE, "mod", "allow", PACKAGE], "");
    let list = host.ok(&["--mods", PACKAGE, "list"], "");
    assert!(list.contains("No games found."), "{list}");
    assert!(
        list.contains("its plugin is the game `tic-tac-toe`, but mod.toml says `noughts`"),
        "{list}"
    );
}

/// The consent is to one library: a game package installed with `--allow-native` loads at
/// every start and is listed as allowed native code; an upgrade whose library has another
/// SHA-256 is asked about again; a library changed on disk after consent is not loaded until
/// allowed again.
#[test]
fn consent_to_a_game_package_s_native_code_is_per_library_hash() {
    let host = CleanHost::new();
    let package = host.path("work").join(PACKAGE);
    write_package(&package, "1.0.0");
    let lib_file = lib_path(Path::new(""), "tic_tac_toe");
    let lib = package.join("lib").join(&lib_file);
    let sha = common::mods::sha256_hex(&lib);

    let refused = host.run(&["mod", "install", PACKAGE]);
    assert_refused(&refused, &format!("SHA-256: {sha}"));
    assert!(
        out(&refused).contains("runs with your rights"),
        "{}",
        out(&refused)
    );
    assert!(!host.path("data/mods").join(PACKAGE).exists());

    let install = host.ok(&["mod", "install", PACKAGE, "--allow-native"], "");
    assert!(install.contains("native code allowed"), "{install}");
    let list = host.ok(&["list"], "");
    assert!(
        list.contains("tic-tac-toe — Tic-tac-toe")
            && list.contains(&format!(
                "from mod ttt-package: native code: lib/{}",
                lib_file.display()
            ))
            && list.contains(&format!("SHA-256 {sha} — allowed")),
        "{list}"
    );
    let mods = host.ok(&["mod", "list"], "");
    assert!(mods.contains(&format!("SHA-256 {sha} — allowed")), "{mods}");

    // An upgrade with another library: asked again; 1.0.0 stays.
    write_package(&package, "1.1.0");
    let mut bytes = std::fs::read(&lib).unwrap();
    bytes.extend_from_slice(b"another build");
    std::fs::write(&lib, &bytes).unwrap();
    let upgrade = host.run(&["mod", "install", PACKAGE]);
    assert_refused(
        &upgrade,
        &format!("SHA-256: {}", common::mods::sha256_hex(&lib)),
    );
    assert!(host.ok(&["mod", "list"], "").contains("ttt-package 1.0.0"));

    // The installed library changed after consent: not loaded at the next start.
    let installed = host
        .path("data/mods")
        .join(PACKAGE)
        .join("lib")
        .join(&lib_file);
    std::fs::write(&installed, &bytes).unwrap();
    let list = host.ok(&["list"], "");
    assert!(
        list.contains("No games found.")
            && list.contains("its native code changed since you allowed it"),
        "{list}"
    );
    host.ok(&["mod", "allow", PACKAGE], "");
    let list = host.ok(&["list"], "");
    assert!(list.contains("tic-tac-toe — Tic-tac-toe"), "{list}");
}

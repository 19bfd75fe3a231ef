//! A mod with native code (a game package's plugin library) is described and asked about
//! before anything of it is loaded or probed: `mod install` and `mod check` refuse without
//! `--allow-native`, and a library found in a mods directory is not loaded until allowed. The
//! library here is not a game: its constructor writes a marker file, so the test sees whether
//! any of its code ran (in the probe process or the host).

use crate::common;

use common::mods::{assert_refused, game_host_in, marker_library, out, sha256_hex};
use common::workspace_root;
use std::path::{Path, PathBuf};
use std::process::Output;

const PACKAGE: &str = "marker-pkg";

/// A clean data directory, a folder to work in, the package folder and its marker file.
struct Setup {
    data: tempfile::TempDir,
    work: tempfile::TempDir,
}

impl Setup {
    fn new() -> Setup {
        common::plugins_dir();
        let setup = Setup {
            data: tempfile::tempdir().unwrap(),
            work: tempfile::tempdir().unwrap(),
        };
        let package = setup.package();
        let lib = marker_library(&package.join("lib"), &setup.marker());
        let lib_name = lib.file_name().unwrap().to_str().unwrap().to_string();
        let platform = format!("{}-{}", std::env::consts::OS, std::env::consts::ARCH);
        std::fs::write(
            package.join("mod.toml"),
            format!(
                "id = \"{PACKAGE}\"\nversion = \"1.0.0\"\ntitle = \"Marker\"\n\n\
                 [game]\nmarker = \"*\"\n\n[plugin]\n{platform} = \"lib/{lib_name}\"\n"
            ),
        )
        .unwrap();
        std::fs::create_dir_all(package.join("rulesets/marker")).unwrap();
        std::fs::write(
            package.join("rulesets/marker/standard.toml"),
            "game = \"marker\"\nname = \"Standard\"\n",
        )
        .unwrap();
        setup
    }

    fn package(&self) -> PathBuf {
        self.work.path().join(PACKAGE)
    }

    fn marker(&self) -> PathBuf {
        self.work.path().join("constructor-ran")
    }

    fn lib(&self) -> PathBuf {
        self.package().join("lib").join(format!(
            "{}marker{}",
            std::env::consts::DLL_PREFIX,
            std::env::consts::DLL_SUFFIX
        ))
    }

    fn run(&self, args: &[&str]) -> Output {
        let mut cmd = game_host_in(
            &common::game_host_bin(),
            self.work.path(),
            self.data.path(),
            &workspace_root(),
            &common::plugins_dir(),
        );
        cmd.args(args);
        common::output_with_stdin(cmd, "")
    }

    fn installed(&self) -> PathBuf {
        self.data.path().join("mods").join(PACKAGE)
    }

    #[track_caller]
    fn assert_nothing_ran(&self, after: &str) {
        assert!(
            !self.marker().exists(),
            "the library's constructor ran ({after}): it was loaded or probed without consent"
        );
    }
}

/// What the CLI must say before it would load the library: what it is and that it runs with
/// the user's rights.
#[track_caller]
fn assert_described(text: &str, lib: &Path) {
    let size = std::fs::metadata(lib).unwrap().len();
    for fact in [
        "the mod `marker-pkg` contains native code",
        "runs with your rights",
        "game:    marker",
        &format!(
            "file:    lib/{}",
            lib.file_name().unwrap().to_str().unwrap()
        ),
        &format!("({size} bytes)"),
        &format!("SHA-256: {}", sha256_hex(lib)),
        "--allow-native",
    ] {
        assert!(text.contains(fact), "`{fact}` in: {text}");
    }
}

#[test]
fn a_mod_with_native_code_is_described_and_never_loaded_or_probed_without_consent() {
    let s = Setup::new();
    let pack = s.run(&["mod", "pack", PACKAGE]);
    assert!(pack.status.success(), "{}", out(&pack));
    let zip = s.work.path().join("marker-pkg-1.0.0.zip");
    s.assert_nothing_ran("packing");

    // Install: refused with the facts, nothing installed, nothing ran.
    let install = s.run(&["mod", "install", zip.to_str().unwrap()]);
    assert!(!install.status.success(), "{}", out(&install));
    assert_described(&out(&install), &s.lib());
    assert!(out(&install).contains("not installed"), "{}", out(&install));
    s.assert_nothing_ran("mod install");
    assert!(!s.installed().exists());

    // Check: likewise.
    let check = s.run(&["mod", "check", PACKAGE]);
    assert!(!check.status.success(), "{}", out(&check));
    assert_described(&out(&check), &s.lib());
    s.assert_nothing_ran("mod check");

    // Found in a mods directory: listed as native code not allowed, never loaded.
    let list = s.run(&["--mods", PACKAGE, "list"]);
    assert!(list.status.success(), "{}", out(&list));
    assert!(
        out(&list).contains("marker-pkg 1.0.0: it contains native code you have not allowed"),
        "{}",
        out(&list)
    );
    let mods = s.run(&["--mods", PACKAGE, "mod", "list"]);
    assert!(
        out(&mods).contains(&format!(
            "native code: lib/{}",
            s.lib().file_name().unwrap().to_str().unwrap()
        )) && out(&mods).contains("NOT allowed, not loaded (`game-host mod allow marker-pkg`)"),
        "{}",
        out(&mods)
    );
    s.assert_nothing_ran("list, mod list");

    // With consent the library is probed (the marker proves this test sees it), and refused
    // because it is not a game; the refused install remembers no consent.
    let allowed = s.run(&["mod", "install", zip.to_str().unwrap(), "--allow-native"]);
    assert_refused(&allowed, "its plugin does not load");
    assert!(s.marker().exists(), "--allow-native probes the library");
    assert!(!s.installed().exists());
    std::fs::remove_file(s.marker()).unwrap();
    let again = s.run(&["mod", "install", zip.to_str().unwrap()]);
    assert_described(&out(&again), &s.lib());
    s.assert_nothing_ran("a second install after a refused one");
}

#[test]
fn mod_allow_lets_a_found_library_load_and_mod_revoke_takes_it_back() {
    let s = Setup::new();
    let allow = s.run(&["--mods", PACKAGE, "mod", "allow", PACKAGE]);
    assert!(allow.status.success(), "{}", out(&allow));
    assert!(
        out(&allow).contains(&format!("SHA-256: {}", sha256_hex(&s.lib()))),
        "{}",
        out(&allow)
    );
    let consent = s.data.path().join("mods/.native-consent.json");
    assert!(
        std::fs::read_to_string(&consent)
            .unwrap()
            .contains(&sha256_hex(&s.lib())),
        "remembered by hash"
    );
    s.assert_nothing_ran("mod allow");
    // Allowed: loaded (and refused as not a game, with that reason).
    let list = s.run(&["--mods", PACKAGE, "list"]);
    assert!(s.marker().exists(), "allowed, the library is probed");
    assert!(
        out(&list).contains("its plugin did not load"),
        "{}",
        out(&list)
    );
    std::fs::remove_file(s.marker()).unwrap();

    // The file changed after consent: not loaded until allowed again.
    let mut bytes = std::fs::read(s.lib()).unwrap();
    bytes.extend_from_slice(b"changed");
    std::fs::write(s.lib(), bytes).unwrap();
    let list = s.run(&["--mods", PACKAGE, "list"]);
    assert!(
        out(&list).contains("its native code changed since you allowed it"),
        "{}",
        out(&list)
    );
    let mods = s.run(&["--mods", PACKAGE, "mod", "list"]);
    assert!(
        out(&mods).contains("CHANGED since allowed, not loaded"),
        "{}",
        out(&mods)
    );
    s.assert_nothing_ran("a library changed after consent");

    // Revoked: never loaded again.
    let revoke = s.run(&["--mods", PACKAGE, "mod", "revoke", PACKAGE]);
    assert!(
        out(&revoke).contains("revoked the consent to 1 library of `marker-pkg`"),
        "{}",
        out(&revoke)
    );
    let list = s.run(&["--mods", PACKAGE, "list"]);
    assert!(
        out(&list).contains("it contains native code you have not allowed"),
        "{}",
        out(&list)
    );
    s.assert_nothing_ran("after revoke");
}

/// A package claiming a game the host already has was installed with a warning, and its
/// library then ran at the next start: now it is asked about like any other, and a copy found
/// in a mods directory is never loaded unasked.
#[test]
fn a_package_claiming_an_installed_game_is_asked_about_too() {
    let s = Setup::new();
    let manifest = s.package().join("mod.toml");
    let text = std::fs::read_to_string(&manifest).unwrap();
    std::fs::write(
        &manifest,
        text.replace("[game]\nmarker", "[game]\ntic-tac-toe"),
    )
    .unwrap();
    let install = s.run(&["mod", "install", PACKAGE]);
    assert_refused(&install, "the mod `marker-pkg` contains native code");
    assert!(!s.installed().exists());
    for args in [
        &["--mods", PACKAGE, "list"][..],
        &["--mods", PACKAGE, "mod", "list"],
        &["--mods", PACKAGE, "play", "tic-tac-toe", "a1"],
    ] {
        let o = s.run(args);
        assert!(o.status.success(), "{args:?}: {}", out(&o));
    }
    s.assert_nothing_ran("list, mod list and play with the package in --mods");
}

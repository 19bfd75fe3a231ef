//! The Mods screen as a player uses it: a `.zip` installed (as when dropped on the window), its
//! ruleset offered in New match with the mod's name, then disabled and removed; then a game
//! package installed once its native code is allowed, and marked as such. The app's mods are
//! its own: the other apps of this binary never see these.

use crate::common;

use egui_kittest::kittest::Queryable;
use std::io::Write;
use std::time::Duration;

/// A mod adding a Palagan ruleset, packed as a player receives it.
pub fn mod_zip(path: &std::path::Path) {
    use zip::write::SimpleFileOptions;
    let mut zip = zip::ZipWriter::new(std::fs::File::create(path).unwrap());
    let options = SimpleFileOptions::default();
    let files = [
        (
            "gui-wide/mod.toml",
            "id = \"gui-wide\"\nversion = \"1.0.0\"\ntitle = \"Wide boards\"\n[game]\npalagan = \"^0.1\"\n",
        ),
        (
            "gui-wide/rulesets/palagan/wide.toml",
            "game = \"palagan\"\nname = \"Wide\"\nextends = \"standard\"\n[board]\nside = 8\n",
        ),
    ];
    for (name, text) in files {
        zip.start_file(name, options).unwrap();
        zip.write_all(text.as_bytes()).unwrap();
    }
    zip.finish().unwrap();
}

#[test]
fn a_dropped_zip_is_installed_offered_in_new_match_then_disabled_and_removed() {
    let data = tempfile::tempdir().unwrap();
    let files = tempfile::tempdir().unwrap();
    let zip = files.path().join("gui-wide-1.0.0.zip");
    mod_zip(&zip);
    let mut h = common::gui::harness(data.path());

    h.state_mut().install_mod(zip.clone());
    let installed = common::gui::run_until(&mut h, Duration::from_secs(30), |h| {
        h.query_by_label("Wide boards").is_some()
    });
    assert!(installed, "the Mods screen lists the installed mod");
    assert!(data.path().join("mods/gui-wide/mod.toml").exists());
    assert!(h.query_by_label("Rulesets: gui-wide:wide").is_some());

    // New match offers it, named with its mod.
    h.state_mut().form = game_host::gui::new_match::NewMatchForm::for_game(
        &h.state().catalog,
        "palagan",
        "standard",
    );
    common::gui::click(&mut h, "New match");
    assert!(
        h.query_by_label("Wide — Wide boards 1.0.0").is_some(),
        "New match lists the mod's ruleset with the mod's name"
    );

    // Disabled: no longer offered; enabled again: back.
    common::gui::click(&mut h, "Mods");
    common::gui::click(&mut h, "Enabled gui-wide");
    assert!(data.path().join("mods/gui-wide/.disabled").exists());
    common::gui::click(&mut h, "New match");
    assert!(h.query_by_label("Wide — Wide boards 1.0.0").is_none());

    // Removed: its folder is gone and it is no longer listed.
    common::gui::click(&mut h, "Mods");
    common::gui::click(&mut h, "Remove gui-wide");
    assert!(!data.path().join("mods/gui-wide").exists());
    assert!(h.query_by_label("Wide boards").is_none());

    // A game package: its native code is asked about first; Install anyway installs it,
    // remembers the consent to that library, and the Mods screen marks it.
    let (package, lib) = game_package(files.path());
    h.state_mut().install_mod(package);
    let asked = common::gui::run_until(&mut h, Duration::from_secs(60), |h| {
        h.query_by_label("Install anyway").is_some()
    });
    assert!(
        asked,
        "the Mods screen asks about the package's native code"
    );
    common::gui::click(&mut h, "Install anyway");
    let sha = common::mods::sha256_hex(&lib);
    let listed = common::gui::run_until(&mut h, Duration::from_secs(60), |h| {
        h.query_by_label_contains("native code: lib/").is_some()
    });
    assert!(listed, "the package is listed with its native code");
    assert!(data.path().join("mods/gui-ttt/mod.toml").exists());
    assert!(
        h.query_by_label_contains(&format!("SHA-256 {sha} — allowed"))
            .is_some(),
        "marked as allowed native code"
    );
    assert!(
        std::fs::read_to_string(data.path().join("mods/.native-consent.json"))
            .unwrap()
            .contains(&sha)
    );
}

/// A game package folder for tic-tac-toe (which the host already has: installed with a
/// warning, never loaded) with a copy of the built plugin; its folder and library.
fn game_package(dir: &std::path::Path) -> (std::path::PathBuf, std::path::PathBuf) {
    let package = dir.join("gui-ttt");
    let lib = common::lib_path(&common::plugins_dir(), "tic_tac_toe");
    let name = lib.file_name().unwrap().to_str().unwrap().to_string();
    std::fs::create_dir_all(package.join("lib")).unwrap();
    std::fs::copy(&lib, package.join("lib").join(&name)).unwrap();
    common::copy_dir(
        &common::workspace_root().join("rulesets/tic-tac-toe"),
        &package.join("rulesets/tic-tac-toe"),
    );
    let platform = format!("{}-{}", std::env::consts::OS, std::env::consts::ARCH);
    std::fs::write(
        package.join("mod.toml"),
        format!(
            "id = \"gui-ttt\"\nversion = \"1.0.0\"\ntitle = \"Tic-tac-toe package\"\n\n\
             [game]\ntic-tac-toe = \"^0.1\"\n\n[plugin]\n{platform} = \"lib/{name}\"\n"
        ),
    )
    .unwrap();
    let copied = package.join("lib").join(name);
    (package, copied)
}

//! Installing a mod with native code from the app: the Mods screen names the library (game,
//! file, size, SHA-256) and that it runs with the player's rights, and asks (Install anyway /
//! Cancel) before anything of it is loaded or probed. The library's constructor writes a marker
//! file, so the test sees whether any of its code ran. Nothing is installed here (the library
//! is not a game), so the mods in use of the other app tests do not change.

use crate::common;

use common::mods::{marker_library, sha256_hex};
use egui_kittest::kittest::Queryable;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// `<dir>/marker-pkg-1.0.0.zip`: a game package whose library writes `marker` when loaded.
fn marker_zip(dir: &Path, marker: &Path) -> (PathBuf, PathBuf) {
    let lib = marker_library(&dir.join("build"), marker);
    let lib_name = lib.file_name().unwrap().to_str().unwrap().to_string();
    let platform = format!("{}-{}", std::env::consts::OS, std::env::consts::ARCH);
    let zip_path = dir.join("marker-pkg-1.0.0.zip");
    let mut zip = zip::ZipWriter::new(std::fs::File::create(&zip_path).unwrap());
    let options = zip::write::SimpleFileOptions::default();
    let manifest = format!(
        "id = \"marker-pkg\"\nversion = \"1.0.0\"\ntitle = \"Marker\"\n\n[game]\nmarker = \
         \"*\"\n\n[plugin]\n{platform} = \"lib/{lib_name}\"\n"
    );
    let files: [(String, Vec<u8>); 3] = [
        ("marker-pkg/mod.toml".into(), manifest.into_bytes()),
        (
            "marker-pkg/rulesets/marker/standard.toml".into(),
            b"game = \"marker\"\nname = \"Standard\"\n".to_vec(),
        ),
        (
            format!("marker-pkg/lib/{lib_name}"),
            std::fs::read(&lib).unwrap(),
        ),
    ];
    for (name, bytes) in files {
        zip.start_file(name, options).unwrap();
        zip.write_all(&bytes).unwrap();
    }
    zip.finish().unwrap();
    (zip_path, lib)
}

#[test]
fn a_mod_with_native_code_asks_before_anything_of_it_is_loaded() {
    let data = tempfile::tempdir().unwrap();
    let files = tempfile::tempdir().unwrap();
    let marker = files.path().join("constructor-ran");
    let (zip, lib) = marker_zip(files.path(), &marker);
    let mut h = common::gui::harness(data.path());

    h.state_mut().install_mod(zip.clone());
    let asked = common::gui::run_until(&mut h, Duration::from_secs(60), |h| {
        h.query_by_label("This mod contains native code").is_some()
    });
    assert!(asked, "the Mods screen asks about the mod's native code");
    for fact in [
        "Game: marker".to_string(),
        format!("File: lib/{}", lib.file_name().unwrap().to_str().unwrap()),
        format!("SHA-256: {}", sha256_hex(&lib)),
    ] {
        assert!(h.query_by_label(&fact).is_some(), "the dialog says {fact}");
    }
    assert!(
        h.query_by_label_contains("runs with your rights").is_some(),
        "the dialog says what native code can do"
    );
    assert!(!marker.exists(), "nothing of it ran before the answer");

    // Cancel: nothing installed, nothing ran.
    common::gui::click(&mut h, "Cancel");
    assert!(h.query_by_label("This mod contains native code").is_none());
    assert!(!h.state().mods.is_asking() && !h.state().mods.is_installing());
    assert!(
        !marker.exists(),
        "a cancelled install never loads the library"
    );
    assert!(!data.path().join("mods/marker-pkg").exists());
    assert!(
        !data.path().join("mods/.native-consent.json").exists(),
        "no consent remembered"
    );

    // Install anyway: now it is probed (the marker proves this test would see it), and refused
    // because it is not a game.
    h.state_mut().install_mod(zip);
    let asked = common::gui::run_until(&mut h, Duration::from_secs(60), |h| {
        h.query_by_label("Install anyway").is_some()
    });
    assert!(asked, "asked again: the consent was not given");
    common::gui::click(&mut h, "Install anyway");
    let done = common::gui::run_until(&mut h, Duration::from_secs(60), |h| {
        !h.state().mods.is_installing()
    });
    assert!(done);
    assert!(marker.exists(), "allowed, the library is probed");
    assert!(!data.path().join("mods/marker-pkg").exists());
}

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a failed unwrap is a failed test
//! Helpers shared by the host's integration tests.
#![allow(dead_code)]

pub mod gui;

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

pub fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_default()
}

/// `target/<profile>/`, where the workspace's plugins are built. `cargo test` does not build
/// cdylibs, so the README's test command runs `cargo build --workspace` first.
pub fn plugins_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("test binary path");
    let dir = exe
        .parent()
        .and_then(Path::parent)
        .expect("target/<profile>")
        .to_path_buf();
    let lib = dir.join(format!(
        "{}tic_tac_toe{}",
        std::env::consts::DLL_PREFIX,
        std::env::consts::DLL_SUFFIX
    ));
    assert!(
        lib.exists(),
        "{} is missing: run `cargo build --workspace` before `cargo test`",
        lib.display()
    );
    dir
}

/// Builds the deliberately broken plugins in `host/tests/fixtures` (once per test binary) and
/// returns the directory holding them.
pub fn fixtures_dir() -> PathBuf {
    static BUILT: OnceLock<PathBuf> = OnceLock::new();
    BUILT
        .get_or_init(|| {
            let root = workspace_root();
            let target = root.join("target").join("fixtures");
            let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
            let status = std::process::Command::new(cargo)
                .args(["build", "--quiet", "--manifest-path"])
                .arg(root.join("host/tests/fixtures/Cargo.toml"))
                .arg("--target-dir")
                .arg(&target)
                .status()
                .expect("run cargo to build the fixture plugins");
            assert!(status.success(), "building the fixture plugins failed");
            target.join("debug")
        })
        .clone()
}

pub fn lib_path(dir: &Path, crate_name: &str) -> PathBuf {
    dir.join(format!(
        "{}{crate_name}{}",
        std::env::consts::DLL_PREFIX,
        std::env::consts::DLL_SUFFIX
    ))
}

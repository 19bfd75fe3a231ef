//! The host sits on the lower two library layers only (`game-wire`, `game-content`): it links no
//! Lua, no bots and no test kit, which the SDK keeps on the plugin side. A dependency added to the
//! host that pulls the SDK (or Lua some other way) back in fails here.

use crate::common::workspace_root;
use std::process::Command;

/// The packages `game-host`'s binary is built from (normal dependencies, any depth).
fn host_packages(features: &[&str]) -> Vec<String> {
    let mut cmd = Command::new(env!("CARGO"));
    cmd.current_dir(workspace_root())
        .args([
            "tree",
            "-p",
            "game-host",
            "-e",
            "normal",
            "--prefix",
            "none",
            "--offline",
        ])
        .args(features);
    let out = cmd.output().expect("cargo tree runs");
    assert!(
        out.status.success(),
        "cargo tree failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter_map(|l| l.split_whitespace().next().map(str::to_string))
        .collect()
}

#[test]
fn the_host_links_neither_lua_nor_the_sdk() {
    for features in [&[][..], &["--no-default-features", "--features", "gui"][..]] {
        let packages = host_packages(features);
        assert!(
            packages.iter().any(|p| p == "game-wire")
                && packages.iter().any(|p| p == "game-content"),
            "the host is built on game-wire and game-content ({features:?}): {packages:?}"
        );
        for forbidden in ["game-sdk", "mlua", "mlua-sys", "lua-src"] {
            assert!(
                !packages.iter().any(|p| p == forbidden),
                "the host's binary must not link {forbidden} ({features:?})"
            );
        }
    }
}

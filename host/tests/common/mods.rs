//! Running `game-host` against a data directory of the test's own: shared by the mods tests.

use std::path::Path;
use std::process::{Command, Output};

/// `exe` (a `game-host`) run in `work` with the data directory `data`, the content root
/// `content` and the plugin path `plugins`, and no mods folder from the environment.
pub fn game_host_in(
    exe: &Path,
    work: &Path,
    data: &Path,
    content: &Path,
    plugins: &Path,
) -> Command {
    let mut cmd = Command::new(exe);
    cmd.current_dir(work)
        .env("GAME_HOST_DATA", data)
        .env("GAME_HOST_CONTENT", content)
        .env("GAME_HOST_PLUGIN_PATH", plugins)
        .env_remove("GAME_HOST_MODS");
    cmd
}

/// A command's standard output, then its standard error.
pub fn out(o: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

/// The command failed, and its output says `says`.
#[track_caller]
pub fn assert_refused(o: &Output, says: &str) {
    assert!(!o.status.success());
    assert!(out(o).contains(says), "{}", out(o));
}

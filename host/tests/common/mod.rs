//! Helpers shared by the host's integration tests.
#![allow(dead_code)]

pub mod gui;
pub mod mods;
#[cfg(feature = "online")]
pub mod online;

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

pub fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_default()
}

/// The mods of a host on the content at `root` with no data directory of its own: those the
/// content root ships in `mods/`.
pub fn bundled_mods(root: &Path) -> game_host::mods::ModsInUse {
    game_host::mods::ModsInUse::bundled(Some(root))
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

/// The `game-host` binary cargo built for these tests.
pub fn game_host_bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_game-host"))
}

/// `game-host ARGS` in the workspace root (its bundled content and mods), the plugins built.
pub fn game_host_in_workspace(args: &[&str]) -> std::process::Output {
    plugins_dir();
    std::process::Command::new(game_host_bin())
        .args(args)
        .current_dir(workspace_root())
        .output()
        .expect("start game-host")
}

/// [`game_host_in_workspace`], which must succeed: its standard output.
pub fn game_host_stdout(args: &[&str]) -> String {
    let out = game_host_in_workspace(args);
    assert!(
        out.status.success(),
        "game-host {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Starts `cmd` with `stdin` as its input and its output and error output piped.
fn spawn_piped(cmd: &mut std::process::Command, stdin: std::process::Stdio) -> std::process::Child {
    use std::process::Stdio;
    cmd.stdin(stdin)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start the command")
}

/// Runs `cmd` to its end with `stdin` written to its input; its output.
pub fn output_with_stdin(mut cmd: std::process::Command, stdin: &str) -> std::process::Output {
    use std::io::Write;
    let mut child = spawn_piped(&mut cmd, std::process::Stdio::piped());
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

/// Runs `cmd` to its end, but kills it and fails the test after `secs` seconds, so a regression
/// that hangs cannot hang the test run.
pub fn output_within(mut cmd: std::process::Command, secs: u64) -> std::process::Output {
    use std::io::Read;
    use std::time::{Duration, Instant};
    let mut child = spawn_piped(&mut cmd, std::process::Stdio::null());
    let drain = |mut r: Box<dyn Read + Send>| {
        std::thread::spawn(move || {
            let mut out = Vec::new();
            let _ = r.read_to_end(&mut out);
            out
        })
    };
    let stdout = drain(Box::new(child.stdout.take().expect("stdout")));
    let stderr = drain(Box::new(child.stderr.take().expect("stderr")));
    let started = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait for the command") {
            break status;
        }
        if started.elapsed() > Duration::from_secs(secs) {
            let _ = child.kill();
            let _ = child.wait();
            panic!("{cmd:?} did not finish within {secs} s: killed");
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    std::process::Output {
        status,
        stdout: stdout.join().expect("stdout reader"),
        stderr: stderr.join().expect("stderr reader"),
    }
}

/// Runs `f` on a thread and fails the test if it has not returned after `secs` seconds (the
/// thread is left behind; the test binary ends it when it exits).
pub fn within<T: Send + 'static>(secs: u64, f: impl FnOnce() -> T + Send + 'static) -> T {
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(f());
    });
    rx.recv_timeout(std::time::Duration::from_secs(secs))
        .unwrap_or_else(|_| panic!("did not finish within {secs} s"))
}

/// Makes a FIFO (named pipe) at `path` with the `mkfifo` command.
#[cfg(unix)]
pub fn mkfifo(path: &Path) {
    let status = std::process::Command::new("mkfifo")
        .arg(path)
        .status()
        .expect("run mkfifo");
    assert!(status.success(), "mkfifo {} failed", path.display());
}

/// Copies a directory tree (a content root, say) so a test can break files in its own copy.
pub fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), target).unwrap();
        }
    }
}

/// A temporary content root holding copies of the repository's `rulesets/` and `scripts/`, for
/// a test to add or break files in.
pub fn content_copy() -> tempfile::TempDir {
    let root = tempfile::tempdir().unwrap();
    for sub in ["rulesets", "scripts"] {
        copy_dir(&workspace_root().join(sub), &root.path().join(sub));
    }
    root
}

/// `game-host ARGS --content ROOT` with its own empty data directory and no extra plugin path,
/// killed (failing the test) after `secs`.
pub fn game_host_with_content(root: &Path, args: &[&str], secs: u64) -> std::process::Output {
    plugins_dir();
    let data = tempfile::tempdir().unwrap();
    let mut cmd = std::process::Command::new(game_host_bin());
    cmd.args(args)
        .arg("--content")
        .arg(root)
        .env("GAME_HOST_DATA", data.path())
        .env_remove("GAME_HOST_PLUGIN_PATH");
    output_within(cmd, secs)
}

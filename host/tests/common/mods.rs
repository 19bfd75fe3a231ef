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

/// Builds `<dir>/libmarker.so` (this platform's name for it) with `cc`: a shared library whose
/// constructor writes `marker` the moment it is loaded — in the probe process or the host — so
/// a test can tell whether anything of a mod's native code ran. Not a game: it has no plugin
/// table.
pub fn marker_library(dir: &Path, marker: &Path) -> std::path::PathBuf {
    std::fs::create_dir_all(dir).unwrap();
    let source = dir.join("marker.c");
    std::fs::write(
        &source,
        "#include <stdio.h>\n\
         __attribute__((constructor)) static void ran(void) {\n\
         FILE *f = fopen(MARKER, \"w\");\n\
         if (f) { fputs(\"the constructor ran\\n\", f); fclose(f); }\n\
         }\n",
    )
    .unwrap();
    let lib = dir.join(format!(
        "{}marker{}",
        std::env::consts::DLL_PREFIX,
        std::env::consts::DLL_SUFFIX
    ));
    let define = format!("-DMARKER=\"{}\"", marker.display());
    let built = Command::new("cc")
        .args(["-shared", "-fPIC", "-o"])
        .arg(&lib)
        .arg(&define)
        .arg(&source)
        .output()
        .expect("`cc` builds the marker library (a C compiler is needed for this test)");
    assert!(built.status.success(), "cc: {}", out(&built));
    std::fs::remove_file(&source).unwrap();
    lib
}

/// The SHA-256 of a file, lowercase hex: what the host shows for a mod's library.
pub fn sha256_hex(path: &Path) -> String {
    use sha2::Digest;
    let digest = sha2::Sha256::digest(std::fs::read(path).unwrap());
    digest.iter().map(|b| format!("{b:02x}")).collect()
}

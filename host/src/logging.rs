//! Logging: the host's diagnostics, and its libraries' (iroh's connection steps through
//! `tracing`, winit's and eframe's through `log`, bridged), with levels.
//!
//! What is shown on stderr: `RUST_LOG` when set (`RUST_LOG=debug game-host join …` shows
//! iroh's dialing), else warnings, `-v` info, `-vv` debug, `-vvv` everything, `-q` errors
//! only. The app also writes info and above (or `RUST_LOG`'s choice) to a file a day in
//! `<data dir>/logs/` (the last [`KEPT_FILES`] kept), which its About box names, so a failed
//! online connection can be looked at afterwards. A command's own output (views, reports,
//! `error: …`) is not a log and stays on stdout/stderr as before.
//!
//! Nothing secret is logged: no ticket, token or key (the log file is the player's, but it is
//! the kind of file one attaches to a bug report), and nothing a plugin's view hides.

use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use tracing_subscriber::layer::SubscriberExt;
use tracing_subscriber::util::SubscriberInitExt;
use tracing_subscriber::{EnvFilter, Layer};

/// Log files kept in `<data dir>/logs/`, one a day.
pub const KEPT_FILES: usize = 7;
/// The log file's name before its date.
pub const FILE_PREFIX: &str = "game-host.log";

/// Keeps the file writer flushing until the process ends.
#[derive(Debug, Default)]
pub struct LogGuard(Option<tracing_appender::non_blocking::WorkerGuard>);

/// The stderr filter for `-v` counts and `-q` (without `RUST_LOG`).
pub fn level_for(verbose: u8, quiet: bool) -> &'static str {
    match (quiet, verbose) {
        (true, _) => "error",
        (false, 0) => "warn",
        (false, 1) => "info",
        (false, 2) => "debug",
        _ => "trace",
    }
}

/// Where the app's log files go.
pub fn log_dir(data_root: &Path) -> PathBuf {
    data_root.join("logs")
}

/// Starts logging to stderr (and, with `file_dir`, to a daily file there). Called once, first
/// thing; a second call (tests) changes nothing.
pub fn init(verbose: u8, quiet: bool, file_dir: Option<&Path>) -> LogGuard {
    let from_env = std::env::var("RUST_LOG").ok().filter(|v| !v.is_empty());
    let stderr_filter = match &from_env {
        Some(spec) => EnvFilter::try_new(spec).unwrap_or_else(|_| EnvFilter::new("warn")),
        None => EnvFilter::new(level_for(verbose, quiet)),
    };
    let stderr = tracing_subscriber::fmt::layer()
        .with_writer(std::io::stderr)
        .with_ansi(std::io::stderr().is_terminal())
        .without_time()
        .with_target(verbose >= 2 || from_env.is_some())
        .with_filter(stderr_filter);
    let mut guard = LogGuard::default();
    let file = file_dir.and_then(|dir| {
        std::fs::create_dir_all(dir).ok()?;
        let appender = tracing_appender::rolling::Builder::new()
            .rotation(tracing_appender::rolling::Rotation::DAILY)
            .filename_prefix(FILE_PREFIX)
            .max_log_files(KEPT_FILES)
            .build(dir)
            .ok()?;
        let (writer, worker) = tracing_appender::non_blocking(appender);
        guard.0 = Some(worker);
        let filter = match &from_env {
            Some(spec) => EnvFilter::try_new(spec).unwrap_or_else(|_| EnvFilter::new("info")),
            // Our own diagnostics and the network's steps; libraries' chatter only from warn.
            None => EnvFilter::new("warn,game_host=info,iroh=info"),
        };
        Some(
            tracing_subscriber::fmt::layer()
                .with_writer(writer)
                .with_ansi(false)
                .with_filter(filter),
        )
    });
    // A subscriber is already set (a test that started the app twice): keep it.
    let _ = tracing_subscriber::registry()
        .with(stderr)
        .with(file)
        .try_init();
    guard
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_app_s_log_file_gets_info_lines_and_stderr_only_warnings() {
        let dir = tempfile::tempdir().unwrap();
        let logs = log_dir(dir.path());
        let guard = init(0, false, Some(&logs));
        tracing::info!("a line for the file");
        tracing::debug!("a line for nobody");
        drop(guard);
        let text: String = std::fs::read_dir(&logs)
            .unwrap()
            .filter_map(|e| e.ok())
            .filter(|e| e.file_name().to_string_lossy().starts_with(FILE_PREFIX))
            .map(|e| std::fs::read_to_string(e.path()).unwrap_or_default())
            .collect();
        assert!(text.contains("a line for the file"), "{text:?}");
        assert!(!text.contains("a line for nobody"));
    }

    #[test]
    fn verbosity_maps_to_levels() {
        assert_eq!(level_for(0, false), "warn");
        assert_eq!(level_for(1, false), "info");
        assert_eq!(level_for(2, false), "debug");
        assert_eq!(level_for(5, false), "trace");
        assert_eq!(level_for(3, true), "error");
    }
}

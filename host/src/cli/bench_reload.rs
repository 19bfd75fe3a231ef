//! `game-host bench-reload`: measures how long a save takes to be in force in a running match.

use super::Env;
use crate::content;
use crate::reload::{ReloadConfig, ReloadEvent, Reloader};
use crate::session::Session;
use crate::tr;
use game_wire::Start;
use std::path::Path;
use std::process::ExitCode;
use std::sync::mpsc;
use std::time::{Duration, Instant};

#[derive(Debug, clap::Args)]
pub struct BenchArgs {
    /// The game's id.
    pub game: String,
    /// Ruleset name (`standard`).
    #[arg(long, default_value = "standard")]
    pub ruleset: String,
    /// Number of saves to time.
    #[arg(long, default_value_t = 40)]
    pub runs: usize,
    /// Debounce of the watcher, in milliseconds (as `watch --debounce-ms`).
    #[arg(long, default_value_t = 100)]
    pub debounce_ms: u64,
}

/// Copies `from` into `to` recursively.
fn copy_dir(from: &Path, to: &Path) -> std::io::Result<()> {
    std::fs::create_dir_all(to)?;
    for entry in std::fs::read_dir(from)? {
        let entry = entry?;
        let target = to.join(entry.file_name());
        if entry.file_type()?.is_dir() {
            copy_dir(&entry.path(), &target)?;
        } else {
            std::fs::copy(entry.path(), &target)?;
        }
    }
    Ok(())
}

/// The `q`-th quantile (0..=1) of sorted samples.
fn quantile(sorted: &[Duration], q: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let i = ((sorted.len() - 1) as f64 * q).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

/// Saves the ruleset `runs` times in a copy of the content root (each save changes a comment,
/// so each is a real change that is compiled and swapped in) and times each from just before
/// the write to the new rules being in force in the match.
pub fn run(env: &Env, args: BenchArgs) -> Result<ExitCode, String> {
    let plugin = env.catalog.require(&args.game)?;
    let real_root = env.content_root()?;
    let temp =
        tempfile::tempdir().map_err(|e| tr!("bench-reload-no-temp", error = e.to_string()))?;
    for dir in ["rulesets", "scripts"] {
        let from = real_root.join(dir);
        if from.is_dir() {
            copy_dir(&from, &temp.path().join(dir)).map_err(|e| {
                tr!(
                    "bench-reload-cannot-copy",
                    path = from.display().to_string(),
                    error = e.to_string()
                )
            })?;
        }
    }
    let root = temp.path();
    let source = content::load_ruleset(root, &env.mods, &args.game, &args.ruleset)
        .map_err(|d| d.to_string())?;
    let file = root.join(&source.root);
    let original =
        std::fs::read_to_string(&file).map_err(|e| format!("{}: {e}", file.display()))?;
    let mut session = Session::new(plugin, source, Start::Seed(1)).map_err(|e| e.to_string())?;
    let (tx, rx) = mpsc::channel();
    let config = ReloadConfig {
        debounce: Duration::from_millis(args.debounce_ms),
        extra_dirs: Vec::new(),
    };
    let reloader = Reloader::start(root, &env.mods, config, move |e| {
        let _ = tx.send(e);
    })?;
    reloader.track(plugin, session.ruleset());
    let mut samples = Vec::with_capacity(args.runs);
    for i in 0..args.runs {
        let t0 = Instant::now();
        std::fs::write(&file, format!("{original}\n# bench save {i}\n"))
            .map_err(|e| format!("{}: {e}", file.display()))?;
        let event = rx
            .recv_timeout(Duration::from_secs(10))
            .map_err(|_| tr!("bench-reload-no-reload", save = i))?;
        match event {
            ReloadEvent::Reloaded(r) => {
                session.reload(&r.rules, r.source.clone()).map_err(|e| {
                    tr!("bench-reload-save-failed", save = i, error = e.to_string())
                })?;
            }
            other => {
                return Err(tr!(
                    "bench-reload-unexpected",
                    save = i,
                    event = format!("{other:?}")
                ));
            }
        }
        samples.push(t0.elapsed());
        // Let the watcher settle so that saves are not merged into one burst.
        std::thread::sleep(Duration::from_millis(args.debounce_ms / 2 + 20));
    }
    samples.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "{}",
        tr!(
            "bench-reload-result",
            game = args.game.as_str(),
            ruleset = args.ruleset.as_str(),
            saves = samples.len(),
            debounce = args.debounce_ms,
            p50 = format!("{:.1}", ms(quantile(&samples, 0.5))),
            p95 = format!("{:.1}", ms(quantile(&samples, 0.95))),
            max = format!("{:.1}", ms(quantile(&samples, 1.0)))
        )
    );
    Ok(ExitCode::SUCCESS)
}

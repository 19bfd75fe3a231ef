//! The cost of crossing the plugin boundary and of loading a plugin.
//!
//! Needs the release plugins: `cargo build --release --workspace && cargo bench -p game-host`.

use criterion::{Criterion, criterion_group};
use game_host::plugin::Plugin;
use game_wire::RulesetSource;
use game_wire::{Start, Viewer};
use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Instant;

fn example_plugin() -> PathBuf {
    let exe = std::env::current_exe().unwrap_or_default();
    let dir = exe
        .parent()
        .and_then(Path::parent)
        .map(Path::to_path_buf)
        .unwrap_or_default();
    let lib = dir.join(format!(
        "{}tic_tac_toe{}",
        std::env::consts::DLL_PREFIX,
        std::env::consts::DLL_SUFFIX
    ));
    if !lib.exists() {
        eprintln!(
            "{} is missing: run `cargo build --release --workspace` first",
            lib.display()
        );
        std::process::exit(1);
    }
    lib
}

const RULESET: &str = "game = \"tic-tac-toe\"\nsize = 3\nline = 3\n";

fn calls(c: &mut Criterion) {
    let plugin = match Plugin::load(&example_plugin()) {
        Ok(p) => Arc::new(p),
        Err(e) => panic!("cannot load the example plugin: {e}"),
    };
    let rules = plugin.compile(&RulesetSource::inline(
        "rulesets/tic-tac-toe/bench.toml",
        RULESET,
    ));
    let Ok(rules) = rules else {
        panic!("the bench ruleset does not compile: {rules:?}")
    };
    let Ok(mut m) = rules.start(&Start::Seed(1)) else {
        panic!("cannot start")
    };
    let mut group = c.benchmark_group("boundary");
    group.bench_function("status call", |b| b.iter(|| black_box(m.status())));
    group.bench_function("legal actions call (9 actions)", |b| {
        b.iter(|| black_box(m.legal()))
    });
    group.bench_function("view call (scene + actions)", |b| {
        b.iter(|| black_box(m.view(Viewer::Referee)))
    });
    group.bench_function("warm load (already mapped) + describe", |b| {
        b.iter(|| black_box(Plugin::load(plugin.path())))
    });
    group.finish();
}

/// A cold load maps a new library, which is never unloaded; so it is timed on a fixed number
/// of fresh copies rather than under criterion's open-ended iteration count.
fn cold_load() {
    let source = example_plugin();
    let Ok(dir) = tempfile::tempdir() else { return };
    let mut times: Vec<f64> = (0..15)
        .filter_map(|i| {
            let copy = dir
                .path()
                .join(format!("libcopy{i}{}", std::env::consts::DLL_SUFFIX));
            std::fs::copy(&source, &copy).ok()?;
            let t = Instant::now();
            let loaded = Plugin::load(&copy);
            let elapsed = t.elapsed().as_secs_f64() * 1e6;
            loaded.ok().map(|_| elapsed)
        })
        .collect();
    times.sort_by(f64::total_cmp);
    if let (Some(min), Some(median), Some(max)) =
        (times.first(), times.get(times.len() / 2), times.last())
    {
        println!(
            "boundary/cold plugin load ({} fresh copies): median {median:.0} µs (min {min:.0}, max {max:.0})",
            times.len()
        );
    }
}

criterion_group!(benches, calls);

fn main() {
    benches();
    cold_load();
    Criterion::default().configure_from_args().final_summary();
}

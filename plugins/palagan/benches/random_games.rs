//! Random full games per second (standard ruleset and the Lua house rules, one thread) and the
//! cost of generating the legal actions of a mid-game position.
#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use game_sdk::testkit::cpu_time::thread_cpu_seconds;
use game_sdk::testkit::random_play::{random_game, random_steps};
use game_sdk::{Game, GameRng};
use palagan::{Palagan, State};
use std::hint::black_box;

/// A shipped ruleset, read from the repository like the host reads it.
fn ruleset(name: &str) -> Palagan {
    game_sdk::testkit::ruleset("palagan", name)
}

/// A mid-game position: 60 random actions into seed 7's game.
fn mid_game(g: &Palagan) -> State {
    let mut s = g.start(7);
    random_steps(g, &mut s, &mut GameRng::from_seed(7), 60);
    s
}

/// Random full games per second of CPU time (not wall time) over about one CPU second.
fn games_per_cpu_second(g: &Palagan) -> Option<f64> {
    let start = thread_cpu_seconds()?;
    let mut games = 0u64;
    loop {
        black_box(random_game(g, 10_000 + games));
        games += 1;
        let spent = thread_cpu_seconds()? - start;
        if spent >= 1.0 {
            return Some(games as f64 / spent);
        }
    }
}

fn bench(c: &mut Criterion) {
    let g = ruleset("standard");
    let games = 100u64;
    let actions: usize = (0..games).map(|seed| random_game(&g, seed).1).sum();
    eprintln!(
        "random games: {:.1} actions per game on average",
        actions as f64 / games as f64
    );
    for name in ["standard", "palagan-territory:territory", "no-edge-summon"] {
        if let Some(rate) = games_per_cpu_second(&ruleset(name)) {
            eprintln!("{name}: {rate:.0} random full games per CPU second");
        }
    }
    let mut group = c.benchmark_group("palagan");
    group.throughput(Throughput::Elements(1));
    let mut seed = 0;
    group.bench_function("random_full_game", |b| {
        b.iter(|| {
            seed += 1;
            black_box(random_game(&g, seed))
        })
    });
    let s = mid_game(&g);
    eprintln!(
        "mid-game position: {} black and {} white pieces on the board, {} legal actions",
        s.stones[0].count(),
        s.stones[1].count(),
        g.legal_actions(&s).len()
    );
    group.bench_function("legal_actions_mid_game", |b| {
        b.iter(|| black_box(g.legal_actions(black_box(&s))))
    });
    group.bench_function("clone_state", |b| b.iter(|| black_box(*black_box(&s))));
    // The territory count of a finished game: one `final_scores` call (Lua flood fill).
    let territory = ruleset("palagan-territory:territory");
    let (end, _) = random_game(&territory, 3);
    group.bench_function("territory_final_scores", |b| {
        b.iter(|| black_box(territory.outcome(black_box(&end))))
    });
    // House rules in Lua: territory (one `final_scores` call per game) and no-edge-summon (a
    // `veto_summon` call per otherwise legal summon).
    // (territory is the example mod's ruleset; the bench keeps its short name)
    for (label, name) in [
        ("territory", "palagan-territory:territory"),
        ("no-edge-summon", "no-edge-summon"),
    ] {
        let h = ruleset(name);
        let mut seed = 0;
        group.bench_function(format!("random_full_game_{label}"), |b| {
            b.iter(|| {
                seed += 1;
                black_box(random_game(&h, seed))
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);

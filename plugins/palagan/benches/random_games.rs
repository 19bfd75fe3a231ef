//! Random full games per second (standard ruleset, one thread) and the cost of generating the
//! legal actions of a mid-game position.
#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use game_sdk::{Game, GameRng, RulesetSource};
use palagan::{Palagan, State};
use std::hint::black_box;

fn standard() -> Palagan {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../rulesets/palagan/standard.toml"
    );
    let text = std::fs::read_to_string(path).unwrap();
    Palagan::compile(&RulesetSource::inline(
        "rulesets/palagan/standard.toml",
        &text,
    ))
    .unwrap()
}

/// One random game: the legal actions of every position, one chosen uniformly and applied.
fn random_game(g: &Palagan, seed: u64) -> (State, usize) {
    let mut s = g.start(seed);
    let mut rng = GameRng::from_seed(seed);
    let mut log = Vec::new();
    let mut n = 0;
    loop {
        let actions = g.legal_actions(&s);
        let Some(a) = rng.choose(&actions) else {
            return (s, n);
        };
        g.apply(&mut s, a, &mut log).unwrap();
        log.clear();
        n += 1;
    }
}

/// A mid-game position: 60 random actions into seed 7's game.
fn mid_game(g: &Palagan) -> State {
    let mut s = g.start(7);
    let mut rng = GameRng::from_seed(7);
    for _ in 0..60 {
        let actions = g.legal_actions(&s);
        let a = *rng.choose(&actions).unwrap();
        g.apply(&mut s, &a, &mut Vec::new()).unwrap();
    }
    s
}

fn bench(c: &mut Criterion) {
    let g = standard();
    let games = 100u64;
    let actions: usize = (0..games).map(|seed| random_game(&g, seed).1).sum();
    eprintln!(
        "random games: {:.1} actions per game on average",
        actions as f64 / games as f64
    );
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
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);

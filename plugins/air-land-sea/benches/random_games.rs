//! Random full games per second (standard ruleset, one thread), the cost of generating the legal
//! actions of a mid-battle position (with and without a permission script in play) and of one
//! action that runs card scripts.
#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use air_land_sea::{AirLandSea, State};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use game_sdk::{Game, GameRng, RulesetSource};
use std::hint::black_box;
use std::path::Path;

fn standard() -> AirLandSea {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let source = RulesetSource::collect(&root, "rulesets/air-land-sea/standard.toml").unwrap();
    AirLandSea::compile(&source).unwrap()
}

/// One random game: the legal actions of every position, one chosen uniformly and applied.
fn random_game(g: &AirLandSea, seed: u64) -> (State, usize) {
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

fn bench(c: &mut Criterion) {
    let g = standard();
    let games = 100u64;
    let actions: usize = (0..games).map(|seed| random_game(&g, seed).1).sum();
    eprintln!(
        "random games: {:.1} actions per game on average",
        actions as f64 / games as f64
    );
    let mut group = c.benchmark_group("air-land-sea");
    group.throughput(Throughput::Elements(1));
    let mut seed = 0;
    group.bench_function("random_full_game", |b| {
        b.iter(|| {
            seed += 1;
            black_box(random_game(&g, seed))
        })
    });
    let plain = g
        .scenario(
            "bench",
            "[north]\nhand = [\"A6\", \"L6\", \"S6\", \"L2\"]\nland = [\"L4\", \"S2 down\"]\n\
             [south]\nhand = [\"A1\", \"A3\", \"S3\", \"L3\"]\nsea = [\"S5\"]\n",
        )
        .unwrap();
    group.bench_function("legal_actions_mid_battle", |b| {
        b.iter(|| black_box(g.legal_actions(black_box(&plain))))
    });
    let aerodrome = g
        .scenario(
            "bench",
            "[north]\nhand = [\"A6\", \"L1\", \"S3\", \"L2\"]\nair = [\"A4\"]\n\
             [south]\nhand = [\"A1\", \"A3\", \"S6\", \"L3\"]\nsea = [\"S5\"]\n",
        )
        .unwrap();
    group.bench_function("legal_actions_with_aerodrome_script", |b| {
        b.iter(|| black_box(g.legal_actions(black_box(&aerodrome))))
    });
    let deploy = g.parse_action(&plain, "deploy L2").unwrap();
    group.bench_function("apply_deploy_with_scripts", |b| {
        b.iter(|| {
            let mut s = plain.clone();
            g.apply(&mut s, &deploy, &mut Vec::new()).unwrap();
            black_box(s)
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);

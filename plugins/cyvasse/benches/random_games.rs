//! Random full games per second (both setups by `setup random`, then uniformly random battle
//! actions) and the cost of one legal-action generation in the middle of a battle.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use cyvasse::{Action, Cyvasse, Phase, State};
use game_sdk::testkit::random_play::{random_playout, random_steps};
use game_sdk::{Game, GameRng};
use std::hint::black_box;

fn game() -> Cyvasse {
    game_sdk::testkit::ruleset("cyvasse", "standard")
}

/// Both random setups done: the first battle position of `seed`.
fn battle_start(g: &Cyvasse, seed: u64) -> State {
    let mut s = g.start(seed);
    for a in [
        Action::RandomSetup,
        Action::Ready,
        Action::RandomSetup,
        Action::Ready,
    ] {
        if g.apply(&mut s, &a, &mut Vec::new()).is_err() {
            panic!("random setup refused");
        }
    }
    s
}

fn bench(c: &mut Criterion) {
    let g = game();
    let mut group = c.benchmark_group("cyvasse");
    group.throughput(Throughput::Elements(1));
    let mut seed = 0u64;
    group.bench_function("random game from a random setup", |b| {
        b.iter(|| {
            seed += 1;
            let mut s = battle_start(&g, seed);
            let mut rng = GameRng::from_seed(seed);
            black_box(random_playout(&g, &mut s, &mut rng, |s| {
                s.phase != Phase::Over
            }))
        })
    });
    // A position 20 random actions into the battle.
    let mut s = battle_start(&g, 7);
    random_steps(&g, &mut s, &mut GameRng::from_seed(7), 20);
    group.bench_function("legal actions (battle)", |b| {
        b.iter(|| black_box(g.legal_actions(black_box(&s)).len()))
    });
    let setup = g.start(3);
    group.bench_function("legal actions (setup, tiles)", |b| {
        b.iter(|| black_box(g.legal_actions(black_box(&setup)).len()))
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20).measurement_time(std::time::Duration::from_secs(3));
    targets = bench
}
criterion_main!(benches);

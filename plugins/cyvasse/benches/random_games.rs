//! Random full games per second (both setups by `setup random`, then uniformly random battle
//! actions) and the cost of one legal-action generation in the middle of a battle.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use cyvasse::{Action, Cyvasse, Phase, State};
use game_sdk::{Game, GameRng, RulesetSource};
use std::hint::black_box;
use std::path::Path;

fn game() -> Cyvasse {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let Ok(source) = RulesetSource::collect(&root, "rulesets/cyvasse/standard.toml") else {
        panic!("cannot read the standard ruleset");
    };
    match Cyvasse::compile(&source) {
        Ok(g) => g,
        Err(e) => panic!("{e}"),
    }
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

fn play_out(g: &Cyvasse, mut s: State, rng: &mut GameRng) -> usize {
    let mut n = 0;
    let mut log = Vec::new();
    while s.phase != Phase::Over {
        let legal = g.legal_actions(&s);
        let Some(a) = rng.choose(&legal) else { break };
        let a = a.clone();
        log.clear();
        if g.apply(&mut s, &a, &mut log).is_err() {
            break;
        }
        n += 1;
    }
    n
}

fn bench(c: &mut Criterion) {
    let g = game();
    let mut group = c.benchmark_group("cyvasse");
    group.throughput(Throughput::Elements(1));
    let mut seed = 0u64;
    group.bench_function("random game from a random setup", |b| {
        b.iter(|| {
            seed += 1;
            let s = battle_start(&g, seed);
            let mut rng = GameRng::from_seed(seed);
            black_box(play_out(&g, s, &mut rng))
        })
    });
    // A position 20 random actions into the battle.
    let mut s = battle_start(&g, 7);
    let mut rng = GameRng::from_seed(7);
    for _ in 0..20 {
        let legal = g.legal_actions(&s);
        let Some(a) = rng.choose(&legal).cloned() else {
            break;
        };
        let _ = g.apply(&mut s, &a, &mut Vec::new());
    }
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

//! Random full battles and games per second (one thread), for the standard ruleset (every
//! ability scripted in Lua) and for the same cards without abilities (no script at all); the
//! cost of generating the legal actions of a mid-battle position (with and without a permission
//! script in play) and of one action that runs card scripts.
#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use air_land_sea::AirLandSea;
use criterion::{Criterion, Throughput, criterion_group};
use game_sdk::Scenarios as _;
use game_sdk::testkit::cpu_time::thread_cpu_seconds;
use game_sdk::testkit::random_play::{random_game, random_playout};
use game_sdk::{Game, GameRng, RulesetSource};
use std::hint::black_box;

const STANDARD: &str = "rulesets/air-land-sea/standard.toml";

fn standard() -> AirLandSea {
    game_sdk::testkit::ruleset("air-land-sea", "standard")
}

/// The standard ruleset's cards, strengths and tables with every `ability` key and the scripts
/// removed: the baseline a scripted battle is compared with.
fn no_abilities() -> AirLandSea {
    let text = std::fs::read_to_string(game_sdk::testkit::content_root().join(STANDARD)).unwrap();
    let text: String = text
        .lines()
        .filter(|l| !l.starts_with("ability =") && !l.starts_with("scripts ="))
        .map(|l| format!("{l}\n"))
        .collect();
    let source = RulesetSource::inline("rulesets/air-land-sea/no-abilities.toml", &text);
    let g = AirLandSea::compile(&source).unwrap();
    assert!(g.defs.cards.iter().all(|c| c.ability.is_none()));
    g
}

/// One random battle from a fresh deal (a new match) to its end: the legal actions of every
/// position, one chosen uniformly and applied. Returns the actions taken.
fn random_battle(g: &AirLandSea, seed: u64) -> usize {
    let mut s = g.start(seed);
    random_playout(g, &mut s, &mut GameRng::from_seed(seed), |s| s.battle == 1)
}

/// Battles per second of both rulesets, measured in alternating blocks of 10–20 ms for about
/// `seconds` of this thread's CPU time in all, so that a change in the machine's speed (other
/// virtual machines on the host, frequency) affects both alike. A block is timed by the clock
/// (the thread's CPU time is only updated at scheduler ticks, too coarse for a block); a block
/// that another process interrupted is an outlier the medians ignore. Returns the medians of
/// the scripted and plain rates, and the median, lower and upper quartile of the per-pair time
/// ratio.
fn interleaved_rates(
    scripted: &AirLandSea,
    plain: &AirLandSea,
    seconds: f64,
) -> Option<([f64; 2], [f64; 3])> {
    let block = |game: &AirLandSea, first: u64, n: u64| -> f64 {
        let start = std::time::Instant::now();
        for seed in first..first + n {
            black_box(random_battle(game, seed));
        }
        n as f64 / start.elapsed().as_secs_f64().max(1e-9)
    };
    let (mut fast, mut slow, mut ratios) = (Vec::new(), Vec::new(), Vec::new());
    let begin = thread_cpu_seconds()?;
    let mut seed = 0;
    while thread_cpu_seconds()? - begin < seconds {
        let s = block(scripted, seed, 500);
        let p = block(plain, seed, 1500);
        seed += 1500;
        slow.push(s);
        fast.push(p);
        ratios.push(p / s);
    }
    let median = |v: &mut Vec<f64>, q: usize| {
        v.sort_by(f64::total_cmp);
        v[(v.len() - 1) * q / 4]
    };
    Some((
        [median(&mut slow, 2), median(&mut fast, 2)],
        [
            median(&mut ratios, 2),
            median(&mut ratios, 1),
            median(&mut ratios, 3),
        ],
    ))
}

fn bench(c: &mut Criterion) {
    let g = standard();
    let vanilla = no_abilities();
    let runs = 1000u64;
    for (name, game) in [("standard", &g), ("no abilities", &vanilla)] {
        let actions: usize = (0..runs).map(|seed| random_battle(game, seed)).sum();
        eprintln!(
            "random battles ({name}): {:.1} actions per battle on average",
            actions as f64 / runs as f64
        );
    }
    if let Some(([scripted, plain], [ratio, q1, q3])) = interleaved_rates(&g, &vanilla, 8.0) {
        eprintln!("random battles (standard): {scripted:.0} per second on one thread");
        eprintln!("random battles (no abilities): {plain:.0} per second on one thread");
        eprintln!(
            "random battles: the scripted ruleset takes {ratio:.2}x the time of the one without \
             abilities (median of alternating blocks; quartiles {q1:.2}-{q3:.2})"
        );
    }
    let games = 100u64;
    let actions: usize = (0..games).map(|seed| random_game(&g, seed).1).sum();
    eprintln!(
        "random games: {:.1} actions per game on average",
        actions as f64 / games as f64
    );
    let mut group = c.benchmark_group("air-land-sea");
    group.throughput(Throughput::Elements(1));
    let mut seed = 0;
    group.bench_function("random_battle/standard", |b| {
        b.iter(|| {
            seed += 1;
            black_box(random_battle(&g, seed))
        })
    });
    group.bench_function("random_battle/no_abilities", |b| {
        b.iter(|| {
            seed += 1;
            black_box(random_battle(&vanilla, seed))
        })
    });
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

/// `ALS_PROFILE=standard:N` (or `no-abilities:N`) plays N random battles and exits, without
/// criterion: a steady workload for `valgrind --tool=callgrind` or `perf record`.
/// `ALS_PROFILE=ratio:S` measures only the scripted/plain time ratio, for about S seconds.
fn main() {
    if let Ok(spec) = std::env::var("ALS_PROFILE") {
        let (name, n) = spec.split_once(':').unwrap_or((spec.as_str(), "1000"));
        let n: u64 = n.parse().unwrap();
        if name == "ratio" {
            // `ALS_PROFILE=ratio:8`: only the alternating-block time ratio, for about n seconds.
            let (rates, [ratio, q1, q3]) =
                interleaved_rates(&standard(), &no_abilities(), n as f64).unwrap();
            eprintln!(
                "{:.0} / {:.0} battles per second: {ratio:.2}x (quartiles {q1:.2}-{q3:.2})",
                rates[0], rates[1]
            );
            return;
        }
        let g = if name == "standard" {
            standard()
        } else {
            no_abilities()
        };
        let actions: usize = (0..n).map(|seed| random_battle(&g, seed)).sum();
        eprintln!("{n} random battles ({name}), {actions} actions");
        return;
    }
    benches();
    Criterion::default().configure_from_args().final_summary();
}

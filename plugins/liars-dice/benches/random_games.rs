//! Random full games per CPU second, one thread: the `openspiel` ruleset is timed against
//! OpenSpiel's own C++ loop (`/work/shared/peers/liars_dice_openspiel.py random-cpp N`, two
//! uniform random bots through `evaluate_bots`), which plays the same game (LD-O1); the
//! standard four-player match beside it. `cargo bench -p liars-dice` (a release build; no
//! criterion: one number per ruleset is what the comparison needs).
#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use game_sdk::testkit::cpu_time::thread_cpu_seconds;
use game_sdk::testkit::random_play::random_game;
use liars_dice::LiarsDice;
use std::hint::black_box;

/// Random full games per second of CPU time, and actions per game, over about `seconds`.
fn games_per_cpu_second(g: &LiarsDice, seconds: f64) -> Option<(f64, f64)> {
    let start = thread_cpu_seconds()?;
    let (mut games, mut actions) = (0u64, 0usize);
    loop {
        let (end, n) = random_game(g, 10_000 + games);
        black_box(end);
        actions += n;
        games += 1;
        // The clock is read from /proc: once per game it would cost more than a game.
        if games % 1_000 != 0 {
            continue;
        }
        let spent = thread_cpu_seconds()? - start;
        if spent >= seconds {
            return Some((games as f64 / spent, actions as f64 / games as f64));
        }
    }
}

fn main() {
    // `cargo bench -p liars-dice -- openspiel` times one ruleset (for a profiler).
    let only: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    for name in ["openspiel", "standard", "wild-ones", "spot-on"] {
        if !only.is_empty() && !only.iter().any(|o| o == name) {
            continue;
        }
        let g: LiarsDice = game_sdk::testkit::ruleset("liars-dice", name);
        // A warm-up, then the timed second.
        let _ = games_per_cpu_second(&g, 0.2);
        match games_per_cpu_second(&g, 2.0) {
            Some((rate, actions)) => println!(
                "liars-dice {name}: {rate:.0} random full games per CPU second \
                 ({:.2} µs per game, {actions:.1} actions per game)",
                1e6 / rate
            ),
            None => println!("liars-dice {name}: no thread CPU clock on this system"),
        }
    }
}

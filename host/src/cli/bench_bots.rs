//! `game-host bench-bots`: MCTS iterations per second on one thread, per game, and optionally
//! random full games per second.
//!
//! For each game, a match is advanced by random moves (picked by the host, so the positions do
//! not depend on the plugin's version) and, every few plies, a bot with a fixed iteration
//! budget (no time cap) chooses a move, `--repeat` times with different bot seeds. The host
//! times each call with `Instant` (the spread is over these searches) and, where the system has
//! a thread CPU clock (`CLOCK_THREAD_CPUTIME_ID`), the thread's CPU time over each position's
//! searches, which a busy machine disturbs less.
//! `--random-games N` plays N random-vs-random games through the plugin's `simulate` entry
//! point, one boundary call per game, as the balance lab does. `--json` prints one object per
//! game for tools (`docs/tools/bench-vs-peers.py`). `--playout uniform` makes the searches
//! roll out with the SDK's generic uniform playout even where a game has a loop of its own
//! (a loop over bit sets, say), so that the figure measures the engine, not the game's tricks.

use super::Env;
use crate::content;
use crate::tr;
use game_wire::{BotLevel, BotSpec, PlayoutKind, SimRequest, Start};
use serde_json::json;
use std::process::ExitCode;
use std::time::{Duration, Instant};

#[derive(Debug, clap::Args)]
pub struct BenchArgs {
    /// Games to measure (default: every game found).
    pub games: Vec<String>,
    /// Ruleset of every game measured.
    #[arg(long, default_value = "standard")]
    pub ruleset: String,
    /// Search iterations per measured move.
    #[arg(long, default_value_t = 1_000)]
    pub iterations: u32,
    /// Positions measured per game (taken every `--every` plies of a random match; the first
    /// is the starting position).
    #[arg(long, default_value_t = 5)]
    pub positions: u32,
    #[arg(long, default_value_t = 4)]
    pub every: u32,
    /// Searches per measured position (each with its own bot seed), after one not counted.
    #[arg(long, default_value_t = 1)]
    pub repeat: u32,
    /// Every search of a position with the same bot seed: the counted searches repeat the
    /// uncounted first one exactly, so they meet nothing a game's per-thread caches have not
    /// seen (a game's remembered hook calls, say: a search with no call into a script left but
    /// those it cannot replay).
    #[arg(long)]
    pub same_seed: bool,
    /// Also play this many random-vs-random games (one `simulate` call each) and report games
    /// per second.
    #[arg(long, default_value_t = 0)]
    pub random_games: u64,
    /// The searches' random rollouts: `game` (the game's own loop or hints, as bots play) or
    /// `uniform` (the SDK's generic uniform playout, whatever the game offers).
    #[arg(long, default_value = "game", value_parser = parse_playout)]
    pub playout: PlayoutKind,
    /// Instead of iterations per second: how long each of these bot levels takes per move
    /// (comma-separated: `easy,normal,hard`), in mirror matches asked as the app asks.
    #[arg(long, value_delimiter = ',', value_parser = super::bench_levels::parse_level)]
    pub levels: Vec<BotLevel>,
    /// With `--levels`: whole matches each level plays against itself.
    #[arg(long, default_value_t = 2)]
    pub matches: u32,
    /// With `--levels`: a match is cut after this many actions.
    #[arg(long, default_value_t = 1_000)]
    pub max_actions: u32,
    /// One JSON object per game instead of text.
    #[arg(long)]
    pub json: bool,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
}

/// `game` or `uniform`: a [`PlayoutKind`] by its name.
fn parse_playout(text: &str) -> Result<PlayoutKind, String> {
    PlayoutKind::ALL
        .into_iter()
        .find(|k| k.name() == text)
        .ok_or_else(|| tr!("bench-bots-bad-playout", given = text))
}

/// This thread's CPU time so far, to the nanosecond (`CLOCK_THREAD_CPUTIME_ID`). Not
/// `/proc/thread-self/schedstat`, which the kernel brings up to date only at scheduler ticks
/// and context switches: a search of a few milliseconds read there was off by up to a tick.
#[cfg(unix)]
fn thread_cpu() -> Option<Duration> {
    let t = rustix::time::clock_gettime(rustix::time::ClockId::ThreadCPUTime);
    let secs = u64::try_from(t.tv_sec).ok()?;
    let nanos = u32::try_from(t.tv_nsec).ok()?;
    Some(Duration::new(secs, nanos))
}

/// Where there is no thread CPU clock, only wall times are reported.
#[cfg(not(unix))]
fn thread_cpu() -> Option<Duration> {
    None
}

/// One SplitMix64 output for `x`: the host's pick of the next random move.
fn split_mix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Minimum, lower quartile, median, upper quartile and maximum of some figures.
#[derive(Debug, Clone, Copy)]
pub(super) struct Spread {
    pub(super) min: f64,
    pub(super) q1: f64,
    pub(super) median: f64,
    pub(super) q3: f64,
    pub(super) max: f64,
}

impl Spread {
    pub(super) fn of(mut xs: Vec<f64>) -> Option<Spread> {
        xs.retain(|x| x.is_finite());
        if xs.is_empty() {
            return None;
        }
        xs.sort_by(f64::total_cmp);
        let at = |q: f64| xs[((xs.len() - 1) as f64 * q).round() as usize];
        Some(Spread {
            min: xs[0],
            q1: at(0.25),
            median: at(0.5),
            q3: at(0.75),
            max: xs[xs.len() - 1],
        })
    }

    pub(super) fn json(&self) -> serde_json::Value {
        json!({"min": self.min, "q1": self.q1, "median": self.median, "q3": self.q3, "max": self.max})
    }
}

/// One measured search.
struct Sample {
    iterations: u64,
    wall: f64,
}

pub fn run(env: &Env, args: BenchArgs) -> Result<ExitCode, String> {
    let root = env.content_root()?;
    let games: Vec<String> = if args.games.is_empty() {
        env.catalog
            .plugins
            .iter()
            .map(|p| p.info().id.clone())
            .collect()
    } else {
        args.games.clone()
    };
    let bot = BotSpec {
        level: BotLevel::Normal,
        iterations: Some(args.iterations.max(1)),
    };
    let repeat = args.repeat.max(1);
    if !args.levels.is_empty() {
        if !args.json {
            println!(
                "{}",
                tr!("bench-bots-levels-heading", matches = args.matches.max(1))
            );
        }
        for game in &games {
            let plugin = env.catalog.require(game)?;
            let source = content::load_ruleset(root, &env.mods, game, &args.ruleset)
                .map_err(|d| d.to_string())?;
            let rules = plugin.compile(&source).map_err(|e| e.to_string())?;
            super::bench_levels::run(&rules, game, &args, &args.levels)?;
        }
        return Ok(ExitCode::SUCCESS);
    }
    if !args.json {
        println!(
            "{}",
            tr!(
                "bench-bots-heading",
                iterations = args.iterations,
                positions = args.positions,
                repeat = repeat
            )
        );
        if args.playout == PlayoutKind::Uniform {
            println!("{}", tr!("bench-bots-playout-uniform"));
        }
    }
    for game in games {
        let plugin = env.catalog.require(&game)?;
        let source = content::load_ruleset(root, &env.mods, &game, &args.ruleset)
            .map_err(|d| d.to_string())?;
        let rules = plugin.compile(&source).map_err(|e| e.to_string())?;
        let seats = rules.seats().len();
        let mut live = rules
            .start(&Start::Seed(args.seed))
            .map_err(|e| e.to_string())?;
        let mut samples: Vec<Sample> = Vec::new();
        // CPU seconds of the counted searches, while every position could be timed.
        let mut cpu_total = Some(0.0);
        let mut measured = 0u32;
        let mut ply = 0u64;
        while measured < args.positions {
            if live.status().map_err(|e| e.to_string())?.is_over() {
                break;
            }
            if ply.is_multiple_of(u64::from(args.every.max(1))) {
                let mut searched = false;
                let mut c0 = None;
                // Search 0 warms up (caches, the arena's first pages) and is not counted.
                for r in 0..=repeat {
                    if r == 1 {
                        c0 = thread_cpu();
                    }
                    let nth = if args.same_seed { 0 } else { u64::from(r) };
                    let seed = args.seed ^ ply ^ (nth << 32);
                    let t = Instant::now();
                    // The plain request unless asked otherwise: a plugin of an earlier minor
                    // is still measured the way it always was.
                    let reply = match args.playout {
                        PlayoutKind::Game => live.bot_move(bot, seed, None),
                        kind => live.bot_move_with(bot, kind, seed, None),
                    }
                    .map_err(|e| e.to_string())?;
                    let wall = t.elapsed().as_secs_f64();
                    if reply.iterations == 0 {
                        break;
                    }
                    searched = true;
                    if r > 0 {
                        samples.push(Sample {
                            iterations: reply.iterations,
                            wall,
                        });
                    }
                }
                if searched {
                    let cpu = thread_cpu()
                        .zip(c0)
                        .map(|(c1, c0)| c1.saturating_sub(c0).as_secs_f64());
                    cpu_total = cpu_total.zip(cpu).map(|(a, b)| a + b);
                }
                measured += u32::from(searched);
            }
            // The match goes on by the host's own random pick, so every version of a plugin (and
            // of its random bot) is measured on the same positions.
            let legal = live.legal().map_err(|e| e.to_string())?;
            if legal.is_empty() {
                break;
            }
            let pick = split_mix(args.seed.wrapping_add(ply)) % legal.len() as u64;
            live.apply(&legal[pick as usize].text)
                .map_err(|e| e.to_string())?;
            ply += 1;
        }
        let iterations: u64 = samples.iter().map(|s| s.iterations).sum();
        let seconds: f64 = samples.iter().map(|s| s.wall).sum();
        let wall = Spread::of(
            samples
                .iter()
                .map(|s| s.iterations as f64 / s.wall)
                .collect(),
        );
        let cpu_rate = cpu_total
            .filter(|c| *c > 0.0 && !samples.is_empty())
            .map(|c| iterations as f64 / c);
        let randoms = if args.random_games > 0 {
            Some(random_games(&rules, seats, args.random_games, args.seed)?)
        } else {
            None
        };
        if args.json {
            let line = json!({
                "game": game,
                "ruleset": args.ruleset,
                "iterations_per_search": args.iterations,
                "playout": args.playout.name(),
                "same_seed": args.same_seed,
                "positions": measured,
                "searches": samples.len(),
                "iterations": iterations,
                "wall_s": seconds,
                "iters_per_wall_s": wall.map(|s| s.json()),
                "cpu_s": cpu_total.filter(|_| !samples.is_empty()),
                "iters_per_cpu_s": cpu_rate,
                "random_games": randoms.as_ref().map(RandomGames::json),
            });
            println!("{line}");
            continue;
        }
        println!(
            "{game:<16} {}",
            tr!(
                "bench-bots-rate",
                rate = format!("{:>10.0}", iterations as f64 / seconds.max(1e-9)),
                iterations = iterations,
                seconds = format!("{seconds:.2}"),
                positions = measured
            )
        );
        if let Some(s) = wall.filter(|_| samples.len() > 1) {
            println!(
                "{:<16} {}",
                "",
                tr!(
                    "bench-bots-per-search",
                    median = format!("{:.0}", s.median),
                    q1 = format!("{:.0}", s.q1),
                    q3 = format!("{:.0}", s.q3),
                    min = format!("{:.0}", s.min),
                    max = format!("{:.0}", s.max),
                    count = samples.len()
                )
            );
        }
        if let Some(rate) = cpu_rate {
            println!(
                "{:<16} {}",
                "",
                tr!("bench-bots-per-cpu-second", rate = format!("{rate:.0}"))
            );
        }
        if let Some(r) = randoms {
            let cpu = r.cpu.map_or_else(
                || tr!("bench-bots-no-cpu"),
                |c| {
                    tr!(
                        "bench-bots-cpu-rate",
                        rate = format!("{:.0}", r.games as f64 / c),
                        each = format!("{:.2}", 1e6 * c / r.games as f64)
                    )
                },
            );
            println!(
                "{:<16} {}",
                "",
                tr!(
                    "bench-bots-random-games",
                    rate = format!("{:.0}", r.games as f64 / r.wall),
                    each = format!("{:.2}", 1e6 * r.wall / r.games as f64),
                    cpu = cpu,
                    actions = format!("{:.1}", r.actions as f64 / r.games as f64)
                )
            );
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// Random-vs-random games played through `simulate`.
struct RandomGames {
    games: u64,
    actions: u64,
    wall: f64,
    cpu: Option<f64>,
}

impl RandomGames {
    fn json(&self) -> serde_json::Value {
        let n = self.games as f64;
        json!({
            "games": self.games,
            "mean_actions": self.actions as f64 / n,
            "wall_s": self.wall,
            "cpu_s": self.cpu,
            "us_per_game_wall": 1e6 * self.wall / n,
            "us_per_game_cpu": self.cpu.map(|c| 1e6 * c / n),
        })
    }
}

fn random_games(
    rules: &crate::plugin::Rules,
    seats: usize,
    games: u64,
    seed: u64,
) -> Result<RandomGames, String> {
    let mut request = SimRequest {
        seed,
        bots: vec![BotSpec::level(BotLevel::Random); seats],
        max_actions: 100_000,
    };
    // A few games first, not counted: the first calls fault pages in.
    for i in 0..games.min(100) {
        request.seed = seed.wrapping_add(i);
        rules.simulate(&request).map_err(|e| e.to_string())?;
    }
    let mut actions = 0u64;
    let (c0, t) = (thread_cpu(), Instant::now());
    for i in 0..games {
        request.seed = seed.wrapping_add(i);
        let summary = rules.simulate(&request).map_err(|e| e.to_string())?;
        actions += u64::from(summary.actions);
    }
    let wall = t.elapsed().as_secs_f64();
    let cpu = thread_cpu()
        .zip(c0)
        .map(|(c1, c0)| c1.saturating_sub(c0).as_secs_f64());
    Ok(RandomGames {
        games,
        actions,
        wall,
        cpu,
    })
}

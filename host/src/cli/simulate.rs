//! `game-host simulate`: the balance lab. Plays bot-vs-bot batches inside the plugin (one
//! boundary call per game) on several threads and reports win rates with 95% Wilson intervals.

use super::Env;
use crate::content;
use crate::plugin::Plugin;
use game_sdk::RulesetSource;
use game_sdk::wire::{BotSpec, SimRequest, SimSummary};
use serde::Serialize;
use std::collections::BTreeMap;
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

#[derive(Debug, clap::Args)]
pub struct SimulateArgs {
    /// The game's id (see `game-host list`).
    pub game: String,
    /// Ruleset name (`standard`) or path to a ruleset `.toml`.
    #[arg(long, default_value = "standard")]
    pub ruleset: String,
    /// A second ruleset played on the same seeds, reported side by side.
    #[arg(long, value_name = "RULESET")]
    pub vs: Option<String>,
    /// Number of games (per ruleset).
    #[arg(long, default_value_t = 100)]
    pub games: u64,
    /// One bot per seat, comma-separated: random, easy, normal, hard or mcts:N. Seats are
    /// alternated from game to game, so every bot plays every seat equally often.
    #[arg(long, default_value = "normal,random", value_delimiter = ',')]
    pub bots: Vec<BotSpec>,
    /// Worker threads; each compiles its own copy of the rules.
    #[arg(long, default_value_t = 1)]
    pub threads: usize,
    /// Seed of the first game; game i uses seed + i.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// A game longer than this many actions counts as unfinished.
    #[arg(long, default_value_t = 2_000)]
    pub max_actions: u32,
    /// Print the report as JSON.
    #[arg(long)]
    pub json: bool,
    /// Print the report as CSV (metric rows).
    #[arg(long, conflicts_with = "json")]
    pub csv: bool,
    /// No progress bar.
    #[arg(long)]
    pub quiet: bool,
}

/// A rate with its 95% Wilson score interval.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Rate {
    pub count: u64,
    pub of: u64,
    pub rate: f64,
    pub low: f64,
    pub high: f64,
}

impl Rate {
    pub fn wilson(count: u64, of: u64) -> Rate {
        if of == 0 {
            return Rate {
                count,
                of,
                rate: 0.0,
                low: 0.0,
                high: 1.0,
            };
        }
        let n = of as f64;
        let p = count as f64 / n;
        let z = 1.96f64;
        let z2 = z * z;
        let denom = 1.0 + z2 / n;
        let centre = (p + z2 / (2.0 * n)) / denom;
        let half = z / denom * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
        Rate {
            count,
            of,
            rate: p,
            low: (centre - half).max(0.0),
            high: (centre + half).min(1.0),
        }
    }

    fn text(&self) -> String {
        format!(
            "{:5.1}% [{:4.1}–{:5.1}] ({}/{})",
            self.rate * 100.0,
            self.low * 100.0,
            self.high * 100.0,
            self.count,
            self.of
        )
    }
}

#[derive(Debug, Clone, Serialize)]
pub struct Report {
    pub ruleset: String,
    pub games: u64,
    pub bots: Vec<String>,
    pub seats: Vec<String>,
    /// Per bot (in `--bots` order).
    pub bot_wins: Vec<Rate>,
    /// Per seat (in seat order).
    pub seat_wins: Vec<Rate>,
    pub draws: Rate,
    pub unfinished: u64,
    pub mean_actions: f64,
    pub min_actions: u32,
    pub max_actions: u32,
    /// Plugin counters, averaged per game.
    pub counters: BTreeMap<String, f64>,
    pub seconds: f64,
    pub games_per_second: f64,
    pub search_iterations: u64,
    pub threads: usize,
}

/// The bot of `seat` in game `index`: seats rotate so each bot plays each seat equally often.
pub fn bot_index(index: u64, seat: usize, seats: usize) -> usize {
    (seat + index as usize) % seats.max(1)
}

/// Plays `games` games on `threads` threads; results in game order, whatever the threads did.
/// `progress` is called once per finished game.
#[allow(clippy::too_many_arguments)] // the batch's knobs, all plain values
pub fn run_batch(
    plugin: &Arc<Plugin>,
    source: &RulesetSource,
    bots: &[BotSpec],
    games: u64,
    seed: u64,
    max_actions: u32,
    threads: usize,
    progress: &(dyn Fn() + Sync),
) -> Result<Vec<SimSummary>, String> {
    let next = AtomicU64::new(0);
    let seats = bots.len();
    let threads = threads.clamp(1, 256);
    let mut results: Vec<Option<SimSummary>> = vec![None; games as usize];
    let per_thread: Vec<Result<Vec<(u64, SimSummary)>, String>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| -> Result<Vec<(u64, SimSummary)>, String> {
                    // Each thread its own compiled rules (and so its own script state).
                    let rules = plugin.compile(source).map_err(|e| e.to_string())?;
                    let mut done = Vec::new();
                    loop {
                        let index = next.fetch_add(1, Ordering::Relaxed);
                        if index >= games {
                            break;
                        }
                        let request = SimRequest {
                            seed: seed.wrapping_add(index),
                            bots: (0..seats)
                                .map(|s| bots[bot_index(index, s, seats)])
                                .collect(),
                            max_actions,
                        };
                        let summary = rules
                            .simulate(&request)
                            .map_err(|e| format!("game {index} (seed {}): {e}", request.seed))?;
                        done.push((index, summary));
                        progress();
                    }
                    Ok(done)
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| {
                h.join()
                    .unwrap_or_else(|_| Err("a simulation thread panicked".into()))
            })
            .collect()
    });
    for part in per_thread {
        for (index, summary) in part? {
            if let Some(slot) = results.get_mut(index as usize) {
                *slot = Some(summary);
            }
        }
    }
    results
        .into_iter()
        .enumerate()
        .map(|(i, r)| r.ok_or_else(|| format!("game {i} was not played")))
        .collect()
}

/// Tallies a batch.
pub fn report(
    ruleset: &str,
    seat_names: &[String],
    bots: &[BotSpec],
    results: &[SimSummary],
    seconds: f64,
    threads: usize,
) -> Report {
    let seats = bots.len();
    let n = results.len() as u64;
    let mut bot_wins = vec![0u64; seats];
    let mut seat_wins = vec![0u64; seats];
    let (mut draws, mut unfinished, mut iterations, mut total_actions) = (0, 0, 0u64, 0u64);
    let mut counters: BTreeMap<String, f64> = BTreeMap::new();
    for (i, r) in results.iter().enumerate() {
        iterations += r.iterations;
        total_actions += u64::from(r.actions);
        for (name, value) in &r.counters {
            *counters.entry(name.clone()).or_insert(0.0) += *value as f64;
        }
        match &r.outcome {
            None => unfinished += 1,
            Some(o) => match o.winner {
                None => draws += 1,
                Some(w) => {
                    let w = w as usize;
                    if let Some(s) = seat_wins.get_mut(w) {
                        *s += 1;
                    }
                    if let Some(b) = bot_wins.get_mut(bot_index(i as u64, w, seats)) {
                        *b += 1;
                    }
                }
            },
        }
    }
    for v in counters.values_mut() {
        *v /= n.max(1) as f64;
    }
    Report {
        ruleset: ruleset.to_string(),
        games: n,
        bots: bots.iter().map(ToString::to_string).collect(),
        seats: seat_names.to_vec(),
        bot_wins: bot_wins.iter().map(|&w| Rate::wilson(w, n)).collect(),
        seat_wins: seat_wins.iter().map(|&w| Rate::wilson(w, n)).collect(),
        draws: Rate::wilson(draws, n),
        unfinished,
        mean_actions: total_actions as f64 / n.max(1) as f64,
        min_actions: results.iter().map(|r| r.actions).min().unwrap_or(0),
        max_actions: results.iter().map(|r| r.actions).max().unwrap_or(0),
        counters,
        seconds,
        games_per_second: n as f64 / seconds.max(1e-9),
        search_iterations: iterations,
        threads,
    }
}

const LETTERS: &[u8] = b"ABCDEFGH";

fn bot_label(i: usize, bot: &str) -> String {
    let letter = LETTERS.get(i).map_or('?', |&c| c as char);
    format!("{letter} {bot}")
}

/// Rows of (metric, value per report) for text and CSV.
fn rows(reports: &[Report]) -> Vec<(String, Vec<String>)> {
    let Some(first) = reports.first() else {
        return Vec::new();
    };
    let mut rows: Vec<(String, Vec<String>)> = Vec::new();
    let each = |f: &dyn Fn(&Report) -> String| reports.iter().map(f).collect::<Vec<_>>();
    for (i, bot) in first.bots.iter().enumerate() {
        rows.push((
            format!("bot {} wins", bot_label(i, bot)),
            each(&|r| r.bot_wins.get(i).map_or_else(String::new, Rate::text)),
        ));
    }
    for (i, seat) in first.seats.iter().enumerate() {
        rows.push((
            format!("seat {seat} wins"),
            each(&|r| r.seat_wins.get(i).map_or_else(String::new, Rate::text)),
        ));
    }
    rows.push(("draws".into(), each(&|r| r.draws.text())));
    rows.push(("unfinished".into(), each(&|r| r.unfinished.to_string())));
    rows.push((
        "game length (actions)".into(),
        each(&|r| {
            format!(
                "{:.1} (min {}, max {})",
                r.mean_actions, r.min_actions, r.max_actions
            )
        }),
    ));
    let mut names: Vec<&String> = reports.iter().flat_map(|r| r.counters.keys()).collect();
    names.sort();
    names.dedup();
    for name in names {
        rows.push((
            format!("{name} (per game)"),
            each(&|r| {
                r.counters
                    .get(name)
                    .map_or("0".into(), |v| format!("{v:.2}"))
            }),
        ));
    }
    rows.push((
        "time".into(),
        each(&|r| {
            format!(
                "{:.2} s, {:.2} games/s, {} thread(s)",
                r.seconds, r.games_per_second, r.threads
            )
        }),
    ));
    rows.push((
        "search iterations".into(),
        each(&|r| {
            format!(
                "{} ({:.0}/s)",
                r.search_iterations,
                r.search_iterations as f64 / r.seconds.max(1e-9)
            )
        }),
    ));
    rows
}

fn print_text(game: &str, args: &SimulateArgs, reports: &[Report]) {
    let bots: Vec<String> = args
        .bots
        .iter()
        .enumerate()
        .map(|(i, b)| bot_label(i, &b.to_string()))
        .collect();
    println!(
        "simulate {game}: {} games per ruleset, bots {}, seats alternated, seeds {}..{}",
        args.games,
        bots.join(" vs "),
        args.seed,
        args.seed.wrapping_add(args.games)
    );
    let rows = rows(reports);
    let width = rows
        .iter()
        .map(|(m, _)| m.chars().count())
        .max()
        .unwrap_or(10)
        + 2;
    print!("{:width$}", "");
    for r in reports {
        print!("{:<40}", r.ruleset);
    }
    println!();
    for (metric, values) in rows {
        print!("{metric:width$}");
        for v in values {
            print!("{v:<40}");
        }
        println!();
    }
}

fn print_csv(reports: &[Report]) {
    println!("ruleset,metric,count,of,rate,low,high");
    for r in reports {
        let line = |metric: &str, rate: &Rate| {
            println!(
                "{},{},{},{},{:.6},{:.6},{:.6}",
                r.ruleset, metric, rate.count, rate.of, rate.rate, rate.low, rate.high
            );
        };
        for (i, (b, w)) in r.bots.iter().zip(&r.bot_wins).enumerate() {
            line(&format!("bot {} wins", bot_label(i, b)), w);
        }
        for (s, w) in r.seats.iter().zip(&r.seat_wins) {
            line(&format!("seat {s} wins"), w);
        }
        line("draws", &r.draws);
        println!("{},unfinished,{},{},,,", r.ruleset, r.unfinished, r.games);
        println!("{},mean actions,,,{:.3},,", r.ruleset, r.mean_actions);
        for (name, v) in &r.counters {
            println!("{},{},,,{v:.4},,", r.ruleset, name.replace(',', ";"));
        }
        println!("{},seconds,,,{:.3},,", r.ruleset, r.seconds);
    }
}

pub fn run(env: &Env, args: SimulateArgs) -> Result<ExitCode, String> {
    let plugin = env.catalog.require(&args.game)?;
    let root = env.content_root()?;
    let seats = plugin.info().seats.clone();
    if args.bots.len() != seats.len() {
        return Err(format!(
            "--bots: `{}` has {} seats ({}); give one bot per seat",
            args.game,
            seats.len(),
            seats.join(", ")
        ));
    }
    if args.games == 0 {
        return Err("--games must be at least 1".into());
    }
    let mut rulesets = vec![args.ruleset.clone()];
    rulesets.extend(args.vs.clone());
    let mut reports = Vec::new();
    for ruleset in &rulesets {
        let source = content::load_ruleset(root, &args.game, ruleset).map_err(|d| d.to_string())?;
        let bar = if args.quiet || args.json || args.csv {
            indicatif::ProgressBar::hidden()
        } else {
            let bar = indicatif::ProgressBar::new(args.games);
            if let Ok(style) = indicatif::ProgressStyle::with_template(
                "{msg} [{bar:40}] {pos}/{len} games ({per_sec}, eta {eta})",
            ) {
                bar.set_style(style.progress_chars("=> "));
            }
            bar.set_message(ruleset.clone());
            bar
        };
        let started = Instant::now();
        let results = run_batch(
            plugin,
            &source,
            &args.bots,
            args.games,
            args.seed,
            args.max_actions,
            args.threads,
            &|| bar.inc(1),
        )?;
        bar.finish_and_clear();
        let seconds = started.elapsed().as_secs_f64();
        reports.push(report(
            ruleset,
            &seats,
            &args.bots,
            &results,
            seconds,
            args.threads,
        ));
    }
    if args.json {
        let value = serde_json::json!({
            "game": args.game,
            "games": args.games,
            "seed": args.seed,
            "bots": args.bots.iter().map(ToString::to_string).collect::<Vec<_>>(),
            "reports": reports,
        });
        println!("{value}");
    } else if args.csv {
        print_csv(&reports);
    } else {
        print_text(&args.game, &args, &reports);
    }
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_interval_matches_known_values() {
        let r = Rate::wilson(90, 100);
        assert!((r.low - 0.8256).abs() < 1e-3, "{r:?}");
        assert!((r.high - 0.9448).abs() < 1e-3, "{r:?}");
        let z = Rate::wilson(0, 10);
        assert!(z.low == 0.0 && (z.high - 0.2775).abs() < 1e-3, "{z:?}");
    }

    #[test]
    fn seats_rotate_between_games() {
        assert_eq!(bot_index(0, 0, 2), 0);
        assert_eq!(bot_index(1, 0, 2), 1);
        assert_eq!(bot_index(1, 1, 2), 0);
    }
}

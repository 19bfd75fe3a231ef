//! `game-host simulate`: the balance lab in the terminal. Plays bot-vs-bot batches inside the
//! plugin (one boundary call per game) on several threads and reports win rates with 95%
//! Wilson intervals; the engine is [`crate::sim`], shared with the app's balance lab panel.

use super::Env;
use crate::content;
use crate::sim::tally::bot_label;
use crate::sim::{Batch, Rate, Report, Tally, rows, run_batch, script_error_lines};
use game_sdk::wire::BotSpec;
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;
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
    let rows = rows(reports, Rate::text);
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
    for r in reports {
        let lines = script_error_lines(r);
        if lines.is_empty() {
            continue;
        }
        println!(
            "\nscript errors under {} (the games they stopped count as neither won nor unfinished):",
            r.ruleset
        );
        for line in lines {
            println!("  {line}");
        }
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
        println!(
            "{},stopped by a script error,{},{},,,",
            r.ruleset,
            r.script_error_games(),
            r.games
        );
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
        let batch = Batch {
            bots: args.bots.clone(),
            games: args.games,
            seed: args.seed,
            max_actions: args.max_actions,
            threads: args.threads,
        };
        let started = Instant::now();
        let never = AtomicBool::new(false);
        let played = run_batch(plugin, &source, &batch, &never, &|_, _| bar.inc(1))?;
        bar.finish_and_clear();
        let seconds = started.elapsed().as_secs_f64();
        let mut tally = Tally::new(seats.len()).seeded(args.seed);
        for (index, summary) in &played {
            tally.add(*index, summary);
        }
        reports.push(tally.report(ruleset, &seats, &args.bots, seconds, args.threads));
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

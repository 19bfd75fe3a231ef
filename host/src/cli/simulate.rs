//! `game-host simulate`: the balance lab in the terminal. Plays bot-vs-bot batches inside the
//! plugin (one boundary call per game) on several threads and reports win rates with 95%
//! Wilson intervals; the engine is [`crate::sim`], shared with the app's balance lab panel.
//! `--shard I/N --out FILE` plays one part of a batch for `simulate-merge`; `--watch` plays
//! the batch again after every save of the ruleset.

pub mod compare;
pub mod output;
mod watch;

use super::Env;
use crate::content;
use crate::plugin::Plugin;
use crate::sim::shard::{Header, ResultsWriter, RulesetId, Shard};
use crate::sim::{Batch, Report, Tally, tally_batch};
use crate::tr;
use game_wire::RulesetSource;
use game_wire::{BotSpec, SimSummary};
use output::{Format, Heading, render};
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

#[derive(Debug, clap::Args)]
pub struct SimulateArgs {
    /// The game's id (see `game-host list`).
    pub game: String,
    /// Ruleset name (`standard`) or path to a ruleset `.toml`.
    #[arg(long, default_value = "standard")]
    pub ruleset: String,
    /// A second ruleset played on the same seeds, reported side by side, with the difference
    /// of each seat's win rate (this one minus --ruleset) and its paired 95% interval.
    #[arg(long, value_name = "RULESET")]
    pub vs: Option<String>,
    /// With --vs: play the budget (--games) in five parts and stop after the first part at
    /// which the difference is resolved: some seat's interval excludes 0, or (with --margin)
    /// every seat's lies within the margin. The 5% error rate is spent over the looks
    /// (O'Brien–Fleming-like), so stopping early errs no more often than one 95% interval.
    #[arg(long, requires = "vs", conflicts_with_all = ["shard", "out"])]
    pub until_decided: bool,
    /// With --until-decided: also stop when every seat's difference is shown to lie within
    /// ± this many percentage points ("no change that big").
    #[arg(long, value_name = "POINTS", requires = "until_decided")]
    pub margin: Option<f64>,
    /// Number of games (per ruleset; with --shard, of the whole batch).
    #[arg(long, default_value_t = 100)]
    pub games: u64,
    /// The bots, comma-separated: random, easy, normal, hard or mcts:N. One bot names a
    /// mirror match (it plays every seat), which is what says something about the rules;
    /// otherwise one bot per seat. Seats are alternated from game to game, so every bot plays
    /// every seat equally often, each seed once in every seating.
    #[arg(long, default_value = "normal", value_delimiter = ',')]
    pub bots: Vec<BotSpec>,
    /// Worker threads; each compiles its own copy of the rules.
    #[arg(long, default_value_t = 1)]
    pub threads: usize,
    /// Seed of the first game; game i uses seed + i in a mirror match, seed + i / seats when
    /// the bots differ (each seed played in every seating).
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// A game longer than this many actions counts as unfinished.
    #[arg(long, default_value_t = 2_000)]
    pub max_actions: u32,
    /// Play only the I-th of N equal, disjoint parts of the games (1/N … N/N); with --out,
    /// `game-host simulate-merge` adds the N files up into the report of the whole batch.
    #[arg(long, value_name = "I/N", requires = "out")]
    pub shard: Option<Shard>,
    /// Stream every game's result to FILE as JSON lines as games end, then the tallies
    /// (the input of `simulate-merge`).
    #[arg(long, value_name = "FILE")]
    pub out: Option<PathBuf>,
    /// Leave out the time rows, so that reports of the same seeds compare byte for byte.
    #[arg(long)]
    pub no_time: bool,
    /// Keep running: after every save of the ruleset that compiles, play the same seeds
    /// under the new rules and print the report beside the earlier ones, each column named
    /// by the change.
    #[arg(long, conflicts_with_all = ["shard", "out", "vs"])]
    pub watch: bool,
    /// Print the report as JSON.
    #[arg(long)]
    pub json: bool,
    /// Keep only the counters whose effect on winning is significant (screened together at a
    /// 5% false discovery rate), in the text, --json and --csv alike.
    #[arg(long)]
    pub significant_only: bool,
    /// Print the report as CSV (metric rows).
    #[arg(long, conflicts_with = "json")]
    pub csv: bool,
    /// No progress bar (set by the global `-q/--quiet`).
    #[arg(skip)]
    pub quiet: bool,
}

/// One bot for every seat (a mirror match), or the bots given, one per seat.
pub fn seat_bots(bots: &[BotSpec], seats: &[String], game: &str) -> Result<Vec<BotSpec>, String> {
    match bots {
        [one] => Ok(vec![*one; seats.len()]),
        _ if bots.len() == seats.len() => Ok(bots.to_vec()),
        _ => Err(tr!(
            "simulate-bots-per-seat",
            game = game,
            count = seats.len(),
            seats = seats.join(", ")
        )),
    }
}

/// A batch, ready to play.
#[derive(Debug)]
pub struct Plan<'a> {
    pub plugin: &'a Arc<Plugin>,
    pub batch: Batch,
    pub seats: Vec<String>,
    pub shard: Shard,
    pub progress: bool,
    pub timed: bool,
}

impl Plan<'_> {
    /// The bots' names, in `--bots` order (a mirror match names its bot once per seat).
    pub fn bot_names(&self) -> Vec<String> {
        self.batch.bots.iter().map(ToString::to_string).collect()
    }

    /// Plays the plan's games under `source`, streaming each to `out` as ruleset `ruleset`;
    /// returns the report, named `name`, and the tally.
    pub fn play(
        &self,
        name: &str,
        source: &RulesetSource,
        out: Option<(&ResultsWriter, usize)>,
    ) -> Result<(Report, Tally), String> {
        self.play_watched(name, source, out, &|_, _| {})
    }

    /// [`Plan::play`], calling `each` (from a worker thread) as each game ends.
    pub fn play_watched(
        &self,
        name: &str,
        source: &RulesetSource,
        out: Option<(&ResultsWriter, usize)>,
        each: &(dyn Fn(u64, &SimSummary) + Sync),
    ) -> Result<(Report, Tally), String> {
        let range = self.shard.range(self.batch.games);
        let (tally, seconds) = self.play_range(name, source, out, range, each)?;
        if let Some((writer, ruleset)) = out {
            writer.tally(ruleset, &tally, seconds, self.batch.threads);
        }
        Ok((self.report(name, &tally, seconds), tally))
    }

    /// The report, named `name`, of `tally`'s games played in `seconds`.
    pub fn report(&self, name: &str, tally: &Tally, seconds: f64) -> Report {
        let timing = self
            .timed
            .then(|| tally.timing(seconds, self.batch.threads, 1));
        tally.report(name, &self.seats, &self.bot_names(), timing)
    }

    /// Plays games `range` under `source`, streaming each to `out` and calling `each`;
    /// returns their tally and the wall time.
    pub fn play_range(
        &self,
        name: &str,
        source: &RulesetSource,
        out: Option<(&ResultsWriter, usize)>,
        range: std::ops::Range<u64>,
        each: &(dyn Fn(u64, &SimSummary) + Sync),
    ) -> Result<(Tally, f64), String> {
        let bar = if self.progress {
            let bar = indicatif::ProgressBar::new(range.end - range.start);
            // The catalogue's sentence around indicatif's own placeholders.
            let template = tr!(
                "simulate-progress",
                name = "{msg}",
                bar = "{bar:40}",
                done = "{pos}",
                total = "{len}",
                speed = "{per_sec}",
                eta = "{eta}"
            );
            if let Ok(style) = indicatif::ProgressStyle::with_template(&template) {
                bar.set_style(style.progress_chars("=> "));
            }
            bar.set_message(name.to_string());
            bar
        } else {
            indicatif::ProgressBar::hidden()
        };
        let started = Instant::now();
        let never = AtomicBool::new(false);
        let tally = tally_batch(
            self.plugin,
            source,
            &self.batch,
            range,
            &never,
            &|index, summary| {
                bar.inc(1);
                each(index, summary);
                if let Some((writer, ruleset)) = out {
                    writer.game(ruleset, index, self.batch.seed_of(index), summary);
                }
            },
        )?;
        bar.finish_and_clear();
        Ok((tally, started.elapsed().as_secs_f64()))
    }
}

pub fn run(env: &Env, args: SimulateArgs) -> Result<ExitCode, String> {
    let plugin = env.catalog.require(&args.game)?;
    // The report names the game's seats: in the chosen language.
    let _game = crate::i18n::game::Scope::enter(&args.game);
    let root = env.content_root()?;
    let mut rulesets = vec![args.ruleset.clone()];
    rulesets.extend(args.vs.clone());
    // Every ruleset is read first, so a typo in the second is reported before any game.
    let mut sources = Vec::new();
    for name in &rulesets {
        sources.push(
            content::load_ruleset(root, &env.mods, &args.game, name).map_err(|d| d.to_string())?,
        );
    }
    let seats = crate::sim::table_seats(plugin, &rulesets, &sources)?;
    let bots = seat_bots(&args.bots, &seats, &args.game)?;
    if args.games == 0 {
        return Err(tr!("simulate-no-games"));
    }
    if let Some(m) = args.margin
        && !(m > 0.0 && m < 100.0)
    {
        return Err(tr!("simulate-bad-margin", margin = m.to_string()));
    }
    let format = Format::of(args.json, args.csv);
    let shard = args.shard.unwrap_or(Shard::WHOLE);
    let plan = Plan {
        plugin,
        batch: Batch {
            bots,
            games: args.games,
            seed: args.seed,
            max_actions: args.max_actions,
            threads: args.threads,
        },
        seats,
        shard,
        progress: !(args.quiet || format != Format::Text),
        timed: !args.no_time,
    };
    if args.watch {
        return watch::run(env, &args, &plan, format);
    }
    let header = Header {
        format: crate::sim::shard::FORMAT,
        game: args.game.clone(),
        version: plugin.info().version.clone(),
        rulesets: rulesets
            .iter()
            .zip(&sources)
            .map(|(name, source)| RulesetId::of(name, source))
            .collect(),
        bots: plan.bot_names(),
        seats: plan.seats.clone(),
        games: args.games,
        seed: args.seed,
        max_actions: args.max_actions,
        shard,
    };
    let writer = match &args.out {
        Some(path) => Some(ResultsWriter::create(path, &header)?),
        None => None,
    };
    let (mut reports, comparison) = if args.until_decided {
        let margin = args.margin.map(|points| points / 100.0);
        compare::until_decided(&plan, &rulesets, &sources, margin)?
    } else {
        compare::side_by_side(&plan, &rulesets, &sources, writer.as_ref())?
    };
    if let Some(writer) = writer {
        writer.finish()?;
    }
    if args.significant_only {
        reports
            .iter_mut()
            .for_each(Report::retain_significant_counters);
    }
    let heading = Heading {
        game: args.game.clone(),
        games: args.games,
        seed: args.seed,
        bots: plan.bot_names(),
        shard: args.shard.map(|s| s.to_string()),
    };
    print(&render(&heading, &reports, comparison.as_ref(), format));
    Ok(ExitCode::SUCCESS)
}

/// Writes the output in one piece (a closed stdout ends the command quietly, see `cli::run`).
pub fn print(text: &str) {
    let mut stdout = std::io::stdout().lock();
    let _ = stdout.write_all(text.as_bytes());
    let _ = stdout.flush();
}

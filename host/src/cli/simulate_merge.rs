//! `game-host simulate-merge FILES…`: adds up the results files of `simulate --shard I/N
//! --out FILE` into the report one run of the whole batch prints (with `--no-time`, to the
//! byte: the tallies are integers and merge exactly; only the time rows differ).

use super::simulate::compare::comparison;
use super::simulate::output::{Format, Heading, render};
use super::simulate::print;
use crate::sim::shard;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Debug, clap::Args)]
pub struct MergeArgs {
    /// The results files, one per shard (any order).
    #[arg(required = true, value_name = "FILES")]
    pub files: Vec<PathBuf>,
    /// Leave out the time rows, so that the report compares byte for byte with a single run's.
    #[arg(long)]
    pub no_time: bool,
    /// Print the report as JSON.
    #[arg(long)]
    pub json: bool,
    /// Print the report as CSV (metric rows).
    #[arg(long, conflicts_with = "json")]
    pub csv: bool,
}

pub fn run(args: &MergeArgs) -> Result<ExitCode, String> {
    let merged = shard::merge(&args.files)?;
    let h = &merged.header;
    let reports: Vec<_> = h
        .rulesets
        .iter()
        .zip(&merged.tallies)
        .zip(&merged.seconds)
        .map(|((ruleset, tally), &seconds)| {
            let timing =
                (!args.no_time).then(|| tally.timing(seconds, merged.threads, merged.shards));
            tally.report(&ruleset.name, &h.seats, &h.bots, timing)
        })
        .collect();
    let heading = Heading {
        game: h.game.clone(),
        games: h.games,
        seed: h.seed,
        bots: h.bots.clone(),
        shard: None,
    };
    let names: Vec<String> = h.rulesets.iter().map(|r| r.name.clone()).collect();
    let comparison = merged
        .paired
        .as_ref()
        .and_then(|p| comparison(&names, &h.seats, p));
    print(&render(
        &heading,
        &reports,
        comparison.as_ref(),
        Format::of(args.json, args.csv),
    ));
    Ok(ExitCode::SUCCESS)
}

//! `simulate --watch`: the lab follows the editor in the terminal. Plays the batch, then after
//! every save of the ruleset that compiles plays the same seeds under the rules after the save
//! and prints the report again with the new run beside the earlier ones, each named by the
//! change (`save 1: size: 3 -> 4`). Runs until interrupted.

use super::output::{Format, Heading, render};
use super::{Plan, SimulateArgs, print};
use crate::cli::Env;
use crate::content;
use crate::sim::Report;
use crate::sim::follow::{Followed, Follower};
use crate::tr;
use std::process::ExitCode;
use std::time::Duration;

/// Quiet time after a save before the rules are read again (an editor's several writes of one
/// save end as one run).
const DEBOUNCE: Duration = Duration::from_millis(150);

/// Runs shown side by side in the text table: the first (the rules before any save) and the
/// latest ones; JSON and CSV print each run once, as it ends.
const TEXT_COLUMNS: usize = 3;

pub fn run(
    env: &Env,
    args: &SimulateArgs,
    plan: &Plan<'_>,
    format: Format,
) -> Result<ExitCode, String> {
    let root = env.content_root()?;
    let source = content::load_ruleset(root, &env.mods, &args.game, &args.ruleset)
        .map_err(|d| d.to_string())?;
    // Watching starts before the first batch, so a save made while it plays is not missed.
    let follower = Follower::start(plan.plugin, root, &env.mods, &source, DEBOUNCE, || {})?;
    let heading = Heading {
        game: args.game.clone(),
        games: args.games,
        seed: args.seed,
        bots: plan.bot_names(),
        shard: None,
    };
    let mut runs: Vec<Report> = Vec::new();
    let first = plan.play(&args.ruleset, &source, None)?.0;
    show(&heading, &mut runs, first, format);
    eprintln!(
        "{}",
        tr!("simulate-watching", ruleset = source.root.as_str())
    );
    loop {
        match follower.wait(Duration::from_secs(60))? {
            None => {}
            Some(Followed::Changed { label, source }) => {
                // A run's name is in the report: JSON and CSV keep it the same in every language.
                let name = if format == Format::Text {
                    tr!("simulate-save-run", number = runs.len(), label = label)
                } else {
                    format!("save {}: {label}", runs.len())
                };
                match plan.play(&name, &source, None) {
                    Ok((report, _)) => show(&heading, &mut runs, report, format),
                    Err(e) => eprintln!(
                        "{}",
                        tr!("simulate-not-played", run = name.as_str(), error = e)
                    ),
                }
            }
            Some(Followed::Broken { message }) => {
                eprintln!("{}", tr!("simulate-save-broken"));
                eprintln!("{message}");
            }
            Some(Followed::WatchError(e)) => {
                eprintln!("{}", tr!("simulate-watch-error", error = e));
            }
        }
    }
}

/// Prints the new run: in text the first run and the latest beside it; in JSON one line per
/// run (`{"type":"run","label":…,"report":…}`); in CSV the new run's rows.
fn show(heading: &Heading, runs: &mut Vec<Report>, report: Report, format: Format) {
    match format {
        Format::Json => {
            let line = serde_json::json!({
                "type": "run",
                "label": report.ruleset,
                "game": heading.game,
                "games": heading.games,
                "seed": heading.seed,
                "bots": heading.bots,
                "report": report,
            });
            print(&format!("{line}\n"));
        }
        Format::Csv => print(&render(
            heading,
            std::slice::from_ref(&report),
            None,
            format,
        )),
        Format::Text => {}
    }
    runs.push(report);
    if format == Format::Text {
        let latest = runs.len().saturating_sub(TEXT_COLUMNS - 1).max(1);
        let shown: Vec<Report> = runs
            .iter()
            .take(1)
            .chain(runs.iter().skip(latest))
            .cloned()
            .collect();
        print(&format!("\n{}", render(heading, &shown, None, format)));
    }
}

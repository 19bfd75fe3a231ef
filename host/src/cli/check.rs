//! `game-host check`: compiles rulesets and their scripts exactly as a match would, then (with
//! `--play N`, and by default with `--all`) plays N seeded random games under each and reports
//! every script error that happens at run time and every script function that never ran.

use super::Env;
use crate::content;
use crate::mods::Packages;
use crate::plugin::{Catalog, Plugin};
use crate::sim::{Batch, run_batch};
use crate::text::safe::{block, line};
use crate::tr;
use game_wire::RulesetSource;
use game_wire::{BotLevel, BotSpec, SimSummary};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

/// Random games per ruleset that `check --all` plays when `--play` is not given: enough that
/// every bundled hook runs (each game takes milliseconds), few enough to keep CI fast.
pub const ALL_PLAY_GAMES: u64 = 12;
/// A random game longer than this stops: long enough for a bundled game to end (the longest,
/// a hex game on its big board, ends within about 600 actions of random play).
pub const PLAY_MAX_ACTIONS: u32 = 3_000;

#[derive(Debug, clap::Args)]
pub struct CheckArgs {
    /// Ruleset files to check (`rulesets/<game>/<name>.toml`).
    #[arg(required_unless_present = "all")]
    pub files: Vec<PathBuf>,
    /// Check every ruleset of every game found (playing `--play` games each, 12 by default).
    #[arg(long, conflicts_with = "files")]
    pub all: bool,
    /// Also play N random games per ruleset (seeds 0..N, at most 3000 actions each) and report
    /// every runtime script error (file:line, seed, action) and every script function that
    /// never ran; 0 only compiles.
    #[arg(long, value_name = "N")]
    pub play: Option<u64>,
}

/// The game a ruleset belongs to: the directory it is in (`rulesets/<game>/…`, in a mod
/// `mods/<id>/rulesets/<game>/…`).
fn game_of(rel: &str) -> Option<&str> {
    let rel = game_content::packages::mod_of(rel).map_or(rel, |(_, inner)| inner);
    let mut parts = rel.split('/');
    match (parts.next(), parts.next(), parts.next(), parts.next()) {
        (Some("rulesets"), Some(game), Some(_file), None) => Some(game),
        _ => None,
    }
}

pub fn run(env: &Env, args: CheckArgs) -> Result<ExitCode, String> {
    let root = env.content_root()?;
    let targets: Vec<String> = if args.all {
        all_rulesets(env, root)?
    } else {
        let packages = env.mods.packages(Some(root));
        args.files
            .iter()
            .map(|f| {
                content::content_path(&packages, root, f).ok_or_else(|| {
                    tr!(
                        "check-not-in-content-root",
                        file = f.display().to_string(),
                        root = root.display().to_string()
                    )
                })
            })
            .collect::<Result<_, _>>()?
    };
    let games = args
        .play
        .unwrap_or(if args.all { ALL_PLAY_GAMES } else { 0 });
    let mut failed = 0;
    for rel in &targets {
        match check_one(env, root, rel, games) {
            // Problems quote the ruleset's files and scripts (a function's name, a key): escaped.
            Ok(()) => println!("{}", tr!("check-ok", ruleset = line(&rel.to_string()))),
            Err(problems) => {
                failed += 1;
                println!("{}", tr!("check-fail", ruleset = line(&rel.to_string())));
                for p in problems {
                    println!("  {}", block(&p.to_string()));
                }
            }
        }
    }
    // Every game's translations (its catalogues, its rulesets' `[text.*]`) and the host's own.
    let mut text_errors = 0;
    if args.all {
        for plugin in &env.catalog.plugins {
            let game = &plugin.info().id;
            let text = crate::i18n::game::load(root, &env.mods, game);
            let (errors, warnings) = crate::i18n::game::check(&text);
            for e in &errors {
                println!(
                    "{}",
                    tr!("check-text-error", game = game.as_str(), problem = block(e))
                );
            }
            for w in &warnings {
                println!(
                    "{}",
                    tr!(
                        "check-text-warning",
                        game = game.as_str(),
                        problem = block(w)
                    )
                );
            }
            text_errors += errors.len();
        }
        for lang in crate::i18n::languages() {
            for p in &lang.problems {
                println!(
                    "{}",
                    tr!("check-text-error", game = "game-host", problem = block(p))
                );
                text_errors += 1;
            }
        }
    }
    println!(
        "{}",
        tr!(
            "check-summary",
            count = targets.len(),
            games = games,
            failed = failed
        )
    );
    if text_errors > 0 {
        return Ok(ExitCode::FAILURE);
    }
    Ok(if failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// Every ruleset of every game: the content root's game folders and the games found (a game
/// package's game has no folder there), each with its mods' rulesets.
fn all_rulesets(env: &Env, root: &Path) -> Result<Vec<String>, String> {
    let dir = root.join("rulesets");
    let mut games: Vec<String> = std::fs::read_dir(&dir)
        .map_err(|e| format!("{}: {e}", dir.display()))?
        .filter_map(|e| e.ok())
        .filter(|e| e.path().is_dir())
        .filter_map(|e| e.file_name().to_str().map(str::to_string))
        .chain(env.catalog.plugins.iter().map(|p| p.info().id.clone()))
        .collect();
    games.sort();
    games.dedup();
    let mut out = Vec::new();
    for game in games {
        out.extend(
            content::rulesets(root, &env.mods, &game)
                .into_iter()
                .map(|r| r.path),
        );
    }
    Ok(out)
}

pub(super) fn check_one(env: &Env, root: &Path, rel: &str, games: u64) -> Result<(), Vec<String>> {
    check_ruleset(&env.catalog, &env.mods.packages(Some(root)), rel, games)
}

/// The one check of a ruleset, shared by `game-host check` and `game-host mod check` (and the
/// GUI's install): collects the ruleset at content path `rel` from `packages`, compiles it with
/// its game's plugin in `catalog` exactly as a match would, and with `games > 0` plays that
/// many random games under it ([`play_problems`]). Every problem is `file:line:col: message`
/// with the files named by their content paths.
pub fn check_ruleset(
    catalog: &Catalog,
    packages: &Packages,
    rel: &str,
    games: u64,
) -> Result<(), Vec<String>> {
    let game = game_of(rel).ok_or_else(|| vec![tr!("check-ruleset-place", path = rel)])?;
    let plugin = catalog
        .require(game)
        .map_err(|e| vec![format!("{rel}: {e}")])?;
    let source = packages.collect(rel).map_err(|d| vec![d.to_string()])?;
    match plugin.compile(&source) {
        Ok(_) => {}
        Err(game_wire::CallError::Invalid(diags)) => {
            return Err(diags.0.iter().map(ToString::to_string).collect());
        }
        Err(e) => return Err(vec![format!("{rel}: {e}")]),
    }
    if games == 0 {
        return Ok(());
    }
    let problems = play_problems(plugin, &source, games)?;
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems)
    }
}

/// Plays `games` random games (seeds `0..games`) and says what went wrong at run time.
fn play_problems(
    plugin: &Arc<Plugin>,
    source: &RulesetSource,
    games: u64,
) -> Result<Vec<String>, Vec<String>> {
    let rules = plugin.compile(source).map_err(|e| vec![e.to_string()])?;
    let seats = rules.seats().to_vec();
    let batch = Batch {
        bots: vec![BotSpec::level(BotLevel::Random); seats.len()],
        games,
        seed: 0,
        max_actions: PLAY_MAX_ACTIONS,
        threads: 1,
    };
    let never = AtomicBool::new(false);
    let played = run_batch(plugin, source, &batch, &never, &|_, _| {}).map_err(|e| vec![e])?;
    let mut problems = report(&played, games, &own_scripts(source));
    // Played again from the same seeds, a game must go the same way: a match is its seed and
    // its record, and a save replays only if the rules are a function of them. A script that
    // reads a table's address (`tostring({})`) or leans on an iteration order can break that.
    let again = run_batch(plugin, source, &batch, &never, &|_, _| {}).map_err(|e| vec![e])?;
    if let Some(line) = divergence(&played, &again, &seats) {
        problems.push(line);
    }
    Ok(problems)
}

/// The first game that went otherwise the second time it was played from its seed, said.
fn divergence(
    first: &[(u64, SimSummary)],
    second: &[(u64, SimSummary)],
    seats: &[String],
) -> Option<String> {
    let then: BTreeMap<u64, &SimSummary> = first.iter().map(|(s, g)| (*s, g)).collect();
    second.iter().find_map(|(seed, now)| {
        let before = then.get(seed)?;
        let same = before.actions == now.actions
            && before.outcome == now.outcome
            && before.counters == now.counters;
        (!same).then(|| {
            tr!(
                "check-divergence",
                seed = seed.to_string(),
                actions_before = before.actions,
                actions_now = now.actions,
                outcome_before = outcome_text(before, seats),
                outcome_now = outcome_text(now, seats)
            )
        })
    })
}

fn outcome_text(summary: &SimSummary, seats: &[String]) -> String {
    match &summary.outcome {
        Some(o) => match o.winner {
            Some(w) => tr!(
                "check-outcome-won",
                seat = crate::match_driver::log::seat_name(seats, w),
                reason = o.reason.as_str()
            ),
            None => tr!("check-outcome-draw", reason = o.reason.as_str()),
        },
        None => tr!("check-outcome-unfinished"),
    }
}

/// The scripts the ruleset file itself lists (not those it inherits through `extends`): a
/// function that never ran is reported only there, since a variant may supersede what its
/// base defines (the base is checked on its own).
fn own_scripts(source: &RulesetSource) -> Vec<String> {
    source
        .text(&source.root)
        .and_then(|text| text.parse::<toml::Table>().ok())
        .and_then(|t| t.get("scripts").and_then(|s| s.as_array()).cloned())
        .map(|list| {
            list.iter()
                .filter_map(|v| {
                    // As the hooks name them: a mod's scripts by their path in the mod.
                    v.as_str()
                        .map(|s| game_content::packages::script_path(&source.root, s))
                })
                .collect()
        })
        .unwrap_or_default()
}

/// The run-time problems of a set of played games: each distinct script error once (with the
/// first seed that shows it, what was happening and the traceback), then every function of the
/// ruleset's `own` scripts that no game called (the host never called it: helpers called only
/// from Lua belong in `local`s).
pub fn report(played: &[(u64, SimSummary)], games: u64, own: &[String]) -> Vec<String> {
    let mut problems = Vec::new();
    let mut seen = BTreeSet::new();
    for (seed, summary) in played {
        let Some(fault) = &summary.script_error else {
            continue;
        };
        if !seen.insert(fault.error.to_string()) {
            continue;
        }
        let mut line = match &fault.action {
            Some(a) => tr!(
                "check-fault-applying",
                error = fault.error.to_string(),
                seed = seed.to_string(),
                action = a.as_str(),
                after = fault.after
            ),
            None => tr!(
                "check-fault-listing",
                error = fault.error.to_string(),
                seed = seed.to_string(),
                after = fault.after
            ),
        };
        for frame in &fault.error.traceback {
            line.push_str(&format!(
                "\n      {}",
                tr!("check-traceback-frame", frame = frame.to_string())
            ));
        }
        problems.push(line);
    }
    let called: BTreeSet<&str> = played
        .iter()
        .flat_map(|(_, s)| s.hooks_called.iter().map(String::as_str))
        .collect();
    if let Some((_, first)) = played.first() {
        for site in &first.hooks_declared {
            if own.contains(&site.file) && !called.contains(site.name.as_str()) {
                problems.push(tr!(
                    "check-never-ran",
                    file = site.file.as_str(),
                    line = site.line,
                    function = site.name.as_str(),
                    games = games
                ));
            }
        }
    }
    problems
}

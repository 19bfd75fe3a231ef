//! `game-host check`: compiles rulesets and their scripts exactly as a match would.

use super::Env;
use crate::content;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(Debug, clap::Args)]
pub struct CheckArgs {
    /// Ruleset files to check (`rulesets/<game>/<name>.toml`).
    #[arg(required_unless_present = "all")]
    pub files: Vec<PathBuf>,
    /// Check every ruleset of every game found.
    #[arg(long, conflicts_with = "files")]
    pub all: bool,
}

/// The game a ruleset belongs to: the directory it is in (`rulesets/<game>/…`).
fn game_of(rel: &str) -> Option<&str> {
    let mut parts = rel.split('/');
    match (parts.next(), parts.next(), parts.next(), parts.next()) {
        (Some("rulesets"), Some(game), Some(_file), None) => Some(game),
        _ => None,
    }
}

pub fn run(env: &Env, args: CheckArgs) -> Result<ExitCode, String> {
    let root = env.content_root()?;
    let targets: Vec<String> = if args.all {
        all_rulesets(root)?
    } else {
        args.files
            .iter()
            .map(|f| {
                content::relative_to(root, f).ok_or_else(|| {
                    format!(
                        "{}: not found inside the content root {}",
                        f.display(),
                        root.display()
                    )
                })
            })
            .collect::<Result<_, _>>()?
    };
    let mut failed = 0;
    for rel in &targets {
        match check_one(env, root, rel) {
            Ok(()) => println!("ok    {rel}"),
            Err(problems) => {
                failed += 1;
                println!("FAIL  {rel}");
                for p in problems {
                    println!("  {p}");
                }
            }
        }
    }
    println!("{} checked, {failed} failed", targets.len());
    Ok(if failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

fn all_rulesets(root: &Path) -> Result<Vec<String>, String> {
    let dir = root.join("rulesets");
    let mut games: Vec<String> = std::fs::read_dir(&dir)
        .map_err(|e| format!("{}: {e}", dir.display()))?
        .filter_map(|e| e.ok())
        .filter(|e| e.path().is_dir())
        .filter_map(|e| e.file_name().to_str().map(str::to_string))
        .collect();
    games.sort();
    let mut out = Vec::new();
    for game in games {
        out.extend(content::rulesets(root, &game).into_iter().map(|r| r.path));
    }
    Ok(out)
}

fn check_one(env: &Env, root: &Path, rel: &str) -> Result<(), Vec<String>> {
    let game = game_of(rel).ok_or_else(|| {
        vec![format!(
            "{rel}: a ruleset lives at rulesets/<game>/<name>.toml"
        )]
    })?;
    let plugin = env
        .catalog
        .require(game)
        .map_err(|e| vec![format!("{rel}: {e}")])?;
    let source = game_sdk::RulesetSource::collect(root, rel).map_err(|d| vec![d.to_string()])?;
    match plugin.compile(&source) {
        Ok(_) => Ok(()),
        Err(game_sdk::wire::CallError::Invalid(diags)) => {
            Err(diags.0.iter().map(ToString::to_string).collect())
        }
        Err(e) => Err(vec![format!("{rel}: {e}")]),
    }
}

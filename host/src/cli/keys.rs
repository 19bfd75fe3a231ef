//! `game-host keys`: the ruleset keys each game declares, as Markdown (types, defaults, ranges,
//! descriptions), from the same declaration that checks rulesets.

use super::Env;
use std::process::ExitCode;

#[derive(Debug, clap::Args)]
pub struct KeysArgs {
    /// The game (default: every game found).
    pub game: Option<String>,
}

pub fn markdown(env: &Env, game: Option<&str>) -> Result<String, String> {
    let plugins = match game {
        Some(id) => vec![env.catalog.require(id)?.clone()],
        None => env.catalog.plugins.clone(),
    };
    let mut out = String::new();
    if game.is_none() {
        out.push_str("# Ruleset keys\n\nEvery key a ruleset of each bundled game may set, with its type, default and allowed\nvalues. Generated from the games' own declarations by `game-host keys > docs/ruleset-keys.md`\n(a test keeps this file current). The header keys every ruleset shares are in\n`plugins/sdk/RULESETS.md`.\n\n");
    }
    for p in plugins {
        let info = p.info();
        out.push_str(&format!("## {} (`rulesets/{}/`)\n\n", info.name, info.id));
        match p.ruleset_keys() {
            None => out.push_str(&format!(
                "This game's plugin was built against plugin ABI {}, before key documentation \
                 crossed the boundary: rebuild it against this host's game-sdk to list its \
                 keys.\n\n",
                p.abi_version()
            )),
            Some(keys) if keys.keys.is_empty() => {
                out.push_str("This game does not document its keys.\n\n");
            }
            Some(keys) => {
                out.push_str(game_content::keys::markdown(&keys.keys).trim_end());
                out.push_str("\n\n");
            }
        }
    }
    Ok(out)
}

pub fn run(env: &Env, args: KeysArgs) -> Result<ExitCode, String> {
    print!("{}", markdown(env, args.game.as_deref())?);
    Ok(ExitCode::SUCCESS)
}

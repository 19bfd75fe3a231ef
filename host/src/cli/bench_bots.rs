//! `game-host bench-bots`: MCTS iterations per second on one thread, per game.
//!
//! For each game, a match is advanced by random moves and, every few plies, a bot with a fixed
//! iteration budget (no time cap) chooses a move; the host times the calls with `Instant`.

use super::Env;
use crate::content;
use game_sdk::wire::{BotLevel, BotSpec, Start};
use std::process::ExitCode;
use std::time::Instant;

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
    /// Positions measured per game (taken every `--every` plies of a random match).
    #[arg(long, default_value_t = 5)]
    pub positions: u32,
    #[arg(long, default_value_t = 4)]
    pub every: u32,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
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
    let random = BotSpec::level(BotLevel::Random);
    println!(
        "MCTS iterations per second, one thread, {} iterations per move, {} positions per game",
        args.iterations, args.positions
    );
    for game in games {
        let plugin = env.catalog.require(&game)?;
        let source =
            content::load_ruleset(root, &game, &args.ruleset).map_err(|d| d.to_string())?;
        let rules = plugin.compile(&source).map_err(|e| e.to_string())?;
        let mut live = rules
            .start(&Start::Seed(args.seed))
            .map_err(|e| e.to_string())?;
        let (mut iterations, mut seconds, mut measured) = (0u64, 0f64, 0u32);
        let mut ply = 0u64;
        while measured < args.positions {
            if live.status().map_err(|e| e.to_string())?.is_over() {
                break;
            }
            if ply.is_multiple_of(u64::from(args.every.max(1))) {
                let t = Instant::now();
                let reply = live
                    .bot_move(bot, args.seed ^ ply, None)
                    .map_err(|e| e.to_string())?;
                if reply.iterations > 0 {
                    seconds += t.elapsed().as_secs_f64();
                    iterations += reply.iterations;
                    measured += 1;
                }
            }
            let step = live
                .bot_move(random, args.seed.wrapping_add(ply), None)
                .map_err(|e| e.to_string())?;
            live.apply(&step.action).map_err(|e| e.to_string())?;
            ply += 1;
        }
        println!(
            "{game:<16} {:>10.0} iterations/s  ({iterations} iterations in {seconds:.2} s over {measured} positions)",
            iterations as f64 / seconds.max(1e-9)
        );
    }
    Ok(ExitCode::SUCCESS)
}

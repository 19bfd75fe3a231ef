//! `game-host bench-bots --levels easy,normal,hard`: how long a player waits for each bot level's
//! move, per game. Each level plays `--matches` whole matches against itself (every seat that
//! level), and every move is asked for as the app asks for it — a copy of the match
//! (`try_clone`) and a search with the level's own time cap — and timed from before the copy to
//! the answer. The app's own pause between bot moves is not included: it is a setting, not
//! the bot's thinking. The figures are wall-clock milliseconds on one thread, so a busy machine
//! makes them longer; the median and the longest move are what a player notices.

use super::bench_bots::{BenchArgs, Spread};
use crate::tr;
use game_wire::{BotLevel, BotSpec, Start};
use serde_json::json;
use std::time::Instant;

/// A level of `--levels` by its name (`easy`).
pub fn parse_level(text: &str) -> Result<BotLevel, String> {
    let text = text.trim();
    BotLevel::ALL
        .into_iter()
        .find(|l| l.name() == text)
        .ok_or_else(|| tr!("bench-bots-bad-level", given = text))
}

/// What one level's matches took per move.
struct LevelTimes {
    moves: usize,
    /// Milliseconds per move, from the copy of the match to the answer.
    millis: Vec<f64>,
    /// Moves that ran into the level's time cap before its iterations were done.
    capped: usize,
    iterations: u64,
}

/// Plays `matches` mirror matches of `level` and times every move.
fn play_level(
    rules: &crate::plugin::Rules,
    level: BotLevel,
    matches: u32,
    seed: u64,
    max_actions: u32,
) -> Result<LevelTimes, String> {
    let bot = BotSpec::level(level);
    let cap = level.default_millis();
    let mut times = LevelTimes {
        moves: 0,
        millis: Vec::new(),
        capped: 0,
        iterations: 0,
    };
    for m in 0..matches {
        let match_seed = seed.wrapping_add(u64::from(m));
        let mut live = rules
            .start(&Start::Seed(match_seed))
            .map_err(|e| e.to_string())?;
        for ply in 0..max_actions {
            if live.status().map_err(|e| e.to_string())?.is_over() {
                break;
            }
            let bot_seed = match_seed ^ (u64::from(ply) << 20);
            let t = Instant::now();
            // As the app's match driver does: the bot thinks on a copy of the match.
            let mut copy = live.try_clone().map_err(|e| e.to_string())?;
            let reply = copy
                .bot_move(bot, bot_seed, Some(cap))
                .map_err(|e| e.to_string())?;
            let ms = t.elapsed().as_secs_f64() * 1e3;
            times.moves += 1;
            times.millis.push(ms);
            times.iterations += reply.iterations;
            if reply.iterations > 0 && reply.iterations < u64::from(bot.budget()) {
                times.capped += 1;
            }
            live.apply(&reply.action).map_err(|e| e.to_string())?;
        }
    }
    Ok(times)
}

/// `bench-bots --levels`: every game's move times per level.
pub fn run(
    rules: &crate::plugin::Rules,
    game: &str,
    args: &BenchArgs,
    levels: &[BotLevel],
) -> Result<(), String> {
    let matches = args.matches.max(1);
    for &level in levels {
        let times = play_level(rules, level, matches, args.seed, args.max_actions)?;
        let spread = Spread::of(times.millis.clone());
        if args.json {
            let line = json!({
                "game": game,
                "ruleset": args.ruleset,
                "level": level.name(),
                "matches": matches,
                "moves": times.moves,
                "ms_per_move": spread.map(|s| s.json()),
                "mean_iterations": times.iterations as f64 / times.moves.max(1) as f64,
                "capped_moves": times.capped,
                "time_cap_ms": level.default_millis(),
            });
            println!("{line}");
            continue;
        }
        let Some(s) = spread else {
            println!(
                "{game:<16} {}",
                tr!("bench-bots-level-none", level = level.name())
            );
            continue;
        };
        println!(
            "{game:<16} {}",
            tr!(
                "bench-bots-level",
                level = level.name(),
                moves = times.moves,
                matches = matches,
                median = millis(s.median),
                q3 = millis(s.q3),
                max = millis(s.max),
                capped = times.capped
            )
        );
    }
    Ok(())
}

/// Milliseconds with two decimals under 10 ms (a small game's move takes a few hundredths),
/// one above.
fn millis(ms: f64) -> String {
    if ms < 10.0 {
        format!("{ms:.2}")
    } else {
        format!("{ms:.1}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_are_read_by_name() {
        assert_eq!(parse_level(" hard").ok(), Some(BotLevel::Hard));
        assert_eq!(parse_level("easy").ok(), Some(BotLevel::Easy));
        assert!(parse_level("expert").is_err());
    }
}

//! Plays a batch of bot-vs-bot games on worker threads, one boundary call per game.

use crate::plugin::Plugin;
use game_sdk::RulesetSource;
use game_sdk::wire::{BotSpec, SimRequest, SimSummary};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

/// What to play: game `i` starts from seed `seed + i`, with the bots rotated over the seats.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Batch {
    /// One bot per seat (bot A, bot B, …).
    pub bots: Vec<BotSpec>,
    pub games: u64,
    pub seed: u64,
    /// A game longer than this many actions counts as unfinished.
    pub max_actions: u32,
    /// Worker threads; each compiles its own copy of the rules.
    pub threads: usize,
}

impl Batch {
    /// The request for game `index`.
    pub fn request(&self, index: u64) -> SimRequest {
        let seats = self.bots.len();
        SimRequest {
            seed: self.seed.wrapping_add(index),
            bots: (0..seats)
                .filter_map(|s| self.bots.get(bot_index(index, s, seats)).copied())
                .collect(),
            max_actions: self.max_actions,
        }
    }
}

/// The bot of `seat` in game `index`: seats rotate so each bot plays each seat equally often.
pub fn bot_index(index: u64, seat: usize, seats: usize) -> usize {
    (seat + index as usize) % seats.max(1)
}

/// Plays the batch on its threads and returns the games played, in game order whatever the
/// threads did. `on_game` is called (from a worker thread) as each game ends. Setting `stop`
/// ends the batch after the games being played; the games played so far are returned. The
/// first error (rules that do not compile, a plugin failure) stops every thread.
pub fn run_batch(
    plugin: &Arc<Plugin>,
    source: &RulesetSource,
    batch: &Batch,
    stop: &AtomicBool,
    on_game: &(dyn Fn(u64, &SimSummary) + Sync),
) -> Result<Vec<(u64, SimSummary)>, String> {
    let next = AtomicU64::new(0);
    let failed = AtomicBool::new(false);
    let threads = batch.threads.clamp(1, 256);
    let per_thread: Vec<Result<Vec<(u64, SimSummary)>, String>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| -> Result<Vec<(u64, SimSummary)>, String> {
                    let result = play_share(plugin, source, batch, &next, &failed, stop, on_game);
                    if result.is_err() {
                        failed.store(true, Ordering::Relaxed);
                    }
                    result
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
    let mut played = Vec::new();
    for part in per_thread {
        played.extend(part?);
    }
    played.sort_by_key(|(index, _)| *index);
    Ok(played)
}

/// One thread's work: takes the next game until none is left or the batch stops.
fn play_share(
    plugin: &Arc<Plugin>,
    source: &RulesetSource,
    batch: &Batch,
    next: &AtomicU64,
    failed: &AtomicBool,
    stop: &AtomicBool,
    on_game: &(dyn Fn(u64, &SimSummary) + Sync),
) -> Result<Vec<(u64, SimSummary)>, String> {
    // Each thread its own compiled rules (and so its own script state).
    let rules = plugin.compile(source).map_err(|e| e.to_string())?;
    let mut done = Vec::new();
    while !stop.load(Ordering::Relaxed) && !failed.load(Ordering::Relaxed) {
        let index = next.fetch_add(1, Ordering::Relaxed);
        if index >= batch.games {
            break;
        }
        let request = batch.request(index);
        let summary = rules
            .simulate(&request)
            .map_err(|e| format!("game {index} (seed {}): {e}", request.seed))?;
        on_game(index, &summary);
        done.push((index, summary));
    }
    Ok(done)
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_sdk::wire::BotLevel;

    #[test]
    fn seats_rotate_between_games() {
        assert_eq!(bot_index(0, 0, 2), 0);
        assert_eq!(bot_index(1, 0, 2), 1);
        assert_eq!(bot_index(1, 1, 2), 0);
        assert_eq!(bot_index(4, 2, 3), 0);
    }

    #[test]
    fn requests_alternate_the_bots_and_count_seeds_up() {
        let a = BotSpec::level(BotLevel::Normal);
        let b = BotSpec::level(BotLevel::Random);
        let batch = Batch {
            bots: vec![a, b],
            games: 4,
            seed: 10,
            max_actions: 50,
            threads: 1,
        };
        let first = batch.request(0);
        let second = batch.request(1);
        assert_eq!((first.seed, first.bots.clone()), (10, vec![a, b]));
        assert_eq!((second.seed, second.bots.clone()), (11, vec![b, a]));
        assert_eq!(batch.request(2).bots, vec![a, b]);
        assert_eq!(first.max_actions, 50);
    }
}

//! Plays a batch of bot-vs-bot games on worker threads, one boundary call per game, counting
//! them as they end (no game is kept: a million games take the memory of one).

use super::tally::Tally;
use crate::plugin::Plugin;
use crate::tr;
use game_wire::RulesetSource;
use game_wire::{BotSpec, SimRequest, SimSummary};
use std::ops::Range;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

/// What to play: the bots rotated over the seats from game to game, and each seed played in
/// every seating (see [`Batch::games_per_seed`]).
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
    /// How many consecutive games share a seed. When the bots differ, one per seating: the
    /// same deal and random streams played with the seats swapped, so that luck of the deal
    /// cancels out of every comparison (common random numbers). In a mirror match swapping
    /// seats would play the very same game again (a bot's moves depend on the seed and the
    /// ply, not on its seat), so every game has a seed of its own.
    pub fn games_per_seed(&self) -> u64 {
        games_per_seed(&self.bots)
    }

    /// The seed of game `index`: `seed + index / games_per_seed`.
    pub fn seed_of(&self, index: u64) -> u64 {
        self.seed.wrapping_add(index / self.games_per_seed())
    }

    /// The request for game `index`.
    pub fn request(&self, index: u64) -> SimRequest {
        let seats = self.bots.len();
        SimRequest {
            seed: self.seed_of(index),
            bots: (0..seats)
                .filter_map(|s| self.bots.get(bot_index(index, s, seats)).copied())
                .collect(),
            max_actions: self.max_actions,
        }
    }
}

/// How many consecutive games share a seed with these bots, one per seat: one in a mirror
/// match, one per seating otherwise (see [`Batch::games_per_seed`]).
pub fn games_per_seed<B: PartialEq>(bots: &[B]) -> u64 {
    if bots.windows(2).all(|w| w[0] == w[1]) {
        1
    } else {
        bots.len().max(1) as u64
    }
}

/// The bot of `seat` in game `index`: seats rotate so each bot plays each seat equally often.
pub fn bot_index(index: u64, seat: usize, seats: usize) -> usize {
    (seat + index as usize) % seats.max(1)
}

/// Plays the batch on its threads and returns the games played, in game order whatever the
/// threads did. `on_game` is called (from a worker thread) as each game ends. Setting `stop`
/// ends the batch after the games being played; the games played so far are returned. The
/// first error (rules that do not compile, a plugin failure) stops every thread. Keeps every
/// game: for the few games of `check --play`; a batch of any size is [`tally_batch`].
pub fn run_batch(
    plugin: &Arc<Plugin>,
    source: &RulesetSource,
    batch: &Batch,
    stop: &AtomicBool,
    on_game: &(dyn Fn(u64, &SimSummary) + Sync),
) -> Result<Vec<(u64, SimSummary)>, String> {
    let keep = |played: &mut Vec<(u64, SimSummary)>, index: u64, summary: SimSummary| {
        on_game(index, &summary);
        played.push((index, summary));
    };
    let parts = play(
        plugin,
        source,
        batch,
        0..batch.games,
        stop,
        &Vec::new,
        &keep,
    )?;
    let mut played: Vec<(u64, SimSummary)> = parts.into_iter().flatten().collect();
    played.sort_by_key(|(index, _)| *index);
    Ok(played)
}

/// Plays games `range` of the batch on its threads and returns their tally; no game is kept,
/// so memory stays the same however many games are played. Each thread counts its own games
/// and the tallies are merged at the end: integer sums, so the tally is the same to the bit
/// on any number of threads (and equal to merging the tallies of disjoint ranges). `on_game`
/// is called (from a worker thread) as each game ends; `stop` ends the batch after the games
/// being played, with the tally of those played.
pub fn tally_batch(
    plugin: &Arc<Plugin>,
    source: &RulesetSource,
    batch: &Batch,
    range: Range<u64>,
    stop: &AtomicBool,
    on_game: &(dyn Fn(u64, &SimSummary) + Sync),
) -> Result<Tally, String> {
    let fresh = || Tally::for_batch(batch);
    let count = |tally: &mut Tally, index: u64, summary: SimSummary| {
        on_game(index, &summary);
        tally.add(index, &summary);
    };
    let parts = play(plugin, source, batch, range, stop, &fresh, &count)?;
    let mut tally = fresh();
    for part in &parts {
        tally.merge(part)?;
    }
    Ok(tally)
}

/// Plays games `range` on the batch's threads, each thread folding its games into its own
/// `S` with `each`; returns every thread's `S`.
fn play<S: Send>(
    plugin: &Arc<Plugin>,
    source: &RulesetSource,
    batch: &Batch,
    range: Range<u64>,
    stop: &AtomicBool,
    fresh: &(dyn Fn() -> S + Sync),
    each: &(dyn Fn(&mut S, u64, SimSummary) + Sync),
) -> Result<Vec<S>, String> {
    let next = AtomicU64::new(range.start);
    let failed = AtomicBool::new(false);
    let threads = batch.threads.clamp(1, MAX_THREADS);
    let share = Share {
        plugin,
        source,
        batch,
        end: range.end,
        next: &next,
        failed: &failed,
        stop,
    };
    let per_thread: Vec<Result<S, String>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let result = share.play(fresh(), each);
                    if result.is_err() {
                        failed.store(true, Ordering::Relaxed);
                    }
                    result
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or_else(|_| Err(tr!("sim-thread-panicked"))))
            .collect()
    });
    per_thread.into_iter().collect()
}

/// The most worker threads a batch starts.
pub const MAX_THREADS: usize = 256;

/// What the threads of one batch share.
struct Share<'a> {
    plugin: &'a Arc<Plugin>,
    source: &'a RulesetSource,
    batch: &'a Batch,
    /// One past the last game to play.
    end: u64,
    next: &'a AtomicU64,
    failed: &'a AtomicBool,
    stop: &'a AtomicBool,
}

impl Share<'_> {
    /// One thread's work: takes the next game until none is left or the batch stops.
    fn play<S>(&self, mut into: S, each: &dyn Fn(&mut S, u64, SimSummary)) -> Result<S, String> {
        // Each thread its own compiled rules (and so its own script state).
        let rules = self
            .plugin
            .compile(self.source)
            .map_err(|e| e.to_string())?;
        while !self.stop.load(Ordering::Relaxed) && !self.failed.load(Ordering::Relaxed) {
            let index = self.next.fetch_add(1, Ordering::Relaxed);
            if index >= self.end {
                break;
            }
            let request = self.batch.request(index);
            let summary = rules.simulate(&request).map_err(|e| {
                tr!(
                    "sim-game-failed",
                    index = index,
                    seed = request.seed.to_string(),
                    error = e.to_string()
                )
            })?;
            each(&mut into, index, summary);
        }
        Ok(into)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_wire::BotLevel;

    #[test]
    fn seats_rotate_between_games() {
        assert_eq!(bot_index(0, 0, 2), 0);
        assert_eq!(bot_index(1, 0, 2), 1);
        assert_eq!(bot_index(1, 1, 2), 0);
        assert_eq!(bot_index(4, 2, 3), 0);
    }

    #[test]
    fn requests_alternate_the_bots_and_play_each_seed_in_both_seatings() {
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
        assert_eq!((second.seed, second.bots.clone()), (10, vec![b, a]));
        let third = batch.request(2);
        assert_eq!((third.seed, third.bots), (11, vec![a, b]));
        assert_eq!(first.max_actions, 50);
    }

    #[test]
    fn a_mirror_match_gives_every_game_its_own_seed() {
        let a = BotSpec::level(BotLevel::Normal);
        let batch = Batch {
            bots: vec![a, a],
            games: 4,
            seed: 10,
            max_actions: 50,
            threads: 1,
        };
        assert_eq!(batch.games_per_seed(), 1);
        let seeds: Vec<u64> = (0..3).map(|i| batch.request(i).seed).collect();
        assert_eq!(seeds, vec![10, 11, 12]);
    }
}

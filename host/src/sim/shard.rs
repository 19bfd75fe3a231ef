//! Batches split over machines: `simulate --shard I/N` plays the I-th of N disjoint ranges of
//! game indices and streams its results to a file, and `simulate-merge` adds the files back
//! into the report one run of all the games would give.
//!
//! A results file is JSON Lines, written as the games end: a `header` line (the batch: game,
//! rulesets with a digest of their text, bots, seeds, which shard), one `game` line per game
//! (in the order threads finished them), and per ruleset a `tally` line at the end. The tally
//! is all integers ([`Tally`]), so merging is exact; the game lines are there for anyone who
//! wants to look at single games, and their count tells a finished file from one cut short.

use super::paired::PairedTally;
use super::runner::games_per_seed;
use super::tally::Tally;
use crate::tr;
use game_wire::RulesetSource;
use game_wire::SimSummary;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fs::File;
use std::io::{BufRead, BufReader, BufWriter, Write};
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The version of the file layout; a merge refuses files of another.
pub const FORMAT: u32 = 1;

/// The most shards a batch is split into.
pub const MAX_SHARDS: u32 = 1_000_000;

/// Shard `index` (from 1) of `count`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shard {
    pub index: u32,
    pub count: u32,
}

impl Shard {
    /// The whole batch as one shard.
    pub const WHOLE: Shard = Shard { index: 1, count: 1 };

    /// The game indices of this shard in a batch of `games`: the ranges of `1/N … N/N` are
    /// disjoint, in order and cover `0..games`, their sizes differing by at most one.
    pub fn range(self, games: u64) -> Range<u64> {
        let at = |i: u32| (u128::from(games) * u128::from(i) / u128::from(self.count)) as u64;
        at(self.index - 1)..at(self.index)
    }
}

impl std::fmt::Display for Shard {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}/{}", self.index, self.count)
    }
}

impl std::str::FromStr for Shard {
    type Err = String;

    /// `I/N` with `1 <= I <= N <= MAX_SHARDS`.
    fn from_str(s: &str) -> Result<Shard, String> {
        let bad = || tr!("sim-bad-shard", shard = s, most = MAX_SHARDS);
        let (i, n) = s.trim().split_once('/').ok_or_else(bad)?;
        let index: u32 = i.trim().parse().map_err(|_| bad())?;
        let count: u32 = n.trim().parse().map_err(|_| bad())?;
        if index == 0 || index > count || count > MAX_SHARDS {
            return Err(bad());
        }
        Ok(Shard { index, count })
    }
}

/// A ruleset of the batch and a digest of its files' text: shards played under different
/// text (a machine with an older checkout) are not merged.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RulesetId {
    pub name: String,
    pub digest: String,
}

impl RulesetId {
    pub fn of(name: &str, source: &RulesetSource) -> RulesetId {
        RulesetId {
            name: name.to_string(),
            digest: format!("{:016x}", fnv1a(source)),
        }
    }
}

/// FNV-1a over every file's path and text (stable across machines and Rust versions, unlike
/// `std`'s hasher).
fn fnv1a(source: &RulesetSource) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for (path, text) in &source.files {
        for b in path.bytes().chain([0]).chain(text.bytes()).chain([0]) {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
    h
}

/// What a results file holds the games of.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Header {
    pub format: u32,
    pub game: String,
    /// The plugin's version.
    pub version: String,
    pub rulesets: Vec<RulesetId>,
    pub bots: Vec<String>,
    pub seats: Vec<String>,
    /// Games of the whole batch (per ruleset).
    pub games: u64,
    pub seed: u64,
    pub max_actions: u32,
    pub shard: Shard,
}

impl Header {
    /// The same batch, whichever shard.
    fn same_batch(&self, other: &Header) -> bool {
        Header {
            shard: other.shard,
            ..self.clone()
        } == *other
            && self.shard.count == other.shard.count
    }
}

/// One line of a results file.
#[derive(Debug, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
enum Line {
    Header(Header),
    Game(GameLine),
    Tally(TallyLine),
}

/// One game, for people and tools: how it ended and its counters.
#[derive(Debug, Serialize, Deserialize)]
struct GameLine {
    /// Index in the header's rulesets.
    ruleset: usize,
    index: u64,
    seed: u64,
    /// `won`, `draw`, `unfinished` or `script error`.
    end: String,
    winner: Option<u8>,
    actions: u32,
    counters: BTreeMap<String, i64>,
}

/// A ruleset's tally over the shard's games, and how long they took.
#[derive(Debug, Serialize, Deserialize)]
struct TallyLine {
    ruleset: usize,
    tally: Tally,
    seconds: f64,
    threads: usize,
}

/// Written lines reach the file at least this often (a slow game's line is on disk within a
/// second of its end, so a batch cut short still shows its games; a fast batch still writes in
/// 8 KiB blocks).
const FLUSH_EVERY: Duration = Duration::from_secs(1);

/// A results file being written; safe to share between the batch's threads.
#[derive(Debug)]
pub struct ResultsWriter {
    path: PathBuf,
    /// The file, and when it was last flushed.
    out: Mutex<(BufWriter<File>, Instant)>,
    /// The first write that failed (the batch goes on; [`ResultsWriter::finish`] says so).
    failed: Mutex<Option<String>>,
}

impl ResultsWriter {
    /// Creates `path` and writes the header.
    pub fn create(path: &Path, header: &Header) -> Result<ResultsWriter, String> {
        let file = File::create(path).map_err(|e| format!("{}: {e}", path.display()))?;
        let writer = ResultsWriter {
            path: path.to_path_buf(),
            out: Mutex::new((BufWriter::new(file), Instant::now())),
            failed: Mutex::new(None),
        };
        writer.line(&Line::Header(header.clone()));
        writer.check()?;
        Ok(writer)
    }

    /// Appends game `index` of ruleset `ruleset` (called from any thread as games end).
    pub fn game(&self, ruleset: usize, index: u64, seed: u64, s: &SimSummary) {
        let winner = s.outcome.as_ref().and_then(|o| o.winner);
        let end = match (&s.outcome, &s.script_error) {
            (_, Some(_)) => "script error",
            (None, None) => "unfinished",
            (Some(_), None) if winner.is_some() => "won",
            (Some(_), None) => "draw",
        };
        self.line(&Line::Game(GameLine {
            ruleset,
            index,
            seed,
            end: end.into(),
            winner,
            actions: s.actions,
            counters: s.counters.iter().cloned().collect(),
        }));
    }

    /// Appends a ruleset's tally (after its games).
    pub fn tally(&self, ruleset: usize, tally: &Tally, seconds: f64, threads: usize) {
        self.line(&Line::Tally(TallyLine {
            ruleset,
            tally: tally.clone(),
            seconds,
            threads,
        }));
    }

    /// Flushes the file; the first error of any write, if one failed.
    pub fn finish(self) -> Result<(), String> {
        if let Ok(mut out) = self.out.lock()
            && let Err(e) = out.0.flush()
        {
            self.fail(e.to_string());
        }
        self.check()
    }

    fn line(&self, line: &Line) {
        let Ok(mut out) = self.out.lock() else {
            return self.fail(tr!("sim-writer-panicked"));
        };
        let (file, flushed) = &mut *out;
        let mut written = serde_json::to_writer(&mut *file, line)
            .map_err(|e| e.to_string())
            .and_then(|()| file.write_all(b"\n").map_err(|e| e.to_string()));
        if written.is_ok() && flushed.elapsed() >= FLUSH_EVERY {
            written = file.flush().map_err(|e| e.to_string());
            *flushed = Instant::now();
        }
        if let Err(e) = written {
            drop(out);
            self.fail(e);
        }
    }

    fn fail(&self, message: String) {
        if let Ok(mut failed) = self.failed.lock() {
            failed.get_or_insert(message);
        }
    }

    fn check(&self) -> Result<(), String> {
        match self.failed.lock().ok().and_then(|f| f.clone()) {
            Some(e) => Err(format!("{}: {e}", self.path.display())),
            None => Ok(()),
        }
    }
}

/// Shard files added up: the batch and, per ruleset, the tally of all its games.
#[derive(Debug)]
pub struct Merged {
    /// The batch (its `shard` is that of the first file given).
    pub header: Header,
    pub tallies: Vec<Tally>,
    /// Per ruleset, the wall time of its games summed over the shards.
    pub seconds: Vec<f64>,
    /// The most threads one shard used.
    pub threads: usize,
    pub shards: u32,
    /// The paired comparison of the first two rulesets, from the game lines (`None` when no
    /// file had a game).
    pub paired: Option<PairedTally>,
}

/// One file read: its header and its tally (with time) per ruleset.
struct ShardFile {
    path: PathBuf,
    header: Header,
    tallies: Vec<TallyLine>,
}

/// Reads results files and adds them up. Refuses files of different batches, a shard given
/// twice, a shard missing, and a file cut short (fewer game lines than its range, or no tally
/// at its end). Reads line by line: memory does not grow with the games.
pub fn merge(paths: &[PathBuf]) -> Result<Merged, String> {
    let mut files = Vec::new();
    let mut paired = None;
    for path in paths {
        files.push(read(path, &mut paired)?);
    }
    let Some(first) = files.first() else {
        return Err(tr!("sim-no-results-files"));
    };
    let header = first.header.clone();
    for f in &files {
        if !header.same_batch(&f.header) {
            return Err(tr!(
                "sim-not-same-batch",
                first = first.path.display().to_string(),
                second = f.path.display().to_string()
            ));
        }
    }
    let mut by_index: BTreeMap<u32, &ShardFile> = BTreeMap::new();
    for f in &files {
        if let Some(other) = by_index.insert(f.header.shard.index, f) {
            return Err(tr!(
                "sim-shard-twice",
                shard = f.header.shard.to_string(),
                first = other.path.display().to_string(),
                second = f.path.display().to_string()
            ));
        }
    }
    let count = header.shard.count;
    let missing: Vec<String> = (1..=count)
        .filter(|i| !by_index.contains_key(i))
        .take(20)
        .map(|index| Shard { index, count }.to_string())
        .collect();
    if !missing.is_empty() {
        return Err(tr!("sim-shards-missing", shards = missing.join(", ")));
    }
    let rulesets = header.rulesets.len();
    let seats = header.seats.len();
    let mut tallies = vec![Tally::new(seats).seeded(header.seed); rulesets];
    let mut seconds = vec![0.0; rulesets];
    let mut threads = 1;
    // In shard order, so that the summed times are the same whatever order files are given.
    for f in by_index.values() {
        for line in &f.tallies {
            if let (Some(t), Some(s)) =
                (tallies.get_mut(line.ruleset), seconds.get_mut(line.ruleset))
            {
                t.merge(&line.tally)
                    .map_err(|e| format!("{}: {e}", f.path.display()))?;
                *s += line.seconds;
            }
            threads = threads.max(line.threads);
        }
    }
    Ok(Merged {
        header,
        tallies,
        seconds,
        threads,
        shards: count,
        paired,
    })
}

/// Reads one results file and checks it is whole; counts its games into `paired` (made from
/// the first header: the comparison holds a seed's wins until its games under the other
/// ruleset are read, a few bytes per seed).
fn read(path: &Path, paired: &mut Option<PairedTally>) -> Result<ShardFile, String> {
    let at = |line: usize, e: &dyn std::fmt::Display| format!("{}:{line}: {e}", path.display());
    let file = File::open(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut header: Option<Header> = None;
    let mut games: Vec<u64> = Vec::new();
    let mut tallies: Vec<TallyLine> = Vec::new();
    for (n, text) in BufReader::new(file).lines().enumerate() {
        let text = text.map_err(|e| at(n + 1, &e))?;
        if text.trim().is_empty() {
            continue;
        }
        let line: Line = serde_json::from_str(&text).map_err(|e| at(n + 1, &e))?;
        match (line, &header) {
            (Line::Header(h), None) => {
                if h.format != FORMAT {
                    return Err(at(
                        n + 1,
                        &tr!("sim-results-format", format = h.format, reads = FORMAT),
                    ));
                }
                if h.shard.index == 0 || h.shard.index > h.shard.count {
                    return Err(at(
                        n + 1,
                        &tr!("sim-not-a-shard", shard = h.shard.to_string()),
                    ));
                }
                games = vec![0; h.rulesets.len()];
                header = Some(h);
            }
            (Line::Header(_), Some(_)) => return Err(at(n + 1, &tr!("sim-second-header"))),
            (_, None) => return Err(at(n + 1, &tr!("sim-no-header-before"))),
            (Line::Game(g), Some(h)) => {
                let range = h.shard.range(h.games);
                let count = games.get_mut(g.ruleset);
                match count {
                    Some(c) if range.contains(&g.index) => {
                        *c += 1;
                        paired
                            .get_or_insert_with(|| {
                                PairedTally::new(h.seats.len(), games_per_seed(&h.bots))
                            })
                            .add_winner(g.ruleset, g.index, g.winner);
                    }
                    _ => {
                        return Err(at(
                            n + 1,
                            &tr!(
                                "sim-game-not-in-shard",
                                index = g.index,
                                ruleset = g.ruleset,
                                shard = h.shard.to_string()
                            ),
                        ));
                    }
                }
            }
            (Line::Tally(t), Some(h)) => {
                if t.ruleset >= h.rulesets.len() || tallies.iter().any(|x| x.ruleset == t.ruleset) {
                    return Err(at(n + 1, &tr!("sim-unexpected-tally", ruleset = t.ruleset)));
                }
                tallies.push(t);
            }
        }
    }
    let header =
        header.ok_or_else(|| tr!("sim-empty-results", path = path.display().to_string()))?;
    let expected = {
        let r = header.shard.range(header.games);
        r.end - r.start
    };
    for (ruleset, &played) in games.iter().enumerate() {
        let tallied = tallies
            .iter()
            .find(|t| t.ruleset == ruleset)
            .map(|t| t.tally.games());
        if played != expected || tallied != Some(expected) {
            return Err(tr!(
                "sim-shard-incomplete",
                path = path.display().to_string(),
                shard = header.shard.to_string(),
                played = played,
                expected = expected,
                ruleset = header
                    .rulesets
                    .get(ruleset)
                    .map_or("?", |r| r.name.as_str()),
                tally = if tallied.is_none() {
                    "missing"
                } else {
                    "written"
                }
            ));
        }
    }
    tallies.sort_by_key(|t| t.ruleset);
    Ok(ShardFile {
        path: path.to_path_buf(),
        header,
        tallies,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shards_cover_the_batch_once_in_order() {
        for (games, count) in [(10u64, 3u32), (1, 4), (1_000_000, 8), (7, 7), (0, 2)] {
            let mut next = 0;
            for index in 1..=count {
                let r = Shard { index, count }.range(games);
                assert_eq!(r.start, next, "{games} games, {index}/{count}");
                assert!(r.end - r.start <= games / u64::from(count) + 1);
                next = r.end;
            }
            assert_eq!(next, games);
        }
    }

    #[test]
    fn shards_parse_only_when_they_name_one() {
        assert_eq!("3/8".parse(), Ok(Shard { index: 3, count: 8 }));
        for bad in ["0/8", "9/8", "3", "a/b", "1/0", "1/2000000"] {
            assert!(bad.parse::<Shard>().is_err(), "{bad}");
        }
    }

    #[test]
    fn a_digest_changes_with_any_text() {
        let a = RulesetSource::inline("r.toml", "x = 1");
        let b = RulesetSource::inline("r.toml", "x = 2");
        assert_ne!(RulesetId::of("r", &a), RulesetId::of("r", &b));
        assert_eq!(RulesetId::of("r", &a), RulesetId::of("r", &a.clone()));
    }
}

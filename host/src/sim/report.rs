//! A batch's results as people and tools read them: the report (`simulate --json`), its rows
//! for the terminal and the app's table, the win rates by counter and the script error lines.

use super::rate::Rate;
use crate::tr;
use serde::Serialize;
use std::collections::BTreeMap;

/// A batch's results (the `--json` output of `game-host simulate`).
#[derive(Debug, Clone, Serialize)]
pub struct Report {
    pub ruleset: String,
    pub games: u64,
    pub bots: Vec<String>,
    pub seats: Vec<String>,
    /// Per bot (in `--bots` order).
    pub bot_wins: Vec<Rate>,
    /// Per seat (in seat order).
    pub seat_wins: Vec<Rate>,
    /// Each bot's first-place rate at each seat: `[bot][seat]`, over the games it sat there
    /// (empty in reports of tallies written before).
    pub bot_seat_wins: Vec<Vec<Rate>>,
    /// Each bot's mean place over the finished games (1 is first; `--bots` order); empty when
    /// none finished.
    pub bot_mean_place: Vec<f64>,
    /// Each seat's mean place over the finished games (seat order).
    pub seat_mean_place: Vec<f64>,
    pub draws: Rate,
    /// Games that hit the action cap (games a script error stopped are in `script_errors`).
    pub unfinished: u64,
    pub mean_actions: f64,
    pub min_actions: u32,
    pub max_actions: u32,
    /// Plugin counters, averaged per game.
    pub counters: BTreeMap<String, f64>,
    /// Per counter, each seat's win rate in the games in which it fired and in the others;
    /// the largest effect first.
    pub counter_effects: Vec<CounterEffect>,
    pub search_iterations: u64,
    /// Every script error that stopped a game, the most frequent first.
    pub script_errors: Vec<ScriptErrorRow>,
    /// How long it took; `None` where reports must compare byte for byte (`--no-time`).
    #[serde(flatten)]
    pub timing: Option<Timing>,
}

/// How long a batch took (the only part of a report that differs between two runs of the
/// same seeds).
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Timing {
    /// Wall time (summed over the shards of a merged report).
    pub seconds: f64,
    pub games_per_second: f64,
    pub threads: usize,
    /// Shards merged into the report (1 for a single run).
    pub shards: u32,
    /// Thread time per action, all bots together: wall time × threads / actions, in ms (an
    /// upper bound when threads waited).
    pub thread_ms_per_action: f64,
}

/// One counter's effect on the result.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CounterEffect {
    /// The counter's id, as the game names it (a card's id, not its printed text).
    pub name: String,
    /// The games in which it fired at least once.
    pub fired: Rate,
    /// Per seat, in seat order.
    pub seats: Vec<SeatEffect>,
    /// The effect size: the largest gap, over the seats, between the win rate when it fired
    /// and when it did not (0…1).
    pub effect: f64,
    /// The two-sided p-value of that gap (smallest over the seats, times the seats).
    pub p_value: f64,
    /// Whether it passes the screen of all counters at a 5% false discovery rate
    /// ([`super::significance`]).
    pub significant: bool,
}

/// A seat's win rate in the games in which a counter fired, and in the others.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SeatEffect {
    pub seat: String,
    pub when_fired: Rate,
    pub when_not: Rate,
}

/// One script error of a batch (a row of `simulate`'s script error table).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ScriptErrorRow {
    /// `scripts/<path>.lua:<line>` (`:0` when the error concerns the whole file).
    pub location: String,
    /// The hook the host called, `scripts/<path>.lua hook <name>`.
    pub hook: Option<String>,
    pub message: String,
    /// Lua's traceback of the first game that showed it, innermost script frame first.
    pub traceback: Vec<String>,
    /// How many games it stopped.
    pub games: u64,
    /// The seed of the first game (in game order) that showed it.
    pub first_seed: u64,
    /// The action being applied in that game (`None`: while the legal actions were listed).
    pub action: Option<String>,
    /// How many actions that game had played before it.
    pub after_actions: u32,
}

impl Report {
    /// Keeps only the counters whose effect is significant (`--significant-only`, the app's
    /// toggle).
    pub fn retain_significant_counters(&mut self) {
        self.counter_effects.retain(|c| c.significant);
        let kept: Vec<String> = self
            .counter_effects
            .iter()
            .map(|c| c.name.clone())
            .collect();
        self.counters.retain(|name, _| kept.contains(name));
    }

    /// How many games script errors stopped.
    pub fn script_error_games(&self) -> u64 {
        self.script_errors.iter().map(|e| e.games).sum()
    }
}

/// The script error table of a report, one line per error: where, how many games, the first
/// seed that shows it and what was happening then; empty when no script failed.
pub fn script_error_lines(report: &Report) -> Vec<String> {
    report
        .script_errors
        .iter()
        .map(|e| {
            // Where and what are the script's (data); the sentence around them is the app's.
            let hook = e.hook.as_deref().unwrap_or("none");
            let (location, message) = (e.location.as_str(), e.message.as_str());
            let (first_seed, after) = (e.first_seed.to_string(), e.after_actions);
            match &e.action {
                Some(a) => tr!(
                    "sim-script-error-applying",
                    location = location,
                    message = message,
                    hook = hook,
                    count = e.games,
                    first_seed = first_seed,
                    action = a.as_str(),
                    after = after
                ),
                None => tr!(
                    "sim-script-error-listing",
                    location = location,
                    message = message,
                    hook = hook,
                    count = e.games,
                    first_seed = first_seed,
                    after = after
                ),
            }
        })
        .collect()
}

const LETTERS: &[u8] = b"ABCDEFGH";

/// "A normal": the bot's letter (its place in `--bots`) and name.
pub fn bot_label(i: usize, bot: &str) -> String {
    let letter = LETTERS.get(i).map_or('?', |&c| c as char);
    format!("{letter} {bot}")
}

/// A table: rows of (metric, value per report).
pub type Rows = Vec<(String, Vec<String>)>;

/// The results table, one column per report: rows of (metric, value per report). `rate`
/// formats the rates (fixed width for the terminal, compact for the app). Reports without
/// timing have no time rows.
pub fn rows(reports: &[Report], rate: fn(&Rate) -> String) -> Rows {
    let Some(first) = reports.first() else {
        return Vec::new();
    };
    let mut rows: Rows = Vec::new();
    let each = |f: &dyn Fn(&Report) -> String| reports.iter().map(f).collect::<Vec<_>>();
    // At a table of more than two a win is a first place, and the places behind it tell the
    // bots and seats apart too: their mean place follows.
    let table = first.seats.len() > 2;
    let place = |places: &[f64], i: usize| {
        places
            .get(i)
            .map_or_else(String::new, |p| format!("{p:.2}"))
    };
    for (i, bot) in first.bots.iter().enumerate() {
        rows.push((
            if table {
                tr!("sim-row-bot-first-places", bot = bot_label(i, bot))
            } else {
                tr!("sim-row-bot-wins", bot = bot_label(i, bot))
            },
            each(&|r| r.bot_wins.get(i).map_or_else(String::new, rate)),
        ));
    }
    if table {
        for (i, bot) in first.bots.iter().enumerate() {
            rows.push((
                tr!("sim-row-bot-mean-place", bot = bot_label(i, bot)),
                each(&|r| place(&r.bot_mean_place, i)),
            ));
        }
        for (i, bot) in first.bots.iter().enumerate() {
            for (s, seat) in first.seats.iter().enumerate() {
                rows.push((
                    tr!(
                        "sim-row-bot-first-places-at",
                        bot = bot_label(i, bot),
                        seat = seat.as_str()
                    ),
                    each(&|r| {
                        r.bot_seat_wins
                            .get(i)
                            .and_then(|by_seat| by_seat.get(s))
                            .map_or_else(String::new, rate)
                    }),
                ));
            }
        }
    }
    for (i, seat) in first.seats.iter().enumerate() {
        rows.push((
            if table {
                tr!("sim-row-seat-first-places", seat = seat.as_str())
            } else {
                tr!("sim-row-seat-wins", seat = seat.as_str())
            },
            each(&|r| r.seat_wins.get(i).map_or_else(String::new, rate)),
        ));
    }
    if table {
        for (i, seat) in first.seats.iter().enumerate() {
            rows.push((
                tr!("sim-row-seat-mean-place", seat = seat.as_str()),
                each(&|r| place(&r.seat_mean_place, i)),
            ));
        }
    }
    rows.push((tr!("sim-row-draws"), each(&|r| rate(&r.draws))));
    rows.push((
        tr!("sim-row-unfinished"),
        each(&|r| r.unfinished.to_string()),
    ));
    if reports.iter().any(|r| !r.script_errors.is_empty()) {
        rows.push((
            tr!("sim-row-script-error"),
            each(&|r| r.script_error_games().to_string()),
        ));
    }
    rows.push((
        tr!("sim-row-game-length"),
        each(&|r| {
            tr!(
                "sim-game-length",
                mean = format!("{:.1}", r.mean_actions),
                min = r.min_actions,
                max = r.max_actions
            )
        }),
    ));
    let mut names: Vec<&String> = reports.iter().flat_map(|r| r.counters.keys()).collect();
    names.sort();
    names.dedup();
    for name in names {
        rows.push((
            tr!("sim-row-counter-per-game", counter = name.as_str()),
            each(&|r| {
                r.counters
                    .get(name)
                    .map_or("0".into(), |v| format!("{v:.2}"))
            }),
        ));
    }
    rows.push((
        tr!("sim-row-search-iterations"),
        each(&|r| r.search_iterations.to_string()),
    ));
    if reports.iter().any(|r| r.timing.is_some()) {
        rows.push((
            tr!("sim-row-time"),
            each(&|r| {
                r.timing.map_or_else(String::new, |t| {
                    tr!(
                        "sim-time",
                        seconds = format!("{:.2}", t.seconds),
                        shards = t.shards,
                        speed = format!("{:.2}", t.games_per_second),
                        threads = t.threads
                    )
                })
            }),
        ));
        rows.push((
            tr!("sim-row-time-per-action"),
            each(&|r| {
                r.timing
                    .map_or_else(String::new, |t| format!("{:.3}", t.thread_ms_per_action))
            }),
        ));
    }
    rows
}

/// The win rates by counter, one column per report: for each counter the share of games in
/// which it fired, then per seat "wins when it fired | wins when it did not", each with its
/// interval. The counter with the largest effect in any report first; a significant one is
/// marked `*`. Empty when no report has counters.
pub fn counter_rows(reports: &[Report], rate: fn(&Rate) -> String) -> Rows {
    let mut largest: BTreeMap<&String, (f64, bool)> = BTreeMap::new();
    for c in reports.iter().flat_map(|r| &r.counter_effects) {
        let e = largest.entry(&c.name).or_insert((0.0, false));
        *e = (e.0.max(c.effect), e.1 || c.significant);
    }
    let mut names: Vec<(&String, (f64, bool))> = largest.into_iter().collect();
    // Largest effect first; ties by name, so the order is the same on every run.
    names.sort_by(|a, b| b.1.0.total_cmp(&a.1.0).then(a.0.cmp(b.0)));
    let seats: Vec<String> = reports.first().map(|r| r.seats.clone()).unwrap_or_default();
    let mut rows: Rows = Vec::new();
    for (name, (effect_size, significant)) in names {
        let effect = |r: &Report| r.counter_effects.iter().find(|c| &c.name == name).cloned();
        let effect_points = format!("{:.1}", effect_size * 100.0);
        rows.push((
            if significant {
                tr!(
                    "sim-row-counter-fired-significant",
                    counter = name.as_str(),
                    effect = effect_points
                )
            } else {
                tr!(
                    "sim-row-counter-fired",
                    counter = name.as_str(),
                    effect = effect_points
                )
            },
            reports
                .iter()
                .map(|r| {
                    effect(r).map_or_else(|| rate(&Rate::wilson(0, r.games)), |e| rate(&e.fired))
                })
                .collect(),
        ));
        for (s, seat) in seats.iter().enumerate() {
            rows.push((
                format!(
                    "  {}",
                    tr!("sim-row-seat-fired-or-not", seat = seat.as_str())
                ),
                reports
                    .iter()
                    .map(|r| {
                        effect(r)
                            .and_then(|e| e.seats.get(s).cloned())
                            .map_or_else(String::new, |e| {
                                format!("{} | {}", rate(&e.when_fired), rate(&e.when_not))
                            })
                    })
                    .collect(),
            ));
        }
    }
    rows
}

#[cfg(test)]
mod tests;

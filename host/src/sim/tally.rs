//! Counting a batch's results: wins per bot and per seat, draws, unfinished games, game
//! length, the plugin's counters. Games may be added in any order (threads finish them out of
//! order), so the live chart and the final report come from the same tally.

use super::rate::Rate;
use super::runner::bot_index;
use game_sdk::wire::{BotSpec, SimFault, SimSummary};
use serde::Serialize;
use std::collections::BTreeMap;

/// The running totals of a batch.
#[derive(Debug, Clone, Default)]
pub struct Tally {
    seats: usize,
    games: u64,
    bot_wins: Vec<u64>,
    seat_wins: Vec<u64>,
    draws: u64,
    unfinished: u64,
    iterations: u64,
    total_actions: u64,
    min_actions: Option<u32>,
    max_actions: u32,
    /// Summed over the games; averaged in the report.
    counters: BTreeMap<String, f64>,
    /// The seed of game 0 (game `i` plays seed `seed + i`), to name the seed that shows an error.
    seed: u64,
    /// Games a script error stopped, by error (file:line and message).
    script_errors: BTreeMap<String, ErrorCount>,
}

/// How often one script error stopped a game, and the first game (lowest index) it did.
#[derive(Debug, Clone)]
struct ErrorCount {
    games: u64,
    first_index: u64,
    first: SimFault,
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

impl Tally {
    pub fn new(seats: usize) -> Tally {
        Tally {
            seats,
            bot_wins: vec![0; seats],
            seat_wins: vec![0; seats],
            ..Tally::default()
        }
    }

    /// The same tally for a batch whose game 0 plays `seed` (for the seeds of script errors).
    pub fn seeded(self, seed: u64) -> Tally {
        Tally { seed, ..self }
    }

    /// Counts game `index` of the batch (its index says which bot sat where).
    pub fn add(&mut self, index: u64, r: &SimSummary) {
        if let Some(fault) = &r.script_error {
            let key = fault.error.to_string();
            let count = self.script_errors.entry(key).or_insert_with(|| ErrorCount {
                games: 0,
                first_index: index,
                first: (**fault).clone(),
            });
            count.games += 1;
            if index < count.first_index {
                count.first_index = index;
                count.first = (**fault).clone();
            }
        }
        self.games += 1;
        self.iterations += r.iterations;
        self.total_actions += u64::from(r.actions);
        self.min_actions = Some(self.min_actions.map_or(r.actions, |m| m.min(r.actions)));
        self.max_actions = self.max_actions.max(r.actions);
        for (name, value) in &r.counters {
            *self.counters.entry(name.clone()).or_insert(0.0) += *value as f64;
        }
        match &r.outcome {
            None if r.script_error.is_some() => {}
            None => self.unfinished += 1,
            Some(o) => match o.winner {
                None => self.draws += 1,
                Some(w) => {
                    let w = w as usize;
                    if let Some(s) = self.seat_wins.get_mut(w) {
                        *s += 1;
                    }
                    if let Some(b) = self.bot_wins.get_mut(bot_index(index, w, self.seats)) {
                        *b += 1;
                    }
                }
            },
        }
    }

    pub fn games(&self) -> u64 {
        self.games
    }

    /// Bot `bot`'s (0 = bot A) win rate so far.
    pub fn bot_win_rate(&self, bot: usize) -> Rate {
        Rate::wilson(self.bot_wins.get(bot).copied().unwrap_or(0), self.games)
    }

    /// The report of the games counted so far.
    pub fn report(
        &self,
        ruleset: &str,
        seat_names: &[String],
        bots: &[BotSpec],
        seconds: f64,
        threads: usize,
    ) -> Report {
        let n = self.games;
        Report {
            ruleset: ruleset.to_string(),
            games: n,
            bots: bots.iter().map(ToString::to_string).collect(),
            seats: seat_names.to_vec(),
            bot_wins: self.bot_wins.iter().map(|&w| Rate::wilson(w, n)).collect(),
            seat_wins: self.seat_wins.iter().map(|&w| Rate::wilson(w, n)).collect(),
            draws: Rate::wilson(self.draws, n),
            unfinished: self.unfinished,
            mean_actions: self.total_actions as f64 / n.max(1) as f64,
            min_actions: self.min_actions.unwrap_or(0),
            max_actions: self.max_actions,
            counters: self
                .counters
                .iter()
                .map(|(k, v)| (k.clone(), v / n.max(1) as f64))
                .collect(),
            seconds,
            games_per_second: n as f64 / seconds.max(1e-9),
            search_iterations: self.iterations,
            threads,
            script_errors: self.script_error_rows(),
        }
    }

    /// The script errors, the most frequent first.
    fn script_error_rows(&self) -> Vec<ScriptErrorRow> {
        let mut rows: Vec<ScriptErrorRow> = self
            .script_errors
            .values()
            .map(|c| {
                let e = &c.first.error;
                ScriptErrorRow {
                    location: format!("{}:{}", e.file, e.line),
                    hook: e.hook.as_ref().map(ToString::to_string),
                    message: e.message.clone(),
                    traceback: e.traceback.clone(),
                    games: c.games,
                    first_seed: self.seed.wrapping_add(c.first_index),
                    action: c.first.action.clone(),
                    after_actions: c.first.after,
                }
            })
            .collect();
        rows.sort_by(|a, b| b.games.cmp(&a.games).then(a.first_seed.cmp(&b.first_seed)));
        rows
    }
}

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
    pub draws: Rate,
    /// Games that hit the action cap (games a script error stopped are in `script_errors`).
    pub unfinished: u64,
    pub mean_actions: f64,
    pub min_actions: u32,
    pub max_actions: u32,
    /// Plugin counters, averaged per game.
    pub counters: BTreeMap<String, f64>,
    pub seconds: f64,
    pub games_per_second: f64,
    pub search_iterations: u64,
    pub threads: usize,
    /// Every script error that stopped a game, the most frequent first.
    pub script_errors: Vec<ScriptErrorRow>,
}

impl Report {
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
            let when = match &e.action {
                Some(a) => format!("applying `{a}` after {} actions", e.after_actions),
                None => format!(
                    "listing the legal actions after {} actions",
                    e.after_actions
                ),
            };
            let hook = e
                .hook
                .as_ref()
                .map_or_else(String::new, |h| format!(" (while running {h})"));
            format!(
                "{}: {}{hook} — {} game(s), first seed {}, {when}",
                e.location, e.message, e.games, e.first_seed
            )
        })
        .collect()
}

const LETTERS: &[u8] = b"ABCDEFGH";

/// "A normal": the bot's letter (its place in `--bots`) and name.
pub fn bot_label(i: usize, bot: &str) -> String {
    let letter = LETTERS.get(i).map_or('?', |&c| c as char);
    format!("{letter} {bot}")
}

/// The results table, one column per report: rows of (metric, value per report). `rate`
/// formats the rates (fixed width for the terminal, compact for the app).
pub fn rows(reports: &[Report], rate: fn(&Rate) -> String) -> Vec<(String, Vec<String>)> {
    let Some(first) = reports.first() else {
        return Vec::new();
    };
    let mut rows: Vec<(String, Vec<String>)> = Vec::new();
    let each = |f: &dyn Fn(&Report) -> String| reports.iter().map(f).collect::<Vec<_>>();
    for (i, bot) in first.bots.iter().enumerate() {
        rows.push((
            format!("bot {} wins", bot_label(i, bot)),
            each(&|r| r.bot_wins.get(i).map_or_else(String::new, rate)),
        ));
    }
    for (i, seat) in first.seats.iter().enumerate() {
        rows.push((
            format!("seat {seat} wins"),
            each(&|r| r.seat_wins.get(i).map_or_else(String::new, rate)),
        ));
    }
    rows.push(("draws".into(), each(&|r| rate(&r.draws))));
    rows.push(("unfinished".into(), each(&|r| r.unfinished.to_string())));
    if reports.iter().any(|r| !r.script_errors.is_empty()) {
        rows.push((
            "stopped by a script error".into(),
            each(&|r| r.script_error_games().to_string()),
        ));
    }
    rows.push((
        "game length (actions)".into(),
        each(&|r| {
            format!(
                "{:.1} (min {}, max {})",
                r.mean_actions, r.min_actions, r.max_actions
            )
        }),
    ));
    let mut names: Vec<&String> = reports.iter().flat_map(|r| r.counters.keys()).collect();
    names.sort();
    names.dedup();
    for name in names {
        rows.push((
            format!("{name} (per game)"),
            each(&|r| {
                r.counters
                    .get(name)
                    .map_or("0".into(), |v| format!("{v:.2}"))
            }),
        ));
    }
    rows.push((
        "time".into(),
        each(&|r| {
            format!(
                "{:.2} s, {:.2} games/s, {} thread(s)",
                r.seconds, r.games_per_second, r.threads
            )
        }),
    ));
    rows.push((
        "search iterations".into(),
        each(&|r| {
            format!(
                "{} ({:.0}/s)",
                r.search_iterations,
                r.search_iterations as f64 / r.seconds.max(1e-9)
            )
        }),
    ));
    rows
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_sdk::wire::{BotLevel, Outcome};

    fn game(winner: Option<Option<u8>>, actions: u32) -> SimSummary {
        SimSummary {
            outcome: winner.map(|winner| Outcome {
                winner,
                scores: vec![],
                reason: String::new(),
            }),
            actions,
            counters: vec![("captures".into(), 3)],
            iterations: 10,
            script_error: None,
            hooks_called: vec![],
            hooks_declared: vec![],
        }
    }

    fn failed(line: u32, action: Option<&str>, after: u32) -> SimSummary {
        let error = game_sdk::script::ScriptError::new("scripts/x.lua", line, "boom")
            .in_hook("scripts/x.lua", "veto_move");
        SimSummary {
            script_error: Some(Box::new(SimFault {
                error,
                action: action.map(str::to_string),
                after,
            })),
            ..game(None, after)
        }
    }

    #[test]
    fn script_errors_are_a_table_not_unfinished_games() {
        let mut t = Tally::new(2).seeded(100);
        t.add(3, &failed(7, Some("a1-a2"), 4));
        t.add(1, &failed(7, None, 2));
        t.add(2, &failed(9, None, 0));
        t.add(0, &game(None, 50));
        let bots = [BotSpec::level(BotLevel::Random); 2];
        let r = t.report("standard", &["X".into(), "O".into()], &bots, 1.0, 1);
        assert_eq!(r.unfinished, 1, "only the game that hit the action cap");
        assert_eq!(r.script_error_games(), 3);
        assert_eq!(r.script_errors.len(), 2);
        let first = &r.script_errors[0];
        assert_eq!(first.location, "scripts/x.lua:7");
        assert_eq!(
            (first.games, first.first_seed),
            (2, 101),
            "seed of the lowest game"
        );
        assert_eq!((first.action.as_deref(), first.after_actions), (None, 2));
        assert_eq!(first.hook.as_deref(), Some("scripts/x.lua hook veto_move"));
        let lines = script_error_lines(&r);
        assert_eq!(
            lines[0],
            "scripts/x.lua:7: boom (while running scripts/x.lua hook veto_move) — 2 game(s), \
             first seed 101, listing the legal actions after 2 actions"
        );
        assert!(lines[1].starts_with("scripts/x.lua:9: boom"), "{lines:?}");
        let json = serde_json::to_value(&r).map(|v| v["script_errors"][0]["first_seed"].clone());
        assert_eq!(json.ok(), Some(serde_json::json!(101)));
        let rows = rows(&[r], Rate::compact);
        assert!(
            rows.iter()
                .any(|(m, v)| m == "stopped by a script error" && v[0] == "3")
        );
    }

    #[test]
    fn wins_are_credited_to_the_bot_that_sat_in_the_winning_seat() {
        let mut t = Tally::new(2);
        // Game 0: bot A is seat 0; game 1: bot A is seat 1.
        t.add(0, &game(Some(Some(0)), 5));
        t.add(1, &game(Some(Some(0)), 7));
        t.add(2, &game(Some(None), 9));
        t.add(3, &game(None, 100));
        let bots = [
            BotSpec::level(BotLevel::Normal),
            BotSpec::level(BotLevel::Random),
        ];
        let r = t.report("standard", &["X".into(), "O".into()], &bots, 2.0, 1);
        assert_eq!(r.games, 4);
        assert_eq!((r.bot_wins[0].count, r.bot_wins[1].count), (1, 1));
        assert_eq!((r.seat_wins[0].count, r.seat_wins[1].count), (2, 0));
        assert_eq!((r.draws.count, r.unfinished), (1, 1));
        assert_eq!((r.min_actions, r.max_actions), (5, 100));
        assert!((r.mean_actions - 30.25).abs() < 1e-9);
        assert_eq!(r.counters.get("captures"), Some(&3.0), "averaged per game");
        assert_eq!(r.search_iterations, 40);
        assert_eq!(t.bot_win_rate(0), Rate::wilson(1, 4));
    }

    #[test]
    fn the_order_games_are_added_in_does_not_matter() {
        let games = [
            game(Some(Some(1)), 6),
            game(Some(Some(0)), 5),
            game(Some(Some(1)), 8),
        ];
        let bots = [BotSpec::level(BotLevel::Easy); 2];
        let seats = ["X".to_string(), "O".to_string()];
        let mut forward = Tally::new(2);
        let mut backward = Tally::new(2);
        for (i, g) in games.iter().enumerate() {
            forward.add(i as u64, g);
        }
        for (i, g) in games.iter().enumerate().rev() {
            backward.add(i as u64, g);
        }
        let (f, b) = (
            forward.report("s", &seats, &bots, 1.0, 1),
            backward.report("s", &seats, &bots, 1.0, 1),
        );
        assert_eq!(f.bot_wins, b.bot_wins);
        assert_eq!(f.seat_wins, b.seat_wins);
        assert_eq!(f.min_actions, b.min_actions);
    }

    #[test]
    fn rows_have_one_column_per_report_and_list_counters() {
        let mut t = Tally::new(2);
        t.add(0, &game(Some(Some(0)), 5));
        let bots = [
            BotSpec::level(BotLevel::Normal),
            BotSpec::level(BotLevel::Random),
        ];
        let seats = ["X".to_string(), "O".to_string()];
        let a = t.report("standard", &seats, &bots, 1.0, 1);
        let b = t.report("misere", &seats, &bots, 1.0, 1);
        let rows = rows(&[a, b], Rate::compact);
        let metrics: Vec<&str> = rows.iter().map(|(m, _)| m.as_str()).collect();
        assert_eq!(
            &metrics[..5],
            [
                "bot A normal wins",
                "bot B random wins",
                "seat X wins",
                "seat O wins",
                "draws"
            ]
        );
        assert!(metrics.contains(&"captures (per game)"));
        assert!(rows.iter().all(|(_, values)| values.len() == 2));
        assert_eq!(rows[0].1[0], "100.0% [20.7–100.0] (1/1)");
    }
}

//! How `simulate` and `simulate-merge` print reports: text, CSV or JSON. One function per
//! format for both commands, so a merged report prints exactly as a single run would.

use super::compare::Comparison;
use crate::sim::report::bot_label;
use crate::sim::sequential::{LOOKS, Verdict};
use crate::sim::{Rate, Report, counter_rows, rows, script_error_lines};
use crate::tr;

/// What the batch was, for the first line of the text and the top of the JSON.
#[derive(Debug, Clone)]
pub struct Heading {
    pub game: String,
    /// Games per ruleset in the whole batch.
    pub games: u64,
    pub seed: u64,
    pub bots: Vec<String>,
    /// `I/N` when the report covers one shard only.
    pub shard: Option<String>,
}

/// The output formats.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Text,
    Json,
    Csv,
}

impl Format {
    pub fn of(json: bool, csv: bool) -> Format {
        match (json, csv) {
            (true, _) => Format::Json,
            (_, true) => Format::Csv,
            _ => Format::Text,
        }
    }
}

/// The whole output for `reports` (and, with `--vs`, their comparison), as it goes to stdout.
pub fn render(
    heading: &Heading,
    reports: &[Report],
    comparison: Option<&Comparison>,
    format: Format,
) -> String {
    match format {
        Format::Text => {
            let mut out = text(heading, reports);
            if let Some(c) = comparison {
                out.push_str(&difference_text(c));
            }
            out
        }
        Format::Csv => {
            let mut out = csv(reports);
            if let Some(c) = comparison {
                out.push_str(&difference_csv(c));
            }
            out
        }
        Format::Json => {
            let mut value = serde_json::json!({
                "game": heading.game,
                "games": heading.games,
                "seed": heading.seed,
                "bots": heading.bots,
                "reports": reports,
            });
            if let Some(shard) = &heading.shard {
                value["shard"] = serde_json::json!(shard);
            }
            if let Some(c) = comparison {
                value["difference"] = serde_json::json!(c);
            }
            format!("{value}\n")
        }
    }
}

fn text(heading: &Heading, reports: &[Report]) -> String {
    let mut out = String::new();
    let bots: Vec<String> = heading
        .bots
        .iter()
        .enumerate()
        .map(|(i, b)| bot_label(i, b))
        .collect();
    // When the bots differ each seed is played in every seating.
    let per_seed = crate::sim::runner::games_per_seed(&heading.bots);
    out.push_str(&tr!(
        "simulate-heading",
        game = heading.game.as_str(),
        games = heading.games,
        shard = heading.shard.as_deref().unwrap_or("none"),
        bots = bots.join(&tr!("text-versus")),
        seating = if per_seed == 1 { "alternated" } else { "every" },
        first = heading.seed.to_string(),
        end = heading
            .seed
            .wrapping_add(heading.games.div_ceil(per_seed))
            .to_string()
    ));
    out.push('\n');
    table(&mut out, reports, &rows(reports, Rate::text));
    let by_counter = counter_rows(reports, Rate::text);
    if !by_counter.is_empty() {
        out.push_str(&format!("\n{}\n", tr!("simulate-by-counter")));
        table(&mut out, reports, &by_counter);
    }
    for r in reports {
        let lines = script_error_lines(r);
        if lines.is_empty() {
            continue;
        }
        out.push_str(&format!(
            "\n{}\n",
            tr!("simulate-script-errors", ruleset = r.ruleset.as_str())
        ));
        for line in lines {
            out.push_str(&format!("  {line}\n"));
        }
    }
    out
}

/// The difference section: per seat the difference with its paired interval and whether it
/// excludes 0, what an unpaired comparison would have needed, and the sequential verdict.
fn difference_text(c: &Comparison) -> String {
    let pairs = c.seats.first().map_or(0, |d| d.pairs);
    let mut out = format!(
        "\n{}\n",
        tr!(
            "simulate-difference",
            second = c.second.as_str(),
            first = c.first.as_str(),
            count = pairs
        )
    );
    let width = c
        .seats
        .iter()
        .map(|d| d.seat.chars().count())
        .max()
        .unwrap_or(0);
    for d in &c.seats {
        let level = format!("{:.3}", d.confidence * 100.0);
        let level = format!("{}%", level.trim_end_matches('0').trim_end_matches('.'));
        let says = if d.excludes_zero {
            tr!("simulate-interval-excludes-zero", level = level)
        } else {
            tr!("simulate-interval-includes-zero", level = level)
        };
        out.push_str(&format!(
            "  {}\n",
            tr!(
                "simulate-seat-difference",
                seat = format!("{:width$}", d.seat),
                difference = format!("{:<30}", d.text()),
                verdict = says
            )
        ));
    }
    if let Some(d) = c.seats.first() {
        let saved = d.games_saved();
        let saved = if saved.is_finite() {
            tr!("simulate-games-saved", times = format!("{saved:.1}"))
        } else {
            tr!("simulate-same-winners")
        };
        out.push_str(&format!(
            "  {}\n",
            tr!(
                "simulate-unpaired",
                seat = d.seat.as_str(),
                unpaired = format!("{:.1}", d.unpaired_half_width * 100.0),
                paired = format!("{:.1}", d.half_width() * 100.0),
                saved = saved
            )
        ));
    }
    if let (Some(last), Some(budget)) = (c.looks.last(), c.budget_seeds) {
        let what = match last.verdict {
            Verdict::Differs => {
                let seats: Vec<&str> = last
                    .differences
                    .iter()
                    .filter(|d| d.excludes_zero)
                    .map(|d| d.seat.as_str())
                    .collect();
                tr!("simulate-decided-differ", seats = seats.join(", "))
            }
            Verdict::WithinMargin => tr!("simulate-decided-within-margin"),
            Verdict::Undecided => tr!("simulate-undecided"),
        };
        out.push_str(&tr!(
            "simulate-until-decided",
            look = last.look,
            looks = LOOKS,
            seeds = last.seeds,
            budget = budget,
            verdict = what
        ));
        out.push('\n');
    }
    out
}

/// Rows under a line of ruleset names, each column wide enough for its longest value.
fn table(out: &mut String, reports: &[Report], rows: &[(String, Vec<String>)]) {
    let width = rows
        .iter()
        .map(|(m, _)| m.chars().count())
        .max()
        .unwrap_or(10)
        + 2;
    let column = |i: usize| {
        rows.iter()
            .filter_map(|(_, v)| v.get(i).map(|v| v.chars().count()))
            .chain(reports.get(i).map(|r| r.ruleset.chars().count()))
            .max()
            .unwrap_or(0)
            .max(38)
            + 2
    };
    let widths: Vec<usize> = (0..reports.len()).map(column).collect();
    let mut names = format!("{:width$}", "");
    for (r, w) in reports.iter().zip(&widths) {
        names.push_str(&format!("{:<w$}", r.ruleset));
    }
    out.push_str(names.trim_end());
    out.push('\n');
    for (metric, values) in rows {
        let mut line = format!("{metric:width$}");
        for (v, w) in values.iter().zip(&widths) {
            line.push_str(&format!("{v:<w$}"));
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
}

/// The paired difference as more rows of [`csv`]'s table: the ruleset column names the
/// comparison (`second - first`), `count` the seeds played under both, `rate` the difference
/// of the seat's win rate with its paired interval (fractions; negative where it fell).
fn difference_csv(c: &Comparison) -> String {
    let mut out = csv::Writer::from_writer(Vec::new());
    let compared = format!("{} - {}", c.second, c.first);
    for d in &c.seats {
        // As in `csv`: a broken record is left out rather than the report lost.
        let _ = out.write_record([
            compared.as_str(),
            &format!("seat {} wins: difference", d.seat),
            &d.pairs.to_string(),
            "",
            &format!("{:.6}", d.difference),
            &format!("{:.6}", d.low),
            &format!("{:.6}", d.high),
        ]);
    }
    let bytes = out.into_inner().unwrap_or_default();
    String::from_utf8_lossy(&bytes).into_owned()
}

/// The report as CSV rows (RFC 4180 through the `csv` crate: a ruleset or counter name with a
/// comma or a quote stays one field).
fn csv(reports: &[Report]) -> String {
    let mut out = csv::Writer::from_writer(Vec::new());
    let mut row = |fields: [&str; 7]| {
        // Writing to memory cannot fail but for a broken record; a row is then left out
        // rather than the report lost.
        let _ = out.write_record(fields);
    };
    row(["ruleset", "metric", "count", "of", "rate", "low", "high"]);
    for r in reports {
        let mut rate_row = |metric: &str, rate: &Rate| {
            row([
                &r.ruleset,
                metric,
                &rate.count.to_string(),
                &rate.of.to_string(),
                &format!("{:.6}", rate.rate),
                &format!("{:.6}", rate.low),
                &format!("{:.6}", rate.high),
            ]);
        };
        for (i, (b, w)) in r.bots.iter().zip(&r.bot_wins).enumerate() {
            rate_row(&format!("bot {} wins", bot_label(i, b)), w);
        }
        for (s, w) in r.seats.iter().zip(&r.seat_wins) {
            rate_row(&format!("seat {s} wins"), w);
        }
        rate_row("draws", &r.draws);
        for c in &r.counter_effects {
            rate_row(&format!("{}: fired", c.name), &c.fired);
            for s in &c.seats {
                rate_row(
                    &format!("{}: seat {} wins when fired", c.name, s.seat),
                    &s.when_fired,
                );
                rate_row(
                    &format!("{}: seat {} wins when not fired", c.name, s.seat),
                    &s.when_not,
                );
            }
        }
        let games = r.games.to_string();
        row([
            &r.ruleset,
            "unfinished",
            &r.unfinished.to_string(),
            &games,
            "",
            "",
            "",
        ]);
        row([
            &r.ruleset,
            "stopped by a script error",
            &r.script_error_games().to_string(),
            &games,
            "",
            "",
            "",
        ]);
        row([
            &r.ruleset,
            "mean actions",
            "",
            "",
            &format!("{:.3}", r.mean_actions),
            "",
            "",
        ]);
        for (name, v) in &r.counters {
            row([&r.ruleset, name, "", "", &format!("{v:.4}"), "", ""]);
        }
        if let Some(t) = r.timing {
            row([
                &r.ruleset,
                "seconds",
                "",
                "",
                &format!("{:.3}", t.seconds),
                "",
                "",
            ]);
        }
    }
    let bytes = out.into_inner().unwrap_or_default();
    String::from_utf8_lossy(&bytes).into_owned()
}

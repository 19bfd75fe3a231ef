//! The results table: the same rows as `game-host simulate` prints, one column per ruleset (and
//! per watched save), then each later column's paired difference from the first, then the win
//! rates by counter (largest effect first; **Significant only** hides the rest): each seat's
//! win rate in the games in which a counter fired and in the others, with their intervals.

use super::run::LabRun;
use crate::sim::{Rate, Report, counter_rows, rows, script_error_lines};
use crate::tr;
use egui::RichText;

pub fn show(ui: &mut egui::Ui, run: &mut LabRun) {
    let mut reports = run.reports();
    if run.significant_only {
        reports
            .iter_mut()
            .for_each(Report::retain_significant_counters);
    }
    let run = &*run;
    grid(
        ui,
        "lab-results",
        run,
        &reports,
        rows(&reports, Rate::compact),
    );
    differences(ui, run);
    let by_counter = counter_rows(&reports, Rate::compact);
    ui.add_space(12.0);
    egui::CollapsingHeader::new(tr!("lab-by-counter"))
        .default_open(true)
        .show(ui, |ui| {
            ui.label(RichText::new(tr!("lab-by-counter-note")).weak());
            if by_counter.is_empty() {
                ui.label(tr!("lab-no-counter"));
            } else {
                grid(ui, "lab-counters", run, &reports, by_counter);
            }
        });
    // Script errors stop games: the rules are broken, and the table says where.
    for r in &reports {
        for line in script_error_lines(r) {
            ui.label(
                RichText::new(tr!("lab-script-error", ruleset = &r.ruleset, line = line))
                    .color(ui.visuals().error_fg_color)
                    .monospace(),
            );
        }
    }
}

/// Each later column's difference from the first, per seat, and whether its interval
/// excludes 0.
fn differences(ui: &mut egui::Ui, run: &LabRun) {
    let first = run.rulesets.first().map_or("", |r| r.name.as_str());
    for r in run.rulesets.iter().skip(1) {
        let Some(seats) = r.differences(&run.seats) else {
            continue;
        };
        let pairs = seats.first().map_or(0, |d| d.pairs);
        ui.add_space(12.0);
        ui.label(
            RichText::new(tr!(
                "lab-paired-on",
                ruleset = &r.name,
                first = first,
                pairs = pairs
            ))
            .strong(),
        );
        for d in seats {
            let text = if d.excludes_zero {
                tr!(
                    "lab-difference-differs",
                    seat = &d.seat,
                    difference = d.text()
                )
            } else {
                tr!(
                    "lab-difference-unresolved",
                    seat = &d.seat,
                    difference = d.text()
                )
            };
            ui.label(RichText::new(text).monospace());
        }
    }
}

fn grid(
    ui: &mut egui::Ui,
    id: &str,
    run: &LabRun,
    reports: &[Report],
    rows: Vec<(String, Vec<String>)>,
) {
    egui::Grid::new(id)
        .num_columns(1 + reports.len())
        .striped(true)
        .spacing([24.0, 4.0])
        .show(ui, |ui| {
            ui.label("");
            for r in reports {
                ui.label(RichText::new(&r.ruleset).strong());
            }
            ui.end_row();
            ui.label(tr!("lab-games-played"));
            for r in reports {
                ui.label(tr!("lab-games-of", played = r.games, total = run.games));
            }
            ui.end_row();
            for (metric, values) in rows {
                ui.label(metric);
                for (r, v) in reports.iter().zip(values) {
                    // A ruleset whose games have not started yet has nothing to show.
                    let v = if r.games == 0 { String::new() } else { v };
                    ui.label(RichText::new(v).monospace());
                }
                ui.end_row();
            }
        });
}

//! The live chart: bot A's win rate as games accumulate, one line per ruleset, each with its
//! 95% interval as a band (it narrows as games are played: when two bands stop overlapping,
//! the rulesets really differ).

use super::run::LabRun;
use egui::Color32;
use egui_plot::{ColorConflictHandling, Corner, FilledArea, HLine, Legend, Line, Plot, PlotPoints};

const COLOURS: [Color32; 4] = [
    Color32::from_rgb(40, 110, 220),
    Color32::from_rgb(225, 110, 30),
    Color32::from_rgb(40, 160, 80),
    Color32::from_rgb(170, 70, 190),
];

pub fn title(run: &LabRun) -> String {
    let bot = run
        .bots
        .first()
        .map(ToString::to_string)
        .unwrap_or_default();
    format!("Win rate of bot A ({bot}) as games accumulate, with its 95% interval")
}

pub fn show(ui: &mut egui::Ui, run: &LabRun, height: f32) {
    ui.label(egui::RichText::new(title(run)).strong());
    Plot::new("lab-win-rate")
        .height(height)
        // A ruleset's band and line share its name, so one legend entry toggles both; it
        // takes the colour of the line (added last). Win rates mostly run high, so the
        // legend sits low.
        .legend(
            Legend::default()
                .color_conflict_handling(ColorConflictHandling::PickLast)
                .follow_insertion_order(true)
                .position(Corner::RightBottom),
        )
        .include_x(0.0)
        .include_x(run.games as f64)
        .include_y(0.0)
        .include_y(100.0)
        .x_axis_label("games played")
        .y_axis_label("bot A wins (%)")
        .allow_scroll(false)
        .show(ui, |plot| {
            plot.add(
                HLine::new("50%", 50.0)
                    .color(Color32::GRAY)
                    .style(egui_plot::LineStyle::dashed_loose()),
            );
            for (i, r) in run.rulesets.iter().enumerate() {
                if r.points.is_empty() {
                    continue;
                }
                let colour = COLOURS[i % COLOURS.len()];
                let xs: Vec<f64> = r.points.iter().map(|p| p.games).collect();
                let lows: Vec<f64> = r.points.iter().map(|p| p.low).collect();
                let highs: Vec<f64> = r.points.iter().map(|p| p.high).collect();
                plot.add(
                    FilledArea::new(&r.name, &xs, &lows, &highs)
                        .fill_color(colour.gamma_multiply(0.2)),
                );
                let line: PlotPoints = r.points.iter().map(|p| [p.games, p.rate]).collect();
                plot.line(Line::new(&r.name, line).color(colour).width(2.0));
            }
        });
}

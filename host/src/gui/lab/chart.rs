//! The live charts. First each seat's win rate as games accumulate, one line per ruleset and
//! seat, each with its 95% interval as a band: the balance (in a mirror match the bots' rates
//! are ~50% by construction, the seats' are what the rules decide). Then, when a second
//! ruleset or a watched save is played, the paired difference of each seat's win rate from
//! the first ruleset on the same seeds, with its 95% band: when the band leaves the 0 line,
//! the change moved the balance, and by about how much.

use super::run::LabRun;
use super::series::Series;
use crate::tr;
use egui::Color32;
use egui_plot::{
    ColorConflictHandling, Corner, FilledArea, HLine, Legend, Line, Plot, PlotPoints, PlotUi,
};

const COLOURS: [Color32; 6] = [
    Color32::from_rgb(40, 110, 220),
    Color32::from_rgb(225, 110, 30),
    Color32::from_rgb(40, 160, 80),
    Color32::from_rgb(170, 70, 190),
    Color32::from_rgb(200, 50, 60),
    Color32::from_rgb(120, 120, 40),
];

pub fn title(_run: &LabRun) -> String {
    tr!("lab-chart-title")
}

pub fn difference_title(run: &LabRun) -> String {
    let first = run.rulesets.first().map_or("", |r| r.name.as_str());
    tr!("lab-difference-title", ruleset = first)
}

/// Whether any column has a difference to draw.
pub fn has_difference(run: &LabRun) -> bool {
    run.rulesets
        .iter()
        .filter_map(|r| r.versus.as_ref())
        .any(|v| v.series.iter().any(|s| !s.points.is_empty()))
}

/// A line and its band, sharing `name` so that one legend entry toggles both; the legend takes
/// the colour of the line (added last).
fn band_and_line(plot: &mut PlotUi, name: &str, series: &Series, colour: Color32) {
    if series.points.is_empty() {
        return;
    }
    let xs: Vec<f64> = series.points.iter().map(|p| p.games).collect();
    let lows: Vec<f64> = series.points.iter().map(|p| p.low).collect();
    let highs: Vec<f64> = series.points.iter().map(|p| p.high).collect();
    plot.add(FilledArea::new(name, &xs, &lows, &highs).fill_color(colour.gamma_multiply(0.2)));
    let line: PlotPoints = series.points.iter().map(|p| [p.games, p.rate]).collect();
    plot.line(Line::new(name, line).color(colour).width(2.0));
}

fn legend() -> Legend {
    Legend::default()
        .color_conflict_handling(ColorConflictHandling::PickLast)
        .follow_insertion_order(true)
        .position(Corner::RightBottom)
}

pub fn show(ui: &mut egui::Ui, run: &LabRun, height: f32) {
    let several = run.rulesets.len() > 1;
    let name = |ruleset: &str, seat: &str| {
        if several {
            format!("{ruleset}: {seat}")
        } else {
            seat.to_string()
        }
    };
    ui.label(egui::RichText::new(title(run)).strong());
    Plot::new("lab-win-rate")
        .height(height)
        .legend(legend())
        .include_x(0.0)
        .include_x(run.games as f64)
        .include_y(0.0)
        .include_y(100.0)
        .x_axis_label(tr!("lab-chart-x"))
        .y_axis_label(tr!("lab-chart-y"))
        .allow_scroll(false)
        .show(ui, |plot| {
            let even = 100.0 / run.seats.len().max(1) as f64;
            plot.add(
                HLine::new(tr!("lab-chart-even"), even)
                    .color(Color32::GRAY)
                    .style(egui_plot::LineStyle::dashed_loose()),
            );
            let mut colour = 0;
            for r in &run.rulesets {
                for (seat, series) in run.seats.iter().zip(&r.seats) {
                    band_and_line(
                        plot,
                        &name(&r.name, seat),
                        series,
                        COLOURS[colour % COLOURS.len()],
                    );
                    colour += 1;
                }
            }
        });
    if !has_difference(run) {
        return;
    }
    ui.add_space(8.0);
    ui.label(egui::RichText::new(difference_title(run)).strong());
    Plot::new("lab-difference")
        .height(height * 0.8)
        .legend(legend())
        .include_x(0.0)
        .include_y(-10.0)
        .include_y(10.0)
        .x_axis_label(tr!("lab-difference-x"))
        .y_axis_label(tr!("lab-difference-y"))
        .allow_scroll(false)
        .show(ui, |plot| {
            plot.add(
                HLine::new(tr!("lab-difference-zero"), 0.0)
                    .color(Color32::GRAY)
                    .style(egui_plot::LineStyle::dashed_loose()),
            );
            let mut colour = 0;
            for r in run.rulesets.iter().skip(1) {
                let Some(v) = &r.versus else { continue };
                for (seat, series) in run.seats.iter().zip(&v.series) {
                    band_and_line(
                        plot,
                        &name(&r.name, seat),
                        series,
                        COLOURS[colour % COLOURS.len()],
                    );
                    colour += 1;
                }
            }
        });
}

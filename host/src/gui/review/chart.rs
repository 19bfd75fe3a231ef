//! The chance-of-winning chart: one line per seat (one for a table of two, whose other line is
//! its mirror), the turning points marked, the position on display as a vertical line. A click
//! picks the position nearest to it.

use crate::review::TurningPoint;
use crate::tr;
use egui::Color32;
use egui_plot::{HLine, Legend, Line, Plot, PlotPoints, Points, VLine};

/// The chart's height: a fifth of the window's, within these bounds, so that the position
/// under it keeps most of a small window.
const HEIGHT: std::ops::RangeInclusive<f32> = 110.0..=170.0;

/// The seats drawn: for two, the first judging seat's (or the first seat's) only.
fn drawn(seats: usize, judges: &[u8]) -> Vec<usize> {
    if seats == 2 {
        vec![judges.first().map_or(0, |s| usize::from(*s))]
    } else {
        (0..seats).collect()
    }
}

/// What the chart draws.
#[derive(Debug)]
pub struct Chart<'a> {
    pub seats: &'a [String],
    /// Each seat's chance before each move (then at the end, once known).
    pub chances: &'a [Vec<f64>],
    pub points: &'a [TurningPoint],
    /// The position on display, if any.
    pub selected: Option<usize>,
    pub judges: &'a [u8],
    /// How far the x axis goes: the match's length (the chart fills in as the bot judges).
    pub moves: usize,
}

/// Draws the chart; returns the position clicked, if any.
pub fn show(ui: &mut egui::Ui, chart: &Chart<'_>) -> Option<usize> {
    let Chart {
        seats: names,
        chances,
        points,
        selected,
        judges,
        moves,
    } = *chart;
    let seats = names.len();
    let last = chances.len().saturating_sub(1) as f64;
    let text_colour = ui.visuals().text_color();
    let colour = |seat: usize| {
        let name = names.get(seat).map_or("", String::as_str);
        let style = crate::gui::style::seat_style(name, seat);
        // A seat drawn in white or black is outlined in the other: use the outline then.
        if style.fill.r() > 230 && style.fill.g() > 230
            || style.fill.r() < 40 && style.fill.g() < 40
        {
            text_colour
        } else {
            style.fill
        }
    };
    ui.label(egui::RichText::new(tr!("review-chart-heading")).strong());
    let response = Plot::new("review-chances")
        .height((ui.ctx().content_rect().height() * 0.2).clamp(*HEIGHT.start(), *HEIGHT.end()))
        .legend(Legend::default().position(egui_plot::Corner::LeftTop))
        .include_x(0.0)
        .include_x((moves as f64).max(1.0))
        .include_y(0.0)
        .include_y(100.0)
        .allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .x_axis_label(tr!("review-chart-x"))
        .y_axis_label(tr!("review-chart-y"))
        .show(ui, |plot| {
            // Unnamed: lines without a name stay out of the legend.
            plot.hline(HLine::new("", 50.0).color(Color32::GRAY).width(0.5));
            for seat in drawn(seats, judges) {
                let name = names
                    .get(seat)
                    .map(|n| crate::i18n::game::shown(n).into_owned())
                    .unwrap_or_default();
                let line: PlotPoints = chances
                    .iter()
                    .enumerate()
                    .map(|(i, c)| [i as f64, c.get(seat).copied().unwrap_or(0.5) * 100.0])
                    .collect();
                plot.line(Line::new(name, line).color(colour(seat)).width(2.0));
            }
            let marks: PlotPoints = points
                .iter()
                .map(|t| [t.index as f64 + 1.0, t.after * 100.0])
                .collect();
            plot.points(
                Points::new(tr!("review-chart-points"), marks)
                    .radius(5.0)
                    .color(Color32::from_rgb(210, 50, 50)),
            );
            if let Some(selected) = selected {
                plot.vline(VLine::new("", selected as f64).color(Color32::from_rgb(120, 120, 120)));
            }
            plot.pointer_coordinate()
        });
    if response.response.clicked()
        && let Some(at) = response.inner
    {
        let i = at.x.round().clamp(0.0, last.max(0.0)) as usize;
        return Some(i.min(moves.saturating_sub(1)));
    }
    None
}

#[cfg(test)]
mod tests {
    use super::drawn;

    #[test]
    fn a_table_of_two_draws_one_line_and_larger_tables_one_per_seat() {
        assert_eq!(drawn(2, &[]), vec![0]);
        assert_eq!(drawn(2, &[1]), vec![1]);
        assert_eq!(drawn(4, &[1]), vec![0, 1, 2, 3]);
    }
}

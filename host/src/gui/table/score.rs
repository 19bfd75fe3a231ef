//! The score as pictures (`CounterLook`): a track with the value marked on it (victory points
//! to a goal), tokens in the owner's colour (pieces in reserve), a plain line otherwise; a
//! counter that belongs to a place on the table is drawn on that zone instead (see
//! `zones::draw_zone`), so the score column keeps what is not already on the table.

use crate::gui::style;
use crate::tr;
use egui::{Align2, Color32, FontId, Rect, RichText, Sense, Stroke, StrokeKind, vec2};
use game_wire::scene::{Counter, CounterLook, Scene, TrackMark};

/// The most tokens drawn; more are said as "+N".
pub const MAX_TOKENS: i64 = 30;

/// The counters the score column draws: all but those drawn on a zone of the scene.
pub fn in_column(scene: &Scene) -> impl Iterator<Item = &Counter> {
    scene.counters.iter().filter(|c| match &c.look {
        CounterLook::OnZone(zone) => !scene.zones.iter().any(|z| &z.id == zone),
        _ => true,
    })
}

/// The colours of `owner`'s seat (`None`: grey).
fn colour(seats: &[String], owner: Option<u8>) -> Color32 {
    match owner {
        Some(o) => style::seat_style_at(seats, usize::from(o)).fill,
        None => Color32::GRAY,
    }
}

/// A track: the label and "value / max", then a bar filled to the value in the owner's colour
/// with the marks as ticks (their labels on hover). Read by screen readers as "label: 3 of 12".
pub fn track(ui: &mut egui::Ui, seats: &[String], c: &Counter, max: i64, marks: &[TrackMark]) {
    ui.label(format!("{}: {} / {max}", c.label, c.value));
    let width = ui.available_width().clamp(60.0, 400.0);
    let (rect, response) = ui.allocate_exact_size(vec2(width, 10.0), Sense::hover());
    let spoken = tr!(
        "table-track-spoken",
        label = &c.label,
        value = c.value,
        max = max
    );
    response
        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::ProgressIndicator, true, &spoken));
    let painter = ui.painter();
    let edge = ui.visuals().widgets.noninteractive.bg_stroke.color;
    painter.rect_filled(rect, 3.0, ui.visuals().extreme_bg_color);
    let at = |v: i64| {
        let share = if max > 0 {
            (v as f32 / max as f32).clamp(0.0, 1.0)
        } else {
            0.0
        };
        rect.left() + share * rect.width()
    };
    let filled = Rect::from_min_max(rect.min, egui::pos2(at(c.value), rect.max.y));
    painter.rect_filled(filled, 3.0, colour(seats, c.owner));
    painter.rect_stroke(rect, 3.0, Stroke::new(1.0, edge), StrokeKind::Inside);
    let mut tips = Vec::new();
    for m in marks {
        let x = at(m.at);
        painter.line_segment(
            [
                egui::pos2(x, rect.top() - 2.0),
                egui::pos2(x, rect.bottom() + 2.0),
            ],
            Stroke::new(1.5, ui.visuals().text_color()),
        );
        tips.push(format!("{}: {}", m.at, m.label));
    }
    if !tips.is_empty() {
        response.on_hover_text(tips.join("\n"));
    }
}

/// Tokens: the label and value, then as many discs in the owner's colour (at most
/// [`MAX_TOKENS`], the rest said as "+N").
pub fn tokens(ui: &mut egui::Ui, seats: &[String], c: &Counter) {
    ui.label(format!("{}: {}", c.label, c.value));
    let shown = c.value.clamp(0, MAX_TOKENS);
    if shown == 0 {
        return;
    }
    let (step, radius) = (13.0, 5.0);
    let per_row = ((ui.available_width() / step).floor() as i64).max(1);
    let rows = (shown + per_row - 1) / per_row;
    // The picture says what the line above says: no second name for screen readers.
    let (rect, _) = ui.allocate_exact_size(
        vec2(ui.available_width(), rows as f32 * step),
        Sense::hover(),
    );
    let fill = colour(seats, c.owner);
    let painter = ui.painter();
    for i in 0..shown {
        let (row, col) = (i / per_row, i % per_row);
        let centre = rect.min
            + vec2(
                col as f32 * step + step / 2.0,
                row as f32 * step + step / 2.0,
            );
        painter.circle_filled(centre, radius, fill);
        painter.circle_stroke(centre, radius, Stroke::new(1.0, Color32::GRAY));
    }
    if c.value > MAX_TOKENS {
        ui.label(RichText::new(format!("+{}", c.value - MAX_TOKENS)).weak());
    }
}

/// A counter drawn on its zone: its value in a small badge of the owner's colour at the right
/// end of the zone's title line, whose width it returns (hover: the counter's label).
pub fn on_zone(ui: &egui::Ui, seats: &[String], c: &Counter, title_right: egui::Pos2) -> f32 {
    let text = c.value.to_string();
    let font = FontId::proportional(13.0);
    let galley = ui.painter().layout_no_wrap(text, font, Color32::WHITE);
    let size = vec2(galley.size().x + 10.0, galley.size().y + 2.0);
    let rect = Rect::from_min_size(title_right - vec2(size.x, size.y / 2.0), size);
    let fill = colour(seats, c.owner);
    let ink = if fill.intensity() > 0.6 {
        Color32::from_gray(20)
    } else {
        Color32::WHITE
    };
    let painter = ui.painter();
    painter.rect_filled(rect, 6.0, fill);
    painter.rect_stroke(
        rect,
        6.0,
        Stroke::new(1.0, Color32::GRAY),
        StrokeKind::Inside,
    );
    painter.text(
        rect.center(),
        Align2::CENTER_CENTER,
        c.value.to_string(),
        FontId::proportional(13.0),
        ink,
    );
    let response = ui.interact(rect, ui.scope_id().with(("on-zone", &c.id)), Sense::hover());
    let spoken = format!("{}: {}", c.label, c.value);
    response
        .on_hover_text(&spoken)
        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &spoken));
    size.x + 4.0
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_wire::scene::Zone;

    fn counter(id: &str, look: CounterLook) -> Counter {
        Counter {
            id: id.into(),
            owner: Some(0),
            label: id.into(),
            value: 3,
            look,
        }
    }

    #[test]
    fn a_counter_on_a_zone_leaves_the_column_only_when_the_zone_is_on_the_table() {
        let scene = Scene {
            zones: vec![Zone {
                id: "zone:sea:0".into(),
                kind: game_wire::scene::ZoneKind::Stack,
                owner: Some(0),
                title: "Sea".into(),
                group: None,
                cards: Vec::new(),
                count: 0,
                category: None,
            }],
            counters: vec![
                counter(
                    "vp",
                    CounterLook::Track {
                        max: 12,
                        marks: Vec::new(),
                    },
                ),
                counter("sea", CounterLook::OnZone("zone:sea:0".into())),
                counter("gone", CounterLook::OnZone("zone:nowhere".into())),
                counter("reserve", CounterLook::Tokens),
            ],
            ..Scene::default()
        };
        let ids: Vec<&str> = in_column(&scene).map(|c| c.id.as_str()).collect();
        assert_eq!(ids, ["vp", "gone", "reserve"]);
    }
}

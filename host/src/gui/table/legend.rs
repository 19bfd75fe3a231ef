//! How terrains and marks look, only from the scene's legend: the host knows no game's words,
//! so a key the legend does not describe is drawn in a neutral way and named by its key.

use crate::gui::style;
use crate::tr;
use egui::{Align2, Color32, FontId, Pos2, Rect, Sense, Stroke, StrokeKind, vec2};
use game_wire::scene::LegendEntry;
use std::collections::HashMap;

/// One legend entry, ready to draw.
#[derive(Debug, Clone)]
pub struct Look {
    pub title: String,
    pub color: Option<Color32>,
    pub glyph: String,
    pub mark: bool,
}

#[derive(Debug, Clone, Default)]
pub struct Legend {
    by_key: HashMap<String, Look>,
    /// Keys in the scene's order, for the panel.
    order: Vec<String>,
}

impl Legend {
    pub fn new(entries: &[LegendEntry]) -> Legend {
        let mut legend = Legend::default();
        for e in entries {
            let look = Look {
                title: e.title.clone(),
                color: e.color.map(style::rgb),
                glyph: e.glyph.clone(),
                mark: e.mark,
            };
            if legend.by_key.insert(e.key.clone(), look).is_none() {
                legend.order.push(e.key.clone());
            }
        }
        legend
    }

    pub fn is_empty(&self) -> bool {
        self.order.is_empty()
    }

    pub fn get(&self, key: &str) -> Option<&Look> {
        self.by_key.get(key)
    }

    pub fn title(&self, key: &str) -> Option<&str> {
        self.get(key).map(|l| l.title.as_str())
    }

    /// A cell's fill: its terrain's colour, else the neutral checker.
    pub fn terrain_fill(&self, terrain: Option<&str>, alternate: bool) -> Color32 {
        terrain
            .and_then(|t| self.get(t))
            .and_then(|l| l.color)
            .unwrap_or_else(|| style::neutral_cell(alternate))
    }

    /// The sign drawn on a cell of this terrain (none when the legend gives none).
    pub fn terrain_sign(&self, terrain: Option<&str>) -> Option<&str> {
        terrain
            .and_then(|t| self.get(t))
            .map(|l| l.glyph.as_str())
            .filter(|g| !g.is_empty())
    }

    /// A mark's sign and colour: the legend's, else the key's first letters in grey.
    pub fn mark(&self, key: &str) -> (String, Color32) {
        match self.get(key) {
            Some(l) if !l.glyph.is_empty() => {
                (l.glyph.clone(), l.color.unwrap_or(style::MARK_DEFAULT))
            }
            Some(l) => (
                l.title.chars().take(2).collect(),
                l.color.unwrap_or(style::MARK_DEFAULT),
            ),
            None => (key.chars().take(2).collect(), style::MARK_DEFAULT),
        }
    }

    pub fn entries(&self) -> impl Iterator<Item = (&str, &Look)> {
        self.order
            .iter()
            .filter_map(|k| self.by_key.get(k).map(|l| (k.as_str(), l)))
    }
}

/// A mark's sign in a small disc of its colour, the glyph in black or white (whichever reads):
/// big enough to read at a glance, on any terrain.
pub fn paint_mark(painter: &egui::Painter, at: Pos2, radius: f32, glyph: &str, color: Color32) {
    painter.circle_filled(at, radius + 1.0, style::HALO);
    painter.circle_filled(at, radius, color);
    let size = (radius * 1.35).max(11.0);
    painter.text(
        at,
        Align2::CENTER_CENTER,
        glyph,
        FontId::proportional(size),
        style::ink_on(color),
    );
}

/// The legend panel: each entry's swatch (a terrain's fill or a mark's disc), glyph and title,
/// under a header that folds it away.
pub fn panel(ui: &mut egui::Ui, legend: &Legend) {
    egui::CollapsingHeader::new(tr!("table-legend"))
        .id_salt("table-legend")
        .default_open(true)
        .show(ui, |ui| {
            for (key, look) in legend.entries() {
                ui.horizontal(|ui| {
                    let (rect, response) = ui.allocate_exact_size(vec2(22.0, 22.0), Sense::hover());
                    swatch(ui.painter(), rect, look);
                    // Wrapped within the side column: a long title ("Ruined: protects no
                    // more") would otherwise run under the panel beside the table.
                    let label = ui.add(egui::Label::new(&look.title).wrap());
                    response.widget_info(|| {
                        egui::WidgetInfo::labeled(
                            egui::Role::Image,
                            true,
                            tr!("table-legend-entry", title = &look.title),
                        )
                    });
                    label.on_hover_text(key);
                });
            }
        });
}

fn swatch(painter: &egui::Painter, rect: Rect, look: &Look) {
    if look.mark {
        let glyph = if look.glyph.is_empty() {
            look.title.chars().take(2).collect()
        } else {
            look.glyph.clone()
        };
        paint_mark(
            painter,
            rect.center(),
            rect.width() * 0.4,
            &glyph,
            look.color.unwrap_or(style::MARK_DEFAULT),
        );
        return;
    }
    let fill = look.color.unwrap_or_else(|| style::neutral_cell(false));
    painter.rect_filled(rect, 3.0, fill);
    painter.rect_stroke(
        rect,
        3.0,
        Stroke::new(1.0, Color32::from_black_alpha(120)),
        StrokeKind::Inside,
    );
    if !look.glyph.is_empty() {
        painter.text(
            rect.center(),
            Align2::CENTER_CENTER,
            &look.glyph,
            FontId::proportional(14.0),
            style::ink_on(fill),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(key: &str, color: Option<[u8; 3]>, glyph: &str, mark: bool) -> LegendEntry {
        LegendEntry {
            key: key.into(),
            title: key.to_uppercase(),
            color,
            glyph: glyph.into(),
            mark,
        }
    }

    #[test]
    fn colours_and_signs_come_only_from_the_legend() {
        let legend = Legend::new(&[
            entry("t1", Some([10, 20, 30]), "^", false),
            entry("m1", None, "", true),
        ]);
        assert_eq!(
            legend.terrain_fill(Some("t1"), false),
            Color32::from_rgb(10, 20, 30)
        );
        assert_eq!(legend.terrain_sign(Some("t1")), Some("^"));
        // A key without an entry, or without a colour: the neutral checker, no sign.
        assert_eq!(
            legend.terrain_fill(Some("other"), true),
            style::neutral_cell(true)
        );
        assert_eq!(legend.terrain_fill(None, false), style::neutral_cell(false));
        assert_eq!(legend.terrain_sign(Some("other")), None);
        // A mark without a glyph shows its title's letters; an unknown one its key's.
        assert_eq!(legend.mark("m1"), ("M1".to_string(), style::MARK_DEFAULT));
        assert_eq!(legend.mark("zz9"), ("zz".to_string(), style::MARK_DEFAULT));
        let keys: Vec<&str> = legend.entries().map(|(k, _)| k).collect();
        assert_eq!(keys, ["t1", "m1"]);
    }
}

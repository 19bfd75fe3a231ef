//! Standing permissions and effects (the scene's badges) as small pills in their owner's colour,
//! their meaning on hover.

use super::paint::Marks;
use crate::gui::style;
use crate::tr;
use egui::{Align2, Color32, FontId, Pos2, Rect, Sense, Stroke, StrokeKind, pos2, vec2};
use game_wire::scene::Badge;

const FONT: f32 = 12.0;
const PAD_X: f32 = 7.0;
const GAP: f32 = 4.0;

/// A badge's fill: its owner's colour, or a neutral one for the whole table.
fn fill(marks: &Marks, owner: Option<u8>) -> Color32 {
    match owner {
        Some(_) => marks.seat(owner).fill,
        None => Color32::from_rgb(110, 96, 60),
    }
}

/// The pill's size for its title at `height`.
fn size(ui: &egui::Ui, badge: &Badge, height: f32) -> egui::Vec2 {
    let galley = ui.painter().layout_no_wrap(
        badge.title.clone(),
        FontId::proportional(FONT),
        Color32::WHITE,
    );
    vec2(galley.size().x + 2.0 * PAD_X, height)
}

/// Paints one pill into `rect` and makes it answer hover with its meaning.
fn pill_at(ui: &mut egui::Ui, badge: &Badge, rect: Rect, fill: Color32, salt: usize) {
    let painter = ui.painter();
    painter.rect_filled(rect, rect.height() / 2.0, fill);
    painter.rect_stroke(
        rect,
        rect.height() / 2.0,
        Stroke::new(1.0, style::ink_on(fill).gamma_multiply(0.5)),
        StrokeKind::Inside,
    );
    painter.text(
        rect.center(),
        Align2::CENTER_CENTER,
        &badge.title,
        FontId::proportional(FONT),
        style::ink_on(fill),
    );
    let id = ui
        .scope_id()
        .with(("badge", &badge.title, badge.owner, salt));
    let response = ui.interact(rect, id, Sense::hover());
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &badge.title));
    if !badge.text.is_empty() {
        response.on_hover_text(&badge.text);
    }
}

/// One pill in the flow of `ui`.
fn pill(ui: &mut egui::Ui, badge: &Badge, fill: Color32, salt: usize) {
    let (rect, _) = ui.allocate_exact_size(size(ui, badge, FONT + 8.0), Sense::hover());
    pill_at(ui, badge, rect, fill, salt);
}

/// The badges in a column (beside a board): the table's first, then each seat's under its name.
pub fn column(ui: &mut egui::Ui, marks: &Marks) {
    if marks.badges.is_empty() {
        return;
    }
    let mut owners: Vec<Option<u8>> = Vec::new();
    for b in &marks.badges {
        if !owners.contains(&b.owner) {
            owners.push(b.owner);
        }
    }
    owners.sort();
    for owner in owners {
        if let Some(seat) = owner {
            let name = marks
                .seat_titles
                .get(usize::from(seat))
                .cloned()
                .unwrap_or_else(|| tr!("table-badges-seat", seat = seat));
            ui.label(egui::RichText::new(name).small().strong());
        }
        ui.horizontal_wrapped(|ui| {
            for (i, b) in marks.badges.iter().enumerate() {
                if b.owner == owner {
                    pill(ui, b, fill(marks, owner), i);
                }
            }
        });
        ui.add_space(4.0);
    }
}

/// Paints the badges of `owner` right-aligned, ending at `right` (the right end of a title
/// line, centred vertically there), no wider than `room`; returns the width they took.
pub fn row(ui: &mut egui::Ui, marks: &Marks, owner: Option<u8>, right: Pos2, room: f32) -> f32 {
    let height = FONT + 4.0;
    let mut x = right.x;
    for (i, b) in marks.badges.iter().enumerate().rev() {
        if b.owner != owner {
            continue;
        }
        let w = size(ui, b, height).x;
        if right.x - (x - w) > room {
            break;
        }
        let rect = Rect::from_min_size(pos2(x - w, right.y - height / 2.0), vec2(w, height));
        pill_at(ui, b, rect, fill(marks, owner), i);
        x -= w + GAP;
    }
    (right.x - x).max(0.0)
}

/// The width [`row`] takes for `owner`'s badges (all of them, with room to spare).
pub fn row_width(ui: &egui::Ui, marks: &Marks, owner: Option<u8>) -> f32 {
    marks
        .badges
        .iter()
        .filter(|b| b.owner == owner)
        .map(|b| size(ui, b, FONT + 4.0).x + GAP)
        .sum()
}

/// A line of the badges `which` picks, in the flow of `ui` (above a table of card zones).
pub fn line(ui: &mut egui::Ui, marks: &Marks, which: impl Fn(&Badge) -> bool) {
    ui.horizontal(|ui| {
        for (i, b) in marks.badges.iter().enumerate() {
            if which(b) {
                pill(ui, b, fill(marks, b.owner), i);
            }
        }
    });
}

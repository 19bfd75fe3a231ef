//! Dice in a zone (`CardFace::Die`): a rounded square in the card's slot with pips for the
//! faces of a common die, a number for larger dice, and a blank cup-grey face for a die this
//! viewer may not see.

use crate::gui::style::CardLook;
use crate::tr;
use egui::{Align2, Color32, FontId, Rect, Stroke, StrokeKind, pos2, vec2};

/// The square a die takes inside a card's slot: as wide as the slot, in its middle, so dice
/// line up with each other and sit centred in a row of cards.
pub fn die_rect(slot: Rect) -> Rect {
    let side = slot.width().min(slot.height());
    Rect::from_center_size(slot.center(), vec2(side, side))
}

/// Where the pips of faces 1 to 6 sit, in thirds of the face (0 to 2 across and down).
fn pips(value: u8) -> &'static [(u8, u8)] {
    match value {
        1 => &[(1, 1)],
        2 => &[(0, 0), (2, 2)],
        3 => &[(0, 0), (1, 1), (2, 2)],
        4 => &[(0, 0), (2, 0), (0, 2), (2, 2)],
        5 => &[(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)],
        6 => &[(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)],
        _ => &[],
    }
}

/// Paints a die into the square of `slot`: pips for 1 to 6 on a die of at most six sides,
/// else the number; a hidden die (`None`) is a plain darker face with a `?`.
pub fn paint_die(
    painter: &egui::Painter,
    slot: Rect,
    sides: u8,
    value: Option<u8>,
    look: &CardLook,
) {
    let rect = die_rect(slot).shrink(2.0);
    let corner = rect.width() * 0.18;
    let Some(value) = value else {
        painter.rect_filled(rect, corner, look.back);
        painter.rect_stroke(
            rect,
            corner,
            Stroke::new(1.5, look.back_line),
            StrokeKind::Inside,
        );
        painter.text(
            rect.center(),
            Align2::CENTER_CENTER,
            "?",
            FontId::proportional(rect.height() * 0.45),
            look.back_line,
        );
        return;
    };
    painter.rect_filled(rect, corner, look.paper);
    painter.rect_stroke(
        rect,
        corner,
        Stroke::new(1.5, look.edge),
        StrokeKind::Inside,
    );
    let spots = pips(value);
    if sides <= 6 && !spots.is_empty() {
        let step = rect.width() * 0.28;
        let radius = rect.width() * 0.09;
        let origin = rect.center() - vec2(step, step);
        for &(x, y) in spots {
            let centre = origin + vec2(f32::from(x) * step, f32::from(y) * step);
            painter.circle_filled(pos2(centre.x, centre.y), radius, pip_color(value, look));
        }
    } else {
        painter.text(
            rect.center(),
            Align2::CENTER_CENTER,
            value.to_string(),
            FontId::proportional(rect.height() * 0.5),
            look.ink,
        );
    }
}

/// Ink for the pips; a one is red on a common die, as on most dice people own.
fn pip_color(value: u8, look: &CardLook) -> Color32 {
    if value == 1 {
        Color32::from_rgb(190, 30, 40)
    } else {
        look.ink
    }
}

/// The hover text of a die.
pub fn die_help(value: Option<u8>) -> String {
    match value {
        Some(v) => tr!("table-die-help", value = v),
        None => tr!("table-die-help-hidden"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_face_of_a_common_die_has_its_number_of_pips() {
        for v in 1..=6u8 {
            assert_eq!(pips(v).len(), usize::from(v));
        }
        assert!(pips(7).is_empty());
    }

    #[test]
    fn a_die_is_a_square_in_the_middle_of_its_slot() {
        let slot = Rect::from_min_size(pos2(10.0, 20.0), vec2(60.0, 90.0));
        let r = die_rect(slot);
        assert_eq!(r.width(), r.height());
        assert_eq!((r.top(), r.width()), (35.0, 60.0));
    }
}

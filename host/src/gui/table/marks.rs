//! The signs drawn over a cell: legal targets (one look per effect), the selection and the last
//! turn. Every bright sign lies on a dark halo so it reads on light and dark terrain alike, and
//! every sign stays inside its cell, so marking never moves anything.

use crate::gui::style::{self, HALO};
use egui::{Color32, Painter, Pos2, Rect, Shape, Stroke, Vec2, vec2};
use game_wire::scene::Effect;

pub const SQRT3: f32 = 1.732_050_8;

/// The ring of halo around a faint target's dot.
pub const DOT_HALO: f32 = 1.5;

/// The radius of the dot that marks a target among many (a summon anywhere).
pub fn dot_radius(cell: CellShape) -> f32 {
    (cell.inner() * 0.16).clamp(3.0, 7.0)
}

/// Where a cell is on screen.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum CellShape {
    Square(Rect),
    /// A flat-topped hex: its centre and the distance to a corner.
    Hex {
        center: Pos2,
        radius: f32,
    },
}

impl CellShape {
    pub fn center(&self) -> Pos2 {
        match self {
            CellShape::Square(r) => r.center(),
            CellShape::Hex { center, .. } => *center,
        }
    }

    /// Half the cell's smaller extent: the radius of the largest circle inside it.
    pub fn inner(&self) -> f32 {
        match self {
            CellShape::Square(r) => r.width().min(r.height()) / 2.0,
            CellShape::Hex { radius, .. } => radius * SQRT3 / 2.0,
        }
    }

    /// The outline `inset` points inside the edge.
    pub fn outline(&self, inset: f32) -> Vec<Pos2> {
        match *self {
            CellShape::Square(r) => {
                let r = r.shrink(inset);
                vec![
                    r.left_top(),
                    r.right_top(),
                    r.right_bottom(),
                    r.left_bottom(),
                ]
            }
            CellShape::Hex { center, radius } => {
                // The inset measured across the flats, as for squares.
                let k = (radius - inset * 2.0 / SQRT3).max(1.0);
                (0..6)
                    .map(|i| {
                        let a = std::f32::consts::PI / 3.0 * i as f32;
                        center + vec2(a.cos(), a.sin()) * k
                    })
                    .collect()
            }
        }
    }

    /// The box the cell's corner brackets go in.
    fn bracket_box(&self) -> Rect {
        match *self {
            CellShape::Square(r) => r.shrink(r.width() * 0.08),
            CellShape::Hex { center, radius } => {
                Rect::from_center_size(center, Vec2::splat(radius * 1.3))
            }
        }
    }
}

/// A bright ring on a dark halo along the cell's edge.
pub fn ring(painter: &Painter, cell: CellShape, color: Color32, width: f32) {
    let inset = 1.0 + width;
    let points = cell.outline(inset);
    painter.add(Shape::closed_line(
        points.clone(),
        Stroke::new(width + 2.5, HALO),
    ));
    painter.add(Shape::closed_line(points, Stroke::new(width, color)));
}

fn halo_line(painter: &Painter, points: [Pos2; 2], color: Color32, width: f32) {
    painter.line_segment(points, Stroke::new(width + 2.5, HALO));
    painter.line_segment(points, Stroke::new(width, color));
}

fn halo_path(painter: &Painter, points: Vec<Pos2>, color: Color32, width: f32) {
    painter.add(Shape::line(points.clone(), Stroke::new(width + 2.5, HALO)));
    painter.add(Shape::line(points, Stroke::new(width, color)));
}

/// A legal target. `faint` when nearly everything is one (the marks then stay out of the way);
/// `toward` is the direction of a push, when known.
pub fn target(painter: &Painter, cell: CellShape, effect: Effect, faint: bool, toward: Vec2) {
    let width = if faint { 1.5 } else { 2.5 };
    let c = cell.center();
    let r = cell.inner();
    // Many targets at once (a summon anywhere): a dot on a halo in the middle of each, which
    // reads as well and keeps the board calm (and the frame cheap).
    if faint && matches!(effect, Effect::Move | Effect::Place) {
        let color = if effect == Effect::Move {
            style::NEXT_STEP
        } else {
            style::PLACE
        };
        let dot = dot_radius(cell);
        painter.circle_filled(c, dot + DOT_HALO, HALO);
        painter.circle_filled(c, dot, color);
        return;
    }
    match effect {
        Effect::Move => ring(painter, cell, style::NEXT_STEP, width),
        Effect::Capture => {
            ring(painter, cell, style::CAPTURE, width);
            // Corner brackets: a capture reads as a capture even without colour.
            let b = cell.bracket_box();
            let arm = b.width() * 0.28;
            for (corner, dx, dy) in [
                (b.left_top(), 1.0, 1.0),
                (b.right_top(), -1.0, 1.0),
                (b.right_bottom(), -1.0, -1.0),
                (b.left_bottom(), 1.0, -1.0),
            ] {
                halo_path(
                    painter,
                    vec![
                        corner + vec2(0.0, dy * arm),
                        corner,
                        corner + vec2(dx * arm, 0.0),
                    ],
                    style::CAPTURE,
                    width + 0.5,
                );
            }
        }
        Effect::Attack => {
            // A target sight: a circle and four ticks through it.
            let rr = r * 0.55;
            painter.circle_stroke(c, rr, Stroke::new(width + 2.5, HALO));
            painter.circle_stroke(c, rr, Stroke::new(width, style::ATTACK));
            for d in [
                vec2(1.0, 0.0),
                vec2(-1.0, 0.0),
                vec2(0.0, 1.0),
                vec2(0.0, -1.0),
            ] {
                halo_line(
                    painter,
                    [c + d * r * 0.3, c + d * r * 0.85],
                    style::ATTACK,
                    width,
                );
            }
        }
        Effect::Push => {
            ring(painter, cell, style::PUSH, width - 0.5);
            let d = if toward.length() > 0.01 {
                toward.normalized()
            } else {
                vec2(0.0, -1.0)
            };
            let p = d.rot90();
            let a = r * 0.28;
            for shift in [-0.3, 0.25] {
                let tip = c + d * (r * shift + a);
                halo_path(
                    painter,
                    vec![tip - d * a + p * a, tip, tip - d * a - p * a],
                    style::PUSH,
                    width + 0.5,
                );
            }
        }
        Effect::Place => {
            ring(painter, cell, style::PLACE, width - 0.5);
            let a = r * 0.3;
            halo_line(
                painter,
                [c - vec2(a, 0.0), c + vec2(a, 0.0)],
                style::PLACE,
                width + 0.5,
            );
            halo_line(
                painter,
                [c - vec2(0.0, a), c + vec2(0.0, a)],
                style::PLACE,
                width + 0.5,
            );
        }
    }
}

/// What the player has clicked so far.
pub fn selected(painter: &Painter, cell: CellShape) {
    ring(painter, cell, style::SELECTED, 3.5);
}

/// Where a piece arrived in the last turn: a strong outline.
pub fn last_move(painter: &Painter, cell: CellShape) {
    ring(painter, cell, style::LAST_MOVE, 2.5);
}

/// Where a piece left from in the last turn: a faint dashed outline, no halo.
pub fn last_from(painter: &Painter, cell: CellShape) {
    let mut points = cell.outline(3.0);
    if let Some(first) = points.first().copied() {
        points.push(first);
    }
    let stroke = Stroke::new(2.0, style::LAST_MOVE.gamma_multiply(0.75));
    painter.extend(Shape::dashed_line(&points, stroke, 5.0, 4.0));
}

/// A highlight the plugin asks for without saying more (threat, info): a thin ring.
pub fn plain(painter: &Painter, cell: CellShape, color: Color32) {
    ring(painter, cell, color, 1.5);
}

/// Where a piece was taken: a red ✕ on a halo, `strength` from 1 (just taken) down to the
/// faint dot it fades into.
pub fn captured(painter: &Painter, cell: CellShape, strength: f32) {
    let c = cell.center();
    let r = cell.inner();
    let dot = r * 0.16;
    painter.circle_filled(c, dot + 1.0, HALO.gamma_multiply(0.6));
    painter.circle_filled(c, dot, style::CAPTURE);
    let s = strength.clamp(0.0, 1.0);
    if s <= 0.0 {
        return;
    }
    let a = r * 0.45;
    let color = style::CAPTURE.gamma_multiply(s);
    let halo = HALO.gamma_multiply(s);
    for (p, q) in [
        (c + vec2(-a, -a), c + vec2(a, a)),
        (c + vec2(-a, a), c + vec2(a, -a)),
    ] {
        painter.line_segment([p, q], Stroke::new(6.0, halo));
        painter.line_segment([p, q], Stroke::new(3.5, color));
    }
}

/// How strongly a capture marker shows `age` seconds after it first did: fading over
/// [`CAPTURE_FADE`] seconds (a fixed, half-strength marker with animations off).
pub fn capture_strength(age: f64, animations: bool) -> f32 {
    if !animations {
        return 0.5;
    }
    (1.0 - age / CAPTURE_FADE).clamp(0.0, 1.0) as f32
}

/// Seconds a capture marker takes to fade to its dot.
pub const CAPTURE_FADE: f64 = 2.0;

#[cfg(test)]
mod tests {
    use super::*;
    use egui::pos2;

    #[test]
    fn marks_stay_inside_their_cell() {
        let square = CellShape::Square(Rect::from_min_size(pos2(10.0, 10.0), vec2(40.0, 40.0)));
        for p in square.outline(3.5) {
            assert!(Rect::from_min_size(pos2(10.0, 10.0), vec2(40.0, 40.0)).contains(p));
        }
        let hex = CellShape::Hex {
            center: pos2(0.0, 0.0),
            radius: 20.0,
        };
        for p in hex.outline(3.5) {
            assert!(p.to_vec2().length() < 20.0);
        }
        assert!((hex.inner() - 17.32).abs() < 0.01);
    }

    #[test]
    fn a_capture_marker_fades_to_a_dot_in_two_seconds() {
        assert_eq!(capture_strength(0.0, true), 1.0);
        assert!((capture_strength(1.0, true) - 0.5).abs() < 1e-6);
        assert_eq!(capture_strength(2.5, true), 0.0);
        assert_eq!(capture_strength(0.0, false), capture_strength(9.0, false));
    }
}

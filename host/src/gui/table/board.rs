//! Drawing square and hex boards from a scene, and turning clicks into element ids.

use super::paint::Marks;
use crate::gui::style::{self, SELECTED};
use egui::{Align2, Color32, FontId, Pos2, Rect, Sense, Shape, Stroke, StrokeKind, Vec2};
use game_sdk::scene::{Board, Cell, Geometry};

const SQRT3: f32 = 1.732_050_8;
/// The colour of cells hidden behind a screen.
const SCREEN: Color32 = Color32::from_rgb(72, 66, 84);

/// Draws a board filling `rect` as well as its shape allows; returns the element clicked.
pub fn draw(ui: &mut egui::Ui, board: &Board, rect: Rect, marks: &Marks) -> Option<String> {
    match board.geometry {
        Geometry::Square { files, ranks } => draw_square(ui, board, rect, files, ranks, marks),
        Geometry::HexAxial => draw_hex(ui, board, rect, marks),
    }
}

/// The id a click on this cell means: its piece when the piece is what can be clicked next,
/// otherwise the cell.
fn click_target(cell: &Cell, marks: &Marks) -> String {
    match &cell.piece {
        Some(p) if marks.next.contains(&p.id) || marks.selected.contains(&p.id) => p.id.clone(),
        _ => cell.id.clone(),
    }
}

fn is_next(cell: &Cell, marks: &Marks) -> bool {
    marks.next.contains(&cell.id)
        || cell
            .piece
            .as_ref()
            .is_some_and(|p| marks.next.contains(&p.id))
}

fn is_selected(cell: &Cell, marks: &Marks) -> bool {
    marks.selected.contains(&cell.id)
        || cell
            .piece
            .as_ref()
            .is_some_and(|p| marks.selected.contains(&p.id))
}

fn draw_square(
    ui: &mut egui::Ui,
    board: &Board,
    rect: Rect,
    files: u32,
    ranks: u32,
    marks: &Marks,
) -> Option<String> {
    let margin = 18.0;
    let size = ((rect.width() - margin) / files.max(1) as f32)
        .min((rect.height() - margin) / ranks.max(1) as f32)
        .max(8.0);
    let origin = Pos2::new(
        rect.center().x - size * files as f32 / 2.0 + margin / 2.0,
        rect.center().y - size * ranks as f32 / 2.0 - margin / 2.0,
    );
    let painter = ui.painter_at(rect);
    let mut clicked = None;
    for cell in &board.cells {
        let min = origin
            + Vec2::new(
                cell.q as f32 * size,
                (ranks as i32 - 1 - cell.r) as f32 * size,
            );
        let cell_rect = Rect::from_min_size(min, Vec2::splat(size));
        let screened = board.screened.contains(&cell.id);
        let fill = if screened {
            SCREEN
        } else {
            style::terrain_color(cell.terrain.as_deref(), (cell.q + cell.r) % 2 == 0)
        };
        painter.rect_filled(cell_rect, 0.0, fill);
        painter.rect_stroke(
            cell_rect,
            0.0,
            Stroke::new(1.0, Color32::from_black_alpha(60)),
            StrokeKind::Inside,
        );
        if let Some(c) = cell_response(ui, board, cell, cell_rect, marks) {
            clicked = Some(c);
        }
        draw_cell_contents(
            &painter,
            cell,
            cell_rect.center(),
            size * 0.5,
            marks,
            board.screened.contains(&cell.id),
        );
        let ring = cell_rect.shrink(2.0);
        if is_selected(cell, marks) {
            painter.rect_stroke(ring, 3.0, Stroke::new(3.5, SELECTED), StrokeKind::Inside);
        } else if is_next(cell, marks) {
            painter.rect_stroke(ring, 3.0, marks.next_stroke(), StrokeKind::Inside);
        } else if marks.last.contains(&cell.id) {
            painter.rect_stroke(
                ring,
                3.0,
                Stroke::new(2.5, style::LAST_MOVE),
                StrokeKind::Inside,
            );
        }
    }
    // One caption over the whole screen rather than a mark per hidden cell.
    let hidden: Vec<Pos2> = board
        .cells
        .iter()
        .filter(|c| board.screened.contains(&c.id))
        .map(|c| {
            origin
                + Vec2::new(
                    (c.q as f32 + 0.5) * size,
                    (ranks as i32 - 1 - c.r) as f32 * size + size / 2.0,
                )
        })
        .collect();
    if let Some(first) = hidden.first() {
        let area = hidden
            .iter()
            .fold(Rect::from_center_size(*first, Vec2::ZERO), |r, p| {
                r.union(Rect::from_center_size(*p, Vec2::ZERO))
            });
        painter.text(
            area.center(),
            Align2::CENTER_CENTER,
            "Hidden behind the screen",
            FontId::proportional((size * 0.3).clamp(12.0, 22.0)),
            Color32::from_gray(200),
        );
    }
    let label_color = ui.visuals().weak_text_color();
    let font = FontId::proportional((size * 0.22).clamp(10.0, 14.0));
    for f in 0..files {
        let x = origin.x + (f as f32 + 0.5) * size;
        let name = char::from(b'a' + (f % 26) as u8);
        painter.text(
            Pos2::new(x, origin.y + ranks as f32 * size + 8.0),
            Align2::CENTER_CENTER,
            name,
            font.clone(),
            label_color,
        );
    }
    for r in 0..ranks {
        let y = origin.y + (ranks - 1 - r) as f32 * size + size / 2.0;
        painter.text(
            Pos2::new(origin.x - 9.0, y),
            Align2::CENTER_CENTER,
            r + 1,
            font.clone(),
            label_color,
        );
    }
    clicked
}

fn hex_center(q: i32, r: i32) -> (f32, f32) {
    (1.5 * q as f32, -SQRT3 * (r as f32 + q as f32 / 2.0))
}

fn draw_hex(ui: &mut egui::Ui, board: &Board, rect: Rect, marks: &Marks) -> Option<String> {
    let centers: Vec<(f32, f32)> = board.cells.iter().map(|c| hex_center(c.q, c.r)).collect();
    let (min_x, max_x) = centers
        .iter()
        .fold((f32::MAX, f32::MIN), |(a, b), c| (a.min(c.0), b.max(c.0)));
    let (min_y, max_y) = centers
        .iter()
        .fold((f32::MAX, f32::MIN), |(a, b), c| (a.min(c.1), b.max(c.1)));
    if board.cells.is_empty() {
        return None;
    }
    let radius = (rect.width() / (max_x - min_x + 2.0))
        .min(rect.height() / (max_y - min_y + SQRT3))
        .max(6.0);
    let mid = Vec2::new((min_x + max_x) / 2.0, (min_y + max_y) / 2.0);
    let painter = ui.painter_at(rect);
    let mut clicked = None;
    for (cell, &(x, y)) in board.cells.iter().zip(&centers) {
        let center = rect.center() + (Vec2::new(x, y) - mid) * radius;
        let corners: Vec<Pos2> = (0..6)
            .map(|i| {
                let angle = std::f32::consts::PI / 3.0 * i as f32;
                center + Vec2::new(angle.cos(), angle.sin()) * (radius - 1.0)
            })
            .collect();
        let fill = if board.screened.contains(&cell.id) {
            SCREEN
        } else {
            style::terrain_color(cell.terrain.as_deref(), false)
        };
        painter.add(Shape::convex_polygon(
            corners.clone(),
            fill,
            Stroke::new(1.0, Color32::from_black_alpha(70)),
        ));
        let hit = Rect::from_center_size(center, Vec2::new(radius * 1.5, radius * SQRT3 * 0.95));
        if let Some(c) = cell_response(ui, board, cell, hit, marks) {
            clicked = Some(c);
        }
        if cell.piece.is_none() {
            let font = FontId::proportional((radius * 0.36).clamp(8.0, 13.0));
            painter.text(
                center,
                Align2::CENTER_CENTER,
                &cell.name,
                font,
                Color32::from_black_alpha(90),
            );
        }
        draw_cell_contents(
            &painter,
            cell,
            center,
            radius * 0.78,
            marks,
            board.screened.contains(&cell.id),
        );
        let ring_color = if is_selected(cell, marks) {
            Some((SELECTED, 3.5))
        } else if is_next(cell, marks) {
            Some((marks.next_stroke().color, marks.next_stroke().width))
        } else if marks.last.contains(&cell.id) {
            Some((style::LAST_MOVE, 2.5))
        } else {
            None
        };
        if let Some((color, width)) = ring_color {
            let inner: Vec<Pos2> = corners
                .iter()
                .map(|p| center + (*p - center) * 0.86)
                .collect();
            painter.add(Shape::closed_line(inner, Stroke::new(width, color)));
        }
    }
    clicked
}

/// The interactive part of a cell: click, hover help and an accessibility label.
fn cell_response(
    ui: &mut egui::Ui,
    board: &Board,
    cell: &Cell,
    rect: Rect,
    marks: &Marks,
) -> Option<String> {
    let id = ui.scope_id().with((&board.id, &cell.id));
    let response = ui.interact(rect, id, Sense::click());
    let label = super::paint::cell_label(cell);
    let enabled = is_next(cell, marks);
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, enabled, &label));
    let help = marks.help_for_cell(cell);
    let response = if help.is_empty() {
        response
    } else {
        response.on_hover_text(help)
    };
    if response.clicked() {
        Some(click_target(cell, marks))
    } else {
        None
    }
}

fn draw_cell_contents(
    painter: &egui::Painter,
    cell: &Cell,
    center: Pos2,
    radius: f32,
    marks: &Marks,
    screened: bool,
) {
    if screened {
        return;
    }
    if cell.piece.is_none() {
        draw_terrain_sign(painter, cell.terrain.as_deref(), center, radius);
    }
    if let Some(piece) = &cell.piece {
        let style = marks.seat(piece.owner);
        painter.circle_filled(center, radius * 0.8, style.fill);
        painter.circle_stroke(center, radius * 0.8, Stroke::new(1.5, style.outline));
        // A label that only repeats the owner's colour says nothing the colour does not.
        if !piece.label.is_empty() && !marks.is_seat_name(&piece.label) {
            let chars = piece.label.chars().count().max(1) as f32;
            let size = (radius * 0.7)
                .clamp(9.0, 22.0)
                .min(radius * 2.6 / chars)
                .max(7.0);
            let font = FontId::proportional(size);
            painter.text(
                center,
                Align2::CENTER_CENTER,
                &piece.label,
                font,
                style.text,
            );
        }
        for (i, mark) in piece.marks.iter().chain(&cell.marks).enumerate() {
            let at = center + Vec2::new(radius * 0.75, -radius * 0.75 + i as f32 * 12.0);
            painter.text(
                at,
                Align2::CENTER_CENTER,
                mark_glyph(mark),
                FontId::proportional(11.0),
                Color32::from_rgb(200, 30, 30),
            );
        }
    } else {
        for (i, mark) in cell.marks.iter().enumerate() {
            let at = center + Vec2::new(0.0, radius * 0.5 + i as f32 * 12.0);
            painter.text(
                at,
                Align2::CENTER_CENTER,
                mark_glyph(mark),
                FontId::proportional(11.0),
                Color32::from_rgb(120, 30, 30),
            );
        }
    }
}

fn mark_glyph(mark: &str) -> String {
    match mark {
        "stuck" => "≈".into(),
        "ruined" => "×".into(),
        other => other.chars().take(3).collect(),
    }
}

/// A small drawn sign for well-known terrain, so terrain does not rely on colour alone.
fn draw_terrain_sign(painter: &egui::Painter, terrain: Option<&str>, center: Pos2, radius: f32) {
    let ink = Color32::from_black_alpha(110);
    let r = radius * 0.45;
    match terrain.map(str::to_ascii_lowercase).as_deref() {
        Some("mountain") => {
            let pts = vec![
                center + Vec2::new(-r, r * 0.6),
                center + Vec2::new(0.0, -r * 0.8),
                center + Vec2::new(r, r * 0.6),
            ];
            painter.add(Shape::convex_polygon(
                pts,
                Color32::from_black_alpha(40),
                Stroke::new(1.5, ink),
            ));
        }
        Some("water") => {
            for dy in [-0.35, 0.15] {
                let y = center.y + r * dy;
                let pts: Vec<Pos2> = (0..=8)
                    .map(|i| {
                        let t = i as f32 / 8.0;
                        Pos2::new(
                            center.x - r + 2.0 * r * t,
                            y + (t * std::f32::consts::TAU).sin() * r * 0.15,
                        )
                    })
                    .collect();
                painter.add(Shape::line(
                    pts,
                    Stroke::new(1.5, Color32::from_white_alpha(150)),
                ));
            }
        }
        Some("forest") => {
            for dx in [-0.45, 0.45] {
                let top = center + Vec2::new(r * dx, -r * 0.2);
                painter.circle_filled(top, r * 0.38, Color32::from_black_alpha(70));
                painter.line_segment(
                    [top, top + Vec2::new(0.0, r * 0.7)],
                    Stroke::new(1.5, Color32::from_black_alpha(90)),
                );
            }
        }
        Some("fortress") => {
            let body = Rect::from_center_size(
                center + Vec2::new(0.0, r * 0.15),
                Vec2::new(r * 1.4, r * 0.9),
            );
            painter.rect_stroke(body, 0.0, Stroke::new(1.5, ink), StrokeKind::Inside);
            for i in 0..3 {
                let x = body.left() + body.width() * (0.1 + 0.4 * i as f32);
                let merlon = Rect::from_min_size(
                    Pos2::new(x, body.top() - r * 0.3),
                    Vec2::new(body.width() * 0.2, r * 0.3),
                );
                painter.rect_filled(merlon, 0.0, ink);
            }
        }
        _ => {}
    }
}

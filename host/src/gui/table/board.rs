//! Drawing square and hex boards from a scene, and turning clicks into element ids.

use super::paint::Marks;
use crate::gui::style::{self, NEXT_STEP, SELECTED};
use egui::{Align2, Color32, FontId, Pos2, Rect, Sense, Shape, Stroke, StrokeKind, Vec2};
use game_sdk::scene::{Board, Cell, Geometry};

const SQRT3: f32 = 1.732_050_8;

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

fn accessible_label(cell: &Cell) -> String {
    match &cell.piece {
        Some(p) => format!("{} {}", cell.name, p.kind),
        None => cell.name.clone(),
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
        let fill = style::terrain_color(cell.terrain.as_deref(), (cell.q + cell.r) % 2 == 0);
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
            painter.rect_stroke(ring, 3.0, Stroke::new(2.5, NEXT_STEP), StrokeKind::Inside);
        } else if marks.last.contains(&cell.id) {
            painter.rect_stroke(
                ring,
                3.0,
                Stroke::new(2.5, style::LAST_MOVE),
                StrokeKind::Inside,
            );
        }
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
        let fill = style::terrain_color(cell.terrain.as_deref(), false);
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
            Some((NEXT_STEP, 2.5))
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
    let label = accessible_label(cell);
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
        painter.circle_filled(center, radius * 0.9, Color32::from_black_alpha(120));
        return;
    }
    if let Some(piece) = &cell.piece {
        let style = marks.seat(piece.owner);
        painter.circle_filled(center, radius * 0.8, style.fill);
        painter.circle_stroke(center, radius * 0.8, Stroke::new(1.5, style.outline));
        if !piece.label.is_empty() {
            let font = FontId::proportional((radius * 0.7).clamp(9.0, 22.0));
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

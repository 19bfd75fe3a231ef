//! Drawing square and hex boards from a scene, and turning clicks into element ids.
//!
//! A board is drawn in layers: cells (terrain fill and sign), the last turn's outlines, pieces
//! (sliding when they just moved), marks, then legal targets and the selection on top. Where
//! each cell goes depends only on the board and the space ([`Frame`]), never on what is
//! selected or marked, so marking never moves anything.

use super::anim::{self, Motion};
use super::board_edges;
use super::marks::{self, CellShape};
use super::paint::Marks;
use super::{badges, legend};
use crate::gui::style;
use crate::tr;
use egui::{Align2, Color32, FontId, Pos2, Rect, Sense, Shape, Stroke, Vec2, pos2, vec2};
use game_wire::scene::{Board, Cell, Geometry, Piece};

const SQRT3: f32 = 1.732_050_8;
/// The colour of cells hidden behind a screen.
const SCREEN: Color32 = Color32::from_rgb(72, 66, 84);
/// The width of the column beside the board with the legend and the badges.
const SIDE: f32 = 170.0;
/// The room left for file letters and rank numbers around a square board, and for the file
/// letters above and below a hex board.
const MARGIN: f32 = 18.0;

/// Where the cells of a board go in a rect: the same for every frame with the same board
/// shape and space. A turned board is the unturned one rotated half a turn about its centre.
#[derive(Debug, Clone, Copy)]
pub struct Frame {
    kind: FrameKind,
    pivot: Pos2,
    turned: bool,
}

#[derive(Debug, Clone, Copy)]
enum FrameKind {
    Square {
        origin: Pos2,
        size: f32,
        ranks: i32,
    },
    Hex {
        center: Pos2,
        mid: Vec2,
        radius: f32,
    },
}

fn hex_center(q: i32, r: i32) -> (f32, f32) {
    (1.5 * q as f32, -SQRT3 * (r as f32 + q as f32 / 2.0))
}

/// The extent of a hex board in hex radii: (min x, max x, min y, max y).
fn hex_bounds(board: &Board) -> (f32, f32, f32, f32) {
    board.cells.iter().map(|c| hex_center(c.q, c.r)).fold(
        (f32::MAX, f32::MIN, f32::MAX, f32::MIN),
        |(a, b, c, d), (x, y)| (a.min(x), b.max(x), c.min(y), d.max(y)),
    )
}

impl Frame {
    /// The frame of `board` filling `rect` as well as its shape allows; `None` for a board
    /// without cells.
    pub fn new(board: &Board, rect: Rect) -> Option<Frame> {
        if board.cells.is_empty() {
            return None;
        }
        let kind = match board.geometry {
            Geometry::Square { files, ranks } => {
                let size = ((rect.width() - MARGIN) / files.max(1) as f32)
                    .min((rect.height() - MARGIN) / ranks.max(1) as f32)
                    .max(8.0);
                let origin = pos2(
                    rect.center().x - size * files as f32 / 2.0 + MARGIN / 2.0,
                    rect.center().y - size * ranks as f32 / 2.0 - MARGIN / 2.0,
                );
                FrameKind::Square {
                    origin,
                    size,
                    ranks: ranks as i32,
                }
            }
            Geometry::HexAxial => {
                let (min_x, max_x, min_y, max_y) = hex_bounds(board);
                // Room above and below for the files' letters (board_edges::hex).
                let radius = (rect.width() / (max_x - min_x + 2.0))
                    .min((rect.height() - 2.0 * MARGIN) / (max_y - min_y + SQRT3))
                    .max(6.0);
                FrameKind::Hex {
                    center: rect.center(),
                    mid: vec2((min_x + max_x) / 2.0, (min_y + max_y) / 2.0),
                    radius,
                }
            }
        };
        let pivot = match kind {
            FrameKind::Square {
                origin,
                size,
                ranks,
            } => {
                let files = match board.geometry {
                    Geometry::Square { files, .. } => files as f32,
                    Geometry::HexAxial => 0.0,
                };
                origin + vec2(files * size, ranks as f32 * size) / 2.0
            }
            FrameKind::Hex { center, .. } => center,
        };
        Some(Frame {
            kind,
            pivot,
            turned: board.turned,
        })
    }

    /// The side of a square cell (`None` on a hex board).
    pub fn square_size(&self) -> Option<f32> {
        match self.kind {
            FrameKind::Square { size, .. } => Some(size),
            FrameKind::Hex { .. } => None,
        }
    }

    /// The radius of a hex (`None` on a square board).
    pub fn hex_radius(&self) -> Option<f32> {
        match self.kind {
            FrameKind::Hex { radius, .. } => Some(radius),
            FrameKind::Square { .. } => None,
        }
    }

    fn turn(&self, p: Pos2) -> Pos2 {
        if self.turned {
            self.pivot + (self.pivot - p)
        } else {
            p
        }
    }

    /// The centre of the cell at (q, r).
    pub fn center(&self, q: i32, r: i32) -> Pos2 {
        let p = match self.kind {
            FrameKind::Square {
                origin,
                size,
                ranks,
            } => {
                origin
                    + vec2(
                        (q as f32 + 0.5) * size,
                        ((ranks - 1 - r) as f32 + 0.5) * size,
                    )
            }
            FrameKind::Hex {
                center,
                mid,
                radius,
            } => {
                let (x, y) = hex_center(q, r);
                center + (vec2(x, y) - mid) * radius
            }
        };
        self.turn(p)
    }

    /// Where the cell at (q, r) is.
    pub fn shape(&self, q: i32, r: i32) -> CellShape {
        let c = self.center(q, r);
        match self.kind {
            FrameKind::Square { size, .. } => {
                CellShape::Square(Rect::from_center_size(c, Vec2::splat(size)))
            }
            FrameKind::Hex { radius, .. } => CellShape::Hex {
                center: c,
                radius: radius - 1.0,
            },
        }
    }

    /// The part of a cell that takes clicks.
    fn hit(&self, shape: CellShape) -> Rect {
        match shape {
            CellShape::Square(r) => r,
            CellShape::Hex { center, radius } => {
                Rect::from_center_size(center, vec2(radius * 1.5, radius * SQRT3 * 0.95))
            }
        }
    }

    /// How big a piece's disc is in a cell.
    fn piece_radius(&self, shape: CellShape) -> f32 {
        match shape {
            CellShape::Square(r) => r.width() * 0.4,
            CellShape::Hex { radius, .. } => radius * 0.62,
        }
    }
}

/// The board's shape: width over height, with the square board's coordinate margin.
fn aspect(board: &Board) -> f32 {
    match board.geometry {
        Geometry::Square { files, ranks } => {
            (files.max(1) as f32 * 40.0 + MARGIN) / (ranks.max(1) as f32 * 40.0 + MARGIN)
        }
        Geometry::HexAxial => {
            let (a, b, c, d) = hex_bounds(board);
            (b - a + 2.0) / (d - c + SQRT3)
        }
    }
}

/// Splits the board's space into the board and, when the scene has a legend or badges and this
/// is its first board, a column right beside it for them.
fn split(board: &Board, rect: Rect, marks: &Marks) -> (Rect, Option<Rect>) {
    let wants_side = marks.first_board.as_ref() == Some(&board.id)
        && (!marks.legend.is_empty() || !marks.badges.is_empty())
        && !board.cells.is_empty();
    if !wants_side || rect.width() < 2.0 * SIDE {
        return (rect, None);
    }
    let width = (rect.height() * aspect(board)).min(rect.width() - SIDE - 8.0);
    let left = rect.center().x - (width + 8.0 + SIDE) / 2.0;
    let board_rect = Rect::from_min_size(pos2(left, rect.top()), vec2(width, rect.height()));
    let side = Rect::from_min_size(
        pos2(board_rect.right() + 8.0, rect.top()),
        vec2(SIDE, rect.height()),
    );
    (board_rect, Some(side))
}

/// Draws a board filling `rect` as well as its shape allows; returns the element clicked.
pub fn draw(ui: &mut egui::Ui, board: &Board, rect: Rect, marks: &Marks) -> Option<String> {
    let (board_rect, side) = split(board, rect, marks);
    if let Some(side) = side {
        side_column(ui, side, marks);
    }
    let frame = Frame::new(board, board_rect)?;
    let motion = anim::track(ui.ctx(), board, marks);
    let painter = ui.painter_at(rect);
    let shapes: Vec<CellShape> = board.cells.iter().map(|c| frame.shape(c.q, c.r)).collect();
    let mut clicked = None;
    let grid = board_edges::is_plain_grid(board);
    for (cell, &shape) in board.cells.iter().zip(&shapes) {
        let screened = board.screened.contains(&cell.id);
        if !grid {
            draw_cell(&painter, cell, shape, marks, screened);
        }
        if let Some(c) = cell_response(ui, board, cell, frame.hit(shape), marks) {
            clicked = Some(c);
        }
    }
    if grid {
        board_edges::grid_lines(ui, &painter, &frame, board);
    }
    // On a plain grid the marks keep off the lines, so the grid still reads as one.
    let mark_shapes: Vec<CellShape> = if grid {
        shapes
            .iter()
            .map(|s| board_edges::inside_grid(*s))
            .collect()
    } else {
        shapes.clone()
    };
    for (cell, &shape) in board.cells.iter().zip(&mark_shapes) {
        if marks.last_from.contains(&cell.id) {
            marks::last_from(&painter, shape);
        }
        if marks.last.contains(&cell.id) {
            marks::last_move(&painter, shape);
        } else if marks.threat.contains(&cell.id) {
            marks::plain(&painter, shape, style::THREAT);
        } else if marks.info.contains(&cell.id) {
            marks::plain(&painter, shape, style::INFO);
        }
    }
    // Pieces after every cell, so a sliding piece passes over the cells on its way.
    for (cell, &shape) in board.cells.iter().zip(&shapes) {
        if board.screened.contains(&cell.id) {
            continue;
        }
        if let Some(piece) = &cell.piece {
            let at = slide_position(&frame, &motion, cell, shape.center());
            draw_piece(&painter, piece, at, frame.piece_radius(shape), marks);
        }
        draw_cell_marks(&painter, cell, shape, marks);
    }
    let faint = marks.next.len() > 16;
    let toward = push_origin(board, &frame, marks);
    for (cell, &shape) in board.cells.iter().zip(&mark_shapes) {
        if let Some(age) = motion.captured_age.get(&cell.id) {
            marks::captured(
                &painter,
                shape,
                marks::capture_strength(*age, marks.animations),
            );
        }
        if is_selected(cell, marks) {
            marks::selected(&painter, shape);
        } else if let Some(effect) = effect_on(cell, marks) {
            let dir = toward.map_or(Vec2::ZERO, |from| shape.center() - from);
            marks::target(&painter, shape, effect, faint, dir);
        }
    }
    screen_caption(&painter, board, &shapes);
    match board.geometry {
        Geometry::Square { .. } => board_edges::square(ui, &painter, &frame, board),
        Geometry::HexAxial => board_edges::hex(ui, &painter, &frame, board),
    }
    clicked
}

/// Where a piece is drawn this frame: on its way from its last cell when it just moved.
fn slide_position(frame: &Frame, motion: &Motion, cell: &Cell, end: Pos2) -> Pos2 {
    match motion.slides.get(&cell.id) {
        Some(((q, r), t)) => frame.center(*q, *r).lerp(end, *t),
        None => end,
    }
}

/// Where a push comes from: the selected element on this board (the pusher), if any.
fn push_origin(board: &Board, frame: &Frame, marks: &Marks) -> Option<Pos2> {
    let last = marks.selected.last()?;
    board
        .cells
        .iter()
        .find(|c| c.id == *last || c.piece.as_ref().is_some_and(|p| p.id == *last))
        .map(|c| frame.center(c.q, c.r))
}

/// The id a click on this cell means: its piece when the piece is what can be clicked next,
/// otherwise the cell.
fn click_target(cell: &Cell, marks: &Marks) -> String {
    match &cell.piece {
        Some(p) if marks.next.contains(&p.id) || marks.selected.contains(&p.id) => p.id.clone(),
        _ => cell.id.clone(),
    }
}

/// What clicking this cell next does, if it can be clicked next (through its piece or itself).
fn effect_on(cell: &Cell, marks: &Marks) -> Option<game_wire::scene::Effect> {
    cell.piece
        .as_ref()
        .and_then(|p| marks.effect_of(&p.id))
        .or_else(|| marks.effect_of(&cell.id))
}

fn is_selected(cell: &Cell, marks: &Marks) -> bool {
    marks.selected.contains(&cell.id)
        || cell
            .piece
            .as_ref()
            .is_some_and(|p| marks.selected.contains(&p.id))
}

/// A cell's ground: the terrain's colour and sign from the legend, or the screen.
fn draw_cell(
    painter: &egui::Painter,
    cell: &Cell,
    shape: CellShape,
    marks: &Marks,
    screened: bool,
) {
    let fill = if screened {
        SCREEN
    } else {
        marks
            .legend
            .terrain_fill(cell.terrain.as_deref(), (cell.q + cell.r) % 2 == 0)
    };
    let edge = Stroke::new(1.0, Color32::from_black_alpha(70));
    match shape {
        CellShape::Square(r) => {
            painter.rect_filled(r, 0.0, fill);
            painter.rect_stroke(r, 0.0, edge, egui::StrokeKind::Inside);
        }
        CellShape::Hex { .. } => {
            painter.add(Shape::convex_polygon(shape.outline(0.0), fill, edge));
        }
    }
    if screened || cell.piece.is_some() {
        return;
    }
    let ink = style::ink_on(fill);
    if let Some(sign) = marks.legend.terrain_sign(cell.terrain.as_deref()) {
        painter.text(
            shape.center(),
            Align2::CENTER_CENTER,
            sign,
            FontId::proportional((shape.inner() * 0.9).clamp(10.0, 40.0)),
            ink.gamma_multiply(0.55),
        );
    } else if matches!(shape, CellShape::Hex { .. }) {
        // Hex cells are hard to name by counting: an empty one shows its name, above where
        // a legal target's dot goes.
        let (at, size) = board_edges::hex_name_place(shape);
        painter.text(
            at,
            Align2::CENTER_CENTER,
            &cell.name,
            FontId::proportional(size),
            ink.gamma_multiply(0.55),
        );
    }
}

/// A piece: a disc in its owner's (or its own) colour with its label, or only the label, large.
fn draw_piece(painter: &egui::Painter, piece: &Piece, center: Pos2, radius: f32, marks: &Marks) {
    let seat = marks.seat(piece.owner);
    let (fill, text, outline) = match piece.look.color {
        Some(rgb) => {
            let fill = style::rgb(rgb);
            let ink = style::ink_on(fill);
            (fill, ink, ink.gamma_multiply(0.7))
        }
        None => (seat.fill, seat.text, seat.outline),
    };
    if piece.look.glyph_only {
        // The glyph in the piece's colour, on a thin contrasting rim so it reads on any ground.
        let chars = piece.label.chars().count().max(1) as f32;
        let size = (radius * 2.1 / chars.sqrt()).max(10.0);
        let font = FontId::proportional(size);
        let rim = style::ink_on(fill);
        for d in [
            vec2(-1.0, 0.0),
            vec2(1.0, 0.0),
            vec2(0.0, -1.0),
            vec2(0.0, 1.0),
        ] {
            painter.text(
                center + d * 1.2,
                Align2::CENTER_CENTER,
                &piece.label,
                font.clone(),
                rim,
            );
        }
        painter.text(center, Align2::CENTER_CENTER, &piece.label, font, fill);
        return;
    }
    painter.circle_filled(center, radius, fill);
    painter.circle_stroke(center, radius, Stroke::new(1.5, outline));
    // A label that only repeats the owner's colour says nothing the colour does not.
    if !piece.label.is_empty() && !marks.is_seat_name(&piece.label) {
        let chars = piece.label.chars().count().max(1) as f32;
        let size = (radius * 0.9)
            .clamp(9.0, 26.0)
            .min(radius * 3.2 / chars)
            .max(7.0);
        painter.text(
            center,
            Align2::CENTER_CENTER,
            &piece.label,
            FontId::proportional(size),
            text,
        );
    }
}

/// The marks on a cell and its piece, each a legible sign in a disc: along the piece's top
/// right edge when a piece stands there, else across the cell.
fn draw_cell_marks(painter: &egui::Painter, cell: &Cell, shape: CellShape, marks: &Marks) {
    let piece_marks = cell.piece.iter().flat_map(|p| &p.marks);
    let all: Vec<&String> = piece_marks.chain(&cell.marks).collect();
    if all.is_empty() {
        return;
    }
    let inner = shape.inner();
    let r = (inner * 0.3).clamp(7.0, 14.0);
    let c = shape.center();
    for (i, key) in all.iter().enumerate() {
        let (glyph, color) = marks.legend.mark(key);
        let at = if cell.piece.is_some() {
            c + vec2(inner - r, -inner + r + i as f32 * 2.0 * r)
        } else {
            c + vec2((i as f32 - (all.len() - 1) as f32 / 2.0) * 2.2 * r, 0.0)
        };
        legend::paint_mark(painter, at, r, &glyph, color);
    }
}

/// One caption over the whole screen rather than a mark per hidden cell.
fn screen_caption(painter: &egui::Painter, board: &Board, shapes: &[CellShape]) {
    let hidden: Vec<Pos2> = board
        .cells
        .iter()
        .zip(shapes)
        .filter(|(c, _)| board.screened.contains(&c.id))
        .map(|(_, s)| s.center())
        .collect();
    let Some(first) = hidden.first() else {
        return;
    };
    let area = hidden
        .iter()
        .fold(Rect::from_center_size(*first, Vec2::ZERO), |a, p| {
            a.union(Rect::from_center_size(*p, Vec2::ZERO))
        });
    let size = shapes.first().map_or(12.0, |s| s.inner() * 0.6);
    painter.text(
        area.center(),
        Align2::CENTER_CENTER,
        tr!("table-board-screen"),
        FontId::proportional(size.clamp(12.0, 22.0)),
        Color32::from_gray(200),
    );
}

/// The column beside the board: badges without an owner, each seat's badges, the legend.
fn side_column(ui: &mut egui::Ui, rect: Rect, marks: &Marks) {
    let mut child = ui.new_child(
        egui::UiBuilder::new()
            .max_rect(rect)
            .id_salt("board-side")
            .layout(egui::Layout::top_down(egui::Align::Min)),
    );
    badges::column(&mut child, marks);
    if !marks.legend.is_empty() {
        egui::ScrollArea::vertical()
            .id_salt("board-legend")
            .auto_shrink([false, true])
            .show(&mut child, |ui| legend::panel(ui, &marks.legend));
    }
}

/// The interactive part of a cell: click, hover help, and an accessibility label with a
/// description of what is marked on it (tests and screen readers read the marks there).
fn cell_response(
    ui: &mut egui::Ui,
    board: &Board,
    cell: &Cell,
    rect: Rect,
    marks: &Marks,
) -> Option<String> {
    let id = ui.scope_id().with((&board.id, &cell.id));
    let response = ui.interact(rect, id, Sense::click());
    let response = super::pointer::report(ui, response, &click_target(cell, marks));
    let label = super::paint::cell_label(cell);
    let enabled = effect_on(cell, marks).is_some();
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, enabled, &label));
    let described = describe(cell, marks);
    if !described.is_empty() {
        ui.ctx().accesskit_node_builder(response.id, |node| {
            node.set_description(described);
        });
    }
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

/// What is marked on a cell, in words: `target: capture`, `last move`, `selected`, ….
pub fn describe(cell: &Cell, marks: &Marks) -> String {
    use game_wire::scene::Effect;
    let mut parts: Vec<String> = Vec::new();
    if is_selected(cell, marks) {
        parts.push(tr!("table-cell-selected"));
    } else if let Some(effect) = effect_on(cell, marks) {
        parts.push(match effect {
            Effect::Move => tr!("table-cell-target-move"),
            Effect::Capture => tr!("table-cell-target-capture"),
            Effect::Attack => tr!("table-cell-target-attack"),
            Effect::Push => tr!("table-cell-target-push"),
            Effect::Place => tr!("table-cell-target-place"),
        });
    }
    let sets: [(_, fn() -> String); 5] = [
        (&marks.last, || tr!("table-cell-last-move")),
        (&marks.last_from, || tr!("table-cell-last-from")),
        (&marks.captured, || tr!("table-cell-captured")),
        (&marks.threat, || tr!("table-cell-threat")),
        (&marks.info, || tr!("table-cell-info")),
    ];
    for (set, name) in sets {
        if set.contains(&cell.id) {
            parts.push(name());
        }
    }
    if cell.piece.as_ref().is_some_and(|p| p.look.glyph_only) {
        parts.push(tr!("table-cell-glyph"));
    }
    parts.join(", ")
}

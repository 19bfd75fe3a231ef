//! What is drawn around and across a board besides its cells: the coordinates on its edges,
//! the names inside empty hexes, and the lines of a plain grid. Everything comes from the
//! scene: a coordinate is the name the board gives its file (or rank), else the part of the
//! cell names that a file (or rank) shares, so each game's own notation is on its edges (`a`–`h` and `1`–`8`, `a`–`k` for a hex board's files),
//! and a board drawn as a grid is one whose cells have no ground to show.

use super::board::Frame;
use super::marks::{self, CellShape};
use egui::{Align2, Color32, FontId, Painter, Pos2, Stroke, pos2, vec2};
use game_wire::scene::{Board, Geometry};
use std::collections::BTreeMap;

/// The file part and the rank part of a cell name in the usual `<letters><digits>` form
/// (`f6` → `f`, `6`); `None` for any other form.
pub fn split_name(name: &str) -> Option<(&str, &str)> {
    let at = name.find(|c: char| c.is_ascii_digit())?;
    let (file, rank) = name.split_at(at);
    let plain = !file.is_empty()
        && file.chars().all(char::is_alphabetic)
        && rank.chars().all(|c| c.is_ascii_digit());
    plain.then_some((file, rank))
}

/// The one label all these parts agree on, if they do.
fn shared<'a>(mut parts: impl Iterator<Item = Option<&'a str>>) -> Option<&'a str> {
    let first = parts.next()??;
    parts.all(|p| p == Some(first)).then_some(first)
}

/// The label of each file (by q) and of each rank (by r) that the cell names agree on.
pub fn square_labels(board: &Board) -> (BTreeMap<i32, String>, BTreeMap<i32, String>) {
    let mut files: BTreeMap<i32, Vec<&str>> = BTreeMap::new();
    let mut ranks: BTreeMap<i32, Vec<&str>> = BTreeMap::new();
    for c in &board.cells {
        files.entry(c.q).or_default().push(&c.name);
        ranks.entry(c.r).or_default().push(&c.name);
    }
    // The names the game gives its files and ranks win; else the part the cell names share.
    let named = |given: &[String], i: i32| {
        usize::try_from(i)
            .ok()
            .and_then(|i| given.get(i))
            .filter(|n| !n.is_empty())
            .cloned()
    };
    let files = files
        .iter()
        .filter_map(|(q, names)| {
            Some((
                *q,
                named(&board.file_names, *q).or_else(|| shared_part(names, FILE))?,
            ))
        })
        .collect();
    let ranks = ranks
        .iter()
        .filter_map(|(r, names)| {
            Some((
                *r,
                named(&board.rank_names, *r).or_else(|| shared_part(names, RANK))?,
            ))
        })
        .collect();
    (files, ranks)
}

const FILE: bool = true;
const RANK: bool = false;

/// The file (or rank) part these names share.
fn shared_part(names: &[&str], file: bool) -> Option<String> {
    let parts = names
        .iter()
        .map(|n| split_name(n).map(|(f, r)| if file { f } else { r }));
    shared(parts).map(str::to_string)
}

/// The colour and font of the coordinates, for a cell of this size.
fn coordinate_style(ui: &egui::Ui, cell: f32) -> (Color32, FontId) {
    (
        ui.visuals().weak_text_color(),
        FontId::proportional((cell * 0.22).clamp(10.0, 14.0)),
    )
}

/// File labels under a square board and rank labels to its left, following the cells when
/// the board is turned.
pub fn square(ui: &egui::Ui, painter: &Painter, frame: &Frame, board: &Board) {
    let Geometry::Square { ranks, .. } = board.geometry else {
        return;
    };
    let Some(size) = frame.square_size() else {
        return;
    };
    let (color, font) = coordinate_style(ui, size);
    let (files, rank_names) = square_labels(board);
    // Below the bottom row and left of the left column as drawn (a turned board's bottom row
    // is its top rank).
    let bottom = (0..ranks as i32)
        .map(|r| frame.center(0, r).y)
        .fold(f32::MIN, f32::max)
        + size / 2.0
        + 8.0;
    let left = files
        .keys()
        .map(|q| frame.center(*q, 0).x)
        .fold(f32::MAX, f32::min)
        - size / 2.0
        - 9.0;
    for (q, name) in &files {
        let x = frame.center(*q, 0).x;
        painter.text(
            pos2(x, bottom),
            Align2::CENTER_CENTER,
            name,
            font.clone(),
            color,
        );
    }
    for (r, name) in &rank_names {
        let y = frame.center(0, *r).y;
        painter.text(
            pos2(left, y),
            Align2::CENTER_CENTER,
            name,
            font.clone(),
            color,
        );
    }
}

/// Each file's label under its lowest hex and over its highest (a hex board is read from
/// either side of the table); a hex's number is counted along its file, so the names inside
/// empty hexes give the rest.
pub fn hex(ui: &egui::Ui, painter: &Painter, frame: &Frame, board: &Board) {
    let Some(radius) = frame.hex_radius() else {
        return;
    };
    let mut files: BTreeMap<i32, Vec<&game_wire::scene::Cell>> = BTreeMap::new();
    for c in &board.cells {
        files.entry(c.q).or_default().push(c);
    }
    let (color, font) = coordinate_style(ui, radius * 1.6);
    let gap = radius * marks::SQRT3 / 2.0 + 9.0;
    for cells in files.values() {
        let Some(label) = shared(cells.iter().map(|c| split_name(&c.name).map(|(f, _)| f))) else {
            continue;
        };
        let ys = cells.iter().map(|c| frame.center(c.q, c.r));
        let low = ys.clone().fold(
            Pos2::new(0.0, f32::MIN),
            |a, p| {
                if p.y > a.y { p } else { a }
            },
        );
        let high = ys.fold(
            Pos2::new(0.0, f32::MAX),
            |a, p| {
                if p.y < a.y { p } else { a }
            },
        );
        for at in [low + vec2(0.0, gap), high - vec2(0.0, gap)] {
            painter.text(at, Align2::CENTER_CENTER, label, font.clone(), color);
        }
    }
}

/// Where an empty hex's name goes and how large: in its upper part, clear of the dot a legal
/// target puts in its middle, so the name stays readable under the marks.
pub fn hex_name_place(shape: CellShape) -> (Pos2, f32) {
    let inner = shape.inner();
    let size = (inner * 0.42).clamp(8.0, 13.0);
    let clear = marks::dot_radius(shape) + marks::DOT_HALO + 1.0;
    // The text's centre sits half its height above the dot's halo, at least.
    let up = (clear + size * 0.6).max(inner * 0.5);
    (shape.center() - vec2(0.0, up), size)
}

/// Whether a board is drawn as a plain grid of lines: a square board none of whose cells has
/// ground to show (no terrain, none screened), where fills would only make a chessboard of
/// cells that are all alike.
pub fn is_plain_grid(board: &Board) -> bool {
    matches!(board.geometry, Geometry::Square { .. })
        && board.screened.is_empty()
        && board.cells.iter().all(|c| c.terrain.is_none())
}

/// Where a mark goes in a cell of a plain grid: inset from the lines.
pub fn inside_grid(shape: CellShape) -> CellShape {
    match shape {
        CellShape::Square(r) => CellShape::Square(r.shrink(r.width() * 0.12)),
        hex => hex,
    }
}

/// The lines between the cells of a plain grid (none around it), in the text colour.
pub fn grid_lines(ui: &egui::Ui, painter: &Painter, frame: &Frame, board: &Board) {
    let Geometry::Square { files, ranks } = board.geometry else {
        return;
    };
    let Some(size) = frame.square_size() else {
        return;
    };
    let width = (size * 0.04).clamp(3.0, 8.0);
    let stroke = Stroke::new(width, ui.visuals().text_color());
    let corner = |q: i32, r: i32| frame.center(q, r);
    let (first, last) = (corner(0, 0), corner(files as i32 - 1, ranks as i32 - 1));
    let (left, right) = (first.x.min(last.x), first.x.max(last.x));
    let (top, bottom) = (first.y.min(last.y), first.y.max(last.y));
    let half = size / 2.0;
    for i in 1..files {
        let x = left - half + i as f32 * size;
        painter.line_segment([pos2(x, top - half), pos2(x, bottom + half)], stroke);
    }
    for i in 1..ranks {
        let y = top - half + i as f32 * size;
        painter.line_segment([pos2(left - half, y), pos2(right + half, y)], stroke);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cell_names_split_into_file_and_rank_only_in_the_usual_form() {
        assert_eq!(split_name("f6"), Some(("f", "6")));
        assert_eq!(split_name("k11"), Some(("k", "11")));
        assert_eq!(split_name("A1"), Some(("A", "1")));
        assert_eq!(split_name("6"), None);
        assert_eq!(split_name("f"), None);
        assert_eq!(split_name("f6x"), None);
        assert_eq!(split_name("f-6"), None);
    }

    #[test]
    fn an_empty_hexs_name_stays_clear_of_a_target_dot_at_every_size() {
        // From the smallest hex the table draws at 1024×700 up (smaller ones hold no name).
        for radius in [20.0_f32, 30.0, 45.0, 70.0] {
            let shape = CellShape::Hex {
                center: Pos2::ZERO,
                radius,
            };
            let (at, size) = hex_name_place(shape);
            let text_bottom = at.y + size * 0.6;
            let dot_top = -(marks::dot_radius(shape) + marks::DOT_HALO);
            assert!(
                text_bottom <= dot_top,
                "radius {radius}: the name reaches {text_bottom}, the dot {dot_top}"
            );
            assert!(
                at.y - size * 0.6 >= -shape.inner() - 2.0,
                "radius {radius}: the name leaves the hex"
            );
        }
    }

    #[test]
    fn a_board_names_its_files_and_ranks_as_the_game_says() {
        let cell = |q: i32, r: i32, name: &str| game_wire::scene::Cell {
            id: format!("cell:{q}:{r}"),
            name: name.into(),
            q,
            r,
            terrain: None,
            piece: None,
            marks: Vec::new(),
        };
        let mut board = Board {
            id: "b".into(),
            geometry: Geometry::Square { files: 2, ranks: 2 },
            cells: vec![
                cell(0, 0, "a1"),
                cell(1, 0, "b1"),
                cell(0, 1, "a2"),
                cell(1, 1, "b2"),
            ],
            turned: false,
            screened: Vec::new(),
            file_names: Vec::new(),
            rank_names: Vec::new(),
        };
        let (files, ranks) = square_labels(&board);
        assert_eq!((files[&1].as_str(), ranks[&1].as_str()), ("b", "2"));
        // Columns 1–2 instead of letters; ranks left to the names.
        board.file_names = vec!["1".into(), "2".into()];
        let (files, ranks) = square_labels(&board);
        assert_eq!((files[&0].as_str(), files[&1].as_str()), ("1", "2"));
        assert_eq!(ranks[&0], "1");
    }
}

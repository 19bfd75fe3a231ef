//! Motion on a board between two scenes: pieces slide from where they stood to where they
//! arrive, and capture markers fade. Remembered per board in egui's memory (nothing in the
//! scene changes); with animations off everything is drawn where it ends.

use super::paint::Marks;
use game_sdk::scene::{Board, ElementId};
use std::collections::HashMap;

/// Seconds a piece takes to slide to its new cell.
pub const SLIDE: f64 = 0.2;

/// What stood on one cell in the last scene seen.
#[derive(Clone, Debug, PartialEq)]
struct Seen {
    cell: ElementId,
    at: (i32, i32),
    /// The piece's id, kind and owner.
    piece: Option<(ElementId, String, Option<u8>)>,
}

#[derive(Clone, Debug, Default)]
struct Memory {
    seen: Vec<Seen>,
    /// Pieces on their way: the cell they arrive at → where they left from and when.
    slides: HashMap<ElementId, ((i32, i32), f64)>,
    /// Capture markers: the cell → when the marker first showed.
    captured_since: HashMap<ElementId, f64>,
}

/// This frame's motion on one board.
#[derive(Debug, Default)]
pub struct Motion {
    /// The cell a piece arrives at → the (q, r) it left from and how far it is (0 to 1, eased).
    pub slides: HashMap<ElementId, ((i32, i32), f32)>,
    /// The cell of a capture marker → seconds since it first showed.
    pub captured_age: HashMap<ElementId, f64>,
}

fn same_as_seen(board: &Board, seen: &[Seen]) -> bool {
    board.cells.len() == seen.len()
        && board.cells.iter().zip(seen).all(|(c, s)| {
            c.id == s.cell
                && match (&c.piece, &s.piece) {
                    (None, None) => true,
                    (Some(p), Some((id, kind, owner))) => {
                        p.id == *id && p.kind == *kind && p.owner == *owner
                    }
                    _ => false,
                }
        })
}

fn snapshot(board: &Board) -> Vec<Seen> {
    board
        .cells
        .iter()
        .map(|c| Seen {
            cell: c.id.clone(),
            at: (c.q, c.r),
            piece: c
                .piece
                .as_ref()
                .map(|p| (p.id.clone(), p.kind.clone(), p.owner)),
        })
        .collect()
}

/// The pieces that moved between two scenes: (arrival cell, departure (q, r)). A piece whose
/// id now stands elsewhere moved; and when the last turn has one departure and one arrival on
/// this board, the piece now at the arrival came from the departure if it looks the same
/// (plugins may name pieces after their cells).
fn moves(old: &[Seen], board: &Board, marks: &Marks) -> Vec<(ElementId, (i32, i32))> {
    let by_piece: HashMap<&str, &Seen> = old
        .iter()
        .filter_map(|s| s.piece.as_ref().map(|(id, _, _)| (id.as_str(), s)))
        .collect();
    let by_cell: HashMap<&str, &Seen> = old.iter().map(|s| (s.cell.as_str(), s)).collect();
    let mut found = Vec::new();
    for cell in &board.cells {
        let Some(piece) = &cell.piece else { continue };
        if let Some(from) = by_piece.get(piece.id.as_str())
            && from.cell != cell.id
        {
            found.push((cell.id.clone(), from.at));
        }
    }
    let on_board = |set: &std::collections::BTreeSet<ElementId>| -> Vec<ElementId> {
        board
            .cells
            .iter()
            .filter(|c| set.contains(&c.id))
            .map(|c| c.id.clone())
            .collect()
    };
    if let ([from], [to]) = (
        on_board(&marks.last_from).as_slice(),
        on_board(&marks.last).as_slice(),
    ) && !found.iter().any(|(c, _)| c == to)
        && let (Some(before), Some(now)) = (
            by_cell.get(from.as_str()),
            board.cells.iter().find(|c| c.id == *to),
        )
        && let (Some((_, kind, owner)), Some(piece)) = (&before.piece, &now.piece)
        && piece.kind == *kind
        && piece.owner == *owner
        && by_cell.get(to.as_str()).is_none_or(|t| {
            t.piece.as_ref() != Some(&(piece.id.clone(), piece.kind.clone(), piece.owner))
        })
    {
        found.push((to.clone(), before.at));
    }
    found
}

/// Notes what changed on `board` since the last frame and returns this frame's motion;
/// asks for repaints while something moves or fades.
pub fn track(ctx: &egui::Context, board: &Board, marks: &Marks) -> Motion {
    let now = ctx.input(|i| i.time);
    let id = egui::Id::unique(("board-motion", &board.id));
    let motion = ctx.data_mut(|d| {
        let memory = d.get_temp_mut_or_default::<Memory>(id);
        if !same_as_seen(board, &memory.seen) {
            if marks.animations && !memory.seen.is_empty() {
                for (to, from) in moves(&memory.seen, board, marks) {
                    memory.slides.insert(to, (from, now));
                }
            }
            memory.seen = snapshot(board);
        }
        memory
            .slides
            .retain(|_, (_, start)| marks.animations && now - *start < SLIDE);
        memory
            .captured_since
            .retain(|cell, _| marks.captured.contains(cell));
        for cell in &board.cells {
            if marks.captured.contains(&cell.id) {
                memory.captured_since.entry(cell.id.clone()).or_insert(now);
            }
        }
        Motion {
            slides: memory
                .slides
                .iter()
                .map(|(to, (from, start))| {
                    let t = ((now - start) / SLIDE).clamp(0.0, 1.0) as f32;
                    (to.clone(), (*from, t * t * (3.0 - 2.0 * t)))
                })
                .collect(),
            captured_age: memory
                .captured_since
                .iter()
                .map(|(cell, since)| (cell.clone(), now - since))
                .collect(),
        }
    });
    let fading = marks.animations
        && motion
            .captured_age
            .values()
            .any(|age| *age < super::marks::CAPTURE_FADE);
    if !motion.slides.is_empty() || fading {
        ctx.request_repaint();
    }
    motion
}

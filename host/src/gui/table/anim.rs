//! Motion on a board between two scenes: pieces slide from where they stood to where they
//! arrive, and capture markers fade. Remembered per board in egui's memory (nothing in the
//! scene changes); with animations off everything is drawn where it ends.

use super::paint::Marks;
use game_wire::scene::{Board, ElementId};
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
/// id now stands elsewhere moved. Plugins whose pieces have no identity name them after their
/// cells (stones that all look alike); for those, the last turn's marks say where pieces left and
/// arrived, and each arrival is paired with the nearest departure of a piece that looks the
/// same (kind and owner): a turn of two maneuvers with pushes slides every piece it moved.
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
    let now_at = |cell: &str| board.cells.iter().find(|c| c.id == cell);
    let looks = |p: &game_wire::scene::Piece| (p.id.clone(), p.kind.clone(), p.owner);
    // Cells of the last turn whose piece changed: arrivals hold a piece they did not hold,
    // departures held a piece that is not there any more (moved away, or pushed off by the
    // piece arriving).
    let turn: Vec<&ElementId> = marks.last_from.iter().chain(&marks.last).collect();
    let mut departures: Vec<(&Seen, bool)> = Vec::new();
    let mut arrivals = Vec::new();
    for id in turn {
        let (Some(before), Some(now)) = (by_cell.get(id.as_str()), now_at(id)) else {
            continue;
        };
        let after = now.piece.as_ref().map(looks);
        if before.piece.is_some()
            && before.piece != after
            && !departures.iter().any(|(d, _)| d.cell == before.cell)
        {
            departures.push((before, false));
        }
        if marks.last.contains(id)
            && let Some(piece) = &now.piece
            && before.piece != after
            && !found.iter().any(|(c, _)| c == id)
            && !arrivals.iter().any(|(c, _): &(&ElementId, _)| *c == id)
        {
            arrivals.push((id, piece));
        }
    }
    for (to, piece) in arrivals {
        let Some(here) = by_cell.get(to.as_str()).map(|s| s.at) else {
            continue;
        };
        let nearest = departures
            .iter_mut()
            .filter(|(d, used)| {
                !*used
                    && d.cell != *to
                    && d.piece.as_ref().is_some_and(|(_, kind, owner)| {
                        *kind == piece.kind && *owner == piece.owner
                    })
            })
            .min_by_key(|(d, _)| {
                let (dq, dr) = (d.at.0 - here.0, d.at.1 - here.1);
                dq * dq + dr * dr
            });
        if let Some((d, used)) = nearest {
            *used = true;
            found.push((to.clone(), d.at));
        }
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

#[cfg(test)]
mod tests {
    use super::*;
    use game_wire::scene::{Cell, Geometry, Piece, Scene};

    /// A row of cells `a`..; `pieces` puts (owner) stones named after their cells.
    fn row(pieces: &[(usize, u8)]) -> Board {
        let cells = (0..8)
            .map(|i| {
                let id = format!("c{i}");
                Cell {
                    piece: pieces
                        .iter()
                        .find(|(at, _)| *at == i)
                        .map(|(_, owner)| Piece {
                            id: format!("piece:{id}"),
                            owner: Some(*owner),
                            kind: "stone".into(),
                            label: String::new(),
                            marks: Vec::new(),
                            look: Default::default(),
                        }),
                    name: id.clone(),
                    id,
                    q: i as i32,
                    r: 0,
                    terrain: None,
                    marks: Vec::new(),
                }
            })
            .collect();
        Board {
            id: "b".into(),
            geometry: Geometry::Square { files: 8, ranks: 1 },
            cells,
            turned: false,
            screened: Vec::new(),
            file_names: Vec::new(),
            rank_names: Vec::new(),
        }
    }

    fn marks(from: &[usize], to: &[usize]) -> Marks {
        let ids = |l: &[usize]| l.iter().map(|i| format!("c{i}")).collect();
        let mut m = Marks::new(&Scene::default(), &[], Default::default(), Vec::new());
        m.last_from = ids(from);
        m.last = ids(to);
        m
    }

    fn sorted(mut v: Vec<(ElementId, (i32, i32))>) -> Vec<(ElementId, (i32, i32))> {
        v.sort();
        v
    }

    #[test]
    fn two_maneuvers_with_a_push_slide_every_piece_they_moved() {
        // Seat 0 moves c1 -> c2 pushing seat 1's stone c2 -> c3, and c6 -> c5; nothing else.
        let before = snapshot(&row(&[(1, 0), (2, 1), (6, 0), (7, 1)]));
        let after = row(&[(2, 0), (3, 1), (5, 0), (7, 1)]);
        let found = moves(&before, &after, &marks(&[1, 6], &[2, 3, 5]));
        assert_eq!(
            sorted(found),
            [
                ("c2".to_string(), (1, 0)),
                ("c3".to_string(), (2, 0)),
                ("c5".to_string(), (6, 0)),
            ]
        );
    }

    #[test]
    fn a_summoned_piece_appears_without_sliding() {
        let before = snapshot(&row(&[(7, 1)]));
        let after = row(&[(0, 0), (7, 1)]);
        assert!(moves(&before, &after, &marks(&[], &[0])).is_empty());
    }

    #[test]
    fn pieces_with_their_own_ids_slide_by_id_whatever_the_marks() {
        let mut before = row(&[(0, 0)]);
        if let Some(p) = before.cells[0].piece.as_mut() {
            p.id = "knight".into();
        }
        let mut after = row(&[(4, 0)]);
        if let Some(p) = after.cells[4].piece.as_mut() {
            p.id = "knight".into();
        }
        let found = moves(&snapshot(&before), &after, &marks(&[], &[]));
        assert_eq!(found, [("c4".to_string(), (0, 0))]);
    }
}

//! A phase's result as placements: the clicks on cells that rebuild, on the board, what a
//! seat's own view shows. A saved setup must keep the layout, not the actions that made it: a
//! button that fills the board from the match's dice (a random setup) played again in another
//! match deals something else.
//!
//! All of it is read from the scene and the click paths, never from a game's words:
//! - a *placement* is a legal action whose click path names a board cell and that changes
//!   only cells its path names (a button that fills many cells is not one);
//! - a cell's content is its terrain and its piece (kind and owner);
//! - the other side's view of a layout is its half turn (the board's cells through the centre
//!   of their coordinates, pieces changing hands), which is how the board is drawn for the
//!   other seat (`Board::turned`): a setup looks the same from either chair.

use crate::plugin::Match;
use crate::tr;
use game_wire::scene::Scene;
use game_wire::{ActionInfo, Viewer};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// What a board cell holds, as far as a layout goes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Holds {
    pub terrain: Option<String>,
    /// The piece's kind and owner.
    pub piece: Option<(String, Option<u8>)>,
}

/// Every board cell's content, by cell id.
pub type Layout = BTreeMap<String, Holds>;

/// The layout of a scene's boards.
pub fn layout(scene: &Scene) -> Layout {
    scene
        .boards
        .iter()
        .flat_map(|b| &b.cells)
        .map(|c| {
            let holds = Holds {
                terrain: c.terrain.clone(),
                piece: c.piece.as_ref().map(|p| (p.kind.clone(), p.owner)),
            };
            (c.id.clone(), holds)
        })
        .collect()
}

/// The cells whose content differs between two layouts of the same boards, as in `after`.
pub fn changed(before: &Layout, after: &Layout) -> Layout {
    after
        .iter()
        .filter(|(id, holds)| before.get(*id) != Some(holds))
        .map(|(id, holds)| (id.clone(), holds.clone()))
        .collect()
}

/// One cell of a saved layout, by board and coordinates (cell ids are the plugin's and need
/// not say where a cell is), with its piece's owner as the side that saved it or another.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlacedCell {
    pub board: usize,
    pub q: i32,
    pub r: i32,
    pub terrain: Option<String>,
    /// The piece's kind, and whether it belongs to the side that saved the layout.
    pub piece: Option<(String, bool)>,
}

/// The cells of `cells` (ids of `scene`'s boards) as placed cells, for `seat`'s side.
pub fn placed(scene: &Scene, cells: &Layout, seat: u8) -> Vec<PlacedCell> {
    let mut out = Vec::new();
    for (board, b) in scene.boards.iter().enumerate() {
        for c in &b.cells {
            if let Some(holds) = cells.get(&c.id) {
                out.push(PlacedCell {
                    board,
                    q: c.q,
                    r: c.r,
                    terrain: holds.terrain.clone(),
                    piece: holds
                        .piece
                        .as_ref()
                        .map(|(kind, owner)| (kind.clone(), *owner == Some(seat))),
                });
            }
        }
    }
    out
}

/// The cells a layout saved by another side asks of `seat` on `scene`'s boards: each cell
/// half-turned on its board, its pieces `seat`'s where they were the saver's (pieces of
/// nobody's or the other side's keep no owner to map to and make it not fit). `None` when a
/// cell has no counterpart.
pub fn turned(scene: &Scene, cells: &[PlacedCell], seat: u8) -> Option<Layout> {
    let mut out = Layout::new();
    for cell in cells {
        let board = scene.boards.get(cell.board)?;
        let (q_sum, r_sum) = coordinate_sums(board);
        let (q, r) = (q_sum - cell.q, r_sum - cell.r);
        let target = board.cells.iter().find(|c| c.q == q && c.r == r)?;
        let piece = match &cell.piece {
            None => None,
            Some((kind, true)) => Some((kind.clone(), Some(seat))),
            Some((_, false)) => return None,
        };
        out.insert(
            target.id.clone(),
            Holds {
                terrain: cell.terrain.clone(),
                piece,
            },
        );
    }
    Some(out)
}

/// min + max of the board's q and r: a half turn maps q to this sum minus q (the same for
/// square boards and axial hexes).
fn coordinate_sums(board: &game_wire::scene::Board) -> (i32, i32) {
    let qs = board.cells.iter().map(|c| c.q);
    let rs = board.cells.iter().map(|c| c.r);
    (
        qs.clone().min().unwrap_or(0) + qs.max().unwrap_or(0),
        rs.clone().min().unwrap_or(0) + rs.max().unwrap_or(0),
    )
}

/// How many of `target`'s cells `now` matches (terrain and piece counted apart).
fn matching(now: &Layout, target: &Layout) -> usize {
    target
        .iter()
        .map(|(id, want)| {
            now.get(id).map_or(0, |have| {
                usize::from(have.terrain == want.terrain) + usize::from(have.piece == want.piece)
            })
        })
        .sum()
}

/// Whether `after` is progress from `before` towards `target`: more of it matches, no cell of
/// it that matched stops matching, and the only cells changed are those the click names.
fn progress(before: &Layout, after: &Layout, target: &Layout, named: &[String]) -> bool {
    let changed = changed(before, after);
    if changed.is_empty() || changed.keys().any(|id| !named.contains(id)) {
        return false;
    }
    let kept = target.iter().all(|(id, want)| {
        let (Some(b), Some(a)) = (before.get(id), after.get(id)) else {
            return true;
        };
        (b.terrain != want.terrain || a.terrain == want.terrain)
            && (b.piece != want.piece || a.piece == want.piece)
    });
    kept && matching(after, target) > matching(before, target)
}

/// A placement that was tried on a copy and brings the board closer to the layout.
struct Step {
    played: Match,
    after: Layout,
    text: String,
}

/// The placements that make `seat`'s view of `live` match `target`, played on a copy (the
/// match itself is untouched). The `preferred` lines are tried first, in their order, so a
/// setup made cell by cell is kept as it was made. Then the cells still wrong are taken in
/// turn; of the placements on a cell, one that changes only its ground goes first (the ground,
/// then what stands on it). Fails, saying so, when the target cannot be reached.
pub fn rebuild(
    live: &mut Match,
    seat: u8,
    target: &Layout,
    preferred: &[String],
) -> Result<Vec<String>, String> {
    let mut m = live.try_clone().map_err(|e| e.to_string())?;
    let mut now = layout(&m.view(Viewer::Seat(seat)).map_err(|e| e.to_string())?.scene);
    let mut lines = Vec::new();
    let mut next_preferred = 0;
    while matching(&now, target) < target.len() * 2 {
        let view = m.view(Viewer::Seat(seat)).map_err(|e| e.to_string())?;
        if view.status.to_move() != Some(seat) {
            return Err(tr!("table-setup-layout-turn-passed"));
        }
        let mut step = None;
        for (i, line) in preferred.iter().enumerate().skip(next_preferred) {
            let Some(action) = view.actions.iter().find(|a| &a.text == line) else {
                continue;
            };
            if let Some(found) = try_step(&mut m, seat, &now, target, action)? {
                next_preferred = i + 1;
                step = Some(found);
                break;
            }
        }
        let missing = target
            .iter()
            .filter(|(id, want)| now.get(*id) != Some(*want))
            .map(|(id, _)| id);
        for cell in missing {
            if step.is_some() {
                break;
            }
            let mut first = None;
            for action in view.actions.iter().filter(|a| a.path.contains(cell)) {
                let Some(found) = try_step(&mut m, seat, &now, target, action)? else {
                    continue;
                };
                let ground_only = changed(&now, &found.after)
                    .iter()
                    .all(|(id, holds)| now.get(id).is_some_and(|h| h.piece == holds.piece));
                if ground_only {
                    first = Some(found);
                    break;
                }
                first.get_or_insert(found);
            }
            step = first;
        }
        let Some(Step {
            played,
            after,
            text,
        }) = step
        else {
            return Err(tr!("table-setup-layout-no-placement"));
        };
        m = played;
        now = after;
        lines.push(text);
    }
    Ok(lines)
}

/// `action` played on a copy of `m`, if it is a placement that brings the board closer.
fn try_step(
    m: &mut Match,
    seat: u8,
    now: &Layout,
    target: &Layout,
    action: &ActionInfo,
) -> Result<Option<Step>, String> {
    let mut played = m.try_clone().map_err(|e| e.to_string())?;
    if played.apply(&action.text).is_err() {
        return Ok(None);
    }
    let view = played.view(Viewer::Seat(seat)).map_err(|e| e.to_string())?;
    let after = layout(&view.scene);
    Ok(progress(now, &after, target, &action.path).then(|| Step {
        played,
        after,
        text: action.text.clone(),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_wire::scene::{Board, Cell, Geometry, Piece};

    fn cell(q: i32, r: i32, terrain: &str, piece: Option<(&str, u8)>) -> Cell {
        Cell {
            id: format!("cell:{q},{r}"),
            name: format!("{q},{r}"),
            q,
            r,
            terrain: Some(terrain.into()),
            piece: piece.map(|(kind, owner)| Piece {
                id: format!("piece:{q},{r}"),
                owner: Some(owner),
                kind: kind.into(),
                label: kind.into(),
                marks: Vec::new(),
                look: Default::default(),
            }),
            marks: Vec::new(),
        }
    }

    fn scene(cells: Vec<Cell>) -> Scene {
        Scene {
            boards: vec![Board {
                id: "board".into(),
                geometry: Geometry::Square { files: 3, ranks: 4 },
                cells,
                turned: false,
                screened: Vec::new(),
                file_names: Vec::new(),
                rank_names: Vec::new(),
            }],
            ..Scene::default()
        }
    }

    /// A cell set up: its coordinates, terrain and piece (kind, owner).
    type Placed<'a> = (i32, i32, &'a str, Option<(&'a str, u8)>);

    fn board(placed: &[Placed]) -> Scene {
        let mut cells = Vec::new();
        for r in 0..4 {
            for q in 0..3 {
                let found = placed.iter().find(|(pq, pr, _, _)| (*pq, *pr) == (q, r));
                cells.push(match found {
                    Some((_, _, t, p)) => cell(q, r, t, *p),
                    None => cell(q, r, "grass", None),
                });
            }
        }
        scene(cells)
    }

    #[test]
    fn a_layout_half_turned_lands_on_the_other_side_with_its_pieces_changing_hands() {
        let empty = board(&[]);
        let white = board(&[(0, 0, "mountain", Some(("king", 0))), (2, 1, "water", None)]);
        let saved = placed(&white, &changed(&layout(&empty), &layout(&white)), 0);
        assert_eq!(saved.len(), 2);
        let for_black = turned(&empty, &saved, 1).unwrap();
        assert_eq!(
            for_black.get("cell:2,3"),
            Some(&Holds {
                terrain: Some("mountain".into()),
                piece: Some(("king".into(), Some(1)))
            })
        );
        assert_eq!(
            for_black.get("cell:0,2").and_then(|h| h.terrain.as_deref()),
            Some("water")
        );
        assert_eq!(for_black.len(), 2);
    }

    #[test]
    fn a_layout_with_the_other_sides_pieces_or_off_the_board_does_not_turn() {
        let empty = board(&[]);
        let mixed = board(&[(0, 0, "grass", Some(("king", 1)))]);
        let saved = placed(&mixed, &changed(&layout(&empty), &layout(&mixed)), 0);
        assert_eq!(turned(&empty, &saved, 1), None);
        let far = vec![PlacedCell {
            board: 0,
            q: 9,
            r: 9,
            terrain: None,
            piece: None,
        }];
        assert_eq!(turned(&empty, &far, 1), None);
    }

    #[test]
    fn progress_means_closer_without_undoing_and_only_on_the_cells_clicked() {
        let empty = layout(&board(&[]));
        let target = changed(
            &empty,
            &layout(&board(&[(0, 0, "mountain", Some(("king", 0)))])),
        );
        let tiled = layout(&board(&[(0, 0, "mountain", None)]));
        let here = ["cell:0,0".to_string()];
        assert!(progress(&empty, &tiled, &target, &here));
        // A button that changes cells it does not name is no placement.
        assert!(!progress(&empty, &tiled, &target, &["control:x".into()]));
        // The wrong ground is no progress.
        let wrong = layout(&board(&[(0, 0, "water", None)]));
        assert!(!progress(&empty, &wrong, &target, &here));
    }
}

//! What players see and write: the scene, its legend, the click paths and the notation (`b2`,
//! the cell's file letter and rank, as in `rulesets/tic-tac-toe/rules.md`).

use crate::TicTacToe;
use crate::rules::{Action, SEATS};
use crate::state::State;
use game_sdk::Illegal;
use game_sdk::scene::{
    Board, Cell, Control, ElementId, Geometry, Highlight, HighlightKind, LegendEntry, Piece,
    PieceLook, Scene,
};

/// The index of a cell name (`b2`) on a board of `size`, or `None` when it is no cell of it.
pub(crate) fn cell_index(size: usize, name: &str) -> Option<usize> {
    let mut chars = name.chars();
    let file = (chars.next()? as usize).checked_sub('a' as usize)?;
    let rank: usize = chars.as_str().parse().ok()?;
    (file < size && (1..=size).contains(&rank)).then(|| (rank - 1) * size + file)
}

impl TicTacToe {
    pub(crate) fn cell_name(&self, i: usize) -> String {
        let file = (b'a' + (i % self.size()) as u8) as char;
        format!("{file}{}", i / self.size() + 1)
    }

    /// The scene element of a cell; the click path of a move is this one element.
    fn cell_id(&self, i: usize) -> ElementId {
        format!("cell:{}", self.cell_name(i))
    }

    /// Everyone sees everything, so the viewer does not matter here. A game with hidden
    /// information builds each viewer's scene from what that viewer may know.
    pub(crate) fn draw(&self, s: &State) -> Scene {
        let cells = (0..s.cells.len())
            .map(|i| Cell {
                id: self.cell_id(i),
                name: self.cell_name(i),
                q: (i % self.size()) as i32,
                r: (i / self.size()) as i32,
                terrain: None,
                piece: s.cells[i].map(|p| Piece {
                    // X and O are the marks themselves, not labels on counters.
                    look: PieceLook {
                        glyph_only: true,
                        color: None,
                    },
                    id: format!("piece:{}", self.cell_name(i)),
                    owner: Some(p),
                    kind: "mark".into(),
                    label: SEATS[p as usize].into(),
                    marks: Vec::new(),
                }),
                marks: Vec::new(),
            })
            .collect();
        let n = self.config.size as u32;
        Scene {
            boards: vec![Board {
                turned: false,
                id: "board".into(),
                geometry: Geometry::Square { files: n, ranks: n },
                cells,
                screened: Vec::new(),
            }],
            labels: vec![format!("{} in a row wins", self.config.line)],
            controls: Vec::<Control>::new(),
            highlights: s
                .last
                .iter()
                .map(|&i| Highlight {
                    id: self.cell_id(i),
                    kind: HighlightKind::LastMove,
                })
                .collect(),
            legend: legend(),
            ..Scene::default()
        }
    }

    pub(crate) fn notation(&self, action: Action) -> String {
        let Action::Place { cell } = action;
        self.cell_name(usize::from(cell))
    }

    /// Reads `b2`; whether the cell is empty is for the rules to say.
    pub(crate) fn read_notation(&self, text: &str) -> Result<Action, Illegal> {
        let bad = || Illegal::new(format!("`{text}` is not a cell (write e.g. `b2`)"));
        let i = cell_index(self.size(), text.trim()).ok_or_else(bad)?;
        let cell = u8::try_from(i).map_err(|_| bad())?;
        Ok(Action::Place { cell })
    }

    pub(crate) fn click_path(&self, action: Action) -> Vec<ElementId> {
        let Action::Place { cell } = action;
        vec![self.cell_id(usize::from(cell))]
    }
}

/// How the board's terrains and marks look (`Cell::terrain`, `Cell::marks`): the host knows no
/// game's words, so a game that uses either describes each here (`plugins/cyvasse/src/legend.rs`).
/// Tic-tac-toe uses neither, and an empty legend also keeps the host from reserving a column
/// for it beside the board.
fn legend() -> Vec<LegendEntry> {
    Vec::new()
}

//! What every drawing function needs to know besides the scene element itself.

use crate::gui::style::{self, SeatStyle};
use game_sdk::scene::{Cell, ElementId, HighlightKind, Scene};
use std::collections::{BTreeSet, HashMap};

pub struct Marks {
    /// Elements that may be clicked next.
    pub next: BTreeSet<ElementId>,
    /// Elements clicked so far.
    pub selected: Vec<ElementId>,
    /// Elements of the last move.
    pub last: BTreeSet<ElementId>,
    seats: Vec<SeatStyle>,
    glossary: HashMap<String, (String, String)>,
}

impl Marks {
    pub fn new(
        scene: &Scene,
        seats: &[String],
        next: BTreeSet<ElementId>,
        selected: Vec<ElementId>,
    ) -> Marks {
        Marks {
            next,
            selected,
            last: scene
                .highlights
                .iter()
                .filter(|h| h.kind == HighlightKind::LastMove)
                .map(|h| h.id.clone())
                .collect(),
            seats: seats
                .iter()
                .enumerate()
                .map(|(i, s)| style::seat_style(s, i))
                .collect(),
            glossary: scene
                .glossary
                .iter()
                .map(|g| (g.key.clone(), (g.title.clone(), g.text.clone())))
                .collect(),
        }
    }

    pub fn seat(&self, owner: Option<u8>) -> SeatStyle {
        owner
            .and_then(|o| self.seats.get(o as usize).copied())
            .unwrap_or_else(|| style::seat_style("neutral", 3))
    }

    /// Hover help: what the glossary says about a key, as "Title: text".
    pub fn help(&self, key: &str) -> Option<String> {
        self.glossary
            .get(key)
            .map(|(title, text)| format!("{title}: {text}"))
    }

    pub fn help_for_cell(&self, cell: &Cell) -> String {
        let mut lines = vec![cell.name.clone()];
        if let Some(p) = &cell.piece {
            lines.push(self.help(&p.kind).unwrap_or_else(|| p.kind.clone()));
        }
        if let Some(t) = &cell.terrain {
            lines.push(self.help(t).unwrap_or_else(|| t.clone()));
        }
        lines.extend(cell.marks.iter().cloned());
        lines.join("\n")
    }
}

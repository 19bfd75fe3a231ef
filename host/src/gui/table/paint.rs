//! What every drawing function needs to know besides the scene element itself.

use crate::gui::style::{self, SeatStyle};
use game_sdk::scene::{Cell, ElementId, HighlightKind, Scene};
use std::collections::{BTreeSet, HashMap};

#[derive(Debug)]
pub struct Marks {
    /// Elements that may be clicked next.
    pub next: BTreeSet<ElementId>,
    /// Elements clicked so far.
    pub selected: Vec<ElementId>,
    /// Elements of the last move.
    pub last: BTreeSet<ElementId>,
    seats: Vec<SeatStyle>,
    seat_names: Vec<String>,
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
            seat_names: seats.iter().map(|s| s.to_lowercase()).collect(),
            glossary: scene
                .glossary
                .iter()
                .map(|g| (g.key.clone(), (g.title.clone(), g.text.clone())))
                .collect(),
        }
    }

    pub fn is_seat_name(&self, label: &str) -> bool {
        self.seat_names.iter().any(|n| *n == label.to_lowercase())
    }

    /// The outline of elements that can be clicked next: bold when there are few, faint when
    /// nearly everything qualifies (a first summon), so the board stays readable.
    pub fn next_stroke(&self) -> egui::Stroke {
        if self.next.len() > 16 {
            egui::Stroke::new(1.5, style::NEXT_STEP.gamma_multiply(0.55))
        } else {
            egui::Stroke::new(2.5, style::NEXT_STEP)
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

/// The accessible label of a cell: its name, and what stands on it.
pub fn cell_label(cell: &Cell) -> String {
    match &cell.piece {
        Some(p) => format!("{} {}", cell.name, p.kind),
        None => cell.name.clone(),
    }
}

/// The accessible label of a card: its key and title, or "face-down card" for a back.
pub fn card_label(card: &game_sdk::scene::CardView) -> String {
    match &card.face {
        game_sdk::scene::CardFace::Back => "face-down card".into(),
        game_sdk::scene::CardFace::Front {
            key,
            title,
            face_down,
            ..
        } => {
            format!(
                "{key} {title}{}",
                if *face_down { " (face down)" } else { "" }
            )
        }
    }
}

/// The label under which an element of the scene is drawn and announced (and found by
/// tests and screen readers).
pub fn element_label(scene: &Scene, id: &str) -> Option<String> {
    for board in &scene.boards {
        for cell in &board.cells {
            if cell.id == id || cell.piece.as_ref().is_some_and(|p| p.id == id) {
                return Some(cell_label(cell));
            }
        }
    }
    for zone in &scene.zones {
        if zone.id == id {
            return Some(zone.title.clone());
        }
        if let Some(card) = zone.cards.iter().find(|c| c.id == id) {
            return Some(card_label(card));
        }
    }
    scene
        .controls
        .iter()
        .find(|c| c.id == id)
        .map(|c| c.label.clone())
}

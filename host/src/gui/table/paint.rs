//! What every drawing function needs to know besides the scene element itself.

use super::legend::Legend;
use crate::gui::style::{self, SeatStyle};
use crate::tr;
use game_wire::ActionInfo;
use game_wire::scene::{Badge, Cell, Effect, ElementId, HighlightKind, Scene};
use std::collections::{BTreeSet, HashMap};

// What the remote table (gui/remote: a seat played over the network, drawn from the views the
// host sends, with no match on this machine) uses of the table's drawing besides the scene: the
// question asked before an action that gives something up, and the moments shown once.
pub use super::confirm::{
    Pending as Confirming, question as confirm_question, show as show_confirm,
};
pub use super::moment::{Seen as SeenMoments, show as show_moment};

#[derive(Debug)]
pub struct Marks {
    /// Elements that may be clicked next.
    pub next: BTreeSet<ElementId>,
    /// Elements clicked so far.
    pub selected: Vec<ElementId>,
    /// Where a piece or card of the last turn arrived.
    pub last: BTreeSet<ElementId>,
    /// Where a piece of the last turn came from.
    pub last_from: BTreeSet<ElementId>,
    /// Where a piece was taken in the last turn.
    pub captured: BTreeSet<ElementId>,
    /// Elements the plugin flags as threatened, or as worth a look.
    pub threat: BTreeSet<ElementId>,
    pub info: BTreeSet<ElementId>,
    /// What the next click does to elements that are an action's last click (its target);
    /// next elements missing here are a step on the way (a piece to pick up): a plain ring.
    pub effects: HashMap<ElementId, Effect>,
    /// How terrains and marks look, from the scene.
    pub legend: Legend,
    pub badges: Vec<Badge>,
    /// The board the legend and badges are drawn beside (the scene's first).
    pub first_board: Option<ElementId>,
    /// Slides and fades on (the player's setting); off, everything is drawn where it ends.
    pub animations: bool,
    seats: Vec<SeatStyle>,
    /// The seats' names, for badges.
    pub seat_titles: Vec<String>,
    seat_names: Vec<String>,
    glossary: HashMap<String, (String, String)>,
    /// The counters drawn on a zone (`CounterLook::OnZone`), by zone.
    pub zone_counters: HashMap<ElementId, Vec<game_wire::scene::Counter>>,
}

impl Marks {
    pub fn new(
        scene: &Scene,
        seats: &[String],
        next: BTreeSet<ElementId>,
        selected: Vec<ElementId>,
    ) -> Marks {
        let of_kind = |kind: HighlightKind| -> BTreeSet<ElementId> {
            scene
                .highlights
                .iter()
                .filter(|h| h.kind == kind)
                .map(|h| h.id.clone())
                .collect()
        };
        Marks {
            next,
            selected,
            last: of_kind(HighlightKind::LastMove),
            last_from: of_kind(HighlightKind::LastFrom),
            captured: of_kind(HighlightKind::Captured),
            threat: of_kind(HighlightKind::Threat),
            info: of_kind(HighlightKind::Info),
            effects: HashMap::new(),
            legend: Legend::new(&scene.legend),
            badges: scene.badges.clone(),
            first_board: scene.boards.first().map(|b| b.id.clone()),
            animations: true,
            seat_titles: seats.to_vec(),
            seats: seats
                .iter()
                .enumerate()
                .map(|(i, s)| style::seat_style(s, i))
                .collect(),
            // As the plugin names the seats and as the player reads them: a piece labelled
            // with its owner's name ("Black", shown "Hitam") says nothing its colour does not.
            seat_names: seats
                .iter()
                .flat_map(|s| [s.to_lowercase(), crate::i18n::game::shown(s).to_lowercase()])
                .collect(),
            glossary: scene
                .glossary
                .iter()
                .map(|g| (g.key.clone(), (g.title.clone(), g.text.clone())))
                .collect(),
            zone_counters: {
                let mut on: HashMap<ElementId, Vec<game_wire::scene::Counter>> = HashMap::new();
                for c in &scene.counters {
                    if let game_wire::scene::CounterLook::OnZone(zone) = &c.look {
                        on.entry(zone.clone()).or_default().push(c.clone());
                    }
                }
                on
            },
        }
    }

    /// Notes what each target element's next click does, from the actions still possible
    /// (`candidates`, whose paths start with [`Marks::selected`]). When several actions end on
    /// the same element, the most consequential effect shows (a capture over a move).
    pub fn with_effects(mut self, candidates: &[&ActionInfo]) -> Marks {
        let depth = self.selected.len();
        for action in candidates {
            if action.path.len() != depth + 1 {
                continue;
            }
            let Some(target) = action.path.last() else {
                continue;
            };
            let entry = self.effects.entry(target.clone()).or_insert(action.effect);
            if weight(action.effect) > weight(*entry) {
                *entry = action.effect;
            }
        }
        self
    }

    /// What clicking `id` next does, when it is a next element.
    pub fn effect_of(&self, id: &str) -> Option<Effect> {
        if !self.next.contains(id) {
            return None;
        }
        Some(self.effects.get(id).copied().unwrap_or(Effect::Move))
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
            lines.push(
                self.help(t)
                    .or_else(|| self.legend.title(t).map(str::to_string))
                    .unwrap_or_else(|| t.clone()),
            );
        }
        let piece_marks = cell.piece.iter().flat_map(|p| &p.marks);
        for mark in piece_marks.chain(&cell.marks) {
            lines.push(
                self.legend
                    .title(mark)
                    .map_or_else(|| mark.clone(), str::to_string),
            );
        }
        lines.join("\n")
    }
}

/// How much an effect matters to the player, to choose one mark for an element several
/// actions end on.
fn weight(effect: Effect) -> u8 {
    match effect {
        Effect::Move => 0,
        Effect::Place => 1,
        Effect::Push => 2,
        Effect::Attack => 3,
        Effect::Capture => 4,
    }
}

/// The accessible label of a cell: its name, and what stands on it.
pub fn cell_label(cell: &Cell) -> String {
    match &cell.piece {
        Some(p) => format!("{} {}", cell.name, p.kind),
        None => cell.name.clone(),
    }
}

/// The accessible label of the card at `index` in `zone`: as [`card_label`], but a back is
/// named by its place ("face-down card 2 in <zone title>"), so a screen reader (and a test)
/// can tell two backs apart. Where a back lies is public; what it is stays unsaid. A die is
/// named by its place too ("die 2 in <zone title> showing 5", "hidden die 2 in <zone title>"):
/// several dice show the same face.
pub fn card_label_in(zone: &game_wire::scene::Zone, index: usize) -> String {
    use game_wire::scene::CardFace;
    match zone.cards.get(index) {
        Some(card) if card.face == CardFace::Back => {
            tr!(
                "table-card-face-down-at",
                number = index + 1,
                zone = &zone.title
            )
        }
        Some(card) => match &card.face {
            CardFace::Die { value: Some(v), .. } => {
                tr!(
                    "table-die-at",
                    number = index + 1,
                    zone = &zone.title,
                    value = *v
                )
            }
            CardFace::Die { value: None, .. } => {
                tr!(
                    "table-die-hidden-at",
                    number = index + 1,
                    zone = &zone.title
                )
            }
            _ => card_label(card),
        },
        None => String::new(),
    }
}

/// The accessible label of a card: its key and title, or "face-down card" for a back (see
/// [`card_label_in`] for a back's label on the table).
pub fn card_label(card: &game_wire::scene::CardView) -> String {
    match &card.face {
        game_wire::scene::CardFace::Back => tr!("table-card-face-down"),
        game_wire::scene::CardFace::Front {
            key,
            title,
            face_down,
            key_on_face,
            ..
        } => {
            let name = if *key_on_face {
                format!("{key} {title}")
            } else {
                title.clone()
            };
            if *face_down {
                tr!("table-card-known-face-down", card = name)
            } else {
                name
            }
        }
        game_wire::scene::CardFace::Die { value, .. } => match value {
            Some(v) => tr!("table-die-showing", value = *v),
            None => tr!("table-die-hidden"),
        },
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
        if let Some(index) = zone.cards.iter().position(|c| c.id == id) {
            return Some(card_label_in(zone, index));
        }
    }
    scene
        .controls
        .iter()
        .find(|c| c.id == id)
        .map(|c| c.label.clone())
}

/// Draws a scene's boards and card zones filling `ui` as the table does; returns the element
/// clicked. For drawing a scene without a match (tests, previews).
pub fn draw_scene(
    ui: &mut egui::Ui,
    scene: &Scene,
    marks: &Marks,
    viewer: Option<u8>,
) -> Option<String> {
    draw_boards_and_zones(ui, scene, marks, viewer, 0.0)
}

/// Draws a scene as the table does: its notes on a line, then its boards and zones in their
/// fixed places (see [`super::layout`]), leaving `reserve` free at the bottom; returns the
/// element clicked. Both tables draw their scene with it.
pub fn draw_table_scene(
    ui: &mut egui::Ui,
    scene: &Scene,
    marks: &Marks,
    viewer: Option<u8>,
    reserve: f32,
) -> Option<String> {
    // The scene's notes run on together, wrapped, so the table keeps the height.
    if !scene.labels.is_empty() {
        ui.horizontal_wrapped(|ui| {
            for (i, label) in scene.labels.iter().enumerate() {
                if i > 0 {
                    ui.label(egui::RichText::new("·").weak());
                }
                ui.label(label);
            }
        });
        ui.add_space(4.0);
    }
    draw_boards_and_zones(ui, scene, marks, viewer, reserve)
}

/// The boards alone fill the space (one above the other); with card zones, the layout places
/// both: the viewer's zones at the bottom edge, the other seats' at the top, boards between.
/// `reserve` is kept free at the bottom.
fn draw_boards_and_zones(
    ui: &mut egui::Ui,
    scene: &Scene,
    marks: &Marks,
    viewer: Option<u8>,
    reserve: f32,
) -> Option<String> {
    if !scene.zones.is_empty() {
        return super::zones::draw_table(ui, &scene.boards, &scene.zones, marks, viewer, reserve);
    }
    let mut clicked = None;
    let boards = scene.boards.len();
    if boards > 0 {
        // Of the height above `reserve` (the bottom bar).
        let free = (ui.available_height() - reserve).max(0.0) - 8.0 * boards as f32;
        let height = (free / boards as f32).max(120.0);
        for b in &scene.boards {
            let size = egui::vec2(ui.available_width(), height);
            let (rect, _) = ui.allocate_exact_size(size, egui::Sense::hover());
            if let Some(c) = super::board::draw(ui, b, rect, marks) {
                clicked = Some(c);
            }
        }
    }
    clicked
}

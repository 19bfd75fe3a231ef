//! What a viewer may see of a match, described as data so one renderer serves every game.
//!
//! Every clickable thing has an [`ElementId`] unique within the scene; an action's click path
//! ([`crate::wire::ActionInfo::path`]) is a list of these ids. Hidden information never enters a
//! scene: a face-down card the viewer may not see is a [`CardFace::Back`].

use serde::{Deserialize, Serialize};

/// Identifies one clickable element of a scene, e.g. `cell:f6`, `card:A4`, `zone:hand:0`,
/// `control:end`.
pub type ElementId = String;

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Scene {
    pub boards: Vec<Board>,
    pub zones: Vec<Zone>,
    pub counters: Vec<Counter>,
    /// Free text lines (phase, notes); shown above the table.
    pub labels: Vec<String>,
    /// Buttons that are not on the board: "End turn", "Withdraw", "Skip", "Face down", ….
    pub controls: Vec<Control>,
    /// Elements to emphasise, e.g. the last move.
    pub highlights: Vec<Highlight>,
    /// Hover help for the things on the table, keyed by piece kind, terrain or card key (from
    /// the ruleset), so a player can ask what a unit, tile or card does.
    pub glossary: Vec<GlossaryEntry>,
}

impl Scene {
    /// Whether an element with this id exists anywhere in the scene.
    pub fn contains(&self, id: &str) -> bool {
        self.boards.iter().any(|b| {
            b.cells
                .iter()
                .any(|c| c.id == id || c.piece.as_ref().is_some_and(|p| p.id == id))
        }) || self
            .zones
            .iter()
            .any(|z| z.id == id || z.cards.iter().any(|c| c.id == id))
            || self.counters.iter().any(|c| c.id == id)
            || self.controls.iter().any(|c| c.id == id)
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Geometry {
    /// `files` columns × `ranks` rows; coordinates are (file, rank) from 0 at the bottom left.
    Square { files: u32, ranks: u32 },
    /// Flat-topped hexes in vertical files, axial (q, r) coordinates as in the Palagan rules:
    /// q is the file, r runs up the file, and the cell's centre is at
    /// x = 1.5·q, y = √3·(r + q/2) in units of the hex radius.
    HexAxial,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Board {
    pub id: ElementId,
    pub geometry: Geometry,
    pub cells: Vec<Cell>,
    /// Areas of the board covered by a screen for this viewer (e.g. the opponent's homeland
    /// during a hidden setup), as cell ids.
    pub screened: Vec<ElementId>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cell {
    pub id: ElementId,
    /// The cell's name in the game's notation (`f6`).
    pub name: String,
    pub q: i32,
    pub r: i32,
    /// Terrain name as the ruleset declares it (`mountain`), or `None` when unknown/hidden.
    pub terrain: Option<String>,
    pub piece: Option<Piece>,
    /// Small markers: `ruined`, `stuck`, ….
    pub marks: Vec<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Piece {
    pub id: ElementId,
    pub owner: Option<u8>,
    /// The piece type as the ruleset names it (`dragon`), used for hover help.
    pub kind: String,
    /// Short readable label or glyph (`Dr`).
    pub label: String,
    pub marks: Vec<String>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ZoneKind {
    /// A player's hand: cards side by side.
    Hand,
    /// A pile where later cards cover earlier ones; `cards[0]` is the bottom, the last is on top
    /// and the only uncovered card.
    Stack,
    /// A face-down deck shown as a back and a count.
    Deck,
    /// Pieces or cards waiting off the board (a reserve, a capture pile).
    Pool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Zone {
    pub id: ElementId,
    pub kind: ZoneKind,
    pub owner: Option<u8>,
    pub title: String,
    /// Zones with the same group are drawn together (e.g. both stacks of one theater).
    pub group: Option<String>,
    pub cards: Vec<CardView>,
    /// Number of items, which may exceed `cards.len()` (a deck shows only a count).
    pub count: u32,
    /// The kind of card that belongs here (ALS: the theater of a player's stack), drawn as the
    /// zone's colour; a card of another category played here keeps its own colour.
    pub category: Option<Category>,
}

/// A kind of card the plugin names and colours (ALS: the theater a card belongs to), shown as a
/// colour band on a card's face and on the zones where that kind belongs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Category {
    /// Stable key (`air`); cards and zones with the same key share a colour.
    pub key: String,
    /// The name printed on the face (`Air`).
    pub title: String,
    /// The colour the plugin chose (sRGB); `None`: the host derives one from the key. The host
    /// keeps text on it readable in light and dark themes.
    pub color: Option<[u8; 3]>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardView {
    pub id: ElementId,
    pub face: CardFace,
    /// Covered by a later card in the same stack.
    pub covered: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CardFace {
    /// Face up (or face down but known to this viewer: `face_down` says which).
    Front {
        /// The card's key in the ruleset (`A4`), for hover help.
        key: String,
        title: String,
        /// The strength/value printed on it.
        value: Option<i64>,
        /// The value that currently counts, when it differs (e.g. a face-down card's 2).
        effective: Option<i64>,
        face_down: bool,
        /// What the card does: printed on the face (as much as fits) and shown whole on hover.
        text: String,
        /// Its kind (ALS: its theater), drawn as the face's colour band.
        category: Option<Category>,
    },
    /// A card back: nothing about the card is known to this viewer.
    Back,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Counter {
    pub id: ElementId,
    pub owner: Option<u8>,
    pub label: String,
    pub value: i64,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GlossaryEntry {
    pub key: String,
    pub title: String,
    pub text: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Control {
    pub id: ElementId,
    pub label: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Highlight {
    pub id: ElementId,
    pub kind: HighlightKind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum HighlightKind {
    LastMove,
    Threat,
    Info,
}

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
    /// How the table's terrains and marks look (colour, glyph, name), keyed like
    /// [`Cell::terrain`] and [`Cell::marks`]/[`Piece::marks`]: the host knows no game's words,
    /// so everything it draws beyond the neutral default comes from here.
    pub legend: Vec<LegendEntry>,
    /// Standing permissions and effects (ALS: Air Drop, Escalation, Containment), shown as
    /// badges beside their owner's side of the table.
    pub badges: Vec<Badge>,
    /// Something the player should look at before play goes on (ALS: the end-of-battle summary
    /// with every card revealed). The host shows each moment once per viewer, by its id.
    pub moment: Option<Moment>,
    /// Names a phase in which a seat's actions form a reusable whole (Cyvasse: the setup); the
    /// host offers to save the viewer's actions in this phase under a name and to play a saved
    /// sequence again later. The key is the same for every match of the ruleset.
    pub saved_sequence: Option<String>,
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
    /// Drawn rotated half a turn, so this viewer's side of the board is at the bottom.
    pub turned: bool,
    /// Areas of the board covered by a screen for this viewer (e.g. the opponent's homeland
    /// during a hidden setup), as cell ids.
    pub screened: Vec<ElementId>,
    /// The names of the files (columns, left to right from file 0) as the game writes them on
    /// the board's edges; empty: the host's `a`, `b`, `c`, ….
    pub file_names: Vec<String>,
    /// The names of the ranks (rows, from rank 0 up); empty: the host's `1`, `2`, `3`, ….
    pub rank_names: Vec<String>,
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
    /// How the piece is drawn; the default is a disc in its owner's colour.
    pub look: PieceLook,
}

/// How a piece is drawn.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PieceLook {
    /// Only the label, large, with no disc behind it (tic-tac-toe's X and O).
    pub glyph_only: bool,
    /// The colour the plugin chose (sRGB) instead of the owner's; the host keeps the label on
    /// it readable.
    pub color: Option<[u8; 3]>,
}

/// What one terrain or mark looks like and is called.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LegendEntry {
    /// The terrain or mark key as the scene uses it (`mountain`, `stuck`).
    pub key: String,
    /// Its name for players (`Mountain`, `Stuck in water`).
    pub title: String,
    /// Fill colour for a terrain, or the sign's colour for a mark (sRGB); `None`: neutral.
    pub color: Option<[u8; 3]>,
    /// A short sign drawn on the cell (`▲`, `≈`, `✕`); empty: none.
    pub glyph: String,
    /// Whether this is a mark (drawn as a sign on top) rather than a terrain (the cell's fill).
    pub mark: bool,
}

/// A standing permission or effect shown beside its owner's side of the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Badge {
    pub owner: Option<u8>,
    /// Short name on the badge (`Air Drop`).
    pub title: String,
    /// What it means, on hover.
    pub text: String,
}

/// A moment to look at before play goes on.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Moment {
    /// Stable for the same moment across views (e.g. `battle-2-end`): the host shows it once.
    pub id: String,
    pub title: String,
    /// Plain lines (who controlled each theater, the VP awarded, the withdraw table).
    pub lines: Vec<String>,
    /// Zones to show as they were (all cards revealed).
    pub zones: Vec<Zone>,
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
        /// Whether `key` is printed on the face too (a card named by its key, `A4`); when
        /// false the key is only the hover help's.
        key_on_face: bool,
    },
    /// A card back: nothing about the card is known to this viewer.
    Back,
    /// A die (or a token with faces) in a zone: drawn as a die, with pips up to six sides and
    /// a number above.
    Die {
        /// How many faces it has (6 for a common die).
        sides: u8,
        /// The face up, 1 to `sides`; `None` for a die this viewer may not see (under its
        /// owner's cup), drawn blank.
        value: Option<u8>,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Counter {
    pub id: ElementId,
    pub owner: Option<u8>,
    pub label: String,
    pub value: i64,
    /// How the host draws it (a line of the score by default).
    pub look: CounterLook,
}

/// How a counter is drawn: the score is read at a glance when it is a picture.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum CounterLook {
    /// A line of the score: the label and the value.
    #[default]
    Number,
    /// A track from 0 to `max` with the value marked on it (victory points to a goal), with
    /// labelled marks (what the track's places mean).
    Track { max: i64, marks: Vec<TrackMark> },
    /// Drawn on this zone, beside its title, instead of in the score: a total that belongs to
    /// a place on the table (a side's strength in a theater).
    OnZone(ElementId),
    /// As many tokens as the value, in the owner's colour (pieces in reserve, dice in a cup).
    Tokens,
}

/// A place of a track worth a label (a goal, a threshold).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TrackMark {
    pub at: i64,
    pub label: String,
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
    /// A question the host asks before the click counts (`Withdraw now? The opponent scores 4
    /// VP.`); `None`: no confirmation. The player can turn confirmations off.
    pub confirm: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Highlight {
    pub id: ElementId,
    pub kind: HighlightKind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum HighlightKind {
    /// Where a piece or card of the last turn arrived (every action of the opponent's last
    /// turn is highlighted, not only the final one).
    LastMove,
    Threat,
    Info,
    /// Where a piece of the last turn came from.
    LastFrom,
    /// Where a piece was taken in the last turn (drawn as a fading marker).
    Captured,
}

/// What an action does to its target (the last element of its click path), so the host can mark
/// captures, attacks and pushes differently from plain moves.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Effect {
    #[default]
    Move,
    /// Takes the piece on the target.
    Capture,
    /// Strikes the target from a distance without moving there.
    Attack,
    /// Pushes the piece on the target away.
    Push,
    /// Puts something new on the target (a summon, a placement, a card played).
    Place,
}

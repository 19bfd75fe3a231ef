//! What players see and write: the scene, its legend, the click paths and the notation (`b2`,
//! the cell's file letter and rank, as in `rulesets/tic-tac-toe/rules.md`); under the phantom
//! rules also what each seat may know: its scene, the public form of a try, and the worlds it
//! cannot tell apart from the real one (`sample_hidden`, for the bots and the leak check).

use crate::TicTacToe;
use crate::rules::{Action, SEATS};
use crate::state::{State, bit};
use game_sdk::scene::{
    Board, Cell, Control, ElementId, Geometry, Highlight, HighlightKind, LegendEntry, Piece,
    PieceLook, Scene,
};
use game_sdk::{GameRng, Refusal, Viewer};

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

    /// Whether `viewer` sees the mark on cell `i` (if any). Under the standard rules everyone
    /// sees every mark. Under the phantom rules (TTT-P1) a seat sees its own marks and the ones
    /// it found (TTT-P2), a spectator none, the referee all; once the match is over, everyone
    /// sees the whole board.
    fn shows(&self, s: &State, viewer: Viewer, i: usize) -> bool {
        if !self.config.phantom || self.is_over(s) {
            return true;
        }
        match viewer {
            Viewer::Referee => true,
            Viewer::Spectator => false,
            Viewer::Seat(seat) => {
                s.cells[i] == Some(seat)
                    || s.found
                        .get(usize::from(seat))
                        .is_some_and(|f| f & bit(i) != 0)
            }
        }
    }

    /// The goal and, under the phantom rules, what is public: how many marks each player has
    /// down and how many of the other's it found (everyone sees who tried again).
    fn labels(&self, s: &State) -> Vec<String> {
        let mut labels = vec![game_sdk::msg!(
            "goal",
            "{line} in a row wins",
            line = self.config.line
        )];
        if self.config.phantom && !self.is_over(s) {
            for (seat, name) in SEATS.iter().enumerate() {
                let marks = s.cells.iter().filter(|&&c| c == Some(seat as u8)).count();
                labels.push(game_sdk::msg!(
                    "phantom-tally",
                    "{seat}: {marks:mark:marks} down, found {found} of {other}'s",
                    seat = name,
                    marks = marks,
                    found = s.found[seat].count_ones(),
                    other = SEATS[1 - seat]
                ));
            }
        }
        labels
    }
}

/// A game with hidden information builds each viewer's scene from what that viewer may
/// know: here the marks it is shown ([`TicTacToe::shows`]) and, under the phantom rules,
/// what everyone knows of the others (how many marks each has, how many it found).
pub(crate) fn scene(g: &TicTacToe, s: &State, viewer: Viewer) -> Scene {
    let cells = (0..s.cells.len())
        .map(|i| Cell {
            id: g.cell_id(i),
            name: g.cell_name(i),
            q: (i % g.size()) as i32,
            r: (i / g.size()) as i32,
            terrain: None,
            piece: s.cells[i].filter(|_| g.shows(s, viewer, i)).map(|p| Piece {
                // X and O are the marks themselves, not labels on counters.
                look: PieceLook {
                    glyph_only: true,
                    color: None,
                },
                id: format!("piece:{}", g.cell_name(i)),
                owner: Some(p),
                kind: "mark".into(),
                label: SEATS[p as usize].into(),
                marks: Vec::new(),
            }),
            marks: Vec::new(),
        })
        .collect();
    let n = g.config.size as u32;
    Scene {
        boards: vec![Board {
            turned: false,
            id: "board".into(),
            geometry: Geometry::Square { files: n, ranks: n },
            cells,
            screened: Vec::new(),
            file_names: Vec::new(),
            rank_names: Vec::new(),
        }],
        labels: g.labels(s),
        controls: Vec::<Control>::new(),
        highlights: s
            .last
            .iter()
            .filter(|&&i| g.shows(s, viewer, i))
            .map(|&i| Highlight {
                id: g.cell_id(i),
                kind: HighlightKind::LastMove,
            })
            .collect(),
        legend: legend(),
        ..Scene::default()
    }
}

pub(crate) fn format_action(g: &TicTacToe, action: Action) -> String {
    let Action::Place { cell } = action;
    g.cell_name(usize::from(cell))
}

/// Reads `b2`; whether the cell is empty is for the rules to say.
pub(crate) fn parse_action(g: &TicTacToe, text: &str) -> Result<Action, Refusal> {
    let bad = || {
        Refusal::illegal(game_sdk::msg!(
            "refuse-not-a-cell",
            "`{text}` is not a cell (write e.g. `b2`)",
            text = text
        ))
    };
    let i = cell_index(g.size(), text.trim()).ok_or_else(bad)?;
    let cell = u8::try_from(i).map_err(|_| bad())?;
    Ok(Action::Place { cell })
}

pub(crate) fn action_path(g: &TicTacToe, action: Action) -> Vec<ElementId> {
    let Action::Place { cell } = action;
    vec![g.cell_id(usize::from(cell))]
}

/// How often [`sample_hidden`] deals the hidden marks anew before it gives up on finding
/// a deal without a completed line (one is nearly always found in the first few).
const DEALS: usize = 64;

/// The public form of a phantom try (TTT-P1): who tried, and whether it found a mark of
/// the other player (everyone sees that: the mover then tries again), never which cell.
pub(crate) fn public_action(_: &TicTacToe, s: &State, action: Action) -> String {
    let Action::Place { cell } = action;
    let (me, other) = (s.to_move, 1 - s.to_move);
    match s.cells.get(usize::from(cell)) {
        Some(&Some(owner)) if owner == other => format!(
            "{} tried a cell {} holds",
            SEATS[usize::from(me)],
            SEATS[usize::from(other)]
        ),
        _ => format!("{} marked a cell", SEATS[usize::from(me)]),
    }
}

/// A phantom position `seat` cannot tell from `s`: the other player's marks it has not
/// found are dealt anew onto the cells it does not know (none completing a line, since the
/// match goes on), and which of its own marks the other found is drawn anew from its marks
/// (it knows only how many). Drawn from what the seat knows alone (its marks, what it
/// found, the counts everyone sees), so two positions it cannot tell apart give the same
/// world for the same `rng`. A finished match hides nothing.
pub(crate) fn sample_hidden(g: &TicTacToe, s: &State, seat: u8, rng: &mut GameRng) -> State {
    let mut out = s.clone();
    sample_hidden_into(g, s, seat, rng, &mut out);
    out
}

thread_local! {
    /// The cell lists a deal works with (the open cells, a deal's spots, the seat's marks),
    /// kept by the thread: a bot's search deals a world at every iteration.
    static DEAL_LISTS: std::cell::RefCell<[Vec<usize>; 3]> =
        const { std::cell::RefCell::new([Vec::new(), Vec::new(), Vec::new()]) };
}

/// [`sample_hidden`] written over `out` (whatever it held), with the same draws, reusing its
/// board and the thread's cell lists: no allocation once warmed up.
pub(crate) fn sample_hidden_into(
    g: &TicTacToe,
    s: &State,
    seat: u8,
    rng: &mut GameRng,
    out: &mut State,
) {
    out.clone_from(s);
    // The generator's future is hidden from every seat: a bot must not plan with it.
    out.rng = GameRng::resampled(rng);
    if g.is_over(s) {
        return;
    }
    DEAL_LISTS.with(|lists| {
        let mut lists = lists.borrow_mut();
        let [open, spots, own] = &mut *lists;
        deal(g, s, seat, rng, out, open, spots, own);
    });
}

/// The deal of [`sample_hidden_into`], in the lists given.
#[allow(clippy::too_many_arguments)]
fn deal(
    g: &TicTacToe,
    s: &State,
    seat: u8,
    rng: &mut GameRng,
    out: &mut State,
    open: &mut Vec<usize>,
    spots: &mut Vec<usize>,
    own: &mut Vec<usize>,
) {
    let (me, other) = (usize::from(seat), 1 - seat);
    let known = s.found[me];
    let mine = |i: usize| s.cells[i] == Some(seat);
    let unseen = (0..s.cells.len())
        .filter(|&i| s.cells[i] == Some(other) && known & bit(i) == 0)
        .count();
    // Where the unseen marks may be: neither the seat's own cells nor the ones it found.
    open.clear();
    open.extend((0..s.cells.len()).filter(|&i| !mine(i) && known & bit(i) == 0));
    for _ in 0..DEALS {
        spots.clear();
        spots.extend_from_slice(open);
        rng.shuffle(spots);
        for &i in open.iter() {
            out.cells[i] = None;
        }
        spots.truncate(unseen);
        for &i in spots.iter() {
            out.cells[i] = Some(other);
        }
        if !spots
            .iter()
            .any(|&i| g.completed_line(&out.cells, i, other).is_some())
        {
            break;
        }
        // This deal completes a line: back to the real marks, which are a deal without one
        // (the match is not over) and stay if no other deal is found.
        out.cells.clone_from(&s.cells);
    }
    own.clear();
    own.extend((0..s.cells.len()).filter(|&i| mine(i)));
    rng.shuffle(own);
    let found = s.found[usize::from(other)].count_ones() as usize;
    out.found[usize::from(other)] = own.iter().take(found).fold(0, |f, &i| f | bit(i));
    // The last mark is the seat's to see only where it sees the cell.
    out.last = s.last.filter(|&i| mine(i) || known & bit(i) != 0);
    // The deal moved marks cell by cell.
    out.sync_marks();
}

impl TicTacToe {
    /// Whether, for all the other player knows of `s`, a mark of `me` could complete a line:
    /// `me` has `line - 1` marks or more, the other has not found them all, and some cell it
    /// cannot see would complete a line if every cell it cannot see held a mark of `me`.
    fn might_have_won(&self, s: &State, me: u8) -> bool {
        let other = 1 - me;
        let seen =
            |i: usize| s.cells[i] == Some(other) || s.found[usize::from(other)] & bit(i) != 0;
        let marks = s.cells.iter().filter(|&&c| c == Some(me)).count();
        let hidden = (0..s.cells.len())
            .filter(|&i| s.cells[i] == Some(me) && !seen(i))
            .count();
        if hidden == 0 || marks + 1 < usize::from(self.config.line) {
            return false;
        }
        let guess: Vec<Option<u8>> = (0..s.cells.len())
            .map(|i| if seen(i) { s.cells[i] } else { Some(me) })
            .collect();
        (0..s.cells.len()).any(|i| !seen(i) && self.completed_line(&guess, i, me).is_some())
    }
}

/// Who a phantom try showed something hidden (`HiddenInformation::revealed_to`):
///
/// - everyone, when it ended the match: the whole board is shown (TTT-P1);
/// - the mover, whose try tells it whether the other player held the cell (TTT-P2): a
///   found mark, or an empty cell where a hidden mark could have been. Only when the mover
///   knew the answer before (none of the other's marks is unfound, or every cell it may try
///   holds one) does a try show it nothing;
/// - the other player, when a mark went down and the match goes on though, for all it
///   knew, the mover's hidden marks could have lined up with that cell: it learns they do
///   not (the mover has at least `line - 1` marks, one of them hidden from it, and a cell
///   it cannot see lies on a line free of its own marks).
///
/// Otherwise the other player learns only that a try was made and whether it found a mark,
/// which everyone sees (which of its marks was found is hidden from it too).
pub(crate) fn revealed_to(g: &TicTacToe, before: &State, after: &State, seats: &mut Vec<u8>) {
    if g.is_over(after) && !g.is_over(before) {
        seats.extend([0, 1]);
        return;
    }
    let (me, other) = (before.to_move, 1 - before.to_move);
    if after.cells != before.cells && g.might_have_won(before, me) {
        seats.push(other);
    }
    let found = before.found[usize::from(me)];
    let (mut unfound, mut open) = (0, 0);
    for (i, &c) in before.cells.iter().enumerate() {
        if c != Some(me) && found & bit(i) == 0 {
            open += 1;
            if c == Some(other) {
                unfound += 1;
            }
        }
    }
    if unfound > 0 && unfound < open {
        seats.push(me);
    }
}

/// How the board's terrains and marks look (`Cell::terrain`, `Cell::marks`): the host knows no
/// game's words, so a game that uses either describes each here (`plugins/cyvasse/src/legend.rs`).
/// Tic-tac-toe uses neither, and an empty legend also keeps the host from reserving a column
/// for it beside the board.
fn legend() -> Vec<LegendEntry> {
    Vec::new()
}

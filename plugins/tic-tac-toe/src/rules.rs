//! The rules: what may be played, what a move does, whose turn it is and how the match ends.
//!
//! This is the bots' hot path (`game-host bench-bots` races it against OpenSpiel): `apply`,
//! `legal_actions_into`, `to_move`, `winner` and `is_over` allocate nothing, a move without a
//! `line_completed` script is played in place, and the search's random rollouts are one loop
//! here ([`random_playout`]) instead of listing the legal actions at every step.

use crate::TicTacToe;
use crate::script::{self, LineResult};
use crate::state::{State, bit};
use game_sdk::bots::{Playout, QuickRng};
use game_sdk::{GameRng, LogLine, Misfit, Outcome, Refusal, Status};

/// One move. A game with several kinds of move (a step, a capture, a pass) gives each its own
/// variant; tic-tac-toe has one. Small and `Copy`: the bots copy actions constantly.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Mark an empty cell; `cell` is its row-major index from a1 (a 9×9 board has 81).
    Place { cell: u8 },
}

/// The direction of a completed line, for the balance lab's counters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineKind {
    Row,
    Column,
    Diagonal,
}

impl LineKind {
    pub fn name(self) -> &'static str {
        match self {
            Self::Row => "row",
            Self::Column => "column",
            Self::Diagonal => "diagonal",
        }
    }
}

/// The four directions a line can run in, each with its kind; a move that completes lines in
/// several directions is reported by the first here.
const DIRECTIONS: [(i32, i32, LineKind); 4] = [
    (1, 0, LineKind::Row),
    (0, 1, LineKind::Column),
    (1, 1, LineKind::Diagonal),
    (1, -1, LineKind::Diagonal),
];

/// The seats' names, in seat order (also `GameInfo::seats`).
pub const SEATS: [&str; 2] = ["X", "O"];

/// Cells of the largest board (`size` ≤ 9).
const MAX_CELLS: usize = 81;

/// Boards of up to this many cells (5×5) find a completed line in `apply` by checking the
/// lines through the cell ([`TicTacToe::completes_line`]).
const MASK_CELLS: usize = 25;

/// [`crate::TicTacToe::lines_through`] of a board of `size`² cells and lines of `line`: every
/// run of `line` cells in one of the `DIRECTIONS`, as a bit set, under each of its cells.
pub(crate) fn lines_through(size: u8, line: u8) -> Vec<Vec<u128>> {
    let (n, k) = (i32::from(size), i32::from(line));
    let mut out = vec![Vec::new(); (n * n) as usize];
    for (y, x) in (0..n).flat_map(|y| (0..n).map(move |x| (y, x))) {
        for &(dx, dy, _) in &DIRECTIONS {
            // The line from (x, y) on, if it fits on the board.
            let (ex, ey) = (x + dx * (k - 1), y + dy * (k - 1));
            if k < 1 || !(0..n).contains(&ex) || !(0..n).contains(&ey) {
                continue;
            }
            let cells = (0..k).map(|j| ((y + dy * j) * n + x + dx * j) as usize);
            let mask = cells.clone().fold(0, |m, c| m | bit(c));
            for c in cells {
                out[c].push(mask);
            }
        }
    }
    out
}

/// [`crate::TicTacToe::reach`] of a board of `size`² cells and lines of `line`.
pub(crate) fn line_reach(size: u8, line: u8) -> Vec<[[u8; 2]; 4]> {
    let n = i32::from(size);
    let most = i32::from(line).saturating_sub(1);
    (0..n * n)
        .map(|i| {
            let (x, y) = (i % n, i / n);
            let steps = |dx: i32, dy: i32| {
                let mut k = 0;
                while k < most
                    && (0..n).contains(&(x + dx * (k + 1)))
                    && (0..n).contains(&(y + dy * (k + 1)))
                {
                    k += 1;
                }
                k as u8
            };
            DIRECTIONS.map(|(dx, dy, _)| [steps(dx, dy), steps(-dx, -dy)])
        })
        .collect()
}

impl TicTacToe {
    /// Whether the match is over, without building the [`Status`] text (bots ask this on every
    /// step of a search).
    pub(crate) fn is_over(&self, s: &State) -> bool {
        s.winner.is_some() || s.cells.iter().all(Option::is_some)
    }

    /// The line a mark of `me` at `i` would complete (whatever `cells[i]` holds now), if any:
    /// in each direction, the marks of `me` ahead of `i` and behind it, as far as a line
    /// through `i` can reach on the board ([`TicTacToe::reach`]).
    pub(crate) fn completed_line(
        &self,
        cells: &[Option<u8>],
        i: usize,
        me: u8,
    ) -> Option<LineKind> {
        let need = usize::from(self.config.line.saturating_sub(1));
        let n = self.size() as isize;
        let me = Some(me);
        let run = |steps: u8, step: isize| {
            let (mut j, mut count) = (i, 0);
            while count < usize::from(steps) {
                j = j.wrapping_add_signed(step);
                if cells.get(j) != Some(&me) {
                    break;
                }
                count += 1;
            }
            count
        };
        let reach = self.reach.get(i)?;
        for (&(dx, dy, kind), &[ahead, behind]) in DIRECTIONS.iter().zip(reach) {
            if usize::from(ahead) + usize::from(behind) < need {
                continue;
            }
            let step = dx as isize + dy as isize * n;
            let marks = run(ahead, step);
            if marks >= need || marks + run(behind, -step) >= need {
                return Some(kind);
            }
        }
        None
    }

    /// Whether a mark of `me` at `i` would complete a line: [`TicTacToe::completed_line`]
    /// without the line's kind, for `apply`. On boards of up to [`MASK_CELLS`] cells it checks
    /// the few lines through `i` ([`TicTacToe::lines_through`]) cell by cell, most of them
    /// failing at their first: every step of a generic rollout applies a move, and the walk
    /// in every direction with its reach cost twice as much on a 3×3 board. Larger boards,
    /// with up to twenty lines through a cell, walk.
    pub(crate) fn completes_line(&self, cells: &[Option<u8>], i: usize, me: u8) -> bool {
        if cells.len() > MASK_CELLS {
            return self.completed_line(cells, i, me).is_some();
        }
        let Some(lines) = self.lines_through.get(i) else {
            return false;
        };
        // Each line through `i`, its other cells in turn: most lines fail at their first
        // cell (empty, or the other seat's), so a check reads a few cells, not the board.
        let me = Some(me);
        lines.iter().any(|&line| {
            let mut rest = line & !bit(i);
            while rest != 0 {
                if cells.get(rest.trailing_zeros() as usize) != Some(&me) {
                    return false;
                }
                rest &= rest - 1;
            }
            true
        })
    }

    fn place(&self, s: &mut State, i: usize, log: &mut Vec<LogLine>) -> Result<(), Refusal> {
        // An empty cell means the board is not full: then only a line ends the match, and the
        // scan of the whole board (`is_over`) is left to the refusals.
        let empty = s.cells.get(i) == Some(&None);
        if s.winner.is_some() || (!empty && self.is_over(s)) {
            return Err(Refusal::illegal(game_sdk::msg!(
                "refuse-game-over",
                "the game is over"
            )));
        }
        match s.cells.get(i) {
            None => {
                return Err(Refusal::illegal(game_sdk::msg!(
                    "refuse-no-such-cell",
                    "no such cell"
                )));
            }
            // TTT-P2: a try on a hidden mark of the other player shows it to the mover, who
            // tries again (the turn does not pass).
            Some(&Some(owner))
                if self.config.phantom
                    && owner != s.to_move
                    && s.found[s.to_move as usize] & bit(i) == 0 =>
            {
                s.found[s.to_move as usize] |= bit(i);
                // A bot's search and a simulated game read no line (`log_unread`).
                if game_sdk::bots::log_unread() {
                    return Ok(());
                }
                log.push(LogLine::seat(
                    s.to_move,
                    game_sdk::msg!(
                        "cell-taken-try-again",
                        "{cell} is {owner}'s: try another cell",
                        cell = self.cell_name(i),
                        owner = SEATS[owner as usize]
                    ),
                ));
                return Ok(());
            }
            Some(Some(_)) => {
                return Err(Refusal::illegal(game_sdk::msg!(
                    "refuse-taken",
                    "{cell} is taken",
                    cell = self.cell_name(i)
                )));
            }
            Some(None) => {}
        }
        if !self.line_hook {
            // Nothing below can fail without a script: play in place.
            self.mark(s, i);
            return Ok(());
        }
        // Everything is decided before the state changes, so a failing script changes nothing:
        // the hook reads the board with the move made (a copy the thread reuses) and draws
        // from a copy of the generator.
        let me = s.to_move;
        let mut winner = None;
        let mut rng = s.rng.clone();
        s.cells[i] = Some(me);
        let completed = self.completes_line(&s.cells, i, me);
        s.cells[i] = None;
        if completed {
            let result = match (self.scripts.as_ref(), self.hook.as_ref()) {
                (Some(host), Some(hook)) => {
                    s.cells[i] = Some(me);
                    let r = script::line_completed(host, hook, &s.cells, me, &mut rng, log);
                    s.cells[i] = None;
                    r?
                }
                _ => LineResult::Win,
            };
            winner = Some(match result {
                LineResult::Win => me,
                LineResult::Lose => 1 - me,
            });
        }
        s.cells[i] = Some(me);
        (s.last, s.winner, s.rng) = (Some(i), winner, rng);
        s.sync_marks();
        s.to_move = 1 - me;
        Ok(())
    }

    /// A mark of the mover on the empty cell `i` (`i < cells.len()`), played in place: the
    /// move of rules without a `line_completed` script, which nothing can refuse (and, on bit
    /// sets, of [`random_playout`]).
    fn mark(&self, s: &mut State, i: usize) {
        let me = s.to_move;
        if i < 128 {
            // The lines through `i` on the mover's marks with this one ([`State::marks`]):
            // a word operation per line, where reading their cells branched on each.
            let mine = s.marks[usize::from(me & 1)] | bit(i);
            s.marks[usize::from(me & 1)] = mine;
            let lines = self.lines_through.get(i).map_or(&[][..], Vec::as_slice);
            if lines.iter().any(|&line| line & !mine == 0) {
                s.winner = Some(me);
            }
        } else if self.completes_line(&s.cells, i, me) {
            s.winner = Some(me);
        }
        if let Some(cell) = s.cells.get_mut(i) {
            *cell = Some(me);
        }
        s.last = Some(i);
        s.to_move = 1 - me;
    }
}

pub(crate) fn status(g: &TicTacToe, s: &State) -> Status {
    if let Some(w) = s.winner {
        let scores = (0..2).map(|p| i64::from(p == w)).collect();
        // Under a house rule the winner may be the other seat: name who made the line.
        let who = s.last.and_then(|i| s.cells[i]).unwrap_or(w);
        let reason = game_sdk::msg!(
            "completed-a-line",
            "{seat} completed a line",
            seat = SEATS[who as usize]
        );
        Status::Over(Outcome::won(w, scores, reason))
    } else if s.cells.iter().all(Option::is_some) {
        let reason = game_sdk::msg!("board-full", "the board is full");
        Status::Over(Outcome::draw(vec![0, 0], reason))
    } else {
        Status::ToMove {
            seat: s.to_move,
            prompt: if g.config.phantom {
                game_sdk::msg!(
                    "prompt-phantom",
                    "Mark a cell: the other player's marks are hidden"
                )
            } else {
                game_sdk::msg!("prompt", "Mark an empty cell")
            },
        }
    }
}

pub(crate) fn to_move(g: &TicTacToe, s: &State) -> Option<u8> {
    (!g.is_over(s)).then_some(s.to_move)
}

pub(crate) fn legal_actions(g: &TicTacToe, s: &State) -> Vec<Action> {
    let mut out = Vec::with_capacity(s.cells.len());
    legal_actions_into(g, s, &mut out);
    out
}

pub(crate) fn legal_actions_into(g: &TicTacToe, s: &State, out: &mut Vec<Action>) {
    out.clear();
    // Over by a line. A full board lists no empty cell below anyway, so the standard rules
    // skip `is_over`'s scan of the board (this is a step of every generic rollout); phantom
    // marks list the other seat's unfound cells, which a full board still has.
    if s.winner.is_some() || (g.config.phantom && g.is_over(s)) {
        return;
    }
    // A board has at most 81 cells (`size` ≤ 9), so every index fits a `u8`.
    if g.config.phantom {
        // What the mover knows is not free: its own marks and the ones it found (TTT-P2).
        // The list must not depend on anything else: it is the mover's to see.
        let (me, found) = (Some(s.to_move), s.found[s.to_move as usize]);
        out.extend(
            (0..s.cells.len())
                .filter(|&i| s.cells[i] != me && found & bit(i) == 0)
                .map(|i| Action::Place { cell: i as u8 }),
        );
        return;
    }
    // The empty cells are the bits set in neither seat's marks ([`State::marks`]), in order.
    let board = match s.cells.len() {
        0 => 0,
        n @ 1..128 => u128::MAX >> (128 - n),
        _ => u128::MAX,
    };
    let mut empty = board & !(s.marks[0] | s.marks[1]);
    while empty != 0 {
        out.push(Action::Place {
            cell: empty.trailing_zeros() as u8,
        });
        empty &= empty - 1;
    }
}

/// The bots' random rollout ([`game_sdk::Game::random_playout`]) where every move is
/// played in place (no phantom marks, no `line_completed` script): the empty cells and
/// each seat's marks are bit sets, so a step lists nothing and finds a completed line with
/// a few masks; the `k`-th empty cell is the `k`-th legal action, so the draws, the moves
/// and the end are the SDK's generic playout's (`tests/bots.rs` compares them). `None`
/// where these rules need the generic one.
pub(crate) fn random_playout(
    g: &TicTacToe,
    s: &mut State,
    rng: &mut QuickRng,
    cap: u32,
) -> Option<Playout> {
    if g.config.phantom || g.line_hook || s.cells.len() > MAX_CELLS {
        return None;
    }
    // The empty cells and each seat's marks as bit sets: the legal actions are the empty
    // cells in the order of their bits.
    let mut marks = s.marks;
    let board = u128::MAX >> (128 - s.cells.len().max(1));
    let mut empty = board & !(marks[0] | marks[1]);
    let mut n = u64::from(empty.count_ones());
    for _ in 0..cap {
        if s.winner.is_some() || n == 0 {
            return Some(Playout::Ended(s.winner));
        }
        // The `k`-th empty cell, as `legal_actions` would list it.
        let k = rng.below(n);
        n -= 1;
        let mut rest = empty;
        for _ in 0..k {
            rest &= rest - 1;
        }
        let i = rest.trailing_zeros() as usize;
        empty &= !bit(i);
        // `mark`, with the completed line found on the bit sets.
        let me = s.to_move;
        let mine = marks[usize::from(me & 1)] | bit(i);
        marks[usize::from(me & 1)] = mine;
        let lines = g.lines_through.get(i).map_or(&[][..], Vec::as_slice);
        if lines.iter().any(|&line| line & !mine == 0) {
            s.winner = Some(me);
        }
        if let Some(cell) = s.cells.get_mut(i) {
            *cell = Some(me);
        }
        s.marks = marks;
        s.last = Some(i);
        s.to_move = 1 - me;
    }
    Some(Playout::Capped)
}

pub(crate) fn apply(
    g: &TicTacToe,
    s: &mut State,
    action: Action,
    log: &mut Vec<LogLine>,
) -> Result<(), Refusal> {
    let Action::Place { cell } = action;
    g.place(s, usize::from(cell), log)
}

/// An empty board, X to move.
pub(crate) fn start(g: &TicTacToe, seed: u64) -> State {
    State {
        cells: vec![None; g.size() * g.size()],
        to_move: 0,
        last: None,
        winner: None,
        found: [0; 2],
        rng: GameRng::from_seed(seed),
        marks: [0; 2],
    }
}

/// A match started under other rules fits these only on a board of the same size.
pub(crate) fn state_fits(g: &TicTacToe, s: &State) -> Result<(), Misfit> {
    let cells = g.size() * g.size();
    if s.cells.len() == cells {
        Ok(())
    } else {
        Err(Misfit::Board(format!(
            "the board has {} cells, these rules want {cells}",
            s.cells.len()
        )))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_sdk::{Game, RulesetSource};

    /// The check before [`TicTacToe::reach`]: runs in every direction on coordinates.
    fn reference(
        size: usize,
        line: u8,
        cells: &[Option<u8>],
        i: usize,
        me: u8,
    ) -> Option<LineKind> {
        let n = size as i32;
        let (x, y) = ((i as i32) % n, (i as i32) / n);
        let me = Some(me);
        let run = |dx: i32, dy: i32| {
            let (mut cx, mut cy, mut count) = (x + dx, y + dy, 0);
            while (0..n).contains(&cx)
                && (0..n).contains(&cy)
                && cells[(cy * n + cx) as usize] == me
            {
                count += 1;
                cx += dx;
                cy += dy;
            }
            count
        };
        DIRECTIONS
            .iter()
            .find(|&&(dx, dy, _)| 1 + run(dx, dy) + run(-dx, -dy) >= i32::from(line))
            .map(|&(_, _, kind)| kind)
    }

    #[test]
    fn a_completed_line_is_found_as_on_coordinates() {
        let mut rng = QuickRng::new(7);
        for size in 3..=9u8 {
            for line in 3..=size {
                let source = RulesetSource::inline(
                    "rulesets/tic-tac-toe/test.toml",
                    &format!("game = \"tic-tac-toe\"\nsize = {size}\nline = {line}\n"),
                );
                let Ok(game) = TicTacToe::compile(&source) else {
                    panic!("{size}x{size}, line {line} does not compile");
                };
                let cells = usize::from(size) * usize::from(size);
                for _ in 0..40 {
                    // Boards from empty to nearly full, marks of both seats.
                    let full = rng.below(101);
                    let board: Vec<Option<u8>> = (0..cells)
                        .map(|_| (rng.below(100) < full).then(|| rng.below(2) as u8))
                        .collect();
                    for i in 0..cells {
                        for me in 0..2 {
                            let kind = reference(usize::from(size), line, &board, i, me);
                            assert_eq!(
                                game.completed_line(&board, i, me),
                                kind,
                                "{size}x{size}, line {line}, cell {i}, seat {me}, {board:?}"
                            );
                            assert_eq!(
                                game.completes_line(&board, i, me),
                                kind.is_some(),
                                "completes_line: {size}x{size}, line {line}, cell {i}, seat \
                                 {me}, {board:?}"
                            );
                        }
                    }
                }
            }
        }
    }

    /// [`State::marks`] is derived from the cells: after every move of random matches (on
    /// every board size and line, standard and phantom rules, with each seat's re-sampled
    /// world of the phantom rules and a stored copy read back), it equals the marks the cells
    /// hold, and the legal moves listed from it are exactly the empty (or, phantom, the
    /// unknown) cells; the winner is the one the cells' lines say.
    #[test]
    fn the_marks_follow_the_cells_through_every_change() {
        let mut rng = QuickRng::new(11);
        for (size, line, phantom) in [
            (3u8, 3u8, false),
            (3, 3, true),
            (4, 3, false),
            (5, 4, true),
            (9, 5, false),
        ] {
            let source = RulesetSource::inline(
                "rulesets/tic-tac-toe/test.toml",
                &format!(
                    "game = \"tic-tac-toe\"\nsize = {size}\nline = {line}\nphantom = {phantom}\n"
                ),
            );
            let Ok(game) = TicTacToe::compile(&source) else {
                panic!("{size}x{size}, line {line}, phantom {phantom} does not compile");
            };
            for seed in 0..30 {
                let mut s = game.start(seed);
                let mut legal = Vec::new();
                let mut log = Vec::new();
                loop {
                    let ctx = format!("{size}x{size} line {line} phantom {phantom} seed {seed}");
                    assert_eq!(s.marks, crate::state::marks_of(&s.cells), "{ctx}: {s:?}");
                    let json = serde_json::to_string(&s).unwrap();
                    let back: State = serde_json::from_str(&json).unwrap();
                    assert_eq!(back, s, "{ctx}: read back");
                    if phantom {
                        let mut r = game_sdk::GameRng::from_seed(seed);
                        let world = crate::view::sample_hidden(&game, &s, s.to_move, &mut r);
                        assert_eq!(world.marks, crate::state::marks_of(&world.cells), "{ctx}");
                    }
                    legal_actions_into(&game, &s, &mut legal);
                    if !phantom {
                        let empty: Vec<Action> = (0..s.cells.len())
                            .filter(|&i| s.cells[i].is_none() && s.winner.is_none())
                            .map(|i| Action::Place { cell: i as u8 })
                            .collect();
                        assert_eq!(legal, empty, "{ctx}");
                    }
                    if legal.is_empty() {
                        break;
                    }
                    let pick = legal[rng.below(legal.len() as u64) as usize];
                    let mover = s.to_move;
                    let Action::Place { cell } = pick;
                    let line_done = game
                        .completed_line(&s.cells, usize::from(cell), mover)
                        .is_some()
                        && s.cells[usize::from(cell)].is_none();
                    game.apply(&mut s, &pick, &mut log).unwrap();
                    if line_done {
                        assert_eq!(s.winner, Some(mover), "{ctx}");
                    }
                }
            }
        }
    }
}

//! Scenario files: a position drawn as text (format: `plugins/tic-tac-toe/SCENARIOS.md`).
//!
//! ```text
//! # O must block the diagonal.
//! O to move
//! . . .
//! . X .
//! X . O
//! ```
//!
//! Every problem is reported at its line and column, so a mistyped board is found at a glance.

use crate::TicTacToe;
use crate::rules::SEATS;
use crate::state::State;
use game_sdk::Diagnostic;

/// A mark as drawn: `X`, `O`, or `.` for an empty cell.
fn read_cell(c: char) -> Option<Option<u8>> {
    match c {
        'X' => Some(Some(0)),
        'O' => Some(Some(1)),
        '.' => Some(None),
        _ => None,
    }
}

/// The seat named in an `X to move` line, if `words` is one: `Some(Err(word))` for a line that
/// reads like one but names no seat.
fn read_to_move<'a>(words: &[&'a str]) -> Option<Result<u8, &'a str>> {
    match words {
        [who, "to", "move"] => Some(match *who {
            "X" => Ok(0),
            "O" => Ok(1),
            other => Err(other),
        }),
        _ => None,
    }
}

/// The 1-based column (in characters) of byte `offset` of `line`.
fn column(line: &str, offset: usize) -> u32 {
    line[..offset].chars().count() as u32 + 1
}

/// Reads a scenario for `game`; every problem is reported at its file, line and column.
pub fn load(game: &TicTacToe, origin: &str, text: &str) -> Result<State, Diagnostic> {
    let at = |line: u32, col: u32, msg: String| Diagnostic::new(origin, line, col, msg);
    let n = game.size();
    let mut s = crate::rules::start(game, 0);
    // Where each cell was drawn, to point at the cell a problem is about.
    let mut drawn_at = vec![(0u32, 0u32); n * n];
    let mut rows = 0usize;
    let mut last_row_line = 0u32;
    let mut to_move: Option<(u8, u32, u32)> = None;

    for (number, raw) in text.lines().enumerate() {
        let line_no = number as u32 + 1;
        let line = raw.split('#').next().unwrap_or_default();
        let words: Vec<&str> = line.split_whitespace().collect();
        if words.is_empty() {
            continue;
        }
        let first_col = column(line, line.len() - line.trim_start().len());
        if let Some(seat) = read_to_move(&words) {
            let seat = seat.map_err(|who| {
                at(
                    line_no,
                    first_col,
                    game_sdk::msg!(
                        "scenario-to-move-who",
                        "`{who} to move`: write `X to move` or `O to move`",
                        who = who
                    ),
                )
            })?;
            if let Some((_, first, _)) = to_move {
                return Err(at(
                    line_no,
                    first_col,
                    game_sdk::msg!(
                        "scenario-second-to-move",
                        "a second `to move` line (the first is line {first})",
                        first = first
                    ),
                ));
            }
            to_move = Some((seat, line_no, first_col));
            continue;
        }
        if rows == n {
            return Err(at(
                line_no,
                first_col,
                game_sdk::msg!(
                    "scenario-too-many-rows",
                    "a {n}×{n} board has {n} rows; this would be row {row}",
                    n = n,
                    row = n + 1
                ),
            ));
        }
        // Drawn top to bottom, as the app shows the board: the first row is the highest rank.
        let rank = n - 1 - rows;
        let mut file = 0usize;
        for (offset, c) in line.char_indices() {
            if c.is_whitespace() {
                continue;
            }
            let col = column(line, offset);
            let Some(mark) = read_cell(c) else {
                return Err(at(
                    line_no,
                    col,
                    game_sdk::msg!(
                        "scenario-not-a-cell",
                        "`{c}` is not a cell: write `X`, `O` or `.` (empty)",
                        c = c
                    ),
                ));
            };
            if file == n {
                return Err(at(
                    line_no,
                    col,
                    game_sdk::msg!(
                        "scenario-too-many-cells",
                        "a row has {n} cells; this would be cell {cell}",
                        n = n,
                        cell = n + 1
                    ),
                ));
            }
            let i = rank * n + file;
            s.cells[i] = mark;
            drawn_at[i] = (line_no, col);
            file += 1;
        }
        if file < n {
            return Err(at(
                line_no,
                column(line, line.trim_end().len()),
                game_sdk::msg!(
                    "scenario-short-row",
                    "this row has {cells} cells, a row of these rules has {n}",
                    cells = file,
                    n = n
                ),
            ));
        }
        rows += 1;
        last_row_line = line_no;
    }

    if rows < n {
        let msg = game_sdk::msg!(
            "scenario-too-few-rows",
            "the board has {rows} rows, these rules want {n} (`size` = {n})",
            rows = rows,
            n = n
        );
        return Err(if rows == 0 {
            Diagnostic::file(origin, msg)
        } else {
            at(last_row_line, 0, msg)
        });
    }
    let Some((seat, line_no, col)) = to_move else {
        return Err(Diagnostic::file(
            origin,
            game_sdk::msg!("scenario-no-to-move", "no `X to move` or `O to move` line"),
        ));
    };

    // X moves first and the seats alternate, so X has as many marks as O or one more, and
    // that decides who moves: a line saying otherwise is a mistake in the drawing.
    let count = |seat: u8| s.cells.iter().filter(|&&c| c == Some(seat)).count();
    let (xs, os) = (count(0), count(1));
    let mover = match xs.checked_sub(os) {
        Some(0) => 0,
        Some(1) => 1,
        _ => {
            return Err(Diagnostic::file(
                origin,
                game_sdk::msg!(
                    "scenario-mark-counts",
                    "X has {xs} marks and O {os}: X moves first, so X has as many marks as O \
                     or one more",
                    xs = xs,
                    os = os
                ),
            ));
        }
    };
    if seat != mover {
        return Err(at(
            line_no,
            col,
            game_sdk::msg!(
                "scenario-wrong-mover",
                "{seat} cannot be to move with {xs} X and {os} O on the board: {mover} is",
                seat = SEATS[seat as usize],
                xs = xs,
                os = os,
                mover = SEATS[mover as usize]
            ),
        ));
    }
    s.to_move = mover;

    // A scenario is a position to play on from: one with a line would already be over (and
    // who won it depends on the house rules), a full board has nothing left to play.
    for (i, &mark) in s.cells.iter().enumerate() {
        if let Some(m) = mark
            && let Some(kind) = game.completed_line(&s.cells, i, m)
        {
            let (line_no, col) = drawn_at[i];
            return Err(at(
                line_no,
                col,
                line_already_over(kind, SEATS[m as usize], game.config.line),
            ));
        }
    }
    if game.is_over(&s) {
        return Err(Diagnostic::file(
            origin,
            game_sdk::msg!(
                "scenario-board-full",
                "the board is full: there is no move left to play"
            ),
        ));
    }
    // The board was drawn cell by cell.
    s.sync_marks();
    Ok(s)
}

/// Why a drawn position is already over: a line of `line` marks of `seat`, one message per kind
/// of line (a row, a column, a diagonal are words of their own in a translation, not an
/// argument).
fn line_already_over(
    kind: crate::rules::LineKind,
    seat: &str,
    line: impl std::fmt::Display,
) -> String {
    use crate::rules::LineKind;
    match kind {
        LineKind::Row => game_sdk::msg!(
            "scenario-row-over",
            "{seat} already has a row of {line} here: the game would be over",
            seat = seat,
            line = line
        ),
        LineKind::Column => game_sdk::msg!(
            "scenario-column-over",
            "{seat} already has a column of {line} here: the game would be over",
            seat = seat,
            line = line
        ),
        LineKind::Diagonal => game_sdk::msg!(
            "scenario-diagonal-over",
            "{seat} already has a diagonal of {line} here: the game would be over",
            seat = seat,
            line = line
        ),
    }
}

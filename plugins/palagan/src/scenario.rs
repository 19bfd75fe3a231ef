//! Scenario files: any Palagan position as TOML (format: `plugins/palagan/SCENARIOS.md`).

use crate::Palagan;
use crate::state::board::{Bits, Hex, MAX_SIDE, MIN_SIDE, NONE, names};
use crate::state::{COLOURS, State};
use game_sdk::Diagnostic;
use serde::Deserialize;
use toml::Spanned;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    side: Option<Spanned<u8>>,
    to_move: Option<Spanned<String>>,
    turn: Option<Spanned<u32>>,
    maneuvers_made: Option<Spanned<u8>>,
    #[serde(default)]
    captured_this_turn: bool,
    #[serde(default)]
    summoned_this_turn: bool,
    idle_turns: Option<Spanned<u16>>,
    passes: Option<Spanned<u8>>,
    #[serde(default)]
    black: Side,
    #[serde(default)]
    white: Side,
}

#[derive(Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct Side {
    #[serde(default)]
    pieces: Vec<Spanned<String>>,
    reserve: Option<Spanned<u16>>,
    captured: Option<Spanned<u16>>,
}

/// Reads a scenario for `game`; every problem is reported at its file, line and column. The
/// steps follow the file's sections: the board, the pieces, the reserves and captures, the
/// turn, and last whether the position could occur in a game.
pub fn load(game: &Palagan, origin: &str, text: &str) -> Result<State, Diagnostic> {
    let at = |offset: usize, msg: String| Diagnostic::at_offset(origin, text, offset, msg);
    let f: File = toml::from_str(text).map_err(|e| {
        at(
            e.span().map_or(0, |s| s.start),
            e.message().trim().to_string(),
        )
    })?;
    let mut s = State::new(game.config.board.side, game.config.rules.pieces_per_player);
    read_side(&f, &mut s, &at)?;
    let hex: &Hex = game.hex(&s);
    read_pieces(&f, hex, &mut s, &at)?;
    read_counts(game, &f, &mut s, &at)?;
    read_turn(game, &f, &mut s, origin, &at)?;
    check_reachable(game, hex, &s, origin)?;
    Ok(s)
}

/// Makes a located problem from a byte offset of the file and a message.
type At<'a> = dyn Fn(usize, String) -> Diagnostic + 'a;

/// The board's side, when the file gives one (else the ruleset's).
fn read_side(f: &File, s: &mut State, at: &At) -> Result<(), Diagnostic> {
    if let Some(side) = &f.side {
        if !(MIN_SIDE..=MAX_SIDE).contains(side.get_ref()) {
            return Err(at(
                side.span().start,
                game_sdk::msg!(
                    "scenario-side",
                    "side must be {min}–{max}",
                    min = MIN_SIDE,
                    max = MAX_SIDE
                ),
            ));
        }
        s.side = *side.get_ref();
    }
    Ok(())
}

/// The pieces of both colours on the board: each on a cell of the board, no cell twice.
fn read_pieces(f: &File, hex: &Hex, s: &mut State, at: &At) -> Result<(), Diagnostic> {
    let mut occupied = Bits::EMPTY;
    for (p, side) in [&f.black, &f.white].into_iter().enumerate() {
        for name in &side.pieces {
            let c = hex.parse(name.get_ref()).unwrap_or(NONE);
            if c == NONE {
                return Err(at(
                    name.span().start,
                    game_sdk::msg!(
                        "scenario-not-a-cell",
                        "`{name}` is not a cell of the side-{side} board",
                        name = name.get_ref(),
                        side = hex.side
                    ),
                ));
            }
            if occupied.has(c) {
                return Err(at(
                    name.span().start,
                    game_sdk::msg!(
                        "scenario-listed-twice",
                        "{cell} is listed twice",
                        cell = hex.name(c)
                    ),
                ));
            }
            occupied.set(c);
            s.stones[p].set(c);
        }
    }
    Ok(())
}

/// The captures of both colours, then the reserves: what is neither on the board nor captured
/// (a reserve the file gives must agree).
fn read_counts(game: &Palagan, f: &File, s: &mut State, at: &At) -> Result<(), Diagnostic> {
    let rules = &game.config.rules;
    for (p, side) in [&f.black, &f.white].into_iter().enumerate() {
        s.captured[p] = side.captured.as_ref().map_or(0, |c| *c.get_ref());
    }
    for (p, side) in [&f.black, &f.white].into_iter().enumerate() {
        let used = s.stones[p].count() as i64 + i64::from(s.captured[1 - p]);
        let left = i64::from(rules.pieces_per_player) - used;
        // One message per colour: a colour is a word of the sentence.
        let (pieces, on_board, captured) = (
            rules.pieces_per_player,
            s.stones[p].count(),
            s.captured[1 - p],
        );
        let explain = match p {
            0 => game_sdk::msg!(
                "scenario-black-pieces",
                "Black has {pieces} pieces: {board} on the board, {captured} captured by white",
                pieces = pieces,
                board = on_board,
                captured = captured
            ),
            _ => game_sdk::msg!(
                "scenario-white-pieces",
                "White has {pieces} pieces: {board} on the board, {captured} captured by black",
                pieces = pieces,
                board = on_board,
                captured = captured
            ),
        };
        match &side.reserve {
            Some(r) if i64::from(*r.get_ref()) != left => {
                let why = match p {
                    0 => game_sdk::msg!(
                        "scenario-black-reserve",
                        "black reserve must be {left}: {explain}",
                        left = left,
                        explain = explain
                    ),
                    _ => game_sdk::msg!(
                        "scenario-white-reserve",
                        "white reserve must be {left}: {explain}",
                        left = left,
                        explain = explain
                    ),
                };
                return Err(at(r.span().start, why));
            }
            _ if left < 0 => {
                let offset = side.pieces.first().map_or(0, |n| n.span().start);
                let why = match p {
                    0 => game_sdk::msg!(
                        "scenario-too-many-black",
                        "too many black pieces: {explain}",
                        explain = explain
                    ),
                    _ => game_sdk::msg!(
                        "scenario-too-many-white",
                        "too many white pieces: {explain}",
                        explain = explain
                    ),
                };
                return Err(at(offset, why));
            }
            _ => s.reserve[p] = left as u16,
        }
    }
    Ok(())
}

/// Whose turn it is and how far it has got, and the counts that end the game (PAL-7).
fn read_turn(
    game: &Palagan,
    f: &File,
    s: &mut State,
    origin: &str,
    at: &At,
) -> Result<(), Diagnostic> {
    let rules = &game.config.rules;
    if let Some(m) = &f.to_move {
        s.to_move = match m.get_ref().to_ascii_lowercase().as_str() {
            "black" => 0,
            "white" => 1,
            _ => {
                return Err(at(
                    m.span().start,
                    game_sdk::msg!("scenario-to-move", "to_move must be \"black\" or \"white\""),
                ));
            }
        };
    }
    s.turn = f.turn.as_ref().map_or(2, |t| *t.get_ref());
    if let Some(t) = &f.turn
        && *t.get_ref() == 0
    {
        return Err(at(
            t.span().start,
            game_sdk::msg!("scenario-turn-from-1", "turn counts from 1"),
        ));
    }
    if let Some(m) = &f.maneuvers_made {
        let limit = game.limit(s);
        if *m.get_ref() >= limit {
            return Err(at(
                m.span().start,
                game_sdk::msg!(
                    "scenario-maneuvers-made",
                    "maneuvers_made must be below this turn's limit of {limit}",
                    limit = limit
                ),
            ));
        }
        s.made = *m.get_ref();
    }
    s.captured_this_turn = f.captured_this_turn;
    s.summoned_this_turn = f.summoned_this_turn;
    if s.made == 0 && (s.captured_this_turn || s.summoned_this_turn) {
        return Err(Diagnostic::file(
            origin,
            game_sdk::msg!(
                "scenario-this-turn-needs-maneuver",
                "captured_this_turn / summoned_this_turn need maneuvers_made ≥ 1"
            ),
        ));
    }
    if let Some(i) = &f.idle_turns {
        if *i.get_ref() >= rules.idle_turn_limit {
            return Err(at(
                i.span().start,
                game_sdk::msg!(
                    "scenario-idle-turns",
                    "idle_turns must be below idle_turn_limit ({limit})",
                    limit = rules.idle_turn_limit
                ),
            ));
        }
        s.idle_turns = *i.get_ref();
    }
    if let Some(p) = &f.passes {
        if *p.get_ref() > 1 {
            return Err(at(
                p.span().start,
                game_sdk::msg!(
                    "scenario-passes",
                    "passes must be 0 or 1 (two passes end the game)"
                ),
            ));
        }
        s.passes = *p.get_ref();
    }
    Ok(())
}

/// The position must be reachable in spirit: the player who just moved left no opponent
/// cluster without liberties (it would have been captured), and the mover can finish the turn.
fn check_reachable(game: &Palagan, hex: &Hex, s: &State, origin: &str) -> Result<(), Diagnostic> {
    let waiting = 1 - s.to_move as usize;
    let dead = Palagan::dead(hex, s, waiting);
    if !dead.is_empty() {
        let cells: Vec<u16> = dead.iter().collect();
        return Err(Diagnostic::file(
            origin,
            match waiting {
                0 => game_sdk::msg!(
                    "scenario-black-already-captured",
                    "Black pieces without liberties would already have been captured: {cells}",
                    cells = names(hex, &cells)
                ),
                _ => game_sdk::msg!(
                    "scenario-white-already-captured",
                    "White pieces without liberties would already have been captured: {cells}",
                    cells = names(hex, &cells)
                ),
            },
        ));
    }
    if !game.can_finish(hex, s) {
        return Err(Diagnostic::file(
            origin,
            game_sdk::msg!(
                "scenario-cannot-save",
                "{seat} has a cluster without liberties that no maneuver this turn can save",
                seat = COLOURS[s.to_move as usize]
            ),
        ));
    }
    Ok(())
}

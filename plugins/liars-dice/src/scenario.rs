//! Scenario files: a table of dice and a standing bid written as text (format:
//! `plugins/liars-dice/SCENARIOS.md`), for tests, puzzles and bug reports, where a seed would
//! hide the position in the generator.
//!
//! ```text
//! # Player 3 must answer Player 2's five 3s.
//! player 1: 2 3 3 5 6
//! player 2: 1 3 4 4 6
//! player 3: 2 2 3 5 5
//! player 4: out
//! bid 5x3 by player 2
//! player 3 to move
//! ```
//!
//! Every problem is reported at its line and column.

use crate::config::{LiarsDice, SIDES};
use crate::rules::{biddable, start};
use crate::state::{Bid, State};
use game_sdk::{Diagnostic, GameRng};

/// What a line of the file says.
enum Line {
    Dice(u8, Vec<u8>),
    Bid(Bid, u8),
    ToMove(u8),
    Round(u32),
    Seed(u64),
}

/// The seat a `player N` names, 0-based, or why not.
fn seat(word: &str, players: usize) -> Result<u8, String> {
    match word.parse::<u8>() {
        Ok(n) if (1..=players).contains(&usize::from(n)) => Ok(n - 1),
        _ => Err(game_sdk::msg!(
            "scenario-no-such-player",
            "`player {word}`: players are 1 to {players}",
            word = word,
            players = players
        )),
    }
}

/// Reads one line (comments and blank lines already gone).
fn read(g: &LiarsDice, words: &[&str]) -> Result<Line, String> {
    let players = g.players();
    match words {
        ["player", n, "to", "move"] => Ok(Line::ToMove(seat(n, players)?)),
        ["player", n, rest @ ..] if n.ends_with(':') => {
            let seat = seat(n.trim_end_matches(':'), players)?;
            if rest == ["out"] {
                return Ok(Line::Dice(seat, Vec::new()));
            }
            let mut dice = rest
                .iter()
                .map(|d| match d.parse::<u8>() {
                    Ok(f) if (1..=SIDES).contains(&f) => Ok(f),
                    _ => Err(game_sdk::msg!(
                        "scenario-not-a-face",
                        "`{d}` is not a die's face (1 to {sides})",
                        d = d,
                        sides = SIDES
                    )),
                })
                .collect::<Result<Vec<u8>, String>>()?;
            if dice.is_empty() || dice.len() > usize::from(g.config.dice) {
                return Err(game_sdk::msg!(
                    "scenario-faces-count",
                    "player {n}: write 1 to {dice} faces, or `out`",
                    n = seat + 1,
                    dice = g.config.dice
                ));
            }
            dice.sort_unstable();
            Ok(Line::Dice(seat, dice))
        }
        ["bid", bid, "by", "player", n] => {
            let Ok(crate::Action::Bid(bid)) = crate::view::notation::parse_action(bid) else {
                return Err(game_sdk::msg!(
                    "scenario-not-a-bid",
                    "`{bid}` is not a bid: write e.g. `bid 5x3 by player 2`",
                    bid = bid
                ));
            };
            if !biddable(g, bid.face) || bid.quantity == 0 {
                return Err(game_sdk::msg!(
                    "scenario-bid-not-allowed",
                    "`{quantity}x{face}` is no bid these rules allow",
                    quantity = bid.quantity,
                    face = bid.face
                ));
            }
            Ok(Line::Bid(bid, seat(n, players)?))
        }
        ["round", n] => n
            .parse::<u32>()
            .ok()
            .filter(|&r| r >= 1)
            .map(Line::Round)
            .ok_or_else(|| {
                game_sdk::msg!("scenario-round", "`round {n}`: rounds count from 1", n = n)
            }),
        ["seed", n] => n
            .parse::<u64>()
            .map(Line::Seed)
            .map_err(|_| game_sdk::msg!("scenario-seed", "`seed {n}`: a whole number", n = n)),
        _ => Err(game_sdk::msg!(
            "scenario-unknown-line",
            "expected `player N: faces…`, `player N: out`, `bid QxF by player N`, \
             `player N to move`, `round N` or `seed N`"
        )),
    }
}

/// Reads a scenario for `g`; every problem is reported at its file, line and column.
pub fn load(g: &LiarsDice, origin: &str, text: &str) -> Result<State, Diagnostic> {
    let whole = |msg: String| Diagnostic::new(origin, 0, 0, msg);
    let mut dice: Vec<Option<(Vec<u8>, u32)>> = vec![None; g.players()];
    let (mut bid, mut to_move, mut round, mut seed) = (None, None, 1, 0);
    for (number, raw) in text.lines().enumerate() {
        let line_no = number as u32 + 1;
        let line = raw.split('#').next().unwrap_or_default();
        let words: Vec<String> = line.split_whitespace().map(str::to_lowercase).collect();
        if words.is_empty() {
            continue;
        }
        let col = (line.len() - line.trim_start().len()) as u32 + 1;
        let at = |msg: String| Diagnostic::new(origin, line_no, col, msg);
        let words: Vec<&str> = words.iter().map(String::as_str).collect();
        match read(g, &words).map_err(at)? {
            Line::Dice(seat, faces) => {
                let slot = &mut dice[usize::from(seat)];
                if let Some((_, first)) = slot {
                    return Err(at(game_sdk::msg!(
                        "scenario-player-again",
                        "player {n} again (first on line {first})",
                        n = seat + 1,
                        first = first
                    )));
                }
                *slot = Some((faces, line_no));
            }
            Line::Bid(b, by) if bid.is_none() => bid = Some((b, by, line_no)),
            Line::ToMove(seat) if to_move.is_none() => to_move = Some((seat, line_no)),
            Line::Round(r) => round = r,
            Line::Seed(n) => seed = n,
            Line::Bid(..) | Line::ToMove(_) => {
                return Err(at(game_sdk::msg!(
                    "scenario-second-line",
                    "a second line of this kind: one is enough"
                )));
            }
        }
    }
    let dice: Vec<Vec<u8>> = dice
        .into_iter()
        .enumerate()
        .map(|(seat, d)| {
            d.map(|(faces, _)| faces).ok_or_else(|| {
                whole(game_sdk::msg!(
                    "scenario-no-player-line",
                    "no line for player {n}",
                    n = seat + 1
                ))
            })
        })
        .collect::<Result<_, _>>()?;
    let Some((to_move, move_line)) = to_move else {
        return Err(whole(game_sdk::msg!(
            "scenario-no-to-move",
            "no `player N to move` line"
        )));
    };
    let on_move_line = |msg: String| Diagnostic::new(origin, move_line, 1, msg);
    if dice.iter().filter(|d| !d.is_empty()).count() < 2 {
        return Err(whole(game_sdk::msg!(
            "scenario-two-players",
            "a match goes on while two players have dice at least"
        )));
    }
    let mut s = start(g, seed);
    s.dice = dice;
    s.round = round;
    s.rng = GameRng::from_seed(seed);
    if !s.in_play(to_move) {
        return Err(on_move_line(game_sdk::msg!(
            "scenario-mover-out",
            "player {n} is out",
            n = to_move + 1
        )));
    }
    s.to_move = to_move;
    if let Some((b, by, line)) = bid {
        let on_bid = |msg: String| Diagnostic::new(origin, line, 1, msg);
        if usize::from(b.quantity) > s.total_dice() {
            return Err(on_bid(game_sdk::msg!(
                "scenario-bid-too-many",
                "a bid names at most the {dice} dice on the table",
                dice = s.total_dice()
            )));
        }
        if !s.in_play(by) || by == to_move {
            return Err(on_bid(game_sdk::msg!(
                "scenario-bidder",
                "player {n} cannot have made the standing bid: the bidder has dice and is not \
                 the player to move",
                n = by + 1
            )));
        }
        s.bid = Some((b, by));
    }
    // Players out before this round: their order is not written, so they share a place.
    s.out = (0u8..)
        .zip(&s.dice)
        .filter(|(_, d)| d.is_empty())
        .map(|(seat, _)| (seat, round.saturating_sub(1)))
        .collect();
    Ok(s)
}

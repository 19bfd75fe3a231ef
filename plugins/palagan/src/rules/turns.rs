//! PAL-3 turns and PAL-7 the end of the game: how many maneuvers a turn allows, what the mover
//! is asked, and ending a turn: passes and idle turns counted, a suicide trade's own pieces
//! removed (PAL-6), the move handed over, and the game ended when a limit is reached.

use crate::Palagan;
use crate::config::Suicide;
use crate::state::board::{Hex, names};
use crate::state::{COLOURS, EndReason, Recent, State};
use game_sdk::{LogLine, Refusal, Status};

impl Palagan {
    /// PAL-3: the most maneuvers allowed in the current turn.
    pub fn limit(&self, s: &State) -> u8 {
        if s.turn <= 1 {
            self.config.rules.first_turn_maneuvers
        } else {
            self.config.rules.maneuvers_per_turn
        }
    }

    /// Ends the turn (PAL-3, PAL-6 trade, PAL-7): counts passes and idle turns, hands the move
    /// over and ends the game when a limit is reached. Its lines go to `log`; without one (a
    /// bot's search, which reads none) nothing is written and no hook that only writes lines
    /// is called, so nothing is allocated.
    pub(crate) fn end_turn(
        &self,
        hex: &Hex,
        s: &mut State,
        mut log: Option<&mut Vec<LogLine>>,
    ) -> Result<(), Refusal> {
        let me = s.to_move as usize;
        let op = 1 - me;
        if self.config.rules.suicide == Suicide::Trade {
            let dead = Self::dead(hex, s, me);
            if !dead.is_empty() {
                s.known.forget();
                s.stones[me] = s.stones[me].and_not(&dead);
                s.recent.taken = s.recent.taken.or(&dead);
                s.captured[op] += dead.count() as u16;
                s.captured_this_turn = true;
                if let Some(log) = log.as_deref_mut() {
                    let cells: Vec<u16> = dead.iter().collect();
                    log.push(LogLine::public(game_sdk::msg!(
                        "loses-by-trade",
                        "{seat} loses {n:piece:pieces} without liberties to {other}: {cells}",
                        seat = COLOURS[me],
                        n = cells.len(),
                        other = COLOURS[op],
                        cells = names(hex, &cells)
                    )));
                    self.captured_hook(s, op as u8, cells, log)?;
                }
            }
        }
        if s.made == 0 {
            // A pass did nothing to show.
            s.recent = Recent::NONE;
            s.passes += 1;
            if let Some(log) = log.as_deref_mut() {
                log.push(LogLine::public(game_sdk::msg!(
                    "passes",
                    "{seat} passes",
                    seat = COLOURS[me]
                )));
            }
        } else {
            s.passes = 0;
        }
        if s.captured_this_turn || s.summoned_this_turn {
            s.idle_turns = 0;
        } else {
            s.idle_turns = s.idle_turns.saturating_add(1);
        }
        s.made = 0;
        s.captured_this_turn = false;
        s.summoned_this_turn = false;
        s.turn += 1;
        s.to_move = op as u8;
        if s.passes >= 2 {
            s.over = Some(EndReason::Passes);
            if let Some(log) = log.as_deref_mut() {
                log.push(LogLine::public(game_sdk::msg!(
                    "both-passed",
                    "Both players passed: the game is over"
                )));
            }
        } else if s.idle_turns >= self.config.rules.idle_turn_limit {
            s.over = Some(EndReason::Idle);
            if let Some(log) = log {
                log.push(LogLine::public(game_sdk::msg!(
                    "idle-over",
                    "{turns:turn:turns} without capture or summon: the game is over",
                    turns = s.idle_turns
                )));
            }
        }
        if s.over.is_some()
            && let Some(h) = &self.hooks
        {
            // A failing `final_scores` refuses the action that ends the game.
            let mut scores = [i64::from(s.captured[0]), i64::from(s.captured[1])];
            h.final_scores(s, &mut scores)?;
        }
        Ok(())
    }
}

/// Who is to move ([`game_sdk::Game::to_move`]): `status` without its prompt, which the bots
/// ask at every step of a search.
pub(crate) fn to_move(s: &State) -> Option<u8> {
    match s.over {
        Some(_) => None,
        None => Some(s.to_move),
    }
}

/// The winner of a finished game ([`game_sdk::Game::winner`]): `status`'s without its reason.
pub(crate) fn winner(g: &Palagan, s: &State) -> Option<u8> {
    s.over?;
    g.final_winner(s)
}

/// The match's status ([`game_sdk::Game::status`]): the result once the game is over
/// (PAL-8), else who moves and which maneuver of the turn is next (PAL-3).
pub(crate) fn status(g: &Palagan, s: &State) -> Status {
    if s.over.is_some() {
        return Status::Over(g.outcome(s));
    }
    let limit = g.limit(s);
    let prompt = if s.made == 0 {
        game_sdk::msg!(
            "prompt-first",
            "Maneuver 1 of {limit} (summon, move or push), or pass",
            limit = limit
        )
    } else {
        game_sdk::msg!(
            "prompt",
            "Maneuver {n} of {limit}, or end the turn",
            n = s.made + 1,
            limit = limit
        )
    };
    Status::ToMove {
        seat: s.to_move,
        prompt,
    }
}

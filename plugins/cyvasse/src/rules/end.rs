//! After a turn and at the end of the match (CYV-3, CYV-8): automatic passes, the draws, the
//! outcome, and a bot's evaluation of a battle position.

use super::other;
use crate::{Cyvasse, Phase, SEATS, State};
use game_sdk::{LogLine, Outcome, Status};

impl Cyvasse {
    /// Ends the match with `winner` (none: a draw) and the reason the log and status give.
    /// The reason is a function, called only when someone may read it: not while a bot
    /// searches (`game_sdk::bots::searching`), where the state's reason is left empty.
    pub(super) fn finish(
        &self,
        s: &mut State,
        winner: Option<u8>,
        reason: impl FnOnce() -> String,
    ) {
        s.phase = Phase::Over;
        s.winner = winner;
        if game_sdk::bots::searching() {
            s.reason.clear();
        } else {
            s.reason = reason();
        }
    }

    /// After a turn: the quiet-turn draw, and automatic passes for a seat with no legal action
    /// (a draw when both seats in a row have none) (CYV-3, CYV-8).
    pub(super) fn settle(&self, s: &mut State, log: &mut Vec<LogLine>) {
        let mut passes = 0;
        // A bot's search reads no log (`game_sdk::bots::searching`): not written.
        let searching = game_sdk::bots::searching();
        loop {
            if s.quiet >= self.config.quiet_turn_limit {
                let n = s.quiet;
                self.finish(s, None, || {
                    game_sdk::msg!(
                        "draw-quiet",
                        "draw: {n:turn:turns} without a capture (CYV-8)",
                        n = n
                    )
                });
                if !searching {
                    log.push(LogLine::public(s.reason.clone()));
                }
                return;
            }
            if self.has_battle_action(s) {
                return;
            }
            if !searching {
                log.push(LogLine::public(game_sdk::msg!(
                    "passes",
                    "{seat} has no legal action and passes (CYV-3)",
                    seat = SEATS[s.to_move as usize]
                )));
            }
            passes += 1;
            if passes == 2 {
                self.finish(s, None, || {
                    game_sdk::msg!(
                        "draw-no-action",
                        "draw: both players in a row had no legal action (CYV-8)"
                    )
                });
                if !searching {
                    log.push(LogLine::public(s.reason.clone()));
                }
                return;
            }
            let me = s.to_move;
            s.unstick(me);
            s.turn += 1;
            s.quiet += 1;
            s.to_move = other(me);
        }
    }
}

/// Who is to move and what to do, or how the match ended.
pub(crate) fn status(_: &Cyvasse, s: &State) -> Status {
    match s.phase {
        Phase::Over => Status::Over(Outcome::decided(
            s.winner,
            s.captures.iter().map(|&c| i64::from(c)).collect(),
            s.reason.clone(),
        )),
        Phase::Setup => Status::ToMove {
            seat: s.to_move,
            prompt: game_sdk::msg!(
                "prompt-setup",
                "{seat}: set up your homeland",
                seat = SEATS[s.to_move as usize]
            ),
        },
        Phase::Battle => Status::ToMove {
            seat: s.to_move,
            prompt: game_sdk::msg!(
                "prompt-battle",
                "{seat}: move or attack with one unit",
                seat = SEATS[s.to_move as usize]
            ),
        },
    }
}

/// A bot's hint in battle: the balance of material, each unit weighted by its rank, squashed into a win chance.
pub(crate) fn evaluate(g: &Cyvasse, s: &State, seat: u8) -> Option<f64> {
    if s.phase != Phase::Battle {
        return None;
    }
    let mut balance = 0.0;
    for u in s.units.iter().flatten() {
        let worth = f64::from(g.kinds.get(u.kind as usize).map_or(1, |k| k.rank));
        balance += if u.owner == seat { worth } else { -worth };
    }
    Some(0.5 + 0.5 * (balance / 12.0).tanh())
}

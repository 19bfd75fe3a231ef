//! PAL-6 suicide: a turn may not end while a cluster of the mover's has no liberties (unless
//! the `suicide` key allows a trade), so a maneuver is legal only if the turn can still end
//! legally after it: now, or after further maneuvers (the look-ahead).

use crate::Palagan;
use crate::config::Suicide;
use crate::rules::Maneuver;
use crate::state::State;
use crate::state::board::{Bits, Hex, names};

impl Palagan {
    /// Whether the mover may end the turn now (PAL-6): no own cluster without liberties, or a
    /// trade allowed by the `suicide` key; and no hook vetoes it.
    pub fn end_ok(&self, hex: &Hex, s: &State) -> bool {
        self.end_problem_inner(hex, s, false).is_none()
    }

    /// Why the mover may not end the turn now, if not.
    pub fn end_problem(&self, hex: &Hex, s: &State) -> Option<String> {
        self.end_problem_inner(hex, s, true)
    }

    fn end_problem_inner(&self, hex: &Hex, s: &State, words: bool) -> Option<String> {
        let traded = self.config.rules.suicide == Suicide::Trade && s.captured_this_turn;
        let dead = if traded {
            Bits::EMPTY
        } else {
            Self::dead(hex, s, s.to_move as usize)
        };
        if dead.is_empty() {
            // A pass (no maneuver yet) is never vetoed: the mover always has a legal action.
            return match &self.hooks {
                Some(h) if s.made > 0 && h.vetoes_end() => h.veto_end(s),
                _ => None,
            };
        }
        Some(if words {
            let cells: Vec<u16> = dead.iter().collect();
            // One message per colour: a colour is a word of the sentence.
            match s.to_move {
                0 => game_sdk::msg!(
                    "refuse-black-without-liberties",
                    "the turn cannot end while black pieces have no liberties ({cells})",
                    cells = names(hex, &cells)
                ),
                _ => game_sdk::msg!(
                    "refuse-white-without-liberties",
                    "the turn cannot end while white pieces have no liberties ({cells})",
                    cells = names(hex, &cells)
                ),
            }
        } else {
            String::new()
        })
    }

    /// Whether `m` is a legal maneuver in `s`, suicide look-ahead included: it must be makeable,
    /// not vetoed, and leave a position from which the turn can be finished legally.
    pub fn maneuver_ok(&self, hex: &Hex, s: &State, m: Maneuver) -> bool {
        if s.over.is_some() || s.made >= self.limit(s) {
            return false;
        }
        let mut t = *s;
        self.play(hex, &mut t, m, None).is_ok() && !self.is_vetoed(s, m) && self.can_finish(hex, &t)
    }

    /// PAL-6: whether the turn in `t` (a maneuver was just made) can still end legally: now, or
    /// after some further maneuver within the limit. The turn ends by itself at the limit.
    pub fn can_finish(&self, hex: &Hex, t: &State) -> bool {
        self.end_ok(hex, t) || self.legal_maneuvers(hex, t, true, &mut Vec::new())
    }
}

//! Applying an action atomically ([`game_sdk::Game::apply`]): an illegal action changes
//! nothing. A maneuver is made on a copy and kept only if the turn can still end (PAL-6); the
//! turn ends by itself after the last maneuver it allows (PAL-3).

use crate::Palagan;
use crate::state::{Action, State};
use game_sdk::{Illegal, LogLine};

impl Palagan {
    /// Applies an action atomically (the engine of [`game_sdk::Game::apply`]).
    pub fn act(
        &self,
        s: &mut State,
        action: Action,
        log: &mut Vec<LogLine>,
    ) -> Result<(), Illegal> {
        if s.over.is_some() {
            return Err(Illegal::new("the game is over"));
        }
        let hex = self.hex(s);
        if !Self::fits(hex, s) {
            return Err(Illegal::new(
                "this state does not fit its board (a damaged save?)",
            ));
        }
        let mut t = *s;
        let mut lines = Vec::new();
        match action {
            Action::End => {
                if let Some(reason) = self.end_problem(hex, s) {
                    return Err(Illegal::new(reason));
                }
                self.end_turn(hex, &mut t, &mut lines)?;
            }
            Action::Maneuver(m) => {
                if s.made >= self.limit(s) {
                    return Err(Illegal::new("no maneuver is left this turn"));
                }
                self.play(hex, &mut t, m, Some(&mut lines))?;
                if let Some(reason) = self.vetoed(s, m) {
                    return Err(Illegal::new(reason));
                }
                if !self.can_finish(hex, &t) {
                    if Self::dead(hex, &t, t.to_move as usize).is_empty()
                        && let Some(reason) = self.end_problem(hex, &t)
                    {
                        // A house rule vetoes every way of finishing the turn.
                        return Err(Illegal::new(format!(
                            "the turn could not end after this: {reason}"
                        )));
                    }
                    return Err(Illegal::new(
                        "suicide: this leaves a cluster of yours without liberties \
                         and no further maneuver this turn can give it liberties",
                    ));
                }
                if t.made >= self.limit(&t) {
                    self.end_turn(hex, &mut t, &mut lines)?;
                }
            }
        }
        *s = t;
        log.extend(lines);
        Ok(())
    }
}

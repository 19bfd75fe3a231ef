//! How far a unit moves and where it may attack, walking one direction at a time: moves and
//! melee attacks (CYV-4, with the terrain's effects of CYV-5) and the line of fire (CYV-7).

use crate::rules::step;
use crate::script::{Access, Defence};
use crate::{Action, Cyvasse, State};
use game_sdk::script::ScriptError;

impl Cyvasse {
    /// Moves and melee attacks of the unit on `from` along `dir` (CYV-4, CYV-5); stops early
    /// once `until` is reached. An error from a tile script ends the walk.
    pub(super) fn walk_moves(
        &self,
        s: &State,
        from: usize,
        dir: (i32, i32),
        until: Option<usize>,
        out: &mut Vec<Action>,
    ) -> Result<(), ScriptError> {
        let Some(u) = s.units[from] else {
            return Ok(());
        };
        let kind = &self.kinds[u.kind as usize];
        let range = if dir.0 == 0 || dir.1 == 0 {
            kind.moves.orthogonal
        } else {
            kind.moves.diagonal
        };
        let mut remaining = i32::from(range);
        let mut cur = from;
        while remaining > 0 {
            let Some(next) = step(cur, dir) else {
                break;
            };
            let fx = self.fx(s, next, u.kind, u.owner)?;
            if fx.access == Access::Blocked {
                break;
            }
            if let Some(t) = s.units[next] {
                if t.owner != u.owner
                    && kind.melee
                    && self.capture[u.kind as usize][t.kind as usize]
                    && self.fx(s, from, u.kind, u.owner)?.attack_from
                    && self.defence(s, next, u.kind, t.kind, u.owner)? != Defence::Immune
                {
                    out.push(Action::Melee { from, to: next });
                }
                break;
            }
            out.push(Action::Move { from, to: next });
            if until == Some(next) {
                break;
            }
            remaining -= 1 + i32::from(fx.slow);
            if fx.access == Access::Stop {
                break;
            }
            cur = next;
        }
        Ok(())
    }

    /// Ranged attacks of the unit on `from` along `dir` (CYV-7).
    pub(super) fn walk_shots(
        &self,
        s: &State,
        from: usize,
        dir: (i32, i32),
        out: &mut Vec<Action>,
    ) -> Result<(), ScriptError> {
        let Some(u) = s.units[from] else {
            return Ok(());
        };
        let Some(reach) = self.kinds[u.kind as usize].attack else {
            return Ok(());
        };
        let range = if dir.0 == 0 || dir.1 == 0 {
            reach.orthogonal
        } else {
            reach.diagonal
        };
        if range == 0 || !self.fx(s, from, u.kind, u.owner)?.attack_from {
            return Ok(());
        }
        let mut cur = from;
        for _ in 0..range {
            let Some(next) = step(cur, dir) else {
                break;
            };
            if let Some(t) = s.units[next] {
                if t.owner != u.owner
                    && self.capture[u.kind as usize][t.kind as usize]
                    && self.defence(s, next, u.kind, t.kind, u.owner)? != Defence::Immune
                {
                    out.push(Action::Shoot { from, to: next });
                }
                break;
            }
            if !self.fx(s, next, u.kind, u.owner)?.fire_through {
                break;
            }
            cur = next;
        }
        Ok(())
    }
}

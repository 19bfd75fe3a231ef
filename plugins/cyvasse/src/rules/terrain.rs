//! The effects of terrain on units and attacks (CYV-5): from the tables built when the ruleset
//! compiled for pure terrains, else by asking the terrain's hooks with the cell and turn.

use crate::script::{self, Defence, StepFx, TileCtx};
use crate::{Cyvasse, State, cell_name};

impl Cyvasse {
    /// The effects of the terrain at `cell` on a unit of `kind` owned by `owner`.
    pub fn fx(
        &self,
        s: &State,
        cell: usize,
        kind: u8,
        owner: u8,
    ) -> Result<StepFx, game_sdk::script::ScriptError> {
        if s.ruined & (1 << cell) != 0 {
            return Ok(StepFx::NONE);
        }
        self.fx_on(s.terrain[cell] as usize, cell, kind, owner, s.when())
    }

    /// The effects of terrain `t` (not ruined) at `cell` on a unit of `kind` owned by `owner`.
    pub(crate) fn fx_on(
        &self,
        t: usize,
        cell: usize,
        kind: u8,
        owner: u8,
        when: script::When,
    ) -> Result<StepFx, game_sdk::script::ScriptError> {
        let terrain = &self.terrains[t];
        if terrain.pure {
            return Ok(self.pure_fx(t, kind));
        }
        let ctx = TileCtx {
            terrain: terrain.id.clone(),
            unit: self.kinds[kind as usize].view.clone(),
            target: None,
            place: Some(script::Place {
                cell: cell_name(cell),
                owner,
                when,
            }),
        };
        script::eval_step(self.scripts.as_ref(), &terrain.hooks, &ctx)
    }

    /// The effects of a pure terrain on a unit kind, from the table built at compile time.
    pub(crate) fn pure_fx(&self, t: usize, kind: u8) -> StepFx {
        self.step[t][kind as usize]
    }

    /// What an attack by `attacker` (owned by `owner`) on a unit of kind `target` at `cell` does.
    pub fn defence(
        &self,
        s: &State,
        cell: usize,
        attacker: u8,
        target: u8,
        owner: u8,
    ) -> Result<Defence, game_sdk::script::ScriptError> {
        if s.ruined & (1 << cell) != 0 {
            return Ok(Defence::Ok);
        }
        let t = s.terrain[cell] as usize;
        let terrain = &self.terrains[t];
        if terrain.pure {
            return Ok(self.defence[t][attacker as usize][target as usize]);
        }
        let ctx = TileCtx {
            terrain: terrain.id.clone(),
            unit: self.kinds[attacker as usize].view.clone(),
            target: Some(self.kinds[target as usize].view.clone()),
            place: Some(script::Place {
                cell: cell_name(cell),
                owner,
                when: s.when(),
            }),
        };
        script::eval_defence(self.scripts.as_ref(), &terrain.hooks, &ctx)
    }
}

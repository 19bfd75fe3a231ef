//! How far a unit moves and where it may attack, walking one direction at a time: moves and
//! melee attacks (CYV-4, with the terrain's effects of CYV-5) and the line of fire (CYV-7).

use crate::rules::{DIRS, NEXT, OFF, step};
use crate::script::{Access, Defence, StepFx};
use crate::{Action, CELLS, Cyvasse, State, Unit};
use game_sdk::script::ScriptError;

impl Cyvasse {
    /// What an attack of `attacker` on a `target` at `cell` does, on a pure terrain.
    #[inline]
    fn pure_defence_at(&self, s: &State, cell: usize, attacker: usize, target: usize) -> Defence {
        if s.ruined & (1 << cell) != 0 {
            return Defence::Ok;
        }
        self.defence[s.terrain[cell] as usize][attacker][target]
    }

    /// Every battle action of the seat to move when every terrain is pure: the walks of
    /// [`Self::walk_moves`] and [`Self::walk_shots`] in the same order (cell by cell, each
    /// direction's moves then shots), in one loop over the lookup tables and the board's rays
    /// (no hook can fail, so nothing is skipped). The test below checks it lists exactly what
    /// the walks list.
    pub(in crate::rules) fn pure_battle_actions(&self, s: &State, out: &mut Vec<Action>) {
        self.pure_battle_actions_upto(s, out, false);
    }

    /// [`Self::pure_battle_actions`], stopping after the first action when `first_only`
    /// (whether the seat to move has any action, asked after every turn).
    #[inline]
    pub(in crate::rules) fn pure_battle_actions_upto(
        &self,
        s: &State,
        out: &mut Vec<Action>,
        first_only: bool,
    ) {
        let me = s.to_move;
        // The board as fixed-size arrays, and every cell index below 64 by construction: the
        // walks below then index without bounds checks.
        let (Ok(units), Ok(terrain)) = (
            <&[Option<Unit>; CELLS]>::try_from(s.units.as_slice()),
            <&[u8; CELLS]>::try_from(s.terrain.as_slice()),
        ) else {
            // Not a board of this game (no state of a match): walked the long way.
            if first_only {
                let _ = self.has_battle_action_in(s, out);
            } else {
                self.walked_battle_actions(s, out);
            }
            return;
        };
        for from in 0..CELLS {
            let Some(u) = units[from] else { continue };
            if u.owner != me || u.stuck {
                continue;
            }
            let k = u.kind as usize;
            let kind = &self.kinds[k];
            let capture = &self.capture[k];
            let fx_of = &self.step_by_kind[k];
            let fx_at = |c: usize| {
                if s.ruined & (1 << c) != 0 {
                    return StepFx::NONE;
                }
                fx_of[terrain[c % CELLS] as usize]
            };
            let attack_from = fx_at(from).attack_from;
            let moves = &self.move_reach[k];
            let shots = &self.shot_reach[k];
            for d in 0..DIRS.len() {
                // Moves and melee attacks (CYV-4, CYV-5).
                let mut remaining = i32::from(moves[d]);
                let mut cur = from;
                while remaining > 0 {
                    let next = NEXT[cur][d];
                    if next == OFF {
                        break;
                    }
                    let next = next as usize % CELLS;
                    let fx = fx_at(next);
                    if fx.access == Access::Blocked {
                        break;
                    }
                    if let Some(t) = units[next] {
                        if t.owner != u.owner
                            && kind.melee
                            && capture[t.kind as usize]
                            && attack_from
                            && self.pure_defence_at(s, next, k, t.kind as usize) != Defence::Immune
                        {
                            out.push(Action::Melee { from, to: next });
                            if first_only {
                                return;
                            }
                        }
                        break;
                    }
                    out.push(Action::Move { from, to: next });
                    if first_only {
                        return;
                    }
                    remaining -= 1 + i32::from(fx.slow);
                    if fx.access == Access::Stop {
                        break;
                    }
                    cur = next;
                }
                // Ranged attacks (CYV-7).
                let range = shots[d];
                if range == 0 || !attack_from {
                    continue;
                }
                let mut cur = from;
                for _ in 0..range {
                    let next = NEXT[cur][d];
                    if next == OFF {
                        break;
                    }
                    let next = next as usize % CELLS;
                    if let Some(t) = units[next] {
                        if t.owner != u.owner
                            && capture[t.kind as usize]
                            && self.pure_defence_at(s, next, k, t.kind as usize) != Defence::Immune
                        {
                            out.push(Action::Shoot { from, to: next });
                            if first_only {
                                return;
                            }
                        }
                        break;
                    }
                    if !fx_at(next).fire_through {
                        break;
                    }
                    cur = next;
                }
            }
        }
    }

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

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)] // test code: a panic is a failure
    use crate::rules::{NEXT, OFF};
    use crate::{Action, Cyvasse, Phase};
    use game_sdk::{Game, GameRng};

    /// The loop over the tables lists exactly the walks' actions, in their order (the bots
    /// pick the `i`-th legal action), on the battle positions of random matches: units stuck
    /// in water, ruined fortresses, captures and the end included.
    #[test]
    fn the_table_loop_lists_what_the_walks_list() {
        for name in ["standard", "hills"] {
            let g: Cyvasse = game_sdk::testkit::ruleset("cyvasse", name);
            assert!(g.all_pure, "{name}: every terrain is pure");
            let mut rng = GameRng::from_seed(3);
            let (mut compared, mut stuck, mut ruined, mut checked) = (0, 0, 0, 0);
            let (mut fast, mut walked) = (Vec::new(), Vec::<Action>::new());
            let (mut masked, mut first) = (Vec::new(), Vec::new());
            for seed in 0..12 {
                let mut s = g.start(seed);
                while s.phase != Phase::Over {
                    if s.phase == Phase::Battle {
                        fast.clear();
                        walked.clear();
                        g.pure_battle_actions(&s, &mut fast);
                        g.walked_battle_actions(&s, &mut walked);
                        assert_eq!(fast, walked, "{name}, seed {seed}, turn {}", s.turn);
                        masked.clear();
                        first.clear();
                        assert!(g.mask_battle_actions_upto(&s, &mut masked, false));
                        assert!(g.mask_battle_actions_upto(&s, &mut first, true));
                        assert_eq!(
                            masked, walked,
                            "masks: {name}, seed {seed}, turn {}",
                            s.turn
                        );
                        assert_eq!(
                            first[..],
                            walked[..walked.len().min(1)],
                            "first: {name}, seed {seed}"
                        );
                        // The check of an action being applied agrees with the listing, for
                        // every action on every line of every unit of the mover.
                        for (from, next) in NEXT.iter().enumerate() {
                            if s.units[from].is_none_or(|u| u.owner != s.to_move) {
                                continue;
                            }
                            for (d, &to) in next.iter().enumerate() {
                                let mut to = to;
                                while to != OFF {
                                    let to_ = to as usize;
                                    for a in [
                                        Action::Move { from, to: to_ },
                                        Action::Melee { from, to: to_ },
                                        Action::Shoot { from, to: to_ },
                                    ] {
                                        let listed = g.mask_lists(&s, &a, from, d, &mut first);
                                        assert_eq!(listed, Some(walked.contains(&a)), "{a:?}");
                                        checked += 1;
                                    }
                                    to = NEXT[to_][d];
                                }
                            }
                        }
                        compared += 1;
                        stuck += usize::from(s.units.iter().flatten().any(|u| u.stuck));
                        ruined += usize::from(s.ruined != 0);
                    }
                    let legal = g.legal_actions(&s);
                    let a = rng.choose(&legal).unwrap().clone();
                    g.apply(&mut s, &a, &mut Vec::new()).unwrap();
                }
            }
            assert!(
                compared > 500 && stuck > 0 && ruined > 0 && checked > 10_000,
                "{name}: {compared} positions compared, {stuck} with a stuck unit, {ruined} with a ruin"
            );
        }
    }
}

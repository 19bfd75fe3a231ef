//! Effective strengths and theater totals (ALS-2 face-down strength, ALS-3 ongoing abilities):
//! the `_strength` hooks of the face-up cards in play, run read-only.

use crate::AirLandSea;
use crate::script::{Ctx, Scratch};
use crate::state::{Card, State};
use game_sdk::script::ScriptError;
use game_sdk::{LogLine, Misfit};

thread_local! {
    /// The strength hooks' scratch of the last refresh on this thread, for the next one.
    static SPARE_SCRATCH: std::cell::Cell<Option<Box<Scratch>>> =
        const { std::cell::Cell::new(None) };
}

impl AirLandSea {
    /// A copy of `s` with every card's effective strength and the theater totals computed now
    /// (the ongoing `_strength` hooks run). The state itself keeps them current only when a
    /// script can read them ([`Defs::eager_strength`](crate::config::Defs::eager_strength));
    /// views and tests read them here.
    pub fn current(&self, s: &State) -> Result<State, game_sdk::script::ScriptError> {
        let mut ctx = self.ctx(s);
        self.refresh(&mut ctx, &mut Vec::new())?;
        Ok(*ctx.s)
    }

    /// Recomputes every card's effective strength and the totals (ALS-3 ongoing effects).
    /// Scripts run only for face-up cards with a `_strength` hook; nothing is allocated when
    /// there is none.
    pub(crate) fn refresh(&self, ctx: &mut Ctx, log: &mut Vec<LogLine>) -> Result<(), ScriptError> {
        self.refresh_without(ctx, None, log)
    }

    /// [`AirLandSea::refresh`] as if `without`'s ongoing strength ability did not apply: what
    /// the totals would be without it (the badges say what an ongoing card does now).
    pub(crate) fn refresh_without(
        &self,
        ctx: &mut Ctx,
        without: Option<Card>,
        log: &mut Vec<LogLine>,
    ) -> Result<(), ScriptError> {
        let defs = &*self.defs;
        let n = defs.cards.len();
        let t = defs.theater_ids.len();
        let mut sources = if defs.any_strength
            && ctx
                .face_up()
                .is_none_or(|up| (up[0] | up[1]) & defs.strength_cards != 0)
        {
            self.face_up_with(&ctx.s, |h| h.strength.is_some())
        } else {
            crate::script::Sources::new()
        };
        if let Some(card) = without {
            sources.retain(|src| src.card != card);
        }
        let mut scratch = None;
        if !sources.is_empty() {
            let mut sc = SPARE_SCRATCH.with(|spare| spare.take()).unwrap_or_default();
            sc.set.clear();
            sc.set.resize(n, None);
            for bonus in &mut sc.bonus {
                bonus.clear();
                bonus.resize(t, 0);
            }
            ctx.scratch = Some(sc);
            ctx.read_only = true;
            for &src in &sources {
                let Some(hook) = &defs.cards[src.card as usize].hooks.strength else {
                    continue;
                };
                let (a_th, b_th) = crate::script::neighbor_theaters(&ctx.s, src.theater);
                let lua = |t: Option<u8>| t.map(|t| &defs.lua_tids[t as usize]);
                let args = (
                    &defs.lua_ids[src.card as usize],
                    src.owner,
                    &defs.lua_tids[src.theater as usize],
                    lua(a_th),
                    lua(b_th),
                );
                // Remembered by a search with what the hook read (`script::memo`).
                let key = [
                    u64::from(src.card)
                        | u64::from(src.owner) << 8
                        | u64::from(src.theater) << 16
                        | u64::from(a_th.map_or(u8::MAX, |t| t)) << 24
                        | u64::from(b_th.map_or(u8::MAX, |t| t)) << 32
                        | 1 << 60,
                    0,
                    0,
                ];
                if let Err(e) = self.call_remembered::<_, ()>(ctx, hook, args, key, log) {
                    ctx.scratch = None;
                    ctx.read_only = false;
                    return Err(e);
                }
            }
            ctx.read_only = false;
            scratch = ctx.scratch.take();
        }
        let s = &mut ctx.s;
        for seat in 0..2 {
            s.totals[seat].clear();
            s.totals[seat].resize(t, 0);
            if let Some(sc) = &scratch {
                for (total, bonus) in s.totals[seat].iter_mut().zip(&sc.bonus[seat]) {
                    *total += bonus;
                }
            }
        }
        for &th in &s.order {
            for seat in 0..2 {
                for p in &s.stacks[seat][th as usize] {
                    let base = if p.up {
                        defs.cards[p.card as usize].strength
                    } else {
                        defs.face_down_strength
                    };
                    let set = scratch.as_ref().and_then(|sc| sc.set[p.card as usize]);
                    let v = set.unwrap_or(base);
                    s.strength[p.card as usize] = v;
                    s.totals[seat][th as usize] += v;
                }
            }
        }
        if let Some(sc) = scratch {
            SPARE_SCRATCH.with(|spare| spare.set(Some(sc)));
        }
        Ok(())
    }
}

/// Brings `s`'s strengths and totals up to date (`Game::refresh_derived`): also what keeps a
/// loaded match's strengths current when they are computed lazily.
pub(crate) fn refresh_derived(g: &AirLandSea, s: &mut State) -> Result<(), Misfit> {
    let mut ctx = g.ctx(s);
    g.refresh(&mut ctx, &mut Vec::new())
        .map_err(|e| Misfit::Derived(format!("computing strengths: {e}")))?;
    *s = *ctx.s;
    Ok(())
}

//! Resolving what a play or an ability set off (ALS-3): the ongoing `_on_play` hooks of the
//! cards and lasting effects in play, then the queued instant abilities in the order they were
//! triggered, until a choice waits or nothing is left.

use crate::AirLandSea;
use crate::script::{Ctx, Event};
use crate::script::{EffectHook, Source, Sources};
use crate::state::{Card, Instant, Theater};
use game_sdk::LogLine;
use game_sdk::script::ScriptError;
use std::sync::Arc;

impl AirLandSea {
    /// Follows up what scripts did (plays, flips) and resolves queued instants, until a choice
    /// waits or nothing is left.
    pub(crate) fn settle(&self, ctx: &mut Ctx, log: &mut Vec<LogLine>) -> Result<(), ScriptError> {
        let mut guard = 0u32;
        loop {
            guard += 1;
            if guard > 10_000 {
                return Err(ScriptError::new(
                    "scripts/air-land-sea",
                    0,
                    "abilities keep triggering each other without end",
                ));
            }
            if !ctx.events.is_empty() {
                let ev = ctx.events.remove(0);
                self.follow(ctx, ev, log)?;
                continue;
            }
            if ctx.s.choice.is_some() || ctx.s.queue.is_empty() {
                return Ok(());
            }
            let Instant { card, owner: _ } = ctx.s.queue.remove(0);
            // A card that left play before its instant started has no ability any more.
            let Some((owner, th, ..)) = ctx.s.placed(card) else {
                continue;
            };
            let defs = &*self.defs;
            let Some(hook) = &defs.cards[card as usize].hooks.on_reveal else {
                continue;
            };
            let (a_th, b_th) = crate::script::neighbor_theaters(&ctx.s, th);
            let lua = |t: Option<Theater>| t.map(|t| &defs.lua_tids[t as usize]);
            let (a, b) = (lua(a_th), lua(b_th));
            let args = (
                &defs.lua_ids[card as usize],
                owner,
                &defs.lua_tids[th as usize],
                a,
                b,
            );
            let key = [
                u64::from(card)
                    | u64::from(owner) << 8
                    | u64::from(th) << 16
                    | u64::from(a_th.map_or(u8::MAX, |t| t)) << 24
                    | u64::from(b_th.map_or(u8::MAX, |t| t)) << 32
                    | 1 << 61,
                0,
                0,
            ];
            let choice = self.call_reveal(ctx, hook, args, key, log)?;
            self.set_choice(ctx, choice, hook)?;
        }
    }

    fn follow(&self, ctx: &mut Ctx, ev: Event, log: &mut Vec<LogLine>) -> Result<(), ScriptError> {
        match ev {
            Event::Played {
                card,
                theater,
                up,
                seat,
            } => {
                let defs = &*self.defs;
                let sources = if defs.any_on_play
                    && ctx
                        .face_up()
                        .is_none_or(|up| (up[0] | up[1]) & defs.on_play_cards != 0)
                {
                    self.face_up_with(&ctx.s, |h| h.on_play.is_some())
                } else {
                    Sources::new()
                };
                let id = &defs.lua_ids[card as usize];
                let tid = &defs.lua_tids[theater as usize];
                let moved = ctx.moved;
                for &Source {
                    card: src,
                    owner,
                    theater: here,
                } in &sources
                {
                    // An earlier hook may have flipped, moved or removed this source: it is
                    // found again if a card in play changed since the list was made.
                    let (owner, here) = if ctx.moved == moved {
                        (owner, here)
                    } else {
                        match ctx.s.placed(src) {
                            Some((owner, here, _, p)) if p.up => (owner, here),
                            _ => continue,
                        }
                    };
                    if src == card {
                        continue;
                    }
                    if let Some(hook) = &defs.cards[src as usize].hooks.on_play {
                        let src_id = &defs.lua_ids[src as usize];
                        let adjacent = ctx.s.adjacent(here, theater);
                        let key = [
                            on_play_bits(src, card, theater, up, seat, owner, here, adjacent),
                            0,
                            0,
                        ];
                        let here = &defs.lua_tids[here as usize];
                        let args = (src_id, id, tid, up, seat, owner, here, adjacent);
                        self.call_remembered::<_, ()>(ctx, hook, args, key, log)?;
                    }
                }
                for effect in self.effect_hooks(&ctx.s, EffectHook::OnPlay).iter() {
                    if ctx.s.effects.iter().any(|e| e.id == effect.id) {
                        let key = [
                            on_play_bits(0, card, theater, up, seat, effect.owner, 0, false)
                                | 1 << 63,
                            u64::from(effect.id),
                            Arc::as_ptr(&effect.hook) as *const u8 as u64,
                        ];
                        let args = (effect.id, id, tid, up, seat, effect.owner);
                        self.call_remembered::<_, ()>(ctx, &effect.hook, args, key, log)?;
                    }
                }
                // A card destroyed as it is played has no ability (ALS-3).
                if let Some((owner, th, _, p)) = ctx.s.placed(card)
                    && p.up
                    && th == theater
                {
                    self.trigger(ctx, card, owner);
                }
            }
            Event::FlippedUp { card } => {
                if let Some((owner, ..)) = ctx.s.placed(card) {
                    self.trigger(ctx, card, owner);
                }
            }
        }
        Ok(())
    }

    fn trigger(&self, ctx: &mut Ctx, card: Card, owner: u8) {
        if self.defs.cards[card as usize].hooks.on_reveal.is_some() {
            ctx.s.queue.push(Instant { card, owner });
        }
    }
}

/// An `_on_play` call by its small arguments, packed for the search's memo
/// (`script::memo::Key`: a face-up card's call is `[bits, 0, 0]`; a lasting effect's sets
/// the top bit and adds its id and its hook's name).
#[allow(clippy::too_many_arguments)]
fn on_play_bits(
    src: Card,
    played: Card,
    theater: Theater,
    up: bool,
    seat: u8,
    owner: u8,
    here: Theater,
    adjacent: bool,
) -> u64 {
    u64::from(src)
        | u64::from(played) << 8
        | u64::from(theater) << 16
        | u64::from(here) << 24
        | u64::from(seat) << 32
        | u64::from(owner) << 40
        | u64::from(up) << 48
        | u64::from(adjacent) << 49
}

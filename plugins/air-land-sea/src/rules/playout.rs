//! The bots' random rollout ([`game_sdk::Game::random_playout`]): exactly what the SDK's
//! uniform playout plays (the same listing, draws, actions and final state; the test kit's
//! fast-path check compares the two), with one context held over the state for the whole
//! rollout. `apply` moves the state into a context and back for every action, a copy of a few
//! hundred bytes each way, which was about a tenth of a search.

use crate::AirLandSea;
use crate::rules::{Action, plays_asking};
use crate::script::Ctx;
use crate::state::{Bonus, State};
use game_sdk::LogLine;
use game_sdk::bots::{Playout, QuickRng, searching, uniform_playout};
use std::sync::Arc;

pub(crate) fn random_playout(
    g: &AirLandSea,
    state: &mut State,
    rng: &mut QuickRng,
    cap: u32,
    legal: &mut Vec<Action>,
    log: &mut Vec<LogLine>,
) -> Playout {
    // Outside a search `apply` works on a copy for every action (a refused one leaves the
    // state as it was): the plain loop is the same loop.
    if !searching() {
        return uniform_playout(g, state, rng, cap, legal, log);
    }
    let mut ctx = g.ctx_in_place(state);
    let end = play(g, &mut ctx, rng, cap, legal, log);
    g.put_back(state, ctx);
    end
}

/// [`uniform_playout`]'s loop over the context's state, each action stepped in place as
/// `apply` steps it while searching.
fn play(
    g: &AirLandSea,
    ctx: &mut Ctx,
    rng: &mut QuickRng,
    cap: u32,
    legal: &mut Vec<Action>,
    log: &mut Vec<LogLine>,
) -> Playout {
    for _ in 0..cap {
        let Some(action) = pick(g, ctx, rng, legal) else {
            return Playout::Ended(ctx.s.over.as_ref().map(|over| over.winner));
        };
        log.clear();
        // As fresh as the context `apply` would make for this action.
        ctx.events.clear();
        ctx.log.clear();
        if g.step(ctx, &action, log).is_err() {
            return Playout::Ended(None);
        }
    }
    Playout::Capped
}

/// The action at `rng.below(n)` of the `n` legal actions, in [`crate::rules::legal_actions_into`]'s order,
/// found without listing them where their order is known without asking any hook (no
/// `_may_play` hook could allow a non-matching deploy): per card of the hand its deploy to its
/// own theater, then one face-down play per theater in the row; then the withdrawal. `None`
/// when nothing is legal (no draw made).
fn pick(
    g: &AirLandSea,
    ctx: &mut Ctx,
    rng: &mut QuickRng,
    legal: &mut Vec<Action>,
) -> Option<Action> {
    let s = &ctx.s;
    if s.over.is_some() {
        return None;
    }
    if let Some(c) = &s.choice {
        let n = c.options.len() + usize::from(c.skippable);
        if n == 0 {
            return None;
        }
        let i = rng.below(n as u64) as usize;
        return Some(match c.options.get(i) {
            Some(option) => Action::Choose(Arc::clone(&option.id)),
            None => Action::Skip,
        });
    }
    let seat = s.to_move;
    if g.has_permissions_in(ctx, seat) {
        legal.clear();
        plays_asking(g, ctx, legal);
        if legal.is_empty() {
            return None;
        }
        let i = rng.below(legal.len() as u64) as usize;
        return Some(legal.swap_remove(i));
    }
    let s = &ctx.s;
    let hand = &s.hands[seat as usize];
    let per_card = 1 + s.order.len();
    let plays = hand.len() * per_card;
    let n = plays + usize::from(s.bonus != Some(Bonus::Play(seat)));
    if n == 0 {
        return None;
    }
    let i = rng.below(n as u64) as usize;
    if i == plays {
        return Some(Action::Withdraw);
    }
    let card = hand[i / per_card];
    Some(match i % per_card {
        0 => Action::Play {
            card,
            theater: g.defs.cards[card as usize].theater,
            up: true,
        },
        j => Action::Play {
            card,
            theater: s.order[j - 1],
            up: false,
        },
    })
}

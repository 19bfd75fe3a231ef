//! The bots' random rollout ([`game_sdk::Game::random_playout`]): exactly what the SDK's
//! uniform playout plays (the same listing, draws, actions and final state; the test kit's
//! fast-path check compares the two), with one context held over the state for the whole
//! rollout. `apply` moves the state into a context and back for every action, a copy of a few
//! hundred bytes each way, which was about a tenth of a search.

use crate::AirLandSea;
use crate::rules::{Action, legal_actions_into};
use crate::script::Ctx;
use crate::state::State;
use game_sdk::LogLine;
use game_sdk::bots::{Playout, QuickRng, searching, uniform_playout};

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

/// [`uniform_playout`]'s loop over the context's state. A play or a withdrawal is stepped in
/// place, as `apply` steps it while searching; an answer to a choice goes through `apply`
/// itself (on a copy, as there).
fn play(
    g: &AirLandSea,
    ctx: &mut Ctx,
    rng: &mut QuickRng,
    cap: u32,
    legal: &mut Vec<Action>,
    log: &mut Vec<LogLine>,
) -> Playout {
    for _ in 0..cap {
        legal_actions_into(g, &ctx.s, legal);
        if legal.is_empty() {
            return Playout::Ended(match ctx.s.over.as_ref() {
                Some(over) => Some(over.winner),
                None => None,
            });
        }
        let i = rng.below(legal.len() as u64) as usize;
        log.clear();
        let done = match &legal[i] {
            action @ (Action::Play { .. } | Action::Withdraw) => {
                // As fresh as the context `apply` would make for this action.
                ctx.events.clear();
                ctx.log.clear();
                g.step(ctx, action, log)
            }
            action => crate::rules::apply(g, &mut ctx.s, action, log),
        };
        if done.is_err() {
            return Playout::Ended(None);
        }
    }
    Playout::Capped
}

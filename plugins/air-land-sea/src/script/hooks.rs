//! Which cards and lasting effects have a hook to run now, and what their hooks are told about
//! where they are.

use crate::AirLandSea;
use crate::config::CardHooks;
use crate::state::{Card, State, Theater};
use smallvec::SmallVec;
use std::sync::Arc;

/// A face-up card whose ongoing hook runs, with what its hooks are told about it: its owner and
/// its theater (so that most scripts need not ask).
#[derive(Clone, Copy)]
pub(crate) struct Source {
    pub(crate) card: Card,
    pub(crate) owner: u8,
    pub(crate) theater: Theater,
}

/// A lasting effect with a hook: its id, the hook's function name and the effect's owner.
#[derive(Clone)]
pub(crate) struct EffectSource {
    pub(crate) id: u32,
    pub(crate) hook: Arc<str>,
    pub(crate) owner: u8,
}

/// The lasting effects with a hook ([`AirLandSea::effect_hooks`]), in a list the thread reuses
/// (given back when dropped): a search lists them at every step while an effect lasts.
pub(crate) struct EffectList(Vec<EffectSource>);

impl std::ops::Deref for EffectList {
    type Target = [EffectSource];
    fn deref(&self) -> &[EffectSource] {
        &self.0
    }
}

impl Drop for EffectList {
    fn drop(&mut self) {
        // Most lists are empty: nothing to take or keep.
        if self.0.capacity() == 0 {
            return;
        }
        let mut list = std::mem::take(&mut self.0);
        list.clear();
        EFFECT_LISTS.with(|lists| {
            let mut lists = lists.borrow_mut();
            if lists.len() < MAX_KEPT_LISTS {
                lists.push(list);
            }
        });
    }
}

#[derive(Clone, Copy)]
pub(crate) enum EffectHook {
    MayPlay,
    OnPlay,
    OnTurnEnd,
}

thread_local! {
    /// Lists of effects given back by dropped [`EffectList`]s.
    static EFFECT_LISTS: std::cell::RefCell<Vec<Vec<EffectSource>>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// The face-up cards with some hook, as [`AirLandSea::face_up_with`] lists them: held on the
/// stack up to [`INLINE_SOURCES`] (more than a ruleset's cards in play, nearly always), so a
/// search lists them at every play without a thread-local pool.
pub(crate) type Sources = SmallVec<[Source; INLINE_SOURCES]>;

/// Sources held without the heap.
const INLINE_SOURCES: usize = 24;

/// The most lists of lasting effects kept for reuse on a thread.
const MAX_KEPT_LISTS: usize = 8;

impl AirLandSea {
    /// The face-up cards in play (left to right, North before South, bottom to top) whose
    /// ability has the hooks `wanted` asks for ([`Sources`]: nothing allocated). Plain loops:
    /// this runs for every position and every play, and nested iterator adapters cost several
    /// times as much here.
    pub(crate) fn face_up_with(&self, s: &State, wanted: impl Fn(&CardHooks) -> bool) -> Sources {
        let mut found = Sources::new();
        for &th in &s.order {
            for (owner, seat_stacks) in s.stacks.iter().enumerate() {
                for p in &seat_stacks[th as usize] {
                    if p.up && wanted(&self.defs.cards[p.card as usize].hooks) {
                        found.push(Source {
                            card: p.card,
                            owner: owner as u8,
                            theater: th,
                        });
                    }
                }
            }
        }
        found
    }

    /// The lasting effects in play that have the hook `which`, with its function name.
    pub(crate) fn effect_hooks(&self, s: &State, which: EffectHook) -> EffectList {
        if s.effects.is_empty() {
            return EffectList(Vec::new());
        }
        let mut list = EFFECT_LISTS
            .with(|lists| lists.borrow_mut().pop())
            .unwrap_or_default();
        for e in &s.effects {
            let Some(hooks) = self.defs.effect_hooks.get(&*e.name) else {
                continue;
            };
            let name = match which {
                EffectHook::MayPlay => &hooks.may_play,
                EffectHook::OnPlay => &hooks.on_play,
                EffectHook::OnTurnEnd => &hooks.on_turn_end,
            };
            if let Some(hook) = name {
                list.push(EffectSource {
                    id: e.id,
                    hook: Arc::clone(hook),
                    owner: e.owner,
                });
            }
        }
        EffectList(list)
    }
}

/// The theaters next to `th` in the row, left first: one or two.
pub(crate) fn neighbor_theaters(s: &State, th: Theater) -> (Option<Theater>, Option<Theater>) {
    let place = s.place_of(th);
    let mut next = s
        .order
        .iter()
        .enumerate()
        .filter(|(i, _)| i.abs_diff(place) == 1)
        .map(|(_, &t)| t);
    (next.next(), next.next())
}

//! What a hook call did, as a search replays it: the context methods it called, in order, with
//! their arguments resolved and what each answered (`script::memo`).
//!
//! A script keeps no state and draws nothing (the memo is off when one uses `math.random`), so
//! what a hook call does follows from its arguments and from what its context methods answered
//! it. Called again with the same arguments, in a position where every method it read from
//! answers the same, it makes the same calls again: the core can make them itself, without Lua.
//!
//! The core checks those answers before it changes anything ([`replay`]): each method that
//! answers something (a read, or a change that says whether it happened, like `ctx:destroy`)
//! is asked again of the position as it is, and a choice the hook had the core make is made
//! again. That is the position the hook read only when no earlier change of the same call
//! touched what the method reads, which [`Tape::fits`] checks when the call is recorded: each
//! method says what part of the match it reads and what part it changes ([`Part`]). A call
//! that read something it had changed itself, or called any method not listed here, is not
//! remembered.

use super::Ctx;
use super::methods::Ask;
use crate::state::{Bonus, Card, Effect, Loc, Theater};
use game_sdk::script::ScriptValue;
use std::cell::RefCell;
use std::sync::Arc;

/// Parts of the match a method reads or changes, as bits.
pub(crate) type Part = u8;
/// Which card lies where in play, and which way up: North's stacks, South's, both.
const STACKS_N: Part = 1;
const STACKS_S: Part = 128;
const STACKS: Part = STACKS_N | STACKS_S;
const HANDS: Part = 2;
/// The deck and what each seat knows of it.
const DECK: Part = 4;
/// Cards held by an ability (`ctx:draw`).
const LIMBO: Part = 8;
const EFFECTS: Part = 16;
const BONUS: Part = 32;
/// What the `_strength` hooks set and add so far (their scratch).
const STRENGTHS: Part = 64;

/// One context method call, its arguments resolved (no Lua value), with what it answered.
#[derive(Clone, Debug)]
pub(crate) enum Op {
    /// `ctx:card_at(theater, seat, n)`.
    CardAt {
        th: Theater,
        seat: u8,
        n: i64,
        got: Option<Card>,
    },
    /// `ctx:card_in_play(n, seat, face_up)`.
    CardInPlay {
        n: i64,
        seat: Option<u8>,
        up: Option<bool>,
        got: Option<Card>,
    },
    /// `ctx:count(theater)`.
    Count { th: Theater, got: usize },
    /// `ctx:drawn(seat)`.
    Drawn { seat: u8, got: Option<Card> },
    /// `ctx:flip(card)` of `seat`'s card in play (true).
    Flip { card: Card, seat: u8 },
    /// `ctx:destroy(card)`: whether the card was in play, and whose it was.
    Destroy {
        card: Card,
        got: bool,
        seat: Option<u8>,
    },
    /// `ctx:play(card, theater, face_up)` of a card `seat` held.
    Play {
        card: Card,
        th: Theater,
        up: bool,
        seat: u8,
    },
    /// `ctx:return_to_hand(card)` of `seat`'s card in play.
    ReturnToHand { card: Card, seat: u8 },
    /// `ctx:draw(seat)`: the card drawn.
    Draw { seat: u8, got: Option<Card> },
    /// `ctx:grant_play(seat)`.
    GrantPlay { seat: u8 },
    /// `ctx:add_effect(seat, name, data)`: the new effect's id.
    AddEffect {
        owner: u8,
        name: Arc<str>,
        data: ScriptValue,
        got: u32,
    },
    /// `ctx:end_effect(id)`.
    EndEffect { id: i64 },
    /// `ctx:set_strength(card, value)`, the value already kept within the limit.
    SetStrength { card: Card, value: i64 },
    /// `ctx:add_strength(seat, theater, value)`.
    AddStrength { seat: u8, th: Theater, value: i64 },
    /// A choice the core made for the hook (`ctx:choose_flip` and its kin), which it asked.
    Ask(Ask),
    /// A choice the core did not make: it had nothing to offer (the method returned false).
    NotAsked(Ask),
}

impl Op {
    /// The parts of the match what this call answered depends on.
    fn reads(&self) -> Part {
        match self {
            &Op::CardAt { seat, .. } => stacks_of(Some(seat)),
            &Op::CardInPlay { seat, .. } => stacks_of(seat),
            Op::Count { .. } => STACKS,
            Op::Drawn { .. } => LIMBO,
            Op::Flip { .. } | Op::ReturnToHand { .. } => STACKS,
            // In play, in a hand or held (an error), or elsewhere.
            Op::Destroy { .. } | Op::Play { .. } => STACKS | HANDS | LIMBO,
            Op::Draw { .. } => DECK,
            Op::AddEffect { .. } => EFFECTS,
            Op::GrantPlay { .. }
            | Op::EndEffect { .. }
            | Op::SetStrength { .. }
            | Op::AddStrength { .. } => 0,
            Op::Ask(ask) | Op::NotAsked(ask) => ask.reads(),
        }
    }

    /// The parts of the match this call changes.
    fn writes(&self) -> Part {
        match self {
            Op::CardAt { .. }
            | Op::CardInPlay { .. }
            | Op::Count { .. }
            | Op::Drawn { .. }
            | Op::Ask(_)
            | Op::NotAsked(_) => 0,
            &Op::Flip { seat, .. } => stacks_of(Some(seat)),
            &Op::Destroy { seat, .. } => stacks_of(seat) | DECK,
            &Op::Play { seat, .. } => stacks_of(Some(seat)) | HANDS | LIMBO,
            &Op::ReturnToHand { seat, .. } => stacks_of(Some(seat)) | HANDS,
            Op::Draw { .. } => DECK | LIMBO,
            Op::GrantPlay { .. } => BONUS,
            Op::AddEffect { .. } | Op::EndEffect { .. } => EFFECTS,
            Op::SetStrength { .. } | Op::AddStrength { .. } => STRENGTHS,
        }
    }

    /// Whether this call, made in `ctx`'s position before any change of the replayed call,
    /// answers what it answered when it was recorded (and would not fail).
    fn answers_the_same(&self, ctx: &Ctx) -> bool {
        let s = &*ctx.s;
        match self {
            &Op::CardAt { th, seat, n, got } => card_at(ctx, th, seat, n) == got,
            &Op::CardInPlay { n, seat, up, got } => card_in_play(ctx, n, seat, up) == got,
            &Op::Count { th, got } => count(ctx, th) == got,
            &Op::Drawn { seat, got } => drawn(ctx, seat) == got,
            &Op::Flip { card, .. } | &Op::ReturnToHand { card, .. } => s.placed(card).is_some(),
            &Op::Destroy { card, got, .. } => match s.locate(card) {
                Some(Loc::Hand(..) | Loc::Limbo(..)) => false,
                _ => s.placed(card).is_some() == got,
            },
            &Op::Play { card, .. } => {
                matches!(s.locate(card), Some(Loc::Hand(..) | Loc::Limbo(..)))
            }
            &Op::Draw { got, .. } => s.deck.first().copied() == got,
            Op::AddEffect { got, .. } => {
                s.effects.len() < super::MAX_EFFECTS
                    && s.next_effect == *got
                    && got.checked_add(1).is_some()
            }
            Op::GrantPlay { .. }
            | Op::EndEffect { .. }
            | Op::SetStrength { .. }
            | Op::AddStrength { .. } => true,
            // Asked when it has something to offer (made again on replay), not otherwise.
            Op::Ask(ask) => !ask.offers_nothing(s),
            Op::NotAsked(ask) => ask.offers_nothing(s),
        }
    }

    /// Makes this call's change in `ctx`, as the method does.
    fn apply(&self, ctx: &mut Ctx) {
        match self {
            &Op::Flip { card, .. } => {
                ctx.flip(card);
            }
            &Op::Destroy { card, .. } => {
                ctx.destroy(card);
            }
            &Op::Play { card, th, up, .. } => {
                ctx.play(card, th, up);
            }
            &Op::ReturnToHand { card, .. } => ctx.return_to_hand(card),
            &Op::Draw { seat, .. } => {
                draw(ctx, seat);
            }
            &Op::GrantPlay { seat } => ctx.s.bonus = Some(Bonus::Play(seat)),
            Op::AddEffect {
                owner, name, data, ..
            } => {
                add_effect(ctx, *owner, Arc::clone(name), data.clone());
            }
            &Op::EndEffect { id } => end_effect(ctx, id),
            &Op::SetStrength { card, value } => {
                if let Some(sc) = ctx.scratch.as_deref_mut() {
                    set_strength(sc, card, value);
                }
            }
            &Op::AddStrength { seat, th, value } => {
                if let Some(sc) = ctx.scratch.as_deref_mut() {
                    add_strength(sc, seat, th, value);
                }
            }
            Op::CardAt { .. }
            | Op::CardInPlay { .. }
            | Op::Count { .. }
            | Op::Drawn { .. }
            | Op::Ask(_)
            | Op::NotAsked(_) => {}
        }
    }
}

// The methods' own work, shared by the methods (`script::methods`) and the replay. -----------

/// `ctx:card_at`: the `n`-th card (from 1) of `seat`'s stack in `th`, bottom first.
pub(crate) fn card_at(ctx: &Ctx, th: Theater, seat: u8, n: i64) -> Option<Card> {
    let stack = &ctx.s.stacks[seat as usize][th as usize];
    let at = usize::try_from(n).ok().and_then(|n| n.checked_sub(1));
    at.and_then(|i| stack.get(i)).map(|p| p.card)
}

/// `ctx:card_in_play`: the `n`-th card (from 1) `ctx:cards_in_play(seat, up)` lists.
pub(crate) fn card_in_play(ctx: &Ctx, n: i64, seat: Option<u8>, up: Option<bool>) -> Option<Card> {
    let skip = usize::try_from(n).ok().and_then(|n| n.checked_sub(1))?;
    ctx.s
        .in_play()
        .filter(|(s, ..)| seat.is_none_or(|x| x == *s))
        .filter(|(.., p)| up.is_none_or(|up| up == p.up))
        .nth(skip)
        .map(|(_, _, _, p)| p.card)
}

/// `ctx:count`: the cards in `th`, both seats'.
pub(crate) fn count(ctx: &Ctx, th: Theater) -> usize {
    ctx.s.stacks[0][th as usize].len() + ctx.s.stacks[1][th as usize].len()
}

/// `ctx:drawn`: the card `seat` holds from `ctx:draw`.
pub(crate) fn drawn(ctx: &Ctx, seat: u8) -> Option<Card> {
    ctx.s
        .limbo
        .iter()
        .find(|(h, _)| *h == seat)
        .map(|&(_, c)| c)
}

/// `ctx:draw`: the deck's top card, now held for `seat`.
pub(crate) fn draw(ctx: &mut Ctx, seat: u8) -> Option<Card> {
    if ctx.s.deck.is_empty() {
        return None;
    }
    let c = ctx.s.deck.remove(0);
    if !ctx.s.deck_known.is_empty() {
        ctx.s.deck_known.remove(0);
    }
    ctx.s.limbo.push((seat, c));
    Some(c)
}

/// `ctx:add_effect` once its name and the room for it are checked: the new effect's id.
pub(crate) fn add_effect(ctx: &mut Ctx, owner: u8, name: Arc<str>, data: ScriptValue) -> u32 {
    let id = ctx.s.next_effect;
    ctx.s.next_effect = id.wrapping_add(1);
    ctx.s.effects.push(Effect {
        id,
        owner,
        name,
        data,
    });
    id
}

/// `ctx:end_effect`.
pub(crate) fn end_effect(ctx: &mut Ctx, id: i64) {
    ctx.s.effects.retain(|e| i64::from(e.id) != id);
}

/// `ctx:set_strength`: the highest value set wins.
pub(crate) fn set_strength(sc: &mut super::Scratch, card: Card, value: i64) {
    let slot = &mut sc.set[card as usize];
    *slot = Some(slot.map_or(value, |v| v.max(value)));
}

/// `ctx:add_strength`, saturating and kept within the limit (`add_strength(math.maxinteger)`
/// once wrapped a total round to a large negative number).
pub(crate) fn add_strength(sc: &mut super::Scratch, seat: u8, th: Theater, value: i64) {
    let limit = super::STRENGTH_LIMIT;
    let bonus = &mut sc.bonus[seat as usize][th as usize];
    *bonus = bonus.saturating_add(value).clamp(-limit, limit);
}

// Recording. ---------------------------------------------------------------------------------

/// The calls of the hook call being recorded on this thread.
#[derive(Default)]
pub(crate) struct Tape {
    pub(crate) ops: Vec<Op>,
    /// Set when the call did something a replay could not make the same (a card named by its
    /// place, which names another card in another position; a choice not made).
    spoiled: bool,
}

thread_local! {
    static TAPE: RefCell<Tape> = RefCell::new(Tape::default());
}

/// The longest string a remembered call may keep as data (an effect's, a choice's).
const MAX_KEPT_STRING: usize = 64;

/// Whether a value is small enough for a remembered call to keep: nothing, a boolean, an
/// integer or a short string. A script may pass data of up to 64 KB
/// ([`game_sdk::script::MAX_VALUE_BYTES`]) with every call; a search remembers tens of
/// thousands of calls, so a call with larger data is not remembered (it runs as usual).
pub(crate) fn small(value: &ScriptValue) -> bool {
    match value {
        ScriptValue::Nil | ScriptValue::Bool(_) | ScriptValue::Int(_) => true,
        ScriptValue::Str(s) => s.len() <= MAX_KEPT_STRING,
        ScriptValue::List(_) | ScriptValue::Map(_) => false,
    }
}

/// Records `op` when `ctx` is being recorded (`Ctx::taping`).
pub(crate) fn tape(ctx: &Ctx, op: impl FnOnce() -> Op) {
    if ctx.taping {
        let op = op();
        TAPE.with(|t| t.borrow_mut().ops.push(op));
    }
}

/// Marks the call being recorded as one not to remember.
pub(crate) fn spoil(ctx: &Ctx) {
    if ctx.taping {
        TAPE.with(|t| t.borrow_mut().spoiled = true);
    }
}

/// Starts recording on this thread.
pub(crate) fn start() {
    TAPE.with(|t| {
        let mut t = t.borrow_mut();
        t.ops.clear();
        t.spoiled = false;
    });
}

/// The calls recorded since [`start`], when they are the whole call (`calls` context method
/// calls made: each was recorded) and a replay would make them the same ([`Tape::fits`]).
pub(crate) fn take(calls: u32) -> Option<Vec<Op>> {
    TAPE.with(|t| {
        let mut t = t.borrow_mut();
        let whole = !t.spoiled && t.ops.len() == calls as usize && t.ops.len() <= MAX_OPS;
        (whole && t.fits()).then(|| t.ops.drain(..).collect())
    })
}

/// The most context method calls a remembered call may have made: a longer one (a loop over
/// every card, say) is called as usual.
const MAX_OPS: usize = 64;

/// About how many bytes `ops` keep, for the memo's budget.
pub(crate) fn weight(ops: &[Op]) -> usize {
    let extra: usize = ops
        .iter()
        .map(|op| match op {
            Op::Ask(ask) | Op::NotAsked(ask) => ask.weight(),
            Op::AddEffect { name, data, .. } => {
                name.len()
                    + match data {
                        ScriptValue::Str(s) => s.len(),
                        _ => 0,
                    }
            }
            _ => 0,
        })
        .sum();
    std::mem::size_of_val(ops) + extra
}

impl Tape {
    /// Whether no call answered from a part of the match an earlier call of the same hook call
    /// had changed: then the answers, asked again before any change, are the ones the hook
    /// would get.
    fn fits(&self) -> bool {
        let mut changed: Part = 0;
        for op in &self.ops {
            if op.reads() & changed != 0 {
                return false;
            }
            changed |= op.writes();
        }
        true
    }
}

/// Whether every call of `ops` would answer in `ctx` as it did: then `ops` is what the hook
/// would do here.
pub(crate) fn matches(ops: &[Op], ctx: &Ctx) -> bool {
    ops.iter().all(|op| op.answers_the_same(ctx))
}

/// The choice the hook asked for, if it asked one.
pub(crate) fn ask_of(ops: &[Op]) -> Option<&Ask> {
    ops.iter().find_map(|op| match op {
        Op::Ask(ask) => Some(ask),
        _ => None,
    })
}

/// Makes the changes of `ops`, in order.
pub(crate) fn apply(ops: &[Op], ctx: &mut Ctx) {
    for op in ops {
        op.apply(ctx);
    }
}

/// The stacks of `seat`, or of both seats.
fn stacks_of(seat: Option<u8>) -> Part {
    match seat {
        Some(0) => STACKS_N,
        Some(_) => STACKS_S,
        None => STACKS,
    }
}

/// The parts of the match a choice among the cards of `whose` in play (of both seats: `None`)
/// is made from: those stacks, and what its chooser knows of the cards (`Ask::Among` lists
/// what the hook gave it, nothing of the match).
pub(crate) fn ask_reads(whose: Option<u8>) -> Part {
    stacks_of(whose) | HANDS | DECK | LIMBO
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fits(ops: Vec<Op>) -> bool {
        Tape {
            ops,
            spoiled: false,
        }
        .fits()
    }

    #[test]
    fn only_small_calls_are_kept() {
        // Data: nothing, a boolean, an integer, a short string.
        assert!(small(&ScriptValue::Nil) && small(&ScriptValue::Int(-3)));
        assert!(small(&ScriptValue::Str("x".repeat(MAX_KEPT_STRING))));
        assert!(!small(&ScriptValue::Str("x".repeat(MAX_KEPT_STRING + 1))));
        assert!(!small(&ScriptValue::List(vec![ScriptValue::Int(1)])));
        // A call of more than `MAX_OPS` method calls is not taken, one of `MAX_OPS` is.
        for (n, kept) in [(MAX_OPS, true), (MAX_OPS + 1, false)] {
            start();
            TAPE.with(|t| {
                t.borrow_mut()
                    .ops
                    .extend((0..n).map(|_| Op::Count { th: 0, got: 1 }));
            });
            assert_eq!(take(n as u32).is_some(), kept, "{n} calls");
        }
        // Nor one whose calls were not all recorded (a method the tape does not know).
        start();
        TAPE.with(|t| t.borrow_mut().ops.push(Op::Count { th: 0, got: 1 }));
        assert!(take(2).is_none());
    }

    #[test]
    fn a_call_that_reads_what_it_changed_is_not_replayed() {
        let destroy = || Op::Destroy {
            card: 3,
            got: true,
            seat: Some(0),
        };
        let count = || Op::Count { th: 0, got: 2 };
        // Blockade's order: the count read first, then the change: replayable.
        assert!(fits(vec![count(), destroy()]));
        // The count read after a card left play would be asked of the position before.
        assert!(!fits(vec![destroy(), count()]));
        // Reinforce's continuation: what was drawn, then played.
        let drawn = Op::Drawn {
            seat: 1,
            got: Some(5),
        };
        let play = Op::Play {
            card: 5,
            th: 2,
            up: false,
            seat: 1,
        };
        assert!(fits(vec![drawn.clone(), play.clone()]));
        assert!(!fits(vec![play, drawn]));
        // Cover Fire: strengths set between reads of the stack, which they do not change.
        let at = |n, got| Op::CardAt {
            th: 1,
            seat: 0,
            n,
            got,
        };
        let set = |card| Op::SetStrength { card, value: 4 };
        assert!(fits(vec![
            at(1, Some(2)),
            set(2),
            at(2, Some(7)),
            set(7),
            at(3, None)
        ]));
        // A flip, then whether a card of the same seat is in play: not replayable; of the
        // other seat: replayable (Disrupt's flip, then the opponent's choice).
        let flip = || Op::Flip { card: 2, seat: 0 };
        assert!(!fits(vec![flip(), Op::ReturnToHand { card: 4, seat: 0 }]));
        let theirs = Op::CardAt {
            th: 0,
            seat: 1,
            n: 1,
            got: None,
        };
        assert!(fits(vec![flip(), theirs]));
        assert!(!fits(vec![flip(), Op::Count { th: 0, got: 3 }]));
        // A draw changes the deck, read by the next draw.
        let draw = || Op::Draw {
            seat: 0,
            got: Some(1),
        };
        assert!(!fits(vec![draw(), draw()]));
    }
}

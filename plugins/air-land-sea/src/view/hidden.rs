//! What a seat cannot see: re-dealing it, for the leak check and for bots
//! (`HiddenInformation::sample_hidden`), and which seats a move showed some of it
//! (`HiddenInformation::revealed_to`).

use crate::config::Defs;
use crate::state::{Card, Loc, State};
use game_sdk::GameRng;
use game_sdk::script::{PendingChoice, ScriptValue};
use std::sync::Arc;

/// Re-deals every card `seat` cannot see (the opponent's hand, the opponent's face-down cards
/// and held cards, the deck) among the same places; effective strengths follow the places.
pub fn sample_hidden(defs: &Defs, s: &State, seat: u8, rng: &mut GameRng) -> State {
    let mut out = s.clone();
    sample_hidden_into(defs, s, seat, rng, &mut out);
    out
}

thread_local! {
    /// The places, old cards and new cards of the last sample on this thread, for the next
    /// one: a search re-samples at every iteration.
    static SAMPLE_SCRATCH: std::cell::RefCell<(Vec<Loc>, Vec<Card>, Vec<Card>)> =
        const { std::cell::RefCell::new((Vec::new(), Vec::new(), Vec::new())) };
}

/// [`sample_hidden`] into `out`, reusing its allocations (and this thread's scratch lists):
/// the same state and the same draws from `rng`.
pub fn sample_hidden_into(defs: &Defs, s: &State, seat: u8, rng: &mut GameRng, out: &mut State) {
    SAMPLE_SCRATCH.with(|scratch| {
        let mut scratch = scratch.borrow_mut();
        let (slots, old, new) = &mut *scratch;
        sample_with(defs, s, seat, rng, out, slots, old, new);
    });
}

#[allow(clippy::too_many_arguments)]
fn sample_with(
    defs: &Defs,
    s: &State,
    seat: u8,
    rng: &mut GameRng,
    out: &mut State,
    slots: &mut Vec<Loc>,
    old: &mut Vec<Card>,
    new: &mut Vec<Card>,
) {
    let other = 1 - seat;
    unseen_into(s, seat, slots);
    old.clear();
    old.extend(slots.iter().map(|&l| card_at(s, l)));
    // Shuffle the pool in a canonical order, so the sample depends only on what `seat` knows
    // (the multiset of unseen cards), not on where they really are.
    new.clear();
    new.extend_from_slice(old);
    new.sort_unstable();
    rng.shuffle(new);
    out.copy_from(s);
    // Future randomness is hidden too: a bot must not plan with the match's real RNG.
    out.rng = GameRng::resampled(rng);
    for (k, &l) in slots.iter().enumerate() {
        let c = new[k];
        match l {
            Loc::Hand(h, i) => out.hands[h as usize][i] = c,
            Loc::Deck(i) => out.deck[i] = c,
            Loc::Stack { seat, th, pos } => {
                out.stacks[seat as usize][th as usize][pos].card = c;
            }
            Loc::Limbo(_, i) => out.limbo[i].1 = c,
        }
        out.strength[c as usize] = s.strength[old[k] as usize];
    }
    out.hands[other as usize].sort_unstable();
    // A choice pending for the other seat may name its own face-down cards (Disrupt: "flip
    // L4"): in the re-dealt world those ids must name the cards now lying there, or the world
    // would list options it then refuses. (The seat's own choices name only what it knows.)
    if let Some(choice) = &s.choice
        && choice.seat == other
    {
        let renamed: Vec<(Card, Card)> = old
            .iter()
            .zip(new.iter())
            .filter(|(o, n)| o != n)
            .map(|(&o, &n)| (o, n))
            .collect();
        if !renamed.is_empty() {
            out.choice = Some(Arc::new(rename_cards(defs, choice, &renamed)));
        }
    }
}

/// The places whose card `seat` cannot see: the opponent's hand, face-down cards (until the
/// game is over) and held cards, and the deck cards it does not know.
fn unseen(s: &State, seat: u8) -> Vec<Loc> {
    let mut slots = Vec::new();
    unseen_into(s, seat, &mut slots);
    slots
}

/// [`unseen`] into a list (emptied first).
fn unseen_into(s: &State, seat: u8, slots: &mut Vec<Loc>) {
    slots.clear();
    let other = 1 - seat;
    for i in 0..s.hands[other as usize].len() {
        slots.push(Loc::Hand(other, i));
    }
    // At the end of the game the table's cards are revealed (see `battle_end`).
    let table_hidden = s.over.is_none();
    for (th, stack) in s.stacks[other as usize].iter().enumerate() {
        for (pos, p) in stack.iter().enumerate() {
            if !p.up && table_hidden {
                slots.push(Loc::Stack {
                    seat: other,
                    th: th as u8,
                    pos,
                });
            }
        }
    }
    for (i, &(h, _)) in s.limbo.iter().enumerate() {
        if h == other {
            slots.push(Loc::Limbo(h, i));
        }
    }
    let bit = 1u8 << seat;
    for i in 0..s.deck.len() {
        if s.deck_known.get(i).copied().unwrap_or(0) & bit == 0 {
            slots.push(Loc::Deck(i));
        }
    }
}

/// The ids of the cards `seat` may not see in `s`: the cards in the places [`sample_hidden`]
/// re-deals for it. The testkit's spy check looks for them in every text the seat is shown.
pub fn hidden_keys(defs: &Defs, s: &State, seat: u8) -> Vec<String> {
    unseen(s, seat)
        .into_iter()
        .map(|l| defs.id(card_at(s, l)).to_string())
        .collect()
}

fn card_at(s: &State, l: Loc) -> Card {
    match l {
        Loc::Hand(h, i) => s.hands[h as usize][i],
        Loc::Deck(i) => s.deck[i],
        Loc::Stack { seat, th, pos } => s.stacks[seat as usize][th as usize][pos].card,
        Loc::Limbo(_, i) => s.limbo[i].1,
    }
}

/// The cards `seat` cannot see in `s` (where it cannot see them: see [`unseen`]), by card.
fn unseen_cards(s: &State, seat: u8, cards: usize) -> Vec<bool> {
    let mut out = vec![false; cards];
    for l in unseen(s, seat) {
        if let Some(x) = out.get_mut(card_at(s, l) as usize) {
            *x = true;
        }
    }
    out
}

/// The seats a move (from `before` to `after`) showed a card they could not see before
/// (`HiddenInformation::revealed_to`):
///
/// - both, when a battle ended (a withdrawal or the last card): the face-down cards are turned
///   over to score it (the battle's record shows them) and the next battle is dealt, or the
///   game is over and the table lies revealed;
/// - otherwise each seat that now sees a card it did not see anywhere before: a card played
///   face-up from the opponent's hand, a face-down card flipped face-up (to the seat that did
///   not own it), a card drawn or looked at from the deck (by the drawer). A seat's own plays,
///   moves, flips and destroyed cards show it nothing new, and what a seat saw before and no
///   longer sees (an opponent's card flipped face-down) is no reveal.
///
/// A seat tracks where every card it sees goes (the opponent moves only its own cards, and a
/// card it cannot see is "a card" in every public form), so a card seen before and after
/// shows it nothing new.
pub fn revealed_to(before: &State, after: &State, cards: usize, seats: &mut Vec<u8>) {
    if after.battle != before.battle || (after.over.is_some() && before.over.is_none()) {
        seats.extend([0, 1]);
        return;
    }
    for seat in 0..2u8 {
        let was = unseen_cards(before, seat, cards);
        let is = unseen_cards(after, seat, cards);
        if was.iter().zip(&is).any(|(&was, &is)| was && !is) {
            seats.push(seat);
        }
    }
}

/// A pending choice with every word that is a card id in `renamed` replaced by its new card:
/// option ids and labels, and the strings of the continuation's data.
fn rename_cards(defs: &Defs, choice: &PendingChoice, renamed: &[(Card, Card)]) -> PendingChoice {
    let map = |word: &str| -> Option<&str> {
        let card = defs.card(word)?;
        renamed
            .iter()
            .find(|(o, _)| *o == card)
            .map(|&(_, n)| defs.id(n))
    };
    let words = |text: &str| -> String {
        text.split(' ')
            .map(|w| map(w).unwrap_or(w))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let mut out = choice.clone();
    for option in &mut out.options {
        option.id = words(&option.id).into();
        option.label = words(&option.label).into();
    }
    out.data = rename_in_value(&choice.data, &words);
    out
}

fn rename_in_value(value: &ScriptValue, words: &dyn Fn(&str) -> String) -> ScriptValue {
    match value {
        ScriptValue::Str(text) => ScriptValue::Str(words(text)),
        ScriptValue::List(items) => {
            ScriptValue::List(items.iter().map(|v| rename_in_value(v, words)).collect())
        }
        ScriptValue::Map(entries) => ScriptValue::Map(
            entries
                .iter()
                .map(|(k, v)| (k.clone(), rename_in_value(v, words)))
                .collect(),
        ),
        other => other.clone(),
    }
}

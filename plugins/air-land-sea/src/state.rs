//! The match state (everything lives here; scripts keep none) and its accessors: where a card
//! is, who holds and who knows it. The card tables compiled from a ruleset are
//! [`crate::config::Defs`]; the record of a battle's end is [`battle_end`].

pub mod battle_end;

use battle_end::BattleEnd;
use game_sdk::GameRng;
use game_sdk::script::{PendingChoice, ScriptValue};
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use std::sync::atomic::{AtomicU32, Ordering};

/// A card, by its index in the ruleset's card table (cards sorted by id).
pub type Card = u8;
/// A theater, by its index in the ruleset's `theaters` list (not its place in the row).
pub type Theater = u8;

/// The seat names. The 1st/2nd Player roles swap every battle, so seats are named neutrally.
pub const SEATS: [&str; 2] = ["North", "South"];

/// One card on the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placed {
    pub card: Card,
    pub up: bool,
}

/// An instant ability waiting to resolve (ALS-3: in the order they were triggered).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Instant {
    pub card: Card,
    /// Who makes its choices: the card's owner when it was triggered.
    pub owner: u8,
}

/// A lasting effect an ability left behind (Air Drop's permission): its hooks are the script
/// functions `<name>_may_play`, `<name>_on_play`, `<name>_on_turn_end`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Effect {
    pub id: u32,
    pub owner: u8,
    /// The effect's name, shared: a script adds the same few effects again and again.
    pub name: Arc<str>,
    pub data: ScriptValue,
}

/// What an ability granted beyond the normal turn order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Bonus {
    /// The seat plays a card now, within the same turn (Redeploy, Revised).
    Play(u8),
    /// The seat takes the next turn (Redeploy, original edition).
    Turn(u8),
}

/// How a match ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Over {
    pub winner: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    /// 1-based battle number.
    pub battle: u32,
    /// 1-based turn number within the battle.
    pub turn: u32,
    /// The theaters from left to right.
    pub order: Vec<Theater>,
    /// The seat holding the 1st Player commander this battle (wins ties).
    pub first: u8,
    /// The seat whose turn it is.
    pub active: u8,
    /// The seat that acts now (the active seat, or whoever must answer a choice).
    pub to_move: u8,
    /// Hands, kept sorted.
    pub hands: [Vec<Card>; 2],
    /// The deck; `[0]` is the top.
    pub deck: Vec<Card>,
    /// Who knows each deck card (parallel to `deck`): bit 0 North, bit 1 South (a destroyed
    /// card is known where it went; a card put back on top is known to who held it).
    pub deck_known: Vec<u8>,
    /// `stacks[seat][theater]`, bottom card first.
    pub stacks: [Vec<Vec<Placed>>; 2],
    /// Cards an ability holds while it resolves (Reinforce's drawn card), seen by their holder.
    pub limbo: Vec<(u8, Card)>,
    pub vp: [u32; 2],
    /// Instants waiting to resolve, next first.
    pub queue: Vec<Instant>,
    /// The decision an ability is waiting for.
    /// Shared, not copied, when the state is: a choice never changes once asked, and the core
    /// copies the state for every action it tries.
    pub choice: Option<Arc<PendingChoice>>,
    pub effects: Vec<Effect>,
    pub next_effect: u32,
    pub bonus: Option<Bonus>,
    /// Effective strength of every card (meaningful for cards in play), by card.
    pub strength: Vec<i64>,
    /// `totals[seat][theater]`: strength totals, bonuses included.
    pub totals: [Vec<i64>; 2],
    /// How the last battle ended, for the players.
    pub last_battle: Option<String>,
    /// The record of the last battle's end, shown as a moment until the first play of the next
    /// battle. Shared, not copied, when the state is (it never changes once made).
    #[serde(default)]
    pub ended: Option<Arc<BattleEnd>>,
    /// Where the card played last (from a hand or held by an ability) went: seat, theater and
    /// place in the stack, for the table's last-play mark. A place, not the card: a card hidden
    /// from a seat is re-dealt when the seat's bots sample what it cannot see, and the mark
    /// must not follow the card's identity.
    #[serde(default)]
    pub last_played: Option<(u8, Theater, usize)>,
    pub over: Option<Over>,
    pub rng: GameRng,
    /// Where each card was last found: never saved, never compared, checked before use.
    #[serde(skip)]
    pub(crate) seen_at: SeenAt,
}

/// Where [`State::locate`] last found each card (cards `0..SEEN_CARDS`), as a hint: a hint is
/// used only after checking that the card is at that place (a card is in one place, so then it
/// is where the card is), so a stale one costs a search, never a wrong answer. The rules ask
/// where cards are many times per action, and each search walked every hand and stack. Atomic
/// only because a state must be `Sync`: relaxed loads and stores, plain moves.
#[derive(Default)]
pub(crate) struct SeenAt([AtomicU32; SEEN_CARDS]);

/// The cards with a hint (a ruleset's first 32; the rest are looked for each time).
const SEEN_CARDS: usize = 32;

impl SeenAt {
    fn get(&self, card: Card) -> Option<Loc> {
        let code = self.0.get(card as usize)?.load(Ordering::Relaxed);
        let (kind, seat, th, pos) = (
            code >> 24,
            (code >> 16) as u8,
            (code >> 8) as u8,
            code as u8,
        );
        Some(match kind {
            1 => Loc::Hand(seat, pos as usize),
            2 => Loc::Deck(pos as usize),
            3 => Loc::Stack {
                seat,
                th,
                pos: pos as usize,
            },
            4 => Loc::Limbo(seat, pos as usize),
            _ => return None,
        })
    }

    fn set(&self, card: Card, loc: Loc) {
        let Some(slot) = self.0.get(card as usize) else {
            return;
        };
        let (kind, seat, th, pos) = match loc {
            Loc::Hand(seat, i) => (1, seat, 0, i),
            Loc::Deck(i) => (2, 0, 0, i),
            Loc::Stack { seat, th, pos } => (3, seat, th, pos),
            Loc::Limbo(seat, i) => (4, seat, 0, i),
        };
        let Ok(pos) = u8::try_from(pos) else {
            return;
        };
        let code = kind << 24 | u32::from(seat) << 16 | u32::from(th) << 8 | u32::from(pos);
        slot.store(code, Ordering::Relaxed);
    }

    fn copy_from(&self, src: &SeenAt) {
        for (mine, theirs) in self.0.iter().zip(&src.0) {
            mine.store(theirs.load(Ordering::Relaxed), Ordering::Relaxed);
        }
    }
}

impl Clone for SeenAt {
    fn clone(&self) -> Self {
        let copy = SeenAt::default();
        copy.copy_from(self);
        copy
    }
}

/// Hints are not part of what a state is.
impl PartialEq for SeenAt {
    fn eq(&self, _: &SeenAt) -> bool {
        true
    }
}

impl Eq for SeenAt {}

impl std::fmt::Debug for SeenAt {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("SeenAt")
    }
}

/// `dst` made a copy of `src` with room for at least `room` items (reserved once).
fn copy_with_room<T: Clone>(dst: &mut Vec<T>, src: &[T], room: usize) {
    dst.clear();
    dst.extend_from_slice(src);
    if dst.capacity() < room {
        dst.reserve_exact(room - dst.len());
    }
}

/// Where a card is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Loc {
    Hand(u8, usize),
    Deck(usize),
    Stack { seat: u8, th: Theater, pos: usize },
    Limbo(u8, usize),
}

impl State {
    /// A match before its first deal: battle 1, turn 1, nothing dealt.
    pub fn blank(order: Vec<Theater>, first: u8, rng: GameRng) -> Self {
        Self {
            battle: 1,
            turn: 1,
            order,
            first,
            active: first,
            to_move: first,
            hands: [Vec::new(), Vec::new()],
            deck: Vec::new(),
            deck_known: Vec::new(),
            stacks: [Vec::new(), Vec::new()],
            limbo: Vec::new(),
            vp: [0, 0],
            queue: Vec::new(),
            choice: None,
            effects: Vec::new(),
            next_effect: 1,
            bonus: None,
            strength: Vec::new(),
            totals: [Vec::new(), Vec::new()],
            last_battle: None,
            ended: None,
            last_played: None,
            over: None,
            rng,
            seen_at: SeenAt::default(),
        }
    }

    /// Makes this state a copy of `src`, reusing this one's allocations (what `clone_from`
    /// would do if `Clone` were not derived): the core copies the state for every action.
    pub fn copy_from(&mut self, src: &State) {
        let State {
            battle,
            turn,
            order,
            first,
            active,
            to_move,
            hands,
            deck,
            deck_known,
            stacks,
            limbo,
            vp,
            queue,
            choice,
            effects,
            next_effect,
            bonus,
            strength,
            totals,
            last_battle,
            ended,
            last_played,
            over,
            rng,
            seen_at,
        } = src;
        // Room for every card in each list of cards, once: a state a search keeps reusing
        // never grows again when a list becomes the longest it has held.
        let n = strength.len();
        self.battle = *battle;
        self.turn = *turn;
        self.order.clone_from(order);
        self.first = *first;
        self.active = *active;
        self.to_move = *to_move;
        for (mine, theirs) in self.hands.iter_mut().zip(hands) {
            copy_with_room(mine, theirs, n);
        }
        copy_with_room(&mut self.deck, deck, n);
        copy_with_room(&mut self.deck_known, deck_known, n);
        for (mine, theirs) in self.stacks.iter_mut().zip(stacks) {
            mine.clone_from(theirs);
            for stack in mine.iter_mut() {
                if stack.capacity() < n {
                    stack.reserve_exact(n - stack.len());
                }
            }
        }
        copy_with_room(&mut self.limbo, limbo, n);
        self.vp = *vp;
        copy_with_room(&mut self.queue, queue, n);
        self.choice.clone_from(choice);
        self.effects.clone_from(effects);
        self.next_effect = *next_effect;
        self.bonus = *bonus;
        self.strength.clone_from(strength);
        for (mine, theirs) in self.totals.iter_mut().zip(totals) {
            mine.clone_from(theirs);
        }
        self.last_battle.clone_from(last_battle);
        self.ended.clone_from(ended);
        self.last_played = *last_played;
        self.over.clone_from(over);
        self.rng.clone_from(rng);
        self.seen_at.copy_from(seen_at);
    }

    pub fn locate(&self, card: Card) -> Option<Loc> {
        if let Some(loc) = self.seen_at.get(card)
            && self.holds(loc, card)
        {
            return Some(loc);
        }
        let loc = self.search(card)?;
        self.seen_at.set(card, loc);
        Some(loc)
    }

    /// Whether `card` is at `loc`.
    fn holds(&self, loc: Loc, card: Card) -> bool {
        let at = match loc {
            Loc::Hand(seat, i) => self.hands[seat as usize].get(i),
            Loc::Deck(i) => self.deck.get(i),
            Loc::Stack { seat, th, pos } => {
                return self.stacks[seat as usize]
                    .get(th as usize)
                    .and_then(|stack| stack.get(pos))
                    .is_some_and(|p| p.card == card);
            }
            Loc::Limbo(seat, i) => {
                return self
                    .limbo
                    .get(i)
                    .is_some_and(|&(s, c)| s == seat && c == card);
            }
        };
        at == Some(&card)
    }

    /// [`State::locate`] without the hint: every place looked at.
    fn search(&self, card: Card) -> Option<Loc> {
        // A card is in one place: the hands (a few cards, where most cards asked about are)
        // are looked at first.
        for seat in 0..2u8 {
            if let Some(i) = self.hands[seat as usize].iter().position(|&c| c == card) {
                return Some(Loc::Hand(seat, i));
            }
        }
        if let Some((seat, th, pos)) = self.search_stacks(card) {
            return Some(Loc::Stack { seat, th, pos });
        }
        if let Some(i) = self.limbo.iter().position(|&(_, c)| c == card) {
            return Some(Loc::Limbo(self.limbo[i].0, i));
        }
        self.deck.iter().position(|&c| c == card).map(Loc::Deck)
    }

    /// Where `card` is in play: seat, theater and place in the stack (the stacks only: a card
    /// is in one place, and this is asked far more often than where a card not in play is).
    fn in_stacks(&self, card: Card) -> Option<(u8, Theater, usize)> {
        if let Some(loc @ Loc::Stack { seat, th, pos }) = self.seen_at.get(card)
            && self.holds(loc, card)
        {
            return Some((seat, th, pos));
        }
        let (seat, th, pos) = self.search_stacks(card)?;
        self.seen_at.set(card, Loc::Stack { seat, th, pos });
        Some((seat, th, pos))
    }

    /// [`State::in_stacks`] without the hint.
    fn search_stacks(&self, card: Card) -> Option<(u8, Theater, usize)> {
        for (seat, stacks) in self.stacks.iter().enumerate() {
            for (th, stack) in stacks.iter().enumerate() {
                if let Some(pos) = stack.iter().position(|p| p.card == card) {
                    return Some((seat as u8, th as Theater, pos));
                }
            }
        }
        None
    }

    /// The card in play at this place.
    pub fn placed(&self, card: Card) -> Option<(u8, Theater, usize, Placed)> {
        let (seat, th, pos) = self.in_stacks(card)?;
        Some((seat, th, pos, self.stacks[seat as usize][th as usize][pos]))
    }

    /// The place of a theater in the row.
    pub fn place_of(&self, th: Theater) -> usize {
        self.order.iter().position(|&t| t == th).unwrap_or(0)
    }

    pub fn adjacent(&self, a: Theater, b: Theater) -> bool {
        self.place_of(a).abs_diff(self.place_of(b)) == 1
    }

    /// Puts `p` on top of `seat`'s stack in `th`; its place there.
    pub(crate) fn push_to_stack(&mut self, seat: u8, th: Theater, p: Placed) -> usize {
        let stack = &mut self.stacks[seat as usize][th as usize];
        stack.push(p);
        let pos = stack.len() - 1;
        // Where it is now: the next question about it (its `_on_play` and instant) finds it.
        self.seen_at.set(p.card, Loc::Stack { seat, th, pos });
        pos
    }

    /// Takes a card out of wherever it is.
    pub fn take(&mut self, card: Card) -> Option<Loc> {
        let loc = self.locate(card)?;
        self.take_at(loc);
        Some(loc)
    }

    /// Takes the card out of `loc` (where [`State::locate`] found it).
    pub fn take_at(&mut self, loc: Loc) {
        match loc {
            Loc::Hand(seat, i) => {
                self.hands[seat as usize].remove(i);
            }
            Loc::Deck(i) => {
                self.deck.remove(i);
                if i < self.deck_known.len() {
                    self.deck_known.remove(i);
                }
            }
            Loc::Stack { seat, th, pos } => {
                self.stacks[seat as usize][th as usize].remove(pos);
            }
            Loc::Limbo(_, i) => {
                self.limbo.remove(i);
            }
        }
    }

    /// Every card in play, left to right, North before South, bottom to top.
    pub fn in_play(&self) -> impl Iterator<Item = (u8, Theater, usize, Placed)> + '_ {
        self.order.iter().flat_map(move |&th| {
            (0..2u8).flat_map(move |seat| {
                self.stacks[seat as usize][th as usize]
                    .iter()
                    .enumerate()
                    .map(move |(pos, &p)| (seat, th, pos, p))
            })
        })
    }

    /// Puts a card on top of (`top`) or under the deck, known to the seats in `known`.
    pub fn to_deck(&mut self, card: Card, top: bool, known: u8) {
        self.deck_known.resize(self.deck.len(), 0);
        if top {
            self.deck.insert(0, card);
            self.deck_known.insert(0, known);
        } else {
            self.deck.push(card);
            self.deck_known.push(known);
        }
    }

    /// Which seats know a card that leaves a place for the deck: everyone for a face-up card,
    /// the holder for a face-down or held one.
    pub fn knowers(&self, card: Card) -> u8 {
        match self.locate(card) {
            Some(Loc::Stack { seat, th, pos }) => {
                if self.stacks[seat as usize][th as usize][pos].up {
                    0b11
                } else {
                    1 << seat
                }
            }
            Some(Loc::Hand(s, _) | Loc::Limbo(s, _)) => 1 << s,
            Some(Loc::Deck(i)) => self.deck_known.get(i).copied().unwrap_or(0),
            None => 0,
        }
    }

    /// The seat holding a card in hand, in limbo or in play.
    pub fn holder(&self, card: Card) -> Option<u8> {
        match self.locate(card)? {
            Loc::Hand(s, _) | Loc::Limbo(s, _) => Some(s),
            Loc::Stack { seat, .. } => Some(seat),
            Loc::Deck(_) => None,
        }
    }
}

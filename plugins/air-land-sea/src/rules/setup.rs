//! A new match and the deal of each battle (ALS-2, ALS-6).

use crate::AirLandSea;
use crate::state::{Card, State, Theater};
use game_sdk::GameRng;

impl AirLandSea {
    /// A new battle: gather and shuffle every card, deal, empty the table.
    pub(crate) fn deal(&self, s: &mut State) {
        let n = self.defs.cards.len();
        // Every list is refilled in place (a search deals at the end of every battle a rollout
        // plays): the deck is the shuffled cards, of which the hands are dealt first.
        s.deck.clear();
        s.deck.extend(0..n as Card);
        s.rng.shuffle(&mut s.deck);
        let h = self.defs.hand_size;
        for (seat, hand) in s.hands.iter_mut().enumerate() {
            hand.clear();
            hand.extend_from_slice(&s.deck[seat * h..(seat + 1) * h]);
            hand.sort_unstable();
        }
        s.deck.drain(..2 * h);
        s.deck_known.clear();
        s.deck_known.resize(s.deck.len(), 0);
        let t = self.defs.theater_ids.len();
        for stacks in &mut s.stacks {
            stacks.truncate(t);
            stacks.iter_mut().for_each(Vec::clear);
            stacks.resize_with(t, Vec::new);
        }
        s.limbo.clear();
        s.queue.clear();
        s.choice = None;
        s.effects.clear();
        s.bonus = None;
        s.turn = 1;
        s.active = s.first;
        s.to_move = s.first;
        s.strength.clear();
        s.strength.resize(n, 0);
        for totals in &mut s.totals {
            totals.clear();
            totals.resize(t, 0);
        }
    }
}

pub(crate) fn start(g: &AirLandSea, seed: u64) -> State {
    let mut rng = GameRng::from_seed(seed);
    let mut order: Vec<Theater> = (0..g.defs.theater_ids.len() as Theater).collect();
    rng.shuffle(&mut order);
    let first = rng.below(2) as u8;
    let mut s = State::blank(order, first, rng);
    g.deal(&mut s);
    s
}

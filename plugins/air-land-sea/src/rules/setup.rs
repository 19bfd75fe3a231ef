//! A new match and the deal of each battle (ALS-2, ALS-6).

use crate::AirLandSea;
use crate::state::{Card, State, Theater};
use game_sdk::GameRng;

impl AirLandSea {
    /// A new battle: gather and shuffle every card, deal, empty the table.
    pub(crate) fn deal(&self, s: &mut State) {
        let n = self.defs.cards.len();
        let mut cards: Vec<Card> = (0..n as Card).collect();
        s.rng.shuffle(&mut cards);
        let h = self.defs.hand_size;
        let mut north: Vec<Card> = cards[..h].to_vec();
        let mut south: Vec<Card> = cards[h..2 * h].to_vec();
        north.sort_unstable();
        south.sort_unstable();
        s.hands = [north, south];
        s.deck = cards[2 * h..].to_vec();
        s.deck_known = vec![0; s.deck.len()];
        let t = self.defs.theater_ids.len();
        s.stacks = [vec![Vec::new(); t], vec![Vec::new(); t]];
        s.limbo.clear();
        s.queue.clear();
        s.choice = None;
        s.effects.clear();
        s.bonus = None;
        s.turn = 1;
        s.active = s.first;
        s.to_move = s.first;
        s.strength = vec![0; n];
        s.totals = [vec![0; t], vec![0; t]];
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

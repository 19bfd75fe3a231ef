//! The match state: everything that changes during a match, and nothing derived from the
//! rules (those live in the compiled [`crate::LiarsDice`], so a hot reload needs no state
//! change). All chance comes from [`State::rng`]: a match is its seed plus its actions.

use game_sdk::GameRng;
use serde::{Deserialize, Serialize};

/// A bid: at least `quantity` dice on the whole table show `face` (LD-3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bid {
    pub quantity: u8,
    pub face: u8,
}

impl Bid {
    /// The bid order (LD-3): a higher quantity is higher whatever the faces; at the same
    /// quantity the higher face is higher. Compared as this one number.
    pub fn rank(self) -> u16 {
        u16::from(self.quantity) * 8 + u16::from(self.face)
    }

    /// Whether this bid is higher than `other` in the bid order.
    pub fn beats(self, other: Bid) -> bool {
        self.rank() > other.rank()
    }
}

/// How a round ended: a challenge ("liar", LD-5) or a "spot on" call (LD-S1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Call {
    Liar,
    SpotOn,
}

/// The end of a round: every die shown to everyone (LD-5), kept on the table until the next
/// round ends so that players can read what happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Showdown {
    /// The round it ended (from 1).
    pub round: u32,
    pub call: Call,
    /// Who called.
    pub caller: u8,
    /// The bid called, and who made it.
    pub bid: Bid,
    pub bidder: u8,
    /// Every seat's dice as they were shown.
    pub dice: Vec<Vec<u8>>,
    /// How many of them counted for the bid (LD-4).
    pub count: u8,
    /// The dice each seat gained (positive) or lost (negative) by it.
    pub change: Vec<i8>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    /// Each seat's dice this round, each a face 1 to 6, sorted; empty for a seat that is out.
    /// A seat sees only its own (LD-2).
    pub dice: Vec<Vec<u8>>,
    /// The standing bid of this round and who made it; `None` before the first bid.
    pub bid: Option<(Bid, u8)>,
    /// The seat to move (while the match goes on).
    pub to_move: u8,
    /// The round being played, from 1.
    pub round: u32,
    /// The seats that went out and the round each did, in that order (LD-7 ranks them by it).
    pub out: Vec<(u8, u32)>,
    /// The last round's end, shown to everyone.
    pub showdown: Option<Showdown>,
    /// Once the match is over, each seat's place (1 = first; seats that tie share a place).
    pub places: Option<Vec<u8>>,
    /// Every roll draws from here.
    pub rng: GameRng,
}

impl State {
    /// How many dice are on the table this round (the most a bid may name, LD-3).
    pub fn total_dice(&self) -> usize {
        self.dice.iter().map(Vec::len).sum()
    }

    /// Whether the match is over.
    pub fn is_over(&self) -> bool {
        self.places.is_some()
    }

    /// The winner of a finished match: the one seat in first place (`None` while the match
    /// goes on, and when several share first place).
    pub fn winner(&self) -> Option<u8> {
        let places = self.places.as_ref()?;
        let mut firsts = (0u8..).zip(places).filter(|&(_, &p)| p == 1);
        match (firsts.next(), firsts.next()) {
            (Some((seat, _)), None) => Some(seat),
            _ => None,
        }
    }

    /// Whether `seat` still has dice (is in the match).
    pub fn in_play(&self, seat: u8) -> bool {
        self.dice
            .get(usize::from(seat))
            .is_some_and(|d| !d.is_empty())
    }
}

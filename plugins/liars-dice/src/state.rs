//! The match state: everything that changes during a match, and nothing derived from the
//! rules (those live in the compiled [`crate::LiarsDice`], so a hot reload needs no state
//! change). All chance comes from [`State::rng`]: a match is its seed plus its actions.

use game_sdk::GameRng;
use serde::{Deserialize, Serialize};

/// A bid: at least `quantity` dice on the whole table show `face` (LD-3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
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
#[derive(Debug, PartialEq, Eq, Serialize, Deserialize)]
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

#[derive(Debug, PartialEq, Eq, Serialize, Deserialize)]
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
    /// Buffers kept for reuse, never part of the match: not saved, not compared, not copied.
    #[serde(skip)]
    pub(crate) spare: Spare,
}

impl Clone for Showdown {
    fn clone(&self) -> Self {
        Showdown {
            round: self.round,
            call: self.call,
            caller: self.caller,
            bid: self.bid,
            bidder: self.bidder,
            dice: self.dice.clone(),
            count: self.count,
            change: self.change.clone(),
        }
    }

    /// Reuses the dice and change buffers.
    fn clone_from(&mut self, source: &Self) {
        self.round = source.round;
        self.call = source.call;
        self.caller = source.caller;
        self.bid = source.bid;
        self.bidder = source.bidder;
        self.dice.clone_from(&source.dice);
        self.count = source.count;
        self.change.clone_from(&source.change);
    }
}

impl Clone for State {
    fn clone(&self) -> Self {
        State {
            dice: self.dice.clone(),
            bid: self.bid,
            to_move: self.to_move,
            round: self.round,
            out: self.out.clone(),
            showdown: self.showdown.clone(),
            places: self.places.clone(),
            rng: self.rng.clone(),
            spare: Spare::default(),
        }
    }

    /// Reuses every buffer: the dice, the seats out, the showdown's and the places' (kept in
    /// [`State::spare`] while `source` has none), so the bots' copies allocate nothing once
    /// warmed up.
    fn clone_from(&mut self, source: &Self) {
        self.dice.clone_from(&source.dice);
        self.bid = source.bid;
        self.to_move = source.to_move;
        self.round = source.round;
        self.out.clone_from(&source.out);
        match &source.showdown {
            Some(from) => self.showdown_buffer().clone_from(from),
            None => self.spare_showdown(),
        }
        match &source.places {
            Some(from) => self.places_buffer().clone_from(from),
            None => {
                if let Some(old) = self.places.take() {
                    self.spare.places = old;
                }
            }
        }
        self.rng.clone_from(&source.rng);
    }
}

/// Buffers a state keeps for reuse while it has no showdown or places of its own: what a bot's
/// scratch state had before it was copied over. Never read for their contents, never saved,
/// never compared (every `Spare` equals every other) and not copied by `clone`.
#[derive(Default)]
pub struct Spare {
    showdown: Option<Showdown>,
    places: Vec<u8>,
}

impl PartialEq for Spare {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl Eq for Spare {}

impl std::fmt::Debug for Spare {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Spare")
    }
}

impl State {
    /// The showdown to write over: this state's own, else a spare one's buffers (its other
    /// fields are to be overwritten), else a new one.
    pub(crate) fn showdown_buffer(&mut self) -> &mut Showdown {
        let spare = &mut self.spare.showdown;
        self.showdown.get_or_insert_with(|| {
            spare.take().unwrap_or(Showdown {
                round: 0,
                call: Call::Liar,
                caller: 0,
                bid: Bid {
                    quantity: 0,
                    face: 0,
                },
                bidder: 0,
                dice: Vec::new(),
                count: 0,
                change: Vec::new(),
            })
        })
    }

    /// Removes the showdown, keeping its buffers for [`State::showdown_buffer`].
    pub(crate) fn spare_showdown(&mut self) {
        if let Some(old) = self.showdown.take() {
            self.spare.showdown = Some(old);
        }
    }

    /// The places to write over (emptied): this state's own, else the spare buffer.
    pub(crate) fn places_buffer(&mut self) -> &mut Vec<u8> {
        let spare = &mut self.spare.places;
        let places = self.places.get_or_insert_with(|| std::mem::take(spare));
        places.clear();
        places
    }
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

//! The match state (PAL-2, PAL-3): the pieces on the board and in reserve, the captures, whose
//! turn it is and how far it has got, and why the game ended. Plain words only: cloning a state
//! is a copy and never allocates (a bot's search copies it at every step).
//!
//! - [`board`]: PAL-1, the hexhex board the cells of a state index, its notation and neighbour
//!   tables. It lives here because the state is made of its cell sets ([`Bits`]); every other
//!   module (rules, view, scripts, scenarios) reads cells through it.

pub mod board;

use board::{Bits, NONE};
use serde::{Deserialize, Serialize};

/// The seats: 0 is Black (moves first), 1 is White.
pub const COLOURS: [&str; 2] = ["Black", "White"];

/// A match position. Plain words only: cloning is a copy and never allocates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    /// The board's side (the match keeps its board if a reloaded ruleset changes the side).
    pub side: u8,
    /// The pieces on the board, per colour.
    pub stones: [Bits; 2],
    /// Pieces in reserve, per colour.
    pub reserve: [u16; 2],
    /// Opponent pieces each colour has captured (PAL-8's score).
    pub captured: [u16; 2],
    /// The colour to move.
    pub to_move: u8,
    /// The number of the current turn, from 1 (the game's very first turn).
    pub turn: u32,
    /// Maneuvers made so far this turn.
    pub made: u8,
    /// Whether this turn captured anything so far (PAL-6 trade, PAL-7 idle count).
    pub captured_this_turn: bool,
    /// Whether this turn summoned a piece so far (PAL-7 idle count).
    pub summoned_this_turn: bool,
    /// Consecutive completed turns without capture or summon.
    pub idle_turns: u16,
    /// Consecutive completed turns that were passes.
    pub passes: u8,
    /// The cells of the last maneuver (from, to, pushed-to), [`NONE`] where unused.
    pub last: [u16; 3],
    /// The latest turn's maneuvers and captures, for the scene.
    #[serde(default = "Recent::none")]
    pub recent: Recent,
    /// Why the game ended, once it has.
    pub over: Option<EndReason>,
    /// The match's seed, which the scripts' generator (`math.random`) is made from: a hook call
    /// draws from a stream of the seed, how far the match has got (turn, maneuvers made) and
    /// the call itself (the hook and its cells), so the same seed and actions give the same
    /// draws and a question asked twice gets the same answer ([`crate::script`]). One word,
    /// so the state stays a plain copy.
    #[serde(default)]
    pub seed: u64,
    /// What the rules know of this very position without looking (a memo, not a fact of the
    /// match): never saved, never compared, cleared by every change of the pieces.
    #[serde(skip)]
    pub(crate) known: Known,
}

/// The colours of a [`State`] known to have no piece without liberties (bit `c`: colour `c`),
/// as the search's in-place `apply` tells it (`docs/bots.md`). It lives in the state so that
/// the search's scratch position carries it from step to step: `dead`'s thread-local memory
/// is a `__tls_get_addr` call per look from a plugin. It is a memo: every [`State`] with the
/// same pieces answers the same, so two states are equal whatever it holds, and an empty one
/// (a loaded or new state) only means "not known". Whoever changes the pieces clears it
/// ([`Known::forget`]); debug builds check every answer it gives against a fresh look.
#[derive(Clone, Copy, Default)]
pub struct Known(u8);

impl Known {
    /// Whether colour `c` is known to have no piece without liberties.
    #[inline]
    pub(crate) fn alive(self, c: usize) -> bool {
        self.0 >> c & 1 == 1
    }
    /// Known: per colour marked, none of its pieces lacks liberties; nothing else.
    #[inline]
    pub(crate) fn set(&mut self, alive: [bool; 2]) {
        self.0 = u8::from(alive[0]) | u8::from(alive[1]) << 1;
    }
    /// Adds colour `c` to those known to have no piece without liberties.
    #[inline]
    pub(crate) fn add(&mut self, c: usize) {
        self.0 |= 1 << (c & 1);
    }
    /// Nothing known (the pieces changed).
    #[inline]
    pub(crate) fn forget(&mut self) {
        self.0 = 0;
    }
}

impl PartialEq for Known {
    /// A memo: equal whatever it holds (see [`Known`]).
    fn eq(&self, _: &Known) -> bool {
        true
    }
}

impl Eq for Known {}

impl std::fmt::Debug for Known {
    /// Not part of the position: printed the same whatever it holds.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("_")
    }
}

impl State {
    /// A new match on the board of `side` (PAL-2): empty board, `pieces_per_player` pieces in
    /// each reserve, Black to move in turn 1, seed 0 (the game's start sets the match's). The
    /// only constructor of a fresh state: the game's start, scenarios and the scripts' pure
    /// vetoes (asked on an empty board) all use it.
    pub fn new(side: u8, pieces_per_player: u16) -> State {
        let n = pieces_per_player;
        State {
            side,
            stones: [Bits::EMPTY; 2],
            reserve: [n, n],
            captured: [0, 0],
            to_move: 0,
            turn: 1,
            made: 0,
            captured_this_turn: false,
            summoned_this_turn: false,
            idle_turns: 0,
            passes: 0,
            last: [NONE; 3],
            recent: Recent::NONE,
            over: None,
            seed: 0,
            known: Known::default(),
        }
    }
}

/// The most maneuvers a turn can have (the largest `maneuvers_per_turn`).
pub const MAX_MANEUVERS: usize = 4;

/// What the latest turn that made a maneuver did: the turn in progress once it has made one,
/// else the turn before it (a pass clears it). The scene highlights all of it, so a player sees
/// the opponent's whole turn, not only its last maneuver. Plain words, like the whole state.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Recent {
    /// Per maneuver in order: (from, to, pushed-to); `from` is [`NONE`] for a summon, and
    /// unused slots are all [`NONE`].
    pub maneuvers: [[u16; 3]; MAX_MANEUVERS],
    /// Where pieces were taken: captured clusters, pieces pushed off the board, and a trade's
    /// own pieces removed at the end of the turn.
    pub taken: Bits,
}

impl Recent {
    pub const NONE: Recent = Recent {
        maneuvers: [[NONE; 3]; MAX_MANEUVERS],
        taken: Bits::EMPTY,
    };

    /// [`Recent::NONE`], for serde's default.
    pub fn none() -> Recent {
        Recent::NONE
    }

    /// The maneuvers recorded, in order.
    pub fn iter(&self) -> impl Iterator<Item = [u16; 3]> + '_ {
        self.maneuvers.iter().copied().take_while(|m| m[1] != NONE)
    }

    /// Records the maneuver made as number `made` (from 0) of its turn; the first of a turn
    /// replaces what the previous turn left.
    pub(crate) fn record(&mut self, made: u8, cells: [u16; 3]) {
        if made == 0 {
            *self = Recent::NONE;
        }
        if let Some(slot) = self.maneuvers.get_mut(made as usize) {
            *slot = cells;
        }
    }
}

/// Why the game ended (PAL-7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EndReason {
    /// (a) two consecutive passes.
    Passes,
    /// (b) `idle_turn_limit` turns without capture or summon.
    Idle,
}

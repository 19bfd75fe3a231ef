//! PAL-5 captures: clusters, their liberties, the clusters without any (the engine's hottest
//! path: allocation-free, see `docs/bots.md`), and capturing them after a maneuver.

use crate::Palagan;
use crate::state::board::{Bits, Hex, names};
use crate::state::{COLOURS, State};
use game_sdk::{LogLine, Refusal};
use std::cell::Cell;

/// A question to [`Palagan::dead`]: (side, colour, the pieces of both colours).
type DeadQuestion = (u8, u8, [Bits; 2]);

thread_local! {
    /// The last question and answer of [`Palagan::dead`] on this thread: the question and the
    /// dead pieces.
    static LAST_DEAD: Cell<Option<(DeadQuestion, Bits)>> = const { Cell::new(None) };
}

/// A position of a [`Hex::small`] board as [`Palagan::dead`]'s memory knows it: (side, Black's
/// pieces, White's), two words each.
type SmallKey = (u8, u128, u128);

thread_local! {
    /// [`LAST_DEAD`] on small boards: the last position asked about and, per colour, its dead
    /// pieces when known (compared without a memory comparison).
    static KNOWN_SMALL: Cell<(SmallKey, [Option<u128>; 2])> =
        const { Cell::new(((0, 0, 0), [None, None])) };
}

/// The key of `s` on a small board, when the position lies on it.
#[inline]
fn small_key(hex: &Hex, s: &State) -> Option<SmallKey> {
    let [black, white] = &s.stones;
    (hex.small() && black.fits128() && white.fits128())
        .then(|| (hex.side, black.low128(), white.low128()))
}

/// A captured cluster (PAL-5), as told to the `after_capture` hook.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CaptureEvent {
    /// The seat that captured (and is credited).
    pub by: u8,
    /// The cells the cluster occupied, by index.
    pub cells: Vec<u16>,
}

impl Palagan {
    /// The empty cells.
    pub fn empty(hex: &Hex, s: &State) -> Bits {
        hex.all().and_not(&s.stones[0].or(&s.stones[1]))
    }

    /// The cluster of `seed` within `stones`, and whether it has a liberty (PAL-5).
    pub fn cluster(hex: &Hex, stones: &Bits, empty: &Bits, seed: u16) -> (Bits, bool) {
        let mut cluster = Bits::EMPTY;
        cluster.set(seed);
        let mut frontier = cluster;
        let mut around = Bits::EMPTY;
        loop {
            let mut next = Bits::EMPTY;
            for c in frontier.iter() {
                next = next.or(hex.neighbours(c));
            }
            around = around.or(&next);
            let grown = next.and(stones).and_not(&cluster);
            if grown.is_empty() {
                break;
            }
            cluster = cluster.or(&grown);
            frontier = grown;
        }
        (cluster, around.intersects(empty))
    }

    /// The cluster of `seed` within `stones` as far as it has to be followed to find a liberty,
    /// and whether it has one: the whole cluster when it has none, else a part of it (which
    /// the callers only use to skip stones already known to be free).
    pub(super) fn cluster_or_liberty(
        hex: &Hex,
        stones: &Bits,
        empty: &Bits,
        seed: u16,
    ) -> (Bits, bool) {
        if hex.small() && stones.fits128() && empty.fits128() && seed < 128 {
            let (cluster, free) =
                cluster_or_liberty128(hex, stones.low128(), empty.low128(), seed.into());
            return (Bits::from_low128(cluster), free);
        }
        Self::cluster_or_liberty_bits(hex, stones, empty, seed)
    }

    fn cluster_or_liberty_bits(hex: &Hex, stones: &Bits, empty: &Bits, seed: u16) -> (Bits, bool) {
        let mut cluster = Bits::EMPTY;
        cluster.set(seed);
        let mut frontier = cluster;
        loop {
            let mut next = Bits::EMPTY;
            for c in frontier.iter() {
                next = next.or(hex.neighbours(c));
            }
            if next.intersects(empty) {
                return (cluster, true);
            }
            let grown = next.and(stones).and_not(&cluster);
            if grown.is_empty() {
                return (cluster, false);
            }
            cluster = cluster.or(&grown);
            frontier = grown;
        }
    }

    /// Every piece of `colour` in a cluster without liberties. Allocation-free; usually one
    /// pass: when every piece touches an empty cell (most positions) nothing is followed. The
    /// last answer on this thread is remembered: a bot's rollout checks a maneuver (the playout
    /// hint) and then applies it, asking twice about the same position.
    pub fn dead(hex: &Hex, s: &State, colour: usize) -> Bits {
        if colour < 2 && s.known.alive(colour) {
            debug_assert!(Self::dead_now(hex, s, colour).is_empty());
            return Bits::EMPTY;
        }
        if let Some(key) = small_key(hex, s)
            && colour < 2
        {
            let (k, mut known) = KNOWN_SMALL.with(Cell::get);
            if k == key {
                if let Some(dead) = known[colour] {
                    return Bits::from_low128(dead);
                }
            } else {
                known = [None, None];
            }
            let dead = Self::dead_now(hex, s, colour);
            known[colour] = Some(dead.low128());
            KNOWN_SMALL.with(|c| c.set((key, known)));
            return dead;
        }
        let key = (hex.side, colour as u8, s.stones);
        if let Some((k, dead)) = LAST_DEAD.with(Cell::get)
            && k == key
        {
            return dead;
        }
        let dead = Self::dead_now(hex, s, colour);
        LAST_DEAD.with(|c| c.set(Some((key, dead))));
        dead
    }

    /// Tells [`Palagan::dead`]'s memory (the state's [`crate::state::Known`]) that no piece of
    /// `colour` in `s` lacks liberties (the caller knows it without looking: see `apply`).
    pub(crate) fn remember_alive(hex: &Hex, s: &mut State, colour: usize) {
        debug_assert!(Self::dead_now(hex, s, colour).is_empty());
        s.known.add(colour);
    }

    /// Whether no piece of `colour` in `s` lacks liberties ([`Palagan::dead`] is empty: from the
    /// memory, else found and remembered), and whether the memory knows the same of the other
    /// colour. The state's [`crate::state::Known`] first, then (on small boards) the thread's.
    pub(crate) fn alive_now(hex: &Hex, s: &State, colour: usize) -> (bool, bool) {
        let other = s.known.alive(colour ^ 1);
        if s.known.alive(colour) {
            debug_assert!(Self::dead_now(hex, s, colour).is_empty());
            return (true, other);
        }
        if let Some(key) = small_key(hex, s)
            && colour < 2
        {
            let (k, mut known) = KNOWN_SMALL.with(Cell::get);
            if k != key {
                known = [None, None];
            }
            let other = other || known[colour ^ 1] == Some(0);
            let mine = match known[colour] {
                Some(dead) => dead == 0,
                None => {
                    let dead = Self::dead_now(hex, s, colour).low128();
                    known[colour] = Some(dead);
                    KNOWN_SMALL.with(|c| c.set((key, known)));
                    dead == 0
                }
            };
            return (mine, other);
        }
        (Self::dead(hex, s, colour).is_empty(), other)
    }

    /// Tells the memory (the state's [`crate::state::Known`]) what is known of `s`: for each
    /// colour marked, that none of its pieces lacks liberties; nothing else (the caller knows
    /// it without looking: see `apply`).
    pub(crate) fn remember_alive_both(hex: &Hex, s: &mut State, alive: [bool; 2]) {
        for (colour, a) in alive.into_iter().enumerate() {
            debug_assert!(!a || Self::dead_now(hex, s, colour).is_empty());
        }
        s.known.set(alive);
    }

    fn dead_now(hex: &Hex, s: &State, colour: usize) -> Bits {
        let stones = s.stones[colour];
        let empty = Self::empty(hex, s);
        if hex.small() && stones.fits128() && empty.fits128() {
            return Bits::from_low128(dead128(hex, stones.low128(), empty.low128()));
        }
        Self::dead_bits(hex, stones, empty)
    }

    fn dead_bits(hex: &Hex, stones: Bits, empty: Bits) -> Bits {
        let mut frontier = Bits::EMPTY;
        for c in stones.iter() {
            if hex.neighbours(c).intersects(&empty) {
                frontier.set(c);
            }
        }
        if frontier == stones {
            return Bits::EMPTY;
        }
        let mut alive = frontier;
        while !frontier.is_empty() {
            let mut next = Bits::EMPTY;
            for c in frontier.iter() {
                next = next.or(hex.neighbours(c));
            }
            frontier = next.and(&stones).and_not(&alive);
            alive = alive.or(&frontier);
        }
        stones.and_not(&alive)
    }

    /// PAL-5: captures the opponent clusters touching `candidates` that have no liberties.
    /// (Only clusters next to a newly occupied cell can have lost their last liberty.) Fails
    /// only when an `after_capture` hook does (real maneuvers only).
    pub(super) fn capture(
        &self,
        hex: &Hex,
        s: &mut State,
        candidates: Bits,
        mut log: Option<&mut Vec<LogLine>>,
    ) -> Result<(), Refusal> {
        let me = s.to_move as usize;
        let op = 1 - me;
        if !candidates.intersects(&s.stones[op]) {
            // No opponent piece next to the newly occupied cells (most maneuvers).
            return Ok(());
        }
        let empty = Self::empty(hex, s);
        // On a small board, the candidates left as one word (`None`: the general sets).
        let mut todo =
            (hex.small() && empty.fits128() && candidates.fits128() && s.stones[op].fits128())
                .then(|| candidates.low128() & s.stones[op].low128());
        let mut seen = Bits::EMPTY;
        let mut cells = candidates.iter();
        loop {
            // The next candidate cluster without liberties, if any.
            let cluster = match todo.as_mut() {
                Some(todo) => {
                    let (stones, empty) = (s.stones[op].low128(), empty.low128());
                    let mut dead = None;
                    while *todo != 0 {
                        let c = todo.trailing_zeros();
                        let (cluster, free) = cluster_or_liberty128(hex, stones, empty, c);
                        *todo &= !cluster;
                        if !free {
                            dead = Some(Bits::from_low128(cluster));
                            break;
                        }
                    }
                    dead
                }
                None => {
                    let mut dead = None;
                    for c in cells.by_ref() {
                        if seen.has(c) || !s.stones[op].has(c) {
                            continue;
                        }
                        let (cluster, free) =
                            Self::cluster_or_liberty(hex, &s.stones[op], &empty, c);
                        seen = seen.or(&cluster);
                        if !free {
                            dead = Some(cluster);
                            break;
                        }
                    }
                    dead
                }
            };
            let Some(cluster) = cluster else {
                break;
            };
            s.stones[op] = s.stones[op].and_not(&cluster);
            s.recent.taken = s.recent.taken.or(&cluster);
            s.captured[me] += cluster.count() as u16;
            s.captured_this_turn = true;
            if let Some(log) = log.as_deref_mut() {
                let cells: Vec<u16> = cluster.iter().collect();
                // The taken pieces' colour is part of the noun: one message per colour.
                let (seat, n, at) = (COLOURS[me], cells.len(), names(hex, &cells));
                log.push(LogLine::public(if op == 0 {
                    game_sdk::msg!(
                        "captures-black",
                        "{seat} captures {n:black piece:black pieces}: {cells}",
                        seat = seat,
                        n = n,
                        cells = at
                    )
                } else {
                    game_sdk::msg!(
                        "captures-white",
                        "{seat} captures {n:white piece:white pieces}: {cells}",
                        seat = seat,
                        n = n,
                        cells = at
                    )
                }));
                self.captured_hook(s, me as u8, cells, log)?;
            }
        }
        Ok(())
    }

    /// [`Palagan::capture`] without lines on a [`Hex::small`] board, the candidates as one
    /// word (`near`: the cells next to the newly occupied ones, any colour): the same captures
    /// on two words.
    pub(super) fn capture128(&self, hex: &Hex, s: &mut State, near: u128) -> Result<(), Refusal> {
        let me = s.to_move as usize;
        let op = 1 - me;
        let mut todo = near & s.stones[op].low128();
        if todo == 0 {
            // No opponent piece next to the newly occupied cells (most maneuvers).
            return Ok(());
        }
        if !s.stones[op].fits128() {
            let candidates = Bits::from_low128(near).and(&s.stones[op]);
            return self.capture(hex, s, candidates, None);
        }
        let empty = hex.all().low128() & !(s.stones[0].low128() | s.stones[1].low128());
        while todo != 0 {
            let c = todo.trailing_zeros();
            let (cluster, free) = cluster_or_liberty128(hex, s.stones[op].low128(), empty, c);
            todo &= !cluster;
            if !free {
                let taken = Bits::from_low128(cluster);
                s.stones[op] = s.stones[op].and_not(&taken);
                s.recent.taken = s.recent.taken.or(&taken);
                s.captured[me] += cluster.count_ones() as u16;
                s.captured_this_turn = true;
            }
        }
        Ok(())
    }

    pub(super) fn captured_hook(
        &self,
        s: &State,
        by: u8,
        cells: Vec<u16>,
        log: &mut Vec<LogLine>,
    ) -> Result<(), Refusal> {
        match &self.hooks {
            Some(h) => h.after_capture(s, &CaptureEvent { by, cells }, log),
            None => Ok(()),
        }
    }
}

/// [`Palagan::dead_now`] on a [`Hex::small`] board: the same sets on two words, each set's
/// neighbours by shifts.
fn dead128(hex: &Hex, stones: u128, empty: u128) -> u128 {
    let mut frontier = stones & hex.around128(empty);
    if frontier == stones {
        return 0;
    }
    let mut alive = frontier;
    while frontier != 0 {
        frontier = hex.around128(frontier) & stones & !alive;
        alive |= frontier;
    }
    stones & !alive
}

/// [`Palagan::cluster_or_liberty`] on a [`Hex::small`] board: the same passes on two words.
pub(crate) fn cluster_or_liberty128(
    hex: &Hex,
    stones: u128,
    empty: u128,
    seed: u32,
) -> (u128, bool) {
    let mut cluster = 1u128 << seed;
    let mut frontier = cluster;
    loop {
        // A cluster's frontier is a few cells: their masks, not the board's shifts.
        let mut next = 0u128;
        let mut f = frontier;
        while f != 0 {
            next |= hex.neighbours128(f.trailing_zeros());
            f &= f - 1;
        }
        if next & empty != 0 {
            return (cluster, true);
        }
        let grown = next & stones & !cluster;
        if grown == 0 {
            return (cluster, false);
        }
        cluster |= grown;
        frontier = grown;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_sdk::GameRng;

    /// The two-word liberty checks answer as the general ones on random positions of every
    /// small board.
    #[test]
    fn the_128_bit_checks_match_the_general_ones() {
        let mut rng = GameRng::from_seed(3);
        for side in 2..=7u8 {
            let hex = Hex::new(side);
            assert!(hex.small());
            for _ in 0..200 {
                let mut stones = [Bits::EMPTY; 2];
                for c in 0..hex.len() as u16 {
                    match rng.below(5) {
                        0 | 1 => stones[0].set(c),
                        2 | 3 => stones[1].set(c),
                        _ => {}
                    }
                }
                let empty = hex.all().and_not(&stones[0].or(&stones[1]));
                for own in &stones {
                    let general = Palagan::dead_bits(&hex, *own, empty);
                    let small = Bits::from_low128(dead128(&hex, own.low128(), empty.low128()));
                    assert_eq!(small, general);
                    for c in own.iter() {
                        let general = Palagan::cluster_or_liberty_bits(&hex, own, &empty, c);
                        let (cluster, free) =
                            cluster_or_liberty128(&hex, own.low128(), empty.low128(), c.into());
                        assert_eq!((Bits::from_low128(cluster), free), general);
                    }
                }
            }
        }
        assert!(!Hex::new(8).small());
        // Captures on one word take what the general clusters take.
        let g = Palagan::new(crate::config::Config::default()).unwrap();
        let mut captures = 0;
        for side in 2..=7u8 {
            let hex = Hex::new(side);
            for _ in 0..300 {
                let mut s = State::new(side, 0);
                s.to_move = rng.below(2) as u8;
                let full = 1 + rng.below(8);
                for c in 0..hex.len() as u16 {
                    if rng.below(8) < full {
                        s.stones[rng.below(2) as usize].set(c);
                    }
                }
                let mut near = 0u128;
                for c in 0..hex.len() {
                    if rng.below(3) == 0 {
                        near |= 1 << c;
                    }
                }
                let (me, op) = (s.to_move as usize, 1 - s.to_move as usize);
                let mut general = s;
                let empty = Palagan::empty(&hex, &s);
                for c in Bits::from_low128(near).and(&s.stones[op]).iter() {
                    let stones = general.stones[op];
                    if !stones.has(c) {
                        continue;
                    }
                    let (cluster, free) = Palagan::cluster(&hex, &stones, &empty, c);
                    if !free {
                        general.stones[op] = stones.and_not(&cluster);
                        general.recent.taken = general.recent.taken.or(&cluster);
                        general.captured[me] += cluster.count() as u16;
                        general.captured_this_turn = true;
                        captures += 1;
                    }
                }
                let mut small = s;
                g.capture128(&hex, &mut small, near).unwrap();
                assert_eq!(small, general, "side {side}");
            }
        }
        assert!(captures > 100, "{captures}");
        for side in 2..=7u8 {
            let hex = Hex::new(side);
            for c in 0..hex.len() as u16 {
                let mut one = Bits::EMPTY;
                one.set(c);
                assert_eq!(hex.around128(one.low128()), hex.neighbours(c).low128());
            }
        }
    }
}

//! PAL-1: the hexhex board, its notation and precomputed neighbour tables.
//!
//! Cells are numbered `0..len` file by file (file `a` first), bottom to top within a file. A set
//! of cells is a [`Bits`]: a fixed 448-bit set, enough for side 12 (397 cells), so a position is a
//! few plain words and cloning it never allocates.

use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// The largest board side supported (397 cells).
pub const MAX_SIDE: u8 = 12;
/// The smallest board side supported (7 cells).
pub const MIN_SIDE: u8 = 2;
const WORDS: usize = 7;

/// "No cell": off the board.
pub const NONE: u16 = u16::MAX;

/// The six axial directions (dq, dr). Direction `d` and `d ^ 1` are opposite.
pub const DIRS: [(i32, i32); 6] = [(0, 1), (0, -1), (1, 0), (-1, 0), (1, -1), (-1, 1)];

/// A set of cells of one board (bit `i` = cell `i`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Bits(pub [u64; WORDS]);

impl Bits {
    pub const EMPTY: Bits = Bits([0; WORDS]);

    #[inline]
    pub fn has(&self, i: u16) -> bool {
        let i = i as usize;
        i < WORDS * 64 && self.0[i >> 6] >> (i & 63) & 1 == 1
    }
    #[inline]
    pub fn set(&mut self, i: u16) {
        let i = i as usize;
        self.0[i >> 6] |= 1 << (i & 63);
    }
    #[inline]
    pub fn clear(&mut self, i: u16) {
        let i = i as usize;
        self.0[i >> 6] &= !(1 << (i & 63));
    }
    #[inline]
    pub fn and(&self, o: &Bits) -> Bits {
        let mut r = *self;
        for (a, b) in r.0.iter_mut().zip(o.0) {
            *a &= b;
        }
        r
    }
    #[inline]
    pub fn or(&self, o: &Bits) -> Bits {
        let mut r = *self;
        for (a, b) in r.0.iter_mut().zip(o.0) {
            *a |= b;
        }
        r
    }
    #[inline]
    pub fn and_not(&self, o: &Bits) -> Bits {
        let mut r = *self;
        for (a, b) in r.0.iter_mut().zip(o.0) {
            *a &= !b;
        }
        r
    }
    #[inline]
    pub fn is_empty(&self) -> bool {
        // Every word folded, without a branch per word.
        self.0.iter().fold(0, |a, w| a | w) == 0
    }
    #[inline]
    pub fn intersects(&self, o: &Bits) -> bool {
        self.0.iter().zip(o.0).fold(0, |r, (a, b)| r | (a & b)) != 0
    }
    /// The first 128 cells as one word (all of a [`Hex::small`] board's).
    #[inline]
    pub fn low128(&self) -> u128 {
        u128::from(self.0[0]) | u128::from(self.0[1]) << 64
    }
    /// Whether no cell past the first 128 is in the set.
    #[inline]
    pub fn fits128(&self) -> bool {
        self.0[2..].iter().fold(0, |a, w| a | w) == 0
    }
    /// The set of the first 128 cells given as one word.
    #[inline]
    pub fn from_low128(x: u128) -> Bits {
        let mut b = Bits::EMPTY;
        b.0[0] = x as u64;
        b.0[1] = (x >> 64) as u64;
        b
    }
    pub fn count(&self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }
    /// The cells in increasing order.
    #[inline]
    pub fn iter(&self) -> BitsIter {
        BitsIter {
            words: self.0,
            index: 0,
        }
    }
}

/// The cells of a [`Bits`], in increasing order.
#[derive(Clone, Debug)]
pub struct BitsIter {
    words: [u64; WORDS],
    index: usize,
}

impl Iterator for BitsIter {
    type Item = u16;
    #[inline]
    fn next(&mut self) -> Option<u16> {
        while self.index < WORDS {
            let w = self.words[self.index];
            if w != 0 {
                self.words[self.index] = w & (w - 1);
                return Some((self.index * 64 + w.trailing_zeros() as usize) as u16);
            }
            self.index += 1;
        }
        None
    }
}

/// The board of one side: coordinates, names and neighbour tables, computed once per side.
#[derive(Clone, Debug)]
pub struct Hex {
    pub side: u8,
    q: Vec<i8>,
    r: Vec<i8>,
    /// `step[c][d]`: the cell next to `c` in direction `d`, or [`NONE`].
    step: Vec<[u16; 6]>,
    /// The neighbours of each cell as a set.
    nmask: Vec<Bits>,
    /// On boards of at most 128 cells (side 7 and less; empty on larger boards), the
    /// neighbour relation as shifts: (the cells whose neighbour lies
    /// `offset` cells further, `offset`), so a set's neighbours are a few masks and shifts.
    shifts128: Vec<(u128, i16)>,
    /// [`Hex::shifts128`] split by direction: (cells, shift) to the left (higher cells) and to
    /// the right.
    shl128: Vec<(u128, u32)>,
    shr128: Vec<(u128, u32)>,
    /// On the same boards, the neighbours of each cell as a 128-bit set.
    nmask128: Vec<u128>,
    /// Every cell of the board.
    all: Bits,
    /// Cell index by (q + n - 1, r + n - 1) on the (2n-1)² parallelogram, or [`NONE`].
    grid: Vec<u16>,
    names: Vec<String>,
}

impl Hex {
    /// The board of `side` (clamped to the supported range).
    pub fn new(side: u8) -> Self {
        let side = side.clamp(MIN_SIDE, MAX_SIDE);
        let m = side as i32 - 1;
        let w = (2 * m + 1) as usize;
        let mut grid = vec![NONE; w * w];
        let (mut q, mut r, mut names) = (Vec::new(), Vec::new(), Vec::new());
        for cq in -m..=m {
            let lo = (-m).max(-m - cq);
            let hi = m.min(m - cq);
            for cr in lo..=hi {
                grid[((cq + m) as usize) * w + (cr + m) as usize] = q.len() as u16;
                q.push(cq as i8);
                r.push(cr as i8);
                let file = (b'a' + (cq + m) as u8) as char;
                names.push(format!("{file}{}", cr - lo + 1));
            }
        }
        let mut hex = Hex {
            side,
            q,
            r,
            step: Vec::new(),
            nmask: Vec::new(),
            shifts128: Vec::new(),
            shl128: Vec::new(),
            shr128: Vec::new(),
            nmask128: Vec::new(),
            all: Bits::EMPTY,
            grid,
            names,
        };
        let len = hex.len();
        for c in 0..len {
            let mut row = [NONE; 6];
            let mut mask = Bits::EMPTY;
            for (d, (dq, dr)) in DIRS.iter().enumerate() {
                let n = hex.at(hex.q[c] as i32 + dq, hex.r[c] as i32 + dr);
                row[d] = n;
                if n != NONE {
                    mask.set(n);
                }
            }
            hex.step.push(row);
            if len <= 128 {
                hex.nmask128.push(mask.low128());
            }
            hex.nmask.push(mask);
            hex.all.set(c as u16);
        }
        if len <= 128 {
            for c in 0..len {
                for &n in &hex.step[c] {
                    if n == NONE {
                        continue;
                    }
                    let offset = n as i16 - c as i16;
                    match hex.shifts128.iter_mut().find(|(_, o)| *o == offset) {
                        Some((mask, _)) => *mask |= 1 << c,
                        None => hex.shifts128.push((1 << c, offset)),
                    }
                }
            }
            for &(mask, offset) in &hex.shifts128 {
                let k = u32::from(offset.unsigned_abs());
                if offset > 0 {
                    hex.shl128.push((mask, k));
                } else {
                    hex.shr128.push((mask, k));
                }
            }
        }
        hex
    }

    /// The number of cells: 3n² − 3n + 1.
    pub fn len(&self) -> usize {
        self.q.len()
    }
    pub fn is_empty(&self) -> bool {
        self.q.is_empty()
    }
    pub fn all(&self) -> &Bits {
        &self.all
    }
    /// The cell at axial (q, r), or [`NONE`] off the board.
    pub fn at(&self, q: i32, r: i32) -> u16 {
        let m = self.side as i32 - 1;
        if q.abs().max(r.abs()).max((q + r).abs()) > m {
            return NONE;
        }
        let w = (2 * m + 1) as usize;
        self.grid[((q + m) as usize) * w + (r + m) as usize]
    }
    pub fn qr(&self, c: u16) -> (i32, i32) {
        (self.q[c as usize] as i32, self.r[c as usize] as i32)
    }
    #[inline]
    pub fn step(&self, c: u16, d: usize) -> u16 {
        self.step[c as usize][d]
    }
    #[inline]
    pub fn steps(&self, c: u16) -> &[u16; 6] {
        &self.step[c as usize]
    }
    #[inline]
    pub fn neighbours(&self, c: u16) -> &Bits {
        &self.nmask[c as usize]
    }
    /// Every cell next to a cell of `x`, on a [`Hex::small`] board (`x` within it).
    #[inline]
    pub fn around128(&self, x: u128) -> u128 {
        // Shifts are less than 64 (a cell's neighbours are at most 2 × 7 − 1 cells away):
        // `& 63` tells the compiler so, and a 128-bit shift needs no test of its size.
        let mut r = 0;
        for &(mask, k) in &self.shl128 {
            r |= (x & mask) << (k & 63);
        }
        for &(mask, k) in &self.shr128 {
            r |= (x & mask) >> (k & 63);
        }
        r
    }
    /// The neighbours of `c` as a 128-bit set, on a [`Hex::small`] board (else empty).
    #[inline]
    pub fn neighbours128(&self, c: u32) -> u128 {
        self.nmask128.get(c as usize).copied().unwrap_or(0)
    }
    /// Whether the board has at most 128 cells: [`Hex::around128`] answers.
    #[inline]
    pub fn small(&self) -> bool {
        !self.shifts128.is_empty()
    }
    /// The direction from `a` to its neighbour `b`.
    pub fn direction(&self, a: u16, b: u16) -> Option<usize> {
        self.step.get(a as usize)?.iter().position(|&n| n == b)
    }
    /// The cell's name (`f6`); `?` for a cell not on this board.
    pub fn name(&self, c: u16) -> &str {
        self.names.get(c as usize).map_or("?", String::as_str)
    }
    /// Reads a cell name (`f6`, case-insensitive).
    pub fn parse(&self, text: &str) -> Option<u16> {
        let text = text.trim();
        let mut chars = text.chars();
        let file = chars.next()?.to_ascii_lowercase();
        if !file.is_ascii_lowercase() {
            return None;
        }
        let digits = chars.as_str();
        if digits.is_empty() || digits.len() > 3 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let rank: i32 = digits.parse().ok()?;
        let m = self.side as i32 - 1;
        let q = (file as i32 - 'a' as i32) - m;
        if q.abs() > m || rank < 1 {
            return None;
        }
        let lo = (-m).max(-m - q);
        let c = self.at(q, lo + rank - 1);
        (c != NONE).then_some(c)
    }
}

/// The boards of every supported side, so a match keeps its own board even when a reloaded
/// ruleset asks for another side. Cloning shares the tables.
#[derive(Clone, Debug)]
pub struct Boards(Vec<Arc<Hex>>);

impl Boards {
    pub fn new() -> Self {
        Self(
            (MIN_SIDE..=MAX_SIDE)
                .map(|side| Arc::new(Hex::new(side)))
                .collect(),
        )
    }
    /// The board of `side` (clamped to the supported range).
    pub fn get(&self, side: u8) -> &Hex {
        self.shared(side)
    }
    /// The board of `side` (clamped to the supported range), shareable.
    pub fn shared(&self, side: u8) -> &Arc<Hex> {
        let i = side.clamp(MIN_SIDE, MAX_SIDE) - MIN_SIDE;
        &self.0[i as usize]
    }
}

impl Default for Boards {
    fn default() -> Self {
        Self::new()
    }
}

/// Cell names joined with commas (for log lines and messages).
pub fn names(hex: &Hex, cells: &[u16]) -> String {
    cells
        .iter()
        .map(|&c| hex.name(c))
        .collect::<Vec<_>>()
        .join(", ")
}

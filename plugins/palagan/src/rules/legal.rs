//! The legal actions of a position: the maneuvers (with fast paths around the suicide
//! look-ahead of [`super::suicide`]), then `end` when the turn may end now; and whether a state
//! fits its board and the rules at all (a damaged save, or a reload that changed the side).

use crate::Palagan;
use crate::config::PushOffBoard;
use crate::rules::captures::cluster_or_liberty128;
use crate::rules::{Action, Maneuver};
use crate::state::State;
use crate::state::board::{Bits, Hex, NONE};
use game_sdk::Misfit;

impl Palagan {
    /// Collects the legal maneuvers of `s` into `out` (or, with `first_only`, stops at the first
    /// one without collecting); returns whether there is any.
    ///
    /// Fast paths, valid when the mover has no cluster without liberties and no hook may veto
    /// the end of a turn (a maneuver veto is asked after them, only of otherwise legal
    /// maneuvers): a move to an empty cell always leaves the moved piece (and everything it
    /// touches) the vacated cell as a liberty, and a summon next to an empty cell gives its
    /// cluster that liberty; captures only add liberties. Pushes and summons into a hole are
    /// made on a copy and only the own clusters next to the newly occupied cell are checked
    /// (`Palagan::quick_ok`). Any maneuver while an own cluster has no liberties gets the full
    /// look-ahead ([`Palagan::maneuver_ok`]).
    pub fn legal_maneuvers(
        &self,
        hex: &Hex,
        s: &State,
        first_only: bool,
        out: &mut Vec<Action>,
    ) -> bool {
        if s.over.is_some() || s.made >= self.limit(s) {
            return false;
        }
        let me = s.to_move as usize;
        let own = s.stones[me];
        let opp = s.stones[1 - me];
        let empty = Self::empty(hex, s);
        let clean = !self.end_vetoes() && Self::dead(hex, s, me).is_empty();
        let vetoes = self.hooks.as_ref().is_some_and(|h| h.vetoes_maneuvers());
        let mut found = false;
        // `risky`: for a clean state, the cells whose own clusters may have lost their last
        // liberty (`None`: none can have).
        let mut consider = |m: Maneuver, risky: Option<Bits>| -> bool {
            let ok = match (clean, risky) {
                (true, None) => !vetoes || !self.is_vetoed(s, m),
                (true, Some(risky)) => {
                    self.quick_ok(hex, s, m, &risky) && (!vetoes || !self.is_vetoed(s, m))
                }
                (false, _) => self.maneuver_ok(hex, s, m),
            };
            if ok {
                found = true;
                if !first_only {
                    out.push(Action::Maneuver(m));
                }
                first_only
            } else {
                false
            }
        };
        if s.reserve[me] > 0 {
            for c in empty.iter() {
                let risky = if hex.neighbours(c).intersects(&empty) {
                    None
                } else {
                    let mut only = Bits::EMPTY;
                    only.set(c);
                    Some(only)
                };
                if consider(Maneuver::Summon(c), risky) {
                    return true;
                }
            }
        }
        let push_off = self.config.rules.push_off_board == PushOffBoard::Capture;
        for from in own.iter() {
            for (d, &to) in hex.steps(from).iter().enumerate() {
                if to == NONE || own.has(to) {
                    continue;
                }
                let step = Maneuver::Step { from, to };
                if empty.has(to) {
                    if consider(step, None) {
                        return true;
                    }
                } else if opp.has(to) {
                    let beyond = hex.step(to, d);
                    // The pushed piece is the only newly placed opponent piece: only own
                    // clusters next to `beyond` can lose their last liberty (the pusher keeps
                    // the cell it left).
                    let (room, risky) = if beyond == NONE {
                        (push_off, None)
                    } else {
                        (empty.has(beyond), Some(*hex.neighbours(beyond)))
                    };
                    if room && consider(step, risky) {
                        return true;
                    }
                }
            }
        }
        found
    }

    /// Whether `s` is "clean" for its mover: no own cluster without liberties and no house rule
    /// that may veto the end of a turn, so the fast paths of [`Palagan::legal_maneuvers`] hold.
    pub(crate) fn clean(&self, hex: &Hex, s: &State) -> bool {
        !self.end_vetoes() && Self::dead(hex, s, s.to_move as usize).is_empty()
    }

    /// What [`Palagan::legal_maneuvers`] knows of `m` without making it: `None` when it cannot be
    /// made at all (it lists no such maneuver and [`Palagan::play`] refuses it), else the cells
    /// whose own clusters may lose their last liberty (`Some(None)`: none can). `empty` is the
    /// empty cells of `s`, whose turn still allows a maneuver.
    pub(crate) fn makeable(
        &self,
        hex: &Hex,
        s: &State,
        m: Maneuver,
        empty: &Bits,
    ) -> Option<Option<Bits>> {
        let me = s.to_move as usize;
        match m {
            Maneuver::Summon(c) => {
                if s.reserve[me] == 0 || !empty.has(c) {
                    return None;
                }
                Some(if hex.neighbours(c).intersects(empty) {
                    None
                } else {
                    let mut only = Bits::EMPTY;
                    only.set(c);
                    Some(only)
                })
            }
            Maneuver::Step { from, to } => {
                if !s.stones[me].has(from) {
                    return None;
                }
                let d = hex.direction(from, to)?;
                self.step_risk(hex, s, to, d, empty)
            }
        }
    }

    /// Whether [`Palagan::makeable`] says `Some(None)` (`m` can be made and no own cluster can
    /// lose its last liberty by it), without the empty cells: a cell or two tested, and on a
    /// [`Hex::small`] board a summon's neighbours as one word. `Some`: which kind of maneuver
    /// it is ([`Palagan::play_safe`] makes it without asking again).
    pub(crate) fn makeable_safe(&self, hex: &Hex, s: &State, m: Maneuver) -> Option<Safe> {
        let me = s.to_move as usize;
        let occupied = |c: u16| s.stones[0].has(c) || s.stones[1].has(c);
        match m {
            Maneuver::Summon(c) => {
                if s.reserve[me] == 0 || usize::from(c) >= hex.len() || occupied(c) {
                    return None;
                }
                let free = if hex.small() {
                    let taken = s.stones[0].low128() | s.stones[1].low128();
                    hex.neighbours128(c.into()) & !taken != 0
                } else {
                    hex.neighbours(c).intersects(&Self::empty(hex, s))
                };
                free.then_some(Safe::Summon)
            }
            Maneuver::Step { from, to } => {
                if !s.stones[me].has(from) || usize::from(to) >= hex.len() {
                    return None;
                }
                let d = hex.direction(from, to)?;
                if !occupied(to) {
                    Some(Safe::Move)
                } else {
                    (s.stones[1 - me].has(to)
                        && hex.step(to, d) == NONE
                        && self.config.rules.push_off_board == PushOffBoard::Capture)
                        .then_some(Safe::PushOff)
                }
            }
        }
    }

    /// [`Palagan::makeable`] of a step by an own piece to `to`, its neighbour in direction `d`.
    #[inline]
    pub(crate) fn step_risk(
        &self,
        hex: &Hex,
        s: &State,
        to: u16,
        d: usize,
        empty: &Bits,
    ) -> Option<Option<Bits>> {
        let me = s.to_move as usize;
        if empty.has(to) {
            Some(None)
        } else if s.stones[1 - me].has(to) {
            let beyond = hex.step(to, d);
            if beyond == NONE {
                (self.config.rules.push_off_board == PushOffBoard::Capture).then_some(None)
            } else {
                empty.has(beyond).then_some(Some(*hex.neighbours(beyond)))
            }
        } else {
            None
        }
    }

    /// [`Palagan::maneuver_ok`] in a clean state ([`Palagan::clean`]), given `m`'s
    /// [`Palagan::makeable`]: the fast paths of [`Palagan::legal_maneuvers`] (the same answer,
    /// the same checks).
    #[inline]
    pub(crate) fn clean_ok_with(
        &self,
        hex: &Hex,
        s: &State,
        m: Maneuver,
        risk: Option<Option<Bits>>,
    ) -> bool {
        let vetoes = self.hooks.as_ref().is_some_and(|h| h.vetoes_maneuvers());
        match risk {
            None => false,
            Some(None) => !vetoes || !self.is_vetoed(s, m),
            Some(Some(risky)) => {
                self.quick_ok(hex, s, m, &risky) && (!vetoes || !self.is_vetoed(s, m))
            }
        }
    }

    /// The legality of `m` in a clean state (no own cluster without liberties, no end veto) when
    /// only own clusters on `risky` cells can lose their last liberty: makes it, and runs the
    /// full look-ahead only if one of those clusters did.
    fn quick_ok(&self, hex: &Hex, s: &State, m: Maneuver, risky: &Bits) -> bool {
        // Captures only add liberties to the mover's clusters: check without them first.
        let mut t = *s;
        if self.play_inner(hex, &mut t, m, None, false).is_err() {
            return false;
        }
        if !Self::risky_free(hex, &t, s.to_move as usize, risky) {
            let mut t = *s;
            return self.play(hex, &mut t, m, None).is_ok() && self.can_finish(hex, &t);
        }
        true
    }

    /// Whether every cluster of `colour` in `t` on a `risky` cell has a liberty (in a position
    /// made from a clean one by a maneuver after which only those can lack one: then no piece
    /// of `colour` lacks liberties).
    pub(crate) fn risky_free(hex: &Hex, t: &State, colour: usize, risky: &Bits) -> bool {
        if hex.small() && t.stones[colour].fits128() {
            // On one word: the board's cells are the first 128.
            let own = t.stones[colour].low128();
            let empty = hex.all().low128() & !(t.stones[0].low128() | t.stones[1].low128());
            let mut todo = risky.low128() & own;
            while todo != 0 {
                let (cluster, free) = cluster_or_liberty128(hex, own, empty, todo.trailing_zeros());
                if !free {
                    return false;
                }
                todo &= !cluster;
            }
            return true;
        }
        Self::risky_free_bits(hex, t, colour, risky)
    }

    fn risky_free_bits(hex: &Hex, t: &State, colour: usize, risky: &Bits) -> bool {
        let own = t.stones[colour];
        let empty = Self::empty(hex, t);
        let mut seen = Bits::EMPTY;
        for c in risky.and(&own).iter() {
            if seen.has(c) {
                continue;
            }
            let (cluster, free) = Self::cluster_or_liberty(hex, &own, &empty, c);
            if !free {
                return false;
            }
            seen = seen.or(&cluster);
        }
        true
    }

    /// Whether a state (perhaps read from a save) lies on its board: the engine indexes the
    /// board's tables by the cells of the state.
    pub(super) fn fits(hex: &Hex, s: &State) -> bool {
        // Pieces off the board, or on a cell of both colours: folded in one pass over the words.
        let [black, white] = &s.stones;
        let wrong = (black.0.iter().zip(&white.0).zip(&hex.all().0))
            .fold(0, |r, ((b, w), all)| r | ((b | w) & !all) | (b & w));
        hex.side == s.side && wrong == 0 && s.to_move < 2
    }
}

/// A maneuver [`Palagan::makeable_safe`] passed: which kind it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Safe {
    /// A summon to an empty cell next to an empty cell.
    Summon,
    /// A step into an empty cell.
    Move,
    /// A push of the piece on the board's edge off it (`push_off_board = "capture"`).
    PushOff,
}

/// Every legal action of `s`: the maneuvers, then `end` when the turn may end now.
pub fn legal_actions(g: &Palagan, s: &State) -> Vec<Action> {
    let hex = g.hex(s);
    if s.over.is_some() || !Palagan::fits(hex, s) {
        return Vec::new();
    }
    let me = s.to_move as usize;
    let mut out = Vec::with_capacity(
        Palagan::empty(hex, s).count() as usize + 6 * s.stones[me].count() as usize + 1,
    );
    legal_actions_into(g, s, &mut out);
    out
}

/// [`legal_actions`] into a buffer the bots reuse ([`game_sdk::Game::legal_actions_into`]):
/// once it has grown to a position's count, listing allocates nothing.
pub fn legal_actions_into(g: &Palagan, s: &State, out: &mut Vec<Action>) {
    out.clear();
    let hex = g.hex(s);
    if s.over.is_some() || !Palagan::fits(hex, s) {
        return;
    }
    g.legal_maneuvers(hex, s, false, out);
    if g.end_ok(hex, s) {
        out.push(Action::End);
    }
}

/// Whether a state suits these rules ([`game_sdk::Game::state_fits`]): a match keeps its
/// board, so a reload may not change the side under it.
pub(crate) fn state_fits(g: &Palagan, s: &State) -> Result<(), Misfit> {
    if s.side == g.config.board.side {
        Ok(())
    } else {
        Err(Misfit::Board(format!(
            "the board has side {}, these rules want side {}",
            s.side, g.config.board.side
        )))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::Config;
    use game_sdk::GameRng;

    /// `makeable_safe` is `makeable`'s `Some(None)`, on random positions and maneuvers (cells
    /// off the board and steps to cells not next to the piece included), small boards and large,
    /// with and without pushes off the board; and `play_safe` makes what `play` makes.
    /// `fits` (one pass over the words) answers as the plain set operations: states with
    /// pieces off the board, on both colours at once, another side or no such mover.
    #[test]
    fn fits_is_the_plain_check() {
        let g = Palagan::new(Config::default()).unwrap();
        let mut rng = GameRng::from_seed(17);
        let mut answers = [0; 2];
        for side in 2..=12u8 {
            let hex = g.boards.get(side);
            for _ in 0..300 {
                let mut s = State::new(if rng.below(20) == 0 { side ^ 1 } else { side }, 0);
                s.to_move = if rng.below(20) == 0 { 2 } else { 0 };
                for colour in 0..2 {
                    for _ in 0..rng.below(30) {
                        s.stones[colour].set(rng.below(hex.len() as u64) as u16);
                    }
                }
                if rng.below(4) == 0 {
                    let off = hex.len() as u64 + rng.below(448 - hex.len() as u64);
                    s.stones[rng.below(2) as usize].set(off as u16);
                }
                let plain = hex.side == s.side
                    && s.stones[0].or(&s.stones[1]).and_not(hex.all()).is_empty()
                    && !s.stones[0].intersects(&s.stones[1])
                    && s.to_move < 2;
                assert_eq!(Palagan::fits(hex, &s), plain, "{s:?}");
                answers[usize::from(plain)] += 1;
            }
        }
        assert!(answers.iter().all(|&a| a > 300), "{answers:?}");
    }

    /// `risky_free` on one word answers as on the general sets: random positions of every
    /// small board, random risky cells.
    #[test]
    fn risky_free_on_one_word_is_the_general_one() {
        let g = Palagan::new(Config::default()).unwrap();
        let mut rng = GameRng::from_seed(13);
        let mut answers = [0; 2];
        for side in 2..=7u8 {
            let hex = g.boards.get(side);
            assert!(hex.small());
            for _ in 0..300 {
                let mut t = State::new(side, 0);
                let full = 1 + rng.below(7);
                for c in 0..hex.len() as u16 {
                    if rng.below(8) < full {
                        t.stones[rng.below(2) as usize].set(c);
                    }
                }
                let mut risky = Bits::EMPTY;
                for c in 0..hex.len() as u16 {
                    if rng.below(6) == 0 {
                        risky.set(c);
                    }
                }
                for colour in 0..2 {
                    let general = Palagan::risky_free_bits(hex, &t, colour, &risky);
                    assert_eq!(Palagan::risky_free(hex, &t, colour, &risky), general);
                    answers[usize::from(general)] += 1;
                }
            }
        }
        assert!(answers.iter().all(|&a| a > 100), "{answers:?}");
    }

    #[test]
    fn makeable_safe_is_makeables_some_none() {
        let mut rng = GameRng::from_seed(11);
        let mut counts = [0; 2];
        let mut kinds = [0; 3];
        for push_off in [PushOffBoard::Forbid, PushOffBoard::Capture] {
            let mut config = Config::default();
            config.rules.push_off_board = push_off;
            let g = Palagan::new(config).unwrap();
            for side in 2..=9u8 {
                let hex = g.boards.get(side);
                let len = hex.len() as u64;
                for _ in 0..100 {
                    let mut s = State::new(side, rng.below(3) as u16);
                    s.to_move = rng.below(2) as u8;
                    let full = 1 + rng.below(7);
                    for c in 0..len as u16 {
                        if rng.below(8) < full {
                            s.stones[rng.below(2) as usize].set(c);
                        }
                    }
                    let empty = Palagan::empty(hex, &s);
                    for _ in 0..50 {
                        let cell = |rng: &mut GameRng| match rng.below(10) {
                            0 => NONE,
                            1 => (len + rng.below(5)) as u16,
                            _ => rng.below(len) as u16,
                        };
                        let m = if rng.below(3) == 0 {
                            Maneuver::Summon(cell(&mut rng))
                        } else {
                            let from = cell(&mut rng);
                            let to = if rng.below(4) == 0 || from as u64 >= len {
                                cell(&mut rng)
                            } else {
                                hex.steps(from)[rng.below(6) as usize]
                            };
                            Maneuver::Step { from, to }
                        };
                        let general = matches!(g.makeable(hex, &s, m, &empty), Some(None));
                        let safe = g.makeable_safe(hex, &s, m);
                        assert_eq!(safe.is_some(), general, "{m:?} {s:?}");
                        counts[usize::from(general)] += 1;
                        // A safe maneuver made without its checks is the one `play` makes.
                        if let Some(kind) = safe
                            && hex.small()
                        {
                            kinds[kind as usize] += 1;
                            let (mut quick, mut played) = (s, s);
                            g.play_safe(hex, &mut quick, m, kind).unwrap();
                            g.play(hex, &mut played, m, None).unwrap();
                            assert_eq!(quick, played, "{m:?} {s:?}");
                        }
                    }
                }
            }
        }
        assert!(counts[0] > 1000 && counts[1] > 1000, "{counts:?}");
        assert!(kinds.iter().all(|&k| k > 20), "{kinds:?}");
    }
}

//! The rules engine: the match state, maneuvers (PAL-4), captures (PAL-5), the suicide rule with
//! its look-ahead (PAL-6), turns (PAL-3) and the end of the game (PAL-7).

use crate::Palagan;
use crate::config::{PushOffBoard, Suicide};
use crate::state::board::{Bits, Hex, NONE};
use crate::state::{Action, COLOURS, EndReason, Maneuver, Recent, State};
use game_sdk::{Illegal, LogLine};
use std::cell::Cell;

/// A question to [`Palagan::dead`]: (side, colour, the pieces of both colours).
type DeadQuestion = (u8, u8, [Bits; 2]);

thread_local! {
    /// The last question and answer of [`Palagan::dead`] on this thread: the question and the
    /// dead pieces.
    static LAST_DEAD: Cell<Option<(DeadQuestion, Bits)>> = const { Cell::new(None) };
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
    /// The board a state is played on.
    pub fn hex(&self, s: &State) -> &Hex {
        self.boards.get(s.side)
    }

    /// PAL-3: the most maneuvers allowed in the current turn.
    pub fn limit(&self, s: &State) -> u8 {
        if s.turn <= 1 {
            self.config.rules.first_turn_maneuvers
        } else {
            self.config.rules.maneuvers_per_turn
        }
    }

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
    fn cluster_or_liberty(hex: &Hex, stones: &Bits, empty: &Bits, seed: u16) -> (Bits, bool) {
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

    fn dead_now(hex: &Hex, s: &State, colour: usize) -> Bits {
        let stones = s.stones[colour];
        let empty = Self::empty(hex, s);
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

    /// The mechanics of one maneuver for the colour to move: checks that it can be made at all,
    /// makes it and captures the opponent clusters left without liberties (PAL-4, PAL-5). No
    /// suicide check and no end of turn. `log` is `Some` for a real (not looked-ahead) maneuver.
    pub(crate) fn play(
        &self,
        hex: &Hex,
        s: &mut State,
        m: Maneuver,
        log: Option<&mut Vec<LogLine>>,
    ) -> Result<(), Illegal> {
        self.play_inner(hex, s, m, log, true)
    }

    /// [`Palagan::play`], optionally without the captures (for checks that captures could only
    /// make easier to pass).
    fn play_inner(
        &self,
        hex: &Hex,
        s: &mut State,
        m: Maneuver,
        log: Option<&mut Vec<LogLine>>,
        captures: bool,
    ) -> Result<(), Illegal> {
        let me = s.to_move as usize;
        let op = 1 - me;
        let len = hex.len() as u16;
        let occupied = s.stones[0].or(&s.stones[1]);
        let mut pushed_off = false;
        let candidates = match m {
            Maneuver::Summon(c) => {
                if c >= len {
                    return Err(Illegal::new("no such cell"));
                }
                if s.reserve[me] == 0 {
                    return Err(Illegal::new(format!(
                        "{} has no piece in reserve",
                        COLOURS[me]
                    )));
                }
                if occupied.has(c) {
                    return Err(Illegal::new(format!("{} is not empty", hex.name(c))));
                }
                s.reserve[me] -= 1;
                s.stones[me].set(c);
                s.summoned_this_turn = true;
                s.last = [c, NONE, NONE];
                hex.neighbours(c).and(&s.stones[op])
            }
            Maneuver::Step { from, to } => {
                if from >= len || to >= len {
                    return Err(Illegal::new("no such cell"));
                }
                if !s.stones[me].has(from) {
                    return Err(Illegal::new(format!(
                        "no {} piece on {}",
                        COLOURS[me].to_lowercase(),
                        hex.name(from)
                    )));
                }
                let Some(d) = hex.direction(from, to) else {
                    return Err(Illegal::new(format!(
                        "{} is not next to {}",
                        hex.name(to),
                        hex.name(from)
                    )));
                };
                if s.stones[me].has(to) {
                    return Err(Illegal::new(format!(
                        "{} holds your own piece",
                        hex.name(to)
                    )));
                }
                let mut candidates = *hex.neighbours(to);
                if s.stones[op].has(to) {
                    let beyond = hex.step(to, d);
                    if beyond == NONE {
                        if self.config.rules.push_off_board == PushOffBoard::Forbid {
                            return Err(Illegal::new(format!(
                                "pushing the piece on {} off the board is not allowed",
                                hex.name(to)
                            )));
                        }
                        pushed_off = true;
                        s.stones[op].clear(to);
                        s.captured[me] += 1;
                        s.captured_this_turn = true;
                    } else {
                        if occupied.has(beyond) {
                            return Err(Illegal::new(format!(
                                "cannot push {}: {} is not empty",
                                hex.name(to),
                                hex.name(beyond)
                            )));
                        }
                        s.stones[op].clear(to);
                        s.stones[op].set(beyond);
                        candidates = candidates.or(hex.neighbours(beyond));
                        candidates.set(beyond);
                    }
                    s.last = [from, to, beyond];
                } else {
                    s.last = [from, to, NONE];
                }
                s.stones[me].clear(from);
                s.stones[me].set(to);
                candidates.and(&s.stones[op])
            }
        };
        s.recent.record(
            s.made,
            match m {
                Maneuver::Summon(c) => [NONE, c, NONE],
                Maneuver::Step { .. } => s.last,
            },
        );
        if pushed_off {
            s.recent.taken.set(m.to());
        }
        s.made += 1;
        match log {
            None if !captures => {}
            None => self.capture(hex, s, candidates, None)?,
            Some(log) => {
                log.push(LogLine::public(self.describe(hex, s, m, pushed_off)));
                if pushed_off {
                    self.captured_hook(s, me as u8, vec![m.to()], log)?;
                }
                self.capture(hex, s, candidates, Some(log))?;
            }
        }
        Ok(())
    }

    fn describe(&self, hex: &Hex, s: &State, m: Maneuver, pushed_off: bool) -> String {
        let who = COLOURS[s.to_move as usize];
        match m {
            Maneuver::Summon(c) => format!("{who} summons a piece to {}", hex.name(c)),
            Maneuver::Step { from, to } => match s.last[2] {
                NONE if pushed_off => format!(
                    "{who} moves {}-{}, pushing the piece there off the board (captured)",
                    hex.name(from),
                    hex.name(to)
                ),
                NONE => format!("{who} moves {}-{}", hex.name(from), hex.name(to)),
                beyond => format!(
                    "{who} moves {}-{}, pushing the piece there to {}",
                    hex.name(from),
                    hex.name(to),
                    hex.name(beyond)
                ),
            },
        }
    }

    /// PAL-5: captures the opponent clusters touching `candidates` that have no liberties.
    /// (Only clusters next to a newly occupied cell can have lost their last liberty.) Fails
    /// only when an `after_capture` hook does (real maneuvers only).
    fn capture(
        &self,
        hex: &Hex,
        s: &mut State,
        candidates: Bits,
        mut log: Option<&mut Vec<LogLine>>,
    ) -> Result<(), Illegal> {
        let me = s.to_move as usize;
        let op = 1 - me;
        let empty = Self::empty(hex, s);
        let mut seen = Bits::EMPTY;
        for c in candidates.iter() {
            if seen.has(c) || !s.stones[op].has(c) {
                continue;
            }
            let (cluster, free) = Self::cluster_or_liberty(hex, &s.stones[op], &empty, c);
            seen = seen.or(&cluster);
            if free {
                continue;
            }
            s.stones[op] = s.stones[op].and_not(&cluster);
            s.recent.taken = s.recent.taken.or(&cluster);
            s.captured[me] += cluster.count() as u16;
            s.captured_this_turn = true;
            if let Some(log) = log.as_deref_mut() {
                let cells: Vec<u16> = cluster.iter().collect();
                log.push(LogLine::public(format!(
                    "{} captures {} {} piece(s): {}",
                    COLOURS[me],
                    cells.len(),
                    COLOURS[op].to_lowercase(),
                    names(hex, &cells)
                )));
                self.captured_hook(s, me as u8, cells, log)?;
            }
        }
        Ok(())
    }

    fn captured_hook(
        &self,
        s: &State,
        by: u8,
        cells: Vec<u16>,
        log: &mut Vec<LogLine>,
    ) -> Result<(), Illegal> {
        match &self.hooks {
            Some(h) => h
                .after_capture(s, &CaptureEvent { by, cells }, log)
                .map_err(Illegal::new),
            None => Ok(()),
        }
    }

    /// Why a house rule forbids `m` in `s`, if it does.
    fn vetoed(&self, s: &State, m: Maneuver) -> Option<String> {
        match &self.hooks {
            Some(h) if h.vetoes_maneuvers() => h.veto_maneuver(s, &m),
            _ => None,
        }
    }

    /// Whether a house rule forbids `m` in `s` (no reason built).
    fn is_vetoed(&self, s: &State, m: Maneuver) -> bool {
        match &self.hooks {
            Some(h) if h.vetoes_maneuvers() => h.is_vetoed(s, &m),
            _ => false,
        }
    }

    /// Whether a house rule may veto the end of a turn (then the fast paths, which assume a
    /// turn may end whenever no own cluster lacks liberties, are off).
    fn end_vetoes(&self) -> bool {
        self.hooks.as_ref().is_some_and(|h| h.vetoes_end())
    }

    /// Whether the mover may end the turn now (PAL-6): no own cluster without liberties, or a
    /// trade allowed by the `suicide` key; and no hook vetoes it.
    pub fn end_ok(&self, hex: &Hex, s: &State) -> bool {
        self.end_problem_inner(hex, s, false).is_none()
    }

    /// Why the mover may not end the turn now, if not.
    pub fn end_problem(&self, hex: &Hex, s: &State) -> Option<String> {
        self.end_problem_inner(hex, s, true)
    }

    fn end_problem_inner(&self, hex: &Hex, s: &State, words: bool) -> Option<String> {
        let traded = self.config.rules.suicide == Suicide::Trade && s.captured_this_turn;
        let dead = if traded {
            Bits::EMPTY
        } else {
            Self::dead(hex, s, s.to_move as usize)
        };
        if dead.is_empty() {
            // A pass (no maneuver yet) is never vetoed: the mover always has a legal action.
            return match &self.hooks {
                Some(h) if s.made > 0 && h.vetoes_end() => h.veto_end(s),
                _ => None,
            };
        }
        Some(if words {
            let cells: Vec<u16> = dead.iter().collect();
            format!(
                "the turn cannot end while {} pieces have no liberties ({})",
                COLOURS[s.to_move as usize].to_lowercase(),
                names(hex, &cells)
            )
        } else {
            String::new()
        })
    }

    /// Whether `m` is a legal maneuver in `s`, suicide look-ahead included: it must be makeable,
    /// not vetoed, and leave a position from which the turn can be finished legally.
    pub fn maneuver_ok(&self, hex: &Hex, s: &State, m: Maneuver) -> bool {
        if s.over.is_some() || s.made >= self.limit(s) {
            return false;
        }
        let mut t = *s;
        self.play(hex, &mut t, m, None).is_ok() && !self.is_vetoed(s, m) && self.can_finish(hex, &t)
    }

    /// PAL-6: whether the turn in `t` (a maneuver was just made) can still end legally: now, or
    /// after some further maneuver within the limit. The turn ends by itself at the limit.
    pub fn can_finish(&self, hex: &Hex, t: &State) -> bool {
        self.end_ok(hex, t) || self.legal_maneuvers(hex, t, true, &mut Vec::new())
    }

    /// Collects the legal maneuvers of `s` into `out` (or, with `first_only`, stops at the first
    /// one without collecting); returns whether there is any.
    ///
    /// Fast paths, valid when the mover has no cluster without liberties and no hook may veto
    /// the end of a turn (a maneuver veto is asked after them, only of otherwise legal
    /// maneuvers): a move to an empty cell always leaves the moved piece (and everything it
    /// touches) the vacated cell as a liberty, and a summon next to an empty cell gives its
    /// cluster that liberty; captures only add liberties. Pushes and summons into a hole are
    /// made on a copy and only the own clusters next to the newly occupied cell are checked
    /// ([`Palagan::quick_ok`]). Any maneuver while an own cluster has no liberties gets the full
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

    /// The legality of `m` in a clean state (no own cluster without liberties, no end veto) when
    /// only own clusters on `risky` cells can lose their last liberty: makes it, and runs the
    /// full look-ahead only if one of those clusters did.
    fn quick_ok(&self, hex: &Hex, s: &State, m: Maneuver, risky: &Bits) -> bool {
        // Captures only add liberties to the mover's clusters: check without them first.
        let mut t = *s;
        if self.play_inner(hex, &mut t, m, None, false).is_err() {
            return false;
        }
        let own = t.stones[s.to_move as usize];
        let empty = Self::empty(hex, &t);
        let mut seen = Bits::EMPTY;
        for c in risky.and(&own).iter() {
            if seen.has(c) {
                continue;
            }
            let (cluster, free) = Self::cluster_or_liberty(hex, &own, &empty, c);
            if !free {
                let mut t = *s;
                return self.play(hex, &mut t, m, None).is_ok() && self.can_finish(hex, &t);
            }
            seen = seen.or(&cluster);
        }
        true
    }

    /// Ends the turn (PAL-3, PAL-6 trade, PAL-7): counts passes and idle turns, hands the move
    /// over and ends the game when a limit is reached.
    pub(crate) fn end_turn(
        &self,
        hex: &Hex,
        s: &mut State,
        log: &mut Vec<LogLine>,
    ) -> Result<(), Illegal> {
        let me = s.to_move as usize;
        let op = 1 - me;
        if self.config.rules.suicide == Suicide::Trade {
            let dead = Self::dead(hex, s, me);
            if !dead.is_empty() {
                s.stones[me] = s.stones[me].and_not(&dead);
                s.recent.taken = s.recent.taken.or(&dead);
                s.captured[op] += dead.count() as u16;
                s.captured_this_turn = true;
                let cells: Vec<u16> = dead.iter().collect();
                log.push(LogLine::public(format!(
                    "{} loses {} piece(s) without liberties to {}: {}",
                    COLOURS[me],
                    cells.len(),
                    COLOURS[op],
                    names(hex, &cells)
                )));
                self.captured_hook(s, op as u8, cells, log)?;
            }
        }
        if s.made == 0 {
            // A pass did nothing to show.
            s.recent = Recent::NONE;
            s.passes += 1;
            log.push(LogLine::public(format!("{} passes", COLOURS[me])));
        } else {
            s.passes = 0;
        }
        if s.captured_this_turn || s.summoned_this_turn {
            s.idle_turns = 0;
        } else {
            s.idle_turns = s.idle_turns.saturating_add(1);
        }
        s.made = 0;
        s.captured_this_turn = false;
        s.summoned_this_turn = false;
        s.turn += 1;
        s.to_move = op as u8;
        if s.passes >= 2 {
            s.over = Some(EndReason::Passes);
            log.push(LogLine::public("Both players passed: the game is over"));
        } else if s.idle_turns >= self.config.rules.idle_turn_limit {
            s.over = Some(EndReason::Idle);
            log.push(LogLine::public(format!(
                "{} turns without capture or summon: the game is over",
                s.idle_turns
            )));
        }
        if s.over.is_some()
            && let Some(h) = &self.hooks
        {
            // A failing `final_scores` refuses the action that ends the game.
            let mut scores = [i64::from(s.captured[0]), i64::from(s.captured[1])];
            h.final_scores(s, &mut scores).map_err(Illegal::new)?;
        }
        Ok(())
    }

    /// Applies an action atomically (the engine of [`game_sdk::Game::apply`]).
    pub fn act(
        &self,
        s: &mut State,
        action: Action,
        log: &mut Vec<LogLine>,
    ) -> Result<(), Illegal> {
        if s.over.is_some() {
            return Err(Illegal::new("the game is over"));
        }
        let hex = self.hex(s);
        if !Self::fits(hex, s) {
            return Err(Illegal::new(
                "this state does not fit its board (a damaged save?)",
            ));
        }
        let mut t = *s;
        let mut lines = Vec::new();
        match action {
            Action::End => {
                if let Some(reason) = self.end_problem(hex, s) {
                    return Err(Illegal::new(reason));
                }
                self.end_turn(hex, &mut t, &mut lines)?;
            }
            Action::Maneuver(m) => {
                if s.made >= self.limit(s) {
                    return Err(Illegal::new("no maneuver is left this turn"));
                }
                self.play(hex, &mut t, m, Some(&mut lines))?;
                if let Some(reason) = self.vetoed(s, m) {
                    return Err(Illegal::new(reason));
                }
                if !self.can_finish(hex, &t) {
                    if Self::dead(hex, &t, t.to_move as usize).is_empty()
                        && let Some(reason) = self.end_problem(hex, &t)
                    {
                        // A house rule vetoes every way of finishing the turn.
                        return Err(Illegal::new(format!(
                            "the turn could not end after this: {reason}"
                        )));
                    }
                    return Err(Illegal::new(
                        "suicide: this leaves a cluster of yours without liberties \
                         and no further maneuver this turn can give it liberties",
                    ));
                }
                if t.made >= self.limit(&t) {
                    self.end_turn(hex, &mut t, &mut lines)?;
                }
            }
        }
        *s = t;
        log.extend(lines);
        Ok(())
    }

    /// Every legal action of `s`: the maneuvers, then `end` when the turn may end now.
    pub fn actions(&self, s: &State) -> Vec<Action> {
        let hex = self.hex(s);
        if s.over.is_some() || !Self::fits(hex, s) {
            return Vec::new();
        }
        let me = s.to_move as usize;
        let mut out = Vec::with_capacity(
            Self::empty(hex, s).count() as usize + 6 * s.stones[me].count() as usize + 1,
        );
        self.legal_maneuvers(hex, s, false, &mut out);
        if self.end_ok(hex, s) {
            out.push(Action::End);
        }
        out
    }
}

impl Palagan {
    /// Whether a state (perhaps read from a save) lies on its board: the engine indexes the
    /// board's tables by the cells of the state.
    fn fits(hex: &Hex, s: &State) -> bool {
        hex.side == s.side
            && s.stones[0].or(&s.stones[1]).and_not(hex.all()).is_empty()
            && !s.stones[0].intersects(&s.stones[1])
            && s.to_move < 2
    }
}

/// Cell names joined with commas.
pub fn names(hex: &Hex, cells: &[u16]) -> String {
    cells
        .iter()
        .map(|&c| hex.name(c))
        .collect::<Vec<_>>()
        .join(", ")
}

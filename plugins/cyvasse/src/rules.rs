//! The rules of Cyvasse (`rules/cyvasse.md`), in its order: the setup phase (CYV-2), then the
//! battle (turns, movement, terrain, captures, line of fire: CYV-3 … CYV-7), then the end of the
//! game (CYV-8). This file holds the action type, starting a match and whether a state fits
//! the rules, dispatches by phase, and holds the board's directions; the functions behind the
//! `Game` trait's methods are named as the trait's (re-exported here for `lib.rs`).
//!
//! - `setup`: laying tiles and placing units, named and random setups, and the feasibility
//!   checks that keep every listed setup action completable.
//! - `battle`: listing and applying moves and attacks.
//! - `terrain`: what a cell's terrain does to a unit or an attack (CYV-5).
//! - `end`: after a turn (automatic passes, draws), the end of the match, a bot's evaluation.

mod battle;
mod end;
mod setup;
mod terrain;

pub(crate) use end::{evaluate, status};
pub(crate) use setup::{decisions, rollout_action, sample_hidden, sample_hidden_into};

use crate::{CELLS, Cyvasse, Phase, SIDE, State};
use game_sdk::{GameRng, LogLine, Misfit, Refusal};

/// An action (notation in CYV-9).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// `tile a1 mountain`
    Tile { cell: usize, terrain: u8 },
    /// `place a1 dragon`
    Place { cell: usize, kind: u8 },
    /// `ready`
    Ready,
    /// `setup random`: fill the rest of the homeland legally, from the match's RNG.
    RandomSetup,
    /// `setup <name>`: a named setup of the ruleset, on an untouched homeland.
    Named(usize),
    /// `b2-b4`
    Move { from: usize, to: usize },
    /// `b2xb5`: a melee attack (a capture, or the ruin of a fortress).
    Melee { from: usize, to: usize },
    /// `c1*c4`: a ranged attack.
    Shoot { from: usize, to: usize },
}

/// The eight directions: four orthogonal, then four diagonal.
const DIRS: [(i32, i32); 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (1, -1),
    (-1, 1),
    (-1, -1),
];

/// A cell off the board in [`NEXT`].
const OFF: u8 = u8::MAX;

/// `NEXT[cell][d]`: the next cell from `cell` in direction `DIRS[d]`, or [`OFF`]: the rays of
/// the board, walked by the battle's listing at every step of a bot's rollout.
static NEXT: [[u8; 8]; CELLS] = next_cells();

const fn next_cells() -> [[u8; 8]; CELLS] {
    let mut table = [[OFF; 8]; CELLS];
    let mut c = 0;
    while c < CELLS {
        let mut d = 0;
        while d < DIRS.len() {
            let f = (c % SIDE) as i32 + DIRS[d].0;
            let r = (c / SIDE) as i32 + DIRS[d].1;
            if f >= 0 && f < SIDE as i32 && r >= 0 && r < SIDE as i32 {
                table[c][d] = (r as usize * SIDE + f as usize) as u8;
            }
            d += 1;
        }
        c += 1;
    }
    table
}

/// The next cell from `cell` in direction `(dx, dy)`, if it is on the board.
fn step(cell: usize, (dx, dy): (i32, i32)) -> Option<usize> {
    let f = (cell % SIDE) as i32 + dx;
    let r = (cell / SIDE) as i32 + dy;
    ((0..SIDE as i32).contains(&f) && (0..SIDE as i32).contains(&r))
        .then(|| r as usize * SIDE + f as usize)
}

/// The direction and distance from `from` to `to`, when they are on one straight line.
fn line(from: usize, to: usize) -> Option<((i32, i32), usize)> {
    let dx = (to % SIDE) as i32 - (from % SIDE) as i32;
    let dy = (to / SIDE) as i32 - (from / SIDE) as i32;
    if (dx, dy) == (0, 0) || !(dx == 0 || dy == 0 || dx.abs() == dy.abs()) {
        return None;
    }
    Some(((dx.signum(), dy.signum()), dx.abs().max(dy.abs()) as usize))
}

fn other(seat: u8) -> u8 {
    1 - seat
}

/// The legal actions of the seat to move, by phase.
pub(crate) fn legal_actions(g: &Cyvasse, s: &State) -> Vec<Action> {
    match s.phase {
        Phase::Over => Vec::new(),
        Phase::Setup => g.setup_actions(s),
        Phase::Battle => {
            let mut out = Vec::with_capacity(64);
            g.battle_actions(s, &mut out);
            out
        }
    }
}

/// [`legal_actions`] into a buffer the bots reuse ([`game_sdk::Game::legal_actions_into`]):
/// listing into a grown buffer allocates nothing, in battle and in the setup.
pub(crate) fn legal_actions_into(g: &Cyvasse, s: &State, out: &mut Vec<Action>) {
    out.clear();
    match s.phase {
        Phase::Over => {}
        Phase::Setup => g.setup_actions_into(s, out),
        Phase::Battle => g.battle_actions(s, out),
    }
}

/// Applies an action of the seat to move, by phase.
pub(crate) fn apply(
    g: &Cyvasse,
    s: &mut State,
    action: &Action,
    log: &mut Vec<LogLine>,
) -> Result<(), Refusal> {
    let mut apply_to = |next: &mut State| match next.phase {
        Phase::Over => Err(Refusal::illegal(game_sdk::msg!(
            "refuse-match-over",
            "the match is over"
        ))),
        Phase::Setup => g.apply_setup(next, action, log),
        Phase::Battle => g.apply_battle(next, action, log),
    };
    // In battle under rules whose every terrain is pure no hook can fail, and `apply_battle`
    // decides every refusal before its first change: applied in place.
    if s.phase == Phase::Battle && g.all_pure {
        return g.apply_battle(s, action, log);
    }
    // Work on a copy: a refusal (or a failing script) leaves `s` exactly as it was. The copy
    // is the thread's spare state, written over with `clone_from` and swapped in when the
    // action is applied (the old state becomes the spare): a bot's search applies actions at
    // every step, and this allocates nothing once the spare's buffers have grown.
    SPARE.with(|spare| match spare.try_borrow_mut() {
        Ok(mut spare) => {
            let next = match spare.as_mut() {
                Some(next) => {
                    next.clone_from(s);
                    next
                }
                None => spare.insert(s.clone()),
            };
            apply_to(next)?;
            std::mem::swap(s, next);
            Ok(())
        }
        // In use further up the stack (never, today): a copy of its own.
        Err(_) => {
            let mut next = s.clone();
            apply_to(&mut next)?;
            *s = next;
            Ok(())
        }
    })
}

thread_local! {
    /// The spare state [`apply`] works on (see there).
    static SPARE: std::cell::RefCell<Option<State>> = const { std::cell::RefCell::new(None) };
}

/// An empty board: every cell the fill terrain, White to set up.
pub(crate) fn start(g: &Cyvasse, seed: u64) -> State {
    State {
        phase: Phase::Setup,
        terrain: vec![g.fill; CELLS],
        ruined: 0,
        units: vec![None; CELLS],
        ready: [false; 2],
        to_move: 0,
        turn: 0,
        quiet: 0,
        captures: [0; 2],
        taken: Vec::new(),
        last: None,
        winner: None,
        reason: String::new(),
        rng: GameRng::from_seed(seed),
        seed,
        masks: crate::state::Masks::default(),
    }
}

/// Units and terrain are indices into the ruleset's lists: they must all still exist.
pub(crate) fn state_fits(g: &Cyvasse, s: &State) -> Result<(), Misfit> {
    if let Some(u) = s
        .units
        .iter()
        .flatten()
        .find(|u| u.kind as usize >= g.kinds.len())
    {
        return Err(Misfit::Components(format!(
            "a unit of kind #{} is on the board, these rules have {} kinds",
            u.kind + 1,
            g.kinds.len()
        )));
    }
    if let Some(t) = s.terrain.iter().find(|t| **t as usize >= g.terrains.len()) {
        return Err(Misfit::Components(format!(
            "terrain #{} is on the board, these rules have {} terrains",
            t + 1,
            g.terrains.len()
        )));
    }
    Ok(())
}

//! The setup phase (CYV-2): each seat lays its tiles, then places its army, in its homeland;
//! or applies a named setup, or completes its setup at random (see `random`). A setup action
//! is listed, and accepted, only if the homeland can still be completed legally after it (the
//! checks of `fit`).
//!
//! - `fit`: the feasibility checks on bitmasks of the cells.
//! - `random`: a random legal completion, and re-drawing an opponent's unseen setup.

mod fit;
mod memo;
mod random;

pub(crate) use random::{sample_hidden, sample_hidden_into};

use super::other;
use crate::script::{Access, When};
use crate::{Action, CELLS, Cyvasse, Phase, SEATS, Setup, State, Unit, cell_name, home, mirror};
use fit::{Homeland, units_match};
use game_sdk::{LogLine, Refusal};

impl Cyvasse {
    /// How many tiles of each terrain `seat` still has to lay (the fill terrain: 0).
    pub fn tiles_left(&self, s: &State, seat: u8) -> Vec<u32> {
        let left = self.tiles_left_in(&self.homeland(s, seat));
        left[..self.terrains.len().min(left.len())].to_vec()
    }

    /// The units `seat` still has to place, as kinds (with repeats).
    pub fn army_left(&self, s: &State, seat: u8) -> Vec<u8> {
        self.army_left_in(s, seat).as_slice().to_vec()
    }

    fn untouched(&self, s: &State, seat: u8) -> bool {
        (0..CELLS)
            .filter(|&c| home(seat, c))
            .all(|c| s.terrain[c] == self.fill && s.units[c].is_none())
    }

    /// The size of the orthogonal group of terrain `t` that `cell` would join in `seat`'s
    /// homeland if it had that terrain.
    fn group_with(&self, s: &State, seat: u8, cell: usize, t: u8) -> u32 {
        self.homeland(s, seat).group_with(cell, t)
    }

    /// Why laying tile `t` on `cell` is refused, if it is (without the look-ahead); while a
    /// bot searches the reason is left empty (nobody reads it: `game_sdk::bots::searching`).
    pub(crate) fn tile_problem(&self, s: &State, seat: u8, cell: usize, t: u8) -> Option<String> {
        self.tile_problem_in(s, seat, cell, t, !game_sdk::bots::searching())
    }

    /// [`Self::tile_problem`], its reason worded only when `words` (else empty).
    fn tile_problem_in(
        &self,
        s: &State,
        seat: u8,
        cell: usize,
        t: u8,
        words: bool,
    ) -> Option<String> {
        let terrain = &self.terrains[t as usize];
        let why = |reason: &dyn Fn() -> String| Some(if words { reason() } else { String::new() });
        if !home(seat, cell) {
            return why(&|| {
                game_sdk::msg!(
                    "refuse-not-in-homeland-ranks",
                    "{cell} is not in your homeland (ranks {ranks})",
                    cell = cell_name(cell),
                    ranks = if seat == 0 { "1–4" } else { "5–8" }
                )
            });
        }
        if t == self.fill {
            return why(&|| {
                game_sdk::msg!(
                    "refuse-fill-terrain",
                    "{terrain} is what every cell holds until a tile is laid; lay the other tiles",
                    terrain = terrain.title
                )
            });
        }
        if s.terrain[cell] != self.fill {
            return why(&|| {
                game_sdk::msg!(
                    "refuse-has-tile",
                    "{cell} already has a tile",
                    cell = cell_name(cell)
                )
            });
        }
        if self.tiles_left_in(&self.homeland(s, seat))[t as usize] == 0 {
            return why(&|| {
                game_sdk::msg!(
                    "refuse-all-tiles-laid",
                    "all {n} {terrain} tiles are laid (CYV-2)",
                    n = terrain.count,
                    terrain = terrain.title
                )
            });
        }
        if terrain.max_group > 0 {
            let g = self.group_with(s, seat, cell, t);
            if g > terrain.max_group {
                return why(&|| {
                    game_sdk::msg!(
                        "refuse-max-group",
                        "{terrain} on {cell} would make {group} orthogonally adjacent {terrain} \
                         cells; at most {max} may be contiguous (CYV-2)",
                        terrain = terrain.title,
                        cell = cell_name(cell),
                        group = g,
                        max = terrain.max_group
                    )
                });
            }
        }
        None
    }

    /// Why placing a unit of `kind` on `cell` is refused, if it is (without the look-ahead);
    /// see [`Self::tile_problem`].
    pub(crate) fn place_problem(
        &self,
        s: &State,
        seat: u8,
        cell: usize,
        kind: u8,
    ) -> Option<String> {
        self.place_problem_in(s, seat, cell, kind, !game_sdk::bots::searching())
    }

    /// [`Self::place_problem`], its reason worded only when `words` (else empty).
    fn place_problem_in(
        &self,
        s: &State,
        seat: u8,
        cell: usize,
        kind: u8,
        words: bool,
    ) -> Option<String> {
        let title = &self.kinds[kind as usize].title;
        let why = |reason: &dyn Fn() -> String| Some(if words { reason() } else { String::new() });
        if !home(seat, cell) {
            return why(&|| {
                game_sdk::msg!(
                    "refuse-not-in-homeland",
                    "{cell} is not in your homeland",
                    cell = cell_name(cell)
                )
            });
        }
        let left = self.tiles_left_in(&self.homeland(s, seat));
        if left.iter().any(|&n| n > 0) {
            return why(&|| {
                game_sdk::msg!(
                    "refuse-tiles-first",
                    "lay all your tiles before placing units (CYV-2)"
                )
            });
        }
        if !self.army_left_in(s, seat).contains(kind) {
            return why(&|| {
                game_sdk::msg!(
                    "refuse-already-placed",
                    "your {unit} is already placed",
                    unit = title
                )
            });
        }
        if s.units[cell].is_some() {
            return why(&|| {
                game_sdk::msg!(
                    "refuse-occupied",
                    "{cell} is occupied",
                    cell = cell_name(cell)
                )
            });
        }
        let access = self
            .fx(s, cell, kind, seat)
            .map_or(Access::Blocked, |f| f.access);
        if access == Access::Blocked {
            return why(&|| {
                game_sdk::msg!(
                    "refuse-cannot-stand",
                    "a {unit} cannot stand on {terrain} ({cell}): only a unit that may enter a \
                     cell may be placed on it (CYV-2)",
                    unit = title,
                    terrain = self.terrains[s.terrain[cell] as usize].title,
                    cell = cell_name(cell)
                )
            });
        }
        None
    }

    /// Whether `seat`'s setup can still be finished: the remaining constrained tiles laid
    /// greedily in cell order, then the remaining units matched to cells they may stand on.
    fn completable(&self, s: &State, seat: u8) -> bool {
        let mut hl = self.homeland(s, seat);
        self.greedy_fill(&mut hl)
            && self.units_fit_in(&hl, self.army_left_in(s, seat).as_slice(), s.when())
    }

    /// Whether the units still to place can each get a distinct cell they may stand on.
    fn units_fit(&self, s: &State, seat: u8) -> bool {
        let hl = self.homeland(s, seat);
        self.units_fit_in(&hl, self.army_left_in(s, seat).as_slice(), s.when())
    }

    fn units_fit_in(&self, hl: &Homeland, units: &[u8], when: When) -> bool {
        units_match(units, &self.stand_masks(hl, when), hl.free)
    }

    /// Whether `seat` has laid every tile and placed every unit.
    pub(crate) fn setup_complete(&self, s: &State, seat: u8) -> bool {
        self.army_left_in(s, seat).is_empty()
            && self
                .tiles_left_in(&self.homeland(s, seat))
                .iter()
                .all(|&n| n == 0)
    }

    /// The setup actions of the seat to move; each keeps a legal completion possible.
    pub(crate) fn setup_actions(&self, s: &State) -> Vec<Action> {
        let mut out = Vec::new();
        self.setup_actions_into(s, &mut out);
        out
    }

    /// [`Self::setup_actions`] appended to `out`: the checks run on plain words (masks, fixed
    /// lists), so a listing into a grown buffer allocates nothing. Under rules whose every
    /// terrain is pure, a listing depends only on the rules and the seat's homeland and army,
    /// and the last few are remembered on the thread (see [`memo`]): a bot's search lists the
    /// same homeland at every iteration.
    pub(crate) fn setup_actions_into(&self, s: &State, out: &mut Vec<Action>) {
        if !self.all_pure {
            return self.list_setup_actions(s, out);
        }
        memo::listed(self, s, out);
    }

    /// [`Self::setup_actions_into`] without the memo: the checks themselves.
    pub(crate) fn list_setup_actions(&self, s: &State, out: &mut Vec<Action>) {
        let seat = s.to_move;
        if self.setup_complete(s, seat) {
            out.push(Action::Ready);
            return;
        }
        out.push(Action::RandomSetup);
        if self.untouched(s, seat) {
            out.extend((0..self.setups.len()).map(Action::Named));
        }
        // The checks run on the homeland's bitmasks (see `fit`): this listing is what bots
        // call at every step of a search through the setup.
        let hl = self.homeland(s, seat);
        let army = self.army_left_in(s, seat);
        let left = self.tiles_left_in(&hl);
        if left.iter().any(|&n| n > 0) {
            for (t, &n) in left.iter().enumerate() {
                if n == 0 {
                    continue;
                }
                for cell in (0..CELLS).filter(|&c| home(seat, c)) {
                    if self.fits(&hl, cell, t as u8) {
                        let mut next = hl;
                        next.lay(cell, self.fill, t as u8);
                        if self.greedy_fill(&mut next)
                            && self.units_fit_in(&next, army.as_slice(), s.when())
                        {
                            out.push(Action::Tile {
                                cell,
                                terrain: t as u8,
                            });
                        }
                    }
                }
            }
            return;
        }
        let stand = self.stand_masks(&hl, s.when());
        // Each kind still to place once, in increasing order.
        for kind in (0..=u8::MAX).take(self.kinds.len()) {
            if !army.contains(kind) {
                continue;
            }
            let mut rest = army;
            rest.remove_one(kind);
            let mut cells = stand.get(kind as usize).copied().unwrap_or(0) & hl.free;
            while cells != 0 {
                let cell = cells.trailing_zeros() as usize;
                cells &= cells - 1;
                if units_match(rest.as_slice(), &stand, hl.free & !(1 << cell)) {
                    out.push(Action::Place { cell, kind });
                }
            }
        }
    }

    pub(crate) fn apply_setup(
        &self,
        s: &mut State,
        action: &Action,
        log: &mut Vec<LogLine>,
    ) -> Result<(), Refusal> {
        let seat = s.to_move;
        let refuse = |why: String| Err(super::battle::named(self, action, why));
        match *action {
            Action::Tile { cell, terrain } => {
                if let Some(why) = self.tile_problem(s, seat, cell, terrain) {
                    return refuse(why);
                }
                s.terrain[cell] = terrain;
                if !self.completable(s, seat) {
                    return refuse(game_sdk::msg!(
                        "refuse-tiles-would-not-fit",
                        "after it the remaining tiles and units could not all be placed legally"
                    ));
                }
            }
            Action::Place { cell, kind } => {
                if let Some(why) = self.place_problem(s, seat, cell, kind) {
                    return refuse(why);
                }
                s.put(
                    cell,
                    Some(Unit {
                        owner: seat,
                        kind,
                        stuck: false,
                    }),
                );
                if !self.units_fit(s, seat) {
                    return refuse(game_sdk::msg!(
                        "refuse-units-would-not-fit",
                        "after it the remaining units could not all be placed legally"
                    ));
                }
            }
            Action::RandomSetup => {
                if self.setup_complete(s, seat) {
                    return refuse(game_sdk::msg!(
                        "refuse-setup-complete",
                        "your setup is complete: write `ready`"
                    ));
                }
                let mut rng = s.rng.clone();
                self.random_complete(s, seat, &mut rng);
                s.rng = rng;
                if !game_sdk::bots::searching() {
                    log.push(LogLine::public(game_sdk::msg!(
                        "random-setup-log",
                        "{seat} completes a random setup",
                        seat = SEATS[seat as usize]
                    )));
                }
            }
            Action::Named(i) => {
                let Some(setup) = self.setups.get(i) else {
                    return refuse(game_sdk::msg!("refuse-no-such-setup", "no such setup"));
                };
                if !self.untouched(s, seat) {
                    return refuse(game_sdk::msg!(
                        "refuse-named-setup-untouched",
                        "a named setup applies only to an untouched homeland"
                    ));
                }
                self.lay_setup(s, seat, setup);
            }
            Action::Ready => {
                if !self.setup_complete(s, seat) {
                    return refuse(game_sdk::msg!(
                        "refuse-setup-incomplete",
                        "the setup is not complete: still to place {left}",
                        left = self.still_to_place(s, seat)
                    ));
                }
                self.ready(s, seat, log);
            }
            _ => {
                return refuse(game_sdk::msg!(
                    "refuse-setup-not-over",
                    "the setup is not over yet (CYV-2)"
                ));
            }
        }
        Ok(())
    }

    /// What `seat` has still to lay and place, as a list for a refusal: each entry a message
    /// of its own, so that each terrain's and unit's name is shown as its ruleset translates it.
    fn still_to_place(&self, s: &State, seat: u8) -> String {
        let left = self.tiles_left(s, seat);
        let tiles = left
            .iter()
            .enumerate()
            .filter(|(_, n)| **n > 0)
            .map(|(t, n)| {
                game_sdk::msg!(
                    "refuse-tiles-left",
                    "{n} {terrain}",
                    n = n,
                    terrain = self.terrains[t].title
                )
            });
        let units = self
            .army_left(s, seat)
            .into_iter()
            .map(|k| game_sdk::msg!("name", "{name}", name = self.kinds[k as usize].title));
        tiles.chain(units).collect::<Vec<_>>().join(", ")
    }

    /// `seat` is done; once both are, the screen is removed and the battle begins (CYV-2).
    fn ready(&self, s: &mut State, seat: u8, log: &mut Vec<LogLine>) {
        s.ready[seat as usize] = true;
        // A bot's search reads no log (`game_sdk::bots::searching`): not written.
        let searching = game_sdk::bots::searching();
        if !searching {
            log.push(LogLine::public(game_sdk::msg!(
                "is-ready",
                "{seat} is ready",
                seat = SEATS[seat as usize]
            )));
        }
        if s.ready[other(seat) as usize] {
            s.phase = Phase::Battle;
            s.to_move = self.first;
            if !searching {
                log.push(LogLine::public(game_sdk::msg!(
                    "both-ready",
                    "both players are ready: the screen is removed"
                )));
            }
            self.settle(s, log);
        } else {
            s.to_move = other(seat);
        }
    }

    fn lay_setup(&self, s: &mut State, seat: u8, setup: &Setup) {
        let at = |c: usize| if seat == 0 { c } else { mirror(c) };
        for &(c, t) in &setup.tiles {
            s.terrain[at(c)] = t;
        }
        for &(c, k) in &setup.units {
            s.put(
                at(c),
                Some(Unit {
                    owner: seat,
                    kind: k,
                    stuck: false,
                }),
            );
        }
    }
}

/// A bot's setup is one decision: the whole homeland at once, `setup random` or a named setup
/// of the ruleset (on an untouched homeland), never tile by tile, which took a search per
/// tile (15 to 29 of them). A homeland already begun (a turn timer's bot taking over) is
/// completed at random.
pub(crate) fn decisions(g: &Cyvasse, s: &State) -> Option<Vec<Action>> {
    if s.phase != Phase::Setup || g.setup_complete(s, s.to_move) {
        return None;
    }
    let mut whole = vec![Action::RandomSetup];
    if g.untouched(s, s.to_move) {
        whole.extend((0..g.setups.len()).map(Action::Named));
    }
    Some(whole)
}

/// In a bot's rollout the setup is one `setup random` (then `ready`) per seat instead of
/// some thirty single placements, each of which lists every feasible placement first.
pub(crate) fn rollout_action(g: &Cyvasse, s: &State) -> Option<Action> {
    match s.phase {
        Phase::Setup if g.setup_complete(s, s.to_move) => Some(Action::Ready),
        Phase::Setup => Some(Action::RandomSetup),
        _ => None,
    }
}

//! Movement and attacks (CYV-3 … CYV-8) and the setup phase (CYV-2).

mod terrain;

use crate::fit::{Homeland, units_match};
use crate::mirror;
use crate::script::{Access, Defence};
use crate::{
    Action, CELLS, Cyvasse, LastAction, Phase, SEATS, SIDE, Setup, State, Unit, cell_name, home,
};
use game_sdk::script::ScriptError;
use game_sdk::{GameRng, Illegal, LogLine};

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

impl Cyvasse {
    // ------------------------------------------------------------------ battle

    /// Moves and melee attacks of the unit on `from` along `dir` (CYV-4, CYV-5); stops early
    /// once `until` is reached. An error from a tile script ends the walk.
    fn walk_moves(
        &self,
        s: &State,
        from: usize,
        dir: (i32, i32),
        until: Option<usize>,
        out: &mut Vec<Action>,
    ) -> Result<(), ScriptError> {
        let Some(u) = s.units[from] else {
            return Ok(());
        };
        let kind = &self.kinds[u.kind as usize];
        let range = if dir.0 == 0 || dir.1 == 0 {
            kind.moves.orthogonal
        } else {
            kind.moves.diagonal
        };
        let mut remaining = i32::from(range);
        let mut cur = from;
        while remaining > 0 {
            let Some(next) = step(cur, dir) else {
                break;
            };
            let fx = self.fx(s, next, u.kind, u.owner)?;
            if fx.access == Access::Blocked {
                break;
            }
            if let Some(t) = s.units[next] {
                if t.owner != u.owner
                    && kind.melee
                    && self.capture[u.kind as usize][t.kind as usize]
                    && self.fx(s, from, u.kind, u.owner)?.attack_from
                    && self.defence(s, next, u.kind, t.kind, u.owner)? != Defence::Immune
                {
                    out.push(Action::Melee { from, to: next });
                }
                break;
            }
            out.push(Action::Move { from, to: next });
            if until == Some(next) {
                break;
            }
            remaining -= 1 + i32::from(fx.slow);
            if fx.access == Access::Stop {
                break;
            }
            cur = next;
        }
        Ok(())
    }

    /// Ranged attacks of the unit on `from` along `dir` (CYV-7).
    fn walk_shots(
        &self,
        s: &State,
        from: usize,
        dir: (i32, i32),
        out: &mut Vec<Action>,
    ) -> Result<(), ScriptError> {
        let Some(u) = s.units[from] else {
            return Ok(());
        };
        let Some(reach) = self.kinds[u.kind as usize].attack else {
            return Ok(());
        };
        let range = if dir.0 == 0 || dir.1 == 0 {
            reach.orthogonal
        } else {
            reach.diagonal
        };
        if range == 0 || !self.fx(s, from, u.kind, u.owner)?.attack_from {
            return Ok(());
        }
        let mut cur = from;
        for _ in 0..range {
            let Some(next) = step(cur, dir) else {
                break;
            };
            if let Some(t) = s.units[next] {
                if t.owner != u.owner
                    && self.capture[u.kind as usize][t.kind as usize]
                    && self.defence(s, next, u.kind, t.kind, u.owner)? != Defence::Immune
                {
                    out.push(Action::Shoot { from, to: next });
                }
                break;
            }
            if !self.fx(s, next, u.kind, u.owner)?.fire_through {
                break;
            }
            cur = next;
        }
        Ok(())
    }

    /// Every battle action of the seat to move; a direction whose tile script fails is skipped
    /// from the failure on (applying such an action reports the script error).
    pub(crate) fn battle_actions(&self, s: &State, out: &mut Vec<Action>) {
        for from in 0..CELLS {
            let Some(u) = s.units[from] else { continue };
            if u.owner != s.to_move || u.stuck {
                continue;
            }
            for dir in DIRS {
                let _ = self.walk_moves(s, from, dir, None, out);
                let _ = self.walk_shots(s, from, dir, out);
            }
        }
    }

    fn has_battle_action(&self, s: &State) -> bool {
        let mut out = Vec::new();
        for from in 0..CELLS {
            let Some(u) = s.units[from] else { continue };
            if u.owner != s.to_move || u.stuck {
                continue;
            }
            for dir in DIRS {
                let _ = self.walk_moves(s, from, dir, None, &mut out);
                let _ = self.walk_shots(s, from, dir, &mut out);
                if !out.is_empty() {
                    return true;
                }
            }
        }
        false
    }

    fn unit_title(&self, u: Unit) -> &str {
        &self.kinds[u.kind as usize].title
    }

    pub(crate) fn apply_battle(
        &self,
        s: &mut State,
        action: &Action,
        log: &mut Vec<LogLine>,
    ) -> Result<(), Illegal> {
        let (from, to) = match *action {
            Action::Move { from, to } | Action::Melee { from, to } | Action::Shoot { from, to } => {
                (from, to)
            }
            _ => {
                return Err(Illegal::new(
                    "the setup is over: move or attack with a unit",
                ));
            }
        };
        let me = s.to_move;
        let text = self.format(action);
        let Some(u) = s.units[from].filter(|u| u.owner == me) else {
            return Err(Illegal::new(format!(
                "`{text}`: {} has no unit on {}",
                SEATS[me as usize],
                cell_name(from)
            )));
        };
        if u.stuck {
            return Err(Illegal::new(format!(
                "`{text}`: the {} on {} is stuck and loses this turn (CYV-5)",
                self.unit_title(u),
                cell_name(from)
            )));
        }
        let Some((dir, _)) = line(from, to) else {
            return Err(Illegal::new(format!(
                "`{text}`: units move and attack in straight lines (CYV-4)"
            )));
        };
        let mut found = Vec::new();
        let script = |e: ScriptError| Illegal::new(e.to_string());
        match action {
            Action::Shoot { .. } => self.walk_shots(s, from, dir, &mut found).map_err(script)?,
            _ => self
                .walk_moves(s, from, dir, Some(to), &mut found)
                .map_err(script)?,
        }
        if !found.contains(action) {
            return Err(Illegal::new(self.why_not(s, u, action, &text)));
        }
        // The mover's units stuck since its last turn have now lost that turn.
        for cell in s.units.iter_mut().flatten() {
            if cell.owner == me {
                cell.stuck = false;
            }
        }
        let mut captured = None;
        // Where the acting unit ends; an attack that captures nothing leaves it where it was
        // unless it stops short of a protected target.
        let mut end = from;
        match *action {
            Action::Move { from, to } => {
                end = to;
                let stuck = self.fx(s, to, u.kind, me).map_err(script)?.lose_turn;
                s.units[from] = None;
                s.units[to] = Some(Unit { stuck, ..u });
            }
            Action::Melee { from, to } | Action::Shoot { from, to } => {
                let Some(target) = s.units[to] else {
                    return Err(Illegal::new(format!("`{text}`: nothing to attack")));
                };
                let defence = self
                    .defence(s, to, u.kind, target.kind, me)
                    .map_err(script)?;
                let melee = matches!(action, Action::Melee { .. });
                if defence == Defence::Protect {
                    s.ruined |= 1 << to;
                    log.push(LogLine::public(format!(
                        "{} on {} survives; the {} is destroyed",
                        self.unit_title(target),
                        cell_name(to),
                        self.terrains[s.terrain[to] as usize].title
                    )));
                    if melee {
                        // The attacker stops on the last cell of its path before the target.
                        let (dir, dist) = line(from, to).unwrap_or(((0, 0), 1));
                        if dist > 1 {
                            let stop = step(to, (-dir.0, -dir.1)).unwrap_or(from);
                            let stuck = self.fx(s, stop, u.kind, me).map_err(script)?.lose_turn;
                            s.units[from] = None;
                            s.units[stop] = Some(Unit { stuck, ..u });
                            end = stop;
                        }
                    }
                } else {
                    captured = Some(target);
                    s.taken.push(Unit {
                        stuck: false,
                        ..target
                    });
                    if melee {
                        let stuck = self.fx(s, to, u.kind, me).map_err(script)?.lose_turn;
                        s.units[from] = None;
                        s.units[to] = Some(Unit { stuck, ..u });
                        end = to;
                    } else {
                        s.units[to] = None;
                    }
                    log.push(LogLine::public(format!(
                        "{} captures the {} on {}",
                        self.unit_title(u),
                        self.unit_title(target),
                        cell_name(to)
                    )));
                }
            }
            _ => {}
        }
        s.last = Some(LastAction {
            from: from as u8,
            to: end as u8,
            target: (!matches!(action, Action::Move { .. })).then_some(to as u8),
            captured: captured.is_some(),
        });
        s.turn += 1;
        if let Some(t) = captured {
            s.captures[me as usize] += 1;
            s.quiet = 0;
            if self.decisive[t.kind as usize] {
                return {
                    self.finish(
                        s,
                        Some(me),
                        format!(
                            "{} captured the {} (CYV-8)",
                            SEATS[me as usize],
                            self.unit_title(t)
                        ),
                    );
                    log.push(LogLine::public(s.reason.clone()));
                    Ok(())
                };
            }
        } else {
            s.quiet += 1;
        }
        s.to_move = other(me);
        self.settle(s, log);
        Ok(())
    }

    /// A readable reason why a battle action is not legal.
    fn why_not(&self, s: &State, u: Unit, action: &Action, text: &str) -> String {
        let (Action::Move { to, .. } | Action::Melee { to, .. } | Action::Shoot { to, .. }) =
            *action
        else {
            return format!("`{text}` is not legal now");
        };
        let title = self.unit_title(u);
        match (action, s.units[to]) {
            (_, Some(t)) if t.owner == u.owner => {
                format!("`{text}`: {} is your own unit", cell_name(to))
            }
            (Action::Move { .. }, Some(_)) => format!(
                "`{text}`: {} is occupied; write `x` for a melee attack or `*` for a ranged one",
                cell_name(to)
            ),
            (Action::Melee { .. } | Action::Shoot { .. }, None) => {
                format!("`{text}`: there is no unit to attack on {}", cell_name(to))
            }
            (_, Some(t)) if !self.capture[u.kind as usize][t.kind as usize] => format!(
                "`{text}`: a {title} may not capture a {} (CYV-6)",
                self.unit_title(t)
            ),
            (Action::Melee { .. }, _) if !self.kinds[u.kind as usize].melee => {
                format!("`{text}`: the {title} attacks only at range: write `*` (CYV-4)")
            }
            (Action::Shoot { .. }, _) if self.kinds[u.kind as usize].attack.is_none() => {
                format!("`{text}`: the {title} has no ranged attack: write `x` (CYV-4)")
            }
            _ => format!(
                "`{text}`: the {title} on {} cannot reach {} (out of range, blocked by a unit \
                 or by terrain, or no line of fire)",
                cell_name(match action {
                    Action::Move { from, .. }
                    | Action::Melee { from, .. }
                    | Action::Shoot { from, .. } => *from,
                    _ => 0,
                }),
                cell_name(to)
            ),
        }
    }

    fn finish(&self, s: &mut State, winner: Option<u8>, reason: String) {
        s.phase = Phase::Over;
        s.winner = winner;
        s.reason = reason;
    }

    /// After a turn: the quiet-turn draw, and automatic passes for a seat with no legal action
    /// (a draw when both seats in a row have none) (CYV-3, CYV-8).
    fn settle(&self, s: &mut State, log: &mut Vec<LogLine>) {
        let mut passes = 0;
        loop {
            if s.quiet >= self.config.quiet_turn_limit {
                self.finish(
                    s,
                    None,
                    format!("draw: {} turns without a capture (CYV-8)", s.quiet),
                );
                log.push(LogLine::public(s.reason.clone()));
                return;
            }
            if self.has_battle_action(s) {
                return;
            }
            log.push(LogLine::public(format!(
                "{} has no legal action and passes (CYV-3)",
                SEATS[s.to_move as usize]
            )));
            passes += 1;
            if passes == 2 {
                self.finish(
                    s,
                    None,
                    "draw: both players in a row had no legal action (CYV-8)".into(),
                );
                log.push(LogLine::public(s.reason.clone()));
                return;
            }
            let me = s.to_move;
            for cell in s.units.iter_mut().flatten() {
                if cell.owner == me {
                    cell.stuck = false;
                }
            }
            s.turn += 1;
            s.quiet += 1;
            s.to_move = other(me);
        }
    }

    // ------------------------------------------------------------------ setup

    /// How many tiles of each terrain `seat` still has to lay (the fill terrain: 0).
    pub fn tiles_left(&self, s: &State, seat: u8) -> Vec<u32> {
        let mut left: Vec<u32> = self.terrains.iter().map(|t| t.count).collect();
        left[self.fill as usize] = 0;
        for c in (0..CELLS).filter(|&c| home(seat, c)) {
            let t = s.terrain[c] as usize;
            if t != self.fill as usize {
                left[t] = left[t].saturating_sub(1);
            }
        }
        left
    }

    /// The units `seat` still has to place, as kinds (with repeats).
    pub fn army_left(&self, s: &State, seat: u8) -> Vec<u8> {
        let mut left = self.army.clone();
        for u in s.units.iter().flatten().filter(|u| u.owner == seat) {
            if let Some(i) = left.iter().position(|&k| k == u.kind) {
                left.remove(i);
            }
        }
        left
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

    /// Why laying tile `t` on `cell` is refused, if it is (without the look-ahead).
    pub(crate) fn tile_problem(&self, s: &State, seat: u8, cell: usize, t: u8) -> Option<String> {
        let terrain = &self.terrains[t as usize];
        if !home(seat, cell) {
            return Some(format!(
                "{} is not in your homeland (ranks {})",
                cell_name(cell),
                if seat == 0 { "1–4" } else { "5–8" }
            ));
        }
        if t == self.fill {
            return Some(format!(
                "{} is what every cell holds until a tile is laid; lay the other tiles",
                terrain.title
            ));
        }
        if s.terrain[cell] != self.fill {
            return Some(format!("{} already has a tile", cell_name(cell)));
        }
        if self.tiles_left(s, seat)[t as usize] == 0 {
            return Some(format!(
                "all {} {} tiles are laid (CYV-2)",
                terrain.count, terrain.title
            ));
        }
        if terrain.max_group > 0 {
            let g = self.group_with(s, seat, cell, t);
            if g > terrain.max_group {
                return Some(format!(
                    "{} on {} would make {g} orthogonally adjacent {} cells; at most {} may be \
                     contiguous (CYV-2)",
                    terrain.title,
                    cell_name(cell),
                    terrain.title,
                    terrain.max_group
                ));
            }
        }
        None
    }

    /// Why placing a unit of `kind` on `cell` is refused, if it is (without the look-ahead).
    pub(crate) fn place_problem(
        &self,
        s: &State,
        seat: u8,
        cell: usize,
        kind: u8,
    ) -> Option<String> {
        let title = &self.kinds[kind as usize].title;
        if !home(seat, cell) {
            return Some(format!("{} is not in your homeland", cell_name(cell)));
        }
        let left = self.tiles_left(s, seat);
        if left.iter().any(|&n| n > 0) {
            return Some("lay all your tiles before placing units (CYV-2)".into());
        }
        if !self.army_left(s, seat).contains(&kind) {
            return Some(format!("your {title} is already placed"));
        }
        if s.units[cell].is_some() {
            return Some(format!("{} is occupied", cell_name(cell)));
        }
        let access = self
            .fx(s, cell, kind, seat)
            .map_or(Access::Blocked, |f| f.access);
        if access == Access::Blocked {
            return Some(format!(
                "a {title} cannot stand on {} ({}): only a unit that may enter a cell may be \
                 placed on it (CYV-2)",
                self.terrains[s.terrain[cell] as usize].title,
                cell_name(cell)
            ));
        }
        None
    }

    /// Whether `seat`'s setup can still be finished: the remaining constrained tiles laid
    /// greedily in cell order, then the remaining units matched to cells they may stand on.
    fn completable(&self, s: &State, seat: u8) -> bool {
        let mut hl = self.homeland(s, seat);
        self.greedy_fill(&mut hl) && self.units_fit_in(&hl, &self.army_left(s, seat), s.turn)
    }

    /// Whether the units still to place can each get a distinct cell they may stand on.
    fn units_fit(&self, s: &State, seat: u8) -> bool {
        let hl = self.homeland(s, seat);
        self.units_fit_in(&hl, &self.army_left(s, seat), s.turn)
    }

    fn units_fit_in(&self, hl: &Homeland, units: &[u8], turn: u32) -> bool {
        units_match(units, &self.stand_masks(hl, turn), hl.free)
    }

    /// Whether `seat` has laid every tile and placed every unit.
    pub(crate) fn setup_complete(&self, s: &State, seat: u8) -> bool {
        self.tiles_left(s, seat).iter().all(|&n| n == 0) && self.army_left(s, seat).is_empty()
    }

    /// The setup actions of the seat to move; each keeps a legal completion possible.
    pub(crate) fn setup_actions(&self, s: &State) -> Vec<Action> {
        let seat = s.to_move;
        let mut out = Vec::new();
        if self.setup_complete(s, seat) {
            out.push(Action::Ready);
            return out;
        }
        out.push(Action::RandomSetup);
        if self.untouched(s, seat) {
            out.extend((0..self.setups.len()).map(Action::Named));
        }
        // The checks run on the homeland's bitmasks (see `fit`): this listing is what bots
        // call at every step of a search through the setup.
        let hl = self.homeland(s, seat);
        let army = self.army_left(s, seat);
        let left = self.tiles_left_in(&hl);
        if left.iter().any(|&n| n > 0) {
            for (t, &n) in left.iter().enumerate() {
                if n == 0 {
                    continue;
                }
                for cell in (0..CELLS).filter(|&c| home(seat, c)) {
                    if self.fits(&hl, cell, t as u8) {
                        let mut next = hl.clone();
                        next.lay(cell, self.fill, t as u8);
                        if self.greedy_fill(&mut next) && self.units_fit_in(&next, &army, s.turn) {
                            out.push(Action::Tile {
                                cell,
                                terrain: t as u8,
                            });
                        }
                    }
                }
            }
            return out;
        }
        let stand = self.stand_masks(&hl, s.turn);
        let mut kinds = army.clone();
        kinds.sort_unstable();
        kinds.dedup();
        for kind in kinds {
            let mut rest = army.clone();
            if let Some(i) = rest.iter().position(|&k| k == kind) {
                rest.remove(i);
            }
            let mut cells = stand.get(kind as usize).copied().unwrap_or(0) & hl.free;
            while cells != 0 {
                let cell = cells.trailing_zeros() as usize;
                cells &= cells - 1;
                if units_match(&rest, &stand, hl.free & !(1 << cell)) {
                    out.push(Action::Place { cell, kind });
                }
            }
        }
        out
    }

    pub(crate) fn apply_setup(
        &self,
        s: &mut State,
        action: &Action,
        log: &mut Vec<LogLine>,
    ) -> Result<(), Illegal> {
        let seat = s.to_move;
        let text = self.format(action);
        let refuse = |why: String| Err(Illegal::new(format!("`{text}`: {why}")));
        match *action {
            Action::Tile { cell, terrain } => {
                if let Some(why) = self.tile_problem(s, seat, cell, terrain) {
                    return refuse(why);
                }
                s.terrain[cell] = terrain;
                if !self.completable(s, seat) {
                    return refuse(
                        "after it the remaining tiles and units could not all be placed legally"
                            .into(),
                    );
                }
            }
            Action::Place { cell, kind } => {
                if let Some(why) = self.place_problem(s, seat, cell, kind) {
                    return refuse(why);
                }
                s.units[cell] = Some(Unit {
                    owner: seat,
                    kind,
                    stuck: false,
                });
                if !self.units_fit(s, seat) {
                    return refuse(
                        "after it the remaining units could not all be placed legally".into(),
                    );
                }
            }
            Action::RandomSetup => {
                if self.setup_complete(s, seat) {
                    return refuse("your setup is complete: write `ready`".into());
                }
                let mut rng = s.rng.clone();
                self.random_complete(s, seat, &mut rng);
                s.rng = rng;
                log.push(LogLine::public(format!(
                    "{} completes a random setup",
                    SEATS[seat as usize]
                )));
            }
            Action::Named(i) => {
                let Some(setup) = self.setups.get(i) else {
                    return refuse("no such setup".into());
                };
                if !self.untouched(s, seat) {
                    return refuse("a named setup applies only to an untouched homeland".into());
                }
                self.lay_setup(s, seat, setup);
            }
            Action::Ready => {
                if !self.setup_complete(s, seat) {
                    let left = self.tiles_left(s, seat);
                    let tiles: Vec<String> = left
                        .iter()
                        .enumerate()
                        .filter(|(_, n)| **n > 0)
                        .map(|(t, n)| format!("{n} {}", self.terrains[t].title))
                        .collect();
                    let units: Vec<&str> = self
                        .army_left(s, seat)
                        .iter()
                        .map(|&k| self.kinds[k as usize].title.as_str())
                        .collect();
                    return refuse(format!(
                        "the setup is not complete: still to place {}",
                        tiles
                            .into_iter()
                            .chain(units.into_iter().map(String::from))
                            .collect::<Vec<_>>()
                            .join(", ")
                    ));
                }
                s.ready[seat as usize] = true;
                log.push(LogLine::public(format!(
                    "{} is ready",
                    SEATS[seat as usize]
                )));
                if s.ready[other(seat) as usize] {
                    s.phase = Phase::Battle;
                    s.to_move = self.first;
                    log.push(LogLine::public(
                        "both players are ready: the screen is removed",
                    ));
                    self.settle(s, log);
                } else {
                    s.to_move = other(seat);
                }
            }
            _ => return refuse("the setup is not over yet (CYV-2)".into()),
        }
        Ok(())
    }

    fn lay_setup(&self, s: &mut State, seat: u8, setup: &Setup) {
        let at = |c: usize| if seat == 0 { c } else { mirror(c) };
        for &(c, t) in &setup.tiles {
            s.terrain[at(c)] = t;
        }
        for &(c, k) in &setup.units {
            s.units[at(c)] = Some(Unit {
                owner: seat,
                kind: k,
                stuck: false,
            });
        }
    }

    /// Fills the rest of `seat`'s homeland with a random legal setup drawn from `rng`.
    pub fn random_complete(&self, s: &mut State, seat: u8, rng: &mut GameRng) {
        let mut cells: Vec<usize> = (0..CELLS).filter(|&c| home(seat, c)).collect();
        let left = self.tiles_left(s, seat);
        let mut order: Vec<usize> = (0..self.terrains.len()).collect();
        order.sort_by_key(|&t| self.terrains[t].max_group == 0);
        for t in order {
            for _ in 0..left[t] {
                rng.shuffle(&mut cells);
                let pick = cells.iter().copied().find(|&c| {
                    self.tile_problem(s, seat, c, t as u8).is_none() && {
                        let mut next = s.clone();
                        next.terrain[c] = t as u8;
                        self.completable(&next, seat)
                    }
                });
                if let Some(c) = pick {
                    s.terrain[c] = t as u8;
                }
            }
        }
        let mut units = self.army_left(s, seat);
        // The most constrained units first.
        units.sort_by_key(|&k| {
            cells
                .iter()
                .filter(|&&c| {
                    self.fx(s, c, k, seat)
                        .is_ok_and(|f| f.access != Access::Blocked)
                })
                .count()
        });
        for k in units {
            rng.shuffle(&mut cells);
            let pick = cells.iter().copied().find(|&c| {
                self.place_problem(s, seat, c, k).is_none() && {
                    let mut next = s.clone();
                    next.units[c] = Some(Unit {
                        owner: seat,
                        kind: k,
                        stuck: false,
                    });
                    self.units_fit(&next, seat)
                }
            });
            if let Some(c) = pick {
                s.units[c] = Some(Unit {
                    owner: seat,
                    kind: k,
                    stuck: false,
                });
            }
        }
    }

    /// `seat`'s view of the world with the opponent's unseen setup re-drawn: a random legal
    /// setup with as many tiles of each terrain and the same units placed so far.
    pub(crate) fn resample(&self, s: &State, seat: u8, rng: &mut GameRng) -> State {
        if !self.hidden || s.phase != Phase::Setup {
            return s.clone();
        }
        let opp = other(seat);
        let mut out = s.clone();
        // Future randomness is hidden too: a bot must not plan with the match's real RNG.
        out.rng = GameRng::from_seed(rng.next_u64());
        let opp_cells: Vec<usize> = (0..CELLS).filter(|&c| home(opp, c)).collect();
        let mut laid = vec![0u32; self.terrains.len()];
        let mut placed = Vec::new();
        for &c in &opp_cells {
            if s.terrain[c] != self.fill {
                laid[s.terrain[c] as usize] += 1;
            }
            if let Some(u) = s.units[c] {
                placed.push(u.kind);
            }
            out.terrain[c] = self.fill;
            out.units[c] = None;
        }
        if laid.iter().all(|&n| n == 0) && placed.is_empty() {
            return out;
        }
        let mut full = out.clone();
        self.random_complete(&mut full, opp, rng);
        let mut by_terrain: Vec<Vec<usize>> = vec![Vec::new(); self.terrains.len()];
        for &c in &opp_cells {
            by_terrain[full.terrain[c] as usize].push(c);
        }
        for (t, cells) in by_terrain.iter_mut().enumerate() {
            rng.shuffle(cells);
            for &c in cells.iter().take(laid[t] as usize) {
                out.terrain[c] = t as u8;
            }
        }
        for &c in &opp_cells {
            if let Some(u) = full.units[c]
                && let Some(i) = placed.iter().position(|&k| k == u.kind)
            {
                placed.remove(i);
                out.units[c] = Some(u);
            }
        }
        out
    }
}

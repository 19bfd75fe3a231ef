//! The battle (CYV-3 … CYV-8): listing the seat to move's actions, and applying one: a move, a
//! melee attack or a ranged attack, then the captures and the end of the turn.
//!
//! - `reach`: how far a unit moves and where it may attack (CYV-4, CYV-5, CYV-7).

mod lines;
mod reach;

use super::{DIRS, line, other, step};
use crate::script::Defence;
use crate::{Action, CELLS, Cyvasse, LastAction, SEATS, State, Unit, cell_name};
use game_sdk::script::ScriptError;
use game_sdk::{LogLine, Refusal};

/// What an attack did to its target.
enum Hit {
    /// The target was captured.
    Captured(Unit),
    /// The target survived and its fortress is ruined.
    Protected,
}

thread_local! {
    /// A list of one unit's moves along one line, reused from check to check: whether any
    /// move is left and whether an action is among a line's are asked at every step of a
    /// search, and a grown buffer allocates nothing.
    static SCRATCH: std::cell::RefCell<Vec<Action>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Runs `f` with the thread's scratch list, or with a new one if it is in use further up the
/// stack (a script hook's answer asked during a check): never a borrow panic.
fn with_scratch<R>(f: impl FnOnce(&mut Vec<Action>) -> R) -> R {
    SCRATCH.with(|cell| match cell.try_borrow_mut() {
        Ok(mut list) => f(&mut list),
        Err(_) => f(&mut Vec::new()),
    })
}

impl Cyvasse {
    /// Every battle action of the seat to move; a direction whose tile script fails is skipped
    /// from the failure on (applying such an action reports the script error).
    pub(crate) fn battle_actions(&self, s: &State, out: &mut Vec<Action>) {
        if self.all_pure {
            if self.mask_battle_actions_upto(s, out, false) {
                return;
            }
            return self.pure_battle_actions(s, out);
        }
        self.walked_battle_actions(s, out);
    }

    /// [`Self::battle_actions`] by walking each unit's lines with the terrain's hooks (or
    /// tables): the rules as written, which the loop over the tables must agree with.
    pub(crate) fn walked_battle_actions(&self, s: &State, out: &mut Vec<Action>) {
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

    pub(super) fn has_battle_action(&self, s: &State) -> bool {
        with_scratch(|out| {
            if self.all_pure {
                out.clear();
                if !self.mask_battle_actions_upto(s, out, true) {
                    self.pure_battle_actions_upto(s, out, true);
                }
                return !out.is_empty();
            }
            self.has_battle_action_in(s, out)
        })
    }

    fn has_battle_action_in(&self, s: &State, out: &mut Vec<Action>) -> bool {
        out.clear();
        for from in 0..CELLS {
            let Some(u) = s.units[from] else { continue };
            if u.owner != s.to_move || u.stuck {
                continue;
            }
            for dir in DIRS {
                let _ = self.walk_moves(s, from, dir, None, out);
                let _ = self.walk_shots(s, from, dir, out);
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
    ) -> Result<(), Refusal> {
        let (from, to) = match *action {
            Action::Move { from, to } | Action::Melee { from, to } | Action::Shoot { from, to } => {
                (from, to)
            }
            _ => {
                return Err(Refusal::illegal(game_sdk::msg!(
                    "refuse-setup-over",
                    "the setup is over: move or attack with a unit"
                )));
            }
        };
        let me = s.to_move;
        let u = self.check_battle_action(s, action, from, to)?;
        // Every refusal is decided before the first change (an attack's target is there: a
        // listed attack has one), so that `rules::apply` may apply in place where no hook can
        // fail.
        let target = s.units[to];
        if !matches!(action, Action::Move { .. }) && target.is_none() {
            return Err(named(
                self,
                action,
                game_sdk::msg!("refuse-nothing-to-attack", "nothing to attack"),
            ));
        }
        // The mover's units stuck since its last turn have now lost that turn.
        s.unstick(me);
        // Where the acting unit ends; an attack that captures nothing leaves it where it was
        // unless it stops short of a protected target.
        let (end, captured) = match *action {
            Action::Move { from, to } => {
                self.move_unit(s, u, from, to)?;
                (to, None)
            }
            Action::Melee { from, to } | Action::Shoot { from, to } => {
                let Some(target) = target else {
                    return Ok(());
                };
                let melee = matches!(action, Action::Melee { .. });
                match self.attack(s, u, target, (from, to), melee, log)? {
                    (end, Hit::Captured(target)) => (end, Some(target)),
                    (end, Hit::Protected) => (end, None),
                }
            }
            _ => (from, None),
        };
        s.last = Some(LastAction {
            from: from as u8,
            to: end as u8,
            target: (!matches!(action, Action::Move { .. })).then_some(to as u8),
            captured: captured.is_some(),
        });
        self.end_battle_turn(s, me, captured, log);
        Ok(())
    }

    /// The unit that acts, once the action is one it may take now (CYV-3 … CYV-7).
    fn check_battle_action(
        &self,
        s: &State,
        action: &Action,
        from: usize,
        to: usize,
    ) -> Result<Unit, Refusal> {
        let me = s.to_move;
        let Some(u) = s.units[from].filter(|u| u.owner == me) else {
            return Err(named(
                self,
                action,
                game_sdk::msg!(
                    "refuse-no-unit-on",
                    "{seat} has no unit on {cell}",
                    seat = SEATS[me as usize],
                    cell = cell_name(from)
                ),
            ));
        };
        if u.stuck {
            return Err(named(
                self,
                action,
                game_sdk::msg!(
                    "refuse-stuck",
                    "the {unit} on {cell} is stuck and loses this turn (CYV-5)",
                    unit = self.unit_title(u),
                    cell = cell_name(from)
                ),
            ));
        }
        let Some((dir, _)) = line(from, to) else {
            return Err(named(
                self,
                action,
                game_sdk::msg!(
                    "refuse-straight-lines",
                    "units move and attack in straight lines (CYV-4)"
                ),
            ));
        };
        // Under pure terrains, the masks' listing of that unit's line (`lines.rs`).
        let d = DIRS.iter().position(|&x| x == dir).unwrap_or(DIRS.len());
        let masked = self
            .all_pure
            .then(|| with_scratch(|found| self.mask_lists(s, action, from, d, found)))
            .flatten();
        if let Some(listed) = masked {
            if !listed {
                return Err(self.why_not(s, u, action));
            }
            return Ok(u);
        }
        let listed = with_scratch(|found| {
            found.clear();
            match action {
                Action::Shoot { .. } => self.walk_shots(s, from, dir, found),
                _ => self.walk_moves(s, from, dir, Some(to), found),
            }
            .map(|()| found.contains(action))
        });
        if !listed.map_err(script)? {
            return Err(self.why_not(s, u, action));
        }
        Ok(u)
    }

    /// Moves `u` from `from` to `to`; the terrain there may cost it its next turn (CYV-5).
    fn move_unit(&self, s: &mut State, u: Unit, from: usize, to: usize) -> Result<(), Refusal> {
        let stuck = match self.step_by_kind.get(u.kind as usize) {
            // Pure terrains: from the table (a ruined cell has no effect).
            Some(fx_of) if self.all_pure && s.ruined & 1 << to == 0 => {
                fx_of[s.terrain[to] as usize].lose_turn
            }
            Some(_) if self.all_pure => false,
            _ => self.fx(s, to, u.kind, u.owner).map_err(script)?.lose_turn,
        };
        s.put(from, None);
        s.put(to, Some(Unit { stuck, ..u }));
        Ok(())
    }

    /// A melee or ranged attack of `u` on `target`, standing on `to` (CYV-5 fortress, CYV-6,
    /// CYV-7): where the attacker ends and what became of the target.
    fn attack(
        &self,
        s: &mut State,
        u: Unit,
        target: Unit,
        (from, to): (usize, usize),
        melee: bool,
        log: &mut Vec<LogLine>,
    ) -> Result<(usize, Hit), Refusal> {
        let defence = self
            .defence(s, to, u.kind, target.kind, u.owner)
            .map_err(script)?;
        let mut end = from;
        if defence == Defence::Protect {
            s.ruined |= 1 << to;
            // A bot's search reads no log (`game_sdk::bots::searching`): not written.
            if !game_sdk::bots::searching() {
                log.push(LogLine::public(game_sdk::msg!(
                    "survives",
                    "{unit} on {cell} survives; the {terrain} is destroyed",
                    unit = self.unit_title(target),
                    cell = cell_name(to),
                    terrain = self.terrains[s.terrain[to] as usize].title
                )));
            }
            if melee {
                // The attacker stops on the last cell of its path before the target.
                let (dir, dist) = line(from, to).unwrap_or(((0, 0), 1));
                if dist > 1 {
                    let stop = step(to, (-dir.0, -dir.1)).unwrap_or(from);
                    self.move_unit(s, u, from, stop)?;
                    end = stop;
                }
            }
            return Ok((end, Hit::Protected));
        }
        s.taken.push(Unit {
            stuck: false,
            ..target
        });
        if melee {
            self.move_unit(s, u, from, to)?;
            end = to;
        } else {
            s.put(to, None);
        }
        if !game_sdk::bots::searching() {
            log.push(LogLine::public(game_sdk::msg!(
                "captures",
                "{unit} captures the {target} on {cell}",
                unit = self.unit_title(u),
                target = self.unit_title(target),
                cell = cell_name(to)
            )));
        }
        Ok((end, Hit::Captured(target)))
    }

    /// Counts the turn and the capture: a decisive capture ends the game (CYV-8), else the
    /// other seat is to move.
    fn end_battle_turn(
        &self,
        s: &mut State,
        me: u8,
        captured: Option<Unit>,
        log: &mut Vec<LogLine>,
    ) {
        s.turn += 1;
        if let Some(t) = captured {
            s.captures[me as usize] += 1;
            s.quiet = 0;
            if self.decisive[t.kind as usize] {
                self.finish(s, Some(me), || {
                    game_sdk::msg!(
                        "captured-decisive",
                        "{seat} captured the {unit} (CYV-8)",
                        seat = SEATS[me as usize],
                        unit = self.unit_title(t)
                    )
                });
                if !game_sdk::bots::searching() {
                    log.push(LogLine::public(s.reason.clone()));
                }
                return;
            }
        } else {
            s.quiet += 1;
        }
        s.to_move = other(me);
        self.settle(s, log);
    }

    /// A readable reason why a battle action is not legal.
    fn why_not(&self, s: &State, u: Unit, action: &Action) -> Refusal {
        // A bot's search reads no refusal reason (`game_sdk::bots::searching`).
        if game_sdk::bots::searching() {
            return Refusal::illegal(String::new());
        }
        let (Action::Move { to, .. } | Action::Melee { to, .. } | Action::Shoot { to, .. }) =
            *action
        else {
            return Refusal::illegal(game_sdk::msg!(
                "refuse-not-legal-now",
                "`{text}` is not legal now",
                text = crate::view::format_action(self, action)
            ));
        };
        let title = self.unit_title(u);
        let reason = match (action, s.units[to]) {
            (_, Some(t)) if t.owner == u.owner => game_sdk::msg!(
                "refuse-own-unit",
                "{cell} is your own unit",
                cell = cell_name(to)
            ),
            (Action::Move { .. }, Some(_)) => game_sdk::msg!(
                "refuse-occupied-attack",
                "{cell} is occupied; write `x` for a melee attack or `*` for a ranged one",
                cell = cell_name(to)
            ),
            (Action::Melee { .. } | Action::Shoot { .. }, None) => game_sdk::msg!(
                "refuse-no-target",
                "there is no unit to attack on {cell}",
                cell = cell_name(to)
            ),
            (_, Some(t)) if !self.capture[u.kind as usize][t.kind as usize] => game_sdk::msg!(
                "refuse-may-not-capture",
                "a {unit} may not capture a {target} (CYV-6)",
                unit = title,
                target = self.unit_title(t)
            ),
            (Action::Melee { .. }, _) if !self.kinds[u.kind as usize].melee => game_sdk::msg!(
                "refuse-ranged-only",
                "the {unit} attacks only at range: write `*` (CYV-4)",
                unit = title
            ),
            (Action::Shoot { .. }, _) if self.kinds[u.kind as usize].attack.is_none() => {
                game_sdk::msg!(
                    "refuse-no-ranged-attack",
                    "the {unit} has no ranged attack: write `x` (CYV-4)",
                    unit = title
                )
            }
            _ => game_sdk::msg!(
                "refuse-cannot-reach",
                "the {unit} on {from} cannot reach {to} (out of range, blocked by a unit \
                 or by terrain, or no line of fire)",
                unit = title,
                from = cell_name(match action {
                    Action::Move { from, .. }
                    | Action::Melee { from, .. }
                    | Action::Shoot { from, .. } => *from,
                    _ => 0,
                }),
                to = cell_name(to)
            ),
        };
        named(self, action, reason)
    }
}

/// A refusal that names the action it refuses, `` `b2-b4`: `` then the reason: the SDK's
/// message for it (`refuse-naming`, in every game's catalogue), so that a language may word
/// the two as it needs. The action's text is written only here, when refused, and not while a
/// bot searches (nobody reads the reason then: `game_sdk::bots::searching`).
pub(crate) fn named(g: &Cyvasse, action: &Action, reason: String) -> Refusal {
    if game_sdk::bots::searching() {
        return Refusal::illegal(String::new());
    }
    Refusal::illegal(game_sdk::msg!(
        "refuse-naming",
        "`{action}`: {reason}",
        action = crate::view::format_action(g, action),
        reason = reason
    ))
}

fn script(e: ScriptError) -> Refusal {
    Refusal::from(e)
}

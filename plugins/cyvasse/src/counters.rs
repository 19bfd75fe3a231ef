//! The balance lab's counters (`Game::counters`): how players set up (CYV-2), what moves and
//! attacks (CYV-4, CYV-7), what captures what (CYV-6), fortresses destroyed and units stuck
//! (CYV-5), averaged per game by `game-host simulate`.
//!
//! Battle outcomes are read by applying the action to a copy of the state, so they are exact
//! (a protected target or a failing tile script is not counted as a capture).

use crate::{Action, Cyvasse, Phase, State};

pub(crate) fn counters(g: &Cyvasse, s: &State, action: &Action) -> Vec<String> {
    let title = |k: u8| g.kinds.get(k as usize).map_or("?", |k| k.title.as_str());
    let mut out: Vec<String> = Vec::new();
    let (from, to) = match *action {
        Action::RandomSetup => return vec!["setups completed at random".into()],
        Action::Named(i) => {
            let name = g.setups.get(i).map_or("?", |n| n.name.as_str());
            return vec![format!("named setup {name}")];
        }
        Action::Tile { .. } => return vec!["tiles laid by hand".into()],
        Action::Place { .. } => return vec!["units placed by hand".into()],
        Action::Ready => return Vec::new(),
        Action::Move { from, to } => {
            out.push("moves".into());
            (from, to)
        }
        Action::Melee { from, to } => {
            out.push("melee attacks".into());
            (from, to)
        }
        Action::Shoot { from, to } => {
            out.push("ranged attacks".into());
            (from, to)
        }
    };
    if s.phase != Phase::Battle {
        return out;
    }
    let (Some(Some(mover)), Some(target)) = (s.units.get(from), s.units.get(to).copied()) else {
        return out;
    };
    let mut t = s.clone();
    if g.apply_battle(&mut t, action, &mut Vec::new()).is_err() {
        return out;
    }
    if let Some(target) = target
        && t.captures[mover.owner as usize] > s.captures[mover.owner as usize]
    {
        out.push(format!("captures by {}", title(mover.kind)));
        out.push(format!("captured: {}", title(target.kind)));
    }
    if t.ruined.count_ones() > s.ruined.count_ones() {
        out.push("fortresses destroyed".into());
    }
    if t.units
        .iter()
        .flatten()
        .any(|u| u.stuck && u.owner == mover.owner)
    {
        out.push("units stuck (lose a turn)".into());
    }
    out
}

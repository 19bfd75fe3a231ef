//! Click paths: the elements a click goes through for each action (see the element ids in
//! [`crate::view`]), and the effect the host shows for it.

use crate::AirLandSea;
use crate::rules::Action;
use crate::state::State;
use game_sdk::scene::{Effect, ElementId};
use game_sdk::script::PendingChoice;

/// The click paths of a choice's options: each word after the verb that names a card or a
/// theater becomes that element; when that does not give distinct paths, numbered controls.
pub fn option_paths(g: &AirLandSea, s: &State, c: &PendingChoice) -> Vec<Vec<ElementId>> {
    let seat = c.seat;
    let mut paths: Vec<Vec<ElementId>> = Vec::with_capacity(c.options.len());
    let mut ok = true;
    for o in &c.options {
        let mut path = Vec::new();
        for w in o.id.split_whitespace().skip(1) {
            if let Some(card) = g.defs.resolve(s, w) {
                path.push(format!("card:{}", g.defs.name_for(s, card, Some(seat))));
            } else if let Some(th) = g.defs.theater(w) {
                path.push(format!("zone:{}:{seat}", g.defs.tid(th)));
            } else {
                ok = false;
            }
        }
        ok &= !path.is_empty();
        paths.push(path);
    }
    if ok {
        'check: for (i, a) in paths.iter().enumerate() {
            for (j, b) in paths.iter().enumerate() {
                if i != j && b.starts_with(a) {
                    ok = false;
                    break 'check;
                }
            }
        }
    }
    if !ok {
        paths = (0..c.options.len())
            .map(|i| vec![format!("control:option:{}", i + 1)])
            .collect();
    }
    paths
}

pub fn action_path(g: &AirLandSea, s: &State, action: &Action) -> Vec<ElementId> {
    match action {
        &Action::Play { card, theater, up } => {
            let mut path = vec![
                format!("card:{}", g.defs.id(card)),
                format!("zone:{}:{}", g.defs.tid(theater), s.to_move),
            ];
            if !up {
                path.push("control:face-down".into());
            }
            path
        }
        Action::Withdraw => vec!["control:withdraw".into()],
        Action::Skip => vec!["control:skip".into()],
        Action::Choose(id) => {
            let Some(c) = &s.choice else {
                return vec![format!("control:{id}")];
            };
            let paths = option_paths(g, s, c);
            c.options
                .iter()
                .position(|o| *o.id == **id)
                .and_then(|i| paths.get(i).cloned())
                .unwrap_or_else(|| vec![format!("control:{id}")])
        }
    }
}

/// A play puts a card on the theater its path ends at (or, face-down, the button after it).
pub fn action_effect(_: &AirLandSea, _: &State, action: &Action) -> Effect {
    match action {
        Action::Play { .. } => Effect::Place,
        _ => Effect::Move,
    }
}

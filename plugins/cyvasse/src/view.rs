//! What a viewer sees and writes: notation (CYV-9), click paths, what an action looks like on
//! the table, and behind the screen of a hidden setup what the opponent learns of an action.
//!
//! - `scene`: the board as a viewer may see it, the last action, the captured-unit trays, the
//!   setup controls and the hover help.
//! - `legend`: how terrains and marks look.

mod legend;
mod scene;

pub(crate) use scene::scene;

use crate::{Action, Cyvasse, Phase, State, cell_name, parse_cell};
use game_sdk::Refusal;
use game_sdk::scene::{Effect, ElementId};

pub(crate) fn cell_id(c: usize) -> ElementId {
    format!("cell:{}", cell_name(c))
}

pub(crate) fn format_action(g: &Cyvasse, action: &Action) -> String {
    match *action {
        Action::Tile { cell, terrain } => format!(
            "tile {} {}",
            cell_name(cell),
            g.terrains[terrain as usize].id
        ),
        Action::Place { cell, kind } => {
            format!("place {} {}", cell_name(cell), g.kinds[kind as usize].id)
        }
        Action::Ready => "ready".into(),
        Action::RandomSetup => "setup random".into(),
        Action::Named(i) => format!("setup {}", g.setups.get(i).map_or("?", |s| s.name.as_str())),
        Action::Move { from, to } => format!("{}-{}", cell_name(from), cell_name(to)),
        Action::Melee { from, to } => format!("{}x{}", cell_name(from), cell_name(to)),
        Action::Shoot { from, to } => format!("{}*{}", cell_name(from), cell_name(to)),
    }
}

pub(crate) fn parse_action(g: &Cyvasse, text: &str) -> Result<Action, Refusal> {
    let t = text.trim();
    let words: Vec<&str> = t.split_whitespace().collect();
    let cell = |w: &str| {
        parse_cell(w).ok_or_else(|| {
            Refusal::illegal(game_sdk::msg!(
                "refuse-not-a-cell",
                "`{w}` is not a cell (a1 … h8)",
                w = w
            ))
        })
    };
    match words.as_slice() {
        ["tile", c, name] => {
            let terrain = g.terrain_index(name).ok_or_else(|| {
                Refusal::illegal(game_sdk::msg!(
                    "refuse-no-terrain",
                    "no terrain `{name}`; the terrains are {terrains}",
                    name = name,
                    terrains = g
                        .terrains
                        .iter()
                        .map(|t| t.id.as_str())
                        .collect::<Vec<_>>()
                        .join(", ")
                ))
            })?;
            Ok(Action::Tile {
                cell: cell(c)?,
                terrain,
            })
        }
        ["place", c, name] => {
            let kind = g.kind_index(name).ok_or_else(|| {
                Refusal::illegal(game_sdk::msg!(
                    "refuse-no-unit",
                    "no unit `{name}`; the units are {units}",
                    name = name,
                    units = g
                        .kinds
                        .iter()
                        .map(|k| k.id.as_str())
                        .collect::<Vec<_>>()
                        .join(", ")
                ))
            })?;
            Ok(Action::Place {
                cell: cell(c)?,
                kind,
            })
        }
        ["ready"] => Ok(Action::Ready),
        ["setup", "random"] => Ok(Action::RandomSetup),
        ["setup", name] => g
            .setups
            .iter()
            .position(|s| s.name == *name)
            .map(Action::Named)
            .ok_or_else(|| {
                Refusal::illegal(game_sdk::msg!(
                    "refuse-no-named-setup",
                    "no named setup `{name}`",
                    name = name
                ))
            }),
        [one] if one.len() == 5 => {
            let (a, rest) = one.split_at(2);
            let (sep, b) = rest.split_at(1);
            let (from, to) = (cell(a)?, cell(b)?);
            match sep {
                "-" => Ok(Action::Move { from, to }),
                "x" => Ok(Action::Melee { from, to }),
                "*" => Ok(Action::Shoot { from, to }),
                _ => Err(Refusal::illegal(game_sdk::msg!(
                    "refuse-write-move",
                    "`{text}`: write `b2-b4` (move), `b2xb5` (melee) or `c1*c4` (ranged)",
                    text = t
                ))),
            }
        }
        _ => Err(Refusal::illegal(game_sdk::msg!(
            "refuse-not-an-action",
            "`{text}` is not an action: write `b2-b4`, `b2xb5`, `c1*c4`, `tile a1 mountain`, \
             `place a1 dragon`, `setup random`, `setup <name>` or `ready`",
            text = t
        ))),
    }
}

pub(crate) fn action_path(g: &Cyvasse, action: &Action) -> Vec<ElementId> {
    match *action {
        Action::Tile { cell, terrain } => vec![
            format!("control:tile:{}", g.terrains[terrain as usize].id),
            cell_id(cell),
        ],
        Action::Place { cell, kind } => vec![
            format!("control:unit:{}", g.kinds[kind as usize].id),
            cell_id(cell),
        ],
        Action::Ready => vec!["control:ready".into()],
        Action::RandomSetup => vec!["control:random-setup".into()],
        Action::Named(i) => vec![format!(
            "control:setup:{}",
            g.setups.get(i).map_or("?", |s| s.name.as_str())
        )],
        Action::Move { from, to } | Action::Melee { from, to } | Action::Shoot { from, to } => {
            vec![cell_id(from), cell_id(to)]
        }
    }
}

/// Behind the screen (a hidden setup) a placement is known only as one.
pub(crate) fn public_action(g: &Cyvasse, s: &State, action: &Action) -> Option<String> {
    let screened = g.config.setup.hidden && s.phase == Phase::Setup;
    match action {
        // Words for the other seat's move log, in its player's language (never read back as
        // notation: the mover's own record keeps the action itself).
        Action::Tile { .. } if screened => Some(game_sdk::msg!(
            "public-tile-screened",
            "tile (behind the screen)"
        )),
        Action::Place { .. } if screened => Some(game_sdk::msg!(
            "public-place-screened",
            "place (behind the screen)"
        )),
        Action::Named(_) if screened => Some(game_sdk::msg!(
            "public-setup-screened",
            "setup (behind the screen)"
        )),
        _ => None,
    }
}

/// Who a move showed something hidden (`HiddenInformation::revealed_to`). Only a hidden
/// setup hides anything (the other's homeland, and the match's generator, which
/// `sample_hidden` re-seeds):
///
/// - the screen lifts when the second seat is ready, showing each seat the other's
///   homeland: both;
/// - `setup random` shows its mover draws of the hidden generator (whose stream the other
///   seat's random setup goes on with): the mover.
///
/// A placement or a named setup behind the screen shows the other seat only that one was
/// made (the counts everyone sees), and the mover only what it chose.
pub(crate) fn revealed_to(
    g: &Cyvasse,
    before: &State,
    action: &Action,
    after: &State,
    seats: &mut Vec<u8>,
) {
    if !g.hidden || before.phase != Phase::Setup {
        return;
    }
    if after.phase != Phase::Setup {
        seats.extend([0, 1]);
    } else if *action == Action::RandomSetup {
        seats.push(before.to_move);
    }
}

/// Melee takes the target's cell, a shot strikes from afar, setup puts tiles and units down.
pub(crate) fn action_effect(_: &Cyvasse, action: &Action) -> Effect {
    match action {
        Action::Melee { .. } => Effect::Capture,
        Action::Shoot { .. } => Effect::Attack,
        Action::Tile { .. } | Action::Place { .. } => Effect::Place,
        Action::Move { .. } | Action::Ready | Action::RandomSetup | Action::Named(_) => {
            Effect::Move
        }
    }
}

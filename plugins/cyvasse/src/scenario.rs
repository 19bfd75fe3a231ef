//! The scenario format: a whole position in TOML (documented in `plugins/cyvasse/SCENARIOS.md`).
//!
//! ```toml
//! phase = "battle"          # "setup" or "battle" (default "battle")
//! to_move = "white"         # default "white"
//! turn = 4                  # battle turns already played (default 0)
//! quiet = 0                 # consecutive turns without a capture (default 0)
//! ready = ["white"]         # setup only: seats that are done (default none)
//! stuck = ["d3"]            # units that lose their owner's next turn
//! ruined = ["d4"]           # ruined (destroyed) fortresses
//! [terrain]                 # every other cell is the fill terrain (grass)
//! d3 = "forest"
//! [units]
//! d2 = "white heavy-horse"
//! ```

use crate::{CELLS, Cyvasse, Phase, State, Unit, parse_cell};
use game_sdk::Diagnostic;
use serde::Deserialize;
use std::collections::BTreeMap;
use toml::Spanned;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    #[serde(default)]
    phase: Option<Spanned<String>>,
    #[serde(default)]
    to_move: Option<Spanned<String>>,
    #[serde(default)]
    turn: u32,
    #[serde(default)]
    quiet: u32,
    #[serde(default)]
    seed: u64,
    // Every text value keeps where it was written, so that a problem with it is reported at
    // its line and column.
    #[serde(default)]
    ready: Vec<Spanned<String>>,
    #[serde(default)]
    stuck: Vec<Spanned<String>>,
    #[serde(default)]
    ruined: Vec<Spanned<String>>,
    #[serde(default)]
    terrain: BTreeMap<Spanned<String>, Spanned<String>>,
    #[serde(default)]
    units: BTreeMap<Spanned<String>, Spanned<String>>,
}

fn seat(name: &str) -> Option<u8> {
    match name {
        "white" => Some(0),
        "black" => Some(1),
        _ => None,
    }
}

pub fn load(game: &Cyvasse, origin: &str, text: &str) -> Result<State, Diagnostic> {
    let f: File = toml::from_str(text).map_err(|e| {
        let at = e.span().map_or(0, |s| s.start);
        Diagnostic::at_offset(origin, text, at, e.message().trim().to_string())
    })?;
    // A problem with a value, located at it (`file:line:col`).
    let bad =
        |at: &Spanned<String>, m: String| Diagnostic::at_offset(origin, text, at.span().start, m);
    let cell = |c: &Spanned<String>| {
        parse_cell(c.get_ref()).ok_or_else(|| {
            bad(
                c,
                game_sdk::msg!(
                    "scenario-not-a-cell",
                    "`{c}` is not a cell",
                    c = c.get_ref()
                ),
            )
        })
    };
    let mut s = crate::rules::start(game, f.seed);
    s.phase = match &f.phase {
        None => Phase::Battle,
        Some(p) => match p.get_ref().as_str() {
            "battle" => Phase::Battle,
            "setup" => Phase::Setup,
            other => {
                return Err(bad(
                    p,
                    game_sdk::msg!(
                        "scenario-phase",
                        "phase `{phase}`: expected \"setup\" or \"battle\"",
                        phase = other
                    ),
                ));
            }
        },
    };
    s.to_move = match &f.to_move {
        None => 0,
        Some(n) => seat(n.get_ref()).ok_or_else(|| {
            bad(
                n,
                game_sdk::msg!(
                    "scenario-to-move",
                    "to_move `{name}`: expected white or black",
                    name = n.get_ref()
                ),
            )
        })?,
    };
    s.turn = f.turn;
    s.quiet = f.quiet;
    for r in &f.ready {
        let i = seat(r.get_ref()).ok_or_else(|| {
            bad(
                r,
                game_sdk::msg!(
                    "scenario-ready-not-a-seat",
                    "ready: `{name}` is not a seat",
                    name = r.get_ref()
                ),
            )
        })?;
        s.ready[i as usize] = true;
    }
    for (c, t) in &f.terrain {
        let name = c.get_ref();
        let t = game.terrain_index(t.get_ref()).ok_or_else(|| {
            bad(
                t,
                game_sdk::msg!(
                    "scenario-no-terrain",
                    "terrain of {cell}: no terrain `{terrain}`",
                    cell = name,
                    terrain = t.get_ref()
                ),
            )
        })?;
        s.terrain[cell(c)?] = t;
    }
    for (c, u) in &f.units {
        let name = c.get_ref();
        let (owner, kind) = u.get_ref().split_once(' ').ok_or_else(|| {
            bad(
                u,
                game_sdk::msg!(
                    "scenario-unit-write",
                    "unit on {cell}: write \"white dragon\"",
                    cell = name
                ),
            )
        })?;
        let owner = seat(owner).ok_or_else(|| {
            bad(
                u,
                game_sdk::msg!(
                    "scenario-unit-not-a-seat",
                    "unit on {cell}: `{owner}` is not a seat",
                    cell = name,
                    owner = owner
                ),
            )
        })?;
        let kind = game.kind_index(kind.trim()).ok_or_else(|| {
            bad(
                u,
                game_sdk::msg!(
                    "scenario-no-unit-kind",
                    "unit on {cell}: no unit kind `{kind}`",
                    cell = name,
                    kind = kind
                ),
            )
        })?;
        s.units[cell(c)?] = Some(Unit {
            owner,
            kind,
            stuck: false,
        });
    }
    for c in &f.stuck {
        let i = cell(c)?;
        match s.units[i].as_mut() {
            Some(u) => u.stuck = true,
            None => {
                return Err(bad(
                    c,
                    game_sdk::msg!(
                        "scenario-stuck-no-unit",
                        "stuck: no unit on {cell}",
                        cell = c.get_ref()
                    ),
                ));
            }
        }
    }
    for c in &f.ruined {
        s.ruined |= 1 << cell(c)?;
    }
    debug_assert_eq!(s.terrain.len(), CELLS);
    s.sync_masks();
    Ok(s)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure
    use super::*;
    use game_sdk::Game;

    fn standard() -> Cyvasse {
        let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");
        let source = game_sdk::ruleset::collect(
            std::path::Path::new(root),
            "rulesets/cyvasse/standard.toml",
        )
        .unwrap();
        Cyvasse::compile(&source).unwrap()
    }

    #[test]
    fn a_wrong_value_is_reported_at_its_line_and_column() {
        let game = standard();
        let text = "phase = \"battle\"\n[units]\nd2 = \"white heavy-horse\"\nd9 = \"white wyrm\"\n";
        let e = load(&game, "s.toml", text).unwrap_err();
        assert_eq!((e.file.as_str(), e.line, e.col), ("s.toml", 4, 6), "{e}");
        assert!(e.message.contains("no unit kind `wyrm`"), "{e}");
        let e = load(&game, "s.toml", "stuck = [\"z99\"]\n").unwrap_err();
        assert_eq!((e.line, e.col), (1, 10), "{e}");
        assert!(e.message.contains("`z99` is not a cell"), "{e}");
    }
}

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

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    #[serde(default)]
    phase: Option<String>,
    #[serde(default)]
    to_move: Option<String>,
    #[serde(default)]
    turn: u32,
    #[serde(default)]
    quiet: u32,
    #[serde(default)]
    seed: u64,
    #[serde(default)]
    ready: Vec<String>,
    #[serde(default)]
    stuck: Vec<String>,
    #[serde(default)]
    ruined: Vec<String>,
    #[serde(default)]
    terrain: BTreeMap<String, String>,
    #[serde(default)]
    units: BTreeMap<String, String>,
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
    let bad = |m: String| Diagnostic::file(origin, m);
    let cell = |c: &str| parse_cell(c).ok_or_else(|| bad(format!("`{c}` is not a cell")));
    let mut s = game.empty_state(f.seed);
    s.phase = match f.phase.as_deref() {
        None | Some("battle") => Phase::Battle,
        Some("setup") => Phase::Setup,
        Some(p) => {
            return Err(bad(format!(
                "phase `{p}`: expected \"setup\" or \"battle\""
            )));
        }
    };
    s.to_move = match f.to_move.as_deref() {
        None => 0,
        Some(n) => seat(n).ok_or_else(|| bad(format!("to_move `{n}`: expected white or black")))?,
    };
    s.turn = f.turn;
    s.quiet = f.quiet;
    for r in &f.ready {
        let i = seat(r).ok_or_else(|| bad(format!("ready: `{r}` is not a seat")))?;
        s.ready[i as usize] = true;
    }
    for (c, t) in &f.terrain {
        let t = game
            .terrain_index(t)
            .ok_or_else(|| bad(format!("terrain of {c}: no terrain `{t}`")))?;
        s.terrain[cell(c)?] = t;
    }
    for (c, u) in &f.units {
        let (owner, kind) = u
            .split_once(' ')
            .ok_or_else(|| bad(format!("unit on {c}: write \"white dragon\"")))?;
        let owner =
            seat(owner).ok_or_else(|| bad(format!("unit on {c}: `{owner}` is not a seat")))?;
        let kind = game
            .kind_index(kind.trim())
            .ok_or_else(|| bad(format!("unit on {c}: no unit kind `{kind}`")))?;
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
            None => return Err(bad(format!("stuck: no unit on {c}"))),
        }
    }
    for c in &f.ruined {
        s.ruined |= 1 << cell(c)?;
    }
    debug_assert_eq!(s.terrain.len(), CELLS);
    Ok(s)
}

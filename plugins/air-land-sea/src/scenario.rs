//! Scenario files: any position of a battle, for tests, puzzles and bug reports.
//!
//! ```toml
//! order = ["air", "land", "sea"]   # theaters left to right (default: the ruleset's order)
//! first = "north"                  # who holds the 1st Player commander (default north)
//! to_move = "north"                # whose turn it is (default: the 1st Player)
//! battle = 1                       # default 1
//! turn = 1                         # default 1
//! vp = [0, 0]                      # North, South (default 0, 0)
//! deck = ["S1", "L2"]              # top first; every card not placed elsewhere goes below
//! seed = 0                         # seeds the match's generator (default 0)
//!
//! [north]
//! hand = ["A4", "S3"]
//! land = ["L6", "A3 down"]         # bottom first; `down` = face-down
//!
//! [south]
//! hand = ["L1"]
//! sea = ["S2"]
//! ```
//! Every card appears at most once. Strength totals are computed on load (ongoing scripts run).

use crate::AirLandSea;
use crate::state::{Card, Placed, State};
use game_sdk::{Diagnostic, GameRng};
use serde::Deserialize;
use std::collections::BTreeMap;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    order: Option<Vec<String>>,
    first: Option<String>,
    to_move: Option<String>,
    battle: Option<u32>,
    turn: Option<u32>,
    vp: Option<[u32; 2]>,
    deck: Option<Vec<String>>,
    seed: Option<u64>,
    north: Option<BTreeMap<String, Vec<String>>>,
    south: Option<BTreeMap<String, Vec<String>>>,
}

fn seat(origin: &str, name: &str) -> Result<u8, Diagnostic> {
    match name.to_ascii_lowercase().as_str() {
        "north" => Ok(0),
        "south" => Ok(1),
        _ => Err(Diagnostic::file(
            origin,
            game_sdk::msg!(
                "scenario-not-a-seat",
                "`{name}` is not a seat: write \"north\" or \"south\"",
                name = name
            ),
        )),
    }
}

pub fn load(g: &AirLandSea, origin: &str, text: &str) -> Result<State, Diagnostic> {
    let f: File = toml::from_str(text).map_err(|e| {
        let at = e.span().map_or(0, |s| s.start);
        Diagnostic::at_offset(origin, text, at, e.message().trim().to_string())
    })?;
    let d = &g.defs;
    let bad = |m: String| Diagnostic::file(origin, m);
    let mut s = crate::rules::start(g, f.seed.unwrap_or(0));
    let t = d.theater_ids.len();
    if let Some(order) = &f.order {
        let mut ths = Vec::new();
        for name in order {
            let th = d.theater(name).ok_or_else(|| {
                bad(game_sdk::msg!(
                    "scenario-not-a-theater",
                    "`{name}` is not a theater",
                    name = name
                ))
            })?;
            if ths.contains(&th) {
                return Err(bad(game_sdk::msg!(
                    "scenario-order-twice",
                    "`{name}` appears twice in `order`",
                    name = name
                )));
            }
            ths.push(th);
        }
        if ths.len() != t {
            return Err(bad(game_sdk::msg!(
                "scenario-order-all",
                "`order` must list all {t} theaters",
                t = t
            )));
        }
        s.order = ths;
    } else {
        s.order = (0..t as u8).collect();
    }
    s.first = seat(origin, f.first.as_deref().unwrap_or("north"))?;
    s.active = match &f.to_move {
        Some(n) => seat(origin, n)?,
        None => s.first,
    };
    s.to_move = s.active;
    s.battle = f.battle.unwrap_or(1);
    s.turn = f.turn.unwrap_or(1);
    s.vp = f.vp.unwrap_or([0, 0]);
    s.hands = [Vec::new(), Vec::new()];
    s.stacks = [vec![Vec::new(); t], vec![Vec::new(); t]];
    s.deck.clear();
    let mut used: Vec<bool> = vec![false; d.cards.len()];
    let mut take = |name: &str| -> Result<Card, Diagnostic> {
        let c = d.card(name).ok_or_else(|| {
            bad(game_sdk::msg!(
                "scenario-not-a-card",
                "`{name}` is not a card of this ruleset",
                name = name
            ))
        })?;
        if std::mem::replace(&mut used[c as usize], true) {
            return Err(bad(game_sdk::msg!(
                "scenario-card-twice",
                "card `{name}` appears twice",
                name = name
            )));
        }
        Ok(c)
    };
    for (i, table) in [&f.north, &f.south].into_iter().enumerate() {
        let Some(table) = table else { continue };
        for (key, list) in table {
            if key == "hand" {
                for name in list {
                    s.hands[i].push(take(name)?);
                }
                s.hands[i].sort_unstable();
                continue;
            }
            let th = d.theater(key).ok_or_else(|| {
                bad(game_sdk::msg!(
                    "scenario-not-hand-or-theater",
                    "`{key}` is neither `hand` nor a theater ({theaters})",
                    key = key,
                    theaters = d.theater_ids.join(", ")
                ))
            })?;
            for entry in list {
                let mut words = entry.split_whitespace();
                let name = words.next().unwrap_or("");
                let up = match words.next() {
                    None | Some("up") => true,
                    Some("down") => false,
                    Some(w) => {
                        return Err(bad(game_sdk::msg!(
                            "scenario-face-up-or-down",
                            "`{entry}`: write `{name}` (face-up) or `{name} down`, not `{w}`",
                            entry = entry,
                            name = name,
                            w = w
                        )));
                    }
                };
                let card = take(name)?;
                s.stacks[i][th as usize].push(Placed { card, up });
            }
        }
    }
    for name in f.deck.iter().flatten() {
        let c = take(name)?;
        s.deck.push(c);
    }
    for (c, &u) in used.iter().enumerate() {
        if !u {
            s.deck.push(c as Card);
        }
    }
    s.deck_known = vec![0; s.deck.len()];
    if f.seed.is_none() {
        s.rng = GameRng::from_seed(0);
    }
    let mut ctx = g.ctx(&s);
    g.refresh(&mut ctx, &mut Vec::new()).map_err(|e| {
        bad(game_sdk::msg!(
            "scenario-strengths",
            "computing strengths: {error}",
            error = e
        ))
    })?;
    Ok(*ctx.s)
}

//! Compiling a ruleset into a [`Cyvasse`] (what `Game::compile` calls), in the order of the
//! rules file: units, the scripts and the terrain they give effects to, the setup's tiles and
//! army (CYV-2), the capture table (CYV-6), the lookup tables of pure terrains (CYV-5), and
//! last the named setups, checked against the setup rules.
//!
//! Problems are gathered where later steps do not depend on them, so one compile reports as
//! many as it can.

use super::{Config, Cyvasse, Kind, NamedSetup, Reach, Setup, Terrain};
use crate::script::{self, Defence, StepFx, TileCtx, UnitView};
use crate::{CELLS, Unit, parse_cell};
use game_sdk::ruleset::{self, Ruleset};
use game_sdk::script::{ScriptHost, ScriptLimits};
use game_sdk::{Diagnostic, Diagnostics, Game, RulesetSource};

fn compile_error(d: Diagnostic) -> Diagnostics {
    Diagnostics::one(d)
}

/// `capture[attacker][target]` and whether capturing each kind ends the game.
type CaptureTable = (Vec<Vec<bool>>, Vec<bool>);

/// `step[terrain][kind]` and `defence[terrain][attacker][target]`.
type PureTables = (Vec<Vec<StepFx>>, Vec<Vec<Vec<Defence>>>);

impl Cyvasse {
    /// Checks each named setup against the setup rules (a failing one is reported, not kept).
    fn compile_setups(&mut self, rs: &Ruleset<Config>, problems: &mut Diagnostics) {
        let named: Vec<(String, NamedSetup)> = self
            .config
            .setups
            .iter()
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        for (name, setup) in named {
            match self.compile_setup(&name, &setup) {
                Ok(s) => self.setups.push(s),
                Err(SetupProblem::TilesLeft { terrain, missing }) => {
                    problems.push(tiles_left(rs, &name, &self.terrains[terrain], missing));
                }
                Err(SetupProblem::Other(msg)) => {
                    problems.push(rs.error_at(&format!("setups.{name}"), msg));
                }
            }
        }
    }

    /// Checks a named setup against the rules (as White) and compiles it.
    fn compile_setup(&self, name: &str, setup: &NamedSetup) -> Result<Setup, SetupProblem> {
        if name == "random" {
            return Err(SetupProblem::Other(
                "`random` is reserved for `setup random`".into(),
            ));
        }
        if name.is_empty() || name.contains(char::is_whitespace) {
            return Err(format!("the setup name `{name}` must be one word").into());
        }
        let mut s = crate::rules::start(self, 0);
        let mut out = Setup {
            name: name.to_string(),
            tiles: Vec::new(),
            units: Vec::new(),
        };
        for (tid, cells) in &setup.tiles {
            let t = self
                .terrain_index(tid)
                .ok_or_else(|| format!("no terrain `{tid}`"))?;
            for c in cells {
                let cell = parse_cell(c).ok_or_else(|| format!("`{c}` is not a cell"))?;
                if let Some(why) = self.tile_problem(&s, 0, cell, t) {
                    // A ruleset's problem is its author's, in English: the refusal's words.
                    let why = game_sdk::wire::text::english_of(&why);
                    return Err(format!("tile {tid} on {c}: {why}").into());
                }
                s.terrain[cell] = t;
                out.tiles.push((cell, t));
            }
        }
        if let Some((t, n)) = self
            .tiles_left(&s, 0)
            .iter()
            .enumerate()
            .find(|(_, n)| **n > 0)
        {
            return Err(SetupProblem::TilesLeft {
                terrain: t,
                missing: *n,
            });
        }
        for (c, kid) in &setup.units {
            let k = self
                .kind_index(kid)
                .ok_or_else(|| format!("no unit kind `{kid}`"))?;
            let cell = parse_cell(c).ok_or_else(|| format!("`{c}` is not a cell"))?;
            if let Some(why) = self.place_problem(&s, 0, cell, k) {
                let why = game_sdk::wire::text::english_of(&why);
                return Err(format!("{kid} on {c}: {why}").into());
            }
            s.put(
                cell,
                Some(Unit {
                    owner: 0,
                    kind: k,
                    stuck: false,
                }),
            );
            out.units.push((cell, k));
        }
        if !self.army_left(&s, 0).is_empty() {
            return Err(SetupProblem::Other(
                "not every unit of the army is placed".into(),
            ));
        }
        Ok(out)
    }
}

/// Why a named setup does not fit the rules.
enum SetupProblem {
    /// It lays fewer tiles of a terrain than a homeland has: usually a variant that added a
    /// terrain (or raised its count) without adding its tiles to the setups it inherits.
    TilesLeft {
        terrain: usize,
        missing: u32,
    },
    Other(String),
}

impl From<String> for SetupProblem {
    fn from(message: String) -> Self {
        SetupProblem::Other(message)
    }
}

/// A setup short of a terrain's tiles, located where that terrain's count was set (the layer
/// that changed it, not the base file that wrote the setup), naming the setup and the fix.
fn tiles_left(
    rs: &Ruleset<Config>,
    setup: &str,
    terrain: &crate::config::Terrain,
    missing: u32,
) -> game_sdk::Diagnostic {
    let count_key = format!("setup.tiles.{}", terrain.id);
    let count = rs.config.setup.tiles.get(&terrain.id).copied().unwrap_or(0);
    let tiles = if missing == 1 { "tile" } else { "tiles" };
    let message = format!(
        "the named setup `setups.{setup}` lays {} of the {count} {} tiles these rules give a \
         homeland (`{count_key}`): add `{} = [...]` with {missing} more {tiles} to \
         `[setups.{setup}.tiles]` in this ruleset (tables merge key by key, so only the new list \
         is needed, as rulesets/cyvasse/hills.toml does), or drop the setup with \
         `remove = [\"setups.{setup}\"]`",
        count.saturating_sub(missing),
        terrain.title,
        terrain.id,
    );
    if rs.origin(&count_key).is_some() {
        rs.error_at(&count_key, message)
    } else {
        rs.error_at(&format!("setups.{setup}"), message)
    }
}

pub(crate) fn compile(source: &RulesetSource) -> Result<Cyvasse, Diagnostics> {
    let rs = ruleset::compile::<Config>(source, &Cyvasse::info().id)?;
    let cfg = rs.config.clone();
    let kinds = compile_kinds(&rs)?;
    let scripts = load_scripts(source, &rs)?;
    let mut terrains = compile_terrains(&rs, scripts.as_ref())?;
    let fill = fill_terrain(&rs, &terrains)?;
    let mut problems = Diagnostics::default();
    count_tiles(&rs, &mut terrains, &mut problems);
    let army = compile_army(&rs, &kinds, &mut problems);
    let (capture, decisive) = capture_table(&rs, &kinds, &mut problems);
    if !problems.is_empty() {
        return Err(problems);
    }
    let (step, defence) = pure_tables(&kinds, &terrains, scripts.as_ref())?;
    let mut tile_order: Vec<usize> = (0..terrains.len()).collect();
    tile_order.sort_by_key(|&t| terrains[t].max_group == 0);
    let all_pure = terrains.iter().all(|t| t.pure);
    let pure_terrains = (0..terrains.len())
        .filter(|&t| terrains[t].pure)
        .fold(0u64, |m, t| m | 1 << t);
    let stand_terrains = (0..kinds.len())
        .map(|k| {
            (0..terrains.len())
                .filter(|&t| terrains[t].pure && step[t][k].access != script::Access::Blocked)
                .fold(0u64, |m, t| m | 1 << t)
        })
        .collect();
    let step_by_kind = (0..kinds.len())
        .map(|k| {
            let mut row = [StepFx::NONE; 256];
            for (t, fx) in row.iter_mut().enumerate().take(terrains.len()) {
                *fx = step[t][k];
            }
            row
        })
        .collect();
    // Four orthogonal directions, then four diagonal (`rules::DIRS`).
    let by_dir = |r: Reach| {
        let mut reach = [r.diagonal; 8];
        reach[..4].fill(r.orthogonal);
        reach
    };
    let move_reach = kinds.iter().map(|k| by_dir(k.moves)).collect();
    let shot_reach = kinds
        .iter()
        .map(|k| k.attack.map_or([0; 8], by_dir))
        .collect();
    static SERIAL: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let serial = SERIAL.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let mut game = Cyvasse {
        serial,
        all_pure,
        step_by_kind,
        move_reach,
        shot_reach,
        pure_terrains,
        stand_terrains,
        tile_order,
        hidden: cfg.setup.hidden,
        first: cfg.first_player.index(),
        config: cfg,
        kinds,
        terrains,
        fill,
        army,
        capture,
        decisive,
        step,
        defence,
        setups: Vec::new(),
        scripts,
    };
    game.compile_setups(&rs, &mut problems);
    problems.into_result(game)
}

/// The unit kinds, in the order of their ids (CYV-4, CYV-6).
fn compile_kinds(rs: &Ruleset<Config>) -> Result<Vec<Kind>, Diagnostics> {
    let kinds: Vec<Kind> = rs
        .config
        .units
        .iter()
        .map(|(id, u)| Kind {
            id: id.clone(),
            title: u.title.clone(),
            label: u.label.clone(),
            rank: u.rank,
            moves: u.moves,
            attack: u.attack,
            melee: u.melee,
            text: u.text.clone(),
            view: UnitView::new(id, u),
        })
        .collect();
    if kinds.is_empty() || kinds.len() > 64 {
        return Err(compile_error(
            rs.error_at("units", "expected between 1 and 64 unit kinds"),
        ));
    }
    Ok(kinds)
}

/// The ruleset's scripts, if it names any.
fn load_scripts(
    source: &RulesetSource,
    rs: &Ruleset<Config>,
) -> Result<Option<ScriptHost>, Diagnostics> {
    let limits = ScriptLimits {
        memory_bytes: rs.header.limits.memory_bytes,
        instructions: rs.header.limits.instructions,
    };
    if rs.header.scripts.is_empty() {
        Ok(None)
    } else {
        Ok(Some(ScriptHost::load(source, &rs.header.scripts, limits)?))
    }
}

/// The terrain kinds (CYV-5), each hook it names defined by a script; their tile counts are
/// filled in by [`count_tiles`].
fn compile_terrains(
    rs: &Ruleset<Config>,
    scripts: Option<&ScriptHost>,
) -> Result<Vec<Terrain>, Diagnostics> {
    let mut problems = Diagnostics::default();
    let mut terrains = Vec::new();
    for (id, t) in &rs.config.terrain {
        for (key, name) in script::declared(&t.hooks) {
            if !scripts.is_some_and(|h| h.has(name)) {
                problems.push(rs.error_at(
                    &format!("terrain.{id}.hooks.{key}"),
                    format!("no script of this ruleset defines the function `{name}`"),
                ));
            }
        }
        terrains.push(Terrain {
            id: id.clone(),
            title: t.title.clone(),
            text: t.text.clone(),
            max_group: t.max_group,
            pure: t.pure,
            hooks: t.hooks.clone(),
            count: 0,
        });
    }
    if terrains.is_empty() || terrains.len() > 64 {
        problems.push(rs.error_at("terrain", "expected between 1 and 64 terrain kinds"));
    }
    if !problems.is_empty() {
        return Err(problems);
    }
    Ok(terrains)
}

fn terrain_of(terrains: &[Terrain], id: &str) -> Option<u8> {
    terrains.iter().position(|t| t.id == id).map(|i| i as u8)
}

fn kind_of(kinds: &[Kind], id: &str) -> Option<u8> {
    kinds.iter().position(|k| k.id == id).map(|i| i as u8)
}

/// The terrain every homeland cell has before a tile is laid on it (CYV-2).
fn fill_terrain(rs: &Ruleset<Config>, terrains: &[Terrain]) -> Result<u8, Diagnostics> {
    let fill = &rs.config.setup.fill;
    terrain_of(terrains, fill).ok_or_else(|| {
        compile_error(rs.error_at(
            "setup.fill",
            format!("`setup.fill` = \"{fill}\" is not a terrain"),
        ))
    })
}

/// How many tiles of each terrain a player lays; they must cover a homeland (CYV-2).
fn count_tiles(rs: &Ruleset<Config>, terrains: &mut [Terrain], problems: &mut Diagnostics) {
    let mut total = 0;
    for (id, n) in &rs.config.setup.tiles {
        match terrain_of(terrains, id) {
            Some(t) => terrains[t as usize].count = *n,
            None => problems
                .push(rs.error_at(&format!("setup.tiles.{id}"), format!("no terrain `{id}`"))),
        }
        total += n;
    }
    if total as usize != CELLS / 2 {
        problems.push(rs.error_at(
            "setup.tiles",
            format!(
                "the tiles add up to {total}, expected {} (the cells of a homeland)",
                CELLS / 2
            ),
        ));
    }
}

/// The units each player places (CYV-2), as kinds.
fn compile_army(rs: &Ruleset<Config>, kinds: &[Kind], problems: &mut Diagnostics) -> Vec<u8> {
    let mut army = Vec::new();
    for (i, id) in rs.config.setup.army.iter().enumerate() {
        match kind_of(kinds, id) {
            Some(k) => army.push(k),
            None => problems
                .push(rs.error_at(&format!("setup.army[{i}]"), format!("no unit kind `{id}`"))),
        }
    }
    if army.is_empty() || army.len() > CELLS / 2 {
        problems.push(rs.error_at("setup.army", "expected 1 to 32 units"));
    }
    army
}

/// Who may capture whom (CYV-6): by rank, then the units that capture or are captured by any,
/// then the pairs named as exceptions; and whose capture ends the game (CYV-8).
fn capture_table(rs: &Ruleset<Config>, kinds: &[Kind], problems: &mut Diagnostics) -> CaptureTable {
    let c = &rs.config.capture;
    let n = kinds.len();
    let mut capture = vec![vec![false; n]; n];
    for (a, ka) in kinds.iter().enumerate() {
        for (t, kt) in kinds.iter().enumerate() {
            capture[a][t] = kt.rank <= ka.rank + c.above;
        }
    }
    let mut decisive = vec![false; n];
    for (key, list) in [
        ("capture.captures_any", &c.captures_any),
        ("capture.captured_by_any", &c.captured_by_any),
        ("capture.decisive", &c.decisive),
    ] {
        for (i, id) in list.iter().enumerate() {
            let Some(k) = kind_of(kinds, id) else {
                problems.push(rs.error_at(&format!("{key}[{i}]"), format!("no unit `{id}`")));
                continue;
            };
            let k = k as usize;
            match key {
                "capture.captures_any" => capture[k].iter_mut().for_each(|x| *x = true),
                "capture.captured_by_any" => capture.iter_mut().for_each(|row| row[k] = true),
                _ => decisive[k] = true,
            }
        }
    }
    for (key, list, value) in [
        ("capture.also", &c.also, true),
        ("capture.never", &c.never, false),
    ] {
        for (i, pair) in list.iter().enumerate() {
            match pair.as_slice() {
                [a, t] => match (kind_of(kinds, a), kind_of(kinds, t)) {
                    (Some(a), Some(t)) => capture[a as usize][t as usize] = value,
                    _ => problems.push(
                        rs.error_at(&format!("{key}[{i}]"), "names a unit that does not exist"),
                    ),
                },
                _ => problems.push(
                    rs.error_at(&format!("{key}[{i}]"), "expected a pair [attacker, target]"),
                ),
            }
        }
    }
    (capture, decisive)
}

/// Lookup tables for pure terrains: each hook once per kind (or pair of kinds).
fn pure_tables(
    kinds: &[Kind],
    terrains: &[Terrain],
    scripts: Option<&ScriptHost>,
) -> Result<PureTables, Diagnostics> {
    let n = kinds.len();
    let mut step = vec![vec![StepFx::NONE; n]; terrains.len()];
    let mut defence = vec![vec![vec![Defence::Ok; n]; n]; terrains.len()];
    for (ti, t) in terrains.iter().enumerate() {
        if !t.pure {
            continue;
        }
        for (a, ka) in kinds.iter().enumerate() {
            let mut ctx = TileCtx {
                terrain: t.id.clone(),
                unit: ka.view.clone(),
                target: None,
                place: None,
            };
            step[ti][a] =
                script::eval_step(scripts, &t.hooks, &ctx).map_err(|e| compile_error(e.into()))?;
            if t.hooks.attack_into.is_some() {
                for (d, kd) in kinds.iter().enumerate() {
                    ctx.target = Some(kd.view.clone());
                    defence[ti][a][d] = script::eval_defence(scripts, &t.hooks, &ctx)
                        .map_err(|e| compile_error(e.into()))?;
                }
            }
        }
    }
    Ok((step, defence))
}

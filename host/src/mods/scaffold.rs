//! `game-host mod new <game> <id>`: a mod that works as written and shows where everything goes
//! — a manifest, one ruleset extending the game's standard, one script, the editor files (the
//! game's JSON Schema for the ruleset, its Lua type stubs and a `.luarc.json` pointing at them),
//! a scenario when the game has example ones, and a README.

use super::manifest;
use crate::tr;
use game_content::packages::is_mod_id;
use std::path::{Path, PathBuf};

/// What to scaffold.
#[derive(Debug, Clone)]
pub struct Scaffold<'a> {
    pub game: &'a str,
    /// The game's display name, as its plugin gives it.
    pub game_name: &'a str,
    /// The installed plugin's version: the manifest accepts its compatible versions.
    pub game_version: Option<&'a str>,
    pub id: &'a str,
    /// The bundled content root, to copy the game's editor files from.
    pub content: Option<&'a Path>,
}

/// The file stem of the scaffolded ruleset and script.
pub const RULESET: &str = "house";

/// Writes the mod into `dir` (which must not exist or be empty); returns the files written,
/// relative to `dir`.
/// The luacheck settings of the bundled scripts (the repository's `.luacheckrc`, one file for
/// both): Lua 5.4 as the sandbox has it, its globals and each game's.
const LUACHECKRC: &str = include_str!("../../../.luacheckrc");

pub fn create(s: &Scaffold, dir: &Path) -> Result<Vec<String>, String> {
    if !is_mod_id(s.id) {
        return Err(tr!("mods-file-new-bad-id", id = s.id, game = s.game));
    }
    if dir.exists()
        && std::fs::read_dir(dir)
            .map(|mut d| d.next().is_some())
            .unwrap_or(true)
    {
        return Err(tr!(
            "mods-file-dir-not-empty",
            path = dir.display().to_string()
        ));
    }
    let mut files: Vec<(String, String)> = vec![
        (manifest::FILE.into(), manifest_text(s)),
        (
            format!("rulesets/{}/{RULESET}.toml", s.game),
            ruleset_text(s),
        ),
        (
            format!("scripts/{}/{RULESET}.lua", s.game),
            script_text(s, example_hook(s).as_deref()),
        ),
        ("README.md".into(), readme_text(s)),
        // The same luacheck settings as the bundled scripts (`luacheck scripts` in the mod).
        (".luacheckrc".into(), LUACHECKRC.into()),
    ];
    let game_file = |rel: String| -> Option<(String, String)> {
        let text = crate::safe_read::read_in_root(s.content?, &rel, 1 << 20).ok()?;
        Some((rel, text))
    };
    files.extend(game_file(format!("rulesets/{}/.schema.json", s.game)));
    // The game's script API, beside the script whose header links it.
    files.extend(game_file(format!("scripts/{}/API.md", s.game)));
    if let Some((rel, text)) = game_file(format!("scripts/{}/types.lua", s.game)) {
        // The sandbox's own globals (`library`, `require`) first, then the game's ctx.
        let mut library = Vec::new();
        if let Some((sandbox, text)) = game_file("scripts/sandbox.lua".into()) {
            library.push(sandbox.clone());
            files.push((sandbox, text));
        }
        library.push(rel.clone());
        files.push((rel, text));
        files.push((".luarc.json".into(), luarc_text(&library)));
    }
    if let Some((name, text)) = example_scenario(s) {
        files.push((format!("scenarios/{name}"), text));
    }
    let mut written = Vec::new();
    for (rel, text) in files {
        let path = dir.join(&rel);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).map_err(|e| format!("{}: {e}", parent.display()))?;
        }
        std::fs::write(&path, text).map_err(|e| format!("{}: {e}", path.display()))?;
        written.push(rel);
    }
    Ok(written)
}

/// `^major.minor` of the installed plugin (so patch and, from 1.0, minor releases still match),
/// or any version when the game is not installed here.
fn requirement(version: Option<&str>) -> String {
    match version.and_then(|v| semver::Version::parse(v).ok()) {
        Some(v) => format!("^{}.{}", v.major, v.minor),
        None => "*".into(),
    }
}

fn manifest_text(s: &Scaffold) -> String {
    format!(
        r#"# The manifest of this mod: see docs/mods.md for every key.
id = "{id}"
version = "0.1.0"
title = "{name} house rules"
description = "What this mod changes, in a sentence or two."
authors = ["Your Name"]

# The game this mod is for, and the versions of its plugin it works with.
[game]
{game} = "{req}"

# Other mods this one needs (uncomment), e.g. to extend their rulesets:
# [dependencies]
# some-mod = "^1.0"
"#,
        id = s.id,
        name = s.game_name,
        game = s.game,
        req = requirement(s.game_version),
    )
}

fn ruleset_text(s: &Scaffold) -> String {
    format!(
        r#"#:schema ./.schema.json
# A house rule: the game's standard rules, changed by the keys below. Run
# `game-host keys {game}` for every key, and `game-host mod check` after each edit.
game = "{game}"
name = "{name} house rules"
description = "Standard {name} with this mod's changes."
# "standard" is the game's own standard ruleset; "<mod-id>:<name>" would be another mod's.
extends = "standard"
# Script paths are relative to this mod's folder.
scripts = ["scripts/{game}/{RULESET}.lua"]
"#,
        game = s.game,
        name = s.game_name,
    )
}

/// The file a game ships as its annotated example hook (`scripts/<game>/example_hook.lua`),
/// which a new mod's script starts from.
pub const EXAMPLE_HOOK: &str = "example_hook.lua";

fn script_text(s: &Scaffold, example: Option<&str>) -> String {
    let header = format!(
        r#"-- The house rule's behaviour. The hooks a {name} script may define, and what each
-- receives, are in the game's API: scripts/{game}/API.md (copied here from the game's content).
-- scripts/{game}/types.lua (copied here for your editor, see .luarc.json) describes the `ctx`
-- every hook is given, so an editor with the Lua language server completes it. A function
-- defined here replaces the standard one of the same name.
"#,
        name = s.game_name,
        game = s.game,
    );
    // Without the game's example (content that lacks it) the script is an empty table of
    // hooks, which every game accepts.
    let body = example.unwrap_or("local M = {}\n\nreturn M\n");
    format!("{header}\n{body}")
}

/// The game's annotated example hook from its content, if it ships one.
fn example_hook(s: &Scaffold) -> Option<String> {
    let rel = format!("scripts/{}/{EXAMPLE_HOOK}", s.game);
    crate::safe_read::read_in_root(s.content?, &rel, 1 << 16).ok()
}

fn luarc_text(library: &[String]) -> String {
    let library = library
        .iter()
        .map(|file| format!("\"{file}\""))
        .collect::<Vec<_>>()
        .join(", ");
    format!(
        r#"{{
  "$schema": "https://raw.githubusercontent.com/LuaLS/vscode-lua/master/setting/schema.json",
  "runtime.version": "Lua 5.4",
  "runtime.builtin": {{
    "coroutine": "disable",
    "debug": "disable",
    "io": "disable",
    "os": "disable",
    "package": "disable"
  }},
  "workspace.library": [{library}]
}}
"#
    )
}

fn readme_text(s: &Scaffold) -> String {
    format!(
        r#"# {name} house rules

A mod for {name} (`{game}`). Edit `rulesets/{game}/{RULESET}.toml` and
`scripts/{game}/{RULESET}.lua`, then:

```sh
game-host mod check --play 20          # compile it and play 20 random games under it
game-host --mods . play {game} --ruleset {id}:{RULESET}   # try it from this folder
game-host mod pack                     # writes {id}-<version>.zip to share
game-host mod install {id}-0.1.0.zip   # what the people you share it with run
```

Bump `version` in `mod.toml` for every release you share: installing a newer zip replaces
the older version. See docs/mods.md for the manifest and how rulesets and scripts resolve.
"#,
        name = s.game_name,
        game = s.game,
        id = s.id,
    )
}

/// The first of the game's own test scenarios in a checkout, as an example to start from.
fn example_scenario(s: &Scaffold) -> Option<(String, String)> {
    let dir: PathBuf = s
        .content?
        .join("plugins")
        .join(s.game)
        .join("tests/scenarios");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .ok()?
        .filter_map(|e| e.ok()?.file_name().to_str().map(str::to_string))
        .filter(|n| n.ends_with(".toml"))
        .collect();
    names.sort();
    let name = names.into_iter().next()?;
    let text = crate::safe_read::read_in_root(&dir, &name, 1 << 20).ok()?;
    Some((
        "example.toml".into(),
        format!(
            "# An example position to start from (`game-host play {} --scenario \
             scenarios/example.toml`); the format is in the game's SCENARIOS.md.\n{text}",
            s.game
        ),
    ))
}

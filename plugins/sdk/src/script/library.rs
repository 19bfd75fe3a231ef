//! Libraries: code the scripts of one ruleset share. A library is a script of the ruleset's
//! `scripts` list that returns `library { ... }` instead of a plain table: its functions are not
//! hooks (the game never calls them, `check` does not ask for them), and every script listed
//! after it gets its table with `require("<file name without .lua>")`. A library is frozen like
//! everything a script keeps, so sharing it shares no state.
//!
//! ```lua
//! -- scripts/air-land-sea/flip.lua
//! local M = {}
//! function M.options(names) ... end
//! return library(M)
//!
//! -- scripts/air-land-sea/cards.lua (listed after flip.lua)
//! local flip = require("flip")
//! ```

use mlua::{Lua, Table, Value};
use std::collections::{HashMap, HashSet};

/// The libraries of one Lua state: the tables marked by `library` while their script loads, and
/// the loaded ones by name.
#[derive(Default)]
struct Libraries {
    marked: HashSet<usize>,
    by_name: HashMap<String, (String, Table)>,
}

/// Installs `library` and `require` in the scripts' globals `env`.
pub(crate) fn install(lua: &Lua, env: &Table) -> mlua::Result<()> {
    lua.set_app_data(Libraries::default());
    let library = lua.create_function(|lua, value: Value| {
        let Value::Table(table) = value else {
            return Err(mlua::Error::RuntimeError(format!(
                "library(...) takes the table of the library's functions, not {}",
                value.type_name()
            )));
        };
        if let Some(mut libs) = lua.app_data_mut::<Libraries>() {
            libs.marked.insert(table.to_pointer() as usize);
        }
        Ok(table)
    })?;
    let require = lua.create_function(|lua, name: String| {
        let Some(libs) = lua.app_data_ref::<Libraries>() else {
            return Err(mlua::Error::RuntimeError(
                "no libraries in this state".into(),
            ));
        };
        if let Some((_, table)) = libs.by_name.get(&name) {
            return Ok(table.clone());
        }
        let mut known: Vec<&str> = libs.by_name.keys().map(String::as_str).collect();
        known.sort_unstable();
        let known = if known.is_empty() {
            "none".to_string()
        } else {
            known.join(", ")
        };
        Err(mlua::Error::RuntimeError(format!(
            "require(\"{name}\"): no library of that name is loaded before this script \
             (loaded: {known}); a library is a script listed earlier in the ruleset's `scripts` \
             that returns `library {{ ... }}`"
        )))
    })?;
    env.raw_set("library", library)?;
    env.raw_set("require", require)?;
    Ok(())
}

/// Whether `table`, just returned by the script at `path`, was marked by `library(...)`.
pub(crate) fn is_library(lua: &Lua, table: &Table) -> bool {
    lua.app_data_ref::<Libraries>()
        .is_some_and(|libs| libs.marked.contains(&(table.to_pointer() as usize)))
}

/// The name scripts require the library at `path` by: its file name without `.lua`.
pub(crate) fn name_of(path: &str) -> &str {
    let file = path.rsplit('/').next().unwrap_or(path);
    file.strip_suffix(".lua").unwrap_or(file)
}

/// Makes the (frozen) library at `path` available to the scripts loaded after it; a second
/// library of the same name is refused, naming both files.
pub(crate) fn register(lua: &Lua, path: &str, table: Table) -> Result<(), String> {
    let Some(mut libs) = lua.app_data_mut::<Libraries>() else {
        return Err("no libraries in this state".into());
    };
    let name = name_of(path);
    if let Some((other, _)) = libs.by_name.get(name)
        && other != path
    {
        return Err(format!(
            "a library named `{name}` is already loaded from {other}: `require` could not \
             tell them apart; rename one of the files"
        ));
    }
    libs.by_name
        .insert(name.to_string(), (path.to_string(), table));
    Ok(())
}

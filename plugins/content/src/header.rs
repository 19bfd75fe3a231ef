//! The header of a ruleset file: which game it is for, its name, its base, its scripts and the
//! limits its scripts run under. Everything else in the file is the game's own keys.

use super::locate::parse_file;
use super::source::file_stem;
use super::validate::typed;
use game_wire::diag::Diagnostics;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The header keys as written in one ruleset file (top-level keys of the TOML document). These
/// names are reserved: a game cannot use them for its own keys.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct HeaderKeys {
    /// The id of the game this ruleset is for, e.g. `"palagan"`. Required in every file of an
    /// `extends` chain, and must be the id of the game that loads it.
    pub game: String,
    /// The ruleset's display name. Not inherited; defaults to the file name without `.toml`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// One or two sentences on what this ruleset changes. Not inherited; defaults to empty.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// The base ruleset, by name: `"standard"` is `standard.toml` in the same directory. This
    /// file's keys override the base's; tables merge key by key, arrays are replaced.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub extends: Option<String>,
    /// Lua files, relative to the content root (e.g. `"scripts/palagan/territory.lua"`), loaded
    /// after the base's scripts; a script already loaded by the base is not loaded twice. A later
    /// script's function replaces an earlier one of the same name.
    #[serde(default)]
    pub scripts: Vec<String>,
    /// Scripts of the base ruleset not to load, by the same path the base used.
    #[serde(default)]
    pub drop_scripts: Vec<String>,
    /// Keys the base ruleset sets that this one deletes, as dotted paths (`"cards.A6"`,
    /// `"cards.A2.ability"`, `"rules.suicide"`): removed from what the base merged before this
    /// file's own keys are merged, so a variant can take out a card, an ability or a table it
    /// inherits (a deleted key falls back to its default). Naming a key the base does not set is
    /// an error.
    #[serde(default)]
    pub remove: Vec<String>,
    /// Resource limits for this ruleset's scripts. Inherited and merged key by key.
    #[serde(default)]
    pub limits: Limits,
    /// This file's text in other languages, by language code (`id`, …) and then by the dotted
    /// path of the text it translates (`name`, `description`, `"cards.A1.name"`): the host shows
    /// a player the translation of the text in force where it has one, else the English written
    /// in the file. Not inherited as such: a base's translations stay with the base's texts, so
    /// a variant that rewrites a text and not its translation shows its own English.
    #[serde(default, skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    pub text: std::collections::BTreeMap<String, std::collections::BTreeMap<String, String>>,
}

/// The top-level keys reserved for the header.
pub const HEADER_KEYS: &[&str] = &[
    "game",
    "name",
    "description",
    "extends",
    "scripts",
    "drop_scripts",
    "remove",
    "limits",
    "text",
];

/// The `[limits]` table as written (merged across the `extends` chain).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(default, deny_unknown_fields)]
pub struct Limits {
    /// Memory the ruleset's Lua state may use, in MiB.
    #[schemars(range(min = 1, max = 1024))]
    pub memory_mb: u32,
    /// Lua VM instructions one hook call may run before it is stopped.
    #[schemars(range(min = 1000, max = 1_000_000_000))]
    pub instructions: u64,
}

impl Default for Limits {
    fn default() -> Self {
        let d = ScriptLimits::default();
        Self {
            memory_mb: (d.memory_bytes / MIB) as u32,
            instructions: d.instructions,
        }
    }
}

const MIB: usize = 1024 * 1024;

/// The limits a ruleset's scripts run under, resolved: what the Lua sandbox enforces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct ScriptLimits {
    /// Memory the Lua state may allocate (default 16 MiB).
    pub memory_bytes: usize,
    /// Instructions one hook call may run (default 1 000 000).
    pub instructions: u64,
}

impl ScriptLimits {
    pub const DEFAULT_MEMORY_BYTES: usize = 16 * MIB;
    pub const DEFAULT_INSTRUCTIONS: u64 = 1_000_000;
}

impl Default for ScriptLimits {
    fn default() -> Self {
        Self {
            memory_bytes: Self::DEFAULT_MEMORY_BYTES,
            instructions: Self::DEFAULT_INSTRUCTIONS,
        }
    }
}

impl From<Limits> for ScriptLimits {
    fn from(l: Limits) -> Self {
        Self {
            memory_bytes: (l.memory_mb as usize).saturating_mul(MIB),
            instructions: l.instructions,
        }
    }
}

/// What the host shows when it lists rulesets: read from one file, without its base.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RulesetInfo {
    /// The file, relative to the content root.
    pub path: String,
    pub game: String,
    /// `name`, or the file name without `.toml`.
    pub name: String,
    pub description: String,
    pub extends: Option<String>,
    /// The file's translations (see [`HeaderKeys::text`]).
    pub text: std::collections::BTreeMap<String, std::collections::BTreeMap<String, String>>,
}

/// Reads just the header of one ruleset file (no base, no scripts, no game keys checked): for
/// listing rulesets with their names and descriptions.
pub fn read_header(path: &str, text: &str) -> Result<RulesetInfo, Diagnostics> {
    let mut parsed = parse_file(path, text).map_err(Diagnostics)?;
    let header = split_header(&mut parsed.table);
    let keys: HeaderKeys = typed(
        toml::Value::Table(header),
        &parsed.locations,
        &Default::default(),
        &[],
    )
    .map_err(Diagnostics)?;
    Ok(RulesetInfo {
        path: path.to_string(),
        name: keys.name.unwrap_or_else(|| file_stem(path).to_string()),
        description: keys.description.unwrap_or_default(),
        game: keys.game,
        extends: keys.extends,
        text: keys.text,
    })
}

/// Moves the per-file header keys (all of [`HEADER_KEYS`] but `limits`, which merges like the
/// game's tables) out of a file's top-level table.
pub(crate) fn split_header(table: &mut toml::Table) -> toml::Table {
    HEADER_KEYS
        .iter()
        .filter(|k| **k != "limits")
        .filter_map(|k| table.remove(*k).map(|v| (k.to_string(), v)))
        .collect()
}

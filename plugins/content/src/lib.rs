//! Rulesets: layered, strictly typed TOML (see `plugins/sdk/RULESETS.md` for the format), read
//! the same way by the host (collecting, listing, rules pages, mods) and by a plugin (compiling).
//! No Lua, no bots: the scripts a ruleset names are collected here as text and run by the SDK.
//! Plugins reach this crate as `game_sdk::ruleset`.
//!
//! A ruleset file is `rulesets/<game>/<name>.toml`: a header (`game`, `name`, `description`,
//! `extends`, `scripts`, `drop_scripts`, `[limits]`) and the game's own keys. [`compile`] follows
//! the `extends` chain, merges the layers (child over base; tables merge, arrays replace), puts
//! the scripts in order and reads the game's keys as the game's config type, which declares the
//! keys once: serde for reading, `schemars::JsonSchema` for ranges and documentation
//! ([`ruleset_keys`]). Every problem is reported at the file, line and column of the layer
//! that wrote it.
//!
//! - [`source`]: [`collect`] the files of a ruleset ([`RulesetSource`]) from a content root.
//! - [`header`]: the header keys, [`ScriptLimits`], [`read_header`].
//! - `layers`: the `extends` chain, merging, script order.
//! - [`locate`]: key paths and where each key was written.
//! - [`merged`]: the merged keys of a ruleset for reading (rules pages), merged as compiled.
//! - `validate`: the schema walk and typed deserialization.
//! - [`keys`]: the key reference as data ([`game_wire::RulesetKeys`]) and as Markdown.
//! - [`packages`]: paths across the bundled content and mods (`mods/<id>/…`), cross-mod
//!   `extends`.
//! - [`safe_read`]: reading user files with a type check, a size limit and no blocking.

pub mod header;
pub mod keys;
mod layers;
pub mod locate;
pub mod merged;
pub mod packages;
pub mod safe_read;
pub mod source;
mod validate;

pub use header::{HEADER_KEYS, HeaderKeys, Limits, RulesetInfo, ScriptLimits, read_header};
pub use keys::{header_keys, header_markdown, keys_markdown, ruleset_keys};
pub use locate::{KeyPath, Locations, Origin, Pos};
pub use merged::{Merged, merged};
pub use source::{RulesetSource, base_path, collect, collect_with, references};

use game_wire::diag::{Diagnostic, Diagnostics};
use schemars::JsonSchema;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// A compiled ruleset: its resolved header and the game's config read from the merged keys.
#[derive(Clone, Debug)]
pub struct Ruleset<T> {
    pub header: Header,
    pub config: T,
    locations: Locations,
}

/// The header of a compiled ruleset, resolved over its `extends` chain.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Header {
    pub game: String,
    /// The asked-for file's `name` (not inherited), or its file name without `.toml`.
    pub name: String,
    /// The asked-for file's `description` (not inherited), or empty.
    pub description: String,
    /// The files of the `extends` chain in merge order: the furthest base first, the asked-for
    /// ruleset last.
    pub layers: Vec<String>,
    /// The scripts to load, in order (content-root-relative paths, all present in the source).
    pub scripts: Vec<String>,
    pub limits: ScriptLimits,
}

impl<T> Ruleset<T> {
    /// A problem with the value of `key` (a dotted path such as `board.side` or `units[2].name`),
    /// located where the layer that last wrote it wrote it — for checks the schema cannot
    /// express, such as one key bounded by another. Falls back to the nearest enclosing table,
    /// then to the asked-for file.
    pub fn error_at(&self, key: &str, message: impl Into<String>) -> Diagnostic {
        self.locations.at_value(&KeyPath::parse(key), message)
    }

    /// Where `key` was last written, if it was written at all (not a default).
    pub fn origin(&self, key: &str) -> Option<&Origin> {
        self.locations.get(&KeyPath::parse(key))
    }

    /// Where every key of the merged ruleset was written.
    pub fn locations(&self) -> &Locations {
        &self.locations
    }
}

/// Compiles the ruleset `source.root` for the game `game_id`: follows `extends`, checks every
/// header, merges the layers, orders the scripts, and reads the game's keys as `T`.
///
/// `T` should derive `Deserialize` and `JsonSchema` with `#[serde(deny_unknown_fields)]` (and
/// `Serialize` + `#[serde(default)]` for documented defaults). All problems found in one pass
/// are returned, sorted by file and position.
pub fn compile<T: DeserializeOwned + JsonSchema>(
    source: &RulesetSource,
    game_id: &str,
) -> Result<Ruleset<T>, Diagnostics> {
    let mut out = Vec::new();
    let (chain, chain_complete) = layers::load_chain(source, game_id, &mut out);
    let Some(root) = chain.last() else {
        return Err(Diagnostics(out));
    };
    let (mut merged, locations) = layers::merge(&chain, &source.root, &mut out);
    let limits: Limits = match merged.remove("limits") {
        Some(value) => typed_or_push(value, &locations, "limits", &[], &mut out),
        None => Some(Limits::default()),
    }
    .unwrap_or_default();
    let scripts = layers::scripts(&chain, source, &mut out);
    // The game's keys are only meaningful over a complete chain (a missing base would make
    // every key it sets look missing).
    let config = if chain_complete {
        typed_or_push::<T>(
            toml::Value::Table(merged),
            &locations,
            "",
            HEADER_KEYS,
            &mut out,
        )
    } else {
        None
    };
    let header = root.header.as_ref();
    let resolved = Header {
        game: game_id.to_string(),
        name: header
            .and_then(|h| h.name.clone())
            .unwrap_or_else(|| source::file_stem(&root.path).to_string()),
        description: header
            .and_then(|h| h.description.clone())
            .unwrap_or_default(),
        layers: chain.iter().map(|l| l.path.clone()).collect(),
        scripts,
        limits: limits.into(),
    };
    match config {
        Some(config) if out.is_empty() => Ok(Ruleset {
            header: resolved,
            config,
            locations,
        }),
        _ => {
            validate::sort_diagnostics(&mut out);
            Err(Diagnostics(out))
        }
    }
}

fn typed_or_push<T: DeserializeOwned + JsonSchema>(
    value: toml::Value,
    locations: &Locations,
    at: &str,
    extra_root_keys: &[&str],
    out: &mut Vec<Diagnostic>,
) -> Option<T> {
    match validate::typed(value, locations, &KeyPath::parse(at), extra_root_keys) {
        Ok(t) => Some(t),
        Err(errors) => {
            out.extend(errors);
            None
        }
    }
}

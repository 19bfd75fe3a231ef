//! The `extends` chain of a ruleset: loading each layer, checking its header, merging the
//! layers' keys (child over base) and putting their scripts in order.

use super::header::{HeaderKeys, split_header};
use super::locate::{KeyPath, Locations, parse_file};
use super::packages::{mod_base, mod_of, script_path};
use super::source::{RulesetSource, base_path, is_content_path};
use super::validate::typed;
use game_wire::diag::Diagnostic;

/// One file of an `extends` chain.
#[derive(Clone, Debug)]
pub(crate) struct Layer {
    pub path: String,
    /// The file's header, when it was valid.
    pub header: Option<HeaderKeys>,
    /// Everything but the per-file header keys: the game's keys and `[limits]`.
    pub table: toml::Table,
    pub locations: Locations,
}

/// Loads `source.root` and its bases, furthest base first, and whether the chain is complete.
/// Every problem found on the way is pushed to `out`; the chain stops (incomplete) at a file
/// that cannot be parsed, a header that cannot be read, a missing base or a cycle.
pub(crate) fn load_chain(
    source: &RulesetSource,
    game_id: &str,
    out: &mut Vec<Diagnostic>,
) -> (Vec<Layer>, bool) {
    let mut chain: Vec<Layer> = Vec::new();
    let mut path = source.root.clone();
    let Some(mut text) = source.text(&path) else {
        out.push(Diagnostic::file(&path, "ruleset not found"));
        return (chain, false);
    };
    let mut complete = false;
    while let Some(layer) = load_layer(&path, text, game_id, out) {
        let Some(header) = &layer.header else {
            chain.push(layer);
            break;
        };
        let extends = header.extends.clone();
        let here = layer.locations.clone();
        chain.push(layer);
        let Some(name) = extends else {
            complete = true;
            break;
        };
        let at = KeyPath::parse("extends");
        let base = match mod_base(&path, &name) {
            Some(Ok(base)) => Some(base),
            Some(Err(message)) => {
                out.push(here.at_value(&at, message));
                break;
            }
            None => base_path(&path, &name),
        };
        let Some(base) = base else {
            out.push(here.at_value(
                &at,
                format!(
                    "`extends` = \"{name}\" is not a ruleset name, expected the name of a \
                     ruleset in the same directory, e.g. \"standard\""
                ),
            ));
            break;
        };
        if let Some(start) = chain.iter().position(|l| l.path == base) {
            let mut cycle: Vec<&str> = chain[start..].iter().map(|l| l.path.as_str()).collect();
            cycle.push(&base);
            out.push(here.at_value(
                &at,
                format!("`extends` makes a cycle: {}", cycle.join(" → ")),
            ));
            break;
        }
        let Some(base_text) = source.text(&base) else {
            let message = match mod_of(&base) {
                Some((mod_id, _)) => format!(
                    "base ruleset `{base}` not found: mod `{mod_id}` is not installed, or has \
                     no such ruleset for this game"
                ),
                None if mod_of(&path).is_some() => format!(
                    "base ruleset `{base}` not found (a plain name in a mod names the game's \
                     own ruleset; write \"<mod-id>:<name>\" for a mod's)"
                ),
                None => format!(
                    "base ruleset `{base}` not found (`extends` names a ruleset in the same \
                     directory)"
                ),
            };
            out.push(here.at_value(&at, message));
            break;
        };
        path = base;
        text = base_text;
    }
    chain.reverse();
    (chain, complete)
}

fn load_layer(path: &str, text: &str, game_id: &str, out: &mut Vec<Diagnostic>) -> Option<Layer> {
    let mut parsed = match parse_file(path, text) {
        Ok(p) => p,
        Err(errors) => {
            out.extend(errors);
            return None;
        }
    };
    let header_table = split_header(&mut parsed.table);
    let header: Option<HeaderKeys> = match typed(
        toml::Value::Table(header_table),
        &parsed.locations,
        &KeyPath::default(),
        &[],
    ) {
        Ok(h) => Some(h),
        Err(errors) => {
            out.extend(errors);
            None
        }
    };
    if let Some(h) = &header
        && h.game != game_id
    {
        out.push(parsed.locations.at_value(
            &KeyPath::parse("game"),
            format!(
                "`game` = \"{}\" does not match this game, expected \"{game_id}\"",
                h.game
            ),
        ));
    }
    Some(Layer {
        path: path.to_string(),
        header,
        table: parsed.table,
        locations: parsed.locations,
    })
}

/// Merges the layers' tables, furthest base first: a later layer's value replaces an earlier
/// one's, except that two tables merge key by key. Arrays (including arrays of tables) are
/// replaced whole. The locations follow: each key points into the layer that wrote it last.
///
/// Before a layer is merged, the keys its header's `remove` names are deleted from what the
/// layers before it merged; a path they do not set is reported in `out`.
pub(crate) fn merge(
    chain: &[Layer],
    root_file: &str,
    out: &mut Vec<Diagnostic>,
) -> (toml::Table, Locations) {
    let mut table = toml::Table::new();
    let mut locations = Locations {
        root_file: root_file.to_string(),
        ..Locations::default()
    };
    for layer in chain {
        let removals = layer
            .header
            .as_ref()
            .map_or(&[][..], |h| h.remove.as_slice());
        for (i, dotted) in removals.iter().enumerate() {
            if !remove_path(&mut table, dotted) {
                out.push(layer.locations.at_value(
                    &KeyPath::parse(&format!("remove.{i}")),
                    format!(
                        "`{dotted}` is not set by the base ruleset, so there is nothing to remove \
                         (write a dotted key path such as \"cards.A6\")"
                    ),
                ));
            }
        }
        let mut path = KeyPath::default();
        locations.copy_one(&path, &layer.locations);
        merge_into(
            &mut table,
            &mut locations,
            layer.table.clone(),
            &layer.locations,
            &mut path,
        );
    }
    (table, locations)
}

/// Deletes the dotted key path `dotted` (`cards.A6.ability`) from `table`; `false` when it is
/// not there.
fn remove_path(table: &mut toml::Table, dotted: &str) -> bool {
    let mut parts: Vec<&str> = dotted.split('.').collect();
    let Some(last) = parts.pop() else {
        return false;
    };
    let mut at = table;
    for part in parts {
        match at.get_mut(part) {
            Some(toml::Value::Table(t)) => at = t,
            _ => return false,
        }
    }
    at.remove(last).is_some()
}

fn merge_into(
    acc: &mut toml::Table,
    acc_locations: &mut Locations,
    layer: toml::Table,
    layer_locations: &Locations,
    path: &mut KeyPath,
) {
    for (key, value) in layer {
        path.push_key(&key);
        match (acc.get_mut(&key), value) {
            (Some(toml::Value::Table(a)), toml::Value::Table(b)) => {
                acc_locations.copy_one(path, layer_locations);
                merge_into(a, acc_locations, b, layer_locations, path);
            }
            (_, value) => {
                acc_locations.replace_subtree(path, layer_locations);
                acc.insert(key, value);
            }
        }
        path.pop();
    }
}

/// The scripts of the chain in load order: each layer drops its `drop_scripts` from what its
/// base loads, then appends its own `scripts` that are not loaded yet. Checks that each script
/// is a content-root path present in the source and that each dropped script was loaded.
pub(crate) fn scripts(
    chain: &[Layer],
    source: &RulesetSource,
    out: &mut Vec<Diagnostic>,
) -> Vec<String> {
    let mut list: Vec<String> = Vec::new();
    for layer in chain {
        let Some(header) = &layer.header else {
            continue;
        };
        for (i, dropped) in header.drop_scripts.iter().enumerate() {
            // In a mod, the path relative to the mod first (its own base in the same mod),
            // then as written (a script of the game's or another mod's ruleset).
            let relative = script_path(&layer.path, dropped);
            let found = list
                .iter()
                .position(|s| *s == relative)
                .or_else(|| list.iter().position(|s| s == dropped));
            if let Some(pos) = found {
                list.remove(pos);
            } else {
                let loaded = if list.is_empty() {
                    "it loads none".to_string()
                } else {
                    let names: Vec<String> = list.iter().map(|s| format!("`{s}`")).collect();
                    format!("expected one of {}", names.join(", "))
                };
                out.push(layer.locations.at_value(
                    &KeyPath::parse(&format!("drop_scripts.{i}")),
                    format!("`{dropped}` is not a script of the base ruleset: {loaded}"),
                ));
            }
        }
        for (i, written) in header.scripts.iter().enumerate() {
            let at = KeyPath::parse(&format!("scripts.{i}"));
            let script = &script_path(&layer.path, written);
            if !is_content_path(written) {
                let relative_to = if mod_of(&layer.path).is_some() {
                    "the mod's folder"
                } else {
                    "the content root"
                };
                out.push(layer.locations.at_value(
                    &at,
                    format!(
                        "script path `{written}` must be relative to {relative_to}, e.g. \
                         \"scripts/<game>/rules.lua\""
                    ),
                ));
            } else if source.text(script).is_none() {
                out.push(layer.locations.at_value(
                    &at,
                    match mod_of(&layer.path) {
                        Some((mod_id, _)) => format!(
                            "script `{written}` not found in mod `{mod_id}` (script paths in \
                             a mod are relative to its folder: `{script}`)"
                        ),
                        None => format!(
                            "script `{script}` not found (script paths are relative to the \
                             content root)"
                        ),
                    },
                ));
            } else if !list.contains(script) {
                list.push(script.clone());
            }
        }
    }
    list
}

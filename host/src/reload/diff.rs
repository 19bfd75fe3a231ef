//! What changed between two versions of a ruleset, in words, for the reload log.

use crate::tr;
use game_wire::RulesetSource;
use std::collections::BTreeMap;

/// At most this many changed keys are listed per reload; the rest are counted.
const MAX_LINES: usize = 12;

/// Lines such as `rulesets/x/standard.toml: cards.A1.strength: 1 -> 3`, for the changed `files`
/// (TOML files key by key; other files as a whole).
pub fn describe(old: &RulesetSource, new: &RulesetSource, files: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    for file in files {
        match (old.text(file), new.text(file)) {
            (None, Some(_)) => out.push(tr!("reload-file-added", file = file.as_str())),
            (Some(_), None) => out.push(tr!("reload-file-unused", file = file.as_str())),
            (Some(a), Some(b)) if file.ends_with(".toml") => {
                let keys = toml_changes(a, b);
                if keys.is_empty() {
                    out.push(tr!("reload-file-layout-only", file = file.as_str()));
                }
                out.extend(keys.into_iter().map(|k| format!("{file}: {k}")));
            }
            (Some(a), Some(b)) if file.ends_with(".lua") => out.push(lua_changes(file, a, b)),
            (Some(_), Some(_)) => out.push(tr!("reload-file-edited", file = file.as_str())),
            (None, None) => {}
        }
    }
    if out.len() > MAX_LINES {
        let more = out.len() - MAX_LINES;
        out.truncate(MAX_LINES);
        out.push(tr!("reload-more", count = more));
    }
    out
}

/// `scripts/x.lua: changed aerodrome_may_play, support_strength; added …; removed …`: the Lua
/// functions whose text differs (each function runs from its `function` line to the next
/// top-level one), or `edited outside its functions` when none does.
pub fn lua_changes(file: &str, old: &str, new: &str) -> String {
    let (a, b) = (lua_functions(old), lua_functions(new));
    let mut parts = Vec::new();
    let changed: Vec<&str> = b
        .iter()
        .filter(|(name, text)| a.get(*name).is_some_and(|t| t != *text))
        .map(|(name, _)| name.as_str())
        .collect();
    let added: Vec<&str> = b
        .keys()
        .filter(|n| !a.contains_key(*n))
        .map(String::as_str)
        .collect();
    let removed: Vec<&str> = a
        .keys()
        .filter(|n| !b.contains_key(*n))
        .map(String::as_str)
        .collect();
    if !changed.is_empty() {
        parts.push(tr!("reload-functions-changed", names = changed.join(", ")));
    }
    if !added.is_empty() {
        parts.push(tr!("reload-functions-added", names = added.join(", ")));
    }
    if !removed.is_empty() {
        parts.push(tr!("reload-functions-removed", names = removed.join(", ")));
    }
    if parts.is_empty() {
        tr!("reload-edited-outside-functions", file = file)
    } else {
        format!("{file}: {}", parts.join("; "))
    }
}

/// The text of each function a script defines at its top level, by name (`M.` dropped):
/// `function M.x(`, `local function x(`, `M.x = function(`.
fn lua_functions(text: &str) -> BTreeMap<String, String> {
    let mut out: BTreeMap<String, String> = BTreeMap::new();
    let mut current: Option<String> = None;
    for line in text.lines() {
        if let Some(name) = function_name(line) {
            current = Some(name);
        }
        if let Some(name) = &current {
            let body = out.entry(name.clone()).or_default();
            body.push_str(line.trim_end());
            body.push('\n');
        }
    }
    out
}

fn function_name(line: &str) -> Option<String> {
    let rest = line
        .strip_prefix("function ")
        .or_else(|| line.strip_prefix("local function "));
    let name = match rest {
        Some(rest) => rest.split('(').next()?.trim(),
        None => {
            let (lhs, rhs) = line.split_once('=')?;
            if !rhs.trim_start().starts_with("function") || lhs.starts_with(char::is_whitespace) {
                return None;
            }
            lhs.trim()
        }
    };
    let name = name.rsplit(['.', ':']).next()?;
    (!name.is_empty() && name.chars().all(|c| c.is_alphanumeric() || c == '_'))
        .then(|| name.to_string())
}

/// The keys whose values differ between two TOML texts (`key: old -> new`).
pub fn toml_changes(old: &str, new: &str) -> Vec<String> {
    let (Ok(a), Ok(b)) = (old.parse::<toml::Table>(), new.parse::<toml::Table>()) else {
        return Vec::new();
    };
    let (mut fa, mut fb) = (BTreeMap::new(), BTreeMap::new());
    flatten("", &toml::Value::Table(a), &mut fa);
    flatten("", &toml::Value::Table(b), &mut fb);
    let mut keys: Vec<&String> = fa.keys().chain(fb.keys()).collect();
    keys.sort();
    keys.dedup();
    keys.into_iter()
        .filter_map(|k| match (fa.get(k), fb.get(k)) {
            (Some(x), Some(y)) if x != y => Some(format!("{k}: {x} -> {y}")),
            (Some(x), None) => Some(tr!(
                "reload-key-removed",
                key = k.as_str(),
                value = x.to_string()
            )),
            (None, Some(y)) => Some(tr!(
                "reload-key-added",
                key = k.as_str(),
                value = y.to_string()
            )),
            _ => None,
        })
        .collect()
}

/// Leaves of a TOML value by dotted path; arrays are leaves (rulesets replace them whole).
fn flatten(prefix: &str, value: &toml::Value, out: &mut BTreeMap<String, String>) {
    match value {
        toml::Value::Table(t) => {
            for (k, v) in t {
                let key = if prefix.is_empty() {
                    k.clone()
                } else {
                    format!("{prefix}.{k}")
                };
                flatten(&key, v, out);
            }
        }
        other => {
            out.insert(prefix.to_string(), other.to_string());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn changed_keys_are_listed_with_old_and_new_values() {
        let a = "x = 1\n[cards.A1]\nstrength = 1\nname = \"S\"\n";
        let b = "x = 1 # same\n[cards.A1]\nstrength = 3\nname = \"S\"\n[cards.A9]\nstrength = 2\n";
        assert_eq!(
            toml_changes(a, b),
            vec!["cards.A1.strength: 1 -> 3", "cards.A9.strength: 2 added"]
        );
        let old = RulesetSource::inline("r.toml", a);
        let new = RulesetSource::inline(
            "r.toml",
            "x = 1 # only a comment\n[cards.A1]\nstrength = 1\nname = \"S\"\n",
        )
        .with_file("s.lua", "");
        assert_eq!(
            describe(&old, &new, &["r.toml".into(), "s.lua".into()]),
            vec!["r.toml: comments or layout only", "s.lua: added"]
        );
    }

    #[test]
    fn a_lua_edit_names_the_functions_whose_text_changed() {
        let old = "local M = {}\nlocal function helper(x)\n  return x\nend\n\
                   function M.a_strength(ctx)\n  return 1\nend\n\
                   M.b_on_play = function(ctx)\n  return 2\nend\nreturn M\n";
        let new = "local M = {}\nlocal function helper(x)\n  return x\nend\n\
                   function M.a_strength(ctx)\n  return 3\nend\n\
                   function M.c_on_reveal(ctx)\nend\nreturn M\n";
        assert_eq!(
            lua_changes("s.lua", old, new),
            "s.lua: changed a_strength; added c_on_reveal; removed b_on_play"
        );
        assert_eq!(
            lua_changes(
                "s.lua",
                old,
                &old.replace("local M = {}", "local M = {} -- x")
            ),
            "s.lua: edited outside its functions"
        );
    }
}

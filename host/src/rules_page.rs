//! The players' rules page of a ruleset: `rulesets/<game>/rules.md`, written for players, with
//! `{{key.path}}` placeholders filled from the ruleset in force, and for a variant its own
//! description and what it changes, in plain words.
//!
//! - The merged keys come from the SDK ([`game_content::merged`]): the one merge the
//!   plugin's compile does too (child over base, tables key by key, arrays whole, `remove`
//!   applied), so the page shows the numbers of the rules in force.
//! - [`fill`]: `{{hand_size}}`, `{{cards.A1.strength}}` (a dotted path into the merged keys; a
//!   number segment indexes an array, a final `#` counts entries). A key the ruleset leaves to
//!   its default is filled from the game's key reference; an unknown path is shown as
//!   `{{?path}}`.
//! - The key reference is the plugin's, as data ([`KeyDoc`]s): defaults and descriptions.
//! - [`parse_markdown_table`] and [`page_blocks`]: the tables a rules page itself contains.
//! - [`changes`]: the keys a variant sets itself, as a Markdown list.
//! - [`page`]: all of it together, as the Markdown the rules panel shows.

use crate::tr;
use game_content::{Merged, merged};
use game_wire::RulesetSource;
use game_wire::{KeyDefault, KeyDoc};

/// The rules page's file name, next to the game's rulesets.
pub const PAGE_FILE: &str = "rules.md";

/// Where a game's rules page is, relative to the content root: next to the ruleset's file, and
/// failing that in `rulesets/<game>/`; in each place the page in the current language first
/// (`rules.id.md`), then the English one (`rules.md`).
pub fn page_paths(source: &RulesetSource, game: &str) -> Vec<String> {
    let mut dirs = Vec::new();
    if let Some((dir, _)) = source.root.rsplit_once('/') {
        dirs.push(dir.to_owned());
    }
    let standard = format!("rulesets/{game}");
    if !dirs.contains(&standard) {
        dirs.push(standard);
    }
    let lang = crate::i18n::current();
    let translated =
        (lang.code != crate::i18n::ENGLISH && !lang.pseudo).then(|| page_file_in(lang.code));
    let mut out = Vec::new();
    for dir in &dirs {
        if let Some(file) = &translated {
            out.push(format!("{dir}/{file}"));
        }
        out.push(format!("{dir}/{PAGE_FILE}"));
    }
    out
}

/// The rules page's file name in the language `code` (`rules.id.md`; English: `rules.md`).
pub fn page_file_in(code: &str) -> String {
    if code == crate::i18n::ENGLISH {
        PAGE_FILE.to_owned()
    } else {
        format!("rules.{code}.md")
    }
}

/// The value at a dotted path (`cards.A1.strength`; a number segment indexes an array).
pub fn lookup<'a>(table: &'a toml::Table, path: &str) -> Option<&'a toml::Value> {
    let mut segments = path.split('.');
    let mut value = table.get(segments.next()?)?;
    for segment in segments {
        value = match value {
            toml::Value::Table(t) => t.get(segment)?,
            toml::Value::Array(a) => a.get(segment.parse::<usize>().ok()?)?,
            _ => return None,
        };
    }
    Some(value)
}

/// A value as a player reads it: numbers and text as they are, `yes`/`no`, lists as "a, b and
/// c". `None` for a table (it has no single value to show).
pub fn format_value(value: &toml::Value) -> Option<String> {
    Some(match value {
        // A ruleset's text in the reader's language where the ruleset translates it (the
        // caller names the game: `i18n::game::Scope`).
        toml::Value::String(s) => crate::i18n::game::shown(s).into_owned(),
        toml::Value::Integer(i) => i.to_string(),
        toml::Value::Float(f) => f.to_string(),
        toml::Value::Boolean(b) => {
            if *b {
                tr!("rules-yes")
            } else {
                tr!("rules-no")
            }
        }
        toml::Value::Datetime(d) => d.to_string(),
        toml::Value::Array(items) => {
            let parts: Vec<String> = items
                .iter()
                .map(|v| match v {
                    toml::Value::Array(_) => format_value(v).map(|s| format!("({s})")),
                    _ => format_value(v),
                })
                .collect::<Option<_>>()?;
            match parts.split_last() {
                None => tr!("rules-none"),
                Some((last, [])) => last.clone(),
                Some((last, rest)) => tr!("rules-list", rest = rest.join(", "), last = last),
            }
        }
        toml::Value::Table(_) => return None,
    })
}

/// The text of one placeholder's path, or `None` when the path names nothing that can be shown.
fn resolve(path: &str, merged: &toml::Table, keys: &[KeyDoc]) -> Option<String> {
    if let Some(target) = path.strip_suffix(".#") {
        return match lookup(merged, target)? {
            toml::Value::Table(t) => Some(t.len().to_string()),
            toml::Value::Array(a) => Some(a.len().to_string()),
            _ => None,
        };
    }
    match lookup(merged, path) {
        Some(value) => format_value(value),
        None => default_of(path, merged, keys)
            .as_ref()
            .and_then(format_value),
    }
}

/// The documented default of a key the ruleset leaves out: a top-level key, or a key of an
/// entry that exists (`cards.A6.kind` when `[cards.A6]` is there, from `cards.<name>.kind`).
fn default_of(path: &str, merged: &toml::Table, keys: &[KeyDoc]) -> Option<toml::Value> {
    let segments: Vec<&str> = path.split('.').collect();
    let (_, parent) = segments.split_last()?;
    if !parent.is_empty() && !lookup(merged, &parent.join("."))?.is_table() {
        return None;
    }
    keys.iter()
        .find(|row| matches(row, &segments))
        .and_then(default_value)
}

fn is_path(text: &str) -> bool {
    !text.is_empty()
        && text
            .chars()
            .all(|c| c.is_alphanumeric() || matches!(c, '_' | '-' | '.' | '#'))
}

/// Fills every `{{path}}` in `text` from the merged keys, falling back to the documented
/// default for a key the ruleset does not set; an unknown path becomes `{{?path}}`. Braces that
/// do not enclose a path (spaces around it are allowed) are left as they are.
pub fn fill(text: &str, merged: &toml::Table, keys: &[KeyDoc]) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(start) = rest.find("{{") {
        out.push_str(&rest[..start]);
        let after = &rest[start + 2..];
        let Some(end) = after.find("}}") else {
            out.push_str(&rest[start..]);
            return out;
        };
        let path = after[..end].trim();
        if is_path(path) {
            match resolve(path, merged, keys) {
                Some(value) => out.push_str(&value),
                None => out.push_str(&format!("{{{{?{path}}}}}")),
            }
            rest = &after[end + 2..];
        } else {
            out.push_str("{{");
            rest = after;
        }
    }
    out.push_str(rest);
    out
}

/// The placeholders `fill` could not resolve (`{{?path}}`), by path.
pub fn unknown_placeholders(filled: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = filled;
    while let Some(start) = rest.find("{{?") {
        let after = &rest[start + 3..];
        let end = after.find("}}").unwrap_or(after.len());
        out.push(after[..end].to_string());
        rest = &after[end..];
    }
    out
}

/// A Markdown table: its header cells and rows, cells trimmed, `\|` unescaped.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MarkdownTable {
    pub header: Vec<String>,
    pub rows: Vec<Vec<String>>,
}

/// The first table in a Markdown text (a header line, a `---` delimiter line, then rows), or
/// `None` when there is none. Rows are padded or cut to the header's width.
pub fn parse_markdown_table(markdown: &str) -> Option<MarkdownTable> {
    let mut lines = markdown.lines().map(str::trim).peekable();
    while let Some(line) = lines.next() {
        if !line.starts_with('|') {
            continue;
        }
        if !is_delimiter_row(lines.peek()?) {
            continue;
        }
        lines.next();
        let header = split_row(line);
        let mut rows = Vec::new();
        for line in lines.by_ref() {
            if !line.starts_with('|') {
                break;
            }
            let mut row = split_row(line);
            row.resize(header.len(), String::new());
            rows.push(row);
        }
        return Some(MarkdownTable { header, rows });
    }
    None
}

/// A part of a page: Markdown text, or a table (shown by the host as a real table, with its
/// columns sized to their text, which Markdown viewers for egui do not do).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PageBlock {
    Text(String),
    Table(MarkdownTable),
}

/// A page cut into its tables and the Markdown between them. Lines inside fenced code blocks
/// are never a table.
pub fn page_blocks(markdown: &str) -> Vec<PageBlock> {
    let lines: Vec<&str> = markdown.lines().collect();
    let mut out = Vec::new();
    let mut text = String::new();
    let mut fenced = false;
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        let trimmed = line.trim();
        if trimmed.starts_with("```") || trimmed.starts_with("~~~") {
            fenced = !fenced;
        }
        let starts_table = !fenced
            && trimmed.starts_with('|')
            && lines.get(i + 1).is_some_and(|l| is_delimiter_row(l.trim()));
        if !starts_table {
            text.push_str(line);
            text.push('\n');
            i += 1;
            continue;
        }
        let end = (i + 2..lines.len())
            .find(|&j| !lines[j].trim().starts_with('|'))
            .unwrap_or(lines.len());
        if let Some(table) = parse_markdown_table(&lines[i..end].join("\n")) {
            if !text.trim().is_empty() {
                out.push(PageBlock::Text(std::mem::take(&mut text)));
            }
            text.clear();
            out.push(PageBlock::Table(table));
        }
        i = end;
    }
    if !text.trim().is_empty() {
        out.push(PageBlock::Text(text));
    }
    out
}

fn is_delimiter_row(line: &str) -> bool {
    line.starts_with('|')
        && line.contains('-')
        && line
            .chars()
            .all(|c| matches!(c, '|' | '-' | ':' | ' ' | '\t'))
}

/// The cells of one table line: split on `|` that are not escaped (`\|` is a literal bar).
fn split_row(line: &str) -> Vec<String> {
    let inner = line.strip_prefix('|').unwrap_or(line);
    let inner = match inner.strip_suffix('|') {
        Some(s) if !s.ends_with('\\') => s,
        _ => inner,
    };
    let mut cells = Vec::new();
    let mut cell = String::new();
    let mut chars = inner.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' if chars.peek() == Some(&'|') => {
                cell.push('|');
                chars.next();
            }
            '|' => cells.push(std::mem::take(&mut cell).trim().to_string()),
            c => cell.push(c),
        }
    }
    cells.push(cell.trim().to_string());
    cells
}

/// The documented default of a key as a value, when it has one (`6`, `"forbid"`).
pub fn default_value(key: &KeyDoc) -> Option<toml::Value> {
    let KeyDefault::Value(literal) = &key.default else {
        return None;
    };
    let mut table = format!("v = {literal}").parse::<toml::Table>().ok()?;
    table.remove("v")
}

/// Whether the key's path pattern (`cards.<name>.strength`) matches a concrete path.
fn matches(key: &KeyDoc, path: &[&str]) -> bool {
    let pattern: Vec<&str> = key.key.split('.').collect();
    pattern.len() == path.len()
        && pattern
            .iter()
            .zip(path)
            .all(|(p, s)| p == s || (p.starts_with('<') && p.ends_with('>')))
}

/// The description's first clause, without rule references such as `(ALS-2)`.
fn short_description(key: &KeyDoc) -> String {
    let text = without_rule_refs(&key.description);
    let end = [". ", ": ", "; "]
        .iter()
        .filter_map(|sep| text.find(sep))
        .min()
        .unwrap_or(text.len());
    text[..end].trim().trim_end_matches('.').trim().to_string()
}

/// Removes parenthesised rule references: `(ALS-2)`, `(PAL-7 b)`, `(PAL-2 … PAL-7)`.
fn without_rule_refs(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(open) = rest.find('(') {
        let inner = &rest[open + 1..];
        let is_ref = {
            let letters = inner.chars().take_while(char::is_ascii_uppercase).count();
            letters > 0
                && inner[letters..].starts_with('-')
                && inner[letters + 1..].starts_with(|c: char| c.is_ascii_digit())
        };
        match inner.find(')') {
            Some(close) if is_ref => {
                out.push_str(rest[..open].trim_end());
                rest = &inner[close + 1..];
            }
            _ => {
                out.push_str(&rest[..open + 1]);
                rest = inner;
            }
        }
    }
    out.push_str(rest);
    out
}

/// What a variant's own file changes, in plain words, as Markdown list items: a top-level key
/// by what it means (its description) with the new value and the one it replaces; the keys of
/// one named entry (a card, a unit, a terrain) together under the entry's name; what its
/// `remove` takes out (an entry as "removed", a key as the default it falls back to). Keys that
/// only wire up scripts are left out; the scripts a variant adds are one line at the end.
/// Empty for a ruleset that extends nothing.
pub fn changes(ruleset: &Merged, keys: &[KeyDoc]) -> Vec<String> {
    if !ruleset.is_variant() {
        return Vec::new();
    }
    let base = &ruleset.base;
    let mut written = Vec::new();
    flatten(
        &toml::Value::Table(ruleset.own.clone()),
        &mut Vec::new(),
        &mut written,
    );
    // A key the file writes itself, or `None` for one its `remove` takes out (and does not
    // write again).
    let mut leaves: Vec<(String, Option<toml::Value>)> =
        written.into_iter().map(|(p, v)| (p, Some(v))).collect();
    for path in &ruleset.removed {
        if lookup(&ruleset.own, path).is_none() {
            leaves.push((path.clone(), None));
        }
    }
    let mut out: Vec<String> = Vec::new();
    // Entries of a map of tables (`cards.A6`): their keys go under one line.
    let mut entries: Vec<(String, Vec<String>)> = Vec::new();
    for (path, value) in leaves {
        let segments: Vec<&str> = path.split('.').collect();
        if wires_scripts(&segments, keys) {
            continue;
        }
        if value.is_none() && segments.len() == 2 && is_entry_map(segments[0], keys) {
            entries.push((path.clone(), vec![tr!("rules-removed")]));
            continue;
        }
        // A removed key reads as what the rules fall back to: its default, if it has one.
        let now = value
            .or_else(|| default_of(&path, &ruleset.keys, keys))
            .map(|v| format_value(&v).unwrap_or_else(|| v.to_string()));
        let before = lookup(base, &path)
            .cloned()
            .or_else(|| default_of(&path, base, keys))
            .and_then(|v| format_value(&v));
        let entry = segments.len() > 2 && is_entry_map(segments[0], keys);
        let new_entry = entry && lookup(base, &segments[..2].join(".")).is_none();
        let was = match before {
            Some(b) if Some(&b) == now.as_ref() => continue,
            Some(b) if is_short(&b) => format!(" {}", tr!("rules-was", value = b)),
            Some(_) => String::new(),
            None if new_entry => String::new(),
            None => format!(" {}", tr!("rules-new-entry")),
        };
        if entry {
            let id = format!("{}.{}", segments[0], segments[1]);
            let label = humanize(&segments[2..].join(" "));
            let value = now
                .as_deref()
                .map_or_else(|| tr!("rules-removed"), quote_long);
            let item = format!("{label}: {value}{was}");
            // An entry's name first, then its other keys in order; a new entry is introduced
            // by its name, which need not be repeated.
            let named = matches!(segments[2..], ["name"] | ["title"]);
            if named && new_entry {
                if !entries.iter().any(|(e, _)| *e == id) {
                    entries.push((id, Vec::new()));
                }
                continue;
            }
            match entries.iter_mut().find(|(e, _)| *e == id) {
                Some((_, items)) if named => items.insert(0, item),
                Some((_, items)) => items.push(item),
                None => entries.push((id, vec![item])),
            }
        } else {
            let label = describe(&segments, keys).unwrap_or_else(|| format!("`{path}`"));
            let value = now.map_or_else(
                || tr!("rules-removed"),
                |n| format!("**{}**", quote_long(&n)),
            );
            out.push(format!("- {label}: {value}{was}"));
        }
    }
    for (id, items) in entries {
        let (map, name) = id.split_once('.').unwrap_or((&id, ""));
        let display = [base, &ruleset.keys]
            .iter()
            .find_map(|t| {
                ["name", "title"].iter().find_map(|k| {
                    lookup(t, &format!("{id}.{k}"))?
                        .as_str()
                        .map(str::to_string)
                })
            })
            .unwrap_or_else(|| name.to_string());
        let new = if lookup(base, &id).is_none() {
            format!(" {}", tr!("rules-new-entry"))
        } else {
            String::new()
        };
        let kind = humanize(map.strip_suffix('s').unwrap_or(map));
        let what = if display == name {
            kind
        } else {
            format!("{kind} `{name}`")
        };
        if items.is_empty() {
            out.push(format!("- **{display}** ({what}){new}"));
        } else {
            out.push(format!(
                "- **{display}** ({what}){new}: {}",
                items.join("; ")
            ));
        }
    }
    let scripts = &ruleset.scripts;
    if !scripts.is_empty() {
        let files: Vec<String> = scripts
            .iter()
            .map(|s| format!("`{}`", s.rsplit('/').next().unwrap_or(s)))
            .collect();
        out.push(format!(
            "- {}",
            tr!("rules-lua-files", files = files.join(", "))
        ));
    }
    out
}

/// Whether a value reads well inline (a number, a name), as opposed to a sentence.
fn is_short(value: &str) -> bool {
    !value.is_empty() && value.chars().count() <= 30 && !value.ends_with('.')
}

/// Sentences in quotes, so they read as the value they are.
fn quote_long(value: &str) -> String {
    if value.contains(' ') && !is_short(value) {
        format!("“{value}”")
    } else {
        value.to_string()
    }
}

fn humanize(key: &str) -> String {
    key.replace(['_', '-'], " ")
}

/// Every value under `value` that is not a table, with its dotted path.
fn flatten(value: &toml::Value, path: &mut Vec<String>, out: &mut Vec<(String, toml::Value)>) {
    match value {
        toml::Value::Table(t) => {
            for (k, v) in t {
                path.push(k.clone());
                flatten(v, path, out);
                path.pop();
            }
        }
        v => out.push((path.join("."), v.clone())),
    }
}

/// Whether the top-level key is a map of named entries (`cards.<name>.…`).
fn is_entry_map(top: &str, keys: &[KeyDoc]) -> bool {
    keys.iter().any(|r| {
        let mut parts = r.key.split('.');
        parts.next() == Some(top) && parts.next().is_some_and(|p| p.starts_with('<'))
    })
}

/// The rows describing a path and its enclosing tables, the path's own first.
fn rows_for<'a>(segments: &[&str], keys: &'a [KeyDoc]) -> Vec<(usize, &'a KeyDoc)> {
    let mut out = Vec::new();
    for len in (1..=segments.len()).rev() {
        if let Some(row) = keys.iter().find(|r| matches(r, &segments[..len])) {
            out.push((len, row));
        }
    }
    out
}

/// Whether a key only connects the ruleset to its scripts (its description, or an enclosing
/// table's, speaks of scripts or Lua): nothing a player needs to read.
fn wires_scripts(segments: &[&str], keys: &[KeyDoc]) -> bool {
    // The key's own row and the tables around it, but not a map of named entries: `terrain`
    // may mention scripts without every key of a terrain being about them.
    let entries = segments.first().is_some_and(|top| is_entry_map(top, keys));
    rows_for(segments, keys)
        .iter()
        .filter(|(len, _)| *len == segments.len() || *len >= 2 || !entries)
        .any(|(_, row)| {
            let d = row.description.to_lowercase();
            d.contains("script") || d.contains("lua")
        })
}

/// What a key means, from the nearest row that describes it: `Victory Points that win the
/// game`, or `How many tiles of each terrain … — <key>` for a key inside a described table.
fn describe(segments: &[&str], keys: &[KeyDoc]) -> Option<String> {
    let (len, row) = rows_for(segments, keys).into_iter().next()?;
    let text = short_description(row);
    if text.is_empty() {
        return None;
    }
    Some(if len == segments.len() {
        text
    } else {
        format!("{text} — {}", segments[len..].join("."))
    })
}

/// The rules page to show for a ruleset: for a variant (a ruleset that extends another) its
/// name, its own description and what it changes first, then the game's page, placeholders
/// filled from the merged ruleset. `page_text` is the game's `rules.md`, if there is one.
pub fn page(source: &RulesetSource, page_text: Option<&str>, keys: &[KeyDoc]) -> String {
    let ruleset = match merged(source) {
        Ok(m) => m,
        Err(e) => {
            let first = e.0.first().map(ToString::to_string).unwrap_or_default();
            return format!("*{}*\n", tr!("rules-page-unavailable", problem = first));
        }
    };
    let mut out = String::new();
    if ruleset.is_variant() {
        out.push_str(&format!(
            "## {}\n\n",
            tr!("rules-variant", name = ruleset.name.as_str())
        ));
        if !ruleset.description.is_empty() {
            out.push_str(&ruleset.description);
            out.push_str("\n\n");
        }
        let list = changes(&ruleset, keys);
        if !list.is_empty() {
            out.push_str(&format!("**{}**\n\n", tr!("rules-variant-changes")));
            for line in list {
                out.push_str(&line);
                out.push('\n');
            }
            out.push('\n');
        }
        out.push_str(&tr!("rules-variant-then"));
        out.push_str("\n\n---\n\n");
    }
    match page_text {
        Some(text) => out.push_str(&fill(text, &ruleset.keys, keys)),
        None => out.push_str(&format!("*{}*\n", tr!("rules-no-page"))),
    }
    out
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a failed unwrap is a failed test
    use super::*;

    /// Each `{{…}}` of a page, in order.
    fn placeholders(page: &str) -> Vec<String> {
        let mut out = Vec::new();
        let mut rest = page;
        while let Some(at) = rest.find("{{") {
            rest = &rest[at + 2..];
            if let Some(end) = rest.find("}}") {
                out.push(rest[..end].to_owned());
                rest = &rest[end + 2..];
            }
        }
        out.sort();
        out
    }

    #[test]
    fn every_translated_rules_page_fills_the_same_numbers_as_the_english_one() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../rulesets");
        let mut pages = 0;
        for game in std::fs::read_dir(&root).unwrap().flatten() {
            let english = std::fs::read_to_string(game.path().join(PAGE_FILE)).unwrap_or_default();
            if english.is_empty() {
                continue;
            }
            for lang in crate::i18n::offered().filter(|l| l.code != crate::i18n::ENGLISH) {
                let path = game.path().join(page_file_in(lang.code));
                // Every bundled game's page is in every language the app speaks.
                let text = std::fs::read_to_string(&path)
                    .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
                pages += 1;
                assert_eq!(
                    placeholders(&text),
                    placeholders(&english),
                    "{} fills other values than its English page",
                    path.display()
                );
            }
        }
        assert!(pages >= 5, "only {pages} translated pages");
    }

    /// A key reference as a plugin gives it: (key, type, default, allowed, description).
    fn keys() -> Vec<KeyDoc> {
        use KeyDefault::{Required, Table, Unset, Value};
        let v = |s: &str| Value(s.to_string());
        [
            (
                "cards",
                "table of tables",
                Table,
                "",
                "The battle cards (ALS-1).",
            ),
            (
                "cards.<name>.ability",
                "string",
                Unset,
                "",
                "The ability's script name.",
            ),
            (
                "cards.<name>.name",
                "string",
                Required,
                "",
                "The card's name (`Aerodrome`).",
            ),
            (
                "cards.<name>.strength",
                "integer",
                Required,
                "from 0 to 99",
                "The printed strength.",
            ),
            (
                "hand_size",
                "integer",
                v("6"),
                "from 1 to 20",
                "Cards dealt to each player at the start of a battle (ALS-2).",
            ),
            (
                "mode",
                "string",
                v("\"forbid\""),
                "`\"forbid\"`, `\"capture\"`",
                "Pushing off the board (PAL-4): `\"forbid\"` or `\"capture\"`.",
            ),
            (
                "hooks",
                "table",
                Table,
                "",
                "How the engine calls the ruleset's Lua hooks.",
            ),
            (
                "hooks.pure",
                "array of strings",
                v("[]"),
                "",
                "Veto hooks asked once per cell.",
            ),
            (
                "setup.tiles",
                "table of integers",
                Table,
                "",
                "How many tiles of each terrain a player lays; they must add up to 32.",
            ),
            (
                "capture.also",
                "array of array of strings",
                v("[]"),
                "",
                "Pairs `[a, b]` that may capture | or not.",
            ),
            (
                "victory_points",
                "integer",
                v("12"),
                "from 1 to 1000",
                "Victory Points that win the game (ALS-6).",
            ),
            (
                "terrain",
                "table of tables",
                Table,
                "",
                "The terrain kinds and the script hooks that give their effects.",
            ),
            (
                "terrain.<name>.title",
                "string",
                Required,
                "",
                "The terrain's name.",
            ),
            (
                "terrain.<name>.hooks",
                "table",
                Table,
                "",
                "The script functions giving this terrain's effects.",
            ),
            (
                "terrain.<name>.hooks.enter",
                "string",
                Unset,
                "",
                "`enter(ctx)`: may the unit enter.",
            ),
        ]
        .into_iter()
        .map(|(key, ty, default, allowed, description)| KeyDoc {
            key: key.into(),
            ty: ty.into(),
            default,
            allowed: allowed.into(),
            description: description.into(),
        })
        .collect()
    }

    fn source(files: &[(&str, &str)]) -> RulesetSource {
        let mut s = RulesetSource::inline(files[0].0, files[0].1);
        for (path, text) in &files[1..] {
            s = s.with_file(path, text);
        }
        s
    }

    const STANDARD: &str = "game = \"g\"\nname = \"Standard\"\nvictory_points = 12\n\
        theaters = [\"Air\", \"Land\", \"Sea\"]\n[cards.A1]\nname = \"Support\"\nstrength = 1\n\
        [cards.A6]\nname = \"Heavy Bombers\"\nstrength = 6\n[setup.tiles]\ngrass = 14\n";

    #[test]
    fn documented_defaults_read_as_values() {
        let keys = keys();
        assert_eq!(default_value(&keys[4]), Some(toml::Value::Integer(6)));
        assert_eq!(
            default_value(&keys[5]),
            Some(toml::Value::String("forbid".into()))
        );
        assert_eq!(default_value(&keys[1]), None, "an unset key has no value");
        assert_eq!(default_value(&keys[0]), None, "nor has a table");
    }

    #[test]
    fn tables_are_found_after_text_and_rows_take_the_header_width() {
        let md = "# Keys\n\nSome | text.\n\n| A | B |\n|:--|--:|\n| 1 |\n| 2 | 3 | 4 |\n\nAfter.\n| x |\n";
        let t = parse_markdown_table(md).unwrap();
        assert_eq!(t.header, ["A", "B"]);
        assert_eq!(t.rows, [vec!["1", ""], vec!["2", "3"]]);
        assert_eq!(parse_markdown_table("no table | here\n"), None);
        assert_eq!(parse_markdown_table(""), None);
    }

    #[test]
    fn pages_are_cut_at_their_tables() {
        let md = "# T\n\nText.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\nMore.\n```\n| x |\n|---|\n```\n| c |\n|---|\n";
        let blocks = page_blocks(md);
        assert_eq!(blocks.len(), 4, "{blocks:?}");
        assert_eq!(blocks[0], PageBlock::Text("# T\n\nText.\n\n".into()));
        let PageBlock::Table(t) = &blocks[1] else {
            panic!("{blocks:?}")
        };
        assert_eq!(t.rows, [vec!["1", "2"]]);
        assert_eq!(
            blocks[2],
            PageBlock::Text("\nMore.\n```\n| x |\n|---|\n```\n".into()),
            "a table in a code block stays text"
        );
        let PageBlock::Table(t) = &blocks[3] else {
            panic!("{blocks:?}")
        };
        assert_eq!(t.header, ["c"]);
        assert!(t.rows.is_empty());
        assert!(page_blocks("").is_empty());
    }

    #[test]
    fn placeholders_fill_from_the_merged_ruleset() {
        let src = source(&[
            (
                "rulesets/g/short.toml",
                "game = \"g\"\nextends = \"standard\"\nvictory_points = 6\n[cards.A1]\nstrength = 2\n",
            ),
            ("rulesets/g/standard.toml", STANDARD),
        ]);
        let ruleset = merged(&src).unwrap();
        assert_eq!(
            ruleset.layers,
            ["rulesets/g/standard.toml", "rulesets/g/short.toml"]
        );
        let merged = ruleset.keys;
        assert!(
            merged.get("game").is_none(),
            "header keys are not game keys"
        );
        let keys = keys();
        let text = "First to {{victory_points}} VP; {{ hand_size }} cards; {{cards.A1.name}} \
                    is {{cards.A1.strength}}, {{cards.A6.strength}}; {{theaters}}; \
                    {{theaters.1}}; {{cards.#}} cards, {{theaters.#}} theaters; {{mode}}.";
        assert_eq!(
            fill(text, &merged, &keys),
            "First to 6 VP; 6 cards; Support is 2, 6; Air, Land and Sea; Land; 2 cards, \
             3 theaters; forbid."
        );
    }

    #[test]
    fn unknown_placeholders_show_and_other_braces_stay() {
        let merged = merged(&source(&[("r.toml", STANDARD)])).unwrap().keys;
        let filled = fill(
            "{{nope}} {{cards.A9.strength}} {{cards}} {{theaters.7}} {{ not a path }} {{} {{x",
            &merged,
            &[],
        );
        assert_eq!(
            filled,
            "{{?nope}} {{?cards.A9.strength}} {{?cards}} {{?theaters.7}} {{ not a path }} {{} {{x"
        );
        assert_eq!(
            unknown_placeholders(&filled),
            ["nope", "cards.A9.strength", "cards", "theaters.7"]
        );
        assert!(unknown_placeholders("all {{good}}").is_empty());
    }

    #[test]
    fn values_read_as_words() {
        let v = |s: &str| s.parse::<toml::Table>().unwrap().remove("v").unwrap();
        assert_eq!(format_value(&v("v = true")).unwrap(), "yes");
        assert_eq!(format_value(&v("v = []")).unwrap(), "none");
        assert_eq!(format_value(&v("v = [1]")).unwrap(), "1");
        assert_eq!(format_value(&v("v = [1, 2]")).unwrap(), "1 and 2");
        assert_eq!(
            format_value(&v("v = [[\"a\", \"b\"], [\"c\", \"d\"]]")).unwrap(),
            "(a and b) and (c and d)"
        );
        assert_eq!(format_value(&v("v = { a = 1 }")), None);
    }

    #[test]
    fn a_chain_that_cannot_be_followed_is_no_page() {
        let cyc = source(&[
            ("r/a.toml", "game = \"g\"\nextends = \"b\"\nx = 1\n"),
            ("r/b.toml", "game = \"g\"\nextends = \"a\"\nx = 2\n"),
        ]);
        assert!(page(&cyc, Some("# Rules"), &[]).contains("makes a cycle"));
        let missing = source(&[("r/a.toml", "game = \"g\"\nextends = \"b\"\n")]);
        assert!(page(&missing, Some("# Rules"), &[]).contains("r/b.toml"));
        let bad = source(&[("r/a.toml", "game = \n")]);
        let shown = page(&bad, Some("# Rules"), &[]);
        assert!(
            shown.starts_with("*The rules page cannot be shown: r/a.toml"),
            "{shown}"
        );
    }

    /// A variant that only removes a card: the page says so, and counts without it. (The host
    /// once merged the layers itself and ignored `remove`: this page read as the standard one,
    /// with no list of changes and 2 cards.)
    #[test]
    fn a_variant_that_only_removes_a_card_says_so_and_counts_without_it() {
        let src = source(&[
            (
                "rulesets/g/no-bombers.toml",
                "game = \"g\"\nname = \"No bombers\"\nextends = \"standard\"\n\
                 remove = [\"cards.A6\"]\n",
            ),
            ("rulesets/g/standard.toml", STANDARD),
        ]);
        let page = page(&src, Some("{{cards.#}} cards."), &keys());
        assert!(page.starts_with("## Variant: No bombers\n\n"), "{page}");
        assert!(
            page.contains(
                "**What this variant changes**\n\n- **Heavy Bombers** (card `A6`): removed\n"
            ),
            "{page}"
        );
        assert!(page.ends_with("---\n\n1 cards."), "{page}");
    }

    #[test]
    fn a_removed_key_reads_as_the_default_it_falls_back_to() {
        let src = source(&[
            (
                "rulesets/g/v.toml",
                "game = \"g\"\nextends = \"standard\"\n\
                 remove = [\"victory_points\", \"theaters\", \"cards.A1.strength\"]\n",
            ),
            (
                "rulesets/g/standard.toml",
                &STANDARD.replace("victory_points = 12", "victory_points = 10"),
            ),
        ]);
        let ruleset = merged(&src).unwrap();
        assert_eq!(
            changes(&ruleset, &keys()),
            [
                "- Victory Points that win the game: **12** (was 10)",
                "- `theaters`: removed (was Air, Land and Sea)",
                "- **Support** (card `A1`): strength: removed (was 1)",
            ]
        );
    }

    #[test]
    fn a_variant_lists_what_it_changes_in_plain_words() {
        let src = source(&[
            (
                "rulesets/g/v.toml",
                "game = \"g\"\nname = \"Sabotage\"\ndescription = \"Bombers become Sabotage.\"\n\
                 extends = \"standard\"\nscripts = [\"scripts/g/sabotage.lua\"]\n\
                 victory_points = 6\nhand_size = 5\nmode = \"capture\"\n\
                 [cards.A6]\nname = \"Sabotage\"\nstrength = 5\nability = \"sabotage\"\n\
                 [cards.B1]\nname = \"Spy\"\nstrength = 1\n\
                 [setup.tiles]\ngrass = 12\nhill = 2\n[hooks]\npure = [\"veto_summon\"]\n\
                 [terrain.hill]\ntitle = \"Hill\"\nhooks = { enter = \"hill_enter\" }\n",
            ),
            ("rulesets/g/standard.toml", STANDARD),
        ]);
        let keys = keys();
        let list = changes(&merged(&src).unwrap(), &keys);
        assert_eq!(
            list,
            [
                "- Cards dealt to each player at the start of a battle: **5** (was 6)",
                "- Pushing off the board: **capture** (was forbid)",
                "- How many tiles of each terrain a player lays — grass: **12** (was 14)",
                "- How many tiles of each terrain a player lays — hill: **2** (new)",
                "- Victory Points that win the game: **6** (was 12)",
                "- **Heavy Bombers** (card `A6`): name: Sabotage (was Heavy Bombers); strength: 5 (was 6)",
                "- **Spy** (card `B1`) (new): strength: 1",
                "- **Hill** (terrain `hill`) (new)",
                "- Rules written in Lua: `sabotage.lua` (under **Files** below)",
            ]
        );
        let page = page(
            &src,
            Some("# The game\n\nFirst to {{victory_points}}."),
            &keys,
        );
        assert!(page.starts_with("## Variant: Sabotage\n\nBombers become Sabotage.\n\n"));
        assert!(page.contains("**What this variant changes**"));
        assert!(page.ends_with("# The game\n\nFirst to 6."), "{page}");
        // In Indonesian the page in Indonesian comes first, the English one after it.
        crate::i18n::set_thread_language(Some("id"));
        let paths = page_paths(&src, "g");
        crate::i18n::set_thread_language(None);
        assert_eq!(
            paths.first().map(String::as_str),
            Some("rulesets/g/rules.id.md")
        );
        assert!(paths.contains(&"rulesets/g/rules.md".to_string()));
        // The standard ruleset is the page alone.
        let standard = source(&[("rulesets/g/standard.toml", STANDARD)]);
        assert_eq!(
            page_paths(&standard, "g"),
            ["rulesets/g/rules.md".to_string()]
        );
        assert!(changes(&merged(&standard).unwrap(), &keys).is_empty());
        assert_eq!(
            super::page(&standard, Some("# G {{victory_points}}"), &keys),
            "# G 12"
        );
        assert!(super::page(&standard, None, &keys).contains("no rules page"));
    }

    #[test]
    fn rule_references_leave_descriptions() {
        assert_eq!(
            without_rule_refs("Ends after (PAL-7 b) turns (each counts one) (PAL-2 … PAL-7)."),
            "Ends after turns (each counts one)."
        );
        let row = KeyDoc {
            description: "Cells per side of the hexagonal board (PAL-1): 6 gives 91 cells.".into(),
            ..KeyDoc::default()
        };
        assert_eq!(
            short_description(&row),
            "Cells per side of the hexagonal board"
        );
    }
}

//! The key reference of a ruleset type, generated from its `schemars::JsonSchema`: the same
//! declaration (doc comments, serde defaults, schemars ranges) that [`super::compile`] checks
//! against, so the documentation cannot drift from the checks. It crosses the plugin boundary
//! as data ([`RulesetKeys`]); [`markdown`] is its one rendering as a table, for people.

use super::header::HeaderKeys;
use super::validate::{Range, describe_type, json_literal};
use game_wire::{KeyDefault, KeyDoc, RulesetKeys};
use schemars::JsonSchema;
use serde_json::Value as Json;

/// Every key `T` accepts (key path, type, default, allowed values and description) and `T`'s
/// JSON Schema: what a game's `Game::ruleset_keys` returns. Nested tables are listed as
/// `table.key`, arrays of tables as `list[].key` and maps of tables as `map.<name>.key`.
pub fn ruleset_keys<T: JsonSchema>() -> RulesetKeys {
    let schema = schemars::SchemaGenerator::default().into_root_schema_for::<T>();
    let root = schema.as_value();
    let mut keys = Vec::new();
    walk(root, root, "", None, &mut keys, 0);
    RulesetKeys {
        keys,
        // A JSON value always serializes; an empty schema would only mean "undocumented".
        schema: serde_json::to_string(root).unwrap_or_default(),
    }
}

/// The keys of the ruleset header ([`HeaderKeys`]), which every game's rulesets share.
pub fn header_keys() -> Vec<KeyDoc> {
    ruleset_keys::<HeaderKeys>().keys
}

/// [`ruleset_keys`] of `T` as a Markdown table (for documentation and tests).
pub fn keys_markdown<T: JsonSchema>() -> String {
    markdown(&ruleset_keys::<T>().keys)
}

/// The key reference of the ruleset header as a Markdown table.
pub fn header_markdown() -> String {
    markdown(&header_keys())
}

const MAX_DEPTH: usize = 16;

fn walk(
    root: &Json,
    schema: &Json,
    prefix: &str,
    parent_default: Option<&Json>,
    rows: &mut Vec<KeyDoc>,
    depth: usize,
) {
    if depth > MAX_DEPTH {
        return;
    }
    let schema = resolve(root, schema);
    let Some(props) = schema.get("properties").and_then(Json::as_object) else {
        return;
    };
    let required: Vec<&str> = schema
        .get("required")
        .and_then(Json::as_array)
        .map(|r| r.iter().filter_map(Json::as_str).collect())
        .unwrap_or_default();
    for (name, prop) in props {
        let key = if prefix.is_empty() {
            name.clone()
        } else {
            format!("{prefix}.{name}")
        };
        let target = resolve(root, prop);
        let raw_default = prop
            .get("default")
            .or_else(|| parent_default.and_then(|d| d.get(name)));
        let default = match raw_default {
            Some(d) if d.is_object() => KeyDefault::Table,
            Some(Json::Null) => KeyDefault::Unset,
            Some(d) => KeyDefault::Value(json_literal(d)),
            None if required.contains(&name.as_str()) => KeyDefault::Required,
            None => KeyDefault::Unstated,
        };
        let description = prop
            .get("description")
            .or_else(|| target.get("description"))
            .and_then(Json::as_str)
            .unwrap_or("");
        rows.push(KeyDoc {
            key: key.clone(),
            ty: type_text(root, target),
            default,
            allowed: allowed_text(root, target),
            description: description.split_whitespace().collect::<Vec<_>>().join(" "),
        });
        if target.get("properties").is_some() {
            walk(root, target, &key, raw_default, rows, depth + 1);
        }
        if let Some(items) = target.get("items") {
            walk(root, items, &format!("{key}[]"), None, rows, depth + 1);
        }
        if let Some(values) = target.get("additionalProperties").filter(|v| v.is_object()) {
            walk(
                root,
                values,
                &format!("{key}.<name>"),
                None,
                rows,
                depth + 1,
            );
        }
    }
}

/// Follows `$ref`s, and sees through `Option` (an `anyOf`/`oneOf` of one schema and `null`).
fn resolve<'a>(root: &'a Json, schema: &'a Json) -> &'a Json {
    let mut s = schema;
    for _ in 0..MAX_DEPTH {
        if let Some(t) = s
            .get("$ref")
            .and_then(Json::as_str)
            .and_then(|r| root.pointer(r.strip_prefix('#')?))
        {
            s = t;
            continue;
        }
        let alts = s
            .get("anyOf")
            .or_else(|| s.get("oneOf"))
            .and_then(Json::as_array);
        if let Some(alts) = alts {
            let non_null: Vec<&Json> = alts
                .iter()
                .filter(|a| a.get("type").and_then(Json::as_str) != Some("null"))
                .collect();
            if let [only] = non_null.as_slice()
                && alts.len() == 2
            {
                s = only;
                continue;
            }
        }
        break;
    }
    s
}

fn consts(root: &Json, schema: &Json) -> Option<Vec<Json>> {
    if let Some(e) = schema.get("enum").and_then(Json::as_array) {
        return Some(e.clone());
    }
    if let Some(c) = schema.get("const") {
        return Some(vec![c.clone()]);
    }
    let alts = schema
        .get("oneOf")
        .or_else(|| schema.get("anyOf"))
        .and_then(Json::as_array)?;
    let mut all = Vec::new();
    for alt in alts {
        all.extend(consts(root, resolve(root, alt))?);
    }
    Some(all)
}

fn type_text(root: &Json, schema: &Json) -> String {
    if let Some(values) = consts(root, schema) {
        let kinds: Vec<&str> = values
            .iter()
            .map(|v| match v {
                Json::String(_) => "string",
                Json::Number(_) => "number",
                Json::Bool(_) => "boolean",
                _ => "value",
            })
            .collect();
        return kinds.first().copied().unwrap_or("value").to_string();
    }
    match schema.get("type") {
        Some(t) if type_is(t, "array") => match schema.get("items") {
            Some(items) => format!(
                "array of {}",
                plural(&type_text(root, resolve(root, items)))
            ),
            None => "array".to_string(),
        },
        Some(t) if type_is(t, "object") => {
            if schema.get("properties").is_some() {
                "table".to_string()
            } else if let Some(v) = schema.get("additionalProperties").filter(|v| v.is_object()) {
                format!("table of {}", plural(&type_text(root, resolve(root, v))))
            } else {
                "table".to_string()
            }
        }
        Some(t) => describe_type(t)
            .trim_start_matches("an ")
            .trim_start_matches("a ")
            .replace("true or false", "boolean"),
        None => "any".to_string(),
    }
}

fn plural(noun: &str) -> String {
    match noun {
        "table" => "tables".to_string(),
        "integer" => "integers".to_string(),
        "string" => "strings".to_string(),
        "number" => "numbers".to_string(),
        "boolean" => "booleans".to_string(),
        other => other.to_string(),
    }
}

fn type_is(ty: &Json, name: &str) -> bool {
    match ty {
        Json::String(t) => t == name,
        Json::Array(ts) => ts.iter().any(|t| t.as_str() == Some(name)),
        _ => false,
    }
}

fn allowed_text(root: &Json, schema: &Json) -> String {
    let mut parts = Vec::new();
    if let Some(values) = consts(root, schema) {
        let list: Vec<String> = values
            .iter()
            .map(|v| format!("`{}`", json_literal(v)))
            .collect();
        parts.push(list.join(", "));
    }
    if let Some(range) = schema.as_object().and_then(Range::of) {
        parts.push(range.describe().trim_start_matches("of ").to_string());
    }
    let min = schema.get("minItems").and_then(Json::as_u64);
    let max = schema.get("maxItems").and_then(Json::as_u64);
    match (min, max) {
        (Some(a), Some(b)) => parts.push(format!("{a} to {b} items")),
        (Some(a), None) => parts.push(format!("at least {a} items")),
        (None, Some(b)) => parts.push(format!("at most {b} items")),
        (None, None) => {}
    }
    if let Some(items) = schema.get("items") {
        let inner = allowed_text(root, resolve(root, items));
        if !inner.is_empty() {
            parts.push(format!("each {inner}"));
        }
    }
    parts.join("; ")
}

/// The keys as a Markdown table: Key, Type, Default, Allowed, Description.
pub fn markdown(rows: &[KeyDoc]) -> String {
    let mut out = String::from(
        "| Key | Type | Default | Allowed | Description |\n| --- | --- | --- | --- | --- |\n",
    );
    for r in rows {
        out.push_str(&format!(
            "| `{}` | {} | {} | {} | {} |\n",
            r.key,
            cell(&r.ty),
            cell(&r.default.text()),
            cell(&r.allowed),
            cell(&r.description)
        ));
    }
    out
}

fn cell(text: &str) -> String {
    text.replace('|', "\\|").replace('\n', " ")
}

//! A JSON Schema rebuilt from a key reference table (the Markdown `game_sdk::ruleset::keys_markdown`
//! renders from a game's schemars schema).
//!
//! Why from the table: the table is the only description of a game's keys that crosses the
//! plugin boundary (`Description::ruleset_keys`); carrying the schemars schema itself would
//! change the plugin ABI. The table holds what an editor needs (key paths, types, defaults,
//! ranges, choices, descriptions), and a row this reader does not understand is an error, so a
//! new kind of key cannot silently produce a wrong schema.

use serde_json::{Map, Value as Json, json};

/// One row of the table, cells as written (Markdown escapes removed).
#[derive(Debug)]
struct Row {
    key: String,
    ty: String,
    default: String,
    allowed: String,
    description: String,
}

/// Adds every key of `table` to `root` (an object schema). Keys are optional: a variant sets
/// only what it changes. Tables that list their keys refuse others, as the games do.
pub fn add_keys(root: &mut Json, table: &str) -> Result<(), String> {
    for row in rows(table)? {
        let node = node_at(root, &row.key)?;
        describe(node, &row).map_err(|e| format!("key `{}`: {e}", row.key))?;
    }
    Ok(())
}

fn rows(table: &str) -> Result<Vec<Row>, String> {
    let mut rows = Vec::new();
    for (n, line) in table.lines().enumerate() {
        if !line.starts_with("| `") {
            continue;
        }
        let cells = split_cells(line);
        let [key, ty, default, allowed, description] = cells.as_slice() else {
            return Err(format!(
                "key table line {}: expected 5 cells, found {}: {line}",
                n + 1,
                cells.len()
            ));
        };
        rows.push(Row {
            key: key.trim_matches('`').to_string(),
            ty: ty.clone(),
            default: default.clone(),
            allowed: allowed.clone(),
            description: description.clone(),
        });
    }
    Ok(rows)
}

/// The cells of `| a | b \| c |`: split on `|` but not on the escaped `\|`.
fn split_cells(line: &str) -> Vec<String> {
    let mut cells = Vec::new();
    let mut cell = String::new();
    let mut chars = line.trim().trim_start_matches('|').chars().peekable();
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
    cells
}

/// The schema node of a dotted key path, creating the containers on the way: `a.b` is property
/// `b` of `a`, `a.<name>.b` is `b` of every entry of the map `a`, `a[].b` is `b` of every item
/// of the array `a`. Parents come before their children in the table.
fn node_at<'a>(root: &'a mut Json, key: &str) -> Result<&'a mut Json, String> {
    let mut node = root;
    for segment in key.split('.') {
        if segment == "<name>" {
            node = node
                .get_mut("additionalProperties")
                .filter(|v| v.is_object())
                .ok_or_else(|| format!("key `{key}`: `<name>` under a key that is not a map"))?;
            continue;
        }
        let (name, items) = match segment.strip_suffix("[]") {
            Some(name) => (name, true),
            None => (segment, false),
        };
        let object = node
            .as_object_mut()
            .ok_or_else(|| format!("key `{key}`: its parent is not a table"))?;
        // A table whose keys are listed accepts no others (the games refuse unknown keys).
        object.insert("additionalProperties".into(), Json::Bool(false));
        let props = object
            .entry("properties")
            .or_insert_with(|| Json::Object(Map::new()));
        let props = props
            .as_object_mut()
            .ok_or_else(|| format!("key `{key}`: `properties` is not an object"))?;
        node = props
            .entry(name.to_string())
            .or_insert_with(|| json!({ "type": "object" }));
        if items {
            node = node
                .get_mut("items")
                .ok_or_else(|| format!("key `{key}`: `[]` under a key that is not an array"))?;
        }
    }
    Ok(node)
}

fn describe(node: &mut Json, row: &Row) -> Result<(), String> {
    let mut schema = type_schema(&row.ty)?;
    apply_allowed(&mut schema, &row.allowed)?;
    let Json::Object(fields) = &mut schema else {
        return Err(format!("type `{}` gave no object schema", row.ty));
    };
    if !row.description.is_empty() {
        fields.insert("description".into(), Json::String(row.description.clone()));
    }
    // Defaults are shown as TOML literals in backticks; those that read as JSON (numbers,
    // strings, booleans, arrays of them) become the editor's hover default. Tables say "see
    // below" and required keys "required": neither is a value.
    if let Some(value) = row
        .default
        .strip_prefix('`')
        .and_then(|d| d.strip_suffix('`'))
        .and_then(|d| serde_json::from_str::<Json>(d).ok())
    {
        fields.insert("default".into(), value);
    }
    // Keep what earlier rows may already have put here (a child row never comes first, but a
    // map's entry schema is made by its `table of` type and filled by later rows).
    if let Json::Object(existing) = node {
        for (k, v) in std::mem::take(existing) {
            fields.entry(k).or_insert(v);
        }
    }
    *node = schema;
    Ok(())
}

/// `integer`, `array of strings`, `table of tables`, `table of array of strings`, …
fn type_schema(text: &str) -> Result<Json, String> {
    if let Some(item) = text.strip_prefix("array of ") {
        return Ok(json!({ "type": "array", "items": type_schema(singular(item))? }));
    }
    if let Some(value) = text.strip_prefix("table of ") {
        return Ok(
            json!({ "type": "object", "additionalProperties": type_schema(singular(value))? }),
        );
    }
    match text {
        "integer" | "string" | "boolean" | "number" | "array" => Ok(json!({ "type": text })),
        "table" => Ok(json!({ "type": "object" })),
        other => Err(format!("unknown type `{other}` in the key table")),
    }
}

fn singular(noun: &str) -> &str {
    match noun {
        "tables" => "table",
        "integers" => "integer",
        "strings" => "string",
        "numbers" => "number",
        "booleans" => "boolean",
        "arrays" => "array",
        other => other,
    }
}

/// The Allowed cell: `from 1 to 100`, `at least 0`, `` `"a"`, `"b"` ``, `1 to 21 items`,
/// parts joined by `; `; `each …` and every part after it constrain the items.
fn apply_allowed(schema: &mut Json, allowed: &str) -> Result<(), String> {
    if allowed.is_empty() {
        return Ok(());
    }
    let parts: Vec<&str> = allowed.split("; ").collect();
    for (i, part) in parts.iter().enumerate() {
        if let Some(inner) = part.strip_prefix("each ") {
            let rest = std::iter::once(inner)
                .chain(parts[i + 1..].iter().copied())
                .collect::<Vec<_>>()
                .join("; ");
            let items = schema
                .get_mut("items")
                .ok_or_else(|| format!("`each` on a key that is not an array: {allowed}"))?;
            return apply_allowed(items, &rest);
        }
        apply_part(schema, part).map_err(|e| format!("{e} in `{allowed}`"))?;
    }
    Ok(())
}

fn apply_part(schema: &mut Json, part: &str) -> Result<(), String> {
    let Json::Object(fields) = schema else {
        return Err("not an object schema".into());
    };
    if part.starts_with('`') {
        let choices = part
            .split(", ")
            .map(|c| {
                c.strip_prefix('`')
                    .and_then(|c| c.strip_suffix('`'))
                    .and_then(|c| serde_json::from_str::<Json>(c).ok())
                    .ok_or_else(|| format!("unreadable choice {c}"))
            })
            .collect::<Result<Vec<_>, _>>()?;
        fields.insert("enum".into(), Json::Array(choices));
        return Ok(());
    }
    if let Some(count) = part.strip_suffix(" items") {
        return count_bounds(fields, count, "minItems", "maxItems");
    }
    for bound in part.split(" and ") {
        bound_of(fields, bound)?;
    }
    Ok(())
}

fn count_bounds(
    fields: &mut Map<String, Json>,
    text: &str,
    min: &str,
    max: &str,
) -> Result<(), String> {
    let number = |t: &str| {
        t.trim()
            .parse::<u64>()
            .map_err(|_| format!("unreadable count `{t}`"))
    };
    if let Some(b) = text.strip_prefix("at most ") {
        fields.insert(max.into(), number(b)?.into());
    } else if let Some(a) = text.strip_prefix("at least ") {
        fields.insert(min.into(), number(a)?.into());
    } else if let Some((a, b)) = text.split_once(" to ") {
        fields.insert(min.into(), number(a)?.into());
        fields.insert(max.into(), number(b)?.into());
    } else {
        return Err(format!("unreadable item count `{text}`"));
    }
    Ok(())
}

/// `from A to B`, `at least A`, `at most B`, `above A`, `below B` (see the SDK's `Range`).
fn bound_of(fields: &mut Map<String, Json>, text: &str) -> Result<(), String> {
    let number = |t: &str| {
        serde_json::from_str::<Json>(t.trim())
            .ok()
            .filter(Json::is_number)
            .ok_or_else(|| format!("unreadable bound `{t}`"))
    };
    let text = text.trim_start_matches("of ");
    if let Some(range) = text.strip_prefix("from ") {
        let (a, b) = range
            .split_once(" to ")
            .ok_or_else(|| format!("unreadable range `{text}`"))?;
        fields.insert("minimum".into(), number(a)?);
        fields.insert("maximum".into(), number(b)?);
    } else if let Some(a) = text.strip_prefix("at least ") {
        fields.insert("minimum".into(), number(a)?);
    } else if let Some(b) = text.strip_prefix("at most ") {
        fields.insert("maximum".into(), number(b)?);
    } else if let Some(a) = text.strip_prefix("above ") {
        fields.insert("exclusiveMinimum".into(), number(a)?);
    } else if let Some(b) = text.strip_prefix("below ") {
        fields.insert("exclusiveMaximum".into(), number(b)?);
    } else {
        return Err(format!("unknown constraint `{text}`"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)] // test code: a panic is a failure

    use super::*;

    fn schema_of(table: &str) -> Json {
        let mut root = json!({ "type": "object" });
        add_keys(&mut root, table).unwrap();
        root
    }

    #[test]
    fn rows_become_typed_bounded_optional_properties() {
        let root = schema_of(
            "| Key | Type | Default | Allowed | Description |\n| --- | --- | --- | --- | --- |\n\
             | `board` | table | see below |  | The board. |\n\
             | `board.side` | integer | `6` | from 2 to 12 | Cells per side. |\n\
             | `push` | string | `\"forbid\"` | `\"forbid\"`, `\"capture\"` | A \\| B. |\n\
             | `first` | array of integers | `[6, 4]` | 1 to 21 items; each at least 0 | When. |\n\
             | `cards` | table of tables | see below |  | Cards. |\n\
             | `cards.<name>.name` | string | required |  | The name. |\n",
        );
        assert_eq!(root["additionalProperties"], json!(false));
        assert_eq!(root.get("required"), None);
        let side = &root["properties"]["board"]["properties"]["side"];
        assert_eq!(
            side,
            &json!({"type": "integer", "minimum": 2, "maximum": 12, "default": 6, "description": "Cells per side."})
        );
        assert_eq!(
            root["properties"]["board"]["additionalProperties"],
            json!(false)
        );
        let push = &root["properties"]["push"];
        assert_eq!(push["enum"], json!(["forbid", "capture"]));
        assert_eq!(push["description"], json!("A | B."));
        let first = &root["properties"]["first"];
        assert_eq!(first["minItems"], json!(1));
        assert_eq!(first["items"], json!({"type": "integer", "minimum": 0}));
        let card = &root["properties"]["cards"]["additionalProperties"];
        assert_eq!(card["properties"]["name"]["type"], json!("string"));
        assert_eq!(card["additionalProperties"], json!(false));
    }

    #[test]
    fn a_row_it_cannot_read_is_an_error_naming_the_key() {
        let mut root = json!({ "type": "object" });
        let err = add_keys(&mut root, "| `odd` | tuple | `1` |  | x |\n").unwrap_err();
        assert_eq!(err, "key `odd`: unknown type `tuple` in the key table");
        let err = add_keys(&mut root, "| `n` | integer | `1` | roughly 3 | x |\n").unwrap_err();
        assert_eq!(
            err,
            "key `n`: unknown constraint `roughly 3` in `roughly 3`"
        );
    }
}

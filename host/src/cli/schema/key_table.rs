//! An editor's JSON Schema built from a game's key reference ([`KeyDoc`]s, as the plugin
//! sends them).
//!
//! Why from the key reference and not from the schemars schema the plugin also sends
//! (`RulesetKeys::schema`): a variant sets only what it changes, so every key is optional here
//! (schemars marks keys required), and the schema files under `rulesets/` stay as they were.
//! The key reference holds what an editor needs (key paths, types, defaults, ranges, choices,
//! descriptions), and a key whose type or allowed values this reader does not understand is an
//! error, so a new kind of key cannot silently produce a wrong schema.

use game_wire::{KeyDefault, KeyDoc};
use serde_json::{Map, Value as Json, json};

/// Adds every key to `root` (an object schema). Keys are optional: a variant sets only what it
/// changes. Tables that list their keys refuse others, as the games do.
pub fn add_keys(root: &mut Json, keys: &[KeyDoc]) -> Result<(), String> {
    for row in keys {
        let node = node_at(root, &row.key)?;
        describe(node, row).map_err(|e| format!("key `{}`: {e}", row.key))?;
    }
    Ok(())
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

fn describe(node: &mut Json, row: &KeyDoc) -> Result<(), String> {
    let mut schema = type_schema(&row.ty)?;
    apply_allowed(&mut schema, &row.allowed)?;
    let Json::Object(fields) = &mut schema else {
        return Err(format!("type `{}` gave no object schema", row.ty));
    };
    if !row.description.is_empty() {
        fields.insert("description".into(), Json::String(row.description.clone()));
    }
    // Defaults are TOML literals; those that read as JSON (numbers, strings, booleans, arrays
    // of them) become the editor's hover default.
    if let KeyDefault::Value(literal) = &row.default
        && let Ok(value) = serde_json::from_str::<Json>(literal)
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

    fn doc(key: &str, ty: &str, default: KeyDefault, allowed: &str, description: &str) -> KeyDoc {
        KeyDoc {
            key: key.into(),
            ty: ty.into(),
            default,
            allowed: allowed.into(),
            description: description.into(),
        }
    }

    fn schema_of(keys: &[KeyDoc]) -> Json {
        let mut root = json!({ "type": "object" });
        add_keys(&mut root, keys).unwrap();
        root
    }

    #[test]
    fn rows_become_typed_bounded_optional_properties() {
        use KeyDefault::{Required, Table, Value};
        let root = schema_of(&[
            doc("board", "table", Table, "", "The board."),
            doc(
                "board.side",
                "integer",
                Value("6".into()),
                "from 2 to 12",
                "Cells per side.",
            ),
            doc(
                "push",
                "string",
                Value("\"forbid\"".into()),
                "`\"forbid\"`, `\"capture\"`",
                "A | B.",
            ),
            doc(
                "first",
                "array of integers",
                Value("[6, 4]".into()),
                "1 to 21 items; each at least 0",
                "When.",
            ),
            doc("cards", "table of tables", Table, "", "Cards."),
            doc("cards.<name>.name", "string", Required, "", "The name."),
        ]);
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
        let one = || KeyDefault::Value("1".into());
        let err = add_keys(&mut root, &[doc("odd", "tuple", one(), "", "x")]).unwrap_err();
        assert_eq!(err, "key `odd`: unknown type `tuple` in the key table");
        let err = add_keys(&mut root, &[doc("n", "integer", one(), "roughly 3", "x")]).unwrap_err();
        assert_eq!(
            err,
            "key `n`: unknown constraint `roughly 3` in `roughly 3`"
        );
    }
}

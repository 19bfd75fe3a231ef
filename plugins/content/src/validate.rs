//! Strict, typed reading of ruleset values: a JSON-schema walk (from the type's
//! `schemars::JsonSchema`) that collects every unknown key, wrong type and out-of-range value
//! with its location, then serde deserialization for anything the schema cannot express.

use super::locate::{KeyPath, Locations};
use game_wire::diag::Diagnostic;
use schemars::JsonSchema;
use serde::de::DeserializeOwned;
use serde_json::Value as Json;

/// Reads `value` (found at `base` in the ruleset) as a `T`, reporting every problem the schema
/// of `T` finds at the key or value that caused it. `extra_root_keys` are also accepted (and
/// listed as expected) at the top level: the header keys, when reading a game's keys.
pub(crate) fn typed<T: DeserializeOwned + JsonSchema>(
    value: toml::Value,
    locations: &Locations,
    base: &KeyPath,
    extra_root_keys: &[&str],
) -> Result<T, Vec<Diagnostic>> {
    let schema = schemars::SchemaGenerator::default().into_root_schema_for::<T>();
    let mut v = Validator {
        root: schema.as_value(),
        locations,
        extra_root_keys,
        base_len: base.0.len(),
        out: Vec::new(),
    };
    let mut path = base.clone();
    v.check(schema.as_value(), &value, &mut path, 0);
    if !v.out.is_empty() {
        let mut out = v.out;
        sort_diagnostics(&mut out);
        return Err(out);
    }
    serde_path_to_error::deserialize::<_, T>(value).map_err(|e| {
        let mut path = base.clone();
        for seg in e.path().iter() {
            match seg {
                serde_path_to_error::Segment::Seq { index } => path.push_index(*index),
                serde_path_to_error::Segment::Map { key } => path.push_key(key),
                _ => {}
            }
        }
        let message = e.inner().message().to_string();
        let message = if path.is_empty() {
            message
        } else {
            format!("`{path}`: {message}")
        };
        vec![locations.at_value(&path, message)]
    })
}

/// Orders problems by file, line and column, without duplicates.
pub(crate) fn sort_diagnostics(out: &mut Vec<Diagnostic>) {
    out.sort_by(|a, b| (&a.file, a.line, a.col).cmp(&(&b.file, b.line, b.col)));
    out.dedup();
}

/// Deep enough for any sensible ruleset; stops a recursive schema from looping.
const MAX_DEPTH: usize = 64;

struct Validator<'a> {
    root: &'a Json,
    locations: &'a Locations,
    extra_root_keys: &'a [&'a str],
    base_len: usize,
    out: Vec<Diagnostic>,
}

impl Validator<'_> {
    fn check(&mut self, schema: &Json, value: &toml::Value, path: &mut KeyPath, depth: usize) {
        if depth > MAX_DEPTH {
            return;
        }
        let schema = match schema {
            Json::Bool(true) => return,
            Json::Bool(false) => {
                self.out.push(
                    self.locations
                        .at_key(path, format!("`{path}` is not allowed here")),
                );
                return;
            }
            Json::Object(o) => o,
            _ => return,
        };
        if let Some(target) = schema
            .get("$ref")
            .and_then(Json::as_str)
            .and_then(|r| resolve_ref(self.root, r))
        {
            self.check(target, value, path, depth + 1);
        }
        if let Some(all) = schema.get("allOf").and_then(Json::as_array) {
            for s in all {
                self.check(s, value, path, depth + 1);
            }
        }
        for key in ["anyOf", "oneOf"] {
            if let Some(alts) = schema.get(key).and_then(Json::as_array)
                && !self.check_alternatives(alts, value, path, depth)
            {
                return;
            }
        }
        let choices: Option<Vec<&Json>> = match (schema.get("enum"), schema.get("const")) {
            (Some(Json::Array(e)), _) => Some(e.iter().collect()),
            (_, Some(c)) => Some(vec![c]),
            _ => None,
        };
        if let Some(ty) = schema.get("type")
            && !type_matches(ty, value)
        {
            let expected = match &choices {
                Some(c) => one_of(c),
                None => describe_type(ty),
            };
            let message = format!("`{path}`: expected {expected}, found {}", found(value));
            self.out.push(self.locations.at_value(path, message));
            return;
        }
        if let Some(choices) = choices
            && !choices.iter().any(|c| json_eq(c, value))
        {
            let message = format!(
                "`{path}`: expected {}, found `{}`",
                one_of(&choices),
                literal(value)
            );
            self.out.push(self.locations.at_value(path, message));
            return;
        }
        match value {
            toml::Value::Integer(_) | toml::Value::Float(_) => {
                self.check_range(schema, value, path)
            }
            toml::Value::String(s) => self.check_length(schema, s, path),
            toml::Value::Array(items) => self.check_array(schema, items, path, depth),
            toml::Value::Table(t) => self.check_table(schema, t, path, depth),
            _ => {}
        }
    }

    /// `anyOf`/`oneOf`: fine when one alternative accepts the value. Otherwise reports the
    /// problems of the single alternative of the right type, or what the alternatives were.
    fn check_alternatives(
        &mut self,
        alts: &[Json],
        value: &toml::Value,
        path: &mut KeyPath,
        depth: usize,
    ) -> bool {
        let mut results = Vec::new();
        for alt in alts {
            let mut sub = Validator {
                root: self.root,
                locations: self.locations,
                extra_root_keys: self.extra_root_keys,
                base_len: self.base_len,
                out: Vec::new(),
            };
            sub.check(alt, value, path, depth + 1);
            if sub.out.is_empty() {
                return true;
            }
            results.push((alt, sub.out));
        }
        let resolved: Vec<&Json> = alts.iter().map(|a| self.resolve(a)).collect();
        let consts: Option<Vec<&Json>> = resolved
            .iter()
            .map(|a| a.get("const"))
            .collect::<Option<Vec<_>>>()
            .or_else(|| {
                let mut all = Vec::new();
                for a in &resolved {
                    all.extend(a.get("enum")?.as_array()?.iter());
                }
                Some(all)
            });
        if let Some(consts) = consts.filter(|c| !c.is_empty()) {
            let message = format!(
                "`{path}`: expected {}, found `{}`",
                one_of(&consts),
                literal(value)
            );
            self.out.push(self.locations.at_value(path, message));
            return false;
        }
        let same_type: Vec<_> = results
            .into_iter()
            .filter(|(alt, _)| {
                self.resolve(alt)
                    .get("type")
                    .is_some_and(|t| type_matches(t, value))
            })
            .collect();
        if let [(_, problems)] = same_type.as_slice() {
            self.out.extend(problems.iter().cloned());
        } else {
            let kinds: Vec<String> = resolved
                .iter()
                .filter_map(|a| a.get("type").map(describe_type))
                .collect();
            let expected = if kinds.is_empty() {
                "another kind of value".to_string()
            } else {
                kinds.join(" or ")
            };
            let message = format!("`{path}`: expected {expected}, found {}", found(value));
            self.out.push(self.locations.at_value(path, message));
        }
        false
    }

    /// The named tables (dotted paths, `""` for the top level) whose schema has a property
    /// `key`, for "belongs in": a key written at the wrong level. Only fixed names are
    /// followed (not `<name>` tables of maps), at most four levels deep.
    fn places_of(&self, key: &str) -> Vec<String> {
        let mut found = Vec::new();
        let mut stack = vec![(self.resolve(self.root), String::new(), 0)];
        while let Some((schema, at, depth)) = stack.pop() {
            let Some(props) = schema.get("properties").and_then(Json::as_object) else {
                continue;
            };
            if props.contains_key(key) {
                found.push(at.clone());
            }
            if depth >= 4 {
                continue;
            }
            for (name, sub) in props {
                let next = if at.is_empty() {
                    name.clone()
                } else {
                    format!("{at}.{name}")
                };
                stack.push((self.resolve(sub), next, depth + 1));
            }
        }
        found.sort();
        found
    }

    fn resolve<'s>(&'s self, schema: &'s Json) -> &'s Json {
        let mut s = schema;
        for _ in 0..MAX_DEPTH {
            match s
                .get("$ref")
                .and_then(Json::as_str)
                .and_then(|r| resolve_ref(self.root, r))
            {
                Some(t) => s = t,
                None => break,
            }
        }
        s
    }

    fn check_range(
        &mut self,
        schema: &serde_json::Map<String, Json>,
        value: &toml::Value,
        path: &KeyPath,
    ) {
        let Some(range) = Range::of(schema) else {
            return;
        };
        if !range.contains(value) {
            let kind = schema
                .get("type")
                .map_or("a value".to_string(), describe_type);
            let message = format!(
                "`{path}` = {} is out of range, expected {kind} {}",
                literal(value),
                range.describe()
            );
            self.out.push(self.locations.at_value(path, message));
        }
    }

    fn check_length(&mut self, schema: &serde_json::Map<String, Json>, s: &str, path: &KeyPath) {
        let len = s.chars().count() as u64;
        let min = schema.get("minLength").and_then(Json::as_u64);
        let max = schema.get("maxLength").and_then(Json::as_u64);
        if min.is_some_and(|m| len < m) || max.is_some_and(|m| len > m) {
            let message = format!(
                "`{path}` has {len} characters, expected {}",
                count_range(min, max, "characters")
            );
            self.out.push(self.locations.at_value(path, message));
        }
    }

    fn check_array(
        &mut self,
        schema: &serde_json::Map<String, Json>,
        items: &[toml::Value],
        path: &mut KeyPath,
        depth: usize,
    ) {
        let len = items.len() as u64;
        let min = schema.get("minItems").and_then(Json::as_u64);
        let max = schema.get("maxItems").and_then(Json::as_u64);
        if min.is_some_and(|m| len < m) || max.is_some_and(|m| len > m) {
            let message = format!(
                "`{path}` has {len} items, expected {}",
                count_range(min, max, "items")
            );
            self.out.push(self.locations.at_value(path, message));
        }
        let prefix = schema
            .get("prefixItems")
            .and_then(Json::as_array)
            .map_or(&[][..], Vec::as_slice);
        for (i, item) in items.iter().enumerate() {
            let item_schema = prefix.get(i).or_else(|| schema.get("items"));
            if let Some(s) = item_schema {
                path.push_index(i);
                self.check(s, item, path, depth + 1);
                path.pop();
            }
        }
    }

    fn check_table(
        &mut self,
        schema: &serde_json::Map<String, Json>,
        table: &toml::Table,
        path: &mut KeyPath,
        depth: usize,
    ) {
        let props = schema.get("properties").and_then(Json::as_object);
        let additional = schema.get("additionalProperties");
        let at_root = path.0.len() == self.base_len;
        for (key, value) in table {
            path.push_key(key);
            if let Some(s) = props.and_then(|p| p.get(key)) {
                self.check(s, value, path, depth + 1);
            } else if at_root && self.extra_root_keys.contains(&key.as_str()) {
                // A header key, read elsewhere.
            } else {
                match additional {
                    Some(Json::Bool(false)) => {
                        let mut expected: Vec<&str> = props
                            .map(|p| p.keys().map(String::as_str).collect())
                            .unwrap_or_default();
                        if at_root {
                            expected.extend(self.extra_root_keys);
                        }
                        let place = match &path.0[..path.0.len() - 1] {
                            [] => String::new(),
                            parent => format!(" in `{}`", KeyPath(parent.to_vec())),
                        };
                        let parent = path.0.len() - 1;
                        let here =
                            KeyPath(path.0[self.base_len.min(parent)..parent].to_vec()).to_string();
                        let elsewhere: Vec<String> = self
                            .places_of(key)
                            .into_iter()
                            .filter(|p| *p != here)
                            .collect();
                        let hint = if let Some(table) = elsewhere.first() {
                            format!("; `{key}` belongs in `[{table}]` (`{table}.{key}`)")
                        } else if let Some(near) =
                            game_wire::diag::did_you_mean(key, expected.iter().copied())
                        {
                            format!("; did you mean `{near}`?")
                        } else {
                            String::new()
                        };
                        let message = if expected.is_empty() {
                            format!("unknown key `{key}`{place}: this table takes no keys{hint}")
                        } else {
                            let list: Vec<String> =
                                expected.iter().map(|k| format!("`{k}`")).collect();
                            format!(
                                "unknown key `{key}`{place}, expected one of {}{hint}",
                                list.join(", ")
                            )
                        };
                        self.out.push(self.locations.at_key(path, message));
                    }
                    Some(s @ Json::Object(_)) => self.check(s, value, path, depth + 1),
                    _ => {}
                }
            }
            path.pop();
        }
        if let Some(required) = schema.get("required").and_then(Json::as_array) {
            for key in required.iter().filter_map(Json::as_str) {
                if table.contains_key(key) {
                    continue;
                }
                let expected = props
                    .and_then(|p| p.get(key))
                    .map(|s| self.resolve(s))
                    .and_then(|s| s.get("type"))
                    .map_or("a value".to_string(), describe_type);
                let place = if path.is_empty() {
                    String::new()
                } else {
                    format!(" in `{path}`")
                };
                let message = format!("missing key `{key}`{place}, expected {expected}");
                self.out.push(self.locations.at_key(path, message));
            }
        }
    }
}

/// A `$ref` of the form `#/$defs/Name` (any JSON pointer into the root schema).
fn resolve_ref<'a>(root: &'a Json, reference: &str) -> Option<&'a Json> {
    root.pointer(reference.strip_prefix('#')?)
}

fn type_matches(ty: &Json, value: &toml::Value) -> bool {
    match ty {
        Json::String(t) => one_type_matches(t, value),
        Json::Array(ts) => ts
            .iter()
            .filter_map(Json::as_str)
            .any(|t| one_type_matches(t, value)),
        _ => true,
    }
}

fn one_type_matches(ty: &str, value: &toml::Value) -> bool {
    use toml::Value as V;
    matches!(
        (ty, value),
        ("string", V::String(_))
            | ("integer", V::Integer(_))
            | ("number", V::Integer(_) | V::Float(_))
            | ("boolean", V::Boolean(_))
            | ("array", V::Array(_))
            | ("object", V::Table(_))
    )
}

/// `"integer"` → "an integer"; `["integer", "null"]` → "an integer".
pub(crate) fn describe_type(ty: &Json) -> String {
    let names: Vec<&str> = match ty {
        Json::String(t) => vec![t.as_str()],
        Json::Array(ts) => ts
            .iter()
            .filter_map(Json::as_str)
            .filter(|t| *t != "null")
            .collect(),
        _ => Vec::new(),
    };
    let words: Vec<&str> = names
        .iter()
        .map(|t| match *t {
            "string" => "a string",
            "integer" => "an integer",
            "number" => "a number",
            "boolean" => "true or false",
            "array" => "an array",
            "object" => "a table",
            _ => "a value",
        })
        .collect();
    if words.is_empty() {
        "a value".to_string()
    } else {
        words.join(" or ")
    }
}

fn found(value: &toml::Value) -> String {
    match value {
        toml::Value::String(_) => format!("a string ({})", literal(value)),
        toml::Value::Integer(_) => format!("an integer ({})", literal(value)),
        toml::Value::Float(_) => format!("a float ({})", literal(value)),
        toml::Value::Boolean(_) => format!("a boolean ({})", literal(value)),
        toml::Value::Datetime(_) => format!("a date-time ({})", literal(value)),
        toml::Value::Array(_) => "an array".to_string(),
        toml::Value::Table(_) => "a table".to_string(),
    }
}

/// The most characters of an offending value a message quotes: a megabyte string in a ruleset
/// is named by its start and size, not repeated in every message (and terminal) in full.
const MAX_QUOTED_CHARS: usize = 60;

/// A short TOML rendering of a scalar value (long ones cut, with their size).
fn literal(value: &toml::Value) -> String {
    let text = match value {
        toml::Value::Array(_) => return "an array".to_string(),
        toml::Value::Table(_) => return "a table".to_string(),
        v => v.to_string(),
    };
    match text.char_indices().nth(MAX_QUOTED_CHARS) {
        None => text,
        Some((cut, _)) => format!("{}… ({} bytes)", &text[..cut], text.len()),
    }
}

/// A JSON value as TOML would write it (for enum choices and defaults).
pub(crate) fn json_literal(v: &Json) -> String {
    match v {
        Json::String(s) => toml::Value::String(s.clone()).to_string(),
        Json::Null => "(none)".to_string(),
        Json::Array(items) => {
            let parts: Vec<String> = items.iter().map(json_literal).collect();
            format!("[{}]", parts.join(", "))
        }
        Json::Object(map) => {
            let parts: Vec<String> = map
                .iter()
                .map(|(k, v)| format!("{k} = {}", json_literal(v)))
                .collect();
            format!("{{ {} }}", parts.join(", "))
        }
        other => other.to_string(),
    }
}

fn one_of(choices: &[&Json]) -> String {
    let list: Vec<String> = choices
        .iter()
        .map(|c| format!("`{}`", json_literal(c)))
        .collect();
    if list.len() == 1 {
        list.join("")
    } else {
        format!("one of {}", list.join(", "))
    }
}

fn json_eq(choice: &Json, value: &toml::Value) -> bool {
    match (choice, value) {
        (Json::String(a), toml::Value::String(b)) => a == b,
        (Json::Bool(a), toml::Value::Boolean(b)) => a == b,
        (Json::Number(a), toml::Value::Integer(b)) => a.as_i64() == Some(*b),
        (Json::Number(a), toml::Value::Float(b)) => a.as_f64() == Some(*b),
        _ => false,
    }
}

fn count_range(min: Option<u64>, max: Option<u64>, what: &str) -> String {
    match (min, max) {
        (Some(a), Some(b)) if a == b => format!("exactly {a} {what}"),
        (Some(a), Some(b)) => format!("{a} to {b} {what}"),
        (Some(a), None) => format!("at least {a} {what}"),
        (None, Some(b)) => format!("at most {b} {what}"),
        (None, None) => format!("any number of {what}"),
    }
}

/// A numeric range from `minimum`/`maximum`/`exclusiveMinimum`/`exclusiveMaximum`.
#[derive(Debug)]
pub(crate) struct Range {
    min: Option<(Bound, bool)>,
    max: Option<(Bound, bool)>,
}

#[derive(Clone, Copy, Debug)]
enum Bound {
    Int(i128),
    Float(f64),
}

impl Bound {
    fn of(n: &Json) -> Option<Self> {
        let n = n.as_number()?;
        n.as_i64()
            .map(|i| Self::Int(i128::from(i)))
            .or_else(|| n.as_u64().map(|u| Self::Int(i128::from(u))))
            .or_else(|| n.as_f64().map(Self::Float))
    }

    /// `value` compared with the bound.
    fn cmp_value(self, value: &toml::Value) -> Option<std::cmp::Ordering> {
        match (value, self) {
            (toml::Value::Integer(v), Bound::Int(b)) => Some(i128::from(*v).cmp(&b)),
            (toml::Value::Integer(v), Bound::Float(b)) => (*v as f64).partial_cmp(&b),
            (toml::Value::Float(v), Bound::Int(b)) => v.partial_cmp(&(b as f64)),
            (toml::Value::Float(v), Bound::Float(b)) => v.partial_cmp(&b),
            _ => None,
        }
    }
}

impl std::fmt::Display for Bound {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Bound::Int(i) => write!(f, "{i}"),
            Bound::Float(x) => write!(f, "{x}"),
        }
    }
}

impl Range {
    pub(crate) fn of(schema: &serde_json::Map<String, Json>) -> Option<Self> {
        let bound = |inclusive: &str, exclusive: &str| {
            schema
                .get(inclusive)
                .and_then(Bound::of)
                .map(|b| (b, true))
                .or_else(|| {
                    schema
                        .get(exclusive)
                        .and_then(Bound::of)
                        .map(|b| (b, false))
                })
        };
        let range = Self {
            min: bound("minimum", "exclusiveMinimum"),
            max: bound("maximum", "exclusiveMaximum"),
        };
        (range.min.is_some() || range.max.is_some()).then_some(range)
    }

    fn contains(&self, value: &toml::Value) -> bool {
        use std::cmp::Ordering::*;
        let min_ok = self.min.is_none_or(|(b, incl)| {
            matches!(
                (b.cmp_value(value), incl),
                (Some(Greater), _) | (Some(Equal), true)
            )
        });
        let max_ok = self.max.is_none_or(|(b, incl)| {
            matches!(
                (b.cmp_value(value), incl),
                (Some(Less), _) | (Some(Equal), true)
            )
        });
        min_ok && max_ok
    }

    /// "from 3 to 9", "at least 1", "below 10", …
    pub(crate) fn describe(&self) -> String {
        match (self.min, self.max) {
            (Some((a, true)), Some((b, true))) => format!("from {a} to {b}"),
            (Some((a, ai)), Some((b, bi))) => format!(
                "{} {a} and {} {b}",
                if ai { "at least" } else { "above" },
                if bi { "at most" } else { "below" }
            ),
            (Some((a, true)), None) => format!("of at least {a}"),
            (Some((a, false)), None) => format!("above {a}"),
            (None, Some((b, true))) => format!("of at most {b}"),
            (None, Some((b, false))) => format!("below {b}"),
            (None, None) => String::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::locate::parse_file;
    use serde::Deserialize;

    #[test]
    fn a_huge_value_is_quoted_by_its_start_and_size() {
        let huge = toml::Value::String("é".repeat(500_000));
        let quoted = literal(&huge);
        assert!(quoted.len() < 200, "{} bytes quoted", quoted.len());
        assert!(quoted.ends_with("… (1000002 bytes)"), "{quoted}");
        assert_eq!(literal(&toml::Value::Integer(42)), "42");
        assert_eq!(literal(&toml::Value::String("air".into())), "\"air\"");
    }

    /// A value the schema accepts (any string) but deserialization refuses.
    #[derive(Debug, Deserialize, JsonSchema)]
    #[serde(try_from = "String")]
    #[schemars(with = "String")]
    struct Cell(#[allow(dead_code)] String);

    impl TryFrom<String> for Cell {
        type Error = String;
        fn try_from(s: String) -> Result<Self, String> {
            if s.len() == 2 {
                Ok(Self(s))
            } else {
                Err(format!("`{s}` is not a cell"))
            }
        }
    }

    #[derive(Debug, Deserialize, JsonSchema)]
    #[serde(deny_unknown_fields)]
    struct Config {
        #[allow(dead_code)]
        start: Vec<Cell>,
    }

    #[test]
    fn serde_errors_are_located_by_their_key_path() {
        let text = "start = [\"a1\",\n  \"zzz\"]\n";
        let parsed = parse_file("f.toml", text).unwrap();
        let err = typed::<Config>(
            toml::Value::Table(parsed.table),
            &parsed.locations,
            &KeyPath::default(),
            &[],
        )
        .unwrap_err();
        assert_eq!(
            err.iter().map(ToString::to_string).collect::<Vec<_>>(),
            vec!["f.toml:2:3: `start[1]`: `zzz` is not a cell"]
        );
    }

    #[test]
    fn ranges_describe_themselves() {
        let schema = serde_json::json!({"minimum": 1, "exclusiveMaximum": 10.5});
        let range = Range::of(schema.as_object().unwrap()).unwrap();
        assert_eq!(range.describe(), "at least 1 and below 10.5");
        assert!(range.contains(&toml::Value::Integer(10)));
        assert!(!range.contains(&toml::Value::Float(10.5)));
        assert!(!range.contains(&toml::Value::Integer(0)));
    }
}

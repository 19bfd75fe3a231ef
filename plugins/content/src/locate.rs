//! Where each key and value of a ruleset was written: parsing a layer with spans, and mapping a
//! key path of the merged result back to the file, line and column of the layer that wrote it.

use game_wire::diag::Diagnostic;
use std::collections::BTreeMap;
use std::fmt;
use toml::de::{DeTable, DeValue};

/// One step of a [`KeyPath`]: a table key or an array index.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Seg {
    Key(String),
    Index(usize),
}

/// The path of a value inside a ruleset, e.g. `board.side` or `units[2].name`.
#[derive(Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct KeyPath(pub Vec<Seg>);

impl KeyPath {
    /// Parses the dotted form: `board.side`, `units.2.name` or `units[2].name` (an all-digit
    /// segment is an array index).
    pub fn parse(text: &str) -> Self {
        let mut segs = Vec::new();
        for part in text.split('.').filter(|p| !p.is_empty()) {
            let mut rest = part;
            if let Some(open) = rest.find('[') {
                segs.push(Seg::Key(rest[..open].to_string()));
                rest = &rest[open..];
                while let Some(inner) = rest.strip_prefix('[') {
                    let Some(close) = inner.find(']') else { break };
                    if let Ok(i) = inner[..close].parse() {
                        segs.push(Seg::Index(i));
                    }
                    rest = &inner[close + 1..];
                }
            } else if let Ok(i) = rest.parse() {
                segs.push(Seg::Index(i));
            } else {
                segs.push(Seg::Key(rest.to_string()));
            }
        }
        Self(segs)
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn starts_with(&self, prefix: &KeyPath) -> bool {
        self.0.starts_with(&prefix.0)
    }

    pub(crate) fn push_key(&mut self, key: &str) {
        self.0.push(Seg::Key(key.to_string()));
    }

    pub(crate) fn push_index(&mut self, i: usize) {
        self.0.push(Seg::Index(i));
    }

    pub(crate) fn pop(&mut self) {
        self.0.pop();
    }
}

impl fmt::Display for KeyPath {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, seg) in self.0.iter().enumerate() {
            match seg {
                Seg::Key(k) if i == 0 => write!(f, "{k}")?,
                Seg::Key(k) => write!(f, ".{k}")?,
                Seg::Index(n) => write!(f, "[{n}]")?,
            }
        }
        Ok(())
    }
}

/// A 1-based line and column; line 0 means "the whole file".
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pos {
    pub line: u32,
    pub col: u32,
}

/// Where one key was written: its file, the position of the key itself and of its value. For an
/// array element both are the element; for a file's root table both are "the whole file".
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Origin {
    pub file: String,
    pub key: Pos,
    pub value: Pos,
}

/// The [`Origin`] of every key path of a (possibly merged) ruleset.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Locations {
    /// The file problems with no more precise location are reported against.
    pub(crate) root_file: String,
    pub(crate) entries: BTreeMap<KeyPath, Origin>,
}

impl Locations {
    pub fn get(&self, path: &KeyPath) -> Option<&Origin> {
        self.entries.get(path)
    }

    /// The origin of `path`, or of its nearest ancestor that has one.
    pub fn nearest(&self, path: &KeyPath) -> Option<&Origin> {
        (0..=path.0.len())
            .rev()
            .find_map(|n| self.entries.get(&KeyPath(path.0[..n].to_vec())))
    }

    /// A problem with the key at `path` (e.g. unknown), located at the key as written.
    pub fn at_key(&self, path: &KeyPath, message: impl Into<String>) -> Diagnostic {
        self.diag(path, message, |o| o.key)
    }

    /// A problem with the value at `path` (wrong type, out of range), located at the value as
    /// written by the layer that wrote it last.
    pub fn at_value(&self, path: &KeyPath, message: impl Into<String>) -> Diagnostic {
        self.diag(path, message, |o| o.value)
    }

    fn diag(
        &self,
        path: &KeyPath,
        message: impl Into<String>,
        pick: impl Fn(&Origin) -> Pos,
    ) -> Diagnostic {
        match self.nearest(path) {
            Some(o) => {
                let p = pick(o);
                Diagnostic::new(o.file.clone(), p.line, p.col, message)
            }
            None => Diagnostic::file(self.root_file.clone(), message),
        }
    }

    /// Replaces everything recorded at and under `prefix` by what `other` recorded there.
    pub(crate) fn replace_subtree(&mut self, prefix: &KeyPath, other: &Locations) {
        self.entries.retain(|p, _| !p.starts_with(prefix));
        self.entries.extend(
            other
                .entries
                .range(prefix.clone()..)
                .take_while(|(p, _)| p.starts_with(prefix))
                .map(|(p, o)| (p.clone(), o.clone())),
        );
    }

    /// Records `path` as written where `other` says (for a table merged key by key).
    pub(crate) fn copy_one(&mut self, path: &KeyPath, other: &Locations) {
        if let Some(o) = other.entries.get(path) {
            self.entries.insert(path.clone(), o.clone());
        }
    }
}

/// Byte offset → line and column, by binary search over line starts.
struct LineIndex {
    starts: Vec<usize>,
}

impl LineIndex {
    fn new(text: &str) -> Self {
        let starts = std::iter::once(0)
            .chain(text.match_indices('\n').map(|(i, _)| i + 1))
            .collect();
        Self { starts }
    }

    fn pos(&self, text: &str, offset: usize) -> Pos {
        let mut offset = offset.min(text.len());
        while !text.is_char_boundary(offset) {
            offset -= 1;
        }
        let line = self.starts.partition_point(|&s| s <= offset).max(1);
        let start = self.starts[line - 1];
        let col = text[start..offset].chars().count() + 1;
        Pos {
            line: line as u32,
            col: col as u32,
        }
    }
}

/// One parsed file: its values and where each was written.
#[derive(Clone, Debug)]
pub(crate) struct ParsedFile {
    pub table: toml::Table,
    pub locations: Locations,
}

/// Parses one ruleset file, recording the position of every key and value. Syntax errors are
/// all returned (the parser recovers where it can), each with its position.
pub(crate) fn parse_file(file: &str, text: &str) -> Result<ParsedFile, Vec<Diagnostic>> {
    let (doc, errors) = DeTable::parse_recoverable(text);
    let index = LineIndex::new(text);
    if !errors.is_empty() {
        return Err(errors
            .iter()
            .map(|e| {
                // An error the parser cannot place (its recursion limit) is put on the most
                // deeply nested line rather than on 1:1.
                let start = e.span().map_or_else(|| deepest_line(text), |s| s.start);
                let p = index.pos(text, start);
                let message = duplicate_key_message(text, start, e.message())
                    .unwrap_or_else(|| syntax_message(e.message()));
                Diagnostic::new(file, p.line, p.col, message)
            })
            .collect());
    }
    let mut locations = Locations {
        root_file: file.to_string(),
        entries: BTreeMap::new(),
    };
    locations.entries.insert(
        KeyPath::default(),
        Origin {
            file: file.to_string(),
            key: Pos::default(),
            value: Pos::default(),
        },
    );
    let mut path = KeyPath::default();
    record_table(doc.get_ref(), &mut path, file, text, &index, &mut locations);
    let table = <toml::Table as serde::Deserialize>::deserialize(toml::de::Deserializer::from(doc))
        .map_err(|e| {
            let p = index.pos(
                text,
                e.span().map_or_else(|| deepest_line(text), |s| s.start),
            );
            vec![Diagnostic::new(
                file,
                p.line,
                p.col,
                syntax_message(e.message()),
            )]
        })?;
    Ok(ParsedFile { table, locations })
}

/// The start of the line where the text nests deepest: open brackets and braces carried from
/// the lines before, plus the dots of the line's own dotted key (outside quoted strings). A
/// parser error without a place (its recursion limit) belongs there.
fn deepest_line(text: &str) -> usize {
    let (mut depth, mut best, mut best_at, mut offset) = (0usize, 0usize, 0usize, 0usize);
    for line in text.split_inclusive('\n') {
        let mut quote: Option<char> = None;
        let (mut deepest_here, mut dots, mut in_key) = (depth, 0usize, true);
        for c in line.chars() {
            match (quote, c) {
                (Some(q), c) if c == q => quote = None,
                (Some(_), _) => {}
                (None, '"' | '\'') => quote = Some(c),
                (None, '#') => break,
                (None, '[' | '{') => {
                    depth += 1;
                    deepest_here = deepest_here.max(depth);
                }
                (None, ']' | '}') => depth = depth.saturating_sub(1),
                (None, '=') => in_key = false,
                (None, '.') if in_key => dots += 1,
                _ => {}
            }
        }
        if deepest_here + dots > best {
            (best, best_at) = (deepest_here + dots, offset);
        }
        offset += line.len();
    }
    best_at
}

fn syntax_message(message: &str) -> String {
    format!("invalid TOML: {}", message.trim())
}

/// `invalid TOML: duplicate key `size` (first set on line 5)`: the parser says only "duplicate
/// key"; the key is the text at the error's position, and its first definition is the first
/// earlier line that sets it (`size =` or `[size]`).
fn duplicate_key_message(text: &str, start: usize, message: &str) -> Option<String> {
    if !message.trim().starts_with("duplicate key") {
        return None;
    }
    let rest = text.get(start..)?;
    let key: String = match rest.strip_prefix('"') {
        Some(quoted) => quoted.split('"').next()?.to_string(),
        None => rest
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
            .collect(),
    };
    if key.is_empty() {
        return None;
    }
    let before = text.get(..start)?;
    let first = before.lines().enumerate().find_map(|(i, line)| {
        let line = line.trim_start();
        let sets = line
            .strip_prefix(key.as_str())
            .is_some_and(|r| r.trim_start().starts_with('=') || r.trim_start().starts_with('.'));
        let opens = line
            .trim_start_matches('[')
            .trim_start()
            .starts_with(key.as_str())
            && line.starts_with('[');
        (sets || opens).then_some(i + 1)
    });
    Some(match first {
        Some(line) => format!("invalid TOML: duplicate key `{key}` (first set on line {line})"),
        None => format!("invalid TOML: duplicate key `{key}`"),
    })
}

fn record_table(
    table: &DeTable<'_>,
    path: &mut KeyPath,
    file: &str,
    text: &str,
    index: &LineIndex,
    out: &mut Locations,
) {
    for (key, value) in table.iter() {
        path.push_key(key.get_ref());
        out.entries.insert(
            path.clone(),
            Origin {
                file: file.to_string(),
                key: index.pos(text, key.span().start),
                value: index.pos(text, value.span().start),
            },
        );
        record_value(value.get_ref(), path, file, text, index, out);
        path.pop();
    }
}

fn record_value(
    value: &DeValue<'_>,
    path: &mut KeyPath,
    file: &str,
    text: &str,
    index: &LineIndex,
    out: &mut Locations,
) {
    match value {
        DeValue::Table(t) => record_table(t, path, file, text, index, out),
        DeValue::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                path.push_index(i);
                let p = index.pos(text, item.span().start);
                out.entries.insert(
                    path.clone(),
                    Origin {
                        file: file.to_string(),
                        key: p,
                        value: p,
                    },
                );
                record_value(item.get_ref(), path, file, text, index, out);
                path.pop();
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod deepest {
    use super::*;

    #[test]
    fn an_error_without_a_place_is_put_on_the_deepest_line_not_on_1_1() {
        let key = vec!["k"; 300].join(".");
        let text = format!("game = \"g\"\nname = \"x\"\n\n[rules]\n{key} = 1\n");
        let Err(errors) = parse_file("rulesets/g/deep.toml", &text) else {
            panic!("a 300-deep key parsed");
        };
        assert_eq!(errors[0].line, 5, "{}", errors[0]);
        let arrays = format!(
            "a = 1\nb = {}1{}\nc = 2\n",
            "[".repeat(300),
            "]".repeat(300)
        );
        let Err(errors) = parse_file("rulesets/g/deep.toml", &arrays) else {
            panic!("300 nested arrays parsed");
        };
        assert_eq!(errors[0].line, 2, "{}", errors[0]);
        assert_eq!(
            deepest_line("a = \"[[[[\"\nb = [1]\n"),
            11,
            "quoted brackets do not count"
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn key_paths_parse_and_print() {
        let p = KeyPath::parse("units[2].name");
        assert_eq!(
            p.0,
            vec![
                Seg::Key("units".into()),
                Seg::Index(2),
                Seg::Key("name".into())
            ]
        );
        assert_eq!(KeyPath::parse("units.2.name"), p);
        assert_eq!(p.to_string(), "units[2].name");
        assert_eq!(KeyPath::parse("board.side").to_string(), "board.side");
    }

    #[test]
    fn keys_and_values_are_located() {
        let text = "a = 1\n[board]\n  side = \"x\"\nlist = [1, 2]\n";
        let parsed = parse_file("f.toml", text).unwrap();
        let loc = |p: &str| parsed.locations.get(&KeyPath::parse(p)).unwrap().clone();
        assert_eq!(loc("a").key, Pos { line: 1, col: 1 });
        assert_eq!(loc("a").value, Pos { line: 1, col: 5 });
        assert_eq!(loc("board.side").key, Pos { line: 3, col: 3 });
        assert_eq!(loc("board.side").value, Pos { line: 3, col: 10 });
        assert_eq!(loc("board.list[1]").value, Pos { line: 4, col: 12 });
        let d = parsed
            .locations
            .at_value(&KeyPath::parse("board.side.deeper"), "bad");
        assert_eq!(d.to_string(), "f.toml:3:10: bad");
    }

    #[test]
    fn line_index_agrees_with_line_col() {
        let text = "a = 1\nbé = 2\n\nc";
        let index = LineIndex::new(text);
        for offset in 0..=text.len() + 3 {
            let p = index.pos(text, offset);
            assert_eq!(
                (p.line, p.col),
                game_wire::diag::line_col(text, offset),
                "{offset}"
            );
        }
    }
}

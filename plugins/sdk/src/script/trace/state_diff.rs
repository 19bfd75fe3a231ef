//! What an action changed in the match state, for the rules console: the state's pretty `Debug`
//! text before and after, read back as a tree (structs, tuples, lists, maps, plain values) and
//! compared field by field, so a change reads as the path to it and its two values:
//! `hands[0][2]: - Card { id: "L5", … }`, `to_move: 0 → 1`, `cards[1].up: true → false`. It
//! shows what hooks did through `ctx` (a card flipped, an effect added) without any game
//! describing its own state.

/// States longer than this many `Debug` lines are not compared.
pub const MAX_COMPARED_LINES: usize = 20_000;
/// The most changed lines reported for one action.
pub const MAX_CHANGED_LINES: usize = 64;
/// A value shown whole (a changed variant, an added card) is cut to this many characters.
pub const MAX_VALUE_CHARS: usize = 72;
/// Lists longer than this are compared by position only (aligning them is quadratic).
const MAX_ALIGNED_ITEMS: usize = 400;

/// The changes between two `{:#?}` texts, one line each, in the order of the state's fields.
pub fn changed_lines(before: &str, after: &str) -> Vec<String> {
    if before == after {
        return Vec::new();
    }
    let (a, b): (Vec<&str>, Vec<&str>) = (before.lines().collect(), after.lines().collect());
    if a.len() > MAX_COMPARED_LINES || b.len() > MAX_COMPARED_LINES {
        return vec![format!(
            "(the state is over {MAX_COMPARED_LINES} lines: not compared)"
        )];
    }
    let (old, new) = (parse(&a), parse(&b));
    let mut out = Diff { lines: Vec::new() };
    match (old.as_slice(), new.as_slice()) {
        ([x], [y]) => out.node("", x, y),
        _ => out.changed("", &render_all(&old), &render_all(&new)),
    }
    if out.lines.len() > MAX_CHANGED_LINES {
        out.lines.truncate(MAX_CHANGED_LINES);
        out.lines
            .push(format!("(more than {MAX_CHANGED_LINES} changes)"));
    }
    out.lines
}

/// One value of the `Debug` text: a field name or map key if it has one, then either a plain
/// value or a group (`Name {`, `Some(`, `[`, `{`) of values.
#[derive(Debug, PartialEq)]
struct Node {
    key: Option<String>,
    body: Body,
}

#[derive(Debug, PartialEq)]
enum Body {
    Plain(String),
    Group {
        open: String,
        items: Vec<Node>,
        close: char,
    },
}

/// Reads pretty `Debug` lines into values. Every group's opening line ends with its bracket and
/// its closing line starts with the matching one, at the opening line's indentation.
fn parse(lines: &[&str]) -> Vec<Node> {
    let mut at = 0;
    let mut nodes = Vec::new();
    while at < lines.len() {
        nodes.push(parse_node(lines, &mut at));
    }
    nodes
}

fn parse_node(lines: &[&str], at: &mut usize) -> Node {
    let line = lines[*at].trim();
    *at += 1;
    let line = line.strip_suffix(',').unwrap_or(line);
    let (key, rest) = split_key(line);
    let close = match rest.chars().last() {
        Some('{') => Some('}'),
        Some('(') => Some(')'),
        Some('[') => Some(']'),
        _ => None,
    };
    let Some(close) = close else {
        return Node {
            key,
            body: Body::Plain(rest.to_string()),
        };
    };
    let open = rest[..rest.len() - 1].trim_end().to_string();
    let mut items = Vec::new();
    while *at < lines.len() {
        if lines[*at].trim_start().starts_with(close) {
            *at += 1;
            break;
        }
        items.push(parse_node(lines, at));
    }
    Node {
        key,
        body: Body::Group { open, items, close },
    }
}

/// `name: value` → (`name`, `value`) where `name` is a field name, a number or a quoted string
/// (a map's key); anything else is a value without a key.
fn split_key(line: &str) -> (Option<String>, &str) {
    if let Some(rest) = line.strip_prefix('"') {
        // A quoted key ends at the first unescaped quote.
        let mut escaped = false;
        for (i, c) in rest.char_indices() {
            match c {
                '\\' if !escaped => escaped = true,
                '"' if !escaped => {
                    let after = &rest[i + 1..];
                    return match after.strip_prefix(": ") {
                        Some(value) => (Some(line[..i + 2].to_string()), value),
                        None => (None, line),
                    };
                }
                _ => escaped = false,
            }
        }
        return (None, line);
    }
    match line.split_once(": ") {
        Some((key, value))
            if !key.is_empty()
                && key
                    .chars()
                    .all(|c| c.is_alphanumeric() || c == '_' || c == '-') =>
        {
            (Some(key.to_string()), value)
        }
        _ => (None, line),
    }
}

/// A value on one line, as `{:?}` would print it, cut to [`MAX_VALUE_CHARS`].
fn render(node: &Node) -> String {
    let mut s = String::new();
    write_value(&node.body, &mut s);
    cut(s)
}

fn render_all(nodes: &[Node]) -> String {
    cut(nodes.iter().map(render).collect::<Vec<_>>().join(" "))
}

fn write_value(body: &Body, out: &mut String) {
    match body {
        Body::Plain(text) => out.push_str(text),
        Body::Group { open, items, close } => {
            let spaced = *close == '}';
            out.push_str(open);
            if spaced && !open.is_empty() {
                out.push(' ');
            }
            out.push(match close {
                '}' => '{',
                ')' => '(',
                _ => '[',
            });
            if spaced && !items.is_empty() {
                out.push(' ');
            }
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                if let Some(key) = &item.key {
                    out.push_str(key);
                    out.push_str(": ");
                }
                write_value(&item.body, out);
                if out.len() > MAX_VALUE_CHARS * 2 {
                    break;
                }
            }
            if spaced && !items.is_empty() {
                out.push(' ');
            }
            out.push(*close);
        }
    }
}

fn cut(s: String) -> String {
    if s.chars().count() <= MAX_VALUE_CHARS {
        return s;
    }
    let mut short: String = s.chars().take(MAX_VALUE_CHARS - 1).collect();
    short.push('…');
    short
}

struct Diff {
    lines: Vec<String>,
}

impl Diff {
    fn full(&self) -> bool {
        self.lines.len() > MAX_CHANGED_LINES
    }

    fn changed(&mut self, path: &str, old: &str, new: &str) {
        self.lines.push(format!("{}{old} → {new}", label(path)));
    }

    fn added(&mut self, path: &str, node: &Node) {
        self.lines
            .push(format!("{}+ {}", label(path), render(node)));
    }

    fn removed(&mut self, path: &str, node: &Node) {
        self.lines
            .push(format!("{}- {}", label(path), render(node)));
    }

    /// Two values at `path`: the same group compared item by item, anything else shown whole.
    fn node(&mut self, path: &str, old: &Node, new: &Node) {
        if old == new || self.full() {
            return;
        }
        match (&old.body, &new.body) {
            (
                Body::Group {
                    open: o1,
                    items: a,
                    close: c1,
                },
                Body::Group {
                    open: o2,
                    items: b,
                    close: c2,
                },
            ) if o1 == o2 && c1 == c2 => {
                let keyed =
                    |items: &[Node]| !items.is_empty() && items.iter().all(|n| n.key.is_some());
                if keyed(a) && keyed(b) {
                    self.fields(path, a, b, *c1 == '}' && !o1.is_empty());
                } else if *c1 == ')' && a.len() == b.len() {
                    // A tuple: `Some(x)` reads as its value, `(a, b)` as `.0`, `.1`.
                    for (i, (x, y)) in a.iter().zip(b).enumerate() {
                        let at = if a.len() == 1 {
                            path.to_string()
                        } else {
                            format!("{path}.{i}")
                        };
                        self.node(&at, x, y);
                    }
                } else {
                    self.list(path, a, b);
                }
            }
            _ => self.changed(path, &render(old), &render(new)),
        }
    }

    /// Struct fields (`.name`) or map entries (`[key]`), matched by name.
    fn fields(&mut self, path: &str, a: &[Node], b: &[Node], is_struct: bool) {
        let at = |key: &str| {
            if is_struct {
                if path.is_empty() {
                    key.to_string()
                } else {
                    format!("{path}.{key}")
                }
            } else {
                format!("{path}[{key}]")
            }
        };
        for x in a {
            let key = x.key.as_deref().unwrap_or_default();
            match b.iter().find(|y| y.key == x.key) {
                Some(y) => self.node(&at(key), x, y),
                None => self.removed(&at(key), x),
            }
        }
        for y in b {
            if !a.iter().any(|x| x.key == y.key) {
                self.added(&at(y.key.as_deref().unwrap_or_default()), y);
            }
        }
    }

    /// List items (`[i]`), aligned so that one card leaving a hand reads as one removal.
    fn list(&mut self, path: &str, a: &[Node], b: &[Node]) {
        let at = |i: usize| format!("{path}[{i}]");
        if a.len() == b.len() || a.len() > MAX_ALIGNED_ITEMS || b.len() > MAX_ALIGNED_ITEMS {
            for i in 0..a.len().max(b.len()) {
                match (a.get(i), b.get(i)) {
                    (Some(x), Some(y)) => self.node(&at(i), x, y),
                    (Some(x), None) => self.removed(&at(i), x),
                    (None, Some(y)) => self.added(&at(i), y),
                    (None, None) => {}
                }
            }
            return;
        }
        // Longest common subsequence of equal items; between two matches, items are paired in
        // order and the surplus is added or removed.
        let (n, m) = (a.len(), b.len());
        let mut lcs = vec![0u32; (n + 1) * (m + 1)];
        let ix = |i: usize, j: usize| i * (m + 1) + j;
        for i in (0..n).rev() {
            for j in (0..m).rev() {
                lcs[ix(i, j)] = if a[i] == b[j] {
                    lcs[ix(i + 1, j + 1)] + 1
                } else {
                    lcs[ix(i + 1, j)].max(lcs[ix(i, j + 1)])
                };
            }
        }
        let (mut i, mut j) = (0, 0);
        let (mut gone, mut came) = (Vec::new(), Vec::new());
        while i < n || j < m {
            if i < n && j < m && a[i] == b[j] {
                self.run(path, a, b, &mut gone, &mut came);
                i += 1;
                j += 1;
            } else if i < n && (j == m || lcs[ix(i + 1, j)] >= lcs[ix(i, j + 1)]) {
                gone.push(i);
                i += 1;
            } else {
                came.push(j);
                j += 1;
            }
        }
        self.run(path, a, b, &mut gone, &mut came);
    }

    /// One stretch of unmatched items: removed `a[gone]`, added `b[came]`.
    fn run(
        &mut self,
        path: &str,
        a: &[Node],
        b: &[Node],
        gone: &mut Vec<usize>,
        came: &mut Vec<usize>,
    ) {
        let pairs = gone.len().min(came.len());
        for k in 0..pairs {
            self.node(&format!("{path}[{}]", came[k]), &a[gone[k]], &b[came[k]]);
        }
        for &i in &gone[pairs..] {
            self.removed(&format!("{path}[{i}]"), &a[i]);
        }
        for &j in &came[pairs..] {
            self.added(&format!("{path}[{j}]"), &b[j]);
        }
        gone.clear();
        came.clear();
    }
}

fn label(path: &str) -> String {
    if path.is_empty() {
        String::new()
    } else {
        format!("{path}: ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeMap;

    #[derive(Debug, Clone, PartialEq)]
    #[allow(dead_code)] // read through Debug
    struct Card {
        id: &'static str,
        up: bool,
    }

    #[derive(Debug, Clone, PartialEq)]
    #[allow(dead_code)] // read through Debug
    enum Phase {
        Deal,
        Play { turn: u32 },
    }

    #[derive(Debug, Clone, PartialEq)]
    #[allow(dead_code)] // read through Debug
    struct State {
        turn: u32,
        cards: Vec<Card>,
        hands: [Vec<&'static str>; 2],
        last: Option<(u8, &'static str)>,
        phase: Phase,
        scores: BTreeMap<String, i32>,
        note: &'static str,
    }

    fn state() -> State {
        State {
            turn: 1,
            cards: vec![Card { id: "A2", up: true }, Card { id: "L1", up: true }],
            hands: [vec!["S1", "L5", "A3"], vec!["S2"]],
            last: None,
            phase: Phase::Deal,
            scores: BTreeMap::from([("north".to_string(), 0), ("south: x".to_string(), 0)]),
            note: "a {tricky}: [text], (with) brackets {",
        }
    }

    fn diff(before: &State, after: &State) -> Vec<String> {
        changed_lines(&format!("{before:#?}"), &format!("{after:#?}"))
    }

    #[test]
    fn a_change_reads_as_its_path_and_both_values() {
        let before = state();
        let mut after = state();
        after.turn = 2;
        after.cards[1].up = false;
        assert_eq!(
            diff(&before, &after),
            ["turn: 1 → 2", "cards[1].up: true → false"]
        );
        assert!(diff(&before, &before).is_empty());
    }

    #[test]
    fn a_card_leaving_a_hand_is_one_removal_and_a_new_one_one_addition() {
        let before = state();
        let mut after = state();
        after.hands[0].remove(1);
        after.hands[1].push("L4");
        assert_eq!(
            diff(&before, &after),
            ["hands[0][1]: - \"L5\"", "hands[1][1]: + \"L4\""]
        );
    }

    #[test]
    fn options_variants_maps_and_strings_with_brackets() {
        let before = state();
        let mut after = state();
        after.last = Some((1, "L5"));
        after.phase = Phase::Play { turn: 3 };
        after.scores.insert("south: x".to_string(), 4);
        after.note = "a {tricky}: [text], (with) brackets }";
        assert_eq!(
            diff(&before, &after),
            [
                "last: None → Some((1, \"L5\"))",
                "phase: Deal → Play { turn: 3 }",
                "scores[\"south: x\"]: 0 → 4",
                "note: \"a {tricky}: [text], (with) brackets {\" → \"a {tricky}: [text], (with) brackets }\"",
            ]
        );
        let mut later = after.clone();
        later.last = Some((0, "L5"));
        later.phase = Phase::Play { turn: 4 };
        assert_eq!(diff(&after, &later), ["last.0: 1 → 0", "phase.turn: 3 → 4"]);
    }

    #[test]
    fn long_values_are_cut_and_many_changes_capped() {
        let before: Vec<u32> = (0..200).collect();
        let after: Vec<u32> = (1000..1200).collect();
        let lines = changed_lines(&format!("{before:#?}"), &format!("{after:#?}"));
        assert_eq!(lines.len(), MAX_CHANGED_LINES + 1);
        assert_eq!(lines[0], "[0]: 0 → 1000");
        assert_eq!(
            lines.last().map(String::as_str),
            Some(format!("(more than {MAX_CHANGED_LINES} changes)").as_str())
        );
        let long = vec!["x".repeat(200)];
        let lines = changed_lines(
            &format!("{:#?}", Vec::<String>::new()),
            &format!("{long:#?}"),
        );
        assert_eq!(lines.len(), 1);
        assert_eq!(
            lines[0].chars().count(),
            "[] → ".chars().count() + MAX_VALUE_CHARS
        );
        assert!(
            lines[0].starts_with("[] → [\"xxx") && lines[0].ends_with('…'),
            "{lines:?}"
        );
    }
}

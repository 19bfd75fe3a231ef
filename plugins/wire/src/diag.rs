//! Problems in user-supplied files, located by file, line and column.

use serde::{Deserialize, Serialize};
use std::fmt;

/// The candidate closest to `word` when it is close enough to be a likely misspelling (an edit
/// distance of at most a third of the word's length, and at least 1): for "did you mean".
pub fn did_you_mean<'a>(
    word: &str,
    candidates: impl IntoIterator<Item = &'a str>,
) -> Option<&'a str> {
    let limit = (word.chars().count() / 3).max(1);
    candidates
        .into_iter()
        .map(|c| (edit_distance(word, c), c))
        .filter(|(d, _)| *d <= limit)
        .min_by_key(|(d, _)| *d)
        .map(|(_, c)| c)
}

/// Edit distance between two strings, in chars: insertions, deletions, substitutions and
/// swaps of two neighbours (`sied` → `side` is one edit), each counting 1.
pub fn edit_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let width = b.len() + 1;
    let mut d = vec![0usize; (a.len() + 1) * width];
    for i in 0..=a.len() {
        for j in 0..=b.len() {
            d[i * width + j] = if i == 0 || j == 0 {
                i + j
            } else {
                let cost = usize::from(a[i - 1] != b[j - 1]);
                let mut best = (d[(i - 1) * width + j] + 1)
                    .min(d[i * width + j - 1] + 1)
                    .min(d[(i - 1) * width + j - 1] + cost);
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    best = best.min(d[(i - 2) * width + j - 2] + 1);
                }
                best
            };
        }
    }
    d[a.len() * width + b.len()]
}

/// One problem in a ruleset, script, scenario or save file. `line`/`col` are 1-based; line 0 means
/// "the whole file", col 0 "the whole line" (Lua reports lines only).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Diagnostic {
    pub file: String,
    pub line: u32,
    pub col: u32,
    pub message: String,
}

impl Diagnostic {
    pub fn new(file: impl Into<String>, line: u32, col: u32, message: impl Into<String>) -> Self {
        Self {
            file: file.into(),
            line,
            col,
            message: message.into(),
        }
    }

    /// A problem with a whole file (not found, unreadable, …).
    pub fn file(file: impl Into<String>, message: impl Into<String>) -> Self {
        Self::new(file, 0, 0, message)
    }

    /// Locates a byte offset of `text` as a 1-based line and column (column counted in chars).
    pub fn at_offset(
        file: impl Into<String>,
        text: &str,
        offset: usize,
        message: impl Into<String>,
    ) -> Self {
        let (line, col) = line_col(text, offset);
        Self::new(file, line, col, message)
    }
}

/// 1-based line and column of a byte offset (clamped to the text).
pub fn line_col(text: &str, offset: usize) -> (u32, u32) {
    let mut offset = offset.min(text.len());
    while !text.is_char_boundary(offset) {
        offset -= 1;
    }
    let before = &text[..offset];
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let col = before[line_start..].chars().count() + 1;
    (line as u32, col as u32)
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            write!(f, "{}: {}", self.file, self.message)
        } else if self.col == 0 {
            write!(f, "{}:{}: {}", self.file, self.line, self.message)
        } else {
            write!(
                f,
                "{}:{}:{}: {}",
                self.file, self.line, self.col, self.message
            )
        }
    }
}

impl std::error::Error for Diagnostic {}

/// Every problem found while compiling a ruleset; never empty when returned as an error.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Diagnostics(pub Vec<Diagnostic>);

impl Diagnostics {
    pub fn one(d: Diagnostic) -> Self {
        Self(vec![d])
    }
    pub fn push(&mut self, d: Diagnostic) {
        self.0.push(d);
    }
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
    /// `Err(self)` when any problem was recorded.
    pub fn into_result<T>(self, value: T) -> Result<T, Diagnostics> {
        if self.0.is_empty() {
            Ok(value)
        } else {
            Err(self)
        }
    }
}

impl From<Diagnostic> for Diagnostics {
    fn from(d: Diagnostic) -> Self {
        Self::one(d)
    }
}

impl fmt::Display for Diagnostics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, d) in self.0.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "{d}")?;
        }
        Ok(())
    }
}

impl std::error::Error for Diagnostics {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn offsets_become_one_based_line_and_column() {
        let text = "a = 1\nbé = 2\n";
        assert_eq!(line_col(text, 0), (1, 1));
        assert_eq!(line_col(text, 6), (2, 1));
        assert_eq!(line_col(text, 9), (2, 3));
        assert_eq!(line_col(text, 999), (3, 1));
        let d = Diagnostic::at_offset("r.toml", text, 6, "bad");
        assert_eq!(d.to_string(), "r.toml:2:1: bad");
        assert_eq!(Diagnostic::file("x", "missing").to_string(), "x: missing");
        assert_eq!(
            Diagnostic::new("s.lua", 4, 0, "bad").to_string(),
            "s.lua:4: bad"
        );
    }
}

#[cfg(test)]
mod did_you_mean_tests {
    use super::*;

    #[test]
    fn close_words_are_suggested_and_far_ones_are_not() {
        let hooks = ["on_reveal", "strength", "may_play", "on_play"];
        assert_eq!(did_you_mean("may_ply", hooks), Some("may_play"));
        assert_eq!(did_you_mean("strenght", hooks), Some("strength"));
        assert_eq!(did_you_mean("explode", hooks), None);
        assert_eq!(edit_distance("hand_sise", "hand_size"), 1);
        assert_eq!(edit_distance("", "abc"), 3);
        assert_eq!(edit_distance("sied", "side"), 1, "a swap is one edit");
    }
}

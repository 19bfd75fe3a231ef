//! The host knows no game: outside test modules, no file of `host/src` names a bundled game, a
//! terrain, a piece kind or a theater. The words are read from the bundled rulesets, so a new
//! game's words are checked as soon as its rulesets ship.

use crate::common;

use common::workspace_root;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The game words of one ruleset file: its game id, terrain keys and titles, unit (piece) keys
/// and titles, the tiles and army of its setup, its theaters and the theaters of its cards.
fn words_of(table: &toml::Table, words: &mut BTreeSet<String>) {
    let mut add = |w: &str| {
        let w = w.trim().to_lowercase();
        if !w.is_empty() {
            words.insert(w);
        }
    };
    if let Some(game) = table.get("game").and_then(|v| v.as_str()) {
        add(game);
    }
    for section in ["terrain", "units"] {
        if let Some(entries) = table.get(section).and_then(|v| v.as_table()) {
            for (key, entry) in entries {
                add(key);
                if let Some(title) = entry.get("title").and_then(|v| v.as_str()) {
                    add(title);
                }
            }
        }
    }
    if let Some(setup) = table.get("setup").and_then(|v| v.as_table()) {
        if let Some(tiles) = setup.get("tiles").and_then(|v| v.as_table()) {
            tiles.keys().for_each(|k| add(k));
        }
        if let Some(fill) = setup.get("fill").and_then(|v| v.as_str()) {
            add(fill);
        }
        for unit in setup
            .get("army")
            .and_then(|v| v.as_array())
            .into_iter()
            .flatten()
        {
            unit.as_str().into_iter().for_each(&mut add);
        }
    }
    for theater in table
        .get("theaters")
        .and_then(|v| v.as_array())
        .into_iter()
        .flatten()
    {
        theater.as_str().into_iter().for_each(&mut add);
    }
    if let Some(cards) = table.get("cards").and_then(|v| v.as_table()) {
        for card in cards.values() {
            if let Some(theater) = card.get("theater").and_then(|v| v.as_str()) {
                add(theater);
            }
        }
    }
}

fn game_words() -> BTreeSet<String> {
    let mut words = BTreeSet::new();
    let rulesets = workspace_root().join("rulesets");
    for game in std::fs::read_dir(&rulesets).unwrap() {
        let game = game.unwrap().path();
        if !game.is_dir() {
            continue;
        }
        words.insert(game.file_name().unwrap().to_string_lossy().to_lowercase());
        for file in std::fs::read_dir(&game).unwrap() {
            let file = file.unwrap().path();
            if file.extension().is_some_and(|e| e == "toml") {
                let text = std::fs::read_to_string(&file).unwrap();
                let table: toml::Table = text
                    .parse()
                    .unwrap_or_else(|e| panic!("{}: {e}", file.display()));
                words_of(&table, &mut words);
            }
        }
    }
    words
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// Where a scan of Rust source is: in code, in a string, or in a raw string with `n` `#`s.
#[derive(Clone, Copy, PartialEq)]
enum Lexer {
    Code,
    Str,
    Raw(usize),
}

impl Lexer {
    /// The change in brace depth over a line, not counting braces in string or char literals
    /// (which may span lines) or after a `//` comment.
    fn brace_delta(&mut self, line: &str) -> i32 {
        let chars: Vec<char> = line.chars().collect();
        let mut depth = 0;
        let mut i = 0;
        while i < chars.len() {
            let c = chars[i];
            match *self {
                Lexer::Str => match c {
                    '\\' => i += 1,
                    '"' => *self = Lexer::Code,
                    _ => {}
                },
                Lexer::Raw(n) => {
                    if c == '"' && chars[i + 1..].iter().take(n).filter(|&&h| h == '#').count() == n
                    {
                        *self = Lexer::Code;
                        i += n;
                    }
                }
                Lexer::Code => match c {
                    '/' if chars.get(i + 1) == Some(&'/') => break,
                    '"' => *self = Lexer::Str,
                    'r' if matches!(chars.get(i + 1), Some('#' | '"'))
                        && !chars[..i]
                            .last()
                            .is_some_and(|p| p.is_alphanumeric() || *p == '_') =>
                    {
                        let hashes = chars[i + 1..].iter().take_while(|&&h| h == '#').count();
                        if chars.get(i + 1 + hashes) == Some(&'"') {
                            *self = Lexer::Raw(hashes);
                            i += 1 + hashes;
                        }
                    }
                    // A char literal such as '{' (a lifetime has no closing quote after it).
                    '\'' if chars.get(i + 2) == Some(&'\'') => i += 2,
                    '\'' if chars.get(i + 1) == Some(&'\\') && chars.get(i + 3) == Some(&'\'') => {
                        i += 3
                    }
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    _ => {}
                },
            }
            i += 1;
        }
        depth
    }
}

/// The lines of a source file outside `#[cfg(test)]` items, with their numbers.
fn non_test_lines(text: &str) -> Vec<(usize, &str)> {
    let mut kept = Vec::new();
    let mut lexer = Lexer::Code;
    let mut lines = text.lines().enumerate();
    while let Some((i, line)) = lines.next() {
        if lexer != Lexer::Code || line.trim() != "#[cfg(test)]" {
            lexer.brace_delta(line);
            kept.push((i + 1, line));
            continue;
        }
        // Skip the item that follows: up to the line where its braces close (or its `;`).
        let mut depth = 0;
        let mut opened = false;
        for (_, line) in lines.by_ref() {
            let before = depth;
            depth += lexer.brace_delta(line);
            opened |= depth > before;
            if lexer == Lexer::Code
                && ((opened && depth <= 0) || (!opened && line.trim_end().ends_with(';')))
            {
                break;
            }
        }
    }
    kept
}

/// Whether `word` occurs in `line` as a whole word (letters and digits around it end it).
fn contains_word(line: &str, word: &str) -> bool {
    let line = line.to_lowercase();
    let is_word = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric());
    line.match_indices(word).any(|(at, _)| {
        !is_word(line[..at].chars().next_back()) && !is_word(line[at + word.len()..].chars().next())
    })
}

#[test]
fn no_game_word_in_the_host_outside_tests() {
    let words = game_words();
    // The words really came from the rulesets (a broken reader must not pass vacuously).
    for expected in [
        "cyvasse",
        "palagan",
        "tic-tac-toe",
        "water",
        "dragon",
        "sea",
    ] {
        assert!(words.contains(expected), "`{expected}` not read: {words:?}");
    }
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    files.sort();
    let mut found = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        for (number, line) in non_test_lines(&text) {
            for word in &words {
                if contains_word(line, word) {
                    let shown = file.strip_prefix(workspace_root()).unwrap_or(file);
                    found.push(format!(
                        "{}:{number}: `{word}` in {}",
                        shown.display(),
                        line.trim()
                    ));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "game words in the host:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_scanner_skips_test_modules_and_finds_whole_words_only() {
    let text = "fn a() {}\n// a dragon here\n#[cfg(test)]\nmod tests {\n    fn b() { let s = \"}\"; }\n    // dragon\n    const J: &str = r#\"{\n    }\"#;\n    let c = '}';\n}\nfn c() {} // seaside\n";
    let lines: Vec<usize> = non_test_lines(text).iter().map(|(n, _)| *n).collect();
    assert_eq!(lines, [1, 2, 11]);
    assert!(contains_word("a Dragon here", "dragon"));
    assert!(contains_word("draw_water()", "water"));
    assert!(!contains_word("seaside", "sea"));
    assert!(!contains_word("research", "sea"));
    assert!(contains_word("light-horse.", "light-horse"));
}

//! A ruleset's files as they cross the boundary. Collecting them from disk is `game_content`'s
//! `source::collect`.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A ruleset's source files, keyed by their path relative to the content root (the directory
/// holding `rulesets/` and `scripts/`), e.g. `rulesets/palagan/standard.toml`. Saves embed it, so
/// a saved match loads with exactly the rules it was played under.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RulesetSource {
    /// The ruleset that was asked for.
    pub root: String,
    pub files: BTreeMap<String, String>,
}

impl RulesetSource {
    /// A source of one file, for tests and built-in defaults.
    pub fn inline(root: &str, text: &str) -> Self {
        let mut files = BTreeMap::new();
        files.insert(root.to_string(), text.to_string());
        Self {
            root: root.to_string(),
            files,
        }
    }

    /// Adds (or replaces) a file; handy for building multi-file sources in tests.
    pub fn with_file(mut self, path: &str, text: &str) -> Self {
        self.files.insert(path.to_string(), text.to_string());
        self
    }

    pub fn text(&self, path: &str) -> Option<&str> {
        self.files.get(path).map(String::as_str)
    }
}

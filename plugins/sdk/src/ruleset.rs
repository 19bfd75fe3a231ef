//! Ruleset sources: the files of a ruleset, collected by the host and compiled by the plugin.

use crate::diag::Diagnostic;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::Path;

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

    pub fn text(&self, path: &str) -> Option<&str> {
        self.files.get(path).map(String::as_str)
    }

    /// Reads a ruleset file and every file it refers to (its `extends` chain and its scripts)
    /// from the content root. Problems in the references are left for compilation to report with
    /// their location; only an unreadable root is an error here.
    pub fn collect(content_root: &Path, root: &str) -> Result<Self, Diagnostic> {
        let mut source = Self {
            root: root.to_string(),
            files: BTreeMap::new(),
        };
        let mut pending = vec![root.to_string()];
        while let Some(rel) = pending.pop() {
            if source.files.contains_key(&rel) {
                continue;
            }
            let text = match std::fs::read_to_string(content_root.join(&rel)) {
                Ok(t) => t,
                Err(e) if rel == root => {
                    return Err(Diagnostic::file(rel, format!("cannot read: {e}")));
                }
                Err(_) => continue,
            };
            if rel.ends_with(".toml") {
                pending.extend(references(&rel, &text));
            }
            source.files.insert(rel, text);
        }
        Ok(source)
    }
}

/// The files a ruleset file refers to in its header: its base and its scripts, as paths
/// relative to the content root.
pub fn references(rel: &str, text: &str) -> Vec<String> {
    let Ok(table) = text.parse::<toml::Table>() else {
        return Vec::new();
    };
    let dir = rel.rsplit_once('/').map_or("", |(d, _)| d);
    let mut out = Vec::new();
    if let Some(base) = table.get("extends").and_then(|v| v.as_str()) {
        out.push(format!("{dir}/{}", with_toml_ext(base)));
    }
    if let Some(scripts) = table.get("scripts").and_then(|v| v.as_array()) {
        out.extend(
            scripts
                .iter()
                .filter_map(|s| s.as_str())
                .map(str::to_string),
        );
    }
    out
}

fn with_toml_ext(name: &str) -> String {
    if name.ends_with(".toml") {
        name.to_string()
    } else {
        format!("{name}.toml")
    }
}

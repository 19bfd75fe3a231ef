//! Save files: a match's complete record as JSON (see README, "Save files").

use game_sdk::wire::{GameInfo, Start};
use game_sdk::{Diagnostic, RulesetSource};
use serde::{Deserialize, Serialize};
use std::io::Write;
use std::path::Path;

/// The `format` value of every save file.
pub const FORMAT: &str = "game-host/match";
/// The save format's version; readers refuse newer ones.
pub const VERSION: u32 = 1;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedMatch {
    pub format: String,
    pub version: u32,
    pub game: String,
    pub plugin_version: String,
    /// The ruleset's files as they were when the match started, so the match replays under
    /// exactly those rules even after the files change.
    pub ruleset: RulesetSource,
    pub start: Start,
    /// The actions in the game's notation, in order.
    pub actions: Vec<String>,
}

impl SavedMatch {
    pub fn new(
        info: &GameInfo,
        ruleset: RulesetSource,
        start: Start,
        actions: Vec<String>,
    ) -> Self {
        Self {
            format: FORMAT.into(),
            version: VERSION,
            game: info.id.clone(),
            plugin_version: info.version.clone(),
            ruleset,
            start,
            actions,
        }
    }

    /// Reads a save file; a malformed one is reported with its line and column.
    pub fn read(path: &Path) -> Result<SavedMatch, Diagnostic> {
        let name = path.display().to_string();
        let text = std::fs::read_to_string(path)
            .map_err(|e| Diagnostic::file(&name, format!("cannot read: {e}")))?;
        Self::parse(&name, &text)
    }

    pub fn parse(name: &str, text: &str) -> Result<SavedMatch, Diagnostic> {
        let saved: SavedMatch = serde_json::from_str(text).map_err(|e| {
            Diagnostic::new(
                name,
                e.line() as u32,
                e.column() as u32,
                format!("not a valid save file: {e}"),
            )
        })?;
        if saved.format != FORMAT {
            return Err(Diagnostic::file(
                name,
                format!(
                    "not a save file: `format` is `{}`, expected `{FORMAT}`",
                    saved.format
                ),
            ));
        }
        if saved.version > VERSION {
            return Err(Diagnostic::file(
                name,
                format!(
                    "saved by a newer host (format version {}; this host reads up to {VERSION})",
                    saved.version
                ),
            ));
        }
        Ok(saved)
    }

    /// Writes the save atomically: a crash mid-write leaves the previous file intact.
    pub fn write(&self, path: &Path) -> std::io::Result<()> {
        let json = serde_json::to_vec_pretty(self).map_err(std::io::Error::other)?;
        let dir = match path.parent() {
            Some(d) if !d.as_os_str().is_empty() => d,
            _ => Path::new("."),
        };
        let mut tmp = tempfile::NamedTempFile::new_in(dir)?;
        tmp.write_all(&json)?;
        tmp.as_file().sync_all()?;
        tmp.persist(path).map_err(|e| e.error)?;
        Ok(())
    }
}

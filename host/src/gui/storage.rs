//! Where the app keeps its files: autosave, saved matches. `GAME_HOST_DATA` overrides the
//! platform's data directory (tests use it to stay out of the user's home).

use crate::save::SavedMatch;
use crate::seats::SavedSeat;
use crate::tr;
use std::path::{Path, PathBuf};

pub const DATA_ENV: &str = "GAME_HOST_DATA";

#[derive(Debug, Clone)]
pub struct DataDir {
    pub root: PathBuf,
}

/// How many matches' autosaves are kept (the oldest are deleted when a new match starts).
pub const AUTOSAVES_KEPT: usize = 20;

/// A saved match found on disk.
#[derive(Debug, Clone)]
pub struct SavedEntry {
    pub path: PathBuf,
    pub game: String,
    /// The ruleset's name, from its root file's name (`standard`).
    pub ruleset: String,
    pub moves: usize,
    /// Who sits where, as `Human vs Bot (normal)`.
    pub seats: String,
    pub finished: bool,
    pub modified: std::time::SystemTime,
}

impl DataDir {
    pub fn locate() -> Option<DataDir> {
        if let Some(dir) = std::env::var_os(DATA_ENV) {
            return Some(DataDir {
                root: PathBuf::from(dir),
            });
        }
        directories::ProjectDirs::from("", "", "game-host").map(|d| DataDir {
            root: d.data_dir().to_path_buf(),
        })
    }

    /// The single autosave of hosts before one autosave per match; still offered on Home.
    pub fn legacy_autosave(&self) -> PathBuf {
        self.root.join("autosave.json")
    }

    /// Every match autosaves to its own file here.
    pub fn autosaves(&self) -> PathBuf {
        self.root.join("autosaves")
    }

    /// Deletes the oldest autosaves beyond `keep` (with the host keys kept beside a hosted
    /// match's): the app keeps [`AUTOSAVES_KEPT`], and a directory that holds more (copied in,
    /// or left by an older host) is brought back to that on start, so Home never reads
    /// thousands.
    pub fn prune_autosaves(&self, keep: usize) {
        for e in list(&self.autosaves()).into_iter().skip(keep) {
            let _ = std::fs::remove_file(&e.path);
            let _ = std::fs::remove_file(crate::autosave::host_keys_path(&e.path));
        }
    }

    /// A fresh autosave file for a new match of `game`, after deleting the oldest autosaves
    /// beyond [`AUTOSAVES_KEPT`] (so the new one makes the count).
    pub fn new_autosave_path(&self, game: &str) -> PathBuf {
        self.prune_autosaves(AUTOSAVES_KEPT.saturating_sub(1));
        let stamp = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_millis());
        let mut path = self.autosaves().join(format!("{game}-{stamp}.json"));
        let mut n = 1;
        while path.exists() {
            n += 1;
            path = self.autosaves().join(format!("{game}-{stamp}-{n}.json"));
        }
        path
    }

    /// The autosaved matches, newest first (with the legacy single autosave among them).
    pub fn autosaved_matches(&self) -> Vec<SavedEntry> {
        let mut out = list(&self.autosaves());
        if let Some(legacy) = entry(&self.legacy_autosave()) {
            out.push(legacy);
            out.sort_by_key(|e| std::cmp::Reverse(e.modified));
        }
        out
    }

    /// The newest autosaved match that is not finished: what "Continue" resumes.
    pub fn last_unfinished(&self) -> Option<SavedEntry> {
        self.autosaved_matches().into_iter().find(|e| !e.finished)
    }

    pub fn saves(&self) -> PathBuf {
        self.root.join("saves")
    }

    /// Creates the directories, and keeps [`AUTOSAVES_KEPT`] autosaves (see
    /// [`DataDir::prune_autosaves`]).
    pub fn ensure(&self) -> std::io::Result<()> {
        std::fs::create_dir_all(self.saves())?;
        std::fs::create_dir_all(self.autosaves())?;
        self.prune_autosaves(AUTOSAVES_KEPT);
        Ok(())
    }

    /// A fresh file name for a manual save of `game`.
    pub fn new_save_path(&self, game: &str) -> PathBuf {
        let secs = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        self.saves().join(format!("{game}-{secs}.json"))
    }

    /// Saved matches, newest first; unreadable files are skipped (they are listed by path when
    /// opened explicitly, with their error).
    pub fn saved_matches(&self) -> Vec<SavedEntry> {
        list(&self.saves())
    }
}

/// The readable save files of a directory, newest first.
fn list(dir: &Path) -> Vec<SavedEntry> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut out: Vec<SavedEntry> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .filter_map(|p| entry(&p))
        .collect();
    out.sort_by_key(|e| std::cmp::Reverse(e.modified));
    out
}

pub fn entry(path: &Path) -> Option<SavedEntry> {
    let saved = SavedMatch::read(path).ok()?;
    let modified = std::fs::metadata(path).and_then(|m| m.modified()).ok()?;
    let ruleset = saved.ruleset_id();
    let seats = if saved.seats.is_empty() {
        tr!("seat-kind-hot-seat")
    } else {
        saved
            .seats
            .iter()
            .map(|s| match s {
                SavedSeat::Human => tr!("seat-kind-human"),
                SavedSeat::Bot { level, .. } => tr!("seat-kind-bot", level = level.name()),
            })
            .collect::<Vec<_>>()
            .join(&tr!("text-versus"))
    };
    Some(SavedEntry {
        path: path.to_path_buf(),
        game: saved.game,
        ruleset,
        moves: saved.actions.len(),
        seats,
        finished: saved.finished,
        modified,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_wire::RulesetSource;
    use game_wire::{GameInfo, Start};

    #[test]
    fn on_start_the_autosaves_are_brought_back_to_the_documented_count() {
        let root = tempfile::tempdir().unwrap();
        let data = DataDir {
            root: root.path().to_path_buf(),
        };
        std::fs::create_dir_all(data.autosaves()).unwrap();
        let info = GameInfo {
            id: "g".into(),
            name: "G".into(),
            version: "1".into(),
            description: String::new(),
            seats: vec!["A".into(), "B".into()],
            min_seats: 2,
        };
        let saved = SavedMatch::new(
            &info,
            RulesetSource::inline("rulesets/g/standard.toml", "x = 1"),
            Start::Seed(1),
            Vec::new(),
        );
        for i in 0..AUTOSAVES_KEPT + 15 {
            let path = data.autosaves().join(format!("g-{i}.json"));
            saved.write(&path).unwrap();
            std::fs::write(crate::autosave::host_keys_path(&path), "keys").unwrap();
        }
        data.ensure().unwrap();
        assert_eq!(data.autosaved_matches().len(), AUTOSAVES_KEPT);
        let keys = std::fs::read_dir(data.autosaves())
            .unwrap()
            .filter(|e| {
                e.as_ref()
                    .is_ok_and(|e| e.path().to_string_lossy().ends_with(".host-keys"))
            })
            .count();
        assert_eq!(
            keys, AUTOSAVES_KEPT,
            "the keys of deleted autosaves go with them"
        );
    }
}

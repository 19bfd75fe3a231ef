//! Where the app keeps its files: autosave, saved matches. `GAME_HOST_DATA` overrides the
//! platform's data directory (tests use it to stay out of the user's home).

use crate::save::SavedMatch;
use std::path::{Path, PathBuf};

pub const DATA_ENV: &str = "GAME_HOST_DATA";

#[derive(Debug, Clone)]
pub struct DataDir {
    pub root: PathBuf,
}

/// A saved match found on disk.
#[derive(Debug, Clone)]
pub struct SavedEntry {
    pub path: PathBuf,
    pub game: String,
    pub moves: usize,
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

    pub fn autosave(&self) -> PathBuf {
        self.root.join("autosave.json")
    }

    pub fn saves(&self) -> PathBuf {
        self.root.join("saves")
    }

    pub fn ensure(&self) -> std::io::Result<()> {
        std::fs::create_dir_all(self.saves())
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
        let Ok(entries) = std::fs::read_dir(self.saves()) else {
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
}

pub fn entry(path: &Path) -> Option<SavedEntry> {
    let saved = SavedMatch::read(path).ok()?;
    let modified = std::fs::metadata(path).and_then(|m| m.modified()).ok()?;
    Some(SavedEntry {
        path: path.to_path_buf(),
        game: saved.game,
        moves: saved.actions.len(),
        modified,
    })
}

//! Saved sequences: what a seat made in a phase the plugin names (`Scene.saved_sequence`,
//! e.g. a hidden setup), kept under a name the player types and played again in a later match.
//! What is kept is the layout the phase left on the board, as placements (placements.rs): a
//! random setup is saved as the cells it filled, never as the button that dealt them.
//!
//! Files: `<data dir>/sequences/<game>/<ruleset>/<key>/seat-<n>/<name>.txt`, one action per
//! line, beside `<name>.cells.json`, the cells the phase changed by their coordinates (for the
//! other side, half-turned). A setup belongs to the side that saved it and is offered to the
//! other side turned, where it fits. Files saved before sides existed lie directly in
//! `<key>/`; their side is unknown, so every side is offered them as they are. All are written
//! atomically and read through the project's checked reader. Every path part comes from a
//! plugin, a ruleset or the player, so each is reduced to a plain file name first.

use super::placements::{self, PlacedCell};
use crate::safe_read;
use crate::session::Session;
use crate::tr;
use game_wire::Viewer;
use std::io::Write;
use std::path::{Path, PathBuf};

/// The largest sequence file read: 256 KiB (a setup of a board's homeland is about 2 KiB).
pub const SEQUENCE_LIMIT: u64 = 256 << 10;
/// The longest name a player may give a sequence.
pub const NAME_MAX: usize = 60;

/// A path part made safe: letters, digits, `-` and `_` kept, anything else becomes `_`, and
/// never empty, `.` or `..`.
fn part(text: &str) -> String {
    let cleaned: String = text
        .chars()
        .map(|c| {
            if c.is_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect();
    if cleaned.is_empty() {
        "_".into()
    } else {
        cleaned
    }
}

/// The folder of the sequences saved for one phase of one ruleset.
pub fn folder(data_root: &Path, game: &str, ruleset: &str, key: &str) -> PathBuf {
    data_root
        .join("sequences")
        .join(part(game))
        .join(part(ruleset))
        .join(part(key))
}

/// The folder of one side's sequences in a phase's folder.
pub fn side_folder(folder: &Path, seat: u8) -> PathBuf {
    folder.join(format!("seat-{seat}"))
}

/// The name as it will be stored, or why it cannot be: 1 to [`NAME_MAX`] characters of
/// letters, digits, spaces, `-` and `_`.
pub fn check_name(name: &str) -> Result<String, String> {
    let name = name.trim();
    if name.is_empty() {
        return Err(tr!("table-setup-name-empty"));
    }
    if name.chars().count() > NAME_MAX {
        return Err(tr!("table-setup-name-long", max = NAME_MAX));
    }
    if !name
        .chars()
        .all(|c| c.is_alphanumeric() || c == ' ' || c == '-' || c == '_')
    {
        return Err(tr!("table-setup-name-chars"));
    }
    Ok(name.to_string())
}

/// Writes `bytes` to `path` atomically (a crash leaves the old file or none).
fn write_atomically(path: &Path, bytes: &[u8]) -> Result<(), String> {
    let folder = path.parent().unwrap_or(Path::new("."));
    let write = || -> std::io::Result<()> {
        std::fs::create_dir_all(folder)?;
        let mut tmp = tempfile::Builder::new()
            .prefix(".sequence-")
            .suffix(".tmp")
            .tempfile_in(folder)?;
        tmp.write_all(bytes)?;
        tmp.as_file().sync_all()?;
        tmp.persist(path).map_err(|e| e.error)?;
        Ok(())
    };
    write().map_err(|e| {
        tr!(
            "table-setup-cannot-save",
            path = path.display().to_string(),
            error = e.to_string()
        )
    })
}

/// Writes the lines under `name` in `folder`, atomically (a crash leaves the old file or none).
pub fn save(folder: &Path, name: &str, lines: &[String]) -> Result<PathBuf, String> {
    let name = check_name(name)?;
    let path = folder.join(format!("{name}.txt"));
    let text: String = lines.iter().map(|l| format!("{l}\n")).collect();
    write_atomically(&path, text.as_bytes())?;
    Ok(path)
}

/// Writes the cells a phase changed under `name` in `folder` (beside its lines).
pub fn save_cells(folder: &Path, name: &str, cells: &[PlacedCell]) -> Result<PathBuf, String> {
    let name = check_name(name)?;
    let path = folder.join(format!("{name}.cells.json"));
    let json = serde_json::to_vec_pretty(cells).map_err(|e| e.to_string())?;
    write_atomically(&path, &json)?;
    Ok(path)
}

/// The cells saved under `name` in `folder`, checked like the lines (size) and as JSON.
pub fn read_cells(folder: &Path, name: &str) -> Result<Vec<PlacedCell>, String> {
    let name = check_name(name)?;
    let path = folder.join(format!("{name}.cells.json"));
    let text = safe_read::read_text(&path, SEQUENCE_LIMIT)
        .map_err(|refusal| format!("{}: {refusal}", path.display()))?;
    serde_json::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))
}

/// The names in `folder` that also have their cells saved (those another side can use).
pub fn list_with_cells(folder: &Path) -> Vec<String> {
    list(folder)
        .into_iter()
        .filter(|name| folder.join(format!("{name}.cells.json")).is_file())
        .collect()
}

/// The names saved in `folder`, sorted (no folder: none).
pub fn list(folder: &Path) -> Vec<String> {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return Vec::new();
    };
    let mut names: Vec<String> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "txt"))
        .filter_map(|p| p.file_stem().and_then(|s| s.to_str()).map(str::to_string))
        .filter(|n| check_name(n).is_ok())
        .collect();
    names.sort();
    names
}

/// The actions saved under `name`, checked like a save's actions (count and length).
pub fn read(folder: &Path, name: &str) -> Result<Vec<String>, String> {
    let name = check_name(name)?;
    let path = folder.join(format!("{name}.txt"));
    let text = safe_read::read_text(&path, SEQUENCE_LIMIT)
        .map_err(|refusal| format!("{}: {refusal}", path.display()))?;
    let lines: Vec<String> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(str::to_string)
        .collect();
    safe_read::check_actions(&path.display().to_string(), &lines).map_err(|d| d.to_string())?;
    Ok(lines)
}

/// What a seat keeps of a phase: the placements that rebuild the layout it made, and the
/// cells it changed (empty when they cannot be told apart from the other seats' doing).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PhaseResult {
    pub lines: Vec<String>,
    pub cells: Vec<PlacedCell>,
}

/// What `seat` made since the phase named `key` began (the last unbroken stretch of the match
/// in which `seat`'s view names it, up to now). Found by replaying the record, so a loaded
/// match counts its earlier actions too. The layout is rebuilt as placements from where the
/// seat's first action of the stretch found the board, preferring the actions it played; where
/// another seat moved in between, or no placements rebuild it, the actions played are kept.
pub fn phase_result(session: &Session, seat: u8, key: &str) -> Result<PhaseResult, String> {
    let saved = session.save();
    let rules = session
        .plugin()
        .compile(&saved.ruleset)
        .map_err(|e| e.to_string())?;
    let mut live = rules.start(&saved.start).map_err(|e| e.to_string())?;
    let in_phase = |live: &mut crate::plugin::Match| -> Result<bool, String> {
        let view = live.view(Viewer::Seat(seat)).map_err(|e| e.to_string())?;
        Ok(view.scene.saved_sequence.as_deref() == Some(key))
    };
    let movers = session.movers();
    let mut began = None;
    // The match just before the seat's first action of the stretch, and that action's index.
    let mut before_first = None;
    for (index, action) in saved.actions.iter().enumerate() {
        match (in_phase(&mut live)?, began) {
            (true, None) => began = Some(index),
            (false, _) => {
                began = None;
                before_first = None;
            }
            _ => {}
        }
        if began.is_some() && before_first.is_none() && movers.get(index) == Some(&Some(seat)) {
            before_first = Some((index, live.try_clone().map_err(|e| e.to_string())?));
        }
        live.apply(action).map_err(|e| e.to_string())?;
    }
    if !in_phase(&mut live)? {
        return Ok(PhaseResult::default());
    }
    let began = began.unwrap_or(saved.actions.len());
    let played: Vec<String> = saved.actions[began..]
        .iter()
        .zip(&movers[began..])
        .filter(|(_, mover)| **mover == Some(seat))
        .map(|(action, _)| action.clone())
        .collect();
    let Some((first, mut start)) = before_first else {
        return Ok(PhaseResult::default());
    };
    if movers[first..].iter().any(|m| *m != Some(seat)) {
        return Ok(PhaseResult {
            lines: played,
            cells: Vec::new(),
        });
    }
    let end = live
        .view(Viewer::Seat(seat))
        .map_err(|e| e.to_string())?
        .scene;
    let from = start
        .view(Viewer::Seat(seat))
        .map_err(|e| e.to_string())?
        .scene;
    let target = placements::changed(&placements::layout(&from), &placements::layout(&end));
    match placements::rebuild(&mut start, seat, &target, &played) {
        Ok(lines) => Ok(PhaseResult {
            lines,
            cells: placements::placed(&end, &target, seat),
        }),
        Err(why) => {
            tracing::warn!("the layout of the phase {key} is kept as played: {why}");
            Ok(PhaseResult {
                lines: played,
                cells: Vec::new(),
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn path_parts_from_plugins_and_players_stay_inside_the_folder() {
        let root = Path::new("/data");
        assert_eq!(
            folder(root, "cyvasse", "standard", "setup"),
            Path::new("/data/sequences/cyvasse/standard/setup")
        );
        assert_eq!(
            folder(root, "../..", "a/b", ""),
            Path::new("/data/sequences/_____/a_b/_")
        );
        assert!(check_name("../evil").is_err());
        assert!(check_name("").is_err());
        assert!(check_name(&"x".repeat(NAME_MAX + 1)).is_err());
        assert_eq!(
            check_name("  Fortress left ").as_deref(),
            Ok("Fortress left")
        );
    }

    #[test]
    fn a_saved_sequence_reads_back_and_is_listed() {
        let dir = tempfile::tempdir().unwrap();
        let folder = folder(dir.path(), "cyvasse", "standard", "setup");
        assert!(list(&folder).is_empty());
        let lines = vec![
            "tile a1 mountain".to_string(),
            "place b2 dragon".to_string(),
        ];
        save(&folder, "Wall", &lines).unwrap();
        save(&folder, "Another", &lines[..1]).unwrap();
        assert_eq!(
            list(&folder),
            vec!["Another".to_string(), "Wall".to_string()]
        );
        assert_eq!(read(&folder, "Wall").unwrap(), lines);
        // Saving again under the same name replaces it.
        save(&folder, "Wall", &lines[1..]).unwrap();
        assert_eq!(read(&folder, "Wall").unwrap(), lines[1..].to_vec());
        // No temporary file is left behind.
        assert_eq!(std::fs::read_dir(&folder).unwrap().count(), 2);
    }

    #[test]
    fn an_unreadable_sequence_is_refused_with_its_path() {
        let dir = tempfile::tempdir().unwrap();
        let folder = folder(dir.path(), "g", "r", "k");
        std::fs::create_dir_all(&folder).unwrap();
        std::fs::write(
            folder.join("Big.txt"),
            "x".repeat(SEQUENCE_LIMIT as usize + 1),
        )
        .unwrap();
        let err = read(&folder, "Big").unwrap_err();
        assert!(err.contains("Big.txt"), "{err}");
        assert!(read(&folder, "Missing").is_err());
    }
}

//! Files are checked before they are read. Every ruleset, script, scenario and save the host
//! reads goes through here (rulesets and scripts through `RulesetSource::collect`, which uses
//! the same reader from the SDK): the path must be a regular file — not a FIFO, socket, device
//! or directory — checked from its metadata *before* it is opened, opened without blocking,
//! and read with a size limit that holds even if the file grows while it is read. Rulesets and
//! scripts must also resolve (symlinks and `..`) inside the content root.
//!
//! The limits (also in `docs/security.md`):
//!
//! | File | Limit |
//! |---|---|
//! | a ruleset file or script | [`RULESET_FILE_LIMIT`] = 4 MiB |
//! | all the files of one ruleset | [`RULESET_TOTAL_LIMIT`] = 16 MiB, [`RULESET_MAX_FILES`] = 256 files |
//! | a scenario | [`SCENARIO_LIMIT`] = 4 MiB |
//! | a save | [`SAVE_LIMIT`] = 64 MiB, at most [`MAX_SAVE_ACTIONS`] = 100,000 actions of at most [`MAX_ACTION_LEN`] = 4 KiB each |

pub use game_content::safe_read::{
    RULESET_FILE_LIMIT, RULESET_MAX_FILES, RULESET_TOTAL_LIMIT, Refusal, check_file, human_size,
    open_checked, read_bytes, read_in_root, read_text, resolve_in_root,
};

use game_wire::Diagnostic;
use serde::de::{Deserializer, SeqAccess, Visitor};
use std::path::Path;

/// The largest scenario file read: 4 MiB.
pub const SCENARIO_LIMIT: u64 = 4 << 20;
/// The largest save file read: 64 MiB (a save embeds its ruleset's files, at most 16 MiB, and
/// its actions).
pub const SAVE_LIMIT: u64 = 64 << 20;
/// The most actions a save may hold: 100,000 (the bundled games end in a few hundred).
pub const MAX_SAVE_ACTIONS: usize = 100_000;
/// The most earlier rules a save may keep (hot reloads of one match between which moves were
/// played, each compiled again when the save is replayed): 1,000. Past it the save is refused
/// on reading with this number, never replayed for minutes.
pub const MAX_EARLIER_RULES: usize = 1_000;
/// The longest action a save may hold, in bytes: 4 KiB (the bundled games' notations are
/// under 100 bytes).
pub const MAX_ACTION_LEN: usize = 4 << 10;

/// Reads a scenario file (regular file, at most [`SCENARIO_LIMIT`], never blocking); the error
/// names the file.
pub fn read_scenario(path: &Path) -> Result<String, String> {
    read_text(path, SCENARIO_LIMIT).map_err(|refusal| format!("{}: {refusal}", path.display()))
}

/// Reads a save file's text for the save reader (regular file, at most [`SAVE_LIMIT`], never
/// blocking); the diagnostic names the file. Parse it with [`deserialize_actions`] on the
/// actions (or check them with [`check_actions`]).
pub fn read_save_text(path: &Path) -> Result<String, Diagnostic> {
    read_text(path, SAVE_LIMIT)
        .map_err(|refusal| Diagnostic::file(path.display().to_string(), refusal.to_string()))
}

/// Why a list of actions is refused, if it is: more than [`MAX_SAVE_ACTIONS`], or one longer
/// than [`MAX_ACTION_LEN`] bytes.
fn actions_problem(count: usize, index: usize, len: usize) -> Option<String> {
    if count > MAX_SAVE_ACTIONS {
        Some(format!(
            "more than {MAX_SAVE_ACTIONS} actions (the limit of a save)"
        ))
    } else if len > MAX_ACTION_LEN {
        Some(format!(
            "action {index} is {}, over the {} limit of one action",
            human_size(len as u64),
            human_size(MAX_ACTION_LEN as u64)
        ))
    } else {
        None
    }
}

/// Checks a save's actions after parsing: at most [`MAX_SAVE_ACTIONS`] actions, each at most
/// [`MAX_ACTION_LEN`] bytes. `name` is the file, for the diagnostic.
pub fn check_actions(name: &str, actions: &[String]) -> Result<(), Diagnostic> {
    if let Some(problem) = actions_problem(actions.len(), 0, 0) {
        return Err(Diagnostic::file(name, problem));
    }
    for (index, action) in actions.iter().enumerate() {
        if let Some(problem) = actions_problem(0, index, action.len()) {
            return Err(Diagnostic::file(name, problem));
        }
    }
    Ok(())
}

/// A serde `deserialize_with` for a save's `actions`: the limits of [`check_actions`] enforced
/// while parsing, so a hostile save never holds more than the limits in memory. Use as
/// `#[serde(deserialize_with = "crate::safe_read::deserialize_actions")]`.
pub fn deserialize_actions<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<String>, D::Error> {
    struct Bounded;
    impl<'de> Visitor<'de> for Bounded {
        type Value = Vec<String>;
        fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            write!(
                f,
                "a list of at most {MAX_SAVE_ACTIONS} actions, each at most {MAX_ACTION_LEN} bytes"
            )
        }
        fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Vec<String>, A::Error> {
            let mut out: Vec<String> = Vec::with_capacity(seq.size_hint().unwrap_or(0).min(1024));
            while let Some(action) = seq.next_element::<String>()? {
                if let Some(problem) = actions_problem(out.len() + 1, out.len(), action.len()) {
                    return Err(serde::de::Error::custom(problem));
                }
                out.push(action);
            }
            Ok(out)
        }
    }
    d.deserialize_seq(Bounded)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[derive(Debug, serde::Deserialize)]
    struct Save {
        #[serde(deserialize_with = "deserialize_actions")]
        actions: Vec<String>,
    }

    #[test]
    fn actions_are_bounded_while_parsing() {
        let ok: Save = serde_json::from_str(r#"{"actions":["b2","a1"]}"#).unwrap();
        assert_eq!(ok.actions, ["b2", "a1"]);
        let long = format!(
            r#"{{"actions":["b2","{}"]}}"#,
            "x".repeat(MAX_ACTION_LEN + 1)
        );
        let err = serde_json::from_str::<Save>(&long).unwrap_err().to_string();
        assert!(err.contains("action 1 is 4.0 KiB"), "{err}");
        let many = format!(
            r#"{{"actions":[{}"a"]}}"#,
            "\"a\",".repeat(MAX_SAVE_ACTIONS)
        );
        let err = serde_json::from_str::<Save>(&many).unwrap_err().to_string();
        assert!(err.contains("more than 100000 actions"), "{err}");
        assert!(check_actions("s.json", &ok.actions).is_ok());
        let err = check_actions("s.json", &["x".repeat(5000)]).unwrap_err();
        assert_eq!(
            err.to_string(),
            "s.json: action 0 is 4.9 KiB, over the 4 KiB limit of one action"
        );
    }
}

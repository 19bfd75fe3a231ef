//! Save files: a match's complete record as JSON (see README, "Save files").

use crate::seats::{SavedSeat, Seating};
use crate::tr;
use game_wire::{Diagnostic, RulesetSource};
use game_wire::{GameInfo, Start};
use serde::{Deserialize, Serialize};
use std::io::Write;
use std::path::Path;

/// The `format` value of every save file.
pub const FORMAT: &str = "game-host/match";
/// The save format's version; readers refuse newer ones. Version 2 added `seats`, `hand_over`
/// and `finished`; a version 1 save loads with every seat human. Version 3 added `mods`, and is
/// written only by a match that used a mod: every other save stays version 2, which hosts
/// without mods still read. Version 4 added `earlier_rules` and `author_mode_from`, written
/// only by a match that was reloaded or had author mode on (an older host would replay such a
/// match under the wrong rules, or drop its author-mode notice).
pub const VERSION: u32 = 4;
/// The version of a save that used a mod but has no version-4 field.
const VERSION_WITH_MODS: u32 = 3;
/// The version of a save that used no mod.
const VERSION_WITHOUT_MODS: u32 = 2;

/// A mod a saved match used. Its files' texts are in the save's ruleset (`mods/<id>/…`, its
/// `mod.toml` included), so the match replays without the mod installed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ModUse {
    pub id: String,
    pub version: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedMatch {
    pub format: String,
    pub version: u32,
    pub game: String,
    pub plugin_version: String,
    /// The ruleset's files as they were when the match was saved (the rules in force), so
    /// the match replays under exactly those rules even after the files change.
    pub ruleset: RulesetSource,
    /// The rules in force before each hot reload of the match, oldest first: each played the
    /// actions up to its `until`, and `ruleset` the rest. A replay restores each part under its
    /// own rules (never earlier moves under later rules). Empty: never reloaded.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub earlier_rules: Vec<EarlierRules>,
    /// The record's length when someone turned author mode on (the rules console showed
    /// everything to whoever was at the device): every seat's table says so for the rest of
    /// the match, also after an undo, Continue or a restart.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub author_mode_from: Option<usize>,
    pub start: Start,
    /// The actions in the game's notation, in order (bounded in count and length while
    /// parsing: a hostile save cannot make the host allocate without end).
    #[serde(deserialize_with = "crate::safe_read::deserialize_actions")]
    pub actions: Vec<String>,
    /// Who sits where: humans, and bots with their level and seed (empty: every seat human).
    #[serde(default)]
    pub seats: Vec<SavedSeat>,
    /// Whether the table is hidden between turns in hot-seat (absent: the game's default).
    #[serde(default)]
    pub hand_over: Option<bool>,
    /// The match is over (such a save is a replay, not a match to continue).
    #[serde(default)]
    pub finished: bool,
    /// The mods whose files the ruleset uses (absent: none).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub mods: Vec<ModUse>,
}

/// Rules a match played under before a hot reload replaced them (see
/// [`SavedMatch::earlier_rules`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EarlierRules {
    /// The record's length when the reload replaced them.
    pub until: usize,
    pub ruleset: RulesetSource,
}

/// Just enough of a file to tell a newer format from a broken one.
#[derive(Deserialize)]
struct Header {
    format: Option<String>,
    version: Option<u32>,
}

impl SavedMatch {
    pub fn new(
        info: &GameInfo,
        ruleset: RulesetSource,
        start: Start,
        actions: Vec<String>,
    ) -> Self {
        let mods = mods_used(&ruleset);
        Self {
            format: FORMAT.into(),
            version: if mods.is_empty() {
                VERSION_WITHOUT_MODS
            } else {
                VERSION_WITH_MODS
            },
            mods,
            game: info.id.clone(),
            plugin_version: info.version.clone(),
            ruleset,
            earlier_rules: Vec::new(),
            author_mode_from: None,
            start,
            actions,
            seats: Vec::new(),
            hand_over: None,
            finished: false,
        }
    }

    /// Sets the fields of a reloaded or author-mode match, and the version that reads them.
    pub fn with_history(
        mut self,
        earlier_rules: Vec<EarlierRules>,
        author_mode_from: Option<usize>,
    ) -> Self {
        self.earlier_rules = earlier_rules;
        self.author_mode_from = author_mode_from;
        self.version = if !self.earlier_rules.is_empty() || self.author_mode_from.is_some() {
            VERSION
        } else if self.mods.is_empty() {
            VERSION_WITHOUT_MODS
        } else {
            VERSION_WITH_MODS
        };
        self
    }

    /// The ruleset's id, from its root file's name (`rulesets/<game>/big.toml` → `big`).
    pub fn ruleset_id(&self) -> String {
        ruleset_id(&self.ruleset.root)
    }

    /// A warning when the save was written by another version of its game's plugin (it may
    /// replay differently, or not at all), or with a mod that is now installed at another
    /// version or not at all (the match still replays: it uses the rules saved in the file):
    /// shown on load, never a refusal by itself. `installed` is the mods in use.
    pub fn version_warning(
        &self,
        info: &GameInfo,
        installed: &crate::mods::ModSet,
    ) -> Option<String> {
        let plugin = (self.plugin_version != info.version).then(|| {
            tr!(
                "save-other-plugin",
                game = info.name.as_str(),
                saved = self.plugin_version.as_str(),
                installed = info.version.as_str()
            )
        });
        let mods = self.mods.iter().filter_map(|used| {
            let installed = installed
                .find(&used.id)
                .and_then(|e| e.manifest.as_ref())
                .map(|m| m.version.to_string());
            match installed {
                Some(v) if v == used.version => None,
                Some(v) => Some(tr!(
                    "save-other-mod",
                    id = used.id.as_str(),
                    saved = used.version.as_str(),
                    installed = v
                )),
                None => Some(tr!(
                    "save-mod-missing",
                    id = used.id.as_str(),
                    saved = used.version.as_str()
                )),
            }
        });
        let all: Vec<String> = plugin.into_iter().chain(mods).collect();
        (!all.is_empty()).then(|| all.join("; "))
    }

    /// The seating this save records, for a game of `count` seats whose default hot-seat
    /// setting is `hand_over_default`.
    pub fn seating(&self, count: usize, hand_over_default: bool) -> Seating {
        Seating::from_saved(
            &self.seats,
            count,
            self.hand_over.unwrap_or(hand_over_default),
        )
    }

    /// Reads a save file; a malformed one is reported with its line and column.
    pub fn read(path: &Path) -> Result<SavedMatch, Diagnostic> {
        let name = path.display().to_string();
        // A regular file of bounded size, never a FIFO that would block the host.
        let text = crate::safe_read::read_save_text(path)?;
        Self::parse(&name, &text)
    }

    pub fn parse(name: &str, text: &str) -> Result<SavedMatch, Diagnostic> {
        // A newer host's save may have fields this one does not know: say so, rather than
        // report the first unknown field.
        if let Ok(Header {
            format: Some(format),
            version: Some(version),
        }) = serde_json::from_str::<Header>(text)
            && format == FORMAT
            && version > VERSION
        {
            return Err(newer(name, version));
        }
        let saved: SavedMatch = serde_json::from_str(text).map_err(|e| {
            Diagnostic::new(
                name,
                e.line() as u32,
                // serde_json says column 0 at the very start of a line (the end of a file that
                // ends with a newline): that is column 1 to a reader.
                (e.column() as u32).max(1),
                tr!("save-invalid", error = e.to_string()),
            )
        })?;
        if saved.format != FORMAT {
            return Err(Diagnostic::file(
                name,
                tr!(
                    "save-wrong-format",
                    found = saved.format.as_str(),
                    expected = FORMAT
                ),
            ));
        }
        if saved.version > VERSION {
            return Err(newer(name, saved.version));
        }
        // A scenario's origin names the file it came from when the match started; in a save
        // it is only the save's word, and a hostile one would make errors blame any file
        // (`/etc/passwd:1:9`). Errors in a saved scenario name the save.
        let mut saved = saved;
        if let Start::Scenario { origin, .. } = &mut saved.start {
            *origin = format!("{name} (its scenario)");
        }
        if saved.earlier_rules.len() > crate::safe_read::MAX_EARLIER_RULES {
            return Err(Diagnostic::file(
                name,
                tr!(
                    "save-too-many-rulesets",
                    count = saved.earlier_rules.len(),
                    most = crate::safe_read::MAX_EARLIER_RULES
                ),
            ));
        }
        // The ruleset's paths name files under the content root (hot reload watches them):
        // a save may not point outside it.
        let rulesets =
            std::iter::once(&saved.ruleset).chain(saved.earlier_rules.iter().map(|e| &e.ruleset));
        let paths = rulesets.flat_map(|r| std::iter::once(&r.root).chain(r.files.keys()));
        for path in paths {
            if !is_content_relative(path) {
                return Err(Diagnostic::file(
                    name,
                    tr!("save-path-outside", path = path.escape_debug().to_string()),
                ));
            }
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
        remove_leftovers(dir);
        let mut tmp = tempfile::Builder::new()
            .prefix(TEMP_PREFIX)
            .suffix(".json")
            .tempfile_in(dir)?;
        tmp.write_all(&json)?;
        tmp.as_file().sync_all()?;
        tmp.persist(path).map_err(|e| e.error)?;
        Ok(())
    }
}

/// Temporary files of an atomic write start with this; a crash between writing and renaming
/// leaves one, which the next save into the same directory removes.
const TEMP_PREFIX: &str = ".game-host-save-";

/// Leftover temporary files older than a minute (a write in progress is younger).
fn remove_leftovers(dir: &Path) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let minute = std::time::Duration::from_secs(60);
    for entry in entries.flatten() {
        let old = entry
            .metadata()
            .and_then(|m| m.modified())
            .ok()
            .and_then(|t| t.elapsed().ok())
            .is_some_and(|age| age > minute);
        if old && entry.file_name().to_string_lossy().starts_with(TEMP_PREFIX) {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

/// A path relative to the content root that stays inside it: no root, no drive, no `..`.
fn is_content_relative(path: &str) -> bool {
    let p = Path::new(path);
    !path.is_empty()
        && p.components().all(|c| {
            matches!(
                c,
                std::path::Component::Normal(_) | std::path::Component::CurDir
            )
        })
}

/// A ruleset's id from the path of its root file (`rulesets/<game>/big.toml` → `big`, a mod's
/// `mods/<id>/rulesets/<game>/x.toml` → `<id>:x`, as `--ruleset` names it).
pub fn ruleset_id(root: &str) -> String {
    let name = root
        .rsplit('/')
        .next()
        .unwrap_or_default()
        .trim_end_matches(".toml")
        .to_string();
    match game_content::packages::mod_of(root) {
        Some((mod_id, _)) => format!("{mod_id}:{name}"),
        None => name,
    }
}

/// The mods whose files `ruleset` holds, with the version its embedded `mods/<id>/mod.toml`
/// says (the files travel with the save, so a re-saved match keeps the version it was played
/// with even after the mod is upgraded).
pub fn mods_used(ruleset: &RulesetSource) -> Vec<ModUse> {
    let mut ids: Vec<&str> = ruleset
        .files
        .keys()
        .filter_map(|p| game_content::packages::mod_of(p).map(|(id, _)| id))
        .collect();
    ids.dedup();
    ids.into_iter()
        .map(|id| {
            let version = ruleset
                .text(&format!("mods/{id}/{}", crate::mods::manifest::FILE))
                .and_then(|text| text.parse::<toml::Table>().ok())
                .and_then(|t| t.get("version")?.as_str().map(str::to_string))
                .unwrap_or_else(|| "unknown".into());
            ModUse {
                id: id.to_string(),
                version,
            }
        })
        .collect()
}

fn newer(name: &str, version: u32) -> Diagnostic {
    Diagnostic::file(
        name,
        tr!("save-newer", version = version, readable = VERSION),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_save_cut_short_at_the_end_of_a_line_is_located_at_a_column() {
        let cut = "{\n  \"format\": \"game-host/match\", \"version\": 2,\n";
        let err = SavedMatch::parse("m.json", cut)
            .err()
            .map(|d| (d.line, d.col));
        assert_eq!(
            err,
            Some((3, 1)),
            "serde's column 0 is column 1 to a reader"
        );
    }

    const V1: &str = r#"{
      "format": "game-host/match", "version": 1, "game": "tic-tac-toe",
      "plugin_version": "0.1.0",
      "ruleset": { "root": "r.toml", "files": { "r.toml": "game = 1" } },
      "start": { "Seed": 9 }, "actions": ["b2"]
    }"#;

    #[test]
    fn a_version_1_save_loads_with_every_seat_human() {
        let saved = SavedMatch::parse("old.json", V1).expect("a version 1 save loads");
        let seating = saved.seating(2, true);
        assert_eq!(seating, Seating::all_human(2, true));
        assert!(!saved.finished);
    }

    #[test]
    fn seats_survive_a_save() {
        use crate::seats::SeatKind;
        use game_wire::BotLevel;
        let mut saved = SavedMatch::parse("old.json", V1).expect("loads");
        let seating = Seating::new(
            vec![SeatKind::Human, SeatKind::Bot(BotLevel::Normal)],
            false,
            5,
        );
        saved.seats = seating.to_saved();
        saved.hand_over = Some(false);
        let text = serde_json::to_string(&saved).expect("serializes");
        assert!(text.contains(r#""bot":{"level":"Normal","seed""#), "{text}");
        let back = SavedMatch::parse("new.json", &text).expect("loads");
        assert_eq!(back.seating(2, true), seating);
    }

    #[test]
    fn a_save_with_too_many_or_too_long_actions_is_refused_while_parsing() {
        let long = "x".repeat(crate::safe_read::MAX_ACTION_LEN + 1);
        let text = V1.replace(r#"["b2"]"#, &format!(r#"["{long}"]"#));
        let e = SavedMatch::parse("long.json", &text)
            .expect_err("refused")
            .to_string();
        assert!(e.starts_with("long.json:"), "{e}");
        let many = vec![r#""a1""#; crate::safe_read::MAX_SAVE_ACTIONS + 1].join(",");
        let text = V1.replace(r#"["b2"]"#, &format!("[{many}]"));
        assert!(SavedMatch::parse("many.json", &text).is_err());
    }

    /// A game `g` of two seats, for saves that are never replayed.
    fn game_g() -> GameInfo {
        GameInfo {
            id: "g".into(),
            name: "G".into(),
            version: "1".into(),
            description: String::new(),
            seats: vec!["A".into(), "B".into()],
            min_seats: 2,
        }
    }

    #[test]
    fn errors_in_a_saved_scenario_name_the_save_not_the_origin_it_claims() {
        let info = game_g();
        let start = Start::Scenario {
            origin: "/etc/passwd".into(),
            text: "garbage".into(),
        };
        let ruleset = RulesetSource::inline("rulesets/g/standard.toml", "x = 1");
        let saved = SavedMatch::new(&info, ruleset, start, Vec::new());
        let text = serde_json::to_string(&saved).unwrap();
        let read = SavedMatch::parse("saves/m.json", &text).unwrap();
        let Start::Scenario { origin, text } = read.start else {
            panic!("the scenario was lost");
        };
        assert_eq!(origin, "saves/m.json (its scenario)");
        assert_eq!(text, "garbage");
    }

    #[test]
    fn a_save_with_too_many_earlier_rules_is_refused_by_its_number() {
        let info = game_g();
        let ruleset = RulesetSource::inline("rulesets/g/standard.toml", "x = 1");
        let earlier = (0..=crate::safe_read::MAX_EARLIER_RULES)
            .map(|i| EarlierRules {
                until: i,
                ruleset: ruleset.clone(),
            })
            .collect();
        let saved =
            SavedMatch::new(&info, ruleset, Start::Seed(1), Vec::new()).with_history(earlier, None);
        assert_eq!(saved.version, VERSION);
        let text = serde_json::to_string(&saved).unwrap();
        let refused = SavedMatch::parse("m.json", &text).unwrap_err().to_string();
        assert!(refused.contains("1001 earlier rulesets"), "{refused}");
        assert!(refused.contains("at most 1000"), "{refused}");
    }

    #[test]
    fn a_save_that_is_not_a_regular_file_is_refused() {
        let dir = tempfile::tempdir().expect("temp dir");
        let e = SavedMatch::read(dir.path())
            .expect_err("a directory")
            .to_string();
        assert!(e.contains("directory"), "{e}");
    }

    #[test]
    fn a_save_naming_files_outside_the_content_root_is_refused() {
        for bad in [
            "../../etc/passwd",
            "/etc/passwd",
            "rulesets/../../x.toml",
            "",
        ] {
            let text = V1.replace("r.toml", bad);
            let e = SavedMatch::parse("s.json", &text)
                .expect_err(bad)
                .to_string();
            assert!(e.contains("not inside the content root"), "{bad}: {e}");
        }
    }

    #[test]
    fn another_plugin_version_is_a_warning() {
        let saved = SavedMatch::parse("s.json", V1).expect("loads");
        let mut info = game_wire::GameInfo {
            id: "tic-tac-toe".into(),
            name: "Tic-tac-toe".into(),
            version: "0.1.0".into(),
            description: String::new(),
            seats: vec!["X".into(), "O".into()],
            min_seats: 2,
        };
        let none = crate::mods::ModSet::default();
        assert_eq!(saved.version_warning(&info, &none), None);
        info.version = "0.2.0".into();
        let w = saved.version_warning(&info, &none).expect("a warning");
        assert!(
            w.contains("saved with Tic-tac-toe 0.1.0") && w.contains("0.2.0"),
            "{w}"
        );
    }

    #[test]
    fn a_leftover_temporary_file_is_removed_by_the_next_save() {
        let dir = tempfile::tempdir().expect("temp dir");
        let leftover = dir.path().join(format!("{TEMP_PREFIX}crash.json"));
        std::fs::write(&leftover, "{").expect("write");
        let old = std::time::SystemTime::now() - std::time::Duration::from_secs(3600);
        let file = std::fs::File::options()
            .write(true)
            .open(&leftover)
            .expect("open");
        file.set_modified(old).expect("set mtime");
        let saved = SavedMatch::parse("s.json", V1).expect("loads");
        saved.write(&dir.path().join("m.json")).expect("saved");
        assert!(!leftover.exists(), "the leftover is gone");
        assert!(dir.path().join("m.json").exists());
    }

    #[test]
    fn a_newer_save_is_refused_by_its_version_not_by_its_new_fields() {
        let newer = V1.replace(r#""version": 1"#, r#""version": 99, "spaceship": true"#);
        let e = SavedMatch::parse("n.json", &newer)
            .expect_err("refused")
            .to_string();
        assert!(e.contains("newer host (format version 99"), "{e}");
    }
}

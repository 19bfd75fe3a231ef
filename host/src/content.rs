//! The content root: the directory holding `rulesets/` and `scripts/`, and the rulesets in it.
//! Every file here is read through [`crate::safe_read`] (regular files inside the root, at most
//! 4 MiB each, never blocking).

use crate::mods::{ModsInUse, Packages};
use crate::safe_read;
use crate::tr;
use game_content::packages::{mod_of, mod_ruleset_path};
use game_wire::{Diagnostic, RulesetSource};
use std::path::{Path, PathBuf};

/// Environment variable naming the content root.
pub const CONTENT_ENV: &str = "GAME_HOST_CONTENT";

/// Finds the content root: `explicit`, else `GAME_HOST_CONTENT`, else the first of
/// [`search_places`] with a `rulesets/` subdirectory.
pub fn find_root(explicit: Option<&Path>) -> Option<PathBuf> {
    if let Some(dir) = explicit {
        return Some(dir.to_path_buf());
    }
    if let Some(dir) = std::env::var_os(CONTENT_ENV) {
        return Some(PathBuf::from(dir));
    }
    search_places()
        .into_iter()
        .find(|d| d.join("rulesets").is_dir())
}

/// Where the content root is looked for, in order: the executable's directory and its
/// ancestors (a portable copy, or `target/release/game-host` finding the checkout it was built
/// in), an installed app's `<prefix>/share/game-host` beside `<prefix>/bin/game-host`, the XDG
/// data directories' `game-host` (`/usr/local/share/game-host`, `/usr/share/game-host`), then
/// the current directory and its ancestors.
pub fn search_places() -> Vec<PathBuf> {
    let mut places = Vec::new();
    let exe_dir = std::env::current_exe()
        .ok()
        .and_then(|p| p.parent().map(Path::to_path_buf));
    if let Some(exe_dir) = &exe_dir {
        places.extend(exe_dir.ancestors().map(Path::to_path_buf));
        if let Some(prefix) = exe_dir.parent() {
            places.push(prefix.join("share").join("game-host"));
        }
    }
    let data_dirs = std::env::var_os("XDG_DATA_DIRS")
        .filter(|d| !d.is_empty())
        .unwrap_or_else(|| "/usr/local/share:/usr/share".into());
    places.extend(std::env::split_paths(&data_dirs).map(|d| d.join("game-host")));
    if let Ok(cwd) = std::env::current_dir() {
        places.extend(cwd.ancestors().map(Path::to_path_buf));
    }
    places
}

/// One ruleset file of a game, as listed to users.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RulesetEntry {
    /// The name used on the command line: `standard` for the game's own, `<mod-id>:<name>` for
    /// a mod's.
    pub id: String,
    /// Its content path (`rulesets/<game>/standard.toml`, `mods/<id>/rulesets/<game>/x.toml`).
    pub path: String,
    pub name: String,
    pub description: String,
    pub extends: Option<String>,
    /// The mod it comes from (`None`: the game's own content).
    pub from_mod: Option<ModTag>,
}

/// The mod a ruleset comes from, as shown next to it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ModTag {
    pub id: String,
    pub version: String,
    pub title: String,
}

impl RulesetEntry {
    /// The ruleset's name with its mod's title and version (`Wide — Wide boards 1.0.0`).
    pub fn label(&self) -> String {
        match &self.from_mod {
            Some(m) => format!("{} — {} {}", self.name, m.title, m.version),
            None => self.name.clone(),
        }
    }
}

/// The rulesets of each game under a content root and its mods in use, read from disk once per
/// game and kept until [`RulesetListing::forget`]: screens list them every frame, and reading
/// (and parsing) every ruleset file 60 times a second would be file I/O on the UI thread for
/// nothing.
#[derive(Debug, Default)]
pub struct RulesetListing {
    root: Option<PathBuf>,
    mods: ModsInUse,
    games: std::collections::HashMap<String, Vec<RulesetEntry>>,
}

impl RulesetListing {
    pub fn new(root: Option<PathBuf>, mods: ModsInUse) -> RulesetListing {
        RulesetListing {
            root,
            mods,
            games: Default::default(),
        }
    }

    /// The content root the rulesets are read from, if one was found.
    pub fn root(&self) -> Option<&Path> {
        self.root.as_deref()
    }

    /// The mods in use whose rulesets are listed.
    pub fn mods(&self) -> &ModsInUse {
        &self.mods
    }

    /// The rulesets of `game`, `standard` first, then the mods' (none without a content
    /// root). A mod's ruleset is named with its mod (see [`RulesetEntry::label`]), so every
    /// screen that lists rulesets says where each comes from.
    pub fn of(&mut self, game: &str) -> &[RulesetEntry] {
        let root = self.root.as_deref();
        let mods = &self.mods;
        self.games.entry(game.to_string()).or_insert_with(|| {
            let mut entries = root.map(|r| rulesets(r, mods, game)).unwrap_or_default();
            for e in &mut entries {
                e.name = e.label();
            }
            entries
        })
    }

    /// The display name of ruleset `id` of `game` (the id itself when it has none).
    pub fn display_name(&mut self, game: &str, id: &str) -> String {
        self.of(game)
            .iter()
            .find(|r| r.id == id)
            .map_or_else(|| id.to_string(), |r| r.name.clone())
    }

    /// Reads the files again next time (the content may have changed: a screen was opened, a
    /// ruleset was reloaded).
    pub fn forget(&mut self) {
        self.games.clear();
    }
}

/// The display name of ruleset `id` of `game` under `root` and `mods`, read now (see
/// [`RulesetListing`] for what a screen shows every frame).
pub fn ruleset_display_name(root: &Path, mods: &ModsInUse, game: &str, id: &str) -> String {
    RulesetListing::new(Some(root.to_path_buf()), mods.clone()).display_name(game, id)
}

/// The rulesets of `game`: its own under `root` (or in its game package), `standard` first,
/// then those of each mod of `mods`, by mod id.
pub fn rulesets(root: &Path, mods: &ModsInUse, game: &str) -> Vec<RulesetEntry> {
    // Names and descriptions in the player's language where the ruleset translates them.
    let _game = crate::i18n::game::Scope::enter(game);
    let set = mods.set();
    let own_root = set
        .ready_mods()
        .find(|e| {
            e.manifest
                .as_ref()
                .is_some_and(|m| m.is_game_package() && m.game == game)
        })
        .map_or(root, |e| e.dir.as_path());
    let mut out = own_rulesets(own_root, game, "");
    for e in set.ready_mods() {
        // A game package's rulesets are the game's own, listed above under their own names.
        let Some(m) = e
            .manifest
            .as_ref()
            .filter(|m| m.game == game && !m.is_game_package())
        else {
            continue;
        };
        let tag = ModTag {
            id: m.id.clone(),
            version: m.version.to_string(),
            // In the player's language where the manifest translates it (`[text.<code>]`).
            title: crate::text::safe::line(&m.shown_title()).into_owned(),
        };
        // At most as many as the mod's entry lists (a mod of 1,500 rulesets lists 256 of them).
        let shown = format!("mods/{}/", m.id);
        let listed = own_rulesets(&e.dir, game, &shown)
            .into_iter()
            .take(crate::mods::discovery::RULESETS_PER_MOD_MAX);
        for mut r in listed {
            r.id = format!("{}:{}", m.id, r.id);
            r.path = format!("mods/{}/{}", m.id, r.path);
            r.from_mod = Some(tag.clone());
            out.push(r);
        }
    }
    out
}

/// The ruleset files in `<root>/rulesets/<game>/`, `standard` first; a refused file is named
/// with `prefix` before its path (a mod's `mods/<id>/`).
fn own_rulesets(root: &Path, game: &str, prefix: &str) -> Vec<RulesetEntry> {
    let dir = root.join("rulesets").join(game);
    let Ok(entries) = std::fs::read_dir(&dir) else {
        return Vec::new();
    };
    let mut out: Vec<RulesetEntry> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "toml"))
        .filter_map(|p| {
            let id = p.file_stem()?.to_str()?.to_string();
            let path = format!("rulesets/{game}/{id}.toml");
            // Read like any ruleset file (regular file, inside the root, size limit, no
            // blocking); one that is refused is still listed, with the reason.
            let (table, refusal) =
                match safe_read::read_in_root(root, &path, safe_read::RULESET_FILE_LIMIT) {
                    Ok(text) => (text.parse::<toml::Table>().unwrap_or_default(), None),
                    Err(refusal) => (toml::Table::new(), Some(refusal)),
                };
            let text = |k: &str| table.get(k).and_then(|v| v.as_str()).map(str::to_string);
            // What a ruleset says of itself is shown on screens and terminals as text, never
            // obeyed: escaped once here, for every list that shows it.
            let shown = |k: &str| text(k).map(|t| crate::text::safe::line(&t).into_owned());
            Some(RulesetEntry {
                name: shown("name").unwrap_or_else(|| crate::text::safe::line(&id).into_owned()),
                description: match refusal {
                    Some(refusal) => tr!(
                        "content-ruleset-unusable",
                        path = format!("{prefix}{path}"),
                        reason = refusal.to_string()
                    ),
                    None => shown("description").unwrap_or_default(),
                },
                path,
                extends: text("extends"),
                id,
                from_mod: None,
            })
        })
        .collect();
    out.sort_by_key(|r| (r.id != "standard", r.id.clone()));
    out
}

/// Resolves a `--ruleset` argument — a name (`standard`), a mod's (`<mod-id>:<name>`) or a path
/// to a `.toml` file in the content root or a mod of `mods` — to its content path, and collects
/// its files across packages.
pub fn load_ruleset(
    root: &Path,
    mods: &ModsInUse,
    game: &str,
    arg: &str,
) -> Result<RulesetSource, Diagnostic> {
    let set = mods.set();
    let packages = Packages::new(Some(root), &set);
    let rel = if arg.ends_with(".toml") {
        content_path(&packages, root, Path::new(arg)).ok_or_else(|| {
            Diagnostic::file(
                arg,
                tr!("content-ruleset-outside", root = root.display().to_string()),
            )
        })?
    } else if let Some((mod_id, name)) = arg.split_once(':') {
        mod_ruleset_path(mod_id, game, name)
    } else {
        format!("rulesets/{game}/{arg}.toml")
    };
    // Only a missing file is "no such ruleset"; any other kind of file is refused by
    // `collect` with what it is (a FIFO, a directory, too big, …).
    if !packages.real_path(&rel).is_some_and(|p| p.exists()) {
        let known: Vec<String> = rulesets(root, mods, game)
            .into_iter()
            .map(|r| r.id)
            .collect();
        let why = match mod_of(&rel) {
            Some((mod_id, _)) => match set.find(mod_id) {
                Some(e) if !e.is_ready() => tr!(
                    "content-mod-unusable",
                    id = mod_id,
                    reason = status_text(&e.status)
                ),
                Some(_) => tr!("content-mod-no-such-ruleset", id = mod_id, game = game),
                None => tr!("content-no-such-mod", id = mod_id),
            },
            None => tr!("content-no-such-ruleset"),
        };
        return Err(Diagnostic::file(
            rel,
            tr!(
                "content-known-rulesets",
                why = why,
                game = game,
                known = known.join(", ")
            ),
        ));
    }
    packages.collect(&rel)
}

/// How a mod's status reads in a sentence.
pub fn status_text(status: &crate::mods::Status) -> String {
    crate::mods::validate::status_text(status)
}

/// The content path of a file named on the command line: in a mod in use (`mods/<id>/…`), in a
/// game package (its game's `rulesets/<game>/…`), or in the content root.
pub fn content_path(packages: &Packages, root: &Path, path: &Path) -> Option<String> {
    let absolute = if path.is_absolute() {
        path.to_path_buf()
    } else {
        std::env::current_dir().ok()?.join(path)
    };
    if let Ok(canonical) = absolute.canonicalize()
        && let Some(rel) = packages.content_path(&canonical)
        && (mod_of(&rel).is_some()
            || packages
                .real_path(&rel)
                .and_then(|p| p.canonicalize().ok())
                .is_some_and(|p| p == canonical))
    {
        return Some(rel);
    }
    relative_to(root, path)
}

/// Collects a ruleset by its content path across the bundled content and the mods of `mods`.
pub fn collect(root: &Path, mods: &ModsInUse, rel: &str) -> Result<RulesetSource, Diagnostic> {
    mods.packages(Some(root)).collect(rel)
}

/// `path` relative to `root` with `/` separators, whether `path` is absolute, relative to the
/// current directory, or already relative to the root.
pub fn relative_to(root: &Path, path: &Path) -> Option<String> {
    let absolute = if path.is_absolute() {
        path.to_path_buf()
    } else {
        std::env::current_dir().ok()?.join(path)
    };
    let absolute = absolute
        .canonicalize()
        .ok()
        .or_else(|| root.join(path).canonicalize().ok())?;
    let root = root.canonicalize().ok()?;
    let rel = absolute.strip_prefix(&root).ok()?;
    Some(
        rel.components()
            .map(|c| c.as_os_str().to_string_lossy().into_owned())
            .collect::<Vec<_>>()
            .join("/"),
    )
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)] // tests: a failed unwrap is a failed test
    use super::*;

    #[test]
    fn the_listing_reads_a_game_once_until_it_is_told_to_forget() {
        let dir = tempfile::tempdir().unwrap();
        let games = dir.path().join("rulesets/chess");
        std::fs::create_dir_all(&games).unwrap();
        std::fs::write(games.join("standard.toml"), "name = \"Chess\"\n").unwrap();
        let mut listing = RulesetListing::new(
            Some(dir.path().to_path_buf()),
            ModsInUse::bundled(Some(dir.path())),
        );
        assert_eq!(listing.display_name("chess", "standard"), "Chess");
        std::fs::write(games.join("blitz.toml"), "name = \"Blitz\"\n").unwrap();
        std::fs::write(games.join("standard.toml"), "name = \"Renamed\"\n").unwrap();
        let ids: Vec<&str> = listing.of("chess").iter().map(|r| r.id.as_str()).collect();
        assert_eq!(ids, ["standard"], "no file is read again until forget");
        assert_eq!(
            listing.display_name("chess", "blitz"),
            "blitz",
            "unknown: the id"
        );
        listing.forget();
        let ids: Vec<&str> = listing.of("chess").iter().map(|r| r.id.as_str()).collect();
        assert_eq!(ids, ["standard", "blitz"]);
        assert_eq!(listing.display_name("chess", "standard"), "Renamed");
        assert!(
            RulesetListing::new(None, ModsInUse::default())
                .of("chess")
                .is_empty()
        );
    }
}

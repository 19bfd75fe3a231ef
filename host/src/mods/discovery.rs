//! Finding mods and deciding which can be used: each mod folder's manifest is read, id clashes
//! are found, and each mod's game and dependencies are checked against what is installed. A
//! mod that cannot be used is kept in the list with the reason; it never stops the others.

use super::manifest::{self, Manifest};
use crate::safe_read;
use crate::tr;
use semver::Version;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The most mod folders looked at in one directory: a directory with more is read up to this
/// many (sorted by name) and the rest are listed as one problem.
pub const MODS_PER_DIR_MAX: usize = 1_000;
/// The most ruleset files of one mod that are listed.
pub const RULESETS_PER_MOD_MAX: usize = 256;
/// A file in a mod's folder that turns the mod off without removing it.
pub const DISABLED_MARKER: &str = ".disabled";

/// Whether a mod is in use, and if not why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Status {
    Ready,
    /// Turned off by the player (the marker file is in its folder).
    Disabled,
    /// Cannot be used: the reason.
    Refused(String),
}

/// One mod folder (or packed mod) found.
#[derive(Debug, Clone)]
pub struct ModEntry {
    /// The mod's folder (or the `.zip` found in a mods directory).
    pub dir: PathBuf,
    /// Its manifest, when it could be read.
    pub manifest: Option<Manifest>,
    pub status: Status,
    /// Its rulesets for its game: the names of `rulesets/<game>/*.toml`, sorted.
    pub rulesets: Vec<String>,
}

impl ModEntry {
    pub fn id(&self) -> Option<&str> {
        self.manifest.as_ref().map(|m| m.id.as_str())
    }

    pub fn is_ready(&self) -> bool {
        self.status == Status::Ready
    }

    /// `my-rules 1.0.0`, or the folder when the manifest could not be read.
    pub fn label(&self) -> String {
        match &self.manifest {
            Some(m) => format!("{} {}", m.id, m.version),
            None => self.dir.display().to_string(),
        }
    }
}

/// Every mod found, in search order.
#[derive(Debug, Clone, Default)]
pub struct ModSet {
    pub entries: Vec<ModEntry>,
}

impl ModSet {
    /// Reads the mods in `dirs`, in order. Each directory is either one mod (it has a
    /// `mod.toml`) or holds mod folders. Game and dependency versions are not checked yet: see
    /// [`ModSet::check_versions`].
    pub fn discover(dirs: &[PathBuf]) -> ModSet {
        let mut entries = Vec::new();
        let mut seen = std::collections::BTreeSet::new();
        for dir in dirs {
            // Absolute, so that messages and hot reload name each mod's folder one way.
            let dir = dir.canonicalize().unwrap_or_else(|_| dir.clone());
            if !seen.insert(dir.clone()) {
                continue;
            }
            if dir.join(manifest::FILE).is_file() {
                entries.push(installed_mod(&dir));
                continue;
            }
            entries.extend(read_dir(&dir));
        }
        let mut set = ModSet { entries };
        set.refuse_clashes();
        set
    }

    /// The usable mod `id`.
    pub fn ready(&self, id: &str) -> Option<&ModEntry> {
        self.entries
            .iter()
            .find(|e| e.is_ready() && e.id() == Some(id))
    }

    /// The mod `id` in any state (the first found).
    pub fn find(&self, id: &str) -> Option<&ModEntry> {
        self.entries.iter().find(|e| e.id() == Some(id))
    }

    /// The usable mods.
    pub fn ready_mods(&self) -> impl Iterator<Item = &ModEntry> {
        self.entries.iter().filter(|e| e.is_ready())
    }

    /// Two folders with the same mod id: neither is used, and each names the other (which one
    /// would win depends on the search order, so the player must choose).
    fn refuse_clashes(&mut self) {
        let mut by_id: BTreeMap<String, Vec<usize>> = BTreeMap::new();
        for (i, e) in self.entries.iter().enumerate() {
            if let Some(id) = e.id() {
                by_id.entry(id.to_string()).or_default().push(i);
            }
        }
        for (id, at) in by_id.into_iter().filter(|(_, at)| at.len() > 1) {
            let dirs: Vec<String> = at
                .iter()
                .map(|&i| self.entries[i].dir.display().to_string())
                .collect();
            for &i in &at {
                let others: Vec<&str> = dirs
                    .iter()
                    .zip(&at)
                    .filter(|(_, j)| **j != i)
                    .map(|(d, _)| d.as_str())
                    .collect();
                self.entries[i].status = Status::Refused(tr!(
                    "mods-id-clash",
                    id = id.as_str(),
                    others = others.join(", ")
                ));
            }
        }
    }

    /// Refuses the ready mods whose game is not installed at a version they accept, then those
    /// whose dependencies are not ready at a version they accept (repeated until nothing
    /// changes, so a mod needing a refused mod is refused too). `games` maps each installed
    /// game's id to its plugin's version.
    pub fn check_versions(&mut self, games: &BTreeMap<String, String>) {
        for e in &mut self.entries {
            let (Status::Ready, Some(m)) = (&e.status, &e.manifest) else {
                continue;
            };
            if let Some(reason) = game_problem(m, games) {
                e.status = Status::Refused(reason);
            }
        }
        loop {
            let ready: BTreeMap<String, Version> = self
                .ready_mods()
                .filter_map(|e| e.manifest.as_ref())
                .map(|m| (m.id.clone(), m.version.clone()))
                .collect();
            let mut changed = false;
            for i in 0..self.entries.len() {
                let e = &self.entries[i];
                let (Status::Ready, Some(m)) = (&e.status, &e.manifest) else {
                    continue;
                };
                if let Some(reason) = dependency_problem(m, &ready, self) {
                    self.entries[i].status = Status::Refused(reason);
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
    }
}

fn game_problem(m: &Manifest, games: &BTreeMap<String, String>) -> Option<String> {
    let Some(installed) = games.get(&m.game) else {
        return Some(tr!(
            "mods-needs-missing-game",
            game = m.game.as_str(),
            requirement = m.game_version.to_string()
        ));
    };
    match Version::parse(installed) {
        Ok(v) if m.game_version.matches(&v) => None,
        Ok(v) => Some(tr!(
            "mods-needs-other-game-version",
            game = m.game.as_str(),
            requirement = m.game_version.to_string(),
            installed = v.to_string()
        )),
        Err(_) => Some(tr!(
            "mods-game-version-unreadable",
            game = m.game.as_str(),
            requirement = m.game_version.to_string(),
            installed = installed.as_str()
        )),
    }
}

fn dependency_problem(
    m: &Manifest,
    ready: &BTreeMap<String, Version>,
    set: &ModSet,
) -> Option<String> {
    for (dep, req) in &m.dependencies {
        match ready.get(dep) {
            Some(v) if req.matches(v) => continue,
            Some(v) => {
                return Some(tr!(
                    "mods-needs-other-mod-version",
                    dependency = dep.as_str(),
                    requirement = req.to_string(),
                    installed = v.to_string()
                ));
            }
            None => {
                let (dependency, requirement) = (dep.as_str(), req.to_string());
                return Some(match set.find(dep) {
                    Some(e) if e.status == Status::Disabled => {
                        tr!(
                            "mods-needs-disabled-mod",
                            dependency = dependency,
                            requirement = requirement
                        )
                    }
                    Some(ModEntry {
                        status: Status::Refused(r),
                        ..
                    }) => tr!(
                        "mods-needs-refused-mod",
                        dependency = dependency,
                        requirement = requirement,
                        reason = r.as_str()
                    ),
                    Some(_) => tr!(
                        "mods-needs-unusable-mod",
                        dependency = dependency,
                        requirement = requirement
                    ),
                    None => tr!(
                        "mods-needs-missing-mod",
                        dependency = dependency,
                        requirement = requirement
                    ),
                });
            }
        }
    }
    None
}

/// The mod folders in a mods directory, sorted by name; hidden entries (the installer's staging
/// folders, `.DS_Store`) are skipped.
fn read_dir(dir: &Path) -> Vec<ModEntry> {
    let Ok(read) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut paths: Vec<PathBuf> = read
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| !n.starts_with('.'))
        })
        .collect();
    paths.sort();
    let mut out = Vec::new();
    if paths.len() > MODS_PER_DIR_MAX {
        out.push(ModEntry {
            dir: dir.to_path_buf(),
            manifest: None,
            status: Status::Refused(tr!(
                "mods-too-many-entries",
                count = paths.len(),
                most = MODS_PER_DIR_MAX
            )),
            rulesets: Vec::new(),
        });
        paths.truncate(MODS_PER_DIR_MAX);
    }
    for path in paths {
        if path
            .extension()
            .is_some_and(|x| x.eq_ignore_ascii_case("zip"))
        {
            out.push(ModEntry {
                dir: path,
                manifest: None,
                status: Status::Refused(
                    "a packed mod: install it with `game-host mod install FILE` (or drop it on \
                     the window) to use it"
                        .to_string(),
                ),
                rulesets: Vec::new(),
            });
        } else if path.is_dir() {
            out.push(installed_mod(&path));
        }
    }
    out
}

/// One mod folder: its manifest, its state and its rulesets.
pub fn read_mod(dir: &Path) -> ModEntry {
    let file = dir.join(manifest::FILE);
    let name = file.display().to_string();
    let parsed = safe_read::read_in_root(dir, manifest::FILE, manifest::FILE_LIMIT)
        .map_err(|refusal| format!("{name}: {refusal}"))
        .and_then(|text| manifest::parse(&name, &text).map_err(|d| d.to_string()));
    let manifest = match parsed {
        Ok(m) => m,
        Err(reason) => {
            return ModEntry {
                dir: dir.to_path_buf(),
                manifest: None,
                status: Status::Refused(reason),
                rulesets: Vec::new(),
            };
        }
    };
    let rulesets = ruleset_names(dir, &manifest.game);
    let status = if dir.join(DISABLED_MARKER).exists() {
        Status::Disabled
    } else {
        Status::Ready
    };
    ModEntry {
        dir: dir.to_path_buf(),
        manifest: Some(manifest),
        status,
        rulesets,
    }
}

/// A mod found by discovery: [`read_mod`], and its folder must be named by its id (the id is
/// what rulesets and saves refer to, and `mod remove <id>` deletes that folder). A mod being
/// written may live in any folder: `mod check` and `mod pack` read it with [`read_mod`].
fn installed_mod(dir: &Path) -> ModEntry {
    let mut entry = read_mod(dir);
    let name = dir.file_name().and_then(|n| n.to_str()).unwrap_or("");
    if let (Some(m), Status::Ready) = (&entry.manifest, &entry.status)
        && name != m.id
    {
        entry.status =
            Status::Refused(tr!("mods-folder-not-id", folder = name, id = m.id.as_str()));
    }
    entry
}

/// The ruleset names (file stems) in `<dir>/rulesets/<game>/`, sorted, `standard` first.
fn ruleset_names(dir: &Path, game: &str) -> Vec<String> {
    let Ok(read) = std::fs::read_dir(dir.join("rulesets").join(game)) else {
        return Vec::new();
    };
    let mut names: Vec<String> = read
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "toml"))
        .filter_map(|p| p.file_stem()?.to_str().map(str::to_string))
        .filter(|n| !n.starts_with('.'))
        .collect();
    // Sorted before the cap, so the same rulesets are listed whatever order the directory
    // gives.
    names.sort_by_key(|n| (n != "standard", n.clone()));
    names.truncate(RULESETS_PER_MOD_MAX);
    names
}

//! Where each content path's file is: the one path space of [`game_content::packages`]
//! (`rulesets/…`, `scripts/…`, `mods/<id>/…`) mapped onto folders on disk, and back (for hot
//! reload, which sees real paths change).

use super::discovery::ModSet;
use crate::safe_read::{self, Refusal};
use game_content::packages::{MODS_DIR, mod_of};
use game_wire::{Diagnostic, RulesetSource};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The folders behind the content paths: the bundled content root, each usable mod's folder,
/// and the folder of each game that a game package brings.
#[derive(Debug, Clone, Default)]
pub struct Packages {
    bundled: Option<PathBuf>,
    mods: BTreeMap<String, PathBuf>,
    /// Games brought by a game package: their `rulesets/<game>/` and `scripts/<game>/` are in
    /// the package's folder.
    homes: BTreeMap<String, PathBuf>,
}

impl Packages {
    /// The bundled content at `bundled` and the usable mods of `set`.
    pub fn new(bundled: Option<&Path>, set: &ModSet) -> Packages {
        let mut packages = Packages {
            bundled: bundled.map(Path::to_path_buf),
            ..Packages::default()
        };
        for e in set.ready_mods() {
            let Some(m) = &e.manifest else { continue };
            packages.mods.insert(m.id.clone(), e.dir.clone());
            if m.is_game_package() {
                packages.homes.insert(m.game.clone(), e.dir.clone());
            }
        }
        packages
    }

    /// The folder holding `rel` and the path inside it.
    fn locate<'a>(&self, rel: &'a str) -> Option<(&Path, &'a str)> {
        if let Some((id, inner)) = mod_of(rel) {
            return self.mods.get(id).map(|dir| (dir.as_path(), inner));
        }
        if rel.split('/').next() == Some(MODS_DIR) {
            // Not a mod in use: never a folder of the content root that happens to be there.
            return None;
        }
        let mut parts = rel.split('/');
        if let (Some("rulesets" | "scripts"), Some(game)) = (parts.next(), parts.next())
            && let Some(home) = self.homes.get(game)
        {
            return Some((home.as_path(), rel));
        }
        self.bundled.as_deref().map(|root| (root, rel))
    }

    /// Reads a content path as ruleset files are read (a regular file inside its package's
    /// folder, at most 4 MiB, never blocking).
    pub fn read(&self, rel: &str) -> Result<String, Refusal> {
        let (dir, inner) = self.locate(rel).ok_or(Refusal::NotFound)?;
        safe_read::read_in_root(dir, inner, safe_read::RULESET_FILE_LIMIT)
    }

    /// Collects a ruleset and the files it refers to across packages, and the manifest of
    /// each mod it uses (`mods/<id>/mod.toml`): a save embeds the source, so it then records
    /// which version of each mod the match was played with.
    pub fn collect(&self, root: &str) -> Result<RulesetSource, Diagnostic> {
        let mut source = game_content::collect_with(root, |rel| self.read(rel))?;
        let used: std::collections::BTreeSet<String> = source
            .files
            .keys()
            .filter_map(|p| mod_of(p).map(|(id, _)| id.to_string()))
            .collect();
        for id in used {
            let rel = format!("{MODS_DIR}/{id}/{}", super::manifest::FILE);
            if let Some((dir, inner)) = self.locate(&rel)
                && let Ok(text) = safe_read::read_in_root(dir, inner, super::manifest::FILE_LIMIT)
            {
                source.files.insert(rel, text);
            }
        }
        Ok(source)
    }

    /// The file on disk behind a content path (whether or not it exists).
    pub fn real_path(&self, rel: &str) -> Option<PathBuf> {
        self.locate(rel).map(|(dir, inner)| dir.join(inner))
    }

    /// The content path of a file on disk, if it is in one of the packages: the most specific
    /// folder wins (a mod folder inside the content root is the mod's).
    pub fn content_path(&self, real: &Path) -> Option<String> {
        let mut best: Option<(usize, String)> = None;
        let mut consider = |dir: &Path, prefix: String| {
            let rel = real
                .strip_prefix(dir)
                .ok()
                .or_else(|| real.strip_prefix(dir.canonicalize().ok()?).ok())?;
            let parts: Vec<String> = rel
                .components()
                .map(|c| c.as_os_str().to_string_lossy().into_owned())
                .collect();
            if parts.is_empty() {
                return None;
            }
            let depth = dir.components().count();
            if best.as_ref().is_none_or(|(d, _)| depth > *d) {
                best = Some((depth, format!("{prefix}{}", parts.join("/"))));
            }
            Some(())
        };
        if let Some(root) = &self.bundled {
            consider(root, String::new());
        }
        for (game, dir) in &self.homes {
            for kind in ["rulesets", "scripts"] {
                consider(&dir.join(kind).join(game), format!("{kind}/{game}/"));
            }
        }
        for (id, dir) in &self.mods {
            consider(dir, format!("{MODS_DIR}/{id}/"));
        }
        best.map(|(_, rel)| rel)
    }

    /// The folders of the mods in use, to watch for changes.
    pub fn mod_dirs(&self) -> Vec<PathBuf> {
        self.mods.values().cloned().collect()
    }
}

//! Checking a mod before it is used or installed: its game and dependency versions against what
//! is installed, and every ruleset compiled by its game's plugin as a match would compile it —
//! with the mod standing in for an installed copy of the same id, and without changing the mods
//! in use (the GUI installs on a worker thread while its screens list the mods).

use super::discovery::{ModEntry, ModSet, Status};
use super::packages::Packages;
use crate::plugin::Catalog;
use game_sdk::ruleset::packages::mod_ruleset_path;
use game_sdk::wire::CallError;
use std::path::Path;

/// What checking a mod found.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Checked {
    /// Why the mod cannot be used here (its game or a dependency is missing or at another
    /// version); its rulesets are then not compiled.
    pub unusable: Option<String>,
    /// Every problem of its rulesets, `file:line:col: message`, files named in the mod's folder.
    pub rules: Vec<String>,
}

/// `set` with `entry` in place of every mod of its id (and of its folder).
pub fn with_override(set: &ModSet, entry: &ModEntry) -> ModSet {
    let mut out = set.clone();
    out.entries
        .retain(|e| e.id() != entry.id() && e.dir != entry.dir);
    out.entries.insert(0, entry.clone());
    out
}

/// Checks `entry` against the mods in use and `catalog`'s games, compiling its rulesets over
/// the bundled content at `root`.
pub fn check(catalog: &Catalog, root: Option<&Path>, entry: &ModEntry) -> Checked {
    let Some(m) = &entry.manifest else {
        return Checked {
            unusable: Some(status_text(&entry.status)),
            rules: Vec::new(),
        };
    };
    // Found afresh, so that mods refused only because this one was missing (or another
    // version) are decided again with it.
    let mut set = with_override(&super::discover_now(), entry);
    set.check_versions(&super::games(catalog));
    if let Some(e) = set.find(&m.id)
        && let Status::Refused(reason) = &e.status
    {
        return Checked {
            unusable: Some(reason.clone()),
            rules: Vec::new(),
        };
    }
    let Some(plugin) = catalog.find(&m.game) else {
        return Checked {
            unusable: Some(format!("the game `{}` is not installed", m.game)),
            rules: Vec::new(),
        };
    };
    let packages = Packages::new(root, &set);
    let mut rules = Vec::new();
    if entry.rulesets.is_empty() {
        rules.push(format!("no rulesets in rulesets/{}/", m.game));
    }
    for name in &entry.rulesets {
        let rel = mod_ruleset_path(&m.id, &m.game, name);
        let source = match packages.collect(&rel) {
            Ok(source) => source,
            Err(d) => {
                rules.push(d.to_string());
                continue;
            }
        };
        match plugin.compile(&source) {
            Ok(_) => {}
            Err(CallError::Invalid(diags)) => rules.extend(diags.0.iter().map(ToString::to_string)),
            Err(e) => rules.push(format!("{rel}: {e}")),
        }
    }
    Checked {
        unusable: None,
        rules: in_folder(rules, &m.id, &entry.dir),
    }
}

/// Mod paths (`mods/<id>/…`) name the files as installed; show them where they are.
pub fn in_folder(problems: Vec<String>, id: &str, dir: &Path) -> Vec<String> {
    let shown = format!("{}/", dir.display());
    problems
        .into_iter()
        .map(|p| p.replace(&format!("mods/{id}/"), &shown))
        .collect()
}

/// How a mod's status reads in a sentence.
pub fn status_text(status: &Status) -> String {
    match status {
        Status::Ready => "ready".into(),
        Status::Disabled => "it is disabled".into(),
        Status::Refused(reason) => reason.clone(),
    }
}

//! Checking a mod before it is used or installed: its game and dependency versions against what
//! is installed, and every ruleset compiled by its game's plugin as a match would compile it —
//! with the mod standing in for an installed copy of the same id, and without changing the mods
//! in use (the GUI installs on a worker thread while its screens list the mods).

use super::ModsInUse;
use super::discovery::{ModEntry, ModSet, Status};
use super::manifest::Manifest;
use super::native::Consent;
use super::packages::Packages;
use crate::plugin::Catalog;
use crate::tr;
use game_content::packages::mod_ruleset_path;
use std::path::Path;

/// What checking a mod found.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Checked {
    /// Why the mod cannot be used here (its game or a dependency is missing or at another
    /// version); its rulesets are then not compiled.
    pub unusable: Option<String>,
    /// Every problem of its rulesets, `file:line:col: message`, files named in the mod's folder
    /// (and a game package's library that does not load): what refuses an install.
    pub rules: Vec<String>,
    /// A game package whose library for this platform is missing, does not load or is another
    /// game: the one problem in `rules`.
    pub library_fails: bool,
}

/// `set` with `entry` in place of every mod of its id (and of its folder).
pub fn with_override(set: &ModSet, entry: &ModEntry) -> ModSet {
    let mut out = set.clone();
    out.entries
        .retain(|e| e.id() != entry.id() && e.dir != entry.dir);
    out.entries.insert(0, entry.clone());
    out
}

/// Checks `entry` against the mods `in_use` and `catalog`'s games, compiling its rulesets over
/// their bundled content ([`check_playing`] without playing).
pub fn check(catalog: &Catalog, in_use: &ModsInUse, entry: &ModEntry) -> Checked {
    check_playing(catalog, in_use, entry, 0)
}

/// Checks `entry` as `game-host check` checks a ruleset — the same function,
/// [`crate::cli::check::check_ruleset`] — for each of its rulesets: compiled by its game's
/// plugin as a match would, and with `games > 0` played that many random games. The mod stands
/// in for an installed copy of its id, against the other mods found now in the directories of
/// `in_use` and `catalog`'s games; the mods in use do not change. A game package brings its own
/// game: its library for this platform is loaded (through the same checks as every plugin) in
/// place of the plugin of an installed copy of the same package.
pub fn check_playing(
    catalog: &Catalog,
    in_use: &ModsInUse,
    entry: &ModEntry,
    games: u64,
) -> Checked {
    check_consented(catalog, in_use, entry, games, &in_use.consent())
}

/// [`check_playing`] with a game package's library loaded only if `consent` allows it (see
/// [`super::native`]): one not allowed is refused like a library that does not load, and
/// nothing of it is probed or loaded.
pub fn check_consented(
    catalog: &Catalog,
    in_use: &ModsInUse,
    entry: &ModEntry,
    games: u64,
    consent: &Consent,
) -> Checked {
    let Some(m) = &entry.manifest else {
        return Checked {
            unusable: Some(status_text(&entry.status)),
            rules: Vec::new(),
            library_fails: false,
        };
    };
    let unusable = |reason: String| Checked {
        unusable: Some(reason),
        rules: Vec::new(),
        library_fails: false,
    };
    // Found afresh, so that mods refused only because this one was missing (or another
    // version) are decided again with it.
    let found = in_use.discover_now();
    let package_catalog;
    let catalog = if m.is_game_package() {
        match game_package_catalog(catalog, &found, entry, consent) {
            Ok(c) => {
                package_catalog = c;
                &package_catalog
            }
            Err(PackageProblem::GameTaken(reason)) => return unusable(reason),
            // A library that does not load (or is another game) never will: refused like rules
            // that do not compile.
            Err(PackageProblem::Library(reason)) => {
                return Checked {
                    unusable: None,
                    rules: vec![format!(
                        "{}: {reason}",
                        entry.dir.join(super::manifest::FILE).display()
                    )],
                    library_fails: true,
                };
            }
        }
    } else {
        catalog
    };
    let mut set = with_override(&found, entry);
    set.check_versions(&super::games(catalog));
    if let Some(e) = set.find(&m.id)
        && e.status != Status::Ready
    {
        return unusable(status_text(&e.status));
    }
    let root = in_use.content_root();
    let packages = Packages::new(root.as_deref(), &set);
    let mut rules = Vec::new();
    if entry.rulesets.is_empty() {
        rules.push(tr!(
            "mods-file-no-rulesets",
            path = entry.dir.display().to_string(),
            folder = format!("rulesets/{}/", m.game)
        ));
    }
    for name in &entry.rulesets {
        // A game package's rulesets are the game's own (as a match names them).
        let rel = if m.is_game_package() {
            format!("rulesets/{}/{name}.toml", m.game)
        } else {
            mod_ruleset_path(&m.id, &m.game, name)
        };
        if let Err(problems) = crate::cli::check::check_ruleset(catalog, &packages, &rel, games) {
            rules.extend(problems);
        }
        if !m.is_game_package() {
            rules.extend(undeclared_dependencies(m, &entry.dir, name));
        }
    }
    Checked {
        unusable: None,
        rules: in_folder(rules, m, &entry.dir),
        library_fails: false,
    }
}

/// The other mods ruleset `name` of mod `m` (in `dir`) extends without naming them in
/// `[dependencies]`: it works only while they happen to be installed, and an install or upgrade
/// would not check their versions.
fn undeclared_dependencies(m: &Manifest, dir: &Path, name: &str) -> Vec<String> {
    let file = dir
        .join("rulesets")
        .join(&m.game)
        .join(format!("{name}.toml"));
    let Ok(text) = crate::safe_read::read_text(&file, crate::safe_read::RULESET_FILE_LIMIT) else {
        return Vec::new(); // Unreadable: check_ruleset has said why.
    };
    let rel = mod_ruleset_path(&m.id, &m.game, name);
    game_content::references(&rel, &text)
        .iter()
        .filter_map(|path| game_content::packages::mod_of(path).map(|(id, _)| id))
        .filter(|id| *id != m.id && !m.dependencies.contains_key(*id))
        .map(|id| {
            tr!(
                "mods-file-undeclared-dependency",
                path = file.display().to_string(),
                id = id,
                manifest = super::manifest::FILE
            )
        })
        .collect()
}

/// Why a game package's library cannot be used.
enum PackageProblem {
    /// Another plugin already provides its game (the host would skip the package's library).
    GameTaken(String),
    /// Its library for this platform is missing, does not load, or is another game.
    Library(String),
}

/// The plugins of `catalog` with the game package `entry`'s own library loaded in place of the
/// plugin that an installed copy of the same package (found in `found`) provides; or why it
/// cannot be loaded.
fn game_package_catalog(
    catalog: &Catalog,
    found: &ModSet,
    entry: &ModEntry,
    consent: &Consent,
) -> Result<Catalog, PackageProblem> {
    let copies: Vec<&Path> = found
        .entries
        .iter()
        .filter(|e| e.id() == entry.id() && e.dir != entry.dir)
        .map(|e| e.dir.as_path())
        .collect();
    let mut own = Catalog {
        plugins: catalog
            .plugins
            .iter()
            .filter(|p| !copies.iter().any(|dir| p.path().starts_with(dir)))
            .cloned()
            .collect(),
        failures: Vec::new(),
    };
    if let Some(m) = &entry.manifest
        && let Some(other) = own.find(&m.game)
    {
        return Err(PackageProblem::GameTaken(tr!(
            "mods-file-game-taken",
            game = m.game.as_str(),
            path = other.path().display().to_string()
        )));
    }
    super::load_package_plugin(&mut own, entry, consent).map_err(PackageProblem::Library)?;
    Ok(own)
}

/// Mod paths (`mods/<id>/…`) name the files as installed — and a game package's own files
/// are the game's content paths (`rulesets/<game>/…`, `scripts/<game>/…`); show them where
/// they are, in `dir`. A problem repeated (a base ruleset's, reached through each ruleset that
/// extends it) is kept once.
pub fn in_folder(problems: Vec<String>, m: &Manifest, dir: &Path) -> Vec<String> {
    let shown = format!("{}/", dir.display());
    let mut prefixes = vec![(format!("mods/{}/", m.id), shown.clone())];
    if m.is_game_package() {
        for kind in ["rulesets", "scripts"] {
            let inner = format!("{kind}/{}/", m.game);
            prefixes.push((inner.clone(), format!("{shown}{inner}")));
        }
    }
    let mut out: Vec<String> = Vec::new();
    for p in problems {
        let mut p = p;
        for (from, to) in &prefixes {
            p = replace_paths(&p, from, to);
        }
        if !out.contains(&p) {
            out.push(p);
        }
    }
    out
}

/// `text` with each path starting with `from` (at the start, or after a space, a quote, a
/// backtick or a parenthesis: not inside a longer path) starting with `to` instead.
fn replace_paths(text: &str, from: &str, to: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(from) {
        let before = rest[..at].chars().next_back().or(out.chars().next_back());
        let starts_path = before.is_none_or(|c| c.is_whitespace() || "\"'`(".contains(c));
        out.push_str(&rest[..at]);
        out.push_str(if starts_path { to } else { from });
        rest = &rest[at + from.len()..];
    }
    out.push_str(rest);
    out
}

/// How a mod's status reads in a sentence.
pub fn status_text(status: &Status) -> String {
    match status {
        Status::Ready => tr!("mods-file-status-ready"),
        Status::Disabled => tr!("mods-file-status-disabled"),
        Status::Refused(reason) => reason.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_whole_paths_are_shown_in_the_folder() {
        let moved = |t: &str| replace_paths(t, "rulesets/g/", "/w/pkg/rulesets/g/");
        assert_eq!(
            moved("rulesets/g/a.toml:1:2: x"),
            "/w/pkg/rulesets/g/a.toml:1:2: x"
        );
        assert_eq!(
            moved("x (`rulesets/g/b.toml`) and mods/m/rulesets/g/c.toml"),
            "x (`/w/pkg/rulesets/g/b.toml`) and mods/m/rulesets/g/c.toml"
        );
    }
}

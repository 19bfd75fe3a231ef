//! Mods: house rules and whole games as packages a player installs, shares and updates (see
//! `docs/mods.md`).
//!
//! - [`manifest`]: `mod.toml`, read and checked with file:line:col errors.
//! - [`discovery`]: the mods in the search directories, id clashes, game and dependency
//!   versions; a mod that cannot be used is listed with the reason.
//! - [`packages`]: content paths (`mods/<id>/…`) to files on disk and back.
//! - [`archive`]: packing a mod into a zip and reading one back under size and path limits.
//! - [`install`]: installing (atomically replacing an older version), removing, enabling.
//! - [`scaffold`]: `game-host mod new`.
//! - [`validate`]: a mod's versions and rulesets checked before it is used or installed.
//! - [`native`]: a game package's library is loaded only with the player's consent to that
//!   exact file (its SHA-256), unless it ships with the host.
//!
//! The mods in use are decided once when the host starts ([`activate`]) and kept process-wide
//! ([`active`]): every place that loads a ruleset by name (`play`, `simulate`, the GUI, the
//! balance lab, online hosting) then sees the same mods without each being handed them.

pub mod archive;
pub mod discovery;
pub mod install;
pub mod manifest;
pub mod native;
pub mod packages;
pub mod scaffold;
pub mod validate;

pub use discovery::{ModEntry, ModSet, Status};
pub use packages::Packages;

use crate::plugin::Catalog;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, RwLock};

/// Environment variable with extra mods directories (`:`-separated, like `PATH`).
pub const MODS_ENV: &str = "GAME_HOST_MODS";

/// `--mods DIR` of this run, and the mods in use.
static STATE: RwLock<Option<State>> = RwLock::new(None);

#[derive(Debug, Clone)]
struct State {
    extra: Vec<PathBuf>,
    content: Option<PathBuf>,
    set: Arc<ModSet>,
}

/// The user's mods directory when the app was given its data directory (see
/// [`set_user_dir`]).
static USER_DIR: RwLock<Option<PathBuf>> = RwLock::new(None);

/// The user's mods directory, where `mod install` puts mods: `<data dir>/mods`.
pub fn user_dir() -> Option<PathBuf> {
    if let Some(dir) = USER_DIR.read().ok().and_then(|d| d.clone()) {
        return Some(dir);
    }
    crate::gui::storage::DataDir::locate().map(|d| d.root.join("mods"))
}

/// Makes `dir` the user's mods directory (the app's data directory may be given to it rather
/// than found: its tests run in a directory of their own) and finds the mods again — with the
/// content root's `mods/` of `content` when the host has not decided the mods yet.
pub fn set_user_dir(dir: PathBuf, catalog: &Catalog, content: Option<&Path>) -> Arc<ModSet> {
    install::recover(&dir);
    if let Ok(mut user) = USER_DIR.write() {
        *user = Some(dir);
    }
    // The mods are found first and published once: publishing an empty set before finding
    // them let another thread (a second app, a test) see no mods for a moment.
    let (content, extra) = match STATE.read().ok().and_then(|s| s.clone()) {
        Some(state) => (state.content, state.extra),
        None => (content.map(Path::to_path_buf), Vec::new()),
    };
    refresh_in(catalog, content, extra)
}

/// The directories searched for mods, in order: the content root's `mods/` (the mods shipped
/// with the host, and the examples in a checkout), the user's mods directory, then
/// `GAME_HOST_MODS` and `--mods`. Each is a folder of mods or a mod itself.
pub fn search_dirs(content: Option<&Path>, extra: &[PathBuf]) -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> = content.map(|c| c.join("mods")).into_iter().collect();
    dirs.extend(user_dir());
    if let Some(paths) = std::env::var_os(MODS_ENV) {
        dirs.extend(std::env::split_paths(&paths).filter(|p| !p.as_os_str().is_empty()));
    }
    dirs.extend(extra.iter().cloned());
    dirs
}

/// Finds the mods, loads the plugins of game packages into `catalog` (through the same checks
/// and probe as every plugin), checks every mod's game and dependency versions, and makes the
/// result the mods in use.
///
/// First [`install::recover`] finishes or undoes what an install or a removal cut short in the
/// user's mods directory.
pub fn activate(catalog: &mut Catalog, content: Option<&Path>, extra: &[PathBuf]) -> Arc<ModSet> {
    if let Some(dir) = user_dir() {
        install::recover(&dir);
    }
    activate_dirs(catalog, content, extra, &search_dirs(content, extra))
}

/// [`activate`] searching exactly `dirs` (tests, and hosts that keep mods elsewhere); `extra`
/// is remembered for [`refresh`].
pub fn activate_dirs(
    catalog: &mut Catalog,
    content: Option<&Path>,
    extra: &[PathBuf],
    dirs: &[PathBuf],
) -> Arc<ModSet> {
    let mut set = ModSet::discover(dirs);
    load_game_packages(catalog, &mut set, &native::Consent::load(content));
    set.check_versions(&games(catalog));
    let set = Arc::new(set);
    if let Ok(mut state) = STATE.write() {
        *state = Some(State {
            extra: extra.to_vec(),
            content: content.map(Path::to_path_buf),
            set: Arc::clone(&set),
        });
    }
    set
}

/// Finds the mods again (after an install, a removal, an enable) with the same directories,
/// checking versions against `catalog`'s games.
pub fn refresh(catalog: &Catalog) -> Arc<ModSet> {
    let (content, extra) = match STATE.read().ok().and_then(|s| s.clone()) {
        Some(state) => (state.content, state.extra),
        None => (None, Vec::new()),
    };
    refresh_in(catalog, content, extra)
}

/// Finds the mods in the search directories of `content` and `extra` and makes them the mods
/// in use, in one step.
fn refresh_in(catalog: &Catalog, content: Option<PathBuf>, extra: Vec<PathBuf>) -> Arc<ModSet> {
    let mut set = ModSet::discover(&search_dirs(content.as_deref(), &extra));
    loaded_game_packages(catalog, &mut set);
    set.check_versions(&games(catalog));
    let set = Arc::new(set);
    if let Ok(mut state) = STATE.write() {
        *state = Some(State {
            extra,
            content,
            set: Arc::clone(&set),
        });
    }
    set
}

/// The game packages found again after the host started: each is usable only with the plugin
/// loaded from its folder when the host started (a library is loaded once, at the start); one
/// installed since waits for a restart, one whose game another plugin provides is refused as at
/// the start.
fn loaded_game_packages(catalog: &Catalog, set: &mut ModSet) {
    for entry in &mut set.entries {
        let (Status::Ready, Some(m)) = (&entry.status, &entry.manifest) else {
            continue;
        };
        if !m.is_game_package() {
            continue;
        }
        match catalog.find(&m.game) {
            Some(p) if p.path().starts_with(&entry.dir) => {}
            Some(p) => {
                entry.status = Status::Refused(format!(
                    "its plugin did not load: the game `{}` is already provided by {}",
                    m.game,
                    p.path().display()
                ));
            }
            None => {
                entry.status = Status::Refused(format!(
                    "installed while the host runs: the game `{}` is loaded from it at the next \
                     start",
                    m.game
                ));
            }
        }
    }
}

/// The mods in the directories [`activate`] searched, found again now, versions unchecked.
pub fn discover_now() -> ModSet {
    let (content, extra) = match STATE.read().ok().and_then(|s| s.clone()) {
        Some(state) => (state.content, state.extra),
        None => (None, Vec::new()),
    };
    ModSet::discover(&search_dirs(content.as_deref(), &extra))
}

/// The mods in use for the bundled content at `content`: those [`activate`] decided, or
/// before it (the host used as a library, tests) the content root's own `mods/`.
pub fn in_use(content: Option<&Path>) -> Arc<ModSet> {
    let activated = STATE.read().ok().is_some_and(|s| s.is_some());
    match content {
        Some(root) if !activated => Arc::new(ModSet::discover(&[root.join("mods")])),
        _ => active(),
    }
}

/// The content root whose `mods/` ship with the host, as [`activate`] was given it.
pub fn content_root() -> Option<PathBuf> {
    STATE.read().ok().and_then(|s| s.as_ref()?.content.clone())
}

/// The mods in use (none before [`activate`]).
pub fn active() -> Arc<ModSet> {
    STATE
        .read()
        .ok()
        .and_then(|s| s.as_ref().map(|s| Arc::clone(&s.set)))
        .unwrap_or_default()
}

/// Each game's id and plugin version.
pub fn games(catalog: &Catalog) -> BTreeMap<String, String> {
    catalog
        .plugins
        .iter()
        .map(|p| (p.info().id.clone(), p.info().version.clone()))
        .collect()
}

/// Loads each ready game package's library for this platform; a package without one, whose
/// library is not allowed (see [`native`]), fails, or is another game is refused with the
/// reason.
fn load_game_packages(catalog: &mut Catalog, set: &mut ModSet, consent: &native::Consent) {
    for entry in &mut set.entries {
        let (Status::Ready, Some(m)) = (&entry.status, &entry.manifest) else {
            continue;
        };
        if !m.is_game_package() {
            continue;
        }
        if let Err(reason) = load_package_plugin(catalog, entry, consent) {
            entry.status = Status::Refused(reason);
        }
    }
}

/// Loads the library of the game package `entry` for this platform into `catalog`, through the
/// same checks as every plugin (the file's header, then a probe process, then the load), and
/// checks that it is the game its manifest names. On failure the reason, and `catalog` has no
/// plugin from it (a library loaded stays mapped: a plugin is never unloaded).
///
/// Before anything of it is probed or loaded, its SHA-256 must be one `consent` allows (or the
/// mod ships with the host): its code runs with the user's rights from the first load.
pub fn load_package_plugin(
    catalog: &mut Catalog,
    entry: &ModEntry,
    consent: &native::Consent,
) -> Result<(), String> {
    let Some(m) = entry.manifest.as_ref().filter(|m| m.is_game_package()) else {
        return Err(format!("{}: not a game package", entry.label()));
    };
    let path = match native::native_code(entry) {
        native::Native::Library(lib) => {
            if let Some(refusal) = consent.refusal(&entry.dir, &lib) {
                return Err(refusal);
            }
            lib.path
        }
        native::Native::OtherPlatforms(_) | native::Native::None => {
            return Err(format!(
                "a game package with no plugin for this platform ({}); it has: {}",
                manifest::Manifest::platform(),
                m.plugin.keys().cloned().collect::<Vec<_>>().join(", ")
            ));
        }
        native::Native::Unreadable(reason) => {
            return Err(format!("its plugin did not load: {reason}"));
        }
    };
    let failures_before = catalog.failures.len();
    catalog.add(&path);
    if let Some(failure) = catalog
        .failures
        .get(failures_before..)
        .and_then(|f| f.first())
    {
        return Err(format!("its plugin did not load: {}", failure.reason));
    }
    let Some(plugin) = catalog.plugins.iter().find(|p| p.path() == path) else {
        return Err(format!("its plugin {} did not load", path.display()));
    };
    if plugin.info().id != m.game {
        let reason = format!(
            "its plugin is the game `{}`, but mod.toml says `{}`",
            plugin.info().id,
            m.game
        );
        catalog.plugins.retain(|p| p.path() != path);
        return Err(reason);
    }
    Ok(())
}

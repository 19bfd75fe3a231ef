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
//! - [`in_use`]: the mods in use by one host ([`ModsInUse`]), decided once when it starts and
//!   handed to every place that loads a ruleset by name.

use crate::tr;
pub mod archive;
pub mod discovery;
pub mod in_use;
pub mod install;
pub mod manifest;
pub mod native;
pub mod packages;
pub mod scaffold;
pub mod validate;

pub use discovery::{ModEntry, ModSet, Status};
pub use in_use::ModsInUse;
pub use packages::Packages;

use crate::plugin::Catalog;
use std::collections::BTreeMap;

/// Environment variable with extra mods directories (`:`-separated, like `PATH`).
pub const MODS_ENV: &str = "GAME_HOST_MODS";

/// The game packages found again after the host started: each is usable only with the plugin
/// loaded from its folder when the host started (a library is loaded once, at the start); one
/// installed since waits for a restart, one whose game another plugin provides is refused as at
/// the start.
pub(super) fn loaded_game_packages(catalog: &Catalog, set: &mut ModSet) {
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
                entry.status = Status::Refused(tr!(
                    "mods-game-provided-elsewhere",
                    game = m.game.as_str(),
                    path = p.path().display().to_string()
                ));
            }
            None => {
                entry.status = Status::Refused(tr!("mods-game-next-start", game = m.game.as_str()));
            }
        }
    }
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
pub(super) fn load_game_packages(
    catalog: &mut Catalog,
    set: &mut ModSet,
    consent: &native::Consent,
) {
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
        return Err(tr!("mods-not-a-package", name = entry.label()));
    };
    let path = match native::native_code(entry) {
        native::Native::Library(lib) => {
            if let Some(refusal) = consent.refusal(&entry.dir, &lib) {
                return Err(refusal);
            }
            lib.path
        }
        native::Native::OtherPlatforms(_) | native::Native::None => {
            return Err(tr!(
                "mods-no-plugin-for-platform",
                platform = manifest::Manifest::platform(),
                platforms = m.plugin.keys().cloned().collect::<Vec<_>>().join(", ")
            ));
        }
        native::Native::Unreadable(reason) => {
            return Err(tr!("mods-plugin-did-not-load", reason = reason.to_string()));
        }
    };
    let failures_before = catalog.failures.len();
    catalog.add(&path);
    if let Some(failure) = catalog
        .failures
        .get(failures_before..)
        .and_then(|f| f.first())
    {
        return Err(tr!(
            "mods-plugin-did-not-load",
            reason = failure.reason.as_str()
        ));
    }
    let Some(plugin) = catalog.plugins.iter().find(|p| p.path() == path) else {
        return Err(tr!(
            "mods-plugin-path-did-not-load",
            path = path.display().to_string()
        ));
    };
    if plugin.info().id != m.game {
        let reason = tr!(
            "mods-plugin-other-game",
            plugin = plugin.info().id.as_str(),
            game = m.game.as_str()
        );
        catalog.plugins.retain(|p| p.path() != path);
        return Err(reason);
    }
    Ok(())
}

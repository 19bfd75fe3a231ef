//! The mods in use by one host — a command, the app, a test — and where they are searched.
//!
//! A value, not process-wide state: each host decides its mods once ([`ModsInUse::activate`])
//! and hands the value to whatever loads a ruleset by name (`play`, `simulate`, the GUI, the
//! balance lab, online hosting, hot reload). Clones share one set, so that a refresh after an
//! install, a removal or an enable is seen at once by every holder of the same host's value
//! (the app's screens, its reload worker), and two hosts in one process (tests) never see each
//! other's mods.

use super::discovery::ModSet;
use super::packages::Packages;
use super::{games, install, load_game_packages, loaded_game_packages, native};
use crate::plugin::Catalog;
use std::path::{Path, PathBuf};
use std::sync::{Arc, RwLock};

/// The mods in use and the directories they were found in (see the module's doc).
#[derive(Debug, Clone, Default)]
pub struct ModsInUse {
    state: Arc<RwLock<State>>,
}

#[derive(Debug, Clone, Default)]
struct State {
    /// The content root whose `mods/` ship with the host.
    content: Option<PathBuf>,
    /// The user's mods directory (`<data dir>/mods`), where `mod install` puts mods.
    user: Option<PathBuf>,
    /// `--mods DIR` of this run.
    extra: Vec<PathBuf>,
    set: Arc<ModSet>,
}

impl ModsInUse {
    /// Finds the mods for the bundled content at `content`, the user's mods directory (of the
    /// data directory found as the app finds it) and `extra` (`--mods`), loads the plugins of
    /// game packages into `catalog` (through the same checks and probe as every plugin) and
    /// checks every mod's game and dependency versions.
    ///
    /// First [`install::recover`] finishes or undoes what an install or a removal cut short in
    /// the user's mods directory.
    pub fn activate(catalog: &mut Catalog, content: Option<&Path>, extra: &[PathBuf]) -> ModsInUse {
        let user = crate::gui::storage::DataDir::locate().map(|d| d.root.join("mods"));
        if let Some(dir) = &user {
            install::recover(dir);
        }
        let dirs = search_dirs(content, user.as_deref(), extra);
        Self::activate_in(catalog, content, user, extra, &dirs)
    }

    /// [`ModsInUse::activate`] searching exactly `dirs`, with no user's mods directory (tests,
    /// and hosts that keep mods elsewhere); `content` and `extra` are kept for
    /// [`ModsInUse::refresh`].
    pub fn activate_dirs(
        catalog: &mut Catalog,
        content: Option<&Path>,
        extra: &[PathBuf],
        dirs: &[PathBuf],
    ) -> ModsInUse {
        Self::activate_in(catalog, content, None, extra, dirs)
    }

    fn activate_in(
        catalog: &mut Catalog,
        content: Option<&Path>,
        user: Option<PathBuf>,
        extra: &[PathBuf],
        dirs: &[PathBuf],
    ) -> ModsInUse {
        let mut set = ModSet::discover(dirs);
        let consent = native::Consent::in_dirs(user.as_deref(), content);
        load_game_packages(catalog, &mut set, &consent);
        set.check_versions(&games(catalog));
        ModsInUse::with_state(State {
            content: content.map(Path::to_path_buf),
            user,
            extra: extra.to_vec(),
            set: Arc::new(set),
        })
    }

    /// The mods shipped in the content root's `mods/` only, versions unchecked: the host used
    /// as a library (tests) with the bundled content and nothing a user installed.
    pub fn bundled(content: Option<&Path>) -> ModsInUse {
        let dirs: Vec<PathBuf> = content.map(|c| c.join("mods")).into_iter().collect();
        ModsInUse::with_state(State {
            content: content.map(Path::to_path_buf),
            set: Arc::new(ModSet::discover(&dirs)),
            ..State::default()
        })
    }

    fn with_state(state: State) -> ModsInUse {
        ModsInUse {
            state: Arc::new(RwLock::new(state)),
        }
    }

    /// A copy of the state; a poisoned lock (a panic while it was written, which replaces it
    /// whole) still holds a complete state.
    fn state(&self) -> State {
        match self.state.read() {
            Ok(state) => state.clone(),
            Err(poisoned) => poisoned.into_inner().clone(),
        }
    }

    fn publish(&self, set: ModSet) -> Arc<ModSet> {
        let set = Arc::new(set);
        match self.state.write() {
            Ok(mut state) => state.set = Arc::clone(&set),
            Err(poisoned) => poisoned.into_inner().set = Arc::clone(&set),
        }
        set
    }

    /// The mods in use.
    pub fn set(&self) -> Arc<ModSet> {
        self.state().set
    }

    /// The bundled content and the usable mods, as content paths map onto folders.
    pub fn packages(&self, bundled: Option<&Path>) -> Packages {
        Packages::new(bundled, &self.set())
    }

    /// The content root whose `mods/` ship with the host.
    pub fn content_root(&self) -> Option<PathBuf> {
        self.state().content
    }

    /// The user's mods directory, where `mod install` puts mods: `<data dir>/mods`.
    pub fn user_dir(&self) -> Option<PathBuf> {
        self.state().user
    }

    /// The consents to game packages' libraries kept in the user's mods directory, the
    /// bundled mods trusted.
    pub fn consent(&self) -> native::Consent {
        let state = self.state();
        native::Consent::in_dirs(state.user.as_deref(), state.content.as_deref())
    }

    /// The directories searched for mods (see [`search_dirs`]).
    pub fn search_dirs(&self) -> Vec<PathBuf> {
        let state = self.state();
        search_dirs(
            state.content.as_deref(),
            state.user.as_deref(),
            &state.extra,
        )
    }

    /// Makes `dir` the user's mods directory (the app's data directory may be given to it
    /// rather than found: its tests run in a directory of their own), finishing what an install
    /// cut short there, and finds the mods again.
    pub fn set_user_dir(&self, dir: PathBuf, catalog: &Catalog) -> Arc<ModSet> {
        install::recover(&dir);
        match self.state.write() {
            Ok(mut state) => state.user = Some(dir),
            Err(poisoned) => poisoned.into_inner().user = Some(dir),
        }
        self.refresh(catalog)
    }

    /// Finds the mods again (after an install, a removal, an enable) in the same directories,
    /// checking versions against `catalog`'s games, and makes them the mods in use in one
    /// step: another holder never sees an empty set in between.
    pub fn refresh(&self, catalog: &Catalog) -> Arc<ModSet> {
        let mut set = ModSet::discover(&self.search_dirs());
        loaded_game_packages(catalog, &mut set);
        set.check_versions(&games(catalog));
        self.publish(set)
    }

    /// The mods in the directories searched, found again now, versions unchecked.
    pub fn discover_now(&self) -> ModSet {
        ModSet::discover(&self.search_dirs())
    }
}

/// The directories searched for mods, in order: the content root's `mods/` (the mods shipped
/// with the host, and the examples in a checkout), the user's mods directory, then
/// `GAME_HOST_MODS` and `--mods`. Each is a folder of mods or a mod itself.
pub fn search_dirs(content: Option<&Path>, user: Option<&Path>, extra: &[PathBuf]) -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> = content.map(|c| c.join("mods")).into_iter().collect();
    dirs.extend(user.map(Path::to_path_buf));
    if let Some(paths) = std::env::var_os(super::MODS_ENV) {
        dirs.extend(std::env::split_paths(&paths).filter(|p| !p.as_os_str().is_empty()));
    }
    dirs.extend(extra.iter().cloned());
    dirs
}

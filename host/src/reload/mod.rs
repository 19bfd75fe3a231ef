//! Hot reload: watches the content directories and recompiles the rulesets of running matches
//! when their files change.
//!
//! A [`Reloader`] watches directories (never single files: an editor's rename-over save would
//! lose a file watch) through a debouncer, so that every way an editor saves — in place, to a
//! temporary file renamed over the original, delete and recreate, several files at once — ends
//! as one batch of changed paths. For every tracked ruleset that uses one of those paths (its
//! own file, a file of its `extends` chain, a script, or a file it refers to that is missing)
//! the worker thread collects the ruleset again and, when the text differs from what it last
//! saw, compiles it in the plugin — off the UI thread. The result goes to the reloader's sink
//! as a [`ReloadEvent`]; the owner of each match swaps the new rules in with
//! [`crate::session::Session::reload`], which keeps the state (or replays the record when the
//! state no longer fits), so the swap itself never blocks on a compile.

pub mod diff;

use crate::mods::{ModsInUse, Packages};
use crate::plugin::{Plugin, Rules};
use crate::tr;
use game_wire::CallError;
use game_wire::{Diagnostic, RulesetSource};
use notify::event::ModifyKind;
use notify::{EventKind, RecursiveMode};
use notify_debouncer_full::{DebounceEventResult, new_debouncer};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, mpsc};
use std::time::{Duration, Instant};

/// How the reloader watches.
#[derive(Debug, Clone)]
pub struct ReloadConfig {
    /// Quiet time after the last change to a file before the batch is handled. Long enough to
    /// merge an editor's several writes of one save, short enough to feel immediate.
    pub debounce: Duration,
    /// Directories to watch besides the content root's `rulesets/` and `scripts/` and the
    /// folders of the mods in use (only changes inside those can concern a ruleset).
    pub extra_dirs: Vec<PathBuf>,
}

impl Default for ReloadConfig {
    fn default() -> Self {
        Self {
            debounce: Duration::from_millis(100),
            extra_dirs: Vec::new(),
        }
    }
}

/// A ruleset recompiled after a change, ready to be swapped into its matches.
#[derive(Debug)]
pub struct Reloaded {
    /// The game's id.
    pub game: String,
    /// The ruleset's file (content-root relative), as in [`RulesetSource::root`].
    pub ruleset: String,
    /// The ruleset's new files.
    pub source: RulesetSource,
    /// The compiled new rules.
    pub rules: Rules,
    /// The files whose text changed since the rules last in force (content-root relative).
    pub files: Vec<String>,
    /// What changed, in words, where it can be told (TOML keys: `cards.A1.strength: 1 -> 3`).
    pub changes: Vec<String>,
    /// When the change was noticed (the debounced batch arrived).
    pub noticed: Instant,
}

/// A ruleset that no longer compiles after a change; the old rules stay in force.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReloadFailed {
    pub game: String,
    pub ruleset: String,
    /// The files that changed since the rules in force.
    pub files: Vec<String>,
    /// Every problem, located by file, line and column.
    pub problems: Vec<Diagnostic>,
}

impl ReloadFailed {
    /// The problems, one per line, `file:line:col: message`.
    pub fn message(&self) -> String {
        self.problems
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join("\n")
    }
}

/// What the reloader reports.
#[derive(Debug)]
pub enum ReloadEvent {
    Reloaded(Box<Reloaded>),
    Failed(ReloadFailed),
    /// The watcher itself reported a problem (a directory vanished, too many watches, …).
    WatchError(String),
    /// A mod folder appeared in, or left, the user's mods directory: a mod was installed,
    /// upgraded or removed by another process (`game-host mod install` in a terminal). The mods
    /// in use are to be found again ([`Reloader::refresh_mods`]).
    ModsChanged,
}

impl ReloadEvent {
    /// The game and ruleset the event is about, if any.
    pub fn target(&self) -> Option<(&str, &str)> {
        match self {
            ReloadEvent::Reloaded(r) => Some((&r.game, &r.ruleset)),
            ReloadEvent::Failed(f) => Some((&f.game, &f.ruleset)),
            ReloadEvent::WatchError(_) | ReloadEvent::ModsChanged => None,
        }
    }
}

/// A ruleset in use by at least one running match.
#[derive(Debug)]
struct Tracked {
    plugin: Arc<Plugin>,
    /// The source of the rules in force.
    good: RulesetSource,
    /// The source last compiled (good or not): an unchanged re-save is not compiled again.
    seen: RulesetSource,
    /// Every path whose change can affect the ruleset.
    uses: BTreeSet<String>,
}

/// Key of a tracked ruleset: (game id, ruleset root).
type Key = (String, String);

/// The set of tracked rulesets, shared with the worker thread.
type Registry = Arc<Mutex<BTreeMap<Key, Tracked>>>;

/// Watches the content directories and reports recompiled rulesets to its sink.
pub struct Reloader {
    _debouncer: notify_debouncer_full::Debouncer<
        notify::RecommendedWatcher,
        notify_debouncer_full::RecommendedCache,
    >,
    registry: Registry,
    watched: Vec<PathBuf>,
    /// Where each content path's file is; replaced when the mods in use change.
    packages: Arc<Mutex<Packages>>,
    root: PathBuf,
    /// The host's mods in use, read again by [`Reloader::refresh_mods`].
    mods: ModsInUse,
}

impl std::fmt::Debug for Reloader {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Reloader")
            .field("watched", &self.watched)
            .finish_non_exhaustive()
    }
}

/// Every path a ruleset's change depends on: its files and whatever its TOML files refer to
/// (so that creating a missing script, or fixing a broken `extends`, is noticed).
fn uses_of(source: &RulesetSource) -> BTreeSet<String> {
    let mut out: BTreeSet<String> = source.files.keys().cloned().collect();
    out.insert(source.root.clone());
    for (path, text) in &source.files {
        if path.ends_with(".toml") {
            out.extend(game_content::references(path, text));
        }
    }
    out
}

/// The files whose text differs between two sources.
fn changed_files(old: &RulesetSource, new: &RulesetSource) -> Vec<String> {
    let paths: BTreeSet<&String> = old.files.keys().chain(new.files.keys()).collect();
    paths
        .into_iter()
        .filter(|p| old.files.get(*p) != new.files.get(*p))
        .cloned()
        .collect()
}

impl Reloader {
    /// Starts watching `content_root`'s `rulesets/` and `scripts/` (those that exist), the
    /// folder of each mod of `mods` and `config.extra_dirs`. `sink` receives every event, on the
    /// worker thread: it should only hand the event over (a channel send, a repaint request).
    pub fn start(
        content_root: &Path,
        mods: &ModsInUse,
        config: ReloadConfig,
        sink: impl Fn(ReloadEvent) + Send + 'static,
    ) -> Result<Reloader, String> {
        let root = content_root
            .canonicalize()
            .map_err(|e| format!("{}: {e}", content_root.display()))?;
        let (tx, rx) = mpsc::channel::<DebounceEventResult>();
        let mut debouncer = new_debouncer(config.debounce, None, tx)
            .map_err(|e| tr!("reload-cannot-start-watching", error = e.to_string()))?;
        let mut watched = Vec::new();
        // Changed files are named by their content path (`mods/<id>/…` in a mod), as the
        // rulesets' sources name them.
        let packages = mods.packages(Some(&root));
        let shared = Arc::new(Mutex::new(packages.clone()));
        let dirs = [root.join("rulesets"), root.join("scripts")]
            .into_iter()
            .filter(|d| d.is_dir())
            .chain(packages.mod_dirs().into_iter().filter(|d| d.is_dir()))
            .chain(config.extra_dirs.iter().map(|d| root.join(d)));
        for dir in dirs {
            let dir = dir.canonicalize().map_err(|e| cannot_watch(&dir, &e))?;
            debouncer
                .watch(&dir, RecursiveMode::Recursive)
                .map_err(|e| cannot_watch(&dir, &e))?;
            watched.push(dir);
        }
        // The user's mods directory itself (not its mods, watched above): a folder appearing or
        // leaving there is a mod installed or removed by another process.
        // Made if missing (it is the app's own data folder): a first install from a terminal
        // creates it, and a folder that does not exist yet cannot be watched.
        let mods_dir = mods
            .user_dir()
            .filter(|d| d.is_dir() || std::fs::create_dir_all(d).is_ok())
            .and_then(|d| d.canonicalize().ok());
        if let Some(dir) = &mods_dir {
            debouncer
                .watch(dir, RecursiveMode::NonRecursive)
                .map_err(|e| cannot_watch(dir, &e))?;
        }
        let registry: Registry = Arc::default();
        let worker_registry = Arc::clone(&registry);
        let worker_packages = Arc::clone(&shared);
        std::thread::Builder::new()
            .name("reload".into())
            .spawn(move || {
                worker(
                    &worker_packages,
                    mods_dir.as_deref(),
                    &rx,
                    &worker_registry,
                    &sink,
                )
            })
            .map_err(|e| tr!("reload-no-thread", error = e.to_string()))?;
        Ok(Reloader {
            _debouncer: debouncer,
            registry,
            watched,
            packages: shared,
            root,
            mods: mods.clone(),
        })
    }

    /// Follows a change of the mods in use (installed, upgraded, removed, enabled, disabled
    /// while the app runs): watches the folders of mods that are new, watches again the folder
    /// of each mod already watched (an upgrade puts a new folder at the same path: a watch
    /// follows the old folder, which is moved aside and deleted), and reads every file from
    /// where it now is. Returns the problems of folders that could not be watched.
    pub fn refresh_mods(&mut self) -> Vec<String> {
        let packages = self.mods.packages(Some(&self.root));
        let mut problems = Vec::new();
        for dir in packages.mod_dirs() {
            let Ok(dir) = dir.canonicalize() else {
                continue;
            };
            if let Some(at) = self.watched.iter().position(|w| *w == dir) {
                let _ = self._debouncer.unwatch(&dir);
                self.watched.remove(at);
            } else if self.watched.iter().any(|w| dir.starts_with(w)) {
                // Inside a folder watched as a whole: a new folder in it is followed.
                continue;
            }
            match self._debouncer.watch(&dir, RecursiveMode::Recursive) {
                Ok(()) => self.watched.push(dir),
                Err(e) => problems.push(cannot_watch(&dir, &e)),
            }
        }
        if let Ok(mut shared) = self.packages.lock() {
            *shared = packages;
        }
        problems
    }

    /// The directories watched.
    pub fn watched(&self) -> &[PathBuf] {
        &self.watched
    }

    /// Reloads `source` (a ruleset of `plugin`'s game) when its files change. Tracking the same
    /// ruleset again replaces what was known of it.
    pub fn track(&self, plugin: &Arc<Plugin>, source: &RulesetSource) {
        let key = (plugin.info().id.clone(), source.root.clone());
        let tracked = Tracked {
            plugin: Arc::clone(plugin),
            good: source.clone(),
            seen: source.clone(),
            uses: uses_of(source),
        };
        if let Ok(mut map) = self.registry.lock() {
            map.insert(key, tracked);
        }
    }

    /// Says that the match refused the last reload of `source.root` (the rules compiled but the
    /// match could not be put under them) and runs under `source`: the next reload's changes are
    /// described against the rules in force, not against the refused ones.
    pub fn in_force(&self, game: &str, source: &RulesetSource) {
        if let Ok(mut map) = self.registry.lock()
            && let Some(tracked) = map.get_mut(&(game.to_string(), source.root.clone()))
        {
            tracked.good = source.clone();
        }
    }

    /// Stops reloading a ruleset (when its last match closed).
    pub fn untrack(&self, game: &str, ruleset: &str) {
        if let Ok(mut map) = self.registry.lock() {
            map.remove(&(game.to_string(), ruleset.to_string()));
        }
    }
}

/// The worker: turns debounced batches into compiled rulesets. Ends when the debouncer (owned
/// by the [`Reloader`]) is dropped.
fn worker(
    packages: &Mutex<Packages>,
    mods_dir: Option<&Path>,
    rx: &mpsc::Receiver<DebounceEventResult>,
    registry: &Registry,
    sink: &impl Fn(ReloadEvent),
) {
    while let Ok(result) = rx.recv() {
        let noticed = Instant::now();
        let events = match result {
            Ok(events) => events,
            Err(errors) => {
                for e in errors {
                    sink(ReloadEvent::WatchError(e.to_string()));
                }
                continue;
            }
        };
        if let Some(dir) = mods_dir
            && events.iter().any(|e| {
                matches!(
                    e.kind,
                    EventKind::Create(_)
                        | EventKind::Remove(_)
                        | EventKind::Modify(ModifyKind::Name(_))
                ) && e.paths.iter().any(|p| p.parent() == Some(dir))
            })
        {
            sink(ReloadEvent::ModsChanged);
        }
        let Ok(packages) = packages.lock().map(|p| p.clone()) else {
            return;
        };
        let changed: BTreeSet<String> = events
            .iter()
            .filter(|e| !matches!(e.kind, EventKind::Access(_)))
            .flat_map(|e| e.paths.iter())
            .filter_map(|p| packages.content_path(p))
            .collect();
        if changed.is_empty() {
            continue;
        }
        // Compile under the lock: the registry only ever waits on this thread, and a match
        // tracked meanwhile must not miss the new text.
        let Ok(mut map) = registry.lock() else {
            return;
        };
        for ((game, ruleset), tracked) in map.iter_mut() {
            if tracked.uses.is_disjoint(&changed) {
                continue;
            }
            if let Some(event) = recompile(&packages, game, ruleset, tracked, noticed) {
                sink(event);
            }
        }
    }
}

/// Collects and compiles one affected ruleset; `None` when its text did not really change.
fn recompile(
    packages: &Packages,
    game: &str,
    ruleset: &str,
    tracked: &mut Tracked,
    noticed: Instant,
) -> Option<ReloadEvent> {
    let failed = |files: Vec<String>, problems: Vec<Diagnostic>| {
        ReloadEvent::Failed(ReloadFailed {
            game: game.to_string(),
            ruleset: ruleset.to_string(),
            files,
            problems,
        })
    };
    let source = match packages.collect(ruleset) {
        Ok(source) => source,
        Err(d) => {
            // The root is gone or unreadable (mid delete-and-recreate, or deleted): keep
            // watching it; the next save is picked up.
            tracked.seen = RulesetSource::default();
            return Some(failed(vec![ruleset.to_string()], vec![d]));
        }
    };
    if source == tracked.seen {
        return None;
    }
    tracked.seen = source.clone();
    tracked.uses.extend(uses_of(&source));
    let files = changed_files(&tracked.good, &source);
    match tracked.plugin.compile(&source) {
        Ok(rules) => {
            let changes = diff::describe(&tracked.good, &source, &files);
            tracked.good = source.clone();
            tracked.uses = uses_of(&source);
            Some(ReloadEvent::Reloaded(Box::new(Reloaded {
                game: game.to_string(),
                ruleset: ruleset.to_string(),
                source,
                rules,
                files,
                changes,
                noticed,
            })))
        }
        Err(CallError::Invalid(diags)) => Some(failed(files, diags.0)),
        Err(e) => Some(failed(
            files,
            vec![Diagnostic::file(ruleset, e.to_string())],
        )),
    }
}

/// Why a folder cannot be watched, said.
fn cannot_watch(dir: &Path, error: &dyn std::fmt::Display) -> String {
    tr!(
        "reload-cannot-watch",
        path = dir.display().to_string(),
        error = error.to_string()
    )
}

//! Finding plugins: next to the executable, where an installed app keeps them
//! (`<prefix>/lib/game-host/plugins` beside `<prefix>/bin/game-host`), in `target/<profile>/`
//! during development, and in directories named by `GAME_HOST_PLUGIN_PATH` or `--plugins`.

use super::ffi::Plugin;
use super::header;
use super::probe::{Prober, Verdict};
use crate::tr;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Environment variable with extra plugin directories (`:`-separated, like `PATH`).
pub const PLUGIN_PATH_ENV: &str = "GAME_HOST_PLUGIN_PATH";

/// A library that was found but not loaded, and why.
#[derive(Debug, Clone)]
pub struct LoadFailure {
    pub path: PathBuf,
    pub reason: String,
}

/// Every plugin found, and every library that failed.
#[derive(Debug, Default)]
pub struct Catalog {
    pub plugins: Vec<Arc<Plugin>>,
    pub failures: Vec<LoadFailure>,
}

/// The directories searched, in order: `extra`, then `GAME_HOST_PLUGIN_PATH`, then the
/// executable's directory and its `plugins/` subdirectory, then an installed app's
/// `../lib/game-host/plugins` (the package and the archive put them there); a test binary in
/// `target/<profile>/deps/` also searches `target/<profile>/`.
pub fn plugin_dirs(extra: &[PathBuf]) -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> = extra.to_vec();
    if let Some(paths) = std::env::var_os(PLUGIN_PATH_ENV) {
        dirs.extend(std::env::split_paths(&paths));
    }
    if let Some(exe_dir) = std::env::current_exe()
        .ok()
        .and_then(|p| p.parent().map(Path::to_path_buf))
    {
        if exe_dir.file_name().is_some_and(|n| n == "deps")
            && let Some(profile_dir) = exe_dir.parent()
        {
            dirs.push(profile_dir.to_path_buf());
        }
        dirs.push(exe_dir.join("plugins"));
        if let Some(prefix) = exe_dir.parent() {
            dirs.push(prefix.join("lib").join("game-host").join("plugins"));
        }
        dirs.push(exe_dir);
    }
    dirs
}

/// The reason a second library of game `id` is skipped, naming the one in use.
fn duplicate(id: &str, first: &Path) -> String {
    tr!(
        "plugin-duplicate-game",
        game = id,
        path = first.display().to_string()
    )
}

fn is_library(path: &Path) -> bool {
    let Some(name) = path.file_name().and_then(|n| n.to_str()) else {
        return false;
    };
    name.starts_with(std::env::consts::DLL_PREFIX) && name.ends_with(std::env::consts::DLL_SUFFIX)
}

/// The libraries in `dirs`, in search order, each file once (by canonical path).
fn candidates(dirs: &[PathBuf]) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut seen_files = BTreeSet::new();
    for dir in dirs {
        let Ok(entries) = std::fs::read_dir(dir) else {
            continue;
        };
        let mut files: Vec<PathBuf> = entries
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| is_library(p))
            .collect();
        files.sort();
        for file in files {
            let canonical = file.canonicalize().unwrap_or_else(|_| file.clone());
            if seen_files.insert(canonical) {
                out.push(file);
            }
        }
    }
    out
}

impl Catalog {
    /// Loads every library in `dirs`. Nothing here can fail as a whole: each problem becomes a
    /// [`LoadFailure`]. Each library is first checked as a file ([`super::header`]: a regular
    /// file, a library of this platform, not truncated), then loaded in a probe process
    /// ([`super::probe`]) so that one that crashes, exits or hangs while loading is skipped
    /// with the reason; only then is it loaded into this process.
    pub fn discover(dirs: &[PathBuf]) -> Catalog {
        Self::discover_with(dirs, &Prober::from_env())
    }

    /// [`Catalog::discover`] with a given prober (a cache of its own, another timeout).
    pub fn discover_with(dirs: &[PathBuf], prober: &Prober) -> Catalog {
        let mut catalog = Catalog::default();
        catalog.add_all(&candidates(dirs), prober);
        catalog
            .plugins
            .sort_by(|a, b| a.info().id.cmp(&b.info().id));
        catalog
    }

    /// Loads one library into the catalog (or records why it could not be).
    pub fn add(&mut self, path: &Path) {
        self.add_all(&[path.to_path_buf()], &Prober::from_env());
    }

    /// Checks, probes and loads `files`, in order (the first of two libraries with the same
    /// game id is used; the second is a failure naming both).
    pub fn add_all(&mut self, files: &[PathBuf], prober: &Prober) {
        let checked: Vec<Result<(), String>> =
            files.iter().map(|f| header::check_library(f)).collect();
        let to_probe: Vec<PathBuf> = files
            .iter()
            .zip(&checked)
            .filter(|(_, c)| c.is_ok())
            .map(|(f, _)| f.clone())
            .collect();
        let mut verdicts = prober.verdicts(&to_probe).into_iter();
        let mut warned = false;
        for (file, check) in files.iter().zip(checked) {
            if let Err(reason) = check {
                self.fail(file, reason);
                continue;
            }
            let Some(verdict) = verdicts.next() else {
                continue;
            };
            match verdict {
                Verdict::Loads { id } => {
                    if let Some(first) = self.find(&id) {
                        let reason = duplicate(&id, first.path());
                        self.fail(file, reason);
                    } else {
                        self.load(file);
                    }
                }
                Verdict::Unprobed { reason } => {
                    if !warned {
                        tracing::warn!("plugins are loaded without a probe: {reason}");
                        warned = true;
                    }
                    self.load(file);
                }
                other => self.fail(file, other.to_string()),
            }
        }
    }

    fn fail(&mut self, path: &Path, reason: String) {
        self.failures.push(LoadFailure {
            path: path.to_path_buf(),
            reason,
        });
    }

    /// Loads a library into this process.
    fn load(&mut self, path: &Path) {
        match Plugin::load(path) {
            Ok(plugin) => {
                if let Some(first) = self.find(&plugin.info().id) {
                    let reason = duplicate(&plugin.info().id, first.path());
                    self.fail(path, reason);
                } else {
                    self.plugins.push(Arc::new(plugin));
                }
            }
            Err(e) => self.fail(path, e.to_string()),
        }
    }

    pub fn find(&self, id: &str) -> Option<&Arc<Plugin>> {
        self.plugins.iter().find(|p| p.info().id == id)
    }

    /// The plugin for `id`, or an error listing the games that exist.
    pub fn require(&self, id: &str) -> Result<&Arc<Plugin>, String> {
        self.find(id).ok_or_else(|| {
            let known: Vec<&str> = self.plugins.iter().map(|p| p.info().id.as_str()).collect();
            if known.is_empty() {
                tr!("plugin-no-such-game-none", game = id)
            } else {
                tr!("plugin-no-such-game", game = id, known = known.join(", "))
            }
        })
    }
}

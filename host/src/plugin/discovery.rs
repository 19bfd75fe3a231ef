//! Finding plugins: next to the executable, in `target/<profile>/` during development, and in
//! directories named by `GAME_HOST_PLUGIN_PATH` or `--plugins`.

use super::ffi::Plugin;
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
/// executable's directory and its `plugins/` subdirectory; a test binary in
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
        dirs.push(exe_dir);
    }
    dirs
}

fn is_library(path: &Path) -> bool {
    let Some(name) = path.file_name().and_then(|n| n.to_str()) else {
        return false;
    };
    name.starts_with(std::env::consts::DLL_PREFIX) && name.ends_with(std::env::consts::DLL_SUFFIX)
}

impl Catalog {
    /// Loads every library in `dirs`. Nothing here can fail as a whole: each problem becomes a
    /// [`LoadFailure`].
    pub fn discover(dirs: &[PathBuf]) -> Catalog {
        let mut catalog = Catalog::default();
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
                    catalog.add(&file);
                }
            }
        }
        catalog
            .plugins
            .sort_by(|a, b| a.info().id.cmp(&b.info().id));
        catalog
    }

    /// Loads one library into the catalog (or records why it could not be).
    pub fn add(&mut self, path: &Path) {
        match Plugin::load(path) {
            Ok(plugin) => {
                if let Some(first) = self.find(&plugin.info().id) {
                    let reason = format!(
                        "duplicate game `{}`: already loaded from {}",
                        plugin.info().id,
                        first.path().display()
                    );
                    self.failures.push(LoadFailure {
                        path: path.to_path_buf(),
                        reason,
                    });
                } else {
                    self.plugins.push(Arc::new(plugin));
                }
            }
            Err(e) => self.failures.push(LoadFailure {
                path: path.to_path_buf(),
                reason: e.to_string(),
            }),
        }
    }

    pub fn find(&self, id: &str) -> Option<&Arc<Plugin>> {
        self.plugins.iter().find(|p| p.info().id == id)
    }

    /// The plugin for `id`, or an error listing the games that exist.
    pub fn require(&self, id: &str) -> Result<&Arc<Plugin>, String> {
        self.find(id).ok_or_else(|| {
            let known: Vec<&str> = self.plugins.iter().map(|p| p.info().id.as_str()).collect();
            format!(
                "no game `{id}`; games found: {}",
                if known.is_empty() {
                    "none".to_string()
                } else {
                    known.join(", ")
                }
            )
        })
    }
}

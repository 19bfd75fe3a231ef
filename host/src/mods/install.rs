//! Installing a mod (from a zip or a folder) into the mods directory, replacing an older version
//! of the same id; removing one; turning one off and on.
//!
//! An install first unpacks (or copies) into a hidden staging folder beside the mods, reads and
//! checks the manifest and runs the caller's validation there; only then is the installed
//! version swapped out. Any failure before the swap leaves the installed version untouched.
//!
//! The swap is two renames — the installed `<id>` to a hidden `.replaced-…` folder, then the
//! staged folder to `<id>` — followed by deleting the old one. (Linux's `renameat2` with
//! `RENAME_EXCHANGE` would swap both at once, but std has no safe call for it and a folder swap
//! must work on every platform.) A rename of a folder within one directory is itself atomic, so
//! at every instant `<id>` is either the whole old version, the whole new one, or absent between
//! the two renames:
//!
//! - the second rename fails: the first is undone, and the old version is back;
//! - the undo fails too, or the process dies between the renames: the old version waits in
//!   `.replaced-…`, which [`recover`] — run whenever the mods directory is opened (the host's
//!   start, every install and removal) — renames back to `<id>`;
//! - the process dies after the swap: [`recover`] deletes the `.replaced-…` leftover (the new
//!   version is in place), as it deletes a removal's `.removed-…` and a staging folder an install
//!   left behind.
//!
//! Discovery skips hidden folders, so a leftover is never loaded as a mod.

use super::archive;
use super::discovery::{DISABLED_MARKER, ModEntry, ModSet, Status, read_mod};
use crate::tr;
use game_content::packages::is_mod_id;
use std::path::{Path, PathBuf};

/// What an install did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Installed {
    pub id: String,
    pub version: String,
    /// The version it replaced, if one was installed.
    pub replaced: Option<String>,
    pub dir: PathBuf,
}

/// The hidden folder of an install's staged copy.
const INCOMING: &str = "incoming";
/// The hidden folder an installed version is moved to while it is replaced.
const REPLACED: &str = "replaced";
/// The hidden folder a mod is moved to while it is removed.
const REMOVED: &str = "removed";
/// A staging folder older than this, of another process, is an install that was cut short.
const STALE_STAGING: std::time::Duration = std::time::Duration::from_secs(3600);

/// A hidden folder in `mods_dir` that discovery skips, unique to this call:
/// `.<what>-<process id>-<n>`.
fn hidden(mods_dir: &Path, what: &str) -> PathBuf {
    static COUNTER: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let n = COUNTER.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    mods_dir.join(format!(".{what}-{}-{n}", std::process::id()))
}

/// The kind and process id of a hidden folder [`hidden`] named.
fn hidden_kind(name: &str) -> Option<(&str, Option<u32>)> {
    let rest = name.strip_prefix('.')?;
    let (what, tail) = rest.split_once('-')?;
    let pid = tail.split_once('-').and_then(|(pid, _)| pid.parse().ok());
    [INCOMING, REPLACED, REMOVED]
        .contains(&what)
        .then_some((what, pid))
}

/// Removes a folder on drop unless told to keep it.
struct Cleanup(Option<PathBuf>);

impl Drop for Cleanup {
    fn drop(&mut self) {
        if let Some(dir) = self.0.take() {
            let _ = std::fs::remove_dir_all(dir);
        }
    }
}

/// How the swap renames a folder: [`std::fs::rename`], or in tests one that fails or stops
/// midway.
pub type Rename<'a> = &'a dyn Fn(&Path, &Path) -> std::io::Result<()>;

/// Installs the mod at `from` (a `.zip` file or a mod folder) into `mods_dir`, refused when its
/// id is that of another mod of `in_use` (see [`taken_elsewhere`]). `validate` sees the staged
/// mod (its manifest already read) and may refuse it; nothing installed changes then.
pub fn install(
    from: &Path,
    mods_dir: &Path,
    in_use: &ModSet,
    validate: impl FnOnce(&ModEntry) -> Result<(), String>,
) -> Result<Installed, String> {
    install_with(from, mods_dir, in_use, validate, &|a, b| {
        std::fs::rename(a, b)
    })
}

/// [`install`] with the swap's renames done by `rename` (tests make one fail, or stop the swap
/// midway as a crash would).
pub fn install_with(
    from: &Path,
    mods_dir: &Path,
    in_use: &ModSet,
    validate: impl FnOnce(&ModEntry) -> Result<(), String>,
    rename: Rename,
) -> Result<Installed, String> {
    std::fs::create_dir_all(mods_dir).map_err(|e| format!("{}: {e}", mods_dir.display()))?;
    recover(mods_dir);
    let staging = hidden(mods_dir, INCOMING);
    std::fs::create_dir(&staging).map_err(|e| format!("{}: {e}", staging.display()))?;
    let mut cleanup = Cleanup(Some(staging.clone()));
    let meta = std::fs::metadata(from).map_err(|e| format!("{}: {e}", from.display()))?;
    if meta.is_dir() {
        copy_folder(from, &staging)?;
    } else {
        archive::unpack(from, &staging)?;
    }
    let entry = read_mod(&staging);
    let manifest = match (&entry.manifest, &entry.status) {
        (Some(m), _) => m.clone(),
        (None, Status::Refused(reason)) => {
            return Err(reason.replace(&staging.display().to_string(), &from.display().to_string()));
        }
        (None, _) => {
            return Err(tr!(
                "mods-file-no-manifest",
                path = from.display().to_string()
            ));
        }
    };
    let target = mods_dir.join(&manifest.id);
    if let Some(other) = taken_elsewhere(in_use, &manifest.id, &target) {
        return Err(tr!(
            "mods-file-id-taken",
            path = from.display().to_string(),
            id = manifest.id.as_str(),
            other = other.display().to_string()
        ));
    }
    validate(&entry)?;
    let had_old = std::fs::symlink_metadata(&target).is_ok();
    let replaced = if had_old {
        read_mod(&target).manifest.map(|m| m.version.to_string())
    } else {
        None
    };
    let old = hidden(mods_dir, REPLACED);
    if had_old {
        rename(&target, &old).map_err(|e| {
            tr!(
                "mods-file-cannot-move-aside",
                path = target.display().to_string(),
                error = e.to_string()
            )
        })?;
    }
    if let Err(e) = rename(&staging, &target) {
        let (path, error) = (target.display().to_string(), e.to_string());
        return Err(if had_old {
            match rename(&old, &target) {
                Ok(()) => tr!(
                    "mods-file-not-installed-unchanged",
                    path = path,
                    error = error
                ),
                Err(back) => tr!(
                    "mods-file-not-installed-put-back-later",
                    path = path,
                    error = error,
                    back = back.to_string(),
                    old = old.display().to_string()
                ),
            }
        } else {
            tr!("mods-file-not-installed", path = path, error = error)
        });
    }
    cleanup.0 = None;
    if had_old {
        let _ = std::fs::remove_dir_all(&old);
    }
    Ok(Installed {
        id: manifest.id,
        version: manifest.version.to_string(),
        replaced,
        dir: target,
    })
}

/// The folder of a mod of `in_use` with the id `id` that is not `target` (the installed copy
/// an upgrade replaces): a bundled mod, or one in another mods directory.
fn taken_elsewhere(in_use: &ModSet, id: &str, target: &Path) -> Option<PathBuf> {
    let same = |a: &Path, b: &Path| match (std::fs::canonicalize(a), std::fs::canonicalize(b)) {
        (Ok(a), Ok(b)) => a == b,
        _ => a == b,
    };
    in_use
        .entries
        .iter()
        .filter(|e| e.manifest.as_ref().is_some_and(|m| m.id == id))
        .find(|e| !same(&e.dir, target))
        .map(|e| e.dir.clone())
}

/// What [`recover`] did with one leftover.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Recovered {
    /// An installed version moved aside by a swap that never finished, renamed back to its id.
    Restored { id: String, dir: PathBuf },
    /// A leftover deleted: the old version of a finished swap, a removal's, a staging folder.
    Deleted(PathBuf),
}

/// Finishes or undoes what an install or a removal cut short (a crash, a power cut, a killed
/// process) left in `mods_dir`: an installed version moved aside whose id has no folder is
/// renamed back (the swap never finished: the old version stays installed); one whose id has a
/// folder again is deleted (the swap finished); a removal's folder is deleted; a staging folder
/// is deleted when it is not this process's and is over an hour old (an install may be under
/// way in another process). Never fails: what cannot be done now is tried the next time.
pub fn recover(mods_dir: &Path) -> Vec<Recovered> {
    let mut done = Vec::new();
    let Ok(read) = std::fs::read_dir(mods_dir) else {
        return done;
    };
    let mut leftovers: Vec<(PathBuf, String, Option<u32>)> = read
        .filter_map(|e| e.ok())
        .filter_map(|e| {
            let name = e.file_name().to_str()?.to_string();
            let (what, pid) = hidden_kind(&name)?;
            Some((e.path(), what.to_string(), pid))
        })
        .collect();
    leftovers.sort();
    for (path, what, pid) in leftovers {
        if !std::fs::symlink_metadata(&path).is_ok_and(|m| m.is_dir()) {
            continue;
        }
        match what.as_str() {
            REPLACED => {
                let Some(id) = read_mod(&path).manifest.map(|m| m.id) else {
                    continue;
                };
                let target = mods_dir.join(&id);
                if std::fs::symlink_metadata(&target).is_err() {
                    if std::fs::rename(&path, &target).is_ok() {
                        done.push(Recovered::Restored { id, dir: target });
                    }
                } else if std::fs::remove_dir_all(&path).is_ok() {
                    done.push(Recovered::Deleted(path));
                }
            }
            REMOVED => {
                if std::fs::remove_dir_all(&path).is_ok() {
                    done.push(Recovered::Deleted(path));
                }
            }
            _ => {
                let stale = pid != Some(std::process::id())
                    && std::fs::metadata(&path)
                        .and_then(|m| m.modified())
                        .ok()
                        .and_then(|t| t.elapsed().ok())
                        .is_some_and(|age| age > STALE_STAGING);
                if stale && std::fs::remove_dir_all(&path).is_ok() {
                    done.push(Recovered::Deleted(path));
                }
            }
        }
    }
    done
}

/// Copies a mod folder (only its regular files and folders: [`archive::mod_files`] refuses
/// links and applies the same limits as an archive).
fn copy_folder(from: &Path, to: &Path) -> Result<(), String> {
    for rel in archive::mod_files(from)? {
        let target = to.join(&rel);
        if let Some(parent) = target.parent() {
            std::fs::create_dir_all(parent).map_err(|e| format!("{}: {e}", parent.display()))?;
        }
        let source = from.join(&rel);
        std::fs::copy(&source, &target).map_err(|e| format!("{}: {e}", source.display()))?;
    }
    Ok(())
}

/// Removes the installed mod `id` from `mods_dir`; returns its folder.
pub fn remove(mods_dir: &Path, id: &str) -> Result<PathBuf, String> {
    recover(mods_dir);
    let dir = installed_dir(mods_dir, id)?;
    // Moved aside first, so that a removal cut short never leaves half a mod that loads.
    let gone = hidden(mods_dir, REMOVED);
    std::fs::rename(&dir, &gone).map_err(|e| {
        tr!(
            "mods-file-cannot-remove",
            path = dir.display().to_string(),
            error = e.to_string()
        )
    })?;
    std::fs::remove_dir_all(&gone).map_err(|e| format!("{}: {e}", gone.display()))?;
    Ok(dir)
}

/// Turns the installed mod `id` off (its rulesets are no longer offered) or back on.
pub fn set_enabled(mod_dir: &Path, enabled: bool) -> Result<(), String> {
    let marker = mod_dir.join(DISABLED_MARKER);
    let result = if enabled {
        match std::fs::remove_file(&marker) {
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
            other => other,
        }
    } else {
        std::fs::write(
            &marker,
            "This mod is turned off; delete this file to turn it on.\n",
        )
    };
    result.map_err(|e| format!("{}: {e}", marker.display()))
}

fn installed_dir(mods_dir: &Path, id: &str) -> Result<PathBuf, String> {
    if !is_mod_id(id) {
        return Err(tr!("mods-file-not-a-mod-id", id = id));
    }
    let dir = mods_dir.join(id);
    if !dir.join(super::manifest::FILE).is_file() {
        return Err(tr!(
            "mods-file-not-installed-in",
            id = id,
            path = mods_dir.display().to_string()
        ));
    }
    Ok(dir)
}

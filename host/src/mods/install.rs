//! Installing a mod (from a zip or a folder) into the mods directory, replacing an older version
//! of the same id; removing one; turning one off and on.
//!
//! An install first unpacks (or copies) into a hidden staging folder beside the mods, reads and
//! checks the manifest and runs the caller's validation there; only then is the installed
//! version moved aside, the new one renamed into `<mods>/<id>`, and the old one deleted. Any
//! failure before the swap leaves the installed version untouched; a failure of the swap itself
//! puts the old version back.

use super::archive;
use super::discovery::{DISABLED_MARKER, ModEntry, Status, read_mod};
use game_sdk::ruleset::packages::is_mod_id;
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

/// A hidden folder in `mods_dir` that discovery skips, unique to this call.
fn hidden(mods_dir: &Path, what: &str) -> PathBuf {
    static COUNTER: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let n = COUNTER.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    mods_dir.join(format!(".{what}-{}-{n}", std::process::id()))
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

/// Installs the mod at `from` (a `.zip` file or a mod folder) into `mods_dir`. `validate` sees
/// the staged mod (its manifest already read) and may refuse it; nothing installed changes
/// then.
pub fn install(
    from: &Path,
    mods_dir: &Path,
    validate: impl FnOnce(&ModEntry) -> Result<(), String>,
) -> Result<Installed, String> {
    std::fs::create_dir_all(mods_dir).map_err(|e| format!("{}: {e}", mods_dir.display()))?;
    let staging = hidden(mods_dir, "incoming");
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
        (None, _) => return Err(format!("{}: no readable mod.toml", from.display())),
    };
    validate(&entry)?;
    let target = mods_dir.join(&manifest.id);
    let replaced = read_mod(&target)
        .manifest
        .map(|m| m.version.to_string())
        .filter(|_| target.exists());
    let old = hidden(mods_dir, "replaced");
    let had_old = target.exists();
    if had_old {
        std::fs::rename(&target, &old).map_err(|e| {
            format!(
                "{}: cannot move the installed version aside: {e}",
                target.display()
            )
        })?;
    }
    if let Err(e) = std::fs::rename(&staging, &target) {
        if had_old {
            let _ = std::fs::rename(&old, &target);
        }
        return Err(format!("{}: cannot install: {e}", target.display()));
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
    let dir = installed_dir(mods_dir, id)?;
    // Moved aside first, so that a removal cut short never leaves half a mod that loads.
    let gone = hidden(mods_dir, "removed");
    std::fs::rename(&dir, &gone).map_err(|e| format!("{}: cannot remove: {e}", dir.display()))?;
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
        return Err(format!("`{id}` is not a mod id"));
    }
    let dir = mods_dir.join(id);
    if !dir.join(super::manifest::FILE).is_file() {
        return Err(format!(
            "no mod `{id}` is installed in {}",
            mods_dir.display()
        ));
    }
    Ok(dir)
}

//! Mods as zip files: packing a mod folder, and unpacking a received zip into a folder under
//! limits that no archive can get past — a path outside the mod (zip slip), a link, an entry or
//! a total over its size (zip bombs: sizes are counted as bytes are written, not trusted from the
//! archive's directory), too many entries.
//!
//! A packed mod holds one top folder named by the mod's id (`my-rules/mod.toml`, …),
//! so unzipping it by hand gives a mod folder; a zip with `mod.toml` at its top is accepted too.

use super::manifest;
use crate::safe_read::{self, human_size};
use crate::tr;
use std::fs::File;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use zip::write::SimpleFileOptions;
use zip::{CompressionMethod, DateTime, ZipArchive, ZipWriter};

/// The largest zip file read: 128 MiB.
pub const ARCHIVE_LIMIT: u64 = 128 << 20;
/// The largest single file in a mod, unpacked: 64 MiB (a game package's plugin library is the
/// biggest file a mod has; rulesets and scripts are limited to 4 MiB when read).
pub const ENTRY_LIMIT: u64 = 64 << 20;
/// The most a mod's files may add up to, unpacked: 256 MiB.
pub const TOTAL_LIMIT: u64 = 256 << 20;
/// The most files and folders in one mod: 2,000.
pub const ENTRIES_MAX: usize = 2_000;
/// The deepest a file may sit in a mod: 16 folders.
pub const DEPTH_MAX: usize = 16;

/// The files of a mod folder that are never packed: version control, the disabled marker,
/// earlier packs (`mod pack` may be run inside the mod's folder).
fn skipped(rel: &str) -> bool {
    let first = rel.split('/').next().unwrap_or(rel);
    matches!(first, ".git" | ".hg" | ".svn" | ".DS_Store")
        || rel == super::discovery::DISABLED_MARKER
        || rel.to_ascii_lowercase().ends_with(".zip")
}

/// Whether `name` (an archive entry or a walked path, `/`-separated) is a plain relative path:
/// no `..`, `.`, empty segments, absolute start, drive letter or backslash.
fn plain_path(name: &str) -> bool {
    game_content::source::is_content_path(name)
        && name.split('/').count() <= DEPTH_MAX
        && !name.contains('\0')
}

/// The files of the mod folder `dir`, relative and `/`-separated, sorted; refuses links and
/// anything but regular files and folders, and the same limits as unpacking.
pub fn mod_files(dir: &Path) -> Result<Vec<String>, String> {
    let mut out = Vec::new();
    let mut total = 0u64;
    let mut pending = vec![PathBuf::new()];
    while let Some(sub) = pending.pop() {
        let here = dir.join(&sub);
        let read = std::fs::read_dir(&here).map_err(|e| format!("{}: {e}", here.display()))?;
        for entry in read {
            let entry = entry.map_err(|e| format!("{}: {e}", here.display()))?;
            let name = entry.file_name().to_string_lossy().into_owned();
            let rel_path = sub.join(&name);
            let rel = rel_path
                .components()
                .map(|c| c.as_os_str().to_string_lossy().into_owned())
                .collect::<Vec<_>>()
                .join("/");
            if skipped(&rel) {
                continue;
            }
            let path = entry.path();
            let meta =
                std::fs::symlink_metadata(&path).map_err(|e| format!("{}: {e}", path.display()))?;
            if meta.file_type().is_symlink() {
                return Err(tr!("mods-file-symlink", path = path.display().to_string()));
            }
            if !plain_path(&rel) {
                return Err(tr!(
                    "mods-file-not-plain",
                    path = path.display().to_string(),
                    most = DEPTH_MAX
                ));
            }
            if meta.is_dir() {
                pending.push(rel_path);
                continue;
            }
            if !meta.is_file() {
                return Err(tr!(
                    "mods-file-not-regular",
                    path = path.display().to_string()
                ));
            }
            if meta.len() > ENTRY_LIMIT {
                return Err(tr!(
                    "mods-file-too-big",
                    path = path.display().to_string(),
                    size = human_size(meta.len()),
                    limit = human_size(ENTRY_LIMIT)
                ));
            }
            total += meta.len();
            if total > TOTAL_LIMIT {
                return Err(tr!(
                    "mods-file-total-too-big",
                    path = dir.display().to_string(),
                    limit = human_size(TOTAL_LIMIT)
                ));
            }
            out.push(rel);
            if out.len() > ENTRIES_MAX {
                return Err(tr!(
                    "mods-file-too-many-files",
                    path = dir.display().to_string(),
                    most = ENTRIES_MAX
                ));
            }
        }
    }
    out.sort();
    Ok(out)
}

/// Packs the mod folder `dir` (whose id is `id`) into the zip file `out`: every file under one
/// top folder named `id`, deflated, in name order with a fixed timestamp, so packing the same
/// files twice gives the same bytes. Written to a temporary file and renamed into place.
pub fn pack(dir: &Path, id: &str, out: &Path) -> Result<usize, String> {
    let files = mod_files(dir)?;
    let parent = out
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let tmp = tempfile::NamedTempFile::new_in(parent).map_err(|e| {
        tr!(
            "mods-file-cannot-write",
            path = parent.display().to_string(),
            error = e.to_string()
        )
    })?;
    let mut zip = ZipWriter::new(tmp);
    let options = SimpleFileOptions::default()
        .compression_method(CompressionMethod::Deflated)
        .last_modified_time(DateTime::default())
        .unix_permissions(0o644);
    let werr = |e: &dyn std::fmt::Display| {
        tr!(
            "mods-file-cannot-write",
            path = out.display().to_string(),
            error = e.to_string()
        )
    };
    for rel in &files {
        let path = dir.join(rel);
        let bytes = safe_read::read_bytes(&path, ENTRY_LIMIT)
            .map_err(|r| format!("{}: {r}", path.display()))?;
        zip.start_file(format!("{id}/{rel}"), options)
            .map_err(|e| werr(&e))?;
        zip.write_all(&bytes).map_err(|e| werr(&e))?;
    }
    let tmp = zip.finish().map_err(|e| werr(&e))?;
    tmp.persist(out).map_err(|e| werr(&e.error))?;
    Ok(files.len())
}

/// Unpacks the zip file `archive` into the empty folder `into`, checking every limit; on an
/// error `into` may hold part of the files (the caller removes it).
pub fn unpack(archive: &Path, into: &Path) -> Result<(), String> {
    let name = archive.display().to_string();
    let file: File =
        safe_read::open_checked(archive, ARCHIVE_LIMIT).map_err(|r| format!("{name}: {r}"))?;
    let mut zip = ZipArchive::new(file).map_err(|e| {
        tr!(
            "mods-file-not-a-zip",
            path = name.as_str(),
            error = e.to_string()
        )
    })?;
    if zip.len() > ENTRIES_MAX {
        return Err(tr!(
            "mods-file-too-many-entries",
            path = name.as_str(),
            count = zip.len(),
            most = ENTRIES_MAX
        ));
    }
    // Every entry's path is checked before the layout is read: an absolute, drive-letter or
    // `..` entry is refused by its name, never reported as "not a mod".
    if let Some(bad) = zip
        .file_names()
        .filter_map(Result::ok)
        .find(|n| !plain_path(n.trim_end_matches('/')))
    {
        return Err(tr!(
            "mods-file-entry-not-plain",
            path = name.as_str(),
            entry = bad
        ));
    }
    let strip = top_folder(&mut zip, &name)?;
    let mut total = 0u64;
    for i in 0..zip.len() {
        let mut entry = zip
            .by_index(i)
            .map_err(|e| format!("{name}: entry {i}: {e}"))?;
        let raw = entry
            .name()
            .map_err(|e| {
                tr!(
                    "mods-file-entry-unreadable-name",
                    path = name.as_str(),
                    index = i,
                    error = e.to_string()
                )
            })?
            .into_owned();
        let entry_name = raw.trim_end_matches('/');
        if !plain_path(entry_name) {
            return Err(tr!(
                "mods-file-entry-not-plain",
                path = name.as_str(),
                entry = raw.as_str()
            ));
        }
        if entry.is_symlink() {
            return Err(tr!(
                "mods-file-entry-symlink",
                path = name.as_str(),
                entry = raw.as_str()
            ));
        }
        let rel = match &strip {
            Some(top) if entry_name == top => continue,
            Some(top) => match entry_name.strip_prefix(&format!("{top}/")) {
                Some(rest) => rest.to_string(),
                None => continue,
            },
            None => entry_name.to_string(),
        };
        let target = into.join(&rel);
        if entry.is_dir() {
            std::fs::create_dir_all(&target).map_err(|e| format!("{}: {e}", target.display()))?;
            continue;
        }
        if entry.size() > ENTRY_LIMIT {
            return Err(oversized(&name, &raw));
        }
        if let Some(parent) = target.parent() {
            std::fs::create_dir_all(parent).map_err(|e| format!("{}: {e}", parent.display()))?;
        }
        let mut out = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&target)
            .map_err(|e| format!("{}: {e}", target.display()))?;
        // The directory's sizes can lie: count what is really decompressed.
        let written = std::io::copy(&mut (&mut entry).take(ENTRY_LIMIT + 1), &mut out)
            .map_err(|e| format!("{name}: entry `{raw}`: {e}"))?;
        if written > ENTRY_LIMIT {
            return Err(oversized(&name, &raw));
        }
        total += written;
        if total > TOTAL_LIMIT {
            return Err(tr!(
                "mods-file-unpacked-too-big",
                path = name.as_str(),
                limit = human_size(TOTAL_LIMIT)
            ));
        }
    }
    Ok(())
}

fn oversized(name: &str, entry: &str) -> String {
    tr!(
        "mods-file-entry-too-big",
        path = name,
        entry = entry,
        limit = human_size(ENTRY_LIMIT)
    )
}

/// The one top folder to strip (`my-rules/` holding `mod.toml`), or `None` when
/// `mod.toml` is at the top; an error when neither.
fn top_folder(zip: &mut ZipArchive<File>, name: &str) -> Result<Option<String>, String> {
    let names: Vec<String> = zip
        .file_names()
        .filter_map(Result::ok)
        .map(|n| n.trim_end_matches('/').to_string())
        .collect();
    if names.iter().any(|n| n == manifest::FILE) {
        return Ok(None);
    }
    let mut tops = names.iter().filter_map(|n| n.split('/').next());
    let first = tops.next().map(str::to_string);
    let single = first.as_ref().filter(|f| tops.all(|t| t == f.as_str()));
    match single {
        Some(top) if names.contains(&format!("{top}/{}", manifest::FILE)) => Ok(Some(top.clone())),
        _ => Err(tr!(
            "mods-file-zip-not-a-mod",
            path = name,
            manifest = manifest::FILE
        )),
    }
}

//! Reading user files so that no file can hang, exhaust or escape the reader.
//!
//! Every ruleset, script, scenario and save is read through [`read_text`] (or
//! [`read_in_root`] for content-root files), which, in this order:
//!
//! 1. looks at the file's metadata *before* opening it (following symlinks): anything that is not
//!    a regular file — a FIFO, a socket, a device, a directory — is refused with its own message,
//!    and so is a file over the size limit (`is 3 GiB, over the 4 MiB limit`);
//! 2. for content-root files, resolves symlinks and `..` and refuses a file that lands outside
//!    the canonical content root;
//! 3. opens it without blocking (`O_NONBLOCK` on Unix: a file swapped for a FIFO between the
//!    check and the open cannot block the open), checks the opened handle again (regular file,
//!    size), and reads at most `limit + 1` bytes, so a file that grows while it is read is still
//!    bounded;
//! 4. requires UTF-8 text.
//!
//! The limits are documented in `docs/security.md`.

use std::fs::{File, Metadata, OpenOptions};
use std::io::Read;
use std::path::{Path, PathBuf};

const KIB: u64 = 1 << 10;
const MIB: u64 = 1 << 20;
const GIB: u64 = 1 << 30;

/// The largest ruleset file or script read: 4 MiB.
pub const RULESET_FILE_LIMIT: u64 = 4 * MIB;
/// The most a ruleset's files (its `extends` chain and scripts) may add up to: 16 MiB.
pub const RULESET_TOTAL_LIMIT: u64 = 16 * MIB;
/// The most files one ruleset may bring in (its `extends` chain and scripts): 256.
pub const RULESET_MAX_FILES: usize = 256;

/// Why a file was not read. The message does not repeat the file's name: callers put it in
/// front (a [`crate::Diagnostic`] does).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    #[error("no such file")]
    NotFound,
    #[error("is a FIFO (named pipe), not a regular file; only regular files are read")]
    Fifo,
    #[error("is a socket, not a regular file; only regular files are read")]
    Socket,
    #[error("is a device, not a regular file; only regular files are read")]
    Device,
    #[error("is a directory, not a file")]
    Directory,
    #[error("is not a regular file; only regular files are read")]
    NotRegular,
    #[error("is {}, over the {} limit", human_size(*size), human_size(*limit))]
    TooBig { size: u64, limit: u64 },
    #[error("resolves outside the content root: it is {resolved}, the root is {root}")]
    OutsideRoot { resolved: String, root: String },
    #[error("is not UTF-8 text (invalid byte at offset {0})")]
    NotUtf8(usize),
    #[error("cannot read: {0}")]
    Io(String),
}

impl Refusal {
    fn io(e: &std::io::Error) -> Refusal {
        if e.kind() == std::io::ErrorKind::NotFound {
            Refusal::NotFound
        } else {
            Refusal::Io(e.to_string())
        }
    }
}

/// A size for people: `512 bytes`, `40 KiB`, `1.2 MiB`, `3 GiB` (one decimal unless whole).
pub fn human_size(bytes: u64) -> String {
    let (unit, name) = if bytes >= GIB {
        (GIB, "GiB")
    } else if bytes >= MIB {
        (MIB, "MiB")
    } else if bytes >= KIB {
        (KIB, "KiB")
    } else {
        return format!("{bytes} bytes");
    };
    if bytes.is_multiple_of(unit) {
        format!("{} {name}", bytes / unit)
    } else {
        format!("{:.1} {name}", bytes as f64 / unit as f64)
    }
}

/// What kind of file `meta` describes, as a refusal when it is not a regular file.
fn kind_refusal(meta: &Metadata) -> Option<Refusal> {
    let t = meta.file_type();
    if t.is_file() {
        return None;
    }
    if t.is_dir() {
        return Some(Refusal::Directory);
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if t.is_fifo() {
            return Some(Refusal::Fifo);
        }
        if t.is_socket() {
            return Some(Refusal::Socket);
        }
        if t.is_block_device() || t.is_char_device() {
            return Some(Refusal::Device);
        }
    }
    Some(Refusal::NotRegular)
}

/// Checks a file before anything opens it: it must be a regular file (symlinks are followed)
/// of at most `limit` bytes. Returns its size.
pub fn check_file(path: &Path, limit: u64) -> Result<u64, Refusal> {
    let meta = std::fs::metadata(path).map_err(|e| Refusal::io(&e))?;
    if let Some(refusal) = kind_refusal(&meta) {
        return Err(refusal);
    }
    if meta.len() > limit {
        return Err(Refusal::TooBig {
            size: meta.len(),
            limit,
        });
    }
    Ok(meta.len())
}

/// `O_NONBLOCK` for this platform, without a libc dependency (0 where it is not known: the
/// metadata check before opening is then the only guard against a FIFO).
#[cfg(unix)]
const O_NONBLOCK: i32 = if cfg!(any(
    target_os = "macos",
    target_os = "ios",
    target_os = "freebsd",
    target_os = "netbsd",
    target_os = "openbsd",
    target_os = "dragonfly"
)) {
    0x0004
} else if cfg!(all(
    any(target_os = "linux", target_os = "android"),
    any(
        target_arch = "x86",
        target_arch = "x86_64",
        target_arch = "arm",
        target_arch = "aarch64",
        target_arch = "riscv32",
        target_arch = "riscv64",
        target_arch = "powerpc",
        target_arch = "powerpc64",
        target_arch = "s390x",
        target_arch = "loongarch64"
    )
)) {
    0o4000
} else {
    0
};

/// Opens a file that [`check_file`] accepted, without blocking, and checks the opened handle
/// again (the path may have been swapped in between).
pub fn open_checked(path: &Path, limit: u64) -> Result<File, Refusal> {
    check_file(path, limit)?;
    let mut options = OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(O_NONBLOCK);
    }
    let file = options.open(path).map_err(|e| Refusal::io(&e))?;
    let meta = file.metadata().map_err(|e| Refusal::io(&e))?;
    if let Some(refusal) = kind_refusal(&meta) {
        return Err(refusal);
    }
    if meta.len() > limit {
        return Err(Refusal::TooBig {
            size: meta.len(),
            limit,
        });
    }
    Ok(file)
}

/// Reads at most `limit` bytes of a regular file (see the module documentation).
pub fn read_bytes(path: &Path, limit: u64) -> Result<Vec<u8>, Refusal> {
    let file = open_checked(path, limit)?;
    let expected = file.metadata().map(|m| m.len()).unwrap_or(0);
    let mut bytes = Vec::with_capacity(expected.min(limit) as usize + 1);
    file.take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(|e| Refusal::io(&e))?;
    if bytes.len() as u64 > limit {
        // It grew while being read: say how big it is now, at least what was read.
        let now = std::fs::metadata(path).map(|m| m.len()).unwrap_or(0);
        return Err(Refusal::TooBig {
            size: now.max(bytes.len() as u64),
            limit,
        });
    }
    Ok(bytes)
}

/// Reads a regular file of at most `limit` bytes as UTF-8 text.
pub fn read_text(path: &Path, limit: u64) -> Result<String, Refusal> {
    String::from_utf8(read_bytes(path, limit)?)
        .map_err(|e| Refusal::NotUtf8(e.utf8_error().valid_up_to()))
}

/// The file `rel` (a `/`-separated path relative to `root`) with symlinks and `..` resolved;
/// refused when that lands outside the canonical content root.
pub fn resolve_in_root(root: &Path, rel: &str) -> Result<PathBuf, Refusal> {
    let canonical_root = root.canonicalize().map_err(|e| Refusal::io(&e))?;
    let resolved = root.join(rel).canonicalize().map_err(|e| Refusal::io(&e))?;
    if !resolved.starts_with(&canonical_root) {
        return Err(Refusal::OutsideRoot {
            resolved: resolved.display().to_string(),
            root: canonical_root.display().to_string(),
        });
    }
    Ok(resolved)
}

/// Reads the content-root file `rel` as text: inside the root after resolving symlinks and
/// `..`, a regular file, at most `limit` bytes.
pub fn read_in_root(root: &Path, rel: &str, limit: u64) -> Result<String, Refusal> {
    read_text(&resolve_in_root(root, rel)?, limit)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn sizes_read_well() {
        assert_eq!(human_size(0), "0 bytes");
        assert_eq!(human_size(1023), "1023 bytes");
        assert_eq!(human_size(40 * KIB), "40 KiB");
        assert_eq!(human_size(1_258_291), "1.2 MiB");
        assert_eq!(human_size(4 * MIB), "4 MiB");
        assert_eq!(human_size(3 * GIB), "3 GiB");
        assert_eq!(human_size(3 * GIB + GIB / 2), "3.5 GiB");
    }

    #[test]
    fn refusals_say_what_the_file_is() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        std::fs::create_dir(root.join("d.lua")).unwrap();
        std::fs::write(root.join("ok.lua"), "return {}").unwrap();
        std::fs::write(root.join("big.lua"), vec![b'-'; 100]).unwrap();
        std::fs::write(root.join("bad.lua"), [b'a', 0xff, b'b']).unwrap();
        assert_eq!(read_in_root(root, "ok.lua", 10).unwrap(), "return {}");
        assert_eq!(
            read_in_root(root, "d.lua", 10).unwrap_err(),
            Refusal::Directory
        );
        assert_eq!(
            read_in_root(root, "big.lua", 10).unwrap_err().to_string(),
            "is 100 bytes, over the 10 bytes limit"
        );
        assert_eq!(
            read_in_root(root, "bad.lua", 10).unwrap_err(),
            Refusal::NotUtf8(1)
        );
        assert_eq!(
            read_in_root(root, "none.lua", 10).unwrap_err(),
            Refusal::NotFound
        );
        assert!(matches!(
            read_in_root(&root.join("d.lua"), "../ok.lua", 10).unwrap_err(),
            Refusal::OutsideRoot { .. }
        ));
    }
}

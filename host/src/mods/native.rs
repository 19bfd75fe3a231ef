//! Mods with native code: a game package's plugin library is machine code that runs with the
//! user's rights the moment it is loaded — its constructors run before any check of the host
//! can look at it, even in the probe process. So a library from a mod is loaded (or probed)
//! only after the player said yes to that exact file: the consent is remembered per library
//! SHA-256 in `<data dir>/mods/.native-consent.json` and checked again before every load, so
//! an upgrade, or a file changed after consent, asks again.
//!
//! The mods in the content root's `mods/` ship with the host and need no consent (as the
//! plugins beside the executable); every other mods directory (the user's, `GAME_HOST_MODS`,
//! `--mods`) holds files from anyone.

use super::discovery::ModEntry;
use super::manifest::Manifest;
use crate::safe_read::{self, human_size};
use crate::tr;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::io::Read;
use std::path::{Path, PathBuf};

/// The file, in the user's mods directory, that remembers the libraries allowed.
pub const CONSENT_FILE: &str = ".native-consent.json";
/// The largest library hashed (and so loaded) from a mod: the largest file a mod's zip may
/// hold ([`super::archive::ENTRY_LIMIT`], 64 MiB).
pub const LIBRARY_LIMIT: u64 = super::archive::ENTRY_LIMIT;
/// The most libraries remembered as allowed; the oldest is forgotten beyond it (it would then
/// be asked about again).
pub const CONSENTS_MAX: usize = 1_000;
/// The largest consent file read (1,000 records are ~300 KiB).
const CONSENT_FILE_LIMIT: u64 = 1 << 20;

/// A game package's library for this platform: what the player is told before it is loaded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NativeLibrary {
    /// The mod's id.
    pub mod_id: String,
    /// The game its manifest says it is.
    pub game: String,
    /// The file as the manifest names it, in the mod's folder (`lib/libgame.so`).
    pub file: String,
    /// The file on disk.
    pub path: PathBuf,
    pub size: u64,
    /// Lowercase hex.
    pub sha256: String,
}

impl NativeLibrary {
    /// The facts, one per line, indented by `indent`.
    pub fn facts(&self, indent: &str) -> String {
        [
            tr!("mods-file-fact-game", game = self.game.as_str()),
            tr!("mods-file-fact-file", file = self.file.as_str()),
            tr!(
                "mods-file-fact-size",
                size = human_size(self.size),
                bytes = self.size.to_string()
            ),
            tr!("mods-file-fact-sha256", sha256 = self.sha256.as_str()),
        ]
        .iter()
        .map(|fact| format!("{indent}{fact}"))
        .collect::<Vec<_>>()
        .join("\n")
    }

    /// What the CLI says before it would load the library, and what an install refused for
    /// want of consent says.
    pub fn warning(&self) -> String {
        tr!(
            "mods-file-native-warning",
            id = self.mod_id.as_str(),
            facts = self.facts("    ")
        )
    }

    /// The short form for a list: `lib/libgame.so, 1.2 MiB, SHA-256 ab12…`.
    pub fn summary(&self) -> String {
        format!(
            "{}, {}, SHA-256 {}",
            self.file,
            human_size(self.size),
            self.sha256
        )
    }
}

/// The native code a mod brings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Native {
    /// None: a house-rule mod (a manifest without `[plugin]`).
    None,
    /// A library for this platform.
    Library(NativeLibrary),
    /// Libraries only for other platforms: nothing of it can run here.
    OtherPlatforms(Vec<String>),
    /// A library for this platform that cannot be read (missing, a link, too big): the reason.
    Unreadable(String),
}

/// The native code of the mod `entry`: its library for this platform hashed, or why not.
pub fn native_code(entry: &ModEntry) -> Native {
    let Some(m) = entry.manifest.as_ref().filter(|m| m.is_game_package()) else {
        return Native::None;
    };
    let Some(file) = m.plugin_for_this_platform() else {
        return Native::OtherPlatforms(m.plugin.keys().cloned().collect());
    };
    match library(&entry.dir, m, file) {
        Ok(lib) => Native::Library(lib),
        Err(reason) => Native::Unreadable(reason),
    }
}

/// What `mod list`, `list` and the Mods screen say about a mod's native code, if it has any:
/// the library and whether it may be loaded.
pub fn describe(consent: &Consent, entry: &ModEntry) -> Option<String> {
    let id = entry.id().unwrap_or("");
    Some(match native_code(entry) {
        Native::None => return None,
        Native::OtherPlatforms(p) => {
            tr!("mods-file-native-other-platforms", platforms = p.join(", "))
        }
        Native::Unreadable(reason) => tr!("mods-file-native-unreadable", reason = reason),
        Native::Library(lib) => {
            let trust = match consent.trust(&entry.dir, &lib) {
                Trust::Bundled => "bundled",
                Trust::Allowed => "allowed",
                Trust::NotAllowed { changed: false } => "not-allowed",
                Trust::NotAllowed { changed: true } => "changed",
            };
            tr!(
                "mods-file-native",
                library = lib.summary(),
                trust = trust,
                id = id
            )
        }
    })
}

/// Hashes the library `file` of the game package `m` in `dir`.
fn library(dir: &Path, m: &Manifest, file: &str) -> Result<NativeLibrary, String> {
    let path = dir.join(file);
    let name = path.display().to_string();
    let mut handle =
        safe_read::open_checked(&path, LIBRARY_LIMIT).map_err(|r| format!("{name}: {r}"))?;
    let mut hasher = Sha256::new();
    let mut buf = vec![0u8; 64 << 10];
    let mut size: u64 = 0;
    loop {
        let n = handle.read(&mut buf).map_err(|e| {
            tr!(
                "mods-file-cannot-read",
                path = name.as_str(),
                error = e.to_string()
            )
        })?;
        if n == 0 {
            break;
        }
        size += n as u64;
        // The file may grow after it was opened: the limit holds for what is read.
        if size > LIBRARY_LIMIT {
            return Err(tr!(
                "mods-file-library-too-big",
                path = name.as_str(),
                most = human_size(LIBRARY_LIMIT)
            ));
        }
        hasher.update(&buf[..n]);
    }
    Ok(NativeLibrary {
        mod_id: m.id.clone(),
        game: m.game.clone(),
        file: file.to_string(),
        path,
        size,
        sha256: hasher.finalize().iter().fold(String::new(), |mut hex, b| {
            use std::fmt::Write;
            let _ = write!(hex, "{b:02x}");
            hex
        }),
    })
}

/// One library allowed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
struct Record {
    sha256: String,
    /// What it was when allowed (for `mod revoke <id>` and for the player reading the file).
    mod_id: String,
    game: String,
    file: String,
    size: u64,
}

#[derive(Debug, Default, Serialize, Deserialize)]
struct Store {
    allowed: Vec<Record>,
}

/// Whether a mod's library may be loaded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Trust {
    /// Shipped with the host (the content root's `mods/`).
    Bundled,
    /// The player allowed this exact file.
    Allowed,
    /// Not allowed (never, or allowed with another SHA-256: `changed`).
    NotAllowed { changed: bool },
}

/// The consents: those remembered, and those given for this run only (`--allow-native`, the
/// app's "Install anyway" before the install is done).
#[derive(Debug, Clone, Default)]
pub struct Consent {
    /// The consent file (none without a data directory: nothing is remembered then).
    file: Option<PathBuf>,
    records: Vec<Record>,
    /// Why the consent file could not be read (nothing is allowed then, and it is not
    /// overwritten).
    problem: Option<String>,
    /// The content root's `mods/`, canonical.
    bundled: Option<PathBuf>,
    once: Vec<String>,
}

impl Consent {
    /// The consents in the user's mods directory `user` (see [`super::ModsInUse::consent`]),
    /// for the bundled content at `content`.
    pub fn in_dirs(user: Option<&Path>, content: Option<&Path>) -> Consent {
        Consent::at(
            user.map(|d| d.join(CONSENT_FILE)),
            content.map(|c| c.join("mods")).as_deref(),
        )
    }

    /// The consents in `file`, the mods in `bundled_mods` trusted.
    pub fn at(file: Option<PathBuf>, bundled_mods: Option<&Path>) -> Consent {
        let mut consent = Consent {
            bundled: bundled_mods.map(|b| b.canonicalize().unwrap_or_else(|_| b.to_path_buf())),
            ..Consent::default()
        };
        if let Some(path) = &file {
            match read_store(path) {
                Ok(store) => consent.records = store.allowed,
                Err(problem) => consent.problem = Some(problem),
            }
        }
        consent.file = file;
        consent
    }

    /// Allows the library with this SHA-256 for this run only.
    pub fn allow_once(&mut self, sha256: &str) {
        self.once.push(sha256.to_string());
    }

    /// Whether the mod in `dir` ships with the host.
    pub fn is_bundled(&self, dir: &Path) -> bool {
        let dir = dir.canonicalize().unwrap_or_else(|_| dir.to_path_buf());
        self.bundled.as_deref().is_some_and(|b| dir.starts_with(b))
    }

    /// Whether `lib`, of the mod in `dir`, may be loaded.
    pub fn trust(&self, dir: &Path, lib: &NativeLibrary) -> Trust {
        if self.is_bundled(dir) {
            return Trust::Bundled;
        }
        let allowed = |sha: &str| {
            self.once.iter().any(|s| s == sha) || self.records.iter().any(|r| r.sha256 == sha)
        };
        if allowed(&lib.sha256) {
            return Trust::Allowed;
        }
        Trust::NotAllowed {
            changed: self.records.iter().any(|r| r.mod_id == lib.mod_id),
        }
    }

    /// Why `lib` of the mod in `dir` may not be loaded, or `None` when it may.
    pub fn refusal(&self, dir: &Path, lib: &NativeLibrary) -> Option<String> {
        let Trust::NotAllowed { changed } = self.trust(dir, lib) else {
            return None;
        };
        let problem = self.problem.as_deref().unwrap_or("none");
        let (library, id) = (lib.summary(), lib.mod_id.as_str());
        Some(if changed {
            tr!(
                "mods-file-native-changed",
                problem = problem,
                library = library,
                id = id
            )
        } else {
            tr!(
                "mods-file-native-not-allowed",
                problem = problem,
                library = library,
                id = id
            )
        })
    }

    /// Remembers `lib` as allowed.
    pub fn remember(&mut self, lib: &NativeLibrary) -> Result<(), String> {
        let Some(file) = self.file.clone() else {
            return Err(tr!("mods-file-no-consent-dir"));
        };
        if let Some(problem) = &self.problem {
            return Err(tr!("mods-file-consents-broken", problem = problem.as_str()));
        }
        self.records.retain(|r| r.sha256 != lib.sha256);
        self.records.push(Record {
            sha256: lib.sha256.clone(),
            mod_id: lib.mod_id.clone(),
            game: lib.game.clone(),
            file: lib.file.clone(),
            size: lib.size,
        });
        let excess = self.records.len().saturating_sub(CONSENTS_MAX);
        self.records.drain(..excess);
        self.save(&file)
    }

    /// Forgets every library allowed for the mod `id` (and `current`, its library now); how
    /// many were forgotten.
    pub fn revoke(&mut self, id: &str, current: Option<&str>) -> Result<usize, String> {
        let before = self.records.len();
        self.records
            .retain(|r| r.mod_id != id && Some(r.sha256.as_str()) != current);
        self.once.clear();
        let forgotten = before - self.records.len();
        if forgotten > 0
            && let Some(file) = self.file.clone()
        {
            self.save(&file)?;
        }
        Ok(forgotten)
    }

    /// Written to a temporary file, then renamed over the old one: never half a file.
    fn save(&self, file: &Path) -> Result<(), String> {
        let fail = |e: &dyn std::fmt::Display| format!("{}: {e}", file.display());
        let dir = file.parent().unwrap_or(Path::new("."));
        std::fs::create_dir_all(dir).map_err(|e| fail(&e))?;
        let store = Store {
            allowed: self.records.clone(),
        };
        let text = serde_json::to_string_pretty(&store).map_err(|e| fail(&e))?;
        let mut tmp = tempfile::NamedTempFile::new_in(dir).map_err(|e| fail(&e))?;
        std::io::Write::write_all(&mut tmp, text.as_bytes()).map_err(|e| fail(&e))?;
        tmp.persist(file).map_err(|e| fail(&e.error))?;
        Ok(())
    }
}

/// The consent file; none yet is no consent.
fn read_store(path: &Path) -> Result<Store, String> {
    let name = path.display().to_string();
    let text = match safe_read::read_text(path, CONSENT_FILE_LIMIT) {
        Ok(text) => text,
        Err(safe_read::Refusal::NotFound) => return Ok(Store::default()),
        Err(r) => return Err(format!("{name}: {r}")),
    };
    serde_json::from_str(&text).map_err(|e| {
        tr!(
            "mods-file-not-a-consent-file",
            path = name.as_str(),
            line = e.line(),
            column = e.column(),
            error = e.to_string()
        )
    })
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    fn lib(sha: &str) -> NativeLibrary {
        NativeLibrary {
            mod_id: "pkg".into(),
            game: "g".into(),
            file: "lib/libg.so".into(),
            path: PathBuf::from("/nowhere/lib/libg.so"),
            size: 10,
            sha256: sha.into(),
        }
    }

    #[test]
    fn consent_is_per_hash_remembered_and_revoked() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join(CONSENT_FILE);
        let user = dir.path().join("user");
        let mut consent = Consent::at(Some(file.clone()), None);
        assert_eq!(
            consent.trust(&user, &lib("aa")),
            Trust::NotAllowed { changed: false }
        );
        consent.remember(&lib("aa")).unwrap();
        let again = Consent::at(Some(file.clone()), None);
        assert_eq!(again.trust(&user, &lib("aa")), Trust::Allowed);
        // Another file (an upgrade, a changed library) is asked about again.
        assert_eq!(
            again.trust(&user, &lib("bb")),
            Trust::NotAllowed { changed: true }
        );
        assert!(
            again
                .refusal(&user, &lib("bb"))
                .unwrap()
                .contains("changed")
        );
        let mut again = again;
        assert_eq!(again.revoke("pkg", None).unwrap(), 1);
        let after = Consent::at(Some(file), None);
        assert_eq!(
            after.trust(&user, &lib("aa")),
            Trust::NotAllowed { changed: false }
        );
    }

    #[test]
    fn bundled_mods_need_no_consent_and_a_bad_file_allows_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let bundled = dir.path().join("content/mods");
        std::fs::create_dir_all(bundled.join("pkg")).unwrap();
        let file = dir.path().join(CONSENT_FILE);
        std::fs::write(&file, "{\n  \"allowed\": 7\n}").unwrap();
        let mut consent = Consent::at(Some(file.clone()), Some(&bundled));
        assert_eq!(
            consent.trust(&bundled.join("pkg"), &lib("aa")),
            Trust::Bundled
        );
        let refusal = consent.refusal(dir.path(), &lib("aa")).unwrap();
        assert!(refusal.contains(".native-consent.json:2:"), "{refusal}");
        assert!(consent.remember(&lib("aa")).is_err());
        assert_eq!(
            std::fs::read_to_string(&file).unwrap(),
            "{\n  \"allowed\": 7\n}"
        );
    }

    #[test]
    fn a_library_is_hashed_as_sha256() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("lib")).unwrap();
        std::fs::write(dir.path().join("lib/libg.so"), b"abc").unwrap();
        let m = super::super::manifest::parse(
            "mod.toml",
            &format!(
                "id = \"pkg\"\nversion = \"1.0.0\"\ntitle = \"P\"\n\n[game]\ng = \"^1\"\n\n\
                 [plugin]\n{} = \"lib/libg.so\"\n",
                Manifest::platform()
            ),
        )
        .unwrap();
        let lib = library(dir.path(), &m, "lib/libg.so").unwrap();
        assert_eq!(
            lib.sha256,
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
        assert_eq!(lib.size, 3);
    }
}

//! Ruleset sources: the files of a ruleset, collected by the host and compiled by the plugin.

use super::packages::{mod_base, script_path};
use super::safe_read::{
    RULESET_FILE_LIMIT, RULESET_MAX_FILES, RULESET_TOTAL_LIMIT, Refusal, human_size, read_in_root,
};
pub use game_wire::RulesetSource;
use game_wire::diag::Diagnostic;
use std::collections::BTreeMap;
use std::path::Path;

/// Reads a ruleset file and every file it refers to (its `extends` chain and its scripts)
/// from the content root. A referenced file that does not exist is left for compilation to
/// report with its location; every other problem is an error here, naming the file: the
/// asked-for file missing, a file that is not a regular file (a FIFO, a directory, …), over
/// [`RULESET_FILE_LIMIT`], resolving outside the content root through a symlink, not UTF-8,
/// or more than [`RULESET_MAX_FILES`] files or [`RULESET_TOTAL_LIMIT`] bytes in all (see
/// [`super::safe_read`]). References that could escape the content root (absolute paths,
/// `..`) are never read.
pub fn collect(content_root: &Path, root: &str) -> Result<RulesetSource, Diagnostic> {
    collect_with(root, |rel| {
        read_in_root(content_root, rel, RULESET_FILE_LIMIT)
    })
}

/// [`collect`] reading each content path through `read`, which the host
/// points at the bundled content or at a mod's folder by the path's package (see
/// [`super::packages`]); the limits on the number and total size of files are the same.
pub fn collect_with(
    root: &str,
    mut read: impl FnMut(&str) -> Result<String, Refusal>,
) -> Result<RulesetSource, Diagnostic> {
    let mut source = RulesetSource {
        root: root.to_string(),
        files: BTreeMap::new(),
    };
    let mut total: u64 = 0;
    let mut pending = vec![root.to_string()];
    while let Some(rel) = pending.pop() {
        if source.files.contains_key(&rel) {
            continue;
        }
        if !is_content_path(&rel) {
            if rel == root {
                // An empty path would make a message that names no file at all.
                let (file, what) = if rel.trim().is_empty() {
                    ("(no ruleset path)".to_string(), "the ruleset path is empty")
                } else {
                    (rel, "not a path relative to the content root")
                };
                return Err(Diagnostic::file(file, what));
            }
            continue;
        }
        let text = match read(&rel) {
            Ok(t) => t,
            Err(Refusal::NotFound) if rel != root => continue,
            Err(Refusal::NotFound) => {
                return Err(Diagnostic::file(rel, "cannot read: no such file"));
            }
            Err(refusal) => return Err(Diagnostic::file(rel, refusal.to_string())),
        };
        total += text.len() as u64;
        if total > RULESET_TOTAL_LIMIT {
            return Err(Diagnostic::file(
                rel,
                format!(
                    "the ruleset's files add up to more than the {} limit",
                    human_size(RULESET_TOTAL_LIMIT)
                ),
            ));
        }
        if source.files.len() >= RULESET_MAX_FILES {
            return Err(Diagnostic::file(
                rel,
                format!("the ruleset uses more than {RULESET_MAX_FILES} files"),
            ));
        }
        if rel.ends_with(".toml") {
            pending.extend(references(&rel, &text));
        }
        source.files.insert(rel, text);
    }
    Ok(source)
}

/// The files a ruleset file refers to in its header: its base and its scripts, as paths
/// relative to the content root. Lenient: a file that does not parse refers to nothing, and
/// references that are not plain content-root paths are left out (compilation reports them).
pub fn references(rel: &str, text: &str) -> Vec<String> {
    let Ok(table) = text.parse::<toml::Table>() else {
        return Vec::new();
    };
    let mut out = Vec::new();
    if let Some(base) = table.get("extends").and_then(|v| v.as_str())
        && let Some(path) = base_path(rel, base)
    {
        out.push(path);
    }
    if let Some(scripts) = table.get("scripts").and_then(|v| v.as_array()) {
        out.extend(
            scripts
                .iter()
                .filter_map(|s| s.as_str())
                .filter(|s| is_content_path(s))
                .map(|s| script_path(rel, s)),
        );
    }
    out
}

/// The path of the ruleset named by `extends = "<name>"` in the file `child`: `<name>.toml` in
/// the child's directory (a trailing `.toml` in the name is accepted). `None` when the name is
/// not a plain file name (empty, or containing `/`, `\` or `..`). In a mod's file, and for a
/// `"<mod-id>:<name>"`, the rules of [`super::packages`] apply.
pub fn base_path(child: &str, name: &str) -> Option<String> {
    if let Some(resolved) = mod_base(child, name) {
        return resolved.ok();
    }
    let stem = name.strip_suffix(".toml").unwrap_or(name);
    if stem.is_empty() || stem.contains(['/', '\\']) || stem.contains("..") {
        return None;
    }
    let dir = child.rsplit_once('/').map_or("", |(d, _)| d);
    Some(if dir.is_empty() {
        format!("{stem}.toml")
    } else {
        format!("{dir}/{stem}.toml")
    })
}

/// Whether `path` is a relative path inside the content root: `/`-separated, not absolute, no
/// empty, `.` or `..` segments, no backslashes or drive letters.
pub fn is_content_path(path: &str) -> bool {
    !path.is_empty()
        && !path.contains(['\\', ':'])
        && path
            .split('/')
            .all(|seg| !seg.is_empty() && seg != "." && seg != "..")
}

/// The ruleset's name implied by its path: the file stem (`rulesets/palagan/big.toml` → `big`).
pub fn file_stem(path: &str) -> &str {
    let file = path.rsplit_once('/').map_or(path, |(_, f)| f);
    file.strip_suffix(".toml").unwrap_or(file)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_empty_ruleset_path_is_named_as_such() {
        let Err(d) = collect(Path::new("."), "") else {
            panic!("an empty path must be refused");
        };
        assert_eq!(d.file, "(no ruleset path)");
        assert_eq!(d.message, "the ruleset path is empty");
    }

    #[test]
    fn base_paths_are_siblings_of_the_child() {
        assert_eq!(
            base_path("rulesets/palagan/big.toml", "standard").as_deref(),
            Some("rulesets/palagan/standard.toml")
        );
        assert_eq!(
            base_path("rulesets/palagan/big.toml", "standard.toml").as_deref(),
            Some("rulesets/palagan/standard.toml")
        );
        assert_eq!(base_path("big.toml", "a").as_deref(), Some("a.toml"));
        assert_eq!(base_path("rulesets/p/big.toml", "../x"), None);
        assert_eq!(base_path("rulesets/p/big.toml", "sub/x"), None);
        assert_eq!(base_path("rulesets/p/big.toml", ""), None);
    }

    #[test]
    fn references_follow_extends_and_scripts_safely() {
        let text = "extends = \"standard\"\nscripts = [\"scripts/p/a.lua\", \"../etc/passwd\", \"/abs\"]\n";
        assert_eq!(
            references("rulesets/p/big.toml", text),
            vec!["rulesets/p/standard.toml", "scripts/p/a.lua"]
        );
        assert!(references("x.toml", "not toml =").is_empty());
    }

    #[test]
    fn content_paths_stay_inside_the_root() {
        assert!(is_content_path("scripts/p/a.lua"));
        for bad in ["", "/a", "a//b", "./a", "a/../b", "c:/x", "a\\b"] {
            assert!(!is_content_path(bad), "{bad}");
        }
        assert_eq!(file_stem("rulesets/p/big.toml"), "big");
    }
}

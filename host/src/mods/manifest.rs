//! `mod.toml`: what a mod is (id, version, title, …), which game and game version it targets,
//! which other mods it needs, and for a game package its plugin library per platform. The
//! format is documented in `docs/mods.md` (JSON Schema: `docs/mod.schema.json`).
//!
//! Every problem is a [`Diagnostic`] at the file, line and column of the offending value.

use crate::tr;
use game_content::packages::{MOD_ID_MAX, is_mod_id};
use game_wire::Diagnostic;
use semver::{Version, VersionReq};
use serde::Deserialize;
use std::collections::BTreeMap;
use toml::Spanned;

/// The manifest's file name, at the top of a mod's folder.
pub const FILE: &str = "mod.toml";
/// The largest manifest read: 64 KiB (a manifest is a few lines).
pub const FILE_LIMIT: u64 = 64 * 1024;
/// The most characters of a title.
pub const TITLE_MAX: usize = 80;
/// The most characters of a description.
pub const DESCRIPTION_MAX: usize = 2_000;
/// The most dependencies one mod may have.
pub const DEPENDENCIES_MAX: usize = 32;
/// The most languages a manifest translates its title and description to (`[text.<code>]`).
pub const LANGUAGES_MAX: usize = 32;
/// The longest language code of a `[text.<code>]` table, in bytes (`id`, `pt-BR`, `zh-Hant-TW`).
pub const LANGUAGE_CODE_MAX: usize = 16;

/// A manifest's title and description in one language (`[text.<code>]`); what it leaves out
/// is shown in English.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ManifestText {
    pub title: Option<String>,
    pub description: Option<String>,
}

/// A mod's manifest, checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Manifest {
    pub id: String,
    pub version: Version,
    pub title: String,
    pub description: String,
    pub authors: Vec<String>,
    /// The game the mod is for.
    pub game: String,
    /// The versions of the game's plugin it works with.
    pub game_version: VersionReq,
    /// Other mods it needs, with the versions it works with.
    pub dependencies: BTreeMap<String, VersionReq>,
    /// For a game package: the plugin library per platform (`linux-x86_64`), relative to the
    /// mod's folder.
    pub plugin: BTreeMap<String, String>,
    /// The title and description in other languages, by language code (`[text.id]`).
    pub text: BTreeMap<String, ManifestText>,
}

impl Manifest {
    /// This platform's key in `[plugin]`: `<os>-<arch>` as Rust names them (`linux-x86_64`,
    /// `windows-x86_64`, `macos-aarch64`).
    pub fn platform() -> String {
        format!("{}-{}", std::env::consts::OS, std::env::consts::ARCH)
    }

    /// Whether the mod brings its game (a game package) rather than changing one.
    pub fn is_game_package(&self) -> bool {
        !self.plugin.is_empty()
    }

    /// The plugin library for this platform, relative to the mod's folder.
    pub fn plugin_for_this_platform(&self) -> Option<&str> {
        self.plugin.get(&Self::platform()).map(String::as_str)
    }

    /// The title in the current language (`[text.<code>]`; English where it has none).
    pub fn shown_title(&self) -> std::borrow::Cow<'_, str> {
        crate::i18n::content_text(&self.title, |code| {
            self.text.get(code).and_then(|t| t.title.as_deref())
        })
    }

    /// The description in the current language (`[text.<code>]`; English where it has none).
    pub fn shown_description(&self) -> std::borrow::Cow<'_, str> {
        crate::i18n::content_text(&self.description, |code| {
            self.text.get(code).and_then(|t| t.description.as_deref())
        })
    }
}

/// The manifest as written: every value with its position, so checks beyond the syntax point at
/// the value.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    id: Spanned<String>,
    version: Spanned<String>,
    title: Spanned<String>,
    #[serde(default)]
    description: Option<Spanned<String>>,
    #[serde(default)]
    authors: Vec<String>,
    game: Spanned<BTreeMap<String, Spanned<String>>>,
    #[serde(default)]
    dependencies: Option<Spanned<BTreeMap<String, Spanned<String>>>>,
    #[serde(default)]
    plugin: BTreeMap<String, Spanned<String>>,
    #[serde(default)]
    text: Option<Spanned<BTreeMap<String, Spanned<RawText>>>>,
}

/// One `[text.<code>]` table: only these keys (any other is an error at its line).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawText {
    #[serde(default)]
    title: Option<Spanned<String>>,
    #[serde(default)]
    description: Option<Spanned<String>>,
}

/// Parses and checks a manifest; `file` is the name used in messages.
pub fn parse(file: &str, text: &str) -> Result<Manifest, Diagnostic> {
    let raw: Raw = toml::from_str(text).map_err(|e| {
        let offset = e.span().map_or(0, |s| s.start);
        Diagnostic::at_offset(file, text, offset, syntax(e.message()))
    })?;
    let at = |offset: usize, message: String| Diagnostic::at_offset(file, text, offset, message);
    let id = raw.id.get_ref();
    if !is_mod_id(id) {
        return Err(at(
            raw.id.span().start,
            tr!("mods-file-bad-id", id = id.as_str(), most = MOD_ID_MAX),
        ));
    }
    let version = Version::parse(raw.version.get_ref()).map_err(|e| {
        at(
            raw.version.span().start,
            tr!(
                "mods-file-bad-version",
                version = raw.version.get_ref().as_str(),
                error = e.to_string()
            ),
        )
    })?;
    let title = raw.title.get_ref().trim();
    if title.is_empty() || title.chars().count() > TITLE_MAX {
        return Err(at(
            raw.title.span().start,
            tr!("mods-file-bad-title", most = TITLE_MAX),
        ));
    }
    let description = raw.description.as_ref().map_or("", |d| d.get_ref().trim());
    if let Some(d) = &raw.description
        && description.chars().count() > DESCRIPTION_MAX
    {
        return Err(at(
            d.span().start,
            tr!("mods-file-long-description", most = DESCRIPTION_MAX),
        ));
    }
    let mut games = raw.game.get_ref().iter();
    let (game, requirement) = match (games.next(), games.next()) {
        (Some(one), None) => one,
        _ => {
            return Err(at(raw.game.span().start, tr!("mods-file-one-game")));
        }
    };
    let game_version = requirement_at(requirement, "game", game, &at)?;
    let mut dependencies = BTreeMap::new();
    if let Some(deps) = &raw.dependencies {
        if deps.get_ref().len() > DEPENDENCIES_MAX {
            return Err(at(
                deps.span().start,
                tr!("mods-file-too-many-dependencies", most = DEPENDENCIES_MAX),
            ));
        }
        for (dep, req) in deps.get_ref() {
            if !is_mod_id(dep) {
                return Err(at(
                    req.span().start,
                    tr!("mods-file-bad-dependency", dependency = dep.as_str()),
                ));
            }
            if dep == id {
                return Err(at(
                    req.span().start,
                    tr!("mods-file-depends-on-itself", id = id.as_str()),
                ));
            }
            dependencies.insert(dep.clone(), requirement_at(req, "mod", dep, &at)?);
        }
    }
    let mut plugin = BTreeMap::new();
    for (platform, path) in &raw.plugin {
        if !game_content::source::is_content_path(path.get_ref()) {
            return Err(at(
                path.span().start,
                tr!("mods-file-plugin-path", path = path.get_ref().as_str()),
            ));
        }
        plugin.insert(platform.clone(), path.get_ref().clone());
    }
    let text = match &raw.text {
        Some(tables) => texts(tables, &at)?,
        None => BTreeMap::new(),
    };
    Ok(Manifest {
        id: id.clone(),
        version,
        title: title.to_string(),
        description: description.to_string(),
        authors: raw.authors,
        game: game.clone(),
        game_version,
        dependencies,
        plugin,
        text,
    })
}

/// Whether `code` looks like a BCP 47 language code: 2 or 3 lowercase letters, then subtags of
/// 2 to 8 letters or digits (`id`, `pt-BR`, `zh-Hant`), at most [`LANGUAGE_CODE_MAX`] bytes.
fn is_language_code(code: &str) -> bool {
    let mut parts = code.split('-');
    let first = parts.next().unwrap_or_default();
    code.len() <= LANGUAGE_CODE_MAX
        && (2..=3).contains(&first.len())
        && first.bytes().all(|b| b.is_ascii_lowercase())
        && parts.all(|p| (2..=8).contains(&p.len()) && p.bytes().all(|b| b.is_ascii_alphanumeric()))
}

/// The `[text.<code>]` tables, checked as the English they translate is.
fn texts(
    tables: &Spanned<BTreeMap<String, Spanned<RawText>>>,
    at: &impl Fn(usize, String) -> Diagnostic,
) -> Result<BTreeMap<String, ManifestText>, Diagnostic> {
    if tables.get_ref().len() > LANGUAGES_MAX {
        return Err(at(
            tables.span().start,
            tr!("mods-file-too-many-languages", most = LANGUAGES_MAX),
        ));
    }
    let mut out = BTreeMap::new();
    for (code, table) in tables.get_ref() {
        if !is_language_code(code) {
            return Err(at(
                table.span().start,
                tr!("mods-file-bad-language", code = code.as_str()),
            ));
        }
        if code == crate::i18n::ENGLISH {
            return Err(at(table.span().start, tr!("mods-file-text-english")));
        }
        let raw = table.get_ref();
        let title = match &raw.title {
            Some(t) => {
                let title = t.get_ref().trim();
                if title.is_empty() || title.chars().count() > TITLE_MAX {
                    return Err(at(
                        t.span().start,
                        tr!("mods-file-bad-title", most = TITLE_MAX),
                    ));
                }
                Some(title.to_string())
            }
            None => None,
        };
        let description = match &raw.description {
            Some(d) => {
                let description = d.get_ref().trim();
                if description.chars().count() > DESCRIPTION_MAX {
                    return Err(at(
                        d.span().start,
                        tr!("mods-file-long-description", most = DESCRIPTION_MAX),
                    ));
                }
                Some(description.to_string())
            }
            None => None,
        };
        out.insert(code.clone(), ManifestText { title, description });
    }
    Ok(out)
}

/// `kind` is `game` or `mod`, `name` its id.
fn requirement_at(
    req: &Spanned<String>,
    kind: &str,
    name: &str,
    at: &impl Fn(usize, String) -> Diagnostic,
) -> Result<VersionReq, Diagnostic> {
    VersionReq::parse(req.get_ref()).map_err(|e| {
        at(
            req.span().start,
            tr!(
                "mods-file-bad-requirement",
                kind = kind,
                name = name,
                requirement = req.get_ref().as_str(),
                error = e.to_string()
            ),
        )
    })
}

/// The parser's message, with the names of the keys it knows.
fn syntax(message: &str) -> String {
    let message = message.trim();
    // The parser's own words (English) are quoted as they are.
    if message.starts_with("unknown field") {
        return tr!("mods-file-unknown-field", message = message);
    }
    if message.starts_with("missing field") {
        return tr!("mods-file-missing-field", message = message);
    }
    tr!("mods-file-invalid-manifest", message = message)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)] // tests: a failed unwrap is a failed test
    use super::*;

    const GOOD: &str = r#"id = "palagan-territory"
version = "1.2.0"
title = "Territory"
description = "Score land, not pieces."
authors = ["Ana"]

[game]
palagan = "^0.1"

[dependencies]
base = ">=1.0, <2"
"#;

    fn error(text: &str) -> String {
        parse("mod.toml", text).unwrap_err().to_string()
    }

    #[test]
    fn a_good_manifest_reads_every_field() {
        let m = parse("mod.toml", GOOD).unwrap();
        assert_eq!(m.id, "palagan-territory");
        assert_eq!(m.version, Version::new(1, 2, 0));
        assert_eq!(m.game, "palagan");
        assert!(m.game_version.matches(&Version::new(0, 1, 5)));
        assert!(!m.game_version.matches(&Version::new(0, 2, 0)));
        assert!(m.dependencies["base"].matches(&Version::new(1, 9, 0)));
        assert_eq!(m.authors, ["Ana"]);
        assert!(!m.is_game_package());
    }

    #[test]
    fn each_bad_value_is_located_at_its_line_and_column() {
        assert_eq!(
            error(&GOOD.replace("\"1.2.0\"", "\"1.2\"")),
            "mod.toml:2:11: `version` = \"1.2\" is not a semantic version such as \"1.0.0\": \
             unexpected end of input while parsing minor version number"
        );
        assert!(
            error(&GOOD.replace("\"palagan-territory\"", "\"Palagan\""))
                .starts_with("mod.toml:1:6: `id` = \"Palagan\" is not a mod id")
        );
        assert!(
            error(&GOOD.replace("\"^0.1\"", "\"about 0.1\""))
                .starts_with("mod.toml:8:11: the version requirement on game `palagan`")
        );
        assert!(
            error(&GOOD.replace("base = ", "Base = "))
                .starts_with("mod.toml:11:8: dependency `Base` is not a mod id")
        );
        assert!(
            error(&GOOD.replace("palagan = \"^0.1\"", "palagan = \"^0.1\"\ncyvasse = \"*\""))
                .starts_with("mod.toml:7:1: `[game]` must name exactly one game")
        );
    }

    #[test]
    fn syntax_unknown_and_missing_keys_are_located() {
        assert!(error("id = \n").starts_with("mod.toml:1:6: invalid mod.toml:"));
        let unknown = error(&format!("colour = \"red\"\n{GOOD}"));
        assert!(
            unknown.starts_with("mod.toml:1:1: unknown field `colour`"),
            "{unknown}"
        );
        let missing = error("id = \"x\"\nversion = \"1.0.0\"\n[game]\npalagan = \"*\"\n");
        assert!(missing.contains("missing field `title`"), "{missing}");
    }

    #[test]
    fn the_json_schema_has_exactly_the_keys_the_parser_reads() {
        let schema: serde_json::Value =
            serde_json::from_str(include_str!("../../../docs/mod.schema.json")).unwrap();
        let mut keys: Vec<&str> = schema["properties"]
            .as_object()
            .unwrap()
            .keys()
            .map(String::as_str)
            .collect();
        keys.sort();
        assert_eq!(
            keys,
            [
                "authors",
                "dependencies",
                "description",
                "game",
                "id",
                "plugin",
                "text",
                "title",
                "version"
            ]
        );
        let required: Vec<&str> = schema["required"]
            .as_array()
            .unwrap()
            .iter()
            .filter_map(|v| v.as_str())
            .collect();
        assert_eq!(required, ["id", "version", "title", "game"]);
        // Every key the schema lists is accepted (the parser refuses unknown ones).
        let all = format!(
            "{GOOD}\n[plugin]\nlinux-x86_64 = \"lib/libg.so\"\n\n[text.id]\ntitle = \"Wilayah\"\n"
        );
        let m = parse("mod.toml", &all).unwrap();
        assert!(m.is_game_package());
        assert_eq!(m.plugin["linux-x86_64"], "lib/libg.so");
    }

    #[test]
    fn a_manifest_translates_its_title_and_description_and_english_fills_the_rest() {
        let text = format!(
            "{GOOD}\n[text.id]\ntitle = \"Wilayah\"\ndescription = \"Skor lahan, bukan bidak.\"\n\n\
             [text.pt-BR]\ntitle = \"Território\"\n"
        );
        let m = parse("mod.toml", &text).unwrap();
        assert_eq!(m.text["id"].title.as_deref(), Some("Wilayah"));
        let shown = |code: &str| {
            crate::i18n::set_thread_language(Some(code));
            let both = (
                m.shown_title().into_owned(),
                m.shown_description().into_owned(),
            );
            crate::i18n::set_thread_language(None);
            both
        };
        assert_eq!(
            shown("id"),
            ("Wilayah".into(), "Skor lahan, bukan bidak.".into())
        );
        assert_eq!(
            shown("en"),
            ("Territory".into(), "Score land, not pieces.".into())
        );
        // The pseudo-language marks them: they are translatable.
        assert_eq!(shown("qps").0, "[Térrítórý]");
        // A language the manifest does not translate, or a key it leaves out: English.
        let only_title = format!("{GOOD}\n[text.id]\ntitle = \"Wilayah\"\n");
        let m = parse("mod.toml", &only_title).unwrap();
        crate::i18n::set_thread_language(Some("id"));
        assert_eq!(m.shown_description(), "Score land, not pieces.");
        crate::i18n::set_thread_language(None);
        let m = parse("mod.toml", GOOD).unwrap();
        crate::i18n::set_thread_language(Some("id"));
        assert_eq!(m.shown_title(), "Territory");
        crate::i18n::set_thread_language(None);
    }

    #[test]
    fn a_text_table_is_checked_and_located_at_its_line() {
        crate::i18n::set_thread_language(Some("en"));
        let with = |table: &str| error(&format!("{GOOD}\n{table}"));
        let unknown = with("[text.id]\nname = \"Wilayah\"\n");
        assert!(
            unknown.starts_with(
                "mod.toml:14:1: unknown field `name`, expected `title` or `description`"
            ),
            "{unknown}"
        );
        let code = with("[text.Indonesian]\ntitle = \"x\"\n");
        assert!(
            code.starts_with("mod.toml:13:")
                && code.contains("`Indonesian` is not a language code such as `id` or `pt-BR`"),
            "{code}"
        );
        let english = with("[text.en]\ntitle = \"x\"\n");
        assert!(english.contains("`[text.en]`"), "{english}");
        let empty = with("[text.id]\ntitle = \" \"\n");
        assert!(
            empty.starts_with("mod.toml:14:9: `title` must be 1 to 80 characters"),
            "{empty}"
        );
        let long = with(&format!(
            "[text.id]\ndescription = \"{}\"\n",
            "x".repeat(2_001)
        ));
        assert!(
            long.starts_with("mod.toml:14:15: `description` is over 2000"),
            "{long}"
        );
        let many: String = (0..=LANGUAGES_MAX)
            .map(|i| {
                format!(
                    "[text.l{}{}]\ntitle = \"x\"\n",
                    (b'a' + (i / 26) as u8) as char,
                    (b'a' + (i % 26) as u8) as char
                )
            })
            .collect();
        assert!(
            with(&many).contains("more than 32 languages"),
            "{}",
            with(&many)
        );
        crate::i18n::set_thread_language(None);
    }

    #[test]
    fn a_plugin_path_stays_inside_the_mod() {
        let text = format!("{GOOD}\n[plugin]\nlinux-x86_64 = \"../../libevil.so\"\n");
        assert!(
            error(&text).starts_with("mod.toml:14:16: plugin library `../../libevil.so`"),
            "{}",
            error(&text)
        );
    }
}

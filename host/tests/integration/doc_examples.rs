//! Every TOML and Lua example in the author-facing docs is tested: a code fence tagged ```toml or
//! ```lua must say in its info string what it is, and this test holds it to that:
//!
//! - `file=PATH`: the example is the real file at PATH, verbatim (the file itself is checked by
//!   `game-host check --all`, and here when it is a ruleset);
//! - `ruleset=GAME/NAME`: a whole ruleset file, compiled as `rulesets/GAME/NAME.toml`;
//! - `fragment=GAME` (TOML): a part of a ruleset, compiled under `game = "GAME"` and
//!   `extends = "standard"` (or `extends=NAME`) unless it writes those keys itself;
//! - `script=PATH` (Lua): a whole script, written at PATH and loaded by the example ruleset of
//!   the same document that lists it, or else by one extending the game's standard ruleset;
//! - `fragment=GAME` (Lua): a few statements, compiled as the body of a function of a script;
//! - `expect-error="TEXT"`: checking must fail with TEXT in its output (an example of a
//!   mistake); without it, checking must succeed.
//!
//! Rulesets are checked as an author would, with `game-host check --play 3` in a copy of the
//! content root: compiled, then three seeded random games played, so a script calling a ctx
//! method that does not exist fails here too.

use crate::common;

use common::copy_dir;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

const DOCS: &[&str] = &[
    "README.md",
    "docs/developing.md",
    "plugins/sdk/RULESETS.md",
    "plugins/sdk/SCRIPTING.md",
    "docs/hot-reload.md",
];

/// The documents checked: [`DOCS`], then every game's script API page (`scripts/<game>/API.md`)
/// and game page (`docs/games/<game>.md`), found rather than listed, so a new game's pages are
/// held to this without being named.
fn documents(root: &Path) -> Vec<String> {
    let mut docs: Vec<String> = DOCS.iter().map(|d| d.to_string()).collect();
    let mut found = Vec::new();
    for dir in std::fs::read_dir(root.join("scripts")).unwrap().flatten() {
        if dir.path().join("API.md").is_file() {
            found.push(format!(
                "scripts/{}/API.md",
                dir.file_name().to_string_lossy()
            ));
        }
    }
    for page in std::fs::read_dir(root.join("docs/games"))
        .unwrap()
        .flatten()
    {
        let name = page.file_name().to_string_lossy().into_owned();
        if name.ends_with(".md") {
            found.push(format!("docs/games/{name}"));
        }
    }
    found.sort();
    assert!(
        found.iter().filter(|d| d.starts_with("scripts/")).count() >= 4,
        "{found:?}"
    );
    docs.extend(found);
    docs
}

fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_default()
}

/// A fenced example: where it is, its language, its info-string attributes and its text.
#[derive(Debug)]
struct Example {
    at: String,
    lang: String,
    attrs: BTreeMap<String, String>,
    text: String,
}

fn examples(doc: &str, text: &str) -> Vec<Example> {
    let mut found = Vec::new();
    let lines: Vec<&str> = text.lines().collect();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        let indent = line.len() - line.trim_start().len();
        let Some(info) = line.trim_start().strip_prefix("```") else {
            i += 1;
            continue;
        };
        let end = (i + 1..lines.len())
            .find(|&j| lines[j].trim_start().starts_with("```"))
            .unwrap_or_else(|| panic!("{doc}:{}: unclosed code fence", i + 1));
        let (lang, attrs) = info_string(info);
        if lang == "toml" || lang == "lua" {
            let body: Vec<&str> = lines[i + 1..end]
                .iter()
                .map(|l| {
                    l.get(indent.min(l.len() - l.trim_start().len())..)
                        .unwrap_or("")
                })
                .collect();
            found.push(Example {
                at: format!("{doc}:{}", i + 1),
                lang,
                attrs,
                text: body.join("\n") + "\n",
            });
        }
        i = end + 1;
    }
    found
}

/// `toml fragment=palagan expect-error="a b"` → ("toml", {fragment: palagan, expect-error: a b}).
fn info_string(info: &str) -> (String, BTreeMap<String, String>) {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut quoted = false;
    for c in info.trim().chars() {
        match c {
            '"' => quoted = !quoted,
            ' ' if !quoted => {
                if !word.is_empty() {
                    words.push(std::mem::take(&mut word));
                }
            }
            c => word.push(c),
        }
    }
    if !word.is_empty() {
        words.push(word);
    }
    let mut words = words.into_iter();
    let lang = words.next().unwrap_or_default();
    let attrs = words
        .map(|w| match w.split_once('=') {
            Some((k, v)) => (k.to_string(), v.to_string()),
            None => (w, String::new()),
        })
        .collect();
    (lang, attrs)
}

/// A ruleset to check in the content copy, and what the check must say.
#[derive(Debug)]
struct Check {
    at: String,
    ruleset: String,
    expect_error: Option<String>,
}

#[test]
fn every_toml_and_lua_example_in_the_docs_is_checked() {
    let root = workspace_root();
    let content = tempfile::tempdir().unwrap();
    copy_dir(&root.join("rulesets"), &content.path().join("rulesets"));
    copy_dir(&root.join("scripts"), &content.path().join("scripts"));
    let mut problems = Vec::new();
    let mut checks = Vec::new();
    let mut count = 0;
    for doc in &documents(&root) {
        let doc = doc.as_str();
        let text = std::fs::read_to_string(root.join(doc)).unwrap();
        let examples = examples(doc, &text);
        // Scripts listed by the document's own example rulesets are loaded by those.
        let listed: String = examples
            .iter()
            .filter(|e| e.lang == "toml")
            .map(|e| e.text.as_str())
            .collect();
        for (n, ex) in examples.iter().enumerate() {
            count += 1;
            let expect_error = ex.attrs.get("expect-error").cloned();
            let mut check = |ruleset: String| {
                checks.push(Check {
                    at: ex.at.clone(),
                    ruleset,
                    expect_error: expect_error.clone(),
                })
            };
            let stem = format!("doc-{}-{n}", doc.replace(['/', '.'], "-").to_lowercase());
            if let Some(path) = ex.attrs.get("file") {
                let real = std::fs::read_to_string(root.join(path)).unwrap_or_default();
                if real.trim_end() != ex.text.trim_end() {
                    problems.push(format!(
                        "{}: the example differs from {path} (copy the file into the doc)",
                        ex.at
                    ));
                }
                if path.starts_with("rulesets/") {
                    check(path.clone());
                }
            } else if let Some(name) = ex.attrs.get("ruleset") {
                let path = format!("rulesets/{name}.toml");
                write(content.path(), &path, &ex.text);
                check(path);
            } else if let Some(path) = ex.attrs.get("script") {
                write(content.path(), path, &ex.text);
                if !listed.contains(path.as_str()) {
                    let game = game_of(path);
                    let ruleset = format!("rulesets/{game}/{stem}.toml");
                    let text = format!(
                        "game = \"{game}\"\nextends = \"standard\"\nscripts = [\"{path}\"]\n"
                    );
                    write(content.path(), &ruleset, &text);
                    check(ruleset);
                }
            } else if let Some(game) = ex.attrs.get("fragment") {
                let ruleset = format!("rulesets/{game}/{stem}.toml");
                let text = if ex.lang == "toml" {
                    let mut header = String::new();
                    if !ex.text.lines().any(|l| l.starts_with("game ")) {
                        header.push_str(&format!("game = \"{game}\"\n"));
                    }
                    if !ex.text.lines().any(|l| l.starts_with("extends ")) {
                        let base = ex.attrs.get("extends").map_or("standard", String::as_str);
                        header.push_str(&format!("extends = \"{base}\"\n"));
                    }
                    header + &ex.text
                } else {
                    let script = format!("scripts/{game}/{stem}.lua");
                    // Statements as the body of a function no hook names: compiled, not run.
                    let lua = format!("local function example(ctx)\n{}end\nreturn {{}}\n", ex.text);
                    write(content.path(), &script, &lua);
                    format!("game = \"{game}\"\nextends = \"standard\"\nscripts = [\"{script}\"]\n")
                };
                write(content.path(), &ruleset, &text);
                check(ruleset);
            } else {
                problems.push(format!(
                    "{}: a ```{} example must say what it is: file=, ruleset=, script= or \
                     fragment= (see host/tests/integration/doc_examples.rs)",
                    ex.at, ex.lang
                ));
            }
        }
    }
    assert!(count >= 15, "only {count} examples found");
    for check in &checks {
        let out = check_ruleset(content.path(), &check.ruleset);
        let said = format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        match &check.expect_error {
            None if !out.status.success() => problems.push(format!(
                "{}: {} does not check:\n{said}",
                check.at, check.ruleset
            )),
            Some(text) if out.status.success() || !said.contains(text.as_str()) => {
                problems.push(format!(
                    "{}: expected `{}` to fail with `{text}`, got:\n{said}",
                    check.at, check.ruleset
                ))
            }
            _ => {}
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n\n"));
}

#[test]
fn the_fence_reader_sees_languages_attributes_and_indented_bodies() {
    let doc = "text\n   ```toml fragment=palagan expect-error=\"bad `x`\"\n   [board]\n   side = 1\n   ```\n```sh\nls\n```\n```lua\nx()\n```\n";
    let found = examples("d.md", doc);
    assert_eq!(found.len(), 2);
    assert_eq!(found[0].at, "d.md:2");
    assert_eq!(found[0].attrs["fragment"], "palagan");
    assert_eq!(found[0].attrs["expect-error"], "bad `x`");
    assert_eq!(found[0].text, "[board]\nside = 1\n");
    assert_eq!(found[1].lang, "lua");
    assert!(found[1].attrs.is_empty());
}

fn game_of(path: &str) -> &str {
    path.strip_prefix("scripts/")
        .and_then(|p| p.split('/').next())
        .unwrap_or_else(|| panic!("script path {path} is not under scripts/<game>/"))
}

fn write(root: &Path, path: &str, text: &str) {
    let path = root.join(path);
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, text).unwrap();
}

fn check_ruleset(content: &Path, ruleset: &str) -> std::process::Output {
    common::plugins_dir();
    let data = tempfile::tempdir().unwrap();
    std::process::Command::new(env!("CARGO_BIN_EXE_game-host"))
        .args(["check", "--play", "3"])
        .arg(content.join(ruleset))
        .arg("--content")
        .arg(content)
        .env("GAME_HOST_DATA", data.path())
        .env_remove("GAME_HOST_PLUGIN_PATH")
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap()
}

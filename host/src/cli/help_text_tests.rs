//! The help's catalogue against the doc comments, and the help in English and Indonesian.

use super::*;
use crate::i18n::{languages, set_thread_language};

/// The English catalogue of the help, on disk (the test rewrites it on `UPDATE_CLI_HELP=1`).
const FILE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/i18n/en/cli-help.ftl");
/// The line after which the file is the doc comments (what `UPDATE_CLI_HELP=1` rewrites).
const GENERATED_FROM: &str = "## `UPDATE_CLI_HELP=1";
/// Commands only a game-host with online play has (their texts stay in the catalogue).
const ONLINE_ONLY: &[&str] = &["host", "join"];

/// Every text the catalogue must hold, with its id: the help's, and the root's examples of
/// both builds (with and without online play).
fn expected() -> Vec<(String, String)> {
    let mut out = Vec::new();
    for (id, text) in texts(&Cli::command()) {
        if id == "help-after" || id == "help-after-offline" {
            out.push((
                "help-after".to_owned(),
                crate::cli::EXAMPLES_ONLINE.to_owned(),
            ));
            out.push((
                "help-after-offline".to_owned(),
                crate::cli::EXAMPLES_OFFLINE.to_owned(),
            ));
        } else {
            out.push((id, text));
        }
    }
    out
}

/// Whether `id` names a text of the help (looked up by where the text sits, not by `tr!`).
pub(super) fn is_text_id(id: &str) -> bool {
    expected().iter().any(|(e, _)| e == id)
        || (!cfg!(feature = "online")
            && ONLINE_ONLY
                .iter()
                .any(|c| id == format!("help-{c}") || id.starts_with(&format!("help-{c}-"))))
}

/// `text` as a Fluent message `id` whose value is exactly `text`: braces and a line's leading
/// `[`, `*` or `.` as literals, leading and trailing spaces kept (Fluent trims them), a
/// multi-line text as an indented block (its blank lines blank).
fn ftl_entry(id: &str, text: &str) -> String {
    let lines: Vec<&str> = text.split('\n').collect();
    let last = lines.len() - 1;
    let encoded: Vec<String> = lines
        .iter()
        .enumerate()
        .map(|(i, line)| encode_line(line, i == 0, i == last))
        .collect();
    if encoded.len() == 1 {
        format!("{id} = {}\n", encoded[0])
    } else {
        let mut out = format!("{id} =\n");
        for line in encoded {
            if !line.is_empty() {
                out.push_str("    ");
                out.push_str(&line);
            }
            out.push('\n');
        }
        out
    }
}

fn literal(text: &str) -> String {
    format!("{{{text:?}}}")
}

fn encode_line(line: &str, first: bool, last: bool) -> String {
    let body = line.trim_start();
    let lead = &line[..line.len() - body.len()];
    let body = body.trim_end();
    let trail = &line[lead.len() + body.len()..];
    let mut out = String::new();
    // Leading spaces are indentation to Fluent except on lines after a less indented one, and
    // a line of spaces only is a blank line.
    if !lead.is_empty() && (first || body.is_empty()) {
        out.push_str(&literal(lead));
    } else {
        out.push_str(lead);
    }
    for (i, c) in body.chars().enumerate() {
        match c {
            '{' | '}' => out.push_str(&literal(&c.to_string())),
            '[' | '*' | '.' if i == 0 => out.push_str(&literal(&c.to_string())),
            c => out.push(c),
        }
    }
    if !trail.is_empty() && (last || body.is_empty()) {
        out.push_str(&literal(trail));
    } else {
        out.push_str(trail);
    }
    out
}

/// The value of `entry` (one message) as Fluent reads it.
fn fluent_value(entry: &str) -> String {
    use fluent_bundle::{FluentBundle, FluentResource};
    let resource = FluentResource::try_new(entry.to_owned()).unwrap_or_else(|(_, e)| {
        panic!("{entry}: {e:?}");
    });
    let mut bundle = FluentBundle::new(vec!["en".parse().unwrap()]);
    bundle.set_use_isolating(false);
    bundle.add_resource(resource).unwrap();
    let id = entry.split(' ').next().unwrap();
    let pattern = bundle.get_message(id).unwrap().value().unwrap();
    let mut errors = Vec::new();
    let text = bundle
        .format_pattern(pattern, None, &mut errors)
        .into_owned();
    assert!(errors.is_empty(), "{errors:?}");
    text
}

/// The ids a Fluent file defines.
fn ids_in(file: &str) -> Vec<String> {
    let resource = fluent_syntax::parser::parse(file).unwrap_or_else(|(r, _)| r);
    resource
        .body
        .iter()
        .filter_map(|e| match e {
            fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_owned()),
            _ => None,
        })
        .collect()
}

/// `file` with everything after [`GENERATED_FROM`] made the `expected` texts again.
fn regenerated(file: &str, expected: &[(String, String)]) -> String {
    let mut out = String::new();
    let mut lines = file.lines();
    for line in lines.by_ref() {
        out.push_str(line);
        out.push('\n');
        if line.starts_with(GENERATED_FROM) {
            break;
        }
    }
    for (id, text) in expected {
        // A blank line before each command's own texts.
        let command = !id.contains("-arg-")
            && !["-long", "-after", "-after-offline", "-before"]
                .iter()
                .any(|s| id.ends_with(s));
        if command {
            out.push('\n');
        }
        out.push_str(&ftl_entry(id, text));
    }
    out
}

#[test]
fn texts_round_trip_through_fluent() {
    for text in [
        "one line",
        "Print `--json` {braces} and [brackets]",
        "first\nsecond\n\nafter a blank line",
        "Examples:\n  game-host      open the app\n  game-host list\n\nFiles: here",
        "  leading spaces\n* a star\n. a dot\n[a bracket]\nend  ",
        "middle line with trailing spaces   \n    \nlast",
    ] {
        let entry = ftl_entry("help-x", text);
        assert_eq!(fluent_value(&entry), text, "{entry}");
    }
}

#[test]
fn the_english_catalogue_is_the_doc_comments_word_for_word() {
    let expected = expected();
    let mut seen = std::collections::HashSet::new();
    for (id, _) in &expected {
        assert!(seen.insert(id), "two texts would share the id {id}");
        assert!(
            !id.starts_with("help-clap-"),
            "{id}: a command's text takes an id of clap's words"
        );
    }
    let file = std::fs::read_to_string(FILE).unwrap_or_default();
    if std::env::var_os("UPDATE_CLI_HELP").is_some() {
        // Without online play `host` and `join` do not exist: their texts would be dropped.
        if !cfg!(feature = "online") {
            panic!("UPDATE_CLI_HELP=1 needs the default build (with online play)");
        }
        std::fs::write(FILE, regenerated(&file, &expected)).unwrap();
        return;
    }
    for (id, text) in &expected {
        assert_eq!(fluent_value(&ftl_entry(id, text)), *text, "{id}");
    }
    set_thread_language(Some("en"));
    let english = &languages()[0];
    let wrong: Vec<String> = expected
        .iter()
        .filter(|(id, text)| !english.has(id) || crate::i18n::text(id, None) != *text)
        .map(|(id, text)| ftl_entry(id, text))
        .collect();
    set_thread_language(None);
    assert!(
        wrong.is_empty(),
        "host/i18n/en/cli-help.ftl lacks these texts of the help or words them otherwise; as \
         the doc comments say them (`UPDATE_CLI_HELP=1 cargo test -p game-host --lib help_text` \
         rewrites the file; then translate them in the other languages):\n\n{}",
        wrong.join("")
    );
    let unused: Vec<String> = ids_in(&file)
        .into_iter()
        .filter(|id| !id.starts_with("help-clap-") && !is_text_id(id))
        .collect();
    assert!(
        unused.is_empty(),
        "host/i18n/en/cli-help.ftl has ids no text of the help uses (a command or an argument \
         gone or renamed): {unused:?}"
    );
}

/// Every command's path (`[]` the root, `["mod", "install"]`), hidden ones too.
fn paths(cmd: &Command, path: Vec<String>, out: &mut Vec<Vec<String>>) {
    for sub in cmd.get_subcommands() {
        let mut p = path.clone();
        p.push(sub.get_name().to_owned());
        paths(sub, p, out);
    }
    out.push(path);
}

fn all_paths() -> Vec<Vec<String>> {
    let mut out = Vec::new();
    paths(&Cli::command(), Vec::new(), &mut out);
    out
}

/// What `game-host ARGS` prints when clap stops at them (help, version, a mistake), with the
/// terminal's styles.
fn shown(cmd: &Command, args: &[&str]) -> String {
    match cmd
        .clone()
        .try_get_matches_from(std::iter::once("game-host").chain(args.iter().copied()))
    {
        Err(e) => format!("{:?}\n{}", e.kind(), e.render().ansi()),
        Ok(_) => "(parsed)".to_owned(),
    }
}

/// The ways to ask for a command's help: `-h`, `--help`, `help <path>` (and the `help` of the
/// command's parent: `mod help install`).
fn asking_for_help(path: &[String]) -> Vec<Vec<String>> {
    let names: Vec<String> = path.to_vec();
    let mut out = vec![
        [names.clone(), vec!["-h".to_owned()]].concat(),
        [names.clone(), vec!["--help".to_owned()]].concat(),
        [vec!["help".to_owned()], names.clone()].concat(),
    ];
    if let Some((last, parent)) = names.split_last() {
        out.push([parent.to_vec(), vec!["help".to_owned(), last.clone()]].concat());
    }
    out
}

#[test]
fn in_english_the_worded_command_shows_the_help_clap_shows() {
    set_thread_language(Some("en"));
    let plain = Cli::command();
    let worded = localize(Cli::command());
    let mut asked = vec![
        vec!["help".to_owned(), "help".to_owned()],
        vec!["-V".to_owned()],
    ];
    for path in all_paths() {
        asked.extend(asking_for_help(&path));
    }
    for args in &asked {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        assert_eq!(shown(&worded, &args), shown(&plain, &args), "{args:?}");
    }
    assert_eq!(
        worded.clone().render_help().ansi().to_string(),
        plain.clone().render_help().ansi().to_string()
    );
    assert_eq!(
        worded.clone().render_long_help().ansi().to_string(),
        plain.clone().render_long_help().ansi().to_string()
    );
    // And so does the command a run parses in English: `Cli::command()` itself.
    assert_eq!(
        command().render_help().ansi().to_string(),
        plain.clone().render_help().ansi().to_string()
    );
    set_thread_language(None);
}

/// Words of clap's English that no translated help may show.
const CLAP_ENGLISH: &[&str] = &[
    "Usage:",
    "Commands:",
    "Arguments:",
    "Options:",
    "Print help",
    "Print version",
    "Print this message",
    "[default:",
    "[possible values:",
    "Possible values:",
    "[env:",
    "[alias",
];

#[test]
fn in_indonesian_every_help_is_in_indonesian() {
    set_thread_language(Some("id"));
    let cmd = command();
    let english = expected();
    let root = cmd.clone().render_help().to_string();
    assert!(root.starts_with("Memainkan permainan papan"), "{root}");
    for heading in ["Penggunaan: game-host", "Perintah:", "Opsi:", "Contoh"] {
        assert!(root.contains(heading), "{heading}:\n{root}");
    }
    let mut asked = vec![vec!["help".to_owned(), "help".to_owned()]];
    for path in all_paths() {
        if path.first().is_some_and(|p| p.starts_with("__")) {
            continue;
        }
        asked.extend(asking_for_help(&path));
    }
    for args in &asked {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let help = shown(&cmd, &args);
        assert!(help.starts_with("DisplayHelp\n"), "{args:?}: {help}");
        assert!(help.contains("Penggunaan:"), "{args:?}: {help}");
        for word in CLAP_ENGLISH {
            assert!(
                !help.contains(word),
                "{args:?} shows clap's {word:?}:\n{help}"
            );
        }
        for (id, text) in &english {
            // A text made of names only (`--seed`, a path) is the same in every language.
            let is_words = text.split_whitespace().count() > 1;
            assert!(
                !is_words || !help.contains(text.as_str()),
                "{args:?} shows the English of {id}:\n{help}"
            );
        }
    }
    let play = shown(&cmd, &["play", "--help"]);
    assert!(play.contains("Argumen:"), "{play}");
    assert!(play.contains("[bawaan: standard]"), "{play}");
    set_thread_language(None);
}

#[test]
fn the_language_is_read_from_the_arguments_before_clap_parses_them() {
    let args = |list: &[&str]| list.iter().map(OsString::from).collect::<Vec<_>>();
    assert_eq!(
        lang_arg(&args(&["game-host", "--lang", "id", "--help"])),
        Some("id".into())
    );
    assert_eq!(
        lang_arg(&args(&["game-host", "play", "--lang=id", "-h"])),
        Some("id".into())
    );
    assert_eq!(
        lang_arg(&args(&[
            "game-host",
            "--lang",
            "en",
            "play",
            "--lang",
            "id"
        ])),
        Some("id".into())
    );
    assert_eq!(
        lang_arg(&args(&["game-host", "play", "--", "--lang", "id"])),
        None
    );
    assert_eq!(lang_arg(&args(&["game-host", "--help"])), None);
}

//! Mutation tests (issue 16, item 9): every bundled ruleset and real save files, mutated with a
//! seeded PRNG, through the same paths the host uses (`content::load_ruleset`,
//! `Plugin::compile`, `Session`, `SavedMatch::parse`, `Session::restore`). Each case runs on
//! its own thread with a deadline. What must hold: no panic escapes (a plugin panic returned
//! as `CallError::Panic` is allowed, and counted), no case outlives its deadline, every
//! refusal names its file (and a JSON syntax error its line and column).
//!
//! `MUTATION_CASES` (default 40) sets the cases per ruleset and per save; `MUTATION_SEED` the
//! first seed. A failure message names the seed and the mutations, so a case can be replayed
//! alone with `MUTATION_ONLY=<seed>`.

use crate::common;

use common::copy_dir;

use game_host::plugin::{Catalog, Plugin};
use game_host::save::SavedMatch;
use game_host::session::{Session, SessionError};
use game_sdk::GameRng;
use game_wire::{CallError, Start, Viewer};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::mpsc::{RecvTimeoutError, channel};
use std::time::{Duration, Instant};

/// The deadline of one case (compile and up to [`PLAY`] actions, or parse and restore).
const DEADLINE: Duration = Duration::from_secs(10);
/// Random legal actions played in a ruleset that compiled.
const PLAY: usize = 30;

fn env_u64(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn cases() -> u64 {
    env_u64("MUTATION_CASES", 40)
}

fn only() -> Option<u64> {
    std::env::var("MUTATION_ONLY")
        .ok()
        .and_then(|v| v.parse().ok())
}

/// Runs `f` on its own thread: `Ok` with its result and time, `Err` with what went wrong (a
/// panic that escaped, or the deadline passed; the thread is then left behind).
fn run_case<T: Send + 'static>(
    f: impl FnOnce() -> T + Send + 'static,
) -> Result<(T, Duration), String> {
    let (tx, rx) = channel();
    let started = Instant::now();
    std::thread::Builder::new()
        .name("mutation case".into())
        .spawn(move || {
            let _ = tx.send(f());
        })
        .unwrap();
    match rx.recv_timeout(DEADLINE) {
        Ok(v) => Ok((v, started.elapsed())),
        Err(RecvTimeoutError::Timeout) => Err(format!("did not finish within {DEADLINE:?}")),
        Err(RecvTimeoutError::Disconnected) => Err("a panic escaped (see stderr)".into()),
    }
}

/// A message cut to 300 characters for the report (with its full length).
fn short(text: &str) -> String {
    if text.chars().count() <= 300 {
        return text.to_string();
    }
    let head: String = text.chars().take(300).collect();
    format!("{head}… ({} bytes in all)", text.len())
}

// ---------------------------------------------------------------------------------- mutators

/// The nearest char boundary at or before `i`.
fn floor(text: &str, mut i: usize) -> usize {
    i = i.min(text.len());
    while !text.is_char_boundary(i) {
        i -= 1;
    }
    i
}

fn pick<'a>(rng: &mut GameRng, items: &[&'a str]) -> &'a str {
    items[rng.below(items.len() as u64) as usize]
}

/// Byte ranges of the number literals in `text`.
fn numbers(text: &str) -> Vec<(usize, usize)> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let starts = (b[i].is_ascii_digit() || b[i] == b'-')
            && (i == 0 || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_'));
        if starts {
            let s = i;
            i += 1;
            while i < b.len() && (b[i].is_ascii_digit() || b[i] == b'.') {
                i += 1;
            }
            if i > s + 1 || b[s].is_ascii_digit() {
                out.push((s, i));
            }
        } else {
            i += 1;
        }
    }
    out
}

/// Byte ranges of the `"…"` strings in `text` (quotes included; escapes ignored).
fn strings(text: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut open = None;
    for (i, c) in text.char_indices() {
        if c == '\n' {
            open = None;
        } else if c == '"' {
            match open.take() {
                Some(s) => out.push((s, i + 1)),
                None => open = Some(i),
            }
        }
    }
    out
}

fn replace_random(
    rng: &mut GameRng,
    text: &mut String,
    spans: &[(usize, usize)],
    with: &str,
) -> Option<String> {
    if spans.is_empty() {
        return None;
    }
    let (s, e) = spans[rng.below(spans.len() as u64) as usize];
    let old = text[s..e].to_string();
    let shown: String = with.chars().take(40).collect();
    text.replace_range(s..e, with);
    Some(format!("`{old}` at byte {s} -> `{shown}`"))
}

fn lines_of(text: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut s = 0;
    for (i, c) in text.char_indices() {
        if c == '\n' {
            out.push((s, i + 1));
            s = i + 1;
        }
    }
    if s < text.len() {
        out.push((s, text.len()));
    }
    out
}

/// Values a number may be swapped for.
const ODD_VALUES: &[&str] = &[
    "99999999999999999999999",
    "9223372036854775807",
    "-9223372036854775808",
    "4294967296",
    "2147483648",
    "-1",
    "0",
    "-0.0",
    "0.5",
    "1e308",
    "1e999",
    "nan",
    "-inf",
    "\"seven\"",
    "true",
    "[]",
    "{}",
    "[1, \"a\", 2.5]",
    "1979-05-27T07:32:00Z",
];

const UNICODE: &[&str] = &[
    "é",
    "\u{202E}",
    "\u{0}",
    "\u{FEFF}",
    "\u{FFFF}",
    "🂡",
    "\u{0301}\u{0301}\u{0301}",
    "\u{1b}[2J",
    "\r",
    "𝕏",
];

/// Applies one text mutation; returns what it did (or `None` if it did not apply).
fn mutate_text(rng: &mut GameRng, text: &mut String, own_id: &str, siblings: &[String]) -> String {
    for _ in 0..8 {
        if let Some(what) = try_mutate_text(rng, text, own_id, siblings) {
            return what;
        }
    }
    "nothing applied".into()
}

fn try_mutate_text(
    rng: &mut GameRng,
    text: &mut String,
    own_id: &str,
    siblings: &[String],
) -> Option<String> {
    let kind = rng.below(14);
    match kind {
        0 => {
            // Flip one bit of one byte, where the text stays UTF-8 (see `mutate_bytes`).
            if text.is_empty() {
                return None;
            }
            let i = rng.below(text.len() as u64) as usize;
            let bit = 1u8 << rng.below(8);
            let mut bytes = text.clone().into_bytes();
            bytes[i] ^= bit;
            *text = String::from_utf8(bytes).ok()?;
            Some(format!("flip bit {bit:#04x} of byte {i}"))
        }
        1 => {
            let lines = lines_of(text);
            if lines.is_empty() {
                return None;
            }
            let (s, e) = lines[rng.below(lines.len() as u64) as usize];
            let old = text[s..e].trim_end().to_string();
            text.replace_range(s..e, "");
            Some(format!("delete line `{old}`"))
        }
        2 => {
            let lines = lines_of(text);
            if lines.is_empty() {
                return None;
            }
            let (s, e) = lines[rng.below(lines.len() as u64) as usize];
            let line = text[s..e].to_string();
            let line = if line.ends_with('\n') {
                line
            } else {
                format!("{line}\n")
            };
            text.insert_str(s, &line);
            Some(format!("duplicate line `{}`", line.trim_end()))
        }
        3 => {
            let with = pick(rng, ODD_VALUES);
            let spans = numbers(text);
            replace_random(rng, text, &spans, with).map(|w| format!("number {w}"))
        }
        4 => {
            let at = floor(text, rng.below(text.len() as u64 + 1) as usize);
            text.truncate(at);
            Some(format!("truncate at byte {at}"))
        }
        5 => {
            let lines = lines_of(text);
            let s = lines
                .get(rng.below(lines.len() as u64 + 1) as usize)
                .map_or(text.len(), |l| l.0);
            let what = pick(
                rng,
                &["[[", "[", "]]", "[[x]]\n", "[]\n", "= 1\n", "\"\"\"", "'''"],
            );
            text.insert_str(s, what);
            Some(format!("insert `{}` at byte {s}", what.trim_end()))
        }
        6 => {
            let at = floor(text, rng.below(text.len() as u64 + 1) as usize);
            let what = pick(rng, UNICODE);
            text.insert_str(at, what);
            Some(format!("insert {what:?} at byte {at}"))
        }
        7 => {
            // Deep nesting, as arrays, inline tables or dotted keys.
            let depth = [64, 1000, 5000][rng.below(3) as usize];
            let (what, with) = match rng.below(3) {
                0 => (
                    "arrays",
                    format!("{}1{}", "[".repeat(depth), "]".repeat(depth)),
                ),
                1 => ("inline tables", {
                    format!("{}1{}", "{a = ".repeat(depth), "}".repeat(depth))
                }),
                _ => ("dotted keys", format!("{} = 1", vec!["a"; depth].join("."))),
            };
            if what == "dotted keys" {
                text.insert_str(0, &format!("{with}\n"));
                return Some(format!("{what} {depth} deep at the top"));
            }
            let spans = numbers(text);
            replace_random(rng, text, &spans, &with).map(|w| format!("{what} {depth} deep: {w}"))
        }
        8 => {
            let with = pick(rng, &["42", "true", "[\"a\"]", "\"\"", "{ x = 1 }", "-1"]);
            let spans = strings(text);
            replace_random(rng, text, &spans, with).map(|w| format!("string {w}"))
        }
        9 => {
            // A long string value.
            let n = [1_000, 100_000, 1_000_000][rng.below(3) as usize];
            let with = format!("\"{}\"", "x".repeat(n));
            let spans = strings(text);
            replace_random(rng, text, &spans, &with).map(|w| format!("string of {n} bytes: {w}"))
        }
        10 => {
            // `extends`: itself, a sibling, a missing file, outside the root.
            let mut options: Vec<String> = vec![
                own_id.to_string(),
                "missing".into(),
                "../../../etc/passwd".into(),
                "/etc/passwd".into(),
                "".into(),
                "standard.toml".into(),
            ];
            options.extend(siblings.iter().cloned());
            let base = options[rng.below(options.len() as u64) as usize].clone();
            let line = format!("extends = \"{base}\"");
            let existing = lines_of(text)
                .into_iter()
                .find(|&(s, e)| text[s..e].starts_with("extends"));
            match existing {
                Some((s, e)) => text.replace_range(s..e, &format!("{line}\n")),
                None => text.insert_str(0, &format!("{line}\n")),
            }
            Some(format!("set `{line}`"))
        }
        11 => {
            // Rename a key.
            let lines: Vec<(usize, usize)> = lines_of(text)
                .into_iter()
                .filter(|&(s, e)| {
                    let l = &text[s..e];
                    l.contains(" = ") && l.starts_with(|c: char| c.is_ascii_alphabetic())
                })
                .collect();
            if lines.is_empty() {
                return None;
            }
            let (s, _) = lines[rng.below(lines.len() as u64) as usize];
            let with = pick(rng, &["zzz", "Size", "game", "scripts", "ßize", "a.b"]);
            let end = s + text[s..].find(' ').unwrap_or(0);
            let old = text[s..end].to_string();
            text.replace_range(s..end, with);
            Some(format!("rename key `{old}` to `{with}`"))
        }
        12 => {
            // A table header duplicated or turned into an array of tables.
            let headers: Vec<(usize, usize)> = lines_of(text)
                .into_iter()
                .filter(|&(s, _)| text[s..].starts_with('['))
                .collect();
            if headers.is_empty() {
                return None;
            }
            let (s, e) = headers[rng.below(headers.len() as u64) as usize];
            let old = text[s..e].trim_end().to_string();
            let with = if rng.below(2) == 0 {
                format!("[{old}]\n")
            } else {
                format!("{old}\n{old}\n")
            };
            text.replace_range(s..e, &with);
            Some(format!("header `{old}` -> `{}`", with.trim_end()))
        }
        _ => {
            // Scripts: a missing one, one outside the root, a directory, the ruleset itself.
            let what = pick(
                rng,
                &[
                    "scripts/missing.lua",
                    "../../etc/passwd",
                    "/dev/zero",
                    "scripts",
                    "rulesets/tic-tac-toe/standard.toml",
                ],
            );
            let line = format!("scripts = [\"{what}\"]");
            let existing = lines_of(text).into_iter().find(|&(s, e)| {
                text[s..e].starts_with("scripts = [\"") && text[s..e].contains(']')
            });
            match existing {
                Some((s, e)) => text.replace_range(s..e, &format!("{line}\n")),
                None => text.insert_str(0, &format!("{line}\n")),
            }
            Some(format!("set `{line}`"))
        }
    }
}

/// A mutation as bytes: one in eight flips a bit anywhere (invalid UTF-8 included), the rest
/// are text mutations.
fn mutate_bytes(
    rng: &mut GameRng,
    text: &str,
    own_id: &str,
    siblings: &[String],
) -> (Vec<u8>, String) {
    if rng.below(8) == 0 && !text.is_empty() {
        let mut b = text.as_bytes().to_vec();
        let i = rng.below(b.len() as u64) as usize;
        let bit = 1u8 << rng.below(8);
        b[i] ^= bit;
        let valid = if std::str::from_utf8(&b).is_ok() {
            ""
        } else {
            " (invalid UTF-8)"
        };
        return (b, format!("flip bit {bit:#04x} of byte {i}{valid}"));
    }
    let mut t = text.to_string();
    let what = mutate_text(rng, &mut t, own_id, siblings);
    (t.into_bytes(), what)
}

// ------------------------------------------------------------------------- ruleset mutations

#[derive(Debug, Default)]
struct Tally {
    cases: usize,
    compiled: usize,
    refused: usize,
    located: usize,
    file_only: usize,
    played: usize,
    actions: usize,
    start_errors: usize,
    play_errors: usize,
    plugin_panics: Vec<String>,
    findings: Vec<String>,
    /// Not failures, but worth a look (reported with the figures).
    notes: Vec<String>,
    max: Duration,
    max_case: String,
}

enum RulesetOutcome {
    Refused {
        located: bool,
        bad: Option<String>,
        panic: Option<String>,
        /// The message's length, when it is over 4 KiB (it echoes a mutated value uncut).
        long: Option<String>,
    },
    StartFailed(String),
    Played {
        actions: usize,
        error: Option<String>,
        panic: Option<String>,
        odd: Option<String>,
    },
}

/// Checks that a compile error names a file of the ruleset (or at least a content path).
fn check_diagnostics(err: &CallError) -> (bool, Option<String>, Option<String>) {
    match err {
        CallError::Invalid(ds) => {
            let mut located = true;
            for d in &ds.0 {
                if d.file.is_empty() || !err.to_string().contains(&d.file) {
                    return (
                        false,
                        Some(format!("names no file: {}", short(&err.to_string()))),
                        None,
                    );
                }
                located &= d.line > 0;
            }
            if ds.is_empty() {
                return (false, Some("an empty list of problems".into()), None);
            }
            (located, None, None)
        }
        CallError::Panic(m) => (false, None, Some(m.clone())),
        other => (
            false,
            Some(format!("not a located diagnostic: {other}")),
            None,
        ),
    }
}

fn ruleset_case(
    plugin: Arc<Plugin>,
    root: PathBuf,
    game: String,
    id: String,
    seed: u64,
) -> RulesetOutcome {
    let source = match game_host::content::load_ruleset(
        &root,
        &crate::common::bundled_mods(&root),
        &game,
        &id,
    ) {
        Ok(s) => s,
        Err(d) => {
            let bad = d.file.is_empty().then(|| {
                format!(
                    "load_ruleset error names no file: {}",
                    short(&d.to_string())
                )
            });
            let text = d.to_string();
            return RulesetOutcome::Refused {
                located: d.line > 0,
                bad,
                panic: None,
                long: (text.len() > 4096).then(|| short(&text)),
            };
        }
    };
    if let Err(e) = plugin.compile(&source) {
        let (located, bad, panic) = check_diagnostics(&e);
        let text = e.to_string();
        return RulesetOutcome::Refused {
            located,
            bad,
            panic,
            long: (text.len() > 4096).then(|| short(&text)),
        };
    }
    let mut session = match Session::new(&plugin, source, Start::Seed(seed)) {
        Ok(s) => s,
        Err(e) => return RulesetOutcome::StartFailed(e.to_string()),
    };
    play(&mut session, seed)
}

fn play(session: &mut Session, seed: u64) -> RulesetOutcome {
    let mut rng = GameRng::from_seed(seed ^ 0x5eed);
    let mut actions = 0;
    let mut odd = None;
    let fail = |actions, e: CallError| {
        let panic = match &e {
            CallError::Panic(m) => Some(m.clone()),
            _ => None,
        };
        RulesetOutcome::Played {
            actions,
            error: Some(e.to_string()),
            panic,
            odd: None,
        }
    };
    if let Err(e) = session.view(Viewer::Referee) {
        return fail(actions, e);
    }
    for _ in 0..PLAY {
        match session.status() {
            Ok(s) if s.is_over() => break,
            Ok(_) => {}
            Err(e) => return fail(actions, e),
        }
        let legal = match session.live().legal() {
            Ok(l) => l,
            Err(e) => return fail(actions, e),
        };
        if legal.is_empty() {
            odd = Some(format!("no legal action after {actions}, match not over"));
            break;
        }
        let action = legal[rng.below(legal.len() as u64) as usize].text.clone();
        match session.apply(&action) {
            Ok(_) => actions += 1,
            Err(CallError::Panic(m)) => return fail(actions, CallError::Panic(m)),
            Err(e) => {
                odd = Some(format!("legal action `{action}` refused: {e}"));
                break;
            }
        }
    }
    for viewer in [Viewer::Referee, Viewer::Seat(0), Viewer::Seat(1)] {
        if let Err(e) = session.view(viewer) {
            return fail(actions, e);
        }
    }
    RulesetOutcome::Played {
        actions,
        error: None,
        panic: None,
        odd,
    }
}

fn catalog() -> Arc<Catalog> {
    Arc::new(Catalog::discover(&[common::plugins_dir()]))
}

#[test]
fn mutated_rulesets_compile_or_are_refused_with_a_located_message() {
    let catalog = catalog();
    let content = tempfile::tempdir().unwrap();
    let root = content.path().to_path_buf();
    for sub in ["rulesets", "scripts"] {
        copy_dir(&common::workspace_root().join(sub), &root.join(sub));
    }
    let mut tally = Tally::default();
    let started = Instant::now();
    let mut seed = env_u64("MUTATION_SEED", 1);
    for plugin in catalog.plugins.iter() {
        let game = plugin.info().id.clone();
        let entries =
            game_host::content::rulesets(&root, &crate::common::bundled_mods(&root), &game);
        let ids: Vec<String> = entries.iter().map(|e| e.id.clone()).collect();
        for entry in &entries {
            let source = game_host::content::load_ruleset(
                &root,
                &crate::common::bundled_mods(&root),
                &game,
                &entry.id,
            )
            .unwrap_or_else(|e| panic!("the bundled ruleset does not load: {e}"));
            let tomls: Vec<String> = source
                .files
                .keys()
                .filter(|f| f.ends_with(".toml"))
                .cloned()
                .collect();
            for _ in 0..cases() {
                seed += 1;
                if only().is_some_and(|o| o != seed) {
                    continue;
                }
                let mut rng = GameRng::from_seed(seed);
                let file = tomls[rng.below(tomls.len() as u64) as usize].clone();
                let original = std::fs::read_to_string(root.join(&file)).unwrap();
                let mut bytes = original.clone().into_bytes();
                let mut done = Vec::new();
                for _ in 0..1 + rng.below(3) {
                    let Ok(text) = String::from_utf8(bytes.clone()) else {
                        break;
                    };
                    let (b, what) = mutate_bytes(&mut rng, &text, &entry.id, &ids);
                    bytes = b;
                    done.push(what);
                }
                let label = format!(
                    "seed {seed}: {game} `{}`, {file}: {}",
                    entry.id,
                    done.join("; ")
                );
                std::fs::write(root.join(&file), &bytes).unwrap();
                let (p, r, g, i) = (
                    Arc::clone(plugin),
                    root.clone(),
                    game.clone(),
                    entry.id.clone(),
                );
                let result = run_case(move || ruleset_case(p, r, g, i, seed));
                std::fs::write(root.join(&file), &original).unwrap();
                let (outcome, took) = result.unwrap_or_else(|e| panic!("{label}: {e}"));
                tally.cases += 1;
                if took > tally.max {
                    tally.max = took;
                    tally.max_case = label.clone();
                }
                match outcome {
                    RulesetOutcome::Refused {
                        located,
                        bad,
                        panic,
                        long,
                    } => {
                        if let Some(l) = long {
                            tally
                                .notes
                                .push(format!("{label}: a message over 4 KiB: {l}"));
                        }
                        tally.refused += 1;
                        if located {
                            tally.located += 1;
                        } else if bad.is_none() && panic.is_none() {
                            tally.file_only += 1;
                        }
                        if let Some(b) = bad {
                            tally.findings.push(format!("{label}: {b}"));
                        }
                        if let Some(p) = panic {
                            tally.plugin_panics.push(format!("{label}: compile: {p}"));
                        }
                    }
                    RulesetOutcome::StartFailed(e) => {
                        tally.compiled += 1;
                        tally.start_errors += 1;
                        if e.contains("panicked") {
                            tally.plugin_panics.push(format!("{label}: start: {e}"));
                        }
                    }
                    RulesetOutcome::Played {
                        actions,
                        error,
                        panic,
                        odd,
                    } => {
                        tally.compiled += 1;
                        tally.played += 1;
                        tally.actions += actions;
                        if error.is_some() {
                            tally.play_errors += 1;
                        }
                        if let Some(p) = panic {
                            tally.plugin_panics.push(format!("{label}: play: {p}"));
                        }
                        if let Some(o) = odd {
                            tally.findings.push(format!("{label}: {o}"));
                        }
                    }
                }
            }
        }
    }
    eprintln!(
        "mutation rulesets: {} cases, {} compiled ({} played, {} actions, {} start errors, {} errors while playing), {} refused ({} located file:line, {} naming the file only), {} plugin panics caught, max {:.2?} ({}), total {:.1?}",
        tally.cases,
        tally.compiled,
        tally.played,
        tally.actions,
        tally.start_errors,
        tally.play_errors,
        tally.refused,
        tally.located,
        tally.file_only,
        tally.plugin_panics.len(),
        tally.max,
        tally.max_case,
        started.elapsed()
    );
    for p in &tally.plugin_panics {
        eprintln!("  plugin panic (caught): {p}");
    }
    for f in &tally.findings {
        eprintln!("  finding: {f}");
    }
    for n in &tally.notes {
        eprintln!("  note: {n}");
    }
    let unlocated: Vec<&String> = tally
        .findings
        .iter()
        .filter(|f| {
            f.contains("names no file")
                || f.contains("not a located")
                || f.contains("names no ruleset")
        })
        .collect();
    assert!(
        unlocated.is_empty(),
        "refusals that name no file: {unlocated:#?}"
    );
    assert!(
        tally.cases == 0 || tally.compiled > 0,
        "no mutated ruleset compiled at all"
    );
}

// ---------------------------------------------------------------------------- save mutations

/// Real saves: a few random matches per game (standard and one variant), played via `Session`.
fn real_saves(catalog: &Catalog, root: &Path) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for plugin in catalog.plugins.iter() {
        let game = plugin.info().id.clone();
        let entries = game_host::content::rulesets(root, &crate::common::bundled_mods(root), &game);
        let mut ids: Vec<&str> = vec!["standard"];
        if let Some(variant) = entries.iter().find(|e| e.extends.is_some()) {
            ids.push(&variant.id);
        }
        for (n, id) in ids.into_iter().enumerate() {
            let source = game_host::content::load_ruleset(
                root,
                &crate::common::bundled_mods(root),
                &game,
                id,
            )
            .unwrap();
            let seed = 100 + n as u64;
            let mut session = Session::new(plugin, source, Start::Seed(seed)).unwrap();
            let mut rng = GameRng::from_seed(seed);
            for _ in 0..40 {
                if session.status().unwrap().is_over() {
                    break;
                }
                let legal = session.live().legal().unwrap();
                let action = legal[rng.below(legal.len() as u64) as usize].text.clone();
                session.apply(&action).unwrap();
            }
            let text = serde_json::to_string_pretty(&session.save()).unwrap();
            out.push((format!("{game} `{id}`"), text));
        }
    }
    out
}

/// One mutation of a save: structural (through its JSON value) or of its text.
fn mutate_save(rng: &mut GameRng, text: &str) -> (String, String) {
    let mut v: serde_json::Value = serde_json::from_str(text).unwrap();
    let kind = rng.below(20);
    let what: String = match kind {
        0 => {
            v["version"] = 99.into();
            "version 99".into()
        }
        1 => {
            let with = pick(
                rng,
                &[
                    "-1",
                    "1e400",
                    "\"2\"",
                    "4294967296",
                    "null",
                    "99999999999999999999999",
                ],
            );
            let t = serde_json::to_string_pretty(&v).unwrap().replacen(
                "\"version\": 2",
                &format!("\"version\": {with}"),
                1,
            );
            return (t, format!("version {with}"));
        }
        2 => {
            let root = v["ruleset"]["root"].as_str().unwrap().to_string();
            v["ruleset"]["files"].as_object_mut().unwrap().remove(&root);
            format!("ruleset.files without its root {root}")
        }
        3 => {
            let with = pick(
                rng,
                &["../../etc/passwd", "/etc/passwd", "", "rulesets", "x.lua"],
            );
            v["ruleset"]["root"] = with.into();
            format!("ruleset.root `{with}`")
        }
        4 | 5 => {
            let actions = v["actions"].as_array_mut().unwrap();
            if actions.is_empty() {
                actions.push("b2".into());
            }
            let i = rng.below(actions.len() as u64) as usize;
            if kind == 4 {
                let a = actions[i].clone();
                actions.insert(i, a);
                format!("action {} duplicated", i + 1)
            } else {
                actions.remove(i);
                format!("action {} deleted", i + 1)
            }
        }
        6 => {
            let n = [4 << 10, 10 << 10][rng.below(2) as usize];
            v["actions"]
                .as_array_mut()
                .unwrap()
                .push("x".repeat(n).into());
            format!("an action of {n} bytes")
        }
        7 => {
            let n = [100_000, 200_000][rng.below(2) as usize];
            let first = v["actions"][0].clone();
            v["actions"] = serde_json::Value::Array(vec![first; n]);
            format!("{n} actions")
        }
        8 => {
            let with: serde_json::Value = match rng.below(4) {
                0 => serde_json::json!({}),
                1 => serde_json::json!([1, 2]),
                2 => serde_json::json!("b2"),
                _ => serde_json::json!([null]),
            };
            let shown = with.to_string();
            v["actions"] = with;
            format!("actions = {shown}")
        }
        9 => {
            let with: serde_json::Value = match rng.below(5) {
                0 => serde_json::json!({"Seed": -1}),
                1 => serde_json::json!({"Seed": 18446744073709551615u64}),
                2 => serde_json::json!({"Seed": "x"}),
                3 => serde_json::json!({"Scenario": {"origin": "s.toml", "text": "[[[\u{202e}"}}),
                _ => serde_json::json!(7),
            };
            let shown = with.to_string();
            v["start"] = with;
            format!("start = {shown}")
        }
        10 => {
            let with = pick(rng, &["nope", "", "TIC-TAC-TOE", "../palagan"]);
            v["game"] = with.into();
            format!("game `{with}`")
        }
        11 => {
            let with: serde_json::Value = match rng.below(3) {
                0 => serde_json::json!([{"Bot": {"level": "Godlike", "seed": 1}}]),
                1 => serde_json::Value::Array(vec![serde_json::json!("Human"); 300]),
                _ => serde_json::json!("Human"),
            };
            v["seats"] = with;
            "seats garbled".into()
        }
        12 => {
            let depth = [100, 1000, 100_000][rng.below(3) as usize];
            let t = serde_json::to_string(&v).unwrap().replacen(
                "\"finished\":false",
                &format!(
                    "\"finished\":{}false{}",
                    "[".repeat(depth),
                    "]".repeat(depth)
                ),
                1,
            );
            return (t, format!("`finished` nested {depth} deep"));
        }
        13..=15 => {
            // One of the saved ruleset's TOML files, mutated as in the ruleset test.
            let files = v["ruleset"]["files"].as_object_mut().unwrap();
            let names: Vec<String> = files
                .keys()
                .filter(|k| k.ends_with(".toml"))
                .cloned()
                .collect();
            let name = names[rng.below(names.len() as u64) as usize].clone();
            let mut t = files[&name].as_str().unwrap().to_string();
            let what = mutate_text(rng, &mut t, "standard", &[]);
            files.insert(name.clone(), t.into());
            format!("saved {name}: {what}")
        }
        16 => {
            let files = v["ruleset"]["files"].as_object_mut().unwrap();
            files.insert("rulesets/x/huge.toml".into(), "x".repeat(5 << 20).into());
            "a 5 MiB extra ruleset file".into()
        }
        _ => {
            // Text mutations of the JSON itself.
            let t = serde_json::to_string_pretty(&v).unwrap();
            let mut out = t.clone();
            let what = match rng.below(5) {
                0 => {
                    let at = floor(&t, rng.below(t.len() as u64) as usize);
                    out.truncate(at);
                    format!("truncate at byte {at}")
                }
                1 => {
                    let i = rng.below(t.len() as u64) as usize;
                    let bit = 1u8 << rng.below(7);
                    let mut b = t.into_bytes();
                    b[i] ^= bit;
                    out = String::from_utf8_lossy(&b).into_owned();
                    format!("flip bit {bit:#04x} of byte {i}")
                }
                2 => {
                    let with = pick(
                        rng,
                        &["1e999", "-99999999999999999999999", "\"x\"", "null", "[]"],
                    );
                    let spans = numbers(&out);
                    replace_random(rng, &mut out, &spans, with)
                        .map_or("nothing".into(), |w| format!("number {w}"))
                }
                3 => {
                    let lines = lines_of(&out);
                    let (s, e) = lines[rng.below(lines.len() as u64) as usize];
                    let old = out[s..e].trim().to_string();
                    out.replace_range(s..e, "");
                    format!("delete line `{}`", old.chars().take(60).collect::<String>())
                }
                _ => {
                    let at = floor(&out, rng.below(out.len() as u64) as usize);
                    let what = pick(rng, UNICODE);
                    out.insert_str(at, what);
                    format!("insert {what:?} at byte {at}")
                }
            };
            return (out, what);
        }
    };
    (serde_json::to_string_pretty(&v).unwrap(), what)
}

enum SaveOutcome {
    ParseRefused,
    /// Refused, the save's path named by the caller, but a diagnostic's own file is empty.
    Unnamed(String),
    RestoreRefused(String),
    Restored,
}

#[test]
fn mutated_saves_load_or_are_refused_naming_the_file() {
    let catalog = catalog();
    let root = common::workspace_root();
    let saves = real_saves(&catalog, &root);
    let mut tally = Tally::default();
    let (mut parse_refused, mut restore_refused, mut restored) = (0, 0, 0);
    let started = Instant::now();
    let mut seed = env_u64("MUTATION_SEED", 1) + 1_000_000;
    const NAME: &str = "saves/mutated.json";
    for (what_save, text) in &saves {
        // The unmutated save restores.
        let saved = SavedMatch::parse(NAME, text).unwrap();
        Session::restore(&catalog, &saved).unwrap();
        for _ in 0..cases() {
            seed += 1;
            if only().is_some_and(|o| o != seed) {
                continue;
            }
            let mut rng = GameRng::from_seed(seed);
            let (mutated, what) = mutate_save(&mut rng, text);
            let label = format!("seed {seed}: save of {what_save}: {what}");
            let c = Arc::clone(&catalog);
            let syntax_ok = serde_json::from_str::<serde_json::Value>(&mutated).is_ok();
            let result = run_case(move || -> Result<SaveOutcome, String> {
                let saved = match SavedMatch::parse(NAME, &mutated) {
                    Ok(s) => s,
                    Err(d) => {
                        if d.file != NAME {
                            return Err(format!("parse error names another file: {d}"));
                        }
                        if !syntax_ok && (d.line == 0 || d.col == 0) {
                            return Err(format!("JSON syntax error without line:col: {d}"));
                        }
                        return Ok(SaveOutcome::ParseRefused);
                    }
                };
                match Session::restore(&c, &saved) {
                    Ok(mut s) => {
                        s.view(Viewer::Referee).map_err(|e| format!("view: {e}"))?;
                        Ok(SaveOutcome::Restored)
                    }
                    Err(e) => {
                        // The host's callers print it after the save's path (`play --load`,
                        // the app's Open): `saves/x.json: <error>`.
                        let shown = format!("{NAME}: {e}");
                        if let SessionError::Call(CallError::Invalid(ds)) = &e
                            && let Some(d) = ds.0.iter().find(|d| d.file.is_empty())
                        {
                            return Ok(SaveOutcome::Unnamed(short(&format!(
                                "a problem names no file inside the save: `{shown}` ({d:?})"
                            ))));
                        }
                        Ok(SaveOutcome::RestoreRefused(short(&shown)))
                    }
                }
            });
            let (outcome, took) = result.unwrap_or_else(|e| panic!("{label}: {e}"));
            tally.cases += 1;
            if took > tally.max {
                tally.max = took;
                tally.max_case = label.clone();
            }
            match outcome {
                Ok(SaveOutcome::ParseRefused) => parse_refused += 1,
                Ok(SaveOutcome::RestoreRefused(e)) => {
                    restore_refused += 1;
                    if e.contains("panicked") {
                        tally.plugin_panics.push(format!("{label}: {e}"));
                    }
                }
                Ok(SaveOutcome::Restored) => restored += 1,
                Ok(SaveOutcome::Unnamed(n)) => {
                    restore_refused += 1;
                    tally.notes.push(format!("{label}: {n}"));
                }
                Err(e) => tally.findings.push(format!("{label}: {e}")),
            }
        }
    }
    eprintln!(
        "mutation saves: {} real saves, {} cases: {} refused by parse (file and line:col named), {} refused by restore, {} restored, {} plugin panics caught, max {:.2?} ({}), total {:.1?}",
        saves.len(),
        tally.cases,
        parse_refused,
        restore_refused,
        restored,
        tally.plugin_panics.len(),
        tally.max,
        tally.max_case,
        started.elapsed()
    );
    for p in &tally.plugin_panics {
        eprintln!("  plugin panic (caught): {p}");
    }
    for n in &tally.notes {
        eprintln!("  note: {n}");
    }
    assert!(tally.findings.is_empty(), "{:#?}", tally.findings);
}

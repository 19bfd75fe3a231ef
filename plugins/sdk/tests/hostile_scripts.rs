//! The project's own hostile scripts (`tests/hostile/*.lua`): every attack on the sandbox we know
//! of, each of which must end by itself, with the outcome its header promises, and leave the
//! host working.
//!
//! Each case runs in a child process (this test binary, started again with
//! `HOSTILE_CASE=<file>`), killed if it has not finished within [`CASE_TIMEOUT`]: a case that
//! needs the kill, crashes or aborts fails. The child loads the case after a harmless script,
//! calls the case's `run(ctx)` hook (unless loading was to fail), checks the outcome, then calls
//! the harmless script's hook to show the host still works.
//!
//! A case's header:
//!
//! ```lua
//! -- attack: what the script tries
//! -- category: hang | memory | escape | state | output | error | absent | determinism
//! -- expect: load-error: <text>   (loading fails, the message contains <text>)
//! -- expect: error: <text>        (`run` fails, the message contains <text>)
//! -- expect: ok                   (`run` succeeds)
//! -- expect: ok: <text>           (`run` returns a value whose tostring is <text>)
//! -- log: <text>                  (optional: some output line contains <text>)
//! -- log-max: <bytes>             (optional: the output is at most <bytes>)
//! -- located: <line>              (optional: the error is located at this line of the case)
//! -- view-calls: <n>              (optional: `run` is called up to n times in one view, as
//!                                  the plugin boundary runs a listing; the outcome is the
//!                                  first error, or the last value)
//! ```
// A failing unwrap is a failing test, which is what a test should do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use game_sdk::script::{
    ScriptHost, ScriptLimits, ScriptValue, UserData, UserDataMethods, mlua, output_line,
};
use game_sdk::{GameRng, LogLine, RulesetSource};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// How long a case may take before it is killed (and fails). The slowest legitimate case is
/// the wall-clock backstop's (5.1 s in a call); everything else ends in well under a second.
const CASE_TIMEOUT: Duration = Duration::from_secs(30);
const GOOD: &str = "scripts/t/good.lua";
const GOOD_LUA: &str = "return { good = function(ctx) return ctx:get(2) + 1 end }";

/// What the cases get as `ctx`.
#[derive(Debug, Default)]
struct Ctx {
    cells: Vec<i64>,
    /// Lines from `ctx:log`, as a game's public log method takes them.
    lines: Vec<String>,
    /// Values from `ctx:keep`.
    kept: Vec<ScriptValue>,
}

impl UserData for Ctx {
    fn add_methods<M: UserDataMethods<Self>>(m: &mut M) {
        m.add_method("get", |_, this, i: usize| {
            Ok(i.checked_sub(1).and_then(|i| this.cells.get(i).copied()))
        });
        // Like a game's method that keeps script data in the match state (an effect's data).
        m.add_method_mut("keep", |_, this, v: ScriptValue| {
            this.kept.push(v);
            Ok(this.kept.len())
        });
        m.add_method_mut("log", |lua, this, v: mlua::Value| {
            if let Some(line) = output_line(lua, &v)? {
                this.lines.push(line);
            }
            Ok(())
        });
    }
}

fn ctx() -> Ctx {
    Ctx {
        cells: vec![10, 20, 30],
        lines: Vec::new(),
        kept: Vec::new(),
    }
}

/// The constants the cases see, like a game's published content.
fn constants() -> Vec<(&'static str, ScriptValue)> {
    let card = ScriptValue::Map(BTreeMap::from([(
        "strength".to_string(),
        ScriptValue::Int(4),
    )]));
    let list = ScriptValue::List(vec![ScriptValue::Int(1), ScriptValue::Int(2)]);
    vec![(
        "cards",
        ScriptValue::Map(BTreeMap::from([
            ("A4".to_string(), card),
            ("list".to_string(), list),
        ])),
    )]
}

#[derive(Debug, Default)]
struct Header {
    attack: String,
    category: String,
    expect: String,
    log: Option<String>,
    log_max: Option<usize>,
    located: Option<u32>,
    view_calls: Option<u32>,
}

fn header(text: &str) -> Header {
    let mut h = Header::default();
    for line in text.lines().take_while(|l| l.starts_with("--")) {
        let line = line.trim_start_matches('-').trim();
        let Some((key, value)) = line.split_once(':') else {
            continue;
        };
        let value = value.trim().to_string();
        match key.trim() {
            "attack" => h.attack = value,
            "category" => h.category = value,
            "expect" => h.expect = value,
            "log" => h.log = Some(value),
            "log-max" => h.log_max = value.parse().ok(),
            "located" => h.located = value.parse().ok(),
            "view-calls" => h.view_calls = value.parse().ok(),
            _ => {}
        }
    }
    h
}

fn cases_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/hostile")
}

/// Runs one case in this process; `Err` says how the outcome differs from the header's.
fn run_case(file: &Path) -> Result<String, String> {
    let text = std::fs::read_to_string(file).map_err(|e| e.to_string())?;
    let h = header(&text);
    let name = file.file_stem().and_then(|s| s.to_str()).unwrap_or("case");
    let path = format!("scripts/hostile/{name}.lua");
    let mut source = RulesetSource::inline("rulesets/t/standard.toml", "");
    source.files.insert(GOOD.to_string(), GOOD_LUA.to_string());
    source.files.insert(path.clone(), text.clone());
    let scripts = [GOOD.to_string(), path.clone()];
    let loaded = ScriptHost::load_with(&source, &scripts, ScriptLimits::default(), &constants());
    let (kind, detail) = h.expect.split_once(':').unwrap_or((&h.expect, ""));
    let detail = detail.trim();
    let host = match (loaded, kind.trim()) {
        (Err(e), "load-error") => {
            let text = e.to_string();
            if !text.contains(detail) {
                return Err(format!("load error `{text}` lacks `{detail}`"));
            }
            if !text.starts_with(&path) {
                return Err(format!("load error `{text}` is not located in {path}"));
            }
            if let Some(line) = h.located
                && !text.starts_with(&format!("{path}:{line}:"))
            {
                return Err(format!("load error `{text}` is not at line {line}"));
            }
            return Ok(format!("load-error: {text}"));
        }
        (Err(e), _) => return Err(format!("loading failed: {e}")),
        (Ok(_), "load-error") => return Err("loading succeeded".into()),
        (Ok(host), _) => host,
    };
    let slot = host
        .context_slot(Ctx::default())
        .map_err(|e| e.to_string())?;
    let mut c = ctx();
    let mut log: Vec<LogLine> = Vec::new();
    let mut rng = GameRng::from_seed(7);
    let outcome: Result<mlua::Value, _> = match h.view_calls {
        None => host.call_slot(&slot, "run", &mut c, (), &mut rng, &mut log),
        Some(n) => {
            let _view = game_sdk::script::ViewScope::open();
            let mut outcome = Ok(mlua::Value::Nil);
            for _ in 0..n {
                outcome = host.call_slot(&slot, "run", &mut c, (), &mut rng, &mut log);
                if outcome.is_err() {
                    break;
                }
            }
            outcome
        }
    };
    let mut lines: Vec<String> = log.iter().map(|l| l.text.clone()).collect();
    lines.extend(c.lines.iter().cloned());
    let summary = match (outcome, kind.trim()) {
        (Err(e), "error") => {
            let text = e.to_string();
            if !text.contains(detail) {
                return Err(format!("error `{text}` lacks `{detail}`"));
            }
            let prefix = format!("while running {path} hook run: {path}:");
            if !text.starts_with(&prefix) {
                return Err(format!("error `{text}` does not start with `{prefix}`"));
            }
            if let Some(line) = h.located
                && e.line != line
            {
                return Err(format!("error `{text}` is not at line {line}"));
            }
            if text.contains('\u{1b}') || text.contains('\n') {
                return Err(format!("error `{text}` has control characters"));
            }
            format!("error: {text}")
        }
        (Err(e), _) => return Err(format!("`run` failed: {e}")),
        (Ok(v), "error") => return Err(format!("`run` succeeded with {v:?}")),
        (Ok(v), _) => {
            let shown = match &v {
                mlua::Value::String(s) => s.to_string_lossy(),
                mlua::Value::Integer(i) => i.to_string(),
                mlua::Value::Number(n) => n.to_string(),
                mlua::Value::Boolean(b) => b.to_string(),
                mlua::Value::Nil => "nil".to_string(),
                other => other.type_name().to_string(),
            };
            if !detail.is_empty() && shown != detail {
                return Err(format!("`run` returned `{shown}`, expected `{detail}`"));
            }
            format!("ok: {shown}")
        }
    };
    if let Some(want) = &h.log
        && !lines.iter().any(|l| l.contains(want.as_str()))
    {
        return Err(format!("no output line contains `{want}`: {lines:?}"));
    }
    let bytes: usize = lines.iter().map(String::len).sum();
    if let Some(max) = h.log_max
        && bytes > max
    {
        return Err(format!("{bytes} bytes of output, over {max}"));
    }
    if lines
        .iter()
        .any(|l| l.chars().any(|c| c.is_control() && c != '\t'))
    {
        return Err("an output line has control characters".into());
    }
    let good: i64 = host
        .call_slot(&slot, "good", &mut ctx(), (), &mut rng, &mut Vec::new())
        .map_err(|e| format!("the host no longer works: {e}"))?;
    if good != 21 {
        return Err(format!("the host no longer works: good() = {good}"));
    }
    Ok(format!("{summary} ({bytes} bytes of output)"))
}

/// The child side: runs the case named by `HOSTILE_CASE`, prints `PASS …` or `FAIL …`. Does
/// nothing in an ordinary test run.
#[test]
fn hostile_case_child() {
    let Ok(file) = std::env::var("HOSTILE_CASE") else {
        return;
    };
    match run_case(Path::new(&file)) {
        Ok(summary) => println!("\n<<PASS>> {summary}"),
        Err(why) => println!("\n<<FAIL>> {why}"),
    }
}

#[derive(Debug)]
struct Outcome {
    name: String,
    category: String,
    attack: String,
    result: Result<String, String>,
    took: Duration,
}

fn run_in_child(file: &Path) -> Result<String, String> {
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    let mut child = Command::new(exe)
        .args([
            "--exact",
            "hostile_case_child",
            "--nocapture",
            "--test-threads=1",
        ])
        .env("HOSTILE_CASE", file)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| e.to_string())?;
    let start = Instant::now();
    loop {
        if let Some(status) = child.try_wait().map_err(|e| e.to_string())? {
            let out = child.wait_with_output().map_err(|e| e.to_string())?;
            let stdout = String::from_utf8_lossy(&out.stdout);
            if let Some(line) = stdout.lines().find_map(|l| l.strip_prefix("<<PASS>> ")) {
                return Ok(line.to_string());
            }
            if let Some(line) = stdout.lines().find_map(|l| l.strip_prefix("<<FAIL>> ")) {
                return Err(line.to_string());
            }
            return Err(format!(
                "the child died ({status}): {}",
                String::from_utf8_lossy(&out.stderr)
                    .lines()
                    .last()
                    .unwrap_or("")
            ));
        }
        if start.elapsed() > CASE_TIMEOUT {
            let _ = child.kill();
            let _ = child.wait();
            return Err(format!(
                "did not end by itself within {} s (killed)",
                CASE_TIMEOUT.as_secs()
            ));
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn every_hostile_script_ends_by_itself_as_its_header_says() {
    if std::env::var("HOSTILE_CASE").is_ok() {
        return;
    }
    let mut files: Vec<PathBuf> = std::fs::read_dir(cases_dir())
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "lua"))
        .collect();
    files.sort();
    if let Ok(only) = std::env::var("HOSTILE_ONLY") {
        files.retain(|f| f.to_string_lossy().contains(&only));
    }
    assert!(files.len() >= 40 || std::env::var("HOSTILE_ONLY").is_ok());
    let queue = Arc::new(Mutex::new(files.clone()));
    let results = Arc::new(Mutex::new(Vec::new()));
    let workers: Vec<_> = (0..4)
        .map(|_| {
            let queue = Arc::clone(&queue);
            let results = Arc::clone(&results);
            std::thread::spawn(move || {
                loop {
                    let Some(file) = queue.lock().unwrap().pop() else {
                        break;
                    };
                    let text = std::fs::read_to_string(&file).unwrap_or_default();
                    let h = header(&text);
                    let start = Instant::now();
                    let result = run_in_child(&file);
                    results.lock().unwrap().push(Outcome {
                        name: file
                            .file_stem()
                            .map(|s| s.to_string_lossy().into_owned())
                            .unwrap_or_default(),
                        category: h.category,
                        attack: h.attack,
                        result,
                        took: start.elapsed(),
                    });
                }
            })
        })
        .collect();
    for w in workers {
        w.join().unwrap();
    }
    let mut results = std::mem::take(&mut *results.lock().unwrap());
    results.sort_by(|a, b| (&a.category, &a.name).cmp(&(&b.category, &b.name)));
    let mut by_category: BTreeMap<&str, (usize, usize, BTreeMap<&str, usize>)> = BTreeMap::new();
    let mut failures = Vec::new();
    for r in &results {
        let entry = by_category.entry(&r.category).or_default();
        entry.0 += 1;
        match &r.result {
            Ok(summary) => {
                entry.1 += 1;
                let kind = summary.split(':').next().unwrap_or("ok");
                *entry.2.entry(kind).or_default() += 1;
                println!(
                    "ok    {:<10} {:<34} {:>6} ms  {}",
                    r.category,
                    r.name,
                    r.took.as_millis(),
                    summary.chars().take(150).collect::<String>()
                );
            }
            Err(why) => {
                println!("FAIL  {:<10} {:<34} {why}", r.category, r.name);
                failures.push(format!("{} ({}): {why}", r.name, r.attack));
            }
        }
    }
    println!("\ncases by category (passed/total; outcomes):");
    for (category, (total, passed, kinds)) in &by_category {
        println!("  {category:<10} {passed}/{total}  {kinds:?}");
    }
    assert!(
        failures.is_empty(),
        "failing cases:\n{}",
        failures.join("\n")
    );
}

//! The rules console in the terminal: `play --trace` / `watch --trace` name the hooks an action
//! ran (file:line of the function, arguments, results, cost), `lua <code>` evaluates against a
//! read-only copy of the match, and neither reaches a view that may not see everything.

use crate::common;

use common::workspace_root;
use std::io::Write;
use std::process::{Command, Output, Stdio};

fn game_host(args: &[&str], stdin: &str) -> Output {
    common::plugins_dir();
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_game-host"));
    cmd.args(args)
        .current_dir(workspace_root())
        .stdin(Stdio::piped());
    // The input is written by a thread, so that a long output cannot block it.
    let input = stdin.to_string();
    let mut child = cmd
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start game-host");
    let mut pipe = child.stdin.take().unwrap();
    std::thread::spawn(move || {
        let _ = pipe.write_all(input.as_bytes());
    });
    child.wait_with_output().unwrap()
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// The line of `file` (workspace-relative) that defines `function M.<name>`.
fn line_of(file: &str, name: &str) -> usize {
    let text = std::fs::read_to_string(workspace_root().join(file)).unwrap();
    let needle = format!("function M.{name}(");
    text.lines().position(|l| l.starts_with(&needle)).unwrap() + 1
}

/// The trace text printed for the last input of `inputs`.
fn last_trace(text: &str) -> &str {
    let start = text.rfind("\ntrace: ").expect("a trace was printed");
    let rest = &text[start + 1..];
    let end = rest
        .find("\n>")
        .or_else(|| rest.find("\n!"))
        .unwrap_or(rest.len());
    &rest[..end]
}

#[test]
fn a_trace_names_the_hook_and_its_line_in_each_scripted_game() {
    let cases: &[(&[&str], &str, &str, &str)] = &[
        (
            &[
                "play",
                "air-land-sea",
                "--seed",
                "1",
                "--view",
                "referee",
                "--trace",
            ],
            "deploy A2\n",
            "scripts/air-land-sea/cards.lua",
            "air_drop_on_reveal",
        ),
        (
            &[
                "play",
                "tic-tac-toe",
                "--ruleset",
                "tic-tac-toe-misere:misere",
                "--seed",
                "1",
                "--trace",
            ],
            "a1\na2\nb1\nb2\nc1\n",
            "mods/tic-tac-toe-misere/scripts/tic-tac-toe/misere.lua",
            "line_completed",
        ),
        (
            &[
                "play",
                "palagan",
                "--ruleset",
                "no-edge-summon",
                "--seed",
                "1",
                "--trace",
            ],
            "@d4\n",
            "scripts/palagan/no_edge_summon.lua",
            "veto_summon",
        ),
    ];
    for (args, input, file, hook) in cases {
        let out = game_host(args, input);
        let text = stdout(&out);
        let trace = last_trace(&text);
        let place = format!("{hook}(");
        let at = format!(" at {file}:{}", line_of(file, hook));
        assert!(
            trace.contains(&place) && trace.contains(&at),
            "{args:?}: {trace}\n{text}"
        );
        assert!(trace.contains("instructions]"), "{trace}");
        assert!(trace.contains("state changed:"), "{trace}");
    }
    // The misère line: its argument (the seat) and its answer.
    let out = game_host(
        &[
            "play",
            "tic-tac-toe",
            "--ruleset",
            "tic-tac-toe-misere:misere",
            "--seed",
            "1",
            "--trace",
            "--json",
        ],
        "a1\na2\nb1\nb2\nc1\n",
    );
    let text = stdout(&out);
    let trace: serde_json::Value = text
        .lines()
        .rfind(|l| l.contains("\"type\":\"trace\""))
        .map(|l| serde_json::from_str(l).unwrap())
        .unwrap();
    let call = &trace["calls"][0];
    assert_eq!(call["hook"], "line_completed", "{trace}");
    assert_eq!(call["args"], serde_json::json!(["0"]));
    assert_eq!(call["results"], serde_json::json!(["\"lose\""]));
}

#[test]
fn traces_and_the_console_never_reach_a_seat_view_of_hidden_information() {
    // Air, Land & Sea hides hands and face-down cards: a seat's view may not trace.
    for view in ["mover", "0", "spectator"] {
        let out = game_host(
            &[
                "play",
                "air-land-sea",
                "--seed",
                "1",
                "--view",
                view,
                "--trace",
            ],
            "deploy A2\n",
        );
        assert!(!out.status.success(), "--view {view}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("--view referee"), "{err}");
        assert!(!stdout(&out).contains("air_drop_on_reveal"));
        let out = game_host(
            &["play", "air-land-sea", "--seed", "1", "--view", view],
            "lua ctx:hand(0)\n",
        );
        let text = stdout(&out);
        assert!(
            text.contains("the rules console (`lua`) shows the referee's view"),
            "{text}"
        );
        assert!(!text.contains("= {"), "{text}");
    }
}

#[test]
fn watch_traces_too() {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_game-host"));
    cmd.args([
        "watch",
        "tic-tac-toe",
        "--ruleset",
        "tic-tac-toe-misere:misere",
        "--trace",
    ])
    .current_dir(workspace_root())
    .stdin(Stdio::piped());
    common::plugins_dir();
    let mut child = cmd
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut pipe = child.stdin.take().unwrap();
    pipe.write_all(b"a1\na2\nb1\nb2\nc1\nquit\n").unwrap();
    drop(pipe);
    let out = child.wait_with_output().unwrap();
    let text = stdout(&out);
    assert!(
        text.contains(
            "line_completed(0) at mods/tic-tac-toe-misere/scripts/tic-tac-toe/misere.lua:"
        ),
        "{text}"
    );
}

#[test]
fn the_console_answers_refuses_writes_and_survives_a_runaway() {
    let out = game_host(
        &[
            "play",
            "air-land-sea",
            "--seed",
            "1",
            "--view",
            "referee",
            "--json",
        ],
        "deploy A2\nlua ctx:total(\"air\", 1)\nlua ctx:destroy(\"A2\")\n\
         lua while true do end\nlua ctx:total(\"air\", 1), ctx:is_face_up(\"A2\")\n",
    );
    let text = stdout(&out);
    let answers: Vec<serde_json::Value> = text
        .lines()
        .filter(|l| l.contains("\"type\":\"console\""))
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(answers.len(), 4, "{text}");
    assert_eq!(answers[0]["values"], serde_json::json!(["2"]), "{text}");
    let write = answers[1]["error"].as_str().unwrap();
    assert!(write.contains("`destroy` changes the match"), "{write}");
    assert!(write.contains("rules console (read-only)"), "{write}");
    let runaway = answers[2]["error"].as_str().unwrap();
    assert!(runaway.contains("instruction budget of"), "{runaway}");
    // The match goes on, unchanged: A2 is still in play, face up, with its strength.
    assert_eq!(
        answers[3]["values"],
        serde_json::json!(["2", "true"]),
        "{text}"
    );
    assert!(text.contains("\"type\":\"view\""));
}

#[test]
fn a_game_without_a_console_says_so() {
    let out = game_host(
        &["play", "cyvasse", "--seed", "1", "--view", "referee"],
        "lua 1 + 1\n",
    );
    let text = stdout(&out);
    assert!(
        text.contains("! Cyvasse offers no rules console: its scripts are terrain hooks"),
        "{text}"
    );
    let out = game_host(&["play", "palagan", "--seed", "1"], "lua 1 + 1\n");
    let text = stdout(&out);
    assert!(
        text.contains("these Palagan rules load no scripts"),
        "{text}"
    );
    let out = game_host(
        &[
            "play",
            "palagan",
            "--ruleset",
            "no-edge-summon",
            "--seed",
            "1",
        ],
        "lua ctx:is_edge(\"a1\"), ctx:reserve(0)\n",
    );
    let text = stdout(&out);
    assert!(text.contains("= true, "), "{text}");
}

/// Cyvasse asks pure terrain hooks once, when the ruleset compiles, so a move's trace shows them
/// only for terrains declared `pure = false`, which are asked on every use.
#[test]
fn a_cyvasse_trace_names_an_impure_terrain_hook_and_its_line() {
    let root = tempfile::tempdir().unwrap();
    for dir in ["rulesets", "scripts"] {
        common::copy_dir(&workspace_root().join(dir), &root.path().join(dir));
    }
    std::fs::write(
        root.path().join("rulesets/cyvasse/asked.toml"),
        "game = \"cyvasse\"\nextends = \"standard\"\nname = \"Asked\"\n\
         description = \"Water asked on every use.\"\n\n[terrain.water]\npure = false\n",
    )
    .unwrap();
    let out = common::game_host_with_content(
        root.path(),
        &[
            "play",
            "cyvasse",
            "--ruleset",
            "asked",
            "--seed",
            "1",
            "--view",
            "referee",
            "--trace",
            "setup citadel",
            "ready",
            "setup citadel",
            "ready",
            "e3-e4",
        ],
        60,
    );
    let text = stdout(&out);
    let trace = last_trace(&text);
    let file = "scripts/cyvasse/tiles/water.lua";
    let at = format!("water_enter() at {file}:{}", line_of(file, "water_enter"));
    assert!(trace.contains(&at), "{trace}\n{text}");
    assert!(trace.contains("→ \"stop\""), "{trace}");
}

//! The headless commands, run as a user would run them.

use crate::common;

use common::workspace_root;
use std::io::Write;
use std::process::{Command, Output, Stdio};

fn game_host(args: &[&str], stdin: &str) -> Output {
    common::plugins_dir();
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_game-host"));
    cmd.args(args).current_dir(workspace_root());
    common::output_with_stdin(cmd, stdin)
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

#[test]
fn list_shows_the_example_game_and_its_rulesets() {
    let out = game_host(&["list"], "");
    assert!(out.status.success());
    let text = stdout(&out);
    assert!(text.contains("tic-tac-toe — Tic-tac-toe"), "{text}");
    assert!(text.contains("ruleset standard: Standard"), "{text}");
}

#[test]
fn play_a_whole_game_from_stdin_as_text() {
    let out = game_host(
        &["play", "tic-tac-toe", "--seed", "3"],
        "b2\na1\n# a comment\na2\na3\nc2\n",
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = stdout(&out);
    assert!(text.contains("X to move: Mark an empty cell"));
    assert!(text.contains("> c2"));
    assert!(
        text.trim_end()
            .ends_with("Game over: X wins (X completed a line); X 1, O 0"),
        "{text}"
    );
}

#[test]
fn play_as_json_lines_reports_views_applications_and_errors() {
    let out = game_host(
        &["play", "tic-tac-toe", "--json", "--seed", "1"],
        "b2\nb2\na1\n",
    );
    assert_eq!(
        out.status.code(),
        Some(2),
        "a refused action makes the exit code 2"
    );
    let lines: Vec<serde_json::Value> = stdout(&out)
        .lines()
        .map(|l| serde_json::from_str(l).expect("every line is JSON"))
        .collect();
    let kinds: Vec<&str> = lines.iter().map(|l| l["type"].as_str().unwrap()).collect();
    assert_eq!(
        kinds,
        ["view", "applied", "view", "error", "applied", "view"]
    );
    assert_eq!(lines[0]["actions"].as_array().unwrap().len(), 9);
    assert_eq!(lines[0]["actions"][4]["text"], "b2");
    assert_eq!(lines[0]["actions"][4]["path"][0], "cell:b2");
    assert_eq!(lines[1]["action"], "b2");
    // The game's reason in its English: JSON is the same in every language.
    assert_eq!(lines[3]["message"], "illegal action: b2 is taken");
    assert_eq!(lines[5]["status"]["ToMove"]["seat"], 0);
    assert_eq!(lines[5]["moves"], 2);
}

#[test]
fn a_refusal_and_a_scenario_error_are_said_in_the_chosen_language() {
    let out = game_host(
        &["--lang", "id", "play", "tic-tac-toe", "--seed", "1"],
        "b2\nb2\nzz\n",
    );
    let text = stdout(&out);
    assert!(
        text.contains("! aksi tidak sah: b2 sudah terisi\n"),
        "{text}"
    );
    assert!(
        text.contains("! aksi tidak sah: `zz` bukan petak (tulis misalnya `b2`)\n"),
        "{text}"
    );
    let dir = tempfile::tempdir().unwrap();
    let scenario = dir.path().join("o.txt");
    std::fs::write(&scenario, "O to move\n. . .\n. . .\n. . .\n").unwrap();
    let path = scenario.to_str().unwrap();
    let out = game_host(
        &["--lang", "id", "play", "tic-tac-toe", "--scenario", path],
        "",
    );
    let error = String::from_utf8_lossy(&out.stderr);
    assert!(
        error.contains(&format!(
            "{path}:1:1: giliran tidak mungkin milik O dengan 0 X dan 0 O di papan: giliran milik X"
        )),
        "{error}"
    );
}

#[test]
fn a_saved_match_loads_back_and_continues() {
    let dir = tempfile::tempdir().unwrap();
    let save = dir.path().join("m.json");
    let save_arg = save.to_str().unwrap();
    let out = game_host(
        &[
            "play",
            "tic-tac-toe",
            "--seed",
            "9",
            "--save",
            save_arg,
            "b2",
            "a1",
        ],
        "",
    );
    assert!(out.status.success());
    let saved: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&save).unwrap()).unwrap();
    assert_eq!(saved["format"], "game-host/match");
    assert_eq!(saved["game"], "tic-tac-toe");
    assert_eq!(saved["actions"], serde_json::json!(["b2", "a1"]));
    assert_eq!(saved["start"]["Seed"], 9);
    assert!(saved["ruleset"]["files"]["rulesets/tic-tac-toe/standard.toml"].is_string());

    let out = game_host(
        &["play", "--load", save_arg, "--save", save_arg, "--json"],
        "c3\n",
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let first: serde_json::Value =
        serde_json::from_str(stdout(&out).lines().next().unwrap()).unwrap();
    assert_eq!(
        first["moves"], 2,
        "the loaded match resumes after its two actions"
    );
    let saved: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&save).unwrap()).unwrap();
    assert_eq!(saved["actions"], serde_json::json!(["b2", "a1", "c3"]));
}

#[test]
fn a_corrupt_save_is_reported_with_its_line_and_column() {
    let dir = tempfile::tempdir().unwrap();
    let save = dir.path().join("bad.json");
    std::fs::write(&save, "{\n  \"format\": \"game-host/match\",\n  oops\n}").unwrap();
    let out = game_host(&["play", "--load", save.to_str().unwrap()], "");
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("bad.json:3:3: not a valid save file"), "{err}");
}

#[test]
fn an_unknown_game_names_the_games_that_exist() {
    let out = game_host(&["play", "chess"], "");
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("no game `chess`") && err.contains("tic-tac-toe"),
        "{err}"
    );
}

#[test]
fn undo_takes_back_the_last_action() {
    let out = game_host(
        &["play", "tic-tac-toe", "--json", "--seed", "1"],
        "b2\na1\nundo\n",
    );
    let last: serde_json::Value =
        serde_json::from_str(stdout(&out).lines().last().unwrap()).unwrap();
    assert_eq!(last["moves"], 1);
    assert_eq!(last["status"]["ToMove"]["seat"], 1);
}

#[test]
fn the_misere_house_rule_plays_from_the_terminal() {
    let out = game_host(
        &[
            "play",
            "tic-tac-toe",
            "--ruleset",
            "tic-tac-toe-misere:misere",
            "--seed",
            "1",
        ],
        "a1\na2\nb1\nb2\nc1\n",
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = stdout(&out);
    assert!(
        text.trim_end()
            .ends_with("Game over: O wins (X completed a line); X 0, O 1"),
        "{text}"
    );
}

#[test]
fn check_reports_every_problem_with_its_location_and_fails() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    std::fs::create_dir_all(root.join("rulesets/tic-tac-toe")).unwrap();
    std::fs::create_dir_all(root.join("scripts/tic-tac-toe")).unwrap();
    std::fs::write(
        root.join("rulesets/tic-tac-toe/standard.toml"),
        "game = \"tic-tac-toe\"\nsize = 3\nline = 3\n",
    )
    .unwrap();
    std::fs::write(
        root.join("rulesets/tic-tac-toe/typo.toml"),
        "game = \"tic-tac-toe\"\nextends = \"standard\"\nsied = 4\n",
    )
    .unwrap();
    std::fs::write(
        root.join("rulesets/tic-tac-toe/broken.toml"),
        "game = \"tic-tac-toe\"\nscripts = [\"scripts/tic-tac-toe/bad.lua\"]\n",
    )
    .unwrap();
    std::fs::write(
        root.join("scripts/tic-tac-toe/bad.lua"),
        "local M = {}\nfunction M.x(\nreturn M\n",
    )
    .unwrap();
    let content = root.to_str().unwrap();
    let out = game_host(&["check", "--all", "--content", content], "");
    assert_eq!(out.status.code(), Some(1));
    let text = stdout(&out);
    assert!(
        text.contains("ok    rulesets/tic-tac-toe/standard.toml"),
        "{text}"
    );
    assert!(
        text.contains("rulesets/tic-tac-toe/typo.toml:3:1: unknown key `sied`"),
        "{text}"
    );
    assert!(text.contains("scripts/tic-tac-toe/bad.lua:3:"), "{text}");
    assert!(
        text.contains("3 checked (12 random games each), 2 failed"),
        "{text}"
    );
}

#[test]
fn the_committed_key_reference_is_current() {
    let out = game_host(&["keys"], "");
    assert!(out.status.success());
    let committed = std::fs::read_to_string(workspace_root().join("docs/ruleset-keys.md")).unwrap();
    assert!(
        stdout(&out) == committed,
        "docs/ruleset-keys.md is stale: run `game-host schema --write`"
    );
}

/// Plays a whole match of `game` through `game-host play --json`, answering each view with one
/// of its legal actions (chosen by a fixed sequence), like a program driving the terminal would.
fn play_whole_game(game: &str, seed: u64, max_actions: usize) -> serde_json::Value {
    use std::io::{BufRead, BufReader};
    let mut child = Command::new(env!("CARGO_BIN_EXE_game-host"))
        .args(["play", game, "--json", "--seed", &seed.to_string()])
        .current_dir(workspace_root())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let mut pick = seed;
    let mut played = 0;
    let mut last_view = serde_json::Value::Null;
    while let Some(Ok(line)) = lines.next() {
        let msg: serde_json::Value = serde_json::from_str(&line).unwrap();
        assert_ne!(msg["type"], "error", "{game}: {msg}");
        if msg["type"] != "view" {
            continue;
        }
        let actions = msg["actions"].as_array().unwrap().clone();
        last_view = msg;
        if actions.is_empty() {
            break;
        }
        assert!(
            played < max_actions,
            "{game}: no end after {max_actions} actions"
        );
        // Prefer finishing a setup at once; otherwise a varied but reproducible choice.
        let texts: Vec<&str> = actions
            .iter()
            .map(|a| a["text"].as_str().unwrap())
            .collect();
        let choice = ["setup random", "ready"]
            .into_iter()
            .find(|t| texts.contains(t))
            .unwrap_or_else(|| {
                pick = pick
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                texts[(pick >> 33) as usize % texts.len()]
            });
        writeln!(stdin, "{choice}").unwrap();
        played += 1;
    }
    drop(stdin);
    assert!(child.wait().unwrap().success());
    last_view
}

#[test]
fn every_bundled_game_plays_to_the_end_from_the_terminal() {
    for (game, max) in [
        ("tic-tac-toe", 20),
        ("palagan", 3000),
        ("air-land-sea", 3000),
        ("cyvasse", 3000),
    ] {
        let last = play_whole_game(game, 11, max);
        assert!(
            last["status"]["Over"].is_object(),
            "{game} ended: {}",
            last["status"]
        );
        assert!(
            last["status"]["Over"]["reason"]
                .as_str()
                .is_some_and(|r| !r.is_empty())
        );
    }
}

/// `simulate` with `--vs`: the same seeds under two rulesets, every game counted once, and the
/// rows the app's balance lab shows too (they share `game_host::sim`).
#[test]
fn simulate_counts_every_game_under_both_rulesets() {
    let out = game_host(
        &[
            "simulate",
            "tic-tac-toe",
            "--vs",
            "tic-tac-toe-misere:misere",
            "--games",
            "6",
            "--bots",
            "random,random",
            "--threads",
            "2",
            "--json",
        ],
        "",
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    let reports = json["reports"].as_array().unwrap();
    assert_eq!(reports.len(), 2);
    for r in reports {
        assert_eq!(r["games"], 6);
        let wins: u64 = r["seat_wins"]
            .as_array()
            .unwrap()
            .iter()
            .map(|w| w["count"].as_u64().unwrap())
            .sum();
        let bot_wins: u64 = r["bot_wins"]
            .as_array()
            .unwrap()
            .iter()
            .map(|w| w["count"].as_u64().unwrap())
            .sum();
        let draws = r["draws"]["count"].as_u64().unwrap();
        let unfinished = r["unfinished"].as_u64().unwrap();
        assert_eq!(
            wins, bot_wins,
            "each win is credited to one seat and one bot"
        );
        assert_eq!(wins + draws + unfinished, 6, "{r}");
    }
    let text = stdout(&game_host(
        &[
            "simulate",
            "tic-tac-toe",
            "--games",
            "4",
            "--bots",
            "random,random",
        ],
        "",
    ));
    for row in [
        "bot A random wins",
        "seat X wins",
        "draws",
        "game length (actions)",
    ] {
        assert!(text.contains(row), "{text}");
    }
}

/// The `applied` and `error` lines of a `play --json` run.
fn applied_and_errors(out: &Output) -> Vec<serde_json::Value> {
    stdout(out)
        .lines()
        .map(|l| serde_json::from_str::<serde_json::Value>(l).expect("every line is JSON"))
        .filter(|m| m["type"] == "applied" || m["type"] == "error")
        .collect()
}

/// Whether `text` names `id` as a word (`L1`, not `L12`).
fn names(text: &str, id: &str) -> bool {
    text.split(|c: char| !c.is_ascii_alphanumeric())
        .any(|w| w == id)
}

/// Air, Land & Sea from a scenario: North's Containment (face-up) destroys every card played
/// face-down. North improvises L5, South tries a card it does not hold, then improvises L1.
fn als_face_down_plays(view: &str) -> Vec<serde_json::Value> {
    let dir = tempfile::tempdir().unwrap();
    let scenario = dir.path().join("containment.toml");
    std::fs::write(
        &scenario,
        "order = [\"air\", \"land\", \"sea\"]\n[north]\nhand = [\"L5\", \"A4\"]\nair = [\"A5\"]\n\
         [south]\nhand = [\"L1\", \"S2\"]\n",
    )
    .unwrap();
    let out = game_host(
        &[
            "play",
            "air-land-sea",
            "--json",
            "--scenario",
            scenario.to_str().unwrap(),
            "--view",
            view,
        ],
        "improvise L5 land\ndeploy A6\nimprovise L1 sea\n",
    );
    assert_eq!(
        out.status.code(),
        Some(2),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let lines = applied_and_errors(&out);
    let kinds: Vec<&str> = lines.iter().map(|l| l["type"].as_str().unwrap()).collect();
    assert_eq!(kinds, ["applied", "error", "applied"], "{view}");
    lines
}

#[test]
fn a_seats_view_never_shows_the_other_seats_face_down_cards() {
    let lines = als_face_down_plays("0");
    for line in &lines {
        let text = line.to_string();
        for id in ["L1", "S2", "A6"] {
            assert!(!names(&text, id), "seat 0 reads South's {id}: {text}");
        }
    }
    // North sees its own notation and what it lost; South's play only in its public form.
    assert_eq!(lines[0]["action"], "improvise L5 land");
    assert!(
        lines[0]["log"]
            .as_array()
            .unwrap()
            .iter()
            .any(|l| names(l.as_str().unwrap(), "L5")),
        "{}",
        lines[0]
    );
    assert_eq!(lines[2]["action"], "improvise a card sea");
    assert_eq!(lines[1]["input"], serde_json::Value::Null);
    // A spectator, and `mover` when the turn passes (both players may be at the terminal),
    // see neither seat's face-down cards.
    for view in ["spectator", "mover"] {
        let lines = als_face_down_plays(view);
        assert_eq!(lines[0]["action"], "improvise a card land", "{view}");
        for line in [&lines[0], &lines[2]] {
            let text = line.to_string();
            assert!(!names(&text, "L5") && !names(&text, "L1"), "{view}: {text}");
        }
    }
}

#[test]
fn the_referee_sees_every_action_and_every_line() {
    let lines = als_face_down_plays("referee");
    assert_eq!(lines[0]["action"], "improvise L5 land");
    assert_eq!(lines[2]["action"], "improvise L1 sea");
    assert!(
        lines[1]["message"]
            .as_str()
            .unwrap()
            .contains("A6 is not in your hand"),
        "{}",
        lines[1]
    );
    let log: Vec<&str> = lines[2]["log"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l.as_str().unwrap())
        .collect();
    assert!(log.iter().any(|l| names(l, "L1")), "{log:?}");
}

/// Cyvasse's setup is behind a screen: White (seat 0) does not see Black's tiles and
/// placements echoed, the referee does.
#[test]
fn the_other_seats_screened_setup_is_not_echoed() {
    let run = |view: &str| {
        let out = game_host(
            &["play", "cyvasse", "--json", "--seed", "4", "--view", view],
            "setup random\nready\ntile a5 forest\n",
        );
        assert!(
            out.status.success(),
            "{view}: {}{}",
            stdout(&out),
            String::from_utf8_lossy(&out.stderr)
        );
        stdout(&out)
    };
    let white = run("0");
    assert!(!white.contains("a5 forest"), "{white}");
    assert!(
        white.contains("\"action\":\"tile (behind the screen)\""),
        "{white}"
    );
    let referee = run("referee");
    assert!(
        referee.contains("\"action\":\"tile a5 forest\""),
        "{referee}"
    );
    // At one terminal the seat that placed it and moves next sees its own setup.
    let mover = run("mover");
    assert!(mover.contains("\"action\":\"tile a5 forest\""), "{mover}");
}

#[test]
fn a_loaded_save_shows_its_seats_and_keeps_them_when_saved_again() {
    let dir = tempfile::tempdir().unwrap();
    let save = dir.path().join("m.json");
    let save_arg = save.to_str().unwrap();
    let out = game_host(
        &["play", "tic-tac-toe", "--seed", "1", "--save", save_arg],
        "b2\n",
    );
    assert!(out.status.success(), "{}", stdout(&out));
    // Seat O becomes a bot, as the app records it.
    let mut saved: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&save).unwrap()).unwrap();
    saved["seats"] = serde_json::json!(["human", {"bot": {"level": "Normal", "seed": 5}}]);
    saved["hand_over"] = serde_json::json!(false);
    std::fs::write(&save, serde_json::to_string(&saved).unwrap()).unwrap();

    let out = game_host(&["play", "--load", save_arg, "--save", save_arg], "a1\n");
    let text = stdout(&out);
    assert!(
        text.contains("Seats: X: human, O: bot (normal, seed 5), hand-over screen off"),
        "{text}"
    );
    let again: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&save).unwrap()).unwrap();
    assert_eq!(again["actions"], serde_json::json!(["b2", "a1"]));
    assert_eq!(
        again["seats"], saved["seats"],
        "saving again keeps the seats"
    );

    let out = game_host(&["play", "--load", save_arg, "--json"], "");
    let first = stdout(&out).lines().next().unwrap_or_default().to_string();
    let line: serde_json::Value = serde_json::from_str(&first).unwrap();
    assert_eq!(line["type"], "seats");
    assert_eq!(line["seats"][1]["bot"]["level"], "Normal");
}

#[test]
fn open_is_for_the_app_and_is_refused_beside_a_command() {
    let out = game_host(&["--open", "match.json", "list"], "");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("--open opens a saved match in the app"),
        "{err}"
    );
    assert!(stdout(&out).is_empty(), "nothing was listed");
}

/// `simulate --csv` quotes as RFC 4180 says: a ruleset whose file name has a comma and quotes
/// stays one field, so every row has the header's seven columns.
#[test]
fn simulate_csv_keeps_a_ruleset_name_with_commas_and_quotes_in_one_field() {
    let root = workspace_root();
    let content = tempfile::tempdir().unwrap();
    for dir in ["rulesets", "scripts"] {
        common::copy_dir(&root.join(dir), &content.path().join(dir));
    }
    let name = r#"big "x",y.toml"#;
    std::fs::copy(
        root.join("rulesets/tic-tac-toe/standard.toml"),
        content.path().join("rulesets/tic-tac-toe").join(name),
    )
    .unwrap();
    let ruleset = format!("rulesets/tic-tac-toe/{name}");
    let out = game_host(
        &[
            "simulate",
            "tic-tac-toe",
            "--content",
            content.path().to_str().unwrap(),
            "--ruleset",
            &ruleset,
            "--games",
            "4",
            "--bots",
            "random",
            "--csv",
            "--no-time",
            "--quiet",
        ],
        "",
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = stdout(&out);
    let mut rows = csv::Reader::from_reader(text.as_bytes());
    assert_eq!(rows.headers().unwrap().len(), 7);
    let mut n = 0;
    for row in rows.records() {
        let row = row.unwrap();
        assert_eq!(row.len(), 7, "{row:?}");
        assert_eq!(&row[0], ruleset, "{row:?}");
        n += 1;
    }
    assert!(n >= 6, "{text}");
}

/// `game-host ARGS` with the environment naming `lang` as the system's language (`None`: C).
fn game_host_in(lang: Option<&str>, args: &[&str]) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_game-host"));
    cmd.args(args)
        .current_dir(workspace_root())
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", lang.unwrap_or("C"));
    common::output_with_stdin(cmd, "")
}

#[test]
fn help_follows_lang_and_the_system_language() {
    let english = game_host_in(None, &["play", "--help"]);
    assert!(english.status.success());
    let english = stdout(&english);
    assert!(
        english.starts_with("Play a match in the terminal"),
        "{english}"
    );
    for words in [
        "Usage: game-host play",
        "Arguments:",
        "Options:",
        "Print help",
        "[default: standard]",
    ] {
        assert!(english.contains(words), "{words}: {english}");
    }
    for (lang, args) in [
        (None, &["--lang", "id", "play", "--help"][..]),
        (None, &["play", "-h", "--lang=id"][..]),
        (Some("id_ID.UTF-8"), &["play", "--help"][..]),
        (None, &["--lang", "id", "help", "play"][..]),
    ] {
        let out = game_host_in(lang, args);
        assert!(out.status.success(), "{args:?}");
        let text = stdout(&out);
        assert!(
            text.starts_with("Mainkan pertandingan di terminal"),
            "{args:?}: {text}"
        );
        for words in [
            "Penggunaan: game-host play",
            "Argumen:",
            "Opsi:",
            "Tampilkan bantuan",
            "[bawaan: standard]",
        ] {
            assert!(text.contains(words), "{args:?} {words}: {text}");
        }
        assert!(
            !text.contains("Usage:") && !text.contains("Print help"),
            "{args:?}: {text}"
        );
    }
    // `--lang en` wins over the system's language, as for every other word.
    let out = game_host_in(Some("id_ID.UTF-8"), &["--lang", "en", "--help"]);
    assert!(stdout(&out).starts_with("Plays board and card games"));
}

#[test]
fn a_mistake_on_the_command_line_is_said_in_the_chosen_language() {
    let out = game_host_in(None, &["--lang", "id", "play", "--sed", "3"]);
    assert_eq!(out.status.code(), Some(2));
    let text = String::from_utf8_lossy(&out.stderr);
    assert!(
        text.starts_with("galat: argumen '--sed' tidak dikenal"),
        "{text}"
    );
    assert!(
        text.contains("saran: ada argumen yang mirip: '--seed'"),
        "{text}"
    );
    assert!(
        text.contains("Untuk keterangan lebih lanjut, coba '--help'."),
        "{text}"
    );
    let out = game_host_in(None, &["play", "--sed", "3"]);
    assert_eq!(out.status.code(), Some(2));
    let text = String::from_utf8_lossy(&out.stderr);
    assert!(
        text.starts_with("error: unexpected argument '--sed' found"),
        "{text}"
    );
}

/// `bench-bots --playout uniform` reaches the plugin (a search runs and is timed) and names
/// its playout in the JSON; a misspelt playout is refused with the two names. (That the SDK's
/// search then really bypasses the game's own rollout loop is the SDK's test
/// `the_uniform_playout_bypasses_the_games_own_loop_and_chooses_the_same`.)
#[test]
fn bench_bots_measures_the_generic_playout_and_says_so() {
    for playout in ["uniform", "game"] {
        let out = game_host(
            &[
                "bench-bots",
                "tic-tac-toe",
                "--iterations",
                "50",
                "--positions",
                "1",
                "--playout",
                playout,
                "--json",
            ],
            "",
        );
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let line: serde_json::Value = serde_json::from_str(stdout(&out).trim()).unwrap();
        assert_eq!(line["playout"], playout, "{line}");
        assert_eq!(line["positions"], 1, "{line}");
        assert_eq!(line["iterations"], 50, "{line}");
    }
    let out = game_host(&["bench-bots", "tic-tac-toe", "--playout", "fast"], "");
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("expected game or uniform"), "{err}");
}

/// `bench-bots --same-seed` counts searches that repeat the uncounted first one (the same bot
/// seed), and says so in the JSON; without it each search has its own seed.
#[test]
fn bench_bots_repeats_the_same_search_when_asked() {
    for same in [true, false] {
        let mut args = vec![
            "bench-bots",
            "tic-tac-toe",
            "--iterations",
            "50",
            "--positions",
            "1",
            "--repeat",
            "3",
            "--json",
        ];
        if same {
            args.push("--same-seed");
        }
        let out = game_host(&args, "");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let line: serde_json::Value = serde_json::from_str(stdout(&out).trim()).unwrap();
        assert_eq!(line["same_seed"], same, "{line}");
        assert_eq!(line["searches"], 3, "{line}");
    }
}

/// `bench-bots --levels` plays whole mirror matches per level and times every move: a
/// tic-tac-toe match of easy against easy asks for every move of the match (5 to 9, all
/// searched at easy's 60 iterations unless forced), each timed; a misspelt level is refused.
#[test]
fn bench_bots_times_every_move_of_each_level() {
    let out = game_host(
        &[
            "bench-bots",
            "tic-tac-toe",
            "--levels",
            "easy,random",
            "--matches",
            "1",
            "--json",
        ],
        "",
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let lines: Vec<serde_json::Value> = stdout(&out)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert_eq!(lines[0]["level"], "easy");
    assert_eq!(lines[1]["level"], "random");
    for line in &lines {
        let moves = line["moves"].as_u64().unwrap();
        assert!((5..=9).contains(&moves), "{line}");
        let ms = &line["ms_per_move"];
        let (median, max) = (ms["median"].as_f64().unwrap(), ms["max"].as_f64().unwrap());
        assert!(median > 0.0 && median <= max, "{line}");
    }
    // Easy searches (a forced last move aside); random never does.
    assert!(
        lines[0]["mean_iterations"].as_f64().unwrap() > 30.0,
        "{}",
        lines[0]
    );
    assert_eq!(
        lines[1]["mean_iterations"].as_f64(),
        Some(0.0),
        "{}",
        lines[1]
    );
    let out = game_host(
        &["bench-bots", "tic-tac-toe", "--levels", "easy,expert"],
        "",
    );
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("expected random, easy, normal or hard"),
        "{err}"
    );
}

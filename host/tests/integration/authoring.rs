//! What a rule author sees when a script fails at run time, through the real `game-host`: a
//! script error is its own kind of refusal (file:line, hook, message, traceback), a hook that
//! fails while the legal actions are listed is reported instead of silently hiding moves, and
//! `simulate` tables script errors with the first seed that shows them.

use crate::common;

use common::{copy_dir, game_host_bin, plugins_dir, workspace_root};
use std::process::{Command, Output};

/// The workspace's content plus a Palagan ruleset whose summon veto fails on one cell.
struct Content {
    root: tempfile::TempDir,
}

/// Fails (line 4) when asked about the board's first cell, `a1`; allows everything else.
const BROKEN_VETO: &str = "local M = {}\nfunction M.veto_summon(ctx, cell)\n  \
     if cell == (ctx:cells()) then\n    return ctx:no_such_method()\n  end\n  \
     return nil\nend\nreturn M\n";

impl Content {
    fn new() -> Content {
        let root = tempfile::tempdir().unwrap();
        copy_dir(
            &workspace_root().join("rulesets"),
            &root.path().join("rulesets"),
        );
        copy_dir(
            &workspace_root().join("scripts"),
            &root.path().join("scripts"),
        );
        let c = Content { root };
        c.add("palagan", "broken-veto", BROKEN_VETO, "");
        c
    }

    /// Adds `rulesets/<game>/<name>.toml` extending the standard rules with one script.
    fn add(&self, game: &str, name: &str, script: &str, extra_toml: &str) {
        let path = format!("scripts/{game}/{}.lua", name.replace('-', "_"));
        std::fs::write(self.root.path().join(&path), script).unwrap();
        std::fs::write(
            self.root
                .path()
                .join(format!("rulesets/{game}/{name}.toml")),
            format!(
                "game = \"{game}\"\nextends = \"standard\"\nname = \"{name}\"\n\
                 description = \"test\"\nscripts = [\"{path}\"]\n{extra_toml}"
            ),
        )
        .unwrap();
    }

    /// `game-host ARGS --content ROOT`, killed (failing the test) after 120 s.
    fn game_host(&self, args: &[&str]) -> Output {
        common::game_host_with_content(self.root.path(), args, 120)
    }
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn json_lines(o: &Output) -> Vec<serde_json::Value> {
    stdout(o)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

const WHERE: &str = "scripts/palagan/broken_veto.lua";

#[test]
fn a_veto_that_fails_while_moves_are_listed_is_a_script_error_not_a_hidden_move() {
    let c = Content::new();
    let out = c.game_host(&[
        "play",
        "palagan",
        "--ruleset",
        "broken-veto",
        "--seed",
        "1",
        "--json",
    ]);
    let lines = json_lines(&out);
    let error = lines
        .iter()
        .find(|l| l["type"] == "error")
        .unwrap_or_else(|| panic!("no error line:\n{}", stdout(&out)));
    assert_eq!(error["kind"], "script");
    assert_eq!(error["file"], WHERE);
    assert_eq!(error["line"], 4);
    assert_eq!(error["hook"], "veto_summon");
    assert!(
        error["script_message"]
            .as_str()
            .unwrap()
            .contains("no_such_method"),
        "{error}"
    );
    assert!(
        error["traceback"][0]
            .as_str()
            .unwrap()
            .starts_with(&format!("{WHERE}:4:")),
        "{error}"
    );
    // The other moves are still listed: the match goes on, with the error said.
    let view = lines.iter().find(|l| l["type"] == "view").unwrap();
    let actions = view["actions"].as_array().unwrap();
    assert!(actions.iter().any(|a| a["text"] == "@a2"), "{view}");
    assert!(!actions.iter().any(|a| a["text"] == "@a1"), "{view}");
}

#[test]
fn an_action_refused_by_a_failing_script_is_a_script_error_and_an_illegal_one_is_not() {
    let c = Content::new();
    let play = |action: &str| {
        c.game_host(&[
            "play",
            "palagan",
            "--ruleset",
            "broken-veto",
            "--seed",
            "1",
            "--json",
            action,
        ])
    };
    let out = play("@a1");
    assert_eq!(out.status.code(), Some(2), "{}", stdout(&out));
    let refused: Vec<serde_json::Value> = json_lines(&out)
        .into_iter()
        .filter(|l| l["type"] == "error" && l["input"] == "@a1")
        .collect();
    assert_eq!(refused.len(), 1, "{}", stdout(&out));
    assert_eq!(refused[0]["kind"], "script");
    assert_eq!(refused[0]["line"], 4);
    let out = play("@zz9");
    let refused = json_lines(&out)
        .into_iter()
        .find(|l| l["type"] == "error" && l["input"] == "@zz9")
        .unwrap();
    assert_eq!(refused["kind"], "illegal", "{refused}");
    // As text: said as a script error, with the refused input and the traceback.
    let out = c.game_host(&[
        "play",
        "palagan",
        "--ruleset",
        "broken-veto",
        "--seed",
        "1",
        "@a1",
    ]);
    let text = stdout(&out);
    assert!(
        text.contains(&format!(
            "! script error (`@a1` refused): while running {WHERE} hook veto_summon: {WHERE}:4: \
             ctx has no field or method 'no_such_method'"
        )),
        "{text}"
    );
    assert!(
        text.contains(&format!("    at {WHERE}:4: in function")),
        "{text}"
    );
}

#[test]
fn simulate_tables_script_errors_with_the_first_seed_instead_of_unfinished_games() {
    let c = Content::new();
    let out = c.game_host(&[
        "simulate",
        "palagan",
        "--ruleset",
        "broken-veto",
        "--games",
        "3",
        "--seed",
        "7",
        "--bots",
        "random,random",
        "--json",
    ]);
    let report: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    let r = &report["reports"][0];
    assert_eq!(r["unfinished"], 0, "{r}");
    let e = &r["script_errors"][0];
    assert_eq!(e["location"], format!("{WHERE}:4"));
    assert_eq!(
        (e["games"].as_u64(), e["first_seed"].as_u64()),
        (Some(3), Some(7))
    );
    assert_eq!(e["action"], serde_json::Value::Null, "failed while listing");
    let out = c.game_host(&[
        "simulate",
        "palagan",
        "--ruleset",
        "broken-veto",
        "--games",
        "2",
        "--bots",
        "random,random",
    ]);
    let text = stdout(&out);
    assert!(text.contains("stopped by a script error  2"), "{text}");
    assert!(
        text.contains(&format!(
            "  {WHERE}:4: ctx has no field or method 'no_such_method'"
        )),
        "{text}"
    );
    assert!(text.contains("2 games, first seed 0"), "{text}");
}

#[test]
fn check_play_reports_a_runtime_error_with_its_seed_and_action_and_fails() {
    let c = Content::new();
    c.add(
        "tic-tac-toe",
        "runtime",
        "local M = {}\nfunction M.line_completed(ctx, seat)\n  return ctx:nope()\nend\nreturn M\n",
        "",
    );
    let ruleset = c.root.path().join("rulesets/tic-tac-toe/runtime.toml");
    let ruleset = ruleset.to_str().unwrap();
    // Compiling alone finds nothing: the error happens only when a line is completed.
    let out = c.game_host(&["check", ruleset]);
    assert!(out.status.success(), "{}", stdout(&out));
    let out = c.game_host(&["check", "--play", "5", ruleset]);
    let text = stdout(&out);
    assert_eq!(out.status.code(), Some(1), "{text}");
    assert!(
        text.contains(
            "while running scripts/tic-tac-toe/runtime.lua hook line_completed: \
             scripts/tic-tac-toe/runtime.lua:3: ctx has no field or method 'nope' \
             (it has empty_cells, line, mark, size, tally) (seed 0, applying `"
        ),
        "{text}"
    );
    assert!(
        text.contains("1 checked (5 random games each), 1 failed"),
        "{text}"
    );
}

#[test]
fn check_play_reports_a_function_the_game_never_calls() {
    let c = Content::new();
    // A misspelt Air, Land & Sea hook beside the real card scripts: never called.
    c.add(
        "air-land-sea",
        "misspelt",
        "local M = {}\nfunction M.amphibious_may_ply(ctx)\n  return true\nend\nreturn M\n",
        "",
    );
    let ruleset = c.root.path().join("rulesets/air-land-sea/misspelt.toml");
    let out = c.game_host(&["check", "--play", "3", ruleset.to_str().unwrap()]);
    let text = stdout(&out);
    assert_eq!(out.status.code(), Some(1), "{text}");
    assert!(
        text.contains(
            "scripts/air-land-sea/misspelt.lua:2: `amphibious_may_ply` is defined but never ran \
             in 3 random games"
        ),
        "{text}"
    );
    // Only the ruleset's own scripts are held to it: the inherited card scripts are not listed.
    assert!(!text.contains("cards.lua"), "{text}");
}

#[test]
fn every_bundled_ruleset_passes_check_all_with_its_random_games() {
    let c = Content::new();
    std::fs::remove_file(c.root.path().join("rulesets/palagan/broken-veto.toml")).unwrap();
    let out = c.game_host(&["check", "--all"]);
    let text = stdout(&out);
    assert!(out.status.success(), "{text}");
    assert!(text.contains("(12 random games each), 0 failed"), "{text}");
}

/// `from 1 to 100` → (1, 100).
fn range_of(allowed: &str) -> Option<(i64, i64)> {
    let rest = allowed.trim().strip_prefix("from ")?;
    let (low, high) = rest.split_once(" to ")?;
    Some((low.trim().parse().ok()?, high.trim().parse().ok()?))
}

#[test]
fn every_keys_default_lies_in_its_allowed_range_in_every_game() {
    let c = Content::new();
    let out = c.game_host(&["keys"]);
    assert!(out.status.success());
    let text = stdout(&out);
    let mut checked = 0;
    for row in text.lines().filter(|l| l.starts_with("| `")) {
        let cells: Vec<&str> = row.split('|').map(str::trim).collect();
        let (key, default, allowed) = (cells[1], cells[3], cells[4]);
        let Some((low, high)) = range_of(allowed) else {
            continue;
        };
        if default == "required" {
            continue;
        }
        let value: i64 = default
            .trim_matches('`')
            .parse()
            .unwrap_or_else(|_| panic!("{key}: default {default} is not a number"));
        assert!(
            (low..=high).contains(&value),
            "{key}: default {value} is outside its allowed range {allowed}"
        );
        checked += 1;
    }
    // Every game's numeric keys with a range and a default (17 when this was written).
    assert!(checked >= 15, "only {checked} keys checked:\n{text}");
}

#[test]
fn a_may_play_answer_outside_its_vocabulary_is_a_script_error_naming_the_words() {
    let c = Content::new();
    c.add(
        "air-land-sea",
        "nowher",
        "local M = {}\nfunction M.aerodrome_may_play(ctx, card, played, theater, seat, owner)\n  \
         return \"nowher\"\nend\nreturn M\n",
        "",
    );
    let ruleset = c.root.path().join("rulesets/air-land-sea/nowher.toml");
    let out = c.game_host(&["check", "--play", "40", ruleset.to_str().unwrap()]);
    let text = stdout(&out);
    assert_eq!(out.status.code(), Some(1), "{text}");
    assert!(
        text.contains(
            "scripts/air-land-sea/nowher.lua:2: hook `aerodrome_may_play` returned a string, \
             expected nil, false, true, \"anywhere\", \"nowhere\", \"everything\" or \"nothing\": \
             got \"nowher\""
        ),
        "{text}"
    );
}

#[test]
fn a_misspelt_ability_hook_is_refused_at_compile_with_a_suggestion() {
    let c = Content::new();
    c.add(
        "air-land-sea",
        "typo",
        "local M = {}\nfunction M.aerodrome_may_ply(ctx)\n  return true\nend\nreturn M\n",
        "",
    );
    let ruleset = c.root.path().join("rulesets/air-land-sea/typo.toml");
    let out = c.game_host(&["check", ruleset.to_str().unwrap()]);
    let text = stdout(&out);
    assert_eq!(out.status.code(), Some(1), "{text}");
    assert!(
        text.contains("scripts/air-land-sea/typo.lua:2: `aerodrome_may_ply` names ability"),
        "{text}"
    );
    assert!(
        text.contains("did you mean `aerodrome_may_play`?"),
        "{text}"
    );
}

impl Content {
    /// `game-host ARGS --content ROOT` with `input` on stdin.
    fn game_host_stdin(&self, args: &[&str], input: &str) -> Output {
        use std::io::Write;
        plugins_dir();
        let data = tempfile::tempdir().unwrap();
        let mut child = Command::new(game_host_bin())
            .args(args)
            .arg("--content")
            .arg(self.root.path())
            .env("GAME_HOST_DATA", data.path())
            .env_remove("GAME_HOST_PLUGIN_PATH")
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        child
            .stdin
            .take()
            .unwrap()
            .write_all(input.as_bytes())
            .unwrap();
        common::within(60, move || child.wait_with_output().unwrap())
    }
}

#[test]
fn watch_takes_undo_and_restart_as_play_does() {
    let c = Content::new();
    let out = c.game_host_stdin(
        &["watch", "tic-tac-toe", "--json"],
        "a1\nb2\nundo\nc3\nrestart\nquit\n",
    );
    let moves: Vec<u64> = json_lines(&out)
        .iter()
        .filter(|l| l["type"] == "view")
        .map(|l| l["moves"].as_u64().unwrap())
        .collect();
    assert_eq!(moves, [0, 1, 2, 1, 2, 0], "{}", stdout(&out));
    assert!(
        !json_lines(&out).iter().any(|l| l["type"] == "error"),
        "{}",
        stdout(&out)
    );
}

#[test]
fn a_closed_stdout_pipe_ends_play_quietly() {
    plugins_dir();
    let c = Content::new();
    let data = tempfile::tempdir().unwrap();
    let mut child = Command::new(game_host_bin())
        .args(["play", "tic-tac-toe", "--seed", "1", "a1", "b1", "a2", "b2"])
        .arg("--content")
        .arg(c.root.path())
        .env("GAME_HOST_DATA", data.path())
        .env_remove("GAME_HOST_PLUGIN_PATH")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // The reader goes away before anything is printed (as `| head -0` would).
    drop(child.stdout.take());
    let out = common::within(60, move || child.wait_with_output().unwrap());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(out.status.success(), "{:?}: {stderr}", out.status);
}

#[test]
fn a_wrong_answer_word_is_a_located_script_error_in_play() {
    let c = Content::new();
    c.add(
        "tic-tac-toe",
        "draw-word",
        "local M = {}\nfunction M.line_completed(ctx, seat)\n  return \"draw\"\nend\nreturn M\n",
        "",
    );
    let out = c.game_host(&[
        "play",
        "tic-tac-toe",
        "--ruleset",
        "draw-word",
        "--seed",
        "1",
        "--json",
        "a1",
        "b1",
        "a2",
        "b2",
        "a3",
    ]);
    let refused = json_lines(&out)
        .into_iter()
        .find(|l| l["type"] == "error" && l["input"] == "a3")
        .unwrap_or_else(|| panic!("{}", stdout(&out)));
    assert_eq!(refused["kind"], "script", "{refused}");
    assert_eq!(refused["file"], "scripts/tic-tac-toe/draw_word.lua");
    assert_eq!(refused["line"], 2);
    assert!(
        refused["script_message"]
            .as_str()
            .unwrap()
            .contains("returned \"draw\", expected \"win\" or \"lose\""),
        "{refused}"
    );
}

/// Vetoes summons on the edge and counts each one with `ctx:tally`.
const TALLYING_VETO: &str = "local M = {}\nfunction M.veto_summon(ctx, cell)\n  \
     if ctx:is_edge(cell) then\n    ctx:tally('vetoed')\n    return 'not on the edge'\n  \
     end\n  return nil\nend\nreturn M\n";

#[test]
fn simulate_reports_a_counter_a_script_tallies_with_its_prefix() {
    let c = Content::new();
    c.add("palagan", "tallying-veto", TALLYING_VETO, "");
    let args = [
        "simulate",
        "palagan",
        "--ruleset",
        "tallying-veto",
        "--games",
        "2",
        "--bots",
        "random,random",
    ];
    let out = c.game_host(&args);
    let text = stdout(&out);
    assert!(out.status.success(), "{text}");
    assert!(text.contains("script: vetoed"), "{text}");
    let out = c.game_host(&[&args[..], &["--json"]].concat());
    let report: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    let json = report.to_string();
    assert!(json.contains("\"script: vetoed\""), "{json}");
}

/// Reading a field or method a game's `ctx` lacks is an error at the reading line with the
/// closest name, in every game (it read `nil` silently before), found by `check --play`.
#[test]
fn a_misspelt_ctx_field_is_a_located_error_with_a_suggestion_in_every_game() {
    let c = Content::new();
    let cases = [
        (
            "tic-tac-toe",
            "local M = {}\nfunction M.line_completed(ctx, seat)\n  if ctx.lines then return 'lose' end\n  return 'win'\nend\nreturn M\n",
            "lines",
            "line",
        ),
        (
            "palagan",
            "local M = {}\nfunction M.veto_summon(ctx, cell)\n  if ctx.sides then return true end\n  return nil\nend\nreturn M\n",
            "sides",
            "side",
        ),
        (
            "cyvasse",
            "local M = {}\nfunction M.water_enter(ctx)\n  if ctx.ranks then return 'ok' end\n  return 'stop'\nend\nreturn M\n",
            "ranks",
            "rank",
        ),
        (
            "air-land-sea",
            "local M = {}\nfunction M.support_strength(ctx, card, owner, theater, left, right)\n  if ctx.turns then return end\n  ctx:add_strength(owner, left, 3)\nend\nreturn M\n",
            "turns",
            "turn",
        ),
        (
            "liars-dice",
            "local M = {}\nfunction M.spot_on(ctx, caller, exact)\n  if ctx.roudn then return end\n  ctx:lose_die(caller)\nend\nreturn M\n",
            "roudn",
            "round",
        ),
    ];
    for (game, script, typo, meant) in cases {
        c.add(game, "misspelt", script, "");
        let ruleset = c.root.path().join(format!("rulesets/{game}/misspelt.toml"));
        let out = c.game_host(&["check", "--play", "10", ruleset.to_str().unwrap()]);
        let text = stdout(&out);
        assert_eq!(out.status.code(), Some(1), "{game}: {text}");
        // Cyvasse calls its pure terrain hooks when the rules compile, so its error comes
        // first as `file:line: while running … hook …: message`; the others at play.
        let expected = format!("ctx has no field or method '{typo}'; did you mean '{meant}'?");
        let line = text.lines().find(|l| l.contains(&expected));
        assert!(
            line.is_some_and(|l| l.contains(&format!("scripts/{game}/misspelt.lua:3:"))),
            "{game}: {expected}\n{text}"
        );
    }
}

/// A card's facts (`cards.<id>`) are strict records too: a field no card has is an error with
/// the closest one, while `ability`, which only some cards have, still reads nil.
#[test]
fn a_misspelt_card_fact_is_a_located_error_and_a_missing_ability_reads_nil() {
    let c = Content::new();
    let script = "local M = {}\nfunction M.support_strength(ctx, card, owner, theater, left, right)\n  \
                  if cards[card].strenght then return end\n  ctx:add_strength(owner, left, 3)\nend\nreturn M\n";
    c.add("air-land-sea", "misspelt-fact", script, "");
    let ruleset = c
        .root
        .path()
        .join("rulesets/air-land-sea/misspelt-fact.toml");
    let out = c.game_host(&["check", "--play", "10", ruleset.to_str().unwrap()]);
    let text = stdout(&out);
    assert_eq!(out.status.code(), Some(1), "{text}");
    assert!(
        text.contains(
            "scripts/air-land-sea/misspelt_fact.lua:3: cards.A1 has no field 'strenght'; \
             did you mean 'strength'?"
        ),
        "{text}"
    );
    let script = "local M = {}\nfunction M.support_strength(ctx, card, owner, theater, left, right)\n  \
                  if cards.A6.ability == nil and cards[card].ability then ctx:add_strength(owner, left, 3) end\nend\nreturn M\n";
    c.add("air-land-sea", "optional-fact", script, "");
    let ruleset = c
        .root
        .path()
        .join("rulesets/air-land-sea/optional-fact.toml");
    let out = c.game_host(&["check", "--play", "10", ruleset.to_str().unwrap()]);
    assert!(out.status.success(), "{}", stdout(&out));
}

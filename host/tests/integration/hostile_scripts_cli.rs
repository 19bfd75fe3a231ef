//! Hostile Lua scripts through the real `game-host`: each command ends by itself (killed and
//! failed after 60 s otherwise) with a message naming the script and line. The sandbox's own
//! suite (`plugins/sdk/tests/hostile_scripts.rs`) covers every attack; these are the ones that
//! used to hang or fool the commands themselves (`check` hung on a looping finalizer and on a
//! `table.move` with string bounds; a call counter made simulations depend on `--threads`).

use crate::common;

use common::{copy_dir, workspace_root};
use std::process::Output;

/// A content root: the workspace's rulesets and scripts, plus one hostile ruleset per entry of
/// [`HOSTILE`] (`rulesets/<game>/<name>.toml` running `scripts/<game>/<name>.lua` after the
/// game's own scripts).
struct Content {
    root: tempfile::TempDir,
}

/// `(game, name, extra scripts before it, script text)`.
const HOSTILE: &[(&str, &str, &[&str], &str)] = &[
    (
        "tic-tac-toe",
        "finalizer",
        &[],
        "setmetatable({}, { __gc = function() while true do end end })\n\
         for i = 1, 100000 do local t = {} end\nreturn {}\n",
    ),
    (
        "tic-tac-toe",
        "move",
        &[],
        "local t = table.move({}, \"1\", \"1e15\", 1)\nreturn {}\n",
    ),
    (
        "tic-tac-toe",
        "pattern",
        &[],
        "local s = string.rep(\"a\", 40)\nlocal x = s:find(string.rep(\"a*\", 40) .. \"b\")\nreturn {}\n",
    ),
    (
        "tic-tac-toe",
        "counter",
        &[],
        "local calls = 0\nreturn { line_completed = function(ctx, seat)\n  calls = calls + 1\n  \
         if calls % 2 == 0 then return \"lose\" end\n  return \"win\"\nend }\n",
    ),
    (
        "tic-tac-toe",
        "close",
        &[],
        "return { line_completed = function(ctx, seat)\n  \
         local x <close> = setmetatable({}, { __close = function() while true do end end })\n  \
         while true do end\nend }\n",
    ),
    (
        "air-land-sea",
        "escape",
        &["scripts/air-land-sea/cards.lua"],
        "local _, real = pairs(cards)\nfor id, card in next, real do\n  \
         local _, c = pairs(card)\n  c.theater = \"air\"\nend\nreturn {}\n",
    ),
    (
        "tic-tac-toe",
        "forged",
        &[],
        "return { line_completed = function(ctx, seat)\n  \
         error(\"scripts/tic-tac-toe/misere.lua:1: not me\", 0)\nend }\n",
    ),
];

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
        // The example mods (misère is one) are the content root's mods.
        copy_dir(&workspace_root().join("mods"), &root.path().join("mods"));
        for (game, name, before, text) in HOSTILE {
            let script = format!("scripts/{game}/{name}.lua");
            std::fs::write(root.path().join(&script), text).unwrap();
            let mut scripts: Vec<String> = before.iter().map(|s| format!("\"{s}\"")).collect();
            scripts.push(format!("\"{script}\""));
            std::fs::write(
                root.path().join(format!("rulesets/{game}/{name}.toml")),
                format!(
                    "game = \"{game}\"\nextends = \"standard\"\nname = \"{name}\"\n\
                     description = \"hostile\"\nscripts = [{}]\n",
                    scripts.join(", ")
                ),
            )
            .unwrap();
        }
        Content { root }
    }

    fn ruleset(&self, game: &str, name: &str) -> String {
        self.root
            .path()
            .join(format!("rulesets/{game}/{name}.toml"))
            .to_string_lossy()
            .into_owned()
    }

    /// `game-host ARGS --content ROOT`, killed (failing the test) after 60 s.
    fn game_host(&self, args: &[&str]) -> Output {
        common::game_host_with_content(self.root.path(), args, 60)
    }
}

fn text(o: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

/// `game-host check` on a hostile ruleset fails, by itself, with `expected` in its output.
fn check_fails_with(c: &Content, game: &str, name: &str, expected: &str) {
    let out = c.game_host(&["check", &c.ruleset(game, name)]);
    let t = text(&out);
    assert!(!out.status.success(), "{name}: check passed:\n{t}");
    assert!(t.contains(expected), "{name}: `{expected}` missing:\n{t}");
}

#[test]
fn check_ends_with_a_located_message_for_each_load_time_attack() {
    let c = Content::new();
    check_fails_with(
        &c,
        "tic-tac-toe",
        "finalizer",
        "scripts/tic-tac-toe/finalizer.lua:1: setmetatable: a metatable may not have `__gc`",
    );
    check_fails_with(
        &c,
        "tic-tac-toe",
        "move",
        "scripts/tic-tac-toe/move.lua:1: instruction budget of 1000000 exhausted in table.move",
    );
    check_fails_with(
        &c,
        "tic-tac-toe",
        "pattern",
        "scripts/tic-tac-toe/pattern.lua:2: instruction budget of 1000000 exhausted in string.find",
    );
    check_fails_with(
        &c,
        "tic-tac-toe",
        "counter",
        "scripts/tic-tac-toe/counter.lua:3: assigns `calls`, a variable that outlives the call",
    );
    check_fails_with(
        &c,
        "air-land-sea",
        "escape",
        "scripts/air-land-sea/escape.lua:4: attempt to modify",
    );
}

#[test]
fn play_refuses_the_action_of_a_hostile_hook_and_names_the_truth() {
    let c = Content::new();
    let args = |name: &'static str| {
        vec![
            "play",
            "tic-tac-toe",
            "--ruleset",
            name,
            "--seed",
            "1",
            "a1",
            "b1",
            "a2",
            "b2",
            "a3",
        ]
    };
    // `__close` would have run, after the budget stopped the hook, with no budget at all.
    let out = c.game_host(&args("close"));
    let t = text(&out);
    assert!(
        t.contains(
            "while running scripts/tic-tac-toe/close.lua hook line_completed: \
             scripts/tic-tac-toe/close.lua:2: setmetatable: a metatable may not have `__close`"
        ),
        "{t}"
    );
    // `error(msg, 0)` cannot point at another script: the host says what it ran and where.
    let out = c.game_host(&args("forged"));
    let t = text(&out);
    assert!(
        t.contains(
            "while running scripts/tic-tac-toe/forged.lua hook line_completed: \
             scripts/tic-tac-toe/forged.lua:2: scripts/tic-tac-toe/misere.lua:1: not me"
        ),
        "{t}"
    );
}

#[test]
fn a_save_whose_script_keeps_state_is_refused_when_loaded() {
    let c = Content::new();
    let dir = tempfile::tempdir().unwrap();
    let save = dir.path().join("m.json");
    let save_arg = save.to_string_lossy().into_owned();
    let out = c.game_host(&[
        "play",
        "tic-tac-toe",
        "--ruleset",
        "tic-tac-toe-misere:misere",
        "--seed",
        "1",
        "--save",
        &save_arg,
        "a1",
        "b1",
    ]);
    assert!(out.status.success(), "{}", text(&out));
    // The save carries the ruleset's files: give it a script that counts its calls.
    let saved = std::fs::read_to_string(&save).unwrap();
    let counter = HOSTILE
        .iter()
        .find(|h| h.1 == "counter")
        .map(|h| h.3)
        .unwrap();
    let mut json: serde_json::Value = serde_json::from_str(&saved).unwrap();
    json["ruleset"]["files"]["mods/tic-tac-toe-misere/scripts/tic-tac-toe/misere.lua"] =
        counter.into();
    std::fs::write(&save, json.to_string()).unwrap();
    let out = c.game_host(&["play", "tic-tac-toe", "--load", &save_arg, "a2"]);
    let t = text(&out);
    assert!(!out.status.success(), "{t}");
    assert!(
        t.contains("mods/tic-tac-toe-misere/scripts/tic-tac-toe/misere.lua:3: assigns `calls`"),
        "{t}"
    );
}

/// A content root of its own with the tic-tac-toe ruleset `name`, extending `base`, whose one
/// script is `lua` (`scripts/tic-tac-toe/<name>.lua`).
fn tic_tac_toe_with_script(name: &str, base: &str, lua: &str) -> tempfile::TempDir {
    let root = common::content_copy();
    let script = format!("scripts/tic-tac-toe/{name}.lua");
    std::fs::write(root.path().join(&script), lua).unwrap();
    std::fs::write(
        root.path()
            .join(format!("rulesets/tic-tac-toe/{name}.toml")),
        format!(
            "game = \"tic-tac-toe\"\nextends = \"{base}\"\nname = \"{name}\"\n\
             description = \"hostile\"\nscripts = [\"{script}\"]\n"
        ),
    )
    .unwrap();
    root
}

/// A script's error message may say anything of the match (here a marker standing for the
/// other seat's marks): under rules that hide something, the seat that acted reads only where
/// the script failed, never its words; the referee's view reads them.
#[test]
fn a_script_error_s_words_reach_only_the_referee_where_rules_hide_something() {
    let root = tic_tac_toe_with_script(
        "spy",
        "phantom",
        "return { line_completed = function(ctx, seat) error(\"SECRET-MARKER\") end }\n",
    );
    let play = |view: &str| {
        let out = common::game_host_with_content(
            root.path(),
            &[
                "play",
                "tic-tac-toe",
                "--ruleset",
                "spy",
                "--seed",
                "1",
                "--view",
                view,
                "a1",
                "b1",
                "a2",
                "b2",
                "a3",
            ],
            60,
        );
        format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        )
    };
    let mover = play("mover");
    assert!(!mover.contains("SECRET-MARKER"), "{mover}");
    assert!(mover.contains("scripts/tic-tac-toe/spy.lua"), "{mover}");
    assert!(
        mover.contains("line_completed"),
        "the hook is named: {mover}"
    );
    let referee = play("referee");
    assert!(referee.contains("SECRET-MARKER"), "{referee}");
}

/// A script whose answer depends on a table's address (`tostring({})`) used to pass a compile
/// while a match under it could not be replayed from its save (`check --play` said so). The
/// sandbox now gives tables ids numbered per call, not addresses: the same seed plays the same
/// game every time, and `check --play` passes it.
#[test]
fn check_play_finds_rules_keyed_on_a_table_address_play_each_seed_one_way() {
    let root = tic_tac_toe_with_script(
        "addr",
        "standard",
        "return { line_completed = function(ctx, seat)\n  local a, n = tostring({}), 0\n  \
         for i = 1, #a do n = n + a:byte(i) * i end\n  \
         if n % 2 == 0 then return \"lose\" end\n  return \"win\"\nend }\n",
    );
    let out = common::game_host_with_content(
        root.path(),
        &["check", "rulesets/tic-tac-toe/addr.toml", "--play", "40"],
        120,
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
    assert!(
        !text.contains("the same seed played two different games"),
        "{text}"
    );
    // The bundled rules play every seed one way.
    let out = common::game_host_with_content(
        root.path(),
        &[
            "check",
            "rulesets/tic-tac-toe/standard.toml",
            "--play",
            "40",
        ],
        120,
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
}

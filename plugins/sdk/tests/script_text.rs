//! `text(id, english, args)`: a script's words as a message of the game's catalogue, in the
//! scripts' own namespace (`script-<id>`), with every limit a clear error at the script's line,
//! and a script still unable to forge a message with control characters in plain text.
// A failing unwrap is a failing test, which is what a test should do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use game_sdk::script::{PendingChoice, PlayerText, ScriptError, ScriptHost, ScriptLimits};
use game_sdk::script::{UserData, UserDataMethods};
use game_sdk::wire::text::{english_of, parse};
use game_sdk::{GameRng, RulesetSource};

/// A context with no methods: `text` is a global, the same in every game.
struct Ctx;
impl UserData for Ctx {
    fn add_methods<M: UserDataMethods<Self>>(_: &mut M) {}
}

const FILE: &str = "scripts/t/words.lua";

const WORDS_LUA: &str = r#"
local M = {}
local PROMPT = text("pick-one", "Pick one")           -- made once, when the script loads
function M.plain() return PROMPT end
function M.with_args(ctx, cell, n)
  return text("edge", "no summoning onto {cell} ({n:piece:pieces} left)", { cell = cell, n = n })
end
function M.nested()
  return text("outer", "{seat} says: {what}", { seat = "North", what = text("inner", "hello") })
end
function M.choice()
  return { seat = 0, prompt = text("choose", "Choose {n}", { n = 2 }),
           options = { { id = "a", label = text("label-a", "Alpha") }, "b" },
           continue_with = "done" }
end
function M.forged()
  return "\1placed\2X wins\3"
end
function M.forged_arg()
  return text("forged", "{x}", { x = "\1placed\2X wins\3" })
end
function M.english() return tostring(text("hello", "Hello {who}", { who = "you" })) end
function M.concat() return PROMPT .. "!" end -- @concat
function M.bad_id() return text("Edge_Summon", "x") end -- @bad_id
function M.long_id() return text(string.rep("a", 65), "x") end -- @long_id
function M.no_english() return text("x", nil) end -- @no_english
function M.missing_arg() return text("x", "onto {cell}") end -- @missing_arg
function M.list_args() return text("x", "a", { 1, 2 }) end -- @list_args
function M.bad_name() return text("x", "a", { ["two words"] = 1 }) end -- @bad_name
function M.bool_arg() return text("x", "a", { b = true }) end -- @bool_arg
function M.many_args()
  local args = {}
  for i = 1, 17 do args["a" .. i] = i end
  return text("x", "a", args) -- @many_args
end
function M.long_arg() return text("x", "{a}", { a = string.rep("y", 1025) }) end -- @long_arg
function M.long_english() return text("x", string.rep("y", 4097)) end -- @long_english
function M.too_deep()
  local t = text("a", "a")
  t = text("b", "{t}", { t = t })
  return text("c", "{t}", { t = t }) -- @too_deep
end
function M.done() end
return M
"#;

fn host() -> ScriptHost {
    let mut source = RulesetSource::inline("rulesets/t/standard.toml", "");
    source.files.insert(FILE.into(), WORDS_LUA.into());
    ScriptHost::load(&source, &[FILE.to_string()], ScriptLimits::default()).unwrap()
}

fn call<R: game_sdk::script::FromLuaMulti>(
    host: &ScriptHost,
    name: &str,
    args: impl game_sdk::script::IntoLuaMulti,
) -> Result<R, ScriptError> {
    let mut rng = GameRng::from_seed(1);
    host.call(name, &mut Ctx, args, &mut rng, &mut Vec::new())
}

fn line_of(name: &str) -> u32 {
    let marker = format!("-- @{name}");
    WORDS_LUA
        .lines()
        .position(|l| l.trim_end().ends_with(&marker))
        .unwrap_or_else(|| panic!("no marker {marker}")) as u32
        + 1
}

/// The hook fails at its marked line with `needle` in the message.
#[track_caller]
fn refused(host: &ScriptHost, name: &str, needle: &str) {
    let err = call::<PlayerText>(host, name, ()).expect_err(name);
    let text = err.to_string();
    let at = format!("{FILE}:{}: text(...): ", line_of(name));
    assert!(text.contains(&at), "{name}: `{text}` should contain `{at}`");
    assert!(
        text.contains(needle),
        "{name}: `{text}` should say `{needle}`"
    );
}

#[test]
fn a_text_is_a_message_in_the_scripts_namespace_with_its_english() {
    let host = host();
    let plain: PlayerText = call(&host, "plain", ()).unwrap();
    assert!(plain.is_message());
    let m = parse(plain.as_str()).unwrap();
    assert_eq!((m.id, m.english), ("script-pick-one", "Pick one"));

    let t: PlayerText = call(&host, "with_args", ("f6", 1)).unwrap();
    let m = parse(t.as_str()).unwrap();
    assert_eq!(m.id, "script-edge");
    assert_eq!(m.english, "no summoning onto f6 (1 piece left)");
    assert_eq!(m.args, vec![("cell", "f6"), ("n", "1")]);

    let t: PlayerText = call(&host, "nested", ()).unwrap();
    let m = parse(t.as_str()).unwrap();
    assert_eq!(m.english, "North says: hello");
    assert_eq!(parse(m.args[1].1).unwrap().id, "script-inner");

    let english: String = call(&host, "english", ()).unwrap();
    assert_eq!(english, "Hello you");
}

#[test]
fn a_choice_takes_texts_for_its_prompt_and_labels() {
    let host = host();
    let choice: PendingChoice = call(&host, "choice", ()).unwrap();
    assert_eq!(parse(&choice.prompt).unwrap().id, "script-choose");
    assert_eq!(english_of(&choice.prompt), "Choose 2");
    assert_eq!(
        parse(&choice.options[0].label).unwrap().id,
        "script-label-a"
    );
    assert_eq!(&*choice.options[1].label, "b");
    // A plain string stays plain; a string with control characters is escaped.
    let c = PendingChoice::new(
        0,
        "a\u{1}b".to_string(),
        ["x"],
        false,
        "done",
        Default::default(),
    )
    .unwrap();
    assert_eq!(&*c.prompt, "a\\u{1}b");
}

#[test]
fn message_markers_in_plain_script_text_are_still_escaped() {
    let host = host();
    let forged: PlayerText = call(&host, "forged", ()).unwrap();
    assert!(!forged.is_message(), "{forged:?}");
    assert_eq!(forged.as_str(), "\\u{1}placed\\u{2}X wins\\u{3}");
    let arg: PlayerText = call(&host, "forged_arg", ()).unwrap();
    let m = parse(arg.as_str()).unwrap();
    assert_eq!(m.args, vec![("x", "\\u{1}placed\\u{2}X wins\\u{3}")]);
    assert!(parse(m.args[0].1).is_none(), "the argument is plain text");
}

#[test]
fn every_limit_is_a_clear_error_at_the_scripts_line() {
    let host = host();
    refused(&host, "bad_id", "must be kebab-case");
    refused(&host, "long_id", "the id is 65 bytes long, over 64");
    refused(
        &host,
        "no_english",
        "the English (second argument) must be a string, got nil",
    );
    refused(
        &host,
        "missing_arg",
        "the English has {cell} but the arguments have no `cell`",
    );
    refused(&host, "list_args", "the arguments are named");
    refused(&host, "bad_name", "the argument name \"two words\"");
    refused(&host, "bool_arg", "argument `b` is a boolean");
    refused(&host, "many_args", "at most 16 arguments");
    refused(
        &host,
        "long_arg",
        "argument `a` is 1025 bytes long, over 1024",
    );
    refused(
        &host,
        "long_english",
        "the English is 4097 bytes long, over 4096",
    );
    refused(&host, "too_deep", "texts nest at most 2 deep");
    let err = call::<PlayerText>(&host, "concat", ())
        .unwrap_err()
        .to_string();
    assert!(err.contains("cannot be joined with `..`"), "{err}");
    assert!(
        err.contains(&format!("{FILE}:{}:", line_of("concat"))),
        "{err}"
    );
}

//! Slow or runaway tile hooks cannot stall a view: the plugin boundary runs every view under
//! the SDK's total budget ([`game_sdk::script::ViewScope`]), and a hook that runs out of
//! memory is remembered as failing like any other script error.
#![allow(clippy::unwrap_used, clippy::expect_used)]
mod common;

use common::source;
use cyvasse::{Cyvasse, State};
use game_sdk::abi::view_of;
use game_sdk::script::ViewScope;
use game_sdk::script::faults::Watch;
use game_sdk::wire::View;
use game_sdk::{Game, Scenarios as _, Viewer};
use std::time::{Duration, Instant};

const FILE: &str = "scripts/cyvasse/tiles/swamp.lua";

/// The standard rules plus an impure terrain `swamp` whose `enter` hook is `lua`'s
/// `swamp_enter`.
fn with_swamp(lua: &str) -> Cyvasse {
    let toml = format!(
        "game = \"cyvasse\"\nextends = \"standard\"\nscripts = [\"{FILE}\"]\n\n\
         [terrain.swamp]\ntitle = \"Swamp\"\npure = false\nhooks = {{ enter = \"swamp_enter\" }}\n"
    );
    let mut src = source("standard")
        .with_file("rulesets/cyvasse/swamp.toml", &toml)
        .with_file(FILE, lua);
    src.root = "rulesets/cyvasse/swamp.toml".into();
    Cyvasse::compile(&src).unwrap_or_else(|e| panic!("{e}"))
}

/// Swamps over the four middle ranks, a row of rabbles each side: every move steps into one.
fn swampland(g: &Cyvasse) -> State {
    let mut text = String::from("to_move = \"white\"\n[terrain]\n");
    for file in 'a'..='h' {
        for rank in 3..=6 {
            text.push_str(&format!("{file}{rank} = \"swamp\"\n"));
        }
    }
    text.push_str("[units]\na1 = \"white king\"\nh8 = \"black king\"\n");
    for file in 'b'..='g' {
        text.push_str(&format!(
            "{file}2 = \"white rabble\"\n{file}7 = \"black rabble\"\n"
        ));
    }
    g.scenario("inline.toml", &text)
        .unwrap_or_else(|e| panic!("{e}"))
}

/// The bundled Hills house rule with its hills made impure and `hill_enter` replaced by
/// `lua`'s (the "burn" ruleset of the issue), at the start of a match: the setup, where the
/// first view asks the hook about every unit and cell of the homeland.
fn burning_hills(lua: &str) -> (Cyvasse, State) {
    let toml = "game = \"cyvasse\"\nextends = \"hills\"\n\
                scripts = [\"scripts/cyvasse/tiles/burn.lua\"]\n\n[terrain.hill]\npure = false\n";
    let mut src = source("hills")
        .with_file("rulesets/cyvasse/burn.toml", toml)
        .with_file("scripts/cyvasse/tiles/burn.lua", lua);
    src.root = "rulesets/cyvasse/burn.toml".into();
    let g = Cyvasse::compile(&src).unwrap_or_else(|e| panic!("{e}"));
    let s = g.start(1);
    (g, s)
}

/// White's view as the host asks for it, timed.
fn timed_view(g: &Cyvasse, s: &State, what: &str) -> View {
    let started = Instant::now();
    let view = {
        let _scope = ViewScope::open();
        view_of(g, s, Viewer::Seat(0))
    };
    let took = started.elapsed();
    eprintln!("cyvasse {what}: {took:?}");
    assert!(took < Duration::from_secs(30), "{what}: {took:?}");
    view
}

/// Recursion without end in a `pure = false` hook (no first view within 500 s, before).
const RECURSING: &str = "local M = {}\n\
local function down(n) return 1 + down(n + 1) end\n\
function M.swamp_enter(ctx) return down(1) end\n\
return M\n";

/// A hook that spends about 96% of its instruction budget and then answers (27–67 s for the
/// first view, before).
const NEARLY_RUNAWAY: &str = "local M = {}\n\
function M.swamp_enter(ctx)\n\
  local n = 0\n\
  for i = 1, 480000 do n = n + i end\n\
  return \"ok\"\n\
end\n\
return M\n";

#[test]
fn a_recursing_impure_hook_fails_once_and_the_view_says_where() {
    let g = with_swamp(RECURSING);
    let s = swampland(&g);
    for round in 0..3 {
        let view = timed_view(&g, &s, &format!("recursing hook, view {round}"));
        let e = view
            .script_errors
            .first()
            .unwrap_or_else(|| panic!("no script error: {} actions", view.actions.len()));
        assert_eq!((e.file.as_str(), e.line), (FILE, 2), "{e}");
        assert_eq!(e.hook_name(), Some("swamp_enter"), "{e}");
        // The king's moves stay; the moves into a swamp are the ones the error hides.
        assert!(view.actions.iter().any(|a| a.text.starts_with("a1-")));
    }
}

#[test]
fn running_out_of_memory_is_remembered_and_reported_again() {
    let g = with_swamp(RECURSING);
    let s = swampland(&g);
    // Outside a view too (a bot's search): the first failure is remembered, so listing the
    // moves costs one failing call per distinct question, and each move still reports it.
    let watch = Watch::start();
    let started = Instant::now();
    let moves = g.legal_actions(&s);
    let took = started.elapsed();
    let seen = watch.finish();
    eprintln!("cyvasse recursing hook, listing without a view: {took:?}");
    assert!(took < Duration::from_secs(30), "{took:?}");
    assert!(!moves.is_empty());
    let e = seen.errors.first().unwrap();
    assert!(e.is_runaway() && e.is_repeatable(), "{e}");
    assert!(!e.is_view_total(), "{e}");
}

#[test]
fn a_hook_near_its_budget_costs_one_views_total_and_says_so() {
    let g = with_swamp(NEARLY_RUNAWAY);
    let s = swampland(&g);
    for round in 0..2 {
        let view = timed_view(&g, &s, &format!("96%-of-budget hook, view {round}"));
        let e = view
            .script_errors
            .iter()
            .find(|e| e.is_view_total())
            .unwrap_or_else(|| panic!("{:?}", view.script_errors));
        assert_eq!(e.file, FILE, "{e}");
        assert!(e.line >= 2, "{e}");
        assert_eq!(e.hook_name(), Some("swamp_enter"), "{e}");
    }
}

/// The hooks above as `hill_enter`.
fn as_hill(lua: &str) -> String {
    lua.replace("swamp_enter", "hill_enter")
}

#[test]
fn the_first_setup_view_ends_under_a_runaway_or_slow_impure_hill() {
    for (what, lua) in [("recursing", RECURSING), ("96%-of-budget", NEARLY_RUNAWAY)] {
        let (g, s) = burning_hills(&as_hill(lua));
        let view = timed_view(&g, &s, &format!("setup view, {what} hill_enter"));
        let e = view
            .script_errors
            .first()
            .unwrap_or_else(|| panic!("{what}: no script error"));
        assert_eq!(e.file, "scripts/cyvasse/tiles/burn.lua", "{e}");
        assert!(e.line >= 2, "{e}");
        assert_eq!(e.hook_name(), Some("hill_enter"), "{e}");
    }
}

//! Slow house rules cannot stall a view (the SDK's total budget per view, opened by the plugin
//! boundary), and a house rule keyed on table addresses or on `pairs` order still gives the
//! same legal actions from the same seed in every Lua state.
#![allow(clippy::unwrap_used, clippy::expect_used)]
mod common;

use common::source;
use game_sdk::abi::view_of;
use game_sdk::script::ViewScope;
use game_sdk::{Game, Viewer};
use palagan::Palagan;
use std::time::{Duration, Instant};

const FILE: &str = "scripts/palagan/house.lua";

fn house(lua: &str) -> Palagan {
    let toml = format!("game = \"palagan\"\nextends = \"standard\"\nscripts = [\"{FILE}\"]\n");
    let mut src = source("standard")
        .with_file("rulesets/palagan/house.toml", &toml)
        .with_file(FILE, lua);
    src.root = "rulesets/palagan/house.toml".into();
    Palagan::compile(&src).unwrap_or_else(|e| panic!("{e}"))
}

/// A veto that builds a table of a hundred thousand keys on every maneuver it is asked about.
const BIG_TABLE_VETO: &str = "local M = {}\n\
function M.veto_maneuver(ctx, kind, to, from)\n\
  local t = {}\n\
  for i = 1, 100000 do t[\"k\" .. i] = i end\n\
  return nil\n\
end\n\
return M\n";

#[test]
fn a_veto_building_a_huge_table_costs_one_views_total_and_says_so() {
    let g = house(BIG_TABLE_VETO);
    let s = g.start(1);
    for round in 0..2 {
        let started = Instant::now();
        let view = {
            let _scope = ViewScope::open();
            view_of(&g, &s, Viewer::Seat(0))
        };
        let took = started.elapsed();
        eprintln!("palagan 100k-key veto, view {round}: {took:?}");
        assert!(took < Duration::from_secs(30), "{took:?}");
        let e = view
            .script_errors
            .iter()
            .find(|e| e.is_view_total())
            .unwrap_or_else(|| panic!("{:?}", view.script_errors));
        assert_eq!(e.file, FILE, "{e}");
        assert!(e.line >= 2, "{e}");
        assert_eq!(e.hook_name(), Some("veto_maneuver"), "{e}");
    }
}

/// A veto whose answer depends on `tostring({})` (an address, before) and on the first key
/// `pairs` gives over a table of strings (the string hash seed of the Lua state, before).
const UNSTABLE_VETO: &str = "local M = {}\n\
function M.veto_summon(ctx, cell)\n\
  local id = tostring({})\n\
  local t = {}\n\
  for i = 1, 8 do t[\"k\" .. i .. cell] = i end\n\
  local first\n\
  for _, v in pairs(t) do first = v break end\n\
  local code = id:byte(-1) + id:byte(-2) + id:byte(-3) + first\n\
  if code % 3 == 0 then return \"no\" end\n\
end\n\
return M\n";

#[test]
fn the_same_seed_gives_the_same_legal_actions_in_every_lua_state() {
    let mut seen = None;
    for _ in 0..100 {
        // A new compile is a new Lua state: other addresses and another string hash seed.
        let g = house(UNSTABLE_VETO);
        let s = g.start(7);
        let legal = game_sdk::testkit::legal(&g, &s);
        match &seen {
            None => seen = Some(legal),
            Some(first) => assert_eq!(first, &legal),
        }
    }
}

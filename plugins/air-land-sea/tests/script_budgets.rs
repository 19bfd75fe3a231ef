//! A `_may_play` hook doing work the instruction count cannot see (big string compares) is
//! asked for every card × theater of a hand: the plugin boundary's total budget per view
//! bounds the view, and a hook that ran away once is not asked again about the rest of the
//! hand.
mod common;

use air_land_sea::AirLandSea;
use common::*;
use game_sdk::abi::view_of;
use game_sdk::script::ViewScope;
use game_sdk::script::faults::Watch;
use game_sdk::{Game, RulesetSource, Viewer};
use std::time::{Duration, Instant};

const FILE: &str = "scripts/air-land-sea/slow.lua";

/// Aerodrome's permission, comparing two different strings of a megabyte without end.
const SLOW_MAY_PLAY: &str = "local M = {}\n\
function M.aerodrome_may_play(ctx, card, played, theater, seat, owner)\n\
  local a = string.rep(\"a\", 1 << 20)\n\
  local b = string.rep(\"a\", 1 << 20)\n\
  local n = 0\n\
  for i = 1, 1 << 40 do if a == b then n = n + 1 end end\n\
  return false\n\
end\n\
return M\n";

fn slow() -> AirLandSea {
    let source = ruleset_source("air-land-sea", "standard")
        .with_file(
            "rulesets/air-land-sea/slow.toml",
            &format!("game = \"air-land-sea\"\nextends = \"standard\"\nscripts = [\"{FILE}\"]\n"),
        )
        .with_file(FILE, SLOW_MAY_PLAY);
    let source = RulesetSource {
        root: "rulesets/air-land-sea/slow.toml".into(),
        ..source
    };
    match AirLandSea::compile(&source) {
        Ok(g) => g,
        Err(e) => panic!("{e}"),
    }
}

/// North's Aerodrome face-up in Air, six cards in hand: twelve non-matching deploys to ask
/// about.
fn position(g: &AirLandSea) -> air_land_sea::State {
    scenario_text(
        g,
        "order = [\"air\", \"land\", \"sea\"]\n[north]\nair = [\"A4\"]\n\
         hand = [\"L1\", \"L2\", \"L3\", \"S1\", \"S2\", \"S3\"]\n[south]\nhand = [\"S6\"]\n",
    )
}

#[test]
fn a_slow_may_play_costs_one_views_time_and_the_view_says_where() {
    let g = slow();
    let s = position(&g);
    for round in 0..2 {
        let started = Instant::now();
        let view = {
            let _scope = ViewScope::open();
            view_of(&g, &s, Viewer::Seat(0))
        };
        let took = started.elapsed();
        eprintln!("air-land-sea slow may_play, view {round}: {took:?}");
        // Debug builds: a loose bound (the view's total is 500 ms of hook time; before, every
        // card × theater hit the 5 s backstop of its call).
        assert!(took < Duration::from_secs(30), "{took:?}");
        let Some(e) = view.script_errors.first() else {
            panic!("no script error: {:?}", view.actions);
        };
        assert!(e.is_view_total(), "{e}");
        assert_eq!((e.file.as_str(), e.line), (FILE, 6), "{e}");
        assert_eq!(e.hook_name(), Some("aerodrome_may_play"), "{e}");
        // Matching deploys and face-down plays stay legal.
        assert!(view.actions.iter().any(|a| a.text == "deploy L1"));
    }
}

#[test]
fn outside_a_view_a_runaway_permission_is_asked_once_per_hand() {
    let g = slow();
    let s = position(&g);
    let watch = Watch::start();
    let started = Instant::now();
    let moves = g.legal_actions(&s);
    let took = started.elapsed();
    let seen = watch.finish();
    eprintln!("air-land-sea slow may_play, listing without a view: {took:?}");
    assert!(!moves.is_empty());
    let e = seen.errors.first().unwrap_or_else(|| panic!("no error"));
    assert!(e.message.contains("of wall-clock time"), "{e}");
    assert!(e.is_repeatable(), "{e}");
    // One call ran into the 5 s backstop; the other eleven questions were answered from it
    // (twelve calls would take a minute).
    assert!(took < Duration::from_secs(20), "{took:?}");
}

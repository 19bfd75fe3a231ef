//! House rules from a stranger: a spy script (`tests/hostile/spy.lua`) tries every way a script
//! has to show a player what is hidden from it (log lines naming cards by id, by name and as
//! "A 4"; log lines with card arguments; lasting-effect names; choice prompts and option labels,
//! asked and returned; errors; `print`), from every instant ability, Containment, Blockade,
//! Aerodrome and Support. The SDK's spy check plays random matches with it and reads every text
//! every seat and the spectator is shown.
#![allow(clippy::unwrap_used, clippy::expect_used)]
mod common;

use air_land_sea::AirLandSea;
use common::*;
use game_sdk::testkit::{SpyOptions, no_secret_reaches_a_player};
use game_sdk::{Game, RulesetSource};

const SPY: &str = include_str!("hostile/spy.lua");

/// The standard ruleset with the spy's hooks in place of the bundled ones.
fn with_spy() -> AirLandSea {
    let source = ruleset_source("air-land-sea", "standard")
        .with_file(
            "rulesets/air-land-sea/spy.toml",
            "game = \"air-land-sea\"\nextends = \"standard\"\nscripts = [\"scripts/air-land-sea/spy.lua\"]\n",
        )
        .with_file("scripts/air-land-sea/spy.lua", SPY);
    let source = RulesetSource {
        root: "rulesets/air-land-sea/spy.toml".into(),
        ..source
    };
    AirLandSea::compile(&source).unwrap()
}

#[test]
fn no_spy_route_shows_a_seat_a_hidden_card() {
    let g = with_spy();
    let options = SpyOptions {
        seeds: 100,
        max_actions: 200,
        ..SpyOptions::default()
    };
    let report = no_secret_reaches_a_player(&g, &options, |s, seat| {
        // What `sample_hidden` re-deals for the seat, less the cards the record of the last
        // battle's end shows everyone (they were revealed then, and the record stays on the
        // table into the next battle, where they may be in a hand again).
        let mut keys = air_land_sea::view::hidden_keys(&g.defs, s, seat);
        if let Some(end) = &s.ended {
            let revealed: Vec<&str> = end
                .stacks
                .iter()
                .flatten()
                .flatten()
                .map(|c| g.defs.id(c.card))
                .collect();
            keys.retain(|k| !revealed.contains(&k.as_str()));
        }
        keys
    });
    println!("spy check: {report:?}");
    // Not vacuous: the spy ran (its `print` and refused lines reach the referee) and the
    // matches went on around its failures.
    assert!(report.referee_lines > 100, "{report:?}");
    assert!(report.states > 1_500, "{report:?}");
    assert!(report.refused > 0, "{report:?}");
    // Its lines with card arguments reached the players, each card as the reader may see it.
    assert!(report.marked > 100, "{report:?}");
}

//! Maps of tables, arrays of tables and optional tables are checked and located too.

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure

use game_sdk::RulesetSource;
use game_sdk::ruleset::{compile, keys_markdown};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

#[derive(Debug, Default, Serialize, Deserialize, JsonSchema)]
#[serde(default, deny_unknown_fields)]
struct Config {
    /// Unit types by name.
    units: BTreeMap<String, Unit>,
    /// Waves of the campaign.
    waves: Vec<Wave>,
    /// An optional bonus rule.
    bonus: Option<Bonus>,
}

#[derive(Debug, Default, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct Unit {
    /// Strength in combat.
    #[schemars(range(min = 1, max = 10))]
    strength: u8,
}

#[derive(Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct Wave {
    /// Units in the wave.
    #[schemars(range(min = 1))]
    count: u32,
}

#[derive(Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct Bonus {
    /// Points per capture.
    points: i32,
}

const P: &str = "rulesets/g/standard.toml";

fn errors(text: &str) -> Vec<String> {
    let source = RulesetSource::inline(P, &format!("game = \"g\"\n{text}"));
    compile::<Config>(&source, "g")
        .unwrap_err()
        .0
        .iter()
        .map(ToString::to_string)
        .collect()
}

#[test]
fn map_of_tables() {
    let e = errors("[units.archer]\nstrength = 11\n[units.knight]\nstrenght = 3\n");
    assert_eq!(
        e,
        vec![
            "rulesets/g/standard.toml:3:12: `units.archer.strength` = 11 is out of range, \
             expected an integer from 1 to 10",
            // A missing key points at the table's header, `[units.knight]`.
            "rulesets/g/standard.toml:4:8: missing key `strength` in `units.knight`, expected an \
             integer",
            "rulesets/g/standard.toml:5:1: unknown key `strenght` in `units.knight`, expected \
             one of `strength`; did you mean `strength`?",
        ]
    );
}

#[test]
fn array_of_tables() {
    let e = errors("[[waves]]\ncount = 3\n[[waves]]\ncount = 0\n");
    assert_eq!(
        e,
        vec![
            "rulesets/g/standard.toml:5:9: `waves[1].count` = 0 is out of range, expected an \
             integer of at least 1"
        ]
    );
}

#[test]
fn optional_table() {
    let e = errors("[bonus]\npoints = \"many\"\n");
    assert_eq!(
        e,
        vec![
            "rulesets/g/standard.toml:3:10: `bonus.points`: expected an integer, found a string \
             (\"many\")"
        ]
    );
    let ok = RulesetSource::inline(P, "game = \"g\"\n[bonus]\npoints = 2\n");
    assert_eq!(
        compile::<Config>(&ok, "g")
            .unwrap()
            .config
            .bonus
            .unwrap()
            .points,
        2
    );
}

#[test]
fn nested_shapes_are_documented() {
    let md = keys_markdown::<Config>();
    for key in [
        "`units.<name>.strength`",
        "`waves[].count`",
        "`bonus.points`",
    ] {
        assert!(md.contains(&format!("| {key} |")), "{key} in\n{md}");
    }
}

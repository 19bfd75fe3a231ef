//! A bot's search allocates nothing on this game once warmed up, the game and its scripts
//! included: a counting global allocator (`game_sdk::bots::probe`) counts the search's
//! allocations and the game's (every call into the game and every copy of its state) over
//! whole searches from a few positions of a random match. Run with `--nocapture` for the
//! figures per step.
//!
//! The game re-samples the hidden cards into the search's state (`sample_hidden_into`);
//! `to_move`, `winner` and `legal_actions_into` make no prompt and no new list (a choice's
//! options are shared ids); `apply` reuses one context and its lists, writes no log line, makes
//! no battle record while a bot searches, and deals in place. The scripts' choices are made by
//! the core (`ctx:choose_flip`, `choose_moves`, `choose_among`, `choose_in_play`,
//! `choose_uncovered`, `choose_cards`): no Lua table or string, a spent choice made over
//! (`PendingChoice::refill`), its ids shared per thread, the words scripts pass read once per
//! Lua string object, cards and theaters found by string object; lasting effects keep shared
//! names and integer data; Cover Fire and Escalation read one card at a time.
//!
//! What the game keeps the first time it meets it (an option id as a shared string, what a
//! text's words name) is bounded by the ruleset, but a search meets new ones for a long time,
//! so each position is searched twice with the same seed and the second search counted
//! (`probe::assert_whole_search_allocates_nothing_once_seen`); every allocation a step makes
//! still counts.
#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure
mod common;

use air_land_sea::AirLandSea;
use game_sdk::bots::probe::{self, CountingAlloc, Probed};
use game_sdk::{Game, RulesetSource};

#[global_allocator]
static ALLOC: CountingAlloc = CountingAlloc;

/// Every bundled ruleset, the example mod's included.
fn all_rulesets() -> Vec<String> {
    game_sdk::testkit::bundled::shipped_rulesets(&common::content_root(), "air-land-sea")
}

#[test]
fn with_abilities_inert_a_whole_search_allocates_nothing() {
    let mut source = common::ruleset_source("air-land-sea", "standard");
    let root = source.root.clone();
    let text = source.files.get_mut(&root).unwrap();
    let before = text.lines().filter(|l| l.starts_with("ability = ")).count();
    assert!(before >= 15, "only {before} abilities to make inert");
    *text = text
        .lines()
        .filter(|l| !l.starts_with("ability = "))
        .collect::<Vec<_>>()
        .join("\n");
    let game = Probed(AirLandSea::compile(&RulesetSource { root, ..source }).unwrap());
    probe::assert_whole_search_allocates_nothing(&game, 300, 100, 8);
}

#[test]
fn a_whole_search_allocates_nothing_under_every_ruleset() {
    let mut searched_rulesets = 0;
    for name in all_rulesets() {
        eprintln!("{name}:");
        let game = Probed(common::ruleset(&name));
        probe::assert_whole_search_allocates_nothing_once_seen(&game, 300, 100, 8);
        searched_rulesets += 1;
    }
    // Standard, original, short and the sabotage mod.
    assert!(
        searched_rulesets >= 4,
        "only {searched_rulesets} rulesets were searched"
    );
}

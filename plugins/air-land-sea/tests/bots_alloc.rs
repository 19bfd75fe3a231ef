//! The generic search allocates nothing per step on this game once warmed up: a counting
//! global allocator (`game_sdk::bots::probe`) counts the search's allocations apart from the
//! game's (every call into the game and every copy of its state), over the iterations after a
//! warm-up of searches from a few positions of a random match. Run with `--nocapture` for the
//! figures per step.
//!
//! The game's own code allocates nothing in a search either: it re-samples the hidden cards
//! into the search's state (`sample_hidden_into`), `to_move`, `winner` and
//! `legal_actions_into` make no prompt and no new list (a choice's options are shared ids),
//! `apply` reuses one context and its lists, writes no log line, makes no battle record while
//! a bot searches, and deals in place; a choice's words are read once per text. The standard
//! rules with their abilities made inert (every `ability` line removed) are held to 0 for a
//! whole search. With abilities, what is left is the scripts' own work: every bundled ruleset
//! has abilities that ask for a choice (Maneuver, Ambush, Disrupt, Transport, Reinforce,
//! Redeploy; Sabotage in the mod), and a choice is made of strings (`PendingChoice`: its
//! prompt, option ids and labels, continuation), even where the core makes it without a Lua
//! table or string (`ctx:choose_flip`, `choose_moves`, `choose_among`, `choose_in_play`: every
//! choice of `cards.lua`); the mod's Sabotage and `original.lua` still build Lua tables and
//! strings for their options; a Lua string argument read from Rust allocates its shared counter
//! in mlua 0.12 (`LuaString::to_str`/`as_bytes`); Air Drop's effect, Cover Fire's and
//! Escalation's lists are Lua tables. Those rulesets are held to the search allocating nothing
//! of its own, and the game's allocations per step to a ceiling.
#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure
mod common;

use air_land_sea::AirLandSea;
use game_sdk::bots::probe::{self, CountingAlloc, Counts, Probed};
use game_sdk::{Game, GameRng, RulesetSource};

#[global_allocator]
static ALLOC: CountingAlloc = CountingAlloc;

/// The most allocations per step the game may make in a search under a bundled ruleset (all
/// of them the scripts' choices; measured 1.9–6.9, see docs/bots.md).
const CEILING: f64 = 16.0;

/// Every bundled ruleset, the example mod's included.
fn all_rulesets() -> Vec<String> {
    game_sdk::testkit::bundled::shipped_rulesets(&common::content_root(), "air-land-sea")
}

/// What searches of 300 iterations (the first 100 not counted) from three positions of a random
/// match, 8 random actions apart, made: the sum of their counts.
fn searched(game: &Probed<AirLandSea>) -> Counts {
    let mut state = game.0.start(1);
    let mut rng = GameRng::from_seed(5);
    let mut total = Counts::default();
    for position in 0..3u64 {
        if let Some(c) = probe::after_warm_up(game, &state, 300, 100, position) {
            total = total + c;
        }
        for _ in 0..8 {
            let legal = game.0.legal_actions(&state);
            if legal.is_empty() {
                break;
            }
            let a = legal[rng.below(legal.len() as u64) as usize].clone();
            game.0.apply(&mut state, &a, &mut Vec::new()).unwrap();
        }
    }
    total
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
fn the_search_allocates_nothing_of_its_own_under_every_ruleset() {
    let mut searched_rulesets = 0;
    for name in all_rulesets() {
        eprintln!("{name}:");
        let game = Probed(common::ruleset(&name));
        let c = searched(&game);
        eprintln!("  {}", c.per_step());
        assert_eq!(c.search, 0, "{name}: the search allocated: {c:?}");
        let per_step = c.game as f64 / c.applies.max(1) as f64;
        assert!(
            c.applies > 1000,
            "{name}: only {} steps searched",
            c.applies
        );
        assert!(
            per_step <= CEILING,
            "{name}: the game allocated {per_step:.2} times per step (ceiling {CEILING})"
        );
        searched_rulesets += 1;
    }
    // Standard, original, short and the sabotage mod.
    assert!(
        searched_rulesets >= 4,
        "only {searched_rulesets} rulesets were searched"
    );
}

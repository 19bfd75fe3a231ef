//! A bot's search remembers what hook calls did, with what their context methods answered, and
//! replays a call without Lua where every method it read answers the same (`script::memo`,
//! `script::trace`). Here the same random matches are played twice, once as a match and once
//! as a search plays them, under rulesets whose hooks read the match before they act (and one
//! that reads what it has just changed): a call replayed where it should not have been gives
//! another answer in another position, and the two plays part.
#![allow(clippy::unwrap_used, clippy::expect_used)]
mod common;

use air_land_sea::{Action, AirLandSea, State};
use game_sdk::testkit::as_search;
use game_sdk::{Game, GameRng, RulesetSource};

/// Containment and Aerodrome replaced by hooks whose answers hang on what they read:
/// Containment destroys a card played into a crowded theater, whichever way up; Aerodrome
/// allows a non-matching deploy only to a theater with fewer than two of the player's cards.
/// Maneuver's (L3) `_on_play` does nothing whatever it is told (remembered from its first call).
/// Reinforce (L1) asks its flip only in a crowded theater; Transport (S1) asks its owner to flip
/// one of theirs next to it and, when there is none, destroys itself: a search remembers what
/// it asked only when the hook did nothing else, and must not when the answer hangs on the
/// match. Blockade (S5) destroys a face-up card played next to it, then itself when that
/// theater still holds two cards or more: a read of what the call itself changed, which a
/// replay (asking its reads before making its changes) must not answer.
const READING: &str = r#"
local M = {}
function M.crowding_on_play(ctx, card, played, theater, face_up)
  if ctx:count(theater) >= 3 then ctx:destroy(played) end
end
function M.sparse_may_play(ctx, card, played, theater, seat, owner)
  return #{ ctx:stack(theater, owner) } < 2
end
function M.quiet_on_play(ctx, card, played, theater, face_up)
end
function M.picky_on_reveal(ctx, card, owner, theater, left, right)
  if ctx:count(theater) >= 2 then ctx:choose_flip(owner, "Pick", nil, nil, nil, left, right) end
end
function M.stubborn_on_reveal(ctx, card, owner, theater, left, right)
  if not ctx:choose_flip(owner, "Pick yours", owner, nil, nil, left, right) then
    ctx:destroy(card)
  end
end
function M.second_look_on_play(ctx, card, played, theater, face_up, seat, owner, here, adjacent)
  if adjacent and face_up then
    ctx:destroy(played)
    if ctx:count(theater) >= 2 then ctx:destroy(card) end
  end
end
return M
"#;

fn reading_ruleset() -> AirLandSea {
    let source = common::ruleset_source("air-land-sea", "standard")
        .with_file(
            "rulesets/air-land-sea/reading.toml",
            "game = \"air-land-sea\"\nextends = \"standard\"\n\
             scripts = [\"scripts/air-land-sea/flip.lua\", \"scripts/air-land-sea/cards.lua\", \
             \"scripts/air-land-sea/reading.lua\"]\n\
             [cards.A5]\nability = \"crowding\"\n\
             [cards.A4]\nability = \"sparse\"\n\
             [cards.L3]\nability = \"quiet\"\n\
             [cards.L1]\nability = \"picky\"\n\
             [cards.S1]\nability = \"stubborn\"\n\
             [cards.S5]\nability = \"second_look\"\n",
        )
        .with_file("scripts/air-land-sea/reading.lua", READING);
    let source = RulesetSource {
        root: "rulesets/air-land-sea/reading.toml".into(),
        ..source
    };
    AirLandSea::compile(&source).unwrap()
}

/// What a match is, leaving out the text only a match writes (log lines, the last battle's
/// summary): the legal actions before every action, and the state's cards and score after.
fn play(g: &AirLandSea, seed: u64) -> (Vec<Vec<Action>>, String) {
    let mut s = g.start(seed);
    let mut rng = GameRng::from_seed(seed ^ 0x5eed);
    let mut listed = Vec::new();
    let mut log = Vec::new();
    for _ in 0..400 {
        let legal = g.legal_actions(&s);
        let Some(action) = rng.choose(&legal).cloned() else {
            break;
        };
        listed.push(legal);
        g.apply(&mut s, &action, &mut log).unwrap();
        log.clear();
    }
    (listed, summary(&s))
}

fn summary(s: &State) -> String {
    format!(
        "battle {} turn {} vp {:?} hands {:?} stacks {:?} deck {:?} over {:?}",
        s.battle,
        s.turn,
        s.vp,
        s.hands,
        s.stacks,
        s.deck,
        s.over.as_ref().map(|o| o.winner)
    )
}

#[test]
fn a_search_plays_what_a_match_plays_when_hooks_read_the_match() {
    for (name, g) in [
        ("reading", reading_ruleset()),
        ("standard", common::standard()),
        ("original", common::original()),
    ] {
        for seed in 0..40 {
            let (listed, end) = play(&g, seed);
            // Twice as a search: the second time, every call that can be is remembered.
            for pass in 0..2 {
                let (searched_listed, searched_end) = as_search(|| play(&g, seed));
                assert!(
                    listed == searched_listed,
                    "{name}, seed {seed}, pass {pass}: a search lists other actions than the \
                     match (first difference after {} actions)",
                    listed
                        .iter()
                        .zip(&searched_listed)
                        .position(|(a, b)| a != b)
                        .unwrap_or(listed.len().min(searched_listed.len()))
                );
                assert_eq!(end, searched_end, "{name}, seed {seed}, pass {pass}");
            }
        }
    }
}

//! What crosses between the game and an impure terrain's Lua hooks (`pure = false`): the seat
//! in `ctx.owner`, and `math.random` drawing from the match's seed (`scripts/cyvasse/API.md`).
#![allow(clippy::unwrap_used, clippy::expect_used)]
mod common;

use common::{legal, play, source, try_play};
use cyvasse::{Cyvasse, State};
use game_sdk::{Game, Scenarios as _};

/// The standard rules plus an impure terrain `swamp` whose `enter` hook is `lua`'s
/// `swamp_enter`.
fn with_swamp(lua: &str) -> Cyvasse {
    let toml = "game = \"cyvasse\"\nextends = \"standard\"\n\
                scripts = [\"scripts/cyvasse/tiles/swamp.lua\"]\n\n[terrain.swamp]\n\
                title = \"Swamp\"\npure = false\nhooks = { enter = \"swamp_enter\" }\n";
    let mut src = source("standard")
        .with_file("rulesets/cyvasse/swamp.toml", toml)
        .with_file("scripts/cyvasse/tiles/swamp.lua", lua);
    src.root = "rulesets/cyvasse/swamp.toml".into();
    Cyvasse::compile(&src).unwrap_or_else(|e| panic!("{e}"))
}

fn pos(g: &Cyvasse, text: &str) -> State {
    g.scenario("inline.toml", text)
        .unwrap_or_else(|e| panic!("{e}"))
}

/// The message of the error a hook raised, without the file and line before it.
fn message(err: &str) -> &str {
    err.rsplit(": ").next().unwrap_or(err)
}

#[test]
fn ctx_owner_is_the_seat_0_for_white_1_for_black() {
    let g = with_swamp(
        "local M = {}\nfunction M.swamp_enter(ctx)\n  \
         error(math.type(ctx.owner) .. ' ' .. tostring(ctx.owner))\nend\nreturn M\n",
    );
    let mut s = pos(
        &g,
        "to_move = \"white\"\n[terrain]\nd3 = \"swamp\"\ne6 = \"swamp\"\n[units]\n\
         d2 = \"white rabble\"\ne7 = \"black rabble\"\na1 = \"white king\"\nh8 = \"black king\"\n",
    );
    let err = try_play(&g, &mut s, "d2-d3").unwrap_err();
    assert_eq!(message(&err), "integer 0", "{err}");
    play(&g, &mut s, &["a1-a2"]);
    let err = try_play(&g, &mut s, "e7-e6").unwrap_err();
    assert_eq!(message(&err), "integer 1", "{err}");
}

/// An `enter` that raises two draws as its error.
const DRAWS: &str = "local M = {}\nfunction M.swamp_enter(ctx)\n  \
                     error(math.random(1 << 40) .. ' ' .. math.random(1 << 40))\nend\nreturn M\n";

/// White rabbles on d2 and e2 under swamps on d3 and e3, the match's seed `seed`.
fn swamps(g: &Cyvasse, seed: u64) -> State {
    pos(
        g,
        &format!(
            "seed = {seed}\nto_move = \"white\"\n[terrain]\nd3 = \"swamp\"\ne3 = \"swamp\"\n\
             [units]\nd2 = \"white rabble\"\ne2 = \"white rabble\"\na1 = \"white king\"\n\
             h8 = \"black king\"\n"
        ),
    )
}

/// The draws the swamp hook raises when `action` is tried in `s`.
fn draws(g: &Cyvasse, s: &State, action: &str) -> String {
    message(&try_play(g, &mut s.clone(), action).unwrap_err()).to_string()
}

#[test]
fn math_random_draws_differ_between_calls_and_follow_the_seed() {
    let g = with_swamp(DRAWS);
    let s = swamps(&g, 7);
    let d3 = draws(&g, &s, "d2-d3");
    let words: Vec<&str> = d3.split(' ').collect();
    assert_eq!(words.len(), 2, "{d3}");
    assert_ne!(words[0], words[1], "two draws in a call differ");
    // Another question in the same turn draws other numbers; the same question again the same
    // ones (the legal list agrees with what is applied).
    let e3 = draws(&g, &s, "e2-e3");
    assert_ne!(d3, e3);
    assert_eq!(draws(&g, &s, "d2-d3"), d3);
    // The same seed gives the same draws, another seed others.
    assert_eq!(draws(&g, &swamps(&g, 7), "d2-d3"), d3);
    assert_ne!(draws(&g, &swamps(&g, 8), "d2-d3"), d3);
    // In a later turn the same question draws anew.
    let mut later = s.clone();
    play(&g, &mut later, &["a1-a2", "h8-h7"]);
    assert_ne!(draws(&g, &later, "d2-d3"), d3);
}

/// Water that stops a unit or lets it through at random, asked on every use.
const RANDOM_WATER: &str = "game = \"cyvasse\"\nextends = \"standard\"\n\
    scripts = [\"scripts/cyvasse/tiles/coin.lua\"]\n\n[terrain.water]\npure = false\n\
    hooks = { enter = \"coin_enter\", lose_turn = \"coin_lose_turn\" }\n";
const COIN: &str = "local M = {}\nfunction M.coin_enter(ctx)\n  \
    if ctx:has('flying') then return 'ok' end\n  \
    local r = math.random(3)\n  \
    if r == 1 then return 'stop' elseif r == 2 then return 'ok' else return 'blocked' end\nend\n\
    function M.coin_lose_turn(ctx)\n  return math.random(2) == 1\nend\nreturn M\n";

fn coin_water() -> Cyvasse {
    let mut src = source("standard")
        .with_file("rulesets/cyvasse/coin.toml", RANDOM_WATER)
        .with_file("scripts/cyvasse/tiles/coin.lua", COIN);
    src.root = "rulesets/cyvasse/coin.toml".into();
    Cyvasse::compile(&src).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn random_terrain_replays_and_never_leads_into_a_dead_end() {
    // Listed actions apply, the setup's look-ahead agrees with the later placements, and a
    // replay of the record gives the same match.
    let g = coin_water();
    game_sdk::testkit::conformance(
        &g,
        &game_sdk::testkit::Options {
            seeds: 1,
            max_actions: 300,
            deep_every: 17,
            hidden_samples: 1,
        },
    );
    // The same actions from another seed meet other answers: the legal lists differ somewhere.
    let lists = |seed: u64| {
        let mut s = g.start(seed);
        play(
            &g,
            &mut s,
            &["setup citadel", "ready", "setup citadel", "ready"],
        );
        let mut out = Vec::new();
        let mut chooser = game_sdk::GameRng::from_seed(5);
        for _ in 0..40 {
            let listed = legal(&g, &s);
            if listed.is_empty() {
                break;
            }
            let pick = listed[chooser.below(listed.len() as u64) as usize].clone();
            out.push(listed);
            if try_play(&g, &mut s, &pick).is_err() {
                panic!("listed but refused: {pick}");
            }
        }
        out
    };
    assert_eq!(lists(1), lists(1));
    assert_ne!(lists(1), lists(2));
}

/// A terrain `swamp` whose hooks are `hooks` (a TOML inline table) from `lua`.
fn swamp_with_hooks(hooks: &str, lua: &str) -> Cyvasse {
    let toml = format!(
        "game = \"cyvasse\"\nextends = \"standard\"\n\
         scripts = [\"scripts/cyvasse/tiles/swamp.lua\"]\n\n[terrain.swamp]\n\
         title = \"Swamp\"\npure = false\nhooks = {hooks}\n"
    );
    let mut src = source("standard")
        .with_file("rulesets/cyvasse/swamp.toml", &toml)
        .with_file("scripts/cyvasse/tiles/swamp.lua", lua);
    src.root = "rulesets/cyvasse/swamp.toml".into();
    Cyvasse::compile(&src).unwrap_or_else(|e| panic!("{e}"))
}

/// Answers are read strictly (issue 31): `"false"` is not a boolean (Lua would call it true)
/// and a `slow` of -3 is out of range (it used to be clamped to 0), both errors naming what came
/// back and what may.
#[test]
fn a_hook_answer_of_the_wrong_type_or_out_of_range_is_an_error_not_a_guess() {
    let board = "to_move = \"white\"\n[terrain]\nd3 = \"swamp\"\n[units]\n\
                 d2 = \"white rabble\"\na1 = \"white king\"\nh8 = \"black king\"\n";
    let g = swamp_with_hooks(
        "{ lose_turn = \"swamp_lose\" }",
        "local M = {}\nfunction M.swamp_lose(ctx)\n  return \"false\"\nend\nreturn M\n",
    );
    let mut s = pos(&g, board);
    let err = try_play(&g, &mut s, "d2-d3").unwrap_err();
    assert!(
        err.contains("swamp_lose")
            && err.contains("true or false")
            && err.contains("the string \"false\""),
        "{err}"
    );
    let g = swamp_with_hooks(
        "{ slow = \"swamp_slow\" }",
        "local M = {}\nfunction M.swamp_slow(ctx)\n  return -3\nend\nreturn M\n",
    );
    let mut s = pos(&g, board);
    let err = try_play(&g, &mut s, "d2-d3").unwrap_err();
    assert!(
        err.contains("swamp_slow")
            && err.contains("a whole number from 0 to 16")
            && err.contains("got -3"),
        "{err}"
    );
    // A well-typed answer still plays.
    let g = swamp_with_hooks(
        "{ lose_turn = \"swamp_lose\", slow = \"swamp_slow\" }",
        "local M = {}\nfunction M.swamp_lose(ctx)\n  return false\nend\n\
         function M.swamp_slow(ctx)\n  return 0\nend\nreturn M\n",
    );
    let mut s = pos(&g, board);
    try_play(&g, &mut s, "d2-d3").unwrap();
}

/// A variant that adds tiles of a terrain but not to the setups it inherits is told so at the
/// line that set the count (its own file, not the base that wrote the setup), with the setup's
/// name and the two ways to fix it (issue 31).
#[test]
fn a_variant_adding_tiles_but_not_to_the_inherited_setup_is_told_where_and_how() {
    let hills = std::fs::read_to_string(
        game_sdk::testkit::content_root().join("rulesets/cyvasse/hills.toml"),
    )
    .unwrap();
    // The same variant without its `[setups.citadel.tiles]` table.
    let cut = hills.split("# The standard named setup").next().unwrap();
    let mut src = source("standard")
        .with_file("rulesets/cyvasse/hills.toml", cut)
        .with_file(
            "scripts/cyvasse/tiles/hill.lua",
            &std::fs::read_to_string(
                game_sdk::testkit::content_root().join("scripts/cyvasse/tiles/hill.lua"),
            )
            .unwrap(),
        );
    src.root = "rulesets/cyvasse/hills.toml".into();
    let Err(err) = Cyvasse::compile(&src).map(|_| ()) else {
        panic!("the setup lacks the hills, yet the rules compiled");
    };
    let err = err.to_string();
    let line = cut.lines().position(|l| l.starts_with("hill = 2")).unwrap() + 1;
    assert!(
        err.contains(&format!("rulesets/cyvasse/hills.toml:{line}:")),
        "located at the count the variant set: {err}"
    );
    assert!(
        err.contains("`setups.citadel` lays 0 of the 2 Hill tiles")
            && err.contains("add `hill = [...]` with 2 more tiles to `[setups.citadel.tiles]`")
            && err.contains("remove = [\"setups.citadel\"]"),
        "{err}"
    );
}

/// A pure terrain's hooks are asked once per unit kind when the rules compile: one that reads
/// the position is refused there, naming the fix (issue 31), instead of reading `nil` and never
/// firing on the board.
#[test]
fn a_pure_terrain_hook_that_reads_the_position_is_refused_with_the_fix() {
    let toml = "game = \"cyvasse\"\nextends = \"standard\"\n\
                scripts = [\"scripts/cyvasse/tiles/swamp.lua\"]\n\n[terrain.swamp]\n\
                title = \"Swamp\"\nhooks = { enter = \"swamp_enter\" }\n";
    let lua = "local M = {}\nfunction M.swamp_enter(ctx)\n  if ctx.turn == 3 then return \"stop\" end\n  \
               return \"ok\"\nend\nreturn M\n";
    let mut src = source("standard")
        .with_file("rulesets/cyvasse/swamp.toml", toml)
        .with_file("scripts/cyvasse/tiles/swamp.lua", lua);
    src.root = "rulesets/cyvasse/swamp.toml".into();
    let Err(err) = Cyvasse::compile(&src).map(|_| ()) else {
        panic!("a pure hook reading ctx.turn compiled");
    };
    let err = err.to_string();
    assert!(
        err.contains("scripts/cyvasse/tiles/swamp.lua:3:")
            && err
                .contains("`ctx.turn` is not known to the hooks of terrain `swamp`, which is pure")
            && err.contains("set `pure = false` on `[terrain.swamp]`"),
        "{err}"
    );
}

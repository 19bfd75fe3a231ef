//! House rules in Lua: the `spot_on` hook's context and decisions, the examples of
//! `scripts/liars-dice/API.md` (each compiled and played, or refused as the page says), hooks
//! that fail or run away (the call is refused and nothing changes), and a hook's own draws,
//! which never touch the next round's dice.
#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure
mod common;

use common::{house, legal, play, table, try_play};
use game_sdk::Game;
use liars_dice::LiarsDice;

const FILE: &str = "scripts/liars-dice/house.lua";

/// The standard rules with one house-rule script.
fn with_script(lua: &str) -> Result<LiarsDice, String> {
    house(&format!("scripts = [\"{FILE}\"]"), &[(FILE, lua)])
}

const DICE: &[&[u8]] = &[
    &[2, 3, 3, 5],
    &[1, 3, 4, 4, 6],
    &[2, 2, 3, 5, 5],
    &[1, 1, 2, 6, 6],
];

#[test]
fn the_context_shows_the_table_as_shown_and_the_hook_decides_who_loses_and_opens() {
    // Every other player loses a die whatever the call, and Player 4 opens; the hook checks
    // what ctx says and fails the call if anything is off.
    let g = with_script(
        r##"local M = {}
function M.spot_on(ctx, caller, exact)
  local q, f, bidder = ctx:bid()
  assert(ctx:players() == 4 and ctx:start_dice() == 5 and ctx:wild() == 0)
  assert(q == 4 and f == 3 and bidder == 3 and caller == 0 and ctx:caller() == 0)
  assert(ctx:count() == 4 and exact == true)
  assert(select("#", ctx:dice(0)) == 4 and ctx:dice_count(1) == 5)
  local a, b, c, d = ctx:dice(0)
  assert(a == 2 and b == 3 and c == 3 and d == 5)
  for seat = 1, 3 do ctx:lose_die(seat) end
  ctx:opens_next(3)
end
return M
"##,
    )
    .unwrap();
    let mut s = table(&g, DICE, Some((4, 3, 3)), 0);
    play(&g, &mut s, &["spot-on"]);
    assert_eq!(
        s.dice.iter().map(Vec::len).collect::<Vec<_>>(),
        [4, 4, 4, 4]
    );
    assert_eq!(g.status(&s).to_move(), Some(3));
    assert_eq!(s.showdown.as_ref().unwrap().change, [0, -1, -1, -1]);
}

#[test]
fn a_hook_that_decides_nothing_changes_no_dice_and_the_caller_opens() {
    let g = with_script("local M = {}\nfunction M.spot_on(ctx, caller, exact) end\nreturn M\n")
        .unwrap();
    let mut s = table(&g, DICE, Some((4, 3, 3)), 1);
    play(&g, &mut s, &["spot-on"]);
    assert_eq!(
        s.dice.iter().map(Vec::len).collect::<Vec<_>>(),
        [4, 5, 5, 5]
    );
    assert_eq!(s.round, 2);
    assert_eq!(g.status(&s).to_move(), Some(1));
}

#[test]
fn a_failing_or_runaway_hook_refuses_the_call_and_changes_nothing() {
    for (lua, says) in [
        ("error('no spot on today')", "no spot on today"),
        (
            "ctx:lose_die(9)",
            "seat 9 does not exist (seats are 0 to 3)",
        ),
        ("ctx:opens_next(-1)", "seat -1 does not exist"),
        ("while true do end", "instruction"),
        (
            "ctx:count(1, 2, 3) local t = {} t.x.y = 1",
            "attempt to index",
        ),
    ] {
        let g = with_script(&format!(
            "local M = {{}}\nfunction M.spot_on(ctx, caller, exact)\n  {lua}\nend\nreturn M\n"
        ))
        .unwrap();
        let mut s = table(&g, DICE, Some((4, 3, 3)), 0);
        let e = try_play(&g, &mut s, "spot-on").unwrap_err();
        assert!(
            e.contains(says) && e.contains("spot_on") && e.contains(FILE),
            "{lua}: {e}"
        );
        // The same position still plays on.
        assert!(legal(&g, &s).contains(&"liar".to_string()));
        play(&g, &mut s, &["liar"]);
    }
}

#[test]
fn a_hook_drawing_at_random_never_changes_the_next_rounds_dice() {
    let quiet = with_script("local M = {}\nfunction M.spot_on(ctx, caller, exact) end\nreturn M\n")
        .unwrap();
    let drawing = with_script(
        "local M = {}\nfunction M.spot_on(ctx, caller, exact)\n  \
         for i = 1, 50 do local _ = math.random(6) end\nend\nreturn M\n",
    )
    .unwrap();
    let mut a = table(&quiet, DICE, Some((4, 3, 3)), 0);
    let mut b = table(&drawing, DICE, Some((4, 3, 3)), 0);
    play(&quiet, &mut a, &["spot-on"]);
    play(&drawing, &mut b, &["spot-on"]);
    assert_eq!(a.dice, b.dice);
    assert_eq!(a.rng, b.rng);
}

#[test]
fn a_function_that_is_no_hook_is_refused_at_compile_with_its_place() {
    let e = with_script("local M = {}\nfunction M.spot_one(ctx, caller, exact) end\nreturn M\n")
        .unwrap_err();
    assert!(
        e.contains("`spot_one` is not a Liar's Dice hook (hooks: spot_on)") && e.contains(FILE),
        "{e}"
    );
}

/// The Lua examples of `scripts/liars-dice/API.md`: a `file=` block is that file verbatim; a
/// `script=` block compiles (and plays a few random matches) as a house rule, or fails with
/// its `expect-error` text.
#[test]
fn the_api_page_examples_do_what_the_page_says() {
    let root = game_sdk::testkit::content_root();
    let page = std::fs::read_to_string(root.join("scripts/liars-dice/API.md")).unwrap();
    let mut checked = 0;
    let mut lines = page.lines();
    while let Some(line) = lines.next() {
        let Some(info) = line.strip_prefix("```lua ") else {
            continue;
        };
        let body: String = lines
            .by_ref()
            .take_while(|l| !l.starts_with("```"))
            .map(|l| format!("{l}\n"))
            .collect();
        let attr = |name: &str| {
            info.split_once(&format!("{name}=")).map(|(_, rest)| {
                let rest = rest.trim_start_matches('"');
                rest.split(['"', ' ']).next().unwrap_or("").to_string()
            })
        };
        if let Some(path) = attr("file") {
            let file = std::fs::read_to_string(root.join(&path)).unwrap();
            assert_eq!(body, file, "{path} differs from its copy in API.md");
        } else if let Some(path) = attr("script") {
            let compiled = house(&format!("scripts = [\"{path}\"]"), &[(&path, &body)]);
            let expected = info
                .split_once("expect-error=\"")
                .map(|(_, rest)| rest.trim_end_matches('"').to_string());
            match (compiled, expected) {
                (Err(e), Some(want)) => assert!(e.contains(&want), "{path}: {e}"),
                (Ok(g), None) => {
                    for seed in 0..5 {
                        let (end, _) = game_sdk::testkit::random_game(&g, seed);
                        assert!(end.is_over(), "{path}, seed {seed}");
                    }
                }
                (Ok(_), Some(want)) => panic!("{path} compiled, expected `{want}`"),
                (Err(e), None) => panic!("{path}: {e}"),
            }
        }
        checked += 1;
    }
    assert_eq!(checked, 3, "the page's Lua examples");
}

#[test]
fn the_console_reads_the_match_through_the_hooks_context_and_changes_nothing() {
    let g = common::ruleset("spot-on");
    let s = table(&g, DICE, Some((4, 3, 3)), 0);
    let answer = g.console(&s, "ctx:bid()").unwrap();
    assert_eq!(answer.values, ["4", "3", "3"]);
    let answer = g.console(&s, "ctx:count(), ctx:dice(2)").unwrap();
    assert_eq!(answer.values, ["4", "2", "2", "3", "5", "5"]);
    let answer = g.console(&s, "print(ctx:round(), ctx:caller())").unwrap();
    assert_eq!(answer.printed, ["1\t0"]);
    // Before the round's first bid there is nothing to read.
    let fresh = table(&g, DICE, None, 0);
    assert!(g.console(&fresh, "ctx:bid()").unwrap().values.is_empty());
    assert_eq!(g.console(&fresh, "ctx:count()").unwrap().values, ["nil"]);
    // Deciding is refused: the console only reads.
    let before = s.clone();
    let e = g.console(&s, "ctx:lose_die(1)").unwrap_err().to_string();
    assert!(e.contains("the console only reads the match"), "{e}");
    assert_eq!(s, before);
    // Rules without scripts have no sandbox.
    let e = common::ruleset("standard")
        .console(&s, "1")
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("load no scripts") && e.contains("spot-on"),
        "{e}"
    );
}

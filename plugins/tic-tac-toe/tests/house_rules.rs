#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a failed unwrap is a failed test
//! The misère house rule: a Lua hook changes who wins, end to end through the real files.

use game_sdk::testkit::{Options, conformance};
use game_sdk::{Game, Status};
use std::path::Path;
use tic_tac_toe::TicTacToe;

fn content_root() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
}

fn compile(root: &Path, name: &str) -> Result<TicTacToe, game_sdk::Diagnostics> {
    let source =
        game_sdk::ruleset::collect(root, &game_sdk::testkit::ruleset_path("tic-tac-toe", name))
            .unwrap();
    TicTacToe::compile(&source)
}

fn play(game: &TicTacToe, moves: &[&str]) -> Result<tic_tac_toe::State, String> {
    let mut s = game.start(1);
    for m in moves {
        let a = game.parse_action(&s, m).map_err(|e| e.to_string())?;
        game.apply(&mut s, &a, &mut Vec::new())
            .map_err(|e| e.to_string())?;
    }
    Ok(s)
}

/// X completes the bottom row: a1 b1 c1.
const X_COMPLETES: [&str; 5] = ["a1", "a2", "b1", "b2", "c1"];

fn winner(game: &TicTacToe, s: &tic_tac_toe::State) -> Option<u8> {
    match game.status(s) {
        Status::Over(o) => o.winner,
        Status::ToMove { .. } => panic!("the game should be over"),
    }
}

#[test]
fn in_standard_completing_a_line_wins() {
    let game = compile(content_root(), "standard").unwrap();
    let s = play(&game, &X_COMPLETES).unwrap();
    assert_eq!(winner(&game, &s), Some(0));
}

#[test]
fn in_misere_completing_a_line_loses() {
    let game = compile(content_root(), "tic-tac-toe-misere:misere").unwrap();
    let s = play(&game, &X_COMPLETES).unwrap();
    assert_eq!(
        winner(&game, &s),
        Some(1),
        "O wins because X completed a line"
    );
    let Status::Over(o) = game.status(&s) else {
        unreachable!()
    };
    assert_eq!(
        game_sdk::wire::text::english_of(&o.reason),
        "X completed a line"
    );
}

#[test]
fn misere_passes_the_conformance_suite() {
    let game = compile(content_root(), "tic-tac-toe-misere:misere").unwrap();
    conformance(
        &game,
        &Options {
            seeds: 20,
            ..Options::default()
        },
    );
}

/// A copy of the content root whose misère script is replaced, to feed broken scripts.
fn with_script(lua: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("rulesets/tic-tac-toe")).unwrap();
    std::fs::create_dir_all(dir.path().join("scripts/tic-tac-toe")).unwrap();
    // The misère ruleset (the example mod's) as a bundled one of the copy: its script path
    // is then the copy's `scripts/tic-tac-toe/misere.lua`.
    for (from, f) in [
        ("rulesets/tic-tac-toe", "standard.toml"),
        (
            "mods/tic-tac-toe-misere/rulesets/tic-tac-toe",
            "misere.toml",
        ),
    ] {
        let from = content_root().join(from).join(f);
        std::fs::copy(from, dir.path().join("rulesets/tic-tac-toe").join(f)).unwrap();
    }
    std::fs::write(dir.path().join("scripts/tic-tac-toe/misere.lua"), lua).unwrap();
    dir
}

#[test]
fn a_hook_that_errors_refuses_the_move_and_changes_nothing() {
    let dir = with_script(
        "local M = {}\nfunction M.line_completed(ctx, seat)\n  error('no lines today')\nend\nreturn M\n",
    );
    let game = compile(dir.path(), "misere").unwrap();
    let before = play(&game, &X_COMPLETES[..4]).unwrap();
    let mut s = before.clone();
    let a = game.parse_action(&s, "c1").unwrap();
    let err = game
        .apply(&mut s, &a, &mut Vec::new())
        .unwrap_err()
        .to_string();
    assert_eq!(
        err,
        "while running scripts/tic-tac-toe/misere.lua hook line_completed: \
         scripts/tic-tac-toe/misere.lua:3: no lines today"
    );
    assert_eq!(s, before, "the refused move left the state as it was");
    // Other moves still work: the host and the match survive the broken script.
    let other = game.parse_action(&s, "c3").unwrap();
    game.apply(&mut s, &other, &mut Vec::new()).unwrap();
}

#[test]
fn a_hook_returning_nonsense_or_looping_is_refused_with_its_location() {
    let dir = with_script(
        "local M = {}\nfunction M.line_completed(ctx, seat)\n  return 'maybe'\nend\nreturn M\n",
    );
    let game = compile(dir.path(), "misere").unwrap();
    let err = play(&game, &X_COMPLETES).unwrap_err();
    assert!(
        err.contains("returned \"maybe\", expected \"win\" or \"lose\""),
        "{err}"
    );

    let dir = with_script(
        "local M = {}\nfunction M.line_completed(ctx, seat)\n  while true do end\nend\nreturn M\n",
    );
    let game = compile(dir.path(), "misere").unwrap();
    let err = play(&game, &X_COMPLETES).unwrap_err();
    assert!(
        err.starts_with("while running scripts/tic-tac-toe/misere.lua hook line_completed: scripts/tic-tac-toe/misere.lua:3:"),
        "{err}"
    );
}

#[test]
fn the_context_reads_the_board() {
    // A house rule that only counts a line as a win when the board is at least half empty.
    let dir = with_script(
        "local M = {}\nfunction M.line_completed(ctx, seat)\n  if ctx:mark('a1') == seat and ctx:empty_cells() >= 4 and ctx:size() == 3 and ctx:line() == 3 then return 'win' end\n  return 'lose'\nend\nreturn M\n",
    );
    let game = compile(dir.path(), "misere").unwrap();
    let s = play(&game, &X_COMPLETES).unwrap();
    assert_eq!(
        winner(&game, &s),
        Some(0),
        "a1 is X's and 4 cells are empty"
    );
}

#[test]
fn a_syntax_error_in_the_script_is_a_compile_error_with_its_line() {
    let dir = with_script(
        "local M = {}\nfunction M.line_completed(ctx, seat\n  return 'win'\nend\nreturn M\n",
    );
    let err = compile(dir.path(), "misere").unwrap_err().to_string();
    assert!(
        err.starts_with("scripts/tic-tac-toe/misere.lua:3:"),
        "{err}"
    );
}

/// Without a `line_completed` hook a move is played in place (no copies: the bots' fast path);
/// with a hook that answers "win" every time, the copy-then-commit path runs. Both must play
/// every game the same: same positions, same results, same generator.
#[test]
fn the_in_place_move_plays_exactly_like_the_hooked_move() {
    let plain = compile(content_root(), "standard").unwrap();
    let dir = with_script(
        "local M = {}\nfunction M.line_completed(ctx, seat) return \"win\" end\nreturn M\n",
    );
    let hooked = compile(dir.path(), "misere").unwrap();
    let mut pick = game_sdk::GameRng::from_seed(7);
    for game_no in 0..300 {
        let (mut a, mut b) = (plain.start(game_no), hooked.start(game_no));
        loop {
            assert_eq!(a, b, "game {game_no} diverged");
            assert_eq!(plain.status(&a), hooked.status(&b), "game {game_no}");
            assert_eq!(
                plain.to_move(&a),
                plain.status(&a).to_move(),
                "game {game_no}"
            );
            let legal = plain.legal_actions(&a);
            assert_eq!(legal, hooked.legal_actions(&b));
            if legal.is_empty() {
                break;
            }
            let m = legal[pick.below(legal.len() as u64) as usize];
            plain.apply(&mut a, &m, &mut Vec::new()).unwrap();
            hooked.apply(&mut b, &m, &mut Vec::new()).unwrap();
        }
    }
}

/// `ctx:tally` in a hook is a counter of the balance lab, named `script: …`, counting what
/// happened in the match: a line completes once per game at most, however many lines the bots'
/// searches imagined, so a search that counted would show more than one per game.
#[test]
fn a_hook_tallies_a_script_counter_for_the_lab_but_not_for_the_bots_search() {
    let dir = with_script(
        "local M = {}\nfunction M.line_completed(ctx, seat)\n  ctx:tally('lines')\n  ctx:tally('cells left', ctx:empty_cells() + 1)\n  return 'win'\nend\nreturn M\n",
    );
    let game = compile(dir.path(), "misere").unwrap();
    let mut lines = 0;
    for seed in 0..20 {
        let summary = game_sdk::testkit::random_simulation(&game, seed);
        let counted = game_sdk::testkit::counter_sum(&summary, "script: lines");
        let won = summary.outcome.as_ref().is_some_and(|o| o.winner.is_some());
        assert_eq!(
            counted,
            i64::from(won),
            "seed {seed}: {:?}",
            summary.counters
        );
        lines += counted;
    }
    assert!(lines > 0, "some random game completes a line");

    let searched = game_sdk::bots::simulate(
        &game,
        &game_sdk::wire::SimRequest {
            seed: 3,
            bots: vec![game_sdk::wire::BotSpec::level(game_sdk::wire::BotLevel::Normal); 2],
            max_actions: 100,
        },
    );
    assert!(
        game_sdk::testkit::counter_sum(&searched, "script: lines") <= 1,
        "{:?}",
        searched.counters
    );
}

#[test]
fn a_misnamed_counter_is_a_located_error() {
    let dir = with_script(
        "local M = {}\nfunction M.line_completed(ctx, seat)\n  ctx:tally('vetoed!')\n  return 'win'\nend\nreturn M\n",
    );
    let game = compile(dir.path(), "misere").unwrap();
    let err = play(&game, &X_COMPLETES).unwrap_err();
    assert!(
        err.contains(
            "scripts/tic-tac-toe/misere.lua:3: ctx:tally(\"vetoed!\"): a counter's name is 1 to 32"
        ),
        "{err}"
    );
}

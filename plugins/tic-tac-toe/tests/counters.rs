//! The balance lab's counters (`Game::counters`) on real games.
#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure

use game_sdk::{Game, RulesetSource};
use tic_tac_toe::TicTacToe;
use tic_tac_toe::counters::{FIRST_IN_CENTRE, FULL_BOARD, ended_by};

fn compile(size: u8) -> TicTacToe {
    compile_with_line(size, 3)
}

fn compile_with_line(size: u8, line: u8) -> TicTacToe {
    TicTacToe::compile(&RulesetSource::inline(
        "rulesets/tic-tac-toe/test.toml",
        &format!("game = \"tic-tac-toe\"\nsize = {size}\nline = {line}\n"),
    ))
    .unwrap()
}

/// Plays `moves` and returns every counter they raised, in order.
fn counted(game: &TicTacToe, moves: &[&str]) -> Vec<String> {
    let mut s = game.start(1);
    let mut out = Vec::new();
    for m in moves {
        let a = game.parse_action(&s, m).unwrap();
        out.extend(game.counters(&s, &a));
        game.apply(&mut s, &a, &mut Vec::new()).unwrap();
    }
    out
}

#[test]
fn a_first_mark_in_the_centre_and_the_winning_row_are_counted() {
    let got = counted(&compile(3), &["b2", "a1", "a2", "c1", "c2"]);
    assert_eq!(got, [FIRST_IN_CENTRE.to_string(), ended_by("row")]);
}

#[test]
fn columns_and_diagonals_are_told_apart() {
    let game = compile(3);
    assert_eq!(
        counted(&game, &["a1", "b1", "a2", "b2", "a3"]),
        [ended_by("column")]
    );
    assert_eq!(
        counted(&game, &["a1", "b1", "b2", "c1", "c3"]),
        [ended_by("diagonal")]
    );
    assert_eq!(
        counted(&game, &["c1", "a1", "b2", "b1", "a3"]),
        [ended_by("diagonal")],
        "the other diagonal"
    );
}

#[test]
fn a_full_board_is_counted_once_and_a_refused_move_not_at_all() {
    let game = compile(3);
    // X O X / X O O / O X X, filled without a line.
    let draw = ["a1", "b1", "c1", "b2", "a2", "c2", "b3", "a3", "c3"];
    assert_eq!(counted(&game, &draw), [FULL_BOARD.to_string()]);
    let mut s = game.start(1);
    let a = game.parse_action(&s, "a1").unwrap();
    game.apply(&mut s, &a, &mut Vec::new()).unwrap();
    assert!(game.counters(&s, &a).is_empty(), "a1 is taken");
}

#[test]
fn an_even_board_has_no_centre() {
    let game = compile(4);
    for first in ["b2", "b3", "c2", "c3"] {
        assert!(counted(&game, &[first]).is_empty(), "{first}");
    }
    assert_eq!(counted(&compile(5), &["c3"]), [FIRST_IN_CENTRE.to_string()]);
}

/// The counters skip the line search while the mover has too few marks for a line: random
/// games on several boards check that every game's last move, and only it, is counted by how
/// the game really ended.
#[test]
fn every_game_is_counted_once_by_how_it_really_ended() {
    let mut pick = game_sdk::GameRng::from_seed(11);
    for (size, line) in [(3, 3), (4, 3), (5, 4), (6, 6)] {
        let game = compile_with_line(size, line);
        for seed in 0..200 {
            let mut s = game.start(seed);
            let mut ends = Vec::new();
            loop {
                let legal = game.legal_actions(&s);
                if legal.is_empty() {
                    break;
                }
                let a = legal[pick.below(legal.len() as u64) as usize];
                let counted = game.counters(&s, &a);
                game.apply(&mut s, &a, &mut Vec::new()).unwrap();
                ends.extend(counted.into_iter().filter(|c| c != FIRST_IN_CENTRE));
            }
            let expected = match game.status(&s) {
                game_sdk::Status::Over(o) if o.winner.is_some() => {
                    vec!["row", "column", "diagonal"]
                        .into_iter()
                        .map(ended_by)
                        .collect()
                }
                game_sdk::Status::Over(_) => vec![FULL_BOARD.to_string()],
                game_sdk::Status::ToMove { .. } => unreachable!("no legal action left"),
            };
            assert_eq!(ends.len(), 1, "{size}/{line} seed {seed}: {ends:?}");
            assert!(
                expected.contains(&ends[0]),
                "{size}/{line} seed {seed}: {ends:?}"
            );
        }
    }
}

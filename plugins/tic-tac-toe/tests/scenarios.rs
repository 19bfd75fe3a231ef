//! Scenario files (`plugins/tic-tac-toe/SCENARIOS.md`): the shipped examples in
//! `tests/scenarios/` and every kind of bad input, reported at its line and column.
#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure

use game_sdk::Scenarios as _;
use game_sdk::{Game, RulesetSource, Status};
use tic_tac_toe::{State, TicTacToe};

fn compile(size: u8, line: u8) -> TicTacToe {
    TicTacToe::compile(&RulesetSource::inline(
        "rulesets/tic-tac-toe/test.toml",
        &format!("game = \"tic-tac-toe\"\nsize = {size}\nline = {line}\n"),
    ))
    .unwrap()
}

fn file(name: &str) -> String {
    let path = format!("{}/tests/scenarios/{name}.txt", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(path).unwrap()
}

fn mark(game: &TicTacToe, s: &State, cell: &str) -> Option<u8> {
    let Ok(tic_tac_toe::Action::Place { cell }) = game.parse_action(s, cell) else {
        panic!("{cell} is not a cell");
    };
    s.cells[usize::from(cell)]
}

fn play(game: &TicTacToe, s: &mut State, cell: &str) {
    let a = game.parse_action(s, cell).unwrap();
    game.apply(s, &a, &mut Vec::new()).unwrap();
}

/// The error for `text` loaded under the standard 3×3 rules, in English (its message is
/// the game's, which the host shows in the player's language).
fn error(text: &str) -> String {
    english(
        &compile(3, 3)
            .scenario("bad.txt", text)
            .unwrap_err()
            .to_string(),
    )
}

fn english(text: &str) -> String {
    game_sdk::wire::text::english_of(text).into_owned()
}

#[test]
fn the_board_is_drawn_top_rank_first() {
    let game = compile(3, 3);
    let s = game
        .scenario("block_the_diagonal.txt", &file("block_the_diagonal"))
        .unwrap();
    assert_eq!(mark(&game, &s, "a1"), Some(0));
    assert_eq!(mark(&game, &s, "b2"), Some(0));
    assert_eq!(mark(&game, &s, "c1"), Some(1));
    assert_eq!(mark(&game, &s, "a3"), None);
    assert_eq!(s.cells.iter().filter(|c| c.is_some()).count(), 3);
    assert_eq!(game.to_move(&s), Some(1));
    assert_eq!(game.legal_actions(&s).len(), 6);
}

#[test]
fn a_scenario_plays_on_under_the_rules() {
    let game = compile(3, 3);
    let mut s = game
        .scenario("x_wins_in_one.txt", &file("x_wins_in_one"))
        .unwrap();
    play(&game, &mut s, "c1");
    let Status::Over(o) = game.status(&s) else {
        panic!("c1 completes X's bottom row");
    };
    assert_eq!(o.winner, Some(0));
    assert_eq!(
        game_sdk::wire::text::english_of(&o.reason),
        "X completed a line"
    );
}

#[test]
fn a_bigger_board_takes_a_bigger_drawing_and_spaces_are_optional() {
    let game = compile(4, 3);
    let s = game
        .scenario("big.txt", "X to move\n....\n.XO.\n....\n....  # comment\n")
        .unwrap();
    assert_eq!(mark(&game, &s, "b3"), Some(0));
    assert_eq!(mark(&game, &s, "c3"), Some(1));
    assert_eq!(game.to_move(&s), Some(0));
    assert_eq!(
        english(
            &compile(3, 3)
                .scenario("big.txt", "X to move\n....\n....\n....\n....\n")
                .unwrap_err()
                .to_string()
        ),
        "big.txt:2:4: a row has 3 cells; this would be cell 4"
    );
}

#[test]
fn a_bad_cell_is_reported_where_it_is() {
    assert_eq!(
        error("X to move\n. . .\n. Z .\n. . .\n"),
        "bad.txt:3:3: `Z` is not a cell: write `X`, `O` or `.` (empty)"
    );
    assert_eq!(
        error("X to move\n. . .\n. x .\n. . .\n"),
        "bad.txt:3:3: `x` is not a cell: write `X`, `O` or `.` (empty)"
    );
}

#[test]
fn rows_of_the_wrong_length_or_number_are_reported() {
    assert_eq!(
        error("X to move\n. . .\n. .\n. . .\n"),
        "bad.txt:3:4: this row has 2 cells, a row of these rules has 3"
    );
    assert_eq!(
        error("X to move\n. . .\n. . .\n. . .\n  . . .\n"),
        "bad.txt:5:3: a 3×3 board has 3 rows; this would be row 4"
    );
    assert_eq!(
        error("X to move\n. . .\n. . .\n"),
        "bad.txt:3: the board has 2 rows, these rules want 3 (`size` = 3)"
    );
    assert_eq!(
        error("X to move\n# nothing drawn\n"),
        "bad.txt: the board has 0 rows, these rules want 3 (`size` = 3)"
    );
}

#[test]
fn who_moves_must_be_said_once_and_agree_with_the_marks() {
    assert_eq!(
        error(". . .\n. . .\n. . .\n"),
        "bad.txt: no `X to move` or `O to move` line"
    );
    assert_eq!(
        error("X to move\n. . .\n. . .\n. . .\n X to move\n"),
        "bad.txt:5:2: a second `to move` line (the first is line 1)"
    );
    assert_eq!(
        error("x to move\n. . .\n. . .\n. . .\n"),
        "bad.txt:1:1: `x to move`: write `X to move` or `O to move`"
    );
    assert_eq!(
        error("O to move\n. . .\n. X .\n. . O\n"),
        "bad.txt:1:1: O cannot be to move with 1 X and 1 O on the board: X is"
    );
    assert_eq!(
        error("X to move\n. . .\n. O .\n. . .\n"),
        "bad.txt: X has 0 marks and O 1: X moves first, so X has as many marks as O or one more"
    );
    assert_eq!(
        error("O to move\nX . .\n. X .\n. . X\n"),
        "bad.txt: X has 3 marks and O 0: X moves first, so X has as many marks as O or one more"
    );
}

#[test]
fn a_finished_position_is_refused() {
    // Reported at the line's first cell from a1 on (row by row), here a1.
    assert_eq!(
        error("O to move\n. . .\nO O .\nX X X\n"),
        "bad.txt:4:1: X already has a row of 3 here: the game would be over"
    );
    assert_eq!(
        error("O to move\nX O X\nX O O\nO X X\n"),
        "bad.txt: the board is full: there is no move left to play"
    );
}

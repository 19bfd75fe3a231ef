//! The phantom rules (`rulesets/tic-tac-toe/phantom.toml`): one test per rule id of the
//! "Phantom" section of `rulesets/tic-tac-toe/rules.md` (TTT-P1, TTT-P2), the hidden-information
//! capability they return (and the standard rules do not), and the conformance suite with its
//! leak check.
#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure

use game_sdk::testkit::{Options, conformance};
use game_sdk::wire::text::english_of;
use game_sdk::{Game, GameRng, HiddenInformation, LogLine, RulesetSource, Status, Viewer};
use tic_tac_toe::{State, TicTacToe};

fn compile(path: &str, text: &str) -> TicTacToe {
    TicTacToe::compile(&RulesetSource::inline(path, text)).unwrap()
}

/// The shipped phantom ruleset, as the host compiles it (it extends `standard`).
fn phantom() -> TicTacToe {
    TicTacToe::compile(&RulesetSource {
        root: "rulesets/tic-tac-toe/phantom.toml".into(),
        files: [
            (
                "rulesets/tic-tac-toe/phantom.toml".to_string(),
                include_str!("../../../rulesets/tic-tac-toe/phantom.toml").to_string(),
            ),
            (
                "rulesets/tic-tac-toe/standard.toml".to_string(),
                include_str!("../../../rulesets/tic-tac-toe/standard.toml").to_string(),
            ),
        ]
        .into(),
    })
    .unwrap()
}

fn standard() -> TicTacToe {
    compile(
        "rulesets/tic-tac-toe/test.toml",
        "game = \"tic-tac-toe\"\nsize = 3\nline = 3\n",
    )
}

/// Plays `cell` for the seat to move; returns the log lines.
fn play(g: &TicTacToe, s: &mut State, cell: &str) -> Vec<LogLine> {
    let a = g.parse_action(s, cell).unwrap();
    let mut log = Vec::new();
    g.apply(s, &a, &mut log).unwrap();
    log
}

/// The cells whose mark `viewer` is shown, with the mark's owner.
fn shown(g: &TicTacToe, s: &State, viewer: Viewer) -> Vec<(String, u8)> {
    g.scene(s, viewer).boards[0]
        .cells
        .iter()
        .filter_map(|c| Some((c.name.clone(), c.piece.as_ref()?.owner?)))
        .collect()
}

fn legal(g: &TicTacToe, s: &State) -> Vec<String> {
    g.legal_actions(s)
        .iter()
        .map(|a| g.format_action(s, a))
        .collect()
}

fn hidden(g: &TicTacToe) -> &dyn HiddenInformation<TicTacToe> {
    g.hidden_information()
        .expect("the phantom rules hide information")
}

/// Texts as an English reader sees them (the game writes messages: `game_sdk::msg!`).
fn english(texts: Vec<String>) -> Vec<String> {
    texts.iter().map(|t| english_of(t).into_owned()).collect()
}

#[test]
fn the_phantom_ruleset_hides_information_and_the_standard_one_does_not() {
    let g = phantom();
    assert!(g.config.phantom);
    assert!(g.hidden_information().is_some());
    // The standard rules return no capability: the bots never re-sample for them.
    assert!(standard().hidden_information().is_none());
}

#[test]
fn ttt_p1_each_player_sees_only_their_own_marks() {
    let g = phantom();
    let mut s = g.start(1);
    play(&g, &mut s, "b2");
    play(&g, &mut s, "a1");
    let x = vec![("b2".to_string(), 0)];
    let o = vec![("a1".to_string(), 1)];
    assert_eq!(shown(&g, &s, Viewer::Seat(0)), x);
    assert_eq!(shown(&g, &s, Viewer::Seat(1)), o);
    assert!(shown(&g, &s, Viewer::Spectator).is_empty());
    assert_eq!(shown(&g, &s, Viewer::Referee).len(), 2);
    // The last move is highlighted only for whoever sees its cell.
    assert!(g.scene(&s, Viewer::Seat(0)).highlights.is_empty());
    assert_eq!(g.scene(&s, Viewer::Seat(1)).highlights.len(), 1);
    // X may try a1: it does not know O is there.
    assert!(legal(&g, &s).contains(&"a1".to_string()));
    // What everyone may know: who marked a cell, not which.
    let a = g.parse_action(&s, "c3").unwrap();
    assert_eq!(
        hidden(&g).public_action(&s, &a).as_deref(),
        Some("X marked a cell")
    );
    // The counts are public.
    let labels = english(g.scene(&s, Viewer::Spectator).labels);
    assert!(
        labels.contains(&"X: 1 mark down, found 0 of O's".to_string()),
        "{labels:?}"
    );
    // The standard rules show every mark to everyone.
    let std = standard();
    let mut t = std.start(1);
    play(&std, &mut t, "b2");
    assert_eq!(shown(&std, &t, Viewer::Seat(1)), x);
    assert_eq!(shown(&std, &t, Viewer::Spectator), x);
}

#[test]
fn ttt_p2_a_try_on_a_hidden_mark_shows_it_and_the_mover_tries_again() {
    let g = phantom();
    let mut s = g.start(1);
    play(&g, &mut s, "b2");
    // O tries b2, which X holds: the turn does not pass, and O now sees the mark.
    let a = g.parse_action(&s, "b2").unwrap();
    assert_eq!(
        hidden(&g).public_action(&s, &a).as_deref(),
        Some("O tried a cell X holds")
    );
    let log = play(&g, &mut s, "b2");
    let log: Vec<LogLine> = log
        .into_iter()
        .map(|l| LogLine {
            text: english_of(&l.text).into_owned(),
            ..l
        })
        .collect();
    assert_eq!(log, vec![LogLine::seat(1, "b2 is X's: try another cell")]);
    assert_eq!(g.status(&s).to_move(), Some(1));
    assert_eq!(shown(&g, &s, Viewer::Seat(1)), vec![("b2".to_string(), 0)]);
    assert!(
        !legal(&g, &s).contains(&"b2".to_string()),
        "a found mark is not tried again"
    );
    // X learns only that O found one of its marks (it knows it has one: b2).
    let labels = english(g.scene(&s, Viewer::Seat(0)).labels);
    assert!(
        labels.contains(&"O: 0 marks down, found 1 of X's".to_string()),
        "{labels:?}"
    );
    // Trying the found cell again is refused and changes nothing.
    let mut t = s.clone();
    let err = g.apply(&mut t, &a, &mut Vec::new()).unwrap_err();
    assert_eq!(
        game_sdk::wire::text::english_of(&err.to_string()),
        "b2 is taken"
    );
    assert_eq!(t, s);
    // O marks an empty cell: now the turn passes.
    play(&g, &mut s, "a1");
    assert_eq!(g.status(&s).to_move(), Some(0));
    // Once the match is over everyone sees the whole board.
    for cell in ["a2", "c1", "c2"] {
        play(&g, &mut s, cell);
    }
    // X: b2, a2, c2 (a row) — O: a1, c1.
    assert!(matches!(g.status(&s), Status::Over(ref o) if o.winner == Some(0)));
    assert_eq!(shown(&g, &s, Viewer::Spectator).len(), 5);
}

/// What a try revealed, and to whom (`HiddenInformation::revealed_to`: the host's Undo never
/// takes such a try back).
fn try_revealing(g: &TicTacToe, s: &mut State, cell: &str) -> Vec<u8> {
    game_sdk::testkit::play_revealing(g, s, cell)
}

#[test]
fn a_try_reveals_what_the_cell_held_to_the_mover_and_the_end_everything_to_both() {
    let g = phantom();
    let mut s = g.start(1);
    // O has no mark: X knows b2 is empty.
    assert_eq!(try_revealing(&g, &mut s, "b2"), [] as [u8; 0]);
    // O tries b2, which X holds: O sees X's mark; X learns only the count everyone sees.
    assert_eq!(try_revealing(&g, &mut s, "b2"), [1]);
    // O marks a1, which it knew empty: X's only mark is the one it found.
    assert_eq!(try_revealing(&g, &mut s, "a1"), [] as [u8; 0]);
    // X marks a2, where O's mark could have been: X learns it was not.
    assert_eq!(try_revealing(&g, &mut s, "a2"), [0]);
    // O marks c1, where X's hidden a2 could have been.
    assert_eq!(try_revealing(&g, &mut s, "c1"), [1]);
    // X has two marks now, a2 hidden from O: as far as O knew, X's next mark could have
    // completed a line, and the match going on tells it that it did not.
    assert_eq!(
        try_revealing(&g, &mut s, "c3"),
        [0, 1],
        "X learns c3 was empty, O that X's marks do not line up with it"
    );
    // O marks b1 (a row of a1, b1, c1 for O): the end shows everyone the whole board.
    assert_eq!(try_revealing(&g, &mut s, "b1"), [0, 1]);
    assert!(g.status(&s).is_over());
    // The standard rules hide nothing, so no move reveals anything.
    let std = standard();
    let mut t = std.start(1);
    for cell in ["a1", "b1", "a2", "b2", "a3"] {
        assert_eq!(try_revealing(&std, &mut t, cell), [] as [u8; 0], "{cell}");
    }
    assert!(std.status(&t).is_over());
}

#[test]
fn sample_hidden_keeps_what_the_seat_knows_and_deals_the_rest_anew() {
    let g = phantom();
    let mut differing = 0;
    for seed in 0..40 {
        let mut s = g.start(seed);
        let mut rng = GameRng::from_seed(seed);
        // A random match, stopped before its end.
        for _ in 0..(seed % 6 + 2) {
            if g.status(&s).is_over() {
                break;
            }
            let legal = g.legal_actions(&s);
            let a = *rng.choose(&legal).unwrap();
            g.apply(&mut s, &a, &mut Vec::new()).unwrap();
        }
        if g.status(&s).is_over() {
            continue;
        }
        for seat in 0..2u8 {
            let w = hidden(&g).sample_hidden(&s, seat, &mut GameRng::from_seed(seed + 99));
            differing += usize::from(w != s);
            let count = |st: &State, who: u8| st.cells.iter().filter(|&&c| c == Some(who)).count();
            assert_eq!(
                shown(&g, &w, Viewer::Seat(seat)),
                shown(&g, &s, Viewer::Seat(seat))
            );
            assert_eq!(w.found[usize::from(seat)], s.found[usize::from(seat)]);
            assert_eq!(count(&w, 1 - seat), count(&s, 1 - seat), "seed {seed}");
            assert_eq!(
                w.found[usize::from(1 - seat)].count_ones(),
                s.found[usize::from(1 - seat)].count_ones()
            );
            assert_eq!(g.status(&w), g.status(&s), "seed {seed}: no line dealt");
            if g.status(&s).to_move() == Some(seat) {
                assert_eq!(
                    legal(&g, &w),
                    legal(&g, &s),
                    "the mover's options are its own"
                );
            }
        }
    }
    assert!(
        differing > 10,
        "the hidden marks are really re-dealt ({differing})"
    );
}

#[test]
fn the_phantom_ruleset_passes_the_conformance_suite_and_its_leak_check() {
    conformance(&phantom(), &Options::default());
}

#[test]
fn a_larger_phantom_board_passes_the_conformance_suite() {
    conformance(
        &compile(
            "rulesets/tic-tac-toe/test.toml",
            "game = \"tic-tac-toe\"\nsize = 4\nline = 3\nphantom = true\n",
        ),
        &Options {
            seeds: 10,
            ..Options::default()
        },
    );
}

#[test]
fn the_bots_play_phantom_matches_to_the_end() {
    use game_sdk::bots::duel;
    use game_sdk::wire::{BotLevel, BotSpec};
    let d = duel(
        &phantom(),
        BotSpec::level(BotLevel::Normal),
        BotSpec::level(BotLevel::Random),
        6,
        60,
    );
    assert_eq!(d.unfinished, 0, "{d:?}");
    assert!(d.a_wins >= d.b_wins, "{d:?}");
}

#[test]
fn a_bot_never_uses_the_marks_hidden_from_its_seat() {
    use game_sdk::wire::{BotLevel, BotSpec};
    let compared = game_sdk::testkit::bot_ignores_hidden_information(
        &phantom(),
        0..4,
        &BotSpec::level(BotLevel::Easy),
        1,
        12,
    );
    assert!(compared > 0, "some compared positions really differed");
}

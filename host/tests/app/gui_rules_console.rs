//! The rules console at the table (without a window): it traces and evaluates only where the
//! match keeps nothing from the humans at the device, or after author mode, which the move log
//! says for everyone.

use crate::common;

use game_host::gui::table::Controller;
use game_host::gui::table::console::{AUTHOR_MODE_NOTE, Entry};
use game_host::gui::toasts::Toasts;
use game_host::plugin::Catalog;
use game_host::seats::{SeatKind, Seating};
use game_host::session::Session;
use game_wire::{BotLevel, Start};

fn controller(game: &str, ruleset: &str, seats: Vec<SeatKind>) -> (Catalog, Controller) {
    let catalog = Catalog::discover(&[common::plugins_dir()]);
    let plugin = catalog.require(game).unwrap().clone();
    let source = game_host::content::load_ruleset(
        &common::workspace_root(),
        &crate::common::bundled_mods(&common::workspace_root()),
        game,
        ruleset,
    )
    .unwrap();
    let session = Session::new(&plugin, source, Start::Seed(1)).unwrap();
    (
        catalog,
        Controller::new(session, Seating::new(seats, false, 11)),
    )
}

fn first_action(c: &Controller) -> String {
    c.view.as_ref().unwrap().actions[0].text.clone()
}

#[test]
fn a_seat_of_a_match_with_secrets_gets_no_trace_until_author_mode_is_logged() {
    let humans = vec![SeatKind::Human, SeatKind::Human];
    let (_catalog, mut c) = controller("air-land-sea", "standard", humans);
    let mut toasts = Toasts::default();
    c.reveal();
    c.console.open = true;
    assert!(!c.console_allowed());
    assert!(c.apply("deploy A2", &mut toasts), "{:?}", c.message);
    c.console_eval("ctx:hand(0)");
    let [Entry::Eval { answer, .. }] = c.console.entries.as_slice() else {
        panic!("only the refused evaluation: {:?}", c.console.entries);
    };
    assert!(answer.is_err(), "{answer:?}");
    assert!(!c.log.iter().any(|l| l.text.contains("Author mode")));

    c.author_mode();
    assert!(c.console_allowed());
    assert!(
        c.log.iter().any(|l| l.text == AUTHOR_MODE_NOTE),
        "said in the move log"
    );
    let action = first_action(&c);
    assert!(c.apply(&action, &mut toasts), "{:?}", c.message);
    assert!(
        matches!(c.console.entries.last(), Some(Entry::Action { .. })),
        "{:?}",
        c.console.entries
    );
    c.console_eval("ctx:total(\"air\", 1)");
    let Some(Entry::Eval { answer, .. }) = c.console.entries.last() else {
        panic!();
    };
    assert_eq!(answer.as_ref().unwrap().values, ["2"]);
}

#[test]
fn rules_without_secrets_and_bot_matches_trace_with_the_hook_and_its_line() {
    let humans = vec![SeatKind::Human, SeatKind::Human];
    let (_catalog, mut c) = controller("tic-tac-toe", "tic-tac-toe-misere:misere", humans);
    let mut toasts = Toasts::default();
    assert!(c.console_allowed());
    c.console.open = true;
    for a in ["a1", "a2", "b1", "b2", "c1"] {
        assert!(c.apply(a, &mut toasts), "{:?}", c.message);
    }
    let Some(Entry::Action { trace, .. }) = c.console.entries.last() else {
        panic!("{:?}", c.console.entries);
    };
    assert_eq!(trace.calls[0].name, "line_completed");
    assert_eq!(
        trace.calls[0].file,
        "mods/tic-tac-toe-misere/scripts/tic-tac-toe/misere.lua"
    );
    assert_eq!(trace.calls[0].line, 6);

    let bots = vec![
        SeatKind::Bot(BotLevel::Random),
        SeatKind::Bot(BotLevel::Random),
    ];
    let (_catalog, c) = controller("air-land-sea", "standard", bots);
    assert!(
        c.console_allowed(),
        "every seat is a bot: nobody is kept from anything"
    );
}

#[test]
fn a_closed_console_traces_nothing() {
    let (_catalog, mut c) = controller(
        "tic-tac-toe",
        "tic-tac-toe-misere:misere",
        vec![SeatKind::Human; 2],
    );
    let mut toasts = Toasts::default();
    assert!(c.apply("a1", &mut toasts));
    assert!(c.console.entries.is_empty());
}

//! The table's controller without a window: the match, the hand-over screen, undo, autosave,
//! bots on their threads and saved sequences, driven the way the panels' commands drive it.

use crate::common;

use game_host::gui::table::Controller;
use game_host::gui::table::controller::SequenceEnd;
use game_host::gui::toasts::Toasts;
use game_host::match_driver::undo::Undo;
use game_host::plugin::Catalog;
use game_host::save::SavedMatch;
use game_host::seats::{SeatKind, Seating};
use game_host::session::Session;
use game_wire::{BotLevel, Start, Viewer};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

fn controller(game: &str, seats: Vec<SeatKind>, hand_over: bool) -> (Catalog, Controller) {
    let catalog = Catalog::discover(&[common::plugins_dir()]);
    let plugin = catalog.require(game).unwrap().clone();
    let source = game_host::content::load_ruleset(
        &common::workspace_root(),
        &crate::common::bundled_mods(&common::workspace_root()),
        game,
        "standard",
    )
    .unwrap();
    let session = Session::new(&plugin, source, Start::Seed(7)).unwrap();
    let controller = Controller::new(session, Seating::new(seats, hand_over, 11));
    (catalog, controller)
}

fn to_move(c: &Controller) -> Option<u8> {
    c.view.as_ref().and_then(|v| v.status.to_move())
}

fn first_action(c: &Controller) -> String {
    c.view.as_ref().unwrap().actions[0].text.clone()
}

#[test]
fn a_move_hands_the_device_over_and_undo_waits_behind_the_screen() {
    let humans = vec![SeatKind::Human, SeatKind::Human];
    let (_catalog, mut c) = controller("air-land-sea", humans, true);
    let mut toasts = Toasts::default();
    // Whoever opens a match with secrets may not be the player to move.
    let first = to_move(&c).unwrap();
    assert_eq!(c.waiting_for, Some(first));
    c.reveal();
    assert_eq!(c.waiting_for, None);
    assert_eq!(c.viewer(), Viewer::Seat(first));
    assert_eq!(c.revision(), 0);

    let action = first_action(&c);
    assert!(c.apply(&action, &mut toasts), "{:?}", c.message);
    assert_eq!(c.revision(), 1);
    assert_eq!(c.session.actions(), [action]);
    let other = to_move(&c).unwrap();
    assert_ne!(other, first);
    assert_eq!(
        c.waiting_for,
        Some(other),
        "the table hides until the other player takes it"
    );
    assert!(
        matches!(c.undo_rule(), Undo::Refused(_)),
        "{:?}",
        c.undo_rule()
    );
    c.undo(&mut toasts);
    assert_eq!(
        c.session.actions().len(),
        1,
        "nothing is taken back behind the screen"
    );
    assert!(c.message.is_some(), "the refusal says why");

    // The player who moved asks for it back; the waiting one agrees without seeing the table.
    c.ask_take_back(first);
    assert_eq!(c.take_back.as_ref().map(|o| o.requester), Some(first));
    c.answer_take_back(true, &mut toasts);
    assert!(c.session.actions().is_empty());
    assert_eq!(c.revision(), 2);
    assert_eq!(
        c.waiting_for,
        Some(first),
        "the device goes back behind the screen"
    );
    assert!(c.log.iter().any(|l| l.note && l.text.contains("took back")));
}

#[test]
fn a_refused_action_is_a_message_and_changes_nothing() {
    let humans = vec![SeatKind::Human, SeatKind::Human];
    let (_catalog, mut c) = controller("tic-tac-toe", humans, false);
    let mut toasts = Toasts::default();
    assert_eq!(c.waiting_for, None, "nothing hidden: no hand-over screen");
    assert!(!c.apply("z9", &mut toasts));
    assert!(
        c.message.as_deref().is_some_and(|m| m.contains("z9")),
        "{:?}",
        c.message
    );
    assert_eq!(c.revision(), 0);
    assert!(c.session.actions().is_empty());
    assert!(c.log.is_empty());
    assert!(c.apply("b2", &mut toasts));
    assert_eq!(c.message, None, "a good move clears the refusal");
    assert_eq!(c.log.iter().filter(|l| !l.note).count(), 1);
}

#[test]
fn each_move_is_autosaved_and_the_save_replays() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("auto.json");
    let humans = vec![SeatKind::Human, SeatKind::Human];
    let (catalog, mut c) = controller("tic-tac-toe", humans, false);
    c.autosave = Some(path.clone());
    let mut toasts = Toasts::default();
    assert!(!path.exists(), "nothing is written before a move");
    c.apply("b2", &mut toasts);
    c.apply("a1", &mut toasts);
    let saved = SavedMatch::read(&path).unwrap();
    assert_eq!(saved.actions, ["b2", "a1"]);
    let restored = Session::restore(&catalog, &saved).unwrap();
    assert_eq!(restored.actions(), c.session.actions());
    assert!(toasts.history.is_empty(), "{:?}", toasts.history);
}

/// Drives the bots as the app's `logic` does, until the record grows or `secs` pass.
fn drive_until_moved(c: &mut Controller, wake: &Arc<AtomicUsize>, secs: u64) {
    let before = c.session.actions().len();
    let deadline = Instant::now() + Duration::from_secs(secs);
    let mut toasts = Toasts::default();
    while c.session.actions().len() == before {
        assert!(Instant::now() < deadline, "the bot did not move");
        let w = Arc::clone(wake);
        let after = c.drive_bots(
            move || {
                w.fetch_add(1, Ordering::SeqCst);
            },
            &mut toasts,
        );
        assert!(toasts.history.is_empty(), "{:?}", toasts.history);
        std::thread::sleep(
            after
                .unwrap_or(Duration::from_millis(5))
                .min(Duration::from_millis(20)),
        );
    }
}

#[test]
fn a_bot_answers_from_its_thread_and_wakes_the_app() {
    let seats = vec![SeatKind::Human, SeatKind::Bot(BotLevel::Random)];
    let (_catalog, mut c) = controller("tic-tac-toe", seats, false);
    c.bot_delay_ms = 0;
    let mut toasts = Toasts::default();
    let wake = Arc::new(AtomicUsize::new(0));
    let w = Arc::clone(&wake);
    assert_eq!(
        c.drive_bots(
            move || {
                w.fetch_add(1, Ordering::SeqCst);
            },
            &mut toasts
        ),
        None,
        "a human to move: no bot, nothing to wait for"
    );
    assert!(c.thinking.is_none());
    c.apply("b2", &mut toasts);
    assert_eq!(c.bot_to_move().map(|(seat, _)| seat), Some(1));
    drive_until_moved(&mut c, &wake, 20);
    assert_eq!(c.session.actions().len(), 2);
    assert_eq!(c.session.movers()[1], Some(1));
    assert!(wake.load(Ordering::SeqCst) >= 1, "the worker woke the app");
    assert_eq!(to_move(&c), Some(0));
    assert_eq!(c.viewer(), Viewer::Seat(0));
}

#[test]
fn a_cancelled_bot_is_paused_and_its_answer_discarded() {
    let seats = vec![
        SeatKind::Bot(BotLevel::Random),
        SeatKind::Bot(BotLevel::Random),
    ];
    let (_catalog, mut c) = controller("tic-tac-toe", seats, false);
    c.bot_delay_ms = 0;
    let mut toasts = Toasts::default();
    let started = c.drive_bots(|| {}, &mut toasts);
    assert!(
        started.is_some() && c.thinking.is_some(),
        "the first bot starts at once"
    );
    c.cancel_bot();
    assert!(c.thinking.is_none() && c.paused);
    std::thread::sleep(Duration::from_millis(200));
    assert_eq!(
        c.drive_bots(|| {}, &mut toasts),
        None,
        "paused bots do nothing"
    );
    assert!(
        c.session.actions().is_empty(),
        "the cancelled answer went nowhere"
    );
    // Resumed, they play on.
    c.paused = false;
    let wake = Arc::new(AtomicUsize::new(0));
    drive_until_moved(&mut c, &wake, 20);
    assert_eq!(c.session.actions().len(), 1);
}

#[test]
fn bot_moves_wait_the_delay_between_them() {
    let seats = vec![
        SeatKind::Bot(BotLevel::Random),
        SeatKind::Bot(BotLevel::Random),
    ];
    let (_catalog, mut c) = controller("tic-tac-toe", seats, false);
    c.bot_delay_ms = 60_000;
    let mut toasts = Toasts::default();
    let wait = c.drive_bots(|| {}, &mut toasts).unwrap();
    assert!(
        c.thinking.is_none(),
        "no bot starts before the delay is over"
    );
    assert!(wait > Duration::from_secs(50), "{wait:?}");
}

#[test]
fn a_sequence_plays_until_it_is_refused_or_the_turn_passes() {
    let humans = vec![SeatKind::Human, SeatKind::Human];
    let (_catalog, mut c) = controller("tic-tac-toe", humans, false);
    let mut toasts = Toasts::default();
    let lines = |l: &[&str]| l.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    assert_eq!(
        c.play_lines(&lines(&["z9", "b2"]), 0, &mut toasts),
        SequenceEnd::NotHere
    );
    assert!(c.session.actions().is_empty());
    assert_eq!(
        c.play_lines(&lines(&["b2", "a1"]), 0, &mut toasts),
        SequenceEnd::TurnOver { index: 1 }
    );
    assert_eq!(c.session.actions(), ["b2"], "what was played before stays");

    // Cyvasse's setup is one seat's run of actions: a refusal in the middle keeps the start.
    let humans = vec![SeatKind::Human, SeatKind::Human];
    let (_catalog, mut c) = controller("cyvasse", humans, false);
    let seat = to_move(&c).unwrap();
    let end = c.play_lines(&lines(&["setup random", "fly away"]), seat, &mut toasts);
    let SequenceEnd::Refused { index, why } = end else {
        panic!("{end:?}");
    };
    assert_eq!(index, 1);
    assert!(!why.is_empty());
    assert_eq!(c.session.actions(), ["setup random"]);
}

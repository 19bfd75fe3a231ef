//! The review screen (issue 32 item 8): offered once a match is over, never before; judges the
//! match on a worker thread with a progress bar; then the chart, the turning points, each
//! position with the move played and the bot's, Previous/Next and the arrow keys; Back returns
//! to the finished match.

use crate::common::gui::{actions, click, harness, play_first_action, run_until};
use egui_kittest::kittest::Queryable;
use game_host::gui::app::AppScreen;
use game_host::seats::SeatKind;
use game_wire::BotLevel;
use std::time::Duration;

#[test]
fn a_finished_match_against_a_bot_is_reviewed_from_the_humans_seat_and_back() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    click(&mut h, "Play Tic-tac-toe Standard");
    h.state_mut().form.seats = vec![SeatKind::Human, SeatKind::Bot(BotLevel::Random)];
    h.state_mut().form.seed = "3".into();
    click(&mut h, "Start match");
    h.state_mut().table().unwrap().controller.bot_delay_ms = 0;
    for _ in 0..9 {
        if h.state_mut().table().unwrap().is_over() {
            break;
        }
        assert!(
            h.query_by_label("Review the match").is_none(),
            "no review while the match is on"
        );
        let before = actions(&mut h).len();
        play_first_action(&mut h);
        assert!(
            run_until(&mut h, Duration::from_secs(30), |h| {
                let t = h.state_mut().table().unwrap();
                t.is_over() || (t.controller.thinking.is_none() && actions(h).len() >= before + 2)
            }),
            "the bot answers"
        );
    }
    assert!(h.state_mut().table().unwrap().is_over());
    let played = actions(&mut h).len();

    click(&mut h, "Review the match");
    assert!(matches!(h.state().screen, AppScreen::Review(_)));
    assert!(
        h.query_by_label_contains("Judged by the normal bot from what X knew then")
            .is_some(),
        "the human's seat judges"
    );
    assert!(
        run_until(&mut h, Duration::from_secs(120), |h| {
            match &h.state().screen {
                AppScreen::Review(r) => !r.is_working(),
                _ => false,
            }
        }),
        "the review ends"
    );
    h.run_steps(2);
    let AppScreen::Review(review) = &h.state().screen else {
        panic!("not on the review")
    };
    let r = review.result.as_ref().unwrap().as_ref().unwrap();
    assert_eq!(r.positions.len(), played);
    assert!(
        r.positions.iter().all(|p| p.judge == 0),
        "X judges every position"
    );
    assert!(
        h.query_by_label("Chance of winning, move by move")
            .is_some()
    );
    assert!(h.query_by_label("Turning points").is_some());
    let first = review.selected;
    assert!(
        h.query_by_label_contains(&format!("Move {}: ", first + 1))
            .is_some(),
        "the position on display is said"
    );
    // Next shows the following position; the left arrow goes back.
    if first + 1 < played {
        click(&mut h, "Next");
        let AppScreen::Review(review) = &h.state().screen else {
            panic!()
        };
        assert_eq!(review.selected, first + 1);
        h.key_press(egui::Key::ArrowLeft);
        h.run_steps(2);
        let AppScreen::Review(review) = &h.state().screen else {
            panic!()
        };
        assert_eq!(review.selected, first);
    }
    click(&mut h, "Back to the match");
    assert!(matches!(h.state().screen, AppScreen::Table(_)));
    assert!(h.state_mut().table().unwrap().is_over());
    assert_eq!(actions(&mut h).len(), played, "the match is as it was");
}

#[test]
fn a_hint_is_offered_against_bots_when_turned_on_and_noted_in_the_move_log() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    // Hot-seat between humans: never a hint, even with the setting on.
    h.state_mut().prefs.hints = true;
    click(&mut h, "Play Tic-tac-toe Standard");
    h.state_mut().form.seats = vec![SeatKind::Human, SeatKind::Human];
    click(&mut h, "Start match");
    assert!(h.query_by_label("Hint").is_none(), "no hint between humans");

    // Against a bot, off by default.
    h.state_mut().prefs.hints = false;
    click(&mut h, "New match");
    h.state_mut().form.seats = vec![SeatKind::Human, SeatKind::Bot(BotLevel::Random)];
    click(&mut h, "Start match");
    assert!(h.query_by_label("Hint").is_none(), "off by default");
    h.state_mut().prefs.hints = true;
    h.run_steps(2);
    click(&mut h, "Hint");
    let table = h.state_mut().table().unwrap();
    let hint = table.hint.clone().expect("a hint");
    let legal: Vec<String> = table
        .controller
        .view
        .as_ref()
        .unwrap()
        .actions
        .iter()
        .map(|a| a.text.clone())
        .collect();
    assert!(legal.contains(&hint.action), "{hint:?} among {legal:?}");
    assert!(!hint.path.is_empty());
    assert!(
        table
            .controller
            .message
            .as_deref()
            .is_some_and(|m| m.starts_with("Hint: ")),
        "{:?}",
        table.controller.message
    );
    assert!(
        table
            .controller
            .log
            .iter()
            .any(|l| l.text == "X asked for a hint"),
        "the hint is noted for everyone"
    );
    assert!(actions(&mut h).is_empty(), "a hint plays nothing");
    // Once the player moves, the hint is gone.
    play_first_action(&mut h);
    assert!(h.state_mut().table().unwrap().hint.is_none());
}

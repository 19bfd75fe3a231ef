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

//! A table of four in the app (issue 29): Liar's Dice's standard rules seat four, so New match
//! offers four seats, hot-seat hands the device round all four behind the hand-over screen with
//! each player seeing only their own dice, bots fill the seats they are given, and the balance
//! lab fits its bots to the ruleset.

use crate::common;

use common::gui::{
    click, harness, play_first_action, reveal_waiting, run_until, start_with, table_view,
};
use egui_kittest::kittest::Queryable;
use game_host::gui::table::SeatKind;
use game_wire::BotLevel;
use game_wire::scene::CardFace;
use std::time::Duration;

const GAME: &str = "liars-dice";

/// The dice values a seat's table shows, by the owner of each cup.
fn dice_shown(h: &mut egui_kittest::Harness<'_, game_host::gui::app::HostApp>) -> Vec<(u8, bool)> {
    let view = table_view(h);
    view.scene
        .zones
        .iter()
        .flat_map(|z| z.cards.iter().map(move |c| (z.owner, &c.face)))
        .filter_map(|(owner, face)| match face {
            CardFace::Die { value, .. } => Some((owner?, value.is_some())),
            _ => None,
        })
        .collect()
}

#[test]
fn new_match_offers_the_rulesets_four_seats_and_hot_seat_goes_round_all_four() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    let name = h.state().catalog.find(GAME).unwrap().info().name.clone();
    click(&mut h, &format!("Play {name} Standard"));
    h.run_steps(2);
    // One selector per seat of the standard rules: four, not the six the game can seat.
    for seat in 1..=4 {
        assert!(
            h.query_by_label(&format!("Who plays Player {seat}"))
                .is_some(),
            "Player {seat}"
        );
    }
    assert!(h.query_by_label("Who plays Player 5").is_none());
    assert_eq!(h.state().form.seats.len(), 4);
    h.state_mut().form.seed = "3".into();
    click(&mut h, "Start match");
    // Dice are hidden: the device goes round the table, one player at a time.
    let mut order = Vec::new();
    for _ in 0..4 {
        let seat = reveal_waiting(&mut h);
        order.push(seat);
        // Each player sees their own five dice and only blanks in the other cups.
        let shown = dice_shown(&mut h);
        assert_eq!(shown.len(), 20, "four cups of five: {shown:?}");
        for (owner, visible) in shown {
            assert_eq!(
                visible,
                owner == seat,
                "seat {seat} sees cup {owner}: {visible}"
            );
        }
        play_first_action(&mut h);
        h.run_steps(2);
    }
    assert_eq!(order, [0, 1, 2, 3], "in turn, each behind the screen");
    assert_eq!(
        h.state_mut()
            .table()
            .unwrap()
            .controller
            .session
            .actions()
            .len(),
        4
    );
}

#[test]
fn a_human_against_three_bots_plays_the_whole_round_with_bots_in_the_three_other_seats() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    start_with(&mut h, GAME, |form| {
        form.seed = "3".into();
        form.seats = vec![
            SeatKind::Human,
            SeatKind::Bot(BotLevel::Random),
            SeatKind::Bot(BotLevel::Easy),
            SeatKind::Bot(BotLevel::Random),
        ];
    });
    h.state_mut().table().unwrap().controller.bot_delay_ms = 0;
    // One human: no hand-over screen; the bots answer until it is the human's turn again.
    for _ in 0..3 {
        play_first_action(&mut h);
        let human_again = run_until(&mut h, Duration::from_secs(30), |h| {
            let table = h.state_mut().table().unwrap();
            let view = table.controller.view.as_ref();
            view.is_some_and(|v| v.status.to_move() == Some(0) || v.status.is_over())
                && table.controller.thinking.is_none()
        });
        assert!(human_again, "the bots answered");
        let table = h.state_mut().table().unwrap();
        if table.controller.view.as_ref().unwrap().status.is_over() {
            break;
        }
    }
    let table = h.state_mut().table().unwrap();
    let movers: Vec<Option<u8>> = table.controller.session.movers().to_vec();
    assert!(movers.len() >= 4, "{movers:?}");
    assert!(
        movers.iter().flatten().all(|&m| m < 4),
        "only the table's four seats moved: {movers:?}"
    );
    for bot in 1..4 {
        assert!(
            movers.contains(&Some(bot)),
            "bot seat {bot} played: {movers:?}"
        );
    }
}

#[test]
fn the_balance_lab_fits_its_bots_to_the_rulesets_seats() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    let name = h.state().catalog.find(GAME).unwrap().info().name.clone();
    click(&mut h, &format!("Balance lab {name}"));
    h.run_steps(3);
    assert_eq!(h.state().lab.settings.bots.len(), 4, "standard seats four");
    h.state_mut().lab.settings.ruleset = "openspiel".into();
    h.run_steps(3);
    assert_eq!(h.state().lab.settings.bots.len(), 2, "openspiel seats two");
}

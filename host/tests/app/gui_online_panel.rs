//! The online panel of a match hosted from the app: every invite (each remote seat's and the
//! spectators') is shown masked, never as text (a screen share or screenshot must not give a
//! seat away), with a Copy button that puts the whole ticket on the clipboard.

use crate::common;

use common::gui::{click, harness, run_until};
use egui_kittest::kittest::Queryable;
use game_host::gui::table::SeatKind;
use game_host::net::service::State;
use std::time::Duration;

const WAIT: Duration = Duration::from_secs(60);

/// The invites once hosting is ready: the seats' and the spectators'.
fn invites(
    h: &mut egui_kittest::Harness<'_, game_host::gui::app::HostApp>,
) -> Option<(Vec<String>, String)> {
    let table = h.state_mut().table()?;
    let service = table.controller.online.as_ref()?.service.as_ref()?;
    match service.state() {
        State::Ready {
            seats, spectators, ..
        } => Some((
            seats.iter().map(|(_, t)| t.clone()).collect(),
            spectators.clone(),
        )),
        State::Failed(e) => panic!("hosting failed: {e}"),
        State::Starting => None,
    }
}

/// Clicks the button labelled `label` and returns what that frame put on the clipboard.
fn copied(
    h: &mut egui_kittest::Harness<'_, game_host::gui::app::HostApp>,
    label: &str,
) -> Vec<String> {
    h.get_by_label(label).scroll_to_me();
    h.run_steps(2);
    h.get_by_label(label).click();
    h.step();
    h.output()
        .platform_output
        .commands
        .iter()
        .filter_map(|c| match c {
            egui::OutputCommand::CopyText(t) => Some(t.clone()),
            _ => None,
        })
        .collect()
}

#[test]
fn invites_are_masked_and_copied_whole_and_the_spectators_one_is_offered() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    // Home → the game's standard rules → a remote seat on a LAN → Host online match.
    let name = h
        .state()
        .catalog
        .find("tic-tac-toe")
        .unwrap()
        .info()
        .name
        .clone();
    let standard = game_host::content::rulesets(
        &common::workspace_root(),
        &crate::common::bundled_mods(&common::workspace_root()),
        "tic-tac-toe",
    )
    .into_iter()
    .find(|r| r.id == "standard")
    .unwrap();
    click(&mut h, &format!("Play {name} {}", standard.name));
    h.state_mut().form.seats[1] = SeatKind::Remote;
    h.state_mut().form.lan_only = true;
    h.run_steps(2);
    click(&mut h, "Host online match");
    assert!(
        run_until(&mut h, WAIT, |h| invites(h).is_some()),
        "hosting never became ready"
    );
    let (seats, spectators) = invites(&mut h).unwrap();
    assert_eq!(seats.len(), 1);
    h.run_steps(2);
    // No label or hover shows any part of a ticket that identifies it.
    for ticket in seats.iter().chain([&spectators]) {
        let tail = &ticket[ticket.len() - 16..];
        assert!(
            h.query_by_label_contains(tail).is_none(),
            "a ticket is shown on screen"
        );
    }
    assert_eq!(
        h.query_all_by_label_contains("characters, hidden").count(),
        2,
        "the seat's invite and the spectators', masked"
    );
    assert_eq!(
        copied(&mut h, "Copy the invite for spectators"),
        vec![spectators],
        "Copy puts the spectators' whole ticket on the clipboard"
    );
    let seat = h.state_mut().table().unwrap().controller.seat_name(1);
    assert_eq!(
        copied(&mut h, &format!("Copy the invite for {seat}")),
        vec![seats[0].clone()],
        "Copy puts the seat's whole ticket on the clipboard"
    );
}

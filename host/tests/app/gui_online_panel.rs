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

/// Home → tic-tac-toe's standard rules → O a remote seat on a LAN → Host online match; waits
/// for the invites and returns them (the seats', the spectators').
fn host_tic_tac_toe_online(
    h: &mut egui_kittest::Harness<'_, game_host::gui::app::HostApp>,
) -> (Vec<String>, String) {
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
    click(h, &format!("Play {name} {}", standard.name));
    h.state_mut().form.seats[1] = SeatKind::Remote;
    h.state_mut().form.lan_only = true;
    h.run_steps(2);
    click(h, "Host online match");
    assert!(
        run_until(h, WAIT, |h| invites(h).is_some()),
        "hosting never became ready"
    );
    invites(h).unwrap()
}

#[test]
fn invites_are_masked_and_copied_whole_and_the_spectators_one_is_offered() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    let (seats, spectators) = host_tic_tac_toe_online(&mut h);
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

/// Whether the host's table shows `seat` connected.
fn connected(h: &mut egui_kittest::Harness<'_, game_host::gui::app::HostApp>, seat: u8) -> bool {
    h.state_mut()
        .table()
        .and_then(|t| t.controller.online.as_ref())
        .is_some_and(|o| o.hosting.presence(seat) == game_host::net::table::Presence::Connected)
}

#[test]
fn new_invite_in_the_panel_revokes_a_seen_ticket_disconnects_its_holder_and_is_kept_for_a_resume() {
    use common::online::Proc;
    use game_host::net::host_keys::{self, HostKeys};
    use game_host::net::ticket::Ticket;
    let data = tempfile::tempdir().unwrap();
    let thief_device = tempfile::tempdir().unwrap();
    let friend_device = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    let (seats, spectators) = host_tic_tac_toe_online(&mut h);
    let old = seats[0].clone();
    // Whoever saw the ticket (a screen share, a chat) took the seat.
    let thief = Proc::join_from("thief", &old, thief_device.path());
    assert!(
        run_until(&mut h, WAIT, |h| connected(h, 1)),
        "the thief never got in"
    );
    thief.until("view");
    let seat = h.state_mut().table().unwrap().controller.seat_name(1);
    h.run_steps(2);
    click(&mut h, &format!("New invite for {seat}"));
    h.run_steps(2);
    // Nothing happens before the host confirms: the question says what it will do.
    assert_eq!(invites(&mut h).unwrap().0, seats);
    assert!(
        h.query_by_label_contains("is disconnected if connected")
            .is_some(),
        "the confirmation says the holder is disconnected"
    );
    click(&mut h, "Replace");
    h.run_steps(2);
    let (new_seats, same_spectators) = invites(&mut h).unwrap();
    let new = new_seats[0].clone();
    assert_ne!(new, old, "the seat has a new invite");
    assert_eq!(
        same_spectators, spectators,
        "the spectators' invite is untouched"
    );
    let message = h.state_mut().table().unwrap().controller.message.clone();
    assert!(
        message
            .as_deref()
            .is_some_and(|m| m.contains("New invite for")),
        "{message:?}"
    );
    let closed = thief.until("closed");
    assert!(
        closed["reason"].as_str().unwrap().contains("new invite"),
        "{closed}"
    );
    assert_eq!(thief.exit_code(), Some(1), "closed on purpose: no redial");
    // The keys beside the autosave hold the new invite (a resumed match re-issues it).
    let autosave = h
        .state_mut()
        .table()
        .unwrap()
        .controller
        .autosave
        .clone()
        .unwrap();
    let kept = HostKeys::read(&host_keys::path_for(&autosave)).unwrap();
    assert_eq!(kept.seats[1], Some(Ticket::parse(&new).unwrap().token));
    // The old ticket admits no one, even from the device that held the seat; the new one
    // admits the friend it is sent to.
    let again = Proc::join_from("thief again", &old, thief_device.path());
    assert_eq!(again.exit_code(), Some(1));
    let mut friend = Proc::join_from("friend", &new, friend_device.path());
    assert!(
        run_until(&mut h, WAIT, |h| connected(h, 1)),
        "the friend never got in"
    );
    assert_eq!(friend.until("view")["moves"], 0);
    // The seat is bound to the friend's device in the keys file too (a resumed match still
    // refuses the ticket from another device).
    let kept = HostKeys::read(&host_keys::path_for(&autosave)).unwrap();
    assert!(
        kept.bound.get(1).copied().flatten().is_some(),
        "{:?}",
        kept.bound
    );
    friend.send("quit");
    assert_eq!(friend.exit_code(), Some(0));
    // The spectators' invite is replaced the same way.
    click(&mut h, "New invite for spectators");
    h.run_steps(2);
    click(&mut h, "Replace");
    h.run_steps(2);
    let (_, new_spectators) = invites(&mut h).unwrap();
    assert_ne!(new_spectators, spectators);
    let kept = HostKeys::read(&host_keys::path_for(&autosave)).unwrap();
    assert_eq!(
        kept.spectators,
        Ticket::parse(&new_spectators).unwrap().token
    );
}

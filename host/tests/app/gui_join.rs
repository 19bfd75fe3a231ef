//! Home → Join online match in the real app (egui_kittest, headless): a `game-host host`
//! process on loopback (relays off, bound to 127.0.0.1) hosts; the app joins by pasting the
//! ticket, draws its seat's view, plays by clicking, and never shows what its seat may not see
//! (checked against the host's own match, replayed from its save after every action).

use crate::common;

use common::gui::{click, first_clickable_action, harness, run_until, visible_labels};
use common::online::{LOOPBACK, Proc};
use common::{plugins_dir, workspace_root};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use game_host::gui::app::{AppScreen, HostApp};
use game_host::gui::remote::table::Connection;
use game_host::plugin::Catalog;
use game_host::save::SavedMatch;
use game_host::session::Session;
use game_wire::{View, Viewer};
use std::time::Duration;

const WAIT: Duration = Duration::from_secs(30);

/// Hosts the match with seat 0 played at the host's terminal and seat 1 remote.
fn new_match(hosted: &Hosted) -> Proc {
    let seed = hosted.seed.to_string();
    Proc::on_loopback(
        "host",
        &[
            "host",
            hosted.game,
            "--seats",
            "local,remote",
            "--seed",
            &seed,
            "--save",
            hosted.save.to_str().unwrap(),
        ],
    )
}

/// A hosted match: where it is saved, and how it started (before its first action there is
/// no save yet).
struct Hosted {
    game: &'static str,
    seed: u64,
    save: std::path::PathBuf,
}

impl Hosted {
    /// The host's match as it stands: replayed from the save it writes after every action.
    fn session(&self) -> Session {
        let catalog = Catalog::discover(&[plugins_dir()]);
        if !self.save.exists() {
            let plugin = catalog.require(self.game).unwrap();
            let source = game_host::content::load_ruleset(
                &workspace_root(),
                &crate::common::bundled_mods(&workspace_root()),
                self.game,
                "standard",
            )
            .unwrap();
            return Session::new(plugin, source, game_wire::Start::Seed(self.seed)).unwrap();
        }
        let saved = SavedMatch::read(&self.save).unwrap();
        Session::restore(&catalog, &saved).unwrap()
    }

    fn moves(&self) -> usize {
        if self.save.exists() {
            self.session().actions().len()
        } else {
            0
        }
    }
}

/// Whether a node with this label is on screen (any number of times).
fn shown(h: &Harness<'_, HostApp>, label: &str) -> bool {
    h.query_all_by_label(label).next().is_some()
}

/// Whether a node whose label contains `part` is on screen.
fn shown_containing(h: &Harness<'_, HostApp>, part: &str) -> bool {
    h.query_all_by_label_contains(part).next().is_some()
}

fn remote_view(h: &Harness<'_, HostApp>) -> Option<View> {
    h.state().join.remote.as_ref().and_then(|r| r.view.clone())
}

/// Whether a take-back is asked on the remote table and not answered yet.
fn take_back_pending(h: &Harness<'_, HostApp>) -> bool {
    h.state().join.remote.as_ref().unwrap().take_back.is_some()
}

fn remote_moves(h: &Harness<'_, HostApp>) -> Option<u32> {
    h.state().join.remote.as_ref().map(|r| r.moves)
}

/// Home → Join online match → paste `ticket` → Join, dialing from loopback.
fn paste_and_join(h: &mut Harness<'_, HostApp>, ticket: &str, spectate: bool) {
    if !matches!(h.state().screen, AppScreen::Join) {
        if !matches!(h.state().screen, AppScreen::Home) {
            click(h, "Home");
        }
        click(h, "Join online match");
    }
    h.state_mut().join.bind = Some(LOOPBACK.parse().unwrap());
    h.state_mut().join.ticket.clear();
    h.run_steps(2);
    h.get_by_label("Ticket (starts with gh1):").focus();
    h.run_steps(1);
    h.event(egui::Event::Paste(ticket.to_string()));
    h.run_steps(2);
    assert_eq!(h.state().join.ticket, ticket, "the ticket was pasted");
    if h.state().join.spectate != spectate {
        click(h, "Watch as a spectator");
    }
    click(h, "Join");
}

/// Joins with `ticket` and waits for the first table.
fn join(h: &mut Harness<'_, HostApp>, ticket: &str) {
    paste_and_join(h, ticket, false);
    assert!(
        run_until(h, WAIT, |h| remote_view(h).is_some()),
        "the app joined and received its table: {:?}",
        h.state().join.problem
    );
    assert!(matches!(h.state().screen, AppScreen::Remote));
}

/// A match hosted (seat 0 played at the host's terminal, seat 1 remote) and joined from the app
/// with seat 1's ticket.
struct Joined {
    /// The save's folder and the app's data directory, removed when the test ends.
    _dirs: (tempfile::TempDir, tempfile::TempDir),
    hosted: Hosted,
    host: Proc,
    seats: Vec<String>,
    h: Harness<'static, HostApp>,
}

/// Hosts `game` from `seed`, waits for the host's first table, and joins it from the app.
fn host_and_join(game: &'static str, seed: u64) -> Joined {
    let dir = tempfile::tempdir().unwrap();
    let data = tempfile::tempdir().unwrap();
    let hosted = Hosted {
        game,
        seed,
        save: dir.path().join("match.json"),
    };
    let host = new_match(&hosted);
    let (seats, _) = host.tickets();
    host.until("view");
    let mut h = harness(data.path());
    join(&mut h, &seats[0]);
    Joined {
        _dirs: (dir, data),
        hosted,
        host,
        seats,
        h,
    }
}

/// The host's local seat plays its first legal action while it is to move; returns how many.
fn host_plays_while_to_move(host: &mut Proc, hosted: &Hosted) -> usize {
    let mut played = 0;
    loop {
        let mut session = hosted.session();
        let view = session.view(Viewer::Seat(0)).unwrap();
        if view.status.to_move() != Some(0) {
            return played;
        }
        host.send(&view.actions[0].text);
        let before = session.actions().len();
        assert!(
            wait_for(|| hosted.moves() > before),
            "the host applied its own move"
        );
        played += 1;
    }
}

fn wait_for(mut done: impl FnMut() -> bool) -> bool {
    let start = std::time::Instant::now();
    while start.elapsed() < WAIT {
        if done() {
            return true;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    false
}

/// Clicks the path of the first legal action on the remote table (one that is no
/// continuation of a shorter one: those are a right click away), as a player would.
/// After a rejoin or a reconnection (`after`): the table is connected again, shows moves and no
/// loss, and the joiner's click is the host's move 2; then the host plays on.
fn plays_move_two_once_connected(
    h: &mut Harness<'_, HostApp>,
    host: &mut Proc,
    hosted: &Hosted,
    after: &str,
) {
    assert!(
        run_until(h, WAIT, |h| h
            .state()
            .join
            .remote
            .as_ref()
            .unwrap()
            .connection
            == Connection::Connected),
        "connected again after the {after}: {:?}",
        h.state().join.remote.as_ref().unwrap().connection
    );
    assert!(run_until(h, WAIT, |h| remote_view(h)
        .is_some_and(|v| !v.actions.is_empty())));
    h.run_steps(2);
    assert!(!shown(h, "Connection lost"));
    let text = click_first_action(h);
    assert!(
        wait_for(|| hosted.moves() == 2),
        "the host applied `{text}` after the {after}"
    );
    assert!(run_until(h, WAIT, |h| remote_moves(h) == Some(2)));
    host_plays_while_to_move(host, hosted);
}

fn click_first_action(h: &mut Harness<'_, HostApp>) -> String {
    let view = remote_view(h).unwrap();
    let action = first_clickable_action(&view);
    for step in &action.path {
        let label = game_host::gui::table::paint::element_label(&view.scene, step)
            .unwrap_or_else(|| panic!("`{step}` of `{}` is not in the scene", action.text));
        click(h, &label);
    }
    action.text
}

#[test]
fn air_land_sea_joined_from_the_gui_plays_its_seat_and_shows_nothing_hidden_from_it() {
    let Joined {
        _dirs,
        hosted,
        mut host,
        mut h,
        ..
    } = host_and_join("air-land-sea", 5);
    let remote = h.state().join.remote.as_ref().unwrap();
    assert_eq!(remote.seat(), Some(1));
    assert_eq!(remote.connection, Connection::Connected);
    h.get_by_label("Leave the match");
    // The ruleset by the name the host's app shows, not its file name.
    assert!(
        shown(&h, "Standard (Revised Edition)"),
        "the ruleset's display name"
    );

    let mut played = 0;
    for turn in 0..4 {
        host_plays_while_to_move(&mut host, &hosted);
        let mut session = hosted.session();
        let moves = session.actions().len() as u32;
        assert!(
            run_until(&mut h, WAIT, |h| remote_moves(h) == Some(moves)),
            "turn {turn}: the app has the table after move {moves}"
        );
        h.run_steps(3);
        let mut seat1 = session.view(Viewer::Seat(1)).unwrap();
        // As the joiner reads it: the game's text in their language.
        game_host::i18n::game::localize_view("air-land-sea", &mut seat1);
        assert_eq!(
            remote_view(&h).unwrap(),
            seat1,
            "turn {turn}: the app shows exactly the host's view for seat 1"
        );
        // What seat 0 sees and seat 1 may not (its hand): nothing of it is drawn.
        let mut seat0 = session.view(Viewer::Seat(0)).unwrap();
        game_host::i18n::game::localize_view("air-land-sea", &mut seat0);
        let theirs = visible_labels(&seat0.scene);
        let mine = visible_labels(&seat1.scene);
        let hidden: Vec<&String> = theirs.difference(&mine).collect();
        assert!(
            !hidden.is_empty(),
            "seat 0 holds secrets (else this proves nothing)"
        );
        for label in hidden {
            assert!(
                !shown(&h, label),
                "turn {turn}: `{label}` is on screen, but it is hidden from seat 1"
            );
        }
        for label in &mine {
            assert!(shown(&h, label), "turn {turn}: seat 1's `{label}` is drawn");
        }
        if seat1.status.is_over() {
            break;
        }
        if seat1.status.to_move() == Some(1) {
            // The status line says who is to move; then a click path plays a legal action.
            assert!(shown_containing(&h, "You are to move"));
            let text = click_first_action(&mut h);
            played += 1;
            assert!(
                wait_for(|| hosted.moves() as u32 > moves),
                "turn {turn}: the host applied `{text}` clicked in the app"
            );
            assert!(
                run_until(&mut h, WAIT, |h| remote_moves(h) > Some(moves)),
                "turn {turn}: the app received the table after its move"
            );
            let log = &h.state().join.remote.as_ref().unwrap().log;
            assert!(
                log.iter().any(|l| !l.note && l.mover == Some(1)),
                "its move is in the log: {log:?}"
            );
        } else {
            assert!(shown_containing(&h, "Waiting for"));
        }
    }
    assert!(played >= 2, "the app played {played} moves by clicking");
}

#[test]
fn a_bad_ticket_a_wrong_token_and_a_spectators_ticket_are_explained() {
    let dir = tempfile::tempdir().unwrap();
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());

    paste_and_join(&mut h, "hello there", false);
    assert!(shown(&h, "That is not a valid ticket"));
    assert!(shown_containing(&h, "starts with `gh1`"));

    let host = new_match(&Hosted {
        game: "tic-tac-toe",
        seed: 3,
        save: dir.path().join("m.json"),
    });
    let (seats, spectators) = host.tickets();
    let damaged = &seats[0][..seats[0].len() - 7];
    paste_and_join(&mut h, damaged, false);
    assert!(shown_containing(&h, "copy it again, whole"));

    // The host's address with a token of nobody's: the host refuses, with its reason.
    let mut wrong = game_host::net::ticket::Ticket::parse(&seats[0]).unwrap();
    wrong.token = game_host::net::protocol::Token([9; 16]);
    paste_and_join(&mut h, &wrong.to_text(), false);
    assert!(
        run_until(&mut h, WAIT, |h| h.state().join.problem.is_some()),
        "the refusal arrives"
    );
    assert!(shown(&h, "The host did not let you in"));
    assert!(
        shown_containing(&h, "does not admit anyone"),
        "{:?}",
        h.state().join.problem
    );
    assert!(h.state().join.remote.is_none());

    paste_and_join(&mut h, &spectators, false);
    assert!(run_until(&mut h, WAIT, |h| h
        .state()
        .join
        .problem
        .is_some()));
    assert!(shown(&h, "This is a spectators' ticket"));

    // Ticked, it watches: the spectator's view, no seat.
    paste_and_join(&mut h, &spectators, true);
    assert!(run_until(&mut h, WAIT, |h| remote_view(h).is_some()));
    assert_eq!(h.state().join.remote.as_ref().unwrap().seat(), None);
    assert!(shown_containing(&h, "you are watching"));
}

#[test]
fn a_dropped_connection_shows_rejoin_and_rejoining_plays_on() {
    let Joined {
        _dirs,
        hosted,
        mut host,
        seats,
        mut h,
    } = host_and_join("tic-tac-toe", 8);
    host_plays_while_to_move(&mut host, &hosted);
    assert!(run_until(&mut h, WAIT, |h| remote_moves(h) == Some(1)));

    // The host goes away: the app says so and offers to rejoin.
    host.quit();
    assert!(
        run_until(&mut h, WAIT, |h| matches!(
            h.state().join.remote.as_ref().unwrap().connection,
            Connection::Lost(_)
        )),
        "the loss is noticed"
    );
    h.run_steps(2);
    assert!(shown(&h, "Connection lost"));

    // Back with the same tickets (its save and keys); Rejoin takes the seat again.
    let mut host = Proc::on_loopback("host", &["host", "--resume", hosted.save.to_str().unwrap()]);
    let (again, _) = host.tickets();
    assert_eq!(again, seats);
    host.until("view");
    click(&mut h, "Rejoin");
    plays_move_two_once_connected(&mut h, &mut host, &hosted, "rejoin");
}

#[test]
fn a_lost_connection_is_dialed_again_by_itself_and_the_match_plays_on() {
    let Joined {
        _dirs,
        hosted,
        host,
        seats,
        mut h,
    } = host_and_join("tic-tac-toe", 9);
    let mut host = host;
    host_plays_while_to_move(&mut host, &hosted);
    assert!(run_until(&mut h, WAIT, |h| remote_moves(h) == Some(1)));

    // The host's machine goes down (no close): the app notices within the idle timeout and
    // dials again by itself, saying when.
    host.kill_hard();
    assert!(
        run_until(&mut h, WAIT, |h| matches!(
            h.state().join.remote.as_ref().unwrap().connection,
            Connection::Redialing { .. }
        )),
        "the loss is noticed: {:?}",
        h.state().join.remote.as_ref().unwrap().connection
    );
    h.run_steps(2);
    assert!(shown(&h, "Connection lost"));
    assert!(shown_containing(&h, "Connecting again in"));
    assert!(h.query_by_label("Rejoin").is_none(), "no button needed");

    // The host comes back with the same tickets: the app is back at the table by itself.
    let mut host = Proc::on_loopback("host", &["host", "--resume", hosted.save.to_str().unwrap()]);
    let (again, _) = host.tickets();
    assert_eq!(again, seats);
    host.until("view");
    plays_move_two_once_connected(&mut h, &mut host, &hosted, "reconnection");
}

#[test]
fn take_backs_by_agreement_from_the_remote_table() {
    let Joined {
        _dirs,
        hosted,
        mut host,
        mut h,
        ..
    } = host_and_join("tic-tac-toe", 4);
    // Nothing of the joiner's to take back yet.
    let undo_enabled =
        |h: &Harness<'_, HostApp>| !h.get_by_label("Undo").accesskit_node().is_disabled();
    assert!(!undo_enabled(&h));
    host_plays_while_to_move(&mut host, &hosted);
    assert!(run_until(&mut h, WAIT, |h| remote_view(h)
        .is_some_and(|v| !v.actions.is_empty())));
    assert!(
        !undo_enabled(&h),
        "the host's move is not the joiner's to take back"
    );
    click_first_action(&mut h);
    assert!(run_until(&mut h, WAIT, |h| remote_moves(h) == Some(2)));
    assert!(undo_enabled(&h));

    // The joiner asks; the host's player agrees; the move leaves the table and the log.
    click(&mut h, "Undo");
    assert!(run_until(&mut h, WAIT, |h| take_back_pending(h)));
    assert!(shown_containing(&h, "Waiting for X to answer"));
    host.send("accept");
    assert!(
        run_until(&mut h, WAIT, |h| remote_moves(h) == Some(1)),
        "the move was taken back"
    );
    assert!(wait_for(|| hosted.moves() == 1));
    let log = &h.state().join.remote.as_ref().unwrap().log;
    assert_eq!(log.iter().filter(|l| !l.note).count(), 1, "{log:?}");
    assert!(log.iter().any(|l| l.text.contains("agreed")), "{log:?}");

    // The joiner plays again; the host's player asks; the joiner declines, then accepts.
    click_first_action(&mut h);
    assert!(run_until(&mut h, WAIT, |h| remote_moves(h) == Some(2)));
    host_plays_while_to_move(&mut host, &hosted);
    assert!(run_until(&mut h, WAIT, |h| remote_moves(h) == Some(3)));
    host.send("takeback");
    assert!(run_until(&mut h, WAIT, |h| shown(h, "Accept")));
    assert!(shown(&h, "X asks to take back their last move"));
    click(&mut h, "Decline");
    assert!(run_until(&mut h, WAIT, |h| !take_back_pending(h)));
    assert_eq!(hosted.moves(), 3, "declined: nothing taken back");
    host.send("takeback");
    assert!(run_until(&mut h, WAIT, |h| shown(h, "Accept")));
    click(&mut h, "Accept");
    assert!(run_until(&mut h, WAIT, |h| remote_moves(h) == Some(2)));
    assert!(wait_for(|| hosted.moves() == 2));
}

#[test]
fn the_turn_timer_counts_down_on_the_remote_table() {
    let dir = tempfile::tempdir().unwrap();
    let data = tempfile::tempdir().unwrap();
    let save = dir.path().join("match.json");
    let mut host = Proc::on_loopback(
        "host",
        &[
            "host",
            "tic-tac-toe",
            "--seats",
            "local,remote",
            "--seed",
            "6",
            "--turn-timer",
            "60",
            "--save",
            save.to_str().unwrap(),
        ],
    );
    let (seats, _) = host.tickets();
    let view = host.until("view");
    let mut h = harness(data.path());
    join(&mut h, &seats[0]);
    // The host's seat is to move: its time is shown.
    assert!(run_until(&mut h, WAIT, |h| shown_containing(
        h,
        "Turn timer: X has"
    )));
    let first = view["actions"][0]["text"].as_str().unwrap().to_string();
    host.send(&first);
    assert!(run_until(&mut h, WAIT, |h| shown_containing(
        h,
        "Turn timer: You have"
    )));
    let (seat, left) = h.state().join.remote.as_ref().unwrap().time_left().unwrap();
    assert_eq!(seat, 1);
    assert!(left.as_secs() > 50 && left.as_secs() <= 60, "{left:?}");
}

#[test]
fn a_reload_at_the_host_shows_a_notice_and_the_new_table() {
    let content = tempfile::tempdir().unwrap();
    for sub in ["rulesets/tic-tac-toe", "scripts/tic-tac-toe"] {
        common::copy_dir(&workspace_root().join(sub), &content.path().join(sub));
    }
    let data = tempfile::tempdir().unwrap();
    let host = Proc::on_loopback(
        "host",
        &[
            "host",
            "tic-tac-toe",
            "--seats",
            "local,remote",
            "--watch",
            "--content",
            content.path().to_str().unwrap(),
        ],
    );
    let (seats, _) = host.tickets();
    host.until("view");
    let mut h = harness(data.path());
    join(&mut h, &seats[0]);
    let cells = |h: &Harness<'_, HostApp>| remote_view(h).map(|v| v.scene.boards[0].cells.len());
    assert_eq!(cells(&h), Some(9));
    let file = content.path().join("rulesets/tic-tac-toe/standard.toml");
    let text = std::fs::read_to_string(&file).unwrap();
    std::fs::write(&file, text.replace("size = 3", "size = 4")).unwrap();
    assert!(
        run_until(&mut h, WAIT, |h| cells(h) == Some(16)),
        "the new table arrived"
    );
    assert!(shown(&h, "The host reloaded the rules"));
    click(&mut h, "OK");
    assert!(!shown(&h, "The host reloaded the rules"));
    let log = &h.state().join.remote.as_ref().unwrap().log;
    assert!(
        log.iter()
            .any(|l| l.text.starts_with("The host reloaded the rules")),
        "{log:?}"
    );
}

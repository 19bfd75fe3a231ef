//! Hosting from the GUI's table controller (no window): a seat is a "Remote player", the
//! controller opens the endpoint in the background, and the existing joiner client plays that
//! seat on loopback with relays off. Every table the joiner receives is its own seat's view
//! with nothing hidden from it; take-backs by agreement both ways; the turn timer has the bot
//! play for a seat whose time ran out. A match started from the app's new-match form, with the
//! app watching its content root from the start, announces a hot reload of its ruleset to the
//! remote seat, which plays on under the new rules.

use crate::common;

use common::copy_dir;
use common::online::{face_up_keys, names, runtime};
use game_host::gui::app::{HostApp, Prefs};
use game_host::gui::new_match::NewMatchForm;
use game_host::gui::table::{Controller, OnlineOptions};
use game_host::gui::toasts::Toasts;
use game_host::net::endpoint::Relay;
use game_host::net::join_side::{self, Inbox, Outbox};
use game_host::net::protocol::{Role, TakeBackOutcome, ToSeat};
use game_host::net::service::{State, Wake};
use game_host::net::table::Presence;
use game_host::net::ticket::Ticket;
use game_host::plugin::Catalog;
use game_host::reload::ReloadConfig;
use game_host::seats::{SeatKind, Seating};
use game_host::session::Session;
use game_wire::{Start, View, Viewer};
use std::collections::BTreeSet;
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

const WAIT: Duration = Duration::from_secs(30);

fn hosted(game: &str, seats: Vec<SeatKind>, turn_secs: Option<u32>) -> (Catalog, Controller) {
    let catalog = Catalog::discover(&[common::plugins_dir()]);
    let plugin = catalog.require(game).unwrap().clone();
    let source = game_host::content::load_ruleset(
        &common::workspace_root(),
        &crate::common::bundled_mods(&common::workspace_root()),
        game,
        "standard",
    )
    .unwrap();
    let session = Session::new(&plugin, source, Start::Seed(5)).unwrap();
    let mut c = Controller::new(session, Seating::new(seats, false, 3));
    c.online_options = OnlineOptions {
        relay: Relay::None,
        bind: Some("127.0.0.1:0".parse().unwrap()),
        turn_secs,
    };
    c.bot_delay_ms = 0;
    (catalog, c)
}

/// The remote seat's end of the match, and every frame it received.
struct Joiner {
    rt: tokio::runtime::Runtime,
    inbox: Inbox,
    outbox: Outbox,
    received: Vec<ToSeat>,
}

impl Joiner {
    /// Drives the controller (as the app's `logic` does every frame) and reads the joiner's
    /// frames until one satisfies `done`; returns it.
    fn until(
        &mut self,
        c: &mut Controller,
        toasts: &mut Toasts,
        what: &str,
        done: impl Fn(&ToSeat, &Controller) -> bool,
    ) -> ToSeat {
        let wake: Wake = Arc::new(|| {});
        let start = Instant::now();
        loop {
            assert!(start.elapsed() < WAIT, "no frame: {what}");
            c.drive_online(Arc::clone(&wake), toasts);
            c.drive_bots(|| {}, toasts);
            let got = self.rt.block_on(async {
                tokio::time::timeout(Duration::from_millis(20), self.inbox.next()).await
            });
            let Ok(message) = got else { continue };
            let message = message.unwrap();
            if let ToSeat::Ping { nonce } = message {
                self.rt.block_on(self.outbox.pong(nonce)).unwrap();
                continue;
            }
            self.received.push(message.clone());
            if done(&message, c) {
                return message;
            }
        }
    }

    /// Reads frames until a take-back ends (`what` it is waited for); returns that frame.
    fn take_back_ended(&mut self, c: &mut Controller, toasts: &mut Toasts, what: &str) -> ToSeat {
        self.until(c, toasts, what, |m, _| {
            matches!(m, ToSeat::TakeBackEnded { .. })
        })
    }

    /// Waits for the table of the controller's current position and checks it is the seat's
    /// own view with nothing hidden from it.
    fn table_now(&mut self, c: &mut Controller, toasts: &mut Toasts, seat: u8) {
        let table = self.own_table(c, toasts, seat);
        assert_no_secrets(c, seat, &ToSeat::Table(table));
    }

    /// Waits for the table of the controller's current position and checks it is the seat's
    /// own view; returns it.
    fn own_table(
        &mut self,
        c: &mut Controller,
        toasts: &mut Toasts,
        seat: u8,
    ) -> Box<game_host::net::protocol::Table> {
        let now = |m: &ToSeat, c: &Controller| matches!(m, ToSeat::Table(t) if t.moves as usize == c.session.actions().len());
        // The table of this position may have come already.
        let last = self
            .received
            .iter()
            .rev()
            .find(|m| matches!(m, ToSeat::Table(_)))
            .filter(|m| now(m, c))
            .cloned();
        let message = match last {
            Some(m) => m,
            None => self.until(c, toasts, "the current table", now),
        };
        let ToSeat::Table(table) = message else {
            unreachable!()
        };
        let own = c.session.view(Viewer::Seat(seat)).unwrap();
        assert_eq!(
            table.view, own,
            "after {} moves the joiner's table is its seat's view",
            table.moves
        );
        table
    }
}

/// Every card face the referee sees that `seat`'s own view does not show.
fn secrets(c: &mut Controller, seat: u8) -> BTreeSet<String> {
    let referee = c.session.view(Viewer::Referee).unwrap();
    let own = c.session.view(Viewer::Seat(seat)).unwrap();
    face_up_keys(&referee.scene)
        .difference(&face_up_keys(&own.scene))
        .cloned()
        .collect()
}

fn assert_no_secrets(c: &mut Controller, seat: u8, message: &ToSeat) {
    let hidden = secrets(c, seat);
    assert!(!hidden.is_empty(), "the check would check nothing");
    let mut value = serde_json::to_value(message).unwrap();
    // The glossary (every card's rules text) and the end-of-battle moment are public.
    if let Some(scene) = value.pointer_mut("/Table/view/scene") {
        scene["glossary"] = serde_json::Value::Null;
        scene["moment"] = serde_json::Value::Null;
    }
    let text = value.to_string();
    for key in hidden {
        assert!(!names(&text, &key), "seat {seat} received {key}: {text}");
    }
}

/// Starts hosting, waits for the invite, and joins the remote seat with it.
fn join(c: &mut Controller, toasts: &mut Toasts, seat: u8) -> Joiner {
    let wake: Wake = Arc::new(|| {});
    let start = Instant::now();
    let ticket = loop {
        assert!(start.elapsed() < WAIT, "the invite never came");
        c.drive_online(Arc::clone(&wake), toasts);
        let online = c.online.as_ref().expect("hosting started");
        match online.service.as_ref().expect("the app's service").state() {
            State::Ready { seats, .. } => {
                break seats.iter().find(|(s, _)| *s == seat).unwrap().1.clone();
            }
            State::Failed(e) => panic!("hosting failed: {e}"),
            State::Starting => std::thread::sleep(Duration::from_millis(20)),
        }
    };
    assert_eq!(c.presence(seat), Some(Presence::Waiting));
    let ticket = Ticket::parse(&ticket).unwrap();
    let rt = runtime();
    // The welcome comes from the match's side: the controller is driven meanwhile, as the
    // app drives it every frame.
    let joining = rt.spawn(async move {
        join_side::join(
            &ticket,
            &Relay::None,
            Some("127.0.0.1:0".parse().unwrap()),
            None,
        )
        .await
    });
    while !joining.is_finished() {
        assert!(start.elapsed() < WAIT, "the joiner was never admitted");
        c.drive_online(Arc::clone(&wake), toasts);
        std::thread::sleep(Duration::from_millis(10));
    }
    let (welcome, remote) = rt.block_on(joining).unwrap().unwrap();
    assert_eq!(welcome.role, Role::Seat(seat));
    let (inbox, outbox) = {
        let _entered = rt.enter();
        remote.split()
    };
    Joiner {
        rt,
        inbox,
        outbox,
        received: Vec::new(),
    }
}

fn to_move(c: &Controller) -> Option<u8> {
    c.view.as_ref().and_then(|v| v.status.to_move())
}

/// The remote seat plays the first legal action of its own table.
fn remote_plays(j: &mut Joiner, c: &mut Controller, toasts: &mut Toasts) {
    j.table_now(c, toasts, 1);
    let ToSeat::Table(table) = j
        .received
        .iter()
        .rev()
        .find(|m| matches!(m, ToSeat::Table(_)))
        .unwrap()
        .clone()
    else {
        unreachable!()
    };
    let action = table.view.actions[0].text.clone();
    remote_acts(j, c, toasts, &action);
}

/// The remote seat sends `action`; waits until the host applied it.
fn remote_acts(j: &mut Joiner, c: &mut Controller, toasts: &mut Toasts, action: &str) {
    let before = c.session.actions().len();
    j.rt.block_on(j.outbox.act(action)).unwrap();
    j.until(c, toasts, "the remote action applied", |m, c| {
        matches!(m, ToSeat::Applied(_)) && c.session.actions().len() > before
    });
}

#[test]
fn a_match_hosted_from_the_controller_is_played_both_ways_with_take_backs_by_agreement() {
    let dir = tempfile::tempdir().unwrap();
    let (_catalog, mut c) = hosted(
        "air-land-sea",
        vec![SeatKind::Human, SeatKind::Remote],
        None,
    );
    let autosave = dir.path().join("auto.json");
    c.autosave = Some(autosave.clone());
    let mut toasts = Toasts::default();
    let mut j = join(&mut c, &mut toasts, 1);
    j.table_now(&mut c, &mut toasts, 1);
    assert_eq!(c.presence(1), Some(Presence::Connected));
    assert!(
        game_host::net::host_keys::path_for(&autosave).exists(),
        "the host keys are kept beside the autosave"
    );

    // A few moves both ways; after each, the joiner's table is its own view.
    let mut local = 0;
    let mut remote = 0;
    while local < 3 || remote < 3 {
        match to_move(&c) {
            Some(0) => {
                assert_eq!(c.remote_to_move(), None);
                let action = c.view.as_ref().unwrap().actions[0].text.clone();
                assert!(c.apply(&action, &mut toasts), "{:?}", c.message);
                local += 1;
            }
            Some(1) => {
                assert_eq!(
                    c.remote_to_move(),
                    Some(1),
                    "the table waits for the remote seat"
                );
                let action = c
                    .view
                    .as_ref()
                    .unwrap()
                    .actions
                    .first()
                    .map(|a| a.text.clone());
                assert_eq!(
                    action, None,
                    "the host's player sees no actions of the remote seat"
                );
                assert!(
                    !c.apply("anything", &mut toasts),
                    "nobody plays for them here"
                );
                remote_plays(&mut j, &mut c, &mut toasts);
                remote += 1;
            }
            other => panic!("the match ended early: {other:?}"),
        }
        j.table_now(&mut c, &mut toasts, 1);
    }
    for message in &j.received {
        if let ToSeat::Applied(shown) = message {
            for line in &shown.log {
                assert!(line.visible_to(Viewer::Seat(1)), "{line:?}");
            }
        }
    }

    // The host's player takes back their move: Undo asks, the remote seat accepts.
    while to_move(&c) != Some(0) {
        remote_plays(&mut j, &mut c, &mut toasts);
    }
    let action = c.view.as_ref().unwrap().actions[0].text.clone();
    assert!(c.apply(&action, &mut toasts));
    let played = c.session.actions().len();
    c.undo(&mut toasts);
    assert_eq!(
        c.session.actions().len(),
        played,
        "nothing goes before the answer"
    );
    let asked = j.until(&mut c, &mut toasts, "the take-back request", |m, _| {
        matches!(m, ToSeat::TakeBackAsked { .. })
    });
    let ToSeat::TakeBackAsked {
        seat, to, count, ..
    } = asked
    else {
        unreachable!()
    };
    assert_eq!((seat, to), (0, 1));
    j.rt.block_on(j.outbox.answer_take_back(true)).unwrap();
    let ended = j.take_back_ended(&mut c, &mut toasts, "the take-back's outcome");
    assert!(matches!(
        ended,
        ToSeat::TakeBackEnded {
            seat: 0,
            outcome: TakeBackOutcome::Accepted
        }
    ));
    assert_eq!(c.session.actions().len(), played - count as usize);
    j.table_now(&mut c, &mut toasts, 1);
    assert_eq!(to_move(&c), Some(0), "the host's player decides again");

    // The remote seat asks for its move back; the host's player declines.
    let action = c.view.as_ref().unwrap().actions[0].text.clone();
    assert!(c.apply(&action, &mut toasts));
    while to_move(&c) != Some(1) {
        let action = c.view.as_ref().unwrap().actions[0].text.clone();
        assert!(c.apply(&action, &mut toasts));
    }
    remote_plays(&mut j, &mut c, &mut toasts);
    let played = c.session.actions().len();
    j.rt.block_on(j.outbox.take_back()).unwrap();
    j.until(
        &mut c,
        &mut toasts,
        "the request seen by the host",
        |m, c| matches!(m, ToSeat::TakeBackAsked { .. }) && c.take_back.is_some(),
    );
    let offer = c.take_back.clone().unwrap();
    assert_eq!(offer.requester, 1);
    assert!(!offer.what.is_empty(), "the move is named");
    c.answer_take_back(false, &mut toasts);
    let ended = j.take_back_ended(&mut c, &mut toasts, "the decline");
    assert!(matches!(
        ended,
        ToSeat::TakeBackEnded {
            seat: 1,
            outcome: TakeBackOutcome::Declined
        }
    ));
    assert_eq!(
        c.session.actions().len(),
        played,
        "declined: nothing changed"
    );
    assert!(c.take_back.is_none());
    assert!(
        c.log.iter().any(|l| l.text.contains("declined")),
        "the log says so"
    );

    // An answer with no request open is refused at once.
    let refused = {
        j.rt.block_on(j.outbox.answer_take_back(true)).unwrap();
        j.until(&mut c, &mut toasts, "a refused answer", |m, _| {
            matches!(m, ToSeat::Refused { .. })
        })
    };
    assert!(
        matches!(&refused, ToSeat::Refused { input, .. } if input == "accept"),
        "{refused:?}"
    );

    // The joiner leaves: the host's panel says so.
    j.rt.block_on(j.outbox.leave());
    let start = Instant::now();
    while !matches!(c.presence(1), Some(Presence::Left(_))) {
        assert!(start.elapsed() < WAIT, "the leave was never seen");
        c.drive_online(Arc::new(|| {}), &mut toasts);
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn a_remote_take_back_across_a_battle_s_end_is_refused_with_the_reason() {
    let (_catalog, mut c) = hosted(
        "air-land-sea",
        vec![SeatKind::Human, SeatKind::Remote],
        None,
    );
    let mut toasts = Toasts::default();
    let mut j = join(&mut c, &mut toasts, 1);
    while to_move(&c) == Some(0) {
        let action = c.view.as_ref().unwrap().actions[0].text.clone();
        assert!(c.apply(&action, &mut toasts), "{:?}", c.message);
    }
    // The remote player withdraws: the battle ends, every face-down card is shown and the
    // next hands are dealt. Then they ask for the move back, to play on knowing all that.
    remote_acts(&mut j, &mut c, &mut toasts, "withdraw");
    let played = c.session.actions().len();
    j.rt.block_on(j.outbox.take_back()).unwrap();
    let refused = j.until(&mut c, &mut toasts, "the refusal", |m, _| {
        matches!(m, ToSeat::Refused { .. })
    });
    let ToSeat::Refused { reason, .. } = refused else {
        unreachable!()
    };
    assert!(reason.contains("`withdraw`"), "{reason}");
    assert!(reason.contains("hidden"), "{reason}");
    assert!(c.take_back.is_none(), "the host's player is not even asked");
    assert_eq!(c.session.actions().len(), played);
}

/// Tic-tac-toe hosted with a 1 s turn timer and a remote seat nobody has joined: hosting has
/// started and the host's player has played b2.
fn timed_match_after_b2() -> (Catalog, Controller, Toasts) {
    let (catalog, mut c) = hosted(
        "tic-tac-toe",
        vec![SeatKind::Human, SeatKind::Remote],
        Some(1),
    );
    let mut toasts = Toasts::default();
    let start = Instant::now();
    while c.online.is_none() || to_move(&c) == Some(0) {
        assert!(start.elapsed() < WAIT, "hosting never started");
        c.drive_online(Arc::new(|| {}), &mut toasts);
        if to_move(&c) == Some(0) {
            assert!(c.apply("b2", &mut toasts), "{:?}", c.message);
        }
    }
    (catalog, c, toasts)
}

#[test]
fn a_remote_seat_s_clock_starts_when_its_player_first_connects() {
    let (_catalog, mut c, mut toasts) = timed_match_after_b2();
    // The friend has not joined yet. Their 1 s turn does not run: the bot must not play all of
    // a friend's turns before they join.
    let start = Instant::now();
    while start.elapsed() < Duration::from_millis(1600) {
        c.drive_online(Arc::new(|| {}), &mut toasts);
        c.drive_bots(|| {}, &mut toasts);
        std::thread::sleep(Duration::from_millis(20));
    }
    assert_eq!(
        c.session.actions().len(),
        1,
        "no bot played for the absent seat"
    );
    assert_eq!(c.clock(), None, "nothing is timed before the seat connects");
    // They join: their clock starts now, with the whole turn.
    let _j = join(&mut c, &mut toasts, 1);
    let clock = c.clock().expect("timed from the connection on");
    assert_eq!(clock.seat, 1);
    assert!(clock.remaining_ms > 500, "{clock:?}");
}

#[test]
fn the_host_may_start_an_absent_seat_s_clock_and_the_bot_plays_its_turn() {
    let (_catalog, mut c, mut toasts) = timed_match_after_b2();
    assert!(c.online.as_ref().unwrap().hosting.clock_waits());
    assert_eq!(c.clock(), None);
    c.start_clocks();
    assert!(
        c.log.iter().any(|l| l.text.starts_with("Turn timer:")),
        "{:?}",
        c.log
    );
    assert_eq!(c.clock().map(|k| k.seat), Some(1), "timed from now on");
    // Nobody joins: the 1 s runs out and the bot plays seat 1's turn.
    let start = Instant::now();
    while c.session.actions().len() < 2 {
        assert!(
            start.elapsed() < WAIT,
            "the bot never played the absent seat's turn"
        );
        c.drive_online(Arc::new(|| {}), &mut toasts);
        c.drive_bots(|| {}, &mut toasts);
        std::thread::sleep(Duration::from_millis(20));
    }
    assert_eq!(c.session.movers()[1], Some(1));
    c.start_clocks();
    assert_eq!(
        c.message
            .as_deref()
            .map(game_wire::text::english_of)
            .as_deref(),
        Some("the clocks are already running")
    );
}

#[test]
fn when_the_turn_timer_runs_out_a_bot_plays_for_the_seat() {
    let (_catalog, mut c) = hosted(
        "tic-tac-toe",
        vec![SeatKind::Human, SeatKind::Remote],
        Some(1),
    );
    let mut toasts = Toasts::default();
    let mut j = join(&mut c, &mut toasts, 1);
    // The host's player moves at once whenever it is their turn; the remote seat never does,
    // so its turn runs out (1 s) and the bot plays it.
    let start = Instant::now();
    let mut timed_out_at = None;
    loop {
        assert!(start.elapsed() < WAIT, "no time-out: {:?}", j.received);
        if to_move(&c) == Some(0) && c.thinking.is_none() {
            let action = c.view.as_ref().unwrap().actions[0].text.clone();
            assert!(c.apply(&action, &mut toasts), "{:?}", c.message);
        }
        let message = j.until(&mut c, &mut toasts, "a frame", |_, _| true);
        match message {
            ToSeat::TimedOut { seat: 1 } => timed_out_at = Some(c.session.actions().len()),
            ToSeat::Table(t) if !t.view.status.is_over() => {
                let clock = t.clock.expect("the time left is in every table");
                assert_eq!(clock.turn_secs, 1);
                assert!(clock.remaining_ms <= 1000, "{clock:?}");
                assert_eq!(Some(clock.seat), t.view.status.to_move());
                if let Some(at) = timed_out_at
                    && t.moves as usize == at + 1
                {
                    break;
                }
            }
            _ => {}
        }
    }
    let at = timed_out_at.unwrap();
    assert_eq!(
        c.session.movers()[at],
        Some(1),
        "the bot played seat 1's turn"
    );
    assert!(
        c.log
            .iter()
            .any(|l| game_wire::text::english_of(&l.text) == "time ran out: a bot played for O"),
        "{:?}",
        c.log
    );
    if !c.session.status().unwrap().is_over() {
        assert!(c.clock().is_some(), "the next turn is timed again");
    }
}

/// The table on the app's screen: its controller.
fn controller(app: &mut HostApp) -> &mut Controller {
    &mut app.table().expect("the app shows a table").controller
}

/// How many cells the board has, and the names of those with a mark.
fn board(view: &View) -> (usize, Vec<String>) {
    let cells = &view.scene.boards[0].cells;
    let marked = cells
        .iter()
        .filter(|c| c.piece.is_some())
        .map(|c| c.name.clone())
        .collect();
    (cells.len(), marked)
}

/// The app without a window on the content root `content`, watching it for reloads from its
/// start (as `gui::run` does), with a match of tic-tac-toe's standard rules started from the
/// new-match form: seat 1 is a remote player, hosted on loopback without relays.
fn app_hosting_tic_tac_toe(content: &Path) -> HostApp {
    let catalog = Catalog::discover(&[common::plugins_dir()]);
    let mut app = HostApp::new(catalog, Some(content.to_path_buf()), None, Prefs::default());
    // Each step of the rules answers within the frame, however loaded the machine.
    app.rules_patience = std::time::Duration::from_secs(300);
    app.start_reloading(ReloadConfig::default(), || {});
    app.form = NewMatchForm::for_game(&app.catalog, "tic-tac-toe", "standard");
    app.form.seats = vec![SeatKind::Human, SeatKind::Remote];
    app.form.seed = "5".into();
    app.form.hand_over = false;
    app.form.lan_only = true;
    app.start_match();
    assert!(app.table().is_some(), "no match started: {:?}", app.toasts);
    let c = controller(&mut app);
    assert_eq!(c.online_options.relay, Relay::None, "LAN only: no relays");
    // The form leaves the address to the system; the tests keep every socket on loopback.
    c.online_options.bind = Some("127.0.0.1:0".parse().unwrap());
    c.bot_delay_ms = 0;
    app
}

#[test]
fn a_hot_reload_in_the_app_is_announced_to_the_remote_seat_which_plays_on_under_the_new_rules() {
    let content = tempfile::tempdir().unwrap();
    for sub in ["rulesets/tic-tac-toe", "scripts/tic-tac-toe"] {
        copy_dir(
            &common::workspace_root().join(sub),
            &content.path().join(sub),
        );
    }
    let mut app = app_hosting_tic_tac_toe(content.path());
    let mut toasts = Toasts::default();
    let mut j = join(controller(&mut app), &mut toasts, 1);

    // A few moves both ways on the 3×3 board, until the remote seat is to move.
    while {
        let c = controller(&mut app);
        c.session.actions().len() < 3 || to_move(c) != Some(1)
    } {
        let c = controller(&mut app);
        match to_move(c) {
            Some(0) => {
                let action = c.view.as_ref().unwrap().actions[0].text.clone();
                assert!(c.apply(&action, &mut toasts), "{:?}", c.message);
            }
            Some(1) => {
                let table = j.own_table(c, &mut toasts, 1);
                let action = table.view.actions[0].text.clone();
                remote_acts(&mut j, c, &mut toasts, &action);
            }
            other => panic!("the match ended early: {other:?}"),
        }
    }
    let c = controller(&mut app);
    let played = c.session.actions().to_vec();
    let old = j.own_table(c, &mut toasts, 1);
    let (cells, marked) = board(&old.view);
    assert_eq!(cells, 9);
    assert_eq!(marked.len(), played.len());
    assert!(
        !old.view.actions.iter().any(|a| a.text == "d4"),
        "a 3×3 board has no d4"
    );

    // The ruleset is edited on disk: a 4×4 board.
    let file = content.path().join("rulesets/tic-tac-toe/standard.toml");
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.contains("size = 3"), "{text}");
    std::fs::write(&file, text.replace("size = 3", "size = 4")).unwrap();

    // The app takes it in its frame logic (`poll_reloads`, then the table's online side).
    let ctx = egui::Context::default();
    let start = Instant::now();
    let reloaded = |app: &mut HostApp| {
        controller(app)
            .log
            .iter()
            .any(|l| l.text.starts_with("Rules reloaded"))
    };
    while !reloaded(&mut app) {
        if start.elapsed() > WAIT {
            let log = controller(&mut app).log.clone();
            panic!(
                "the app never took the reload: {:?}; the table's log {log:?}",
                app.toasts
            );
        }
        app.logic(&ctx);
        std::thread::sleep(Duration::from_millis(20));
    }
    let c = controller(&mut app);
    assert_eq!(c.session.actions(), &played[..], "the match is kept");
    assert_eq!(
        board(c.view.as_ref().unwrap()).0,
        16,
        "the host's table shows the new board"
    );

    // (a) The remote seat is told, then gets its new table.
    let announced = j.until(c, &mut toasts, "the reload announcement", |m, _| {
        matches!(m, ToSeat::Reloaded { .. })
    });
    let ToSeat::Reloaded { message } = announced else {
        unreachable!()
    };
    // The app's message: its English here, each player's language at their table.
    let message = game_wire::text::english_of(&message);
    assert!(
        message.starts_with("Rules reloaded") && message.contains("standard.toml"),
        "{message}"
    );
    assert!(
        !j.received
            .iter()
            .any(|m| matches!(m, ToSeat::Table(t) if board(&t.view).0 != 9)),
        "no table of the new rules came before the announcement"
    );
    let new = j.until(c, &mut toasts, "the table after the reload", |m, _| {
        matches!(m, ToSeat::Table(_))
    });
    let ToSeat::Table(new) = new else {
        unreachable!()
    };
    // (b) The same match goes on: the same moves, the same marks, the same seat to move.
    assert_eq!(new.moves as usize, played.len());
    assert_eq!(new.view, c.session.view(Viewer::Seat(1)).unwrap());
    assert_eq!(board(&new.view), (16, marked.clone()));
    assert_eq!(new.view.status.to_move(), Some(1));
    assert_eq!(to_move(c), Some(1));

    // (c) The remote seat plays a cell only the new board has.
    assert!(
        new.view.actions.iter().any(|a| a.text == "d4"),
        "{:?}",
        new.view.actions
    );
    remote_acts(&mut j, c, &mut toasts, "d4");
    assert_eq!(c.session.actions().len(), played.len() + 1);
    assert_eq!(c.session.actions().last().map(String::as_str), Some("d4"));
    let after = j.own_table(c, &mut toasts, 1);
    let (cells, now_marked) = board(&after.view);
    assert_eq!(cells, 16);
    assert!(now_marked.contains(&"d4".to_string()), "{now_marked:?}");
    assert_eq!(now_marked.len(), marked.len() + 1);
    assert_eq!(to_move(c), Some(0), "the host's player is to move again");
}

/// An online match is one table in two languages: the host sends each seat the game's own
/// text (messages with their English), and each side shows it in its player's language.
#[test]
fn each_player_of_an_online_match_reads_the_table_in_their_own_language() {
    let root = common::workspace_root();
    game_host::i18n::game::register_all(
        &root,
        &crate::common::bundled_mods(&root),
        &["air-land-sea".to_string()],
    );
    let (_catalog, mut c) = hosted(
        "air-land-sea",
        vec![SeatKind::Human, SeatKind::Remote],
        None,
    );
    let mut toasts = Toasts::default();
    let mut j = join(&mut c, &mut toasts, 1);
    let table = j.own_table(&mut c, &mut toasts, 1);
    // What crossed the network is the plugin's own text: messages, not a language.
    let titles =
        |v: &View| -> Vec<String> { v.scene.zones.iter().map(|z| z.title.clone()).collect() };
    assert!(
        titles(&table.view)
            .iter()
            .any(|t| game_wire::text::has_message(t)),
        "the frame carries the game's messages"
    );
    // The joiner reads it in Indonesian, the host's player in English.
    game_host::i18n::set_thread_language(Some("id"));
    let mut joiner = table.view.clone();
    game_host::i18n::game::localize_view("air-land-sea", &mut joiner);
    game_host::i18n::set_thread_language(Some("en"));
    c.refresh().unwrap();
    let host = c.view.clone().unwrap();
    game_host::i18n::set_thread_language(None);
    assert!(
        titles(&joiner).contains(&"Tangan Selatan".to_string()),
        "{:?}",
        titles(&joiner)
    );
    assert!(
        titles(&host).contains(&"South's hand".to_string()),
        "{:?}",
        titles(&host)
    );
    assert!(
        titles(&joiner)
            .iter()
            .all(|t| !game_wire::text::has_message(t))
    );
}

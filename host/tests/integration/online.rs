//! Online play on loopback (relays off, every socket bound to 127.0.0.1): `game-host host` and
//! `game-host join` as a user runs them, and hostile peers speaking the protocol directly.

use crate::common;

use common::online::{
    LINE_TIMEOUT, LOOPBACK, Proc, admission, face_up_keys, hello, kicked, loopback, names, raw,
    runtime,
};
use common::{copy_dir, workspace_root};
use game_host::net::endpoint::Relay;
use game_host::net::frames;
use game_host::net::join_side;
use game_host::net::protocol::{Admission, ToHost, ToSeat, VERSION};
use game_host::net::ticket::Ticket;
use serde_json::Value;
use std::process::Command;
use std::time::Duration;

fn texts(view: &Value) -> Vec<String> {
    view["actions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["text"].as_str().unwrap().to_string())
        .collect()
}

/// A varied, reproducible pick among the legal actions.
fn pick(actions: &[String], state: &mut u64) -> String {
    *state = state
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    actions[(*state >> 33) as usize % actions.len()].clone()
}

/// Plays both sides until the match is over: each process's view with actions is answered with
/// a pick. Returns the last views of host and joiner.
/// Joins with `ticket` in this process and plays the seat at random (from `seed`) to the end of
/// the match, keeping every frame it receives but pings: the seats named by the welcome, and
/// the frames in order. A refused action fails the test.
fn remote_plays_to_the_end(ticket: &Ticket, seed: u64) -> (Vec<String>, Vec<ToSeat>) {
    runtime().block_on(async {
        let (welcome, remote) = join_side::join(ticket, &Relay::None, loopback(), None)
            .await
            .unwrap();
        let (mut inbox, mut outbox) = remote.split();
        let mut received = Vec::new();
        let mut state = seed;
        loop {
            let message = tokio::time::timeout(LINE_TIMEOUT, inbox.next())
                .await
                .expect("a frame within the timeout")
                .unwrap();
            if let ToSeat::Ping { nonce } = message {
                outbox.pong(nonce).await.unwrap();
                continue;
            }
            let over = matches!(&message, ToSeat::Table(t) if t.view.status.is_over());
            if let ToSeat::Table(table) = &message
                && !table.view.actions.is_empty()
            {
                let actions: Vec<String> =
                    table.view.actions.iter().map(|a| a.text.clone()).collect();
                outbox.act(&pick(&actions, &mut state)).await.unwrap();
            }
            assert!(
                !matches!(message, ToSeat::Refused { .. }),
                "a legal action was refused: {message:?}"
            );
            received.push(message);
            if over {
                outbox.leave().await;
                return (welcome.info.seats.clone(), received);
            }
        }
    })
}

fn play_out(host: &mut Proc, joiner: &mut Proc, seed: u64) -> (Value, Value) {
    let mut state = seed;
    let (mut host_last, mut join_last) = (Value::Null, Value::Null);
    for _ in 0..400 {
        if host_last["status"]["Over"].is_object() && join_last["status"]["Over"].is_object() {
            return (host_last, join_last);
        }
        // Whoever has something to play plays; the other one waits for its next view.
        for proc in [&mut *host, &mut *joiner] {
            let last = if proc.name == "host" {
                &mut host_last
            } else {
                &mut join_last
            };
            while let Ok(line) = proc.lines.recv_timeout(Duration::from_millis(20)) {
                assert_ne!(line["type"], "error", "{}: {line}", proc.name);
                assert_ne!(line["type"], "closed", "{}: {line}", proc.name);
                if line["type"] == "view" {
                    *last = line;
                    let actions = texts(last);
                    if !actions.is_empty() {
                        let choice = pick(&actions, &mut state);
                        proc.send(&choice);
                    }
                }
            }
        }
    }
    panic!("no end: host {host_last}, joiner {join_last}");
}

#[test]
fn a_whole_tic_tac_toe_match_host_against_joiner() {
    let mut host = Proc::host("tic-tac-toe", "local,remote", 3, &[]);
    let (seats, spectators) = host.tickets();
    assert_eq!(seats.len(), 1);
    assert_ne!(seats[0], spectators);
    let mut joiner = Proc::join("joiner", &seats[0], &[]);
    let welcome = joiner.until("welcome");
    assert_eq!(welcome["viewer"], serde_json::json!({"Seat": 1}));
    assert_eq!(welcome["game"], "tic-tac-toe");
    let (host_last, join_last) = play_out(&mut host, &mut joiner, 3);
    // Both ends agree on how the match ended and on the number of moves.
    assert_eq!(host_last["status"], join_last["status"]);
    assert_eq!(host_last["moves"], join_last["moves"]);
    assert!(join_last["moves"].as_u64().unwrap() >= 5);
    assert_eq!(joiner.exit_code(), Some(0));
    assert_eq!(host.exit_code(), Some(0));
}

/// Runs `join` to its end and returns its exit code and stderr.
fn join_refused(ticket: &str) -> (Option<i32>, String) {
    let mut cmd = Command::new(common::game_host_bin());
    cmd.args([
        "join", ticket, "--json", "--relay", "none", "--bind", LOOPBACK,
    ])
    .current_dir(workspace_root());
    let out = common::output_within(cmd, 60);
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// `join` with `RUST_LOG` (or `-v`) says each step of the connection, iroh's included, and
/// never the ticket; without, it says only the refusal.
#[test]
fn join_says_its_connection_steps_when_asked_and_never_the_ticket() {
    let mut host = Proc::host("tic-tac-toe", "local,remote", 16, &[]);
    let (seats, _) = host.tickets();
    let mut ticket = Ticket::parse(&seats[0]).unwrap();
    ticket.token.0[0] ^= 1;
    let text = ticket.to_text();
    let run = |env: Option<(&str, &str)>, verbose: bool| {
        let mut cmd = Command::new(common::game_host_bin());
        cmd.args([
            "join", &text, "--json", "--relay", "none", "--bind", LOOPBACK,
        ])
        .current_dir(workspace_root())
        .env_remove("RUST_LOG");
        if verbose {
            cmd.arg("-v");
        }
        if let Some((k, v)) = env {
            cmd.env(k, v);
        }
        let out = common::output_within(cmd, 60);
        String::from_utf8_lossy(&out.stderr).into_owned()
    };
    let debug = run(Some(("RUST_LOG", "debug")), false);
    for step in [
        "dialing the host",
        "connected to the host",
        "the host refused",
    ] {
        assert!(debug.contains(step), "{step} missing:\n{debug}");
    }
    assert!(
        debug.contains("iroh"),
        "iroh's own steps are captured:\n{debug}"
    );
    assert!(!debug.contains(&text), "the ticket is never logged");
    let verbose = run(None, true);
    assert!(verbose.contains("dialing the host"), "{verbose}");
    assert!(
        !verbose.contains("iroh::"),
        "-v is the host's steps, not iroh's debug"
    );
    let plain = run(None, false);
    assert!(!plain.contains("dialing the host"), "{plain}");
    assert!(plain.contains("does not admit anyone"), "{plain}");
    host.send("quit");
    assert_eq!(host.exit_code(), Some(0));
}

#[test]
fn a_wrong_token_and_a_second_connection_for_a_seat_are_refused() {
    let mut host = Proc::host("tic-tac-toe", "local,remote", 5, &[]);
    let (seats, _) = host.tickets();
    let mut ticket = Ticket::parse(&seats[0]).unwrap();
    ticket.token.0[0] ^= 1;
    let (code, stderr) = join_refused(&ticket.to_text());
    assert_eq!(code, Some(1));
    assert!(stderr.contains("does not admit anyone"), "{stderr}");

    let mut first = Proc::join("first", &seats[0], &[]);
    first.until("welcome");
    first.until("view");
    let (code, stderr) = join_refused(&seats[0]);
    assert_eq!(code, Some(1));
    // A second `join` at once on this machine cannot use the key kept for the ticket (it is
    // locked), so it is another device to the host: the seat is its first player's.
    assert!(stderr.contains("played from another device"), "{stderr}");

    // The first joiner still plays its seat: the host moves, the joiner answers.
    let host_view = host.until("view");
    host.send(&texts(&host_view)[0]);
    let view = loop {
        let view = first.until("view");
        if !texts(&view).is_empty() {
            break view;
        }
    };
    first.send(&texts(&view)[0]);
    let applied = first.until("applied");
    assert_eq!(applied["status"]["ToMove"]["seat"], 0, "{applied}");
    assert_eq!(first.until("view")["moves"], 2);
    // The host's table has the joiner's move too.
    while host.until("view")["moves"] != 2 {}
    first.send("quit");
    assert_eq!(first.exit_code(), Some(0));
    host.send("quit");
    assert_eq!(host.exit_code(), Some(0));
}

#[test]
fn garbage_oversize_and_flooding_peers_are_disconnected_and_the_match_goes_on() {
    let mut host = Proc::host("tic-tac-toe", "local,remote", 9, &[]);
    let (seats, spectators) = host.tickets();
    let seat = Ticket::parse(&seats[0]).unwrap();
    let watch = Ticket::parse(&spectators).unwrap();
    // The host plays its first move, so the match has something to keep.
    let view = host.until("view");
    host.send(&texts(&view)[0]);
    host.until("applied");
    let rt = runtime();
    rt.block_on(async {
        // Garbage where the hello should be.
        let (ep, _conn, mut send, mut recv) = raw(&seat).await;
        frames::write(&mut send, &[0, 0, 0, 3, 0xff, 0xff, 0xff])
            .await
            .unwrap();
        match admission(&mut recv).await {
            Admission::Denied { reason, version } => {
                assert!(reason.contains("bad hello"), "{reason}");
                assert_eq!(version, VERSION);
            }
            Admission::Welcome(_) => panic!("garbage was admitted"),
        }
        ep.close().await;

        // Admitted, then a frame that does not decode (as a spectator: a seat is bound to the
        // key of its first player, and the real player joins it below).
        let (ep, conn, mut send, mut recv) = raw(&watch).await;
        hello(&mut send, &watch).await;
        assert!(matches!(admission(&mut recv).await, Admission::Welcome(_)));
        frames::write(&mut send, &[0, 0, 0, 2, 0xee, 0xee])
            .await
            .unwrap();
        let reason = kicked(&conn, &mut recv).await;
        assert!(reason.contains("did not decode"), "{reason}");
        ep.close().await;

        // Admitted, then a length over the limit (no body needed: it is refused at once).
        let (ep, conn, mut send, mut recv) = raw(&watch).await;
        hello(&mut send, &watch).await;
        assert!(matches!(admission(&mut recv).await, Admission::Welcome(_)));
        frames::write(&mut send, &(64u32 << 20).to_be_bytes())
            .await
            .unwrap();
        let reason = kicked(&conn, &mut recv).await;
        assert!(reason.contains("over the limit"), "{reason}");
        ep.close().await;

        // A spectator flooding actions: refused one by one, then disconnected.
        let (ep, conn, mut send, mut recv) = raw(&watch).await;
        hello(&mut send, &watch).await;
        assert!(matches!(admission(&mut recv).await, Admission::Welcome(_)));
        let act = frames::encode(&ToHost::Act {
            text: "play".into(),
        })
        .unwrap();
        for _ in 0..1000 {
            if frames::write(&mut send, &act).await.is_err() {
                break;
            }
        }
        let reason = kicked(&conn, &mut recv).await;
        assert!(reason.contains("actions at once"), "{reason}");
        ep.close().await;
    });
    // The host told its terminal, and the match is where it was: the real player joins and
    // gets the table after the host's one move.
    let mut joiner = Proc::join("joiner", &seats[0], &[]);
    let view = joiner.until("view");
    assert_eq!(view["moves"], 1);
    joiner.send(&texts(&view)[0]);
    assert_eq!(joiner.until("view")["moves"], 2);
    joiner.send("quit");
    assert_eq!(joiner.exit_code(), Some(0));
    host.send("quit");
    assert_eq!(host.exit_code(), Some(0));
}

/// The host's local seat plays its first legal action, a joiner comes in with `ticket` and
/// answers with its first; returns the joiner once it has seen both moves.
fn first_moves(host: &mut Proc, ticket: &str) -> Proc {
    let view = host.until("view");
    host.send(&texts(&view)[0]);
    let mut joiner = Proc::join("joiner", ticket, &[]);
    let view = loop {
        let view = joiner.until("view");
        if !texts(&view).is_empty() {
            break view;
        }
    };
    joiner.send(&texts(&view)[0]);
    assert_eq!(joiner.until("view")["moves"], 2);
    joiner
}

#[test]
fn a_killed_joiner_rejoins_with_its_ticket_and_finishes_the_match() {
    let mut host = Proc::host("tic-tac-toe", "local,remote", 21, &[]);
    let (seats, _) = host.tickets();
    let joiner = first_moves(&mut host, &seats[0]);
    // Killed: no goodbye reaches the host.
    joiner.kill_hard();
    let mut again = Proc::join("joiner", &seats[0], &[]);
    let welcome = again.until("welcome");
    assert_eq!(welcome["viewer"], serde_json::json!({"Seat": 1}));
    assert_eq!(again.until("view")["moves"], 2);
    let (host_last, join_last) = play_out(&mut host, &mut again, 21);
    assert_eq!(host_last["status"], join_last["status"]);
    assert_eq!(again.exit_code(), Some(0));
    assert_eq!(host.exit_code(), Some(0));
}

/// A tic-tac-toe host (seat 1 remote) saving to `file` in a directory of its own: the
/// directory, the save's path and its text for `--save`/`--resume`, and the host.
fn saved_host(file: &str, seed: u64) -> (tempfile::TempDir, std::path::PathBuf, String, Proc) {
    let dir = tempfile::tempdir().unwrap();
    let save = dir.path().join(file);
    let save_arg = save.to_str().unwrap().to_string();
    let host = Proc::host("tic-tac-toe", "local,remote", seed, &["--save", &save_arg]);
    (dir, save, save_arg, host)
}

#[test]
fn a_host_restarted_from_its_save_gives_the_same_tickets_and_the_joiner_plays_on() {
    let (dir, save, save_arg, mut host) = saved_host("online.json", 33);
    let (seats, spectators) = host.tickets();
    let joiner = first_moves(&mut host, &seats[0]);
    while host.until("view")["moves"] != 2 {}
    // The host machine goes down: no goodbye, the save and its keys stay.
    host.kill_hard();
    drop(joiner);
    let keys = std::fs::read_to_string(dir.path().join("online.json.host-keys")).unwrap();
    let record = std::fs::read_to_string(&save).unwrap();
    assert!(
        !record.contains("secret"),
        "the shareable save holds no key"
    );
    assert!(keys.contains("secret"));

    let mut host = Proc::on_loopback("host", &["host", "--resume", &save_arg]);
    let (seats_again, spectators_again) = host.tickets();
    assert_eq!(seats_again, seats, "the same invites");
    assert_eq!(spectators_again, spectators);
    let view = host.until("view");
    assert_eq!(view["moves"], 2, "the match as it was");
    let mut again = Proc::join("joiner", &seats[0], &[]);
    assert_eq!(
        again.until("welcome")["viewer"],
        serde_json::json!({"Seat": 1})
    );
    assert_eq!(again.until("view")["moves"], 2);
    host.send(&texts(&view)[0]);
    let (host_last, join_last) = play_out(&mut host, &mut again, 33);
    assert_eq!(host_last["status"], join_last["status"]);
    assert_eq!(again.exit_code(), Some(0));
    assert_eq!(host.exit_code(), Some(0));
}

#[test]
fn a_host_killed_before_the_first_move_resumes_with_the_invites_it_gave() {
    let (_dir, _save, save_arg, host) = saved_host("early.json", 34);
    let (seats, spectators) = host.tickets();
    // Down before anyone moved (the invites are already sent).
    host.kill_hard();
    let mut host = Proc::on_loopback("host", &["host", "--resume", &save_arg]);
    let (seats_again, spectators_again) = host.tickets();
    assert_eq!(seats_again, seats, "the same invites");
    assert_eq!(spectators_again, spectators);
    assert_eq!(host.until("view")["moves"], 0);
    let mut joiner = Proc::join("joiner", &seats[0], &[]);
    assert_eq!(joiner.until("view")["moves"], 0);
    joiner.send("quit");
    assert_eq!(joiner.exit_code(), Some(0));
    host.send("quit");
    assert_eq!(host.exit_code(), Some(0));
}

#[test]
fn a_joiner_notices_a_dead_host_and_reconnects_by_itself_when_it_is_resumed() {
    let (_dir, _save, save_arg, mut host) = saved_host("back.json", 35);
    let (seats, _) = host.tickets();
    let mut joiner = first_moves(&mut host, &seats[0]);
    while host.until("view")["moves"] != 2 {}
    // The host machine goes down without a goodbye.
    host.kill_hard();
    let killed = std::time::Instant::now();
    let closed = joiner.until("closed");
    let noticed = killed.elapsed();
    eprintln!("the joiner noticed the dead host after {noticed:?}: {closed}");
    assert!(
        closed["reason"]
            .as_str()
            .unwrap()
            .contains("stopped answering"),
        "{closed}"
    );
    // 5 s of silence (limits::IDLE_TIMEOUT), with slack for a loaded machine.
    assert!(
        noticed < Duration::from_secs(12),
        "noticed after {noticed:?}"
    );
    assert_eq!(joiner.until("connection")["text"], "reconnecting in 1 s");
    // The host comes back from its save with the same tickets; the same joiner process finds
    // it and plays on.
    let mut host = Proc::on_loopback("host", &["host", "--resume", &save_arg]);
    let (again, _) = host.tickets();
    assert_eq!(again, seats);
    let reconnected = loop {
        let line = joiner.next();
        if line["type"] == "connection" && line["text"] == "reconnected" {
            break line;
        }
    };
    assert_eq!(reconnected["text"], "reconnected");
    let view = host.until("view");
    assert_eq!(view["moves"], 2);
    assert_eq!(joiner.until("view")["moves"], 2);
    host.send(&texts(&view)[0]);
    let (host_last, join_last) = play_out(&mut host, &mut joiner, 35);
    assert_eq!(host_last["status"], join_last["status"]);
    assert_eq!(joiner.exit_code(), Some(0));
    assert_eq!(host.exit_code(), Some(0));
}

#[test]
fn resuming_without_the_keys_says_where_they_should_be() {
    let dir = tempfile::tempdir().unwrap();
    let save = dir.path().join("m.json");
    let out = Command::new(common::game_host_bin())
        .args([
            "host",
            "--resume",
            save.to_str().unwrap(),
            "--relay",
            "none",
        ])
        .current_dir(workspace_root())
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("m.json"), "{err}");
}

#[test]
fn every_frame_an_air_land_sea_seat_receives_is_its_own_view_and_names_nothing_of_the_other_hand() {
    use game_host::plugin::Catalog;
    use game_host::save::SavedMatch;
    use game_host::session::Session;
    use game_wire::Viewer;
    use game_wire::scene::CardFace;

    let dir = tempfile::tempdir().unwrap();
    let save = dir.path().join("match.json");
    let save_arg = save.to_str().unwrap().to_string();
    let host = Proc::host(
        "air-land-sea",
        "bot:random,remote",
        17,
        &["--save", &save_arg],
    );
    let (seats, _) = host.tickets();
    let ticket = Ticket::parse(&seats[0]).unwrap();
    // The remote seat is played here, so every frame it receives is decoded and kept.
    let (_, received) = remote_plays_to_the_end(&ticket, 17);
    drop(host);

    // Replay the host's save and compare every frame with what the plugin shows seat 1.
    let catalog = Catalog::discover(&[common::plugins_dir()]);
    let saved = SavedMatch::read(&save).unwrap();
    assert!(saved.finished);
    let plugin = catalog.require("air-land-sea").unwrap();
    let mut session = Session::new(plugin, saved.ruleset.clone(), saved.start.clone()).unwrap();
    // What seat 1 may not know after k moves: every card the referee sees face up that seat 1's
    // own view does not show face up (seat 0's hand and face-down cards, the deck).
    let mut seat_views = Vec::new();
    let mut secrets: Vec<std::collections::BTreeSet<String>> = Vec::new();
    let mut hands_checked = 0;
    for k in 0..=saved.actions.len() {
        let seat = session.view(Viewer::Seat(1)).unwrap();
        let referee = session.view(Viewer::Referee).unwrap();
        let hidden: std::collections::BTreeSet<String> = face_up_keys(&referee.scene)
            .difference(&face_up_keys(&seat.scene))
            .cloned()
            .collect();
        let other_hand = referee
            .scene
            .zones
            .iter()
            .filter(|z| z.owner == Some(0) && z.kind == game_wire::scene::ZoneKind::Hand)
            .flat_map(|z| z.cards.iter())
            .filter(|c| matches!(c.face, CardFace::Front { .. }))
            .count();
        if other_hand > 0 {
            hands_checked += 1;
        }
        secrets.push(hidden);
        seat_views.push(seat);
        if let Some(action) = saved.actions.get(k) {
            session.apply(action).unwrap();
        }
    }
    assert!(
        hands_checked > 0,
        "the referee never showed seat 0's hand: the check would check nothing"
    );
    let mut tables = 0;
    let mut moves = 0usize;
    for message in &received {
        match message {
            ToSeat::Table(table) => {
                moves = table.moves as usize;
                assert_eq!(
                    table.view, seat_views[moves],
                    "the table after {moves} moves"
                );
                tables += 1;
            }
            ToSeat::Applied(shown) => {
                moves += 1;
                for line in &shown.log {
                    assert!(line.visible_to(Viewer::Seat(1)), "{line:?}");
                }
            }
            _ => {}
        }
        // What the frame says, less the glossary (every card's rules text, public) and the
        // end-of-battle moment (the previous battle's cards, public once revealed).
        let mut value = serde_json::to_value(message).unwrap();
        if let Some(scene) = value.pointer_mut("/Table/view/scene") {
            scene["glossary"] = Value::Null;
            scene["moment"] = Value::Null;
        }
        let text = value.to_string();
        // An applied action is checked against what stays hidden on both sides of it (a card
        // played face up was a secret before and is public after).
        let hidden: Vec<&String> = match message {
            ToSeat::Applied(_) => secrets[moves - 1].intersection(&secrets[moves]).collect(),
            _ => secrets[moves].iter().collect(),
        };
        for key in hidden {
            assert!(
                !names(&text, key),
                "after {moves} moves seat 1 received {key}, hidden from it: {text}"
            );
        }
    }
    // One table on joining, then one after every action.
    let applied = received
        .iter()
        .filter(|m| matches!(m, ToSeat::Applied(_)))
        .count();
    assert_eq!(tables, applied + 1);
    assert_eq!(moves, saved.actions.len());
}

#[test]
fn twenty_spectators_watch_a_match_to_its_end() {
    let mut host = Proc::host("tic-tac-toe", "local,remote", 33, &[]);
    let (seats, spectators) = host.tickets();
    let first_view = host.until("view");
    let watch = Ticket::parse(&spectators).unwrap();
    let rt = runtime();
    // Twenty in this process (each its own endpoint and connection), one through the command.
    let watchers: Vec<_> = (0..20)
        .map(|_| {
            let watch = watch.clone();
            rt.spawn(async move {
                let (welcome, remote) = join_side::join(&watch, &Relay::None, loopback(), None)
                    .await
                    .unwrap();
                assert_eq!(welcome.role, game_host::net::protocol::Role::Spectator);
                let (mut inbox, mut outbox) = remote.split();
                let mut tables = 0;
                loop {
                    match tokio::time::timeout(LINE_TIMEOUT, inbox.next())
                        .await
                        .expect("a frame within the timeout")
                        .unwrap()
                    {
                        ToSeat::Ping { nonce } => outbox.pong(nonce).await.unwrap(),
                        ToSeat::Table(table) => {
                            tables += 1;
                            // A spectator is never offered actions.
                            assert!(table.view.actions.is_empty());
                            if table.view.status.is_over() {
                                outbox.leave().await;
                                return (tables, table.moves);
                            }
                        }
                        _ => {}
                    }
                }
            })
        })
        .collect();
    let cli = Proc::join("spectator", &spectators, &["--spectate"]);
    assert_eq!(cli.until("welcome")["viewer"], "Spectator");
    // Every spectator is in before the first move.
    for _ in 0..21 {
        let peer = host.until("peer");
        assert!(
            peer["message"].as_str().unwrap().contains("spectator"),
            "{peer}"
        );
    }
    // The seat's ticket is not a spectator's, and a spectator's is not a seat's.
    let (code, stderr) = join_refused(&spectators);
    assert_eq!(code, Some(1));
    assert!(stderr.contains("--spectate"), "{stderr}");
    host.send(&texts(&first_view)[0]);
    let mut joiner = Proc::join("joiner", &seats[0], &[]);
    let (host_last, _) = play_out(&mut host, &mut joiner, 33);
    let moves = host_last["moves"].as_u64().unwrap() as u32;
    for watcher in watchers {
        let (tables, last) = rt.block_on(watcher).unwrap();
        assert_eq!(last, moves);
        assert_eq!(tables, moves + 1, "one table on joining, one per move");
    }
    assert_eq!(cli.until("view")["moves"], 0);
    let last = loop {
        let view = cli.until("view");
        if view["status"]["Over"].is_object() {
            break view;
        }
    };
    assert_eq!(last["status"], host_last["status"]);
    assert_eq!(cli.exit_code(), Some(0));
}

/// Every bundled game played to its end by a host bot against a remote seat, and the numbers
/// README's "Online" rows come from: the time from a remote action to its `Applied` frame on
/// loopback (p50/p95) and the bytes of a seat's table frame.
/// Bounds are loose (a loaded CI machine); run with `--nocapture` to read the numbers.
#[test]
fn every_game_ends_through_the_network_with_its_latency_and_view_size() {
    let rt = runtime();
    // Every bundled game, found by its rulesets, at the table its standard rules seat: the
    // remote player in seat 1, random bots in the others.
    let catalog = game_host::plugin::Catalog::discover(&[common::plugins_dir()]);
    let root = common::workspace_root();
    let mut games: Vec<(String, String)> = Vec::new();
    for dir in std::fs::read_dir(root.join("rulesets")).unwrap().flatten() {
        let game = dir.file_name().to_string_lossy().into_owned();
        let Some(plugin) = catalog.find(&game) else {
            continue;
        };
        let source = game_host::content::load_ruleset(
            &root,
            &common::bundled_mods(&root),
            &game,
            "standard",
        )
        .unwrap();
        let n = plugin.compile(&source).unwrap().seats().len();
        let mut seats = vec!["bot:random"; n];
        seats[1] = "remote";
        games.push((game, seats.join(",")));
    }
    games.sort();
    assert!(games.len() >= 5, "{games:?}");
    assert!(
        games.iter().any(|(_, s)| s.matches(',').count() >= 3),
        "a table of four: {games:?}"
    );
    for (game, seats) in &games {
        let game = game.as_str();
        let host = Proc::host(game, seats, 5, &[]);
        let (seats, _) = host.tickets();
        let ticket = Ticket::parse(&seats[0]).unwrap();
        let (mut latencies, sizes) = rt.block_on(async {
            let (_, remote) = join_side::join(&ticket, &Relay::None, loopback(), None)
                .await
                .unwrap();
            let (mut inbox, mut outbox) = remote.split();
            let (mut latencies, mut sizes) = (Vec::new(), Vec::new());
            let mut sent: Option<std::time::Instant> = None;
            let mut state = 5u64;
            let mut ended = false;
            // Every bundled game ends well within this many remote actions at random play.
            while latencies.len() < 1000 {
                let message = tokio::time::timeout(LINE_TIMEOUT, inbox.next())
                    .await
                    .expect("a frame within the timeout")
                    .unwrap();
                match &message {
                    ToSeat::Ping { nonce } => outbox.pong(*nonce).await.unwrap(),
                    ToSeat::Applied(_) => {
                        if let Some(at) = sent.take() {
                            latencies.push(at.elapsed());
                        }
                    }
                    ToSeat::Table(table) => {
                        sizes.push(frames::encode(&message).unwrap().len());
                        if table.view.status.is_over() {
                            ended = true;
                            break;
                        }
                        if !table.view.actions.is_empty() {
                            let actions: Vec<String> =
                                table.view.actions.iter().map(|a| a.text.clone()).collect();
                            sent = Some(std::time::Instant::now());
                            outbox.act(&pick(&actions, &mut state)).await.unwrap();
                        }
                    }
                    ToSeat::Refused { .. } => panic!("{game}: {message:?}"),
                    _ => {}
                }
            }
            outbox.leave().await;
            assert!(ended, "{game}: played to its end through the network");
            (latencies, sizes)
        });
        drop(host);
        latencies.sort();
        let at = |q: f64| latencies[((latencies.len() - 1) as f64 * q) as usize];
        let (p50, p95) = (at(0.5), at(0.95));
        let mean = sizes.iter().sum::<usize>() / sizes.len();
        let max = sizes.iter().copied().max().unwrap_or(0);
        println!(
            "{game}: {} remote actions, applied after p50 {p50:?} p95 {p95:?}; table frame mean {mean} B, max {max} B",
            latencies.len()
        );
        assert!(p95 < Duration::from_secs(1), "{game}: p95 {p95:?}");
        assert!(max < game_host::net::limits::MAX_FRAME_TO_SEAT as usize / 4);
    }
}

#[test]
fn a_hot_reload_on_the_host_is_announced_to_the_remote_seat_with_its_new_table() {
    let content = tempfile::tempdir().unwrap();
    for sub in ["rulesets/tic-tac-toe", "scripts/tic-tac-toe"] {
        copy_dir(&workspace_root().join(sub), &content.path().join(sub));
    }
    let root = content.path().to_str().unwrap().to_string();
    let mut host = Proc::host(
        "tic-tac-toe",
        "local,remote",
        41,
        &["--watch", "--content", &root],
    );
    let (seats, _) = host.tickets();
    let mut joiner = Proc::join("joiner", &seats[0], &[]);
    let cells = |view: &Value| {
        view["scene"]["boards"][0]["cells"]
            .as_array()
            .unwrap()
            .len()
    };
    assert_eq!(cells(&joiner.until("view")), 9);
    let file = content.path().join("rulesets/tic-tac-toe/standard.toml");
    let text = std::fs::read_to_string(&file).unwrap();
    std::fs::write(&file, text.replace("size = 3", "size = 4")).unwrap();
    let reloaded = joiner.until("reloaded");
    assert!(
        reloaded["message"].as_str().unwrap().contains("reloaded"),
        "{reloaded}"
    );
    assert_eq!(cells(&joiner.until("view")), 16);
    assert!(host.until("reloaded")["message"].is_string());
    joiner.send("quit");
    assert_eq!(joiner.exit_code(), Some(0));
    host.send("quit");
    assert_eq!(host.exit_code(), Some(0));
}

#[test]
fn a_silent_peer_is_closed_with_the_number_it_exceeded() {
    let mut host = Proc::host("tic-tac-toe", "local,remote", 43, &[]);
    let (seats, _) = host.tickets();
    let seat = Ticket::parse(&seats[0]).unwrap();
    let reason = runtime().block_on(async {
        // Connected, stream opened, and then nothing: no hello.
        let (ep, conn, mut send, _recv) = raw(&seat).await;
        // A stream is only announced to the host once something is written on it: a frame's
        // first byte, never completed.
        frames::write(&mut send, &[0]).await.unwrap();
        let reason = match tokio::time::timeout(Duration::from_secs(30), conn.closed()).await {
            Ok(iroh::endpoint::ConnectionError::ApplicationClosed(close)) => {
                String::from_utf8_lossy(&close.reason).into_owned()
            }
            other => format!("{other:?}"),
        };
        ep.close().await;
        reason
    });
    assert_eq!(game_wire::text::english_of(&reason), "no hello within 10 s");
    // The seat is still free for its player.
    let mut joiner = Proc::join("joiner", &seats[0], &[]);
    assert_eq!(joiner.until("view")["moves"], 0);
    joiner.send("quit");
    assert_eq!(joiner.exit_code(), Some(0));
    host.send("quit");
    assert_eq!(host.exit_code(), Some(0));
}

#[test]
fn at_a_table_of_four_a_remote_seat_receives_its_own_view_and_no_other_cup() {
    use game_host::plugin::Catalog;
    use game_host::save::SavedMatch;
    use game_host::session::Session;
    use game_wire::Viewer;
    use game_wire::scene::{CardFace, ZoneKind};

    let dir = tempfile::tempdir().unwrap();
    let save = dir.path().join("match.json");
    let save_arg = save.to_str().unwrap().to_string();
    let host = Proc::host(
        "liars-dice",
        "bot:random,remote,bot:random,bot:random",
        11,
        &["--save", &save_arg],
    );
    let (seats, _) = host.tickets();
    assert_eq!(seats.len(), 1, "one remote seat, three bots");
    let ticket = Ticket::parse(&seats[0]).unwrap();
    let (seat_names, received) = remote_plays_to_the_end(&ticket, 11);
    assert_eq!(
        seat_names.len(),
        4,
        "the welcome names the table's four seats"
    );
    drop(host);
    let catalog = Catalog::discover(&[common::plugins_dir()]);
    let saved = SavedMatch::read(&save).unwrap();
    let plugin = catalog.require("liars-dice").unwrap();
    let mut session = Session::new(plugin, saved.ruleset.clone(), saved.start.clone()).unwrap();
    let mut seat_views = Vec::new();
    for k in 0..=saved.actions.len() {
        seat_views.push(session.view(Viewer::Seat(1)).unwrap());
        if let Some(action) = saved.actions.get(k) {
            session.apply(action).unwrap();
        }
    }
    let mut hidden_cups = 0;
    for message in &received {
        let ToSeat::Table(table) = message else {
            continue;
        };
        let moves = table.moves as usize;
        assert_eq!(
            table.view, seat_views[moves],
            "the table after {moves} moves"
        );
        if table.view.status.is_over() {
            continue;
        }
        // The other players' cups: every die blank, however the round went.
        for zone in table
            .view
            .scene
            .zones
            .iter()
            .filter(|z| z.kind == ZoneKind::Hand && z.owner.is_some_and(|o| o != 1))
        {
            for card in &zone.cards {
                assert!(
                    matches!(card.face, CardFace::Die { value: None, .. }),
                    "after {moves} moves seat 1 sees {:?} in {}",
                    card.face,
                    zone.title
                );
                hidden_cups += 1;
            }
        }
    }
    assert!(hidden_cups > 0, "the check saw the other cups");
}

#[test]
fn a_joiner_without_the_games_text_reads_the_table_in_its_own_language_from_the_hosts() {
    let mut host = Proc::host("air-land-sea", "local,remote", 3, &[]);
    let (seats, _) = host.tickets();
    // Another machine: no content at all (no rulesets, no catalogues), Indonesian.
    let empty = tempfile::tempdir().unwrap();
    let data = tempfile::tempdir().unwrap();
    let content = empty.path().to_string_lossy().into_owned();
    let joiner = Proc::start_in(
        "joiner",
        &[
            "--lang",
            "id",
            "--content",
            &content,
            "join",
            &seats[0],
            "--relay",
            "none",
            "--bind",
            LOOPBACK,
        ],
        Some(data.path()),
    );
    let mut lines = Vec::new();
    loop {
        let line = joiner.next();
        let text = line.as_str().unwrap_or_default().to_owned();
        let done = text.starts_with("Giliran");
        lines.push(text);
        if done {
            break;
        }
    }
    let shown = lines.join("\n");
    // The host's catalogue (rulesets/air-land-sea/i18n/id.ftl) and its ruleset's [text.id]:
    // the seats, the zones, the ruleset's name, the prompt.
    for indonesian in [
        "sebagai Selatan",
        "Standar (Edisi Revisi)",
        "Tangan Selatan",
        "Darat — Utara",
        "Giliran Utara: Gelar, improvisasi, atau mundur",
    ] {
        assert!(
            shown.contains(indonesian),
            "{indonesian:?} not in:\n{shown}"
        );
    }
    for english in ["South", "North", "hand", "Deploy"] {
        assert!(!shown.contains(english), "{english:?} in:\n{shown}");
    }
    drop(joiner);
    host.send("quit");
}

#[test]
fn an_action_with_control_characters_is_refused_before_the_rules_see_it() {
    // A control character could pass for the structure of a message (game_wire::text) in a
    // refusal that quotes the action: a remote seat's action never carries one.
    let mut host = Proc::host("tic-tac-toe", "remote,local", 4, &[]);
    let (seats, _) = host.tickets();
    let seat = Ticket::parse(&seats[0]).unwrap();
    let rt = runtime();
    let reason = rt.block_on(async {
        let (ep, _conn, mut send, mut recv) = raw(&seat).await;
        hello(&mut send, &seat).await;
        assert!(matches!(admission(&mut recv).await, Admission::Welcome(_)));
        let forged = game_wire::text::encode("app:net-match-over", "b2", &[]);
        let act = frames::encode(&ToHost::Act { text: forged }).unwrap();
        frames::write(&mut send, &act).await.unwrap();
        let mut reason = None;
        for _ in 0..20 {
            match frames::read::<ToSeat, _>(&mut recv, 1 << 20, Duration::from_secs(10)).await {
                Ok(ToSeat::Refused { reason: r, .. }) => {
                    reason = Some(r);
                    break;
                }
                Ok(_) => {}
                Err(e) => panic!("{e:?}"),
            }
        }
        ep.close().await;
        reason
    });
    let reason = reason.expect("the action was refused");
    assert_eq!(
        game_wire::text::english_of(&reason),
        "an action is text without control characters"
    );
    host.send("quit");
}

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a failed unwrap is a failed test
//! Take-backs by agreement and the turn timer at the terminal: `game-host host` and
//! `game-host join` on loopback (relays off), typing `takeback`, `accept`, `decline`, and a
//! remote seat that lets its 1-second turn run out.

mod common;

use serde_json::Value;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::Duration;

const LOOPBACK: &str = "127.0.0.1:0";
const LINE_TIMEOUT: Duration = Duration::from_secs(30);

/// A running `game-host` with its JSON lines on a channel.
struct Proc {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<Value>,
    name: &'static str,
}

impl Proc {
    fn start(name: &'static str, args: &[&str]) -> Proc {
        common::plugins_dir();
        let mut child = Command::new(common::game_host_bin())
            .args(args)
            .current_dir(common::workspace_root())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("start game-host");
        let stdout = child.stdout.take().unwrap();
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                let value =
                    serde_json::from_str(&line).unwrap_or_else(|_| Value::String(line.clone()));
                if tx.send(value).is_err() {
                    return;
                }
            }
        });
        Proc {
            stdin: child.stdin.take(),
            child,
            lines,
            name,
        }
    }

    /// Lines until one of `kind` (returned).
    fn until(&self, kind: &str) -> Value {
        loop {
            let line = self
                .lines
                .recv_timeout(LINE_TIMEOUT)
                .unwrap_or_else(|_| panic!("{}: no `{kind}` within {LINE_TIMEOUT:?}", self.name));
            if line["type"] == kind {
                return line;
            }
        }
    }

    fn send(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().unwrap();
        writeln!(stdin, "{line}").unwrap();
        stdin.flush().unwrap();
    }
}

impl Drop for Proc {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A tic-tac-toe host (seat 0 here, seat 1 remote), its first view, and its invite.
fn host(extra: &[&str]) -> (Proc, Value, String) {
    let mut args = vec![
        "host",
        "tic-tac-toe",
        "--json",
        "--relay",
        "none",
        "--bind",
        LOOPBACK,
        "--seats",
        "local,remote",
        "--seed",
        "3",
    ];
    args.extend_from_slice(extra);
    let host = Proc::start("host", &args);
    let ticket = host.until("ticket")["ticket"].as_str().unwrap().to_string();
    let view = host.until("view");
    (host, view, ticket)
}

fn join(ticket: &str) -> (Proc, Value) {
    let joiner = Proc::start(
        "joiner",
        &[
            "join", ticket, "--json", "--relay", "none", "--bind", LOOPBACK,
        ],
    );
    let welcome = joiner.until("welcome");
    (joiner, welcome)
}

fn first_action(view: &Value) -> String {
    view["actions"][0]["text"].as_str().unwrap().to_string()
}

#[test]
fn a_take_back_asked_at_the_host_is_accepted_at_the_joiner_and_one_of_nothing_refused() {
    let (mut host, view, ticket) = host(&[]);
    let (mut joiner, welcome) = join(&ticket);
    assert_eq!(welcome["turn_secs"], Value::Null, "no timer by default");
    joiner.until("view");
    host.until("peer");
    host.send(&first_action(&view));
    host.until("applied");
    let after = joiner.until("view");
    assert_eq!(after["moves"], 1);

    host.send("takeback");
    let asked = joiner.until("takeback_asked");
    assert_eq!(asked["seat"], 0);
    assert_eq!(asked["to"], 1);
    assert_eq!(asked["answer"], true, "{asked}");
    joiner.send("accept");
    let ended = joiner.until("takeback");
    assert_eq!(ended["outcome"], "accepted", "{ended}");
    let back = joiner.until("view");
    assert_eq!(back["moves"], 0, "the move is gone: {back}");
    let noted = host.until("takeback");
    assert!(
        noted["message"].as_str().unwrap().contains("asks"),
        "{noted}"
    );

    // The joiner has no move to take back; an answer with no request is refused too.
    joiner.send("takeback");
    let refused = joiner.until("error");
    assert_eq!(refused["input"], "takeback", "{refused}");
    joiner.send("decline");
    let refused = joiner.until("error");
    assert_eq!(refused["input"], "decline", "{refused}");
}

#[test]
fn a_remote_seat_whose_one_second_runs_out_has_the_bot_play_for_it() {
    let (mut host, view, ticket) = host(&["--turn-timer", "1"]);
    // The host's seat moves at once; the remote seat never does.
    host.send(&first_action(&view));
    let (joiner, welcome) = join(&ticket);
    assert_eq!(welcome["turn_secs"], 1);
    let noted = host.until("timed_out");
    assert_eq!(
        noted["message"], "time ran out: a bot played for O",
        "{noted}"
    );
    assert_eq!(noted["seat"], 1);
    // Every view the joiner gets carries the time left of the seat to move.
    loop {
        let view = joiner.until("view");
        assert_eq!(view["clock"]["turn_secs"], 1, "{view}");
        assert_eq!(
            view["clock"]["seat"], view["status"]["ToMove"]["seat"],
            "{view}"
        );
        assert!(view["clock"]["remaining_ms"].as_u64().unwrap() <= 1000);
        if view["moves"].as_u64().unwrap() >= 2 {
            break;
        }
    }
}

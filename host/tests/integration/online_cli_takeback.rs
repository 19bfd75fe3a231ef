//! Take-backs by agreement and the turn timer at the terminal: `game-host host` and
//! `game-host join` on loopback (relays off), typing `takeback`, `accept`, `decline`, and a
//! remote seat that lets its 1-second turn run out.

use crate::common;

use common::online::Proc;
use serde_json::Value;

/// A tic-tac-toe host (seat 0 here, seat 1 remote), its first view, and its invite.
fn host(extra: &[&str]) -> (Proc, Value, String) {
    let host = Proc::host("tic-tac-toe", "local,remote", 3, extra);
    let ticket = host.until("ticket")["ticket"].as_str().unwrap().to_string();
    let view = host.until("view");
    (host, view, ticket)
}

fn join(ticket: &str) -> (Proc, Value) {
    let joiner = Proc::join("joiner", ticket, &[]);
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

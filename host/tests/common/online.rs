//! `game-host host` and `game-host join` as processes on loopback (relays off, every socket
//! bound to 127.0.0.1), with their JSON lines on a channel: shared by the online tests.

use serde_json::Value;
use std::collections::BTreeSet;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::Duration;

pub const LOOPBACK: &str = "127.0.0.1:0";
/// How long any one expected line may take (a bot move, a reconnect probe).
pub const LINE_TIMEOUT: Duration = Duration::from_secs(30);

/// A running `game-host` with its JSON lines on a channel.
pub struct Proc {
    pub child: Child,
    pub stdin: Option<ChildStdin>,
    pub lines: Receiver<Value>,
    pub name: &'static str,
}

impl Proc {
    pub fn start(name: &'static str, args: &[&str]) -> Proc {
        Proc::start_in(name, args, None)
    }

    /// [`Proc::start`] with `GAME_HOST_DATA` set to `data` (another device's data directory,
    /// where `join` keeps its node key per ticket).
    pub fn start_in(name: &'static str, args: &[&str], data: Option<&std::path::Path>) -> Proc {
        super::plugins_dir();
        let mut command = Command::new(super::game_host_bin());
        if let Some(data) = data {
            command.env("GAME_HOST_DATA", data);
        }
        let mut child = command
            .args(args)
            .current_dir(super::workspace_root())
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

    /// `game-host ARGS --json --relay none --bind 127.0.0.1:0`.
    pub fn on_loopback(name: &'static str, args: &[&str]) -> Proc {
        let mut args = args.to_vec();
        args.extend_from_slice(&["--json", "--relay", "none", "--bind", LOOPBACK]);
        Proc::start(name, &args)
    }

    /// `game-host host GAME` on loopback with these seats and seed, then `extra`.
    pub fn host(game: &str, seats: &str, seed: u64, extra: &[&str]) -> Proc {
        let seed = seed.to_string();
        let mut args = vec![
            "host", game, "--json", "--relay", "none", "--bind", LOOPBACK, "--seats", seats,
            "--seed", &seed,
        ];
        args.extend_from_slice(extra);
        Proc::start("host", &args)
    }

    /// `game-host join TICKET` on loopback, then `extra`.
    pub fn join(name: &'static str, ticket: &str, extra: &[&str]) -> Proc {
        let mut args = vec![
            "join", ticket, "--json", "--relay", "none", "--bind", LOOPBACK,
        ];
        args.extend_from_slice(extra);
        Proc::start(name, &args)
    }

    /// `game-host join TICKET` on loopback from another device: its data directory `data`.
    pub fn join_from(name: &'static str, ticket: &str, data: &std::path::Path) -> Proc {
        let args = [
            "join", ticket, "--json", "--relay", "none", "--bind", LOOPBACK,
        ];
        Proc::start_in(name, &args, Some(data))
    }

    /// The machine goes down: the process is killed, no goodbye.
    pub fn kill_hard(mut self) {
        self.child.kill().unwrap();
        self.child.wait().unwrap();
    }

    /// Lines until a `ticket` line (a new invite the host printed); returns it.
    pub fn next_ticket(&self) -> Value {
        loop {
            let line = self.next();
            if line["type"] == "ticket" {
                return line;
            }
        }
    }

    pub fn next(&self) -> Value {
        self.lines
            .recv_timeout(LINE_TIMEOUT)
            .unwrap_or_else(|_| panic!("{}: no line within {LINE_TIMEOUT:?}", self.name))
    }

    /// Lines until one of `kind` (returned).
    pub fn until(&self, kind: &str) -> Value {
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

    /// The tickets a host printed: the seats' in seat order, then the spectators'.
    pub fn tickets(&self) -> (Vec<String>, String) {
        let mut seats = Vec::new();
        loop {
            let line = self.until("ticket");
            let ticket = line["ticket"].as_str().unwrap().to_string();
            if line["role"] == "spectator" {
                return (seats, ticket);
            }
            seats.push(ticket);
        }
    }

    pub fn send(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().unwrap();
        writeln!(stdin, "{line}").unwrap();
        stdin.flush().unwrap();
    }

    /// Closes its input and waits (10 s at most) for it to exit; its exit code.
    pub fn exit_code(mut self) -> Option<i32> {
        drop(self.stdin.take());
        for _ in 0..200 {
            if let Some(status) = self.child.try_wait().unwrap() {
                return status.code();
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        let _ = self.child.kill();
        panic!("{} did not exit within 10 s", self.name);
    }

    /// Quits (`quit` on its input): it closes its connections and exits.
    pub fn quit(mut self) {
        self.send("quit");
        for _ in 0..200 {
            if self.child.try_wait().unwrap().is_some() {
                return;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        panic!("the {} did not quit within 10 s", self.name);
    }
}

impl Drop for Proc {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A two-thread tokio runtime for the protocol's client side.
pub fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap()
}

/// Whether `text` names `id` as a word (`L1`, not `L12`).
pub fn names(text: &str, id: &str) -> bool {
    text.split(|c: char| !c.is_ascii_alphanumeric())
        .any(|w| w == id)
}

/// The keys of the cards a scene shows face up.
pub fn face_up_keys(scene: &game_wire::scene::Scene) -> BTreeSet<String> {
    scene
        .zones
        .iter()
        .flat_map(|z| z.cards.iter())
        .filter_map(|card| match &card.face {
            game_wire::scene::CardFace::Front { key, .. } => Some(key.clone()),
            game_wire::scene::CardFace::Back | game_wire::scene::CardFace::Die { .. } => None,
        })
        .collect()
}

// Hostile peers speak the protocol by hand with these.

pub fn loopback() -> Option<std::net::SocketAddr> {
    Some(LOOPBACK.parse().unwrap())
}

/// A connection speaking the protocol by hand: the stream right after QUIC's handshake.
pub async fn raw(
    ticket: &game_host::net::ticket::Ticket,
) -> (
    iroh::Endpoint,
    iroh::endpoint::Connection,
    iroh::endpoint::SendStream,
    iroh::endpoint::RecvStream,
) {
    let ep = game_host::net::endpoint::bind(
        &game_host::net::endpoint::Relay::None,
        loopback(),
        Vec::new(),
    )
    .await
    .unwrap();
    let conn = ep
        .connect(ticket.addr().unwrap(), game_host::net::protocol::ALPN)
        .await
        .unwrap();
    let (send, recv) = conn.open_bi().await.unwrap();
    (ep, conn, send, recv)
}

pub async fn hello(send: &mut iroh::endpoint::SendStream, ticket: &game_host::net::ticket::Ticket) {
    let frame = game_host::net::frames::encode(&game_host::net::protocol::Hello {
        version: game_host::net::protocol::VERSION,
        token: ticket.token,
    })
    .unwrap();
    game_host::net::frames::write(send, &frame).await.unwrap();
}

pub async fn admission(
    recv: &mut iroh::endpoint::RecvStream,
) -> game_host::net::protocol::Admission {
    game_host::net::frames::read(recv, 1 << 20, Duration::from_secs(10))
        .await
        .unwrap()
}

/// Reads until the host closes the connection; returns the reason it gave.
pub async fn kicked(
    conn: &iroh::endpoint::Connection,
    recv: &mut iroh::endpoint::RecvStream,
) -> String {
    for _ in 0..100 {
        if game_host::net::frames::read::<game_host::net::protocol::ToSeat, _>(
            recv,
            1 << 20,
            Duration::from_secs(10),
        )
        .await
        .is_err()
        {
            break;
        }
    }
    match conn.closed().await {
        iroh::endpoint::ConnectionError::ApplicationClosed(close) => {
            String::from_utf8_lossy(&close.reason).into_owned()
        }
        other => format!("{other}"),
    }
}

//! Playing a seat of a match hosted on another machine (docs/online.md): the connection to the
//! host, kept on a network thread of its own, and the table drawn from what the host sends.
//!
//! The app has no plugin for such a match: everything shown comes from the host's frames (the
//! seat's view, the moves as this seat may know them, who is connected). The network thread
//! runs a small tokio runtime with [`join_side`]; the GUI talks to it through channels and never
//! waits on it: [`Link::poll`] takes what arrived, [`Link::act`] queues an action's text.

mod input;
mod panels;
mod receive;
pub mod table;

use crate::net::endpoint::Relay;
use crate::net::join_side;
use crate::net::protocol::{ToSeat, Welcome};
use crate::net::ticket::Ticket;
use crate::tr;
use std::net::SocketAddr;
use std::sync::mpsc;

pub use table::{RemoteRequest, RemoteTable};

/// What the network thread reports, in order.
#[derive(Debug)]
pub enum Incoming {
    /// The host admitted this connection.
    Welcome(Box<Welcome>),
    /// A message from the host (pings are answered on the network thread, not passed on).
    Message(Box<ToSeat>),
    /// Joining failed before any admission (bad address, unreachable, refused): the reason.
    Failed(String),
    /// The connection ended after the admission: the reason.
    Closed(String),
    /// The connection was lost (not closed on purpose): the network thread dials again after
    /// `wait` ([`join_side::Redial`]); a `Welcome` follows when the host takes the seat back, a
    /// `Closed` when it refuses or the time is up.
    Redialing {
        reason: String,
        wait: std::time::Duration,
    },
}

/// What the GUI asks of the network thread.
#[derive(Debug)]
enum Outgoing {
    Act(String),
    /// Ask to take back this seat's last move.
    TakeBack,
    /// Answer the take-back request addressed to this seat.
    AnswerTakeBack(bool),
    /// While dialing again after a loss: dial now rather than at the end of the wait.
    DialNow,
    Leave,
}

/// Where to dial and how: the ticket, and the local address to dial from.
#[derive(Debug, Clone)]
pub struct Dial {
    pub ticket: Ticket,
    /// Dial from this local address only (tests: 127.0.0.1:0); `None`: any.
    pub bind: Option<SocketAddr>,
}

impl Dial {
    /// The relays to use: the ticket's own (the host's home relay) when it has one, else none.
    /// A host with relays off (`--relay none`: a LAN, loopback) is reached directly, and the
    /// joiner needs no relay of its own; one with a relay is reached through that relay too.
    pub fn relay(&self) -> Relay {
        match &self.ticket.relay {
            Some(url) => Relay::Url(url.clone()),
            None => Relay::None,
        }
    }
}

/// The GUI's end of a connection to a host. Dropping it leaves (the seat stays open at the
/// host for a rejoin).
#[derive(Debug)]
pub struct Link {
    incoming: mpsc::Receiver<Incoming>,
    outgoing: tokio::sync::mpsc::UnboundedSender<Outgoing>,
}

impl Link {
    /// Dials the host on a network thread; `wake` is called from it whenever something
    /// arrives (the GUI passes a repaint request).
    pub fn start(dial: &Dial, wake: impl Fn() + Send + 'static) -> Link {
        let (in_tx, incoming) = mpsc::channel();
        let (outgoing, out_rx) = tokio::sync::mpsc::unbounded_channel();
        let dial = dial.clone();
        let report = in_tx.clone();
        let spawned = std::thread::Builder::new()
            .name("online-join".into())
            .spawn(move || {
                let send = |message: Incoming| {
                    let _ = in_tx.send(message);
                    wake();
                };
                let runtime = tokio::runtime::Builder::new_multi_thread()
                    .worker_threads(1)
                    .enable_all()
                    .build();
                match runtime {
                    Ok(rt) => rt.block_on(connection(&dial, out_rx, &send)),
                    Err(e) => send(Incoming::Failed(tr!(
                        "remote-no-runtime",
                        error = e.to_string()
                    ))),
                }
            });
        if let Err(e) = spawned {
            let _ = report.send(Incoming::Failed(tr!(
                "remote-no-thread",
                error = e.to_string()
            )));
        }
        Link { incoming, outgoing }
    }

    /// What arrived since the last call, in order.
    pub fn poll(&self) -> Vec<Incoming> {
        self.incoming.try_iter().collect()
    }

    /// Sends an action's text for the host to apply; false when the connection is gone.
    pub fn act(&self, text: &str) -> bool {
        self.outgoing.send(Outgoing::Act(text.to_string())).is_ok()
    }

    /// Asks the other side to agree to take back this seat's last move; false when the
    /// connection is gone.
    pub fn take_back(&self) -> bool {
        self.outgoing.send(Outgoing::TakeBack).is_ok()
    }

    /// Answers the take-back request addressed to this seat; false when the connection is gone.
    pub fn answer_take_back(&self, accept: bool) -> bool {
        self.outgoing.send(Outgoing::AnswerTakeBack(accept)).is_ok()
    }

    /// While dialing again after a loss: dial now.
    pub fn dial_now(&self) {
        let _ = self.outgoing.send(Outgoing::DialNow);
    }

    /// Leaves the match (the seat stays open at the host).
    pub fn leave(&self) {
        let _ = self.outgoing.send(Outgoing::Leave);
    }
}

/// The network thread's work: join, then pass the host's messages on and send the GUI's, until
/// the connection ends or the GUI leaves; a connection lost (not closed on purpose) is dialed
/// again by itself ([`join_side::Redial`]).
async fn connection(
    dial: &Dial,
    mut out_rx: tokio::sync::mpsc::UnboundedReceiver<Outgoing>,
    send: &impl Fn(Incoming),
) {
    // The node key kept for this ticket, so that Rejoin comes back as the same player.
    let data = crate::gui::storage::DataDir::locate().map(|d| d.root);
    let joined = join_side::join(&dial.ticket, &dial.relay(), dial.bind, data.as_deref()).await;
    let (welcome, mut remote) = match joined {
        Ok(joined) => joined,
        Err(reason) => {
            send(Incoming::Failed(reason));
            return;
        }
    };
    send(Incoming::Welcome(Box::new(welcome)));
    loop {
        let (mut inbox, outbox) = remote.split();
        let Some(reason) = connected(&mut inbox, outbox, &mut out_rx, send).await else {
            return;
        };
        if !inbox.lost() {
            send(Incoming::Closed(reason));
            return;
        }
        match redial(dial, data.as_deref(), &reason, &mut out_rx, send).await {
            Some((welcome, again)) => {
                send(Incoming::Welcome(Box::new(welcome)));
                remote = again;
            }
            None => return,
        }
    }
}

/// Plays over one connection: the host's messages go to the GUI, the GUI's to the host. `None`
/// when the GUI left; else why the connection ended.
async fn connected(
    inbox: &mut join_side::Inbox,
    mut outbox: join_side::Outbox,
    out_rx: &mut tokio::sync::mpsc::UnboundedReceiver<Outgoing>,
    send: &impl Fn(Incoming),
) -> Option<String> {
    loop {
        tokio::select! {
            message = inbox.next() => match message {
                Ok(ToSeat::Ping { nonce }) => {
                    if let Err(e) = outbox.pong(nonce).await {
                        return Some(e);
                    }
                }
                Ok(message) => send(Incoming::Message(Box::new(message))),
                Err(reason) => return Some(reason),
            },
            wanted = out_rx.recv() => match wanted {
                // The GUI left, or dropped its end (the app closing, another ticket joined).
                Some(Outgoing::Leave) | None => {
                    outbox.leave().await;
                    return None;
                }
                Some(wanted) => {
                    let sent = match wanted {
                        Outgoing::Act(text) => outbox.act(&text).await,
                        Outgoing::TakeBack => outbox.take_back().await,
                        Outgoing::AnswerTakeBack(accept) => outbox.answer_take_back(accept).await,
                        Outgoing::DialNow | Outgoing::Leave => Ok(()),
                    };
                    if let Err(e) = sent {
                        return Some(e);
                    }
                }
            },
        }
    }
}

/// Dials the host again after a lost connection, as [`join_side::Redial`] says, telling the GUI
/// each wait; the GUI may ask to dial at once or leave. `None` when it left, the host refused or
/// the time ran out (the GUI was told).
async fn redial(
    dial: &Dial,
    data: Option<&std::path::Path>,
    reason: &str,
    out_rx: &mut tokio::sync::mpsc::UnboundedReceiver<Outgoing>,
    send: &impl Fn(Incoming),
) -> Option<(Welcome, join_side::Remote)> {
    let mut redial = join_side::Redial::after_loss();
    let mut reason = reason.to_string();
    loop {
        let wait = redial.wait();
        send(Incoming::Redialing {
            reason: reason.clone(),
            wait,
        });
        let sleep = tokio::time::sleep(wait);
        tokio::pin!(sleep);
        loop {
            tokio::select! {
                _ = &mut sleep => break,
                wanted = out_rx.recv() => match wanted {
                    Some(Outgoing::DialNow) => break,
                    Some(Outgoing::Leave) | None => return None,
                    // Nothing can be sent while away (the table offers no moves).
                    Some(_) => {}
                },
            }
        }
        match join_side::join(&dial.ticket, &dial.relay(), dial.bind, data).await {
            Ok(joined) => return Some(joined),
            Err(e) if join_side::refused(&e) => {
                send(Incoming::Closed(e));
                return None;
            }
            Err(e) if !redial.failed() => {
                send(Incoming::Closed(join_side::Redial::gave_up(&e)));
                return None;
            }
            Err(e) => reason = e,
        }
    }
}

/// A reason to join failed, in plain words: a headline and the detail the network gave.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    pub headline: String,
    pub detail: String,
}

impl Problem {
    /// Words for why joining failed (`reason` as [`join_side::join`] says it).
    pub fn joining(reason: &str) -> Problem {
        // Told apart by their English (the join's errors are the app's messages, `tr_wire!`),
        // shown in the player's language.
        let english = game_wire::text::english_of(reason);
        let shown = |text: &str| crate::i18n::game::shown(text).into_owned();
        let (headline, detail) = if english.starts_with("the host refused: ") {
            let headline = if english.contains("protocol version") {
                tr!("remote-different-versions")
            } else {
                tr!("remote-refused")
            };
            let why = crate::i18n::message_arg(reason, "net-join-refused", "reason")
                .map(|why| shown(&why))
                .unwrap_or_else(|| {
                    english
                        .strip_prefix("the host refused: ")
                        .unwrap_or_default()
                        .to_owned()
                });
            (headline, why)
        } else if english.starts_with("cannot reach the host") {
            (
                tr!("remote-unreachable"),
                tr!("remote-unreachable-detail", reason = reason),
            )
        } else {
            (tr!("remote-could-not-join"), shown(reason))
        };
        Problem { headline, detail }
    }

    /// Words for a ticket that does not parse.
    pub fn ticket(reason: &str) -> Problem {
        Problem {
            headline: tr!("remote-bad-ticket"),
            detail: reason.to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::net::protocol::Token;

    #[test]
    fn why_joining_failed_is_said_in_plain_words() {
        let denied = Problem::joining(&crate::tr_wire!(
            "net-join-refused",
            reason = crate::tr_wire!("net-bad-ticket")
        ));
        assert_eq!(denied.headline, "The host did not let you in");
        assert!(denied.detail.starts_with("this ticket does not admit"));
        // A host of another version words its refusal in plain English.
        let version = Problem::joining(&crate::tr_wire!(
            "net-join-refused",
            reason = "this host speaks protocol version 2, the joiner 1: use the same game-host \
                      version"
        ));
        assert!(
            version.headline.contains("different versions"),
            "{version:?}"
        );
        let gone = Problem::joining(&crate::tr_wire!(
            "net-join-unreachable",
            error = "timed out"
        ));
        assert_eq!(gone.headline, "The host could not be reached");
        assert!(gone.detail.contains("timed out"));
        let other = Problem::joining("cannot open the network endpoint: no sockets");
        assert_eq!(other.headline, "Could not join");
    }

    #[test]
    fn a_ticket_with_a_relay_is_dialed_through_it_and_one_without_directly() {
        let mut dial = Dial {
            ticket: Ticket {
                node: [0; 32],
                addrs: Vec::new(),
                relay: None,
                token: Token([1; 16]),
            },
            bind: None,
        };
        assert_eq!(dial.relay(), Relay::None);
        dial.ticket.relay = Some("https://relay.example/".into());
        assert_eq!(dial.relay(), Relay::Url("https://relay.example/".into()));
    }
}

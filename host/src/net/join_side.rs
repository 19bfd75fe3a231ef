//! The joiner's side: dial the host named in a ticket, present the token, then read what the
//! host sends and send actions. The joiner has no plugin: everything it shows comes in frames.

use super::endpoint::{self, Relay};
use super::frames::{self, FrameError};
use super::limits;
use super::protocol::{ALPN, Admission, Hello, ToHost, ToSeat, VERSION, Welcome, alpn_for};
use super::ticket::Ticket;
use iroh::Endpoint;
use iroh::endpoint::ConnectOptions;
use iroh::endpoint::{Connection, ConnectionError, RecvStream, SendStream};
use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// An admitted connection to a host.
#[derive(Debug)]
pub struct Remote {
    endpoint: Endpoint,
    connection: Connection,
    send: SendStream,
    recv: RecvStream,
    /// The node key's lock, held while the connection lasts.
    identity: super::join_keys::Identity,
}

/// Dials the host, sends the hello and waits for the admission.
///
/// `data` is the data directory, where the node key kept for this ticket is
/// ([`super::join_keys`]): the host binds a seat to the key of the first player who joins it.
pub async fn join(
    ticket: &Ticket,
    relay: &Relay,
    bind: Option<SocketAddr>,
    data: Option<&std::path::Path>,
) -> Result<(Welcome, Remote), String> {
    let identity = super::join_keys::for_ticket(data, ticket)?;
    let endpoint = endpoint::bind_as(relay, bind, Vec::new(), Some(identity.secret)).await?;
    match admission(&endpoint, ticket).await {
        Ok((welcome, connection, send, recv)) => Ok((
            welcome,
            Remote {
                endpoint,
                connection,
                send,
                recv,
                identity,
            },
        )),
        Err(e) => {
            // Closed, not dropped: iroh then ends its tasks quietly (a dropped endpoint logs an
            // error about it).
            endpoint.close().await;
            Err(e)
        }
    }
}

/// Dials the host on `endpoint`, greets it with the ticket's token and reads its answer.
async fn admission(
    endpoint: &Endpoint,
    ticket: &Ticket,
) -> Result<(Welcome, Connection, SendStream, RecvStream), String> {
    let addr = ticket.addr()?;
    // The host's public id and addresses only: never the token (it admits whoever holds it).
    tracing::info!(
        host = %addr.id.fmt_short(),
        direct = ?addr.ip_addrs().collect::<Vec<_>>(),
        relay = ?addr.relay_urls().next(),
        "dialing the host"
    );
    let dialing = std::time::Instant::now();
    // The token's tag first, the plain name as well: a host that does not know the tag (a wrong
    // or revoked ticket) still takes the connection and says why in words.
    let tag = alpn_for(&ticket.token);
    let dial = async {
        let options = ConnectOptions::new().with_additional_alpns(vec![ALPN.to_vec()]);
        endpoint
            .connect_with_opts(addr, &tag, options)
            .await
            .map_err(|e| e.to_string())?
            .await
            .map_err(|e| e.to_string())
    };
    let connection = match tokio::time::timeout(limits::CONNECT_TIMEOUT, dial).await {
        Ok(Ok(connection)) => {
            tracing::info!(
                ms = dialing.elapsed().as_millis() as u64,
                "connected to the host (QUIC handshake done)"
            );
            connection
        }
        Ok(Err(e)) => {
            tracing::info!("cannot reach the host: {e}");
            return Err(crate::tr_wire!("net-join-unreachable", error = e));
        }
        Err(_) => {
            tracing::info!(
                "no answer from the host within {} s",
                limits::CONNECT_TIMEOUT.as_secs()
            );
            return Err(crate::tr_wire!(
                "net-join-no-answer",
                secs = limits::CONNECT_TIMEOUT.as_secs()
            ));
        }
    };
    let (mut send, mut recv) = connection
        .open_bi()
        .await
        .map_err(|e| crate::tr_wire!("net-join-no-stream", error = e))?;
    let hello = frames::encode(&Hello {
        version: VERSION,
        token: ticket.token,
    })?;
    frames::write(&mut send, &hello)
        .await
        .map_err(|e| crate::tr_wire!("net-join-no-greeting", error = e))?;
    let answer = tokio::time::timeout(
        limits::HANDSHAKE_TIMEOUT,
        frames::read::<Admission, _>(
            &mut recv,
            limits::MAX_FRAME_TO_SEAT,
            limits::FRAME_BODY_TIMEOUT,
        ),
    )
    .await
    .map_err(|_| {
        crate::tr_wire!(
            "net-join-silent-host",
            secs = limits::HANDSHAKE_TIMEOUT.as_secs()
        )
    })?;
    match answer {
        Ok(Admission::Welcome(welcome)) => {
            tracing::info!(role = ?welcome.role, "admitted by the host");
            // The game's words in this player's language, where this machine lacks the game.
            crate::i18n::game::register_from_host(&welcome.info.id, &welcome.text);
            Ok((welcome, connection, send, recv))
        }
        Ok(Admission::Denied { reason, .. }) => {
            tracing::info!("the host refused: {reason}");
            connection.close(0u32.into(), b"refused");
            Err(crate::tr_wire!("net-join-refused", reason = reason))
        }
        Err(e) => Err(closed_reason(&connection, e).0),
    }
}

/// Why a connection ended, as the host said it when it closed it on purpose; and whether it was
/// lost rather than closed (the host stopped answering, the path broke): a lost connection is
/// worth dialing again, a closed one is not.
fn closed_reason(connection: &Connection, error: FrameError) -> (String, bool) {
    match connection.close_reason() {
        Some(ConnectionError::ApplicationClosed(close)) if close.reason.is_empty() => {
            (crate::tr_wire!("net-join-match-ended"), false)
        }
        Some(ConnectionError::ApplicationClosed(close)) => (
            crate::tr_wire!(
                "net-join-closed",
                reason = String::from_utf8_lossy(&close.reason)
            ),
            false,
        ),
        Some(ConnectionError::TimedOut) => (
            crate::tr_wire!(
                "net-join-host-silent",
                secs = limits::IDLE_TIMEOUT.as_secs()
            ),
            true,
        ),
        Some(other @ (ConnectionError::Reset | ConnectionError::TransportError(_))) => {
            (crate::tr_wire!("net-join-lost", error = other), true)
        }
        Some(other) => (crate::tr_wire!("net-join-lost", error = other), false),
        None => match error {
            FrameError::Closed => (crate::tr_wire!("net-join-connection-ended"), false),
            other => (crate::tr_wire!("net-join-failed", error = other), true),
        },
    }
}

impl Remote {
    /// Splits the connection: a task reads the host's frames into the returned [`Inbox`]
    /// (reading a frame is not cancel-safe, so it never races with anything), and the
    /// [`Outbox`] sends.
    pub fn split(self) -> (Inbox, Outbox) {
        let (tx, rx) = tokio::sync::mpsc::channel(limits::OUTBOX_FRAMES);
        let Remote {
            endpoint,
            connection,
            send,
            mut recv,
            identity,
        } = self;
        let reading = connection.clone();
        let lost = Arc::new(AtomicBool::new(false));
        let lost_here = Arc::clone(&lost);
        tokio::spawn(async move {
            loop {
                let message = frames::read::<ToSeat, _>(
                    &mut recv,
                    limits::MAX_FRAME_TO_SEAT,
                    limits::FRAME_BODY_TIMEOUT,
                )
                .await
                .map_err(|e| {
                    let (reason, lost) = closed_reason(&reading, e);
                    lost_here.store(lost, Ordering::Relaxed);
                    reason
                });
                let failed = message.is_err();
                if tx.send(message).await.is_err() || failed {
                    break;
                }
            }
        });
        (
            Inbox { rx, lost },
            Outbox {
                endpoint,
                connection,
                send,
                _identity: identity,
            },
        )
    }
}

/// What the host sends, in order; ends with the reason the connection ended.
#[derive(Debug)]
pub struct Inbox {
    rx: tokio::sync::mpsc::Receiver<Result<ToSeat, String>>,
    lost: Arc<AtomicBool>,
}

impl Inbox {
    /// The next message (cancel-safe).
    pub async fn next(&mut self) -> Result<ToSeat, String> {
        self.rx
            .recv()
            .await
            .unwrap_or_else(|| Err(crate::tr_wire!("net-join-ended")))
    }

    /// Whether the connection, once ended, was lost (the host stopped answering, the path
    /// broke) rather than closed on purpose: worth dialing again.
    pub fn lost(&self) -> bool {
        self.lost.load(Ordering::Relaxed)
    }
}

/// The sending half of a connection to the host.
#[derive(Debug)]
pub struct Outbox {
    endpoint: Endpoint,
    connection: Connection,
    send: SendStream,
    /// The node key's lock, held while the connection lasts.
    _identity: super::join_keys::Identity,
}

impl Outbox {
    /// Sends an action's text for the host to parse and apply.
    pub async fn act(&mut self, text: &str) -> Result<(), String> {
        self.send(&ToHost::Act {
            text: text.to_string(),
        })
        .await
    }

    /// Asks the other side to agree to take back this seat's last move
    /// ([`ToHost::TakeBack`]).
    pub async fn take_back(&mut self) -> Result<(), String> {
        self.send(&ToHost::TakeBack).await
    }

    /// Answers the take-back request addressed to this seat ([`ToHost::AnswerTakeBack`]).
    pub async fn answer_take_back(&mut self, accept: bool) -> Result<(), String> {
        self.send(&ToHost::AnswerTakeBack { accept }).await
    }

    /// Answers the host's ping.
    pub async fn pong(&mut self, nonce: u64) -> Result<(), String> {
        self.send(&ToHost::Pong { nonce }).await
    }

    async fn send(&mut self, message: &ToHost) -> Result<(), String> {
        let frame = frames::encode(message)?;
        frames::write(&mut self.send, &frame)
            .await
            .map_err(|e| crate::tr_wire!("net-join-cannot-send", error = e))
    }

    /// Leaves: closes the connection and lets the close reach the host.
    pub async fn leave(self) {
        self.connection.close(0u32.into(), b"left");
        self.endpoint.close().await;
    }
}

/// When a joiner dials again after a lost connection (a restarted host, a broken path): after
/// 1, 2, 4 and 8 s, then every [`limits::RECONNECT_MAX_WAIT`], until [`limits::RECONNECT_FOR`]
/// has passed since the loss. The terminal's `join` and the app's remote table both follow it.
#[derive(Debug, Clone)]
pub struct Redial {
    lost_at: std::time::Instant,
    wait: std::time::Duration,
}

impl Redial {
    pub fn after_loss() -> Redial {
        Redial {
            lost_at: std::time::Instant::now(),
            wait: std::time::Duration::from_secs(1),
        }
    }

    /// The wait before the next dial.
    pub fn wait(&self) -> std::time::Duration {
        self.wait
    }

    /// After a dial that failed: false once the time is up (give up), else the next wait is
    /// twice as long (up to the most).
    pub fn failed(&mut self) -> bool {
        if self.lost_at.elapsed() >= limits::RECONNECT_FOR {
            return false;
        }
        self.wait = (self.wait * 2).min(limits::RECONNECT_MAX_WAIT);
        true
    }

    /// The words for giving up after `error`.
    pub fn gave_up(error: &str) -> String {
        crate::tr_wire!(
            "net-join-gave-up",
            error = error,
            secs = limits::RECONNECT_FOR.as_secs()
        )
    }
}

/// Whether a [`join`] error is the host's refusal: dialing again would not help (a new invite
/// replaced the ticket, the seat is bound to another device, a full match).
pub fn refused(error: &str) -> bool {
    game_wire::text::english_of(error).starts_with("the host refused")
}

#[cfg(test)]
mod redial_tests {
    use super::*;

    #[test]
    fn waits_double_up_to_the_most() {
        let mut redial = Redial::after_loss();
        let mut waits = vec![redial.wait().as_secs()];
        for _ in 0..5 {
            assert!(redial.failed());
            waits.push(redial.wait().as_secs());
        }
        assert_eq!(waits, [1, 2, 4, 8, 8, 8]);
    }

    #[test]
    fn gives_up_once_the_time_is_up() {
        let mut redial = Redial::after_loss();
        redial.lost_at -= limits::RECONNECT_FOR;
        assert!(!redial.failed());
        assert!(Redial::gave_up("timed out").contains("after 120 s"));
    }
}

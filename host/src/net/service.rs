//! Hosting in the background, for a match held by someone else's loop (the GUI's table
//! controller): a tokio runtime of its own, the iroh endpoint opened on it (which may take a
//! few seconds with relays), the acceptor ([`super::host_side::serve`]), and the events it
//! gives, forwarded to a channel the owner polls, with a wake-up call each time (the GUI asks
//! for a repaint). Nothing here blocks its owner.

use super::endpoint::{self, Relay};
use super::host_keys::HostKeys;
use super::host_side::{self, Admissions};
use super::table::Event;
use super::ticket::Ticket;
use iroh::{Endpoint, EndpointAddr};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::mpsc::{Receiver, TryRecvError};

/// Called from the network threads when there is something to poll.
pub type Wake = Arc<dyn Fn() + Send + Sync>;

/// Where the service is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum State {
    /// The endpoint is opening (and, with relays, looking for its home relay).
    Starting,
    /// Accepting connections: the invite of each remote seat (seat, ticket text), then the
    /// spectators'.
    Ready {
        seats: Vec<(u8, String)>,
        spectators: String,
        /// Relays were asked for and none was reached within `limits::ADDRESS_TIMEOUT`: the
        /// invites hold direct addresses only, so friends on other networks may not get in.
        no_relay: bool,
    },
    /// The endpoint could not open; nobody can join.
    Failed(String),
}

/// A hosted match's network side (see the module's doc). Dropping it closes the endpoint: the
/// joiners are told the host ended the match.
pub struct HostService {
    runtime: Option<tokio::runtime::Runtime>,
    started: Receiver<Result<Opened, String>>,
    endpoint: Option<Endpoint>,
    /// The door's admissions, once serving (new invites, the keys written under its lock).
    admissions: Option<Admissions>,
    /// The address the invites carry, once ready.
    address: Option<EndpointAddr>,
    events: Receiver<Event>,
    keys: HostKeys,
    /// The keys file beside the autosave (`None`: the match is not saved; the keys and the
    /// seats' bindings live in memory only).
    keys_path: Option<PathBuf>,
    state: State,
    /// Whether relays were asked for (`Relay::None` was not).
    wants_relay: bool,
    /// The port listened on, once ready (kept in the keys for a resume).
    pub port: Option<u16>,
}

impl std::fmt::Debug for HostService {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "HostService({:?})", self.state)
    }
}

/// What the network task hands over once the endpoint is open.
type Opened = (Endpoint, EndpointAddr, Admissions);

impl HostService {
    /// Starts opening the endpoint with `keys` (its node key and tokens) as `relay` and `bind`
    /// ask; `names` are the seats' display names. The keys are kept at `keys_path` (with the
    /// port once known and each seat's binding to its player's node key), so that a resumed
    /// match re-issues the same invites to the same players.
    pub fn start(
        keys: HostKeys,
        keys_path: Option<PathBuf>,
        relay: Relay,
        bind: Option<SocketAddr>,
        names: Vec<String>,
        wake: Wake,
    ) -> Result<HostService, String> {
        let wants_relay = relay != Relay::None;
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .thread_name("online")
            .enable_all()
            .build()
            .map_err(|e| format!("cannot start the network runtime: {e}"))?;
        let (events_tx, network_events) = std::sync::mpsc::sync_channel::<Event>(1024);
        let (forward_tx, events) = std::sync::mpsc::channel::<Event>();
        let forward_wake = Arc::clone(&wake);
        // The acceptor's channel is bounded (a stalled match refuses actions rather than
        // queueing them without end); the owner polls once a frame, so a thread moves the
        // events on at once and wakes it.
        std::thread::Builder::new()
            .name("online-events".into())
            .spawn(move || {
                while let Ok(event) = network_events.recv() {
                    if forward_tx.send(event).is_err() {
                        return;
                    }
                    forward_wake();
                }
            })
            .map_err(|e| format!("cannot start the network thread: {e}"))?;
        let (started_tx, started) = std::sync::mpsc::channel();
        let listen = keys.listen_on(bind);
        let secret = keys.secret;
        let mut doors = keys.doors(names);
        doors.keys_file = keys_path.clone();
        let alpns = doors.alpns();
        runtime.spawn(async move {
            let opened = async {
                let endpoint = endpoint::bind_as(&relay, listen, alpns, Some(secret)).await?;
                let address = endpoint::address(&endpoint, &relay).await?;
                let admissions = host_side::serve(endpoint.clone(), doors, events_tx);
                Ok::<_, String>((endpoint, address, admissions))
            }
            .await;
            let _ = started_tx.send(opened);
            wake();
        });
        Ok(HostService {
            runtime: Some(runtime),
            started,
            endpoint: None,
            admissions: None,
            address: None,
            events,
            keys,
            keys_path,
            state: State::Starting,
            port: None,
            wants_relay,
        })
    }

    pub fn state(&self) -> &State {
        &self.state
    }

    /// Takes what arrived: the endpoint's opening (true the moment it is ready; the keys are
    /// then written, an error as `Err`), and the events since the last call.
    pub fn poll(&mut self) -> (Result<bool, String>, Vec<Event>) {
        let mut became_ready = Ok(false);
        if self.state == State::Starting {
            match self.started.try_recv() {
                Ok(Ok((endpoint, address, admissions))) => {
                    self.port = address.ip_addrs().next().map(|a| a.port());
                    self.keys.port = self.port;
                    self.endpoint = Some(endpoint);
                    self.admissions = Some(admissions);
                    self.address = Some(address);
                    self.state = self.ready_state();
                    became_ready = self.write_keys().map(|()| true);
                }
                Ok(Err(e)) => self.state = State::Failed(e),
                Err(TryRecvError::Empty) => {}
                Err(TryRecvError::Disconnected) => {
                    self.state = State::Failed("the network task stopped".into())
                }
            }
        }
        let events = self.events.try_iter().collect();
        (became_ready, events)
    }

    /// The keys hosting uses (kept beside the save).
    pub fn keys(&self) -> &HostKeys {
        &self.keys
    }

    /// A new invite for a remote seat (`Some(seat)`) or for the spectators (`None`): the old
    /// ticket admits no one any more, whoever holds the place with it is disconnected with the
    /// reason, the panel shows the new ticket and the keys file keeps it (a resumed match
    /// re-issues the new one).
    pub fn new_invite(&mut self, seat: Option<u8>) -> Result<(), String> {
        let admissions = self
            .admissions
            .as_ref()
            .ok_or("the connection for the invites is not open yet")?;
        match seat {
            Some(seat) => {
                let token = admissions.reissue(seat)?;
                if let Some(slot) = self.keys.seats.get_mut(usize::from(seat)) {
                    *slot = Some(token);
                }
            }
            None => self.keys.spectators = admissions.reissue_spectators()?,
        }
        self.state = self.ready_state();
        self.write_keys()
    }

    /// The invites as the keys are now.
    fn ready_state(&self) -> State {
        let Some(address) = &self.address else {
            return State::Starting;
        };
        let seats = self
            .keys
            .seats
            .iter()
            .enumerate()
            .filter_map(|(seat, token)| {
                token.map(|t| (seat as u8, Ticket::new(address, t).to_text()))
            })
            .collect();
        State::Ready {
            seats,
            spectators: Ticket::new(address, self.keys.spectators).to_text(),
            no_relay: self.wants_relay && address.relay_urls().next().is_none(),
        }
    }

    /// Writes the keys beside the save, with the seats' bindings as the door has them now.
    fn write_keys(&mut self) -> Result<(), String> {
        match (&self.keys_path, &self.admissions) {
            (Some(path), Some(admissions)) => admissions.write_keys(&mut self.keys, path),
            _ => Ok(()),
        }
    }
}

impl Drop for HostService {
    /// Closes the endpoint (the joiners learn that the host ended the match), waiting a moment
    /// at most, then lets the runtime go without waiting for its tasks.
    fn drop(&mut self) {
        let Some(runtime) = self.runtime.take() else {
            return;
        };
        if let Some(endpoint) = self.endpoint.take() {
            runtime.block_on(async {
                let _ =
                    tokio::time::timeout(std::time::Duration::from_secs(1), endpoint.close()).await;
            });
        }
        runtime.shutdown_background();
    }
}

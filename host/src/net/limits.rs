//! Every limit the online code enforces, with its number (documented in `docs/online.md`).

use std::time::Duration;

/// The largest frame the host sends (a view with its scene and legal actions); a joiner refuses
/// a larger one. The largest bundled view is far below it (README, "Online").
pub const MAX_FRAME_TO_SEAT: u32 = 1024 * 1024;
/// The largest frame a joiner may send: an action's text, a pong or a hello.
pub const MAX_FRAME_TO_HOST: u32 = 16 * 1024;
/// The longest action text the host accepts from a remote seat, in bytes.
pub const MAX_ACTION_TEXT: usize = 1024;
/// Streams a peer may have open at once: one bidirectional stream (the protocol uses only
/// that one) and no unidirectional stream. QUIC buffers what a peer sends on every stream it
/// may open, read or not: with iroh's defaults (100 + 100 streams of 1.25 MB) one connection
/// that never said hello took the host from 25 to 283 MB.
pub const MAX_BIDI_STREAMS: u32 = 1;
pub const MAX_UNI_STREAMS: u32 = 0;
/// What a peer may send on its stream before the reader takes it (QUIC flow control): four of
/// the largest frames a joiner may send, so a hello or an action never waits for a window.
/// The host's frames to a seat (up to [`MAX_FRAME_TO_SEAT`]) pass in several windows.
pub const STREAM_RECEIVE_WINDOW: u32 = 4 * MAX_FRAME_TO_HOST;
/// What a peer may send across the whole connection before the reader takes it.
pub const RECEIVE_WINDOW: u32 = 2 * STREAM_RECEIVE_WINDOW;
/// What this side keeps sent but not yet acknowledged, per connection: two of the largest
/// frames to a seat.
pub const SEND_WINDOW: u64 = 2 * MAX_FRAME_TO_SEAT as u64;
/// How long a new connection has to open its stream and send its hello.
pub const HANDSHAKE_TIMEOUT: Duration = Duration::from_secs(10);
/// How long the rest of a frame may take once its length has arrived.
pub const FRAME_BODY_TIMEOUT: Duration = Duration::from_secs(10);
/// QUIC keep-alive: both sides send something this often, so a live but quiet peer is not
/// mistaken for a dead one.
pub const KEEP_ALIVE: Duration = Duration::from_secs(1);
/// A peer not heard from for this long is dropped (a killed process, a pulled cable): a joiner
/// notices a dead host, and the host a dead joiner, within this.
pub const IDLE_TIMEOUT: Duration = Duration::from_secs(5);
/// How long a joiner whose connection was lost keeps dialing the host again (after 1, 2, 4, 8,
/// then every 8 s): a host restarted with `--resume` is back with the same tickets.
pub const RECONNECT_FOR: Duration = Duration::from_secs(120);
/// The longest wait between two of those dials.
pub const RECONNECT_MAX_WAIT: Duration = Duration::from_secs(8);
/// How long a connected seat has to answer a ping when someone else presents its token: no
/// answer, and the newcomer takes the seat (the old connection was dead, e.g. a killed joiner).
pub const PROBE_TIMEOUT: Duration = Duration::from_secs(2);
/// Frames waiting to be sent to one connection; a peer that lets more pile up is not reading
/// and is dropped (its seat stays open for it).
pub const OUTBOX_FRAMES: usize = 256;
/// Connections in QUIC's handshake at once (before a connection's tag says which room it waits
/// in); a newcomer to a full room pushes out the one that waited longest (`net::waiting_room`).
/// A real joiner's handshake takes a round trip or two.
pub const MAX_HANDSHAKES: usize = 256;
/// Connections waiting for their hello at once with the spectators' tag: above every seat plus
/// [`MAX_SPECTATORS`], so that everyone arriving at once gets in.
pub const MAX_PENDING_HANDSHAKES: usize = 64;
/// Connections waiting for their hello at once with one seat's tag (its player, and whoever saw
/// its ticket).
pub const MAX_WAITING_PER_SEAT: usize = 4;
/// Connections waiting for their hello at once with no tag (the plain protocol name).
pub const MAX_WAITING_UNTAGGED: usize = 8;
/// Connections from one remote node waiting for their hello in one room at once; its
/// longest-waiting one leaves for a newer.
pub const MAX_WAITING_PER_NODE: usize = 4;
/// Spectators watching one match at once.
pub const MAX_SPECTATORS: usize = 32;
/// Actions a seat may send in a burst, and refilled per second after it: far above any human
/// and above a script answering each view at once on loopback, far below a flood.
pub const ACTION_BURST: u32 = 200;
pub const ACTIONS_PER_SECOND: u32 = 100;
/// Spectators admitted in a burst (every place at once: a crowd arriving from one posted link),
/// and refilled per second after it: each admission costs the match a view, so joining and
/// leaving over and over with a spectators' ticket cannot keep the host computing them.
pub const SPECTATOR_JOIN_BURST: u32 = MAX_SPECTATORS as u32;
pub const SPECTATOR_JOINS_PER_SECOND: u32 = 4;
/// How long dialing the host may take before the joiner gives up.
pub const CONNECT_TIMEOUT: Duration = Duration::from_secs(20);
/// How long the host waits for its peers to read the final view of a finished match.
pub const LINGER: Duration = Duration::from_secs(5);
/// How long to wait for the endpoint to know its own address before printing tickets.
pub const ADDRESS_TIMEOUT: Duration = Duration::from_secs(10);

//! Online play (issue #20, `docs/online.md`): the host machine runs the match and each remote
//! seat receives only its seat's view over an iroh QUIC connection.
//!
//! - [`limits`]: every number the network side enforces, in one place.
//! - [`frames`]: length-prefixed postcard frames with a size limit.
//! - [`protocol`]: the messages and the handshake.
//! - [`ticket`]: invites (the host's address plus a secret seat token) as pasteable text.
//! - [`endpoint`]: the iroh endpoint as `--relay` and `--bind` ask for it.
//! - [`host_keys`]: the host's node key and tokens beside its save, so a restart keeps them.
//! - [`host_side`]: accepting connections: handshake, admission, liveness, flood limits.
//! - [`table`]: the match on the host as the network sees it ([`table::Hosting`]: turn checks,
//!   take-backs, the turn timer, each seat's view after every change) and `game-host host`'s
//!   match thread around it.
//! - [`service`]: hosting in the background for the GUI (endpoint, acceptor, events).
//! - [`join_side`]: the joiner's connection.

pub mod endpoint;
pub mod frames;
pub mod host_keys;
pub mod host_side;
pub mod join_keys;
pub mod join_side;
pub mod limits;
pub mod protocol;
pub mod service;
pub mod table;
pub mod ticket;
pub mod waiting_room;

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
//! - [`table`]: the match thread on the host: applies actions and sends each seat its view.
//! - [`join_side`]: the joiner's connection.

pub mod endpoint;
pub mod frames;
pub mod host_keys;
pub mod host_side;
pub mod join_side;
pub mod limits;
pub mod protocol;
pub mod table;
pub mod ticket;

//! The iroh endpoint of either side, as `--relay` and `--bind` ask for it.

use super::limits;
use iroh::endpoint::{QuicTransportConfig, VarInt, presets};
use iroh::{Endpoint, EndpointAddr, RelayMode, RelayUrl, Watcher};
use std::net::SocketAddr;

/// Which relay servers the endpoint uses (`--relay`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Relay {
    /// None: direct connections only (a LAN, loopback, or an open port).
    None,
    /// The iroh project's public relays: hole punching across the internet, relayed traffic
    /// when no direct path is found.
    Default,
    /// A self-hosted `iroh-relay`.
    Url(String),
}

impl std::str::FromStr for Relay {
    type Err = String;

    fn from_str(s: &str) -> Result<Relay, String> {
        match s {
            "none" => Ok(Relay::None),
            "default" => Ok(Relay::Default),
            url if url.starts_with("http://") || url.starts_with("https://") => {
                url.parse::<RelayUrl>()
                    .map_err(|e| format!("--relay `{url}`: {e}"))?;
                Ok(Relay::Url(url.to_string()))
            }
            other => Err(format!(
                "--relay `{other}`: expected none, default or an http(s) URL of an iroh-relay"
            )),
        }
    }
}

impl Relay {
    /// As `--relay` takes it.
    pub fn as_arg(&self) -> &str {
        match self {
            Relay::None => "none",
            Relay::Default => "default",
            Relay::Url(url) => url,
        }
    }

    fn mode(&self) -> Result<RelayMode, String> {
        Ok(match self {
            Relay::None => RelayMode::Disabled,
            Relay::Default => RelayMode::Default,
            Relay::Url(url) => RelayMode::custom([url
                .parse::<RelayUrl>()
                .map_err(|e| format!("--relay `{url}`: {e}"))?]),
        })
    }
}

/// Binds an endpoint. `alpns` are the protocols it accepts (the host's; empty for a joiner);
/// `bind` restricts it to one local address (tests bind 127.0.0.1 so that nothing leaves the
/// machine). No address lookup service is used: tickets carry the addresses.
pub async fn bind(
    relay: &Relay,
    bind: Option<SocketAddr>,
    alpns: Vec<Vec<u8>>,
) -> Result<Endpoint, String> {
    bind_as(relay, bind, alpns, None).await
}

/// [`bind`] with the identity `secret` (a host restarted from its save keeps its node id, so
/// the tickets it gave stay valid); `None` makes a new one.
pub async fn bind_as(
    relay: &Relay,
    bind: Option<SocketAddr>,
    alpns: Vec<Vec<u8>>,
    secret: Option<[u8; 32]>,
) -> Result<Endpoint, String> {
    let idle = limits::IDLE_TIMEOUT
        .try_into()
        .map_err(|e| format!("idle timeout: {e}"))?;
    let transport = QuicTransportConfig::builder()
        .max_idle_timeout(Some(idle))
        .keep_alive_interval(limits::KEEP_ALIVE)
        .max_concurrent_bidi_streams(VarInt::from_u32(limits::MAX_BIDI_STREAMS))
        .max_concurrent_uni_streams(VarInt::from_u32(limits::MAX_UNI_STREAMS))
        .stream_receive_window(VarInt::from_u32(limits::STREAM_RECEIVE_WINDOW))
        .receive_window(VarInt::from_u32(limits::RECEIVE_WINDOW))
        .send_window(limits::SEND_WINDOW)
        // The protocol sends no datagrams: none are buffered for a peer either.
        .datagram_receive_buffer_size(None)
        .build();
    let mut builder = Endpoint::builder(presets::Minimal)
        .relay_mode(relay.mode()?)
        .transport_config(transport)
        .alpns(alpns);
    if let Some(secret) = secret {
        builder = builder.secret_key(iroh::SecretKey::from_bytes(&secret));
    }
    if let Some(addr) = bind {
        builder = builder
            .clear_ip_transports()
            .bind_addr(addr)
            .map_err(|e| format!("--bind {addr}: {e}"))?;
    }
    builder
        .bind()
        .await
        .map_err(|e| format!("cannot open the network endpoint: {e}"))
}

/// The endpoint's address once it knows one to put in a ticket: a direct address, and with a
/// relay also the home relay (waited for up to [`limits::ADDRESS_TIMEOUT`]).
pub async fn address(endpoint: &Endpoint, relay: &Relay) -> Result<EndpointAddr, String> {
    let mut watch = endpoint.watch_addr();
    let ready = |addr: &EndpointAddr| {
        addr.ip_addrs().next().is_some()
            && (*relay == Relay::None || addr.relay_urls().next().is_some())
    };
    let wait = async {
        loop {
            let addr = watch.get();
            if ready(&addr) {
                return Ok(addr);
            }
            if watch.updated().await.is_err() {
                return Err("the endpoint closed".to_string());
            }
        }
    };
    match tokio::time::timeout(limits::ADDRESS_TIMEOUT, wait).await {
        Ok(result) => result,
        Err(_) => {
            let addr = endpoint.addr();
            if addr.is_empty() {
                Err(format!(
                    "no network address after {} s",
                    limits::ADDRESS_TIMEOUT.as_secs()
                ))
            } else {
                tracing::warn!(
                    "no relay reached after {} s; the ticket has direct addresses only",
                    limits::ADDRESS_TIMEOUT.as_secs()
                );
                Ok(addr)
            }
        }
    }
}

//! Invite tickets: the host's node address plus a secret token, as one line of text that can be
//! pasted in a chat. Whoever holds a ticket can take its seat: it is shared like a password.

use super::protocol::Token;
use data_encoding::BASE32_NOPAD;
use iroh::{EndpointAddr, PublicKey, RelayUrl, TransportAddr};
use serde::{Deserialize, Serialize};
use std::net::SocketAddr;

/// What every ticket starts with (the format's version is the digit).
const PREFIX: &str = "gh1";
/// The longest ticket text accepted (a ticket with a relay and a few addresses is ~200).
const MAX_TEXT: usize = 4096;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ticket {
    /// The host's node id (its public key): the connection is authenticated against it.
    pub node: [u8; 32],
    /// Where the host may be reached directly.
    pub addrs: Vec<SocketAddr>,
    /// The host's home relay, when it uses one.
    pub relay: Option<String>,
    pub token: Token,
}

impl Ticket {
    /// The ticket for `token` at the host `addr`.
    pub fn new(addr: &EndpointAddr, token: Token) -> Ticket {
        Ticket {
            node: *addr.id.as_bytes(),
            addrs: addr.ip_addrs().copied().collect(),
            relay: addr.relay_urls().next().map(|u| u.to_string()),
            token,
        }
    }

    /// Parses a pasted ticket (surrounding spaces and quotes are forgiven).
    pub fn parse(text: &str) -> Result<Ticket, String> {
        let text = text
            .trim()
            .trim_matches(|c| c == '"' || c == '\'' || c == '`');
        if text.len() > MAX_TEXT {
            return Err(crate::tr!("join-ticket-too-long", most = MAX_TEXT));
        }
        let body = text
            .strip_prefix(PREFIX)
            .ok_or_else(|| crate::tr!("join-ticket-not-a-ticket", prefix = PREFIX))?;
        let bytes = BASE32_NOPAD
            .decode(body.to_ascii_uppercase().as_bytes())
            .map_err(|e| crate::tr!("join-ticket-damaged", error = e.to_string()))?;
        let ticket: Ticket = postcard::from_bytes(&bytes)
            .map_err(|e| crate::tr!("join-ticket-damaged", error = e.to_string()))?;
        PublicKey::from_bytes(&ticket.node)
            .map_err(|e| crate::tr!("join-ticket-bad-key", error = e.to_string()))?;
        Ok(ticket)
    }

    pub fn to_text(&self) -> String {
        // Serializing plain data with no maps or floats cannot fail; an empty body would be
        // refused by `parse` anyway.
        let bytes = postcard::to_allocvec(self).unwrap_or_default();
        format!(
            "{PREFIX}{}",
            BASE32_NOPAD.encode(&bytes).to_ascii_lowercase()
        )
    }

    /// The host's address to dial.
    pub fn addr(&self) -> Result<EndpointAddr, String> {
        let id = PublicKey::from_bytes(&self.node)
            .map_err(|e| crate::tr!("join-ticket-bad-key", error = e.to_string()))?;
        let mut addrs: Vec<TransportAddr> =
            self.addrs.iter().copied().map(TransportAddr::Ip).collect();
        if let Some(relay) = &self.relay {
            let url: RelayUrl =
                relay
                    .parse()
                    .map_err(|e: <RelayUrl as std::str::FromStr>::Err| {
                        crate::tr!(
                            "join-ticket-bad-relay",
                            relay = relay,
                            error = e.to_string()
                        )
                    })?;
            addrs.push(TransportAddr::Relay(url));
        }
        Ok(EndpointAddr::from_parts(id, addrs))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Ticket {
        Ticket {
            node: *iroh::SecretKey::generate().public().as_bytes(),
            addrs: vec![SocketAddr::from(([127, 0, 0, 1], 4433))],
            relay: Some("https://relay.example/".into()),
            token: Token([7; 16]),
        }
    }

    #[test]
    fn a_ticket_survives_its_text_and_quotes_around_it() {
        let ticket = sample();
        let text = ticket.to_text();
        assert!(text.starts_with(PREFIX));
        assert!(text.chars().all(|c| c.is_ascii_alphanumeric()), "{text}");
        assert_eq!(Ticket::parse(&format!(" \"{text}\"\n")), Ok(ticket.clone()));
        let addr = ticket.addr().unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(addr.ip_addrs().count(), 1);
        assert_eq!(addr.relay_urls().count(), 1);
    }

    #[test]
    fn a_damaged_ticket_is_refused_with_a_reason() {
        let text = sample().to_text();
        let cut = &text[..text.len() - 9];
        assert!(Ticket::parse(cut).is_err_and(|e| e.contains("damaged")));
        assert!(Ticket::parse("hello").is_err_and(|e| e.contains("not a game-host ticket")));
        let long = format!("{PREFIX}{}", "a".repeat(MAX_TEXT));
        assert!(Ticket::parse(&long).is_err_and(|e| e.contains("at most")));
    }
}

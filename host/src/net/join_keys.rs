//! The joiner's node key for one ticket, kept in the data directory (`join-keys/<tag>.key`,
//! owner only): the host binds a seat to the node key of the first player who joins it, so the
//! same player coming back (a rejoin, a restarted `join`, the app's Rejoin) must come back with
//! the same key, and someone else holding the ticket cannot take the seat after the player quit
//! or dropped.
//!
//! The file is locked while a join uses it: a second `join` of the same ticket on this machine
//! at the same time gets a key of its own (two endpoints with one node id would confuse the
//! host's paths), and so is another device to the host.

use super::protocol::alpn_for;
use super::ticket::Ticket;
use std::fs::{File, OpenOptions};
use std::io::{Read, Seek, Write};
use std::path::Path;

/// A node key and, when it is the ticket's kept key, the lock on its file (held while the
/// join lasts).
#[derive(Debug)]
pub struct Identity {
    pub secret: [u8; 32],
    /// Whether this is the key kept for the ticket (false: a key for this join only).
    pub kept: bool,
    _lock: Option<File>,
}

fn fresh() -> Option<[u8; 32]> {
    let mut secret = [0u8; 32];
    getrandom::fill(&mut secret).ok()?;
    Some(secret)
}

/// The kept key for `ticket` under `data` (made on first use), or a key for this join only
/// when there is no data directory, the file cannot be used, or another join holds it.
pub fn for_ticket(data: Option<&Path>, ticket: &Ticket) -> Result<Identity, String> {
    let once = || {
        fresh()
            .map(|secret| Identity {
                secret,
                kept: false,
                _lock: None,
            })
            .ok_or_else(|| "no random source for a node key".to_string())
    };
    let Some(data) = data else { return once() };
    let tag = alpn_for(&ticket.token);
    let tag =
        String::from_utf8_lossy(tag.rsplit(|b| *b == b'/').next().unwrap_or(&[])).into_owned();
    let dir = data.join("join-keys");
    if std::fs::create_dir_all(&dir).is_err() {
        return once();
    }
    let mut options = OpenOptions::new();
    options.read(true).write(true).create(true).truncate(false);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    let Ok(mut file) = options.open(dir.join(format!("{tag}.key"))) else {
        return once();
    };
    if file.try_lock().is_err() {
        return once();
    }
    let mut bytes = Vec::new();
    let secret = match file.read_to_end(&mut bytes) {
        Ok(32) => {
            let mut secret = [0u8; 32];
            secret.copy_from_slice(&bytes);
            secret
        }
        _ => {
            let Some(secret) = fresh() else { return once() };
            let written = file
                .set_len(0)
                .and_then(|()| file.rewind())
                .and_then(|()| file.write_all(&secret))
                .and_then(|()| file.sync_all());
            if written.is_err() {
                return once();
            }
            secret
        }
    };
    Ok(Identity {
        secret,
        kept: true,
        _lock: Some(file),
    })
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)] // tests: a failed unwrap is a failed test
    use super::*;
    use crate::net::protocol::Token;

    fn ticket(byte: u8) -> Ticket {
        let id = iroh::SecretKey::from_bytes(&[9; 32]).public();
        Ticket::new(&iroh::EndpointAddr::new(id), Token([byte; 16]))
    }

    #[test]
    fn a_ticket_keeps_its_key_and_a_second_join_at_once_gets_another() {
        let dir = tempfile::tempdir().unwrap();
        let first = for_ticket(Some(dir.path()), &ticket(1)).unwrap();
        assert!(first.kept);
        // While the first join holds the key, a second one is another device.
        let second = for_ticket(Some(dir.path()), &ticket(1)).unwrap();
        assert!(!second.kept);
        assert_ne!(second.secret, first.secret);
        let secret = first.secret;
        drop(first);
        let again = for_ticket(Some(dir.path()), &ticket(1)).unwrap();
        assert!(again.kept);
        assert_eq!(again.secret, secret, "the same player comes back as itself");
        let other = for_ticket(Some(dir.path()), &ticket(2)).unwrap();
        assert_ne!(other.secret, secret, "one key per ticket");
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let file = std::fs::read_dir(dir.path().join("join-keys"))
                .unwrap()
                .next()
                .unwrap()
                .unwrap()
                .path();
            let mode = std::fs::metadata(file).unwrap().permissions().mode();
            assert_eq!(mode & 0o777, 0o600);
        }
    }
}

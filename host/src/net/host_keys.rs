//! What a host needs to come back as itself after a restart: its node key (the endpoint's
//! identity, which tickets name), the seats' and spectators' tokens, who plays each seat and
//! the port it listened on. Kept beside the match's save as `<save>.host-keys`, readable by its
//! owner only, and never inside the save record itself: a save is shareable, these secrets
//! admit whoever holds them.

use super::protocol::Token;
use serde::{Deserialize, Serialize};
use std::path::Path;

/// The largest keys file read (a few hundred bytes in practice).
pub const MAX_KEYS_BYTES: u64 = 64 * 1024;

#[derive(Clone, Serialize, Deserialize)]
pub struct HostKeys {
    /// The endpoint's secret key.
    pub secret: [u8; 32],
    /// Each seat's token (`None` for a local or bot seat), in seat order.
    pub seats: Vec<Option<Token>>,
    pub spectators: Token,
    /// `--seats` as given (`local`, `remote`, `bot:LEVEL`), in seat order.
    pub players: Vec<String>,
    /// The port the host listened on, bound again so that tickets keep their addresses.
    pub port: Option<u16>,
    /// The turn timer's seconds per turn (`None`: off), kept for a resumed match.
    #[serde(default)]
    pub turn_secs: Option<u32>,
    /// The relay choice (`none`, `default` or a URL) of a match hosted from the GUI, which
    /// resumes it as it was hosted (`None`: the default relays).
    #[serde(default)]
    pub relay: Option<String>,
    /// Spectators the spectators' ticket admits at once (`--spectators`; `None`: the most,
    /// `limits::MAX_SPECTATORS`).
    #[serde(default)]
    pub spectators_max: Option<u32>,
    /// Per seat, the node key of the player who first joined it (`host_side`: a rejoin from
    /// another key is refused until the host issues a new invite), kept so that a resumed host
    /// still knows its players.
    #[serde(default)]
    pub bound: Vec<Option<[u8; 32]>>,
}

impl std::fmt::Debug for HostKeys {
    /// Never printed: the key and the tokens admit whoever reads them.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("HostKeys(..)")
    }
}

/// Where the keys of the match saved at `save` are kept (defined beside the autosaves, which
/// every build prunes with their keys, online play or not).
pub use crate::autosave::host_keys_path as path_for;

/// Writes `bytes` to `path` atomically, readable and writable by the owner only (the file
/// never exists with wider rights, even for a moment): for the secrets that admit whoever reads
/// them, the host keys and the tickets.
pub fn write_owner_only(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let mut tmp = tempfile::NamedTempFile::new_in(dir)?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        tmp.as_file()
            .set_permissions(std::fs::Permissions::from_mode(0o600))?;
    }
    std::io::Write::write_all(&mut tmp, bytes)?;
    tmp.as_file().sync_all()?;
    tmp.persist(path).map_err(|e| e.error)?;
    Ok(())
}

impl HostKeys {
    /// New keys for a match whose seats are `players` (`local`, `remote`, `bot:LEVEL`): a new
    /// node key, and a new token for each remote seat and for the spectators.
    pub fn fresh(players: Vec<String>) -> Result<HostKeys, String> {
        let mut seats = Vec::new();
        for player in &players {
            seats.push(if player == "remote" {
                Some(Token::random()?)
            } else {
                None
            });
        }
        let mut secret = [0u8; 32];
        getrandom::fill(&mut secret)
            .map_err(|e| format!("no random source for a node key: {e}"))?;
        Ok(HostKeys {
            secret,
            seats,
            spectators: Token::random()?,
            players,
            port: None,
            turn_secs: None,
            relay: None,
            spectators_max: None,
            bound: Vec::new(),
        })
    }

    /// Which token admits whom; `names` are the seats' display names.
    pub fn doors(&self, names: Vec<String>) -> super::host_side::Doors {
        super::host_side::Doors {
            seats: self.seats.clone(),
            spectators: self.spectators,
            spectators_max: self
                .spectators_max
                .map_or(super::limits::MAX_SPECTATORS, |n| n as usize),
            bound: (0..self.seats.len())
                .map(|s| self.bound.get(s).copied().flatten())
                .collect(),
            keys_file: None,
            names,
        }
    }

    /// Where to listen: `bind` as given, or on a resumed host the port it had (so that the
    /// tickets' addresses still reach it), on the `bind` address or every IPv4 interface.
    pub fn listen_on(&self, bind: Option<std::net::SocketAddr>) -> Option<std::net::SocketAddr> {
        use std::net::SocketAddr;
        match (bind, self.port) {
            (Some(addr), Some(port)) if addr.port() == 0 => Some(SocketAddr::new(addr.ip(), port)),
            (None, Some(port)) => Some(SocketAddr::from(([0, 0, 0, 0], port))),
            (bind, _) => bind,
        }
    }

    /// Writes the keys atomically, readable and writable by the owner only.
    pub fn write(&self, path: &Path) -> Result<(), String> {
        let text = serde_json::to_string(self)
            .map_err(|e| format!("{}: cannot encode the host keys: {e}", path.display()))?;
        write_owner_only(path, text.as_bytes())
            .map_err(|e| format!("{}: cannot write the host keys: {e}", path.display()))
    }

    /// Reads the keys written by [`HostKeys::write`], saying what is wrong with a bad file.
    pub fn read(path: &Path) -> Result<HostKeys, String> {
        let text = crate::safe_read::read_text(path, MAX_KEYS_BYTES).map_err(|e| {
            format!(
                "{}: {e} (the host keys are written beside the save by `host --save`; without \
                 them the match can only be hosted again with new tickets: `play` or a new \
                 `host`)",
                path.display()
            )
        })?;
        let keys: HostKeys = serde_json::from_str(&text)
            .map_err(|e| format!("{}:{}:{}: {e}", path.display(), e.line(), e.column()))?;
        if keys.seats.len() != keys.players.len() {
            return Err(format!(
                "{}: {} seat tokens for {} seats",
                path.display(),
                keys.seats.len(),
                keys.players.len()
            ));
        }
        Ok(keys)
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)] // tests: a failed unwrap is a failed test
    use super::*;

    #[test]
    fn keys_round_trip_beside_the_save_and_a_bad_file_is_located() {
        let dir = tempfile::tempdir().unwrap();
        let save = dir.path().join("match.json");
        let path = path_for(&save);
        assert_eq!(path, dir.path().join("match.json.host-keys"));
        let keys = HostKeys {
            secret: [7; 32],
            seats: vec![None, Some(Token([1; 16]))],
            spectators: Token([2; 16]),
            players: vec!["local".into(), "remote".into()],
            port: Some(4242),
            turn_secs: Some(30),
            relay: None,
            spectators_max: Some(4),
            bound: vec![None, Some([5; 32])],
        };
        keys.write(&path).unwrap();
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(&path).unwrap().permissions().mode();
            assert_eq!(mode & 0o777, 0o600, "owner only");
        }
        let back = HostKeys::read(&path).unwrap();
        assert_eq!(back.secret, keys.secret);
        assert_eq!(back.seats, keys.seats);
        assert_eq!(back.port, Some(4242));
        assert_eq!(back.turn_secs, Some(30));
        assert_eq!(format!("{back:?}"), "HostKeys(..)", "never printed");
        std::fs::write(&path, "{\"secret\": [1, 2]}").unwrap();
        let err = HostKeys::read(&path).err().unwrap();
        assert!(err.contains("match.json.host-keys:1:"), "{err}");
        let err = HostKeys::read(&dir.path().join("none.host-keys"))
            .err()
            .unwrap();
        assert!(err.contains("without them"), "{err}");
    }
}

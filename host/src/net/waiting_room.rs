//! The connections waiting for their hello, and who makes room when too many wait.
//!
//! Anyone who saw a ticket (a spectators' link posted online is enough) can open connections
//! that never say hello. A door that refuses newcomers once it is full lets 64 such connections
//! keep the real player out for as long as they reopen; here the newcomer always gets in and the
//! connection that has waited longest makes room instead. A real joiner sends its hello right
//! after QUIC's handshake, so it waits a round trip, while an idle one waits until it is pushed
//! out: to push out a real joiner, an attacker must open a whole room of connections within the
//! joiner's round trip. No remote node may hold more than [`limits::MAX_WAITING_PER_NODE`]
//! places, so one node cannot even fill the room without new node keys.
//!
//! The room does not group by address: players behind one NAT share an address, and every
//! relayed connection comes from its relay's.

use super::limits;
use iroh::EndpointId;
use std::collections::VecDeque;
use std::sync::Mutex;
use tokio::sync::oneshot;

/// Why a waiting connection was told to leave.
pub const PUSHED_OUT: &str = "the host has too many connections waiting for their hello: try again";

#[derive(Debug)]
struct Waiter {
    id: u64,
    /// Known once QUIC's handshake is done.
    node: Option<EndpointId>,
    /// Held only to be dropped: that tells the connection's task to close.
    _leave: oneshot::Sender<()>,
}

/// The waiting connections, oldest first.
#[derive(Debug, Default)]
pub struct WaitingRoom {
    inner: Mutex<Room>,
}

#[derive(Debug, Default)]
struct Room {
    next: u64,
    queue: VecDeque<Waiter>,
}

/// A place in the room: its task waits on `pushed_out` while it reads the hello.
#[derive(Debug)]
pub struct Place {
    pub id: u64,
    pub pushed_out: oneshot::Receiver<()>,
}

impl WaitingRoom {
    fn room(&self) -> std::sync::MutexGuard<'_, Room> {
        // A panic while holding the lock leaves the queue consistent (every change is one
        // push or remove), so a poisoned lock is used as it is.
        self.inner.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// A newcomer enters; if the room is full, the one that waited longest leaves.
    pub fn enter(&self) -> Place {
        let mut room = self.room();
        room.next += 1;
        let id = room.next;
        while room.queue.len() >= limits::MAX_PENDING_HANDSHAKES {
            room.queue.pop_front();
        }
        let (leave, pushed_out) = oneshot::channel();
        room.queue.push_back(Waiter {
            id,
            node: None,
            _leave: leave,
        });
        Place { id, pushed_out }
    }

    /// The connection at `id` turned out to come from `node`: if that node now holds more than
    /// its share, its longest-waiting other connection leaves.
    pub fn identify(&self, id: u64, node: EndpointId) {
        let mut room = self.room();
        if let Some(w) = room.queue.iter_mut().find(|w| w.id == id) {
            w.node = Some(node);
        }
        let same: Vec<u64> = room
            .queue
            .iter()
            .filter(|w| w.node == Some(node))
            .map(|w| w.id)
            .collect();
        if same.len() > limits::MAX_WAITING_PER_NODE
            && let Some(oldest) = same.iter().find(|&&other| other != id)
        {
            room.queue.retain(|w| w.id != *oldest);
        }
    }

    /// The connection at `id` said hello (or gave up): its place is free.
    pub fn leave(&self, id: u64) {
        self.room().queue.retain(|w| w.id != id);
    }

    /// How many wait now.
    pub fn waiting(&self) -> usize {
        self.room().queue.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn node(byte: u8) -> EndpointId {
        iroh::SecretKey::from_bytes(&[byte; 32]).public()
    }

    #[test]
    fn a_full_room_pushes_out_the_longest_waiting_not_the_newcomer() {
        let room = WaitingRoom::default();
        let mut places: Vec<Place> = (0..limits::MAX_PENDING_HANDSHAKES)
            .map(|_| room.enter())
            .collect();
        let mut newcomer = room.enter();
        assert_eq!(room.waiting(), limits::MAX_PENDING_HANDSHAKES);
        // The first one was told to leave (its sender dropped), the second and the newcomer not.
        assert_eq!(
            places[0].pushed_out.try_recv(),
            Err(oneshot::error::TryRecvError::Closed)
        );
        assert_eq!(
            places[1].pushed_out.try_recv(),
            Err(oneshot::error::TryRecvError::Empty)
        );
        assert_eq!(
            newcomer.pushed_out.try_recv(),
            Err(oneshot::error::TryRecvError::Empty)
        );
    }

    #[test]
    fn one_node_holds_at_most_its_share_and_its_oldest_leaves() {
        let room = WaitingRoom::default();
        let mut places: Vec<Place> = (0..=limits::MAX_WAITING_PER_NODE)
            .map(|_| room.enter())
            .collect();
        let other = room.enter();
        room.identify(other.id, node(2));
        for p in &places {
            room.identify(p.id, node(1));
        }
        assert_eq!(room.waiting(), limits::MAX_WAITING_PER_NODE + 1);
        assert_eq!(
            places[0].pushed_out.try_recv(),
            Err(oneshot::error::TryRecvError::Closed)
        );
        assert_eq!(
            places[1].pushed_out.try_recv(),
            Err(oneshot::error::TryRecvError::Empty)
        );
    }

    #[test]
    fn a_place_left_is_free() {
        let room = WaitingRoom::default();
        let a = room.enter();
        let _b = room.enter();
        room.leave(a.id);
        assert_eq!(room.waiting(), 1);
    }
}

//! The connections waiting for their hello, and who makes room when too many wait.
//!
//! Anyone who saw a ticket (a spectators' link posted online is enough) can open connections
//! that never say hello. A door that refuses newcomers once it is full let 64 such connections
//! keep the real player out for as long as they reopened. Here a newcomer always gets a place and
//! the connection that waited longest in that room makes way, and the rooms are apart: QUIC's
//! handshakes wait in one (256 places), then each connection waits for its hello in the room of
//! its tag (`protocol::alpn_for`): one per seat (4 places), the spectators' (64) and the
//! untagged (8). Whoever holds only the spectators' ticket crowds the spectators' room, never a
//! seat's; a real joiner waits a round trip or two in each, an idle connection until it is
//! pushed out. No remote node holds more than [`limits::MAX_WAITING_PER_NODE`] places of a room.
//!
//! The rooms do not group by address: players behind one NAT share an address, and every
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

/// The waiting connections of one room, oldest first.
#[derive(Debug)]
pub struct WaitingRoom {
    /// Places; a newcomer to a full room pushes out the one that waited longest.
    capacity: usize,
    inner: Mutex<Queue>,
}

#[derive(Debug, Default)]
struct Queue {
    next: u64,
    queue: VecDeque<Waiter>,
}

/// Which room a connection waits in for its hello, by the tag of its application protocol
/// (`protocol::alpn_for`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Room {
    /// The tag of this seat's token: its player (and whoever saw the ticket).
    Seat(usize),
    /// The tag of the spectators' token.
    Spectators,
    /// No tag (the plain protocol name): a joiner that does not tag, or a stranger.
    Untagged,
}

/// Every room of a host: one for QUIC's handshakes (the tag is known only after it), then one
/// per seat, the spectators' and the untagged one, each with its number of places.
#[derive(Debug)]
pub struct Rooms {
    pub handshakes: WaitingRoom,
    seats: Vec<WaitingRoom>,
    spectators: WaitingRoom,
    untagged: WaitingRoom,
}

impl Rooms {
    pub fn new(seats: usize) -> Rooms {
        Rooms {
            handshakes: WaitingRoom::new(limits::MAX_HANDSHAKES),
            seats: (0..seats)
                .map(|_| WaitingRoom::new(limits::MAX_WAITING_PER_SEAT))
                .collect(),
            spectators: WaitingRoom::new(limits::MAX_PENDING_HANDSHAKES),
            untagged: WaitingRoom::new(limits::MAX_WAITING_UNTAGGED),
        }
    }

    pub fn room(&self, room: Room) -> &WaitingRoom {
        match room {
            Room::Seat(seat) => self.seats.get(seat).unwrap_or(&self.untagged),
            Room::Spectators => &self.spectators,
            Room::Untagged => &self.untagged,
        }
    }
}

/// A place in the room: its task waits on `pushed_out` while it reads the hello.
#[derive(Debug)]
pub struct Place {
    pub id: u64,
    pub pushed_out: oneshot::Receiver<()>,
}

impl WaitingRoom {
    pub fn new(capacity: usize) -> WaitingRoom {
        WaitingRoom {
            capacity: capacity.max(1),
            inner: Mutex::new(Queue::default()),
        }
    }

    fn room(&self) -> std::sync::MutexGuard<'_, Queue> {
        // A panic while holding the lock leaves the queue consistent (every change is one
        // push or remove), so a poisoned lock is used as it is.
        self.inner.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// A newcomer enters; if the room is full, the one that waited longest leaves.
    pub fn enter(&self) -> Place {
        let mut room = self.room();
        room.next += 1;
        let id = room.next;
        while room.queue.len() >= self.capacity {
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
        let room = WaitingRoom::new(limits::MAX_PENDING_HANDSHAKES);
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
        let room = WaitingRoom::new(limits::MAX_PENDING_HANDSHAKES);
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
        let room = WaitingRoom::new(limits::MAX_PENDING_HANDSHAKES);
        let a = room.enter();
        let _b = room.enter();
        room.leave(a.id);
        assert_eq!(room.waiting(), 1);
    }
}

//! The driver's online side in a game-host built without the `online` feature: the same names
//! as `online.rs`, so the driver's other files need no `#[cfg]`, but nothing can be hosted.
//! [`Online`] cannot be made (its `Hosting` has no value), so `self.online` is always `None`
//! and every `if let Some(online)` of the driver is dead code the compiler sees through.
//! A [`SeatKind::Remote`](crate::seats::SeatKind) seat (the type stays: it is part of the
//! seating every build reads) is played at this device like a human's.

use super::Driver;
use crate::session::Session;
use game_wire::Applied;

/// How a match with remote seats is hosted: nothing to choose without online play.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct OnlineOptions {}

/// A match hosted online: never, in this build.
#[derive(Debug)]
pub struct Online {
    pub hosting: Hosting,
}

/// What the remote seats were sent: no value exists (an empty enum), so its methods are never
/// called.
#[derive(Debug)]
pub enum Hosting {}

/// A take-back asked of or by a remote player (see `net::table::TakeBackRequest`).
#[derive(Debug, Clone)]
pub struct TakeBackRequest {
    pub seat: u8,
    pub to: u8,
}

impl Hosting {
    pub fn changed(&mut self, _: &mut Session) {
        match *self {}
    }
    pub fn applied(&mut self, _: &mut Session, _: &Applied) {
        match *self {}
    }
    pub fn reloaded(&mut self, _: &mut Session, _: &str) {
        match *self {}
    }
    pub fn take_back(&self) -> Option<&TakeBackRequest> {
        match *self {}
    }
    pub fn answer_take_back(
        &mut self,
        _: &mut Session,
        _: u8,
        _: bool,
    ) -> Result<Option<usize>, String> {
        match *self {}
    }
}

impl Driver {
    /// No seat waits for another machine: a remote seat is played here.
    pub fn remote_to_move(&self) -> Option<u8> {
        None
    }

    pub(super) fn local_requester(&self) -> Option<u8> {
        None
    }

    pub(super) fn ask_remote_take_back(&mut self) {}

    pub(super) fn online_notices(&mut self) {}
}

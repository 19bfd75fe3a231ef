//! The driver's seats on other machines: a match with remote seats is hosted through
//! [`Hosting`] (what each remote seat was sent) and [`HostService`] (the endpoint, on its own
//! threads). The driver feeds them its changes and takes their players' actions, take-backs and
//! timeouts like any other seat's.

use super::{Driver, Report, TakeBackOffer};
use crate::net::endpoint::Relay;
use crate::net::host_keys::{self, HostKeys};
use crate::net::protocol::{Clock, Player};
use crate::net::service::{HostService, Wake};
use crate::net::table::{Event, Hosting, Presence, Setup};
use crate::seats::SeatKind;
use crate::tr;
use game_wire::BotSpec;
use std::net::SocketAddr;
use std::time::Duration;

/// How a match with remote seats is hosted (chosen in New match).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OnlineOptions {
    /// The public iroh relays (internet play), none (a LAN), or a self-hosted one.
    pub relay: Relay,
    /// Listen on this local address only (tests: 127.0.0.1:0).
    pub bind: Option<SocketAddr>,
    /// The turn timer's seconds per turn (`None`: off, the default).
    pub turn_secs: Option<u32>,
}

impl Default for OnlineOptions {
    fn default() -> OnlineOptions {
        OnlineOptions {
            relay: Relay::Default,
            bind: None,
            turn_secs: None,
        }
    }
}

/// The match hosted online from this table: its network side and what the remote seats were
/// sent (`net::table::Hosting`, shared with `game-host host`).
#[derive(Debug)]
pub struct Online {
    pub hosting: Hosting,
    /// The app's endpoint, polled by [`Driver::drive_online`]; `None` where the terminal's
    /// host runs its own and feeds [`Driver::online_event`].
    pub service: Option<HostService>,
}

impl Driver {
    /// The remote seat to move, if any (the table waits for its player).
    pub fn remote_to_move(&self) -> Option<u8> {
        let seat = self.view.as_ref()?.status.to_move()?;
        (self.seat_kind(seat) == SeatKind::Remote).then_some(seat)
    }

    /// The local seat whose last move Undo asks to take back online: the latest mover among
    /// the humans at this device.
    pub(super) fn local_requester(&self) -> Option<u8> {
        let humans = self.seating.humans();
        self.session
            .movers()
            .iter()
            .rev()
            .flatten()
            .find(|m| humans.contains(m))
            .copied()
    }

    /// Undo against a remote player: asks them to agree (the answer comes over the network).
    pub(super) fn ask_remote_take_back(&mut self) {
        let Some(requester) = self.local_requester() else {
            self.message = Some(tr!("driver-no-move-of-yours"));
            return;
        };
        let Some(online) = &mut self.online else {
            return;
        };
        self.message = match online.hosting.ask_take_back(&mut self.session, requester) {
            Ok(()) => None,
            Err(e) => Some(tr!("driver-no-take-back", reason = e.to_string())),
        };
        self.online_notices();
    }

    /// The seat's connection state, for a remote seat of a hosted match.
    pub fn presence(&self, seat: u8) -> Option<Presence> {
        let online = self.online.as_ref()?;
        (self.seat_kind(seat) == SeatKind::Remote).then(|| online.hosting.presence(seat))
    }

    /// The turn timer now (`None`: off, or nobody timed is to move).
    pub fn clock(&self) -> Option<Clock> {
        self.online.as_ref()?.hosting.clock()
    }

    /// Moves the hosting's news into the move log, and its take-back request addressed to a
    /// player here into [`Controller::take_back`] (shown with Accept / Decline).
    pub(super) fn online_notices(&mut self) {
        let Some(online) = &mut self.online else {
            return;
        };
        let notices = online.hosting.take_notices();
        let request = online.hosting.take_back().cloned();
        for n in notices {
            self.tell(|| super::Happened::Online {
                kind: n.kind,
                seat: n.seat,
                text: n.text.clone(),
            });
            self.note(n.text);
        }
        self.take_back = request
            .filter(|r| self.seating.kind(r.to) == SeatKind::Human)
            .map(|r| TakeBackOffer {
                requester: r.seat,
                count: r.count,
                what: r.what,
            });
    }

    /// A match opened from its autosave with the host's keys beside it was hosted online: its
    /// remote seats (saved as humans, since the save record is shareable) are remote again, and
    /// hosting resumes with the same tickets.
    fn resume_remote_seats(&mut self) {
        if self.seating.has_remote() {
            return;
        }
        let Some(path) = self.autosave.as_deref().map(host_keys::path_for) else {
            return;
        };
        if !path.exists() {
            return;
        }
        let Ok(keys) = HostKeys::read(&path) else {
            return;
        };
        if keys.players.len() != self.seating.seats.len()
            || !keys.players.contains(&"remote".into())
        {
            return;
        }
        for (kind, player) in self.seating.seats.iter_mut().zip(&keys.players) {
            if *kind == SeatKind::Human && player == "remote" {
                *kind = SeatKind::Remote;
            }
        }
        self.waiting_for = None;
        self.at_table = None;
        self.refresh_quietly();
    }

    /// Starts hosting a match with remote seats (once): the endpoint opens in the background.
    /// The node key and tokens come from the keys file beside the autosave when it is this
    /// match's (a resumed match re-issues the same tickets), else new ones are made and kept
    /// there.
    fn start_hosting(&mut self, wake: Wake) -> Result<(), String> {
        let players = self.seating.online_players();
        let keys_path = self.autosave.as_deref().map(host_keys::path_for);
        let kept = keys_path
            .as_deref()
            .filter(|p| p.exists())
            .and_then(|p| HostKeys::read(p).ok())
            .filter(|k| k.players == players);
        let mut options = self.online_options.clone();
        let keys = match kept {
            Some(keys) => {
                options.turn_secs = keys.turn_secs;
                if let Some(relay) = keys.relay.as_deref().and_then(|r| r.parse().ok()) {
                    options.relay = relay;
                }
                keys
            }
            None => {
                let mut keys = HostKeys::fresh(players)?;
                keys.turn_secs = options.turn_secs;
                keys.relay = Some(options.relay.as_arg().to_string());
                keys
            }
        };
        let setup = Setup {
            players: self
                .seating
                .seats
                .iter()
                .map(|kind| match kind {
                    SeatKind::Human => Player::Host,
                    SeatKind::Remote => Player::Remote,
                    SeatKind::Bot(_) => Player::Bot,
                })
                .collect(),
            bots: (0..self.seating.seats.len() as u8)
                .map(|seat| match self.seat_kind(seat) {
                    SeatKind::Bot(level) => {
                        Some((BotSpec::level(level), self.seating.bot_seed(seat)))
                    }
                    _ => None,
                })
                .collect(),
            ruleset: self
                .ruleset_name
                .clone()
                .unwrap_or_else(|| self.session.save().ruleset_id()),
        };
        let service = HostService::start(
            keys,
            keys_path,
            options.relay.clone(),
            options.bind,
            self.info.seats.clone(),
            wake,
        )?;
        let mut hosting = Hosting::new(setup, options.turn_secs);
        hosting.changed(&mut self.session);
        self.online_options = options;
        self.online = Some(Online {
            hosting,
            service: Some(service),
        });
        Ok(())
    }

    /// The online side of a match with remote seats (from the app's `logic`, never blocking):
    /// starts hosting on the first call, then takes what the remote players sent (their
    /// actions are applied like a bot's answer), and plays a seat whose turn timer ran out with
    /// the bot. Returns when to look again (the timer's display).
    pub fn drive_online(&mut self, wake: Wake, report: &mut dyn Report) -> Option<Duration> {
        if !self.resume_checked {
            self.resume_checked = true;
            self.resume_remote_seats();
        }
        if !self.seating.has_remote() || self.online_error.is_some() {
            return None;
        }
        if self.online.is_none()
            && let Err(e) = self.start_hosting(wake)
        {
            report.error(tr!("driver-cannot-host", error = e.to_string()));
            self.online_error = Some(e);
            return None;
        }
        let online = self.online.as_mut()?;
        let service = online.service.as_mut()?;
        let (ready, events) = service.poll();
        if let Err(e) = ready {
            report.error(tr!("driver-resume-needs-invites", error = e.to_string()));
        }
        for event in events {
            self.online_event(event, report);
        }
        self.check_timer();
        let online = self.online.as_ref()?;
        match online.service.as_ref()?.state() {
            crate::net::service::State::Starting => Some(Duration::from_millis(250)),
            _ => online.hosting.clock().map(|c| {
                // Repaint when the displayed second changes.
                Duration::from_millis(c.remaining_ms % 1000 + 1).min(Duration::from_millis(1000))
            }),
        }
    }

    /// The host's "new invite" for a remote seat (`Some`) or the spectators (`None`): the old
    /// ticket stops working and whoever holds the place with it is disconnected (a ticket seen
    /// by the wrong person, or a player to remove). Said as the message, to the host only.
    pub fn new_invite(&mut self, seat: Option<u8>) {
        let whose = match seat {
            Some(seat) => self.seat_name(seat),
            None => tr!("driver-the-spectators"),
        };
        let Some(service) = self.online.as_mut().and_then(|o| o.service.as_mut()) else {
            return;
        };
        self.message = Some(match service.new_invite(seat) {
            Ok(()) => tr!("driver-new-invite", whose = whose),
            Err(e) => tr!("driver-no-new-invite", whose = whose, error = e.to_string()),
        });
    }

    /// The host's "start the clock now": the turn timer runs for every seat from now on, also
    /// remote seats not connected yet; said in the move log (or why not, as the message).
    pub fn start_clocks(&mut self) {
        let Some(online) = &mut self.online else {
            return;
        };
        match online.hosting.start_clocks(&mut self.session) {
            Ok(text) => self.note(tr!("driver-turn-timer", text = text)),
            Err(why) => self.message = Some(why),
        }
    }

    /// Whether the seat to move ran out of time: then the bot plays its turn (the same level
    /// and seed wherever the match is hosted, [`super::bots::timeout_seed`]).
    pub fn check_timer(&mut self) {
        if self.thinking.is_none()
            && let Some(online) = &mut self.online
            && let Some(seat) = online.hosting.timed_out(&mut self.session)
        {
            self.timed_out = Some(seat);
        }
        self.online_notices();
    }

    pub fn online_event(&mut self, event: Event, report: &mut dyn Report) {
        let Some(online) = &mut self.online else {
            return;
        };
        let hosting = &mut online.hosting;
        match event {
            Event::Joined { conn, role, link } => {
                hosting.joined(&mut self.session, conn, role, link)
            }
            Event::Left { conn, role, reason } => {
                hosting.left(&mut self.session, conn, role, &reason)
            }
            Event::Act { conn, seat, text } => {
                if hosting.remote_turn(&mut self.session, conn, seat, &text)
                    && let Err(e) = self.apply_action(&text, report)
                    && let Some(online) = &mut self.online
                {
                    // The remote seat is one seat: a script's words stay at the host.
                    let full = !self.session.hides_information();
                    online
                        .hosting
                        .refuse(conn, &text, &super::refusal_for_seat(&e, full));
                }
            }
            Event::TakeBack { conn, seat } => {
                hosting.remote_ask_take_back(&mut self.session, conn, seat)
            }
            Event::AnswerTakeBack { conn, seat, accept } => {
                let requester = hosting.take_back().map(|r| r.seat);
                if let Some(count) =
                    hosting.remote_answer_take_back(&mut self.session, conn, seat, accept)
                {
                    self.take_back_actions(count, requester, report);
                }
            }
            // Only the terminal's host sends these.
            Event::Local(_) | Event::LocalClosed | Event::Reload(_) | Event::BotAnswered => {}
        }
        self.online_notices();
    }
}

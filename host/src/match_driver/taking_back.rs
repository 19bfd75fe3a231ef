//! Taking moves back: the one undo rule ([`super::undo`]) applied to the match, take-backs
//! asked and answered on the hand-over screen or online, and what an undo leaves behind (the
//! log's line for everyone, moments forgotten, the bots re-seeded after a reveal).

use super::undo::{self, Undo, UndoSituation};
use super::{Driver, Happened, Report, TakeBackOffer};
use crate::tr;

impl Driver {
    /// What Undo would do now (the one undo rule, [`undo`]).
    pub fn undo_rule(&self) -> Undo {
        if let Some(online) = &self.online {
            // Against a remote player, only by agreement: Undo asks them.
            return match online.hosting.take_back() {
                Some(_) => Undo::Refused(tr!("driver-take-back-waiting")),
                None if self.local_requester().is_none() => {
                    Undo::Refused(tr!("driver-no-move-of-yours"))
                }
                None => Undo::Take(1),
            };
        }
        if self.referee_at_device {
            return if self.session.actions().is_empty() {
                Undo::Refused(tr!("driver-nothing-to-take-back"))
            } else {
                Undo::Take(1)
            };
        }
        let public: Vec<String> = self.session.logs().iter().map(|m| m.text.clone()).collect();
        undo::undo(&UndoSituation {
            movers: self.session.movers(),
            revealed: self.session.revealed(),
            public: &public,
            names: &self.info.seats,
            seating: &self.seating,
            hidden_information: self.session.hides_information(),
            behind_hand_over: self.waiting_for.is_some(),
            at_table: self.at_table,
            shown_since: self.shown_since,
        })
    }

    /// Undo (the button and Ctrl+Z): takes back what the undo rule allows, or says why not.
    pub fn undo(&mut self, report: &mut dyn Report) {
        if self.online.is_some() {
            self.ask_remote_take_back();
            return;
        }
        match self.undo_rule() {
            Undo::Take(count) => {
                let who = self.at_table.or_else(|| {
                    let len = self.session.movers().len();
                    self.session.movers()[len.saturating_sub(count)..]
                        .iter()
                        .flatten()
                        .next()
                        .copied()
                });
                self.take_back_actions(count, who, report);
            }
            Undo::Refused(why) => self.message = Some(why),
        }
    }

    /// Takes back the last `count` actions for `who` (the log says so for everyone).
    pub(crate) fn take_back_actions(
        &mut self,
        count: usize,
        who: Option<u8>,
        report: &mut dyn Report,
    ) {
        self.thinking = None;
        let len = self.session.actions().len();
        let crossed_reveal = undo::barrier(self.session.revealed(), len, count, |_| true).is_some();
        match self.session.undo(count) {
            Ok(()) => {
                for _ in 0..count {
                    if let Some(pos) = self.log.iter().rposition(|l| !l.note) {
                        self.log.truncate(pos);
                    }
                }
                if crossed_reveal {
                    // Only a take-back by agreement gets here (the requester learned nothing
                    // from it); the bots must not replay the future it revealed to others.
                    self.reseeds += 1;
                }
                let taken = self.session.actions().len();
                self.moments.after_undo(taken);
                self.tell(|| Happened::TookBack { who, count });
                let note = match who {
                    Some(s) => tr!("driver-took-back", seat = self.seat_name(s), count = count),
                    None => tr!("driver-table-took-back", count = count),
                };
                self.note(note);
                self.revision += 1;
                self.message = None;
                self.shown_since = self.shown_since.min(taken);
                self.timed_out = None;
                self.autosave(report);
                if let Err(e) = self.refresh() {
                    report.error(tr!("driver-after-undo", error = e.to_string()));
                }
                if let Some(online) = &mut self.online {
                    online.hosting.changed(&mut self.session);
                }
            }
            Err(e) => self.message = Some(tr!("driver-undo-failed", error = e.to_string())),
        }
    }

    /// Whether `seat` is a bot's (its answers go with the move a take-back takes back).
    fn is_bot(&self) -> impl Fn(u8) -> bool + '_ {
        |seat| self.seating.kind(seat).is_bot()
    }

    /// On the hand-over screen: the player who just moved asks the waiting one for their move
    /// back. Nothing of the table is shown; the waiting player answers on the next screen.
    /// Refused (the reason in [`Driver::message`]) where a move to take back showed the
    /// requester something hidden.
    pub fn ask_take_back(&mut self, requester: u8) {
        let movers = self.session.movers();
        match undo::take_back(movers, self.session.revealed(), self.is_bot(), requester) {
            Ok(count) => {
                let index = movers.len() - count;
                let what = self
                    .session
                    .logs()
                    .get(index)
                    .map_or_else(String::new, |m| m.text.clone());
                self.take_back = Some(TakeBackOffer {
                    requester,
                    count,
                    what,
                });
            }
            Err(refusal) => {
                let public: Vec<String> =
                    self.session.logs().iter().map(|m| m.text.clone()).collect();
                self.message = Some(tr!("driver-no-take-back", reason = refusal.reason(&public)));
            }
        }
    }

    /// The seat who may ask `waiting` (behind the hand-over screen) for their move back.
    pub fn take_back_requester(&self, waiting: u8) -> Option<u8> {
        let movers = self.session.movers();
        undo::take_back_requester(movers, &self.seating, waiting)
            .filter(|&r| undo::take_back(movers, self.session.revealed(), self.is_bot(), r).is_ok())
    }

    /// The waiting player's answer to a take-back. Agreed, the move goes and the device goes
    /// back to the requester, behind the hand-over screen again.
    pub fn answer_take_back(&mut self, agree: bool, report: &mut dyn Report) {
        if let Some(online) = &mut self.online
            && let Some(request) = online.hosting.take_back().cloned()
        {
            // A request of or to a remote player: the host's player answers for their seat.
            self.take_back = None;
            match online
                .hosting
                .answer_take_back(&mut self.session, request.to, agree)
            {
                Ok(Some(count)) => self.take_back_actions(count, Some(request.seat), report),
                Ok(None) => {}
                Err(e) => self.message = Some(e),
            }
            self.online_notices();
            return;
        }
        let Some(offer) = self.take_back.take() else {
            return;
        };
        if agree {
            self.waiting_for = None;
            self.at_table = None;
            self.take_back_actions(offer.count, Some(offer.requester), report);
            self.note(tr!(
                "driver-take-back-agreed",
                seat = self.seat_name(self.other_human(offer.requester))
            ));
        }
    }

    /// The other human of a hot-seat pair (for the log), or the seat itself.
    fn other_human(&self, seat: u8) -> u8 {
        self.seating
            .humans()
            .into_iter()
            .find(|&s| s != seat)
            .unwrap_or(seat)
    }
}

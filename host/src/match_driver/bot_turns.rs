//! Bot turns of the match: a bot seat's, or a seat whose turn timer ran out, searched on a
//! worker thread ([`super::bots::Thinking`]) so the match loop never waits for it.

use super::bots::{self, Answer, TIMEOUT_BOT, Thinking};
use super::{BOT_POLL, Driver, Report};
use crate::seats::SeatKind;
use game_wire::{BotLevel, BotSpec};
use std::time::Duration;

impl Driver {
    /// The bot to move, if the seat to move is a bot's.
    pub fn bot_to_move(&self) -> Option<(u8, BotLevel)> {
        let seat = self.view.as_ref()?.status.to_move()?;
        match self.seat_kind(seat) {
            SeatKind::Bot(level) => Some((seat, level)),
            SeatKind::Human | SeatKind::Remote => None,
        }
    }

    /// The seat to move whose turn timer ran out, with the bot that plays for it.
    fn timed_out_to_move(&self) -> Option<(u8, BotLevel)> {
        let seat = self.view.as_ref()?.status.to_move()?;
        (self.timed_out == Some(seat)).then_some((seat, TIMEOUT_BOT))
    }

    /// Starts a bot when one is to move, and applies its answer when it comes. Never blocks:
    /// the search runs on a worker thread over a copy of the match, and calls `wake` when it
    /// has answered. Returns when to look again (`None`: nothing to wait for).
    pub fn drive_bots(
        &mut self,
        wake: impl Fn() + Send + 'static,
        report: &mut dyn Report,
    ) -> Option<Duration> {
        if let Some(t) = &self.thinking {
            match t.poll() {
                Answer::Waiting => return Some(BOT_POLL),
                Answer::Failed(why) => {
                    self.thinking = None;
                    // The plugin's reason inside is the game's message: in this language.
                    report.error(crate::i18n::game::show(&self.info.id, &why));
                    self.paused = true;
                }
                Answer::Move { at_move, action } => {
                    self.thinking = None;
                    // An answer for a position that is gone (an undo, a reload) is dropped.
                    if at_move == self.session.actions().len()
                        && let Err(e) = self.apply_action(&action, report)
                    {
                        let refusal = super::refusal_for_seat(&e, self.console_allowed());
                        self.message = Some(super::refusal_shown(&self.info.id, &refusal));
                        return None;
                    }
                    // On to the next bot, if one is to move (after the delay).
                }
            }
            if self.thinking.is_some() || self.paused {
                return None;
            }
        }
        let (seat, level, bot_seed) = match self.timed_out_to_move() {
            Some((seat, level)) => (seat, level, bots::timeout_seed(seat)),
            None => {
                let (seat, level) = self.bot_to_move()?;
                if self.paused {
                    return None;
                }
                (seat, level, self.seating.bot_seed(seat))
            }
        };
        let wait = self.bot_wait(seat);
        let since = self.last_move_at.elapsed();
        if since < wait {
            return Some(wait - since);
        }
        let seed = bots::move_seed(bot_seed, self.session.actions().len(), self.reseeds);
        let spec = match self.timed_out {
            Some(_) => BotSpec::level(level),
            None => self
                .bot_specs
                .get(seat as usize)
                .copied()
                .flatten()
                .unwrap_or(BotSpec::level(level)),
        };
        match Thinking::start(&mut self.session, seat, spec, seed, wake) {
            Ok(thinking) => {
                self.thinking = Some(thinking);
                Some(BOT_POLL)
            }
            Err(e) => {
                report.error(e);
                self.paused = true;
                None
            }
        }
    }

    /// How long after the last move the bot of `seat` starts: the move delay, which lets
    /// people follow a bot's moves, except for a bot going on with its own actions in a phase
    /// the game names as one whole (the scene's `saved_sequence`: a secret setup laid at once,
    /// then `ready`), which is not paced again.
    pub fn bot_wait(&self, seat: u8) -> Duration {
        let own_phase = self.session.movers().last() == Some(&Some(seat))
            && self
                .view
                .as_ref()
                .is_some_and(|v| v.scene.saved_sequence.is_some());
        Duration::from_millis(if own_phase { 0 } else { self.bot_delay_ms })
    }

    /// Stops a thinking bot (its answer will be discarded) and pauses the bots.
    pub fn cancel_bot(&mut self) {
        self.thinking = None;
        self.paused = true;
    }
}

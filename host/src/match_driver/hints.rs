//! A hint in a match against bots: the move the normal bot would play for the human to move,
//! from that seat's information only (the plugin's bot sees what the seat sees), noted in the
//! move log for everyone ("Black asked for a hint") while what it said stays on the asker's
//! table. Offered only where a bot sits and no one plays from another machine: a hint is no
//! aid to take against a human opponent.

use super::Driver;
use crate::seats::SeatKind;
use crate::tr;
use game_wire::scene::ElementId;
use game_wire::seeds::move_seed;
use game_wire::{BotLevel, BotSpec, Viewer};

/// What a hint suggests.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hint {
    /// The record's length it was asked at (a hint of a position that is gone is dropped).
    pub at_move: usize,
    /// The suggested action in notation.
    pub action: String,
    /// The game's sentence for it (empty when it writes none).
    pub sentence: String,
    /// Its clicks on the table, to mark them.
    pub path: Vec<ElementId>,
}

/// Seeds hints apart from the bots' own moves.
const HINT_SEED: u64 = 0x6869_6e74;

impl Driver {
    /// Whether the player looking at the table may ask for a hint now: a human of this device
    /// is to move and the table shows it its own view, a bot sits at the table, nobody plays
    /// from another machine, and no bot is thinking.
    pub fn hint_allowed(&self) -> bool {
        let Some(seat) = self.view.as_ref().and_then(|v| v.status.to_move()) else {
            return false;
        };
        let bots = self
            .seating
            .seats
            .iter()
            .any(|k| matches!(k, SeatKind::Bot(_)));
        bots && !self.seating.has_remote()
            && self.seat_kind(seat) == SeatKind::Human
            && self.viewer == Viewer::Seat(seat)
            && self.waiting_for.is_none()
            && self.thinking.is_none()
    }

    /// Asks the normal bot what the seat to move should play (blocking: the app calls it off
    /// the UI thread, capped at the normal bot's time), and notes the hint in the move log.
    pub fn hint(&mut self) -> Result<Hint, String> {
        if !self.hint_allowed() {
            return Err(crate::tr!("driver-hint-not-offered"));
        }
        let Some(seat) = self.view.as_ref().and_then(|v| v.status.to_move()) else {
            return Err(crate::tr!("driver-hint-nobody-to-move"));
        };
        let at_move = self.session.actions().len();
        let level = BotLevel::Normal;
        let reply = self
            .session
            .live()
            .bot_move(
                BotSpec::level(level),
                move_seed(HINT_SEED ^ u64::from(seat), at_move as u64),
                Some(level.default_millis()),
            )
            .map_err(|e| {
                let error = crate::i18n::game::show(&self.info.id, &e.to_string());
                tr!("driver-no-hint", error = error)
            })?;
        let sentence = self
            .session
            .sentence_for(&reply.action, seat)
            .unwrap_or_default();
        let path = self
            .view
            .as_ref()
            .and_then(|v| v.actions.iter().find(|a| a.text == reply.action))
            .map(|a| a.path.clone())
            .unwrap_or_default();
        let who = self.seat_name(seat);
        self.note(tr!("driver-asked-hint", seat = who));
        Ok(Hint {
            at_move,
            action: reply.action,
            sentence,
            path,
        })
    }
}

//! What a player does at the table, as the panels report it: drawing a frame changes nothing of
//! the match; the commands are applied once, after the frame (see `TableScreen::apply_commands`).

use super::TableRequest;
use super::selection::Pick;
use game_wire::Viewer;

#[derive(Debug, Clone, PartialEq)]
pub enum Command {
    /// A click, a right click, a Confirm, the menu, Yes / No, Esc (as at the remote table).
    Pick(Pick),
    /// The viewer has read the moment with this id.
    DismissMoment(Viewer, String),
    /// Undo (the button, Ctrl+Z).
    Undo,
    /// The player behind the hand-over screen says they are at the device.
    Reveal,
    /// On the hand-over screen, this seat asks the waiting one for their move back.
    AskTakeBack(u8),
    /// The waiting seat's answer to a take-back.
    AnswerTakeBack(bool),
    /// Pause (and cancel a thinking bot) or resume the bots.
    PauseBots(bool),
    /// Save what `seat` played in the phase `key` under `name`.
    SaveSequence { name: String, seat: u8, key: String },
    /// Play the sequence saved as `name` for the phase `key` as `seat`; `from`: saved by that
    /// other side, turned to `seat`'s.
    PlaySequence {
        name: String,
        seat: u8,
        key: String,
        from: Option<u8>,
    },
    /// Ask the bot for a hint (matches against bots, when the setting is on).
    Hint,
    /// Evaluate this Lua in the rules console.
    ConsoleEval(String),
    /// "Show everything (author mode)", confirmed.
    AuthorMode,
    /// A hosted match: start the turn timer now, also for remote seats not connected yet.
    #[cfg(feature = "online")]
    StartClocks,
    /// A hosted match: a new invite for a remote seat (`Some`) or the spectators (`None`),
    /// confirmed (the old ticket stops working; whoever holds the place is disconnected).
    #[cfg(feature = "online")]
    NewInvite(Option<u8>),
    /// Something for the app (Home, Play again).
    Request(TableRequest),
}

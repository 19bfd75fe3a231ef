//! Bot turns on worker threads, for every driver of a match (the app's table, the terminal's
//! host): the search runs over a copy of the match, so the match loop never waits for it, and
//! an answer for a position that is gone (an undo, a reload, a move meanwhile) is dropped.

use crate::session::Session;
use crate::tr;
use game_wire::{BotLevel, BotReply, BotSpec, CallError};
use std::sync::mpsc::{Receiver, TryRecvError};
use std::time::Instant;

/// The bot level that plays a turn whose timer ran out, in the app and in the terminal.
pub const TIMEOUT_BOT: BotLevel = BotLevel::Normal;

/// The seed of a timed-out seat's bot: the same everywhere the match is hosted, distinct per
/// seat, and never a bot seat's own (those come from the match's seed).
pub fn timeout_seed(seat: u8) -> u64 {
    game_wire::seeds::move_seed(0x7469_6d65_6f75_7400, u64::from(seat))
}

/// The seed of one bot move: the seat's bot seed, the record's length, and how many times the
/// match was taken back across a reveal (so that a redo cannot replay a future it revealed).
pub fn move_seed(bot_seed: u64, at_move: usize, reseeds: u64) -> u64 {
    let seed = game_wire::seeds::move_seed(bot_seed, at_move as u64);
    if reseeds == 0 {
        seed
    } else {
        game_wire::seeds::move_seed(seed, reseeds)
    }
}

/// A bot thinking on a worker thread, over its own copy of the match. Dropping it cancels:
/// the worker's answer then goes nowhere and is simply discarded.
#[derive(Debug)]
pub struct Thinking {
    pub seat: u8,
    pub started: Instant,
    /// The length of the record when the bot started; an answer for another position is
    /// discarded.
    pub at_move: usize,
    reply: Receiver<Result<BotReply, CallError>>,
}

/// What a thinking bot has to say now.
#[derive(Debug)]
pub enum Answer {
    /// Still thinking.
    Waiting,
    /// The move it chose, for the position it was started on (`at_move`).
    Move { at_move: usize, action: String },
    /// It failed, or stopped without an answer.
    Failed(String),
}

impl Thinking {
    /// Starts `bot` on a copy of the match for `seat`, seeded with `seed`; `wake` is called
    /// when it has answered.
    pub fn start(
        session: &mut Session,
        seat: u8,
        bot: BotSpec,
        seed: u64,
        wake: impl Fn() + Send + 'static,
    ) -> Result<Thinking, String> {
        let mut copy = session
            .live()
            .try_clone()
            .map_err(|e| tr!("driver-bot-cannot-start", error = e.to_string()))?;
        let at_move = session.actions().len();
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::Builder::new()
            .name("bot".into())
            .spawn(move || {
                let answer = copy.bot_move(bot, seed, Some(bot.level.default_millis()));
                // A cancelled search has no receiver any more: its answer is dropped.
                let _ = tx.send(answer);
                wake();
            })
            .map_err(|e| tr!("driver-bot-no-thread", error = e.to_string()))?;
        Ok(Thinking {
            seat,
            started: Instant::now(),
            at_move,
            reply: rx,
        })
    }

    /// Looks for the answer without waiting.
    pub fn poll(&self) -> Answer {
        match self.reply.try_recv() {
            Err(TryRecvError::Empty) => Answer::Waiting,
            Err(TryRecvError::Disconnected) => Answer::Failed(tr!("driver-bot-no-answer")),
            Ok(Ok(reply)) => Answer::Move {
                at_move: self.at_move,
                action: reply.action,
            },
            Ok(Err(e)) => Answer::Failed(tr!("driver-bot-failed", error = e.to_string())),
        }
    }
}

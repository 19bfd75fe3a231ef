//! The rules: the actions, which are legal, what one does, whose turn it is and how the match
//! ends. Rule ids (NIM-1…) are those of `rulesets/my-game/rules.md`; each has a test.

use crate::config::MyGame;
use crate::state::State;
use game_sdk::{LogLine, Outcome, Refusal, Status};

/// The seats, in turn order.
pub const SEATS: [&str; 2] = ["First", "Second"];

/// One move: take this many sticks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    Take(u32),
}

/// NIM-1: the pile starts with `sticks`, and the first seat moves. (No randomness: a game that
/// has some seeds its `GameRng` here from `seed`.)
pub fn start(g: &MyGame, _seed: u64) -> State {
    State {
        sticks: g.config.sticks,
        to_move: 0,
    }
}

/// NIM-3: the match ends when the pile is empty; whoever took the last stick wins, or loses
/// under `last_loses`.
pub fn status(g: &MyGame, s: &State) -> Status {
    if s.sticks > 0 {
        return Status::ToMove {
            seat: s.to_move,
            prompt: format!("Take up to {} sticks", g.config.take.min(s.sticks)),
        };
    }
    let took_last = 1 - s.to_move;
    let (winner, reason) = if g.config.last_loses {
        let winner = 1 - took_last;
        let reason = format!(
            "{} left the last stick to {}",
            SEATS[usize::from(winner)],
            SEATS[usize::from(took_last)]
        );
        (winner, reason)
    } else {
        (
            took_last,
            format!("{} took the last stick", SEATS[usize::from(took_last)]),
        )
    };
    Status::Over(Outcome::won(winner, Vec::new(), reason))
}

/// NIM-2: take one stick or more, at most `take` and at most what is left.
pub fn legal_actions(g: &MyGame, s: &State) -> Vec<Action> {
    (1..=g.config.take.min(s.sticks))
        .map(Action::Take)
        .collect()
}

/// Applies a move, atomically: a refused move changes nothing.
pub fn apply(
    g: &MyGame,
    s: &mut State,
    action: &Action,
    log: &mut Vec<LogLine>,
) -> Result<(), Refusal> {
    let Action::Take(n) = *action;
    if s.sticks == 0 {
        return Err(Refusal::illegal("the match is over"));
    }
    if n == 0 || n > g.config.take.min(s.sticks) {
        return Err(Refusal::illegal(format!(
            "take 1 to {} sticks",
            g.config.take.min(s.sticks)
        )));
    }
    s.sticks -= n;
    let who = SEATS[usize::from(s.to_move)];
    let sticks = if n == 1 { "stick" } else { "sticks" };
    log.push(LogLine::public(format!(
        "{who} takes {n} {sticks} ({} left)",
        s.sticks
    )));
    s.to_move = 1 - s.to_move;
    Ok(())
}

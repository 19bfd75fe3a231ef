//! The balance lab's counters (`Game::counters`): the maneuvers made (PAL-4), captures (PAL-5),
//! passes and early ends of turns (PAL-3), and how the game ended (PAL-7), averaged per game by
//! `game-host simulate`.
//!
//! Captures and the end of the game are read by applying the action to a copy of the state
//! (a plain copy: the state never allocates), so they are exact.

use crate::Palagan;
use crate::rules::{Action, Maneuver};
use crate::state::board::NONE;
use crate::state::{EndReason, State};

pub(crate) fn counters(g: &Palagan, s: &State, action: Action) -> Vec<String> {
    let hex = g.hex(s);
    let me = s.to_move as usize;
    let mut out: Vec<String> = Vec::new();
    match action {
        Action::Maneuver(Maneuver::Summon(_)) => out.push("summons".into()),
        Action::Maneuver(Maneuver::Step { from, to }) => {
            if to < hex.len() as u16 && s.stones[1 - me].has(to) {
                out.push("pushes".into());
                if hex
                    .direction(from, to)
                    .is_some_and(|d| hex.step(to, d) == NONE)
                {
                    out.push("pushes off the board".into());
                }
            } else {
                out.push("moves".into());
            }
        }
        Action::End if s.made == 0 => out.push("passes".into()),
        Action::End => out.push("turns ended before the last maneuver".into()),
    }
    let mut t = *s;
    if crate::rules::apply(g, &mut t, action, &mut Vec::new()).is_ok() {
        let taken = t.captured[me].saturating_sub(s.captured[me]);
        let lost = t.captured[1 - me].saturating_sub(s.captured[1 - me]);
        if taken > 0 {
            out.push("capturing maneuvers".into());
        }
        out.extend((0..taken).map(|_| "pieces captured".to_string()));
        // A trade (`suicide = "trade"`) hands the mover's own dead pieces to the opponent.
        out.extend((0..lost).map(|_| "pieces lost by trade".to_string()));
        match (s.over, t.over) {
            (None, Some(EndReason::Passes)) => out.push("games ended by two passes".into()),
            (None, Some(EndReason::Idle)) => out.push("games ended by the idle limit".into()),
            _ => {}
        }
    }
    out
}

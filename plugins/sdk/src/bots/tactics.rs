//! Decisive and anti-decisive moves at the root (Teytaud & Teytaud 2010), for any game.
//!
//! Random rollouts see a one-move win as one outcome among many, so with a small budget a
//! search can miss a win in one, or walk into one for the opponent (measured: `normal` lost a
//! tic-tac-toe game to `random` that way). Before searching, the bot therefore plays a move
//! that wins at once, and leaves out of the search the moves after which the next mover (an
//! opponent) has a move that wins at once — unless every move is such. Both checks only
//! apply actions to the bot's own determinization, so they see nothing hidden from its seat,
//! and they are deterministic. They are skipped where they would cost more than
//! [`MAX_APPLIES`] calls to `apply` (then the search alone decides).

use crate::game::Game;
use crate::wire::LogLine;

/// Most `apply` calls the anti-decisive check may make (e.g. 60 moves × 60 replies); with
/// more moves than its square root it is not tried at all.
pub const MAX_APPLIES: usize = 3_600;

fn wins<G: Game>(game: &G, state: &G::State, seat: u8) -> bool {
    game.to_move(state).is_none() && game.winner(state) == Some(seat)
}

/// A legal action of `seat` that ends the match with `seat` the winner.
pub fn winning<G: Game>(
    game: &G,
    state: &G::State,
    seat: u8,
    legal: &[G::Action],
    log: &mut Vec<LogLine>,
) -> Option<G::Action> {
    let mut next = state.clone();
    legal.iter().find_map(|a| {
        next.clone_from(state);
        log.clear();
        let ok = game.apply(&mut next, a, log).is_ok() && wins(game, &next, seat);
        ok.then(|| a.clone())
    })
}

/// The actions of `legal` after which no opponent can win with their next action, or `None`
/// when that is every action, none, or too costly to find out.
pub fn safe<G: Game>(
    game: &G,
    state: &G::State,
    seat: u8,
    legal: &[G::Action],
    log: &mut Vec<LogLine>,
) -> Option<Vec<G::Action>> {
    if legal.len().saturating_mul(legal.len()) > MAX_APPLIES {
        return None;
    }
    let mut applies = 0usize;
    let mut keep = Vec::with_capacity(legal.len());
    let mut next = state.clone();
    for a in legal {
        next.clone_from(state);
        log.clear();
        if game.apply(&mut next, a, log).is_err() {
            continue;
        }
        applies += 1;
        let lost = match game.to_move(&next) {
            Some(them) if them != seat => {
                let replies = game.legal_actions(&next);
                applies += replies.len();
                if applies > MAX_APPLIES {
                    return None;
                }
                winning(game, &next, them, &replies, log).is_some()
            }
            _ => false,
        };
        if !lost {
            keep.push(a.clone());
        }
    }
    (!keep.is_empty() && keep.len() < legal.len()).then_some(keep)
}

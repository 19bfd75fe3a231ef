//! Applying an action atomically ([`game_sdk::Game::apply`]): an illegal action changes
//! nothing. A maneuver is made on a copy and kept only if the turn can still end (PAL-6); the
//! turn ends by itself after the last maneuver it allows (PAL-3).

use crate::Palagan;
use crate::config::Suicide;
use crate::rules::Action;
use crate::state::State;
use game_sdk::{LogLine, Refusal};

/// Applies an action atomically (the engine of [`game_sdk::Game::apply`]).
pub fn apply(
    g: &Palagan,
    s: &mut State,
    action: Action,
    log: &mut Vec<LogLine>,
) -> Result<(), Refusal> {
    if s.over.is_some() {
        return Err(Refusal::illegal(game_sdk::msg!(
            "refuse-game-over",
            "the game is over"
        )));
    }
    let hex = g.hex(s);
    if !Palagan::fits(hex, s) {
        return Err(Refusal::illegal(game_sdk::msg!(
            "refuse-does-not-fit",
            "this state does not fit its board (a damaged save?)"
        )));
    }
    // A bot's search reads no line: write none (nor call hooks that only write lines).
    let write = !game_sdk::bots::searching();
    if !write && g.hooks.is_none() {
        // The search's fast paths, made in place: without hooks or lines nothing can refuse a
        // maneuver that `makeable` passed (it makes every check of `play`), and in a clean
        // position one after which no own cluster can have lost its last liberty lets the turn
        // finish and leaves none without liberties; nor can anything refuse ending a turn that
        // may end (`end_ok` without hooks: the mover has no piece without liberties, or the
        // turn captured under `suicide = "trade"`). The general path below answers the same.
        //
        // What `dead`'s memory is told: the mover is left no piece without liberties (by the
        // maneuver, or by ending the turn, which it could), and the other colour keeps what was
        // known of it: once none of its pieces lacked liberties, none does after a maneuver
        // either (its clusters lose liberties only to newly occupied cells, and each of its
        // clusters next to those is captured when left without any), nor after a turn ends
        // (which takes nothing from it).
        let me = s.to_move as usize;
        let fast = match action {
            // `Some(kind)`: a maneuver `makeable_safe` passed, of that kind.
            Action::Maneuver(m) if s.made < g.limit(s) => g.makeable_safe(hex, s, m).map(Some),
            Action::Maneuver(_) => None,
            Action::End => Some(None),
        };
        if let Some(kind) = fast {
            let (mine, other) = Palagan::alive_now(hex, s, me);
            let mut alive = [false; 2];
            alive[me] = true;
            alive[1 - me] = other;
            match action {
                Action::Maneuver(m) if mine => {
                    match kind {
                        Some(kind) if hex.small() => g.play_safe(hex, s, m, kind)?,
                        _ => g.play(hex, s, m, None)?,
                    }
                    if s.made >= g.limit(s) {
                        g.end_turn(hex, s, None)?;
                    }
                    Palagan::remember_alive_both(hex, s, alive);
                    return Ok(());
                }
                Action::End
                    if mine
                        || (g.config.rules.suicide == Suicide::Trade && s.captured_this_turn) =>
                {
                    g.end_turn(hex, s, None)?;
                    Palagan::remember_alive_both(hex, s, alive);
                    return Ok(());
                }
                _ => {}
            }
        }
    }
    let mut t = *s;
    let mut lines = Vec::new();
    match action {
        Action::End => {
            if let Some(reason) = g.end_problem(hex, s) {
                return Err(Refusal::illegal(reason));
            }
            g.end_turn(hex, &mut t, write.then_some(&mut lines))?;
            // The turn could end: the mover was left no piece without liberties (a trade took
            // those it had), and the other colour lost none (see the fast path above).
            let me = s.to_move as usize;
            Palagan::remember_alive(hex, &mut t, me);
            if s.known.alive(1 - me) {
                Palagan::remember_alive(hex, &mut t, 1 - me);
            }
        }
        Action::Maneuver(m) => {
            if s.made >= g.limit(s) {
                return Err(Refusal::illegal(game_sdk::msg!(
                    "refuse-no-maneuver-left",
                    "no maneuver is left this turn"
                )));
            }
            g.play(hex, &mut t, m, write.then_some(&mut lines))?;
            if let Some(reason) = g.vetoed(s, m) {
                return Err(Refusal::illegal(reason));
            }
            // The fast path of the legal listing: in a clean state, a maneuver after which no
            // own cluster can have lost its last liberty always lets the turn finish, and leaves
            // none without liberties (told to `dead`'s memory: the next question is that one).
            //
            // Likewise when only own clusters on some cells can have lost their last liberty
            // (`quick_ok`'s case: a push, a summon into a hole) and none of them did: the turn
            // can finish and no own piece lacks liberties.
            let mover = t.to_move as usize;
            let safe = g.clean(hex, s)
                && match g.makeable(hex, s, m, &Palagan::empty(hex, s)) {
                    Some(None) => true,
                    Some(Some(risky)) => Palagan::risky_free(hex, &t, mover, &risky),
                    None => false,
                };
            if safe {
                Palagan::remember_alive(hex, &mut t, mover);
            } else {
                // The first question `can_finish` asks, kept for it and for the next step (an
                // end veto may still forbid finishing the turn: asked all the same).
                if Palagan::alive_now(hex, &t, mover).0 {
                    Palagan::remember_alive(hex, &mut t, mover);
                }
                if !g.can_finish(hex, &t) {
                    if Palagan::dead(hex, &t, mover).is_empty()
                        && let Some(reason) = g.end_problem(hex, &t)
                    {
                        // A house rule vetoes every way of finishing the turn.
                        return Err(Refusal::illegal(game_sdk::msg!(
                            "refuse-turn-could-not-end",
                            "the turn could not end after this: {reason}",
                            reason = reason
                        )));
                    }
                    return Err(Refusal::illegal(game_sdk::msg!(
                        "refuse-suicide",
                        "suicide: this leaves a cluster of yours without liberties \
                         and no further maneuver this turn can give it liberties"
                    )));
                }
            }
            // The other colour keeps what was known of it (see the fast path above).
            if s.known.alive(1 - mover) {
                Palagan::remember_alive(hex, &mut t, 1 - mover);
            }
            if t.made >= g.limit(&t) {
                g.end_turn(hex, &mut t, write.then_some(&mut lines))?;
            }
        }
    }
    *s = t;
    log.extend(lines);
    Ok(())
}

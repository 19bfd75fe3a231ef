//! PAL-4 maneuvers: the mechanics of a summon, a move and a push (off the board too, when the
//! `push_off_board` key allows it), and their log lines. The captures a maneuver causes are
//! [`super::captures`]; whether it is legal as a whole (suicide, vetoes) is [`super::legal`].

use crate::Palagan;
use crate::config::PushOffBoard;
use crate::rules::Maneuver;
use crate::rules::legal::Safe;
use crate::state::board::{Bits, Hex, NONE};
use crate::state::{COLOURS, State};
use game_sdk::{LogLine, Refusal};

impl Palagan {
    /// The mechanics of one maneuver for the colour to move: checks that it can be made at all,
    /// makes it and captures the opponent clusters left without liberties (PAL-4, PAL-5). No
    /// suicide check and no end of turn. `log` is `Some` for a real (not looked-ahead) maneuver.
    pub(crate) fn play(
        &self,
        hex: &Hex,
        s: &mut State,
        m: Maneuver,
        log: Option<&mut Vec<LogLine>>,
    ) -> Result<(), Refusal> {
        self.play_inner(hex, s, m, log, true)
    }

    /// [`Palagan::play`], optionally without the captures (for checks that captures could only
    /// make easier to pass).
    pub(super) fn play_inner(
        &self,
        hex: &Hex,
        s: &mut State,
        m: Maneuver,
        log: Option<&mut Vec<LogLine>>,
        captures: bool,
    ) -> Result<(), Refusal> {
        let me = s.to_move as usize;
        let op = 1 - me;
        let len = hex.len() as u16;
        // Asked of a cell or two: two bit tests, not the union of two sets.
        let occupied = |c: u16| s.stones[0].has(c) || s.stones[1].has(c);
        let mut pushed_off = false;
        // On a small board the cells next to the newly occupied ones are one word.
        let small = hex.small();
        let near = match m {
            Maneuver::Summon(c) => {
                if c >= len {
                    return Err(refused(|| {
                        game_sdk::msg!("refuse-no-such-cell", "no such cell")
                    }));
                }
                if s.reserve[me] == 0 {
                    return Err(refused(|| {
                        game_sdk::msg!(
                            "refuse-no-reserve",
                            "{seat} has no piece in reserve",
                            seat = COLOURS[me]
                        )
                    }));
                }
                if occupied(c) {
                    return Err(refused(|| {
                        game_sdk::msg!(
                            "refuse-not-empty",
                            "{cell} is not empty",
                            cell = hex.name(c)
                        )
                    }));
                }
                s.reserve[me] -= 1;
                s.stones[me].set(c);
                s.summoned_this_turn = true;
                s.last = [c, NONE, NONE];
                if small {
                    Near::Small(hex.neighbours128(c.into()))
                } else {
                    Near::Any(*hex.neighbours(c))
                }
            }
            Maneuver::Step { from, to } => {
                if from >= len || to >= len {
                    return Err(refused(|| {
                        game_sdk::msg!("refuse-no-such-cell", "no such cell")
                    }));
                }
                if !s.stones[me].has(from) {
                    // One message per colour: a colour is a word of the sentence.
                    return Err(refused(|| match me {
                        0 => game_sdk::msg!(
                            "refuse-no-black-piece",
                            "no black piece on {cell}",
                            cell = hex.name(from)
                        ),
                        _ => game_sdk::msg!(
                            "refuse-no-white-piece",
                            "no white piece on {cell}",
                            cell = hex.name(from)
                        ),
                    }));
                }
                let Some(d) = hex.direction(from, to) else {
                    return Err(refused(|| {
                        game_sdk::msg!(
                            "refuse-not-next-to",
                            "{to} is not next to {from}",
                            to = hex.name(to),
                            from = hex.name(from)
                        )
                    }));
                };
                if s.stones[me].has(to) {
                    return Err(refused(|| {
                        game_sdk::msg!(
                            "refuse-own-piece",
                            "{cell} holds your own piece",
                            cell = hex.name(to)
                        )
                    }));
                }
                let mut near = if small {
                    Near::Small(hex.neighbours128(to.into()))
                } else {
                    Near::Any(*hex.neighbours(to))
                };
                if s.stones[op].has(to) {
                    let beyond = hex.step(to, d);
                    if beyond == NONE {
                        if self.config.rules.push_off_board == PushOffBoard::Forbid {
                            return Err(refused(|| {
                                game_sdk::msg!(
                                    "refuse-push-off",
                                    "pushing the piece on {cell} off the board is not allowed",
                                    cell = hex.name(to)
                                )
                            }));
                        }
                        pushed_off = true;
                        s.stones[op].clear(to);
                        s.captured[me] += 1;
                        s.captured_this_turn = true;
                    } else {
                        if occupied(beyond) {
                            return Err(refused(|| {
                                game_sdk::msg!(
                                    "refuse-cannot-push",
                                    "cannot push {cell}: {beyond} is not empty",
                                    cell = hex.name(to),
                                    beyond = hex.name(beyond)
                                )
                            }));
                        }
                        s.stones[op].clear(to);
                        s.stones[op].set(beyond);
                        match &mut near {
                            Near::Small(n) => {
                                *n |= hex.neighbours128(beyond.into()) | 1 << beyond;
                            }
                            Near::Any(n) => {
                                *n = n.or(hex.neighbours(beyond));
                                n.set(beyond);
                            }
                        }
                    }
                    s.last = [from, to, beyond];
                } else {
                    s.last = [from, to, NONE];
                }
                s.stones[me].clear(from);
                s.stones[me].set(to);
                near
            }
        };
        // The pieces changed: what was known of them is not.
        s.known.forget();
        s.recent.record(
            s.made,
            match m {
                Maneuver::Summon(c) => [NONE, c, NONE],
                Maneuver::Step { .. } => s.last,
            },
        );
        if pushed_off {
            s.recent.taken.set(m.to());
        }
        s.made += 1;
        match log {
            None if !captures => {}
            None => match near {
                Near::Small(near) => self.capture128(hex, s, near)?,
                Near::Any(near) => self.capture(hex, s, near.and(&s.stones[op]), None)?,
            },
            Some(log) => {
                log.push(LogLine::public(self.describe(hex, s, m, pushed_off)));
                if pushed_off {
                    self.captured_hook(s, me as u8, vec![m.to()], log)?;
                }
                let candidates = near.bits().and(&s.stones[op]);
                self.capture(hex, s, candidates, Some(log))?;
            }
        }
        Ok(())
    }

    /// [`Palagan::play`] without lines, on a [`Hex::small`] board, of a maneuver
    /// [`Palagan::makeable_safe`] passed as `kind`: the same changes, none of the checks again.
    pub(crate) fn play_safe(
        &self,
        hex: &Hex,
        s: &mut State,
        m: Maneuver,
        kind: Safe,
    ) -> Result<(), Refusal> {
        let me = s.to_move as usize;
        let op = 1 - me;
        let (near, cells) = match m {
            Maneuver::Summon(c) => {
                s.reserve[me] -= 1;
                s.stones[me].set(c);
                s.summoned_this_turn = true;
                s.last = [c, NONE, NONE];
                (hex.neighbours128(c.into()), [NONE, c, NONE])
            }
            Maneuver::Step { from, to } => {
                if kind == Safe::PushOff {
                    s.stones[op].clear(to);
                    s.captured[me] += 1;
                    s.captured_this_turn = true;
                }
                s.last = [from, to, NONE];
                s.stones[me].clear(from);
                s.stones[me].set(to);
                (hex.neighbours128(to.into()), s.last)
            }
        };
        s.known.forget();
        s.recent.record(s.made, cells);
        if kind == Safe::PushOff {
            s.recent.taken.set(m.to());
        }
        s.made += 1;
        self.capture128(hex, s, near)
    }

    fn describe(&self, hex: &Hex, s: &State, m: Maneuver, pushed_off: bool) -> String {
        let who = COLOURS[s.to_move as usize];
        match m {
            Maneuver::Summon(c) => game_sdk::msg!(
                "summons",
                "{seat} summons a piece to {cell}",
                seat = who,
                cell = hex.name(c)
            ),
            Maneuver::Step { from, to } => match s.last[2] {
                NONE if pushed_off => game_sdk::msg!(
                    "pushes-off",
                    "{seat} moves {from}-{to}, pushing the piece there off the board (captured)",
                    seat = who,
                    from = hex.name(from),
                    to = hex.name(to)
                ),
                NONE => game_sdk::msg!(
                    "moves",
                    "{seat} moves {from}-{to}",
                    seat = who,
                    from = hex.name(from),
                    to = hex.name(to)
                ),
                beyond => game_sdk::msg!(
                    "pushes",
                    "{seat} moves {from}-{to}, pushing the piece there to {beyond}",
                    seat = who,
                    from = hex.name(from),
                    to = hex.name(to),
                    beyond = hex.name(beyond)
                ),
            },
        }
    }
}

/// The cells next to a maneuver's newly occupied cells (and a pushed piece's new cell): only
/// opponent clusters on them can have lost their last liberty. One word on a [`Hex::small`]
/// board.
enum Near {
    Small(u128),
    Any(Bits),
}

impl Near {
    fn bits(&self) -> Bits {
        match self {
            Near::Small(n) => Bits::from_low128(*n),
            Near::Any(n) => *n,
        }
    }
}

/// A refusal with its reason, built only when someone may read it: a bot's search reads none
/// (its playouts try candidate maneuvers and drop the refused ones by the thousand), so while
/// it searches the reason stays empty and nothing is allocated.
fn refused(reason: impl FnOnce() -> String) -> Refusal {
    if game_sdk::bots::searching() {
        Refusal::illegal(String::new())
    } else {
        Refusal::illegal(reason())
    }
}

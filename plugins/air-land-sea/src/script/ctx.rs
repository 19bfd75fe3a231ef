//! The context a card script receives as its first argument: the match state, lent to the script
//! for one call, and the rules' primitives (flip, destroy, move, play, …) its methods and the
//! core's primitive continuations apply. The methods scripts call are in `script/methods.rs`;
//! both are documented for script authors in `scripts/air-land-sea/API.md`.

use crate::config::Defs;
use crate::state::{Card, Loc, Placed, SEATS, State, Theater};
use game_sdk::LogLine;
use game_sdk::script::mlua;
use game_sdk::script::mlua::LuaString;
pub(super) use game_sdk::script::script_error as err;
use game_sdk::script::{MAX_LINE_BYTES, PendingChoice, clean_text};
use std::sync::Arc;
use std::sync::atomic::{AtomicU32, Ordering};

/// Strengths a script sets and bonuses it adds are kept within ±10^12 (saturating): totals of a
/// theater (at most 18 cards and a bonus) then stay far from `i64`'s limits whatever a script
/// passes, so no sum overflows.
pub const STRENGTH_LIMIT: i64 = 1_000_000_000_000;

/// The most lasting effects a match holds at once, and the longest effect name, in bytes: they
/// leave the Lua state (and its memory limit) for the match state, and a hook may call
/// `ctx:add_effect` a thousand times.
pub const MAX_EFFECTS: usize = 256;
pub const MAX_EFFECT_NAME_BYTES: usize = 256;

/// Something a script did that the core follows up once the hook returns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// A card was played (face-up or down) to a theater: ongoing `on_play` hooks run, then a
    /// face-up card's instant ability is queued.
    Played {
        card: Card,
        theater: Theater,
        up: bool,
        /// Who played it (whose stack it went to).
        seat: u8,
    },
    /// A card was turned face-up: its instant ability is queued.
    FlippedUp { card: Card },
}

/// A rules primitive a choice may continue with directly (`continue_with = "ctx:flip"`): the
/// core applies it to the card the chosen option names last (`"flip A3"` → `A3`), with no
/// script call. The common "choose a card, then flip / destroy / return it" needs no
/// continuation function.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Primitive {
    Flip,
    Destroy,
    ReturnToHand,
    /// `ctx:move`: the option's last two words are the card and the theater it moves to
    /// (`"transport A1 sea"`).
    Move,
}

impl Primitive {
    /// The primitive a continuation name asks for: `Some(Ok(..))` for `ctx:<known>`,
    /// `Some(Err(..))` for `ctx:<unknown>`, `None` for a script function.
    pub fn of(continue_with: &str) -> Option<Result<Self, String>> {
        let name = continue_with.strip_prefix("ctx:")?;
        Some(match name {
            "flip" => Ok(Primitive::Flip),
            "destroy" => Ok(Primitive::Destroy),
            "return_to_hand" => Ok(Primitive::ReturnToHand),
            "move" => Ok(Primitive::Move),
            _ => Err(format!(
                "`{continue_with}` is not a primitive a choice can continue with \
                 (`ctx:flip`, `ctx:destroy`, `ctx:return_to_hand`, `ctx:move`)"
            )),
        })
    }
}

/// Strength effects collected while the `strength` hooks run.
#[derive(Clone, Debug, Default)]
pub struct Scratch {
    pub set: Vec<Option<i64>>,
    pub bonus: [Vec<i64>; 2],
}

/// The script context. It owns the state while the core works on it (a copy of the match
/// state, so a failing script leaves the match unchanged).
#[derive(Debug)]
pub struct Ctx {
    /// Boxed, so that lending the context to a script call moves a pointer, not the state.
    pub s: Box<State>,
    pub defs: Arc<Defs>,
    pub events: Vec<Event>,
    /// Boxed, like `asked`, to keep the context small: a hook call swaps it in and out of the
    /// script slot.
    pub scratch: Option<Box<Scratch>>,
    /// Log lines from the primitives, each for whoever may know what it names (`print` goes
    /// to the same log through the SDK, for the referee only).
    pub log: Vec<LogLine>,
    /// Set while `_strength` and `_may_play` hooks run: they may read, not change the match.
    pub read_only: bool,
    /// Set while an `_on_reveal` hook or a continuation runs: the hooks that may ask for a
    /// choice.
    pub may_choose: bool,
    /// A choice asked for with `ctx:choose` during the call in progress.
    pub asked: Option<Arc<PendingChoice>>,
    /// How many context methods scripts have called on this context (wrapping): a hook call
    /// that leaves it unchanged read nothing of the match and changed nothing. Atomic only
    /// because the context must be `Sync`: one thread uses it at a time, so a plain load and
    /// store count it (no locked instruction).
    pub calls: AtomicU32,
    /// Set while a search records what a hook call does (`script::trace`): the context
    /// methods it calls are kept on the thread's tape.
    pub(crate) taping: bool,
    /// How many times a card in play was played, flipped, moved or taken out of play through
    /// this context (wrapping): the core trusts where it found the cards in play only while it
    /// is unchanged.
    pub(crate) moved: u32,
    /// The face-up cards in play per seat, as bits by card, once counted ([`Ctx::face_up`]):
    /// kept by this context's own moves, forgotten when the stacks are dealt anew.
    face_up_bits: Option<[u64; 2]>,
}

/// A script's seat argument: 0 or 1 (the SDK's check, in this game's words).
pub(super) fn seat_arg(seat: i64) -> mlua::Result<u8> {
    game_sdk::script::seat_arg(seat, 2, "seats are 0 and 1")
}

impl Ctx {
    pub fn new(s: Box<State>, defs: Arc<Defs>) -> Self {
        Self {
            s,
            defs,
            events: Vec::new(),
            scratch: None,
            log: Vec::new(),
            read_only: false,
            may_choose: false,
            asked: None,
            calls: AtomicU32::new(0),
            taping: false,
            moved: 0,
            face_up_bits: None,
        }
    }

    /// The face-up cards in play per seat, as bits by card (`1 << card`): counted in the
    /// stacks the first time, then kept by the context's own moves (a play, a flip, a card
    /// leaving play), so that finding no hooked card face-up costs a mask, not a walk of the
    /// stacks. `None` for a ruleset of more than 64 cards.
    pub(crate) fn face_up(&mut self) -> Option<[u64; 2]> {
        if self.face_up_bits.is_none() && self.defs.cards.len() <= 64 {
            self.face_up_bits = Some(self.count_face_up());
        }
        // Every test build checks the kept count against the stacks at each use.
        debug_assert!(
            self.face_up_bits
                .is_none_or(|bits| bits == self.count_face_up()),
            "the face-up cards kept by the context differ from the stacks"
        );
        self.face_up_bits
    }

    /// The face-up cards in the stacks, per seat, as bits by card.
    fn count_face_up(&self) -> [u64; 2] {
        let mut bits = [0u64; 2];
        for (seat, stacks) in self.s.stacks.iter().enumerate() {
            for p in stacks.iter().flatten() {
                if p.up {
                    bits[seat] |= 1 << (p.card & 63);
                }
            }
        }
        bits
    }

    /// Forgets the face-up cards counted ([`Ctx::face_up`]): the stacks changed otherwise than
    /// through the context (a new battle dealt).
    pub(crate) fn forget_face_up(&mut self) {
        self.face_up_bits = None;
    }

    /// `seat`'s `card` in play is now face-up (`up`) or not (face-down, or out of play).
    fn turned(&mut self, seat: u8, card: Card, up: bool) {
        if let Some(bits) = &mut self.face_up_bits {
            let bit = 1u64 << (card & 63);
            if up {
                bits[seat as usize & 1] |= bit;
            } else {
                bits[seat as usize & 1] &= !bit;
            }
        }
    }

    /// Counts one context method call ([`Ctx::calls`]).
    pub(crate) fn count_call(&self) {
        let n = self.calls.load(Ordering::Relaxed);
        self.calls.store(n.wrapping_add(1), Ordering::Relaxed);
    }

    /// The count of context method calls so far ([`Ctx::calls`]).
    pub(crate) fn calls_so_far(&self) -> u32 {
        self.calls.load(Ordering::Relaxed)
    }

    pub fn card_arg(&self, name: &str) -> mlua::Result<Card> {
        self.defs.resolve(&self.s, name).ok_or_else(|| {
            err(format!(
                "no card `{}`",
                clean_text(name.as_bytes(), MAX_LINE_BYTES)
            ))
        })
    }

    /// The card a script's string names: found by the string object when it is a card's id
    /// (no bytes read: [`Defs::card_by_object`]), else as [`Ctx::card_arg`] finds it.
    pub fn card_lua(&self, name: &LuaString) -> mlua::Result<Card> {
        match self.defs.card_by_object(name) {
            Some(c) => Ok(c),
            None => self.card_arg(&name.to_str()?),
        }
    }

    /// [`Ctx::card_lua`] for a theater.
    pub fn theater_lua(&self, name: &LuaString) -> mlua::Result<Theater> {
        match self.defs.theater_by_object(name) {
            Some(th) => Ok(th),
            None => self.theater_arg(&name.to_str()?),
        }
    }

    pub fn theater_arg(&self, name: &str) -> mlua::Result<Theater> {
        self.defs.theater(name).ok_or_else(|| {
            err(format!(
                "no theater `{}` (theaters: {})",
                clean_text(name.as_bytes(), MAX_LINE_BYTES),
                self.defs.theater_ids.join(", ")
            ))
        })
    }

    /// The card `name` in play, for method `what`. The error does not name the card: it
    /// reaches the player whose action ran the script, who may not know where that card is (in
    /// the opponent's hand, say).
    pub(super) fn in_play(
        &self,
        name: &LuaString,
        what: &str,
    ) -> mlua::Result<(Card, u8, Theater, usize, Placed)> {
        self.card_in_play(self.card_lua(name)?, what)
    }

    /// [`Ctx::in_play`] for a card already found.
    pub(super) fn card_in_play(
        &self,
        c: Card,
        what: &str,
    ) -> mlua::Result<(Card, u8, Theater, usize, Placed)> {
        let (seat, th, pos, p) = self.s.placed(c).ok_or_else(|| {
            err(format!(
                "`{what}`: the card given is not in play (only a card in play can be {})",
                match what {
                    "ctx:flip" => "flipped",
                    "ctx:move" => "moved",
                    "ctx:return_to_hand" => "returned to its owner's hand",
                    _ => "asked about here",
                }
            ))
        })?;
        Ok((c, seat, th, pos, p))
    }

    /// Flips a card in play; a card turned face-up triggers its instant ability.
    pub fn flip(&mut self, card: Card) -> bool {
        let Some((seat, th, pos, p)) = self.s.placed(card) else {
            return false;
        };
        self.s.stacks[seat as usize][th as usize][pos].up = !p.up;
        self.moved = self.moved.wrapping_add(1);
        self.turned(seat, card, !p.up);
        // The card is public on the side it is face-up: before a flip down, after a flip up.
        let id = self.defs.id(card);
        // A bot's search reads no line (`game_sdk::bots::searching`): none is written.
        let write = !game_sdk::bots::searching();
        if p.up {
            write_line(write, &mut self.log, || {
                LogLine::public(game_sdk::msg!(
                    "ability-flips-down",
                    "{card} is flipped face-down",
                    card = id
                ))
            });
        } else {
            write_line(write, &mut self.log, || {
                LogLine::public(game_sdk::msg!(
                    "ability-flips-up",
                    "a face-down card is flipped face-up: {card}",
                    card = id
                ))
            });
            self.events.push(Event::FlippedUp { card });
        }
        true
    }

    /// Returns a card in play to its owner's hand.
    pub fn return_to_hand(&mut self, card: Card) {
        let Some((seat, ..)) = self.s.placed(card) else {
            return;
        };
        self.moved = self.moved.wrapping_add(1);
        self.turned(seat, card, false);
        self.s.take(card);
        let hand = &mut self.s.hands[seat as usize];
        hand.push(card);
        hand.sort_unstable();
        write_line(!game_sdk::bots::searching(), &mut self.log, || {
            LogLine::public(game_sdk::msg!(
                "ability-returns-to-hand",
                "a card returns to its owner's hand"
            ))
        });
    }

    /// Applies a primitive continuation (`continue_with = "ctx:flip"`, see
    /// [`Primitive`]) to the card named by the chosen option's last word (for `ctx:move`, the
    /// word before the last, the last being the theater).
    pub fn apply_primitive(&mut self, primitive: Primitive, option: &str) -> Result<(), String> {
        let mut words = option.rsplit(' ');
        let last = words.next().unwrap_or(option);
        let (name, to) = match primitive {
            Primitive::Move => {
                let card = words
                    .next()
                    .ok_or("the option names no card before the theater")?;
                let to = self.theater_arg(last).map_err(|e| e.to_string())?;
                (card, Some(to))
            }
            _ => (last, None),
        };
        let what = match primitive {
            Primitive::Flip => "ctx:flip",
            Primitive::Destroy => "ctx:destroy",
            Primitive::ReturnToHand => "ctx:return_to_hand",
            Primitive::Move => "ctx:move",
        };
        let (card, ..) = self
            .card_arg(name)
            .and_then(|c| self.card_in_play(c, what))
            .map_err(|e| e.to_string())?;
        match primitive {
            Primitive::Flip => {
                self.flip(card);
            }
            Primitive::Destroy => {
                self.destroy(card);
            }
            Primitive::ReturnToHand => self.return_to_hand(card),
            Primitive::Move => {
                if let Some(to) = to {
                    self.move_card(card, to).map_err(|e| e.to_string())?;
                }
            }
        }
        Ok(())
    }

    /// Moves a card in play to the top of its owner's stack in `to` (not a play); an error if
    /// it is not in play or already there.
    pub fn move_card(&mut self, card: Card, to: Theater) -> mlua::Result<()> {
        let (_, seat, th, pos, p) = self.card_in_play(card, "ctx:move")?;
        if to == th {
            // Not named: it may be face-down.
            return Err(err("`ctx:move`: the card is already in that theater"));
        }
        self.s.stacks[seat as usize][th as usize].remove(pos);
        self.s.push_to_stack(seat, to, p);
        self.moved = self.moved.wrapping_add(1);
        if game_sdk::bots::searching() {
            // A bot's search reads no line.
            return Ok(());
        }
        let theater = self.defs.tname(to);
        self.log.push(LogLine::public(if p.up {
            game_sdk::msg!(
                "ability-moves",
                "{card} moves to {theater}",
                card = self.defs.id(card),
                theater = theater
            )
        } else {
            game_sdk::msg!(
                "ability-moves-face-down",
                "a face-down card moves to {theater}",
                theater = theater
            )
        }));
        Ok(())
    }

    /// Destroys a card in play: puts it face-down at the bottom of the deck. Returns whether
    /// it was in play; a card that is not (already destroyed by another ability reacting to
    /// the same play, say) stays where it is and nothing is logged.
    ///
    /// A face-up card is named in the public line; a face-down one only to its owner, the
    /// others learn that a face-down card of that seat left that theater.
    pub fn destroy(&mut self, card: Card) -> bool {
        let Some((seat, th, _, p)) = self.s.placed(card) else {
            return false;
        };
        let known = self.s.knowers(card);
        self.moved = self.moved.wrapping_add(1);
        self.turned(seat, card, false);
        self.s.take(card);
        self.s.to_deck(card, false, known);
        let id = self.defs.id(card);
        let theater = self.defs.tname(th);
        if game_sdk::bots::searching() {
            return true;
        }
        if p.up {
            self.log.push(LogLine::public(game_sdk::msg!(
                "ability-destroys",
                "{card} is destroyed in {theater}",
                card = id,
                theater = theater
            )));
        } else {
            let who = SEATS[seat as usize];
            self.log.push(LogLine::public(game_sdk::msg!(
                "ability-destroys-face-down",
                "{seat}'s face-down card in {theater} is destroyed",
                seat = who,
                theater = theater
            )));
            self.log.push(LogLine::seat(
                seat,
                game_sdk::msg!(
                    "ability-destroyed-was",
                    "{seat}'s card destroyed in {theater} was {card}",
                    seat = who,
                    theater = theater,
                    card = id
                ),
            ));
        }
        true
    }

    /// Plays a held card (hand or limbo) for its holder; returns false when it is not held.
    pub fn play(&mut self, card: Card, theater: Theater, up: bool) -> bool {
        match self.s.locate(card) {
            Some(loc @ (Loc::Hand(..) | Loc::Limbo(..))) => {
                self.play_from(loc, card, theater, up);
                true
            }
            _ => false,
        }
    }

    /// [`Ctx::play`] of the card held at `loc` (in a hand or held by an ability: where it was
    /// just found).
    pub(crate) fn play_from(&mut self, loc: Loc, card: Card, theater: Theater, up: bool) {
        let (Loc::Hand(seat, _) | Loc::Limbo(seat, _)) = loc else {
            return;
        };
        self.s.take_at(loc);
        let pos = self.s.push_to_stack(seat, theater, Placed { card, up });
        self.moved = self.moved.wrapping_add(1);
        self.s.last_played = Some((seat, theater, pos));
        self.turned(seat, card, up);
        self.events.push(Event::Played {
            card,
            theater,
            up,
            seat,
        });
    }
}

/// Pushes the line `line` makes when `write` (false while a bot searches: it reads no line, and
/// a message costs a dozen allocations).
pub(crate) fn write_line(write: bool, log: &mut Vec<LogLine>, line: impl FnOnce() -> LogLine) {
    if write {
        log.push(line());
    }
}

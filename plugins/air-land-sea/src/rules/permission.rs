//! Deploying face-up to a non-matching theater (ALS-2 with Aerodrome, Air Drop, …): who may
//! permit it (face-up cards and lasting effects with a `_may_play` hook), what their answers
//! mean, and the caches that keep a hand from asking a hook again about what an earlier answer
//! already covered.

use crate::AirLandSea;
use crate::script::Ctx;
use crate::script::{EffectHook, EffectSource, Remembered, Source};
use crate::state::{Card, State, Theater};
use game_sdk::LogLine;
use game_sdk::script::mlua::{self, Lua, LuaString, Value};
use game_sdk::script::{FromLua, ScriptError};

/// One thing that may allow non-matching deploys: a face-up card with a `_may_play` hook, or a
/// lasting effect (by its id) with one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Permitter {
    Card(Card),
    Effect(u32),
}

/// Whether a card may be deployed to a non-matching theater, and whether that answer holds
/// for each of the card's non-matching theaters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Permit {
    pub allowed: bool,
    pub everywhere: bool,
}

/// What one `_may_play` hook returned, and for what: a boolean for the theater asked about
/// (Lua truth: `nil` and `false` refuse, anything else allows); `"anywhere"` / `"nowhere"` for
/// every non-matching theater of the card; `"everything"` / `"nothing"` for every card of the
/// seat that plays, everywhere. The core does not ask again about what an answer covers.
struct Answer {
    allowed: bool,
    scope: Scope,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Scope {
    Theater,
    Card,
    Seat,
}

impl Answer {
    fn permit(&self) -> Permit {
        Permit {
            allowed: self.allowed,
            everywhere: self.scope != Scope::Theater,
        }
    }
}

/// What a `_may_play` hook may return (`scripts/air-land-sea/API.md`).
const MAY_PLAY_ANSWERS: &str =
    "nil, false, true, \"anywhere\", \"nowhere\", \"everything\" or \"nothing\"";

/// The four words a `_may_play` hook may answer, as strings of the Lua state (made once per
/// state): Lua keeps one copy of each short string, so an answer is one of them exactly when it
/// is the same string object, which is found without reading its bytes (reading a Lua string's
/// bytes from Rust allocates in mlua).
struct MayPlayWords([(LuaString, bool, Scope); 4]);

impl MayPlayWords {
    /// The answer `s` is, if it is one of the words (`None`: read its bytes).
    fn of(lua: &Lua, s: &LuaString) -> Option<Answer> {
        let p = s.to_pointer();
        if p.is_null() {
            return None;
        }
        if lua.app_data_ref::<MayPlayWords>().is_none() {
            let word = |w: &str| lua.create_string(w);
            let words = MayPlayWords([
                (word("anywhere").ok()?, true, Scope::Card),
                (word("nowhere").ok()?, false, Scope::Card),
                (word("everything").ok()?, true, Scope::Seat),
                (word("nothing").ok()?, false, Scope::Seat),
            ]);
            // Kept unless the state's data is in use (then read the bytes this time).
            lua.try_set_app_data(words).ok()?;
        }
        let words = lua.app_data_ref::<MayPlayWords>()?;
        words
            .0
            .iter()
            .find(|(w, ..)| w.to_pointer() == p)
            .map(|&(_, allowed, scope)| Answer { allowed, scope })
    }
}

impl FromLua for Answer {
    fn from_lua(value: Value, lua: &Lua) -> mlua::Result<Self> {
        if let Value::String(s) = &value
            && let Some(answer) = MayPlayWords::of(lua, s)
        {
            return Ok(answer);
        }
        let answer = |allowed, scope| Answer { allowed, scope };
        // One vocabulary, read strictly: a misspelt word (`"nowher"`) is an error naming the
        // allowed ones, never a silent "yes".
        let refuse = |from: &'static str, got: String| mlua::Error::FromLuaConversionError {
            from,
            to: MAY_PLAY_ANSWERS.into(),
            message: Some(got),
        };
        Ok(match value {
            Value::Nil | Value::Boolean(false) => answer(false, Scope::Theater),
            Value::Boolean(true) => answer(true, Scope::Theater),
            Value::String(s) => match s.as_bytes().as_ref() {
                b"anywhere" => answer(true, Scope::Card),
                b"nowhere" => answer(false, Scope::Card),
                b"everything" => answer(true, Scope::Seat),
                b"nothing" => answer(false, Scope::Seat),
                other => {
                    let got = game_sdk::script::clean_text(other, 64);
                    return Err(refuse("string", format!("got \"{got}\"")));
                }
            },
            other => {
                return Err(refuse(
                    other.type_name(),
                    format!("got {}", other.type_name()),
                ));
            }
        })
    }
}

/// A `_may_play` call by its small arguments, packed for the search's memo
/// (`script::memo::Key`: a face-up card's call is `[bits, 0, 0]`; a lasting effect's sets
/// the top bit and adds its id and its hook's name). Bit 62 tells them from `_on_play` calls.
fn may_play_bits(src: Card, card: Card, th: Theater, seat: Option<u8>, owner: u8) -> u64 {
    u64::from(src)
        | u64::from(card) << 8
        | u64::from(th) << 16
        | u64::from(seat.map_or(2, |s| s)) << 32
        | u64::from(owner) << 40
        | 1 << 62
}

impl Remembered for Answer {
    fn code(&self) -> u8 {
        let scope = match self.scope {
            Scope::Theater => 0,
            Scope::Card => 1,
            Scope::Seat => 2,
        };
        u8::from(self.allowed) | scope << 1
    }

    fn from_code(code: u8) -> Option<Self> {
        let scope = match code >> 1 {
            0 => Scope::Theater,
            1 => Scope::Card,
            2 => Scope::Seat,
            _ => return None,
        };
        Some(Answer {
            allowed: code & 1 == 1,
            scope,
        })
    }
}

/// Who may allow a deploy to a non-matching theater (see [`AirLandSea::permitters`]), with
/// the answers a permitter gave for all cards of the playing seat (`"everything"` /
/// `"nothing"`), so it is not asked again about the rest of a hand.
pub(crate) struct Permitters {
    cards: Vec<(Source, Decided)>,
    effects: Vec<(EffectSource, Decided)>,
}

thread_local! {
    /// The lists of permitting cards given back by dropped [`Permitters`], for the next ones:
    /// the legal actions are listed at every step of a search.
    static PERMITTING_CARDS: std::cell::RefCell<Vec<Vec<(Source, Decided)>>> =
        const { std::cell::RefCell::new(Vec::new()) };
    /// The same for the lists of permitting lasting effects.
    static PERMITTING_EFFECTS: std::cell::RefCell<Vec<Vec<(EffectSource, Decided)>>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

impl Drop for Permitters {
    fn drop(&mut self) {
        let mut cards = std::mem::take(&mut self.cards);
        if cards.capacity() > 0 {
            cards.clear();
            PERMITTING_CARDS.with(|lists| {
                let mut lists = lists.borrow_mut();
                if lists.len() < 4 {
                    lists.push(cards);
                }
            });
        }
        let mut effects = std::mem::take(&mut self.effects);
        if effects.capacity() > 0 {
            effects.clear();
            PERMITTING_EFFECTS.with(|lists| {
                let mut lists = lists.borrow_mut();
                if lists.len() < 4 {
                    lists.push(effects);
                }
            });
        }
    }
}

/// What a permitter already answered for every card of the seat: an answer, or a runaway
/// failure (out of instructions, memory or time). A hook that ran away once in this position
/// is not asked again about the rest of the hand: each call would cost a whole budget (seconds
/// for one that does work the instruction count cannot see) for the same failure, which is
/// reported again instead.
type Decided = Option<Result<bool, ScriptError>>;

/// The answer remembered in `decided`, if any (a remembered failure is reported again).
fn decided_answer(decided: &Decided) -> Option<Result<Answer, ScriptError>> {
    match decided {
        None => None,
        Some(Ok(allowed)) => Some(Ok(Answer {
            allowed: *allowed,
            scope: Scope::Seat,
        })),
        Some(Err(e)) => {
            game_sdk::script::faults::report(e);
            Some(Err(e.clone()))
        }
    }
}

/// Remembers what a call answered, when it covers every card of the seat or ran away.
fn decide(decided: &mut Decided, answer: &Result<Answer, ScriptError>) {
    match answer {
        Ok(a) if a.scope == Scope::Seat => *decided = Some(Ok(a.allowed)),
        Err(e) if e.is_runaway() && e.is_repeatable() => *decided = Some(Err(e.clone())),
        _ => {}
    }
}

impl AirLandSea {
    /// Whether `seat` may deploy `card` face-up to `th` (ALS-2; Aerodrome, Air Drop, …).
    pub(crate) fn may_deploy(
        &self,
        ctx: &mut Ctx,
        card: Card,
        th: Theater,
        log: &mut Vec<LogLine>,
    ) -> Result<bool, ScriptError> {
        if self.defs.cards[card as usize].theater == th {
            return Ok(true);
        }
        let Some(seat) = ctx.s.holder(card) else {
            return Ok(false);
        };
        let mut permitters = self.permitters(&ctx.s, seat);
        self.may_deploy_away(ctx, &mut permitters, card, th, log)
            .map(|permit| permit.allowed)
    }

    /// What may allow `seat` a deploy to a non-matching theater in `s`: `seat`'s face-up cards
    /// with a `_may_play` hook and its lasting effects with one (a permission is its owner's:
    /// "you may play…"). Asking them does not change the match, so one list serves for every
    /// card of a hand.
    pub(crate) fn permitters(&self, s: &State, seat: u8) -> Permitters {
        let mut cards = PERMITTING_CARDS
            .with(|lists| lists.borrow_mut().pop())
            .unwrap_or_default();
        if self.defs.any_may_play {
            let found = self.face_up_with(s, |h| h.may_play.is_some());
            cards.extend(found.iter().filter(|c| c.owner == seat).map(|&c| (c, None)));
        }
        let mut effects = if s.effects.is_empty() {
            Vec::new()
        } else {
            PERMITTING_EFFECTS
                .with(|lists| lists.borrow_mut().pop())
                .unwrap_or_default()
        };
        let hooked = self.effect_hooks(s, EffectHook::MayPlay);
        effects.extend(
            hooked
                .iter()
                .filter(|e| e.owner == seat)
                .map(|e| (e.clone(), None)),
        );
        Permitters { cards, effects }
    }

    /// [`AirLandSea::may_deploy`] for a non-matching theater, saying also whether the answer
    /// holds for every non-matching theater of the card (so the caller need not ask again).
    pub(crate) fn may_deploy_away(
        &self,
        ctx: &mut Ctx,
        permitters: &mut Permitters,
        card: Card,
        th: Theater,
        log: &mut Vec<LogLine>,
    ) -> Result<Permit, ScriptError> {
        ctx.read_only = true;
        let r = self.permission(ctx, permitters, card, th, log);
        ctx.read_only = false;
        r
    }

    fn permission(
        &self,
        ctx: &mut Ctx,
        permitters: &mut Permitters,
        card: Card,
        th: Theater,
        log: &mut Vec<LogLine>,
    ) -> Result<Permit, ScriptError> {
        let defs = &*self.defs;
        let id = &defs.lua_ids[card as usize];
        let tid = &defs.lua_tids[th as usize];
        // Whether every hook asked so far answered for all theaters at once.
        let mut everywhere = true;
        // Who would play it: the hooks get the seat, so most need not ask for it.
        let seat = ctx.s.holder(card);
        for (src, decided) in &mut permitters.cards {
            let answer = match decided_answer(decided) {
                Some(known) => known?,
                None => {
                    let Some(hook) = &defs.cards[src.card as usize].hooks.may_play else {
                        continue;
                    };
                    let args = (&defs.lua_ids[src.card as usize], id, tid, seat, src.owner);
                    let key = [may_play_bits(src.card, card, th, seat, src.owner), 0, 0];
                    let answer: Result<Answer, ScriptError> =
                        self.call_remembered(ctx, hook, args, key, log);
                    decide(decided, &answer);
                    answer?
                }
            };
            if answer.allowed {
                return Ok(answer.permit());
            }
            everywhere &= answer.scope != Scope::Theater;
        }
        for (effect, decided) in &mut permitters.effects {
            let answer = match decided_answer(decided) {
                Some(known) => known?,
                None => {
                    let args = (effect.id, id, tid, seat, effect.owner);
                    let key = [
                        may_play_bits(0, card, th, seat, effect.owner) | 1 << 63,
                        u64::from(effect.id),
                        std::sync::Arc::as_ptr(&effect.hook) as *const u8 as u64,
                    ];
                    let answer: Result<Answer, ScriptError> =
                        self.call_remembered(ctx, &effect.hook, args, key, log);
                    decide(decided, &answer);
                    answer?
                }
            };
            if answer.allowed {
                return Ok(answer.permit());
            }
            everywhere &= answer.scope != Scope::Theater;
        }
        Ok(Permit {
            allowed: false,
            everywhere,
        })
    }

    /// The cards in `seat`'s hand that one permitter alone (a face-up card or a lasting effect)
    /// lets it deploy face-up to some non-matching theater now; a hook that fails allows nothing.
    pub(crate) fn permitted_by(&self, s: &State, seat: u8, by: Permitter) -> Vec<Card> {
        let mut ctx = self.ctx(s);
        let mut permitters = self.permitters(&ctx.s, seat);
        match by {
            Permitter::Card(card) => {
                permitters.cards.retain(|(src, _)| src.card == card);
                permitters.effects.clear();
            }
            Permitter::Effect(id) => {
                permitters.cards.clear();
                permitters.effects.retain(|(e, _)| e.id == id);
            }
        }
        let mut allowed = Vec::new();
        let mut log = Vec::new();
        for &card in &s.hands[seat as usize] {
            let home = self.defs.cards[card as usize].theater;
            for &th in s.order.iter().filter(|&&th| th != home) {
                match self.may_deploy_away(&mut ctx, &mut permitters, card, th, &mut log) {
                    Ok(permit) if permit.allowed => {
                        allowed.push(card);
                        break;
                    }
                    Ok(permit) if permit.everywhere => break,
                    _ => {}
                }
            }
        }
        self.recycle_ctx(ctx);
        allowed
    }

    /// Whether anything could allow `seat` a non-matching deploy (so a context is worth
    /// building).
    pub(crate) fn has_permissions(&self, s: &State, seat: u8) -> bool {
        if self.defs.any_may_play {
            for stack in &s.stacks[seat as usize] {
                for p in stack {
                    if p.up && self.defs.cards[p.card as usize].hooks.may_play.is_some() {
                        return true;
                    }
                }
            }
        }
        self.has_permitting_effects(s, seat)
    }

    /// [`AirLandSea::has_permissions`] in `ctx`'s state, its face-up cards read from the
    /// context's count ([`Ctx::face_up`]) instead of the stacks.
    pub(crate) fn has_permissions_in(&self, ctx: &mut Ctx, seat: u8) -> bool {
        match ctx.face_up() {
            Some(up) => {
                (self.defs.any_may_play && up[seat as usize & 1] & self.defs.may_play_cards != 0)
                    || self.has_permitting_effects(&ctx.s, seat)
            }
            None => self.has_permissions(&ctx.s, seat),
        }
    }

    /// Whether `seat` owns a lasting effect with a `_may_play` hook.
    fn has_permitting_effects(&self, s: &State, seat: u8) -> bool {
        s.effects.iter().any(|e| {
            e.owner == seat
                && self
                    .defs
                    .effect_hooks
                    .get(&*e.name)
                    .is_some_and(|h| h.may_play.is_some())
        })
    }
}

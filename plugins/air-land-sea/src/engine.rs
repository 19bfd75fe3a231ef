//! The rules core (ALS-2 … ALS-6): playing, triggering and resolving abilities through their
//! scripts, strength totals, theater control, battle end, scoring and the next battle. It knows
//! no card by name: every ability is reached through the hook names compiled into [`Defs`].

use crate::AirLandSea;
use crate::battle_end::{BattleEnd, Withdrawal};
use crate::ctx::{Ctx, Event, Primitive, Scratch};
use crate::state::{Bonus, Card, CardHooks, Instant, Over, SEATS, State, Theater};
use game_sdk::script::mlua::{self, Lua, LuaString, Value};
use game_sdk::script::{
    FromLua, FromLuaMulti, IntoLuaMulti, PendingChoice, ResumeError, ScriptError,
};
use game_sdk::{GameRng, LogLine};
use std::sync::Arc;

/// VP the opponent scores when a player withdraws with `left` cards in hand, from that player's
/// commander table (ALS-5; a hand larger than the table uses its last entry).
pub fn withdraw_points(table: &[u32], left: usize) -> u32 {
    table.get(left).or(table.last()).copied().unwrap_or(0)
}

/// What a player does.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Deploy (`up`) or improvise (face-down) a card from hand to a theater.
    Play {
        card: Card,
        theater: Theater,
        up: bool,
    },
    Withdraw,
    /// Answers the pending choice with one of its option ids.
    Choose(String),
    /// Declines a pending "may" choice.
    Skip,
}

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

impl FromLua for Answer {
    fn from_lua(value: Value, _: &Lua) -> mlua::Result<Self> {
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

/// Who may allow a deploy to a non-matching theater (see [`AirLandSea::permitters`]), with
/// the answers a permitter gave for all cards of the playing seat (`"everything"` /
/// `"nothing"`), so it is not asked again about the rest of a hand.
pub(crate) struct Permitters<'a> {
    cards: Vec<(Source, Option<bool>)>,
    effects: Vec<(EffectSource<'a>, Option<bool>)>,
}

/// A face-up card whose ongoing hook runs, with what its hooks are told about it: its owner and
/// its theater (so that most scripts need not ask).
#[derive(Clone, Copy)]
struct Source {
    card: Card,
    owner: u8,
    theater: Theater,
}

/// A lasting effect with a hook: its id, the hook's function name and the effect's owner.
#[derive(Clone, Copy)]
struct EffectSource<'a> {
    id: u32,
    hook: &'a str,
    owner: u8,
}

#[derive(Clone, Copy)]
enum EffectHook {
    MayPlay,
    OnPlay,
    OnTurnEnd,
}

/// Every way a step can fail: the player's mistake or a script's.
#[derive(Debug)]
pub enum Failure {
    Illegal(String),
    Script(ScriptError),
}

impl From<ScriptError> for Failure {
    fn from(e: ScriptError) -> Self {
        Failure::Script(e)
    }
}

impl Failure {
    pub fn message(self) -> String {
        match self {
            Failure::Illegal(m) => m,
            Failure::Script(e) => {
                // Some script errors are the core's own findings (a bad primitive answer), not
                // a failed call: said to the SDK's watch so the host reports a script error.
                game_sdk::script::faults::report(&e);
                e.to_string()
            }
        }
    }
}

impl AirLandSea {
    /// Calls a script function with the context, lending the match's generator.
    pub(crate) fn call<A: IntoLuaMulti, R: FromLuaMulti>(
        &self,
        ctx: &mut Ctx,
        name: &str,
        args: A,
        log: &mut Vec<LogLine>,
    ) -> Result<R, ScriptError> {
        let r = self.lending_rng(ctx, |ctx, rng| {
            self.host.call_slot(&self.slot, name, ctx, args, rng, log)
        });
        log.append(&mut ctx.log);
        r
    }

    /// Calls a hook that may ask for a choice, by returning a choice table or through
    /// `ctx:choose`.
    pub(crate) fn call_asking<A: IntoLuaMulti>(
        &self,
        ctx: &mut Ctx,
        name: &str,
        args: A,
        log: &mut Vec<LogLine>,
    ) -> Result<Option<PendingChoice>, ScriptError> {
        ctx.may_choose = true;
        let returned = self.call::<_, Option<PendingChoice>>(ctx, name, args, log);
        ctx.may_choose = false;
        let asked = ctx.asked.take().map(|c| *c);
        self.one_choice(name, returned?, asked)
    }

    /// The choice a hook asked for: a returned table or `ctx:choose`, not both.
    fn one_choice(
        &self,
        name: &str,
        returned: Option<PendingChoice>,
        asked: Option<PendingChoice>,
    ) -> Result<Option<PendingChoice>, ScriptError> {
        match (returned, asked) {
            (Some(_), Some(_)) => {
                let (file, line) = self.host.defined_at(name).unwrap_or(("scripts", 0));
                Err(ScriptError::new(
                    file,
                    line,
                    format!(
                        "hook `{name}` asked for a choice with `ctx:choose` and also returned one"
                    ),
                ))
            }
            (returned, asked) => Ok(returned.or(asked)),
        }
    }

    /// Runs `f` with the generator to lend to a hook call: the match's own when the scripts
    /// use `math.random`; otherwise an idle one the SDK never touches (no copy of the match's).
    fn lending_rng<R>(&self, ctx: &mut Ctx, f: impl FnOnce(&mut Ctx, &mut GameRng) -> R) -> R {
        if !self.host.uses_random()
            && let Ok(mut idle) = self.idle_rng.try_lock()
        {
            return f(ctx, &mut idle);
        }
        let mut rng = std::mem::replace(&mut ctx.s.rng, self.placeholder_rng.clone());
        let r = f(ctx, &mut rng);
        ctx.s.rng = rng;
        r
    }

    /// A new battle: gather and shuffle every card, deal, empty the table.
    pub(crate) fn deal(&self, s: &mut State) {
        let n = self.defs.cards.len();
        let mut cards: Vec<Card> = (0..n as Card).collect();
        s.rng.shuffle(&mut cards);
        let h = self.defs.hand_size;
        let mut north: Vec<Card> = cards[..h].to_vec();
        let mut south: Vec<Card> = cards[h..2 * h].to_vec();
        north.sort_unstable();
        south.sort_unstable();
        s.hands = [north, south];
        s.deck = cards[2 * h..].to_vec();
        s.deck_known = vec![0; s.deck.len()];
        let t = self.defs.theater_ids.len();
        s.stacks = [vec![Vec::new(); t], vec![Vec::new(); t]];
        s.limbo.clear();
        s.queue.clear();
        s.choice = None;
        s.effects.clear();
        s.bonus = None;
        s.turn = 1;
        s.active = s.first;
        s.to_move = s.first;
        s.strength = vec![0; n];
        s.totals = [vec![0; t], vec![0; t]];
    }

    pub(crate) fn new_match(&self, seed: u64) -> State {
        let mut rng = GameRng::from_seed(seed);
        let mut order: Vec<Theater> = (0..self.defs.theater_ids.len() as Theater).collect();
        rng.shuffle(&mut order);
        let first = rng.below(2) as u8;
        let mut s = State::blank(order, first, rng);
        self.deal(&mut s);
        s
    }

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
    pub(crate) fn permitters<'a>(&'a self, s: &State, seat: u8) -> Permitters<'a> {
        let cards = if self.defs.any_may_play {
            self.face_up_with(s, |h| h.may_play.is_some())
        } else {
            Vec::new()
        };
        Permitters {
            cards: cards
                .into_iter()
                .filter(|c| c.owner == seat)
                .map(|c| (c, None))
                .collect(),
            effects: self
                .effect_hooks(s, EffectHook::MayPlay)
                .into_iter()
                .filter(|e| e.owner == seat)
                .map(|e| (e, None))
                .collect(),
        }
    }

    /// [`AirLandSea::may_deploy`] for a non-matching theater, saying also whether the answer
    /// holds for every non-matching theater of the card (so the caller need not ask again).
    pub(crate) fn may_deploy_away(
        &self,
        ctx: &mut Ctx,
        permitters: &mut Permitters<'_>,
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
        permitters: &mut Permitters<'_>,
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
            let answer = match *decided {
                Some(allowed) => Answer {
                    allowed,
                    scope: Scope::Seat,
                },
                None => {
                    let Some(hook) = &defs.cards[src.card as usize].hooks.may_play else {
                        continue;
                    };
                    let args = (&defs.lua_ids[src.card as usize], id, tid, seat, src.owner);
                    let answer: Answer = self.call(ctx, hook, args, log)?;
                    if answer.scope == Scope::Seat {
                        *decided = Some(answer.allowed);
                    }
                    answer
                }
            };
            if answer.allowed {
                return Ok(answer.permit());
            }
            everywhere &= answer.scope != Scope::Theater;
        }
        for (effect, decided) in &mut permitters.effects {
            let answer = match *decided {
                Some(allowed) => Answer {
                    allowed,
                    scope: Scope::Seat,
                },
                None => {
                    let args = (effect.id, id, tid, seat, effect.owner);
                    let answer: Answer = self.call(ctx, effect.hook, args, log)?;
                    if answer.scope == Scope::Seat {
                        *decided = Some(answer.allowed);
                    }
                    answer
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
        self.recycle(ctx.s);
        allowed
    }

    /// The face-up cards in play (left to right, North before South, bottom to top) whose
    /// ability has the hooks `wanted` asks for; no allocation when there are none. Plain loops:
    /// this runs for every position and every play, and nested iterator adapters cost several
    /// times as much here.
    fn face_up_with(&self, s: &State, wanted: impl Fn(&CardHooks) -> bool) -> Vec<Source> {
        let mut found = Vec::new();
        for &th in &s.order {
            for (owner, seat_stacks) in s.stacks.iter().enumerate() {
                for p in &seat_stacks[th as usize] {
                    if p.up && wanted(&self.defs.cards[p.card as usize].hooks) {
                        found.push(Source {
                            card: p.card,
                            owner: owner as u8,
                            theater: th,
                        });
                    }
                }
            }
        }
        found
    }

    /// The theaters next to `th` in the row, as hook arguments: one or two (the second `nil`).
    fn neighbors(&self, s: &State, th: Theater) -> (Option<&LuaString>, Option<&LuaString>) {
        let place = s.place_of(th);
        let mut next = s
            .order
            .iter()
            .enumerate()
            .filter(|(i, _)| i.abs_diff(place) == 1)
            .map(|(_, &t)| &self.defs.lua_tids[t as usize]);
        (next.next(), next.next())
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
        !s.effects.is_empty()
            && self
                .effect_hooks(s, EffectHook::MayPlay)
                .iter()
                .any(|e| e.owner == seat)
    }

    /// The lasting effects in play that have the hook `which`, with its function name.
    fn effect_hooks(&self, s: &State, which: EffectHook) -> Vec<EffectSource<'_>> {
        if s.effects.is_empty() {
            return Vec::new();
        }
        s.effects
            .iter()
            .filter_map(|e| {
                let hooks = self.defs.effect_hooks.get(&e.name)?;
                let name = match which {
                    EffectHook::MayPlay => &hooks.may_play,
                    EffectHook::OnPlay => &hooks.on_play,
                    EffectHook::OnTurnEnd => &hooks.on_turn_end,
                };
                name.as_deref().map(|hook| EffectSource {
                    id: e.id,
                    hook,
                    owner: e.owner,
                })
            })
            .collect()
    }

    /// Applies a player's action to the context's state (a copy); `Err` discards the copy.
    pub(crate) fn step(
        &self,
        ctx: &mut Ctx,
        action: &Action,
        log: &mut Vec<LogLine>,
    ) -> Result<(), Failure> {
        if ctx.s.over.is_some() {
            return Err(Failure::Illegal("the game is over".into()));
        }
        let seat = ctx.s.to_move;
        match action {
            Action::Choose(_) | Action::Skip => {
                let Some(choice) = ctx.s.choice.take() else {
                    return Err(Failure::Illegal("no choice is waiting".into()));
                };
                let chosen = match action {
                    Action::Choose(id) => Some(id.as_str()),
                    _ => None,
                };
                log.push(LogLine::public(format!(
                    "{} chooses {}",
                    SEATS[seat as usize],
                    chosen.map_or("to skip".into(), |c| self.public_text(&ctx.s, c))
                )));
                let next = match Primitive::of(&choice.continue_with) {
                    // A primitive continuation: the core applies it, no script runs.
                    Some(Ok(primitive)) => {
                        choice
                            .check_answer(chosen)
                            .map_err(|e| Failure::Illegal(e.0))?;
                        if let Some(option) = chosen {
                            ctx.apply_primitive(primitive, option).map_err(|e| {
                                Failure::Script(ScriptError::new(
                                    "scripts/air-land-sea",
                                    0,
                                    format!("`{}` of \"{option}\": {e}", choice.continue_with),
                                ))
                            })?;
                        }
                        log.append(&mut ctx.log);
                        None
                    }
                    _ => self.resume(ctx, &choice, chosen, log)?,
                };
                self.set_choice(ctx, next, &choice.continue_with)?;
            }
            Action::Withdraw => {
                if ctx.s.choice.is_some() {
                    return Err(Failure::Illegal("answer the ability's choice first".into()));
                }
                if ctx.s.bonus == Some(Bonus::Play(seat)) {
                    return Err(Failure::Illegal(
                        "an ability lets you play a card now".into(),
                    ));
                }
                log.push(LogLine::public(format!(
                    "{} withdraws",
                    SEATS[seat as usize]
                )));
                ctx.s.ended = None;
                self.end_battle(ctx, Some(seat), log)?;
                return Ok(());
            }
            &Action::Play { card, theater, up } => {
                if ctx.s.choice.is_some() {
                    return Err(Failure::Illegal("answer the ability's choice first".into()));
                }
                if !ctx.s.hands[seat as usize].contains(&card) {
                    return Err(Failure::Illegal(format!(
                        "{} is not in your hand",
                        self.defs.id(card)
                    )));
                }
                if theater as usize >= self.defs.theater_ids.len() {
                    return Err(Failure::Illegal("no such theater".into()));
                }
                if up && !self.may_deploy(ctx, card, theater, log)? {
                    return Err(Failure::Illegal(format!(
                        "{} may only be deployed to {}",
                        self.defs.id(card),
                        self.defs.tname(self.defs.cards[card as usize].theater)
                    )));
                }
                if ctx.s.bonus == Some(Bonus::Play(seat)) {
                    ctx.s.bonus = None;
                }
                // The last battle's summary stays until the first play of this one.
                ctx.s.ended = None;
                ctx.play(card, theater, up);
                let what = if up {
                    format!("deploys {}", self.defs.id(card))
                } else {
                    "improvises a card".to_string()
                };
                log.push(LogLine::public(format!(
                    "{} {what} to {}",
                    SEATS[seat as usize],
                    self.defs.tname(theater)
                )));
            }
        }
        self.settle(ctx, log)?;
        self.after(ctx, log)?;
        Ok(())
    }

    /// Answers `choice` by calling its continuation; the choice it asks for next, if any.
    fn resume(
        &self,
        ctx: &mut Ctx,
        choice: &PendingChoice,
        chosen: Option<&str>,
        log: &mut Vec<LogLine>,
    ) -> Result<Option<PendingChoice>, Failure> {
        ctx.may_choose = true;
        let r = self.lending_rng(ctx, |ctx, rng| {
            self.host
                .resume_slot(&self.slot, choice, chosen, ctx, rng, log)
        });
        ctx.may_choose = false;
        let asked = ctx.asked.take().map(|c| *c);
        log.append(&mut ctx.log);
        match r {
            Ok(n) => Ok(self.one_choice(&choice.continue_with, n, asked)?),
            Err(ResumeError::Illegal(e)) => Err(Failure::Illegal(e.0)),
            Err(ResumeError::Script(e)) => Err(Failure::Script(e)),
        }
    }

    /// An option's text with every card nobody else may know replaced by "a card", for the log.
    pub(crate) fn public_text(&self, s: &State, text: &str) -> String {
        let mut out = String::with_capacity(text.len() + 8);
        for (i, w) in text.split_whitespace().enumerate() {
            if i > 0 {
                out.push(' ');
            }
            match self.defs.card(w) {
                Some(c) if !s.placed(c).is_some_and(|(.., p)| p.up) => out.push_str("a card"),
                _ => out.push_str(w),
            }
        }
        out
    }

    fn set_choice(
        &self,
        ctx: &mut Ctx,
        choice: Option<PendingChoice>,
        asked_by: &str,
    ) -> Result<(), ScriptError> {
        if let Some(c) = &choice {
            match Primitive::of(&c.continue_with) {
                Some(Ok(_)) => {}
                Some(Err(e)) => {
                    let (file, line) = self.host.defined_at(asked_by).unwrap_or(("scripts", 0));
                    return Err(ScriptError::new(
                        file,
                        line,
                        format!("hook `{asked_by}`: {e}"),
                    ));
                }
                None => self.host.check_choice(c, asked_by)?,
            }
            if c.seat > 1 {
                let (file, line) = self.host.defined_at(asked_by).unwrap_or(("scripts", 0));
                return Err(ScriptError::new(
                    file,
                    line,
                    format!(
                        "hook `{asked_by}` asks seat {}, which does not exist",
                        c.seat
                    ),
                ));
            }
        }
        ctx.s.choice = choice.map(std::sync::Arc::new);
        Ok(())
    }

    /// Follows up what scripts did (plays, flips) and resolves queued instants, until a choice
    /// waits or nothing is left.
    fn settle(&self, ctx: &mut Ctx, log: &mut Vec<LogLine>) -> Result<(), ScriptError> {
        let mut guard = 0u32;
        loop {
            guard += 1;
            if guard > 10_000 {
                return Err(ScriptError::new(
                    "scripts/air-land-sea",
                    0,
                    "abilities keep triggering each other without end",
                ));
            }
            if !ctx.events.is_empty() {
                let ev = ctx.events.remove(0);
                self.follow(ctx, ev, log)?;
                continue;
            }
            if ctx.s.choice.is_some() || ctx.s.queue.is_empty() {
                return Ok(());
            }
            let Instant { card, owner: _ } = ctx.s.queue.remove(0);
            // A card that left play before its instant started has no ability any more.
            let Some((owner, th, ..)) = ctx.s.placed(card) else {
                continue;
            };
            let defs = &*self.defs;
            let Some(hook) = &defs.cards[card as usize].hooks.on_reveal else {
                continue;
            };
            let (a, b) = self.neighbors(&ctx.s, th);
            let args = (
                &defs.lua_ids[card as usize],
                owner,
                &defs.lua_tids[th as usize],
                a,
                b,
            );
            let choice = self.call_asking(ctx, hook, args, log)?;
            self.set_choice(ctx, choice, hook)?;
        }
    }

    fn follow(&self, ctx: &mut Ctx, ev: Event, log: &mut Vec<LogLine>) -> Result<(), ScriptError> {
        match ev {
            Event::Played {
                card,
                theater,
                up,
                seat,
            } => {
                let defs = &*self.defs;
                let sources = if defs.any_on_play {
                    self.face_up_with(&ctx.s, |h| h.on_play.is_some())
                } else {
                    Vec::new()
                };
                let id = &defs.lua_ids[card as usize];
                let tid = &defs.lua_tids[theater as usize];
                for Source { card: src, .. } in sources {
                    // An earlier hook may have flipped, moved or removed this source.
                    let Some((owner, here, _, p)) = ctx.s.placed(src) else {
                        continue;
                    };
                    if src == card || !p.up {
                        continue;
                    }
                    if let Some(hook) = &defs.cards[src as usize].hooks.on_play {
                        let src_id = &defs.lua_ids[src as usize];
                        let adjacent = ctx.s.adjacent(here, theater);
                        let here = &defs.lua_tids[here as usize];
                        let args = (src_id, id, tid, up, seat, owner, here, adjacent);
                        self.call::<_, ()>(ctx, hook, args, log)?;
                    }
                }
                for effect in self.effect_hooks(&ctx.s, EffectHook::OnPlay) {
                    if ctx.s.effects.iter().any(|e| e.id == effect.id) {
                        let args = (effect.id, id, tid, up, seat, effect.owner);
                        self.call::<_, ()>(ctx, effect.hook, args, log)?;
                    }
                }
                // A card destroyed as it is played has no ability (ALS-3).
                if let Some((owner, th, _, p)) = ctx.s.placed(card)
                    && p.up
                    && th == theater
                {
                    self.trigger(ctx, card, owner);
                }
            }
            Event::FlippedUp { card } => {
                if let Some((owner, ..)) = ctx.s.placed(card) {
                    self.trigger(ctx, card, owner);
                }
            }
        }
        Ok(())
    }

    fn trigger(&self, ctx: &mut Ctx, card: Card, owner: u8) {
        if self.defs.cards[card as usize].hooks.on_reveal.is_some() {
            ctx.s.queue.push(Instant { card, owner });
        }
    }

    /// After an action: whose move it is, the end of the turn and of the battle.
    fn after(&self, ctx: &mut Ctx, log: &mut Vec<LogLine>) -> Result<(), ScriptError> {
        let eager = self.defs.eager_strength;
        if eager {
            self.refresh(ctx, log)?;
        }
        if let Some(c) = &ctx.s.choice {
            ctx.s.to_move = c.seat;
            return Ok(());
        }
        // An ability that held a card and finished without playing it puts it back on the deck.
        // Strengths are computed again before the battle is scored: always when they are
        // computed lazily, else only if something a `_strength` hook can read changed since
        // (the deck, or what a turn-end hook did).
        let mut changed = !eager || !ctx.s.limbo.is_empty();
        while let Some((holder, c)) = ctx.s.limbo.pop() {
            ctx.s.to_deck(c, true, 1 << holder);
        }
        let active = ctx.s.active;
        if let Some(Bonus::Play(seat)) = ctx.s.bonus {
            if !ctx.s.hands[seat as usize].is_empty() {
                ctx.s.to_move = seat;
                return Ok(());
            }
            ctx.s.bonus = None;
        }
        // The turn is over.
        for effect in self.effect_hooks(&ctx.s, EffectHook::OnTurnEnd) {
            if ctx.s.effects.iter().any(|e| e.id == effect.id) {
                let args = (effect.id, active, effect.owner);
                self.call::<_, ()>(ctx, effect.hook, args, log)?;
                changed = true;
            }
        }
        if ctx.s.hands.iter().all(Vec::is_empty) && ctx.s.limbo.is_empty() {
            if changed {
                self.refresh(ctx, log)?;
            }
            return self.end_battle(ctx, None, log);
        }
        let mut next = 1 - active;
        if let Some(Bonus::Turn(seat)) = ctx.s.bonus.take() {
            next = seat;
        }
        if ctx.s.hands[next as usize].is_empty() {
            next = 1 - next;
        }
        ctx.s.active = next;
        ctx.s.to_move = next;
        ctx.s.turn += 1;
        Ok(())
    }

    /// Recomputes every card's effective strength and the totals (ALS-3 ongoing effects).
    /// Scripts run only for face-up cards with a `_strength` hook; nothing is allocated when
    /// there is none.
    pub(crate) fn refresh(&self, ctx: &mut Ctx, log: &mut Vec<LogLine>) -> Result<(), ScriptError> {
        self.refresh_without(ctx, None, log)
    }

    /// [`AirLandSea::refresh`] as if `without`'s ongoing strength ability did not apply: what
    /// the totals would be without it (the badges say what an ongoing card does now).
    pub(crate) fn refresh_without(
        &self,
        ctx: &mut Ctx,
        without: Option<Card>,
        log: &mut Vec<LogLine>,
    ) -> Result<(), ScriptError> {
        let defs = &*self.defs;
        let n = defs.cards.len();
        let t = defs.theater_ids.len();
        let mut sources = if defs.any_strength {
            self.face_up_with(&ctx.s, |h| h.strength.is_some())
        } else {
            Vec::new()
        };
        if let Some(card) = without {
            sources.retain(|src| src.card != card);
        }
        let mut scratch = None;
        if !sources.is_empty() {
            ctx.scratch = Some(Box::new(Scratch {
                set: vec![None; n],
                bonus: [vec![0; t], vec![0; t]],
            }));
            ctx.read_only = true;
            for src in sources {
                let Some(hook) = &defs.cards[src.card as usize].hooks.strength else {
                    continue;
                };
                let (a, b) = self.neighbors(&ctx.s, src.theater);
                let args = (
                    &defs.lua_ids[src.card as usize],
                    src.owner,
                    &defs.lua_tids[src.theater as usize],
                    a,
                    b,
                );
                if let Err(e) = self.call::<_, ()>(ctx, hook, args, log) {
                    ctx.scratch = None;
                    ctx.read_only = false;
                    return Err(e);
                }
            }
            ctx.read_only = false;
            scratch = ctx.scratch.take();
        }
        let s = &mut ctx.s;
        for seat in 0..2 {
            s.totals[seat].clear();
            s.totals[seat].resize(t, 0);
            if let Some(sc) = &scratch {
                for (total, bonus) in s.totals[seat].iter_mut().zip(&sc.bonus[seat]) {
                    *total += bonus;
                }
            }
        }
        for &th in &s.order {
            for seat in 0..2 {
                for p in &s.stacks[seat][th as usize] {
                    let base = if p.up {
                        defs.cards[p.card as usize].strength
                    } else {
                        defs.face_down_strength
                    };
                    let set = scratch.as_ref().and_then(|sc| sc.set[p.card as usize]);
                    let v = set.unwrap_or(base);
                    s.strength[p.card as usize] = v;
                    s.totals[seat][th as usize] += v;
                }
            }
        }
        Ok(())
    }

    /// Who controls each theater, in row order (ALS-4: ties go to the 1st Player).
    pub fn control(&self, s: &State) -> Vec<(Theater, u8)> {
        s.order
            .iter()
            .map(|&th| {
                let (a, b) = (s.totals[0][th as usize], s.totals[1][th as usize]);
                let w = match a.cmp(&b) {
                    std::cmp::Ordering::Greater => 0,
                    std::cmp::Ordering::Less => 1,
                    std::cmp::Ordering::Equal => s.first,
                };
                (th, w)
            })
            .collect()
    }

    /// Scores the battle (ALS-4, ALS-5), keeps its record (every card revealed), ends the game
    /// (ALS-6) or sets up the next battle.
    fn end_battle(
        &self,
        ctx: &mut Ctx,
        withdrew: Option<u8>,
        log: &mut Vec<LogLine>,
    ) -> Result<(), ScriptError> {
        if withdrew.is_some() && !self.defs.eager_strength {
            // The record shows every card's strength and who controlled each theater at the
            // withdrawal: compute them now (done lazily otherwise).
            self.refresh(ctx, log)?;
        }
        let s = &mut ctx.s;
        let control = self.control(s);
        let (winner, points, why, withdrawal) = match withdrew {
            Some(w) => {
                let table = if w == s.first {
                    &self.config.commanders.first
                } else {
                    &self.config.commanders.second
                };
                let left = s.hands[w as usize].len();
                let pts = withdraw_points(table, left);
                (
                    1 - w,
                    pts,
                    format!("{} withdrew with {left} card(s) in hand", SEATS[w as usize]),
                    Some(Withdrawal {
                        seat: w,
                        cards_left: left,
                        table: table.clone(),
                    }),
                )
            }
            None => {
                let north = control.iter().filter(|(_, w)| *w == 0).count();
                let south = control.len() - north;
                let w = match north.cmp(&south) {
                    std::cmp::Ordering::Greater => 0,
                    std::cmp::Ordering::Less => 1,
                    std::cmp::Ordering::Equal => s.first,
                };
                (
                    w,
                    self.config.battle_win_vp,
                    format!(
                        "{} controls {} of {} theaters",
                        SEATS[w as usize],
                        north.max(south),
                        control.len()
                    ),
                    None,
                )
            }
        };
        s.vp[winner as usize] += points;
        let line = format!(
            "Battle {} ends: {why}; {} scores {points} VP ({}–{})",
            s.battle, SEATS[winner as usize], s.vp[0], s.vp[1]
        );
        log.push(LogLine::public(line.clone()));
        s.last_battle = Some(line);
        if s.vp[winner as usize] >= self.config.victory_points {
            s.over = Some(Over { winner });
            s.choice = None;
            s.queue.clear();
        }
        let record = BattleEnd::of(s, control, withdrawal, winner, points);
        s.ended = Some(Arc::new(record));
        if s.over.is_some() {
            log.push(LogLine::public(format!(
                "{} wins the game",
                SEATS[winner as usize]
            )));
            return Ok(());
        }
        // ALS-6: rotate (rightmost to the far left), swap commanders, deal again.
        s.battle += 1;
        s.order.rotate_right(1);
        s.first = 1 - s.first;
        self.deal(s);
        self.refresh(ctx, log)
    }
}

//! A turn (ALS-2, ALS-3): the legal actions, applying one, and after it whose move it is, the
//! end of the turn and of the battle.

use crate::AirLandSea;
use crate::rules::Action;
use crate::script::Ctx;
use crate::script::EffectHook;
use crate::state::{Bonus, Card, SEATS, State, Theater};
use game_sdk::script::ScriptError;
use game_sdk::{LogLine, Refusal, Status};

impl AirLandSea {
    /// Applies a player's action to the context's state (a copy); `Err` discards the copy.
    pub(crate) fn step(
        &self,
        ctx: &mut Ctx,
        action: &Action,
        log: &mut Vec<LogLine>,
    ) -> Result<(), Refusal> {
        if ctx.s.over.is_some() {
            return Err(Refusal::illegal(game_sdk::msg!(
                "refuse-game-over",
                "the game is over"
            )));
        }
        let seat = ctx.s.to_move;
        match action {
            Action::Choose(id) => self.answer(ctx, seat, Some(id), log)?,
            Action::Skip => self.answer(ctx, seat, None, log)?,
            // The battle is over: nothing is left to resolve this turn.
            Action::Withdraw => return self.withdraw(ctx, seat, log),
            &Action::Play { card, theater, up } => {
                self.play_from_hand(ctx, seat, card, theater, up, log)?;
            }
        }
        self.settle(ctx, log)?;
        self.after(ctx, log)?;
        Ok(())
    }

    /// `seat` withdraws from the battle (ALS-5): the opponent wins it.
    fn withdraw(&self, ctx: &mut Ctx, seat: u8, log: &mut Vec<LogLine>) -> Result<(), Refusal> {
        if ctx.s.choice.is_some() {
            return Err(Refusal::illegal(game_sdk::msg!(
                "refuse-answer-choice-first",
                "answer the ability's choice first"
            )));
        }
        if ctx.s.bonus == Some(Bonus::Play(seat)) {
            return Err(Refusal::illegal(game_sdk::msg!(
                "refuse-play-a-card-now",
                "an ability lets you play a card now"
            )));
        }
        // A bot's search reads no line (`game_sdk::bots::searching`): none is written.
        crate::script::write_line(!game_sdk::bots::searching(), log, || {
            LogLine::public(game_sdk::msg!(
                "withdraws",
                "{seat} withdraws",
                seat = SEATS[seat as usize]
            ))
        });
        ctx.s.ended = None;
        self.end_battle(ctx, Some(seat), log)?;
        Ok(())
    }

    /// `seat` deploys (`up`) or improvises `card` from its hand to `theater` (ALS-2).
    fn play_from_hand(
        &self,
        ctx: &mut Ctx,
        seat: u8,
        card: Card,
        theater: Theater,
        up: bool,
        log: &mut Vec<LogLine>,
    ) -> Result<(), Refusal> {
        if ctx.s.choice.is_some() {
            return Err(Refusal::illegal(game_sdk::msg!(
                "refuse-answer-choice-first",
                "answer the ability's choice first"
            )));
        }
        let Some(at) = ctx.s.hands[seat as usize].iter().position(|&c| c == card) else {
            return Err(Refusal::illegal(game_sdk::msg!(
                "refuse-not-in-hand",
                "{card} is not in your hand",
                card = self.defs.id(card)
            )));
        };
        if theater as usize >= self.defs.theater_ids.len() {
            return Err(Refusal::illegal(game_sdk::msg!(
                "refuse-no-such-theater",
                "no such theater"
            )));
        }
        if up && !self.may_deploy(ctx, card, theater, log)? {
            return Err(Refusal::illegal(game_sdk::msg!(
                "refuse-deploy-only-to",
                "{card} may only be deployed to {theater}",
                card = self.defs.id(card),
                theater = self.defs.tname(self.defs.cards[card as usize].theater)
            )));
        }
        if ctx.s.bonus == Some(Bonus::Play(seat)) {
            ctx.s.bonus = None;
        }
        // The last battle's summary stays until the first play of this one.
        ctx.s.ended = None;
        ctx.play_from(crate::state::Loc::Hand(seat, at), card, theater, up);
        // A bot's search reads no line (`game_sdk::bots::searching`): the play's is not written.
        if !game_sdk::bots::searching() {
            let (who, to) = (SEATS[seat as usize], self.defs.tname(theater));
            log.push(LogLine::public(if up {
                game_sdk::msg!(
                    "deploys",
                    "{seat} deploys {card} to {theater}",
                    seat = who,
                    card = self.defs.id(card),
                    theater = to
                )
            } else {
                game_sdk::msg!(
                    "improvises",
                    "{seat} improvises a card to {theater}",
                    seat = who,
                    theater = to
                )
            }));
        }
        Ok(())
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
        for effect in self.effect_hooks(&ctx.s, EffectHook::OnTurnEnd).iter() {
            if ctx.s.effects.iter().any(|e| e.id == effect.id) {
                let args = (effect.id, active, effect.owner);
                self.call::<_, ()>(ctx, &effect.hook, args, log)?;
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
}

/// Whose move it is and what they are asked to do, or the outcome.
pub(crate) fn status(g: &AirLandSea, s: &State) -> Status {
    if s.over.is_some() {
        return Status::Over(g.outcome(s));
    }
    let prompt = match &s.choice {
        // Every seat reads the status (and the hand-over screen shows it); a choice's
        // prompt is a script's words, which may name anything, so only the chooser's table
        // shows it (a label of its scene, `view::controls`).
        // While an ability's choice waits for its seat: public words, the same whatever the
        // script asked.
        Some(_) => game_sdk::msg!(
            "prompt-choosing",
            "Resolve an ability: its choice is on the table"
        ),
        None if s.bonus == Some(Bonus::Play(s.to_move)) => {
            game_sdk::msg!("prompt-bonus-play", "Play a card (an ability lets you)")
        }
        None => game_sdk::msg!("prompt", "Deploy, improvise or withdraw"),
    };
    Status::ToMove {
        seat: s.to_move,
        prompt,
    }
}

/// The legal actions; permission hooks that fail count as "not allowed".
pub fn legal_actions(g: &AirLandSea, s: &State) -> Vec<Action> {
    let mut v = Vec::with_capacity(s.hands[s.to_move as usize].len() * 4 + 1);
    legal_actions_into(g, s, &mut v);
    v
}

/// [`legal_actions`] into a buffer the bots reuse ([`game_sdk::Game::legal_actions_into`]): a
/// search lists again at every step, and a list that has grown to a hand's plays allocates
/// nothing more.
pub fn legal_actions_into(g: &AirLandSea, s: &State, v: &mut Vec<Action>) {
    v.clear();
    if s.over.is_some() {
        return;
    }
    if let Some(c) = &s.choice {
        // A choice's ids are shared already (`PendingChoice`'s `Arc<str>`; the core's choices
        // hold the thread's one per id): an action is one more handle, no lookup.
        v.extend(
            c.options
                .iter()
                .map(|o| Action::Choose(std::sync::Arc::clone(&o.id))),
        );
        if c.skippable {
            v.push(Action::Skip);
        }
        return;
    }
    let seat = s.to_move;
    // A context (over a copy of the state) only when something could permit a deploy to a
    // non-matching theater: its hooks are asked.
    if g.has_permissions(s, seat) {
        let mut ctx = g.ctx(s);
        plays_asking(g, &mut ctx, v);
        g.recycle_ctx(ctx);
        return;
    }
    for &card in &s.hands[seat as usize] {
        let home = g.defs.cards[card as usize].theater;
        for &th in &s.order {
            if th == home {
                v.push(Action::Play {
                    card,
                    theater: th,
                    up: true,
                });
            }
        }
        for &th in &s.order {
            v.push(Action::Play {
                card,
                theater: th,
                up: false,
            });
        }
    }
    if s.bonus != Some(Bonus::Play(seat)) {
        v.push(Action::Withdraw);
    }
}

/// The plays and the withdrawal of the seat to move in `ctx`'s state (no choice waiting, the
/// match not over), asking the `_may_play` hooks about non-matching deploys with `ctx` (they
/// only read it): what [`legal_actions_into`] lists. A bot's rollout lists with the context it
/// holds over its state, without a copy.
pub(crate) fn plays_asking(g: &AirLandSea, ctx: &mut Ctx, v: &mut Vec<Action>) {
    let seat = ctx.s.to_move;
    let mut permitters = g.permitters(&ctx.s, seat);
    let mut log = Vec::new();
    for i in 0..ctx.s.hands[seat as usize].len() {
        let card = ctx.s.hands[seat as usize][i];
        // The hooks' answer for every non-matching theater, once one gave it.
        let mut everywhere: Option<bool> = None;
        for t in 0..ctx.s.order.len() {
            let th = ctx.s.order[t];
            let up = g.defs.cards[card as usize].theater == th
                || match everywhere {
                    Some(allowed) => allowed,
                    None => match g.may_deploy_away(ctx, &mut permitters, card, th, &mut log) {
                        Ok(permit) => {
                            if permit.everywhere {
                                everywhere = Some(permit.allowed);
                            }
                            permit.allowed
                        }
                        Err(_) => false,
                    },
                };
            if up {
                v.push(Action::Play {
                    card,
                    theater: th,
                    up: true,
                });
            }
        }
        for t in 0..ctx.s.order.len() {
            v.push(Action::Play {
                card,
                theater: ctx.s.order[t],
                up: false,
            });
        }
    }
    if ctx.s.bonus != Some(Bonus::Play(seat)) {
        v.push(Action::Withdraw);
    }
}

/// Applies `action` to `s`: to a copy, kept only when the action (and every script it ran)
/// succeeded, so a refused action leaves the match as it was.
pub(crate) fn apply(
    g: &AirLandSea,
    s: &mut State,
    action: &Action,
    log: &mut Vec<LogLine>,
) -> Result<(), Refusal> {
    let mut lines = Vec::new();
    // A bot's search applies in place, saving a copy of the state per action: it applies only
    // actions it listed, which the rules never refuse. When a script fails under one, the
    // search's own copy of the position is left half changed and the search plays on from it
    // as well as it can (a broken script's match); the match itself is never touched. A match
    // keeps the copy: a refusal leaves it unchanged.
    if game_sdk::bots::searching() {
        let mut ctx = g.ctx_in_place(s);
        let r = g.step(&mut ctx, action, &mut lines);
        g.put_back(s, ctx);
        log.append(&mut lines);
        return r;
    }
    let mut ctx = g.ctx(s);
    match g.step(&mut ctx, action, &mut lines) {
        Ok(()) => {
            std::mem::swap(s, &mut *ctx.s);
            g.recycle_ctx(ctx);
            log.append(&mut lines);
            Ok(())
        }
        Err(refusal) => {
            g.recycle_ctx(ctx);
            Err(refusal)
        }
    }
}

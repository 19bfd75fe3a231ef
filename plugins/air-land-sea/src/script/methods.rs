//! The methods a script calls on the context (`ctx:flip(...)`, `ctx:total(...)`), one step per
//! kind: reading the table, reading cards, the primitives that change the match, choices and
//! bonuses, strengths, lasting effects and the log. Documented for script authors in
//! `scripts/air-land-sea/API.md` (LuaLS annotations: `scripts/air-land-sea/types.lua`).

use super::asking::{self, shared_word};
use super::ctx::{Ctx, MAX_EFFECT_NAME_BYTES, MAX_EFFECTS, STRENGTH_LIMIT, Scratch, err, seat_arg};
use super::shown_text::{LogMessage, MAX_LOG_CARDS, parse_template, render};
use super::trace::{self, Op};
use crate::state::{Bonus, Effect, Loc, Placed, State, Theater};
use game_sdk::LogLine;
use game_sdk::script::mlua::Table;
use game_sdk::script::mlua::{self, LuaString, Value, Variadic};
use game_sdk::script::{
    MAX_LINE_BYTES, PendingChoice, PlayerText, ScriptValue, UserData, UserDataMethods, clean_text,
    output_line,
};
use game_sdk::wire::text::MAX_ARGS as MAX_MESSAGE_ARGS;
use std::sync::Arc;

impl UserData for Ctx {
    fn add_methods<M: UserDataMethods<Self>>(m: &mut M) {
        let m = &mut Counted(m);
        read_the_table(m);
        read_cards(m);
        change_cards(m);
        ask_and_grant(m);
        set_strengths(m);
        lasting_effects(m);
        log_line(m);
        // The balance lab's script counters (`ctx:tally`), the same in every game.
        game_sdk::script::tally::add_method_with(m.0, Ctx::count_call);
    }
}

/// The context's methods as they are registered: each counts its call in [`Ctx::calls`]
/// before it runs, so the core knows when a hook called none (see `script::memo`: such a call
/// depends on its arguments alone).
struct Counted<'a, M>(&'a mut M);

impl<M: UserDataMethods<Ctx>> Counted<'_, M> {
    fn add_method<F, A, R>(&mut self, name: &str, method: F)
    where
        F: Fn(&mlua::Lua, &Ctx, A) -> mlua::Result<R> + mlua::MaybeSend + 'static,
        A: mlua::FromLuaMulti,
        R: mlua::IntoLuaMulti,
    {
        self.0.add_method(name, move |lua, this: &Ctx, args: A| {
            this.count_call();
            method(lua, this, args)
        });
    }

    fn add_method_mut<F, A, R>(&mut self, name: &str, mut method: F)
    where
        F: FnMut(&mlua::Lua, &mut Ctx, A) -> mlua::Result<R> + mlua::MaybeSend + 'static,
        A: mlua::FromLuaMulti,
        R: mlua::IntoLuaMulti,
    {
        self.0
            .add_method_mut(name, move |lua, this: &mut Ctx, args: A| {
                this.count_call();
                method(lua, this, args)
            });
    }
}

/// Whose turn, the row of theaters and where a card lies: the numbers and ids a hook most
/// often needs.
fn read_the_table<M: UserDataMethods<Ctx>>(m: &mut Counted<'_, M>) {
    // Methods that give several cards or theaters return them as multiple values (a
    // script writes `{ctx:theaters()}` for a table): a table made on the Rust side costs a
    // protected call per element under the memory limit, a table constructor in Lua none.
    m.add_method("theaters", |lua, this, ()| {
        let names = this.s.order.iter().map(|&t| this.defs.lua_tid(lua, t));
        names.collect::<mlua::Result<Variadic<_>>>()
    });
    m.add_method("adjacent", |lua, this, theater: LuaString| {
        let th = this.theater_lua(&theater)?;
        let place = this.s.place_of(th);
        this.s
            .order
            .iter()
            .enumerate()
            .filter(|(i, _)| i.abs_diff(place) == 1)
            .map(|(_, &t)| this.defs.lua_tid(lua, t))
            .collect::<mlua::Result<Variadic<_>>>()
    });
    m.add_method("is_adjacent", |_, this, (a, b): (LuaString, LuaString)| {
        Ok(this
            .s
            .adjacent(this.theater_lua(&a)?, this.theater_lua(&b)?))
    });
    m.add_method("owner", |_, this, card: LuaString| {
        let c = this.card_lua(&card)?;
        Ok(this.s.holder(c))
    });
    m.add_method("opponent", |_, _, seat: i64| Ok(1 - seat_arg(seat)?));
    m.add_method("first_player", |_, this, ()| Ok(this.s.first));
    m.add_method("active", |_, this, ()| Ok(this.s.active));
    m.add_method("turn", |_, this, ()| Ok(this.s.turn));
    m.add_method("theater", |lua, this, card: LuaString| {
        let c = this.card_lua(&card)?;
        this.s
            .placed(c)
            .map(|(_, th, _, _)| this.defs.lua_tid(lua, th))
            .transpose()
    });
    m.add_method("home", |lua, this, card: LuaString| {
        let c = this.card_lua(&card)?;
        this.defs.lua_tid(lua, this.defs.cards[c as usize].theater)
    });
    m.add_method("strength", |_, this, card: LuaString| {
        let c = this.card_lua(&card)?;
        Ok(this.defs.cards[c as usize].strength)
    });
    m.add_method("effective", |_, this, card: LuaString| {
        this.strengths_kept("effective")?;
        let c = this.card_lua(&card)?;
        Ok(this.s.strength.get(c as usize).copied().unwrap_or(0))
    });
    m.add_method("total", |_, this, (theater, seat): (LuaString, i64)| {
        this.strengths_kept("total")?;
        let th = this.theater_lua(&theater)?;
        Ok(this.s.totals[seat_arg(seat)? as usize][th as usize])
    });
    m.add_method("in_play", |_, this, card: LuaString| {
        let c = this.card_lua(&card)?;
        Ok(this.s.placed(c).is_some())
    });
    m.add_method("is_face_up", |_, this, card: LuaString| {
        let c = this.card_lua(&card)?;
        Ok(this.s.placed(c).is_some_and(|(_, _, _, p)| p.up))
    });
}

/// Stacks, hands and the deck, and card names as a seat may know them.
fn read_cards<M: UserDataMethods<Ctx>>(m: &mut Counted<'_, M>) {
    m.add_method("is_covered", |_, this, card: LuaString| {
        let (_, seat, th, pos, _) = this.in_play(&card, "ctx:is_covered")?;
        Ok(pos + 1 < this.s.stacks[seat as usize][th as usize].len())
    });
    m.add_method("stack", |lua, this, (theater, seat): (LuaString, i64)| {
        let th = this.theater_lua(&theater)?;
        let seat = seat_arg(seat)?;
        this.s.stacks[seat as usize][th as usize]
            .iter()
            .map(|p| this.defs.lua_id(lua, p.card))
            .collect::<mlua::Result<Variadic<_>>>()
    });
    m.add_method(
        "uncovered",
        |lua, this, (theater, seat): (LuaString, i64)| {
            let th = this.theater_lua(&theater)?;
            let seat = seat_arg(seat)?;
            this.s.stacks[seat as usize][th as usize]
                .last()
                .map(|p| this.defs.lua_id(lua, p.card))
                .transpose()
        },
    );
    m.add_method(
        "uncovered_in",
        |lua, this, theaters: Variadic<Option<LuaString>>| {
            this.uncovered(lua, &theaters, None, None)
        },
    );
    // The same for one seat's cards only.
    m.add_method(
        "uncovered_of",
        |lua, this, (seat, theaters): (i64, Variadic<Option<LuaString>>)| {
            this.uncovered(lua, &theaters, Some(seat_arg(seat)?), None)
        },
    );
    // Both seats' uncovered cards named as `viewer` may name them (`name_for`): what a
    // choice to flip one of them offers, in one call.
    m.add_method(
        "uncovered_for",
        |lua, this, (viewer, theaters): (i64, Variadic<Option<LuaString>>)| {
            this.uncovered(lua, &theaters, None, Some(seat_arg(viewer)?))
        },
    );
    m.add_method("count", |_, this, theater: LuaString| {
        let th = this.theater_lua(&theater)?;
        let got = trace::count(this, th);
        trace::tape(this, || Op::Count { th, got });
        Ok(got)
    });
    m.add_method(
        "cards_in_play",
        |lua, this, (seat, face_up): (Option<i64>, Option<bool>)| {
            let seat = seat.map(seat_arg).transpose()?;
            this.s
                .in_play()
                .filter(|(s, ..)| seat.is_none_or(|x| x == *s))
                .filter(|(.., p)| face_up.is_none_or(|up| up == p.up))
                .map(|(_, _, _, p)| this.defs.lua_id(lua, p.card))
                .collect::<mlua::Result<Variadic<_>>>()
        },
    );
    // One card of those lists at a time, by its place in the list (from 1; `nil` past the
    // end): what a hook that runs at every step of a search loops with, since a list of
    // multiple values is a new list each call. `ctx:card_at(theater, seat, n)` is the n-th of
    // `ctx:stack(theater, seat)`, `ctx:card_in_play(n, seat, face_up)` of `ctx:cards_in_play`.
    m.add_method(
        "card_at",
        |lua, this, (theater, seat, n): (LuaString, i64, i64)| {
            let th = this.theater_lua(&theater)?;
            let seat = seat_arg(seat)?;
            let got = trace::card_at(this, th, seat, n);
            trace::tape(this, || Op::CardAt { th, seat, n, got });
            got.map(|c| this.defs.lua_id(lua, c)).transpose()
        },
    );
    m.add_method(
        "card_in_play",
        |lua, this, (n, seat, up): (i64, Option<i64>, Option<bool>)| {
            let seat = seat.map(seat_arg).transpose()?;
            let got = trace::card_in_play(this, n, seat, up);
            trace::tape(this, || Op::CardInPlay { n, seat, up, got });
            got.map(|c| this.defs.lua_id(lua, c)).transpose()
        },
    );
    m.add_method("hand", |lua, this, seat: i64| {
        let seat = seat_arg(seat)?;
        let hand = this.s.hands[seat as usize].iter();
        hand.map(|&c| this.defs.lua_id(lua, c))
            .collect::<mlua::Result<Variadic<_>>>()
    });
    m.add_method("deck_size", |_, this, ()| Ok(this.s.deck.len()));
    m.add_method("name_for", |lua, this, (card, seat): (LuaString, i64)| {
        let c = this.card_lua(&card)?;
        let name = this.defs.name_for(&this.s, c, Some(seat_arg(seat)?));
        if name == this.defs.id(c) {
            return this.defs.lua_id(lua, c);
        }
        lua.create_string(name)
    });
    // `name_for` for several cards at once, in one crossing (choice options name cards
    // as the choosing seat knows them).
    m.add_method(
        "names_for",
        |lua, this, (seat, cards): (i64, Variadic<LuaString>)| {
            let seat = seat_arg(seat)?;
            let mut out = Variadic::with_capacity(cards.len());
            for card in cards.iter() {
                let c = this.card_lua(card)?;
                out.push(if this.defs.knows(&this.s, c, seat) {
                    this.defs.lua_id(lua, c)?
                } else {
                    lua.create_string(this.defs.name_for(&this.s, c, Some(seat)))?
                });
            }
            Ok(out)
        },
    );
    m.add_method("resolve", |lua, this, name: LuaString| {
        this.defs
            .resolve(&this.s, &name.to_str()?)
            .map(|c| this.defs.lua_id(lua, c))
            .transpose()
    });
}

/// The rules' primitives that move cards: flip, destroy, move, return, draw and play (never
/// inside `_strength` and `_may_play` hooks).
fn change_cards<M: UserDataMethods<Ctx>>(m: &mut Counted<'_, M>) {
    m.add_method_mut("flip", |_, this, card: LuaString| {
        this.writable("flip")?;
        let (c, seat, ..) = this.in_play(&card, "ctx:flip")?;
        named_by_id(this, &card);
        trace::tape(this, || Op::Flip { card: c, seat });
        Ok(this.flip(c))
    });
    // Only a card in play is destroyed (the rules destroy nothing else). A card in the
    // deck (already destroyed, e.g. by a second ability reacting to the same play) is left
    // alone and `false` returned; a card in a hand or held by an ability is an error.
    m.add_method_mut("destroy", |_, this, card: LuaString| {
        this.writable("destroy")?;
        let c = this.card_lua(&card)?;
        if let Some(Loc::Hand(..) | Loc::Limbo(..)) = this.s.locate(c) {
            // The card is not named: the message reaches the player whose action ran
            // the script, who may not know the card.
            return Err(err(
                "`ctx:destroy`: only a card in play can be destroyed, not one in a hand \
                     or held by an ability",
            ));
        }
        named_by_id(this, &card);
        let seat = if this.taping {
            this.s.placed(c).map(|(seat, ..)| seat)
        } else {
            None
        };
        let got = this.destroy(c);
        trace::tape(this, || Op::Destroy { card: c, got, seat });
        Ok(got)
    });
    m.add_method_mut(
        "move",
        |_, this, (card, theater): (LuaString, LuaString)| {
            this.writable("move")?;
            let (c, ..) = this.in_play(&card, "ctx:move")?;
            let to = this.theater_lua(&theater)?;
            this.move_card(c, to)
        },
    );
    m.add_method_mut("return_to_hand", |_, this, card: LuaString| {
        this.writable("return_to_hand")?;
        let (c, seat, ..) = this.in_play(&card, "ctx:return_to_hand")?;
        named_by_id(this, &card);
        trace::tape(this, || Op::ReturnToHand { card: c, seat });
        this.return_to_hand(c);
        Ok(())
    });
    m.add_method_mut("draw", |lua, this, seat: i64| {
        this.writable("draw")?;
        let seat = seat_arg(seat)?;
        let got = trace::draw(this, seat);
        trace::tape(this, || Op::Draw { seat, got });
        got.map(|c| this.defs.lua_id(lua, c)).transpose()
    });
    m.add_method("drawn", |lua, this, seat: i64| {
        let seat = seat_arg(seat)?;
        let got = trace::drawn(this, seat);
        trace::tape(this, || Op::Drawn { seat, got });
        got.map(|c| this.defs.lua_id(lua, c)).transpose()
    });
    m.add_method_mut("to_deck_top", |_, this, card: LuaString| {
        this.writable("to_deck_top")?;
        let c = this.card_lua(&card)?;
        if this.s.placed(c).is_some() {
            // Not named: it may be face-down.
            return Err(err(
                "`ctx:to_deck_top`: the card is in play (use `ctx:destroy`)",
            ));
        }
        let known = this.s.knowers(c);
        this.s.take(c);
        this.s.to_deck(c, true, known);
        Ok(())
    });
    m.add_method_mut(
        "play",
        |_, this, (card, theater, face_up): (LuaString, LuaString, bool)| {
            this.writable("play")?;
            let c = this.card_lua(&card)?;
            let th = this.theater_lua(&theater)?;
            named_by_id(this, &card);
            if !this.play(c, th, face_up) {
                // Not named: the player who moved may not know where it is.
                return Err(err(
                    "`ctx:play`: the card is not in a hand or held by an ability",
                ));
            }
            let seat = this.s.last_played.map_or(0, |(seat, ..)| seat);
            trace::tape(this, || Op::Play {
                card: c,
                th,
                up: face_up,
                seat,
            });
            if game_sdk::bots::searching() {
                // A bot's search reads no line.
                return Ok(());
            }
            let to = this.defs.tname(th);
            this.log.push(LogLine::public(if face_up {
                game_sdk::msg!(
                    "ability-plays-face-up",
                    "{card} is played face-up to {theater}",
                    card = this.defs.id(c),
                    theater = to
                )
            } else {
                game_sdk::msg!(
                    "ability-plays-face-down",
                    "a card is played face-down to {theater}",
                    theater = to
                )
            }));
            Ok(())
        },
    );
}

/// Asking for a choice, and granting an extra play or turn.
fn ask_and_grant<M: UserDataMethods<Ctx>>(m: &mut Counted<'_, M>) {
    // A choice as arguments: what returning a choice table does, without a table for the
    // core to read field by field (several times cheaper). `options` is a list of ids, or of
    // `{ id = ..., label = ... }` where a label of its own is wanted; the prompt and labels
    // are strings or `text(...)`.
    m.add_method_mut(
        "choose",
        |lua,
         this,
         (seat, prompt, options, continue_with, data, skippable): (
            i64,
            PlayerText,
            Table,
            String,
            ScriptValue,
            Option<bool>,
        )| {
            may_ask(this)?;
            let seat = seat_arg(seat)?;
            // A list the script keeps is a frozen proxy: read the real one.
            let options = game_sdk::script::real_table(lua, options)?;
            let mut given = Vec::with_capacity(options.raw_len());
            for (n, option) in options.sequence_values::<Value>().enumerate() {
                given.push(choice_option(lua, n + 1, option?)?);
            }
            let choice = PendingChoice::labelled(
                seat,
                prompt,
                given,
                skippable.unwrap_or(false),
                continue_with,
                data,
            )
            .map_err(|e| err(format!("`ctx:choose`: {e}")))?;
            this.check_choice(&choice)
                .map_err(|e| err(format!("`ctx:choose`: the {e}")))?;
            this.asked = Some(Arc::new(choice));
            Ok(())
        },
    );
    // The "flip one of these uncovered cards" choice (`flip.lua`'s `flip.choice` over
    // `ctx:uncovered_for`) made in one call, without a list or a string made in Lua: the
    // options are "flip <card>" for the uncovered cards of `whose` (both seats when nil) in the
    // theaters given (`choose_flip`; nils skipped) or in all (`choose_flip_any`), left to
    // right, North before South, each named as `seat` may name it. Continues with
    // `continue_with` (default the primitive `"ctx:flip"`) and `data`. Returns whether it
    // asked (no card: no choice).
    m.add_method_mut(
        "choose_flip",
        |lua, this, (seat, prompt, whose, continue_with, data, left, right): FlipArgs| {
            let theaters = [left, right];
            let pick = Pick {
                theaters: Some(&theaters),
                ..Pick::new(
                    seat,
                    prompt,
                    asking::flip_prefix(),
                    whose,
                    continue_with,
                    data,
                )
            };
            card_choice(lua, this, pick)
        },
    );
    m.add_method_mut(
        "choose_flip_any",
        |lua,
         this,
         (seat, prompt, whose, continue_with, data): (
            i64,
            PlayerText,
            Option<i64>,
            Option<LuaString>,
            ScriptValue,
        )| {
            let pick = Pick::new(
                seat,
                prompt,
                asking::flip_prefix(),
                whose,
                continue_with,
                data,
            );
            card_choice(lua, this, pick)
        },
    );
    // The same with options `prefix .. card` for the uncovered cards of `whose` (both seats
    // when nil) that are face-up (`face_up` true), face-down (false) or either (nil), in the
    // theaters given (nils skipped): Sabotage's "destroy an uncovered face-down card in an
    // adjacent theater" with the primitive `"ctx:destroy"`, no list made in Lua.
    m.add_method_mut(
        "choose_uncovered",
        |lua,
         this,
         (seat, prompt, prefix, whose, face_up, continue_with, data, left, right): UncoveredArgs| {
            let theaters = [left, right];
            let prefix = shared_word(lua, &prefix)?;
            let pick = Pick {
                face_up,
                theaters: Some(&theaters),
                ..Pick::new(seat, prompt, prefix, whose, Some(continue_with), data)
            };
            card_choice(lua, this, pick)
        },
    );
    // Every card in play, covered ones too, of `whose` (both seats when nil) in the theaters
    // given (`choose_cards`; nils skipped) or in all (`choose_cards_any`): options
    // `prefix .. card`, each named as `seat` may name it (the 2019 edition's Maneuver, Ambush
    // and Disrupt, which may flip covered cards).
    m.add_method_mut(
        "choose_cards",
        |lua, this, (seat, prompt, prefix, whose, continue_with, data, left, right): CardsArgs| {
            let theaters = [left, right];
            let prefix = shared_word(lua, &prefix)?;
            let pick = Pick {
                covered: true,
                theaters: Some(&theaters),
                ..Pick::new(seat, prompt, prefix, whose, continue_with, data)
            };
            card_choice(lua, this, pick)
        },
    );
    m.add_method_mut(
        "choose_cards_any",
        |lua,
         this,
         (seat, prompt, prefix, whose, continue_with, data): (
            i64,
            PlayerText,
            LuaString,
            Option<i64>,
            Option<LuaString>,
            ScriptValue,
        )| {
            let prefix = shared_word(lua, &prefix)?;
            let pick = Pick {
                covered: true,
                ..Pick::new(seat, prompt, prefix, whose, continue_with, data)
            };
            card_choice(lua, this, pick)
        },
    );
    // The "move one of your cards to another theater" choice made by the core: the options
    // are `prefix .. card .. " " .. theater` for each card of `seat` in play (theaters left to
    // right, bottom to top) and each other theater (left to right), what a script building them
    // from `ctx:theaters()` and `ctx:stack(...)` lists. Returns whether it asked (no card: no
    // choice).
    m.add_method_mut(
        "choose_moves",
        |lua,
         this,
         (seat, prompt, prefix, continue_with, data, skippable): (
            i64,
            PlayerText,
            LuaString,
            LuaString,
            ScriptValue,
            Option<bool>,
        )| {
            let ask = MovesAsk {
                seat: seat_arg(seat)?,
                prefix: shared_word(lua, &prefix)?,
                continue_with: shared_word(lua, &continue_with)?,
                skippable: skippable.unwrap_or(false),
            };
            ask_core(this, Ask::Moves(ask, prompt, data))
        },
    );
    // A choice among `prefix .. a` and `prefix .. b` (a nil skipped), made by the core: what a
    // script building `{ a, b }` and prefixing each asks with `ctx:choose`, without a Lua table
    // or string. Returns whether it asked (no option: no choice).
    m.add_method_mut(
        "choose_among",
        |lua, this, (seat, prompt, prefix, continue_with, data, skippable, a, b): AmongArgs| {
            let seat = seat_arg(seat)?;
            if a.is_none() && b.is_none() {
                return Ok(false);
            }
            let prefix = shared_word(lua, &prefix)?;
            let continue_with = shared_word(lua, &continue_with)?;
            let mut ids = [None, None];
            for (slot, name) in ids.iter_mut().zip([a, b]) {
                if let Some(name) = name {
                    *slot = Some(match this.defs.theater_by_object(&name) {
                        Some(th) => asking::id_of(&prefix, this.defs.tid(th)),
                        None => asking::id_of(&prefix, &*name.to_str()?),
                    });
                }
            }
            let ask = AmongAsk {
                seat,
                ids,
                continue_with,
                skippable: skippable.unwrap_or(false),
            };
            ask_core(this, Ask::Among(ask, prompt, data))
        },
    );
    // A choice among `prefix .. card` for each card `ctx:cards_in_play(seat, face_up)` lists,
    // in its order, made by the core. Returns whether it asked (no card: no choice).
    m.add_method_mut(
        "choose_in_play",
        |lua,
         this,
         (seat, prompt, prefix, face_up, continue_with, data, skippable): (
            i64,
            PlayerText,
            LuaString,
            Option<bool>,
            LuaString,
            ScriptValue,
            Option<bool>,
        )| {
            let ask = InPlayAsk {
                seat: seat_arg(seat)?,
                face_up,
                // Read only when some card is offered (a wrong word is no error without a
                // choice).
                prefix: shared_word(lua, &prefix),
                continue_with: shared_word(lua, &continue_with),
                skippable: skippable.unwrap_or(false),
            };
            ask_core(this, Ask::InPlay(ask, prompt, data))
        },
    );
    m.add_method_mut("grant_play", |_, this, seat: i64| {
        this.writable("grant_play")?;
        let seat = seat_arg(seat)?;
        trace::tape(this, || Op::GrantPlay { seat });
        this.s.bonus = Some(Bonus::Play(seat));
        Ok(())
    });
    m.add_method_mut("extra_turn", |_, this, seat: i64| {
        this.writable("extra_turn")?;
        this.s.bonus = Some(Bonus::Turn(seat_arg(seat)?));
        Ok(())
    });
}

/// Whether a hook may ask for a choice now (the errors of `ctx:choose`).
fn may_ask(this: &Ctx) -> mlua::Result<()> {
    if !this.may_choose {
        return Err(err(
            "`ctx:choose` asks for a choice, which only `_on_reveal` hooks and continuations \
             may do",
        ));
    }
    if this.asked.is_some() {
        return Err(err(
            "a hook may ask for one choice (`ctx:choose` was called twice)",
        ));
    }
    Ok(())
}

/// Asks for the choice the core made (after [`may_ask`], with the errors of `ctx:choose`):
/// `true`.
fn set_asked(this: &mut Ctx, made: Result<Arc<PendingChoice>, String>) -> mlua::Result<bool> {
    let choice = made.map_err(|e| err(format!("`ctx:choose`: {e}")))?;
    this.check_choice(&choice)
        .map_err(|e| err(format!("`ctx:choose`: the {e}")))?;
    this.asked = Some(choice);
    Ok(true)
}

/// The arguments of `ctx:choose_among`: seat, prompt, prefix, continue_with, data, skippable,
/// a, b.
type AmongArgs = (
    i64,
    PlayerText,
    LuaString,
    LuaString,
    ScriptValue,
    Option<bool>,
    Option<LuaString>,
    Option<LuaString>,
);

/// The arguments of `ctx:choose_uncovered`: seat, prompt, prefix, whose, face_up,
/// continue_with, data, left, right.
type UncoveredArgs = (
    i64,
    PlayerText,
    LuaString,
    Option<i64>,
    Option<bool>,
    LuaString,
    ScriptValue,
    Option<LuaString>,
    Option<LuaString>,
);

/// The arguments of `ctx:choose_cards`: seat, prompt, prefix, whose, continue_with, data, left,
/// right.
type CardsArgs = (
    i64,
    PlayerText,
    LuaString,
    Option<i64>,
    Option<LuaString>,
    ScriptValue,
    Option<LuaString>,
    Option<LuaString>,
);

/// The arguments of `ctx:choose_flip`: seat, prompt, whose, continue_with, data, left, right.
type FlipArgs = (
    i64,
    PlayerText,
    Option<i64>,
    Option<LuaString>,
    ScriptValue,
    Option<LuaString>,
    Option<LuaString>,
);

/// Which cards in play a choice the core makes offers (`ctx:choose_flip`, `choose_uncovered`,
/// `choose_cards` and their `_any` forms), and how it continues.
struct Pick<'a> {
    /// The seat that chooses, which names the cards as it may (a face-down card of the other
    /// seat by its place).
    seat: i64,
    prompt: PlayerText,
    /// What each option's id starts with (`"flip "`), then the card's name.
    prefix: Arc<str>,
    /// Only this seat's cards; both seats' when `None`.
    whose: Option<i64>,
    /// Only face-up (`true`) or face-down (`false`) cards; both when `None`.
    face_up: Option<bool>,
    /// Covered cards too, not only each stack's top one.
    covered: bool,
    /// The continuation; the primitive `"ctx:flip"` when `None`.
    continue_with: Option<LuaString>,
    data: ScriptValue,
    /// The theaters to look in (nils skipped), or all when `None`.
    theaters: Option<&'a [Option<LuaString>]>,
}

impl<'a> Pick<'a> {
    /// Uncovered cards, face-up or face-down, in every theater; the fields a method changes
    /// are then set with `..Pick::new(..)`.
    fn new(
        seat: i64,
        prompt: PlayerText,
        prefix: Arc<str>,
        whose: Option<i64>,
        continue_with: Option<LuaString>,
        data: ScriptValue,
    ) -> Self {
        Pick {
            seat,
            prompt,
            prefix,
            whose,
            face_up: None,
            covered: false,
            continue_with,
            data,
            theaters: None,
        }
    }
}

/// The choice a [`Pick`] describes, made here without a list or string made in Lua: the cards
/// theater by theater (left to right), North's before South's, bottom first, as
/// `ctx:cards_in_play` lists them (only each stack's top unless `covered`). No card: no choice
/// (`false`). E.g. `ctx:choose_flip` asks what `flip.choice(ctx, seat, prompt,
/// { ctx:uncovered_for(seat, ...) }, continue_with, data)` asks. Its arguments are resolved
/// first into a [`CardsAsk`] that holds no Lua value, which a search may keep to ask again
/// (`script::memo`).
fn card_choice(lua: &mlua::Lua, this: &mut Ctx, pick: Pick<'_>) -> mlua::Result<bool> {
    let viewer = seat_arg(pick.seat)?;
    let whose = pick.whose.map(seat_arg).transpose()?;
    // The theaters asked for (names checked first, as `ctx:uncovered_for`).
    let theaters = match pick.theaters {
        Some(names) => {
            let mut asked = [None::<Theater>; 2];
            for (slot, name) in asked.iter_mut().zip(names) {
                if let Some(name) = name {
                    *slot = Some(this.theater_lua(name)?);
                }
            }
            Some(asked)
        }
        None => None,
    };
    let ask = CardsAsk {
        viewer,
        whose,
        theaters,
        face_up: pick.face_up,
        covered: pick.covered,
        prefix: pick.prefix,
        // Read only when some card is offered (a wrong name is no error without a choice).
        continue_with: match &pick.continue_with {
            Some(name) => shared_word(lua, name),
            None => Ok(asking::flip_primitive()),
        },
    };
    ask_core(this, Ask::Cards(ask, pick.prompt, pick.data))
}

/// Makes the choice `ask` describes in `this`: whether it asked. While a search records what a
/// hook asks (`script::memo`), a choice made is kept for the search to make again.
fn ask_core(this: &mut Ctx, ask: Ask) -> mlua::Result<bool> {
    if !this.taping {
        return ask.make_once(this);
    }
    let made = ask.make_again(this)?;
    if !trace::small(ask.data()) {
        trace::spoil(this);
    }
    // Not made: nothing to offer (each kind's `make` says false only then).
    trace::tape(this, || {
        if made {
            Op::Ask(ask)
        } else {
            Op::NotAsked(ask)
        }
    });
    Ok(made)
}

/// Marks the call being recorded as one a search may not replay when `card` names a card by
/// its place (`land.1.2`): the same words name another card in another position.
fn named_by_id(this: &Ctx, card: &LuaString) {
    if this.taping && this.defs.card_by_object(card).is_none() {
        trace::spoil(this);
    }
}

/// A choice the core made for a hook, with its arguments resolved (no Lua value in it): a
/// search that saw a hook make one and do nothing else makes it again without calling the hook
/// (`script::memo`).
#[derive(Clone, Debug)]
pub(crate) enum Ask {
    /// `ctx:choose_flip` and its kin ([`card_choice`]), with the prompt and data.
    Cards(CardsAsk, PlayerText, ScriptValue),
    /// `ctx:choose_moves`.
    Moves(MovesAsk, PlayerText, ScriptValue),
    /// `ctx:choose_in_play`.
    InPlay(InPlayAsk, PlayerText, ScriptValue),
    /// `ctx:choose_among`.
    Among(AmongAsk, PlayerText, ScriptValue),
}

impl Ask {
    /// [`Ask::make_again`] for the one time a hook asks it: its prompt and data moved, not
    /// copied.
    fn make_once(self, this: &mut Ctx) -> mlua::Result<bool> {
        match self {
            Ask::Cards(ask, prompt, data) => ask.make(this, prompt, data),
            Ask::Moves(ask, prompt, data) => ask.make(this, prompt, data),
            Ask::InPlay(ask, prompt, data) => ask.make(this, prompt, data),
            Ask::Among(ask, prompt, data) => ask.make(this, prompt, data),
        }
    }

    /// Asks the choice again in `this` (an `_on_reveal` hook's context): whether it asked.
    pub(crate) fn make_again(&self, this: &mut Ctx) -> mlua::Result<bool> {
        match self {
            Ask::Cards(ask, prompt, data) => ask.make(this, prompt.clone(), data.clone()),
            Ask::Moves(ask, prompt, data) => ask.make(this, prompt.clone(), data.clone()),
            Ask::InPlay(ask, prompt, data) => ask.make(this, prompt.clone(), data.clone()),
            Ask::Among(ask, prompt, data) => ask.make(this, prompt.clone(), data.clone()),
        }
    }

    /// The bytes this choice keeps beyond its own size (its prompt's text), for the memo's
    /// budget.
    pub(crate) fn weight(&self) -> usize {
        match self {
            Ask::Cards(_, prompt, _)
            | Ask::Moves(_, prompt, _)
            | Ask::InPlay(_, prompt, _)
            | Ask::Among(_, prompt, _) => prompt.as_str().len(),
        }
    }

    /// The data the choice passes on to its continuation.
    fn data(&self) -> &ScriptValue {
        match self {
            Ask::Cards(_, _, data)
            | Ask::Moves(_, _, data)
            | Ask::InPlay(_, _, data)
            | Ask::Among(_, _, data) => data,
        }
    }

    /// Whether this choice has nothing to offer in `s`: then it is not asked (its `make` says
    /// false, and only then).
    pub(crate) fn offers_nothing(&self, s: &State) -> bool {
        match self {
            Ask::Cards(ask, ..) => ask.offered(s).next().is_none(),
            Ask::Moves(ask, ..) => ask.offers_nothing(s),
            Ask::InPlay(ask, ..) => !s.in_play().any(|x| ask.lists(&x)),
            // `ctx:choose_among` with no theater asks nothing before it is a choice.
            Ask::Among(..) => false,
        }
    }

    /// The parts of the match whether it is asked, and with which options, depends on
    /// (`script::trace`).
    pub(crate) fn reads(&self) -> trace::Part {
        match self {
            Ask::Among(..) => 0,
            // The options are cards of `whose` in play, named as the chooser knows them: a
            // seat's own cards and face-up ones by id, the others' face-down cards by place.
            Ask::Cards(ask, ..) => trace::ask_reads(ask.whose),
            Ask::Moves(ask, ..) => trace::ask_reads(Some(ask.seat)),
            Ask::InPlay(ask, ..) => trace::ask_reads(Some(ask.seat)),
        }
    }
}

/// `ctx:choose_among`'s arguments, resolved: the options are `prefix .. theater` for the one or
/// two theaters given, made from the hook's arguments alone.
#[derive(Clone, Debug)]
pub(crate) struct AmongAsk {
    seat: u8,
    ids: [Option<Arc<str>>; 2],
    continue_with: Arc<str>,
    skippable: bool,
}

impl AmongAsk {
    fn make(&self, this: &mut Ctx, prompt: PlayerText, data: ScriptValue) -> mlua::Result<bool> {
        may_ask(this)?;
        let ids = self.ids.iter().flatten().cloned();
        let continue_with = Arc::clone(&self.continue_with);
        let asked = asking::choice_of(self.seat, prompt, ids, self.skippable, continue_with, data);
        set_asked(this, asked)
    }
}

/// `ctx:choose_moves`'s arguments, resolved: the options are `prefix .. card .. " " ..
/// theater` for each card of `seat` in play (theaters left to right, bottom to top) and each
/// other theater (left to right), what a script building them from `ctx:theaters()` and
/// `ctx:stack(...)` lists.
#[derive(Clone, Debug)]
pub(crate) struct MovesAsk {
    seat: u8,
    prefix: Arc<str>,
    continue_with: Arc<str>,
    skippable: bool,
}

impl MovesAsk {
    /// No card of the seat in play, or no other theater to move one to.
    fn offers_nothing(&self, s: &State) -> bool {
        s.stacks[self.seat as usize]
            .iter()
            .all(|stack| stack.is_empty())
            || s.order.len() < 2
    }

    fn make(&self, this: &mut Ctx, prompt: PlayerText, data: ScriptValue) -> mlua::Result<bool> {
        let (defs, s, seat, prefix) = (&this.defs, &this.s, self.seat, &*self.prefix);
        let order = &s.order;
        let ids = order.iter().flat_map(|&from| {
            s.stacks[seat as usize][from as usize]
                .iter()
                .flat_map(move |p| {
                    order.iter().filter(move |&&to| to != from).map(move |&to| {
                        asking::id_of(prefix, format_args!("{} {}", defs.id(p.card), defs.tid(to)))
                    })
                })
        });
        if self.offers_nothing(s) {
            return Ok(false);
        }
        may_ask(this)?;
        let continue_with = Arc::clone(&self.continue_with);
        let asked = asking::choice_of(seat, prompt, ids, self.skippable, continue_with, data);
        set_asked(this, asked)
    }
}

/// `ctx:choose_in_play`'s arguments, resolved: the options are `prefix .. card` for each card
/// `ctx:cards_in_play(seat, face_up)` lists, in its order.
#[derive(Clone, Debug)]
pub(crate) struct InPlayAsk {
    seat: u8,
    face_up: Option<bool>,
    prefix: mlua::Result<Arc<str>>,
    continue_with: mlua::Result<Arc<str>>,
    skippable: bool,
}

impl InPlayAsk {
    /// Whether `ctx:cards_in_play(seat, face_up)` lists this card.
    fn lists(&self, (s, .., p): &(u8, Theater, usize, Placed)) -> bool {
        *s == self.seat && self.face_up.is_none_or(|up| up == p.up)
    }

    fn make(&self, this: &mut Ctx, prompt: PlayerText, data: ScriptValue) -> mlua::Result<bool> {
        let seat = self.seat;
        let listed = |x: &(u8, Theater, usize, Placed)| self.lists(x);
        if !this.s.in_play().any(|x| listed(&x)) {
            return Ok(false);
        }
        let prefix = self.prefix.clone()?;
        let continue_with = self.continue_with.clone()?;
        let defs = &this.defs;
        let ids = this
            .s
            .in_play()
            .filter(listed)
            .map(|(.., p)| asking::id_of(&prefix, defs.id(p.card)));
        may_ask(this)?;
        let asked = asking::choice_of(seat, prompt, ids, self.skippable, continue_with, data);
        set_asked(this, asked)
    }
}

/// [`card_choice`]'s arguments, resolved.
#[derive(Clone, Debug)]
pub(crate) struct CardsAsk {
    viewer: u8,
    whose: Option<u8>,
    /// The theaters asked for (nils skipped), or every theater.
    theaters: Option<[Option<Theater>; 2]>,
    face_up: Option<bool>,
    covered: bool,
    prefix: Arc<str>,
    continue_with: mlua::Result<Arc<str>>,
}

impl CardsAsk {
    /// The cards offered in `s`, in the options' order: owner, theater, place, card.
    fn offered<'a>(
        &self,
        s: &'a State,
    ) -> impl Iterator<Item = (u8, Theater, usize, Placed)> + Clone + 'a {
        let (whose, face_up, covered) = (self.whose, self.face_up, self.covered);
        let asked = self.theaters;
        s.order
            .iter()
            .filter(move |&&th| asked.is_none_or(|a| a.contains(&Some(th))))
            .flat_map(move |&th| {
                (0..2u8)
                    .filter(move |&owner| whose.is_none_or(|w| w == owner))
                    .flat_map(move |owner| {
                        let stack = &s.stacks[owner as usize][th as usize];
                        let from = if covered {
                            0
                        } else {
                            stack.len().saturating_sub(1)
                        };
                        (from..stack.len()).map(move |pos| (owner, th, pos, stack[pos]))
                    })
            })
            .filter(move |(.., p)| face_up.is_none_or(|up| up == p.up))
    }

    fn make(&self, this: &mut Ctx, prompt: PlayerText, data: ScriptValue) -> mlua::Result<bool> {
        let (defs, s, viewer) = (&this.defs, &this.s, self.viewer);
        let cards = self.offered(s);
        if cards.clone().next().is_none() {
            // No option: no choice (and no continuation's name read).
            return Ok(false);
        }
        let prefix = &self.prefix;
        // A face-down card of the other seat is named by its place (`Defs::shown_name`).
        let ids = cards.map(|(owner, th, pos, p)| {
            let option = if !p.up && viewer != owner {
                asking::CardOption::Place { owner, th, pos }
            } else {
                asking::CardOption::Named(p.card)
            };
            asking::card_option_id(defs, prefix, option)
        });
        let continue_with = self.continue_with.clone()?;
        may_ask(this)?;
        let made = asking::choice_of(viewer, prompt, ids, false, continue_with, data);
        set_asked(this, made)
    }
}

/// Option `n` of `ctx:choose`: an id (its own label), or `{ id = ..., label = ... }` with a
/// label of a string or a `text(...)`.
fn choice_option(
    lua: &mlua::Lua,
    n: usize,
    option: Value,
) -> mlua::Result<(String, Option<PlayerText>)> {
    let wrong = |what: &str| {
        err(format!(
            "option {n} of `ctx:choose` must be a string or {{ id = ..., label = ... }} ({what})"
        ))
    };
    match option {
        Value::String(id) => Ok((text_of(&id).ok_or_else(|| wrong("not UTF-8"))?, None)),
        Value::Table(t) => {
            let t = game_sdk::script::real_table(lua, t)?;
            let id = match t.raw_get::<Value>("id")? {
                Value::String(id) => text_of(&id).ok_or_else(|| wrong("its id is not UTF-8"))?,
                other => return Err(wrong(&format!("its id is {}", other.type_name()))),
            };
            let label = match t.raw_get::<Value>("label")? {
                Value::Nil => None,
                label => Some(PlayerText::from_value(&label).ok_or_else(|| {
                    wrong(&format!(
                        "its label is {}, not a string or a text(...)",
                        label.type_name()
                    ))
                })?),
            };
            Ok((id, label))
        }
        other => Err(wrong(&format!("got {}", other.type_name()))),
    }
}

/// A Lua string as UTF-8 text, if it is.
fn text_of(s: &LuaString) -> Option<String> {
    s.to_str().ok().map(|s| s.to_owned())
}

/// Setting strengths and adding to totals: only inside `_strength` hooks.
fn set_strengths<M: UserDataMethods<Ctx>>(m: &mut Counted<'_, M>) {
    m.add_method_mut(
        "set_strength",
        |_, this, (card, value): (LuaString, i64)| {
            let c = this.card_lua(&card)?;
            named_by_id(this, &card);
            let value = value.clamp(-STRENGTH_LIMIT, STRENGTH_LIMIT);
            trace::set_strength(this.scratch()?, c, value);
            trace::tape(this, || Op::SetStrength { card: c, value });
            Ok(())
        },
    );
    m.add_method_mut(
        "add_strength",
        |_, this, (seat, theater, value): (i64, LuaString, i64)| {
            let seat = seat_arg(seat)?;
            let th = this.theater_lua(&theater)?;
            trace::add_strength(this.scratch()?, seat, th, value);
            trace::tape(this, || Op::AddStrength { seat, th, value });
            Ok(())
        },
    );
}

/// Lasting effects: adding one, reading and changing its data, ending it.
fn lasting_effects<M: UserDataMethods<Ctx>>(m: &mut Counted<'_, M>) {
    m.add_method_mut(
        "add_effect",
        |lua, this, (seat, name, data): (i64, LuaString, ScriptValue)| {
            this.writable("add_effect")?;
            let owner = seat_arg(seat)?;
            // Checked the first time this Lua state passes the name (the checks read only the
            // name and the ruleset), then shared.
            let name = asking::checked_word(lua, &name, |name| {
                if name.len() > MAX_EFFECT_NAME_BYTES {
                    return Err(format!(
                        "`ctx:add_effect`: an effect name is at most {MAX_EFFECT_NAME_BYTES} bytes"
                    ));
                }
                this.check_effect_name(name)
            })
            .map_err(err)?;
            if this.s.effects.len() >= MAX_EFFECTS {
                return Err(err(format!(
                    "`ctx:add_effect`: a match holds at most {MAX_EFFECTS} lasting effects"
                )));
            }
            if this.s.next_effect.checked_add(1).is_none() {
                return Err(err("`ctx:add_effect`: too many effects in one match"));
            }
            if this.taping && !trace::small(&data) {
                trace::spoil(this);
            } else if this.taping {
                let (name, data) = (Arc::clone(&name), data.clone());
                let got = this.s.next_effect;
                trace::tape(this, || Op::AddEffect {
                    owner,
                    name,
                    data,
                    got,
                });
            }
            Ok(trace::add_effect(this, owner, name, data))
        },
    );
    m.add_method_mut("effect_owner", |_, this, id: i64| {
        Ok(this.effect(id)?.owner)
    });
    m.add_method_mut("effect_data", |lua, this, id: i64| {
        let data = this.effect(id)?.data.clone();
        game_sdk::script::IntoLua::into_lua(data, lua)
    });
    m.add_method_mut(
        "set_effect_data",
        |_, this, (id, data): (i64, ScriptValue)| {
            this.writable("set_effect_data")?;
            this.effect(id)?.data = data;
            Ok(())
        },
    );
    m.add_method_mut("end_effect", |_, this, id: i64| {
        this.writable("end_effect")?;
        trace::tape(this, || Op::EndEffect { id });
        trace::end_effect(this, id);
        Ok(())
    });
}

/// A script's own line for the players: a template and the cards it names
/// (`ctx:log("{1} destroys {2}", a, b)`), rendered for each reader as the game lets it see the
/// cards at this moment (see `script/shown_text.rs`). The template's own words may name no card.
/// The template may be a `text(...)` (`ctx:log(text("x", "{1} destroys {2}"), a, b)`): each
/// reader then reads the message in their language, with the cards as its arguments `card1`, ….
/// `ctx:log`'s first argument: taken as any value so that anything but a string or a text (nil
/// included) is refused with the template's own message; it is required (types.lua says so).
type Template = Value;

fn log_line<M: UserDataMethods<Ctx>>(m: &mut Counted<'_, M>) {
    m.add_method_mut(
        "log",
        |lua, this, (template, first, rest): (Template, Value, Variadic<Value>)| {
            // A bot's search reads no line: nothing is read, checked or rendered (a line that
            // is wrong fails where the hook runs in the match itself). The first card is an
            // argument of its own so that the common line of one card makes no list.
            if game_sdk::bots::searching() {
                return Ok(());
            }
            let mut cards = rest;
            if !first.is_nil() || !cards.is_empty() {
                cards.insert(0, first);
            }
            let (raw, message) = match &template {
                Value::String(t) => (t.to_string_lossy(), None),
                other => match PlayerText::from_value(other).as_ref().and_then(log_message) {
                    Some((english, message)) => (english, Some(message)),
                    None => {
                        return Err(err(format!(
                            "`ctx:log`: the first argument is the line's template, a string or \
                             a text(...) (got {}); write `ctx:log(\"{{1}} is destroyed\", card)`",
                            template.type_name()
                        )));
                    }
                },
            };
            if cards.len() > MAX_LOG_CARDS {
                return Err(err(format!(
                    "`ctx:log`: at most {MAX_LOG_CARDS} cards in one line (got {})",
                    cards.len()
                )));
            }
            if let Some(m) = &message
                && m.args.len() + cards.len() > MAX_MESSAGE_ARGS
            {
                return Err(err(format!(
                    "`ctx:log`: a text's arguments and the cards are at most {MAX_MESSAGE_ARGS} \
                     together (got {} and {})",
                    m.args.len(),
                    cards.len()
                )));
            }
            if raw.len() > MAX_LINE_BYTES {
                return Err(err(format!(
                    "`ctx:log`: a template is at most {MAX_LINE_BYTES} bytes (got {})",
                    raw.len()
                )));
            }
            let pieces =
                parse_template(&raw, cards.len()).map_err(|e| err(format!("`ctx:log`: {e}")))?;
            this.check_template(&pieces).map_err(err)?;
            let mut named = Vec::with_capacity(cards.len());
            for (n, card) in cards.iter().enumerate() {
                let Value::String(card) = card else {
                    return Err(err(format!(
                        "`ctx:log`: card {} must be a card id or place (a string), got {}",
                        n + 1,
                        card.type_name()
                    )));
                };
                named.push(this.card_arg(&card.to_string_lossy())?);
            }
            // Counted against the same per-call allowance as `print` (a text by its English);
            // past it, the SDK's notice (which says nothing of the match) replaces the line.
            match output_line(lua, &template)? {
                None => return Ok(()),
                Some(line) if line != clean_text(raw.as_bytes(), MAX_LINE_BYTES) => {
                    this.log.push(LogLine::referee(line));
                    return Ok(());
                }
                Some(_) => {}
            }
            let rendered = render(&this.defs, &this.s, &pieces, &named, message.as_ref());
            this.log.extend(rendered.lines());
            Ok(())
        },
    );
}

/// A `text(...)` as a log line's template: its English (with `{1}`, … for the cards) and its
/// message's id and arguments.
fn log_message(text: &PlayerText) -> Option<(String, LogMessage)> {
    let m = game_sdk::wire::text::parse(text.as_str())?;
    let message = LogMessage {
        id: m.id.to_owned(),
        args: m
            .args
            .iter()
            .map(|(n, v)| ((*n).to_owned(), (*v).to_owned()))
            .collect(),
    };
    Some((m.english.to_owned(), message))
}

impl Ctx {
    /// Strengths and totals are kept current only for scripts that mention these methods by
    /// name (see [`Defs::eager_strength`](crate::config::Defs::eager_strength)); a name built
    /// at run time gets this error instead of a stale number.
    fn strengths_kept(&self, method: &str) -> mlua::Result<()> {
        if self.defs.eager_strength {
            return Ok(());
        }
        Err(err(format!(
            "`ctx:{method}` must be written out in a script (`ctx:{method}(...)`): strengths are \
             kept current only for rulesets whose scripts name `total` or `effective`"
        )))
    }

    /// The uncovered cards in `theaters` (all when none is given; `nil`s are skipped, so the
    /// `left, right` a hook gets may be passed on as they are), left to right, North before
    /// South; only `seat`'s when given; named as `viewer` may name them when given, else by id.
    fn uncovered(
        &self,
        lua: &mlua::Lua,
        theaters: &[Option<LuaString>],
        seat: Option<u8>,
        viewer: Option<u8>,
    ) -> mlua::Result<Variadic<LuaString>> {
        let all = theaters.is_empty();
        // The theaters asked for, as a set of bits (no list per call); names checked first.
        let mut asked = 0u128;
        let mut beyond = false;
        for name in theaters.iter().flatten() {
            let th = self.theater_lua(name)?;
            match 1u128.checked_shl(u32::from(th)) {
                Some(bit) => asked |= bit,
                None => beyond = true,
            }
        }
        let wanted = |th: Theater| -> mlua::Result<bool> {
            if all
                || 1u128
                    .checked_shl(u32::from(th))
                    .is_some_and(|bit| asked & bit != 0)
            {
                return Ok(true);
            }
            if !beyond {
                return Ok(false);
            }
            for name in theaters.iter().flatten() {
                if self.theater_lua(name)? == th {
                    return Ok(true);
                }
            }
            Ok(false)
        };
        let mut out = Variadic::new();
        for &th in &self.s.order {
            if !wanted(th)? {
                continue;
            }
            for owner in 0..2u8 {
                if seat.is_some_and(|s| s != owner) {
                    continue;
                }
                let Some(p) = self.s.stacks[owner as usize][th as usize].last() else {
                    continue;
                };
                out.push(match viewer {
                    Some(v) if !p.up && v != owner => {
                        lua.create_string(self.defs.name_for(&self.s, p.card, Some(v)))?
                    }
                    _ => self.defs.lua_id(lua, p.card)?,
                });
            }
        }
        Ok(out)
    }

    fn writable(&self, what: &str) -> mlua::Result<()> {
        if self.read_only {
            return Err(err(format!(
                "`{what}` changes the match, which `_strength` and `_may_play` hooks and the \
                 rules console (read-only) may not do"
            )));
        }
        Ok(())
    }

    fn effect(&mut self, id: i64) -> mlua::Result<&mut Effect> {
        self.s
            .effects
            .iter_mut()
            .find(|e| i64::from(e.id) == id)
            .ok_or_else(|| err(format!("no effect {id}")))
    }

    fn scratch(&mut self) -> mlua::Result<&mut Scratch> {
        self.scratch
            .as_deref_mut()
            .ok_or_else(|| err("strength can only be changed in a `_strength` hook"))
    }
}

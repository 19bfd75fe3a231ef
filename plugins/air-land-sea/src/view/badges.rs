//! The standing permissions and effects of a battle as scene badges: the commanders (who wins
//! ties, what withdrawing costs now), lasting effects an ability left (Air Drop's permission),
//! every face-up card with an ongoing ability (Escalation, Containment, Blockade, …) and an extra
//! play or turn an ability granted. Each says on hover what it does now.
//!
//! The core knows no card by name, so everything here comes from the ruleset and what the hooks
//! answer: a lasting effect is titled after the card whose ability names it (`air_drop_permission`
//! → the card with `ability = "air_drop"`), and "what it does now" is measured (the totals with
//! and without an ongoing strength ability; the cards a permission lets its owner deploy away).
//! All of it is public (face-up cards and what their abilities left) except the cards a
//! permission lets a player deploy, which only that player is told.

use super::sees;
use crate::AirLandSea;
use crate::config::CardInfo;
use crate::rules::{Permitter, withdraw_points};
use crate::state::{Bonus, SEATS, State};
use game_sdk::scene::Badge;
use game_sdk::wire::Viewer;

pub fn badges(g: &AirLandSea, s: &State, viewer: Viewer) -> Vec<Badge> {
    let mut out = Vec::new();
    if s.over.is_some() {
        return out;
    }
    commanders(g, s, &mut out);
    effects(g, s, viewer, &mut out);
    ongoing_cards(g, s, viewer, &mut out);
    match s.bonus {
        Some(Bonus::Play(seat)) => out.push(Badge {
            owner: Some(seat),
            title: game_sdk::msg!("badge-play-again", "Play again"),
            text: game_sdk::msg!(
                "badge-play-again-text",
                "An ability lets {seat} play another card now, within this turn (withdrawing waits until it is played).",
                seat = seat_name(seat)
            ),
        }),
        Some(Bonus::Turn(seat)) => out.push(Badge {
            owner: Some(seat),
            title: game_sdk::msg!("badge-extra-turn", "Extra turn"),
            text: game_sdk::msg!(
                "badge-extra-turn-text",
                "An ability gives {seat} the next turn as well.",
                seat = seat_name(seat)
            ),
        }),
        None => {}
    }
    out
}

fn seat_name(seat: u8) -> &'static str {
    SEATS.get(seat as usize).copied().unwrap_or("?")
}

/// The 1st and 2nd Player commanders: ties, and the VP a withdrawal gives away now (ALS-4, 5).
fn commanders(g: &AirLandSea, s: &State, out: &mut Vec<Badge>) {
    for seat in [s.first, 1 - s.first] {
        let first = seat == s.first;
        let table = if first {
            &g.config.commanders.first
        } else {
            &g.config.commanders.second
        };
        let left = s.hands[seat as usize].len();
        let (opponent, vp) = (seat_name(1 - seat), withdraw_points(table, left));
        out.push(Badge {
            owner: Some(seat),
            title: if first {
                game_sdk::msg!("badge-first-player", "1st Player")
            } else {
                game_sdk::msg!("badge-second-player", "2nd Player")
            },
            text: if first {
                game_sdk::msg!(
                    "badge-first-player-text",
                    "Started this battle and wins every tie, an empty theater too. Withdrawing now, with {left:card:cards} in hand, gives {opponent} {vp} VP.",
                    left = left,
                    opponent = opponent,
                    vp = vp
                )
            } else {
                game_sdk::msg!(
                    "badge-second-player-text",
                    "Loses ties to the 1st Player. Withdrawing now, with {left:card:cards} in hand, gives {opponent} {vp} VP.",
                    left = left,
                    opponent = opponent,
                    vp = vp
                )
            },
        });
    }
}

/// The card whose ability names a lasting effect: the longest `ability` that `name` starts with,
/// followed by `_` (`air_drop_permission`, `air_drop_next_turn` → `air_drop`).
fn source_card<'a>(g: &'a AirLandSea, name: &str) -> Option<&'a CardInfo> {
    g.defs
        .cards
        .iter()
        .filter(|c| {
            c.ability.as_deref().is_some_and(|a| {
                name.strip_prefix(a)
                    .is_some_and(|rest| rest.is_empty() || rest.starts_with('_'))
            })
        })
        .max_by_key(|c| c.ability.as_ref().map_or(0, String::len))
}

/// What a permission lets its owner do now, for a viewer who may see the owner's hand; asked
/// only when the owner is about to play (a permission may depend on whose turn it is).
fn permits_now(g: &AirLandSea, s: &State, owner: u8, by: Permitter, viewer: Viewer) -> String {
    if !sees(viewer, owner) {
        return String::new();
    }
    if s.choice.is_some() || s.to_move != owner {
        return format!(" Now: waiting for {}'s next play.", seat_name(owner));
    }
    let cards = g.permitted_by(s, owner, by);
    if cards.is_empty() {
        " Now: it lets you deploy none of your cards to another theater.".into()
    } else {
        let ids: Vec<&str> = cards.iter().map(|&c| g.defs.id(c)).collect();
        format!(
            " Now: you may deploy {} face-up to a non-matching theater.",
            ids.join(", ")
        )
    }
}

fn effects(g: &AirLandSea, s: &State, viewer: Viewer, out: &mut Vec<Badge>) {
    for e in &s.effects {
        let card = source_card(g, &e.name);
        let title = card.map_or_else(|| e.name.replace('_', " "), |c| c.name.clone());
        let from = card.map_or_else(
            || ".".to_string(),
            |c| format!(" from {} {}: {}", c.id, c.name, c.text),
        );
        let may_play = g
            .defs
            .effect_hooks
            .get(&*e.name)
            .is_some_and(|h| h.may_play.is_some());
        let now = if may_play {
            permits_now(g, s, e.owner, Permitter::Effect(e.id), viewer)
        } else {
            String::new()
        };
        out.push(Badge {
            owner: Some(e.owner),
            title,
            text: format!(
                "{}'s lasting effect{from} It ends as its ability says, at the latest with the \
                 battle.{now}",
                seat_name(e.owner)
            ),
        });
    }
}

/// Every face-up card in play with an ongoing ability, left to right.
fn ongoing_cards(g: &AirLandSea, s: &State, viewer: Viewer, out: &mut Vec<Badge>) {
    for (owner, th, _, p) in s.in_play() {
        let Some(info) = g.defs.cards.get(p.card as usize) else {
            continue;
        };
        let hooks = &info.hooks;
        if !p.up
            || (hooks.strength.is_none() && hooks.may_play.is_none() && hooks.on_play.is_none())
        {
            continue;
        }
        let mut text = format!(
            "{}'s {} ({}), face-up in {}: {}",
            seat_name(owner),
            info.name,
            info.id,
            g.defs.tname(th),
            info.text
        );
        if hooks.strength.is_some() {
            text.push_str(&strength_now(g, s, p.card));
        }
        if hooks.may_play.is_some() {
            text.push_str(&permits_now(g, s, owner, Permitter::Card(p.card), viewer));
        }
        if hooks.on_play.is_some() {
            text.push_str(" In force for every play, both players', while it stays face-up.");
        }
        out.push(Badge {
            owner: Some(owner),
            title: info.name.clone(),
            text,
        });
    }
}

/// What an ongoing strength ability adds to the totals now: the totals with it against the
/// totals without it (`s`'s strengths are current).
fn strength_now(g: &AirLandSea, s: &State, card: u8) -> String {
    let mut ctx = g.ctx(s);
    let without = g.refresh_without(&mut ctx, Some(card), &mut Vec::new());
    let mut changes = Vec::new();
    if without.is_ok() {
        for &th in &s.order {
            for seat in 0..2u8 {
                let now = s.totals[seat as usize][th as usize];
                let before = ctx.s.totals[seat as usize][th as usize];
                if now != before {
                    changes.push(format!(
                        "{:+} for {} in {}",
                        now - before,
                        seat_name(seat),
                        g.defs.tname(th)
                    ));
                }
            }
        }
    }
    g.recycle_ctx(ctx);
    match (without, changes.is_empty()) {
        (Err(_), _) => String::new(),
        (Ok(()), true) => " Now: it changes no total.".into(),
        (Ok(()), false) => format!(" Now: {}.", changes.join(", ")),
    }
}

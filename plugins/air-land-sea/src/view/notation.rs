//! The notation of actions (ALS-7): `deploy A4`, `deploy A2 sea`, `improvise L5 air`,
//! `withdraw`, `skip`, or a choice's option as offered; and what everyone else may read of an
//! action that names a hidden card.

use crate::AirLandSea;
use crate::rules::Action;
use crate::state::State;
use game_sdk::Refusal;

/// A card played face-down, and a card of the chooser's that the others may not see in a
/// chosen option (`transport S2 land`), are "a card" to everyone else.
pub fn public_action(g: &AirLandSea, s: &State, action: &Action) -> Option<String> {
    match action {
        &Action::Play {
            theater, up: false, ..
        } => Some(format!("improvise a card {}", g.defs.tid(theater))),
        Action::Choose(id) => {
            let public = g.public_text(s, id);
            (public != **id).then_some(public)
        }
        _ => None,
    }
}

pub fn format_action(g: &AirLandSea, s: &State, action: &Action) -> String {
    match action {
        &Action::Play { card, theater, up } => {
            let id = g.defs.id(card);
            let th = g.defs.tid(theater);
            if !up {
                format!("improvise {id} {th}")
            } else if g.defs.cards.get(card as usize).map(|c| c.theater) == Some(theater) {
                format!("deploy {id}")
            } else {
                format!("deploy {id} {th}")
            }
        }
        Action::Withdraw => "withdraw".into(),
        Action::Skip => "skip".into(),
        Action::Choose(id) => {
            let _ = s;
            id.to_string()
        }
    }
}

pub fn parse_action(g: &AirLandSea, s: &State, text: &str) -> Result<Action, Refusal> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let lower = words.first().map(|w| w.to_ascii_lowercase());
    if let Some(c) = &s.choice {
        let norm = words.join(" ");
        if let Some(o) = c.options.iter().find(|o| o.id.eq_ignore_ascii_case(&norm)) {
            return Ok(Action::Choose(crate::rules::option_id(&o.id)));
        }
    }
    let card = |w: &str| {
        g.defs.card(w).ok_or_else(|| {
            Refusal::illegal(game_sdk::msg!(
                "refuse-not-a-card",
                "`{w}` is not a card",
                w = w
            ))
        })
    };
    let theater = |w: &str| {
        g.defs.theater(w).ok_or_else(|| {
            Refusal::illegal(game_sdk::msg!(
                "refuse-not-a-theater",
                "`{w}` is not a theater",
                w = w
            ))
        })
    };
    match (lower.as_deref(), &words[..]) {
        (Some("withdraw"), [_]) => Ok(Action::Withdraw),
        (Some("skip"), [_]) => Ok(Action::Skip),
        (Some("deploy"), [_, c]) => {
            let card = card(c)?;
            Ok(Action::Play {
                card,
                theater: g.defs.cards[card as usize].theater,
                up: true,
            })
        }
        (Some("deploy"), [_, c, t]) => Ok(Action::Play {
            card: card(c)?,
            theater: theater(t)?,
            up: true,
        }),
        (Some("improvise"), [_, c, t]) => Ok(Action::Play {
            card: card(c)?,
            theater: theater(t)?,
            up: false,
        }),
        _ => Err(Refusal::illegal(game_sdk::msg!(
            "refuse-not-an-action",
            "`{text}` is not an action: write `deploy A4`, `deploy A2 sea`, `improvise L5 air`, \
             `withdraw`, or one of the choices offered",
            text = text.trim()
        ))),
    }
}

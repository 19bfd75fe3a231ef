//! The balance lab's counters (`Game::counters`): what a designer wants averaged per game —
//! which cards get played and how, withdrawals and when, and ability decisions.
//!
//! Read from the state before the action and the action alone (no look-ahead), so they cost a
//! few string formats per action. "instant abilities triggered" counts face-up deployments of
//! instant cards; an instant triggered by a card flipped face up by another ability is not
//! counted (seeing it would need the action applied).
//!
//! A card's counters are named by its id (`played face up: A4`), never by its printed name or
//! strength: the lab compares rulesets counter by counter, and a variant that changes a card's
//! strength must still count the same card under the same name.

use crate::AirLandSea;
use crate::config::Kind;
use crate::rules::Action;
use crate::state::State;

pub(crate) fn counters(g: &AirLandSea, s: &State, action: &Action) -> Vec<String> {
    let defs = &g.defs;
    match action {
        &Action::Play { card, theater, up } => {
            let Some(info) = defs.cards.get(card as usize) else {
                return Vec::new();
            };
            let name = &info.id;
            if !up {
                return vec![
                    "plays face down".into(),
                    format!("played face down: {name}"),
                ];
            }
            let mut out = vec!["plays face up".into(), format!("played face up: {name}")];
            if theater != info.theater {
                out.push("face-up plays outside the card's theater".into());
            }
            if info.kind == Kind::Instant {
                out.push("instant abilities triggered".into());
            }
            out
        }
        Action::Withdraw => {
            let left = s.hands.get(s.to_move as usize).map_or(0, Vec::len);
            vec![
                "withdrawals".into(),
                format!(
                    "withdrawals with {} in hand",
                    game_sdk::words::count(left as i64, "card", "cards")
                ),
            ]
        }
        Action::Choose(_) => vec!["ability choices made".into()],
        Action::Skip => vec!["ability choices declined".into()],
    }
}

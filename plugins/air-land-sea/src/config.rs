//! The ruleset keys of Air, Land & Sea (see `rulesets/air-land-sea/standard.toml`), declared once
//! for reading, checking and documentation (`game_sdk::ruleset::keys_markdown::<Config>()`), and
//! the compiled game ([`AirLandSea`]) they become.
//!
//! - this file: the keys, the check of script function names, the compiled game and whether a
//!   saved match fits it;
//! - `compile`: compiling a ruleset (what `Game::compile` calls);
//! - `tables`: the compiled card and theater tables ([`Defs`]).

mod compile;

pub(crate) use compile::compile;
mod tables;

pub use tables::{CardHooks, CardInfo, Defs, EffectHooks, Needs, ShortId, Spelled, Spelling};

use crate::script::Ctx;
use game_sdk::GameRng;
use game_sdk::script::{ContextSlot, ScriptHost};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::Arc;

/// A compiled Air, Land & Sea ruleset: its keys, card tables and loaded scripts.
#[derive(Debug)]
pub struct AirLandSea {
    pub config: Config,
    pub defs: Arc<Defs>,
    pub host: ScriptHost,
    /// The long-lived script context of the fast call path (`ScriptHost::call_slot`).
    pub(crate) slot: ContextSlot<Ctx>,
    pub(crate) placeholder_rng: GameRng,
    /// Lent to hook calls instead of the match's generator when no script uses
    /// `math.random` (the SDK then never touches it), which saves copying the generator.
    pub(crate) idle_rng: std::sync::Mutex<GameRng>,
}

/// The keys of an Air, Land & Sea ruleset.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(default, deny_unknown_fields)]
pub struct Config {
    /// The theaters, by display name (ALS-1); their lowercase names are the ids used in the
    /// notation and by card `theater` keys. They are laid in a random order at setup.
    #[schemars(length(min = 2, max = 6))]
    pub theaters: Vec<String>,
    /// The battle cards, keyed by card id (`A4`): a table per card, so a variant can change one
    /// card (`[cards.A6] strength = 5`) and keep the rest (ALS-1, ALS-3).
    pub cards: BTreeMap<String, CardDef>,
    /// Cards dealt to each player at the start of a battle (ALS-2).
    #[schemars(range(min = 1, max = 20))]
    pub hand_size: u32,
    /// The strength of a face-down card (ALS-2).
    #[schemars(range(min = 0, max = 20))]
    pub face_down_strength: i64,
    /// Victory Points for winning a battle without a withdrawal (ALS-4).
    #[schemars(range(min = 1, max = 100))]
    pub battle_win_vp: u32,
    /// Victory Points that win the game (ALS-6).
    #[schemars(range(min = 1, max = 1000))]
    pub victory_points: u32,
    /// The Supreme Commanders' withdrawal tables (ALS-5).
    pub commanders: Commanders,
}

/// `[commanders]`: VP the opponent scores when a player withdraws, indexed by the number of
/// cards left in the withdrawing player's hand (`[0]` = no card left). A hand larger than the
/// table uses its last entry.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(default, deny_unknown_fields)]
pub struct Commanders {
    /// When the 1st Player withdraws.
    #[schemars(length(min = 1, max = 21))]
    pub first: Vec<u32>,
    /// When the 2nd Player withdraws.
    #[schemars(length(min = 1, max = 21))]
    pub second: Vec<u32>,
}

impl Default for Commanders {
    fn default() -> Self {
        Self {
            first: vec![6, 4, 3, 3, 2, 2, 2],
            second: vec![6, 6, 4, 3, 3, 2, 2],
        }
    }
}

/// `[cards.<id>]`: one battle card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CardDef {
    /// The card's name (`Aerodrome`).
    pub name: String,
    /// The theater the card belongs to (lowercase theater name).
    pub theater: String,
    /// The printed strength.
    #[schemars(range(min = 0, max = 99))]
    pub strength: i64,
    /// The ability's script name: the core calls the script functions `<ability>_on_reveal`
    /// (instant), `<ability>_strength`, `<ability>_may_play` and `<ability>_on_play` (ongoing)
    /// that exist. Omitted for a card without ability.
    #[serde(default)]
    pub ability: Option<String>,
    /// `"instant"`, `"ongoing"` or `"none"`, as printed (for the players).
    #[serde(default)]
    pub kind: Kind,
    /// The ability text shown to the players.
    #[serde(default)]
    pub text: String,
}

/// How an ability is printed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    Instant,
    Ongoing,
    #[default]
    None,
}

impl Default for Config {
    fn default() -> Self {
        Self {
            theaters: vec!["Air".into(), "Land".into(), "Sea".into()],
            cards: BTreeMap::new(),
            hand_size: 6,
            face_down_strength: 2,
            battle_win_vp: 6,
            victory_points: 12,
            commanders: Commanders::default(),
        }
    }
}

/// The hooks of a card ability: the core calls `<ability>_<hook>` for each that exists.
pub const ABILITY_HOOKS: [&str; 4] = ["on_reveal", "strength", "may_play", "on_play"];
/// The hooks of a lasting effect (`ctx:add_effect`): `<effect>_<hook>`.
pub const EFFECT_HOOKS: [&str; 3] = ["may_play", "on_play", "on_turn_end"];

/// The script functions whose name starts with an ability of the ruleset (`<ability>_…`) but is
/// none of the names the core calls, so that a misspelt hook (`amphibious_may_ply`) is refused
/// instead of never running. Allowed after `<ability>_`: one of [`ABILITY_HOOKS`], a lasting
/// effect's hook (any name ending in `_` and one of [`EFFECT_HOOKS`]), or a choice's
/// continuation, named `<ability>_chosen` or `<ability>_then_<anything>` (API.md).
pub fn misnamed_hooks<'a>(
    functions: impl Iterator<Item = &'a str>,
    abilities: &[&str],
) -> Vec<(String, String)> {
    let mut wrong = Vec::new();
    for name in functions {
        let Some(ability) = abilities
            .iter()
            .filter(|a| name.starts_with(&format!("{a}_")))
            .max_by_key(|a| a.len())
        else {
            if let Some(why) = misspelt_ability(name, abilities) {
                wrong.push((name.to_string(), why));
            }
            continue;
        };
        let rest = &name[ability.len() + 1..];
        let allowed = ABILITY_HOOKS.contains(&rest)
            || EFFECT_HOOKS
                .iter()
                .any(|h| rest.ends_with(&format!("_{h}")))
            || rest == "chosen"
            || rest.starts_with("then_");
        if allowed {
            continue;
        }
        let hint = game_sdk::diag::did_you_mean(rest, ABILITY_HOOKS)
            .map(|h| format!("; did you mean `{ability}_{h}`?"))
            .unwrap_or_default();
        wrong.push((
            name.to_string(),
            format!(
                "`{name}` names ability `{ability}` but is not one of its hooks ({}), an \
                 effect's hook (`…_may_play`, `…_on_play`, `…_on_turn_end`) or a continuation \
                 (`{ability}_chosen`, `{ability}_then_…`){hint}",
                ABILITY_HOOKS
                    .iter()
                    .map(|h| format!("`{ability}_{h}`"))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        ));
    }
    wrong
}

/// A function named like an ability hook (`<prefix>_on_reveal`, …) whose prefix is no ability
/// of the ruleset but one letter or two from one (`blitzz_on_reveal` for `blitz`): it would
/// never run. A prefix far from every ability is left alone (a shared script may serve an
/// ability another ruleset has).
fn misspelt_ability(name: &str, abilities: &[&str]) -> Option<String> {
    let (prefix, hook) = ABILITY_HOOKS
        .iter()
        .find_map(|h| name.strip_suffix(&format!("_{h}")).map(|p| (p, *h)))?;
    let near = game_sdk::diag::did_you_mean(prefix, abilities.iter().copied())?;
    Some(format!(
        "`{name}` is a `{hook}` hook of no ability of these rules (abilities: {}); did you mean \
         `{near}_{hook}`?",
        abilities.join(", ")
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_misspelt_ability_hook_is_named_with_a_suggestion_and_real_names_pass() {
        let abilities = ["amphibious", "air_drop", "disrupt"];
        let functions = [
            "amphibious_may_ply",
            "amphibious_may_play",
            "air_drop_on_reveal",
            "air_drop_permission_may_play",
            "disrupt_then_opponent",
            "disrupt_chosen",
            "helper_for_everyone",
            "disrupt_boom",
        ];
        let wrong = misnamed_hooks(functions.into_iter(), &abilities);
        let names: Vec<&str> = wrong.iter().map(|(n, _)| n.as_str()).collect();
        assert_eq!(names, ["amphibious_may_ply", "disrupt_boom"]);
        assert!(
            wrong[0].1.ends_with("did you mean `amphibious_may_play`?"),
            "{}",
            wrong[0].1
        );
        assert!(!wrong[1].1.contains("did you mean"), "{}", wrong[1].1);
        // A near-miss ability (issue 31): named with its fix; a far one is another ruleset's.
        let near = misnamed_hooks(
            [
                "amphibous_may_play",
                "air_drops_on_reveal",
                "blockade_on_reveal",
            ]
            .into_iter(),
            &abilities,
        );
        let names: Vec<&str> = near.iter().map(|(n, _)| n.as_str()).collect();
        assert_eq!(names, ["amphibous_may_play", "air_drops_on_reveal"]);
        assert!(
            near[0].1.ends_with("did you mean `amphibious_may_play`?"),
            "{}",
            near[0].1
        );
        assert!(
            near[1].1.ends_with("did you mean `air_drop_on_reveal`?"),
            "{}",
            near[1].1
        );
    }
}

//! The ruleset keys of Air, Land & Sea (see `rulesets/air-land-sea/standard.toml`), declared once
//! for reading, checking and documentation (`game_sdk::ruleset::keys_markdown::<Config>()`).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

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

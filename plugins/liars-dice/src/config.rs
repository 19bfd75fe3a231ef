//! The ruleset keys and compiling a ruleset into the game: every check on a ruleset happens
//! here, once, so the rest of the crate can trust `Config`.

use crate::script;
use game_sdk::script::ScriptHost;
use game_sdk::{Diagnostics, RulesetSource, ruleset};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The faces of a die: every die of the game has six sides (LD-1).
pub const SIDES: u8 = 6;

/// The game's ruleset keys, declared once: serde reads them strictly (an unknown key is an
/// error with its line), and the schema gives their ranges and the documentation players and
/// authors read (`game-host keys liars-dice`). Doc comments are the key docs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(default, deny_unknown_fields)]
pub struct Config {
    /// Players at the table (LD-1); seats are Player 1 to Player N, Player 1 bids first.
    #[schemars(range(min = 2, max = 6))]
    pub players: u8,
    /// Dice each player starts with (LD-1); a player who has lost them all is out.
    #[schemars(range(min = 1, max = 10))]
    pub dice: u8,
    /// The wild face, which counts as every face a bid names (LD-4): 0 for none, 1 for
    /// "ones are wild", 6 for OpenSpiel's wild sixes.
    #[schemars(range(min = 0, max = 6))]
    pub wild: u8,
    /// Whether a bid may name the wild face itself (LD-4); such a bid counts only the dice
    /// showing that face. Without a wild face this key changes nothing.
    pub bid_wild: bool,
    /// One round only (LD-8): the first challenge ends the match, and whoever won it wins.
    /// OpenSpiel's `liars_dice` is this game.
    pub single_round: bool,
}

impl Default for Config {
    fn default() -> Self {
        Self {
            players: 4,
            dice: 5,
            wild: 0,
            bid_wild: true,
            single_round: false,
        }
    }
}

/// A compiled ruleset: its keys and, when it lists any, its Lua house rules.
#[derive(Debug)]
pub struct LiarsDice {
    pub config: Config,
    pub(crate) scripts: Option<ScriptHost>,
    /// Whether a script answers `spot_on`: only then may a player call "spot on" (LD-S1).
    pub(crate) spot_on: bool,
    /// The long-lived `ctx` of the `spot_on` hook (the SDK's fast call path: no userdata made
    /// per call, so a bot's search calling the hook allocates nothing), when scripts load.
    pub(crate) slot: Option<game_sdk::script::ContextSlot<script::TableCtx>>,
}

impl LiarsDice {
    /// The seats of these rules, as an index type.
    pub(crate) fn players(&self) -> usize {
        usize::from(self.config.players)
    }

    /// The wild face, if these rules have one.
    pub(crate) fn wild(&self) -> Option<u8> {
        (self.config.wild != 0).then_some(self.config.wild)
    }
}

/// Reads the keys (the SDK reports unknown keys, wrong types and out-of-range values at their
/// place in the file) and loads the scripts.
pub(crate) fn compile(source: &RulesetSource, id: &str) -> Result<LiarsDice, Diagnostics> {
    let ruleset = ruleset::compile::<Config>(source, id)?;
    let config = ruleset.config.clone();
    // The keys' ranges (`#[schemars(range)]`) are checked by `ruleset::compile` at their
    // place in the file, and the rest of the crate relies on them (LD-1's test holds them);
    // no two keys constrain each other, so nothing is left to check here.
    let scripts = script::load(source, &ruleset.header)?;
    let spot_on = script::answers_spot_on(scripts.as_ref());
    let slot = match &scripts {
        Some(host) => Some(
            host.context_slot(script::TableCtx::placeholder())
                .map_err(game_sdk::Diagnostic::from)?,
        ),
        None => None,
    };
    Ok(LiarsDice {
        config,
        scripts,
        spot_on,
        slot,
    })
}

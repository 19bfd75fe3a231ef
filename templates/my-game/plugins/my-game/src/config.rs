//! The ruleset keys and compiling a ruleset into the game: every check on a ruleset happens
//! here, once, so the rest of the crate can trust `Config`.

use game_sdk::{Diagnostics, RulesetSource, ruleset};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The game's ruleset keys, declared once: serde reads them strictly (an unknown key is an
/// error with its line), and the schema gives their ranges and the documentation players and
/// authors read (`game-host keys my-game`). Doc comments are the key docs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(default, deny_unknown_fields)]
pub struct Config {
    /// Sticks on the table at the start.
    #[schemars(range(min = 1, max = 200))]
    pub sticks: u32,
    /// The most sticks one turn may take (at least one is always taken).
    #[schemars(range(min = 1, max = 10))]
    pub take: u32,
    /// Misère: whoever takes the last stick loses instead of winning.
    pub last_loses: bool,
}

impl Default for Config {
    fn default() -> Self {
        Self {
            sticks: 21,
            take: 3,
            last_loses: false,
        }
    }
}

/// A compiled ruleset: everything the rules need, read and checked once.
#[derive(Debug)]
pub struct MyGame {
    pub config: Config,
}

/// Reads the keys (the SDK reports unknown keys, wrong types and out-of-range values at their
/// place in the file) and checks what the schema cannot: here, keys bounded by each other.
pub(crate) fn compile(source: &RulesetSource, id: &str) -> Result<MyGame, Diagnostics> {
    let ruleset = ruleset::compile::<Config>(source, id)?;
    let config = ruleset.config.clone();
    if config.take > config.sticks {
        return Err(ruleset
            .error_at(
                "take",
                format!(
                    "`take` = {} is more than the {} sticks on the table",
                    config.take, config.sticks
                ),
            )
            .into());
    }
    Ok(MyGame { config })
}

//! The ruleset keys and compiling a ruleset into the game: every check on a ruleset happens
//! here, once, so the rest of the crate can trust `Config`.

use crate::script;
use game_sdk::script::ScriptHost;
use game_sdk::{Diagnostics, RulesetSource, ruleset};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The game's ruleset keys, declared once: serde reads them strictly, the schema gives their
/// ranges and documentation (`game_sdk::ruleset::keys_markdown::<Config>()`). See
/// `rulesets/tic-tac-toe/standard.toml`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(default, deny_unknown_fields)]
pub struct Config {
    /// Cells per side of the square board.
    #[schemars(range(min = 3, max = 9))]
    pub size: u8,
    /// Marks in a row needed to win; at most `size`.
    #[schemars(range(min = 3, max = 9))]
    pub line: u8,
    /// Phantom tic-tac-toe: each player sees only their own marks; a try on a cell the opponent
    /// holds shows that mark to the player, who then tries again (TTT-P1, TTT-P2).
    pub phantom: bool,
}

impl Default for Config {
    fn default() -> Self {
        Self {
            size: 3,
            line: 3,
            phantom: false,
        }
    }
}

/// A compiled ruleset: its keys and, when it lists any, its Lua house rules.
#[derive(Debug)]
pub struct TicTacToe {
    pub config: Config,
    pub(crate) scripts: Option<ScriptHost>,
    /// Whether a script answers `line_completed`; without one a move needs no copies (a plain
    /// move cannot fail half-way), which is most of a bot's search.
    pub(crate) line_hook: bool,
    /// The long-lived `ctx` of `line_completed` calls (`ScriptHost::call_slot`: no userdata
    /// made per call) and the answers `"win"` and `"lose"` as the scripts' own strings, known by
    /// their object: a bot's search asks at every completed line of every rollout.
    pub(crate) hook: Option<script::LineHook>,
    /// Per cell, per direction of [`crate::rules`]' `DIRECTIONS`: how many cells a line
    /// through it can run on the board ahead and behind, at most `line - 1` each (`[ahead,
    /// behind]`), so the check for a completed line needs no coordinates.
    pub(crate) reach: Vec<[[u8; 2]; 4]>,
    /// Per cell, the lines of `line` cells through it (bit `i` is cell `i`): the bots' rollouts
    /// keep each seat's marks as a bit set and check these.
    pub(crate) lines_through: Vec<Vec<u128>>,
}

impl TicTacToe {
    /// Cells per side, as an index type.
    pub(crate) fn size(&self) -> usize {
        self.config.size as usize
    }
}

/// Reads the keys (the SDK reports unknown keys, wrong types and out-of-range values with
/// their location), checks what the schema cannot, and loads the scripts.
pub(crate) fn compile(source: &RulesetSource, id: &str) -> Result<TicTacToe, Diagnostics> {
    let ruleset = ruleset::compile::<Config>(source, id)?;
    let config = ruleset.config.clone();
    // A check across keys, which the schema cannot express: reported where `line` was set.
    if config.line > config.size {
        return Err(ruleset
            .error_at(
                "line",
                format!(
                    "`line` = {} is longer than the board, expected at most `size` ({})",
                    config.line, config.size
                ),
            )
            .into());
    }
    let scripts = script::load(source, &ruleset.header)?;
    let line_hook = script::answers_line_completed(scripts.as_ref());
    let hook = match &scripts {
        Some(host) if line_hook => Some(script::LineHook::new(
            host,
            config.size as usize,
            config.line,
        )?),
        _ => None,
    };
    let reach = crate::rules::line_reach(config.size, config.line);
    let lines_through = crate::rules::lines_through(config.size, config.line);
    Ok(TicTacToe {
        config,
        scripts,
        line_hook,
        hook,
        reach,
        lines_through,
    })
}

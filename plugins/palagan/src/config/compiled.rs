//! The compiled game ([`Palagan`]): checked keys, the board tables, and the house-rule hooks
//! of the ruleset's Lua scripts; and compiling a ruleset source into it
//! ([`game_sdk::Game::compile`]).

use super::Config;
use crate::script::LuaHooks;
use crate::script::hooks::Hooks;
use crate::state::State;
use crate::state::board::{Boards, Hex};
use game_sdk::script::{ScriptHost, ScriptLimits};
use game_sdk::{Diagnostics, RulesetSource, ruleset};
use std::sync::Arc;

/// A compiled Palagan ruleset.
#[derive(Debug)]
pub struct Palagan {
    pub config: Config,
    /// Board tables for every supported side, computed once.
    pub(crate) boards: Boards,
    /// House-rule hooks (the ruleset's Lua scripts); `None` is the standard game.
    pub(crate) hooks: Option<Arc<dyn Hooks>>,
}

impl Palagan {
    /// A game from checked keys.
    pub fn new(config: Config) -> Result<Self, Diagnostics> {
        config.validate()?;
        Ok(Self {
            config,
            boards: Boards::new(),
            hooks: None,
        })
    }

    /// The same game with house-rule hooks installed.
    pub fn with_hooks(mut self, hooks: Arc<dyn Hooks>) -> Self {
        self.hooks = Some(hooks);
        self
    }

    /// Whether house-rule hooks are installed.
    pub fn has_hooks(&self) -> bool {
        self.hooks.is_some()
    }

    /// The board a state is played on.
    pub fn hex(&self, s: &State) -> &Hex {
        self.boards.get(s.side)
    }
}

/// Compiles a ruleset: its keys (with `extends` resolved by the SDK's layered loader), the
/// checks across keys, and its scripts with the hooks they define. Every problem is
/// reported, located, before any is returned.
pub(crate) fn compile(source: &RulesetSource, id: &str) -> Result<Palagan, Diagnostics> {
    let rs = ruleset::compile::<Config>(source, id)?;
    let mut problems = Diagnostics::default();
    for (key, message) in rs.config.cross_problems() {
        problems.push(rs.error_at(key, message));
    }
    let host = if rs.header.scripts.is_empty() {
        for (i, p) in rs.config.hooks.pure.iter().enumerate() {
            problems.push(rs.error_at(
                &format!("hooks.pure[{i}]"),
                format!(
                    "`{}` is declared pure but this ruleset has no scripts",
                    p.name()
                ),
            ));
        }
        None
    } else {
        let limits = ScriptLimits {
            memory_bytes: rs.header.limits.memory_bytes,
            instructions: rs.header.limits.instructions,
        };
        let host = ScriptHost::load(source, &rs.header.scripts, limits)?;
        for e in LuaHooks::unknown_functions(&host) {
            problems.push(e.into());
        }
        for (i, p) in rs.config.hooks.pure.iter().enumerate() {
            if !host.has(p.name()) {
                problems.push(rs.error_at(
                    &format!("hooks.pure[{i}]"),
                    format!("no script of this ruleset defines `{}`", p.name()),
                ));
            }
        }
        Some(host)
    };
    problems.into_result(())?;
    let game = Palagan::new(rs.config)?;
    Ok(match host {
        Some(host) => {
            let hooks = LuaHooks::new(host, &game.config);
            game.with_hooks(Arc::new(hooks))
        }
        None => game,
    })
}

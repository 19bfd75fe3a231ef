//! House rules in Lua: what the game lets a script decide, and the context it sees.
//!
//! One hook, `line_completed(ctx, seat)`, returns `"win"` or `"lose"`: it decides what completing
//! a line means (misère: `mods/tic-tac-toe-misere/`). Documented for script authors in
//! `scripts/tic-tac-toe/API.md`; editor completion in `scripts/tic-tac-toe/types.lua`. A game
//! without scripts drops this module and its `scripts` field.

use crate::view::cell_index;
use game_sdk::ruleset::Header;
use game_sdk::script::{ScriptError, ScriptHost, UserData, UserDataMethods};
use game_sdk::{Diagnostics, GameRng, LogLine, Refusal, RulesetSource};

/// Loads the scripts a ruleset lists, if any (most rulesets list none).
pub(crate) fn load(
    source: &RulesetSource,
    header: &Header,
) -> Result<Option<ScriptHost>, Diagnostics> {
    match header.scripts.as_slice() {
        [] => Ok(None),
        list => Ok(Some(ScriptHost::load(source, list, header.limits)?)),
    }
}

/// Whether the scripts define `line_completed`, asked once at compile time so that a move
/// without the hook takes the allocation-free path.
pub(crate) fn answers_line_completed(scripts: Option<&ScriptHost>) -> bool {
    scripts.is_some_and(|h| h.has("line_completed"))
}

/// What a script may read (`ctx`): the board after the move, by cell name (`b2`).
#[derive(Debug)]
pub(crate) struct BoardView {
    pub(crate) cells: Vec<Option<u8>>,
    pub(crate) size: usize,
    pub(crate) line: u8,
}

impl UserData for BoardView {
    fn add_methods<M: UserDataMethods<Self>>(methods: &mut M) {
        // The balance lab's script counters (`ctx:tally`), the same in every game.
        game_sdk::script::tally::add_method(methods);
        methods.add_method("size", |_, b, ()| Ok(b.size));
        methods.add_method("line", |_, b, ()| Ok(b.line));
        // The seat (0 = X, 1 = O) whose mark is on a cell, or nil (also for a name off the
        // board: a script's typo is not worth stopping the match for).
        methods.add_method("mark", |_, b, name: String| {
            Ok(cell_index(b.size, &name).and_then(|i| b.cells[i]))
        });
        methods.add_method("empty_cells", |_, b, ()| {
            Ok(b.cells.iter().filter(|c| c.is_none()).count())
        });
    }
}

/// What completing a line means for the seat that did it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum LineResult {
    Win,
    Lose,
}

/// Asks the scripts, if they define `line_completed`; the default is a win.
pub(crate) fn line_completed(
    scripts: Option<&ScriptHost>,
    view: &mut BoardView,
    seat: u8,
    rng: &mut GameRng,
    log: &mut Vec<LogLine>,
) -> Result<LineResult, Refusal> {
    let Some(host) = scripts.filter(|h| h.has("line_completed")) else {
        return Ok(LineResult::Win);
    };
    let answer: String = host
        .call("line_completed", view, seat, rng, log)
        .map_err(|e| Refusal::illegal(e.to_string()))?;
    match answer.as_str() {
        "win" => Ok(LineResult::Win),
        "lose" => Ok(LineResult::Lose),
        other => {
            // The script's mistake, not the player's: a located script error, reported to the
            // SDK's watch so the host shows it as one (`game_sdk::script::faults`).
            let (file, line) = host.defined_at("line_completed").unwrap_or(("scripts", 0));
            let got = game_sdk::script::clean_text(other.as_bytes(), 64);
            let e = ScriptError::new(
                file,
                line,
                format!("hook `line_completed` returned \"{got}\", expected \"win\" or \"lose\""),
            )
            .in_hook(file, "line_completed");
            game_sdk::script::faults::report(&e);
            Err(Refusal::illegal(e.to_string()))
        }
    }
}

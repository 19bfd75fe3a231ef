//! House rules in Lua: what the game lets a script decide, and the context it sees.
//!
//! One hook, `line_completed(ctx, seat)`, returns `"win"` or `"lose"`: it decides what completing
//! a line means (misère: `mods/tic-tac-toe-misere/`). Documented for script authors in
//! `scripts/tic-tac-toe/API.md`; editor completion in `scripts/tic-tac-toe/types.lua`. A game
//! without scripts drops this module and its `scripts` field.

use crate::view::cell_index;
use game_sdk::ruleset::Header;
use game_sdk::script::mlua::LuaString;
use game_sdk::script::{ContextSlot, ScriptError, ScriptHost, UserData, UserDataMethods};
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

/// What a search asks `line_completed` through, made once per ruleset: the context slot (a
/// board written over for each call) and the two answers as Lua string objects.
#[derive(Debug)]
pub(crate) struct LineHook {
    slot: ContextSlot<BoardView>,
    win: LuaString,
    lose: LuaString,
    size: usize,
    line: u8,
}

impl LineHook {
    pub(crate) fn new(host: &ScriptHost, size: usize, line: u8) -> Result<Self, Diagnostics> {
        let made = || -> Result<Self, ScriptError> {
            Ok(Self {
                slot: host.context_slot(BoardView {
                    cells: Vec::new(),
                    size,
                    line,
                })?,
                win: host.create_string("win")?,
                lose: host.create_string("lose")?,
                size,
                line,
            })
        };
        made().map_err(|e| game_sdk::Diagnostic::from(e).into())
    }
}

thread_local! {
    /// The board a hook call reads, written over for each call (its cells' `Vec` reused).
    static VIEW: std::cell::RefCell<Option<BoardView>> = const { std::cell::RefCell::new(None) };
}

/// What `line_completed` answers for the board `cells` (the move made on it), asked through
/// the hook's slot: nothing is allocated once warmed up. The answer is recognised by its string object (Lua
/// keeps one per short string), read only when it is neither `"win"` nor `"lose"`.
pub(crate) fn line_completed(
    host: &ScriptHost,
    hook: &LineHook,
    cells: &[Option<u8>],
    seat: u8,
    rng: &mut GameRng,
    log: &mut Vec<LogLine>,
) -> Result<LineResult, Refusal> {
    let mut view = VIEW.with(|v| v.borrow_mut().take()).unwrap_or(BoardView {
        cells: Vec::new(),
        size: 0,
        line: 0,
    });
    view.cells.clear();
    view.cells.extend_from_slice(cells);
    (view.size, view.line) = (hook.size, hook.line);
    let answer =
        host.call_slot::<_, _, LuaString>(&hook.slot, "line_completed", &mut view, seat, rng, log);
    VIEW.with(|v| *v.borrow_mut() = Some(view));
    let answer = answer.map_err(|e| Refusal::illegal(e.to_string()))?;
    let at = answer.to_pointer();
    if at == hook.win.to_pointer() {
        return Ok(LineResult::Win);
    }
    if at == hook.lose.to_pointer() {
        return Ok(LineResult::Lose);
    }
    Err(wrong_answer(host, &answer.to_string_lossy()))
}

/// The error for a `line_completed` answer that is neither `"win"` nor `"lose"`.
fn wrong_answer(host: &ScriptHost, other: &str) -> Refusal {
    // The script's mistake, not the player's: a located script error, reported to the SDK's
    // watch so the host shows it as one (`game_sdk::script::faults`).
    let (file, line) = host.defined_at("line_completed").unwrap_or(("scripts", 0));
    let got = game_sdk::script::clean_text(other.as_bytes(), 64);
    let e = ScriptError::new(
        file,
        line,
        format!("hook `line_completed` returned \"{got}\", expected \"win\" or \"lose\""),
    )
    .in_hook(file, "line_completed");
    game_sdk::script::faults::report(&e);
    Refusal::illegal(e.to_string())
}

/// What completing a line means for the seat that did it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum LineResult {
    Win,
    Lose,
}

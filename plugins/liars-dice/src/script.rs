//! House rules in Lua: what the game lets a script decide, and the context it sees.
//!
//! One hook, `spot_on(ctx, caller, exact)`: a ruleset whose scripts define it lets the player
//! to move call the standing bid "spot on" (LD-S1); every die is then shown, and the hook
//! decides what the call wins or costs through `ctx` (`ctx:lose_die`, `ctx:gain_die`,
//! `ctx:opens_next`). The bundled rule is `scripts/liars-dice/spot_on.lua`; script authors read
//! `scripts/liars-dice/API.md` (editor completion: `scripts/liars-dice/types.lua`).
//!
//! The hook runs only after every die has been shown to everyone, so the context may show the
//! whole table: nothing it can read is hidden from any seat any more. The rules console
//! (`console`) evaluates Lua with the same context over the match, read-only.

use crate::config::LiarsDice;
use crate::rules::showdown::{MAX_SEATS, Verdict};
use crate::state::{Bid, State};
use game_sdk::ruleset::Header;
use game_sdk::script::{ScriptError, ScriptHost, UserData, UserDataMethods, seat_arg};
use game_sdk::{Diagnostics, GameRng, LogLine, Refusal, RulesetSource};

/// The functions a Liar's Dice script may define; any other is refused when the ruleset
/// compiles, so a misspelt hook is not silently ignored. Helpers belong in `local`s.
pub const HOOK_NAMES: &[&str] = &["spot_on"];

/// Loads the scripts a ruleset lists, if any (most rulesets list none), refusing functions
/// that are no hook of this game.
pub(crate) fn load(
    source: &RulesetSource,
    header: &Header,
) -> Result<Option<ScriptHost>, Diagnostics> {
    let host = match header.scripts.as_slice() {
        [] => return Ok(None),
        list => ScriptHost::load(source, list, header.limits)?,
    };
    let unknown: Vec<game_sdk::Diagnostic> = host
        .hook_names()
        .filter(|n| !HOOK_NAMES.contains(n))
        .map(|n| {
            let (file, line) = host.defined_at(n).unwrap_or(("scripts", 0));
            ScriptError::new(
                file,
                line,
                format!(
                    "`{n}` is not a Liar's Dice hook (hooks: {}); make helpers `local`",
                    HOOK_NAMES.join(", ")
                ),
            )
            .into()
        })
        .collect();
    Diagnostics(unknown).into_result(Some(host))
}

/// Whether the scripts define `spot_on`, asked once at compile time: only then is the call
/// offered.
pub(crate) fn answers_spot_on(scripts: Option<&ScriptHost>) -> bool {
    scripts.is_some_and(|h| h.has("spot_on"))
}

/// What a `spot_on` hook sees and decides (`ctx`): the table as it was shown, the bid called,
/// and the dice each seat wins or loses by the call, with who opens the next round. The rules
/// console gets the same context over the match as it stands, read-only.
#[derive(Debug)]
pub struct TableCtx {
    dice: Vec<Vec<u8>>,
    round: u32,
    /// The bid called (the console: the standing bid, if any) and who made it.
    bid: Option<(Bid, u8)>,
    caller: u8,
    /// The dice that count for `bid`.
    count: Option<u8>,
    start_dice: u8,
    wild: u8,
    /// Per seat (a table has at most six).
    change: [i8; MAX_SEATS],
    opens: u8,
    /// The console's context: what would change the match is refused.
    read_only: bool,
}

impl TableCtx {
    fn seat(&self, seat: i64) -> mlua::Result<u8> {
        let n = self.dice.len() as u8;
        match u8::try_from(seat) {
            // The words of a refusal are made only for one.
            Ok(s) if s < n => Ok(s),
            _ => seat_arg(seat, n, &format!("seats are 0 to {}", n - 1)),
        }
    }

    /// Adds `by` to the seat's change, within what an `i8` holds (a script calling
    /// `lose_die` thousands of times still ends at "loses every die").
    fn nudge(&mut self, seat: u8, by: i8) {
        if let Some(c) = self.change.get_mut(usize::from(seat)) {
            *c = c.saturating_add(by);
        }
    }

    /// Refuses a decision in the console, which looks at the match and changes nothing.
    fn writable(&self, method: &str) -> mlua::Result<()> {
        if self.read_only {
            return Err(game_sdk::script::script_error(format!(
                "ctx:{method} decides a \"spot on\" call; the console only reads the match"
            )));
        }
        Ok(())
    }
}

use game_sdk::script::mlua;

impl UserData for TableCtx {
    fn add_methods<M: UserDataMethods<Self>>(methods: &mut M) {
        // The balance lab's script counters (`ctx:tally`), the same in every game.
        game_sdk::script::tally::add_method(methods);
        methods.add_method("players", |_, c, ()| Ok(c.dice.len()));
        methods.add_method("start_dice", |_, c, ()| Ok(c.start_dice));
        // The round this call ends, from 1.
        methods.add_method("round", |_, c, ()| Ok(c.round));
        // The wild face, 0 for none.
        methods.add_method("wild", |_, c, ()| Ok(c.wild));
        // The bid called: quantity, face, and the seat that made it (nothing in the console
        // before the round's first bid).
        methods.add_method("bid", |_, c, ()| {
            Ok(mlua::Variadic::from_iter(
                c.bid
                    .into_iter()
                    .flat_map(|(b, by)| [b.quantity, b.face, by]),
            ))
        });
        methods.add_method("caller", |_, c, ()| Ok(c.caller));
        // How many dice counted for the bid (wild ones included, LD-4).
        methods.add_method("count", |_, c, ()| Ok(c.count));
        // A seat's dice as shown, as several values (none for a seat that is out).
        methods.add_method("dice", |_, c, seat: i64| {
            let seat = c.seat(seat)?;
            Ok(mlua::Variadic::from_iter(
                c.dice[usize::from(seat)].iter().copied(),
            ))
        });
        methods.add_method("dice_count", |_, c, seat: i64| {
            let seat = c.seat(seat)?;
            Ok(c.dice[usize::from(seat)].len())
        });
        methods.add_method_mut("lose_die", |_, c, seat: i64| {
            c.writable("lose_die")?;
            let seat = c.seat(seat)?;
            c.nudge(seat, -1);
            Ok(())
        });
        methods.add_method_mut("gain_die", |_, c, seat: i64| {
            c.writable("gain_die")?;
            let seat = c.seat(seat)?;
            c.nudge(seat, 1);
            Ok(())
        });
        methods.add_method_mut("opens_next", |_, c, seat: i64| {
            c.writable("opens_next")?;
            c.opens = c.seat(seat)?;
            Ok(())
        });
    }
}

impl TableCtx {
    /// What the hook's long-lived `ctx` holds between calls: no dice, read-only, so a script
    /// that kept `ctx` past its call reads an empty table and changes nothing.
    pub(crate) fn placeholder() -> TableCtx {
        TableCtx {
            dice: Vec::new(),
            round: 0,
            bid: None,
            caller: 0,
            count: None,
            start_dice: 0,
            wild: 0,
            change: [0; MAX_SEATS],
            opens: 0,
            read_only: true,
        }
    }
}

/// LD-S1: asks the `spot_on` hook what a "spot on" call by `caller` decides, with the table as
/// shown. Without a decision of the script's, nobody wins or loses a die and the caller opens
/// the next round.
#[allow(clippy::too_many_arguments)] // the call's facts, each one plain data the hook reads
pub(crate) fn spot_on(
    g: &LiarsDice,
    s: &mut State,
    bid: Bid,
    bidder: u8,
    caller: u8,
    count: u8,
    rng: &mut GameRng,
    log: &mut Vec<LogLine>,
) -> Result<Verdict, Refusal> {
    let Some(host) = g.scripts.as_ref().filter(|h| h.has("spot_on")) else {
        return Err(Refusal::illegal(game_sdk::msg!(
            "refuse-no-spot-on-call",
            "these rules have no \"spot on\" call"
        )));
    };
    let mut ctx = TableCtx {
        // Lent for the call and given back (a copy would allocate at every call).
        dice: std::mem::take(&mut s.dice),
        round: s.round,
        bid: Some((bid, bidder)),
        caller,
        count: Some(count),
        start_dice: g.config.dice,
        wild: g.config.wild,
        change: [0; MAX_SEATS],
        opens: caller,
        read_only: false,
    };
    let args = (caller, count == bid.quantity);
    let called = match &g.slot {
        Some(slot) => host.call_slot::<_, _, ()>(slot, "spot_on", &mut ctx, args, rng, log),
        None => host.call::<_, _, ()>("spot_on", &mut ctx, args, rng, log),
    };
    s.dice = std::mem::take(&mut ctx.dice);
    called?;
    Ok(Verdict {
        change: ctx.change,
        starter: ctx.opens,
    })
}

/// The rules console ([`game_sdk::Game::console`]): `code` evaluated in the scripts' sandbox
/// with the hook's context over the match as it stands (every die: the host offers the console
/// only where nobody at the device may be kept from anything), read-only. Rules without
/// scripts have no sandbox to evaluate in.
pub(crate) fn console(
    g: &LiarsDice,
    s: &State,
    code: &str,
) -> Result<game_sdk::script::ConsoleAnswer, game_sdk::script::ConsoleRefusal> {
    let Some(host) = g.scripts.as_ref() else {
        return Err(game_sdk::script::ConsoleRefusal::Unavailable(
            "these Liar's Dice rules load no scripts: the console evaluates Lua in a ruleset's \
             script sandbox (try --ruleset spot-on)"
                .into(),
        ));
    };
    let mut ctx = TableCtx {
        dice: s.dice.clone(),
        round: s.round,
        bid: s.bid,
        caller: s.to_move,
        count: s.bid.map(|(b, _)| crate::rules::count(g, &s.dice, b.face)),
        start_dice: g.config.dice,
        wild: g.config.wild,
        change: [0; MAX_SEATS],
        opens: s.to_move,
        read_only: true,
    };
    // The console's draws are its own: a generator of the position, never the match's.
    let mut rng = s.rng.clone();
    let mut rng = GameRng::resampled(&mut rng);
    Ok(host.eval(code, &mut ctx, &mut rng)?)
}

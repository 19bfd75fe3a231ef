//! House rules in Lua: what the game lets a script decide, and the context it sees.
//!
//! One hook, `spot_on(ctx, caller, exact)`: a ruleset whose scripts define it lets the player
//! to move call the standing bid "spot on" (LD-S1); every die is then shown, and the hook
//! decides what the call wins or costs through `ctx` (`ctx:lose_die`, `ctx:gain_die`,
//! `ctx:opens_next`). The bundled rule is `scripts/liars-dice/spot_on.lua`; script authors read
//! `scripts/liars-dice/API.md` (editor completion: `scripts/liars-dice/types.lua`).
//!
//! The hook runs only after every die has been shown to everyone, so the context may show the
//! whole table: nothing it can read is hidden from any seat any more.

use crate::config::LiarsDice;
use crate::rules::showdown::Verdict;
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
/// and the dice each seat wins or loses by the call, with who opens the next round.
#[derive(Debug)]
pub(crate) struct SpotOnCtx {
    dice: Vec<Vec<u8>>,
    round: u32,
    bid: Bid,
    bidder: u8,
    caller: u8,
    count: u8,
    start_dice: u8,
    wild: u8,
    change: Vec<i8>,
    opens: u8,
}

impl SpotOnCtx {
    fn seat(&self, seat: i64) -> mlua::Result<u8> {
        let n = self.dice.len() as u8;
        seat_arg(seat, n, &format!("seats are 0 to {}", n - 1))
    }

    /// Adds `by` to the seat's change, within what an `i8` holds (a script calling
    /// `lose_die` thousands of times still ends at "loses every die").
    fn nudge(&mut self, seat: u8, by: i8) {
        if let Some(c) = self.change.get_mut(usize::from(seat)) {
            *c = c.saturating_add(by);
        }
    }
}

use game_sdk::script::mlua;

impl UserData for SpotOnCtx {
    fn add_methods<M: UserDataMethods<Self>>(methods: &mut M) {
        methods.add_method("players", |_, c, ()| Ok(c.dice.len()));
        methods.add_method("start_dice", |_, c, ()| Ok(c.start_dice));
        // The round this call ends, from 1.
        methods.add_method("round", |_, c, ()| Ok(c.round));
        // The wild face, 0 for none.
        methods.add_method("wild", |_, c, ()| Ok(c.wild));
        // The bid called: quantity, face, and the seat that made it.
        methods.add_method("bid", |_, c, ()| Ok((c.bid.quantity, c.bid.face, c.bidder)));
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
            let seat = c.seat(seat)?;
            c.nudge(seat, -1);
            Ok(())
        });
        methods.add_method_mut("gain_die", |_, c, seat: i64| {
            let seat = c.seat(seat)?;
            c.nudge(seat, 1);
            Ok(())
        });
        methods.add_method_mut("opens_next", |_, c, seat: i64| {
            c.opens = c.seat(seat)?;
            Ok(())
        });
    }
}

/// LD-S1: asks the `spot_on` hook what a "spot on" call by `caller` decides, with the table as
/// shown. Without a decision of the script's, nobody wins or loses a die and the caller opens
/// the next round.
#[allow(clippy::too_many_arguments)] // the call's facts, each one plain data the hook reads
pub(crate) fn spot_on(
    g: &LiarsDice,
    s: &State,
    bid: Bid,
    bidder: u8,
    caller: u8,
    count: u8,
    rng: &mut GameRng,
    log: &mut Vec<LogLine>,
) -> Result<Verdict, Refusal> {
    let Some(host) = g.scripts.as_ref().filter(|h| h.has("spot_on")) else {
        return Err(Refusal::illegal("these rules have no \"spot on\" call"));
    };
    let mut ctx = SpotOnCtx {
        dice: s.dice.clone(),
        round: s.round,
        bid,
        bidder,
        caller,
        count,
        start_dice: g.config.dice,
        wild: g.config.wild,
        change: vec![0; s.dice.len()],
        opens: caller,
    };
    host.call::<_, _, ()>(
        "spot_on",
        &mut ctx,
        (caller, count == bid.quantity),
        rng,
        log,
    )?;
    Ok(Verdict {
        change: ctx.change,
        starter: ctx.opens,
    })
}

//! Ending a round with a call (LD-5, LD-6, LD-S1): every die is shown to everyone, the dice
//! that count for the standing bid are counted, dice are lost (or, by a house rule, won back),
//! players with none left go out, and either the match ends (LD-7, LD-8) or every remaining die
//! is rolled again for the next round, which the loser opens.

use crate::config::LiarsDice;
use crate::rules::{count, next_in_play, ranking, roll_into, seat_name};
use crate::script;
use crate::state::{Bid, Call, State};
use crate::view::words;
use game_sdk::{GameRng, LogLine, Refusal};

/// What a call decided before it is applied: dice won or lost per seat, and who opens the next
/// round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Verdict {
    /// Per seat (up to the six seats a table has; a seat past them changes nothing).
    pub change: [i8; MAX_SEATS],
    pub starter: u8,
}

/// The most seats a table has (LD-1).
pub(crate) const MAX_SEATS: usize = crate::rules::SEATS.len();

/// Resolves `call` on the standing bid. The house rule, the one step that may fail, runs on
/// copies before anything of `s` changes, so a failing hook leaves the match as it was.
pub(crate) fn call(
    g: &LiarsDice,
    s: &mut State,
    call: Call,
    log: &mut Vec<LogLine>,
) -> Result<(), Refusal> {
    let Some((bid, bidder)) = s.bid else {
        return Err(Refusal::illegal(game_sdk::msg!(
            "refuse-no-bid-yet",
            "there is no bid to call yet: open the bidding"
        )));
    };
    let caller = s.to_move;
    let counted = count(g, &s.dice, bid.face);
    // The hook's draws come from a generator of their own, split off the match's: a house
    // rule may draw at random, but never the dice of the next round.
    let mut rng = s.rng.clone();
    let mut hook_rng = GameRng::resampled(&mut rng);
    let mut lines = Vec::new();
    let verdict = match call {
        Call::Liar => liar(bidder, caller, counted >= bid.quantity),
        Call::SpotOn => script::spot_on(
            g,
            s,
            bid,
            bidder,
            caller,
            counted,
            &mut hook_rng,
            &mut lines,
        )?,
    };
    // Nobody reads the log in a bot's search or a simulated game: the lines are most of a
    // call's cost (`bots::log_unread`). The hook above ran all the same.
    let quiet = game_sdk::bots::log_unread();
    if !quiet {
        announce(g, s, call, (bid, bidder, caller, counted), log);
        log.append(&mut lines);
    }
    let round = s.round;
    let seats = s.dice.len();
    // The showdown is written over the previous one (or a spare one): its buffers are reused,
    // and the dice on the table become the dice shown (the table's buffers get the old ones).
    let show = s.showdown_buffer();
    show.round = round;
    show.call = call;
    show.caller = caller;
    show.bid = bid;
    show.bidder = bidder;
    show.count = counted;
    show.change.clear();
    show.change.resize(seats, 0);
    let mut shown = std::mem::take(&mut show.dice);
    std::mem::swap(&mut shown, &mut s.dice);
    // Dice each seat keeps: a lost die is gone for good; a won-back die never takes a seat
    // above its start; a seat that is out stays out (only a seat in play wins dice back).
    let now = |seat: usize, had: u8| {
        let wanted = verdict.change.get(seat).copied().unwrap_or(0);
        let now = (i16::from(had) + i16::from(wanted)).clamp(0, i16::from(g.config.dice)) as u8;
        if had == 0 { 0 } else { now }
    };
    let mut left = 0;
    for (seat, dice) in shown.iter().enumerate() {
        let had = dice.len() as u8;
        let n = now(seat, had);
        left += usize::from(n > 0);
        if let Some(show) = s.showdown.as_mut() {
            show.change[seat] = n as i8 - had as i8;
        }
        if !quiet {
            log.extend(change_line(seat as u8, had, n));
        }
    }
    for (seat, dice) in shown.iter().enumerate() {
        if now(seat, dice.len() as u8) == 0 && !dice.is_empty() {
            s.out.push((seat as u8, round));
            if !quiet {
                log.push(LogLine::public(game_sdk::msg!(
                    "is-out",
                    "{seat} is out",
                    seat = seat_name(seat as u8)
                )));
            }
        }
    }
    s.bid = None;
    if g.config.single_round || left <= 1 {
        // LD-7, LD-8: the match ends on the table as shown; nothing is rolled again.
        s.dice.clone_from(&shown);
        for (seat, d) in s.dice.iter_mut().enumerate() {
            d.truncate(usize::from(now(seat, shown[seat].len() as u8)));
        }
        if let Some(show) = s.showdown.as_mut() {
            show.dice = shown;
        }
        let mut places = std::mem::take(s.places_buffer());
        ranking::places_into(g, s, &mut places);
        s.places = Some(places);
        s.rng = rng;
        return Ok(());
    }
    // LD-6: every remaining die is rolled again, and the next round begins.
    roll_into(
        seats,
        |seat| now(seat, shown[seat].len() as u8),
        &mut rng,
        &mut s.dice,
    );
    if let Some(show) = s.showdown.as_mut() {
        show.dice = shown;
    }
    s.rng = rng;
    s.round += 1;
    s.to_move = if s.in_play(verdict.starter) {
        verdict.starter
    } else {
        next_in_play(s, verdict.starter)
    };
    if !quiet {
        announce_round(s, log);
    }
    Ok(())
}

/// The public lines of a call (LD-9): who called what, every die shown, the count.
fn announce(
    g: &LiarsDice,
    s: &State,
    call: Call,
    (bid, bidder, caller, counted): (Bid, u8, u8, u8),
    log: &mut Vec<LogLine>,
) {
    let called = match call {
        Call::Liar => game_sdk::msg!(
            "calls-liar",
            "{caller} calls {bidder} a liar on {bid}",
            caller = seat_name(caller),
            bidder = seat_name(bidder),
            bid = words::bid(bid)
        ),
        Call::SpotOn => game_sdk::msg!(
            "calls-spot-on",
            "{caller} calls {bidder}'s {bid} spot on",
            caller = seat_name(caller),
            bidder = seat_name(bidder),
            bid = words::bid(bid)
        ),
    };
    log.push(LogLine::public(called));
    log.push(LogLine::public(game_sdk::msg!(
        "dice-shown",
        "Dice shown: {dice}",
        dice = words::all_dice(&s.dice)
    )));
    let wild = words::wild_for(g, bid.face);
    let english = format!(
        "There {} {}{}",
        if counted == 1 { "is" } else { "are" },
        words::dice_of_english(counted, bid.face),
        match wild {
            0 => String::new(),
            w => format!(" ({w}s wild)"),
        }
    );
    log.push(LogLine::public(words::said(
        "there-are",
        &english,
        &[
            ("count", counted.to_string()),
            ("face", bid.face.to_string()),
            ("dice", words::dice_of(counted, bid.face)),
            ("wild", wild.to_string()),
        ],
    )));
}

/// The lines of a new round (LD-6, LD-9): who opens it, in public, and to each seat alone
/// its new dice.
fn announce_round(s: &State, log: &mut Vec<LogLine>) {
    log.push(LogLine::public(game_sdk::msg!(
        "round-opens",
        "Round {round}: {seat} opens the bidding",
        round = s.round,
        seat = seat_name(s.to_move)
    )));
    for (seat, dice) in (0u8..).zip(&s.dice) {
        if !dice.is_empty() {
            log.push(LogLine::seat(
                seat,
                game_sdk::msg!("you-rolled", "You rolled {dice}", dice = words::faces(dice)),
            ));
        }
    }
}

/// LD-5: a challenge costs the caller a die when the bid was met (the count is at least the
/// quantity), else the bidder; the loser opens the next round.
fn liar(bidder: u8, caller: u8, met: bool) -> Verdict {
    let loser = if met { caller } else { bidder };
    let mut change = [0i8; MAX_SEATS];
    if let Some(c) = change.get_mut(usize::from(loser)) {
        *c = -1;
    }
    Verdict {
        change,
        starter: loser,
    }
}

/// The line saying what a seat won or lost, if anything.
fn change_line(seat: u8, had: u8, now: u8) -> Option<LogLine> {
    let who = seat_name(seat);
    let left = match now {
        1 => "1 die left".to_string(),
        n => format!("{n} dice left"),
    };
    let (id, english, by) = match now.cmp(&had) {
        std::cmp::Ordering::Less if had - now == 1 => {
            ("loses-dice", format!("{who} loses a die ({left})"), 1)
        }
        std::cmp::Ordering::Less => (
            "loses-dice",
            format!("{who} loses {} dice ({left})", had - now),
            had - now,
        ),
        std::cmp::Ordering::Greater if now - had == 1 => (
            "wins-dice-back",
            format!("{who} wins a die back ({left})"),
            1,
        ),
        std::cmp::Ordering::Greater => (
            "wins-dice-back",
            format!("{who} wins {} dice back ({left})", now - had),
            now - had,
        ),
        std::cmp::Ordering::Equal => return None,
    };
    let args = [
        ("seat", who.to_string()),
        ("dice", by.to_string()),
        ("left", now.to_string()),
    ];
    Some(LogLine::public(words::said(id, &english, &args)))
}

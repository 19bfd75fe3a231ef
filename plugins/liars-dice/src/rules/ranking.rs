//! The places of a finished match (LD-7, LD-8) and its outcome.

use crate::config::LiarsDice;
use crate::rules::seat_name;
use crate::state::{Call, State};
use crate::view::words;
use game_sdk::Outcome;

/// Each seat's place once the match is over (1 = first; seats that tie share a place, and the
/// next place is skipped, as in 1, 1, 3).
///
/// - LD-7: the last player with dice is first; the others by the round they went out, the
///   last out best; players out in the same round share their place.
/// - LD-8 (`single_round`): after a challenge, whoever won it is first and whoever lost it
///   last, any others share the places between; after a "spot on" call, players rank by the
///   dice they have left.
pub(crate) fn places_into(g: &LiarsDice, s: &State, out: &mut Vec<u8>) {
    let seats = s.dice.len() as u8;
    out.clear();
    out.extend((0..seats).map(|mine| {
        let mine = standing(g, s, mine);
        1 + (0..seats).filter(|&o| standing(g, s, o) > mine).count() as u8
    }));
}

/// How well `seat` stands at the end (higher is better; equal standings share a place).
fn standing(g: &LiarsDice, s: &State, seat: u8) -> u32 {
    match (&s.showdown, g.config.single_round) {
        (Some(show), true) if show.call == Call::Liar => {
            let met = show.count >= show.bid.quantity;
            let (winner, loser) = if met {
                (show.bidder, show.caller)
            } else {
                (show.caller, show.bidder)
            };
            match seat {
                _ if seat == winner => 2,
                _ if seat == loser => 0,
                _ => 1,
            }
        }
        (_, true) => s.dice.get(usize::from(seat)).map_or(0, |d| d.len() as u32),
        (_, false) => {
            if s.in_play(seat) {
                u32::MAX
            } else {
                s.out
                    .iter()
                    .find(|(out, _)| *out == seat)
                    .map_or(0, |&(_, round)| round)
            }
        }
    }
}

/// The outcome of a finished match: its places, each seat's dice left as its score, and why
/// it ended.
pub(crate) fn outcome(g: &LiarsDice, s: &State) -> Outcome {
    let places = s.places.clone().unwrap_or_default();
    let scores: Vec<i64> = s.dice.iter().map(|d| d.len() as i64).collect();
    let firsts: Vec<u8> = (0u8..)
        .zip(&places)
        .filter(|&(_, &p)| p == 1)
        .map(|(seat, _)| seat)
        .collect();
    let names = words::list(firsts.iter().map(|&seat| seat_name(seat)));
    // Hosts say who won beside the reason: the reason says why.
    let reason = match (&s.showdown, g.config.single_round) {
        (Some(show), true) => {
            let (id, called) = match show.call {
                Call::Liar => ("reason-one-round-liar", "a lie"),
                Call::SpotOn => ("reason-one-round-spot-on", "spot on"),
            };
            let wild = words::wild_for(g, show.bid.face);
            let english = format!(
                "one round: {} called {}'s {} {called}, and there {} {}{}",
                seat_name(show.caller),
                seat_name(show.bidder),
                words::bid_english(show.bid),
                if show.count == 1 { "was" } else { "were" },
                words::dice_of_english(show.count, show.bid.face),
                // Hosts print the reason in parentheses: the wild note goes without its own.
                match wild {
                    0 => String::new(),
                    w => format!(", {w}s wild"),
                },
            );
            words::said(
                id,
                &english,
                &[
                    ("caller", seat_name(show.caller).to_string()),
                    ("bidder", seat_name(show.bidder).to_string()),
                    ("bid", words::bid(show.bid)),
                    ("count", show.count.to_string()),
                    ("face", show.bid.face.to_string()),
                    ("dice", words::dice_of(show.count, show.bid.face)),
                    ("wild", wild.to_string()),
                ],
            )
        }
        _ if firsts.len() == 1 => game_sdk::msg!(
            "reason-last-with-dice",
            "{seat} is the last player with dice",
            seat = names
        ),
        _ => game_sdk::msg!(
            "reason-shared-first",
            "{seats} lost their last dice together and share first place",
            seats = names
        ),
    };
    Outcome::ranked(places, scores, reason)
}

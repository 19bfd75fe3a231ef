//! Bids, counts and dice in words, as the log and the prompts write them ("three 4s").

use crate::config::LiarsDice;
use crate::rules::seat_name;
use crate::state::Bid;

const NUMBERS: [&str; 13] = [
    "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
    "twelve",
];

/// `n` dice showing `face`: "one 4", "three 4s", "no 4s", "15 4s" (numbers past twelve in
/// digits).
pub fn dice_of(n: u8, face: u8) -> String {
    let plural = if n == 1 { "" } else { "s" };
    match NUMBERS.get(usize::from(n)) {
        Some(number) => format!("{number} {face}{plural}"),
        None => format!("{n} {face}{plural}"),
    }
}

/// A bid as players say it: "three 4s".
pub fn bid(bid: Bid) -> String {
    dice_of(bid.quantity, bid.face)
}

/// " (1s wild)" after a count of `face`, when a wild face counted for it.
pub fn wild_note(g: &LiarsDice, face: u8) -> String {
    match g.wild() {
        Some(w) if w != face => format!(" ({w}s wild)"),
        _ => String::new(),
    }
}

/// One seat's dice: "1 3 3 5 6".
pub fn faces(dice: &[u8]) -> String {
    let mut out = String::with_capacity(2 * dice.len());
    push_faces(&mut out, dice);
    out
}

/// Appends `dice` as [`faces`] writes them: the log writes them at every call, so without a
/// string per die.
fn push_faces(out: &mut String, dice: &[u8]) {
    for (i, &d) in dice.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        out.push(char::from(b'0' + d % 10));
    }
}

/// Every seat's dice, seat by seat, leaving out the seats that are out: "Player 1: 1 3 3 5 6;
/// Player 2: 2 4".
pub fn all_dice(dice: &[Vec<u8>]) -> String {
    let mut out = String::with_capacity(dice.len() * 24);
    for (seat, d) in (0u8..).zip(dice).filter(|(_, d)| !d.is_empty()) {
        if !out.is_empty() {
            out.push_str("; ");
        }
        out.push_str(seat_name(seat));
        out.push_str(": ");
        push_faces(&mut out, d);
    }
    out
}

/// Names as a list: "A", "A and B", "A, B and C".
pub fn list<'a>(names: impl IntoIterator<Item = &'a str>) -> String {
    let names: Vec<&str> = names.into_iter().collect();
    match names.as_slice() {
        [] => String::new(),
        [one] => (*one).to_string(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

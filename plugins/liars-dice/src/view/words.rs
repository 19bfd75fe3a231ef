//! Bids, counts and dice in words, as the log, the prompts and the scene write them ("three
//! 4s"): messages of the game's catalogue (`rulesets/liars-dice/i18n/<lang>.ftl`), so the host
//! shows them in each player's language, with their English written here.
//!
//! Most sentences are `game_sdk::msg!` templates. Those whose English words depend on a number
//! ("one 4", "three 4s"; "there is", "there are"; "a die", "2 dice") are worded here in
//! English and carry the number as an argument: `i18n/en.ftl` selects the same words by it
//! (Fluent's plurals), and another language its own ([`said`]).

use crate::config::LiarsDice;
use crate::rules::seat_name;
use crate::state::Bid;

const NUMBERS: [&str; 13] = [
    "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
    "twelve",
];

/// A message whose English this module words (see the module's documentation): `id` in the
/// catalogue, `english` as a reader of English sees it, and the arguments a language words it
/// from. The English has no placeholders left: nothing in it is read as a template.
pub(crate) fn said(id: &str, english: &str, args: &[(&str, String)]) -> String {
    debug_assert!(!english.contains('{'), "worded English, not a template");
    game_sdk::words::message(id, english, args)
}

/// `n` dice showing `face` in English: "one 4", "three 4s", "no 4s", "15 4s" (numbers past
/// twelve in digits).
pub fn dice_of_english(n: u8, face: u8) -> String {
    let plural = if n == 1 { "" } else { "s" };
    match NUMBERS.get(usize::from(n)) {
        Some(number) => format!("{number} {face}{plural}"),
        None => format!("{n} {face}{plural}"),
    }
}

/// `n` dice showing `face`, as a message (`dice-of`: the count and the face, which Indonesian
/// says "tiga angka 4"); its English is [`dice_of_english`].
pub fn dice_of(n: u8, face: u8) -> String {
    said(
        "dice-of",
        &dice_of_english(n, face),
        &[("count", n.to_string()), ("face", face.to_string())],
    )
}

/// A bid as players say it: "three 4s" (a message, see [`dice_of`]).
pub fn bid(bid: Bid) -> String {
    dice_of(bid.quantity, bid.face)
}

/// A bid in English, for the refusals.
pub fn bid_english(bid: Bid) -> String {
    dice_of_english(bid.quantity, bid.face)
}

/// The wild face that counted for a count of `face` (0: none did), an argument of the
/// sentences that note it (" (1s wild)").
pub fn wild_for(g: &LiarsDice, face: u8) -> u8 {
    match g.wild() {
        Some(w) if w != face => w,
        _ => 0,
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
/// Player 2: 2 4" (seat names and digits only: an argument no language words otherwise).
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

/// Names as a list: "A", "A and B", "A, B and C" (a message, `list`, past one name: the last
/// joined by the language's "and").
pub fn list<'a>(names: impl IntoIterator<Item = &'a str>) -> String {
    let names: Vec<&str> = names.into_iter().collect();
    match names.as_slice() {
        [] => String::new(),
        [one] => (*one).to_string(),
        [rest @ .., last] => game_sdk::msg!(
            "list",
            "{rest} and {last}",
            rest = rest.join(", "),
            last = last
        ),
    }
}

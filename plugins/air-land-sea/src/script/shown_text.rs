//! Text a script hands the game for players to read (log lines, choice prompts and option
//! labels, lasting-effect names), held to one rule: **a script's words never name a card a
//! reader may not see.** Scripts run on the host with the whole state in reach, and in an online
//! match the script's author may be the opponent, so "name no hidden card" is enforced here,
//! not asked of authors.
//!
//! - Log lines are templates: `ctx:log("{1} destroys {2}", a, b)`. The words of the template
//!   may name no card at all (no id, no card name, no digit: "A 4" spells a card too); cards are
//!   passed as arguments and rendered for each reader when the line is logged
//!   ([`Rendered`]): by id for a reader that may see the card then, by its public form
//!   ("North's face-down card in Land", "a card in South's hand", "a card from the deck") for
//!   one that may not. The text is fixed at that moment: a later reveal does not rewrite it.
//! - Choice prompts and option labels go to the chooser only: they may name a card the chooser
//!   may see, never one it may not ([`Ctx::check_choice`]).
//! - Effect names are shown to everyone (a badge) where no ability names them, so the part a
//!   badge could show follows the template rule ([`Ctx::check_effect_name`]).
//!
//! What this does not stop: *which* fixed line a script writes, or whether it writes one, may
//! still depend on a hidden card (as any ability's effect may); no text spells the card.

use super::ctx::Ctx;
use crate::config::{CardInfo, Defs, Needs, Spelled, Spelling};
use crate::state::{Card, Loc, SEATS, State};
use game_sdk::LogLine;
use game_sdk::script::{MAX_LINE_BYTES, PendingChoice, clean_text};
use game_sdk::wire::text::english_of;
use rustc_hash::{FxHashMap, FxHashMap as HashMap};
use std::cell::RefCell;
use std::sync::{Arc, Mutex};

/// The most card arguments one `ctx:log` line takes (`{1}` … `{16}`).
pub const MAX_LOG_CARDS: usize = 16;

/// One piece of a parsed template.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Piece {
    Text(String),
    /// `{n}`: the n-th card argument (0-based here).
    Card(usize),
}

/// Lowercase words of letters and digits (anything else separates words): the unit in which a
/// text is searched for card ids and names.
/// Fullwidth forms (`Ａ４`) are read as the ASCII they imitate, so they spell the same card.
fn words(text: &str) -> Vec<String> {
    let low = lowered(text);
    split_words(&low).map(str::to_string).collect()
}

/// `text` lowercase, fullwidth forms folded: split it with [`split_words`].
fn lowered(text: &str) -> String {
    // Most script text is ASCII: nothing to fold then.
    if text.is_ascii() {
        text.to_ascii_lowercase()
    } else {
        text.chars()
            .map(fold_fullwidth)
            .collect::<String>()
            .to_lowercase()
    }
}

/// The words of a [`lowered`] text.
fn split_words(low: &str) -> impl Iterator<Item = &str> {
    low.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
}

/// A fullwidth ASCII form (U+FF01 … U+FF5E) as its ASCII character; anything else as it is.
fn fold_fullwidth(c: char) -> char {
    match c {
        '\u{FF01}'..='\u{FF5E}' => char::from_u32(c as u32 - 0xFEE0).unwrap_or(c),
        _ => c,
    }
}

/// A card id or name as the words would spell it run together (`Air Drop` → `airdrop`,
/// `A4` → `a4`).
fn squashed(text: &str) -> String {
    words(text).concat()
}

/// Every card's id and name as words run together, with the cards each may mean
/// ([`Defs::spelled`]).
pub fn spelled_keys(cards: &[CardInfo]) -> Spelled {
    let mut out = Spelled {
        ids: cards.iter().map(|c| squashed(&c.id)).collect(),
        ..Spelled::default()
    };
    for (i, c) in cards.iter().enumerate() {
        for key in [squashed(&c.id), squashed(&c.name)] {
            if key.is_empty() {
                continue;
            }
            out.longest = out.longest.max(key.len());
            for end in 1..key.len() {
                if key.is_char_boundary(end) {
                    out.prefixes.insert(key[..end].to_string());
                }
            }
            let cards = out.cards.entry(key).or_default();
            if !cards.contains(&(i as Card)) {
                cards.push(i as Card);
            }
        }
    }
    out
}

/// The cards whose id or name the words of `text` spell, run together over consecutive words
/// (`A4`, `a 4`, `A-4`, `air drop`, `AIRDROP`): for each match, the word it starts at, the words
/// run together and the cards. A name several cards share (Maneuver) gives all of them.
fn spelled_cards(defs: &Defs, text: &str) -> Vec<(usize, String, Vec<Card>)> {
    let low = lowered(text);
    let ws: Vec<&str> = split_words(&low).collect();
    let spelled = &defs.spelled;
    let mut found = Vec::new();
    let mut run = String::new();
    for start in 0..ws.len() {
        run.clear();
        for w in &ws[start..] {
            run.push_str(w);
            if run.len() > spelled.longest {
                break;
            }
            if let Some(cards) = spelled.cards.get(&run) {
                found.push((start, run.clone(), cards.clone()));
            }
            // Most words begin no card's id or name: stop at the first run none begins with.
            if !spelled.prefixes.contains(&run) {
                break;
            }
        }
    }
    found
}

/// The most texts [`spelled_in`] remembers: past that (scripts that make ever new words) it
/// forgets them all and starts again.
const MAX_READ: usize = 4096;

/// [`spelled_cards`] of `text`, remembered: a choice's prompt and options come back again and
/// again in a search, and reading them is most of asking a choice.
pub fn spelled_in(defs: &Defs, text: &str) -> Arc<[Spelling]> {
    let memo = &defs.spelled.read;
    if let Ok(read) = memo.lock()
        && let Some(known) = read.get(text)
    {
        return Arc::clone(known);
    }
    let found: Arc<[Spelling]> = spelled_cards(defs, text).into();
    if let Ok(mut read) = memo.lock() {
        if read.len() >= MAX_READ {
            read.clear();
        }
        read.insert(text.to_string(), Arc::clone(&found));
    }
    found
}

/// Why words a script wants shown to every reader are refused: they name a card or hold a
/// digit. The card is not named in the message (the acting seat reads where it failed).
fn public_words_refusal(defs: &Defs, text: &str) -> Option<&'static str> {
    if !spelled_cards(defs, text).is_empty() {
        return Some("names a card (a card id or a card's name)");
    }
    if text.chars().any(char::is_numeric) {
        return Some("holds a digit (digits can spell a card: `Air 4`)");
    }
    None
}

/// Reads a `ctx:log` template: text with `{n}` for the n-th card argument (1-based).
pub(super) fn parse_template(text: &str, cards: usize) -> Result<Vec<Piece>, String> {
    let mut pieces = Vec::new();
    let mut literal = String::new();
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        literal.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let close = after
            .find('}')
            .ok_or("a `{` without its `}` (a card is written `{1}`)")?;
        let n: usize = after[..close]
            .parse()
            .ok()
            .filter(|n| (1..=MAX_LOG_CARDS).contains(n))
            .ok_or_else(|| {
                format!("`{{...}}` holds a card's number, 1 to {MAX_LOG_CARDS} (`{{1}}`)")
            })?;
        if n > cards {
            return Err(format!(
                "`{{{n}}}` but only {} given",
                game_sdk::words::count(cards as i64, "card", "cards")
            ));
        }
        if !literal.is_empty() {
            pieces.push(Piece::Text(std::mem::take(&mut literal)));
        }
        pieces.push(Piece::Card(n - 1));
        rest = &after[close + 1..];
    }
    literal.push_str(rest);
    if !literal.is_empty() {
        pieces.push(Piece::Text(literal));
    }
    Ok(pieces)
}

/// Whether `seat` may see which card `card` is in `s` (the same places `sample_hidden`
/// re-deals are the ones it may not: the opponent's hand, held and face-down cards, deck
/// cards it has not seen leave).
pub fn seat_sees(s: &State, card: Card, seat: u8) -> bool {
    match s.locate(card) {
        Some(Loc::Stack {
            seat: owner,
            th,
            pos,
        }) => owner == seat || s.over.is_some() || s.stacks[owner as usize][th as usize][pos].up,
        Some(Loc::Hand(holder, _) | Loc::Limbo(holder, _)) => holder == seat,
        Some(Loc::Deck(i)) => s.deck_known.get(i).is_some_and(|k| k & (1 << seat) != 0),
        None => true,
    }
}

/// Whether everyone (a spectator too) may see which card `card` is: a face-up card in play, or
/// one both seats saw go to the deck.
fn public_sees(s: &State, card: Card) -> bool {
    match s.locate(card) {
        Some(Loc::Stack { seat, th, pos }) => {
            s.over.is_some() || s.stacks[seat as usize][th as usize][pos].up
        }
        Some(Loc::Hand(..) | Loc::Limbo(..)) => false,
        Some(Loc::Deck(i)) => s.deck_known.get(i).is_some_and(|&k| k == 0b11),
        None => true,
    }
}

/// How a reader that may not see `card` reads it: where it is, which is public. A message of
/// the game's catalogue, shown in the reader's language.
fn public_form(defs: &Defs, s: &State, card: Card) -> String {
    match s.locate(card) {
        Some(Loc::Stack { seat, th, .. }) => game_sdk::msg!(
            "card-face-down-in",
            "{seat}'s face-down card in {theater}",
            seat = SEATS[seat as usize],
            theater = defs.tname(th)
        ),
        Some(Loc::Hand(seat, _)) => game_sdk::msg!(
            "card-in-hand",
            "a card in {seat}'s hand",
            seat = SEATS[seat as usize]
        ),
        Some(Loc::Limbo(seat, _)) => game_sdk::msg!(
            "card-held",
            "a card {seat} holds",
            seat = SEATS[seat as usize]
        ),
        Some(Loc::Deck(_)) => game_sdk::msg!("card-from-deck", "a card from the deck"),
        None => game_sdk::msg!("card-somewhere", "a card"),
    }
}

/// A `ctx:log` line that is a script's `text(...)`: its id and arguments; each reader's line is
/// this message with its English for the reader and the cards as the arguments `card1`,
/// `card2`, … (`{1}` in the script's English is `{ $card1 }` in the catalogue: a Fluent
/// argument's name starts with a letter).
pub(super) struct LogMessage {
    pub id: String,
    pub args: Vec<(String, String)>,
}

/// A template rendered for each reader at the moment it was logged.
#[derive(Debug, PartialEq, Eq)]
pub(super) struct Rendered {
    /// What a spectator reads (only what is public).
    pub public: String,
    /// What each seat reads.
    pub seats: [String; 2],
    /// Every card by id.
    pub referee: String,
}

impl Rendered {
    /// The log lines that show each reader its own text: one public line when all read the
    /// same; else the public line, plus a line for each seat that may read more, plus a
    /// referee line when the referee reads more than both seats.
    pub fn lines(self) -> Vec<LogLine> {
        let Rendered {
            public,
            seats,
            referee,
        } = self;
        let mut out = Vec::new();
        for (seat, text) in seats.iter().enumerate() {
            if *text != public {
                out.push(LogLine::seat(seat as u8, text.clone()));
            }
        }
        if !seats.contains(&referee) && referee != public {
            out.push(LogLine::referee(referee));
        }
        out.insert(0, LogLine::public(public));
        out
    }
}

/// Renders `pieces` with `cards` for every reader, in `s` as it is now: plain text with the
/// cards in it, or the script's message (`message`) with them as arguments.
pub(super) fn render(
    defs: &Defs,
    s: &State,
    pieces: &[Piece],
    cards: &[Card],
    message: Option<&LogMessage>,
) -> Rendered {
    let text = |known: &dyn Fn(Card) -> bool| {
        let mut out = String::new();
        let mut shown = Vec::with_capacity(cards.len());
        for &c in cards {
            shown.push(if known(c) {
                defs.id(c).to_string()
            } else {
                public_form(defs, s, c)
            });
        }
        for piece in pieces {
            match piece {
                Piece::Text(t) => out.push_str(&clean_text(t.as_bytes(), MAX_LINE_BYTES)),
                Piece::Card(i) => {
                    let Some(card) = shown.get(*i) else { continue };
                    // In a message, its English: the card is also an argument.
                    match message {
                        Some(_) => out.push_str(&english_of(card)),
                        None => out.push_str(card),
                    }
                }
            }
        }
        let Some(m) = message else {
            return out;
        };
        let names: Vec<String> = (1..=shown.len()).map(|n| format!("card{n}")).collect();
        let mut args: Vec<(&str, &str)> = m
            .args
            .iter()
            .map(|(n, v)| (n.as_str(), v.as_str()))
            .collect();
        args.extend(
            names
                .iter()
                .map(String::as_str)
                .zip(shown.iter().map(String::as_str)),
        );
        game_sdk::wire::text::encode(&m.id, &out, &args)
    };
    Rendered {
        public: text(&|c| public_sees(s, c)),
        seats: [text(&|c| seat_sees(s, c, 0)), text(&|c| seat_sees(s, c, 1))],
        referee: text(&|_| true),
    }
}

/// When a card a choice's words name passes although the chooser does not see it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exempt {
    Never,
    /// The option's verb (its first word) spelled as a card's name.
    Always,
    /// A card's name in the prompt's heading, when that card is in play with an ability.
    InPlay,
}

/// Whether a match found by a card's name (every match is by id or by name).
fn by_name(defs: &Defs, run: &str, c: Card) -> bool {
    defs.spelled.ids.get(c as usize).is_some_and(|id| id != run)
}

/// The most texts each of [`needs_of`]'s memories keeps: past that (scripts that make ever new
/// words) it forgets them all and starts again.
const MAX_NEEDS: usize = 4096;

/// What a choice's prompt (`option: None`) or an option's id (`option: Some(id)`, the same
/// text) names that the chooser must see: for each card match, its cards and when one passes
/// unseen. Remembered by text (a search asks the same prompts and options again and again);
/// [`Ctx::check_choice`] checks them against the position.
///
/// A prompt's heading (before its first `:`) is the ability's title, "Disrupt: flip one of
/// your uncovered cards": it may name, by name, a card with an ability that is in play,
/// face-down too (Disrupt's owner may have flipped it down before the opponent chooses). A
/// script's `text(...)` is read in its English (every argument in it): what the chooser reads
/// in English, and the arguments, the only part the translations share. An option's first word
/// (its verb: `transport`, `reinforce`) is not read as a card's name, only as an id.
fn needs_of(defs: &Defs, text: &str, option: Option<&str>) -> Needs {
    let memo = match option {
        None => &defs.spelled.prompt_needs,
        Some(_) => &defs.spelled.option_needs,
    };
    if let Ok(known) = memo.lock()
        && let Some(needs) = known.get(text)
    {
        return Arc::clone(needs);
    }
    let needs = match option {
        None => {
            let prompt = english_of(text);
            let heading = prompt.split_once(':').map_or(0, |(h, _)| words(h).len());
            read_needs(defs, &prompt, |start, run, c| {
                if start < heading
                    && by_name(defs, run, c)
                    && defs.cards[c as usize].ability.is_some()
                {
                    Exempt::InPlay
                } else {
                    Exempt::Never
                }
            })
        }
        Some(id) => option_needs(defs, id, text),
    };
    if let Ok(mut known) = memo.lock() {
        if known.len() >= MAX_NEEDS {
            known.clear();
        }
        known.insert(text.to_string(), Arc::clone(&needs));
    }
    needs
}

/// Texts a thread keeps the needs of by address ([`needs_shared`]); past it, the cache starts
/// again.
const MAX_NEEDS_BY_ADDRESS: usize = 4_096;

/// A text's address and the address of the ruleset's memo it was read with.
type AddressKey = (usize, usize);

/// What [`NEEDS_BY_ADDRESS`] keeps per text: the memo and the text themselves (so that neither
/// address is reused while the entry lives) and the needs.
type ByAddress = (Arc<Mutex<HashMap<String, Needs>>>, Arc<str>, Needs);

thread_local! {
    static NEEDS_BY_ADDRESS: RefCell<FxHashMap<AddressKey, ByAddress>> =
        RefCell::new(FxHashMap::default());
}

/// [`needs_of`] for a shared text (a choice's prompt, an option's id), found first by the
/// text's address in this thread's cache: no lock taken, no byte of the text hashed. A search
/// checks the same few prompts and ids thousands of times a second.
fn needs_shared(defs: &Defs, text: &Arc<str>, option: bool) -> Needs {
    let memo = if option {
        &defs.spelled.option_needs
    } else {
        &defs.spelled.prompt_needs
    };
    let key = (
        Arc::as_ptr(memo) as usize,
        Arc::as_ptr(text).cast::<u8>() as usize,
    );
    let known = NEEDS_BY_ADDRESS.with(|cache| {
        cache
            .borrow()
            .get(&key)
            .map(|(.., needs)| Arc::clone(needs))
    });
    if let Some(needs) = known {
        return needs;
    }
    let needs = needs_of(defs, text, option.then_some(&**text));
    NEEDS_BY_ADDRESS.with(|cache| {
        let mut cache = cache.borrow_mut();
        if cache.len() >= MAX_NEEDS_BY_ADDRESS {
            cache.clear();
        }
        cache.insert(
            key,
            (Arc::clone(memo), Arc::clone(text), Arc::clone(&needs)),
        );
    });
    needs
}

/// The needs of an option's label that is not its id (read each time: rare).
fn label_needs(defs: &Defs, id: &str, label: &str) -> Needs {
    option_needs(defs, id, &english_of(label))
}

/// The needs of `text`, an option's id or label, whose verb is the id's first word.
fn option_needs(defs: &Defs, id: &str, text: &str) -> Needs {
    let verb = words(id).into_iter().next().unwrap_or_default();
    read_needs(defs, text, |start, run, c| {
        if start == 0 && run == verb && by_name(defs, run, c) {
            Exempt::Always
        } else {
            Exempt::Never
        }
    })
}

/// The card matches of `text`, each with its cards and their exemptions.
fn read_needs(defs: &Defs, text: &str, exempt: impl Fn(usize, &str, Card) -> Exempt) -> Needs {
    spelled_in(defs, text)
        .iter()
        .map(|(start, run, cards)| cards.iter().map(|&c| (c, exempt(*start, run, c))).collect())
        .collect()
}

impl Ctx {
    /// Checks the words of a `ctx:log` template (everything outside `{n}`): they reach readers
    /// who may see nothing hidden, so they name no card and hold no digit.
    pub(super) fn check_template(&self, pieces: &[Piece]) -> Result<(), String> {
        for piece in pieces {
            if let Piece::Text(t) = piece
                && let Some(why) = public_words_refusal(&self.defs, t)
            {
                return Err(format!(
                    "`ctx:log`: the template {why}; pass cards as arguments \
                     (`ctx:log(\"{{1}} is destroyed\", card)`), each reader then reads the card \
                     as it may see it"
                ));
            }
        }
        Ok(())
    }

    /// Checks a choice's prompt and options (ids and labels), which the chooser reads: a card
    /// they name must be one the chooser may see. An option's first word (its verb:
    /// `transport`, `reinforce`) is not read as a card's name, only as an id. The message
    /// names the option, not the card.
    pub fn check_choice(&self, choice: &PendingChoice) -> Result<(), String> {
        let seat = choice.seat;
        let defs = &self.defs;
        if !self.sees_all(&needs_shared(defs, &choice.prompt, false), seat) {
            return Err(format!(
                "prompt names a card {} may not see (name cards with `ctx:name_for`)",
                SEATS[seat as usize]
            ));
        }
        for (n, option) in choice.options.iter().enumerate() {
            // Most labels are their ids (`ctx:choose`): read once.
            if !self.sees_all(&needs_shared(defs, &option.id, true), seat)
                || (option.label != option.id
                    && !self.sees_all(&label_needs(defs, &option.id, &option.label), seat))
            {
                return Err(format!(
                    "option {} names a card {} may not see (name cards with `ctx:name_for`: a \
                     hidden card is named by its place, `land.1.2`)",
                    n + 1,
                    SEATS[seat as usize]
                ));
            }
        }
        Ok(())
    }

    /// Whether `seat` sees, for every match in `needs`, one of its cards (or one is exempt).
    fn sees_all(&self, needs: &[Vec<(Card, Exempt)>], seat: u8) -> bool {
        needs.iter().all(|cards| {
            cards.iter().any(|&(c, exempt)| {
                seat_sees(&self.s, c, seat)
                    || match exempt {
                        Exempt::Never => false,
                        Exempt::Always => true,
                        Exempt::InPlay => self.s.placed(c).is_some(),
                    }
            })
        })
    }

    /// Checks a lasting effect's name: a badge shows everyone the name of an effect no ability
    /// names (`spy_notes` → "spy notes") and, for one an ability names (`air_drop_permission`),
    /// the card's name instead; the words a badge could show follow the template rule.
    pub(super) fn check_effect_name(&self, name: &str) -> Result<(), String> {
        let rest = self
            .defs
            .cards
            .iter()
            .filter_map(|c| c.ability.as_deref())
            .filter_map(|a| {
                name.strip_prefix(a)
                    .filter(|rest| rest.is_empty() || rest.starts_with('_'))
            })
            .min_by_key(|rest| rest.len())
            .unwrap_or(name);
        match public_words_refusal(&self.defs, rest) {
            Some(why) => Err(format!(
                "`ctx:add_effect`: the effect name {why}; every player reads it"
            )),
            None => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_template_is_text_and_numbered_cards() {
        assert_eq!(
            parse_template("{1} destroys {2}!", 2),
            Ok(vec![
                Piece::Card(0),
                Piece::Text(" destroys ".into()),
                Piece::Card(1),
                Piece::Text("!".into())
            ])
        );
        assert!(parse_template("{3}", 2).is_err());
        assert!(parse_template("{0}", 2).is_err());
        assert!(parse_template("{x}", 2).is_err());
        assert!(parse_template("{1", 2).is_err());
        assert!(parse_template("{17}", 20).is_err());
    }

    #[test]
    fn words_split_on_anything_but_letters_and_digits() {
        assert_eq!(words("A-4, air.Drop"), ["a", "4", "air", "drop"]);
        assert_eq!(words("Ａ４"), ["a4"]);
        assert_eq!(squashed("Air Drop"), "airdrop");
    }
}

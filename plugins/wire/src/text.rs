//! Game text that the host can show in the viewer's language: a message of the game's
//! catalogue (an id and named arguments) carried inside any text field of the wire (a label, a
//! prompt, a log line, an action's label), together with its English.
//!
//! A plugin writes `game_sdk::msg!("placed", "{seat} marks {cell}", seat = name, cell = c)`;
//! the field then holds
//!
//! ```text
//! START id SEP English ( SEP name SEP value )* END
//! ```
//!
//! with the C0 control characters [`START`], [`SEP`] and [`END`] (a value may itself be a
//! message: a card's name inside a sentence). The host looks the id up in the game's catalogue
//! for the viewer's language (`rulesets/<game>/i18n/<lang>.ftl`) and formats it with the
//! arguments, each rendered the same way; a language without the message, a consumer without
//! catalogues (a tool reading `--json`) or an older host shows the English. The same view can
//! so be shown in two languages at once (online: each player's own), and the English never
//! needs a catalogue: the plugin's code is its source, translations are content.
//!
//! Why inside the text fields rather than a new field type: every text field of the scene, the
//! log and the statuses can carry a message without a change of the wire's types (plugins
//! built against this ABI keep working, plain text stays plain text), and a script cannot forge
//! one: the SDK escapes control characters in everything a script writes
//! ([`crate::script::clean_text`]), so only the plugin's own code, through the SDK, makes them.
//!
//! A message's text is bounded ([`MAX_DEPTH`] nested messages, [`MAX_ARGS`] arguments): what
//! does not parse is shown as plain text, never an error.

use std::borrow::Cow;

/// Begins a message.
pub const START: char = '\u{1}';
/// Separates the id, the English, argument names and values.
pub const SEP: char = '\u{2}';
/// Ends a message.
pub const END: char = '\u{3}';

/// What every id of a message a script made starts with (`text("edge", …)` in Lua is
/// `script-edge`): the scripts' own namespace, which no plugin's message uses, so a script
/// cannot show a game's sentence under an English of its own; a host shows a message with this
/// prefix in another language only where the English catalogue words it as the script did.
pub const SCRIPT_PREFIX: &str = "script-";

/// Messages nested in messages' arguments, at most.
pub const MAX_DEPTH: usize = 4;
/// Arguments of one message, at most.
pub const MAX_ARGS: usize = 16;

/// One argument's value: plain text, or a message of its own.
pub type Arg<'a> = (&'a str, &'a str);

/// A message as it crosses the wire, borrowed from the text that holds it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message<'a> {
    /// The id in the game's catalogue (`placed`), kebab-case.
    pub id: &'a str,
    /// The text in English, every argument already in it.
    pub english: &'a str,
    /// The arguments by name; each value plain text or itself a message.
    pub args: Vec<Arg<'a>>,
}

/// Whether `text` holds a message anywhere.
pub fn has_message(text: &str) -> bool {
    text.contains(START)
}

/// Writes a message: `id`, its `english`, its arguments (values are plain text or messages
/// made by this function). Separator characters in the id, the English or a plain value are
/// dropped (they cannot be shown anyway).
pub fn encode(id: &str, english: &str, args: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(id.len() + english.len() + 8 + args.len() * 16);
    out.push(START);
    push_clean(&mut out, id);
    out.push(SEP);
    push_clean(&mut out, &english_of(english));
    for (name, value) in args.iter().take(MAX_ARGS) {
        out.push(SEP);
        push_clean(&mut out, name);
        out.push(SEP);
        if has_message(value) && well_formed(value) {
            out.push_str(value);
        } else {
            push_clean(&mut out, value);
        }
    }
    out.push(END);
    out
}

/// Whether `text` is plain runs and whole messages only (several messages joined by plain
/// text are an argument too: "Sea | Land | Air", each name a message of its own).
fn well_formed(text: &str) -> bool {
    pieces(text).iter().all(|p| match p {
        Piece::Plain(t) => !t.contains([START, SEP, END]),
        Piece::Message(_) => true,
    })
}

fn push_clean(out: &mut String, text: &str) {
    out.extend(text.chars().filter(|c| !matches!(*c, START | SEP | END)));
}

/// `text` when it is exactly one message, split into its parts; `None` for plain text or
/// anything that does not parse (too deep, too many arguments, unbalanced).
pub fn parse(text: &str) -> Option<Message<'_>> {
    let body = text.strip_prefix(START)?.strip_suffix(END)?;
    let parts = split_top(body, 1)?;
    let mut parts = parts.into_iter();
    let id = parts.next()?;
    let english = parts.next()?;
    if id.contains([START, END]) || english.contains([START, END]) {
        return None;
    }
    let rest: Vec<&str> = parts.collect();
    if !rest.len().is_multiple_of(2) || rest.len() / 2 > MAX_ARGS {
        return None;
    }
    let args = rest.chunks(2).map(|p| (p[0], p[1])).collect();
    Some(Message { id, english, args })
}

/// Splits a message's body at the separators outside nested messages; `None` when the nesting
/// is unbalanced or deeper than [`MAX_DEPTH`].
fn split_top(body: &str, depth: usize) -> Option<Vec<&str>> {
    let mut parts = Vec::new();
    let mut level = 0usize;
    let mut from = 0;
    for (i, c) in body.char_indices() {
        match c {
            START => {
                level += 1;
                if depth + level > MAX_DEPTH {
                    return None;
                }
            }
            END => level = level.checked_sub(1)?,
            SEP if level == 0 => {
                parts.push(&body[from..i]);
                from = i + SEP.len_utf8();
            }
            _ => {}
        }
    }
    if level != 0 {
        return None;
    }
    parts.push(&body[from..]);
    Some(parts)
}

/// The English of `text`: every message in it replaced by its English (plain text as it is).
pub fn english_of(text: &str) -> Cow<'_, str> {
    if !has_message(text) {
        return Cow::Borrowed(text);
    }
    // The common case, a field that is one message, borrows its English: a game checking a
    // script's prompt while a bot searches allocates nothing for it.
    if let Some(english) = whole_message_english(text) {
        return Cow::Borrowed(english);
    }
    let mut out = String::with_capacity(text.len());
    for piece in pieces(text) {
        match piece {
            Piece::Plain(p) => out.push_str(p),
            Piece::Message(m) => out.push_str(m.english),
        }
    }
    Cow::Owned(out)
}

/// The English of `text` when it is exactly one message that [`parse`] reads (the same checks,
/// in one pass and without allocating); `None` otherwise.
fn whole_message_english(text: &str) -> Option<&str> {
    let body = text.strip_prefix(START)?.strip_suffix(END)?;
    let mut level = 0usize;
    let mut seps = 0usize;
    let mut english = None;
    let mut from = 0;
    for (i, c) in body.char_indices() {
        match c {
            START => {
                // The id and the English hold no message; arguments' values may.
                if seps < 2 {
                    return None;
                }
                level += 1;
                if 1 + level > MAX_DEPTH {
                    return None;
                }
            }
            END => level = level.checked_sub(1)?,
            SEP if level == 0 => {
                seps += 1;
                if seps == 2 {
                    english = Some(&body[from..i]);
                }
                from = i + SEP.len_utf8();
            }
            _ => {}
        }
    }
    if level != 0 || seps == 0 {
        return None;
    }
    // id, English, then name and value pairs: an odd count of separators.
    let rest = seps - 1;
    if !rest.is_multiple_of(2) || rest / 2 > MAX_ARGS {
        return None;
    }
    english.or(Some(&body[from..]))
}

/// A text's parts: plain runs and whole messages, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Piece<'a> {
    Plain(&'a str),
    Message(Message<'a>),
}

/// `text` cut into plain runs and the messages between them (a message that does not parse is
/// kept as plain text, its control characters and all: the host's sanitizer shows them).
pub fn pieces(text: &str) -> Vec<Piece<'_>> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(at) = rest.find(START) {
        if at > 0 {
            out.push(Piece::Plain(&rest[..at]));
        }
        let candidate = &rest[at..];
        // The matching END of this START.
        let mut level = 0usize;
        let mut end = None;
        for (i, c) in candidate.char_indices() {
            match c {
                START => level += 1,
                END => {
                    level = level.saturating_sub(1);
                    if level == 0 {
                        end = Some(i + END.len_utf8());
                        break;
                    }
                }
                _ => {}
            }
        }
        match end.and_then(|e| parse(&candidate[..e]).map(|m| (e, m))) {
            Some((e, m)) => {
                out.push(Piece::Message(m));
                rest = &candidate[e..];
            }
            None => {
                out.push(Piece::Plain(candidate));
                rest = "";
            }
        }
    }
    if !rest.is_empty() {
        out.push(Piece::Plain(rest));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_round_trips_with_a_message_inside_an_argument() {
        let card = encode("card-name", "Support", &[]);
        let line = encode(
            "plays",
            "North plays Support",
            &[("seat", "North"), ("card", &card)],
        );
        let m = parse(&line).unwrap();
        assert_eq!(m.id, "plays");
        assert_eq!(m.english, "North plays Support");
        assert_eq!(m.args, vec![("seat", "North"), ("card", card.as_str())]);
        assert_eq!(parse(m.args[1].1).unwrap().english, "Support");
        assert_eq!(english_of(&line), "North plays Support");
    }

    #[test]
    fn an_argument_of_several_messages_joined_by_text_keeps_them_all() {
        let names: Vec<String> = ["Sea", "Land"]
            .iter()
            .map(|n| encode("theater", n, &[("name", n)]))
            .collect();
        let joined = names.join(" | ");
        let line = encode("battle", "theaters Sea | Land", &[("theaters", &joined)]);
        let m = parse(&line).unwrap();
        assert_eq!(m.args[0].1, joined);
        assert_eq!(english_of(m.args[0].1), "Sea | Land");
    }

    #[test]
    fn plain_text_stays_plain_and_text_around_a_message_is_kept() {
        assert_eq!(parse("X marks b2"), None);
        assert_eq!(english_of("X marks b2"), "X marks b2");
        let m = encode("to-move", "X to move", &[]);
        assert_eq!(english_of(&format!("> {m} <")), "> X to move <");
    }

    #[test]
    fn separators_in_the_parts_are_dropped_and_broken_messages_are_plain() {
        let m = encode("a\u{2}b", "x\u{1}y", &[("n", "v\u{3}")]);
        let p = parse(&m).unwrap();
        assert_eq!((p.id, p.english, p.args[0].1), ("ab", "xy", "v"));
        for broken in [
            "\u{1}id",
            "\u{1}id\u{3}",
            "\u{1}id\u{2}en\u{2}odd\u{3}",
            "\u{3}",
        ] {
            assert_eq!(parse(broken), None, "{broken:?}");
            assert_eq!(english_of(broken).len(), broken.len());
        }
    }

    #[test]
    fn a_whole_message_lends_its_english_as_parse_reads_it() {
        let card = encode("card-name", "Support", &[]);
        let line = encode(
            "plays",
            "North plays Support",
            &[("seat", "North"), ("card", &card)],
        );
        for text in [card.as_str(), line.as_str()] {
            assert!(matches!(english_of(text), Cow::Borrowed(_)), "{text:?}");
            assert_eq!(
                whole_message_english(text),
                parse(text).map(|m| m.english),
                "{text:?}"
            );
        }
        for other in [
            "\u{1}id\u{3}",
            "\u{1}id\u{2}en\u{2}odd\u{3}",
            "\u{1}i\u{1}x\u{3}d\u{2}en\u{3}",
            "x \u{1}id\u{2}en\u{3}",
        ] {
            assert_eq!(
                whole_message_english(other),
                parse(other).map(|m| m.english),
                "{other:?}"
            );
        }
    }

    #[test]
    fn nesting_deeper_than_the_limit_is_plain_text() {
        let mut m = encode("leaf", "leaf", &[]);
        for level in 1..=MAX_DEPTH {
            m = format!("{START}wrap{SEP}wrap{SEP}inner{SEP}{m}{END}");
            assert_eq!(
                parse(&m).is_some(),
                level < MAX_DEPTH,
                "{level} levels around"
            );
        }
        // `encode` never makes one too deep: the inner text goes in as plain text.
        assert!(parse(&encode("wrap", "wrap", &[("inner", &m)])).is_some());
        let many: Vec<(String, String)> = (0..MAX_ARGS + 1)
            .map(|i| (format!("a{i}"), "v".to_string()))
            .collect();
        let args: Vec<(&str, &str)> = many.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
        assert_eq!(
            parse(&encode("m", "m", &args)).map(|m| m.args.len()),
            Some(MAX_ARGS)
        );
    }
}

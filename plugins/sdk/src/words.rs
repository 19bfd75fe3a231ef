//! Words for the sentences a game writes (log lines, prompts, reasons): a count with its noun
//! in the right number, so that no player reads "1 card(s)"; and [`msg!`](crate::msg), a
//! sentence the host can show in each viewer's language.

/// A sentence of the game's catalogue, with its English: the host shows it in the viewer's
/// language where the game's `rulesets/<game>/i18n/<lang>.ftl` has the id, else in English (see
/// [`game_wire::text`]). The English is a template whose `{name}` are the arguments, and
/// `{name:one:many}` picks the noun for a number argument (`{n:card:cards}` → "1 card",
/// "3 cards"); an argument is anything `Display` (a name, a number, or another `msg!`: a card
/// name inside a sentence).
///
/// ```
/// let line = game_sdk::msg!("placed", "{seat} marks {cell}", seat = "X", cell = "b2");
/// assert_eq!(game_sdk::wire::text::english_of(&line), "X marks b2");
/// let drawn = game_sdk::msg!("drew", "drew {n:card:cards}", n = 3);
/// assert_eq!(game_sdk::wire::text::english_of(&drawn), "drew 3 cards");
/// ```
#[macro_export]
macro_rules! msg {
    ($id:literal, $english:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::words::message(
            $id,
            $english,
            &[$((stringify!($name), ::std::string::ToString::to_string(&$value))),*],
        )
    };
}

/// What [`msg!`](crate::msg) writes: `template` filled with the arguments' English, and the
/// message for the host. A placeholder without an argument stays as written (`{name}`), so a
/// mistake shows on screen and in the game's tests.
pub fn message(id: &str, template: &str, args: &[(&str, String)]) -> String {
    let english = fill(template, args);
    let pairs: Vec<(&str, &str)> = args.iter().map(|(n, v)| (*n, v.as_str())).collect();
    game_wire::text::encode(id, &english, &pairs)
}

/// The English of a template (see [`msg!`](crate::msg)).
fn fill(template: &str, args: &[(&str, String)]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let Some(close) = after.find('}') else {
            out.push_str(&rest[open..]);
            return out;
        };
        let inside = &after[..close];
        let mut parts = inside.split(':');
        let name = parts.next().unwrap_or_default();
        let value = args.iter().find(|(n, _)| *n == name).map(|(_, v)| v);
        match (value, parts.next(), parts.next()) {
            (Some(v), Some(one), Some(many)) => {
                let english = game_wire::text::english_of(v);
                let noun = if english.trim() == "1" { one } else { many };
                out.push_str(&format!("{english} {noun}"));
            }
            (Some(v), None, _) => out.push_str(&game_wire::text::english_of(v)),
            _ => {
                out.push('{');
                out.push_str(inside);
                out.push('}');
            }
        }
        rest = &after[close + 1..];
    }
    out.push_str(rest);
    out
}

/// `n` and the noun in the right number: `count(1, "card", "cards")` is "1 card",
/// `count(3, "card", "cards")` "3 cards", `count(0, …)` "0 cards" (English: one is singular,
/// every other count plural).
pub fn count(n: impl Into<i64>, one: &str, many: &str) -> String {
    let n = n.into();
    format!("{n} {}", if n == 1 { one } else { many })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_carries_its_id_its_arguments_and_its_english() {
        let card = crate::msg!("card-support", "Support");
        let line = crate::msg!(
            "plays",
            "{seat} plays {card} ({n:card:cards} left)",
            seat = "North",
            card = card,
            n = 1
        );
        let m = game_wire::text::parse(&line).unwrap();
        assert_eq!(m.id, "plays");
        assert_eq!(m.english, "North plays Support (1 card left)");
        assert_eq!(m.args[0], ("seat", "North"));
        assert_eq!(
            game_wire::text::parse(m.args[1].1).unwrap().id,
            "card-support"
        );
        assert_eq!(m.args[2], ("n", "1"));
        let unknown = crate::msg!("x", "{missing} and {", n = 2);
        assert_eq!(game_wire::text::english_of(&unknown), "{missing} and {");
    }

    #[test]
    fn one_is_singular_and_every_other_count_plural() {
        assert_eq!(count(1u8, "card", "cards"), "1 card");
        assert_eq!(count(0u8, "card", "cards"), "0 cards");
        assert_eq!(count(2u32, "piece", "pieces"), "2 pieces");
        assert_eq!(count(-1, "point", "points"), "-1 points");
    }
}

//! Words for the sentences a game writes (log lines, prompts, reasons): a count with its noun
//! in the right number, so that no player reads "1 card(s)".

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
    fn one_is_singular_and_every_other_count_plural() {
        assert_eq!(count(1u8, "card", "cards"), "1 card");
        assert_eq!(count(0u8, "card", "cards"), "0 cards");
        assert_eq!(count(2u32, "piece", "pieces"), "2 pieces");
        assert_eq!(count(-1, "point", "points"), "-1 points");
    }
}

//! One sanitizer for text that came from outside the host (a ruleset, a mod's manifest, a save,
//! a zip, a script, a peer) before it reaches a terminal: control characters, ANSI escape
//! sequences and the bidirectional formatting characters are shown as escapes (`\u{1B}`), so
//! no such text can clear the screen, colour it, move the cursor or forge a line such as
//! "Game over: O wins". The rules are the SDK's for script output
//! ([`game_wire::script::clean_text`]), so every source is escaped alike.

use game_wire::script::needs_escape;
use std::borrow::Cow;

/// Text of one line (a name, a title, a description, an id, a file name): every control
/// character, a newline included, is escaped.
///
/// Game text is shown first in the current language (messages and rulesets' texts, see
/// [`crate::i18n::game::shown`]), so a message's separators are never taken for control
/// characters.
pub fn line(text: &str) -> Cow<'_, str> {
    let text = crate::i18n::game::shown(text);
    if !text.chars().any(needs_escape) {
        return text;
    }
    Cow::Owned(game_wire::script::clean_text(text.as_bytes(), usize::MAX))
}

/// Text of several lines made by the host around outside text (an error with its causes): its
/// newlines and tabs stay, every other control character is escaped (a carriage return could
/// still overwrite a line, an escape sequence still clear the screen).
pub fn block(text: &str) -> Cow<'_, str> {
    let text = crate::i18n::game::shown(text);
    if !text.chars().any(|c| c != '\n' && needs_escape(c)) {
        return text;
    }
    let lines: Vec<String> = text.split('\n').map(|l| line(l).into_owned()).collect();
    Cow::Owned(lines.join("\n"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escape_sequences_and_forged_lines_are_shown_not_obeyed() {
        let hostile = "Misère\u{1b}[2J\u{1b}[31m\r\nGame over: O wins\u{202E}";
        let shown = line(hostile);
        assert!(!shown.contains('\u{1b}'), "{shown}");
        assert!(!shown.contains('\n') && !shown.contains('\r'), "{shown}");
        assert!(!shown.contains('\u{202E}'), "{shown}");
        assert!(shown.starts_with("Misère\\u{1B}[2J"), "{shown}");
        assert!(shown.contains("\\r\\nGame over"), "{shown}");
        let block = block("refused:\n  the title `\u{1b}[2Jx\r` is long");
        assert_eq!(block, "refused:\n  the title `\\u{1B}[2Jx\\r` is long");
    }

    #[test]
    fn plain_text_is_not_copied() {
        assert!(matches!(
            line("Air, Land & Sea — Standard"),
            Cow::Borrowed(_)
        ));
        assert!(matches!(block("two\nlines\twith a tab"), Cow::Borrowed(_)));
    }
}

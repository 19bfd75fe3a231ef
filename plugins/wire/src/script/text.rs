//! Script-made text made safe to show: escaped, valid UTF-8, bounded.

/// Whether a character must not reach a terminal or a log as it is: control characters (C0
/// except tab, DEL, C1), line and paragraph separators, and the bidirectional formatting
/// characters that can make text display in another order than it reads.
pub fn needs_escape(c: char) -> bool {
    (c.is_control() && c != '\t')
        || matches!(
            c,
            '\u{061C}'
                | '\u{200E}'
                | '\u{200F}'
                | '\u{2028}'
                | '\u{2029}'
                | '\u{202A}'..='\u{202E}'
                | '\u{2066}'..='\u{2069}'
        )
}

fn push_escaped(out: &mut String, c: char) {
    match c {
        '\n' => out.push_str("\\n"),
        '\r' => out.push_str("\\r"),
        c => out.push_str(&format!("\\u{{{:X}}}", u32::from(c))),
    }
}

/// Script-made text made safe to show: invalid UTF-8 replaced (U+FFFD), control and
/// bidirectional formatting characters escaped (`\n`, `\r`, `\u{1B}`…), and cut to at most
/// `max` bytes with the size of what was cut noted. Games use it for any text a script hands
/// them that a player or a terminal will see (a reason, a label, a log line).
pub fn clean_text(raw: &[u8], max: usize) -> String {
    clean_prefix(raw, max, raw.len())
}

/// [`clean_text`] of the first bytes (`raw`) of a text `total` bytes long: the note of what was
/// cut counts the bytes never read too.
pub fn clean_prefix(raw: &[u8], max: usize, total: usize) -> String {
    let mut out = String::with_capacity(raw.len().min(max) + 24);
    let mut used = 0usize;
    let mut cut = false;
    'chunks: for chunk in raw.utf8_chunks() {
        for c in chunk.valid().chars() {
            let before = out.len();
            if needs_escape(c) {
                push_escaped(&mut out, c);
            } else {
                out.push(c);
            }
            if out.len() > max {
                out.truncate(before);
                cut = true;
                break 'chunks;
            }
            used += c.len_utf8();
        }
        if !chunk.invalid().is_empty() {
            if out.len() + '\u{FFFD}'.len_utf8() > max {
                cut = true;
                break;
            }
            out.push('\u{FFFD}');
            used += chunk.invalid().len();
        }
    }
    if cut || total > used {
        out.push_str(&format!(" … ({} more bytes)", total.saturating_sub(used)));
    }
    out
}

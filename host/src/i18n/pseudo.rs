//! The pseudo-language's marks: every letter of the catalogue's own text accented (from
//! Latin-1, which the app's fonts draw), so English that did not come through the catalogue
//! stands out on screen and in a test.

use std::borrow::Cow;

/// `New match` → `Ñéw máçh`: a Fluent transform, applied to the catalogue's text only (never to
/// the arguments: names and numbers are data).
pub(super) fn accent(text: &str) -> Cow<'_, str> {
    Cow::Owned(text.chars().map(mark).collect())
}

fn mark(c: char) -> char {
    match c {
        'a' => 'á',
        'e' => 'é',
        'i' => 'í',
        'o' => 'ó',
        'u' => 'ú',
        'n' => 'ñ',
        'c' => 'ç',
        'y' => 'ý',
        'A' => 'Á',
        'E' => 'É',
        'I' => 'Í',
        'O' => 'Ó',
        'U' => 'Ú',
        'N' => 'Ñ',
        'C' => 'Ç',
        'Y' => 'Ý',
        other => other,
    }
}

//! The table's catalogue: the English of messages assembled from pieces is what the code said
//! before (the app's tests find widgets by it), and the Indonesian puts the pieces where the
//! language wants them.

use crate::i18n::set_thread_language;
use crate::tr;

#[test]
fn english_says_what_the_code_said_before() {
    set_thread_language(Some("en"));
    assert_eq!(
        tr!("table-author-mode-banner", at = 0_usize),
        "Author mode was turned on in this match before the first move: whoever was at this \
         device could see everything (every hand, every hidden card) from then on."
    );
    assert_eq!(
        tr!("table-author-mode-banner", at = 3_usize),
        "Author mode was turned on in this match after move 3: whoever was at this device could \
         see everything (every hand, every hidden card) from then on."
    );
    assert_eq!(
        tr!("table-bot-thinking", seat = "North", seconds = "1.5"),
        "North is thinking… 1.5 s"
    );
    assert_eq!(
        tr!("table-setup-saved", name = "Wall", count = 7_usize),
        "Saved \"Wall\" (7 actions)"
    );
    assert_eq!(
        tr!(
            "table-setup-refused",
            name = "Wall",
            number = 3_usize,
            total = 7_usize,
            action = "place K a1",
            reason = "That cell is taken.",
            index = 2_usize
        ),
        "\"Wall\" stopped at action 3 of 7 (`place K a1`): That cell is taken. The 2 before it \
         stand."
    );
    assert_eq!(
        tr!("table-online-masked", count = 40_usize),
        "************ (40 characters, hidden)"
    );
    assert_eq!(
        tr!(
            "table-click-hint-many",
            primary = "a1",
            choices = "a1-a2, a1-a3"
        ),
        "Click: a1 · Right-click: choose among a1-a2, a1-a3"
    );
    assert_eq!(
        tr!("table-die-at", number = 2_usize, zone = "Cup", value = 5_u8),
        "die 2 in Cup showing 5"
    );
    set_thread_language(None);
}

#[test]
fn indonesian_has_its_own_words_and_order() {
    set_thread_language(Some("id"));
    assert_eq!(
        tr!("table-hand-over-heading", seat = "Utara"),
        "Serahkan perangkat kepada Utara"
    );
    assert_eq!(
        tr!("table-setup-saved", name = "Tembok", count = 1_usize),
        "“Tembok” disimpan (1 aksi)"
    );
    assert_eq!(
        tr!("table-setup-turned", name = "Tembok", seat = "Utara"),
        "Tembok (milik Utara)"
    );
    assert_eq!(tr!("table-undo"), "Urungkan");
    set_thread_language(None);
}

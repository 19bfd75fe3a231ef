//! The command line's assembled messages, in English exactly as the code wrote them before the
//! catalogue (tests and scripts read them), and in Indonesian where Fluent's layout matters:
//! lines kept, indents kept, selectors choosing the right words.

use crate::i18n::set_thread_language;
use crate::tr;

#[test]
fn multi_line_messages_keep_their_lines_and_indents() {
    set_thread_language(Some("en"));
    assert_eq!(
        tr!(
            "mod-not-installed-rules",
            path = "x.zip",
            problems = "a: one\n  b: two"
        ),
        "x.zip: not installed, its rulesets do not compile:\n  a: one\n  b: two"
    );
    assert_eq!(
        tr!("mod-not-installed-native", path = "x.zip", warning = "W"),
        "x.zip: not installed: W\nTo install it anyway, run again with --allow-native."
    );
    assert_eq!(
        tr!("online-new-invite", name = "North", seat = 1, ticket = "T"),
        "New invite for North (seat 1): T\nThe old one admits no one any more."
    );
    assert_eq!(
        tr!(
            "mods-file-native-warning",
            id = "pkg",
            facts = "    game:    g"
        ),
        "the mod `pkg` contains native code: a plugin library that runs with your rights (it \
         can read, change and send anything you can) as soon as it is loaded:\n    game:    g\n\
         Install it only if you trust where it came from."
    );
    set_thread_language(Some("id"));
    assert_eq!(
        tr!("mod-not-installed-plugin", path = "x.zip", problems = "a"),
        "x.zip: tidak dipasang, pluginnya tidak dapat dimuat:\n  a"
    );
    set_thread_language(None);
}

#[test]
fn selectors_say_what_the_pieces_said() {
    set_thread_language(Some("en"));
    assert_eq!(
        tr!("check-summary", count = 3, games = 12, failed = 2),
        "3 checked (12 random games each), 2 failed"
    );
    assert_eq!(
        tr!("check-summary", count = 3, games = 0, failed = 0),
        "3 checked, 0 failed"
    );
    assert_eq!(
        tr!("play-seats", seats = "X: human", hand_over = "on"),
        "Seats: X: human, hand-over screen on"
    );
    assert_eq!(
        tr!("play-seats", seats = "X: human", hand_over = "none"),
        "Seats: X: human"
    );
    assert_eq!(
        tr!(
            "simulate-heading",
            game = "g",
            games = 10,
            shard = "2/4",
            bots = "A normal vs B hard",
            seating = "every",
            first = "0",
            end = "5"
        ),
        "simulate g: 10 games per ruleset (shard 2/4 of them), bots A normal vs B hard, each \
         seed played in every seating, seeds 0..5"
    );
    assert_eq!(
        tr!(
            "sim-time",
            seconds = "1.00",
            shards = 1,
            speed = "2.00",
            threads = 1
        ),
        "1.00 s, 2.00 games/s, 1 thread"
    );
    assert_eq!(
        tr!(
            "sim-time",
            seconds = "1.00",
            shards = 3,
            speed = "2.00",
            threads = 2
        ),
        "1.00 s in 3 shards, 2.00 games/s, 2 threads"
    );
    assert_eq!(
        tr!(
            "watch-reloaded",
            ruleset = "r.toml",
            mode = "kept",
            reason = "",
            files = "none"
        ),
        "reloaded r.toml (match state kept); no file differs from the rules in force"
    );
    assert_eq!(
        tr!("mod-revoked", id = "m", count = 1).split(':').next(),
        Some("revoked the consent to 1 library of `m`")
    );
    set_thread_language(Some("id"));
    // Indonesian has only `other`: one shard is still said as none.
    assert_eq!(
        tr!(
            "sim-time",
            seconds = "1.00",
            shards = 1,
            speed = "2.00",
            threads = 1
        ),
        "1.00 dtk, 2.00 permainan/dtk, 1 utas"
    );
    set_thread_language(None);
}

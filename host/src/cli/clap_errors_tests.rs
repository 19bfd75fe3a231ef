//! clap's mistakes, worded in Indonesian.

use super::*;
use crate::cli::help_text;
use crate::i18n::set_thread_language;

/// What `game-host ARGS` says of its mistake, in the current language, without styles.
fn said(args: &[&str]) -> String {
    let cmd = help_text::command();
    match cmd.try_get_matches_from(std::iter::once("game-host").chain(args.iter().copied())) {
        Ok(_) => "(parsed)".to_owned(),
        Err(e) => {
            assert!(describe(&e).is_some(), "{args:?}: not worded: {e}");
            e.apply::<Translated>().render().to_string()
        }
    }
}

#[test]
fn mistakes_are_said_in_indonesian() {
    set_thread_language(Some("id"));
    let cases: &[(&[&str], &str)] = &[
        (&["play", "--sed", "3"], "argumen '--sed' tidak dikenal"),
        (&["pley"], "subperintah 'pley' tidak dikenal"),
        (
            &["play", "--seed", "x"],
            "nilai 'x' tidak sah untuk '--seed <SEED>'",
        ),
        (
            &["completions", "fsh"],
            "[nilai yang mungkin: bash, elvish, fish, powershell, zsh]",
        ),
        (
            &["play", "--seed", "1", "--scenario", "f"],
            "tidak bisa dipakai bersama",
        ),
        (&["play", "--lang"], "memerlukan nilai"),
        (
            &["completions"],
            "argumen wajib berikut tidak diberikan:\n  <SHELL>",
        ),
    ];
    for (args, words) in cases {
        let text = said(args);
        assert!(text.starts_with("galat: "), "{args:?}: {text}");
        assert!(
            text.contains(words),
            "{args:?} should say {words:?}: {text}"
        );
        assert!(
            text.contains("Untuk keterangan lebih lanjut, coba '--help'."),
            "{text}"
        );
        for english in [
            "error:",
            "Usage:",
            "tip:",
            "For more information",
            "unexpected",
        ] {
            assert!(!text.contains(english), "{args:?}: {english:?} in {text}");
        }
    }
    let similar = said(&["play", "--sed", "3"]);
    assert!(
        similar.contains("saran: ada argumen yang mirip: '--seed'"),
        "{similar}"
    );
    let subcommand = said(&["pley"]);
    assert!(
        subcommand.contains("saran: ada subperintah yang mirip: 'play'"),
        "{subcommand}"
    );
    let as_value = said(&["play", "ttt", "-x"]);
    assert!(
        as_value.contains("saran: untuk memberikan '-x' sebagai nilai, pakai '-- -x'"),
        "{as_value}"
    );
    set_thread_language(None);
}

#[test]
fn styles_stay_where_clap_puts_them() {
    set_thread_language(Some("id"));
    let cmd = help_text::command();
    let Err(e) = cmd.try_get_matches_from(["game-host", "pley"]) else {
        panic!("parsed");
    };
    let styled = e.apply::<Translated>().render().ansi().to_string();
    let error = Styles::default().get_error().render().to_string();
    assert!(styled.starts_with(&format!("{error}galat:")), "{styled:?}");
    set_thread_language(None);
}

use super::*;

#[test]
fn english_and_indonesian_are_offered_and_the_pseudo_language_is_not() {
    let codes: Vec<&str> = offered().map(|l| l.code).collect();
    assert_eq!(codes.first(), Some(&ENGLISH));
    assert!(codes.contains(&"id"), "{codes:?}");
    assert!(!codes.contains(&PSEUDO));
    let id = languages()
        .iter()
        .find(|l| l.code == "id")
        .map(|l| l.name.as_str());
    assert_eq!(id, Some("Bahasa Indonesia"));
}

#[test]
fn codes_from_the_environment_find_their_catalogue() {
    for code in ["id", "id-ID", "id_ID.UTF-8", "in_ID", "ID"] {
        assert_eq!(
            catalogue::find(code).map(|i| languages()[i].code),
            Some("id"),
            "{code}"
        );
    }
    assert_eq!(
        catalogue::find("en_GB.UTF-8").map(|i| languages()[i].code),
        Some("en")
    );
    assert_eq!(catalogue::find("fr_FR"), None);
}

#[test]
fn plurals_follow_each_languages_rules() {
    set_thread_language(Some("en"));
    assert_eq!(crate::tr!("unit-games", count = 1), "1 game");
    assert_eq!(crate::tr!("unit-games", count = 3), "3 games");
    set_thread_language(Some("id"));
    assert_eq!(crate::tr!("unit-games", count = 1), "1 permainan");
    assert_eq!(crate::tr!("unit-games", count = 3), "3 permainan");
    set_thread_language(None);
}

#[test]
fn the_pseudo_language_marks_the_catalogues_words_and_not_the_arguments() {
    set_thread_language(Some(PSEUDO));
    let text = crate::tr!("unit-games", count = 2);
    assert_eq!(text, "[2 gámés]");
    set_thread_language(None);
}

#[test]
fn a_message_missing_in_a_language_falls_back_to_english_and_an_unknown_id_shows_itself() {
    set_thread_language(Some("id"));
    assert_eq!(text("no-such-message", None), "no-such-message");
    set_thread_language(None);
}

#[test]
fn the_catalogues_parse_and_every_language_has_every_english_message() {
    let english = &languages()[0];
    for lang in languages() {
        assert!(
            lang.problems.is_empty(),
            "{}: {:?}",
            lang.code,
            lang.problems
        );
        let missing: Vec<&String> = english.ids.iter().filter(|id| !lang.has(id)).collect();
        assert!(missing.is_empty(), "{} lacks {missing:?}", lang.code);
        let unknown: Vec<&String> = lang.ids.iter().filter(|id| !english.has(id)).collect();
        assert!(
            unknown.is_empty(),
            "{} defines ids English does not: {unknown:?}",
            lang.code
        );
    }
}

/// Every id the host's code names (`tr!("id"…)`), by file.
fn ids_used() -> Vec<(String, String)> {
    fn walk(dir: &std::path::Path, out: &mut Vec<(String, String)>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap_or_default();
                // `tr!(` or `tr_wire!(` as a macro call (not `include_str!(`), outside
                // comments; the id is the next string literal, on the same line or the next.
                for pattern in ["tr!(", "tr_wire!("] {
                    let mut from = 0;
                    while let Some(at) = text[from..].find(pattern).map(|i| i + from) {
                        from = at + pattern.len();
                        let before = text[..at].chars().next_back();
                        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                            continue;
                        }
                        let line_start = text[..at].rfind('\n').map_or(0, |i| i + 1);
                        if text[line_start..at].trim_start().starts_with("//") {
                            continue;
                        }
                        let body = text[from..].trim_start();
                        if let Some(quoted) = body.strip_prefix('"')
                            && let Some(end) = quoted.find('"')
                            && quoted[..end]
                                .chars()
                                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
                        {
                            out.push((quoted[..end].to_owned(), path.display().to_string()));
                        }
                    }
                }
            }
        }
    }
    let mut out = Vec::new();
    walk(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut out,
    );
    out
}

#[test]
fn every_id_the_code_names_is_in_english_and_every_english_id_is_named() {
    let english = &languages()[0];
    let used = ids_used();
    let missing: Vec<&(String, String)> = used.iter().filter(|(id, _)| !english.has(id)).collect();
    assert!(
        missing.is_empty(),
        "ids the code names that English lacks: {missing:?}"
    );
    // `language-name` is read by the catalogue itself, and the help's texts by where they sit
    // in the command line (`cli::help_text`, whose test checks them against the doc comments).
    let unused: Vec<&String> = english
        .ids
        .iter()
        .filter(|id| *id != "language-name" && !used.iter().any(|(u, _)| u == *id))
        .filter(|id| !crate::cli::help_text::is_text_id(id))
        .collect();
    assert!(
        unused.is_empty(),
        "ids English defines that no code names: {unused:?}"
    );
}

#[test]
fn an_app_message_that_travels_is_read_in_each_readers_language_and_its_english_in_json() {
    set_thread_language(Some("en"));
    let refused = crate::tr_wire!(
        "net-join-refused",
        reason = crate::tr_wire!("net-seat-taken", seat = "North")
    );
    // Its English is inside (for `--json`, logs and a reader without the catalogue)…
    assert_eq!(
        game_wire::text::english_of(&refused),
        "the host refused: North was just taken by another connection"
    );
    // … and each reader shows it in their own language, arguments included.
    assert_eq!(
        game::shown(&refused),
        "the host refused: North was just taken by another connection"
    );
    set_thread_language(Some("id"));
    assert_eq!(
        game::shown(&refused),
        "tuan rumah menolak: North baru saja diambil sambungan lain"
    );
    assert_eq!(
        message_arg(&refused, "net-join-refused", "reason").map(|r| game::shown(&r).into_owned()),
        Some("North baru saja diambil sambungan lain".to_owned())
    );
    // A number stays a number: the catalogue's plurals select on it.
    let full = crate::tr_wire!("net-spectators-full", count = 1);
    set_thread_language(Some("en"));
    assert_eq!(
        game::shown(&full),
        "this match admits 1 spectator at once, and that many are watching"
    );
    // An id this app does not have (another version's host): its English.
    let unknown = game_wire::text::encode("app:net-from-the-future", "words", &[]);
    set_thread_language(Some("id"));
    assert_eq!(game::shown(&unknown), "words");
    set_thread_language(None);
}

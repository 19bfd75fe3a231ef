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

use super::*;
use crate::i18n;

fn sample() -> GameText {
    let mut g = GameText::default();
    g.add_catalogue(
        "id",
        "id.ftl",
        "placed = { $seat } menandai { $cell }\nplays = { $seat } memainkan { $card }\ndrew = mengambil { $n } kartu\n"
            .to_owned(),
    );
    let text: BTreeMap<String, BTreeMap<String, String>> = [(
        "id".to_owned(),
        [
            ("cards.A1.name".to_owned(), "Dukungan".to_owned()),
            ("name".to_owned(), "Standar".to_owned()),
        ]
        .into(),
    )]
    .into();
    let english = |path: &str| match path {
        "cards.A1.name" => Some("Support".to_owned()),
        "name" => Some("Standard".to_owned()),
        _ => None,
    };
    g.add_ruleset_text("standard.toml", &english, &text);
    g
}

fn lang(code: &str) -> &'static Language {
    i18n::find(code).unwrap()
}

#[test]
fn a_message_is_shown_in_the_viewers_language_with_its_arguments_translated_too() {
    let g = sample();
    let card = game_wire::text::encode("card", "Support", &[]);
    let card_plain = "Support";
    let line = game_wire::text::encode(
        "plays",
        "North plays Support",
        &[("seat", "North"), ("card", card_plain)],
    );
    assert_eq!(
        render(Some(&g), lang("id"), &line, true, 0),
        "North memainkan Dukungan"
    );
    assert_eq!(
        render(Some(&g), lang("en"), &line, true, 0),
        "North plays Support"
    );
    // A nested message without a translation shows its English inside the translated one.
    let nested = game_wire::text::encode(
        "plays",
        "North plays Support",
        &[("seat", "North"), ("card", &card)],
    );
    assert_eq!(
        render(Some(&g), lang("id"), &nested, true, 0),
        "North memainkan Support"
    );
}

#[test]
fn a_ruleset_text_is_translated_only_when_it_is_the_whole_field_and_the_same_english() {
    let g = sample();
    assert_eq!(render(Some(&g), lang("id"), "Support", true, 0), "Dukungan");
    assert_eq!(render(Some(&g), lang("id"), "Standard", true, 0), "Standar");
    // A variant that renamed the card: its own English, untranslated.
    assert_eq!(
        render(Some(&g), lang("id"), "Sabotage", true, 0),
        "Sabotage"
    );
    assert_eq!(
        render(Some(&g), lang("id"), "Support (A1)", true, 0),
        "Support (A1)"
    );
}

#[test]
fn a_missing_message_or_a_game_without_catalogues_shows_the_english() {
    let g = sample();
    let unknown = game_wire::text::encode("nobody-wrote-this", "X wins", &[]);
    assert_eq!(render(Some(&g), lang("id"), &unknown, true, 0), "X wins");
    assert_eq!(render(None, lang("id"), &unknown, true, 0), "X wins");
}

#[test]
fn numbers_reach_the_catalogue_as_numbers() {
    let mut g = GameText::default();
    g.add_catalogue(
        "en",
        "en.ftl",
        "drew = drew { $n -> \n [one] one card\n *[other] { $n } cards\n}\n".to_owned(),
    );
    // English is the message's own, not the catalogue's: the catalogue is read for other
    // languages only.
    let line = game_wire::text::encode("drew", "drew 1 card", &[("n", "1")]);
    assert_eq!(render(Some(&g), lang("en"), &line, true, 0), "drew 1 card");
    let msg = Message {
        id: "drew",
        english: "",
        args: vec![("n", "1")],
    };
    assert_eq!(message(Some(&g), lang("en"), &msg, 0), "drew one card");
}

#[test]
fn the_pseudo_language_marks_game_text_that_came_through_a_catalogue() {
    let g = sample();
    let line = game_wire::text::encode("placed", "X marks b2", &[("seat", "X"), ("cell", "b2")]);
    assert_eq!(
        render(Some(&g), lang("qps"), &line, true, 0),
        "[X márks b2]"
    );
    assert_eq!(
        render(Some(&g), lang("qps"), "Support", true, 0),
        "[Súppórt]"
    );
    assert_eq!(
        render(Some(&g), lang("qps"), "plain words", true, 0),
        "plain words"
    );
}

#[test]
fn a_translation_of_a_text_the_ruleset_does_not_have_is_a_problem_named_with_its_file() {
    let mut g = GameText::default();
    let text: BTreeMap<String, BTreeMap<String, String>> = [(
        "id".to_owned(),
        [("cards.Z9.name".to_owned(), "x".to_owned())].into(),
    )]
    .into();
    g.add_ruleset_text("rulesets/g/standard.toml", &|_| None, &text);
    assert_eq!(g.problems.len(), 1);
    assert!(
        g.problems[0].contains("rulesets/g/standard.toml")
            && g.problems[0].contains("cards.Z9.name")
    );
}

#[test]
fn localizing_a_view_translates_words_and_never_ids_keys_or_notation() {
    let g = sample();
    register("i18n-test-game", g);
    i18n::set_thread_language(Some("id"));
    let line = game_wire::text::encode("placed", "X marks b2", &[("seat", "X"), ("cell", "b2")]);
    let scene = serde_json::json!({
        "labels": [line, "Support"],
        "zones": [{ "id": "Support", "title": "Support", "key": "Support" }],
    });
    let shown = localize("i18n-test-game", &scene).unwrap();
    i18n::set_thread_language(None);
    assert_eq!(shown["labels"][0], "X menandai b2");
    assert_eq!(shown["labels"][1], "Dukungan");
    assert_eq!(shown["zones"][0]["title"], "Dukungan");
    assert_eq!(shown["zones"][0]["id"], "Support");
    assert_eq!(shown["zones"][0]["key"], "Support");
    assert!(!serde_json::to_string(&shown).unwrap().contains('\u{1}'));
}

#[test]
fn check_finds_an_unknown_id_with_a_near_miss_and_counts_what_a_language_lacks() {
    let mut g = GameText::default();
    g.add_catalogue(
        "en",
        "en.ftl",
        "goal = { $n } in a row wins\nprompt = Mark a cell\n".to_owned(),
    );
    g.add_catalogue("id", "id.ftl", "gaol = { $n } berderet menang\n".to_owned());
    let (errors, warnings) = check(&g);
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(
        errors[0].contains("`gaol`") && errors[0].contains("did you mean `goal`"),
        "{errors:?}"
    );
    assert_eq!(warnings.len(), 1, "{warnings:?}");
    assert!(
        warnings[0].contains("2 of 2 messages not translated"),
        "{warnings:?}"
    );
    let mut broken = GameText::default();
    broken.add_catalogue("id", "rulesets/g/i18n/id.ftl", "oops = {\n".to_owned());
    let (errors, _) = check(&broken);
    assert!(
        errors
            .iter()
            .any(|e| e.starts_with("rulesets/g/i18n/id.ftl:1")),
        "{errors:?}"
    );
}

#[test]
fn a_seat_is_named_in_the_viewers_language_alone_and_as_an_argument_but_not_inside_a_text() {
    let mut g = sample();
    g.add_catalogue(
        "en",
        "en.ftl",
        "seat-1 = North\nseat-2 = South\nseat-x = Nobody\nplays = { $seat } plays { $card }\n"
            .to_owned(),
    );
    g.add_catalogue("id", "id.ftl", "seat-1 = Utara\n".to_owned());
    // Alone, a whole field: the seat's name in the language that names it.
    assert_eq!(render(Some(&g), lang("id"), "North", true, 0), "Utara");
    // A language that does not name the seat shows its English.
    assert_eq!(render(Some(&g), lang("id"), "South", true, 0), "South");
    // Only `seat-<number>` names a seat: "Nobody" is not one.
    assert_eq!(render(Some(&g), lang("id"), "Nobody", true, 0), "Nobody");
    // As a message's argument.
    let line = game_wire::text::encode(
        "plays",
        "North plays Support",
        &[("seat", "North"), ("card", "Support")],
    );
    assert_eq!(
        render(Some(&g), lang("id"), &line, true, 0),
        "Utara memainkan Dukungan"
    );
    // Never a word inside a longer text: "North Star" is not a seat.
    assert_eq!(
        render(Some(&g), lang("id"), "North Star", true, 0),
        "North Star"
    );
    // The pseudo-language marks it: it came through the catalogue.
    assert_eq!(
        render(Some(&g), lang(i18n::PSEUDO), "North", true, 0),
        format!("[{}]", crate::i18n::pseudo::accent("North"))
    );
}

#[test]
fn a_seat_keeps_its_colour_whatever_language_names_it() {
    // The style follows the plugin's English name ("White" is white), never the shown one.
    let seats = vec!["White".to_owned(), "Black".to_owned()];
    let white = crate::gui::style::seat_style_at(&seats, 0);
    assert_eq!(white.fill, crate::gui::style::seat_style("white", 0).fill);
    assert_ne!(white.fill, crate::gui::style::seat_style("Putih", 0).fill);
}

#[test]
fn a_hosts_text_is_hostile_content_bounded_and_never_replaces_this_machines_own() {
    // A language this app does not speak, a catalogue that does not parse, a pseudo-language:
    // left out or reported, never a panic.
    let wire = WireText {
        catalogues: vec![
            ("xx".into(), "seat-1 = Nord\n".into()),
            ("qps".into(), "seat-1 = Trick\n".into()),
            ("en".into(), "seat-1 = North\n".into()),
            ("id".into(), "seat-1 = Utara\nbroken = { $\n".into()),
        ],
        rulesets: vec![("id".into(), vec![("Support".into(), "Dukungan".into())])],
    };
    let joined = GameText::from_wire("g", &wire);
    assert_eq!(joined.bundles.keys().collect::<Vec<_>>(), ["en", "id"]);
    assert!(!joined.problems.is_empty());
    assert_eq!(render(Some(&joined), lang("id"), "North", true, 0), "Utara");
    assert_eq!(
        render(Some(&joined), lang("id"), "Support", true, 0),
        "Dukungan"
    );
    // Past the limit nothing more is read.
    let huge = WireText {
        catalogues: vec![
            ("en".into(), "seat-1 = North\n".into()),
            (
                "id".into(),
                format!("seat-1 = Utara\n# {}\n", "x".repeat(WIRE_TEXT_LIMIT)),
            ),
        ],
        rulesets: vec![],
    };
    let joined = GameText::from_wire("g", &huge);
    assert_eq!(joined.bundles.keys().collect::<Vec<_>>(), ["en"]);
    // And a host sends whole languages only while they fit.
    let mut big = GameText::default();
    big.add_catalogue("en", "en.ftl", "seat-1 = North\n".into());
    big.add_catalogue(
        "id",
        "id.ftl",
        format!("seat-1 = Utara\n# {}\n", "x".repeat(100)),
    );
    assert_eq!(big.to_wire(50).catalogues.len(), 1);
    assert_eq!(big.to_wire(500).catalogues.len(), 2);
    // This machine's own text of a game stays: a host's never replaces it.
    register("own-game", sample());
    register_from_host("own-game", &wire);
    assert!(of("own-game").is_some_and(|g| !g.from_host));
    // A game this machine lacks takes the host's, and the next host's replaces it.
    register_from_host("hosted-game", &wire);
    assert!(of("hosted-game").is_some_and(|g| g.from_host && g.bundles.contains_key("id")));
    register_from_host("hosted-game", &WireText::default());
    assert!(of("hosted-game").is_some_and(|g| g.bundles.is_empty()));
}

#[test]
fn a_scripts_message_is_translated_only_where_english_words_it_as_the_script_did() {
    let mut g = GameText::default();
    g.add_catalogue(
        "en",
        "en.ftl",
        "script-edge = no summoning onto { $cell }: house rule\n".to_owned(),
    );
    g.add_catalogue(
        "id",
        "id.ftl",
        "script-edge = tidak boleh menaruh di { $cell }: aturan rumah\n".to_owned(),
    );
    let honest = game_wire::text::encode(
        "script-edge",
        "no summoning onto f6: house rule",
        &[("cell", "f6")],
    );
    assert_eq!(
        render(Some(&g), lang("id"), &honest, true, 0),
        "tidak boleh menaruh di f6: aturan rumah"
    );
    // Another script borrowing the id with an English of its own: its English, everywhere.
    let borrowed = game_wire::text::encode("script-edge", "well played!", &[("cell", "f6")]);
    assert_eq!(
        render(Some(&g), lang("id"), &borrowed, true, 0),
        "well played!"
    );
    // A game's own message is not held to this (its English is the plugin's code).
    let mut plugin = sample();
    plugin.add_catalogue("en", "en.ftl", "placed = something else\n".to_owned());
    let line = game_wire::text::encode("placed", "X marks b2", &[("seat", "X"), ("cell", "b2")]);
    assert_eq!(
        render(Some(&plugin), lang("id"), &line, true, 0),
        "X menandai b2"
    );
}

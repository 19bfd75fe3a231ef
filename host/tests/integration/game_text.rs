//! Each bundled game's sentences against its English catalogue: every message a game writes
//! in random matches (in every seat's view, the spectator's and the referee's, its statuses and
//! its log) has its id in `rulesets/<game>/i18n/en.ftl`, and that file words it as the plugin
//! does; so does every reason a game gives for refusing an action (notation it cannot read,
//! and well-formed actions the position does not allow) or a scenario file. So a translator's
//! reference never lags the code, and a language's file that `check --all` accepts translates
//! what players will see. The scripts' messages (`text(...)`, ids `script-…`) are held to it
//! too, under the bundled rulesets and the bundled mods' (whose own `i18n/en.ftl` is read with
//! the game's).

use crate::common;
use game_host::i18n::game::{GameText, english_problems, load};
use game_host::plugin::Catalog;
use game_host::session::Session;
use game_wire::{CallError, Start, Viewer};

fn strings(value: &serde_json::Value, out: &mut Vec<String>) {
    match value {
        serde_json::Value::String(s) => out.push(s.clone()),
        serde_json::Value::Array(a) => a.iter().for_each(|v| strings(v, out)),
        serde_json::Value::Object(o) => o.values().for_each(|v| strings(v, out)),
        _ => {}
    }
}

#[test]
fn every_message_a_game_writes_is_in_its_english_catalogue_worded_alike() {
    let root = common::workspace_root();
    let mods = common::bundled_mods(&root);
    let catalog = Catalog::discover(&[common::plugins_dir()]);
    let mut games_checked = 0;
    let mut script_messages = 0;
    for plugin in &catalog.plugins {
        let game = plugin.info().id.clone();
        if !root
            .join("rulesets")
            .join(&game)
            .join("i18n")
            .join("en.ftl")
            .is_file()
        {
            continue;
        }
        games_checked += 1;
        let text = load(&root, &mods, &game);
        assert!(text.problems.is_empty(), "{game}: {:?}", text.problems);
        let mut messages = 0;
        let mut problems = Vec::new();
        for entry in game_host::content::rulesets(&root, &mods, &game) {
            let source = game_host::content::collect(&root, &mods, &entry.path).unwrap();
            for seed in 0..4u64 {
                let mut session = Session::new(plugin, source.clone(), Start::Seed(seed)).unwrap();
                let seats = session.info().seats.len() as u8;
                for step in 0..80u64 {
                    let mut seen = Vec::new();
                    let viewers = (0..seats)
                        .map(Viewer::Seat)
                        .chain([Viewer::Spectator, Viewer::Referee]);
                    for viewer in viewers {
                        let view = session.view(viewer).unwrap();
                        strings(&serde_json::to_value(&view.scene).unwrap(), &mut seen);
                        strings(&serde_json::to_value(&view.status).unwrap(), &mut seen);
                    }
                    let referee = session.view(Viewer::Referee).unwrap();
                    if referee.status.is_over() || referee.actions.is_empty() {
                        break;
                    }
                    let pick = (seed * 7919 + step * 104_729) as usize % referee.actions.len();
                    let applied = session.apply(&referee.actions[pick].text).unwrap();
                    seen.extend(applied.log.iter().map(|l| l.text.clone()));
                    seen.extend(applied.public.clone());
                    for s in seen.iter().filter(|s| game_wire::text::has_message(s)) {
                        messages += 1;
                        if s.contains(game_wire::text::SCRIPT_PREFIX) {
                            script_messages += 1;
                        }
                        for p in english_problems(&text, s) {
                            if !problems.contains(&p) {
                                problems.push(p);
                            }
                        }
                    }
                }
            }
        }
        assert!(messages > 0, "{game} has i18n/en.ftl but wrote no message");
        assert!(problems.is_empty(), "{game}:\n{}", problems.join("\n"));
    }
    assert!(games_checked >= 1, "no bundled game has a catalogue yet");
    // Air, Land & Sea's abilities ask with their scripts' texts in any few random matches.
    assert!(script_messages > 0, "no script's message was checked");
}

/// Notation no game reads.
const GARBAGE: &[&str] = &["zz", "🙃 not a move", "deploy", "bid 3", "@", "tile a1"];

/// Scenario files no game accepts, each TOML and each line-based game's format wrong in a way
/// its reader reports in its own words (not the TOML parser's).
const BAD_SCENARIOS: &[&str] = &["to_move = \"nobody\"\n", "nobody to move\n"];

/// What is wrong with a refusal's or a scenario error's text against the game's English
/// catalogue; whether it holds a message at all is counted in `messages`.
fn check_text(text: &GameText, said: &str, messages: &mut usize, problems: &mut Vec<String>) {
    if game_wire::text::has_message(said) {
        *messages += 1;
    }
    for p in english_problems(text, said) {
        if !problems.contains(&p) {
            problems.push(p);
        }
    }
}

#[test]
fn every_refusal_and_scenario_error_is_in_its_english_catalogue_worded_alike() {
    let root = common::workspace_root();
    let mods = common::bundled_mods(&root);
    let catalog = Catalog::discover(&[common::plugins_dir()]);
    let mut games_checked = 0;
    for plugin in &catalog.plugins {
        let game = plugin.info().id.clone();
        if !root
            .join("rulesets")
            .join(&game)
            .join("i18n")
            .join("en.ftl")
            .is_file()
        {
            continue;
        }
        games_checked += 1;
        let text = load(&root, &mods, &game);
        assert!(text.problems.is_empty(), "{game}: {:?}", text.problems);
        let (mut garbage, mut well_formed, mut scenario) = (0, 0, 0);
        let mut problems = Vec::new();
        for entry in game_host::content::rulesets(&root, &mods, &game) {
            let source = game_host::content::collect(&root, &mods, &entry.path).unwrap();
            for bad in BAD_SCENARIOS {
                let start = Start::Scenario {
                    origin: "bad-scenario.txt".into(),
                    text: (*bad).into(),
                };
                // Rules without scenarios are refused by the host, in its own words.
                if let Err(e) = Session::new(plugin, source.clone(), start) {
                    check_text(&text, &e.to_string(), &mut scenario, &mut problems);
                }
            }
            for seed in 0..3u64 {
                let mut session = Session::new(plugin, source.clone(), Start::Seed(seed)).unwrap();
                // Every action legal at some earlier point of the match: those the position
                // no longer allows are well-formed actions it refuses (a taken cell, a card
                // already played, a bid no longer higher).
                let mut seen_legal: Vec<String> = Vec::new();
                for step in 0..60u64 {
                    let referee = session.view(Viewer::Referee).unwrap();
                    if referee.status.is_over() || referee.actions.is_empty() {
                        break;
                    }
                    let legal: Vec<&str> =
                        referee.actions.iter().map(|a| a.text.as_str()).collect();
                    for bad in GARBAGE.iter().filter(|g| !legal.contains(g)) {
                        match session.apply(bad) {
                            Err(CallError::Illegal(reason)) => {
                                check_text(&text, &reason, &mut garbage, &mut problems);
                            }
                            // A house rule's script that failed: its author's words.
                            Err(CallError::Script(_)) => {}
                            Err(e) => panic!("{game}: `{bad}`: {e}"),
                            Ok(_) => panic!("{game}: `{bad}` was played"),
                        }
                    }
                    let stale: Vec<String> = seen_legal
                        .iter()
                        .filter(|a| !legal.contains(&a.as_str()))
                        .rev()
                        .take(4)
                        .cloned()
                        .collect();
                    let mut played = false;
                    for action in &stale {
                        match session.apply(action) {
                            Err(CallError::Illegal(reason)) => {
                                check_text(&text, &reason, &mut well_formed, &mut problems);
                            }
                            Err(CallError::Script(_)) => {}
                            Err(e) => panic!("{game}: `{action}`: {e}"),
                            // Not listed but allowed (a game may list fewer than it accepts):
                            // the match goes on from there.
                            Ok(_) => {
                                played = true;
                                break;
                            }
                        }
                    }
                    if played {
                        continue;
                    }
                    for a in &legal {
                        if !seen_legal.iter().any(|s| s == a) {
                            seen_legal.push((*a).to_string());
                        }
                    }
                    let pick = (seed * 7919 + step * 104_729) as usize % legal.len();
                    session.apply(legal[pick]).unwrap();
                }
            }
        }
        assert!(garbage > 0, "{game}: no refused notation was a message");
        assert!(well_formed > 0, "{game}: no refused action was a message");
        assert!(scenario > 0, "{game}: no scenario error was a message");
        assert!(problems.is_empty(), "{game}:\n{}", problems.join("\n"));
    }
    assert!(games_checked >= 1, "no bundled game has a catalogue yet");
}

/// A refusal the host shows a player here (the table's message, the terminal's `!` line)
/// reads in the player's language: the game's reason as its catalogue translates it, after the
/// host's own words; and in English the same words as before.
#[test]
fn a_refusal_and_a_scenario_error_are_shown_in_the_players_language() {
    use game_host::i18n::set_thread_language;
    use game_host::match_driver::{refusal_for_seat, refusal_shown};
    let root = common::workspace_root();
    let mods = common::bundled_mods(&root);
    let catalog = Catalog::discover(&[common::plugins_dir()]);
    let plugin = catalog
        .plugins
        .iter()
        .find(|p| p.info().id == "tic-tac-toe")
        .unwrap();
    game_host::i18n::game::register("tic-tac-toe", load(&root, &mods, "tic-tac-toe"));
    let source =
        game_host::content::collect(&root, &mods, "rulesets/tic-tac-toe/standard.toml").unwrap();
    let mut session = Session::new(plugin, source.clone(), Start::Seed(0)).unwrap();
    session.apply("b2").unwrap();
    let refused = session.apply("b2").unwrap_err();
    let taken = refusal_for_seat(&refused, false);
    // A host of an earlier version sends `CallError`'s English around the game's reason.
    let from_older_host = refused.to_string();
    let garbage = refusal_for_seat(&session.apply("zz").unwrap_err(), false);
    let scenario = Session::new(
        plugin,
        source,
        Start::Scenario {
            origin: "bad.txt".into(),
            text: "O to move\n. . .\n. . .\n. . .\n".into(),
        },
    )
    .err()
    .unwrap()
    .to_string();
    let shown = |lang: &str| {
        set_thread_language(Some(lang));
        let said = [
            refusal_shown("tic-tac-toe", &taken),
            refusal_shown("tic-tac-toe", &garbage),
            game_host::i18n::game::show("tic-tac-toe", &scenario),
            refusal_shown("tic-tac-toe", &from_older_host),
        ];
        set_thread_language(None);
        said
    };
    assert_eq!(
        shown("id"),
        [
            "aksi tidak sah: b2 sudah terisi",
            "aksi tidak sah: `zz` bukan petak (tulis misalnya `b2`)",
            "bad.txt:1:1: giliran tidak mungkin milik O dengan 0 X dan 0 O di papan: giliran milik X",
            "aksi tidak sah: b2 sudah terisi",
        ]
    );
    assert_eq!(
        shown("en"),
        [
            "illegal action: b2 is taken",
            "illegal action: `zz` is not a cell (write e.g. `b2`)",
            "bad.txt:1:1: O cannot be to move with 0 X and 0 O on the board: X is",
            "illegal action: b2 is taken",
        ]
    );
}

#[test]
fn a_joiner_without_the_game_reads_the_hosts_text_as_the_host_would_show_it() {
    use game_host::i18n::game::{GameText, WIRE_TEXT_LIMIT, register, register_from_host, show_in};
    let root = common::workspace_root();
    let local = load(
        &root,
        &game_host::mods::ModsInUse::default(),
        "air-land-sea",
    );
    assert!(local.problems.is_empty(), "{:?}", local.problems);
    let wire = local.to_wire(WIRE_TEXT_LIMIT);
    // English first: the seats' names are read from it.
    assert_eq!(wire.catalogues.first().map(|(c, _)| c.as_str()), Some("en"));
    assert!(GameText::from_wire("g", &wire).problems.is_empty());
    // The same text under two names: as this machine reads it, and as a joiner without the
    // game would from the welcome.
    register("air-land-sea (here)", local);
    register_from_host("air-land-sea (joined)", &wire);
    let id = game_host::i18n::find("id").unwrap();
    for text in [
        // A sentence with a seat as its argument, a seat alone, a card's name (the ruleset's).
        game_wire::text::encode(
            "stack-title",
            "Air — North",
            &[("theater", "Air"), ("seat", "North")],
        ),
        "South".to_owned(),
        "Support".to_owned(),
    ] {
        assert_eq!(
            show_in("air-land-sea (joined)", id, &text),
            show_in("air-land-sea (here)", id, &text),
            "{text:?}"
        );
    }
    assert_eq!(show_in("air-land-sea (joined)", id, "South"), "Selatan");
    assert_eq!(show_in("air-land-sea (joined)", id, "Support"), "Dukungan");
}

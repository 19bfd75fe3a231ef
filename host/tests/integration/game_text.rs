//! Each bundled game's sentences against its English catalogue: every message a game writes
//! in random matches (in every seat's view, the spectator's and the referee's, its statuses and
//! its log) has its id in `rulesets/<game>/i18n/en.ftl`, and that file words it as the plugin
//! does. So a translator's reference never lags the code, and a language's file that `check
//! --all` accepts translates what players will see. The scripts' messages (`text(...)`, ids
//! `script-…`) are held to it too, under the bundled rulesets and the bundled mods' (whose own
//! `i18n/en.ftl` is read with the game's).

use crate::common;
use game_host::i18n::game::{english_problems, load};
use game_host::plugin::Catalog;
use game_host::session::Session;
use game_wire::{Start, Viewer};

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

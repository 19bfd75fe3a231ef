//! A mod's script text in the player's language: the sabotage mod's prompt is the script's
//! `text(...)`, a message `script-sabotage-prompt` that only the mod's own catalogues
//! (`mods/air-land-sea-sabotage/i18n/<lang>.ftl`) have, shown in Indonesian from its `id.ftl`,
//! in English from the message itself, and checked against its `en.ftl`.

use crate::common;
use game_host::i18n::game::{english_problems, load, register, show_in};
use game_host::plugin::Catalog;
use game_host::session::Session;
use game_wire::{Start, Viewer};

/// North holds Sabotage (the mod's A6); South has a face-down card uncovered in Land, next to
/// Air, where Sabotage is deployed.
const TABLE: &str = "[north]\nhand = [\"A6\", \"A1\"]\n[south]\nhand = [\"L4\", \"S4\"]\n\
                     land = [\"S6 down\"]\n";

#[test]
fn a_mods_script_prompt_is_shown_in_indonesian_from_the_mods_catalogue() {
    let root = common::workspace_root();
    let mods = common::bundled_mods(&root);
    let catalog = Catalog::discover(&[common::plugins_dir()]);
    let plugin = catalog
        .plugins
        .iter()
        .find(|p| p.info().id == "air-land-sea")
        .expect("the air-land-sea plugin is built");
    let entry = game_host::content::rulesets(&root, &mods, "air-land-sea")
        .into_iter()
        .find(|r| r.id == "air-land-sea-sabotage:sabotage")
        .expect("the sabotage mod's ruleset");
    let source = game_host::content::collect(&root, &mods, &entry.path).unwrap();
    let start = Start::Scenario {
        origin: "sabotage.toml".into(),
        text: TABLE.into(),
    };
    let mut session = Session::new(plugin, source, start).unwrap();
    session.apply("deploy A6").unwrap();
    let view = session.view(Viewer::Seat(0)).unwrap();
    let labels = view.scene.labels.clone();
    let prompt = labels
        .iter()
        .find(|l| game_wire::text::parse(l).is_some_and(|m| m.id == "script-sabotage-prompt"))
        .unwrap_or_else(|| panic!("no Sabotage prompt among {labels:?}"));

    let text = load(&root, &mods, "air-land-sea");
    assert!(text.problems.is_empty(), "{:?}", text.problems);
    assert!(
        english_problems(&text, prompt).is_empty(),
        "{:?}",
        english_problems(&text, prompt)
    );
    // Registered under a name of its own: other tests register the real game's text.
    register("air-land-sea-mod-text-test", text);
    let lang = |code| game_host::i18n::find(code).unwrap();
    assert_eq!(
        show_in("air-land-sea-mod-text-test", lang("id"), prompt),
        "Sabotase: hancurkan satu kartu tertutup yang tidak tertindih"
    );
    assert_eq!(
        show_in("air-land-sea-mod-text-test", lang("en"), prompt),
        "Sabotage: destroy an uncovered face-down card"
    );
    // The whole view, as the table shows it to an Indonesian player.
    game_host::i18n::set_thread_language(Some("id"));
    let mut shown = view.clone();
    game_host::i18n::game::localize_view("air-land-sea-mod-text-test", &mut shown);
    game_host::i18n::set_thread_language(None);
    assert!(
        shown
            .scene
            .labels
            .iter()
            .any(|l| l == "Sabotase: hancurkan satu kartu tertutup yang tidak tertindih"),
        "{:?}",
        shown.scene.labels
    );
}

//! The table's Rules panel in the real app: the players' rules page with numbers filled from
//! the ruleset in force, a variant's changes, the key reference as a table, the files collapsed.

use crate::common;

use common::gui::{click, harness};
use common::workspace_root;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use game_host::gui::app::{AppScreen, HostApp};
use game_host::rules_page;

/// Starts a match of `game` under the ruleset `id` from Home, and shows its table.
fn start(h: &mut Harness<'_, HostApp>, game: &str, id: &str) {
    let name = h.state().catalog.find(game).unwrap().info().name.clone();
    let ruleset = game_host::content::rulesets(
        &workspace_root(),
        &crate::common::bundled_mods(&workspace_root()),
        game,
    )
    .into_iter()
    .find(|r| r.id == id)
    .unwrap();
    if !matches!(h.state().screen, AppScreen::Home) {
        click(h, "Home");
    }
    click(h, &format!("Play {name} {}", ruleset.name));
    click(h, "Start match");
    // A match with secrets opens behind the hand-over screen.
    if let Some(seat) = h.state_mut().table().unwrap().controller.waiting_for {
        let who = h.state().catalog.find(game).unwrap().info().seats[usize::from(seat)].clone();
        click(h, &format!("I am {who}: show my table"));
    }
    assert!(
        h.state_mut()
            .table()
            .unwrap()
            .controller
            .waiting_for
            .is_none()
    );
}

/// Whether some element on screen has `text` in its label.
fn shown(h: &Harness<'_, HostApp>, text: &str) -> bool {
    h.query_all_by_label_contains(text).next().is_some()
}

#[test]
fn the_rules_panel_shows_the_page_with_the_rulesets_numbers() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    start(&mut h, "air-land-sea", "standard");
    assert!(
        !shown(&h, "A battle at a glance"),
        "the panel starts closed"
    );
    click(&mut h, "Rules");
    // A heading of the page, and numbers filled from the ruleset (hand size 6, 12 VP).
    assert!(h.query_by_label("A battle at a glance").is_some());
    assert!(shown(&h, "each player is dealt 6 cards"));
    assert!(shown(&h, "12 Victory Points"));
    assert!(
        shown(&h, "Heavy Bombers"),
        "card names come from the ruleset"
    );
    assert!(!shown(&h, "{{"), "no placeholder is left unfilled");
    // The key reference as a table: one cell per key.
    assert!(h.query_by_label("Ruleset keys").is_some());
    assert!(h.query_by_label("hand_size").is_some());
    assert!(shown(
        &h,
        "Cards dealt to each player at the start of a battle"
    ));
    // The files, collapsed: their names but not their text.
    assert!(h.query_by_label("Files").is_some());
    assert!(
        h.query_by_label("rulesets/air-land-sea/standard.toml")
            .is_some()
    );
    assert!(!shown(&h, "hand_size = 6"), "files start collapsed");
    // Scrolling down to it is animated: let it settle before clicking.
    let file = "rulesets/air-land-sea/standard.toml";
    h.get_by_label(file).scroll_to_me();
    h.run_steps(30);
    h.get_by_label(file).click();
    h.run_steps(10); // the header opens with an animation
    assert!(shown(&h, "hand_size = 6"), "a file opens on a click");
    // And the panel closes again.
    click(&mut h, "Rules");
    assert!(!shown(&h, "A battle at a glance"));
}

#[test]
fn a_variant_says_what_it_changes_and_fills_its_own_numbers() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    start(&mut h, "palagan", "big");
    click(&mut h, "Rules");
    assert!(h.query_by_label("Variant: Big board").is_some());
    assert!(shown(&h, "A side-8 board (169 cells) and 30 pieces each."));
    assert!(h.query_by_label("What this variant changes").is_some());
    assert!(shown(&h, "Cells per side of the hexagonal board"));
    assert!(shown(&h, "(was 6)"));
    // The game's page under the variant's numbers.
    assert!(h.query_by_label("Capturing").is_some());
    assert!(shown(&h, "8 cells on each side"));
    assert!(shown(&h, "30 pieces"));
    assert!(!shown(&h, "6 cells on each side"));
}

/// Every bundled game's page, under each of its rulesets, with the game's own key reference
/// (as the plugin gives it): no placeholder is unknown.
#[test]
fn every_page_fills_under_every_ruleset_with_the_plugins_keys() {
    let data = tempfile::tempdir().unwrap();
    let h = harness(data.path());
    let root = workspace_root();
    let mut pages = 0;
    for plugin in &h.state().catalog.plugins {
        let game = plugin.info().id.clone();
        let text = std::fs::read_to_string(
            root.join("rulesets")
                .join(&game)
                .join(rules_page::PAGE_FILE),
        )
        .unwrap_or_else(|e| panic!("{game} has no rules page: {e}"));
        for ruleset in
            game_host::content::rulesets(&root, &crate::common::bundled_mods(&root), &game)
        {
            let source = game_content::collect(&root, &ruleset.path).unwrap();
            let keys = &plugin.ruleset_keys().expect("key docs").keys;
            let page = rules_page::page(&source, Some(&text), keys);
            let unknown = rules_page::unknown_placeholders(&page);
            assert!(unknown.is_empty(), "{}: {unknown:?}", ruleset.path);
            pages += 1;
        }
    }
    assert!(pages >= 15, "{pages} pages checked");
}

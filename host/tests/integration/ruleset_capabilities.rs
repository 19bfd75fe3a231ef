//! What the host learns from compiled rules rather than from the game (`wire::Capabilities`):
//! one ruleset of a game may hide information while another does not (tic-tac-toe's
//! `phantom`), so the hand-over screen and undo follow the match's rules; a reload may not start
//! or stop hiding information under a running match; a scenario is refused, before the plugin
//! is asked, by rules that read none.

use crate::common;

use common::{fixtures_dir, lib_path, plugins_dir, workspace_root};
use game_host::gui::table::Controller;
use game_host::gui::toasts::Toasts;
use game_host::match_driver::undo::Undo;
use game_host::plugin::{Catalog, Plugin};
use game_host::seats::{SeatKind, Seating};
use game_host::session::{Session, SessionError};
use game_wire::RulesetSource;
use game_wire::{Start, Viewer};
use std::sync::Arc;

fn tic_tac_toe() -> Arc<Plugin> {
    Catalog::discover(&[plugins_dir()])
        .require("tic-tac-toe")
        .unwrap()
        .clone()
}

fn session(plugin: &Arc<Plugin>, ruleset: &str) -> Session {
    let source = game_host::content::load_ruleset(
        &workspace_root(),
        &crate::common::bundled_mods(&workspace_root()),
        "tic-tac-toe",
        ruleset,
    )
    .unwrap();
    Session::new(plugin, source, Start::Seed(3)).unwrap()
}

/// Two humans at one device, with the hand-over screen as the New match form sets it by
/// default: on exactly where the match's rules hide information.
fn hot_seat(session: Session) -> Controller {
    let hand_over = session.hides_information();
    Controller::new(
        session,
        Seating::new(vec![SeatKind::Human, SeatKind::Human], hand_over, 5),
    )
}

fn first_action(c: &Controller) -> String {
    c.view.as_ref().unwrap().actions[0].text.clone()
}

/// The marks `viewer` is shown on the board.
fn marks(c: &mut Controller, viewer: Viewer) -> usize {
    let view = c.session.view(viewer).unwrap();
    view.scene.boards[0]
        .cells
        .iter()
        .filter(|cell| cell.piece.is_some())
        .count()
}

#[test]
fn the_compiled_rules_say_whether_they_hide_information() {
    let plugin = tic_tac_toe();
    let standard = session(&plugin, "standard");
    let phantom = session(&plugin, "phantom");
    assert!(!standard.hides_information());
    assert!(phantom.hides_information(), "one game, two answers");
    assert!(standard.capabilities().scenarios && phantom.capabilities().scenarios);
}

#[test]
fn a_phantom_match_gets_the_hand_over_screen_and_its_undo_rules_and_a_standard_one_does_not() {
    let plugin = tic_tac_toe();
    let mut toasts = Toasts::default();

    // Standard rules: nothing is secret, so the table is never hidden and undo takes back.
    let mut c = hot_seat(session(&plugin, "standard"));
    assert!(!c.seating.hand_over);
    assert!(!c.keeps_secrets());
    c.seating.hand_over = true;
    assert!(
        !c.keeps_secrets(),
        "no secrets to keep, whatever the setting"
    );
    c.seating.hand_over = false;
    assert_eq!(c.waiting_for, None);
    let action = first_action(&c);
    assert!(c.apply(&action, &mut toasts), "{:?}", c.message);
    assert_eq!(c.waiting_for, None, "nothing to hide from the other player");
    assert_eq!(c.undo_rule(), Undo::Take(1));

    // Phantom rules, same seats: the table hides between turns, as for any game with secrets.
    let mut c = hot_seat(session(&plugin, "phantom"));
    assert!(c.seating.hand_over);
    assert!(c.keeps_secrets());
    if c.waiting_for.is_some() {
        c.reveal();
    }
    assert_eq!(c.viewer(), Viewer::Seat(0));
    let action = first_action(&c);
    assert!(c.apply(&action, &mut toasts), "{:?}", c.message);
    assert_eq!(
        c.waiting_for,
        Some(1),
        "O's turn waits behind the screen: X's mark is hidden from O"
    );
    assert!(
        matches!(c.undo_rule(), Undo::Refused(_)),
        "{:?}",
        c.undo_rule()
    );
    c.reveal();
    assert_eq!(c.viewer(), Viewer::Seat(1));
    assert_eq!(marks(&mut c, Viewer::Seat(1)), 0, "O does not see X's mark");
    assert_eq!(marks(&mut c, Viewer::Seat(0)), 1);
    assert_eq!(marks(&mut c, Viewer::Spectator), 0);
    assert_eq!(marks(&mut c, Viewer::Referee), 1);
}

#[test]
fn a_reload_that_starts_or_stops_hiding_information_is_refused_and_changes_nothing() {
    let plugin = tic_tac_toe();
    let load = |name: &str| {
        game_host::content::load_ruleset(
            &workspace_root(),
            &crate::common::bundled_mods(&workspace_root()),
            "tic-tac-toe",
            name,
        )
        .unwrap()
    };
    for (playing, reloaded, hides) in [
        ("standard", "phantom", true),
        ("phantom", "standard", false),
    ] {
        let mut s = session(&plugin, playing);
        s.apply("b2").unwrap();
        let rules = plugin.compile(&load(reloaded)).unwrap();
        let err = s.reload(&rules, load(reloaded)).unwrap_err();
        assert!(
            matches!(err, SessionError::SecrecyChanged { hides: h } if h == hides),
            "{playing} → {reloaded}: {err:?}"
        );
        let text = err.to_string();
        assert!(
            text.contains("start a new match to play the new ones"),
            "{text}"
        );
        assert_eq!(s.actions(), ["b2"], "the match goes on unchanged");
        assert_eq!(s.ruleset().root, load(playing).root);
        assert_eq!(s.hides_information(), playing == "phantom");
    }
    // A reload that keeps the answer goes through as before.
    let mut s = session(&plugin, "standard");
    s.apply("b2").unwrap();
    let rules = plugin.compile(&load("standard")).unwrap();
    s.reload(&rules, load("standard")).unwrap();
}

#[test]
fn a_scenario_for_rules_that_read_none_is_refused_before_the_plugin_is_asked() {
    let plugin = Arc::new(Plugin::load(&lib_path(&fixtures_dir(), "panicking")).unwrap());
    let source = RulesetSource::inline("rulesets/panicky/calm.toml", "calm");
    assert!(!plugin.compile(&source).unwrap().capabilities().scenarios);
    let start = Start::Scenario {
        origin: "s.txt".into(),
        text: "anything".into(),
    };
    let err = Session::new(&plugin, source.clone(), start).unwrap_err();
    assert_eq!(
        err.to_string(),
        "Panicky's `calm` rules read no scenario files: start the match without one (a ruleset \
         reads them where its game implements `Game::scenarios`)"
    );
    // The plugin itself answers the same question the same way, should a host not ask first.
    let rules = plugin.compile(&source).unwrap();
    let err = rules
        .start(&Start::Scenario {
            origin: "s.txt".into(),
            text: String::new(),
        })
        .unwrap_err();
    assert!(
        err.to_string().contains("this game has no scenario format"),
        "{err}"
    );
    Session::new(&plugin, source, Start::Seed(1)).unwrap();
}

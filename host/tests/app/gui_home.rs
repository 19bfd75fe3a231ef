//! Home that invites play (issue 32 item 5): each game's card with a picture of its own table,
//! its players, pitch, Play, Rules and Balance lab; recent matches with a picture of the table
//! as it was left, seen as a spectator; a first-run hint until the player has played.

use crate::common::gui::{
    actions, click, game_ids, harness, play_first_action, reveal_waiting, run_until, start_with,
};
use egui_kittest::kittest::Queryable;
use game_host::gui::app::AppScreen;
use game_host::gui::home_pictures::Subject;
use game_wire::Viewer;
use std::time::Duration;

#[test]
fn every_game_card_gets_a_picture_of_its_own_table_seen_by_its_first_seat() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    let games = game_ids(&h);
    assert!(games.len() >= 5);
    assert!(
        run_until(&mut h, Duration::from_secs(120), |h| {
            games
                .iter()
                .all(|g| h.state().pictures.get(&Subject::Game(g.clone())).is_some())
        }),
        "a picture for every game"
    );
    for g in &games {
        let picture = h.state().pictures.get(&Subject::Game(g.clone())).unwrap();
        assert_eq!(picture.viewer, Some(0), "{g}: the first seat's view");
        assert!(
            !picture.scene.boards.is_empty() || !picture.scene.zones.is_empty(),
            "{g}: a table to show"
        );
    }
    // Drawn on Home, beside each game's buttons.
    h.run_steps(3);
    assert!(h.query_by_label("Play Palagan").is_some());
    assert!(h.query_by_label("Rules of Palagan").is_some());
}

#[test]
fn a_recent_matchs_picture_is_what_a_spectator_sees_never_a_hand() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    // A hot-seat Air, Land & Sea match: both hands are secret.
    start_with(&mut h, "air-land-sea", |form| form.seed = "5".into());
    reveal_waiting(&mut h);
    play_first_action(&mut h);
    let moves = actions(&mut h).len();
    assert!(moves > 0);
    let autosave = {
        let table = h.state_mut().table().unwrap();
        table.controller.autosave.clone().unwrap()
    };
    let spectator = {
        let table = h.state_mut().table().unwrap();
        let game = table.controller.info.id.clone();
        let mut view = table.controller.session.view(Viewer::Spectator).unwrap();
        // As the picture shows it: the game's text in the player's language.
        game_host::i18n::game::localize_view(&game, &mut view);
        view.scene
    };
    click(&mut h, "Home");
    assert!(
        run_until(&mut h, Duration::from_secs(120), |h| {
            h.state()
                .pictures
                .get(&Subject::Match(autosave.clone(), moves))
                .is_some()
        }),
        "a picture of the recent match"
    );
    let picture = h
        .state()
        .pictures
        .get(&Subject::Match(autosave.clone(), moves))
        .unwrap();
    assert_eq!(picture.viewer, None);
    assert!(
        picture.scene == spectator,
        "the spectator's table, no hand in it"
    );
}

#[test]
fn rules_opens_the_games_rules_page_over_home_and_the_first_run_hint_goes_when_read() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    assert!(h.query_by_label("Welcome!").is_some());
    click(&mut h, "Got it");
    assert!(h.query_by_label("Welcome!").is_none());
    assert!(h.state().prefs.welcomed);
    click(&mut h, "Rules of Air, Land & Sea");
    assert!(matches!(h.state().screen, AppScreen::Home));
    assert!(
        h.query_by_label_contains("Rules of Air, Land & Sea — Standard")
            .is_some(),
        "the window names the rules it shows"
    );
    assert!(
        h.query_by_label("A battle at a glance").is_some(),
        "the page itself"
    );
}

//! The real app driven headless with egui_kittest: clicks go through the same code as a mouse.

use crate::common;

use common::gui::{actions, click, harness, only_autosave, play_first_action, run_until};
use common::workspace_root;
use egui_kittest::kittest::{By, Queryable};
use game_host::gui::app::AppScreen;
use game_host::gui::lab::run::RunState;
use game_host::gui::table::SeatKind;
use game_wire::BotLevel;
use std::time::Duration;

#[test]
fn start_a_match_play_by_clicking_hand_over_and_see_an_illegal_click_refused() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    click(&mut h, "Play Tic-tac-toe Standard");
    assert!(matches!(h.state().screen, AppScreen::NewMatch));
    // Tic-tac-toe hides nothing, so the hand-over screen is off by default; ask for it.
    h.state_mut().form.hand_over = true;
    click(&mut h, "Start match");
    assert!(h.state_mut().table().is_some(), "the table is shown");

    click(&mut h, "b2");
    assert_eq!(actions(&mut h), ["b2"]);
    // Hot-seat: the table is hidden until O takes over.
    assert!(
        h.query_by_label("a1").is_none(),
        "the board is hidden behind the hand-over screen"
    );
    click(&mut h, "I am O: show my table");

    click(&mut h, "b2 mark");
    assert_eq!(
        actions(&mut h),
        ["b2"],
        "clicking a taken cell changes nothing"
    );
    let message = h
        .state_mut()
        .table()
        .unwrap()
        .controller
        .message
        .clone()
        .unwrap_or_default();
    assert!(message.contains("not a legal choice"), "{message}");

    click(&mut h, "a1");
    assert_eq!(actions(&mut h), ["b2", "a1"]);
    h.state().autosaver.flush();
    let autosave: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(only_autosave(data.path())).unwrap())
            .unwrap();
    assert_eq!(
        autosave["actions"],
        serde_json::json!(["b2", "a1"]),
        "every action is autosaved"
    );
}

#[test]
fn save_then_load_resumes_the_match() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    click(&mut h, "Play Tic-tac-toe Standard");
    h.state_mut().form.hand_over = false;
    click(&mut h, "Start match");
    for cell in ["a1", "b1", "c3"] {
        click(&mut h, cell);
    }
    click(&mut h, "Save");
    let saves: Vec<_> = std::fs::read_dir(data.path().join("saves"))
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(saves.len(), 1, "one save file written");
    let name = saves[0].to_string_lossy().into_owned();

    click(&mut h, "Home");
    assert!(matches!(h.state().screen, AppScreen::Home));
    click(&mut h, &format!("Open {name}"));
    assert_eq!(actions(&mut h), ["a1", "b1", "c3"]);
    click(&mut h, "c1");
    assert_eq!(actions(&mut h), ["a1", "b1", "c3", "c1"]);
}

#[test]
fn the_last_match_continues_after_a_restart() {
    let data = tempfile::tempdir().unwrap();
    {
        let mut h = harness(data.path());
        click(&mut h, "Play Tic-tac-toe Standard");
        h.state_mut().form.hand_over = false;
        click(&mut h, "Start match");
        click(&mut h, "b2");
    }
    let mut h = harness(data.path());
    // Home names the ruleset as its file does ("Standard"), not by its id ("standard").
    h.get_by_label_contains("Last match: Tic-tac-toe — Standard, ");
    assert!(h.query_by_label_contains("(standard)").is_none());
    click(&mut h, "Continue last match");
    assert_eq!(actions(&mut h), ["b2"]);
}

#[test]
fn undo_takes_back_a_move_and_a_finished_game_offers_play_again() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    click(&mut h, "Play Tic-tac-toe Standard");
    h.state_mut().form.hand_over = false;
    click(&mut h, "Start match");
    click(&mut h, "a1");
    click(&mut h, "Undo");
    assert!(actions(&mut h).is_empty());
    for cell in ["a1", "a2", "b1", "b2", "c1"] {
        click(&mut h, cell);
    }
    assert!(
        h.query_by_label("Play again").is_some(),
        "X completed a line"
    );
    click(&mut h, "Play again");
    assert!(actions(&mut h).is_empty(), "a fresh match");
}

/// Every bundled game: start a match from the home screen and make legal moves by clicking the
/// elements of a legal action's click path, found by their labels as a player sees them.
#[test]
fn every_game_starts_and_plays_by_clicking() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    let games: Vec<(String, String)> = h
        .state()
        .catalog
        .plugins
        .iter()
        .map(|p| (p.info().id.clone(), p.info().name.clone()))
        .collect();
    assert!(games.len() >= 4, "all bundled games are found: {games:?}");
    for (id, name) in games {
        if h.query_by_label("Home").is_some() {
            click(&mut h, "Home");
        }
        let standard = game_host::content::rulesets(
            &workspace_root(),
            &crate::common::bundled_mods(&workspace_root()),
            &id,
        )
        .into_iter()
        .find(|r| r.id == "standard")
        .unwrap_or_else(|| panic!("{id} has a standard ruleset"));
        click(&mut h, &format!("Play {name} {}", standard.name));
        h.state_mut().form.hand_over = false;
        click(&mut h, "Start match");
        for n in 1..=3 {
            let table = h.state_mut().table().unwrap();
            let view = table.controller.view.clone().unwrap();
            let Some(action) = view.actions.first().cloned() else {
                break;
            };
            for step in &action.path {
                let label = game_host::gui::table::paint::element_label(&view.scene, step)
                    .unwrap_or_else(|| {
                        panic!("{id}: `{step}` of `{}` is not in the scene", action.text)
                    });
                click(&mut h, &label);
            }
            assert_eq!(
                actions(&mut h).len(),
                n,
                "{id}: clicking the path of `{}` applied it",
                action.text
            );
        }
    }
}

#[test]
fn against_a_bot_the_bot_answers_and_undo_returns_to_the_humans_turn() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    click(&mut h, "Play Tic-tac-toe Standard");
    // Seat O (the second seat box) becomes a random bot, through the form.
    h.get_all(
        By::new()
            .role(egui::accesskit::Role::ComboBox)
            .value("Human"),
    )
    .nth(1)
    .unwrap()
    .click();
    h.run_steps(3);
    click(&mut h, "Bot (random)");
    assert_eq!(
        h.state().form.seats,
        [SeatKind::Human, SeatKind::Bot(BotLevel::Random)]
    );
    click(&mut h, "Start match");
    // No pause between bot moves: the test waits for the bot, not for a watcher.
    h.state_mut().table().unwrap().controller.bot_delay_ms = 0;

    click(&mut h, "b2");
    let answered = run_until(&mut h, Duration::from_secs(20), |h| actions(h).len() == 2);
    let moves = actions(&mut h);
    assert!(answered, "the bot answered: {moves:?}");
    assert_eq!(moves[0], "b2");
    assert_ne!(moves[1], "b2", "the bot played a free cell");
    let table = h.state_mut().table().unwrap();
    assert!(table.controller.thinking.is_none() && table.controller.waiting_for.is_none());
    assert!(
        h.query_by_label(&format!("{} mark", moves[1])).is_some(),
        "the bot's mark is on the board"
    );

    click(&mut h, "Undo");
    assert!(
        actions(&mut h).is_empty(),
        "undo takes back the bot's answer and the human's move"
    );
    // The human (X) is to move again: the bot does not play, the board is clickable.
    h.run_steps(5);
    assert!(actions(&mut h).is_empty());
    click(&mut h, "c3");
    assert_eq!(actions(&mut h).first().map(String::as_str), Some("c3"));
}

#[test]
fn the_hand_over_screen_is_shown_only_where_information_is_hidden() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());

    click(&mut h, "Play Tic-tac-toe Standard");
    assert!(!h.state().form.hand_over, "tic-tac-toe hides nothing");
    click(&mut h, "Start match");
    click(&mut h, "b2");
    assert_eq!(actions(&mut h), ["b2"]);
    assert!(
        h.state_mut()
            .table()
            .unwrap()
            .controller
            .waiting_for
            .is_none()
    );
    assert!(h.query_by_label("a1").is_some(), "O sees the board at once");
    click(&mut h, "Home");

    click(&mut h, "Play Air, Land & Sea Standard (Revised Edition)");
    assert!(h.state().form.hand_over, "Air, Land & Sea hides hands");
    click(&mut h, "Start match");
    let table = h.state_mut().table().unwrap();
    let first = table
        .controller
        .session
        .status()
        .unwrap()
        .to_move()
        .unwrap();
    assert_eq!(
        table.controller.waiting_for,
        Some(first),
        "a new hot-seat match starts behind the hand-over screen too"
    );
    let name =
        h.state().catalog.find("air-land-sea").unwrap().info().seats[usize::from(first)].clone();
    click(&mut h, &format!("I am {name}: show my table"));
    // The deal is random: a card's ability may ask its player a question first (Transport,
    // Redeploy...), and while the same seat is to move nothing is hidden again.
    let mut played = 0;
    let waiting = loop {
        play_first_action(&mut h);
        played += 1;
        assert_eq!(actions(&mut h).len(), played);
        let controller = &mut h.state_mut().table().unwrap().controller;
        let to_move = controller.session.status().unwrap().to_move();
        if to_move != Some(first) {
            break controller.waiting_for;
        }
        assert_eq!(
            controller.waiting_for, None,
            "the same player goes on without a hand-over"
        );
        assert!(played < 10, "the turn passes within a few decisions");
    };
    assert!(
        waiting.is_some(),
        "the table is hidden for the other player"
    );
    let next = h.state().catalog.find("air-land-sea").unwrap().info().seats
        [usize::from(waiting.unwrap())]
    .clone();
    click(&mut h, &format!("I am {next}: show my table"));
    assert!(
        h.state_mut()
            .table()
            .unwrap()
            .controller
            .waiting_for
            .is_none()
    );
}

#[test]
fn the_balance_lab_runs_a_batch_and_shows_the_chart_and_results() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    click(&mut h, "Balance lab Tic-tac-toe");
    assert!(matches!(h.state().screen, AppScreen::Lab));
    {
        let settings = &mut h.state_mut().lab.settings;
        assert_eq!(settings.game, "tic-tac-toe");
        settings.games = 10;
        settings.bots = vec![BotLevel::Random, BotLevel::Random];
        settings.threads = 2;
    }
    click(&mut h, "Start simulation");
    let finished = run_until(&mut h, Duration::from_secs(30), |h| {
        !h.state().lab.is_running()
    });
    assert!(finished, "10 random games end quickly");
    let run = h.state().lab.run.as_ref().unwrap();
    assert_eq!(run.state, RunState::Done);
    assert_eq!(run.played(), 10);
    for seat in &run.rulesets[0].seats {
        assert_eq!(seat.points.len(), 10, "one chart point per game and seat");
    }
    h.run_steps(2);
    for label in [
        "Each seat's win rate as games accumulate, with its 95% interval",
        "Results",
        "games played",
        "10 of 10",
        "bot A random wins",
        "bot B random wins",
        "seat X wins",
        "draws",
        "game length (actions)",
    ] {
        // "games played" is both the chart's axis and a row of the table: at least once.
        assert!(
            h.query_all_by_label(label).next().is_some(),
            "`{label}` is shown"
        );
    }
}

#[test]
fn the_balance_lab_compares_two_rulesets_on_the_same_seeds_and_hides_insignificant_counters() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    click(&mut h, "Balance lab Tic-tac-toe");
    {
        let settings = &mut h.state_mut().lab.settings;
        settings.games = 40;
        settings.bots = vec![BotLevel::Easy, BotLevel::Easy];
        settings.threads = 2;
        settings.vs = Some("phantom".into());
    }
    click(&mut h, "Start simulation");
    let finished = run_until(&mut h, Duration::from_secs(60), |h| {
        !h.state().lab.is_running()
    });
    assert!(finished, "80 easy games end");
    h.run_steps(2);
    let run = h.state().lab.run.as_ref().unwrap();
    let differences = run.rulesets[1].differences(&run.seats).unwrap();
    assert_eq!(differences[0].pairs, 40, "every seed under both rulesets");
    let line = &run.rulesets[1].versus.as_ref().unwrap().series[0].points;
    assert_eq!(line.len(), 40, "the difference chart has a point per seed");
    let title = game_host::gui::lab::chart::difference_title(run);
    assert!(title.starts_with("Difference from Standard"), "{title}");
    let first_seat_row = format!("seat X wins: {}", differences[0].text());
    for label in [title.as_str(), "Significant only"] {
        assert!(
            h.query_all_by_label(label).next().is_some(),
            "`{label}` is shown"
        );
    }
    assert!(
        h.query_all_by_label_contains(&first_seat_row)
            .next()
            .is_some(),
        "`{first_seat_row}` is shown"
    );
    let counter_rows = |h: &egui_kittest::Harness<game_host::gui::app::HostApp>| {
        h.query_all_by_label_contains("): games in which it fired")
            .count()
    };
    let all = counter_rows(&h);
    let significant = {
        let reports = h.state().lab.run.as_ref().unwrap().reports();
        reports[0]
            .counter_effects
            .iter()
            .filter(|c| c.significant)
            .count()
    };
    assert!(
        all > significant,
        "some counter is not significant: {all} rows, {significant}"
    );
    // Clicked where it is (scrolling to it first moves it while the click lands).
    h.get_by_label("Significant only").click();
    h.run_steps(3);
    assert!(h.state().lab.run.as_ref().unwrap().significant_only);
    assert!(
        counter_rows(&h) < all,
        "the toggle hides the insignificant counters"
    );
}

#[test]
fn the_balance_lab_stops_promptly_and_reports_rules_that_do_not_compile() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    click(&mut h, "Balance lab");
    {
        let settings = &mut h.state_mut().lab.settings;
        settings.game = "tic-tac-toe".into();
        settings.games = 1_000_000;
        settings.bots = vec![BotLevel::Random, BotLevel::Random];
        settings.threads = 1;
    }
    click(&mut h, "Start simulation");
    assert!(run_until(&mut h, Duration::from_secs(20), |h| {
        h.state().lab.run.as_ref().is_some_and(|r| r.played() > 0)
    }));
    click(&mut h, "Stop simulation");
    assert!(
        run_until(&mut h, Duration::from_secs(5), |h| !h
            .state()
            .lab
            .is_running()),
        "Stop ends the batch after the game being played"
    );
    let run = h.state().lab.run.as_ref().unwrap();
    assert_eq!(run.state, RunState::Stopped);
    assert!(run.played() < 1_000_000);

    // A ruleset that reads but does not compile (a check across keys, made by the plugin
    // on the worker threads): the run fails with the plugin's message, the app carries on.
    let content = tempfile::tempdir().unwrap();
    let dir = content.path().join("rulesets/tic-tac-toe");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::copy(
        workspace_root().join("rulesets/tic-tac-toe/standard.toml"),
        dir.join("standard.toml"),
    )
    .unwrap();
    std::fs::write(
        dir.join("broken.toml"),
        "game = \"tic-tac-toe\"\nname = \"Broken\"\nextends = \"standard\"\nline = 5\n",
    )
    .unwrap();
    h.state_mut().content = Some(content.path().to_path_buf());
    h.state_mut().lab.settings.ruleset = "broken".into();
    h.state_mut().lab.settings.games = 5;
    click(&mut h, "Start simulation");
    assert!(run_until(&mut h, Duration::from_secs(10), |h| !h
        .state()
        .lab
        .is_running()));
    let Some(RunState::Failed(message)) = h.state().lab.run.as_ref().map(|r| r.state.clone())
    else {
        panic!("rules that do not compile fail the run");
    };
    assert!(message.contains("broken.toml"), "{message}");
    assert!(h.query_by_label(&message).is_some(), "the error is shown");
    assert_eq!(h.state().lab.run.as_ref().unwrap().played(), 0);
}

#[test]
fn a_finished_match_left_for_home_is_listed_with_its_result() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    click(&mut h, "Play Tic-tac-toe Standard");
    click(&mut h, "Start match");
    for cell in ["a1", "b1", "a2", "b2", "a3"] {
        click(&mut h, cell);
    }
    let table = h.state_mut().table().unwrap();
    let status = &table.controller.view.as_ref().unwrap().status;
    assert!(status.is_over(), "X has column a");
    click(&mut h, "Back to the games");
    assert!(matches!(h.state().screen, AppScreen::Home));
    assert!(
        h.query_by_label_contains("In progress").is_none(),
        "a finished match is not in progress"
    );
    assert!(
        h.query_by_label("Finished: Tic-tac-toe — Standard, 5 moves")
            .is_some(),
        "listed as finished"
    );
    assert!(
        h.query_by_label_contains("X wins").is_some(),
        "with its result"
    );
    assert!(h.query_by_label("Back to the match").is_none());
    click(&mut h, "See the final position");
    assert!(matches!(h.state().screen, AppScreen::Table(_)));
    assert!(
        h.query_by_label("Back to the games").is_some(),
        "the end of the match"
    );

    // From another screen, the menu bar says the same.
    click(&mut h, "Balance lab");
    assert!(h.query_by_label("Back to the match").is_none());
    click(&mut h, "Back to the final position");
    assert!(matches!(h.state().screen, AppScreen::Table(_)));
    assert_eq!(actions(&mut h), ["a1", "b1", "a2", "b2", "a3"]);
}

#[test]
fn play_on_home_starts_a_match_at_once_with_the_rules_and_seats_last_chosen() {
    use game_host::gui::table::SeatKind;
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    // The first time: the standard rules, the player against the normal bot.
    assert!(h.query_by_label("Welcome!").is_some(), "the first-run hint");
    click(&mut h, "Play Tic-tac-toe");
    {
        let table = h.state_mut().table().expect("a table, at once");
        assert_eq!(table.ruleset_name, "Standard");
        assert_eq!(
            table.controller.seating.seats,
            [SeatKind::Human, SeatKind::Bot(game_wire::BotLevel::Normal)]
        );
    }
    // A match set up in New match: phantom, against an easy bot.
    click(&mut h, "Home");
    assert!(
        h.query_by_label("Welcome!").is_none(),
        "gone once a match was played"
    );
    click(&mut h, "Play Tic-tac-toe Phantom");
    h.state_mut().form.seats = vec![SeatKind::Human, SeatKind::Bot(game_wire::BotLevel::Easy)];
    click(&mut h, "Start match");
    click(&mut h, "Home");
    // Play starts the same again.
    click(&mut h, "Play Tic-tac-toe");
    let table = h.state_mut().table().expect("a table, at once");
    assert_eq!(table.ruleset_name, "Phantom");
    assert_eq!(
        table.controller.seating.seats,
        [SeatKind::Human, SeatKind::Bot(game_wire::BotLevel::Easy)]
    );
}

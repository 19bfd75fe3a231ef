//! Hot-seat integrity in the real app: no way into or around the table (undo, take-back,
//! continue, open, navigation) shows one player what the rules hide from them, and no match is
//! lost on the way.

use crate::common;

use common::gui::{
    actions, click, harness, harness_at_60_fps, legal, play_first_action, reveal_waiting,
    run_until, visible_labels, wait_until_enabled,
};
use common::workspace_root;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use game_host::gui::app::{AppScreen, HostApp};
use game_host::gui::table::SeatKind;
use game_host::match_driver::undo::Undo;
use game_wire::{BotLevel, Viewer};
use std::collections::BTreeSet;
use std::time::Duration;

fn seat_name(h: &Harness<'_, HostApp>, game: &str, seat: u8) -> String {
    h.state().catalog.find(game).unwrap().info().seats[usize::from(seat)].clone()
}

/// Starts a hot-seat match of `game`'s standard rules from Home, with the form's defaults.
fn start(h: &mut Harness<'_, HostApp>, game: &str) {
    let name = h.state().catalog.find(game).unwrap().info().name.clone();
    let standard = game_host::content::rulesets(
        &workspace_root(),
        &crate::common::bundled_mods(&workspace_root()),
        game,
    )
    .into_iter()
    .find(|r| r.id == "standard")
    .unwrap();
    if !matches!(h.state().screen, AppScreen::Home) {
        click(h, "Home");
    }
    click(h, &format!("Play {name} {}", standard.name));
    click(h, "Start match");
}

/// Clicks "I am …" for the seat waiting behind the hand-over screen.
fn reveal(h: &mut Harness<'_, HostApp>, game: &str) -> u8 {
    let seat = h
        .state_mut()
        .table()
        .unwrap()
        .controller
        .waiting_for
        .expect("the hand-over screen is up");
    let name = seat_name(h, game, seat);
    let label = format!("I am {name}: show my table");
    wait_until_enabled(h, &label);
    click(h, &label);
    seat
}

/// Plays first legal actions until the table is handed over; returns (who played, who waits).
fn play_until_hand_over(h: &mut Harness<'_, HostApp>) -> (u8, u8) {
    let mover = h
        .state_mut()
        .table()
        .unwrap()
        .controller
        .view
        .as_ref()
        .unwrap()
        .status
        .to_move()
        .unwrap();
    for _ in 0..200 {
        play_first_action(h);
        if let Some(next) = h.state_mut().table().unwrap().controller.waiting_for {
            return (mover, next);
        }
    }
    panic!("the table was never handed over");
}

/// What `from` may see and `to` may not, as labels drawn on screen.
fn secrets(h: &mut Harness<'_, HostApp>, from: u8, to: u8) -> BTreeSet<String> {
    let table = h.state_mut().table().unwrap();
    let a = visible_labels(
        &table
            .controller
            .session
            .view(Viewer::Seat(from))
            .unwrap()
            .scene,
    );
    let b = visible_labels(
        &table
            .controller
            .session
            .view(Viewer::Seat(to))
            .unwrap()
            .scene,
    );
    a.difference(&b).cloned().collect()
}

fn assert_none_shown(h: &Harness<'_, HostApp>, secrets: &BTreeSet<String>, when: &str) {
    for label in secrets {
        assert!(
            h.query_by_label(label).is_none(),
            "{when}: `{label}` is on screen, but it is hidden from the player at the table"
        );
    }
}

fn press_ctrl_z(h: &mut Harness<'_, HostApp>) {
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run_steps(3);
}

/// The scenario of the issue: one player moves, the table is handed over, the other presses
/// Undo (button and Ctrl+Z), on the hand-over screen and at the table.
fn undo_never_crosses_a_hand_over(game: &str) {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    start(&mut h, game);
    reveal(&mut h, game);
    let (mover, next) = play_until_hand_over(&mut h);
    let hidden = secrets(&mut h, mover, next);
    assert!(
        !hidden.is_empty(),
        "{game}: {mover} holds secrets from {next} (else this test proves nothing)"
    );
    let before = actions(&mut h);

    // Behind the hand-over screen: Undo is disabled, Ctrl+Z does nothing.
    assert!(
        !h.state_mut()
            .table()
            .unwrap()
            .controller
            .undo_rule()
            .allowed()
    );
    click(&mut h, "Undo");
    press_ctrl_z(&mut h);
    assert_eq!(
        actions(&mut h),
        before,
        "{game}: nothing taken back on the hand-over screen"
    );
    assert_none_shown(&h, &hidden, "the hand-over screen");

    // At the table, the other player cannot take back the first one's move.
    assert_eq!(reveal(&mut h, game), next);
    let rule = h.state_mut().table().unwrap().controller.undo_rule();
    assert!(matches!(rule, Undo::Refused(_)), "{game}: {rule:?}");
    click(&mut h, "Undo");
    press_ctrl_z(&mut h);
    assert_eq!(actions(&mut h), before, "{game}: the opponent's move stays");
    let table = h.state_mut().table().unwrap();
    assert!(table.controller.waiting_for.is_none());
    let shown = table.controller.view.clone().unwrap();
    let mut own = table.controller.session.view(Viewer::Seat(next)).unwrap();
    // As the player reads it: the game's text in their language.
    game_host::i18n::game::localize_view(game, &mut own);
    assert_eq!(shown, own, "{game}: the table shows exactly {next}'s view");
    assert!(
        table
            .controller
            .message
            .as_deref()
            .unwrap_or_default()
            .contains("only your own moves"),
        "{game}: the refusal is explained: {:?}",
        table.controller.message
    );
    assert_none_shown(&h, &hidden, "the table after a refused undo");

    // The player's own move since the hand-over is theirs to take back, unless it showed them
    // something hidden (Cyvasse's random setup shows its mover draws of the match's dice).
    let own = actions(&mut h).len();
    play_first_action(&mut h);
    let table = h.state_mut().table().unwrap();
    let revealing = table
        .controller
        .session
        .revealed()
        .last()
        .is_some_and(|seats| !seats.is_empty());
    if table.controller.waiting_for.is_none() {
        press_ctrl_z(&mut h);
        if revealing {
            assert_eq!(actions(&mut h).len(), own + 1, "{game}: a reveal stays");
        } else {
            assert_eq!(
                actions(&mut h).len(),
                own,
                "{game}: their own move came back"
            );
        }
    }
}

#[test]
fn air_land_sea_undo_never_crosses_a_hand_over() {
    undo_never_crosses_a_hand_over("air-land-sea");
}

#[test]
fn cyvasse_undo_never_crosses_a_hand_over() {
    undo_never_crosses_a_hand_over("cyvasse");
}

#[test]
fn a_take_back_needs_the_other_player_and_hands_the_device_back() {
    let game = "air-land-sea";
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    start(&mut h, game);
    reveal(&mut h, game);
    let (mover, next) = play_until_hand_over(&mut h);
    let (mover_name, next_name) = (seat_name(&h, game, mover), seat_name(&h, game, next));
    let before = actions(&mut h);
    let hidden = secrets(&mut h, mover, next);

    // Refused: nothing changes, the device still goes to the other player.
    click(
        &mut h,
        &format!("{mover_name}: ask {next_name} to take back my move"),
    );
    assert_none_shown(&h, &hidden, "the take-back question");
    click(&mut h, "Refuse");
    assert_eq!(actions(&mut h), before);
    assert_eq!(
        h.state_mut().table().unwrap().controller.waiting_for,
        Some(next)
    );

    // Agreed: the move goes, and the device goes back to its player behind the screen.
    click(
        &mut h,
        &format!("{mover_name}: ask {next_name} to take back my move"),
    );
    click(&mut h, "Agree");
    assert_eq!(actions(&mut h).len(), before.len() - 1);
    assert_eq!(
        h.state_mut().table().unwrap().controller.waiting_for,
        Some(mover),
        "the table is handed back, not shown to whoever holds the device"
    );
    let hidden_from_next = secrets(&mut h, mover, next);
    assert_none_shown(&h, &hidden_from_next, "after the take-back");
    assert_eq!(reveal(&mut h, game), mover);
}

#[test]
fn continue_and_open_go_through_the_hand_over_screen() {
    let game = "air-land-sea";
    let data = tempfile::tempdir().unwrap();
    let hidden;
    let waiting;
    {
        let mut h = harness(data.path());
        start(&mut h, game);
        reveal(&mut h, game);
        let (mover, next) = play_until_hand_over(&mut h);
        waiting = next;
        hidden = secrets(&mut h, next, mover)
            .union(&secrets(&mut h, mover, next))
            .cloned()
            .collect::<BTreeSet<_>>();
        click(&mut h, "Save");
    }
    let mut h = harness(data.path());
    click(&mut h, "Continue last match");
    assert_eq!(
        h.state_mut().table().unwrap().controller.waiting_for,
        Some(waiting)
    );
    assert_none_shown(&h, &hidden, "Continue");

    let save = std::fs::read_dir(data.path().join("saves"))
        .unwrap()
        .next()
        .unwrap()
        .unwrap()
        .file_name()
        .to_string_lossy()
        .into_owned();
    click(&mut h, "Home");
    click(&mut h, &format!("Open {save}"));
    assert_eq!(
        h.state_mut().table().unwrap().controller.waiting_for,
        Some(waiting)
    );
    assert_none_shown(&h, &hidden, "Open save");
}

#[test]
fn play_again_goes_through_the_hand_over_screen() {
    let game = "air-land-sea";
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    start(&mut h, game);
    // Withdraw at once (first legal actions until the match is over would take long): the
    // match ends, "Play again" starts another one behind the screen.
    reveal(&mut h, game);
    h.state_mut().form.seed = "3".into();
    let table = h.state_mut().table().unwrap();
    let withdraw = table
        .controller
        .view
        .as_ref()
        .unwrap()
        .actions
        .iter()
        .any(|a| a.text == "withdraw");
    assert!(withdraw, "Air, Land & Sea lets a player withdraw");
    let mut toasts = game_host::gui::toasts::Toasts::default();
    loop {
        let table = h.state_mut().table().unwrap();
        if table.controller.view.as_ref().unwrap().status.is_over() {
            break;
        }
        table.controller.reveal();
        table.controller.apply("withdraw", &mut toasts);
    }
    h.run_steps(3);
    // Each battle's end is a moment every player sees (the withdrawals above were played past
    // the table, so they are all still due): shown over the final table, one after another.
    let mut shown = 0;
    while h.query_by_label("Continue (Enter)").is_some() {
        click(&mut h, "Continue (Enter)");
        shown += 1;
        assert!(shown < 20, "the moments never end");
    }
    assert!(shown >= 1, "the last battle's end was shown");
    click(&mut h, "Play again");
    assert!(actions(&mut h).is_empty(), "a fresh match");
    assert!(
        h.state_mut()
            .table()
            .unwrap()
            .controller
            .waiting_for
            .is_some()
    );
}

#[test]
fn a_continued_match_against_a_bot_has_its_bot_back() {
    let data = tempfile::tempdir().unwrap();
    {
        let mut h = harness(data.path());
        click(&mut h, "Play Tic-tac-toe Standard");
        h.state_mut().form.seats = vec![SeatKind::Human, SeatKind::Bot(BotLevel::Random)];
        click(&mut h, "Start match");
        // The bot waits (paused), so the autosave ends with the bot to move.
        h.state_mut().table().unwrap().controller.paused = true;
        click(&mut h, "b2");
        assert_eq!(actions(&mut h), ["b2"]);
    }
    let mut h = harness(data.path());
    assert!(h.query_by_label("Continue last match").is_some());
    click(&mut h, "Continue last match");
    let table = h.state_mut().table().unwrap();
    assert_eq!(
        table.controller.seating.seats,
        [SeatKind::Human, SeatKind::Bot(BotLevel::Random)],
        "the save recorded who sits where"
    );
    table.controller.bot_delay_ms = 0;
    assert!(
        run_until(&mut h, Duration::from_secs(20), |h| actions(h).len() == 2),
        "the bot plays on: {:?}",
        actions(&mut h)
    );
}

#[test]
fn leaving_a_match_keeps_it_and_each_match_has_its_own_autosave() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    click(&mut h, "Play Tic-tac-toe Standard");
    click(&mut h, "Start match");
    click(&mut h, "b2");
    click(&mut h, "Balance lab");
    assert!(matches!(h.state().screen, AppScreen::Lab));
    click(&mut h, "Back to the match");
    assert_eq!(actions(&mut h), ["b2"], "the lab did not close the match");
    click(&mut h, "New match");
    h.key_press(egui::Key::Escape);
    h.run_steps(3);
    assert!(
        matches!(h.state().screen, AppScreen::Table(_)),
        "Esc goes back to the match"
    );
    assert_eq!(actions(&mut h), ["b2"]);

    // A second match does not overwrite the first one's autosave.
    click(&mut h, "New match");
    click(&mut h, "Start match");
    click(&mut h, "a1");
    h.state().autosaver.flush();
    let autosaves = std::fs::read_dir(data.path().join("autosaves"))
        .unwrap()
        .count();
    assert_eq!(autosaves, 2, "one autosave per match");
    click(&mut h, "Home");
    let listing = game_host::gui::home::Listing::read(h.state().data.as_ref());
    let moves: Vec<Vec<String>> = listing
        .autosaves
        .iter()
        .map(|e| game_host::save::SavedMatch::read(&e.path).unwrap().actions)
        .collect();
    assert_eq!(
        moves,
        [vec!["a1".to_string()], vec!["b2".to_string()]],
        "newest first"
    );
}

#[test]
fn once_nothing_is_hidden_the_turn_passes_without_the_hand_over_screen() {
    let game = "cyvasse";
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    start(&mut h, game);
    let mut toasts = game_host::gui::toasts::Toasts::default();
    // Both players set up at random behind the screen (the setup is secret).
    reveal(&mut h, game);
    let table = h.state_mut().table().unwrap();
    table.controller.apply("setup random", &mut toasts);
    table.controller.apply("ready", &mut toasts);
    assert!(
        table.controller.waiting_for.is_some(),
        "during the setup the table is handed over"
    );
    h.run_steps(2);
    reveal(&mut h, game);
    let table = h.state_mut().table().unwrap();
    table.controller.apply("setup random", &mut toasts);
    table.controller.apply("ready", &mut toasts);
    // Both homelands are revealed: the battle hides nothing, so no screen between turns.
    assert!(
        table.controller.waiting_for.is_none(),
        "the second ready reveals everything: no hand-over"
    );
    for _ in 0..4 {
        let table = h.state_mut().table().unwrap();
        let before = table.controller.view.as_ref().unwrap().status.to_move();
        let action = table.controller.view.as_ref().unwrap().actions[0]
            .text
            .clone();
        table.controller.apply(&action, &mut toasts);
        let after = table.controller.view.as_ref().unwrap().status.to_move();
        assert!(
            table.controller.waiting_for.is_none(),
            "no hand-over in the open battle"
        );
        if before != after {
            let shown = table.controller.view.clone().unwrap();
            let mut own = table
                .controller
                .session
                .view(Viewer::Seat(after.unwrap()))
                .unwrap();
            // As the player reads it: the game's text in their language.
            game_host::i18n::game::localize_view("cyvasse", &mut own);
            assert_eq!(shown, own, "the table shows the new mover's view");
        }
    }
    // Undo still follows the rule: only the player's own moves since they took the table.
    let rule = h.state_mut().table().unwrap().controller.undo_rule();
    assert!(matches!(rule, Undo::Take(1) | Undo::Refused(_)), "{rule:?}");
}

#[test]
fn keyboard_ctrl_s_saves_and_enter_plays_the_only_action() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    click(&mut h, "Play Tic-tac-toe Standard");
    click(&mut h, "Start match");
    click(&mut h, "b2");
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    h.run_steps(3);
    let saves = std::fs::read_dir(data.path().join("saves"))
        .unwrap()
        .count();
    assert_eq!(saves, 1, "Ctrl+S wrote a save");
    // Cyvasse setup: once everything is placed, `ready` is the only action; Enter plays it.
    start(&mut h, "cyvasse");
    reveal(&mut h, "cyvasse");
    let mut toasts = game_host::gui::toasts::Toasts::default();
    h.state_mut()
        .table()
        .unwrap()
        .controller
        .apply("setup random", &mut toasts);
    h.run_steps(2);
    assert_eq!(
        legal(&mut h),
        ["ready"],
        "a complete setup leaves one action"
    );
    let before = actions(&mut h).len();
    h.key_press(egui::Key::Enter);
    h.run_steps(3);
    assert_eq!(actions(&mut h).len(), before + 1, "Enter played `ready`");
}

/// Starts a hot-seat match of phantom tic-tac-toe (each player sees only their own marks) from
/// Home, with the form's defaults: two humans, the hand-over screen on. An empty board hides
/// nothing yet, so X's table shows at once.
fn start_phantom(h: &mut Harness<'_, HostApp>) {
    if !matches!(h.state().screen, AppScreen::Home) {
        click(h, "Home");
    }
    click(h, "Play Tic-tac-toe Phantom");
    assert!(
        h.state().form.hand_over,
        "phantom rules hide: the screen is on"
    );
    click(h, "Start match");
}

fn waiting_for(h: &mut Harness<'_, HostApp>) -> Option<u8> {
    h.state_mut().table().unwrap().controller.waiting_for
}

/// A press and a release of the primary button at `at`.
fn press_and_release(h: &mut Harness<'_, HostApp>, at: egui::Pos2) {
    for pressed in [true, false] {
        h.event(egui::Event::PointerButton {
            pos: at,
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: egui::Modifiers::NONE,
        });
    }
    h.run_steps(1);
}

/// egui's clock, which the hand-over screen's buttons wait by.
fn now(h: &Harness<'_, HostApp>) -> f64 {
    h.ctx.input(|i| i.time)
}

#[test]
fn a_double_click_that_ends_the_turn_does_not_pass_the_hand_over_screen() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness_at_60_fps(data.path());
    start_phantom(&mut h);
    assert_eq!(waiting_for(&mut h), None, "X's table is shown");
    // Where the hand-over button comes up with nothing in its way: X marks a1, away from it.
    let a1 = h.get_by_label("a1").rect().center();
    click(&mut h, "a1");
    let natural = h.get_by_label("I am O: show my table").rect();
    assert!(!natural.contains(a1));
    assert_eq!(reveal_waiting(&mut h), 1);

    // O double-clicks b2 where that button comes up: the first click marks b2 and hands the
    // device to X, the second comes 100 ms later, where the pointer still is.
    let cell = h.get_by_label("b2").rect();
    assert!(
        cell.intersects(natural),
        "b2 {cell:?} lies under the button {natural:?} (else this test proves nothing)"
    );
    let at = cell.intersect(natural).center();
    h.event(egui::Event::PointerMoved(at));
    press_and_release(&mut h, at);
    assert_eq!(actions(&mut h), ["a1", "b2"]);
    assert_eq!(waiting_for(&mut h), Some(0), "the device goes to X");
    let appeared = now(&h);
    h.run_steps(5);
    press_and_release(&mut h, at);
    h.run_steps(3);
    assert_eq!(
        waiting_for(&mut h),
        Some(0),
        "the second click of O's double click did not show O X's table"
    );
    assert!(h.query_by_label("b2").is_none(), "the board stays hidden");

    // The button is not where the click landed, and takes no click for 0.4 s wherever it lands.
    let label = "I am X: show my table";
    let button = h.get_by_label(label).rect();
    assert!(
        !button.contains(at),
        "the button {button:?} is laid out away from the last click at {at:?}"
    );
    assert!(h.get_by_label(label).accesskit_node().is_disabled());
    h.event(egui::Event::PointerMoved(button.center()));
    press_and_release(&mut h, button.center());
    h.run_steps(2);
    assert!(now(&h) - appeared < 0.4, "this click came within 0.4 s");
    assert_eq!(waiting_for(&mut h), Some(0), "a click too soon is ignored");

    wait_until_enabled(&mut h, label);
    assert!(
        now(&h) - appeared >= 0.4,
        "disabled for 0.4 s of egui's clock"
    );
    click(&mut h, label);
    assert_eq!(waiting_for(&mut h), None, "then X takes the device");
}

#[test]
fn the_hand_over_screen_says_what_everyone_may_know_of_the_last_turn() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    start_phantom(&mut h);
    click(&mut h, "a1");
    assert_eq!(waiting_for(&mut h), Some(1));
    assert!(
        h.query_by_label("Last turn, as every player may know it:")
            .is_some()
    );
    assert!(h.query_by_label("X marked a cell").is_some());
    reveal_waiting(&mut h);
    click(&mut h, "b2");
    assert!(h.query_by_label("O marked a cell").is_some());
    assert!(
        h.query_by_label("X marked a cell").is_none(),
        "only the turn since X last moved"
    );
    reveal_waiting(&mut h);
    // X tries O's hidden b2: X alone learns it is O's, and tries again.
    click(&mut h, "b2");
    assert_eq!(waiting_for(&mut h), None, "X tries again");
    click(&mut h, "c3");
    assert_eq!(waiting_for(&mut h), Some(1));
    assert!(
        h.query_by_label("Last turn, as every player may know it:")
            .is_some()
    );
    assert!(h.query_by_label("X tried a cell O holds").is_some());
    assert!(
        h.query_by_label("X marked a cell").is_some(),
        "X's move since O's"
    );
    assert!(
        h.query_by_label_contains("is O's").is_none(),
        "X's own line about O's mark is X's alone"
    );
    assert!(
        h.query_by_label("O marked a cell").is_none(),
        "only the turn since O last moved"
    );
}

/// Leaves the table for another screen and comes back by `back`; the table is behind the
/// hand-over screen again, the seat to move waiting and nothing of the board shown.
fn leave_and_come_back(h: &mut Harness<'_, HostApp>, back: impl FnOnce(&mut Harness<'_, HostApp>)) {
    assert_eq!(waiting_for(h), None, "the table was shown");
    back(h);
    assert!(matches!(h.state().screen, AppScreen::Table(_)));
    assert_eq!(
        waiting_for(h),
        Some(1),
        "whoever comes back to the device may be X: O's table waits behind the screen"
    );
    assert!(h.query_by_label("a1").is_none(), "the board is hidden");
    assert!(h.query_by_label("I am O: show my table").is_some());
    assert_eq!(reveal_waiting(h), 1);
}

#[test]
fn coming_back_to_a_match_with_secrets_goes_through_the_hand_over_screen() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    start_phantom(&mut h);
    click(&mut h, "b2");
    reveal_waiting(&mut h);

    // The menu bar's "Back to the match", from the balance lab.
    leave_and_come_back(&mut h, |h| {
        click(h, "Balance lab");
        click(h, "Back to the match");
    });
    // Home's own (the menu bar leaves it to Home there).
    leave_and_come_back(&mut h, |h| {
        click(h, "Home");
        assert!(
            h.query_by_label_contains("In progress: Tic-tac-toe")
                .is_some()
        );
        click(h, "Back to the match");
    });
    // Esc from New match.
    leave_and_come_back(&mut h, |h| {
        click(h, "New match");
        h.key_press(egui::Key::Escape);
        h.run_steps(3);
    });
    assert_eq!(actions(&mut h), ["b2"], "nothing was played on the way");

    // Rules that hide nothing go straight back to the table.
    click(&mut h, "Home");
    click(&mut h, "Play Tic-tac-toe Standard");
    click(&mut h, "Start match");
    click(&mut h, "b2");
    click(&mut h, "Home");
    click(&mut h, "Back to the match");
    assert_eq!(waiting_for(&mut h), None);
    assert!(h.query_by_label("a1").is_some(), "the board is shown");
}

#[test]
fn the_hand_over_screen_names_the_seat_once_when_the_game_s_prompt_names_it() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path());
    start(&mut h, "cyvasse");
    assert!(
        h.state_mut()
            .table()
            .unwrap()
            .controller
            .waiting_for
            .is_some()
    );
    let white = seat_name(&h, "cyvasse", 0);
    // Cyvasse's prompt is "White: set up your homeland"; it read "White: White: …".
    assert!(
        h.query_by_label(&format!("{white}: set up your homeland"))
            .is_some()
    );
    assert!(
        h.query_by_label_contains(&format!("{white}: {white}:"))
            .is_none()
    );
}

//! What a player's common actions cost in clicks, in the real app at 1024×700 (the README's
//! "What it takes" table comes from here), and the confirmations and moments on the way.

use crate::common;

use common::gui::table_view as view;
use common::gui::{actions, click, harness_sized, reveal_waiting, start_standard};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use game_host::gui::app::HostApp;
use game_host::gui::table::paint::element_label;
use game_wire::{ActionInfo, View};

const SMALL: [f32; 2] = [1024.0, 700.0];

/// Counts the clicks a test makes on the table, as a player would make them.
#[derive(Debug, Default)]
struct Clicks(usize);

impl Clicks {
    fn left(&mut self, h: &mut Harness<'_, HostApp>, label: &str) {
        self.0 += 1;
        click(h, label);
    }

    fn right(&mut self, h: &mut Harness<'_, HostApp>, label: &str) {
        self.0 += 1;
        h.get_by_label(label).scroll_to_me();
        h.run_steps(2);
        h.get_by_label(label).click_secondary();
        h.run_steps(3);
    }
}

fn label(view: &View, id: &str) -> String {
    element_label(&view.scene, id).unwrap_or_else(|| panic!("`{id}` is not in the scene"))
}

/// An action that ends where a longer one goes on (ALS face up), with that longer one.
fn short_and_long(view: &View) -> (ActionInfo, ActionInfo) {
    view.actions
        .iter()
        .find_map(|short| {
            let long = view.actions.iter().find(|long| {
                long.path.len() == short.path.len() + 1 && long.path.starts_with(&short.path)
            })?;
            Some((short.clone(), long.clone()))
        })
        .expect("a play with a face-down variant")
}

#[test]
fn an_als_play_takes_two_clicks_face_up_and_two_face_down() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness_sized(data.path(), SMALL);
    // A deal whose first face-up play passes the turn (no ability asks its player for more).
    common::gui::start_seeded(&mut h, "air-land-sea", "1");
    reveal_waiting(&mut h);

    // Face up: the card, then the theater.
    let v = view(&mut h);
    let (up, down) = short_and_long(&v);
    assert_eq!(up.path.len(), 2, "{up:?}");
    let mut clicks = Clicks::default();
    clicks.left(&mut h, &label(&v, &up.path[0]));
    // The theater says what each button plays (tooltips at once, not after half a second).
    h.ctx.all_styles_mut(|s| s.interaction.tooltip_delay = 0.0);
    h.get_by_label(&label(&v, &up.path[1])).hover();
    h.run_steps(3);
    let hint = format!("Click: {} · Right-click: {}", up.text, down.text);
    assert!(
        h.query_by_label(&hint).is_some(),
        "hovering the theater shows `{hint}`"
    );
    clicks.left(&mut h, &label(&v, &up.path[1]));
    assert_eq!(actions(&mut h).last(), Some(&up.text));
    assert_eq!(clicks.0, 2);

    // Face down, for the other player: the card, then a right click on the theater.
    reveal_waiting(&mut h);
    let v = view(&mut h);
    let (_, down) = short_and_long(&v);
    let mut clicks = Clicks::default();
    clicks.left(&mut h, &label(&v, &down.path[0]));
    clicks.right(&mut h, &label(&v, &down.path[1]));
    assert_eq!(actions(&mut h).last(), Some(&down.text));
    assert_eq!(clicks.0, 2);
}

/// The control of the scene that asks before it counts (ALS: Withdraw), with its label.
fn asking_control(view: &View) -> (String, String) {
    view.scene
        .controls
        .iter()
        .find_map(|c| Some((c.label.clone(), c.confirm.clone()?)))
        .expect("a control that asks first")
}

#[test]
fn withdrawing_asks_first_esc_says_no_and_enter_yes_then_the_battle_is_shown_once() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness_sized(data.path(), SMALL);
    common::gui::start_seeded(&mut h, "air-land-sea", "1");
    let first = reveal_waiting(&mut h);
    let v = view(&mut h);
    let (withdraw, question) = asking_control(&v);

    click(&mut h, &withdraw);
    assert!(
        h.query_by_label(&question).is_some(),
        "the question is asked"
    );
    assert!(
        actions(&mut h).is_empty(),
        "nothing is played before the answer"
    );
    h.key_press(egui::Key::Escape);
    h.run_steps(3);
    assert!(h.query_by_label(&question).is_none());
    assert!(actions(&mut h).is_empty(), "Esc says no");

    click(&mut h, &withdraw);
    h.key_press(egui::Key::Enter);
    h.run_steps(3);
    assert_eq!(actions(&mut h).len(), 1, "Enter says yes");

    // The end of the battle is a moment: never over the hand-over screen, once after it.
    let table = h.state_mut().table().unwrap();
    let moment = table
        .controller
        .session
        .view(game_wire::Viewer::Seat(first))
        .unwrap();
    // The game's message, shown in its English here.
    let title = game_wire::text::english_of(
        &moment
            .scene
            .moment
            .expect("the battle's end is a moment")
            .title,
    )
    .into_owned();
    if h.state_mut()
        .table()
        .unwrap()
        .controller
        .waiting_for
        .is_some()
    {
        assert!(
            h.query_by_label(&title).is_none(),
            "no moment over the hand-over screen"
        );
        reveal_waiting(&mut h);
    }
    assert!(h.query_by_label(&title).is_some(), "the moment is shown");
    click(&mut h, "Continue (Enter)");
    assert!(h.query_by_label(&title).is_none());
    h.run_steps(5);
    assert!(h.query_by_label(&title).is_none(), "shown once");
}

#[test]
fn with_confirmations_off_a_withdraw_counts_at_once() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness_sized(data.path(), SMALL);
    h.state_mut().prefs.confirm = false;
    common::gui::start_seeded(&mut h, "air-land-sea", "1");
    reveal_waiting(&mut h);
    let (withdraw, question) = asking_control(&view(&mut h));
    click(&mut h, &withdraw);
    assert!(h.query_by_label(&question).is_none());
    assert_eq!(actions(&mut h).len(), 1);
}

#[test]
fn a_random_cyvasse_setup_takes_two_clicks() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness_sized(data.path(), SMALL);
    start_standard(&mut h, "cyvasse");
    let seat = reveal_waiting(&mut h);
    let mut clicks = Clicks::default();
    clicks.left(&mut h, "Random setup");
    clicks.left(&mut h, "Ready");
    assert!(clicks.0 <= 5);
    let status = h
        .state_mut()
        .table()
        .unwrap()
        .controller
        .session
        .status()
        .unwrap();
    assert_ne!(status.to_move(), Some(seat), "the setup is done");
}

/// Lays every tile (and with `units`, every unit) of the seat's setup by clicking: a tile or
/// unit once, then each cell it goes on (the tile stays selected).
fn paint(h: &mut Harness<'_, HostApp>, clicks: &mut Clicks, units: bool) -> usize {
    let mut played = 0;
    loop {
        let v = view(h);
        let selected = h.state_mut().table().unwrap().picker.selected.clone();
        let wanted = |a: &&ActionInfo| {
            a.path.len() == 2
                && (a.path[0].starts_with("control:tile:")
                    || (units && a.path[0].starts_with("control:unit:")))
        };
        // Keep painting with what is selected while it can go on.
        let Some(next) = v
            .actions
            .iter()
            .filter(wanted)
            .find(|a| selected.first() == a.path.first())
            .or_else(|| v.actions.iter().find(wanted))
            .cloned()
        else {
            return played;
        };
        if selected.first() != next.path.first() {
            clicks.left(h, &label(&v, &next.path[0]));
        }
        clicks.left(h, &label(&v, &next.path[1]));
        assert_eq!(
            actions(h).last(),
            Some(&next.text),
            "each cell is one click"
        );
        played += 1;
    }
}

#[test]
fn painting_the_eighteen_tiles_of_a_cyvasse_setup_takes_at_most_25_clicks() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness_sized(data.path(), SMALL);
    start_standard(&mut h, "cyvasse");
    reveal_waiting(&mut h);
    let mut clicks = Clicks::default();
    let tiles = paint(&mut h, &mut clicks, false);
    assert_eq!(tiles, 18);
    assert!(clicks.0 <= 25, "{} clicks", clicks.0);
}

#[test]
fn a_saved_cyvasse_setup_replays_in_a_new_match_in_three_clicks() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness_sized(data.path(), SMALL);
    start_standard(&mut h, "cyvasse");
    let seat = reveal_waiting(&mut h);
    let mut clicks = Clicks::default();
    let laid = paint(&mut h, &mut clicks, true);
    let setup = actions(&mut h);
    assert_eq!(setup.len(), laid);

    click(&mut h, "Save this setup…");
    h.get_by_label("Setup name").type_text("Wall");
    h.run_steps(2);
    click(&mut h, "Save setup");
    let key = view(&mut h).scene.saved_sequence.unwrap();
    let file = data
        .path()
        .join("sequences/cyvasse/standard")
        .join(&key)
        .join(format!("seat-{seat}"))
        .join("Wall.txt");
    let saved = std::fs::read_to_string(&file).unwrap();
    assert_eq!(
        saved.lines().collect::<Vec<_>>(),
        setup,
        "a setup made cell by cell is saved as it was made"
    );
    click(&mut h, "Ready");

    // A new match: the saved setup, then Ready.
    start_standard(&mut h, "cyvasse");
    assert!(actions(&mut h).is_empty());
    reveal_waiting(&mut h);
    let mut clicks = Clicks::default();
    clicks.left(&mut h, "Use saved…");
    clicks.left(&mut h, "Wall");
    assert_eq!(actions(&mut h), setup, "the same setup, played again");
    clicks.left(&mut h, "Ready");
    assert_eq!(actions(&mut h).len(), setup.len() + 1);
    assert!(clicks.0 <= 5);
}

#[test]
fn a_saved_setup_that_no_longer_fits_stops_at_the_first_refused_line() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness_sized(data.path(), SMALL);
    start_standard(&mut h, "cyvasse");
    reveal_waiting(&mut h);
    let v = view(&mut h);
    let key = v.scene.saved_sequence.clone().unwrap();
    let good: Vec<String> = v
        .actions
        .iter()
        .filter(|a| a.path[0].starts_with("control:tile:"))
        .take(1)
        .map(|a| a.text.clone())
        .collect();
    let folder = data.path().join("sequences/cyvasse/standard").join(&key);
    std::fs::create_dir_all(&folder).unwrap();
    std::fs::write(
        folder.join("Broken.txt"),
        format!("{}\nnot an action\n{}\n", good[0], good[0]),
    )
    .unwrap();
    // The listing is read when the buttons first show: leave the table and come back.
    h.state_mut().table().unwrap().sequence = Default::default();
    h.run_steps(2);
    click(&mut h, "Use saved…");
    click(&mut h, "Broken");
    assert_eq!(
        actions(&mut h),
        good,
        "the line before the refused one stands"
    );
    let message = h
        .state_mut()
        .table()
        .unwrap()
        .controller
        .message
        .clone()
        .unwrap();
    assert!(
        message.contains("stopped at action 2 of 3 (`not an action`)"),
        "{message}"
    );

    // A sequence refused from its first line (another seat's, on a shared device) is not
    // quoted: nothing of what it holds is shown.
    std::fs::write(folder.join("Theirs.txt"), "their secret line\n").unwrap();
    h.state_mut().table().unwrap().sequence = Default::default();
    h.run_steps(2);
    click(&mut h, "Use saved…");
    click(&mut h, "Theirs");
    assert_eq!(actions(&mut h), good);
    let message = h
        .state_mut()
        .table()
        .unwrap()
        .controller
        .message
        .clone()
        .unwrap();
    assert!(message.contains("does not fit here"), "{message}");
    assert!(!message.contains("secret"), "{message}");
}

#[test]
fn a_right_click_where_several_actions_go_on_offers_them_in_a_menu() {
    let data = tempfile::tempdir().unwrap();
    let mut h = common::gui::harness(data.path());
    click(&mut h, "Play Tic-tac-toe Standard");
    click(&mut h, "Start match");
    // No bundled game has two longer actions behind one element yet: give the table such a
    // choice over tic-tac-toe's board (the menu's actions are real moves, so they play).
    let action = |text: &str, path: &[&str]| ActionInfo {
        text: text.into(),
        path: path.iter().map(|s| s.to_string()).collect(),
        effect: Default::default(),
    };
    let table = h.state_mut().table().unwrap();
    let view = table.controller.view.as_mut().unwrap();
    view.actions = vec![
        action("a1", &["cell:a1"]),
        action("b2", &["cell:a1", "cell:b2"]),
        action("c3", &["cell:a1", "cell:c3"]),
    ];
    h.run_steps(2);
    // The menu's buttons are named like the cells: tell them apart by where they are.
    let cell_c3 = h.get_by_label("c3").rect();
    h.get_by_label("a1").click_secondary();
    h.run_steps(3);
    assert!(actions(&mut h).is_empty(), "a right click here only asks");
    assert_eq!(
        h.query_all_by_label("b2").count(),
        2,
        "the cell and its menu entry"
    );
    h.query_all_by_label("c3")
        .find(|n| n.rect() != cell_c3)
        .expect("the menu offers c3")
        .click();
    h.run_steps(3);
    assert_eq!(
        actions(&mut h),
        ["c3"],
        "the action picked in the menu is played"
    );
}

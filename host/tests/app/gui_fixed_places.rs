//! The table's fixed places (issue 32 item 1), measured where the app really drew things (the
//! accessibility bounds of each element): in hot-seat play, whoever has the device finds their
//! own zones (hand, cup, tray) on the bottom edge of the table, across its width and whole
//! inside it, and the other seats' along the top; the same after every hand-over, at the
//! smallest supported window, a common one and a large one.

use crate::common;

use common::gui::{
    click, harness_sized, play_first_action, reveal_waiting, start_with, table_view,
};
use egui::{Rect, Role};
use egui_kittest::Harness;
use egui_kittest::kittest::{By, Queryable};
use game_host::gui::app::HostApp;
use game_host::gui::table::log::UNFOLD;
use game_host::gui::table::paint::{card_label_in, cell_label};
use game_wire::scene::{Zone, ZoneKind};

const SIZES: [[f32; 2]; 3] = [[1024.0, 700.0], [1280.0, 800.0], [1920.0, 1080.0]];

/// Starts a hot-seat match of `game` in a window of `size` (Home is used at 1280×800, where
/// every game's buttons show), and shows the table to the first player.
fn start(game: &str, size: [f32; 2], data: &std::path::Path) -> Harness<'static, HostApp> {
    let mut h = harness_sized(data, [1280.0, 800.0]);
    start_with(&mut h, game, |form| form.seed = "7".into());
    h.set_size(egui::vec2(size[0], size[1]));
    h.run_steps(4);
    show_to_mover(&mut h);
    h
}

/// Hands the device to whoever is waiting behind the hand-over screen.
fn show_to_mover(h: &mut Harness<'_, HostApp>) {
    if h.state_mut()
        .table()
        .unwrap()
        .controller
        .waiting_for
        .is_some()
    {
        reveal_waiting(h);
        h.run_steps(4);
    }
}

/// The part of the window the table owns: below the top bar's Undo button, above the bottom
/// bar's status line, left of the score column (or of its folded strip's button).
fn table_rect(h: &Harness<'_, HostApp>) -> Rect {
    let window = h.ctx.content_rect();
    let top = h.get_by_label("Undo").rect().bottom();
    let bottom = h
        .query_all(By::new().label_contains(" to move"))
        .map(|n| n.rect().top())
        .fold(0.0, f32::max);
    let right = h
        .query_by_label("Score")
        .or_else(|| h.query_by_label(UNFOLD))
        .map_or(window.right(), |n| n.rect().left());
    Rect::from_min_max(egui::pos2(0.0, top), egui::pos2(right, bottom))
}

/// Where the app drew the element labelled `label` (a zone's outline, a card's visible part).
fn drawn(h: &Harness<'_, HostApp>, label: &str) -> Rect {
    let nodes: Vec<Rect> = h
        .query_all(By::new().label(label).role(Role::Button))
        .map(|n| n.rect())
        .collect();
    assert_eq!(nodes.len(), 1, "`{label}` is drawn once: {nodes:?}");
    nodes[0]
}

/// Checks the fixed places for the seat at the device; returns that seat. On a board with
/// sides (`sided`: one the game turns for the second seat), the seat's pieces are nearer the
/// bottom than the others'.
fn check(h: &mut Harness<'_, HostApp>, what: &str, sided: bool) -> u8 {
    let viewer = h
        .state_mut()
        .table()
        .unwrap()
        .controller
        .viewer()
        .seat()
        .unwrap_or_else(|| panic!("{what}: nobody at the table"));
    let view = table_view(h);
    let area = table_rect(h);
    let inside = area.expand(0.5);
    // A seat's zones but the stacks, which are the battlefield's (in its columns, the seat's
    // under the other's).
    let zones = |own: bool| -> Vec<&Zone> {
        view.scene
            .zones
            .iter()
            .filter(|z| z.kind != ZoneKind::Stack)
            .filter(|z| z.owner.is_some() && (z.owner == Some(viewer)) == own)
            .collect()
    };
    // The seat's own zones: on the bottom edge (a line's room is kept under them for the
    // selection's line), the band across the table, every card inside.
    let own = zones(true);
    let mut band = Rect::NOTHING;
    for zone in &own {
        let r = drawn(h, &zone.title);
        band = band.union(r);
        assert!(
            inside.contains_rect(r),
            "{what}: `{}` at {r:?} outside {area:?}",
            zone.title
        );
        for i in 0..zone.cards.len() {
            let label = card_label_in(zone, i);
            let c = drawn(h, &label);
            assert!(
                inside.contains_rect(c),
                "{what}: `{label}` at {c:?} outside {area:?}"
            );
            assert!(
                r.expand(0.5).contains_rect(c),
                "{what}: `{label}` outside its zone"
            );
        }
    }
    if !own.is_empty() {
        assert!(
            band.bottom() >= area.bottom() - 40.0,
            "{what}: seat {viewer}'s zones end at {} in {area:?}",
            band.bottom()
        );
    }
    // A hand spans the table (a tray beside a board keeps its own width).
    if own.iter().any(|z| z.kind == ZoneKind::Hand) {
        assert!(
            band.width() >= area.width() - 30.0,
            "{what}: seat {viewer}'s band {band:?} is not across {area:?}"
        );
    }
    // The other seats' zones: along the top, above the seat's own.
    for zone in zones(false) {
        let r = drawn(h, &zone.title);
        assert!(
            inside.contains_rect(r),
            "{what}: `{}` at {r:?} outside {area:?}",
            zone.title
        );
        assert!(
            r.bottom() <= band.top() || own.is_empty(),
            "{what}: `{}` at {r:?} is not above the seat's own {band:?}",
            zone.title
        );
        assert!(
            r.top() <= area.top() + area.height() / 2.0,
            "{what}: `{}` at {r:?} is in the lower half of {area:?}",
            zone.title
        );
    }
    // A board between: every cell inside, the seat's pieces nearer the bottom than the others'.
    for board in &view.scene.boards {
        let (mut mine, mut theirs) = (Vec::new(), Vec::new());
        for cell in &board.cells {
            let r = drawn(h, &cell_label(cell));
            assert!(
                inside.contains_rect(r),
                "{what}: cell {} at {r:?}",
                cell.name
            );
            assert!(
                r.top() >= band.top() - 0.5 || r.bottom() <= band.top() + 0.5 || own.is_empty(),
                "{what}: cell {} under the seat's zones",
                cell.name
            );
            match cell.piece.as_ref().and_then(|p| p.owner) {
                Some(o) if o == viewer => mine.push(r.center().y),
                Some(_) => theirs.push(r.center().y),
                None => {}
            }
        }
        let mean = |v: &[f32]| v.iter().sum::<f32>() / v.len() as f32;
        if sided {
            assert!(
                mean(&mine) > mean(&theirs),
                "{what}: seat {viewer}'s pieces are not on the bottom side"
            );
        }
    }
    viewer
}

/// Whether the position has something to check of every place: past a setup (a phase whose
/// moves the game offers to save) and, on a board, pieces of both sides in view.
fn worth_checking(h: &mut Harness<'_, HostApp>) -> bool {
    let view = table_view(h);
    let pieces = |first: bool| {
        view.scene
            .boards
            .iter()
            .flat_map(|b| &b.cells)
            .filter_map(|c| c.piece.as_ref()?.owner)
            .filter(|&o| (o == 0) == first)
            .count()
    };
    view.scene.saved_sequence.is_none()
        && (view.scene.boards.is_empty() || pieces(true) >= 3 && pieces(false) >= 3)
}

/// Plays random legal actions (seeded) through the controller until the position is worth
/// checking (past a board game's setup), then hands the table to whoever is to move.
fn advance(h: &mut Harness<'_, HostApp>, game: &str) {
    let mut rng = game_sdk::GameRng::from_seed(11);
    let mut toasts = game_host::gui::toasts::Toasts::default();
    for _ in 0..400 {
        if worth_checking(h) {
            break;
        }
        let controller = &mut h.state_mut().table().unwrap().controller;
        controller.waiting_for = None;
        controller.refresh().unwrap();
        let actions = common::gui::legal(h);
        assert!(!actions.is_empty(), "{game}: the match ended in its setup");
        let pick = &actions[rng.below(actions.len() as u64) as usize];
        let controller = &mut h.state_mut().table().unwrap().controller;
        assert!(controller.apply(pick, &mut toasts), "`{pick}` was listed");
    }
    assert!(worth_checking(h), "{game}: never past the setup");
    h.run_steps(4);
    show_to_mover(h);
}

/// Plays `turns` turns of `game` at each size, checking the places before each and after
/// each hand-over; the device must have changed hands on the way.
fn fixed_places(game: &str, turns: usize, sided: bool) {
    for size in SIZES {
        let data = tempfile::tempdir().unwrap();
        let mut h = start(game, size, data.path());
        advance(&mut h, game);
        let mut seats = std::collections::BTreeSet::new();
        for turn in 0..turns {
            let what = format!("{game} at {}×{}, turn {turn}", size[0], size[1]);
            seats.insert(check(&mut h, &what, sided));
            play_first_action(&mut h);
            h.run_steps(3);
            show_to_mover(&mut h);
        }
        assert!(
            seats.len() >= 2,
            "{game}: the device never changed hands: {seats:?}"
        );
    }
}

#[test]
fn air_land_sea_hands_stay_in_their_places() {
    fixed_places("air-land-sea", 4, false);
}

#[test]
fn palagan_board_fits_for_whoever_has_the_device() {
    // Its hexhex board has no home side: never turned, so only its place is checked.
    fixed_places("palagan", 4, false);
}

#[test]
fn cyvasse_trays_stay_in_their_places() {
    fixed_places("cyvasse", 4, true);
}

#[test]
fn liars_dice_at_four_puts_each_players_cup_at_the_bottom() {
    // Four seats by the standard rules: three cups share the top band.
    fixed_places("liars-dice", 5, false);
}

#[test]
fn the_score_column_folds_beside_cards_on_a_small_window_and_unfolds_on_a_click() {
    let data = tempfile::tempdir().unwrap();
    let mut h = start("air-land-sea", [1024.0, 700.0], data.path());
    assert!(h.query_by_label("Score").is_none(), "folded at 1024×700");
    let folded = table_rect(&h);
    click(&mut h, UNFOLD);
    assert!(h.query_by_label("Score").is_some(), "unfolded");
    let unfolded = table_rect(&h);
    assert!(unfolded.width() < folded.width() - 150.0);
    check(&mut h, "with the score column unfolded", false);
    // A large window has it open.
    h.set_size(egui::vec2(1280.0, 800.0));
    h.run_steps(4);
    assert!(h.query_by_label("Score").is_some());
    // Beside a board (limited by the window's height, not its width) it stays open.
    let data = tempfile::tempdir().unwrap();
    let h = start("palagan", [1024.0, 700.0], data.path());
    assert!(h.query_by_label("Score").is_some(), "open beside a board");
    assert!(h.query_by_label(UNFOLD).is_none());
}

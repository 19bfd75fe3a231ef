//! The table's renderer on hand-made scenes, headless with egui_kittest: legal targets marked
//! by effect, the last turn, turned boards (clicks land on the cell drawn there), piece looks,
//! the legend, badges, slides and fading capture markers. What is drawn is read from the
//! accessibility tree (each cell describes its marks) and from the shapes painted.

use egui::epaint::{CircleShape, Shape};
use egui::{Color32, Pos2, Rect};
use egui_kittest::Harness;
use egui_kittest::kittest::{By, NodeT, Queryable};
use game_host::gui::style;
use game_host::gui::table::paint::{Marks, draw_scene};
use game_wire::ActionInfo;
use game_wire::scene::{
    Badge, Board, CardFace, CardView, Cell, Effect, Geometry, Highlight, HighlightKind,
    LegendEntry, Piece, PieceLook, Scene, Zone, ZoneKind,
};
use std::collections::BTreeSet;

/// What a test drives: the scene, the legal actions, what is clicked so far, and what the
/// renderer answered.
struct Table {
    scene: Scene,
    actions: Vec<ActionInfo>,
    selected: Vec<String>,
    animations: bool,
    viewer: Option<u8>,
    clicked: Vec<String>,
}

impl Table {
    fn new(scene: Scene) -> Table {
        Table {
            scene,
            actions: Vec::new(),
            selected: Vec::new(),
            animations: true,
            viewer: Some(0),
            clicked: Vec::new(),
        }
    }

    fn marks(&self) -> Marks {
        let depth = self.selected.len();
        let candidates: Vec<&ActionInfo> = self
            .actions
            .iter()
            .filter(|a| a.path.len() > depth && a.path[..depth] == self.selected[..])
            .collect();
        let next: BTreeSet<String> = candidates.iter().map(|a| a.path[depth].clone()).collect();
        let seats = ["North".to_string(), "South".to_string()];
        let mut marks =
            Marks::new(&self.scene, &seats, next, self.selected.clone()).with_effects(&candidates);
        marks.animations = self.animations;
        marks
    }
}

fn harness(table: Table, size: [f32; 2]) -> Harness<'static, Table> {
    let mut h = Harness::builder()
        .with_size(size)
        .with_step_dt(1.0 / 60.0)
        .build_ui_state(
            |ui, t: &mut Table| {
                let marks = t.marks();
                if let Some(c) = draw_scene(ui, &t.scene, &marks, t.viewer) {
                    t.clicked.push(c);
                }
            },
            table,
        );
    h.run_steps(2);
    h
}

fn piece(id: &str, owner: u8, label: &str) -> Piece {
    Piece {
        id: id.into(),
        owner: Some(owner),
        kind: "unit".into(),
        label: label.into(),
        marks: Vec::new(),
        look: PieceLook::default(),
    }
}

/// A square board of `files`×`ranks` cells named a1…, with `pieces` at the named cells.
fn square(files: u32, ranks: u32, pieces: &[(&str, Piece)]) -> Board {
    let mut cells = Vec::new();
    for r in 0..ranks as i32 {
        for q in 0..files as i32 {
            let name = format!("{}{}", char::from(b'a' + q as u8), r + 1);
            let piece = pieces
                .iter()
                .find(|(at, _)| *at == name)
                .map(|(_, p)| p.clone());
            cells.push(Cell {
                id: format!("cell:{name}"),
                name,
                q,
                r,
                terrain: None,
                piece,
                marks: Vec::new(),
            });
        }
    }
    Board {
        id: "board".into(),
        geometry: Geometry::Square { files, ranks },
        cells,
        turned: false,
        screened: Vec::new(),
        file_names: Vec::new(),
        rank_names: Vec::new(),
    }
}

fn scene_with(board: Board) -> Scene {
    Scene {
        boards: vec![board],
        ..Scene::default()
    }
}

fn action(text: &str, path: &[&str], effect: Effect) -> ActionInfo {
    ActionInfo {
        text: text.into(),
        path: path.iter().map(|s| s.to_string()).collect(),
        effect,
    }
}

/// Every shape painted in the last frame, nested lists flattened.
fn shapes(h: &Harness<'_, Table>) -> Vec<Shape> {
    fn flatten(shape: &Shape, out: &mut Vec<Shape>) {
        match shape {
            Shape::Vec(v) => v.iter().for_each(|s| flatten(s, out)),
            other => out.push(other.clone()),
        }
    }
    let mut out = Vec::new();
    for clipped in &h.output().shapes {
        flatten(&clipped.shape, &mut out);
    }
    out
}

fn circles(h: &Harness<'_, Table>) -> Vec<CircleShape> {
    shapes(h)
        .into_iter()
        .filter_map(|s| match s {
            Shape::Circle(c) => Some(c),
            _ => None,
        })
        .collect()
}

/// Whether anything painted uses `color` (as a fill or a stroke).
fn paints_with(h: &Harness<'_, Table>, color: Color32) -> bool {
    shapes(h).iter().any(|s| match s {
        Shape::LineSegment { stroke, .. } => stroke.color == color,
        Shape::Path(p) => {
            p.stroke.color == egui::epaint::ColorMode::Solid(color) || p.fill == color
        }
        Shape::Circle(c) => c.stroke.color == color || c.fill == color,
        Shape::Rect(r) => r.stroke.color == color || r.fill == color,
        _ => false,
    })
}

/// The description the renderer gave the cell labelled `label` (its marks, in words).
fn description(h: &Harness<'_, Table>, label: &str) -> String {
    let node = h.get(By::new().label(label).role(egui::Role::Button));
    node.accesskit_node().description().unwrap_or_default()
}

fn cell_rect(h: &Harness<'_, Table>, label: &str) -> Rect {
    h.get(By::new().label(label).role(egui::Role::Button))
        .rect()
}

/// A mover at c3 (selected) with one target of each effect around it.
fn every_effect() -> Table {
    let board = square(
        5,
        5,
        &[
            ("c3", piece("p:mover", 0, "M")),
            ("d4", piece("p:foe", 1, "F")),
            ("b4", piece("p:pushed", 1, "P")),
            ("c5", piece("p:far", 1, "R")),
        ],
    );
    let mut t = Table::new(scene_with(board));
    t.actions = vec![
        action("move", &["p:mover", "cell:c4"], Effect::Move),
        action("take", &["p:mover", "p:foe"], Effect::Capture),
        action("shoot", &["p:mover", "p:far"], Effect::Attack),
        action("push", &["p:mover", "p:pushed"], Effect::Push),
        action("summon", &["p:mover", "cell:b3"], Effect::Place),
    ];
    t.selected = vec!["p:mover".into()];
    t
}

#[test]
fn each_effect_has_its_own_mark() {
    let h = harness(every_effect(), [800.0, 600.0]);
    assert_eq!(description(&h, "c3 unit"), "selected");
    assert_eq!(description(&h, "c4"), "target: move");
    assert_eq!(description(&h, "d4 unit"), "target: capture");
    assert_eq!(description(&h, "c5 unit"), "target: attack");
    assert_eq!(description(&h, "b4 unit"), "target: push");
    assert_eq!(description(&h, "b3"), "target: place");
    assert!(!description(&h, "a1").contains("target"));
    // Each effect is painted in its own colour, on a dark halo.
    for color in [
        style::NEXT_STEP,
        style::CAPTURE,
        style::ATTACK,
        style::PUSH,
        style::PLACE,
        style::SELECTED,
        style::HALO,
    ] {
        assert!(paints_with(&h, color), "{color:?} not painted");
    }
}

#[test]
fn without_a_selection_only_plain_rings_and_nothing_moves() {
    let mut t = every_effect();
    t.selected.clear();
    let h = harness(t, [800.0, 600.0]);
    // Picking the mover up is a step on the way, not a capture: a plain ring.
    assert_eq!(description(&h, "c3 unit"), "target: move");
    assert!(!paints_with(&h, style::CAPTURE));
    let unselected: Vec<Rect> = ["a1", "c4", "d4 unit"]
        .iter()
        .map(|l| cell_rect(&h, l))
        .collect();
    let h = harness(every_effect(), [800.0, 600.0]);
    let selected: Vec<Rect> = ["a1", "c4", "d4 unit"]
        .iter()
        .map(|l| cell_rect(&h, l))
        .collect();
    assert_eq!(unselected, selected, "marking moved a cell");
}

#[test]
fn a_turned_board_is_drawn_upside_down_and_clicks_land_on_the_cell_drawn() {
    let mut board = square(3, 3, &[("a1", piece("p:a1", 0, "A"))]);
    board.turned = true;
    let mut t = Table::new(scene_with(board));
    t.actions = ["a1", "c3", "b2"]
        .iter()
        .map(|c| action(c, &[&format!("cell:{c}")], Effect::Place))
        .collect();
    let mut h = harness(t, [600.0, 600.0]);
    let a1 = cell_rect(&h, "a1 unit");
    let c3 = cell_rect(&h, "c3");
    // a1 is at the top right, c3 at the bottom left.
    assert!(a1.center().x > c3.center().x && a1.center().y < c3.center().y);
    // The piece standing on a1 is painted inside a1's cell.
    let disc = circles(&h)
        .into_iter()
        .find(|c| c.fill == style::seat_style("North", 0).fill)
        .expect("the piece's disc");
    assert!(a1.contains(disc.center), "{disc:?} not in {a1:?}");
    // A click at the top right reaches a1.
    let at: Pos2 = a1.center();
    h.hover_at(at);
    h.run_steps(1);
    h.event(egui::Event::PointerButton {
        pos: at,
        button: egui::PointerButton::Primary,
        pressed: true,
        modifiers: egui::Modifiers::NONE,
    });
    h.event(egui::Event::PointerButton {
        pos: at,
        button: egui::PointerButton::Primary,
        pressed: false,
        modifiers: egui::Modifiers::NONE,
    });
    h.run_steps(2);
    assert_eq!(h.state().clicked, ["cell:a1"]);
    h.get_by_label("c3").click();
    h.run_steps(2);
    assert_eq!(h.state().clicked, ["cell:a1", "cell:c3"]);
}

#[test]
fn glyph_only_pieces_draw_no_disc_and_coloured_pieces_their_colour() {
    let mut x = piece("p:x", 0, "X");
    x.look.glyph_only = true;
    let mut o = piece("p:o", 1, "O");
    o.look.glyph_only = true;
    let h = harness(
        Table::new(scene_with(square(3, 3, &[("a1", x), ("b2", o)]))),
        [600.0, 600.0],
    );
    assert!(circles(&h).is_empty(), "a disc under X or O");
    assert!(description(&h, "a1 unit").contains("glyph"));
    let mut yellow = piece("p:y", 0, "Y");
    yellow.look.color = Some([250, 210, 0]);
    let h = harness(
        Table::new(scene_with(square(3, 3, &[("a1", yellow)]))),
        [600.0, 600.0],
    );
    let discs = circles(&h);
    assert!(
        discs
            .iter()
            .any(|c| c.fill == Color32::from_rgb(250, 210, 0))
    );
}

#[test]
fn terrain_and_marks_come_from_the_legend_with_a_panel() {
    let mut board = square(3, 3, &[]);
    board.cells[0].terrain = Some("t-rock".into());
    board.cells[1].terrain = Some("t-unknown".into());
    board.cells[2].marks = vec!["m-stuck".into()];
    let mut scene = scene_with(board);
    scene.legend = vec![
        LegendEntry {
            key: "t-rock".into(),
            title: "Rock".into(),
            color: Some([30, 60, 200]),
            glyph: "^".into(),
            mark: false,
        },
        LegendEntry {
            key: "m-stuck".into(),
            title: "Stuck fast".into(),
            color: Some([200, 40, 40]),
            glyph: "~".into(),
            mark: true,
        },
    ];
    let h = harness(Table::new(scene), [900.0, 500.0]);
    assert!(
        paints_with(&h, Color32::from_rgb(30, 60, 200)),
        "terrain fill"
    );
    assert!(
        paints_with(&h, style::neutral_cell(true)) || paints_with(&h, style::neutral_cell(false))
    );
    // The mark's disc is big enough to read (not a 6 px sign).
    let mark = circles(&h)
        .into_iter()
        .find(|c| c.fill == Color32::from_rgb(200, 40, 40))
        .expect("the mark's disc");
    assert!(mark.radius >= 7.0, "{mark:?}");
    // The legend lists both entries beside the board, not over it.
    let board = cell_rect(&h, "c3").union(cell_rect(&h, "a1"));
    for title in ["legend Rock", "legend Stuck fast"] {
        let r = h.get_by_label(title).rect();
        assert!(
            !r.intersects(board),
            "{title} at {r:?} over the board {board:?}"
        );
    }
}

#[test]
fn the_last_turn_is_outlined_and_a_capture_marker_fades_to_a_dot() {
    let mut scene = scene_with(square(4, 4, &[("b2", piece("p:b2", 0, "B"))]));
    scene.highlights = vec![
        Highlight {
            id: "cell:a1".into(),
            kind: HighlightKind::LastFrom,
        },
        Highlight {
            id: "cell:b2".into(),
            kind: HighlightKind::LastMove,
        },
        Highlight {
            id: "cell:c3".into(),
            kind: HighlightKind::Captured,
        },
    ];
    let mut h = harness(Table::new(scene), [600.0, 600.0]);
    assert_eq!(description(&h, "a1"), "last from");
    assert_eq!(description(&h, "b2 unit"), "last move");
    assert_eq!(description(&h, "c3"), "captured");
    let cross = |h: &Harness<'_, Table>| {
        shapes(h)
            .iter()
            .filter(|s| matches!(s, Shape::LineSegment { stroke, .. } if stroke.width == 3.5))
            .count()
    };
    let dot = |h: &Harness<'_, Table>| circles(h).iter().any(|c| c.fill == style::CAPTURE);
    assert_eq!(cross(&h), 2, "the ✕ where the piece was taken");
    assert!(dot(&h));
    // Two and a half seconds later only the dot is left.
    for _ in 0..160 {
        h.step();
    }
    assert_eq!(cross(&h), 0);
    assert!(dot(&h));
}

/// The centre of the disc painted in seat 0's colour.
fn disc_center(h: &Harness<'_, Table>) -> Pos2 {
    circles(h)
        .into_iter()
        .find(|c| c.fill == style::seat_style("North", 0).fill)
        .expect("a disc")
        .center
}

fn slide(animations: bool) -> (Pos2, Pos2, Pos2, Pos2) {
    let before = scene_with(square(4, 4, &[("a1", piece("p:1", 0, "S"))]));
    let mut t = Table::new(before);
    t.animations = animations;
    let mut h = harness(t, [600.0, 600.0]);
    let start = disc_center(&h);
    let end = cell_rect(&h, "d4").center();
    // The same piece (by id) now stands on d4.
    h.state_mut().scene = scene_with(square(4, 4, &[("d4", piece("p:1", 0, "S"))]));
    h.step();
    h.step();
    let during = disc_center(&h);
    for _ in 0..30 {
        h.step();
    }
    (start, end, during, disc_center(&h))
}

#[test]
fn a_moved_piece_slides_to_its_new_cell() {
    let (start, end, during, after) = slide(true);
    let done = (during - start).length() / (end - start).length();
    assert!(done > 0.0 && done < 1.0, "{start:?} → {during:?} → {end:?}");
    assert!((after - end).length() < 0.5);
}

#[test]
fn with_animations_off_a_moved_piece_is_at_once_where_it_ends() {
    let (_, end, during, _) = slide(false);
    assert!((during - end).length() < 0.5, "{during:?} {end:?}");
}

#[test]
fn badges_show_beside_their_owner_at_1024x700_with_their_meaning_on_hover() {
    let hand = |owner: u8, id: &str| Zone {
        id: id.into(),
        kind: ZoneKind::Hand,
        owner: Some(owner),
        title: format!("Hand {owner}"),
        group: None,
        cards: (0..6)
            .map(|i| CardView {
                id: format!("card:{owner}-{i}"),
                face: CardFace::Back,
                covered: false,
            })
            .collect(),
        count: 6,
        category: None,
    };
    let scene = Scene {
        zones: vec![hand(1, "zone:h1"), hand(0, "zone:h0")],
        badges: vec![
            Badge {
                owner: Some(0),
                title: "Free Play".into(),
                text: "Your next card may go anywhere.".into(),
            },
            Badge {
                owner: None,
                title: "Truce".into(),
                text: "No attacks this round.".into(),
            },
        ],
        ..Scene::default()
    };
    let mut h = harness(Table::new(scene), [1024.0, 700.0]);
    let screen = Rect::from_min_size(Pos2::ZERO, egui::vec2(1024.0, 700.0));
    let mine = h.get_by_label("Free Play").rect();
    let table_wide = h.get_by_label("Truce").rect();
    assert!(screen.contains_rect(mine) && screen.contains_rect(table_wide));
    // Beside the owner's hand: on its title line.
    let hand0 = h.get_by_label("Hand 0").rect();
    assert!(hand0.contains_rect(mine), "{mine:?} not at {hand0:?}");
    assert!(table_wide.bottom() <= h.get_by_label("Hand 1").rect().top());
    h.get_by_label("Free Play").hover();
    h.run_steps(60);
    assert!(
        h.query_by_label("Your next card may go anywhere.")
            .is_some()
    );
}

/// Every text painted in the last frame, with where it was drawn.
fn texts(h: &Harness<'_, Table>) -> Vec<(String, Rect)> {
    shapes(h)
        .into_iter()
        .filter_map(|s| match s {
            Shape::Text(t) => Some((t.galley.text().to_string(), t.visual_bounding_rect())),
            _ => None,
        })
        .collect()
}

/// The long, thick lines painted: a grid's lines.
fn thick_lines(h: &Harness<'_, Table>) -> Vec<[Pos2; 2]> {
    shapes(h)
        .into_iter()
        .filter_map(|s| match s {
            Shape::LineSegment { points, stroke } if stroke.width >= 3.0 => Some(points),
            _ => None,
        })
        .filter(|[a, b]| a.distance(*b) > 200.0)
        .collect()
}

#[test]
fn a_square_board_without_ground_is_a_grid_of_lines_not_a_chessboard() {
    let h = harness(Table::new(scene_with(square(3, 3, &[]))), [800.0, 600.0]);
    let lines = thick_lines(&h);
    let vertical = lines.iter().filter(|[a, b]| a.x == b.x).count();
    let horizontal = lines.iter().filter(|[a, b]| a.y == b.y).count();
    assert_eq!(
        (vertical, horizontal),
        (2, 2),
        "the lines between the cells"
    );
    for alternate in [true, false] {
        assert!(
            !paints_with(&h, style::neutral_cell(alternate)),
            "no chessboard fills"
        );
    }

    // Cells with ground keep their fills and get no grid.
    let mut board = square(3, 3, &[]);
    for c in &mut board.cells {
        c.terrain = Some("grass".into());
    }
    let h = harness(Table::new(scene_with(board)), [800.0, 600.0]);
    assert!(thick_lines(&h).is_empty());
}

#[test]
fn a_square_boards_edges_carry_the_files_and_ranks_of_its_cell_names() {
    // A notation of its own: capital files.
    let mut board = square(3, 3, &[]);
    for c in &mut board.cells {
        c.name = c.name.to_uppercase();
    }
    let h = harness(Table::new(scene_with(board)), [800.0, 600.0]);
    let painted: Vec<String> = texts(&h).into_iter().map(|(t, _)| t).collect();
    for label in ["A", "B", "C", "1", "2", "3"] {
        assert!(painted.iter().any(|t| t == label), "{label} in {painted:?}");
    }
    assert!(!painted.iter().any(|t| t == "a"), "{painted:?}");
}

/// A hexhex board of `side` cells a side, named as Palagan names them: a file letter and the
/// number up the file.
fn hexhex(side: i32) -> Board {
    let m = side - 1;
    let mut cells = Vec::new();
    for q in -m..=m {
        let lo = (-m).max(-m - q);
        for r in lo..=m.min(m - q) {
            let name = format!("{}{}", char::from(b'a' + (q + m) as u8), r - lo + 1);
            cells.push(Cell {
                id: format!("cell:{name}"),
                name,
                q,
                r,
                terrain: None,
                piece: None,
                marks: Vec::new(),
            });
        }
    }
    Board {
        id: "hex".into(),
        geometry: Geometry::HexAxial,
        cells,
        turned: false,
        screened: Vec::new(),
        file_names: Vec::new(),
        rank_names: Vec::new(),
    }
}

#[test]
fn a_hex_board_names_each_file_above_and_below_and_its_cells_clear_of_the_target_dots() {
    let board = hexhex(3);
    let mut t = Table::new(scene_with(board.clone()));
    // A target on every cell (a summon anywhere): the faint dots.
    t.actions = board
        .cells
        .iter()
        .map(|c| action(&c.name, &[c.id.as_str()], Effect::Place))
        .collect();
    let h = harness(t, [1024.0, 700.0]);
    let painted = texts(&h);
    for file in ["a", "b", "c", "d", "e"] {
        let at: Vec<Rect> = painted
            .iter()
            .filter(|(t, _)| t == file)
            .map(|(_, r)| *r)
            .collect();
        assert_eq!(at.len(), 2, "{file} above and below its file");
        let cells: Vec<Rect> = board
            .cells
            .iter()
            .filter(|c| c.name.starts_with(file))
            .map(|c| cell_rect(&h, &c.name))
            .collect();
        let top = cells.iter().map(|r| r.top()).fold(f32::MAX, f32::min);
        let bottom = cells.iter().map(|r| r.bottom()).fold(f32::MIN, f32::max);
        assert!(at.iter().any(|r| r.bottom() <= top), "{file} above: {at:?}");
        assert!(at.iter().any(|r| r.top() >= bottom), "{file} below: {at:?}");
    }
    let dots: Vec<CircleShape> = circles(&h)
        .into_iter()
        .filter(|c| c.fill == style::PLACE)
        .collect();
    assert_eq!(dots.len(), board.cells.len());
    for cell in &board.cells {
        let (_, name) = painted
            .iter()
            .find(|(t, _)| *t == cell.name)
            .unwrap_or_else(|| panic!("{} is not written", cell.name));
        for dot in &dots {
            let disc = Rect::from_center_size(dot.center, egui::Vec2::splat(dot.radius * 2.0));
            assert!(
                !name.intersects(disc),
                "{} at {name:?} under a dot at {disc:?}",
                cell.name
            );
        }
    }
}

#[test]
fn a_crowded_hand_lifts_the_card_under_the_pointer_whole_and_its_click_stays_put() {
    let cards = (0..14)
        .map(|i| CardView {
            id: format!("card:{i}"),
            face: CardFace::Front {
                key: format!("k{i}"),
                title: format!("C{i}"),
                value: Some(3),
                effective: None,
                face_down: false,
                text: "Some text.".into(),
                category: None,
                key_on_face: false,
            },
            covered: false,
        })
        .collect();
    let scene = Scene {
        zones: vec![Zone {
            id: "zone:hand:0".into(),
            kind: ZoneKind::Hand,
            owner: Some(0),
            title: "Hand".into(),
            group: None,
            cards,
            count: 14,
            category: None,
        }],
        ..Scene::default()
    };
    let mut h = harness(Table::new(scene), [640.0, 320.0]);
    let top_of = |h: &Harness<'_, Table>, text: &str| {
        texts(h)
            .iter()
            .rfind(|(t, _)| t == text)
            .map(|(_, r)| r.top())
            .unwrap_or_else(|| panic!("`{text}` is not painted"))
    };
    let row = top_of(&h, "C6");
    assert_eq!(top_of(&h, "C7"), row, "one row");
    let click_area = h.get_by_label("C7").rect();
    let (c6, c8) = (h.get_by_label("C6").rect(), h.get_by_label("C8").rect());
    assert!(
        c8.left() - c6.left() < 2.0 * 70.0,
        "crowded: the cards overlap ({c6:?}, {c8:?})"
    );
    h.get_by_label("C7").hover();
    h.run_steps(2);
    // Raised out of the row, painted over its neighbours (the last card title painted), whole.
    assert!(
        top_of(&h, "C7") < row - 10.0,
        "{} vs {row}",
        top_of(&h, "C7")
    );
    assert_eq!(
        top_of(&h, "C6"),
        row,
        "only the card under the pointer rises"
    );
    let last = texts(&h)
        .into_iter()
        .rfind(|(t, _)| t.starts_with('C') && t.len() <= 3)
        .map(|(t, _)| t);
    assert_eq!(last.as_deref(), Some("C7"));
    assert!(texts(&h).iter().any(|(t, _)| t.starts_with("Some text")));
    // Where it takes clicks has not moved.
    assert_eq!(h.get_by_label("C7").rect(), click_area);
}

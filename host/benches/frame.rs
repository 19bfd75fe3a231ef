//! The time to lay out and tessellate one frame of each game's table, at a busy moment of a
//! match (what the GUI does every frame; painting on the GPU is not included), with the piece
//! that has the most moves picked up (every target marked) and animations on.
//!
//! Needs the release plugins: `cargo build --release --workspace && cargo bench -p game-host --bench frame`.

use criterion::{Criterion, criterion_group, criterion_main};
use egui::{Pos2, RawInput, Rect, vec2};
use game_host::gui::app::{AppScreen, HostApp, Prefs};
use game_host::gui::table::TableScreen;
use game_host::gui::table::paint::{Marks, draw_scene};
use game_host::plugin::Catalog;
use game_host::seats::Seating;
use game_host::session::Session;
use game_sdk::GameRng;
use game_wire::{Start, Viewer};
use std::hint::black_box;
use std::path::{Path, PathBuf};

fn release_dir() -> PathBuf {
    let exe = std::env::current_exe().unwrap_or_default();
    exe.parent()
        .and_then(Path::parent)
        .map(Path::to_path_buf)
        .unwrap_or_default()
}

fn content_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// A match of `game` some way in: `moves` random legal actions (setups done at random).
fn busy_table(catalog: &Catalog, game: &str, moves: usize) -> Option<TableScreen> {
    let plugin = catalog.find(game)?;
    let source =
        game_content::collect(&content_root(), &format!("rulesets/{game}/standard.toml")).ok()?;
    let mut session = Session::new(plugin, source, Start::Seed(7)).ok()?;
    let mut rng = GameRng::from_seed(7);
    for _ in 0..moves {
        let view = session.view(Viewer::Referee).ok()?;
        let preferred: Vec<_> = view
            .actions
            .iter()
            .filter(|a| a.text == "setup random" || a.text == "ready")
            .cloned()
            .collect();
        let pool = if preferred.is_empty() {
            view.actions
        } else {
            preferred
        };
        let Some(action) = rng.choose(&pool) else {
            break;
        };
        session.apply(&action.text).ok()?;
    }
    let seating = Seating::all_human(plugin.info().seats.len(), false);
    let mut table = TableScreen::new(session, "Standard".into(), seating);
    select_busiest(&mut table);
    Some(table)
}

/// Clicks the first step shared by the most legal actions (the piece with the most moves), so
/// the frame draws every target mark and the selection, as while a player chooses.
fn select_busiest(table: &mut TableScreen) {
    let Some(view) = table.controller.view.clone() else {
        return;
    };
    let mut counts: std::collections::BTreeMap<&str, usize> = Default::default();
    for a in &view.actions {
        if let Some(first) = a.path.first().filter(|_| a.path.len() > 1) {
            *counts.entry(first.as_str()).or_default() += 1;
        }
    }
    if let Some((first, _)) = counts.iter().max_by_key(|(_, n)| **n) {
        let _ = table.picker.click(&view.actions, first);
    }
}

fn frames(c: &mut Criterion) {
    let catalog = Catalog::discover(&[release_dir()]);
    if catalog.plugins.is_empty() {
        eprintln!(
            "no plugins in {}: run `cargo build --release --workspace` first",
            release_dir().display()
        );
        return;
    }
    let mut group = c.benchmark_group("frame");
    for (game, moves) in [
        ("palagan", 40),
        ("air-land-sea", 7),
        ("cyvasse", 30),
        ("tic-tac-toe", 4),
    ] {
        let Some(table) = busy_table(&catalog, game, moves) else {
            eprintln!("{game}: cannot set up the position");
            continue;
        };
        let mut app = HostApp::new(
            Catalog::default(),
            Some(content_root()),
            None,
            Prefs::default(),
        );
        app.screen = AppScreen::Table(Box::new(table));
        let ctx = egui::Context::default();
        let input = || RawInput {
            screen_rect: Some(Rect::from_min_size(Pos2::ZERO, vec2(1280.0, 800.0))),
            ..RawInput::default()
        };
        // The first frames build font atlases and lay out panels; measure the steady state.
        for _ in 0..3 {
            let _ = ctx.run_ui(input(), |ui| app.frame(ui));
        }
        // The renderer alone (boards and zones from the scene, no panels): what this frame
        // costs the scene's drawing, apart from the app around it.
        if let AppScreen::Table(table) = &app.screen
            && let Some(view) = table.controller.view.clone()
        {
            let next = table.picker.next_steps(&view.actions);
            let candidates = table.picker.candidates(&view.actions);
            let marks = Marks::new(
                &view.scene,
                &table.controller.info.seats,
                next,
                table.picker.selected.clone(),
            )
            .with_effects(&candidates);
            let scene_ctx = egui::Context::default();
            let draw = |ctx: &egui::Context| {
                ctx.run_ui(input(), |ui| {
                    egui::CentralPanel::default().show(ui, |ui| {
                        black_box(draw_scene(ui, &view.scene, &marks, Some(0)));
                    });
                })
            };
            for _ in 0..3 {
                let _ = draw(&scene_ctx);
            }
            group.bench_function(format!("scene only, {game}"), |b| {
                b.iter(|| {
                    let out = draw(&scene_ctx);
                    black_box(scene_ctx.tessellate(out.shapes, out.pixels_per_point))
                })
            });
        }
        group.bench_function(format!("layout + tessellate, {game}"), |b| {
            b.iter(|| {
                let out = ctx.run_ui(input(), |ui| app.frame(ui));
                black_box(ctx.tessellate(out.shapes, out.pixels_per_point))
            })
        });
    }
    group.finish();
}

criterion_group!(benches, frames);
criterion_main!(benches);

//! The time to lay out and tessellate one frame of each game's table, at a busy moment of a
//! match (what the GUI does every frame; painting on the GPU is not included).
//!
//! Needs the release plugins: `cargo build --release --workspace && cargo bench -p game-host --bench frame`.

use criterion::{Criterion, criterion_group, criterion_main};
use egui::{Pos2, RawInput, Rect, vec2};
use game_host::gui::app::{HostApp, Prefs, Screen};
use game_host::gui::table::Table;
use game_host::plugin::Catalog;
use game_host::seats::Seating;
use game_host::session::Session;
use game_sdk::wire::{Start, Viewer};
use game_sdk::{GameRng, RulesetSource};
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
fn busy_table(catalog: &Catalog, game: &str, moves: usize) -> Option<Table> {
    let plugin = catalog.find(game)?;
    let source =
        RulesetSource::collect(&content_root(), &format!("rulesets/{game}/standard.toml")).ok()?;
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
    Some(Table::new(session, "Standard".into(), seating))
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
        app.screen = Screen::Table(Box::new(table));
        let ctx = egui::Context::default();
        let input = || RawInput {
            screen_rect: Some(Rect::from_min_size(Pos2::ZERO, vec2(1280.0, 800.0))),
            ..RawInput::default()
        };
        // The first frames build font atlases and lay out panels; measure the steady state.
        for _ in 0..3 {
            let _ = ctx.run_ui(input(), |ui| app.frame(ui));
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

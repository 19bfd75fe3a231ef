//! The desktop app (eframe/egui): home, new match, and the table that draws any game's scene.

pub mod app;
pub mod file_dialog;
pub mod home;
pub mod join;
pub mod lab;
pub mod mods;
pub mod new_match;
pub mod pickers;
pub mod remote;
pub mod rules_work;
pub mod storage;
pub mod style;
pub mod table;
pub mod toasts;

use crate::plugin::Catalog;
use std::path::PathBuf;
use std::sync::OnceLock;
use std::time::Instant;

/// When the process started (set first thing in `main`), for the launch-to-first-frame figure.
pub static STARTED: OnceLock<Instant> = OnceLock::new();

/// With this variable set the app reports the time from launch to its first frame on stderr
/// and closes: `GAME_HOST_FIRST_FRAME_EXIT=1 game-host`.
pub const FIRST_FRAME_ENV: &str = "GAME_HOST_FIRST_FRAME_EXIT";
use app::HostApp;
use storage::DataDir;

/// Opens the main window with these plugins, content root and mods in use, and runs until it
/// is closed; `open` is a saved match to show first (`game-host --open FILE`).
pub fn run(
    catalog: Catalog,
    content: Option<PathBuf>,
    mods: crate::mods::ModsInUse,
    open: Option<PathBuf>,
) -> Result<(), String> {
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("Game Host")
            .with_inner_size([1280.0, 800.0])
            .with_min_inner_size([800.0, 560.0]),
        persist_window: true,
        ..Default::default()
    };
    eframe::run_native(
        "game-host",
        options,
        Box::new(move |cc| {
            let prefs = HostApp::load_prefs(cc.storage);
            let mut app = HostApp::with_mods(catalog, content, mods, DataDir::locate(), prefs);
            app.set_repaint(&cc.egui_ctx);
            let ctx = cc.egui_ctx.clone();
            app.start_reloading(Default::default(), move || ctx.request_repaint());
            if let Some(path) = &open {
                app.open(path);
            }
            Ok(Box::new(app))
        }),
    )
    .map_err(|e| format!("cannot open the window: {e}"))
}

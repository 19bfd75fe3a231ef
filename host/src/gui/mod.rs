//! The desktop app (eframe/egui): home, new match, and the table that draws any game's scene.

pub mod app;
pub mod file_dialog;
pub mod file_picker;
pub mod home;
pub mod home_pictures;
#[cfg(feature = "online")]
pub mod join;
pub mod lab;
pub mod mods;
pub mod new_match;
pub mod pickers;
#[cfg(feature = "online")]
pub mod remote;
pub mod review;
pub mod rules_work;
pub mod storage;
pub mod style;
pub mod table;
pub mod toasts;
pub mod window;

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

/// The window's icon, the same picture as the desktop entry's.
pub const ICON_PNG: &[u8] = include_bytes!("../../../dist/icon-64.png");
use storage::DataDir;

/// Opens the main window with these plugins, content root and mods in use, and runs until it
/// is closed; `open` is a saved match to show first (`game-host --open FILE`).
pub fn run(
    catalog: Catalog,
    content: Option<PathBuf>,
    mods: crate::mods::ModsInUse,
    open: Option<PathBuf>,
    lang: Option<String>,
) -> Result<(), String> {
    let mut viewport = egui::ViewportBuilder::default()
        .with_title("Game Host")
        .with_app_id("game-host")
        .with_inner_size(window::DEFAULT_SIZE)
        .with_min_inner_size(window::MIN_SIZE);
    // The icon is the project's own (dist/icon.svg, drawn at 64 px: a 256 px one is over X11's
    // 256 KiB request and is silently not set); a bad one is no reason not to start.
    if let Ok(icon) = eframe::icon_data::from_png_bytes(ICON_PNG) {
        viewport = viewport.with_icon(icon);
    }
    let options = eframe::NativeOptions {
        viewport,
        persist_window: true,
        // The preferences (app.ron) live in the data directory with everything else, so
        // GAME_HOST_DATA (tests, a portable install) keeps them out of the real home.
        // (eframe takes the file itself, not its folder.)
        persistence_path: DataDir::locate().map(|d| d.root.join("app.ron")),
        ..Default::default()
    };
    eframe::run_native(
        "game-host",
        options,
        Box::new(move |cc| {
            let prefs = HostApp::load_prefs(cc.storage);
            // `--lang` wins for this run; else the language chosen in the View menu, else
            // the system's (already set by the command line's start).
            if lang.is_none() {
                crate::i18n::locale::choose(prefs.language.as_deref());
            }
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

#[cfg(test)]
mod tests {
    #[test]
    fn the_window_icon_decodes_and_fits_one_x11_request() {
        let icon = eframe::icon_data::from_png_bytes(super::ICON_PNG).unwrap();
        assert_eq!((icon.width, icon.height), (64, 64));
        // X11 without BIG-REQUESTS takes at most 256 KiB per request: the icon's cardinals.
        assert!((icon.width * icon.height + 2) * 4 < 256 * 1024);
    }
}

//! The window's size: the default, the smallest allowed, and the check of a size restored
//! from the last run.
//!
//! The smallest size is 1024×700 points: the smallest at which the table is tested to fit
//! without scrolling (tests/app/gui_layout.rs) and the menu bar to show every item on one row
//! (tests/app/gui_window.rs, with the longest labels it can have). eframe restores the last
//! run's size as it was, refusing only sizes under 64 points; a window killed while tiny or
//! moved from a larger monitor would come back unusable, so the first frame checks it.

use egui::Vec2;

/// The size of a first run's window.
pub const DEFAULT_SIZE: Vec2 = egui::vec2(1280.0, 800.0);

/// The smallest window the app allows (the window manager enforces it where there is one).
pub const MIN_SIZE: Vec2 = egui::vec2(1024.0, 700.0);

/// The size to give a window restored at `size` on a monitor of `monitor` (both in native
/// points), or `None` when it is sane: at least [`MIN_SIZE`] and no larger than the monitor.
/// An insane size gets the default, made to fit the monitor.
pub fn corrected(size: Vec2, monitor: Option<Vec2>) -> Option<Vec2> {
    // Half a point of slack: sizes come back from the OS rounded to whole pixels.
    let too_small = size.x + 0.5 < MIN_SIZE.x || size.y + 0.5 < MIN_SIZE.y;
    let too_large = monitor.is_some_and(|m| size.x > m.x + 0.5 || size.y > m.y + 0.5);
    if !(too_small || too_large) {
        return None;
    }
    Some(match monitor {
        Some(m) if m.x > 0.0 && m.y > 0.0 => DEFAULT_SIZE.min(m),
        _ => DEFAULT_SIZE,
    })
}

/// On the first frame: gives a restored window of an insane size the default one.
pub fn correct_restored_size(ctx: &egui::Context) {
    let zoom = ctx.zoom_factor();
    let (inner, monitor) = ctx.input(|i| (i.viewport().inner_rect, i.viewport().monitor_size));
    let size = inner.map_or_else(|| ctx.content_rect().size(), |r| r.size()) * zoom;
    if let Some(fixed) = corrected(size, monitor.map(|m| m * zoom)) {
        tracing::info!("the window came back at {size:?}: resized to {fixed:?}");
        ctx.send_viewport_cmd(egui::ViewportCommand::InnerSize(fixed / zoom));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui::vec2;

    #[test]
    fn a_size_under_the_minimum_or_over_the_monitor_gets_the_default() {
        let monitor = Some(vec2(1920.0, 1080.0));
        // The size a window came back at after a SIGTERM.
        assert_eq!(corrected(vec2(500.0, 350.0), monitor), Some(DEFAULT_SIZE));
        assert_eq!(corrected(vec2(1600.0, 650.0), monitor), Some(DEFAULT_SIZE));
        assert_eq!(corrected(vec2(2560.0, 1440.0), monitor), Some(DEFAULT_SIZE));
        // Sane sizes stay, the minimum included (give or take the OS's rounding).
        assert_eq!(corrected(vec2(1023.6, 700.0), monitor), None);
        assert_eq!(corrected(vec2(1920.0, 1080.0), monitor), None);
        assert_eq!(corrected(vec2(1100.0, 900.0), None), None);
        // On a small monitor the default is made to fit it.
        assert_eq!(
            corrected(vec2(500.0, 350.0), Some(vec2(1152.0, 720.0))),
            Some(vec2(1152.0, 720.0))
        );
    }
}

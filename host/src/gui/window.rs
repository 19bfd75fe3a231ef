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

/// The most the app scales itself up on a large window (on top of the system's scale factor,
/// under the View menu's zoom).
pub const MAX_AUTO_SCALE: f32 = 1.5;

/// How much larger than at [`DEFAULT_SIZE`] everything is drawn in a window of `native` size
/// (in native points: the system's scale factor already applied): the window's size over the
/// default one, the smaller of the two sides, never below 1 (the app is laid out for its
/// default size and fits down to [`MIN_SIZE`]), at most [`MAX_AUTO_SCALE`], in steps of 0.05
/// so that a window being resized does not redraw everything at every pixel.
pub fn auto_scale(native: Vec2) -> f32 {
    let ratio = (native.x / DEFAULT_SIZE.x).min(native.y / DEFAULT_SIZE.y);
    if !ratio.is_finite() {
        return 1.0;
    }
    ((ratio.clamp(1.0, MAX_AUTO_SCALE) * 20.0).floor() / 20.0).clamp(1.0, MAX_AUTO_SCALE)
}

/// Scales the app with its window: sets egui's zoom to the View menu's zoom times
/// [`auto_scale`] of the window's size. `applied` is the auto scale inside the zoom now (kept
/// in the preferences beside egui's zoom, which eframe restores, so that a restart does not
/// scale twice); a zoom chosen in the View menu is kept as the part beyond it.
pub fn follow_window(ctx: &egui::Context, applied: &mut f32) {
    if !(1.0..=MAX_AUTO_SCALE).contains(applied) {
        *applied = 1.0;
    }
    let zoom = ctx.zoom_factor();
    let native = ctx.content_rect().size() * zoom;
    let want = auto_scale(native);
    if (want - *applied).abs() > 0.001 {
        ctx.set_zoom_factor(zoom / *applied * want);
        *applied = want;
    }
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
    fn a_large_window_draws_everything_larger_and_a_small_one_never_smaller() {
        assert_eq!(auto_scale(vec2(1280.0, 800.0)), 1.0);
        assert_eq!(auto_scale(vec2(1024.0, 700.0)), 1.0);
        // 1920×1080: limited by the height, 1080 / 800 = 1.35.
        assert_eq!(auto_scale(vec2(1920.0, 1080.0)), 1.35);
        assert_eq!(auto_scale(vec2(3840.0, 2160.0)), MAX_AUTO_SCALE);
        assert_eq!(auto_scale(vec2(f32::NAN, 800.0)), 1.0);
    }

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

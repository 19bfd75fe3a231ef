//! Colours for seats and terrain, chosen from names so any game looks sensible without GUI code.

use egui::Color32;

/// How one seat's pieces look.
#[derive(Debug, Clone, Copy)]
pub struct SeatStyle {
    pub fill: Color32,
    pub text: Color32,
    pub outline: Color32,
}

/// A seat named after a colour gets that colour; others get distinct ones in turn.
pub fn seat_style(name: &str, index: usize) -> SeatStyle {
    let dark_text = Color32::from_rgb(20, 20, 20);
    let light_text = Color32::from_rgb(245, 245, 245);
    let (fill, text) = match name.to_ascii_lowercase().as_str() {
        "black" => (Color32::from_rgb(35, 35, 40), light_text),
        "white" => (Color32::from_rgb(245, 243, 235), dark_text),
        "red" => (Color32::from_rgb(190, 50, 45), light_text),
        "blue" => (Color32::from_rgb(45, 95, 190), light_text),
        "green" => (Color32::from_rgb(45, 140, 70), light_text),
        _ => match index % 4 {
            0 => (Color32::from_rgb(40, 90, 180), light_text),
            1 => (Color32::from_rgb(200, 80, 40), light_text),
            2 => (Color32::from_rgb(60, 150, 80), light_text),
            _ => (Color32::from_rgb(140, 70, 170), light_text),
        },
    };
    let outline = if text == light_text {
        Color32::from_rgb(200, 200, 200)
    } else {
        Color32::from_rgb(60, 60, 60)
    };
    SeatStyle {
        fill,
        text,
        outline,
    }
}

/// Terrain colours by name; unknown terrain gets a stable colour derived from its name.
pub fn terrain_color(name: Option<&str>, alternate: bool) -> Color32 {
    match name.map(str::to_ascii_lowercase).as_deref() {
        None => {
            if alternate {
                Color32::from_rgb(214, 196, 160)
            } else {
                Color32::from_rgb(232, 220, 192)
            }
        }
        Some("grass") => Color32::from_rgb(128, 178, 96),
        Some("forest") => Color32::from_rgb(46, 112, 58),
        Some("water") => Color32::from_rgb(70, 130, 205),
        Some("mountain") => Color32::from_rgb(138, 120, 104),
        Some("fortress") => Color32::from_rgb(205, 172, 98),
        Some(other) => {
            let h = other
                .bytes()
                .fold(2166136261u32, |h, b| (h ^ b as u32).wrapping_mul(16777619));
            Color32::from_rgb(
                120 + (h & 0x5f) as u8,
                120 + ((h >> 8) & 0x5f) as u8,
                120 + ((h >> 16) & 0x5f) as u8,
            )
        }
    }
}

pub const NEXT_STEP: Color32 = Color32::from_rgb(40, 200, 120);
pub const SELECTED: Color32 = Color32::from_rgb(40, 140, 255);
pub const LAST_MOVE: Color32 = Color32::from_rgb(250, 200, 40);

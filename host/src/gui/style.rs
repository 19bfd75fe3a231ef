//! Colours for seats and terrain, chosen from names so any game looks sensible without GUI code.

use egui::Color32;

/// How one seat's pieces look.
#[derive(Debug, Clone, Copy)]
pub struct SeatStyle {
    pub fill: Color32,
    pub text: Color32,
    pub outline: Color32,
}

/// The style of seat `index` of a game whose seats are `seats` (the plugin's English names,
/// never the names shown: "Putih" is a white seat only because its English is "White").
pub fn seat_style_at(seats: &[String], index: usize) -> SeatStyle {
    seat_style(seats.get(index).map_or("", String::as_str), index)
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

/// The fill of a cell whose terrain the legend does not colour: a light checker, so a board
/// without terrain still reads as squares.
pub fn neutral_cell(alternate: bool) -> Color32 {
    if alternate {
        Color32::from_rgb(214, 196, 160)
    } else {
        Color32::from_rgb(232, 220, 192)
    }
}

/// An sRGB triple from a scene as a colour.
pub fn rgb([r, g, b]: [u8; 3]) -> Color32 {
    Color32::from_rgb(r, g, b)
}

pub const NEXT_STEP: Color32 = Color32::from_rgb(40, 200, 120);
pub const SELECTED: Color32 = Color32::from_rgb(40, 140, 255);
pub const LAST_MOVE: Color32 = Color32::from_rgb(250, 200, 40);
/// Under every bright mark: a dark ring, so the mark reads on light and dark fills alike.
pub const HALO: Color32 = Color32::from_rgba_premultiplied(0, 0, 0, 200);
pub const CAPTURE: Color32 = Color32::from_rgb(235, 45, 45);
pub const ATTACK: Color32 = Color32::from_rgb(255, 120, 30);
pub const PUSH: Color32 = Color32::from_rgb(190, 110, 255);
pub const PLACE: Color32 = Color32::from_rgb(60, 220, 255);
pub const THREAT: Color32 = Color32::from_rgb(235, 45, 45);
pub const INFO: Color32 = Color32::from_rgb(120, 170, 255);
/// A mark's sign when the legend gives it no colour.
pub const MARK_DEFAULT: Color32 = Color32::from_rgb(90, 90, 100);

/// A card category's colour: the plugin's when it chose one, otherwise a stable, saturated
/// colour derived from the key; darkened when needed so text on it reads (see [`ink_on`]).
pub fn category_color(key: &str, color: Option<[u8; 3]>) -> Color32 {
    let c = match color {
        Some([r, g, b]) => Color32::from_rgb(r, g, b),
        None => {
            let h = key
                .bytes()
                .fold(2166136261u32, |h, b| (h ^ b as u32).wrapping_mul(16777619));
            let hue = (h % 360) as f32 / 360.0;
            egui::ecolor::Hsva::new(hue, 0.55, 0.7, 1.0).into()
        }
    };
    readable(c)
}

const DARK_INK: Color32 = Color32::from_gray(20);
const LIGHT_INK: Color32 = Color32::from_gray(250);

/// `c`, or `c` darkened until dark or light text on it has a contrast of at least 4.5.
fn readable(mut c: Color32) -> Color32 {
    for _ in 0..12 {
        if contrast(c, DARK_INK).max(contrast(c, LIGHT_INK)) >= 4.5 {
            break;
        }
        c = Color32::from_rgb(
            (c.r() as f32 * 0.9) as u8,
            (c.g() as f32 * 0.9) as u8,
            (c.b() as f32 * 0.9) as u8,
        );
    }
    c
}

/// Dark or light text, whichever reads better on `bg`.
pub fn ink_on(bg: Color32) -> Color32 {
    if contrast(bg, DARK_INK) >= contrast(bg, LIGHT_INK) {
        DARK_INK
    } else {
        LIGHT_INK
    }
}

/// Relative luminance (WCAG) of an opaque colour, 0 to 1.
pub fn luminance(c: Color32) -> f32 {
    let lin = |v: u8| {
        let v = v as f32 / 255.0;
        if v <= 0.04045 {
            v / 12.92
        } else {
            ((v + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * lin(c.r()) + 0.7152 * lin(c.g()) + 0.0722 * lin(c.b())
}

/// The WCAG contrast ratio of two opaque colours (1 to 21).
pub fn contrast(a: Color32, b: Color32) -> f32 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// How cards look in a theme: cards are paper in both themes, a little dimmer in the dark one.
#[derive(Debug, Clone, Copy)]
pub struct CardLook {
    pub paper: Color32,
    pub ink: Color32,
    /// Secondary text on the paper (the key, the category).
    pub muted: Color32,
    pub edge: Color32,
    pub back: Color32,
    pub back_line: Color32,
    /// The header band of a card without a category.
    pub band: Color32,
}

pub fn card_look(dark: bool) -> CardLook {
    CardLook {
        paper: if dark {
            Color32::from_rgb(232, 226, 210)
        } else {
            Color32::from_rgb(252, 249, 238)
        },
        ink: Color32::from_gray(25),
        muted: Color32::from_gray(85),
        edge: if dark {
            Color32::from_gray(150)
        } else {
            Color32::from_gray(95)
        },
        back: Color32::from_rgb(70, 60, 120),
        back_line: Color32::from_rgb(170, 160, 220),
        band: Color32::from_rgb(100, 100, 112),
    }
}

/// A zone's tint from its category colour, faint enough for the theme's text to read on it.
pub fn zone_tint(color: Color32, dark: bool) -> Color32 {
    color.gamma_multiply(if dark { 0.22 } else { 0.14 })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_on_any_category_colour_reads() {
        for key in ["air", "land", "sea", "fire", "x", "mountains", ""] {
            let c = category_color(key, None);
            assert!(contrast(c, ink_on(c)) >= 4.5, "{key}: {c:?}");
        }
        for rgb in [
            [96, 168, 222],
            [176, 116, 52],
            [34, 84, 160],
            [255, 255, 0],
            [0, 0, 0],
        ] {
            let c = category_color("k", Some(rgb));
            assert!(contrast(c, ink_on(c)) >= 4.5, "{rgb:?}");
        }
    }

    #[test]
    fn card_text_reads_in_both_themes() {
        for dark in [false, true] {
            let look = card_look(dark);
            assert!(contrast(look.paper, look.ink) >= 7.0);
            assert!(contrast(look.paper, look.muted) >= 4.5);
            assert!(contrast(look.band, ink_on(look.band)) >= 4.5);
            assert!(contrast(look.back, look.back_line) >= 3.0);
        }
    }
}

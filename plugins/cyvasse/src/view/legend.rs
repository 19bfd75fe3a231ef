//! How the board's terrains and marks look: the host knows no Cyvasse word, so every colour and
//! sign it draws comes from this legend.
//!
//! Glyphs are chosen from the characters that both of egui's default text fonts (Ubuntu-Light
//! and Hack) contain: a glyph missing from the font the host draws with shows as a box, and the
//! emoji fonts are not built in.

use crate::Cyvasse;
use game_sdk::scene::LegendEntry;

/// The mark on a unit that entered water (or the like) and loses its owner's next turn.
pub const STUCK: &str = "stuck";
/// The mark on a cell whose protection was destroyed (a ruined fortress).
pub const RUINED: &str = "ruined";

/// The fill colour and sign of the terrains the standard rulesets declare; other terrains get
/// a stable colour from their id and no sign. The fills are mid-tones, so a cell stands out on
/// a light and on a dark panel alike; the colours are the ones the host used to hard-code.
fn terrain_look(id: &str) -> ([u8; 3], &'static str) {
    match id {
        "grass" => ([128, 178, 96], ""),
        "forest" => ([46, 112, 58], "Ψ"),
        "water" => ([70, 130, 205], "≈"),
        "mountain" => ([138, 120, 104], "Λ"),
        "fortress" => ([205, 172, 98], "Ш"),
        "hill" => ([176, 158, 84], "^"),
        other => (hashed_colour(other), ""),
    }
}

/// A mid-tone colour derived from a name (FNV-1a), the same for every match of a ruleset.
fn hashed_colour(name: &str) -> [u8; 3] {
    let h = name.bytes().fold(2166136261u32, |h, b| {
        (h ^ u32::from(b)).wrapping_mul(16777619)
    });
    [
        120 + (h & 0x5f) as u8,
        120 + ((h >> 8) & 0x5f) as u8,
        120 + ((h >> 16) & 0x5f) as u8,
    ]
}

impl Cyvasse {
    /// One entry per terrain of the ruleset, then one per mark the scene uses.
    pub(crate) fn legend(&self) -> Vec<LegendEntry> {
        let mut out: Vec<LegendEntry> = self
            .terrains
            .iter()
            .map(|t| {
                let (color, glyph) = terrain_look(&t.id);
                LegendEntry {
                    key: t.id.clone(),
                    title: t.title.clone(),
                    color: Some(color),
                    glyph: glyph.into(),
                    mark: false,
                }
            })
            .collect();
        out.push(LegendEntry {
            key: STUCK.into(),
            title: game_sdk::msg!("legend-stuck", "Stuck: loses its next turn"),
            color: Some([200, 30, 30]),
            glyph: "≈".into(),
            mark: true,
        });
        out.push(LegendEntry {
            key: RUINED.into(),
            title: game_sdk::msg!("legend-ruined", "Ruined: protects no more"),
            color: Some([120, 30, 30]),
            glyph: "×".into(),
            mark: true,
        });
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unknown_terrains_get_distinct_stable_colours() {
        assert_eq!(hashed_colour("swamp"), hashed_colour("swamp"));
        assert_ne!(hashed_colour("swamp"), hashed_colour("desert"));
        assert_eq!(terrain_look("swamp"), (hashed_colour("swamp"), ""));
    }
}

//! Text in any script a ruleset or mod may use is drawn with a system font when the bundled
//! ones lack it (eframe's `system_fonts`): a description in Japanese and Arabic gets glyphs,
//! not boxes. The test harness does not run eframe's native integration, so the provider it
//! installs in the app is installed here the same way. Needs fonts with those scripts
//! (`.ci/run` installs `fonts-droid-fallback` and `fonts-dejavu-core`).

use egui_kittest::Harness;
use std::sync::Arc;

const DESCRIPTION: &str = "将棋の変種 — نسخة عربية من القواعد";

fn has_glyphs(h: &mut Harness<'_>, text: &str) -> bool {
    let font = egui::FontId::proportional(14.0);
    h.ctx.fonts_mut(|f| {
        text.chars()
            .filter(|c| !c.is_whitespace())
            .all(|c| f.has_glyph(&font, c))
    })
}

#[test]
fn a_mixed_script_ruleset_description_has_every_glyph_with_system_fonts() {
    // Without a provider the text is not drawn (the harness refuses a glyph nothing can
    // draw): only asked about.
    let mut bare = Harness::builder().allow_missing_glyphs().build_ui(|_| {});
    assert!(
        !has_glyphs(&mut bare, DESCRIPTION),
        "the bundled fonts alone lack these scripts (else this test shows nothing)"
    );
    // With it, the label is drawn under the harness's strict policy (a character nothing can
    // draw fails the frame) and every character has a font.
    let mut app = Harness::builder()
        .with_context_setup(|ctx| {
            ctx.add_font_provider(Arc::new(
                egui_system_font_provider::SystemFontProvider::new(),
            ))
        })
        .build_ui(|ui| {
            ui.label(DESCRIPTION);
        });
    app.run();
    assert!(
        has_glyphs(&mut app, DESCRIPTION),
        "a system font draws every character: are fonts-droid-fallback and fonts-dejavu-core \
         installed?"
    );
}

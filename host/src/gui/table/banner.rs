//! The author-mode banner: once someone at the device turned the rules console's "show
//! everything" on, every seat's table says so for the rest of the match (also after an undo,
//! Continue, opening the save or a restart: the match's record keeps it).

use super::TableScreen;
use egui::RichText;

/// How the banner starts, for every seat to read.
pub const AUTHOR_MODE_BANNER: &str = "Author mode was turned on in this match";

impl TableScreen {
    /// The banner under the table's top bar, while the match is in author mode.
    pub(super) fn author_mode_banner(&self, ui: &mut egui::Ui) {
        let Some(at) = self.controller.session.author_mode() else {
            return;
        };
        egui::Panel::top("table-author-mode").show(ui, |ui| {
            let when = match at {
                0 => "before the first move".to_string(),
                n => format!("after move {n}"),
            };
            ui.label(
                RichText::new(format!(
                    "{AUTHOR_MODE_BANNER} {when}: whoever was at this device could see \
                     everything (every hand, every hidden card) from then on."
                ))
                .color(ui.visuals().warn_fg_color)
                .strong(),
            );
        });
    }
}

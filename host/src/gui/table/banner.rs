//! The author-mode banner: once someone at the device turned the rules console's "show
//! everything" on, every seat's table says so for the rest of the match (also after an undo,
//! Continue, opening the save or a restart: the match's record keeps it).

use super::TableScreen;
use crate::tr;
use egui::RichText;

impl TableScreen {
    /// The banner under the table's top bar, while the match is in author mode.
    pub(super) fn author_mode_banner(&self, ui: &mut egui::Ui) {
        let Some(at) = self.controller.session.author_mode() else {
            return;
        };
        egui::Panel::top("table-author-mode").show(ui, |ui| {
            ui.label(
                RichText::new(tr!("table-author-mode-banner", at = at))
                    .color(ui.visuals().warn_fg_color)
                    .strong(),
            );
        });
    }
}

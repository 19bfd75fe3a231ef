//! Form widgets shared by the new-match form and the balance lab.

use crate::plugin::Catalog;

/// A drop-down of the catalog's games showing `current`; returns the id of a game the user
/// picked other than `current`.
pub fn game_combo(
    ui: &mut egui::Ui,
    id_salt: &str,
    catalog: &Catalog,
    current: &str,
) -> Option<String> {
    let name = catalog
        .find(current)
        .map_or_else(|| current.to_string(), |p| p.info().name.clone());
    let mut picked = None;
    egui::ComboBox::from_id_salt(id_salt)
        .selected_text(name)
        .show_ui(ui, |ui| {
            for p in &catalog.plugins {
                let id = &p.info().id;
                if ui.selectable_label(current == id, &p.info().name).clicked() && current != id {
                    picked = Some(id.clone());
                }
            }
        });
    picked
}

//! Form widgets shared by the new-match form and the balance lab.

use crate::plugin::Catalog;
use crate::tr;

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
    let shown = egui::ComboBox::from_id_salt(id_salt)
        .selected_text(name)
        .show_ui(ui, |ui| {
            for p in &catalog.plugins {
                let id = &p.info().id;
                if ui.selectable_label(current == id, &p.info().name).clicked() && current != id {
                    picked = Some(id.clone());
                }
            }
        });
    name_combo(&shown.response, &tr!("files-choose-game"));
    picked
}

/// Gives a drop-down its accessible name: the label beside it is a separate widget, so a screen
/// reader would otherwise announce only the value shown ("Human"), not what it chooses.
pub fn name_combo(response: &egui::Response, name: &str) {
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::ComboBox, true, name));
}

//! The buttons of a phase the plugin names for saving (`Scene.saved_sequence`): "Save this
//! setup…" stores what the seat to move played in it under a name; "Use saved…" plays a
//! stored one again through the normal apply path.

use super::controller::SequenceEnd;
use super::sequences;
use super::{Command, TableScreen};
use crate::gui::toasts::Toasts;
use game_wire::{View, Viewer};
use std::path::PathBuf;

/// The state of the buttons between frames.
#[derive(Debug, Clone, Default)]
pub struct SequenceBar {
    /// The name being typed, while the save box is open.
    naming: Option<String>,
    /// The names saved in a folder, read once when the folder is first shown (not every frame).
    listing: Option<(PathBuf, Vec<String>)>,
}

impl TableScreen {
    /// Where this match's sequences for the phase `key` are kept.
    fn sequence_folder(&self, key: &str) -> Option<PathBuf> {
        let root = self.data_root.as_ref()?;
        let ruleset = crate::save::ruleset_id(&self.controller.session.ruleset().root);
        Some(sequences::folder(
            root,
            &self.controller.info.id,
            &ruleset,
            key,
        ))
    }

    /// The two buttons, for the seat to move at the table, while the scene names a phase.
    pub(super) fn sequence_controls(&mut self, ui: &mut egui::Ui, view: &View) {
        let Some(key) = view.scene.saved_sequence.as_deref() else {
            self.sequence.naming = None;
            return;
        };
        let Viewer::Seat(seat) = self.controller.viewer() else {
            return;
        };
        if view.status.to_move() != Some(seat) {
            return;
        }
        let Some(folder) = self.sequence_folder(key) else {
            return;
        };
        if self
            .sequence
            .listing
            .as_ref()
            .is_none_or(|(f, _)| *f != folder)
        {
            self.sequence.listing = Some((folder.clone(), sequences::list(&folder)));
        }
        ui.separator();
        let mut save = false;
        match &mut self.sequence.naming {
            None => {
                if ui
                    .button("Save this setup…")
                    .on_hover_text("Keep what you played in this phase, to play it again later")
                    .clicked()
                {
                    self.sequence.naming = Some(String::new());
                }
            }
            Some(name) => {
                let field = ui.add(
                    egui::TextEdit::singleline(name)
                        .hint_text("name")
                        .desired_width(140.0),
                );
                field.widget_info(|| {
                    egui::WidgetInfo::labeled(egui::Role::TextInput, true, "Setup name")
                });
                if !field.has_focus() && !field.lost_focus() && name.is_empty() {
                    field.request_focus();
                }
                let entered = field.lost_focus()
                    && ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::Enter));
                if ui.button("Save setup").clicked() || entered {
                    save = true;
                }
                if ui.button("Cancel").clicked() {
                    self.sequence.naming = None;
                }
            }
        }
        if save && let Some(name) = self.sequence.naming.clone() {
            self.send(Command::SaveSequence {
                name,
                seat,
                key: key.to_string(),
            });
        }
        let names = self
            .sequence
            .listing
            .as_ref()
            .map(|(_, names)| names.clone())
            .unwrap_or_default();
        let mut picked = None;
        ui.add_enabled_ui(!names.is_empty(), |ui| {
            ui.menu_button("Use saved…", |ui| {
                for name in &names {
                    if ui.button(name).clicked() {
                        picked = Some(name.clone());
                        ui.close();
                    }
                }
            })
            .response
            .on_disabled_hover_text("Nothing saved for this phase yet");
        });
        if let Some(name) = picked {
            self.send(Command::PlaySequence {
                name,
                seat,
                key: key.to_string(),
            });
        }
    }

    pub(super) fn save_sequence(&mut self, name: &str, seat: u8, key: &str, toasts: &mut Toasts) {
        let Some(folder) = self.sequence_folder(key) else {
            return;
        };
        let lines = match sequences::phase_actions(&self.controller.session, seat, key) {
            Ok(lines) => lines,
            Err(e) => {
                self.controller.message =
                    Some(format!("Cannot tell what you played in this phase: {e}"));
                return;
            }
        };
        if lines.is_empty() {
            self.controller.message =
                Some("Nothing to save yet: you have not played in this phase.".into());
            return;
        }
        match sequences::save(&folder, name, &lines) {
            Ok(_) => {
                toasts.info(format!(
                    "Saved \"{}\" ({} actions)",
                    name.trim(),
                    lines.len()
                ));
                self.sequence.naming = None;
                self.sequence.listing = None;
                self.controller.message = None;
            }
            Err(e) => self.controller.message = Some(e),
        }
    }

    /// Plays the sequence saved as `name` for the phase `key` in order as `seat`, stopping
    /// with a message at the first action refused or when the turn leaves `seat`; what was
    /// played before stays (a valid match).
    pub fn play_sequence(&mut self, name: &str, seat: u8, key: &str, toasts: &mut Toasts) {
        let Some(folder) = self.sequence_folder(key) else {
            return;
        };
        let lines = match sequences::read(&folder, name) {
            Ok(lines) => lines,
            Err(e) => {
                self.controller.message = Some(e);
                return;
            }
        };
        self.picker.clear();
        let total = lines.len();
        self.controller.message = match self.controller.play_lines(&lines, seat, toasts) {
            SequenceEnd::Done => {
                toasts.info(format!("Played \"{name}\" ({total} actions)"));
                return;
            }
            // Not this seat's sequence (the other player's, on a shared device): say nothing
            // of what it holds.
            SequenceEnd::NotHere => Some(format!(
                "\"{name}\" does not fit here: its first action is refused. Nothing was played."
            )),
            SequenceEnd::TurnOver { index } => Some(format!(
                "\"{name}\" stopped after {index} of {total} actions: it is no longer your \
                     turn."
            )),
            SequenceEnd::Refused { index, why } => Some(format!(
                "\"{name}\" stopped at action {} of {total} (`{}`): {why} The {index} before it \
                 stand.",
                index + 1,
                lines.get(index).map_or("", String::as_str)
            )),
        };
    }
}

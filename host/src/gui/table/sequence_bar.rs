//! The buttons of a phase the plugin names for saving (`Scene.saved_sequence`): "Save this
//! setup…" stores the layout the seat to move made in it under a name, for its side; "Use
//! saved…" offers that side's setups, then the other sides' turned to this one, and plays the
//! one chosen through the normal apply path.

use super::controller::SequenceEnd;
use super::{Command, TableScreen};
use super::{placements, sequences};
use crate::gui::toasts::Toasts;
use crate::tr;
use game_wire::{View, Viewer};
use std::path::PathBuf;

/// The state of the buttons between frames.
#[derive(Debug, Clone, Default)]
pub struct SequenceBar {
    /// The name being typed, while the save box is open.
    naming: Option<String>,
    /// What a seat is offered in a phase's folder, read once when it is first shown (not every
    /// frame).
    listing: Option<(PathBuf, u8, Offer)>,
}

/// The setups offered to one seat.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
struct Offer {
    /// Its side's (and those saved before sides existed), by name.
    own: Vec<String>,
    /// The other sides' that can be turned to this one: the side and the name.
    turned: Vec<(u8, String)>,
}

impl Offer {
    /// What `seat` is offered in `folder`; the other sides' setups only with `turned` (see
    /// [`offers_turned`]).
    fn read(folder: &std::path::Path, seat: u8, seats: usize, turned: bool) -> Offer {
        let mut own = sequences::list(&sequences::side_folder(folder, seat));
        for legacy in sequences::list(folder) {
            if !own.contains(&legacy) {
                own.push(legacy);
            }
        }
        own.sort();
        let turned = (0..seats)
            .filter(|_| turned)
            .filter_map(|s| u8::try_from(s).ok())
            .filter(|s| *s != seat)
            .flat_map(|s| {
                sequences::list_with_cells(&sequences::side_folder(folder, s))
                    .into_iter()
                    .map(move |name| (s, name))
            })
            .collect();
        Offer { own, turned }
    }

    fn is_empty(&self) -> bool {
        self.own.is_empty() && self.turned.is_empty()
    }
}

/// Whether a seat is offered the other sides' setups, turned. Not where players share the
/// device behind a hand-over screen: the other player may have just saved the setup they are
/// playing, and one click would lay it out in front of this one.
fn offers_turned(hand_over: bool) -> bool {
    !hand_over
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
            .is_none_or(|(f, s, _)| *f != folder || *s != seat)
        {
            let turned = offers_turned(self.controller.seating.hand_over);
            let offer = Offer::read(&folder, seat, self.controller.info.seats.len(), turned);
            self.sequence.listing = Some((folder.clone(), seat, offer));
        }
        ui.separator();
        let mut save = false;
        match &mut self.sequence.naming {
            None => {
                if ui
                    .button(tr!("table-setup-save"))
                    .on_hover_text(tr!("table-setup-save-hover"))
                    .clicked()
                {
                    self.sequence.naming = Some(String::new());
                }
            }
            Some(name) => {
                let field = ui.add(
                    egui::TextEdit::singleline(name)
                        .hint_text(tr!("table-setup-name-hint"))
                        .desired_width(140.0),
                );
                field.widget_info(|| {
                    egui::WidgetInfo::labeled(
                        egui::Role::TextInput,
                        true,
                        tr!("table-setup-name-label"),
                    )
                });
                if !field.has_focus() && !field.lost_focus() && name.is_empty() {
                    field.request_focus();
                }
                let entered = field.lost_focus()
                    && ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::Enter));
                if ui.button(tr!("table-setup-save-confirm")).clicked() || entered {
                    save = true;
                }
                if ui.button(tr!("table-setup-cancel")).clicked() {
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
        let offer = self
            .sequence
            .listing
            .as_ref()
            .map(|(_, _, offer)| offer.clone())
            .unwrap_or_default();
        let seats = self.controller.info.seats.clone();
        let side = |s: u8| seats.get(usize::from(s)).cloned().unwrap_or_default();
        let mut picked = None;
        ui.add_enabled_ui(!offer.is_empty(), |ui| {
            ui.menu_button(tr!("table-setup-use-saved"), |ui| {
                for name in &offer.own {
                    if ui.button(name).clicked() {
                        picked = Some((name.clone(), None));
                        ui.close();
                    }
                }
                if !offer.turned.is_empty() {
                    if !offer.own.is_empty() {
                        ui.separator();
                    }
                    ui.weak(tr!("table-setup-turned-heading"));
                }
                for (from, name) in &offer.turned {
                    if ui
                        .button(tr!("table-setup-turned", name = name, seat = side(*from)))
                        .clicked()
                    {
                        picked = Some((name.clone(), Some(*from)));
                        ui.close();
                    }
                }
            })
            .response
            .on_disabled_hover_text(tr!("table-setup-none-saved"));
        });
        if let Some((name, from)) = picked {
            self.send(Command::PlaySequence {
                name,
                seat,
                key: key.to_string(),
                from,
            });
        }
    }

    pub(super) fn save_sequence(&mut self, name: &str, seat: u8, key: &str, toasts: &mut Toasts) {
        let Some(folder) = self.sequence_folder(key) else {
            return;
        };
        let made = match sequences::phase_result(&self.controller.session, seat, key) {
            Ok(made) => made,
            Err(e) => {
                self.controller.message = Some(tr!("table-setup-cannot-tell", error = e));
                return;
            }
        };
        let lines = made.lines;
        if lines.is_empty() {
            self.controller.message = Some(tr!("table-setup-nothing-to-save"));
            return;
        }
        let side = sequences::side_folder(&folder, seat);
        let saved = sequences::save(&side, name, &lines).and_then(|path| {
            if made.cells.is_empty() {
                Ok(path)
            } else {
                sequences::save_cells(&side, name, &made.cells)
            }
        });
        match saved {
            Ok(_) => {
                toasts.info(tr!(
                    "table-setup-saved",
                    name = name.trim(),
                    count = lines.len()
                ));
                self.sequence.naming = None;
                self.sequence.listing = None;
                self.controller.message = None;
            }
            Err(e) => self.controller.message = Some(e),
        }
    }

    /// The lines that play `seat`'s own setup `name`: from its side's folder, else from the
    /// phase's folder (saved before sides existed).
    fn own_lines(folder: &std::path::Path, seat: u8, name: &str) -> Result<Vec<String>, String> {
        let side = sequences::side_folder(folder, seat);
        if sequences::list(&side).iter().any(|n| n == name) {
            sequences::read(&side, name)
        } else {
            sequences::read(folder, name)
        }
    }

    /// The placements that lay `from`'s setup `name`, turned, on `seat`'s side of the board
    /// as it is now; or why it does not fit there.
    fn turned_lines(
        &mut self,
        folder: &std::path::Path,
        from: u8,
        seat: u8,
        name: &str,
    ) -> Result<Vec<String>, String> {
        let cells = sequences::read_cells(&sequences::side_folder(folder, from), name)?;
        let scene = self
            .controller
            .session
            .view(Viewer::Seat(seat))
            .map_err(|e| e.to_string())?
            .scene;
        let misfit = |why: &str| tr!("table-setup-misfit", name = name, reason = why);
        let target = placements::turned(&scene, &cells, seat)
            .ok_or_else(|| misfit(&tr!("table-setup-no-such-cells")))?;
        placements::rebuild(self.controller.session.live(), seat, &target, &[])
            .map_err(|why| misfit(&why))
    }

    /// Plays the setup saved as `name` for the phase `key` in order as `seat` (`from`: saved
    /// by that other side, turned to this one), stopping with a message at the first action
    /// refused or when the turn leaves `seat`; what was played before stays (a valid match).
    pub fn play_sequence(
        &mut self,
        name: &str,
        seat: u8,
        key: &str,
        from: Option<u8>,
        toasts: &mut Toasts,
    ) {
        let Some(folder) = self.sequence_folder(key) else {
            return;
        };
        let lines = match from {
            None => Self::own_lines(&folder, seat, name),
            Some(from) => self.turned_lines(&folder, from, seat, name),
        };
        let lines = match lines {
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
                toasts.info(tr!("table-setup-played", name = name, count = total));
                return;
            }
            // Not this seat's sequence (the other player's, on a shared device): say nothing
            // of what it holds.
            SequenceEnd::NotHere => Some(tr!("table-setup-not-here", name = name)),
            SequenceEnd::TurnOver { index } => Some(tr!(
                "table-setup-turn-over",
                name = name,
                index = index,
                total = total
            )),
            SequenceEnd::Refused { index, why } => Some(tr!(
                "table-setup-refused",
                name = name,
                number = index + 1,
                total = total,
                action = lines.get(index).map_or("", String::as_str),
                reason = why,
                index = index
            )),
        };
    }
}

//! The move log beside the table: what each action showed the players, and the score. Each
//! line keeps who may read it, and the panel shows the table's current viewer only those.

use super::Table;
use crate::session::PublicMove;
use egui::RichText;
use game_sdk::wire::{Audience, Status, Viewer};

/// One line of the move log.
#[derive(Debug, Clone)]
pub struct LogLine {
    /// Whose line it is and so who may read it: a move (by its seat), or a line the game wrote
    /// (for its audience). `None`: a note of the table's own (a reload, a take-back), which
    /// everyone reads.
    pub seat: Option<Said>,
    pub text: String,
    /// A line under the moves (the game's lines and the table's notes), not a move.
    pub note: bool,
}

/// Where a line of the move log comes from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Said {
    /// A move, made by this seat where known. Its text is the public form, which everyone reads.
    Move(Option<u8>),
    /// A line the game wrote, for this audience.
    Game(Audience),
}

impl LogLine {
    /// Whether `viewer` may read the line.
    pub fn visible_to(&self, viewer: Viewer) -> bool {
        match &self.seat {
            Some(Said::Game(audience)) => audience.includes(viewer),
            Some(Said::Move(_)) | None => true,
        }
    }

    /// The seat that made a move.
    pub fn mover(&self) -> Option<u8> {
        match self.seat {
            Some(Said::Move(seat)) => seat,
            _ => None,
        }
    }
}

/// The move log's lines for one action: what every player may know of it (the game names a
/// face-down card or a screened placement only in its public form), then its log lines, each
/// with its audience.
pub(super) fn move_lines(seat: Option<u8>, public: &PublicMove) -> Vec<LogLine> {
    std::iter::once(LogLine {
        seat: Some(Said::Move(seat)),
        text: public.text.clone(),
        note: false,
    })
    .chain(public.log.iter().map(|l| LogLine {
        seat: Some(Said::Game(l.audience.clone())),
        text: l.text.clone(),
        note: true,
    }))
    .collect()
}

impl Table {
    pub(super) fn log_panel(&mut self, ui: &mut egui::Ui) {
        // At most a quarter of the window (never under 200 px), so the table keeps the rest
        // however long a line is; long lines wrap.
        let max = (ui.available_width() * 0.25).max(200.0);
        egui::Panel::right("table-log")
            .default_size(250.0_f32.min(max))
            .size_range(200.0..=max)
            .show(ui, |ui| {
                ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
                ui.heading("Score");
                if let Some(view) = &self.controller.view {
                    for c in &view.scene.counters {
                        self.counter_row(ui, c);
                    }
                    if let Status::Over(o) = &view.status {
                        for (i, s) in o.scores.iter().enumerate() {
                            ui.strong(format!("{}: {s}", self.controller.seat_name(i as u8)));
                        }
                    }
                }
                ui.separator();
                ui.heading("Moves");
                egui::ScrollArea::vertical()
                    .stick_to_bottom(true)
                    .auto_shrink([false, false])
                    .show(ui, |ui| {
                        let viewer = self.controller.viewer();
                        let mut n = 0;
                        for line in self.controller.log.iter().filter(|l| l.visible_to(viewer)) {
                            if line.note {
                                ui.label(
                                    RichText::new(format!("   {}", line.text)).weak().italics(),
                                );
                            } else {
                                n += 1;
                                ui.horizontal(|ui| {
                                    ui.label(RichText::new(format!("{n:>3}.")).monospace().weak());
                                    if let Some(seat) = line.mover() {
                                        let name = self.controller.seat_name(seat);
                                        let style =
                                            crate::gui::style::seat_style(&name, seat as usize);
                                        let (dot, _) = ui.allocate_exact_size(
                                            egui::vec2(10.0, 10.0),
                                            egui::Sense::hover(),
                                        );
                                        ui.painter().circle_filled(dot.center(), 4.5, style.fill);
                                        ui.painter().circle_stroke(
                                            dot.center(),
                                            4.5,
                                            egui::Stroke::new(1.0, egui::Color32::GRAY),
                                        );
                                    }
                                    ui.label(RichText::new(&line.text).monospace());
                                });
                            }
                        }
                    });
            });
    }

    /// A counter, its owner shown by colour (plugins usually name the owner in the label).
    fn counter_row(&self, ui: &mut egui::Ui, c: &game_sdk::scene::Counter) {
        ui.horizontal(|ui| {
            let (dot, _) = ui.allocate_exact_size(egui::vec2(10.0, 10.0), egui::Sense::hover());
            if let Some(o) = c.owner {
                let style =
                    crate::gui::style::seat_style(&self.controller.seat_name(o), o as usize);
                ui.painter().circle_filled(dot.center(), 4.5, style.fill);
                ui.painter().circle_stroke(
                    dot.center(),
                    4.5,
                    egui::Stroke::new(1.0, egui::Color32::GRAY),
                );
            }
            ui.label(format!("{}: {}", c.label, c.value));
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_move_log_keeps_who_may_read_each_line() {
        let public = PublicMove {
            text: "improvise a card land".into(),
            log: vec![
                game_sdk::LogLine::public("North's face-down card in Land is destroyed"),
                game_sdk::LogLine::seat(0, "North's card destroyed in Land was L5"),
                game_sdk::LogLine::referee("printed by a script"),
            ],
        };
        let lines = move_lines(Some(0), &public);
        let read = |viewer: Viewer| -> Vec<&str> {
            lines
                .iter()
                .filter(|l| l.visible_to(viewer))
                .map(|l| l.text.as_str())
                .collect()
        };
        assert_eq!(lines[0].mover(), Some(0));
        assert_eq!(read(Viewer::Seat(0)).len(), 3);
        assert_eq!(
            read(Viewer::Seat(1)),
            [
                "improvise a card land",
                "North's face-down card in Land is destroyed"
            ]
        );
        assert_eq!(read(Viewer::Spectator), read(Viewer::Seat(1)));
        assert_eq!(read(Viewer::Referee).len(), 4);
        let note = LogLine {
            seat: None,
            text: "Rules reloaded".into(),
            note: true,
        };
        assert!(note.visible_to(Viewer::Spectator));
    }
}

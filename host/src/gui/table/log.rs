//! The move log beside the table: what each action showed the players, and the score.

use super::Table;
use crate::session::PublicMove;
use egui::RichText;
use game_sdk::wire::Status;

/// One line of the move log.
#[derive(Debug, Clone)]
pub struct LogLine {
    pub seat: Option<u8>,
    pub text: String,
    pub note: bool,
}

/// The move log's lines for one action: what every player may know of it (the game names a
/// face-down card or a screened placement only in its public form), then its log lines.
pub(super) fn move_lines(seat: Option<u8>, public: &PublicMove) -> Vec<LogLine> {
    std::iter::once(LogLine {
        seat,
        text: public.text.clone(),
        note: false,
    })
    .chain(public.log.iter().map(|l| LogLine {
        seat: None,
        text: l.clone(),
        note: true,
    }))
    .collect()
}

impl Table {
    pub(super) fn log_panel(&mut self, ui: &mut egui::Ui) {
        egui::Panel::right("table-log")
            .default_size(250.0)
            .show(ui, |ui| {
                ui.heading("Score");
                if let Some(view) = &self.view {
                    for c in &view.scene.counters {
                        self.counter_row(ui, c);
                    }
                    if let Status::Over(o) = &view.status {
                        for (i, s) in o.scores.iter().enumerate() {
                            ui.strong(format!("{}: {s}", self.seat_name(i as u8)));
                        }
                    }
                }
                ui.separator();
                ui.heading("Moves");
                egui::ScrollArea::vertical()
                    .stick_to_bottom(true)
                    .auto_shrink([false, false])
                    .show(ui, |ui| {
                        let mut n = 0;
                        for line in &self.log {
                            if line.note {
                                ui.label(
                                    RichText::new(format!("   {}", line.text)).weak().italics(),
                                );
                            } else {
                                n += 1;
                                ui.horizontal(|ui| {
                                    ui.label(RichText::new(format!("{n:>3}.")).monospace().weak());
                                    if let Some(seat) = line.seat {
                                        let name = self.seat_name(seat);
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
                let style = crate::gui::style::seat_style(&self.seat_name(o), o as usize);
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

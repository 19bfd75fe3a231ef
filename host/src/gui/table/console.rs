//! The rules console at the table: each action's hook calls (the trace) and a Lua prompt that
//! evaluates against a read-only copy of the match. Both are the referee's view, so the table
//! shows them only when the match keeps nothing from the humans at the device: the rules hide
//! nothing, or every seat is a bot, or someone chose "show everything (author mode)", which the
//! move log then says for everyone to read.

use super::TableScreen;
use super::command::Command;
pub use crate::match_driver::console::{AUTHOR_MODE_NOTE, Entry, MAX_ENTRIES, RulesConsole};
use crate::text::trace;
use egui::RichText;

/// An entry as the console's text.
pub fn entry_text(entry: &Entry) -> String {
    match entry {
        Entry::Action {
            action,
            refused,
            trace: t,
        } => {
            let head = match refused {
                Some(why) => format!("> {action} (refused: {why})"),
                None => format!("> {action}"),
            };
            format!("{head}\n{}", trace::trace(t))
        }
        Entry::Eval { code, answer } => format!("lua> {code}\n{}", trace::console(answer)),
    }
}

impl TableScreen {
    /// The console panel, above the bottom bar.
    pub(super) fn console_panel(&mut self, ui: &mut egui::Ui) {
        let mut commands = Vec::new();
        let allowed = self.controller.console_allowed();
        let author_mode = self.controller.session.author_mode().is_some();
        let console = &mut self.controller.console;
        egui::Panel::bottom("table-console")
            .resizable(true)
            .default_size(220.0)
            .show(ui, |ui| {
                ui.horizontal(|ui| {
                    ui.heading("Rules console");
                    if author_mode {
                        ui.label(RichText::new("author mode").weak());
                    }
                });
                if !allowed {
                    ui.label(
                        "The console shows what the referee sees (every hand, every hidden \
                         card), and this match keeps secrets from someone at this device.",
                    );
                    if console.confirming {
                        ui.horizontal(|ui| {
                            ui.label("Show everything to whoever is at this device? The move log will say so.");
                            if ui.button("Show everything").clicked() {
                                commands.push(Command::AuthorMode);
                            }
                            if ui.button("Cancel").clicked() {
                                console.confirming = false;
                            }
                        });
                    } else if ui.button("Show everything (author mode)…").clicked() {
                        console.confirming = true;
                    }
                    return;
                }
                let prompt = ui.horizontal(|ui| {
                    ui.label(RichText::new("lua>").monospace());
                    let edit = ui.add(
                        egui::TextEdit::singleline(&mut console.input)
                            .font(egui::TextStyle::Monospace)
                            .desired_width(f32::INFINITY)
                            .hint_text("Lua against a read-only copy of the match (ctx: see scripts/<game>/API.md); Enter evaluates"),
                    );
                    edit.widget_info(|| {
                        egui::WidgetInfo::labeled(egui::Role::TextInput, true, "Lua prompt")
                    });
                    let entered =
                        edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
                    if entered {
                        // The prompt keeps the keyboard for the next line, as a console
                        // does; Esc or a click elsewhere gives the keys back to the table.
                        edit.request_focus();
                    }
                    entered
                });
                if prompt.inner && !console.input.trim().is_empty() {
                    commands.push(Command::ConsoleEval(std::mem::take(&mut console.input)));
                }
                egui::ScrollArea::vertical()
                    .stick_to_bottom(true)
                    .auto_shrink([false, false])
                    .show(ui, |ui| {
                        if console.entries.is_empty() {
                            ui.label(
                                RichText::new(
                                    "Play a move: the hooks it runs show here (file:line, \
                                     arguments, results, time, instructions, print output).",
                                )
                                .weak(),
                            );
                        }
                        for entry in &console.entries {
                            ui.label(RichText::new(entry_text(entry)).monospace());
                            ui.separator();
                        }
                    });
            });
        for c in commands {
            self.send(c);
        }
    }
}

//! The rules console at the table: each action's hook calls (the trace) and a Lua prompt that
//! evaluates against a read-only copy of the match. Both are the referee's view, so the table
//! shows them only when the match keeps nothing from the humans at the device: the rules hide
//! nothing, or every seat is a bot, or someone chose "show everything (author mode)", which the
//! move log then says for everyone to read.

use super::TableScreen;
use super::command::Command;
pub use crate::match_driver::console::{AUTHOR_MODE_NOTE, Entry, MAX_ENTRIES, RulesConsole};
use crate::text::trace;
use crate::tr;
use egui::RichText;
use serde::{Deserialize, Serialize};

/// Where the rules console sits: under the table (wide lines, a short view) or beside it (a
/// tall view of many hook calls). Kept in the app's preferences.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum ConsoleDock {
    #[default]
    Bottom,
    Right,
}

impl ConsoleDock {
    /// The other place, and the dock button's words for moving there.
    fn other(self) -> (ConsoleDock, String) {
        match self {
            ConsoleDock::Bottom => (ConsoleDock::Right, tr!("table-console-dock-right")),
            ConsoleDock::Right => (ConsoleDock::Bottom, tr!("table-console-dock-bottom")),
        }
    }
}

/// An entry as the console's text.
pub fn entry_text(entry: &Entry) -> String {
    match entry {
        Entry::Action {
            action,
            refused,
            trace: t,
        } => {
            let head = match refused {
                Some(why) => tr!("table-console-refused", action = action, reason = why),
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
        let dock = &mut self.settings.console_dock;
        // Each place has its own panel id, so each keeps the size it was dragged to.
        let panel = match *dock {
            ConsoleDock::Bottom => egui::Panel::bottom("table-console").default_size(220.0),
            ConsoleDock::Right => egui::Panel::right("table-console-right").default_size(420.0),
        };
        panel.resizable(true).show(ui, |ui| {
            ui.horizontal(|ui| {
                ui.heading(tr!("table-console-heading"));
                if author_mode {
                    ui.label(RichText::new(tr!("table-console-author-mode")).weak());
                }
                let (other, words) = dock.other();
                if ui.button(words).clicked() {
                    *dock = other;
                }
            });
            if !allowed {
                ui.label(tr!("table-console-secrets"));
                if console.confirming {
                    ui.horizontal(|ui| {
                        ui.label(tr!("table-console-show-question"));
                        if ui.button(tr!("table-console-show")).clicked() {
                            commands.push(Command::AuthorMode);
                        }
                        if ui.button(tr!("table-console-cancel")).clicked() {
                            console.confirming = false;
                        }
                    });
                } else if ui.button(tr!("table-console-show-author-mode")).clicked() {
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
                        .hint_text(tr!("table-console-prompt-hint")),
                );
                edit.widget_info(|| {
                    egui::WidgetInfo::labeled(
                        egui::Role::TextInput,
                        true,
                        tr!("table-console-prompt-label"),
                    )
                });
                let entered = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
                if entered {
                    // The prompt keeps the keyboard for the next line, as a console
                    // does; Esc or a click elsewhere gives the keys back to the table.
                    edit.request_focus();
                }
                if edit.has_focus() {
                    let (up, down) = ui.input(|i| {
                        (
                            i.key_pressed(egui::Key::ArrowUp),
                            i.key_pressed(egui::Key::ArrowDown),
                        )
                    });
                    let recalled =
                        (up && console.recall_older()) || (down && console.recall_newer());
                    if recalled {
                        cursor_to_end(ui.ctx(), edit.id, &console.input);
                    }
                }
                entered
            });
            if prompt.inner && !console.input.trim().is_empty() {
                commands.push(Command::ConsoleEval(console.take_input()));
            }
            egui::ScrollArea::vertical()
                .stick_to_bottom(true)
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    if console.entries.is_empty() {
                        ui.label(RichText::new(tr!("table-console-empty")).weak());
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

/// Puts the prompt's cursor after a recalled input, where typing goes on (a single-line field
/// moved it to the start on Up).
fn cursor_to_end(ctx: &egui::Context, id: egui::Id, text: &str) {
    if let Some(mut state) = egui::TextEdit::load_state(ctx, id) {
        let end = egui::text::CCursor::new(text.chars().count());
        state
            .cursor
            .set_char_range(Some(egui::text::CCursorRange::one(end)));
        state.store(ctx, id);
    }
}

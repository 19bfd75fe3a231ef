//! The rules console at the table: each action's hook calls (the trace) and a Lua prompt that
//! evaluates against a read-only copy of the match. Both are the referee's view, so the table
//! shows them only when the match keeps nothing from the humans at the device: the rules hide
//! nothing, or every seat is a bot, or someone chose "show everything (author mode)", which the
//! move log then says for everyone to read.

use super::Table;
use super::command::Command;
use super::controller::Controller;
use crate::text::trace;
use egui::RichText;
use game_sdk::script::trace::Trace;
use game_sdk::script::{ConsoleAnswer, ConsoleRefusal};

/// The most entries the console keeps (the oldest go first).
pub const MAX_ENTRIES: usize = 200;

/// What the console shows, newest last.
#[derive(Debug, Clone, PartialEq)]
pub enum Entry {
    /// An action and the hook calls it made (also when it was refused).
    Action {
        action: String,
        refused: Option<String>,
        trace: Trace,
    },
    /// Lua evaluated at the prompt and its answer.
    Eval {
        code: String,
        answer: Result<ConsoleAnswer, ConsoleRefusal>,
    },
}

/// The console's state, kept by the [`Controller`].
#[derive(Debug, Default)]
pub struct RulesConsole {
    /// Whether the panel is shown (and actions traced, where allowed).
    pub open: bool,
    /// Someone confirmed "show everything (author mode)" for this match.
    pub author_mode: bool,
    /// The author-mode question is up.
    pub confirming: bool,
    pub entries: Vec<Entry>,
    /// The prompt's text.
    pub input: String,
}

impl RulesConsole {
    pub fn push(&mut self, entry: Entry) {
        if self.entries.len() >= MAX_ENTRIES {
            self.entries.remove(0);
        }
        self.entries.push(entry);
    }
}

/// The move-log line that says author mode is on, for everyone at the device to read.
pub const AUTHOR_MODE_NOTE: &str =
    "Author mode: the rules console shows everything (every hand, every hidden card)";

impl Controller {
    /// Whether the console may show the referee's view here: nothing is kept from the humans
    /// at the device (the rules hide nothing, every seat is a bot) or author mode is on.
    pub fn console_allowed(&self) -> bool {
        !self.session.hides_information()
            || self.seating.humans().is_empty()
            || self.console.author_mode
    }

    /// Whether the next action is traced: the console is open and allowed.
    pub fn tracing(&self) -> bool {
        self.console.open && self.console_allowed()
    }

    /// Turns author mode on, said in the move log for everyone to read.
    pub fn author_mode(&mut self) {
        self.console.confirming = false;
        if self.console.author_mode {
            return;
        }
        self.console.author_mode = true;
        self.note(AUTHOR_MODE_NOTE.to_string());
    }

    /// Evaluates `code` against a read-only copy of the match, where allowed.
    pub fn console_eval(&mut self, code: &str) {
        let code = code.trim();
        if code.is_empty() {
            return;
        }
        let answer = if self.console_allowed() {
            match self.session.console(code) {
                Ok(answer) => answer,
                Err(e) => Err(ConsoleRefusal::Unavailable(e.to_string())),
            }
        } else {
            Err(ConsoleRefusal::Unavailable(
                "the console shows the referee's view, and this match keeps secrets from \
                 someone at this device"
                    .into(),
            ))
        };
        self.console.push(Entry::Eval {
            code: code.to_string(),
            answer,
        });
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
                Some(why) => format!("> {action} (refused: {why})"),
                None => format!("> {action}"),
            };
            format!("{head}\n{}", trace::trace(t))
        }
        Entry::Eval { code, answer } => format!("lua> {code}\n{}", trace::console(answer)),
    }
}

impl Table {
    /// The console panel, above the bottom bar.
    pub(super) fn console_panel(&mut self, ui: &mut egui::Ui) {
        let mut commands = Vec::new();
        let allowed = self.controller.console_allowed();
        let console = &mut self.controller.console;
        egui::Panel::bottom("table-console")
            .resizable(true)
            .default_size(220.0)
            .show(ui, |ui| {
                ui.horizontal(|ui| {
                    ui.heading("Rules console");
                    if console.author_mode {
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

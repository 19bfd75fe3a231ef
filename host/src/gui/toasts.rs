//! Problems and notices: shown in a corner, never blocking play; errors stay until dismissed.

use egui::{Align2, Color32, RichText};

#[derive(Debug, Clone)]
struct Toast {
    text: String,
    error: bool,
    /// When an info toast disappears (seconds of egui time); errors have none.
    until: Option<f64>,
    /// Errors about one subject (a ruleset being reloaded) replace each other and are cleared
    /// together when the subject is fine again.
    key: Option<String>,
}

#[derive(Debug, Default)]
pub struct Toasts {
    items: Vec<Toast>,
    /// Every error of this run, for the problems panel.
    pub history: Vec<String>,
}

impl Toasts {
    pub fn error(&mut self, text: impl Into<String>) {
        let text = text.into();
        self.history.push(text.clone());
        self.items.push(Toast {
            text,
            error: true,
            until: None,
            key: None,
        });
    }

    /// An error about `key`, replacing any earlier one about it.
    pub fn error_about(&mut self, key: &str, text: impl Into<String>) {
        self.clear_about(key);
        self.error(text);
        if let Some(t) = self.items.last_mut() {
            t.key = Some(key.to_string());
        }
    }

    /// Removes the errors about `key` (it is fine again).
    pub fn clear_about(&mut self, key: &str) {
        self.items.retain(|t| t.key.as_deref() != Some(key));
    }

    /// Takes the notices and errors `other` collected (on the rules thread) after these.
    pub fn absorb(&mut self, other: Toasts) {
        self.items.extend(other.items);
        self.history.extend(other.history);
    }

    pub fn info(&mut self, text: impl Into<String>) {
        self.items.push(Toast {
            text: text.into(),
            error: false,
            until: Some(f64::NAN),
            key: None,
        });
    }

    /// The notices (not errors) currently shown.
    pub fn infos(&self) -> impl Iterator<Item = &str> {
        self.items
            .iter()
            .filter(|t| !t.error)
            .map(|t| t.text.as_str())
    }

    pub fn errors(&self) -> impl Iterator<Item = &str> {
        self.items
            .iter()
            .filter(|t| t.error)
            .map(|t| t.text.as_str())
    }

    pub fn show(&mut self, ctx: &egui::Context) {
        let now = ctx.input(|i| i.time);
        for t in &mut self.items {
            if t.until.is_some_and(f64::is_nan) {
                t.until = Some(now + 4.0);
            }
        }
        self.items.retain(|t| t.until.is_none_or(|u| u > now));
        if self.items.is_empty() {
            return;
        }
        if self.items.iter().any(|t| t.until.is_some()) {
            ctx.request_repaint_after(std::time::Duration::from_millis(250));
        }
        let mut dismiss = None;
        egui::Area::new(egui::Id::unique("toasts"))
            .anchor(Align2::RIGHT_BOTTOM, [-12.0, -64.0])
            .show(ctx, |ui| {
                ui.set_max_width(420.0);
                for (i, t) in self.items.iter().enumerate() {
                    let fill = if t.error {
                        Color32::from_rgb(120, 30, 30)
                    } else {
                        Color32::from_rgb(30, 70, 110)
                    };
                    egui::Frame::popup(ui.style()).fill(fill).show(ui, |ui| {
                        ui.horizontal(|ui| {
                            // Errors quote files, mods and scripts: shown, never obeyed.
                            let text = crate::text::safe::block(&t.text);
                            ui.label(RichText::new(text.as_ref()).color(Color32::WHITE));
                            if ui.small_button("×").on_hover_text("Dismiss").clicked() {
                                dismiss = Some(i);
                            }
                        });
                    });
                }
            });
        if let Some(i) = dismiss {
            self.items.remove(i);
        }
    }
}

/// The match driver's errors and notices become toasts.
impl crate::match_driver::Report for Toasts {
    fn error(&mut self, text: String) {
        Toasts::error(self, text);
    }

    fn error_about(&mut self, key: &str, text: String) {
        Toasts::error_about(self, key, text);
    }

    fn clear_about(&mut self, key: &str) {
        Toasts::clear_about(self, key);
    }

    fn info(&mut self, text: String) {
        Toasts::info(self, text);
    }
}

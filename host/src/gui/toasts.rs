//! Problems and notices: shown in a corner, never blocking play; errors stay until dismissed.

use crate::tr;
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
    /// The subjects found fine again here, so that [`Toasts::absorb`] clears their errors in
    /// the toasts that take these (the rules thread collects into toasts of its own).
    cleared: Vec<String>,
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
        if !self.cleared.iter().any(|k| k == key) {
            self.cleared.push(key.to_string());
        }
    }

    /// Takes the notices and errors `other` collected (on the rules thread) after these: the
    /// subjects it found fine clear their errors here, and its errors about a subject replace
    /// the ones here about the same subject.
    pub fn absorb(&mut self, other: Toasts) {
        for key in &other.cleared {
            self.clear_about(key);
        }
        for toast in other.items {
            if let Some(key) = &toast.key {
                self.clear_about(key);
            }
            self.items.push(toast);
        }
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
                            if ui
                                .small_button("×")
                                .on_hover_text(tr!("toasts-dismiss"))
                                .clicked()
                            {
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

#[cfg(test)]
mod tests {
    use super::Toasts;

    #[test]
    fn a_subject_found_fine_on_the_rules_thread_clears_its_error_here() {
        let mut shown = Toasts::default();
        shown.error_about("rules.toml", "rules.toml:3: a missing value");
        let mut collected = Toasts::default();
        collected.clear_about("rules.toml");
        collected.info("Rules reloaded");
        shown.absorb(collected);
        assert_eq!(shown.errors().count(), 0);
        assert_eq!(shown.infos().collect::<Vec<_>>(), ["Rules reloaded"]);
    }

    #[test]
    fn an_error_about_a_subject_from_the_rules_thread_replaces_the_one_here() {
        let mut shown = Toasts::default();
        shown.error_about("rules.toml", "rules.toml:3: first");
        let mut collected = Toasts::default();
        collected.error_about("rules.toml", "rules.toml:4: second");
        shown.absorb(collected);
        assert_eq!(shown.errors().collect::<Vec<_>>(), ["rules.toml:4: second"]);
    }
}

//! What the driver tells whoever runs it, besides the new views: errors and notices. The app
//! shows them as toasts; a headless run collects them ([`Notices`]).

/// Where the driver's errors and notices go.
pub trait Report {
    /// A problem (a failed autosave, a bot that failed): stays until read.
    fn error(&mut self, text: String);
    /// A problem about `key` (a ruleset being reloaded), replacing any earlier one about it.
    fn error_about(&mut self, key: &str, text: String);
    /// `key` is fine again: its problems go.
    fn clear_about(&mut self, key: &str);
    /// A passing notice (rules reloaded).
    fn info(&mut self, text: String);
}

/// One error or notice, as [`Notices`] keeps it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Notice {
    Error { key: Option<String>, text: String },
    Info(String),
}

/// The errors and notices of a run without a window (tests, the terminal), in order.
#[derive(Debug, Default, Clone)]
pub struct Notices {
    pub items: Vec<Notice>,
}

impl Notices {
    /// The errors' texts, oldest first.
    pub fn errors(&self) -> Vec<&str> {
        self.items
            .iter()
            .filter_map(|n| match n {
                Notice::Error { text, .. } => Some(text.as_str()),
                Notice::Info(_) => None,
            })
            .collect()
    }

    /// Takes every item out, oldest first.
    pub fn take(&mut self) -> Vec<Notice> {
        std::mem::take(&mut self.items)
    }
}

impl Report for Notices {
    fn error(&mut self, text: String) {
        self.items.push(Notice::Error { key: None, text });
    }

    fn error_about(&mut self, key: &str, text: String) {
        self.clear_about(key);
        self.items.push(Notice::Error {
            key: Some(key.to_string()),
            text,
        });
    }

    fn clear_about(&mut self, key: &str) {
        self.items
            .retain(|n| !matches!(n, Notice::Error { key: Some(k), .. } if k == key));
    }

    fn info(&mut self, text: String) {
        self.items.push(Notice::Info(text));
    }
}

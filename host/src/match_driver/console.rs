//! The rules console's state: each action's hook calls (the trace) and the Lua evaluated at its
//! prompt, both the referee's view, allowed only where the match keeps nothing from the humans
//! at the device, or after someone turned author mode on (kept in the match's record).

use super::Driver;
use game_wire::script::Trace;
use game_wire::script::{ConsoleAnswer, ConsoleRefusal};

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

/// The most inputs the prompt remembers for Up/Down (the oldest go first): a session's worth
/// of experiments, far more than anyone steps back through.
pub const MAX_HISTORY: usize = 100;

/// The console's state, kept by the [`Controller`] (so its history lasts as long as the match
/// session on screen, and a new match starts with none).
#[derive(Debug, Default)]
pub struct RulesConsole {
    /// Whether the panel is shown (and actions traced, where allowed).
    pub open: bool,
    /// The author-mode question is up.
    pub confirming: bool,
    pub entries: Vec<Entry>,
    /// The prompt's text.
    pub input: String,
    /// What was entered at the prompt, oldest first, without an entry repeated back to back.
    pub history: Vec<String>,
    /// The history entry the prompt shows (Up/Down), `None` while typing anew.
    recalled: Option<usize>,
    /// What was typed before Up was pressed, given back by Down past the newest entry.
    draft: String,
}

impl RulesConsole {
    pub fn push(&mut self, entry: Entry) {
        if self.entries.len() >= MAX_ENTRIES {
            self.entries.remove(0);
        }
        self.entries.push(entry);
    }

    /// Takes the prompt's text to evaluate, remembering it for Up.
    pub fn take_input(&mut self) -> String {
        let code = std::mem::take(&mut self.input);
        if self.history.last() != Some(&code) {
            if self.history.len() >= MAX_HISTORY {
                self.history.remove(0);
            }
            self.history.push(code.clone());
        }
        self.recalled = None;
        self.draft.clear();
        code
    }

    /// Up: the prompt shows the entry before the one it shows (the newest at first); at the
    /// oldest it stays there. Whether the prompt changed.
    pub fn recall_older(&mut self) -> bool {
        let i = match self.recalled {
            None if self.history.is_empty() => return false,
            None => {
                self.draft = std::mem::take(&mut self.input);
                self.history.len() - 1
            }
            Some(i) => i.saturating_sub(1),
        };
        self.show(i)
    }

    /// Down: the entry after the one shown, and past the newest what was being typed.
    pub fn recall_newer(&mut self) -> bool {
        match self.recalled {
            None => false,
            Some(i) if i + 1 < self.history.len() => self.show(i + 1),
            Some(_) => {
                self.recalled = None;
                self.input = std::mem::take(&mut self.draft);
                true
            }
        }
    }

    fn show(&mut self, i: usize) -> bool {
        let Some(text) = self.history.get(i) else {
            return false;
        };
        self.recalled = Some(i);
        self.input = text.clone();
        true
    }
}

/// The move-log line that says author mode is on, for everyone at the device to read.
pub const AUTHOR_MODE_NOTE: &str =
    "Author mode: the rules console shows everything (every hand, every hidden card)";

impl Driver {
    /// Whether the console may show the referee's view here: nothing is kept from the humans
    /// at the device (the rules hide nothing, every seat is a bot) or author mode is on.
    pub fn console_allowed(&self) -> bool {
        !self.session.hides_information()
            || self.seating.humans().is_empty()
            || self.session.author_mode().is_some()
            || self.referee_at_device
    }

    /// Whether the next action is traced: the console is open and allowed.
    pub fn tracing(&self) -> bool {
        self.console.open && self.console_allowed()
    }

    /// Turns author mode on, said in the move log for everyone to read.
    pub fn author_mode(&mut self) {
        self.console.confirming = false;
        if self.session.author_mode().is_some() {
            return;
        }
        // Kept in the match's record, not only in the log: an undo, Continue or a restart
        // cannot erase it, and every seat's table shows it for the rest of the match.
        self.session.set_author_mode();
        self.note(AUTHOR_MODE_NOTE.to_string());
        self.revision += 1;
        if let Some(online) = &mut self.online {
            // The remote seats' tables say so too, from their next frame on.
            online.hosting.changed(&mut self.session);
        }
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

#[cfg(test)]
mod tests {
    use super::*;

    fn entered(console: &mut RulesConsole, code: &str) {
        console.input = code.into();
        console.take_input();
    }

    #[test]
    fn up_and_down_step_through_the_inputs_and_give_back_the_draft() {
        let mut c = RulesConsole::default();
        assert!(!c.recall_older(), "nothing to recall yet");
        for code in ["a", "b", "b", "c"] {
            entered(&mut c, code);
        }
        assert_eq!(c.history, ["a", "b", "c"], "a repeat is kept once");
        c.input = "half typed".into();
        assert!(c.recall_older());
        assert_eq!(c.input, "c");
        c.recall_older();
        c.recall_older();
        c.recall_older();
        assert_eq!(c.input, "a", "the oldest stays");
        c.recall_newer();
        assert_eq!(c.input, "b");
        c.recall_newer();
        c.recall_newer();
        assert_eq!(c.input, "half typed", "past the newest: the draft");
        assert!(!c.recall_newer());
    }

    #[test]
    fn the_history_keeps_the_newest_inputs_up_to_its_cap() {
        let mut c = RulesConsole::default();
        for i in 0..MAX_HISTORY + 5 {
            entered(&mut c, &i.to_string());
        }
        assert_eq!(c.history.len(), MAX_HISTORY);
        assert_eq!(c.history[0], "5");
        assert_eq!(c.history.last().map(String::as_str), Some("104"));
    }
}

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

/// The console's state, kept by the [`Controller`].
#[derive(Debug, Default)]
pub struct RulesConsole {
    /// Whether the panel is shown (and actions traced, where allowed).
    pub open: bool,
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

//! The lab follows the editor: a [`Follower`] watches the ruleset under test and hands over
//! its new text after every save that compiles, with a label saying what changed (from the
//! reloader's diff: `size: 3 -> 4`), so that `simulate --watch` and the app's **Watch** can
//! play the same seeds again under the rules after the save.

use crate::plugin::Plugin;
use crate::reload::{ReloadConfig, ReloadEvent, Reloader};
use crate::tr;
use game_wire::RulesetSource;
use std::path::Path;
use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::Duration;

/// A run's label is cut to this many characters (the chart's legend and a table column).
pub const MAX_LABEL: usize = 80;

/// What a save came to.
#[derive(Debug)]
pub enum Followed {
    /// The ruleset compiles after the save: play `source`, labelled `label`.
    Changed {
        label: String,
        source: Box<RulesetSource>,
    },
    /// The save does not compile; the rules before it stay (nothing to play).
    Broken { message: String },
    /// The watcher itself failed (a directory vanished, …).
    WatchError(String),
}

/// Watches one ruleset of one game.
pub struct Follower {
    _reloader: Reloader,
    events: Receiver<ReloadEvent>,
    game: String,
    ruleset: String,
}

impl std::fmt::Debug for Follower {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Follower")
            .field("game", &self.game)
            .field("ruleset", &self.ruleset)
            .finish_non_exhaustive()
    }
}

impl Follower {
    /// Starts watching `source` (a ruleset of `plugin`'s game under `content_root` or one of
    /// `mods`); `wake` is called from the watcher's thread after each event (the app passes a
    /// repaint).
    pub fn start(
        plugin: &Arc<Plugin>,
        content_root: &Path,
        mods: &crate::mods::ModsInUse,
        source: &RulesetSource,
        debounce: Duration,
        wake: impl Fn() + Send + 'static,
    ) -> Result<Follower, String> {
        let (tx, events) = mpsc::channel();
        let config = ReloadConfig {
            debounce,
            ..ReloadConfig::default()
        };
        let reloader = Reloader::start(content_root, mods, config, move |event| {
            let _ = tx.send(event);
            wake();
        })?;
        reloader.track(plugin, source);
        Ok(Follower {
            _reloader: reloader,
            events,
            game: plugin.info().id.clone(),
            ruleset: source.root.clone(),
        })
    }

    /// What happened since the last call, without waiting.
    pub fn poll(&self) -> Vec<Followed> {
        self.events
            .try_iter()
            .filter_map(|e| self.followed(e))
            .collect()
    }

    /// Waits up to `timeout` for the next save; `Err` when the watcher has stopped.
    pub fn wait(&self, timeout: Duration) -> Result<Option<Followed>, String> {
        match self.events.recv_timeout(timeout) {
            Ok(event) => Ok(self.followed(event)),
            Err(RecvTimeoutError::Timeout) => Ok(None),
            Err(RecvTimeoutError::Disconnected) => Err(tr!("sim-watcher-stopped")),
        }
    }

    fn followed(&self, event: ReloadEvent) -> Option<Followed> {
        if let Some((game, ruleset)) = event.target()
            && (game != self.game || ruleset != self.ruleset)
        {
            return None;
        }
        Some(match event {
            ReloadEvent::Reloaded(r) => Followed::Changed {
                label: label(&self.ruleset, &r.changes, &r.files),
                source: Box::new(r.source),
            },
            ReloadEvent::Failed(f) => Followed::Broken {
                message: f.message(),
            },
            ReloadEvent::WatchError(e) => Followed::WatchError(e),
            // Which mods are installed says nothing about the followed ruleset's files.
            ReloadEvent::ModsChanged => return None,
        })
    }
}

/// A run's label from the reload's change lines: the ruleset's own file name is dropped
/// (`rulesets/x/standard.toml: size: 3 -> 4` → `size: 3 -> 4`), the lines joined with `; `,
/// cut to [`MAX_LABEL`] characters. The changed files when no line says more.
pub fn label(ruleset: &str, changes: &[String], files: &[String]) -> String {
    let own = format!("{ruleset}: ");
    let lines: Vec<&str> = changes
        .iter()
        .map(|c| c.strip_prefix(&own).unwrap_or(c))
        .collect();
    let text = if lines.is_empty() {
        tr!("sim-edited", files = files.join(", "))
    } else {
        lines.join("; ")
    };
    if text.chars().count() <= MAX_LABEL {
        text
    } else {
        let mut cut: String = text.chars().take(MAX_LABEL - 1).collect();
        cut.push('…');
        cut
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_label_names_the_change_without_the_rulesets_own_file() {
        let root = "rulesets/tic-tac-toe/standard.toml";
        let changes = vec![
            format!("{root}: size: 3 -> 4"),
            "scripts/x.lua: changed a".to_string(),
        ];
        assert_eq!(
            label(root, &changes, &[]),
            "size: 3 -> 4; scripts/x.lua: changed a"
        );
        assert_eq!(label(root, &[], &["a.toml".into()]), "edited a.toml");
        let long = vec![format!("{root}: {}", "x".repeat(200))];
        let cut = label(root, &long, &[]);
        assert_eq!(cut.chars().count(), MAX_LABEL);
        assert!(cut.ends_with('…'));
    }
}

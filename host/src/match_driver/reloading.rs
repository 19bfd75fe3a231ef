//! Hot reloads under a running match: the new rules swapped in (the match kept, or replayed
//! when it no longer fits), said in the move log and to the remote seats; a failed or refused
//! reload leaves the old rules and says why.

use super::{Driver, Happened, Report};
use crate::reload::ReloadEvent;
use crate::session::Rebound;
use crate::tr;

impl Driver {
    /// Whether a reload event is about this table's ruleset.
    pub fn concerns(&self, event: &ReloadEvent) -> bool {
        event.target().is_some_and(|(game, ruleset)| {
            game == self.info.id && ruleset == self.session.ruleset().root
        })
    }

    /// Takes a reload of this table's ruleset: swaps the new rules in (keeping the match, or
    /// replaying it when it no longer fits) and notes it in the move log, or shows why not. The
    /// toast key is the ruleset, so the next good reload clears its errors.
    /// What the match made of a reloaded ruleset (`None` for a failed compile or a watch
    /// error): kept or replayed under it, or why it was refused.
    pub fn reloaded(
        &mut self,
        event: &ReloadEvent,
        report: &mut dyn Report,
    ) -> Option<Result<Rebound, String>> {
        let key = format!("reload:{}", self.session.ruleset().root);
        match event {
            ReloadEvent::Reloaded(r) => match self.session.reload(&r.rules, r.source.clone()) {
                Ok(rebound) => {
                    report.clear_about(&key);
                    let how = match &rebound {
                        Rebound::Kept => String::new(),
                        Rebound::Replayed { reason } => {
                            format!(
                                " {}",
                                tr!("driver-reload-replayed", reason = reason.as_str())
                            )
                        }
                    };
                    let what = if r.changes.is_empty() {
                        r.files.join(", ")
                    } else {
                        r.changes.join("; ")
                    };
                    report.info(tr!("driver-reloaded", what = what, how = how.as_str()));
                    let message = tr!(
                        "driver-reloaded-files",
                        how = how.as_str(),
                        files = r.files.join(", ")
                    );
                    self.tell(|| Happened::Reload {
                        failed: false,
                        text: match &rebound {
                            Rebound::Kept => {
                                crate::tr_wire!("driver-reload-kept", ruleset = &r.ruleset)
                            }
                            Rebound::Replayed { reason } => crate::tr_wire!(
                                "driver-reload-replayed-under",
                                ruleset = &r.ruleset,
                                reason = reason
                            ),
                        },
                    });
                    self.note(message.clone());
                    for change in &r.changes {
                        self.note(format!("  {change}"));
                    }
                    self.revision += 1;
                    self.autosave(report);
                    if matches!(rebound, Rebound::Replayed { .. }) {
                        // A replay may leave another seat to move: whoever is at the device
                        // must say who they are again.
                        self.at_table = None;
                    }
                    if let Err(e) = self.refresh() {
                        report.error(tr!("driver-after-reload", error = e.to_string()));
                    }
                    if let Some(online) = &mut self.online {
                        // Announced to the remote players with their new tables.
                        // In each remote player's language: the app's message, not its words
                        // here.
                        let how = match &rebound {
                            Rebound::Kept => String::new(),
                            Rebound::Replayed { reason } => format!(
                                " {}",
                                crate::tr_wire!("driver-reload-replayed", reason = reason)
                            ),
                        };
                        let message = crate::tr_wire!(
                            "driver-reloaded-files",
                            how = how,
                            files = r.files.join(", ")
                        );
                        online.hosting.reloaded(&mut self.session, &message);
                    }
                    self.online_notices();
                    Some(Ok(rebound))
                }
                Err(e) => {
                    self.tell(|| Happened::Reload {
                        failed: true,
                        text: crate::tr_wire!(
                            "driver-reload-refused-for",
                            ruleset = &r.ruleset,
                            error = e
                        ),
                    });
                    // A replay the new rules refuse says why in the game's words: in this
                    // language on screen.
                    let shown = crate::i18n::game::show(&self.info.id, &e.to_string());
                    report.error_about(&key, tr!("driver-reload-refused-long", error = &shown));
                    self.note(tr!("driver-reload-refused", error = &shown));
                    Some(Err(e.to_string()))
                }
            },
            ReloadEvent::Failed(f) => {
                self.tell(|| Happened::Reload {
                    failed: true,
                    text: format!(
                        "reload failed for {}; old rules stay:\n{}",
                        f.ruleset,
                        f.message()
                    ),
                });
                report.error_about(&key, tr!("driver-reload-failed-long", error = f.message()));
                self.note(tr!("driver-reload-failed", error = f.message()));
                None
            }
            // The app finds the mods again (`HostApp::mods_changed`); a match runs on the rules
            // it compiled, whatever happens to the files.
            ReloadEvent::ModsChanged => None,
            ReloadEvent::WatchError(e) => {
                self.tell(|| Happened::Online {
                    kind: "watch_error",
                    seat: None,
                    text: e.clone(),
                });
                report.error(tr!("app-watching-files-failed", error = e.to_string()));
                None
            }
        }
    }
}

//! A match as the host keeps it: the plugin match plus its record (ruleset, start, actions),
//! which is also its save file.

use crate::plugin::{Catalog, Match, Plugin, Rules};
use crate::save::{EarlierRules, SavedMatch};
use game_wire::RulesetSource;
use game_wire::script::Trace;
use game_wire::script::{ConsoleAnswer, ConsoleRefusal};
use game_wire::{
    Applied, Audience, CallError, Capabilities, GameInfo, LogLine, Start, Status, View, Viewer,
};
use std::sync::Arc;

/// The most script output (referee-only log lines: `print`, a game's debugging lines) one match
/// keeps, in bytes. The SDK caps each hook call at 64 KiB; a long match of chatty hooks would
/// still grow the log, the saves' logs and the terminal without end. Past it, one line says so
/// and further output is dropped.
pub const MAX_MATCH_SCRIPT_OUTPUT: usize = 1024 * 1024;

/// Keeps `log`'s referee lines within what is left of the match's allowance (`used` bytes of
/// [`MAX_MATCH_SCRIPT_OUTPUT`] so far): the first line past it is replaced by one notice, and
/// every later referee line is dropped. Lines other seats may read are never touched.
pub fn cap_script_output(used: &mut usize, log: &mut Vec<LogLine>) {
    log.retain_mut(|line| {
        if line.audience != Audience::Referee {
            return true;
        }
        if *used > MAX_MATCH_SCRIPT_OUTPUT {
            return false;
        }
        *used += line.text.len();
        if *used > MAX_MATCH_SCRIPT_OUTPUT {
            line.text = format!(
                "[script output over {} MiB in this match: the rest is dropped]",
                MAX_MATCH_SCRIPT_OUTPUT / (1024 * 1024)
            );
        }
        true
    });
}

#[derive(Debug)]
pub struct Session {
    plugin: Arc<Plugin>,
    /// The game as this match seats it: the plugin's description with the seats of the match's
    /// rules only (a ruleset of a 2–6 player game may seat four). A reload may not change it.
    info: GameInfo,
    source: RulesetSource,
    start: Start,
    actions: Vec<String>,
    /// The seat that made each action (for logs).
    movers: Vec<Option<u8>>,
    /// What each action showed every player: its public form (see `Applied::public`) and the
    /// log lines it produced.
    logs: Vec<PublicMove>,
    live: Match,
    /// What the match's compiled rules can do: whether they hide information (which decides the
    /// hand-over screen and undo) and read scenarios. A reload may not change the first (see
    /// [`Session::reload`]).
    capabilities: Capabilities,
    /// Bytes of script output the match has kept (see [`cap_script_output`]).
    script_output: usize,
    /// The seats each action revealed something to (`Applied::revealed_to`), parallel to
    /// `actions`: the undo rule never crosses such an action (see [`crate::undo`]).
    revealed: Vec<Vec<u8>>,
    /// The rules in force since the last reload (or the start) and the match as it was then.
    era: Era,
    /// The rules in force before each reload, oldest first.
    earlier: Vec<ClosedEra>,
    /// The record's length when author mode was turned on (see [`Session::author_mode`]).
    author_mode_from: Option<usize>,
}

/// The rules the match plays under since `from`, with the match as it was at `from` under
/// them: an undo restores positions from here, never by replaying earlier moves under rules
/// that came later.
#[derive(Debug)]
struct Era {
    from: usize,
    base: Match,
    /// These rules took over by keeping the match's state (a reload that fit), not by a
    /// replay: an era of such rules that played nothing changed nothing but derived values,
    /// and is forgotten when the next reload comes (an author saving a file ten times between
    /// two moves makes one era, not ten).
    kept: bool,
}

/// Rules that were in force from `era.from` until a reload replaced them at `until`.
#[derive(Debug)]
struct ClosedEra {
    era: Era,
    until: usize,
    source: RulesetSource,
    /// The actions played under these rules, as they were played (a reload that replays the
    /// record may write them otherwise).
    actions: Vec<String>,
}

/// Why a session could not be created or restored.
#[derive(Debug, thiserror::Error)]
pub enum SessionError {
    #[error("{0}")]
    Call(#[from] CallError),
    #[error("{0}")]
    Other(String),
    #[error("replaying action {index} `{action}`: {error}")]
    Replay {
        index: usize,
        action: String,
        error: CallError,
    },
    #[error(
        "the match does not fit the new rules ({reason}), and replaying it under them fails at action {index} `{action}`: {error}"
    )]
    Refit {
        reason: String,
        index: usize,
        action: String,
        error: CallError,
    },
    #[error(
        "{game}'s `{ruleset}` rules read no scenario files: start the match without one (a ruleset reads them where its game implements `Game::scenarios`)"
    )]
    NoScenarios { game: String, ruleset: String },
    /// A reload would change how many seats the match has.
    #[error(
        "the new rules seat {to} players and this match has {from}: the match stays under its \
         rules (start a new match to play the new ones)"
    )]
    SeatsChanged { from: u8, to: u8 },
    /// A reload would start or stop hiding information in a running match.
    #[error("{}", secrecy_message(*hides))]
    SecrecyChanged {
        /// Whether the new rules hide information (the match's do not), or the reverse.
        hides: bool,
    },
}

fn secrecy_message(hides: bool) -> &'static str {
    if hides {
        "the new rules hide information and this match's rules do not: every seat has seen \
         the whole table so far, so its secrets could not be kept; the match stays under its \
         rules (start a new match to play the new ones)"
    } else {
        "the new rules hide nothing and this match's rules keep secrets: reloading would show \
         every seat what the others hid; the match stays under its rules (start a new match to \
         play the new ones)"
    }
}

/// How a reloaded ruleset was put under a running match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Rebound {
    /// The match kept its state; what derives from the rules follows the new rules.
    Kept,
    /// The state did not fit the new rules (`reason`), so the record was replayed from the
    /// start under them.
    Replayed { reason: String },
}

/// An action as every player may know it, with the log lines it produced (each for whoever may
/// read it: show a viewer only [`PublicMove::log_for`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PublicMove {
    /// The notation, or its public form where the notation names something hidden.
    pub text: String,
    pub log: Vec<LogLine>,
}

impl PublicMove {
    pub fn of(applied: &Applied) -> PublicMove {
        PublicMove {
            text: applied
                .public
                .clone()
                .unwrap_or_else(|| applied.action.clone()),
            log: applied.log.clone(),
        }
    }

    /// The log lines `viewer` may read, in order.
    pub fn log_for(&self, viewer: Viewer) -> impl Iterator<Item = &LogLine> + '_ {
        self.log.iter().filter(move |l| l.visible_to(viewer))
    }
}

/// How `viewer` may know an applied action made by `mover`: its notation for the referee and
/// for the seat that made it (or when the notation hides nothing), else its public form (a
/// face-down card is "a card", a screened placement only a placement).
pub fn action_for(applied: &Applied, mover: Option<u8>, viewer: Viewer) -> &str {
    match (&applied.public, viewer) {
        (None, _) | (_, Viewer::Referee) => &applied.action,
        (Some(_), Viewer::Seat(seat)) if mover == Some(seat) => &applied.action,
        (Some(public), _) => public,
    }
}

/// Applies `actions` to `live` in order (the record from action `from` on), naming the first
/// that fails by its place in the whole record.
fn replay(live: &mut Match, actions: &[String], from: usize) -> Result<(), SessionError> {
    for (index, action) in actions.iter().enumerate() {
        live.apply(action).map_err(|error| SessionError::Replay {
            index: from + index + 1,
            action: action.clone(),
            error,
        })?;
    }
    Ok(())
}

/// The bytes of referee lines in `logs` (what [`cap_script_output`] counted for them).
fn referee_bytes(logs: &[PublicMove]) -> usize {
    logs.iter()
        .flat_map(|m| &m.log)
        .filter(|l| l.audience == Audience::Referee)
        .map(|l| l.text.len())
        .sum()
}

impl Session {
    /// Compiles the ruleset and starts a match.
    pub fn new(
        plugin: &Arc<Plugin>,
        source: RulesetSource,
        start: Start,
    ) -> Result<Session, SessionError> {
        let rules = plugin.compile(&source)?;
        let capabilities = rules.capabilities();
        // Asked before trying, so the answer names the game and the ruleset.
        if matches!(start, Start::Scenario { .. }) && !capabilities.scenarios {
            return Err(SessionError::NoScenarios {
                game: plugin.info().name.clone(),
                ruleset: crate::save::ruleset_id(&source.root),
            });
        }
        let mut live = rules.start(&start)?;
        let base = live.try_clone()?;
        let mut info = plugin.info().clone();
        info.seats = rules.seats().to_vec();
        Ok(Session {
            plugin: Arc::clone(plugin),
            info,
            source,
            start,
            actions: Vec::new(),
            movers: Vec::new(),
            logs: Vec::new(),
            live,
            capabilities,
            script_output: 0,
            revealed: Vec::new(),
            era: Era {
                from: 0,
                base,
                kept: false,
            },
            earlier: Vec::new(),
            author_mode_from: None,
        })
    }

    /// Restores a saved match by replaying its actions, each part under the rules that were in
    /// force when it was played (its saved rulesets: the earlier ones up to each reload, then
    /// the last).
    pub fn restore(catalog: &Catalog, saved: &SavedMatch) -> Result<Session, SessionError> {
        let plugin = catalog.require(&saved.game).map_err(SessionError::Other)?;
        Session::restore_with(plugin, saved)
    }

    /// [`Session::restore`] with the save's game already found (the app restores on a worker
    /// thread, which has the plugin but not the catalog).
    pub fn restore_with(plugin: &Arc<Plugin>, saved: &SavedMatch) -> Result<Session, SessionError> {
        Session::restore_stepping(plugin, saved, |_| Ok(()))
    }

    /// [`Session::restore_with`], calling `before` on the match before each of the record's
    /// actions is replayed (the post-match review judges every position on the way); an error
    /// of `before` stops the replay and is returned.
    pub fn restore_stepping(
        plugin: &Arc<Plugin>,
        saved: &SavedMatch,
        mut before: impl FnMut(&mut Session) -> Result<(), SessionError>,
    ) -> Result<Session, SessionError> {
        let mut parts: Vec<(&RulesetSource, usize)> = saved
            .earlier_rules
            .iter()
            .map(|e| (&e.ruleset, e.until))
            .collect();
        parts.push((&saved.ruleset, saved.actions.len()));
        let mut session: Option<Session> = None;
        let mut done = 0;
        for (source, until) in parts {
            if until < done || until > saved.actions.len() {
                return Err(SessionError::Other(crate::tr!(
                    "save-earlier-rules-out-of-range",
                    until = until,
                    done = done,
                    actions = saved.actions.len()
                )));
            }
            let mut current = match session.take() {
                None => Session::new(plugin, source.clone(), saved.start.clone())?,
                Some(mut s) => {
                    let rules = plugin.compile(source)?;
                    s.reload(&rules, source.clone())?;
                    s
                }
            };
            for (index, action) in saved.actions[done..until].iter().enumerate() {
                before(&mut current)?;
                current
                    .apply(action)
                    .map_err(|error| SessionError::Replay {
                        index: done + index + 1,
                        action: action.clone(),
                        error,
                    })?;
            }
            done = until;
            session = Some(current);
        }
        let mut session =
            session.ok_or_else(|| SessionError::Other(crate::tr!("save-no-rules")))?;
        session.author_mode_from = saved.author_mode_from.map(|at| at.min(done));
        Ok(session)
    }

    /// The first line `action` would write for `seat` to read, played on a copy of the match
    /// (the match itself is unchanged); `None` when it writes none or is refused.
    pub fn sentence_for(&mut self, action: &str, seat: u8) -> Option<String> {
        let mut copy = self.live.try_clone().ok()?;
        let applied = copy.apply(action).ok()?;
        applied
            .log
            .iter()
            .find(|l| l.visible_to(Viewer::Seat(seat)))
            .map(|l| l.text.clone())
    }

    pub fn plugin(&self) -> &Arc<Plugin> {
        &self.plugin
    }

    /// The game as this match seats it: its `seats` are the match's, not every seat the game
    /// could have.
    pub fn info(&self) -> &GameInfo {
        &self.info
    }

    /// How many seats the match has.
    pub fn seat_count(&self) -> u8 {
        self.capabilities.seats
    }

    /// What the match's compiled rules can do (hidden information, scenarios).
    pub fn capabilities(&self) -> Capabilities {
        self.capabilities
    }

    /// Whether the match's rules hide something from some seat: such a match gets the
    /// hand-over screen between hot-seat humans and stricter undo.
    pub fn hides_information(&self) -> bool {
        self.capabilities.hidden_information
    }

    pub fn actions(&self) -> &[String] {
        &self.actions
    }

    /// The seat that made each action, where known.
    pub fn movers(&self) -> &[Option<u8>] {
        &self.movers
    }

    /// What each action showed every player, parallel to [`Session::actions`].
    pub fn logs(&self) -> &[PublicMove] {
        &self.logs
    }

    pub fn ruleset(&self) -> &RulesetSource {
        &self.source
    }

    fn record(&mut self, mover: Option<u8>, applied: &Applied) {
        self.actions.push(applied.action.clone());
        self.movers.push(mover);
        self.logs.push(PublicMove::of(applied));
        self.revealed.push(applied.revealed_to.clone());
    }

    /// The seats each action revealed something to, parallel to [`Session::actions`].
    pub fn revealed(&self) -> &[Vec<u8>] {
        &self.revealed
    }

    /// Where author mode was turned on (the record's length then), if it was: the rules
    /// console showed whoever was at the device everything. Never taken back by an undo.
    pub fn author_mode(&self) -> Option<usize> {
        self.author_mode_from
    }

    /// Turns author mode on for the rest of the match (once: the first moment stays).
    pub fn set_author_mode(&mut self) {
        if self.author_mode_from.is_none() {
            self.author_mode_from = Some(self.actions.len());
        }
    }

    /// The record's lengths at which hot reloads put the match under new rules, oldest first.
    pub fn reloads(&self) -> Vec<usize> {
        self.earlier.iter().map(|e| e.until).collect()
    }

    /// Applies an action; on success it joins the record in canonical notation.
    pub fn apply(&mut self, action: &str) -> Result<Applied, CallError> {
        let mover = self.live.status().ok().and_then(|s| s.to_move());
        let mut applied = self.live.apply(action)?;
        cap_script_output(&mut self.script_output, &mut applied.log);
        self.record(mover, &applied);
        Ok(applied)
    }

    /// [`Session::apply`] with the rules console's trace of the hook calls: the referee's
    /// view, for whoever may see everything (see `docs`' rules console). The trace comes back
    /// also when the action is refused (a failing hook shows there with its traceback).
    pub fn apply_traced(
        &mut self,
        action: &str,
    ) -> Result<(Result<Applied, CallError>, Trace), CallError> {
        let mover = self.live.status().ok().and_then(|s| s.to_move());
        let traced = self.live.apply_traced(action)?;
        let outcome = traced.outcome.map(|mut applied| {
            cap_script_output(&mut self.script_output, &mut applied.log);
            self.record(mover, &applied);
            applied
        });
        Ok((outcome, traced.trace))
    }

    /// Evaluates Lua against a read-only copy of the current state (the rules console; the
    /// referee's view). The match is unchanged.
    pub fn console(
        &mut self,
        code: &str,
    ) -> Result<Result<ConsoleAnswer, ConsoleRefusal>, CallError> {
        self.live.console(code)
    }

    /// Takes back the last `n` actions. The position comes back as it was: replayed from the
    /// match as it stood when its rules took over, under those rules. A position from before a
    /// hot reload is restored under the rules then in force and put under the rules in force
    /// now, as the reload did; where it does not fit them, the undo is refused and the match
    /// stays as it is.
    pub fn undo(&mut self, n: usize) -> Result<(), SessionError> {
        let keep = self.actions.len().saturating_sub(n);
        let (live, earlier_kept) = if keep >= self.era.from {
            let mut live = self.era.base.try_clone()?;
            replay(&mut live, &self.actions[self.era.from..keep], self.era.from)?;
            (live, None)
        } else {
            let index = self
                .earlier
                .iter()
                .rposition(|e| e.era.from <= keep)
                .ok_or_else(|| SessionError::Other(crate::tr!("save-no-rules-cover")))?;
            let closed = &mut self.earlier[index];
            let mut live = closed.era.base.try_clone()?;
            replay(
                &mut live,
                &closed.actions[..keep - closed.era.from],
                closed.era.from,
            )?;
            let rules = self.plugin.compile(&self.source)?;
            match live.rebind(&rules) {
                Ok(()) => {}
                Err(CallError::DoesNotFit(reason)) => {
                    return Err(SessionError::Other(crate::tr!(
                        "save-position-does-not-fit",
                        reason = reason
                    )));
                }
                Err(e) => return Err(e.into()),
            }
            (live, Some(index))
        };
        if let Some(index) = earlier_kept {
            // The rules of that position played up to `keep`; the reloads after it are undone
            // too: the rules in force now take over at `keep`, as if they had come then.
            self.earlier.truncate(index + 1);
            if let Some(closed) = self.earlier.last_mut() {
                closed.actions.truncate(keep - closed.era.from);
                closed.until = keep;
            }
            let mut live = live;
            let base = live.try_clone()?;
            self.era = Era {
                from: keep,
                base,
                kept: true,
            };
            self.live = live;
        } else {
            self.live = live;
        }
        self.actions.truncate(keep);
        self.movers.truncate(keep);
        self.logs.truncate(keep);
        self.revealed.truncate(keep);
        self.script_output = referee_bytes(&self.logs);
        Ok(())
    }

    /// Puts the match under newly compiled rules of its ruleset (a hot reload): the state is
    /// kept when it fits them, else the record is replayed from the start under them. On any
    /// error the match stays exactly as it was, on its old rules.
    ///
    /// Rules that start or stop hiding information are refused ([`SessionError::SecrecyChanged`]):
    /// hidden information is a promise made when the match started. Rules that stop hiding
    /// would show the seat at the screen what the others hid; rules that start hiding cannot
    /// hide what every seat has already seen, and a hand-over screen appearing half-way through
    /// would promise secrecy the match never had. Either is a new match.
    pub fn reload(
        &mut self,
        rules: &Rules,
        source: RulesetSource,
    ) -> Result<Rebound, SessionError> {
        if !Arc::ptr_eq(rules.plugin(), &self.plugin) {
            return Err(SessionError::Other(crate::tr!(
                "save-rules-of-another-game"
            )));
        }
        let (from, to) = (self.capabilities.seats, rules.capabilities().seats);
        if from != to {
            return Err(SessionError::SeatsChanged { from, to });
        }
        let hides = rules.capabilities().hidden_information;
        if hides != self.capabilities.hidden_information {
            return Err(SessionError::SecrecyChanged { hides });
        }
        // What the rules in force played, as it was played, for an undo to come back to (a
        // replay under the new rules may write the record otherwise).
        let played = self.actions[self.era.from..].to_vec();
        let until = self.actions.len();
        let rebound = match self.live.rebind(rules) {
            Ok(()) => Rebound::Kept,
            Err(CallError::DoesNotFit(reason)) => {
                let mut live = rules.start(&self.start)?;
                let mut actions = Vec::with_capacity(self.actions.len());
                let mut logs = Vec::with_capacity(self.actions.len());
                let mut revealed = Vec::with_capacity(self.actions.len());
                let mut output = 0;
                for (index, action) in self.actions.iter().enumerate() {
                    let mut applied = live.apply(action).map_err(|error| SessionError::Refit {
                        reason: reason.clone(),
                        index: index + 1,
                        action: action.clone(),
                        error,
                    })?;
                    cap_script_output(&mut output, &mut applied.log);
                    logs.push(PublicMove::of(&applied));
                    revealed.push(applied.revealed_to.clone());
                    actions.push(applied.action);
                }
                self.live = live;
                self.actions = actions;
                self.logs = logs;
                self.revealed = revealed;
                self.script_output = output;
                Rebound::Replayed { reason }
            }
            Err(e) => return Err(e.into()),
        };
        // The rules that were in force close their era; the new ones start from the match as
        // it stands now.
        let base = self.live.try_clone()?;
        let era = std::mem::replace(
            &mut self.era,
            Era {
                from: self.actions.len(),
                base,
                kept: rebound == Rebound::Kept,
            },
        );
        let source = std::mem::replace(&mut self.source, source);
        if era.kept && era.from == until {
            // Rules that took over by keeping the state and played nothing: the new rules
            // take over from the ones before them directly.
        } else {
            self.earlier.push(ClosedEra {
                era,
                until,
                source,
                actions: played,
            });
        }
        self.capabilities = rules.capabilities();
        Ok(rebound)
    }

    pub fn status(&mut self) -> Result<Status, CallError> {
        self.live.status()
    }

    pub fn view(&mut self, viewer: Viewer) -> Result<View, CallError> {
        self.live.view(viewer)
    }

    pub fn live(&mut self) -> &mut Match {
        &mut self.live
    }

    /// The record of this match, ready to be written as a save file.
    pub fn save(&self) -> SavedMatch {
        let earlier = self
            .earlier
            .iter()
            .map(|e| EarlierRules {
                until: e.until,
                ruleset: e.source.clone(),
            })
            .collect();
        SavedMatch::new(
            &self.info,
            self.source.clone(),
            self.start.clone(),
            self.actions.clone(),
        )
        .with_history(earlier, self.author_mode_from)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn script_output_past_the_match_cap_is_dropped_after_one_notice() {
        let chunk = "x".repeat(64 * 1024);
        let mut used = 0;
        // Sixteen calls of 64 KiB fill the allowance exactly; nothing is cut yet.
        for _ in 0..16 {
            let mut log = vec![LogLine::referee(chunk.clone()), LogLine::public("move")];
            cap_script_output(&mut used, &mut log);
            assert_eq!(log.len(), 2);
            assert_eq!(log[0].text.len(), chunk.len());
        }
        assert_eq!(used, MAX_MATCH_SCRIPT_OUTPUT);
        let mut log = vec![
            LogLine::referee("one byte too many"),
            LogLine::seat(1, "a secret of seat 1"),
            LogLine::referee("dropped"),
        ];
        cap_script_output(&mut used, &mut log);
        let texts: Vec<&str> = log.iter().map(|l| l.text.as_str()).collect();
        assert_eq!(
            texts,
            [
                "[script output over 1 MiB in this match: the rest is dropped]",
                "a secret of seat 1"
            ]
        );
        let mut log = vec![LogLine::referee("later"), LogLine::public("captures")];
        cap_script_output(&mut used, &mut log);
        assert_eq!(log, [LogLine::public("captures")], "only the notice, once");
    }
}

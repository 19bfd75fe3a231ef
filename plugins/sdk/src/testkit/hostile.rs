//! The spy check: rules with a hostile script (a "spy" that tries to show players what is hidden
//! from them: log lines naming cards, prompts and option labels, effect names, errors and
//! `print`) are played along random matches, and no text a viewer is shown may contain the key
//! of something hidden from it.
//!
//! Where the leak check ([`super::leaks`]) proves that nothing shown *depends* on a secret, this
//! check is blunter and cheaper: it looks for the secret itself, spelled out, in every text
//! every viewer reads, at every state of many matches. It is the test of the promise "no script
//! can name a hidden card to a player" that the games make for scripts written by strangers.
//!
//! What is hidden is the game's own declaration, given as `hidden(state, seat)`: the keys
//! (card ids, unit names…) of what `seat` may not see in `state`, the same things the game's
//! [`crate::HiddenInformation::sample_hidden`] re-deals. The spectator may see none of what any
//! seat may not. At each state the check reads, for each seat and the spectator:
//!
//! - the scene ([`Game::scene`], all its text: labels, badges, controls, prompts, errors; not
//!   its glossary, the printed catalogue of every component, the same in every state) and the
//!   status ([`Game::status`]);
//! - for the seat to move: the notation of each legal action (a choice's options) and the
//!   refusal of an action the rules refuse, as hosts show it to the seat that acted: the game's
//!   reason, or, where a script failed, the place and hook only (hosts keep a script error's
//!   message for the referee: `CallError::Script`);
//! - the log lines of the move played that it may read ([`crate::wire::LogLine::visible_to`]).
//!   A line may name what was hidden before the move and is not after it (a card the move
//!   turned face-up) or the reverse (a face-up card the move took into a hand), so a line
//!   fails only on a key hidden from the reader both before and after the move.
//!
//! A text "contains" a key when a word of it, letters and digits split at anything else and
//! compared without case, is the key (`A4` in "South holds A4,L2", not in "A41").

use crate::game::Game;
use crate::game::Refusal;
use crate::rng::GameRng;
use crate::script::ScriptError;
use crate::script::faults::Watch;
use crate::wire::{LogLine, Viewer};
use std::collections::HashSet;

/// How much the spy check plays.
#[derive(Clone, Debug)]
pub struct SpyOptions {
    /// Matches from seeds `0..seeds`.
    pub seeds: u64,
    /// A match is cut after this many actions.
    pub max_actions: usize,
    /// A word the spy puts in its texts (compared without case): the report counts the texts
    /// a player read that hold it, to show the spy's text reached players in its safe form.
    pub marker: String,
}

impl Default for SpyOptions {
    fn default() -> Self {
        Self {
            seeds: 20,
            max_actions: 400,
            marker: "SPY".into(),
        }
    }
}

/// What the spy check looked at, for the test's report (and to show it was not vacuous).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SpyReport {
    pub matches: u64,
    /// States at which every viewer's texts were read.
    pub states: usize,
    /// Texts read (scenes, statuses, actions, refusals, log lines), over all viewers.
    pub texts: usize,
    /// Log lines of moves read, over all viewers.
    pub lines: usize,
    /// Lines only the referee reads (where a script's own words go, `print`, errors).
    pub referee_lines: usize,
    /// Listed actions the rules refused (a script failing while it applies).
    pub refused: usize,
    /// Hidden keys the texts were searched for, summed over states and viewers.
    pub secrets: usize,
    /// Texts a seat or the spectator read that hold [`SpyOptions::marker`].
    pub marked: usize,
}

/// The words of `text`, lowercase (see the module's "contains").
fn words(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
}

/// The first hidden key `text` contains.
fn leaked<'a>(text: &str, hidden: &'a HashSet<String>) -> Option<&'a String> {
    words(text).find_map(|w| hidden.get(&w))
}

/// What the seat that acted reads of a refused action, as hosts show it (the ABI's
/// `CallError::Script`, the host's `refusal_for_seat`): for a script that failed meanwhile only
/// where (file, line, hook), its message being for the referee; else the game's reason.
fn refusal_shown(reason: Option<Refusal>, script_error: Option<ScriptError>) -> String {
    match (script_error, reason) {
        (Some(e), _) => format!(
            "A rule script failed in hook `{}` at {}:{}",
            e.hook_name().unwrap_or("?"),
            e.file,
            e.line
        ),
        // Its English: a message's id and argument names are no words a player reads.
        (None, Some(reason)) => crate::wire::text::english_of(&reason.to_string()).into_owned(),
        (None, None) => String::new(),
    }
}

/// Runs the spy check; panics with the seed, the step, the viewer, the key and the text at the
/// first text that shows a viewer something hidden from it.
pub fn no_secret_reaches_a_player<G: Game>(
    game: &G,
    options: &SpyOptions,
    hidden: impl Fn(&G::State, u8) -> Vec<String>,
) -> SpyReport {
    let id = G::info().id;
    assert!(
        game.hidden_information().is_some(),
        "`{id}`: these rules hide nothing (no hidden-information capability), so no spy can \
         find a secret; run the spy check on rules that hide something"
    );
    let seats = game.seats();
    let mut viewers: Vec<Viewer> = (0..seats).map(Viewer::Seat).collect();
    viewers.push(Viewer::Spectator);
    let hidden_sets = |state: &G::State| -> Vec<HashSet<String>> {
        let per_seat: Vec<HashSet<String>> = (0..seats)
            .map(|s| hidden(state, s).iter().map(|k| k.to_lowercase()).collect())
            .collect();
        let spectator = per_seat.iter().flatten().cloned().collect();
        per_seat.into_iter().chain([spectator]).collect()
    };
    let mut report = SpyReport::default();
    let marker = options.marker.to_lowercase();
    let marked = |text: &str| usize::from(!marker.is_empty() && words(text).any(|w| w == marker));
    for seed in 0..options.seeds {
        report.matches += 1;
        let mut state = game.start(seed);
        let mut rng = GameRng::from_seed(seed ^ 0x5157);
        let mut record: Vec<String> = Vec::new();
        for step in 0..options.max_actions {
            let Some(mover) = game.to_move(&state) else {
                break;
            };
            let before = hidden_sets(&state);
            let fail = |viewer: Viewer, what: &str, key: &str, text: &str| {
                // Where the key is, with some text either side.
                let at = text.to_lowercase().find(key).unwrap_or(0);
                let from = text.floor_char_boundary(at.saturating_sub(200));
                let to = text.ceil_char_boundary((at + 200).min(text.len()));
                let shown = &text[from..to];
                panic!(
                    "`{id}` seed {seed}, step {step} (after {record:?}): {viewer:?} is shown \
                     `{key}`, hidden from it, in {what}: {shown}"
                )
            };
            let legal = game.legal_actions(&state);
            for (v, hidden) in viewers.iter().zip(&before) {
                report.secrets += hidden.len();
                // The glossary is the printed catalogue of every component, the same in every
                // state and for every viewer: naming a card there says nothing of where it is.
                let mut scene = game.scene(&state, *v);
                scene.glossary.clear();
                let scene = format!("{scene:?}");
                let status = format!("{:?}", game.status(&state));
                for (what, text) in [("its scene", &scene), ("the status", &status)] {
                    report.texts += 1;
                    report.marked += marked(text);
                    if let Some(key) = leaked(text, hidden) {
                        fail(*v, what, key, text);
                    }
                }
                if v.seat() == Some(mover) {
                    for a in &legal {
                        report.texts += 1;
                        let text = game.format_action(&state, a);
                        report.marked += marked(&text);
                        if let Some(key) = leaked(&text, hidden) {
                            fail(*v, "a legal action", key, &text);
                        }
                    }
                }
            }
            report.states += 1;
            let mut order: Vec<usize> = (0..legal.len()).collect();
            rng.shuffle(&mut order);
            let mut played = None;
            for i in order {
                let mut next = state.clone();
                let mut log: Vec<LogLine> = Vec::new();
                let notation = game.format_action(&state, &legal[i]);
                let watch = Watch::start();
                let applied = game.apply(&mut next, &legal[i], &mut log);
                let script_error = watch.finish().errors.into_iter().next();
                match (applied, script_error) {
                    (Ok(()), None) => {
                        played = Some((next, log, notation));
                        break;
                    }
                    (outcome, script_error) => {
                        report.refused += 1;
                        report.texts += 1;
                        let text = refusal_shown(outcome.err(), script_error);
                        let mover_hidden = &before[mover as usize];
                        if let Some(key) = leaked(&text, mover_hidden) {
                            fail(Viewer::Seat(mover), "the refusal of its action", key, &text);
                        }
                    }
                }
            }
            let Some((next, log, notation)) = played else {
                break;
            };
            let after = hidden_sets(&next);
            report.referee_lines += log
                .iter()
                .filter(|l| l.audience == crate::wire::Audience::Referee)
                .count();
            for ((v, before), after) in viewers.iter().zip(&before).zip(&after) {
                let still: HashSet<String> = before.intersection(after).cloned().collect();
                for line in log.iter().filter(|l| l.visible_to(*v)) {
                    report.lines += 1;
                    report.texts += 1;
                    report.marked += marked(&line.text);
                    if let Some(key) = leaked(&line.text, &still) {
                        fail(*v, "a log line of the move", key, &line.text);
                    }
                }
            }
            record.push(notation);
            state = next;
        }
    }
    report
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_key_is_found_as_a_whole_word_in_any_case() {
        let hidden: HashSet<String> = ["a4".to_string()].into();
        assert_eq!(
            leaked("South holds a4,L2", &hidden).map(String::as_str),
            Some("a4")
        );
        assert_eq!(
            leaked("South holds A4", &hidden).map(String::as_str),
            Some("a4")
        );
        assert_eq!(leaked("A41 and BA4", &hidden), None);
    }
}

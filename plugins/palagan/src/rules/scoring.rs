//! PAL-8 the winner: the scores (captures, adjusted by a `final_scores` hook) and the result,
//! and the bots' reading of the score as a win chance.

use crate::Palagan;
use crate::state::{COLOURS, EndReason, State};
use game_sdk::Outcome;

impl Palagan {
    /// PAL-8: the scores (captures, adjusted by hooks) and the result.
    pub fn outcome(&self, s: &State) -> Outcome {
        let mut scores = [i64::from(s.captured[0]), i64::from(s.captured[1])];
        let mut failed = None;
        if let Some(h) = &self.hooks
            && let Err(e) = h.final_scores(s, &mut scores)
        {
            // Only after a reload to a broken script (the action that ended the game checked
            // the hook): the captures stand, and the error is shown.
            scores = [i64::from(s.captured[0]), i64::from(s.captured[1])];
            failed = Some(e);
        }
        let winner = match scores[0].cmp(&scores[1]) {
            std::cmp::Ordering::Greater => Some(0),
            std::cmp::Ordering::Less => Some(1),
            std::cmp::Ordering::Equal => None,
        };
        let why = match s.over {
            Some(EndReason::Passes) => "both players passed in a row".to_string(),
            Some(EndReason::Idle) => format!(
                "{} turns in a row without a capture or a summon",
                s.idle_turns
            ),
            None => "the game is not over".to_string(),
        };
        let result = match winner {
            Some(w) => format!("{} wins", COLOURS[w as usize]),
            None => "a draw".to_string(),
        };
        let mut reason = format!("{why}: {result} {}–{}", scores[0], scores[1]);
        if let Some(e) = failed {
            reason.push_str(&format!(" (captures only: {e})"));
        }
        Outcome::decided(winner, scores.to_vec(), reason)
    }
}

/// A bot's hint ([`game_sdk::BotHints::evaluate`]): the capture balance (the score) squashed
/// into a win chance for `seat`.
pub(crate) fn evaluate(_: &Palagan, s: &State, seat: u8) -> Option<f64> {
    let me = *s.captured.get(seat as usize)? as f64;
    let them = *s.captured.get(1 - seat as usize)? as f64;
    Some(0.5 + 0.5 * ((me - them) / 3.0).tanh())
}

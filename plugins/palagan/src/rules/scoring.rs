//! PAL-8 the winner: the scores (captures, adjusted by a `final_scores` hook) and the result,
//! and the bots' reading of the score as a win chance.

use crate::Palagan;
use crate::state::{COLOURS, EndReason, State};
use game_sdk::Outcome;

impl Palagan {
    /// PAL-8: the scores (captures, adjusted by hooks) and the result.
    /// The final scores (the captures, or what `final_scores` makes of them) and the hook's
    /// error, if it failed.
    fn final_scores(&self, s: &State) -> ([i64; 2], Option<game_sdk::Refusal>) {
        let mut scores = [i64::from(s.captured[0]), i64::from(s.captured[1])];
        if let Some(h) = &self.hooks
            && let Err(e) = h.final_scores(s, &mut scores)
        {
            // Only after a reload to a broken script (the action that ended the game checked
            // the hook): the captures stand, and the error is shown.
            return (
                [i64::from(s.captured[0]), i64::from(s.captured[1])],
                Some(e),
            );
        }
        (scores, None)
    }

    /// The winner by the final scores (`None`: a draw), with nothing formatted.
    pub(crate) fn final_winner(&self, s: &State) -> Option<u8> {
        winner_of(self.final_scores(s).0)
    }

    pub fn outcome(&self, s: &State) -> Outcome {
        let (scores, failed) = self.final_scores(s);
        let winner = winner_of(scores);
        let why = match s.over {
            Some(EndReason::Passes) => {
                game_sdk::msg!("end-passes", "both players passed in a row")
            }
            Some(EndReason::Idle) => game_sdk::msg!(
                "end-idle",
                "{turns:turn:turns} in a row without a capture or a summon",
                turns = s.idle_turns
            ),
            None => game_sdk::msg!("not-over", "the game is not over"),
        };
        let result = match winner {
            Some(w) => game_sdk::msg!("result-wins", "{seat} wins", seat = COLOURS[w as usize]),
            None => game_sdk::msg!("result-draw", "a draw"),
        };
        let mut reason = game_sdk::msg!(
            "outcome",
            "{why}: {result} {black}–{white}",
            why = why,
            result = result,
            black = scores[0],
            white = scores[1]
        );
        if let Some(e) = failed {
            // The hook's error stays as the script or the plugin wrote it.
            reason = game_sdk::msg!(
                "outcome-captures-only",
                "{reason} (captures only: {error})",
                reason = reason,
                error = e
            );
        }
        Outcome::decided(winner, scores.to_vec(), reason)
    }
}

/// The seat with the higher score, or `None` for a tie.
fn winner_of(scores: [i64; 2]) -> Option<u8> {
    match scores[0].cmp(&scores[1]) {
        std::cmp::Ordering::Greater => Some(0),
        std::cmp::Ordering::Less => Some(1),
        std::cmp::Ordering::Equal => None,
    }
}

/// A bot's hint ([`game_sdk::BotHints::evaluate`]): the capture balance (the score) squashed
/// into a win chance for `seat`.
pub(crate) fn evaluate(_: &Palagan, s: &State, seat: u8) -> Option<f64> {
    let me = *s.captured.get(seat as usize)? as f64;
    let them = *s.captured.get(1 - seat as usize)? as f64;
    Some(0.5 + 0.5 * ((me - them) / 3.0).tanh())
}

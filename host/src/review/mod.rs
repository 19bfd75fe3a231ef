//! The review after a match: the match's record replayed position by position, each position
//! judged by a bot's search from the information of one seat at this screen, never more than
//! that seat knew then (see [`judge_of`]). From the judgements come each seat's chance of
//! winning over the match ([`Review::chances`]) and the turning points ([`turning_points`]):
//! the moves after which the mover's chance fell the most, with the move the bot preferred.
//!
//! Nothing here draws; the app's review screen and `game-host review` show what it finds.

mod turning;

pub use turning::{LEAST_LOSS, TurningPoint, turning_points};

use crate::plugin::Plugin;
use crate::save::SavedMatch;
use crate::session::{Session, SessionError};
use crate::tr;
use game_wire::scene::{ElementId, Scene};
use game_wire::seeds::move_seed;
use game_wire::{BotSpec, MoveValue, Outcome, Status, Viewer};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// Positions judged at most: a longer record is refused rather than reviewed for minutes
/// (the bundled games' longest matches under the idle limits are a few hundred actions).
pub const MAX_POSITIONS: usize = 2_000;

/// How to judge the positions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judging {
    /// The search that judges each position (its iteration budget; normal by default).
    pub bot: BotSpec,
    /// Seeds the searches (each position's from this and its index).
    pub seed: u64,
    /// A time cap per position, in milliseconds (`None`: the whole budget).
    pub max_millis: Option<u64>,
    /// The seats whose information the people at this screen may use, ascending; empty means
    /// every seat (hot-seat, or a match of bots only, reviewed once it is over).
    pub judges: Vec<u8>,
}

/// One position of the match, judged.
#[derive(Clone, Debug, PartialEq)]
pub struct Position {
    /// Actions played before it.
    pub index: usize,
    /// The seat to move.
    pub mover: u8,
    /// The seat whose information judged it.
    pub judge: u8,
    /// Each seat's chance of winning (a draw counting ½), in seat order.
    pub chances: Vec<f64>,
    /// When the judge moved here: its actions the search weighed, the preferred first.
    pub weighed: Vec<MoveValue>,
    /// The action played here, as the judge may know it (notation, or its public form).
    pub played: String,
    /// The game's sentence for it, as the judge may read it (empty when it wrote none).
    pub sentence: String,
    /// The sentence the preferred move would have written (when `weighed` has one and it is
    /// not the move played).
    pub preferred_sentence: Option<String>,
    /// The table as the judge saw it before the move.
    pub scene: Scene,
    /// The clicks of the preferred move on that table (empty when there is none to show).
    pub preferred_path: Vec<ElementId>,
}

/// A reviewed match.
#[derive(Clone, Debug, PartialEq)]
pub struct Review {
    pub seats: Vec<String>,
    pub positions: Vec<Position>,
    /// How the match ended (`None`: the record stops before the end).
    pub outcome: Option<Outcome>,
}

impl Review {
    /// Each seat's chance of winning before each move, then at the end (1 for a winner, 0 for
    /// a loser, shares of first place for a draw; the last judgement when unfinished).
    pub fn chances(&self) -> Vec<Vec<f64>> {
        let mut all: Vec<Vec<f64>> = self.positions.iter().map(|p| p.chances.clone()).collect();
        if let Some(o) = &self.outcome {
            all.push(final_chances(o, self.seats.len()));
        }
        all
    }
}

/// What each seat made of a finished match, as the bots score it: first places share 1.
pub fn final_chances(outcome: &Outcome, seats: usize) -> Vec<f64> {
    let first: Vec<bool> = (0..seats)
        .map(|s| u8::try_from(s).is_ok_and(|s| outcome.place_of(s) == 1))
        .collect();
    let firsts = first.iter().filter(|f| **f).count().max(1) as f64;
    first
        .iter()
        .map(|f| if *f { 1.0 / firsts } else { 0.0 })
        .collect()
}

/// Whose information judges a position `mover` is to move in: the mover's own when its seat
/// is one of `judges` (or `judges` is empty: every seat is), else the first of `judges` — so a
/// bot's move in a match against bots is judged from the human seat's view, never the bot's.
pub fn judge_of(mover: u8, judges: &[u8]) -> u8 {
    match judges.first() {
        None => mover,
        Some(&first) if !judges.contains(&mover) => first,
        Some(_) => mover,
    }
}

/// Why a review stopped.
#[derive(Debug, thiserror::Error)]
pub enum ReviewError {
    #[error("{0}")]
    Session(#[from] SessionError),
    #[error("{}", tr!("review-cli-too-long", count = *.0, most = MAX_POSITIONS))]
    TooLong(usize),
    #[error("{}", tr!("review-cli-stopped"))]
    Cancelled,
}

/// Replays `saved` and judges every position. `progress` is given each position as it is
/// judged and how many there are (a screen can draw the chances so far); `cancel` stops the
/// review between positions.
pub fn review(
    plugin: &Arc<Plugin>,
    saved: &SavedMatch,
    judging: &Judging,
    mut progress: impl FnMut(&Position, usize),
    cancel: &AtomicBool,
) -> Result<Review, ReviewError> {
    let total = saved.actions.len();
    if total > MAX_POSITIONS {
        return Err(ReviewError::TooLong(total));
    }
    let mut positions = Vec::with_capacity(total);
    let mut failure: Option<ReviewError> = None;
    let mut judge_here = |session: &mut Session| -> Result<(), SessionError> {
        if cancel.load(Ordering::Relaxed) {
            failure = Some(ReviewError::Cancelled);
            return Err(SessionError::Other("cancelled".into()));
        }
        let index = session.actions().len();
        let played = saved.actions.get(index).cloned().unwrap_or_default();
        let position = judge(session, judging, index, &played)?;
        progress(&position, total);
        positions.push(position);
        Ok(())
    };
    let session = Session::restore_stepping(plugin, saved, &mut judge_here);
    let mut session = match (session, failure) {
        (_, Some(e)) => return Err(e),
        (Err(e), None) => return Err(e.into()),
        (Ok(s), None) => s,
    };
    // What each move wrote, as its judge may read it.
    for (p, public) in positions.iter_mut().zip(session.logs()) {
        let viewer = Viewer::Seat(p.judge);
        if p.judge != p.mover {
            p.played = public.text.clone();
        }
        p.sentence = public
            .log_for(viewer)
            .next()
            .map(|l| l.text.clone())
            .unwrap_or_default();
    }
    let outcome = match session.status().map_err(SessionError::from)? {
        Status::Over(o) => Some(o),
        Status::ToMove { .. } => None,
    };
    Ok(Review {
        seats: session.info().seats.clone(),
        positions,
        outcome,
    })
}

/// Judges the position `session` stands at, `played` being the record's next action.
fn judge(
    session: &mut Session,
    judging: &Judging,
    index: usize,
    played: &str,
) -> Result<Position, SessionError> {
    let status = session.status()?;
    let Some(mover) = status.to_move() else {
        return Err(SessionError::Other(tr!(
            "review-cli-after-the-end",
            action = index + 1
        )));
    };
    let judge = judge_of(mover, &judging.judges);
    let seed = move_seed(judging.seed, index as u64);
    let evaluation = session
        .live()
        .evaluate(judge, judging.bot, seed, judging.max_millis)?;
    let mut view = session.view(Viewer::Seat(judge))?;
    crate::i18n::game::localize_view(&session.info().id.clone(), &mut view);
    let preferred = evaluation
        .moves
        .first()
        .filter(|best| best.action != played);
    let preferred_sentence = preferred.and_then(|best| session.sentence_for(&best.action, judge));
    let preferred_path = preferred
        .and_then(|best| view.actions.iter().find(|a| a.text == best.action))
        .map(|a| a.path.clone())
        .unwrap_or_default();
    Ok(Position {
        index,
        mover,
        judge,
        chances: evaluation.values,
        weighed: evaluation.moves,
        played: played.to_owned(),
        sentence: String::new(),
        preferred_sentence,
        scene: view.scene,
        preferred_path,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seat_at_this_screen_judges_its_own_moves_and_the_first_judges_the_others() {
        assert_eq!(judge_of(1, &[]), 1, "every seat may judge: the mover");
        assert_eq!(judge_of(0, &[0]), 0);
        assert_eq!(
            judge_of(1, &[0]),
            0,
            "a bot's move judged by the human seat"
        );
        assert_eq!(judge_of(2, &[1, 3]), 1);
        assert_eq!(judge_of(3, &[1, 3]), 3);
    }

    #[test]
    fn a_draw_shares_first_place_and_a_win_takes_it() {
        let won = Outcome::won(1, vec![0, 0], "x");
        assert_eq!(final_chances(&won, 2), vec![0.0, 1.0]);
        let draw = Outcome::draw(vec![0, 0], "x");
        assert_eq!(final_chances(&draw, 2), vec![0.5, 0.5]);
    }
}

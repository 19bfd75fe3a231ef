//! Turning points: the moves after which the mover's chance of winning fell the most.

use super::Review;

/// A move that cost its mover.
#[derive(Clone, Debug, PartialEq)]
pub struct TurningPoint {
    /// The position's index in [`Review::positions`] (the actions played before the move).
    pub index: usize,
    pub mover: u8,
    /// The mover's chance before the move and after it (0..=1).
    pub before: f64,
    pub after: f64,
}

impl TurningPoint {
    /// How much the move cost, in points of chance (0..=1).
    pub fn loss(&self) -> f64 {
        self.before - self.after
    }
}

/// Drops of a mover's chance smaller than this are the search's noise, not a turning point.
pub const LEAST_LOSS: f64 = 0.08;

/// The `most` moves whose mover's chance fell the most (by at least [`LEAST_LOSS`]), largest
/// loss first; only moves whose mover judged its own position (a seat at this screen) count,
/// since only those have a preferred move that seat could have seen.
pub fn turning_points(review: &Review, most: usize) -> Vec<TurningPoint> {
    let chances = review.chances();
    let mut points: Vec<TurningPoint> = review
        .positions
        .iter()
        .filter(|p| p.judge == p.mover)
        .filter_map(|p| {
            let seat = usize::from(p.mover);
            let before = *chances.get(p.index)?.get(seat)?;
            let after = *chances.get(p.index + 1)?.get(seat)?;
            Some(TurningPoint {
                index: p.index,
                mover: p.mover,
                before,
                after,
            })
        })
        .filter(|t| t.loss() >= LEAST_LOSS)
        .collect();
    points.sort_by(|a, b| b.loss().total_cmp(&a.loss()).then(a.index.cmp(&b.index)));
    points.truncate(most);
    points
}

#[cfg(test)]
mod tests {
    use super::super::{Position, Review};
    use super::*;
    use game_wire::Outcome;
    use game_wire::scene::Scene;

    fn position(index: usize, mover: u8, judge: u8, first: f64) -> Position {
        Position {
            index,
            mover,
            judge,
            chances: vec![first, 1.0 - first],
            weighed: Vec::new(),
            played: format!("m{index}"),
            sentence: String::new(),
            preferred_sentence: None,
            scene: Scene::default(),
            preferred_path: Vec::new(),
        }
    }

    fn review(positions: Vec<Position>, winner: u8) -> Review {
        Review {
            seats: vec!["A".into(), "B".into()],
            positions,
            outcome: Some(Outcome::won(winner, vec![0, 0], "x")),
        }
    }

    #[test]
    fn the_biggest_drops_of_the_movers_own_chance_come_first() {
        // A: 0.6 → (A moves) 0.3: A lost 0.3. B moves: B 0.7 → 0.6, lost 0.1.
        // A: 0.4 → (A moves) 0.0 at the end (B wins): A lost 0.4.
        let r = review(
            vec![
                position(0, 0, 0, 0.6),
                position(1, 1, 1, 0.3),
                position(2, 0, 0, 0.4),
            ],
            1,
        );
        let points = turning_points(&r, 5);
        let found: Vec<(usize, u8)> = points.iter().map(|t| (t.index, t.mover)).collect();
        assert_eq!(found, vec![(2, 0), (0, 0), (1, 1)]);
        assert!((points[0].loss() - 0.4).abs() < 1e-9);
        assert_eq!(turning_points(&r, 1).len(), 1);
    }

    #[test]
    fn small_drops_and_moves_judged_by_another_seat_are_not_turning_points() {
        // Seat 1's move is judged from seat 0's information (a bot's move): never a turning
        // point, whatever it cost; seat 0's 0.05 drop is noise.
        let r = review(
            vec![
                position(0, 0, 0, 0.55),
                position(1, 1, 0, 0.5),
                position(2, 0, 0, 0.9),
            ],
            0,
        );
        assert!(turning_points(&r, 5).is_empty());
    }
}

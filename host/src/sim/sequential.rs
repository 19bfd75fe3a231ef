//! `simulate --vs --until-decided`: stop a paired comparison as soon as it has answered, with
//! a stopping rule that keeps the error rate.
//!
//! The rule. The budget (`--games`, so many seeds) is split into [`LOOKS`] equal parts; after
//! each part the paired intervals are recomputed and the run stops if
//! - some seat's interval excludes 0: **the rules differ** (for that seat, in that direction), or
//! - every seat's interval lies within ±margin (`--margin`, in points): **no change that big**.
//!
//! Looking five times at an interval built for one look would make a false "they differ" far
//! likelier than 5%. So the 5% is spent over the looks with the Lan–DeMets spending function
//! of O'Brien–Fleming type, α(t) = 2 − 2Φ(z₁₋α/₂ / √t) at the share t of the budget played:
//! almost nothing early (a look at 20% of the budget spends 0.001%), most at the end. Look k
//! gets the increment αₖ = α(tₖ) − α(tₖ₋₁). "Differs" is claimed if *any* seat's interval
//! excludes 0, so αₖ is shared equally among the seats (Bonferroni: intervals at 1 − αₖ/seats).
//! "Within the margin" is claimed only if *every* seat's interval is inside ±margin, an
//! intersection-union test, which needs no sharing: each seat's interval is at 1 − αₖ. By the
//! union bound over the looks, the chance of a false "differs" (no seat's rate changed) is at
//! most the sum of the increments, α, and so is the chance of a false "within the margin"
//! (some seat's changed by the margin or more): the rule never errs more often than a single
//! 95% interval would. It is conservative (the looks are positively correlated, which the
//! exact group-sequential boundaries would use, at the cost of numerical integration); it is
//! simple, exact to state and needs no table.

use super::normal;
use super::paired::{PairedTally, SeatDifference};
use serde::Serialize;

/// How many times a run looks at the result: five equal parts of the budget.
pub const LOOKS: u32 = 5;

/// The overall error rate kept: that of a 95% interval.
pub const ALPHA: f64 = 0.05;

/// The share of `alpha` spent once `t` (0…1) of the budget is played: the O'Brien–Fleming-like
/// spending function of Lan and DeMets.
pub fn spent(alpha: f64, t: f64) -> f64 {
    if t <= 0.0 {
        return 0.0;
    }
    let z = normal::quantile(1.0 - alpha / 2.0);
    (2.0 - 2.0 * normal::cdf(z / t.min(1.0).sqrt())).min(alpha)
}

/// The error rate look `k` (1…`looks`) may spend: the increment of [`spent`] since look k − 1.
pub fn look_alpha(alpha: f64, k: u32, looks: u32) -> f64 {
    let t = |k: u32| f64::from(k) / f64::from(looks.max(1));
    (spent(alpha, t(k)) - spent(alpha, t(k.saturating_sub(1)))).max(0.0)
}

/// The seeds played by look `k` of `looks` over a budget of `seeds` (the last look plays them
/// all).
pub fn checkpoint(seeds: u64, k: u32, looks: u32) -> u64 {
    let looks = u64::from(looks.max(1));
    (seeds * u64::from(k)).div_ceil(looks).min(seeds)
}

/// What a look decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Verdict {
    /// Some seat's interval excludes 0.
    Differs,
    /// Every seat's interval lies within ±margin.
    WithinMargin,
    /// Neither: play on (or, at the last look, the budget ran out).
    Undecided,
}

/// One look: where it was, at what level its intervals were made, and what they said.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Look {
    /// 1…[`LOOKS`].
    pub look: u32,
    pub seeds: u64,
    /// The confidence level of the intervals shown: 1 − αₖ / seats for "differs" (and
    /// "undecided"), 1 − αₖ for "within the margin".
    pub confidence: f64,
    pub verdict: Verdict,
    /// The intervals that decided (or, undecided, those of the "differs" test).
    pub differences: Vec<SeatDifference>,
}

/// Makes look `k` of a comparison: the intervals at the look's levels, and the verdict.
/// `margin` is in win-rate units (0.02 for 2 points).
pub fn look(tally: &PairedTally, seat_names: &[String], k: u32, margin: Option<f64>) -> Look {
    let seats = seat_names.len().max(1) as f64;
    let alpha = look_alpha(ALPHA, k, LOOKS);
    let made = |confidence: f64, verdict: Verdict, differences: Vec<SeatDifference>| Look {
        look: k,
        seeds: tally.pairs(),
        confidence,
        verdict,
        differences,
    };
    let any_seat = 1.0 - alpha / seats;
    let differences = tally.differences(seat_names, any_seat);
    if differs(&differences) {
        return made(any_seat, Verdict::Differs, differences);
    }
    if let Some(m) = margin {
        let every_seat = 1.0 - alpha;
        let each = tally.differences(seat_names, every_seat);
        if within(&each, m) {
            return made(every_seat, Verdict::WithinMargin, each);
        }
    }
    made(any_seat, Verdict::Undecided, differences)
}

/// Whether some seat's interval excludes 0.
pub fn differs(differences: &[SeatDifference]) -> bool {
    differences.iter().any(|d| d.excludes_zero)
}

/// Whether every seat's interval lies inside ±`margin` (and enough seeds were compared to
/// trust it).
pub fn within(differences: &[SeatDifference], margin: f64) -> bool {
    !differences.is_empty()
        && differences
            .iter()
            .all(|d| d.pairs >= super::paired::MIN_PAIRS && d.low > -margin && d.high < margin)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn near(a: f64, b: f64, tolerance: f64) -> bool {
        (a - b).abs() <= tolerance
    }

    #[test]
    fn spending_follows_the_obrien_fleming_shape_and_ends_at_alpha() {
        // Tabled values of 2 − 2Φ(1.95996/√t).
        assert!(
            near(spent(0.05, 0.2), 1.17e-5, 2e-6),
            "{}",
            spent(0.05, 0.2)
        );
        assert!(
            near(spent(0.05, 0.4), 1.94e-3, 5e-5),
            "{}",
            spent(0.05, 0.4)
        );
        assert!(
            near(spent(0.05, 0.6), 1.14e-2, 2e-4),
            "{}",
            spent(0.05, 0.6)
        );
        assert!(near(spent(0.05, 1.0), 0.05, 1e-6));
        assert_eq!(spent(0.05, 0.0), 0.0);
    }

    #[test]
    fn the_looks_together_spend_exactly_alpha() {
        let total: f64 = (1..=LOOKS).map(|k| look_alpha(ALPHA, k, LOOKS)).sum();
        assert!(near(total, ALPHA, 1e-6), "{total}");
        // Later looks may spend more than earlier ones.
        let shares: Vec<f64> = (1..=LOOKS).map(|k| look_alpha(ALPHA, k, LOOKS)).collect();
        assert!(shares.windows(2).all(|w| w[0] < w[1]), "{shares:?}");
    }

    #[test]
    fn checkpoints_split_the_budget_evenly_and_end_at_it() {
        let points: Vec<u64> = (1..=5).map(|k| checkpoint(101, k, 5)).collect();
        assert_eq!(points, vec![21, 41, 61, 81, 101]);
        assert_eq!(checkpoint(3, 1, 5), 1);
    }

    fn difference(low: f64, high: f64, pairs: u64) -> SeatDifference {
        SeatDifference {
            seat: "North".into(),
            difference: (low + high) / 2.0,
            low,
            high,
            confidence: 0.95,
            pairs,
            excludes_zero: pairs >= super::super::paired::MIN_PAIRS && (low > 0.0 || high < 0.0),
            unpaired_half_width: 0.1,
        }
    }

    #[test]
    fn verdicts() {
        assert!(differs(&[difference(0.01, 0.05, 50)]));
        assert!(!differs(&[difference(-0.05, 0.05, 50)]));
        assert!(within(&[difference(-0.01, 0.015, 50)], 0.02));
        assert!(!within(&[difference(-0.01, 0.025, 50)], 0.02));
        // Every seat must be inside, and too few seeds decide nothing either way.
        assert!(!within(
            &[difference(-0.01, 0.01, 50), difference(-0.03, 0.01, 50)],
            0.02
        ));
        assert!(!within(&[difference(-0.01, 0.01, 3)], 0.02));
    }

    fn tally(changed: u64, seeds: u64) -> PairedTally {
        // Seat X wins every game under the first rules; under the second, O wins the first
        // `changed` seeds.
        let mut t = PairedTally::new(2, 1);
        for i in 0..seeds {
            t.add_winner(0, i, Some(0));
            t.add_winner(1, i, Some(u8::from(i < changed)));
        }
        t
    }

    #[test]
    fn a_look_claims_a_difference_at_the_shared_level_and_no_change_at_the_seats_level() {
        let seats = ["X".to_string(), "O".to_string()];
        let share = look_alpha(ALPHA, 3, LOOKS);
        // The same winners under both rules: a zero-width interval at 0, within any margin.
        let l = look(&tally(0, 40), &seats, 3, Some(0.02));
        assert_eq!(l.verdict, Verdict::WithinMargin);
        assert!((l.confidence - (1.0 - share)).abs() < 1e-12, "{l:?}");
        // Without a margin the same look cannot decide.
        assert_eq!(
            look(&tally(0, 40), &seats, 3, None).verdict,
            Verdict::Undecided
        );
        // Half the games change hands: differs, at 1 − share / seats.
        let l = look(&tally(20, 40), &seats, 3, Some(0.02));
        assert_eq!(l.verdict, Verdict::Differs);
        assert!((l.confidence - (1.0 - share / 2.0)).abs() < 1e-12, "{l:?}");
        // The first look spends almost nothing: a smaller change is not yet enough there.
        assert_eq!(
            look(&tally(10, 40), &seats, 1, None).verdict,
            Verdict::Undecided
        );
        assert_eq!(
            look(&tally(10, 40), &seats, 5, None).verdict,
            Verdict::Differs
        );
    }
}

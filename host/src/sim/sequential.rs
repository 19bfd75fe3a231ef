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
//! gets the increment α(tₖ) − α(tₖ₋₁), shared equally among the seats (Bonferroni), and an
//! interval at that level decides. By the union bound the chance of any false decision over
//! all looks and seats is at most the sum of the increments, α: the rule never errs more often
//! than a single 95% interval would. It is conservative (the looks are positively correlated,
//! which the exact group-sequential boundaries would use, at the cost of numerical
//! integration); it is simple, exact to state and needs no table.

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
    /// The confidence level of this look's intervals, 1 − (its α share) / seats.
    pub confidence: f64,
    pub verdict: Verdict,
    pub differences: Vec<SeatDifference>,
}

/// Makes look `k` of a comparison: the intervals at the look's level, and the verdict.
/// `margin` is in win-rate units (0.02 for 2 points).
pub fn look(tally: &PairedTally, seat_names: &[String], k: u32, margin: Option<f64>) -> Look {
    let seats = seat_names.len().max(1) as f64;
    let confidence = 1.0 - look_alpha(ALPHA, k, LOOKS) / seats;
    let differences = tally.differences(seat_names, confidence);
    Look {
        look: k,
        seeds: tally.pairs(),
        confidence,
        verdict: verdict(&differences, margin),
        differences,
    }
}

/// "Differs" if any interval excludes 0; "within the margin" if every interval lies inside
/// ±margin (and enough seeds were compared to trust it); else undecided.
pub fn verdict(differences: &[SeatDifference], margin: Option<f64>) -> Verdict {
    if differences.iter().any(|d| d.excludes_zero) {
        return Verdict::Differs;
    }
    let trusted = differences
        .iter()
        .all(|d| d.pairs >= super::paired::MIN_PAIRS);
    match margin {
        Some(m) if trusted && differences.iter().all(|d| d.low > -m && d.high < m) => {
            Verdict::WithinMargin
        }
        _ => Verdict::Undecided,
    }
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
        assert_eq!(
            verdict(&[difference(0.01, 0.05, 50)], None),
            Verdict::Differs
        );
        assert_eq!(
            verdict(&[difference(-0.05, 0.05, 50)], None),
            Verdict::Undecided
        );
        assert_eq!(
            verdict(&[difference(-0.01, 0.015, 50)], Some(0.02)),
            Verdict::WithinMargin
        );
        assert_eq!(
            verdict(&[difference(-0.01, 0.025, 50)], Some(0.02)),
            Verdict::Undecided
        );
        // Too few seeds decide nothing either way.
        assert_eq!(
            verdict(&[difference(-0.01, 0.01, 3)], Some(0.02)),
            Verdict::Undecided
        );
    }
}

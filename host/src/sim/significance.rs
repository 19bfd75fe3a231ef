//! Which counters go with winning beyond chance. A counter's rows compare, per seat, the win
//! rate in the games in which it fired with the rate in the others; the lab sorts counters by
//! the largest such gap (the effect size) and can show only those that are significant.
//!
//! Per seat, a two-proportion z-test (pooled variance); a counter's p-value is its smallest
//! over the seats times the number of seats (Bonferroni: it is significant if any seat's gap
//! is). With ~180 counters a 5% test per counter would flag about nine by chance alone, so the
//! counters are then screened together with Benjamini–Hochberg at a 5% false discovery rate:
//! of the counters shown as significant, at most 5% are expected to be flukes on average. That
//! is the right promise for a screen a designer reads, and far less blunt than Bonferroni over
//! all counters, which would hide most real effects in a batch of a few hundred games.

use super::normal;

/// The false discovery rate kept by [`significant`].
pub const FALSE_DISCOVERY_RATE: f64 = 0.05;

/// The two-sided p-value of the difference between `x1` of `n1` and `x2` of `n2` (1 when
/// either side has no games or nobody or everybody won).
pub fn two_proportion_p(x1: u64, n1: u64, x2: u64, n2: u64) -> f64 {
    if n1 == 0 || n2 == 0 {
        return 1.0;
    }
    let (n1f, n2f) = (n1 as f64, n2 as f64);
    let pooled = (x1 + x2) as f64 / (n1f + n2f);
    let se = (pooled * (1.0 - pooled) * (1.0 / n1f + 1.0 / n2f)).sqrt();
    if se <= 0.0 {
        return 1.0;
    }
    let z = (x1 as f64 / n1f - x2 as f64 / n2f) / se;
    (2.0 * (1.0 - normal::cdf(z.abs()))).clamp(0.0, 1.0)
}

/// Which of the p-values the Benjamini–Hochberg procedure at `rate` declares significant (in
/// the order given).
pub fn significant(p_values: &[f64], rate: f64) -> Vec<bool> {
    let m = p_values.len();
    let mut order: Vec<usize> = (0..m).collect();
    order.sort_by(|&a, &b| p_values[a].total_cmp(&p_values[b]));
    // The largest rank k whose p-value is at most k/m × rate; it and every smaller one pass.
    let passing = order
        .iter()
        .enumerate()
        .filter(|&(rank, &i)| p_values[i] <= (rank + 1) as f64 / m as f64 * rate)
        .map(|(rank, _)| rank + 1)
        .max()
        .unwrap_or(0);
    let mut out = vec![false; m];
    for &i in order.iter().take(passing) {
        out[i] = true;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_proportion_test_matches_a_hand_computed_value() {
        // 30/50 against 20/50: pooled 0.5, se 0.1, z = 2, p = 0.0455.
        let p = two_proportion_p(30, 50, 20, 50);
        assert!((p - 0.045_500).abs() < 1e-4, "{p}");
        assert!(
            (two_proportion_p(3, 10, 3, 10) - 1.0).abs() < 1e-6,
            "no gap at all"
        );
        assert_eq!(
            two_proportion_p(0, 0, 3, 10),
            1.0,
            "a counter that never fired"
        );
        assert_eq!(
            two_proportion_p(10, 10, 5, 5),
            1.0,
            "everybody won either way"
        );
    }

    #[test]
    fn benjamini_hochberg_matches_the_textbook_example() {
        // Sorted, 0.001, 0.008 and 0.01 pass 0.05 × k/10 (0.005, 0.01, 0.015); 0.039 at rank
        // 4 does not pass 0.02, nor does any later rank its bound.
        let p = [
            0.01, 0.001, 0.3, 0.008, 0.039, 0.041, 0.042, 0.06, 0.074, 0.205,
        ];
        let s = significant(&p, 0.05);
        assert_eq!(
            s,
            [
                true, true, false, true, false, false, false, false, false, false
            ]
        );
        // A larger p-value passes if a later rank does (step-up).
        assert_eq!(significant(&[0.04, 0.03], 0.05), [true, true]);
        assert!(significant(&[], 0.05).is_empty());
    }
}

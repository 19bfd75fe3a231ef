//! A proportion with its 95% Wilson score interval (good at small counts and near 0 or 1,
//! where the normal approximation gives intervals outside [0, 1]).

use serde::Serialize;

/// A rate with its 95% Wilson score interval.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Rate {
    pub count: u64,
    pub of: u64,
    pub rate: f64,
    pub low: f64,
    pub high: f64,
}

impl Rate {
    pub fn wilson(count: u64, of: u64) -> Rate {
        if of == 0 {
            return Rate {
                count,
                of,
                rate: 0.0,
                low: 0.0,
                high: 1.0,
            };
        }
        let n = of as f64;
        let p = count as f64 / n;
        let z = 1.96f64;
        let z2 = z * z;
        let denom = 1.0 + z2 / n;
        let centre = (p + z2 / (2.0 * n)) / denom;
        let half = z / denom * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
        Rate {
            count,
            of,
            rate: p,
            low: (centre - half).max(0.0),
            high: (centre + half).min(1.0),
        }
    }

    /// Fixed-width text for terminal columns: ` 92.5% [80.1– 97.4] (37/40)`.
    pub fn text(&self) -> String {
        format!(
            "{:5.1}% [{:4.1}–{:5.1}] ({}/{})",
            self.rate * 100.0,
            self.low * 100.0,
            self.high * 100.0,
            self.count,
            self.of
        )
    }

    /// The same without padding, for proportional fonts: `92.5% [80.1–97.4] (37/40)`.
    pub fn compact(&self) -> String {
        format!(
            "{:.1}% [{:.1}–{:.1}] ({}/{})",
            self.rate * 100.0,
            self.low * 100.0,
            self.high * 100.0,
            self.count,
            self.of
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_interval_matches_known_values() {
        let r = Rate::wilson(90, 100);
        assert!((r.low - 0.8256).abs() < 1e-3, "{r:?}");
        assert!((r.high - 0.9448).abs() < 1e-3, "{r:?}");
        let z = Rate::wilson(0, 10);
        assert!(z.low == 0.0 && (z.high - 0.2775).abs() < 1e-3, "{z:?}");
    }

    #[test]
    fn wilson_interval_is_symmetric_and_stays_in_bounds() {
        let all = Rate::wilson(10, 10);
        assert!(
            all.high == 1.0 && (all.low - 0.7225).abs() < 1e-3,
            "{all:?}"
        );
        let a = Rate::wilson(3, 20);
        let b = Rate::wilson(17, 20);
        assert!((a.low - (1.0 - b.high)).abs() < 1e-12 && (a.high - (1.0 - b.low)).abs() < 1e-12);
        let none = Rate::wilson(0, 0);
        assert_eq!(
            (none.low, none.high),
            (0.0, 1.0),
            "no games: nothing is known"
        );
    }

    #[test]
    fn texts() {
        let r = Rate::wilson(37, 40);
        assert_eq!(r.text(), " 92.5% [80.1– 97.4] (37/40)");
        assert_eq!(r.compact(), "92.5% [80.1–97.4] (37/40)");
    }
}

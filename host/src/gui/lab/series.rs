//! One line of a live chart: a value with its 95% interval after so many games, kept to a
//! bounded number of points however long the batch.

/// A value (in %, or in points for a difference) after some games, with its 95% interval.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ChartPoint {
    pub games: f64,
    pub rate: f64,
    pub low: f64,
    pub high: f64,
}

/// The most points a chart line keeps: beyond it every other point is dropped and later games
/// are sampled half as often, so a long batch draws as fast as a short one.
pub const MAX_POINTS: usize = 2_000;

/// A chart line.
#[derive(Debug, Clone)]
pub struct Series {
    pub points: Vec<ChartPoint>,
    /// A point is kept every `stride` counts.
    stride: u64,
}

impl Default for Series {
    fn default() -> Series {
        Series {
            points: Vec::new(),
            stride: 1,
        }
    }
}

impl Series {
    /// Adds the point made by `point` after `count` games (or seeds) if the stride keeps it,
    /// and always when `last` (so the line ends where the table is).
    pub fn push(&mut self, count: u64, last: bool, point: impl FnOnce() -> ChartPoint) {
        if !count.is_multiple_of(self.stride) && !last {
            return;
        }
        if self.points.len() >= MAX_POINTS {
            let mut keep = false;
            self.points.retain(|_| {
                keep = !keep;
                keep
            });
            self.stride *= 2;
        }
        self.points.push(point());
    }
}

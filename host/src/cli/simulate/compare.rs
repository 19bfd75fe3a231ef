//! `simulate --vs`: the two rulesets played on the same seeds, and the difference of each
//! seat's win rate with its paired interval ([`crate::sim::paired`]); with `--until-decided`
//! the budget is played in parts until the difference is resolved
//! ([`crate::sim::sequential`]).

use super::Plan;
use crate::sim::paired::{PairedTally, SeatDifference};
use crate::sim::sequential::{self, LOOKS, Look, Verdict};
use crate::sim::shard::ResultsWriter;
use crate::sim::{Report, Tally};
use crate::tr;
use game_wire::RulesetSource;
use game_wire::SimSummary;
use serde::Serialize;
use std::sync::Mutex;

/// The comparison of the second ruleset with the first (`--json`: `difference`).
#[derive(Debug, Clone, Serialize)]
pub struct Comparison {
    /// The first ruleset and the one compared with it (second − first).
    pub first: String,
    pub second: String,
    /// Per seat, the difference with its 95% paired interval.
    pub seats: Vec<SeatDifference>,
    /// With `--until-decided`: every look made, the last one deciding.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub looks: Vec<Look>,
    /// With `--until-decided`: the seeds the budget allowed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub budget_seeds: Option<u64>,
}

impl Comparison {
    /// The verdict of the last look (`None` without `--until-decided`).
    pub fn verdict(&self) -> Option<Verdict> {
        self.looks.last().map(|l| l.verdict)
    }
}

/// Counts each game of ruleset `ruleset` into the shared paired tally (games end on worker
/// threads).
fn counting(paired: &Mutex<PairedTally>, ruleset: usize) -> impl Fn(u64, &SimSummary) + Sync {
    move |index, summary| {
        // A poisoned lock means another thread panicked mid-count: the batch fails anyway.
        if let Ok(mut p) = paired.lock() {
            p.add(ruleset, index, summary);
        }
    }
}

/// The 95% comparison of the first two of `names` (`None` with one ruleset).
pub fn comparison(names: &[String], seats: &[String], paired: &PairedTally) -> Option<Comparison> {
    let [first, second, ..] = names else {
        return None;
    };
    Some(Comparison {
        first: first.clone(),
        second: second.clone(),
        seats: paired.differences(seats, 0.95),
        looks: Vec::new(),
        budget_seeds: None,
    })
}

/// Every ruleset's games in turn (the plan's shard of them), each reported; with two, their
/// comparison.
pub fn side_by_side(
    plan: &Plan,
    names: &[String],
    sources: &[RulesetSource],
    writer: Option<&ResultsWriter>,
) -> Result<(Vec<Report>, Option<Comparison>), String> {
    let paired = Mutex::new(PairedTally::new(
        plan.seats.len(),
        plan.batch.games_per_seed(),
    ));
    let mut reports = Vec::new();
    // One ruleset pairs with nothing: its seeds would wait in the paired tally for a second
    // ruleset that never comes, one entry a seed (200 bytes a game at a million games).
    let compared = names.len() >= 2;
    let ignore = |_: u64, _: &SimSummary| {};
    for (i, (name, source)) in names.iter().zip(sources).enumerate() {
        let out = writer.map(|w| (w, i));
        let count = counting(&paired, i);
        let each: &(dyn Fn(u64, &SimSummary) + Sync) = if compared { &count } else { &ignore };
        reports.push(plan.play_watched(name, source, out, each)?.0);
    }
    let paired = paired
        .into_inner()
        .map_err(|_| tr!("simulate-counting-panicked"))?;
    Ok((reports, comparison(names, &plan.seats, &paired)))
}

/// The budget in [`LOOKS`] parts, both rulesets each part, until a look decides
/// ([`sequential::look`]) or the budget is spent.
pub fn until_decided(
    plan: &Plan,
    names: &[String],
    sources: &[RulesetSource],
    margin: Option<f64>,
) -> Result<(Vec<Report>, Option<Comparison>), String> {
    let per_seed = plan.batch.games_per_seed();
    let budget_seeds = plan.batch.games.div_ceil(per_seed);
    let paired = Mutex::new(PairedTally::new(plan.seats.len(), per_seed));
    let mut tallies: Vec<Tally> = names
        .iter()
        .map(|_| Tally::for_batch(&plan.batch))
        .collect();
    let mut seconds = vec![0.0; names.len()];
    let mut looks = Vec::new();
    let mut played = 0;
    for k in 1..=LOOKS {
        let end = (sequential::checkpoint(budget_seeds, k, LOOKS) * per_seed).min(plan.batch.games);
        if end > played {
            for (i, (name, source)) in names.iter().zip(sources).enumerate() {
                let (part, s) =
                    plan.play_range(name, source, None, played..end, &counting(&paired, i))?;
                if let (Some(t), Some(total)) = (tallies.get_mut(i), seconds.get_mut(i)) {
                    t.merge(&part)?;
                    *total += s;
                }
            }
            played = end;
        }
        let look = {
            let p = paired
                .lock()
                .map_err(|_| tr!("simulate-counting-panicked"))?;
            sequential::look(&p, &plan.seats, k, margin)
        };
        let decided = look.verdict != Verdict::Undecided;
        looks.push(look);
        if decided {
            break;
        }
    }
    let reports = names
        .iter()
        .zip(&tallies)
        .zip(&seconds)
        .map(|((name, tally), s)| plan.report(name, tally, *s))
        .collect();
    let paired = paired
        .into_inner()
        .map_err(|_| tr!("simulate-counting-panicked"))?;
    // The intervals shown are the deciding look's, at its level: a 95% interval of the same
    // games would ignore that the run chose when to stop.
    let seats = looks.last().map(|l| l.differences.clone());
    let comparison = comparison(names, &plan.seats, &paired).map(|c| Comparison {
        seats: seats.unwrap_or(c.seats),
        looks,
        budget_seeds: Some(budget_seeds),
        ..c
    });
    Ok((reports, comparison))
}

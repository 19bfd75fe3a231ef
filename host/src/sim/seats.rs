//! How many seats a batch plays: the seats of its rules, not every seat the game names (a
//! ruleset of a 2–6 player game may seat four).

use crate::plugin::Plugin;
use crate::tr;
use game_wire::RulesetSource;
use std::sync::Arc;

/// The seats at the table of the rulesets compared (the first `--ruleset`, then each `--vs`):
/// their rules must seat the same number of players, since a comparison plays the same
/// bots in the same seats under each.
pub fn table_seats(
    plugin: &Arc<Plugin>,
    names: &[String],
    sources: &[RulesetSource],
) -> Result<Vec<String>, String> {
    let mut seats: Option<(String, Vec<String>)> = None;
    for (name, source) in names.iter().zip(sources) {
        let rules = plugin.compile(source).map_err(|e| {
            tr!(
                "sim-ruleset-error",
                ruleset = name.as_str(),
                error = e.to_string()
            )
        })?;
        let these = rules.seats().to_vec();
        match &seats {
            None => seats = Some((name.clone(), these)),
            Some((first, theirs)) if theirs.len() != these.len() => {
                return Err(tr!(
                    "sim-seat-counts-differ",
                    first = first.as_str(),
                    first_count = theirs.len(),
                    second = name.as_str(),
                    second_count = these.len()
                ));
            }
            Some(_) => {}
        }
    }
    Ok(seats.map(|(_, s)| s).unwrap_or_default())
}

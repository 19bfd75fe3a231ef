//! `game-host review SAVE`: the post-match review in the terminal — each seat's chance of
//! winning over the match and the turning points, with the move the bot preferred.

use super::Env;
use crate::review::{Judging, Review, review, turning_points};
use crate::save::SavedMatch;
use crate::seats::SavedSeat;
use crate::tr;
use game_wire::BotSpec;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;

#[derive(Debug, clap::Args)]
pub struct ReviewArgs {
    /// The saved match (a save file or an autosave).
    pub save: PathBuf,
    /// The search that judges each position: random, easy, normal, hard or mcts:N.
    #[arg(long, default_value = "normal")]
    pub bot: BotSpec,
    /// A seat whose information may judge the positions (repeatable). Default: the save's
    /// human seats, or every seat when all are human or all are bots.
    #[arg(long = "seat", value_name = "N")]
    pub seats: Vec<u8>,
    /// Turning points to list at most.
    #[arg(long, default_value_t = 5)]
    pub turning_points: usize,
    /// Seeds the searches.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Print the review as JSON (positions, chances and turning points).
    #[arg(long)]
    pub json: bool,
}

pub fn run(env: &Env, args: ReviewArgs) -> Result<ExitCode, String> {
    let saved = SavedMatch::read(&args.save).map_err(|d| d.to_string())?;
    let plugin = env.catalog.require(&saved.game)?;
    // What is printed names the game's seats and texts: in the chosen language.
    let _game = crate::i18n::game::Scope::enter(&saved.game);
    let judges = if args.seats.is_empty() {
        judges_of_save(&saved.seats)
    } else {
        let mut seats = args.seats.clone();
        seats.sort_unstable();
        seats.dedup();
        seats
    };
    let seats = plugin
        .compile(&saved.ruleset)
        .map_err(|e| format!("{}: {e}", args.save.display()))?
        .seats()
        .len();
    if let Some(seat) = judges.iter().find(|s| usize::from(**s) >= seats) {
        return Err(tr!(
            "review-cli-no-such-seat",
            seat = *seat,
            last = seats.saturating_sub(1)
        ));
    }
    let judging = Judging {
        bot: args.bot,
        seed: args.seed,
        max_millis: None,
        judges,
    };
    let cancel = AtomicBool::new(false);
    let reviewed = review(plugin, &saved, &judging, |_, _| {}, &cancel)
        .map_err(|e| format!("{}: {e}", args.save.display()))?;
    if let Some(&seat) = judging
        .judges
        .iter()
        .find(|s| usize::from(**s) >= reviewed.seats.len())
    {
        return Err(tr!(
            "review-cli-no-such-seat",
            seat = seat,
            last = reviewed.seats.len().saturating_sub(1)
        ));
    }
    if args.json {
        println!("{}", json(&reviewed, &judging, args.turning_points));
    } else {
        print!("{}", text(&reviewed, &judging, args.turning_points));
    }
    Ok(ExitCode::SUCCESS)
}

/// The seats whose information a review of this save may use by default: its human seats,
/// or every seat when all are human (hot-seat) or none is (bots only).
pub fn judges_of_save(seats: &[SavedSeat]) -> Vec<u8> {
    let humans: Vec<u8> = seats
        .iter()
        .enumerate()
        .filter(|(_, s)| matches!(s, SavedSeat::Human))
        .filter_map(|(i, _)| u8::try_from(i).ok())
        .collect();
    if humans.is_empty() || humans.len() == seats.len() {
        Vec::new()
    } else {
        humans
    }
}

fn percent(p: f64) -> String {
    format!("{:.0}%", (p * 100.0).clamp(0.0, 100.0))
}

/// Characters a sparkline has at most: a longer match is sampled evenly.
const SPARK_WIDTH: usize = 64;

/// The seat's chance as bars' heights, one per position (evenly sampled past
/// [`SPARK_WIDTH`]), the last bar the end.
fn sparkline(chances: &[Vec<f64>], seat: usize) -> String {
    const BARS: [char; 8] = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];
    let n = chances.len();
    let width = n.min(SPARK_WIDTH);
    (0..width)
        .filter_map(|i| {
            chances.get(if width < 2 {
                i
            } else {
                i * (n - 1) / (width - 1)
            })
        })
        .map(|c| {
            let p = c.get(seat).copied().unwrap_or(0.5).clamp(0.0, 1.0);
            BARS[((p * 7.0).round() as usize).min(7)]
        })
        .collect()
}

fn text(r: &Review, judging: &Judging, most: usize) -> String {
    use std::fmt::Write;
    let safe = crate::text::safe::line;
    let mut out = String::new();
    let bot = judging.bot.to_string();
    let judged = if judging.judges.is_empty() {
        tr!(
            "review-cli-judged-own",
            count = r.positions.len(),
            bot = bot
        )
    } else {
        let names: Vec<String> = judging
            .judges
            .iter()
            .filter_map(|s| r.seats.get(usize::from(*s)))
            .map(|n| safe(n).into_owned())
            .collect();
        tr!(
            "review-cli-judged-seats",
            count = r.positions.len(),
            bot = bot,
            seats = names.join(&tr!("review-cli-and"))
        )
    };
    let _ = writeln!(out, "{judged}");
    let chances = r.chances();
    let _ = writeln!(out, "{}", tr!("review-cli-chances"));
    let width = r.seats.iter().map(|s| s.chars().count()).max().unwrap_or(0);
    for (seat, name) in r.seats.iter().enumerate() {
        let end = chances
            .last()
            .and_then(|c| c.get(seat))
            .copied()
            .unwrap_or(0.5);
        let start = chances
            .first()
            .and_then(|c| c.get(seat))
            .copied()
            .unwrap_or(0.5);
        let _ = writeln!(
            out,
            "  {:width$}  {}  {} → {}",
            safe(name),
            sparkline(&chances, seat),
            percent(start),
            percent(end)
        );
    }
    let points = turning_points(r, most);
    if points.is_empty() {
        let _ = writeln!(out, "{}", tr!("review-cli-no-turning-points"));
    } else {
        let _ = writeln!(out, "{}", tr!("review-cli-turning-points"));
        for t in &points {
            let Some(p) = r.positions.get(t.index) else {
                continue;
            };
            let name = r
                .seats
                .get(usize::from(t.mover))
                .map(|n| safe(n).into_owned())
                .unwrap_or_default();
            let played = if p.sentence.is_empty() {
                safe(&p.played).into_owned()
            } else {
                format!("{} ({})", safe(&p.sentence), safe(&p.played))
            };
            let _ = writeln!(
                out,
                "  {}",
                tr!(
                    "review-cli-turning-point",
                    number = t.index + 1,
                    seat = name.as_str(),
                    before = percent(t.before),
                    after = percent(t.after),
                    played = played
                )
            );
            if let Some(best) = p.weighed.first().filter(|b| b.action != p.played) {
                let said = match &p.preferred_sentence {
                    Some(s) => format!("{} ({})", safe(s), safe(&best.action)),
                    None => safe(&best.action).into_owned(),
                };
                let _ = writeln!(
                    out,
                    "    {}",
                    tr!(
                        "review-cli-preferred",
                        preferred = said,
                        chance = percent(best.value),
                        seat = name.as_str()
                    )
                );
            }
        }
    }
    if let Some(o) = &r.outcome {
        let _ = writeln!(
            out,
            "{}",
            tr!("review-cli-result", reason = safe(&o.reason))
        );
    }
    out
}

fn json(r: &Review, judging: &Judging, most: usize) -> String {
    let positions: Vec<serde_json::Value> = r
        .positions
        .iter()
        .map(|p| {
            serde_json::json!({
                "index": p.index,
                "mover": p.mover,
                "judge": p.judge,
                "chances": p.chances,
                "played": p.played,
                "sentence": p.sentence,
                "preferred": p.weighed.first().map(|m| &m.action),
                "weighed": p.weighed.iter().map(|m| serde_json::json!({
                    "action": m.action, "visits": m.visits, "value": m.value
                })).collect::<Vec<_>>(),
            })
        })
        .collect();
    let points: Vec<serde_json::Value> = turning_points(r, most)
        .iter()
        .map(|t| {
            serde_json::json!({
                "index": t.index, "mover": t.mover, "before": t.before, "after": t.after
            })
        })
        .collect();
    serde_json::json!({
        "seats": r.seats,
        "bot": judging.bot.to_string(),
        // Empty: each position judged by its mover.
        "judges": judging.judges,
        "positions": positions,
        "final": r.outcome.as_ref().map(|o| crate::review::final_chances(o, r.seats.len())),
        "winner": r.outcome.as_ref().and_then(|o| o.winner),
        "turning_points": points,
    })
    .to_string()
}

#[cfg(test)]
mod tests {
    use super::sparkline;

    #[test]
    fn a_long_match_is_sampled_to_a_line_that_ends_at_the_end() {
        let mut chances = vec![vec![0.5, 0.5]; 300];
        chances.push(vec![1.0, 0.0]);
        let line = sparkline(&chances, 0);
        assert_eq!(line.chars().count(), 64);
        assert!(line.starts_with('▅') && line.ends_with('█'), "{line}");
        assert_eq!(sparkline(&chances[..3], 1).chars().count(), 3);
    }
}

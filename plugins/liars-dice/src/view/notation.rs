//! The notation (LD-9): `bid 3x4` (three dice showing 4), `liar`, `spot-on`. Reading is
//! lenient where it costs nothing: `3x4`, `3×4`, `bid 3 x 4` and OpenSpiel's `3-4` are the same
//! bid, `spot on` is `spot-on`, and case does not matter.

use crate::rules::Action;
use crate::state::Bid;
use game_sdk::Refusal;

pub(crate) fn format_action(action: Action) -> String {
    match action {
        Action::Bid(Bid { quantity, face }) => format!("bid {quantity}x{face}"),
        Action::Liar => "liar".into(),
        Action::SpotOn => "spot-on".into(),
    }
}

/// Reads the notation; whether the bid is high enough, or a call allowed, is for the rules.
pub(crate) fn parse_action(text: &str) -> Result<Action, Refusal> {
    let lower = text.trim().to_lowercase();
    match lower.as_str() {
        "liar" => return Ok(Action::Liar),
        "spot-on" | "spot on" => return Ok(Action::SpotOn),
        _ => {}
    }
    let bid = lower.strip_prefix("bid").unwrap_or(&lower);
    let compact: String = bid.chars().filter(|c| !c.is_whitespace()).collect();
    compact
        .split_once(['x', '×', '-'])
        .and_then(|(q, f)| Some((q.parse::<u8>().ok()?, f.parse::<u8>().ok()?)))
        .map(|(quantity, face)| Action::Bid(Bid { quantity, face }))
        .ok_or_else(|| {
            Refusal::illegal(game_sdk::msg!(
                "refuse-not-a-move",
                "`{text}` is not a move: write `bid 3x4` (three 4s), `liar` or `spot-on`",
                text = game_sdk::script::clean_text(text.trim().as_bytes(), 40)
            ))
        })
}

//! PAL-9 action notation (`@f6`, `f6-f7`, `end`, `pass`) for logs, saves, the command line and
//! tests, and the click path of each action in the scene.

use crate::Palagan;
use crate::rules::{Action, Maneuver};
use crate::state::State;
use game_sdk::Refusal;
use game_sdk::scene::ElementId;

impl Palagan {
    /// The scene id of cell `c` (`cell:f6`).
    pub(crate) fn cell_id(&self, s: &State, c: u16) -> ElementId {
        format!("cell:{}", self.hex(s).name(c))
    }
}

/// An action in PAL-9 notation ([`game_sdk::Game::format_action`]).
pub(crate) fn format_action(g: &Palagan, s: &State, action: &Action) -> String {
    let hex = g.hex(s);
    match action {
        Action::Maneuver(Maneuver::Summon(c)) => format!("@{}", hex.name(*c)),
        Action::Maneuver(Maneuver::Step { from, to }) => {
            format!("{}-{}", hex.name(*from), hex.name(*to))
        }
        Action::End => "end".into(),
    }
}

/// Reads PAL-9 notation ([`game_sdk::Game::parse_action`]), case-insensitive; `pass` is
/// `end` before the turn's first maneuver.
pub(crate) fn parse_action(g: &Palagan, s: &State, text: &str) -> Result<Action, Refusal> {
    let hex = g.hex(s);
    let t = text.trim().to_ascii_lowercase();
    let cell = |name: &str| {
        hex.parse(name).ok_or_else(|| {
            Refusal::illegal(game_sdk::msg!(
                "refuse-not-a-cell",
                "`{name}` is not a cell of this board",
                name = name.trim()
            ))
        })
    };
    match t.as_str() {
        "end" => Ok(Action::End),
        "pass" if s.made == 0 => Ok(Action::End),
        "pass" => Err(Refusal::illegal(game_sdk::msg!(
            "refuse-pass-after-maneuver",
            "a maneuver was made this turn: write `end` to end it"
        ))),
        _ => {
            if let Some(rest) = t.strip_prefix('@') {
                Ok(Action::Maneuver(Maneuver::Summon(cell(rest)?)))
            } else if let Some((a, b)) = t.split_once('-') {
                Ok(Action::Maneuver(Maneuver::Step {
                    from: cell(a)?,
                    to: cell(b)?,
                }))
            } else {
                Err(Refusal::illegal(game_sdk::msg!(
                    "refuse-not-an-action",
                    "`{text}` is not an action: write `@f6`, `f6-f7`, `end` or `pass`",
                    text = text.trim()
                )))
            }
        }
    }
}

/// The scene elements a player clicks to make `action` ([`game_sdk::Game::action_path`]):
/// the summon cell; the piece's cell then the target; the end-turn control.
pub(crate) fn action_path(g: &Palagan, s: &State, action: &Action) -> Vec<ElementId> {
    match action {
        Action::Maneuver(Maneuver::Summon(c)) => vec![g.cell_id(s, *c)],
        Action::Maneuver(Maneuver::Step { from, to }) => {
            vec![g.cell_id(s, *from), g.cell_id(s, *to)]
        }
        Action::End => vec!["control:end".into()],
    }
}

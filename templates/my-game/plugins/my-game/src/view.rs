//! What players see and write: the scene each viewer is shown (leave out anything the rules
//! hide from that viewer; Nim hides nothing), the notation (`take 2`) and the click paths (the
//! scene elements a player clicks for an action).

use crate::config::MyGame;
use crate::rules::Action;
use crate::state::State;
use game_sdk::scene::{Control, Counter, ElementId, Scene};
use game_sdk::{Refusal, Viewer};

pub fn scene(g: &MyGame, s: &State, _viewer: Viewer) -> Scene {
    let most = g.config.take.min(s.sticks);
    Scene {
        counters: vec![Counter {
            id: "counter:sticks".into(),
            owner: None,
            label: "Sticks left".into(),
            value: i64::from(s.sticks),
            look: Default::default(),
        }],
        labels: vec!["|".repeat(s.sticks as usize)],
        controls: (1..=most)
            .map(|n| Control {
                id: control_id(n),
                label: format!("Take {n}"),
                confirm: None,
            })
            .collect(),
        ..Scene::default()
    }
}

fn control_id(n: u32) -> ElementId {
    format!("control:take-{n}")
}

pub fn format_action(_s: &State, action: &Action) -> String {
    let Action::Take(n) = action;
    format!("take {n}")
}

/// Reads `take N`; legality is `apply`'s job.
pub fn parse_action(_s: &State, text: &str) -> Result<Action, Refusal> {
    text.trim()
        .strip_prefix("take ")
        .and_then(|n| n.trim().parse().ok())
        .map(Action::Take)
        .ok_or_else(|| Refusal::illegal(format!("`{}`: write `take N`", text.trim())))
}

pub fn action_path(_s: &State, action: &Action) -> Vec<ElementId> {
    let Action::Take(n) = action;
    vec![control_id(*n)]
}

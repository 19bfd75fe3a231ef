//! Nim, the template to copy for a new game (see docs/developing.md, "Adding a game"): a pile
//! of sticks, two players take turns taking one to three of them, and whoever takes the last
//! stick wins (or, under `last_loses`, loses). Rules for players: `rulesets/my-game/rules.md`;
//! rulesets: `rulesets/my-game/*.toml`.
//!
//! Modules, one concern each:
//! - `config`: the ruleset keys and compiling a ruleset into [`MyGame`].
//! - `state`: the match state.
//! - `rules`: the actions, legality, applying an action, the turn and the end.
//! - `view`: what each viewer sees (the scene), the notation and the click paths.
//!
//! This file only hands each method of [`Game`] to the function of the same name in the module
//! that owns it, and exports the game.

mod config;
mod rules;
mod state;
mod view;

pub use config::{Config, MyGame};
pub use rules::Action;
pub use state::State;

use game_sdk::scene::{ElementId, Scene};
use game_sdk::{Diagnostics, Game, GameInfo, LogLine, Refusal, RulesetSource, Status, Viewer};

impl Game for MyGame {
    type State = State;
    type Action = Action;

    fn info() -> GameInfo {
        GameInfo {
            id: "my-game".into(),
            name: "Nim".into(),
            version: env!("CARGO_PKG_VERSION").into(),
            description: "Take one to three sticks; whoever takes the last one wins.".into(),
            seats: rules::SEATS.iter().map(|&s| s.into()).collect(),
            min_seats: 2,
        }
    }

    fn ruleset_keys() -> game_sdk::wire::RulesetKeys {
        game_sdk::ruleset::ruleset_keys::<Config>()
    }

    fn compile(source: &RulesetSource) -> Result<Self, Diagnostics> {
        config::compile(source, &Self::info().id)
    }

    fn start(&self, seed: u64) -> State {
        rules::start(self, seed)
    }

    fn status(&self, state: &State) -> Status {
        rules::status(self, state)
    }

    fn legal_actions(&self, state: &State) -> Vec<Action> {
        rules::legal_actions(self, state)
    }

    fn apply(
        &self,
        state: &mut State,
        action: &Action,
        log: &mut Vec<LogLine>,
    ) -> Result<(), Refusal> {
        rules::apply(self, state, action, log)
    }

    fn scene(&self, state: &State, viewer: Viewer) -> Scene {
        view::scene(self, state, viewer)
    }

    fn format_action(&self, state: &State, action: &Action) -> String {
        view::format_action(state, action)
    }

    fn parse_action(&self, state: &State, text: &str) -> Result<Action, Refusal> {
        view::parse_action(state, text)
    }

    fn action_path(&self, state: &State, action: &Action) -> Vec<ElementId> {
        view::action_path(state, action)
    }
}

game_sdk::export_game!(MyGame);

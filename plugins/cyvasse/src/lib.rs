//! Cyvasse (rules `rules/cyvasse.md`, CYV-1 … CYV-9) as a game plugin: build your homeland in
//! secret, then capture the enemy King. The rulesets live in `rulesets/cyvasse/` (the standard
//! one and its variants), the terrain hooks in `scripts/cyvasse/` (`API.md` documents them).
//!
//! - [`config`]: the ruleset keys (units, capture table, terrain and its hooks, setup, draws)
//!   and compiling them into a [`Cyvasse`].
//! - [`state`]: the state of a match and the board's cells.
//! - `rules`: the action type ([`Action`]), starting a match, the setup phase (CYV-2) and its
//!   feasibility checks, turns, movement and attacks, terrain effects, the end of the game, the
//!   bots' hints.
//! - `view`: what a viewer sees (the scene, the legend) and writes (notation, click paths).
//! - [`script`]: the Lua tile hooks: their context and how they are asked.
//! - [`scenario`]: the scenario format (a whole position in TOML).
//! - `counters`: the balance lab's counters.
//! - this file: the [`Game`] implementation, each method handing over to the function of the
//!   same name in the module above that owns it (`status` → `rules::status`).

pub mod config;
mod counters;
mod rules;
pub mod scenario;
pub mod script;
pub mod state;
mod view;

pub use config::{Cyvasse, Kind, Setup, Terrain};
use game_sdk::scene::{Effect, ElementId, Scene};
use game_sdk::{
    BotHints, Diagnostic, Diagnostics, Game, GameInfo, GameRng, HiddenInformation, LogLine, Misfit,
    Refusal, RulesetSource, Scenarios, Status, Viewer,
};
pub use rules::Action;
pub use state::{
    CELLS, LastAction, Phase, SEATS, SIDE, State, Unit, cell_name, home, mirror, parse_cell,
};

impl Game for Cyvasse {
    type State = State;
    type Action = Action;

    fn ruleset_keys() -> game_sdk::wire::RulesetKeys {
        game_sdk::ruleset::ruleset_keys::<config::Config>()
    }

    fn info() -> GameInfo {
        GameInfo {
            id: "cyvasse".into(),
            name: "Cyvasse".into(),
            version: env!("CARGO_PKG_VERSION").into(),
            description: "Build your homeland in secret, then capture the enemy King.".into(),
            seats: SEATS.iter().map(|s| s.to_string()).collect(),
            min_seats: 2,
        }
    }

    fn compile(source: &RulesetSource) -> Result<Self, Diagnostics> {
        config::compile(source)
    }

    fn start(&self, seed: u64) -> State {
        rules::start(self, seed)
    }

    fn state_fits(&self, s: &State) -> Result<(), Misfit> {
        rules::state_fits(self, s)
    }

    fn status(&self, s: &State) -> Status {
        rules::status(self, s)
    }

    fn legal_actions(&self, s: &State) -> Vec<Action> {
        rules::legal_actions(self, s)
    }

    fn legal_actions_into(&self, s: &State, out: &mut Vec<Action>) {
        rules::legal_actions_into(self, s, out)
    }

    /// `status` without its prompt: the bots ask it at every step of a search.
    fn to_move(&self, s: &State) -> Option<u8> {
        (s.phase != Phase::Over).then_some(s.to_move)
    }

    /// `status`'s winner without its scores and reason.
    fn winner(&self, s: &State) -> Option<u8> {
        match s.phase {
            Phase::Over => s.winner,
            _ => None,
        }
    }

    fn apply(&self, s: &mut State, action: &Action, log: &mut Vec<LogLine>) -> Result<(), Refusal> {
        rules::apply(self, s, action, log)
    }

    fn scene(&self, s: &State, viewer: Viewer) -> Scene {
        view::scene(self, s, viewer)
    }

    fn format_action(&self, _: &State, action: &Action) -> String {
        view::format_action(self, action)
    }

    fn parse_action(&self, _: &State, text: &str) -> Result<Action, Refusal> {
        view::parse_action(self, text)
    }

    fn action_path(&self, _: &State, action: &Action) -> Vec<ElementId> {
        view::action_path(self, action)
    }

    fn action_effect(&self, _: &State, action: &Action) -> Effect {
        view::action_effect(self, action)
    }

    fn counters(&self, s: &State, action: &Action) -> Vec<String> {
        counters::counters(self, s, action)
    }

    /// Every ruleset sets up behind a screen, and units are face-down until they fight.
    fn hidden_information(&self) -> Option<&dyn HiddenInformation<Self>> {
        Some(self)
    }

    fn scenarios(&self) -> Option<&dyn Scenarios<Self>> {
        Some(self)
    }

    fn bot_hints(&self) -> Option<&dyn BotHints<Self>> {
        Some(self)
    }

    fn console(
        &self,
        s: &State,
        code: &str,
    ) -> Result<game_sdk::script::ConsoleAnswer, game_sdk::script::ConsoleRefusal> {
        script::console(self, s, code)
    }
}

impl HiddenInformation<Cyvasse> for Cyvasse {
    fn sample_hidden(&self, s: &State, seat: u8, rng: &mut GameRng) -> State {
        rules::sample_hidden(self, s, seat, rng)
    }

    /// Written over `out` with `clone_from` and the homeland's masks: a search re-samples at
    /// every iteration, and this allocates nothing.
    fn sample_hidden_into(&self, s: &State, seat: u8, rng: &mut GameRng, out: &mut State) {
        rules::sample_hidden_into(self, s, seat, rng, out);
    }

    fn public_action(&self, s: &State, action: &Action) -> Option<String> {
        view::public_action(self, s, action)
    }

    fn revealed_to(&self, before: &State, action: &Action, after: &State, seats: &mut Vec<u8>) {
        view::revealed_to(self, before, action, after, seats);
    }
}

impl Scenarios<Cyvasse> for Cyvasse {
    fn scenario(&self, origin: &str, text: &str) -> Result<State, Diagnostic> {
        scenario::load(self, origin, text)
    }
}

impl BotHints<Cyvasse> for Cyvasse {
    fn evaluate(&self, s: &State, seat: u8) -> Option<f64> {
        rules::evaluate(self, s, seat)
    }

    fn rollout_action(&self, s: &State, _: &mut GameRng) -> Option<Action> {
        rules::rollout_action(self, s)
    }

    fn decisions(&self, s: &State) -> Option<Vec<Action>> {
        rules::decisions(self, s)
    }
}

game_sdk::export_game!(Cyvasse);

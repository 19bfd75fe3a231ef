//! Cyvasse (rules `rules/cyvasse.md`, CYV-1 … CYV-9) as a game plugin: build your homeland in
//! secret, then capture the enemy King. The rulesets live in `rulesets/cyvasse/` (the standard
//! one and its variants), the terrain hooks in `scripts/cyvasse/` (`API.md` documents them).
//!
//! - [`config`]: the ruleset keys (units, capture table, terrain and its hooks, setup, draws)
//!   and compiling them into a [`Cyvasse`].
//! - [`state`]: the state of a match, the board's cells and the actions.
//! - `rules`: the setup phase (CYV-2) and its feasibility checks, turns, movement and attacks,
//!   terrain effects, the end of the game.
//! - `view`: what a viewer sees (the scene, the legend) and writes (notation, click paths).
//! - [`script`]: the Lua tile hooks: their context and how they are asked.
//! - [`scenario`]: the scenario format (a whole position in TOML).
//! - `counters`: the balance lab's counters.

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
    BotHints, Diagnostic, Diagnostics, Game, GameInfo, GameRng, HiddenInformation, Illegal,
    LogLine, Misfit, RulesetSource, Scenarios, Status, Viewer,
};
pub use state::{
    Action, CELLS, LastAction, Phase, SEATS, SIDE, State, Unit, cell_name, home, mirror, parse_cell,
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
        }
    }

    fn compile(source: &RulesetSource) -> Result<Self, Diagnostics> {
        Self::compile_source(source)
    }

    fn start(&self, seed: u64) -> State {
        self.empty_state(seed)
    }

    fn state_fits(&self, s: &State) -> Result<(), Misfit> {
        self.check_indices(s)
    }

    fn status(&self, s: &State) -> Status {
        self.status_of(s)
    }

    fn legal_actions(&self, s: &State) -> Vec<Action> {
        self.actions(s)
    }

    fn apply(&self, s: &mut State, action: &Action, log: &mut Vec<LogLine>) -> Result<(), Illegal> {
        self.play(s, action, log)
    }

    fn scene(&self, s: &State, viewer: Viewer) -> Scene {
        self.build_scene(s, viewer)
    }

    fn format_action(&self, _s: &State, action: &Action) -> String {
        self.format(action)
    }

    fn parse_action(&self, _s: &State, text: &str) -> Result<Action, Illegal> {
        self.parse(text)
    }

    fn action_path(&self, _s: &State, action: &Action) -> Vec<ElementId> {
        self.path(action)
    }

    fn action_effect(&self, _s: &State, action: &Action) -> Effect {
        self.effect(action)
    }

    fn counters(&self, s: &State, action: &Action) -> Vec<String> {
        self.count(s, action)
    }

    /// Every ruleset sets up behind a screen, and units are face-down until they fight.
    fn hidden_information(&self) -> Option<&dyn HiddenInformation<Self>> {
        Some(self)
    }

    fn scenarios(&self) -> Option<&dyn Scenarios<Self>> {
        Some(self)
    }

    /// Cyvasse's scripts are terrain hooks, each asked about one cell and one unit (most once,
    /// when the ruleset compiles): there is no context of the whole match to evaluate against.
    fn console(
        &self,
        _: &State,
        _: &str,
    ) -> Result<game_sdk::script::ConsoleAnswer, game_sdk::script::ConsoleRefusal> {
        Err(game_sdk::script::ConsoleRefusal::Unavailable(
            "Cyvasse offers no rules console: its scripts are terrain hooks asked about one \
             cell and one unit (pure ones once, when the ruleset compiles), with no context of \
             the whole match to evaluate against"
                .into(),
        ))
    }

    fn bot_hints(&self) -> Option<&dyn BotHints<Self>> {
        Some(self)
    }
}

impl HiddenInformation<Cyvasse> for Cyvasse {
    fn sample_hidden(&self, s: &State, seat: u8, rng: &mut GameRng) -> State {
        self.resample(s, seat, rng)
    }

    fn public_action(&self, s: &State, action: &Action) -> Option<String> {
        self.public(s, action)
    }

    fn revealed_to(&self, before: &State, action: &Action, after: &State, seats: &mut Vec<u8>) {
        self.revealed(before, action, after, seats);
    }
}

impl Scenarios<Cyvasse> for Cyvasse {
    fn scenario(&self, origin: &str, text: &str) -> Result<State, Diagnostic> {
        scenario::load(self, origin, text)
    }
}

impl BotHints<Cyvasse> for Cyvasse {
    fn evaluate(&self, s: &State, seat: u8) -> Option<f64> {
        self.material(s, seat)
    }

    fn rollout_action(&self, s: &State, _rng: &mut GameRng) -> Option<Action> {
        self.rollout_setup(s)
    }
}

game_sdk::export_game!(Cyvasse);

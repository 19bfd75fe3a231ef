//! Palagan as a game plugin: two players summon, move and push pieces on a hexhex board and
//! capture the opponent's clusters left without liberties. The rules are
//! `docs/rules/palagan.md` (ids PAL-1 … PAL-9); the rulesets are `rulesets/palagan/*.toml`
//! (keys: [`config::Config`]) and their house-rule scripts `scripts/palagan/*.lua` (API:
//! `scripts/palagan/API.md`); scenario files are described in `plugins/palagan/SCENARIOS.md`.
//!
//! - [`config`]: the ruleset keys, their checks, and the compiled game ([`Palagan`]);
//! - [`state`]: the match state (PAL-2, PAL-3) and, in [`state::board`], PAL-1's hexhex board,
//!   notation and neighbour tables;
//! - [`rules`]: the action type ([`Action`]), the rules engine: starting a match, turns,
//!   maneuvers, captures, suicide, legal actions, applying them, scoring (PAL-3 … PAL-8) and the
//!   bots' hints;
//! - `view`: the scene (the latest turn highlighted, the end-turn control's question), action
//!   notation (PAL-9) and click paths;
//! - [`script`]: where house rules plug in ([`script::hooks`]) and the hooks backed by the
//!   ruleset's Lua scripts;
//! - [`scenario`]: scenario files (any position, for tests and puzzles);
//! - `counters`: the balance lab's counters;
//! - this file: the [`Game`] implementation, each method handing over to the function of the
//!   same name in the module above that owns it (`status` → `rules::status`).

pub mod config;
mod counters;
pub mod rules;
pub mod scenario;
pub mod script;
pub mod state;
mod view;

pub use config::Palagan;
pub use rules::{Action, Maneuver};
pub use state::{COLOURS, EndReason, Recent, State};

use config::Config;
use game_sdk::scene::{Effect, ElementId, Scene};
use game_sdk::{
    BotHints, Diagnostic, Diagnostics, Game, GameInfo, GameRng, LogLine, Misfit, Refusal,
    RulesetSource, Scenarios, Status, Viewer,
};

impl Game for Palagan {
    type State = State;
    type Action = Action;

    fn ruleset_keys() -> game_sdk::wire::RulesetKeys {
        game_sdk::ruleset::ruleset_keys::<Config>()
    }

    fn info() -> GameInfo {
        GameInfo {
            id: "palagan".into(),
            name: "Palagan".into(),
            version: env!("CARGO_PKG_VERSION").into(),
            description: "Summon, move and push pieces on a hexagonal board; surround the \
                          opponent's clusters to capture them."
                .into(),
            seats: COLOURS.iter().map(|c| c.to_string()).collect(),
            min_seats: 2,
        }
    }

    fn compile(source: &RulesetSource) -> Result<Self, Diagnostics> {
        config::compile(source, &Self::info().id)
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

    fn to_move(&self, s: &State) -> Option<u8> {
        rules::to_move(s)
    }

    fn legal_actions_into(&self, s: &State, out: &mut Vec<Action>) {
        rules::legal_actions_into(self, s, out)
    }

    fn winner(&self, s: &State) -> Option<u8> {
        rules::winner(self, s)
    }

    fn apply(&self, s: &mut State, action: &Action, log: &mut Vec<LogLine>) -> Result<(), Refusal> {
        rules::apply(self, s, *action, log)
    }

    fn scene(&self, s: &State, viewer: Viewer) -> Scene {
        view::scene(self, s, viewer)
    }

    fn format_action(&self, s: &State, action: &Action) -> String {
        view::format_action(self, s, action)
    }

    fn parse_action(&self, s: &State, text: &str) -> Result<Action, Refusal> {
        view::parse_action(self, s, text)
    }

    fn action_path(&self, s: &State, action: &Action) -> Vec<ElementId> {
        view::action_path(self, s, action)
    }

    fn action_effect(&self, s: &State, action: &Action) -> Effect {
        view::action_effect(self, s, action)
    }

    fn counters(&self, s: &State, action: &Action) -> Vec<String> {
        counters::counters(self, s, *action)
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

impl Scenarios<Palagan> for Palagan {
    fn scenario(&self, origin: &str, text: &str) -> Result<State, Diagnostic> {
        scenario::load(self, origin, text)
    }
}

impl BotHints<Palagan> for Palagan {
    fn evaluate(&self, s: &State, seat: u8) -> Option<f64> {
        rules::evaluate(self, s, seat)
    }

    fn rollout_action(&self, s: &State, rng: &mut GameRng) -> Option<Action> {
        rules::rollout_action(self, s, rng)
    }
}

game_sdk::export_game!(Palagan);

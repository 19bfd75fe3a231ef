//! Air, Land & Sea (rules: `docs/rules/air-land-sea.md`, ids ALS-1 … ALS-7) as a game plugin.
//!
//! The Rust core knows no card by name: cards, strengths and tables are the ruleset's TOML
//! (`rulesets/air-land-sea/*.toml`, keys in [`config`]), and every ability is Lua under
//! `scripts/air-land-sea/`, reached through the hook names a card's `ability` key gives (see
//! `scripts/air-land-sea/API.md`).
//!
//! - [`config`]: the ruleset keys, their checks, and compiling a ruleset into [`AirLandSea`];
//! - [`state`]: the match state (and the record of a battle's end);
//! - [`rules`]: the action type ([`Action`]) and the rules core (ALS-2 … ALS-6): setup, turns,
//!   permissions, choices, resolution, strength, scoring;
//! - [`view`]: the scene (what each seat may see), badges and the end-of-battle moment, click
//!   paths and the notation (ALS-7);
//! - [`script`]: the context scripts receive and the glue of hook calls;
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
pub mod view;

pub use config::AirLandSea;
use config::Config;
use game_sdk::scene::{Effect, ElementId, Scene};
use game_sdk::{
    Diagnostic, Diagnostics, Game, GameInfo, GameRng, HiddenInformation, LogLine, Misfit, Refusal,
    RulesetSource, Scenarios, Status, Viewer,
};
pub use rules::Action;
pub use state::{Card, SEATS, State, Theater};

impl Game for AirLandSea {
    type State = State;
    type Action = Action;

    fn ruleset_keys() -> game_sdk::wire::RulesetKeys {
        game_sdk::ruleset::ruleset_keys::<Config>()
    }

    fn info() -> GameInfo {
        GameInfo {
            id: "air-land-sea".into(),
            name: "Air, Land & Sea".into(),
            version: env!("CARGO_PKG_VERSION").into(),
            description: "Two commanders fight battles over three theaters with 18 cards; \
                          control more theaters or withdraw in time."
                .into(),
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

    fn refresh_derived(&self, s: &mut State) -> Result<(), Misfit> {
        rules::refresh_derived(self, s)
    }

    fn status(&self, s: &State) -> Status {
        rules::status(self, s)
    }

    fn legal_actions(&self, s: &State) -> Vec<Action> {
        rules::legal_actions(self, s)
    }

    /// `status` without its prompt: the bots ask it at every step of a search.
    fn to_move(&self, s: &State) -> Option<u8> {
        s.over.is_none().then_some(s.to_move)
    }

    fn legal_actions_into(&self, s: &State, out: &mut Vec<Action>) {
        rules::legal_actions_into(self, s, out)
    }

    /// `status`'s winner without its scores and reason.
    fn winner(&self, s: &State) -> Option<u8> {
        s.over.as_ref().map(|o| o.winner)
    }

    fn apply(&self, s: &mut State, action: &Action, log: &mut Vec<LogLine>) -> Result<(), Refusal> {
        rules::apply(self, s, action, log)
    }

    fn random_playout(
        &self,
        s: &mut State,
        rng: &mut game_sdk::bots::QuickRng,
        cap: u32,
        legal: &mut Vec<Action>,
        log: &mut Vec<LogLine>,
    ) -> game_sdk::bots::Playout {
        rules::random_playout(self, s, rng, cap, legal, log)
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

    /// A play puts a card on the theater its path ends at (or, face-down, the button after it).
    fn action_effect(&self, s: &State, action: &Action) -> Effect {
        view::action_effect(self, s, action)
    }

    fn counters(&self, s: &State, action: &Action) -> Vec<String> {
        counters::counters(self, s, action)
    }

    /// Every ruleset deals hands the opponent does not see.
    fn hidden_information(&self) -> Option<&dyn HiddenInformation<Self>> {
        Some(self)
    }

    fn scenarios(&self) -> Option<&dyn Scenarios<Self>> {
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

impl HiddenInformation<AirLandSea> for AirLandSea {
    fn sample_hidden(&self, s: &State, seat: u8, rng: &mut GameRng) -> State {
        view::sample_hidden(&self.defs, s, seat, rng)
    }

    /// [`sample_hidden`](HiddenInformation::sample_hidden) over a state the search owns,
    /// reusing its allocations.
    fn sample_hidden_into(&self, s: &State, seat: u8, rng: &mut GameRng, out: &mut State) {
        view::sample_hidden_into(&self.defs, s, seat, rng, out);
    }

    /// A card played face-down, and a card of the chooser's that the others may not see in a
    /// chosen option (`transport S2 land`), are "a card" to everyone else.
    fn public_action(&self, s: &State, action: &Action) -> Option<String> {
        view::public_action(self, s, action)
    }

    /// A card played or flipped face-up, drawn or looked at: the seats that now see it; the
    /// end of a battle (the face-down cards revealed, a new deal): both.
    fn revealed_to(&self, before: &State, _: &Action, after: &State, seats: &mut Vec<u8>) {
        view::revealed_to(before, after, self.defs.cards.len(), seats);
    }
}

impl Scenarios<AirLandSea> for AirLandSea {
    fn scenario(&self, origin: &str, text: &str) -> Result<State, Diagnostic> {
        scenario::load(self, origin, text)
    }
}

game_sdk::export_game!(AirLandSea);

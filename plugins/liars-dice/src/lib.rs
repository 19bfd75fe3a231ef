//! Liar's Dice: every player rolls five dice in secret and sees only their own; in turn they
//! bid on how many dice on the whole table show a face, each bid higher than the last, until
//! someone calls the last bid a lie. Then every die is shown: whoever was wrong loses a die,
//! and the last player with dice wins. The rules for players are `rulesets/liars-dice/rules.md`
//! (rule ids LD-1…, authoritative text `docs/rules/liars-dice.md`); rulesets
//! `rulesets/liars-dice/*.toml` (`standard`, `wild-ones`, `spot-on` with its Lua house rule,
//! `openspiel`).
//!
//! Modules, one concern each:
//! - [`config`]: the ruleset keys ([`Config`]) and compiling a ruleset into [`LiarsDice`];
//! - [`state`]: the match state ([`State`]): the dice, the standing bid, the last showdown,
//!   the generator every roll draws from;
//! - [`rules`]: the [`Action`] type, starting a match, legality, bids, the showdown, the end
//!   and the places;
//! - [`view`]: the scene, the click paths, the notation (`bid 3x4`, `liar`, `spot-on`) and
//!   what each seat may know (`sample_hidden`, `revealed_to`);
//! - [`script`]: the Lua context, the `spot_on` hook (house rules) and the rules console;
//! - [`scenario`]: positions from scenario files (`plugins/liars-dice/SCENARIOS.md`);
//! - [`counters`]: what the balance lab counts (`game-host simulate`).
//! - [`hints`]: the bots' rollout policy and evaluation (`BotHints`), the same at every level.
//!
//! This file only hands each method of [`Game`] to the function of the same name in the module
//! that owns it, and exports the game.

pub mod config;
pub mod counters;
pub mod hints;
pub mod rules;
pub mod scenario;
pub mod script;
pub mod state;
pub mod view;

pub use config::{Config, LiarsDice};
pub use rules::Action;
pub use state::{Bid, Call, Showdown, State};

use game_sdk::scene::{ElementId, Scene};
use game_sdk::{
    BotHints, Diagnostic, Diagnostics, Game, GameInfo, GameRng, HiddenInformation, LogLine, Misfit,
    Refusal, RulesetSource, Scenarios, Status, Viewer,
};

impl Game for LiarsDice {
    type State = State;
    type Action = Action;

    fn info() -> GameInfo {
        GameInfo {
            id: "liars-dice".into(),
            name: "Liar's Dice".into(),
            version: env!("CARGO_PKG_VERSION").into(),
            description: "Hidden dice, bids on the whole table, and a call of \"liar\" that \
                          shows every die; the last player with dice wins."
                .into(),
            seats: rules::SEATS.iter().map(|&s| s.into()).collect(),
            min_seats: 2,
        }
    }

    /// LD-1: the ruleset's `players`, the first of the six seats in turn order.
    fn seats(&self) -> u8 {
        self.config.players
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

    fn status(&self, s: &State) -> Status {
        rules::status(self, s)
    }

    /// `status` builds a prompt; the bots ask this at every step of a search.
    fn to_move(&self, s: &State) -> Option<u8> {
        rules::to_move(s)
    }

    fn legal_actions(&self, s: &State) -> Vec<Action> {
        rules::legal_actions(self, s)
    }

    /// The bots list again and again: the list goes into their buffer.
    fn legal_actions_into(&self, s: &State, out: &mut Vec<Action>) {
        rules::legal_actions_into(self, s, out);
    }

    /// The outcome formats a reason; the bots ask only who won.
    fn winner(&self, s: &State) -> Option<u8> {
        s.winner()
    }

    fn apply(&self, s: &mut State, action: &Action, log: &mut Vec<LogLine>) -> Result<(), Refusal> {
        rules::apply(self, s, *action, log)
    }

    fn scene(&self, s: &State, viewer: Viewer) -> Scene {
        view::scene(self, s, viewer)
    }

    fn format_action(&self, _s: &State, action: &Action) -> String {
        view::notation::format_action(*action)
    }

    fn parse_action(&self, _s: &State, text: &str) -> Result<Action, Refusal> {
        view::notation::parse_action(text)
    }

    fn action_path(&self, _s: &State, action: &Action) -> Vec<ElementId> {
        view::action_path(*action)
    }

    /// A ruleset with fewer dice does not fit a running match: the host replays it under the
    /// new rules instead. (Another number of players never gets here: the host refuses to
    /// reload rules of another table under a match; the check stays for any other caller.)
    fn state_fits(&self, s: &State) -> Result<(), Misfit> {
        rules::state_fits(self, s)
    }

    /// The rules console: Lua in the scripts' sandbox, with the hook's context read-only.
    fn console(
        &self,
        s: &State,
        code: &str,
    ) -> Result<game_sdk::script::ConsoleAnswer, game_sdk::script::ConsoleRefusal> {
        script::console(self, s, code)
    }

    fn counters(&self, s: &State, action: &Action) -> Vec<String> {
        counters::counters(self, s, *action)
    }

    /// Every ruleset reads scenario files: a table of dice and a bid, for tests and bug reports.
    fn scenarios(&self) -> Option<&dyn Scenarios<Self>> {
        Some(self)
    }

    /// Every ruleset hides the other players' dice (LD-2) and rolls during play (LD-6).
    fn hidden_information(&self) -> Option<&dyn HiddenInformation<Self>> {
        Some(self)
    }

    /// A rollout policy for one-round rules, and no decisive checks on one sample ([`hints`]).
    fn bot_hints(&self) -> Option<&dyn BotHints<Self>> {
        Some(self)
    }
}

/// The bots' hints ([`hints`]): the same for every level.
impl BotHints<LiarsDice> for LiarsDice {
    /// A cut-off rollout counts as a draw (a share of the dice was tried: see [`hints`]).
    fn evaluate(&self, _s: &State, _seat: u8) -> Option<f64> {
        None
    }

    fn rollout_action(&self, s: &State, rng: &mut GameRng) -> Option<Action> {
        hints::rollout_action(self, s, rng)
    }

    /// A call wins at once only in the sample of the other players' dice the checks look at.
    fn root_tactics(&self) -> bool {
        false
    }
}

/// The hidden-information capability: the dice (LD-2, LD-5, LD-6).
impl HiddenInformation<LiarsDice> for LiarsDice {
    /// The other seats' dice rolled anew, and a new generator for the rolls to come.
    fn sample_hidden(&self, s: &State, seat: u8, rng: &mut GameRng) -> State {
        view::hidden::sample_hidden(s, seat, rng)
    }

    /// The same world written over the bots' scratch state, reusing its buffers.
    fn sample_hidden_into(&self, s: &State, seat: u8, rng: &mut GameRng, out: &mut State) {
        view::hidden::sample_hidden_into(s, seat, rng, out);
    }

    /// Bids and calls name no die: their notation is public.
    fn public_action(&self, _s: &State, _action: &Action) -> Option<String> {
        None
    }

    /// A call shows every die to every seat and rolls each its new dice.
    fn revealed_to(&self, before: &State, action: &Action, _after: &State, seats: &mut Vec<u8>) {
        view::hidden::revealed_to(self, before, *action, seats);
    }
}

/// The scenario capability (`Game::scenarios`).
impl Scenarios<LiarsDice> for LiarsDice {
    fn scenario(&self, origin: &str, text: &str) -> Result<State, Diagnostic> {
        scenario::load(self, origin, text)
    }
}

game_sdk::export_game!(LiarsDice);

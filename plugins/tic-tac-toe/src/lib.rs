//! Tic-tac-toe (any m×m board, k in a row): the example plugin a game author copies.
//!
//! The rules for players are in `rulesets/tic-tac-toe/rules.md`, the rulesets beside it
//! (`standard.toml`; misère, a house rule in Lua, ships as the example mod
//! `mods/tic-tac-toe-misere/`;
//! `phantom.toml`, where each player sees only their own marks: the example of hidden
//! information).
//! Scenario files are described in `plugins/tic-tac-toe/SCENARIOS.md`. Every plugin crate has
//! the same modules, so each concern is found in the same file in every game:
//!
//! - `lib.rs` (this file): the [`Game`] impl, each method handing over to the function of the
//!   same name in the module that owns its concern (`status` → `rules::status`), and the export
//!   line at the bottom;
//! - [`config`]: the ruleset keys ([`Config`]), their checks, compiling a ruleset into
//!   [`TicTacToe`];
//! - [`state`]: the match state ([`State`]);
//! - [`rules`]: the [`Action`] type, starting a match, legality, applying a move, whose turn it
//!   is, the result;
//! - [`view`]: the scene, its legend, click paths and the notation (`b2`);
//! - [`script`]: the Lua context and hooks (house rules);
//! - [`scenario`]: positions from scenario files;
//! - [`counters`]: what the balance lab counts (`game-host simulate`).

pub mod config;
pub mod counters;
pub mod rules;
pub mod scenario;
pub mod script;
pub mod state;
pub mod view;

pub use config::{Config, TicTacToe};
pub use rules::{Action, LineKind};
pub use state::State;

use game_sdk::bots::{Playout, QuickRng};
use game_sdk::scene::{Effect, ElementId, Scene};
use game_sdk::{
    BotHints, Diagnostic, Diagnostics, Game, GameInfo, GameRng, HiddenInformation, LogLine, Misfit,
    Refusal, RulesetSource, Scenarios, Status, Viewer,
};

impl Game for TicTacToe {
    type State = State;
    type Action = Action;

    fn info() -> GameInfo {
        GameInfo {
            id: "tic-tac-toe".into(),
            name: "Tic-tac-toe".into(),
            version: env!("CARGO_PKG_VERSION").into(),
            description: "Three (or k) in a row on a square board. The example plugin.".into(),
            seats: rules::SEATS.iter().map(|&s| s.into()).collect(),
            min_seats: 2,
        }
    }

    /// Every game with ruleset keys: `game-host keys` and the rules panel show this.
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

    /// A game whose `status` allocates (its prompt): the bots ask this at every search step.
    fn to_move(&self, s: &State) -> Option<u8> {
        rules::to_move(self, s)
    }

    fn legal_actions(&self, s: &State) -> Vec<Action> {
        rules::legal_actions(self, s)
    }

    /// A game whose bots list legal actions at every step fills the buffer it is given.
    fn legal_actions_into(&self, s: &State, out: &mut Vec<Action>) {
        rules::legal_actions_into(self, s, out);
    }

    /// A game whose outcome formats a reason answers the bots' question without it.
    fn winner(&self, s: &State) -> Option<u8> {
        s.winner
    }

    fn apply(&self, s: &mut State, action: &Action, log: &mut Vec<LogLine>) -> Result<(), Refusal> {
        rules::apply(self, s, *action, log)
    }

    fn scene(&self, s: &State, viewer: Viewer) -> Scene {
        view::scene(self, s, viewer)
    }

    fn format_action(&self, _s: &State, action: &Action) -> String {
        view::format_action(self, *action)
    }

    fn parse_action(&self, _s: &State, text: &str) -> Result<Action, Refusal> {
        view::parse_action(self, text)
    }

    fn action_path(&self, _s: &State, action: &Action) -> Vec<ElementId> {
        view::action_path(self, *action)
    }

    /// A game whose moves do different things to their target (capture, attack, push).
    fn action_effect(&self, _s: &State, _action: &Action) -> Effect {
        Effect::Place
    }

    /// A game whose rulesets change the shape of the state (board size, the card list): a hot
    /// reload that does not fit replays the match instead.
    fn state_fits(&self, s: &State) -> Result<(), Misfit> {
        rules::state_fits(self, s)
    }

    /// A game whose state caches numbers from the rules (strengths, totals) recomputes them
    /// here after a hot reload. Tic-tac-toe caches none.
    fn refresh_derived(&self, _s: &mut State) -> Result<(), Misfit> {
        Ok(())
    }

    /// A game with a designer who wants to know how it is played (`game-host simulate`).
    fn counters(&self, s: &State, action: &Action) -> Vec<String> {
        counters::counters(self, s, *action)
    }

    // The optional capabilities: each is `None` by default; rules that have one return it,
    // usually themselves, implementing the capability's trait in the module that owns it.

    /// A game that starts tests, puzzles and bug reports from any position: every tic-tac-toe
    /// ruleset reads scenario files (`Scenarios`, below, handing over to `scenario.rs`).
    fn scenarios(&self) -> Option<&dyn Scenarios<Self>> {
        Some(self)
    }

    /// Rules that hide something from some seat (hands, a hidden setup) return `Some(self)` and
    /// implement `HiddenInformation`: `sample_hidden` (what the bots may believe) and
    /// `public_action` (how the move log names a move whose notation shows a secret). The host
    /// then adds the hand-over screen and stricter undo. Here only the phantom rules hide
    /// anything (TTT-P1; the impl below hands over to `view.rs`); the standard rules return `None`, so the
    /// bots search the real position without re-sampling it and cost what they always did.
    fn hidden_information(&self) -> Option<&dyn HiddenInformation<Self>> {
        self.config
            .phantom
            .then_some(self as &dyn HiddenInformation<Self>)
    }

    /// A game whose random rollouts stop before the end (`evaluate`) or play better or cheaper
    /// with a hint (`rollout_action`) returns `Some(self)` and implements `BotHints`
    /// (Palagan and Cyvasse do). Tic-tac-toe's rollouts are short and always finish, and
    /// uniform play suits its cells.
    fn bot_hints(&self) -> Option<&dyn BotHints<Self>> {
        None
    }

    /// A game whose random rollouts can be one loop plays them itself: the same draws and
    /// moves as the SDK's generic playout, without listing the legal actions at every step
    /// (the rollouts are most of a search). Phantom marks and `line_completed` scripts take
    /// the generic one.
    fn random_playout(
        &self,
        s: &mut State,
        rng: &mut QuickRng,
        cap: u32,
        legal: &mut Vec<Action>,
        log: &mut Vec<LogLine>,
    ) -> Playout {
        match rules::random_playout(self, s, rng, cap) {
            Some(end) => end,
            None => game_sdk::bots::uniform_playout(self, s, rng, cap, legal, log),
        }
    }
}

/// The hidden-information capability (`Game::hidden_information`), which only the phantom
/// rules return.
impl HiddenInformation<TicTacToe> for TicTacToe {
    /// The other player's unseen marks dealt anew, consistently with what `seat` knows.
    fn sample_hidden(&self, s: &State, seat: u8, rng: &mut GameRng) -> State {
        view::sample_hidden(self, s, seat, rng)
    }

    /// The same world written over the search's own state (no allocation once warmed up).
    fn sample_hidden_into(&self, s: &State, seat: u8, rng: &mut GameRng, out: &mut State) {
        view::sample_hidden_into(self, s, seat, rng, out);
    }

    /// A try names its cell to the mover only: the others read "X marked a cell" or "X tried
    /// a cell O holds".
    fn public_action(&self, s: &State, action: &Action) -> Option<String> {
        Some(view::public_action(self, s, *action))
    }

    /// The end shows everyone the whole board; a try shows the mover what the cell held.
    fn revealed_to(&self, before: &State, _: &Action, after: &State, seats: &mut Vec<u8>) {
        view::revealed_to(self, before, after, seats);
    }
}

/// The scenario capability (`Game::scenarios`): every tic-tac-toe ruleset reads these files.
impl Scenarios<TicTacToe> for TicTacToe {
    fn scenario(&self, origin: &str, text: &str) -> Result<State, Diagnostic> {
        scenario::load(self, origin, text)
    }
}

#[cfg(feature = "export")]
game_sdk::export_game!(TicTacToe);

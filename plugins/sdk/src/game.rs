//! The `Game` trait: a game as a pure reducer over its own state.

use crate::diag::{Diagnostic, Diagnostics};
use crate::rng::GameRng;
use crate::ruleset::RulesetSource;
use crate::scene::{Effect, ElementId, Scene};
use crate::wire::{GameInfo, LogLine, Status, Viewer};
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::fmt::Debug;

/// Why an action was refused. The state it was applied to is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct Illegal(pub String);

impl Illegal {
    pub fn new(reason: impl Into<String>) -> Self {
        Self(reason.into())
    }
}

/// A game: a value of the implementing type is one *compiled ruleset*; all match state lives in
/// [`Game::State`]. Implementations do no I/O, read no clock and use no randomness but the
/// [`GameRng`] stored in their state, so a match is its start plus its list of actions.
pub trait Game: Sized + Send + Sync + 'static {
    type State: Clone + PartialEq + Debug + Serialize + DeserializeOwned + Send + Sync;
    type Action: Clone + PartialEq + Debug + Send + Sync;

    /// Name, version and seats; must not depend on a ruleset.
    fn info() -> GameInfo;

    /// The ruleset keys as Markdown (key, type, default, range, description), for `game-host
    /// keys` and the rules panel; usually `game_sdk::ruleset::keys_markdown::<Config>()`.
    fn ruleset_keys() -> String {
        String::new()
    }

    /// Compiles a ruleset (TOML and scripts) into a game, or says what is wrong with it.
    fn compile(source: &RulesetSource) -> Result<Self, Diagnostics>;

    /// A new match from a seed.
    fn start(&self, seed: u64) -> Self::State;

    /// A match set up from a scenario file (`origin` is its path, for messages).
    fn scenario(&self, origin: &str, text: &str) -> Result<Self::State, Diagnostic> {
        let _ = text;
        Err(Diagnostic::file(origin, "this game has no scenario format"))
    }

    fn status(&self, state: &Self::State) -> Status;

    /// The seat to move, or `None` once the match is over: [`Game::status`] without its text.
    /// The bots ask this at every step of a search and ask `status` only for a finished
    /// match's outcome, so a game whose `status` builds a prompt may answer this without
    /// allocating. Must agree with `status` (the default asks it).
    fn to_move(&self, state: &Self::State) -> Option<u8> {
        self.status(state).to_move()
    }

    /// Every legal action for the seat to move; empty when the match is over. Never lists an
    /// action that leads into a position where the mover cannot finish the turn legally.
    fn legal_actions(&self, state: &Self::State) -> Vec<Self::Action>;

    /// Applies an action atomically: on `Err` the state is exactly as before. `log` receives
    /// lines for the match log, each with who may read it: a line that names something hidden
    /// from some seat goes only to the seat that may know it ([`LogLine::seat`]), with a
    /// public line saying what the others learn where they must learn something ("a face-down
    /// card in Land is destroyed"); hosts show each viewer only the lines it may read.
    fn apply(
        &self,
        state: &mut Self::State,
        action: &Self::Action,
        log: &mut Vec<LogLine>,
    ) -> Result<(), Illegal>;

    /// What `viewer` may see. Must not contain anything hidden from that viewer.
    fn scene(&self, state: &Self::State, viewer: Viewer) -> Scene;

    /// The action in the notation of the game's rules file.
    fn format_action(&self, state: &Self::State, action: &Self::Action) -> String;

    /// The action as every seat may know it, when its notation names something hidden from
    /// some seat (a card played face-down, a unit placed behind a screen); `None` when the
    /// notation is public. Move logs show this to players; the record keeps the notation.
    fn public_action(&self, state: &Self::State, action: &Self::Action) -> Option<String> {
        let _ = (state, action);
        None
    }

    /// Reads the notation; need not check legality (that is [`Game::apply`]'s job).
    fn parse_action(&self, state: &Self::State, text: &str) -> Result<Self::Action, Illegal>;

    /// The scene elements a player clicks, in order, to make this action.
    fn action_path(&self, state: &Self::State, action: &Self::Action) -> Vec<ElementId>;

    /// What the action does to its target (the last element of its path): a capture, an
    /// attack or a push is marked differently from a plain move. Default: a move.
    fn action_effect(&self, state: &Self::State, action: &Self::Action) -> Effect {
        let _ = (state, action);
        Effect::Move
    }

    /// Whether a match state made under other rules still fits these rules (checked when a
    /// ruleset is hot-reloaded under a running match). `Err(reason)` makes the host replay the
    /// match's record from its start under these rules instead, e.g. when the board size changed
    /// or a card in play no longer exists. Things derived from the rules (strengths, legal moves)
    /// need no check: they are recomputed from the new rules anyway.
    fn state_fits(&self, state: &Self::State) -> Result<(), String> {
        let _ = state;
        Ok(())
    }

    /// Recomputes what a state caches from the rules (effective strengths, totals, …) after the
    /// match was put under these rules by a hot reload; called on a state that
    /// [`Game::state_fits`]. `Err(reason)` is treated like a state that does not fit.
    fn refresh_derived(&self, state: &mut Self::State) -> Result<(), String> {
        let _ = state;
        Ok(())
    }

    /// A state consistent with everything `seat` knows, with the hidden rest re-sampled from
    /// `rng`. Perfect-information games keep the default.
    fn sample_hidden(&self, state: &Self::State, seat: u8, rng: &mut GameRng) -> Self::State {
        let _ = (seat, rng);
        state.clone()
    }

    /// An optional evaluation hint for the bots: the chance, in `0.0..=1.0`, that `seat` wins
    /// from this (unfinished) state. Bots call it where a random rollout stops at its length
    /// cap; without it (`None`) such a rollout counts as a draw. Must be pure like the rest.
    fn evaluate(&self, state: &Self::State, seat: u8) -> Option<f64> {
        let _ = (state, seat);
        None
    }

    /// An optional playout hint for the bots: the action to play at this point of a search's
    /// random rollout instead of a uniformly random legal one (`None`: uniform). Rollouts are
    /// most of a search's work and their quality its strength, so a game may make them cheaper
    /// (one "complete my setup at random" action instead of thirty single placements) or more
    /// like real play (prefer a capture). Only rollouts use it, never the search tree, so the
    /// bots still consider every legal action. It must draw randomness only from `rng` and see
    /// no more of `state` than the rules allow the seat to move (the bots pass it determinized
    /// states only). An action `apply` refuses falls back to a uniform one.
    fn rollout_action(&self, state: &Self::State, rng: &mut GameRng) -> Option<Self::Action> {
        let _ = (state, rng);
        None
    }

    /// Counters for the balance lab: names to add one to when `action` is applied to `state`
    /// (e.g. `"played Air 3"`). `game-host simulate` reports their averages per game.
    fn counters(&self, state: &Self::State, action: &Self::Action) -> Vec<String> {
        let _ = (state, action);
        Vec::new()
    }
}

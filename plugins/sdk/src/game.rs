//! The `Game` trait: a game as a pure reducer over its own state.

use crate::bots::{Playout, QuickRng};
use crate::diag::{Diagnostic, Diagnostics};
use crate::rng::GameRng;
use crate::ruleset::RulesetSource;
use crate::scene::{Effect, ElementId, Scene};
use crate::script::ScriptError;
use crate::wire::{Capabilities, GameInfo, LogLine, Status, Viewer};
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::borrow::Cow;
use std::fmt::Debug;
use std::hash::Hash;

/// Why an action was refused (by [`Game::apply`] or [`Game::parse_action`]). The state it was
/// applied to is unchanged. The boundary passes it on as it is: an illegal action is the
/// player's mistake and reads as the game's reason; a script failure is the ruleset author's,
/// and reads with its file, line and hook.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    /// The rules do not allow it, or the notation does not read: the reason, for the player,
    /// best a message of the game's catalogue (`msg!("refuse-…", …)`) so that each player reads
    /// it in their language (plain text is shown as it is).
    #[error("{0}")]
    Illegal(String),
    /// A script failed while the rules decided (a hook errored, ran out of budget or answered
    /// nonsense): the action is refused because its rules could not be run. Boxed, so that the
    /// common case stays one `String` wide.
    #[error("{0}")]
    Script(Box<ScriptError>),
}

impl Refusal {
    /// An illegal action, with the reason a player reads.
    pub fn illegal(reason: impl Into<String>) -> Self {
        Self::Illegal(reason.into())
    }

    /// The reason an illegal action was refused; `None` for a script failure.
    pub fn reason(&self) -> Option<&str> {
        match self {
            Self::Illegal(r) => Some(r),
            Self::Script(_) => None,
        }
    }
}

impl From<ScriptError> for Refusal {
    fn from(e: ScriptError) -> Self {
        Self::Script(Box::new(e))
    }
}

/// A game: a value of the implementing type is one *compiled ruleset*; all match state lives in
/// [`Game::State`]. Implementations do no I/O, read no clock and use no randomness but the
/// [`GameRng`] stored in their state, so a match is its start plus its list of actions.
///
/// # Required, optional, capabilities
///
/// Every game implements the methods without a default: setup ([`Game::info`],
/// [`Game::compile`], [`Game::start`]), play ([`Game::status`], [`Game::legal_actions`],
/// [`Game::apply`]), and what players see and write ([`Game::scene`], the notation, the click
/// paths). The methods with a default are refinements whose default is right for most games
/// ([`Game::action_effect`], the hot-reload checks, [`Game::counters`]) or fast paths for the
/// bots that a game whose search is slow may take ([`Game::to_move`],
/// [`Game::legal_actions_into`], [`Game::winner`], [`Game::random_playout`]).
///
/// Behaviour that only some games (or some rulesets of a game) have is a *capability*: a method
/// returning `Option<&dyn Capability<Self>>`, `None` by default, usually answered `Some(self)`
/// with the capability's trait implemented beside the game. A capability's trait has no
/// defaults, so a game cannot have half of one; and since it is asked of the compiled rules,
/// the host learns it per ruleset ([`crate::wire::Capabilities`], the reply to `compile`).
///
/// - [`Game::hidden_information`] → [`HiddenInformation`] (`sample_hidden`, `public_action`,
///   `revealed_to`): rules that hide something from some seat (hands, a hidden setup, phantom
///   marks). The host then adds the hand-over screen and never undoes a move that revealed
///   something, the bots re-sample what their seat cannot see, and the testkit's leak and
///   reveal checks have worlds to compare.
/// - [`Game::scenarios`] → [`Scenarios`] (`scenario`): games that start from a drawn position
///   (tests, puzzles, bug reports); hosts refuse a scenario for rules without one before they
///   try.
/// - [`Game::bot_hints`] → [`BotHints`] (`evaluate`, `rollout_action`): games whose random
///   rollouts are cut off (long games) or play better or cheaper with a hint.
///
/// Callers that do not care whether a capability is there use [`seen_by`] (a seat's view of a
/// state, the state itself where nothing is hidden), [`public_action`] and [`revealed_to`].
pub trait Game: Sized + Send + Sync + 'static {
    type State: Clone + PartialEq + Debug + Serialize + DeserializeOwned + Send + Sync + 'static;
    /// Compared and hashed: a bot's search finds an action among a node's children by its hash.
    type Action: Clone + Eq + Hash + Debug + Send + Sync;

    /// Name, version and the seats the game can have (`seats` names the most, `min_seats`
    /// says the fewest); must not depend on a ruleset: a ruleset picks how many of these seats
    /// its table has ([`Game::seats`]).
    fn info() -> GameInfo;

    /// How many seats these compiled rules have: the first `seats()` of [`Game::info`]'s, in
    /// turn order. A game for a range of players reads it from its ruleset (call the key
    /// `players`, validated to the game's range); the default, every seat the game names, is
    /// right for a game with one table size. The SDK refuses a compiled ruleset whose count is
    /// outside `min_seats..=seats.len()`; bots, the testkit and the host ask this, never
    /// `info().seats.len()`.
    fn seats(&self) -> u8 {
        Self::info().max_seats()
    }

    /// The ruleset keys as data (key, type, default, range, description, and the JSON Schema),
    /// for `game-host keys`, `game-host schema` and the rules panel; usually
    /// `game_sdk::ruleset::ruleset_keys::<Config>()`. Empty: the game does not document them.
    fn ruleset_keys() -> crate::wire::RulesetKeys {
        crate::wire::RulesetKeys::default()
    }

    /// Compiles a ruleset (TOML and scripts) into a game, or says what is wrong with it.
    fn compile(source: &RulesetSource) -> Result<Self, Diagnostics>;

    /// A new match from a seed.
    fn start(&self, seed: u64) -> Self::State;

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

    /// [`Game::legal_actions`] into `out`, replacing what it held: the bots list again and
    /// again (every step of a rollout), and a game that fills the buffer it is given instead
    /// of returning a new one allocates nothing. Must list exactly what `legal_actions` lists,
    /// in the same order (the default hands over its list).
    fn legal_actions_into(&self, state: &Self::State, out: &mut Vec<Self::Action>) {
        *out = self.legal_actions(state);
    }

    /// The winner of a finished match: [`Game::status`]'s winner without its text (`None`
    /// for a draw, and while the match goes on). The bots ask it at the end of every rollout,
    /// so a game whose outcome formats a reason may answer this without allocating. Must agree
    /// with `status` (the default asks it).
    fn winner(&self, state: &Self::State) -> Option<u8> {
        match self.status(state) {
            Status::Over(o) => o.winner,
            Status::ToMove { .. } => None,
        }
    }

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
    ) -> Result<(), Refusal>;

    /// What `viewer` may see. Must not contain anything hidden from that viewer.
    fn scene(&self, state: &Self::State, viewer: Viewer) -> Scene;

    /// The action in the notation of the game's rules file.
    fn format_action(&self, state: &Self::State, action: &Self::Action) -> String;

    /// Reads the notation; need not check legality (that is [`Game::apply`]'s job).
    fn parse_action(&self, state: &Self::State, text: &str) -> Result<Self::Action, Refusal>;

    /// The scene elements a player clicks, in order, to make this action.
    fn action_path(&self, state: &Self::State, action: &Self::Action) -> Vec<ElementId>;

    /// What the action does to its target (the last element of its path): a capture, an
    /// attack or a push is marked differently from a plain move. Default: a move.
    fn action_effect(&self, state: &Self::State, action: &Self::Action) -> Effect {
        let _ = (state, action);
        Effect::Move
    }

    /// Whether a match state made under other rules still fits these rules (checked when a
    /// ruleset is hot-reloaded under a running match). `Err` makes the host replay the match's
    /// record from its start under these rules instead, e.g. when the board size changed
    /// ([`Misfit::Board`]) or a card in play no longer exists ([`Misfit::Components`]). Things
    /// derived from the rules (strengths, legal moves) need no check: they are recomputed from
    /// the new rules anyway.
    fn state_fits(&self, state: &Self::State) -> Result<(), Misfit> {
        let _ = state;
        Ok(())
    }

    /// Recomputes what a state caches from the rules (effective strengths, totals, …) after the
    /// match was put under these rules by a hot reload; called on a state that
    /// [`Game::state_fits`]. `Err` (usually [`Misfit::Derived`]) is treated like a state that
    /// does not fit.
    fn refresh_derived(&self, state: &mut Self::State) -> Result<(), Misfit> {
        let _ = state;
        Ok(())
    }

    /// These rules' hidden information: `None` (the default) when every seat sees the whole
    /// state, as in chess or standard tic-tac-toe; else the two functions every game with
    /// secrets needs (see [`HiddenInformation`]), usually `Some(self)`. Asked of the *compiled*
    /// rules, so one ruleset of a game may hide information and another not (tic-tac-toe's
    /// `phantom`). The host gives a match with secrets the hand-over screen and stricter undo;
    /// the bots search a match without them on the real state, without re-sampling.
    fn hidden_information(&self) -> Option<&dyn HiddenInformation<Self>> {
        None
    }

    /// Whether these rules read scenario files (a position to start from, for tests, puzzles
    /// and bug reports): `None` (the default) when they do not, and the host says so before
    /// it tries; else the reader, usually `Some(self)`.
    fn scenarios(&self) -> Option<&dyn Scenarios<Self>> {
        None
    }

    /// Hints that make the bots stronger or faster ([`BotHints`]); `None` (the default): bots
    /// play uniform random rollouts and count a rollout cut off at its cap as a draw.
    fn bot_hints(&self) -> Option<&dyn BotHints<Self>> {
        None
    }

    /// One uniformly random rollout of a bot's search, for games without [`BotHints`]: from
    /// `state`, at most `cap` actions, each drawn as `legal[rng.below(legal.len())]` from the
    /// legal actions in [`Game::legal_actions`] order, until the match is over. Rollouts are
    /// most of a search's work, so a game may play them in a loop of its own (tic-tac-toe
    /// does), as long as it plays exactly what the default
    /// ([`crate::bots::uniform_playout`]) plays: the same draws of `rng`, the same actions, the
    /// same final state (`legal` and `log` are reusable buffers, their contents unspecified).
    /// Games with [`BotHints`] are not asked: their rollouts take the hints.
    fn random_playout(
        &self,
        state: &mut Self::State,
        rng: &mut QuickRng,
        cap: u32,
        legal: &mut Vec<Self::Action>,
        log: &mut Vec<LogLine>,
    ) -> Playout {
        crate::bots::uniform_playout(self, state, rng, cap, legal, log)
    }

    /// The rules console: evaluates the Lua `code` in the rules' sandbox against a read-only
    /// copy of `state` (the referee's view: the host offers it only where nobody at the device
    /// may be kept from anything), usually through [`crate::script::ScriptHost::eval`] with the
    /// game's context in its read-only mode. The default refuses, naming the game: a game
    /// without scripts, or without a read-only context, says so.
    fn console(
        &self,
        state: &Self::State,
        code: &str,
    ) -> Result<crate::script::ConsoleAnswer, crate::script::ConsoleRefusal> {
        let _ = (state, code);
        Err(crate::script::ConsoleRefusal::Unavailable(format!(
            "{} offers no rules console: its scripts get no read-only context of the whole match",
            Self::info().name
        )))
    }

    /// Counters for the balance lab: names to add one to when `action` is applied to `state`
    /// (e.g. `"played Air 3"`). `game-host simulate` reports their averages per game.
    fn counters(&self, state: &Self::State, action: &Self::Action) -> Vec<String> {
        let _ = (state, action);
        Vec::new()
    }
}

/// The hidden-information capability of compiled rules ([`Game::hidden_information`]): rules
/// that hide something from some seat must say what a seat may know, how others see a move and
/// whom a move tells a secret, so all three are required here, and a game provides them only by
/// returning this capability.
pub trait HiddenInformation<G: Game> {
    /// A state consistent with everything `seat` knows, with the hidden rest re-sampled from
    /// `rng`: the bots search such states, and the testkit's leak check compares what a seat is
    /// shown in them with the real state. Sample from what the seat knows alone (not from where
    /// the hidden things really are), re-sample *everything* the seat cannot see, and replace
    /// every generator the state holds with [`GameRng::resampled`]: the future draws are hidden
    /// from every seat (the testkit's `samples` check fails a sample that keeps a hidden part or
    /// a generator of the real state). Rules that draw during play need this capability even
    /// when nothing is hidden now.
    fn sample_hidden(&self, state: &G::State, seat: u8, rng: &mut GameRng) -> G::State;

    /// [`Self::sample_hidden`] written over `out` (a state of the same match the caller owns),
    /// so a game can reuse `out`'s buffers: the bots re-sample at every search iteration, and a
    /// game that overrides this allocates nothing there. It must leave in `out` exactly the
    /// state `sample_hidden` returns with the same generator, and draw the same numbers from
    /// `rng` (the testkit's `samples` check compares them). Default: `sample_hidden`.
    fn sample_hidden_into(
        &self,
        state: &G::State,
        seat: u8,
        rng: &mut GameRng,
        out: &mut G::State,
    ) {
        *out = self.sample_hidden(state, seat, rng);
    }

    /// The action as every seat may know it, when its notation names something hidden from
    /// some seat (a card played face-down, a unit placed behind a screen); `None` when the
    /// notation is public. Move logs show this to players; the record keeps the notation.
    fn public_action(&self, state: &G::State, action: &G::Action) -> Option<String>;

    /// Pushes onto `seats` every seat that learned, through `action` (applied to `before`,
    /// giving `after`), something that was hidden from it before: a card turned face up, dealt,
    /// drawn or revealed at a battle's end, a screen lifted, a hidden mark found, a random draw
    /// shown to it, the whole table shown at the end. The host's Undo never takes such an
    /// action back ([`crate::wire::Applied::revealed_to`]); a seat that could already see or
    /// deduce everything the action shows it is left out. `seats` comes empty; order and
    /// duplicates do not matter (the callers sort and deduplicate).
    ///
    /// Called only with an action that `before` accepted and the state it gave. Decide from
    /// the two states, in the terms of [`HiddenInformation::sample_hidden`]: a seat learned
    /// something when what it is shown after the move (its scene, the status, the lines and
    /// the public form of the move it may read, its options) could not be the same in some world
    /// it could not tell apart from `before`. Declaring a seat that learned nothing costs only
    /// an Undo; missing one lets a player take back a move after seeing a secret. The testkit
    /// checks the declaration along random matches (`testkit::reveals`).
    fn revealed_to(
        &self,
        before: &G::State,
        action: &G::Action,
        after: &G::State,
        seats: &mut Vec<u8>,
    );
}

/// The scenario capability of compiled rules ([`Game::scenarios`]).
pub trait Scenarios<G: Game> {
    /// A match set up from a scenario file (`origin` is its path, for messages).
    fn scenario(&self, origin: &str, text: &str) -> Result<G::State, Diagnostic>;
}

/// Hints for the bots ([`Game::bot_hints`]). Both must be pure like the rest of the game, draw
/// randomness only from the `rng` given, and see no more of a state than the rules allow the
/// seat to move (the bots pass them determinized states only).
pub trait BotHints<G: Game> {
    /// The chance, in `0.0..=1.0`, that `seat` wins from this (unfinished) state. Bots call it
    /// where a random rollout stops at its length cap; `None` counts such a rollout as a draw.
    fn evaluate(&self, state: &G::State, seat: u8) -> Option<f64>;

    /// The action to play at this point of a search's random rollout instead of a uniformly
    /// random legal one (`None`: uniform). Rollouts are most of a search's work and their
    /// quality its strength, so a game may make them cheaper (one "complete my setup at random"
    /// action instead of thirty single placements) or more like real play (prefer a capture).
    /// Only rollouts use it, never the search tree, so the bots still consider every legal
    /// action. An action `apply` refuses falls back to a uniform one.
    fn rollout_action(&self, state: &G::State, rng: &mut GameRng) -> Option<G::Action>;

    /// The actions a bot chooses among here, where the game knows that the other legal
    /// actions are only steps towards one of them (Cyvasse: on an untouched homeland, a whole
    /// setup, random or named, rather than thirty single tiles, each one a search): the bot's
    /// search then considers only these (those of them that are legal), one decision instead of
    /// many. It must depend only on what the seat to move knows (its own setup, the public
    /// table). `None` (the default, the only method of this trait that has one, since most
    /// games never need it): every legal action.
    fn decisions(&self, state: &G::State) -> Option<Vec<G::Action>> {
        let _ = state;
        None
    }

    /// Whether the bots' decisive and anti-decisive checks at the root (`bots::tactics`: play
    /// a move that wins at once, leave out moves after which an opponent wins at once) suit
    /// this game. They look at one determinization, the bot's own sample of what it cannot
    /// see: where an immediate win hangs on hidden information (Liar's Dice: a call wins when
    /// the bid misses, which depends on the other players' dice), one sample turns them into
    /// guesses that overrule the search. `false` leaves every decision to the search. Default
    /// `true`.
    fn root_tactics(&self) -> bool {
        true
    }
}

/// Why a match state does not fit compiled rules ([`Game::state_fits`],
/// [`Game::refresh_derived`]); the host then replays the match's record under them instead.
/// The message is shown to the player as the reason for the replay.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Misfit {
    /// The board has another shape or size than these rules give it.
    #[error("{0}")]
    Board(String),
    /// The state refers to components these rules do not have (a card, a unit kind, a terrain,
    /// a theater, by their index in the ruleset's lists).
    #[error("{0}")]
    Components(String),
    /// What the state caches from the rules could not be recomputed under these (a script
    /// failed).
    #[error("{0}")]
    Derived(String),
}

/// `state` as `seat` may know it, with everything hidden from it re-sampled from `rng`; the
/// state itself, uncopied and without touching `rng`, under rules that hide nothing.
pub fn seen_by<'s, G: Game>(
    game: &G,
    state: &'s G::State,
    seat: u8,
    rng: &mut GameRng,
) -> Cow<'s, G::State> {
    match game.hidden_information() {
        Some(hidden) => Cow::Owned(hidden.sample_hidden(state, seat, rng)),
        None => Cow::Borrowed(state),
    }
}

/// [`seen_by`] written over `out`: `state` itself copied (with `clone_from`, reusing `out`'s
/// buffers) under rules that hide nothing, else [`HiddenInformation::sample_hidden_into`].
pub fn seen_by_into<G: Game>(
    game: &G,
    state: &G::State,
    seat: u8,
    rng: &mut GameRng,
    out: &mut G::State,
) {
    match game.hidden_information() {
        Some(hidden) => hidden.sample_hidden_into(state, seat, rng, out),
        None => out.clone_from(state),
    }
}

/// The seats `action` (applied to `before`, giving `after`) revealed something hidden to
/// ([`HiddenInformation::revealed_to`]), ascending and without duplicates; always empty under
/// rules that hide nothing.
pub fn revealed_to<G: Game>(
    game: &G,
    before: &G::State,
    action: &G::Action,
    after: &G::State,
) -> Vec<u8> {
    let mut seats = Vec::new();
    if let Some(hidden) = game.hidden_information() {
        hidden.revealed_to(before, action, after, &mut seats);
        seats.sort_unstable();
        seats.dedup();
    }
    seats
}

/// The public form of an action ([`HiddenInformation::public_action`]): `None` when its
/// notation is public, always so under rules that hide nothing.
pub fn public_action<G: Game>(game: &G, state: &G::State, action: &G::Action) -> Option<String> {
    game.hidden_information()
        .and_then(|hidden| hidden.public_action(state, action))
}

/// Whether `game`'s seat count is one its [`Game::info`] allows: the message says what is
/// wrong, for a ruleset author.
pub fn check_seats<G: Game>(game: &G) -> Result<(), String> {
    let info = G::info();
    let (n, min, max) = (game.seats(), info.min_seats, info.max_seats());
    if min == 0 || min > max {
        return Err(format!(
            "the game says it seats {min} to {max} players: `min_seats` must be at least 1 and \
             at most the number of seat names"
        ));
    }
    if !(min..=max).contains(&n) {
        return Err(if min == max {
            format!(
                "these rules seat {n} players; {} is for exactly {max}",
                info.name
            )
        } else {
            format!(
                "these rules seat {n} players; {} is for {min} to {max}",
                info.name
            )
        });
    }
    Ok(())
}

/// What compiled rules `game` can do beyond the core contract, as the host learns it.
pub fn capabilities_of<G: Game>(game: &G) -> Capabilities {
    Capabilities {
        seats: game.seats(),
        hidden_information: game.hidden_information().is_some(),
        scenarios: game.scenarios().is_some(),
    }
}

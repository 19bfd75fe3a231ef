//! Telling a search's own allocations from its game's, for tests and profiles: install
//! [`CountingAlloc`] as the test binary's global allocator, and search a [`Probed`] game: every
//! call into the wrapped game, and every copy of its state, counts as the game's; the rest is
//! the search's. `plugins/sdk/tests/bots_alloc.rs` and each game's `tests/bots_alloc.rs` use it
//! to check that the search allocates nothing per step once warmed up.
//!
//! Counts are per thread, so tests running in parallel do not see each other's.

use crate::diag::{Diagnostic, Diagnostics};
use crate::game::{BotHints, Game, HiddenInformation, Misfit, Refusal, Scenarios};
use crate::rng::GameRng;
use crate::ruleset::RulesetSource;
use crate::scene::{ElementId, Scene};
use crate::wire::{GameInfo, LogLine, Status, Viewer};
use serde::{Deserialize, Serialize};
use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::thread::LocalKey;

thread_local! {
    /// Nesting depth of calls into a probed game.
    static IN_GAME: Cell<u32> = const { Cell::new(0) };
    static SEARCH_ALLOCS: Cell<u64> = const { Cell::new(0) };
    static GAME_ALLOCS: Cell<u64> = const { Cell::new(0) };
    static GAME_CALLS: Cell<u64> = const { Cell::new(0) };
    static APPLIES: Cell<u64> = const { Cell::new(0) };
}

fn bump(key: &'static LocalKey<Cell<u64>>) {
    // `try_with`: an allocation while the thread is being torn down is simply not counted.
    let _ = key.try_with(|c| c.set(c.get() + 1));
}

fn read(key: &'static LocalKey<Cell<u64>>) -> u64 {
    key.try_with(Cell::get).unwrap_or(0)
}

/// What this thread has done so far. Subtract two readings to count a stretch of work.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Allocations (and reallocations) outside calls into a probed game.
    pub search: u64,
    /// Allocations (and reallocations) inside calls into a probed game or copies of its state.
    pub game: u64,
    /// Calls into a probed game (copies of its state included).
    pub game_calls: u64,
    /// Calls of the probed game's `apply`: the steps of the tree walk and of the rollouts.
    pub applies: u64,
}

impl std::ops::Add for Counts {
    type Output = Counts;
    fn add(self, o: Counts) -> Counts {
        Counts {
            search: self.search + o.search,
            game: self.game + o.game,
            game_calls: self.game_calls + o.game_calls,
            applies: self.applies + o.applies,
        }
    }
}

impl Counts {
    /// A line for test output: the allocations per step of the search and of the game.
    pub fn per_step(&self) -> String {
        let steps = self.applies.max(1) as f64;
        format!(
            "{} steps: {:.3} allocations per step by the search ({}), {:.2} by the game ({}), \
             {:.1} game calls per step",
            self.applies,
            self.search as f64 / steps,
            self.search,
            self.game as f64 / steps,
            self.game,
            self.game_calls as f64 / steps
        )
    }
}

impl std::ops::Sub for Counts {
    type Output = Counts;
    fn sub(self, o: Counts) -> Counts {
        Counts {
            search: self.search - o.search,
            game: self.game - o.game,
            game_calls: self.game_calls - o.game_calls,
            applies: self.applies - o.applies,
        }
    }
}

/// This thread's counts (all 0 unless [`CountingAlloc`] is the global allocator).
pub fn counts() -> Counts {
    Counts {
        search: read(&SEARCH_ALLOCS),
        game: read(&GAME_ALLOCS),
        game_calls: read(&GAME_CALLS),
        applies: read(&APPLIES),
    }
}

/// The system allocator, counting each allocation as the game's or the search's.
#[derive(Debug)]
pub struct CountingAlloc;

fn note_alloc() {
    let in_game = IN_GAME.try_with(|d| d.get() > 0).unwrap_or(false);
    bump(if in_game {
        &GAME_ALLOCS
    } else {
        &SEARCH_ALLOCS
    });
}

// Counting only: every call is passed on unchanged to `System`, under the caller's contract.
#[allow(unsafe_code)]
unsafe impl GlobalAlloc for CountingAlloc {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        note_alloc();
        // SAFETY: the caller's contract for `alloc` is `System.alloc`'s.
        unsafe { System.alloc(layout) }
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        note_alloc();
        // SAFETY: as above.
        unsafe { System.alloc_zeroed(layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        note_alloc();
        // SAFETY: `ptr` and `layout` come from this allocator, which is `System`.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: as above.
        unsafe { System.dealloc(ptr, layout) }
    }
}

/// Marks a call into the game while it lives.
struct InGame;

impl InGame {
    fn enter() -> Self {
        let _ = IN_GAME.try_with(|d| d.set(d.get() + 1));
        bump(&GAME_CALLS);
        InGame
    }
}

impl Drop for InGame {
    fn drop(&mut self) {
        let _ = IN_GAME.try_with(|d| d.set(d.get().saturating_sub(1)));
    }
}

/// A game whose calls are counted as the game's (see the module documentation).
#[derive(Debug)]
pub struct Probed<G>(pub G);

/// The state of a [`Probed`] game: copying it counts as the game's work.
#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct ProbedState<S>(pub S);

impl<S: Clone> Clone for ProbedState<S> {
    fn clone(&self) -> Self {
        let _g = InGame::enter();
        Self(self.0.clone())
    }
    fn clone_from(&mut self, source: &Self) {
        let _g = InGame::enter();
        self.0.clone_from(&source.0);
    }
}

impl<G: Game> Game for Probed<G> {
    type State = ProbedState<G::State>;
    type Action = G::Action;

    fn info() -> GameInfo {
        let _g = InGame::enter();
        G::info()
    }
    fn ruleset_keys() -> crate::wire::RulesetKeys {
        let _g = InGame::enter();
        G::ruleset_keys()
    }
    fn seats(&self) -> u8 {
        let _g = InGame::enter();
        self.0.seats()
    }
    fn compile(source: &RulesetSource) -> Result<Self, Diagnostics> {
        let _g = InGame::enter();
        G::compile(source).map(Probed)
    }
    fn start(&self, seed: u64) -> Self::State {
        let _g = InGame::enter();
        ProbedState(self.0.start(seed))
    }
    fn status(&self, s: &Self::State) -> Status {
        let _g = InGame::enter();
        self.0.status(&s.0)
    }
    fn to_move(&self, s: &Self::State) -> Option<u8> {
        let _g = InGame::enter();
        self.0.to_move(&s.0)
    }
    fn legal_actions(&self, s: &Self::State) -> Vec<Self::Action> {
        let _g = InGame::enter();
        self.0.legal_actions(&s.0)
    }
    fn legal_actions_into(&self, s: &Self::State, out: &mut Vec<Self::Action>) {
        let _g = InGame::enter();
        self.0.legal_actions_into(&s.0, out);
    }
    fn winner(&self, s: &Self::State) -> Option<u8> {
        let _g = InGame::enter();
        self.0.winner(&s.0)
    }
    // `random_playout` is not handed through: the probed game's rollouts are the generic
    // `uniform_playout`, so every step of them goes through the probed `apply` and is
    // counted (a game's own playout must play the same, which its tests check).
    fn apply(
        &self,
        s: &mut Self::State,
        action: &Self::Action,
        log: &mut Vec<LogLine>,
    ) -> Result<(), Refusal> {
        let _g = InGame::enter();
        bump(&APPLIES);
        self.0.apply(&mut s.0, action, log)
    }
    fn scene(&self, s: &Self::State, viewer: Viewer) -> Scene {
        let _g = InGame::enter();
        self.0.scene(&s.0, viewer)
    }
    fn format_action(&self, s: &Self::State, action: &Self::Action) -> String {
        let _g = InGame::enter();
        self.0.format_action(&s.0, action)
    }
    fn parse_action(&self, s: &Self::State, text: &str) -> Result<Self::Action, Refusal> {
        let _g = InGame::enter();
        self.0.parse_action(&s.0, text)
    }
    fn action_path(&self, s: &Self::State, action: &Self::Action) -> Vec<ElementId> {
        let _g = InGame::enter();
        self.0.action_path(&s.0, action)
    }
    fn state_fits(&self, s: &Self::State) -> Result<(), Misfit> {
        let _g = InGame::enter();
        self.0.state_fits(&s.0)
    }
    fn refresh_derived(&self, s: &mut Self::State) -> Result<(), Misfit> {
        let _g = InGame::enter();
        self.0.refresh_derived(&mut s.0)
    }
    fn counters(&self, s: &Self::State, action: &Self::Action) -> Vec<String> {
        let _g = InGame::enter();
        self.0.counters(&s.0, action)
    }
    // The capabilities are the game's: present exactly where the game's are, each call
    // handed through to the game's own (and counted as its work).
    fn hidden_information(&self) -> Option<&dyn HiddenInformation<Self>> {
        self.0
            .hidden_information()
            .map(|_| self as &dyn HiddenInformation<Self>)
    }
    fn scenarios(&self) -> Option<&dyn Scenarios<Self>> {
        self.0.scenarios().map(|_| self as &dyn Scenarios<Self>)
    }
    fn bot_hints(&self) -> Option<&dyn BotHints<Self>> {
        self.0.bot_hints().map(|_| self as &dyn BotHints<Self>)
    }
}

impl<G: Game> HiddenInformation<Probed<G>> for Probed<G> {
    fn sample_hidden(
        &self,
        s: &ProbedState<G::State>,
        seat: u8,
        rng: &mut GameRng,
    ) -> ProbedState<G::State> {
        let _g = InGame::enter();
        ProbedState(crate::game::seen_by(&self.0, &s.0, seat, rng).into_owned())
    }
    fn sample_hidden_into(
        &self,
        s: &ProbedState<G::State>,
        seat: u8,
        rng: &mut GameRng,
        out: &mut ProbedState<G::State>,
    ) {
        let _g = InGame::enter();
        crate::game::seen_by_into(&self.0, &s.0, seat, rng, &mut out.0);
    }
    fn public_action(&self, s: &ProbedState<G::State>, action: &G::Action) -> Option<String> {
        let _g = InGame::enter();
        crate::game::public_action(&self.0, &s.0, action)
    }
    fn revealed_to(
        &self,
        before: &ProbedState<G::State>,
        action: &G::Action,
        after: &ProbedState<G::State>,
        seats: &mut Vec<u8>,
    ) {
        let _g = InGame::enter();
        seats.extend(crate::game::revealed_to(
            &self.0, &before.0, action, &after.0,
        ));
    }
}

impl<G: Game> Scenarios<Probed<G>> for Probed<G> {
    fn scenario(&self, origin: &str, text: &str) -> Result<ProbedState<G::State>, Diagnostic> {
        let _g = InGame::enter();
        match self.0.scenarios() {
            Some(reader) => reader.scenario(origin, text).map(ProbedState),
            None => Err(Diagnostic::file(origin, "this game has no scenario format")),
        }
    }
}

impl<G: Game> BotHints<Probed<G>> for Probed<G> {
    fn evaluate(&self, s: &ProbedState<G::State>, seat: u8) -> Option<f64> {
        let _g = InGame::enter();
        self.0.bot_hints().and_then(|h| h.evaluate(&s.0, seat))
    }
    fn rollout_action(&self, s: &ProbedState<G::State>, rng: &mut GameRng) -> Option<G::Action> {
        let _g = InGame::enter();
        self.0.bot_hints().and_then(|h| h.rollout_action(&s.0, rng))
    }
    fn decisions(&self, s: &ProbedState<G::State>) -> Option<Vec<G::Action>> {
        let _g = InGame::enter();
        self.0.bot_hints().and_then(|h| h.decisions(&s.0))
    }
    fn root_tactics(&self) -> bool {
        self.0.bot_hints().is_none_or(|h| h.root_tactics())
    }
}

/// Runs one search of `iterations` for the seat to move in `root` (with the generator seeded
/// from `seed`) and returns what its iterations after the first `warm_up` (rounded up to a
/// multiple of 8, where the search asks whether to stop) did: the search's allocations, the
/// game's, its calls and steps. `None` when nobody is to move in `root`.
pub fn after_warm_up<G: Game>(
    game: &Probed<G>,
    root: &G::State,
    iterations: u32,
    warm_up: u32,
    seed: u64,
) -> Option<Counts> {
    let root = ProbedState(root.clone());
    let seat = game.status(&root).to_move()?;
    let config = super::SearchConfig {
        iterations,
        ..super::SearchConfig::default()
    };
    let mut search = super::Search::new(game, &root, seat, config, GameRng::from_seed(seed));
    let mut before = None;
    let warm_up = u64::from(warm_up.next_multiple_of(8));
    search.run(&mut |i| {
        if i == warm_up {
            before = Some(counts());
        }
        false
    });
    let after = counts();
    Some(after - before.unwrap_or(after))
}

/// The allocation test every game runs (`tests/bots_alloc.rs`, with [`CountingAlloc`] as its
/// global allocator): searches of `iterations` (the first `warm_up` not counted) from three
/// positions of a random match from seed 1, `between` random actions apart, must allocate
/// nothing of the search's own; the game's allocations are printed per step.
pub fn assert_search_allocates_nothing<G: Game>(
    game: &Probed<G>,
    iterations: u32,
    warm_up: u32,
    between: usize,
) {
    let total = searched(game, iterations, warm_up, between, false, |position, c| {
        assert_eq!(
            c.search, 0,
            "position {position}: the search allocated: {c:?}"
        );
    });
    eprintln!("all positions: {}", total.per_step());
}

/// [`assert_search_allocates_nothing`] with the game's calls held to it too: once warmed up,
/// a whole search — its tree walk, every rollout, every call into the game (listing, applying,
/// whose turn, who won, the game's playout hints and scripts) — allocates nothing at all.
pub fn assert_whole_search_allocates_nothing<G: Game>(
    game: &Probed<G>,
    iterations: u32,
    warm_up: u32,
    between: usize,
) {
    whole_search(game, iterations, warm_up, between, false);
}

/// [`assert_whole_search_allocates_nothing`] for a game that keeps, per thread, what it has
/// met once: a text made the first time it is needed and shared after (Air, Land & Sea's option
/// ids, one `Arc<str>` per id for the actions that name them; what a text's words name). Such
/// a cache is bounded by the ruleset (every id it can make), but a search meets new entries
/// for a long time (each iteration re-samples a world). So each position is searched twice
/// with the same seed and only the second search is counted: it makes the same steps and meets
/// nothing new, while every allocation a step makes is still counted.
pub fn assert_whole_search_allocates_nothing_once_seen<G: Game>(
    game: &Probed<G>,
    iterations: u32,
    warm_up: u32,
    between: usize,
) {
    whole_search(game, iterations, warm_up, between, true);
}

/// The two whole-search checks: nothing allocated by the search or the game, counted in the
/// (with `twice`, second) search from each position.
fn whole_search<G: Game>(
    game: &Probed<G>,
    iterations: u32,
    warm_up: u32,
    between: usize,
    twice: bool,
) {
    let which = if twice {
        "the second search"
    } else {
        "the search"
    };
    let total = searched(game, iterations, warm_up, between, twice, |position, c| {
        assert_eq!(
            (c.search, c.game),
            (0, 0),
            "position {position}: {which} allocated (search, game): {}",
            c.per_step()
        );
    });
    eprintln!("all positions: {}", total.per_step());
}

/// Searches from three positions of a random match from seed 1, `between` random actions
/// apart, `check`ing each one's counts after its warm-up; their sum. With `twice`, each
/// position is first searched once uncounted with the same seed.
fn searched<G: Game>(
    game: &Probed<G>,
    iterations: u32,
    warm_up: u32,
    between: usize,
    twice: bool,
    check: impl Fn(usize, &Counts),
) -> Counts {
    let mut state = game.0.start(1);
    let mut rng = crate::GameRng::from_seed(5);
    let mut total = Counts::default();
    for position in 0..3 {
        if twice {
            after_warm_up(game, &state, iterations, warm_up, position as u64);
        }
        let Some(c) = after_warm_up(game, &state, iterations, warm_up, position as u64) else {
            break;
        };
        eprintln!("position {position}: {}", c.per_step());
        check(position, &c);
        total = total + c;
        for _ in 0..between {
            let legal = game.0.legal_actions(&state);
            let Some(action) = rng.choose(&legal) else {
                break;
            };
            if game.0.apply(&mut state, action, &mut Vec::new()).is_err() {
                panic!("a listed action was refused while moving between positions");
            }
        }
    }
    assert!(total.applies > 0, "nothing was searched");
    total
}

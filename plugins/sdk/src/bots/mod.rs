//! Generic bots for any [`Game`], with no game-specific code: a random bot and Monte Carlo tree
//! search (UCT). For games with hidden information the search is *single-observer
//! information-set MCTS*: every iteration starts from [`crate::HiddenInformation::sample_hidden`]
//! of the bot's own seat, so the bot only ever searches states consistent with what its seat
//! can see. Rules that hide nothing have no such capability and the search is plain UCT.
//!
//! Everything here is pure and deterministic given a seed and an iteration budget: no clock is
//! read. A time cap is injected by the caller as a `stop` callback (the plugin boundary in
//! [`crate::abi`] builds one from `std::time::Instant`).

mod mcts;
pub mod probe;
pub mod tactics;

use crate::game::Game;
use crate::rng::GameRng;
use crate::wire::{BotLevel, BotSpec, LogLine, PlayoutKind, SimRequest, SimSummary, Status};
use std::cell::Cell;
use std::collections::BTreeMap;

pub use mcts::{Search, SearchConfig};

/// A bot's decision.
#[derive(Clone, Debug, PartialEq)]
pub struct Choice<A> {
    pub action: A,
    /// Search iterations run (0 for random play or a forced move).
    pub iterations: u64,
}

/// Asks "stop now?" with the number of iterations run so far; lets the caller cap the time.
pub type Stop<'a> = &'a mut dyn FnMut(u64) -> bool;

/// Never stops early: the search runs its whole iteration budget.
pub fn never(_iterations: u64) -> bool {
    false
}

thread_local! {
    static SEARCHING: Cell<bool> = const { Cell::new(false) };
    static LOG_UNREAD: Cell<bool> = const { Cell::new(false) };
}

/// Whether nobody will read the log lines `apply` writes on this thread: while a bot searches
/// ([`searching`]) and while [`simulate`] plays a game (the balance lab keeps the outcome, the
/// counters and the scripts' tallies, never a line). A game may skip formatting its log lines
/// then. Unlike [`searching`] this says nothing else: every hook must still run (a script's
/// `ctx:tally` counts in a simulated game, not in a search) and refusals keep their reasons.
/// Always `false` in hosts' matches, tests and replays.
pub fn log_unread() -> bool {
    LOG_UNREAD.with(Cell::get) || searching()
}

/// While it lives, [`log_unread`] is `true` on this thread (restored when it goes).
#[derive(Debug)]
struct LogUnread(bool);

impl LogUnread {
    fn enter() -> Self {
        Self(LOG_UNREAD.with(|s| s.replace(true)))
    }
}

impl Drop for LogUnread {
    fn drop(&mut self) {
        let before = self.0;
        LOG_UNREAD.with(|s| s.set(before));
    }
}

/// Whether a bot's search is calling the game on this thread. Nothing reads the text a game
/// makes meanwhile: the log lines `apply` writes, the reasons of its refusals, the prompt and
/// the reason of a [`Status`] (a search looks only at whose turn it is, the winner and the
/// legal actions). A game may therefore skip formatting them while this is `true` — push no
/// log line, refuse with an empty [`crate::Refusal`] — which is most of the cost of a cheap
/// `apply`. Always `false` outside the bots (hosts, tests, replays), so what players read is
/// unchanged. The plugin boundary and `Game::apply`'s signature are the same either way.
pub fn searching() -> bool {
    SEARCHING.with(Cell::get)
}

/// While it lives, [`searching`] is `true` on this thread (restored when it goes, panics too).
#[derive(Debug)]
pub(crate) struct Searching(bool);

impl Searching {
    pub(crate) fn enter() -> Self {
        Self(SEARCHING.with(|s| s.replace(true)))
    }
}

impl Drop for Searching {
    fn drop(&mut self) {
        let before = self.0;
        SEARCHING.with(|s| s.set(before));
    }
}

/// SplitMix64 (Steele, Lea & Flood 2014), the random bot's generator: a random move needs one
/// draw, and seeding is free (the [`GameRng`] a search uses costs a ChaCha key setup and a
/// 256-byte block on its first draw, a sixth of a whole random tic-tac-toe game).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QuickRng(u64);

impl QuickRng {
    #[inline]
    pub fn new(seed: u64) -> Self {
        Self(seed)
    }

    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A uniform integer in `0..n` (0 when `n <= 1`), without bias (Lemire 2019).
    #[inline]
    pub fn below(&mut self, n: u64) -> u64 {
        if n <= 1 {
            return 0;
        }
        let mut m = u128::from(self.next_u64()) * u128::from(n);
        if (m as u64) < n {
            let threshold = n.wrapping_neg() % n;
            while (m as u64) < threshold {
                m = u128::from(self.next_u64()) * u128::from(n);
            }
        }
        (m >> 64) as u64
    }
}

/// How a random rollout ended ([`Game::random_playout`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Playout {
    /// The match is over, won by this seat (`None`: a draw). A rollout that got stuck (nobody
    /// has a legal action, or `apply` refused a listed one) ends here too, as a draw.
    Ended(Option<u8>),
    /// `cap` actions were played; the match may have ended with the last one (the caller
    /// looks) or goes on.
    Capped,
}

/// The generic random rollout ([`Game::random_playout`]'s default): at most `cap` actions,
/// each `legal[rng.below(legal.len())]` of [`Game::legal_actions_into`], until
/// [`Game::to_move`] says the match is over (a position without legal actions: over, or
/// stuck, a draw). `legal` and `log` are buffers reused from call to
/// call.
pub fn uniform_playout<G: Game>(
    game: &G,
    state: &mut G::State,
    rng: &mut QuickRng,
    cap: u32,
    legal: &mut Vec<G::Action>,
    log: &mut Vec<LogLine>,
) -> Playout {
    for _ in 0..cap {
        // A match that is over lists no action (the conformance suite checks it), so a step
        // that lists some needs no `to_move`: asked only at the end, it says whether the
        // match is over or stuck. The same rollouts as asking first, one call fewer a step.
        game.legal_actions_into(state, legal);
        if legal.is_empty() {
            return Playout::Ended(match game.to_move(state) {
                None => game.winner(state),
                Some(_) => None,
            });
        }
        let i = rng.below(legal.len() as u64) as usize;
        log.clear();
        if game.apply(state, &legal[i], log).is_err() {
            return Playout::Ended(None);
        }
    }
    Playout::Capped
}

/// The move `bot` chooses for the seat to move in `state`, or `None` when nobody can move.
///
/// The bot looks at `state` only through [`crate::game::seen_by`] for its own seat and the
/// legal actions of the seat to move (which that seat knows: the conformance suite checks it),
/// so two states that differ only in what is hidden from it give the same choice for the same
/// `seed`. The random bot needs nothing but those legal actions.
pub fn choose<G: Game>(
    game: &G,
    state: &G::State,
    bot: &BotSpec,
    seed: u64,
    stop: Stop<'_>,
) -> Option<Choice<G::Action>> {
    choose_with(game, state, bot, PlayoutKind::Game, seed, stop)
}

/// [`choose`] with the search's random rollouts chosen: [`PlayoutKind::Uniform`] plays the
/// SDK's [`uniform_playout`] even where the game has its own [`Game::random_playout`] or
/// rollout hints ([`crate::game::BotHints::rollout_action`]), so that a benchmark measures the
/// engine rather than a game's loop. The moves a rollout plays are the same either way where a
/// game's `random_playout` keeps its contract (the test kit checks it), so the choice is too;
/// only rollouts steered by hints differ.
pub fn choose_with<G: Game>(
    game: &G,
    state: &G::State,
    bot: &BotSpec,
    playout: PlayoutKind,
    seed: u64,
    stop: Stop<'_>,
) -> Option<Choice<G::Action>> {
    match bot.budget() {
        0 => random_move(game, state, &mut QuickRng::new(seed)),
        budget => search_move(game, state, budget, playout, GameRng::from_seed(seed), stop),
    }
}

/// A uniformly random legal action of the seat to move.
fn random_move<G: Game>(
    game: &G,
    state: &G::State,
    rng: &mut QuickRng,
) -> Option<Choice<G::Action>> {
    let mut legal = game.legal_actions(state);
    if legal.is_empty() {
        return None;
    }
    let i = rng.below(legal.len() as u64) as usize;
    Some(Choice {
        action: legal.swap_remove(i),
        iterations: 0,
    })
}

/// The search's choice with `budget` iterations, its generator seeded once.
fn search_move<G: Game>(
    game: &G,
    state: &G::State,
    budget: u32,
    playout: PlayoutKind,
    mut rng: GameRng,
    stop: Stop<'_>,
) -> Option<Choice<G::Action>> {
    let _searching = Searching::enter();
    let seat = game.to_move(state)?;
    // The seat's own legal actions (the same in every world it cannot tell from this one),
    // narrowed to the whole decisions the game names where it names them.
    let mut legal = game.legal_actions(state);
    let mut narrowed = false;
    if let Some(whole) = game.bot_hints().and_then(|h| h.decisions(state)) {
        let these: Vec<G::Action> = legal
            .iter()
            .filter(|a| whole.contains(a))
            .cloned()
            .collect();
        if !these.is_empty() {
            legal = these;
            narrowed = true;
        }
    }
    if legal.len() <= 1 {
        return legal.pop().map(|action| Choice {
            action,
            iterations: 0,
        });
    }
    // The seat's own view of the position: everything hidden from it re-sampled.
    let view = crate::game::seen_by(game, state, seat, &mut rng);
    let mut log = Vec::new();
    // The game may say that checks on one determinization are guesses for it.
    let tactics = game.bot_hints().is_none_or(|h| h.root_tactics());
    if tactics && let Some(action) = tactics::winning(game, &view, seat, &legal, &mut log) {
        return Some(Choice {
            action,
            iterations: 0,
        });
    }
    let safe = if tactics {
        tactics::safe(game, &view, seat, &legal, &mut log)
    } else {
        None
    };
    let config = SearchConfig {
        iterations: budget,
        playout,
        ..SearchConfig::default()
    };
    let mut search = Search::new(game, &view, seat, config, rng);
    match &safe {
        Some(only) => search.restrict_root(only.clone()),
        None if narrowed => search.restrict_root(legal.clone()),
        None => {}
    }
    search.run(stop);
    let action = search.best(safe.as_deref().unwrap_or(&legal))?;
    Some(Choice {
        action,
        iterations: search.iterations(),
    })
}

/// How a position stands, judged by `viewer` from its own information: one search of `bot`'s
/// budget (a random bot's 0 searches [`BotLevel::Easy`]'s) from `state` with everything hidden
/// from `viewer` re-sampled in every iteration, so that the answer is the same for any two
/// states `viewer` cannot tell apart. Gives each seat's expected reward and, when `viewer` is
/// to move, the actions tried at the root (the first is the one the search would play;
/// [`choose`]'s shortcuts for a win in one or a forced move are not taken, so every action is
/// weighed). `None` when nobody is to move.
pub fn evaluate<G: Game>(
    game: &G,
    state: &G::State,
    viewer: u8,
    bot: &BotSpec,
    seed: u64,
    stop: Stop<'_>,
) -> Option<Evaluation<G::Action>> {
    let _searching = Searching::enter();
    let mover = game.to_move(state)?;
    let budget = match bot.budget() {
        0 => BotLevel::Easy.iterations(),
        n => n,
    };
    let mut rng = GameRng::from_seed(seed);
    let view = crate::game::seen_by(game, state, viewer, &mut rng);
    let config = SearchConfig {
        iterations: budget,
        ..SearchConfig::default()
    };
    let mut search = Search::new(game, &view, viewer, config, rng);
    search.run(stop);
    // The viewer's own actions are the same in every world it cannot tell from this one; an
    // opponent's are not the viewer's to know, so none are reported for them.
    let moves = if mover == viewer {
        search.root_moves(&game.legal_actions(state))
    } else {
        Vec::new()
    };
    Some(Evaluation {
        values: search.values(),
        moves,
        iterations: search.iterations(),
    })
}

/// [`evaluate`]'s answer, actions as the game's values.
#[derive(Clone, Debug, PartialEq)]
pub struct Evaluation<A> {
    /// Each seat's expected reward (its chance of winning, a draw counting ½), in seat order.
    pub values: Vec<f64>,
    /// The viewer's actions tried at the root with visits and mean reward, most tried first;
    /// empty when the viewer is not to move.
    pub moves: Vec<(A, u32, f64)>,
    pub iterations: u64,
}

/// The reward of each seat for a finished match: 1 for the winner, 0 for the others, ½ each
/// for a draw.
pub fn rewards_of(status: &Status, seats: usize) -> Option<Vec<f64>> {
    match status {
        Status::Over(o) => Some(match o.winner {
            Some(w) => (0..seats)
                .map(|s| if s == w as usize { 1.0 } else { 0.0 })
                .collect(),
            None => vec![0.5; seats],
        }),
        Status::ToMove { .. } => None,
    }
}

pub use game_wire::seeds::move_seed;

/// Plays one whole bot-vs-bot game inside the plugin: the unit of the balance lab.
/// Deterministic given the request.
pub fn simulate<G: Game>(game: &G, request: &SimRequest) -> SimSummary {
    let mut state = game.start(request.seed);
    let mut counters: BTreeMap<String, i64> = BTreeMap::new();
    let mut iterations = 0u64;
    let mut actions = 0u32;
    let mut log = Vec::new();
    // Random bots draw from one generator for the whole game; a search seeds its own.
    let mut random = QuickRng::new(move_seed(request.seed, u64::MAX));
    // When every seat plays at random, whose turn it is does not matter: the game is over
    // when nobody has a legal action, and only then is its status needed.
    let all_random = request.bots.iter().all(|b| b.budget() == 0);
    // A script that fails ends the game with the error (see `crate::script::faults`).
    let watch = crate::script::faults::Watch::start();
    // Script counters (`ctx:tally`) count what happens to the match, never a bot's search.
    let mut tally = crate::script::tally::Tally::new();
    let mut script_error = None;
    let fault = |error, action, after| {
        Some(Box::new(crate::wire::SimFault {
            error,
            action,
            after,
        }))
    };
    let outcome = loop {
        let budget = if all_random && actions < request.max_actions {
            0
        } else {
            let seat = match game.status(&state) {
                Status::Over(o) => break Some(o),
                Status::ToMove { seat, .. } => seat,
            };
            if actions >= request.max_actions {
                break None;
            }
            request.bots.get(seat as usize).map_or(0, BotSpec::budget)
        };
        let choice = match budget {
            0 => tally.record(|| random_move(game, &state, &mut random)),
            budget => {
                let seed = move_seed(request.seed, u64::from(actions));
                let rng = GameRng::from_seed(seed);
                let choice = search_move(game, &state, budget, PlayoutKind::Game, rng, &mut never);
                // The search listed this position's actions outside the tally; listing them
                // once more inside it counts what its hooks (a veto) say of the match's own
                // position, as a random move's listing does. Only when scripts run at all.
                if watch.scripts_ran() {
                    tally.record(|| game.legal_actions(&state));
                }
                choice
            }
        };
        let Some(choice) = choice else {
            // Nobody can move: the end of the game (or a game stuck without legal actions).
            break match game.status(&state) {
                Status::Over(o) => Some(o),
                Status::ToMove { .. } => None,
            };
        };
        iterations += choice.iterations;
        if let Some(e) = watch.first_error() {
            script_error = fault(e, None, actions);
            break None;
        }
        for name in game.counters(&state, &choice.action) {
            *counters.entry(name).or_insert(0) += 1;
        }
        log.clear();
        // Named only when scripts run (then it costs little beside them): the report's action.
        let text = watch
            .scripts_ran()
            .then(|| game.format_action(&state, &choice.action));
        let refused = tally
            .record(|| {
                // The lines are cleared unread: a game may skip making them.
                let _unread = LogUnread::enter();
                game.apply(&mut state, &choice.action, &mut log)
            })
            .is_err();
        if let Some(e) = watch.first_error() {
            // A refused action left the state as it was, so it can still be named.
            let text = text.or_else(|| refused.then(|| game.format_action(&state, &choice.action)));
            script_error = fault(e, text, actions);
            break None;
        }
        if refused {
            break None;
        }
        actions += 1;
    };
    counters.extend(tally.counters());
    SimSummary {
        outcome,
        actions,
        counters: counters.into_iter().collect(),
        iterations,
        script_error,
        hooks_called: watch.finish().called,
        hooks_declared: Vec::new(),
    }
}

/// The tally of a series of games between two bots.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Duel {
    pub a_wins: u32,
    pub b_wins: u32,
    pub draws: u32,
    /// Games that hit the action cap.
    pub unfinished: u32,
}

impl Duel {
    pub fn games(&self) -> u32 {
        self.a_wins + self.b_wins + self.draws + self.unfinished
    }
}

/// Plays `games` two-seat games of bot `a` against bot `b` from seeds `0..games`, `a` taking
/// seat 0 in even games and seat 1 in odd ones. For tests; the host's `simulate` does the same
/// at scale. Rules with another seat count: [`rotation`].
///
/// # Panics
/// When `game` does not seat two: a test asked a duel of a table game.
pub fn duel<G: Game>(game: &G, a: BotSpec, b: BotSpec, games: u64, max_actions: u32) -> Duel {
    assert_eq!(
        game.seats(),
        2,
        "duel plays two seats; these rules seat {}: use bots::rotation",
        game.seats()
    );
    let mut d = Duel::default();
    for seed in 0..games {
        let a_seat = (seed % 2) as u8;
        let bots = if a_seat == 0 { vec![a, b] } else { vec![b, a] };
        let summary = simulate(
            game,
            &SimRequest {
                seed,
                bots,
                max_actions,
            },
        );
        match summary.outcome {
            None => d.unfinished += 1,
            Some(o) => match o.winner {
                None => d.draws += 1,
                Some(w) if w == a_seat => d.a_wins += 1,
                Some(_) => d.b_wins += 1,
            },
        }
    }
    d
}

/// How each bot of a [`rotation`] did, in the order the bots were given.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Standing {
    /// Finished games it played (every game that did not hit the action cap).
    pub finished: u32,
    /// Games it won alone.
    pub first_places: u32,
    /// The sum of its places over finished games (1 first), for the mean.
    pub place_sum: u64,
}

impl Standing {
    /// Its mean place over finished games (1 is first); `None` before any.
    pub fn mean_place(&self) -> Option<f64> {
        (self.finished > 0).then(|| self.place_sum as f64 / f64::from(self.finished))
    }

    /// The share of finished games it won.
    pub fn first_rate(&self) -> f64 {
        if self.finished == 0 {
            0.0
        } else {
            f64::from(self.first_places) / f64::from(self.finished)
        }
    }
}

/// Plays `games` games with one of `bots` in each seat, from seeds `0..games`, rotating the
/// bots one seat on per game (bot `i` sits at seat `(i + seed) mod seats`), and tallies each
/// bot's first places and places. For tests of games of any size; the host's `simulate` does
/// the same at scale.
///
/// # Panics
/// When `bots` is not one per seat of `game`.
pub fn rotation<G: Game>(
    game: &G,
    bots: &[BotSpec],
    games: u64,
    max_actions: u32,
) -> (Vec<Standing>, u32) {
    let n = usize::from(game.seats());
    assert_eq!(bots.len(), n, "one bot per seat: these rules seat {n}");
    let mut standings = vec![Standing::default(); n];
    let mut unfinished = 0;
    for seed in 0..games {
        let seat_of = |bot: usize| (bot + seed as usize) % n;
        let mut at_seat = vec![bots[0]; n];
        for (bot, spec) in bots.iter().enumerate() {
            at_seat[seat_of(bot)] = *spec;
        }
        let summary = simulate(
            game,
            &SimRequest {
                seed,
                bots: at_seat,
                max_actions,
            },
        );
        let Some(outcome) = summary.outcome else {
            unfinished += 1;
            continue;
        };
        for (bot, standing) in standings.iter_mut().enumerate() {
            let seat = seat_of(bot) as u8;
            let place = outcome.place_of(seat);
            standing.finished += 1;
            standing.place_sum += u64::from(place);
            if outcome.winner == Some(seat) {
                standing.first_places += 1;
            }
        }
    }
    (standings, unfinished)
}

#[cfg(test)]
mod tests;

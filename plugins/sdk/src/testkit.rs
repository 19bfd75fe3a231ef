//! The conformance suite every game plugin runs in its tests: `conformance(&game, &Options)`.
//!
//! It plays random matches and checks, at every step, the contract of [`Game`]: listed actions
//! apply, unlisted ones are refused without changing anything, notation round-trips, click paths
//! point at scene elements and tell actions apart, saves round-trip, play is deterministic, and
//! nothing a viewer is shown leaks what is hidden from it.
//!
//! The leak check ([`leaks`] says exactly what it compares and why that is sound) re-samples, with
//! [`crate::HiddenInformation::sample_hidden`], what each seat cannot see (for the spectator: what
//! no seat can see). A re-sampled world is one the viewer cannot tell apart from the real one, so
//! what it is shown must fit both: its scene and the status are equal, and so are the legal actions
//! (notation and click paths) when it is the seat to move. A few of the mover's actions are played
//! too: a seat that is not the mover must be able to see the same public form
//! ([`crate::HiddenInformation::public_action`]) and log lines
//! ([`crate::wire::LogLine::visible_to`]) from some move in the world that leaves it the same
//! scene, status, options and knowledge; the mover, from the same action there. A listed action a
//! re-sampled world refuses fails, and so do rules that hide something without a
//! [`Game::hidden_information`] capability, or with one whose `sample_hidden` never re-samples
//! anything (so no leak could ever be found).
//!
//! The reveal check ([`reveals`]) holds every move to its
//! [`crate::HiddenInformation::revealed_to`]: a seat it does not list must be able to see the
//! same from some move in every world it cannot tell apart from the real state before the move
//! (else the move told it a secret, and the host's Undo would take the move back).
//!
//! Failures panic with the seed and the action record, so a failure is a reproducible bug report.

pub mod bundled;
pub mod cpu_time;
pub mod duels;
mod fast_paths;
pub mod hostile;
pub mod leaks;
pub mod random_play;
pub mod reveals;
pub mod samples;
pub mod scenarios;
pub mod scene_marks;

pub use bundled::{conformance_all_rulesets, content_root, ruleset, ruleset_path, ruleset_source};
pub use hostile::{SpyOptions, SpyReport, no_secret_reaches_a_player};
pub use random_play::{random_game, random_playout};
pub use scenarios::{is_legal, scenario, scenario_text};

use crate::game::Game;
use crate::rng::GameRng;

/// Runs `f` as a bot's search runs the game: [`crate::bots::searching`] is `true` meanwhile on
/// this thread (restored after, also on a panic). For a game's tests of what it does only while
/// a bot searches (skipped log lines, remembered hook calls): the same play in and out of a
/// search must be the same play.
pub fn as_search<R>(f: impl FnOnce() -> R) -> R {
    let _searching = crate::bots::Searching::enter();
    f()
}
use crate::wire::Viewer;
use std::collections::HashSet;

/// How much to test.
#[derive(Clone, Debug)]
pub struct Options {
    /// Matches are played from seeds `0..seeds`.
    pub seeds: u64,
    /// A match longer than this many actions fails the suite ("always ends").
    pub max_actions: usize,
    /// The expensive per-state checks (every listed action applies, unlisted actions are
    /// refused, the leak check) run on every `deep_every`-th state.
    pub deep_every: usize,
    /// How many re-samplings of hidden information the leak check compares per viewer (each
    /// world plays a few of the mover's actions, see [`leaks`]).
    pub hidden_samples: usize,
}

impl Default for Options {
    fn default() -> Self {
        Self {
            seeds: 50,
            max_actions: 2_000,
            deep_every: 1,
            hidden_samples: 2,
        }
    }
}

/// Runs the whole suite; panics with a reproducible description on the first violation.
pub fn conformance<G: Game>(game: &G, options: &Options) {
    conformance_of(game, options, "the rules given to `conformance`");
}

/// [`conformance`] on rules that messages name `rules` (a ruleset's path).
pub(crate) fn conformance_of<G: Game>(game: &G, options: &Options, rules: &str) {
    let mut foreign_pool: Vec<G::Action> = Vec::new();
    let mut runs = Runs::default();
    for seed in 0..options.seeds {
        let record = random_match(game, seed, options, &mut foreign_pool, &mut runs, rules);
        replay_is_deterministic(game, seed, &record);
    }
    runs.leaks.finish(game, options);
    runs.samples.finish::<G>();
}

/// What the checks that judge a whole run (not one state) have seen so far.
#[derive(Default)]
struct Runs {
    leaks: leaks::LeakRun,
    samples: samples::SampleRun,
}

/// Plays one random match from `seed`, checking every step; returns the action record.
fn random_match<G: Game>(
    game: &G,
    seed: u64,
    options: &Options,
    foreign_pool: &mut Vec<G::Action>,
    runs: &mut Runs,
    rules: &str,
) -> Vec<String> {
    let mut state = game.start(seed);
    let mut chooser = GameRng::from_seed(seed ^ 0x9e37_79b9_7f4a_7c15);
    let mut record: Vec<String> = Vec::new();
    let ctx = |record: &Vec<String>| format!("seed {seed}, after [{}]", record.join(", "));
    for step in 0.. {
        assert!(
            step <= options.max_actions,
            "{}: the match did not end within {} actions",
            ctx(&record),
            options.max_actions
        );
        let status = game.status(&state);
        let legal = game.legal_actions(&state);
        let salt = seed.rotate_left(32) ^ step as u64;
        fast_paths::check_fast_paths(game, &state, &status, &legal, salt, &ctx(&record));
        if status.is_over() {
            assert!(
                legal.is_empty(),
                "{}: the match is over but actions are listed",
                ctx(&record)
            );
            break;
        }
        assert!(
            !legal.is_empty(),
            "{}: nobody can act but the match is not over",
            ctx(&record)
        );
        let Some(action) = chooser.choose(&legal).cloned() else {
            break;
        };
        check_notation_and_paths(game, &state, &legal, &ctx(&record));
        check_save_round_trip(game, &state, &ctx(&record));
        if step % options.deep_every.max(1) == 0 {
            check_every_listed_action_applies(game, &state, &legal, &ctx(&record));
            check_unlisted_actions_are_refused(game, &state, &legal, foreign_pool, &ctx(&record));
            applying_is_deterministic(game, &state, &action, &ctx(&record));
            let leaks = &mut runs.leaks;
            leaks::check_leaks(game, &state, &action, options, salt, leaks, &ctx(&record));
            let samples = &mut runs.samples;
            samples::check_samples(game, &state, options, salt, samples, &ctx(&record));
            reveals::check_reveals(game, &state, &action, options, salt, rules, &ctx(&record));
        }
        for a in legal.iter().take(8) {
            if !foreign_pool.contains(a) && foreign_pool.len() < 512 {
                foreign_pool.push(a.clone());
            }
        }
        let text = game.format_action(&state, &action);
        let mut log = Vec::new();
        let samples = &mut runs.samples;
        let here = ctx(&record);
        if let Err(e) =
            samples::apply_watching_draws(game, &mut state, &action, &mut log, samples, &here)
        {
            panic!("{}: listed action `{text}` was refused: {e}", ctx(&record));
        }
        record.push(text);
    }
    record
}

/// The same action on the same state gives the same state: checked before the checks that
/// compare the real state with re-sampled worlds, which would otherwise blame what differs on
/// a leak or an undeclared reveal.
fn applying_is_deterministic<G: Game>(game: &G, state: &G::State, action: &G::Action, ctx: &str) {
    let (mut a, mut b) = (state.clone(), state.clone());
    let text = game.format_action(state, action);
    let applied_a = game.apply(&mut a, action, &mut Vec::new());
    let applied_b = game.apply(&mut b, action, &mut Vec::new());
    assert!(
        applied_a == applied_b && a == b,
        "{ctx}: applying `{text}` twice to the same state gave different states (play must be \
         deterministic: randomness only from the state's GameRng)"
    );
}

fn check_notation_and_paths<G: Game>(game: &G, state: &G::State, legal: &[G::Action], ctx: &str) {
    let mover = game.status(state).to_move();
    let scene = game.scene(state, mover.map_or(Viewer::Referee, Viewer::Seat));
    let mut texts = HashSet::new();
    let mut paths = HashSet::new();
    for a in legal {
        let text = game.format_action(state, a);
        match game.parse_action(state, &text) {
            Ok(parsed) => assert!(
                &parsed == a,
                "{ctx}: `{text}` parses to {parsed:?}, not {a:?}"
            ),
            Err(e) => panic!("{ctx}: the game cannot read its own notation `{text}`: {e}"),
        }
        assert!(
            texts.insert(text.clone()),
            "{ctx}: two legal actions are both written `{text}`"
        );
        let path = game.action_path(state, a);
        assert!(!path.is_empty(), "{ctx}: `{text}` has an empty click path");
        for id in &path {
            assert!(
                scene.contains(id),
                "{ctx}: `{text}` clicks `{id}`, which is not in the mover's scene"
            );
        }
        assert!(
            paths.insert(path.clone()),
            "{ctx}: `{text}` has the same click path as another action: {path:?}"
        );
    }
}

fn check_save_round_trip<G: Game>(game: &G, state: &G::State, ctx: &str) {
    let _ = game;
    let bytes = match postcard::to_allocvec(state) {
        Ok(b) => b,
        Err(e) => panic!("{ctx}: the state does not serialize: {e}"),
    };
    match postcard::from_bytes::<G::State>(&bytes) {
        Ok(back) => assert!(&back == state, "{ctx}: save → load changed the state"),
        Err(e) => panic!("{ctx}: a saved state does not load: {e}"),
    }
}

fn check_every_listed_action_applies<G: Game>(
    game: &G,
    state: &G::State,
    legal: &[G::Action],
    ctx: &str,
) {
    for a in legal {
        let mut copy = state.clone();
        if let Err(e) = game.apply(&mut copy, a, &mut Vec::new()) {
            panic!(
                "{ctx}: listed action `{}` was refused: {e}",
                game.format_action(state, a)
            );
        }
    }
}

fn check_unlisted_actions_are_refused<G: Game>(
    game: &G,
    state: &G::State,
    legal: &[G::Action],
    foreign_pool: &[G::Action],
    ctx: &str,
) {
    for a in foreign_pool.iter().filter(|a| !legal.contains(a)).take(16) {
        let mut copy = state.clone();
        if game.apply(&mut copy, a, &mut Vec::new()).is_ok() {
            panic!("{ctx}: unlisted action {a:?} was accepted");
        }
        assert!(
            &copy == state,
            "{ctx}: refused action {a:?} changed the state"
        );
    }
    for junk in ["", "  ", "zz99-zz98", "\u{1F600}", "9999999999999999999999"] {
        let _ = game.parse_action(state, junk);
    }
}

fn replay_is_deterministic<G: Game>(game: &G, seed: u64, record: &[String]) {
    let mut a = game.start(seed);
    let mut b = game.start(seed);
    assert!(a == b, "seed {seed}: two starts from the same seed differ");
    for text in record {
        for s in [&mut a, &mut b] {
            let action = match game.parse_action(s, text) {
                Ok(x) => x,
                Err(e) => panic!("seed {seed}: replaying `{text}`: {e}"),
            };
            if let Err(e) = game.apply(s, &action, &mut Vec::new()) {
                panic!("seed {seed}: replaying `{text}` was refused: {e}");
            }
        }
        assert!(
            a == b,
            "seed {seed}: replaying the same actions gave different states at `{text}`"
        );
    }
}

/// Checks that a bot never uses what its seat cannot see: along random matches from `seeds`, at
/// every `every`-th position the bot's choice for the seat to move is compared with its choice
/// (same bot seed) on a state that differs only in information hidden from that seat (made with
/// [`crate::HiddenInformation::sample_hidden`] from another seed), and so is every seat's
/// judgement of the position ([`crate::bots::evaluate`], the post-match review's), each on a
/// state that differs only in what that seat cannot see. Panics on a difference; returns
/// how many compared pairs really differed in hidden information (so a test can assert it is not
/// 0).
pub fn bot_ignores_hidden_information<G: Game>(
    game: &G,
    seeds: std::ops::Range<u64>,
    bot: &crate::wire::BotSpec,
    every: usize,
    max_actions: usize,
) -> usize {
    use crate::bots::{choose, evaluate, never};
    let mut differing = 0;
    for seed in seeds {
        let mut state = game.start(seed);
        let mut chooser = GameRng::from_seed(seed ^ 0x5eed);
        for step in 0..max_actions {
            let Some(seat) = game.status(&state).to_move() else {
                break;
            };
            if step % every.max(1) == 0 {
                let mut other = GameRng::from_seed(seed * 31 + step as u64);
                let twin = crate::game::seen_by(game, &state, seat, &mut other).into_owned();
                if twin != state {
                    differing += 1;
                }
                let bot_seed = seed ^ (step as u64) << 8;
                let a = choose(game, &state, bot, bot_seed, &mut never)
                    .map(|c| game.format_action(&state, &c.action));
                let b = choose(game, &twin, bot, bot_seed, &mut never)
                    .map(|c| game.format_action(&twin, &c.action));
                assert!(
                    a == b,
                    "seed {seed}, step {step}: seat {seat}'s bot chose {a:?} in the real state but \
                     {b:?} in one differing only in what is hidden from it"
                );
                // The review's judgement, by every seat (the mover and the others): the same
                // in every world the judging seat cannot tell from the real one.
                for viewer in 0..game.seats() {
                    let mut other = GameRng::from_seed(seed * 37 + step as u64 + u64::from(viewer));
                    let twin = crate::game::seen_by(game, &state, viewer, &mut other).into_owned();
                    let judged = |s: &G::State| {
                        evaluate(game, s, viewer, bot, bot_seed, &mut never).map(|e| {
                            let moves: Vec<(String, u32, f64)> = e
                                .moves
                                .iter()
                                .map(|(a, n, v)| (game.format_action(s, a), *n, *v))
                                .collect();
                            (e.values, moves)
                        })
                    };
                    let (a, b) = (judged(&state), judged(&twin));
                    assert!(
                        a == b,
                        "seed {seed}, step {step}: seat {viewer} judged the position as {a:?} in \
                         the real state but {b:?} in one differing only in what is hidden from it"
                    );
                }
            }
            let legal = game.legal_actions(&state);
            let Some(action) = chooser.choose(&legal).cloned() else {
                break;
            };
            if game.apply(&mut state, &action, &mut Vec::new()).is_err() {
                break;
            }
        }
    }
    differing
}

/// The legal actions in the game's notation.
pub fn legal<G: Game>(game: &G, state: &G::State) -> Vec<String> {
    game.legal_actions(state)
        .iter()
        .map(|a| game.format_action(state, a))
        .collect()
}

/// Applies actions written in the game's notation, panicking (with the legal actions) on a
/// refusal: for scenario tests.
pub fn play<G: Game>(game: &G, state: &mut G::State, actions: &[&str]) {
    for text in actions {
        let action = match game.parse_action(state, text) {
            Ok(a) => a,
            Err(e) => panic!("`{text}`: {e}"),
        };
        if let Err(e) = game.apply(state, &action, &mut Vec::new()) {
            panic!("`{text}` refused: {e} (legal: {:?})", legal(game, state));
        }
    }
}

/// Applies one action written in the game's notation, as [`play`] does, and returns the seats
/// it revealed something to ([`crate::game::revealed_to`]: ascending, empty under rules that
/// hide nothing): for tests of a game's declarations.
pub fn play_revealing<G: Game>(game: &G, state: &mut G::State, text: &str) -> Vec<u8> {
    let before = state.clone();
    play(game, state, &[text]);
    let action = match game.parse_action(&before, text) {
        Ok(a) => a,
        Err(e) => panic!("`{text}`: {e}"),
    };
    crate::game::revealed_to(game, &before, &action, state)
}

/// Tries one action; a refusal is returned as text, after checking it left the state unchanged.
pub fn try_play<G: Game>(game: &G, state: &mut G::State, text: &str) -> Result<(), String> {
    let before = state.clone();
    let action = game.parse_action(state, text).map_err(|e| e.to_string())?;
    let result = game
        .apply(state, &action, &mut Vec::new())
        .map_err(|e| e.to_string());
    if result.is_err() {
        assert!(*state == before, "a refused `{text}` changed the state");
    }
    result
}

/// One random-vs-random game through [`crate::bots::simulate`] (the balance lab's unit), for
/// tests of a game's counters.
pub fn random_simulation<G: Game>(game: &G, seed: u64) -> crate::wire::SimSummary {
    use crate::wire::{BotLevel, BotSpec, SimRequest};
    crate::bots::simulate(
        game,
        &SimRequest {
            seed,
            bots: vec![BotSpec::level(BotLevel::Random); usize::from(game.seats())],
            max_actions: 2_000,
        },
    )
}

/// The sum of a simulation's counters whose names start with `prefix` (a whole name counts
/// only itself, unless another name extends it).
pub fn counter_sum(summary: &crate::wire::SimSummary, prefix: &str) -> i64 {
    summary
        .counters
        .iter()
        .filter(|(n, _)| n.starts_with(prefix))
        .map(|(_, v)| v)
        .sum()
}

/// `games` games of MCTS with `iterations` per move against the random bot (seats alternated,
/// at most 2,000 actions each), printed with their time: the bots test of every game.
pub fn mcts_vs_random<G: Game>(game: &G, iterations: u32, games: u64) -> crate::bots::Duel {
    use crate::wire::{BotLevel, BotSpec};
    let t = std::time::Instant::now();
    let mcts = BotSpec {
        level: BotLevel::Normal,
        iterations: Some(iterations),
    };
    let d = crate::bots::duel(game, mcts, BotSpec::level(BotLevel::Random), games, 2_000);
    eprintln!("mcts:{iterations} vs random: {d:?} in {:?}", t.elapsed());
    d
}

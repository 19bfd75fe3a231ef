#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure

use super::*;
use crate::diag::Diagnostics;
use crate::game::Refusal;
use crate::ruleset::RulesetSource;
use crate::scene::{ElementId, Scene};
use crate::wire::{BotLevel, GameInfo, LogLine, Outcome, Viewer};
use serde::{Deserialize, Serialize};

/// Nim: take 1–3 stones; who takes the last stone wins. Winning moves leave a multiple of 4.
#[derive(Debug)]
struct Nim;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct NimState {
    stones: u32,
    to_move: u8,
    winner: Option<u8>,
}

impl Game for Nim {
    type State = NimState;
    type Action = u32;

    fn info() -> GameInfo {
        GameInfo {
            id: "nim".into(),
            name: "Nim".into(),
            version: "1".into(),
            description: String::new(),
            seats: vec!["A".into(), "B".into()],
            min_seats: 1,
        }
    }
    fn compile(_: &RulesetSource) -> Result<Self, Diagnostics> {
        Ok(Nim)
    }
    fn start(&self, seed: u64) -> NimState {
        NimState {
            stones: 9 + (seed % 10) as u32,
            to_move: 0,
            winner: None,
        }
    }
    fn status(&self, s: &NimState) -> Status {
        match s.winner {
            Some(w) => Status::Over(Outcome::decided(Some(w), vec![0, 0], "last stone")),
            None => Status::ToMove {
                seat: s.to_move,
                prompt: String::new(),
            },
        }
    }
    fn legal_actions(&self, s: &NimState) -> Vec<u32> {
        if s.winner.is_some() {
            return Vec::new();
        }
        (1..=3.min(s.stones)).collect()
    }
    fn apply(&self, s: &mut NimState, a: &u32, _: &mut Vec<LogLine>) -> Result<(), Refusal> {
        if !self.legal_actions(s).contains(a) {
            return Err(Refusal::illegal("no"));
        }
        s.stones -= a;
        if s.stones == 0 {
            s.winner = Some(s.to_move);
        }
        s.to_move = 1 - s.to_move;
        Ok(())
    }
    fn scene(&self, _: &NimState, _: Viewer) -> Scene {
        Scene::default()
    }
    fn format_action(&self, _: &NimState, a: &u32) -> String {
        a.to_string()
    }
    fn parse_action(&self, _: &NimState, t: &str) -> Result<u32, Refusal> {
        t.parse().map_err(|_| Refusal::illegal("not a number"))
    }
    fn action_path(&self, _: &NimState, a: &u32) -> Vec<ElementId> {
        vec![a.to_string()]
    }
}

fn state(stones: u32) -> NimState {
    NimState {
        stones,
        to_move: 0,
        winner: None,
    }
}

#[test]
fn mcts_finds_the_winning_move_in_nim() {
    for stones in [5, 6, 7, 9, 10, 11] {
        let c = choose(
            &Nim,
            &state(stones),
            &BotSpec::level(BotLevel::Normal),
            1,
            &mut never,
        )
        .unwrap();
        assert_eq!((stones - c.action) % 4, 0, "from {stones} stones");
        assert!(c.iterations > 0);
    }
}

#[test]
fn the_random_bot_plays_legal_moves_and_search_is_deterministic() {
    let random = BotSpec::level(BotLevel::Random);
    for seed in 0..20 {
        let c = choose(&Nim, &state(10), &random, seed, &mut never).unwrap();
        assert!((1..=3).contains(&c.action));
        assert_eq!(c.iterations, 0);
    }
    let easy = BotSpec::level(BotLevel::Easy);
    let a = choose(&Nim, &state(14), &easy, 5, &mut never);
    let b = choose(&Nim, &state(14), &easy, 5, &mut never);
    assert_eq!(a, b);
    assert!(choose(&Nim, &state(0), &easy, 5, &mut never).is_none() || state(0).stones == 0);
}

#[test]
fn a_stop_callback_caps_the_search() {
    let mut asked = 0;
    let mut stop = |n: u64| {
        asked += 1;
        n >= 16
    };
    let c = choose(
        &Nim,
        &state(13),
        &BotSpec::level(BotLevel::Hard),
        1,
        &mut stop,
    )
    .unwrap();
    assert_eq!(c.iterations, 16);
    assert!(asked >= 2);
}

#[test]
fn simulate_plays_a_whole_game_and_the_searcher_wins_nim() {
    let bots = vec![
        BotSpec::level(BotLevel::Normal),
        BotSpec::level(BotLevel::Random),
    ];
    let mut wins = 0;
    for seed in 0..20 {
        // Seeds whose start is not a multiple of 4 are won by the first player with best play.
        let summary = simulate(
            &Nim,
            &SimRequest {
                seed,
                bots: bots.clone(),
                max_actions: 100,
            },
        );
        let outcome = summary.outcome.unwrap();
        if (9 + seed % 10) % 4 != 0 && outcome.winner == Some(0) {
            wins += 1;
        }
        assert!(summary.actions >= 3);
    }
    assert!(wins >= 14, "{wins}");
}

#[test]
fn a_win_in_one_is_played_and_a_loss_in_one_left_out() {
    let mut log = Vec::new();
    // 3 stones: taking all three wins at once.
    let s = state(3);
    let legal = Nim.legal_actions(&s);
    assert_eq!(tactics::winning(&Nim, &s, 0, &legal, &mut log), Some(3));
    // 5 stones: taking 2 or 3 leaves the opponent a win in one; only 1 is safe.
    let s = state(5);
    let legal = Nim.legal_actions(&s);
    assert_eq!(tactics::winning(&Nim, &s, 0, &legal, &mut log), None);
    assert_eq!(tactics::safe(&Nim, &s, 0, &legal, &mut log), Some(vec![1]));
    // 4 stones: every move loses at once, so none is left out.
    let s = state(4);
    let legal = Nim.legal_actions(&s);
    assert_eq!(tactics::safe(&Nim, &s, 0, &legal, &mut log), None);
    // The bot takes the win without searching.
    let c = choose(
        &Nim,
        &state(3),
        &BotSpec::level(BotLevel::Normal),
        1,
        &mut never,
    )
    .unwrap();
    assert_eq!((c.action, c.iterations), (3, 0));
}

/// Nim whose rollouts are steered by a hint: always take one stone (legal while stones
/// remain), or an illegal 9 on every third call, which must fall back to a uniform move.
#[derive(Debug)]
struct HintedNim(std::sync::atomic::AtomicU32);

impl Game for HintedNim {
    type State = NimState;
    type Action = u32;
    fn info() -> GameInfo {
        Nim::info()
    }
    fn compile(_: &RulesetSource) -> Result<Self, Diagnostics> {
        Ok(HintedNim(Default::default()))
    }
    fn start(&self, seed: u64) -> NimState {
        Nim.start(seed)
    }
    fn status(&self, s: &NimState) -> Status {
        Nim.status(s)
    }
    fn legal_actions(&self, s: &NimState) -> Vec<u32> {
        Nim.legal_actions(s)
    }
    fn apply(&self, s: &mut NimState, a: &u32, log: &mut Vec<LogLine>) -> Result<(), Refusal> {
        Nim.apply(s, a, log)
    }
    fn scene(&self, s: &NimState, v: Viewer) -> Scene {
        Nim.scene(s, v)
    }
    fn format_action(&self, s: &NimState, a: &u32) -> String {
        Nim.format_action(s, a)
    }
    fn parse_action(&self, s: &NimState, t: &str) -> Result<u32, Refusal> {
        Nim.parse_action(s, t)
    }
    fn action_path(&self, s: &NimState, a: &u32) -> Vec<ElementId> {
        Nim.action_path(s, a)
    }
    fn bot_hints(&self) -> Option<&dyn crate::game::BotHints<Self>> {
        Some(self)
    }
}

impl crate::game::BotHints<HintedNim> for HintedNim {
    fn evaluate(&self, _: &NimState, _: u8) -> Option<f64> {
        None
    }
    fn rollout_action(&self, _: &NimState, _: &mut GameRng) -> Option<u32> {
        let n = self.0.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        Some(if n % 3 == 2 { 9 } else { 1 })
    }
}

#[test]
fn rollouts_follow_the_hint_and_the_search_still_finds_the_winning_move() {
    let game = HintedNim(Default::default());
    for stones in [6, 7, 10, 11] {
        let c = choose(
            &game,
            &state(stones),
            &BotSpec::level(BotLevel::Normal),
            1,
            &mut never,
        )
        .unwrap();
        assert_eq!((stones - c.action) % 4, 0, "from {stones} stones");
    }
    assert!(game.0.load(std::sync::atomic::Ordering::Relaxed) > 100);
}

#[test]
fn evaluate_judges_a_won_position_high_for_the_mover_and_ranks_the_winning_move_first() {
    let normal = BotSpec::level(BotLevel::Normal);
    // 9 stones, A to move: taking 1 leaves 8, a multiple of 4: A wins with best play.
    let e = evaluate(&Nim, &state(9), 0, &normal, 1, &mut never).unwrap();
    assert_eq!(e.values.len(), 2);
    assert!(e.values[0] > 0.7, "A's chance {:?}", e.values);
    assert!((e.values[0] + e.values[1] - 1.0).abs() < 1e-9);
    assert_eq!(e.moves.first().map(|m| m.0), Some(1), "{:?}", e.moves);
    assert!(
        e.moves.windows(2).all(|w| w[0].1 >= w[1].1),
        "most tried first"
    );
    assert_eq!(e.iterations, u64::from(BotLevel::Normal.iterations()));
    // 8 stones, A to move: lost with best play.
    let lost = evaluate(&Nim, &state(8), 0, &normal, 1, &mut never).unwrap();
    assert!(lost.values[0] < 0.3, "A's chance {:?}", lost.values);
}

#[test]
fn evaluate_from_a_seat_not_to_move_gives_chances_and_no_moves() {
    let normal = BotSpec::level(BotLevel::Normal);
    let by_b = evaluate(&Nim, &state(9), 1, &normal, 1, &mut never).unwrap();
    assert!(by_b.moves.is_empty(), "B may not weigh A's options");
    assert!(
        by_b.values[0] > 0.7,
        "B judges A ahead too: {:?}",
        by_b.values
    );
    // Deterministic for a seed; a random bot's budget judges with easy's.
    let again = evaluate(&Nim, &state(9), 1, &normal, 1, &mut never).unwrap();
    assert_eq!(by_b, again);
    let random = BotSpec::level(BotLevel::Random);
    let quick = evaluate(&Nim, &state(9), 0, &random, 1, &mut never).unwrap();
    assert_eq!(quick.iterations, u64::from(BotLevel::Easy.iterations()));
    // Nobody is to move once the match is over.
    let over = NimState {
        stones: 0,
        to_move: 1,
        winner: Some(0),
    };
    assert!(evaluate(&Nim, &over, 0, &normal, 1, &mut never).is_none());
}

/// Nim with a rollout loop of its own ([`Game::random_playout`]) that counts its calls and
/// then plays the generic one: whether a search went through the game's fast path.
#[derive(Debug, Default)]
struct CountedNim(std::sync::atomic::AtomicU32);

impl Game for CountedNim {
    type State = NimState;
    type Action = u32;
    fn info() -> GameInfo {
        Nim::info()
    }
    fn compile(_: &RulesetSource) -> Result<Self, Diagnostics> {
        Ok(CountedNim::default())
    }
    fn start(&self, seed: u64) -> NimState {
        Nim.start(seed)
    }
    fn status(&self, s: &NimState) -> Status {
        Nim.status(s)
    }
    fn legal_actions(&self, s: &NimState) -> Vec<u32> {
        Nim.legal_actions(s)
    }
    fn apply(&self, s: &mut NimState, a: &u32, log: &mut Vec<LogLine>) -> Result<(), Refusal> {
        Nim.apply(s, a, log)
    }
    fn scene(&self, s: &NimState, v: Viewer) -> Scene {
        Nim.scene(s, v)
    }
    fn format_action(&self, s: &NimState, a: &u32) -> String {
        Nim.format_action(s, a)
    }
    fn parse_action(&self, s: &NimState, t: &str) -> Result<u32, Refusal> {
        Nim.parse_action(s, t)
    }
    fn action_path(&self, s: &NimState, a: &u32) -> Vec<ElementId> {
        Nim.action_path(s, a)
    }
    fn random_playout(
        &self,
        state: &mut NimState,
        rng: &mut QuickRng,
        cap: u32,
        legal: &mut Vec<u32>,
        log: &mut Vec<LogLine>,
    ) -> Playout {
        self.0.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        uniform_playout(self, state, rng, cap, legal, log)
    }
}

#[test]
fn the_uniform_playout_bypasses_the_games_own_loop_and_chooses_the_same() {
    use std::sync::atomic::Ordering::Relaxed;
    let normal = BotSpec::level(BotLevel::Normal);
    for stones in [6, 7, 10, 11, 13] {
        let game = CountedNim::default();
        let by = |kind| choose_with(&game, &state(stones), &normal, kind, 3, &mut never).unwrap();
        let generic = by(PlayoutKind::Uniform);
        assert_eq!(
            game.0.load(Relaxed),
            0,
            "from {stones}: the game's loop was called"
        );
        let own = by(PlayoutKind::Game);
        assert!(
            game.0.load(Relaxed) > 0,
            "from {stones}: the game's loop is the default"
        );
        assert_eq!(own, generic, "from {stones} stones");
        assert!(own.iterations > 0);
    }
    // Hints are the game's too: a uniform search asks none.
    let hinted = HintedNim(Default::default());
    let c = choose_with(
        &hinted,
        &state(10),
        &normal,
        PlayoutKind::Uniform,
        1,
        &mut never,
    );
    assert_eq!(c.map(|c| (10 - c.action) % 4), Some(0));
    assert_eq!(hinted.0.load(Relaxed), 0, "a rollout hint was asked");
}

/// Nim that notes, at every `apply`, whether its log lines would be read ([`log_unread`]) and
/// whether a bot is searching ([`searching`]).
#[derive(Debug, Default)]
struct ListeningNim(std::sync::Mutex<Vec<(bool, bool)>>);

impl Game for ListeningNim {
    type State = NimState;
    type Action = u32;
    fn info() -> GameInfo {
        Nim::info()
    }
    fn compile(_: &RulesetSource) -> Result<Self, Diagnostics> {
        Ok(ListeningNim::default())
    }
    fn start(&self, seed: u64) -> NimState {
        Nim.start(seed)
    }
    fn status(&self, s: &NimState) -> Status {
        Nim.status(s)
    }
    fn legal_actions(&self, s: &NimState) -> Vec<u32> {
        Nim.legal_actions(s)
    }
    fn apply(&self, s: &mut NimState, a: &u32, log: &mut Vec<LogLine>) -> Result<(), Refusal> {
        self.0.lock().unwrap().push((log_unread(), searching()));
        Nim.apply(s, a, log)
    }
    fn scene(&self, s: &NimState, v: Viewer) -> Scene {
        Nim.scene(s, v)
    }
    fn format_action(&self, s: &NimState, a: &u32) -> String {
        Nim.format_action(s, a)
    }
    fn parse_action(&self, s: &NimState, t: &str) -> Result<u32, Refusal> {
        Nim.parse_action(s, t)
    }
    fn action_path(&self, s: &NimState, a: &u32) -> Vec<ElementId> {
        Nim.action_path(s, a)
    }
}

/// A simulated game's log lines are never read, so `log_unread` is true at its every `apply`
/// (without claiming a search: hooks and tallies still run), true in a search, and false for a
/// match's own moves and after the batch.
#[test]
fn log_lines_are_unread_in_a_simulated_game_and_a_search_only() {
    let game = ListeningNim::default();
    let mut s = game.start(0);
    game.apply(&mut s, &1, &mut Vec::new()).unwrap();
    assert_eq!(game.0.lock().unwrap().as_slice(), &[(false, false)]);
    game.0.lock().unwrap().clear();
    let request = SimRequest {
        seed: 3,
        bots: vec![BotSpec::level(BotLevel::Random); 2],
        max_actions: 100,
    };
    let summary = simulate(&game, &request);
    assert!(summary.outcome.is_some());
    let seen = std::mem::take(&mut *game.0.lock().unwrap());
    assert!(!seen.is_empty());
    assert!(
        seen.iter().all(|&(unread, search)| unread && !search),
        "{seen:?}"
    );
    // A searching bot in a simulated game: its search's calls are a search.
    let request = SimRequest {
        bots: vec![BotSpec::level(BotLevel::Easy); 2],
        ..request
    };
    simulate(&game, &request);
    let seen = std::mem::take(&mut *game.0.lock().unwrap());
    assert!(seen.iter().any(|&(_, search)| search));
    assert!(seen.iter().all(|&(unread, _)| unread), "{seen:?}");
    assert!(!log_unread() && !searching());
}

//! The search allocates nothing per step once warmed up: a counting global allocator
//! (`game_sdk::bots::probe`) tells the search's allocations from the game's, on two toy games
//! — one with nothing hidden (the tree remembers positions and listings) and one with a hidden
//! number re-sampled every iteration (information-set search). Both toys allocate only in
//! `legal_actions` (its `Vec`), and their rollouts follow a hint, so a rollout step allocates
//! nothing at all. Each bundled game has the same test in its own `tests/bots_alloc.rs`.
#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure

use game_sdk::bots::probe::{self, CountingAlloc, Probed};
use game_sdk::scene::{ElementId, Scene};
use game_sdk::{
    BotHints, Diagnostics, Game, GameInfo, GameRng, HiddenInformation, LogLine, Outcome, Refusal,
    RulesetSource, Status, Viewer,
};
use serde::{Deserialize, Serialize};

#[global_allocator]
static ALLOC: CountingAlloc = CountingAlloc;

/// Race to 31: each turn adds 1–3; who reaches the target wins. With `hidden`, the target is
/// 31 + a secret 0–2 that only seat 0 knows (seat 1's searches re-sample it).
#[derive(Debug)]
struct Race {
    hidden: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct RaceState {
    total: u32,
    secret: u32,
    to_move: u8,
    winner: Option<u8>,
}

impl Race {
    fn target(&self, s: &RaceState) -> u32 {
        31 + s.secret
    }
}

impl Game for Race {
    type State = RaceState;
    type Action = u32;

    fn info() -> GameInfo {
        GameInfo {
            id: "race".into(),
            name: "Race".into(),
            version: "1".into(),
            description: String::new(),
            seats: vec!["A".into(), "B".into()],
            min_seats: 1,
        }
    }
    fn compile(_: &RulesetSource) -> Result<Self, Diagnostics> {
        Ok(Race { hidden: false })
    }
    fn start(&self, seed: u64) -> RaceState {
        RaceState {
            total: 0,
            secret: if self.hidden { (seed % 3) as u32 } else { 0 },
            to_move: 0,
            winner: None,
        }
    }
    fn status(&self, s: &RaceState) -> Status {
        match s.winner {
            // No scores and no words: nothing to allocate.
            Some(w) => Status::Over(Outcome::decided(Some(w), Vec::new(), String::new())),
            None => Status::ToMove {
                seat: s.to_move,
                prompt: String::new(),
            },
        }
    }
    fn legal_actions(&self, s: &RaceState) -> Vec<u32> {
        if s.winner.is_some() {
            return Vec::new();
        }
        (1..=3).collect()
    }
    fn apply(&self, s: &mut RaceState, &a: &u32, _: &mut Vec<LogLine>) -> Result<(), Refusal> {
        if s.winner.is_some() || !(1..=3).contains(&a) {
            return Err(Refusal::Illegal(String::new()));
        }
        s.total += a;
        if s.total >= self.target(s) {
            s.winner = Some(s.to_move);
        }
        s.to_move = 1 - s.to_move;
        Ok(())
    }
    fn hidden_information(&self) -> Option<&dyn HiddenInformation<Self>> {
        self.hidden.then_some(self as &dyn HiddenInformation<Self>)
    }
    fn bot_hints(&self) -> Option<&dyn BotHints<Self>> {
        Some(self)
    }
    fn scene(&self, _: &RaceState, _: Viewer) -> Scene {
        Scene::default()
    }
    fn format_action(&self, _: &RaceState, a: &u32) -> String {
        a.to_string()
    }
    fn parse_action(&self, _: &RaceState, t: &str) -> Result<u32, Refusal> {
        t.parse().map_err(|_| Refusal::illegal("not a number"))
    }
    fn action_path(&self, _: &RaceState, a: &u32) -> Vec<ElementId> {
        vec![a.to_string()]
    }
}

impl HiddenInformation<Race> for Race {
    fn sample_hidden(&self, s: &RaceState, seat: u8, rng: &mut GameRng) -> RaceState {
        let mut t = s.clone();
        if self.hidden && seat != 0 {
            t.secret = rng.below(3) as u32;
            if t.total >= self.target(&t) && t.winner.is_none() {
                t.secret = 2;
            }
        }
        t
    }
    fn public_action(&self, _: &RaceState, _: &u32) -> Option<String> {
        None
    }
    /// From 31 on, whether the match ends tells seat 1 something of the secret.
    fn revealed_to(&self, _: &RaceState, _: &u32, after: &RaceState, seats: &mut Vec<u8>) {
        if self.hidden && after.total >= 31 {
            seats.push(1);
        }
    }
}

impl BotHints<Race> for Race {
    fn evaluate(&self, _: &RaceState, _: u8) -> Option<f64> {
        None
    }
    fn rollout_action(&self, s: &RaceState, rng: &mut GameRng) -> Option<u32> {
        s.winner.is_none().then(|| 1 + rng.below(3) as u32)
    }
}

/// A search of 2,000 iterations; the last 1,600 are counted.
fn measure(game: Race, root: RaceState) -> probe::Counts {
    let game = Probed(game);
    let c = probe::after_warm_up(&game, &root, 2_000, 400, 7).unwrap();
    eprintln!(
        "{:?}: {c:?}; per step: {:.3} allocations by the search, {:.3} by the game",
        game.0,
        c.search as f64 / c.applies as f64,
        c.game as f64 / c.applies as f64
    );
    c
}

#[test]
fn a_search_over_a_fixed_position_allocates_nothing_per_step() {
    let c = measure(Race { hidden: false }, Race { hidden: false }.start(0));
    assert!(c.applies > 10_000, "{c:?}");
    assert_eq!(c.search, 0, "the search allocated after warm-up: {c:?}");
    // The game allocates only when the tree lists a position it has not seen (one `Vec` of
    // legal actions per new node at most), never in a rollout step.
    assert!(c.game <= 1_600, "{c:?}");
}

#[test]
fn an_information_set_search_allocates_nothing_per_step() {
    let game = Race { hidden: true };
    let mut root = game.start(1);
    // Seat 1 to move: the target is hidden from it.
    game.apply(&mut root, &2, &mut Vec::new()).unwrap();
    let c = measure(game, root);
    assert!(c.applies > 10_000, "{c:?}");
    assert_eq!(c.search, 0, "the search allocated after warm-up: {c:?}");
    // Every tree node lists its legal actions in every determinization: one `Vec` each.
    assert!(c.game > 0);
}

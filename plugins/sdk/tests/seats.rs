#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a failed unwrap is a failed test
//! Seats per ruleset: a game names up to six seats and a ruleset picks how many play; the SDK
//! refuses a count outside the game's range, the bots and `rotation` play exactly the
//! ruleset's seats, and a ranking reaches the tally of first places and mean places.

use game_sdk::bots;
use game_sdk::scene::Scene;
use game_sdk::wire::{BotLevel, BotSpec};
use game_sdk::{Diagnostics, Game, GameInfo, LogLine, Outcome, Refusal, RulesetSource, Status};

/// A race to 3: in turn, each seat steps one forward; the first to reach 3 wins and the others
/// are ranked by their steps (seat 0, moving first, always wins). `players = N` in the
/// ruleset seats N.
struct Race {
    players: u8,
}

const GOAL: u8 = 3;

impl Game for Race {
    type State = Vec<u8>;
    type Action = ();

    fn info() -> GameInfo {
        GameInfo {
            id: "race".into(),
            name: "Race".into(),
            version: "0".into(),
            description: String::new(),
            seats: (1..=6).map(|i| format!("P{i}")).collect(),
            min_seats: 2,
        }
    }
    fn seats(&self) -> u8 {
        self.players
    }
    fn compile(source: &RulesetSource) -> Result<Self, Diagnostics> {
        let text = source.text(&source.root).unwrap_or_default();
        let players = text
            .lines()
            .find_map(|l| l.strip_prefix("players = "))
            .and_then(|n| n.trim().parse().ok())
            .unwrap_or(2);
        Ok(Race { players })
    }
    fn start(&self, _seed: u64) -> Vec<u8> {
        vec![0; usize::from(self.players)]
    }
    fn status(&self, steps: &Vec<u8>) -> Status {
        if steps.contains(&GOAL) {
            // Places by steps: one more than the seats strictly ahead.
            let places = steps
                .iter()
                .map(|mine| 1 + steps.iter().filter(|other| *other > mine).count() as u8)
                .collect();
            let scores = steps.iter().map(|&s| i64::from(s)).collect();
            Status::Over(Outcome::ranked(places, scores, "reached the goal"))
        } else {
            let total: usize = steps.iter().map(|&s| usize::from(s)).sum();
            Status::ToMove {
                seat: (total % steps.len()) as u8,
                prompt: "step".into(),
            }
        }
    }
    fn legal_actions(&self, steps: &Vec<u8>) -> Vec<()> {
        if steps.contains(&GOAL) {
            vec![]
        } else {
            vec![()]
        }
    }
    fn apply(&self, steps: &mut Vec<u8>, _: &(), _: &mut Vec<LogLine>) -> Result<(), Refusal> {
        let Some(seat) = self.status(steps).to_move() else {
            return Err(Refusal::illegal("the race is over"));
        };
        steps[usize::from(seat)] += 1;
        Ok(())
    }
    fn scene(&self, _: &Vec<u8>, _: game_sdk::Viewer) -> Scene {
        Scene::default()
    }
    fn format_action(&self, _: &Vec<u8>, _: &()) -> String {
        "step".into()
    }
    fn parse_action(&self, _: &Vec<u8>, _: &str) -> Result<(), Refusal> {
        Ok(())
    }
    fn action_path(&self, _: &Vec<u8>, _: &()) -> Vec<String> {
        vec![]
    }
}

fn race(players: u8) -> Race {
    Race::compile(&RulesetSource::inline(
        "r.toml",
        &format!("players = {players}\n"),
    ))
    .unwrap()
}

#[test]
fn the_ruleset_picks_how_many_of_the_games_seats_play() {
    let four = race(4);
    assert_eq!(game_sdk::game::capabilities_of(&four).seats, 4);
    assert_eq!(game_sdk::game::check_seats(&four), Ok(()));
    assert_eq!(
        Race::info().seat_names(four.seats()),
        ["P1", "P2", "P3", "P4"]
    );
}

#[test]
fn a_count_outside_the_games_range_is_refused_with_the_range() {
    for bad in [1, 7] {
        let e = game_sdk::game::check_seats(&race(bad)).unwrap_err();
        assert!(
            e.contains(&format!("seat {bad} players")) && e.contains("2 to 6"),
            "{e}"
        );
    }
}

#[test]
fn bots_play_only_the_rulesets_seats_and_the_ranking_reaches_the_tally() {
    let game = race(4);
    let bots = [BotSpec::level(BotLevel::Random); 4];
    let (standings, unfinished) = bots::rotation(&game, &bots, 8, 100);
    assert_eq!(unfinished, 0);
    // Seat 0 always wins with 3 steps to the others' 2; each bot sits at seat 0 in two of the
    // eight games, so it has two first places and a mean place of (2·1 + 6·2) / 8.
    for s in &standings {
        assert_eq!((s.finished, s.first_places), (8, 2), "{standings:?}");
        assert_eq!(s.mean_place(), Some(1.75));
    }
    // A searching bot plays the same table.
    let searching = bots::simulate(
        &game,
        &game_sdk::wire::SimRequest {
            seed: 1,
            bots: vec![BotSpec::level(BotLevel::Easy); 4],
            max_actions: 100,
        },
    );
    let outcome = searching.outcome.unwrap();
    assert_eq!(outcome.places, [1, 2, 2, 2]);
    assert_eq!(outcome.winner, Some(0));
}

#[test]
#[should_panic(expected = "duel plays two seats")]
fn a_duel_of_a_table_of_four_is_a_mistake_the_kit_names() {
    bots::duel(
        &race(4),
        BotSpec::level(BotLevel::Random),
        BotSpec::level(BotLevel::Random),
        2,
        100,
    );
}

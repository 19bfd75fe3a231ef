#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a failed unwrap is a failed test
//! The conformance suite must fail on each kind of broken game, or it proves nothing.
//! `Counting` is a correct little game with a secret; each `Bug` breaks one rule of the contract.

use game_sdk::scene::{Control, Scene};
use game_sdk::testkit::{Options, conformance};
use game_sdk::{
    Diagnostics, Game, GameInfo, GameRng, Illegal, Outcome, RulesetSource, Status, Viewer,
};
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq)]
enum Bug {
    None,
    MutatesWhenRefusing,
    LeaksTheSecret,
    NeverEnds,
    NotationDoesNotRoundTrip,
    PathToNowhere,
    Nondeterministic,
}

struct Counting {
    bug: Bug,
}

/// Seat 0 knows `secret`; seat 1 does not. Players alternately add 1 or 2 (only 2 when the
/// total is 3n+2); at 10 or more the
/// match ends and seat 0 wins if the secret is even.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct State {
    total: u32,
    turn: u8,
    secret: u32,
    rng: GameRng,
}

impl Game for Counting {
    type State = State;
    type Action = u32;

    fn info() -> GameInfo {
        GameInfo {
            id: "counting".into(),
            name: "Counting".into(),
            version: "0".into(),
            description: String::new(),
            seats: vec!["A".into(), "B".into()],
            hidden_information: false,
        }
    }
    fn compile(_: &RulesetSource) -> Result<Self, Diagnostics> {
        Ok(Counting { bug: Bug::None })
    }
    fn start(&self, seed: u64) -> State {
        let mut rng = GameRng::from_seed(seed);
        let secret = rng.below(100) as u32;
        State {
            total: 0,
            turn: 0,
            secret,
            rng,
        }
    }
    fn status(&self, s: &State) -> Status {
        if s.total >= 10 && self.bug != Bug::NeverEnds {
            let winner = if s.secret.is_multiple_of(2) { 0 } else { 1 };
            Status::Over(Outcome {
                winner: Some(winner),
                scores: vec![0, 0],
                reason: "ten".into(),
            })
        } else {
            Status::ToMove {
                seat: s.turn,
                prompt: String::new(),
            }
        }
    }
    fn legal_actions(&self, s: &State) -> Vec<u32> {
        if self.status(s).is_over() {
            vec![]
        } else if s.total % 3 == 2 {
            vec![2]
        } else {
            vec![1, 2]
        }
    }
    fn apply(
        &self,
        s: &mut State,
        a: &u32,
        _log: &mut Vec<game_sdk::LogLine>,
    ) -> Result<(), Illegal> {
        let legal = self.legal_actions(s);
        if self.bug == Bug::MutatesWhenRefusing {
            s.turn = 1 - s.turn;
        }
        if !legal.contains(a) {
            return Err(Illegal::new("add 1 or 2 (only 2 after a total of 3n+2)"));
        }
        if self.bug == Bug::MutatesWhenRefusing {
            s.turn = 1 - s.turn;
        }
        s.total += a;
        if self.bug == Bug::Nondeterministic {
            s.secret = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .unwrap()
                .subsec_nanos();
        }
        s.turn = 1 - s.turn;
        Ok(())
    }
    fn scene(&self, s: &State, v: Viewer) -> Scene {
        let mut labels = vec![format!("total {}", s.total)];
        if v == Viewer::Seat(0) || v == Viewer::Referee || self.bug == Bug::LeaksTheSecret {
            labels.push(format!("secret {}", s.secret));
        }
        let controls = (1..=2)
            .map(|n| Control {
                id: format!("add:{n}"),
                label: format!("+{n}"),
            })
            .collect();
        Scene {
            labels,
            controls,
            ..Scene::default()
        }
    }
    fn format_action(&self, _: &State, a: &u32) -> String {
        if self.bug == Bug::NotationDoesNotRoundTrip {
            format!("plus {a}")
        } else {
            a.to_string()
        }
    }
    fn parse_action(&self, _: &State, t: &str) -> Result<u32, Illegal> {
        t.trim().parse().map_err(|_| Illegal::new("a number"))
    }
    fn action_path(&self, _: &State, a: &u32) -> Vec<String> {
        if self.bug == Bug::PathToNowhere {
            vec![format!("nowhere:{a}")]
        } else {
            vec![format!("add:{a}")]
        }
    }
    fn sample_hidden(&self, s: &State, seat: u8, rng: &mut GameRng) -> State {
        let mut out = s.clone();
        if seat == 1 {
            out.secret = rng.below(100) as u32;
        }
        out
    }
}

fn run(bug: Bug) {
    let options = Options {
        seeds: 5,
        max_actions: 50,
        ..Options::default()
    };
    conformance(&Counting { bug }, &options);
}

#[test]
fn a_correct_game_passes() {
    run(Bug::None);
}

#[test]
#[should_panic(expected = "changed the state")]
fn a_refusal_that_changes_the_state_fails() {
    run(Bug::MutatesWhenRefusing);
}

#[test]
#[should_panic(expected = "scene changed when only information hidden from it was resampled")]
fn a_scene_that_leaks_hidden_information_fails() {
    run(Bug::LeaksTheSecret);
}

#[test]
#[should_panic(expected = "did not end within 50 actions")]
fn a_game_that_never_ends_fails() {
    run(Bug::NeverEnds);
}

#[test]
#[should_panic(expected = "cannot read its own notation")]
fn notation_that_does_not_round_trip_fails() {
    run(Bug::NotationDoesNotRoundTrip);
}

#[test]
#[should_panic(expected = "which is not in the mover's scene")]
fn a_click_path_to_a_missing_element_fails() {
    run(Bug::PathToNowhere);
}

#[test]
#[should_panic(expected = "gave different states")]
fn nondeterministic_play_fails() {
    run(Bug::Nondeterministic);
}

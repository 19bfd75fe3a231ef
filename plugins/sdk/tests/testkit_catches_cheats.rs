#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a failed unwrap is a failed test
//! The conformance suite must catch a bot that may know more than its seat: a `sample_hidden`
//! that keeps the opponents' real dice (re-seeding only the generator), one that keeps the real
//! generator (re-rolling only the dice), and fast paths that disagree with the plain methods.
//! `Dice` is a correct little game with hidden dice and rolls during play; each `Cheat` breaks
//! one of those rules, and none of them is caught by the leak check (the scenes are right).

use game_sdk::bots::{Playout, QuickRng};
use game_sdk::scene::{CardFace, CardView, Scene, Zone, ZoneKind};
use game_sdk::testkit::{Options, conformance};
use game_sdk::{
    Diagnostics, Game, GameInfo, GameRng, HiddenInformation, LogLine, Outcome, Refusal,
    RulesetSource, Status, Viewer,
};
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq)]
enum Cheat {
    None,
    /// `sample_hidden` re-seeds the generator but keeps the other seats' real dice.
    KeepsTheDice,
    /// `sample_hidden` re-rolls the other seats' dice but keeps the real generator, so the
    /// sample's next roll is the real one.
    KeepsTheGenerator,
    /// `to_move` says nobody moves on the last turn.
    ToMove,
    /// `winner` says seat 0 won every finished match.
    Winner,
    /// `legal_actions_into` appends to the buffer instead of replacing it.
    Appends,
    /// The game's own rollout always holds, whatever the draws say.
    Playout,
    /// Every seat sees every die, and the rules claim no hidden information: yet the rolls to
    /// come are hidden from everyone, and the bots would search the real generator.
    OpenDiceWithoutCapability,
}

struct Dice {
    cheat: Cheat,
}

const SEATS: usize = 3;
const TURNS: u8 = 9;

/// Three seats each roll two dice they alone see. In turn, a seat holds or rolls again (its
/// new dice from the match's generator); after nine turns the highest sum wins.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Table {
    dice: Vec<[u8; 2]>,
    turn: u8,
    rng: GameRng,
}

fn roll(rng: &mut GameRng) -> [u8; 2] {
    [1 + rng.below(6) as u8, 1 + rng.below(6) as u8]
}

impl Dice {
    fn winner_of(t: &Table) -> Option<u8> {
        let sums: Vec<u8> = t.dice.iter().map(|d| d[0] + d[1]).collect();
        let best = *sums.iter().max()?;
        let mut at = sums.iter().enumerate().filter(|(_, s)| **s == best);
        match (at.next(), at.next()) {
            (Some((seat, _)), None) => Some(seat as u8),
            _ => None,
        }
    }
}

impl Game for Dice {
    type State = Table;
    type Action = u8;

    fn info() -> GameInfo {
        GameInfo {
            id: "dice".into(),
            name: "Dice".into(),
            version: "0".into(),
            description: String::new(),
            seats: vec!["A".into(), "B".into(), "C".into()],
            min_seats: 1,
        }
    }
    fn compile(_: &RulesetSource) -> Result<Self, Diagnostics> {
        Ok(Dice { cheat: Cheat::None })
    }
    fn start(&self, seed: u64) -> Table {
        let mut rng = GameRng::from_seed(seed);
        let dice = (0..SEATS).map(|_| roll(&mut rng)).collect();
        Table { dice, turn: 0, rng }
    }
    fn status(&self, t: &Table) -> Status {
        if t.turn >= TURNS {
            let sums = t.dice.iter().map(|d| i64::from(d[0] + d[1])).collect();
            Status::Over(Outcome::decided(
                Self::winner_of(t),
                sums,
                "the highest sum",
            ))
        } else {
            Status::ToMove {
                seat: t.turn % SEATS as u8,
                prompt: "hold or roll".into(),
            }
        }
    }
    fn to_move(&self, t: &Table) -> Option<u8> {
        if self.cheat == Cheat::ToMove && t.turn == TURNS - 1 {
            return None;
        }
        self.status(t).to_move()
    }
    fn winner(&self, t: &Table) -> Option<u8> {
        if t.turn < TURNS {
            return None;
        }
        if self.cheat == Cheat::Winner {
            return Some(0);
        }
        Self::winner_of(t)
    }
    fn legal_actions(&self, t: &Table) -> Vec<u8> {
        if t.turn >= TURNS { vec![] } else { vec![0, 1] }
    }
    fn legal_actions_into(&self, t: &Table, out: &mut Vec<u8>) {
        if self.cheat != Cheat::Appends {
            out.clear();
        }
        out.extend(self.legal_actions(t));
    }
    fn random_playout(
        &self,
        t: &mut Table,
        rng: &mut QuickRng,
        cap: u32,
        legal: &mut Vec<u8>,
        log: &mut Vec<LogLine>,
    ) -> Playout {
        if self.cheat != Cheat::Playout {
            return game_sdk::bots::uniform_playout(self, t, rng, cap, legal, log);
        }
        for _ in 0..cap {
            if t.turn >= TURNS {
                return Playout::Ended(Self::winner_of(t));
            }
            let _ = rng.below(2);
            t.turn += 1;
        }
        Playout::Capped
    }
    fn apply(&self, t: &mut Table, a: &u8, log: &mut Vec<LogLine>) -> Result<(), Refusal> {
        if t.turn >= TURNS || *a > 1 {
            return Err(Refusal::illegal("hold (0) or roll (1)"));
        }
        let seat = t.turn % SEATS as u8;
        if *a == 1 {
            let dice = roll(&mut t.rng);
            t.dice[seat as usize] = dice;
            log.push(LogLine::seat(
                seat,
                format!("you roll {} and {}", dice[0], dice[1]),
            ));
        }
        t.turn += 1;
        Ok(())
    }
    fn scene(&self, t: &Table, v: Viewer) -> Scene {
        let over = t.turn >= TURNS;
        let zones = (0..SEATS as u8)
            .map(|s| {
                let sees = over
                    || v == Viewer::Seat(s)
                    || v == Viewer::Referee
                    || self.cheat == Cheat::OpenDiceWithoutCapability;
                let cards = t.dice[s as usize]
                    .iter()
                    .enumerate()
                    .map(|(i, d)| CardView {
                        id: format!("die:{s}:{i}"),
                        // Dice as dice: the face up for a seat that may see it, blank else.
                        face: CardFace::Die {
                            sides: 6,
                            value: sees.then_some(*d),
                        },
                        covered: false,
                    })
                    .collect();
                Zone {
                    id: format!("dice:{s}"),
                    kind: ZoneKind::Hand,
                    owner: Some(s),
                    title: format!("seat {s}"),
                    group: None,
                    cards,
                    count: 2,
                    category: None,
                }
            })
            .collect();
        Scene {
            zones,
            labels: vec![format!("turn {}", t.turn)],
            controls: ["hold", "roll"]
                .iter()
                .map(|c| game_sdk::scene::Control {
                    id: (*c).into(),
                    label: (*c).into(),
                    confirm: None,
                })
                .collect(),
            ..Scene::default()
        }
    }
    fn format_action(&self, _: &Table, a: &u8) -> String {
        if *a == 1 { "roll" } else { "hold" }.into()
    }
    fn parse_action(&self, _: &Table, text: &str) -> Result<u8, Refusal> {
        match text.trim() {
            "hold" => Ok(0),
            "roll" => Ok(1),
            _ => Err(Refusal::illegal("write `hold` or `roll`")),
        }
    }
    fn action_path(&self, _: &Table, a: &u8) -> Vec<String> {
        vec![if *a == 1 { "roll" } else { "hold" }.into()]
    }
    fn hidden_information(&self) -> Option<&dyn HiddenInformation<Self>> {
        (self.cheat != Cheat::OpenDiceWithoutCapability)
            .then_some(self as &dyn HiddenInformation<Self>)
    }
}

impl HiddenInformation<Dice> for Dice {
    fn public_action(&self, _: &Table, _: &u8) -> Option<String> {
        None
    }
    /// Re-rolls every other seat's dice and re-seeds the generator (the future rolls are
    /// hidden from everyone).
    fn sample_hidden(&self, t: &Table, seat: u8, rng: &mut GameRng) -> Table {
        let mut out = t.clone();
        if t.turn >= TURNS {
            return out;
        }
        if self.cheat != Cheat::KeepsTheDice {
            for (s, dice) in out.dice.iter_mut().enumerate() {
                if s != seat as usize {
                    *dice = roll(rng);
                }
            }
        }
        if self.cheat != Cheat::KeepsTheGenerator {
            out.rng = GameRng::resampled(rng);
        }
        out
    }
    /// A roll shows the roller dice nobody knew (so no undo may take it back); the end shows
    /// everyone's dice.
    fn revealed_to(&self, before: &Table, action: &u8, after: &Table, seats: &mut Vec<u8>) {
        if before.turn < TURNS && after.turn >= TURNS {
            seats.extend(0..SEATS as u8);
        } else if *action == 1 {
            seats.push(before.turn % SEATS as u8);
        }
    }
}

fn run(cheat: Cheat) {
    conformance(
        &Dice { cheat },
        &Options {
            seeds: 12,
            max_actions: 50,
            ..Options::default()
        },
    );
}

#[test]
fn an_honest_dice_game_passes() {
    run(Cheat::None);
}

#[test]
#[should_panic(expected = "is hidden from seat 0")]
fn a_sample_that_keeps_the_opponents_real_dice_fails() {
    run(Cheat::KeepsTheDice);
}

#[test]
#[should_panic(expected = "kept the real state's random generator")]
fn a_sample_that_keeps_the_real_generator_fails() {
    run(Cheat::KeepsTheGenerator);
}

#[test]
#[should_panic(expected = "`to_move` says None but `status` says Some(2)")]
fn a_to_move_that_disagrees_with_status_fails() {
    run(Cheat::ToMove);
}

#[test]
#[should_panic(expected = "`winner` says Some(0) but `status` says")]
fn a_winner_that_disagrees_with_status_fails() {
    run(Cheat::Winner);
}

#[test]
#[should_panic(expected = "`legal_actions_into` lists")]
fn a_listing_fast_path_that_appends_fails() {
    run(Cheat::Appends);
}

#[test]
#[should_panic(expected = "`random_playout` does not play what the SDK's `uniform_playout` plays")]
fn a_rollout_that_plays_another_game_fails() {
    run(Cheat::Playout);
}

#[test]
#[should_panic(expected = "`dice` draws from its generator during play")]
fn rules_that_roll_during_play_without_the_capability_fail() {
    run(Cheat::OpenDiceWithoutCapability);
}

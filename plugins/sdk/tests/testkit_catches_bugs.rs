#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a failed unwrap is a failed test
//! The conformance suite must fail on each kind of broken game, or it proves nothing.
//! `Counting` is a correct little game with a secret; each `Bug` breaks one rule of the contract.

use game_sdk::scene::{Control, Scene};
use game_sdk::testkit::{Options, conformance};
use game_sdk::{
    Diagnostics, Game, GameInfo, GameRng, HiddenInformation, LogLine, Outcome, Refusal,
    RulesetSource, Status, Viewer,
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
    /// The end of the match tells seat 1 whether the secret is even (who won), but
    /// `revealed_to` does not say so.
    HidesTheEndsReveal,
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
            min_seats: 1,
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
            Status::Over(Outcome::decided(Some(winner), vec![0, 0], "ten"))
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
    fn apply(&self, s: &mut State, a: &u32, _log: &mut Vec<LogLine>) -> Result<(), Refusal> {
        let legal = self.legal_actions(s);
        if self.bug == Bug::MutatesWhenRefusing {
            s.turn = 1 - s.turn;
        }
        if !legal.contains(a) {
            return Err(Refusal::illegal(
                "add 1 or 2 (only 2 after a total of 3n+2)",
            ));
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
                confirm: None,
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
    fn parse_action(&self, _: &State, t: &str) -> Result<u32, Refusal> {
        t.trim().parse().map_err(|_| Refusal::illegal("a number"))
    }
    fn action_path(&self, _: &State, a: &u32) -> Vec<String> {
        if self.bug == Bug::PathToNowhere {
            vec![format!("nowhere:{a}")]
        } else {
            vec![format!("add:{a}")]
        }
    }
    fn hidden_information(&self) -> Option<&dyn HiddenInformation<Self>> {
        Some(self)
    }
}

impl HiddenInformation<Counting> for Counting {
    fn public_action(&self, _: &State, _: &u32) -> Option<String> {
        None
    }
    fn sample_hidden(&self, s: &State, seat: u8, rng: &mut GameRng) -> State {
        let mut out = s.clone();
        if seat == 1 {
            out.secret = rng.below(100) as u32;
        }
        // The generator's future is hidden from every seat.
        out.rng = GameRng::resampled(rng);
        out
    }
    /// The winner tells seat 1 whether the secret is even.
    fn revealed_to(&self, before: &State, _: &u32, after: &State, seats: &mut Vec<u8>) {
        let ended = !self.status(before).is_over() && self.status(after).is_over();
        if ended && self.bug != Bug::HidesTheEndsReveal {
            seats.push(1);
        }
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

#[test]
#[should_panic(
    expected = "told seat 1 (B) something hidden from it, but its revealed_to lists \
                           only []"
)]
fn an_undeclared_reveal_at_the_end_fails() {
    run(Bug::HidesTheEndsReveal);
}

// ---------------------------------------------------------------------------------------------
// The leak check. `Hands` is a correct little game of hidden cards; each `Leak` makes one thing
// a seat is shown depend on what is hidden from it.

#[derive(Clone, Copy, Debug, PartialEq)]
enum Leak {
    None,
    /// The scene shows the opponent's hand.
    Scene,
    /// A public log line names the card played face-down.
    Log,
    /// `public_action` is `None` for a face-down play, so the move log shows the card.
    PublicForm,
    /// The mover's own log line says whether the opponent still holds the 0.
    MoverLog,
    /// A seat may not play its highest card while the opponent holds the 0: its list of legal
    /// actions tells it what the opponent holds.
    ActionList,
    /// Declares hidden information but its `sample_hidden` clones the state.
    CloningSample,
    /// Hides the hands but returns no hidden-information capability.
    NoCapability,
    /// The last play shows both seats the piles' sums (the scores), but `revealed_to` lists
    /// nobody.
    Undeclared,
    /// `revealed_to` lists both seats at the end, and a third seat the game does not have.
    NoSuchSeat,
}

struct Hands {
    leak: Leak,
}

/// Twelve cards 0..12 are shuffled; each seat gets three, the rest stay in the deck. In turn
/// each seat plays a card face-down onto its pile; when both hands are empty the higher pile
/// wins. A seat sees its own hand and pile, and only how many cards the others hold and played.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Table {
    hands: [Vec<u8>; 2],
    piles: [Vec<u8>; 2],
    deck: Vec<u8>,
    turn: u8,
}

const NAMES: [&str; 2] = ["North", "South"];

impl Game for Hands {
    type State = Table;
    type Action = u8;

    fn info() -> GameInfo {
        GameInfo {
            id: "hands".into(),
            name: "Hands".into(),
            version: "0".into(),
            description: String::new(),
            seats: NAMES.iter().map(|s| s.to_string()).collect(),
            min_seats: 1,
        }
    }
    fn compile(_: &RulesetSource) -> Result<Self, Diagnostics> {
        Ok(Hands { leak: Leak::None })
    }
    fn start(&self, seed: u64) -> Table {
        let mut rng = GameRng::from_seed(seed);
        let mut deck: Vec<u8> = (0..12).collect();
        rng.shuffle(&mut deck);
        let mut hands = [deck.split_off(9), deck.split_off(6)];
        hands.iter_mut().for_each(|h| h.sort_unstable());
        Table {
            hands,
            piles: [vec![], vec![]],
            deck,
            turn: 0,
        }
    }
    fn status(&self, t: &Table) -> Status {
        if t.hands.iter().all(Vec::is_empty) {
            let sums: Vec<i64> = t
                .piles
                .iter()
                .map(|p| p.iter().map(|&c| i64::from(c)).sum())
                .collect();
            Status::Over(Outcome::decided(
                Some(if sums[0] > sums[1] { 0 } else { 1 }),
                sums,
                "the higher pile",
            ))
        } else {
            Status::ToMove {
                seat: t.turn,
                prompt: "play a card face-down".into(),
            }
        }
    }
    fn legal_actions(&self, t: &Table) -> Vec<u8> {
        let mut hand = t.hands[t.turn as usize].clone();
        let opponent = &t.hands[1 - t.turn as usize];
        if self.leak == Leak::ActionList && hand.len() > 1 && opponent.contains(&0) {
            hand.pop();
        }
        hand
    }
    fn apply(&self, t: &mut Table, a: &u8, log: &mut Vec<LogLine>) -> Result<(), Refusal> {
        if !self.legal_actions(t).contains(a) {
            return Err(Refusal::illegal("play a card from your hand"));
        }
        let me = t.turn as usize;
        t.hands[me].retain(|c| c != a);
        t.piles[me].push(*a);
        let mut mine = format!("you play the {a}");
        if self.leak == Leak::MoverLog && t.hands[1 - me].contains(&0) {
            mine.push_str(" (the 0 is still out)");
        }
        log.push(LogLine::seat(t.turn, mine));
        log.push(if self.leak == Leak::Log {
            LogLine::public(format!("{} plays the {a}", NAMES[me]))
        } else {
            LogLine::public(format!("{} plays a card", NAMES[me]))
        });
        if !t.hands[1 - me].is_empty() {
            t.turn = 1 - t.turn;
        }
        Ok(())
    }
    fn scene(&self, t: &Table, v: Viewer) -> Scene {
        let mut labels: Vec<String> = (0..2)
            .map(|s| {
                format!(
                    "{}: {} in hand, {} played",
                    NAMES[s],
                    t.hands[s].len(),
                    t.piles[s].len()
                )
            })
            .collect();
        let mut controls = Vec::new();
        for s in 0..2u8 {
            let sees = v == Viewer::Seat(s) || v == Viewer::Referee;
            let leaked = self.leak == Leak::Scene && v.seat().is_some();
            if sees || leaked {
                labels.push(format!(
                    "{} holds {:?}",
                    NAMES[s as usize], t.hands[s as usize]
                ));
            }
            if sees {
                labels.push(format!(
                    "{} played {:?}",
                    NAMES[s as usize], t.piles[s as usize]
                ));
                controls.extend(t.hands[s as usize].iter().map(|c| Control {
                    id: format!("card:{c}"),
                    label: c.to_string(),
                    confirm: None,
                }));
            }
        }
        Scene {
            labels,
            controls,
            ..Scene::default()
        }
    }
    fn format_action(&self, _: &Table, a: &u8) -> String {
        format!("play {a}")
    }
    fn parse_action(&self, _: &Table, text: &str) -> Result<u8, Refusal> {
        text.trim()
            .strip_prefix("play ")
            .and_then(|n| n.trim().parse().ok())
            .ok_or_else(|| Refusal::illegal("write `play N`"))
    }
    fn action_path(&self, _: &Table, a: &u8) -> Vec<String> {
        vec![format!("card:{a}")]
    }
    fn hidden_information(&self) -> Option<&dyn HiddenInformation<Self>> {
        (self.leak != Leak::NoCapability).then_some(self as &dyn HiddenInformation<Self>)
    }
}

impl HiddenInformation<Hands> for Hands {
    fn public_action(&self, _: &Table, _: &u8) -> Option<String> {
        (self.leak != Leak::PublicForm).then(|| "play a card".into())
    }
    /// Deals what `seat` cannot see (the other hand and pile, and the deck) anew into the same
    /// places.
    fn sample_hidden(&self, t: &Table, seat: u8, rng: &mut GameRng) -> Table {
        if self.leak == Leak::CloningSample {
            return t.clone();
        }
        let other = 1 - seat as usize;
        let mut out = t.clone();
        let mut pool: Vec<u8> = [&t.hands[other], &t.piles[other], &t.deck]
            .into_iter()
            .flatten()
            .copied()
            .collect();
        pool.sort_unstable();
        rng.shuffle(&mut pool);
        let mut rest = pool.into_iter();
        for slot in out.hands[other]
            .iter_mut()
            .chain(out.piles[other].iter_mut())
            .chain(out.deck.iter_mut())
        {
            *slot = rest.next().unwrap();
        }
        out.hands[other].sort_unstable();
        out
    }
    /// The last play ends the match, whose scores show each seat the sum of the other's pile.
    fn revealed_to(&self, _: &Table, _: &u8, after: &Table, seats: &mut Vec<u8>) {
        if after.hands.iter().all(Vec::is_empty) {
            match self.leak {
                Leak::Undeclared => {}
                Leak::NoSuchSeat => seats.extend([1, 0, 2, 1]),
                _ => seats.extend([1, 0]),
            }
        }
    }
}

fn run_hands(leak: Leak) {
    conformance(
        &Hands { leak },
        &Options {
            seeds: 8,
            max_actions: 50,
            ..Options::default()
        },
    );
}

#[test]
fn an_honest_game_with_hidden_cards_passes() {
    run_hands(Leak::None);
}

#[test]
#[should_panic(expected = "scene changed when only information hidden from it was resampled")]
fn a_scene_showing_the_opponents_hand_fails() {
    run_hands(Leak::Scene);
}

#[test]
#[should_panic(expected = "the moves there with that public form show it other log lines")]
fn a_public_log_line_naming_a_hidden_card_fails() {
    run_hands(Leak::Log);
}

#[test]
#[should_panic(
    expected = "its own move `play 2` leaves it the same outlook in the real state and in \
                re-sample 2 for seat 1, a world it cannot tell apart from the real one, but \
                shows it other log lines"
)]
fn a_line_to_the_mover_naming_the_opponents_card_fails() {
    run_hands(Leak::MoverLog);
}

#[test]
#[should_panic(expected = "no move there with the public form `play 8` leaves it that outlook")]
fn a_hidden_play_without_a_public_form_fails() {
    run_hands(Leak::PublicForm);
}

#[test]
#[should_panic(
    expected = "legal actions changed when only information hidden from it was resampled"
)]
fn legal_actions_that_depend_on_the_opponents_hand_fail() {
    run_hands(Leak::ActionList);
}

#[test]
#[should_panic(expected = "a sample_hidden that clones cannot pass silently")]
fn hidden_information_with_a_cloning_sample_hidden_fails() {
    run_hands(Leak::CloningSample);
}

#[test]
#[should_panic(expected = "returns no hidden-information capability")]
fn rules_that_hide_something_without_the_capability_fail() {
    run_hands(Leak::NoCapability);
}

#[test]
#[should_panic(
    expected = "`play 3` told seat 0 (North) something hidden from it, but its \
                           revealed_to lists only []: in re-sample 1 for seat 0, a world seat 0 \
                           could not tell apart from the real state before the move, no move \
                           there with the public form `play a card` leaves it the same view \
                           (e.g. `play 6` there leaves another status"
)]
fn a_last_play_that_does_not_declare_the_scores_it_shows_fails() {
    run_hands(Leak::Undeclared);
}

#[test]
#[should_panic(expected = "lists seat 2, but the game has 2 seats")]
fn a_declared_seat_the_game_does_not_have_fails() {
    run_hands(Leak::NoSuchSeat);
}

//! What a bot may know. A bot plans on worlds [`crate::HiddenInformation::sample_hidden`]
//! makes for its seat, so a sample must re-sample *everything* the seat cannot see: the leak
//! check ([`super::leaks`]) holds a sample to what the seat sees, and this check holds it to
//! what the seat does not see. Two ways a sampler cheats and the leak check cannot tell:
//!
//! - **It keeps a hidden part real** (an opponent's dice, a card in a hand), re-sampling only
//!   the rest: the seat's bot then plans with the real secret. Caught per place on the table:
//!   every place the referee's scene shows and the seat's scene does not (a card slot, a
//!   board cell, a counter) must, in some sample, show something other than in the real state.
//!   Places hidden only a few times may be forced by what is public (the last unseen card), so
//!   a place fails only once it was hidden in at least [`MIN_HIDDEN`] samples and never differed.
//! - **It keeps the real generator**: the next roll, shuffle or draw of the sample is then the
//!   real one, and the bot plans with the future. Caught at once: no generator of the real state
//!   ([`crate::GameRng`], found in the state's serialized form) may reappear in a sample.
//!
//! And rules that draw from their generator *during play* (a roll, a shuffle after the start)
//! have hidden information even when every scene shows everything: the future draws, hidden
//! from every seat. Without the hidden-information capability the bots search the real state,
//! future included, so such rules fail unless they have it.

use super::Options;
use crate::game::Game;
use crate::rng::GameRng;
use crate::scene::Scene;
use crate::wire::Viewer;
use std::collections::BTreeMap;

/// How many samples a place must have been hidden in, never differing, before the check fails.
pub const MIN_HIDDEN: u32 = 8;

/// What the check has seen over a conformance run, per seat and place.
#[derive(Debug, Default)]
pub struct SampleRun {
    /// `(seat, place)` → (samples it was hidden in, samples where it differed from the real state).
    places: BTreeMap<(u8, String), (u32, u32)>,
    /// Where each `(seat, place)` was first hidden, for the failure message.
    first_hidden: BTreeMap<(u8, String), String>,
    /// Where an action first moved one of the state's generators, in rules without the
    /// hidden-information capability.
    draws_in_play: Option<String>,
}

impl SampleRun {
    /// Fails when a place hidden from a seat never differed in that seat's samples, or when
    /// rules without the hidden-information capability drew from their generator during play.
    pub fn finish<G: Game>(&self) {
        let id = G::info().id;
        if let Some(at) = &self.draws_in_play {
            panic!(
                "`{id}` draws from its generator during play (first at {at}) but these rules have \
                 no hidden-information capability: the future draws are hidden from every seat, \
                 and without a sample_hidden that replaces the generator the bots plan with the \
                 real future. Return a HiddenInformation whose sample_hidden sets \
                 `GameRng::resampled(rng)` and whose revealed_to lists the seats a draw shows \
                 something"
            );
        }
        for (key, &(hidden, differed)) in &self.places {
            let (seat, place) = key;
            let at = self.first_hidden.get(key).map_or("", String::as_str);
            assert!(
                hidden < MIN_HIDDEN || differed > 0,
                "`{id}`: `{place}` is hidden from seat {seat} (first at {at}) but all {hidden} of \
                 seat {seat}'s re-samplings (sample_hidden) kept what the real state has there: \
                 a bot would plan with the real secret. sample_hidden must re-sample everything \
                 the seat cannot see (dice, hands, a hidden setup), not only some of it"
            );
        }
    }
}

/// Samples `state` for every seat (`options.hidden_samples` each) and records, per place hidden
/// from the seat, whether the sample differs there; fails at once when a sample kept one of
/// the real state's generators.
pub(super) fn check_samples<G: Game>(
    game: &G,
    state: &G::State,
    options: &Options,
    salt: u64,
    run: &mut SampleRun,
    ctx: &str,
) {
    let Some(hidden) = game.hidden_information() else {
        return;
    };
    let referee = contents(&game.scene(state, Viewer::Referee));
    let real_rngs = generators(state);
    let seats = game.seats();
    for seat in 0..seats {
        let seen = contents(&game.scene(state, Viewer::Seat(seat)));
        let hidden_places: Vec<&String> = referee
            .iter()
            .filter(|(place, what)| seen.get(*place) != Some(what))
            .map(|(place, _)| place)
            .collect();
        for i in 0..options.hidden_samples {
            let mut rng = GameRng::from_seed(salt ^ (u64::from(seat) << 48) ^ (i as u64 + 1));
            let mut into_rng = rng.clone();
            let sample = hidden.sample_hidden(state, seat, &mut rng);
            // The bots re-sample in place (`sample_hidden_into`, over the previous sample):
            // it must give the same world and leave the generator where `sample_hidden` did.
            let mut into = if i % 2 == 0 {
                state.clone()
            } else {
                sample.clone()
            };
            hidden.sample_hidden_into(state, seat, &mut into_rng, &mut into);
            assert!(
                into == sample && into_rng == rng,
                "{ctx}: seat {seat}'s sample_hidden_into (re-sampling over a state it is given) \
                 differs from sample_hidden with the same generator{}: the bots search the \
                 worlds sample_hidden_into writes, so it must write exactly sample_hidden's",
                if into == sample {
                    " (it drew different numbers)"
                } else {
                    ""
                }
            );
            if !real_rngs.is_empty() {
                let kept = generators(&sample)
                    .into_iter()
                    .filter(|g| real_rngs.contains(g))
                    .count();
                assert!(
                    kept == 0,
                    "{ctx}: seat {seat}'s re-sampling (sample_hidden) kept the real state's random \
                     generator: the sample's next roll, shuffle or draw is the real one, so a bot \
                     would plan with the future. Re-seed every generator in the sample from the \
                     `rng` sample_hidden is given (GameRng::resampled(rng))"
                );
            }
            if hidden_places.is_empty() {
                continue;
            }
            let sampled = contents(&game.scene(&sample, Viewer::Referee));
            for place in &hidden_places {
                let key = (seat, (*place).clone());
                let entry = run.places.entry(key.clone()).or_default();
                entry.0 += 1;
                if sampled.get(*place) != referee.get(*place) {
                    entry.1 += 1;
                }
                run.first_hidden
                    .entry(key)
                    .or_insert_with(|| ctx.to_string());
            }
        }
    }
}

/// Applies `action` to `state` as the random match does, noting (in rules without the
/// hidden-information capability, until found once) whether it moved one of the state's
/// generators.
pub(super) fn apply_watching_draws<G: Game>(
    game: &G,
    state: &mut G::State,
    action: &G::Action,
    log: &mut Vec<crate::wire::LogLine>,
    run: &mut SampleRun,
    ctx: &str,
) -> Result<(), crate::game::Refusal> {
    let watch = game.hidden_information().is_none() && run.draws_in_play.is_none();
    let before = if watch { generators(state) } else { Vec::new() };
    game.apply(state, action, log)?;
    if watch && generators(state) != before {
        run.draws_in_play = Some(ctx.to_string());
    }
    Ok(())
}

/// What the scene shows in each place: every board cell (its piece and terrain), every card
/// slot of every zone (its face), every zone's count and every counter, keyed by where it is.
fn contents(scene: &Scene) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    for board in &scene.boards {
        for cell in &board.cells {
            let piece = cell.piece.as_ref().map(|p| (&p.kind, p.owner, &p.label));
            out.insert(
                format!("{} {}", board.id, cell.id),
                format!("{piece:?} {:?}", cell.terrain),
            );
        }
    }
    for zone in &scene.zones {
        for (i, card) in zone.cards.iter().enumerate() {
            out.insert(format!("{} card {i}", zone.id), format!("{:?}", card.face));
        }
        out.insert(format!("{} count", zone.id), zone.count.to_string());
    }
    for counter in &scene.counters {
        out.insert(format!("counter {}", counter.id), counter.value.to_string());
    }
    out
}

/// Every [`GameRng`] in a state, as its serialized form (the generator's key, stream and
/// position: equal forms draw the same numbers). Found by shape in the state's JSON, since the
/// kit knows nothing of the state's type. Empty when the state does not serialize to JSON.
fn generators<S: serde::Serialize>(state: &S) -> Vec<serde_json::Value> {
    let (Ok(value), Ok(serde_json::Value::Object(shape))) = (
        serde_json::to_value(state),
        serde_json::to_value(GameRng::from_seed(0)),
    ) else {
        return Vec::new();
    };
    let mut found = Vec::new();
    let mut stack = vec![&value];
    while let Some(v) = stack.pop() {
        match v {
            serde_json::Value::Object(map) => {
                if map.len() == shape.len() && shape.keys().all(|k| map.contains_key(k)) {
                    found.push(v.clone());
                } else {
                    stack.extend(map.values());
                }
            }
            serde_json::Value::Array(items) => stack.extend(items),
            _ => {}
        }
    }
    found
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)] // test code: a panic is a failure

    use super::*;

    #[derive(serde::Serialize)]
    struct WithTwo {
        dice: Vec<u8>,
        rng: GameRng,
        nested: Vec<(u8, GameRng)>,
    }

    #[test]
    fn generators_are_found_wherever_the_state_keeps_them() {
        let state = WithTwo {
            dice: vec![1, 2],
            rng: GameRng::from_seed(1),
            nested: vec![(3, GameRng::from_seed(2))],
        };
        let found = generators(&state);
        assert_eq!(found.len(), 2, "{found:?}");
        assert_ne!(found[0], found[1]);
        let mut moved = GameRng::from_seed(1);
        moved.next_u64();
        assert!(
            !found.contains(&serde_json::to_value(moved).unwrap()),
            "a drawn generator differs"
        );
        assert!(generators(&vec![1u8, 2]).is_empty());
    }
}

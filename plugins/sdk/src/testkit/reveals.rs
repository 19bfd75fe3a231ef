//! The reveal check: a move that tells a seat something hidden from it must say so, in
//! [`HiddenInformation::revealed_to`], since the host's Undo never takes such a move back (and
//! takes back any other).
//!
//! # The idea
//!
//! A seat *observes* a move through its public form ([`HiddenInformation::public_action`], or
//! the notation where that is `None`; the mover knows its notation), the log lines it may read
//! ([`crate::wire::LogLine::visible_to`]), and what it is left with: its [`Game::scene`] and
//! the [`Game::status`]. Call that its *observation*. (Its legal actions, when it moves next,
//! are shown to it too, but the leak check holds them to what it sees and knows at the next
//! state, so a list that tells it more is reported there, as the leak it is.)
//!
//! [`HiddenInformation::sample_hidden`]`(before, seat, rng)` is a *world the seat cannot tell
//! apart from the real state* before the move (the module doc of [`super::leaks`] says why;
//! the leak check makes sure it shows the seat the same scene and status, and the mover the
//! same legal actions). If in such a world *no* move could have shown the seat the same
//! observation, then after the move the seat can tell that world from the real state, which it
//! could not before: the move told it something that was hidden from it, and `revealed_to` must
//! list it.
//!
//! For every seat the game did **not** list, in each of `Options::hidden_samples` worlds (a
//! world equal to the real state, or one where the seat's scene or status, or the mover's legal
//! actions, already differ before the move, is skipped: nothing to learn, or the leak check's
//! business), the moves that could show it the same observation are played:
//!
//! - for the mover, the move with the same notation (it knows what it chose);
//! - for another seat, every legal move of the world with the same public form, the same
//!   notation first (the public form is part of what it observes, so no other move can show it
//!   the same; a world without one fails at once: the public form itself told it something).
//!
//! The check fails when none of them shows the seat exactly its observation of the real move.
//!
//! Why this is sound. The moves tried are *all* the world's moves that could show the seat the
//! same observation, so a failure is a world the seat could not rule out before the move and can
//! after it. Public information (a face-down card's theater, a hand's size, a count of found
//! marks) is the same in every world the seat cannot tell apart, so it never fails the check;
//! nor does a secret of the seat's own (the world keeps it). Nothing here relies on where a game
//! keeps what a seat learned, or on a `sample_hidden` that samples from what the seat knows
//! alone (the leak check's conventions): the world is only played and looked at.
//!
//! What counts as hidden is what `sample_hidden` re-samples, so a random draw the seat is shown
//! (a deal, a drawn card, a random setup) is a reveal where the sampler re-seeds the match's
//! generator, as the bundled games do (a bot must not plan with the real draws).
//!
//! What is not checked: a seat listed that learned nothing (it costs an Undo, no secret), the
//! spectator (Undo is asked for by seats), and a secret kept only in what a seat knows and shown
//! to it nowhere (no observation differs; the leak check's convention is that a revealed secret
//! is on the seat's table or in its knowledge afterwards, and such a move usually shows it in
//! its public form or a line too). A few of the mover's actions are checked at every checked
//! state: the one the random match plays next and another at random.
//!
//! This catches, for instance, a card played face-up from the hand but not declared to the
//! opponent (in a world where the mover does not hold that card no move has its public form), a
//! battle's end that reveals the face-down cards and deals new hands (the cards and hands
//! differ in every world), a draw from a shuffled deck, and a screen lifted over a hidden setup.

use super::Options;
use crate::game::Game;
#[cfg(doc)]
use crate::game::HiddenInformation;
use crate::rng::GameRng;
use crate::scene::Scene;
use crate::wire::{Status, Viewer};

/// What one seat observes of one move.
#[derive(PartialEq)]
struct Observation {
    public: String,
    lines: Vec<String>,
    scene: Scene,
    status: Status,
}

/// One move played in one state.
struct Played<G: Game> {
    notation: String,
    public: String,
    log: Vec<crate::wire::LogLine>,
    after: G::State,
}

fn play<G: Game>(game: &G, state: &G::State, action: &G::Action) -> Option<Played<G>> {
    let notation = game.format_action(state, action);
    let public =
        crate::game::public_action(game, state, action).unwrap_or_else(|| notation.clone());
    let mut after = state.clone();
    let mut log = Vec::new();
    game.apply(&mut after, action, &mut log).ok()?;
    Some(Played {
        notation,
        public,
        log,
        after,
    })
}

fn observe<G: Game>(game: &G, played: &Played<G>, seat: u8) -> Observation {
    let viewer = Viewer::Seat(seat);
    Observation {
        public: played.public.clone(),
        lines: played
            .log
            .iter()
            .filter(|l| l.visible_to(viewer))
            .map(|l| l.text.clone())
            .collect(),
        scene: game.scene(&played.after, viewer),
        status: game.status(&played.after),
    }
}

/// Runs the check of the module doc at `state` for `next` (the action the random match plays
/// next) and another action at random; `salt` varies the worlds from state to state, `rules`
/// names the ruleset in messages.
pub(super) fn check_reveals<G: Game>(
    game: &G,
    state: &G::State,
    next: &G::Action,
    options: &Options,
    salt: u64,
    rules: &str,
    ctx: &str,
) {
    let Some(hidden) = game.hidden_information() else {
        return;
    };
    let Some(mover) = game.status(state).to_move() else {
        return;
    };
    let seats = game.seats();
    for action in super::leaks::pick_actions(game, state, next, salt) {
        let Some(real) = play(game, state, &action) else {
            // A listed action refused: `check_every_listed_action_applies` reports it.
            continue;
        };
        let declared = crate::game::revealed_to(game, state, &action, &real.after);
        let id = G::info().id;
        if let Some(bad) = declared.iter().find(|&&s| s >= seats) {
            panic!(
                "`{id}` under {rules}: {ctx}: revealed_to of `{}` lists seat {bad}, but the \
                 game has {seats} seats",
                real.notation
            );
        }
        for seat in (0..seats).filter(|s| !declared.contains(s)) {
            let viewer = Viewer::Seat(seat);
            let seen = observe(game, &real, seat);
            let scene_before = game.scene(state, viewer);
            let status_before = game.status(state);
            let legal_before = (seat == mover).then(|| super::legal(game, state));
            for i in 0..options.hidden_samples {
                let mut rng = GameRng::from_seed(
                    salt ^ 0x7e7e_a1ed ^ (i as u64 * 7919 + u64::from(seat) * 31),
                );
                let world = hidden.sample_hidden(state, seat, &mut rng);
                if &world == state
                    || game.scene(&world, viewer) != scene_before
                    || game.status(&world) != status_before
                    || legal_before
                        .as_ref()
                        .is_some_and(|l| &super::legal(game, &world) != l)
                {
                    continue;
                }
                let label = format!("re-sample {} for seat {seat}", i + 1);
                if let Some(why) = unexplained(game, &world, seat == mover, &real, &seen, seat) {
                    let name = G::info()
                        .seats
                        .get(usize::from(seat))
                        .cloned()
                        .unwrap_or_default();
                    panic!(
                        "`{id}` under {rules}: {ctx}: `{}` told seat {seat} ({name}) something \
                         hidden from it, but its revealed_to lists only {declared:?}: in \
                         {label}, a world seat {seat} could not tell apart from the real state \
                         before the move, {why}; a move that shows a seat a secret must list \
                         it (HiddenInformation::revealed_to), or the host's Undo takes it back \
                         after the seat saw the secret",
                        real.notation
                    );
                }
            }
        }
    }
}

/// `None` when some move of `world` that could look like `real` to `seat` shows it `seen`;
/// else what differs, in words.
fn unexplained<G: Game>(
    game: &G,
    world: &G::State,
    is_mover: bool,
    real: &Played<G>,
    seen: &Observation,
    seat: u8,
) -> Option<String> {
    let listed = game.legal_actions(world);
    let mut candidates: Vec<(bool, &G::Action)> = listed
        .iter()
        .filter_map(|a| {
            let notation = game.format_action(world, a);
            let same = notation == real.notation;
            if is_mover {
                return same.then_some((true, a));
            }
            let public = crate::game::public_action(game, world, a).unwrap_or(notation);
            (public == real.public).then_some((same, a))
        })
        .collect();
    candidates.sort_by_key(|&(same, _)| !same);
    if candidates.is_empty() {
        // The mover's legal actions are the same in the world (checked before the move).
        return (!is_mover).then(|| {
            format!(
                "no move there has the public form `{}` it is shown",
                real.public
            )
        });
    }
    let mut first: Option<String> = None;
    for (_, a) in candidates {
        let Some(played) = play(game, world, a) else {
            continue;
        };
        let other = observe(game, &played, seat);
        if &other == seen {
            return None;
        }
        first.get_or_insert_with(|| {
            format!(
                "`{}` there {}",
                played.notation,
                difference(seen, &other, "the real move", "it")
            )
        });
    }
    Some(match first {
        Some(d) if is_mover => format!("the same move leaves it another view: {d}"),
        Some(d) => format!(
            "no move there with the public form `{}` leaves it the same view (e.g. {d})",
            real.public
        ),
        None => "every move there that could look the same was refused".into(),
    })
}

/// What differs between two observations, in words: the first part that does.
fn difference(a: &Observation, b: &Observation, a_name: &str, b_name: &str) -> String {
    if a.public != b.public {
        return format!(
            "shows another public form (`{}` after {a_name}, `{}` after {b_name})",
            a.public, b.public
        );
    }
    if a.lines != b.lines {
        return format!(
            "shows other log lines ({:?} after {a_name}, {:?} after {b_name})",
            a.lines, b.lines
        );
    }
    if a.scene != b.scene {
        return format!(
            "leaves another scene: {}",
            scene_difference(&a.scene, &b.scene)
        );
    }
    format!(
        "leaves another status ({:?} after {a_name}, {:?} after {b_name})",
        a.status, b.status
    )
}

/// The first part of two scenes that differs, with both versions (shortened).
fn scene_difference(a: &Scene, b: &Scene) -> String {
    fn short(x: &impl std::fmt::Debug) -> String {
        let text = format!("{x:?}");
        match text.char_indices().nth(240) {
            Some((at, _)) => format!("{}…", &text[..at]),
            None => text,
        }
    }
    fn first<T: PartialEq + std::fmt::Debug>(what: &str, a: &[T], b: &[T]) -> Option<String> {
        if a == b {
            return None;
        }
        let at = a.iter().zip(b).position(|(x, y)| x != y);
        Some(match at {
            Some(i) => format!("{what} #{i}: {} vs {}", short(&a[i]), short(&b[i])),
            None => format!("{} {what} vs {}", a.len(), b.len()),
        })
    }
    let cells = |s: &Scene| -> Vec<crate::scene::Cell> {
        s.boards.iter().flat_map(|b| b.cells.clone()).collect()
    };
    first("board cell", &cells(a), &cells(b))
        .or_else(|| first("board", &a.boards, &b.boards))
        .or_else(|| first("zone", &a.zones, &b.zones))
        .or_else(|| first("counter", &a.counters, &b.counters))
        .or_else(|| first("label", &a.labels, &b.labels))
        .or_else(|| first("control", &a.controls, &b.controls))
        .or_else(|| first("highlight", &a.highlights, &b.highlights))
        .or_else(|| first("badge", &a.badges, &b.badges))
        .or_else(|| {
            (a.moment != b.moment)
                .then(|| format!("moment {} vs {}", short(&a.moment), short(&b.moment)))
        })
        .unwrap_or_else(|| "the glossary, legend or saved sequence".into())
}

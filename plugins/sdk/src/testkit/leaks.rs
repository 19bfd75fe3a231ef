//! The leak check: nothing a viewer is shown may depend on what is hidden from it.
//!
//! # The idea
//!
//! [`HiddenInformation::sample_hidden`]`(state, seat, rng)` returns a *world the seat cannot tell
//! apart from the real one*: everything the seat knows is kept, the rest re-sampled. Whatever the
//! seat is shown must therefore be possible in such a world too; where it is not, it depends on
//! something hidden from the seat: a leak (or `sample_hidden` changed something the seat knows, the
//! other bug the messages name).
//!
//! A spectator knows only what is public, no more than any seat knows, so a world a seat cannot
//! tell apart from the real one, the spectator cannot either; its worlds chain `sample_hidden`
//! over every seat, re-sampling everybody's secrets at once. Re-sampling for seat `s` may change
//! what *another* seat knows (`s`'s opponent's hand), so a world made for `s` is only ever looked
//! at through `s`'s eyes.
//!
//! # What is compared at a checked state
//!
//! For every seat and the spectator, in each of its re-sampled worlds (`Options::hidden_samples`;
//! a world equal to the real state is skipped):
//!
//! 1. **What it has in front of it**: its [`Game::scene`] and the [`Game::status`] (whose turn,
//!    the prompt; every viewer is shown it) are equal in the world and in the real state; for
//!    the seat to move also its legal actions, notation and click path, in order (it is shown
//!    them). A seat that is not to move is shown no options, and how many the mover has need
//!    not be public, so nothing of them is compared for it.
//!
//! Moves are then compared through a seat's eyes. A seat observes a move through its public form
//! ([`HiddenInformation::public_action`], or the notation where that is `None`: the move log shows
//! it to every player), the log lines it may read ([`crate::wire::LogLine::visible_to`]), and what
//! it is left with: its scene, the status, its legal actions if it moves next, and what it knows,
//! which is what `sample_hidden` keeps: two states a seat cannot tell apart give the same sample
//! from the same seed, where the game samples from what the seat knows alone (as the bots need; a
//! sampler that also depends on where the hidden things really are only makes fewer moves
//! comparable). Call that last part the seat's *outlook* after the move. A few of the mover's
//! actions are played in the real state: the one the random match plays next and another at random.
//!
//! 2. **Its own moves**, for the seat to move: each is played, by the same notation, in the
//!    world (1 made it listed there). The mover knows what it chose; where the move leaves it
//!    the same outlook in both, it must show it the same public form and the same lines.
//! 3. **Another seat's moves**: for each, the seat's observation (public form `p`, lines `L`,
//!    outlook `O`) must be *possible in the world*: if some move of the mover there leaves the
//!    seat the outlook `O`, then some move there that leaves `O` shows `p` and `L`. Every move
//!    with the public form `p` is tried (the same notation first), and a few others to find one
//!    that leaves `O`.
//!
//! Why this is sound. The seat cannot tell the world from the real state. Had it been in the
//! world, it would have seen one of the world's moves; if one of them leaves it exactly the
//! outlook `O` but none that does shows `p` and `L`, then `p` and `L` tell it that it is not in
//! that world: they carry something hidden from it that it neither sees nor knows afterwards.
//! A move that *reveals* something (a card played face-up, a face-down card flipped, an
//! attacked unit shown) changes the seat's outlook by what it reveals (on its table, or in what
//! it knows where the table no longer shows it, e.g. a card revealed and destroyed at once), so
//! no world move leaves the same outlook and nothing is compared. Public information a move
//! announces without a trace (the theater of a face-down card destroyed at once) is the same in
//! every world, so a world move shows it too; that is also why two *different* moves of the
//! real state are never compared with each other, only across worlds. The one convention this
//! relies on: hidden information a move reveals to a seat is on its table or in its knowledge
//! afterwards (a card named only in a log line and then shuffled away, unrecorded, fails; the
//! bots would not know it either).
//!
//! The spectator gets check 1 only: what it is shown of a move (public forms, public lines) is
//! shown to every seat too, and a seat that is not the mover checks it; and no `sample_hidden`
//! pins down what the spectator knows after a move.
//!
//! This catches, for instance, a public log line naming the card a seat played face-down, a
//! `public_action` of `None` for a hidden play (in a world where the mover does not hold that
//! card, no move has that public form, yet any play leaves the same face-down card on the
//! table), a line to the mover naming an opponent's card, and a legal-action list that depends
//! on the opponent's hand.
//!
//! A re-sampled world must be a state of the game like any other: a listed action it refuses
//! fails the check too.
//!
//! Finally, rules that hide something (at some checked state the spectator's boards, zones,
//! counters or labels differ from the referee's) must return a [`Game::hidden_information`]
//! capability, and its `sample_hidden` must return, at some checked state, a state different
//! from the real one: without the capability, or with a `sample_hidden` that clones, every world
//! is the real state and nothing above can fail (and the bots would search the real state,
//! seeing what the seat may not), so it must not pass silently. Rules without the capability
//! are checked for that alone: with nothing hidden there is nothing to re-sample.

use super::Options;
use crate::game::Game;
#[cfg(doc)]
use crate::game::HiddenInformation;
use crate::rng::GameRng;
use crate::scene::{ElementId, Scene};
use crate::wire::{LogLine, Status, Viewer};
use std::cell::OnceCell;

/// How many of the mover's actions are played at a checked state.
const MOVES: usize = 2;
/// How many other moves of a world are tried, at most, to find one leaving the same outlook.
const SEARCH: usize = 2;

/// What the leak check keeps across the states of one conformance run.
#[derive(Debug, Default)]
pub(super) struct LeakRun {
    /// Re-samplings made, and how many returned a state different from the real one.
    pub samples: usize,
    pub differing: usize,
    /// A checked state where the spectator's table (boards, zones, counters, labels) differed
    /// from the referee's: something was hidden (a game may declare hidden information that
    /// some rulesets do not use).
    pub hidden_at: Option<String>,
}

impl LeakRun {
    /// Fails rules that hide something but have no hidden-information capability, or one that
    /// never re-samples anything.
    pub fn finish<G: Game>(&self, game: &G, options: &Options) {
        let Some(at) = &self.hidden_at else {
            return;
        };
        let id = G::info().id;
        assert!(
            game.hidden_information().is_some(),
            "`{id}` hides something in these rules (first at {at}: the spectator's table differs \
             from the referee's) but returns no hidden-information capability \
             (Game::hidden_information is None): the bots would search the real state, seeing \
             what the seat may not, and no leak can be found; return one whose sample_hidden \
             re-samples what each seat cannot see"
        );
        assert!(
            self.samples == 0 || self.differing > 0,
            "`{id}` declares hidden information and hides something (first at {at}: the \
             spectator's table differs from the referee's), but over {} random matches all {} \
             re-samplings (sample_hidden) returned the real state unchanged: a sample_hidden \
             that clones cannot pass silently, since no leak can be found with it; re-sample \
             what each seat cannot see",
            options.seeds,
            self.samples
        );
    }
}

/// One action played in one state.
struct Step<G: Game> {
    notation: String,
    public: String,
    log: Vec<LogLine>,
    after: G::State,
}

/// What a viewer has in front of it: its scene and the status; after a move, for a seat, also
/// its options and what it knows (worked out when first compared): its outlook.
struct Outlook<G: Game> {
    scene: Scene,
    status: Status,
    after: Option<After<G>>,
}

/// A seat after a move.
struct After<G: Game> {
    seat: u8,
    state: G::State,
    /// Its legal actions, when it moves next.
    options: OnceCell<Option<Vec<String>>>,
    /// `sample_hidden` of the state with a fixed seed, which keeps exactly what the seat knows
    /// where the game re-samples from that alone.
    knows: OnceCell<G::State>,
}

impl<G: Game> After<G> {
    fn options(&self, game: &G) -> &Option<Vec<String>> {
        self.options.get_or_init(|| {
            (game.status(&self.state).to_move() == Some(self.seat)).then(|| {
                game.legal_actions(&self.state)
                    .iter()
                    .map(|a| game.format_action(&self.state, a))
                    .collect()
            })
        })
    }

    fn knows(&self, game: &G) -> &G::State {
        self.knows.get_or_init(|| {
            let mut rng = GameRng::from_seed(0x6b6e_6f77);
            crate::game::seen_by(game, &self.state, self.seat, &mut rng).into_owned()
        })
    }
}

impl<G: Game> Outlook<G> {
    /// Whether the viewer has the same in front of it, and a seat knows the same.
    fn same(&self, other: &Self, game: &G) -> bool {
        self.scene == other.scene
            && self.status == other.status
            && match (&self.after, &other.after) {
                (Some(a), Some(b)) => {
                    a.options(game) == b.options(game) && a.knows(game) == b.knows(game)
                }
                (a, b) => a.is_none() && b.is_none(),
            }
    }
}

/// One move as one viewer sees it.
struct Seen<G: Game> {
    notation: String,
    public: String,
    lines: Vec<String>,
    outlook: Outlook<G>,
}

/// Runs the checks of the module doc at `state`, where `next` is the action the random match
/// plays next; `salt` varies the re-samplings from state to state.
pub(super) fn check_leaks<G: Game>(
    game: &G,
    state: &G::State,
    next: &G::Action,
    options: &Options,
    salt: u64,
    run: &mut LeakRun,
    ctx: &str,
) {
    let seats = game.seats();
    if run.hidden_at.is_none()
        && !same_content(
            &game.scene(state, Viewer::Spectator),
            &game.scene(state, Viewer::Referee),
        )
    {
        run.hidden_at = Some(ctx.to_string());
    }
    // Without the capability every world is the real state (`LeakRun::finish` fails such rules
    // where they hide something).
    let Some(hidden) = game.hidden_information() else {
        return;
    };
    let mover = game.status(state).to_move();
    // The real moves, played once some world differs (never in a perfect-information game).
    let moves: OnceCell<Vec<Step<G>>> = OnceCell::new();
    let viewers = (0..seats)
        .map(Viewer::Seat)
        .chain(std::iter::once(Viewer::Spectator));
    for viewer in viewers {
        let who = name(viewer);
        let mut worlds = Vec::new();
        for i in 0..options.hidden_samples {
            let v = u64::from(viewer.seat().unwrap_or(seats));
            let mut rng = GameRng::from_seed(salt ^ (i as u64 * 7919 + v * 31));
            let resampled = match viewer {
                Viewer::Seat(s) => hidden.sample_hidden(state, s, &mut rng),
                // Everybody's secrets at once: still a world the spectator cannot tell apart.
                _ => (0..seats).fold(state.clone(), |w, s| hidden.sample_hidden(&w, s, &mut rng)),
            };
            run.samples += 1;
            if &resampled != state {
                run.differing += 1;
                worlds.push((format!("re-sample {} for {who}", i + 1), resampled));
            }
        }
        if worlds.is_empty() {
            continue;
        }
        let is_mover = mover.is_some() && viewer.seat() == mover;
        let before = outlook(game, state, viewer, false);
        let paths = is_mover.then(|| paths(game, state));
        // Moves are compared through a seat's eyes only (see the module doc).
        let seen: Vec<Seen<G>> = match viewer {
            Viewer::Seat(_) => moves
                .get_or_init(|| {
                    pick_actions(game, state, next, salt)
                        .iter()
                        .map(|a| play(game, state, a, "the real state", ctx))
                        .collect()
                })
                .iter()
                .map(|m| observe(game, m, viewer))
                .collect(),
            _ => Vec::new(),
        };
        for (label, world) in &worlds {
            check_before(game, world, viewer, &before, paths.as_ref(), label, ctx);
            if is_mover {
                check_own_moves(game, world, viewer, &seen, label, ctx);
            } else {
                check_others_moves(game, world, viewer, &seen, salt, label, ctx);
            }
        }
    }
}

/// 1: the viewer's scene and the status (and for the mover, its actions and their click paths)
/// are the same.
fn check_before<G: Game>(
    game: &G,
    world: &G::State,
    viewer: Viewer,
    before: &Outlook<G>,
    paths: Option<&Vec<(String, Vec<ElementId>)>>,
    label: &str,
    ctx: &str,
) {
    let who = name(viewer);
    let again = outlook(game, world, viewer, false);
    assert!(
        again.scene == before.scene,
        "{ctx}: {who}'s scene changed when only information hidden from it was resampled \
         ({label}; the scene leaks it, or sample_hidden changes what the seat knows)"
    );
    assert!(
        again.status == before.status,
        "{ctx}: the status changed when only information hidden from {who} was resampled \
         ({label}): {:?} became {:?} (every viewer is shown the status and its prompt)",
        before.status,
        again.status
    );
    let Some(paths) = paths else {
        return;
    };
    let paths_again = self::paths(game, world);
    if &paths_again != paths {
        let only_real: Vec<_> = paths.iter().filter(|x| !paths_again.contains(x)).collect();
        let only_world: Vec<_> = paths_again.iter().filter(|x| !paths.contains(x)).collect();
        panic!(
            "{ctx}: {who}'s legal actions changed when only information hidden from it was \
             resampled ({label}; the list leaks it, or sample_hidden changes what the seat \
             knows): only in the real state {only_real:?}, only in the re-sample \
             {only_world:?}{}",
            if only_real.is_empty() && only_world.is_empty() {
                " (the same actions in another order)"
            } else {
                ""
            }
        );
    }
}

/// 2: the mover's own moves, by notation, show it the same in the world as in the real state
/// wherever they leave it the same outlook.
fn check_own_moves<G: Game>(
    game: &G,
    world: &G::State,
    viewer: Viewer,
    seen: &[Seen<G>],
    label: &str,
    ctx: &str,
) {
    let who = name(viewer);
    let listed = game.legal_actions(world);
    for x in seen {
        // Listed by 1 (same notations); a game whose notation does not parse back fails elsewhere.
        let Some(a) = listed
            .iter()
            .find(|a| game.format_action(world, a) == x.notation)
        else {
            continue;
        };
        let y = observe(game, &play(game, world, a, label, ctx), viewer);
        if !y.outlook.same(&x.outlook, game) {
            continue;
        }
        let what = if y.public != x.public {
            format!("another public form (`{}` vs `{}`)", x.public, y.public)
        } else if y.lines != x.lines {
            format!("other log lines ({:?} vs {:?})", x.lines, y.lines)
        } else {
            continue;
        };
        panic!(
            "{ctx}: {who} is shown something hidden from it: its own move `{}` leaves it the \
             same outlook in the real state and in {label}, a world it cannot tell apart from the \
             real one, but shows it {what}; a line naming something hidden from a seat must go \
             only to seats that may know it (LogLine::seat)",
            x.notation
        );
    }
}

/// 3: every move of another seat, as the viewer sees it, is possible in the world too.
fn check_others_moves<G: Game>(
    game: &G,
    world: &G::State,
    viewer: Viewer,
    seen: &[Seen<G>],
    salt: u64,
    label: &str,
    ctx: &str,
) {
    if seen.is_empty() {
        return;
    }
    let who = name(viewer);
    let listed = game.legal_actions(world);
    let forms: Vec<(String, String)> = listed
        .iter()
        .map(|a| {
            let n = game.format_action(world, a);
            let p = crate::game::public_action(game, world, a).unwrap_or_else(|| n.clone());
            (n, p)
        })
        .collect();
    let mut tried: Vec<Option<Seen<G>>> = (0..listed.len()).map(|_| None).collect();
    // The world's moves are played when first needed, once. Whether move `k` leaves the seat
    // the outlook `x` does, and whether it also shows it the same lines.
    let look = |tried: &mut [Option<Seen<G>>], k: usize, x: &Seen<G>| -> (bool, bool) {
        let y = tried[k].get_or_insert_with(|| {
            observe(game, &play(game, world, &listed[k], label, ctx), viewer)
        });
        let same = y.outlook.same(&x.outlook, game);
        (same, same && y.lines == x.lines)
    };
    for x in seen {
        // Moves with the same public form, the same notation first.
        let mut same: Vec<usize> = (0..listed.len())
            .filter(|&k| forms[k].1 == x.public)
            .collect();
        same.sort_by_key(|&k| forms[k].0 != x.notation);
        let mut witness: Option<usize> = None;
        let mut explained = false;
        for &k in &same {
            match look(&mut tried, k, x) {
                (_, true) => {
                    explained = true;
                    break;
                }
                (true, false) => {
                    witness.get_or_insert(k);
                }
                _ => {}
            }
        }
        if explained {
            continue;
        }
        if witness.is_none() {
            let mut others: Vec<usize> = (0..listed.len())
                .filter(|&k| forms[k].1 != x.public)
                .collect();
            GameRng::from_seed(salt ^ 0x5ea7_c4ed).shuffle(&mut others);
            witness = others
                .into_iter()
                .take(SEARCH)
                .find(|&k| look(&mut tried, k, x).0);
        }
        let Some(y) = witness.and_then(|k| tried[k].as_ref()) else {
            // No move there leaves that outlook: the move revealed something the world lacks.
            continue;
        };
        let why = if y.public == x.public {
            format!(
                "the moves there with that public form show it other log lines (e.g. `{}`: \
                 {:?}); a line naming something hidden from a seat must go only to seats that \
                 may know it (LogLine::seat), with a public line that does not name it",
                y.notation, y.lines
            )
        } else {
            format!(
                "no move there with the public form `{}` leaves it that outlook (`{}` does, \
                 shown as `{}`); public_action must not name what is hidden from {who}",
                x.public, y.notation, y.public
            )
        };
        panic!(
            "{ctx}: {who} is shown something hidden from it: after `{}` it sees the public form \
             `{}` and the lines {:?}, but in {label}, a world it cannot tell apart from the real \
             one where a move leaves it the same outlook (scene, status, options, knowledge), \
             {why}",
            x.notation, x.public, x.lines
        );
    }
}

/// `first`, then up to `MOVES - 1` other legal actions at random.
pub(super) fn pick_actions<G: Game>(
    game: &G,
    state: &G::State,
    first: &G::Action,
    salt: u64,
) -> Vec<G::Action> {
    let mut legal = game.legal_actions(state);
    legal.retain(|b| b != first);
    GameRng::from_seed(salt ^ 0x1eac_c4ec).shuffle(&mut legal);
    std::iter::once(first.clone())
        .chain(legal.into_iter().take(MOVES - 1))
        .collect()
}

fn play<G: Game>(
    game: &G,
    state: &G::State,
    action: &G::Action,
    label: &str,
    ctx: &str,
) -> Step<G> {
    let notation = game.format_action(state, action);
    let public =
        crate::game::public_action(game, state, action).unwrap_or_else(|| notation.clone());
    let mut after = state.clone();
    let mut log = Vec::new();
    if let Err(e) = game.apply(&mut after, action, &mut log) {
        panic!(
            "{ctx}: listed action `{notation}` was refused in {label}: {e} (a re-sampled world \
             must be a state of the game like any other: sample_hidden must keep it consistent)"
        );
    }
    Step {
        notation,
        public,
        log,
        after,
    }
}

/// The viewer's outlook at `state`; `after` a move, a seat's also has its options and what it
/// knows.
fn outlook<G: Game>(game: &G, state: &G::State, viewer: Viewer, after: bool) -> Outlook<G> {
    Outlook {
        scene: game.scene(state, viewer),
        status: game.status(state),
        after: match viewer {
            Viewer::Seat(seat) if after => Some(After {
                seat,
                state: state.clone(),
                options: OnceCell::new(),
                knows: OnceCell::new(),
            }),
            _ => None,
        },
    }
}

fn observe<G: Game>(game: &G, step: &Step<G>, viewer: Viewer) -> Seen<G> {
    Seen {
        notation: step.notation.clone(),
        public: step.public.clone(),
        lines: step
            .log
            .iter()
            .filter(|l| l.visible_to(viewer))
            .map(|l| l.text.clone())
            .collect(),
        outlook: outlook(game, &step.after, viewer, true),
    }
}

fn paths<G: Game>(game: &G, state: &G::State) -> Vec<(String, Vec<ElementId>)> {
    game.legal_actions(state)
        .iter()
        .map(|a| (game.format_action(state, a), game.action_path(state, a)))
        .collect()
}

/// Whether two scenes show the same table (boards, zones, counters, labels): the referee's may
/// also have the mover's buttons.
fn same_content(a: &Scene, b: &Scene) -> bool {
    a.boards == b.boards && a.zones == b.zones && a.counters == b.counters && a.labels == b.labels
}

fn name(viewer: Viewer) -> String {
    match viewer {
        Viewer::Seat(s) => format!("seat {s}"),
        Viewer::Spectator => "the spectator".into(),
        Viewer::Referee => "the referee".into(),
    }
}

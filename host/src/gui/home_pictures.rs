//! The pictures on Home: each game's card shows its own table a few moves into a match of its
//! standard rules, and each recent match its table as it was left — drawn by the table's
//! renderer, scaled down. They are made on a worker thread (a match must be set up or replayed
//! for each), so Home opens at once and each picture appears when it is ready.
//!
//! What a picture may show: a game's card is a made-up match (seeded, the same every time)
//! seen by its first seat; a recent match is seen as a spectator, so Home shows nobody a hand
//! or a hidden setup of a real match, whoever is at the screen.

use crate::gui::table::paint::{self, Marks};
use crate::mods::ModsInUse;
use crate::plugin::{Catalog, Plugin};
use crate::save::SavedMatch;
use crate::session::Session;
use egui::emath::TSTransform;
use egui::{Rect, Sense, Vec2, vec2};
use game_wire::scene::Scene;
use game_wire::{Start, Viewer};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::mpsc::{Receiver, TryRecvError};

/// The seed of every game card's match, so a game's picture is the same every time.
const PICTURE_SEED: u64 = 7;

/// Actions played into a game card's match: enough for a board or a hand to show play.
const PICTURE_MOVES: usize = 12;

/// The size the table is laid out at before it is scaled into a picture.
const VIRTUAL: Vec2 = vec2(880.0, 560.0);

/// What a picture shows.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Subject {
    /// A game's card (by game id).
    Game(String),
    /// A recent match (by its autosave's path and its length: a match played on is pictured
    /// again).
    Match(PathBuf, usize),
}

/// A table to draw small.
#[derive(Debug, Clone)]
pub struct Picture {
    /// The game's id: the picture is drawn in its text's scope (its seats' names as shown).
    pub game: String,
    pub scene: Scene,
    pub seats: Vec<String>,
    /// Whose view it is (`None`: a spectator's).
    pub viewer: Option<u8>,
}

/// The pictures made so far, and the worker making the rest.
#[derive(Debug, Default)]
pub struct Pictures {
    made: HashMap<Subject, Picture>,
    /// Subjects asked for (made, being made, or failed: never asked twice).
    asked: std::collections::HashSet<Subject>,
    worker: Option<Receiver<(Subject, Option<Picture>)>>,
}

/// One picture's recipe, made on the worker.
enum Job {
    Game {
        plugin: Arc<Plugin>,
        source: game_wire::RulesetSource,
    },
    Match {
        plugin: Arc<Plugin>,
        path: PathBuf,
    },
}

impl Pictures {
    pub fn get(&self, subject: &Subject) -> Option<&Picture> {
        self.made.get(subject)
    }

    /// Forgets every picture made (their text is in the language they were made in): they
    /// are made again as Home asks for them.
    pub fn forget(&mut self) {
        self.made.clear();
        self.asked.clear();
        self.worker = None;
    }

    /// Asks for the pictures of every game and of `recent` matches not asked for yet, on one
    /// worker thread (a later call waits for the worker to finish its list first).
    pub fn ask(
        &mut self,
        catalog: &Catalog,
        content: Option<&Path>,
        mods: &ModsInUse,
        recent: &[(String, PathBuf, usize)],
    ) {
        if self.worker.is_some() {
            return;
        }
        let mut jobs = Vec::new();
        for plugin in &catalog.plugins {
            let subject = Subject::Game(plugin.info().id.clone());
            if self.asked.contains(&subject) {
                continue;
            }
            self.asked.insert(subject.clone());
            let Some(root) = content else { continue };
            if let Ok(source) =
                crate::content::load_ruleset(root, mods, &plugin.info().id, "standard")
            {
                jobs.push((
                    subject,
                    Job::Game {
                        plugin: Arc::clone(plugin),
                        source,
                    },
                ));
            }
        }
        for (game, path, moves) in recent {
            let subject = Subject::Match(path.clone(), *moves);
            if self.asked.contains(&subject) {
                continue;
            }
            self.asked.insert(subject.clone());
            if let Some(plugin) = catalog.find(game) {
                jobs.push((
                    subject,
                    Job::Match {
                        plugin: Arc::clone(plugin),
                        path: path.clone(),
                    },
                ));
            }
        }
        if jobs.is_empty() {
            return;
        }
        let (send, receive) = std::sync::mpsc::channel();
        // The pictures speak the language Home speaks now (a change of language asks for new
        // pictures), also when this thread's language is its own (a test's).
        let language = crate::i18n::current().code;
        std::thread::spawn(move || {
            crate::i18n::set_thread_language(Some(language));
            for (subject, job) in jobs {
                let picture = match job {
                    Job::Game { plugin, source } => game_picture(&plugin, source),
                    Job::Match { plugin, path } => match_picture(&plugin, &path),
                };
                // Home may be gone: then nobody wants the rest.
                if send.send((subject, picture)).is_err() {
                    return;
                }
            }
        });
        self.worker = Some(receive);
    }

    /// Takes the pictures the worker has made; whether any came (Home repaints then).
    pub fn poll(&mut self) -> bool {
        let Some(worker) = &self.worker else {
            return false;
        };
        let mut came = false;
        loop {
            match worker.try_recv() {
                Ok((subject, picture)) => {
                    came = true;
                    if let Some(picture) = picture {
                        self.made.insert(subject, picture);
                    }
                }
                Err(TryRecvError::Empty) => return came,
                Err(TryRecvError::Disconnected) => {
                    self.worker = None;
                    return came;
                }
            }
        }
    }

    /// Whether pictures are still being made.
    pub fn working(&self) -> bool {
        self.worker.is_some()
    }
}

/// A match of the game's standard rules a few moves in (each move the first legal action
/// after a seeded shuffle; never one that ends the match), as its first seat sees it.
fn game_picture(plugin: &Arc<Plugin>, source: game_wire::RulesetSource) -> Option<Picture> {
    let mut session = Session::new(plugin, source, Start::Seed(PICTURE_SEED)).ok()?;
    let mut pick = PICTURE_SEED;
    for _ in 0..PICTURE_MOVES {
        let legal = session.live().legal().ok()?;
        if legal.is_empty() {
            break;
        }
        pick = pick
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let action = &legal[(pick >> 33) as usize % legal.len()].text;
        let mut copy = session.live().try_clone().ok()?;
        if copy.apply(action).ok()?.status.is_over() {
            break;
        }
        session.apply(action).ok()?;
    }
    let mut view = session.view(Viewer::Seat(0)).ok()?;
    crate::i18n::game::localize_view(&session.info().id, &mut view);
    let scene = view.scene;
    Some(Picture {
        game: session.info().id.clone(),
        scene,
        seats: session.info().seats.clone(),
        viewer: Some(0),
    })
}

/// A recent match as it was left, as a spectator sees it.
fn match_picture(plugin: &Arc<Plugin>, path: &Path) -> Option<Picture> {
    let saved = SavedMatch::read(path).ok()?;
    let mut session = Session::restore_with(plugin, &saved).ok()?;
    let mut view = session.view(Viewer::Spectator).ok()?;
    crate::i18n::game::localize_view(&session.info().id, &mut view);
    let scene = view.scene;
    Some(Picture {
        game: session.info().id.clone(),
        scene,
        seats: session.info().seats.clone(),
        viewer: None,
    })
}

/// Draws `picture` into a `size` rect of `ui`: the table laid out at [`VIRTUAL`] size on a
/// layer of its own, scaled down to fit. Returns the rect's response (clicks on the picture).
pub fn draw(ui: &mut egui::Ui, id: egui::Id, picture: &Picture, size: Vec2) -> egui::Response {
    let (rect, response) = ui.allocate_exact_size(size, Sense::click());
    let scale = (size.x / VIRTUAL.x).min(size.y / VIRTUAL.y);
    // Scaled about the rect's corner: p ↦ scale·p + (1 − scale)·corner.
    let to_screen = TSTransform::new(rect.min.to_vec2() * (1.0 - scale), scale);
    let visible = ui.clip_rect().intersect(rect);
    if visible.is_negative() || visible.area() <= 0.0 {
        return response;
    }
    let layer = egui::LayerId::new(egui::Order::Background, id);
    ui.ctx().set_transform_layer(layer, to_screen);
    let frame = Rect::from_min_size(rect.min, VIRTUAL);
    let mut inner = egui::Ui::new(
        ui.ctx().clone(),
        id,
        egui::UiBuilder::new().layer_id(layer).max_rect(frame),
    );
    // Only what shows in the picture's slot of the screen (Home scrolls under the menu bar).
    inner.set_clip_rect(to_screen.inverse().mul_rect(visible));
    let mut scene = picture.scene.clone();
    // The notes line is text too small to read in a picture.
    scene.labels.clear();
    let _game = crate::i18n::game::Scope::enter(&picture.game);
    let mut marks = Marks::new(&scene, &picture.seats, Default::default(), Vec::new());
    marks.animations = false;
    let _ = paint::draw_table_scene(&mut inner, &scene, &marks, picture.viewer, 0.0);
    response
}

//! The home screen: games, rulesets, the last match, saved matches.

use crate::content::RulesetListing;
use crate::gui::home_pictures::{self, Pictures, Subject};
use crate::gui::storage::{DataDir, SavedEntry};
use crate::plugin::Catalog;
use crate::tr;
use egui::RichText;
use std::path::PathBuf;

/// What the player chose on the home screen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HomeAction {
    None,
    NewMatch {
        game: String,
        ruleset: String,
    },
    /// Back to the match left open (parked) for another screen.
    Resume,
    /// Open a save or continue an autosaved match.
    Open(PathBuf),
    /// Choose a save file in the native dialog.
    ChooseFile,
    /// The balance lab, set to this game.
    Lab {
        game: String,
    },
    /// Start a match of this game at once, with the rules and seats last chosen for it.
    Play {
        game: String,
    },
    /// The game's rules page (of the rules last chosen for it).
    Rules {
        game: String,
    },
    /// The first-run hint was read.
    Welcomed,
    /// Join a match hosted on another machine (paste a ticket).
    JoinOnline,
    /// Back to the online match joined.
    BackOnline,
}

/// What Home lists from disk: read when Home is shown, not on every frame.
#[derive(Debug, Clone, Default)]
pub struct Listing {
    /// Autosaved matches (one per match), newest first.
    pub autosaves: Vec<SavedEntry>,
    /// Saved matches, newest first.
    pub saved: Vec<SavedEntry>,
}

impl Listing {
    pub fn read(data: Option<&DataDir>) -> Listing {
        data.map_or_else(Listing::default, |d| Listing {
            autosaves: d.autosaved_matches(),
            saved: d.saved_matches(),
        })
    }
}

/// The match left open for another screen.
#[derive(Debug, Clone)]
pub struct Parked {
    pub title: String,
    pub moves: usize,
    /// How it ended ("X wins — three in a row"), once it is over.
    pub result: Option<String>,
}

/// How many recent matches Home lists.
pub const RECENT_SHOWN: usize = 8;

/// A recent match's picture.
const RECENT_PICTURE: egui::Vec2 = egui::vec2(96.0, 61.0);

/// A game card's picture, on a wide Home and on a narrow one.
const GAME_PICTURE: egui::Vec2 = egui::vec2(264.0, 168.0);
const GAME_PICTURE_NARROW: egui::Vec2 = egui::vec2(176.0, 112.0);

/// What Home shows, read by the app for the frame.
#[derive(Debug)]
pub struct HomeView<'a> {
    pub catalog: &'a Catalog,
    pub listing: &'a Listing,
    pub pictures: &'a Pictures,
    /// Show the first-run hint.
    pub welcome: bool,
    pub parked: Option<&'a Parked>,
    /// The online match joined, if any.
    pub online: Option<&'a str>,
}

pub fn ui(
    ui: &mut egui::Ui,
    home: &HomeView<'_>,
    rulesets: &mut RulesetListing,
    open_path: &mut String,
) -> HomeAction {
    let catalog = home.catalog;
    let mut action = HomeAction::None;
    // Matches (in progress, recent, saved) beside the games, so they are never below the fold.
    let width = (ui.available_width() * 0.34).clamp(280.0, 460.0);
    egui::Panel::right("home-matches")
        .exact_size(width)
        .show(ui, |ui| {
            egui::ScrollArea::vertical()
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    ui.add_space(8.0);
                    ui.heading(tr!("home-matches"));
                    if cfg!(feature = "online") {
                        online_match(ui, home.online, &mut action);
                    }
                    matches(ui, home, rulesets, open_path, &mut action);
                });
        });
    egui::CentralPanel::default().show(ui, |ui| {
        egui::ScrollArea::vertical()
            .auto_shrink([false, false])
            .show(ui, |ui| {
                ui.add_space(8.0);
                if home.welcome {
                    first_run_hint(ui, &mut action);
                }
                games(ui, catalog, rulesets, home.pictures, &mut action);
            });
    });
    action
}

/// A game's name, or its id when no plugin has it.
fn game_name<'a>(catalog: &'a Catalog, id: &'a str) -> &'a str {
    catalog.find(id).map_or(id, |p| p.info().name.as_str())
}

/// Joining a match hosted elsewhere, or going back to the one joined.
fn online_match(ui: &mut egui::Ui, online: Option<&str>, action: &mut HomeAction) {
    ui.group(|ui| {
        ui.set_width(ui.available_width());
        ui.vertical(|ui| {
            if let Some(title) = online {
                ui.label(RichText::new(tr!("home-online-title", title = title)).size(16.0));
                if ui
                    .button(RichText::new(tr!("home-back-online")).size(16.0))
                    .clicked()
                {
                    *action = HomeAction::BackOnline;
                }
            }
            ui.label(RichText::new(tr!("home-join-prompt")).weak());
            if ui
                .button(RichText::new(tr!("home-join")).size(16.0))
                .on_hover_text(tr!("home-join-hover"))
                .clicked()
            {
                *action = HomeAction::JoinOnline;
            }
        });
    });
    ui.add_space(8.0);
}

fn matches(
    ui: &mut egui::Ui,
    home: &HomeView<'_>,
    rulesets: &mut RulesetListing,
    open_path: &mut String,
    action: &mut HomeAction,
) {
    let (catalog, listing, pictures, parked) =
        (home.catalog, home.listing, home.pictures, home.parked);
    if let Some(p) = parked {
        ui.group(|ui| {
            ui.set_width(ui.available_width());
            ui.vertical(|ui| {
                let state = if p.result.is_some() {
                    tr!("home-parked-finished", title = &p.title, moves = p.moves)
                } else {
                    tr!("home-parked-in-progress", title = &p.title, moves = p.moves)
                };
                ui.label(RichText::new(state).size(16.0));
                // The result on a line of its own: it carries its own dash ("X wins — …").
                let button = match &p.result {
                    Some(result) => {
                        ui.label(RichText::new(result).strong());
                        tr!("home-see-final-position")
                    }
                    None => tr!("home-back-to-match"),
                };
                if ui.button(RichText::new(button).size(16.0)).clicked() {
                    *action = HomeAction::Resume;
                }
            });
        });
        ui.add_space(8.0);
    } else if let Some(last) = listing.autosaves.iter().find(|e| !e.finished) {
        ui.group(|ui| {
            ui.set_width(ui.available_width());
            ui.vertical(|ui| {
                ui.label(
                    RichText::new(tr!(
                        "home-last-match",
                        game = game_name(catalog, &last.game),
                        ruleset = rulesets.display_name(&last.game, &last.ruleset),
                        seats = &last.seats,
                        moves = last.moves
                    ))
                    .size(16.0),
                );
                if ui
                    .button(RichText::new(tr!("home-continue-last")).size(16.0))
                    .clicked()
                {
                    *action = HomeAction::Open(last.path.clone());
                }
            });
        });
        ui.add_space(8.0);
    }
    if !listing.autosaves.is_empty() {
        egui::CollapsingHeader::new(tr!("home-recent", count = listing.autosaves.len()))
            .default_open(true)
            .show(ui, |ui| {
                for e in listing.autosaves.iter().take(RECENT_SHOWN) {
                    ui.horizontal_top(|ui| {
                        let subject = Subject::Match(e.path.clone(), e.moves);
                        let shown = match pictures.get(&subject) {
                            Some(picture) => home_pictures::draw(
                                ui,
                                egui::Id::unique(("home-recent-picture", &e.path)),
                                picture,
                                RECENT_PICTURE,
                            )
                            .on_hover_text(tr!("home-recent-picture-hover")),
                            None => {
                                ui.allocate_exact_size(RECENT_PICTURE, egui::Sense::click())
                                    .1
                            }
                        };
                        if shown.clicked() {
                            *action = HomeAction::Open(e.path.clone());
                        }
                        ui.vertical(|ui| {
                            let name = e
                                .path
                                .file_name()
                                .map(|n| n.to_string_lossy().into_owned())
                                .unwrap_or_default();
                            let (verb, label) = if e.finished {
                                (tr!("home-replay"), tr!("home-replay-label", name = &name))
                            } else {
                                (
                                    tr!("home-continue"),
                                    tr!("home-continue-label", name = &name),
                                )
                            };
                            let button = ui.button(verb);
                            button.widget_info(|| {
                                egui::WidgetInfo::labeled(egui::Role::Button, true, &label)
                            });
                            if button.clicked() {
                                *action = HomeAction::Open(e.path.clone());
                            }
                            let game = game_name(catalog, &e.game);
                            let ruleset = rulesets.display_name(&e.game, &e.ruleset);
                            let line = if e.finished {
                                tr!(
                                    "home-recent-finished",
                                    game = game,
                                    ruleset = ruleset,
                                    seats = &e.seats,
                                    moves = e.moves
                                )
                            } else {
                                tr!(
                                    "home-recent-in-progress",
                                    game = game,
                                    ruleset = ruleset,
                                    seats = &e.seats,
                                    moves = e.moves
                                )
                            };
                            ui.add(egui::Label::new(line).wrap());
                        });
                    });
                    ui.add_space(4.0);
                }
            });
        ui.add_space(8.0);
    }
    ui.add_space(12.0);
    ui.heading(tr!("home-saved"));
    let saved = &listing.saved;
    if saved.is_empty() {
        ui.label(RichText::new(tr!("home-saved-none")).weak());
    }
    for s in saved.iter().take(12) {
        ui.horizontal_wrapped(|ui| {
            let name = s
                .path
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            let button = ui.button(tr!("home-open-saved"));
            let label = tr!("home-open-saved-label", name = &name);
            button.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
            if button.clicked() {
                *action = HomeAction::Open(s.path.clone());
            }
            ui.label(tr!(
                "home-saved-line",
                game = game_name(catalog, &s.game),
                moves = s.moves,
                name = &name
            ));
        });
    }
    ui.add_space(8.0);
    if ui
        .button(tr!("home-choose-file"))
        .on_hover_text(tr!("home-choose-file-hover"))
        .clicked()
    {
        *action = HomeAction::ChooseFile;
    }
    ui.label(tr!("home-type-path"));
    ui.horizontal(|ui| {
        ui.add(
            egui::TextEdit::singleline(open_path)
                .hint_text(tr!("home-open-path-hint"))
                .desired_width(ui.available_width() - 60.0),
        );
        if ui
            .add_enabled(
                !open_path.trim().is_empty(),
                egui::Button::new(tr!("home-open-path")),
            )
            .clicked()
        {
            *action = HomeAction::Open(PathBuf::from(open_path.trim()));
        }
    });
}

fn games(
    ui: &mut egui::Ui,
    catalog: &Catalog,
    listing: &mut RulesetListing,
    pictures: &Pictures,
    action: &mut HomeAction,
) {
    ui.heading(tr!("home-games"));
    if catalog.plugins.is_empty() {
        ui.label(tr!("home-no-plugins"));
    }
    let picture = if ui.available_width() >= 640.0 {
        GAME_PICTURE
    } else {
        GAME_PICTURE_NARROW
    };
    for plugin in &catalog.plugins {
        let info = plugin.info();
        ui.group(|ui| {
            ui.set_width(ui.available_width());
            ui.horizontal_top(|ui| {
                // The game's own table, a few moves into a match: what it looks like to play.
                let subject = Subject::Game(info.id.clone());
                let shown = match pictures.get(&subject) {
                    Some(p) => home_pictures::draw(
                        ui,
                        egui::Id::unique(("home-game-picture", &info.id)),
                        p,
                        picture,
                    ),
                    None => {
                        let (rect, response) =
                            ui.allocate_exact_size(picture, egui::Sense::click());
                        ui.painter()
                            .rect_filled(rect, 6.0, ui.visuals().faint_bg_color);
                        response
                    }
                };
                let play_it = tr!("home-play-hover", game = &info.name);
                if shown.on_hover_text(&play_it).clicked() {
                    *action = HomeAction::Play {
                        game: info.id.clone(),
                    };
                }
                ui.vertical(|ui| {
                    ui.horizontal_wrapped(|ui| {
                        ui.label(RichText::new(&info.name).size(20.0).strong());
                        ui.label(
                            RichText::new(format!(
                                "{} · v{}",
                                crate::text::players(info),
                                info.version
                            ))
                            .weak(),
                        );
                    });
                    let description =
                        crate::i18n::game::game_description(&info.id, &info.description);
                    ui.add(egui::Label::new(description).wrap());
                    ui.add_space(4.0);
                    ui.horizontal_wrapped(|ui| {
                        card_buttons(ui, info, &play_it, action);
                    });
                    ui.add_space(4.0);
                    rulesets_list(ui, info, listing, action);
                });
            });
        });
    }
    // A mod that cannot be used is listed with the reason (the Mods screen has the details).
    let unusable: Vec<(String, String)> = listing
        .mods()
        .set()
        .entries
        .iter()
        .filter_map(|e| match &e.status {
            crate::mods::Status::Refused(reason) => Some((e.label(), reason.clone())),
            _ => None,
        })
        .collect();
    if !unusable.is_empty() {
        ui.add_space(8.0);
        egui::CollapsingHeader::new(tr!("home-unusable-mods", count = unusable.len())).show(
            ui,
            |ui| {
                for (label, reason) in &unusable {
                    ui.label(RichText::new(label).monospace());
                    ui.label(RichText::new(reason).color(ui.visuals().warn_fg_color));
                }
            },
        );
    }
    if !catalog.failures.is_empty() {
        ui.add_space(8.0);
        egui::CollapsingHeader::new(tr!("home-failed-plugins", count = catalog.failures.len()))
            .show(ui, |ui| {
                for f in &catalog.failures {
                    ui.label(RichText::new(f.path.display().to_string()).monospace());
                    ui.label(RichText::new(&f.reason).color(ui.visuals().warn_fg_color));
                }
            });
    }
}

/// What a newcomer needs to start: shown until they close it or have played a match.
fn first_run_hint(ui: &mut egui::Ui, action: &mut HomeAction) {
    egui::Frame::group(ui.style())
        .fill(ui.visuals().selection.bg_fill.gamma_multiply(0.25))
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.label(RichText::new(tr!("home-welcome")).size(18.0).strong());
            ui.add(egui::Label::new(tr!("home-welcome-text")).wrap());
            if ui.button(tr!("home-welcome-done")).clicked() {
                *action = HomeAction::Welcomed;
            }
        });
    ui.add_space(8.0);
}

/// A game card's buttons: Play (the main one), Rules, Balance lab.
fn card_buttons(
    ui: &mut egui::Ui,
    info: &game_wire::GameInfo,
    play_it: &str,
    action: &mut HomeAction,
) {
    let play = ui
        .button(RichText::new(tr!("home-play")).strong().size(16.0))
        .on_hover_text(play_it);
    let label = tr!("home-play-label", game = &info.name);
    play.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
    if play.clicked() {
        *action = HomeAction::Play {
            game: info.id.clone(),
        };
    }
    let rules = ui
        .button(tr!("home-rules"))
        .on_hover_text(tr!("home-rules-hover", game = &info.name));
    let label = tr!("home-rules-label", game = &info.name);
    rules.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
    if rules.clicked() {
        *action = HomeAction::Rules {
            game: info.id.clone(),
        };
    }
    let button = ui
        .button(tr!("home-lab"))
        .on_hover_text(tr!("home-lab-hover", game = &info.name));
    let label = tr!("home-lab-label", game = &info.name);
    button.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
    if button.clicked() {
        *action = HomeAction::Lab {
            game: info.id.clone(),
        };
    }
}

/// The game's rulesets: a button each (New match with those rules), its description beside it.
fn rulesets_list(
    ui: &mut egui::Ui,
    info: &game_wire::GameInfo,
    listing: &mut RulesetListing,
    action: &mut HomeAction,
) {
    let rulesets = listing.of(&info.id);
    // Buttons in one column (as wide as the widest name), descriptions wrapped beside them.
    let column = rulesets
        .iter()
        .map(|r| {
            let font = egui::TextStyle::Button.resolve(ui.style());
            ui.fonts_mut(|f| f.layout_no_wrap(r.name.clone(), font, egui::Color32::WHITE))
                .size()
                .x
        })
        .fold(0.0_f32, f32::max)
        + 2.0 * ui.spacing().button_padding.x;
    for r in rulesets {
        ui.horizontal(|ui| {
            let button = ui
                .add_sized([column, 20.0], egui::Button::new(&r.name))
                .on_hover_text(tr!("home-ruleset-hover", game = &info.name));
            let label = tr!("home-ruleset-label", game = &info.name, ruleset = &r.name);
            button.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
            if button.clicked() {
                *action = HomeAction::NewMatch {
                    game: info.id.clone(),
                    ruleset: r.id.clone(),
                };
            }
            let text = match r.extends.as_deref() {
                Some(base) => tr!(
                    "home-ruleset-variant",
                    description = &r.description,
                    base = base
                ),
                None => r.description.clone(),
            };
            ui.add(egui::Label::new(RichText::new(text).weak()).wrap());
        });
    }
}

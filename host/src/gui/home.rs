//! The home screen: games, rulesets, the last match, saved matches.

use crate::content::RulesetListing;
use crate::gui::storage::{DataDir, SavedEntry};
use crate::plugin::Catalog;
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
const RECENT_SHOWN: usize = 8;

pub fn ui(
    ui: &mut egui::Ui,
    catalog: &Catalog,
    rulesets: &mut RulesetListing,
    listing: &Listing,
    parked: Option<&Parked>,
    online: Option<&str>,
    open_path: &mut String,
) -> HomeAction {
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
                    ui.heading("Matches");
                    if cfg!(feature = "online") {
                        online_match(ui, online, &mut action);
                    }
                    matches(
                        ui,
                        catalog,
                        rulesets,
                        listing,
                        parked,
                        open_path,
                        &mut action,
                    );
                });
        });
    egui::CentralPanel::default().show(ui, |ui| {
        egui::ScrollArea::vertical()
            .auto_shrink([false, false])
            .show(ui, |ui| {
                ui.add_space(8.0);
                games(ui, catalog, rulesets, &mut action);
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
                ui.label(RichText::new(format!("Online: {title}")).size(16.0));
                if ui
                    .button(RichText::new("Back to the online match").size(16.0))
                    .clicked()
                {
                    *action = HomeAction::BackOnline;
                }
            }
            ui.label(RichText::new("Play a match hosted on another machine:").weak());
            if ui
                .button(RichText::new("Join online match").size(16.0))
                .on_hover_text(
                    "Play a match hosted on another machine, with the ticket its host sent you",
                )
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
    catalog: &Catalog,
    rulesets: &mut RulesetListing,
    listing: &Listing,
    parked: Option<&Parked>,
    open_path: &mut String,
    action: &mut HomeAction,
) {
    if let Some(p) = parked {
        ui.group(|ui| {
            ui.set_width(ui.available_width());
            ui.vertical(|ui| {
                let state = if p.result.is_some() {
                    "Finished"
                } else {
                    "In progress"
                };
                ui.label(
                    RichText::new(format!("{state}: {}, {}", p.title, moves_text(p.moves)))
                        .size(16.0),
                );
                // The result on a line of its own: it carries its own dash ("X wins — …").
                let button = match &p.result {
                    Some(result) => {
                        ui.label(RichText::new(result).strong());
                        "See the final position"
                    }
                    None => "Back to the match",
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
                    RichText::new(format!(
                        "Last match: {} — {}, {}, {}",
                        game_name(catalog, &last.game),
                        rulesets.display_name(&last.game, &last.ruleset),
                        last.seats,
                        moves_text(last.moves)
                    ))
                    .size(16.0),
                );
                if ui
                    .button(RichText::new("Continue last match").size(16.0))
                    .clicked()
                {
                    *action = HomeAction::Open(last.path.clone());
                }
            });
        });
        ui.add_space(8.0);
    }
    if !listing.autosaves.is_empty() {
        egui::CollapsingHeader::new(format!("Recent matches ({})", listing.autosaves.len()))
            .default_open(true)
            .show(ui, |ui| {
                for e in listing.autosaves.iter().take(RECENT_SHOWN) {
                    ui.horizontal_wrapped(|ui| {
                        let (verb, state) = if e.finished {
                            ("Replay", "finished")
                        } else {
                            ("Continue", "in progress")
                        };
                        let name = e
                            .path
                            .file_name()
                            .map(|n| n.to_string_lossy().into_owned())
                            .unwrap_or_default();
                        let button = ui.button(verb);
                        let label = format!("{verb} {name}");
                        button.widget_info(|| {
                            egui::WidgetInfo::labeled(egui::Role::Button, true, &label)
                        });
                        if button.clicked() {
                            *action = HomeAction::Open(e.path.clone());
                        }
                        ui.label(format!(
                            "{} — {} — {} — {} — {state}",
                            game_name(catalog, &e.game),
                            rulesets.display_name(&e.game, &e.ruleset),
                            e.seats,
                            moves_text(e.moves)
                        ));
                    });
                }
            });
        ui.add_space(8.0);
    }
    ui.add_space(12.0);
    ui.heading("Saved matches");
    let saved = &listing.saved;
    if saved.is_empty() {
        ui.label(RichText::new("None yet: use Save during a match.").weak());
    }
    for s in saved.iter().take(12) {
        ui.horizontal_wrapped(|ui| {
            let name = s
                .path
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            let button = ui.button("Open");
            let label = format!("Open {name}");
            button.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
            if button.clicked() {
                *action = HomeAction::Open(s.path.clone());
            }
            ui.label(format!(
                "{} — {} — {name}",
                game_name(catalog, &s.game),
                moves_text(s.moves)
            ));
        });
    }
    ui.add_space(8.0);
    if ui
        .button("Choose a save file…")
        .on_hover_text("Open a saved match with the system's file dialog")
        .clicked()
    {
        *action = HomeAction::ChooseFile;
    }
    ui.label("Or type its path:");
    ui.horizontal(|ui| {
        ui.add(
            egui::TextEdit::singleline(open_path)
                .hint_text("path/to/match.json")
                .desired_width(ui.available_width() - 60.0),
        );
        if ui
            .add_enabled(!open_path.trim().is_empty(), egui::Button::new("Open"))
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
    action: &mut HomeAction,
) {
    ui.heading("Games");
    if catalog.plugins.is_empty() {
        ui.label("No game plugins were found. Build them with `cargo build --workspace`.");
    }
    for plugin in &catalog.plugins {
        let info = plugin.info();
        ui.group(|ui| {
            ui.set_width(ui.available_width());
            ui.horizontal(|ui| {
                ui.label(RichText::new(&info.name).size(20.0).strong());
                ui.label(
                    RichText::new(format!(
                        "{} · v{}",
                        crate::text::players(info),
                        info.version
                    ))
                    .weak(),
                );
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    let play = ui
                        .button(RichText::new("Play").strong())
                        .on_hover_text(format!(
                            "Start a match of {} now, with the rules and seats you last chose \
                             for it (the standard rules, every seat at this device, the first \
                             time)",
                            info.name
                        ));
                    let label = format!("Play {}", info.name);
                    play.widget_info(|| {
                        egui::WidgetInfo::labeled(egui::Role::Button, true, &label)
                    });
                    if play.clicked() {
                        *action = HomeAction::Play {
                            game: info.id.clone(),
                        };
                    }
                    let button = ui.button("Balance lab").on_hover_text(format!(
                        "Let bots play {} many times and compare rulesets",
                        info.name
                    ));
                    let label = format!("Balance lab {}", info.name);
                    button.widget_info(|| {
                        egui::WidgetInfo::labeled(egui::Role::Button, true, &label)
                    });
                    if button.clicked() {
                        *action = HomeAction::Lab {
                            game: info.id.clone(),
                        };
                    }
                });
            });
            ui.label(&info.description);
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
                        .on_hover_text(format!("Start a match of {} with these rules", info.name));
                    let label = format!("Play {} {}", info.name, r.name);
                    button.widget_info(|| {
                        egui::WidgetInfo::labeled(egui::Role::Button, true, &label)
                    });
                    if button.clicked() {
                        *action = HomeAction::NewMatch {
                            game: info.id.clone(),
                            ruleset: r.id.clone(),
                        };
                    }
                    let base = r
                        .extends
                        .as_deref()
                        .map(|b| format!(" (a variant of {b})"))
                        .unwrap_or_default();
                    ui.add(
                        egui::Label::new(RichText::new(format!("{}{base}", r.description)).weak())
                            .wrap(),
                    );
                });
            }
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
        egui::CollapsingHeader::new(format!("Mods that cannot be used ({})", unusable.len())).show(
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
        egui::CollapsingHeader::new(format!(
            "Plugins that did not load ({})",
            catalog.failures.len()
        ))
        .show(ui, |ui| {
            for f in &catalog.failures {
                ui.label(RichText::new(f.path.display().to_string()).monospace());
                ui.label(RichText::new(&f.reason).color(ui.visuals().warn_fg_color));
            }
        });
    }
}

/// "1 move", "12 moves".
fn moves_text(n: usize) -> String {
    if n == 1 {
        "1 move".to_string()
    } else {
        format!("{n} moves")
    }
}

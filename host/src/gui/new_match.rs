//! The new-match form: game, ruleset, seats, seed.

use crate::content::{RulesetEntry, RulesetListing};
use crate::gui::table::SeatKind;
use crate::plugin::Catalog;
use egui::RichText;
use game_sdk::wire::BotLevel;

#[derive(Debug, Clone, Default)]
pub struct NewMatchForm {
    pub game: String,
    pub ruleset: String,
    /// Empty for a random seed.
    pub seed: String,
    /// Empty for none; else a scenario file to start from.
    pub scenario: String,
    pub hand_over: bool,
    pub seats: Vec<SeatKind>,
}

impl NewMatchForm {
    pub fn for_game(catalog: &Catalog, game: &str, ruleset: &str) -> NewMatchForm {
        let info = catalog.find(game).map(|p| p.info());
        let seats = info.map_or(2, |i| i.seats.len());
        NewMatchForm {
            game: game.into(),
            ruleset: ruleset.into(),
            seed: String::new(),
            scenario: String::new(),
            // On by default; it only matters under rules that hide information (the match's
            // compiled rules say, see `Session::hides_information`).
            hand_over: true,
            seats: vec![SeatKind::Human; seats],
        }
    }

    pub fn seed(&self) -> Result<Option<u64>, String> {
        let s = self.seed.trim();
        if s.is_empty() {
            Ok(None)
        } else {
            s.parse()
                .map(Some)
                .map_err(|_| format!("the seed `{s}` is not a whole number"))
        }
    }

    /// Draws the form; returns true when the player asks to start.
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        catalog: &Catalog,
        listing: &mut RulesetListing,
    ) -> bool {
        let mut start = false;
        ui.heading("New match");
        ui.add_space(8.0);
        egui::Grid::new("new-match")
            .num_columns(2)
            .spacing([16.0, 10.0])
            .show(ui, |ui| {
                ui.label("Game");
                if let Some(id) = crate::gui::pickers::game_combo(ui, "game", catalog, &self.game) {
                    *self = NewMatchForm::for_game(catalog, &id, "standard");
                }
                ui.end_row();

                let rulesets: Vec<RulesetEntry> = listing.of(&self.game).to_vec();
                ui.label("Rules");
                ui.vertical(|ui| {
                    for r in &rulesets {
                        ui.radio_value(
                            &mut self.ruleset,
                            r.id.clone(),
                            RichText::new(&r.name).strong(),
                        );
                        if !r.description.is_empty() {
                            ui.label(RichText::new(&r.description).weak());
                        }
                    }
                    if rulesets.is_empty() {
                        ui.label("No rulesets found for this game.");
                    }
                });
                ui.end_row();

                let seat_names: Vec<String> = catalog
                    .find(&self.game)
                    .map(|p| p.info().seats.clone())
                    .unwrap_or_default();
                for (i, name) in seat_names.iter().enumerate() {
                    if self.seats.len() <= i {
                        self.seats.push(SeatKind::Human);
                    }
                    ui.label(name);
                    let current = self.seats[i];
                    egui::ComboBox::from_id_salt(("seat", i))
                        .selected_text(current.label())
                        .show_ui(ui, |ui| {
                            let kinds = std::iter::once(SeatKind::Human)
                                .chain(BotLevel::ALL.into_iter().map(SeatKind::Bot));
                            for kind in kinds {
                                ui.selectable_value(&mut self.seats[i], kind, kind.label());
                            }
                        });
                    ui.end_row();
                }

                ui.label("Seed");
                ui.add(
                    egui::TextEdit::singleline(&mut self.seed)
                        .hint_text("random")
                        .desired_width(160.0),
                );
                ui.end_row();

                ui.label("Scenario file");
                ui.add(
                    egui::TextEdit::singleline(&mut self.scenario)
                        .hint_text("none: a new game")
                        .desired_width(320.0),
                );
                ui.end_row();

                ui.label("Hot-seat");
                ui.checkbox(
                    &mut self.hand_over,
                    "Hide the table between turns (on by default where information is hidden)",
                );
                ui.end_row();
            });
        ui.add_space(12.0);
        if ui
            .add_enabled(
                !self.game.is_empty(),
                egui::Button::new(RichText::new("Start match").size(18.0)),
            )
            .clicked()
        {
            start = true;
        }
        start
    }
}

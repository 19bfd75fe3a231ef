//! The balance lab's settings: what `game-host simulate` takes on its command line.

use crate::content::{RulesetEntry, RulesetListing};
use crate::plugin::Catalog;
use crate::sim::report::bot_label;
use crate::sim::{Batch, RulesetChoice};
use crate::tr;
use game_wire::{BotLevel, BotSpec};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LabSettings {
    pub game: String,
    /// Ruleset id.
    pub ruleset: String,
    /// A second ruleset played on the same seeds, shown side by side.
    pub vs: Option<String>,
    /// One bot per seat: bot A, bot B, …
    pub bots: Vec<BotLevel>,
    pub games: u64,
    pub threads: usize,
    pub seed: u64,
    pub max_actions: u32,
    /// Play the same seeds again after every save of the rules that compiles.
    pub watch: bool,
}

impl Default for LabSettings {
    fn default() -> Self {
        LabSettings {
            game: String::new(),
            ruleset: "standard".into(),
            vs: None,
            bots: vec![BotLevel::Normal, BotLevel::Normal],
            games: 100,
            threads: default_threads(),
            seed: 0,
            max_actions: 2_000,
            watch: false,
        }
    }
}

/// All cores but one, so the window keeps a core to itself.
fn default_threads() -> usize {
    std::thread::available_parallelism()
        .map_or(1, |n| n.get().saturating_sub(1))
        .max(1)
}

/// What the player asked for with the settings' buttons.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LabCommand {
    Start,
    Stop,
    /// Watch was switched on or off.
    Watch(bool),
}

impl LabSettings {
    pub fn for_game(catalog: &Catalog, game: &str) -> LabSettings {
        // A mirror match: the same bot in every seat, so a difference between the seats is the
        // rules' (a strong bot against a weak one measures the bots, not the rules).
        let seats = catalog.find(game).map_or(2, |p| p.info().seats.len());
        let bots = vec![BotLevel::Normal; seats];
        LabSettings {
            game: game.into(),
            bots,
            ..LabSettings::default()
        }
    }

    pub fn batch(&self) -> Batch {
        Batch {
            bots: self.bots.iter().copied().map(BotSpec::level).collect(),
            games: self.games.max(1),
            seed: self.seed,
            max_actions: self.max_actions,
            threads: self.threads.max(1),
        }
    }

    /// The rulesets to run, in order.
    pub fn rulesets(&self) -> Vec<RulesetChoice> {
        std::iter::once(self.ruleset.clone())
            .chain(self.vs.clone())
            .map(RulesetChoice::Named)
            .collect()
    }

    /// Draws the settings; `running` swaps Start for Stop.
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        catalog: &Catalog,
        listing: &mut RulesetListing,
        running: bool,
    ) -> Option<LabCommand> {
        let mut command = None;
        ui.add_enabled_ui(!running, |ui| self.fields(ui, catalog, listing));
        ui.add_space(8.0);
        let watch = ui
            .checkbox(&mut self.watch, tr!("lab-watch"))
            .on_hover_text(tr!("lab-watch-hover"));
        if watch.changed() {
            command = Some(LabCommand::Watch(self.watch));
        }
        ui.add_space(12.0);
        ui.horizontal(|ui| {
            let start = ui.add_enabled(
                !running && !self.game.is_empty(),
                egui::Button::new(egui::RichText::new(tr!("lab-start")).size(16.0)),
            );
            let label = tr!("lab-start-label");
            start.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, !running, &label));
            if start.clicked() {
                command = Some(LabCommand::Start);
            }
            let stop = ui.add_enabled(
                running,
                egui::Button::new(egui::RichText::new(tr!("lab-stop")).size(16.0)),
            );
            let label = tr!("lab-stop-label");
            stop.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, running, &label));
            if stop.clicked() {
                command = Some(LabCommand::Stop);
            }
        });
        command
    }

    fn fields(&mut self, ui: &mut egui::Ui, catalog: &Catalog, listing: &mut RulesetListing) {
        egui::Grid::new("lab-settings")
            .num_columns(2)
            .spacing([12.0, 8.0])
            .show(ui, |ui| {
                ui.label(tr!("lab-game"));
                if let Some(id) =
                    crate::gui::pickers::game_combo(ui, "lab-game", catalog, &self.game)
                {
                    *self = LabSettings {
                        games: self.games,
                        threads: self.threads,
                        seed: self.seed,
                        max_actions: self.max_actions,
                        watch: self.watch,
                        ..LabSettings::for_game(catalog, &id)
                    };
                }
                ui.end_row();

                let rulesets: Vec<RulesetEntry> = listing.of(&self.game).to_vec();
                let name_of = |id: &str| {
                    rulesets
                        .iter()
                        .find(|r| r.id == id)
                        .map_or_else(|| id.to_string(), |r| r.name.clone())
                };
                ui.label(tr!("lab-rules"));
                let shown = egui::ComboBox::from_id_salt("lab-ruleset")
                    .selected_text(name_of(&self.ruleset))
                    .show_ui(ui, |ui| {
                        for r in &rulesets {
                            ui.selectable_value(&mut self.ruleset, r.id.clone(), &r.name)
                                .on_hover_text(&r.description);
                        }
                    });
                crate::gui::pickers::name_combo(&shown.response, &tr!("lab-choose-rules"));
                ui.end_row();

                ui.label(tr!("lab-versus"));
                let shown_vs = egui::ComboBox::from_id_salt("lab-vs")
                    .selected_text(
                        self.vs
                            .as_deref()
                            .map_or_else(|| tr!("lab-versus-none"), name_of),
                    )
                    .show_ui(ui, |ui| {
                        ui.selectable_value(&mut self.vs, None, tr!("lab-versus-none"));
                        for r in rulesets.iter().filter(|r| r.id != self.ruleset) {
                            ui.selectable_value(&mut self.vs, Some(r.id.clone()), &r.name)
                                .on_hover_text(&r.description);
                        }
                    });
                crate::gui::pickers::name_combo(&shown_vs.response, &tr!("lab-choose-versus"));
                ui.end_row();

                for i in 0..self.bots.len() {
                    let label = bot_label(i, "");
                    ui.label(tr!("lab-bot", bot = label.trim()));
                    if let Some(level) = self.bots.get_mut(i) {
                        let shown_bot = egui::ComboBox::from_id_salt(("lab-bot", i))
                            .selected_text(tr!("lab-bot-level", level = level.name()))
                            .show_ui(ui, |ui| {
                                for l in BotLevel::ALL {
                                    ui.selectable_value(
                                        level,
                                        l,
                                        tr!("lab-bot-level", level = l.name()),
                                    );
                                }
                            });
                        crate::gui::pickers::name_combo(
                            &shown_bot.response,
                            &tr!("lab-bot-level-label", bot = label.trim()),
                        );
                    }
                    ui.end_row();
                }

                let label = ui.label(tr!("lab-games"));
                ui.add(egui::DragValue::new(&mut self.games).range(1..=1_000_000))
                    .labelled_by(label.id);
                ui.end_row();
                let label = ui.label(tr!("lab-threads"));
                ui.add(egui::DragValue::new(&mut self.threads).range(1..=64))
                    .labelled_by(label.id);
                ui.end_row();
                let label = ui.label(tr!("lab-first-seed"));
                ui.add(egui::DragValue::new(&mut self.seed))
                    .labelled_by(label.id);
                ui.end_row();
                ui.label(tr!("lab-max-actions"));
                ui.add(egui::DragValue::new(&mut self.max_actions).range(1..=1_000_000))
                    .on_hover_text(tr!("lab-max-actions-hover"));
                ui.end_row();
            });
        ui.label(egui::RichText::new(tr!("lab-settings-note")).weak());
    }
}

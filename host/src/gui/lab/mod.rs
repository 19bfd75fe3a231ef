//! The balance lab panel: bot-vs-bot batches with a live chart of each seat's win rate (and,
//! with a second ruleset or a watched save, the paired difference), run off the UI
//! thread by the same engine as `game-host simulate` ([`crate::sim`]). With **Watch** on, every
//! save of the ruleset under test that compiles plays the same seeds again ([`crate::sim::follow`]).

pub mod chart;
pub mod results;
pub mod run;
pub mod series;
pub mod settings;

use crate::content::{self, RulesetListing};
use crate::plugin::Catalog;
use crate::sim::JobSpec;
use crate::sim::follow::{Followed, Follower};
use crate::tr;
use egui::RichText;
use run::{LabRun, RunState};
use settings::{LabCommand, LabSettings};
use std::time::Duration;

#[derive(Debug, Default)]
pub struct BalanceLab {
    pub settings: LabSettings,
    /// The current or last run; kept while the player visits other screens.
    pub run: Option<LabRun>,
    /// Why the last Start did nothing, or why the last save could not be played.
    pub error: Option<String>,
    /// Watches the ruleset under test while Watch is on and a run exists.
    follower: Option<Follower>,
    /// The game and ruleset the bot list was last fitted to (see [`BalanceLab::fit_bots`]).
    fitted: Option<(String, String)>,
}

/// Quiet time after a save before the rules are read again (an editor's several writes of one
/// save end as one run).
const WATCH_DEBOUNCE: Duration = Duration::from_millis(150);

impl BalanceLab {
    pub fn new(catalog: &Catalog) -> BalanceLab {
        let game = catalog
            .plugins
            .first()
            .map(|p| p.info().id.clone())
            .unwrap_or_default();
        BalanceLab {
            settings: LabSettings::for_game(catalog, &game),
            run: None,
            error: None,
            follower: None,
            fitted: None,
        }
    }

    /// One bot per seat of the chosen rules: compiled once whenever the game or ruleset
    /// changes, since a ruleset of a game for 2 to 6 players may seat four. Seats that stay
    /// keep their bot; a new seat gets the first seat's.
    fn fit_bots(&mut self, catalog: &Catalog, listing: &RulesetListing) {
        let key = (self.settings.game.clone(), self.settings.ruleset.clone());
        if self.is_running() || self.fitted.as_ref() == Some(&key) {
            return;
        }
        self.fitted = Some(key);
        let (Ok(plugin), Some(root)) = (catalog.require(&self.settings.game), listing.root())
        else {
            return;
        };
        let seats = content::load_ruleset(
            root,
            listing.mods(),
            &self.settings.game,
            &self.settings.ruleset,
        )
        .map_err(|d| d.to_string())
        .and_then(|source| plugin.compile(&source).map_err(|e| e.to_string()))
        .map(|rules| rules.seats().len());
        // Rules that do not compile keep the list: Start reports what is wrong with them.
        if let Ok(n) = seats {
            let first = self
                .settings
                .bots
                .first()
                .copied()
                .unwrap_or(game_wire::BotLevel::Normal);
            self.settings.bots.resize(n, first);
        }
    }

    /// Shows the lab for `game` (from a game card); a running batch is left alone.
    pub fn select_game(&mut self, catalog: &Catalog, game: &str) {
        if self.is_running() || self.settings.game == game {
            return;
        }
        self.settings = LabSettings {
            games: self.settings.games,
            threads: self.settings.threads,
            ..LabSettings::for_game(catalog, game)
        };
    }

    pub fn is_running(&self) -> bool {
        self.run.as_ref().is_some_and(LabRun::is_running)
    }

    /// Takes the events of a running batch and the saves of a watched ruleset (also while
    /// another screen is shown).
    pub fn poll(&mut self) {
        let saves = self
            .follower
            .as_ref()
            .map(Follower::poll)
            .unwrap_or_default();
        let Some(run) = &mut self.run else { return };
        run.poll();
        for save in saves {
            match save {
                Followed::Changed { label, source } => {
                    self.error = None;
                    run.follow(label, *source);
                }
                Followed::Broken { message } => {
                    self.error = Some(tr!("lab-save-broken", message = message));
                }
                Followed::WatchError(e) => self.error = Some(tr!("lab-watch-error", error = e)),
            }
        }
    }

    /// Starts or stops following the ruleset of the current run.
    pub fn set_watch(
        &mut self,
        on: bool,
        catalog: &Catalog,
        listing: &RulesetListing,
        ctx: &egui::Context,
    ) {
        self.follower = None;
        if !on || self.run.is_none() {
            return;
        }
        let result = (|| -> Result<Follower, String> {
            let game = &self.settings.game;
            let plugin = catalog.require(game)?;
            let root = listing.root().ok_or_else(|| tr!("lab-no-content"))?;
            let source = content::load_ruleset(root, listing.mods(), game, &self.settings.ruleset)
                .map_err(|d| d.to_string())?;
            let ctx = ctx.clone();
            Follower::start(
                plugin,
                root,
                listing.mods(),
                &source,
                WATCH_DEBOUNCE,
                move || ctx.request_repaint(),
            )
        })();
        match result {
            Ok(f) => self.follower = Some(f),
            Err(e) => self.error = Some(tr!("lab-watch-error", error = e)),
        }
    }

    pub fn start(&mut self, catalog: &Catalog, listing: &mut RulesetListing, ctx: &egui::Context) {
        self.error = None;
        let result = (|| -> Result<LabRun, String> {
            let plugin = catalog.require(&self.settings.game)?.clone();
            let root = listing
                .root()
                .ok_or_else(|| tr!("lab-no-content"))?
                .to_path_buf();
            let names = std::iter::once(&self.settings.ruleset)
                .chain(&self.settings.vs)
                .map(|id| listing.display_name(&self.settings.game, id))
                .collect();
            let rulesets = self.settings.rulesets();
            let spec = JobSpec {
                plugin,
                content_root: root,
                mods: listing.mods().clone(),
                rulesets,
                batch: self.settings.batch(),
            };
            let ctx = ctx.clone();
            LabRun::start(spec, names, move || ctx.request_repaint())
        })();
        match result {
            Ok(run) => {
                self.run = Some(run);
                let watch = self.settings.watch;
                self.set_watch(watch, catalog, listing, ctx);
            }
            Err(e) => self.error = Some(e),
        }
    }

    pub fn ui(&mut self, ui: &mut egui::Ui, catalog: &Catalog, listing: &mut RulesetListing) {
        self.poll();
        self.fit_bots(catalog, listing);
        // The results name the game's seats and rulesets: in the player's language.
        let game = self.settings.game.clone();
        let _game = crate::i18n::game::Scope::enter(&game);
        let running = self.is_running();
        let mut command = None;
        egui::Panel::left("lab-settings")
            .default_size(320.0)
            .show(ui, |ui| {
                ui.heading(tr!("lab-heading"));
                ui.label(RichText::new(tr!("lab-intro")).weak());
                ui.add_space(8.0);
                command = self.settings.ui(ui, catalog, listing, running);
                if let Some(e) = &self.error {
                    ui.add_space(8.0);
                    ui.colored_label(ui.visuals().error_fg_color, e);
                }
            });
        match command {
            Some(LabCommand::Start) => self.start(catalog, listing, ui.ctx()),
            Some(LabCommand::Stop) => {
                if let Some(run) = &self.run {
                    run.stop();
                }
            }
            Some(LabCommand::Watch(on)) => self.set_watch(on, catalog, listing, ui.ctx()),
            None => {}
        }
        egui::CentralPanel::default().show(ui, |ui| match &mut self.run {
            None => {
                ui.add_space(24.0);
                ui.label(tr!("lab-empty"));
            }
            Some(run) => show_run(ui, run),
        });
    }
}

fn show_run(ui: &mut egui::Ui, run: &mut LabRun) {
    let played = run.played();
    let total = run.total().max(1);
    let status = match &run.state {
        RunState::Running => tr!("lab-running", played = played, total = total),
        RunState::Done => tr!("lab-done", played = played),
        RunState::Stopped => tr!("lab-stopped", played = played, total = total),
        RunState::Failed(_) => tr!("lab-failed", played = played),
    };
    // The spinner beside the bar, not in it: egui draws an animated bar's spinner over the
    // start of its text.
    ui.horizontal(|ui| {
        if run.is_running() {
            ui.spinner();
        }
        ui.add(egui::ProgressBar::new(played as f32 / total as f32).text(status));
    });
    if let RunState::Failed(message) = &run.state {
        ui.colored_label(
            ui.visuals().error_fg_color,
            RichText::new(message).monospace(),
        );
        if played == 0 {
            // Nothing was played (rules that do not compile): no empty chart and table.
            return;
        }
    }
    ui.add_space(8.0);
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .show(ui, |ui| {
            let height = (ui.available_height() * 0.5).max(220.0);
            chart::show(ui, run, height);
            ui.add_space(12.0);
            ui.horizontal(|ui| {
                ui.heading(tr!("lab-results"));
                ui.checkbox(&mut run.significant_only, tr!("lab-significant-only"))
                    .on_hover_text(tr!("lab-significant-only-hover"));
            });
            results::show(ui, run);
        });
}

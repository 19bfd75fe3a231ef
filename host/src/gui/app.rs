//! The application: screens, the menu bar, persistence of preferences.

use crate::content;
use crate::gui::home::{self, HomeAction};
use crate::gui::lab::BalanceLab;
use crate::gui::new_match::NewMatchForm;
use crate::gui::storage::DataDir;
use crate::gui::table::{Table, TableRequest};
use crate::gui::toasts::Toasts;
use crate::plugin::Catalog;
use crate::reload::{ReloadConfig, ReloadEvent, Reloader};
use crate::save::SavedMatch;
use crate::session::Session;
use egui::RichText;
use game_sdk::wire::Start;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use std::sync::mpsc;

/// Preferences kept between runs (window size and position are kept by eframe itself).
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct Prefs {
    pub dark: bool,
    /// Save files opened or written, newest first.
    pub recent: Vec<PathBuf>,
}

const PREFS_KEY: &str = "game-host-prefs";

#[derive(Debug)]
pub enum Screen {
    Home,
    NewMatch,
    Table(Box<Table>),
    /// The balance lab panel (bot-vs-bot batches with a live chart).
    Lab,
}

#[derive(Debug)]
pub struct HostApp {
    pub catalog: Catalog,
    pub content: Option<PathBuf>,
    pub data: Option<DataDir>,
    pub screen: Screen,
    pub toasts: Toasts,
    pub prefs: Prefs,
    pub form: NewMatchForm,
    /// The balance lab; its batch keeps running while other screens are shown.
    pub lab: BalanceLab,
    open_path: String,
    show_problems: bool,
    first_frame_done: bool,
    /// Hot reload of the running match's ruleset, once started.
    reload: Option<(Reloader, mpsc::Receiver<ReloadEvent>)>,
}

impl HostApp {
    pub fn new(
        catalog: Catalog,
        content: Option<PathBuf>,
        data: Option<DataDir>,
        prefs: Prefs,
    ) -> HostApp {
        let mut toasts = Toasts::default();
        if let Some(d) = &data
            && let Err(e) = d.ensure()
        {
            toasts.error(format!(
                "Cannot create {}: {e}; matches will not be autosaved",
                d.root.display()
            ));
        }
        if content.is_none() {
            toasts.error("No content directory (with rulesets/) was found: set GAME_HOST_CONTENT");
        }
        let form = catalog
            .plugins
            .first()
            .map(|p| NewMatchForm::for_game(&catalog, &p.info().id, "standard"))
            .unwrap_or_default();
        let lab = BalanceLab::new(&catalog);
        HostApp {
            lab,
            catalog,
            content,
            data,
            screen: Screen::Home,
            toasts,
            prefs,
            form,
            open_path: String::new(),
            show_problems: false,
            first_frame_done: false,
            reload: None,
        }
    }

    /// Starts watching the content root; `wake` is called from the watcher thread after each
    /// event (the GUI passes a repaint request, so the event is taken on the next frame).
    pub fn start_reloading(&mut self, config: ReloadConfig, wake: impl Fn() + Send + 'static) {
        let Some(root) = self.content.clone() else {
            return;
        };
        let (tx, rx) = mpsc::channel();
        match Reloader::start(&root, config, move |event| {
            let _ = tx.send(event);
            wake();
        }) {
            Ok(reloader) => {
                if let Screen::Table(table) = &self.screen {
                    reloader.track(table.session.plugin(), table.session.ruleset());
                }
                self.reload = Some((reloader, rx));
            }
            Err(e) => self
                .toasts
                .error(format!("Rules will not reload while playing: {e}")),
        }
    }

    /// Takes the reload events that arrived since the last frame.
    pub fn poll_reloads(&mut self) {
        let Some((_, rx)) = &self.reload else {
            return;
        };
        let events: Vec<ReloadEvent> = rx.try_iter().collect();
        for event in events {
            match &mut self.screen {
                Screen::Table(table) if table.concerns(&event) => {
                    table.reloaded(&event, &mut self.toasts);
                }
                _ => {
                    if let ReloadEvent::WatchError(e) = &event {
                        self.toasts.error(format!("Watching files: {e}"));
                    }
                }
            }
        }
    }

    /// Shows a table and has its ruleset reloaded (and no other).
    fn show_table(&mut self, table: Table) {
        if let Some((reloader, _)) = &self.reload {
            if let Screen::Table(old) = &self.screen {
                reloader.untrack(&old.info.id, &old.session.ruleset().root);
            }
            reloader.track(table.session.plugin(), table.session.ruleset());
        }
        self.screen = Screen::Table(Box::new(table));
    }

    /// Restores preferences from eframe's storage.
    pub fn load_prefs(storage: Option<&dyn eframe::Storage>) -> Prefs {
        storage
            .and_then(|s| eframe::get_value(s, PREFS_KEY))
            .unwrap_or_default()
    }

    pub fn table(&mut self) -> Option<&mut Table> {
        match &mut self.screen {
            Screen::Table(t) => Some(t),
            _ => None,
        }
    }

    /// Starts a match from the new-match form.
    pub fn start_match(&mut self) {
        match self.try_start() {
            Ok(table) => self.show_table(table),
            Err(e) => self.toasts.error(e),
        }
    }

    fn try_start(&mut self) -> Result<Table, String> {
        let form = self.form.clone();
        let plugin = self.catalog.require(&form.game)?;
        let root = self.content.as_deref().ok_or("no content directory")?;
        let source =
            content::load_ruleset(root, &form.game, &form.ruleset).map_err(|d| d.to_string())?;
        let start = if form.scenario.trim().is_empty() {
            Start::Seed(form.seed()?.unwrap_or_else(random_seed))
        } else {
            let path = form.scenario.trim();
            let text =
                std::fs::read_to_string(path).map_err(|e| format!("{path}: cannot read: {e}"))?;
            Start::Scenario {
                origin: path.to_string(),
                text,
            }
        };
        let session = Session::new(plugin, source, start).map_err(|e| e.to_string())?;
        let name = ruleset_display_name(root, &form.game, &form.ruleset);
        let mut table = Table::new(session, name, form.seats.clone(), form.hand_over);
        table.autosave = self.data.as_ref().map(DataDir::autosave);
        Ok(table)
    }

    /// Opens a saved match (or the autosave) and shows its table.
    pub fn open(&mut self, path: &Path) {
        let result = SavedMatch::read(path)
            .map_err(|d| d.to_string())
            .and_then(|saved| {
                Session::restore(&self.catalog, &saved)
                    .map_err(|e| format!("{}: {e}", path.display()))
            });
        match result {
            Ok(session) => {
                let info = session.plugin().info();
                let seats = vec![crate::gui::table::SeatKind::Human; info.seats.len()];
                let hand_over = info.hidden_information;
                let name = session
                    .ruleset()
                    .root
                    .rsplit('/')
                    .next()
                    .unwrap_or_default()
                    .trim_end_matches(".toml")
                    .to_string();
                let mut table = Table::new(session, name, seats, hand_over);
                table.autosave = self.data.as_ref().map(DataDir::autosave);
                self.show_table(table);
                self.remember(path);
            }
            Err(e) => self.toasts.error(e),
        }
    }

    fn remember(&mut self, path: &Path) {
        if self.data.as_ref().is_some_and(|d| d.autosave() == path) {
            return;
        }
        self.prefs.recent.retain(|p| p != path);
        self.prefs.recent.insert(0, path.to_path_buf());
        self.prefs.recent.truncate(10);
    }

    /// Saves the current match under the data directory.
    pub fn save_current(&mut self) -> Option<PathBuf> {
        let (Screen::Table(table), Some(data)) = (&self.screen, &self.data) else {
            return None;
        };
        let path = data.new_save_path(&table.info.id);
        match table.saved().write(&path) {
            Ok(()) => {
                self.toasts.info(format!("Saved to {}", path.display()));
                self.remember(&path);
                Some(path)
            }
            Err(e) => {
                self.toasts
                    .error(format!("Cannot save to {}: {e}", path.display()));
                None
            }
        }
    }

    fn menu_bar(&mut self, ui: &mut egui::Ui) {
        egui::Panel::top("menu").show(ui, |ui| {
            ui.horizontal(|ui| {
                ui.label(RichText::new("Game Host").strong());
                ui.separator();
                if ui.button("New match").clicked() {
                    self.screen = Screen::NewMatch;
                }
                let lab = if self.lab.is_running() {
                    "Balance lab (running)"
                } else {
                    "Balance lab"
                };
                let button = ui.selectable_label(matches!(self.screen, Screen::Lab), lab);
                button.widget_info(|| {
                    egui::WidgetInfo::labeled(egui::Role::Button, true, "Balance lab")
                });
                if button.clicked() {
                    self.screen = Screen::Lab;
                }
                if matches!(self.screen, Screen::Table(_)) && ui.button("Save").clicked() {
                    self.save_current();
                }
                if !self.prefs.recent.is_empty() {
                    ui.menu_button("Recent", |ui| {
                        for p in self.prefs.recent.clone() {
                            if ui.button(p.display().to_string()).clicked() {
                                self.open(&p);
                                ui.close();
                            }
                        }
                    });
                }
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    let label = if self.prefs.dark {
                        "Light theme"
                    } else {
                        "Dark theme"
                    };
                    if ui.button(label).clicked() {
                        self.prefs.dark = !self.prefs.dark;
                    }
                    let problems = self.toasts.history.len();
                    if problems > 0 {
                        ui.toggle_value(&mut self.show_problems, format!("Problems ({problems})"));
                    }
                });
            });
        });
    }

    fn problems_window(&mut self, ctx: &egui::Context) {
        let mut open = self.show_problems;
        egui::Window::new("Problems")
            .open(&mut open)
            .default_width(520.0)
            .show(ctx, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| {
                    for p in &self.toasts.history {
                        ui.label(RichText::new(p).monospace());
                        ui.separator();
                    }
                });
            });
        self.show_problems = open;
    }

    /// One frame of the whole app.
    pub fn frame(&mut self, ui: &mut egui::Ui) {
        ui.ctx().set_theme(if self.prefs.dark {
            egui::Theme::Dark
        } else {
            egui::Theme::Light
        });
        self.poll_reloads();
        self.lab.poll();
        self.menu_bar(ui);
        match &mut self.screen {
            Screen::Home => {
                let data = self.data.clone();
                let action = egui::CentralPanel::default()
                    .show(ui, |ui| {
                        home::ui(
                            ui,
                            &self.catalog,
                            self.content.as_deref(),
                            data.as_ref(),
                            &mut self.open_path,
                        )
                    })
                    .inner;
                match action {
                    HomeAction::None => {}
                    HomeAction::NewMatch { game, ruleset } => {
                        self.form = NewMatchForm::for_game(&self.catalog, &game, &ruleset);
                        self.screen = Screen::NewMatch;
                    }
                    HomeAction::Continue => {
                        if let Some(path) = self.data.as_ref().map(DataDir::autosave) {
                            self.open(&path);
                        }
                    }
                    HomeAction::Open(path) => self.open(&path),
                    HomeAction::Lab { game } => {
                        self.lab.select_game(&self.catalog, &game);
                        self.screen = Screen::Lab;
                    }
                }
            }
            Screen::NewMatch => {
                let start = egui::CentralPanel::default()
                    .show(ui, |ui| {
                        self.form.ui(ui, &self.catalog, self.content.as_deref())
                    })
                    .inner;
                if start {
                    self.start_match();
                }
            }
            Screen::Lab => self.lab.ui(ui, &self.catalog, self.content.as_deref()),
            Screen::Table(table) => match table.ui(ui, &mut self.toasts) {
                TableRequest::None => {}
                TableRequest::Home => self.screen = Screen::Home,
                TableRequest::PlayAgain => {
                    self.form.seed.clear();
                    self.start_match();
                }
            },
        }
        let ctx = ui.ctx().clone();
        self.problems_window(&ctx);
        self.toasts.show(&ctx);
    }
}

pub(crate) fn ruleset_display_name(root: &Path, game: &str, id: &str) -> String {
    content::rulesets(root, game)
        .into_iter()
        .find(|r| r.id == id)
        .map_or_else(|| id.to_string(), |r| r.name)
}

fn random_seed() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    h.write_u128(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos()),
    );
    h.finish() >> 11
}

impl eframe::App for HostApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.frame(ui);
        if !self.first_frame_done {
            self.first_frame_done = true;
            if std::env::var_os(crate::gui::FIRST_FRAME_ENV).is_some() {
                let since = crate::gui::STARTED
                    .get()
                    .map_or(0.0, |t| t.elapsed().as_secs_f64() * 1000.0);
                eprintln!("first frame {since:.0} ms after launch");
                ui.ctx().send_viewport_cmd(egui::ViewportCommand::Close);
            }
        }
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, PREFS_KEY, &self.prefs);
    }
}

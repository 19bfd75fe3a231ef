//! The application: screens, the menu bar, persistence of preferences.

use crate::autosave::Autosaver;
use crate::content;
use crate::gui::file_dialog::{FileDialogs, Outcome, Purpose};
use crate::gui::file_picker::{FilePicker, Picked};
use crate::gui::home::{self, HomeAction};
#[cfg(feature = "online")]
use crate::gui::join::{JoinRequest, JoinScreen};
use crate::gui::lab::BalanceLab;
use crate::gui::mods::{ModsAction, ModsScreen};
use crate::gui::new_match::NewMatchForm;
#[cfg(feature = "online")]
use crate::gui::remote::RemoteRequest;
use crate::gui::review::{ReviewRequest, ReviewScreen};
use crate::gui::rules_work::{self, Finish, RulesThread, RulesWork, Step};
use crate::gui::storage::DataDir;
use crate::gui::table::console::ConsoleDock;
use crate::gui::table::{TableRequest, TableScreen, TableSettings};
use crate::gui::toasts::Toasts;
use crate::mods::ModsInUse;
use crate::plugin::Catalog;
use crate::reload::{ReloadConfig, ReloadEvent, Reloader};
use crate::save::SavedMatch;
use crate::seats::{SeatKind, Seating};
use crate::session::Session;
use crate::tr;
use egui::RichText;
use game_wire::Start;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::Duration;

/// Preferences kept between runs (window size and position are kept by eframe itself).
/// Fields missing from an older run's record take their defaults.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(default)]
pub struct Prefs {
    pub dark: bool,
    /// Save files opened or written, newest first.
    pub recent: Vec<PathBuf>,
    /// Ask before actions that give something up (Withdraw, …).
    pub confirm: bool,
    /// Short animations of moves and card plays.
    pub animations: bool,
    /// The window-size scale inside egui's (restored) zoom: see `window::follow_window`.
    pub auto_scale: f32,
    /// Where the rules console sits at the table (its dock button).
    pub console_dock: ConsoleDock,
    /// The rules and seats last started per game (by game id): Home's **Play** starts them.
    pub last_setups: std::collections::BTreeMap<String, LastSetup>,
    /// A Hint button in matches against bots.
    pub hints: bool,
    /// The player has read Home's first-run hint (or played a match).
    pub welcomed: bool,
    /// The language chosen in the View menu (a catalogue's code); `None`: the system's.
    pub language: Option<String>,
}

/// Home's Rules window: a game's rules page, for the rules last chosen for it.
#[derive(Debug)]
pub struct RulesWindow {
    pub plugin: std::sync::Arc<crate::plugin::Plugin>,
    pub source: game_wire::RulesetSource,
    pub ruleset_name: String,
}

/// A game's rules and seats as last started from New match.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastSetup {
    pub ruleset: String,
    pub seats: Vec<SeatKind>,
    pub hand_over: bool,
}

impl Default for Prefs {
    fn default() -> Prefs {
        Prefs {
            dark: false,
            recent: Vec::new(),
            confirm: true,
            animations: true,
            auto_scale: 1.0,
            console_dock: ConsoleDock::default(),
            last_setups: std::collections::BTreeMap::new(),
            hints: false,
            welcomed: false,
            language: None,
        }
    }
}

impl Prefs {
    /// What the table follows of these preferences.
    pub fn table_settings(&self) -> TableSettings {
        TableSettings {
            confirm: self.confirm,
            animations: self.animations,
            console_dock: self.console_dock,
            hints: self.hints,
        }
    }
}

const PREFS_KEY: &str = "game-host-prefs";

/// Ctrl+S (Cmd+S on macOS) saves the match on screen, as the Save button does.
const SAVE_SHORTCUT: egui::KeyboardShortcut =
    egui::KeyboardShortcut::new(egui::Modifiers::COMMAND, egui::Key::S);

/// The window width from which the menu bar also shows the app's name and the theme switch:
/// the widest bar (a match on screen, Recent, Problems, a lab batch running, a mod being
/// installed) needs about 1070 points with them, 900 without (measured by
/// tests/app/gui_window.rs at the smallest window, 1024 wide).
pub const ROOMY_MENU_BAR: f32 = 1100.0;

/// Ctrl+Q (Cmd+Q on macOS) closes the app at once, without asking: every match is autosaved
/// after each action and the writer's queue is flushed on the way out, so nothing is lost.
pub const QUIT_SHORTCUT: egui::KeyboardShortcut =
    egui::KeyboardShortcut::new(egui::Modifiers::COMMAND, egui::Key::Q);

/// The keyboard's shortcuts as the About window lists them (the README's list, in short): the
/// keys, and what they do in the current language.
pub fn keys() -> Vec<(&'static str, String)> {
    vec![
        ("Ctrl+S", tr!("app-key-save")),
        ("Ctrl+Z", tr!("app-key-undo")),
        ("Enter", tr!("app-key-enter")),
        ("Esc", tr!("app-key-esc")),
        ("Ctrl + / Ctrl - / Ctrl 0", tr!("app-key-zoom")),
        ("Ctrl+Q", tr!("app-key-quit")),
    ]
}

/// What the app's window shows (named apart from `net::table::Screen`, what the host's own
/// terminal shows of an online match).
#[derive(Debug)]
pub enum AppScreen {
    Home,
    NewMatch,
    Table(Box<TableScreen>),
    /// The balance lab panel (bot-vs-bot batches with a live chart).
    Lab,
    /// The mods installed: enable, disable, remove, install (gui/mods.rs).
    Mods,
    /// Join online match: paste a ticket (gui/join.rs).
    #[cfg(feature = "online")]
    Join,
    /// The online match joined (its table is kept in `HostApp::join`).
    #[cfg(feature = "online")]
    Remote,
    /// The review of a finished match (its table kept inside, for Back).
    Review(Box<ReviewScreen>),
    /// The match on screen is with the rules thread (`HostApp::working` says what it does).
    Working,
}

#[derive(Debug)]
pub struct HostApp {
    /// The pictures on Home (each game's table, each recent match's), made on a worker.
    pub pictures: crate::gui::home_pictures::Pictures,
    /// Home's Rules window: the game and the rules it shows.
    pub rules_window: Option<RulesWindow>,
    pub catalog: Catalog,
    pub content: Option<PathBuf>,
    pub data: Option<DataDir>,
    pub screen: AppScreen,
    pub toasts: Toasts,
    pub prefs: Prefs,
    pub form: NewMatchForm,
    /// The balance lab; its batch keeps running while other screens are shown.
    pub lab: BalanceLab,
    /// The Mods screen, and the install under way (which goes on on other screens).
    pub mods: ModsScreen,
    /// Joining a match hosted elsewhere, and the online match joined (gui/join.rs, gui/remote).
    #[cfg(feature = "online")]
    pub join: JoinScreen,
    open_path: String,
    /// The native Open/Save dialogs (on a worker thread while one is up).
    pub dialogs: FileDialogs,
    /// The app's own file browser, up where no native dialog could be shown.
    pub picker: Option<FilePicker>,
    /// Where choosing a mod's `.zip` starts: the home folder (a mod is downloaded, not saved
    /// by the app).
    pub mods_from: Option<PathBuf>,
    /// Ctrl+Q was pressed: the window is asked to close (the test harness has no window).
    pub quitting: bool,
    /// The match left for another screen: kept (and autosaved), so coming back resumes it.
    pub parked: Option<Box<TableScreen>>,
    /// Writes every table's autosaves off the UI thread.
    pub autosaver: Autosaver,
    /// What Home lists from disk, read once each time Home is shown (not every frame).
    listing: Option<home::Listing>,
    /// The games' rulesets as the screens list them, read once each time a screen is shown,
    /// and the mods in use they come from.
    pub rulesets: content::RulesetListing,
    show_problems: bool,
    /// The About window is open.
    pub show_about: bool,
    first_frame_done: bool,
    /// Hot reload of the running match's ruleset, once started.
    reload: Option<(Reloader, mpsc::Receiver<ReloadEvent>)>,
    /// Where the match's rules run (its plugin and scripts), off the UI thread.
    rules: RulesThread,
    /// A step of the rules still running after [`HostApp::rules_patience`].
    pub working: Option<RulesWork>,
    /// How long a frame waits for a step of the rules before the window shows that they are
    /// thinking ([`rules_work::PATIENCE`]; tests that read the table right after a step wait
    /// longer, as a slow machine may need).
    pub rules_patience: Duration,
    /// Asks for a frame when a step ends on the rules thread (set once the window exists).
    repaint: Option<egui::Context>,
}

/// Reads every game's text in other languages (its catalogues, its rulesets' translations):
/// see [`crate::i18n::game`].
fn register_game_text(catalog: &Catalog, content: Option<&std::path::Path>, mods: &ModsInUse) {
    if let Some(root) = content {
        let games: Vec<String> = catalog
            .plugins
            .iter()
            .map(|p| p.info().id.clone())
            .collect();
        crate::i18n::game::register_all(root, mods, &games);
    }
}

impl HostApp {
    /// The app on the bundled content at `content` and its own mods only (see
    /// [`ModsInUse::bundled`]), with those of `data`'s mods directory: the host used as a
    /// library (tests, benches).
    pub fn new(
        catalog: Catalog,
        content: Option<PathBuf>,
        data: Option<DataDir>,
        prefs: Prefs,
    ) -> HostApp {
        let mods = ModsInUse::bundled(content.as_deref());
        HostApp::with_mods(catalog, content, mods, data, prefs)
    }

    /// The app with the mods the host decided when it started (see [`ModsInUse::activate`]).
    pub fn with_mods(
        catalog: Catalog,
        content: Option<PathBuf>,
        mods: ModsInUse,
        data: Option<DataDir>,
        prefs: Prefs,
    ) -> HostApp {
        let mut toasts = Toasts::default();
        if let Some(d) = &data
            && let Err(e) = d.ensure()
        {
            toasts.error(tr!(
                "app-cannot-create-data",
                path = d.root.display().to_string(),
                error = e.to_string()
            ));
        }
        if content.is_none() {
            toasts.error(tr!("app-no-content"));
        }
        if let Some(d) = &data {
            // Mods are installed into, and found in, this app's data directory.
            mods.set_user_dir(d.root.join("mods"), &catalog);
        }
        register_game_text(&catalog, content.as_deref(), &mods);
        let form = catalog
            .plugins
            .first()
            .map(|p| NewMatchForm::for_game(&catalog, &p.info().id, "standard"))
            .unwrap_or_default();
        let lab = BalanceLab::new(&catalog);
        HostApp {
            rulesets: content::RulesetListing::new(content.clone(), mods),
            lab,
            mods: ModsScreen::default(),
            #[cfg(feature = "online")]
            join: JoinScreen::default(),
            catalog,
            content,
            data,
            screen: AppScreen::Home,
            toasts,
            prefs,
            form,
            open_path: String::new(),
            dialogs: FileDialogs::default(),
            picker: None,
            mods_from: std::env::var_os("HOME").map(PathBuf::from),
            quitting: false,
            parked: None,
            autosaver: Autosaver::start(),
            listing: None,
            show_problems: false,
            show_about: false,
            pictures: Default::default(),
            rules_window: None,
            first_frame_done: false,
            reload: None,
            rules: RulesThread::start(),
            working: None,
            rules_patience: rules_work::PATIENCE,
            repaint: None,
        }
    }

    /// The window's context, so that a step ending on the rules thread asks for a frame.
    pub fn set_repaint(&mut self, ctx: &egui::Context) {
        if self.repaint.is_none() {
            self.repaint = Some(ctx.clone());
        }
    }

    /// Runs `job` (which calls into the rules) on the rules thread; what it returns is done on
    /// this thread, at once when it ends within the patience, else when it ends (the window
    /// shows that the rules are thinking meanwhile).
    fn off_thread(
        &mut self,
        what: &str,
        on_stop: &str,
        job: impl FnOnce() -> Finish + Send + 'static,
    ) {
        let wake = self.repaint.clone();
        let patience = self.rules_patience;
        match rules_work::start(&self.rules, what, on_stop, patience, wake, job) {
            Step::Done(finish) => finish(self),
            Step::Running(work) => self.working = Some(work),
            Step::Lost => self.rules_lost(),
        }
    }

    /// The rules thread stopped without an answer (a bug in the rules code): the match in its
    /// hands is gone from the screen, its autosave is not.
    fn rules_lost(&mut self) {
        self.rules = RulesThread::start();
        self.working = None;
        self.toasts.error(
            "The rules stopped without an answer (an internal error). The match's autosave is on \
             Home.",
        );
        if matches!(self.screen, AppScreen::Working) {
            self.go(AppScreen::Home);
        }
    }

    /// Takes the answer of the step the rules are working on, if it has come.
    pub fn poll_work(&mut self) {
        let Some(work) = &self.working else {
            return;
        };
        match work.poll() {
            None => {}
            Some(Some(finish)) => {
                self.working = None;
                finish(self);
            }
            Some(None) => self.rules_lost(),
        }
    }

    /// The player stopped the match while its rules were thinking: the step goes on alone on
    /// the old thread and its answer is dropped; the next match gets a new thread.
    pub fn stop_work(&mut self) {
        let Some(work) = self.working.take() else {
            return;
        };
        self.rules = RulesThread::start();
        self.toasts
            .info(tr!("app-stopped", what = &work.what, then = &work.on_stop));
        self.go(AppScreen::Home);
    }

    /// Runs `job` on the table on screen, off the UI thread (see [`HostApp::off_thread`]); the
    /// table comes back with the notices it made, then what `job` returned is done.
    fn table_job(
        &mut self,
        what: &str,
        job: impl FnOnce(&mut TableScreen, &mut Toasts) -> Finish + Send + 'static,
    ) {
        let AppScreen::Table(mut table) = std::mem::replace(&mut self.screen, AppScreen::Working)
        else {
            return;
        };
        let on_stop = if table.controller.autosave.is_some() {
            tr!("app-stop-autosave-keeps")
        } else {
            tr!("app-stop-match-left")
        };
        self.off_thread(what, &on_stop, move || {
            let mut toasts = Toasts::default();
            let then = job(&mut table, &mut toasts);
            Box::new(move |app: &mut HostApp| {
                app.screen = AppScreen::Table(table);
                app.toasts.absorb(toasts);
                then(app);
            })
        });
    }

    /// Does what the table asked after a step.
    fn table_request(&mut self, request: TableRequest) {
        match request {
            TableRequest::None => {}
            TableRequest::Home => self.go(AppScreen::Home),
            TableRequest::PlayAgain => {
                self.form.seed.clear();
                self.start_match();
            }
            TableRequest::Review => {
                if let AppScreen::Table(table) =
                    std::mem::replace(&mut self.screen, AppScreen::Home)
                {
                    self.screen = match ReviewScreen::start(table) {
                        Ok(review) => AppScreen::Review(Box::new(review)),
                        Err(table) => AppScreen::Table(table),
                    };
                }
            }
        }
    }

    /// Builds a table off the UI thread (setting up or replaying a match calls into the
    /// rules) and shows it; `opened` is the file it came from, for the Recent menu.
    fn open_table(
        &mut self,
        what: &str,
        opened: Option<PathBuf>,
        build: impl FnOnce() -> Result<TableScreen, String> + Send + 'static,
    ) {
        let on_stop = if opened.is_some() {
            tr!("app-stop-file-stays")
        } else {
            tr!("app-stop-nothing-played")
        };
        self.off_thread(what, &on_stop, move || {
            let built = build();
            Box::new(move |app: &mut HostApp| match built {
                Ok(table) => {
                    app.show_table(table);
                    if let Some(path) = opened {
                        app.remember(&path);
                    }
                }
                Err(e) => {
                    app.toasts.error(e);
                    if matches!(app.screen, AppScreen::Working) {
                        app.go(AppScreen::Home);
                    }
                }
            })
        });
    }

    /// Starts watching the content root; `wake` is called from the watcher thread after each
    /// event (the GUI passes a repaint request, so the event is taken on the next frame).
    pub fn start_reloading(&mut self, config: ReloadConfig, wake: impl Fn() + Send + 'static) {
        let Some(root) = self.content.clone() else {
            return;
        };
        let (tx, rx) = mpsc::channel();
        match Reloader::start(&root, self.rulesets.mods(), config, move |event| {
            let _ = tx.send(event);
            wake();
        }) {
            Ok(reloader) => {
                if let AppScreen::Table(table) = &self.screen {
                    reloader.track(
                        table.controller.session.plugin(),
                        table.controller.session.ruleset(),
                    );
                }
                self.reload = Some((reloader, rx));
            }
            Err(e) => self
                .toasts
                .error(tr!("app-no-reload-while-playing", error = e.to_string())),
        }
    }

    /// Takes the reload events that arrived since the last frame.
    pub fn poll_reloads(&mut self) {
        loop {
            // While the match is with the rules thread its reloads wait in the queue for it.
            if self.working.is_some() {
                return;
            }
            let Some(Ok(event)) = self.reload.as_ref().map(|(_, rx)| rx.try_recv()) else {
                return;
            };
            // A ruleset changed on disk: its name or description may have too.
            self.rulesets.forget();
            if let AppScreen::Table(table) = &self.screen
                && table.controller.concerns(&event)
            {
                // Replaying the match under new rules calls them: off the UI thread.
                self.table_job(&tr!("app-work-reloading"), move |table, toasts| {
                    table.reloaded(&event, toasts);
                    Box::new(move |app: &mut HostApp| {
                        if let (Some((reloader, _)), AppScreen::Table(table)) =
                            (&app.reload, &app.screen)
                        {
                            in_force(reloader, table, &event);
                        }
                    })
                });
                continue;
            }
            match (self.parked.as_mut(), &self.reload) {
                (Some(table), Some((reloader, _))) if table.controller.concerns(&event) => {
                    table.reloaded(&event, &mut self.toasts);
                    in_force(reloader, table, &event);
                }
                _ => match &event {
                    ReloadEvent::WatchError(e) => {
                        self.toasts
                            .error(tr!("app-watching-files-failed", error = e.to_string()));
                    }
                    // Installed, upgraded or removed from a terminal while the app runs: the
                    // Mods screen, the rulesets listed and the reloader follow at once.
                    ReloadEvent::ModsChanged => self.mods_changed(),
                    _ => {}
                },
            }
        }
    }

    /// Shows a table and has its ruleset reloaded (and no other). A match that was open or
    /// parked is closed: its autosave keeps it resumable from Home.
    fn show_table(&mut self, table: TableScreen) {
        if let Some((reloader, _)) = &self.reload {
            let old = match &self.screen {
                AppScreen::Table(old) => Some(old),
                _ => self.parked.as_ref(),
            };
            if let Some(old) = old {
                reloader.untrack(
                    &old.controller.info.id,
                    &old.controller.session.ruleset().root,
                );
            }
            reloader.track(
                table.controller.session.plugin(),
                table.controller.session.ruleset(),
            );
        }
        self.parked = None;
        self.screen = AppScreen::Table(Box::new(table));
    }

    /// Goes to another screen. Leaving a table parks its match (it keeps running: its reloads,
    /// its autosave), so "Back to the match" resumes it exactly where it was.
    pub fn go(&mut self, screen: AppScreen) {
        self.rulesets.forget();
        if matches!(screen, AppScreen::Home) {
            // Home lists the autosaves: let the writer finish the last one first (one write
            // at most, milliseconds).
            self.autosaver.flush();
            self.listing = None;
        }
        let old = std::mem::replace(&mut self.screen, screen);
        if let AppScreen::Table(table) = old {
            self.parked = Some(table);
        }
    }

    /// Back to the parked match, if any: behind the hand-over screen where it keeps secrets
    /// between the humans at this device, since whoever comes back may be any of them.
    pub fn resume_parked(&mut self) {
        if let Some(mut table) = self.parked.take() {
            table.hand_over_again();
            self.screen = AppScreen::Table(table);
        }
    }

    /// Restores preferences from eframe's storage.
    pub fn load_prefs(storage: Option<&dyn eframe::Storage>) -> Prefs {
        storage
            .and_then(|s| eframe::get_value(s, PREFS_KEY))
            .unwrap_or_default()
    }

    /// The table on screen, or else the parked one.
    pub fn table(&mut self) -> Option<&mut TableScreen> {
        match &mut self.screen {
            AppScreen::Table(t) => Some(t),
            _ => self.parked.as_deref_mut(),
        }
    }

    /// Starts a match from the new-match form (set up on the rules thread).
    pub fn start_match(&mut self) {
        match self.prepare_start() {
            Ok(build) => {
                // Someone who starts a match knows their way: Home's first-run hint is done.
                self.prefs.welcomed = true;
                // Home's Play starts the same again (a match hosted online is started from
                // New match, which asks for its options: Play seats a human there instead).
                let seats = self
                    .form
                    .seats
                    .iter()
                    .map(|&s| {
                        if s == SeatKind::Remote {
                            SeatKind::Human
                        } else {
                            s
                        }
                    })
                    .collect();
                self.prefs.last_setups.insert(
                    self.form.game.clone(),
                    LastSetup {
                        ruleset: self.form.ruleset.clone(),
                        seats,
                        hand_over: self.form.hand_over,
                    },
                );
                self.open_table(&tr!("app-work-setting-up"), None, build)
            }
            Err(e) => self.toasts.error(e),
        }
    }

    /// Home's **Rules**: the rules page of `game` under the rules last started for it (the
    /// standard ones the first time), in a window over Home.
    pub fn open_rules(&mut self, game: &str) {
        let ruleset = self
            .prefs
            .last_setups
            .get(game)
            .map_or("standard", |l| l.ruleset.as_str())
            .to_owned();
        let opened = (|| -> Result<RulesWindow, String> {
            let plugin = self.catalog.require(game)?.clone();
            let root = self.content.as_deref().ok_or("no content directory")?;
            let source = content::load_ruleset(root, self.rulesets.mods(), game, &ruleset)
                .map_err(|d| d.to_string())?;
            Ok(RulesWindow {
                plugin,
                source,
                ruleset_name: self.rulesets.display_name(game, &ruleset),
            })
        })();
        match opened {
            Ok(window) => self.rules_window = Some(window),
            Err(e) => self.toasts.error(e),
        }
    }

    /// Draws Home's Rules window while it is open.
    fn rules_window(&mut self, ctx: &egui::Context) {
        let Some(window) = &self.rules_window else {
            return;
        };
        let mut open = true;
        let info = window.plugin.info();
        let height = (ctx.content_rect().height() - 80.0).max(240.0);
        egui::Window::new(tr!(
            "app-rules-window",
            game = info.name.as_str(),
            ruleset = window.ruleset_name.as_str()
        ))
        .id(egui::Id::unique("home-rules-window"))
        .open(&mut open)
        .default_size([560.0, height])
        .vscroll(false)
        .show(ctx, |ui| {
            crate::gui::table::rules::rules_view(
                ui,
                "home-rules-page",
                &crate::gui::table::rules::RulesOf {
                    info,
                    plugin: &window.plugin,
                    source: &window.source,
                    content_root: self.content.as_deref(),
                },
            );
        });
        if !open {
            self.rules_window = None;
        }
    }

    /// Home's **Play**: a match of `game` at once, with the rules and seats last started for
    /// it (or the standard rules with every seat at this device), from a fresh seed.
    pub fn play_again(&mut self, game: &str) {
        let last = self.prefs.last_setups.get(game).cloned();
        let ruleset = last.as_ref().map_or("standard", |l| l.ruleset.as_str());
        self.form = NewMatchForm::for_game(&self.catalog, game, ruleset);
        // The rules' own seats and screen default first (compiled once, as New match does)...
        self.form
            .fit_to_rules(&self.catalog, self.content.as_deref(), self.rulesets.mods());
        // ...then the seats as chosen, where the rules still seat that many (an edited ruleset
        // may not), and the screen between turns as chosen.
        match last {
            Some(last) => {
                if last.seats.len() == self.form.seats.len() {
                    self.form.seats = last.seats;
                }
                self.form.hand_over = last.hand_over;
            }
            // The first time: the player at the first seat against the normal bot, since one
            // person clicking Play wants an opponent (hot-seat is a choice in New match).
            None => {
                for (i, seat) in self.form.seats.iter_mut().enumerate() {
                    *seat = if i == 0 {
                        SeatKind::Human
                    } else {
                        SeatKind::Bot(game_wire::BotLevel::Normal)
                    };
                }
            }
        }
        self.start_match();
    }

    /// What starting the form's match needs, read here; what calls the rules (the setup, the
    /// first view) is left to the returned builder.
    fn prepare_start(
        &mut self,
    ) -> Result<impl FnOnce() -> Result<TableScreen, String> + Send + 'static, String> {
        let form = self.form.clone();
        let plugin = self.catalog.require(&form.game)?.clone();
        let root = self.content.as_deref().ok_or("no content directory")?;
        let source = content::load_ruleset(root, self.rulesets.mods(), &form.game, &form.ruleset)
            .map_err(|d| d.to_string())?;
        let start = if form.scenario.trim().is_empty() {
            Start::Seed(form.seed()?.unwrap_or_else(crate::seats::random_seed))
        } else {
            let path = form.scenario.trim();
            let text = crate::safe_read::read_scenario(Path::new(path))?;
            Start::Scenario {
                origin: path.to_string(),
                text,
            }
        };
        let name = self.rulesets.display_name(&form.game, &form.ruleset);
        // The bots' seeds come from the match's seed when the player gave one, so the same
        // seed plays the same match, bots included (a bug report, a test); without one, fresh.
        let bot_seed = match form.seed()? {
            Some(seed) => crate::seats::bot_seed_for_match(seed),
            None => crate::seats::random_seed(),
        };
        let seating = Seating::new(form.seats.clone(), form.hand_over, bot_seed);
        // With a remote seat the table hosts the match online (gui/table/online_panel.rs).
        #[cfg(feature = "online")]
        let online_options = form.online_options()?;
        let autosave = self.data.as_ref().map(|d| d.new_autosave_path(&form.game));
        let autosaver = self.autosaver.clone();
        let content_root = self.content.clone();
        let data_root = self.data.as_ref().map(|d| d.root.clone());
        Ok(move || {
            // A scenario's problems are the game's messages: in the player's language.
            let session = Session::new(&plugin, source, start)
                .map_err(|e| crate::i18n::game::show(&form.game, &e.to_string()))?;
            let mut table = TableScreen::new(session, name, seating);
            #[cfg(feature = "online")]
            {
                table.controller.online_options = online_options;
            }
            table.controller.autosave = autosave;
            table.controller.autosaver = Some(autosaver);
            table.content_root = content_root;
            table.data_root = data_root;
            Ok(table)
        })
    }

    /// Opens a saved match (or an autosave) and shows its table, with its seats as saved
    /// (bots resume playing) and behind the hand-over screen where it keeps secrets. The
    /// replay calls the rules: it runs on the rules thread.
    pub fn open(&mut self, path: &Path) {
        let saved = match SavedMatch::read(path) {
            Ok(saved) => saved,
            Err(d) => return self.toasts.error(d.to_string()),
        };
        let plugin = match self.catalog.require(&saved.game) {
            Ok(plugin) => plugin.clone(),
            Err(e) => return self.toasts.error(format!("{}: {e}", path.display())),
        };
        let info = plugin.info();
        if let Some(warning) = saved.version_warning(info, &self.rulesets.mods().set()) {
            self.toasts.info(format!("{}: {warning}", path.display()));
        }
        let game = info.id.clone();
        let name = self.rulesets.display_name(&game, &saved.ruleset_id());
        // An autosave goes on in its own file; a match opened from a save file gets a new
        // autosave, so the save file stays as it was written.
        let autosave = self.data.as_ref().map(|d| {
            if path.starts_with(d.autosaves()) {
                path.to_path_buf()
            } else {
                d.new_autosave_path(&game)
            }
        });
        let autosaver = self.autosaver.clone();
        let content_root = self.content.clone();
        let data_root = self.data.as_ref().map(|d| d.root.clone());
        let shown = path.to_path_buf();
        self.open_table(
            &tr!("app-work-opening"),
            Some(path.to_path_buf()),
            move || {
                let session = Session::restore_with(&plugin, &saved).map_err(|e| {
                    let e = crate::i18n::game::show(&saved.game, &e.to_string());
                    format!("{}: {e}", shown.display())
                })?;
                let seating =
                    saved.seating(session.info().seats.len(), session.hides_information());
                let mut table = TableScreen::new(session, name, seating);
                table.controller.autosave = autosave;
                table.controller.autosaver = Some(autosaver);
                table.content_root = content_root;
                table.data_root = data_root;
                Ok(table)
            },
        );
    }

    fn remember(&mut self, path: &Path) {
        if self
            .data
            .as_ref()
            .is_some_and(|d| path.starts_with(d.autosaves()) || d.legacy_autosave() == path)
        {
            return;
        }
        self.prefs.recent.retain(|p| p != path);
        self.prefs.recent.insert(0, path.to_path_buf());
        self.prefs.recent.truncate(10);
    }

    /// Saves the current match under the data directory.
    pub fn save_current(&mut self) -> Option<PathBuf> {
        let (AppScreen::Table(table), Some(data)) = (&mut self.screen, &self.data) else {
            return None;
        };
        let path = data.new_save_path(&table.controller.info.id);
        match table.controller.saved().write(&path) {
            Ok(()) => {
                self.toasts
                    .info(tr!("app-saved-to", path = path.display().to_string()));
                self.remember(&path);
                Some(path)
            }
            Err(e) => {
                self.toasts.error(tr!(
                    "app-cannot-save",
                    path = path.display().to_string(),
                    error = e.to_string()
                ));
                None
            }
        }
    }

    /// Saves the match on screen to `path` (chosen in the Save dialog).
    pub fn save_current_to(&mut self, path: &Path) {
        let AppScreen::Table(table) = &mut self.screen else {
            self.toasts.error(tr!("app-nothing-to-save"));
            return;
        };
        match table.controller.saved().write(path) {
            Ok(()) => {
                self.toasts
                    .info(tr!("app-saved-to", path = path.display().to_string()));
                self.remember(path);
            }
            Err(e) => self.toasts.error(tr!(
                "app-cannot-save",
                path = path.display().to_string(),
                error = e.to_string()
            )),
        }
    }

    /// Where a file dialog for `purpose` starts: the saves folder for matches.
    fn start_folder(&self, purpose: Purpose) -> Option<PathBuf> {
        match purpose {
            Purpose::Open | Purpose::Save => self.data.as_ref().map(DataDir::saves),
            Purpose::InstallMod => self.mods_from.clone(),
        }
    }

    /// Opens the native dialog for `purpose`; without one, the app's own browser.
    pub fn choose_file(&mut self, ctx: &egui::Context, purpose: Purpose) {
        let folder = self.start_folder(purpose);
        let repaint = ctx.clone();
        if let Err(e) = self
            .dialogs
            .start(purpose, folder, move || repaint.request_repaint())
        {
            self.no_dialog(purpose, e);
        }
    }

    /// No dialog could be shown: say why, and open the app's own browser for the same
    /// purpose, on the screen the player is on (no detour through another screen).
    fn no_dialog(&mut self, purpose: Purpose, why: String) {
        self.toasts.info(why);
        let folder = self
            .start_folder(purpose)
            .or_else(|| std::env::current_dir().ok())
            .unwrap_or_else(|| PathBuf::from("."));
        self.picker = Some(FilePicker::new(purpose, folder));
    }

    /// A file chosen in either dialog, for what it was chosen.
    fn chosen(&mut self, purpose: Purpose, path: PathBuf) {
        match purpose {
            Purpose::Open => self.open(&path),
            Purpose::Save => self.save_current_to(&path),
            Purpose::InstallMod => self.install_mod(path),
        }
    }

    /// The app's own browser, while it is up.
    fn picker_window(&mut self, ctx: &egui::Context) {
        let Some(picker) = &mut self.picker else {
            return;
        };
        match picker.ui(ctx) {
            Picked::Open => {}
            Picked::Cancelled => self.picker = None,
            Picked::Chosen(purpose, path) => {
                self.picker = None;
                self.chosen(purpose, path);
            }
        }
    }

    /// Installs a mod from a `.zip` (chosen, or dropped on the window) on a worker thread and
    /// shows the Mods screen, where it appears when done.
    pub fn install_mod(&mut self, path: PathBuf) {
        self.mods
            .install(path, &self.catalog, self.rulesets.mods(), &mut self.toasts);
        if !matches!(self.screen, AppScreen::Mods) {
            self.go(AppScreen::Mods);
        }
    }

    /// The mods in use changed (installed, removed, enabled, disabled): find them again, list
    /// their rulesets again, and watch the new ones' folders.
    pub fn mods_changed(&mut self) {
        self.rulesets.mods().refresh(&self.catalog);
        register_game_text(&self.catalog, self.content.as_deref(), self.rulesets.mods());
        self.rulesets.forget();
        self.listing = None;
        // A match whose mod was upgraded or removed keeps its rules: its log says so.
        let mods = self.rulesets.mods().clone();
        if let AppScreen::Table(table) = &mut self.screen {
            table.controller.notice_mods_moved(&mods);
        }
        if let Some(table) = &mut self.parked {
            table.controller.notice_mods_moved(&mods);
        }
        if let Some((reloader, _)) = &mut self.reload {
            for problem in reloader.refresh_mods() {
                self.toasts
                    .error(tr!("app-no-reload", problem = problem.to_string()));
            }
        }
    }

    /// `.zip` files dropped on the window are mods to install.
    fn take_dropped_mods(&mut self, ctx: &egui::Context) {
        let dropped: Vec<PathBuf> = ctx.input(|i| {
            i.raw
                .dropped_files
                .iter()
                .map(|f| f.path().to_path_buf())
                .filter(|p| p.extension().is_some_and(|x| x.eq_ignore_ascii_case("zip")))
                .collect()
        });
        for path in dropped {
            self.install_mod(path);
        }
    }

    /// Takes the answer of a dialog that has closed.
    pub fn poll_dialogs(&mut self) {
        match self.dialogs.poll() {
            None | Some(Outcome::Cancelled) => {}
            Some(Outcome::Chosen(purpose, path)) => self.chosen(purpose, path),
            Some(Outcome::Unavailable(purpose, why)) => self.no_dialog(purpose, why),
        }
    }

    /// The button that switches between the light and the dark theme (in the View menu and at
    /// the menu bar's right end); whether it was clicked.
    fn theme_switch(&mut self, ui: &mut egui::Ui) -> bool {
        let label = if self.prefs.dark {
            tr!("app-light-theme")
        } else {
            tr!("app-dark-theme")
        };
        let clicked = ui.button(label).clicked();
        if clicked {
            self.prefs.dark = !self.prefs.dark;
        }
        clicked
    }

    /// The View menu: zoom (with its shortcuts), animations, confirmations, theme.
    fn view_menu(&mut self, ui: &mut egui::Ui) {
        ui.menu_button(tr!("app-menu-view"), |ui| {
            zoom_buttons(ui);
            ui.separator();
            ui.checkbox(&mut self.prefs.animations, tr!("app-animations"));
            ui.checkbox(&mut self.prefs.confirm, tr!("app-confirm"));
            ui.checkbox(&mut self.prefs.hints, tr!("app-hints"));
            ui.separator();
            if self.theme_switch(ui) {
                ui.close();
            }
            ui.separator();
            self.language_menu(ui);
        });
    }

    /// Shows what was made in the old language again in the new one: the match's view (its
    /// log stays as it was written), Home's pictures.
    pub fn language_changed(&mut self) {
        self.pictures.forget();
        self.rulesets.forget();
        self.listing = None;
        let on_screen = match &mut self.screen {
            AppScreen::Table(t) => Some(&mut **t),
            _ => None,
        };
        for table in [on_screen, self.parked.as_deref_mut()]
            .into_iter()
            .flatten()
        {
            if let Err(e) = table.controller.refresh() {
                tracing::warn!("after a change of language: {e}");
            }
        }
    }

    /// The View menu's Language: the system's, or one of the catalogues, each named in itself.
    /// Takes effect at once and is remembered.
    fn language_menu(&mut self, ui: &mut egui::Ui) {
        ui.menu_button(tr!("menu-language"), |ui| {
            // What "the system's" means here: its language where the app speaks it.
            let system = crate::i18n::locale::system_language()
                .and_then(|code| crate::i18n::find(&code))
                .filter(|l| !l.pseudo)
                .map_or_else(|| "English".to_owned(), |l| l.name.clone());
            let mut choice = self.prefs.language.clone();
            ui.radio_value(
                &mut choice,
                None,
                tr!("menu-language-system", language = system),
            );
            for lang in crate::i18n::offered() {
                ui.radio_value(&mut choice, Some(lang.code.to_owned()), lang.name.as_str());
            }
            if choice != self.prefs.language {
                self.prefs.language = choice;
                crate::i18n::locale::choose(self.prefs.language.as_deref());
                self.language_changed();
                ui.close();
            }
        });
    }

    /// The About window: the version, where the data and the log files are (to attach to a bug
    /// report), the licences.
    fn about_window(&mut self, ctx: &egui::Context) {
        let mut open = self.show_about;
        egui::Window::new(tr!("app-about-title"))
            .id(egui::Id::unique("about-window"))
            .open(&mut open)
            .collapsible(false)
            .resizable(false)
            .pivot(egui::Align2::CENTER_TOP)
            .default_pos(ctx.content_rect().center_top() + egui::vec2(0.0, 80.0))
            .show(ctx, |ui| {
                ui.label(format!("game-host {}", env!("CARGO_PKG_VERSION")));
                ui.label(tr!("app-about-what"));
                ui.add_space(6.0);
                match &self.data {
                    Some(data) => {
                        let logs = crate::logging::log_dir(&data.root);
                        ui.label(tr!(
                            "app-about-data",
                            path = data.root.display().to_string()
                        ));
                        ui.label(tr!(
                            "app-about-logs",
                            path = logs.display().to_string(),
                            prefix = crate::logging::FILE_PREFIX,
                            days = crate::logging::KEPT_FILES
                        ));
                    }
                    None => {
                        ui.label(tr!("app-about-no-data"));
                    }
                }
                ui.label(tr!("app-about-games", count = self.catalog.plugins.len()));
                ui.add_space(6.0);
                ui.label(RichText::new(tr!("app-about-keyboard")).strong());
                egui::Grid::new("about-keys").show(ui, |ui| {
                    for (keys, what) in keys() {
                        ui.label(RichText::new(keys).monospace());
                        ui.label(what);
                        ui.end_row();
                    }
                });
                ui.add_space(6.0);
                ui.label(tr!("app-about-licence"));
            });
        self.show_about = open;
    }

    fn menu_bar(&mut self, ui: &mut egui::Ui) {
        egui::Panel::top("menu").show(ui, |ui| {
            ui.horizontal(|ui| {
                if self.working.is_some() {
                    // Nothing else until the rules answer or the match is stopped.
                    ui.disable();
                }
                // Below this width the title and the theme switch (also in the View menu) make
                // room, so every other item stays on the one row at the smallest window.
                let roomy = ui.ctx().content_rect().width() >= ROOMY_MENU_BAR;
                if roomy {
                    ui.label(RichText::new("Game Host").strong());
                    ui.separator();
                }
                if ui
                    .selectable_label(matches!(self.screen, AppScreen::Home), tr!("app-home"))
                    .clicked()
                {
                    self.go(AppScreen::Home);
                }
                // Home offers the parked match itself, with what became of it.
                if let Some(parked) = &self.parked
                    && !matches!(self.screen, AppScreen::Home)
                {
                    let label = if parked.is_over() {
                        tr!("app-back-to-final-position")
                    } else {
                        tr!("app-back-to-match")
                    };
                    if ui.button(label).clicked() {
                        self.resume_parked();
                    }
                }
                #[cfg(feature = "online")]
                if self.join.remote.is_some()
                    && !matches!(self.screen, AppScreen::Remote)
                    && ui.button(tr!("app-back-to-online-match")).clicked()
                {
                    self.go(AppScreen::Remote);
                }
                if ui
                    .selectable_label(
                        matches!(self.screen, AppScreen::NewMatch),
                        tr!("app-new-match"),
                    )
                    .clicked()
                {
                    self.go(AppScreen::NewMatch);
                }
                let lab = if self.lab.is_running() {
                    tr!("app-balance-lab-running")
                } else {
                    tr!("app-balance-lab")
                };
                let button = ui.selectable_label(matches!(self.screen, AppScreen::Lab), lab);
                button.widget_info(|| {
                    egui::WidgetInfo::labeled(egui::Role::Button, true, tr!("app-balance-lab"))
                });
                if button.clicked() {
                    self.go(AppScreen::Lab);
                }
                let mods = if self.mods.is_installing() {
                    tr!("app-mods-installing")
                } else {
                    tr!("app-mods")
                };
                if ui
                    .selectable_label(matches!(self.screen, AppScreen::Mods), mods)
                    .clicked()
                {
                    self.go(AppScreen::Mods);
                }
                let choosing = self.dialogs.is_open() || self.picker.is_some();
                if matches!(self.screen, AppScreen::Table(_)) {
                    if ui
                        .button(tr!("app-save"))
                        .on_hover_text(tr!("app-save-hover"))
                        .clicked()
                    {
                        self.save_current();
                    }
                    if ui
                        .add_enabled(!choosing, egui::Button::new(tr!("app-save-as")))
                        .on_hover_text(tr!("app-save-as-hover"))
                        .clicked()
                    {
                        self.choose_file(ui.ctx(), Purpose::Save);
                    }
                }
                if ui
                    .add_enabled(!choosing, egui::Button::new(tr!("app-open")))
                    .on_hover_text(tr!("app-open-hover"))
                    .clicked()
                {
                    self.choose_file(ui.ctx(), Purpose::Open);
                }
                if !self.prefs.recent.is_empty() {
                    ui.menu_button(tr!("app-recent"), |ui| {
                        for p in self.prefs.recent.clone() {
                            if ui.button(p.display().to_string()).clicked() {
                                self.open(&p);
                                ui.close();
                            }
                        }
                    });
                }
                self.view_menu(ui);
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    ui.toggle_value(&mut self.show_about, tr!("app-about"));
                    if roomy {
                        self.theme_switch(ui);
                    }
                    // The count is of the problems in force (a script failing now, an error
                    // not yet fixed); the ones already gone stay listed below them.
                    let now = self.current_problems().len();
                    if now > 0 || !self.toasts.history.is_empty() {
                        ui.toggle_value(
                            &mut self.show_problems,
                            tr!("app-problems-count", count = now),
                        );
                    }
                });
            });
        });
    }

    /// The problems in force: each rule script failure of the match on screen (in full where
    /// nobody at the device may be kept from anything, else its place and hook), with its
    /// `file:line`, then the errors shown and not yet fixed (a ruleset that does not compile
    /// clears when it does).
    fn current_problems(&self) -> Vec<(Option<String>, String)> {
        let mut out: Vec<(Option<String>, String)> = Vec::new();
        if let AppScreen::Table(table) = &self.screen {
            let driver = &table.controller;
            for fault in driver.script_faults() {
                let place = format!("{}:{}", fault.file, fault.line);
                out.push((Some(place), driver.fault_text(fault)));
            }
        }
        out.extend(self.toasts.errors().map(|e| (None, e.to_string())));
        out
    }

    fn problems_window(&mut self, ctx: &egui::Context) {
        let mut open = self.show_problems;
        let now = self.current_problems();
        // Beside the table's right column, clear of the board and the menu bar.
        let right = ctx.content_rect().right();
        egui::Window::new(tr!("app-problems"))
            .id(egui::Id::unique("problems-window"))
            .open(&mut open)
            .default_width(560.0)
            .default_pos([(right - 600.0).max(8.0), 60.0])
            .resizable(true)
            .show(ctx, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| {
                    ui.strong(tr!("app-problems-now"));
                    if now.is_empty() {
                        ui.label(tr!("app-problems-none"));
                    }
                    for (place, text) in &now {
                        // Script-made text: shown, never obeyed (escaped, bounded).
                        let shown = crate::text::safe::block(text);
                        ui.label(RichText::new(shown.as_ref()).monospace());
                        if let Some(place) = place
                            && ui
                                .small_button(tr!("app-problems-copy", place = place.as_str()))
                                .on_hover_text(tr!("app-problems-copy-hover"))
                                .clicked()
                        {
                            ui.ctx().copy_text(place.clone());
                        }
                        ui.separator();
                    }
                    if !self.toasts.history.is_empty() {
                        egui::CollapsingHeader::new(tr!(
                            "app-problems-earlier",
                            count = self.toasts.history.len()
                        ))
                        .default_open(now.is_empty())
                        .show(ui, |ui| {
                            for p in &self.toasts.history {
                                let shown = crate::text::safe::block(p);
                                ui.label(RichText::new(shown.as_ref()).monospace());
                                ui.separator();
                            }
                        });
                    }
                });
            });
        self.show_problems = open;
    }

    /// The work of a frame that is not drawing (eframe's `App::logic`): reloads, the lab's
    /// batch, autosave failures, and the bots of the match on screen (started on worker
    /// threads; their answers applied here).
    pub fn logic(&mut self, ctx: &egui::Context) {
        self.set_repaint(ctx);
        self.poll_work();
        self.poll_reloads();
        self.poll_dialogs();
        self.take_dropped_mods(ctx);
        if self.mods.poll(&mut self.toasts) {
            self.mods_changed();
        }
        self.lab.poll();
        for failure in self.autosaver.failures() {
            self.toasts.error(failure);
        }
        if matches!(self.screen, AppScreen::Table(_)) && self.working.is_none() {
            // A bot's answer or a remote player's move is applied here: off the UI thread.
            let ctx = ctx.clone();
            self.table_job(&tr!("app-work-next-move"), move |table, toasts| {
                table.drive_bots(&ctx, toasts);
                Box::new(|_: &mut HostApp| {})
            });
        } else if let Some(table) = &mut self.parked {
            // A match hosted online goes on for its remote players while another screen is up.
            table.drive_parked(ctx, &mut self.toasts);
        }
        #[cfg(feature = "online")]
        if self.join.poll() {
            self.go(AppScreen::Remote);
        }
    }

    /// One frame of the whole app.
    pub fn frame(&mut self, ui: &mut egui::Ui) {
        ui.ctx().set_theme(if self.prefs.dark {
            egui::Theme::Dark
        } else {
            egui::Theme::Light
        });
        self.set_repaint(ui.ctx());
        self.poll_work();
        self.menu_bar(ui);
        self.about_window(&ui.ctx().clone());
        if let Some(work) = &self.working {
            if work.ui(ui) {
                self.stop_work();
            }
            let ctx = ui.ctx().clone();
            self.problems_window(&ctx);
            self.toasts.show(&ctx);
            return;
        }
        // Esc goes back from the screens around the table (on the table it cancels a choice);
        // with the file browser up, it closes the browser only.
        if self.picker.is_none()
            && matches!(
                self.screen,
                AppScreen::NewMatch | AppScreen::Lab | AppScreen::Mods
            )
            && ui.input(|i| i.key_pressed(egui::Key::Escape))
        {
            if self.parked.is_some() {
                self.resume_parked();
            } else {
                self.go(AppScreen::Home);
            }
        }
        if matches!(self.screen, AppScreen::Table(_))
            && ui.input_mut(|i| i.consume_shortcut(&SAVE_SHORTCUT))
        {
            self.save_current();
        }
        if ui.input_mut(|i| i.consume_shortcut(&QUIT_SHORTCUT)) {
            // Closing drops the app, whose Drop writes the autosaves still queued.
            self.quitting = true;
            ui.ctx().send_viewport_cmd(egui::ViewportCommand::Close);
        }
        match &mut self.screen {
            AppScreen::Home => {
                let listing = self
                    .listing
                    .get_or_insert_with(|| home::Listing::read(self.data.as_ref()));
                let parked = self.parked.as_deref().map(|t| home::Parked {
                    title: format!("{} — {}", t.controller.info.name, t.ruleset_name),
                    moves: t.controller.session.actions().len(),
                    result: t.is_over().then(|| t.controller.status_text()),
                });
                // The online match joined, if any (Home offers to go back to it).
                #[cfg(feature = "online")]
                let joined = self.join.remote.as_ref().map(|r| r.title());
                #[cfg(not(feature = "online"))]
                let joined: Option<String> = None;
                let recent: Vec<(String, PathBuf, usize)> = listing
                    .autosaves
                    .iter()
                    .take(home::RECENT_SHOWN)
                    .map(|e| (e.game.clone(), e.path.clone(), e.moves))
                    .collect();
                self.pictures.ask(
                    &self.catalog,
                    self.content.as_deref(),
                    self.rulesets.mods(),
                    &recent,
                );
                if self.pictures.poll() {
                    ui.ctx().request_repaint();
                }
                if self.pictures.working() {
                    ui.ctx()
                        .request_repaint_after(std::time::Duration::from_millis(100));
                }
                // The hint is for someone who has not played here yet.
                let welcome = !self.prefs.welcomed && listing.autosaves.is_empty();
                let view = home::HomeView {
                    catalog: &self.catalog,
                    listing,
                    pictures: &self.pictures,
                    welcome,
                    parked: parked.as_ref(),
                    online: joined.as_deref(),
                };
                let action = home::ui(ui, &view, &mut self.rulesets, &mut self.open_path);
                match action {
                    HomeAction::None => {}
                    HomeAction::NewMatch { game, ruleset } => {
                        self.form = NewMatchForm::for_game(&self.catalog, &game, &ruleset);
                        self.go(AppScreen::NewMatch);
                    }
                    HomeAction::Play { game } => self.play_again(&game),
                    HomeAction::Rules { game } => self.open_rules(&game),
                    HomeAction::Welcomed => self.prefs.welcomed = true,
                    HomeAction::Resume => self.resume_parked(),
                    HomeAction::Open(path) => self.open(&path),
                    HomeAction::ChooseFile => {
                        let ctx = ui.ctx().clone();
                        self.choose_file(&ctx, Purpose::Open);
                    }
                    HomeAction::Lab { game } => {
                        self.lab.select_game(&self.catalog, &game);
                        self.go(AppScreen::Lab);
                    }
                    #[cfg(feature = "online")]
                    HomeAction::JoinOnline => self.go(AppScreen::Join),
                    #[cfg(feature = "online")]
                    HomeAction::BackOnline => self.go(AppScreen::Remote),
                    // Home offers neither without online play.
                    #[cfg(not(feature = "online"))]
                    HomeAction::JoinOnline | HomeAction::BackOnline => {}
                }
            }
            AppScreen::NewMatch => {
                let start = egui::CentralPanel::default()
                    .show(ui, |ui| self.form.ui(ui, &self.catalog, &mut self.rulesets))
                    .inner;
                if start {
                    self.start_match();
                }
            }
            AppScreen::Lab => self.lab.ui(ui, &self.catalog, &mut self.rulesets),
            #[cfg(feature = "online")]
            AppScreen::Join => {
                if self.join.ui(ui) == JoinRequest::ShowRemote {
                    self.go(AppScreen::Remote);
                }
            }
            #[cfg(feature = "online")]
            AppScreen::Remote => match &mut self.join.remote {
                Some(remote) => {
                    remote.settings = self.prefs.table_settings();
                    if remote.ui(ui) == RemoteRequest::Left {
                        self.join.remote = None;
                        self.go(AppScreen::Home);
                    }
                }
                None => self.go(AppScreen::Join),
            },
            AppScreen::Mods => {
                let action = egui::CentralPanel::default()
                    .show(ui, |ui| {
                        self.mods.ui(ui, self.rulesets.mods(), &mut self.toasts)
                    })
                    .inner;
                match action {
                    ModsAction::None => {}
                    ModsAction::Changed => self.mods_changed(),
                    ModsAction::InstallFromFile => {
                        let ctx = ui.ctx().clone();
                        self.choose_file(&ctx, Purpose::InstallMod);
                    }
                }
            }
            AppScreen::Table(table) => {
                table.settings = self.prefs.table_settings();
                table.draw(ui);
                // The console's dock button is the one table setting changed at the table.
                self.prefs.console_dock = table.settings.console_dock;
            }
            AppScreen::Review(review) => {
                if review.ui(ui) == ReviewRequest::Back
                    && let AppScreen::Review(review) =
                        std::mem::replace(&mut self.screen, AppScreen::Home)
                {
                    self.screen = AppScreen::Table(review.table);
                }
            }
            // A table the rules thread did not give back (see `rules_lost`).
            AppScreen::Working => self.go(AppScreen::Home),
        }
        // What the player did on the table calls the rules: off the UI thread.
        if let AppScreen::Table(table) = &self.screen
            && table.has_commands()
        {
            self.table_job(&tr!("app-work-your-move"), |table, toasts| {
                let request = table.apply_commands(toasts);
                Box::new(move |app: &mut HostApp| app.table_request(request))
            });
        }
        let ctx = ui.ctx().clone();
        self.picker_window(&ctx);
        self.problems_window(&ctx);
        if matches!(self.screen, AppScreen::Home) {
            self.rules_window(&ctx);
        }
        self.toasts.show(&ctx);
    }
}

/// The match refused the new rules and stays on its own: the next reload is described against
/// those, not against the refused ones.
fn in_force(reloader: &Reloader, table: &TableScreen, event: &ReloadEvent) {
    if let ReloadEvent::Reloaded(r) = event
        && table.controller.session.ruleset() != &r.source
    {
        reloader.in_force(&r.game, table.controller.session.ruleset());
    }
}

impl eframe::App for HostApp {
    fn logic(&mut self, ctx: &egui::Context, _frame: &mut eframe::Frame) {
        HostApp::logic(self, ctx);
    }

    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        crate::gui::window::follow_window(ui.ctx(), &mut self.prefs.auto_scale);
        self.frame(ui);
        if !self.first_frame_done {
            self.first_frame_done = true;
            crate::gui::window::correct_restored_size(ui.ctx());
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

impl Drop for HostApp {
    /// No autosave is lost when the app goes (closed, or dropped by a test): the writer's queue
    /// is written first.
    fn drop(&mut self) {
        self.autosaver.flush();
    }
}

/// Zoom in, out and back, with their shortcuts: egui's own zoom menu in the app's language
/// (egui words its buttons in English). Same limits as egui's shortcuts (0.2x to 5x).
fn zoom_buttons(ui: &mut egui::Ui) {
    use egui::gui_zoom::kb_shortcuts::{ZOOM_IN, ZOOM_OUT, ZOOM_RESET};
    let ctx = ui.ctx().clone();
    let zoom = ctx.zoom_factor();
    let button = |text: String, shortcut: &egui::KeyboardShortcut| {
        egui::Button::new(text).shortcut_text(ctx.format_shortcut(shortcut))
    };
    if ui
        .add_enabled(zoom < 5.0, button(tr!("app-zoom-in"), &ZOOM_IN))
        .clicked()
    {
        egui::gui_zoom::zoom_in(&ctx);
    }
    if ui
        .add_enabled(zoom > 0.2, button(tr!("app-zoom-out"), &ZOOM_OUT))
        .clicked()
    {
        egui::gui_zoom::zoom_out(&ctx);
    }
    if ui
        .add_enabled(zoom != 1.0, button(tr!("app-zoom-reset"), &ZOOM_RESET))
        .clicked()
    {
        ctx.set_zoom_factor(1.0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn where_the_console_is_docked_is_kept_with_the_preferences() {
        let prefs = Prefs {
            console_dock: ConsoleDock::Right,
            ..Prefs::default()
        };
        let text = serde_json::to_string(&prefs).unwrap_or_default();
        let back: Prefs = serde_json::from_str(&text).unwrap_or_default();
        assert_eq!(back.console_dock, ConsoleDock::Right, "{text}");
    }

    #[test]
    fn preferences_of_an_older_run_keep_theirs_and_turn_the_new_settings_on() {
        let old: Prefs = serde_json::from_str(r#"{"dark":true,"recent":["/tmp/a.json"]}"#)
            .unwrap_or_else(|e| panic!("older preferences must load: {e}"));
        assert!(old.dark);
        assert_eq!(old.recent, vec![PathBuf::from("/tmp/a.json")]);
        assert_eq!(
            old.table_settings(),
            TableSettings {
                confirm: true,
                animations: true,
                console_dock: ConsoleDock::Bottom,
                hints: false,
            }
        );
    }
}

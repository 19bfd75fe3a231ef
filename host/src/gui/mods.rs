//! The Mods screen: the mods found (enabled or not, version, the rulesets they add, why one
//! cannot be used), **Install from file…**, and installs from a `.zip` dropped on the window.
//! An install (unpacking, checking limits, compiling the mod's rulesets) runs on a worker
//! thread: a big archive never freezes the window.

use crate::gui::toasts::Toasts;
use crate::mods::native::{self, Native, NativeLibrary};
use crate::mods::{ModEntry, ModSet, ModsInUse, Status, install, validate};
use crate::plugin::Catalog;
use crate::safe_read::human_size;
use crate::text::safe::line;
use crate::tr;
use egui::RichText;
use std::path::{Path, PathBuf};
use std::sync::{Arc, mpsc};

/// What the screen asks of the app.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ModsAction {
    None,
    /// Show the native Open dialog for a `.zip`.
    InstallFromFile,
    /// A mod was enabled, disabled or removed: the mods in use must be found again.
    Changed,
}

/// An install on its worker thread.
#[derive(Debug)]
struct Installing {
    request: Request,
    done: mpsc::Receiver<Result<Done, Failure>>,
}

/// What an install was asked to do: kept to ask it again once the player allowed its native
/// code.
#[derive(Debug)]
struct Request {
    from: PathBuf,
    /// The games the mod is checked against (shared with the worker: a compile is a call into
    /// the plugin).
    games: Catalog,
    /// The mods in use: where to install, what the mod must not clash with, the consents.
    mods: ModsInUse,
}

/// A finished install and the warning it came with (its game or a dependency is missing).
#[derive(Debug)]
struct Done {
    installed: install::Installed,
    warning: Option<String>,
}

/// Why an install did not happen.
#[derive(Debug)]
enum Failure {
    /// The mod has a native library the player has not allowed: nothing of it was loaded or
    /// probed; the player is asked.
    NeedsConsent(Box<NativeLibrary>),
    Error(String),
}

/// The Mods screen's state: the install under way, if any, and the question about a mod's
/// native code, if one waits for the player.
#[derive(Debug, Default)]
pub struct ModsScreen {
    installing: Option<Installing>,
    asking: Option<(Request, NativeLibrary)>,
    /// What each mod listed says about its native code, for the mods in use it was worked out
    /// for (hashing a library on every frame would cost the frame).
    natives: Option<(Arc<ModSet>, Vec<Option<String>>)>,
}

impl ModsScreen {
    /// Starts installing `from` (a `.zip` or a mod folder) into the user's mods directory of
    /// `mods`, checked against `catalog`'s games, the bundled content and the other mods. A mod with native
    /// code not allowed before stops before anything of it is loaded, and the player is asked
    /// ([`ModsScreen::ui`]).
    pub fn install(
        &mut self,
        from: PathBuf,
        catalog: &Catalog,
        mods: &ModsInUse,
        toasts: &mut Toasts,
    ) {
        if self.installing.is_some() || self.asking.is_some() {
            toasts.info(tr!("mods-busy"));
            return;
        }
        let games = Catalog {
            plugins: catalog.plugins.clone(),
            failures: Vec::new(),
        };
        self.start(
            Request {
                from,
                games,
                mods: mods.clone(),
            },
            None,
            toasts,
        );
    }

    /// Runs `request` on a worker thread, the library with the SHA-256 `allowed` allowed.
    fn start(&mut self, request: Request, allowed: Option<String>, toasts: &mut Toasts) {
        let Some(mods_dir) = request.mods.user_dir() else {
            toasts.error(tr!("mods-no-data-dir"));
            return;
        };
        let (tx, done) = mpsc::channel();
        let file = request.from.clone();
        let games = Catalog {
            plugins: request.games.plugins.clone(),
            failures: Vec::new(),
        };
        let in_use = request.mods.clone();
        let spawned = std::thread::Builder::new()
            .name("mod-install".into())
            .spawn(move || {
                let _ = tx.send(install_checked(
                    &file,
                    &mods_dir,
                    &games,
                    &in_use,
                    allowed.as_deref(),
                ));
            });
        match spawned {
            Ok(_) => self.installing = Some(Installing { request, done }),
            Err(e) => toasts.error(tr!("mods-cannot-start", error = e.to_string())),
        }
    }

    /// Takes the result of a finished install; `true` when a mod was installed (the mods in
    /// use must be found again).
    pub fn poll(&mut self, toasts: &mut Toasts) -> bool {
        let Some(job) = &self.installing else {
            return false;
        };
        let result = match job.done.try_recv() {
            Ok(result) => result,
            Err(mpsc::TryRecvError::Empty) => return false,
            Err(mpsc::TryRecvError::Disconnected) => Err(Failure::Error(tr!(
                "mods-install-stopped",
                path = job.request.from.display().to_string()
            ))),
        };
        let Some(job) = self.installing.take() else {
            return false;
        };
        match result {
            Ok(done) => {
                let i = &done.installed;
                toasts.info(match &i.replaced {
                    Some(old) => tr!(
                        "mods-installed-replacing",
                        id = &i.id,
                        version = i.version.to_string(),
                        old = old.to_string()
                    ),
                    None => tr!(
                        "mods-installed",
                        id = &i.id,
                        version = i.version.to_string()
                    ),
                });
                if let Some(w) = done.warning {
                    toasts.error(tr!("mods-unusable-yet", id = &i.id, reason = w));
                }
                true
            }
            Err(Failure::NeedsConsent(lib)) => {
                self.asking = Some((job.request, *lib));
                false
            }
            Err(Failure::Error(e)) => {
                toasts.error(tr!("mods-not-installed", error = e));
                false
            }
        }
    }

    pub fn is_installing(&self) -> bool {
        self.installing.is_some()
    }

    /// Whether a mod's native code waits for the player's answer.
    pub fn is_asking(&self) -> bool {
        self.asking.is_some()
    }

    /// The question about a mod's native code, while it waits: "Install anyway" installs it
    /// (and remembers the consent to that library), "Cancel" (or Esc, or a click beside it)
    /// installs nothing.
    fn ask(&mut self, ctx: &egui::Context, toasts: &mut Toasts) {
        let Some((request, lib)) = &self.asking else {
            return;
        };
        let mut answer = None;
        let modal = egui::Modal::new(egui::Id::unique("mod-native-code")).show(ctx, |ui| {
            ui.set_max_width(520.0);
            ui.heading(tr!("mods-native-heading"));
            ui.add_space(6.0);
            ui.label(tr!(
                "mods-native-warning",
                mod = line(&lib.mod_id),
                path = line(&request.from.display().to_string())
            ));
            ui.add_space(6.0);
            for fact in [
                tr!("mods-native-game", game = line(&lib.game)),
                tr!("mods-native-file", file = line(&lib.file)),
                tr!(
                    "mods-native-size",
                    size = human_size(lib.size),
                    bytes = lib.size
                ),
                tr!("mods-native-sha", sha = &lib.sha256),
            ] {
                ui.label(RichText::new(fact).monospace());
            }
            ui.add_space(12.0);
            ui.horizontal(|ui| {
                if ui.button(tr!("mods-install-anyway")).clicked() {
                    answer = Some(true);
                }
                if ui.button(tr!("mods-cancel")).clicked() {
                    answer = Some(false);
                }
            });
        });
        if answer.is_none() && modal.should_close() {
            answer = Some(false);
        }
        let Some(yes) = answer else {
            return;
        };
        let Some((request, lib)) = self.asking.take() else {
            return;
        };
        if yes {
            self.start(request, Some(lib.sha256), toasts);
        } else {
            toasts.info(tr!("mods-native-refused", mod = line(&lib.mod_id)));
        }
    }

    /// What each mod of `set` says about its native code (worked out again when the mods in
    /// use change).
    fn natives(&mut self, set: &Arc<ModSet>, mods: &ModsInUse) -> Vec<Option<String>> {
        if let Some((seen, natives)) = &self.natives
            && Arc::ptr_eq(seen, set)
        {
            return natives.clone();
        }
        let consent = mods.consent();
        let natives: Vec<Option<String>> = set
            .entries
            .iter()
            .map(|e| native::describe(&consent, e))
            .collect();
        self.natives = Some((Arc::clone(set), natives.clone()));
        natives
    }

    /// Draws the screen: the mods of `mods`.
    pub fn ui(&mut self, ui: &mut egui::Ui, mods: &ModsInUse, toasts: &mut Toasts) -> ModsAction {
        let mut action = ModsAction::None;
        self.ask(ui.ctx(), toasts);
        let user_dir = mods.user_dir();
        ui.heading(tr!("mods-heading"));
        ui.add_space(4.0);
        ui.horizontal(|ui| {
            let install = ui.add_enabled(
                self.installing.is_none(),
                egui::Button::new(tr!("mods-install-from-file")),
            );
            if install.clicked() {
                action = ModsAction::InstallFromFile;
            }
            ui.label(RichText::new(tr!("mods-drop-hint")).weak());
            if let Some(job) = &self.installing {
                ui.spinner();
                ui.label(tr!(
                    "mods-installing",
                    path = job.request.from.display().to_string()
                ));
            }
        });
        if let Some(dir) = &user_dir {
            ui.label(
                RichText::new(tr!("mods-installed-in", path = dir.display().to_string())).weak(),
            );
        }
        ui.add_space(8.0);
        let set = mods.set();
        if set.entries.is_empty() {
            ui.label(tr!("mods-none"));
        }
        let natives = self.natives(&set, mods);
        egui::ScrollArea::vertical().show(ui, |ui| {
            for (entry, native) in set.entries.iter().zip(natives) {
                let changed = mod_row(ui, entry, native, user_dir.as_deref(), toasts);
                if changed {
                    action = ModsAction::Changed;
                }
                ui.separator();
            }
        });
        action
    }
}

/// Installs `from` after checking it: a native library not allowed before (and not the one
/// with the SHA-256 `allowed`) stops it before anything of it is loaded; rules that do not
/// compile are refused; a missing game or dependency is a warning. A library allowed is
/// remembered once the mod is installed.
fn install_checked(
    from: &Path,
    mods_dir: &Path,
    catalog: &Catalog,
    in_use: &ModsInUse,
    allowed: Option<&str>,
) -> Result<Done, Failure> {
    let mut warning = None;
    let mut consent = in_use.consent();
    let mut needs = None;
    let mut native_lib = None;
    let result = install::install(from, mods_dir, &in_use.set(), |staged| {
        if let Native::Library(lib) = native::native_code(staged) {
            if consent.refusal(&staged.dir, &lib).is_some() {
                if allowed != Some(lib.sha256.as_str()) {
                    needs = Some(lib);
                    return Err(crate::tr!("mods-native-not-allowed"));
                }
                consent.allow_once(&lib.sha256);
            }
            native_lib = Some(lib);
        }
        let checked = validate::check_consented(catalog, in_use, staged, 0, &consent);
        let (staging, given) = (staged.dir.display().to_string(), from.display().to_string());
        warning = checked.unusable;
        if checked.rules.is_empty() {
            Ok(())
        } else {
            let errors = checked.rules.join("\n").replace(&staging, &given);
            Err(if checked.library_fails {
                tr!("mods-plugin-does-not-load", errors = errors)
            } else {
                tr!("mods-rulesets-do-not-compile", errors = errors)
            })
        }
    });
    let installed = match (result, needs) {
        (Ok(installed), _) => installed,
        (Err(_), Some(lib)) => return Err(Failure::NeedsConsent(Box::new(lib))),
        (Err(e), None) => return Err(Failure::Error(e)),
    };
    if let Some(lib) = &native_lib
        && let Err(e) = consent.remember(lib)
    {
        let note = tr!("mods-native-not-remembered", error = e.to_string());
        warning = Some(warning.map_or(note.clone(), |w| format!("{w}; {note}")));
    }
    Ok(Done { installed, warning })
}

/// One mod: its name, version, game, state and rulesets, with its switches. `true` when it was
/// enabled, disabled or removed.
fn mod_row(
    ui: &mut egui::Ui,
    entry: &ModEntry,
    native: Option<String>,
    user_dir: Option<&Path>,
    toasts: &mut Toasts,
) -> bool {
    let mut changed = false;
    let Some(m) = &entry.manifest else {
        ui.label(RichText::new(entry.dir.display().to_string()).strong());
        ui.label(
            RichText::new(validate::status_text(&entry.status)).color(ui.visuals().warn_fg_color),
        );
        return false;
    };
    ui.horizontal(|ui| {
        // Title and description in the player's language where the manifest translates them.
        ui.label(RichText::new(m.shown_title()).size(16.0).strong());
        ui.label(format!("{} {}", m.id, m.version));
        ui.label(
            RichText::new(tr!(
                "mods-for-game",
                game = &m.game,
                version = m.game_version.to_string()
            ))
            .weak(),
        );
    });
    if !m.description.is_empty() {
        ui.label(m.shown_description());
    }
    if !m.authors.is_empty() {
        ui.label(RichText::new(tr!("mods-by", authors = m.authors.join(", "))).weak());
    }
    ui.horizontal(|ui| {
        let mut enabled = entry.status != Status::Disabled;
        let toggle = ui
            .checkbox(&mut enabled, tr!("mods-enabled"))
            .on_hover_text(tr!("mods-enabled-hover"));
        // Every mod has these switches: each says which mod it is to a screen reader (and a
        // test).
        let label = tr!("mods-enabled-label", id = &m.id);
        toggle.widget_info(|| {
            egui::WidgetInfo::selected(egui::Role::CheckBox, true, enabled, &label)
        });
        if toggle.changed() {
            match install::set_enabled(&entry.dir, enabled) {
                Ok(()) => changed = true,
                Err(e) => toasts.error(e),
            }
        }
        // Only what `mod install` put in the user's mods directory: mods found through
        // `--mods` or `GAME_HOST_MODS`, and the shipped ones, are not the app's to delete.
        let installed_here = user_dir
            .and_then(|d| d.canonicalize().ok())
            .is_some_and(|d| entry.dir.parent() == Some(d.as_path()));
        let removable = installed_here;
        let remove = removable.then(|| {
            let button = ui.button(tr!("mods-remove")).on_hover_text(tr!(
                "mods-remove-hover",
                path = entry.dir.display().to_string()
            ));
            let label = tr!("mods-remove-label", id = &m.id);
            button.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
            button
        });
        if remove.is_some_and(|b| b.clicked()) {
            match user_dir.map(|d| install::remove(d, &m.id)) {
                Some(Ok(_)) => {
                    toasts.info(tr!(
                        "mods-removed",
                        id = &m.id,
                        version = m.version.to_string()
                    ));
                    changed = true;
                }
                Some(Err(e)) => toasts.error(e),
                None => {}
            }
        }
    });
    if let Some(native) = native {
        // Said on every package with a library: its code runs with the player's rights.
        ui.label(RichText::new(line(&native)).color(ui.visuals().warn_fg_color));
    }
    if let Status::Refused(reason) = &entry.status {
        ui.label(
            RichText::new(tr!("mods-cannot-be-used", reason = reason))
                .color(ui.visuals().warn_fg_color),
        );
    }
    if !entry.rulesets.is_empty() {
        let names: Vec<String> = entry
            .rulesets
            .iter()
            .map(|r| format!("{}:{r}", m.id))
            .collect();
        ui.label(tr!("mods-rulesets", rulesets = names.join(", ")));
    }
    ui.label(
        RichText::new(entry.dir.display().to_string())
            .weak()
            .monospace(),
    );
    changed
}

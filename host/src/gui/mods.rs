//! The Mods screen: the mods found (enabled or not, version, the rulesets they add, why one
//! cannot be used), **Install from file…**, and installs from a `.zip` dropped on the window.
//! An install (unpacking, checking limits, compiling the mod's rulesets) runs on a worker
//! thread: a big archive never freezes the window.

use crate::gui::toasts::Toasts;
use crate::mods::{self, ModEntry, Status, install, validate};
use crate::plugin::Catalog;
use egui::RichText;
use std::path::{Path, PathBuf};
use std::sync::mpsc;

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
    from: PathBuf,
    done: mpsc::Receiver<Result<Done, String>>,
}

/// A finished install and the warning it came with (its game or a dependency is missing).
#[derive(Debug)]
struct Done {
    installed: install::Installed,
    warning: Option<String>,
}

/// The Mods screen's state: the install under way, if any.
#[derive(Debug, Default)]
pub struct ModsScreen {
    installing: Option<Installing>,
}

impl ModsScreen {
    /// Starts installing `from` (a `.zip` or a mod folder) into the user's mods directory,
    /// checked against `catalog`'s games and the bundled content at `root`.
    pub fn install(
        &mut self,
        from: PathBuf,
        catalog: &Catalog,
        root: Option<PathBuf>,
        toasts: &mut Toasts,
    ) {
        if self.installing.is_some() {
            toasts.info("One mod is being installed; try again when it is done");
            return;
        }
        let Some(mods_dir) = mods::user_dir() else {
            toasts.error("No data directory to install mods into: set GAME_HOST_DATA");
            return;
        };
        // The plugins are shared with the worker (a compile is a call into the plugin).
        let games = Catalog {
            plugins: catalog.plugins.clone(),
            failures: Vec::new(),
        };
        let (tx, done) = mpsc::channel();
        let file = from.clone();
        let spawned = std::thread::Builder::new()
            .name("mod-install".into())
            .spawn(move || {
                let _ = tx.send(install_checked(&file, &mods_dir, &games, root.as_deref()));
            });
        match spawned {
            Ok(_) => self.installing = Some(Installing { from, done }),
            Err(e) => toasts.error(format!("Cannot start installing: {e}")),
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
            Err(mpsc::TryRecvError::Disconnected) => {
                Err(format!("{}: the install stopped", job.from.display()))
            }
        };
        self.installing = None;
        match result {
            Ok(done) => {
                let i = &done.installed;
                toasts.info(match &i.replaced {
                    Some(old) => format!("Installed {} {} (replacing {old})", i.id, i.version),
                    None => format!("Installed {} {}", i.id, i.version),
                });
                if let Some(w) = done.warning {
                    toasts.error(format!("{} cannot be used yet: {w}", i.id));
                }
                true
            }
            Err(e) => {
                toasts.error(format!("Not installed: {e}"));
                false
            }
        }
    }

    pub fn is_installing(&self) -> bool {
        self.installing.is_some()
    }

    /// Draws the screen.
    pub fn ui(&mut self, ui: &mut egui::Ui, toasts: &mut Toasts) -> ModsAction {
        let mut action = ModsAction::None;
        let user_dir = mods::user_dir();
        ui.heading("Mods");
        ui.add_space(4.0);
        ui.horizontal(|ui| {
            let install = ui.add_enabled(
                self.installing.is_none(),
                egui::Button::new("Install from file…"),
            );
            if install.clicked() {
                action = ModsAction::InstallFromFile;
            }
            ui.label(RichText::new("or drop a mod's .zip onto the window").weak());
            if let Some(job) = &self.installing {
                ui.spinner();
                ui.label(format!("Installing {}…", job.from.display()));
            }
        });
        if let Some(dir) = &user_dir {
            ui.label(RichText::new(format!("Installed in {}", dir.display())).weak());
        }
        ui.add_space(8.0);
        let set = mods::active();
        if set.entries.is_empty() {
            ui.label("No mods yet. A mod is a .zip someone shared, or one you make with `game-host mod new` (see docs/mods.md).");
        }
        egui::ScrollArea::vertical().show(ui, |ui| {
            for entry in &set.entries {
                let changed = mod_row(ui, entry, user_dir.as_deref(), toasts);
                if changed {
                    action = ModsAction::Changed;
                }
                ui.separator();
            }
        });
        action
    }
}

/// Installs `from` after checking it: rules that do not compile are refused; a missing game or
/// dependency is a warning.
fn install_checked(
    from: &Path,
    mods_dir: &Path,
    catalog: &Catalog,
    root: Option<&Path>,
) -> Result<Done, String> {
    let mut warning = None;
    let installed = install::install(from, mods_dir, |staged| {
        let checked = validate::check(catalog, root, staged);
        let (staging, given) = (staged.dir.display().to_string(), from.display().to_string());
        warning = checked.unusable;
        if checked.rules.is_empty() {
            Ok(())
        } else {
            Err(format!(
                "its rulesets do not compile:\n{}",
                checked.rules.join("\n").replace(&staging, &given)
            ))
        }
    })?;
    Ok(Done { installed, warning })
}

/// One mod: its name, version, game, state and rulesets, with its switches. `true` when it was
/// enabled, disabled or removed.
fn mod_row(
    ui: &mut egui::Ui,
    entry: &ModEntry,
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
        ui.label(RichText::new(&m.title).size(16.0).strong());
        ui.label(format!("{} {}", m.id, m.version));
        ui.label(RichText::new(format!("for {} {}", m.game, m.game_version)).weak());
    });
    if !m.description.is_empty() {
        ui.label(&m.description);
    }
    if !m.authors.is_empty() {
        ui.label(RichText::new(format!("by {}", m.authors.join(", "))).weak());
    }
    ui.horizontal(|ui| {
        let mut enabled = entry.status != Status::Disabled;
        let toggle = ui
            .checkbox(&mut enabled, "Enabled")
            .on_hover_text("A disabled mod's rulesets are not offered; it stays installed");
        // Every mod has these switches: each says which mod it is to a screen reader (and a
        // test).
        let id = m.id.clone();
        toggle.widget_info(|| {
            egui::WidgetInfo::selected(egui::Role::CheckBox, true, enabled, format!("Enabled {id}"))
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
            let button = ui
                .button("Remove")
                .on_hover_text(format!("Delete {}", entry.dir.display()));
            button.widget_info(|| {
                egui::WidgetInfo::labeled(egui::Role::Button, true, format!("Remove {}", m.id))
            });
            button
        });
        if remove.is_some_and(|b| b.clicked()) {
            match user_dir.map(|d| install::remove(d, &m.id)) {
                Some(Ok(_)) => {
                    toasts.info(format!("Removed {} {}", m.id, m.version));
                    changed = true;
                }
                Some(Err(e)) => toasts.error(e),
                None => {}
            }
        }
    });
    if let Status::Refused(reason) = &entry.status {
        ui.label(
            RichText::new(format!("Cannot be used: {reason}")).color(ui.visuals().warn_fg_color),
        );
    }
    if !entry.rulesets.is_empty() {
        let names: Vec<String> = entry
            .rulesets
            .iter()
            .map(|r| format!("{}:{r}", m.id))
            .collect();
        ui.label(format!("Rulesets: {}", names.join(", ")));
    }
    ui.label(
        RichText::new(entry.dir.display().to_string())
            .weak()
            .monospace(),
    );
    changed
}

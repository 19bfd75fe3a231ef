//! The app's own file browser, for when the system has no file dialog (no desktop portal, no
//! zenity: a minimal desktop). It is deliberately plain: the folder's path, **Up**, its
//! subfolders, the files of the kind wanted, a typed name when saving, **OK** and **Cancel**.
//!
//! Nothing here trusts the disk: an unreadable folder is shown as a message, names that are
//! not valid text are shown lossily and skipped when chosen, and nothing panics.

use crate::gui::file_dialog::Purpose;
use crate::tr;
use std::path::{Path, PathBuf};

/// What a frame of the browser came to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Picked {
    /// Still choosing.
    Open,
    Chosen(Purpose, PathBuf),
    Cancelled,
}

/// One folder's contents as the browser lists them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Listing {
    /// Subfolders, by name (sorted, case-insensitively).
    pub folders: Vec<String>,
    /// Files with the wanted extension, by name (sorted, case-insensitively).
    pub files: Vec<String>,
    /// Why the folder could not be read, if it could not.
    pub problem: Option<String>,
}

impl Listing {
    /// Reads `dir`, keeping subfolders and the files ending in `.<extension>`; hidden entries
    /// (a leading dot) only with `hidden`, as a file manager does.
    pub fn read(dir: &Path, extension: &str, hidden: bool) -> Listing {
        let entries = match std::fs::read_dir(dir) {
            Ok(entries) => entries,
            Err(e) => {
                return Listing {
                    problem: Some(tr!(
                        "files-cannot-read",
                        path = dir.display().to_string(),
                        error = e.to_string()
                    )),
                    ..Listing::default()
                };
            }
        };
        let mut listing = Listing::default();
        for entry in entries.flatten() {
            // A name that is not text cannot be typed or shown faithfully: skip it.
            let Ok(name) = entry.file_name().into_string() else {
                continue;
            };
            if name.starts_with('.') && !hidden {
                continue;
            }
            // Follows symbolic links, so a linked folder opens like a folder.
            let path = entry.path();
            if path.is_dir() {
                listing.folders.push(name);
            } else if has_extension(&path, extension) {
                listing.files.push(name);
            }
        }
        let by_name = |a: &String, b: &String| a.to_lowercase().cmp(&b.to_lowercase());
        listing.folders.sort_by(by_name);
        listing.files.sort_by(by_name);
        listing
    }
}

fn has_extension(path: &Path, extension: &str) -> bool {
    path.extension()
        .is_some_and(|x| x.eq_ignore_ascii_case(extension))
}

/// The extension of the files a purpose wants.
pub fn extension(purpose: Purpose) -> &'static str {
    match purpose {
        Purpose::Open | Purpose::Save => "json",
        Purpose::InstallMod => "zip",
    }
}

/// The file a typed save name stands for in `dir`: `.json` is added when the name has no
/// extension of that kind. A name with a folder in it (`a/b`, `..`) or an empty one is
/// refused, with the reason: the browser chooses the folder, the field only the name.
pub fn save_target(dir: &Path, typed: &str) -> Result<PathBuf, String> {
    let name = typed.trim();
    if name.is_empty() {
        return Err(tr!("files-type-a-name"));
    }
    if name.contains(['/', '\\']) || name == "." || name == ".." {
        return Err(tr!("files-name-only"));
    }
    let file = if has_extension(Path::new(name), "json") {
        name.to_string()
    } else {
        format!("{name}.json")
    };
    Ok(dir.join(file))
}

/// The browser's state while it is up.
#[derive(Debug, Clone)]
pub struct FilePicker {
    purpose: Purpose,
    dir: PathBuf,
    listing: Listing,
    /// The file clicked in the list (Open and Install), by name.
    selected: Option<String>,
    /// The name typed (Save).
    name: String,
    /// Why OK did nothing, until the next change.
    problem: Option<String>,
    /// Hidden folders and files are listed (the default data folder is under `~/.local`).
    hidden: bool,
    /// The existing file OK was pressed for once (Save): a second OK replaces it.
    replacing: Option<PathBuf>,
}

impl FilePicker {
    /// The browser for `purpose`, starting in `dir` (or the nearest folder above it that
    /// exists: a data folder not yet created opens its parent).
    pub fn new(purpose: Purpose, dir: PathBuf) -> FilePicker {
        let dir = nearest_existing(dir);
        let listing = Listing::read(&dir, extension(purpose), false);
        FilePicker {
            purpose,
            dir,
            listing,
            selected: None,
            name: String::new(),
            problem: None,
            hidden: false,
            replacing: None,
        }
    }

    /// What the browser is for.
    pub fn purpose(&self) -> Purpose {
        self.purpose
    }

    /// The folder shown.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    fn go_to(&mut self, dir: PathBuf) {
        self.listing = Listing::read(&dir, extension(self.purpose), self.hidden);
        self.dir = dir;
        self.selected = None;
        self.problem = None;
        self.replacing = None;
    }

    fn title(&self) -> String {
        match self.purpose {
            Purpose::Open => tr!("files-open-title"),
            Purpose::Save => tr!("files-save-title"),
            Purpose::InstallMod => tr!("files-install-mod-title"),
        }
    }

    /// The path OK would choose now, or why there is none.
    fn target(&self) -> Result<PathBuf, String> {
        match self.purpose {
            Purpose::Save => save_target(&self.dir, &self.name),
            Purpose::Open | Purpose::InstallMod => self
                .selected
                .as_ref()
                .map(|name| self.dir.join(name))
                .ok_or_else(|| tr!("files-choose-in-list")),
        }
    }

    /// Draws the browser as a modal window (the screen behind it takes no clicks meanwhile);
    /// what came of this frame. Esc or a click beside it cancels.
    pub fn ui(&mut self, ctx: &egui::Context) -> Picked {
        let title = self.title();
        let modal = egui::Modal::new(egui::Id::unique("in-app file picker")).show(ctx, |ui| {
            ui.set_width(480.0_f32.min(ctx.content_rect().width() - 40.0));
            ui.heading(title);
            self.contents(ui)
        });
        if modal.should_close() && modal.inner == Picked::Open {
            return Picked::Cancelled;
        }
        modal.inner
    }

    fn contents(&mut self, ui: &mut egui::Ui) -> Picked {
        let mut go = None;
        ui.horizontal(|ui| {
            let up = self.dir.parent().map(Path::to_path_buf);
            if ui
                .add_enabled(up.is_some(), egui::Button::new(tr!("files-up")))
                .on_hover_text(tr!("files-up-hover"))
                .clicked()
            {
                go = up;
            }
            // A long path keeps its end (where the player is), whole on hover.
            let path = self.dir.display().to_string();
            ui.add(
                egui::Label::new(egui::RichText::new(path_end(&path, 56)).monospace()).truncate(),
            )
            .on_hover_text(path);
        });
        if ui
            .checkbox(&mut self.hidden, tr!("files-show-hidden"))
            .changed()
        {
            go = Some(self.dir.clone());
        }
        ui.separator();
        let mut confirmed = false;
        // The list scrolls; the window stays inside small screens.
        let rows = (ui.ctx().content_rect().height() - 260.0).clamp(120.0, 360.0);
        egui::ScrollArea::vertical()
            .max_height(rows)
            .auto_shrink([false, true])
            .show(ui, |ui| {
                if let Some(problem) = &self.listing.problem {
                    ui.colored_label(ui.visuals().error_fg_color, problem);
                }
                for folder in &self.listing.folders {
                    if ui.button(format!("{folder}/")).clicked() {
                        go = Some(self.dir.join(folder));
                    }
                }
                for file in &self.listing.files {
                    let chosen = self.selected.as_deref() == Some(file.as_str());
                    let row = ui.selectable_label(chosen, file.as_str());
                    if row.clicked() {
                        self.selected = Some(file.clone());
                        if self.purpose == Purpose::Save {
                            // Saving over a listed file: its name is the one typed.
                            self.name = file.clone();
                        }
                        self.problem = None;
                    }
                    if row.double_clicked() {
                        confirmed = true;
                    }
                }
                if self.listing.folders.is_empty()
                    && self.listing.files.is_empty()
                    && self.listing.problem.is_none()
                {
                    ui.weak(tr!(
                        "files-nothing-here",
                        extension = extension(self.purpose)
                    ));
                }
            });
        if let Some(dir) = go {
            self.go_to(dir);
        }
        ui.separator();
        if self.purpose == Purpose::Save {
            ui.horizontal(|ui| {
                ui.label(tr!("files-file-name"));
                let field = ui.add(
                    egui::TextEdit::singleline(&mut self.name)
                        .hint_text(tr!("files-file-name-hint"))
                        .desired_width(260.0),
                );
                let label = tr!("files-file-name-label");
                field
                    .widget_info(|| egui::WidgetInfo::labeled(egui::Role::TextInput, true, &label));
                if field.changed() {
                    self.problem = None;
                    self.replacing = None;
                }
                if field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
                    confirmed = true;
                }
            });
        }
        if let Some(problem) = &self.problem {
            ui.colored_label(ui.visuals().error_fg_color, problem);
        }
        let mut picked = Picked::Open;
        ui.horizontal(|ui| {
            if ui.button(tr!("files-ok")).clicked() {
                confirmed = true;
            }
            if ui.button(tr!("files-cancel")).clicked() {
                picked = Picked::Cancelled;
            }
        });
        if confirmed && picked == Picked::Open {
            match self.target() {
                // Saving over a file asks once, as a system dialog does.
                Ok(path)
                    if self.purpose == Purpose::Save
                        && path.exists()
                        && self.replacing.as_ref() != Some(&path) =>
                {
                    let name = path.file_name().map_or_else(
                        || path.display().to_string(),
                        |n| n.to_string_lossy().into_owned(),
                    );
                    self.problem = Some(tr!("files-exists", name = name));
                    self.replacing = Some(path);
                }
                Ok(path) => picked = Picked::Chosen(self.purpose, path),
                Err(why) => self.problem = Some(why),
            }
        }
        picked
    }
}

/// The last `keep` characters of `path`, after `…` when it is longer.
fn path_end(path: &str, keep: usize) -> String {
    let count = path.chars().count();
    if count <= keep {
        return path.to_string();
    }
    let tail: String = path.chars().skip(count - keep).collect();
    format!("…{tail}")
}

/// `dir` if it is a folder, else the nearest folder above it, else the current folder.
fn nearest_existing(dir: PathBuf) -> PathBuf {
    let mut at = Some(dir.as_path());
    while let Some(d) = at {
        if d.is_dir() {
            return d.to_path_buf();
        }
        at = d.parent();
    }
    PathBuf::from(".")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_listing_has_folders_and_the_wanted_files_only_sorted_hidden_ones_on_request() {
        let dir = tempfile::tempdir().unwrap();
        for folder in ["beta", "Alpha", ".hidden"] {
            std::fs::create_dir(dir.path().join(folder)).unwrap();
        }
        for file in ["b.json", "A.JSON", "notes.txt", ".secret.json", "mod.zip"] {
            std::fs::write(dir.path().join(file), "{}").unwrap();
        }
        let listing = Listing::read(dir.path(), "json", false);
        assert_eq!(listing.folders, ["Alpha", "beta"]);
        assert_eq!(listing.files, ["A.JSON", "b.json"]);
        assert_eq!(listing.problem, None);
        assert_eq!(Listing::read(dir.path(), "zip", false).files, ["mod.zip"]);
        let all = Listing::read(dir.path(), "json", true);
        assert_eq!(all.folders, [".hidden", "Alpha", "beta"]);
        assert_eq!(all.files, [".secret.json", "A.JSON", "b.json"]);
    }

    #[test]
    fn an_unreadable_folder_is_a_message_not_a_panic() {
        let dir = tempfile::tempdir().unwrap();
        let listing = Listing::read(&dir.path().join("gone"), "json", false);
        assert!(listing.problem.is_some_and(|p| p.contains("gone")));
        assert!(listing.folders.is_empty() && listing.files.is_empty());
    }

    #[test]
    fn a_typed_save_name_gets_json_and_may_not_name_a_folder() {
        let dir = Path::new("/saves");
        assert_eq!(
            save_target(dir, " evening "),
            Ok(PathBuf::from("/saves/evening.json"))
        );
        assert_eq!(
            save_target(dir, "evening.JSON"),
            Ok(PathBuf::from("/saves/evening.JSON"))
        );
        assert!(save_target(dir, "").is_err());
        assert!(save_target(dir, "../elsewhere").is_err());
        assert!(save_target(dir, "..").is_err());
    }

    #[test]
    fn a_long_path_shows_its_end() {
        assert_eq!(path_end("/tmp/saves", 56), "/tmp/saves");
        assert_eq!(path_end("/home/ana/saves/friday", 10), "…ves/friday");
    }

    #[test]
    fn a_missing_start_folder_opens_the_nearest_one_above() {
        let dir = tempfile::tempdir().unwrap();
        let picker = FilePicker::new(Purpose::Open, dir.path().join("not/yet"));
        assert_eq!(picker.dir(), dir.path());
    }
}

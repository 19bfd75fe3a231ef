//! The table's Rules panel: the players' rules page of the ruleset in force (Markdown with its
//! numbers filled from the ruleset, see [`crate::rules_page`]), then the game's ruleset keys as
//! a table, then the ruleset's files (collapsed). A bounded, resizable side panel that scrolls.

use super::Table;
use crate::rules_page::{self, KeyRow};
use egui::text::LayoutJob;
use egui::{FontSelection, RichText, TextStyle};
use egui_commonmark::{CommonMarkCache, CommonMarkViewer};
use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// How often an open panel reads the rules page again, so an author's edits to `rules.md`
/// show up (a ruleset's own changes show at once: they change the match's source).
const REREAD: Duration = Duration::from_secs(2);

/// What the panel shows, kept between frames in the context's memory: the page is read and
/// filled when the ruleset changes or every [`REREAD`], not every frame.
#[derive(Default)]
struct Shown {
    /// A hash of the game and the ruleset's files the page was made from.
    made_from: u64,
    read_at: Option<Instant>,
    /// The page as Markdown, placeholders filled.
    page: String,
    keys: Vec<KeyRow>,
    markdown: CommonMarkCache,
}

type SharedShown = Arc<Mutex<Shown>>;

impl Table {
    pub(super) fn rules_panel(&mut self, ui: &mut egui::Ui) {
        // About 30% of the window, resizable within bounds, so the table keeps most of it.
        let window = ui.ctx().content_rect().width();
        let max = (window * 0.5).max(300.0);
        egui::Panel::left("table-rules")
            .default_size((window * 0.3).clamp(260.0, max))
            .size_range(240.0..=max)
            .resizable(true)
            .show(ui, |ui| {
                ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
                let shared = ui.ctx().data_mut(|d| {
                    d.get_temp_mut_or_default::<SharedShown>(egui::Id::unique("table-rules-page"))
                        .clone()
                });
                let mut shown = shared.lock().unwrap_or_else(|e| e.into_inner());
                self.refresh_rules_page(&mut shown);
                let Shown {
                    page,
                    keys,
                    markdown,
                    ..
                } = &mut *shown;
                egui::ScrollArea::vertical()
                    .id_salt("table-rules-scroll")
                    .auto_shrink([false, false])
                    .show(ui, |ui| {
                        CommonMarkViewer::new().show(ui, markdown, page);
                        ui.add_space(16.0);
                        ui.separator();
                        if !keys.is_empty() {
                            egui::CollapsingHeader::new(RichText::new("Ruleset keys").heading())
                                .id_salt("table-rules-keys")
                                .default_open(true)
                                .show(ui, |ui| keys_table(ui, keys));
                        }
                        ui.label(RichText::new("Files").heading());
                        let source = self.session.ruleset();
                        for (path, text) in &source.files {
                            egui::CollapsingHeader::new(RichText::new(path).monospace())
                                .id_salt(("table-rules-file", path))
                                .default_open(false)
                                .show(ui, |ui| {
                                    ui.add(
                                        egui::Label::new(
                                            RichText::new(text).monospace().size(11.0),
                                        )
                                        .wrap(),
                                    );
                                });
                        }
                    });
            });
    }

    /// Makes the page again when the ruleset (or the game) changed, or every [`REREAD`].
    fn refresh_rules_page(&self, shown: &mut Shown) {
        let source = self.session.ruleset();
        let mut hasher = DefaultHasher::new();
        self.info.id.hash(&mut hasher);
        source.root.hash(&mut hasher);
        source.files.hash(&mut hasher);
        let made_from = hasher.finish();
        let fresh = shown.made_from == made_from
            && shown
                .read_at
                .is_some_and(|at| at.elapsed() < REREAD && !shown.page.is_empty());
        if fresh {
            return;
        }
        let keys_markdown = self.session.plugin().ruleset_keys().to_string();
        let text = read_page(source, &self.info.id);
        let mut page = rules_page::page(source, text.as_deref(), &keys_markdown);
        if text.is_none() && !self.info.description.is_empty() {
            page = format!("{}\n\n{page}", self.info.description);
        }
        shown.page = page;
        shown.keys = KeyRow::parse(&keys_markdown);
        shown.made_from = made_from;
        shown.read_at = Some(Instant::now());
    }
}

/// The game's rules page from the content root (read like any content file: a regular file
/// inside the root, size-limited, never blocking), or `None`.
fn read_page(source: &game_sdk::RulesetSource, game: &str) -> Option<String> {
    let root = crate::content::find_root(None)?;
    rules_page::page_paths(source, game).iter().find_map(|rel| {
        crate::safe_read::read_in_root(&root, rel, crate::safe_read::RULESET_FILE_LIMIT).ok()
    })
}

/// The key reference as a table: the key, its default, and what it means (with its type and
/// allowed values under it). Cells wrap within their column.
fn keys_table(ui: &mut egui::Ui, keys: &[KeyRow]) {
    let spacing = 8.0;
    let width = ui.available_width() - 2.0 * spacing;
    let columns = [width * 0.34, width * 0.18, width * 0.48];
    let cell = |ui: &mut egui::Ui, w: f32, add: &mut dyn FnMut(&mut egui::Ui)| {
        ui.allocate_ui_with_layout(
            egui::vec2(w, 0.0),
            egui::Layout::top_down(egui::Align::Min),
            |ui| {
                ui.set_width(w);
                add(ui);
            },
        );
    };
    egui::Grid::new("table-rules-keys-grid")
        .num_columns(3)
        .striped(true)
        .spacing([spacing, 6.0])
        .show(ui, |ui| {
            for (title, w) in ["Key", "Default", "Meaning"].iter().zip(columns) {
                cell(ui, w, &mut |ui| {
                    ui.label(RichText::new(*title).strong());
                });
            }
            ui.end_row();
            for row in keys {
                cell(ui, columns[0], &mut |ui| {
                    ui.add(
                        egui::Label::new(RichText::new(&row.key).monospace().size(11.0)).wrap(),
                    );
                });
                cell(ui, columns[1], &mut |ui| {
                    ui.add(egui::Label::new(inline(ui, &row.default, false)).wrap());
                });
                cell(ui, columns[2], &mut |ui| {
                    ui.add(egui::Label::new(inline(ui, &row.description, false)).wrap());
                    let kind = [row.ty.as_str(), row.allowed.as_str()]
                        .into_iter()
                        .filter(|s| !s.is_empty())
                        .collect::<Vec<_>>()
                        .join("; ");
                    if !kind.is_empty() {
                        ui.add(egui::Label::new(inline(ui, &kind, true)).wrap());
                    }
                });
                ui.end_row();
            }
        });
}

/// A table cell's Markdown inline text: `code` spans in monospace, the rest as body text.
fn inline(ui: &egui::Ui, text: &str, weak: bool) -> LayoutJob {
    let style = ui.style();
    let mut job = LayoutJob::default();
    for (i, part) in text.split('`').enumerate() {
        if part.is_empty() {
            continue;
        }
        let mut rich = RichText::new(part);
        if i % 2 == 1 {
            rich = rich.text_style(TextStyle::Monospace).size(11.0);
        } else if weak {
            rich = rich.small();
        }
        if weak {
            rich = rich.weak();
        }
        rich.append_to(
            &mut job,
            style,
            FontSelection::Default,
            egui::Align::Center,
        );
    }
    job
}

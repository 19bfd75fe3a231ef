//! The table's Rules panel: the players' rules page of the ruleset in force (Markdown with its
//! numbers filled from the ruleset, see [`crate::rules_page`]), then the game's ruleset keys as
//! a table, then the ruleset's files (collapsed). A bounded, resizable side panel that scrolls.

use super::TableScreen;
use crate::rules_page::{self, MarkdownTable, PageBlock};
use crate::tr;
use egui::text::LayoutJob;
use egui::{FontSelection, RichText, TextStyle};
use egui_commonmark::{CommonMarkCache, CommonMarkViewer};
use game_wire::KeyDoc;
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
    /// The page, placeholders filled: Markdown text and tables.
    page: Vec<PageBlock>,
    /// The game's key reference; empty for a plugin built before key docs (ABI 12.0), which
    /// leaves the panel without its key table.
    keys: Vec<KeyDoc>,
    markdown: CommonMarkCache,
}

type SharedShown = Arc<Mutex<Shown>>;

impl TableScreen {
    pub(super) fn rules_panel(&mut self, ui: &mut egui::Ui) {
        // About 30% of the window, resizable within bounds, so the table keeps most of it.
        let window = ui.ctx().content_rect().width();
        let max = (window * 0.5).max(300.0);
        egui::Panel::left("table-rules")
            .default_size((window * 0.3).clamp(260.0, max))
            .size_range(240.0..=max)
            .resizable(true)
            .show(ui, |ui| {
                rules_view(
                    ui,
                    "table-rules-page",
                    &RulesOf {
                        info: &self.controller.info,
                        plugin: self.controller.session.plugin(),
                        source: self.controller.session.ruleset(),
                        content_root: self.content_root.as_deref(),
                    },
                );
            });
    }
}

/// The rules a page is made of: the game, its plugin (for the key reference), the ruleset in
/// force and the content root its page is read from (`None`: found as the app does).
#[derive(Debug)]
pub struct RulesOf<'a> {
    pub info: &'a game_wire::GameInfo,
    pub plugin: &'a crate::plugin::Plugin,
    pub source: &'a game_wire::RulesetSource,
    pub content_root: Option<&'a std::path::Path>,
}

/// The players' rules page of `rules` (the game in a line, the page, the ruleset keys, the
/// ruleset's files), scrolling; kept under `key` in the context between frames. The table's
/// Rules panel and Home's Rules window show it.
pub fn rules_view(ui: &mut egui::Ui, key: &str, rules: &RulesOf<'_>) {
    ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
    let shared = ui.ctx().data_mut(|d| {
        d.get_temp_mut_or_default::<SharedShown>(egui::Id::unique(key))
            .clone()
    });
    let mut shown = shared.lock().unwrap_or_else(|e| e.into_inner());
    refresh_rules_page(rules, &mut shown);
    let Shown {
        made_from,
        page,
        keys,
        markdown,
        ..
    } = &mut *shown;
    // Each ruleset's page keeps its own place (and a new one opens at the top).
    egui::ScrollArea::vertical()
        .id_salt((key, "scroll", *made_from))
        .auto_shrink([false, false])
        .show(ui, |ui| {
            // The game in one line, as Home gives it, above its page.
            let description =
                crate::i18n::game::game_description(&rules.info.id, &rules.info.description);
            ui.add(egui::Label::new(RichText::new(description).weak()).wrap());
            for (i, block) in page.iter().enumerate() {
                match block {
                    PageBlock::Text(text) => {
                        ui.push_id((key, "text", i), |ui| {
                            CommonMarkViewer::new().show(ui, markdown, text);
                        });
                    }
                    PageBlock::Table(table) => {
                        ui.add_space(4.0);
                        page_table(ui, table);
                        ui.add_space(8.0);
                    }
                }
            }
            ui.add_space(16.0);
            ui.separator();
            if !keys.is_empty() {
                egui::CollapsingHeader::new(RichText::new(tr!("table-rules-keys")).heading())
                    .id_salt((key, "keys"))
                    .default_open(true)
                    .show(ui, |ui| keys_table(ui, keys));
            }
            ui.label(RichText::new(tr!("table-rules-files")).heading());
            for (path, text) in &rules.source.files {
                egui::CollapsingHeader::new(RichText::new(path).monospace())
                    .id_salt((key, "file", path))
                    .default_open(false)
                    .show(ui, |ui| {
                        ui.add(egui::Label::new(RichText::new(text).monospace().size(11.0)).wrap());
                    });
            }
        });
}

/// Makes the page again when the ruleset (or the game) changed, or every [`REREAD`].
fn refresh_rules_page(rules: &RulesOf<'_>, shown: &mut Shown) {
    let source = rules.source;
    let mut hasher = DefaultHasher::new();
    rules.info.id.hash(&mut hasher);
    // A page in another language when the player switches.
    crate::i18n::current().code.hash(&mut hasher);
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
    let keys = rules
        .plugin
        .ruleset_keys()
        .map(|k| k.keys.clone())
        .unwrap_or_default();
    let text = read_page(rules.content_root, source, &rules.info.id);
    // The values the page fills in, in the reader's language where the rules translate them.
    let _game = crate::i18n::game::Scope::enter(&rules.info.id);
    let page = rules_page::page(source, text.as_deref(), &keys);
    shown.page = rules_page::page_blocks(&page);
    shown.keys = keys;
    shown.made_from = made_from;
    shown.read_at = Some(Instant::now());
}

/// The game's rules page from the content root (read like any content file: a regular file
/// inside the root, size-limited, never blocking), or `None`.
fn read_page(
    content_root: Option<&std::path::Path>,
    source: &game_wire::RulesetSource,
    game: &str,
) -> Option<String> {
    // The app's content root (`--content`, `GAME_HOST_CONTENT`, …); a table made without one
    // (tests, benches) looks it up the way the app does when none is given.
    let root = match content_root {
        Some(root) => root.to_path_buf(),
        None => crate::content::find_root(None)?,
    };
    rules_page::page_paths(source, game).iter().find_map(|rel| {
        crate::safe_read::read_in_root(&root, rel, crate::safe_read::RULESET_FILE_LIMIT).ok()
    })
}

/// The key reference as a table: the key, its default, and what it means (with its type and
/// allowed values under it). Each row is as tall as its tallest cell; cells wrap within their
/// column; rows are striped.
fn keys_table(ui: &mut egui::Ui, keys: &[KeyDoc]) {
    let gap = 8.0;
    let width = ui.available_width() - 2.0 * gap;
    let columns = [width * 0.33, width * 0.17, width * 0.5];
    let header = [
        tr!("table-rules-key"),
        tr!("table-rules-default"),
        tr!("table-rules-meaning"),
    ]
    .map(|t| RichText::new(t).strong());
    row(ui, &columns, gap, None, |ui, column| {
        ui.label(header[column].clone());
    });
    for (i, key) in keys.iter().enumerate() {
        let stripe = (i % 2 == 0).then(|| ui.visuals().faint_bg_color);
        row(ui, &columns, gap, stripe, |ui, column| match column {
            0 => {
                ui.add(egui::Label::new(RichText::new(&key.key).monospace().size(11.0)).wrap());
            }
            1 => {
                ui.add(egui::Label::new(inline(ui, &key.default.text(), false)).wrap());
            }
            _ => {
                ui.add(egui::Label::new(inline(ui, &key.description, false)).wrap());
                let kind = [key.ty.as_str(), key.allowed.as_str()]
                    .into_iter()
                    .filter(|s| !s.is_empty())
                    .collect::<Vec<_>>()
                    .join("; ");
                if !kind.is_empty() {
                    ui.add(egui::Label::new(inline(ui, &kind, true)).wrap());
                }
            }
        });
    }
}

/// A table of the page: columns as wide as their text asks for (in proportion, within the
/// panel), header in bold, rows striped, cells wrapped.
fn page_table(ui: &mut egui::Ui, table: &MarkdownTable) {
    let gap = 12.0;
    let n = table.header.len().max(1);
    let width = ui.available_width() - gap * (n - 1) as f32;
    let wants: Vec<f32> = (0..n)
        .map(|c| {
            std::iter::once(&table.header)
                .chain(&table.rows)
                .filter_map(|r| r.get(c))
                .map(|cell| cell.chars().count().clamp(3, 40) as f32)
                .fold(3.0, f32::max)
        })
        .collect();
    let total: f32 = wants.iter().sum();
    let columns: Vec<f32> = wants.iter().map(|w| width * w / total).collect();
    row(ui, &columns, gap, None, |ui, c| {
        let text = table.header.get(c).map_or("", String::as_str);
        ui.add(egui::Label::new(RichText::new(strip_emphasis(text)).strong()).wrap());
    });
    for (i, cells) in table.rows.iter().enumerate() {
        let stripe = (i % 2 == 0).then(|| ui.visuals().faint_bg_color);
        row(ui, &columns, gap, stripe, |ui, c| {
            let text = cells.get(c).map_or("", String::as_str);
            ui.add(egui::Label::new(inline(ui, text, false)).wrap());
        });
    }
}

fn strip_emphasis(text: &str) -> String {
    text.replace(['*', '`'], "")
}

/// One table row: a cell per column, top-aligned, the row as tall as its tallest cell, with an
/// optional background.
fn row(
    ui: &mut egui::Ui,
    columns: &[f32],
    gap: f32,
    background: Option<egui::Color32>,
    mut cell: impl FnMut(&mut egui::Ui, usize),
) {
    let behind = ui.painter().add(egui::Shape::Noop);
    let response = ui.horizontal_top(|ui| {
        ui.spacing_mut().item_spacing.x = gap;
        for (i, &w) in columns.iter().enumerate() {
            ui.allocate_ui_with_layout(
                egui::vec2(w, 0.0),
                egui::Layout::top_down(egui::Align::Min),
                |ui| {
                    ui.set_width(w);
                    cell(ui, i);
                },
            );
        }
    });
    if let Some(color) = background {
        let rect = response.response.rect.expand2(egui::vec2(2.0, 2.0));
        ui.painter()
            .set(behind, egui::Shape::rect_filled(rect, 2.0, color));
    }
}

/// A table cell's Markdown inline text: `code` in monospace, **bold** and *italics*, the rest
/// as body text (weak for the notes under a key's meaning).
fn inline(ui: &egui::Ui, text: &str, weak: bool) -> LayoutJob {
    let style = ui.style();
    let mut job = LayoutJob::default();
    let mut add = |rich: RichText| {
        let rich = if weak { rich.weak() } else { rich };
        rich.append_to(&mut job, style, FontSelection::Default, egui::Align::Center);
    };
    for (i, part) in text.split('`').enumerate() {
        if i % 2 == 1 {
            add(RichText::new(part)
                .text_style(TextStyle::Monospace)
                .size(11.0));
            continue;
        }
        for (j, bold) in part.split("**").enumerate() {
            for (k, piece) in bold.split('*').enumerate() {
                if piece.is_empty() {
                    continue;
                }
                let mut rich = RichText::new(piece);
                if j % 2 == 1 {
                    rich = rich.strong();
                }
                if k % 2 == 1 {
                    rich = rich.italics();
                }
                add(rich);
            }
        }
    }
    job
}

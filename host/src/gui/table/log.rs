//! The move log beside the table: what each action showed the players, and the score. Each
//! line keeps who may read it, and the panel shows the table's current viewer only those.

use super::TableScreen;
pub use crate::match_driver::log::{MoveLogLine, Said, move_lines, seat_name};
use crate::tr;
use egui::RichText;
use game_wire::scene::CounterLook;
use game_wire::{Status, View};

/// One line of a move log as [`draw_log_panel`] shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LogRow<'a> {
    /// A move (numbered), by this seat where known.
    Move { mover: Option<u8>, text: &'a str },
    /// A line the game wrote under its move; the first one after a move is read as the move's
    /// sentence (the row shows it, the notation on hover).
    Note(&'a str),
    /// A note of the table's own (a take-back, a reload, a connection), set smaller.
    TableNote(&'a str),
}

/// How [`draw_log_panel`] draws: the panel's id and the seats' names (the game's).
#[derive(Debug, Clone, Copy)]
pub struct LogLook<'a> {
    pub id: &'a str,
    pub seats: &'a [String],
}

/// Below this width (in points) the score and move column beside a table of cards folds to a
/// narrow strip with a button, so the cards keep the window's width.
pub const FOLD_BELOW: f32 = 1100.0;
/// The button that unfolds the column on a narrow window.
pub const UNFOLD: &str = "«";
/// The button that folds it again.
pub const FOLD: &str = "»";

/// Whether the column is folded: on a narrow window at a table of cards alone, until the
/// player unfolds it (kept per column for the session, so a click is not undone by the next
/// frame). A board is as tall as it is wide or taller: the window's height limits it, and the
/// column costs it nothing.
fn folded(ui: &egui::Ui, id: &str, view: Option<&View>) -> bool {
    let narrow = ui.ctx().content_rect().width() < FOLD_BELOW
        && view.is_some_and(|v| v.scene.boards.is_empty());
    let unfolded = ui
        .ctx()
        .data(|d| d.get_temp::<bool>(egui::Id::unique((id, "unfolded"))))
        .unwrap_or(false);
    narrow && !unfolded
}

fn set_unfolded(ui: &egui::Ui, id: &str, unfolded: bool) {
    ui.ctx()
        .data_mut(|d| d.insert_temp(egui::Id::unique((id, "unfolded")), unfolded));
}

/// The move log beside a table: the score (the scene's counters and, when the match is over,
/// the scores), then the moves and the notes under them. At most a quarter of the window
/// (never under 200 px), so the table keeps the rest however long a line is; long lines wrap.
/// On a narrow window at a table of cards it folds to a strip with a button that unfolds it.
pub fn draw_log_panel<'a>(
    ui: &mut egui::Ui,
    look: &LogLook<'_>,
    view: Option<&View>,
    rows: impl Iterator<Item = LogRow<'a>>,
) {
    if folded(ui, look.id, view) {
        egui::Panel::right(egui::Id::unique((look.id, "folded")))
            .exact_size(30.0)
            .resizable(false)
            .show(ui, |ui| {
                let button = ui
                    .button(UNFOLD)
                    .on_hover_text(tr!("table-log-unfold-hover"));
                if button.clicked() {
                    set_unfolded(ui, look.id, true);
                }
            });
        return;
    }
    let narrow = ui.ctx().content_rect().width() < FOLD_BELOW
        && view.is_some_and(|v| v.scene.boards.is_empty());
    let max = (ui.available_width() * 0.25).max(200.0);
    egui::Panel::right(look.id)
        .default_size(250.0_f32.min(max))
        .size_range(200.0..=max)
        .show(ui, |ui| {
            ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
            ui.horizontal(|ui| {
                ui.heading(tr!("table-log-score"));
                if narrow
                    && ui
                        .button(FOLD)
                        .on_hover_text(tr!("table-log-fold-hover"))
                        .clicked()
                {
                    set_unfolded(ui, look.id, false);
                }
            });
            if let Some(view) = view {
                // Counters drawn on a zone are on the table; the others as their look says.
                for c in super::score::in_column(&view.scene) {
                    match &c.look {
                        CounterLook::Track { max, marks } => {
                            super::score::track(ui, look.seats, c, *max, marks);
                        }
                        CounterLook::Tokens => super::score::tokens(ui, look.seats, c),
                        CounterLook::Number | CounterLook::OnZone(_) => counter_row(ui, look, c),
                    }
                }
                if let Status::Over(o) = &view.status {
                    for (i, s) in o.scores.iter().enumerate() {
                        ui.strong(format!("{}: {s}", seat_name(look.seats, i as u8)));
                    }
                }
            }
            ui.separator();
            ui.heading(tr!("table-log-moves"));
            egui::ScrollArea::vertical()
                .stick_to_bottom(true)
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    let rows = numbered(rows);
                    let mut said = false;
                    for (i, Numbered { row, first, last }) in rows.iter().copied().enumerate() {
                        // The lines come from the game, its scripts or a peer: shown, never
                        // obeyed (a line break of their own cannot add a row).
                        use crate::text::safe::line;
                        match row {
                            LogRow::TableNote(text) => {
                                ui.label(RichText::new(line(text)).weak().small());
                            }
                            // The sentence already said as its move's row.
                            LogRow::Note(_) if std::mem::take(&mut said) => {}
                            LogRow::Note(text) => {
                                let text = line(text);
                                ui.label(RichText::new(format!("   {text}")).weak().italics());
                            }
                            LogRow::Move { mover, text } => {
                                // A move reads as the game's sentence for it (the line that
                                // follows it), its notation on hover; a move without one, or a
                                // run of the same move, as its notation.
                                let sentence = match rows.get(i + 1).map(|n| n.row) {
                                    Some(LogRow::Note(s)) if first == last => Some(s),
                                    _ => None,
                                };
                                said = sentence.is_some();
                                let notation = line(text);
                                let (number, shown) = match sentence {
                                    Some(s) => (format!("{first:>3}."), line(s).to_string()),
                                    None if first == last => {
                                        (format!("{first:>3}."), notation.to_string())
                                    }
                                    None => {
                                        let times = last - first + 1;
                                        (
                                            format!("{first:>3}–{last}."),
                                            format!("{notation} ×{times}"),
                                        )
                                    }
                                };
                                ui.horizontal(|ui| {
                                    ui.label(RichText::new(number).monospace().weak());
                                    if let Some(seat) = mover {
                                        seat_dot(ui, look, seat);
                                    }
                                    if sentence.is_some() {
                                        ui.label(shown).on_hover_text(tr!(
                                            "table-log-notation",
                                            notation = notation
                                        ));
                                    } else {
                                        ui.label(RichText::new(shown).monospace());
                                    }
                                });
                            }
                        }
                    }
                });
        });
}

/// A row of the move log with its move numbers (`first` = `last` but for a run).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Numbered<'a> {
    row: LogRow<'a>,
    first: usize,
    last: usize,
}

/// The rows numbered, the same move by the same seat several times in a row shown once with
/// its numbers ("3–18. tile (behind the screen) ×16": a bot laying its screened setup tile by
/// tile would otherwise fill the log with one line each).
fn numbered<'a>(rows: impl Iterator<Item = LogRow<'a>>) -> Vec<Numbered<'a>> {
    let mut out: Vec<Numbered<'a>> = Vec::new();
    let mut n = 0;
    for row in rows {
        if let LogRow::Move { .. } = row {
            n += 1;
            if let Some(run) = out.last_mut().filter(|prev| prev.row == row) {
                run.last = n;
                continue;
            }
        }
        out.push(Numbered {
            row,
            first: n,
            last: n,
        });
    }
    out
}

/// A counter, its owner shown by colour (plugins usually name the owner in the label).
fn counter_row(ui: &mut egui::Ui, look: &LogLook<'_>, c: &game_wire::scene::Counter) {
    ui.horizontal(|ui| {
        let (dot, _) = ui.allocate_exact_size(egui::vec2(10.0, 10.0), egui::Sense::hover());
        if let Some(o) = c.owner {
            paint_dot(ui, look, dot, o);
        }
        ui.label(format!("{}: {}", c.label, c.value));
    });
}

/// The seat's colour, as a dot.
fn seat_dot(ui: &mut egui::Ui, look: &LogLook<'_>, seat: u8) {
    let (dot, _) = ui.allocate_exact_size(egui::vec2(10.0, 10.0), egui::Sense::hover());
    paint_dot(ui, look, dot, seat);
}

fn paint_dot(ui: &egui::Ui, look: &LogLook<'_>, dot: egui::Rect, seat: u8) {
    let style = crate::gui::style::seat_style_at(look.seats, seat as usize);
    ui.painter().circle_filled(dot.center(), 4.5, style.fill);
    // A grey ring, so that a white seat's dot shows on a light panel.
    ui.painter().circle_stroke(
        dot.center(),
        4.5,
        egui::Stroke::new(1.0, egui::Color32::GRAY),
    );
}

impl TableScreen {
    pub(super) fn log_panel(&mut self, ui: &mut egui::Ui) {
        let controller = &self.controller;
        let viewer = controller.viewer();
        let look = LogLook {
            id: "table-log",
            seats: &controller.info.seats,
        };
        let rows = controller
            .log
            .iter()
            .filter(|l| l.visible_to(viewer))
            .map(|l| {
                if l.note && l.seat.is_none() {
                    // The table's own note (a take-back, a reload): never a move's sentence.
                    LogRow::TableNote(&l.text)
                } else if l.note {
                    LogRow::Note(&l.text)
                } else {
                    LogRow::Move {
                        mover: l.mover(),
                        text: &l.text,
                    }
                }
            });
        draw_log_panel(ui, &look, controller.view.as_ref(), rows);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_move_in_a_row_is_one_line_with_its_numbers() {
        let tile = |mover| LogRow::Move {
            mover: Some(mover),
            text: "tile (behind the screen)",
        };
        let rows = [
            LogRow::Move {
                mover: Some(0),
                text: "setup random",
            },
            tile(1),
            tile(1),
            tile(1),
            LogRow::Note("a note breaks a run"),
            tile(1),
            tile(0),
            LogRow::TableNote("connected"),
        ];
        let shown: Vec<(usize, usize)> = numbered(rows.into_iter())
            .iter()
            .map(|n| (n.first, n.last))
            .collect();
        assert_eq!(shown, [(1, 1), (2, 4), (4, 4), (5, 5), (6, 6), (6, 6)]);
        let rows = numbered(rows.into_iter());
        assert_eq!(rows[1].row, tile(1));
        assert_eq!(
            rows[4].row,
            tile(0),
            "another seat's same move is its own line"
        );
    }
}

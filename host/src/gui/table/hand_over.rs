//! The hand-over screen: while the device passes from one player to the next in hot-seat play,
//! nothing of the table shows, only who is to take the device, what every player may know of
//! the last turn, and the take-back the previous player may ask for (answered here, still
//! without the table).
//!
//! The screen comes up under the pointer of the player who just ended their turn, so it must
//! not be passed by accident: a double click on the table (its first click ends the turn) would
//! otherwise press "show my table" with its second click and show that player the other's
//! secrets. So each of its buttons ignores input for [`ARMING_SECS`] after the screen appears
//! (drawn disabled meanwhile), and none is laid out where the pointer was when it appeared.

use super::TableScreen;
use super::command::Command;
use super::log::{MoveLogLine, seat_name};
use crate::tr;
use egui::{Pos2, Rect, RichText, Vec2};
use game_wire::{Status, Viewer};

/// How long the screen's buttons ignore input after it appears: longer than a double click's
/// second click takes (egui's own double-click window is 0.3 s), short enough to go unnoticed.
pub const ARMING_SECS: f64 = 0.4;

/// How far a button stays from where the pointer was when the screen appeared.
const POINTER_MARGIN: f32 = 24.0;

/// The most rows of the last turn the screen lists (the move log has the rest).
const LAST_TURN_ROWS: usize = 6;

/// When the screen on display appeared and where the pointer was then (kept by the table).
#[derive(Debug, Default)]
pub struct Appearance {
    shown: Option<Shown>,
}

#[derive(Debug, Clone, PartialEq)]
struct Shown {
    /// What the screen shows: another seat, a take-back question or another position is a new
    /// screen for the player, so it is armed again.
    screen: ScreenKey,
    /// egui's input time when it appeared (not the wall clock: tests step it).
    since: f64,
    /// Where the pointer was then: most likely where the click that raised it landed.
    pointer: Option<Pos2>,
    /// The last pass it was drawn in: a pass without it (another screen of the app was up, the
    /// table was shown) means it appears anew when drawn again.
    pass: u64,
}

/// What makes one hand-over screen another.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct ScreenKey {
    waiting: u8,
    /// The seat asking to take back their move, while the question is up.
    take_back_asked_by: Option<u8>,
    /// The controller's revision (a move, an undo, a reload changes it).
    revision: u64,
}

impl Appearance {
    /// Notes that the screen `screen` is drawn in this pass; how it appeared.
    fn drawn(&mut self, ctx: &egui::Context, screen: ScreenKey) -> Shown {
        let pass = ctx.cumulative_pass_nr();
        let (now, pointer) = ctx.input(|i| (i.time, i.pointer.latest_pos()));
        let shown = match self.shown.take() {
            Some(s) if s.screen == screen && s.pass + 1 >= pass => Shown { pass, ..s },
            _ => Shown {
                screen,
                since: now,
                pointer,
                pass,
            },
        };
        self.shown = Some(shown.clone());
        shown
    }
}

/// Whether the screen's buttons take input yet; when not, a repaint is asked for the moment
/// they do, so they come alive without the pointer moving.
fn armed(ctx: &egui::Context, shown: &Shown) -> bool {
    let waited = ctx.input(|i| i.time) - shown.since;
    if waited >= ARMING_SECS {
        return true;
    }
    ctx.request_repaint_after(std::time::Duration::from_secs_f64(ARMING_SECS - waited));
    false
}

/// Adds room before a widget of `size` about to be laid out centred at the cursor, so that it
/// goes below `avoid` rather than under it.
fn keep_clear_of(ui: &mut egui::Ui, size: Vec2, avoid: Option<Pos2>) {
    let Some(avoid) = avoid else {
        return;
    };
    let top = ui.cursor().top();
    let centre = egui::pos2(ui.max_rect().center().x, top + size.y / 2.0);
    if Rect::from_center_size(centre, size)
        .expand(POINTER_MARGIN)
        .contains(avoid)
    {
        ui.add_space(avoid.y + POINTER_MARGIN - top);
    }
}

/// The size a button with `text` takes, at least `min`.
fn button_size(ui: &egui::Ui, text: &RichText, min: Vec2) -> Vec2 {
    let galley = egui::WidgetText::from(text.clone()).into_galley(
        ui,
        Some(egui::TextWrapMode::Extend),
        f32::INFINITY,
        egui::TextStyle::Button,
    );
    let padding = ui.spacing().button_padding;
    (galley.size() + 2.0 * padding)
        .max(min)
        .max(egui::vec2(0.0, ui.spacing().interact_size.y))
}

/// What every player may read of the moves made since `waiting` last moved (of the whole match
/// if they never did), oldest first, in at most [`LAST_TURN_ROWS`] rows; the same move made
/// several times in a row is one row. Only public lines: the screen is seen by whoever holds
/// the device, most likely the player who just moved, so neither seat's private lines belong
/// there (the waiting player reads theirs in the move log once at the table).
pub fn last_turn(log: &[MoveLogLine], seats: &[String], waiting: u8) -> Vec<String> {
    let start = log
        .iter()
        .rposition(|l| !l.note && l.mover() == Some(waiting))
        .map_or(0, |i| i + 1);
    let mut rows: Vec<(String, usize)> = Vec::new();
    let visible: Vec<&MoveLogLine> = log[start..]
        .iter()
        .filter(|l| l.visible_to(Viewer::Spectator))
        .collect();
    for (i, line) in visible.iter().enumerate() {
        // A single move followed by the game's sentence for it reads as the sentence (as in
        // the move log): the sentence is in the player's language, the move's notation is not.
        let sentence_follows = visible.get(i + 1).is_some_and(|next| next.note);
        let repeated = i > 0 && !visible[i - 1].note && visible[i - 1].text == line.text;
        if !line.note && sentence_follows && !repeated {
            continue;
        }
        // Shown as the player reads it: a message (a host's notice, the game's sentence) in
        // their language.
        let shown = crate::text::safe::line(&line.text).into_owned();
        let text = match line.mover() {
            // A game's public form often names the mover already ("X marked a cell").
            Some(seat) if !line.note && !shown.starts_with(&seat_name(seats, seat)) => {
                format!("{}: {}", seat_name(seats, seat), shown)
            }
            _ => shown,
        };
        match rows.last_mut() {
            Some((last, times)) if !line.note && *last == text => *times += 1,
            _ => rows.push((text, 1)),
        }
    }
    let mut out: Vec<String> = rows
        .into_iter()
        .map(|(text, times)| {
            if times > 1 {
                format!("{text} ×{times}")
            } else {
                text
            }
        })
        .collect();
    if out.len() > LAST_TURN_ROWS {
        let earlier = out.len() - (LAST_TURN_ROWS - 1);
        out.drain(..earlier);
        out.insert(0, tr!("table-hand-over-earlier", count = earlier));
    }
    out
}

impl TableScreen {
    /// The hand-over screen for `seat` (see the module's comment).
    pub(super) fn hand_over_screen(&mut self, ui: &mut egui::Ui, seat: u8) {
        let name = self.controller.seat_name(seat);
        let requester = self.controller.take_back_requester(seat);
        let shown = self.hand_over.drawn(
            ui.ctx(),
            ScreenKey {
                waiting: seat,
                take_back_asked_by: self.controller.take_back.as_ref().map(|o| o.requester),
                revision: self.controller.revision(),
            },
        );
        let armed = armed(ui.ctx(), &shown);
        let avoid = shown.pointer;
        let mut commands = Vec::new();
        egui::CentralPanel::default().show(ui, |ui| {
            ui.vertical_centered(|ui| {
                ui.add_space(ui.available_height() * 0.25);
                if let Some(offer) = &self.controller.take_back {
                    let who = self.controller.seat_name(offer.requester);
                    ui.heading(tr!(
                        "table-take-back-heading",
                        seat = &name,
                        requester = who
                    ));
                    ui.label(tr!("table-take-back-move", what = &offer.what));
                    ui.label(tr!("table-take-back-note"));
                    ui.add_space(16.0);
                    let button = egui::vec2(150.0, 32.0);
                    let width = 2.0 * button.x + ui.spacing().item_spacing.x;
                    keep_clear_of(ui, egui::vec2(width, button.y), avoid);
                    ui.horizontal(|ui| {
                        ui.add_space(((ui.available_width() - width) / 2.0).max(0.0));
                        for (label, agree) in [
                            (tr!("table-take-back-agree"), true),
                            (tr!("table-take-back-refuse"), false),
                        ] {
                            if ui
                                .add_enabled(armed, egui::Button::new(label).min_size(button))
                                .clicked()
                            {
                                commands.push(Command::AnswerTakeBack(agree));
                            }
                        }
                    });
                    return;
                }
                ui.heading(tr!("table-hand-over-heading", seat = &name));
                // Why the turn passes (the status is public: every seat's view has it).
                if let Some(Status::ToMove { prompt, .. }) =
                    self.controller.view.as_ref().map(|v| &v.status)
                    && !prompt.is_empty()
                {
                    // Games often name the seat themselves ("White: set up your homeland"):
                    // it is said once. The view is already in the player's language, and so
                    // is `name`.
                    let prompt = crate::text::unnamed_prompt(&name, prompt);
                    let line = format!("{name}: {}", crate::text::safe::line(prompt));
                    ui.label(RichText::new(line).size(16.0));
                }
                ui.label(tr!("table-hand-over-hidden"));
                let last = last_turn(&self.controller.log, &self.controller.info.seats, seat);
                if !last.is_empty() {
                    ui.add_space(12.0);
                    ui.label(RichText::new(tr!("table-hand-over-last-turn")).weak());
                    for row in &last {
                        ui.label(row);
                    }
                }
                ui.add_space(16.0);
                let text = RichText::new(tr!("table-hand-over-reveal", seat = &name)).size(18.0);
                let size = button_size(ui, &text, egui::vec2(260.0, 40.0));
                keep_clear_of(ui, size, avoid);
                if ui
                    .add_enabled(armed, egui::Button::new(text).min_size(size))
                    .clicked()
                {
                    commands.push(Command::Reveal);
                }
                if let Some(r) = requester {
                    ui.add_space(24.0);
                    let who = self.controller.seat_name(r);
                    let text = RichText::new(tr!(
                        "table-hand-over-ask-take-back",
                        requester = who,
                        seat = &name
                    ));
                    keep_clear_of(ui, button_size(ui, &text, Vec2::ZERO), avoid);
                    if ui
                        .add_enabled(armed, egui::Button::new(text))
                        .on_hover_text(tr!("table-hand-over-ask-take-back-hover", seat = &name))
                        .clicked()
                    {
                        commands.push(Command::AskTakeBack(r));
                    }
                }
            });
        });
        self.commands.extend(commands);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gui::table::log::Said;
    use game_wire::Audience;

    fn seats() -> Vec<String> {
        vec!["X".into(), "O".into()]
    }

    fn play(seat: u8, text: &str) -> MoveLogLine {
        MoveLogLine {
            seat: Some(Said::Move(Some(seat))),
            text: text.into(),
            note: false,
        }
    }

    fn said(audience: Audience, text: &str) -> MoveLogLine {
        MoveLogLine {
            seat: Some(Said::Game(audience)),
            text: text.into(),
            note: true,
        }
    }

    #[test]
    fn the_last_turn_is_what_everyone_may_read_since_the_waiting_seat_moved() {
        let log = vec![
            play(0, "X marked a cell"),
            play(1, "O marked a cell"),
            play(0, "X tried a cell O holds"),
            said(Audience::Seat(0), "b2 is O's: try another cell"),
            said(Audience::Referee, "printed by a script"),
            play(0, "X marked a cell"),
        ];
        assert_eq!(
            last_turn(&log, &seats(), 1),
            ["X tried a cell O holds", "X marked a cell"]
        );
        assert_eq!(
            last_turn(&log[..2], &seats(), 0),
            ["O marked a cell"],
            "since X's own move"
        );
        assert!(last_turn(&[], &seats(), 0).is_empty(), "nothing played yet");
    }

    #[test]
    fn a_move_followed_by_its_sentence_reads_as_the_sentence() {
        // Liar's Dice: the notation ("bid 2x3") is followed by the game's sentence for it,
        // which is in the player's language; the hand-over shows the sentence alone.
        let log = vec![
            play(1, "bid 1x2"),
            play(0, "bid 2x3"),
            said(Audience::Everyone, "X bids two 3s"),
        ];
        assert_eq!(last_turn(&log, &seats(), 1), ["X bids two 3s"]);
    }

    #[test]
    fn the_last_turn_names_the_mover_and_merges_repeats_into_a_few_rows() {
        let mut log = vec![play(1, "setup")];
        log.extend((0..16).map(|_| play(0, "tile (behind the screen)")));
        log.push(said(Audience::Everyone, "North is ready"));
        assert_eq!(
            last_turn(&log, &["North".into(), "South".into()], 1),
            ["North: tile (behind the screen) ×16", "North is ready"]
        );
        let long: Vec<MoveLogLine> = (0..10).map(|i| play(0, &format!("X move {i}"))).collect();
        let rows = last_turn(&long, &seats(), 1);
        assert_eq!(rows.len(), LAST_TURN_ROWS);
        assert_eq!(rows[0], "… 5 earlier (in the move log)");
        assert_eq!(rows[LAST_TURN_ROWS - 1], "X move 9");
    }
}

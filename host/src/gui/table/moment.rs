//! Moments the plugin asks the player to look at before play goes on (ALS: the end of a
//! battle with every card revealed): shown once per viewer and match, as a modal over the
//! table with a Continue button (Enter).

use super::paint::Marks;
use crate::tr;
use game_wire::Viewer;
use game_wire::scene::{Moment, Scene};
use std::collections::BTreeSet;

/// The moments each viewer of one match has dismissed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Seen {
    dismissed: BTreeSet<(String, String)>,
    /// Moments every viewer has seen (the one on the table when a saved match was opened).
    seen_by_all: BTreeSet<String>,
}

/// The viewer as a key: each seat sees a moment once, and so does a spectator or the referee.
fn who(viewer: Viewer) -> String {
    match viewer {
        Viewer::Seat(seat) => format!("seat {seat}"),
        Viewer::Spectator => "spectator".into(),
        Viewer::Referee => "referee".into(),
    }
}

impl Seen {
    /// The moment of `scene` that `viewer` has still to see, if any.
    pub fn due<'a>(&self, scene: &'a Scene, viewer: Viewer) -> Option<&'a Moment> {
        scene.moment.as_ref().filter(|m| {
            !self.seen_by_all.contains(&m.id)
                && !self.dismissed.contains(&(who(viewer), m.id.clone()))
        })
    }

    /// Marks `id` as seen by every viewer: a match opened from a save does not show again the
    /// moment it was saved at (its players were there; the move log keeps what it said).
    pub fn seen_by_everyone(&mut self, id: &str) {
        self.seen_by_all.insert(id.to_string());
    }

    pub fn dismiss(&mut self, viewer: Viewer, id: &str) {
        self.dismissed.insert((who(viewer), id.to_string()));
    }
}

/// Shows the moment as a modal; true when the player continues (the button or Enter).
pub fn show(ctx: &egui::Context, moment: &Moment, seats: &[String], viewer: Option<u8>) -> bool {
    let mut go_on = false;
    let armed = armed(ctx, moment, viewer);
    let screen = ctx.content_rect();
    egui::Modal::new(egui::Id::unique("table-moment")).show(ctx, |ui| {
        let width = (screen.width() * 0.85).max(320.0);
        ui.set_width(width);
        ui.heading(&moment.title);
        for line in &moment.lines {
            ui.label(line);
        }
        if !moment.zones.is_empty() {
            ui.add_space(8.0);
            // The table's own zone renderer, over a scene of the moment's zones, with nothing
            // to click.
            let scene = Scene {
                zones: moment.zones.clone(),
                ..Scene::default()
            };
            let marks = Marks::new(&scene, seats, Default::default(), Vec::new());
            let height = (screen.height() * 0.5).max(160.0);
            // The moment's cards share ids with the table's: no click hints on them, and what
            // the pointer does to them is dropped, never taken for a click on the table.
            super::pointer::set_hints(ctx, Default::default());
            ui.allocate_ui(egui::vec2(width, height), |ui| {
                ui.set_min_size(egui::vec2(width, height));
                super::zones::draw_all(ui, &moment.zones, &marks, viewer, 0.0);
            });
            super::pointer::take(ctx);
        }
        ui.add_space(8.0);
        ui.vertical_centered(|ui| {
            let button =
                egui::Button::new(egui::RichText::new(tr!("table-moment-continue")).size(16.0));
            if ui.add_enabled(armed, button).clicked() {
                go_on = true;
            }
        });
    });
    if armed && ctx.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::Enter)) {
        go_on = true;
    }
    go_on
}

/// Whether the moment's Continue takes input yet. A moment often comes up right after "I am
/// …: show my table" or the player's own last click, under the pointer: a double click would
/// dismiss it unread. So, like the hand-over screen's buttons, Continue (and Enter) wait
/// [`super::hand_over::ARMING_SECS`] after the moment first shows to this viewer (egui's input
/// time, kept in its memory by moment and viewer).
fn armed(ctx: &egui::Context, moment: &Moment, viewer: Option<u8>) -> bool {
    let now = ctx.input(|i| i.time);
    let key = egui::Id::unique(("moment-shown", &moment.id, viewer));
    let since = ctx.data_mut(|d| *d.get_temp_mut_or_insert_with(key, || now));
    let waited = now - since;
    if waited >= super::hand_over::ARMING_SECS {
        return true;
    }
    ctx.request_repaint_after(std::time::Duration::from_secs_f64(
        super::hand_over::ARMING_SECS - waited,
    ));
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    fn with_moment(id: &str) -> Scene {
        Scene {
            moment: Some(Moment {
                id: id.into(),
                title: "Battle 1 ends".into(),
                lines: vec!["North wins the battle".into()],
                zones: Vec::new(),
            }),
            ..Scene::default()
        }
    }

    #[test]
    fn each_viewer_sees_a_moment_once() {
        let mut seen = Seen::default();
        let scene = with_moment("battle-1-end");
        assert!(seen.due(&scene, Viewer::Seat(0)).is_some());
        seen.dismiss(Viewer::Seat(0), "battle-1-end");
        assert!(seen.due(&scene, Viewer::Seat(0)).is_none());
        // The other player has not seen it yet.
        assert!(seen.due(&scene, Viewer::Seat(1)).is_some());
        // The next moment is new to everyone.
        assert!(
            seen.due(&with_moment("battle-2-end"), Viewer::Seat(0))
                .is_some()
        );
        assert!(seen.due(&Scene::default(), Viewer::Seat(1)).is_none());
    }

    #[test]
    fn a_moment_seen_by_everyone_is_due_to_nobody_but_the_next_one_is() {
        let mut seen = Seen::default();
        seen.seen_by_everyone("battle-1-end");
        for viewer in [Viewer::Seat(0), Viewer::Seat(1), Viewer::Spectator] {
            assert!(seen.due(&with_moment("battle-1-end"), viewer).is_none());
            assert!(seen.due(&with_moment("battle-2-end"), viewer).is_some());
        }
    }
}

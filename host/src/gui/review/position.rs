//! One position of the review: who moved, what they played, what the bot preferred and how
//! the chances stood, and the table as the judging seat saw it, the preferred move's clicks
//! marked.

use crate::gui::table::paint::Marks;
use crate::gui::table::selection;
use crate::review::{Position, Review};
use crate::tr;
use egui::RichText;

pub fn show(ui: &mut egui::Ui, review: &Review, p: &Position) {
    let name = |seat: u8| {
        review
            .seats
            .get(usize::from(seat))
            .map_or("", String::as_str)
    };
    let chances: Vec<String> = p
        .chances
        .iter()
        .enumerate()
        .map(|(s, c)| {
            tr!(
                "review-seat-chance",
                seat = review.seats.get(s).map_or("", String::as_str),
                percent = format!("{:.0}", c * 100.0)
            )
        })
        .collect();
    ui.label(
        RichText::new(tr!(
            "review-position",
            number = p.index + 1,
            seat = name(p.mover),
            chances = chances.join(", ")
        ))
        .strong(),
    );
    let played = if p.sentence.is_empty() {
        p.played.clone()
    } else {
        p.sentence.clone()
    };
    ui.label(tr!("review-played", move = played))
        .on_hover_text(&p.played);
    match p.weighed.first() {
        Some(best) if best.action != p.played => {
            let said = p.preferred_sentence.as_deref().unwrap_or(&best.action);
            ui.label(
                RichText::new(tr!(
                    "review-preferred",
                    move = said,
                    percent = format!("{:.0}", best.value * 100.0),
                    seat = name(p.mover)
                ))
                .color(ui.visuals().warn_fg_color),
            )
            .on_hover_text(&best.action);
        }
        Some(_) => {
            ui.label(tr!("review-same"));
        }
        None if p.judge != p.mover => {
            ui.label(
                RichText::new(tr!(
                    "review-judged-from",
                    judge = name(p.judge),
                    mover = name(p.mover)
                ))
                .weak(),
            );
        }
        None => {}
    }
    ui.separator();
    let marks = Marks::new(
        &p.scene,
        &review.seats,
        Default::default(),
        p.preferred_path.clone(),
    );
    // A picture of the position: clicks on it play nothing.
    let _ = selection::draw_scene(ui, &p.scene, &marks, Some(p.judge), false);
}

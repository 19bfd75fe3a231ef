//! One position of the review: who moved, what they played, what the bot preferred and how
//! the chances stood, and the table as the judging seat saw it, the preferred move's clicks
//! marked.

use crate::gui::table::paint::Marks;
use crate::gui::table::selection;
use crate::review::{Position, Review};
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
            format!(
                "{} {:.0}%",
                review.seats.get(s).map_or("", String::as_str),
                c * 100.0
            )
        })
        .collect();
    ui.label(
        RichText::new(format!(
            "Move {}: {} to move. {}",
            p.index + 1,
            name(p.mover),
            chances.join(", ")
        ))
        .strong(),
    );
    let played = if p.sentence.is_empty() {
        p.played.clone()
    } else {
        p.sentence.clone()
    };
    ui.label(format!("Played: {played}"))
        .on_hover_text(&p.played);
    match p.weighed.first() {
        Some(best) if best.action != p.played => {
            let said = p.preferred_sentence.as_deref().unwrap_or(&best.action);
            ui.label(
                RichText::new(format!(
                    "The bot preferred: {said} ({:.0}% for {}; marked on the table)",
                    best.value * 100.0,
                    name(p.mover)
                ))
                .color(ui.visuals().warn_fg_color),
            )
            .on_hover_text(&best.action);
        }
        Some(_) => {
            ui.label("The bot would have played the same.");
        }
        None if p.judge != p.mover => {
            ui.label(
                RichText::new(format!(
                    "Judged from {}'s information: {}'s own options are not {}'s to know.",
                    name(p.judge),
                    name(p.mover),
                    name(p.judge)
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

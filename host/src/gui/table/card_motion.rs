//! Cards sliding to where they were played: between two scenes, a card that now lies in another
//! zone is drawn moving from where it was. Remembered in egui's memory (nothing in the scene
//! changes); with animations off everything is drawn where it ends.
//!
//! A card keeps its id when it moves in sight (a card played face up from your hand). A card
//! that was hidden before or after (the other player's hand shows backs, a face-down play shows
//! its place) changes id on the way: then the one card that appeared comes from the nearest
//! card that went. A change of many cards at once (a new deal, another viewer after the
//! hand-over) is not a play and does not move.

use egui::{Pos2, Rect};
use std::collections::HashMap;

/// Seconds a card takes to reach its place.
pub const SLIDE: f64 = 0.3;

/// At most this many cards appearing at once are taken for plays; more is a deal or a new view.
const MOST_PLAYED: usize = 2;

/// One card where it was drawn: its id, its zone and its rect.
#[derive(Clone, Debug, PartialEq)]
pub struct Placed {
    pub card: String,
    pub zone: String,
    pub rect: Rect,
}

#[derive(Clone, Debug, Default)]
struct Memory {
    seen: Vec<Placed>,
    /// Cards on their way: the card → the rect it left and when.
    slides: HashMap<String, (Rect, f64)>,
}

/// The cards that moved between two frames: (card, the rect it comes from).
fn moves(old: &[Placed], now: &[Placed]) -> Vec<(String, Rect)> {
    let before: HashMap<&str, &Placed> = old.iter().map(|p| (p.card.as_str(), p)).collect();
    let after: HashMap<&str, &Placed> = now.iter().map(|p| (p.card.as_str(), p)).collect();
    let mut found = Vec::new();
    let mut appeared = Vec::new();
    for p in now {
        match before.get(p.card.as_str()) {
            Some(was) if was.zone != p.zone => found.push((p.card.clone(), was.rect)),
            Some(_) => {}
            None => appeared.push(p),
        }
    }
    let mut gone: Vec<&Placed> = old
        .iter()
        .filter(|p| !after.contains_key(p.card.as_str()))
        .collect();
    if appeared.is_empty() || appeared.len() > MOST_PLAYED || gone.len() > MOST_PLAYED + 1 {
        return found;
    }
    for p in appeared {
        let nearest = gone
            .iter()
            .enumerate()
            .filter(|(_, g)| g.zone != p.zone)
            .min_by(|(_, a), (_, b)| {
                let (da, db) = (
                    a.rect.center().distance_sq(p.rect.center()),
                    b.rect.center().distance_sq(p.rect.center()),
                );
                da.total_cmp(&db)
            })
            .map(|(i, _)| i);
        if let Some(i) = nearest {
            let from = gone.remove(i);
            found.push((p.card.clone(), from.rect));
        }
    }
    found
}

fn lerp(a: Pos2, b: Pos2, t: f32) -> Pos2 {
    a + (b - a) * t
}

/// Notes where the cards are this frame and returns the rect each moving card is drawn at;
/// asks for repaints while one moves.
pub fn track(
    ctx: &egui::Context,
    id: egui::Id,
    now_placed: Vec<Placed>,
    animations: bool,
) -> HashMap<String, Rect> {
    let now = ctx.input(|i| i.time);
    let drawn = ctx.data_mut(|d| {
        let memory = d.get_temp_mut_or_default::<Memory>(id);
        if memory.seen != now_placed {
            if animations && !memory.seen.is_empty() {
                for (card, from) in moves(&memory.seen, &now_placed) {
                    memory.slides.insert(card, (from, now));
                }
            }
            memory.seen = now_placed;
        }
        memory
            .slides
            .retain(|_, (_, start)| animations && now - *start < SLIDE);
        let target: HashMap<&str, Rect> = memory
            .seen
            .iter()
            .map(|p| (p.card.as_str(), p.rect))
            .collect();
        memory
            .slides
            .iter()
            .filter_map(|(card, (from, start))| {
                let to = target.get(card.as_str())?;
                let t = ((now - start) / SLIDE).clamp(0.0, 1.0) as f32;
                let eased = t * t * (3.0 - 2.0 * t);
                let min = lerp(from.min, to.min, eased);
                Some((card.clone(), Rect::from_min_size(min, to.size())))
            })
            .collect::<HashMap<_, _>>()
    });
    if !drawn.is_empty() {
        ctx.request_repaint();
    }
    drawn
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(card: &str, zone: &str, x: f32) -> Placed {
        Placed {
            card: card.into(),
            zone: zone.into(),
            rect: Rect::from_min_size(Pos2::new(x, 0.0), egui::vec2(10.0, 14.0)),
        }
    }

    #[test]
    fn a_card_played_in_sight_slides_from_the_hand() {
        let old = [at("L5", "hand", 0.0), at("A4", "hand", 20.0)];
        let now = [at("A4", "hand", 0.0), at("L5", "land", 100.0)];
        assert_eq!(moves(&old, &now), [("L5".to_string(), old[0].rect)]);
    }

    #[test]
    fn a_hidden_card_comes_from_the_nearest_card_that_went() {
        // The other player's hand shows backs; their face-down play shows its place.
        let old = [
            at("back:1", "their hand", 0.0),
            at("back:2", "their hand", 20.0),
        ];
        let now = [at("back:1", "their hand", 0.0), at("air.1.1", "air", 30.0)];
        assert_eq!(moves(&old, &now), [("air.1.1".to_string(), old[1].rect)]);
    }

    #[test]
    fn a_new_deal_or_another_viewer_moves_nothing() {
        let old = [
            at("a", "hand", 0.0),
            at("b", "hand", 10.0),
            at("c", "hand", 20.0),
        ];
        let now = [
            at("x", "hand", 0.0),
            at("y", "hand", 10.0),
            at("z", "hand", 20.0),
        ];
        assert!(moves(&old, &now).is_empty());
        // Cards that stay in their zone (a hand closing up) do not slide either.
        let now = [at("b", "hand", 0.0), at("c", "hand", 10.0)];
        assert!(moves(&old, &now).is_empty());
    }
}

//! Drawing card zones: hands, stacks with covered cards, decks and pools.

use super::paint::Marks;
use crate::gui::style::{NEXT_STEP, SELECTED};
use egui::{Align2, Color32, FontId, Pos2, Rect, Sense, Stroke, StrokeKind, Vec2};
use game_sdk::scene::{CardFace, CardView, Zone, ZoneKind};

const CARD: Vec2 = Vec2::new(80.0, 108.0);
/// How much of a covered card shows under the one on top of it.
const COVERED_STRIP: f32 = 24.0;
const GAP: f32 = 6.0;
const PAD: f32 = 5.0;
const TITLE: f32 = 20.0;

/// Draws zones, those sharing a group in one column; returns the element clicked.
pub fn draw_all(ui: &mut egui::Ui, zones: &[Zone], marks: &Marks) -> Option<String> {
    let mut groups: Vec<(Option<&str>, Vec<&Zone>)> = Vec::new();
    for zone in zones {
        match groups
            .iter_mut()
            .find(|(g, _)| g.is_some() && *g == zone.group.as_deref())
        {
            Some((_, members)) => members.push(zone),
            None => groups.push((zone.group.as_deref(), vec![zone])),
        }
    }
    let mut clicked = None;
    ui.horizontal_wrapped(|ui| {
        for (group, members) in &groups {
            ui.group(|ui| {
                ui.vertical(|ui| {
                    if let Some(g) = group {
                        let mut chars = g.chars();
                        let title: String = chars
                            .next()
                            .map(|c| c.to_uppercase().chain(chars).collect())
                            .unwrap_or_default();
                        ui.strong(title);
                    }
                    for zone in members {
                        if let Some(c) = draw_zone(ui, zone, marks) {
                            clicked = Some(c);
                        }
                    }
                });
            });
        }
    });
    clicked
}

fn draw_zone(ui: &mut egui::Ui, zone: &Zone, marks: &Marks) -> Option<String> {
    let zone_next = marks.next.contains(&zone.id);
    let title = if zone.kind == ZoneKind::Deck || zone.cards.is_empty() && zone.count > 0 {
        format!("{} ({})", zone.title, zone.count)
    } else {
        zone.title.clone()
    };
    let font = FontId::proportional(13.0);
    let title_galley = ui
        .painter()
        .layout_no_wrap(title, font, ui.visuals().text_color());
    let cards = zone.cards.len();
    let content = match zone.kind {
        ZoneKind::Deck => CARD,
        ZoneKind::Stack => Vec2::new(
            CARD.x,
            (CARD.y + COVERED_STRIP * cards.saturating_sub(1) as f32).max(CARD.y * 0.6),
        ),
        ZoneKind::Hand | ZoneKind::Pool => Vec2::new(
            (CARD.x + GAP) * cards as f32 - GAP,
            if cards == 0 { 8.0 } else { CARD.y },
        ),
    };
    let size =
        Vec2::new(content.x.max(title_galley.size().x), TITLE + content.y) + Vec2::splat(2.0 * PAD);
    // The zone is allocated (and so registered for clicks) before its cards, so a click on a
    // card reaches the card and a click elsewhere in the zone reaches the zone.
    let (rect, response) = ui.allocate_exact_size(size, Sense::click());
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, zone_next, &zone.title));
    let stroke = if marks.selected.contains(&zone.id) {
        Stroke::new(3.0, SELECTED)
    } else if zone_next {
        Stroke::new(2.5, NEXT_STEP)
    } else {
        Stroke::new(1.0, ui.visuals().widgets.noninteractive.bg_stroke.color)
    };
    ui.painter()
        .rect_stroke(rect, 4.0, stroke, StrokeKind::Inside);
    let origin = rect.min + Vec2::splat(PAD);
    ui.painter()
        .galley(origin, title_galley, ui.visuals().text_color());
    let top = origin + Vec2::new(0.0, TITLE);
    let mut clicked = None;
    match zone.kind {
        ZoneKind::Deck => paint_back(ui, Rect::from_min_size(top, CARD)),
        ZoneKind::Stack => {
            for (i, card) in zone.cards.iter().enumerate() {
                let r = Rect::from_min_size(top + Vec2::new(0.0, COVERED_STRIP * i as f32), CARD);
                if let Some(c) = draw_card(ui, card, r, marks) {
                    clicked = Some(c);
                }
            }
        }
        ZoneKind::Hand | ZoneKind::Pool => {
            for (i, card) in zone.cards.iter().enumerate() {
                let r = Rect::from_min_size(top + Vec2::new((CARD.x + GAP) * i as f32, 0.0), CARD);
                if let Some(c) = draw_card(ui, card, r, marks) {
                    clicked = Some(c);
                }
            }
        }
    }
    if clicked.is_none() && response.clicked() {
        clicked = Some(zone.id.clone());
    }
    clicked
}

fn paint_back(ui: &egui::Ui, rect: Rect) {
    let painter = ui.painter();
    painter.rect_filled(rect, 6.0, Color32::from_rgb(70, 60, 120));
    painter.rect_stroke(
        rect.shrink(5.0),
        4.0,
        Stroke::new(1.5, Color32::from_rgb(170, 160, 220)),
        StrokeKind::Inside,
    );
}

fn draw_card(ui: &mut egui::Ui, card: &CardView, rect: Rect, marks: &Marks) -> Option<String> {
    let painter = ui.painter();
    match &card.face {
        CardFace::Back => paint_back(ui, rect),
        CardFace::Front {
            key,
            title,
            value,
            effective,
            face_down,
            ..
        } => {
            let fill = if *face_down {
                Color32::from_rgb(200, 196, 215)
            } else {
                Color32::from_rgb(250, 246, 232)
            };
            painter.rect_filled(rect, 6.0, fill);
            painter.rect_stroke(
                rect,
                6.0,
                Stroke::new(1.0, Color32::from_gray(90)),
                StrokeKind::Inside,
            );
            let ink = Color32::from_gray(25);
            painter.text(
                rect.left_top() + Vec2::new(6.0, 4.0),
                Align2::LEFT_TOP,
                key,
                FontId::proportional(14.0),
                ink,
            );
            if let Some(v) = effective.or(*value) {
                painter.text(
                    rect.right_top() + Vec2::new(-6.0, 4.0),
                    Align2::RIGHT_TOP,
                    v,
                    FontId::proportional(16.0),
                    ink,
                );
            }
            if !card.covered {
                let galley = painter.layout(
                    title.clone(),
                    FontId::proportional(11.0),
                    ink,
                    rect.width() - 10.0,
                );
                painter.galley(Pos2::new(rect.left() + 5.0, rect.top() + 26.0), galley, ink);
            }
        }
    }
    let id = ui.scope_id().with(&card.id);
    let next = marks.next.contains(&card.id);
    // A card that cannot be chosen does not take the click, so it reaches the zone below it
    // (a theater is often the target of a play while cards lie in it).
    let sense = if next || marks.selected.contains(&card.id) {
        Sense::click()
    } else {
        Sense::hover()
    };
    let response = ui.interact(rect, id, sense);
    let label = super::paint::card_label(card);
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, next, &label));
    let help = match &card.face {
        CardFace::Front { key, text, .. } => marks.help(key).unwrap_or_else(|| text.clone()),
        CardFace::Back => String::new(),
    };
    let response = if help.is_empty() {
        response
    } else {
        response.on_hover_text(help)
    };
    if marks.selected.contains(&card.id) {
        ui.painter()
            .rect_stroke(rect, 6.0, Stroke::new(3.0, SELECTED), StrokeKind::Outside);
    } else if next {
        ui.painter()
            .rect_stroke(rect, 6.0, Stroke::new(2.5, NEXT_STEP), StrokeKind::Outside);
    } else if marks.last.contains(&card.id) {
        ui.painter().rect_stroke(
            rect,
            6.0,
            Stroke::new(2.5, crate::gui::style::LAST_MOVE),
            StrokeKind::Outside,
        );
    }
    response.clicked().then(|| card.id.clone())
}

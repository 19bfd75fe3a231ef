//! Drawing card zones: hands, stacks with covered cards, decks and pools.

use super::paint::Marks;
use crate::gui::style::{NEXT_STEP, SELECTED};
use egui::{Align2, Color32, FontId, Pos2, Rect, Sense, Stroke, StrokeKind, Vec2};
use game_sdk::scene::{CardFace, CardView, Zone, ZoneKind};

const CARD: Vec2 = Vec2::new(70.0, 98.0);
/// How much of a covered card shows under the one on top of it.
const COVERED_STRIP: f32 = 24.0;

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
                        ui.strong(*g);
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
    let mut clicked = None;
    let zone_next = marks.next.contains(&zone.id);
    let title = if zone.kind == ZoneKind::Deck || zone.cards.is_empty() && zone.count > 0 {
        format!("{} ({})", zone.title, zone.count)
    } else {
        zone.title.clone()
    };
    let frame = egui::Frame::new()
        .inner_margin(4.0)
        .corner_radius(4.0)
        .stroke(if zone_next {
            Stroke::new(2.5, NEXT_STEP)
        } else if marks.selected.contains(&zone.id) {
            Stroke::new(3.0, SELECTED)
        } else {
            Stroke::NONE
        });
    let response = frame
        .show(ui, |ui| {
            ui.label(title);
            match zone.kind {
                ZoneKind::Deck => {
                    let (rect, _) = ui.allocate_exact_size(CARD, Sense::hover());
                    paint_back(ui, rect);
                }
                ZoneKind::Stack => {
                    let height = CARD.y + COVERED_STRIP * zone.cards.len().saturating_sub(1) as f32;
                    let (rect, _) = ui.allocate_exact_size(
                        Vec2::new(CARD.x, height.max(CARD.y * 0.5)),
                        Sense::hover(),
                    );
                    for (i, card) in zone.cards.iter().enumerate() {
                        let r = Rect::from_min_size(
                            rect.min + Vec2::new(0.0, COVERED_STRIP * i as f32),
                            CARD,
                        );
                        if let Some(c) = draw_card(ui, card, r, marks) {
                            clicked = Some(c);
                        }
                    }
                }
                ZoneKind::Hand | ZoneKind::Pool => {
                    ui.horizontal_wrapped(|ui| {
                        for card in &zone.cards {
                            let (rect, _) = ui.allocate_exact_size(CARD, Sense::hover());
                            if let Some(c) = draw_card(ui, card, rect, marks) {
                                clicked = Some(c);
                            }
                        }
                    });
                }
            }
        })
        .response;
    let response = ui.interact(response.rect, ui.scope_id().with(&zone.id), Sense::click());
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, zone_next, &zone.title));
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

fn card_label(card: &CardView) -> String {
    match &card.face {
        CardFace::Back => "face-down card".into(),
        CardFace::Front {
            key,
            title,
            face_down,
            ..
        } => {
            format!(
                "{key} {title}{}",
                if *face_down { " (face down)" } else { "" }
            )
        }
    }
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
    let response = ui.interact(rect, id, Sense::click());
    let next = marks.next.contains(&card.id);
    let label = card_label(card);
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

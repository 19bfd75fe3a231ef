//! Drawing card zones (hands, stacks with covered cards, decks, pools) where
//! [`super::layout`] puts them, and card faces from what the scene says of each card.

use super::badges;
use super::card_motion;
use super::layout::{self, GAP, GroupIn, Layout, Place, Spread, TableIn, ZoneIn};
use super::paint::Marks;
use crate::gui::style::{self, CardLook, HALO, LAST_MOVE, NEXT_STEP, SELECTED};
use crate::tr;
use egui::text::{LayoutJob, TextWrapping};
use egui::{Align2, Color32, FontId, Pos2, Rect, Sense, Stroke, StrokeKind, Vec2, pos2, vec2};
use game_wire::scene::{Board, CardFace, CardView, Category, Zone, ZoneKind};
use std::collections::HashMap;
use std::sync::Arc;

/// Zones in the order the scene gives them, those sharing a group together.
fn grouped(zones: &[Zone]) -> Vec<(Option<&str>, Vec<&Zone>)> {
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
    groups
}

/// The font of a zone's title line.
fn title_font() -> FontId {
    FontId::proportional(12.5)
}

/// A zone's title line as drawn: a deck, or a pile whose cards are not shown, with its count.
fn shown_title(zone: &Zone) -> String {
    if zone.kind == ZoneKind::Deck || zone.cards.is_empty() && zone.count > 0 {
        format!("{} ({})", zone.title, zone.count)
    } else {
        zone.title.clone()
    }
}

/// Where a zone sits at the table for the seat at the `bottom`: the seat's own zones at the
/// bottom edge, the other seats' along the top, nobody's between.
fn place_of(zone: &Zone, bottom: Option<u8>) -> Place {
    match (zone.owner, bottom) {
        (Some(o), Some(b)) if o == b => Place::Own,
        (Some(_), _) => Place::Opponent,
        (None, _) => Place::Shared,
    }
}

/// The seat whose zones go at the bottom edge: the viewer's, or for a viewer without a seat (a
/// spectator, the finished match's referee view) the first seat owning a zone, so the table
/// does not change shape for them either.
fn bottom_seat(zones: &[Zone], viewer: Option<u8>) -> Option<u8> {
    viewer.or_else(|| zones.iter().filter_map(|z| z.owner).min())
}

/// What the layout needs of a zone: how its cards lie, how many, whether there is anything to
/// read on them, whether they are dice, where it belongs and how wide its title is.
fn zone_in(ui: &egui::Ui, zone: &Zone, (bottom, seats): (Option<u8>, u8), marks: &Marks) -> ZoneIn {
    let ctx = ui.ctx();
    let spread = match zone.kind {
        ZoneKind::Stack => Spread::Stack,
        ZoneKind::Hand | ZoneKind::Pool => Spread::Row,
        ZoneKind::Deck => Spread::Deck,
    };
    let mut title = ctx.fonts_mut(|f| {
        f.layout_no_wrap(shown_title(zone), title_font(), Color32::WHITE)
            .size()
            .x
    });
    // A hand's title line carries its owner's badges too (see `draw_zone`).
    if zone.kind == ZoneKind::Hand && zone.owner.is_some() && marks.first_board.is_none() {
        title += badges::row_width(ui, marks, zone.owner);
    }
    let hidden =
        |c: &CardView| matches!(c.face, CardFace::Back | CardFace::Die { value: None, .. });
    ZoneIn {
        spread,
        cards: zone.cards.len(),
        compact: zone.cards.iter().all(hidden),
        dice: !zone.cards.is_empty()
            && zone
                .cards
                .iter()
                .all(|c| matches!(c.face, CardFace::Die { .. })),
        hand: zone.kind == ZoneKind::Hand,
        place: place_of(zone, bottom),
        around: match (zone.owner, bottom) {
            (Some(o), Some(b)) => {
                ((u16::from(o) + u16::from(seats) - u16::from(b)) % u16::from(seats.max(1))) as u8
            }
            _ => 0,
        },
        title_width: title.ceil().clamp(0.0, f32::from(u16::MAX)) as u16,
    }
}

/// The last layout computed, with what it was computed from: the layout only changes when the
/// window or the number of cards does, so most frames reuse it.
struct LastLayout {
    input: TableIn,
    avail: Rect,
    layout: Layout,
}

/// The layout of the scene's zones and `boards` boards in `avail`.
fn layout_table(
    ui: &egui::Ui,
    id: egui::Id,
    boards: usize,
    zones: &[Zone],
    (viewer, marks): (Option<u8>, &Marks),
    avail: Rect,
) -> Arc<LastLayout> {
    let ctx = ui.ctx();
    let bottom = bottom_seat(zones, viewer);
    // The seats the zones show (the plugin's seats own them by number from 0).
    let seats = zones
        .iter()
        .filter_map(|z| z.owner)
        .chain(bottom)
        .max()
        .map_or(1, |m| m.saturating_add(1));
    let groups: Vec<GroupIn> = grouped(zones)
        .iter()
        .map(|(group, members)| GroupIn {
            heading: group.is_some() && members.iter().any(|z| z.kind == ZoneKind::Stack),
            zones: members
                .iter()
                .map(|z| zone_in(ui, z, (bottom, seats), marks))
                .collect(),
        })
        .collect();
    let input = TableIn { groups, boards };
    if let Some(last) = ctx.data(|d| d.get_temp::<Arc<LastLayout>>(id))
        && last.input == input
        && last.avail == avail
    {
        return last;
    }
    let layout = layout::layout(&input, avail);
    let last = Arc::new(LastLayout {
        input,
        avail,
        layout,
    });
    ctx.data_mut(|d| d.insert_temp(id, last.clone()));
    last
}

/// Draws zones alone filling the space left in `ui` but `reserve` at the bottom (a moment's
/// summary); returns the element clicked.
pub fn draw_all(
    ui: &mut egui::Ui,
    zones: &[Zone],
    marks: &Marks,
    viewer: Option<u8>,
    reserve: f32,
) -> Option<String> {
    draw_table(ui, &[], zones, marks, viewer, reserve)
}

/// Draws the table filling the space left in `ui` but `reserve` at the bottom: the viewer's
/// zones pinned to the bottom edge, the other seats' along the top, the boards and shared zones
/// between (that part scrolling only when even the smallest cards do not fit); returns the
/// element clicked.
pub fn draw_table(
    ui: &mut egui::Ui,
    boards: &[Board],
    zones: &[Zone],
    marks: &Marks,
    viewer: Option<u8>,
    reserve: f32,
) -> Option<String> {
    // Badges whose owner has no hand to stand beside (or no owner) go on a line above; with a
    // board on the table they are beside the board instead.
    let has_hand = |owner: Option<u8>| {
        owner.is_some()
            && zones
                .iter()
                .any(|z| z.kind == ZoneKind::Hand && z.owner == owner)
    };
    if marks.first_board.is_none() && marks.badges.iter().any(|b| !has_hand(b.owner)) {
        badges::line(ui, marks, |b| !has_hand(b.owner));
    }
    let mut avail = ui.available_rect_before_wrap();
    avail.max.y = (avail.max.y - reserve).max(avail.min.y);
    let local = Rect::from_min_size(Pos2::ZERO, avail.size());
    let id = ui.scope_id().with("zones-layout");
    let last = layout_table(ui, id, boards.len(), zones, (viewer, marks), local);
    let lay = &last.layout;
    let (rect, _) = ui.allocate_exact_size(avail.size(), Sense::hover());
    let base = rect.min.to_vec2();
    let look = style::card_look(ui.visuals().dark_mode);
    let mut table = Drawn {
        zones,
        lay,
        marks,
        look: &look,
        clicked: None,
        lifted: None,
    };
    let sliding = if lay.fits() {
        table.upper(ui, boards, base, base)
    } else {
        let upper = lay.upper.translate(base);
        let mut child = ui.new_child(egui::UiBuilder::new().max_rect(upper));
        egui::ScrollArea::both()
            .id_salt("table-upper")
            .auto_shrink([false, false])
            .show(&mut child, |ui| {
                let (r, _) = ui.allocate_exact_size(lay.upper_size, Sense::hover());
                let offset = r.min.to_vec2() - lay.upper.min.to_vec2();
                table.upper(ui, boards, offset, base)
            })
            .inner
    };
    // The viewer's band after the rest, so a card lifted out of it shows over the table.
    table.part(ui, true, base, &sliding);
    if let Some((card, rect)) = table.lifted.take() {
        paint_card(ui.painter(), card, rect, &look);
        outline(ui.painter(), card, rect, marks);
    }
    // Cards on their way are drawn last, over the zones they cross.
    for (card, rect) in &sliding {
        if let Some(view) = zones.iter().flat_map(|z| &z.cards).find(|c| &c.id == card) {
            paint_card(ui.painter(), view, *rect, &look);
        }
    }
    table.clicked
}

/// A table being drawn: what it draws from, and what came of it so far.
struct Drawn<'a> {
    zones: &'a [Zone],
    lay: &'a Layout,
    marks: &'a Marks,
    look: &'a CardLook,
    clicked: Option<String>,
    /// The card under the pointer in a crowded row, painted last where it rises to.
    lifted: Option<(&'a CardView, Rect)>,
}

impl<'a> Drawn<'a> {
    /// Draws the part above the viewer's band (boards, other seats', shared zones) at
    /// `offset`, after noting where every card is for the slides (the viewer's band at
    /// `pinned`); returns the cards on their way.
    fn upper(
        &mut self,
        ui: &mut egui::Ui,
        boards: &[Board],
        offset: Vec2,
        pinned: Vec2,
    ) -> HashMap<String, Rect> {
        let sliding = self.motion(ui, offset, pinned);
        if !boards.is_empty() {
            let area = self.lay.boards.translate(offset);
            let each = (area.height() - GAP * (boards.len() - 1) as f32) / boards.len() as f32;
            for (n, b) in boards.iter().enumerate() {
                let rect = Rect::from_min_size(
                    area.min + vec2(0.0, (each + GAP) * n as f32),
                    vec2(area.width(), each),
                );
                if let Some(c) = super::board::draw(ui, b, rect, self.marks) {
                    self.clicked = Some(c);
                }
            }
        }
        self.part(ui, false, offset, &sliding);
        sliding
    }

    /// Every card's place for the slides (see [`card_motion::track`]).
    fn motion(&self, ui: &egui::Ui, offset: Vec2, pinned: Vec2) -> HashMap<String, Rect> {
        let mut placed = Vec::new();
        for (g, (_, members)) in grouped(self.zones).iter().enumerate() {
            for (i, zone) in members.iter().enumerate() {
                let rects = &self.lay.zones[g][i];
                let at = if rects.pinned { pinned } else { offset };
                for (card, r) in zone.cards.iter().zip(&rects.cards) {
                    placed.push(card_motion::Placed {
                        card: card.id.clone(),
                        zone: zone.id.clone(),
                        rect: r.rect.translate(at),
                    });
                }
            }
        }
        let motion_id = ui.scope_id().with("zones-motion");
        card_motion::track(ui.ctx(), motion_id, placed, self.marks.animations)
    }

    /// Draws the zones of one part (the viewer's band when `pinned`, else the rest) at `offset`.
    fn part(
        &mut self,
        ui: &mut egui::Ui,
        pinned: bool,
        offset: Vec2,
        sliding: &HashMap<String, Rect>,
    ) {
        for (g, (group, members)) in grouped(self.zones).iter().enumerate() {
            if !pinned && let (Some(heading), Some(key)) = (self.lay.headings[g], group) {
                draw_heading(ui, heading.translate(offset), key, members);
            }
            for (i, zone) in members.iter().enumerate() {
                let rects = &self.lay.zones[g][i];
                if rects.pinned != pinned {
                    continue;
                }
                let (clicked, lifted) =
                    draw_zone(ui, zone, rects, offset, self.marks, self.look, sliding);
                if let Some(c) = clicked {
                    self.clicked = Some(c);
                }
                if lifted.is_some() {
                    self.lifted = lifted;
                }
            }
        }
    }
}

/// A column's heading: the category its zones share (coloured), or the group's name.
fn draw_heading(ui: &egui::Ui, rect: Rect, key: &str, members: &[&Zone]) {
    let shared = members
        .first()
        .and_then(|z| z.category.as_ref())
        .filter(|c| members.iter().all(|z| z.category.as_ref() == Some(*c)));
    let (text, fill) = match shared {
        Some(c) => (
            c.title.clone(),
            Some(style::category_color(&c.key, c.color)),
        ),
        None => {
            let mut chars = key.chars();
            let title = chars
                .next()
                .map(|c| c.to_uppercase().chain(chars).collect())
                .unwrap_or_default();
            (title, None)
        }
    };
    let painter = ui.painter();
    let font = FontId::proportional(14.0);
    let ink = match fill {
        Some(fill) => {
            painter.rect_filled(rect.shrink2(vec2(0.0, 1.0)), 4.0, fill);
            style::ink_on(fill)
        }
        None => ui.visuals().strong_text_color(),
    };
    painter.text(rect.center(), Align2::CENTER_CENTER, text, font, ink);
}

/// One line of text cut to `width` with an ellipsis.
fn one_line(
    painter: &egui::Painter,
    text: String,
    font: FontId,
    color: Color32,
    width: f32,
) -> std::sync::Arc<egui::Galley> {
    let mut job = LayoutJob::simple_singleline(text, font, color);
    job.wrap = TextWrapping::truncate_at_width(width.max(1.0));
    painter.layout_job(job)
}

/// Draws a zone and its cards; returns the element clicked, and the card under the pointer in
/// a crowded row with where it rises to (painted by the caller over everything else).
fn draw_zone<'z>(
    ui: &mut egui::Ui,
    zone: &'z Zone,
    rects: &layout::ZoneRect,
    offset: Vec2,
    marks: &Marks,
    look: &CardLook,
    sliding: &HashMap<String, Rect>,
) -> (Option<String>, Option<(&'z CardView, Rect)>) {
    let rect = rects.rect.translate(offset);
    let zone_next = marks.next.contains(&zone.id);
    // The zone takes clicks before its cards are registered, so a click on a card reaches the
    // card and a click elsewhere in the zone reaches the zone.
    let response = ui.interact(rect, ui.scope_id().with(&zone.id), Sense::click());
    let response = super::pointer::report(ui, response, &zone.id);
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, zone_next, &zone.title));
    let dark = ui.visuals().dark_mode;
    let category = zone
        .category
        .as_ref()
        .map(|c| style::category_color(&c.key, c.color));
    let painter = ui.painter();
    let (fill, edge) = match category {
        Some(c) => (style::zone_tint(c, dark), Stroke::new(1.0, c)),
        None => (
            Color32::TRANSPARENT,
            Stroke::new(1.0, ui.visuals().widgets.noninteractive.bg_stroke.color),
        ),
    };
    painter.rect_filled(rect, 4.0, fill);
    if marks.selected.contains(&zone.id) {
        halo_outline(painter, rect, Stroke::new(3.0, SELECTED));
    } else if zone_next {
        halo_outline(
            painter,
            rect,
            Stroke::new(2.5, effect_color(marks, &zone.id)),
        );
    } else if marks.last.contains(&zone.id) {
        halo_outline(painter, rect, Stroke::new(2.5, LAST_MOVE));
    } else {
        painter.rect_stroke(rect, 4.0, edge, StrokeKind::Inside);
    }
    let title = shown_title(zone);
    let mut title_rect = rects.title.translate(offset);
    if zone.kind == ZoneKind::Hand && zone.owner.is_some() && marks.first_board.is_none() {
        // The badges go first; the title keeps what is left (cut short with an ellipsis).
        let room = (title_rect.width() - 40.0).max(0.0);
        let used = badges::row(ui, marks, zone.owner, title_rect.right_center(), room);
        title_rect.max.x -= used;
    }
    // The counters that belong here (a side's strength) go at the title line's right end.
    for c in marks.zone_counters.get(&zone.id).into_iter().flatten() {
        let used = super::score::on_zone(ui, &marks.seat_titles, c, title_rect.right_center());
        title_rect.max.x -= used;
    }
    let painter = ui.painter();
    let galley = one_line(
        painter,
        title,
        title_font(),
        ui.visuals().text_color(),
        title_rect.width(),
    );
    painter.galley(
        title_rect.left_center() - vec2(0.0, galley.size().y / 2.0),
        galley,
        ui.visuals().text_color(),
    );
    let slot = rects.slot.translate(offset);
    match zone.kind {
        ZoneKind::Deck if zone.cards.is_empty() => {
            if zone.count > 0 {
                paint_back(painter, slot, look);
                let size = (slot.height() * 0.4).clamp(12.0, 30.0);
                painter.text(
                    slot.center(),
                    Align2::CENTER_CENTER,
                    zone.count,
                    FontId::proportional(size),
                    Color32::WHITE,
                );
            } else {
                empty_place(painter, slot, ui.visuals().weak_text_color());
            }
        }
        ZoneKind::Stack if zone.cards.is_empty() => {
            empty_place(painter, slot, ui.visuals().weak_text_color());
        }
        _ => {}
    }
    // In a crowded row the card under the pointer rises, whole, over its neighbours; where
    // each card takes clicks stays put, so nothing under the pointer moves away from it.
    let hovered = rects.crowded().then(|| {
        rects
            .cards
            .iter()
            .position(|r| ui.rect_contains_pointer(r.visible.translate(offset)))
    });
    let mut clicked = None;
    let mut lifted = None;
    for (index, (card, r)) in zone.cards.iter().zip(&rects.cards).enumerate() {
        let (full, visible) = (r.rect.translate(offset), r.visible.translate(offset));
        let moving = sliding.contains_key(&card.id);
        let rises = hovered.flatten() == Some(index) && !moving;
        if rises {
            lifted = Some((card, full.translate(rects.lift)));
        }
        let label = super::paint::card_label_in(zone, index);
        let shown = [!(moving || rises), !rises];
        if let Some(c) = draw_card(ui, card, &label, [full, visible], marks, look, shown) {
            clicked = Some(c);
        }
    }
    if clicked.is_none() && response.clicked() {
        clicked = Some(zone.id.clone());
    }
    (clicked, lifted)
}

/// A bright outline on a dark halo inside `rect`: it reads on any card or zone colour.
fn halo_outline(painter: &egui::Painter, rect: Rect, stroke: Stroke) {
    painter.rect_stroke(
        rect,
        6.0,
        Stroke::new(stroke.width + 2.5, HALO),
        StrokeKind::Inside,
    );
    painter.rect_stroke(rect.shrink(1.25), 6.0, stroke, StrokeKind::Inside);
}

/// The colour of a next element's outline by what clicking it does.
fn effect_color(marks: &Marks, id: &str) -> Color32 {
    use game_wire::scene::Effect;
    match marks.effect_of(id) {
        Some(Effect::Capture) => style::CAPTURE,
        Some(Effect::Attack) => style::ATTACK,
        Some(Effect::Push) => style::PUSH,
        Some(Effect::Place) => style::PLACE,
        Some(Effect::Move) | None => NEXT_STEP,
    }
}

/// The outline of a place where cards will go.
fn empty_place(painter: &egui::Painter, rect: Rect, color: Color32) {
    painter.rect_stroke(
        rect.shrink(2.0),
        6.0,
        Stroke::new(1.0, color.gamma_multiply(0.6)),
        StrokeKind::Inside,
    );
}

fn paint_back(painter: &egui::Painter, rect: Rect, look: &CardLook) {
    painter.rect_filled(rect, 6.0, look.back);
    let inset = (rect.width() * 0.07).clamp(3.0, 8.0);
    painter.rect_stroke(
        rect.shrink(inset),
        4.0,
        Stroke::new(1.5, look.back_line),
        StrokeKind::Inside,
    );
}

/// The header band: the strength that counts, big, then the title; on the category's colour.
fn paint_band(
    painter: &egui::Painter,
    rect: Rect,
    band: f32,
    fill: Color32,
    value: Option<i64>,
    printed: Option<i64>,
    title: &str,
) {
    let band_rect = Rect::from_min_size(rect.min, vec2(rect.width(), band));
    let rounding = egui::CornerRadius {
        nw: 6,
        ne: 6,
        sw: 0,
        se: 0,
    };
    painter.rect_filled(band_rect, rounding, fill);
    let ink = style::ink_on(fill);
    let mut x = band_rect.left() + 5.0;
    if let Some(v) = value {
        let galley = painter.layout_no_wrap(
            v.to_string(),
            FontId::proportional((band * 0.82).round()),
            ink,
        );
        let pos = pos2(x, band_rect.center().y - galley.size().y / 2.0);
        x += galley.size().x + 4.0;
        painter.galley(pos, galley, ink);
        // The printed strength, small, when another one counts now.
        if let Some(p) = printed.filter(|p| Some(*p) != value) {
            let galley = painter.layout_no_wrap(
                format!("({p})"),
                FontId::proportional((band * 0.42).round().max(9.0)),
                ink,
            );
            let pos = pos2(x - 2.0, band_rect.center().y - galley.size().y / 2.0);
            x += galley.size().x + 2.0;
            painter.galley(pos, galley, ink);
        }
    }
    let font = FontId::proportional((band * 0.5).clamp(10.0, 15.0));
    let galley = one_line(
        painter,
        title.to_string(),
        font,
        ink,
        band_rect.right() - 4.0 - x,
    );
    painter.galley(
        pos2(x, band_rect.center().y - galley.size().y / 2.0),
        galley,
        ink,
    );
}

fn category_fill(category: Option<&Category>, look: &CardLook) -> Color32 {
    category.map_or(look.band, |c| style::category_color(&c.key, c.color))
}

/// Paints a card's face (or back) into `rect`.
pub fn paint_card(painter: &egui::Painter, card: &CardView, rect: Rect, look: &CardLook) {
    let (key, title, value, effective, face_down, text, category, key_on_face) = match &card.face {
        CardFace::Front {
            key,
            title,
            value,
            effective,
            face_down,
            text,
            category,
            key_on_face,
        } => (
            key,
            title,
            value,
            effective,
            face_down,
            text,
            category,
            *key_on_face,
        ),
        CardFace::Back => return paint_back(painter, rect, look),
        CardFace::Die { sides, value } => {
            return super::dice::paint_die(painter, rect, *sides, *value, look);
        }
    };
    let band = layout::strip(rect.height());
    let fill = category_fill(category.as_ref(), look);
    let counts = effective.or(*value);
    if *face_down {
        // Face down, known to this viewer: the back, with the name and strength strip on top.
        paint_back(painter, rect, look);
        paint_band(painter, rect, band, fill, counts, *value, title);
        if !card.covered {
            let size = (rect.width() * 0.12).clamp(9.0, 14.0);
            painter.text(
                rect.center() + vec2(0.0, band / 2.0),
                Align2::CENTER_CENTER,
                tr!("table-card-face-down-mark"),
                FontId::proportional(size),
                look.back_line,
            );
        }
    } else {
        painter.rect_filled(rect, 6.0, look.paper);
        paint_band(painter, rect, band, fill, counts, *value, title);
        if !card.covered {
            let small = (rect.width() * 0.1).clamp(10.0, 15.0);
            let body =
                Rect::from_min_max(rect.min + vec2(5.0, band + 3.0), rect.max - vec2(5.0, 4.0));
            // The key (where the game prints it) and the category, then as much of the text
            // as fits.
            let tag = match (category, key_on_face) {
                (Some(c), true) => format!("{key} · {}", c.title),
                (Some(c), false) => c.title.clone(),
                (None, true) => key.clone(),
                (None, false) => String::new(),
            };
            let tag = one_line(
                painter,
                tag,
                FontId::proportional(small),
                look.muted,
                body.width(),
            );
            let tag_height = tag.size().y;
            painter.galley(body.min, tag, look.muted);
            let text_top = body.top() + tag_height + 2.0;
            let row = small * 1.2;
            let rows = ((body.bottom() - text_top) / row).floor().max(0.0) as usize;
            if rows > 0 && !text.is_empty() {
                let mut job = LayoutJob::simple(
                    text.clone(),
                    FontId::proportional(small),
                    look.ink,
                    body.width(),
                );
                job.wrap.max_rows = rows;
                let galley = painter.layout_job(job);
                painter.galley(pos2(body.left(), text_top), galley, look.ink);
            }
        }
    }
    painter.rect_stroke(rect, 6.0, Stroke::new(1.0, look.edge), StrokeKind::Inside);
}

fn draw_card(
    ui: &mut egui::Ui,
    card: &CardView,
    label: &str,
    [rect, visible]: [Rect; 2],
    marks: &Marks,
    look: &CardLook,
    [painted, outlined]: [bool; 2],
) -> Option<String> {
    // A card on its way is painted where it is now (after the zones), a lifted one where it
    // rises to (after everything); either takes clicks here.
    if painted {
        paint_card(ui.painter(), card, rect, look);
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
    let response = ui.interact(visible, id, sense);
    let response = super::pointer::report(ui, response, &card.id);
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, next, label));
    let help = match &card.face {
        CardFace::Front { key, text, .. } => marks.help(key).unwrap_or_else(|| text.clone()),
        CardFace::Back => String::new(),
        CardFace::Die { value, .. } => super::dice::die_help(*value),
    };
    let response = if help.is_empty() {
        response
    } else {
        response.on_hover_text(help)
    };
    // Outlines inside the part that shows, so a later card never hides them and nothing moves.
    if outlined {
        outline(ui.painter(), card, visible, marks);
    }
    response.clicked().then(|| card.id.clone())
}

/// A card's outline by what it is to the player: selected, next, or part of the last turn.
fn outline(painter: &egui::Painter, card: &CardView, rect: Rect, marks: &Marks) {
    if marks.selected.contains(&card.id) {
        halo_outline(painter, rect, Stroke::new(3.0, SELECTED));
    } else if marks.next.contains(&card.id) {
        halo_outline(
            painter,
            rect,
            Stroke::new(2.5, effect_color(marks, &card.id)),
        );
    } else if marks.last.contains(&card.id) {
        halo_outline(painter, rect, Stroke::new(2.5, LAST_MOVE));
    } else if marks.last_from.contains(&card.id) {
        painter.rect_stroke(
            rect,
            6.0,
            Stroke::new(1.5, LAST_MOVE.gamma_multiply(0.6)),
            StrokeKind::Inside,
        );
    }
}

//! Where card zones go: pure arithmetic from the space available to the rects of zones and
//! cards, so the table fills any window and nothing is cut off. Nothing here draws.
//!
//! Zones that share a group and hold a stack (ALS: a theater) are a *column*; the columns stand
//! side by side as the battlefield. Every other zone (hands, pools, decks) goes on a *shelf*,
//! either below the battlefield or beside it, whichever lets the cards be bigger. The card size
//! is the largest (within [`MIN_WIDTH`]..=[`MAX_WIDTH`], fixed [`ASPECT`]) at which everything
//! fits; cards in a crowded row overlap, down to [`MIN_STEP`] of a card each. When even the
//! smallest size does not fit, the layout is larger than the space and the caller scrolls.
//! Only counts go in (never the selection), so highlighting never moves anything.

use egui::{Rect, Vec2, pos2, vec2};

/// Card height over width.
pub const ASPECT: f32 = 1.4;
pub const MIN_WIDTH: f32 = 70.0;
pub const MAX_WIDTH: f32 = 170.0;
/// Space between a zone's outline and its cards.
pub const PAD: f32 = 3.0;
/// A zone's title line.
pub const TITLE: f32 = 16.0;
/// A column's heading (the group's name).
pub const HEADING: f32 = 20.0;
/// Between zones, and between cards side by side.
pub const GAP: f32 = 6.0;
/// Cards with nothing to read on them (a row of backs, a deck) are drawn this much smaller.
pub const COMPACT: f32 = 0.5;
/// The least part of a card's width that shows when cards overlap in a crowded row.
pub const MIN_STEP: f32 = 0.5;
/// The narrowest zone, so its title stays readable.
pub const MIN_ZONE_WIDTH: f32 = 64.0;
/// The most a zone is widened for its title; a longer one is cut short with an ellipsis.
pub const MAX_TITLE_WIDTH: f32 = 180.0;
/// A column may grow this many card widths beyond its cards when there is room to spare.
const COLUMN_SLACK: f32 = 0.6;

/// The height of a card's header band: what shows of a covered card in a stack (its name and
/// strength) and what a card face puts its title and value in.
pub fn strip(card_height: f32) -> f32 {
    (card_height * 0.17).clamp(17.0, 28.0).round()
}

/// A card's size for a width.
pub fn card_size(width: f32) -> Vec2 {
    vec2(width, (width * ASPECT).round())
}

/// How a zone's cards lie.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spread {
    /// Each card covers the one before, leaving its header band showing.
    Stack,
    /// Side by side (a hand, a pool), overlapping when crowded.
    Row,
    /// One back (and a count).
    Deck,
}

/// What the layout needs to know of a zone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ZoneIn {
    pub spread: Spread,
    pub cards: usize,
    /// Nothing to read on its cards (backs only): a row is drawn at [`COMPACT`] size. (Stacks
    /// keep the full size, so the battlefield's columns stay even.)
    pub compact: bool,
    /// Order within a column and on the shelf (stable): the viewer's own zones last, nearest
    /// the bottom of the screen.
    pub rank: u8,
    /// The width its title line needs, in whole points (measured by the caller, which has the
    /// fonts): a zone with few cards is widened up to [`MAX_TITLE_WIDTH`] so its title is not
    /// cut short ("Taken from White" over one card).
    pub title_width: u16,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GroupIn {
    /// Whether the group has a heading drawn over its column.
    pub heading: bool,
    pub zones: Vec<ZoneIn>,
}

/// Where one card goes: `rect` is the whole card (painted in order, later cards on top);
/// `visible` is the part not covered by a later card (for clicks and outlines).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CardRect {
    pub rect: Rect,
    pub visible: Rect,
}

#[derive(Clone, Debug, PartialEq)]
pub struct ZoneRect {
    /// The zone's outline.
    pub rect: Rect,
    pub title: Rect,
    /// The size of the zone's cards.
    pub card: Vec2,
    /// Where a deck's back, or the outline of an empty place, goes.
    pub slot: Rect,
    pub cards: Vec<CardRect>,
}

/// Where the shelf went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arrangement {
    Below,
    Beside,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Layout {
    /// The size of a full card.
    pub card: Vec2,
    /// The space the layout covers from the available rect's corner: the available size, or
    /// more when even the smallest cards do not fit (then the caller scrolls).
    pub size: Vec2,
    pub arrangement: Arrangement,
    /// Each group's heading, indexed like the input.
    pub headings: Vec<Option<Rect>>,
    /// Each zone's rects, indexed like the input (`zones[group][zone]`).
    pub zones: Vec<Vec<ZoneRect>>,
}

impl Layout {
    /// Whether everything fits in `avail` without scrolling.
    pub fn fits(&self, avail: Rect) -> bool {
        self.size.x <= avail.width() + 0.5 && self.size.y <= avail.height() + 0.5
    }
}

/// The sizes a plan gives: the card, and in how many lines a row of cards with faces
/// (a hand) is split.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Scale {
    card: Vec2,
    lines: usize,
}

/// The card size of a zone's cards.
fn zone_card(z: &ZoneIn, card: Vec2) -> Vec2 {
    if z.compact && z.spread == Spread::Row || z.spread == Spread::Deck {
        (card * COMPACT).round()
    } else {
        card
    }
}

/// How many lines a zone's cards take, and how many cards the longest line has.
fn lines_of(z: &ZoneIn, lines: usize) -> (usize, usize) {
    let lines = if z.spread == Spread::Row && !z.compact {
        lines.clamp(1, z.cards.max(1))
    } else {
        1
    };
    (lines, z.cards.div_ceil(lines))
}

/// A zone's outer size with its cards side by side (no overlap).
fn natural(z: &ZoneIn, s: Scale) -> Vec2 {
    let k = zone_card(z, s.card);
    let (lines, per_line) = lines_of(z, s.lines);
    let (n, l) = (per_line as f32, lines as f32);
    let inner = match z.spread {
        Spread::Stack => vec2(k.x, k.y + strip(k.y) * (z.cards as f32 - 1.0).max(0.0)),
        Spread::Row if z.cards > 1 => vec2(n * k.x + (n - 1.0) * GAP, l * k.y + (l - 1.0) * GAP),
        Spread::Row | Spread::Deck => k,
    };
    let outer = inner + vec2(2.0 * PAD, 2.0 * PAD + TITLE);
    let title = (f32::from(z.title_width) + 2.0 * PAD).min(MAX_TITLE_WIDTH);
    vec2(outer.x.max(MIN_ZONE_WIDTH).max(title), outer.y)
}

/// The narrowest a zone can be: a crowded row overlaps its cards down to [`MIN_STEP`] (when
/// `overlap` allows it).
fn min_width(z: &ZoneIn, s: Scale, overlap: bool) -> f32 {
    let k = zone_card(z, s.card);
    let (_, per_line) = lines_of(z, s.lines);
    match z.spread {
        Spread::Row if overlap && per_line > 1 => {
            (k.x + (per_line as f32 - 1.0) * MIN_STEP * k.x + 2.0 * PAD)
                .max(MIN_ZONE_WIDTH)
                .max((f32::from(z.title_width) + 2.0 * PAD).min(MAX_TITLE_WIDTH))
                .min(natural(z, s).x)
        }
        _ => natural(z, s).x,
    }
}

type ZoneRef = (usize, usize);

/// The groups split into battlefield columns and shelf zones, each in rank order.
struct Parts {
    columns: Vec<(usize, Vec<usize>)>,
    shelf: Vec<ZoneRef>,
}

fn split(groups: &[GroupIn], arrangement: Arrangement) -> Parts {
    let mut columns = Vec::new();
    let mut shelf = Vec::new();
    for (g, group) in groups.iter().enumerate() {
        let stacks = group.zones.iter().any(|z| z.spread == Spread::Stack);
        let decks_only =
            !group.zones.is_empty() && group.zones.iter().all(|z| z.spread == Spread::Deck);
        // Below the battlefield a lone deck is one more (narrow) column; beside it, the deck
        // joins the hands.
        if stacks || decks_only && arrangement == Arrangement::Below {
            let mut zones: Vec<usize> = (0..group.zones.len()).collect();
            zones.sort_by_key(|&i| group.zones[i].rank);
            columns.push((g, zones));
        } else {
            shelf.extend((0..group.zones.len()).map(|i| (g, i)));
        }
    }
    shelf.sort_by_key(|&(g, i)| groups[g].zones[i].rank);
    Parts { columns, shelf }
}

/// The battlefield's measures at a card size.
struct Band {
    widths: Vec<f32>,
    rows: Vec<f32>,
    heading: f32,
}

impl Band {
    fn new(groups: &[GroupIn], columns: &[(usize, Vec<usize>)], s: Scale) -> Band {
        let depth = columns.iter().map(|(_, z)| z.len()).max().unwrap_or(0);
        let mut rows = vec![0.0f32; depth];
        let mut widths = Vec::with_capacity(columns.len());
        for (g, zones) in columns {
            let mut w = MIN_ZONE_WIDTH;
            for (r, &i) in zones.iter().enumerate() {
                let size = natural(&groups[*g].zones[i], s);
                w = w.max(size.x);
                rows[r] = rows[r].max(size.y);
            }
            widths.push(w);
        }
        let heading = if columns.iter().any(|(g, _)| groups[*g].heading) {
            HEADING
        } else {
            0.0
        };
        Band {
            widths,
            rows,
            heading,
        }
    }

    fn width(&self) -> f32 {
        gaps_sum(&self.widths)
    }

    fn height(&self) -> f32 {
        if self.widths.is_empty() {
            0.0
        } else {
            self.heading + gaps_sum(&self.rows)
        }
    }
}

/// The sum of sizes with a [`GAP`] between each two.
fn gaps_sum(sizes: &[f32]) -> f32 {
    sizes.iter().sum::<f32>() + GAP * sizes.len().saturating_sub(1) as f32
}

/// Shelf zones packed into lines of at most `width`: each line's zones and height.
fn flow(groups: &[GroupIn], shelf: &[ZoneRef], s: Scale, width: f32) -> Vec<(Vec<ZoneRef>, f32)> {
    let mut lines: Vec<(Vec<ZoneRef>, f32, f32)> = Vec::new();
    for &(g, i) in shelf {
        let size = natural(&groups[g].zones[i], s);
        match lines.last_mut() {
            Some((zones, w, h)) if *w + GAP + size.x <= width => {
                zones.push((g, i));
                *w += GAP + size.x;
                *h = h.max(size.y);
            }
            _ => lines.push((vec![(g, i)], size.x, size.y)),
        }
    }
    lines.into_iter().map(|(z, _, h)| (z, h)).collect()
}

fn flow_height(lines: &[(Vec<ZoneRef>, f32)]) -> f32 {
    gaps_sum(&lines.iter().map(|l| l.1).collect::<Vec<_>>())
}

/// A way to lay the zones out: where the shelf goes, whether rows may overlap their cards, and
/// in how many lines a hand is split.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Plan {
    arrangement: Arrangement,
    overlap: bool,
    lines: usize,
}

impl Plan {
    fn scale(self, width: f32) -> Scale {
        Scale {
            card: card_size(width),
            lines: self.lines,
        }
    }
}

/// The widest any shelf zone must be.
fn shelf_min(groups: &[GroupIn], shelf: &[ZoneRef], s: Scale, overlap: bool) -> f32 {
    shelf
        .iter()
        .map(|&(g, i)| min_width(&groups[g].zones[i], s, overlap))
        .fold(0.0f32, f32::max)
}

/// The size needed at a card width with a plan, given the available width.
fn needed(groups: &[GroupIn], plan: Plan, width: f32, avail: Vec2) -> Vec2 {
    let card = plan.scale(width);
    let arrangement = plan.arrangement;
    let parts = split(groups, arrangement);
    let band = Band::new(groups, &parts.columns, card);
    let shelf_min = shelf_min(groups, &parts.shelf, card, plan.overlap);
    match arrangement {
        Arrangement::Below => {
            let w = band.width().max(shelf_min);
            let lines = flow(groups, &parts.shelf, card, avail.x.max(w));
            let between = if band.height() > 0.0 && !lines.is_empty() {
                GAP
            } else {
                0.0
            };
            vec2(w, band.height() + between + flow_height(&lines))
        }
        Arrangement::Beside => {
            let side = (avail.x - band.width() - GAP).max(shelf_min);
            let lines = flow(groups, &parts.shelf, card, side);
            vec2(
                band.width() + GAP + shelf_min,
                band.height().max(flow_height(&lines)),
            )
        }
    }
}

fn fits(size: Vec2, avail: Vec2) -> bool {
    size.x <= avail.x && size.y <= avail.y
}

/// The largest card width (whole pixels) at which a plan fits, or `None`.
fn best_width(groups: &[GroupIn], plan: Plan, avail: Vec2) -> Option<f32> {
    if !fits(needed(groups, plan, MIN_WIDTH, avail), avail) {
        return None;
    }
    if fits(needed(groups, plan, MAX_WIDTH, avail), avail) {
        return Some(MAX_WIDTH);
    }
    let (mut lo, mut hi) = (MIN_WIDTH, MAX_WIDTH);
    while hi - lo > 1.0 {
        let mid = ((lo + hi) / 2.0).floor();
        if fits(needed(groups, plan, mid, avail), avail) {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    Some(lo)
}

/// How much smaller cards may be to avoid overlapping them in a row: overlapped cards hide
/// their text, so a layout without overlap wins unless its cards are much smaller.
const OVERLAP_COST: f32 = 0.85;
/// The same for splitting a hand in two lines (a little less natural than one).
const TWO_LINES_COST: f32 = 0.95;

/// Lays the zones out in `avail`.
pub fn layout(groups: &[GroupIn], avail: Rect) -> Layout {
    let size = avail.size();
    let has_columns = groups
        .iter()
        .any(|g| g.zones.iter().any(|z| z.spread == Spread::Stack));
    let mut plans = vec![Arrangement::Below];
    if has_columns {
        plans.push(Arrangement::Beside);
    }
    let mut candidates = Vec::new();
    for overlap in [false, true] {
        for lines in [1, 2] {
            for &arrangement in &plans {
                candidates.push(Plan {
                    arrangement,
                    overlap,
                    lines,
                });
            }
        }
    }
    let plans = candidates;
    // The plan with the biggest cards (overlapping cards and split hands count a little
    // smaller); ties go to the earlier plan.
    let mut best: Option<(f32, Plan, f32)> = None;
    for &plan in &plans {
        if let Some(width) = best_width(groups, plan, size) {
            let mut score = width;
            if plan.overlap {
                score *= OVERLAP_COST;
            }
            if plan.lines > 1 {
                score *= TWO_LINES_COST;
            }
            if best.is_none_or(|(s, _, _)| score > s) {
                best = Some((score, plan, width));
            }
        }
    }
    let (plan, width) = match best {
        Some((_, plan, width)) => (plan, width),
        None => {
            // Nothing fits: the smallest cards, overlapping, in the arrangement that overflows
            // least.
            let over = |p: Plan| {
                let n = needed(groups, p, MIN_WIDTH, size);
                (n.x - size.x).max(0.0) * size.y + (n.y - size.y).max(0.0) * size.x
            };
            let plan = plans
                .iter()
                .copied()
                .filter(|p| p.overlap)
                .min_by(|a, b| over(*a).total_cmp(&over(*b)))
                .unwrap_or(Plan {
                    arrangement: Arrangement::Below,
                    overlap: true,
                    lines: 1,
                });
            (plan, MIN_WIDTH)
        }
    };
    place(groups, plan, width, avail)
}

/// Places everything at a card width: columns at their natural width (plus some slack when
/// there is room), the shelf's lines under or beside them, all centred in the space.
fn place(groups: &[GroupIn], plan: Plan, width: f32, avail: Rect) -> Layout {
    let scale = plan.scale(width);
    let card = scale.card;
    let arrangement = plan.arrangement;
    let parts = split(groups, arrangement);
    let mut band = Band::new(groups, &parts.columns, scale);
    let need = needed(groups, plan, width, avail.size());
    let total = vec2(need.x.max(avail.width()), need.y.max(avail.height()));
    let shelf_min = shelf_min(groups, &parts.shelf, scale, plan.overlap);
    // The shelf's width (beside the battlefield: all the room left, as `needed` measured it),
    // and the room left to widen the columns.
    let (shelf_width, spare) = match arrangement {
        Arrangement::Below => (total.x, total.x - band.width()),
        Arrangement::Beside => ((total.x - band.width() - GAP).max(shelf_min), 0.0),
    };
    if !band.widths.is_empty() && spare > 0.0 {
        let each = (spare / band.widths.len() as f32).min(COLUMN_SLACK * card.x);
        for w in &mut band.widths {
            *w += each;
        }
    }
    let lines = flow(groups, &parts.shelf, scale, shelf_width);
    let shelf_height = flow_height(&lines);
    let band_width = band.width();
    let (content, band_x, shelf_origin) = match arrangement {
        Arrangement::Below => {
            let between = if band.height() > 0.0 && !lines.is_empty() {
                GAP
            } else {
                0.0
            };
            let h = band.height() + between + shelf_height;
            (
                vec2(total.x, h),
                (total.x - band_width) / 2.0,
                vec2(0.0, band.height() + between),
            )
        }
        Arrangement::Beside => {
            let used = band_width + GAP + shelf_width;
            let left = ((total.x - used) / 2.0).max(0.0);
            (
                vec2(used, band.height().max(shelf_height)),
                left,
                vec2(left + band_width + GAP, 0.0),
            )
        }
    };
    let top = avail.min + vec2(0.0, ((total.y - content.y) / 2.0).max(0.0).floor());
    let mut headings = vec![None; groups.len()];
    let mut zones: Vec<Vec<ZoneRect>> = groups
        .iter()
        .map(|g| Vec::with_capacity(g.zones.len()))
        .collect();
    let mut placed: Vec<Vec<Option<ZoneRect>>> =
        groups.iter().map(|g| vec![None; g.zones.len()]).collect();
    // The battlefield: a grid, rows aligned across columns.
    let mut x = top.x + band_x.floor();
    for ((g, order), w) in parts.columns.iter().zip(&band.widths) {
        if groups[*g].heading {
            headings[*g] = Some(Rect::from_min_size(pos2(x, top.y), vec2(*w, HEADING)));
        }
        let mut y = top.y + band.heading;
        for (r, &i) in order.iter().enumerate() {
            // Stacks take the row's height, so their outlines line up across the columns; a
            // deck only its own.
            let z = &groups[*g].zones[i];
            let h = if z.spread == Spread::Stack {
                band.rows[r]
            } else {
                natural(z, scale).y
            };
            let rect = Rect::from_min_size(pos2(x, y), vec2(*w, h));
            placed[*g][i] = Some(zone_rects(&groups[*g].zones[i], rect, scale));
            y += band.rows[r] + GAP;
        }
        x += w + GAP;
    }
    // The shelf: each line's zones at their natural width (a lone zone takes what is left, up
    // to the shelf's width), the line centred.
    // Beside a taller battlefield the shelf's lines spread over its height: the first line (the
    // other players' hands) at the top, the last (the viewer's) at the bottom.
    let spread_gap = match arrangement {
        Arrangement::Beside if lines.len() > 1 => {
            GAP + ((content.y - shelf_height) / (lines.len() - 1) as f32).max(0.0)
        }
        _ => GAP,
    };
    let mut y = top.y + shelf_origin.y;
    for (line, h) in &lines {
        let widths: Vec<f32> = if let [(g, i)] = line.as_slice() {
            vec![natural(&groups[*g].zones[*i], scale).x.min(shelf_width)]
        } else {
            line.iter()
                .map(|&(g, i)| natural(&groups[g].zones[i], scale).x)
                .collect()
        };
        let used = gaps_sum(&widths);
        let mut x = top.x + shelf_origin.x + ((shelf_width - used) / 2.0).max(0.0).floor();
        for (&(g, i), w) in line.iter().zip(&widths) {
            let h = natural(&groups[g].zones[i], scale).y.min(*h);
            let rect = Rect::from_min_size(pos2(x, y), vec2(*w, h));
            placed[g][i] = Some(zone_rects(&groups[g].zones[i], rect, scale));
            x += w + GAP;
        }
        y += h + spread_gap;
    }
    for (g, row) in placed.into_iter().enumerate() {
        for z in row {
            let z = z.unwrap_or_else(|| zone_rects(&ZoneIn::EMPTY, Rect::NOTHING, scale));
            zones[g].push(z);
        }
    }
    Layout {
        card,
        size: total,
        arrangement,
        headings,
        zones,
    }
}

impl ZoneIn {
    const EMPTY: ZoneIn = ZoneIn {
        spread: Spread::Deck,
        cards: 0,
        compact: true,
        rank: 0,
        title_width: 0,
    };
}

/// The rects inside a zone's outline: its title, and its cards centred in the rest.
fn zone_rects(z: &ZoneIn, rect: Rect, s: Scale) -> ZoneRect {
    let k = zone_card(z, s.card);
    let title = Rect::from_min_size(
        rect.min + vec2(PAD, PAD),
        vec2((rect.width() - 2.0 * PAD).max(0.0), TITLE),
    );
    let body = Rect::from_min_max(rect.min + vec2(PAD, PAD + TITLE), rect.max - vec2(PAD, PAD));
    let x0 = (body.center().x - k.x / 2.0).floor();
    let slot = Rect::from_min_size(pos2(x0, body.top()), k);
    let n = z.cards;
    let mut cards = Vec::with_capacity(n);
    match z.spread {
        Spread::Stack => {
            let step = strip(k.y);
            for i in 0..n {
                let r = Rect::from_min_size(pos2(x0, body.top() + step * i as f32), k);
                let visible = if i + 1 < n {
                    Rect::from_min_size(r.min, vec2(k.x, step))
                } else {
                    r
                };
                cards.push(CardRect { rect: r, visible });
            }
        }
        Spread::Row | Spread::Deck => {
            let (lines, per_line) = lines_of(z, s.lines);
            // The lines' cards, from the top line; the last line may be shorter.
            for line in 0..lines {
                let first = line * per_line;
                let count = per_line.min(n.saturating_sub(first));
                let top = body.top() + line as f32 * (k.y + GAP);
                cards.extend(row_rects(body, top, k, count));
            }
        }
    }
    ZoneRect {
        rect,
        title,
        card: k,
        slot,
        cards,
    }
}

/// `n` cards of size `k` side by side in `body`'s width at `top`, centred, overlapping when
/// the width asks for it (down to [`MIN_STEP`]).
fn row_rects(body: Rect, top: f32, k: Vec2, n: usize) -> Vec<CardRect> {
    let step = if n > 1 {
        ((body.width() - k.x) / (n - 1) as f32)
            .min(k.x + GAP)
            .max(MIN_STEP * k.x)
    } else {
        0.0
    };
    let used = k.x + step * n.saturating_sub(1) as f32;
    let left = (body.center().x - used / 2.0).max(body.left());
    // Whole pixels, so the faces' text stays crisp.
    let xs: Vec<f32> = (0..n).map(|i| (left + step * i as f32).round()).collect();
    xs.iter()
        .enumerate()
        .map(|(i, &x)| {
            let rect = Rect::from_min_size(pos2(x, top), k);
            let visible = match xs.get(i + 1) {
                Some(&next) if next - x < k.x => Rect::from_min_size(rect.min, vec2(next - x, k.y)),
                _ => rect,
            };
            CardRect { rect, visible }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui::Pos2;

    fn stack(cards: usize, rank: u8) -> ZoneIn {
        ZoneIn {
            spread: Spread::Stack,
            cards,
            compact: false,
            rank,
            title_width: 0,
        }
    }

    fn row(cards: usize, compact: bool, rank: u8) -> ZoneIn {
        ZoneIn {
            spread: Spread::Row,
            cards,
            compact,
            rank,
            title_width: 0,
        }
    }

    /// The Air, Land & Sea table as the viewer (rank 2) sees it mid-battle.
    fn als(stack_depth: usize, hand: usize) -> Vec<GroupIn> {
        let mut groups: Vec<GroupIn> = (0..3)
            .map(|_| GroupIn {
                heading: true,
                zones: vec![stack(stack_depth, 2), stack(stack_depth, 0)],
            })
            .collect();
        groups.push(GroupIn {
            heading: false,
            zones: vec![row(hand, false, 2), row(hand, true, 0)],
        });
        groups.push(GroupIn {
            heading: false,
            zones: vec![ZoneIn {
                spread: Spread::Deck,
                cards: 0,
                compact: true,
                rank: 1,
                title_width: 0,
            }],
        });
        groups
    }

    /// Every rect of a layout (zones and cards).
    fn all_rects(layout: &Layout) -> impl Iterator<Item = Rect> + '_ {
        layout
            .zones
            .iter()
            .flatten()
            .flat_map(|z| std::iter::once(z.rect).chain(z.cards.iter().map(|c| c.rect)))
    }

    fn inside(outer: Rect, inner: Rect) -> bool {
        outer.expand(0.5).contains_rect(inner)
    }

    fn assert_sound(l: &Layout, groups: &[GroupIn], avail: Rect) {
        let content = Rect::from_min_size(avail.min, l.size);
        let zones: Vec<Rect> = l.zones.iter().flatten().map(|z| z.rect).collect();
        for (a, ra) in zones.iter().enumerate() {
            assert!(inside(content, *ra), "zone {ra:?} outside {content:?}");
            for rb in &zones[a + 1..] {
                assert!(
                    !ra.shrink(0.5).intersects(rb.shrink(0.5)),
                    "zones overlap: {ra:?} {rb:?}"
                );
            }
        }
        for (g, group) in groups.iter().enumerate() {
            for (i, z) in group.zones.iter().enumerate() {
                let zr = &l.zones[g][i];
                assert_eq!(zr.cards.len(), z.cards);
                for c in &zr.cards {
                    assert!(
                        inside(zr.rect, c.rect),
                        "card {:?} outside its zone",
                        c.rect
                    );
                    assert!(inside(c.rect, c.visible));
                }
            }
        }
    }

    #[test]
    fn the_smallest_supported_window_fits_without_scrolling() {
        // What the central panel leaves at 1024×700 with the move log open.
        let avail = Rect::from_min_size(pos2(10.0, 90.0), vec2(740.0, 470.0));
        for depth in [0, 1, 2, 3] {
            let groups = als(depth, 6);
            let l = layout(&groups, avail);
            assert!(l.fits(avail), "depth {depth}: {:?} in {avail:?}", l.size);
            assert!(l.card.x >= MIN_WIDTH, "depth {depth}: {:?}", l.card);
            assert_sound(&l, &groups, avail);
        }
    }

    #[test]
    fn a_full_hand_in_the_smallest_window_shows_every_card_whole() {
        // Two lines of three rather than six cards overlapping in one.
        let avail = Rect::from_min_size(Pos2::ZERO, vec2(740.0, 470.0));
        let groups = als(1, 6);
        let l = layout(&groups, avail);
        let hand = &l.zones[3][0].cards;
        assert!(hand.iter().all(|c| c.visible == c.rect), "{hand:?}");
        assert!(l.card.x >= 100.0, "{:?}", l.card);
        for (i, a) in hand.iter().enumerate() {
            for b in &hand[i + 1..] {
                assert!(!a.rect.intersects(b.rect.shrink(0.5)), "{a:?} {b:?}");
            }
        }
    }

    #[test]
    fn a_large_window_gets_large_cards_filling_the_space() {
        let avail = Rect::from_min_size(pos2(0.0, 0.0), vec2(1580.0, 860.0));
        let groups = als(2, 6);
        let l = layout(&groups, avail);
        assert!(l.fits(avail));
        assert!(l.card.x >= 150.0, "{:?}", l.card);
        assert_sound(&l, &groups, avail);
        // Not huddled in a corner: the content spans most of the width.
        let span = all_rects(&l).fold(Rect::NOTHING, |a, r| a.union(r));
        assert!(span.width() > 0.7 * avail.width(), "{span:?}");
        assert!(span.center().x > 0.35 * avail.width() && span.center().x < 0.65 * avail.width());
    }

    #[test]
    fn a_zone_of_few_cards_is_as_wide_as_its_title_up_to_the_cap() {
        // A one-card tray under a board, as Cyvasse's "Taken from White", with small cards.
        let s = Scale {
            card: card_size(60.0),
            lines: 1,
        };
        let tray = |title_width| ZoneIn {
            title_width,
            ..row(1, false, 1)
        };
        let plain = natural(&tray(0), s).x;
        assert_eq!(plain, 60.0 + 2.0 * PAD, "no title: as wide as its card");
        assert_eq!(natural(&tray(110), s).x, 110.0 + 2.0 * PAD);
        assert_eq!(natural(&tray(400), s).x, MAX_TITLE_WIDTH, "capped");
        assert_eq!(min_width(&tray(110), s, true), 110.0 + 2.0 * PAD);
        // A crowded hand overlaps its cards, but not below what its title needs.
        let hand = ZoneIn {
            title_width: 150,
            ..row(6, false, 2)
        };
        assert!(min_width(&hand, s, true) >= 150.0 + 2.0 * PAD);
        let rects = zone_rects(
            &tray(110),
            Rect::from_min_size(Pos2::ZERO, vec2(plain, 120.0)),
            s,
        );
        assert_eq!(
            rects.title.width(),
            60.0,
            "the title rect follows the zone's width"
        );
    }

    #[test]
    fn the_card_size_grows_with_the_space_within_bounds() {
        let groups = als(1, 6);
        let mut last = 0.0;
        for (w, h) in [
            (500.0, 350.0),
            (740.0, 470.0),
            (1000.0, 600.0),
            (1600.0, 900.0),
            (3000.0, 2000.0),
        ] {
            let l = layout(&groups, Rect::from_min_size(Pos2::ZERO, vec2(w, h)));
            assert!(l.card.x >= last, "{w}×{h}: {:?}", l.card);
            assert!((MIN_WIDTH..=MAX_WIDTH).contains(&l.card.x));
            assert_eq!(l.card.y, (l.card.x * ASPECT).round());
            last = l.card.x;
        }
        assert_eq!(last, MAX_WIDTH);
    }

    #[test]
    fn too_little_space_gives_the_smallest_cards_and_a_larger_area_to_scroll() {
        let avail = Rect::from_min_size(pos2(5.0, 5.0), vec2(260.0, 180.0));
        let groups = als(3, 6);
        let l = layout(&groups, avail);
        assert_eq!(l.card.x, MIN_WIDTH);
        assert!(!l.fits(avail));
        assert!(l.size.x >= avail.width() && l.size.y >= avail.height());
        assert_sound(&l, &groups, avail);
    }

    #[test]
    fn a_crowded_hand_overlaps_and_every_card_still_shows() {
        let groups = vec![GroupIn {
            heading: false,
            zones: vec![row(14, false, 0)],
        }];
        // Too low for two lines of cards.
        let avail = Rect::from_min_size(Pos2::ZERO, vec2(700.0, 150.0));
        let l = layout(&groups, avail);
        assert!(l.fits(avail));
        let cards = &l.zones[0][0].cards;
        for pair in cards.windows(2) {
            let step = pair[1].rect.left() - pair[0].rect.left();
            assert!(step >= (MIN_STEP * l.card.x).floor(), "{step}");
            assert!(step < l.card.x, "crowded: the cards overlap");
            assert_eq!(pair[0].visible.width(), step);
        }
        assert_eq!(cards.last().unwrap().visible, cards.last().unwrap().rect);
        assert!(inside(avail, cards.last().unwrap().rect));
    }

    #[test]
    fn a_stack_shows_the_header_band_of_each_covered_card() {
        let groups = vec![GroupIn {
            heading: true,
            zones: vec![stack(4, 0)],
        }];
        let l = layout(&groups, Rect::from_min_size(Pos2::ZERO, vec2(400.0, 600.0)));
        let cards = &l.zones[0][0].cards;
        let band = strip(l.card.y);
        for (i, c) in cards.iter().enumerate() {
            assert_eq!(c.rect.top() - cards[0].rect.top(), band * i as f32);
            let h = if i + 1 < cards.len() { band } else { l.card.y };
            assert_eq!(c.visible.height(), h);
        }
        assert!(l.headings[0].is_some());
    }

    #[test]
    fn the_viewers_zones_come_last_and_rows_align_across_columns() {
        let groups = als(2, 6);
        let l = layout(
            &groups,
            Rect::from_min_size(Pos2::ZERO, vec2(1200.0, 800.0)),
        );
        for g in 0..3 {
            // The opponent's stack (rank 0) above the viewer's (rank 2).
            assert!(l.zones[g][1].rect.bottom() <= l.zones[g][0].rect.top());
            assert_eq!(l.zones[g][0].rect.top(), l.zones[0][0].rect.top());
        }
    }

    #[test]
    fn wide_windows_put_the_hands_beside_the_theaters_and_tall_ones_below() {
        let groups = als(2, 6);
        let wide = layout(
            &groups,
            Rect::from_min_size(Pos2::ZERO, vec2(1500.0, 500.0)),
        );
        assert_eq!(wide.arrangement, Arrangement::Beside);
        let tall = layout(
            &groups,
            Rect::from_min_size(Pos2::ZERO, vec2(600.0, 1000.0)),
        );
        assert_eq!(tall.arrangement, Arrangement::Below);
        for l in [&wide, &tall] {
            assert_sound(l, &groups, Rect::from_min_size(Pos2::ZERO, l.size));
        }
    }

    #[test]
    fn stacks_of_backs_keep_the_full_size_and_a_row_of_backs_is_compact() {
        let mut groups = als(2, 6);
        groups[0].zones[1].compact = true;
        let l = layout(
            &groups,
            Rect::from_min_size(Pos2::ZERO, vec2(1200.0, 800.0)),
        );
        assert_eq!(l.zones[0][1].card, l.card);
        assert_eq!(l.zones[3][1].card, (l.card * COMPACT).round());
    }

    #[test]
    fn beside_the_battlefield_the_viewers_hand_sits_at_the_bottom() {
        let groups = als(3, 6);
        let l = layout(
            &groups,
            Rect::from_min_size(Pos2::ZERO, vec2(1400.0, 700.0)),
        );
        assert_eq!(l.arrangement, Arrangement::Beside);
        let band_bottom = l.zones[0][0].rect.bottom();
        let band_top = l.headings[0].unwrap().top();
        assert!((l.zones[3][0].rect.bottom() - band_bottom).abs() < 1.0);
        assert!((l.zones[3][1].rect.top() - band_top).abs() < 1.0);
    }

    #[test]
    fn the_layout_depends_only_on_counts() {
        let groups = als(2, 5);
        let avail = Rect::from_min_size(pos2(3.0, 4.0), vec2(900.0, 600.0));
        assert_eq!(layout(&groups, avail), layout(&groups, avail));
    }
}

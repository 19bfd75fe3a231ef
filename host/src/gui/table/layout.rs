//! Where card zones and boards go: pure arithmetic from the space available to the rects of
//! zones and cards, so the table fills any window and nothing is cut off. Nothing here draws.
//!
//! Every game gets the same fixed places, from the scene alone (who owns a zone, how its cards
//! lie): the viewer's own zones (their hand) are a band pinned to the bottom edge, the hand
//! spanning the width; the other seats' zones are a band along the top; between them the
//! boards, the *columns* (zones of a group holding a stack, ALS: a theater, the opponent's
//! stack above the viewer's) and the shared zones. The card size is the largest (within
//! [`MIN_WIDTH`]..=[`MAX_WIDTH`], fixed [`ASPECT`]) at which everything fits; cards in a crowded
//! row overlap, down to [`MIN_STEP`] of a card each (the painter lifts the one under the
//! pointer). When even the smallest size does not fit, the part above the viewer's band is
//! larger than its space and the caller scrolls it: the viewer's own band always shows.
//! Only counts go in (never the selection), so highlighting never moves anything.

use egui::{Rect, Vec2, pos2, vec2};

/// Card height over width.
pub const ASPECT: f32 = 1.4;
pub const MIN_WIDTH: f32 = 70.0;
pub const MAX_WIDTH: f32 = 170.0;
/// Beside a board the cards are reference (trays of taken pieces): the board keeps the room.
pub const MAX_WIDTH_BESIDE_BOARD: f32 = 90.0;
/// And may be smaller than elsewhere (each says what it is on hover).
pub const MIN_WIDTH_BESIDE_BOARD: f32 = 40.0;
/// The least share of the height a board keeps when zones share the table with it.
pub const BOARD_SHARE: f32 = 0.65;
/// The lowest a board is drawn.
pub const MIN_BOARD_HEIGHT: f32 = 120.0;
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
/// A die's side over a card's width: a die says one number, it needs less room than a card.
pub const DIE: f32 = 0.6;
/// How much larger the viewer's own hand's cards are than the rest of the table's.
pub const OWN_HAND: f32 = 1.25;
/// The least part of a card's width that shows when cards overlap in a crowded row.
pub const MIN_STEP: f32 = 0.5;
/// How far the card under the pointer rises out of a crowded row, in card heights.
pub const LIFT: f32 = 0.22;
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

/// Where a zone belongs at the table, from the top edge to the bottom one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Place {
    /// Another seat's: the band along the top.
    Opponent,
    /// Nobody's (a deck, a common pool): between the bands.
    Shared,
    /// The viewer's: the band pinned to the bottom edge.
    Own,
}

/// What the layout needs to know of a zone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ZoneIn {
    pub spread: Spread,
    pub cards: usize,
    /// Nothing to read on its cards (backs, hidden dice): a row is drawn at [`COMPACT`] size.
    /// (Stacks keep the full size, so the battlefield's columns stay even.)
    pub compact: bool,
    /// Its items are dice: square, [`DIE`] of a card's width.
    pub dice: bool,
    /// A hand: in the viewer's band it takes the width the zones beside it leave.
    pub hand: bool,
    pub place: Place,
    /// How many seats after the viewer's its owner sits (1: the next to play after them): the
    /// top band goes round the table in this order from the left.
    pub around: u8,
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

/// Everything the layout places: the zones by group, and how many boards go between the bands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableIn {
    pub groups: Vec<GroupIn>,
    pub boards: usize,
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
    /// In the viewer's band, pinned to the bottom edge (else in the part above, which scrolls
    /// when it does not fit).
    pub pinned: bool,
    /// Where the card under the pointer rises when its row is crowded (its cards overlap):
    /// up out of the bottom band and the middle, down out of the top band; zero otherwise.
    pub lift: Vec2,
}

impl ZoneRect {
    /// Whether its cards overlap (a crowded row), so the one under the pointer is lifted.
    pub fn crowded(&self) -> bool {
        self.lift != Vec2::ZERO
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Layout {
    /// The size of a full card.
    pub card: Vec2,
    /// The part above the viewer's band: everything but the pinned zones goes here.
    pub upper: Rect,
    /// The space the upper part's content covers from `upper`'s corner: its size, or more when
    /// even the smallest cards do not fit (then the caller scrolls it).
    pub upper_size: Vec2,
    /// The viewer's band at the bottom edge (empty when the viewer has no zones).
    pub own: Rect,
    /// Where the boards go, one above the other (empty without boards), in the upper part.
    pub boards: Rect,
    /// Each group's heading, indexed like the input.
    pub headings: Vec<Option<Rect>>,
    /// Each zone's rects, indexed like the input (`zones[group][zone]`).
    pub zones: Vec<Vec<ZoneRect>>,
}

impl Layout {
    /// Whether everything fits without scrolling.
    pub fn fits(&self) -> bool {
        self.upper_size.x <= self.upper.width() + 0.5
            && self.upper_size.y <= self.upper.height() + 0.5
    }
}

/// The card size of a zone's cards.
fn zone_card(z: &ZoneIn, card: Vec2) -> Vec2 {
    // The viewer's hand is what they read most: its faces larger than the table's, up to
    // [`OWN_HAND`] times, as there is room (none at the smallest cards, so a small window fits
    // as before) and never beyond the largest card.
    let card = if z.hand && z.place == Place::Own && !z.compact {
        let grown = (card.x * OWN_HAND).min(2.0 * card.x - MIN_WIDTH);
        card_size(grown.round().min(MAX_WIDTH).max(card.x))
    } else {
        card
    };
    let k = if z.dice {
        Vec2::splat((card.x * DIE).round())
    } else {
        card
    };
    if z.compact && z.spread == Spread::Row || z.spread == Spread::Deck {
        (k * COMPACT).round()
    } else {
        k
    }
}

/// A zone's outer size with its cards side by side (no overlap).
fn natural(z: &ZoneIn, card: Vec2) -> Vec2 {
    let k = zone_card(z, card);
    let n = z.cards as f32;
    let inner = match z.spread {
        Spread::Stack => vec2(k.x, k.y + strip(k.y) * (n - 1.0).max(0.0)),
        Spread::Row if z.cards > 1 => vec2(n * k.x + (n - 1.0) * GAP, k.y),
        Spread::Row | Spread::Deck => k,
    };
    let outer = inner + vec2(2.0 * PAD, 2.0 * PAD + TITLE);
    vec2(outer.x.max(MIN_ZONE_WIDTH).max(title_room(z)), outer.y)
}

/// The width a zone's title asks for (capped at [`MAX_TITLE_WIDTH`]).
fn title_room(z: &ZoneIn) -> f32 {
    (f32::from(z.title_width) + 2.0 * PAD).min(MAX_TITLE_WIDTH)
}

/// The narrowest a zone can be: a crowded row overlaps its cards down to [`MIN_STEP`] (when
/// `overlap` allows it).
fn min_width(z: &ZoneIn, card: Vec2, overlap: bool) -> f32 {
    let k = zone_card(z, card);
    match z.spread {
        Spread::Row if overlap && z.cards > 1 => {
            (k.x + (z.cards as f32 - 1.0) * MIN_STEP * k.x + 2.0 * PAD)
                .max(MIN_ZONE_WIDTH)
                .max(title_room(z))
                .min(natural(z, card).x)
        }
        _ => natural(z, card).x,
    }
}

type ZoneRef = (usize, usize);

/// The zones sorted into the table's places, each in the scene's order.
struct Parts {
    /// Battlefield columns: a group and its zones from top (the opponent's) to bottom.
    columns: Vec<(usize, Vec<usize>)>,
    top: Vec<ZoneRef>,
    shared: Vec<ZoneRef>,
    /// The viewer's zones, hands last (on the bottom line when the band takes several).
    own: Vec<ZoneRef>,
}

fn split(groups: &[GroupIn]) -> Parts {
    let has_stacks = |g: &GroupIn| g.zones.iter().any(|z| z.spread == Spread::Stack);
    let battlefield = groups.iter().any(has_stacks);
    let mut parts = Parts {
        columns: Vec::new(),
        top: Vec::new(),
        shared: Vec::new(),
        own: Vec::new(),
    };
    for (g, group) in groups.iter().enumerate() {
        let decks_only =
            !group.zones.is_empty() && group.zones.iter().all(|z| z.spread == Spread::Deck);
        // A lone deck beside a battlefield is one more (narrow) column.
        if has_stacks(group) || decks_only && battlefield {
            let mut zones: Vec<usize> = (0..group.zones.len()).collect();
            zones.sort_by_key(|&i| group.zones[i].place);
            parts.columns.push((g, zones));
            continue;
        }
        for (i, z) in group.zones.iter().enumerate() {
            match z.place {
                Place::Opponent => parts.top.push((g, i)),
                Place::Shared => parts.shared.push((g, i)),
                Place::Own => parts.own.push((g, i)),
            }
        }
    }
    parts.own.sort_by_key(|&(g, i)| groups[g].zones[i].hand);
    parts.top.sort_by_key(|&(g, i)| groups[g].zones[i].around);
    parts
}

/// The battlefield's measures at a card size.
struct Band {
    widths: Vec<f32>,
    rows: Vec<f32>,
    heading: f32,
}

impl Band {
    fn new(groups: &[GroupIn], columns: &[(usize, Vec<usize>)], card: Vec2) -> Band {
        let depth = columns.iter().map(|(_, z)| z.len()).max().unwrap_or(0);
        let mut rows = vec![0.0f32; depth];
        let mut widths = Vec::with_capacity(columns.len());
        for (g, zones) in columns {
            let mut w = MIN_ZONE_WIDTH;
            for (r, &i) in zones.iter().enumerate() {
                let size = natural(&groups[*g].zones[i], card);
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

/// One line of a band: its zones with their widths, and its height.
#[derive(Debug)]
struct Line {
    zones: Vec<(ZoneRef, f32)>,
    height: f32,
}

/// A band's zones in lines of at most `width`: at their natural widths, or (with `overlap`)
/// as few lines as overlapping crowded rows allows, each line's zones sharing its width. `None`
/// when a zone does not fit even alone.
fn lines(
    groups: &[GroupIn],
    zones: &[ZoneRef],
    card: Vec2,
    width: f32,
    overlap: bool,
) -> Option<Vec<Line>> {
    let zone = |(g, i): ZoneRef| &groups[g].zones[i];
    let least = |r: ZoneRef| min_width(zone(r), card, overlap);
    // A group's zones (a seat's cup and what it showed) start a line together when they fit
    // on one: the zones of one seat side by side.
    let unit = |k: usize| {
        let group = zones[k].0;
        let first = k == 0 || zones[k - 1].0 != group;
        if !first {
            return 0.0;
        }
        let members: Vec<f32> = zones[k..]
            .iter()
            .take_while(|r| r.0 == group)
            .map(|&r| least(r))
            .collect();
        gaps_sum(&members)
    };
    let mut packed: Vec<(Vec<ZoneRef>, f32)> = Vec::new();
    for (k, &r) in zones.iter().enumerate() {
        let w = least(r);
        if w > width + 0.01 {
            return None;
        }
        let whole = unit(k);
        let needs = if whole <= width + 0.01 {
            whole.max(w)
        } else {
            w
        };
        match packed.last_mut() {
            Some((line, used)) if *used + GAP + needs <= width + 0.01 => {
                line.push(r);
                *used += GAP + w;
            }
            _ => packed.push((vec![r], w)),
        }
    }
    let lines = packed
        .into_iter()
        .map(|(line, used)| {
            // What the zones get beyond their least width, shared by what they would use.
            let room = width - used;
            let wants: Vec<f32> = line
                .iter()
                .map(|&r| natural(zone(r), card).x - least(r))
                .collect();
            let want: f32 = wants.iter().sum();
            let share = if want > 0.0 {
                (room / want).min(1.0)
            } else {
                0.0
            };
            Line {
                zones: line
                    .iter()
                    .zip(&wants)
                    .map(|(&r, w)| (r, (least(r) + w * share).floor()))
                    .collect(),
                height: line
                    .iter()
                    .map(|&r| natural(zone(r), card).y)
                    .fold(0.0, f32::max),
            }
        })
        .collect();
    Some(lines)
}

fn lines_height(lines: &[Line]) -> f32 {
    gaps_sum(&lines.iter().map(|l| l.height).collect::<Vec<_>>())
}

/// Heights stacked with a [`GAP`] between the non-empty ones.
fn stacked(heights: &[f32]) -> f32 {
    let present: Vec<f32> = heights.iter().copied().filter(|h| *h > 0.0).collect();
    gaps_sum(&present)
}

/// The measures of every part at one card width.
struct Measures {
    card: Vec2,
    band: Band,
    top: Vec<Line>,
    shared: Vec<Line>,
    own: Vec<Line>,
}

impl Measures {
    /// The parts measured at `width` with `overlap`; `None` when a zone does not fit across,
    /// or (`one_line`) the viewer's band needs more than one line.
    fn new(
        groups: &[GroupIn],
        parts: &Parts,
        width: f32,
        overlap: bool,
        avail: Vec2,
        one_line: bool,
    ) -> Option<Measures> {
        let card = card_size(width);
        Some(Measures {
            card,
            band: Band::new(groups, &parts.columns, card),
            top: lines(groups, &parts.top, card, avail.x, overlap)?,
            shared: lines(groups, &parts.shared, card, avail.x, overlap)?,
            // The viewer's band is one line (the hand on the bottom edge, what lies beside it
            // beside it) as long as overlapping rows allows.
            own: lines(groups, &parts.own, card, avail.x, overlap)
                .filter(|l| l.len() <= 1 || !one_line)?,
        })
    }

    fn own_height(&self) -> f32 {
        lines_height(&self.own)
    }

    /// The height of the part above the viewer's band without the boards.
    fn upper_height(&self) -> f32 {
        stacked(&[
            lines_height(&self.top),
            self.band.height(),
            lines_height(&self.shared),
        ])
    }

    fn width(&self) -> f32 {
        self.band.width()
    }
}

/// How much smaller cards may be to avoid overlapping them in a row: overlapped cards hide
/// their text, so a layout without overlap wins unless its cards are much smaller.
const OVERLAP_COST: f32 = 0.85;

/// The room the boards need besides the zones: none without boards.
fn board_room(boards: usize, height: f32) -> f32 {
    if boards == 0 {
        0.0
    } else {
        (height * BOARD_SHARE).max(MIN_BOARD_HEIGHT * boards as f32) + GAP
    }
}

/// Whether everything fits at a card width.
fn fits_at(input: &TableIn, parts: &Parts, width: f32, overlap: bool, avail: Vec2) -> bool {
    let Some(m) = Measures::new(&input.groups, parts, width, overlap, avail, true) else {
        return false;
    };
    let own = m.own_height();
    let gap = if own > 0.0 { GAP } else { 0.0 };
    m.width() <= avail.x
        && m.upper_height() + board_room(input.boards, avail.y) + gap + own <= avail.y
}

/// The least and most a card's width may be: beside a board, the board has the room.
fn widths(input: &TableIn) -> (f32, f32) {
    if input.boards > 0 {
        (MIN_WIDTH_BESIDE_BOARD, MAX_WIDTH_BESIDE_BOARD)
    } else {
        (MIN_WIDTH, MAX_WIDTH)
    }
}

/// The largest card width (whole points) at which everything fits, or `None`.
fn best_width(input: &TableIn, parts: &Parts, overlap: bool, avail: Vec2) -> Option<f32> {
    let (min, max) = widths(input);
    if !fits_at(input, parts, min, overlap, avail) {
        return None;
    }
    if fits_at(input, parts, max, overlap, avail) {
        return Some(max);
    }
    let (mut lo, mut hi) = (min, max);
    while hi - lo > 1.0 {
        let mid = ((lo + hi) / 2.0).floor();
        if fits_at(input, parts, mid, overlap, avail) {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    Some(lo)
}

/// Lays the table out in `avail`.
pub fn layout(input: &TableIn, avail: Rect) -> Layout {
    let parts = split(&input.groups);
    let size = avail.size();
    // The biggest cards; a plan that overlaps counts a little smaller, ties to no overlap.
    let mut best: Option<(f32, bool, f32)> = None;
    for overlap in [false, true] {
        if let Some(width) = best_width(input, &parts, overlap, size) {
            let score = if overlap { width * OVERLAP_COST } else { width };
            if best.is_none_or(|(s, _, _)| score > s) {
                best = Some((score, overlap, width));
            }
        }
    }
    // Nothing fits: the smallest cards, overlapping; the part above the viewer's band scrolls.
    let (overlap, width) = best.map_or((true, widths(input).0), |(_, o, w)| (o, w));
    place(input, &parts, width, overlap, avail)
}

/// Places everything at a card width: the viewer's band at the bottom edge, the other seats'
/// along the top, the boards, columns and shared zones between, centred across.
fn place(input: &TableIn, parts: &Parts, width: f32, overlap: bool, avail: Rect) -> Layout {
    let groups = &input.groups;
    // Where a zone is wider than the window even squeezed, it gets a line of its own.
    let across = avail.width().max(1.0);
    let m = Measures::new(groups, parts, width, overlap, avail.size(), true)
        .or_else(|| Measures::new(groups, parts, width, true, avail.size(), false))
        .unwrap_or_else(|| {
            // Not even one zone fits across: lines as wide as their widest zone (scrolled).
            let wide = vec2(f32::MAX / 4.0, avail.height());
            Measures::new(groups, parts, width, true, wide, false).unwrap_or(Measures {
                card: card_size(width),
                band: Band::new(groups, &parts.columns, card_size(width)),
                top: Vec::new(),
                shared: Vec::new(),
                own: Vec::new(),
            })
        });
    let card = m.card;
    let mut placer = Placer {
        groups,
        card,
        zones: groups.iter().map(|g| vec![None; g.zones.len()]).collect(),
        headings: vec![None; groups.len()],
    };

    // The viewer's band: pinned to the bottom edge, never taller than the space.
    let own_height = m.own_height().min(avail.height());
    let own = Rect::from_min_max(pos2(avail.left(), avail.bottom() - own_height), avail.max);
    placer.lines(&m.own, (avail.left(), across), own.top(), Place::Own);

    let gap = if own_height > 0.0 { GAP } else { 0.0 };
    let upper = Rect::from_min_max(
        avail.min,
        pos2(avail.right(), (own.top() - gap).max(avail.top())),
    );
    let lines_width = |lines: &[Line]| {
        lines
            .iter()
            .map(|l| gaps_sum(&l.zones.iter().map(|z| z.1).collect::<Vec<_>>()))
            .fold(0.0, f32::max)
    };
    let content_width = m
        .width()
        .max(lines_width(&m.top))
        .max(lines_width(&m.shared));
    let needed_width = content_width.max(upper.width());
    let zones_height = m.upper_height();
    let board_height = if input.boards > 0 {
        (upper.height() - zones_height - GAP).max(MIN_BOARD_HEIGHT * input.boards as f32)
    } else {
        0.0
    };
    let content_height = stacked(&[zones_height, board_height]);
    let upper_size = vec2(needed_width, content_height.max(upper.height()));
    // Without a board to take the spare height, the middle sits halfway between the bands.
    let spare = (upper_size.y - content_height).max(0.0);

    // From the top edge down: the other seats' band, the boards, the battlefield, the shared
    // zones; each part's top is the last one's bottom and a gap.
    let span = (upper.left(), needed_width);
    let mut y = placer.lines(&m.top, span, upper.top(), Place::Opponent);
    y += (spare / 2.0).floor();
    let boards = if input.boards > 0 {
        let r = Rect::from_min_size(pos2(upper.left(), y), vec2(needed_width, board_height));
        y += board_height + GAP;
        r
    } else {
        Rect::NOTHING
    };
    y = placer.columns(&parts.columns, m.band, span, y);
    placer.lines(&m.shared, span, y, Place::Shared);

    let (zones, headings) = placer.finish();
    Layout {
        card,
        upper,
        upper_size,
        own,
        boards,
        headings,
        zones,
    }
}

/// The zones' and headings' rects as they are placed.
struct Placer<'a> {
    groups: &'a [GroupIn],
    card: Vec2,
    zones: Vec<Vec<Option<ZoneRect>>>,
    headings: Vec<Option<Rect>>,
}

impl Placer<'_> {
    /// Places a band's lines from `y` down, each centred in `span` (its left edge and width);
    /// returns where the next part starts (`y` itself when there are none).
    fn lines(&mut self, lines: &[Line], span: (f32, f32), mut y: f32, place: Place) -> f32 {
        for line in lines {
            self.line(line, span, y, place);
            y += line.height + GAP;
        }
        y
    }

    /// Places one line at `y`, centred in `span`; in the viewer's band the hands take the width
    /// the line leaves, so the hand spans the table.
    fn line(&mut self, line: &Line, (left, width): (f32, f32), y: f32, place: Place) {
        let groups = self.groups;
        let mut widths: Vec<f32> = line.zones.iter().map(|z| z.1).collect();
        let hands: Vec<usize> = line
            .zones
            .iter()
            .enumerate()
            .filter(|(_, ((g, i), _))| groups[*g].zones[*i].hand)
            .map(|(n, _)| n)
            .collect();
        let spare = (width - gaps_sum(&widths)).max(0.0);
        if place == Place::Own && !hands.is_empty() {
            let each = (spare / hands.len() as f32).floor();
            for &n in &hands {
                widths[n] += each;
            }
        }
        let used = gaps_sum(&widths);
        let mut x = left + ((width - used) / 2.0).max(0.0).floor();
        for (&((g, i), _), w) in line.zones.iter().zip(&widths) {
            let z = &groups[g].zones[i];
            let rect = Rect::from_min_size(pos2(x, y), vec2(*w, natural(z, self.card).y));
            self.zones[g][i] = Some(zone_rects(z, rect, self.card, place, place == Place::Own));
            x += w + GAP;
        }
    }

    /// Places the battlefield at `y`: a grid, rows aligned across columns, widened a little
    /// when there is room, centred in `span`; returns where the next part starts.
    fn columns(
        &mut self,
        columns: &[(usize, Vec<usize>)],
        mut band: Band,
        (left, width): (f32, f32),
        y: f32,
    ) -> f32 {
        let (groups, card) = (self.groups, self.card);
        let room = width - band.width();
        if !band.widths.is_empty() && room > 0.0 {
            let each = (room / band.widths.len() as f32).min(COLUMN_SLACK * card.x);
            for w in &mut band.widths {
                *w += each;
            }
        }
        let mut x = left + ((width - band.width()) / 2.0).max(0.0).floor();
        for ((g, order), w) in columns.iter().zip(&band.widths) {
            if groups[*g].heading {
                self.headings[*g] = Some(Rect::from_min_size(pos2(x, y), vec2(*w, HEADING)));
            }
            let mut row_y = y + band.heading;
            for (r, &i) in order.iter().enumerate() {
                // Stacks take the row's height, so their outlines line up across the columns;
                // a deck only its own.
                let z = &groups[*g].zones[i];
                let h = if z.spread == Spread::Stack {
                    band.rows[r]
                } else {
                    natural(z, card).y
                };
                let rect = Rect::from_min_size(pos2(x, row_y), vec2(*w, h));
                self.zones[*g][i] = Some(zone_rects(z, rect, card, Place::Shared, false));
                row_y += band.rows[r] + GAP;
            }
            x += w + GAP;
        }
        if band.height() > 0.0 {
            y + band.height() + GAP
        } else {
            y
        }
    }

    /// Every zone's rects (a zone left unplaced gets none) and the headings.
    fn finish(self) -> (Vec<Vec<ZoneRect>>, Vec<Option<Rect>>) {
        let card = self.card;
        let zones = self
            .zones
            .into_iter()
            .zip(self.groups)
            .map(|(row, g)| {
                row.into_iter()
                    .zip(&g.zones)
                    .map(|(z, input)| {
                        z.unwrap_or_else(|| {
                            zone_rects(input, Rect::NOTHING, card, Place::Shared, false)
                        })
                    })
                    .collect()
            })
            .collect();
        (zones, self.headings)
    }
}

/// The rects inside a zone's outline: its title, and its cards centred in the rest.
fn zone_rects(z: &ZoneIn, rect: Rect, card: Vec2, place: Place, pinned: bool) -> ZoneRect {
    let k = zone_card(z, card);
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
        Spread::Row | Spread::Deck => cards.extend(row_rects(body, body.top(), k, n)),
    }
    let crowded = cards.iter().any(|c| c.visible != c.rect);
    let lift = match (z.spread, crowded, place) {
        (Spread::Row, true, Place::Opponent) => vec2(0.0, (LIFT * k.y).round()),
        (Spread::Row, true, _) => vec2(0.0, -(LIFT * k.y).round()),
        _ => Vec2::ZERO,
    };
    ZoneRect {
        rect,
        title,
        card: k,
        slot,
        cards,
        pinned,
        lift,
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

    fn zone(spread: Spread, cards: usize, place: Place) -> ZoneIn {
        ZoneIn {
            spread,
            cards,
            compact: false,
            dice: false,
            hand: false,
            place,
            around: 0,
            title_width: 0,
        }
    }

    fn hand(cards: usize, place: Place) -> ZoneIn {
        ZoneIn {
            hand: true,
            // The other seats' hands are backs.
            compact: place != Place::Own,
            ..zone(Spread::Row, cards, place)
        }
    }

    fn group(heading: bool, zones: Vec<ZoneIn>) -> GroupIn {
        GroupIn { heading, zones }
    }

    /// The Air, Land & Sea table as the viewer sees it mid-battle: three theaters (the
    /// opponent's stack and the viewer's), both hands, the deck.
    fn als(depth: usize, own: usize, other: usize) -> TableIn {
        let mut groups: Vec<GroupIn> = (0..3)
            .map(|_| {
                group(
                    true,
                    vec![
                        zone(Spread::Stack, depth, Place::Own),
                        zone(Spread::Stack, depth, Place::Opponent),
                    ],
                )
            })
            .collect();
        groups.push(group(
            false,
            vec![hand(other, Place::Opponent), hand(own, Place::Own)],
        ));
        groups.push(group(false, vec![zone(Spread::Deck, 0, Place::Shared)]));
        TableIn { groups, boards: 0 }
    }

    /// Liar's Dice at a table of `seats`, the viewer at `viewer`: a cup of dice each (hidden
    /// but the viewer's), and what each showed at the last call.
    fn dice(seats: u8, viewer: u8, cups: usize, shown: bool) -> TableIn {
        let groups = (0..seats)
            .map(|seat| {
                let place = if seat == viewer {
                    Place::Own
                } else {
                    Place::Opponent
                };
                let around = (seat + seats - viewer) % seats;
                let mut zones = vec![ZoneIn {
                    dice: true,
                    around,
                    ..hand(cups, place)
                }];
                if shown {
                    zones.push(ZoneIn {
                        dice: true,
                        around,
                        ..zone(Spread::Row, cups, place)
                    });
                }
                group(false, zones)
            })
            .collect();
        TableIn { groups, boards: 0 }
    }

    /// A board with a tray of taken pieces for each side (Cyvasse), the viewer's first.
    fn board_with_trays(own: usize, other: usize) -> TableIn {
        let tray = |cards, place| ZoneIn {
            title_width: 110,
            ..zone(Spread::Row, cards, place)
        };
        TableIn {
            groups: vec![group(
                false,
                vec![tray(own, Place::Own), tray(other, Place::Opponent)],
            )],
            boards: 1,
        }
    }

    /// What the table gets of a window of each supported size: 1024×700 (the score column
    /// folded away), 1280×800 and 1920×1080 (at the app's scale there, beside the column).
    fn spaces() -> [Rect; 3] {
        [
            Rect::from_min_size(pos2(0.0, 90.0), vec2(1000.0, 520.0)),
            Rect::from_min_size(pos2(0.0, 90.0), vec2(1010.0, 610.0)),
            Rect::from_min_size(pos2(0.0, 90.0), vec2(1150.0, 620.0)),
        ]
    }

    fn inside(outer: Rect, inner: Rect) -> bool {
        outer.expand(0.5).contains_rect(inner)
    }

    fn all_zones(l: &Layout) -> impl Iterator<Item = &ZoneRect> {
        l.zones.iter().flatten()
    }

    /// Nothing overlaps, every card is whole inside its zone, every zone inside its part,
    /// the viewer's band at the bottom edge and the other seats' at the top.
    fn assert_sound(l: &Layout, input: &TableIn, avail: Rect) {
        let content = Rect::from_min_size(l.upper.min, l.upper_size);
        let zones: Vec<&ZoneRect> = all_zones(l).collect();
        for (a, za) in zones.iter().enumerate() {
            let part = if za.pinned { l.own } else { content };
            assert!(inside(part, za.rect), "zone {:?} outside {part:?}", za.rect);
            // A part that scrolls has its own coordinates.
            for zb in zones[a + 1..]
                .iter()
                .filter(|zb| zb.pinned == za.pinned || l.fits())
            {
                assert!(
                    !za.rect.shrink(0.5).intersects(zb.rect.shrink(0.5)),
                    "zones overlap: {:?} {:?}",
                    za.rect,
                    zb.rect
                );
            }
            if l.boards.is_positive() {
                assert!(!za.rect.shrink(0.5).intersects(l.boards), "over the board");
            }
        }
        assert!(inside(avail, l.own), "the viewer's band {:?}", l.own);
        for (g, group) in input.groups.iter().enumerate() {
            for (i, z) in group.zones.iter().enumerate() {
                let zr = &l.zones[g][i];
                assert_eq!(zr.cards.len(), z.cards);
                assert_eq!(
                    zr.pinned,
                    z.place == Place::Own && z.spread != Spread::Stack
                );
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

    /// The zones of a place outside the battlefield's columns.
    fn placed(l: &Layout, input: &TableIn, place: Place) -> Vec<Rect> {
        let mut out = Vec::new();
        for (g, group) in input.groups.iter().enumerate() {
            for (i, z) in group.zones.iter().enumerate() {
                if z.place == place && z.spread != Spread::Stack && !l.zones[g][i].rect.any_nan() {
                    out.push(l.zones[g][i].rect);
                }
            }
        }
        out
    }

    fn own_hand(l: &Layout, input: &TableIn) -> ZoneRect {
        let (g, i) = input
            .groups
            .iter()
            .enumerate()
            .find_map(|(g, gr)| {
                gr.zones
                    .iter()
                    .position(|z| z.hand && z.place == Place::Own)
                    .map(|i| (g, i))
            })
            .unwrap();
        l.zones[g][i].clone()
    }

    /// The viewer's hand lies on the bottom edge, across the whole width, every card whole
    /// inside the space; the other seats' zones start at the top edge.
    fn assert_fixed_places(l: &Layout, input: &TableIn, avail: Rect) {
        let hand = own_hand(l, input);
        assert!(
            (hand.rect.bottom() - avail.bottom()).abs() < 0.5,
            "{:?}",
            hand.rect
        );
        let band = placed(l, input, Place::Own)
            .into_iter()
            .fold(Rect::NOTHING, Rect::union);
        assert!(band.width() >= avail.width() - 2.0, "{band:?} in {avail:?}");
        for c in &hand.cards {
            assert!(inside(avail, c.rect), "card {:?} cut off", c.rect);
        }
        let top = placed(l, input, Place::Opponent);
        if !top.is_empty() {
            let first = top.iter().map(|r| r.top()).fold(f32::MAX, f32::min);
            assert!((first - avail.top()).abs() < 0.5, "{top:?}");
            let lowest = top.iter().map(|r| r.bottom()).fold(0.0, f32::max);
            assert!(lowest < hand.rect.top());
        }
    }

    #[test]
    fn the_viewers_hand_is_at_the_bottom_edge_at_every_size() {
        for avail in spaces() {
            for depth in [0, 1, 2, 3, 6] {
                for (own, other) in [(6, 6), (3, 4), (1, 0)] {
                    let input = als(depth, own, other);
                    let l = layout(&input, avail);
                    let what = format!("{avail:?} depth {depth}, hands {own}/{other}");
                    // Deep stacks in the smallest window scroll (the hand stays in view).
                    if depth <= 2 || avail.height() > 600.0 && depth <= 3 {
                        assert!(l.fits(), "{what}: {:?} in {:?}", l.upper_size, l.upper);
                    }
                    assert_sound(&l, &input, avail);
                    assert_fixed_places(&l, &input, avail);
                    assert!(l.card.x >= MIN_WIDTH, "{what}: {:?}", l.card);
                }
            }
        }
    }

    #[test]
    fn the_viewers_hand_is_larger_where_there_is_room() {
        let input = als(1, 6, 6);
        let large = layout(&input, spaces()[2]);
        let hand = own_hand(&large, &input);
        assert!(
            hand.card.x > large.card.x,
            "{:?} {:?}",
            hand.card,
            large.card
        );
        assert!(hand.card.x <= (large.card.x * OWN_HAND).round());
        // None at the smallest cards: a window that needs them fits as before.
        let small = layout(
            &als(5, 6, 6),
            Rect::from_min_size(Pos2::ZERO, vec2(500.0, 300.0)),
        );
        assert_eq!(own_hand(&small, &als(5, 6, 6)).card, small.card);
    }

    #[test]
    fn the_same_place_whoever_looks() {
        // Hot seat: the table is drawn for whoever is to move, their zones marked as theirs;
        // the hand's rect is the same for both (same counts).
        let avail = spaces()[1];
        let a = layout(&als(2, 5, 5), avail);
        let mut other = als(2, 5, 5);
        other.groups[3].zones.reverse();
        let b = layout(&other, avail);
        assert_eq!(own_hand(&a, &als(2, 5, 5)).rect, own_hand(&b, &other).rect);
    }

    #[test]
    fn at_a_table_of_four_the_other_cups_share_the_top_band() {
        for avail in spaces() {
            for viewer in 0..4 {
                for shown in [false, true] {
                    let input = dice(4, viewer, 5, shown);
                    let l = layout(&input, avail);
                    assert!(l.fits(), "{avail:?} viewer {viewer}: {:?}", l.upper_size);
                    assert_sound(&l, &input, avail);
                    assert_fixed_places(&l, &input, avail);
                    // Dice are square.
                    let hand = own_hand(&l, &input);
                    assert_eq!(hand.card.x, hand.card.y);
                    // A seat's cup and what it showed stay side by side.
                    for zones in &l.zones {
                        let tops: Vec<f32> = zones.iter().map(|z| z.rect.top()).collect();
                        assert!(
                            tops.iter().all(|t| *t == tops[0]),
                            "{avail:?} viewer {viewer} shown {shown}: {tops:?}"
                        );
                    }
                }
            }
        }
        // The other cups go round the table from the left, from the next to play.
        let input = dice(4, 2, 5, false);
        let l = layout(&input, spaces()[1]);
        let lefts: Vec<f32> = [3, 0, 1]
            .iter()
            .map(|&s| l.zones[s][0].rect.left())
            .collect();
        assert!(lefts.windows(2).all(|w| w[0] < w[1]), "{lefts:?}");
        // Six seats too.
        let input = dice(6, 3, 5, true);
        let l = layout(&input, spaces()[0]);
        assert_sound(&l, &input, spaces()[0]);
        assert_fixed_places(&l, &input, spaces()[0]);
    }

    #[test]
    fn a_board_sits_between_the_trays_and_keeps_most_of_the_height() {
        for avail in spaces() {
            for (own, other) in [(0, 0), (1, 3), (6, 9)] {
                let input = board_with_trays(own, other);
                let l = layout(&input, avail);
                assert!(l.fits(), "{avail:?}: {:?}", l.upper_size);
                assert_sound(&l, &input, avail);
                let own_tray = l.zones[0][0].rect;
                let other_tray = l.zones[0][1].rect;
                assert!((own_tray.bottom() - avail.bottom()).abs() < 0.5);
                assert!((other_tray.top() - avail.top()).abs() < 0.5);
                assert!(other_tray.bottom() <= l.boards.top());
                assert!(l.boards.bottom() <= own_tray.top());
                assert!(
                    l.boards.height() >= BOARD_SHARE * avail.height(),
                    "{:?} in {avail:?}",
                    l.boards
                );
            }
        }
    }

    #[test]
    fn a_crowded_hand_overlaps_and_lifts_and_every_card_still_shows() {
        let input = TableIn {
            groups: vec![group(false, vec![hand(14, Place::Own)])],
            boards: 0,
        };
        let avail = Rect::from_min_size(Pos2::ZERO, vec2(700.0, 150.0));
        let l = layout(&input, avail);
        let row = &l.zones[0][0];
        assert!(row.crowded());
        assert!(row.lift.y < 0.0, "rises up, out of the bottom band");
        for pair in row.cards.windows(2) {
            let step = pair[1].rect.left() - pair[0].rect.left();
            assert!(step >= (MIN_STEP * row.card.x).floor(), "{step}");
            assert!(step < row.card.x, "crowded: the cards overlap");
            assert_eq!(pair[0].visible.width(), step);
        }
        assert!(row.cards.iter().all(|c| inside(avail, c.rect)));
        // A hand with room to spare is not crowded, and nothing lifts.
        let input = TableIn {
            groups: vec![group(false, vec![hand(3, Place::Own)])],
            boards: 0,
        };
        let l = layout(&input, spaces()[0]);
        assert!(!l.zones[0][0].crowded());
        assert_eq!(l.zones[0][0].lift, Vec2::ZERO);
    }

    #[test]
    fn too_little_space_scrolls_the_rest_and_keeps_the_hand_in_view() {
        let avail = Rect::from_min_size(pos2(5.0, 5.0), vec2(500.0, 300.0));
        let input = als(5, 6, 6);
        let l = layout(&input, avail);
        assert_eq!(l.card.x, MIN_WIDTH);
        assert!(!l.fits());
        assert!(l.upper_size.y > l.upper.height());
        assert_sound(&l, &input, avail);
        let hand = own_hand(&l, &input);
        assert!((hand.rect.bottom() - avail.bottom()).abs() < 0.5);
        assert!(hand.cards.iter().all(|c| inside(avail, c.rect)));
    }

    #[test]
    fn the_card_size_grows_with_the_space_within_bounds() {
        let input = als(1, 6, 6);
        let mut last = 0.0;
        for (w, h) in [
            (500.0, 350.0),
            (1000.0, 520.0),
            (1150.0, 620.0),
            (1600.0, 1000.0),
            (3000.0, 2000.0),
        ] {
            let l = layout(&input, Rect::from_min_size(Pos2::ZERO, vec2(w, h)));
            assert!(l.card.x >= last, "{w}×{h}: {:?}", l.card);
            assert!((MIN_WIDTH..=MAX_WIDTH).contains(&l.card.x));
            assert_eq!(l.card.y, (l.card.x * ASPECT).round());
            last = l.card.x;
        }
        assert_eq!(last, MAX_WIDTH);
    }

    #[test]
    fn the_opponents_stack_is_above_the_viewers_and_rows_align_across_columns() {
        let input = als(2, 6, 6);
        let l = layout(&input, spaces()[2]);
        for g in 0..3 {
            // Input order is the viewer's stack first; the opponent's goes on top anyway.
            assert!(l.zones[g][1].rect.bottom() <= l.zones[g][0].rect.top());
            assert_eq!(l.zones[g][0].rect.top(), l.zones[0][0].rect.top());
        }
    }

    #[test]
    fn a_stack_shows_the_header_band_of_each_covered_card() {
        let input = TableIn {
            groups: vec![group(true, vec![zone(Spread::Stack, 4, Place::Shared)])],
            boards: 0,
        };
        let l = layout(&input, Rect::from_min_size(Pos2::ZERO, vec2(400.0, 600.0)));
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
    fn a_zone_of_few_cards_is_as_wide_as_its_title_up_to_the_cap() {
        let card = card_size(60.0);
        let tray = |title_width| ZoneIn {
            title_width,
            ..zone(Spread::Row, 1, Place::Own)
        };
        assert_eq!(natural(&tray(0), card).x, 60.0 + 2.0 * PAD);
        assert_eq!(natural(&tray(110), card).x, 110.0 + 2.0 * PAD);
        assert_eq!(natural(&tray(400), card).x, MAX_TITLE_WIDTH, "capped");
        let crowded = ZoneIn {
            title_width: 150,
            ..hand(6, Place::Own)
        };
        assert!(min_width(&crowded, card, true) >= 150.0 + 2.0 * PAD);
    }

    #[test]
    fn rows_of_backs_are_compact_and_stacks_keep_the_full_size() {
        let mut input = als(2, 6, 6);
        input.groups[0].zones[1].compact = true;
        let l = layout(&input, spaces()[2]);
        assert_eq!(l.zones[0][1].card, l.card);
        assert_eq!(l.zones[3][0].card, (l.card * COMPACT).round());
    }

    #[test]
    fn the_layout_depends_only_on_counts() {
        let input = als(2, 5, 6);
        let avail = Rect::from_min_size(pos2(3.0, 4.0), vec2(900.0, 600.0));
        assert_eq!(layout(&input, avail), layout(&input, avail));
    }
}

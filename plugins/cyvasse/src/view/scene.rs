//! The scene: the board as a viewer may see it, the last action, the captured-unit trays, the
//! setup controls and the hover help.

use super::cell_id;
use super::legend::{RUINED, STUCK};
use crate::script::Access;
use crate::{Action, CELLS, Cyvasse, Phase, SEATS, SIDE, State, cell_name, home};
use game_sdk::Viewer;
use game_sdk::scene::{
    Board, CardFace, CardView, Cell, Control, Counter, Geometry, GlossaryEntry, Highlight,
    HighlightKind, Piece, Scene, Zone, ZoneKind,
};

/// The phase whose actions the host may save and replay as a whole (a player's setup).
pub const SAVED_SETUP: &str = "setup";

/// How far a unit moves or shoots, as the glossary says it ("2 orthogonally or 1 diagonally").
fn reach_text(r: crate::config::Reach) -> String {
    let orthogonal = match r.orthogonal {
        0 => None,
        n if n as usize >= SIDE => Some(game_sdk::msg!(
            "reach-orthogonal-any",
            "any distance orthogonally"
        )),
        n => Some(game_sdk::msg!(
            "reach-orthogonal",
            "{n} orthogonally",
            n = n
        )),
    };
    let diagonal = match r.diagonal {
        0 => None,
        n if n as usize >= SIDE => Some(game_sdk::msg!(
            "reach-diagonal-any",
            "any distance diagonally"
        )),
        n => Some(game_sdk::msg!("reach-diagonal", "{n} diagonally", n = n)),
    };
    match (orthogonal, diagonal) {
        (Some(a), Some(b)) => {
            game_sdk::msg!("reach-or", "{first} or {second}", first = a, second = b)
        }
        (Some(a), None) | (None, Some(a)) => a,
        (None, None) => String::new(),
    }
}

/// A unit's or a terrain's name as a message of its own in a list, so that each is shown as
/// the ruleset translates it.
fn name_in_list(name: &str) -> String {
    game_sdk::msg!("name", "{name}", name = name)
}

impl Cyvasse {
    /// Whether `viewer` sees `cell`'s terrain and unit.
    fn sees(&self, s: &State, viewer: Viewer, cell: usize) -> bool {
        if !self.hidden || s.phase != Phase::Setup {
            return true;
        }
        match viewer {
            Viewer::Referee => true,
            Viewer::Spectator => false,
            Viewer::Seat(seat) => home(seat, cell),
        }
    }

    /// Per side, the units it lost as cards in a tray, and their count.
    fn trays(&self, s: &State) -> (Vec<Zone>, Vec<Counter>) {
        let mut zones = Vec::new();
        let mut counters = Vec::new();
        for (seat, name) in SEATS.iter().enumerate() {
            let cards: Vec<CardView> = s
                .taken
                .iter()
                .filter(|u| usize::from(u.owner) == seat)
                .filter_map(|u| self.kinds.get(u.kind as usize))
                .enumerate()
                .map(|(i, k)| CardView {
                    id: format!("card:taken:{seat}:{i}"),
                    face: CardFace::Front {
                        key: k.id.clone(),
                        title: k.title.clone(),
                        value: Some(i64::from(k.rank)),
                        effective: None,
                        face_down: false,
                        text: k.text.clone(),
                        category: None,
                        key_on_face: false,
                    },
                    covered: false,
                })
                .collect();
            counters.push(Counter {
                id: format!("counter:lost:{seat}"),
                owner: Some(seat as u8),
                label: game_sdk::msg!("units-lost", "{seat} units lost", seat = name),
                value: cards.len() as i64,
                look: Default::default(),
            });
            zones.push(Zone {
                id: format!("zone:taken:{seat}"),
                kind: ZoneKind::Pool,
                owner: Some(seat as u8),
                title: game_sdk::msg!("taken-from", "Taken from {seat}", seat = name),
                group: Some("taken".into()),
                count: cards.len() as u32,
                cards,
                category: None,
            });
        }
        (zones, counters)
    }

    fn setup_controls(&self, s: &State) -> Vec<Control> {
        let seat = s.to_move;
        let mut controls = Vec::new();
        let left = self.tiles_left(s, seat);
        for (t, &n) in left.iter().enumerate() {
            if n > 0 {
                controls.push(Control {
                    confirm: None,
                    id: format!("control:tile:{}", self.terrains[t].id),
                    label: game_sdk::msg!(
                        "tile-control",
                        "{terrain} ({n} left)",
                        terrain = self.terrains[t].title,
                        n = n
                    ),
                });
            }
        }
        if left.iter().all(|&n| n == 0) {
            let mut army = self.army_left(s, seat);
            army.sort_unstable();
            army.dedup();
            for k in army {
                controls.push(Control {
                    confirm: None,
                    id: format!("control:unit:{}", self.kinds[k as usize].id),
                    label: self.kinds[k as usize].title.clone(),
                });
            }
        }
        for a in self.setup_actions(s) {
            if let Some(id) = super::action_path(self, &a).first()
                && !matches!(a, Action::Tile { .. } | Action::Place { .. })
            {
                let label = match a {
                    Action::Ready => game_sdk::msg!("ready", "Ready"),
                    Action::RandomSetup => game_sdk::msg!("random-setup", "Random setup"),
                    // The setup's name is the ruleset's id of it, written as in `setup <name>`.
                    _ => game_sdk::msg!(
                        "named-setup",
                        "Setup: {name}",
                        name = super::format_action(self, &a).trim_start_matches("setup ")
                    ),
                };
                controls.push(Control {
                    confirm: None,
                    id: id.clone(),
                    label,
                });
            }
        }
        controls
    }

    fn glossary(&self) -> Vec<GlossaryEntry> {
        let mut out = Vec::new();
        for k in &self.kinds {
            let (rank, moves) = (k.rank, reach_text(k.moves));
            let rules = match k.attack {
                Some(a) => game_sdk::msg!(
                    "unit-help-ranged",
                    "Rank {rank}. Moves {moves}. Ranged attack {attack}.",
                    rank = rank,
                    moves = moves,
                    attack = reach_text(a)
                ),
                None if k.melee => game_sdk::msg!(
                    "unit-help-melee",
                    "Rank {rank}. Moves {moves}. Captures by moving onto an enemy.",
                    rank = rank,
                    moves = moves
                ),
                None => game_sdk::msg!(
                    "unit-help",
                    "Rank {rank}. Moves {moves}.",
                    rank = rank,
                    moves = moves
                ),
            };
            // The ruleset's own text, a whole argument: shown as the ruleset translates it.
            let text = if k.text.is_empty() {
                rules
            } else {
                game_sdk::msg!(
                    "help-and-text",
                    "{rules} {text}",
                    rules = rules,
                    text = k.text
                )
            };
            out.push(GlossaryEntry {
                key: k.id.clone(),
                title: k.title.clone(),
                text,
            });
        }
        for (ti, t) in self.terrains.iter().enumerate() {
            let mut more = Vec::new();
            if t.max_group > 0 {
                more.push(game_sdk::msg!(
                    "terrain-max-group",
                    "At most {n} may be orthogonally adjacent in a homeland.",
                    n = t.max_group
                ));
            }
            let blocked: Vec<String> = if t.pure {
                self.kinds
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| self.pure_fx(ti, *i as u8).access == Access::Blocked)
                    .map(|(_, k)| name_in_list(&k.title))
                    .collect()
            } else {
                Vec::new()
            };
            if !blocked.is_empty() && blocked.len() < self.kinds.len() {
                more.push(game_sdk::msg!(
                    "terrain-closed-to",
                    "Closed to: {units}.",
                    units = blocked.join(", ")
                ));
            }
            // The ruleset's own text stays a whole field (or a whole argument), so that it is
            // shown as the ruleset translates it.
            let own = t.text.trim();
            let text = match (own.is_empty(), more.is_empty()) {
                (_, true) => own.to_string(),
                (true, false) => more.join(" "),
                (false, false) => game_sdk::msg!(
                    "terrain-help",
                    "{text} {more}",
                    text = own,
                    more = more.join(" ")
                ),
            };
            out.push(GlossaryEntry {
                key: t.id.clone(),
                title: t.title.clone(),
                text,
            });
        }
        out
    }
}

pub(crate) fn scene(g: &Cyvasse, s: &State, viewer: Viewer) -> Scene {
    let mut cells = Vec::with_capacity(CELLS);
    let mut screened = Vec::new();
    for c in 0..CELLS {
        let id = cell_id(c);
        let visible = g.sees(s, viewer, c);
        if !visible {
            screened.push(id.clone());
        }
        let piece = s.units[c].filter(|_| visible).map(|u| {
            let k = &g.kinds[u.kind as usize];
            Piece {
                look: Default::default(),
                id: format!("piece:{}", cell_name(c)),
                owner: Some(u.owner),
                kind: k.id.clone(),
                label: k.label.clone(),
                marks: if u.stuck {
                    vec![STUCK.into()]
                } else {
                    Vec::new()
                },
            }
        });
        // A stuck unit carries its mark itself; the cell keeps only what outlives a unit.
        let mut marks = Vec::new();
        if visible && s.ruined & (1 << c) != 0 {
            marks.push(RUINED.into());
        }
        cells.push(Cell {
            id,
            name: cell_name(c),
            q: (c % SIDE) as i32,
            r: (c / SIDE) as i32,
            terrain: visible.then(|| g.terrains[s.terrain[c] as usize].id.clone()),
            piece,
            marks,
        });
    }
    let mut labels = Vec::new();
    let mut controls = Vec::new();
    match s.phase {
        Phase::Setup => {
            let seat = SEATS[s.to_move as usize];
            labels.push(if g.hidden {
                game_sdk::msg!(
                    "setup-label-screened",
                    "Setup: {seat} builds their homeland behind the screen",
                    seat = seat
                )
            } else {
                game_sdk::msg!(
                    "setup-label",
                    "Setup: {seat} builds their homeland",
                    seat = seat
                )
            });
            let own = match viewer {
                Viewer::Seat(seat) => seat == s.to_move,
                Viewer::Referee => true,
                Viewer::Spectator => false,
            };
            if own {
                controls = g.setup_controls(s);
            }
        }
        Phase::Battle => {
            labels.push(game_sdk::msg!(
                "battle-label",
                "Battle, turn {turn}: {seat} to act",
                turn = s.turn + 1,
                seat = SEATS[s.to_move as usize]
            ));
            labels.push(game_sdk::msg!(
                "quiet-label",
                "Turns without a capture: {quiet} of {limit}",
                quiet = s.quiet,
                limit = g.config.quiet_turn_limit
            ));
        }
        Phase::Over => labels.push(game_sdk::msg!(
            "over-label",
            "Over: {reason}",
            reason = s.reason
        )),
    }
    let (zones, counters) = if s.phase == Phase::Setup {
        (Vec::new(), Vec::new())
    } else {
        g.trays(s)
    };
    Scene {
        legend: g.legend(),
        badges: Vec::new(),
        moment: None,
        saved_sequence: (s.phase == Phase::Setup).then(|| SAVED_SETUP.into()),
        boards: vec![Board {
            // Black's homeland is ranks 5–8: turned, Black sees it at the bottom.
            turned: viewer == Viewer::Seat(1),
            id: "board".into(),
            geometry: Geometry::Square {
                files: SIDE as u32,
                ranks: SIDE as u32,
            },
            cells,
            screened,
            file_names: Vec::new(),
            rank_names: Vec::new(),
        }],
        zones,
        counters,
        labels,
        controls,
        highlights: last_action_highlights(s),
        glossary: g.glossary(),
    }
}

/// The last battle action: where the unit came from and went, the cell it attacked, and a
/// capture there. Everything of it is public (the screen is gone in battle).
fn last_action_highlights(s: &State) -> Vec<Highlight> {
    let Some(last) = s.last else {
        return Vec::new();
    };
    let mark = |c: u8, kind| Highlight {
        id: cell_id(c as usize),
        kind,
    };
    let mut out = vec![mark(last.from, HighlightKind::LastFrom)];
    if last.to != last.from {
        out.push(mark(last.to, HighlightKind::LastMove));
    }
    match last.target {
        Some(t) if last.captured => out.push(mark(t, HighlightKind::Captured)),
        // A protected unit survived; its cell still shows what was attacked.
        Some(t) if t != last.to => out.push(mark(t, HighlightKind::Info)),
        _ => {}
    }
    out
}

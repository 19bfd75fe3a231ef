//! Notation (CYV-9), click paths and the scene.

use crate::terrain::Access;
use crate::{Action, CELLS, Cyvasse, Phase, SEATS, SIDE, State, cell_name, home, parse_cell};
use game_sdk::scene::{
    Board, Cell, Control, ElementId, Geometry, GlossaryEntry, Highlight, HighlightKind, Piece,
    Scene,
};
use game_sdk::{Illegal, Viewer};

fn cell_id(c: usize) -> ElementId {
    format!("cell:{}", cell_name(c))
}

fn reach_text(r: crate::config::Reach) -> String {
    let part = |n: u8, what: &str| match n {
        0 => None,
        n if n as usize >= SIDE => Some(format!("any distance {what}")),
        n => Some(format!("{n} {what}")),
    };
    let parts: Vec<String> = [
        part(r.orthogonal, "orthogonally"),
        part(r.diagonal, "diagonally"),
    ]
    .into_iter()
    .flatten()
    .collect();
    parts.join(" or ")
}

impl Cyvasse {
    pub(crate) fn format(&self, action: &Action) -> String {
        match *action {
            Action::Tile { cell, terrain } => format!(
                "tile {} {}",
                cell_name(cell),
                self.terrains[terrain as usize].id
            ),
            Action::Place { cell, kind } => {
                format!("place {} {}", cell_name(cell), self.kinds[kind as usize].id)
            }
            Action::Ready => "ready".into(),
            Action::RandomSetup => "setup random".into(),
            Action::Named(i) => format!(
                "setup {}",
                self.setups.get(i).map_or("?", |s| s.name.as_str())
            ),
            Action::Move { from, to } => format!("{}-{}", cell_name(from), cell_name(to)),
            Action::Melee { from, to } => format!("{}x{}", cell_name(from), cell_name(to)),
            Action::Shoot { from, to } => format!("{}*{}", cell_name(from), cell_name(to)),
        }
    }

    pub(crate) fn parse(&self, text: &str) -> Result<Action, Illegal> {
        let t = text.trim();
        let words: Vec<&str> = t.split_whitespace().collect();
        let cell = |w: &str| {
            parse_cell(w).ok_or_else(|| Illegal::new(format!("`{w}` is not a cell (a1 … h8)")))
        };
        match words.as_slice() {
            ["tile", c, name] => {
                let terrain = self.terrain_index(name).ok_or_else(|| {
                    Illegal::new(format!(
                        "no terrain `{name}`; the terrains are {}",
                        self.terrains
                            .iter()
                            .map(|t| t.id.as_str())
                            .collect::<Vec<_>>()
                            .join(", ")
                    ))
                })?;
                Ok(Action::Tile {
                    cell: cell(c)?,
                    terrain,
                })
            }
            ["place", c, name] => {
                let kind = self.kind_index(name).ok_or_else(|| {
                    Illegal::new(format!(
                        "no unit `{name}`; the units are {}",
                        self.kinds
                            .iter()
                            .map(|k| k.id.as_str())
                            .collect::<Vec<_>>()
                            .join(", ")
                    ))
                })?;
                Ok(Action::Place {
                    cell: cell(c)?,
                    kind,
                })
            }
            ["ready"] => Ok(Action::Ready),
            ["setup", "random"] => Ok(Action::RandomSetup),
            ["setup", name] => self
                .setups
                .iter()
                .position(|s| s.name == *name)
                .map(Action::Named)
                .ok_or_else(|| Illegal::new(format!("no named setup `{name}`"))),
            [one] if one.len() == 5 => {
                let (a, rest) = one.split_at(2);
                let (sep, b) = rest.split_at(1);
                let (from, to) = (cell(a)?, cell(b)?);
                match sep {
                    "-" => Ok(Action::Move { from, to }),
                    "x" => Ok(Action::Melee { from, to }),
                    "*" => Ok(Action::Shoot { from, to }),
                    _ => Err(Illegal::new(format!(
                        "`{t}`: write `b2-b4` (move), `b2xb5` (melee) or `c1*c4` (ranged)"
                    ))),
                }
            }
            _ => Err(Illegal::new(format!(
                "`{t}` is not an action: write `b2-b4`, `b2xb5`, `c1*c4`, `tile a1 mountain`, \
                 `place a1 dragon`, `setup random`, `setup <name>` or `ready`"
            ))),
        }
    }

    pub(crate) fn path(&self, action: &Action) -> Vec<ElementId> {
        match *action {
            Action::Tile { cell, terrain } => vec![
                format!("control:tile:{}", self.terrains[terrain as usize].id),
                cell_id(cell),
            ],
            Action::Place { cell, kind } => vec![
                format!("control:unit:{}", self.kinds[kind as usize].id),
                cell_id(cell),
            ],
            Action::Ready => vec!["control:ready".into()],
            Action::RandomSetup => vec!["control:random-setup".into()],
            Action::Named(i) => vec![format!(
                "control:setup:{}",
                self.setups.get(i).map_or("?", |s| s.name.as_str())
            )],
            Action::Move { from, to } | Action::Melee { from, to } | Action::Shoot { from, to } => {
                vec![cell_id(from), cell_id(to)]
            }
        }
    }

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

    pub(crate) fn build_scene(&self, s: &State, viewer: Viewer) -> Scene {
        let mut cells = Vec::with_capacity(CELLS);
        let mut screened = Vec::new();
        for c in 0..CELLS {
            let id = cell_id(c);
            let visible = self.sees(s, viewer, c);
            if !visible {
                screened.push(id.clone());
            }
            let ruined = s.ruined & (1 << c) != 0;
            let piece = s.units[c].filter(|_| visible).map(|u| {
                let k = &self.kinds[u.kind as usize];
                Piece {
                    look: Default::default(),
                    id: format!("piece:{}", cell_name(c)),
                    owner: Some(u.owner),
                    kind: k.id.clone(),
                    label: k.label.clone(),
                    marks: if u.stuck {
                        vec!["stuck".into()]
                    } else {
                        Vec::new()
                    },
                }
            });
            let mut marks = Vec::new();
            if visible && ruined {
                marks.push("ruined".into());
            }
            if visible && s.units[c].is_some_and(|u| u.stuck) {
                marks.push("stuck".into());
            }
            cells.push(Cell {
                id,
                name: cell_name(c),
                q: (c % SIDE) as i32,
                r: (c / SIDE) as i32,
                terrain: visible.then(|| self.terrains[s.terrain[c] as usize].id.clone()),
                piece,
                marks,
            });
        }
        let mut labels = Vec::new();
        let mut controls = Vec::new();
        match s.phase {
            Phase::Setup => {
                labels.push(format!(
                    "Setup: {} builds their homeland{}",
                    SEATS[s.to_move as usize],
                    if self.hidden {
                        " behind the screen"
                    } else {
                        ""
                    }
                ));
                let own = match viewer {
                    Viewer::Seat(seat) => seat == s.to_move,
                    Viewer::Referee => true,
                    Viewer::Spectator => false,
                };
                if own {
                    controls = self.setup_controls(s);
                }
            }
            Phase::Battle => {
                labels.push(format!(
                    "Battle, turn {}: {} to act",
                    s.turn + 1,
                    SEATS[s.to_move as usize]
                ));
                labels.push(format!(
                    "Turns without a capture: {} of {}",
                    s.quiet, self.config.quiet_turn_limit
                ));
            }
            Phase::Over => labels.push(format!("Over: {}", s.reason)),
        }
        let highlights = s
            .last
            .map(|(a, b)| {
                [a, b]
                    .iter()
                    .map(|&c| Highlight {
                        id: cell_id(c as usize),
                        kind: HighlightKind::LastMove,
                    })
                    .collect()
            })
            .unwrap_or_default();
        Scene {
            legend: Vec::new(),
            badges: Vec::new(),
            moment: None,
            saved_sequence: None,
            boards: vec![Board {
                turned: false,
                id: "board".into(),
                geometry: Geometry::Square {
                    files: SIDE as u32,
                    ranks: SIDE as u32,
                },
                cells,
                screened,
            }],
            zones: Vec::new(),
            counters: Vec::new(),
            labels,
            controls,
            highlights,
            glossary: self.glossary(),
        }
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
                    label: format!("{} ({n} left)", self.terrains[t].title),
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
            if let Some(id) = self.path(&a).first()
                && !matches!(a, crate::Action::Tile { .. } | crate::Action::Place { .. })
            {
                let label = match a {
                    crate::Action::Ready => "Ready".to_string(),
                    crate::Action::RandomSetup => "Random setup".to_string(),
                    _ => format!("Setup: {}", self.format(&a).trim_start_matches("setup ")),
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
            let mut text = format!("Rank {}. Moves {}.", k.rank, reach_text(k.moves));
            match k.attack {
                Some(a) => text.push_str(&format!(" Ranged attack {}.", reach_text(a))),
                None if k.melee => text.push_str(" Captures by moving onto an enemy."),
                None => {}
            }
            if !k.text.is_empty() {
                text.push(' ');
                text.push_str(&k.text);
            }
            out.push(GlossaryEntry {
                key: k.id.clone(),
                title: k.title.clone(),
                text,
            });
        }
        for (ti, t) in self.terrains.iter().enumerate() {
            let mut text = t.text.clone();
            if t.max_group > 0 {
                text.push_str(&format!(
                    " At most {} may be orthogonally adjacent in a homeland.",
                    t.max_group
                ));
            }
            let blocked: Vec<&str> = if t.pure {
                self.kinds
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| self.step[ti][*i].access == Access::Blocked)
                    .map(|(_, k)| k.title.as_str())
                    .collect()
            } else {
                Vec::new()
            };
            if !blocked.is_empty() && blocked.len() < self.kinds.len() {
                text.push_str(&format!(" Closed to: {}.", blocked.join(", ")));
            }
            out.push(GlossaryEntry {
                key: t.id.clone(),
                title: t.title.clone(),
                text: text.trim().to_string(),
            });
        }
        out
    }
}

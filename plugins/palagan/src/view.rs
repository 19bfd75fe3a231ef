//! The scene: the board, reserves and scores, the latest turn highlighted, and the end-turn
//! control with what a pass or an early end gives up.
//!
//! Palagan shows no terrain and no marks, so its legend stays empty: the host's neutral board
//! is the whole look. The board is never turned: the hexhex board has no home side (PAL-1,
//! PAL-4: a summon may go on any empty cell), so no seat has a side that belongs at the bottom.
//!
//! - [`notation`]: PAL-9 action notation and each action's click path;
//! - this file: the scene and each action's effect (how the host animates it).

pub mod notation;

pub(crate) use notation::{action_path, format_action, parse_action};

use crate::Palagan;
use crate::rules::{Action, Maneuver};
use crate::state::board::NONE;
use crate::state::{COLOURS, State};
use game_sdk::Viewer;
use game_sdk::scene::{
    Board, Cell, Control, Counter, CounterLook, Effect, Geometry, GlossaryEntry, Highlight,
    HighlightKind, Piece, Scene, TrackMark,
};

impl Palagan {
    fn counters_of(&self, s: &State, left: u8) -> Vec<Counter> {
        let mut counters = Vec::new();
        for (p, colour) in COLOURS.iter().enumerate() {
            counters.push(Counter {
                id: format!("reserve:{p}"),
                owner: Some(p as u8),
                label: game_sdk::msg!("reserve-counter", "{seat} reserve", seat = colour),
                value: i64::from(s.reserve[p]),
                // The pieces still to summon, as pieces.
                look: CounterLook::Tokens,
            });
            counters.push(Counter {
                id: format!("captured:{p}"),
                owner: Some(p as u8),
                label: game_sdk::msg!("captured-counter", "Captured by {seat}", seat = colour),
                value: i64::from(s.captured[p]),
                look: CounterLook::Number,
            });
        }
        counters.push(Counter {
            id: "maneuvers-left".into(),
            owner: Some(s.to_move),
            label: game_sdk::msg!("maneuvers-left", "Maneuvers left this turn"),
            value: i64::from(left),
            look: CounterLook::Tokens,
        });
        counters.push(Counter {
            id: "idle-turns".into(),
            owner: None,
            label: game_sdk::msg!("idle-counter", "Turns without capture or summon"),
            value: i64::from(s.idle_turns),
            // How near the idle limit, which ends the game, the match is: its end.
            look: CounterLook::Track {
                max: i64::from(self.config.rules.idle_turn_limit),
                marks: vec![TrackMark {
                    at: i64::from(self.config.rules.idle_turn_limit),
                    label: game_sdk::msg!("idle-limit-mark", "the game ends"),
                }],
            },
        });
        counters
    }

    /// "Pass" before the first maneuver, "End turn" after; both ask first, since a pass can
    /// end the game (PAL-7 a) and an early end gives up the maneuvers left (PAL-3).
    fn end_control(&self, s: &State, left: u8) -> Option<Control> {
        if s.over.is_some() {
            return None;
        }
        let other = COLOURS[1 - s.to_move as usize];
        let ends = self.ending_by_end_turn(s);
        let (label, confirm) = if s.made == 0 {
            let question = match ends {
                Some(result) => game_sdk::msg!(
                    "pass-ends-question",
                    "Pass? This ends the game: {result}.",
                    result = result
                ),
                None => game_sdk::msg!(
                    "pass-question",
                    "Pass? If {other} passes next, the game ends.",
                    other = other
                ),
            };
            (game_sdk::msg!("pass", "Pass"), question)
        } else {
            let unused = match left {
                1 => game_sdk::msg!("unused-maneuver", "1 maneuver of this turn goes unused"),
                n => game_sdk::msg!(
                    "unused-maneuvers",
                    "{n} maneuvers of this turn go unused",
                    n = n
                ),
            };
            let question = match ends {
                Some(result) => game_sdk::msg!(
                    "end-turn-ends-question",
                    "End the turn? {unused}, and the game ends: {result}.",
                    unused = unused,
                    result = result
                ),
                None => game_sdk::msg!(
                    "end-turn-question",
                    "End the turn? {unused}.",
                    unused = unused
                ),
            };
            (game_sdk::msg!("end-turn", "End turn"), question)
        };
        Some(Control {
            id: "control:end".into(),
            label,
            confirm: Some(confirm),
        })
    }

    /// The result, when ending the turn now would end the game (a second pass in a row, or
    /// the idle-turn limit, PAL-7): the turn is ended on a copy.
    fn ending_by_end_turn(&self, s: &State) -> Option<String> {
        let mut t = *s;
        self.end_turn(self.hex(s), &mut t, None).ok()?;
        t.over.map(|_| self.outcome(&t).reason)
    }

    /// Every maneuver of the latest turn that made one: where pieces came from, where they
    /// went or were summoned, where pushed pieces went, and where pieces were taken.
    fn latest_turn(&self, s: &State) -> Vec<Highlight> {
        let len = self.hex(s).len();
        let on_board = |c: u16| c != NONE && (c as usize) < len;
        let mut out = Vec::new();
        let mut mark = |c: u16, kind| {
            if on_board(c) {
                out.push(Highlight {
                    id: self.cell_id(s, c),
                    kind,
                });
            }
        };
        for [from, to, pushed] in s.recent.iter() {
            mark(from, HighlightKind::LastFrom);
            mark(to, HighlightKind::LastMove);
            mark(pushed, HighlightKind::LastMove);
        }
        for c in s.recent.taken.iter() {
            mark(c, HighlightKind::Captured);
        }
        out
    }
}

pub(crate) fn scene(g: &Palagan, s: &State, _viewer: Viewer) -> Scene {
    let hex = g.hex(s);
    let cells = (0..hex.len() as u16)
        .map(|c| {
            let (q, r) = hex.qr(c);
            let owner = (0..2u8).find(|&p| s.stones[p as usize].has(c));
            Cell {
                id: g.cell_id(s, c),
                name: hex.name(c).to_string(),
                q,
                r,
                terrain: None,
                piece: owner.map(|p| Piece {
                    look: Default::default(),
                    id: format!("piece:{}", hex.name(c)),
                    owner: Some(p),
                    kind: "piece".into(),
                    label: COLOURS[p as usize].into(),
                    marks: Vec::new(),
                }),
                marks: Vec::new(),
            }
        })
        .collect();
    let left = if s.over.is_some() {
        0
    } else {
        g.limit(s).saturating_sub(s.made)
    };
    let mut labels = vec![match s.over {
        Some(_) => game_sdk::msg!(
            "game-over-line",
            "Game over after turn {turn}",
            turn = s.turn - 1
        ),
        None => game_sdk::msg!(
            "turn-line",
            "Turn {turn}: {seat} to move, {n:maneuver:maneuvers} left",
            turn = s.turn,
            seat = COLOURS[s.to_move as usize],
            n = left
        ),
    }];
    if s.over.is_none() && s.passes == 1 {
        labels.push(game_sdk::msg!(
            "passed-line",
            "{seat} passed: a pass now ends the game",
            seat = COLOURS[1 - s.to_move as usize]
        ));
    }
    Scene {
        legend: Vec::new(),
        badges: Vec::new(),
        moment: None,
        saved_sequence: None,
        boards: vec![Board {
            turned: false,
            id: "board".into(),
            geometry: Geometry::HexAxial,
            cells,
            screened: Vec::new(),
            file_names: Vec::new(),
            rank_names: Vec::new(),
        }],
        zones: Vec::new(),
        counters: g.counters_of(s, left),
        labels,
        controls: g.end_control(s, left).into_iter().collect(),
        highlights: g.latest_turn(s),
        glossary: vec![GlossaryEntry {
            key: "piece".into(),
            title: game_sdk::msg!("piece", "Piece"),
            text: game_sdk::msg!(
                "piece-text",
                "Summon it from the reserve to any empty cell, move it to a neighbour, or push \
                 an opponent's piece one cell further. A group with no empty neighbour is \
                 captured."
            ),
        }],
    }
}

/// A summon places a piece; a step onto an opponent pushes it; any maneuver after which an
/// opponent piece is captured (the pushed one included) is a capture (PAL-4, PAL-5).
pub(crate) fn action_effect(g: &Palagan, s: &State, action: &Action) -> Effect {
    let Action::Maneuver(m) = *action else {
        return Effect::Move;
    };
    let me = s.to_move as usize;
    let mut t = *s;
    if g.play(g.hex(s), &mut t, m, None).is_ok() && t.captured[me] > s.captured[me] {
        return Effect::Capture;
    }
    match m {
        Maneuver::Summon(_) => Effect::Place,
        Maneuver::Step { to, .. } if s.stones[1 - me].has(to) => Effect::Push,
        Maneuver::Step { .. } => Effect::Move,
    }
}

//! Tic-tac-toe (any m×m board, k in a row): the example plugin a game author copies.
//!
//! Everything a plugin needs is here: a compiled ruleset type implementing [`Game`], a state
//! type, an action type with its notation, a scene, and the export line at the bottom.

mod house_rules;

use game_sdk::ruleset;
use game_sdk::scene::{
    Board, Cell, Control, Effect, Geometry, Highlight, HighlightKind, Piece, PieceLook, Scene,
};
use game_sdk::script::ScriptHost;
use game_sdk::{
    Diagnostics, Game, GameInfo, GameRng, Illegal, LogLine, Outcome, RulesetSource, Status, Viewer,
};
use house_rules::{BoardView, LineResult};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The game's ruleset keys, declared once: serde reads them strictly, the schema gives their
/// ranges and documentation (`game_sdk::ruleset::keys_markdown::<Config>()`). See
/// `rulesets/tic-tac-toe/standard.toml`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(default, deny_unknown_fields)]
pub struct Config {
    /// Cells per side of the square board.
    #[schemars(range(min = 3, max = 9))]
    pub size: u8,
    /// Marks in a row needed to win; at most `size`.
    #[schemars(range(min = 3, max = 9))]
    pub line: u8,
}

impl Default for Config {
    fn default() -> Self {
        Self { size: 3, line: 3 }
    }
}

/// A compiled ruleset: its keys and, when it lists any, its Lua house rules.
#[derive(Debug)]
pub struct TicTacToe {
    pub config: Config,
    scripts: Option<ScriptHost>,
    /// Whether a script answers `line_completed`; without one a move needs no copies (a plain
    /// move cannot fail half-way), which is most of a bot's search.
    line_hook: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    /// Row-major from a1; `Some(seat)` is a mark.
    pub cells: Vec<Option<u8>>,
    pub to_move: u8,
    pub last: Option<usize>,
    pub winner: Option<u8>,
    /// Scripts may ask for randomness (`math.random`); it comes from here, so replays agree.
    pub rng: GameRng,
}

/// Marking one cell, by index.
pub type Action = usize;

impl TicTacToe {
    fn size(&self) -> usize {
        self.config.size as usize
    }

    fn cell_name(&self, i: usize) -> String {
        let file = (b'a' + (i % self.size()) as u8) as char;
        format!("{file}{}", i / self.size() + 1)
    }

    /// Whether the match is over, without building the [`Status`] text (bots ask this on every
    /// step of a search).
    fn is_over(&self, s: &State) -> bool {
        s.winner.is_some() || s.cells.iter().all(Option::is_some)
    }

    /// Whether the mark just placed at `i` completes a line of `line` marks.
    fn completes_line(&self, cells: &[Option<u8>], i: usize) -> bool {
        let n = self.size() as i32;
        let (x, y) = ((i as i32) % n, (i as i32) / n);
        let me = cells[i];
        let run = |dx: i32, dy: i32| {
            let (mut cx, mut cy, mut count) = (x + dx, y + dy, 0);
            while (0..n).contains(&cx)
                && (0..n).contains(&cy)
                && cells[(cy * n + cx) as usize] == me
            {
                count += 1;
                cx += dx;
                cy += dy;
            }
            count
        };
        [(1, 0), (0, 1), (1, 1), (1, -1)]
            .iter()
            .any(|&(dx, dy)| 1 + run(dx, dy) + run(-dx, -dy) >= self.config.line as i32)
    }
}

impl Game for TicTacToe {
    type State = State;
    type Action = Action;

    fn ruleset_keys() -> String {
        game_sdk::ruleset::keys_markdown::<Config>()
    }

    fn info() -> GameInfo {
        GameInfo {
            id: "tic-tac-toe".into(),
            name: "Tic-tac-toe".into(),
            version: env!("CARGO_PKG_VERSION").into(),
            description: "Three (or k) in a row on a square board. The example plugin.".into(),
            seats: vec!["X".into(), "O".into()],
            hidden_information: false,
        }
    }

    fn compile(source: &RulesetSource) -> Result<Self, Diagnostics> {
        let ruleset = ruleset::compile::<Config>(source, &Self::info().id)?;
        let config = ruleset.config.clone();
        // A check across keys, which the schema cannot express: reported where `line` was set.
        if config.line > config.size {
            return Err(ruleset
                .error_at(
                    "line",
                    format!(
                        "`line` = {} is longer than the board, expected at most `size` ({})",
                        config.line, config.size
                    ),
                )
                .into());
        }
        let scripts = match ruleset.header.scripts.as_slice() {
            [] => None,
            list => Some(ScriptHost::load(source, list, ruleset.header.limits)?),
        };
        let line_hook = scripts.as_ref().is_some_and(|h| h.has("line_completed"));
        Ok(Self {
            config,
            scripts,
            line_hook,
        })
    }

    fn start(&self, seed: u64) -> State {
        State {
            cells: vec![None; self.size() * self.size()],
            to_move: 0,
            last: None,
            winner: None,
            rng: GameRng::from_seed(seed),
        }
    }

    fn state_fits(&self, s: &State) -> Result<(), String> {
        let cells = self.size() * self.size();
        if s.cells.len() == cells {
            Ok(())
        } else {
            Err(format!(
                "the board has {} cells, these rules want {cells}",
                s.cells.len()
            ))
        }
    }

    fn status(&self, s: &State) -> Status {
        if let Some(w) = s.winner {
            let scores = (0..2).map(|p| i64::from(p == w)).collect();
            let seats = Self::info().seats;
            let who = s.last.and_then(|i| s.cells[i]).unwrap_or(w);
            let reason = format!("{} completed a line", seats[who as usize]);
            Status::Over(Outcome {
                winner: Some(w),
                scores,
                reason,
            })
        } else if s.cells.iter().all(Option::is_some) {
            Status::Over(Outcome {
                winner: None,
                scores: vec![0, 0],
                reason: "the board is full".into(),
            })
        } else {
            Status::ToMove {
                seat: s.to_move,
                prompt: "Mark an empty cell".into(),
            }
        }
    }

    fn to_move(&self, s: &State) -> Option<u8> {
        (!self.is_over(s)).then_some(s.to_move)
    }

    fn legal_actions(&self, s: &State) -> Vec<Action> {
        if self.is_over(s) {
            return Vec::new();
        }
        (0..s.cells.len())
            .filter(|&i| s.cells[i].is_none())
            .collect()
    }

    fn apply(&self, s: &mut State, &i: &Action, log: &mut Vec<LogLine>) -> Result<(), Illegal> {
        if self.is_over(s) {
            return Err(Illegal::new("the game is over"));
        }
        match s.cells.get(i) {
            None => return Err(Illegal::new("no such cell")),
            Some(Some(_)) => return Err(Illegal::new(format!("{} is taken", self.cell_name(i)))),
            Some(None) => {}
        }
        if !self.line_hook {
            // Nothing below can fail without a script: play in place.
            s.cells[i] = Some(s.to_move);
            if self.completes_line(&s.cells, i) {
                s.winner = Some(s.to_move);
            }
            s.last = Some(i);
            s.to_move = 1 - s.to_move;
            return Ok(());
        }
        // Everything is decided on copies first, so a failing script changes nothing.
        let mut cells = s.cells.clone();
        cells[i] = Some(s.to_move);
        let mut winner = None;
        let mut rng = s.rng.clone();
        if self.completes_line(&cells, i) {
            let (size, line) = (self.size(), self.config.line);
            let mut view = BoardView {
                cells: cells.clone(),
                size,
                line,
            };
            let scripts = self.scripts.as_ref();
            winner = Some(
                match house_rules::line_completed(scripts, &mut view, s.to_move, &mut rng, log)? {
                    LineResult::Win => s.to_move,
                    LineResult::Lose => 1 - s.to_move,
                },
            );
        }
        (s.cells, s.last, s.winner, s.rng) = (cells, Some(i), winner, rng);
        s.to_move = 1 - s.to_move;
        Ok(())
    }

    fn scene(&self, s: &State, _viewer: Viewer) -> Scene {
        let cells = (0..s.cells.len())
            .map(|i| Cell {
                id: format!("cell:{}", self.cell_name(i)),
                name: self.cell_name(i),
                q: (i % self.size()) as i32,
                r: (i / self.size()) as i32,
                terrain: None,
                piece: s.cells[i].map(|p| Piece {
                    // X and O are the marks themselves, not labels on counters.
                    look: PieceLook {
                        glyph_only: true,
                        color: None,
                    },
                    id: format!("piece:{}", self.cell_name(i)),
                    owner: Some(p),
                    kind: "mark".into(),
                    label: Self::info().seats[p as usize].clone(),
                    marks: Vec::new(),
                }),
                marks: Vec::new(),
            })
            .collect();
        let n = self.config.size as u32;
        Scene {
            boards: vec![Board {
                turned: false,
                id: "board".into(),
                geometry: Geometry::Square { files: n, ranks: n },
                cells,
                screened: Vec::new(),
            }],
            labels: vec![format!("{} in a row wins", self.config.line)],
            controls: Vec::<Control>::new(),
            highlights: s
                .last
                .iter()
                .map(|&i| Highlight {
                    id: format!("cell:{}", self.cell_name(i)),
                    kind: HighlightKind::LastMove,
                })
                .collect(),
            ..Scene::default()
        }
    }

    fn format_action(&self, _s: &State, &i: &Action) -> String {
        self.cell_name(i)
    }

    fn parse_action(&self, _s: &State, text: &str) -> Result<Action, Illegal> {
        let bad = || Illegal::new(format!("`{text}` is not a cell (write e.g. `b2`)"));
        let text = text.trim();
        let mut chars = text.chars();
        let file = chars.next().ok_or_else(bad)?;
        let rank: usize = chars.as_str().parse().map_err(|_| bad())?;
        let x = (file as u32).checked_sub('a' as u32).ok_or_else(bad)? as usize;
        if x >= self.size() || rank == 0 || rank > self.size() {
            return Err(bad());
        }
        Ok((rank - 1) * self.size() + x)
    }

    fn action_path(&self, _s: &State, &i: &Action) -> Vec<String> {
        vec![format!("cell:{}", self.cell_name(i))]
    }

    fn action_effect(&self, _s: &State, _action: &Action) -> Effect {
        Effect::Place
    }
}

game_sdk::export_game!(TicTacToe);

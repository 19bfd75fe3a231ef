//! Palagan (rules: `shared/rules/palagan.md`, ids PAL-1 … PAL-9) as a game plugin.
//!
//! - [`state`]: the match state (PAL-2, PAL-3) and, in [`state::board`], PAL-1's hexhex board,
//!   notation and neighbour tables;
//! - [`config`]: the ruleset keys (read by the SDK's layered loader);
//! - [`rules`]: the rules engine (PAL-3 … PAL-7);
//! - [`script`]: where house rules plug in ([`script::hooks`]) and the hooks backed by the
//!   ruleset's Lua scripts;
//! - [`scenario`]: scenario files (any position, for tests and puzzles);
//! - `view`: the scene (the latest turn highlighted, the end-turn control's question);
//! - this file: the [`Game`] implementation — status and score (PAL-8), notation (PAL-9).

pub mod config;
mod counters;
mod playout;
pub mod rules;
pub mod scenario;
pub mod script;
pub mod state;
mod view;

use config::Config;
use game_sdk::scene::{Effect, ElementId, Scene};
use game_sdk::script::{ScriptHost, ScriptLimits};
use game_sdk::{
    Diagnostic, Diagnostics, Game, GameInfo, Illegal, LogLine, Outcome, RulesetSource, Status,
    Viewer, ruleset,
};
use script::hooks::Hooks;
use state::board::Boards;
pub use state::{Action, COLOURS, EndReason, Maneuver, Recent, State};
use std::sync::Arc;

/// A compiled Palagan ruleset.
#[derive(Debug)]
pub struct Palagan {
    pub config: Config,
    /// Board tables for every supported side, computed once.
    boards: Boards,
    /// House-rule hooks (the ruleset's Lua scripts); `None` is the standard game.
    hooks: Option<Arc<dyn Hooks>>,
}

impl Palagan {
    /// A game from checked keys.
    pub fn new(config: Config) -> Result<Self, Diagnostics> {
        config.validate()?;
        Ok(Self {
            config,
            boards: Boards::new(),
            hooks: None,
        })
    }

    /// The same game with house-rule hooks installed.
    pub fn with_hooks(mut self, hooks: Arc<dyn Hooks>) -> Self {
        self.hooks = Some(hooks);
        self
    }

    /// Whether house-rule hooks are installed.
    pub fn has_hooks(&self) -> bool {
        self.hooks.is_some()
    }

    /// PAL-8: the scores (captures, adjusted by hooks) and the result.
    pub fn outcome(&self, s: &State) -> Outcome {
        let mut scores = [i64::from(s.captured[0]), i64::from(s.captured[1])];
        let mut failed = None;
        if let Some(h) = &self.hooks
            && let Err(e) = h.final_scores(s, &mut scores)
        {
            // Only after a reload to a broken script (the action that ended the game checked
            // the hook): the captures stand, and the error is shown.
            scores = [i64::from(s.captured[0]), i64::from(s.captured[1])];
            failed = Some(e);
        }
        let winner = match scores[0].cmp(&scores[1]) {
            std::cmp::Ordering::Greater => Some(0),
            std::cmp::Ordering::Less => Some(1),
            std::cmp::Ordering::Equal => None,
        };
        let why = match s.over {
            Some(EndReason::Passes) => "both players passed in a row".to_string(),
            Some(EndReason::Idle) => format!(
                "{} turns in a row without a capture or a summon",
                s.idle_turns
            ),
            None => "the game is not over".to_string(),
        };
        let result = match winner {
            Some(w) => format!("{} wins", COLOURS[w as usize]),
            None => "a draw".to_string(),
        };
        let mut reason = format!("{why}: {result} {}–{}", scores[0], scores[1]);
        if let Some(e) = failed {
            reason.push_str(&format!(" (captures only: {e})"));
        }
        Outcome {
            winner,
            scores: scores.to_vec(),
            reason,
        }
    }

    fn cell_id(&self, s: &State, c: u16) -> ElementId {
        format!("cell:{}", self.hex(s).name(c))
    }
}

impl Game for Palagan {
    type State = State;
    type Action = Action;

    fn ruleset_keys() -> String {
        game_sdk::ruleset::keys_markdown::<Config>()
    }

    fn info() -> GameInfo {
        GameInfo {
            id: "palagan".into(),
            name: "Palagan".into(),
            version: env!("CARGO_PKG_VERSION").into(),
            description: "Summon, move and push pieces on a hexagonal board; surround the \
                          opponent's clusters to capture them."
                .into(),
            seats: COLOURS.iter().map(|c| c.to_string()).collect(),
            hidden_information: false,
        }
    }

    fn compile(source: &RulesetSource) -> Result<Self, Diagnostics> {
        let rs = ruleset::compile::<Config>(source, &Self::info().id)?;
        let mut problems = Diagnostics::default();
        for (key, message) in rs.config.cross_problems() {
            problems.push(rs.error_at(key, message));
        }
        let host = if rs.header.scripts.is_empty() {
            for (i, p) in rs.config.hooks.pure.iter().enumerate() {
                problems.push(rs.error_at(
                    &format!("hooks.pure[{i}]"),
                    format!(
                        "`{}` is declared pure but this ruleset has no scripts",
                        p.name()
                    ),
                ));
            }
            None
        } else {
            let limits = ScriptLimits {
                memory_bytes: rs.header.limits.memory_bytes,
                instructions: rs.header.limits.instructions,
            };
            let host = ScriptHost::load(source, &rs.header.scripts, limits)?;
            for e in script::LuaHooks::unknown_functions(&host) {
                problems.push(e.into());
            }
            for (i, p) in rs.config.hooks.pure.iter().enumerate() {
                if !host.has(p.name()) {
                    problems.push(rs.error_at(
                        &format!("hooks.pure[{i}]"),
                        format!("no script of this ruleset defines `{}`", p.name()),
                    ));
                }
            }
            Some(host)
        };
        problems.into_result(())?;
        let game = Self::new(rs.config)?;
        Ok(match host {
            Some(host) => {
                let hooks = script::LuaHooks::new(host, &game.config);
                game.with_hooks(Arc::new(hooks))
            }
            None => game,
        })
    }

    fn start(&self, _seed: u64) -> State {
        State::new(self.config.board.side, self.config.rules.pieces_per_player)
    }

    fn scenario(&self, origin: &str, text: &str) -> Result<State, Diagnostic> {
        scenario::load(self, origin, text)
    }

    fn state_fits(&self, s: &State) -> Result<(), String> {
        if s.side == self.config.board.side {
            Ok(())
        } else {
            Err(format!(
                "the board has side {}, these rules want side {}",
                s.side, self.config.board.side
            ))
        }
    }

    fn status(&self, s: &State) -> Status {
        if s.over.is_some() {
            return Status::Over(self.outcome(s));
        }
        let limit = self.limit(s);
        let prompt = if s.made == 0 {
            format!("Maneuver 1 of {limit} (summon, move or push), or pass")
        } else {
            format!("Maneuver {} of {limit}, or end the turn", s.made + 1)
        };
        Status::ToMove {
            seat: s.to_move,
            prompt,
        }
    }

    fn legal_actions(&self, s: &State) -> Vec<Action> {
        self.actions(s)
    }

    fn counters(&self, s: &State, action: &Action) -> Vec<String> {
        self.count(s, *action)
    }

    fn rollout_action(&self, s: &State, rng: &mut game_sdk::GameRng) -> Option<Action> {
        self.random_action(s, rng)
    }

    /// A bot's hint: the capture balance (the score) squashed into a win chance.
    fn evaluate(&self, s: &State, seat: u8) -> Option<f64> {
        let me = *s.captured.get(seat as usize)? as f64;
        let them = *s.captured.get(1 - seat as usize)? as f64;
        Some(0.5 + 0.5 * ((me - them) / 3.0).tanh())
    }

    fn apply(&self, s: &mut State, action: &Action, log: &mut Vec<LogLine>) -> Result<(), Illegal> {
        self.act(s, *action, log)
    }

    fn scene(&self, s: &State, viewer: Viewer) -> Scene {
        self.build_scene(s, viewer)
    }

    /// A summon places a piece; a step onto an opponent pushes it; any maneuver after which an
    /// opponent piece is captured (the pushed one included) is a capture (PAL-4, PAL-5).
    fn action_effect(&self, s: &State, action: &Action) -> Effect {
        let Action::Maneuver(m) = *action else {
            return Effect::Move;
        };
        let me = s.to_move as usize;
        let mut t = *s;
        if self.play(self.hex(s), &mut t, m, None).is_ok() && t.captured[me] > s.captured[me] {
            return Effect::Capture;
        }
        match m {
            Maneuver::Summon(_) => Effect::Place,
            Maneuver::Step { to, .. } if s.stones[1 - me].has(to) => Effect::Push,
            Maneuver::Step { .. } => Effect::Move,
        }
    }

    fn format_action(&self, s: &State, action: &Action) -> String {
        let hex = self.hex(s);
        match action {
            Action::Maneuver(Maneuver::Summon(c)) => format!("@{}", hex.name(*c)),
            Action::Maneuver(Maneuver::Step { from, to }) => {
                format!("{}-{}", hex.name(*from), hex.name(*to))
            }
            Action::End => "end".into(),
        }
    }

    fn parse_action(&self, s: &State, text: &str) -> Result<Action, Illegal> {
        let hex = self.hex(s);
        let t = text.trim().to_ascii_lowercase();
        let cell = |name: &str| {
            hex.parse(name).ok_or_else(|| {
                Illegal::new(format!("`{}` is not a cell of this board", name.trim()))
            })
        };
        match t.as_str() {
            "end" => Ok(Action::End),
            "pass" if s.made == 0 => Ok(Action::End),
            "pass" => Err(Illegal::new(
                "a maneuver was made this turn: write `end` to end it",
            )),
            _ => {
                if let Some(rest) = t.strip_prefix('@') {
                    Ok(Action::Maneuver(Maneuver::Summon(cell(rest)?)))
                } else if let Some((a, b)) = t.split_once('-') {
                    Ok(Action::Maneuver(Maneuver::Step {
                        from: cell(a)?,
                        to: cell(b)?,
                    }))
                } else {
                    Err(Illegal::new(format!(
                        "`{}` is not an action: write `@f6`, `f6-f7`, `end` or `pass`",
                        text.trim()
                    )))
                }
            }
        }
    }

    fn action_path(&self, s: &State, action: &Action) -> Vec<ElementId> {
        match action {
            Action::Maneuver(Maneuver::Summon(c)) => vec![self.cell_id(s, *c)],
            Action::Maneuver(Maneuver::Step { from, to }) => {
                vec![self.cell_id(s, *from), self.cell_id(s, *to)]
            }
            Action::End => vec!["control:end".into()],
        }
    }
}

game_sdk::export_game!(Palagan);

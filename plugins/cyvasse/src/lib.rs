//! Cyvasse (rules `rules/cyvasse.md`, CYV-1 … CYV-9) as a game plugin: build your homeland in
//! secret, then capture the enemy King. The rulesets live in `rulesets/cyvasse/` (the standard
//! one and its variants), the terrain hooks in `scripts/cyvasse/` (`API.md` documents them).
//!
//! - [`config`]: the ruleset keys (units, capture table, terrain and its hooks, setup, draws)
//!   and compiling them into a [`Cyvasse`].
//! - [`state`]: the state of a match, the board's cells and the actions.
//! - `rules`: the setup phase (CYV-2) and its feasibility checks, turns, movement and attacks,
//!   terrain effects, the end of the game.
//! - `view`: what a viewer sees (the scene, the legend) and writes (notation, click paths).
//! - [`script`]: the Lua tile hooks: their context and how they are asked.
//! - [`scenario`]: the scenario format (a whole position in TOML).
//! - `counters`: the balance lab's counters.

pub mod config;
mod counters;
mod fit;
mod rules;
pub mod scenario;
pub mod script;
pub mod state;
mod view;

pub use config::{Cyvasse, Kind, Setup, Terrain};
use game_sdk::scene::{Effect, ElementId, Scene};
use game_sdk::{
    Diagnostic, Diagnostics, Game, GameInfo, GameRng, Illegal, LogLine, Outcome, RulesetSource,
    Status, Viewer,
};
pub use state::{
    Action, CELLS, LastAction, Phase, SEATS, SIDE, State, Unit, cell_name, home, mirror, parse_cell,
};

impl Game for Cyvasse {
    type State = State;
    type Action = Action;

    fn ruleset_keys() -> String {
        game_sdk::ruleset::keys_markdown::<config::Config>()
    }

    fn info() -> GameInfo {
        GameInfo {
            id: "cyvasse".into(),
            name: "Cyvasse".into(),
            version: env!("CARGO_PKG_VERSION").into(),
            description: "Build your homeland in secret, then capture the enemy King.".into(),
            seats: SEATS.iter().map(|s| s.to_string()).collect(),
            hidden_information: true,
        }
    }

    fn compile(source: &RulesetSource) -> Result<Self, Diagnostics> {
        Self::compile_source(source)
    }

    fn start(&self, seed: u64) -> State {
        self.empty_state(seed)
    }

    fn scenario(&self, origin: &str, text: &str) -> Result<State, Diagnostic> {
        scenario::load(self, origin, text)
    }

    fn state_fits(&self, s: &State) -> Result<(), String> {
        self.check_indices(s)
    }

    fn status(&self, s: &State) -> Status {
        match s.phase {
            Phase::Over => Status::Over(Outcome {
                winner: s.winner,
                scores: s.captures.iter().map(|&c| i64::from(c)).collect(),
                reason: s.reason.clone(),
            }),
            Phase::Setup => Status::ToMove {
                seat: s.to_move,
                prompt: format!("{}: set up your homeland", SEATS[s.to_move as usize]),
            },
            Phase::Battle => Status::ToMove {
                seat: s.to_move,
                prompt: format!(
                    "{}: move or attack with one unit",
                    SEATS[s.to_move as usize]
                ),
            },
        }
    }

    fn legal_actions(&self, s: &State) -> Vec<Action> {
        match s.phase {
            Phase::Over => Vec::new(),
            Phase::Setup => self.setup_actions(s),
            Phase::Battle => {
                let mut out = Vec::with_capacity(64);
                self.battle_actions(s, &mut out);
                out
            }
        }
    }

    fn apply(&self, s: &mut State, action: &Action, log: &mut Vec<LogLine>) -> Result<(), Illegal> {
        // Work on a copy: a refusal (or a failing script) leaves `s` exactly as it was.
        let mut next = s.clone();
        match s.phase {
            Phase::Over => return Err(Illegal::new("the match is over")),
            Phase::Setup => self.apply_setup(&mut next, action, log)?,
            Phase::Battle => self.apply_battle(&mut next, action, log)?,
        }
        *s = next;
        Ok(())
    }

    fn scene(&self, s: &State, viewer: Viewer) -> Scene {
        self.build_scene(s, viewer)
    }

    fn format_action(&self, _s: &State, action: &Action) -> String {
        self.format(action)
    }

    fn public_action(&self, s: &State, action: &Action) -> Option<String> {
        self.public(s, action)
    }

    fn parse_action(&self, _s: &State, text: &str) -> Result<Action, Illegal> {
        self.parse(text)
    }

    fn action_path(&self, _s: &State, action: &Action) -> Vec<ElementId> {
        self.path(action)
    }

    fn action_effect(&self, _s: &State, action: &Action) -> Effect {
        self.effect(action)
    }

    fn sample_hidden(&self, s: &State, seat: u8, rng: &mut GameRng) -> State {
        self.resample(s, seat, rng)
    }

    fn counters(&self, s: &State, action: &Action) -> Vec<String> {
        self.count(s, action)
    }

    /// In a bot's rollout the setup is one `setup random` (then `ready`) per seat instead of
    /// some thirty single placements, each of which lists every feasible placement first.
    fn rollout_action(&self, s: &State, _rng: &mut GameRng) -> Option<Action> {
        match s.phase {
            Phase::Setup if self.setup_complete(s, s.to_move) => Some(Action::Ready),
            Phase::Setup => Some(Action::RandomSetup),
            _ => None,
        }
    }

    /// A bot's hint in battle: the balance of material, each unit weighted by its rank, squashed into a win chance.
    fn evaluate(&self, s: &State, seat: u8) -> Option<f64> {
        if s.phase != Phase::Battle {
            return None;
        }
        let mut balance = 0.0;
        for u in s.units.iter().flatten() {
            let worth = f64::from(self.kinds.get(u.kind as usize).map_or(1, |k| k.rank));
            balance += if u.owner == seat { worth } else { -worth };
        }
        Some(0.5 + 0.5 * (balance / 12.0).tanh())
    }
}

game_sdk::export_game!(Cyvasse);

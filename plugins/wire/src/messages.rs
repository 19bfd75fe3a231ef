//! The serialized types that cross the plugin boundary (encoded with postcard).
//!
//! Changing a type here changes the wire format: bump [`crate::abi::ABI_MAJOR`]. A new type for
//! a new request (see [`crate::abi::Extension`]) is a new minor ([`crate::abi::ABI_MINOR`]).

use crate::diag::{Diagnostic, Diagnostics};
use crate::scene::{Effect, ElementId, Scene};
use crate::script::HookSite;
use crate::script::ScriptError;
use crate::source::RulesetSource;
use serde::{Deserialize, Serialize};

/// What a plugin says about itself before any ruleset is compiled.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameInfo {
    /// Stable identifier; also the directory name under `rulesets/` and `scripts/`.
    pub id: String,
    pub name: String,
    /// The plugin's own version (recorded in saves).
    pub version: String,
    pub description: String,
    /// The name of every seat the game can have, in turn order, e.g. `["Black", "White"]`: as
    /// many as its largest table. A ruleset seats the first [`Capabilities::seats`] of them.
    pub seats: Vec<String>,
    /// The fewest seats a ruleset of this game may have (at most `seats.len()`).
    pub min_seats: u8,
}

impl GameInfo {
    /// The most seats a ruleset of this game may have.
    pub fn max_seats(&self) -> u8 {
        u8::try_from(self.seats.len()).unwrap_or(u8::MAX)
    }

    /// The names of the first `count` seats: the seats of a ruleset that has `count`.
    pub fn seat_names(&self, count: u8) -> &[String] {
        &self.seats[..usize::from(count).min(self.seats.len())]
    }
}

/// The reply to `compile`: how many seats these compiled rules have and what they can do
/// beyond the core of the contract (`Game::hidden_information`, `Game::scenarios`). Per
/// ruleset, not per game: one ruleset of a game may seat four and another two, one may hide
/// information and another not.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Capabilities {
    /// The seats at the table under these rules: the first `seats` of [`GameInfo::seats`],
    /// between [`GameInfo::min_seats`] and [`GameInfo::max_seats`] (the plugin's SDK checks).
    pub seats: u8,
    /// Whether a seat may see something another may not (hands, a hidden setup, phantom
    /// marks). Hosts hide the table between hot-seat turns and restrict undo only for such
    /// rules; perfect information needs no hand-over screen.
    pub hidden_information: bool,
    /// Whether the rules read scenario files (`Start::Scenario`); hosts offer a scenario only
    /// where they do.
    pub scenarios: bool,
}

/// The reply to `describe`: the game. (Its key documentation is the `key-docs` request, since
/// ABI 12.1, so that a plugin built before it still loads.)
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Description {
    pub info: GameInfo,
}

/// The reply to the `key-docs` request (ABI 12.1): the documentation of a game's ruleset keys,
/// as data, generated from the game's config type (`game_sdk::ruleset::keys::ruleset_keys`).
/// Empty when the game does not document its keys.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RulesetKeys {
    /// One entry per key, parents before their children.
    pub keys: Vec<KeyDoc>,
    /// The JSON Schema of the game's keys as schemars generates it, as JSON text (postcard
    /// cannot carry a free-form JSON value); empty when the game documents no keys.
    pub schema: String,
}

/// One ruleset key: its path, type, default, allowed values and meaning. The texts are for
/// people (Markdown inline: values in backticks); the path and the default are for programs
/// too.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct KeyDoc {
    /// A dotted path: `hand_size`; `board.side` in a table; `cards.<name>.strength` in each
    /// entry of a map of tables; `units[].name` in each item of an array of tables.
    pub key: String,
    /// `integer`, `string`, `table`, `array of strings`, `table of tables`, …
    pub ty: String,
    pub default: KeyDefault,
    /// `from 1 to 20`, `` `"forbid"`, `"capture"` ``, `1 to 21 items; each at least 0`, or empty.
    pub allowed: String,
    /// The key's doc comment, on one line.
    pub description: String,
}

/// What a key is when a ruleset does not set it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum KeyDefault {
    /// Every complete ruleset must set it.
    Required,
    /// A table whose keys have their own defaults.
    Table,
    /// This value, written as in a ruleset file (`6`, `"forbid"`, `[1, 2]`).
    Value(String),
    /// Nothing: an optional key that is off unless set.
    Unset,
    /// The schema does not say.
    #[default]
    Unstated,
}

impl KeyDefault {
    /// As a key reference shows it: `` `6` ``, `see below`, `required`, `` `(none)` ``, `—`.
    pub fn text(&self) -> String {
        match self {
            KeyDefault::Required => "required".to_string(),
            KeyDefault::Table => "see below".to_string(),
            KeyDefault::Value(v) => format!("`{v}`"),
            KeyDefault::Unset => "`(none)`".to_string(),
            KeyDefault::Unstated => "—".to_string(),
        }
    }
}

/// Who is looking at a scene: hidden information is removed for everyone but the referee.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Viewer {
    /// One player: sees public information and their own secrets.
    Seat(u8),
    /// Someone not playing: public information only.
    Spectator,
    /// Everything (replays of finished matches, debugging, watching bots).
    Referee,
}

impl Viewer {
    pub fn seat(self) -> Option<u8> {
        match self {
            Viewer::Seat(s) => Some(s),
            _ => None,
        }
    }
}

/// Who may read a log line.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Audience {
    /// Every seat and spectator.
    Everyone,
    /// Only this seat (and the referee): a line naming something only that seat may know.
    Seat(u8),
    /// Only the referee: debugging output such as a script's `print`, never shown to players.
    Referee,
}

/// One line of the match log and who may read it. A plugin picks the audience by what the
/// rules hide: a line naming a secret goes to the seat that may know it, and where the others
/// must learn something, a separate public line says it without naming the secret.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct LogLine {
    pub text: String,
    pub audience: Audience,
}

impl LogLine {
    /// A line every viewer may read.
    pub fn public(text: impl Into<String>) -> Self {
        Self {
            text: text.into(),
            audience: Audience::Everyone,
        }
    }

    /// A line only `seat` (and the referee) may read.
    pub fn seat(seat: u8, text: impl Into<String>) -> Self {
        Self {
            text: text.into(),
            audience: Audience::Seat(seat),
        }
    }

    /// A line only the referee may read.
    pub fn referee(text: impl Into<String>) -> Self {
        Self {
            text: text.into(),
            audience: Audience::Referee,
        }
    }

    /// Whether `viewer` may read this line: a seat reads public lines and its own, a
    /// spectator only public lines, the referee everything.
    pub fn visible_to(&self, viewer: Viewer) -> bool {
        self.audience.includes(viewer)
    }
}

impl Audience {
    /// Whether `viewer` is in this audience (see [`LogLine::visible_to`]).
    pub fn includes(&self, viewer: Viewer) -> bool {
        match (self, viewer) {
            (_, Viewer::Referee) => true,
            (Audience::Everyone, _) => true,
            (Audience::Seat(s), Viewer::Seat(v)) => *s == v,
            _ => false,
        }
    }
}

impl std::fmt::Display for LogLine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text)
    }
}

/// The result of a finished match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// The winning seat, or `None` for a draw (no seat alone in first place).
    pub winner: Option<u8>,
    /// Score per seat, in seat order (whatever the game counts: captures, VP, …).
    pub scores: Vec<i64>,
    /// Why the match ended, in words.
    pub reason: String,
    /// Each seat's place, in seat order: 1 is first; seats that tie share a place and the
    /// next place is skipped (1, 1, 3). Empty for a game of one winner: the winner first and
    /// every other seat second, or all first in a draw ([`Outcome::place_of`] reads both), so
    /// that the outcome of a two-seat game allocates nothing (the bots ask it at the end of
    /// every rollout). Build with [`Outcome::won`], [`Outcome::draw`] or [`Outcome::ranked`],
    /// which keep it consistent with `winner`.
    pub places: Vec<u8>,
}

impl Outcome {
    /// `winner` first, every other seat second.
    pub fn won(winner: u8, scores: Vec<i64>, reason: impl Into<String>) -> Self {
        Self {
            winner: Some(winner),
            scores,
            reason: reason.into(),
            places: Vec::new(),
        }
    }

    /// No winner: every seat shares first place.
    pub fn draw(scores: Vec<i64>, reason: impl Into<String>) -> Self {
        Self {
            winner: None,
            scores,
            reason: reason.into(),
            places: Vec::new(),
        }
    }

    /// [`Outcome::won`] with `Some(winner)`, [`Outcome::draw`] with `None`: a game of one
    /// winner and all others behind.
    pub fn decided(winner: Option<u8>, scores: Vec<i64>, reason: impl Into<String>) -> Self {
        match winner {
            Some(w) => Self::won(w, scores, reason),
            None => Self::draw(scores, reason),
        }
    }

    /// A full ranking: `places[s]` is seat `s`'s place (1 first, ties sharing). The winner is
    /// the one seat in first place, if exactly one is.
    pub fn ranked(places: Vec<u8>, scores: Vec<i64>, reason: impl Into<String>) -> Self {
        let mut firsts = places.iter().enumerate().filter(|(_, p)| **p == 1);
        let winner = match (firsts.next(), firsts.next()) {
            (Some((s, _)), None) => u8::try_from(s).ok(),
            _ => None,
        };
        Self {
            winner,
            scores,
            reason: reason.into(),
            places,
        }
    }

    /// Seat `seat`'s place (1 first): from `places`, or where they are empty the winner's 1
    /// and everyone else's 2 (all 1 in a draw).
    pub fn place_of(&self, seat: u8) -> u8 {
        match self.places.get(usize::from(seat)) {
            Some(p) => *p,
            None => match self.winner {
                Some(w) if w == seat => 1,
                Some(_) => 2,
                None => 1,
            },
        }
    }
}

/// Whose turn it is, or how the match ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Status {
    /// `seat` must act; `prompt` says what is being asked (e.g. a pending choice).
    ToMove {
        seat: u8,
        prompt: String,
    },
    Over(Outcome),
}

impl Status {
    pub fn to_move(&self) -> Option<u8> {
        match self {
            Status::ToMove { seat, .. } => Some(*seat),
            Status::Over(_) => None,
        }
    }
    pub fn is_over(&self) -> bool {
        matches!(self, Status::Over(_))
    }
}

/// A legal action as the host shows it: its notation and the scene elements a player clicks
/// (in order) to make it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ActionInfo {
    pub text: String,
    pub path: Vec<ElementId>,
    /// What it does to its target, for the legal-move marks.
    pub effect: Effect,
}

/// How a new match starts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Start {
    Seed(u64),
    /// A scenario file's text and the path it was read from (for messages).
    Scenario {
        origin: String,
        text: String,
    },
}

/// A request on an open match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Request {
    /// → [`Status`]
    Status,
    /// → [`View`]
    View { viewer: Viewer },
    /// → `Vec<ActionInfo>` for the seat to move.
    Legal,
    /// → [`Applied`]; an illegal action is refused with a reason and changes nothing.
    Apply { action: String },
    /// → `Vec<u8>`: the game state, serialized (for tests and debugging).
    State,
    /// → [`BotReply`]: the move a bot chooses for the seat to move, seeing only what that seat
    /// sees. Does not change the match. Deterministic given `seed` and the iteration budget;
    /// `max_millis` (if any) additionally stops the search early by the plugin's clock.
    BotMove {
        bot: BotSpec,
        seed: u64,
        max_millis: Option<u64>,
    },
    /// → [`Traced`]: [`Request::Apply`] with every script hook call recorded (the rules
    /// console). The referee's view: the host shows it to nobody who may not see everything.
    ApplyTraced { action: String },
    /// → `Result<ConsoleAnswer, ConsoleRefusal>`: evaluates Lua in the rules' sandbox against a
    /// read-only copy of the state ([`crate::Game::console`]); the match is unchanged. The
    /// referee's view, like [`Request::ApplyTraced`].
    Console { code: String },
    /// → [`Evaluation`]: how the match stands for every seat, as `viewer` can judge it (a
    /// search from `viewer`'s information only: everything hidden from it re-sampled), and,
    /// when `viewer` is the seat to move, each of its actions the search tried. Does not change
    /// the match. Deterministic given `seed` and the iteration budget, like [`Request::BotMove`];
    /// a random bot's budget (0) searches [`BotLevel::Easy`]'s. Refused when the match is over.
    Evaluate {
        viewer: u8,
        bot: BotSpec,
        seed: u64,
        max_millis: Option<u64>,
    },
    /// → [`BotReply`]: [`Request::BotMove`] with the search's random rollouts chosen
    /// ([`PlayoutKind`]), for benchmarks that measure the SDK's engine rather than a game's own
    /// rollout loop (`game-host bench-bots --playout uniform`). ABI 13.3
    /// ([`crate::abi::BOT_MOVE_WITH_MINOR`]): a new request rather than a field of [`BotSpec`],
    /// so that plugins of 13.0–13.2 still load (the host asks it only of 13.3 and later).
    BotMoveWith {
        bot: BotSpec,
        seed: u64,
        max_millis: Option<u64>,
        playout: PlayoutKind,
    },
}

/// Which random rollouts a bot's search plays ([`Request::BotMoveWith`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PlayoutKind {
    /// The game's own: its `random_playout` loop, or its rollout hints. How bots always play.
    #[default]
    Game,
    /// The SDK's generic uniform rollout (`game_sdk::bots::uniform_playout`: a uniformly random
    /// legal action per step through `to_move`, `legal_actions_into` and `apply`), whatever
    /// the game offers instead: it plays the same moves as a game's own `random_playout` (the
    /// test kit checks that they agree), so only the speed differs.
    Uniform,
}

impl PlayoutKind {
    pub const ALL: [PlayoutKind; 2] = [PlayoutKind::Game, PlayoutKind::Uniform];

    /// The name on the command line and in reports.
    pub fn name(self) -> &'static str {
        match self {
            PlayoutKind::Game => "game",
            PlayoutKind::Uniform => "uniform",
        }
    }
}

/// How strong a bot is: its search budget.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BotLevel {
    /// Uniformly random legal moves.
    Random,
    Easy,
    Normal,
    Hard,
}

impl BotLevel {
    pub const ALL: [BotLevel; 4] = [
        BotLevel::Random,
        BotLevel::Easy,
        BotLevel::Normal,
        BotLevel::Hard,
    ];

    /// Search iterations per move (0: random play).
    pub fn iterations(self) -> u32 {
        match self {
            BotLevel::Random => 0,
            BotLevel::Easy => 60,
            BotLevel::Normal => 400,
            BotLevel::Hard => 2_000,
        }
    }

    /// The time cap per move the host uses by default, in milliseconds.
    pub fn default_millis(self) -> u64 {
        match self {
            BotLevel::Random => 100,
            BotLevel::Easy => 1_000,
            BotLevel::Normal => 3_000,
            BotLevel::Hard => 10_000,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            BotLevel::Random => "random",
            BotLevel::Easy => "easy",
            BotLevel::Normal => "normal",
            BotLevel::Hard => "hard",
        }
    }
}

/// A bot: a level, optionally with its iteration budget overridden (tests, benchmarks).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct BotSpec {
    pub level: BotLevel,
    pub iterations: Option<u32>,
}

impl BotSpec {
    pub fn level(level: BotLevel) -> Self {
        Self {
            level,
            iterations: None,
        }
    }

    /// Search iterations per move; 0 means random play.
    pub fn budget(&self) -> u32 {
        self.iterations.unwrap_or(self.level.iterations())
    }
}

impl std::fmt::Display for BotSpec {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.iterations {
            Some(n) => write!(f, "mcts:{n}"),
            None => f.write_str(self.level.name()),
        }
    }
}

impl std::str::FromStr for BotSpec {
    type Err = String;

    /// `random`, `easy`, `normal`, `hard`, or `mcts:N` (N search iterations per move).
    fn from_str(s: &str) -> Result<Self, String> {
        let s = s.trim();
        if let Some(n) = s.strip_prefix("mcts:") {
            let n: u32 = n
                .parse()
                .map_err(|_| format!("`{s}`: expected mcts:N with N a whole number"))?;
            return Ok(BotSpec {
                level: if n == 0 {
                    BotLevel::Random
                } else {
                    BotLevel::Normal
                },
                iterations: Some(n),
            });
        }
        BotLevel::ALL
            .into_iter()
            .find(|l| l.name() == s)
            .map(BotSpec::level)
            .ok_or_else(|| format!("`{s}`: expected random, easy, normal, hard or mcts:N"))
    }
}

/// The answer to [`Request::BotMove`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BotReply {
    /// The chosen action in canonical notation.
    pub action: String,
    /// Search iterations run (0 for a random bot or a forced move).
    pub iterations: u64,
}

/// The answer to [`Request::Evaluate`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Evaluation {
    /// Each seat's expected reward (1 a win, 0 a loss, ½ a draw), in seat order: its chance
    /// of winning as the viewer's search judged it.
    pub values: Vec<f64>,
    /// When the viewer is the seat to move: its actions the search tried, most tried first
    /// (the first is the one a bot would play), in canonical notation; otherwise empty.
    pub moves: Vec<MoveValue>,
    /// Search iterations run.
    pub iterations: u64,
}

/// One action at the root of a search ([`Evaluation::moves`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MoveValue {
    pub action: String,
    /// How often the search tried it.
    pub visits: u32,
    /// The mover's expected reward after it (0..=1).
    pub value: f64,
}

/// One bot-vs-bot game played entirely inside the plugin (the balance lab).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SimRequest {
    pub seed: u64,
    /// One bot per seat, in seat order.
    pub bots: Vec<BotSpec>,
    /// A game longer than this many actions stops unfinished.
    pub max_actions: u32,
}

/// What one simulated game came to.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SimSummary {
    /// `None` when the game hit `max_actions` unfinished.
    pub outcome: Option<Outcome>,
    pub actions: u32,
    /// The game's counters ([`crate::Game::counters`]), summed over the game.
    pub counters: Vec<(String, i64)>,
    /// Search iterations run by all bots.
    pub iterations: u64,
    /// The script error that stopped the game, if one did (the game then counts as
    /// unfinished): a failing hook is the ruleset's fault, reported rather than played around.
    pub script_error: Option<Box<SimFault>>,
    /// The script functions that ran at least once in this game (bots' searches included).
    pub hooks_called: Vec<String>,
    /// Every function the ruleset's scripts define, with where (the same for every game of a
    /// ruleset), so that a host can say which were never called.
    pub hooks_declared: Vec<HookSite>,
}

/// A script error in a simulated game, and when it happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SimFault {
    pub error: ScriptError,
    /// The action being applied when it failed, in notation; `None` when it failed while the
    /// legal actions were listed or a bot was choosing among them.
    pub action: Option<String>,
    /// How many actions were applied before it.
    pub after: u32,
}

/// Everything the host needs to draw one viewer's table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    pub status: Status,
    pub scene: Scene,
    /// The legal actions, when the viewer is the seat to move (or the referee); else empty.
    pub actions: Vec<ActionInfo>,
    /// Script errors met while listing `actions` (a veto or a permission hook that failed):
    /// the actions they were asked about are left out, and the host must show these errors to
    /// whoever is looking, since the rules in force are broken. Empty when nothing failed.
    pub script_errors: Vec<ScriptError>,
}

/// The answer to [`Request::Apply`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Applied {
    /// The action in canonical notation (what goes into the record).
    pub action: String,
    /// The action as every seat may know it, where the notation names something hidden
    /// (`improvise a card on air`); `None` when the notation itself is public. What a move log
    /// shows to players.
    pub public: Option<String>,
    /// Lines for the match log (captures, cards destroyed, script `print`s, …), each with who
    /// may read it: show a viewer only the lines [`LogLine::visible_to`] it.
    pub log: Vec<LogLine>,
    pub status: Status,
    /// The seats that learned, through this action, something that was hidden from them before
    /// it (a card turned face up, dealt, drawn or revealed at a battle's end, a screen lifted):
    /// the host's Undo never takes such an action back (a take-back by agreement only when the
    /// requester is not among them). Ascending, no duplicates; empty for an action that reveals
    /// nothing, and always under rules that hide nothing.
    #[serde(default)]
    pub revealed_to: Vec<u8>,
}

/// The answer to [`Request::ApplyTraced`]: what [`Request::Apply`] answers, and the hook calls
/// it made (also when it was refused: a script error's trace shows the failing call).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Traced {
    pub outcome: Result<Applied, CallError>,
    pub trace: crate::script::Trace,
}

/// Why a call failed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
pub enum CallError {
    /// An action that is not legal now (or not understood); the match is unchanged.
    #[error("illegal action: {0}")]
    Illegal(String),
    /// A script of the ruleset failed while the call ran (the ruleset's fault, not the
    /// player's): the match is unchanged. Carries the script's file and line, the hook the host
    /// called, the message and Lua's traceback.
    /// Boxed: a script error is much larger than the other replies.
    #[error("script error: {0}")]
    Script(Box<ScriptError>),
    /// A ruleset, script or scenario with problems.
    #[error("{0}")]
    Invalid(Diagnostics),
    /// The plugin panicked; the call had no effect on the match.
    #[error("the plugin panicked: {0}")]
    Panic(String),
    /// A match's state does not fit the rules it was asked to continue under
    /// ([`crate::Game::state_fits`]); the match is unchanged and still on its old rules.
    #[error("the match does not fit the new rules: {0}")]
    DoesNotFit(String),
    /// Bytes that did not decode; a host/plugin mismatch.
    #[error("protocol error: {0}")]
    Protocol(String),
}

impl From<Diagnostic> for CallError {
    fn from(d: Diagnostic) -> Self {
        CallError::Invalid(Diagnostics::one(d))
    }
}

/// The input of `compile`: the ruleset's source files.
pub type CompileRequest = RulesetSource;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_log_line_is_read_by_its_audience_and_the_referee() {
        let viewers = [
            Viewer::Seat(0),
            Viewer::Seat(1),
            Viewer::Spectator,
            Viewer::Referee,
        ];
        let read = |line: &LogLine| viewers.map(|v| line.visible_to(v));
        assert_eq!(read(&LogLine::public("a")), [true, true, true, true]);
        assert_eq!(read(&LogLine::seat(1, "b")), [false, true, false, true]);
        assert_eq!(read(&LogLine::referee("c")), [false, false, false, true]);
        assert_eq!(LogLine::seat(1, "b").audience, Audience::Seat(1));
    }

    #[test]
    fn a_ranking_names_its_winner_only_when_one_seat_is_alone_in_first_place() {
        let o = Outcome::ranked(vec![3, 1, 2, 4], vec![], "last with dice");
        assert_eq!(o.winner, Some(1));
        assert_eq!(
            (0..4).map(|s| o.place_of(s)).collect::<Vec<_>>(),
            [3, 1, 2, 4]
        );
        let tie = Outcome::ranked(vec![1, 1, 3], vec![], "shared");
        assert_eq!(tie.winner, None, "two seats share first place");
        let won = Outcome::won(2, vec![], "r");
        assert_eq!(
            [won.place_of(0), won.place_of(1), won.place_of(2)],
            [2, 2, 1]
        );
        assert!(
            won.places.is_empty(),
            "one winner needs no list: nothing to allocate"
        );
        let draw = Outcome::draw(vec![], "r");
        assert_eq!(
            (draw.winner, draw.place_of(0), draw.place_of(1)),
            (None, 1, 1)
        );
        assert_eq!(Outcome::decided(Some(0), vec![], "r").place_of(1), 2);
    }

    #[test]
    fn an_outcome_without_places_ranks_the_winner_first() {
        let bare = Outcome {
            winner: Some(1),
            scores: vec![],
            reason: String::new(),
            places: vec![],
        };
        assert_eq!((bare.place_of(0), bare.place_of(1)), (2, 1));
    }

    #[test]
    fn a_ruleset_seats_the_first_names_of_its_game() {
        let info = GameInfo {
            id: "g".into(),
            name: "G".into(),
            version: "1".into(),
            description: String::new(),
            seats: (1..=6).map(|i| format!("P{i}")).collect(),
            min_seats: 2,
        };
        assert_eq!(info.max_seats(), 6);
        assert_eq!(info.seat_names(4), ["P1", "P2", "P3", "P4"]);
        assert_eq!(info.seat_names(9).len(), 6, "never past the names it has");
    }
}

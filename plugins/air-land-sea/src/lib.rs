//! Air, Land & Sea (rules: `shared/rules/air-land-sea.md`, ids ALS-1 … ALS-7) as a game plugin.
//!
//! The Rust core knows no card by name: cards, strengths and tables are the ruleset's TOML
//! ([`config`]), and every ability is Lua under `scripts/air-land-sea/`, reached through the hook
//! names a card's `ability` key gives (see `scripts/air-land-sea/API.md`).
//!
//! - [`config`]: the ruleset keys;
//! - [`state`]: the match state and the compiled card tables;
//! - [`script`]: the context scripts receive and the glue of hook calls;
//! - [`rules`]: the rules core (ALS-2 … ALS-6);
//! - [`view`]: the scene (what each seat may see) and click paths; `badges` (standing
//!   permissions and effects) and `moment` (the end-of-battle summary) add to it;
//! - [`scenario`]: scenario files (any position, for tests and puzzles);
//! - this file: compiling a ruleset and the [`Game`] implementation, notation (ALS-7).

pub mod config;
mod counters;
pub mod rules;
pub mod scenario;
pub mod script;
pub mod state;
pub mod view;

use config::Config;
use game_sdk::scene::{Effect, ElementId, Scene};
use game_sdk::script::{ContextSlot, ScriptHost, ScriptValue};
use game_sdk::{
    Diagnostic, Diagnostics, Game, GameInfo, GameRng, Illegal, LogLine, RulesetSource, Status,
    Viewer,
};
pub use rules::{Action, Failure};
use script::Ctx;
pub use state::{Card, SEATS, State, Theater};
use state::{CardHooks, CardInfo, Defs, ShortId};
use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;

/// A compiled Air, Land & Sea ruleset: its keys, card tables and loaded scripts.
#[derive(Debug)]
pub struct AirLandSea {
    pub config: Config,
    pub defs: Arc<Defs>,
    pub host: ScriptHost,
    /// The long-lived script context of the fast call path (`ScriptHost::call_slot`).
    slot: ContextSlot<Ctx>,
    placeholder_rng: GameRng,
    /// Lent to hook calls instead of the match's generator when no script uses
    /// `math.random` (the SDK then never touches it), which saves copying the generator.
    idle_rng: std::sync::Mutex<GameRng>,
}

const HOOKS: [&str; 4] = ["on_reveal", "strength", "may_play", "on_play"];

/// Every script function named `<effect>_may_play`, `<effect>_on_play` or `<effect>_on_turn_end`,
/// by effect name. (A card ability's hooks are found too; an effect never named so is never
/// looked up.)
fn effect_hooks(host: &ScriptHost) -> HashMap<String, state::EffectHooks> {
    let mut found: HashMap<String, state::EffectHooks> = HashMap::new();
    for name in host.hook_names() {
        for suffix in ["_may_play", "_on_play", "_on_turn_end"] {
            let Some(effect) = name.strip_suffix(suffix) else {
                continue;
            };
            let hooks = found.entry(effect.to_string()).or_default();
            let slot = match suffix {
                "_may_play" => &mut hooks.may_play,
                "_on_play" => &mut hooks.on_play,
                _ => &mut hooks.on_turn_end,
            };
            *slot = Some(name.to_string());
        }
    }
    found
}

/// The `cards` global of the scripts: every card's printed facts by id (`cards.A4.strength`),
/// read without calling back into the game.
fn card_constants(config: &Config) -> ScriptValue {
    let text = |t: &str| ScriptValue::Str(t.to_string());
    let cards = config.cards.iter().map(|(id, def)| {
        let kind = match def.kind {
            config::Kind::Instant => "instant",
            config::Kind::Ongoing => "ongoing",
            config::Kind::None => "none",
        };
        let mut facts = BTreeMap::from([
            ("id".to_string(), text(id)),
            ("name".to_string(), text(&def.name)),
            ("theater".to_string(), text(&def.theater)),
            ("strength".to_string(), ScriptValue::Int(def.strength)),
            ("kind".to_string(), text(kind)),
            ("text".to_string(), text(&def.text)),
        ]);
        if let Some(ability) = &def.ability {
            facts.insert("ability".to_string(), text(ability));
        }
        (id.clone(), ScriptValue::Map(facts))
    });
    ScriptValue::Map(cards.collect())
}

impl AirLandSea {
    fn from_ruleset(source: &RulesetSource) -> Result<Self, Diagnostics> {
        let ruleset = game_sdk::ruleset::compile::<Config>(source, &Self::info().id)?;
        let config = ruleset.config.clone();
        let host = ScriptHost::load_with(
            source,
            &ruleset.header.scripts,
            game_sdk::script::ScriptLimits {
                memory_bytes: ruleset.header.limits.memory_bytes,
                instructions: ruleset.header.limits.instructions,
            },
            &[("cards", card_constants(&config))],
        )?;
        let mut problems = Diagnostics::default();
        let abilities: Vec<&str> = config
            .cards
            .values()
            .filter_map(|c| c.ability.as_deref())
            .collect();
        for (name, why) in config::misnamed_hooks(host.hook_names(), &abilities) {
            let (file, line) = host.defined_at(&name).unwrap_or(("scripts", 0));
            problems.push(game_sdk::Diagnostic::new(file, line, 0, why));
        }
        let theater_ids: Vec<String> = config
            .theaters
            .iter()
            .map(|t| t.to_ascii_lowercase())
            .collect();
        for (i, t) in theater_ids.iter().enumerate() {
            if t.is_empty()
                || !t.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
                || theater_ids[..i].contains(t)
                || t == "hand"
                || t == "limbo"
            {
                problems.push(ruleset.error_at(
                    &format!("theaters[{i}]"),
                    format!("theater `{t}` must be a unique word of letters, digits and `-`"),
                ));
            }
        }
        let mut cards = Vec::new();
        for (id, def) in &config.cards {
            let at = |k: &str| format!("cards.{id}.{k}");
            if id.is_empty()
                || !id.chars().all(|c| c.is_ascii_alphanumeric())
                || id.to_ascii_uppercase() != *id
            {
                problems.push(ruleset.error_at(
                    &format!("cards.{id}"),
                    format!("card id `{id}` must be uppercase letters and digits (`A4`)"),
                ));
            }
            let Some(th) = theater_ids.iter().position(|t| *t == def.theater) else {
                problems.push(ruleset.error_at(
                    &at("theater"),
                    format!(
                        "`{}` is not a theater, expected one of {}",
                        def.theater,
                        theater_ids.join(", ")
                    ),
                ));
                continue;
            };
            let mut hooks = CardHooks::default();
            if let Some(ability) = &def.ability {
                let name = |h: &str| {
                    let n = format!("{ability}_{h}");
                    host.has(&n).then_some(n)
                };
                hooks = CardHooks {
                    on_reveal: name(HOOKS[0]),
                    strength: name(HOOKS[1]),
                    may_play: name(HOOKS[2]),
                    on_play: name(HOOKS[3]),
                };
                if hooks.on_reveal.is_none()
                    && hooks.strength.is_none()
                    && hooks.may_play.is_none()
                    && hooks.on_play.is_none()
                {
                    problems.push(ruleset.error_at(
                        &at("ability"),
                        format!(
                            "no script defines a function of ability `{ability}` (expected one of {})",
                            HOOKS
                                .iter()
                                .map(|h| format!("`{ability}_{h}`"))
                                .collect::<Vec<_>>()
                                .join(", ")
                        ),
                    ));
                }
            }
            cards.push(CardInfo {
                id: id.clone(),
                name: def.name.clone(),
                theater: th as Theater,
                strength: def.strength,
                ability: def.ability.clone(),
                kind: def.kind,
                text: def.text.clone(),
                hooks,
            });
        }
        let hand = config.hand_size as usize;
        if cards.len() > 200 {
            problems.push(ruleset.error_at("cards", "at most 200 cards"));
        } else if cards.len() < 2 * hand {
            problems.push(ruleset.error_at(
                "cards",
                format!(
                    "{} cards cannot deal {hand} to each player (`hand_size`)",
                    cards.len()
                ),
            ));
        }
        let lua_strings = |texts: &mut dyn Iterator<Item = &str>| {
            texts
                .map(|t| host.create_string(t))
                .collect::<Result<Vec<_>, _>>()
        };
        let made = lua_strings(&mut cards.iter().map(|c| c.id.as_str())).and_then(|ids| {
            lua_strings(&mut theater_ids.iter().map(String::as_str)).map(|tids| (ids, tids))
        });
        let (lua_ids, lua_tids) = match made {
            Ok(made) => made,
            Err(e) => {
                problems.push(e.into());
                return Err(problems);
            }
        };
        let defs = Defs {
            lua_ids,
            lua_tids,
            card_keys: ShortId::all(cards.iter().map(|c| c.id.as_str())),
            theater_keys: ShortId::all(theater_ids.iter().map(String::as_str)),
            theater_names: config.theaters.clone(),
            theater_ids,
            face_down_strength: config.face_down_strength,
            hand_size: hand,
            any_strength: cards.iter().any(|c| c.hooks.strength.is_some()),
            any_on_play: cards.iter().any(|c| c.hooks.on_play.is_some()),
            any_may_play: cards.iter().any(|c| c.hooks.may_play.is_some()),
            eager_strength: host.mentions("total") || host.mentions("effective"),
            effect_hooks: effect_hooks(&host),
            cards,
        };
        let defs = Arc::new(defs);
        let placeholder = Ctx::new(
            Box::new(State::blank(Vec::new(), 0, GameRng::from_seed(0))),
            Arc::clone(&defs),
        );
        let slot = match host.context_slot(placeholder) {
            Ok(slot) => slot,
            Err(e) => {
                problems.push(e.into());
                return Err(problems);
            }
        };
        problems.into_result(Self {
            config,
            defs,
            host,
            slot,
            placeholder_rng: GameRng::from_seed(0),
            idle_rng: std::sync::Mutex::new(GameRng::from_seed(0)),
        })
    }
}

impl Game for AirLandSea {
    type State = State;
    type Action = Action;

    fn ruleset_keys() -> String {
        game_sdk::ruleset::keys_markdown::<Config>()
    }

    fn info() -> GameInfo {
        GameInfo {
            id: "air-land-sea".into(),
            name: "Air, Land & Sea".into(),
            version: env!("CARGO_PKG_VERSION").into(),
            description: "Two commanders fight battles over three theaters with 18 cards; \
                          control more theaters or withdraw in time."
                .into(),
            seats: SEATS.iter().map(|s| s.to_string()).collect(),
            hidden_information: true,
        }
    }

    fn compile(source: &RulesetSource) -> Result<Self, Diagnostics> {
        Self::from_ruleset(source)
    }

    fn start(&self, seed: u64) -> State {
        self.new_match(seed)
    }

    fn scenario(&self, origin: &str, text: &str) -> Result<State, Diagnostic> {
        scenario::load(self, origin, text)
    }

    /// Cards are indices into the ruleset's card list and theaters into its theater list: a
    /// state fits when both lists have the length the state was dealt from.
    fn state_fits(&self, s: &State) -> Result<(), String> {
        let (cards, theaters) = (self.defs.cards.len(), self.defs.theater_ids.len());
        if s.strength.len() != cards {
            return Err(format!(
                "the match was dealt from {} cards, these rules have {cards}",
                s.strength.len()
            ));
        }
        if s.totals[0].len() != theaters {
            return Err(format!(
                "the match has {} theaters, these rules have {theaters}",
                s.totals[0].len()
            ));
        }
        Ok(())
    }

    fn refresh_derived(&self, s: &mut State) -> Result<(), String> {
        // Also what keeps a loaded match's strengths current when they are computed lazily.
        let mut ctx = self.ctx(s);
        self.refresh(&mut ctx, &mut Vec::new())
            .map_err(|e| format!("computing strengths: {e}"))?;
        *s = *ctx.s;
        Ok(())
    }

    fn status(&self, s: &State) -> Status {
        if s.over.is_some() {
            return Status::Over(self.outcome(s));
        }
        let prompt = match &s.choice {
            Some(c) => c.prompt.clone(),
            None if s.bonus == Some(state::Bonus::Play(s.to_move)) => {
                "Play a card (an ability lets you)".into()
            }
            None => "Deploy, improvise or withdraw".into(),
        };
        Status::ToMove {
            seat: s.to_move,
            prompt,
        }
    }

    fn legal_actions(&self, s: &State) -> Vec<Action> {
        self.actions(s)
    }

    fn apply(&self, s: &mut State, action: &Action, log: &mut Vec<LogLine>) -> Result<(), Illegal> {
        let mut ctx = self.ctx(s);
        let mut lines = Vec::new();
        match self.step(&mut ctx, action, &mut lines) {
            Ok(()) => {
                std::mem::swap(s, &mut *ctx.s);
                self.recycle(ctx.s);
                log.append(&mut lines);
                Ok(())
            }
            Err(f) => {
                self.recycle(ctx.s);
                Err(Illegal::new(f.message()))
            }
        }
    }

    fn scene(&self, s: &State, viewer: Viewer) -> Scene {
        view::scene(self, s, viewer)
    }

    /// A card played face-down, and a card of the chooser's that the others may not see in a
    /// chosen option (`transport S2 land`), are "a card" to everyone else.
    fn public_action(&self, s: &State, action: &Action) -> Option<String> {
        view::public_action(self, s, action)
    }

    fn format_action(&self, s: &State, action: &Action) -> String {
        view::format_action(self, s, action)
    }

    fn parse_action(&self, s: &State, text: &str) -> Result<Action, Illegal> {
        view::parse_action(self, s, text)
    }

    fn action_path(&self, s: &State, action: &Action) -> Vec<ElementId> {
        view::action_path(self, s, action)
    }

    /// A play puts a card on the theater its path ends at (or, face-down, the button after it).
    fn action_effect(&self, s: &State, action: &Action) -> Effect {
        view::action_effect(self, s, action)
    }

    fn sample_hidden(&self, s: &State, seat: u8, rng: &mut GameRng) -> State {
        view::sample_hidden(&self.defs, s, seat, rng)
    }

    fn counters(&self, s: &State, action: &Action) -> Vec<String> {
        self.count(s, action)
    }
}

game_sdk::export_game!(AirLandSea);

//! Compiling a ruleset into the game (`Game::compile`): reading and checking the keys, loading
//! the scripts with the `cards` global, checking the hook names, theater and card ids, building
//! the card tables ([`Defs`]) and the long-lived script context. Every problem found is
//! reported, not only the first.

use super::{ABILITY_HOOKS, AirLandSea, CardHooks, CardInfo, Config, Defs, EffectHooks, Kind};
use super::{ShortId, misnamed_hooks};
use crate::script::Ctx;
use crate::state::{State, Theater};
use game_sdk::ruleset::Ruleset;
use game_sdk::script::mlua::LuaString;
use game_sdk::script::{ScriptHost, ScriptValue};
use game_sdk::{Diagnostic, Diagnostics, Game, GameRng, RulesetSource};
use rustc_hash::FxHashMap as HashMap;
use std::collections::BTreeMap;
use std::sync::Arc;

pub(crate) fn compile(source: &RulesetSource) -> Result<AirLandSea, Diagnostics> {
    let ruleset = game_sdk::ruleset::compile::<Config>(source, &AirLandSea::info().id)?;
    let config = ruleset.config.clone();
    let host = load_scripts(source, &ruleset)?;
    let mut problems = Diagnostics::default();
    check_hook_names(&host, &config, &mut problems);
    let theater_ids = theater_ids(&ruleset, &mut problems);
    let cards = card_infos(&ruleset, &host, &theater_ids, &mut problems);
    check_card_count(&ruleset, cards.len(), &mut problems);
    let defs = match tables(&config, &host, cards, theater_ids) {
        Ok(defs) => Arc::new(defs),
        Err(e) => {
            problems.push(e);
            return Err(problems);
        }
    };
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
    problems.into_result(AirLandSea {
        config,
        defs,
        host,
        slot,
        placeholder_rng: GameRng::from_seed(0),
        idle_rng: std::sync::Mutex::new(GameRng::from_seed(0)),
    })
}

/// The ruleset's scripts, loaded under its limits with the `cards` global.
fn load_scripts(
    source: &RulesetSource,
    ruleset: &Ruleset<Config>,
) -> Result<ScriptHost, Diagnostics> {
    ScriptHost::load_with(
        source,
        &ruleset.header.scripts,
        game_sdk::script::ScriptLimits {
            memory_bytes: ruleset.header.limits.memory_bytes,
            instructions: ruleset.header.limits.instructions,
        },
        &[("cards", card_constants(&ruleset.config))],
    )
}

/// The `cards` global of the scripts: every card's printed facts by id (`cards.A4.strength`),
/// read without calling back into the game.
fn card_constants(config: &Config) -> ScriptValue {
    let text = |t: &str| ScriptValue::Str(t.to_string());
    let cards = config.cards.iter().map(|(id, def)| {
        let kind = match def.kind {
            Kind::Instant => "instant",
            Kind::Ongoing => "ongoing",
            Kind::None => "none",
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

/// A script function that names an ability but none of its hooks (see [`misnamed_hooks`]).
fn check_hook_names(host: &ScriptHost, config: &Config, problems: &mut Diagnostics) {
    let abilities: Vec<&str> = config
        .cards
        .values()
        .filter_map(|c| c.ability.as_deref())
        .collect();
    for (name, why) in misnamed_hooks(host.hook_names(), &abilities) {
        let (file, line) = host.defined_at(&name).unwrap_or(("scripts", 0));
        problems.push(Diagnostic::new(file, line, 0, why));
    }
}

/// The theater ids (lowercase names), each checked to be a unique word that names no other
/// place (`hand`, `limbo`).
fn theater_ids(ruleset: &Ruleset<Config>, problems: &mut Diagnostics) -> Vec<String> {
    let theater_ids: Vec<String> = ruleset
        .config
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
    theater_ids
}

/// Every card of the ruleset with its theater and the hooks its ability has; a card with a bad
/// id, an unknown theater or an ability no script defines is reported (and one with an unknown
/// theater left out).
fn card_infos(
    ruleset: &Ruleset<Config>,
    host: &ScriptHost,
    theater_ids: &[String],
    problems: &mut Diagnostics,
) -> Vec<CardInfo> {
    let mut cards = Vec::new();
    for (id, def) in &ruleset.config.cards {
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
            hooks = ability_hooks(host, ability);
            if hooks.on_reveal.is_none()
                && hooks.strength.is_none()
                && hooks.may_play.is_none()
                && hooks.on_play.is_none()
            {
                problems.push(ruleset.error_at(
                    &at("ability"),
                    format!(
                        "no script defines a function of ability `{ability}` (expected one of {})",
                        ABILITY_HOOKS
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
    cards
}

/// The hooks (`<ability>_<hook>`) the scripts define for an ability.
fn ability_hooks(host: &ScriptHost, ability: &str) -> CardHooks {
    let name = |h: &str| {
        let n = format!("{ability}_{h}");
        host.has(&n).then_some(n)
    };
    CardHooks {
        on_reveal: name(ABILITY_HOOKS[0]),
        strength: name(ABILITY_HOOKS[1]),
        may_play: name(ABILITY_HOOKS[2]),
        on_play: name(ABILITY_HOOKS[3]),
    }
}

/// At most 200 cards (a card is a `u8`), and enough to deal a hand to each player.
fn check_card_count(ruleset: &Ruleset<Config>, count: usize, problems: &mut Diagnostics) {
    let hand = ruleset.config.hand_size as usize;
    if count > 200 {
        problems.push(ruleset.error_at("cards", "at most 200 cards"));
    } else if count < 2 * hand {
        problems.push(ruleset.error_at(
            "cards",
            format!("{count} cards cannot deal {hand} to each player (`hand_size`)"),
        ));
    }
}

/// The compiled tables, with every card and theater id made a string of the scripts' Lua state
/// once.
fn tables(
    config: &Config,
    host: &ScriptHost,
    cards: Vec<CardInfo>,
    theater_ids: Vec<String>,
) -> Result<Defs, Diagnostic> {
    let lua_strings = |texts: &mut dyn Iterator<Item = &str>| {
        texts
            .map(|t| host.create_string(t))
            .collect::<Result<Vec<_>, _>>()
    };
    let lua_ids = lua_strings(&mut cards.iter().map(|c| c.id.as_str()))?;
    let lua_tids = lua_strings(&mut theater_ids.iter().map(String::as_str))?;
    let objects = |strings: &[LuaString]| strings.iter().map(|s| s.to_pointer() as usize).collect();
    Ok(Defs {
        lua_id_objects: objects(&lua_ids),
        lua_tid_objects: objects(&lua_tids),
        lua_ids,
        lua_tids,
        card_keys: ShortId::all(cards.iter().map(|c| c.id.as_str())),
        theater_keys: ShortId::all(theater_ids.iter().map(String::as_str)),
        theater_names: config.theaters.clone(),
        theater_ids,
        face_down_strength: config.face_down_strength,
        hand_size: config.hand_size as usize,
        any_strength: cards.iter().any(|c| c.hooks.strength.is_some()),
        any_on_play: cards.iter().any(|c| c.hooks.on_play.is_some()),
        any_may_play: cards.iter().any(|c| c.hooks.may_play.is_some()),
        strength_cards: card_bits(&cards, |h| h.strength.is_some()),
        on_play_cards: card_bits(&cards, |h| h.on_play.is_some()),
        may_play_cards: card_bits(&cards, |h| h.may_play.is_some()),
        eager_strength: host.mentions("total") || host.mentions("effective"),
        effect_hooks: effect_hooks(host),
        spelled: crate::script::spelled_keys(&cards),
        token: Arc::new(()),
        cards,
    })
}

/// The cards whose hooks `has` picks, as bits by card (none past 64 cards).
fn card_bits(cards: &[CardInfo], has: impl Fn(&CardHooks) -> bool) -> u64 {
    if cards.len() > 64 {
        return 0;
    }
    cards
        .iter()
        .enumerate()
        .filter(|(_, c)| has(&c.hooks))
        .fold(0, |bits, (i, _)| bits | 1 << i)
}

/// Every script function named `<effect>_may_play`, `<effect>_on_play` or `<effect>_on_turn_end`,
/// by effect name. (A card ability's hooks are found too; an effect never named so is never
/// looked up.)
fn effect_hooks(host: &ScriptHost) -> HashMap<String, EffectHooks> {
    let mut found: HashMap<String, EffectHooks> = HashMap::default();
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
            *slot = Some(Arc::from(name));
        }
    }
    found
}

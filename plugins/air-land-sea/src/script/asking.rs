//! Choices the core makes for a script (`ctx:choose_flip`, `choose_moves`, `choose_among`,
//! `choose_in_play`) without allocating once warmed up: a bot's search asks thousands of them a
//! second, and each used to cost a dozen allocations (the options' list and strings, the
//! prompt, the continuation's name, the shared choice itself).
//!
//! - **Option ids** are written into one buffer per thread and shared per id
//!   ([`crate::rules::option_id`]: the same `Arc<str>` the actions listing the options use).
//! - **Words a script passes** (an option prefix, a continuation's name) are read once per Lua
//!   string object ([`shared_word`]): reading a Lua string's bytes allocates in mlua.
//! - **The choice itself** is a spent one made over ([`PendingChoice::refill`]): this thread
//!   keeps the last few it made ([`MAX_KEPT`]) and reuses one that nothing else holds any more
//!   (a state that held it was written over), its list of options included.

use crate::config::Defs;
use crate::rules::option_id;
use crate::state::{Card, Theater};
use game_sdk::script::mlua::{self, Lua, LuaString};
use game_sdk::script::{PendingChoice, PlayerText, ScriptValue};
use rustc_hash::FxHashMap;
use std::cell::RefCell;
use std::fmt::Write;
use std::sync::Arc;

/// The most choices a thread keeps for reuse: more than are alive at once in a search (the
/// root's, the rollout's, one being asked).
const MAX_KEPT: usize = 8;

/// The most words a Lua state keeps read ([`shared_word`]): a script passes a handful (its
/// prefixes and continuations); past that, words are read each time.
const MAX_WORDS: usize = 64;

thread_local! {
    /// The choices this thread made last, for [`fresh`].
    static KEPT: RefCell<Vec<Arc<PendingChoice>>> = const { RefCell::new(Vec::new()) };
    /// The buffer option ids are written in before they are shared.
    static ID: RefCell<String> = const { RefCell::new(String::new()) };
}

/// A choice to make over: one this thread kept that nothing else holds, or a new one.
fn fresh() -> Arc<PendingChoice> {
    let spent = KEPT.with(|kept| {
        let mut kept = kept.borrow_mut();
        let at = kept
            .iter()
            .position(|c| Arc::strong_count(c) == 1 && Arc::weak_count(c) == 0)?;
        Some(kept.swap_remove(at))
    });
    spent.unwrap_or_else(|| {
        Arc::new(PendingChoice {
            seat: 0,
            prompt: Arc::from(""),
            options: Vec::new(),
            skippable: false,
            continue_with: Arc::from(""),
            data: ScriptValue::Nil,
        })
    })
}

/// Keeps `choice` (a handle to it) for a later [`fresh`], while there is room.
fn keep(choice: &Arc<PendingChoice>) {
    KEPT.with(|kept| {
        let mut kept = kept.borrow_mut();
        if kept.len() < MAX_KEPT {
            kept.push(Arc::clone(choice));
        }
    });
}

/// An option id `prefix` + `rest`, shared ([`option_id`]).
pub(crate) fn id_of(prefix: &str, rest: impl std::fmt::Display) -> Arc<str> {
    ID.with(|buf| {
        let mut buf = buf.borrow_mut();
        buf.clear();
        buf.push_str(prefix);
        // Writing into a `String` cannot fail.
        let _ = write!(buf, "{rest}");
        option_id(&buf)
    })
}

/// What follows a card choice's prefix in an option id: the card's id, or for a face-down card
/// the chooser may not see, its place (`land.1.2`: theater, owner, place from the bottom).
#[derive(Clone, Copy)]
pub(crate) enum CardOption {
    Named(Card),
    Place { owner: u8, th: Theater, pos: usize },
}

/// The ids of card options by the ruleset ([`Defs::token`]'s address), the prefix's address
/// and the option: the entries hold the token and the prefix, so neither address is reused
/// while they live.
type CardIds = FxHashMap<(usize, usize, u32), (Arc<()>, Arc<str>, Arc<str>)>;

/// Card option ids a thread keeps ([`card_option_id`]); past it, the cache starts again.
const MAX_CARD_IDS: usize = 4_096;

thread_local! {
    static CARD_IDS: RefCell<CardIds> = RefCell::new(FxHashMap::default());
}

/// The option id `prefix` + `option` ([`id_of`]), found by what it is made of, without
/// writing or hashing its text: a search makes the same few options again and again.
pub(crate) fn card_option_id(defs: &Defs, prefix: &Arc<str>, option: CardOption) -> Arc<str> {
    let code = match option {
        CardOption::Named(card) => u32::from(card),
        CardOption::Place { owner, th, pos } => match u8::try_from(pos) {
            Ok(pos) => 1 << 24 | u32::from(owner) << 16 | u32::from(th) << 8 | u32::from(pos),
            Err(_) => return made_card_option_id(defs, prefix, option),
        },
    };
    let key = (
        Arc::as_ptr(&defs.token) as usize,
        Arc::as_ptr(prefix).cast::<u8>() as usize,
        code,
    );
    let known = CARD_IDS.with(|ids| ids.borrow().get(&key).map(|(.., id)| Arc::clone(id)));
    if let Some(id) = known {
        return id;
    }
    let id = made_card_option_id(defs, prefix, option);
    CARD_IDS.with(|ids| {
        let mut ids = ids.borrow_mut();
        if ids.len() >= MAX_CARD_IDS {
            ids.clear();
        }
        let held = (Arc::clone(&defs.token), Arc::clone(prefix), Arc::clone(&id));
        ids.insert(key, held);
    });
    id
}

/// [`card_option_id`]'s text, written.
fn made_card_option_id(defs: &Defs, prefix: &str, option: CardOption) -> Arc<str> {
    match option {
        CardOption::Named(card) => id_of(prefix, defs.id(card)),
        CardOption::Place { owner, th, pos } => {
            id_of(prefix, format_args!("{}.{owner}.{}", defs.tid(th), pos + 1))
        }
    }
}

/// A choice of `ids` (each its own label), checked as [`PendingChoice::new`] checks, made over
/// a spent one when there is one.
pub(crate) fn choice_of(
    seat: u8,
    prompt: PlayerText,
    ids: impl Iterator<Item = Arc<str>>,
    skippable: bool,
    continue_with: Arc<str>,
    data: ScriptValue,
) -> Result<Arc<PendingChoice>, String> {
    let mut choice = fresh();
    match Arc::get_mut(&mut choice) {
        Some(c) => c.refill(seat, prompt, ids, skippable, continue_with, data)?,
        // Not reached: `fresh` gives a choice nothing else holds. Made anew all the same.
        None => {
            choice = Arc::new(PendingChoice::new(
                seat,
                prompt,
                ids,
                skippable,
                continue_with,
                data,
            )?)
        }
    }
    keep(&choice);
    Ok(choice)
}

/// The words this Lua state's scripts passed, by string object (see [`shared_word`]).
#[derive(Default)]
struct Words {
    /// The string object's address, the object (kept alive), its text, and whether it passed
    /// the check of [`checked_word`].
    known: Vec<(usize, LuaString, Arc<str>, bool)>,
}

/// A word a script passes (an option prefix, a continuation's name) as a shared Rust string,
/// read once per string object: Lua keeps one object per short string, so the same word is the
/// same object each time, and the object is kept alive here (in the Lua state's own data, so it
/// goes with the state) so that no other string can take its place.
pub(crate) fn shared_word(lua: &Lua, s: &LuaString) -> mlua::Result<Arc<str>> {
    let at = s.to_pointer() as usize;
    if let Some(words) = lua.app_data_ref::<Words>()
        && let Some((.., word, _)) = words.known.iter().find(|(p, ..)| *p == at)
    {
        return Ok(Arc::clone(word));
    }
    let word: Arc<str> = Arc::from(&*s.to_str()?);
    remember(lua, at, s, &word, false);
    Ok(word)
}

/// [`shared_word`] for a word that must pass `check` (a pure function of the word and the
/// ruleset): checked the first time only. The error is `check`'s, or that the word is not UTF-8.
pub(crate) fn checked_word(
    lua: &Lua,
    s: &LuaString,
    check: impl FnOnce(&str) -> Result<(), String>,
) -> Result<Arc<str>, String> {
    let at = s.to_pointer() as usize;
    if let Some(words) = lua.app_data_ref::<Words>()
        && let Some((.., word, true)) = words.known.iter().find(|(p, ..)| *p == at)
    {
        return Ok(Arc::clone(word));
    }
    let text = s.to_str().map_err(|e| e.to_string())?;
    check(&text)?;
    let word: Arc<str> = Arc::from(&*text);
    remember(lua, at, s, &word, true);
    Ok(word)
}

/// Keeps `word` (read from `s`, at `at`) for the next time, while there is room.
fn remember(lua: &Lua, at: usize, s: &LuaString, word: &Arc<str>, checked: bool) {
    if lua.app_data_ref::<Words>().is_none() {
        lua.set_app_data(Words::default());
    }
    if let Some(mut words) = lua.app_data_mut::<Words>() {
        let known = &mut words.known;
        match known.iter().position(|(p, ..)| *p == at) {
            Some(i) => known[i].3 |= checked,
            None if known.len() < MAX_WORDS => {
                known.push((at, s.clone(), Arc::clone(word), checked))
            }
            None => {}
        }
    }
}

/// The continuation `ctx:choose_flip` names when a script names none: the primitive flip.
/// The prefix of the flip choice's options, `"flip "`, shared.
pub(crate) fn flip_prefix() -> Arc<str> {
    thread_local! {
        static FLIP: Arc<str> = Arc::from("flip ");
    }
    FLIP.with(Arc::clone)
}

pub(crate) fn flip_primitive() -> Arc<str> {
    thread_local! {
        static FLIP: Arc<str> = Arc::from("ctx:flip");
    }
    FLIP.with(Arc::clone)
}

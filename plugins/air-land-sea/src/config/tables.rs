//! The card and theater tables compiled from a ruleset ([`Defs`]), shared with the script
//! context: every card's printed facts and hooks, theater names and ids, and the lookups that
//! read a card or theater from its id or its place.

use super::Kind;
use crate::state::{Card, Loc, State, Theater};
use game_sdk::script::mlua::{self, Lua, LuaString};
// Fx hashing: these maps are looked up by short texts at every choice of a bot's search, where
// SipHash (the std default, made against hostile keys the game never hashes) cost 2% of the time.
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use std::sync::{Arc, Mutex};

/// Which hooks a card's ability has (resolved once, at compile time).
#[derive(Clone, Debug, Default)]
pub struct CardHooks {
    pub on_reveal: Option<String>,
    pub strength: Option<String>,
    pub may_play: Option<String>,
    pub on_play: Option<String>,
}

#[derive(Clone, Debug)]
pub struct CardInfo {
    pub id: String,
    pub name: String,
    pub theater: Theater,
    pub strength: i64,
    pub ability: Option<String>,
    pub kind: Kind,
    pub text: String,
    pub hooks: CardHooks,
}

/// The functions a lasting effect of some name has.
#[derive(Clone, Debug, Default)]
pub struct EffectHooks {
    pub may_play: Option<Arc<str>>,
    pub on_play: Option<Arc<str>>,
    pub on_turn_end: Option<Arc<str>>,
}

/// One card match in a text: the word it starts at, the words run together and the cards.
pub type Spelling = (usize, String, Vec<Card>);

/// The card matches in a text, each as the cards it may mean with when one passes although the
/// chooser does not see it (see `script::shown_text::Exempt`).
pub type Needs = Arc<[Vec<(Card, crate::script::Exempt)>]>;

/// Card ids and names as words run together, and the longest of them (see [`Defs::spelled`]).
#[derive(Clone, Debug, Default)]
pub struct Spelled {
    pub cards: HashMap<String, Vec<Card>>,
    /// What texts read before spell ([`crate::script::spelled_in`]): choices repeat the same
    /// prompts and options all through a search.
    pub read: Arc<Mutex<HashMap<String, Arc<[Spelling]>>>>,
    /// What a choice's prompt, or an option id, read before requires the chooser to see
    /// (`script::shown_text::needs_of`), by the text.
    pub prompt_needs: Arc<Mutex<HashMap<String, Needs>>>,
    pub option_needs: Arc<Mutex<HashMap<String, Needs>>>,
    /// Every proper prefix of a key: a run of words that is none of them can only grow into
    /// no key.
    pub prefixes: HashSet<String>,
    pub longest: usize,
    /// Each card's id as words run together, by card.
    pub ids: Vec<String>,
}

/// The compiled card and theater tables, shared with the script context.
#[derive(Clone, Debug)]
pub struct Defs {
    /// Display names (`Air`).
    pub theater_names: Vec<String>,
    /// Lowercase ids (`air`).
    pub theater_ids: Vec<String>,
    pub cards: Vec<CardInfo>,
    pub face_down_strength: i64,
    pub hand_size: usize,
    /// Whether any card has a `_strength`, `_on_play` or `_may_play` hook: without one, the
    /// core never looks for them (a ruleset without ongoing abilities runs no ongoing script).
    pub any_strength: bool,
    pub any_on_play: bool,
    pub any_may_play: bool,
    /// The cards with each of those hooks, as bits by card (`1 << card`; all zero when the
    /// ruleset has more than 64 cards: then the core always looks in the stacks), to compare
    /// with the face-up cards in play a context keeps ([`crate::script::Ctx::face_up`]).
    pub strength_cards: u64,
    pub on_play_cards: u64,
    pub may_play_cards: u64,
    /// Whether the strengths and totals in the state are kept current after every action:
    /// only when some script can read them (`ctx:total`, `ctx:effective`). Otherwise they
    /// are computed when someone reads them (the end of a battle, a view, a loaded match),
    /// which saves running every ongoing `_strength` hook after every action.
    pub eager_strength: bool,
    /// The hooks of lasting effects by effect name (`air_drop_permission` →
    /// `air_drop_permission_may_play`, …), found once among the scripts' functions.
    pub effect_hooks: HashMap<String, EffectHooks>,
    /// Every card id and theater id as a string of the ruleset's Lua state, made once: hooks
    /// get them as arguments and context methods return them without copying text into Lua.
    pub lua_ids: Vec<LuaString>,
    pub lua_tids: Vec<LuaString>,
    /// Where the bytes of each of [`Defs::lua_ids`] and [`Defs::lua_tids`] are: a string a script
    /// passes back (a hook's own card or theater, nearly always) is known by its object without
    /// reading its bytes, which in mlua allocates (see [`Defs::card_by_object`]).
    pub lua_id_objects: Vec<usize>,
    pub lua_tid_objects: Vec<usize>,
    /// Card and theater ids packed into integers ([`ShortId`]): scripts name cards and theaters
    /// in nearly every context call, and comparing one integer per id beats comparing text.
    pub card_keys: Vec<ShortId>,
    pub theater_keys: Vec<ShortId>,
    /// Every card's id and name as words run together (`a4`, `airdrop`, `maneuver`), with the
    /// cards it may mean: what text from scripts is searched for (`script/shown_text.rs`),
    /// made once, looked up once per run of words.
    pub spelled: Spelled,
    /// This compiled ruleset's identity for per-thread caches keyed by it (its address, held
    /// by the cache so that no other ruleset gets it while the entry lives): holds nothing.
    pub token: Arc<()>,
}

/// An id of at most 8 bytes as one integer (its bytes and its length); longer ids have none
/// and are compared as text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShortId(u64, u8);

impl ShortId {
    pub fn of(text: &str) -> Option<Self> {
        let bytes = text.as_bytes();
        if bytes.len() > 8 {
            return None;
        }
        let mut packed = [0u8; 8];
        packed[..bytes.len()].copy_from_slice(bytes);
        Some(Self(u64::from_le_bytes(packed), bytes.len() as u8))
    }

    /// The keys of `ids`; an id too long for a key gets one no text has, so it is found by
    /// the text comparison instead.
    pub fn all<'a>(ids: impl Iterator<Item = &'a str>) -> Vec<Self> {
        ids.map(|id| Self::of(id).unwrap_or(Self(0, u8::MAX)))
            .collect()
    }
}

impl Defs {
    pub fn theater(&self, name: &str) -> Option<Theater> {
        if let Some(key) = ShortId::of(name)
            && let Some(i) = self.theater_keys.iter().position(|&k| k == key)
        {
            return Some(i as Theater);
        }
        if let Some(i) = self.theater_ids.iter().position(|t| t == name) {
            return Some(i as Theater);
        }
        let lower = name.trim().to_ascii_lowercase();
        self.theater_ids
            .iter()
            .position(|t| *t == lower)
            .map(|i| i as Theater)
    }

    pub fn card(&self, id: &str) -> Option<Card> {
        // An exact short id (what scripts pass) is one integer comparison per card; a longer
        // one is found by binary search (cards are sorted by id); anything else is compared
        // without allocating (this runs for every word of a logged option).
        if let Some(key) = ShortId::of(id)
            && let Some(i) = self.card_keys.iter().position(|&k| k == key)
        {
            return Some(i as Card);
        }
        if let Ok(i) = self.cards.binary_search_by(|c| c.id.as_str().cmp(id)) {
            return Some(i as Card);
        }
        let id = id.trim();
        self.cards
            .iter()
            .position(|c| c.id.eq_ignore_ascii_case(id))
            .map(|i| i as Card)
    }

    pub fn id(&self, card: Card) -> &str {
        self.cards.get(card as usize).map_or("?", |c| c.id.as_str())
    }

    /// The card whose id is the Lua string `s` itself (one of [`Defs::lua_ids`]), found by the
    /// string object, not its text. Lua keeps one object per short string, so any string a
    /// script holds equal to a card's id is that object; a string not found here (a long one,
    /// or not an id) is looked up by its text. The objects stay alive as long as `self` holds
    /// them, so no other string can take their place.
    pub fn card_by_object(&self, s: &LuaString) -> Option<Card> {
        let at = s.to_pointer() as usize;
        let i = self.lua_id_objects.iter().position(|&p| p == at)?;
        Some(i as Card)
    }

    /// [`Defs::card_by_object`] for a theater.
    pub fn theater_by_object(&self, s: &LuaString) -> Option<Theater> {
        let at = s.to_pointer() as usize;
        let i = self.lua_tid_objects.iter().position(|&p| p == at)?;
        Some(i as Theater)
    }

    /// A card's id as a Lua string (made once; see [`Defs::lua_ids`]).
    pub fn lua_id(&self, lua: &Lua, card: Card) -> mlua::Result<LuaString> {
        match self.lua_ids.get(card as usize) {
            Some(s) => Ok(s.clone()),
            None => lua.create_string(self.id(card)),
        }
    }

    /// A theater's id as a Lua string (made once; see [`Defs::lua_tids`]).
    pub fn lua_tid(&self, lua: &Lua, th: Theater) -> mlua::Result<LuaString> {
        match self.lua_tids.get(th as usize) {
            Some(s) => Ok(s.clone()),
            None => lua.create_string(self.tid(th)),
        }
    }

    pub fn tid(&self, th: Theater) -> &str {
        self.theater_ids
            .get(th as usize)
            .map_or("?", String::as_str)
    }

    pub fn tname(&self, th: Theater) -> &str {
        self.theater_names
            .get(th as usize)
            .map_or("?", String::as_str)
    }

    /// How `viewer` may name a card: its id when the viewer may know it, else its place
    /// (`land.1.2`: Land, South's side, second from the bottom; `hand.1.3`).
    /// Whether `viewer` may call `card` by its id (see [`Defs::name_for`]).
    pub fn knows(&self, s: &State, card: Card, viewer: u8) -> bool {
        match s.locate(card) {
            Some(Loc::Stack { seat, th, pos }) => {
                viewer == seat || s.stacks[seat as usize][th as usize][pos].up
            }
            Some(Loc::Hand(seat, _) | Loc::Limbo(seat, _)) => viewer == seat,
            _ => true,
        }
    }

    pub fn name_for(&self, s: &State, card: Card, viewer: Option<u8>) -> String {
        self.shown_name(s, card, viewer).to_string()
    }

    /// [`Defs::name_for`] written where it is wanted, without a `String` of its own (a
    /// choice's option id is written into a buffer: `flip land.1.2`).
    pub fn shown_name<'a>(&'a self, s: &'a State, card: Card, viewer: Option<u8>) -> ShownName<'a> {
        ShownName {
            defs: self,
            s,
            card,
            viewer,
        }
    }

    /// Reads a card id or a place (see [`Defs::name_for`]).
    pub fn resolve(&self, s: &State, name: &str) -> Option<Card> {
        if let Some(c) = self.card(name) {
            return Some(c);
        }
        let mut parts = name.trim().split('.');
        let (Some(a), Some(b), Some(c), None) =
            (parts.next(), parts.next(), parts.next(), parts.next())
        else {
            return None;
        };
        let seat: usize = b.parse().ok().filter(|&x| x < 2)?;
        let i: usize = c.parse::<usize>().ok()?.checked_sub(1)?;
        match a {
            "hand" => s.hands[seat].get(i).copied(),
            "limbo" => s
                .limbo
                .iter()
                .filter(|(h, _)| *h as usize == seat)
                .nth(i)
                .map(|&(_, c)| c),
            th => {
                let th = self.theater(th)?;
                s.stacks[seat][th as usize].get(i).map(|p| p.card)
            }
        }
    }
}

/// A card as a seat may name it ([`Defs::shown_name`]).
pub struct ShownName<'a> {
    defs: &'a Defs,
    s: &'a State,
    card: Card,
    viewer: Option<u8>,
}

impl std::fmt::Debug for ShownName<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ShownName")
            .field("card", &self.card)
            .field("viewer", &self.viewer)
            .finish_non_exhaustive()
    }
}

impl std::fmt::Display for ShownName<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (defs, s, card, viewer) = (self.defs, self.s, self.card, self.viewer);
        match s.locate(card) {
            Some(Loc::Stack { seat, th, pos }) => {
                let up = s.stacks[seat as usize][th as usize][pos].up;
                if up || viewer == Some(seat) {
                    f.write_str(defs.id(card))
                } else {
                    write!(f, "{}.{seat}.{}", defs.tid(th), pos + 1)
                }
            }
            Some(Loc::Hand(seat, i)) if viewer != Some(seat) => write!(f, "hand.{seat}.{}", i + 1),
            Some(Loc::Limbo(seat, i)) if viewer != Some(seat) => {
                let n = s.limbo[..i].iter().filter(|(h, _)| *h == seat).count();
                write!(f, "limbo.{seat}.{}", n + 1)
            }
            _ => f.write_str(defs.id(card)),
        }
    }
}

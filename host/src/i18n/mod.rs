//! The app's words in the player's language.
//!
//! Every text the host shows a person goes through one catalogue of Project Fluent messages
//! (`host/i18n/<language>/*.ftl`, embedded at build time: a folder per language, see
//! `build.rs` and docs/translating.md): `tr!("home-play")`, or with arguments
//! `tr!("seat-wins", seat = name)`. Plural forms are the catalogue's (`{ $count -> [one] … *[other] … }`
//! with CLDR's rules per language), never an `(s)` in code.
//!
//! The language is one for the whole process (the app's View menu, `--lang`, the system's
//! locale: [`locale`]), with a per-thread override that tests use to look at a screen in another
//! language while other tests run beside them. A message missing from a language falls back to
//! English; an id missing from English shows as the id itself (a test keeps that from
//! happening: every id used in the code is in English, every English id is used, and every
//! language has every id or says which it lacks).
//!
//! The pseudo-language `qps` (not offered to players) shows every English message with its
//! letters accented and wrapped in brackets, `[Ñéw máţçh]`, leaving the arguments (names,
//! numbers: data, not words of the app) as they are: a screen rendered in it shows at a
//! glance, and to a test, every word that escaped the catalogue.

mod catalogue;
pub mod game;
pub mod locale;
mod pseudo;

pub use catalogue::{Language, languages};

use fluent_bundle::{FluentArgs, FluentValue};
use std::cell::Cell;
use std::sync::atomic::{AtomicUsize, Ordering};

/// The code of the language every message exists in, and the fallback.
pub const ENGLISH: &str = "en";
/// The pseudo-language's code (BCP 47's private-use pseudo-locale).
pub const PSEUDO: &str = "qps";

/// The process's language, an index into [`languages`].
static CURRENT: AtomicUsize = AtomicUsize::new(0);

thread_local! {
    /// This thread's language where it differs from the process's (tests).
    static THREAD: Cell<Option<usize>> = const { Cell::new(None) };
}

/// The language messages are shown in now (on this thread).
pub fn current() -> &'static Language {
    let i = THREAD
        .with(Cell::get)
        .unwrap_or_else(|| CURRENT.load(Ordering::Relaxed));
    let all = languages();
    all.get(i).unwrap_or(&all[catalogue::english_index()])
}

/// The catalogue a code names (`id`, `id_ID.UTF-8`, `in`), if any.
pub fn find(code: &str) -> Option<&'static Language> {
    catalogue::find(code).and_then(|i| languages().get(i))
}

/// The languages offered to players: every catalogue but the pseudo-language.
pub fn offered() -> impl Iterator<Item = &'static Language> {
    languages().iter().filter(|l| !l.pseudo)
}

/// Shows messages in the language with this code (`en`, `id`, `id-ID`, `qps`) from now on, in
/// the whole process; `false` (and nothing changes) when there is no such catalogue.
///
/// On a thread with its own language ([`set_thread_language`]: a test) it changes that
/// thread's instead, so that a test switching languages through the app's menu leaves the
/// tests running beside it in theirs.
pub fn set_language(code: &str) -> bool {
    match catalogue::find(code) {
        Some(i) => {
            if THREAD.with(Cell::get).is_some() {
                THREAD.with(|t| t.set(Some(i)));
            } else {
                CURRENT.store(i, Ordering::Relaxed);
            }
            true
        }
        None => false,
    }
}

/// Shows messages in this language on this thread only (`None`: the process's again). For
/// tests; `false` when there is no such catalogue.
pub fn set_thread_language(code: Option<&str>) -> bool {
    match code {
        None => {
            THREAD.with(|t| t.set(None));
            true
        }
        Some(code) => match catalogue::find(code) {
            Some(i) => {
                THREAD.with(|t| t.set(Some(i)));
                true
            }
            None => false,
        },
    }
}

/// A message's arguments: `tr!` builds them.
#[derive(Default)]
pub struct Args(FluentArgs<'static>);

impl std::fmt::Debug for Args {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list()
            .entries(self.0.iter().map(|(k, _)| k))
            .finish()
    }
}

impl Args {
    pub fn new() -> Self {
        Self(FluentArgs::new())
    }

    /// Sets an argument: text (`String`, `&str`) or a number (any integer or float).
    pub fn set(&mut self, name: &'static str, value: impl IntoArg) {
        self.0.set(name, value.into_arg());
    }
}

/// What a message's argument can be.
pub trait IntoArg {
    fn into_arg(self) -> FluentValue<'static>;
}

// Text arguments are data, but data a game may word: a seat's name, a card's name, a message
// of the plugin's. Each is shown as the game of this thread's `game::Scope` shows it (in the
// current language), so `tr!("table-seat-wins", seat = name)` names the seat in the player's
// language wherever the host draws a match; outside a match, and in English, text stays as it is.
fn text_arg(text: &str) -> FluentValue<'static> {
    FluentValue::from(game::shown(text).into_owned())
}

impl IntoArg for String {
    fn into_arg(self) -> FluentValue<'static> {
        text_arg(&self)
    }
}

impl IntoArg for &String {
    fn into_arg(self) -> FluentValue<'static> {
        text_arg(self)
    }
}

impl IntoArg for &str {
    fn into_arg(self) -> FluentValue<'static> {
        text_arg(self)
    }
}

impl IntoArg for std::borrow::Cow<'_, str> {
    fn into_arg(self) -> FluentValue<'static> {
        text_arg(&self)
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl IntoArg for $t {
            fn into_arg(self) -> FluentValue<'static> {
                FluentValue::from(self)
            }
        }
    )*};
}
number_args!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize, f32, f64);

/// A text that content translates in its own file (a mod's title in its `mod.toml`'s
/// `[text.<code>]`), in the current language: `translated(code)` where it has one (for
/// `pt-BR`, `pt` too), the pseudo-language's marks on the English (it is translatable), else
/// the English.
pub fn content_text<'a>(
    english: &'a str,
    translated: impl Fn(&str) -> Option<&'a str>,
) -> std::borrow::Cow<'a, str> {
    let lang = current();
    if english.is_empty() {
        return std::borrow::Cow::Borrowed(english);
    }
    if lang.pseudo {
        return std::borrow::Cow::Owned(format!("[{}]", pseudo::accent(english)));
    }
    if lang.code == ENGLISH {
        return std::borrow::Cow::Borrowed(english);
    }
    let primary = lang.code.split('-').next().unwrap_or(lang.code);
    translated(lang.code)
        .or_else(|| translated(primary))
        .map_or(
            std::borrow::Cow::Borrowed(english),
            std::borrow::Cow::Borrowed,
        )
}

/// The message `id` in the current language, with `args`.
pub fn text(id: &str, args: Option<&Args>) -> String {
    catalogue::format(current(), id, args.map(|a| &a.0))
}

/// The message `id` in the current language: `tr!("home-play")`, `tr!("seat-wins", seat = name)`
/// (argument names as in the catalogue; text or numbers).
#[macro_export]
macro_rules! tr {
    ($id:literal) => {
        $crate::i18n::text($id, None)
    };
    ($id:literal, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::i18n::Args::new();
        $( args.set(stringify!($name), $value); )+
        $crate::i18n::text($id, Some(&args))
    }};
}

/// How a message of the app's own catalogue is named inside game text (`game_wire::text`): a
/// Fluent id never holds a colon, so no game's message can be taken for one.
pub const APP_MESSAGE: &str = "app:";

/// The message `id` as text that travels: what the host sends a joiner (a refusal's reason, a
/// reload's notice) or keeps to show later. It carries its English and its arguments, and
/// whoever shows it renders it in their own language (`i18n::game::shown`, and so every
/// `tr!` argument and the sanitizer `text::safe`); `--json` and a tool without the catalogue
/// read the English. Arguments are text (numbers as their digits: plurals still select on them).
pub fn wire_text(id: &str, args: &[(&str, String)]) -> String {
    let mut fluent = FluentArgs::new();
    for (name, value) in args {
        match value.parse::<i64>() {
            Ok(n) => fluent.set(name.to_string(), FluentValue::from(n)),
            Err(_) => fluent.set(
                name.to_string(),
                FluentValue::from(game_wire::text::english_of(value).into_owned()),
            ),
        }
    }
    let english = languages().get(catalogue::english_index()).map_or_else(
        || id.to_owned(),
        |l| catalogue::format(l, id, Some(&fluent)),
    );
    let pairs: Vec<(&str, &str)> = args.iter().map(|(n, v)| (*n, v.as_str())).collect();
    game_wire::text::encode(&format!("{APP_MESSAGE}{id}"), &english, &pairs)
}

/// The argument `name` of `text` when `text` is the app's message `id` ([`wire_text`]): what a
/// caller that tells messages apart needs of one (the reason inside "the host refused: …").
pub fn message_arg(text: &str, id: &str, name: &str) -> Option<String> {
    let pieces = game_wire::text::pieces(text);
    let [game_wire::text::Piece::Message(m)] = pieces.as_slice() else {
        return None;
    };
    if m.id.strip_prefix(APP_MESSAGE) != Some(id) {
        return None;
    }
    m.args
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, v)| v.to_string())
}

/// [`wire_text`] as `tr!` is [`text`]: `tr_wire!("net-match-over")`,
/// `tr_wire!("net-action-too-long", bytes = 1024)`.
#[macro_export]
macro_rules! tr_wire {
    ($id:literal) => {
        $crate::i18n::wire_text($id, &[])
    };
    ($id:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::wire_text($id, &[$((stringify!($name), ($value).to_string())),+])
    };
}

#[cfg(test)]
mod tests;

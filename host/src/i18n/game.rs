//! The games' own text in the player's language.
//!
//! Two sources, both content (never a plugin's code, which writes English):
//!
//! - **Sentences** a plugin writes as messages (`game_sdk::msg!`, carried inside the wire's text
//!   fields: [`game_wire::text`]) are looked up in the game's catalogue,
//!   `rulesets/<game>/i18n/<lang>.ftl` (and a mod's `i18n/<lang>.ftl`), and formatted with their
//!   arguments, each shown the same way. English is the message's own.
//! - **Text a ruleset defines** (its name and description, a card's name and text, a terrain's
//!   name, …) is translated in the ruleset file itself, `[text.<lang>]` by the text's dotted
//!   path. Any text a plugin shows that is exactly such a text, in the rules of that file, is
//!   replaced by its translation (a whole field, or a whole argument of a message): the plugin
//!   needs no change to show a card's name in Indonesian, and a variant that renames a card
//!   shows its own English until it translates the new name too.
//!
//! The host shows a view in the viewer's language by passing it through [`localize`]: every
//! text field of the scene, the status and the log, whatever the wire's types become (a walk
//! over the serialized value), but never an id, a key or an action's notation, which the
//! plugin reads back.

use super::{ENGLISH, Language};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use game_wire::text::{Message, Piece, SCRIPT_PREFIX, english_of, has_message, pieces};
use std::collections::{BTreeMap, HashMap, HashSet};
use std::path::Path;
use std::sync::{Arc, RwLock};

/// One game's text in every language its content translates it to.
#[derive(Default)]
pub struct GameText {
    /// The catalogue of each language, by code.
    bundles: BTreeMap<String, FluentBundle<FluentResource>>,
    /// Each language's translations of the rulesets' texts, by their English.
    rulesets: BTreeMap<String, HashMap<String, String>>,
    /// Every English text a ruleset defines and could translate (the pseudo-language marks
    /// them: they came through the catalogue).
    translatable: HashSet<String>,
    /// The seats' English names and the ids that translate them (`seat-1 = North` in
    /// `en.ftl`): a seat's name is a plugin's constant, shown wherever the game or the host
    /// names the seat, and translated like a ruleset's text, as a whole field or argument.
    seats: HashMap<String, String>,
    /// The ids of each language's catalogue, by code.
    pub ids: BTreeMap<String, Vec<String>>,
    /// Each catalogue's Fluent source as read, by language code, in the order added: what an
    /// online host sends a joiner that does not have the game ([`GameText::to_wire`]).
    sources: Vec<(String, String)>,
    /// Sent by an online host rather than read from this machine's content.
    from_host: bool,
    /// What is wrong in the files read (`path:line: what`).
    pub problems: Vec<String>,
}

impl std::fmt::Debug for GameText {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GameText")
            .field("languages", &self.bundles.keys().collect::<Vec<_>>())
            .field("problems", &self.problems)
            .finish_non_exhaustive()
    }
}

/// Every game's text, by game id: filled when the host finds its games and content, read by
/// whatever shows a view.
fn registry() -> &'static RwLock<BTreeMap<String, Arc<GameText>>> {
    static REGISTRY: std::sync::OnceLock<RwLock<BTreeMap<String, Arc<GameText>>>> =
        std::sync::OnceLock::new();
    REGISTRY.get_or_init(Default::default)
}

/// Registers (or replaces) a game's text.
pub fn register(game: &str, text: GameText) {
    if let Ok(mut r) = registry().write() {
        r.insert(game.to_owned(), Arc::new(text));
    }
}

/// The text registered for `game`.
pub fn of(game: &str) -> Option<Arc<GameText>> {
    registry().read().ok()?.get(game).cloned()
}

/// A catalogue file's size at most (bytes): a translation is a few hundred lines.
pub const CATALOGUE_LIMIT: u64 = 512 * 1024;

impl GameText {
    /// Adds the catalogue files of `dir` (`<lang>.ftl`, one per language).
    pub fn add_catalogues(&mut self, dir: &Path, shown: &str) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        let mut files: Vec<_> = entries
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
            .collect();
        files.sort();
        for path in files {
            let Some(code) = path.file_stem().and_then(|s| s.to_str()).map(str::to_owned) else {
                continue;
            };
            let name = format!("{shown}/{code}.ftl");
            let text = match game_content::safe_read::read_text(&path, CATALOGUE_LIMIT) {
                Ok(t) => t,
                Err(e) => {
                    self.problems.push(format!("{name}: {e}"));
                    continue;
                }
            };
            self.add_catalogue(&code, &name, text);
        }
    }

    /// Adds one catalogue's text for the language `code`.
    pub fn add_catalogue(&mut self, code: &str, name: &str, text: String) {
        self.sources.push((code.to_owned(), text.clone()));
        let resource = match FluentResource::try_new(text) {
            Ok(r) => r,
            Err((r, errors)) => {
                for e in errors {
                    let line = r.source()[..e.pos.start.min(r.source().len())]
                        .lines()
                        .count()
                        .max(1);
                    self.problems.push(format!("{name}:{line}: {e}"));
                }
                r
            }
        };
        let ids = self.ids.entry(code.to_owned()).or_default();
        for entry in resource.entries() {
            if let fluent_syntax::ast::Entry::Message(m) = entry {
                ids.push(m.id.name.to_owned());
                if code == ENGLISH
                    && let Some(english) = seat_name_of(m)
                {
                    self.seats.insert(english, m.id.name.to_owned());
                }
            }
        }
        let bundle = self.bundles.entry(code.to_owned()).or_insert_with(|| {
            let id = code.parse().unwrap_or_default();
            let mut b = FluentBundle::new_concurrent(vec![id]);
            b.set_use_isolating(false);
            b
        });
        if let Err(errors) = bundle.add_resource(resource) {
            for e in errors {
                self.problems.push(format!("{name}: {e}"));
            }
        }
    }

    /// Adds a ruleset's translations: `english` is the text in force at each dotted path of the
    /// file (its name, its description, its merged keys), `text` the file's `[text.<lang>]`.
    pub fn add_ruleset_text(
        &mut self,
        file: &str,
        english: &dyn Fn(&str) -> Option<String>,
        text: &BTreeMap<String, BTreeMap<String, String>>,
    ) {
        for (code, entries) in text {
            for (path, translation) in entries {
                match english(path) {
                    Some(en) => {
                        self.translatable.insert(en.clone());
                        self.rulesets
                            .entry(code.clone())
                            .or_default()
                            .entry(en)
                            .or_insert_with(|| translation.clone());
                    }
                    None => self.problems.push(format!(
                        "{file}: `text.{code}.{path}`: the ruleset has no text at `{path}` to translate"
                    )),
                }
            }
        }
    }

    /// Marks an English text of a ruleset as translatable (translated or not yet).
    pub fn add_translatable(&mut self, english: String) {
        self.translatable.insert(english);
    }
}

/// The English name a `seat-<n>` message gives a seat (plain text: a name has no arguments).
fn seat_name_of(m: &fluent_syntax::ast::Message<&str>) -> Option<String> {
    let number = m.id.name.strip_prefix("seat-")?;
    if number.is_empty() || !number.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let mut out = String::new();
    for element in &m.value.as_ref()?.elements {
        match element {
            fluent_syntax::ast::PatternElement::TextElement { value } => out.push_str(value),
            fluent_syntax::ast::PatternElement::Placeable { .. } => return None,
        }
    }
    let out = out.trim().to_owned();
    (!out.is_empty()).then_some(out)
}

/// A game's text as an online host sends it to its joiners: the catalogues' sources and the
/// rulesets' translations, so a joiner that does not have the game installed reads the table
/// in its own language too. Public content (what the rules pages show), never a match's.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct WireText {
    /// Fluent sources, by language code, in the order the host added them.
    pub catalogues: Vec<(String, String)>,
    /// The rulesets' texts' translations, by language code, then by their English.
    pub rulesets: Vec<(String, Vec<(String, String)>)>,
}

/// At most this many bytes of a game's text in a welcome (of the 1 MiB frame): the bundled
/// games' two languages take 3-10 KiB.
pub const WIRE_TEXT_LIMIT: usize = 256 * 1024;
/// At most this many catalogues and translated ruleset texts in a welcome.
pub const WIRE_TEXT_ENTRIES: usize = 4096;

impl GameText {
    /// What an online host sends: whole languages, English first (the seats' names are read
    /// from it) then the others in order of their codes, while they fit in `limit` bytes.
    pub fn to_wire(&self, limit: usize) -> WireText {
        let mut codes: Vec<&String> = self.bundles.keys().collect();
        codes.sort_by_key(|c| (c.as_str() != ENGLISH, c.as_str()));
        let mut out = WireText::default();
        let mut used = 0usize;
        for code in codes {
            let catalogues: Vec<(String, String)> = self
                .sources
                .iter()
                .filter(|(c, _)| c == code)
                .cloned()
                .collect();
            let rulesets: Vec<(String, String)> = self
                .rulesets
                .get(code)
                .map(|m| {
                    let mut v: Vec<(String, String)> =
                        m.iter().map(|(k, v)| (k.clone(), v.clone())).collect();
                    v.sort();
                    v
                })
                .unwrap_or_default();
            let size: usize = catalogues
                .iter()
                .map(|(c, t)| c.len() + t.len())
                .sum::<usize>()
                + rulesets
                    .iter()
                    .map(|(e, t)| e.len() + t.len())
                    .sum::<usize>();
            let entries = out.catalogues.len()
                + out.rulesets.iter().map(|(_, v)| v.len()).sum::<usize>()
                + catalogues.len()
                + rulesets.len();
            if used + size > limit || entries > WIRE_TEXT_ENTRIES {
                continue;
            }
            used += size;
            out.catalogues.extend(catalogues);
            if !rulesets.is_empty() {
                out.rulesets.push((code.clone(), rulesets));
            }
        }
        out
    }

    /// A host's text, as a joiner reads it: hostile content like any other (a catalogue that
    /// does not parse is skipped where it is wrong, a language this app does not speak is left
    /// out, and the limits are the sender's).
    pub fn from_wire(game: &str, wire: &WireText) -> GameText {
        let mut out = GameText {
            from_host: true,
            ..GameText::default()
        };
        // The app's own code for a language it speaks ("id" for "id_ID"), never the pseudo one.
        let speaks = |code: &str| super::find(code).filter(|l| !l.pseudo).map(|l| l.code);
        let mut used = 0usize;
        for (i, (code, text)) in wire.catalogues.iter().enumerate() {
            used += text.len();
            if i >= WIRE_TEXT_ENTRIES || used > WIRE_TEXT_LIMIT {
                break;
            }
            if let Some(code) = speaks(code) {
                out.add_catalogue(
                    code,
                    &format!("{game} (from the host)/{code}.ftl"),
                    text.clone(),
                );
            }
        }
        let mut entries = 0usize;
        for (code, texts) in &wire.rulesets {
            let Some(code) = speaks(code) else {
                continue;
            };
            for (english, translation) in texts {
                entries += 1;
                used += english.len() + translation.len();
                if entries > WIRE_TEXT_ENTRIES || used > WIRE_TEXT_LIMIT {
                    break;
                }
                out.rulesets
                    .entry(code.to_owned())
                    .or_default()
                    .insert(english.clone(), translation.clone());
            }
        }
        out
    }
}

/// Registers the text an online host sent for `game`, unless this machine has text of its own
/// for the game (its content is then used: a host's catalogue never changes words this machine
/// already has). A game without any here (not installed, or a plugin without its content) takes
/// the host's until the app quits or finds content for it; a later host's replaces an earlier one's.
pub fn register_from_host(game: &str, wire: &WireText) {
    if of(game).is_some_and(|g| !g.from_host && !g.bundles.is_empty()) {
        return;
    }
    let text = GameText::from_wire(game, wire);
    for p in &text.problems {
        tracing::warn!("{p}");
    }
    register(game, text);
}

/// Reads a game's text from the content root and the mods in use: the catalogues of
/// `rulesets/<game>/i18n/` and of each mod's `i18n/`, and every ruleset file's `[text.*]`.
pub fn load(root: &Path, mods: &crate::mods::ModsInUse, game: &str) -> GameText {
    let mut out = GameText::default();
    out.add_catalogues(
        &root.join("rulesets").join(game).join("i18n"),
        &format!("rulesets/{game}/i18n"),
    );
    for e in mods.set().ready_mods() {
        if e.manifest.as_ref().is_some_and(|m| m.game == game) {
            let shown = format!("mods/{}/i18n", e.id().unwrap_or_default());
            out.add_catalogues(&e.dir.join("i18n"), &shown);
        }
    }
    for entry in crate::content::rulesets(root, mods, game) {
        let Ok(source) = crate::content::collect(root, mods, &entry.path) else {
            continue;
        };
        let Some(own) = source.files.get(&source.root) else {
            continue;
        };
        let Ok(header) = game_content::read_header(&source.root, own) else {
            continue;
        };
        let Ok(merged) = game_content::merged(&source) else {
            continue;
        };
        let english = |path: &str| -> Option<String> {
            match path {
                "name" => Some(merged.name.clone()),
                "description" => Some(merged.description.clone()),
                _ => crate::rules_page::lookup(&merged.keys, path)
                    .and_then(|v| v.as_str())
                    .map(str::to_owned),
            }
        };
        out.add_translatable(merged.name.clone());
        if !merged.description.is_empty() {
            out.add_translatable(merged.description.clone());
        }
        out.add_ruleset_text(&source.root, &english, &header.text);
    }
    out
}

/// Finds and registers the text of every game of `catalog`.
pub fn register_all(root: &Path, mods: &crate::mods::ModsInUse, games: &[String]) {
    for game in games {
        let text = load(root, mods, game);
        for p in &text.problems {
            tracing::warn!("{p}");
        }
        register(game, text);
    }
}

thread_local! {
    /// The game whose text this thread is showing (see [`Scope`]).
    static SCOPE: std::cell::RefCell<Option<String>> = const { std::cell::RefCell::new(None) };
}

/// While alive, text shown on this thread without naming its game ([`shown`], and so the
/// host's sanitizer `text::safe`) is `game`'s: the table, the terminal and the review each
/// enter their match's game while they draw or print it.
#[derive(Debug)]
pub struct Scope(Option<String>);

impl Scope {
    pub fn enter(game: &str) -> Scope {
        Scope(SCOPE.with(|s| s.replace(Some(game.to_owned()))))
    }
}

impl Drop for Scope {
    fn drop(&mut self) {
        let before = self.0.take();
        SCOPE.with(|s| *s.borrow_mut() = before);
    }
}

/// `text` in the current language, as the game of this thread's [`Scope`] words it (without
/// one: messages in English, plain text as it is). Borrowed when there is nothing to do.
pub fn shown(text: &str) -> std::borrow::Cow<'_, str> {
    let lang = super::current();
    let english = lang.code == ENGLISH && !lang.pseudo;
    if english && !has_message(text) {
        return std::borrow::Cow::Borrowed(text);
    }
    let game = SCOPE.with(|s| s.borrow().clone());
    match game {
        Some(game) => std::borrow::Cow::Owned(show_in(&game, lang, text)),
        // No game: the app's own messages still speak the language, a game's its English.
        None if has_message(text) => std::borrow::Cow::Owned(render(None, lang, text, true, 0)),
        None => std::borrow::Cow::Borrowed(text),
    }
}

/// A game's description (its plugin's `GameInfo`, in English) in the current language: the
/// message `game-description` of the game's catalogue where the language has it.
pub fn game_description(game: &str, english: &str) -> String {
    let lang = super::current();
    if lang.pseudo {
        return format!("[{}]", super::pseudo::accent(english));
    }
    if lang.code == ENGLISH {
        return english.to_owned();
    }
    let catalogue = of(game);
    let Some(bundle) = catalogue.as_deref().and_then(|g| g.bundles.get(lang.code)) else {
        return english.to_owned();
    };
    let Some(pattern) = bundle
        .get_message("game-description")
        .and_then(|m| m.value())
    else {
        return english.to_owned();
    };
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, None, &mut errors);
    if errors.is_empty() {
        text.into_owned()
    } else {
        english.to_owned()
    }
}

/// `text` of `game` in the current language (see the module documentation).
pub fn show(game: &str, text: &str) -> String {
    show_in(game, super::current(), text)
}

/// `text` of `game` in `lang`.
pub fn show_in(game: &str, lang: &Language, text: &str) -> String {
    let catalogue = of(game);
    render(catalogue.as_deref(), lang, text, true, 0)
}

fn render(
    game: Option<&GameText>,
    lang: &Language,
    text: &str,
    whole: bool,
    depth: usize,
) -> String {
    if !has_message(text) {
        return plain(game, lang, text, whole);
    }
    if lang.code == ENGLISH && !lang.pseudo {
        return english_of(text).into_owned();
    }
    let mut out = String::with_capacity(text.len());
    for piece in pieces(text) {
        match piece {
            Piece::Plain(p) => out.push_str(&plain(game, lang, p, false)),
            Piece::Message(m) => out.push_str(&message(game, lang, &m, depth)),
        }
    }
    out
}

/// A plain text: a ruleset's text is translated when it is the whole of a field or an argument.
fn plain(game: Option<&GameText>, lang: &Language, text: &str, whole: bool) -> String {
    if !whole || text.is_empty() {
        return text.to_owned();
    }
    let Some(game) = game else {
        return text.to_owned();
    };
    if let Some(id) = game.seats.get(text) {
        return seat_in(game, lang, id).unwrap_or_else(|| text.to_owned());
    }
    if lang.pseudo {
        return if game.translatable.contains(text) {
            format!("[{}]", super::pseudo::accent(text))
        } else {
            text.to_owned()
        };
    }
    game.rulesets
        .get(lang.code)
        .and_then(|m| m.get(text))
        .cloned()
        .unwrap_or_else(|| text.to_owned())
}

/// A seat's name in `lang` (its catalogue's `seat-<n>`), when the language names it.
fn seat_in(game: &GameText, lang: &Language, id: &str) -> Option<String> {
    if lang.pseudo {
        let english = game.seats.iter().find(|(_, i)| *i == id)?.0;
        return Some(format!("[{}]", super::pseudo::accent(english)));
    }
    let bundle = game.bundles.get(lang.code)?;
    let pattern = bundle.get_message(id)?.value()?;
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, None, &mut errors);
    errors.is_empty().then(|| text.into_owned())
}

fn message(game: Option<&GameText>, lang: &Language, m: &Message<'_>, depth: usize) -> String {
    if lang.pseudo {
        return format!("[{}]", super::pseudo::accent(m.english));
    }
    if let Some(id) = m.id.strip_prefix(super::APP_MESSAGE) {
        return app_message(game, lang, id, m, depth);
    }
    let bundle = game.and_then(|g| g.bundles.get(lang.code));
    let Some(bundle) = bundle else {
        return m.english.to_owned();
    };
    let Some(pattern) = bundle.get_message(m.id).and_then(|msg| msg.value()) else {
        return m.english.to_owned();
    };
    // A script chooses its message's id and English freely: it could pair another script's id
    // with an English of its own, and players of another language would read a sentence that
    // English-speaking players do not. Translated only when the English catalogue, given the
    // same arguments, says exactly the script's English.
    if m.id.starts_with(SCRIPT_PREFIX)
        && game.and_then(|g| english_formatted(g, m)).as_deref() != Some(m.english)
    {
        return m.english.to_owned();
    }
    let mut args = FluentArgs::new();
    for (name, value) in &m.args {
        // A number stays a number: the catalogue's plural rules select on it.
        let shown = render(game, lang, value, true, depth + 1);
        match shown.parse::<i64>() {
            Ok(n) => args.set(name.to_string(), FluentValue::from(n)),
            Err(_) => args.set(name.to_string(), FluentValue::from(shown)),
        }
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
    if errors.is_empty() {
        text.into_owned()
    } else {
        m.english.to_owned()
    }
}

/// A message of the app's own catalogue (`i18n::wire_text`) in `lang`; its English where the
/// app has no such message (another version's host).
fn app_message(
    game: Option<&GameText>,
    lang: &Language,
    id: &str,
    m: &Message<'_>,
    depth: usize,
) -> String {
    if !lang.has(id) && !super::find(ENGLISH).is_some_and(|e| e.has(id)) {
        return m.english.to_owned();
    }
    let mut args = FluentArgs::new();
    for (name, value) in &m.args {
        let shown = render(game, lang, value, true, depth + 1);
        match shown.parse::<i64>() {
            Ok(n) => args.set(name.to_string(), FluentValue::from(n)),
            Err(_) => args.set(name.to_string(), FluentValue::from(shown)),
        }
    }
    super::catalogue::format(lang, id, Some(&args))
}

/// A view's scene and status in the current language (its actions stay as the plugin wrote
/// them: their text is the notation the host sends back).
pub fn localize_view(game: &str, view: &mut game_wire::View) {
    if let Some(scene) = localize(game, &view.scene) {
        view.scene = scene;
    }
    if let Some(status) = localize(game, &view.status) {
        view.status = status;
    }
}

/// What is wrong with the messages in `text` against the game's English catalogue
/// (`rulesets/<game>/i18n/en.ftl`, the reference every other language translates): a message
/// whose id it lacks, or whose English it words otherwise than the plugin (the catalogue's
/// English formatted with the message's arguments must be the plugin's). Empty: all is well.
pub fn english_problems(game: &GameText, text: &str) -> Vec<String> {
    let mut out = Vec::new();
    collect_english_problems(game, text, &mut out);
    out
}

fn collect_english_problems(game: &GameText, text: &str, out: &mut Vec<String>) {
    for piece in pieces(text) {
        let Piece::Message(m) = piece else {
            continue;
        };
        for (_, value) in &m.args {
            collect_english_problems(game, value, out);
        }
        let Some(bundle) = game.bundles.get(ENGLISH) else {
            out.push(format!(
                "`{}`: the game has no English catalogue (i18n/en.ftl)",
                m.id
            ));
            continue;
        };
        let Some(pattern) = bundle.get_message(m.id).and_then(|msg| msg.value()) else {
            out.push(format!(
                "`{}` (\"{}\") is not in i18n/en.ftl",
                m.id, m.english
            ));
            continue;
        };
        let args = english_args(&m);
        let mut errors = Vec::new();
        let formatted = bundle.format_pattern(pattern, Some(&args), &mut errors);
        if !errors.is_empty() || formatted != m.english {
            out.push(format!(
                "`{}`: the plugin says \"{}\", i18n/en.ftl says \"{formatted}\"{}",
                m.id,
                m.english,
                if errors.is_empty() {
                    String::new()
                } else {
                    format!(" ({errors:?})")
                }
            ));
        }
    }
}

/// A message's arguments in English (numbers as numbers), as the English catalogue reads them.
fn english_args<'a>(m: &Message<'a>) -> FluentArgs<'a> {
    let mut args = FluentArgs::new();
    for (name, value) in &m.args {
        let english = english_of(value).into_owned();
        match english.parse::<i64>() {
            Ok(n) => args.set(name.to_string(), FluentValue::from(n)),
            Err(_) => args.set(name.to_string(), FluentValue::from(english)),
        }
    }
    args
}

/// `m` as the game's English catalogue words it with `m`'s arguments; `None` when the
/// catalogue lacks it or cannot format it.
fn english_formatted(game: &GameText, m: &Message<'_>) -> Option<String> {
    let bundle = game.bundles.get(ENGLISH)?;
    let pattern = bundle.get_message(m.id)?.value()?;
    let args = english_args(m);
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
    errors.is_empty().then(|| text.into_owned())
}

/// What `check --all` says of a game's text: errors (a catalogue that does not parse, an id
/// another language has and English not, a ruleset translating a text it does not have) and
/// warnings (messages a language does not translate yet: English is shown).
pub fn check(game: &GameText) -> (Vec<String>, Vec<String>) {
    let mut errors = game.problems.clone();
    let mut warnings = Vec::new();
    let english: Vec<&String> = game
        .ids
        .get(ENGLISH)
        .map(|v| v.iter().collect())
        .unwrap_or_default();
    for (code, ids) in &game.ids {
        if code == ENGLISH {
            continue;
        }
        if super::find(code).is_none() {
            warnings.push(format!(
                "i18n/{code}.ftl: the app does not speak `{code}`: its players see English"
            ));
        }
        if english.is_empty() {
            errors.push(format!(
                "i18n/{code}.ftl: there is no i18n/en.ftl to translate from"
            ));
            continue;
        }
        for id in ids {
            if !english.contains(&id) {
                let near = english
                    .iter()
                    .filter(|e| strsim_close(e, id))
                    .map(|e| format!(" (did you mean `{e}`?)"))
                    .next()
                    .unwrap_or_default();
                errors.push(format!(
                    "i18n/{code}.ftl: `{id}` is not a message of i18n/en.ftl{near}"
                ));
            }
        }
        let missing: Vec<&&String> = english.iter().filter(|e| !ids.contains(e)).collect();
        if !missing.is_empty() {
            warnings.push(format!(
                "i18n/{code}.ftl: {} of {} messages not translated (English shown): {}",
                missing.len(),
                english.len(),
                missing
                    .iter()
                    .map(|s| s.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
        }
    }
    (errors, warnings)
}

/// Two ids one typo apart: a letter added, dropped, changed, or two neighbours swapped
/// (optimal string alignment distance 1).
fn strsim_close(a: &str, b: &str) -> bool {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    if a.len().abs_diff(b.len()) > 1 {
        return false;
    }
    let (n, m) = (a.len(), b.len());
    let mut d = vec![vec![0usize; m + 1]; n + 1];
    for (i, row) in d.iter_mut().enumerate() {
        row[0] = i;
    }
    for (j, cell) in d[0].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=n {
        for j in 1..=m {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            d[i][j] = (d[i - 1][j] + 1)
                .min(d[i][j - 1] + 1)
                .min(d[i - 1][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                d[i][j] = d[i][j].min(d[i - 2][j - 2] + 1);
            }
        }
    }
    d[n][m] <= 1
}

/// Object keys whose strings are ids, keys or notation the plugin reads back, never shown as
/// words: left as they are.
const NOT_WORDS: &[&str] = &[
    "id",
    "key",
    "kind",
    "terrain",
    "marks",
    "group",
    "glyph",
    "path",
    "saved_sequence",
];

/// `value` (a scene, a status, log lines) with every text in the current language.
pub fn localize<T>(game: &str, value: &T) -> Option<T>
where
    T: serde::Serialize + serde::de::DeserializeOwned,
{
    let lang = super::current();
    let catalogue = of(game);
    if lang.code == ENGLISH && !lang.pseudo {
        // English: only messages to undo, and only where there are any.
        let mut json = serde_json::to_value(value).ok()?;
        walk(&mut json, &mut |s: &mut String| {
            if has_message(s) {
                *s = english_of(s).into_owned();
            }
        });
        return serde_json::from_value(json).ok();
    }
    let mut json = serde_json::to_value(value).ok()?;
    walk(&mut json, &mut |s: &mut String| {
        *s = render(catalogue.as_deref(), lang, s, true, 0);
    });
    serde_json::from_value(json).ok()
}

fn walk(value: &mut serde_json::Value, f: &mut dyn FnMut(&mut String)) {
    match value {
        serde_json::Value::String(s) => f(s),
        serde_json::Value::Array(items) => items.iter_mut().for_each(|v| walk(v, f)),
        serde_json::Value::Object(fields) => {
            for (k, v) in fields.iter_mut() {
                if NOT_WORDS.contains(&k.as_str()) {
                    // An id may still hold a message by mistake: its English, never words.
                    strip(v);
                } else {
                    walk(v, f);
                }
            }
        }
        _ => {}
    }
}

fn strip(value: &mut serde_json::Value) {
    match value {
        serde_json::Value::String(s) if has_message(s) => *s = english_of(s).into_owned(),
        serde_json::Value::Array(items) => items.iter_mut().for_each(strip),
        serde_json::Value::Object(fields) => fields.values_mut().for_each(strip),
        _ => {}
    }
}

#[cfg(test)]
mod tests;

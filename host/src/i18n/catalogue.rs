//! The embedded catalogues, one Fluent bundle per language, built once.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use std::sync::OnceLock;
use unic_langid::LanguageIdentifier;

include!(concat!(env!("OUT_DIR"), "/catalogues.rs"));

/// One language the app speaks.
pub struct Language {
    /// Its code, the folder's name under `host/i18n/` (`en`, `id`; `qps` the pseudo-language).
    pub code: &'static str,
    /// Its name in itself (`language-name` of its catalogue): "Bahasa Indonesia".
    pub name: String,
    /// The pseudo-language: English, marked (see the module documentation).
    pub pseudo: bool,
    /// What is wrong in its files (syntax errors, an id defined twice), `file: what`.
    pub problems: Vec<String>,
    /// The ids it defines.
    pub ids: Vec<String>,
    bundle: FluentBundle<FluentResource>,
}

/// Every language, English first, the pseudo-language last.
pub fn languages() -> &'static [Language] {
    static ALL: OnceLock<Vec<Language>> = OnceLock::new();
    ALL.get_or_init(build)
}

/// English's place in [`languages`].
pub(crate) fn english_index() -> usize {
    0
}

/// The language a code names: `id`, `id-ID`, `id_ID.UTF-8`, `in` (Indonesian's old code), `qps`.
pub(crate) fn find(code: &str) -> Option<usize> {
    let code = code.trim().to_ascii_lowercase();
    let primary = code
        .split(['-', '_', '.', '@'])
        .next()
        .unwrap_or_default()
        .to_owned();
    let primary = if primary == "in" {
        "id".to_owned()
    } else {
        primary
    };
    let all = languages();
    all.iter()
        .position(|l| l.code.eq_ignore_ascii_case(&code))
        .or_else(|| {
            all.iter()
                .position(|l| l.code.eq_ignore_ascii_case(&primary))
        })
}

fn build() -> Vec<Language> {
    let mut out: Vec<Language> = Vec::new();
    let english = EMBEDDED
        .iter()
        .find(|(code, _)| *code == super::ENGLISH)
        .map_or(&[][..], |(_, files)| *files);
    out.push(language(super::ENGLISH, english, false));
    for (code, files) in EMBEDDED {
        if *code != super::ENGLISH {
            out.push(language(code, files, false));
        }
    }
    out.push(language(super::PSEUDO, english, true));
    out
}

fn language(code: &'static str, files: &[(&str, &str)], pseudo: bool) -> Language {
    let id: LanguageIdentifier = if pseudo {
        // Plural rules of English: the pseudo-language is English, marked.
        super::ENGLISH.parse().unwrap_or_default()
    } else {
        code.parse().unwrap_or_default()
    };
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // No Unicode isolation marks around arguments: the app's fonts draw them as boxes, and
    // the texts here mix no right-to-left scripts.
    bundle.set_use_isolating(false);
    if pseudo {
        bundle.set_transform(Some(super::pseudo::accent));
    }
    let mut problems = Vec::new();
    let mut ids = Vec::new();
    for (file, text) in files {
        let resource = match FluentResource::try_new((*text).to_owned()) {
            Ok(r) => r,
            Err((r, errors)) => {
                for e in errors {
                    let line = text[..e.pos.start.min(text.len())].lines().count().max(1);
                    problems.push(format!("{code}/{file}:{line}: {e}"));
                }
                r
            }
        };
        for entry in resource.entries() {
            if let fluent_syntax::ast::Entry::Message(m) = entry {
                ids.push(m.id.name.to_owned());
            }
        }
        if let Err(errors) = bundle.add_resource(resource) {
            for e in errors {
                problems.push(format!("{code}/{file}: {e}"));
            }
        }
    }
    let name = format_in(&bundle, "language-name", None).unwrap_or_else(|| code.to_owned());
    Language {
        code,
        name,
        pseudo,
        problems,
        ids,
        bundle,
    }
}

/// The message `id` of `bundle`, or `None` when it has no such message with a value.
fn format_in(
    bundle: &FluentBundle<FluentResource>,
    id: &str,
    args: Option<&FluentArgs>,
) -> Option<String> {
    let pattern = bundle.get_message(id)?.value()?;
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, args, &mut errors);
    Some(text.into_owned())
}

/// The message `id` in `lang`, else in English, else the id itself.
pub(crate) fn format(lang: &Language, id: &str, args: Option<&FluentArgs>) -> String {
    if let Some(text) = format_in(&lang.bundle, id, args) {
        return if lang.pseudo {
            format!("[{text}]")
        } else {
            text
        };
    }
    let all = languages();
    format_in(&all[english_index()].bundle, id, args).unwrap_or_else(|| id.to_owned())
}

impl Language {
    /// Whether this language's catalogue has the message `id`.
    pub fn has(&self, id: &str) -> bool {
        self.bundle.has_message(id)
    }
}

impl std::fmt::Debug for Language {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Language")
            .field("code", &self.code)
            .field("name", &self.name)
            .finish_non_exhaustive()
    }
}

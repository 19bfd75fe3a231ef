//! `game-host --help` (and `game-host help <command>`) in the player's language.
//!
//! clap writes the help from the commands' doc comments, which are English, and from words of
//! its own ("Usage:", "Options:", "Print help", "[default: …]"). When the language is not
//! English, [`command`] is `Cli::command()` with each of those texts replaced by its message in
//! `host/i18n/<lang>/cli-help.ftl`, the id derived from where the text sits (see [`Ids`]):
//! `help-play` is `play`'s about, `help-play-long` its long about, `help-play-arg-seed` the help
//! of `play --seed`, `help-arg-lang` the root's `--lang` (the globals are the root's), and
//! `help-clap-*` clap's own words. A text the catalogue lacks stays as clap has it.
//!
//! English is `Cli::command()` untouched, so its help is exactly what it was; the man page and
//! the completions are generated from that command and stay English. `en/cli-help.ftl` holds the
//! doc comments word for word: a test walks the command and fails when the two drift apart, or
//! when the catalogue has an id no text uses (`UPDATE_CLI_HELP=1` rewrites the file).
//!
//! The language has to be known before clap parses (clap prints the help while parsing), so
//! [`choose_language`] reads `--lang` from the raw arguments first.

use super::Cli;
use crate::tr;
use clap::builder::StyledStr;
use clap::{Arg, ArgAction, Command, CommandFactory};
use std::ffi::OsString;

/// Sets the language from the raw command line, before clap parses it: `--lang X` or
/// `--lang=X`, else the system's, else English, in the order `run` chooses (a command never
/// reads the app's saved choice: that is the app's, applied when its window opens).
pub fn choose_language(args: &[OsString]) {
    crate::i18n::locale::choose(lang_arg(args).as_deref());
}

/// The value of the last `--lang` before a `--` (after which everything is a value).
fn lang_arg(args: &[OsString]) -> Option<String> {
    let mut found = None;
    let mut rest = args.iter().skip(1).filter_map(|a| a.to_str());
    while let Some(arg) = rest.next() {
        if arg == "--" {
            break;
        } else if arg == "--lang" {
            found = rest.next().map(str::to_owned);
        } else if let Some(value) = arg.strip_prefix("--lang=") {
            found = Some(value.to_owned());
        }
    }
    found
}

/// The command line to parse, its help in the current language.
pub fn command() -> Command {
    if crate::i18n::current().code == crate::i18n::ENGLISH {
        Cli::command()
    } else {
        localize(Cli::command())
    }
}

/// `cmd` (the `Cli`'s, unbuilt) with every text of its help in the current language.
pub(crate) fn localize(cmd: Command) -> Command {
    // What clap adds when it builds a command (the help and version flags, the `help`
    // subcommand, the globals in every subcommand, which arguments take values) is known only
    // once it is built: a built copy answers those questions. The command itself is changed
    // before clap builds it (an argument changed after that is no longer found by the parser),
    // and is then built level by level as parsing builds it.
    let mut reference = cmd.clone();
    reference.build();
    let mut cmd = localize_command(cmd, &reference, &Ids::root())
        .disable_help_flag(true)
        .disable_version_flag(true);
    localize_help_subcommands(&mut cmd);
    cmd
}

/// The catalogue ids of one command's texts.
pub(crate) struct Ids {
    /// `help` for the root, `help-play`, `help-mod-install` for subcommands.
    prefix: String,
    root: bool,
}

impl Ids {
    pub(crate) fn root() -> Ids {
        Ids {
            prefix: "help".to_owned(),
            root: true,
        }
    }

    pub(crate) fn sub(&self, name: &str) -> Ids {
        Ids {
            prefix: format!("{}-{}", self.prefix, id_part(name)),
            root: false,
        }
    }

    /// The command's about (`help-play`; the root's `help-about`).
    pub(crate) fn about(&self) -> String {
        if self.root {
            "help-about".to_owned()
        } else {
            self.prefix.clone()
        }
    }

    /// The text after the options (the root's examples: `help-after`). A game-host without
    /// online play has examples of its own, without `host` and `join`.
    pub(crate) fn after(&self) -> String {
        if self.root && !cfg!(feature = "online") {
            "help-after-offline".to_owned()
        } else {
            format!("{}-after", self.prefix)
        }
    }

    pub(crate) fn before(&self) -> String {
        format!("{}-before", self.prefix)
    }

    /// An argument's help (`help-play-arg-seed`); its long help adds `-long`.
    pub(crate) fn arg(&self, id: &str) -> String {
        format!("{}-arg-{}", self.prefix, id_part(id))
    }
}

/// A name as part of an id: kebab-case (`hand_over` → `hand-over`, `__probe-plugin` →
/// `probe-plugin`).
fn id_part(name: &str) -> String {
    name.replace('_', "-")
        .trim_matches('-')
        .to_ascii_lowercase()
}

/// The long form of a text's id.
pub(crate) fn long(id: &str) -> String {
    format!("{id}-long")
}

/// The current language's message `id` in place of clap's `english`, when there is a text and
/// the catalogue has the message.
fn message(id: &str, english: Option<&StyledStr>) -> Option<String> {
    english?;
    crate::i18n::current()
        .has(id)
        .then(|| crate::i18n::text(id, None))
}

fn localize_command(mut cmd: Command, reference: &Command, ids: &Ids) -> Command {
    if !cmd.is_hide_set() {
        if let Some(text) = message(&ids.about(), cmd.get_about()) {
            cmd = cmd.about(text);
        }
        if let Some(text) = message(&long(&ids.about()), cmd.get_long_about()) {
            cmd = cmd.long_about(text);
        }
        if let Some(text) = message(&ids.after(), cmd.get_after_help()) {
            cmd = cmd.after_help(text);
        }
        if let Some(text) = message(&long(&ids.after()), cmd.get_after_long_help()) {
            cmd = cmd.after_long_help(text);
        }
        if let Some(text) = message(&ids.before(), cmd.get_before_help()) {
            cmd = cmd.before_help(text);
        }
        if let Some(text) = message(&long(&ids.before()), cmd.get_before_long_help()) {
            cmd = cmd.before_long_help(text);
        }
    }
    let long_help = has_long_help(reference);
    cmd = cmd.mut_args(|arg| {
        let built = reference
            .get_arguments()
            .find(|a| a.get_id() == arg.get_id());
        localize_arg(arg, built, ids, long_help)
    });
    // clap's own `-h`/`--help` and `-V`/`--version` say "Print help": they are turned off (on
    // the root, for every command) and these, worded, take their place.
    cmd = cmd.arg(help_flag(long_help));
    if reference.get_arguments().any(|a| a.get_id() == "version") {
        cmd = cmd.arg(
            Arg::new("version")
                .short('V')
                .long("version")
                .action(ArgAction::Version)
                .help(tr!("help-clap-print-version"))
                .display_order(DEFAULT_ORDER),
        );
    }
    let sections = Sections {
        commands: reference.get_subcommands().any(|s| !s.is_hide_set()),
        arguments: reference.get_positionals().any(|a| !a.is_hide_set()),
        // There is always `--help`.
        options: true,
    };
    let template = template(&cmd, sections);
    cmd = cmd.help_template(template);
    cmd.mut_subcommands(|sub| {
        let ids = ids.sub(sub.get_name());
        match reference.find_subcommand(sub.get_name()) {
            Some(built) => localize_command(sub, built, &ids),
            None => sub,
        }
    })
}

/// Where clap puts an argument it was given no display order for (its own flags among them).
const DEFAULT_ORDER: usize = 999;

/// Whether `-h` and `--help` differ for this (built) command: clap's `--help` then says "see a
/// summary with '-h'", and the long texts are shown.
fn has_long_help(built: &Command) -> bool {
    built
        .get_arguments()
        .find(|a| a.get_id() == "help")
        .is_some_and(|a| a.get_long_help().is_some())
}

/// The `-h`/`--help` flag clap would add, in words of the catalogue.
fn help_flag(long_help: bool) -> Arg {
    let arg = Arg::new("help")
        .short('h')
        .long("help")
        .action(ArgAction::Help)
        .display_order(DEFAULT_ORDER);
    if long_help {
        arg.help(tr!("help-clap-print-help-short"))
            .long_help(tr!("help-clap-print-help-long"))
    } else {
        arg.help(tr!("help-clap-print-help"))
    }
}

fn localize_arg(mut arg: Arg, built: Option<&Arg>, ids: &Ids, long_help: bool) -> Arg {
    if arg.is_hide_set() {
        return arg;
    }
    let id = ids.arg(arg.get_id().as_str());
    if let Some(text) = message(&id, arg.get_help()) {
        arg = arg.help(text);
    }
    if let Some(text) = message(&long(&id), arg.get_long_help()) {
        arg = arg.long_help(text);
    }
    // clap appends "[default: …]" and "[possible values: …]" in its words: they are written
    // into the help instead, laid out as clap lays them out (after a space in the short help,
    // after a blank line in the long one, which only a command with long help shows).
    let notes = built.map(notes).unwrap_or_default();
    if notes.is_empty() {
        return arg;
    }
    let help = arg.get_help().map(ToString::to_string);
    let long_text = arg
        .get_long_help()
        .map(ToString::to_string)
        .or(help.clone());
    let short = match &help {
        Some(help) => format!("{help} {}", notes.join(" ")),
        None => notes.join(" "),
    };
    arg = arg
        .hide_default_value(true)
        .hide_possible_values(true)
        .help(short);
    if long_help {
        let long = match long_text {
            Some(text) => format!("{text}\n\n{}", notes.join("\n")),
            None => notes.join("\n"),
        };
        arg = arg.long_help(long);
    }
    arg
}

/// What clap would append to a (built) argument's help, in the current language.
fn notes(built: &Arg) -> Vec<String> {
    let takes_values = built.get_num_args().is_none_or(|n| n.takes_values());
    let mut notes = Vec::new();
    if takes_values && !built.is_hide_default_value_set() && !built.get_default_values().is_empty()
    {
        let values: Vec<String> = built
            .get_default_values()
            .iter()
            .map(|v| quoted(&v.to_string_lossy()))
            .collect();
        notes.push(tr!("help-clap-default", value = values.join(" ")));
    }
    let possible = built.get_possible_values();
    // Values with their own help are listed by clap's long help in a layout of its own; there
    // are none in this command line (a test would see clap's English).
    if !built.is_hide_possible_values_set()
        && !possible.is_empty()
        && !possible.iter().any(|p| p.get_help().is_some())
    {
        let values: Vec<String> = possible
            .iter()
            .filter(|p| !p.is_hide_set())
            .map(|p| quoted(p.get_name()))
            .collect();
        notes.push(tr!("help-clap-possible-values", values = values.join(", ")));
    }
    notes
}

/// A value as clap shows it in those notes and its errors' lists: quoted when empty or
/// holding a space.
pub(super) fn quoted(value: &str) -> String {
    if value.is_empty() || value.contains(char::is_whitespace) {
        format!("{value:?}")
    } else {
        value.to_owned()
    }
}

/// Which lists a command's help shows.
#[derive(Clone, Copy)]
struct Sections {
    commands: bool,
    arguments: bool,
    options: bool,
}

/// clap's help layout with its headings ("Usage:", "Commands:", "Arguments:", "Options:") in
/// the current language and its styles (bold, underlined on a terminal).
fn template(cmd: &Command, sections: Sections) -> String {
    let styles = cmd.get_styles();
    let (usage, header) = (styles.get_usage(), styles.get_header());
    let heading = |text: String, tag: &str| {
        format!(
            "{}{text}:{}\n{{{tag}}}",
            header.render(),
            header.render_reset()
        )
    };
    let mut lists = Vec::new();
    if sections.commands {
        let text = cmd
            .get_subcommand_help_heading()
            .map_or_else(|| tr!("help-clap-commands"), str::to_owned);
        lists.push(heading(text, "subcommands"));
    }
    if sections.arguments {
        lists.push(heading(tr!("help-clap-arguments"), "positionals"));
    }
    if sections.options {
        lists.push(heading(tr!("help-clap-options"), "options"));
    }
    let lists = if lists.is_empty() {
        String::new()
    } else {
        format!("\n\n{}", lists.join("\n\n"))
    };
    format!(
        "{{before-help}}{{about-with-newline}}\n{}{}:{} {{usage}}{lists}{{after-help}}",
        usage.render(),
        tr!("help-clap-usage"),
        usage.render_reset()
    )
}

/// Words clap's `help` subcommand (`game-host help play`, `game-host mod help install`), which
/// clap adds to a command with subcommands only when it builds it: each such command is built
/// here, as parsing would build it, and its `help` worded.
fn localize_help_subcommands(cmd: &mut Command) {
    if !cmd.has_subcommands() {
        return;
    }
    // Rendering builds this level only, and with the `help` parsing uses (`build` would build
    // every level and copy the whole tree under `help`, for completions). The subcommands'
    // arguments are already worded: what building adds to them (the globals) is copied worded.
    let _ = cmd.render_help();
    if let Some(help) = cmd.find_subcommand_mut("help") {
        let mut worded = std::mem::take(help).about(tr!("help-clap-help-command"));
        let has_arg = worded.get_arguments().any(|a| a.get_id() == "subcommand");
        if has_arg {
            worded = worded.mut_arg("subcommand", |a| a.help(tr!("help-clap-help-command-arg")));
        }
        let sections = Sections {
            commands: false,
            arguments: has_arg,
            options: false,
        };
        let template = template(&worded, sections);
        *help = worded.help_template(template);
    }
    for sub in cmd.get_subcommands_mut() {
        if sub.get_name() != "help" {
            localize_help_subcommands(sub);
        }
    }
}

/// Every text the help shows (hidden commands and arguments aside), with its id, from the
/// unbuilt `cmd` and its subcommands: what `en/cli-help.ftl` must say.
#[cfg(test)]
pub(crate) fn texts(cmd: &Command) -> Vec<(String, String)> {
    let mut out = Vec::new();
    collect(cmd, &Ids::root(), &mut out);
    out
}

#[cfg(test)]
fn collect(cmd: &Command, ids: &Ids, out: &mut Vec<(String, String)>) {
    if cmd.is_hide_set() {
        return;
    }
    let mut push = |id: String, text: Option<&StyledStr>| {
        if let Some(text) = text {
            out.push((id, text.to_string()));
        }
    };
    push(ids.about(), cmd.get_about());
    push(long(&ids.about()), cmd.get_long_about());
    push(ids.before(), cmd.get_before_help());
    push(long(&ids.before()), cmd.get_before_long_help());
    for arg in cmd.get_arguments().filter(|a| !a.is_hide_set()) {
        let id = ids.arg(arg.get_id().as_str());
        push(id.clone(), arg.get_help());
        push(long(&id), arg.get_long_help());
    }
    push(ids.after(), cmd.get_after_help());
    push(long(&ids.after()), cmd.get_after_long_help());
    for sub in cmd.get_subcommands() {
        collect(sub, &ids.sub(sub.get_name()), out);
    }
}

/// Whether `id` names a text of the help (for the catalogue's test of unused ids: these are
/// looked up by where their text sits, never named by `tr!`).
#[cfg(test)]
pub(crate) fn is_text_id(id: &str) -> bool {
    tests::is_text_id(id)
}

#[cfg(test)]
#[path = "help_text_tests.rs"]
mod tests;

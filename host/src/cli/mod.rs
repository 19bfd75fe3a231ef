//! The headless commands of `game-host`.

mod bench_bots;
mod bench_levels;
mod bench_reload;
pub mod check;
mod clap_errors;
pub(crate) mod help_text;
#[cfg(test)]
mod i18n_tests;
pub mod keys;
mod list;
mod manual;
mod mods;
#[cfg(feature = "online")]
mod online;
mod play;
mod probe;
pub mod review;
pub mod schema;
pub mod simulate;
mod simulate_merge;
mod watch;

use crate::content;
use crate::plugin::{Catalog, plugin_dirs};
use crate::tr;
use clap::{FromArgMatches, Parser, Subcommand};
use std::path::PathBuf;
use std::process::ExitCode;

/// The help's examples (`host` and `join` only in a game-host built with online play); both
/// are in the catalogue (`help-after`, `help-after-offline`), whichever this build shows.
#[cfg(any(test, feature = "online"))]
const EXAMPLES_ONLINE: &str = "Examples (GAME is a game id from `game-host list`):
  game-host                                   open the app
  game-host list                              the games, their rulesets and mods
  game-host play GAME --seed 7                play in the terminal (one action per line)
  game-host check --all                       check every ruleset and its scripts
  game-host simulate GAME --games 200 --bots hard,normal
  game-host host GAME --seats local,remote    host a match for a friend
  game-host join TICKET
  game-host mod install my-rules.zip

Files: the data directory (saves, autosaves, mods, preferences) is GAME_HOST_DATA or the
platform's (~/.local/share/game-host on Linux).";
#[cfg(any(test, not(feature = "online")))]
const EXAMPLES_OFFLINE: &str = "Examples (GAME is a game id from `game-host list`):
  game-host                                   open the app
  game-host list                              the games, their rulesets and mods
  game-host play GAME --seed 7                play in the terminal (one action per line)
  game-host check --all                       check every ruleset and its scripts
  game-host simulate GAME --games 200 --bots hard,normal
  game-host mod install my-rules.zip

Files: the data directory (saves, autosaves, mods, preferences) is GAME_HOST_DATA or the
platform's (~/.local/share/game-host on Linux).";
#[cfg(feature = "online")]
const EXAMPLES: &str = EXAMPLES_ONLINE;
#[cfg(not(feature = "online"))]
const EXAMPLES: &str = EXAMPLES_OFFLINE;

#[derive(Debug, Parser)]
#[command(
    name = "game-host",
    version,
    about = "Plays board and card games loaded as plugins.",
    after_help = EXAMPLES
)]
pub struct Cli {
    /// Extra directory to search for plugins (repeatable; also `GAME_HOST_PLUGIN_PATH`).
    #[arg(long = "plugins", global = true, value_name = "DIR")]
    pub plugins: Vec<PathBuf>,
    /// The directory holding `rulesets/` and `scripts/` (default: `GAME_HOST_CONTENT`, else
    /// found upward from the executable or the current directory).
    #[arg(long, global = true, value_name = "DIR")]
    pub content: Option<PathBuf>,
    /// Extra directory of mods, or one mod's folder (repeatable; also `GAME_HOST_MODS`).
    #[arg(long = "mods", global = true, value_name = "DIR")]
    pub mods: Vec<PathBuf>,
    /// Say more on stderr: -v what the host does (connections, reloads), -vv debug, -vvv all
    /// (RUST_LOG, when set, chooses instead).
    #[arg(short, long, global = true, action = clap::ArgAction::Count)]
    pub verbose: u8,
    /// Say only errors on stderr (and no progress bars).
    #[arg(short, long, global = true)]
    pub quiet: bool,
    /// Start the app with this saved match open (a save file or an autosave); a file that does
    /// not open is said on Home, which the app shows instead.
    #[arg(long, value_name = "FILE")]
    pub open: Option<PathBuf>,
    /// The language of what the host says: `en`, `id` (Bahasa Indonesia). Default: the app's
    /// choice in its View menu, else the system's (`LC_ALL`, `LC_MESSAGES`, `LANG`), else
    /// English. `--json` output is the same in every language.
    #[arg(long, global = true, value_name = "LANG")]
    pub lang: Option<String>,
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// List the games found, their rulesets, and plugins that failed to load.
    List,
    /// Compile rulesets and their scripts as a match would; print every problem with
    /// file:line:col; exit non-zero on failure.
    Check(check::CheckArgs),
    /// Print the ruleset keys of a game (or of every game) as Markdown.
    Keys(keys::KeysArgs),
    /// Print a JSON Schema of a game's ruleset files for editors, or write every game's to
    /// `rulesets/<game>/.schema.json` (`--write`).
    Schema(schema::SchemaArgs),
    /// Play a match in the terminal: actions as arguments, or one per line on stdin.
    Play(play::PlayArgs),
    /// Host a match for players on other machines: prints an invite ticket per remote seat
    /// and plays the local seat(s) from stdin like `play` (see docs/online.md).
    #[cfg(feature = "online")]
    Host(online::HostArgs),
    /// Join a hosted match with its ticket and play its seat from stdin like `play`.
    #[cfg(feature = "online")]
    Join(online::JoinArgs),
    /// Run a match and reload its ruleset whenever its files change, printing each reload and
    /// its result (actions on stdin, one per line).
    Watch(watch::WatchArgs),
    /// Time how long a saved ruleset takes to be in force in a running match (p50/p95/max).
    BenchReload(bench_reload::BenchArgs),
    /// The balance lab: bot-vs-bot batches with win rates, confidence intervals and counters.
    Simulate(simulate::SimulateArgs),
    /// Adds up the results files of `simulate --shard I/N --out FILE` into the report of the
    /// whole batch.
    SimulateMerge(simulate_merge::MergeArgs),
    /// The review of a saved match: each seat's chance of winning move by move, judged by a
    /// bot from what the judging seats knew, and the turning points with the bot's preferred
    /// move.
    Review(review::ReviewArgs),
    /// Measures bot search speed (MCTS iterations per second, one thread) per game.
    BenchBots(bench_bots::BenchArgs),
    /// Mods: scaffold, check, pack, install, remove and list them (see docs/mods.md).
    #[command(name = "mod")]
    Mod(mods::ModArgs),
    /// Print shell completions for bash, zsh, fish, elvish or powershell (the packages install
    /// them).
    Completions(manual::CompletionsArgs),
    /// Print the man page (roff), generated from these commands' own help.
    Manual,
    /// Internal: load one plugin in this process and print a verdict (see `cli/probe.rs`).
    #[command(name = "__probe-plugin", hide = true)]
    ProbePlugin(probe::ProbeArgs),
}

/// The command line of this process, parsed. clap's help and its errors are in the language
/// the run will speak (`--lang`, else the system's), found before clap parses: see
/// [`help_text`].
pub fn parse() -> Cli {
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    help_text::choose_language(&args);
    let mut command = help_text::command();
    let mut matches = match command.try_get_matches_from_mut(args) {
        Ok(matches) => matches,
        Err(error) => clap_errors::exit(error),
    };
    // As `Cli::parse` does: a mismatch here is the command line's, worded with it.
    match Cli::from_arg_matches_mut(&mut matches) {
        Ok(cli) => cli,
        Err(error) => clap_errors::exit(error.format(&mut command)),
    }
}

/// What every command needs: the plugins, the content root and the mods in use.
impl Command {
    /// Whether the command prints JSON for tools (`--json`).
    fn wants_json(&self) -> bool {
        match self {
            Command::Play(a) => a.json,
            #[cfg(feature = "online")]
            Command::Host(a) => a.json,
            #[cfg(feature = "online")]
            Command::Join(a) => a.json,
            Command::Watch(a) => a.json,
            Command::Simulate(a) => a.json,
            Command::SimulateMerge(a) => a.json,
            Command::Review(a) => a.json,
            Command::BenchBots(a) => a.json,
            _ => false,
        }
    }
}

#[derive(Debug)]
pub struct Env {
    pub catalog: Catalog,
    pub content: Option<PathBuf>,
    /// The `--plugins` directories given (searched first).
    pub plugin_args: Vec<PathBuf>,
    pub mods: crate::mods::ModsInUse,
}

impl Env {
    pub fn new(cli: &Cli) -> Env {
        let mut catalog = Catalog::discover(&plugin_dirs(&cli.plugins));
        let content = content::find_root(cli.content.as_deref());
        let mods = crate::mods::ModsInUse::activate(&mut catalog, content.as_deref(), &cli.mods);
        Env {
            catalog,
            content,
            plugin_args: cli.plugins.clone(),
            mods,
        }
    }

    pub fn content_root(&self) -> Result<&std::path::Path, String> {
        self.content
            .as_deref()
            .ok_or_else(|| tr!("cli-no-content", content_env = content::CONTENT_ENV))
    }
}

pub fn run(cli: Cli) -> ExitCode {
    // The probe loads one library and nothing else: no discovery (which would probe again).
    if let Some(Command::ProbePlugin(args)) = &cli.command {
        return probe::run(args);
    }
    // Completions and the man page need no games: no discovery.
    match &cli.command {
        Some(Command::Completions(args)) => return manual::completions(args),
        Some(Command::Manual) => return manual::man_page(),
        _ => {}
    }
    if cli.command.is_some() {
        quiet_on_closed_stdout();
    }
    // The app keeps a log file in its data directory; commands log to stderr only.
    let log_file_dir = match cli.command {
        None => crate::gui::storage::DataDir::locate().map(|d| crate::logging::log_dir(&d.root)),
        Some(_) => None,
    };
    let _log = crate::logging::init(cli.verbose, cli.quiet, log_file_dir.as_deref());
    if let Some(lang) = &cli.lang
        && !crate::i18n::set_language(lang)
    {
        // Said in the system's language, the one the run would have had.
        crate::i18n::locale::choose(None);
        let known: Vec<String> = crate::i18n::offered()
            .map(|l| format!("{} ({})", l.code, l.name))
            .collect();
        eprintln!(
            "{}",
            tr!(
                "cli-error",
                message = tr!(
                    "cli-no-such-language",
                    lang = lang,
                    known = known.join(", ")
                )
            )
        );
        return ExitCode::from(2);
    }
    crate::i18n::locale::choose(cli.lang.as_deref());
    // `--json` is for tools: the same in every language, so the words inside it (a reload's
    // changes, a run's label, a game's sentences) are English whatever the player chose.
    if cli.command.as_ref().is_some_and(Command::wants_json) {
        crate::i18n::set_language(crate::i18n::ENGLISH);
    }
    if cli.command.is_some() && cli.open.is_some() {
        eprintln!(
            "{}",
            tr!("cli-error", message = tr!("cli-open-with-command"))
        );
        return ExitCode::from(2);
    }
    let quiet = cli.quiet;
    let env = Env::new(&cli);
    // A command shows games' text in the chosen language (the app reads it as it starts).
    if cli.command.is_some()
        && let Some(root) = &env.content
    {
        let games: Vec<String> = env
            .catalog
            .plugins
            .iter()
            .map(|p| p.info().id.clone())
            .collect();
        crate::i18n::game::register_all(root, &env.mods, &games);
    }
    let command = cli.command;
    let result = match command {
        None => crate::gui::run(env.catalog, env.content, env.mods, cli.open, cli.lang)
            .map(|()| ExitCode::SUCCESS),
        Some(Command::List) => list::run(&env),
        Some(Command::Play(args)) => play::run(&env, args),
        Some(Command::Check(args)) => check::run(&env, args),
        #[cfg(feature = "online")]
        Some(Command::Host(args)) => online::host(&env, args),
        #[cfg(feature = "online")]
        Some(Command::Join(args)) => online::join(args),
        Some(Command::Keys(args)) => keys::run(&env, args),
        Some(Command::Schema(args)) => schema::run(&env, args),
        Some(Command::Watch(args)) => watch::run(&env, args),
        Some(Command::BenchReload(args)) => bench_reload::run(&env, args),
        Some(Command::Simulate(mut args)) => {
            args.quiet = quiet;
            simulate::run(&env, args)
        }
        Some(Command::SimulateMerge(args)) => simulate_merge::run(&args),
        Some(Command::BenchBots(args)) => bench_bots::run(&env, args),
        Some(Command::Review(args)) => review::run(&env, args),
        Some(Command::Mod(args)) => mods::run(&env, args),
        Some(Command::ProbePlugin(args)) => Ok(probe::run(&args)),
        Some(Command::Completions(_) | Command::Manual) => Ok(ExitCode::SUCCESS),
    };
    match result {
        Ok(code) => code,
        Err(message) => {
            // Errors quote files, saves, zips and scripts: escaped, their lines kept.
            eprintln!(
                "{}",
                tr!("cli-error", message = crate::text::safe::block(&message))
            );
            ExitCode::FAILURE
        }
    }
}

/// `game-host play … | head` closes the commands' stdout early, and Rust's `println!` then
/// panics with "failed printing to stdout: Broken pipe". A terminal command ends quietly
/// instead, as Unix tools do when their reader has gone: this turns exactly that panic into an
/// exit (status 0) and leaves every other panic to the default hook.
fn quiet_on_closed_stdout() {
    let default = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let payload = info.payload();
        let message = payload
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| payload.downcast_ref::<&str>().copied())
            .unwrap_or("");
        if message.starts_with("failed printing to stdout") && message.contains("Broken pipe") {
            std::process::exit(0);
        }
        default(info);
    }));
}

//! `game-host mod …`: scaffold, check, pack, install, remove and list mods (docs/mods.md).

use super::Env;
use crate::content;
use crate::mods::validate::Checked;
use crate::mods::{self, ModEntry, Status, install, scaffold};
use crate::text::safe::{block, line};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(Debug, clap::Args)]
pub struct ModArgs {
    #[command(subcommand)]
    pub command: ModCommand,
}

#[derive(Debug, clap::Subcommand)]
pub enum ModCommand {
    /// Start a mod for GAME in ./ID (or --dir): a manifest, a ruleset extending the game's
    /// standard, a script, the editor files, a README.
    New {
        /// The game's id (see `game-host list`).
        game: String,
        /// The mod's id: lowercase letters, digits, `-` and `_`.
        id: String,
        /// Where to create it (default: ./ID).
        #[arg(long, value_name = "DIR")]
        dir: Option<PathBuf>,
    },
    /// Check a mod folder (default: the current directory): its manifest, its game and
    /// dependencies, and every ruleset compiled as a match would.
    Check {
        dir: Option<PathBuf>,
        /// Also play N random games per ruleset and report run-time script errors.
        #[arg(long, value_name = "N")]
        play: Option<u64>,
    },
    /// Pack a mod folder (default: the current directory) into <id>-<version>.zip in the
    /// current directory.
    Pack { dir: Option<PathBuf> },
    /// Install a mod from a .zip or a folder into the mods directory, replacing an older
    /// version of the same id.
    Install { from: PathBuf },
    /// Remove an installed mod.
    Remove { id: String },
    /// Turn an installed mod off (its rulesets are no longer offered) without removing it.
    Disable { id: String },
    /// Turn a disabled mod back on.
    Enable { id: String },
    /// List the mods found, their rulesets, and the ones that cannot be used with the reason.
    List,
}

pub fn run(env: &Env, args: ModArgs) -> Result<ExitCode, String> {
    match args.command {
        ModCommand::New { game, id, dir } => new(env, &game, &id, dir),
        ModCommand::Check { dir, play } => check(env, &folder(dir)?, play.unwrap_or(0)),
        ModCommand::Pack { dir } => pack(&folder(dir)?),
        ModCommand::Install { from } => install_mod(env, &from),
        ModCommand::Remove { id } => {
            let dir = install::remove(&user_dir()?, &id)?;
            println!("removed {id} ({})", dir.display());
            Ok(ExitCode::SUCCESS)
        }
        ModCommand::Disable { id } => enable(&id, false),
        ModCommand::Enable { id } => enable(&id, true),
        ModCommand::List => list(),
    }
}

fn folder(dir: Option<PathBuf>) -> Result<PathBuf, String> {
    match dir {
        Some(d) => Ok(d),
        None => std::env::current_dir().map_err(|e| format!("no current directory: {e}")),
    }
}

fn user_dir() -> Result<PathBuf, String> {
    mods::user_dir().ok_or_else(|| {
        format!(
            "no data directory for mods; set {}",
            crate::gui::storage::DATA_ENV
        )
    })
}

fn new(env: &Env, game: &str, id: &str, dir: Option<PathBuf>) -> Result<ExitCode, String> {
    let plugin = env.catalog.require(game)?;
    let dir = dir.unwrap_or_else(|| PathBuf::from(id));
    let files = scaffold::create(
        &scaffold::Scaffold {
            game,
            game_name: &plugin.info().name,
            game_version: Some(&plugin.info().version),
            id,
            content: env.content.as_deref(),
        },
        &dir,
    )?;
    println!("created mod {id} in {}:", dir.display());
    for f in files {
        println!("    {f}");
    }
    println!(
        "next: edit rulesets/{game}/{}.toml, then `game-host mod check {}`",
        scaffold::RULESET,
        dir.display()
    );
    Ok(ExitCode::SUCCESS)
}

/// The mod in `dir`, or its manifest's problem.
fn read(dir: &Path) -> Result<ModEntry, String> {
    let entry = mods::discovery::read_mod(dir);
    match (&entry.manifest, &entry.status) {
        (Some(_), _) => Ok(entry),
        (None, status) => Err(content::status_text(status)),
    }
}

fn check(env: &Env, dir: &Path, games: u64) -> Result<ExitCode, String> {
    let entry = read(dir)?;
    let checked = check_entry(env, &entry, games)?;
    let label = entry.label();
    let problems: Vec<String> = checked.unusable.into_iter().chain(checked.rules).collect();
    if problems.is_empty() {
        println!("ok    {label} ({} rulesets)", entry.rulesets.len());
        return Ok(ExitCode::SUCCESS);
    }
    println!("FAIL  {label}");
    for p in problems {
        println!("  {p}");
    }
    Ok(ExitCode::FAILURE)
}

/// Checks a mod, standing in for an installed copy of the same id: the same checks as
/// `game-host check` ([`mods::validate::check_playing`]), the reason it cannot be used named at
/// its manifest.
fn check_entry(env: &Env, entry: &ModEntry, games: u64) -> Result<Checked, String> {
    let root = env.content_root()?;
    let mut checked = mods::validate::check_playing(&env.catalog, Some(root), entry, games);
    if entry.manifest.is_some()
        && let Some(reason) = &mut checked.unusable
    {
        *reason = format!(
            "{}: {reason}",
            entry.dir.join(mods::manifest::FILE).display()
        );
    }
    Ok(checked)
}

fn pack(dir: &Path) -> Result<ExitCode, String> {
    let entry = read(dir)?;
    let Some(m) = &entry.manifest else {
        return Err(content::status_text(&entry.status));
    };
    let out = PathBuf::from(format!("{}-{}.zip", m.id, m.version));
    let count = mods::archive::pack(dir, &m.id, &out)?;
    println!(
        "packed {} ({count} files) into {}",
        entry.label(),
        out.display()
    );
    Ok(ExitCode::SUCCESS)
}

fn install_mod(env: &Env, from: &Path) -> Result<ExitCode, String> {
    let mods_dir = user_dir()?;
    let mut warning = None;
    let installed = install::install(from, &mods_dir, |staged| {
        let mut checked = check_entry(env, staged, 0)?;
        // Say where the files are for the player: in what they installed, not the staging
        // folder.
        let (staging, given) = (staged.dir.display().to_string(), from.display().to_string());
        for p in checked.rules.iter_mut().chain(checked.unusable.iter_mut()) {
            *p = p.replace(&staging, &given);
        }
        // A missing game or dependency can be installed later: say so, install anyway. Rules
        // that do not compile are refused: they would never load.
        warning = checked.unusable;
        if checked.rules.is_empty() {
            Ok(())
        } else {
            Err(format!(
                "{}: not installed, {}:\n  {}",
                from.display(),
                if checked.library_fails {
                    "its plugin does not load"
                } else {
                    "its rulesets do not compile"
                },
                checked.rules.join("\n  ")
            ))
        }
    })?;
    mods::refresh(&env.catalog);
    match &installed.replaced {
        Some(old) => println!(
            "installed {} {} (replacing {old}) in {}",
            installed.id,
            installed.version,
            installed.dir.display()
        ),
        None => println!(
            "installed {} {} in {}",
            installed.id,
            installed.version,
            installed.dir.display()
        ),
    }
    if let Some(w) = warning {
        println!("warning: it cannot be used yet: {w}");
    }
    Ok(ExitCode::SUCCESS)
}

fn enable(id: &str, on: bool) -> Result<ExitCode, String> {
    let dir = user_dir()?.join(id);
    if !is_installed(&dir) {
        return Err(format!("no mod `{id}` is installed in {}", dir.display()));
    }
    install::set_enabled(&dir, on)?;
    println!("{} {id}", if on { "enabled" } else { "disabled" });
    Ok(ExitCode::SUCCESS)
}

fn is_installed(dir: &Path) -> bool {
    game_sdk::ruleset::packages::is_mod_id(dir.file_name().and_then(|n| n.to_str()).unwrap_or(""))
        && dir.join(mods::manifest::FILE).is_file()
}

fn list() -> Result<ExitCode, String> {
    let set = mods::active();
    if set.entries.is_empty() {
        println!("No mods found.");
    }
    for e in &set.entries {
        // A mod is anyone's files: every word of it is escaped (`text::safe`).
        let folder = e.dir.display().to_string();
        let Some(m) = &e.manifest else {
            println!("{}", line(&folder));
            println!(
                "    cannot be used: {}",
                block(&content::status_text(&e.status))
            );
            continue;
        };
        let (id, version, title) = (line(&m.id), &m.version, line(&m.title));
        let (game, game_version) = (line(&m.game), &m.game_version);
        if m.is_game_package() {
            println!("{id} {version} — {title} (the game {game} itself, plugin {game_version})");
        } else {
            println!("{id} {version} — {title} (for {game} {game_version})");
        }
        println!("    folder: {}", line(&folder));
        match &e.status {
            Status::Ready => {}
            Status::Disabled => println!("    disabled"),
            Status::Refused(reason) => println!("    cannot be used: {}", block(reason)),
        }
        for r in &e.rulesets {
            // A game package's rulesets are the game's own: `--ruleset standard`.
            if m.is_game_package() {
                println!("    ruleset {}", line(r));
            } else {
                println!("    ruleset {id}:{}", line(r));
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}

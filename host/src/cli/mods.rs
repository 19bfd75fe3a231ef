//! `game-host mod …`: scaffold, check, pack, install, remove and list mods (docs/mods.md).

use super::Env;
use crate::content;
use crate::mods::native::{self, Consent, Native};
use crate::mods::validate::Checked;
use crate::mods::{self, ModEntry, Status, install, scaffold};
use crate::text::safe::{block, line};
use crate::tr;
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
        /// Load the mod's native library (a game package's plugin) to check it, though you
        /// have not allowed it: its code runs with your rights. Without this, such a library is
        /// never loaded or probed and the check fails.
        #[arg(long)]
        allow_native: bool,
    },
    /// Pack a mod folder (default: the current directory) into <id>-<version>.zip in the
    /// current directory.
    Pack { dir: Option<PathBuf> },
    /// Install a mod from a .zip or a folder into the mods directory, replacing an older
    /// version of the same id. A mod with native code (a game package's plugin library) is
    /// refused, its library described, unless --allow-native (or allowed before).
    Install {
        from: PathBuf,
        /// Allow the mod's native library: it is loaded (its code runs with your rights) and
        /// the consent to its SHA-256 is remembered.
        #[arg(long)]
        allow_native: bool,
    },
    /// Allow the native code (plugin library) of a mod found in a mods directory; the consent
    /// is to the library's SHA-256: a changed library is asked about again.
    Allow { id: String },
    /// Withdraw the consent to a mod's native code: its library is no longer loaded.
    Revoke { id: String },
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
        ModCommand::Check {
            dir,
            play,
            allow_native,
        } => check(env, &folder(dir)?, play.unwrap_or(0), allow_native),
        ModCommand::Pack { dir } => pack(&folder(dir)?),
        ModCommand::Install { from, allow_native } => install_mod(env, &from, allow_native),
        ModCommand::Allow { id } => allow(env, &id),
        ModCommand::Revoke { id } => revoke(env, &id),
        ModCommand::Remove { id } => {
            let dir = install::remove(&user_dir(env)?, &id)?;
            println!(
                "{}",
                tr!("mod-removed", id = id, path = dir.display().to_string())
            );
            Ok(ExitCode::SUCCESS)
        }
        ModCommand::Disable { id } => enable(env, &id, false),
        ModCommand::Enable { id } => enable(env, &id, true),
        ModCommand::List => list(env),
    }
}

fn folder(dir: Option<PathBuf>) -> Result<PathBuf, String> {
    match dir {
        Some(d) => Ok(d),
        None => {
            std::env::current_dir().map_err(|e| tr!("mod-no-current-dir", error = e.to_string()))
        }
    }
}

fn user_dir(env: &Env) -> Result<PathBuf, String> {
    env.mods
        .user_dir()
        .ok_or_else(|| tr!("mod-no-data-dir", data_env = crate::gui::storage::DATA_ENV))
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
    println!(
        "{}",
        tr!("mod-created", id = id, path = dir.display().to_string())
    );
    for f in files {
        println!("    {f}");
    }
    println!(
        "{}",
        tr!(
            "mod-created-next",
            ruleset = format!("rulesets/{game}/{}.toml", scaffold::RULESET),
            path = dir.display().to_string()
        )
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

fn check(env: &Env, dir: &Path, games: u64, allow_native: bool) -> Result<ExitCode, String> {
    let entry = read(dir)?;
    let mut consent = env.mods.consent();
    if let Native::Library(lib) = native::native_code(&entry)
        && consent.refusal(&entry.dir, &lib).is_some()
    {
        if !allow_native {
            return Err(tr!(
                "mod-not-checked-native",
                path = dir.display().to_string(),
                warning = lib.warning()
            ));
        }
        println!("{}", tr!("mod-loading-native"));
        println!("{}", lib.facts("    "));
        consent.allow_once(&lib.sha256);
    }
    let checked = check_entry(env, &entry, games, &consent)?;
    let label = entry.label();
    let problems: Vec<String> = checked.unusable.into_iter().chain(checked.rules).collect();
    if problems.is_empty() {
        println!(
            "{}",
            tr!("mod-check-ok", label = label, count = entry.rulesets.len())
        );
        return Ok(ExitCode::SUCCESS);
    }
    println!("{}", tr!("check-fail", ruleset = label));
    for p in problems {
        println!("  {p}");
    }
    Ok(ExitCode::FAILURE)
}

/// Checks a mod, standing in for an installed copy of the same id: the same checks as
/// `game-host check` ([`mods::validate::check_playing`]), the reason it cannot be used named at
/// its manifest.
fn check_entry(
    env: &Env,
    entry: &ModEntry,
    games: u64,
    consent: &Consent,
) -> Result<Checked, String> {
    // A mod's rulesets compile over the bundled content: without one, nothing is checked.
    env.content_root()?;
    let mut checked =
        mods::validate::check_consented(&env.catalog, &env.mods, entry, games, consent);
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
        "{}",
        tr!(
            "mod-packed",
            label = entry.label(),
            count = count,
            path = out.display().to_string()
        )
    );
    Ok(ExitCode::SUCCESS)
}

fn install_mod(env: &Env, from: &Path, allow_native: bool) -> Result<ExitCode, String> {
    let mods_dir = user_dir(env)?;
    let mut warning = None;
    let mut consent = env.mods.consent();
    let mut native_lib = None;
    let installed = install::install(from, &mods_dir, &env.mods.set(), |staged| {
        // Said, and asked, before anything of the library is loaded or probed: its code runs
        // with the user's rights from the first load.
        if let Native::Library(lib) = native::native_code(staged) {
            if consent.refusal(&staged.dir, &lib).is_some() {
                if !allow_native {
                    return Err(tr!(
                        "mod-not-installed-native",
                        path = from.display().to_string(),
                        warning = lib.warning()
                    ));
                }
                consent.allow_once(&lib.sha256);
            }
            native_lib = Some(lib);
        }
        let mut checked = check_entry(env, staged, 0, &consent)?;
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
            let problems = checked.rules.join("\n  ");
            let path = from.display().to_string();
            Err(if checked.library_fails {
                tr!("mod-not-installed-plugin", path = path, problems = problems)
            } else {
                tr!("mod-not-installed-rules", path = path, problems = problems)
            })
        }
    })?;
    if let Some(lib) = &native_lib {
        // Remembered only once installed: a refused install leaves no consent behind.
        consent.remember(lib)?;
        println!("{}", tr!("mod-native-allowed", id = line(&installed.id)));
        println!("{}", lib.facts("    "));
    }
    env.mods.refresh(&env.catalog);
    match &installed.replaced {
        Some(old) => println!(
            "{}",
            tr!(
                "mod-installed-replacing",
                id = installed.id.as_str(),
                version = installed.version.to_string(),
                old = old.to_string(),
                path = installed.dir.display().to_string()
            )
        ),
        None => println!(
            "{}",
            tr!(
                "mod-installed",
                id = installed.id.as_str(),
                version = installed.version.to_string(),
                path = installed.dir.display().to_string()
            )
        ),
    }
    if let Some(w) = warning {
        println!(
            "{}",
            tr!(
                "cli-warning",
                message = tr!("mod-not-usable-yet", reason = w)
            )
        );
    }
    Ok(ExitCode::SUCCESS)
}

fn enable(env: &Env, id: &str, on: bool) -> Result<ExitCode, String> {
    let dir = user_dir(env)?.join(id);
    if !is_installed(&dir) {
        return Err(tr!(
            "mod-not-installed-here",
            id = id,
            path = dir.display().to_string()
        ));
    }
    install::set_enabled(&dir, on)?;
    println!(
        "{}",
        if on {
            tr!("mod-enabled", id = id)
        } else {
            tr!("mod-disabled", id = id)
        }
    );
    Ok(ExitCode::SUCCESS)
}

fn is_installed(dir: &Path) -> bool {
    game_content::packages::is_mod_id(dir.file_name().and_then(|n| n.to_str()).unwrap_or(""))
        && dir.join(mods::manifest::FILE).is_file()
}

/// `mod allow ID`: the consent to the native library of the mod `id` found now.
fn allow(env: &Env, id: &str) -> Result<ExitCode, String> {
    let set = env.mods.discover_now();
    let entry = set.find(id).ok_or_else(|| tr!("mod-not-found", id = id))?;
    let mut consent = env.mods.consent();
    match native::native_code(entry) {
        Native::None => Err(tr!("mod-no-native", id = id)),
        Native::OtherPlatforms(p) => Err(tr!(
            "mod-native-other-platforms",
            id = id,
            platforms = p.join(", ")
        )),
        Native::Unreadable(reason) => Err(reason),
        Native::Library(lib) => {
            if consent.is_bundled(&entry.dir) {
                println!("{}", tr!("mod-bundled-native", id = id));
                return Ok(ExitCode::SUCCESS);
            }
            consent.remember(&lib)?;
            println!("{}", block(&lib.warning()));
            println!("{}", tr!("mod-allowed", id = id));
            Ok(ExitCode::SUCCESS)
        }
    }
}

/// `mod revoke ID`: forgets every consent to the native code of the mod `id`.
fn revoke(env: &Env, id: &str) -> Result<ExitCode, String> {
    let current = match env.mods.discover_now().find(id).map(native::native_code) {
        Some(Native::Library(lib)) => Some(lib.sha256),
        _ => None,
    };
    let mut consent = env.mods.consent();
    match consent.revoke(id, current.as_deref())? {
        0 => println!("{}", tr!("mod-nothing-to-revoke", id = id)),
        n => println!("{}", tr!("mod-revoked", id = id, count = n)),
    }
    Ok(ExitCode::SUCCESS)
}

fn list(env: &Env) -> Result<ExitCode, String> {
    let set = env.mods.set();
    let consent = env.mods.consent();
    if set.entries.is_empty() {
        println!("{}", tr!("mod-none-found"));
    }
    for e in &set.entries {
        // A mod is anyone's files: every word of it is escaped (`text::safe`).
        let folder = e.dir.display().to_string();
        let Some(m) = &e.manifest else {
            println!("{}", line(&folder));
            println!(
                "    {}",
                tr!(
                    "mod-cannot-be-used",
                    reason = block(&content::status_text(&e.status))
                )
            );
            continue;
        };
        let shown_title = m.shown_title();
        let (id, version, title) = (line(&m.id), &m.version, line(&shown_title));
        let (game, game_version) = (line(&m.game), &m.game_version);
        let (version, game_version) = (version.to_string(), game_version.to_string());
        if m.is_game_package() {
            println!(
                "{}",
                tr!(
                    "mod-list-game-package",
                    id = &*id,
                    version = &version,
                    title = &*title,
                    game = &*game,
                    game_version = &game_version
                )
            );
        } else {
            println!(
                "{}",
                tr!(
                    "mod-list-mod",
                    id = &*id,
                    version = &version,
                    title = &*title,
                    game = &*game,
                    game_version = &game_version
                )
            );
        }
        println!("    {}", tr!("mod-list-folder", path = line(&folder)));
        if let Some(native) = native::describe(&consent, e) {
            println!("    {}", line(&native));
        }
        match &e.status {
            Status::Ready => {}
            Status::Disabled => println!("    {}", tr!("mod-list-disabled")),
            Status::Refused(reason) => {
                println!("    {}", tr!("mod-cannot-be-used", reason = block(reason)))
            }
        }
        for r in &e.rulesets {
            // A game package's rulesets are the game's own: `--ruleset standard`.
            if m.is_game_package() {
                println!("    {}", tr!("mod-list-ruleset", ruleset = line(r)));
            } else {
                println!(
                    "    {}",
                    tr!("mod-list-ruleset", ruleset = format!("{id}:{}", line(r)))
                );
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}

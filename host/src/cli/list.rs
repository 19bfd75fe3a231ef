//! `game-host list`

use super::Env;
use crate::content;
use crate::mods::native;
use crate::text::safe::{block, line};
use crate::tr;
use std::process::ExitCode;

pub fn run(env: &Env) -> Result<ExitCode, String> {
    let set = env.mods.set();
    let consent = env.mods.consent();
    if env.catalog.plugins.is_empty() {
        // Said with where it looked: an install that lost its plugins (or a binary copied
        // alone) is then a matter of putting them in one of these places.
        println!("{}", tr!("list-no-games"));
        for dir in crate::plugin::plugin_dirs(&env.plugin_args) {
            println!("    {}", line(&dir.display().to_string()));
        }
        match &env.content {
            Some(root) => println!(
                "{}",
                tr!("list-content", path = line(&root.display().to_string()))
            ),
            None => {
                println!("{}", tr!("list-no-content"));
                for dir in content::search_places() {
                    println!("    {}", line(&dir.display().to_string()));
                }
            }
        }
        println!(
            "{}",
            tr!(
                "list-where-to-name",
                plugins_env = crate::plugin::PLUGIN_PATH_ENV,
                content_env = content::CONTENT_ENV
            )
        );
    }
    for plugin in &env.catalog.plugins {
        let info = plugin.info();
        // Its rulesets' names and descriptions in the chosen language, where they say it.
        let _game = crate::i18n::game::Scope::enter(&info.id);
        // A plugin, a ruleset and a mod are anyone's files: their words are escaped.
        println!(
            "{} — {} v{} ({})",
            line(&info.id),
            line(&info.name),
            line(&info.version),
            crate::text::players(info)
        );
        let description = crate::i18n::game::game_description(&info.id, &info.description);
        println!("    {}", line(&description));
        println!(
            "    {}",
            tr!(
                "list-plugin",
                path = line(&plugin.path().display().to_string())
            )
        );
        // A game a mod brought is native code from that mod: said, with whether it is allowed.
        if let Some(from) = set
            .ready_mods()
            .find(|e| e.manifest.is_some() && plugin.path().starts_with(&e.dir))
            && let Some(native) = native::describe(&consent, from)
        {
            println!(
                "    {}",
                tr!(
                    "list-from-mod",
                    id = line(from.id().unwrap_or("")),
                    native = line(&native)
                )
            );
        }
        let rulesets = env
            .content
            .as_deref()
            .map(|root| content::rulesets(root, &env.mods, &info.id))
            .unwrap_or_default();
        if rulesets.is_empty() {
            println!("    {}", tr!("list-no-rulesets"));
        }
        for r in rulesets {
            let base = r
                .extends
                .map(|b| format!(" {}", tr!("list-extends", base = line(&b))))
                .unwrap_or_default();
            let from = r
                .from_mod
                .as_ref()
                .map(|m| {
                    format!(
                        " {}",
                        tr!(
                            "list-from-mod-version",
                            id = line(&m.id),
                            version = line(&m.version.to_string())
                        )
                    )
                })
                .unwrap_or_default();
            println!(
                "    {}",
                tr!(
                    "list-ruleset",
                    id = line(&r.id),
                    name = line(&r.name),
                    base = base,
                    from = from,
                    description = line(&r.description)
                )
            );
        }
    }
    // A mod that cannot be used is listed with the reason (it never hides the others).
    let unusable: Vec<_> = set.entries.iter().filter(|e| !e.is_ready()).collect();
    if !unusable.is_empty() {
        println!("\n{}", tr!("list-mods-not-in-use"));
        for e in unusable {
            println!(
                "    {}: {}",
                line(&e.label()),
                block(&content::status_text(&e.status))
            );
        }
    }
    if !env.catalog.failures.is_empty() {
        println!("\n{}", tr!("list-not-loaded"));
        for f in &env.catalog.failures {
            println!(
                "    {}: {}",
                line(&f.path.display().to_string()),
                block(&f.reason)
            );
        }
    }
    Ok(ExitCode::SUCCESS)
}

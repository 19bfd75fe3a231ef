//! `game-host list`

use super::Env;
use crate::content;
use std::process::ExitCode;

pub fn run(env: &Env) -> Result<ExitCode, String> {
    if env.catalog.plugins.is_empty() {
        println!("No games found.");
    }
    for plugin in &env.catalog.plugins {
        let info = plugin.info();
        println!(
            "{} — {} v{} ({})",
            info.id,
            info.name,
            info.version,
            info.seats.join(" vs ")
        );
        println!("    {}", info.description);
        println!("    plugin: {}", plugin.path().display());
        let rulesets = env
            .content
            .as_deref()
            .map(|root| content::rulesets(root, &info.id))
            .unwrap_or_default();
        if rulesets.is_empty() {
            println!("    rulesets: none found");
        }
        for r in rulesets {
            let base = r
                .extends
                .map(|b| format!(" (extends {b})"))
                .unwrap_or_default();
            let from = r
                .from_mod
                .as_ref()
                .map(|m| format!(" [mod {} {}]", m.id, m.version))
                .unwrap_or_default();
            println!(
                "    ruleset {}: {}{base}{from} — {}",
                r.id, r.name, r.description
            );
        }
    }
    // A mod that cannot be used is listed with the reason (it never hides the others).
    let set = crate::mods::active();
    let unusable: Vec<_> = set.entries.iter().filter(|e| !e.is_ready()).collect();
    if !unusable.is_empty() {
        println!("\nMods not in use:");
        for e in unusable {
            println!("    {}: {}", e.label(), content::status_text(&e.status));
        }
    }
    if !env.catalog.failures.is_empty() {
        println!("\nNot loaded:");
        for f in &env.catalog.failures {
            println!("    {}: {}", f.path.display(), f.reason);
        }
    }
    Ok(ExitCode::SUCCESS)
}
